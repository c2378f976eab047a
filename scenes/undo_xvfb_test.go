package scenes

import (
	"testing"

	"nilegames/engine"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// Undo and resume with the real views, any game.

// undoThenResume plays seat 0 of spec by clicks to a move of its, once
// ready holds, after which another seat plays (turn: an event of another
// seat's turn; in solo, the automaton's plays inside the move count too);
// undoes it with the Undo button, which must bring the position before it
// back; plays 6 more moves, and resumes the autosave in a new app, which
// must show the same position and log. It returns the first match's
// state and the resumed one; in solo, the automaton plays on after.
func undoThenResume(t *testing.T, name string, spec *session.Spec, ready func(engine.State) bool, turn func(engine.Event) bool) (st, got engine.State) {
	t.Helper()
	store := storage.NewMemory()
	h := newHarness(t, store, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: spec}})
	h.settle()
	m := h.match()
	others := turn
	if sl := m.entry.Solo; sl != nil && sl.Plays != nil {
		others = func(e engine.Event) bool { return turn(e) || sl.Plays(e) }
	}
	var before string
	moves := 0
	for i := 0; ; i++ {
		if i > 80 {
			t.Fatalf("%s: no human move followed by another seat's turn", name)
		}
		h.waitHuman()
		before, moves = m.Session().State().String(), m.Session().Moves()
		h.playHuman()
		// The next seat has not decided yet: the move may be taken back.
		if ready(m.Session().State()) && othersPlayed(m.Session(), moves, others) && m.Session().CanUndo() {
			break
		}
	}
	h.click("undo")
	h.waitHuman()
	if m.Session().State().String() != before || m.Session().Moves() != moves {
		t.Fatalf("%s: undo did not restore the position (%d moves, want %d)", name, m.Session().Moves(), moves)
	}
	for i := 0; i < 6; i++ {
		h.playHuman()
		h.waitHuman()
	}
	st = m.Session().State()
	h2 := newHarness(t, store, Config{ThinkIterations: 1})
	h2.settle()
	h2.click("game." + spec.Game)
	h2.click("resume")
	h2.settle()
	m2 := h2.match()
	got = m2.Session().State().Clone()
	if got.String() != st.String() {
		t.Errorf("%s: resumed position differs:\n%s\nwant\n%s", name, got, st)
	}
	if len(m2.LogLines()) != len(m.LogLines()) {
		t.Errorf("%s: resumed log %d lines, want %d", name, len(m2.LogLines()), len(m.LogLines()))
	}
	if !soloSpec(spec) {
		return st, got
	}
	if sp := m2.Session().Spec(); sp.Seats[1].Kind != session.Automaton {
		t.Errorf("%s: resumed seats %+v", name, sp.Seats)
	}
	// The automaton goes on playing in the resumed match.
	s2 := m2.Session()
	for i := 0; ; i++ {
		if i > 40 {
			t.Fatalf("%s: the automaton does not play in the resumed match", name)
		}
		n := s2.Moves()
		h2.playHuman()
		h2.waitHuman()
		if othersPlayed(s2, n, others) {
			break
		}
	}
	return st, got
}

// soloSpec reports whether spec has an automaton seat.
func soloSpec(spec *session.Spec) bool {
	for _, s := range spec.Seats {
		if s.Kind == session.Automaton {
			return true
		}
	}
	return false
}

// othersPlayed reports whether a seat other than seat 0 played in the
// moves from move on: one of its moves, or an event of others (a turn
// begun by another seat, in solo the automaton's play inside seat 0's
// moves).
func othersPlayed(s *session.Session, move int, others func(engine.Event) bool) bool {
	for i := move; i < s.Moves(); i++ {
		if s.Actor(i) != 0 {
			return true
		}
		for _, e := range s.Events(i) {
			if others(e) {
				return true
			}
		}
	}
	return false
}

// Undo while the next seat's bot is still thinking takes the move back at
// once and stops the bot (a play pass saw Undo look active while the AI
// thought: the click must not be lost).
func TestUndoWhileTheBotThinks(t *testing.T) {
	h := newThinkingHarness(t, "off", raceSpec(session.Human, "hard"))
	m := h.match()
	before := m.Session().State().String()
	h.playHuman()
	h.run(2)
	if !m.Session().Thinking() || m.Session().Moves() != 1 {
		t.Fatalf("the bot is not thinking after the human's move (thinking %v, %d moves)", m.Session().Thinking(), m.Session().Moves())
	}
	if !m.Session().CanUndo() {
		t.Fatal("the human's move cannot be undone while the bot thinks")
	}
	h.click("undo")
	h.run(2)
	if m.Session().Moves() != 0 || m.Session().State().String() != before {
		t.Fatalf("undo while the bot thinks: %d moves", m.Session().Moves())
	}
	if m.Session().Thinking() || !m.Session().HumanToAct() {
		t.Errorf("after the undo: thinking %v, human to act %v", m.Session().Thinking(), m.Session().HumanToAct())
	}
}
