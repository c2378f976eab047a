package kheops

import (
	"errors"
	"slices"
	"testing"

	"nilegames/engine"
)

func newMatch(t testing.TB, seed uint64) *State {
	t.Helper()
	st, err := Game{}.NewState(nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// §1, §3: exactly two players; only the "players" option.
func TestSpec1_Options(t *testing.T) {
	for _, o := range []engine.Options{nil, {"players": "2"}, {"players": ""}} {
		if _, err := (Game{}).NewState(o, 1); err != nil {
			t.Errorf("%v refused: %v", o, err)
		}
	}
	for _, o := range []engine.Options{{"players": "3"}, {"players": "1"}, {"players": "two"}, {"sides": "AB"}} {
		if _, err := (Game{}).NewState(o, 1); err == nil {
			t.Errorf("%v accepted", o)
		}
	}
	if i := (Game{}).Info(); i.Name != "kheops" || i.MinPlayers != 2 || i.MaxPlayers != 2 || i.MaxActions != 90 {
		t.Errorf("Info = %+v", i)
	}
}

// §3: the setup, replayed by hand from the same seed: shuffle the 50
// tiles, lay the first 19 on the base slots in order, each with a random
// rotation, deal 3 to White then 3 to Blue, the rest is the pile (its
// first tile drawn first). White plays turn 1.
func TestSpec3_Setup(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		s := newMatch(t, seed)
		rng := engine.NewRNG(seed)
		var bag [NumTiles]int
		for i := range bag {
			bag[i] = i + 1
		}
		rng.Shuffle(NumTiles, func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
		for i, slot := range BaseSlots {
			k := rng.IntN(3)
			if id, kk, ok := s.TileAt(slot); !ok || id != bag[i] || kk != k {
				t.Fatalf("seed %d: base slot %d holds T%02d k%d, want T%02d k%d", seed, slot, id, kk, bag[i], k)
			}
		}
		for slot := 1; slot <= NumSlots; slot++ {
			if _, _, ok := s.TileAt(slot); ok != IsBase(slot) {
				t.Fatalf("seed %d: slot %d filled=%v", seed, slot, ok)
			}
		}
		white := slices.Clone(bag[19:22])
		blue := slices.Clone(bag[22:25])
		slices.Sort(white)
		slices.Sort(blue)
		if !slices.Equal(s.Hand(White, White), white) || !slices.Equal(s.Hand(Blue, Blue), blue) {
			t.Fatalf("seed %d: hands %v %v, want %v %v", seed, s.Hand(White, White), s.Hand(Blue, Blue), white, blue)
		}
		if s.PileSize() != 25 || int(s.pile[s.pileN-1]) != bag[25] || int(s.pile[0]) != bag[49] {
			t.Fatalf("seed %d: pile %v, want %v from the top", seed, s.pile, bag[25:])
		}
		if s.CurrentPlayer() != White || s.Turn() != 1 || s.Phase() != PhasePawn {
			t.Fatalf("seed %d: player %d turn %d phase %v", seed, s.CurrentPlayer(), s.Turn(), s.Phase())
		}
		want := [Players][4]int{{14, 1, 1, 1}, {15, 1, 1, 0}}
		for seat := range want {
			for k := Worker; k < numKinds; k++ {
				if s.Supply(seat, k) != want[seat][k] {
					t.Fatalf("seed %d: seat %d has %d %s", seed, seat, s.Supply(seat, k), k)
				}
			}
		}
		// Each player sees only their own hand (§3.5).
		if s.Hand(White, Blue) != nil || s.Hand(Blue, White) != nil || s.HandSize(Blue) != 3 {
			t.Fatalf("seed %d: a hand is visible to the other seat", seed)
		}
	}
}

// §2.3, §5.3: the first tile can only go in the five notches of row 6.
func TestSpec2_3_FirstTileSlots(t *testing.T) {
	s := newMatch(t, 4)
	legal := s.Legal(nil)
	s.apply(t, mustDecode(t, legal[0]))
	for s.Phase() != PhaseTile {
		s.apply(t, mustDecode(t, s.Legal(nil)[0]))
	}
	slots := map[int]bool{}
	for _, a := range s.Legal(nil) {
		m := mustDecode(t, a)
		slots[m.Slot] = true
	}
	for _, want := range []int{27, 29, 31, 33, 35} {
		if !slots[want] {
			t.Errorf("slot %d not offered", want)
		}
	}
	if len(slots) != 5 {
		t.Errorf("first tile slots %v, want the 5 notches", slots)
	}
}

func mustDecode(t testing.TB, a engine.Action) Move {
	t.Helper()
	m, ok := Decode(a)
	if !ok {
		t.Fatalf("action %d does not decode", a)
	}
	return m
}

// §4: 30 turns alternating White (odd) and Blue (even); the pile runs out
// after turn 25; the game ends when Blue lays the 49th tile on turn 30;
// White keeps one tile, Blue none; a turn is pawn [power] tile.
func TestSpec4_Structure(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		s := newMatch(t, seed)
		rng := engine.NewRNG(seed + 100)
		turn := 1
		for !s.Terminal() {
			if s.Turn() != turn || s.CurrentPlayer() != (turn+1)%2 {
				t.Fatalf("seed %d: turn %d player %d, want turn %d", seed, s.Turn(), s.CurrentPlayer(), turn)
			}
			phases := []Phase{s.Phase()}
			for s.Turn() == turn && !s.Terminal() {
				legal := s.Legal(nil)
				s.apply(t, mustDecode(t, legal[rng.IntN(len(legal))]))
				phases = append(phases, s.Phase())
			}
			ok := slices.Equal(phases, []Phase{PhasePawn, PhaseTile, PhasePawn}) ||
				slices.Equal(phases, []Phase{PhasePawn, PhasePower, PhaseTile, PhasePawn}) ||
				(turn == 30 && (slices.Equal(phases, []Phase{PhasePawn, PhaseTile, PhaseOver}) ||
					slices.Equal(phases, []Phase{PhasePawn, PhasePower, PhaseTile, PhaseOver})))
			if !ok {
				t.Fatalf("seed %d turn %d: phases %v", seed, turn, phases)
			}
			wantPile := max(0, 25-turn)
			if s.PileSize() != wantPile {
				t.Fatalf("seed %d after turn %d: pile %d, want %d", seed, turn, s.PileSize(), wantPile)
			}
			turn++
		}
		if turn != 31 || s.Turn() != 30 || s.filled != NumSlots {
			t.Fatalf("seed %d: ended after turn %d (Turn %d), %d tiles", seed, turn-1, s.Turn(), s.filled)
		}
		if s.HandSize(White) != 1 || s.HandSize(Blue) != 0 || len(s.Hand(White, Blue)) != 1 {
			t.Fatalf("seed %d: hands at the end %d %d", seed, s.HandSize(White), s.HandSize(Blue))
		}
		if s.Phase() != PhaseOver || s.CurrentPlayer() != engine.Terminal || len(s.Legal(nil)) != 0 {
			t.Fatalf("seed %d: not over", seed)
		}
		if err := s.Apply(actPawn(Worker, 1)); !errors.Is(err, engine.ErrIllegal) {
			t.Fatalf("seed %d: action after the end: %v", seed, err)
		}
	}
}

// §5.4: the top of the pile goes to the player's hand after the tile;
// no draw once the pile is empty.
func TestSpec5_4_Draw(t *testing.T) {
	s := blank()
	s.lay(t, 37, 24)
	s.give(White, 20, 21, 22)
	s.pile[0], s.pile[1] = 40, 41
	s.pileN = 2
	var rec recorder
	s.SetRecorder(&rec)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	s.apply(t, Move{Type: PlaceTile, Tile: 21, Slot: 38, K: 0})
	if got := s.Hand(White, White); !slices.Equal(got, []int{20, 22, 41}) || s.PileSize() != 1 {
		t.Fatalf("after the draw: hand %v pile %d", got, s.PileSize())
	}
	d, ok := rec.Events[len(rec.Events)-1].(TileDrawn)
	if !ok || d.Player != White || d.Tile != 41 {
		t.Fatalf("last event %#v, want TileDrawn of T41 by White", rec.Events[len(rec.Events)-1])
	}
	// Blue's turn; then White again with one tile left in the pile.
	s.give(Blue, 23)
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 38})
	s.apply(t, Move{Type: PlaceTile, Tile: 23, Slot: 39, K: 0})
	if s.HandSize(Blue) != 1 || s.PileSize() != 0 {
		t.Fatalf("Blue hand %d pile %d", s.HandSize(Blue), s.PileSize())
	}
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 39})
	s.apply(t, Move{Type: PlaceTile, Tile: 20, Slot: 40, K: 0})
	if got := s.Hand(White, White); !slices.Equal(got, []int{22, 41}) {
		t.Fatalf("no draw from an empty pile: hand %v", got)
	}
}

