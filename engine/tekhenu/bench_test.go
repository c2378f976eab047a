package tekhenu

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// BenchmarkRandomGame plays uniformly random games to the end, as a
// playout does, and reports games per second (4 players, the longest).
func BenchmarkRandomGame(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "4"})
}

func BenchmarkRandomGame2p(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "2"})
}

// BenchmarkCloneApply is the MCTS pattern: clone a mid-game state, then
// play one action on the copy.
func BenchmarkCloneApply(b *testing.B) {
	enginetest.BenchCloneApply(b, enginetest.RandomAt(b, Game{}, engine.Options{"players": "4"}, 3, 120))
}

func BenchmarkDeterminize(b *testing.B) {
	enginetest.BenchDeterminize(b, enginetest.RandomAt(b, Game{}, engine.Options{"players": "4"}, 3, 120))
}
