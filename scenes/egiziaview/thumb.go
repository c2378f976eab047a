package egiziaview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
)

// Thumbnail draws the title menu's picture: the Nile running down through
// the sand with three players' ships sailing downstream, the flooded
// fields along its banks and, on the far bank, the monuments built of the
// players' bricks. No words: the picture serves every language.
func Thumbnail(dst *ebiten.Image, r geom.Rect) {
	if r.W < 8 || r.H < 8 {
		return
	}
	k := r.H / 200
	rad := 10 * k
	render.FillRoundRectTextured(dst, r, rad, render.SandTexture())
	hz := r.Y + r.H*0.27
	render.FillGradientPath(dst, render.PolygonPath(topRounded(r, hz, rad)), r.Min(), geom.Pt(r.X, hz),
		render.Stop{At: 0, Color: render.Lighten(render.NileLight, 0.55)},
		render.Stop{At: 1, Color: render.Lighten(render.GoldLight, 0.5)})
	// Far dunes along the horizon, a shade darker than the near sand.
	var dunes geom.Polygon
	for i := 0; i <= 24; i++ {
		t := float64(i) / 24
		dunes = append(dunes, geom.Pt(r.X+t*r.W, hz-(2+2.5*math.Sin(t*math.Pi*3+0.6))*k))
	}
	dunes = append(dunes, geom.Pt(r.Right(), hz+8*k), geom.Pt(r.X, hz+8*k))
	render.FillPolygon(dst, dunes, render.WithAlpha(render.Darken(render.Sand, 0.12), 0.8))

	nile := thumbNile{
		p0: geom.Pt(r.X+r.W*0.12, hz),
		p1: geom.Pt(r.X+r.W*0.17, r.Y+r.H*0.82),
		p2: geom.Pt(r.X+r.W*0.47, r.Bottom()+4*k),
		w0: 6 * k, w1: 80 * k,
	}
	nile.fields(dst, k)
	nile.water(dst, k)

	// Palms on the far bank, then its monuments, back to front.
	palm(dst, nile.bank(0.14, -14*k), 30*k, k)
	palm(dst, nile.bank(0.3, -26*k), 36*k, k)
	stepPyramid(dst, geom.Pt(r.X+r.W*0.63, r.Y+r.H*0.6), 22*k, 13*k, k)
	brickObelisk(dst, geom.Pt(r.X+r.W*0.9, r.Y+r.H*0.76), 22*k, 13*k, k)
	sphinx(dst, geom.Pt(r.X+r.W*0.715, r.Y+r.H*0.93), 72*k, k)

	// Three ships sailing downstream, nearer ones bigger.
	for i, t := range []float64{0.28, 0.53, 0.78} {
		c := nile.at(t)
		s := (24 + 34*t) * k
		foam(dst, c, s, k)
		drawShip(dst, geom.Pt(c.X, c.Y-s*0.05), s, seatColors[i], false)
	}
	render.StrokeRoundRect(dst, r, rad, 2*k, render.Ink)
}

// topRounded is r's top down to y, with r's top corners rounded.
func topRounded(r geom.Rect, y, rad float64) geom.Polygon {
	var p geom.Polygon
	arc := func(c geom.Point, from float64) {
		for i := 0; i <= 6; i++ {
			a := from + float64(i)/6*math.Pi/2
			p = append(p, geom.Pt(c.X+rad*math.Cos(a), c.Y+rad*math.Sin(a)))
		}
	}
	p = append(p, geom.Pt(r.X, y))
	arc(geom.Pt(r.X+rad, r.Y+rad), math.Pi)
	arc(geom.Pt(r.Right()-rad, r.Y+rad), -math.Pi/2)
	return append(p, geom.Pt(r.Right(), y))
}

// thumbNile is the river: a quadratic curve from the horizon (p0) to the
// bottom edge (p2), widening from w0 to w1 as it comes near.
type thumbNile struct {
	p0, p1, p2 geom.Point
	w0, w1     float64
}

func (n thumbNile) at(t float64) geom.Point {
	u := 1 - t
	return n.p0.Mul(u * u).Add(n.p1.Mul(2 * u * t)).Add(n.p2.Mul(t * t))
}

