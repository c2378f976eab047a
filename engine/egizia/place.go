package egizia

import "nilegames/engine"

// Place ships (§4.2, §6.1): the placement kinds, the downstream rule with
// its violet exceptions (G9 upstream, G10 occupied round space), extra
// ships (R34, G7), and what a space gives (§7.1 cards by type, §7.2 tiles).

// Ship placement kinds (ShipPlaced.Kind).
const (
	KindCard  = "card"  // a Nile card space
	KindRound = "round" // a round Nile-tile space
	KindSlot  = "slot"  // a construction slot
	KindWait  = "wait"  // a waiting ship beside a full zone
)

// ShipPlaced: a ship sailed down the river from From (the owner's lowest
// ship before it, 0: from the source) to river index To (1..20). Space is
// the card space 0..9, round space 0..6 or zone 0..2; Slot the slot 0..2
// (KindSlot) or the place in the waiting queue (KindWait), else -1. Via is
// "", "g9" (upstream) or "g10" (beside another ship on a round space);
// Ship counts the owner's ships this round (1..8).
type ShipPlaced struct {
	Player, From, To int
	Kind             string
	Space, Slot      int
	Via              string
	Ship             int
}

// Passed: a seat passed for the rest of Place ships.
type Passed struct{ Player int }

// ExtraShip: a seat will place one more ship this turn; Via "r34" (the
// card, boxed) or "g7" (the violet tile, spent for the game).
type ExtraShip struct {
	Player int
	Via    string
}

// CardTaken: a seat gained Nile card Card from card space Space (by a
// ship, or by R27 when Glean). Kept: it stays in front of the player
// (fields, quarries, combos, permanents, anytime cards, R7's reminder);
// else it is boxed once its effects are resolved.
type CardTaken struct {
	Player, Space, Card int
	Kept, Glean         bool
}

// TileResolved: a ship on round space Space resolves Tile (a Nile tile id
// 1..11, or -1: the printed round-1 effect of that space).
type TileResolved struct{ Player, Space, Tile int }

func (ShipPlaced) EventName() string   { return "ship_placed" }
func (Passed) EventName() string       { return "passed" }
func (ExtraShip) EventName() string    { return "extra_ship" }
func (CardTaken) EventName() string    { return "card_taken" }
func (TileResolved) EventName() string { return "tile_resolved" }

const numSlotCodes = NumZones * SlotsPerZone

// roundPlayable reports whether round space t holds an effect (a tile or
// the printed one); taken-away and 2p blocker spaces cannot be used.
func (s *State) roundPlayable(t int) bool {
	v := s.tile[t]
	return v > 0 || v == tilePrinted
}

// inZone reports whether seat has a ship (slot or waiting) in zone z.
func (s *State) inZone(seat, z int) bool {
	for k := 0; k < SlotsPerZone; k++ {
		if int(s.slots[z][k]) == seat {
			return true
		}
	}
	for k := 0; k < int(s.waitN[z]); k++ {
		if int(s.waiting[z][k]) == seat {
			return true
		}
	}
	return false
}

// freeSlot reports whether zone z has an empty open slot (A2: only then
// no waiting ship).
func (s *State) freeSlot(z int) bool {
	for k := 0; k < SlotsPerZone; k++ {
		if s.slots[z][k] == empty {
			return true
		}
	}
	return false
}

func (s *State) violetReady(seat, g int) bool {
	p := &s.pl[seat]
	return p.HasBonus(g) && p.BonusUsed&(1<<uint(g)) == 0
}

// placeIndex is the river index where placement a puts seat's ship, or 0
// when a is not a legal placement for it.
func (s *State) placeIndex(seat int, a engine.Action) int {
	p := &s.pl[seat]
	if p.Passed || p.Ships >= NumShips {
		return 0
	}
	low := int(p.Low)
	i, up := 0, false
	switch {
	case in(a, aPlace, NumRiver), in(a, aPlaceUp, NumRiver):
		up = in(a, aPlaceUp, NumRiver)
		i = int(a) - aPlace + 1
		if up {
			i = int(a) - aPlaceUp + 1
		}
		if s.ship[i-1] != empty {
			return 0
		}
		switch sp := River[i-1]; sp.Kind {
		case SpCard:
			if s.card[sp.N] == 0 {
				return 0
			}
		case SpRound:
			if !s.roundPlayable(int(sp.N)) {
				return 0
			}
		default:
			return 0 // zones take aSlot / aWait
		}
	case in(a, aSlot, numSlotCodes), in(a, aSlotUp, numSlotCodes):
		up = in(a, aSlotUp, numSlotCodes)
		c := int(a) - aSlot
		if up {
			c = int(a) - aSlotUp
		}
		z, k := c/SlotsPerZone, c%SlotsPerZone
		if s.slots[z][k] != empty || s.inZone(seat, z) {
			return 0
		}
		i = int(ZoneIndex[z])
	case in(a, aWait, NumZones), in(a, aWaitUp, NumZones):
		up = in(a, aWaitUp, NumZones)
		z := int(a) - aWait
		if up {
			z = int(a) - aWaitUp
		}
		if s.freeSlot(z) || s.inZone(seat, z) || int(s.waitN[z]) >= MaxPlayers {
			return 0
		}
		i = int(ZoneIndex[z])
	case in(a, aPlaceOcc, NumRoundSp):
		// G10 (A9): at or below the own lowest ship, equal only on it.
		t := int(a) - aPlaceOcc
		i = int(RoundIndex[t])
		o := int(s.ship[i-1])
		if !s.violetReady(seat, G10) || !s.roundPlayable(t) || o == empty || s.occ[t] != empty {
			return 0
		}
		if i > low || i == low && o == seat {
			return i
		}
		return 0
	default:
		return 0
	}
	if up {
		// G9: upstream of the lowest ship; Low stays the furthest one.
		if !s.violetReady(seat, G9) || low == 0 || i >= low {
			return 0
		}
	} else if i <= low {
		return 0
	}
	return i
}

