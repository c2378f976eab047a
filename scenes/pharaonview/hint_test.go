package pharaonview

import (
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/render/geom"
)

// No hover hint stays under a dialog (issue 22: "Take this lot, then
// pay" stayed under the lot's payment panel): while the payment panel is
// open there is none, and at every decision of random games (3 players
// and solo) no hint, nor the spot it labels, lies under a panel of the
// picker; and no tooltip of the board shows through a panel.
func TestHoverHintNeverUnderADialog(t *testing.T) {
	checked, pays, sels, tips := 0, 0, 0, 0
	for _, players := range []int{3, 1} {
		for seed := uint64(11); seed <= 13; seed++ {
			step := 0
			boardPlay(t, players, seed, func(s *pharaon.State) bool {
				step++
				if step%5 != 0 && s.Phase() != pharaon.PhPay {
					return false
				}
				v := pickView(t, "fr", s)
				panels := v.pickItems()
				for y := v.Area.Y + 10; y < v.Area.Bottom(); y += 36 {
					for x := v.Area.X + 10; x < v.Area.Right(); x += 36 {
						for _, tg := range v.hit(geom.Pt(x, y)) {
							if !boardTarget(tg) || v.hoverHint(tg) == "" {
								continue
							}
							v.pk.Hover = tg
							hint, box := v.hoverHintBox()
							if hint == "" {
								break
							}
							checked++
							if s.Phase() == pharaon.PhPay {
								t.Fatalf("%dp seed %d: hint %q shown with the payment panel open", players, seed, hint)
							}
							for _, it := range panels {
								if !it.R.Intersect(box).Empty() || !it.R.Intersect(v.targetRect(tg)).Empty() {
									t.Fatalf("%dp seed %d: hint %q at %v under the panel item %v", players, seed, hint, box, it.R)
								}
							}
							break
						}
					}
				}
				if s.Phase() == pharaon.PhPay {
					pays++
				}
				// Nor does a tooltip of the board show through a panel.
				for _, it := range panels {
					if it.T.kind == kPair {
						continue // the setup's Nobles have their own tooltip (issue 22)
					}
					for _, p := range []geom.Point{it.R.Center(), it.R.Min().Add(geom.Pt(3, 3)), it.R.Max().Sub(geom.Pt(3, 3))} {
						if lines, _, ok := v.Tooltip(p.X, p.Y); ok {
							t.Fatalf("%dp seed %d: the tooltip %q shows through the panel item %v", players, seed, lines, it.R)
						}
						tips++
					}
				}
				// A click that opens a panel of options: the spot clicked
				// has no hint any more.
				v.pk.Hover = target{}
				for y := v.Area.Y + 10; y < v.Area.Bottom() && !v.Selecting(); y += 36 {
					for x := v.Area.X + 10; x < v.Area.Right() && !v.Selecting(); x += 36 {
						tg := v.firstUsable(v.hit(geom.Pt(x, y)))
						if !boardTarget(tg) || v.hoverHint(tg) == "" {
							continue
						}
						if _, done, _ := v.click(tg); done || !v.Selecting() {
							v.Sync(s, nil, s.CurrentPlayer())
							continue
						}
						v.pk.Hover = tg
						if hint, _ := v.hoverHintBox(); hint != "" {
							t.Fatalf("%dp seed %d: hint %q stays on the spot whose options the panel asks", players, seed, hint)
						}
						sels++
					}
				}
				return step > 60
			})
		}
	}
	if checked < 50 || pays == 0 || sels == 0 || tips == 0 {
		t.Fatalf("only %d hints, %d payments and %d options panels checked: the test proves little", checked, pays, sels)
	}
}
