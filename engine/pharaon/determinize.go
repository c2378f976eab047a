package pharaon

import "nilegames/engine"

// Determinize re-samples what viewer cannot see (§11.1): the order of the
// Noble deck together with the other seats' private setup pairs and
// set-aside Nobles, the Artisan deck, the Jar pile together with the
// Traitor's face-down pile (each keeps its size); the Offering bag is a
// multiset drawn at draw time, so re-seeding the copy's RNG re-samples its
// draws. Unseen items are sorted before they are shuffled, so the copy
// depends only on what viewer knows.
func (s *State) Determinize(viewer int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.Reseed(rng)
	if c.phase == PhOver {
		return c
	}
	// Nobles: the deck, the others' pairs and set-aside cards.
	var pool [NumNobles]int8
	n := copy(pool[:], c.nobleDeck[:c.nobleN])
	for q := 0; q < int(c.n); q++ {
		if q == viewer {
			continue
		}
		for k := 0; k < 2; k++ {
			if c.setupPair[q][k] >= 0 {
				pool[n] = c.setupPair[q][k]
				n++
			}
		}
		if c.setAsideBy[q] >= 0 {
			pool[n] = c.setAsideBy[q]
			n++
		}
	}
	sortInt8(pool[:n])
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for q := 0; q < int(c.n); q++ {
		if q == viewer {
			continue
		}
		for j := 0; j < 2; j++ {
			if c.setupPair[q][j] >= 0 {
				c.setupPair[q][j] = pool[k]
				k++
			}
		}
		if c.setAsideBy[q] >= 0 {
			c.setAsideBy[q] = pool[k]
			k++
		}
	}
	copy(c.nobleDeck[:c.nobleN], pool[k:n])
	// Artisans.
	sortInt8(c.artDeck[:c.artN])
	rng.Shuffle(int(c.artN), func(i, j int) { c.artDeck[i], c.artDeck[j] = c.artDeck[j], c.artDeck[i] })
	// Jars: the pile and the Traitor's face-down pile.
	var jars [NumJars + 8]int8
	m := copy(jars[:], c.jarPile[:c.jarN])
	m += copy(jars[m:], c.bot.pile[:c.bot.pileN])
	sortInt8(jars[:m])
	rng.Shuffle(m, func(i, j int) { jars[i], jars[j] = jars[j], jars[i] })
	copy(c.jarPile[:c.jarN], jars[:c.jarN])
	copy(c.bot.pile[:c.bot.pileN], jars[c.jarN:m])
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
