package egizia

import "nilegames/engine"

// newState follows §3.1 (with §3.2 at 2 players), then waits for the
// setup Sphinx choices (step 6) in player order. Random draws, in order:
// the three Nile decks, the 2p tiles, the gold and violet bonus tiles, the
// statues, the Sphinx deck, the order tiles.
func newState(opts engine.Options, seed uint64, n int) *State {
	s := &State{Header: engine.NewHeader(opts, seed), n: int8(n)}
	rng := s.Rand()
	two := n == 2
	for i := range s.ship {
		s.ship[i] = empty
	}
	open := OpenSlots(n)
	for z := range s.slots {
		for i := range s.slots[z] {
			s.slots[z][i] = empty
			if i >= open {
				s.slots[z][i] = neutral // step 11: the neutral blockers
			}
		}
		for i := range s.waiting[z] {
			s.waiting[z][i] = empty
		}
	}
	for i := range s.obelisk {
		s.obelisk[i] = empty
	}
	for r := range s.pyramid {
		for j := range s.pyramid[r] {
			s.pyramid[r][j] = empty
		}
		s.rowWinner[r] = empty
	}
	for t := range s.occ {
		s.occ[t] = empty
	}
	// 2. The Nile decks (2p: without the 3+ cards).
	for i := range NileCards {
		c := &NileCards[i]
		if two && c.ThreePlus {
			continue
		}
		s.nile[c.Deck][s.nileN[c.Deck]] = c.ID
		s.nileN[c.Deck]++
	}
	for d := 0; d < NumDecks; d++ {
		shuffle8(rng, s.nile[d][:s.nileN[d]])
	}
	// 3. Tiles: at 3–4p none in round 1 (the printed effects, §4.1); at
	// 2p the two blockers and the 5 playable tiles from round 1 on.
	if two {
		s.dealTiles()
	}
	// 4. Bonus tiles (2p: G6 on the gold space).
	if two {
		s.gold = G6
		s.violet = int8(G7 + rng.IntN(NumBonus-G7+1))
	} else {
		s.gold = int8(G1 + rng.IntN(NumGold))
		s.violet = int8(G6 + rng.IntN(NumBonus-NumGold))
	}
	// 5. Statues: an A on space 1, a B on space 2, one of the 7 left on
	// space 3 (none at 2p).
	var aDeck, bDeck [NumStatueCards]int8
	na, nb := 0, 0
	for _, c := range StatueCards {
		if c.DeckA {
			aDeck[na] = c.ID
			na++
		} else {
			bDeck[nb] = c.ID
			nb++
		}
	}
	ia, ib := rng.IntN(na), rng.IntN(nb)
	s.statue[0], s.statue[1] = aDeck[ia], bDeck[ib]
	if !two {
		var rest [NumStatueCards]int8
		k := 0
		for _, c := range StatueCards {
			if c.ID != s.statue[0] && c.ID != s.statue[1] {
				rest[k] = c.ID
				k++
			}
		}
		s.statue[2] = rest[rng.IntN(k)]
	}
	// 6. The Sphinx deck (2p: without the 3+ cards), 2 dealt to each
	// seat; the choices follow in player order.
	for i := range SphinxCards {
		c := &SphinxCards[i]
		if two && c.ThreePlus {
			continue
		}
		s.sphinx[s.sphN] = c.ID
		s.sphN++
	}
	shuffle8(rng, s.sphinx[:s.sphN])
	for q := 0; q < n; q++ {
		for k := 0; k < SetupSphinxDeal; k++ {
			s.sphN--
			s.setupPair[q][k] = s.sphinx[s.sphN]
			s.sphinx[s.sphN] = 0
		}
	}
	// 7. The flood marker.
	s.flood = FloodMiddle
	// 8–10. Crews, markets (level 1), starting cards (implicit).
	for q := 0; q < n; q++ {
		p := &s.pl[q]
		p.Str = StartStr
		for m := range p.Mkt {
			p.Mkt[m] = 1
		}
	}
	// 12–13. Order tiles, starting Stone; the score stack (A23: tile N
	// arrived last, so counts lowest).
	for q := 0; q < n; q++ {
		s.order[q] = int8(q)
	}
	shuffle8(rng, s.order[:n])
	for k := 0; k < n; k++ {
		p := &s.pl[s.order[k]]
		p.OrderTile = int8(k + 1)
		p.Stone = StartStone[k]
		p.Arrival = int16(k + 1)
	}
	for k := n; k < MaxPlayers; k++ {
		s.order[k] = empty
	}
	s.arrival = int16(n)
	s.b = build{slot: -1, seat: -1}
	s.phase = PhSetupSphinx
	s.step = StepSetup
	s.turn = 0
	s.actor = s.order[0]
	return s
}

// shuffle8 shuffles v with rng (Fisher–Yates, no allocation).
func shuffle8(rng *engine.RNG, v []int8) {
	for i := len(v) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		v[i], v[j] = v[j], v[i]
	}
}

// keepSetup: the actor keeps setupPair[i] and puts the other back (§3.1
// step 6); after the last seat, the discards are shuffled into the deck
// and round 1 begins. The discarder knows its card is in the deck (A37).
func (s *State) keepSetup(i int) {
	q := int(s.actor)
	kept, disc := s.setupPair[q][i], s.setupPair[q][1-i]
	s.pl[q].Sphinx |= 1 << uint(kept-1)
	s.sphinx[s.sphN] = disc
	s.sphN++
	s.setupDisc[q] = disc
	s.setupPair[q] = [SetupSphinxDeal]int8{}
	if s.Recording() {
		s.Record(SetupSphinxKept{Player: q, Kept: int(kept), Returned: int(disc)})
	}
	if int(s.turn)+1 < int(s.n) {
		s.turn++
		s.actor = s.order[s.turn]
		return
	}
	shuffle8(s.Rand(), s.sphinx[:s.sphN])
	if s.Recording() {
		s.Record(SphinxShuffled{Cards: int(s.sphN)})
	}
	s.newRound()
}
