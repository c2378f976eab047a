package egizia

import (
	"testing"

	"nilegames/engine"
)

// BenchmarkLegalPlace: the placement generator on a round-1 river with a
// few ships placed (no allocation wanted).
func BenchmarkLegalPlace(b *testing.B) {
	s := setupDone(b, 4, 3)
	for _, a := range []engine.Action{at(3), aSlot + 0, at(9), at(12)} {
		mustApply(b, s, a)
	}
	buf := make([]engine.Action, 0, 128)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = s.legalPlace(buf[:0])
	}
}
