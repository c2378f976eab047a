package imhotep

import "nilegames/engine"

// Apply plays a for the current player; an illegal action changes nothing.
func (s *State) Apply(a engine.Action) error {
	if s.over {
		return engine.Illegal("the game is over")
	}
	if !s.isLegal(a) {
		return engine.Illegal("%s is not legal for player %d now", actionString(a), s.CurrentPlayer())
	}
	s.Played(a)
	s.exec(a)
	s.advance()
	return nil
}

// exec performs a legal action; advance then runs the work it leaves.
func (s *State) exec(a engine.Action) {
	k, ship, slot, low := SplitAction(a)
	if s.sp == 0 {
		s.turnAction(int(s.turn), k, ship, slot, low)
		return
	}
	f := s.top()
	p := int(f.player)
	switch k {
	case KindUnload:
		f.order[f.chosen] = int8(slot)
		f.chosen++
	case KindPick:
		card := Card(s.face[low])
		s.face[low] = noCard
		s.pop()
		s.gainCard(p, card, "market", low)
	case KindPickPair:
		f.kind = fPairKeep
		f.card, f.card2 = s.pair[0], s.pair[1]
		s.pair = [MarketBPair]int8{noCard, noCard}
		if s.Recording() {
			n := 1
			if f.card2 != noCard {
				n = 2
			}
			s.Record(PairTaken{Player: p, Count: n})
		}
	case KindPickNone:
		s.pop()
	case KindKeep:
		s.keep(Card(low))
	case KindPyramid:
		fromQuarry := f.n == 1
		s.pop()
		s.placePyrB(p, low, fromQuarry)
	case KindBonusTake:
		b := Bonus(f.card)
		s.pop()
		if s.Recording() {
			s.Record(BonusResolved{Player: p, Bonus: bonusCodes[b], Taken: true})
		}
		if b == BonusCard {
			if c := s.draw(); c != noCard {
				s.gainCard(p, Card(c), "deck", -1)
			}
		} else {
			s.take(p, s.takeable(p, BonusStonesMax), "bonus")
		}
	case KindBonusDecline:
		b := Bonus(f.card)
		s.pop()
		if s.Recording() {
			s.Record(BonusResolved{Player: p, Bonus: bonusCodes[b]})
		}
	case KindBonusShip:
		s.pop()
		if s.Recording() {
			s.Record(BonusResolved{Player: p, Bonus: bonusCodes[BonusShip], Taken: true})
		}
		s.placeOnShip(p, ship, slot, "bonus")
	case KindChisel2:
		s.pop()
		s.placeOnShip(p, ship, slot, "chisel")
	case KindTemplePoint:
		col := int(f.idx)
		s.pop()
		if s.Recording() {
			s.Record(TempleScored{Player: p, Column: col, Bonus: "choice", Choice: "point"})
		}
		s.score(p, partTemple, TempleChoicePoints)
	case KindTempleStones:
		col := int(f.idx)
		s.pop()
		if s.Recording() {
			s.Record(TempleScored{Player: p, Column: col, Bonus: "choice", Choice: "stones"})
		}
		s.take(p, s.takeable(p, TempleChoiceStones), "temple")
	}
}

var bonusCodes = [...]string{NoBonus: "", BonusCard: "card", BonusStones: "stones", BonusShip: "ship"}

func (s *State) turnAction(p int, k Kind, ship, slot, low int) {
	if k == KindPass {
		s.passes++
		if s.Recording() {
			s.Record(Passed{Player: p})
		}
		s.push(frame{kind: fEndTurn, player: int8(p)})
		return
	}
	s.passes = 0
	s.push(frame{kind: fEndTurn, player: int8(p)})
	switch k {
	case KindGet:
		s.take(p, s.takeable(p, GetStonesMax), "get")
	case KindPlace:
		s.placeOnShip(p, ship, slot, "place")
	case KindSail:
		s.sail(p, ship, Site(low), noCard)
	case KindLever:
		s.playBlue(p, Lever)
		s.sail(p, ship, Site(low), Lever)
	case KindHammer:
		s.playBlue(p, Hammer)
		s.take(p, s.takeable(p, GetStonesMax), "hammer")
		s.placeOnShip(p, ship, slot, "hammer")
	case KindSailCard:
		s.playBlue(p, Sail)
		s.placeOnShip(p, ship, slot, "sailcard")
		s.sail(p, ship, Site(low), Sail)
	case KindChisel:
		s.playBlue(p, Chisel)
		s.placeOnShip(p, ship, slot, "chisel")
		s.push(frame{kind: fChisel2, player: int8(p)})
	}
}

