package imhotep

import (
	"fmt"
	"slices"
	"testing"
)

// §5.1 A1: min(3, 5 - sled, quarry); illegal when it would take nothing.
func TestSpec5_1_A1_GetStones(t *testing.T) {
	for _, tc := range []struct{ sled, quarry, want int }{
		{0, 20, 3}, {3, 20, 2}, {4, 20, 1}, {0, 2, 2}, {1, 1, 1}, {5, 20, -1}, {2, 0, -1},
	} {
		s := setup(t, 2, "AAAAA")
		s.setStones(0, tc.sled, tc.quarry)
		legal := isLegalString(s, "get")
		if tc.want < 0 {
			if legal {
				t.Errorf("sled %d quarry %d: get is legal", tc.sled, tc.quarry)
			}
			continue
		}
		play(t, s, 0, "get")
		wantInt(t, fmt.Sprintf("sled %d quarry %d: sled after", tc.sled, tc.quarry), s.Sled(0), tc.sled+tc.want)
		wantInt(t, fmt.Sprintf("sled %d quarry %d: quarry after", tc.sled, tc.quarry), s.Quarry(0), tc.quarry-tc.want)
		wantInt(t, "turn passes", s.CurrentPlayer(), 1)
	}
}

// §5.1 A2: any free slot of any ship still in the harbour.
func TestSpec5_1_A2_PlaceStone(t *testing.T) {
	s := setup(t, 2, "AAAAA")
	s.setShips(s4a, s3a, s2a, s1)
	s.loadShip(s4a, 1, -1, 1, -1)
	s.loadShip(s2a, 1)
	s.markSailed(s1, Temple)
	s.setStones(0, 2, 20)
	var got []string
	for _, n := range legalStrings(s) {
		if len(n) > 5 && n[:5] == "place" {
			got = append(got, n)
		}
	}
	want := []string{"place S4a 1", "place S4a 3", "place S3a 0", "place S3a 1", "place S3a 2", "place S2a 1"}
	if !slices.Equal(got, want) {
		t.Errorf("place actions %v, want %v", got, want)
	}
	play(t, s, 0, "place S4a 3")
	if s.slots[s4a][3] != 0 || s.Sled(0) != 1 {
		t.Errorf("stone not placed: slots %v sled %d", s.slots[s4a], s.Sled(0))
	}
	s.setStones(1, 0, 20)
	for _, n := range legalStrings(s) {
		if len(n) > 5 && n[:5] == "place" {
			t.Errorf("empty sled may %s", n)
		}
	}
}

// §5.1 A3: minimum load, one ship per site, no own stone needed, bow to
// stern skipping empty slots.
func TestSpec5_1_A3_Sail(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.loadShip(s4a, 1, -1, 2) // 2 stones, minimum 3
	s.loadShip(s3a, 2, 3)     // minimum 2
	s.loadShip(s2a, 3)        // minimum 1
	if isLegalString(s, "sail S4a pyramid") {
		t.Errorf("S4a sails under its minimum")
	}
	if !isLegalString(s, "sail S3a pyramid") || !isLegalString(s, "sail S2a temple") {
		t.Errorf("ships at their minimum cannot sail: %v", legalStrings(s))
	}
	if isLegalString(s, "sail S4b pyramid") {
		t.Errorf("empty ship sails")
	}
	// Seat 0 has no stone on S3a and may still sail it.
	play(t, s, 0, "sail S3a pyramid")
	// Pyramid A: 2 then 1 point, bow first.
	if s.pyrA[0] != 2 || s.pyrA[1] != 3 {
		t.Errorf("pyramid %v, want seats 2 then 3", s.pyrA[:2])
	}
	wantInt(t, "seat 2 pyramid", points(s, 2, partPyramid), 2)
	wantInt(t, "seat 3 pyramid", points(s, 3, partPyramid), 1)
	if isLegalString(s, "sail S2a pyramid") {
		t.Errorf("a second ship may sail to the pyramid")
	}
	s.loadShip(s4a, 1, -1, 2, 3)
	play(t, s, 1, "sail S4a burial")
	// The empty slot 1 is skipped: burial positions 0,1,2 are seats 1,2,3.
	if got := s.Burial(); !slices.Equal(got, []int{1, 2, 3}) {
		t.Errorf("burial %v, want [1 2 3]", got)
	}
}

