package pharaonview

import (
	"fmt"
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview/viewtest"
)

// Every card, disc and band label of Pharaon is drawn whole in both
// languages at the sizes of the 1920x1080 board (issue 22): the printed
// board (Quarter bands, gods, supply, legend, the Traitor's tiles and
// key), each Noble and each Artisan card in its display slot, with fresh
// caches so that nothing is skipped.
func TestNoLabelDropped(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		loc := loadLocTB(t, lang)
		for _, players := range []int{1, 3, 4, 5} {
			st := boardGame(t, players, 7)
			p := Layout(players, players == 1)
			b := Board{Players: players, Ring: st.Ring(), Loc: loc}
			if tiles, ok := st.TraitorTiles(); ok {
				for i, tt := range tiles {
					b.Tiles[i] = tt.Tile
				}
			}
			dst := render.NewCanvas(int(p.Area.Right())+1, int(p.Area.Bottom())+1)
			what := fmt.Sprintf("%s, %d players", lang, players)
			viewtest.NoLabelDropped(t, what+", board", func() { drawStatic(dst, p, &b) })
			for pos := 0; pos < pharaon.NumQuarters; pos++ {
				switch b.Ring[pos] {
				case pharaon.NOB:
					r := p.Nobles(pos).Cards[0]
					for n := 1; n <= pharaon.NumNobles; n++ {
						viewtest.NoLabelDropped(t, fmt.Sprintf("%s, Noble %d", what, n), func() { paintNoble(dst, r, n, loc) })
					}
				case pharaon.ART:
					r := p.Artisans(pos).Cards[0]
					for id := 0; id < pharaon.NumArtisans; id++ {
						viewtest.NoLabelDropped(t, fmt.Sprintf("%s, Artisan %d", what, id), func() {
							widget.DrawCard(dst, render.NewSprites(), r, artisanCard(id, loc), widget.CardNormal)
						})
					}
				}
			}
			dst.Deallocate()
		}
	}
	_ = geom.R
}
