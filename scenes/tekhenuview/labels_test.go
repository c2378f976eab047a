package tekhenuview

import (
	"testing"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/render/widget"
	"nilegames/scenes/gameview/viewtest"
	matchlayout "nilegames/scenes/layout"
)

// Issue 22: no card, disc or band label of Tekhenu is dropped or clipped,
// in either language, at the sizes the board uses at 1920x1080: every card
// face at the market's and the choice's sizes, every hand chip, every
// token disc at the panel's and the board's sizes, and whole boards and
// panels at several moments of 1-, 2- and 4-player games. Fresh caches
// each time, so nothing is skipped by a sprite already drawn.
func TestNoLabelDropped(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		v := newView(t, testEnv(t, lang, 2))
		s := playTo(t, 2, 3, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhTake && s.Turn() >= 2 })
		v.Sync(s, nil, s.CurrentPlayer())
		dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
		var all []cardID
		for deck, n := range []int{24, 24, 24, 12, 4} {
			for i := 0; i < n; i++ {
				all = append(all, cardID{deck, i})
			}
		}
		market := v.lay.market[0][0]
		choice := v.lay.choiceCard(0, 4)
		chip := v.lay.chip(0)
		viewtest.NoLabelDropped(t, lang+" cards", func() {
			for _, c := range all {
				for _, r := range []geom.Rect{market, choice, v.lay.choiceCard(0, 9)} {
					widget.DrawCard(dst, render.NewSprites(), r, v.face(c), widget.CardNormal)
				}
				if c.deck <= tekhenu.Technology {
					v.drawChip(dst, chip, c)
				}
			}
		})
		viewtest.NoLabelDropped(t, lang+" discs", func() {
			for kind := 0; kind < 7; kind++ {
				for _, size := range []float64{17.1, 18, 20, 21.6, 24, 26, 30} {
					drawToken(dst, kind, geom.Pt(100, 100), size, lang)
				}
			}
		})
		dst.Deallocate()
		// And the letters are there: ink inside each disc (a letter left
		// out leaves only the flat fill).
		for kind := 0; kind < 7; kind++ {
			if kind == tekhenu.Gold {
				continue
			}
			for _, size := range []float64{17.1, 21.6, 30} {
				img := render.NewCanvas(40, 40)
				drawToken(img, kind, geom.Pt(20, 20), size, lang)
				at := rendertest.Reader(img)
				fill, letter := tokenColours[kind], 0
				for y := 20 - size*0.3; y <= 20+size*0.3; y++ {
					for x := 20 - size*0.3; x <= 20+size*0.3; x++ {
						if !rendertest.Near(at(geom.Pt(x, y)), fill, 40) {
							letter++
						}
					}
				}
				img.Deallocate()
				if letter < 8 {
					t.Errorf("%s: disc %d at %.1f px has no letter", lang, kind, size)
				}
			}
		}
	}
	for _, n := range []int{1, 2, 4} {
		for _, lang := range []string{"en", "fr"} {
			for _, turn := range []int{1, 7, 15} {
				s := playTo(t, n, uint64(20+n), func(s *tekhenu.State) bool {
					return s.Turn() >= turn && s.Phase() == tekhenu.PhTake
				})
				lay := matchlayout.MatchLayout(n, true)
				viewtest.NoLabelDropped(t, lang+" board", func() {
					v := newView(t, testEnv(t, lang, n))
					v.Sync(s, nil, s.CurrentPlayer())
					dst := render.NewCanvas(1920, 1080)
					defer dst.Deallocate()
					v.Draw(dst)
					for seat := 0; seat < n && seat < len(lay.Panels); seat++ {
						p := lay.Panels[seat]
						head := geom.R(p.X+14, p.Y+8, p.W-28, 46)
						body := geom.R(p.X+14, head.Bottom()+12, p.W-28, p.Bottom()-head.Bottom()-20)
						v.DrawPanel(dst, seat, body)
					}
				})
			}
		}
	}
}
