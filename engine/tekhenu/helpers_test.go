package tekhenu

import (
	"strings"
	"testing"

	"nilegames/engine"
)

// setupDone starts a match of n players and makes every setup choice with
// the first legal action, up to the first player's first decision.
func setupDone(tb testing.TB, n int, seed uint64) *State {
	tb.Helper()
	return setupWith(tb, engine.Options{"players": itoa(n)}, seed)
}

// setupWith starts a match with opts and makes every setup choice with the
// first legal action, up to the first decision of turn 1.
func setupWith(tb testing.TB, opts engine.Options, seed uint64) *State {
	tb.Helper()
	st, err := Game{}.NewState(opts, seed)
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*State)
	for s.stage != stTurn {
		l := s.Legal(nil)
		if err := s.Apply(l[0]); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// blank is a match at turn 1 whose board is emptied for a hand-built
// scenario: no dice in sections (all in the bag), every player with no
// resources, no cards, 0 Scribes; the current player is seat 0.
func blank(tb testing.TB, n int) *State {
	tb.Helper()
	s := setupDone(tb, n, 1)
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] != locBox {
			s.dieLoc[d] = locBag
		}
	}
	for q := 0; q < n; q++ {
		pl := &s.p[q]
		keep := pl.Parts
		*pl = Player{VP: StartVP, Prod: [4]int8{2, 2, 2, 2}, Pop: StartPop, Happ: StartHapp, Destiny: -1,
			Start: [2]int8{-1, -1}, Dealt: [2]int8{-1, -1}}
		pl.Parts = [numSources]int16{}
		pl.Parts[srcStart] = StartVP
		_ = keep
	}
	for i := 0; i < n; i++ {
		s.order[i] = int8(i)
	}
	clearBuilt(s)
	s.row2Gold = true
	s.destinyOf = [4]int8{-1, -1, -1, -1}
	s.actIdx = 0
	s.tc = turnCtx{die: -1}
	s.nTasks, s.pending = 0, 0
	s.actor, s.phase = 0, PhTake
	return s
}

// die puts a die of colour c with value v in god g's section and returns
// its id.
func (s *State) testDie(tb testing.TB, c, g, v int) int {
	tb.Helper()
	for d := 0; d < NumDice; d++ {
		if int(dieColour[d]) == c && s.dieLoc[d] == locBag {
			s.dieLoc[d] = int8(g)
			s.dieVal[d] = int8(v)
			return d
		}
	}
	tb.Fatalf("no %s die left in the bag", colourCodes[c])
	return -1
}

// do applies the legal action whose ActionString is str.
func do(tb testing.TB, s *State, str string) {
	tb.Helper()
	for _, a := range s.Legal(nil) {
		if s.ActionString(a) == str {
			if err := s.Apply(a); err != nil {
				tb.Fatal(err)
			}
			return
		}
	}
	tb.Fatalf("%s is not legal in phase %s; legal: %s", str, s.phase, legalStrings(s))
}

// legal reports whether the action named str is legal now.
func legal(s *State, str string) bool {
	for _, a := range s.Legal(nil) {
		if s.ActionString(a) == str {
			return true
		}
	}
	return false
}

func legalStrings(s *State) string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.ActionString(a))
	}
	if len(out) > 40 {
		out = append(out[:40], "…")
	}
	return strings.Join(out, " ")
}

func take(d int, c string, mode string, v int) string {
	return "take:d" + itoa2(d) + ":" + c + ":" + mode + ":" + itoa2(v)
}

func itoa2(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

func eq(tb testing.TB, what string, got, want int) {
	tb.Helper()
	if got != want {
		tb.Errorf("%s = %d, want %d", what, got, want)
	}
}

// clearBuilt empties every built place: the Osiris districts, the People
// slots, the buildings round the temple, its columns and the gods' statues.
func clearBuilt(s *State) {
	for i := range s.osiris {
		s.osiris[i] = -1
	}
	for i := range s.people {
		s.people[i] = -1
	}
	for i := range s.tBuild {
		s.tBuild[i] = -1
	}
	for i := range s.temple {
		s.temple[i], s.templeRot[i], s.templeOwner[i] = 0, 0, -1
	}
	for g := range s.godStatue {
		s.godStatue[g] = [3]int8{-1, -1, -1}
	}
}
