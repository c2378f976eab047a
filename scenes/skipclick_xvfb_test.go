package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"

	_ "nilegames/scenes/egiziaview"
	_ "nilegames/scenes/imhotepview"
	_ "nilegames/scenes/kheopsview"
	_ "nilegames/scenes/pharaonview"
	_ "nilegames/scenes/tekhenuview"
)

// Issue 22, Egizia play pass #1a: right after the bot's move (a flood
// marker moved, a ship placed) the panel said "your turn" while the move
// still played; a click on a glowing river card only skipped the move.
// In that very state (placement, the human to act, the bot's move still
// animating) a click on a river card space the human may take finishes
// the animation and places the ship, in the same click, with no refusal;
// several times over a game, after different bot moves.
func TestClickOnRiverCardDuringBotAnimation_Egizia(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: egiziaSpec(5, session.Human, "random")}})
	h.settle()
	m := h.match()
	prober := m.View().(gameview.Prober)
	rng := rand.New(rand.NewPCG(5, 22))
	done := 0
	for i := 0; i < 100000 && done < 3; i++ {
		if m.Session().Terminal() {
			break
		}
		st, _ := m.Session().State().(*egizia.State)
		if m.Busy() && humanMayClick(m) && st != nil && st.Phase() == egizia.PhPlace {
			var cards []engine.Action
			for _, a := range m.Session().Legal() {
				mv := egizia.DecodeAction(a)
				if mv.Kind != egizia.ActPlace || len(prober.ClickFor(a)) != 1 || !m.lay.Board.Contains(prober.ClickFor(a)[0]) {
					continue
				}
				for _, ci := range egizia.CardIndex {
					if int(ci) == mv.I {
						cards = append(cards, a)
					}
				}
			}
			if len(cards) > 0 {
				a := cards[rng.IntN(len(cards))]
				actOnTarget(t, h, m, a, prober.ClickFor(a))
				done++
				continue
			}
		}
		if m.Session().HumanToAct() && !m.Busy() {
			h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.IntN(len(l))] })
			continue
		}
		h.run(1)
	}
	if done == 0 {
		t.Fatalf("no river card to take while a bot's move animated (%d moves)", m.Session().Moves())
	}
}

// Issue 22: right after an opponent's move the status band already asks and
// the targets glow; a click on a target while that move still plays must
// finish the animation and act at once, a click on nothing only skip it.

func TestClickOnTargetDuringAnimationActs_Imhotep(t *testing.T) {
	clickDuringAnimation(t, imhotepSpec(3, session.Human, "random"))
}

func TestClickOnTargetDuringAnimationActs_Kheops(t *testing.T) {
	clickDuringAnimation(t, kheopsSpec(3, session.Human, "random"))
}

func TestClickOnTargetDuringAnimationActs_Tekhenu(t *testing.T) {
	clickDuringAnimation(t, tekhenuSpec(3, engine.Options{"players": "2"}, session.Human, "random"))
}

func TestClickOnTargetDuringAnimationActs_Pharaon(t *testing.T) {
	clickDuringAnimation(t, pharaonSpec(3, engine.Options{"players": "2"}, session.Human, "random"))
}

func TestClickOnTargetDuringAnimationActs_Egizia(t *testing.T) {
	clickDuringAnimation(t, egiziaSpec(3, session.Human, "random"))
}

// clickDuringAnimation plays sp (seat 0 human, at random through the
// picker) until the human is to act while a move still animates, twice:
// the first time a click on nothing must only skip; the second a click on
// a legal target (the view's Prober says where) must play it in the same
// click.
func clickDuringAnimation(t *testing.T, sp *session.Spec) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: sp}})
	h.settle()
	m := h.match()
	prober, ok := m.View().(gameview.Prober)
	if !ok {
		t.Fatal("the view has no Prober")
	}
	rng := rand.New(rand.NewPCG(22, 1))
	emptyDone, targetDone := false, false
	for i := 0; i < 100000 && !(emptyDone && targetDone); i++ {
		if m.Session().Terminal() {
			break
		}
		if m.Busy() && humanMayClick(m) {
			if !emptyDone {
				if p, ok := nothingAt(m, prober); ok {
					emptyDone = true
					skipOnNothing(t, h, m, p)
					continue
				}
			} else if a, pts, ok := target(m, prober, rng); ok {
				targetDone = true
				actOnTarget(t, h, m, a, pts)
				continue
			}
		}
		if m.Session().HumanToAct() && !m.Busy() {
			h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.IntN(len(l))] })
			continue
		}
		h.run(1)
	}
	if !emptyDone || !targetDone {
		t.Fatalf("no animation with the human to act: click on nothing tried %v, on a target %v (%d moves)", emptyDone, targetDone, m.Session().Moves())
	}
}

