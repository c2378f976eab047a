package scenes

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/session"
)

// The checks every game view must pass, run for each registered game from
// its row of viewRuns: a new game gets them by registering and naming the
// matches each check plays (a game without a row fails). The matches are
// few and short: the whole suite has a time budget.

// monkeyRun is one monkey match: the spec, the rng's seed, the rounds of
// clicks.
type monkeyRun struct {
	spec   *session.Spec
	seed   uint64
	rounds int
}

// viewRun lists the matches each shared check plays for one game.
type viewRun struct {
	// lastMove: what the bots did is marked until the human acts.
	lastMove []*session.Spec
	// soloLastMove: the automaton's turns, played inside the human's
	// moves, are marked all the same until the human acts again.
	soloLastMove []*session.Spec
	// logHover: hovering a bot's log line points at its event's places.
	logHover []*session.Spec
	// monkey: random clicks everywhere never break the match.
	monkey []monkeyRun
	// rules: what the rules pages meet (viewtest.RulesChecks).
	rules viewtest.Rules
	// fake: a game of the tests, none of these checks.
	fake bool
}

var viewRuns = map[string]viewRun{
	"imhotep": {
		rules:    viewtest.Rules{Seats: 4, NoInk: true},
		lastMove: []*session.Spec{imhotepSpec(3, session.Human, "easy", "easy")},
		monkey:   []monkeyRun{{imhotepSpec(11, session.Human, "easy", session.Human), 1, 500}},
	},
	"kheops": {
		lastMove: []*session.Spec{kheopsSpec(3, session.Human, "easy")},
		logHover: []*session.Spec{kheopsSpec(5, session.Human, "easy")},
		monkey:   []monkeyRun{{kheopsSpec(11, session.Human, "easy"), 2, 500}},
		rules:    viewtest.Rules{NoInk: true},
	},
	// The Tekhenu board is redrawn whole at every painted frame (no
	// display lists): about 0.3 s under software GL, so fewer rounds. Two
	// humans in hot seat (hand-offs) and a bot; then a solo game.
	"tekhenu": {
		lastMove:     []*session.Spec{tekhenuSpec(3, nil, session.Human, "easy", "easy")},
		soloLastMove: []*session.Spec{tekhenuSpec(4, engine.Options{"solo": "easy"}, session.Human, session.Automaton)},
		logHover:     []*session.Spec{tekhenuSpec(5, nil, session.Human, "easy")},
		monkey: []monkeyRun{
			{tekhenuSpec(11, nil, session.Human, "easy", session.Human), 3, 60},
			{tekhenuSpec(12, engine.Options{"solo": "hard", "challenge2": "true"}, session.Human, session.Automaton), 4, 40},
		},
		rules: viewtest.Rules{MinBody: 400, InkDiv: 8, MinPictures: 3, Shots: "NILE_SHOTS"},
	},
	// Each painted frame of the Pharaon board costs about 0.1 s under
	// software GL: a hundred rounds of clicks or so.
	"pharaon": {
		lastMove:     []*session.Spec{pharaonSpec(3, nil, session.Human, "easy", "easy")},
		soloLastMove: []*session.Spec{pharaonSpec(4, engine.Options{"traitor": "2"}, session.Human, session.Automaton)},
		logHover:     []*session.Spec{pharaonSpec(5, nil, session.Human, "easy")},
		monkey: []monkeyRun{
			{pharaonSpec(11, engine.Options{"discovery": "010"}, session.Human, "easy", session.Human), 5, 120},
			{pharaonSpec(12, engine.Options{"traitor": "5", "discovery": "1"}, session.Human, session.Automaton), 6, 90},
		},
		rules: viewtest.Rules{MinPictures: -1, Shots: "PHARAON_SHOTS"},
	},
	// No match yet: Egizia's places are checked in egiziaview, its picker
	// by the whole games of fullgame_xvfb_test.go.
	"egizia": {rules: viewtest.Rules{MinPictures: -1, Shots: "EGIZIA_SHOTS"}},
	// The fake game of fake_test.go, no view's: follow_xvfb_test.go
	// checks its marks.
	"testrace": {fake: true},
}

// TestViews runs the shared checks for every registered game.
func TestViews(t *testing.T) {
	for _, e := range gameview.Entries() {
		r, ok := viewRuns[e.Name]
		if !ok {
			t.Errorf("%s: no row in viewRuns", e.Name)
			continue
		}
		t.Run(e.Name, func(t *testing.T) {
			if r.fake {
				return
			}
			t.Run("rules", func(t *testing.T) { viewtest.RulesChecks(t, e, r.rules) })
			for i, sp := range r.lastMove {
				t.Run(fmt.Sprint("last move ", i), func(t *testing.T) { lastMoveMarks(t, sp) })
			}
			for i, sp := range r.soloLastMove {
				t.Run(fmt.Sprint("solo last move ", i), func(t *testing.T) { soloLastMoveMarks(t, sp) })
			}
			for i, sp := range r.logHover {
				t.Run(fmt.Sprint("log hover ", i), func(t *testing.T) { logHoverPoints(t, sp) })
			}
			for i, m := range r.monkey {
				t.Run(fmt.Sprint("monkey ", i), func(t *testing.T) { monkeyN(t, m.spec, m.seed, m.rounds) })
			}
		})
	}
}
