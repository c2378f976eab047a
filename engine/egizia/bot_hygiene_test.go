package egizia

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai/aitest"
	"nilegames/engine/enginetest"
)

// §11.1: the AI must not peek. Two states that differ only in what the
// deciding seat cannot see (the others' Sphinx hands and setup pairs, the
// Sphinx deck where the seat does not know it, the Nile decks' order)
// give the same decision with the same seed.
func TestSpec11_1BotHygiene(t *testing.T) {
	aitest.BotHygiene(t, aitest.Hygiene{
		Game:    Game{},
		Players: []int{2, 3, 4},
		Seeds:   3,
		Plies:   func(n int, seed uint64) int { return int(seed*37+uint64(n)*11) % 140 },
		Trivial: func(s engine.State) bool { return len(s.Legal(nil)) < 2 },
		Reshuffle: func(s engine.State, v int, seed uint64) enginetest.HiddenState {
			return reshuffleHidden(s.(*State), v, seed)
		},
		Phase: func(s engine.State) string { return s.(*State).phase.String() },
	})
}
