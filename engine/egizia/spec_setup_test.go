package egizia

import (
	"math/bits"
	"testing"

	"nilegames/engine"
)

// §3.1 (3–4 players): everything laid out before the first choice.
func TestSpec3_1Setup(t *testing.T) {
	for n := 3; n <= 4; n++ {
		for seed := uint64(1); seed <= 20; seed++ {
			s := newGame(t, n, seed)
			// 2. Three Nile decks of 22 / 22 / 12, each card in its deck once.
			var seen [NumNileCards + 1]bool
			want := [NumDecks]int8{22, 22, 12}
			if s.nileN != want {
				t.Fatalf("n=%d: decks %v, want %v", n, s.nileN, want)
			}
			for d := 0; d < NumDecks; d++ {
				for _, id := range s.nile[d][:s.nileN[d]] {
					if seen[id] || int(NileCards[id-1].Deck) != d {
						t.Fatalf("card R%d twice or in deck %d", id, d)
					}
					seen[id] = true
				}
			}
			// 3. No tile before round 1's river.
			for _, tl := range s.tile {
				if tl != tileNone {
					t.Fatalf("tiles at setup: %v", s.tile)
				}
			}
			// 4. One gold and one violet tile.
			if s.gold < G1 || s.gold > G5 || s.violet < G6 || s.violet > G10 {
				t.Fatalf("bonus tiles G%d G%d", s.gold, s.violet)
			}
			// 5. Statue 1 from deck A, 2 from deck B, 3 any other.
			a, b, c := s.statue[0], s.statue[1], s.statue[2]
			if !StatueCards[a-1].DeckA || StatueCards[b-1].DeckA || c == 0 || c == a || c == b {
				t.Fatalf("statues %v", s.statue)
			}
			// 6. Two Sphinx cards each, the rest in the deck.
			var sx [NumSphinx + 1]bool
			for q := 0; q < n; q++ {
				for _, id := range s.setupPair[q] {
					if id == 0 || sx[id] {
						t.Fatalf("pair %v", s.setupPair[q])
					}
					sx[id] = true
				}
			}
			if int(s.sphN) != NumSphinx-2*n {
				t.Fatalf("Sphinx deck %d", s.sphN)
			}
			for _, id := range s.sphinx[:s.sphN] {
				if sx[id] {
					t.Fatalf("X%d twice", id)
				}
				sx[id] = true
			}
			// 7. Flood Middle.
			if s.flood != FloodMiddle {
				t.Fatalf("flood %d", s.flood)
			}
			// 8–10. Crews 2/1/1/1, markets on level 1, score 0.
			for q := 0; q < n; q++ {
				p := &s.pl[q]
				if p.Str != [NumCrews]int8{2, 1, 1, 1} || p.Mkt != [NumMarkets]int8{1, 1} || p.Score != 0 || p.Cards != 0 {
					t.Fatalf("seat %d: %+v", q, *p)
				}
			}
			// 11. 3 players: slot 3 of each zone blocked.
			for z := 0; z < NumZones; z++ {
				want := [SlotsPerZone]int8{empty, empty, empty}
				if n == 3 {
					want[2] = neutral
				}
				if s.slots[z] != want {
					t.Fatalf("n=%d zone %d slots %v", n, z, s.slots[z])
				}
			}
			// 12–13. Order tiles 1..N and Stone 2, 3, 4, 5 by tile.
			var tiles [MaxPlayers + 1]bool
			for k := 0; k < n; k++ {
				p := &s.pl[s.order[k]]
				if int(p.OrderTile) != k+1 || tiles[p.OrderTile] {
					t.Fatalf("order %v tile %d", s.order, p.OrderTile)
				}
				tiles[p.OrderTile] = true
				if int(p.Stone) != k+2 {
					t.Fatalf("tile %d: Stone %d", k+1, p.Stone)
				}
			}
			// A23: the player holding tile N counts as lowest.
			if lo := s.lowestFirst(); lo[0] != int(s.order[n-1]) || lo[n-1] != int(s.order[0]) {
				t.Fatalf("lowest first %v, order %v", lo, s.order)
			}
			if s.phase != PhSetupSphinx || s.actor != s.order[0] {
				t.Fatalf("phase %s actor %d", s.phase, s.actor)
			}
		}
	}
}