// humanMayClick: the human is to act, with no hand-off, round summary or
// pause menu in the way.
func humanMayClick(m *MatchScene) bool {
	return m.Session().HumanToAct() && !m.Session().Terminal() && m.Handoff() < 0 && m.summary == nil && !m.Paused()
}

// target chooses a legal action and the clicks that play it, the fewest
// clicks first (one, when there is such an action).
func target(m *MatchScene, prober gameview.Prober, rng *rand.Rand) (engine.Action, []geom.Point, bool) {
	legal := m.Session().Legal()
	best := 0
	var cands []engine.Action
	for _, a := range legal {
		n := len(prober.ClickFor(a))
		switch {
		case n == 0:
		case best == 0 || n < best:
			best, cands = n, []engine.Action{a}
		case n == best:
			cands = append(cands, a)
		}
	}
	if len(cands) == 0 {
		return 0, nil, false
	}
	a := cands[rng.IntN(len(cands))]
	pts := prober.ClickFor(a)
	for _, p := range pts {
		if !m.lay.Board.Contains(p) {
			return 0, nil, false // a click on a panel is no skip
		}
	}
	return a, pts, true
}

// nothingAt finds a point of the board with nothing under it: no tooltip,
// and far from every click of every legal action.
func nothingAt(m *MatchScene, prober gameview.Prober) (geom.Point, bool) {
	var clicks []geom.Point
	for _, a := range m.Session().Legal() {
		clicks = append(clicks, prober.ClickFor(a)...)
	}
	b := m.lay.Board
	for y := b.Y + 8; y < b.Bottom()-8; y += 24 {
		for x := b.X + 8; x < b.Right()-8; x += 24 {
			p := geom.Pt(x, y)
			if _, _, tip := m.View().Tooltip(x, y); tip {
				continue
			}
			far := true
			for _, c := range clicks {
				if d := p.Sub(c); d.X*d.X+d.Y*d.Y < 80*80 {
					far = false
					break
				}
			}
			if far {
				return p, true
			}
		}
	}
	return geom.Point{}, false
}

// skipOnNothing clicks p, on nothing, while a move animates: the
// animation ends, nothing is played or half chosen, and no refusal shows.
func skipOnNothing(t *testing.T, h *harness, m *MatchScene, p geom.Point) {
	t.Helper()
	n := m.Session().Moves()
	h.tap(p)
	if m.Busy() {
		t.Errorf("the click on nothing at %v did not finish the animation", p)
	}
	if got := m.Session().Moves(); got != n {
		t.Errorf("the click on nothing at %v played: %d moves, want %d", p, got, n)
	}
	if sel, ok := m.View().(gameview.Selector); ok && sel.Selecting() {
		t.Errorf("the click on nothing at %v began a choice", p)
	}
	h.run(2)
	if m.refusal != "" {
		t.Errorf("the click on nothing at %v that skipped is refused: %q", p, m.refusal)
	}
}

// actOnTarget clicks the points of a while a move animates: the first
// click ends the animation and goes on to the board, so that a is played
// by these clicks exactly, the last one playing it.
func actOnTarget(t *testing.T, h *harness, m *MatchScene, a engine.Action, pts []geom.Point) {
	t.Helper()
	n := m.Session().Moves()
	what := m.Session().State().ActionString(a)
	for k, p := range pts {
		h.tap(p)
		if k == 0 && m.Busy() && m.Session().Moves() == n {
			t.Errorf("the click on %s at %v did not finish the animation", what, p)
		}
	}
	if got := m.Session().Moves(); got != n+1 || m.Session().State().History()[n] != a {
		t.Fatalf("%d clicks at %v on %s during an animation did not play it: %d moves, want %d", len(pts), pts, what, got, n+1)
	}
	if m.refusal != "" {
		t.Errorf("the click on %s: refusal %q", what, m.refusal)
	}
	t.Logf("played %s in %d click(s) during the animation", what, len(pts))
}
