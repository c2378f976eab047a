package tekhenu

import (
	"testing"

	"nilegames/engine"
)

// Random games end, for every player count, within MaxActions.
func TestSmokeRandomGames(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for seed := uint64(1); seed <= 30; seed++ {
			st, err := Game{}.NewState(engine.Options{"players": itoa(n)}, seed)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			rng := engine.NewRNG(seed)
			var buf []engine.Action
			steps := 0
			for !s.Terminal() {
				buf = s.Legal(buf)
				if len(buf) == 0 {
					t.Fatalf("players %d seed %d: no legal action\n%s", n, seed, s)
				}
				a := buf[rng.IntN(len(buf))]
				if err := s.Apply(a); err != nil {
					t.Fatalf("players %d seed %d: %v\n%s", n, seed, err, s)
				}
				if steps++; steps > maxActions {
					t.Fatalf("players %d seed %d: too long\n%s", n, seed, s)
				}
			}
			if s.turn != 17 || s.judgments != 4 || s.scorings != 2 || s.rotations != 8 {
				t.Fatalf("players %d seed %d: ended at turn %d judgments %d scorings %d rotations %d", n, seed, s.turn, s.judgments, s.scorings, s.rotations)
			}
		}
	}
}

func itoa(n int) string { return string(rune('0' + n)) }
