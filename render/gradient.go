package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/render/geom"
)

// Stop is a colour at a position in [0,1] along a gradient.
type Stop struct {
	At    float64
	Color color.Color
}

// colorAt interpolates premultiplied components between the stops (sorted
// by At), clamping outside them.
func colorAt(stops []Stop, t float64) (r, g, b, a float32) {
	if len(stops) == 0 {
		return 0, 0, 0, 0
	}
	if t <= stops[0].At {
		return premul(stops[0].Color)
	}
	for i := 1; i < len(stops); i++ {
		if t <= stops[i].At {
			s0, s1 := stops[i-1], stops[i]
			f := float32(0)
			if s1.At > s0.At {
				f = float32((t - s0.At) / (s1.At - s0.At))
			}
			r0, g0, b0, a0 := premul(s0.Color)
			r1, g1, b1, a1 := premul(s1.Color)
			return r0 + (r1-r0)*f, g0 + (g1-g0)*f, b0 + (b1-b0)*f, a0 + (a1-a0)*f
		}
	}
	return premul(stops[len(stops)-1].Color)
}

// project returns the position of (x, y) along from->to, 0 at from, 1 at to.
func project(x, y float32, from, to geom.Point) float64 {
	dx, dy := to.X-from.X, to.Y-from.Y
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return 0
	}
	return ((float64(x)-from.X)*dx + (float64(y)-from.Y)*dy) / l2
}

// FillGradientPath fills p with a linear gradient running from `from` to
// `to` (logical pixels, like p) through stops. Colours are set per vertex, so the result is exact for
// two stops and approximate across a stop that falls inside one triangle.
func FillGradientPath(dst *ebiten.Image, p *vector.Path, from, to geom.Point, stops ...Stop) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	if len(is) == 0 {
		return
	}
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = colorAt(stops, project(vs[i].DstX, vs[i].DstY, from, to))
	}
	op := &ebiten.DrawTrianglesOptions{}
	op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	op.FillRule = ebiten.FillRuleNonZero
	drawTrianglesAA(dst, vs, is, whiteSubImage, op)
}

// FillGradientPolygon fills pts with a two-colour linear gradient from c0 at
// `from` to c1 at `to`.
func FillGradientPolygon(dst *ebiten.Image, pts geom.Polygon, from, to geom.Point, c0, c1 color.Color) {
	FillGradientPath(dst, PolygonPath(pts), from, to, Stop{0, c0}, Stop{1, c1})
}

// FillGradientRoundRect fills a rounded rectangle with a top-to-bottom
// gradient from c0 to c1.
func FillGradientRoundRect(dst *ebiten.Image, r geom.Rect, radius float64, c0, c1 color.Color) {
	FillGradientPath(dst, RoundRectPath(r, radius), r.Min(), geom.Pt(r.X, r.Bottom()), Stop{0, c0}, Stop{1, c1})
}

// FillGradientRect fills r with a gradient top to bottom (vertical) or left
// to right, exact at every stop: each span between stops is its own quad.
func FillGradientRect(dst *ebiten.Image, r geom.Rect, vertical bool, stops ...Stop) {
	if len(stops) == 0 || r.Empty() {
		return
	}
	if len(stops) == 1 {
		FillRect(dst, r, stops[0].Color)
		return
	}
	// Positions along the axis: 0, each stop, 1.
	ts := []float64{0}
	for _, s := range stops {
		if s.At > 0 && s.At < 1 {
			ts = append(ts, s.At)
		}
	}
	ts = append(ts, 1)
	var vs []ebiten.Vertex
	var is []uint16
	for i := 0; i+1 < len(ts); i++ {
		t0, t1 := ts[i], ts[i+1]
		if t1 <= t0 {
			continue
		}
		base := uint16(len(vs))
		var corners [4][2]float64 // (x, y) of the quad, two at t0 then two at t1
		if vertical {
			y0, y1 := r.Y+r.H*t0, r.Y+r.H*t1
			corners = [4][2]float64{{r.X, y0}, {r.Right(), y0}, {r.X, y1}, {r.Right(), y1}}
		} else {
			x0, x1 := r.X+r.W*t0, r.X+r.W*t1
			corners = [4][2]float64{{x0, r.Y}, {x0, r.Bottom()}, {x1, r.Y}, {x1, r.Bottom()}}
		}
		for k, c := range corners {
			t := t0
			if k >= 2 {
				t = t1
			}
			cr, cg, cb, ca := colorAt(stops, t)
			vs = append(vs, ebiten.Vertex{DstX: float32(c[0]), DstY: float32(c[1]), SrcX: 1, SrcY: 1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca})
		}
		is = append(is, base, base+1, base+2, base+1, base+3, base+2)
	}
	toDevice(vs)
	op := &ebiten.DrawTrianglesOptions{}
	op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	flushAA()
	dst.DrawTriangles(vs, is, whiteSubImage, op)
}

// NileStops is the river gradient of ART.md, deep to light.
func NileStops() []Stop { return []Stop{{0, NileDeep}, {1, NileLight}} }

// GoldStops is the gold gradient for coins, titles and highlights.
func GoldStops() []Stop { return []Stop{{0, GoldLight}, {0.55, Gold}, {1, GoldDeep}} }
