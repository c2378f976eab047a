package kheopsview

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"
	scenelayout "nilegames/scenes/layout"
)

// TestLabelsDrawnWhole (issue 22): every board, legend, tray, chip, sheet
// and panel label of Kheops, in English and French, at the sizes the view
// uses at 1920x1080, is drawn whole: none dropped, none cut short. Each
// view is new (fresh static layer and sprites), so every label is painted.
func TestLabelsDrawnWhole(t *testing.T) {
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	for _, lang := range []string{"en", "fr"} {
		for hi, humans := range [][]bool{{true, false}, {false, true}, {true, true}} {
			what := fmt.Sprintf("%s humans %v", lang, humans)
			viewtest.NoLabelDropped(t, what, func() {
				v := newView(t, testEnv(t, lang, humans...))
				v.Layout(scenelayout.MatchLayout(2, false).Board)
				s := newGame(t, uint64(60+hi))
				rng := engine.NewRNG(uint64(60 + hi))
				draw := func(step int) {
					dst.Clear()
					v.Draw(dst)
					m := scenelayout.MatchLayoutFit(2, step%2 == 0, v.PanelBodyH)
					for p, r := range m.Panels {
						v.DrawPanel(dst, p, geom.R(r.X+14, r.Y+66, r.W-28, r.H-86))
					}
				}
				v.Sync(s, nil, s.CurrentPlayer())
				for step := 0; ; step++ {
					// Every third position (the drawing is slow): the
					// boards, the trays and the overlay vary enough.
					v.overlay = step%6 == 3
					if step%3 == 0 {
						draw(step)
					}
					evs := enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
					if !s.Terminal() {
						v.Sync(s, nil, s.CurrentPlayer())
						continue
					}
					// The last tile: the scoring plays, then the end.
					v.overlay = false
					v.Sync(s, evs, -1)
					for n := 0; v.Update(1.0/10) && n < 10*60; n++ {
						if n%4 == 0 {
							draw(n)
						}
					}
					draw(0)
					break
				}
			})
		}
	}
}

// TestCountsReadableAt720 (issue 22): the counts read at a glance (pawns
// in supply, in the tray and in a panel, the pile, a panel's hand, ankhs
// and networks, the network overlay's values and pawn weights) are drawn
// at 21 or more on the 1920x1080 canvas: 14 px at a 1280x720 window
// (ART.md).
func TestCountsReadableAt720(t *testing.T) {
	seen := map[string]float64{}
	countSeen = func(s string, size float64) {
		if old, ok := seen[s]; !ok || size < old {
			seen[s] = size
		}
	}
	defer func() { countSeen = nil }()
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	for _, lang := range []string{"en", "fr"} {
		clear(seen)
		s := newGame(t, 5)
		rng := engine.NewRNG(5)
		for i := 0; i < 20; i++ {
			enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
		}
		env := testEnv(t, lang, true, false)
		v := newView(t, env)
		v.Sync(s, nil, 0)
		v.Draw(dst)
		m := scenelayout.MatchLayoutFit(2, true, v.PanelBodyH)
		for p, r := range m.Panels {
			v.DrawPanel(dst, p, geom.R(r.X+14, r.Y+66, r.W-28, r.H-86))
		}
		b := v.d
		want := []string{strconv.Itoa(b.pile), env.Bundle().T("kheops.ui.hand", "n", len(b.hand[1]))}
		for p := 0; p < 2; p++ {
			want = append(want, env.Bundle().T("kheops.ui.ankh_points", "n", b.ankh[p], "points", b.ankh[p]*b.ankh[p]))
			for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
				if hasKind(p, k) {
					want = append(want, "×"+strconv.Itoa(b.sup[p][k]))
				}
			}
		}
		viewtest.CountsAtLeast(t, lang, seen, want, 21)
		// The network overlay: each network's value, each seat's weight.
		clear(seen)
		v.overlay = true
		v.Draw(dst)
		want = want[:0]
		for _, n := range b.nets {
			if v.lay.anchor(n) == 0 {
				continue
			}
			want = append(want, strconv.Itoa(n.Value), strconv.Itoa(n.Weight[0]), strconv.Itoa(n.Weight[1]))
		}
		if len(want) == 0 {
			t.Fatalf("%s: no network on the board to check", lang)
		}
		viewtest.CountsAtLeast(t, lang+" network overlay", seen, want, 21)
	}
}

