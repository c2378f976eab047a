package kheops

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai"
)

// §11.1: the AI must not peek. Two states that differ only in what the
// deciding seat cannot see (the other hand, the pile order) give the same
// decision with the same seed, at every phase of a turn.
func TestSpec11_1_BotHygiene(t *testing.T) {
	bots := []string{"greedy", "easy"}
	if !testing.Short() {
		bots = append(bots, "normal")
	}
	checked := map[Phase]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		s := midGame(t, seed, 10+int(seed)*5)
		if s.Terminal() {
			continue
		}
		viewer := s.CurrentPlayer()
		other := reshuffleHidden(s, viewer, 99+seed)
		if other.String() == s.String() {
			t.Fatalf("seed %d: reshuffling changed nothing hidden; the test would prove nothing", seed)
		}
		checked[s.Phase()] = true
		for _, name := range bots {
			bot, err := ai.New(name)
			if err != nil {
				t.Fatal(err)
			}
			if a, b := ai.Choose(bot, s, 3), ai.Choose(bot, other, 3); a != b {
				t.Errorf("seed %d %s: decision changed with hidden tiles: %s vs %s", seed, name, s.ActionString(a), s.ActionString(b))
			}
		}
	}
	if len(checked) < 2 {
		t.Errorf("only phases %v were checked", checked)
	}
}

// reshuffleHidden must really be invisible to the viewer.
func TestReshuffleIsInvisible(t *testing.T) {
	s := midGame(t, 2, 12)
	v := s.CurrentPlayer()
	o := reshuffleHidden(s, v, 7)
	if o.PublicString(v) != s.PublicString(v) {
		t.Fatal("reshuffleHidden changed what the viewer sees")
	}
	r := engine.NewRNG(1)
	_ = o.Determinize(v, &r)
}
