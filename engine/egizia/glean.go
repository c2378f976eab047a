package egizia

import "nilegames/engine"

// R27 Gleaner (§4.2, A20): after everyone has passed, each holder in
// player order takes one Nile card still on the river (gained as if taken
// by a ship: its type decides, a Red field's market step applies) or 1
// point.

// GleanChosen: seat used R27 on card space Space (-1: the point instead).
type GleanChosen struct{ Player, Space int }

func (GleanChosen) EventName() string { return "glean_chosen" }

func (s *State) gleanReady(seat int) bool {
	p := &s.pl[seat]
	return p.Has(27) && p.PermUsed&usedGleaner == 0
}

// legalGlean: the point, then every card left on the river.
func (s *State) legalGlean(dst []engine.Action) []engine.Action {
	if !s.gleanReady(int(s.actor)) {
		return dst
	}
	dst = append(dst, aGleanPoint)
	for c := 0; c < NumCardSp; c++ {
		if s.card[c] != 0 {
			dst = append(dst, engine.Action(aGlean+c))
		}
	}
	return dst
}

// applyGlean plays s.actor's R27, then gleanDone (after the card's
// effects).
func (s *State) applyGlean(a engine.Action) error {
	seat := int(s.actor)
	if !s.gleanReady(seat) {
		return engine.Illegal("no R27 to use")
	}
	if a == aGleanPoint {
		s.pl[seat].PermUsed |= usedGleaner
		if s.Recording() {
			s.Record(GleanChosen{Player: seat, Space: -1})
		}
		s.addScore(seat, GleanPoint, RsnGlean)
		s.gleanDone()
		return nil
	}
	c := int(a) - aGlean
	if !in(a, aGlean, NumCardSp) || s.card[c] == 0 {
		return engine.Illegal("no card to glean on space %d", c)
	}
	s.pl[seat].PermUsed |= usedGleaner
	id := int(s.card[c])
	s.card[c] = 0
	if s.Recording() {
		s.Record(GleanChosen{Player: seat, Space: c})
	}
	s.gainCard(seat, id, c, true)
	s.cont = contGlean
	s.runTasks()
	return nil
}
