package pharaonview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
)

// No choice panel covers what the decision highlights on the board (the
// Pyramid's spaces for a passed player's gain were under the panel in
// solo), at 1 to 5 players.
func TestPanelsLeaveTheHighlightsInView(t *testing.T) {
	pyr := 0
	for players := 1; players <= 5; players++ {
		for seed := uint64(1); seed <= 3; seed++ {
			s := boardGame(t, players, seed)
			v := pickView(t, "en", s)
			rng := engine.NewRNG(seed)
			for !s.Terminal() {
				v.Sync(s, nil, s.CurrentPlayer())
				legal := s.Legal(nil)
				v.decision(legal)
				if v.pk.dec.human {
					for _, a := range legal {
						if m := decode(s, a); m.K == mOffer && m.Extra && rng.IntN(2) == 0 {
							v.Pick(tapAt(v.ClickFor(a)[0]), legal)
							break
						}
					}
					key, _ := v.prompt()
					hs := v.highlightRects()
					if v.st.Phase() == pharaon.PhPyramid {
						pyr++
					}
					for _, it := range v.pickItems() {
						for _, h := range hs {
							if !it.r.Intersect(h).Empty() {
								t.Fatalf("%d players seed %d, %s: %v over highlighted %v", players, seed, key, it.r, h)
							}
						}
					}
					v.cancelPick()
				}
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if pyr == 0 {
		t.Error("no gain on the Pyramid checked")
	}
}
