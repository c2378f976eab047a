package kheops

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// recorder keeps every event.
type recorder = enginetest.Recorder

// blank is a position for hand-built tests: turn 1 (White, pawn phase), an
// empty pyramid, empty hands and pile, full supplies.
func blank() *State {
	s := &State{Header: engine.NewHeader(engine.Options{}, 0)}
	for seat := range s.supply {
		for k, v := range startSupply[seat] {
			s.supply[seat][k] = int8(v)
		}
	}
	s.turn = 1
	s.phase = PhasePawn
	return s
}

// lay puts tile id at slot with its openings on exactly the given slot
// edges; with no edges, at rotation 0.
func (s *State) lay(t testing.TB, slot, id int, edges ...int) {
	t.Helper()
	if s.tile[slot] != 0 {
		t.Fatalf("slot %d already holds T%02d", slot, s.tile[slot])
	}
	k := 0
	if len(edges) > 0 {
		k = kFor(t, id, edges...)
	}
	s.put(slot, id, k)
}

// kFor is the rotation giving tile id openings on exactly edges.
func kFor(t testing.TB, id int, edges ...int) int {
	t.Helper()
	var want uint8
	for _, e := range edges {
		want |= 1 << e
	}
	for k := 0; k < 3; k++ {
		if OpenEdges(id, k) == want {
			return k
		}
	}
	t.Fatalf("T%02d cannot open exactly edges %v", id, edges)
	return 0
}

// edgeTo is the edge of slot a shared with slot b.
func edgeTo(t testing.TB, a, b int) int {
	t.Helper()
	for e := 0; e < 3; e++ {
		if Neighbour(a, e) == b {
			return e
		}
	}
	t.Fatalf("slots %d and %d are not neighbours", a, b)
	return -1
}

// layTo puts tile id at slot with its openings facing exactly the given
// neighbour slots (use layEdges for exterior edges).
func (s *State) layTo(t testing.TB, slot, id int, towards ...int) {
	t.Helper()
	edges := make([]int, len(towards))
	for i, n := range towards {
		edges[i] = edgeTo(t, slot, n)
	}
	s.lay(t, slot, id, edges...)
}

// pawnOn puts a pawn of owner at slot, taken from the supply.
func (s *State) pawnOn(slot, owner int, kind PawnKind) {
	s.setPawn(slot, pawnCode(Pawn{Owner: owner, Kind: kind}))
	s.supply[owner][kind]--
}

// give puts tiles in seat's hand.
func (s *State) give(seat int, ids ...int) {
	for _, id := range ids {
		s.addToHand(seat, int8(id))
	}
}

// apply plays m, failing the test if it is refused.
func (s *State) apply(t testing.TB, m Move) {
	t.Helper()
	if err := s.Apply(Encode(m)); err != nil {
		t.Fatalf("%s refused: %v\n%s", m, err, s)
	}
}

// legalStrings lists the legal actions as strings.
func (s *State) legalStrings() []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.ActionString(a))
	}
	return out
}

// network finds the network holding slot.
func network(t testing.TB, s *State, slot int) Network {
	t.Helper()
	for _, n := range s.Networks() {
		for _, x := range n.Slots {
			if x == slot {
				return n
			}
		}
	}
	t.Fatalf("slot %d is in no network\n%s", slot, s)
	return Network{}
}

func total(sc engine.Score) int { return sc.Total }

// part is the points of source in sc.
func part(sc engine.Score, source string) int {
	for _, p := range sc.Parts {
		if p.Source == source {
			return p.Points
		}
	}
	return -1
}

// fiveCorridors lays a network of five 3-door corridors on slots 37..41
// (bottom left, open to the ground): a longer network than the tests'
// small ones, worth nothing but the longest bonus.
func (s *State) fiveCorridors(t testing.TB) {
	for i, id := range []int{47, 48, 49, 50, 32} {
		s.lay(t, 37+i, id)
	}
}
