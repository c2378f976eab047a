package egiziaview

import (
	"fmt"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The Sphinx cards drawn and kept never overlap, however many (issue 22:
// 2 drawn beside 3 kept hid most of their icons): every card inside the
// hand area, none over another nor over a group's label, and still at
// least 74 px wide (1080p) for up to 5 cards (the review's 2 + 3), 40 for
// up to 12 (in two rows).
func TestHandCardsNeverOverlap(t *testing.T) {
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		p := Layout(players)
		for _, counts := range [][]int{{1}, {2}, {6}, {2, 1}, {2, 3}, {5, 3}, {3, 8}, {2, 5, 5}, {2, 5, 9}} {
			heads, cards := p.HandCards(counts, 90, 110, 100)
			var all []geom.Rect
			n := 0
			for _, g := range cards {
				all = append(all, g...)
				n += len(g)
			}
			what := fmt.Sprint(players, "p ", counts)
			checkInside(t, what, all, p.Sphinx.Hand)
			for i, a := range all {
				if (n <= 5 && a.W < 74*p.K) || (n <= 12 && a.W < 40*p.K) {
					t.Errorf("%s: cards %.0f px wide", what, a.W)
				}
				for _, b := range all[i+1:] {
					if in := a.Intersect(b); in.W > 0 && in.H > 0 {
						t.Errorf("%s: card %v overlaps %v", what, a, b)
					}
				}
				for _, h := range heads {
					if in := a.Intersect(h); in.W > 0 && in.H > 0 {
						t.Errorf("%s: card %v covers the label %v", what, a, h)
					}
				}
			}
			for i, h := range heads {
				if w := []float64{90, 110, 100}[i]; h.W < w {
					t.Errorf("%s: label %d gets %.0f px, it needs %.0f", what, i, h.W, w)
				}
			}
		}
	}
}

// The Sphinx card under the pointer rises: drawn last, larger and a
// little up, so that its top edge shows above where the card lies; the
// pointer moving off puts it back. Drawn whole, with no label dropped.
func TestHandCardUnderPointerRises(t *testing.T) {
	s, ok := boardPlay(t, 2, 1, func(s *egizia.State) bool { return len(s.SphinxHand(0, 0)) >= 2 })
	if !ok {
		t.Fatal("no hand of 2 cards")
	}
	env := boardEnv(t, "fr", 2)
	v, _ := boardView(t, env, s, 0)
	var hand handGroup
	for _, g := range v.handGroups() {
		if g.kind == tHand {
			hand = g
		}
	}
	if len(hand.rects) < 2 {
		t.Fatalf("hand groups %v", v.handGroups())
	}
	r := hand.rects[1]
	draw := func() *ebiten.Image {
		v.ly = layers{handHover: v.ly.handHover} // fresh caches
		img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
		viewtest.NoLabelDropped(t, "hand", func() { v.Draw(img) })
		return img
	}
	still := draw()
	if v.Watch([]input.Intent{{Kind: input.Move, X: r.Center().X, Y: r.Center().Y}}) != true {
		t.Fatal("pointing at a hand card asks no redraw")
	}
	if v.ly.handHover != (target{tHand, 1, 0}) {
		t.Fatalf("hover %v", v.ly.handHover)
	}
	up := draw()
	// Just above the card as it lies: paper before, the risen card after.
	probe := render.DeviceRect(geom.R(r.X+r.W*0.3, r.Y-5*v.pl.K, r.W*0.4, 3*v.pl.K))
	if n, _ := viewtest.ImageDiff(still.SubImage(probe).(*ebiten.Image), up.SubImage(probe).(*ebiten.Image)); n == 0 {
		t.Error("the card under the pointer did not rise above its place")
	}
	if v.Watch([]input.Intent{{Kind: input.Move, X: v.pl.Sphinx.Deck.Center().X, Y: v.pl.Sphinx.Deck.Center().Y}}) != true || v.ly.handHover.kind != tNone {
		t.Error("the pointer moving off leaves the card risen")
	}
	back := draw()
	if n, _ := viewtest.ImageDiff(still.SubImage(probe).(*ebiten.Image), back.SubImage(probe).(*ebiten.Image)); n != 0 {
		t.Error("the card did not come back down")
	}
}