// The events of one turn, in order, and Clone/Determinize never record.
func TestEventsOfATurn(t *testing.T) {
	s := blank()
	s.lay(t, 37, 17) // Swap room
	s.lay(t, 38, 24)
	s.pawnOn(38, Blue, Worker)
	s.give(White, 20)
	s.pile[0] = 41
	s.pileN = 1
	var rec recorder
	s.SetRecorder(&rec)
	c := s.Clone()
	_ = c.Apply(actPawn(Worker, 37))
	r := engine.NewRNG(1)
	_ = s.Determinize(White, &r).Apply(actPawn(Worker, 37))
	if len(rec.Events) != 0 {
		t.Fatal("a copy reported events")
	}
	s.apply(t, Move{Type: PlacePawn, Kind: Worker, Slot: 37})
	s.apply(t, Move{Type: SwapPawns, Slot: 37, Slot2: 38})
	s.apply(t, Move{Type: PlaceTile, Tile: 20, Slot: 39, K: 1})
	want := []string{"pawn_placed", "power_started", "pawns_swapped", "tile_placed", "tile_drawn"}
	if !slices.Equal(rec.Names(), want) {
		t.Fatalf("events %v, want %v", rec.Names(), want)
	}
	if e := rec.Events[1].(PowerStarted); e.Power != Swap || e.Slot != 37 || e.Player != White {
		t.Errorf("PowerStarted %+v", e)
	}
	if e := rec.Events[3].(TilePlaced); e != (TilePlaced{Player: White, Tile: 20, Slot: 39, K: 1}) {
		t.Errorf("TilePlaced %+v", e)
	}
}

