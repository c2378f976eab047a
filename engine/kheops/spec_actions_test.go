package kheops

import (
	"errors"
	"slices"
	"testing"

	"nilegames/engine"
)

// pawnSlotsOf lists the slots offered for a pawn of kind.
func pawnSlotsOf(s *State, kind PawnKind) []int {
	var out []int
	for _, a := range s.Legal(nil) {
		if m, _ := Decode(a); m.Type == PlacePawn && m.Kind == kind {
			out = append(out, m.Slot)
		}
	}
	return out
}

// refused checks that m is illegal and changes nothing.
func refused(t *testing.T, s *State, m Move) {
	t.Helper()
	before := s.String()
	if err := s.Apply(Encode(m)); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%s: got %v, want an illegal action\n%s", m, err, s)
	}
	if s.String() != before {
		t.Fatalf("refusing %s changed the state", m)
	}
}

// §5.1: a pawn goes on an unoccupied tile of the pyramid without the
// No-pawn symbol; a Curse tile may hold one (A19).
func TestSpec5_1_PawnTargets(t *testing.T) {
	s := blank()
	s.lay(t, 37, 24) // plain room
	s.lay(t, 38, 38) // No pawn
	s.lay(t, 39, 7)  // Curse room
	s.lay(t, 40, 41) // plain corridor, occupied
	s.pawnOn(40, Blue, Priest)
	if got := pawnSlotsOf(s, Worker); !slices.Equal(got, []int{37, 39}) {
		t.Fatalf("worker slots %v, want [37 39]", got)
	}
	refused(t, s, Move{Type: PlacePawn, Kind: Worker, Slot: 38})
	refused(t, s, Move{Type: PlacePawn, Kind: Worker, Slot: 40})
	refused(t, s, Move{Type: PlacePawn, Kind: Worker, Slot: 41}) // empty slot
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 39})
	if p, ok := s.PawnAt(39); !ok || p != (Pawn{White, Worker}) || s.Supply(White, Worker) != 13 {
		t.Fatalf("pawn %v %v supply %d", p, ok, s.Supply(White, Worker))
	}
	if s.Phase() != PhaseTile || s.JustPlaced() != 39 {
		t.Fatalf("phase %v just %d", s.Phase(), s.JustPlaced())
	}
}

// §5.1: the mummy may replace an opponent's worker, which goes back to
// its owner's supply; never a priest, pharaoh, mummy or an own pawn.
func TestSpec5_1_MummyOustsWorker(t *testing.T) {
	s := blank()
	for slot, id := range map[int]int{37: 24, 38: 41, 39: 25, 40: 42, 41: 26, 42: 43} {
		s.lay(t, slot, id)
	}
	s.pawnOn(37, Blue, Worker)
	s.pawnOn(38, Blue, Priest)
	s.pawnOn(39, Blue, Mummy)
	s.pawnOn(40, White, Worker)
	// 41 and 42 are free.
	if got := pawnSlotsOf(s, Mummy); !slices.Equal(got, []int{37, 41, 42}) {
		t.Fatalf("mummy slots %v, want [37 41 42]", got)
	}
	if got := pawnSlotsOf(s, Worker); !slices.Equal(got, []int{41, 42}) {
		t.Fatalf("worker slots %v, want [41 42]", got)
	}
	var rec recorder
	s.SetRecorder(&rec)
	blueWorkers := s.Supply(Blue, Worker)
	s.apply(t, Move{Type: PlacePawn, Kind: Mummy, Slot: 37})
	if p, _ := s.PawnAt(37); p != (Pawn{White, Mummy}) || s.Supply(Blue, Worker) != blueWorkers+1 || s.Supply(White, Mummy) != 0 {
		t.Fatalf("after ousting: pawn %v, Blue workers %d (was %d)", p, s.Supply(Blue, Worker), blueWorkers)
	}
	if e := rec.Events[0].(PawnPlaced); !e.Ousted || e.Slot != 37 || e.Pawn != (Pawn{White, Mummy}) {
		t.Fatalf("event %+v", e)
	}
}

