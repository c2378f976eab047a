package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/render/geom"
)

// Icon names a pictogram used on boards, cards and legends.
type Icon uint8

const (
	IconPoints    Icon = iota // victory points: a gold coin
	IconStone                 // a limestone block
	IconCard                  // a card
	IconShip                  // a boat with a sail
	IconMarket                // Imhotep's market: a stall
	IconPyramid               // Imhotep's pyramid
	IconTemple                // Imhotep's temple: columns
	IconBurial                // Imhotep's burial chamber: a sarcophagus
	IconObelisk               // Imhotep's obelisks
	IconAtOnce                // effect applies at once: lightning
	IconEndGame               // scored at the end of the game: hourglass
	IconOneAction             // costs one action: "1×"
	IconLock                  // a choice not open now: a padlock
	NumIcons
)

var iconNames = [...]string{"points", "stone", "card", "ship", "market", "pyramid", "temple", "burial", "obelisk", "at-once", "end-game", "one-action", "lock"}

// String is a stable, non-localized name, usable in locale keys.
func (ic Icon) String() string {
	if int(ic) < len(iconNames) {
		return iconNames[ic]
	}
	return fmt.Sprintf("icon(%d)", ic)
}

// IconStroke is the outline width of every icon at a given size: one
// weight for the whole set (2 px at 32 px).
func IconStroke(size float64) float64 { return math.Max(1.5, math.Min(4, size/16)) }

// ipen draws in icon units: the icon box is [-1,1] x [-1,1].
type ipen struct {
	dst    *ebiten.Image
	cx, cy float64
	h      float64 // half the box size in pixels
	sw     float64
}

func (q ipen) pt(x, y float64) geom.Point { return geom.Pt(q.cx+x*q.h, q.cy+y*q.h) }

func (q ipen) f(x, y float64) (float32, float32) {
	p := q.pt(x, y)
	return float32(p.X), float32(p.Y)
}

// pb builds a path in icon units.
type pb struct {
	q      ipen
	p      vector.Path
	cx, cy float64 // current point, icon units
}

func (q ipen) start(x, y float64) *pb {
	b := &pb{q: q, cx: x, cy: y}
	b.p.MoveTo(q.f(x, y))
	return b
}

func (b *pb) L(x, y float64) *pb {
	b.p.LineTo(b.q.f(x, y))
	b.cx, b.cy = x, y
	return b
}

func (b *pb) Q(cx, cy, x, y float64) *pb {
	if dens.d != 1 {
		return b.C(b.cx+(cx-b.cx)*2/3, b.cy+(cy-b.cy)*2/3, x+(cx-x)*2/3, y+(cy-y)*2/3, x, y)
	}
	x1, y1 := b.q.f(cx, cy)
	x2, y2 := b.q.f(x, y)
	b.p.QuadTo(x1, y1, x2, y2)
	b.cx, b.cy = x, y
	return b
}

func (b *pb) C(c0x, c0y, c1x, c1y, x, y float64) *pb {
	if dens.d != 1 {
		// Flattened here to device precision (see arc).
		p0, p1, p2, p3 := b.q.pt(b.cx, b.cy), b.q.pt(c0x, c0y), b.q.pt(c1x, c1y), b.q.pt(x, y)
		n := curveSteps(p0.Dist(p1) + p1.Dist(p2) + p2.Dist(p3))
		for i := 1; i <= n; i++ {
			t := float64(i) / float64(n)
			u := 1 - t
			px := u*u*u*p0.X + 3*u*u*t*p1.X + 3*u*t*t*p2.X + t*t*t*p3.X
			py := u*u*u*p0.Y + 3*u*u*t*p1.Y + 3*u*t*t*p2.Y + t*t*t*p3.Y
			b.p.LineTo(float32(px), float32(py))
		}
		b.cx, b.cy = x, y
		return b
	}
	x1, y1 := b.q.f(c0x, c0y)
	x2, y2 := b.q.f(c1x, c1y)
	x3, y3 := b.q.f(x, y)
	b.p.CubicTo(x1, y1, x2, y2, x3, y3)
	b.cx, b.cy = x, y
	return b
}

// Z closes the path and returns it.
func (b *pb) Z() *vector.Path {
	b.p.Close()
	return &b.p
}

