package tekhenuview

import "nilegames/engine/tekhenu"

// The previews asked of the engine on a copy (value actions, rotations)
// are asked every frame by the labels and the prompt; they are kept for
// as long as the state is the same (same state, same number of moves).
type memoKey struct {
	what string
	a, b int
}

var memo struct {
	st    *tekhenu.State
	moves int
	vals  map[memoKey][3]int
}

// memoized returns f's result for key, computed once per position.
func (v *View) memoized(key memoKey, f func() [3]int) [3]int {
	if memo.st != v.st || memo.moves != v.st.Moves() || memo.vals == nil {
		memo.st, memo.moves, memo.vals = v.st, v.st.Moves(), map[memoKey][3]int{}
	}
	if r, ok := memo.vals[key]; ok {
		return r
	}
	r := f()
	memo.vals[key] = r
	return r
}
