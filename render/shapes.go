package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/render/geom"
)

// Stroke widths at 1080p (ART.md: outlines 1.5-2 px).
const (
	StrokeThin   = 1.5
	StrokeNormal = 2
)

// Shadow geometry at 1080p (ART.md: offset 3-4 px, 25% ink).
const (
	ShadowOffset = 4
	ShadowBlur   = 8
)

var (
	whiteImage    = ebiten.NewImage(3, 3)
	whiteSubImage = whiteImage.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
)

func init() {
	pix := make([]byte, 4*3*3)
	for i := range pix {
		pix[i] = 0xff
	}
	whiteImage.WritePixels(pix)
}

// premul returns the premultiplied components of c in [0,1].
func premul(c color.Color) (r, g, b, a float32) {
	cr, cg, cb, ca := c.RGBA()
	return float32(cr) / 0xffff, float32(cg) / 0xffff, float32(cb) / 0xffff, float32(ca) / 0xffff
}

// drawVertices paints triangles in one colour with the non-zero rule, so that
// overlapping triangles (concave fills, stroke joins) blend once.
func drawVertices(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, clr color.Color) {
	if len(is) == 0 {
		return
	}
	r, g, b, a := premul(clr)
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = r, g, b, a
	}
	op := &ebiten.DrawTrianglesOptions{}
	op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	op.FillRule = ebiten.FillRuleNonZero
	drawTrianglesAA(dst, vs, is, whiteSubImage, op)
}

// FillPath fills p in clr (non-zero rule: concave shapes and holes drawn in
// the opposite direction work).
func FillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	drawVertices(dst, vs, is, clr)
}

// StrokePath strokes p with round joins and caps, the one corner style of
// the app's outlines and icons.
func StrokePath(dst *ebiten.Image, p *vector.Path, width float64, clr color.Color) {
	op := &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, op)
	drawVertices(dst, vs, is, clr)
}

// RoundRectPath returns the outline of r with corner radius (clamped to half
// the shorter side; 0 gives square corners).
func RoundRectPath(r geom.Rect, radius float64) *vector.Path {
	var p vector.Path
	radius = math.Max(0, math.Min(radius, math.Min(r.W, r.H)/2))
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.Right()), float32(r.Bottom())
	rr := float32(radius)
	if rr == 0 {
		p.MoveTo(x0, y0)
		p.LineTo(x1, y0)
		p.LineTo(x1, y1)
		p.LineTo(x0, y1)
		p.Close()
		return &p
	}
	p.MoveTo(x0+rr, y0)
	p.LineTo(x1-rr, y0)
	arc(&p, x1-rr, y0+rr, rr, -math.Pi/2, 0)
	p.LineTo(x1, y1-rr)
	arc(&p, x1-rr, y1-rr, rr, 0, math.Pi/2)
	p.LineTo(x0+rr, y1)
	arc(&p, x0+rr, y1-rr, rr, math.Pi/2, math.Pi)
	p.LineTo(x0, y0+rr)
	arc(&p, x0+rr, y0+rr, rr, math.Pi, 3*math.Pi/2)
	p.Close()
	return &p
}

// CirclePath returns a circle.
func CirclePath(c geom.Point, radius float64) *vector.Path {
	var p vector.Path
	arc(&p, float32(c.X), float32(c.Y), float32(radius), 0, 2*math.Pi)
	p.Close()
	return &p
}

// flatTol is how far (device pixels) a flattened curve may stray from the
// true one. vector.Path flattens curves in the units of the path, to half
// a unit: half a logical pixel is a visible facet at density 2.
const flatTol = 0.2

// arc adds a clockwise arc from angle a0 to a1 (a0 < a1) as p.Arc does;
// above density 1 it is flattened here to device precision.
func arc(p *vector.Path, x, y, r, a0, a1 float32) {
	d := dens.d
	if d == 1 {
		p.Arc(x, y, r, a0, a1, vector.Clockwise)
		return
	}
	rd := float64(r) * d
	n := 1
	if rd > flatTol {
		step := 2 * math.Acos(1-flatTol/rd)
		n = int(math.Ceil(float64(a1-a0) / step))
	}
	n = max(1, min(n, 512))
	for i := 0; i <= n; i++ {
		a := float64(a0) + float64(a1-a0)*float64(i)/float64(n)
		s, c := math.Sincos(a)
		p.LineTo(x+r*float32(c), y+r*float32(s))
	}
}

