package pharaon

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai/aitest"
	"nilegames/engine/enginetest"
)

// §11.1: the AI must not peek. Two states that differ only in what the
// deciding seat cannot see (the Noble and Artisan deck orders, the
// others' setup Nobles, the Jar pile and the Traitor's pile, the bag's
// future draws) give the same decision with the same seed.
func TestSpec11_1BotHygiene(t *testing.T) {
	aitest.BotHygiene(t, aitest.Hygiene{
		Game:    Game{},
		Players: []int{1, 2, 3, 4, 5},
		Seeds:   2,
		Plies:   func(n int, seed uint64) int { return int(seed*53+uint64(n)*17) % 160 },
		Trivial: func(s engine.State) bool { return len(s.(*State).Candidates(nil)) < 2 },
		Reshuffle: func(s engine.State, v int, seed uint64) enginetest.HiddenState {
			return reshuffleHidden(s.(*State), v, seed)
		},
		Phase: func(s engine.State) string { return s.(*State).phase.String() },
	})
}
