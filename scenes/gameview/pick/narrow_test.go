package pick

import (
	"slices"
	"testing"
)

// A picker's walk: a card (level 0), then a payment (level 1).
func TestNarrow(t *testing.T) {
	cs := []Clicked{
		{A: 1, Parts: []int{5, 1}},
		{A: 2, Parts: []int{5, 2}},
		{A: 3, Parts: []int{7, 1}},
		{A: 4, Parts: []int{9}},
	}
	// Three cards to choose from.
	if ch, _, done, offer := Narrow(cs, nil); done || len(ch) != 0 || !slices.Equal(offer, []int{5, 7, 9}) {
		t.Errorf("first level: chosen %v done %v offer %v", ch, done, offer)
	}
	// Card 5: two payments to ask.
	if ch, _, done, offer := Narrow(cs, []int{5}); done || !slices.Equal(ch, []int{5}) || !slices.Equal(offer, []int{1, 2}) {
		t.Errorf("card 5: chosen %v done %v offer %v", ch, done, offer)
	}
	// Card 7 has one payment: no question, the action.
	if _, a, done, _ := Narrow(cs, []int{7}); !done || a != 3 {
		t.Errorf("card 7: action %d done %v", a, done)
	}
	// A shared first option is taken without asking.
	if ch, _, done, offer := Narrow(cs[:2], nil); done || !slices.Equal(ch, []int{5}) || !slices.Equal(offer, []int{1, 2}) {
		t.Errorf("one card: chosen %v done %v offer %v", ch, done, offer)
	}
	// Nothing matches: no action, nothing to ask.
	if _, _, done, offer := Narrow(cs, []int{8}); done || offer != nil {
		t.Errorf("no card 8: done %v offer %v", done, offer)
	}
	if got := Prefixed(cs, []int{5}); len(got) != 2 || got[0].A != 1 || got[1].A != 2 {
		t.Errorf("Prefixed: %v", got)
	}
}
