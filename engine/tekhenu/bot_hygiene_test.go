package tekhenu

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai"
	"nilegames/engine/enginetest"
)

// §10.1: the AI must not peek. Two states that differ only in what the
// deciding seat cannot see (the opponents' hidden Decrees, the bag, pile
// and deck orders) give the same decision with the same seed.
func TestSpec10_1_BotHygiene(t *testing.T) {
	bots := []string{"greedy", "easy", "hard"}
	if testing.Short() {
		bots[2] = "normal"
	}
	choose := func(name string, s engine.State) engine.Action {
		bot, err := ai.New(name)
		if err != nil {
			t.Fatal(err)
		}
		return ai.Choose(bot, s, 5)
	}
	phases := map[Phase]bool{}
	checked := 0
	for n := 2; n <= 4; n++ {
		for seed := uint64(1); seed <= 3; seed++ {
			plies := int(seed*37+uint64(n)*11) % 200
			s := enginetest.RandomAt(t, Game{}, engine.Options{"players": itoa(n)}, seed, plies).(*State)
			for !s.Terminal() && len(s.Legal(nil)) < 2 {
				l := s.Legal(nil)
				if err := s.Apply(l[0]); err != nil {
					t.Fatal(err)
				}
			}
			if s.Terminal() {
				continue
			}
			v := s.CurrentPlayer()
			o := reshuffleHidden(s, v, seed+50)
			if o.String() == s.String() {
				continue
			}
			what := fmt.Sprintf("players %d seed %d", n, seed)
			enginetest.SamePublic(t, s, o, v, what)
			checked++
			phases[s.phase] = true
			enginetest.SameDecisions(t, s, o, bots, choose, what)
		}
	}
	if checked < 6 || len(phases) < 2 {
		t.Errorf("only %d positions in phases %v had anything hidden to change", checked, phases)
	}
}
