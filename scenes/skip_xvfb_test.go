package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/session"

	_ "nilegames/scenes/tekhenuview"
)

// The long animations of the real games hold the board for seconds at
// Normal speed: the band offers to skip them, and Space does. A Pharaon new
// round (the wheel cleared and turned, lots filled, Jars revealed), played
// to by applying picks; a Tekhenu Judgment of Maat, played to through the
// picker.
func TestGameLongAnimationIsSkipped(t *testing.T) {
	pharaonRound := func(s engine.State) int { return s.(*pharaon.State).Round() }
	judgments := func(s engine.State) int { _, j, _ := s.(*tekhenu.State).Counts(); return j }
	judgedSpec := func(opts engine.Options, seats ...string) *session.Spec {
		sp := &session.Spec{Game: "tekhenu", Seed: 5, Options: opts}
		colours := []render.PlayerColor{render.Red, render.Blue, render.Green}
		for i, k := range seats {
			sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: colours[i].String(), Kind: k})
		}
		return sp
	}
	for _, c := range []struct {
		name string
		spec *session.Spec
		// what the animation shows, and the count of it that reaches it
		what     string
		progress func(engine.State) int
		at       int
		byClicks bool // the human plays through the picker
	}{
		{"pharaon three players", pharaonSpec(5, engine.Options{"players": "3"}, session.Human, "random", "random"), "the new round", pharaonRound, 2, false},
		{"pharaon solo", pharaonSpec(5, engine.Options{"players": "1", "traitor": "2"}, session.Human, session.Automaton), "the new round", pharaonRound, 2, false},
		{"tekhenu three players", judgedSpec(engine.Options{"players": "3"}, session.Human, "random", "random"), "the Judgment", judgments, 1, true},
		{"tekhenu solo", judgedSpec(engine.Options{"players": "1", "solo": "medium"}, session.Human, session.Automaton), "the Judgment", judgments, 1, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: c.spec}})
			h.settle()
			m := h.match()
			progress := func() int { return c.progress(m.Session().State()) }
			rng := rand.New(rand.NewPCG(5, 6))
			// Play (the human at random, the others by themselves) until
			// the long animation is shown.
			for i := 0; i < 50000 && !(progress() >= c.at && (!c.byClicks || m.SkipOffered())); i++ {
				if m.Session().HumanToAct() && !m.Busy() {
					if c.byClicks {
						h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.IntN(len(l))] })
					} else {
						l := m.Session().Legal()
						m.apply(l[rng.IntN(len(l))])
					}
					continue
				}
				h.run(1)
			}
			// It plays long enough for the skip to be offered.
			for i := 0; i < 600 && m.Busy() && !m.SkipOffered(); i++ {
				h.run(1)
			}
			if progress() != c.at || !m.Busy() || !m.SkipOffered() {
				t.Fatalf("%s: at %d, busy %v, skip offered %v", c.what, progress(), m.Busy(), m.SkipOffered())
			}
			n := m.Session().Moves()
			h.in.KeyPress("Space")
			h.run(1)
			if m.SkipOffered() {
				t.Error("the hint stays after the skip")
			}
			// The bots play at full speed here: one may already have
			// moved, its own move animating.
			if m.Session().Moves() == n && m.Busy() {
				t.Errorf("%s still plays after the skip", c.what)
			}
		})
	}
}

// A long animation (a Judgment, a Scoring) holds the board: Space, Enter
// or a click on the board finishes it at once, and the status band says so.

