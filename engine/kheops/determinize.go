package kheops

import "nilegames/engine"

// Determinize re-deals what viewer cannot see (§11.1): the unseen tiles
// (catalogue − pyramid − viewer's hand, i.e. the pile and the other hand)
// are sorted, shuffled with rng and dealt back to the other hand and the
// pile, sizes unchanged. At the end every hand is public: nothing changes.
// A viewer that is no seat sees no hand.
func (s *State) Determinize(viewer int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.Reseed(rng)
	if c.phase == PhaseOver {
		return c
	}
	var pool [NumTiles]int8
	n := 0
	for i := 0; i < int(c.pileN); i++ {
		pool[n] = c.pile[i]
		n++
	}
	var sizes [Players]int8
	for seat := 0; seat < Players; seat++ {
		if seat == viewer {
			continue
		}
		sizes[seat] = c.handN[seat]
		for i := 0; i < int(c.handN[seat]); i++ {
			pool[n] = c.hand[seat][i]
			n++
		}
		c.hand[seat] = [HandSize]int8{}
		c.handN[seat] = 0
	}
	// Sorted first, so that the copy depends only on what viewer knows and
	// on rng, never on the true order.
	sortTiles(pool[:n])
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for seat := 0; seat < Players; seat++ {
		for i := 0; i < int(sizes[seat]); i++ {
			c.addToHand(seat, pool[k])
			k++
		}
	}
	for i := 0; i < int(c.pileN); i++ {
		c.pile[i] = pool[k]
		k++
	}
	return c
}

// sortTiles is an insertion sort: at most 50 small values, no allocation.
func sortTiles(v []int8) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j] < v[j-1]; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}
