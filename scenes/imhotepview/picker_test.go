package imhotepview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var _ gameview.View = (*View)(nil)

// TestClickForRoundTrip: for random positions of random games, every legal
// action's clicks, fed back through Pick, give exactly that action, and
// no click before the last completes anything.
func TestClickForRoundTrip(t *testing.T) {
	kinds := map[string]int{}
	actions := 0
	for ci, cfg := range configs {
		for g := 0; g < 3; g++ {
			seed := uint64(100*ci + g + 1)
			s := newGame(t, cfg.np, cfg.sides, seed)
			env := testEnv(t, "fr", cfg.np, true)
			v := NewView(env).(*View)
			v.Layout(testArea)
			rng := engine.NewRNG(seed)
			for step := 0; !s.Terminal(); step++ {
				d := s.PendingDecision()
				if d.Kind != "turn" || step%4 == 0 {
					kinds[d.Kind]++
					v.Sync(s, nil, s.CurrentPlayer())
					legal := s.Legal(nil)
					for _, a := range legal {
						checkRoundTrip(t, v, s, legal, a)
						actions++
					}
				}
				if err := s.Apply(randomAction(s, &rng)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, k := range []string{"turn", "unload", "pick", "keep", "pyramid", "bonus", "chisel2", "temple"} {
		if kinds[k] == 0 {
			t.Errorf("no position with a %q decision was tested", k)
		}
	}
	t.Logf("%d actions round-tripped; decisions %v", actions, kinds)
}

func checkRoundTrip(t *testing.T, v *View, s *imhotep.State, legal []engine.Action, a engine.Action) {
	t.Helper()
	v.CancelPick()
	pts := v.ClickFor(a)
	if len(pts) == 0 {
		t.Fatalf("%s: no clicks for %s\n%s", s.PublicString(-1), s.ActionString(a), "")
	}
	for i, p := range pts {
		got, ok, _ := v.Pick(tap(p), legal)
		last := i == len(pts)-1
		if ok && !last {
			t.Fatalf("%s: click %d of %d at %v already gave %s", s.ActionString(a), i+1, len(pts), p, s.ActionString(got))
		}
		if last {
			if !ok {
				t.Fatalf("%s: the clicks %v gave nothing (prefix %v)", s.ActionString(a), pts, v.pk.prefix)
			}
			if got != a {
				t.Fatalf("clicks for %s gave %s", s.ActionString(a), s.ActionString(got))
			}
		}
	}
}

// TestPickCancel: Escape and a right click drop a partial selection; a
// second click on the selected ship steps back too.
func TestPickCancel(t *testing.T) {
	s := newGame(t, 4, "AAAAA", 7)
	rng := engine.NewRNG(7)
	// Play until the seat to act may sail.
	for !s.Terminal() {
		if s.PendingDecision().Kind == "turn" && hasKind(s.Legal(nil), imhotep.KindSail) {
			break
		}
		if err := s.Apply(randomAction(s, &rng)); err != nil {
			t.Fatal(err)
		}
	}
	v := NewView(testEnv(t, "en", 4, true)).(*View)
	v.Layout(testArea)
	v.Sync(s, nil, s.CurrentPlayer())
	legal := s.Legal(nil)
	var sail engine.Action
	for _, a := range legal {
		if k, _, _, _ := imhotep.SplitAction(a); k == imhotep.KindSail {
			sail = a
			break
		}
	}
	pts := v.ClickFor(sail)
	for _, cancel := range [][]input.Intent{
		{{Kind: input.Back}},
		{{Kind: input.Click, X: pts[0].X, Y: pts[0].Y, Button: input.ButtonRight}},
		tap(pts[0]),
	} {
		v.Pick(tap(pts[0]), legal)
		if len(v.pk.prefix) != 1 {
			t.Fatalf("clicking the ship selected %v", v.pk.prefix)
		}
		if key, _ := v.Prompt(); key != "imhotep.prompt.sail_site" {
			t.Errorf("prompt after selecting a ship: %s", key)
		}
		if _, ok, redraw := v.Pick(cancel, legal); ok || !redraw || len(v.pk.prefix) != 0 {
			t.Errorf("cancel %v: ok %v redraw %v prefix %v", cancel[0].Kind, ok, redraw, v.pk.prefix)
		}
	}
	// A click on nothing does nothing.
	if _, ok, _ := v.Pick(tap(geom.Pt(-50, -50)), legal); ok || len(v.pk.prefix) != 0 {
		t.Error("a click outside the board did something")
	}
}

func hasKind(legal []engine.Action, k imhotep.Kind) bool {
	for _, a := range legal {
		if kk, _, _, _ := imhotep.SplitAction(a); kk == k {
			return true
		}
	}
	return false
}

// TestSeqOfCoversEveryKind: every action kind has a click sequence.
func TestSeqOfCoversEveryKind(t *testing.T) {
	for k := imhotep.KindGet; k <= imhotep.KindTempleStones; k++ {
		if len(seqOf(imhotep.Act(k, 0, 0, 0))) == 0 {
			t.Errorf("kind %d has no click sequence", k)
		}
	}
}

// TestGlowsMatchLegal: the glowing targets are the first clicks of the
// legal actions, and after selecting a ship, the free docks only.
func TestGlowsMatchLegal(t *testing.T) {
	var p picker
	legal := []engine.Action{
		imhotep.Act(imhotep.KindGet, 0, 0, 0),
		imhotep.Act(imhotep.KindPlace, 0, 2, 0),
		imhotep.Act(imhotep.KindSail, 2, 0, int(imhotep.Temple)),
		imhotep.Act(imhotep.KindSail, 2, 0, int(imhotep.Burial)),
		imhotep.Act(imhotep.KindLever, 2, 0, int(imhotep.Temple)),
	}
	next := p.next(legal)
	want := []target{{kind: tButton, idx: btnGet}, {kind: tSlot, ship: 0, slot: 2}, {kind: tShip, ship: 2}, {kind: tButton, idx: btnCard(imhotep.Lever)}}
	if len(next) != len(want) {
		t.Fatalf("glows %v, want %v", next, want)
	}
	for _, w := range want {
		if !next[w] {
			t.Errorf("%v does not glow", w)
		}
	}
	if _, done, did := p.click([]target{{kind: tShip, ship: 2}}, legal); done || !did {
		t.Fatal("selecting the ship")
	}
	next = p.next(legal)
	if len(next) != 2 || !next[target{kind: tSite, idx: int(imhotep.Temple)}] || !next[target{kind: tSite, idx: int(imhotep.Burial)}] {
		t.Errorf("after the ship, glows %v", next)
	}
	// A click on an illegal site does nothing; a legal one completes.
	if _, done, did := p.click([]target{{kind: tSite, idx: int(imhotep.Market)}}, legal); done || did {
		t.Error("an illegal site was taken")
	}
	a, done, _ := p.click([]target{{kind: tSite, idx: int(imhotep.Burial)}}, legal)
	if !done || a != legal[3] {
		t.Errorf("sail to the burial chamber gave %v %v", a, done)
	}
}