// §3.2: the 2-player changes.
func TestSpec3_2TwoPlayers(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := newGame(t, 2, seed)
		// Step 2: no 3+ Nile card (4 / 4 / 2 removed).
		if s.nileN != [NumDecks]int8{18, 18, 10} {
			t.Fatalf("decks %v", s.nileN)
		}
		for d := 0; d < NumDecks; d++ {
			for _, id := range s.nile[d][:s.nileN[d]] {
				if NileCards[id-1].ThreePlus {
					t.Fatalf("3+ card R%d in a 2p deck", id)
				}
			}
		}
		// Step 3: T1, T2 blocked; the 5 playable tiles on T3..T7.
		if s.tile[0] != tileBlocked || s.tile[1] != tileBlocked {
			t.Fatalf("tiles %v", s.tile)
		}
		var got [NumTiles + 1]bool
		for _, tl := range s.tile[2:] {
			if tl < 1 || tl > 5 || got[tl] {
				t.Fatalf("tiles %v", s.tile)
			}
			got[tl] = true
		}
		// Step 4: G6 on the gold space, another violet on the violet space.
		if s.gold != G6 || s.violet < G7 || s.violet > G10 {
			t.Fatalf("bonus G%d G%d", s.gold, s.violet)
		}
		// Step 5: 2 statues.
		if s.statue[0] == 0 || s.statue[1] == 0 || s.statue[2] != 0 {
			t.Fatalf("statues %v", s.statue)
		}
		// Step 6: no 3+ Sphinx card (X34, X35).
		if int(s.sphN) != NumSphinx-2-4 {
			t.Fatalf("Sphinx deck %d", s.sphN)
		}
		all := append(append([]int8{}, s.sphinx[:s.sphN]...), s.setupPair[0][:]...)
		all = append(all, s.setupPair[1][:]...)
		for _, id := range all {
			if id == 34 || id == 35 {
				t.Fatalf("3+ Sphinx card X%d", id)
			}
		}
		// Step 11: slots 2 and 3 blocked.
		for z := 0; z < NumZones; z++ {
			if s.slots[z] != [SlotsPerZone]int8{empty, neutral, neutral} {
				t.Fatalf("zone %d slots %v", z, s.slots[z])
			}
		}
		// Steps 12–13: tiles 1, 2 with 2 and 3 Stone.
		if s.pl[s.order[0]].Stone != 2 || s.pl[s.order[1]].Stone != 3 {
			t.Fatalf("Stone %d %d", s.pl[s.order[0]].Stone, s.pl[s.order[1]].Stone)
		}
		// Each round: no card on C1, C2.
		s = setupDone(t, 2, seed)
		if s.card[0] != 0 || s.card[1] != 0 {
			t.Fatalf("cards on C1/C2: %v", s.card)
		}
		for c := 2; c < NumCardSp; c++ {
			if s.card[c] == 0 {
				t.Fatalf("card space C%d empty: %v", c+1, s.card)
			}
		}
	}
}

// §3.1 step 6: in player order each seat keeps 1 of its 2 cards; the
// discards go back and are shuffled into the deck; then round 1.
func TestSpec3_1SetupSphinxKeep(t *testing.T) {
	s := newGame(t, 4, 7)
	if err := s.Apply(aPass); err == nil {
		t.Fatal("a pass during the setup choice")
	}
	deck := int(s.sphN)
	for k := 0; k < 4; k++ {
		q := int(s.order[k])
		if s.phase != PhSetupSphinx || int(s.actor) != q {
			t.Fatalf("choice %d: phase %s actor %d, want seat %d", k, s.phase, s.actor, q)
		}
		if l := s.Legal(nil); len(l) != 2 || l[0] != aKeepSetup || l[1] != aKeepSetup+1 {
			t.Fatalf("legal %v", l)
		}
		pair := s.setupPair[q]
		i := k % 2
		mustApply(t, s, engine.Action(aKeepSetup+i))
		if s.pl[q].Sphinx != 1<<uint(pair[i]-1) {
			t.Fatalf("seat %d holds %x, kept X%d", q, s.pl[q].Sphinx, pair[i])
		}
		if s.setupPair[q] != [2]int8{} || s.setupDisc[q] != pair[1-i] {
			t.Fatalf("pair %v discard %d", s.setupPair[q], s.setupDisc[q])
		}
		deck++
		if int(s.sphN) != deck {
			t.Fatalf("deck %d, want %d", s.sphN, deck)
		}
	}
	for q := 0; q < 4; q++ {
		found := false
		for _, id := range s.sphinx[:s.sphN] {
			found = found || id == s.setupDisc[q]
		}
		if !found || bits.OnesCount64(s.pl[q].Sphinx) != 1 {
			t.Fatalf("seat %d: discard X%d not in the deck", q, s.setupDisc[q])
		}
	}
	if s.round != 1 || s.phase != PhPlace || s.actor != s.order[0] || s.step != StepPlace {
		t.Fatalf("round %d phase %s actor %d", s.round, s.phase, s.actor)
	}
}

// The discards are shuffled back: over many seeds, the last discard is
// not always on top of the deck.
func TestSpec3_1SetupDiscardsShuffled(t *testing.T) {
	top := 0
	for seed := uint64(1); seed <= 40; seed++ {
		s := setupDone(t, 3, seed)
		if s.sphinx[s.sphN-1] == s.setupDisc[s.order[2]] {
			top++
		}
	}
	if top > 10 {
		t.Fatalf("the last discard was on top %d times in 40", top)
	}
}

// A37: the discarder's determinized deck keeps its setup discard (at some
// place) until the first draw; another viewer may see it in a hand.
func TestA37SetupDiscardKnown(t *testing.T) {
	movedForOther := false
	for seed := uint64(1); seed <= 30; seed++ {
		s := setupDone(t, 2, seed)
		q, o := int(s.order[0]), int(s.order[1])
		disc := s.setupDisc[q]
		for i := uint64(0); i < 10; i++ {
			r := engine.NewRNG(i)
			c := s.Determinize(q, &r).(*State)
			in := false
			for _, id := range c.sphinx[:c.sphN] {
				in = in || id == disc
			}
			if !in {
				t.Fatalf("seed %d: seat %d's discard X%d left the deck in its own sample", seed, q, disc)
			}
			if c.pl[q].Sphinx != s.pl[q].Sphinx {
				t.Fatal("the viewer's hand changed")
			}
			d := s.Determinize(o, &r).(*State)
			if d.pl[q].Sphinx&(1<<uint(disc-1)) != 0 {
				movedForOther = true
			}
		}
	}
	if !movedForOther {
		t.Error("another viewer never sampled the discard in the discarder's hand")
	}
}
