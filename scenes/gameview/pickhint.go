package gameview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/render"
	"nilegames/render/geom"
)

// HintBox is where a picker's hover hint s goes for the target at r:
// above it (below at the top of in), inside in, never over it (ART.md);
// k is the board's scale.
func HintBox(s string, f text.Face, r, in geom.Rect, k float64) geom.Rect {
	w := render.TextWidth(s, f) + 16*k
	h := render.LineHeight(f) + 8*k
	x := math.Max(in.X+2, math.Min(r.Center().X-w/2, in.Right()-w-2))
	y := r.Y - h - 4*k
	if y < in.Y+2 {
		y = r.Bottom() + 4*k
	}
	return geom.R(x, y, w, h)
}

// DrawHint draws hover hint s in box: light on an ink pill.
func DrawHint(dst *ebiten.Image, s string, f text.Face, box geom.Rect) {
	h := box.H
	render.DrawShadowWith(dst, box, h/2, 2, 4, 0.3)
	render.FillRoundRect(dst, box, h/2, render.Ink)
	render.DrawInRect(dst, s, f, box, render.Center, render.Middle, render.Papyrus)
}
