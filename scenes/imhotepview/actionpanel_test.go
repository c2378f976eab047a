package imhotepview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
)

// findTurn plays random games until a human turn where want holds.
func findTurn(t *testing.T, want func(s *imhotep.State, legal []engine.Action) bool) *imhotep.State {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		cfg := configs[seed%uint64(len(configs))]
		s := newGame(t, cfg.np, cfg.sides, seed)
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			if s.PendingDecision().Kind == "turn" && want(s, s.Legal(nil)) {
				return s
			}
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no such position")
	return nil
}

// TestSailCardPreview: with the Sail card and a slot chosen, the stone
// shows on that slot before the site is chosen.
func TestSailCardPreview(t *testing.T) {
	s := findTurn(t, func(s *imhotep.State, legal []engine.Action) bool { return hasKind(legal, imhotep.KindSailCard) })
	var a engine.Action
	for _, x := range s.Legal(nil) {
		if k, _, _, _ := imhotep.SplitAction(x); k == imhotep.KindSailCard {
			a = x
			break
		}
	}
	_, ship, slot, _ := imhotep.SplitAction(a)
	v := NewView(testEnv(t, "en", s.NumPlayers(), true)).(*View)
	v.Layout(testArea)
	v.Sync(s, nil, s.CurrentPlayer())
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	pts := v.ClickFor(a)
	if len(pts) != 3 {
		t.Fatalf("Sail card clicks %v", pts)
	}
	l := v.lay
	i := v.target.shipIndex(ship)
	c := imhotep.Ships[ship].Capacity
	probe := l.shipCenterAt(l.berth(i), c).Add(l.slotOffset(c, slot)).Add(geom.Pt(0.33*float64(l.is(stoneS)), 0))
	want := render.Mix(pcOf(s.CurrentPlayer()).RGBA(), render.Limestone, 0.12)
	v.Pick(tap(pts[0]), s.Legal(nil))
	v.Draw(dst)
	if got := rendertest.Reader(dst)(probe); rendertest.Near(got, want, 48) {
		t.Fatalf("the slot already shows a stone (%v) before it is chosen", got)
	}
	if _, ok, _ := v.Pick(tap(pts[1]), s.Legal(nil)); ok || len(v.pk.prefix) != 2 {
		t.Fatalf("the slot click: %v %v", ok, v.pk.prefix)
	}
	dst.Clear()
	v.Draw(dst)
	if got := rendertest.Reader(dst)(probe); !rendertest.Near(got, want, 60) {
		t.Errorf("chosen slot shows %v, want the stone's colour about %v", got, want)
	}
}

// TestLockedCardLooksLocked: a greyed card button is dimmed and carries a
// padlock, which an enabled button does not.
func TestLockedCardLooksLocked(t *testing.T) {
	s := findTurn(t, func(s *imhotep.State, legal []engine.Action) bool {
		c := s.CardsOf(s.CurrentPlayer())
		return c[imhotep.Lever] > 0 && !hasKind(legal, imhotep.KindLever) && hasKind(legal, imhotep.KindGet)
	})
	v := NewView(testEnv(t, "fr", s.NumPlayers(), true)).(*View)
	v.Layout(testArea)
	v.Sync(s, nil, s.CurrentPlayer())
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	v.Draw(dst)
	at := rendertest.Reader(dst)
	l := v.lay
	var locked, open geom.Rect
	for i, bt := range v.dec.buttons {
		r := l.button(i, len(v.dec.buttons))
		switch {
		case bt.code == btnCard(imhotep.Lever) && !bt.enabled:
			locked = r
		case bt.code == btnGet && bt.enabled:
			open = r
		}
	}
	if locked.Empty() || open.Empty() {
		t.Fatalf("buttons %+v", v.dec.buttons)
	}
	// The padlock's body, left of the right edge, is dark; the same spot
	// of an enabled button is plain papyrus.
	lk := func(r geom.Rect) geom.Point {
		s := min(r.H-l.s(8), l.s(22))
		return geom.Pt(r.Right()-l.s(8)-s/2-s*0.15, r.Center().Y+s*0.25)
	}
	if got := at(lk(locked)); !rendertest.Near(got, render.InkSoft, 60) {
		t.Errorf("no padlock on the greyed Lever: %v", got)
	}
	if got := at(lk(open)); rendertest.Near(got, render.InkSoft, 60) {
		t.Errorf("a padlock on the enabled button: %v", got)
	}
	// Dimmed: the locked button's face is darker than the enabled one's.
	face := func(r geom.Rect) int {
		c := at(geom.Pt(r.Center().X+r.W*0.15, r.Y+l.s(6)))
		return int(c.R) + int(c.G) + int(c.B)
	}
	if face(locked) >= face(open)-20 {
		t.Errorf("the greyed Lever is not dimmed: %d vs %d", face(locked), face(open))
	}
}
