package scenes

import (
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/session"
)

func TestTooltipDoesNotCoverTarget(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	m := h.match()
	r := m.View().(*fakeView).button(0)
	h.in.MoveTo(r.Center().X, r.Center().Y)
	h.run(1)
	if m.tip == nil {
		t.Fatal("no tooltip")
	}
	if in := m.tipBox.Intersect(r); in.W > 0 && in.H > 0 {
		t.Errorf("tooltip %v covers %v", m.tipBox, r)
	}
}

func TestTooltipHidesOnClickAndFollowsChanges(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: raceSpec(session.Human, "easy")}})
	h.settle()
	m := h.match()
	v := m.View().(*fakeView)
	b := v.button(1).Center()
	h.in.MoveTo(b.X, b.Y)
	h.run(1)
	if len(m.tip) == 0 || m.tip[0] != "step 2 for P1" {
		t.Fatalf("tooltip %q", m.tip)
	}
	// A press hides it.
	h.in.Frame(input.Intent{Kind: input.Press, X: b.X, Y: b.Y, Button: input.ButtonLeft})
	h.run(1)
	if m.tip != nil {
		t.Fatalf("tooltip after a press: %q", m.tip)
	}
	h.in.Frame(input.Intent{Kind: input.Release, X: b.X, Y: b.Y, Button: input.ButtonLeft})
	h.run(1)
	// The human plays; the pointer comes back over a button while the bot
	// thinks, and stays there as the bot moves.
	h.playHuman()
	h.in.MoveTo(b.X, b.Y)
	h.run(1)
	if len(m.tip) == 0 || m.tip[0] != "step 2 for P2" {
		t.Fatalf("while the bot thinks: %q", m.tip)
	}
	h.waitHuman()
	if len(m.tip) == 0 || m.tip[0] != "step 2 for P1" {
		t.Fatalf("after the bot's move, without a pointer move: %q", m.tip)
	}
	// The control the prompt asks for is never covered.
	target := v.button(1)
	v.asked = []geom.Rect{geom.R(target.X-100, target.Bottom(), target.W+200, 300)}
	h.in.MoveTo(b.X+1, b.Y)
	h.run(1)
	if m.tip == nil {
		t.Fatal("no tooltip")
	}
	if i := m.tipBox.Intersect(v.asked[0]); i.W > 0 && i.H > 0 {
		t.Errorf("tooltip %v covers the asked control %v", m.tipBox, v.asked[0])
	}
}

// TestKheopsTooltips: a tile of the pyramid explains itself, and the
// tooltip leaves it visible.
func TestKheopsTooltips(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 16, Start: Start{Scene: "match", Match: kheopsSpec(7, session.Human, "easy"), Moves: 10}})
	h.settle()
	m := h.match()
	// A base tile in the bottom row, under the middle of the pyramid.
	b := m.lay.Board
	p := geom.Pt(b.X+b.W/2, b.Bottom()-60)
	h.in.MoveTo(p.X, p.Y)
	h.run(1)
	if len(m.tip) < 2 {
		t.Fatalf("tooltip %q", m.tip)
	}
	lines, target, ok := m.View().Tooltip(p.X, p.Y)
	if !ok || !target.Contains(p) {
		t.Fatalf("tooltip target %v does not hold %v (%v)", target, p, ok)
	}
	if in := m.tipBox.Intersect(target); in.W > 0 && in.H > 0 {
		t.Errorf("tooltip %v covers %v", m.tipBox, target)
	}
	joined := strings.Join(lines, " ")
	if !strings.Contains(joined, "foundation") {
		t.Errorf("a base tile's tooltip: %q", joined)
	}
}

// Tekhenu's tooltips (dice, gods, statue slots, cards, cells...): wherever
// the board explains something, the spot it names holds the pointer, and
// the tooltip leaves it visible.
func TestTekhenuTooltips(t *testing.T) {
	for _, sp := range []*session.Spec{
		tekhenuSpec(3, nil, session.Human, "easy", "easy"),
		tekhenuSpec(6, engine.Options{"solo": "easy"}, session.Human, session.Automaton),
	} {
		h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: sp, Moves: 30}})
		h.settle()
		m := h.match()
		h.waitHuman()
		b := m.lay.Board
		tips := 0
		for y := b.Y + 3; y < b.Bottom(); y += 7 {
			for x := b.X + 3; x < b.Right(); x += 7 {
				lines, target, ok := m.View().Tooltip(x, y)
				if !ok {
					continue
				}
				tips++
				if len(lines) == 0 || lines[0] == "" {
					t.Errorf("%d seats: an empty tooltip at (%.0f,%.0f)", len(sp.Seats), x, y)
				}
				for _, l := range lines {
					if strings.Contains(l, "[") {
						t.Errorf("tooltip line with a missing key: %q", l)
					}
				}
				if !target.Contains(geom.Pt(x, y)) {
					t.Errorf("%d seats: the tooltip at (%.0f,%.0f), %q, names %v, which does not hold the pointer", len(sp.Seats), x, y, lines[0], target)
					return
				}
			}
		}
		if tips < 1000 {
			t.Errorf("%d seats: tooltips at %d points of the board only", len(sp.Seats), tips)
		}
		// A die of the dial, hovered: its tooltip, beside it.
		for d := 0; d < tekhenu.NumDice; d++ {
			if m.Session().State().(*tekhenu.State).DieInfo(d).Section < 0 {
				continue
			}
			p := place(t, m, tekhenu.DieAdded{Die: d}).R.Center()
			h.in.MoveTo(p.X, p.Y)
			h.run(1)
			if len(m.tip) == 0 {
				t.Fatalf("no tooltip over die %d", d)
			}
			_, target, _ := m.View().Tooltip(p.X, p.Y)
			if in := m.tipBox.Intersect(target); in.W > 0 && in.H > 0 {
				t.Errorf("the tooltip %v covers die %d at %v", m.tipBox, d, target)
			}
			break
		}
	}
}
