package kheops

import (
	"reflect"
	"slices"
	"testing"
)

// checkNet compares the fields of the network holding slot.
func checkNet(t *testing.T, s *State, slot int, want Network) {
	t.Helper()
	got := network(t, s, slot)
	if want.Slots != nil && !slices.Equal(got.Slots, want.Slots) {
		t.Errorf("network of %d: slots %v, want %v", slot, got.Slots, want.Slots)
	}
	got.Slots, want.Slots = nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("network of %d:\n got %+v\nwant %+v", slot, got, want)
	}
}

func nobody() [2]int { return [2]int{} }

// §2.6: two tiles communicate only when both open on their shared edge; a
// lone tile is no network.
func TestSpec2_6_Connection(t *testing.T) {
	s := blank()
	s.layTo(t, 37, 20, 38)
	s.layTo(t, 38, 21, 37)
	if n := s.Networks(); len(n) != 1 || !slices.Equal(n[0].Slots, []int{37, 38}) {
		t.Fatalf("networks %+v, want {37,38}", n)
	}
	s = blank()
	s.layTo(t, 37, 20, 38)
	s.layTo(t, 38, 21, 39) // its wall faces 37
	s.layTo(t, 39, 40, 38)
	if n := s.Networks(); len(n) != 1 || !slices.Equal(n[0].Slots, []int{38, 39}) {
		t.Fatalf("networks %+v, want {38,39} only", n)
	}
}

// §7.1 step 1 and 5: 1 point per room, corridors 0; a closed network is
// doubled. The five corridors at the bottom are a longer, open network
// that nobody holds.
func TestSpec7_1_BaseValueAndClosed(t *testing.T) {
	s := blank()
	s.fiveCorridors(t)
	s.layTo(t, 7, 20, 13)
	s.layTo(t, 13, 41, 7, 12)
	s.layTo(t, 12, 21, 13)
	s.pawnOn(12, White, Worker)
	checkNet(t, s, 7, Network{Slots: []int{7, 12, 13}, Rooms: 2, Closed: true, Value: 4, Weight: [2]int{1, 0}, Winner: White})
	checkNet(t, s, 37, Network{Slots: []int{37, 38, 39, 40, 41}, Longest: 5, Value: 5, Winner: -1})
	sc := s.Scores()
	if total(sc[White]) != 4 || part(sc[White], "rooms") != 2 || part(sc[White], "closed") != 2 || total(sc[Blue]) != 0 {
		t.Fatalf("scores %+v", sc)
	}
	var sources []string
	for _, p := range sc[Blue].Parts {
		sources = append(sources, p.Source)
	}
	if !slices.Equal(sources, []string{"rooms", "sarcophagi", "summit", "longest", "closed", "ankhs"}) {
		t.Fatalf("parts %v", sources)
	}
}

// §7.1 step 2, A18: one sarcophagus +5; exactly two of one colour +15;
// two colours, or three in any mix, +0. Chain 12–13–7, closed, beside
// the longer corridor network.
func TestSpec7_1_Sarcophagi(t *testing.T) {
	cases := []struct {
		name       string
		a, b, c    int // tiles at 12 (1 door), 13 (2 doors), 7 (1 door)
		rooms, n   int
		bonus, val int
	}{
		{"single gold queen", 2, 41, 20, 2, 1, 5, (2 + 5) * 2},
		{"red pair", 4, 3, 20, 3, 2, 15, (3 + 15) * 2},
		{"green pair", 6, 5, 21, 3, 2, 15, (3 + 15) * 2},
		{"gold queen and red king", 2, 3, 20, 3, 2, 0, 3 * 2},
		{"red pair and gold queen (A18)", 4, 3, 2, 3, 3, 0, 3 * 2},
		{"none", 20, 41, 21, 2, 0, 0, 2 * 2},
	}
	for _, c := range cases {
		s := blank()
		s.fiveCorridors(t)
		s.layTo(t, 12, c.a, 13)
		s.layTo(t, 13, c.b, 12, 7)
		s.layTo(t, 7, c.c, 13)
		s.pawnOn(13, Blue, Worker)
		got := network(t, s, 12)
		if got.Rooms != c.rooms || got.Sarcophagi != c.n || got.SarcoBonus != c.bonus || got.Value != c.val || got.Winner != Blue {
			t.Errorf("%s: %+v, want rooms %d sarcophagi %d bonus %d value %d", c.name, got, c.rooms, c.n, c.bonus, c.val)
		}
		if sc := s.Scores(); part(sc[Blue], "sarcophagi") != c.bonus || total(sc[Blue]) != c.val {
			t.Errorf("%s: Blue score %+v", c.name, sc[Blue])
		}
	}
}

