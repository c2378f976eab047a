package scenes

import (
	"strings"
	"testing"

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
