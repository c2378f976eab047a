package viewtest

import (
	"testing"

	"nilegames/render"
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
