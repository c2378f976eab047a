package egizia

import "nilegames/engine"

// Apply plays a for the current player; an illegal action changes nothing
// (each part validates before it moves anything).
func (s *State) Apply(a engine.Action) error {
	deck := s.sphN
	if err := s.apply(a); err != nil {
		return err
	}
	if s.sphN < deck && s.phase != PhSetupSphinx {
		s.sphDrawn = true // A37's knowledge ends at the first draw
	}
	s.Played(a)
	return nil
}

func (s *State) illegal(a engine.Action) error {
	return engine.Illegal("%s in phase %s", s.ActionString(a), s.phase)
}

func (s *State) apply(a engine.Action) error {
	if s.phase == PhOver {
		return engine.Illegal("the game is over")
	}
	if decisionPoint(s.phase) && a != aDone {
		if handled, err := s.applyAnytime(a); handled {
			return err
		}
	}
	switch s.phase {
	case PhSetupSphinx:
		if !in(a, aKeepSetup, SetupSphinxDeal) {
			return s.illegal(a)
		}
		s.keepSetup(int(a) - aKeepSetup)
		return nil
	case PhPlace:
		return s.applyPlace(a)
	case PhCrew, PhFlood, PhMarket, PhFreeBrick:
		return s.applyTask(a)
	case PhGlean:
		return s.applyGlean(a)
	case PhWindow:
		if a != aDone {
			return s.illegal(a)
		}
		if s.Recording() {
			s.Record(WindowClosed{Player: int(s.actor), Kind: int(s.window)})
		}
		s.windowDone()
		return nil
	case PhFeed:
		return s.applyFeed(a)
	case PhBuild:
		return s.applyBuild(a)
	case PhBuildItems:
		return s.applyItems(a)
	case PhSphinxKeep:
		return s.applyKeep(a)
	case PhExtraBuild:
		return s.applyExtra(a)
	}
	return s.illegal(a)
}