// The end: GameEnded carries the final totals, equal to Scores.
func TestSpec7_GameEndedEvent(t *testing.T) {
	s := newMatch(t, 9)
	var rec recorder
	s.SetRecorder(&rec)
	rng := engine.NewRNG(9)
	for !s.Terminal() {
		l := s.Legal(nil)
		s.apply(t, mustDecode(t, l[rng.IntN(len(l))]))
	}
	e, ok := rec.Events[len(rec.Events)-1].(GameEnded)
	sc := s.Scores()
	if !ok || len(e.Totals) != 2 || e.Totals[0] != sc[0].Total || e.Totals[1] != sc[1].Total {
		t.Fatalf("last event %#v, scores %v", rec.Events[len(rec.Events)-1], sc)
	}
}

// Actions: stable strings; Encode and Decode are inverse; junk refused.
func TestActionStrings(t *testing.T) {
	cases := []struct {
		m    Move
		want string
	}{
		{Move{Type: PlacePawn, Kind: Mummy, Slot: 27}, "pawn mummy 27"},
		{Move{Type: PlacePawn, Kind: Pharaoh, Slot: 1}, "pawn pharaoh 1"},
		{Move{Type: RotateTile, Slot: 14, Steps: 2}, "rotate 14 +2"},
		{Move{Type: SwapPawns, Slot: 12, Slot2: 30}, "swap 12 30"},
		{Move{Type: MovePawn, Slot: 5, Slot2: 9}, "move 5 9"},
		{Move{Type: PlaceTile, Tile: 17, Slot: 28, K: 1}, "tile T17 28 k1"},
	}
	s := blank()
	for _, c := range cases {
		a := Encode(c.m)
		if got := s.ActionString(a); got != c.want {
			t.Errorf("%+v: %q, want %q", c.m, got, c.want)
		}
		if m, ok := Decode(a); !ok || m != c.m {
			t.Errorf("Decode(Encode(%+v)) = %+v %v", c.m, m, ok)
		}
	}
	for _, bad := range []Move{
		{Type: PlacePawn, Kind: 4, Slot: 3}, {Type: PlacePawn, Slot: 0}, {Type: PlacePawn, Slot: 50},
		{Type: RotateTile, Slot: 3, Steps: 0}, {Type: RotateTile, Slot: 3, Steps: 3},
		{Type: SwapPawns, Slot: 3, Slot2: 3}, {Type: MovePawn, Slot: 0, Slot2: 3},
		{Type: PlaceTile, Tile: 0, Slot: 3}, {Type: PlaceTile, Tile: 51, Slot: 3}, {Type: PlaceTile, Tile: 5, Slot: 3, K: 3},
		{Type: 9},
	} {
		if _, ok := Decode(Encode(bad)); ok {
			t.Errorf("%+v decodes", bad)
		}
	}
}
