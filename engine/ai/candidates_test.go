package ai

import (
	"slices"
	"testing"

	"nilegames/engine"
)

// narrow offers the search only some legal actions: keep(legal) of them.
type narrow struct {
	engine.State
	keep func([]engine.Action) []engine.Action
}

func (n narrow) Clone() engine.State { return narrow{n.State.Clone(), n.keep} }
func (n narrow) Determinize(v int, rng *engine.RNG) engine.State {
	return narrow{n.State.Determinize(v, rng), n.keep}
}
func (n narrow) Candidates(dst []engine.Action) []engine.Action {
	return n.keep(n.State.Legal(dst))
}

// everyOther keeps the 1st, 3rd... legal actions.
func everyOther(l []engine.Action) []engine.Action {
	out := l[:0]
	for i := 0; i < len(l); i += 2 {
		out = append(out, l[i])
	}
	return out
}

// The root grows only the candidates and the choice is one of them.
func TestCandidatesNarrowTheSearch(t *testing.T) {
	for i, s := range decisionPoints(t) {
		w := narrow{s, everyOther}
		cands := everyOther(s.Legal(nil))
		sr := quick(t, "normal", 300).Start(w, 7)
		a := run(sr, 1<<20)
		if !slices.Contains(cands, a) {
			t.Errorf("point %d: chose %d, not a candidate of %v", i, a, cands)
		}
		nodes := tree(sr)
		for x := nodes[0].first; x != none; x = nodes[x].next {
			if nodes[x].mover == int32(s.CurrentPlayer()) && !slices.Contains(cands, nodes[x].action) {
				t.Errorf("point %d: root child %d is not a candidate", i, nodes[x].action)
			}
		}
		if len(nodes) < 10 {
			t.Errorf("point %d: only %d nodes", i, len(nodes))
		}
	}
}

// One candidate is a forced move: no search; none falls back to Legal.
func TestCandidatesOneOrNone(t *testing.T) {
	s := decisionPoints(t)[0]
	legal := s.Legal(nil)
	last := narrow{s, func(l []engine.Action) []engine.Action { return l[len(l)-1:] }}
	sr := mustBot(t, "hard").Start(last, 1)
	if _, ok := sr.(fixed); !ok || sr.Best() != legal[len(legal)-1] {
		t.Errorf("one candidate: search %T, best %d, want %d at once", sr, sr.Best(), legal[len(legal)-1])
	}
	empty := narrow{s, func(l []engine.Action) []engine.Action { return l[:0] }}
	if a := Choose(quick(t, "normal", 200), empty, 3); !slices.Contains(legal, a) {
		t.Errorf("no candidates: chose %d, not legal", a)
	}
}
