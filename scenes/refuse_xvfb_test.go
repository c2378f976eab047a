package scenes

import (
	"strings"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// In a 2-player Egizia game, a click on the blocked round space T1 says
// why in the status band, whole on one line, in both languages: the
// player count, not a bare "Not now." (issue 22).
func TestEgiziaBlockedSpaceRefusalInBand(t *testing.T) {
	want := map[string]string{"en": "2-player", "fr": "2 joueurs"}
	for _, lang := range []string{"en", "fr"} {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: lang}, Start: Start{Scene: "match", Match: egiziaSpec(41, session.Human, "greedy")}})
		h.settle()
		m := h.match()
		for i := 0; i < 2000 && !(m.Session().HumanToAct() && !m.Busy()); i++ {
			h.run(1)
		}
		st := m.Session().State().(*egizia.State)
		if st.Phase() == egizia.PhSetupSphinx {
			h.playHuman()
			for i := 0; i < 2000 && !(m.Session().HumanToAct() && !m.Busy() && st.Phase() == egizia.PhPlace); i++ {
				h.run(1)
				st = m.Session().State().(*egizia.State)
			}
		}
		if st.Phase() != egizia.PhPlace || !m.Session().HumanToAct() {
			t.Fatalf("%s: no placement for the human (%v)", lang, st.Phase())
		}
		ps := m.view.(gameview.Placer).Places(egizia.TileDealt{Space: 0})
		if len(ps) == 0 {
			t.Fatal("round space 1 is nowhere")
		}
		n := m.Session().Moves()
		h.tap(ps[0].R.Center())
		h.run(2)
		if m.Session().Moves() != n {
			t.Fatal("a click on a blocked round space played a move")
		}
		got := m.Status()
		if !strings.Contains(got, want[lang]) || strings.Contains(got, "Not now") || strings.Contains(got, "Pas maintenant") {
			t.Errorf("%s: the band says %q", lang, got)
		}
		viewtest.NoLabelDropped(t, lang+" status band", func() {
			m.drawTopBar(render.NewCanvas(geom.LogicalW, geom.LogicalH))
		})
		egiziaShot(t, "refusal_t1_"+lang, h.snapshot())
	}
}

func TestRefusedClickSaysWhy(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	m := h.match()
	prompt := m.Status()
	h.tap(geom.Pt(m.lay.Board.X+60, m.lay.Board.Y+60)) // beside every button
	want := h.app.T("match.log_empty")
	if m.Status() != want || !m.warn {
		t.Fatalf("status %q warn %v, want the reason %q", m.Status(), m.warn, want)
	}
	if m.Session().Moves() != 0 {
		t.Fatal("the refused click played")
	}
	h.run(refusalTicks + 1)
	if m.Status() != prompt || m.warn {
		t.Errorf("after a while: %q", m.Status())
	}
	// The next click takes it away at once.
	h.tap(geom.Pt(m.lay.Board.X+60, m.lay.Board.Y+60))
	h.in.Frame(input.Intent{Kind: input.Click, X: 1500, Y: 300, Button: input.ButtonLeft})
	h.run(1)
	if m.Status() != prompt {
		t.Errorf("after another click: %q", m.Status())
	}
}

// A click on a locked choice of the real Kheops view (the priest, before
// the mummy is on the pyramid) says why in the status band, and plays
// nothing.
func TestLockedChoiceSaysWhyKheops(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 16, Start: Start{Scene: "match", Match: kheopsSpec(3, session.Human, "easy")}})
	h.settle()
	m := h.match()
	h.waitHuman()
	h.run(1)
	want := "needs your mummy on the pyramid first" // kheops.refuse.needs_mummy
	n := m.Session().Moves()
	asked := m.View().(gameview.Asker).Asked()
	found := false
	for _, r := range asked {
		h.tap(r.Center())
		h.run(1)
		if m.warn && strings.Contains(m.Status(), want) {
			found = true
			break
		}
	}
	if !found {
		t.Fatalf("no click on the asked controls %v gave %q (status %q)", asked, want, m.Status())
	}
	if m.Session().Moves() != n {
		t.Error("the refused click played a move")
	}
	img := h.snapshot()
	bar := rectOf(m.lay.TopBar)
	if countNear(img, bar, render.Lighten(render.Terracotta, 0.35), 40) < 50 {
		t.Errorf("the reason is not drawn in the warning colour in the top bar")
	}
}

// A click on a Forbidden die says why in the status band, and plays
// nothing.
func TestTekhenuForbiddenDieSaysWhy(t *testing.T) {
	h, m, _ := tekhenuAtRest(t, 40, forbiddenOnDial)
	st := m.Session().State().(*tekhenu.State)
	if st.Phase() != tekhenu.PhTake {
		t.Fatalf("phase %v, want the die to take", st.Phase())
	}
	n := m.Session().Moves()
	tried := 0
	for d := 0; d < tekhenu.NumDice; d++ {
		info := st.DieInfo(d)
		if info.Section < 0 || st.Status(info.Colour, info.Section) != tekhenu.Forbidden {
			continue
		}
		tried++
		h.tap(place(t, m, tekhenu.DieAdded{Die: d}).R.Center())
		h.run(1)
		// The reason first, then the instruction it stands in for.
		if want := h.app.T("tekhenu.refuse.forbidden"); !m.warn || !strings.HasPrefix(m.Status(), want) {
			t.Errorf("die %d: status %q (warning %v), want %q", d, m.Status(), m.warn, want)
		}
	}
	if tried == 0 {
		t.Fatal("no Forbidden die on the dial")
	}
	if m.Session().Moves() != n {
		t.Error("a click on a Forbidden die played a move")
	}
}
