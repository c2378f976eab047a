package pharaon

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// reshuffleHidden changes, independently of Determinize, everything viewer
// cannot see: the Noble deck order and which unseen Nobles the other seats
// hold as their setup pair or set aside, the Artisan deck order, which
// Jars are in the pile and in the Traitor's face-down pile and their
// order, and the RNG (the bag's future draws).
func reshuffleHidden(s *State, viewer int, seed uint64) *State {
	c := s.clone()
	rng := engine.NewRNG(seed)
	c.Reseed(&rng)
	// Nobles: swap the others' hidden cards with deck cards, then shuffle.
	for q := 0; q < int(c.n); q++ {
		if q == viewer {
			continue
		}
		slots := []*int8{&c.setupPair[q][0], &c.setupPair[q][1], &c.setAsideBy[q]}
		for _, p := range slots {
			if *p >= 0 && c.nobleN > 0 {
				k := rng.IntN(int(c.nobleN))
				*p, c.nobleDeck[k] = c.nobleDeck[k], *p
			}
		}
	}
	rng.Shuffle(int(c.nobleN), func(i, j int) { c.nobleDeck[i], c.nobleDeck[j] = c.nobleDeck[j], c.nobleDeck[i] })
	rng.Shuffle(int(c.artN), func(i, j int) { c.artDeck[i], c.artDeck[j] = c.artDeck[j], c.artDeck[i] })
	for i := 0; i < int(c.bot.pileN) && c.jarN > 0; i++ {
		k := rng.IntN(int(c.jarN))
		c.bot.pile[i], c.jarPile[k] = c.jarPile[k], c.bot.pile[i]
	}
	rng.Shuffle(int(c.jarN), func(i, j int) { c.jarPile[i], c.jarPile[j] = c.jarPile[j], c.jarPile[i] })
	rng.Shuffle(int(c.bot.pileN), func(i, j int) { c.bot.pile[i], c.bot.pile[j] = c.bot.pile[j], c.bot.pile[i] })
	return c
}

// §11.1: the AI must not peek — the decision does not change with the
// deck, Jar pile or bag order. Two states that differ only in hidden
// things give the same determinized copy with the same rng, which then
// plays the same game.
func TestSpec11_1DeterminizeHygiene(t *testing.T) {
	phases := enginetest.DeterminizeSweep(t, enginetest.HygieneSweep{
		Game: Game{}, Players: []int{1, 2, 3, 4, 5}, Seeds: 30, Replay: 80,
		Plies: func(n int, seed uint64) int { return int(seed*7) % 120 },
		Reshuffle: func(s engine.State, v int, seed uint64) enginetest.HiddenState {
			return reshuffleHidden(s.(*State), v, seed)
		},
		Phase: func(s engine.State) string { return s.(*State).phase.String() },
	})
	if !phases[PhTurn.String()] || len(phases) < 4 {
		t.Errorf("phases checked: %v", phases)
	}
}

// Determinize keeps what the viewer knows: its own setup pair and
// set-aside Noble, every face-up card, the Jars shown and discarded; it
// re-samples an opponent's pair.
func TestDeterminizeKeepsKnown(t *testing.T) {
	s := newGame(t, engine.Options{"players": "3"}, 4)
	first := int(s.actor)
	mustApply(t, s, aSetupNoble) // first seat keeps, sets one aside
	for s.phase != PhSetupNoble {
		mustApply(t, s, s.Legal(nil)[0])
	}
	second := int(s.actor)
	aside, pair := s.setAsideBy[first], s.setupPair[second]
	changed := false
	for i := uint64(0); i < 30; i++ {
		r := engine.NewRNG(i)
		c := s.Determinize(first, &r).(*State)
		if c.setAsideBy[first] != aside || c.nobleDisp != s.nobleDisp || c.artDisp != s.artDisp ||
			c.jarShown != s.jarShown || c.jarDisc != s.jarDisc || c.pl != s.pl {
			t.Fatal("something the viewer knows changed")
		}
		if c.setupPair[second] != pair {
			changed = true
		}
		d := s.Determinize(second, &r).(*State)
		if d.setupPair[second] != pair {
			t.Fatal("the viewer's own pair changed")
		}
	}
	if !changed {
		t.Error("an opponent's pair was never re-sampled")
	}
}
