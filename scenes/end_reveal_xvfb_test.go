package scenes

import (
	"fmt"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/storage"
)

// The end screen makes room for what a game reveals at the end
// (Entry.EndReveal): Egizia's Sphinx cards show, face up, in a band under
// the score table and the chart, above the buttons, in both languages,
// no label dropped; a game without a reveal keeps the old layout
// (issue 22).
func TestEndRevealBand(t *testing.T) {
	for _, c := range []struct {
		lang  string
		seats []string
	}{{"en", []string{"greedy", "greedy"}}, {"fr", []string{"greedy", "greedy", "greedy", "greedy"}}} {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: c.lang}, Start: Start{Scene: "end", Match: egiziaSpec(31, c.seats...)}})
		h.settle()
		end, ok := h.app.scene.(*EndScene)
		if !ok {
			t.Fatalf("scene %T, want the end scene", h.app.scene)
		}
		st := end.m.Session().State().(*egizia.State)
		table, chart, reveal := end.boxes()
		if reveal.Empty() {
			t.Fatal("Egizia's end screen has no room for the Sphinx cards")
		}
		for _, r := range []geom.Rect{table, chart} {
			if in := r.Intersect(reveal); in.W > 0 && in.H > 0 {
				t.Errorf("the reveal %v overlaps %v", reveal, r)
			}
		}
		for _, id := range []string{"again", "menu"} {
			b := sceneUI(end).get(id).r
			if b.Y < reveal.Bottom() || b.Bottom() > geom.LogicalH {
				t.Errorf("button %s at %v: under the reveal %v and on the screen?", id, b, reveal)
			}
		}
		// The cards' lapis heads show in the band when someone holds one.
		held := 0
		for q := 0; q < st.NumPlayers(); q++ {
			held += st.SphinxCount(q)
		}
		img := h.snapshot()
		if n := countNear(img, rectOf(reveal.Inset(20)), render.Lapis, 20); held > 0 && n < 400*held {
			t.Errorf("%s: %d lapis pixels for %d Sphinx cards", c.lang, n, held)
		}
		egiziaShot(t, fmt.Sprintf("end_reveal_%dp_%s", st.NumPlayers(), c.lang), img)
		viewtest.NoLabelDropped(t, c.lang+" end screen", func() {
			end.drawBase(render.NewCanvas(geom.LogicalW, geom.LogicalH))
		})
	}
	// A game without a reveal: the table and chart as before.
	h := newHarness(t, nil, Config{Start: Start{Scene: "end", Match: raceSpec("greedy", "greedy")}})
	h.settle()
	end := h.app.scene.(*EndScene)
	if table, _, reveal := end.boxes(); !reveal.Empty() || table != geom.R(60, 210, 900, 600) {
		t.Errorf("without a reveal: table %v, reveal %v", table, reveal)
	}
}
