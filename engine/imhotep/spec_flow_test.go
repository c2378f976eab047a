package imhotep

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/engine"
)

func TestOptions(t *testing.T) {
	bad := []engine.Options{
		{"players": "1"},
		{"players": "5"},
		{"players": "four"},
		{"sides": "AAAA"},
		{"sides": "AAAAC"},
		{"wrath": "maybe"},
		{"players": "3", "first": "3"},
		{"first": "-1"},
		{"colour": "red"},
	}
	for _, o := range bad {
		if _, err := (Game{}).NewState(o, 1); err == nil {
			t.Errorf("options %v accepted", o)
		}
	}
	st, err := Game{}.NewState(engine.Options{"players": "3", "sides": "abBaB", "wrath": "true", "first": "2"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if s.sideB != [NumSites]bool{false, true, true, false, true} || !s.wrath || s.first != 2 || s.np != 3 {
		t.Errorf("options read wrong: sides %v wrath %v first %d np %d", s.sideB, s.wrath, s.first, s.np)
	}
}

// §3.9: 2/3/4/5 stones from the first player clockwise; quarry 29 minus.
func TestSpec3_StartingStones(t *testing.T) {
	for np := 2; np <= 4; np++ {
		for first := 0; first < np; first++ {
			st, err := Game{}.NewState(engine.Options{"players": fmt.Sprint(np), "first": fmt.Sprint(first)}, 9)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			for i := 0; i < np; i++ {
				p := (first + i) % np
				want := []int{2, 3, 4, 5}[i]
				wantInt(t, fmt.Sprintf("%dp first %d: sled of seat %d", np, first, p), int(s.sled[p]), want)
				wantInt(t, fmt.Sprintf("%dp first %d: quarry of seat %d", np, first, p), int(s.quarry[p]), 29-want)
			}
			wantInt(t, "current player", s.CurrentPlayer(), first)
		}
	}
	// Without "first" the first player is drawn from the seed: every seat
	// comes up over a few seeds.
	seen := map[int]bool{}
	for seed := uint64(0); seed < 60; seed++ {
		st, _ := Game{}.NewState(engine.Options{"players": "4"}, seed)
		seen[st.CurrentPlayer()] = true
	}
	if len(seen) != 4 {
		t.Errorf("random first player over 60 seeds took only %v", seen)
	}
}

// §3.5 and §4.1: the round card's ships, the market dealt, one round card
// of seven removed unseen.
func TestSpec4_1_RoundStart(t *testing.T) {
	removed := map[int8]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		np := 2 + int(seed%3)
		st, _ := Game{}.NewState(engine.Options{"players": fmt.Sprint(np)}, seed)
		s := st.(*State)
		var all [7]bool
		for _, c := range s.roundCards {
			all[c] = true
		}
		if all != [7]bool{true, true, true, true, true, true, true} {
			t.Fatalf("round cards %v are not the 7 cards", s.roundCards)
		}
		removed[s.roundCards[6]] = true
		wantInt(t, "round", s.Round(), 1)
		ids := RoundCardShips(np, int(s.roundCards[0]))
		var mask uint8
		for _, id := range ids {
			mask |= 1 << id
		}
		if s.shipIn != mask || s.shipGone != 0 {
			t.Fatalf("ships %08b, want %08b from card %v", s.shipIn, mask, RoundCards[np-2][s.roundCards[0]])
		}
		caps := map[int]int{}
		for _, id := range s.RoundShips() {
			caps[Ships[id].Capacity]++
		}
		wantCaps := map[int]int{}
		for _, c := range RoundCards[np-2][s.roundCards[0]] {
			wantCaps[c]++
		}
		if fmt.Sprint(caps) != fmt.Sprint(wantCaps) {
			t.Fatalf("ship capacities %v, want %v", caps, wantCaps)
		}
		for i, c := range s.face {
			if c == noCard {
				t.Fatalf("market space %d empty at start", i)
			}
		}
		wantInt(t, "deck after dealing 4", int(s.deckN), 30)
		wantInt(t, "discard", int(s.discN), 0)
	}
	if len(removed) < 4 {
		t.Errorf("removed round card is not random: %v", removed)
	}
}

// §4.1 Market B: 3 face up and a face-down pair; deck shortages.
func TestSpec4_1_MarketBPair(t *testing.T) {
	st, _ := Game{}.NewState(engine.Options{"players": "4", "sides": "BAAAA"}, 3)
	s := st.(*State)
	for i := 0; i < 3; i++ {
		if s.face[i] == noCard {
			t.Errorf("face-up space %d empty", i)
		}
	}
	if s.face[3] != noCard {
		t.Errorf("side B has a 4th face-up card")
	}
	if s.pair[0] == noCard || s.pair[1] == noCard {
		t.Errorf("pair %v not dealt", s.pair)
	}
	wantInt(t, "deck", int(s.deckN), 29)

	// A new round with 4 cards left and an empty discard: 3 face up and a
	// single-card pair; with 2 left: 2 face up, no pair.
	for _, tc := range []struct{ left, face, pair int }{{4, 3, 1}, {2, 2, 0}, {0, 0, 0}} {
		s := setup(t, 4, "BAAAA")
		s.discN = 0
		s.setDeck([]Card{Statue, Lever, Hammer, Chisel}[:tc.left]...)
		s.round = 1
		s.startRound(0)
		face, pair := s.Market()
		n := 0
		for _, c := range face {
			if c != NoCard {
				n++
			}
		}
		wantInt(t, fmt.Sprintf("%d left: face-up", tc.left), n, tc.face)
		wantInt(t, fmt.Sprintf("%d left: pair", tc.left), pair, tc.pair)
	}

	// Deck exhausted mid-deal: the discard is reshuffled, then dealing goes on.
	s = setup(t, 4, "BAAAA")
	s.setDeck(Statue)
	s.discN = 0
	for _, c := range []Card{Lever, Lever, Sail, Sail, Chisel} {
		s.discard(int8(c), allSeen)
	}
	r := &recorder{}
	s.SetRecorder(r)
	s.round = 1
	s.startRound(0)
	if s.face[0] != int8(Statue) {
		t.Errorf("first card dealt %v, want the statue left in the deck", s.face[0])
	}
	_, pair := s.Market()
	wantInt(t, "pair after reshuffle", pair, 2)
	wantInt(t, "deck after reshuffle and dealing 5", int(s.deckN), 1)
	wantInt(t, "discard after reshuffle", int(s.discN), 0)
	if !strings.Contains(strings.Join(r.Names(), " "), "deck_reshuffled") {
		t.Errorf("no reshuffle event: %v", r.Names())
	}
}

// §4.2: the round ends as soon as the 4th ship is unloaded; §4.3 cleanup.
func TestSpec4_2_RoundEndsAtFourthShip(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.markSailed(s4b, Pyramid)
	s.markSailed(s3a, Burial)
	s.markSailed(s2a, Obelisks)
	s.loadShip(s4a, 1, 2, 3, -1)
	s.templeN = 0
	s.setMarket(Statue, Lever, NoCard, NoCard)
	discBefore := s.discN
	play(t, s, 0, "sail S4a temple")
	// Round 2 has begun: the temple was scored (3 stones visible), the old
	// market discarded, new ships in the harbour, the next first player 1.
	wantInt(t, "round", s.Round(), 2)
	for p := 1; p <= 3; p++ {
		wantInt(t, fmt.Sprintf("temple points of %d", p), points(s, p, partTemple), 1)
	}
	wantInt(t, "discard grew by the 2 market cards", int(s.discN-discBefore), 2)
	wantInt(t, "sailed", int(s.sailed), 0)
	wantInt(t, "current player", s.CurrentPlayer(), 1)
	if s.shipGone != 0 || s.siteUsed != 0 {
		t.Errorf("harbour not reset: gone %08b sites %05b", s.shipGone, s.siteUsed)
	}
}

// §4.3 step 3 and §11.19: the next first player sits left of whoever sailed
// the 4th ship, also with a blue card.
func TestSpec4_3_NextFirstPlayer(t *testing.T) {
	for _, tc := range []struct {
		sailer int
		action string
		card   Card
	}{
		{2, "sail S4a temple", NoCard},
		{3, "sail S4a temple", NoCard},
		{1, "lever S4a temple", Lever},
		{0, "sailcard S4a 3 temple", Sail},
	} {
		s := setup(t, 4, "AAAAA")
		s.markSailed(s4b, Pyramid)
		s.markSailed(s3a, Burial)
		s.markSailed(s2a, Obelisks)
		s.loadShip(s4a, 2, 2, 2, -1) // one colour: the Lever order is forced
		s.turn = int8(tc.sailer)
		if tc.card != NoCard {
			s.cards[tc.sailer][tc.card] = 1
		}
		play(t, s, tc.sailer, tc.action)
		wantInt(t, tc.action+" by "+fmt.Sprint(tc.sailer)+": next first", int(s.first), (tc.sailer+1)%4)
		wantInt(t, "turn", s.CurrentPlayer(), (tc.sailer+1)%4)
		wantInt(t, "round", s.Round(), 2)
	}
}

// §4.3 cleanup on Market B: an untaken pair is discarded unseen by all.
func TestSpec4_3_CleanupHiddenPair(t *testing.T) {
	s := setup(t, 4, "BAAAA")
	s.pair = [2]int8{int8(Statue), int8(Lever)}
	s.setMarket(Hammer, NoCard, NoCard)
	s.markSailed(s4b, Pyramid)
	s.markSailed(s3a, Burial)
	s.markSailed(s2a, Obelisks)
	s.loadShip(s4a, 1, 2, 3, -1)
	n := s.discN
	play(t, s, 0, "sail S4a temple")
	wantInt(t, "discarded", int(s.discN-n), 3)
	var hidden, public int
	for i := n; i < s.discN; i++ {
		if s.discSeen[i] == 0 {
			hidden++
		} else if s.discSeen[i] == allSeen {
			public++
		}
	}
	wantInt(t, "pair cards discarded unseen", hidden, 2)
	wantInt(t, "face-up card discarded seen", public, 1)
}
