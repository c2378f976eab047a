package pharaon

import (
	"slices"

	"nilegames/engine"
)

// RolloutAction is the MCTS rollout policy (engine/ai.RolloutPolicy):
// cheap, plausible play. A turn takes a payable Quarter action (uniformly)
// and passes only now and then while one is payable, always when none is;
// the payment is cheapestPayment; the optional powers ([17], [18]) are
// left alone and PhEnd ends the turn; everything else is uniform. Uniform
// rollouts pass on most turns (a pass is one action per Jar shown) and
// spend Silver and Offerings on equivalent payments.
func (s *State) RolloutAction(rng *engine.RNG, buf []engine.Action) engine.Action {
	q := int(s.actor)
	switch s.phase {
	case PhPay:
		if a := s.cheapestPayment(q, s.pend); a >= 0 {
			return a
		}
	case PhEnd:
		return aEndTurn
	case PhTurn:
		buf = s.legalTargets(buf[:0])
		if len(buf) > 0 && rng.IntN(rolloutPassOdds) != 0 {
			return buf[rng.IntN(len(buf))]
		}
		buf = s.legalPass(buf[:0])
		return buf[rng.IntN(len(buf))]
	case PhPyramid:
		if buf = s.legalPyramid(q, buf[:0]); len(buf) > 0 {
			return buf[rng.IntN(len(buf))]
		}
	case PhSetupJar:
		buf = buf[:0]
		for i := 0; i < int(s.jarShownN); i++ {
			if s.jarShown[i] >= 0 {
				buf = append(buf, engine.Action(aSetupJar+i))
			}
		}
		if len(buf) > 0 {
			return buf[rng.IntN(len(buf))]
		}
	}
	buf = s.Legal(buf)
	if len(buf) == 0 {
		return -1
	}
	return buf[rng.IntN(len(buf))]
}

// rolloutPassOdds: a rollout turn with a payable action passes once in
// that many.
const rolloutPassOdds = 10

// searchPayments is how many payments the search considers at PhPay.
const searchPayments = 4

// Candidates (engine/ai.Candidates) narrows the search at PhPay: of the
// legal payments, those spending the same tokens (they differ only in
// which one is the access, or the colour it counts as) are one choice,
// and of the distinct ones the search keeps the searchPayments cheapest
// (cheapestPayment, the suggestion, first; then fewest Silver, fewest
// Offerings, fewest tokens, the lowest code). A seat rich in tokens has
// thousands of legal payments for a Noble and the search would spread its
// iterations over them. Elsewhere it is Legal. Only the seat's own tokens
// and the wheel are read: nothing hidden.
func (s *State) Candidates(dst []engine.Action) []engine.Action {
	dst = s.Legal(dst)
	if s.phase != PhPay || len(dst) <= searchPayments {
		return dst
	}
	type cand struct {
		a    engine.Action
		key  int32
		toks [numTk]int8
	}
	var keep [searchPayments + 1]cand
	kept := keep[:0]
	add := func(a engine.Action, first bool) {
		p := PaymentOf(a)
		t := p.Spent
		t[p.Access]++
		key := int32(t[tkSilver])*10000 + int32(t[tkResOff]+t[tkResOff+1]+t[tkResOff+2]+t[tkResOff+3]+t[tkResOff+4]+t[tkQuarter])*100
		for _, x := range t {
			key += int32(x)
		}
		if first {
			key = -1
		}
		for i := range kept {
			if kept[i].toks == t {
				return // the same tokens are in already
			}
		}
		c := cand{a, key, t}
		// insertion into the kept list, best first, at most searchPayments
		i := len(kept)
		for i > 0 && kept[i-1].key > key {
			i--
		}
		if i >= searchPayments {
			return
		}
		if len(kept) < searchPayments {
			kept = append(kept, cand{})
		}
		copy(kept[i+1:], kept[i:len(kept)-1])
		kept[i] = c
	}
	if a := s.cheapestPayment(int(s.actor), s.pend); a >= 0 {
		add(a, true)
	}
	for _, a := range dst {
		add(a, false)
	}
	dst = dst[:0]
	for _, c := range kept {
		dst = append(dst, c.a)
	}
	slices.Sort(dst)
	return dst
}
