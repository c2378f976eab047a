package pharaon

import (
	"strings"
	"testing"

	"nilegames/engine"
)

// §3.1: the common setup for 2–5 players, before any choice.
func TestSpec3_1CommonSetup(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for seed := uint64(1); seed <= 5; seed++ {
			s := newGame(t, engine.Options{"players": itoa(n)}, seed)
			// 1. A ring of the 5 Quarters, a wheel orientation.
			var seen [NumQuarters]bool
			for _, q := range s.ring {
				seen[q] = true
			}
			for q, ok := range seen {
				if !ok {
					t.Fatalf("n=%d: Quarter %d missing from the ring %v", n, q, s.ring)
				}
			}
			if s.wheel < 0 || s.wheel >= NumQuarters {
				t.Fatalf("wheel %d", s.wheel)
			}
			// Each Quarter faces a different wheel colour.
			var col [NumBase]bool
			for q := 0; q < NumQuarters; q++ {
				col[s.WheelColour(q)] = true
			}
			for c, ok := range col {
				if !ok {
					t.Fatalf("colour %d faces no Quarter", c)
				}
			}
			// 4. N Jars revealed (3 at 2 players), the rest in the pile.
			want := n
			if n == 2 {
				want = 3
			}
			if int(s.jarShownN) != want || int(s.jarN) != NumJars-want {
				t.Fatalf("n=%d: %d Jars shown, pile %d", n, s.jarShownN, s.jarN)
			}
			// 5. First player; the Pharaoh token unowned.
			if s.first < 0 || int(s.first) >= n || s.pharaoh != -1 {
				t.Fatalf("first %d pharaoh %d", s.first, s.pharaoh)
			}
			// 6. Supplies: 20 of each (Silver included).
			for r := 0; r < NumRes; r++ {
				if s.supply[r] != Supply {
					t.Fatalf("supply %v", s.supply)
				}
			}
			// 7. 3 Nobles face up; the first seat of §3.2 holds its pair.
			for _, id := range s.nobleDisp {
				if id < 0 {
					t.Fatal("a Noble slot is empty")
				}
			}
			if s.nobleN != NumNobles-3-2 {
				t.Fatalf("Noble deck %d, want 26-3-2", s.nobleN)
			}
			// 8. 4 Artisans.
			if s.artN != NumArtisans-4 {
				t.Fatalf("Artisan deck %d", s.artN)
			}
			// 9. N+1 lots of 2 and as many Bonus tokens; the rest in the bag.
			for i := 0; i < MaxLots; i++ {
				full := s.lots[i][0] >= 0 && s.lots[i][1] >= 0
				if full != (i < n+1) || (s.bonus[i] >= 0) != (i < n+1) {
					t.Fatalf("n=%d: lot %d %v bonus %d", n, i, s.lots[i], s.bonus[i])
				}
			}
			bag := 0
			for _, c := range s.bag {
				bag += int(c)
			}
			if bag != 40-3*(n+1) {
				t.Fatalf("n=%d: bag %d, want %d", n, bag, 40-3*(n+1))
			}
			// Wheel: 3 slots, 4 at 4-5 players, all free.
			if s.slotsPerSegment() != map[bool]int{true: 4, false: 3}[n >= 4] {
				t.Fatalf("n=%d: %d slots", n, s.slotsPerSegment())
			}
			for c := 0; c < NumBase; c++ {
				if s.onWheel(c) != 0 {
					t.Fatal("a token on the wheel at setup")
				}
			}
		}
	}
}

