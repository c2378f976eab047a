package ai

import (
	"math"
	"sort"

	"nilegames/engine"
)

// rootLeads judges each root move as the greedy bot does, in one
// determinization: the move, then the seat's best follow-ups while it is
// still to decide (among candidates), worth its points minus the best
// other seat's.
func rootLeads(s engine.State, seat int, seed uint64, legal []engine.Action) []float64 {
	rng := engine.NewRNG(seed ^ 0x9e3779b97f4a7c15)
	d := s.Determinize(seat, &rng)
	pts := make([]float64, s.NumPlayers())
	var buf []engine.Action
	lead := func(x engine.State) float64 {
		p := points(x, pts)
		other := math.Inf(-1)
		for q, v := range p {
			if q != seat {
				other = math.Max(other, v)
			}
		}
		if math.IsInf(other, -1) {
			other = 0
		}
		v := p[seat] - other
		if x.CurrentPlayer() == engine.Terminal {
			for _, w := range x.Winners() {
				if w == seat {
					v += greedyWin / float64(len(x.Winners()))
				}
			}
		}
		return v
	}
	out := make([]float64, len(legal))
	for i, a := range legal {
		x := d.Clone()
		if x.Apply(a) != nil {
			out[i] = math.Inf(-1)
			continue
		}
		for k := 0; k < greedyChain && x.CurrentPlayer() == seat; k++ {
			buf = candidates(x, buf)
			var best engine.State
			bv := math.Inf(-1)
			for _, b := range buf {
				c := x.Clone()
				if c.Apply(b) != nil {
					continue
				}
				if v := lead(c); best == nil || v > bv {
					best, bv = c, v
				}
			}
			if best == nil {
				break
			}
			x = best
		}
		out[i] = lead(x)
	}
	return out
}

// rootFilter keeps the root moves of legal that rootLeads ranks among
// the keep best (keep > 0) and within slack points of the best (slack >
// 0), in their order.
func rootFilter(s engine.State, seat int, seed uint64, legal []engine.Action, keep int, slack float64) []engine.Action {
	ok := rootPick(rootLeads(s, seat, seed, legal), keep, slack)
	out := make([]engine.Action, 0, len(legal))
	for i, a := range legal {
		if ok[i] {
			out = append(out, a)
		}
	}
	return out
}

// rootPick marks the keep best values (ties: the first) that are within
// slack of the best; keep 0 or slack 0 sets no limit of its kind.
func rootPick(v []float64, keep int, slack float64) []bool {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return v[idx[i]] > v[idx[j]] })
	ok := make([]bool, len(v))
	for r, i := range idx {
		if keep > 0 && r >= keep || slack > 0 && v[i] < v[idx[0]]-slack {
			break
		}
		ok[i] = true
	}
	return ok
}
