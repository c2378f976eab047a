package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
)

// Issue 22, Egizia play pass #1a: right after the bot's move (a flood
// marker moved, a ship placed) the panel said "your turn" while the move
// still played; a click on a glowing river card only skipped the move.
// In that very state (placement, the human to act, the bot's move still
// animating) a click on a river card space the human may take finishes
// the animation and places the ship, in the same click, with no refusal;
// several times over a game, after different bot moves.
func TestClickOnRiverCardDuringBotAnimation_Egizia(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: egiziaSpec(5, session.Human, "random")}})
	h.settle()
	m := h.match()
	prober := m.View().(gameview.Prober)
	rng := rand.New(rand.NewPCG(5, 22))
	done := 0
	for i := 0; i < 100000 && done < 3; i++ {
		if m.Session().Terminal() {
			break
		}
		st, _ := m.Session().State().(*egizia.State)
		if m.Busy() && humanMayClick(m) && st != nil && st.Phase() == egizia.PhPlace {
			var cards []engine.Action
			for _, a := range m.Session().Legal() {
				mv := egizia.DecodeAction(a)
				if mv.Kind != egizia.ActPlace || len(prober.ClickFor(a)) != 1 || !m.lay.Board.Contains(prober.ClickFor(a)[0]) {
					continue
				}
				for _, ci := range egizia.CardIndex {
					if int(ci) == mv.I {
						cards = append(cards, a)
					}
				}
			}
			if len(cards) > 0 {
				a := cards[rng.IntN(len(cards))]
				actOnTarget(t, h, m, a, prober.ClickFor(a))
				done++
				continue
			}
		}
		if m.Session().HumanToAct() && !m.Busy() {
			h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.IntN(len(l))] })
			continue
		}
		h.run(1)
	}
	if done == 0 {
		t.Fatalf("no river card to take while a bot's move animated (%d moves)", m.Session().Moves())
	}
}
