package imhotep

import "nilegames/engine"

// Legal appends the legal actions to dst[:0], ascending.
func (s *State) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	if s.over {
		return dst
	}
	if s.sp == 0 {
		return s.turnActions(dst, int(s.turn))
	}
	return s.decisionActions(dst, s.top())
}

// turnActions lists the turn actions of p (§5.1), Pass only when nothing
// else is legal. Loops run kind, ship, slot, site ascending, which is the
// order of the encoding.
func (s *State) turnActions(dst []engine.Action, p int) []engine.Action {
	start := len(dst)
	if s.sled[p] < SledCapacity && s.quarry[p] > 0 {
		dst = append(dst, Act(KindGet, 0, 0, 0))
	}
	if s.sled[p] >= 1 {
		dst = s.freeSlotActions(dst, KindPlace)
	}
	dst = s.sailActions(dst, KindSail)
	c := &s.cards[p]
	if c[Lever] > 0 {
		dst = s.sailActions(dst, KindLever)
	}
	if c[Hammer] > 0 && int(s.sled[p])+s.takeable(p, GetStonesMax) >= 1 {
		dst = s.freeSlotActions(dst, KindHammer)
	}
	if c[Sail] > 0 && s.sled[p] >= 1 {
		for id := 0; id < numShips; id++ {
			if !s.harbour(id) || s.load(id)+1 < Ships[id].Minimum {
				continue
			}
			for k := 0; k < Ships[id].Capacity; k++ {
				if s.slots[id][k] != noPlayer {
					continue
				}
				for site := Site(0); site < NumSites; site++ {
					if s.siteFree(site) {
						dst = append(dst, Act(KindSailCard, id, k, int(site)))
					}
				}
			}
		}
	}
	if c[Chisel] > 0 && s.sled[p] >= 2 && s.freeSlots() >= 2 {
		dst = s.freeSlotActions(dst, KindChisel)
	}
	if len(dst) == start {
		dst = append(dst, Act(KindPass, 0, 0, 0))
	}
	return dst
}

func (s *State) freeSlotActions(dst []engine.Action, k Kind) []engine.Action {
	for id := 0; id < numShips; id++ {
		if !s.harbour(id) {
			continue
		}
		for slot := 0; slot < Ships[id].Capacity; slot++ {
			if s.slots[id][slot] == noPlayer {
				dst = append(dst, Act(k, id, slot, 0))
			}
		}
	}
	return dst
}

func (s *State) sailActions(dst []engine.Action, k Kind) []engine.Action {
	for id := 0; id < numShips; id++ {
		if !s.harbour(id) || s.load(id) < Ships[id].Minimum {
			continue
		}
		for site := Site(0); site < NumSites; site++ {
			if s.siteFree(site) {
				dst = append(dst, Act(k, id, 0, int(site)))
			}
		}
	}
	return dst
}

// hasTurnAction reports whether p has a turn action other than Pass.
func (s *State) hasTurnAction(p int) bool {
	sled := int(s.sled[p])
	if sled < SledCapacity && s.quarry[p] > 0 {
		return true
	}
	free := s.freeSlots()
	if sled >= 1 && free > 0 {
		return true
	}
	if s.sailed < ShipsPerRound {
		for id := 0; id < numShips; id++ {
			if s.harbour(id) && s.load(id) >= Ships[id].Minimum {
				return true // four ships, five sites: a site is free
			}
		}
	}
	c := &s.cards[p]
	if c[Hammer] > 0 && sled+s.takeable(p, GetStonesMax) >= 1 && free > 0 {
		return true
	}
	// Sail needs sled >= 1 and a free slot, Chisel sled >= 2: both covered
	// by Place above.
	return false
}