func TestLongAnimationIsSkipped(t *testing.T) {
	raceAnim = 60 // a minute: it cannot end by itself within the test
	t.Cleanup(func() { raceAnim = 0.15 })
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	m := h.match()
	v := m.View().(*fakeView)
	green := func(seat int) int {
		return countNear(h.snapshot(), rectOf(m.panelBody(seat)), render.ReedGreen, 6)
	}
	// waitOffer runs frames until the band offers the skip.
	waitOffer := func(what string) {
		t.Helper()
		for i := 0; i < 10*TPS && !m.SkipOffered(); i++ {
			h.run(1)
		}
		if !m.SkipOffered() || !m.Busy() {
			t.Fatalf("%s: no skip offered (busy %v)", what, m.Busy())
		}
		if s := h.app.T("match.skip.hint"); s == "match.skip.hint" {
			t.Fatal("the hint has no text")
		}
	}

	// The human's move, skipped with Space.
	h.playHuman()
	if !m.Busy() {
		t.Fatal("the move does not animate")
	}
	if n := green(0); n != 0 {
		t.Fatalf("the panel shows the move before it landed: %d green pixels", n)
	}
	waitOffer("the human's move")
	h.in.KeyPress("Space")
	h.run(1)
	// The human's move has landed; the bot, at full speed in tests, has
	// already answered within the same frame: its move animates now.
	if n := green(0); n == 0 {
		t.Error("after the skip the panel does not show the move")
	}
	if m.Session().Moves() != 2 || !m.Session().HumanToAct() {
		t.Fatalf("the bot did not move: %d moves", m.Session().Moves())
	}
	if !m.Busy() || m.SkipOffered() {
		t.Fatalf("the bot's move: busy %v, skip offered at once %v", m.Busy(), m.SkipOffered())
	}

	// The bot's move lands slowly; it is the human's turn meanwhile. A
	// click on nothing (no button) skips it, plays nothing and is no
	// refused click.
	waitOffer("the bot's move")
	bot := green(1)
	// Its points wait for the board too: no +N in its header yet.
	gain := func() int { return countNear(h.snapshot(), rectOf(m.panelHead(1)), deltaColor(1), 16) }
	if n := gain(); n != 0 {
		t.Errorf("the bot's header tells its points before its move has landed: %d pixels", n)
	}
	empty := m.lay.Board.Min().Add(geom.Pt(40, 40))
	for i := range v.legal {
		if v.button(i).Contains(empty) {
			t.Fatalf("%v is on button %d: the test proves nothing", empty, i)
		}
	}
	h.tap(empty)
	if m.Busy() {
		t.Fatal("the click did not finish the animation")
	}
	if n := m.Session().Moves(); n != 2 {
		t.Fatalf("the click on nothing that skipped also played: %d moves", n)
	}
	h.run(3)
	if m.refusal != "" {
		t.Errorf("the click that skipped is refused: %q", m.refusal)
	}
	if v.shown.String() != m.Session().State().String() {
		t.Errorf("after the skip the view shows %v, the state is %v", v.shown, m.Session().State())
	}
	if n := green(1); n <= bot {
		t.Errorf("after the skip the bot's panel does not show its move: %d green pixels, %d before", n, bot)
	}
	if n := gain(); n < 20 {
		t.Errorf("after the skip no +points in the bot's header: %d pixels", n)
	}
	// The next click plays.
	h.tap(v.button(0).Center())
	if n := m.Session().Moves(); n != 3 {
		t.Fatalf("the next click did not play: %d moves", n)
	}
	// A click on nothing once the board is still is refused, as the fake
	// view does: the silence above was the skip's.
	h.in.KeyPress("Space") // the human's move lands; the bot answers
	h.run(1)
	waitOffer("the bot's second move")
	h.in.KeyPress("Space")
	h.run(1)
	if m.Busy() || m.Session().Moves() != 4 {
		t.Fatalf("after the second skip: busy %v, %d moves", m.Busy(), m.Session().Moves())
	}
	h.tap(empty)
	if m.refusal == "" {
		t.Error("a click on nothing with the board still is not refused: the test above proves nothing")
	}
	h.tap(v.button(0).Center())
	if n := m.Session().Moves(); n != 5 {
		t.Fatalf("the click on the button did not play: %d moves", n)
	}
}

// TestClickOnTargetDuringAnimationActs_Fake: a click on a glowing target
// while the opponent's move still plays finishes the animation and acts at
// once, whether the press and release come in one frame or in two.
func TestClickOnTargetDuringAnimationActs_Fake(t *testing.T) {
	raceAnim = 60
	t.Cleanup(func() { raceAnim = 0.15 })
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	m := h.match()
	v := m.View().(*fakeView)
	for _, split := range []bool{false, true} {
		h.playHuman()
		h.in.KeyPress("Space") // the human's move lands; the bot answers
		h.run(1)
		n := m.Session().Moves()
		if !m.Busy() || !m.Session().HumanToAct() || m.Session().Actor(n-1) != 1 {
			t.Fatalf("split %v: the bot's move: busy %v, human to act %v", split, m.Busy(), m.Session().HumanToAct())
		}
		want := m.Session().Legal()[1]
		p := v.button(1).Center()
		if split {
			h.in.Frame(input.Intent{Kind: input.Move, X: p.X, Y: p.Y}, input.Intent{Kind: input.Press, X: p.X, Y: p.Y, Button: input.ButtonLeft})
			h.run(1)
			if m.Busy() {
				t.Fatal("the press did not finish the animation")
			}
			h.run(2) // the button held down
			h.in.Frame(input.Intent{Kind: input.Release, X: p.X, Y: p.Y, Button: input.ButtonLeft}, input.Intent{Kind: input.Click, X: p.X, Y: p.Y, Button: input.ButtonLeft})
			h.run(1)
		} else {
			h.tap(p)
		}
		if got := m.Session().Moves(); got != n+1 || m.Session().State().History()[n] != want {
			t.Fatalf("split %v: the click on a target during the animation did not play it: %d moves, want %d", split, got, n+1)
		}
		if m.refusal != "" {
			t.Errorf("split %v: refusal %q", split, m.refusal)
		}
	}
}

