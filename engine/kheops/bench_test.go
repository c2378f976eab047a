package kheops

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// BenchmarkRandomGame plays uniformly random games to the end, as a
// playout does, and reports games per second.
func BenchmarkRandomGame(b *testing.B) { enginetest.BenchRandomGames(b, Game{}, nil) }

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
	return enginetest.RandomAt(tb, Game{}, nil, seed, n).(*State)
}
