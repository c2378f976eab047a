package egizia

import (
	"slices"
	"testing"

	"nilegames/engine"
)

// The rollout policy always plays a legal action and never changes the
// state; it places rather than passes, feeds with what it holds when
// short, builds with the strongest crews, and leaves windows at once.
func TestRolloutActionLegal(t *testing.T) {
	rng := engine.NewRNG(9)
	var buf []engine.Action
	phases := map[Phase]int{}
	places, passes := 0, 0 // passes with a placement possible
	for n := 2; n <= MaxPlayers; n++ {
		for g := 0; g < 8; g++ {
			s := newGame(t, n, uint64(n*100+g))
			pick := engine.NewRNG(uint64(g))
			for !s.Terminal() {
				legal := s.Legal(nil)
				before := s.String()
				a := s.RolloutAction(&rng, buf)
				if s.String() != before {
					t.Fatalf("phase %s: RolloutAction changed the state", s.phase)
				}
				if _, ok := slices.BinarySearch(legal, a); !ok {
					t.Fatalf("phase %s: rollout action %s is not legal (%v)", s.phase, s.ActionString(a), legal)
				}
				phases[s.phase]++
				switch s.phase {
				case PhPlace:
					if a == aPass && slices.ContainsFunc(legal, func(x engine.Action) bool { return in(x, aPlace, aPlaceOcc+NumRoundSp-aPlace) }) {
						passes++
					} else {
						places++
					}
				case PhWindow:
					if a != aDone {
						t.Fatalf("window: rollout plays %s, want done", s.ActionString(a))
					}
				case PhBuild:
					if a == aDecline && slices.ContainsFunc(legal, func(x engine.Action) bool { return in(x, aBuild, numBuildCrews) }) {
						t.Fatalf("build: rollout declines with a build possible")
					}
				}
				// Play on with the policy most of the time, a random legal
				// action now and then, to reach varied positions.
				if pick.IntN(4) == 0 {
					a = legal[pick.IntN(len(legal))]
				}
				mustApply(t, s, a)
			}
		}
	}
	if places < 5*passes {
		t.Errorf("the rollout placed %d ships and passed %d times with a ship to place: it should mostly place", places, passes)
	}
	for _, ph := range []Phase{PhPlace, PhFeed, PhBuild, PhBuildItems, PhSphinxKeep} {
		if phases[ph] == 0 {
			t.Errorf("no rollout decision seen in phase %s (%v)", ph, phases)
		}
	}
}

// A build whose crews reach a brick only with a boost: the rollout plays
// the boost (Done is not legal before the first brick).
func TestRolloutBoostsWhenNoBrickFits(t *testing.T) {
	s, _ := bstate(t, 4)
	s.slots[ZoneObelisk][0] = 0
	p := &s.pl[0]
	for f := 0; f < 9; f++ { // the next floor, the 10th, costs 5
		s.obelisk[f] = 1
	}
	s.obeN = 9
	p.Col = ColColumns
	p.Stone, p.Str[CrewGreen] = 10, 2
	giveCards(s, 0, 21)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	legal := s.Legal(nil)
	r21 := engine.Action(aUse + 20*2)
	if s.phase != PhBuildItems || !slices.Equal(legal, []engine.Action{r21}) {
		t.Fatalf("phase %s, legal %v: want the boost alone", s.phase, legal)
	}
	rng := engine.NewRNG(1)
	for i := 0; i < 20; i++ {
		if a := s.RolloutAction(&rng, nil); a != r21 {
			t.Fatalf("rollout plays %s, want the boost", s.ActionString(a))
		}
	}
}