// §5.1: the priest and the pharaoh need the player's own mummy already in
// the pyramid (A9); the opponent's mummy does not count.
func TestSpec5_1_PriestNeedsMummy(t *testing.T) {
	s := blank()
	s.lay(t, 37, 24)
	s.lay(t, 38, 41)
	s.lay(t, 39, 25)
	s.pawnOn(39, Blue, Mummy)
	if len(pawnSlotsOf(s, Priest)) != 0 || len(pawnSlotsOf(s, Pharaoh)) != 0 {
		t.Fatal("priest or pharaoh offered without the mummy in play")
	}
	refused(t, s, Move{Type: PlacePawn, Kind: Pharaoh, Slot: 37})
	s.pawnOn(38, White, Mummy)
	if !slices.Equal(pawnSlotsOf(s, Priest), []int{37}) || !slices.Equal(pawnSlotsOf(s, Pharaoh), []int{37}) {
		t.Fatalf("with the mummy in play: priest %v pharaoh %v", pawnSlotsOf(s, Priest), pawnSlotsOf(s, Pharaoh))
	}
	// Blue has no pharaoh (§2.1).
	s.turn = 2
	s.pawnOn(37, White, Worker)
	s.lay(t, 40, 26)
	if len(pawnSlotsOf(s, Pharaoh)) != 0 || !slices.Equal(pawnSlotsOf(s, Priest), []int{40}) {
		t.Fatalf("Blue: pharaoh %v priest %v", pawnSlotsOf(s, Pharaoh), pawnSlotsOf(s, Priest))
	}
}

// A11: the mummy replacing a worker on a power tile triggers the power.
func TestSpec12_A11_OustTriggersPower(t *testing.T) {
	s := blank()
	s.lay(t, 37, 17) // Swap room
	s.lay(t, 38, 24)
	s.pawnOn(37, Blue, Worker)
	s.pawnOn(38, Blue, Worker)
	s.apply(t, Move{Type: PlacePawn, Kind: Mummy, Slot: 37})
	if s.Phase() != PhasePower || s.PendingPower() != Swap {
		t.Fatalf("phase %v power %v, want the swap", s.Phase(), s.PendingPower())
	}
	if got := s.legalStrings(); !slices.Equal(got, []string{"swap 37 38"}) {
		t.Fatalf("swaps %v", got)
	}
}

