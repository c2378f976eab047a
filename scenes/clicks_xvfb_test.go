package scenes

import (
	"math/rand"
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
)

// A click or a tap on a seat's panel reaches a view whose panels take
// clicks (gameview.PanelClicker): Imhotep's chip of the cards a panel has
// no room for shows them on a click, not on hover only (issue 22).

// panelClickView is a view whose panels count the clicks they get.
type panelClickView struct {
	gameview.View
	clicks []int // the seats clicked
	at     []geom.Point
}

func (v *panelClickView) PanelClick(seat int, r geom.Rect, x, y float64) bool {
	if !r.Contains(geom.Pt(x, y)) {
		return false
	}
	v.clicks = append(v.clicks, seat)
	v.at = append(v.at, geom.Pt(x, y))
	return true
}

func TestPanelClickReachesTheView(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random", "random")}})
	h.settle()
	m := h.match()
	pv := &panelClickView{View: m.view}
	m.view = pv
	body := m.panelBody(2)
	h.tap(body.Center())
	h.settle()
	if len(pv.clicks) != 1 || pv.clicks[0] != 2 || pv.at[0] != body.Center() {
		t.Fatalf("a tap on seat 3's panel body %v: the view got %v at %v, want seat 2 once", body, pv.clicks, pv.at)
	}
	// A tap on the board is the board's, not a panel's.
	h.tap(m.lay.Board.Center())
	h.settle()
	if len(pv.clicks) != 1 {
		t.Errorf("a tap on the board reached the panels: %v", pv.clicks)
	}
}

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

// The payment's Cancel (here its right click) takes the Quarter action
// back: the human chooses again, nothing paid, the move count as before.
func TestPharaonPaymentCancelUndoes(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: pharaonSpec(7, nil, session.Human, "random", "random")}})
	h.settle()
	m := h.match()
	first := func(l []engine.Action) engine.Action { return l[0] }
	h.playHumanWith(first)
	h.playHumanWith(first)
	// A Quarter action: the engine asks for its payment next.
	quarter := func(l []engine.Action) engine.Action {
		for _, a := range l {
			c := m.Session().State().Clone().(*pharaon.State)
			if c.Apply(a) == nil && c.Phase() == pharaon.PhPay {
				return a
			}
		}
		t.Fatal("no Quarter action")
		return 0
	}
	a := h.playHumanWith(quarter)
	n := m.Session().Moves()
	if m.Session().State().(*pharaon.State).Phase() != pharaon.PhPay || !m.Session().HumanToAct() {
		t.Fatal("not the human's payment")
	}
	c := m.lay.Board.Center()
	h.in.Frame(input.Intent{Kind: input.Click, X: c.X, Y: c.Y, Button: input.ButtonRight})
	h.run(1)
	if got := m.Session().Moves(); got != n-1 {
		t.Fatalf("moves %d after Cancel, want %d", got, n-1)
	}
	st := m.Session().State().(*pharaon.State)
	if st.Phase() == pharaon.PhPay || !m.Session().HumanToAct() || !slices.Contains(m.Session().Legal(), a) {
		t.Errorf("after Cancel: phase %v, human %v, %s legal %v", st.Phase(), m.Session().HumanToAct(), st.ActionString(a), slices.Contains(m.Session().Legal(), a))
	}
	h.playHumanWith(quarter) // and the game goes on
}

// Whole games, 3 players and solo, the human's every move (random) made by
// the clicks the view's Prober gives. The round's summary card stays
// until closed: playHumanWith closes it with a click on the card (the
// "arrow:CON" misses seen before were clicks on that card).
func TestPharaonWholeGamesByClicks(t *testing.T) {
	var sps []*session.Spec
	for seed := uint64(1); seed <= 5; seed++ {
		sps = append(sps, pharaonSpec(seed, nil, session.Human, "random", "random"),
			pharaonSpec(seed, engine.Options{"traitor": "2"}, session.Human, session.Automaton))
	}
	for _, sp := range sps {
		h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: sp}})
		h.settle()
		m := h.match()
		rng := rand.New(rand.NewSource(int64(sp.Seed)))
		for i := 0; i < 1000 && !m.Session().Terminal(); i++ {
			for j := 0; j < 100000 && !m.Session().Terminal() && (m.Busy() || !m.Session().HumanToAct()); j++ {
				h.run(1)
			}
			if !m.Session().Terminal() {
				h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.Intn(len(l))] })
			}
		}
		if !m.Session().Terminal() {
			t.Errorf("seed %d, %d seats: not over after %d moves", sp.Seed, len(sp.Seats), m.Session().Moves())
		}
	}
}
