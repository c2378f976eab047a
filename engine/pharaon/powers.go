package pharaon

import "nilegames/engine"

// Once-per-round powers used outside the actions (§5.7, §9.3): [17] Wise
// Woman and [18] Treasurer, on any own turn (A14, A28). The General [6]
// is in the pass (flow.go).

// powerPhase reports whether the actor may use a power in this phase.
func (s *State) powerPhase() bool {
	switch s.phase {
	case PhTurn, PhEnd, PhPyramid, PhSetupJar:
		return true
	}
	return false
}

// hasFrom reports whether seat holds the token [17]/[18] would give up:
// from 0..4 a base resource, 5..9 a Resource Offering of colour from-5.
func (s *State) hasFrom(seat, from int) bool {
	if from < NumBase {
		return s.pl[seat].Res[from] > 0
	}
	return s.pl[seat].Off[OffRes+from-NumBase] > 0
}

// legalPowers appends the [17]/[18] uses open to the actor, sorted; the
// flow calls it in the phases where powers are allowed (and afterMain to
// know whether PhEnd is needed).
func (s *State) legalPowers(dst []engine.Action) []engine.Action {
	seat := int(s.actor)
	pl := &s.pl[seat]
	if pl.Ready(NWiseWoman) {
		for from := 0; from < 2*NumBase; from++ {
			if !s.hasFrom(seat, from) {
				continue
			}
			for to := 0; to < NumBase; to++ {
				if to != from%NumBase && s.supply[to] > 0 {
					dst = append(dst, engine.Action(aWise+from*NumBase+to))
				}
			}
		}
	}
	if pl.Ready(NTreasurer) && s.supply[SIL] > 0 {
		for from := 0; from < 2*NumBase; from++ {
			if s.hasFrom(seat, from) {
				dst = append(dst, engine.Action(aTreasurer+from))
			}
		}
	}
	return dst
}

// giveUp returns seat's token from to the supply (a resource) or the
// Offering discard (a Resource Offering).
func (s *State) giveUp(seat, from int) {
	if from < NumBase {
		s.pl[seat].Res[from]--
		s.supply[from]++
		return
	}
	k := OffRes + from - NumBase
	s.pl[seat].Off[k]--
	s.offDisc[k]++
}

// applyPower uses [17] or [18] (A25: never from an empty supply).
func (s *State) applyPower(a engine.Action) error {
	if !s.powerPhase() {
		return engine.Illegal("no power in phase %s", s.phase)
	}
	seat := int(s.actor)
	pl := &s.pl[seat]
	x := int(a)
	switch {
	case in(a, aWise, 2*NumBase*NumBase):
		from, to := (x-aWise)/NumBase, (x-aWise)%NumBase
		if !pl.Ready(NWiseWoman) || !s.hasFrom(seat, from) || to == from%NumBase || s.supply[to] == 0 {
			return engine.Illegal("Wise Woman %d not possible", x-aWise)
		}
		s.giveUp(seat, from)
		s.supply[to]--
		pl.Res[to]++
		s.tilt(seat, NWiseWoman)
		if s.Recording() {
			s.Record(WiseWomanUsed{Player: seat, From: from, To: to})
		}
	case in(a, aTreasurer, 2*NumBase):
		from := x - aTreasurer
		if !pl.Ready(NTreasurer) || !s.hasFrom(seat, from) || s.supply[SIL] == 0 {
			return engine.Illegal("Treasurer %d not possible", from)
		}
		s.giveUp(seat, from)
		s.supply[SIL]--
		pl.Res[SIL]++
		s.tilt(seat, NTreasurer)
		if s.Recording() {
			s.Record(TreasurerUsed{Player: seat, From: from})
		}
	default:
		return engine.Illegal("action %d is not a power", x)
	}
	return nil
}

// generalStep is the General's pass (§9.3 [6], A10): a seat owning [6],
// just placed on the pyramid, advances one more space at once; it reports
// whether it moved, and the flow then has it take a gain as in §6.2.
func (s *State) generalStep(seat int) bool {
	return s.pl[seat].Has(NGeneral) && s.stepPyramid(seat)
}