// curveSteps is the number of segments for a Bézier curve whose control
// polygon is length logical pixels long, above density 1.
func curveSteps(length float64) int {
	return max(2, min(128, int(math.Ceil(math.Sqrt(length*dens.d/flatTol)))))
}

// PolygonPath returns the closed polygon pts.
func PolygonPath(pts geom.Polygon) *vector.Path {
	var p vector.Path
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	if len(pts) > 0 {
		p.Close()
	}
	return &p
}

// FillRect fills r without antialiasing (pixel-aligned backgrounds). It
// is a blit of a white pixel, the same quad and colour as
// vector.DrawFilledRect, so that a List can record it.
func FillRect(dst Target, r geom.Rect, clr color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	cr, cg, cb, ca := clr.RGBA()
	d := dens.d
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W*d, r.H*d)
	op.GeoM.Translate(r.X*d, r.Y*d)
	op.ColorScale.Scale(float32(cr)/0xffff, float32(cg)/0xffff, float32(cb)/0xffff, float32(ca)/0xffff)
	flushAA()
	dst.DrawImage(whiteSubImage, &op)
}

// FillRoundRect fills r with rounded corners.
func FillRoundRect(dst *ebiten.Image, r geom.Rect, radius float64, clr color.Color) {
	FillPath(dst, RoundRectPath(r, radius), clr)
}

// StrokeRoundRect outlines r; the stroke is centred on r's edge.
func StrokeRoundRect(dst *ebiten.Image, r geom.Rect, radius, width float64, clr color.Color) {
	StrokePath(dst, RoundRectPath(r, radius), width, clr)
}

// FillCircle fills a disc.
func FillCircle(dst *ebiten.Image, c geom.Point, radius float64, clr color.Color) {
	FillPath(dst, CirclePath(c, radius), clr)
}

// StrokeCircle outlines a circle.
func StrokeCircle(dst *ebiten.Image, c geom.Point, radius, width float64, clr color.Color) {
	StrokePath(dst, CirclePath(c, radius), width, clr)
}

// FillPolygon fills a polygon, concave ones included.
func FillPolygon(dst *ebiten.Image, pts geom.Polygon, clr color.Color) {
	FillPath(dst, PolygonPath(pts), clr)
}

// StrokePolygon outlines a closed polygon.
func StrokePolygon(dst *ebiten.Image, pts geom.Polygon, width float64, clr color.Color) {
	StrokePath(dst, PolygonPath(pts), width, clr)
}

// Line draws a segment with round caps.
func Line(dst *ebiten.Image, a, b geom.Point, width float64, clr color.Color) {
	Polyline(dst, []geom.Point{a, b}, width, clr)
}

// Polyline draws an open path through pts with round joins and caps.
func Polyline(dst *ebiten.Image, pts []geom.Point, width float64, clr color.Color) {
	var p vector.Path
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	StrokePath(dst, &p, width, clr)
}

// DrawShadow draws a soft drop shadow for a rounded rectangle r: offset down
// and right by ShadowOffset, blurred over ShadowBlur, 25% ink at its core.
// Draw it before the shape.
func DrawShadow(dst *ebiten.Image, r geom.Rect, radius float64) {
	DrawShadowWith(dst, r, radius, ShadowOffset, ShadowBlur, 0.25)
}

// DrawShadowWith is DrawShadow with explicit offset, blur and core opacity.
// Layers of growing size and equal opacity add up to the core opacity in
// the middle and fade over the blur width at the edges.
func DrawShadowWith(dst *ebiten.Image, r geom.Rect, radius, offset, blur, opacity float64) {
	const layers = 6
	r = r.Translate(offset, offset)
	if blur <= 0 {
		FillRoundRect(dst, r, radius, WithAlpha(Ink, opacity))
		return
	}
	a := 1 - math.Pow(1-opacity, 1.0/layers)
	c := WithAlpha(Ink, a)
	for i := 0; i < layers; i++ {
		// From blur/2 outside r to blur/2 inside it.
		d := blur/2 - blur*float64(i)/float64(layers-1)
		FillRoundRect(dst, r.Inset(d), math.Max(0, radius-d), c)
	}
}
