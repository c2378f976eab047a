package scenes

import (
	"testing"

	"nilegames/engine"
	"nilegames/scenes/session"
)

// The click that makes the human's move does not also count as a click
// out of turn: the bot's turn starts in the same frame, and the top bar
// used to say "It is not your turn." right after a legal move.
func TestPharaonMoveClickIsNotOutOfTurn(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: pharaonSpec(7, nil, session.Human, "random", "random")}})
	h.settle()
	m := h.match()
	first := func(l []engine.Action) engine.Action { return l[0] }
	h.playHumanWith(first) // the Noble kept
	h.playHumanWith(first) // the Jar: the bots play next
	if m.Session().HumanToAct() {
		t.Fatal("the human still to act: the test proves nothing")
	}
	if m.refusal != "" {
		t.Errorf("after the human's move the top bar says %q", m.refusal)
	}
}