func (q ipen) poly(xy ...float64) geom.Polygon {
	out := make(geom.Polygon, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, q.pt(xy[i], xy[i+1]))
	}
	return out
}

func (q ipen) rect(x0, y0, x1, y1 float64) geom.Rect {
	a, b := q.pt(x0, y0), q.pt(x1, y1)
	return geom.R(a.X, a.Y, b.X-a.X, b.Y-a.Y)
}

// shape fills p and outlines it in ink.
func (q ipen) shape(p *vector.Path, fill color.Color) {
	FillPath(q.dst, p, fill)
	StrokePath(q.dst, p, q.sw, Ink)
}

func (q ipen) polyShape(fill color.Color, xy ...float64) { q.shape(PolygonPath(q.poly(xy...)), fill) }

func (q ipen) rectShape(x0, y0, x1, y1, radius float64, fill color.Color) {
	q.shape(RoundRectPath(q.rect(x0, y0, x1, y1), radius*q.h), fill)
}

func (q ipen) line(width float64, clr color.Color, xy ...float64) {
	Polyline(q.dst, q.poly(xy...), width, clr)
}

// vgrad fills p with a vertical gradient between icon y0 and y1.
func (q ipen) vgrad(p *vector.Path, y0, y1 float64, stops ...Stop) {
	FillGradientPath(q.dst, p, q.pt(0, y0), q.pt(0, y1), stops...)
	StrokePath(q.dst, p, q.sw, Ink)
}