// §3.2: from the right of the first player counter-clockwise (seats are
// clockwise, so first-1, first-2, ...), the first player last; each draws
// 2 Nobles, keeps 1, takes a Jar and 2 Silver.
func TestSpec3_2BeforeStartingOrder(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for seed := uint64(1); seed <= 6; seed++ {
			s := newGame(t, engine.Options{"players": itoa(n)}, seed)
			f := int(s.first)
			for i := 0; i < n; i++ {
				want := (f - 1 - i + 2*n) % n
				if s.phase != PhSetupNoble || int(s.actor) != want {
					t.Fatalf("n=%d first=%d step %d: actor %d phase %s, want %d", n, f, i, s.actor, s.phase, want)
				}
				pair := s.setupPair[want]
				if pair[0] < 0 || pair[1] < 0 || pair[0] == pair[1] {
					t.Fatalf("pair %v", pair)
				}
				mustApply(t, s, aSetupNoble+1)
				if !s.pl[want].Has(int(pair[1])+1) || s.pl[want].Has(int(pair[0])+1) {
					t.Fatalf("kept the wrong Noble: %x of pair %v", s.pl[want].Nobles, pair)
				}
				if s.phase != PhSetupJar || int(s.actor) != want {
					t.Fatalf("phase %s actor %d after the Noble", s.phase, s.actor)
				}
				j := -1
				for k := 0; k < int(s.jarShownN); k++ {
					if s.jarShown[k] >= 0 {
						j = k
						break
					}
				}
				jar := s.jarShown[j]
				before := s.pl[want].Res
				mustApply(t, s, engine.Action(aSetupJar+j))
				for s.phase == PhTutor || s.phase == PhDiplomat { // A9: a starting [19]/[20]
					mustApply(t, s, aDecline)
				}
				got := s.pl[want].Res
				var wantRes [NumRes]int8 = before
				for _, r := range Jars[jar] {
					wantRes[r]++
				}
				wantRes[SIL] += 2
				if got != wantRes {
					t.Fatalf("after the Jar %v: res %v, want %v", Jars[jar], got, wantRes)
				}
				if s.jarDisc&(1<<uint(jar)) == 0 && s.round == 0 {
					t.Fatal("the taken Jar is not discarded")
				}
				if s.phase == PhEnd {
					mustApply(t, s, aEndTurn)
				}
			}
			// Then: set-aside Nobles back in the deck, N new Jars, round 1,
			// the first player to play.
			if s.round != 1 || s.nobleN != int8(NumNobles-3-n) {
				t.Fatalf("n=%d: round %d Noble deck %d, want %d", n, s.round, s.nobleN, NumNobles-3-n)
			}
			for q := 0; q < n; q++ {
				if s.setAsideBy[q] != -1 || s.nobleCount(q) != 1 {
					t.Fatalf("seat %d: aside %d nobles %d", q, s.setAsideBy[q], s.nobleCount(q))
				}
			}
			if s.phase != PhTurn || s.actor != s.first {
				t.Fatalf("round 1 starts with %d in %s, first %d", s.actor, s.phase, s.first)
			}
			want := n
			if n == 2 {
				want = 3
			}
			for k := 0; k < want; k++ {
				if s.jarShown[k] < 0 {
					t.Fatalf("new Jar %d missing", k)
				}
			}
		}
	}
}

// §3.3: with 2 players the untaken Jar goes onto the wheel (its three
// resources from the supply), is discarded, and 3 new Jars are revealed.
func TestSpec3_3TwoPlayersUntakenJar(t *testing.T) {
	s := newGame(t, engine.Options{"players": "2"}, 3)
	// Make the untaken one (place 2) the rulebook's example Jar V27
	// (ROY, ROY | CON): red ×1 and yellow ×2 blocked.
	s.jarShown[2] = 26
	for s.round == 0 {
		l := s.Legal(nil)
		mustApply(t, s, l[0]) // Noble 1, then Jar place 0 / 1
	}
	if s.onWheel(ROY) != 2 || s.onWheel(CON) != 1 {
		t.Fatalf("wheel: ROY %d CON %d, want 2 and 1", s.onWheel(ROY), s.onWheel(CON))
	}
	if s.slotBy[ROY][0] != -1 || s.slots[ROY][0] != ROY || s.slots[CON][0] != CON {
		t.Fatalf("slots %v %v", s.slots[ROY], s.slots[CON])
	}
	if s.supply[ROY] != Supply-2-countIn(s, ROY) || s.jarDisc&(1<<26) == 0 {
		t.Fatalf("supply %v, discard %x", s.supply, s.jarDisc)
	}
	if s.jarShownN != 3 || s.jarShown[0] < 0 || s.jarShown[1] < 0 || s.jarShown[2] < 0 {
		t.Fatalf("new Jars %v", s.jarShown[:s.jarShownN])
	}
}

