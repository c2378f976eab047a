package pharaon

import "nilegames/engine"

// Apply plays a for the current player; an illegal action changes nothing
// (each owner's apply validates before it moves anything).
func (s *State) Apply(a engine.Action) error {
	if err := s.apply(a); err != nil {
		return err
	}
	s.Played(a)
	return nil
}

func (s *State) illegal(a engine.Action) error {
	return engine.Illegal("%s in phase %s", s.ActionString(a), s.phase)
}

func (s *State) apply(a engine.Action) error {
	q := int(s.actor)
	switch s.phase {
	case PhOver:
		return engine.Illegal("the game is over")
	case PhSetupNoble:
		if !in(a, aSetupNoble, 2) {
			return s.illegal(a)
		}
		s.keepNoble(int(a) - aSetupNoble)
	case PhSetupJar:
		if in(a, aSetupJar, MaxPlayers) {
			i := int(a) - aSetupJar
			if i >= int(s.jarShownN) || s.jarShown[i] < 0 {
				return s.illegal(a)
			}
			s.setupJar(i)
			return nil
		}
		return s.power(a)
	case PhTurn:
		switch {
		case in(a, aPass, aEndTurn-aPass):
			if !s.validPass(a) {
				return s.illegal(a)
			}
			jar := -1
			if a != aPassNoJar {
				jar = int(a) - aPass
			}
			s.mainDone = true
			s.passSeat(q, jar)
		case in(a, aArtisan, aArrow-aArtisan):
			return s.chooseTarget(a)
		default:
			return s.power(a)
		}
	case PhPay:
		if err := s.applyPayment(q, s.pend, a); err != nil {
			return err
		}
		s.resolveAction()
	case PhArrow, PhBonus, PhArtisan, PhChoice, PhDiplomat, PhTutor:
		return s.applyTask(a)
	case PhPyramid:
		if s.validPyramid(q, a) {
			s.applyPyramid(a)
			return nil
		}
		return s.power(a)
	case PhEnd:
		if a == aEndTurn {
			s.endTurn()
			return nil
		}
		if err := s.power(a); err != nil {
			return err
		}
		// A22: EndTurn is automatic once no power is usable. (Safe if
		// applyPower already ended the turn: a seat only gets PhEnd with a
		// power usable.)
		if s.phase == PhEnd && !s.powersUsable() {
			s.endTurn()
		}
	case PhSplit:
		return s.applySplit(a)
	default:
		return s.illegal(a)
	}
	return nil
}

// power applies a once-per-round power action (powers.go) or refuses a.
func (s *State) power(a engine.Action) error {
	if !in(a, aWise, aTutor-aWise) {
		return s.illegal(a)
	}
	return s.applyPower(a)
}
