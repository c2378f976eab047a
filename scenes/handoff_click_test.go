package scenes

import (
	"testing"

	"nilegames/scenes/session"
)

// The click on the hand-off's "Show" button stops there: the board under
// the button does not get it too (it used to open a choice on the board).
func TestHandOffClickStaysOnTheButton(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, session.Human)}})
	h.settle()
	m := h.match()
	if m.Handoff() != 0 {
		t.Fatalf("hand-off to %d, want 0 first", m.Handoff())
	}
	if r := sceneUI(h.app.scene).get("handoff").r; !m.lay.Board.Contains(r.Center()) {
		t.Fatalf("the hand-off button %v is not over the board %v: the test proves nothing", r, m.lay.Board)
	}
	n := m.Session().Moves()
	h.click("handoff")
	if m.Handoff() != -1 {
		t.Fatalf("hand-off still %d after Show", m.Handoff())
	}
	// The fake view refuses a click that misses its buttons.
	if m.refusal != "" || m.Session().Moves() != n {
		t.Errorf("the Show click reached the board (refusal %q, moves %d → %d)", m.refusal, n, m.Session().Moves())
	}
}
