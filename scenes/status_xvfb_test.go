package scenes

import (
	"strings"
	"testing"
	"time"

	"nilegames/engine"
	"nilegames/scenes/gameview"
	"nilegames/scenes/storage"

	"nilegames/render"
	"nilegames/scenes/session"
)

// A long instruction is drawn whole in the status band: on two lines at 21
// when one line at 24 is too short (it was ellipsized at 1280x720, issue
// 22: Tekhenu's Judgment prompt lost its warning about unplaced Faith).
func TestLongStatusDrawnWhole(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.draw = true
	h.settle()
	m := h.match()
	draw := func(s string) []render.Drop {
		m.refusal, m.refUntil = s, h.app.tick+refusalTicks
		m.refreshStatus()
		h.app.Invalidate()
		stop := render.AuditLabels()
		h.run(1)
		return stop()
	}
	long := "Joueur 1 : Jugement de Maât, balance +7 : posez la Foi sur un plateau (+1 ou −1 chacune). La Foi non posée est perdue à la fin du Jugement."
	if render.TextWidth(long, render.Face(render.Medium, 24)) < 1000 {
		t.Fatal("the sample is not long enough to need two lines")
	}
	if d := draw(long); len(d) != 0 {
		t.Errorf("a two-line instruction was cut: %v", d)
	}
	if m.Status() != long {
		t.Fatalf("the band shows %q", m.Status())
	}
	if lines, _ := statusLines(long, 1000); len(lines) != 2 || strings.Join(lines, " ") != long {
		t.Errorf("two lines expected, whole: %q", lines)
	}
	// Past two lines the band still cuts, and says so to the audit.
	if d := draw(strings.Repeat(long+" ", 3)); len(d) == 0 {
		t.Error("a three-line sentence was cut unnoted")
	}
	if lines, _ := statusLines("Choisissez un dé.", 1000); len(lines) != 1 {
		t.Errorf("a short instruction takes %d lines", len(lines))
	}
}

// A bot's move with no log line of its own does not make the band say
// "has played" while the next bot thinks (the panel says "thinking"; a
// play pass of Pharaon saw both at once, issue 22).
func TestNoHasPlayedWhileTheNextBotThinks(t *testing.T) {
	h := newThinkingHarness(t, "normal", raceSpec(session.Human, "random", "hard"))
	m := h.match()
	m.entry.Log = func(engine.Event, *gameview.Env) (string, bool) { return "", false }
	h.playHuman()
	played := h.app.T("match.bot_played", "name", "PB")
	thinking := h.app.T("match.thinking_who", "name", "PC")
	saw := false
	for i := 0; i < 20*TPS && m.Session().Moves() < 3; i++ {
		h.run(1)
		if m.Session().Thinking() && m.Session().Current() == 2 {
			saw = true
			if st := m.Status(); st == played || st != thinking {
				t.Fatalf("while PC thinks the band says %q", st)
			}
		}
	}
	if !saw {
		t.Fatal("PC never thought")
	}
}

// newThinkingHarness starts spec's match at speed with a clock that
// advances a millisecond at each reading, so that a bot's slices stay
// short and it thinks over many frames.
func newThinkingHarness(t *testing.T, speed string, spec *session.Spec) *harness {
	cfg := Config{Start: Start{Scene: "match", Match: spec}}
	cfg.Settings = storage.DefaultSettings("en")
	cfg.Settings.Speed = speed
	h := newHarness(t, nil, cfg)
	h.app.cfg.Now = func() time.Time {
		h.clock = h.clock.Add(time.Millisecond)
		return h.clock
	}
	h.settle()
	return h
}
