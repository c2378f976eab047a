package imhotep

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// BenchmarkRandomGame plays uniformly random games to the end, as a
// playout does, and reports games per second.
func BenchmarkRandomGame(b *testing.B) {
	for _, c := range []struct {
		name string
		opts engine.Options
	}{
		{"4p-AAAAA", engine.Options{"players": "4"}},
		{"4p-BBBBB", engine.Options{"players": "4", "sides": "BBBBB"}},
		{"4p-ABABA", engine.Options{"players": "4", "sides": "ABABA", "wrath": "true"}},
		{"2p-BAABB", engine.Options{"players": "2", "sides": "BAABB"}},
	} {
		b.Run(c.name, func(b *testing.B) { enginetest.BenchRandomGames(b, Game{}, c.opts) })
	}
}

// BenchmarkCloneApply is the MCTS pattern: clone a mid-game state, then
// play one action on the copy.
func BenchmarkCloneApply(b *testing.B) {
	st, _ := Game{}.NewState(engine.Options{"players": "4"}, 3)
	r := engine.NewRNG(2)
	var legal []engine.Action
	for i := 0; i < 60 && !st.Terminal(); i++ {
		legal = st.Legal(legal)
		_ = st.Apply(legal[r.IntN(len(legal))])
	}
	legal = st.Legal(legal)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := st.Clone()
		_ = c.Apply(legal[i%len(legal)])
	}
}
