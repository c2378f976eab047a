package egiziaview

import (
	"fmt"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// A seat area's bonus tiles print their figures ("+2", "+1", "×2", the
// points on a coin, the once-a-game "1") at PanelNum, 14 px in a
// 1280x720 window (ART.md), measured as ink at 2/3, and no figure runs
// out of its tile: at 2, 3 and 4 players, the log open or closed, the
// two tiles lie in the area, side by side, after the Sphinx cards, and a seat holding every pair of
// tiles draws its area whole in both languages (issue 22: the panel's
// 30 px tiles printed them at 17, 11 px at 1280x720, and at 21 the
// figures spilled out).
func TestPanelBonusTilesReadable(t *testing.T) {
	var sizes []string
	figSeen = func(text string, size float64, _ bool) {
		if size < PanelNum {
			sizes = append(sizes, fmt.Sprintf("%q at %.0f", text, size))
		}
	}
	defer func() { figSeen = nil }()
	img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer img.Deallocate()
	checked := 0
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		for _, open := range []bool{false, true} {
			for seat, pr := range layout.MatchLayout(players, open).Panels {
				what := fmt.Sprintf("%dp log open %v seat %d", players, open, seat)
				a := NewPlayerArea(PanelBody(pr))
				b0, b1 := a.Bonus[0], a.Bonus[1]
				if b0.Right() > b1.X || b1.Right() > a.R.Right()+0.5 || b0.Y < a.R.Y {
					t.Errorf("%s: bonus tiles %v %v out of the area %v", what, b0, b1, a.R)
				}
				if a.Score.W < 0 || b0.X < a.Sphinx.Right()+8 {
					t.Errorf("%s: %.0f px between the Sphinx cards and the bonus tiles", what, b0.X-a.Sphinx.Right())
				}
				for g := egizia.G1; g <= egizia.NumBonus; g++ {
					// The tile alone on a clear canvas: nothing drawn
					// outside it.
					img.Clear()
					sizes = nil
					r := b1
					panelBonusTile(img, r, g, false)
					for _, s := range sizes {
						t.Errorf("%s: bonus tile G%d's figure %s px, under %d", what, g, s, PanelNum)
					}
					at := rendertest.Reader(img)
					spill := 0
					for y := r.Y - 12; y < r.Bottom()+12; y++ {
						for x := r.X - 12; x < r.Right()+12; x++ {
							if r.Inset(-1).Contains(geom.Pt(x+0.5, y+0.5)) {
								continue
							}
							if at(geom.Pt(x, y)).A > 40 {
								spill++
							}
						}
					}
					if spill > 0 {
						t.Errorf("%s: bonus tile G%d draws %d px outside its %vx%v tile", what, g, spill, r.W, r.H)
					}
					// The figure beside its icon, in ink: its height.
					gs := panelBonusMain(g)
					if len(gs) != 1 || glyphFigure(gs[0]) == "" {
						continue
					}
					in := panelBonusInner(r, g)
					s := in.H
					figX := in.Center().X - glyphWidth(gs[0], s)/2 + s*0.86
					box := geom.R(figX, r.Y+2.5, in.Right()-figX, r.H-5)
					if h := inkRows(at, box, inkNear(render.Ink)); h < min720 {
						t.Errorf("%s: bonus tile G%d's figure %q %.1f px high at 1280x720", what, g, glyphFigure(gs[0]), h)
					}
					checked++
				}
			}
		}
	}
	if checked == 0 {
		t.Error("no bonus tile's figure measured")
	}
	// A seat holding each pair of tiles draws its area whole.
	sizes = nil
	for _, players := range []int{2, 4} {
		for _, open := range []bool{false, true} {
			pr := layout.MatchLayout(players, open).Panels[0]
			a := NewPlayerArea(PanelBody(pr))
			for g := egizia.G1; g <= egizia.NumBonus; g++ {
				s := seatShow{Colour: render.PlayerColor(0), Str: [4]int{1, 1, 1, 1}, Order: 1,
					Bonus: []int{(g-1)%egizia.NumGold + 1, max(g, egizia.NumGold+1)}, Spent: []bool{false, g%2 == 0},
					Fields: []chip{{ID: 0, Colour: egizia.Green, Value: 3, Type: egizia.TField}},
					Others: []chip{{Colour: egizia.NoColour, Type: egizia.TQuarry, Quarries: []int{1}}}}
				viewtest.NoLabelDropped(t, fmt.Sprint(players, "p log open ", open, " bonus ", s.Bonus), func() {
					drawSeat(img, a, s)
				})
			}
		}
	}
	for _, s := range sizes {
		t.Errorf("a seat area's figure %s px, under %d", s, PanelNum)
	}
}