func (s *State) playBlue(p int, c Card) {
	s.cards[p][c]--
	s.discard(int8(c), allSeen)
	if s.Recording() {
		s.Record(BlueCardPlayed{Player: p, Card: c})
	}
}

func (s *State) take(p, n int, source string) {
	if n <= 0 {
		return
	}
	s.sled[p] += int8(n)
	s.quarry[p] -= int8(n)
	if s.Recording() {
		s.Record(StonesTaken{Player: p, N: n, Source: source})
	}
}

func (s *State) placeOnShip(p, ship, slot int, source string) {
	s.slots[ship][slot] = int8(p)
	s.sled[p]--
	if s.Recording() {
		s.Record(StonePlaced{Player: p, Ship: ship, Slot: slot, Source: source})
	}
}

// sail sends ship to site and queues its unloading (§5.1 A3, Lever).
func (s *State) sail(p, ship int, site Site, card Card) {
	s.shipGone |= 1 << ship
	s.shipDest[ship] = int8(site)
	s.siteUsed |= 1 << site
	s.sailed++
	f := frame{kind: fUnload, player: int8(p), ship: int8(ship), site: int8(site), lever: card == Lever}
	n := 0
	for k := 0; k < Ships[ship].Capacity; k++ {
		if s.slots[ship][k] != noPlayer {
			f.order[n] = int8(k)
			n++
		}
	}
	f.n = int8(n)
	if s.Recording() {
		e := ShipSailed{Player: p, Ship: ship, Site: site, Card: NoCard}
		if card != noCard {
			e.Card = card
		}
		if !f.lever {
			e.Order = orderSlice(f.order[:n])
		}
		s.Record(e)
	}
	s.push(f)
}

func orderSlice(o []int8) []int {
	out := make([]int, len(o))
	for i, v := range o {
		out[i] = int(v)
	}
	return out
}

// advance runs pending work until a decision with two answers or more is
// waiting, the turn passes on, or the game ends. A decision with a single
// answer is taken here (§ brief: no action for a forced choice).
func (s *State) advance() {
	for s.sp > 0 && !s.over {
		f := s.top()
		switch f.kind {
		case fEndTurn:
			p := int(f.player)
			s.pop()
			s.endTurn(p)
		case fUnload:
			if f.lever && f.chosen < f.n {
				if s.leverChoices(f) >= 2 {
					return
				}
				for k := 0; k < Ships[f.ship].Capacity; k++ {
					if s.slots[f.ship][k] != noPlayer && !f.isChosen(k) {
						f.order[f.chosen] = int8(k)
						f.chosen++
					}
				}
				if s.Recording() {
					s.Record(LeverOrder{Player: int(f.player), Ship: int(f.ship), Order: orderSlice(f.order[:f.n])})
				}
			}
			if f.idx < f.n {
				s.unloadNext(f)
				continue
			}
			ret := f.ret
			market := Site(f.site) == Market
			s.pop()
			if market {
				for p := 0; p < int(s.np); p++ {
					if ret[p] > 0 {
						s.quarry[p] += ret[p]
						if s.Recording() {
							s.Record(StonesReturned{Player: p, N: int(ret[p]), From: "market"})
						}
					}
				}
			}
		case fMarketPick:
			if s.face == [MarketASpaces]int8{noCard, noCard, noCard, noCard} && s.pair[0] == noCard {
				s.pop()
				continue
			}
			return
		case fPairKeep:
			if f.card2 == noCard || f.card2 == f.card {
				s.keep(Card(f.card))
				continue
			}
			return
		case fRedDone:
			p, c, placed := int(f.player), f.card, f.n == 1
			s.pop()
			s.discard(c, allSeen)
			if s.Recording() {
				s.Record(RedCardResolved{Player: p, Card: Card(c), Placed: placed})
			}
		case fPyrChoice:
			p, fromQuarry := int(f.player), f.n == 1
			free, last := 0, 0
			for k := 0; k < 3; k++ {
				if s.pyrBN[k] < pyrBSpaces {
					free++
					last = k
				}
			}
			if free >= 2 {
				return
			}
			s.pop()
			if free == 1 {
				s.placePyrB(p, last, fromQuarry)
			} else {
				s.pyrEdge(p, fromQuarry)
			}
		case fBonus:
			if s.bonusOffered(f) {
				return
			}
			p, b := int(f.player), Bonus(f.card)
			s.pop()
			if s.Recording() {
				s.Record(BonusResolved{Player: p, Bonus: bonusCodes[b]})
			}
		case fChisel2:
			if s.freeSlots() >= 2 {
				return
			}
			p := int(f.player)
			s.pop()
			for id := 0; id < numShips; id++ {
				for k := 0; s.harbour(id) && k < Ships[id].Capacity; k++ {
					if s.slots[id][k] == noPlayer {
						s.placeOnShip(p, id, k, "chisel")
					}
				}
			}
		case fTemple:
			s.templeStep(f)
		case fTempleChoice:
			return
		case fCleanup:
			next, deadlock := f.player, f.n == 1
			s.pop()
			s.cleanup(next, deadlock)
		default:
			s.pop()
		}
	}
}

