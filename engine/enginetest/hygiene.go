package enginetest

import (
	"fmt"
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

// HygieneSweep describes DeterminizeSweep's positions.
type HygieneSweep struct {
	Game    engine.Game
	Players []int
	Seeds   uint64 // seeds 1..Seeds for each player count
	// Plies is how many random plies into game (n players, seed) to look.
	Plies func(n int, seed uint64) int
	// Reshuffle changes everything viewer cannot see, from seed.
	Reshuffle func(s engine.State, viewer int, seed uint64) HiddenState
	// Phase names a position's kind.
	Phase func(s engine.State) string
	// Replay is how many plies the two determinized copies play on.
	Replay int
	// MinShare is the share of positions that must have had something
	// hidden to change (0: three quarters).
	MinShare float64
}

// DeterminizeSweep runs DeterminizeHygiene at random positions of games
// of each player count, the viewer being the seat to play, and returns
// the phases seen. A share of the positions (MinShare) must have had
// something hidden to change, or the sweep proved little.
func DeterminizeSweep(t *testing.T, h HygieneSweep) map[string]bool {
	t.Helper()
	phases := map[string]bool{}
	differed, checked := 0, 0
	for _, n := range h.Players {
		for seed := uint64(1); seed <= h.Seeds; seed++ {
			s := RandomAt(t, h.Game, engine.Options{"players": fmt.Sprint(n)}, seed, h.Plies(n, seed)).(HiddenState)
			if s.Terminal() {
				continue
			}
			v := s.CurrentPlayer()
			o := h.Reshuffle(s, v, seed+100)
			if o.String() != s.String() {
				differed++
			}
			ph := h.Phase(s)
			DeterminizeHygiene(t, s, o, v, seed, h.Replay, fmt.Sprintf("players %d seed %d phase %s", n, seed, ph))
			phases[ph] = true
			checked++
		}
	}
	share := h.MinShare
	if share == 0 {
		share = 0.75
	}
	if float64(differed) < share*float64(checked) {
		t.Errorf("only %d of %d positions had anything hidden to change", differed, checked)
	}
	return phases
}
