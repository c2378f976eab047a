package imhotep

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// Ship ids, for readable tests.
const (
	s4a = iota
	s4b
	s3a
	s3b
	s3c
	s2a
	s2b
	s1
)

// Seats as in the rulebook examples (the app's colour order).
const (
	black = 0
	white = 1
	brown = 2
	gray  = 3
)

// recorder keeps every event.
type recorder = enginetest.Recorder

// setup starts a match with seat 0 first, then clears the harbour so a
// test can choose its ships.
func setup(t *testing.T, np int, sides string, extra ...string) *State {
	t.Helper()
	opts := engine.Options{"players": fmt.Sprint(np), "sides": sides, "first": "0"}
	for i := 0; i+1 < len(extra); i += 2 {
		opts[extra[i]] = extra[i+1]
	}
	st, err := Game{}.NewState(opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	s.setShips(s4a, s4b, s3a, s2a)
	return s
}

// setShips makes ids the round's ships, all empty in the harbour.
func (s *State) setShips(ids ...int) {
	s.shipIn, s.shipGone, s.siteUsed, s.sailed = 0, 0, 0, 0
	for i := range s.slots {
		s.slots[i] = emptyShip
	}
	for _, id := range ids {
		s.shipIn |= 1 << id
	}
}

// loadShip puts stones of the given owners on ship id, bow first (-1 =
// empty slot). The stones are not taken from anywhere.
func (s *State) loadShip(id int, owners ...int) {
	for k, o := range owners {
		s.slots[id][k] = int8(o)
	}
}

// markSailed makes ship id count as sailed to site, without unloading.
func (s *State) markSailed(id int, site Site) {
	s.shipGone |= 1 << id
	s.shipDest[id] = int8(site)
	s.siteUsed |= 1 << site
	s.sailed++
}

// setMarket sets the face-up spaces (NoCard for empty).
func (s *State) setMarket(cards ...Card) {
	for i := range s.face {
		s.face[i] = noCard
		if i < len(cards) {
			s.face[i] = int8(cards[i])
		}
	}
}

// setDeck replaces the market deck; cards[0] is drawn first.
func (s *State) setDeck(cards ...Card) {
	s.deckN = int8(len(cards))
	for i, c := range cards {
		s.deck[len(cards)-1-i] = int8(c)
	}
}

// setStones sets a seat's sled and quarry.
func (s *State) setStones(p, sled, quarry int) {
	s.sled[p], s.quarry[p] = int8(sled), int8(quarry)
}

// legalStrings names the legal actions.
func legalStrings(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.ActionString(a))
	}
	return out
}

func isLegalString(s *State, name string) bool {
	for _, n := range legalStrings(s) {
		if n == name {
			return true
		}
	}
	return false
}

// play applies the legal action named name for the expected seat.
func play(t *testing.T, s *State, seat int, name string) {
	t.Helper()
	if cp := s.CurrentPlayer(); cp != seat {
		t.Fatalf("%q: current player is %d, want %d\n%s", name, cp, seat, s)
	}
	for _, a := range s.Legal(nil) {
		if s.ActionString(a) == name {
			if err := s.Apply(a); err != nil {
				t.Fatalf("%q: %v", name, err)
			}
			return
		}
	}
	t.Fatalf("%q is not legal; legal: %s\n%s", name, strings.Join(legalStrings(s), ", "), s)
}

func wantInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

func points(s *State, p, part int) int { return int(s.parts[p][part]) }
