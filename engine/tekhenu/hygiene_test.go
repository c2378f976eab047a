package tekhenu

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// reshuffleHidden changes, independently of Determinize, everything the
// viewer cannot see: the pile and deck orders, which unseen Decrees the
// other seats hold (dealt, kept, drawn), the cards another seat is
// choosing between, earlier seats' Faith at this Judgment, and the RNG.
func reshuffleHidden(s *State, viewer int, seed uint64) *State {
	c := s.clone()
	rng := engine.NewRNG(seed)
	c.Reseed(&rng)
	rng.Shuffle(int(c.pileN), func(i, j int) { c.pile[i], c.pile[j] = c.pile[j], c.pile[i] })
	for deck := 0; deck < NumDecks; deck++ {
		d := &c.deck[deck]
		rng.Shuffle(int(c.deckN[deck]), func(i, j int) { d[i], d[j] = d[j], d[i] })
	}
	known := int8(-1)
	if bottomIndex(s, viewer) >= 0 {
		known = s.rejected[viewer]
	}
	// Swap each opponent's hidden Decrees and dealt pair with deck cards.
	for q := 0; q < int(c.n); q++ {
		if q == viewer {
			continue
		}
		pl := &c.p[q]
		for i := 0; i < 24; i++ {
			bit := uint32(1) << i
			if pl.Decree&bit == 0 || pl.PubDecree&bit != 0 || c.deckN[Decree] == 0 {
				continue
			}
			k := rng.IntN(int(c.deckN[Decree]))
			nw := c.deck[Decree][k]
			if pl.Decree&(1<<nw) != 0 || nw == known {
				continue
			}
			c.deck[Decree][k] = int8(i)
			pl.Decree = pl.Decree&^bit | 1<<nw
		}
		for j := 0; j < 2; j++ {
			if pl.Dealt[j] >= 0 && c.deckN[Decree] > 0 {
				k := rng.IntN(int(c.deckN[Decree]))
				if c.deck[Decree][k] == known {
					continue
				}
				pl.Dealt[j], c.deck[Decree][k] = c.deck[Decree][k], pl.Dealt[j]
			}
		}
	}
	// The viewer knows where its rejected Decree lies: put it back there.
	if k := bottomIndex(s, viewer); k >= 0 {
		for i := 0; i < int(c.deckN[Decree]); i++ {
			if c.deck[Decree][i] == s.rejected[viewer] {
				c.deck[Decree][i], c.deck[Decree][k] = c.deck[Decree][k], c.deck[Decree][i]
			}
		}
	}
	if c.phase == PhKeepOne && int(c.actor) != viewer {
		deck := int(c.tasks[c.nTasks-1].arg)
		for j := 0; j < 2; j++ {
			if c.keepTwo[j] >= 0 && c.deckN[deck] > 0 {
				k := rng.IntN(int(c.deckN[deck]))
				c.keepTwo[j], c.deck[deck][k] = c.deck[deck][k], c.keepTwo[j]
			}
		}
	}
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

// §10.1: the AI must not peek. Determinize depends only on what the
// viewer knows: two states that differ only in hidden things give the
// same copy with the same rng, at every kind of decision.
func TestSpec10_1_DeterminizeHygiene(t *testing.T) {
	phases := enginetest.DeterminizeSweep(t, enginetest.HygieneSweep{
		Game: Game{}, Players: []int{2, 3, 4}, Seeds: 40, Replay: 60, MinShare: 0.5,
		Plies: func(n int, seed uint64) int { return int(seed*7) % 260 },
		Reshuffle: func(s engine.State, v int, seed uint64) enginetest.HiddenState {
			return reshuffleHidden(s.(*State), v, seed)
		},
		Phase: func(s engine.State) string { return s.(*State).phase.String() },
	})
	if len(phases) < 4 {
		t.Errorf("phases checked: %v", phases)
	}
}

// Determinize re-samples opponents' hidden Decrees but keeps those seen
// face up in the market, and keeps the viewer's own.
func TestDeterminizeKeepsKnownDecrees(t *testing.T) {
	s := setupDone(t, 3, 8)
	s.deckN[Decree]--
	top := s.deck[Decree][s.deckN[Decree]]
	s.p[1].Decree |= 1 << top
	s.p[1].PubDecree |= 1 << top
	mine := s.p[0].Decree
	changed := false
	for i := uint64(0); i < 20; i++ {
		r := engine.NewRNG(i)
		c := s.Determinize(0, &r).(*State)
		if c.p[0].Decree != mine {
			t.Fatal("the viewer's Decrees changed")
		}
		if k := bottomIndex(s, 0); k < 0 || c.deck[Decree][k] != s.rejected[0] {
			t.Fatal("the viewer's rejected Decree moved")
		}
		if c.p[1].Decree&(1<<top) == 0 {
			t.Fatal("a public Decree was re-sampled")
		}
		if popcount(c.p[1].Decree) != popcount(s.p[1].Decree) || popcount(c.p[2].Decree) != popcount(s.p[2].Decree) {
			t.Fatal("Decree counts changed")
		}
		if c.p[2].Decree != s.p[2].Decree {
			changed = true
		}
	}
	if !changed {
		t.Error("an opponent's hidden Decree was never re-sampled")
	}
}
