package egizia

import "nilegames/engine"

// RolloutAction is the MCTS rollout policy (engine/ai.RolloutPolicy):
// cheap, plausible play. Uniform play is hopeless in Egizia (random seats
// score about 6 points: they pass with ships left, starve their crews and
// decline their builds), so a rollout places a ship while it can (passing
// now and then), moves the flood to where its own fields feed best, feeds
// with what it holds when short, builds with its strongest crews plus the
// Leader, adds random bricks until none fits, keeps a Sphinx card, and
// leaves the optional Anytime actions and windows alone.
func (s *State) RolloutAction(rng *engine.RNG, buf []engine.Action) engine.Action {
	seat := int(s.actor)
	switch s.phase {
	case PhPlace:
		buf = s.legalPlace(buf[:0])
		n := 0
		for _, a := range buf {
			if in(a, aPlace, aPlaceOcc+NumRoundSp-aPlace) {
				buf[n] = a
				n++
			}
		}
		if n > 0 && rng.IntN(rolloutPassOdds) != 0 {
			return buf[rng.IntN(n)]
		}
		return aPass
	case PhFlood:
		return s.rolloutFlood(seat, rng, buf)
	case PhWindow:
		return aDone
	case PhFeed:
		if v, ok := s.FeedPreview(); ok && v.Wheat < v.Need {
			buf = s.legalFeed(buf[:0])
			for _, a := range buf {
				if a != aFeed {
					return a
				}
			}
		}
		return aFeed
	case PhBuild:
		buf = s.legalBuild(buf[:0])
		best, bestStr := engine.Action(-1), -1
		for _, a := range buf {
			if !in(a, aBuild, numBuildCrews) {
				continue
			}
			crews, _ := BuildCrews(int(a) - aBuild)
			str := 0
			for c := 0; c < NumCrews; c++ {
				if crews&(1<<uint(c)) != 0 {
					str += int(s.pl[seat].Str[c])
				}
			}
			if str > bestStr {
				best, bestStr = a, str
			}
		}
		if best >= 0 {
			return best
		}
		return aDecline
	case PhBuildItems:
		buf = s.legalItems(buf[:0])
		n := 0
		for i, a := range buf {
			if in(a, aItem, numItems) || in(a, aSphinx, 2*SphinxLimit0) {
				buf[n], buf[i] = buf[i], buf[n]
				n++
			}
		}
		if n > 0 {
			return buf[rng.IntN(n)]
		}
		// No brick fits without a boost (the crews were chosen counting
		// the boosts held), or the build may end: a boost or Done.
		return buf[rng.IntN(len(buf))]
	case PhSphinxKeep:
		if s.drawnN > 0 {
			return engine.Action(aKeep + 1 + rng.IntN(int(s.drawnN)))
		}
		return aKeep
	case PhExtraBuild:
		buf = s.legalExtra(buf[:0])
		return buf[len(buf)-1] // the extra build rather than aDone
	}
	buf = s.Legal(buf[:0])
	if len(buf) == 0 {
		return -1
	}
	return buf[rng.IntN(len(buf))]
}

// rolloutPassOdds: a rollout turn with a placement passes once in that many.
const rolloutPassOdds = 12

// rolloutFlood moves the flood marker where seat's fields produce most
// (staying put on a tie; a random one among equal moves).
func (s *State) rolloutFlood(seat int, rng *engine.RNG, buf []engine.Action) engine.Action {
	buf = s.legalTask(buf[:0])
	cur := s.flood
	best, bestW, ties := engine.Action(-1), -1, 0
	for _, a := range buf {
		if !in(a, aFlood, NumFlood) {
			continue
		}
		s.flood = int8(int(a) - aFlood)
		w := 2 * s.production(seat)
		if s.flood == cur {
			w++ // no move on a tie
		}
		switch {
		case w > bestW:
			best, bestW, ties = a, w, 1
		case w == bestW:
			ties++
			if rng.IntN(ties) == 0 {
				best = a
			}
		}
	}
	s.flood = cur
	if best < 0 {
		return buf[rng.IntN(len(buf))]
	}
	return best
}