// normal is the unit normal at t, pointing to the river's right bank (the
// viewer's left: the river flows toward the viewer).
func (n thumbNile) normal(t float64) geom.Point {
	d := n.p1.Sub(n.p0).Mul(2 * (1 - t)).Add(n.p2.Sub(n.p1).Mul(2 * t))
	l := d.Len()
	return geom.Pt(-d.Y/l, d.X/l)
}

func (n thumbNile) half(t float64) float64 { return (n.w0 + (n.w1-n.w0)*t) / 2 }

// bank is the point at distance off beyond the water's edge at t (off < 0:
// the left bank).
func (n thumbNile) bank(t, off float64) geom.Point {
	s := 1.0
	if off < 0 {
		s = -1
	}
	return n.at(t).Add(n.normal(t).Mul(s * (n.half(t) + math.Abs(off))))
}

// band is the strip between offsets a and b from the edge, t0 to t1.
func (n thumbNile) band(t0, t1 float64, a, b func(t float64) float64) geom.Polygon {
	const steps = 8
	var in, out geom.Polygon
	for i := 0; i <= steps; i++ {
		t := t0 + (t1-t0)*float64(i)/steps
		in = append(in, n.bank(t, a(t)))
		out = append(geom.Polygon{n.bank(t, b(t))}, out...)
	}
	return append(in, out...)
}

func (n thumbNile) water(dst *ebiten.Image, k float64) {
	var poly geom.Polygon
	const steps = 32
	for i := 0; i <= steps; i++ {
		poly = append(poly, n.bank(float64(i)/steps, -1e-9))
	}
	for i := steps; i >= 0; i-- {
		poly = append(poly, n.bank(float64(i)/steps, 1e-9))
	}
	render.FillGradientPolygon(dst, poly, n.p0, n.p2, render.NileLight, render.NileDeep)
	render.StrokePolygon(dst, poly, math.Max(1, 1.2*k), render.WithAlpha(render.Ink, 0.55))
	// Ripples across the current, wider as they come near.
	for _, t := range []float64{0.12, 0.34, 0.64, 0.92} {
		c, nm, h := n.at(t), n.normal(t), n.half(t)*0.35
		a, b := c.Add(nm.Mul(-h)), c.Add(nm.Mul(h))
		render.Line(dst, a, b, math.Max(1, 1.3*k), render.WithAlpha(render.Papyrus, 0.35))
	}
}

// fields are the green and yellow plots on both banks, the flood's wet
// margin between them and the water.
func (n thumbNile) fields(dst *ebiten.Image, k float64) {
	for _, side := range []float64{-1, 1} {
		wet := func(t float64) float64 { return side * (1 + 6*t) * k }
		render.FillPolygon(dst, n.band(0, 1, func(float64) float64 { return side * 1e-9 }, wet), render.WithAlpha(render.NileLight, 0.35))
		ts := []float64{0.05, 0.2, 0.36, 0.54, 0.74, 1.02}
		for i := 0; i+1 < len(ts); i++ {
			t0, t1 := ts[i]+0.01, ts[i+1]-0.01
			in := func(t float64) float64 { return wet(t) + side*1*k }
			out := func(t float64) float64 { return in(t) + side*(6+18*t)*k }
			c := fieldColours[egizia.Green]
			if (i+int(side+1)/2)%2 == 1 {
				c = fieldColours[egizia.Yellow]
			}
			plot := n.band(t0, t1, in, out)
			render.FillPolygon(dst, plot, render.Mix(c, render.Sand, 0.12))
			// Furrows along the river.
			for _, f := range []float64{0.33, 0.66} {
				mid := func(t float64) float64 { return in(t) + (out(t)-in(t))*f }
				a, b := n.bank(t0+0.01, mid(t0+0.01)), n.bank(t1-0.01, mid(t1-0.01))
				render.Line(dst, a, b, math.Max(1, 0.9*k), render.WithAlpha(render.Darken(c, 0.35), 0.6))
			}
			render.StrokePolygon(dst, plot, math.Max(1, 0.9*k), render.WithAlpha(render.Ink, 0.45))
		}
	}
}

// foam is the pale water stirred under a ship's hull.
func foam(dst *ebiten.Image, c geom.Point, s, k float64) {
	var e geom.Polygon
	for i := 0; i < 16; i++ {
		a := float64(i) / 16 * 2 * math.Pi
		e = append(e, geom.Pt(c.X+s*0.58*math.Cos(a), c.Y+s*0.17+s*0.09*math.Sin(a)))
	}
	render.FillPolygon(dst, e, render.WithAlpha(render.Papyrus, 0.35))
}

