package tekhenuview

import (
	"nilegames/engine"
	"nilegames/engine/tekhenu"
)

// rotationGain plays the column in cell at rotation rot on a copy: its
// matching edges and the VP the player gains (ok false when that
// placement is not legal). Each rotation option says what it gives
// (first-time player pass #6), asked of the engine, not worked out here.
func (v *View) rotationGain(cell, rot int) (matches, vp int, ok bool) {
	p := v.dec.player
	for _, a := range v.st.Legal(nil) {
		m := tekhenu.Decode(a)
		if m.Kind != tekhenu.MoveColumn || m.I != cell || m.Rot != rot {
			continue
		}
		c := v.st.Clone().(*tekhenu.State)
		matches = -1
		c.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
			if cp, isCol := e.(tekhenu.ColumnPlaced); isCol && cp.Player == p && matches < 0 {
				matches = cp.Matches
			}
		}))
		before, _ := c.PlayerView(p, v.Viewer)
		if c.Apply(a) != nil {
			return 0, 0, false
		}
		after, _ := c.PlayerView(p, v.Viewer)
		return max(matches, 0), int(after.VP) - int(before.VP), true
	}
	return 0, 0, false
}

// rotationLabel is a rotation option with what it gives.
func (v *View) rotationLabel(cell, rot int) string {
	r := v.memoized(memoKey{"rot", cell, rot}, func() [3]int {
		m, vp, ok := v.rotationGain(cell, rot)
		return [3]int{m, vp, b2i(ok)}
	})
	if m, vp, ok := r[0], r[1], r[2] == 1; ok {
		return v.t("tekhenu.option.rotation_gain", "deg", rot*90, "n", m, "vp", signed(vp))
	}
	return v.t("tekhenu.option.rotation", "deg", rot*90)
}
