package anim

import "testing"

// A popup waits for its delay, rises for its duration, then is dropped.
func TestPopupsAdvance(t *testing.T) {
	a := &Popup{Dur: 1, Delay: 0.5}
	b := &Popup{Dur: 2}
	ps := Popups{a, b}
	ps.Advance(0.25)
	if _, ok := a.Progress(); ok {
		t.Error("a popup shows before its delay")
	}
	if x, ok := b.Progress(); !ok || x != 0.125 {
		t.Errorf("progress %v %v, want 0.125", x, ok)
	}
	ps.Advance(1.5) // a: 1.75 >= 1.5 done; b: 1.75 < 2
	if len(ps) != 1 || ps[0] != b {
		t.Fatalf("after 1.75 s: %d popups", len(ps))
	}
	ps.Advance(0.25)
	if len(ps) != 0 {
		t.Errorf("a finished popup stays: %d", len(ps))
	}
}
