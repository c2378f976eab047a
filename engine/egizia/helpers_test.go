package egizia

import (
	"strconv"
	"testing"

	"nilegames/engine"
)

// Shared test helpers (CORE; any part may use them).

func itoa(n int) string { return strconv.Itoa(n) }

// newGame starts a match of n players with seed.
func newGame(tb testing.TB, n int, seed uint64) *State {
	tb.Helper()
	st, err := Game{}.NewState(engine.Options{"players": itoa(n)}, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return st.(*State)
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

// setupDone starts a match of n players and keeps each seat's first setup
// Sphinx card, up to round 1's first placement.
func setupDone(tb testing.TB, n int, seed uint64) *State {
	tb.Helper()
	s := newGame(tb, n, seed)
	for s.phase == PhSetupSphinx {
		mustApply(tb, s, aKeepSetup)
	}
	return s
}

// quiet is a simple default choice: close windows and builds, pass in
// Place ships, confirm the feeding, decline builds, keep nothing, and the
// first legal action otherwise (never an Anytime action when avoidable).
func quiet(s *State, legal []engine.Action) engine.Action {
	for _, want := range [...]engine.Action{aPass, aDone, aFeed, aDecline, aKeep, aGleanPoint} {
		for _, a := range legal {
			if a == want {
				return a
			}
		}
	}
	return legal[0]
}

// playUntil applies choose's action until stop holds (or the game ends),
// at most 20000 actions.
func playUntil(tb testing.TB, s *State, stop func(*State) bool, choose func(*State, []engine.Action) engine.Action) {
	tb.Helper()
	var buf []engine.Action
	for k := 0; !stop(s) && !s.Terminal(); k++ {
		if k > 20000 {
			tb.Fatalf("playUntil: no end after %d actions (phase %s)", k, s.phase)
		}
		buf = s.Legal(buf)
		mustApply(tb, s, choose(s, buf))
	}
}

// randomChoice picks uniformly with rng.
func randomChoice(rng *engine.RNG) func(*State, []engine.Action) engine.Action {
	return func(_ *State, l []engine.Action) engine.Action { return l[rng.IntN(len(l))] }
}

// atStep plays quietly (everyone passes at once, builds nothing) from a
// fresh n-player match to the first decision of step (StepPlace,
// StepProduce, StepFeed, StepBuild, StepEnd...) in round r.
func atStep(tb testing.TB, n int, seed uint64, r, step int) *State {
	tb.Helper()
	s := setupDone(tb, n, seed)
	playUntil(tb, s, func(s *State) bool { return int(s.round) == r && int(s.step) >= step }, quiet)
	return s
}

// giveCards hands seat the Nile cards ids (as if gained, without their effects).
func giveCards(s *State, seat int, ids ...int) {
	for _, id := range ids {
		s.pl[seat].Cards |= 1 << uint(id-1)
	}
}

// giveBonus hands seat bonus tiles gs.
func giveBonus(s *State, seat int, gs ...int) {
	for _, g := range gs {
		s.pl[seat].Bonus |= 1 << uint(g)
	}
}
