package pharaonview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// The solo board has no room for the legend of the board's icons (the
// Traitor's table takes its place, with the key to its own icons): a tab
// in the Traitor's title row shows it over the table while the pointer
// is on the tab or on the legend (issue 22).

// legendTab is the tab's place in solo (empty otherwise): left of the
// Jar pile, as wide as the longer of its labels needs, clear of the
// title.
func legendTab(p *Places) geom.Rect {
	if !p.Solo {
		return geom.Rect{}
	}
	k := p.K
	t := p.Traitor
	h := t.Title.H - 2*k
	w := h + 12*k + legendLabelW
	return geom.R(t.Pile.X-8*k-w, t.Title.Y+1*k, w, h)
}

// legendLabelW is the room for the tab's label ("Légende" at TextMin).
const legendLabelW = 70

// soloLegendRect is where the legend shows in solo: over the Traitor's
// table, from under the tab.
func soloLegendRect(p *Places) geom.Rect {
	t := p.Traitor.R
	top := legendTab(p).Bottom() + 4*p.K
	return geom.R(t.X, top, t.W, t.Bottom()-top)
}

// drawLegendTab paints the tab (static: drawTraitor).
func drawLegendTab(dst *ebiten.Image, p *Places, b *Board) {
	r := legendTab(p)
	if r.Empty() {
		return
	}
	k := p.K
	render.FillRoundRect(dst, r, r.H/2, render.WithAlpha(render.Papyrus, 0.95))
	render.StrokeRoundRect(dst, r, r.H/2, math.Max(1, 1.2*k), render.WithAlpha(render.Ink, 0.6))
	f := render.Face(render.Medium, widget.TextMin)
	s := r.H - 6*k
	c := geom.Pt(r.X+4*k+s/2, r.Center().Y)
	render.FillCircle(dst, c, s/2, render.Lapis)
	render.DrawText(dst, "?", render.Face(render.Bold, math.Max(widget.TextMin, s*0.8)), c.X, c.Y, render.Center, render.Middle, render.Papyrus)
	render.DrawInRect(dst, tr(b.Loc, "pharaon.ui.legend"), f, geom.R(c.X+s/2+4*k, r.Y, r.Right()-c.X-s/2-8*k, r.H), render.Left, render.Middle, render.Ink)
}

// followLegend shows or hides the solo legend after the pointer moved;
// it reports a change.
func (v *View) followLegend() bool {
	if v.pl == nil {
		return false
	}
	tab := legendTab(v.pl)
	on := v.HasPtr && !tab.Empty() && (tab.Contains(v.Pointer) || (v.legendShown && soloLegendRect(v.pl).Contains(v.Pointer)))
	if on == v.legendShown {
		return false
	}
	v.legendShown = on
	return true
}

// drawSoloLegend paints the legend over the Traitor's table when shown.
func (v *View) drawSoloLegend(dst *ebiten.Image) {
	if !v.legendShown || v.pl == nil || !v.pl.Solo {
		return
	}
	q := *v.pl
	q.Legend = soloLegendRect(v.pl)
	render.DrawShadowWith(dst, q.Legend, 8*q.K, 4*q.K, 10*q.K, 0.35)
	render.FillRoundRect(dst, q.Legend, 8*q.K, render.Papyrus) // the tiles must not show through
	drawLegend(dst, &q, &v.board)
}