// §5.2: the opponent's priest and pharaoh are protected: their tiles
// cannot be rotated and they cannot be swapped; the owner's own are not
// (A8); the opponent's mummy can be swapped (A10); the just-placed pawn
// may be swapped (A7).
func TestSpec5_2_ProtectedPawns(t *testing.T) {
	s := blank()
	s.lay(t, 37, 16) // Rotate room (3 doors)
	s.lay(t, 38, 24) // room: Blue priest
	s.lay(t, 39, 25) // room: Blue mummy
	s.lay(t, 40, 26) // room: White priest
	s.lay(t, 41, 22) // room: Blue worker
	s.lay(t, 42, 41) // corridor
	s.pawnOn(38, Blue, Priest)
	s.pawnOn(39, Blue, Mummy)
	s.pawnOn(40, White, Priest)
	s.pawnOn(41, Blue, Worker)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	if s.PendingPower() != RotateRoom {
		t.Fatalf("pending %v", s.PendingPower())
	}
	want := []string{"rotate 37 +1", "rotate 37 +2", "rotate 39 +1", "rotate 39 +2", "rotate 40 +1", "rotate 40 +2", "rotate 41 +1", "rotate 41 +2"}
	if got := s.legalStrings(); !slices.Equal(got, want) {
		t.Fatalf("rotations %v, want %v", got, want)
	}
	refused(t, s, Move{Type: RotateTile, Slot: 38, Steps: 1}) // Blue priest
	refused(t, s, Move{Type: RotateTile, Slot: 42, Steps: 1}) // a corridor

	// The same pawns, with a Swap tile.
	s2 := blank()
	s2.lay(t, 37, 36) // Swap corridor
	for slot, id := range map[int]int{38: 24, 39: 25, 40: 26, 41: 22, 42: 41} {
		s2.lay(t, slot, id)
	}
	s2.pawnOn(38, Blue, Priest)
	s2.pawnOn(39, Blue, Mummy)
	s2.pawnOn(40, White, Priest)
	s2.pawnOn(41, Blue, Worker)
	s2.pawnOn(42, White, Mummy)
	s2.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	want = []string{"swap 37 39", "swap 37 41", "swap 40 39", "swap 40 41", "swap 42 39", "swap 42 41"}
	if got := s2.legalStrings(); !slices.Equal(got, want) {
		t.Fatalf("swaps %v, want %v", got, want)
	}
	refused(t, s2, Move{Type: SwapPawns, Slot: 37, Slot2: 38})
	refused(t, s2, Move{Type: SwapPawns, Slot: 39, Slot2: 37})
	s2.apply(t, Move{Type: SwapPawns, Slot: 37, Slot2: 39})
	if p, _ := s2.PawnAt(37); p != (Pawn{Blue, Mummy}) {
		t.Fatalf("37 holds %v", p)
	}
	if p, _ := s2.PawnAt(39); p != (Pawn{White, Worker}) || s2.JustPlaced() != 39 || s2.Phase() != PhaseTile {
		t.Fatalf("39 holds %v, just %d, phase %v", p, s2.JustPlaced(), s2.Phase())
	}
}

// §5.2 Move: one of your pawns other than the one just placed, to an
// unoccupied tile without the No-pawn symbol (A12); the destination's
// power does not trigger.
func TestSpec5_2_Move(t *testing.T) {
	s := blank()
	s.lay(t, 37, 18) // Move room
	s.lay(t, 38, 24) // White priest
	s.lay(t, 39, 39) // No pawn
	s.lay(t, 40, 17) // Swap room, free
	s.lay(t, 41, 25) // Blue worker
	s.pawnOn(38, White, Priest)
	s.pawnOn(41, Blue, Worker)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	if got := s.legalStrings(); !slices.Equal(got, []string{"move 38 40"}) {
		t.Fatalf("moves %v", got)
	}
	refused(t, s, Move{Type: MovePawn, Slot: 37, Slot2: 40}) // the just-placed pawn
	refused(t, s, Move{Type: MovePawn, Slot: 38, Slot2: 39}) // No pawn
	refused(t, s, Move{Type: MovePawn, Slot: 41, Slot2: 40}) // the opponent's
	var rec recorder
	s.SetRecorder(&rec)
	s.apply(t, Move{Type: MovePawn, Slot: 38, Slot2: 40})
	if p, _ := s.PawnAt(40); p != (Pawn{White, Priest}) || s.Phase() != PhaseTile {
		t.Fatalf("40 holds %v, phase %v (the swap must not trigger)", p, s.Phase())
	}
	if _, ok := s.PawnAt(38); ok {
		t.Fatal("38 still holds a pawn")
	}
	if !slices.Equal(rec.Names(), []string{"pawn_moved"}) {
		t.Fatalf("events %v", rec.Names())
	}
}