// hasPlacement reports whether seat can place a ship now (else it must
// pass; CORE also drops an extra ship then).
func (s *State) hasPlacement(seat int) bool {
	_, ok := s.placements(seat, nil, true)
	return ok
}

// placements appends seat's legal placements in action order and reports
// whether there is one; with first it stops at the first one found. It
// is placeIndex over every code, computed at once (the hot path).
func (s *State) placements(seat int, dst []engine.Action, first bool) ([]engine.Action, bool) {
	p := &s.pl[seat]
	if p.Passed || p.Ships >= NumShips {
		return dst, false
	}
	low := int(p.Low)
	me := int8(seat)
	var zin [NumZones]bool
	var zfree [NumZones]uint8
	for z := 0; z < NumZones; z++ {
		for k := 0; k < SlotsPerZone; k++ {
			switch s.slots[z][k] {
			case me:
				zin[z] = true
			case empty:
				zfree[z] |= 1 << uint(k)
			}
		}
		for k := 0; k < int(s.waitN[z]); k++ {
			if s.waiting[z][k] == me {
				zin[z] = true
			}
		}
	}
	found := false
	// spaces appends the free card and round spaces of indices lo..hi-1,
	// then the zones' slots and waiting places among them.
	spaces := func(lo, hi, place, slot, wait int) bool {
		for i := lo; i < hi; i++ {
			if s.ship[i-1] != empty {
				continue
			}
			ok := false
			switch sp := River[i-1]; sp.Kind {
			case SpCard:
				ok = s.card[sp.N] != 0
			case SpRound:
				ok = s.roundPlayable(int(sp.N))
			}
			if ok {
				if first {
					return true
				}
				dst = append(dst, engine.Action(place+i-1))
				found = true
			}
		}
		for z := 0; z < NumZones; z++ {
			if i := int(ZoneIndex[z]); i < lo || i >= hi || zin[z] {
				continue
			}
			for k := 0; k < SlotsPerZone; k++ {
				if zfree[z]&(1<<uint(k)) != 0 {
					if first {
						return true
					}
					dst = append(dst, engine.Action(slot+z*SlotsPerZone+k))
					found = true
				}
			}
		}
		for z := 0; z < NumZones; z++ {
			if i := int(ZoneIndex[z]); i < lo || i >= hi || zin[z] || zfree[z] != 0 || int(s.waitN[z]) >= MaxPlayers {
				continue
			}
			if first {
				return true
			}
			dst = append(dst, engine.Action(wait+z))
			found = true
		}
		return false
	}
	if spaces(low+1, NumRiver+1, aPlace, aSlot, aWait) {
		return dst, true
	}
	if low > 0 && s.violetReady(seat, G9) && spaces(1, low, aPlaceUp, aSlotUp, aWaitUp) {
		return dst, true
	}
	if s.violetReady(seat, G10) {
		for t := 0; t < NumRoundSp; t++ {
			if s.placeIndex(seat, engine.Action(aPlaceOcc+t)) != 0 {
				if first {
					return dst, true
				}
				dst = append(dst, engine.Action(aPlaceOcc+t))
				found = true
			}
		}
	}
	return dst, found
}

// extraReady reports whether seat may announce one more ship this turn
// (R34, G7): a ship left for it beyond those already announced, and a
// placement now.
func (s *State) extraReady(seat int) bool {
	p := &s.pl[seat]
	return int(p.Ships)+int(s.extra)+2 <= NumShips && s.hasPlacement(seat)
}

// legalPlace: pass (always), R34/G7, then every legal placement (§4.2).
func (s *State) legalPlace(dst []engine.Action) []engine.Action {
	seat := int(s.actor)
	p := &s.pl[seat]
	dst = append(dst, aPass)
	if p.Passed || p.Ships >= NumShips {
		return dst
	}
	n := len(dst)
	dst, found := s.placements(seat, dst, false)
	if !found || int(p.Ships)+int(s.extra)+2 > NumShips {
		return dst
	}
	r34, g7 := p.Has(34), s.violetReady(seat, G7)
	if !r34 && !g7 {
		return dst
	}
	// R34 and G7 sort before the placements.
	var pre [2]engine.Action
	k := 0
	if r34 {
		pre[k] = aR34
		k++
	}
	if g7 {
		pre[k] = aG7
		k++
	}
	dst = append(dst, pre[:k]...)
	copy(dst[n+k:], dst[n:len(dst)-k])
	copy(dst[n:], pre[:k])
	return dst
}

