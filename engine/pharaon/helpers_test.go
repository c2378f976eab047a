package pharaon

import (
	"strconv"
	"testing"

	"nilegames/engine"
)

func itoa(n int) string { return strconv.Itoa(n) }

// newGame starts a match with opts and seed.
func newGame(tb testing.TB, opts engine.Options, seed uint64) *State {
	tb.Helper()
	st, err := Game{}.NewState(opts, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return st.(*State)
}

// setupDone starts a match of n players (1 = solo) and makes every §3.2
// choice with the first legal action, up to round 1's first decision.
func setupDone(tb testing.TB, n int, seed uint64) *State {
	tb.Helper()
	s := newGame(tb, engine.Options{"players": itoa(n)}, seed)
	for s.round == 0 {
		mustApply(tb, s, s.Legal(nil)[0])
	}
	stripPowers(s)
	return s
}

// stripPowers takes away the Nobles whose powers would add decisions to a
// flow scenario ([17]–[20]; the General stays, its tests want it).
func stripPowers(s *State) {
	for q := range s.pl {
		s.pl[q].Nobles &^= 0xf << (NWiseWoman - 1)
	}
}

func mustApply(tb testing.TB, s *State, a engine.Action) {
	tb.Helper()
	if err := s.Apply(a); err != nil {
		tb.Fatalf("%s: %v", s.ActionString(a), err)
	}
}

// has reports whether a is legal in s.
func has(s *State, a engine.Action) bool {
	for _, x := range s.Legal(nil) {
		if x == a {
			return true
		}
	}
	return false
}

// passNow passes the current player with the first Jar offered (or none),
// then ends its turn if it is left in PhEnd.
func passNow(tb testing.TB, s *State) {
	tb.Helper()
	if s.phase != PhTurn {
		tb.Fatalf("passNow in phase %s", s.phase)
	}
	for _, a := range s.Legal(nil) {
		if in(a, aPass, MaxPlayers) || a == aPassNoJar {
			q := s.actor
			mustApply(tb, s, a)
			if s.phase == PhPyramid && s.actor == q { // the General's gain
				mustApply(tb, s, s.Legal(nil)[0])
			}
			finishTurn(tb, s)
			return
		}
	}
	tb.Fatal("no pass action")
}

// finishTurn resolves any decision left in the current turn with the first
// legal action, until a new turn begins (PhTurn, PhPyramid) or the game ends.
func finishTurn(tb testing.TB, s *State) {
	tb.Helper()
	for k := 0; k < 50 && s.phase != PhTurn && s.phase != PhPyramid && s.phase != PhOver; k++ {
		l := s.Legal(nil)
		a := l[0]
		if s.phase == PhEnd {
			a = aEndTurn
		}
		mustApply(tb, s, a)
	}
}

// resCount is the total of a seat's resources (base + Silver).
func resCount(p *Player) int {
	t := 0
	for _, r := range p.Res {
		t += int(r)
	}
	return t
}

// onWheel counts the tokens of colour c's segment.
func (s *State) onWheel(c int) int {
	k := 0
	for i := 0; i < 4; i++ {
		if s.slots[c][i] != wheelEmpty {
			k++
		}
	}
	return k
}