// §7.1 step 3, A14: +5 for the network holding the summit; none when the
// summit tile is alone.
func TestSpec7_1_Summit(t *testing.T) {
	s := blank()
	s.fiveCorridors(t)
	s.layTo(t, 1, 20, 3)
	s.layTo(t, 3, 21, 1)
	s.pawnOn(3, White, Worker)
	checkNet(t, s, 1, Network{Slots: []int{1, 3}, Rooms: 2, Summit: 5, Closed: true, Value: (2 + 5) * 2, Weight: [2]int{1, 0}, Winner: White})
	if sc := s.Scores(); part(sc[White], "summit") != 5 || total(sc[White]) != 14 {
		t.Fatalf("White %+v", sc[White])
	}

	s = blank()
	s.fiveCorridors(t)
	s.lay(t, 1, 20, 1) // door to the left slope
	s.layTo(t, 3, 21, 1)
	s.pawnOn(1, White, Worker)
	if n := s.Networks(); len(n) != 1 {
		t.Fatalf("A14: networks %+v, want the corridors only", n)
	}
	if sc := s.Scores(); total(sc[White]) != 0 {
		t.Fatalf("A14: White %+v", sc[White])
	}
}

// §7.1 step 4, A17: +5 for the most tiles (corridors and No-pawn tiles
// count); every network tied for the most gets it.
func TestSpec7_1_Longest(t *testing.T) {
	s := blank()
	s.layTo(t, 1, 20, 3)
	s.layTo(t, 3, 21, 1)
	s.layTo(t, 7, 22, 13, 8)  // 2-door room
	s.layTo(t, 13, 23, 7, 14) // not yet: 14 empty, so open
	s.layTo(t, 8, 40, 7)      // corridor, 1 door
	// {1,3}: 2 tiles, closed. {7,8,13}: 3 tiles, open to the empty 14.
	checkNet(t, s, 1, Network{Slots: []int{1, 3}, Rooms: 2, Summit: 5, Closed: true, Value: 14, Winner: -1})
	checkNet(t, s, 7, Network{Slots: []int{7, 8, 13}, Rooms: 2, Longest: 5, Value: 7, Winner: -1})

	// Tie: a third tile for the summit network, a No-pawn corridor.
	s2 := blank()
	s2.layTo(t, 1, 20, 3)
	s2.layTo(t, 3, 39, 1, 4) // No pawn, 2 doors
	s2.layTo(t, 4, 21, 3)
	s2.layTo(t, 7, 22, 13, 8)
	s2.layTo(t, 13, 23, 7, 14)
	s2.layTo(t, 8, 40, 7)
	checkNet(t, s2, 1, Network{Slots: []int{1, 3, 4}, Rooms: 2, Summit: 5, Longest: 5, Closed: true, Value: (2 + 5 + 5) * 2, Winner: -1})
	checkNet(t, s2, 7, Network{Slots: []int{7, 8, 13}, Rooms: 2, Longest: 5, Value: 7, Winner: -1})
}

