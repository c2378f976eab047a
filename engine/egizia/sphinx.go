package egizia

import "nilegames/engine"

// The Sphinx (§6.3): draw n paid cards (+1 free with R13) within the
// slot's limit, the Strength, the Stone and the deck; keep 0 or 1 (2 with
// R48); the rest go under the deck in the order drawn, +1 point each.

// SphinxDrawn: seat drew Cards (ids, top first): Paid of them paid for,
// Free with R13. The ids are the drawer's to see (the view hides them).
type SphinxDrawn struct {
	Player, Paid, Free int
	Cards              []int
}

// SphinxKept: seat kept Cards (none, one, or two with R48).
type SphinxKept struct {
	Player int
	Cards  []int
	R48    bool
}

// SphinxReturned: Cards went under the deck in this order (the first
// ends nearest the rest of the deck), Points = one per card.
type SphinxReturned struct {
	Player int
	Cards  []int
	Points int
}

func (SphinxDrawn) EventName() string    { return "sphinx_drawn" }
func (SphinxKept) EventName() string     { return "sphinx_kept" }
func (SphinxReturned) EventName() string { return "sphinx_returned" }

// drawSphinx pays and draws (checked by sphinxOK), then asks the keep.
func (s *State) drawSphinx(n, free int) {
	seat := int(s.b.seat)
	p := &s.pl[seat]
	s.b.cost += int8(n)
	s.b.budget -= int8(n)
	s.b.items++
	p.Zones |= 1 << ZoneSphinx
	s.addStone(seat, -n, RsnBuild)
	s.drawnN = 0
	for i := 0; i < n+free; i++ {
		s.sphN--
		id := s.sphinx[s.sphN]
		s.sphinx[s.sphN] = 0
		s.knows[id-1] = 0
		s.drawn[s.drawnN] = id
		s.drawnN++
	}
	s.keepMax = 1
	if p.Has(48) && s.drawnN >= 2 {
		s.keepMax = 2
	}
	if s.Recording() {
		s.Record(SphinxDrawn{Player: seat, Paid: n, Free: free, Cards: s.drawnIDs(0)})
	}
	s.phase = PhSphinxKeep
}

// drawnIDs lists the drawn cards except the keep code's.
func (s *State) drawnIDs(keep int) []int {
	var out []int
	for i := 0; i < int(s.drawnN); i++ {
		if !keeps(keep, i) {
			out = append(out, int(s.drawn[i]))
		}
	}
	return out
}

// keeps reports whether keep code k keeps drawn card i.
func keeps(k, i int) bool {
	switch {
	case k == 0:
		return false
	case k <= SphinxLimit0:
		return k-1 == i
	}
	pr := keepPairs[k-SphinxLimit0-1]
	return int(pr[0]) == i || int(pr[1]) == i
}

// keepOK: keep code k is possible for the cards drawn.
func (s *State) keepOK(k int) bool {
	switch {
	case k < 0 || k >= numKeep:
		return false
	case k == 0:
		return true
	case k <= SphinxLimit0:
		return k <= int(s.drawnN)
	}
	pr := keepPairs[k-SphinxLimit0-1]
	return s.keepMax == 2 && int(pr[1]) < int(s.drawnN)
}

// legalKeep: PhSphinxKeep.
func (s *State) legalKeep(dst []engine.Action) []engine.Action {
	for k := 0; k < numKeep; k++ {
		if s.keepOK(k) {
			dst = append(dst, engine.Action(aKeep+k))
		}
	}
	return dst
}

// applyKeep: the cards kept join the hand; the others go under the deck
// in the order drawn (A27), known there to the drawer only; +1 each.
func (s *State) applyKeep(a engine.Action) error {
	if s.phase != PhSphinxKeep {
		return engine.Illegal("no Sphinx cards to keep")
	}
	k := int(a) - aKeep
	if !in(a, aKeep, numKeep) || !s.keepOK(k) {
		return engine.Illegal("keep code %d not possible", k)
	}
	seat := int(s.b.seat)
	p := &s.pl[seat]
	r48 := k > SphinxLimit0
	if r48 {
		p.Cards &^= 1 << (48 - 1)
	}
	back := 0
	for i := 0; i < int(s.drawnN); i++ {
		id := s.drawn[i]
		if keeps(k, i) {
			p.Sphinx |= 1 << uint(id-1)
			continue
		}
		copy(s.sphinx[1:s.sphN+1], s.sphinx[:s.sphN])
		s.sphinx[0] = id
		s.sphN++
		s.knows[id-1] = 1 << uint(seat)
		back++
	}
	if s.Recording() {
		var kept []int
		for i := 0; i < int(s.drawnN); i++ {
			if keeps(k, i) {
				kept = append(kept, int(s.drawn[i]))
			}
		}
		s.Record(SphinxKept{Player: seat, Cards: kept, R48: r48})
		if back > 0 {
			s.Record(SphinxReturned{Player: seat, Cards: s.drawnIDs(k), Points: back})
		}
	}
	s.addScore(seat, back, RsnSphinx)
	s.drawnN = 0
	s.endBuild()
	return nil
}