// leverChoices counts the owners among the stones not yet ordered: stones
// of one colour are interchangeable, so only colours are choices.
func (s *State) leverChoices(f *frame) int {
	var seen [MaxPlayers]bool
	n := 0
	for k := 0; k < Ships[f.ship].Capacity; k++ {
		o := s.slots[f.ship][k]
		if o != noPlayer && !f.isChosen(k) && !seen[o] {
			seen[o] = true
			n++
		}
	}
	return n
}

// unloadNext takes the next stone off the ship; its owner handles it (§5.1
// A3 step 2).
func (s *State) unloadNext(f *frame) {
	slot := int(f.order[f.idx])
	f.idx++
	ship := int(f.ship)
	owner := int(s.slots[ship][slot])
	s.slots[ship][slot] = noPlayer
	site := Site(f.site)
	if s.Recording() {
		s.Record(StoneUnloaded{Owner: owner, Ship: ship, Slot: slot, Site: site})
	}
	if site == Market {
		f.ret[owner]++
		s.push(frame{kind: fMarketPick, player: int8(owner)})
		return
	}
	s.build(owner, site, false)
}

// keep resolves the pending fPairKeep by keeping card (§5.3 B).
func (s *State) keep(card Card) {
	f := s.top()
	p := int(f.player)
	kept, rej := f.card, f.card2
	if int8(card) == f.card2 && f.card != f.card2 {
		kept, rej = f.card2, f.card
	}
	s.pop()
	if rej != noCard {
		s.discard(rej, 1<<p)
	}
	if s.Recording() {
		s.Record(PairKept{Player: p, Kept: Card(kept), Rejected: Card(rej)})
	}
	s.gainCard(p, Card(kept), "pair", -1)
}

// gainCard hands a card to p: red cards resolve now (§5.9), others are kept.
func (s *State) gainCard(p int, c Card, from string, space int) {
	if s.Recording() {
		s.Record(CardTaken{Player: p, Card: c, From: from, Space: space})
	}
	if Cards[c].Class != Red {
		s.cards[p][c]++
		return
	}
	placed := s.quarry[p] > 0
	f := frame{kind: fRedDone, player: int8(p), card: int8(c)}
	if placed {
		f.n = 1
	}
	s.push(f)
	if placed {
		s.quarry[p]--
		s.build(p, Cards[c].Site, true)
	}
}

