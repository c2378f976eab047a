package viewtest

import (
	"testing"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Picker is what RoundTrip drives: a view's Pick, CancelPick and ClickFor.
type Picker interface {
	Pick(in []input.Intent, legal []engine.Action) (a engine.Action, ok bool, redraw bool)
	CancelPick()
	gameview.Prober
}

// RoundTrip taps where ClickFor says for a (each tap inside area) and
// checks Pick gives a at the last tap only; phase names the position in
// the messages. It returns the number of taps. The selection is dropped
// before and after.
func RoundTrip(t testing.TB, v Picker, area geom.Rect, s engine.State, phase any, legal []engine.Action, a engine.Action) int {
	t.Helper()
	v.CancelPick()
	pts := v.ClickFor(a)
	if len(pts) == 0 {
		t.Fatalf("no clicks for %s (phase %v)", s.ActionString(a), phase)
	}
	for i, p := range pts {
		if !area.Contains(p) {
			t.Fatalf("%s: click %d at %v is off the board", s.ActionString(a), i+1, p)
		}
		got, ok, _ := v.Pick(input.TapAt(p.X, p.Y), legal)
		last := i == len(pts)-1
		if ok && !last {
			t.Fatalf("%s: click %d of %d already gave %s", s.ActionString(a), i+1, len(pts), s.ActionString(got))
		}
		if last && (!ok || got != a) {
			t.Fatalf("%s (phase %v): clicks %v gave %v %s", s.ActionString(a), phase, pts, ok, s.ActionString(got))
		}
	}
	v.CancelPick()
	return len(pts)
}
