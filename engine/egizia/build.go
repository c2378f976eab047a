package egizia

import "nilegames/engine"

// The Build step (§4.5): zones Z1 → Z3; in a zone the open slots in
// order, a decline shifting the later ships nearer and promoting the first
// waiting ship into the last open slot (A6, A26); then the extra builders
// with NT04 or G8 (A30).

// BuildZone: the Build step reached Zone.
type BuildZone struct{ Zone int }

// ShipDeclined: seat's ship in Zone at Slot (-1: an extra builder's
// waiting ship) left without building; Auto when no build was possible.
type ShipDeclined struct {
	Player, Zone, Slot int
	Auto               bool
}

// ShipShifted: after a decline, seat's ship moved from slot From to To.
type ShipShifted struct{ Player, Zone, From, To int }

// WaitingPromoted: the first waiting ship of Zone moved into Slot (the
// last open one); it builds in turn there.
type WaitingPromoted struct{ Player, Zone, Slot int }

// ExtraBuilder: seat builds with its waiting ship in Zone using the NT04
// tile, or G8 when G8.
type ExtraBuilder struct {
	Player, Zone int
	G8           bool
}

func (BuildZone) EventName() string       { return "build_zone" }
func (ShipDeclined) EventName() string    { return "ship_declined" }
func (ShipShifted) EventName() string     { return "ship_shifted" }
func (WaitingPromoted) EventName() string { return "waiting_promoted" }
func (ExtraBuilder) EventName() string    { return "extra_builder" }

// startBuildStep starts the zones (after the WinBuild windows).
func (s *State) startBuildStep() {
	s.step = StepBuild
	s.bzone, s.bslot, s.xAsk = 0, 0, 0
	s.drawnN = 0
	if s.Recording() {
		s.Record(BuildZone{Zone: 0})
	}
	s.driveBuild()
}

// buildResume goes on with the zone after a build (and its tasks).
func (s *State) buildResume() {
	if s.b.slot >= 0 {
		s.bslot++
	}
	s.drawnN = 0
	s.driveBuild()
}

// driveBuild finds the next ship to build, or the next extra builder to
// ask; ships that cannot do anything decline on their own. After Z3 the
// step is over.
func (s *State) driveBuild() {
	open := int8(OpenSlots(int(s.n)))
	for s.bzone < NumZones {
		z := int(s.bzone)
		for s.bslot < open {
			seat := s.slots[z][s.bslot]
			if seat < 0 {
				s.bslot++
				continue
			}
			if s.offerBuild(int(seat), int(s.bslot), SphinxLimit[s.bslot]) {
				return
			}
		}
		for s.xAsk < s.n {
			seat := int(s.order[s.xAsk])
			if s.extraEligible(seat, z) {
				s.phase, s.actor = PhExtraBuild, int8(seat)
				return
			}
			s.xAsk++
		}
		s.bzone++
		s.bslot, s.xAsk = 0, 0
		if s.bzone < NumZones && s.Recording() {
			s.Record(BuildZone{Zone: int(s.bzone)})
		}
	}
	s.b = build{slot: -1, seat: -1}
	s.buildStepDone()
}

// offerBuild puts seat's ship (slot, or -1 for an extra builder) at hand
// in PhBuild; with no legal build and nothing else usable the ship
// declines at once and offerBuild reports false.
func (s *State) offerBuild(seat, slot int, limit int8) bool {
	s.b = build{zone: s.bzone, slot: int8(slot), seat: int8(seat), sphLimit: limit}
	s.phase, s.actor = PhBuild, int8(seat)
	if s.canBuild(seat, int(s.bzone), limit) {
		return true
	}
	var buf [160]engine.Action
	if len(s.legalAnytime(buf[:0])) > 0 {
		return true
	}
	s.declineShip(true)
	return false
}