// countIn is the number of r the players hold.
func countIn(s *State, r int) int8 {
	var k int8
	for q := 0; q < int(s.n); q++ {
		k += s.pl[q].Res[r]
	}
	return k
}

// §3.3/§4.4: a leftover resource whose segment is full is not placed.
func TestSpec3_3FullSegmentLeftover(t *testing.T) {
	s := setupDone(t, 2, 1)
	for i := 0; i < 3; i++ {
		s.slots[AGR][i] = JUS
	}
	s.jarShownN = 1
	s.jarShown[0] = 20 // AGR, AGR | COM
	sup := s.supply
	s.leftoverJars()
	if s.onWheel(COM) != 1 || s.supply[AGR] != sup[AGR] || s.supply[COM] != sup[COM]-1 {
		t.Fatalf("COM %d supply %v (was %v)", s.onWheel(COM), s.supply, sup)
	}
}

// A25: the slot is blocked by a marker when the supply is empty.
func TestA25WheelMarker(t *testing.T) {
	s := setupDone(t, 2, 1)
	s.supply[CON] = 0
	if i := s.toWheel(CON, -1); i < 0 || s.slots[CON][i] != wheelMarker {
		t.Fatalf("slot %d holds %v", i, s.slots[CON])
	}
	if s.supply[CON] != 0 {
		t.Fatal("supply changed")
	}
}

// §3.4: solo — 2 Jars, the human keeps 1 of 2 Nobles and the other is the
// Traitor's; 3 lots + 3 Bonus; the untaken Jar onto the wheel; the first
// player at random between the human and the Traitor.
func TestSpec3_4SoloSetup(t *testing.T) {
	firsts := map[int8]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		s := newGame(t, engine.Options{"players": "1"}, seed)
		if s.n != 2 || !s.solo || s.jarShownN != 2 || s.setupN != 1 || s.actor != 0 {
			t.Fatalf("seats %d solo %v jars %d setup seats %d actor %d", s.n, s.solo, s.jarShownN, s.setupN, s.actor)
		}
		for i := 0; i < MaxLots; i++ {
			if (s.lots[i][0] >= 0) != (i < 3) || (s.bonus[i] >= 0) != (i < 3) {
				t.Fatalf("lot %d %v bonus %d", i, s.lots[i], s.bonus[i])
			}
		}
		pair := s.setupPair[0]
		mustApply(t, s, aSetupNoble)
		if !s.pl[0].Has(int(pair[0])+1) || s.pl[traitorSeat].Nobles != 1<<uint(pair[1]) {
			t.Fatalf("human %x traitor %x pair %v", s.pl[0].Nobles, s.pl[1].Nobles, pair)
		}
		untaken := s.jarShown[1]
		mustApply(t, s, aSetupJar)
		for s.phase == PhTutor || s.phase == PhDiplomat {
			mustApply(t, s, aDecline)
		}
		if s.phase == PhEnd {
			mustApply(t, s, aEndTurn)
		}
		placed := 0
		for c := 0; c < NumBase; c++ {
			placed += s.onWheel(c)
		}
		// The Traitor may already have played its first turn (its tokens
		// on the wheel too): check the Jar's own colours.
		for _, r := range Jars[untaken] {
			if s.onWheel(int(r)) == 0 {
				t.Fatalf("seed %d: the untaken Jar's %d is not on the wheel", seed, r)
			}
		}
		if s.jarDisc&(1<<uint(untaken)) == 0 || placed < 3 {
			t.Fatalf("untaken Jar %d not discarded or not placed (%d tokens)", untaken, placed)
		}
		firsts[s.first] = true
	}
	if !firsts[0] || !firsts[1] {
		t.Errorf("first players seen: %v", firsts)
	}
}

