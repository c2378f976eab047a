// Package aitest holds the checks the games' tests share that need the
// bots (engine/enginetest cannot import engine/ai: ai's tests import it).
package aitest

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai"
	"nilegames/engine/enginetest"
)

// Hygiene describes where BotHygiene looks for hidden information.
type Hygiene struct {
	Game    engine.Game
	Players []int
	Seeds   uint64 // seeds 1..Seeds for each player count
	// Plies is how many random plies into game (n players, seed) to look.
	Plies func(n int, seed uint64) int
	// Trivial says a position has too few choices to test: the first
	// legal action is played until it says no.
	Trivial func(s engine.State) bool
	// Reshuffle changes everything viewer cannot see, from seed.
	Reshuffle func(s engine.State, viewer int, seed uint64) enginetest.HiddenState
	// Phase names a position's kind: the check wants two kinds at least.
	Phase func(s engine.State) string
}

// BotHygiene checks the AI does not peek: at each position, with the deck,
// bag and other hidden things reshuffled (the seat to play sees the same),
// the greedy, easy and hard bots (normal under -short) choose the same
// action with the same seed. At least 6 positions in two phases must have
// had something hidden to change.
func BotHygiene(t *testing.T, h Hygiene) {
	t.Helper()
	bots := []string{"greedy", "easy", "hard"}
	if testing.Short() {
		bots[2] = "normal"
	}
	choose := func(name string, s engine.State) engine.Action {
		bot, err := ai.New(name)
		if err != nil {
			t.Fatal(err)
		}
		return ai.Choose(bot, s, 5)
	}
	phases := map[string]bool{}
	checked := 0
	for _, n := range h.Players {
		for seed := uint64(1); seed <= h.Seeds; seed++ {
			s := enginetest.RandomAt(t, h.Game, engine.Options{"players": fmt.Sprint(n)}, seed, h.Plies(n, seed)).(enginetest.HiddenState)
			for !s.Terminal() && h.Trivial(s) {
				if err := s.Apply(s.Legal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			if s.Terminal() {
				continue
			}
			v := s.CurrentPlayer()
			o := h.Reshuffle(s, v, seed+50)
			if o.String() == s.String() {
				continue
			}
			what := fmt.Sprintf("players %d seed %d", n, seed)
			enginetest.SamePublic(t, s, o, v, what)
			checked++
			phases[h.Phase(s)] = true
			enginetest.SameDecisions(t, s, o, bots, choose, what)
		}
	}
	if checked < 6 || len(phases) < 2 {
		t.Errorf("only %d positions in phases %v had anything hidden to change", checked, phases)
	}
}
