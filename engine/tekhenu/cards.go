package tekhenu

// Decks, market and the Population / Happiness track (§2.2, §5.8, §5.10).

// draw takes the top card index of deck, reshuffling its discard pile when
// the deck is empty (§5.8 step 4); -1 when both are empty.
func (s *State) draw(deck int) int {
	if s.deckN[deck] == 0 {
		n := int(s.discardN[deck])
		if n == 0 {
			return -1
		}
		copy(s.deck[deck][:n], s.discard[deck][:n])
		s.deckN[deck] = int8(n)
		s.discardN[deck] = 0
		d := &s.deck[deck]
		s.Rand().Shuffle(n, func(i, j int) { d[i], d[j] = d[j], d[i] })
		if s.Recording() {
			s.Record(DeckReshuffled{Deck: deckCodes[deck]})
		}
	}
	s.deckN[deck]--
	return int(s.deck[deck][s.deckN[deck]])
}

func (s *State) discardCard(deck, idx int) {
	s.discard[deck][s.discardN[deck]] = int8(idx)
	s.discardN[deck]++
}

// fillSection fills the empty slots of an open section.
func (s *State) fillSection(sec int) {
	for i, typ := range sectionSlots[sec] {
		if s.market[sec][i] != 0 {
			continue
		}
		c := s.draw(int(typ))
		if c < 0 {
			continue
		}
		s.market[sec][i] = cardCode(int(typ), c)
		if s.Recording() {
			s.Record(MarketFilled{Section: sec, Slot: i, Card: cardName(s.market[sec][i])})
		}
	}
}

// refillMarket: end of a turn, every empty slot of every open section.
func (s *State) refillMarket() {
	for sec := 0; sec < NumSections; sec++ {
		if s.open[sec] {
			s.fillSection(sec)
		}
	}
}

// sectionCards counts the cards in a section.
func (s *State) sectionCards(sec int) int {
	n := 0
	for i := range sectionSlots[sec] {
		if s.market[sec][i] != 0 {
			n++
		}
	}
	return n
}

// accessible reports whether Happiness h gives access to section sec (§5.8).
func (s *State) accessible(h, sec int) bool {
	if !s.open[sec] || h < 1 {
		return false
	}
	switch sec {
	case 0:
		return true
	case 1:
		return h >= 5
	case 2:
		return h >= 9
	}
	return h >= 13
}

// takeCard gives market card (sec, slot) to p (§5.8 step 3).
func (s *State) takeCard(p, sec, slot int) {
	c := s.market[sec][slot]
	s.market[sec][slot] = 0
	s.giveCard(p, c, true)
	if s.Recording() {
		s.Record(CardTaken{Player: p, Section: sec, Slot: slot, Card: cardName(c)})
	}
}

func (s *State) giveCard(p int, c int8, public bool) {
	bit := uint32(1) << cardIdx(c)
	switch cardDeck(c) {
	case Blessing:
		s.p[p].Bless |= bit
	case Technology:
		s.p[p].Tech |= bit
	default:
		s.p[p].Decree |= bit
		if public {
			s.p[p].PubDecree |= bit
		}
	}
}

// playBless discards Blessing b of p (§5.11; T24: +1 Gold).
func (s *State) playBless(p, b int) {
	s.p[p].Bless &^= 1 << b
	s.discardCard(Blessing, b)
	if s.Recording() {
		s.Record(CardPlayed{Player: p, Card: cardName(cardCode(Blessing, b))})
	}
	if s.hasTech(p, 23) {
		s.gainRes(p, Gold, 1)
	}
}

// addPop moves p's Population marker (cap 21, floor 0); Happiness never
// exceeds it. The first time anyone reaches 9 / 13, section III / IV opens.
func (s *State) addPop(p, n int) {
	pl := &s.p[p]
	v := min(max(int(pl.Pop)+n, 0), MaxTrack)
	if v == int(pl.Pop) {
		return
	}
	pl.Pop = int8(v)
	if pl.Happ > pl.Pop {
		pl.Happ = pl.Pop
	}
	if s.Recording() {
		s.Record(TrackMoved{Player: p, Track: "population", Value: v})
	}
	for sec := 2; sec < NumSections; sec++ {
		if !s.open[sec] && v >= int(sectionOpensAt[sec]) {
			s.open[sec] = true
			if s.Recording() {
				s.Record(SectionOpened{Section: sec})
			}
			s.fillSection(sec)
		}
	}
}

// addHapp moves p's Happiness (A8: capped by Population; floor 0) and
// pays the first-time bonuses at 16, 19 and 21 (§5.10); the 21 action is
// pending until the current action ends (A28).
func (s *State) addHapp(p, n int) {
	pl := &s.p[p]
	v := min(max(int(pl.Happ)+n, 0), int(pl.Pop), MaxTrack)
	if v == int(pl.Happ) {
		return
	}
	pl.Happ = int8(v)
	if s.Recording() {
		s.Record(TrackMoved{Player: p, Track: "happiness", Value: v})
	}
	if v >= happGold && pl.HappBon&1 == 0 {
		pl.HappBon |= 1
		s.gainRes(p, Gold, 1)
	}
	if v >= happScribe && pl.HappBon&2 == 0 {
		pl.HappBon |= 2
		s.gainScribes(p, 1)
	}
	if v >= happAction && pl.HappBon&4 == 0 {
		pl.HappBon |= 4
		s.pending |= 1 << p
	}
}

// addProd advances a Production track (max 6; more is lost).
func (s *State) addProd(p, r, n int) {
	pl := &s.p[p]
	v := min(int(pl.Prod[r])+n, MaxProd)
	if v == int(pl.Prod[r]) {
		return
	}
	pl.Prod[r] = int8(v)
	if s.Recording() {
		s.Record(TrackMoved{Player: p, Track: resourceCodes[r], Value: v})
	}
}
