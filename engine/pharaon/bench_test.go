package pharaon

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// BenchmarkRandomGame plays uniformly random games to the end, as a
// playout does, and reports games per second (5 players, the longest).
func BenchmarkRandomGame(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "5"})
}

func BenchmarkRandomGame2p(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "2"})
}

func BenchmarkRandomGameSolo(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "1", "traitor": "2"})
}

// BenchmarkCloneApply is the MCTS pattern: clone a mid-game state, then
// play one action on the copy.
func BenchmarkCloneApply(b *testing.B) { enginetest.BenchCloneApply(b, midGame(b)) }

func BenchmarkDeterminize(b *testing.B) { enginetest.BenchDeterminize(b, midGame(b)) }

// midGame is a 5-player random game played halfway.
func midGame(b *testing.B) *State {
	opts := engine.Options{"players": "5"}
	full := enginetest.RandomAt(b, Game{}, opts, 3, 1<<30)
	return enginetest.RandomAt(b, Game{}, opts, 3, len(full.History())/2).(*State)
}
