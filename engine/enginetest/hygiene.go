package enginetest

import (
	"testing"

	"nilegames/engine"
)

// HiddenState is a state that can render what one seat may see.
type HiddenState interface {
	engine.State
	PublicStringer
}

// SamePublic fails when o shows viewer something s does not: o must
// differ from s only in what viewer cannot see. what names the case.
func SamePublic(tb testing.TB, s, o HiddenState, viewer int, what string) {
	tb.Helper()
	if o.PublicString(viewer) != s.PublicString(viewer) {
		tb.Fatalf("%s: the reshuffle changed what seat %d sees", what, viewer)
	}
}

// DeterminizeHygiene checks the AI cannot peek through Determinize: s and
// o differ only in what viewer cannot see, so with the same rng (seeded
// by seed) they must give the same copy, and the two copies must then
// play the same random game of up to plies actions.
func DeterminizeHygiene(tb testing.TB, s, o HiddenState, viewer int, seed uint64, plies int, what string) {
	tb.Helper()
	SamePublic(tb, s, o, viewer, what)
	r1, r2 := engine.NewRNG(seed), engine.NewRNG(seed)
	a := s.Determinize(viewer, &r1)
	b := o.Determinize(viewer, &r2)
	if a.String() != b.String() {
		tb.Fatalf("%s: Determinize depends on hidden information\n%s\n---\n%s", what, a, b)
	}
	PlayTogether(tb, a, b, seed, plies, what)
	if a.String() != b.String() {
		tb.Fatalf("%s: the determinized copies diverge in play", what)
	}
}

// PlayTogether plays the same random game (from seed, up to plies actions)
// on a and b, and fails when b refuses an action a took.
func PlayTogether(tb testing.TB, a, b engine.State, seed uint64, plies int, what string) {
	tb.Helper()
	rng := engine.NewRNG(seed)
	for k := 0; k < plies && !a.Terminal(); k++ {
		l := a.Legal(nil)
		x := l[rng.IntN(len(l))]
		if err := a.Apply(x); err != nil {
			tb.Fatal(err)
		}
		if err := b.Apply(x); err != nil {
			tb.Fatalf("%s: copies diverge: %v", what, err)
		}
	}
}

// SameDecisions checks the AI cannot peek at all: s and o differ only in
// what the deciding seat cannot see, so each bot named must choose the
// same action in both. choose plays one bot on one state with a fixed seed.
func SameDecisions(tb testing.TB, s, o engine.State, bots []string, choose func(bot string, s engine.State) engine.Action, what string) {
	tb.Helper()
	for _, name := range bots {
		if a, b := choose(name, s), choose(name, o); a != b {
			tb.Errorf("%s %s: decision changed with hidden information: %s vs %s", what, name, s.ActionString(a), s.ActionString(b))
		}
	}
}