// DrawIcon draws ic centred on (cx, cy) in a size x size box, ink outlines
// of IconStroke(size) with round joins, palette fills.
func DrawIcon(dst *ebiten.Image, ic Icon, cx, cy, size float64) {
	sw := IconStroke(size)
	// Keep the outline inside the box.
	q := ipen{dst: dst, cx: cx, cy: cy, h: size/2 - sw/2, sw: sw}
	switch ic {
	case IconPoints:
		q.vgrad(CirclePath(q.pt(0, 0), 0.9*q.h), -0.9, 0.9, GoldStops()...)
		StrokeCircle(dst, q.pt(0, 0), 0.62*q.h, math.Max(1, sw*0.75), GoldDeep)
		star := q.poly(0, -0.42, 0.11, -0.11, 0.42, 0, 0.11, 0.11, 0, 0.42, -0.11, 0.11, -0.42, 0, -0.11, -0.11)
		FillPolygon(dst, star, GoldLight)
		StrokePolygon(dst, star, math.Max(1, sw*0.6), GoldDeep)
	case IconStone:
		q.polyShape(LimestoneShade, 0.45, -0.2, 0.85, -0.62, 0.85, 0.42, 0.45, 0.85)
		q.polyShape(Lighten(Limestone, 0.25), -0.8, -0.2, -0.4, -0.62, 0.85, -0.62, 0.45, -0.2)
		q.polyShape(Limestone, -0.8, -0.2, 0.45, -0.2, 0.45, 0.85, -0.8, 0.85)
	case IconCard:
		q.rectShape(-0.42, -0.9, 0.72, 0.7, 0.14, LimestoneShade)
		q.rectShape(-0.72, -0.72, 0.42, 0.9, 0.14, Papyrus)
		FillRoundRect(dst, q.rect(-0.56, -0.56, 0.26, -0.3), 0.04*q.h, Lapis)
		q.shape(CirclePath(q.pt(-0.15, 0.3), 0.26*q.h), Gold)
	case IconShip:
		q.line(sw, Ink, 0, 0.2, 0, -0.92)
		q.shape(q.start(-0.42, -0.8).L(0.42, -0.8).L(0.34, -0.08).L(-0.34, -0.08).Z(), Papyrus)
		q.line(math.Max(1, sw*0.6), InkSoft, -0.38, -0.44, 0.38, -0.44)
		q.shape(q.start(-0.98, -0.3).Q(-0.6, 0.55, 0, 0.55).Q(0.6, 0.55, 0.98, -0.3).Q(0.5, 0.15, 0, 0.15).Q(-0.5, 0.15, -0.98, -0.3).Z(), Wood)
		q.line(math.Max(1, sw*0.8), NileLight, -0.8, 0.82, -0.5, 0.72, -0.2, 0.82, 0.1, 0.72, 0.4, 0.82, 0.7, 0.72)
	case IconMarket:
		q.line(sw, Ink, -0.7, -0.3, -0.7, 0.3)
		q.line(sw, Ink, 0.7, -0.3, 0.7, 0.3)
		q.rectShape(-0.92, 0.22, 0.92, 0.88, 0.06, Wood)
		q.shape(CirclePath(q.pt(-0.38, 0.06), 0.17*q.h), Gold)
		q.shape(CirclePath(q.pt(0.02, 0.06), 0.17*q.h), ReedGreen)
		q.shape(CirclePath(q.pt(0.42, 0.06), 0.17*q.h), Terracotta)
		// Awning: four stripes with a scalloped edge.
		for i := 0; i < 4; i++ {
			x0 := -0.92 + 0.46*float64(i)
			fill := Terracotta
			if i%2 == 1 {
				fill = Papyrus
			}
			p := q.start(x0, -0.85).L(x0+0.46, -0.85).L(x0+0.46, -0.45).Q(x0+0.23, -0.18, x0, -0.45).Z()
			FillPath(dst, p, fill)
		}
		outline := q.start(-0.92, -0.85).L(0.92, -0.85).L(0.92, -0.45).Q(0.69, -0.18, 0.46, -0.45).Q(0.23, -0.18, 0, -0.45).Q(-0.23, -0.18, -0.46, -0.45).Q(-0.69, -0.18, -0.92, -0.45).Z()
		StrokePath(dst, outline, sw, Ink)
	case IconPyramid:
		left := q.poly(0, -0.82, 0.22, 0.78, -0.96, 0.78)
		right := q.poly(0, -0.82, 0.96, 0.78, 0.22, 0.78)
		FillPolygon(dst, left, Lighten(Limestone, 0.2))
		FillPolygon(dst, right, LimestoneShade)
		course := WithAlpha(Ink, 0.35)
		for _, y := range []float64{-0.2, 0.3} {
			fr := (y + 0.82) / 1.6 // fraction of the way down
			q.line(math.Max(1, sw*0.5), course, -0.96*fr, y, 0.22*fr, y, 0.96*fr, y)
		}
		q.line(math.Max(1, sw*0.6), WithAlpha(Ink, 0.6), 0, -0.82, 0.22, 0.78)
		StrokePolygon(dst, q.poly(0, -0.82, 0.96, 0.78, -0.96, 0.78), sw, Ink)
	case IconTemple:
		q.rectShape(-0.95, 0.6, 0.95, 0.88, 0.04, LimestoneShade)
		for _, x := range []float64{-0.62, 0, 0.62} {
			q.rectShape(x-0.14, -0.42, x+0.14, 0.6, 0, Limestone)
			q.polyShape(ReedGreen, x-0.28, -0.6, x+0.28, -0.6, x+0.14, -0.38, x-0.14, -0.38)
		}
		q.rectShape(-0.95, -0.9, 0.95, -0.6, 0.04, Limestone)
		FillRect(dst, q.rect(-0.8, -0.8, 0.8, -0.7), Lapis)
	case IconBurial:
		body := q.start(0, -0.94).C(0.38, -0.94, 0.44, -0.66, 0.44, -0.5).L(0.58, -0.32).C(0.58, 0.2, 0.44, 0.7, 0.36, 0.92).L(-0.36, 0.92).C(-0.44, 0.7, -0.58, 0.2, -0.58, -0.32).L(-0.44, -0.5).C(-0.44, -0.66, -0.38, -0.94, 0, -0.94).Z()
		FillGradientPath(dst, body, q.pt(0, -0.94), q.pt(0, 0.92), GoldStops()...)
		FillPath(dst, q.start(-0.55, -0.12).L(0.55, -0.12).L(0.54, 0.06).L(-0.54, 0.06).Z(), Lapis)
		FillPath(dst, q.start(-0.47, 0.42).L(0.47, 0.42).L(0.44, 0.56).L(-0.44, 0.56).Z(), Lapis)
		StrokePath(dst, body, sw, Ink)
		face := q.start(0, -0.8).C(0.26, -0.8, 0.26, -0.34, 0, -0.34).C(-0.26, -0.34, -0.26, -0.8, 0, -0.8).Z()
		q.shape(face, Papyrus)
	case IconObelisk:
		FillPolygon(dst, q.poly(-0.26, -0.55, 0, -0.55, 0, 0.8, -0.36, 0.8), Lighten(Limestone, 0.15))
		FillPolygon(dst, q.poly(0, -0.55, 0.26, -0.55, 0.36, 0.8, 0, 0.8), LimestoneShade)
		StrokePolygon(dst, q.poly(-0.26, -0.55, 0.26, -0.55, 0.36, 0.8, -0.36, 0.8), sw, Ink)
		mark := WithAlpha(Ink, 0.45)
		mw := math.Max(1, sw*0.55)
		StrokeCircle(dst, q.pt(-0.04, -0.3), 0.07*q.h, mw, mark)
		q.line(mw, mark, -0.12, -0.08, 0.06, -0.08)
		q.line(mw, mark, -0.04, 0.06, -0.04, 0.3)
		q.line(mw, mark, -0.13, 0.46, 0.06, 0.46)
		q.polyShape(Gold, 0, -0.97, 0.26, -0.55, -0.26, -0.55)
		q.rectShape(-0.56, 0.8, 0.56, 0.96, 0.03, LimestoneShade)
	case IconAtOnce:
		bolt := q.start(0.18, -0.96).L(-0.52, 0.1).L(-0.06, 0.1).L(-0.24, 0.96).L(0.54, -0.18).L(0.06, -0.18).L(0.32, -0.96).Z()
		q.vgrad(bolt, -0.96, 0.96, GoldStops()...)
	case IconEndGame:
		glass := q.start(-0.5, -0.74).L(0.5, -0.74).C(0.5, -0.3, 0.08, -0.12, 0.08, 0).C(0.08, 0.12, 0.5, 0.3, 0.5, 0.74).L(-0.5, 0.74).C(-0.5, 0.3, -0.08, 0.12, -0.08, 0).C(-0.08, -0.12, -0.5, -0.3, -0.5, -0.74).Z()
		FillPath(dst, glass, WithAlpha(Papyrus, 0.9))
		FillPath(dst, q.start(-0.3, -0.36).L(0.3, -0.36).C(0.2, -0.2, 0.04, -0.12, 0, -0.06).C(-0.04, -0.12, -0.2, -0.2, -0.3, -0.36).Z(), Gold)
		FillPath(dst, q.start(-0.44, 0.74).C(-0.3, 0.44, -0.1, 0.34, 0, 0.32).C(0.1, 0.34, 0.3, 0.44, 0.44, 0.74).Z(), Gold)
		q.line(math.Max(1, sw*0.6), GoldDeep, 0, -0.06, 0, 0.32)
		StrokePath(dst, glass, sw, Ink)
		q.rectShape(-0.7, -0.96, 0.7, -0.74, 0.04, Wood)
		q.rectShape(-0.7, 0.74, 0.7, 0.96, 0.04, Wood)
	case IconOneAction:
		q.rectShape(-0.94, -0.66, 0.94, 0.66, 0.22, Papyrus)
		w := sw * 1.35
		q.line(w, Ink, -0.52, -0.2, -0.24, -0.4, -0.24, 0.38)
		q.line(w, Ink, -0.5, 0.38, 0.02, 0.38)
		q.line(w, Ink, 0.2, -0.14, 0.6, 0.3)
		q.line(w, Ink, 0.6, -0.14, 0.2, 0.3)
	case IconLock:
		// The shackle (legs and a half ellipse), a Papyrus halo under it so
		// it reads on dark faces, then the body with its keyhole.
		shackle := []float64{-0.4, 0.1, -0.4, -0.3}
		for i := 1; i < 12; i++ {
			a := math.Pi + math.Pi*float64(i)/12
			shackle = append(shackle, 0.4*math.Cos(a), -0.3+0.5*math.Sin(a))
		}
		shackle = append(shackle, 0.4, -0.3, 0.4, 0.1)
		q.line(sw*1.6+2, Papyrus, shackle...)
		q.line(sw*1.6, Ink, shackle...)
		q.rectShape(-0.66, -0.04, 0.66, 0.94, 0.16, InkSoft)
		FillCircle(dst, q.pt(0, 0.38), 0.14*q.h, Papyrus)
		q.line(math.Max(1.2, sw*0.9), Papyrus, 0, 0.42, 0, 0.66)
	default:
		StrokeCircle(dst, q.pt(0, 0), 0.8*q.h, sw, Terracotta)
	}
}