// §5.1 A4 Lever: sail and choose the unloading order; stones of a colour
// are one choice; the card is spent.
func TestSpec5_1_A4_Lever(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.loadShip(s4a, 1, 1, 2, 3)
	if isLegalString(s, "lever S4a pyramid") {
		t.Errorf("lever legal without the card")
	}
	s.cards[0][Lever] = 1
	play(t, s, 0, "lever S4a pyramid")
	// The lever player (seat 0) orders: one choice per colour, lowest slot.
	if got := legalStrings(s); !slices.Equal(got, []string{"unload 0", "unload 2", "unload 3"}) {
		t.Fatalf("lever choices %v", got)
	}
	if a, ok := s.UnloadFor(1); !ok || s.ActionString(a) != "unload 0" {
		t.Errorf("a click on white's second stone maps to %q", s.ActionString(a))
	}
	play(t, s, 0, "unload 3") // gray first
	play(t, s, 0, "unload 0") // then white; the brown/white rest is still open
	if got := legalStrings(s); !slices.Equal(got, []string{"unload 1", "unload 2"}) {
		t.Fatalf("second lever choices %v", got)
	}
	play(t, s, 0, "unload 2") // brown, the last white follows by itself
	want := []int{3, 1, 2, 1}
	if got := s.PyramidA(); !slices.Equal(got, want) {
		t.Errorf("pyramid order %v, want %v", got, want)
	}
	// Points 2, 1, 3, 2 in filling order.
	wantInt(t, "gray", points(s, 3, partPyramid), 2)
	wantInt(t, "white", points(s, 1, partPyramid), 1+2)
	wantInt(t, "brown", points(s, 2, partPyramid), 3)
	wantInt(t, "lever spent", s.CardsOf(0)[Lever], 0)
	wantInt(t, "turn passes", s.CurrentPlayer(), 1)
	if s.disc[s.discN-1] != int8(Lever) {
		t.Errorf("lever not discarded")
	}
}

// §5.1 A4 Hammer: take as A1 (possibly 0), then place one stone.
func TestSpec5_1_A4_Hammer(t *testing.T) {
	s := setup(t, 2, "AAAAA")
	s.cards[0][Hammer] = 1
	s.setStones(0, 4, 10)
	play(t, s, 0, "hammer S2a 1")
	wantInt(t, "sled", s.Sled(0), 4) // 4 + 1 - 1
	wantInt(t, "quarry", s.Quarry(0), 9)
	if s.slots[s2a][1] != 0 {
		t.Errorf("hammer did not place")
	}
	// Full sled: take nothing, place.
	s = setup(t, 2, "AAAAA")
	s.cards[0][Hammer] = 1
	s.setStones(0, 5, 10)
	play(t, s, 0, "hammer S4a 0")
	wantInt(t, "sled", s.Sled(0), 4)
	// Empty sled and quarry: not playable.
	s = setup(t, 2, "AAAAA")
	s.cards[0][Hammer] = 1
	s.setStones(0, 0, 0)
	if isLegalString(s, "hammer S4a 0") {
		t.Errorf("hammer with nothing to place")
	}
	// Every slot full: not playable.
	s = setup(t, 2, "AAAAA")
	s.cards[0][Hammer] = 1
	s.loadShip(s4a, 1, 1, 1, 1)
	s.loadShip(s4b, 1, 1, 1, 1)
	s.loadShip(s3a, 1, 1, 1)
	s.loadShip(s2a, 1, 1)
	for _, n := range legalStrings(s) {
		if len(n) > 6 && n[:6] == "hammer" {
			t.Errorf("hammer with no free slot: %s", n)
		}
	}
}

