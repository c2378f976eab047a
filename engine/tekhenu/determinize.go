package tekhenu

import "nilegames/engine"

// Determinize re-samples what viewer cannot see (§10.1): the order of the
// column pile and of the three decks, the other seats' hidden Decrees (the
// dealt pairs not yet chosen, the kept ones, those drawn by P13/P14) and
// the two cards an opponent is choosing between (S05/S06), and the Faith
// already chosen by earlier seats at the current Judgment. Unseen items
// are sorted before being shuffled with rng, so the copy depends only on
// what viewer knows; the copy's own RNG (future bag draws and rolls) is
// drawn from rng. Solo: Botankhamon's pyramid lies face up (§10.1) and is
// kept; its future Deben flips, tie-breaks, Destiny draws and the next
// pyramids come from that re-seeded RNG, so they are re-sampled too.
func (s *State) Determinize(viewer int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.Reseed(rng)
	if c.phase == PhOver {
		return c
	}
	// Column pile.
	sortInt8(c.pile[:c.pileN])
	rng.Shuffle(int(c.pileN), func(i, j int) { c.pile[i], c.pile[j] = c.pile[j], c.pile[i] })
	// Cards being chosen by another seat (S05/S06).
	keepDeck := -1
	if c.phase == PhKeepOne && int(c.actor) != viewer {
		keepDeck = int(c.tasks[c.nTasks-1].arg)
	}
	for deck := 0; deck < NumDecks; deck++ {
		// The viewer's own rejected Decree keeps its known place.
		known := -1
		if deck == Decree && viewer >= 0 && viewer < int(c.n) {
			known = bottomIndex(c, viewer)
		}
		var pool [48]int8
		n := 0
		for i := 0; i < int(c.deckN[deck]); i++ {
			if i != known {
				pool[n] = c.deck[deck][i]
				n++
			}
		}
		var hidden [MaxPlayers]int
		var dealt [MaxPlayers]bool
		if deck == Decree {
			for q := 0; q < int(c.n); q++ {
				if q == viewer {
					continue
				}
				pl := &c.p[q]
				h := pl.Decree &^ pl.PubDecree
				for i := 0; i < 24; i++ {
					if h&(1<<i) != 0 {
						pool[n] = int8(i)
						n++
						hidden[q]++
					}
				}
				pl.Decree &^= h
				if pl.Dealt[0] >= 0 {
					dealt[q] = true
					pool[n], pool[n+1] = pl.Dealt[0], pl.Dealt[1]
					n += 2
				}
			}
		}
		keepN := 0
		if deck == keepDeck {
			for i := 0; i < 2; i++ {
				if c.keepTwo[i] >= 0 {
					pool[n] = c.keepTwo[i]
					n++
					keepN++
				}
			}
		}
		sortInt8(pool[:n])
		rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		k := 0
		for q := 0; q < int(c.n); q++ {
			for i := 0; i < hidden[q]; i++ {
				c.p[q].Decree |= 1 << pool[k]
				k++
			}
			if dealt[q] {
				c.p[q].Dealt = [2]int8{pool[k], pool[k+1]}
				k += 2
			}
		}
		for i := 0; i < keepN; i++ {
			c.keepTwo[i] = pool[k]
			k++
		}
		j := 0
		for i := 0; i < int(c.deckN[deck]); i++ {
			if i != known {
				c.deck[deck][i] = pool[k+j]
				j++
			}
		}
	}
	// Faith already chosen by other seats at this Judgment.
	if c.stage == stFaith {
		for i := 0; i < int(c.judgeIdx); i++ {
			q := int(c.order[i])
			if q != viewer && c.p[q].Faith > 0 {
				f := int(c.p[q].Faith)
				c.p[q].Faith2 = int8(rng.IntN(2*f+1) - f)
			}
		}
	}
	return c
}

// bottomIndex is where viewer's rejected Decree lies in the deck, -1 when
// it is no longer there (drawn, or the deck was rebuilt from the discard).
func bottomIndex(s *State, viewer int) int {
	r := s.rejected[viewer]
	if r < 0 {
		return -1
	}
	for i := 0; i < int(s.deckN[Decree]) && i < int(s.n); i++ {
		if s.deck[Decree][i] == r {
			return i
		}
	}
	return -1
}

// sortInt8 is an insertion sort: a few dozen small values, no allocation.
func sortInt8(v []int8) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j] < v[j-1]; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}
