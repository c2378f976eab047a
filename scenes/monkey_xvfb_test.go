package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/scenes/session"
)

// A first-time player clicks everywhere: random presses, clicks, drags,
// wheel turns and keys over a match, through pause menus, rules, settings
// and back. The app must never panic, and the match it shows must always be
// the replay of its own history: monkeyN plays n rounds of clicks.
func monkeyN(t *testing.T, spec *session.Spec, seed uint64, n int) {
	h := newHarness(t, nil, Config{ThinkIterations: 8, Start: Start{Scene: "match", Match: spec}})
	h.draw = true
	h.settle()
	rng := rand.New(rand.NewPCG(seed, 7))
	keys := []string{"Escape", "Ctrl+Z", "R", "N", "Enter", "Tab", "Space", "1", "Shift+R"}
	for i := 0; i < n; i++ {
		// Now and then a real move, so that the clicks meet many positions.
		if m, ok := h.app.scene.(*MatchScene); ok && rng.IntN(6) == 0 && !m.paused && m.summary == nil && m.Handoff() < 0 &&
			m.Session().HumanToAct() && !m.Busy() && !m.Session().Terminal() {
			m.View().CancelPick()
			h.playHumanWith(func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] })
			continue
		}
		// Now and then the person handed the screen takes it, so that a
		// hot-seat match goes on.
		if m, ok := h.app.scene.(*MatchScene); ok && rng.IntN(4) == 0 && !m.paused && m.Handoff() >= 0 && !m.Busy() {
			if w := m.ui.get("handoff"); w != nil && !w.off {
				h.click("handoff")
				continue
			}
		}
		// Mostly the board and the log; now and then the top bar and its
		// buttons (which leave the match and may come back).
		x, y := rng.Float64()*1920, 80+rng.Float64()*1000
		if rng.IntN(20) == 0 {
			y = rng.Float64() * 80
		}
		switch r := rng.IntN(10); {
		case r < 5:
			h.in.Tap(x, y)
		case r < 7:
			h.in.MoveTo(x, y)
		case r < 8:
			h.in.Frame(input.Intent{Kind: input.Wheel, X: x, Y: y, DY: float64(rng.IntN(3) - 1)})
		case r < 9:
			h.in.Frame(input.Intent{Kind: input.Press, X: x, Y: y, Button: input.ButtonRight},
				input.Intent{Kind: input.Release, X: x, Y: y, Button: input.ButtonRight},
				input.Intent{Kind: input.Click, X: x, Y: y, Button: input.ButtonRight})
		default:
			h.in.KeyPress(keys[rng.IntN(len(keys))])
		}
		h.run(1 + rng.IntN(3))
		if h.app.quit {
			t.Fatalf("frame %d: the app quit", i)
		}
		// Back into a match when a click left it (menu, end scene).
		if _, ok := h.app.scene.(*MatchScene); !ok && rng.IntN(8) == 0 {
			if h.app.match != nil && !h.app.match.Session().Terminal() {
				h.app.Switch(h.app.match)
				h.settle()
			}
		}
	}
	m := h.app.match
	if m == nil {
		return
	}
	s := m.Session()
	replay, err := s.State().Game().NewState(s.State().Options(), s.State().Seed())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range s.State().History() {
		if err := replay.Apply(a); err != nil {
			t.Fatalf("replaying %s: %v", replay.ActionString(a), err)
		}
	}
	if replay.String() != s.State().String() {
		t.Errorf("the match is not the replay of its history")
	}
	t.Logf("%d moves played, scene %T", s.Moves(), h.app.scene)
}
