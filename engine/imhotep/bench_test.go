package imhotep

import (
	"testing"

	"nilegames/engine"
)

// benchGames plays uniformly random games to the end, as a playout does,
// and reports games per second.
func benchGames(b *testing.B, opts engine.Options) {
	b.ReportAllocs()
	r := engine.NewRNG(1)
	legal := make([]engine.Action, 0, 256)
	actions := 0
	for i := 0; i < b.N; i++ {
		st, err := Game{}.NewState(opts, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Terminal() {
			legal = st.Legal(legal)
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	sec := b.Elapsed().Seconds()
	if sec > 0 {
		b.ReportMetric(float64(b.N)/sec, "games/s")
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

func BenchmarkRandomGame(b *testing.B) {
	b.Run("4p-AAAAA", func(b *testing.B) { benchGames(b, engine.Options{"players": "4"}) })
	b.Run("4p-BBBBB", func(b *testing.B) { benchGames(b, engine.Options{"players": "4", "sides": "BBBBB"}) })
	b.Run("4p-ABABA", func(b *testing.B) { benchGames(b, engine.Options{"players": "4", "sides": "ABABA", "wrath": "true"}) })
	b.Run("2p-BAABB", func(b *testing.B) { benchGames(b, engine.Options{"players": "2", "sides": "BAABB"}) })
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