// §5.2, A6: a power is skipped only when it has no legal target.
func TestSpec5_2_PowerSkippedWhenImpossible(t *testing.T) {
	cases := []struct {
		name  string
		build func(s *State)
		slot  int
		power Symbol
		skip  bool
	}{
		{"move, no other own pawn", func(s *State) { s.lay(t, 37, 19); s.lay(t, 38, 24) }, 37, MovePower, true},
		{"move, no free tile", func(s *State) {
			s.lay(t, 37, 19)
			s.lay(t, 38, 24)
			s.lay(t, 39, 38) // No pawn
			s.pawnOn(38, White, Worker)
		}, 37, MovePower, true},
		{"move, possible", func(s *State) {
			s.lay(t, 37, 19)
			s.lay(t, 38, 24)
			s.lay(t, 39, 20)
			s.pawnOn(38, White, Worker)
		}, 37, MovePower, false},
		{"swap, only protected opponents", func(s *State) {
			s.lay(t, 37, 35)
			s.lay(t, 38, 24)
			s.pawnOn(38, Blue, Priest)
		}, 37, Swap, true},
		{"swap, opponent mummy", func(s *State) {
			s.lay(t, 37, 35)
			s.lay(t, 38, 24)
			s.pawnOn(38, Blue, Mummy)
		}, 37, Swap, false},
		{"rotate corridor, none", func(s *State) { s.lay(t, 37, 13); s.lay(t, 38, 24) }, 37, RotateCorridor, true},
		{"rotate corridor, only under a protected pawn", func(s *State) {
			s.lay(t, 37, 14)
			s.lay(t, 38, 41)
			s.pawnOn(38, Blue, Priest)
		}, 37, RotateCorridor, true},
		{"rotate corridor, own tile", func(s *State) { s.lay(t, 37, 31); s.lay(t, 38, 24) }, 37, RotateCorridor, false},
		{"rotate room, none but under own priest", func(s *State) {
			s.lay(t, 37, 33)
			s.lay(t, 38, 24)
			s.pawnOn(38, White, Priest)
		}, 37, RotateRoom, false},
	}
	for _, c := range cases {
		s := blank()
		c.build(s)
		var rec recorder
		s.SetRecorder(&rec)
		s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: c.slot})
		if c.skip {
			if s.Phase() != PhaseTile || s.PendingPower() != NoSymbol {
				t.Errorf("%s: phase %v, want the power skipped", c.name, s.Phase())
			}
			if len(rec.Events) != 2 || rec.Events[1] != (PowerSkipped{Player: White, Power: c.power}) {
				t.Errorf("%s: events %#v", c.name, rec.Events)
			}
		} else if s.Phase() != PhasePower || s.PendingPower() != c.power || len(s.Legal(nil)) == 0 {
			t.Errorf("%s: phase %v power %v, want the power pending", c.name, s.Phase(), s.PendingPower())
		}
	}
}

// §2.5, A5: rotation turns the tile clockwise by 120° or 240°; the pawn
// stays on it; a 3-opening tile may be rotated for no effect.
func TestSpec5_2_Rotate(t *testing.T) {
	s := blank()
	s.lay(t, 37, 32) // Rotate corridor, 3 doors
	s.lay(t, 38, 41, 0, 1)
	s.pawnOn(38, Blue, Worker)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	want := []string{"rotate 37 +1", "rotate 37 +2", "rotate 38 +1", "rotate 38 +2"}
	if got := s.legalStrings(); !slices.Equal(got, want) {
		t.Fatalf("rotations %v", got)
	}
	c := s.clone()
	c.apply(t, Move{Type: RotateTile, Slot: 37, Steps: 1})
	if _, k, _ := c.TileAt(37); k != 1 || c.Phase() != PhaseTile {
		t.Fatalf("3-door rotation: k %d phase %v", k, c.Phase())
	}
	// T41 at k such that it opens edges {0,1}; +2 → k+2 opens {2,0}.
	k0 := s.rot[38]
	s.apply(t, Move{Type: RotateTile, Slot: 38, Steps: 2})
	if _, k, _ := s.TileAt(38); k != (int(k0)+2)%3 || s.open[38] != 0b101 {
		t.Fatalf("k %d open %03b, want {0,2}", k, s.open[38])
	}
	if p, _ := s.PawnAt(38); p != (Pawn{Blue, Worker}) {
		t.Fatal("the pawn left the rotated tile")
	}
}

