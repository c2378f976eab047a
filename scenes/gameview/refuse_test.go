package gameview

import (
	"slices"
	"testing"
)

// A refusal is told once, with its arguments; none is told before a Set
// or after a Clear.
func TestRefusalToldOnce(t *testing.T) {
	var r Refusal
	var rf Refuser = &r
	if _, _, ok := rf.Refused(); ok || r.Pending() {
		t.Fatal("a zero refusal is told")
	}
	r.Set("x.refuse.taken", "n", 2)
	if !r.Pending() {
		t.Fatal("a set refusal is not pending")
	}
	key, args, ok := rf.Refused()
	if !ok || key != "x.refuse.taken" || !slices.Equal(args, []any{"n", 2}) {
		t.Fatalf("refused %q %v %v", key, args, ok)
	}
	if _, _, ok := r.Take(); ok {
		t.Fatal("a refusal is told twice")
	}
	r.Set("x.refuse.not_now")
	r.Clear()
	if _, _, ok := r.Take(); ok {
		t.Fatal("a cleared refusal is told")
	}
}
