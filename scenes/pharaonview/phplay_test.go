package pharaonview

import (
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/input"
)

// The payment panel has a Cancel: it plays nothing and asks the match,
// once, to take the Quarter action back (gameview.Backer); the right click
// does the same. Confirm still pays.
func TestPaymentCancelAsksBack(t *testing.T) {
	s, ok := boardPlay(t, 3, 5, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhPay })
	if !ok {
		t.Fatal("no PhPay position")
	}
	v := pickView(t, "en", s)
	legal := s.Legal(nil)
	if v.Back() {
		t.Fatal("Back before any click")
	}
	r := mustRect(t, v, target{kCancel, 0, 0})
	if c := mustRect(t, v, target{kConfirm, 0, 0}); !r.Intersect(c).Empty() {
		t.Errorf("Cancel %v over Confirm %v", r, c)
	}
	for _, in := range [][]input.Intent{
		tapAt(r.Center()),
		{{Kind: input.Click, X: v.area.Center().X, Y: v.area.Center().Y, Button: input.ButtonRight}},
	} {
		if _, done, _ := v.Pick(in, legal); done {
			t.Fatalf("%v played a payment", in[len(in)-1])
		}
		if !v.Back() {
			t.Errorf("%v: no Back asked", in[len(in)-1])
		}
		if v.Back() {
			t.Error("Back reported twice")
		}
	}
	a, done, _ := v.Pick(tapAt(mustRect(t, v, target{kConfirm, 0, 0}).Center()), legal)
	if !done || a != s.SuggestedPayment() || v.Back() {
		t.Errorf("Confirm: %v %v, want the suggested payment", s.ActionString(a), done)
	}
}
