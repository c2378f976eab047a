package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/scenes/session"

	_ "nilegames/scenes/tekhenuview"
)

// A Tekhenu Judgment of Maat holds the board for seconds at Normal speed:
// the band offers to skip it, and Space does.
func TestTekhenuJudgmentIsSkipped(t *testing.T) {
	for _, c := range []struct {
		name  string
		seats []string
		solo  bool
	}{
		{"three players", []string{session.Human, "random", "random"}, false},
		{"solo", []string{session.Human, session.Automaton}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			sp := &session.Spec{Game: "tekhenu", Seed: 5, Options: map[string]string{"players": "3"}}
			if c.solo {
				sp.Options = map[string]string{"players": "1", "solo": "medium"}
			}
			colours := []render.PlayerColor{render.Red, render.Blue, render.Green}
			for i, k := range c.seats {
				sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: colours[i].String(), Kind: k})
			}
			h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: sp}})
			h.settle()
			m := h.match()
			judgments := func() int { _, j, _ := m.Session().State().(*tekhenu.State).Counts(); return j }
			rng := rand.New(rand.NewPCG(5, 6))
			// Play (the human through the picker, the others by
			// themselves) until the first Judgment is being shown.
			for i := 0; i < 50000 && !(judgments() > 0 && m.SkipOffered()); i++ {
				if m.Session().HumanToAct() && !m.Busy() {
					h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.IntN(len(l))] })
					continue
				}
				h.run(1)
			}
			if judgments() == 0 || !m.Busy() || !m.SkipOffered() {
				t.Fatalf("the Judgment: %d judged, busy %v, skip offered %v", judgments(), m.Busy(), m.SkipOffered())
			}
			n := m.Session().Moves()
			h.in.KeyPress("Space")
			h.run(1)
			if m.SkipOffered() {
				t.Error("the hint stays after the skip")
			}
			// The bots play at full speed here: one may already have
			// moved, its own move animating.
			if m.Session().Moves() == n && m.Busy() {
				t.Error("the Judgment still plays after the skip")
			}
		})
	}
}