// declineShip removes the ship at hand (§4.5): in a slot, the later ships
// move one slot nearer and the first waiting ship takes the last open slot.
func (s *State) declineShip(auto bool) {
	seat, z, slot := int(s.b.seat), int(s.b.zone), int(s.b.slot)
	if s.Recording() {
		s.Record(ShipDeclined{Player: seat, Zone: z, Slot: slot, Auto: auto})
	}
	if slot < 0 {
		return
	}
	open := OpenSlots(int(s.n))
	for j := slot; j < open-1; j++ {
		q := s.slots[z][j+1]
		s.slots[z][j] = q
		if q >= 0 && s.Recording() {
			s.Record(ShipShifted{Player: int(q), Zone: z, From: j + 1, To: j})
		}
	}
	s.slots[z][open-1] = empty
	if s.waitN[z] > 0 {
		q := s.waiting[z][0]
		copy(s.waiting[z][:], s.waiting[z][1:s.waitN[z]])
		s.waitN[z]--
		s.waiting[z][s.waitN[z]] = empty
		s.slots[z][open-1] = q
		if s.Recording() {
			s.Record(WaitingPromoted{Player: int(q), Zone: z, Slot: open - 1})
		}
	}
}

// waitingIn is the index of seat's waiting ship in zone z's queue, or -1.
func (s *State) waitingIn(seat, z int) int {
	for i := 0; i < int(s.waitN[z]); i++ {
		if int(s.waiting[z][i]) == seat {
			return i
		}
	}
	return -1
}

func (s *State) g8Usable(seat int) bool {
	p := &s.pl[seat]
	return p.HasBonus(G8) && p.BonusUsed&(1<<G8) == 0
}

// extraEligible: seat has a waiting ship in z, NT04 or G8 unspent, and a
// build it could make now (A30; the offer is skipped otherwise).
func (s *State) extraEligible(seat, z int) bool {
	if !s.pl[seat].WaitTile && !s.g8Usable(seat) {
		return false
	}
	return s.waitingIn(seat, z) >= 0 && s.canBuild(seat, z, ExtraSphinxLimit(int(s.n)))
}

// legalExtra: PhExtraBuild — use NT04 or G8 now, or not (aDone).
func (s *State) legalExtra(dst []engine.Action) []engine.Action {
	seat := int(s.actor)
	dst = append(dst, aDone)
	if !s.canBuild(seat, int(s.bzone), ExtraSphinxLimit(int(s.n))) {
		return dst // an Anytime action spent what the build needed
	}
	if s.pl[seat].WaitTile {
		dst = append(dst, aExtraTile)
	}
	if s.g8Usable(seat) {
		dst = append(dst, aExtraG8)
	}
	return dst
}

// applyExtra: PhExtraBuild.
func (s *State) applyExtra(a engine.Action) error {
	if s.phase != PhExtraBuild {
		return engine.Illegal("no extra build offered")
	}
	seat, z := int(s.actor), int(s.bzone)
	p := &s.pl[seat]
	switch {
	case a == aDone:
	case a == aExtraTile && p.WaitTile, a == aExtraG8 && s.g8Usable(seat):
		if s.waitingIn(seat, z) < 0 || !s.canBuild(seat, z, ExtraSphinxLimit(int(s.n))) {
			return engine.Illegal("no build possible with the waiting ship")
		}
		if a == aExtraTile {
			p.WaitTile = false
		} else {
			p.BonusUsed |= 1 << G8
		}
		i := s.waitingIn(seat, z)
		copy(s.waiting[z][i:], s.waiting[z][i+1:s.waitN[z]])
		s.waitN[z]--
		s.waiting[z][s.waitN[z]] = empty
		if s.Recording() {
			s.Record(ExtraBuilder{Player: seat, Zone: z, G8: a == aExtraG8})
		}
		s.xAsk++
		if s.offerBuild(seat, -1, ExtraSphinxLimit(int(s.n))) {
			return nil
		}
	default:
		return engine.Illegal("extra build option not available")
	}
	if a == aDone {
		s.xAsk++
	}
	s.driveBuild()
	return nil
}