// §5.3: a tile goes on an empty slot sharing an edge with a tile; any hand
// tile, any of the 3 rotations; no opening matching.
func TestSpec5_3_Adjacency(t *testing.T) {
	s := blank()
	s.lay(t, 1, 20, 1) // summit, door on the outside: matching is not required
	s.lay(t, 37, 40)
	s.give(White, 22, 45)
	s.phase = PhaseTile
	var slots []int
	for _, a := range s.Legal(nil) {
		m := mustDecode(t, a)
		if m.Tile == 22 && m.K == 0 {
			slots = append(slots, m.Slot)
		}
	}
	if want := []int{3, 38}; !slices.Equal(slots, want) {
		t.Fatalf("slots %v, want %v", slots, want)
	}
	if n := len(s.Legal(nil)); n != 2*2*3 {
		t.Fatalf("%d tile actions, want 12", n)
	}
	refused(t, s, Move{Type: PlaceTile, Tile: 22, Slot: 2, K: 0})  // touches only at a corner
	refused(t, s, Move{Type: PlaceTile, Tile: 21, Slot: 3, K: 0})  // not in hand
	refused(t, s, Move{Type: PlaceTile, Tile: 22, Slot: 37, K: 0}) // occupied
	s.apply(t, Move{Type: PlaceTile, Tile: 22, Slot: 3, K: 1})
	if id, k, ok := s.TileAt(3); !ok || id != 22 || k != 1 || s.HandSize(White) != 1 {
		t.Fatalf("tile at 3: %d k%d %v", id, k, ok)
	}
	if s.CurrentPlayer() != Blue {
		t.Fatal("the turn did not pass")
	}
}

// §5.1 defensive rule: no legal pawn placement skips phase 1.
func TestSpec5_1_PawnPhaseSkipped(t *testing.T) {
	s := blank()
	s.lay(t, 37, 38) // No pawn only
	s.give(White, 20)
	var rec recorder
	s.SetRecorder(&rec)
	s.startTurn()
	if s.Phase() != PhaseTile || !slices.Equal(rec.Names(), []string{"pawn_skipped"}) {
		t.Fatalf("phase %v events %v, want the pawn phase skipped", s.Phase(), rec.Names())
	}
	s.apply(t, Move{Type: PlaceTile, Tile: 20, Slot: 38, K: 0})
	if s.CurrentPlayer() != Blue || s.Phase() != PhasePawn {
		t.Fatalf("player %d phase %v", s.CurrentPlayer(), s.Phase())
	}
}

// A9: the pharaoh is protected like the priest: Blue may neither rotate
// its tile nor swap it; White may do both.
func TestSpec12_A9_PharaohProtected(t *testing.T) {
	build := func(turn int8, power int) *State {
		s := blank()
		s.turn = turn
		s.lay(t, 37, power)
		s.lay(t, 38, 24) // room: White pharaoh
		s.lay(t, 39, 41) // corridor: a Blue worker
		s.pawnOn(38, White, Pharaoh)
		s.pawnOn(39, Blue, Worker)
		return s
	}
	// Blue with Rotate room (T15 is itself a room): only its own tile.
	s := build(2, 15)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	if got := s.legalStrings(); !slices.Equal(got, []string{"rotate 37 +1", "rotate 37 +2"}) {
		t.Fatalf("Blue rotations %v", got)
	}
	// Blue with Swap: the pharaoh cannot be taken.
	s = build(2, 17)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	if s.Phase() != PhaseTile {
		t.Fatalf("Blue swap: phase %v, want the power skipped", s.Phase())
	}
	// White may rotate the pharaoh's tile and swap the pharaoh.
	s = build(1, 15)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	if got := s.legalStrings(); !slices.Contains(got, "rotate 38 +1") {
		t.Fatalf("White rotations %v", got)
	}
	s = build(1, 17)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	if got := s.legalStrings(); !slices.Equal(got, []string{"swap 37 39", "swap 38 39"}) {
		t.Fatalf("White swaps %v", got)
	}
}
