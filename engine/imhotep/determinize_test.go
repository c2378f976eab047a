package imhotep

import (
	"slices"
	"testing"

	"nilegames/engine"
)

func multiset(v []int8) []int8 {
	c := slices.Clone(v)
	slices.Sort(c)
	return c
}

// hiddenState builds a round-2 position on Market B with: an untaken pair,
// a card seat 1 rejected from a pair (known to seat 1 only), an untaken
// pair of round 1 discarded unseen, and public discards.
func hiddenState(t *testing.T) *State {
	s := setup(t, 4, "BAAAA")
	s.round = 2
	s.discN = 0
	s.discard(int8(Lever), allSeen)
	s.discard(int8(Statue), 1<<1)
	s.discard(int8(Chisel), 0)
	s.discard(int8(Hammer), 0)
	s.discard(int8(Entrance), allSeen)
	return s
}

// §10.1: what a viewer cannot see is re-sampled, the rest is unchanged.
func TestSpec10_1_Determinize(t *testing.T) {
	s := hiddenState(t)
	before := s.String()
	pool := func(d *State, viewer int) []int8 {
		var v []int8
		v = append(v, d.deck[:d.deckN]...)
		v = append(v, d.pair[0], d.pair[1])
		for i := 0; i < int(d.discN); i++ {
			if d.discSeen[i]&(1<<viewer) == 0 {
				v = append(v, d.disc[i])
			}
		}
		return v
	}
	for _, viewer := range []int{0, 1} {
		deckChanged, pairChanged, discChanged, roundChanged := false, false, false, false
		for seed := uint64(1); seed <= 30; seed++ {
			rng := engine.NewRNG(seed)
			d := s.Determinize(viewer, &rng).(*State)
			if d.PublicString(viewer) != s.PublicString(viewer) {
				t.Fatalf("viewer %d: what the viewer sees changed", viewer)
			}
			if !slices.Equal(multiset(pool(d, viewer)), multiset(pool(s, viewer))) {
				t.Fatalf("viewer %d: unseen cards changed as a set", viewer)
			}
			if !slices.Equal(d.roundCards[:2], s.roundCards[:2]) {
				t.Fatalf("revealed round cards changed")
			}
			if !slices.Equal(multiset(d.roundCards[2:]), multiset(s.roundCards[2:])) {
				t.Fatalf("hidden round cards changed as a set")
			}
			for i := 0; i < int(s.discN); i++ {
				known := s.discSeen[i]&(1<<viewer) != 0
				if known && d.disc[i] != s.disc[i] {
					t.Fatalf("viewer %d: known discard %d changed", viewer, i)
				}
				if !known && d.disc[i] != s.disc[i] {
					discChanged = true
				}
			}
			deckChanged = deckChanged || d.deck != s.deck
			pairChanged = pairChanged || d.pair != s.pair
			roundChanged = roundChanged || d.roundCards != s.roundCards
			if *d.Rand() == *s.Rand() {
				t.Fatalf("RNG not reseeded")
			}
			// Put the hidden parts back: everything else must be identical.
			d.deck, d.pair, d.disc, d.roundCards, *d.Rand() = s.deck, s.pair, s.disc, s.roundCards, *s.Rand()
			if d.String() != before {
				t.Fatalf("viewer %d: public state changed:\n%s\nwant\n%s", viewer, d, before)
			}
		}
		if !deckChanged || !pairChanged || !discChanged || !roundChanged {
			t.Errorf("viewer %d: never re-sampled: deck %v pair %v discard %v rounds %v", viewer, deckChanged, pairChanged, discChanged, roundChanged)
		}
	}
	if s.String() != before {
		t.Errorf("Determinize changed the original")
	}
}

// §10.1: while a seat chooses from the pair, only that seat knows it.
func TestSpec10_1_DeterminizePairInHand(t *testing.T) {
	s := setup(t, 4, "BAAAA")
	s.setMarket(Statue, NoCard, NoCard)
	s.pair = [2]int8{int8(Hammer), int8(Sarcophagus)}
	s.loadShip(s2a, white)
	play(t, s, black, "sail S2a market")
	play(t, s, white, "pick pair")
	changed := false
	for seed := uint64(1); seed <= 20; seed++ {
		rng := engine.NewRNG(seed)
		own := s.Determinize(white, &rng).(*State)
		if got := own.PendingPair(white); !slices.Equal(got, []Card{Hammer, Sarcophagus}) {
			t.Fatalf("the taker's own pair changed: %v", got)
		}
		other := s.Determinize(black, &rng).(*State)
		if other.CurrentPlayer() != white || other.PublicString(black) != s.PublicString(black) {
			t.Fatalf("black's view changed")
		}
		if f := other.top(); f.card != int8(Hammer) || f.card2 != int8(Sarcophagus) {
			changed = true
		}
	}
	if !changed {
		t.Errorf("another seat's view of the pair was never re-sampled")
	}
}