// §5.1 A4 Sail: the placement may bring the ship to its minimum; a full
// ship cannot be used; the same ship sails.
func TestSpec5_1_A4_Sail(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.cards[0][Sail] = 1
	s.loadShip(s4a, 1, 2)     // 2 + 1 = minimum 3
	s.loadShip(s4b, 1)        // 1 + 1 < 3
	s.loadShip(s2a, 1, 2)     // full
	s.loadShip(s3a, 3, -1, 3) // at minimum with a free slot
	if !isLegalString(s, "sailcard S4a 2 temple") || !isLegalString(s, "sailcard S3a 1 market") {
		t.Errorf("sail card refused: %v", legalStrings(s))
	}
	for _, n := range legalStrings(s) {
		if len(n) > 12 && (n[:12] == "sailcard S4b" || n[:12] == "sailcard S2a") {
			t.Errorf("sail card on a ship it cannot use: %s", n)
		}
	}
	play(t, s, 0, "sailcard S4a 3 temple")
	// Slots 0, 1, 3 unload bow to stern: seats 1, 2, 0.
	n, top := s.Temple()
	wantInt(t, "temple stones", n, 3)
	if !slices.Equal(top[:3], []int{1, 2, 0}) {
		t.Errorf("temple %v, want [1 2 0]", top[:3])
	}
	wantInt(t, "sled", s.Sled(0), 1)
	wantInt(t, "sail card spent", s.CardsOf(0)[Sail], 0)
	wantInt(t, "turn passes", s.CurrentPlayer(), 1)
}

// §5.1 A4 Chisel: two mandatory placements, same ship or two ships; the
// second is forced when one slot is left.
func TestSpec5_1_A4_Chisel(t *testing.T) {
	s := setup(t, 2, "AAAAA")
	s.cards[0][Chisel] = 1
	s.setStones(0, 2, 10)
	play(t, s, 0, "chisel S4a 0")
	wantInt(t, "the chisel player decides again", s.CurrentPlayer(), 0)
	if isLegalString(s, "chisel2 S4a 0") || !isLegalString(s, "chisel2 S4a 1") || !isLegalString(s, "chisel2 S2a 1") {
		t.Fatalf("second chisel stone: %v", legalStrings(s))
	}
	play(t, s, 0, "chisel2 S2a 1")
	if s.slots[s4a][0] != 0 || s.slots[s2a][1] != 0 || s.Sled(0) != 0 {
		t.Errorf("chisel placements wrong: %v %v sled %d", s.slots[s4a], s.slots[s2a], s.Sled(0))
	}
	wantInt(t, "turn passes", s.CurrentPlayer(), 1)

	// Sled 1: not playable. Exactly two free slots: the second is forced.
	s = setup(t, 2, "AAAAA")
	s.cards[0][Chisel] = 1
	s.setStones(0, 1, 10)
	if isLegalString(s, "chisel S4a 0") {
		t.Errorf("chisel with one stone")
	}
	s.setStones(0, 3, 10)
	s.loadShip(s4a, 1, 1, 1, 1)
	s.loadShip(s4b, 1, 1, 1, -1)
	s.loadShip(s3a, 1, 1, 1)
	s.loadShip(s2a, 1, -1)
	play(t, s, 0, "chisel S2a 1")
	if s.slots[s4b][3] != 0 || s.CurrentPlayer() != 1 {
		t.Errorf("forced second stone not placed: %v, current %d", s.slots[s4b], s.CurrentPlayer())
	}
	// One free slot only: not playable.
	s.turn = 0
	s.slots[s4b][3] = noPlayer
	s.slots[s2a][1] = 1
	s.cards[0][Chisel] = 1
	if isLegalString(s, "chisel S4b 3") {
		t.Errorf("chisel with one free slot")
	}
}