// thumbBrick is one brick: limestone or a player's colour with its mark.
// tone lightens the limestone, so the courses are not one flat grey.
func thumbBrick(dst *ebiten.Image, b geom.Rect, pc render.PlayerColor, built bool, tone, k float64) {
	fill := render.Lighten(render.Limestone, tone)
	if built {
		fill = pc.RGBA()
	}
	render.FillRect(dst, b, fill)
	render.Line(dst, geom.Pt(b.X, b.Bottom()-k), geom.Pt(b.Right(), b.Bottom()-k), math.Max(1, 1.5*k), render.WithAlpha(render.Ink, 0.18))
	if built && b.H >= 7 {
		render.DrawShape(dst, pc.Shape(), b.Center(), b.H*0.6, pc.Stamp(), render.Ink, 0)
	}
	render.StrokeRoundRect(dst, b, 0.5, math.Max(1, 0.9*k), render.Ink)
}

// thumbBuilt are the coloured bricks of the pyramid: row, index, seat.
var thumbBuilt = [][3]int{{0, 1, 0}, {0, 4, 1}, {1, 2, 2}, {2, 0, 1}, {3, 2, 0}}

// stepPyramid is the pyramid's rows of bricks (6 at the base to 2 at the
// top, as on the board) on base centre c.
func stepPyramid(dst *ebiten.Image, c geom.Point, bw, bh, k float64) {
	n := len(egizia.PyrRowSize)
	shadow := geom.Polygon{geom.Pt(c.X-3*bw, c.Y), geom.Pt(c.X+3*bw, c.Y), geom.Pt(c.X+3.8*bw, c.Y+2.5*k), geom.Pt(c.X-2.2*bw, c.Y+2.5*k)}
	render.FillPolygon(dst, shadow, render.WithAlpha(render.Ink, 0.2))
	for row := 0; row < n; row++ {
		m := int(egizia.PyrRowSize[row])
		y := c.Y - float64(row+1)*bh
		for i := 0; i < m; i++ {
			b := geom.R(c.X+(float64(i)-float64(m)/2)*bw, y, bw, bh)
			seat, built := 0, false
			for _, tb := range thumbBuilt {
				if tb[0] == row && tb[1] == i {
					seat, built = tb[2], true
				}
			}
			thumbBrick(dst, b, seatColors[seat], built, 0.04+0.1*float64((row*7+i*3)%4)/3, k)
		}
	}
}

// brickObelisk is the obelisk's floors, stacked bricks narrowing upward, the
// lower ones built, under a gold tip; c is its base centre.
func brickObelisk(dst *ebiten.Image, c geom.Point, w, fh, k float64) {
	const floors = 7
	top := w * 0.62
	built := []int{0, 2, 1}
	render.FillPolygon(dst, geom.Polygon{geom.Pt(c.X-w/2, c.Y), geom.Pt(c.X+w/2, c.Y), geom.Pt(c.X-w*1.6, c.Y+6*k), geom.Pt(c.X-w*2.2, c.Y+6*k)}, render.WithAlpha(render.Ink, 0.2))
	for f := 0; f < floors; f++ {
		wb := w + (top-w)*float64(f)/float64(floors)
		wt := w + (top-w)*float64(f+1)/float64(floors)
		yb, yt := c.Y-float64(f)*fh, c.Y-float64(f+1)*fh
		q := geom.Polygon{geom.Pt(c.X-wb/2, yb), geom.Pt(c.X+wb/2, yb), geom.Pt(c.X+wt/2, yt), geom.Pt(c.X-wt/2, yt)}
		var fill color.RGBA
		if f < len(built) {
			pc := seatColors[built[f]]
			fill = pc.RGBA()
			render.FillPolygon(dst, q, fill)
			render.DrawShape(dst, pc.Shape(), geom.Pt(c.X, (yb+yt)/2), fh*0.55, pc.Stamp(), render.Ink, 0)
		} else {
			render.FillPolygon(dst, q, render.Lighten(render.Limestone, 0.25))
		}
		render.StrokePolygon(dst, q, math.Max(1, 0.9*k), render.Ink)
	}
	yt := c.Y - float64(floors)*fh
	tip := geom.Polygon{geom.Pt(c.X-top/2, yt), geom.Pt(c.X, yt-top*0.9), geom.Pt(c.X+top/2, yt)}
	render.FillPolygon(dst, tip, render.GoldLight)
	render.StrokePolygon(dst, tip, math.Max(1, 0.9*k), render.Ink)
}

