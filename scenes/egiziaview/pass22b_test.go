package egiziaview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
)

// Issue 22 play pass, report #6: while the flood choice of an effect was
// pending (placement step), a click on a river card said ships stop
// only at placement. A river click's refusal names the decision pending,
// for every kind of decision: the table is what a player must do first.
func TestRefusalNamesPendingDecision(t *testing.T) {
	want := map[egizia.Phase]string{
		egizia.PhSetupSphinx: "egizia.refuse.pending_sphinx",
		egizia.PhSphinxKeep:  "egizia.refuse.pending_sphinx",
		egizia.PhCrew:        "egizia.refuse.pending_crew",
		egizia.PhFlood:       "egizia.refuse.pending_flood",
		egizia.PhMarket:      "egizia.refuse.pending_market",
		egizia.PhFreeBrick:   "egizia.refuse.pending_free",
		egizia.PhGlean:       "egizia.refuse.glean_cards",
		egizia.PhWindow:      "egizia.refuse.ships_later",
		egizia.PhFeed:        "egizia.refuse.ships_later",
		egizia.PhBuild:       "egizia.refuse.ships_later",
		egizia.PhBuildItems:  "egizia.refuse.ships_later",
		egizia.PhExtraBuild:  "egizia.refuse.ships_later",
	}
	seen := map[egizia.Phase]bool{}
	inPlace := map[egizia.Phase]bool{} // a pending decision met in the placement step
	for i, players := range []int{2, 3, 4, 2, 3, 4, 2, 3} {
		seed := uint64(220 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, []string{"fr", "en"}[i%2], s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			legal := s.Legal(nil)
			ph := s.Phase()
			if key, ok := want[ph]; ok {
				syncTo(v, s, legal)
				v.Pick(nil, legal)
				for c := 0; c < egizia.NumCardSp; c++ {
					tg := target{tCard, c, 0}
					if v.usable(tg) || v.targetRect(tg).Empty() {
						continue
					}
					got, args := v.refuse(tg)
					if ph == egizia.PhGlean && got == "egizia.refuse.empty" {
						continue
					}
					if got != key {
						t.Fatalf("%v: a click on river card %d says %s (%q), want %s", ph, c, got, v.t(got, args...), key)
					}
					if badText(v.t(got, args...)) {
						t.Fatalf("%v: refusal reads %q", ph, v.t(got, args...))
					}
					seen[ph] = true
					if s.Step() == egizia.StepPlace {
						inPlace[ph] = true
					}
				}
			}
			a := s.RolloutAction(&rng, nil)
			if step%2 == 1 {
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, ph := range []egizia.Phase{egizia.PhSetupSphinx, egizia.PhFlood, egizia.PhCrew, egizia.PhFeed, egizia.PhBuild} {
		if !seen[ph] {
			t.Errorf("no river click checked in %v (seen %v)", ph, seen)
		}
	}
	if !inPlace[egizia.PhFlood] {
		t.Errorf("no flood choice met during placement (seen %v)", inPlace)
	}
}