// build puts a stone of p on a building site (§5.4-5.9).
func (s *State) build(p int, site Site, fromQuarry bool) {
	switch site {
	case Pyramid:
		if s.sideB[Pyramid] {
			if s.pyrBN == [3]int8{pyrBSpaces, pyrBSpaces, pyrBSpaces} {
				s.pyrEdge(p, fromQuarry)
				return
			}
			f := frame{kind: fPyrChoice, player: int8(p)}
			if fromQuarry {
				f.n = 1
			}
			s.push(f)
			return
		}
		idx := int(s.pyrN)
		if idx >= len(s.pyrA) {
			s.pyrEdge(p, fromQuarry)
			return
		}
		s.pyrA[idx] = int8(p)
		s.pyrN++
		s.siteStones[Pyramid][p]++
		pts := PyramidAPoints(idx)
		if s.Recording() {
			s.Record(StoneBuilt{Owner: p, Site: Pyramid, Pyramid: -1, Pos: idx, FromQuarry: fromQuarry, Points: pts})
		}
		s.score(p, partPyramid, pts)
	case Temple:
		pos := int(s.templeN)
		s.templeTop[pos%int(s.templeW)] = int8(p)
		s.templeN++
		s.siteStones[Temple][p]++
		if s.Recording() {
			s.Record(StoneBuilt{Owner: p, Site: Temple, Pyramid: -1, Pos: pos, FromQuarry: fromQuarry})
		}
	case Burial:
		pos := int(s.burialN)
		if pos < len(s.burial) {
			s.burial[pos] = int8(p)
			s.burialN++
		}
		s.siteStones[Burial][p]++
		if s.Recording() {
			s.Record(StoneBuilt{Owner: p, Site: Burial, Pyramid: -1, Pos: pos, FromQuarry: fromQuarry})
		}
	case Obelisks:
		s.siteStones[Obelisks][p]++
		if !s.sideB[Obelisks] {
			if s.Recording() {
				s.Record(StoneBuilt{Owner: p, Site: Obelisks, Pyramid: -1, Pos: int(s.siteStones[Obelisks][p]), FromQuarry: fromQuarry})
			}
			return
		}
		s.obWait[p]++
		if s.Recording() {
			s.Record(StoneBuilt{Owner: p, Site: Obelisks, Pyramid: -1, Pos: int(s.obWait[p]), FromQuarry: fromQuarry})
		}
		if s.obWait[p] == ObeliskBStones {
			s.obWait[p] = 0
			s.obFormed[p]++
			v := ObeliskBValue(int(s.obN))
			if s.Recording() {
				s.Record(ObeliskFormed{Player: p, Index: int(s.obN), Value: v})
			}
			s.obN++
			s.score(p, partObelisks, v)
		}
	}
}

// pyrEdge puts a stone on the pyramid edge (§5.4, §5.5). The event's Pos
// is the filling index on side A, the index along the edge on side B.
func (s *State) pyrEdge(p int, fromQuarry bool) {
	pos, pts := int(s.pyrN), PyramidOverflowPoints
	if s.sideB[Pyramid] {
		pos = 0
		for _, e := range s.edge {
			pos += int(e)
		}
	} else {
		pts = PyramidAPoints(pos)
	}
	s.edge[p]++
	s.pyrN++
	s.siteStones[Pyramid][p]++
	if s.Recording() {
		s.Record(StoneBuilt{Owner: p, Site: Pyramid, Pyramid: -1, Pos: pos, Edge: true, FromQuarry: fromQuarry, Points: pts})
	}
	s.score(p, partPyramid, pts)
}

// placePyrB puts a stone of p on pyramid k (§5.5); a bonus space leaves a
// bonus decision.
func (s *State) placePyrB(p, k int, fromQuarry bool) {
	i := int(s.pyrBN[k])
	s.pyrB[k][i] = int8(p)
	s.pyrBN[k]++
	s.pyrN++
	s.siteStones[Pyramid][p]++
	sp := PyramidB[k][i]
	if s.Recording() {
		s.Record(StoneBuilt{Owner: p, Site: Pyramid, Pyramid: k, Pos: i, FromQuarry: fromQuarry, Points: sp.Points})
	}
	s.score(p, partPyramid, sp.Points)
	if sp.Bonus != NoBonus {
		s.push(frame{kind: fBonus, player: int8(p), card: int8(sp.Bonus)})
	}
}

// bonusOffered: a bonus whose taking is impossible or changes nothing is
// skipped (§5.5).
func (s *State) bonusOffered(f *frame) bool {
	p := int(f.player)
	switch Bonus(f.card) {
	case BonusCard:
		return s.deckN+s.discN > 0
	case BonusStones:
		return s.takeable(p, BonusStonesMax) >= 1
	case BonusShip:
		return !s.roundEnding && s.sled[p] >= 1 && s.freeSlots() >= 1
	}
	return false
}

// draw takes the top market card, reshuffling the discard when the deck is
// empty (§4.1); noCard when both are empty.
func (s *State) draw() int8 {
	if s.deckN == 0 {
		if s.discN == 0 {
			return noCard
		}
		n := int(s.discN)
		copy(s.deck[:n], s.disc[:n])
		s.deckN = int8(n)
		s.discN = 0
		s.Rand().Shuffle(n, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
		if s.Recording() {
			s.Record(DeckReshuffled{Size: n})
		}
	}
	s.deckN--
	return s.deck[s.deckN]
}

func (s *State) discard(c int8, seen uint8) {
	if int(s.discN) >= len(s.disc) {
		return
	}
	s.disc[s.discN] = c
	s.discSeen[s.discN] = seen
	s.discN++
}
