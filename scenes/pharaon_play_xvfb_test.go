package scenes

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// Pharaon in play: undo, resume, the last move's marks, the log's
// pointing, random clicks.

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
		store := storage.NewMemory()
		h := newHarness(t, store, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: c.spec}})
		h.settle()
		m := h.match()
		others := func(e engine.Event) bool {
			ts, ok := e.(pharaon.TurnStarted)
			return ok && ts.Player != 0 || m.entry.Solo.Plays(e)
		}
		// Into round 1, to a move of the human's after which another seat
		// plays (in solo, the Traitor inside the move).
		var before string
		moves := 0
		for i := 0; ; i++ {
			if i > 80 {
				t.Fatalf("%s: no human move followed by another seat's turn", c.name)
			}
			h.waitHuman()
			before, moves = m.Session().State().String(), m.Session().Moves()
			h.playHuman()
			if m.Session().State().(*pharaon.State).Round() >= 1 && othersPlayed(m.Session(), moves, others) && m.Session().CanUndo() {
				break
			}
		}
		h.click("undo")
		h.waitHuman()
		if m.Session().State().String() != before || m.Session().Moves() != moves {
			t.Fatalf("%s: undo did not restore the position (%d moves, want %d)", c.name, m.Session().Moves(), moves)
		}
		for i := 0; i < 8; i++ {
			h.playHuman()
			h.waitHuman()
		}
		st := m.Session().State().(*pharaon.State)
		want := st.String()
		h2 := newHarness(t, store, Config{ThinkIterations: 1})
		h2.settle()
		h2.click("game.pharaon")
		h2.click("resume")
		h2.settle()
		got := h2.match().Session().State().(*pharaon.State)
		if got.String() != want {
			t.Errorf("%s: resumed position differs:\n%s\nwant\n%s", c.name, got, want)
		}
		if len(h2.match().LogLines()) != len(m.LogLines()) {
			t.Errorf("%s: resumed log %d lines, want %d", c.name, len(h2.match().LogLines()), len(m.LogLines()))
		}
		if c.name != "solo" {
			continue
		}
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
		if sp := h2.match().Session().Spec(); sp.Seats[1].Kind != session.Automaton {
			t.Errorf("resumed seats %+v", sp.Seats)
		}
		// The Traitor goes on playing in the resumed match.
		s2 := h2.match().Session()
		plays := h2.match().entry.Solo.Plays
		for i := 0; ; i++ {
			if i > 40 {
				t.Fatal("the Traitor does not play in the resumed match")
			}
			n := s2.Moves()
			h2.playHuman()
			h2.waitHuman()
			if othersPlayed(s2, n, plays) {
				break
			}
		}
	}
}

// What the bots did is marked until the human acts; in solo, the
// Traitor's plays inside the human's moves.
func TestLastMoveMarksPharaon(t *testing.T) {
	lastMoveMarks(t, pharaonSpec(3, nil, session.Human, "easy", "easy"))
}

func TestLastMoveMarksPharaonSolo(t *testing.T) {
	soloLastMoveMarks(t, pharaonSpec(4, engine.Options{"traitor": "2"}, session.Human, session.Automaton))
}

// Hovering a bot's log line points at the places of its event.
func TestLogHoverPointsAtTheBoardPharaon(t *testing.T) {
	logHoverPoints(t, pharaonSpec(5, nil, session.Human, "easy"))
}

// Random clicks over a Pharaon match: two humans in hot seat (hand-offs)
// and a bot; then a solo game against the Traitor. Each painted frame of
// the board costs about 0.1 s under software GL: a hundred rounds or so.
func TestMonkeyPharaon(t *testing.T) {
	monkeyN(t, pharaonSpec(11, engine.Options{"discovery": "010"}, session.Human, "easy", session.Human), 5, 120)
}

func TestMonkeyPharaonSolo(t *testing.T) {
	monkeyN(t, pharaonSpec(12, engine.Options{"traitor": "5", "discovery": "1"}, session.Human, session.Automaton), 6, 90)
}