// The round's summary waits for the animation that ends the round: it
// would tell the points before the board shows them.
func TestSummaryWaitsForTheAnimation(t *testing.T) {
	raceAnim, raceRounds = 60, true
	t.Cleanup(func() { raceAnim, raceRounds = 0.15, false })
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	m := h.match()
	h.playHuman()
	h.in.KeyPress("Enter") // the human's move lands; the bot closes the lap
	h.run(1)
	if m.Session().Moves() != 2 || !m.Busy() || m.summary == nil {
		t.Fatalf("moves %d, busy %v, summary %v", m.Session().Moves(), m.Busy(), m.summary != nil)
	}
	h.run(TPS) // well past the summary's own time: it waits
	if n := summaryPixels(h, m); n > 0 {
		t.Fatalf("the summary shows while the round's last move still plays: %d pixels", n)
	}
	h.in.KeyPress("Enter")
	h.run(1)
	if m.Busy() || m.summary == nil {
		t.Fatalf("after the skip: busy %v, summary %v", m.Busy(), m.summary != nil)
	}
	if n := summaryPixels(h, m); n < 1000 {
		t.Errorf("the summary is not shown once the move has landed: %d pixels", n)
	}
}

// In hot seat the hand-off screen waits for the move's animation; skipping
// it brings the hand-off at once.
func TestSkipBringsTheHandOff(t *testing.T) {
	raceAnim = 60
	t.Cleanup(func() { raceAnim = 0.15 })
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, session.Human)}})
	h.settle()
	m := h.match()
	if m.Handoff() >= 0 {
		h.click("handoff")
	}
	h.playHuman()
	h.run(TPS + 2)
	if !m.Busy() || m.Handoff() != 1 || !m.SkipOffered() {
		t.Fatalf("after the first move: busy %v, hand-off to %d, skip offered %v", m.Busy(), m.Handoff(), m.SkipOffered())
	}
	if sceneUI(h.app.scene).get("handoff") != nil {
		t.Fatal("the hand-off button shows while the move still plays")
	}
	h.in.KeyPress("Space")
	h.run(1)
	if m.Busy() || sceneUI(h.app.scene).get("handoff") == nil {
		t.Fatalf("after the skip: busy %v, hand-off button %v", m.Busy(), sceneUI(h.app.scene).get("handoff") != nil)
	}
}

// In hot seat a click that skips the move before a hand-off only skips:
// it plays nothing for the next player, and its release over the hand-off
// button that appears does not press it.
func TestSkipClickBeforeHandOffOnlySkips(t *testing.T) {
	raceAnim = 60
	t.Cleanup(func() { raceAnim = 0.15 })
	for _, split := range []bool{false, true} {
		h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, session.Human)}})
		h.settle()
		m := h.match()
		v := m.View().(*fakeView)
		if m.Handoff() >= 0 {
			h.click("handoff")
		}
		h.playHuman()
		if !m.Busy() || m.Handoff() != 1 {
			t.Fatalf("split %v: after the first move: busy %v, hand-off to %d", split, m.Busy(), m.Handoff())
		}
		p := v.button(0).Center()
		if split {
			h.in.Frame(input.Intent{Kind: input.Move, X: p.X, Y: p.Y}, input.Intent{Kind: input.Press, X: p.X, Y: p.Y, Button: input.ButtonLeft})
			h.run(1)
			w := sceneUI(h.app.scene).get("handoff")
			if w == nil {
				t.Fatal("no hand-off button after the skip")
			}
			// The pointer slides onto the button and is released there.
			q := w.r.Center()
			h.in.Frame(input.Intent{Kind: input.Move, X: q.X, Y: q.Y}, input.Intent{Kind: input.Release, X: q.X, Y: q.Y, Button: input.ButtonLeft})
			h.run(1)
		} else {
			h.tap(p)
		}
		h.run(2)
		if m.Busy() || m.Session().Moves() != 1 {
			t.Fatalf("split %v: after the skip click: busy %v, %d moves", split, m.Busy(), m.Session().Moves())
		}
		if m.Handoff() != 1 || sceneUI(h.app.scene).get("handoff") == nil {
			t.Errorf("split %v: the skip click pressed the hand-off (hand-off %d)", split, m.Handoff())
		}
		if m.refusal != "" {
			t.Errorf("split %v: the skip click is refused: %q", split, m.refusal)
		}
	}
}