// §5.1 A4 and §11.10: a blue card taken during a turn is usable on a later
// turn only, one blue card per turn.
func TestSpec5_1_A4_BlueTiming(t *testing.T) {
	s := setup(t, 2, "AAAAA")
	s.setMarket(Sail, Statue, NoCard, NoCard)
	s.loadShip(s2a, 0)
	s.loadShip(s3a, 1) // one stone: the Sail card brings it to its minimum
	play(t, s, 0, "sail S2a market")
	play(t, s, 0, "pick 0")
	// Seat 0 took the Sail card during its own turn: the turn is over.
	wantInt(t, "after the pick the turn passed", s.CurrentPlayer(), 1)
	wantInt(t, "sail card held", s.CardsOf(0)[Sail], 1)
	play(t, s, 1, "get")
	// Next turn of seat 0: the card is playable.
	if !isLegalString(s, "sailcard S3a 1 temple") {
		t.Errorf("sail card not playable on the next turn: %v", legalStrings(s))
	}
	// Two blue cards held: playing one ends the turn.
	s.cards[0][Hammer] = 1
	play(t, s, 0, "hammer S4a 0")
	wantInt(t, "one blue card per turn", s.CurrentPlayer(), 1)
}

// §5.1 Pass: only without any other action; np passes in a row end the
// round: stones on unsailed ships back to the quarry, temple scored, next
// first player left of the pass that closed the cycle.
func TestSpec5_1_Pass(t *testing.T) {
	s := setup(t, 3, "AAAAA")
	s.setShips(s4a, s4b, s3a, s3b)
	for p := 0; p < 3; p++ {
		s.setStones(p, 0, 0)
	}
	s.setStones(0, 1, 0)
	s.loadShip(s4a, 1, 2) // under its minimum of 3
	s.templeN, s.templeTop[0] = 1, 2
	if isLegalString(s, "pass") {
		t.Fatalf("pass legal while seat 0 can place")
	}
	play(t, s, 0, "place S4b 0")
	if got := legalStrings(s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("seat 1 legal %v, want only pass", got)
	}
	play(t, s, 1, "pass")
	play(t, s, 2, "pass")
	wantInt(t, "round still on", s.Round(), 1)
	wantInt(t, "passes", int(s.passes), 2)
	play(t, s, 0, "pass") // third pass in a row: deadlock
	wantInt(t, "round", s.Round(), 2)
	for p := 0; p < 3; p++ {
		wantInt(t, fmt.Sprintf("quarry of %d (its stone came back from a ship)", p), s.Quarry(p), 1)
		wantInt(t, fmt.Sprintf("sled of %d", p), s.Sled(p), 0)
	}
	wantInt(t, "temple scored for seat 2", points(s, 2, partTemple), 1)
	wantInt(t, "next first player: left of seat 0, the last to act", s.FirstPlayer(), 1)
	wantInt(t, "pass counter reset", int(s.passes), 0)
}

// §5.1 Pass: the counter is reset by any other move; a round where nobody
// acts restarts with the same first player; a deadlock in round 6 ends the
// game.
func TestSpec5_1_PassDeadlock(t *testing.T) {
	s := setup(t, 2, "AAAAA")
	s.first, s.turn = 1, 1
	s.setStones(0, 0, 0)
	s.setStones(1, 0, 1)
	play(t, s, 1, "get")
	play(t, s, 0, "pass")
	play(t, s, 1, "place S4a 0")
	wantInt(t, "counter reset by the placement", int(s.passes), 0)
	play(t, s, 0, "pass")
	play(t, s, 1, "pass")
	wantInt(t, "round", s.Round(), 2)
	wantInt(t, "first player: left of seat 1", s.FirstPlayer(), 0)

	s = setup(t, 2, "AAAAA")
	s.first, s.turn = 1, 1
	s.setStones(0, 0, 0)
	s.setStones(1, 0, 0)
	play(t, s, 1, "pass")
	play(t, s, 0, "pass")
	wantInt(t, "nobody acted: same first player", s.FirstPlayer(), 1)

	s = setup(t, 2, "AAAAA")
	s.round = 6
	s.setStones(0, 0, 0)
	s.setStones(1, 0, 0)
	play(t, s, 0, "pass")
	play(t, s, 1, "pass")
	if !s.Terminal() || len(s.Winners()) == 0 {
		t.Errorf("deadlock in round 6 did not end the game")
	}
}
