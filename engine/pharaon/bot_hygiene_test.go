package pharaon

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai"
	"nilegames/engine/enginetest"
)

// §11.1: the AI must not peek. Two states that differ only in what the
// deciding seat cannot see (the Noble and Artisan deck orders, the
// others' setup Nobles, the Jar pile and the Traitor's pile, the bag's
// future draws) give the same decision with the same seed.
func TestSpec11_1BotHygiene(t *testing.T) {
	bots := []string{"greedy", "easy", "hard"}
	if testing.Short() {
		bots[2] = "normal"
	}
	phases := map[Phase]bool{}
	checked := 0
	for n := 1; n <= MaxPlayers; n++ {
		for seed := uint64(1); seed <= 2; seed++ {
			plies := int(seed*53+uint64(n)*17) % 160
			s := enginetest.RandomAt(t, Game{}, engine.Options{"players": itoa(n)}, seed, plies).(*State)
			for !s.Terminal() && len(s.Candidates(nil)) < 2 {
				mustApply(t, s, s.Legal(nil)[0])
			}
			if s.Terminal() {
				continue
			}
			v := s.CurrentPlayer()
			o := reshuffleHidden(s, v, seed+50)
			if o.String() == s.String() {
				continue
			}
			if o.PublicString(v) != s.PublicString(v) {
				t.Fatalf("players %d seed %d: the reshuffle changed what seat %d sees", n, seed, v)
			}
			checked++
			phases[s.phase] = true
			for _, name := range bots {
				bot, err := ai.New(name)
				if err != nil {
					t.Fatal(err)
				}
				if a, b := ai.Choose(bot, s, 5), ai.Choose(bot, o, 5); a != b {
					t.Errorf("players %d seed %d %s: decision changed with hidden information: %s vs %s", n, seed, name, s.ActionString(a), s.ActionString(b))
				}
			}
		}
	}
	if checked < 6 || len(phases) < 2 {
		t.Errorf("only %d positions in phases %v had anything hidden to change", checked, phases)
	}
}
