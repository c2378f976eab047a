package egiziaview

import (
	"fmt"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// A seat's area is readable in a 1280x720 window, where the canvas shows
// at 2/3 (ART.md: 14 real px): at 2, 3 and 4 players, the log open or
// closed, every crew token prints its Strength, and the rows holding
// figures (the cards in play, the totals, the ships) are tall enough for
// PanelNum; a late game's areas draw no figure shrunk or dropped
// (issue 22: 4 players at 1280x720 showed dots and 7 px figures).
func TestPanelFiguresReadable(t *testing.T) {
	if real := PanelNum * 720.0 / 1080; real < 14 {
		t.Fatalf("panel figures are %.1f px at 1280x720", real)
	}
	s, ok := boardPlay(t, 4, 21, func(s *egizia.State) bool { return s.Round() >= 4 })
	if !ok {
		t.Fatal("no round 4")
	}
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		for _, open := range []bool{false, true} {
			for i, r := range layout.MatchLayout(players, open).Panels {
				what := fmt.Sprintf("%dp log open %v seat %d", players, open, i)
				a := NewPlayerArea(PanelBody(r))
				for c := 0; c < egizia.NumCrews; c++ {
					for st := egizia.MinStr; st <= egizia.MaxStr; st++ {
						if h := a.Crew(c, st).H; h < PanelNum {
							t.Errorf("%s: crew %d token %.0f px, under %d", what, c, h, PanelNum)
						}
					}
				}
				for _, row := range []geom.Rect{a.Fields, a.Others} {
					one, two := totalParts(a, row)
					for _, x := range []geom.Rect{row, one, two} {
						if x.H < PanelNum {
							t.Errorf("%s: a row of figures %.0f px tall", what, x.H)
						}
					}
				}
				if players == 4 && !a.Compact {
					t.Errorf("%s: a %.0f px body is not compact", what, a.R.H)
				}
			}
		}
	}
	// The figures inside the power cards in play (+4, −1, the points on a
	// coin) are PanelNum too, not the board's smallest 17 (issue 22).
	figs := 0
	figSeen = func(text string, size float64, _ bool) {
		figs++
		if size < PanelNum {
			t.Errorf("a power card's figure %q at %.0f px, under %d", text, size, PanelNum)
		}
	}
	defer func() { figSeen = nil }()
	for _, lang := range []string{"en", "fr"} {
		env := boardEnv(t, lang, 4)
		for _, open := range []bool{false, true} {
			v, _ := boardView(t, env, s, 0)
			img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
			for seat, r := range layout.MatchLayout(4, open).Panels {
				viewtest.NoLabelDropped(t, fmt.Sprint(lang, " 4p seat ", seat, " log open ", open), func() {
					v.DrawPanel(img, seat, PanelBody(r))
				})
			}
			img.Deallocate()
		}
	}
	if figs == 0 {
		t.Error("no power card's figure drawn in round 4's areas")
	}
}

// The figures printed in the board's glyphs (a Nile card's +2, a market
// row's −1, a Pyramid floor's or statue level's Stone cost, a Sphinx
// card's count) and the points on its coins are 21 on the match's board,
// 14 px in a 1280x720 window (ART.md; a coin too narrow widens to a
// cartouche), and a board drawn smaller scales them down, never under
// widget.TextMin (issue 22).
func TestBoardFiguresReadableAt720(t *testing.T) {
	if got := boardFigMin(0.5); got != widget.TextMin {
		t.Errorf("a board at half size draws figures at %v, want %v", got, widget.TextMin)
	}
	s, ok := boardPlay(t, 4, 21, func(s *egizia.State) bool { return s.Round() >= 4 })
	if !ok {
		t.Fatal("no round 4")
	}
	for _, lang := range []string{"en", "fr"} {
		figs, coins := 0, 0
		figSeen = func(text string, size float64, coin bool) {
			if coin {
				coins++
			} else {
				figs++
			}
			if size < PanelNum {
				t.Errorf("%s: the board's figure %q at %.0f px, under %d", lang, text, size, PanelNum)
			}
		}
		env := boardEnv(t, lang, 4)
		v, _ := boardView(t, env, s, 0)
		if v.pl.K != 1 {
			t.Fatalf("the match's board at scale %v", v.pl.K)
		}
		img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
		viewtest.NoLabelDropped(t, lang+" board", func() { v.Draw(img) })
		img.Deallocate()
		figSeen = nil
		if figs < 10 || coins < 10 {
			t.Errorf("%s: %d figures and %d coins drawn on the board", lang, figs, coins)
		}
	}
}
