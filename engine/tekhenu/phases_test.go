package tekhenu

import (
	"testing"

	"nilegames/engine"
)

// Random games reach every kind of decision: the conformance playouts
// then exercise them all.
func TestRandomGamesReachEveryPhase(t *testing.T) {
	var seen [PhOver + 1]int
	for n := 2; n <= 4; n++ {
		for seed := uint64(0); seed < 150; seed++ {
			st, _ := Game{}.NewState(engine.Options{"players": itoa(n)}, seed)
			s := st.(*State)
			rng := engine.NewRNG(seed)
			for !s.Terminal() {
				seen[s.phase]++
				l := s.Legal(nil)
				if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for ph := PhKeepDecree; ph < PhOver; ph++ {
		if seen[ph] == 0 {
			t.Errorf("phase %s never reached", ph)
		}
	}
	t.Logf("%v", seen)
}