// decisionActions lists the answers to the pending decision f.
func (s *State) decisionActions(dst []engine.Action, f *frame) []engine.Action {
	switch f.kind {
	case fUnload:
		var seen [MaxPlayers]bool
		for k := 0; k < Ships[f.ship].Capacity; k++ {
			o := s.slots[f.ship][k]
			if o == noPlayer || f.isChosen(k) || seen[o] {
				continue
			}
			seen[o] = true
			dst = append(dst, Act(KindUnload, 0, k, 0))
		}
	case fMarketPick:
		for i, c := range s.face {
			if c != noCard {
				dst = append(dst, Act(KindPick, 0, 0, i))
			}
		}
		if s.pair[0] != noCard {
			dst = append(dst, Act(KindPickPair, 0, 0, 0))
		}
		dst = append(dst, Act(KindPickNone, 0, 0, 0))
	case fPairKeep:
		a, b := f.card, f.card2
		if b != noCard && b < a {
			a, b = b, a
		}
		dst = append(dst, Act(KindKeep, 0, 0, int(a)))
		if b != noCard && b != a {
			dst = append(dst, Act(KindKeep, 0, 0, int(b)))
		}
	case fPyrChoice:
		for k := 0; k < 3; k++ {
			if s.pyrBN[k] < pyrBSpaces {
				dst = append(dst, Act(KindPyramid, 0, 0, k))
			}
		}
	case fBonus:
		if Bonus(f.card) == BonusShip {
			dst = append(dst, Act(KindBonusDecline, 0, 0, 0))
			dst = s.freeSlotActions(dst, KindBonusShip)
		} else {
			dst = append(dst, Act(KindBonusTake, 0, 0, 0), Act(KindBonusDecline, 0, 0, 0))
		}
	case fChisel2:
		dst = s.freeSlotActions(dst, KindChisel2)
	case fTempleChoice:
		dst = append(dst, Act(KindTemplePoint, 0, 0, 0), Act(KindTempleStones, 0, 0, 0))
	}
	return dst
}

func (f *frame) isChosen(slot int) bool {
	for i := 0; i < int(f.chosen); i++ {
		if int(f.order[i]) == slot {
			return true
		}
	}
	return false
}

// isLegal checks a against the current position without building a list
// for turn actions (the common case in playouts).
func (s *State) isLegal(a engine.Action) bool {
	if s.over || a <= 0 || a >= engine.Action(numKinds)<<12 {
		return false
	}
	k, ship, slot, low := SplitAction(a)
	if s.sp > 0 {
		var buf [2 * maxSlots * ShipsPerRound]engine.Action
		for _, b := range s.decisionActions(buf[:0], s.top()) {
			if a == b {
				return true
			}
		}
		return false
	}
	p := int(s.turn)
	if ship >= numShips || slot >= maxSlots || low >= int(NumSites) {
		return false
	}
	c := &s.cards[p]
	switch k {
	case KindGet:
		return a == Act(k, 0, 0, 0) && s.sled[p] < SledCapacity && s.quarry[p] > 0
	case KindPlace:
		return low == 0 && s.sled[p] >= 1 && s.freeSlot(ship, slot)
	case KindSail:
		return slot == 0 && s.canSail(ship, Site(low), 0)
	case KindLever:
		return slot == 0 && c[Lever] > 0 && s.canSail(ship, Site(low), 0)
	case KindHammer:
		return low == 0 && c[Hammer] > 0 && int(s.sled[p])+s.takeable(p, GetStonesMax) >= 1 && s.freeSlot(ship, slot)
	case KindSailCard:
		return c[Sail] > 0 && s.sled[p] >= 1 && s.freeSlot(ship, slot) && s.canSail(ship, Site(low), 1)
	case KindChisel:
		return low == 0 && c[Chisel] > 0 && s.sled[p] >= 2 && s.freeSlots() >= 2 && s.freeSlot(ship, slot)
	case KindPass:
		return a == Act(k, 0, 0, 0) && !s.hasTurnAction(p)
	}
	return false
}

func (s *State) freeSlot(ship, slot int) bool {
	return ship < numShips && s.harbour(ship) && slot < Ships[ship].Capacity && s.slots[ship][slot] == noPlayer
}

// canSail: ship may sail to site once extra more stones are on board.
func (s *State) canSail(ship int, site Site, extra int) bool {
	return ship < numShips && site < NumSites && s.harbour(ship) && s.siteFree(site) &&
		s.load(ship)+extra >= Ships[ship].Minimum
}
