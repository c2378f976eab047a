package scenes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// Whole Pharaon games through the view's picker, to the end scene.

// TestPharaonSoloFullGameThroughPicker sets a solo game up in the menu
// (the Traitor at level 2, Discovery on) and plays it to the end scene,
// the human through the view's clicks with the animations on (fast): the
// Traitor's turns, played inside the human's moves, are shown.
func TestPharaonSoloFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}})
	h.settle()
	h.click("game.pharaon")
	h.click("players.1")
	h.click("opt.traitor=2")
	h.click("opt.discovery[0]=1")
	h.click("start")
	h.settle()
	m := h.match()
	st := m.Session().State().(*pharaon.State)
	if ok, level := st.Solo(); !ok || level != 2 || st.Options()["discovery"] != "1" {
		t.Fatalf("solo %v level %d options %v", ok, level, st.Options())
	}
	rng := rand.New(rand.NewPCG(5, 6))
	end, human := h.playToEnd(rng, nil)
	if !st.Terminal() {
		t.Fatal("the end scene before the game's end")
	}
	// Every move is the human's: the Traitor plays inside them, and
	// played.
	plays := m.entry.Solo.Plays
	traitor := 0
	for i := 0; i < m.Session().Moves(); i++ {
		if a := m.Session().Actor(i); a != 0 {
			t.Fatalf("move %d played by seat %d", i, a)
		}
		for _, e := range m.Session().Events(i) {
			if plays(e) {
				traitor++
			}
		}
	}
	if human != m.Session().Moves() || human < 20 || traitor < 10 {
		t.Errorf("%d human actions of %d moves, %d events of the Traitor's", human, m.Session().Moves(), traitor)
	}
	if len(st.Scores()) != 2 {
		t.Errorf("%d scores, want the human's and the Traitor's", len(st.Scores()))
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves, %d Traitor events, scores %v, winners %v", m.Session().Moves(), traitor, st.Scores(), end.Winners())
}

// TestPharaonFullGameThroughPicker plays a 4-player hot-seat game to the
// end scene, each seat through the view's clicks with the animations on
// (fast), the screen handed from one player to the next; every legal
// action of every decision can be clicked.
func TestPharaonFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1,
		Settings: storage.Settings{Lang: "fr", Speed: "fast"},
		Start:    Start{Scene: "match", Match: pharaonSpec(7, engine.Options{"discovery": "0100"}, session.Human, session.Human, session.Human, session.Human)}})
	h.settle()
	m := h.match()
	rng := rand.New(rand.NewPCG(3, 4))
	decisions, actions := 0, 0
	end, human, shown := h.playToEndHandingOff(rng, func(seat int) {
		if m.viewer != -1 || m.Session().Current() != seat {
			t.Fatalf("hand-off to seat %d: viewer %d, seat %d to play", seat, m.viewer, m.Session().Current())
		}
	}, everyActionClickable(t, m, &decisions, &actions))
	st := m.Session().State().(*pharaon.State)
	if !st.Terminal() || st.Players() != 4 {
		t.Fatalf("terminal %v, %d players", st.Terminal(), st.Players())
	}
	// Each seat plays its share, each person after a hand-off.
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
	t.Logf("%d moves (%v), %d hand-offs, %d legal actions clicked-for at %d decisions, winners %v", m.Session().Moves(), moves, shown, actions, decisions, end.Winners())
}

// everyActionClickable checks, at each human decision, that the view
// gives clicks on the board for every legal action; it counts the
// decisions and actions checked.
func everyActionClickable(t *testing.T, m *MatchScene, decisions, actions *int) func([]engine.Action) {
	return func(legal []engine.Action) {
		*decisions++
		for _, a := range legal {
			*actions++
			pts := m.View().(gameview.Prober).ClickFor(a)
			if len(pts) == 0 {
				t.Fatalf("move %d: no clicks for %s", m.Session().Moves(), m.Session().State().ActionString(a))
			}
			for _, p := range pts {
				if !m.lay.Board.Contains(p) {
					t.Fatalf("a click for %s at %v, off the board %v", m.Session().State().ActionString(a), p, m.lay.Board)
				}
			}
		}
	}
}

// TestPharaonEveryActionClickable plays whole games of 1 to 5 players,
// each seat a human (the animations off), the Traitor at several levels
// and Discovery here and there: every legal action of every decision can
// be clicked, and each game reaches the end scene.
func TestPharaonEveryActionClickable(t *testing.T) {
	for _, c := range []struct {
		seed, rng uint64
		traitor   string
		discovery string
	}{
		{41, 1, "0", "1"},
		{45, 2, "4", "0"},
		{42, 3, "", "01"},
		{43, 4, "", "110"},
		{44, 5, "", "0011"},
		{40, 6, "", "10101"},
		// More than six ways to pay with one access token, with seven
		// access tokens to choose from: the page row lies under Confirm.
		{98, 8, "", "0100"},
	} {
		t.Run(fmt.Sprint(len(c.discovery), "p seed ", c.seed), func(t *testing.T) {
			kinds := []string{session.Human}
			opts := engine.Options{"discovery": c.discovery}
			if c.traitor != "" {
				kinds = append(kinds, session.Automaton)
				opts["traitor"] = c.traitor
			}
			for len(kinds) < len(c.discovery) {
				kinds = append(kinds, session.Human)
			}
			h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "off"},
				Start: Start{Scene: "match", Match: pharaonSpec(c.seed, opts, kinds...)}})
			h.settle()
			m := h.match()
			decisions, actions := 0, 0
			end, _, _ := h.playToEndHandingOff(rand.New(rand.NewPCG(c.rng, 9)), nil, everyActionClickable(t, m, &decisions, &actions))
			checkEnd(t, h, end, m.Session().State())
			t.Logf("%d moves, %d actions clicked-for at %d decisions", m.Session().Moves(), actions, decisions)
		})
	}
}
