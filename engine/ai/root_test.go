package ai

import (
	"math"
	"slices"
	"testing"
)

func TestRootPick(t *testing.T) {
	v := []float64{1, 5, 3, 5, -2}
	for _, c := range []struct {
		keep  int
		slack float64
		want  []bool
	}{
		{2, 0, []bool{false, true, false, true, false}},
		{3, 0, []bool{false, true, true, true, false}},
		{0, 2, []bool{false, true, true, true, false}},
		{0, 4, []bool{true, true, true, true, false}},
		{2, 4, []bool{false, true, false, true, false}},
		{1, 0, []bool{false, true, false, false, false}}, // a tie keeps the first
	} {
		if got := rootPick(v, c.keep, c.slack); !slices.Equal(got, c.want) {
			t.Errorf("keep %d slack %g: %v, want %v", c.keep, c.slack, got, c.want)
		}
	}
}

func TestLeadInto(t *testing.T) {
	dst := make([]float64, 3)
	leadInto(dst, []float64{30, 20, 20}, 5)
	want := []float64{1 / (1 + math.Exp(-2)), 1 / (1 + math.Exp(2)), 1 / (1 + math.Exp(2))}
	for i := range dst {
		if math.Abs(dst[i]-want[i]) > 1e-12 {
			t.Fatalf("lead rewards %v, want %v", dst, want)
		}
	}
	leadInto(dst, []float64{20, 20, 10}, 5)
	if dst[0] != 0.5 || dst[1] != 0.5 || dst[2] >= 0.5 {
		t.Fatalf("tied leaders: %v", dst)
	}
}

// With RootKeep 2 the search plays one of the two moves rootFilter keeps
// and grows no other root move, where the plain search plays others.
func TestRootKeepSearch(t *testing.T) {
	outside := 0
	for seed := uint64(0); seed < 20; seed++ {
		s := newToy(t, 5, seed, 3) // seat 0 bid 3: seat 1 to move
		c, _ := Level("normal")
		c.Iterations, c.TopK = 300, 1
		keep := rootFilter(s, 1, seed, candidates(s, nil), 2, 0)
		if len(keep) != 2 {
			t.Fatalf("seed %d: kept %v", seed, keep)
		}
		if a := Choose(NewMCTS("plain", c), s, seed); !slices.Contains(keep, a) {
			outside++
		}
		c.RootKeep = 2
		sr := NewMCTS("k", c).Start(s, seed)
		for !sr.Step(1 << 20) {
		}
		if a := sr.Best(); !slices.Contains(keep, a) {
			t.Fatalf("seed %d: played %d, the filter kept %v", seed, a, keep)
		}
		m := sr.(*mcts)
		for x := m.nodes[0].first; x != none; x = m.nodes[x].next {
			if !slices.Contains(keep, m.nodes[x].action) {
				t.Fatalf("seed %d: root move %d grown, the filter kept %v", seed, m.nodes[x].action, keep)
			}
		}
	}
	if outside == 0 {
		t.Fatal("the plain search always played a kept move: the test shows nothing")
	}
}
