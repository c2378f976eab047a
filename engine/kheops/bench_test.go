package kheops

import (
	"testing"

	"nilegames/engine"
)

// BenchmarkRandomGame plays uniformly random games to the end, as a
// playout does, and reports games per second.
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	r := engine.NewRNG(1)
	legal := make([]engine.Action, 0, 256)
	actions := 0
	for i := 0; i < b.N; i++ {
		st, err := Game{}.NewState(nil, uint64(i))
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
	if sec := b.Elapsed().Seconds(); sec > 0 {
		b.ReportMetric(float64(b.N)/sec, "games/s")
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkCloneApply is the MCTS pattern: clone a mid-game state, then
// play one action on the copy.
func BenchmarkCloneApply(b *testing.B) {
	s := midGame(b, 3, 30)
	legal := s.Legal(nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := s.Clone()
		_ = c.Apply(legal[i%len(legal)])
	}
}

func BenchmarkEstimate(b *testing.B) {
	s := midGame(b, 3, 45)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = s.Estimate()
	}
}

func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b, 3, 30)
	r := engine.NewRNG(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = s.Determinize(s.CurrentPlayer(), &r)
	}
}

// midGame plays n random actions from seed.
func midGame(tb testing.TB, seed uint64, n int) *State {
	st, err := Game{}.NewState(nil, seed)
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*State)
	r := engine.NewRNG(seed)
	var legal []engine.Action
	for i := 0; i < n && !s.Terminal(); i++ {
		legal = s.Legal(legal)
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}
