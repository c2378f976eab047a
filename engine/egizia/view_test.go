package egizia

import (
	"testing"

	"nilegames/engine"
)

// §11.1 through the accessors: a seat's Sphinx cards (hand, setup pair,
// a draw) are given to that seat only; the public copy of a Player has
// no hand.
func TestViewHidesSphinx(t *testing.T) {
	s := newGame(t, 3, 9)
	q := int(s.order[0])
	if p := s.SetupPair(q); p[0] == 0 || p[1] == 0 || s.SetupChosen(q) {
		t.Fatalf("setup pair %v", p)
	}
	mustApply(t, s, aKeepSetup)
	if !s.SetupChosen(q) || len(s.SphinxHand(q, q)) != 1 || s.SphinxHand(q, (q+1)%3) != nil || s.SphinxCount(q) != 1 {
		t.Fatal("hand accessors")
	}
	if s.PlayerState(q).Sphinx != 0 {
		t.Fatal("PlayerState shows the hand")
	}
	// A Sphinx draw: the drawer sees the cards, the others their number.
	rng := engine.NewRNG(3)
	found := false
	for seed := uint64(1); seed <= 40 && !found; seed++ {
		s = newGame(t, 3, seed)
		playUntil(t, s, func(s *State) bool { return s.phase == PhSphinxKeep }, randomChoice(&rng))
		if s.Terminal() {
			continue
		}
		found = true
		d := int(s.b.seat)
		if d != s.CurrentPlayer() || len(s.Drawn(d)) != s.DrawnCount() || s.DrawnCount() == 0 {
			t.Fatalf("drawer %d: %v / %d", d, s.Drawn(d), s.DrawnCount())
		}
		if s.Drawn((d+1)%3) != nil {
			t.Fatal("another seat sees the draw")
		}
		if b := s.Build(); !b.Active || b.Seat != d || b.Zone != ZoneSphinx {
			t.Fatalf("build %+v", b)
		}
	}
	if !found {
		t.Fatal("no Sphinx draw in 40 random games")
	}
}

// The river and board accessors read the state.
func TestViewBoard(t *testing.T) {
	s := setupDone(t, 2, 4)
	if s.Round() != 1 || s.Phase() != PhPlace || s.Step() != StepPlace || s.Flood() != FloodMiddle {
		t.Fatal("round, phase, step, flood")
	}
	if o := s.Order(); len(o) != 2 || o[0] != int(s.order[0]) || s.TurnSeat() != o[0] {
		t.Fatalf("order %v", o)
	}
	if s.RiverTile(0) != TileBlocked || s.RiverCard(0) != 0 || s.RiverCard(2) == 0 || s.RiverTile(2) < 1 {
		t.Fatal("river")
	}
	if s.Slot(0, 0) != Empty || s.Slot(0, 1) != Neutral || len(s.Waiting(0)) != 0 || s.ShipAt(5) != Empty {
		t.Fatal("slots")
	}
	if s.PyramidRows() != 3 || s.PyramidRowLen(0) != 8 || s.Pyramid(0, 0) != Empty || len(s.Statues()) != 2 {
		t.Fatal("monuments")
	}
	if g, v := s.BonusTiles(); g != G6 || v < G7 {
		t.Fatal("bonus tiles")
	}
	if s.NileDeck(0) != 10 || s.SphinxDeck() != NumSphinx-2-2 {
		t.Fatalf("decks %d %d", s.NileDeck(0), s.SphinxDeck())
	}
}

// The effect being decided is shown to the scene (here a crew choice).
func TestViewPendingEffect(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		s := setupDone(t, 3, seed)
		rng := engine.NewRNG(seed)
		playUntil(t, s, func(s *State) bool { return s.phase == PhCrew || s.phase == PhFlood }, randomChoice(&rng))
		if s.Terminal() {
			continue
		}
		op, ok := s.PendingEffect()
		if !ok || (s.phase == PhCrew && op.Kind != OpCrew) || (s.phase == PhFlood && op.Kind != OpFlood) {
			t.Fatalf("phase %s: effect %+v %v", s.phase, op, ok)
		}
		return
	}
	t.Fatal("no effect decision in 60 games")
}
