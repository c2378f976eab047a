package tekhenu

import (
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
