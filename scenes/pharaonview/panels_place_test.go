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
				if v.pk.Dec.Human {
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
							if !it.R.Intersect(h).Empty() {
								t.Fatalf("%d players seed %d, %s: %v over highlighted %v", players, seed, key, it.R, h)
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

// A Noble used this round (turned) is not covered by the next card when
// the row is squeezed (at 5 players its value hid under it); the upright
// ones overlap more instead.
func TestTurnedCardsKeepTheirRoom(t *testing.T) {
	for _, players := range []int{4, 5} {
		p := Layout(players, false)
		for s, a := range p.Seats[:players] {
			for _, n := range []int{5, 6, 7, 8} {
				turned := make([]bool, n)
				for j := range turned {
					turned[j] = j%3 == 1
				}
				rs := a.CardRects(turned)
				for j := 0; j+1 < n; j++ {
					if turned[j] && !rs[j+1].Empty() && rs[j+1].X < rs[j].Right()-0.01 {
						t.Errorf("%d players seat %d, %d cards: turned card %d %v under the next %v", players, s, n, j, rs[j], rs[j+1])
					}
				}
				if last := rs[n-1]; last.Right() > a.Cards.Right()+0.01 {
					t.Errorf("%d players seat %d: %d cards leave the row", players, s, n)
				}
			}
		}
	}
}
