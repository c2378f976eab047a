package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// Whole Egizia games through the view's picker, to the end scene.

// TestEgiziaFullGameThroughPicker plays a 2-player game set up in the menu,
// the human against an easy AI seat, to the end scene: the human through
// the view's clicks with the animations on (fast), every legal action of
// every decision clickable on the board.
func TestEgiziaFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}})
	h.settle()
	h.click("game.egizia")
	h.click("players.2")
	h.click("start")
	h.settle()
	m := h.match()
	st, ok := m.Session().State().(*egizia.State)
	if !ok || st.NumPlayers() != 2 {
		t.Fatalf("state %T, want a 2-player Egizia match", m.Session().State())
	}
	decisions, actions := 0, 0
	end, human, _ := h.playToEndHandingOff(rand.New(rand.NewPCG(21, 22)), nil, everyActionClickable(t, m, &decisions, &actions))
	if !st.Terminal() || st.Round() != 5 {
		t.Fatalf("terminal %v at round %d", st.Terminal(), st.Round())
	}
	// The menu seats the human first, the AI second.
	moves := [2]int{}
	for i := 0; i < m.Session().Moves(); i++ {
		moves[m.Session().Actor(i)]++
	}
	if human < 15 || human != moves[0] || moves[1] < 15 {
		t.Errorf("%d human moves, the seats' moves %v", human, moves)
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves (%v), %d legal actions clicked-for at %d decisions, scores %v, winners %v", m.Session().Moves(), moves, actions, decisions, st.Scores(), end.Winners())
}

// TestEgiziaFourPlayerHotSeatThroughPicker plays a 4-player hot-seat game
// to the end scene, each seat through the view's clicks with the
// animations on (fast), the screen handed from one player to the next
// (the Sphinx cards are private); every legal action can be clicked.
func TestEgiziaFourPlayerHotSeatThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1,
		Settings: storage.Settings{Lang: "fr", Speed: "fast"},
		Start:    Start{Scene: "match", Match: egiziaSpec(17, session.Human, session.Human, session.Human, session.Human)}})
	h.settle()
	m := h.match()
	decisions, actions := 0, 0
	end, human, shown := h.playToEndHandingOff(rand.New(rand.NewPCG(5, 8)), func(seat int) {
		if m.viewer != -1 || m.Session().Current() != seat {
			t.Fatalf("hand-off to seat %d: viewer %d, seat %d to play", seat, m.viewer, m.Session().Current())
		}
	}, everyActionClickable(t, m, &decisions, &actions))
	st := m.Session().State().(*egizia.State)
	if !st.Terminal() || st.NumPlayers() != 4 {
		t.Fatalf("terminal %v, %d players", st.Terminal(), st.NumPlayers())
	}
	moves := [4]int{}
	for i := 0; i < m.Session().Moves(); i++ {
		moves[m.Session().Actor(i)]++
	}
	for p, n := range moves {
		if n < 15 {
			t.Errorf("seat %d played %d moves", p, n)
		}
	}
	if human != m.Session().Moves() || shown < 30 {
		t.Errorf("%d clicked moves of %d, %d hand-offs", human, m.Session().Moves(), shown)
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves (%v), %d hand-offs, %d legal actions clicked-for at %d decisions, scores %v, winners %v", m.Session().Moves(), moves, shown, actions, decisions, st.Scores(), end.Winners())
}
