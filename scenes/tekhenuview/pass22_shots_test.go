package tekhenuview

import (
	"testing"

	"nilegames/engine/tekhenu"
)

// TestShotsPass22 writes pictures of the first-time player pass's fixes
// when TEKHENU_SHOTS names a folder: the rotation options, the column's
// value options, the weighing with Faith, in both languages.
func TestShotsPass22(t *testing.T) {
	save := viewShots(t)
	for _, lang := range []string{"en", "fr"} {
		s := findState(t, 2, 60, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhRa })
		v := newView(t, testEnv(t, lang, 2))
		v.Sync(s, nil, s.CurrentPlayer())
		for _, a := range s.Legal(nil) {
			if m := tekhenu.Decode(a); m.Kind == tekhenu.MoveColumn {
				v.click(target{tCell, m.I})
				break
			}
		}
		save("p22_rotation_"+lang, v)

		if s = findState(t, 2, 200, osirisValue); s != nil {
			v = newView(t, testEnv(t, lang, 2))
			v.Sync(s, nil, s.CurrentPlayer())
			save("p22_value_"+lang, v)
		}

		s = findState(t, 2, 20, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhDestiny && s.Turn() > 0 })
		v = newView(t, testEnv(t, lang, 2))
		v.Sync(s, nil, s.CurrentPlayer())
		v.fx.weigh = &weighing{seat: 0, balance: 7, faith: -2, final: 5, t: 0.1}
		save("p22_weigh_"+lang, v)
	}
}
