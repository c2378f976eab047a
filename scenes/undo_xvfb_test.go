package scenes

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

func TestUndoTakesBackOwnActionOnly(t *testing.T) {
	// A bot thinking slowly (2 iterations a frame) leaves time to undo.
	h := newHarness(t, nil, Config{ThinkIterations: 2, Start: Start{Scene: "match", Match: raceSpec(session.Human, "easy")}})
	h.settle()
	m := h.match()
	before := m.Session().State().String()
	h.playHuman()
	h.run(3)
	// The move's log lines show once it has landed (as its points do).
	for i := 0; i < 10*TPS && m.Busy(); i++ {
		h.run(1)
	}
	if m.Session().Current() != 1 || !m.Session().CanUndo() {
		t.Fatalf("the bot should be thinking: current %d", m.Session().Current())
	}
	lines := len(m.LogLines())
	if lines == 0 {
		t.Fatal("the move was not logged")
	}
	data0, _ := h.store.Read(raceSave)
	h.in.KeyPress("Ctrl+Z")
	h.run(1)
	if m.Session().State().String() != before || m.Session().Moves() != 0 {
		t.Fatalf("Ctrl+Z did not take the move back: %s", m.Session().State())
	}
	if len(m.LogLines()) != 0 {
		t.Errorf("log keeps %v", m.LogLines())
	}
	data1, _ := h.store.Read(raceSave)
	if string(data0) == string(data1) {
		t.Error("the autosave was not updated after undo")
	}
	// Play again, let the bot answer: its move cannot be taken back.
	h.playHuman()
	for i := 0; i < 20000 && m.Session().Current() == 1; i++ {
		h.run(1)
	}
	if m.Session().Current() != 0 {
		t.Fatal("the bot never played")
	}
	if m.Session().CanUndo() || !sceneUI(h.app.scene).get("undo").off {
		t.Error("undo offered across the bot's move")
	}
	n := m.Session().Moves()
	h.in.KeyPress("Ctrl+Z")
	h.run(1)
	if m.Session().Moves() != n {
		t.Error("Ctrl+Z took back the bot's move")
	}
}

func TestImhotepUndoAndResume(t *testing.T) {
	store := storage.NewMemory()
	h := newHarness(t, store, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: imhotepSpec(3, session.Human, "normal")}})
	h.settle()
	m := h.match()
	before := m.Session().State().String()
	h.playHuman()
	h.run(2)
	if !m.Session().CanUndo() {
		t.Fatal("cannot undo while the bot thinks")
	}
	h.click("undo")
	if m.Session().State().String() != before {
		t.Fatal("undo button did not restore the position")
	}
	h.playHuman()
	want := m.Session().State().String()
	h2 := newHarness(t, store, Config{ThinkIterations: 1})
	h2.settle()
	h2.click("resume")
	h2.settle()
	if got := h2.match().Session().State().String(); got != want {
		t.Errorf("resumed position differs:\n%s\nwant\n%s", got, want)
	}
}

// Undo takes back the human's own move (in a solo game, with the
// Traitor's turn played inside it); a new run resumes the autosave
// exactly, the Traitor's tiles, pile and possessions included.
func TestPharaonUndoAndResume(t *testing.T) {
	for _, c := range []struct {
		name string
		spec *session.Spec
	}{
		{"3 players", pharaonSpec(3, nil, session.Human, "easy", "easy")},
		{"solo", pharaonSpec(6, engine.Options{"traitor": "3", "discovery": "1"}, session.Human, session.Automaton)},
	} {
		// Into round 1, to a move of the human's after which another seat
		// plays (in solo, the Traitor inside the move).
		st0, got0 := undoThenResume(t, c.name, c.spec, func(st engine.State) bool { return st.(*pharaon.State).Round() >= 1 }, func(e engine.Event) bool {
			ts, ok := e.(pharaon.TurnStarted)
			return ok && ts.Player != 0
		})
		if c.name != "solo" {
			continue
		}
		st, got := st0.(*pharaon.State), got0.(*pharaon.State)
		if ok, level := got.Solo(); !ok || level != 3 || got.Options()["discovery"] != "1" {
			t.Errorf("resumed solo %v level %d options %v", ok, level, got.Options())
		}
		// The Traitor's tiles, pile, Jar and possessions.
		traitor := func(s *pharaon.State) string {
			tiles, _ := s.TraitorTiles()
			lvl, pp := s.TraitorNobleLevel()
			nobles, tilted := s.NoblesOf(1)
			return fmt.Sprint(tiles, s.TraitorPile(), s.TraitorJar(), lvl, pp, s.TraitorGods(), s.TraitorGodQuarters(),
				s.PlayerOf(1), nobles, tilted, s.ArtisansOf(1), s.Scores()[1])
		}
		if g, w := traitor(got), traitor(st); g != w {
			t.Errorf("the Traitor resumed as\n%s\nwant\n%s", g, w)
		}
		if tiles, ok := got.TraitorTiles(); !ok || got.TraitorPile() == 0 && fmt.Sprint(tiles) == fmt.Sprint([pharaon.NumTiles]pharaon.TraitorTileView{}) {
			t.Errorf("the resumed Traitor has no tiles (%v) and no pile", ok)
		}
	}
}

// Undo takes back the human's own move (in a solo game, with
// Botankhamon's turn played inside it); a new run resumes the autosave
// exactly, Botankhamon's pyramid, marker and Deben included.
func TestTekhenuUndoAndResume(t *testing.T) {
	for _, c := range []struct {
		name string
		spec *session.Spec
	}{
		{"3 players", tekhenuSpec(3, nil, session.Human, "easy", "easy")},
		{"solo", tekhenuSpec(6, engine.Options{"solo": "medium", "challenge2": "true"}, session.Human, session.Automaton)},
	} {
		// Past the setup, to a move of the human's after which the next
		// seat plays (in solo, Botankhamon inside the move).
		st0, got0 := undoThenResume(t, c.name, c.spec, func(st engine.State) bool { return st.(*tekhenu.State).Turn() >= 3 }, tekhenuOthers)
		st, got := st0.(*tekhenu.State), got0.(*tekhenu.State)
		if ok, level, c1, c2 := got.Solo(); c.name == "solo" {
			p0, d0, path0, dice0 := st.BotMarker()
			p1, d1, path1, dice1 := got.BotMarker()
			if !ok || level != tekhenu.LevelMedium || c1 || !c2 {
				t.Errorf("resumed solo %v level %d challenges %v %v", ok, level, c1, c2)
			}
			if fmt.Sprint(got.BotPyramid()) != fmt.Sprint(st.BotPyramid()) || p0 != p1 || d0 != d1 || fmt.Sprint(path0, dice0) != fmt.Sprint(path1, dice1) {
				t.Errorf("Botankhamon resumed with pyramid %v marker %d deben %d, want %v %d %d", got.BotPyramid(), p1, d1, st.BotPyramid(), p0, d0)
			}
		}
	}
}

// tekhenuOthers: a turn begun by a seat other than seat 0.
func tekhenuOthers(e engine.Event) bool {
	ts, ok := e.(tekhenu.TurnStarted)
	return ok && ts.Player != 0
}

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