// §7.1 step 6, A19, A20: a network with a Curse is worth 0 whatever it
// holds; a pawn on the Curse tile still counts in the majority.
func TestSpec7_1_Curse(t *testing.T) {
	s := blank()
	s.fiveCorridors(t)
	s.layTo(t, 12, 4, 13)
	s.layTo(t, 13, 3, 12, 7)
	s.layTo(t, 7, 7, 13, 8) // Curse room, 2 doors
	s.layTo(t, 8, 20, 7)
	s.pawnOn(7, Blue, Worker)
	s.pawnOn(8, Blue, Worker)
	s.pawnOn(12, White, Worker)
	checkNet(t, s, 7, Network{Slots: []int{7, 8, 12, 13}, Rooms: 4, Sarcophagi: 2, SarcoBonus: 15, Closed: true, Cursed: true, Value: 0, Weight: [2]int{1, 2}, Winner: Blue})
	if sc := s.Scores(); total(sc[Blue]) != 0 {
		t.Fatalf("Blue %+v", sc[Blue])
	}
}

// §7.1 "who scores", §6, A1, A16: weights 1; 2 on a Double tile; the
// pharaoh 2, still 2 on a Double; strictly more weight scores; a tie or
// no pawn, nobody.
func TestSpec7_1_Majority(t *testing.T) {
	build := func() *State {
		s := blank()
		s.fiveCorridors(t)
		s.layTo(t, 12, 20, 13)
		s.layTo(t, 13, 17, 12, 7, 14) // 3-door room
		s.layTo(t, 7, 11, 13, 8)      // Double room, 2 doors (8 is empty)
		s.layTo(t, 14, 21, 13)
		return s
	}
	cases := []struct {
		name   string
		pawns  []Pawn // on 12, 13, 7 (the Double), 14 in that order; Kind 9 = none
		weight [2]int
		winner int
	}{
		{"no pawns", nil, [2]int{0, 0}, -1},
		{"pharaoh vs two workers", []Pawn{{White, Pharaoh}, {Blue, Worker}, none, {Blue, Worker}}, [2]int{2, 2}, -1},
		{"pharaoh on the double vs two workers", []Pawn{none, {Blue, Worker}, {White, Pharaoh}, {Blue, Worker}}, [2]int{2, 2}, -1},
		{"worker on the double vs worker", []Pawn{{White, Worker}, none, {Blue, Worker}, none}, [2]int{1, 2}, Blue},
		{"mummy and priest vs worker", []Pawn{{White, Mummy}, {White, Priest}, none, {Blue, Worker}}, [2]int{2, 1}, White},
		{"one each", []Pawn{{White, Worker}, none, none, {Blue, Mummy}}, [2]int{1, 1}, -1},
	}
	for _, c := range cases {
		s := build()
		for i, p := range c.pawns {
			if p != none {
				s.pawnOn([]int{12, 13, 7, 14}[i], p.Owner, p.Kind)
			}
		}
		got := network(t, s, 13)
		if got.Weight != c.weight || got.Winner != c.winner {
			t.Errorf("%s: weight %v winner %d, want %v %d", c.name, got.Weight, got.Winner, c.weight, c.winner)
		}
		sc := s.Scores()
		for seat := 0; seat < 2; seat++ {
			want := 0
			if seat == c.winner {
				want = got.Value
			}
			if total(sc[seat]) != want {
				t.Errorf("%s: seat %d scores %d, want %d", c.name, seat, total(sc[seat]), want)
			}
		}
	}
}

var none = Pawn{Owner: -1}

