package egizia

import (
	"testing"

	"nilegames/engine"
)

// 300 random games per player count end without an error, every legal
// action accepted, within MaxActions, after 5 rounds.
func TestRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 30
	}
	max := Game{}.Info().MaxActions
	var buf []engine.Action
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for g := 0; g < games; g++ {
			seed := uint64(g + 1000*n)
			s := newGame(t, n, seed)
			r := engine.NewRNG(uint64(g))
			steps := 0
			for !s.Terminal() {
				buf = s.Legal(buf)
				if len(buf) == 0 {
					t.Fatalf("players %d seed %d: no legal action in %s", n, seed, s.phase)
				}
				a := buf[r.IntN(len(buf))]
				if err := s.Apply(a); err != nil {
					t.Fatalf("players %d seed %d step %d: %s refused: %v", n, seed, steps, s.ActionString(a), err)
				}
				if steps++; steps > max {
					t.Fatalf("players %d seed %d: beyond MaxActions", n, seed)
				}
			}
			if len(s.Winners()) == 0 || s.round != NumRounds {
				t.Fatalf("players %d seed %d: ended in round %d, winners %v", n, seed, s.round, s.Winners())
			}
		}
	}
}
