package tekhenuview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
)

// purityMark is a die's purity at a glance, on top of the "you may take
// it" glow: a green disc (Pure) or a red diamond (Corrupt) on the die's
// top-right corner, ringed in light and dark so that it reads on any
// section and under the glow (first-time player pass #13: the thin frame
// was lost in the glow at 1280x720). Two shapes, not two colours only.
func (v *View) purityMark(dst *ebiten.Image, c geom.Point, size float64, status int) {
	if status != tekhenu.Pure && status != tekhenu.Corrupt {
		return
	}
	rad := math.Max(size*0.26, 7)
	at := c.Add(geom.Pt(size/2-rad*0.35, -size/2+rad*0.35))
	if status == tekhenu.Pure {
		render.FillCircle(dst, at, rad+2.5, render.Ink)
		render.FillCircle(dst, at, rad+1.2, render.Papyrus)
		render.FillCircle(dst, at, rad-0.6, statusRing[status])
		return
	}
	diamond := func(r float64) geom.Polygon {
		return geom.Polygon{at.Add(geom.Pt(0, -r)), at.Add(geom.Pt(r, 0)), at.Add(geom.Pt(0, r)), at.Add(geom.Pt(-r, 0))}
	}
	r := rad * 1.25
	render.FillPolygon(dst, diamond(r+3.2), render.Ink)
	render.FillPolygon(dst, diamond(r+1.6), render.Papyrus)
	render.FillPolygon(dst, diamond(r-0.6), statusRing[status])
}
