package tekhenuview

import (
	"testing"

	"nilegames/engine/tekhenu"
)

// TestShotsIssue22 writes the pictures of issue 22's changes when
// TEKHENU_SHOTS names a folder: the Judgment panel beside the Destiny
// cards, the Faith and Bread buttons, in both languages.
func TestShotsIssue22(t *testing.T) {
	save := viewShots(t)
	for _, lang := range []string{"en", "fr"} {
		s := playTo(t, 2, 11, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhDestiny && s.Turn() > 0 })
		v := newView(t, testEnv(t, lang, 2))
		v.Sync(s, nil, s.CurrentPlayer())
		v.fx.weigh = &weighing{seat: 0, balance: -3, faith: 1, final: -2, t: 0.5}
		save("i22_destiny_weigh_"+lang, v)

		s = playTo(t, 2, 5, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhFaith })
		v = newView(t, testEnv(t, lang, 2))
		v.Sync(s, nil, s.CurrentPlayer())
		save("i22_faith_"+lang, v)
		v.click(target{tBtn, bFaith + 2})
		save("i22_faith_amount_"+lang, v)

		s = playTo(t, 2, 9, func(s *tekhenu.State) bool {
			return s.Phase() == tekhenu.PhBread && s.BreadDue(s.CurrentPlayer()) > 0
		})
		v = newView(t, testEnv(t, lang, 2))
		v.Sync(s, nil, s.CurrentPlayer())
		save("i22_bread_"+lang, v)
	}
}
