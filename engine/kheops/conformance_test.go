package kheops

import (
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

var conformanceOptions = []engine.Options{nil, {"players": "2"}}

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{Options: conformanceOptions, Playouts: 6, Seed: 1})
}

func FuzzConformance(f *testing.F) {
	enginetest.Fuzz(f, Game{}, conformanceOptions)
}

// The rollout policy returns legal actions, and every legal action can
// come out of it (it draws uniformly).
func TestRolloutActionIsLegal(t *testing.T) {
	rng := engine.NewRNG(3)
	for seed := uint64(0); seed < 20; seed++ {
		st, _ := Game{}.NewState(nil, seed)
		s := st.(*State)
		for !s.Terminal() {
			legal := s.Legal(nil)
			seen := map[engine.Action]bool{}
			for i := 0; i < 40*len(legal) && len(seen) < len(legal); i++ {
				a := s.RolloutAction(&rng, nil)
				if !slices.Contains(legal, a) {
					t.Fatalf("seed %d: rollout action %s is not legal\n%s", seed, s.ActionString(a), s)
				}
				seen[a] = true
			}
			if len(legal) <= 60 && len(seen) != len(legal) {
				t.Fatalf("seed %d: rollout drew %d of %d legal actions", seed, len(seen), len(legal))
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
