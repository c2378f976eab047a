package pharaon

import (
	"fmt"
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
	choose := func(name string, s engine.State) engine.Action {
		bot, err := ai.New(name)
		if err != nil {
			t.Fatal(err)
		}
		return ai.Choose(bot, s, 5)
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