// §7.2, A15: each player scores the square of the ankh tiles they occupy;
// ankhs in a cursed network do not count; an ankh in no network does.
func TestSpec7_2_Ankhs(t *testing.T) {
	s := blank()
	s.lay(t, 1, 8, 1)          // ankh room, door outside: in no network
	s.layTo(t, 12, 9, 13, 11)  // ankh room
	s.layTo(t, 13, 28, 12, 14) // ankh corridor
	s.lay(t, 30, 10)           // 3-door ankh room, in a cursed network
	s.lay(t, 31, 27)           // 3-door Curse corridor
	s.lay(t, 45, 29)           // 3-door ankh corridor
	s.pawnOn(1, White, Worker)
	s.pawnOn(12, White, Mummy)
	s.pawnOn(13, White, Worker)
	s.pawnOn(30, White, Worker)
	s.pawnOn(45, Blue, Worker)
	if n := network(t, s, 30); !n.Cursed || !slices.Equal(n.Slots, []int{30, 31}) {
		t.Fatalf("cursed network %+v", n)
	}
	if s.Ankhs(White) != 3 || s.Ankhs(Blue) != 1 {
		t.Fatalf("ankhs %d %d, want 3 and 1", s.Ankhs(White), s.Ankhs(Blue))
	}
	sc := s.Scores()
	if part(sc[White], "ankhs") != 9 || part(sc[Blue], "ankhs") != 1 {
		t.Fatalf("ankh points %+v", sc)
	}
	if s.Ankhs(-1) != 0 || s.Ankhs(2) != 0 {
		t.Fatal("ankhs of no seat")
	}
}

// §7.3, A2: the higher total wins; equal totals are a draw (both win).
// Winners is nil before the end.
func TestSpec7_3_Winners(t *testing.T) {
	s := blank()
	s.lay(t, 1, 8, 1)
	s.lay(t, 4, 10)
	s.pawnOn(1, White, Worker)
	s.pawnOn(4, Blue, Worker)
	if s.Winners() != nil {
		t.Fatal("winners before the end")
	}
	s.phase = PhaseOver
	if w := s.Winners(); !slices.Equal(w, []int{White, Blue}) {
		t.Fatalf("1-1: winners %v, want both", w)
	}
	s.lay(t, 9, 28, 1, 2)
	s.pawnOn(9, Blue, Worker)
	if w := s.Winners(); !slices.Equal(w, []int{Blue}) {
		t.Fatalf("1-4: winners %v, want Blue", w)
	}
}

// §7.4, A4: before the end, an opening onto an empty slot leaves a
// network open; an opening facing a wall does not; the ground line and
// both slopes are the exterior.
func TestSpec7_4_Provisional(t *testing.T) {
	s := blank()
	s.fiveCorridors(t)
	s.layTo(t, 7, 20, 13)
	s.layTo(t, 13, 22, 7, 12)
	s.pawnOn(7, White, Worker)
	checkNet(t, s, 7, Network{Slots: []int{7, 13}, Rooms: 2, Value: 2, Weight: [2]int{1, 0}, Winner: White})
	s.layTo(t, 12, 21, 20) // its wall faces 13
	checkNet(t, s, 7, Network{Slots: []int{7, 13}, Rooms: 2, Closed: true, Value: 4, Weight: [2]int{1, 0}, Winner: White})

	for _, c := range []struct {
		name      string
		slot, out int // a slot and its exterior edge
		inner     int
	}{
		{"ground", 43, 0, 44},
		{"left slope", 10, 1, 11},
		{"right slope", 16, 2, 15},
	} {
		s := blank()
		s.lay(t, c.slot, 22, c.out, edgeTo(t, c.slot, c.inner))
		s.layTo(t, c.inner, 20, c.slot)
		n := network(t, s, c.slot)
		if n.Closed || n.Value != 2+5 {
			t.Errorf("%s: %+v, want open, worth 2 rooms + longest", c.name, n)
		}
	}
}

