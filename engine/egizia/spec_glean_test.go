package egizia

import (
	"reflect"
	"testing"

	"nilegames/engine"
)

// plGleanStart: a 2p round 1 where seat g holds R27 and both seats have
// passed: the gleaning phase of g.
func plGleanStart(t *testing.T) (s *State, g int) {
	t.Helper()
	s = plStart(t, 2)
	g = int(s.order[1])
	giveCards(s, g, 27)
	s.card[2], s.card[5], s.card[9] = 32, 23, 0 // C3 Red field 8 (+1 Wheat market), C6 Free brick, C10 empty
	mustApply(t, s, aPass)
	mustApply(t, s, aPass)
	if s.phase != PhGlean || int(s.actor) != g {
		t.Fatalf("want %d gleaning, phase %s actor %d", g, s.phase, s.actor)
	}
	return s, g
}

// TestSpec4_2R27Gleaner: after everyone passed, the holder takes a card
// left on the river, gained as if taken by a ship: a Red field's market
// step applies (A20); the step then goes on.
func TestSpec4_2R27Gleaner(t *testing.T) {
	s, g := plGleanStart(t)
	l := s.legalGlean(nil)
	want := []engine.Action{aGleanPoint}
	for c := 2; c < 9; c++ { // C3..C9: C1, C2 unused at 2p, C10 emptied
		want = append(want, engine.Action(aGlean+c))
	}
	if !reflect.DeepEqual(l, want) {
		t.Fatalf("glean choices: got %v, want %v", l, want)
	}
	plRefused(t, s, aGlean+9) // C10 holds no card
	plRefused(t, s, aGlean+0) // 2p: C1 unused
	ev := plEvents(s)
	mustApply(t, s, aGlean+2)
	// (The round then plays on by itself: nobody has a decision left.)
	if !s.pl[g].Has(32) || s.pl[g].Mkt[MktWheat] != 2 {
		t.Fatalf("R27 on R32: has %v, Wheat market %d", s.pl[g].Has(32), s.pl[g].Mkt[MktWheat])
	}
	if (*ev)[0] != (GleanChosen{Player: g, Space: 2}) || (*ev)[1] != (CardTaken{Player: g, Space: 2, Card: 32, Kept: true, Glean: true}) {
		t.Fatalf("events %v", (*ev)[:2])
	}
	if s.round == 1 && s.step == StepPlace {
		t.Fatal("Place ships did not end after the gleaner")
	}
}

// TestSpec4_2R27Point: or 1 point instead.
func TestSpec4_2R27Point(t *testing.T) {
	s, g := plGleanStart(t)
	sc := s.pl[g].Score
	ev := plEvents(s)
	mustApply(t, s, aGleanPoint)
	if s.pl[g].Score != sc+1 || s.pl[g].Has(32) {
		t.Fatalf("R27 point: score %d (want %d)", s.pl[g].Score, sc+1)
	}
	if (*ev)[1] != (Scored{Player: g, Points: 1, Total: int(sc) + 1, Reason: RsnGlean}) {
		t.Fatalf("events %v", *ev)
	}
}

// TestA20GleanedImmediate: an immediate card gleaned resolves its effect
// (R23: the free brick choice), then the step goes on.
func TestA20GleanedImmediate(t *testing.T) {
	s, g := plGleanStart(t)
	mustApply(t, s, aGlean+5)
	if s.phase != PhFreeBrick || int(s.actor) != g || s.pl[g].Has(23) {
		t.Fatalf("gleaned R23: phase %s, kept %v", s.phase, s.pl[g].Has(23))
	}
	mustApply(t, s, aFree+itemColonnade)
	if s.pl[g].Col != 1 || s.round == 1 && s.step == StepPlace {
		t.Fatalf("free column: col %d, phase %s", s.pl[g].Col, s.phase)
	}
}
