package egizia

import (
	"math/bits"

	"nilegames/engine"
)

// Determinize re-samples what viewer cannot see (§11.1): the other seats'
// Sphinx hands, their setup pairs not yet chosen, the cards another seat
// is looking at after a Sphinx draw, and the Sphinx deck cards whose place
// viewer does not know (the cards viewer put under the deck, A27, stay
// where they are; its own setup discard, A37, stays in the deck at an
// unknown place until the first draw), all drawn from one pool; the Nile decks' order; the
// RNG (future tile draws). Unseen cards are sorted before the shuffle, so
// the copy depends only on what viewer knows.
func (s *State) Determinize(viewer int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.Reseed(rng)
	if c.phase == PhOver {
		return c
	}
	vb := uint8(1) << uint(viewer)
	var pool [NumSphinx]int8
	var free [NumSphinx]int8 // deck places viewer does not know
	n, nf := 0, 0
	mine := int8(0) // viewer's setup discard, known to be in the deck
	for i := 0; i < int(c.sphN); i++ {
		id := c.sphinx[i]
		if c.knows[id-1]&vb != 0 {
			continue
		}
		free[nf] = int8(i)
		nf++
		if id == c.setupDisc[viewer] && !c.sphDrawn {
			mine = id
			continue
		}
		pool[n] = id
		n++
	}
	for q := 0; q < int(c.n); q++ {
		if q == viewer {
			continue
		}
		for h := c.pl[q].Sphinx; h != 0; h &= h - 1 {
			pool[n] = int8(bits.TrailingZeros64(h) + 1)
			n++
		}
		for k := 0; k < SetupSphinxDeal; k++ {
			if id := c.setupPair[q][k]; id != 0 {
				pool[n] = id
				n++
			}
		}
	}
	peek := c.phase == PhSphinxKeep && int(c.b.seat) != viewer
	if peek {
		for _, id := range c.drawn[:c.drawnN] {
			pool[n] = id
			n++
		}
	}
	sortInt8(pool[:n])
	shuffle8(rng, pool[:n])
	k := 0
	// The deck's unknown places: viewer's discard and cards of the pool,
	// in a random order among them.
	var deck [NumSphinx]int8
	m := 0
	if mine != 0 {
		deck[m] = mine
		m++
	}
	for m < nf {
		deck[m] = pool[k]
		m++
		k++
	}
	shuffle8(rng, deck[:m])
	for i := 0; i < nf; i++ {
		c.sphinx[free[i]] = deck[i]
	}
	for q := 0; q < int(c.n); q++ {
		if q == viewer {
			continue
		}
		h := bits.OnesCount64(c.pl[q].Sphinx)
		c.pl[q].Sphinx = 0
		for j := 0; j < h; j++ {
			c.pl[q].Sphinx |= 1 << uint(pool[k]-1)
			k++
		}
		for j := 0; j < SetupSphinxDeal; j++ {
			if c.setupPair[q][j] != 0 {
				c.setupPair[q][j] = pool[k]
				k++
			}
		}
	}
	if peek {
		for i := 0; i < int(c.drawnN); i++ {
			c.drawn[i] = pool[k]
			k++
		}
	}
	// Nile decks.
	for d := 0; d < NumDecks; d++ {
		v := c.nile[d][:c.nileN[d]]
		sortInt8(v)
		shuffle8(rng, v)
	}
	return c
}

// sortInt8 is an insertion sort: a few dozen small values, no allocation.
func sortInt8(v []int8) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j] < v[j-1]; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}
