package pharaon

import "nilegames/engine"

// Legal appends the legal actions to dst[:0], sorted ascending: each
// phase's ranges are appended in increasing order (actions.go).
func (s *State) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	q := int(s.actor)
	switch s.phase {
	case PhOver:
		return dst
	case PhSetupNoble:
		dst = append(dst, aSetupNoble, aSetupNoble+1)
	case PhSetupJar:
		for i := 0; i < int(s.jarShownN); i++ {
			if s.jarShown[i] >= 0 {
				dst = append(dst, engine.Action(aSetupJar+i))
			}
		}
		dst = s.legalPowers(dst)
	case PhTurn:
		dst = s.legalPass(dst)
		dst = s.legalTargets(dst)
		dst = s.legalPowers(dst)
	case PhPay:
		dst = s.legalPayments(q, s.pend, dst)
	case PhArrow, PhBonus, PhArtisan, PhChoice, PhDiplomat, PhTutor:
		dst = s.legalTask(dst)
	case PhPyramid:
		dst = s.legalPyramid(q, dst)
		dst = s.legalPowers(dst)
	case PhEnd:
		dst = append(dst, aEndTurn)
		dst = s.legalPowers(dst)
	case PhSplit:
		dst = s.legalSplit(dst)
	}
	return dst
}

// legalPass appends the pass actions: one per Jar shown, or aPassNoJar
// when none is left (round 5, §6.1 step 3).
func (s *State) legalPass(dst []engine.Action) []engine.Action {
	n := len(dst)
	for i := 0; i < int(s.jarShownN); i++ {
		if s.jarShown[i] >= 0 {
			dst = append(dst, engine.Action(aPass+i))
		}
	}
	if len(dst) == n {
		dst = append(dst, aPassNoJar)
	}
	return dst
}

// validPass reports whether a is one of legalPass's actions.
func (s *State) validPass(a engine.Action) bool {
	if in(a, aPass, MaxPlayers) {
		i := int(a) - aPass
		return i < int(s.jarShownN) && s.jarShown[i] >= 0
	}
	if a != aPassNoJar {
		return false
	}
	for i := 0; i < int(s.jarShownN); i++ {
		if s.jarShown[i] >= 0 {
			return false
		}
	}
	return true
}