// §7.5, both worked examples.
func TestSpec7_5_Examples(t *testing.T) {
	ex1 := func() *State {
		s := blank()
		s.layTo(t, 1, 2, 3)     // Gold queen, 1 door to 03
		s.layTo(t, 3, 22, 1, 2) // 2-door room
		s.layTo(t, 2, 20, 3)    // 1-door room
		s.pawnOn(3, White, Worker)
		return s
	}
	s := ex1()
	s.fiveCorridors(t)
	checkNet(t, s, 1, Network{Slots: []int{1, 2, 3}, Rooms: 3, Sarcophagi: 1, SarcoBonus: 5, Summit: 5, Closed: true, Value: 26, Weight: [2]int{1, 0}, Winner: White})
	sc := s.Scores()[White]
	if total(sc) != 26 || part(sc, "rooms") != 3 || part(sc, "sarcophagi") != 5 || part(sc, "summit") != 5 || part(sc, "closed") != 13 {
		t.Errorf("example 1: White %+v", sc)
	}
	s = ex1() // alone, it is also the longest
	checkNet(t, s, 1, Network{Slots: []int{1, 2, 3}, Rooms: 3, Sarcophagi: 1, SarcoBonus: 5, Summit: 5, Longest: 5, Closed: true, Value: 36, Weight: [2]int{1, 0}, Winner: White})

	// Example 2: Red queen 12 – Red king 11 – corridor 10 (open to the
	// left slope) – a third room at 18; the corridors network is longer.
	ex2 := func(third int) *State {
		s := blank()
		s.fiveCorridors(t)
		s.layTo(t, 12, 4, 11)
		s.layTo(t, 11, 3, 12, 10)
		s.lay(t, 10, 36) // 3-door corridor
		s.layTo(t, 18, third, 10)
		s.pawnOn(12, Blue, Worker)
		return s
	}
	s = ex2(20)
	checkNet(t, s, 10, Network{Slots: []int{10, 11, 12, 18}, Rooms: 3, Sarcophagi: 2, SarcoBonus: 15, Value: 18, Weight: [2]int{0, 1}, Winner: Blue})
	s = ex2(2) // the Gold queen as the third room
	checkNet(t, s, 10, Network{Slots: []int{10, 11, 12, 18}, Rooms: 3, Sarcophagi: 3, Value: 3, Weight: [2]int{0, 1}, Winner: Blue})
}

// A3: a cursed network can be the longest: its +5 is lost with the rest,
// and the others get +5 only if they tie it.
func TestSpec12_A3_CursedLongest(t *testing.T) {
	s := blank()
	// Cursed: 37..41 with the Curse corridor in the middle (5 tiles).
	for i, id := range []int{47, 48, 27, 49, 50} {
		s.lay(t, 37+i, id)
	}
	s.layTo(t, 7, 20, 13)
	s.layTo(t, 13, 22, 7, 12)
	s.layTo(t, 12, 21, 13)
	s.pawnOn(37, White, Worker)
	s.pawnOn(12, Blue, Worker)
	checkNet(t, s, 37, Network{Slots: []int{37, 38, 39, 40, 41}, Longest: 5, Cursed: true, Value: 0, Weight: [2]int{1, 0}, Winner: White})
	checkNet(t, s, 7, Network{Slots: []int{7, 12, 13}, Rooms: 3, Closed: true, Value: 6, Weight: [2]int{0, 1}, Winner: Blue})
	if sc := s.Scores(); total(sc[White]) != 0 || total(sc[Blue]) != 6 {
		t.Fatalf("scores %d %d", total(sc[White]), total(sc[Blue]))
	}
	// With two more rooms the network ties the cursed one at 5 tiles.
	s = blank()
	for i, id := range []int{47, 48, 27, 49, 50} {
		s.lay(t, 37+i, id)
	}
	s.layTo(t, 7, 20, 13)
	s.layTo(t, 13, 17, 7, 12, 14) // 3-door room
	s.layTo(t, 12, 21, 13)
	s.layTo(t, 14, 23, 13, 15)
	s.layTo(t, 15, 18, 14)
	s.pawnOn(12, Blue, Worker)
	checkNet(t, s, 7, Network{Slots: []int{7, 12, 13, 14, 15}, Rooms: 5, Longest: 5, Closed: true, Value: (5 + 5) * 2, Weight: [2]int{0, 1}, Winner: Blue})
}
