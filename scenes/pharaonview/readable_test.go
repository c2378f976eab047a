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

// At 1280x720 the Traitor's tiles stay readable (issue 22: figures and
// icons 8 to 10 px high): each space's figure and the Jar count under
// each tile are at least 21 logical px, the pictogram (a card 0.9 of its
// size high) too, and the icon with its widest figure fits its space.
func TestTraitorTilesReadableAt720(t *testing.T) {
	p := Layout(1, true)
	k := p.K
	if s := tileCountSize(k); s < readableMin {
		t.Errorf("the Jar counts under the tiles: %.1f px (need %.0f)", s, readableMin)
	}
	for i, tp := range p.Traitor.Tiles {
		for s := 1; s < pharaon.TileSpaces; s++ {
			r := tileIconRect(tp.Spaces[s], k)
			fig, icon := tileFigure(r), tileIconSize(r)*0.9
			if fig < readableMin || icon < readableMin-0.5 {
				t.Fatalf("tile %d, space %d %v: figures %.1f px, icons %.1f px (need %.0f)", i, s+1, r, fig, icon, readableMin)
			}
			// The figure is centred at 0.78 of the width, right of the
			// pictogram (0.34 of the width, its card 0.66 of its size wide).
			w := render.TextWidth("3", render.Face(render.Bold, fig))
			if r.X+r.W*0.78+w/2 > tp.Spaces[s].Right() || r.X+r.W*0.34+tileIconSize(r)*0.33 > r.X+r.W*0.78-w/2 {
				t.Errorf("tile %d, space %d: icon and figure %.1f px do not fit %v", i, s+1, w, r)
			}
			if tp.Spaces[s].Bottom() > tp.Jars.Y+0.5 || tp.Spaces[s].Y < tp.Head.Bottom()-0.5 {
				t.Errorf("tile %d, space %d %v outside its tile", i, s+1, tp.Spaces[s])
			}
		}
		if tp.R.Bottom() > p.Traitor.Key.Y {
			t.Errorf("tile %d %v runs into the key %v", i, tp.R, p.Traitor.Key)
		}
	}
}
