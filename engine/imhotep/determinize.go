package imhotep

import "nilegames/engine"

// Determinize re-deals what viewer cannot see (§10.1): the market deck
// order, the Market B pair while untaken (or while another player is
// choosing from it), the discarded cards viewer has not seen (pairs
// rejected by others, untaken pairs), and the unrevealed round cards with
// the one removed at setup. Each hidden set is shuffled among its own
// positions, so what viewer knows (sizes, every public card) is unchanged.
func (s *State) Determinize(viewer int, rng *engine.RNG) engine.State {
	c := s.Clone().(*State)
	c.Reseed(rng)

	// One pool of unseen market cards, with a pointer to each place.
	var places [DeckSize]*int8
	n := 0
	for i := 0; i < int(c.deckN); i++ {
		places[n] = &c.deck[i]
		n++
	}
	for i := range c.pair {
		if c.pair[i] != noCard {
			places[n] = &c.pair[i]
			n++
		}
	}
	for i := 0; i < int(c.discN); i++ {
		if viewer < 0 || viewer >= MaxPlayers || c.discSeen[i]&(1<<viewer) == 0 {
			places[n] = &c.disc[i]
			n++
		}
	}
	for i := 0; i < int(c.sp); i++ {
		f := &c.stack[i]
		if f.kind != fPairKeep || int(f.player) == viewer {
			continue
		}
		places[n] = &f.card
		n++
		if f.card2 != noCard {
			places[n] = &f.card2
			n++
		}
	}
	var pool [DeckSize]int8
	for i := 0; i < n; i++ {
		pool[i] = *places[i]
	}
	// Sorted first, so that the copy depends only on what viewer knows and
	// on rng, never on the true hidden order.
	sortCards(pool[:n])
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := 0; i < n; i++ {
		*places[i] = pool[i]
	}

	// Round cards not yet revealed, and the removed one.
	hidden := c.roundCards[c.round:]
	sortCards(hidden)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	// A pair in another seat's hand may now hold two equal cards: its keep
	// decision then has one answer, left as it is so that the copy's
	// public side (current player, pending work) matches the original.
	return c
}

// sortCards is an insertion sort: at most 34 small values, no allocation.
func sortCards(v []int8) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j] < v[j-1]; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}