// §3.5: a Discovery player starts with a Scribe instead of the pair; the
// others draw as usual; the dealt Scribes are not in the deck.
func TestSpec3_5Discovery(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s := newGame(t, engine.Options{"players": "3", "discovery": "101"}, seed)
		for _, q := range []int{0, 2} {
			if s.nobleCount(q) != 1 || s.pl[q].Nobles&0x1f == 0 {
				t.Fatalf("seat %d Nobles %x, want one Scribe", q, s.pl[q].Nobles)
			}
		}
		if s.pl[0].Nobles == s.pl[2].Nobles || s.nobleCount(1) != 0 {
			t.Fatalf("Nobles %x %x %x", s.pl[0].Nobles, s.pl[1].Nobles, s.pl[2].Nobles)
		}
		inDeck := uint32(0)
		for _, id := range s.nobleDeck[:s.nobleN] {
			inDeck |= 1 << uint(id)
		}
		for _, id := range s.nobleDisp {
			inDeck |= 1 << uint(id)
		}
		for _, id := range s.setupPair[s.actor] {
			if id >= 0 {
				inDeck |= 1 << uint(id)
			}
		}
		if inDeck&(s.pl[0].Nobles|s.pl[2].Nobles) != 0 || popcount(inDeck) != NumNobles-2 {
			t.Fatalf("deck+display+pair %x (%d cards)", inDeck, popcount(inDeck))
		}
		// The Discovery seats skip the Noble choice.
		for s.round == 0 {
			q := int(s.actor)
			if s.pl[q].Disc && s.phase == PhSetupNoble || !s.pl[q].Disc && s.phase == PhSetupJar && s.nobleCount(q) == 0 {
				t.Fatalf("seat %d disc %v in %s", q, s.pl[q].Disc, s.phase)
			}
			mustApply(t, s, s.Legal(nil)[0])
		}
	}
}

// §3.5 solo: the Traitor gets one of the 4 remaining Scribes, at random.
func TestSpec3_5SoloDiscoveryTraitorScribe(t *testing.T) {
	seen := uint32(0)
	for seed := uint64(1); seed <= 30; seed++ {
		s := newGame(t, engine.Options{"players": "1", "discovery": "1"}, seed)
		h, tr := s.pl[0].Nobles, s.pl[traitorSeat].Nobles
		if popcount(h) != 1 || popcount(tr) != 1 || h&0x1f == 0 || tr&0x1f == 0 || h == tr {
			t.Fatalf("seed %d: human %x Traitor %x", seed, h, tr)
		}
		if s.phase != PhSetupJar {
			t.Fatalf("phase %s", s.phase)
		}
		seen |= tr
	}
	if seen != 0x1f {
		t.Errorf("Scribes the Traitor got over 30 games: %b", seen)
	}
}

func TestNewStateOptions(t *testing.T) {
	bad := []engine.Options{{"players": "0"}, {"players": "6"}, {"players": "x"}, {"players": "2", "traitor": "1"},
		{"players": "1", "traitor": "6"}, {"players": "1", "traitor": "-1"}, {"players": "3", "discovery": "10"},
		{"players": "2", "discovery": "12"}, {"colour": "red"}}
	for _, o := range bad {
		if _, err := (Game{}).NewState(o, 1); err == nil {
			t.Errorf("options %v accepted", o)
		}
	}
	good := []engine.Options{nil, {"players": "1", "traitor": "5", "discovery": "1"}, {"players": "5", "discovery": "01010"}}
	for _, o := range good {
		if _, err := (Game{}).NewState(o, 1); err != nil {
			t.Errorf("options %v: %v", o, err)
		}
	}
	s := newGame(t, nil, 1)
	if s.NumPlayers() != 2 || s.solo {
		t.Fatal("default is not 2 players")
	}
	if _, err := (Game{}).NewState(engine.Options{"players": "1", "traitor": "9"}, 1); err == nil || !strings.Contains(err.Error(), "traitor") {
		t.Errorf("error %v does not name the option", err)
	}
}
