package scenes

import (
	"strings"
	"testing"

	"nilegames/engine/egizia"
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