// applyPlace plays a PhPlace action of s.actor.
func (s *State) applyPlace(a engine.Action) error {
	seat := int(s.actor)
	p := &s.pl[seat]
	switch a {
	case aPass:
		if p.Passed {
			return engine.Illegal("already passed")
		}
		p.Passed = true
		s.extra = 0
		if s.Recording() {
			s.Record(Passed{Player: seat})
		}
		s.placementDone()
		return nil
	case aR34, aG7:
		if a == aR34 && !p.Has(34) {
			return engine.Illegal("R34 not held")
		}
		if a == aG7 && !s.violetReady(seat, G7) {
			return engine.Illegal("G7 not available")
		}
		if p.Passed || !s.extraReady(seat) {
			return engine.Illegal("no second ship to place")
		}
		via := "g7"
		if a == aR34 {
			p.Cards &^= 1 << (34 - 1)
			via = "r34"
		} else {
			p.BonusUsed |= 1 << G7
		}
		s.extra++
		if s.Recording() {
			s.Record(ExtraShip{Player: seat, Via: via})
		}
		return nil
	}
	i := s.placeIndex(seat, a)
	if i == 0 {
		return engine.Illegal("no placement %d for seat %d", a, seat)
	}
	from := int(p.Low)
	p.Ships++
	if i > from {
		p.Low = int8(i)
	}
	ev := ShipPlaced{Player: seat, From: from, To: i, Slot: -1, Ship: int(p.Ships)}
	switch {
	case in(a, aPlaceUp, NumRiver), in(a, aSlotUp, numSlotCodes), in(a, aWaitUp, NumZones):
		p.BonusUsed |= 1 << G9
		ev.Via = "g9"
	case in(a, aPlaceOcc, NumRoundSp):
		p.BonusUsed |= 1 << G10
		ev.Via = "g10"
	}
	switch {
	case in(a, aSlot, numSlotCodes), in(a, aSlotUp, numSlotCodes):
		c := int(a) - aSlot
		if a >= aSlotUp {
			c = int(a) - aSlotUp
		}
		z, k := c/SlotsPerZone, c%SlotsPerZone
		s.slots[z][k] = int8(seat)
		ev.Kind, ev.Space, ev.Slot = KindSlot, z, k
		s.recordShip(ev)
		s.placementDone()
		return nil
	case in(a, aWait, NumZones), in(a, aWaitUp, NumZones):
		z := int(a) - aWait
		if a >= aWaitUp {
			z = int(a) - aWaitUp
		}
		ev.Kind, ev.Space, ev.Slot = KindWait, z, int(s.waitN[z])
		s.waiting[z][s.waitN[z]] = int8(seat)
		s.waitN[z]++
		s.recordShip(ev)
		s.placementDone()
		return nil
	}
	sp := River[i-1]
	if sp.Kind == SpCard {
		c := int(sp.N)
		id := int(s.card[c])
		s.card[c] = 0
		s.ship[i-1] = int8(seat)
		ev.Kind, ev.Space = KindCard, c
		s.recordShip(ev)
		s.gainCard(seat, id, c, false)
	} else {
		t := int(sp.N)
		if ev.Via == "g10" {
			s.occ[t] = int8(seat)
		} else {
			s.ship[i-1] = int8(seat)
		}
		ev.Kind, ev.Space = KindRound, t
		s.recordShip(ev)
		s.resolveTile(seat, t)
	}
	s.cont = contPlace
	s.runTasks()
	return nil
}

func (s *State) recordShip(ev ShipPlaced) {
	if s.Recording() {
		s.Record(ev)
	}
}

// gainCard gives Nile card id to seat (§7.1): fields, quarries, combos,
// permanents and anytime cards stay in front of it, immediates are boxed
// once resolved (R7 is kept as the reminder of its end-game +5); the
// card's Ops (an immediate's effects, a Red field's one-time market step)
// are queued.
func (s *State) gainCard(seat, id, space int, glean bool) {
	c := &NileCards[id-1]
	kept := c.Type != TImmediate || c.Power == PwSacrifice
	if kept {
		s.pl[seat].Cards |= 1 << uint(id-1)
	}
	if s.Recording() {
		s.Record(CardTaken{Player: seat, Space: space, Card: id, Kept: kept, Glean: glean})
	}
	for _, op := range c.Ops {
		s.pushTaskFrom(seat, op, false)
	}
}

// resolveTile queues round space t's effect for seat (§7.2): its Nile
// tile's, or the printed round-1 one.
func (s *State) resolveTile(seat, t int) {
	v := int(s.tile[t])
	if s.Recording() {
		s.Record(TileResolved{Player: seat, Space: t, Tile: v})
	}
	ops := &PrintedRound1[t]
	if v > 0 {
		ops = &Tiles[v-1].Ops
	}
	for _, op := range ops {
		s.pushTaskFrom(seat, op, true)
	}
}
