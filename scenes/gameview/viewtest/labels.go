package viewtest

import (
	"fmt"
	"testing"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// NoLabelDropped runs draw with the label audit on and fails for every
// label it dropped or clipped: card names, discs and bands must be drawn
// whole in both languages (issue 22). what names the drawing in the
// failure. draw must not hit caches that skip the painting.
func NoLabelDropped(t testing.TB, what string, draw func()) {
	t.Helper()
	stop := render.AuditLabels()
	func() {
		defer func() {
			if r := recover(); r != nil {
				stop()
				panic(r)
			}
		}()
		draw()
	}()
	for _, d := range stop() {
		t.Errorf("%s: label %q %s", what, d.Text, d.Why)
	}
}

// RulesPicturesWhole draws every picture of a game's rules pages at the
// rules scene's size, in both languages and with no sprite cache, and
// fails for every label dropped or clipped.
func RulesPicturesWhole(t *testing.T, pages []gameview.RulesPage, env func(lang string) *gameview.Env) {
	t.Helper()
	_, pic := gameview.RulesColumns(true)
	r := geom.R(0, 0, pic.W, pic.H).Inset(8)
	for _, lang := range []string{"en", "fr"} {
		e := env(lang)
		for i, p := range pages {
			if p.Illustrate == nil {
				continue
			}
			img := render.NewCanvas(int(pic.W), int(pic.H))
			e.Sprites = nil // no cache: every label drawn
			NoLabelDropped(t, fmt.Sprintf("%s, rules page %d (%s)", lang, i+1, p.Title), func() { p.Illustrate(img, r, e) })
			img.Deallocate()
		}
	}
}

// CountsAtLeast fails for each count of want that seen (the size each
// count was drawn at) lacks or has under min: 21 is ART.md's 14 px in a
// 1280x720 window.
func CountsAtLeast(t testing.TB, lang string, seen map[string]float64, want []string, min float64) {
	t.Helper()
	for _, w := range want {
		size, ok := seen[w]
		switch {
		case !ok:
			t.Errorf("%s: count %q not drawn as a count", lang, w)
		case size < min:
			t.Errorf("%s: count %q at %v, under %v", lang, w, size, min)
		}
	}
}