// sphinx is a lying sphinx facing the river (left) on its plinth; c is
// the plinth's bottom centre, s its length.
func sphinx(dst *ebiten.Image, c geom.Point, s, k float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+(x-0.5)*s, c.Y+y*s) }
	w := math.Max(1, 1.1*k)
	plinth := geom.Polygon{P(-0.04, 0), P(1.04, 0), P(1.04, -0.06), P(-0.04, -0.06)}
	render.FillPolygon(dst, geom.Polygon{P(0, 0), P(1.04, 0), P(1.2, 0.05), P(0.1, 0.05)}, render.WithAlpha(render.Ink, 0.2))
	render.FillPolygon(dst, plinth, render.LimestoneShade)
	render.StrokePolygon(dst, plinth, w, render.Ink)
	body := geom.Polygon{P(0, -0.06), P(0, -0.11), P(0.21, -0.11), P(0.24, -0.22), P(0.3, -0.28), P(0.55, -0.26),
		P(0.78, -0.3), P(0.9, -0.29), P(0.97, -0.23), P(0.99, -0.12), P(0.99, -0.06)}
	render.FillPolygon(dst, body, render.Limestone)
	render.StrokePolygon(dst, body, w, render.Ink)
	// The hind leg folded under the haunch.
	render.Polyline(dst, []geom.Point{P(0.7, -0.06), P(0.76, -0.16), P(0.88, -0.18)}, w*0.8, render.WithAlpha(render.Ink, 0.6))
	// The head: a headdress in gold and lapis stripes flaring to the
	// shoulders, the face in front.
	nemes := geom.Polygon{P(0.21, -0.54), P(0.34, -0.55), P(0.37, -0.45), P(0.43, -0.26), P(0.21, -0.21)}
	render.FillPolygon(dst, nemes, render.GoldLight)
	for _, f := range []float64{0.3, 0.55, 0.8} {
		y := -0.54 + 0.28*f
		render.Line(dst, P(0.22, y), P(0.35+0.07*f, y), math.Max(1, 1.5*k), render.Lapis)
	}
	render.StrokePolygon(dst, nemes, w, render.Ink)
	face := geom.Polygon{P(0.155, -0.5), P(0.25, -0.52), P(0.26, -0.31), P(0.19, -0.3), P(0.165, -0.36), P(0.14, -0.42), P(0.155, -0.44)}
	render.FillPolygon(dst, face, render.Limestone)
	render.StrokePolygon(dst, face, w, render.Ink)
	render.FillCircle(dst, P(0.2, -0.45), math.Max(0.8, 0.9*k), render.Ink)
}

// palm is a date palm growing from base, h tall.
func palm(dst *ebiten.Image, base geom.Point, h, k float64) {
	top := base.Add(geom.Pt(h*0.12, -h))
	mid := base.Add(geom.Pt(h*0.02, -h*0.5))
	trunk := []geom.Point{base, mid, top}
	render.Polyline(dst, trunk, math.Max(2, 3.6*k), render.Ink)
	render.Polyline(dst, trunk, math.Max(1, 2*k), render.Wood)
	leaf := render.Darken(render.ReedGreen, 0.1)
	for _, a := range []float64{-160, -125, -90, -55, -20} {
		ra := a * math.Pi / 180
		d := geom.Pt(math.Cos(ra), math.Sin(ra))
		tip := top.Add(d.Mul(h * 0.42)).Add(geom.Pt(0, h*0.16))
		bend := top.Add(d.Mul(h * 0.24)).Add(geom.Pt(0, -h*0.02))
		n := geom.Pt(-d.Y, d.X).Mul(h * 0.07)
		g := geom.Polygon{top, bend.Add(n), tip, bend.Sub(n)}
		render.FillPolygon(dst, g, leaf)
		render.StrokePolygon(dst, g, math.Max(1, 0.9*k), render.Ink)
	}
}
