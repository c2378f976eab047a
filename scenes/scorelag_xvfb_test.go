package scenes

import (
	"testing"

	"nilegames/scenes/session"
)

// The header's score and the log tell the same moment (issue 22): while
// a move animates, its points wait in the header (shownMoves) and its
// lines wait in the log; once it lands, both show it. Before the fix the
// log told "+N" while the header still showed the score from before.
func TestLogWaitsForTheBoardAsTheHeaderDoes(t *testing.T) {
	raceAnim = 60 // a minute: it cannot end by itself within the test
	t.Cleanup(func() { raceAnim = 0.15 })
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	m := h.match()
	// consistent: no log line of a move the header does not count yet.
	consistent := func(what string) {
		t.Helper()
		shown := m.shownMoves()
		for _, l := range m.log {
			if l.move >= shown {
				t.Errorf("%s: the log shows %q (move %d) while the header counts %d moves", what, l.text, l.move, shown)
			}
		}
	}
	linesOf := func(move int) int {
		n := 0
		for _, l := range m.log {
			if l.move == move {
				n++
			}
		}
		return n
	}
	h.playHuman()
	if !m.Busy() {
		t.Fatal("the move does not animate: the test proves nothing")
	}
	consistent("the human's move animating")
	h.in.KeyPress("Space")
	h.run(1)
	// The human's move landed; the bot answered and its move animates.
	if n := linesOf(0); n == 0 {
		t.Error("the human's move landed but the log does not show it")
	}
	if !m.Busy() || m.Session().Moves() != 2 {
		t.Fatalf("the bot's move: busy %v, %d moves", m.Busy(), m.Session().Moves())
	}
	consistent("the bot's move animating")
	h.in.KeyPress("Space")
	h.run(1)
	if m.Busy() {
		t.Fatal("Space did not finish the animation")
	}
	consistent("the board still")
	if n := linesOf(1); n == 0 {
		t.Error("the bot's move landed but the log does not show it")
	}
}
