package pharaonview

import (
	"math"
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/scenes/layout"
)

// readableMin is ART.md's 14 px at the window's real size, in logical
// pixels at the smallest window, 1280x720 (2/3 of 1080p).
const readableMin = 14.0 * 1080 / 720

// At 1280x720 the panels' counts and icons and the legend's icons stay
// readable (issue 22: 8 to 9 px high): in every match layout, 1 to 5
// players, log open or closed, each counter's figure and icon are at
// least 21 logical px and the figure fits its counter; the legend's
// icons too.
func TestCountsAndIconsReadableAt720(t *testing.T) {
	for players := 1; players <= 5; players++ {
		for _, logOpen := range []bool{false, true} {
			m := layout.MatchLayout(players, logOpen)
			for i, r := range m.Panels {
				if i >= max(players, 2) {
					break
				}
				a := NewPlayerArea(PanelBody(r))
				fig, icon := seatFigure(a.RowH), a.RowH*0.86
				if fig < readableMin || icon < readableMin-0.5 {
					t.Errorf("%d players, log %v, seat %d: figures %.1f px, icons %.1f px (need %.0f)", players, logOpen, i, fig, icon, readableMin)
				}
				w := render.TextWidth("20", render.Face(render.Bold, fig))
				for k, c := range a.Res {
					if icon+3+w > c.W+0.5 {
						t.Errorf("%d players, log %v, seat %d: counter %d is %.1f px for %.1f", players, logOpen, i, k, c.W, icon+3+w)
					}
				}
				if a.Res[pharaon.NumRes-1].Right() > a.BC.X || a.Nile[pharaon.NumBase-1].Right() > a.R.Right() {
					t.Errorf("%d players, log %v, seat %d: the first row overflows", players, logOpen, i)
				}
			}
			p := Layout(players, players == 1)
			if s := godLackSize(p.K); s < readableMin {
				t.Errorf("%d players: the gods' counts %.1f px (need %.0f)", players, s, readableMin)
			}
			if w, row := render.TextWidth("−9", render.Face(render.Bold, godLackSize(p.K))), 32*p.K-4; w > row {
				t.Errorf("%d players: a god's count is %.1f px wide for %.1f", players, w, row)
			}
			if players > 1 {
				k := p.K
				in := p.Legend.InsetXY(0, 30*k) // the box's title
				rows := in.InsetXY(8*k, 4*k).Rows(20, 2*k)
				if s := math.Min(28*k, rows[0].H); s < readableMin-0.5 {
					t.Errorf("%d players: legend icons %.1f px", players, s)
				}
			}
		}
	}
}
