package scenes

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/scenes/session"
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
