package scenes

import (
	"strings"
	"testing"

	"nilegames/locales"
	"nilegames/scenes/storage"
)

// The settings have one way out, Back, in both languages; Escape does the
// same.
func TestSettingsOneWayOut(t *testing.T) {
	for _, lang := range locales.Languages {
		h := newHarness(t, nil, Config{Settings: storage.DefaultSettings(lang), Start: Start{Scene: "settings"}})
		h.settle()
		s, ok := h.app.scene.(*SettingsScene)
		if !ok {
			t.Fatalf("scene %T", h.app.scene)
		}
		b, _ := locales.Load(lang)
		outs := 0
		for _, w := range s.ui.ws {
			for _, k := range []string{"common.back", "common.done", "common.close", "common.ok"} {
				if b.Has(k) && w.label == b.T(k) {
					outs++
				}
			}
		}
		if outs != 1 || s.ui.get("back") == nil || s.ui.get("done") != nil {
			t.Errorf("%s: %d ways out", lang, outs)
		}
		h.click("speed.fast")
		h.in.KeyPress("Escape")
		h.settle()
		if _, ok := h.app.scene.(*MenuScene); !ok {
			t.Errorf("%s: Escape leads to %T", lang, h.app.scene)
		}
	}
}

// The animation line is the app's, not one game's: it names no piece only
// one game has.
func TestSpeedHintNamesNoGame(t *testing.T) {
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		hint := strings.ToLower(b.T("settings.speed_hint"))
		for _, word := range []string{"boat", "ship", "stone", "tile", "pawn", "bateau", "pierre", "tuile", "pion", "imhotep", "kheops", "khéops"} {
			if strings.Contains(hint, word) {
				t.Errorf("%s: %q names %q", lang, hint, word)
			}
		}
	}
}