// TestFinaleSheetReadableAt720 (issue 22): the final scoring's sheet says
// each network's figures (its number and tiles, rooms, bonuses, value,
// pawns, points) at 21 or more, 14 px at a 1280x720 window (ART.md), a
// long row shrinking only to fit; the chips' values too; every label whole.
func TestFinaleSheetReadableAt720(t *testing.T) {
	seen := map[string]float64{}
	countSeen = func(s string, size float64) {
		if old, ok := seen[s]; !ok || size < old {
			seen[s] = size
		}
	}
	defer func() { countSeen = nil }()
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	s := newGame(t, 5)
	rng := engine.NewRNG(5)
	for i := 0; i < 5000 && !s.Terminal(); i++ {
		enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
	}
	if !s.Terminal() {
		t.Fatal("the game did not end")
	}
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, true, false)
		v := newView(t, env)
		v.Layout(scenelayout.MatchLayoutFit(2, true, v.PanelBodyH).Board)
		v.Sync(s, nil, 0)
		b := v.d
		if len(b.nets) == 0 {
			t.Fatal("no network to score")
		}
		loc := env.Bundle()
		for cur, n := range b.nets {
			clear(seen)
			// The sheet as the scoring shows network cur, whole.
			f := &finale{nets: b.nets, cur: cur, flood: 1, card: 1, done: make([]bool, len(b.nets)), ankhs: b.ankh, totals: b.score}
			for _, m := range b.nets {
				f.order = append(f.order, floodOrder(b, m))
			}
			v.fin = f
			what := fmt.Sprintf("%s network %d", lang, cur+1)
			viewtest.NoLabelDropped(t, what, func() { v.Draw(dst) })
			head := loc.T("kheops.network.network", "n", cur+1) + " · " + loc.T("kheops.network.tiles", "n", len(n.Slots))
			viewtest.CountsAtLeast(t, what, seen, []string{head}, 21)
			rows := 0
			for str, size := range seen {
				if !strings.ContainsAny(str, "0123456789") {
					continue // a row without a figure ("Tie: nobody scores") may shrink
				}
				rows++
				if size < 21 {
					t.Errorf("%s: %q at %.1f, under 21", what, str, size)
				}
			}
			if rows < 3 {
				t.Errorf("%s: %d figures drawn as counts, want the head, the rows and the chips", what, rows)
			}
		}
	}
}

// TestDoubleSymbolReadableAt720 (issue 22): the "×2" of a Double tile's
// medallion, at the size the match's board draws it, is 21 or more: 14 px
// at a 1280x720 window (ART.md). (The tray's, a little smaller, is
// checked with the final sheet's figures.)
func TestDoubleSymbolReadableAt720(t *testing.T) {
	size := 0.0
	countSeen = func(s string, sz float64) {
		if s == "medallion ×2" {
			size = sz
		}
	}
	defer func() { countSeen = nil }()
	v := newView(t, testEnv(t, "en", true, false))
	v.Layout(scenelayout.MatchLayoutFit(2, true, v.PanelBodyH).Board)
	id := 0
	for i := 1; i <= kheops.NumTiles; i++ {
		if kheops.Tiles[i].Symbol == kheops.Double {
			id = i
		}
	}
	if id == 0 {
		t.Fatal("no Double tile")
	}
	d := symbolSize(v.lay.s(tileA))
	img := render.NewCanvas(int(d)+4, int(d)+4)
	defer img.Deallocate()
	drawSymbol(img, kheops.Tiles[id], geom.Pt(d/2+2, d/2+2), d)
	if size < 21 {
		t.Errorf("the Double medallion (%.0f across) says ×2 at %.2f, under 21", d, size)
	}
}
