package pick

import (
	"slices"
	"sort"

	"nilegames/engine"
)

// Clicked is a legal action as a picker reaches it: a click on its target,
// then one option per level (Parts), e.g. a card, then how to pay.
type Clicked struct {
	A     engine.Action
	Parts []int
}

// Prefixed keeps the actions whose options start with chosen.
func Prefixed(cs []Clicked, chosen []int) []Clicked {
	var out []Clicked
	for _, c := range cs {
		if len(c.Parts) >= len(chosen) && slices.Equal(c.Parts[:len(chosen)], chosen) {
			out = append(out, c)
		}
	}
	return out
}

// Narrow walks the options of the actions cs clicked through one target,
// from those chosen: it adds the options every remaining action shares,
// and returns the action once one is left (done), else the options of the
// level to ask (offer, sorted; none when no action is left).
func Narrow(cs []Clicked, chosen []int) (chosen2 []int, a engine.Action, done bool, offer []int) {
	chosen = slices.Clone(chosen)
	for {
		left := Prefixed(cs, chosen)
		if len(left) == 0 {
			return chosen, 0, false, nil
		}
		if len(left) == 1 {
			return chosen, left[0].A, true, nil
		}
		lvl := len(chosen)
		set := map[int]bool{}
		for _, c := range left {
			if lvl < len(c.Parts) {
				set[c.Parts[lvl]] = true
			}
		}
		if len(set) == 0 {
			// Two actions clicked alike: a view's map never makes them.
			return chosen, left[0].A, true, nil
		}
		if len(set) == 1 {
			for o := range set {
				chosen = append(chosen, o)
			}
			continue
		}
		for o := range set {
			offer = append(offer, o)
		}
		sort.Ints(offer)
		return chosen, 0, false, offer
	}
}
