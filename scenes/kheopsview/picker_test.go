package kheopsview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var (
	_ gameview.View   = (*View)(nil)
	_ gameview.Prober = (*View)(nil)
)

// TestClickForRoundTrip: for random positions of random games, every legal
// action's clicks, fed back through Pick, give exactly that action, and no
// click before the last completes anything.
func TestClickForRoundTrip(t *testing.T) {
	types := map[kheops.MoveType]int{}
	multi := 0
	for g := 0; g < 4; g++ {
		seed := uint64(20 + g)
		s := newGame(t, seed)
		v := newView(t, testEnv(t, []string{"fr", "en"}[g%2], true, true))
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			v.Sync(s, nil, s.CurrentPlayer())
			legal := s.Legal(nil)
			// Every decision of the first game; every other one after.
			if g == 0 || step%2 == 0 {
				for _, a := range legal {
					m, _ := kheops.Decode(a)
					types[m.Type]++
					if n := checkRoundTrip(t, v, s, legal, a); n > 1 {
						multi++
					}
				}
			}
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for mt := kheops.PlacePawn; mt <= kheops.PlaceTile; mt++ {
		if types[mt] == 0 {
			t.Errorf("no %v move was tested", mt)
		}
	}
	if multi == 0 {
		t.Error("no action took several clicks")
	}
	t.Logf("actions round-tripped by type %v, %d of them in several clicks", types, multi)
}

// checkRoundTrip plays a's clicks and returns how many there were.
func checkRoundTrip(t *testing.T, v *View, s *kheops.State, legal []engine.Action, a engine.Action) int {
	t.Helper()
	v.CancelPick()
	pts := v.ClickFor(a)
	if len(pts) == 0 {
		t.Fatalf("no clicks for %s\n%s", s.ActionString(a), s)
	}
	for i, p := range pts {
		if !v.Area.Contains(p) {
			t.Fatalf("%s: click %d at %v is off the board", s.ActionString(a), i+1, p)
		}
		got, ok, _ := v.Pick(tap(p), legal)
		last := i == len(pts)-1
		if ok && !last {
			t.Fatalf("%s: click %d of %d at %v already gave %s", s.ActionString(a), i+1, len(pts), p, s.ActionString(got))
		}
		if last {
			if !ok {
				t.Fatalf("%s: the clicks %v gave nothing (selection %+v)", s.ActionString(a), pts, v.pk)
			}
			if got != a {
				t.Fatalf("clicks for %s gave %s", s.ActionString(a), s.ActionString(got))
			}
		}
	}
	return len(pts)
}

// playTo plays random moves until f holds for the position.
func playTo(t *testing.T, seed uint64, f func(s *kheops.State) bool) *kheops.State {
	t.Helper()
	s := newGame(t, seed)
	rng := engine.NewRNG(seed)
	for !s.Terminal() && !f(s) {
		if err := s.Apply(randomAction(s, &rng)); err != nil {
			t.Fatal(err)
		}
	}
	if s.Terminal() {
		t.Fatal("no such position")
	}
	return s
}

// TestGhostTurnsAndCancel: a chosen slot shows the tile at its best
// rotation; a click on it, the wheel, the R key and the buttons turn it;
// Enter places it as shown; Escape and a right click drop the choice.
func TestGhostTurnsAndCancel(t *testing.T) {
	s := playTo(t, 5, func(s *kheops.State) bool { return s.Phase() == kheops.PhaseTile && s.Turn() > 4 })
	v := newView(t, testEnv(t, "en", true, true))
	v.Sync(s, nil, s.CurrentPlayer())
	legal := s.Legal(nil)
	// A slot needs a tile chosen first: the first tile is chosen already.
	if v.pk.tile == 0 {
		t.Fatal("no hand tile chosen by default")
	}
	if key, _ := v.Prompt(); key != "kheops.prompt.tile_slot" {
		t.Errorf("prompt %s", key)
	}
	tile := v.pk.tile
	var slot int
	for _, a := range legal {
		mm, _ := kheops.Decode(a)
		if mm.Tile == tile {
			slot = mm.Slot
			break
		}
	}
	slotPt := v.lay.slot(slot).centroid()
	if _, ok, redraw := v.Pick(tap(slotPt), legal); ok || !redraw || v.pk.slot != slot {
		t.Fatalf("choosing slot %d: ok %v redraw %v selection %+v", slot, ok, redraw, v.pk)
	}
	if key, _ := v.Prompt(); key != "kheops.prompt.tile_turn" {
		t.Errorf("prompt with a ghost: %s", key)
	}
	k0 := v.pk.k
	if k0 != v.bestK(tile, slot) {
		t.Errorf("ghost at k%d, best is k%d", k0, v.bestK(tile, slot))
	}
	turns := []struct {
		name string
		in   []input.Intent
		dk   int
	}{
		{"click", tap(slotPt), 1},
		{"wheel up", []input.Intent{{Kind: input.Wheel, X: slotPt.X, Y: slotPt.Y, DY: 1}}, 1},
		{"wheel down", []input.Intent{{Kind: input.Wheel, X: slotPt.X, Y: slotPt.Y, DY: -1}}, 2},
		{"R", []input.Intent{{Kind: input.Key, Key: "R"}}, 1},
		{"cw button", tap(v.lay.ctrlPos(1)), 1},
		{"ccw button", tap(v.lay.ctrlPos(0)), 2},
	}
	for _, tc := range turns {
		before := v.pk.k
		if _, ok, _ := v.Pick(tc.in, legal); ok {
			t.Fatalf("%s placed the tile", tc.name)
		}
		if v.pk.k != (before+tc.dk)%3 || v.pk.slot != slot {
			t.Errorf("%s: k%d -> k%d, want k%d", tc.name, before, v.pk.k, (before+tc.dk)%3)
		}
	}
	want := kheops.Encode(kheops.Move{Type: kheops.PlaceTile, Tile: tile, Slot: slot, K: v.pk.k})
	a, ok, _ := v.Pick([]input.Intent{{Kind: input.Key, Key: "Enter"}}, legal)
	if !ok || a != want {
		t.Fatalf("Enter gave %v %v, want %s", ok, s.ActionString(a), s.ActionString(want))
	}
	for _, cancel := range [][]input.Intent{
		{{Kind: input.Back}},
		{{Kind: input.Click, X: slotPt.X, Y: slotPt.Y, Button: input.ButtonRight}},
	} {
		v.Pick(tap(slotPt), legal)
		if v.pk.slot != slot {
			t.Fatal("the slot was not chosen again")
		}
		if _, ok, redraw := v.Pick(cancel, legal); ok || !redraw || v.pk.partial() {
			t.Errorf("cancel %v: ok %v redraw %v selection %+v", cancel[0].Kind, ok, redraw, v.pk)
		}
	}
	// A click off the board does nothing.
	if _, ok, _ := v.Pick(tap(geom.Pt(-50, -50)), legal); ok || v.pk.partial() {
		t.Error("a click outside the board did something")
	}
}

// TestBestRotation: the ghost's first rotation is the one meeting the most
// openings around it (§2.6), counted by hand on a small board.
func TestBestRotation(t *testing.T) {
	// Slot 27 (row 6, column 2, pointing down): edge 0 faces slot 17, edge
	// 1 slot 28, edge 2 slot 26 (§2.4).
	b := &board{}
	b.tile[26], b.tile[28] = 47, 47 // three openings each
	v := &View{target: b}
	// T22 is a room open on local edges 0 and 1: at k0 it opens on slot
	// edges 0 (17, empty) and 1 (28): one connection; k1 on 1 and 2: two;
	// k2 on 2 and 0: one.
	for k, want := range []int{1, 2, 1} {
		if got := connections(b, 22, 27, k); got != want {
			t.Errorf("k%d: %d connections, want %d", k, got, want)
		}
	}
	if k := v.bestK(22, 27); k != 1 {
		t.Errorf("best rotation k%d, want k1", k)
	}
	// A wall on the shared edge blocks: T40 (one opening, local edge 0) at
	// 28 with k0 opens on slot edge 0 only, not on edge 1 facing 27.
	b.tile[28] = 40
	if got := connections(b, 22, 27, 1); got != 1 {
		t.Errorf("against a wall: %d connections, want 1", got)
	}
}

// TestGlowsFollowTheKind: in the pawn phase the slots that glow are the
// legal ones for the chosen kind, and choosing another kind changes them.
func TestGlowsFollowTheKind(t *testing.T) {
	s := playTo(t, 9, func(s *kheops.State) bool {
		if s.Phase() != kheops.PhasePawn {
			return false
		}
		kinds := map[kheops.PawnKind]bool{}
		for _, a := range s.Legal(nil) {
			m, _ := kheops.Decode(a)
			kinds[m.Kind] = true
		}
		return len(kinds) >= 2
	})
	v := newView(t, testEnv(t, "en", true, true))
	v.Sync(s, nil, s.CurrentPlayer())
	legal := s.Legal(nil)
	check := func(kind kheops.PawnKind) {
		t.Helper()
		next := v.next()
		for _, a := range legal {
			m, _ := kheops.Decode(a)
			if m.Kind == kind && !next[target{tSlot, m.Slot}] {
				t.Errorf("%v: slot %d does not glow", kind, m.Slot)
			}
		}
		for tg := range next {
			if tg.kind != tSlot {
				continue
			}
			if _, ok := v.dec.ms.find(func(m kheops.Move) bool { return m.Kind == kind && m.Slot == tg.n }); !ok {
				t.Errorf("%v: slot %d glows but is not legal", kind, tg.n)
			}
		}
	}
	if v.pk.kind != kheops.Worker {
		t.Errorf("default kind %v", v.pk.kind)
	}
	check(v.pk.kind)
	var other kheops.PawnKind
	for _, a := range legal {
		m, _ := kheops.Decode(a)
		if m.Kind != v.pk.kind {
			other = m.Kind
		}
	}
	if _, ok, redraw := v.Pick(tap(v.lay.kindButton(other).Center()), legal); ok || !redraw || v.pk.kind != other {
		t.Fatalf("choosing %v: %+v", other, v.pk)
	}
	check(other)
	// Nothing glows for a seat the view does not play.
	v.Env.Seats[s.CurrentPlayer()].Human = false
	v.Sync(s, nil, -1)
	if len(v.next()) != 0 || v.ClickFor(legal[0]) != nil {
		t.Error("targets for a bot's turn")
	}
}

// TestRandomInputStaysLegal: any stream of clicks, wheels and keys over
// the board gives only legal actions (and never panics).
func TestRandomInputStaysLegal(t *testing.T) {
	s := newGame(t, 31)
	v := newView(t, testEnv(t, "en", true, true))
	rng := engine.NewRNG(31)
	keys := []string{"R", "Enter", "Space", "N", "Escape", "A"}
	picked := 0
	for n := 0; n < 4000 && !s.Terminal(); n++ {
		v.Sync(s, nil, s.CurrentPlayer())
		legal := s.Legal(nil)
		var in []input.Intent
		for j := 0; j < 6; j++ {
			p := geom.Pt(testArea.X+rng.Float64()*testArea.W, testArea.Y+rng.Float64()*testArea.H)
			switch rng.IntN(5) {
			case 0:
				in = append(in, input.Intent{Kind: input.Wheel, X: p.X, Y: p.Y, DY: float64(rng.IntN(3) - 1)})
			case 1:
				in = append(in, input.Intent{Kind: input.Key, Key: keys[rng.IntN(len(keys))]})
			case 2:
				in = append(in, input.Intent{Kind: input.Click, X: p.X, Y: p.Y, Button: input.ButtonRight})
			default:
				in = append(in, tap(p)...)
			}
		}
		a, ok, _ := v.Pick(in, legal)
		if !ok {
			// Let the game go on now and then.
			if n%7 == 0 {
				if err := s.Apply(randomAction(s, &rng)); err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		picked++
		if err := s.Apply(a); err != nil {
			t.Fatalf("Pick gave an illegal action %v: %v", a, err)
		}
	}
	if picked < 20 {
		t.Errorf("only %d actions picked by random input", picked)
	}
}
