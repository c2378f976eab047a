package scenes

import (
	"testing"
	"time"

	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// thinkDone is the work the thinking bot has done on its decision.
func thinkDone(h *harness) int {
	d, _ := h.match().Session().Progress()
	return d
}

// With ThinkPerDraw the bot gets one slice per drawn frame: the updates
// ebiten runs to catch up before a late frame do not search; without it,
// every update does.
func TestThinkPerDraw(t *testing.T) {
	for _, perDraw := range []bool{false, true} {
		cfg := Config{ThinkPerDraw: perDraw, Start: Start{Scene: "match", Match: raceSpec("hard", session.Human)}}
		cfg.Settings = storage.DefaultSettings("en")
		cfg.Settings.Speed = "off" // the board does not move: thinking is sliced per update
		h := newHarness(t, nil, cfg)
		// Each reading of the clock takes a millisecond: a slice of the
		// 4 ms budget ends after a Step or two.
		h.app.cfg.Now = func() time.Time {
			h.clock = h.clock.Add(time.Millisecond)
			return h.clock
		}
		if !h.match().Session().Thinking() {
			t.Fatal("the bot is not to move")
		}
		h.app.Draw(h.screen)
		h.app.Update()
		d1 := thinkDone(h)
		if d1 == 0 {
			t.Fatalf("perDraw %v: no work after the first update", perDraw)
		}
		// Two more updates before the next draw.
		h.app.Update()
		h.app.Update()
		d2 := thinkDone(h)
		switch {
		case perDraw && d2 != d1:
			t.Errorf("ThinkPerDraw: the bot searched in the catch-up updates (%d, then %d)", d1, d2)
		case !perDraw && d2 <= d1:
			t.Errorf("per update: the catch-up updates did not search (%d, then %d)", d1, d2)
		}
		h.app.Draw(h.screen)
		h.app.Update()
		if d3 := thinkDone(h); d3 <= d2 {
			t.Errorf("perDraw %v: no search after the next draw (%d, then %d)", perDraw, d2, d3)
		}
	}
}

// The thinking indicator repaints IndicatorHz times a second: its
// progress bar moves with its dots, not at each twentieth of the work.
func TestIndicatorSteps(t *testing.T) {
	for _, hz := range []int{4, 2} {
		// 100 iterations an update: a hard decision (20,000) takes 200
		// updates, a twentieth of it 10.
		cfg := Config{IndicatorHz: hz, ThinkIterations: 100, Start: Start{Scene: "match", Match: raceSpec("hard", session.Human)}}
		cfg.Settings = storage.DefaultSettings("en")
		cfg.Settings.Speed = "off"
		h := newHarness(t, nil, cfg)
		m := h.match()
		steps, bars := 0, map[int]bool{}
		last := m.indState
		for i := 0; i < 2*TPS; i++ {
			h.run(1)
			if !m.Session().Thinking() {
				t.Fatalf("hz %d: the bot decided within %d updates", hz, i+1)
			}
			if m.indState != last {
				steps++
				last = m.indState
			}
			bars[m.indState/4] = true
		}
		if steps > 2*hz+1 {
			t.Errorf("hz %d: the indicator stepped %d times in 2 s", hz, steps)
		}
		if len(bars) < 3 {
			t.Errorf("hz %d: the progress bar showed only %d lengths in 2 s", hz, len(bars))
		}
	}
}
