package egizia

import (
	"slices"

	"nilegames/engine"
)

// Legal appends the legal actions to dst[:0], sorted ascending, without
// duplicates. In the decision-point phases (A25) the Anytime actions of
// ECON are merged in.
func (s *State) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	switch s.phase {
	case PhSetupSphinx:
		dst = append(dst, aKeepSetup, aKeepSetup+1)
	case PhPlace:
		dst = s.withAnytime(s.legalPlace(dst))
	case PhCrew, PhFlood, PhMarket, PhFreeBrick:
		dst = s.legalTask(dst)
	case PhGlean:
		dst = s.legalGlean(dst)
	case PhWindow:
		dst = s.withAnytime(append(dst, aDone))
	case PhFeed:
		dst = s.withAnytime(s.legalFeed(dst))
	case PhBuild:
		dst = s.withAnytime(s.legalBuild(dst))
	case PhBuildItems:
		dst = s.legalItems(dst)
	case PhSphinxKeep:
		dst = s.legalKeep(dst)
	case PhExtraBuild:
		dst = s.withAnytime(s.legalExtra(dst))
	}
	return dst
}

// withAnytime appends the Anytime actions, then sorts and deduplicates.
func (s *State) withAnytime(dst []engine.Action) []engine.Action {
	n := len(dst)
	dst = s.legalAnytime(dst)
	if len(dst) == n {
		return dst
	}
	slices.Sort(dst)
	return slices.Compact(dst)
}

// decisionPoint reports the phases where Anytime actions are legal (A25).
func decisionPoint(p Phase) bool {
	switch p {
	case PhPlace, PhWindow, PhFeed, PhBuild, PhExtraBuild:
		return true
	}
	return false
}
