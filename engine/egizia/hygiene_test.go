package egizia

import (
	"math/bits"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// reshuffleHidden changes, independently of Determinize, everything
// viewer cannot see: it swaps the other seats' Sphinx cards (hands,
// unchosen setup pairs, cards being looked at after a draw) with deck
// cards at places viewer does not know (its A37 discard stays in the deck
// until the first draw), shuffles those deck places and the Nile decks,
// and reseeds the RNG.
func reshuffleHidden(s *State, viewer int, seed uint64) *State {
	c := s.clone()
	rng := engine.NewRNG(seed)
	c.Reseed(&rng)
	vb := uint8(1) << uint(viewer)
	var free []int // deck places viewer does not know
	for i := 0; i < int(c.sphN); i++ {
		if c.knows[c.sphinx[i]-1]&vb == 0 {
			free = append(free, i)
		}
	}
	movable := func(i int) bool {
		return c.sphDrawn || c.sphinx[i] != c.setupDisc[viewer]
	}
	swap := func(p *int8) {
		if len(free) == 0 {
			return
		}
		i := free[rng.IntN(len(free))]
		if movable(i) {
			*p, c.sphinx[i] = c.sphinx[i], *p
		}
	}
	for q := 0; q < int(c.n); q++ {
		if q == viewer {
			continue
		}
		var hand []int8
		for h := c.pl[q].Sphinx; h != 0; h &= h - 1 {
			hand = append(hand, int8(bits.TrailingZeros64(h)+1))
		}
		c.pl[q].Sphinx = 0
		for k := range hand {
			swap(&hand[k])
			c.pl[q].Sphinx |= 1 << uint(hand[k]-1)
		}
		for k := range c.setupPair[q] {
			if c.setupPair[q][k] != 0 {
				swap(&c.setupPair[q][k])
			}
		}
	}
	if c.phase == PhSphinxKeep && int(c.b.seat) != viewer {
		for i := 0; i < int(c.drawnN); i++ {
			swap(&c.drawn[i])
		}
	}
	rng.Shuffle(len(free), func(i, j int) {
		a, b := free[i], free[j]
		c.sphinx[a], c.sphinx[b] = c.sphinx[b], c.sphinx[a]
	})
	for d := 0; d < NumDecks; d++ {
		v := c.nile[d][:c.nileN[d]]
		rng.Shuffle(len(v), func(i, j int) { v[i], v[j] = v[j], v[i] })
	}
	return c
}

// §11.1: the AI must not peek: two states that differ only in what the
// deciding seat cannot see give the same determinized copy with the same
// rng, which then plays the same game.
func TestSpec11_1DeterminizeHygiene(t *testing.T) {
	phases := enginetest.DeterminizeSweep(t, enginetest.HygieneSweep{
		Game: Game{}, Players: []int{2, 3, 4}, Seeds: 40, Replay: 120,
		Plies: func(n int, seed uint64) int { return int(seed*13) % 160 },
		Reshuffle: func(s engine.State, v int, seed uint64) enginetest.HiddenState {
			return reshuffleHidden(s.(*State), v, seed)
		},
		Phase: func(s engine.State) string { return s.(*State).phase.String() },
	})
	if !phases[PhPlace.String()] || !phases[PhSetupSphinx.String()] || len(phases) < 4 {
		t.Errorf("phases checked: %v", phases)
	}
}

// Determinize keeps what the viewer knows: its hand, its setup pair, the
// cards it put under the deck (A27) at their places, the cards it is
// looking at; the others' hands keep their sizes and are re-sampled.
func TestSpec11_1DeterminizeKeepsKnown(t *testing.T) {
	resampled, known := 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		s := enginetest.RandomAt(t, Game{}, engine.Options{"players": "3"}, seed, int(seed*7)%200).(*State)
		if s.Terminal() {
			continue
		}
		for v := 0; v < 3; v++ {
			r := engine.NewRNG(seed)
			c := s.Determinize(v, &r).(*State)
			if c.pl[v].Sphinx != s.pl[v].Sphinx || c.setupPair[v] != s.setupPair[v] || c.sphN != s.sphN {
				t.Fatalf("seed %d viewer %d: its own cards changed", seed, v)
			}
			vb := uint8(1) << uint(v)
			for i := 0; i < int(s.sphN); i++ {
				if s.knows[s.sphinx[i]-1]&vb != 0 {
					known++
					if c.sphinx[i] != s.sphinx[i] {
						t.Fatalf("seed %d viewer %d: a known deck place changed", seed, v)
					}
				}
			}
			if s.phase == PhSphinxKeep && int(s.b.seat) == v && c.drawn != s.drawn {
				t.Fatal("the drawer's cards changed")
			}
			for q := 0; q < 3; q++ {
				if bits.OnesCount64(c.pl[q].Sphinx) != bits.OnesCount64(s.pl[q].Sphinx) {
					t.Fatalf("seat %d's hand size changed", q)
				}
				if q != v && c.pl[q].Sphinx != s.pl[q].Sphinx {
					resampled++
				}
			}
			// Every Sphinx card is somewhere exactly once.
			var seen [NumSphinx + 1]int
			for _, id := range c.sphinx[:c.sphN] {
				seen[id]++
			}
			for q := 0; q < 3; q++ {
				for h := c.pl[q].Sphinx; h != 0; h &= h - 1 {
					seen[bits.TrailingZeros64(h)+1]++
				}
				for _, id := range c.setupPair[q] {
					if id != 0 {
						seen[id]++
					}
				}
			}
			if c.phase == PhSphinxKeep {
				for _, id := range c.drawn[:c.drawnN] {
					seen[id]++
				}
			}
			for id := 1; id <= NumSphinx; id++ {
				if seen[id] > 1 {
					t.Fatalf("seed %d: X%d %d times", seed, id, seen[id])
				}
			}
		}
	}
	if resampled == 0 || known == 0 {
		t.Errorf("%d opponents' hands re-sampled, %d known deck places checked", resampled, known)
	}
}
