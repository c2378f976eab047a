package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/scenes/session"
)

// A Pharaon new round (the wheel cleared and turned, lots filled, Jars
// revealed) holds the board for seconds at Normal speed: the band offers
// to skip it, and Space does.
func TestPharaonNewRoundIsSkipped(t *testing.T) {
	for _, c := range []struct {
		name  string
		opts  engine.Options
		seats []string
	}{
		{"three players", engine.Options{"players": "3"}, []string{session.Human, "random", "random"}},
		{"solo", engine.Options{"players": "1", "traitor": "2"}, []string{session.Human, session.Automaton}},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: pharaonSpec(5, c.opts, c.seats...)}})
			h.settle()
			m := h.match()
			round := func() int { return m.Session().State().(*pharaon.State).Round() }
			rng := rand.New(rand.NewPCG(5, 6))
			// Play (the human at random, as the match applies a pick; the
			// others by themselves) until the move that starts round 2.
			for i := 0; i < 50000 && round() < 2; i++ {
				if m.Session().HumanToAct() && !m.Busy() {
					l := m.Session().Legal()
					m.apply(l[rng.IntN(len(l))])
					continue
				}
				h.run(1)
			}
			// Its animation plays long enough for the skip to be offered.
			for i := 0; i < 600 && m.Busy() && !m.SkipOffered(); i++ {
				h.run(1)
			}
			if round() != 2 || !m.Busy() || !m.SkipOffered() {
				t.Fatalf("the new round: round %d, busy %v, skip offered %v", round(), m.Busy(), m.SkipOffered())
			}
			n := m.Session().Moves()
			h.in.KeyPress("Space")
			h.run(1)
			if m.SkipOffered() {
				t.Error("the hint stays after the skip")
			}
			if m.Session().Moves() == n && m.Busy() {
				t.Error("the new round still plays after the skip")
			}
		})
	}
}
