package imhotepview

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"
	scenelayout "nilegames/scenes/layout"
)

// panelBodies are the seat panels' bodies as the match scene gives them
// at 1920x1080 (the panel less its header and margins).
func panelBodies(np int, logOpen bool) []geom.Rect {
	var out []geom.Rect
	for _, r := range scenelayout.MatchLayout(np, logOpen).Panels {
		out = append(out, geom.R(r.X+14, r.Y+66, r.W-28, r.H-86))
	}
	return out
}

// TestLabelsDrawnWhole (issue 22): every card name, board and panel label
// of Imhotep, in English and French, at the sizes the view uses at
// 1920x1080, is drawn whole: none dropped, none cut short. Each view is
// new (fresh static layer and sprites), so every label is painted.
func TestLabelsDrawnWhole(t *testing.T) {
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	for ci, cfg := range configs {
		for _, lang := range []string{"en", "fr"} {
			what := fmt.Sprintf("%d players %s %s", cfg.np, cfg.sides, lang)
			viewtest.NoLabelDropped(t, what, func() {
				v := NewView(testEnv(t, lang, cfg.np, true)).(*View)
				v.Layout(scenelayout.MatchLayout(cfg.np, false).Board)
				s := newGame(t, cfg.np, cfg.sides, uint64(ci+31))
				rng := engine.NewRNG(uint64(ci + 7))
				for step := 0; ; step++ {
					// Every third position (the drawing is slow): the
					// boards, the panels and the decisions vary enough.
					if step%3 == 0 || s.Terminal() {
						v.Sync(s, nil, s.CurrentPlayer())
						dst.Clear()
						v.Draw(dst)
						for p, body := range panelBodies(cfg.np, step%2 == 0) {
							v.DrawPanel(dst, p, body)
						}
					}
					if s.Terminal() {
						break
					}
					if err := s.Apply(randomAction(s, &rng)); err != nil {
						t.Fatal(err)
					}
				}
				// A seat holding every card, two of each (the longest
				// chip labels), a full sled and a large quarry.
				for c := imhotep.Card(0); c < imhotep.NumCards; c++ {
					v.d.cards[0][c] = 2
				}
				v.d.sled[0], v.d.quarry[0] = imhotep.SledCapacity, 27
				for _, open := range []bool{false, true} {
					v.DrawPanel(dst, 0, panelBodies(cfg.np, open)[0])
				}
			})
		}
	}
}

// TestCardNamesDrawnWhole (issue 22): every card's face, at the sizes the
// market, the kept pair and the buttons draw it, names the card whole in
// both languages.
func TestCardNamesDrawnWhole(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 4, true)
		l := newLayout(scenelayout.MatchLayout(4, false).Board, 4)
		widths := []float64{l.marketSpace(0).W, l.keepCard(0, 2).W, l.keepCard(0, 3).W}
		for _, w := range widths {
			viewtest.NoLabelDropped(t, fmt.Sprintf("%s cards %.0f px wide", lang, w), func() {
				sp := render.NewSprites()
				for c := imhotep.Card(0); c < imhotep.NumCards; c++ {
					cardSprite(sp, env.Bundle(), c, int(w))
				}
			})
		}
	}
}

// TestPanelChipsAllShown (issue 22): a seat holding every kind of card
// has a chip for each, whole, in every panel the match gives it; where
// four seats and the open log leave too little room, the last chip says
// how many more cards there are and its tooltip names each of them.
func TestPanelChipsAllShown(t *testing.T) {
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	for _, lang := range []string{"en", "fr"} {
		for np := 2; np <= 4; np++ {
			for _, open := range []bool{false, true} {
				v := NewView(testEnv(t, lang, np, true)).(*View)
				v.Sync(newGame(t, np, "BBBBB", 5), nil, 0)
				for c := range cardOrder {
					v.d.cards[1][cardOrder[c]] = 1 + c%2
					v.target.cards[1][cardOrder[c]] = 1 + c%2
				}
				body := panelBodies(np, open)[1]
				v.chips = nil
				v.DrawPanel(dst, 1, body)
				named := map[string]bool{}
				for _, c := range v.chips {
					if c.r.X < body.X-0.5 || c.r.Right() > body.Right()+0.5 || c.r.Y < body.Y-0.5 || c.r.Bottom() > body.Bottom()+1 {
						t.Errorf("%s %d seats log open %v: chip %v outside the panel %v", lang, np, open, c.r, body)
					}
					if len(c.more) == 0 {
						named[v.Env.Bundle().T("imhotep.card."+c.card.String())] = true
						continue
					}
					tip, _, _ := v.Tooltip(c.r.Center().X, c.r.Center().Y)
					for _, line := range tip {
						named[strings.TrimPrefix(line, "×2 ")] = true
					}
				}
				for _, c := range cardOrder {
					if name := v.Env.Bundle().T("imhotep.card." + c.String()); !named[name] {
						t.Errorf("%s %d seats log open %v: %q neither on a chip nor in the more chip's tooltip", lang, np, open, name)
					}
				}
				if full := np < 4 || !open; full && len(v.chips) != len(cardOrder) {
					t.Errorf("%s %d seats log open %v: %d chips for %d kinds", lang, np, open, len(v.chips), len(cardOrder))
				}
			}
		}
	}
}

