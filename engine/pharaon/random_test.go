package pharaon

import (
	"testing"

	"nilegames/engine"
)

// 300 random games per player count (solo at every Traitor level, some
// seats in Discovery) end without an error, every legal action accepted,
// within MaxActions.
func TestRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 30
	}
	max := Game{}.Info().MaxActions
	var buf []engine.Action
	for n := 1; n <= 5; n++ {
		for g := 0; g < games; g++ {
			opts := engine.Options{"players": itoa(n)}
			if n == 1 {
				opts["traitor"] = itoa(g % 6)
			}
			if g%3 == 1 {
				d := []byte("00000")[:n]
				d[g%n] = '1'
				opts["discovery"] = string(d)
			}
			s := newGame(t, opts, uint64(g+1000*n))
			r := engine.NewRNG(uint64(g))
			steps := 0
			for !s.Terminal() {
				buf = s.Legal(buf)
				if len(buf) == 0 {
					t.Fatalf("%v seed %d: no legal action in %s", opts, g+1000*n, s.phase)
				}
				a := buf[r.IntN(len(buf))]
				if err := s.Apply(a); err != nil {
					t.Fatalf("%v seed %d step %d: %s refused: %v", opts, g+1000*n, steps, s.ActionString(a), err)
				}
				if steps++; steps > max {
					t.Fatalf("%v seed %d: beyond MaxActions", opts, g+1000*n)
				}
			}
			if len(s.Winners()) == 0 || s.round != NumRounds {
				t.Fatalf("%v: ended in round %d, winners %v", opts, s.round, s.Winners())
			}
		}
	}
}
