package tekhenuview

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
)

// TestDialPicMatchesDrawing: through the animations of a die taken, dice
// added (rolling, the dial turning) and a Judgment, and with a die
// hovered, and after a click, the board drawn with the dial's square copied back is the
// board with the dial drawn anew.
func TestDialPicMatchesDrawing(t *testing.T) {
	moves := []move1{
		findMove(t, 3, func(evs []engine.Event) bool { _, ok := has[tekhenu.DieDrafted](evs); return ok }),
		findMove(t, 3, func(evs []engine.Event) bool {
			_, a := has[tekhenu.DieAdded](evs)
			_, r := has[tekhenu.DialRotated](evs)
			return a && r
		}),
		findMove(t, 3, func(evs []engine.Event) bool { _, ok := has[tekhenu.Weighed](evs); return ok }),
	}
	kept := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	drawn := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	compared, hits := 0, 0
	// Twice: drawn, then copied back.
	same := func(v *View, what string) {
		t.Helper()
		for range 2 {
			kept.Clear()
			v.drawBoard(render.SubImage(kept, v.Area), v.hover)
			drawn.Clear()
			v.dialPic.off = true
			v.drawBoard(render.SubImage(drawn, v.Area), v.hover)
			v.dialPic.off = false
			if n, box := diffImages(kept, drawn); n > 0 {
				savePNG(t, kept, "tekhenu_dial_kept.png")
				savePNG(t, drawn, "tekhenu_dial_drawn.png")
				t.Fatalf("%s: %d pixels differ in %v", what, n, box)
			}
			compared++
		}
	}
	// A click on a cell of the temple: a selection off the dial.
	s := playTo(t, 2, 10, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhRa })
	v := newView(t, testEnv(t, "en", 2))
	v.Sync(s, nil, s.CurrentPlayer())
	same(v, "Ra")
	clickCell(t, v)
	same(v, "Ra, a cell picked")
	hits += v.dialPic.hits
	for mi, m := range moves {
		v := animate(t, m, "en")
		dice := []geom.Point{}
		for _, s := range v.dice {
			dice = append(dice, s.c)
		}
		for f := 0; ; f++ {
			if f%20 == 0 {
				if f%40 == 20 && len(dice) > 0 {
					p := dice[f%len(dice)]
					v.setPointer(p)
				}
				same(v, fmt.Sprintf("move %d, frame %d", mi, f))
			}
			if !v.Update(1.0 / 60) {
				break
			}
		}
		hits += v.dialPic.hits
	}
	t.Logf("%d frames compared, %d with the dial copied back", compared, hits)
	if compared < 12 || hits < compared/3 {
		t.Errorf("%d frames compared, %d with the dial copied back", compared, hits)
	}
}