// TestCountsReadableAt720 (issue 22): the counts read at a glance (each
// quarry, the deck and the discard, a panel's quarry) and the figures
// printed on the board (the round card's capacities, the point coins of
// the pyramid and the temple, the temple's stone count) are drawn at 21 or
// more on the 1920x1080 canvas: 14 px at a 1280x720 window (ART.md).
func TestCountsReadableAt720(t *testing.T) {
	seen := map[string]float64{}
	countSeen = func(s string, size float64) { seen[s] = size }
	defer func() { countSeen = nil }()
	figures := map[string]float64{}
	figureSeen = func(what string, size float64) {
		if old, ok := figures[what]; !ok || size < old {
			figures[what] = size
		}
	}
	defer func() { figureSeen = nil }()
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	for _, tc := range []struct{ lang, sides string }{{"en", "ABABA"}, {"fr", "ABABA"}, {"en", "BABAB"}, {"fr", "BABAB"}} {
		lang := tc.lang
		clear(seen)
		clear(figures)
		s := newGame(t, 4, tc.sides, 9)
		rng := engine.NewRNG(9)
		for i := 0; i < 30; i++ {
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
		env := testEnv(t, lang, 4, true)
		v := NewView(env).(*View)
		v.Layout(scenelayout.MatchLayout(4, true).Board)
		v.Sync(s, nil, 0)
		v.Draw(dst)
		for p, body := range panelBodies(4, true) {
			v.DrawPanel(dst, p, body)
		}
		want := []string{strconv.Itoa(v.d.deck), strconv.Itoa(v.d.discard)}
		for p := 0; p < 4; p++ {
			want = append(want, strconv.Itoa(v.d.quarry[p]), env.Bundle().T("imhotep.ui.quarry_n", "n", v.d.quarry[p]))
		}
		viewtest.CountsAtLeast(t, lang, seen, want, 21)
		// Fresh caches (a new view, a new env): the static layer and the
		// round card's sprite are drawn, not reused.
		wantFig := []string{"round card", "coin"}
		if tc.sides[imhotep.Temple] == 'B' {
			wantFig = append(wantFig, "temple stones")
		}
		for _, w := range wantFig {
			size, ok := figures[w]
			switch {
			case !ok:
				t.Errorf("%s %s: no %s figure drawn", lang, tc.sides, w)
			case size < 21:
				t.Errorf("%s %s: %s figure at %.2f, under 21", lang, tc.sides, w, size)
			}
		}
	}
}

// TestCountsShrinkOnSmallBoard (issue 22): on a board a third of the
// match's (a rules picture) the counts shrink with it: the score track's
// widest number fits its cell, and no count is larger than in proportion
// to the match board.
func TestCountsShrinkOnSmallBoard(t *testing.T) {
	least := map[string]float64{}
	most := 0.0
	countSeen = func(s string, size float64) {
		most = math.Max(most, size)
		least[s] = size
	}
	defer func() { countSeen = nil }()
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	board := scenelayout.MatchLayout(4, true).Board
	small := geom.R(board.X, board.Y, board.W/3, board.H/3)
	s := newGame(t, 4, "ABABA", 9)
	v := NewView(testEnv(t, "fr", 4, true)).(*View)
	v.Layout(small)
	v.Sync(s, nil, 0)
	v.Draw(dst)
	size, ok := least["38"]
	if !ok {
		t.Fatal("the track's 38 not drawn as a count")
	}
	// The text floor (9) aside, in proportion to the match board (k 0.994).
	if want := math.Max(9, countSize*v.lay.k/0.99); most > want+0.01 {
		t.Errorf("a count at %.2f on a board at scale %.3f, want at most %.2f", most, v.lay.k, want)
	}
	cell := v.lay.trackCell(38)
	if w := render.TextWidth("38", render.Face(render.Bold, size)) + v.lay.s(4); w > cell.W {
		t.Errorf("38 at %.2f is %.1f wide with its margin, its cell %.1f", size, w, cell.W)
	}
}

// TestChipFullNameWhenRoom: a short name only where the full one cannot
// fit: one long-named card gets a row of its own, named in full.
func TestChipFullNameWhenRoom(t *testing.T) {
	loc := testEnv(t, "fr", 2, true).Bundle()
	label := func(c imhotep.Card, short bool) string {
		if short {
			return loc.T("imhotep.card_short." + c.String())
		}
		return loc.T("imhotep.card." + c.String())
	}
	one := func(imhotep.Card) int { return 1 }
	body := panelBodies(4, false)[0]
	cp := planChips([]imhotep.Card{imhotep.DecorBurial}, label, one, body.W, body.H-42, 1)
	if cp.short || cp.cols != 1 {
		t.Errorf("one Ornement de la Chambre funéraire: plan %+v, want its full name on one column", cp)
	}
	cp = planChips([]imhotep.Card{imhotep.Lever, imhotep.Sail}, label, one, body.W, body.H-42, 1)
	if cp.short || cp.cols != 2 {
		t.Errorf("Levier and Voile: plan %+v, want two columns, full names", cp)
	}
}
