package pharaonview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
)

// The icon set of the spec (§9.12), one look: ink outlines of one width
// (render.IconStroke), palette fills, square = a cost to pay, round = a
// gain.

// resAny is "one base resource of your choice" in an icon.
const resAny = 6

// resColours are the resources' colours (§2.2 [DESIGN DEFAULT]: AGR green,
// JUS blue, CON red, ROY yellow, COM purple, Silver), in the palette's
// tones; each also carries an emblem, for colour-blind players.
var resColours = [pharaon.NumRes]color.RGBA{
	render.ReedGreen,
	render.Lapis,
	{0xB8, 0x3A, 0x2E, 0xFF},
	{0xE2, 0xB2, 0x2C, 0xFF},
	{0x7B, 0x4B, 0x9C, 0xFF},
	{0xC4, 0xC8, 0xCC, 0xFF},
}

var resCodes = [pharaon.NumRes]string{"agr", "jus", "con", "roy", "com", "sil"}

// quarterColours are the title bands of the five Quarters.
var quarterColours = [pharaon.NumQuarters]color.RGBA{
	{0x8A, 0x55, 0x2B, 0xFF}, // Artisans: wood
	{0x7B, 0x3B, 0x5C, 0xFF}, // Nobles: plum
	render.NileDeep,          // Nile
	{0x4A, 0x42, 0x3A, 0xFF}, // Burial Chamber: granite
	render.GoldDeep,          // Offerings
}

var quarterCodes = [pharaon.NumQuarters]string{"art", "nob", "nil", "bur", "off"}
var godCodes = [pharaon.NumQuarters]string{"ptah", "horus", "hapi", "anubis", "osiris"}

func sw(size float64) float64 { return render.IconStroke(size) }

// onColour is Ink or Papyrus, whichever reads on c.
func onColour(c color.RGBA) color.RGBA {
	if render.Contrast(c, render.Ink) >= render.Contrast(c, render.Papyrus) {
		return render.Ink
	}
	return render.Papyrus
}

// drawRes draws a resource token (0..5, or resAny) centred on c: round for
// a gain, square for a cost.
func drawRes(dst *ebiten.Image, res int, c geom.Point, size float64, square bool) {
	w := sw(size)
	s := size - w
	var fill color.RGBA
	if res == resAny {
		fill = render.Papyrus
	} else {
		fill = resColours[res]
	}
	shape := func() {
		if square {
			r := geom.RectFromCenter(c, s*0.9, s*0.9)
			render.FillRoundRect(dst, r, s*0.12, fill)
		} else {
			render.FillCircle(dst, c, s/2, fill)
		}
	}
	shape()
	if res == resAny {
		// Five colour wedges: any base resource.
		r := s * 0.3
		for i := 0; i < pharaon.NumBase; i++ {
			a := -math.Pi/2 + float64(i)*2*math.Pi/5
			render.FillCircle(dst, geom.Pt(c.X+r*math.Cos(a), c.Y+r*math.Sin(a)), s*0.14, resColours[i])
		}
	} else {
		drawEmblem(dst, res, c, s*0.62, onColour(fill))
	}
	if square {
		render.StrokeRoundRect(dst, geom.RectFromCenter(c, s*0.9, s*0.9), s*0.12, w, render.Ink)
	} else {
		render.StrokeCircle(dst, c, s/2, w, render.Ink)
	}
}

// drawEmblem is a resource's mark inside its token: a wheat ear, scales,
// bricks, a crown, an amphora, a star for Silver.
func drawEmblem(dst *ebiten.Image, res int, c geom.Point, s float64, ink color.RGBA) {
	lw := math.Max(1.2, s*0.11)
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	switch res {
	case pharaon.AGR:
		render.Line(dst, P(0, 0.9), P(0, -0.5), lw, ink)
		for i := 0; i < 3; i++ {
			y := -0.55 + float64(i)*0.42
			render.Line(dst, P(0, y+0.25), P(-0.42, y-0.05), lw, ink)
			render.Line(dst, P(0, y+0.25), P(0.42, y-0.05), lw, ink)
		}
		render.FillCircle(dst, P(0, -0.7), s*0.1, ink)
	case pharaon.JUS:
		render.Line(dst, P(0, -0.85), P(0, 0.8), lw, ink)
		render.Line(dst, P(-0.7, -0.5), P(0.7, -0.5), lw, ink)
		render.Line(dst, P(-0.4, 0.8), P(0.4, 0.8), lw, ink)
		for _, x := range []float64{-0.62, 0.62} {
			render.Polyline(dst, []geom.Point{P(x-0.28, 0.15), P(x, -0.5), P(x+0.28, 0.15)}, lw*0.8, ink)
			render.Line(dst, P(x-0.32, 0.15), P(x+0.32, 0.15), lw, ink)
		}
	case pharaon.CON:
		for row := 0; row < 3; row++ {
			y := -0.75 + float64(row)*0.52
			off := 0.0
			if row == 1 {
				off = 0.4
			}
			for x := -0.9 + off; x < 0.8; x += 0.8 {
				a, b := P(math.Max(-0.9, x), y), P(math.Min(0.9, x+0.72), y+0.42)
				render.StrokeRoundRect(dst, geom.R(a.X, a.Y, b.X-a.X, b.Y-a.Y), 1, lw*0.8, ink)
			}
		}
	case pharaon.ROY:
		pg := geom.Polygon{P(-0.8, 0.6), P(-0.8, -0.45), P(-0.4, 0), P(0, -0.7), P(0.4, 0), P(0.8, -0.45), P(0.8, 0.6)}
		render.StrokePolygon(dst, pg, lw, ink)
		render.FillCircle(dst, P(0, -0.82), s*0.08, ink)
	case pharaon.COM:
		pts := []geom.Point{P(-0.25, -0.85), P(-0.25, -0.55), P(-0.6, -0.15), P(-0.5, 0.45), P(0, 0.9), P(0.5, 0.45), P(0.6, -0.15), P(0.25, -0.55), P(0.25, -0.85)}
		render.Polyline(dst, pts, lw, ink)
		render.Line(dst, P(-0.35, -0.85), P(0.35, -0.85), lw, ink)
		render.Polyline(dst, []geom.Point{P(-0.45, -0.4), P(-0.8, -0.5), P(-0.7, 0.1)}, lw*0.8, ink)
		render.Polyline(dst, []geom.Point{P(0.45, -0.4), P(0.8, -0.5), P(0.7, 0.1)}, lw*0.8, ink)
	case pharaon.SIL:
		var pg geom.Polygon
		for i := 0; i < 10; i++ {
			r := 0.85
			if i%2 == 1 {
				r = 0.38
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			pg = append(pg, P(r*math.Cos(a), r*math.Sin(a)))
		}
		render.FillPolygon(dst, pg, render.WithAlpha(render.Papyrus, 0.9))
		render.StrokePolygon(dst, pg, lw*0.8, ink)
	}
}

// hexagon is a flat-topped hexagon of width size centred on c: the
// Offering tokens' shape (resources are round or square).
func hexagon(c geom.Point, size float64) geom.Polygon {
	return geom.RegularPolygon(c, size/2, 6, 0)
}

// drawOffering draws an Offering token of kind (§2.5: 0..4 Resource
// Offerings, 5..9 Quarter Offerings, 10/11 Prestige 1/2 PP) on c.
func drawOffering(dst *ebiten.Image, kind int, c geom.Point, size float64) {
	w := sw(size)
	h := hexagon(c, size-w)
	switch {
	case kind < pharaon.OffQuarter:
		render.FillPolygon(dst, h, render.Lighten(resColours[kind], 0.15))
		render.StrokePolygon(dst, hexagon(c, size*0.66), math.Max(1, w*0.7), render.WithAlpha(render.Papyrus, 0.8))
		drawEmblem(dst, kind, c, size*0.42, onColour(resColours[kind]))
	case kind < pharaon.OffPrestige1:
		q := kind - pharaon.OffQuarter
		render.FillPolygon(dst, h, render.Lighten(quarterColours[q], 0.1))
		drawQuarterIcon(dst, q, c, size*0.56, render.Papyrus)
	default:
		render.FillGradientPath(dst, render.PolygonPath(h), geom.Pt(0, c.Y-size/2), geom.Pt(0, c.Y+size/2), render.GoldStops()...)
		n := 1
		if kind == pharaon.OffPrestige2 {
			n = 2
		}
		f := render.Face(render.Bold, math.Max(12, size*0.5))
		render.DrawText(dst, strconv.Itoa(n), f, c.X, c.Y, render.Center, render.Middle, render.Ink)
	}
	render.StrokePolygon(dst, h, w, render.Ink)
}

// drawOfferingAny is "an Offering token" (a gain of one, from the Bonus
// space or the bag): a papyrus hexagon with a lotus.
func drawOfferingAny(dst *ebiten.Image, c geom.Point, size float64, bonus bool) {
	w := sw(size)
	h := hexagon(c, size-w)
	fill := render.Papyrus
	if bonus {
		fill = render.Lighten(render.Gold, 0.45)
	}
	render.FillPolygon(dst, h, fill)
	drawLotus(dst, c, size*0.55, render.Terracotta)
	if bonus {
		f := render.Face(render.Bold, math.Max(11, size*0.36))
		render.DrawText(dst, "+", f, c.X+size*0.26, c.Y-size*0.2, render.Center, render.Middle, render.Ink)
	}
	render.StrokePolygon(dst, h, w, render.Ink)
}

// drawLotus is a small lotus flower, the mark of Offerings.
func drawLotus(dst *ebiten.Image, c geom.Point, s float64, clr color.RGBA) {
	lw := math.Max(1.2, s*0.09)
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	for _, x := range []float64{-0.55, 0, 0.55} {
		top := -0.8
		if x != 0 {
			top = -0.45
		}
		pg := geom.Polygon{P(x*0.35, 0.55), P(x-0.22, 0.0), P(x, top), P(x+0.22, 0.0)}
		render.FillPolygon(dst, pg, clr)
		render.StrokePolygon(dst, pg, lw*0.6, render.Ink)
	}
	render.Line(dst, P(-0.7, 0.6), P(0.7, 0.6), lw, render.Ink)
}

// drawQuarterIcon is a Quarter's pictogram (§9.12 quarter:<Q>): a vase,
// a headdress, waves, a sarcophagus step, an offering bowl.
func drawQuarterIcon(dst *ebiten.Image, q int, c geom.Point, s float64, clr color.RGBA) {
	lw := math.Max(1.3, s*0.1)
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	switch q {
	case pharaon.ART:
		pts := []geom.Point{P(-0.3, -0.85), P(-0.3, -0.6), P(-0.7, -0.1), P(-0.55, 0.6), P(-0.3, 0.85), P(0.3, 0.85), P(0.55, 0.6), P(0.7, -0.1), P(0.3, -0.6), P(0.3, -0.85)}
		render.Polyline(dst, pts, lw, clr)
		render.Line(dst, P(-0.45, -0.85), P(0.45, -0.85), lw, clr)
		render.Line(dst, P(-0.6, 0.1), P(0.6, 0.1), lw*0.7, clr)
	case pharaon.NOB:
		// A nemes headdress: the face and the striped cloth.
		pg := geom.Polygon{P(0, -0.9), P(0.55, -0.6), P(0.6, 0), P(0.85, 0.85), P(-0.85, 0.85), P(-0.6, 0), P(-0.55, -0.6)}
		render.StrokePolygon(dst, pg, lw, clr)
		render.StrokeRoundRect(dst, geom.RectFromCenter(P(0, 0.05), s*0.4, s*0.55), s*0.15, lw*0.8, clr)
		render.Line(dst, P(-0.55, -0.4), P(0.55, -0.4), lw*0.7, clr)
	case pharaon.NIL:
		for i := 0; i < 3; i++ {
			y := -0.55 + float64(i)*0.55
			var pts []geom.Point
			for j := 0; j <= 12; j++ {
				x := -0.9 + 1.8*float64(j)/12
				pts = append(pts, P(x, y+0.16*math.Sin(float64(j)*math.Pi/3)))
			}
			render.Polyline(dst, pts, lw, clr)
		}
	case pharaon.BUR:
		drawSteps(dst, c, s, clr)
	case pharaon.OFF:
		render.Polyline(dst, []geom.Point{P(-0.85, -0.05), P(-0.6, 0.55), P(0.6, 0.55), P(0.85, -0.05)}, lw, clr)
		render.Line(dst, P(-0.95, -0.05), P(0.95, -0.05), lw, clr)
		render.Line(dst, P(-0.35, 0.85), P(0.35, 0.85), lw, clr)
		render.Line(dst, P(0, 0.55), P(0, 0.85), lw, clr)
		pg := geom.Polygon{P(0, -0.9), P(0.3, -0.4), P(0, -0.15), P(-0.3, -0.4)}
		render.FillPolygon(dst, pg, clr)
	}
}

// drawSteps is a Burial Chamber step: a stair of three blocks.
func drawSteps(dst *ebiten.Image, c geom.Point, s float64, clr color.RGBA) {
	lw := math.Max(1.3, s*0.1)
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	render.Polyline(dst, []geom.Point{P(-0.9, 0.8), P(-0.9, 0.3), P(-0.3, 0.3), P(-0.3, -0.2), P(0.3, -0.2), P(0.3, -0.7), P(0.9, -0.7), P(0.9, 0.8), P(-0.9, 0.8)}, lw, clr)
}

// drawJar is a Jar tile icon: an amphora on a small papyrus tile.
func drawJarIcon(dst *ebiten.Image, c geom.Point, size float64) {
	w := sw(size)
	s := size - w
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	body := geom.Polygon{P(-0.3, -0.7), P(-0.25, -0.45), P(-0.7, -0.1), P(-0.6, 0.5), P(-0.25, 0.9), P(0.25, 0.9), P(0.6, 0.5), P(0.7, -0.1), P(0.25, -0.45), P(0.3, -0.7)}
	render.FillPolygon(dst, body, render.Terracotta)
	render.Line(dst, P(-0.62, 0.15), P(0.62, 0.15), math.Max(1, w*0.7), render.Papyrus)
	render.StrokePolygon(dst, body, w, render.Ink)
	render.Line(dst, P(-0.42, -0.78), P(0.42, -0.78), w*1.4, render.Ink)
}

// drawArrow is a Nile arrow (§5.4): one level up on a track of colour a
// or b (a == b == resAny: any track).
func drawArrow(dst *ebiten.Image, c geom.Point, size float64, a, b int) {
	w := sw(size)
	s := size - w
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	pg := geom.Polygon{P(0, -0.95), P(0.8, -0.1), P(0.35, -0.1), P(0.35, 0.9), P(-0.35, 0.9), P(-0.35, -0.1), P(-0.8, -0.1)}
	if a == resAny {
		render.FillPolygon(dst, pg, render.Papyrus)
		for i := 0; i < pharaon.NumBase; i++ {
			y := -0.05 + float64(i)*0.17
			render.FillRect(dst, geom.R(P(-0.3, y).X, P(0, y).Y, 0.6*s/2, 0.12*s/2), resColours[i])
		}
	} else {
		left := geom.Polygon{P(0, -0.95), P(0, 0.9), P(-0.35, 0.9), P(-0.35, -0.1), P(-0.8, -0.1)}
		right := geom.Polygon{P(0, -0.95), P(0.8, -0.1), P(0.35, -0.1), P(0.35, 0.9), P(0, 0.9)}
		render.FillPolygon(dst, left, resColours[a])
		render.FillPolygon(dst, right, resColours[b])
	}
	render.StrokePolygon(dst, pg, w, render.Ink)
}

// drawCardIcon is "an Artisan card" / "a Noble card": a small card in
// the Quarter's colour.
func drawCardIcon(dst *ebiten.Image, q int, c geom.Point, size float64) {
	w := sw(size)
	r := geom.RectFromCenter(c, size*0.66, size*0.9)
	render.FillRoundRect(dst, r, size*0.08, render.Papyrus)
	render.FillRect(dst, geom.R(r.X, r.Y, r.W, r.H*0.3), quarterColours[q])
	drawQuarterIcon(dst, q, geom.Pt(c.X, c.Y+size*0.12), size*0.42, render.Ink)
	render.StrokeRoundRect(dst, r, size*0.08, w, render.Ink)
}

// drawNileTrack is "a Nile track where you are present": a wave with a
// disc.
func drawNileTrack(dst *ebiten.Image, c geom.Point, size float64) {
	render.FillCircle(dst, c, size*0.45, render.NileLight)
	drawQuarterIcon(dst, pharaon.NIL, c, size*0.6, render.Papyrus)
	render.StrokeCircle(dst, c, size*0.45, sw(size), render.Ink)
}

// drawStepIcon is "a Burial Chamber step".
func drawStepIcon(dst *ebiten.Image, c geom.Point, size float64) {
	r := geom.RectFromCenter(c, size*0.9, size*0.9)
	render.FillRoundRect(dst, r, size*0.12, render.Limestone)
	drawSteps(dst, c, size*0.62, render.Ink)
	render.StrokeRoundRect(dst, r, size*0.12, sw(size), render.Ink)
}

// drawFirstToken is the First Player token: a papyrus disc with a gold
// ring and "1".
func drawFirstToken(dst *ebiten.Image, c geom.Point, size float64) {
	w := sw(size)
	render.FillCircle(dst, c, size/2-w/2, render.Papyrus)
	render.StrokeCircle(dst, c, size*0.36, math.Max(1.2, size*0.07), render.Gold)
	f := render.Face(render.Bold, math.Max(11, size*0.46))
	render.DrawText(dst, "1", f, c.X, c.Y, render.Center, render.Middle, render.Ink)
	render.StrokeCircle(dst, c, size/2-w/2, w, render.Ink)
}

// drawPharaohToken is the Pharaoh token: a gold disc with a crook and
// flail.
func drawPharaohToken(dst *ebiten.Image, c geom.Point, size float64) {
	w := sw(size)
	r := size/2 - w/2
	render.FillGradientPath(dst, render.CirclePath(c, r), geom.Pt(0, c.Y-r), geom.Pt(0, c.Y+r), render.GoldStops()...)
	s := size * 0.5
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	lw := math.Max(1.3, size*0.07)
	// Crook.
	render.Polyline(dst, []geom.Point{P(-0.3, 0.95), P(-0.3, -0.5), P(-0.45, -0.85), P(-0.75, -0.85), P(-0.85, -0.6)}, lw, render.Lapis)
	// Flail.
	render.Line(dst, P(0.35, 0.95), P(0.35, -0.7), lw, render.Lapis)
	for i := 0; i < 3; i++ {
		x := 0.4 + float64(i)*0.2
		render.Line(dst, P(0.35, -0.7), P(x+0.2, -0.1), lw*0.7, render.Lapis)
	}
	render.StrokeCircle(dst, c, r, w, render.Ink)
}

// drawPower is a Noble power type (§9.12): instant (a bolt), permanent (a
// loop), once per round (a card turning 90°).
func drawPower(dst *ebiten.Image, kind int, c geom.Point, size float64) {
	w := sw(size)
	switch kind {
	case pharaon.PowerInstant:
		render.DrawIcon(dst, render.IconAtOnce, c.X, c.Y, size)
	case pharaon.PowerPermanent:
		render.FillCircle(dst, c, size*0.46, render.Papyrus)
		for _, dx := range []float64{-0.2, 0.2} {
			render.StrokeCircle(dst, geom.Pt(c.X+dx*size, c.Y), size*0.17, math.Max(1.3, w*1.1), render.Lapis)
		}
		render.StrokeCircle(dst, c, size*0.46, w, render.Ink)
	case pharaon.PowerRound:
		render.FillCircle(dst, c, size*0.46, render.Papyrus)
		card := geom.RectFromCenter(geom.Pt(c.X-size*0.08, c.Y+size*0.06), size*0.36, size*0.5)
		render.StrokeRoundRect(dst, card, 2, math.Max(1, w*0.8), render.Ink)
		var pts []geom.Point
		for i := 0; i <= 8; i++ {
			a := -math.Pi*0.95 + float64(i)*math.Pi*0.45/8
			pts = append(pts, geom.Pt(c.X+size*0.3*math.Cos(a)+size*0.05, c.Y+size*0.3*math.Sin(a)))
		}
		render.Polyline(dst, pts, math.Max(1.2, w), render.Terracotta)
		end := pts[len(pts)-1]
		render.FillPolygon(dst, geom.Polygon{end.Add(geom.Pt(size*0.12, 0)), end.Add(geom.Pt(-size*0.04, -size*0.1)), end.Add(geom.Pt(-size*0.04, size*0.1))}, render.Terracotta)
		render.StrokeCircle(dst, c, size*0.46, w, render.Ink)
	}
}

// drawCoin is a PP value: a gold coin with the number.
func drawCoin(dst *ebiten.Image, r geom.Rect, n int) {
	c := r.Center()
	rad := math.Min(r.W, r.H) / 2
	render.FillGradientPath(dst, render.RoundRectPath(geom.RectFromCenter(c, math.Max(r.W, 2*rad), 2*rad), rad), geom.Pt(0, c.Y-rad), geom.Pt(0, c.Y+rad), render.GoldStops()...)
	render.StrokeRoundRect(dst, geom.RectFromCenter(c, math.Max(r.W, 2*rad), 2*rad), rad, math.Max(1, rad/9), render.Ink)
	f := render.Face(render.Bold, math.Max(12, math.Min(22, rad*1.3)))
	render.DrawText(dst, strconv.Itoa(n), f, c.X, c.Y, render.Center, render.Middle, render.Ink)
}

// drawGain draws a printed gain code of the data table (a resource,
// GainJar, GainChoice) as a round icon.
func drawGain(dst *ebiten.Image, g int, c geom.Point, size float64) {
	switch g {
	case pharaon.GainJar:
		drawJarIcon(dst, c, size)
	case pharaon.GainChoice:
		drawRes(dst, resAny, c, size, false)
	default:
		drawRes(dst, g, c, size, false)
	}
}

// drawPyrGain is a Pyramid of Time space's gain (§2.6).
func drawPyrGain(dst *ebiten.Image, g int, c geom.Point, size float64) {
	switch g {
	case pharaon.PyrFirst:
		drawFirstToken(dst, c, size)
	case pharaon.PyrRes:
		drawRes(dst, resAny, c, size, false)
	case pharaon.PyrSilver:
		drawRes(dst, pharaon.SIL, c, size, false)
	case pharaon.PyrOffer:
		drawOfferingAny(dst, c, size, true)
	}
}

// drawGodMark is a god (§9.12 god:<Quarter>): an ankh on a lapis disc.
func drawGodMark(dst *ebiten.Image, c geom.Point, size float64) {
	render.FillCircle(dst, c, size*0.46, render.Lapis)
	h := size * 0.7
	lw := math.Max(1.3, h*0.1)
	loop := geom.Pt(c.X, c.Y-h*0.22)
	render.StrokeCircle(dst, loop, h*0.16, lw, render.Gold)
	render.Line(dst, geom.Pt(c.X, loop.Y+h*0.16), geom.Pt(c.X, c.Y+h*0.45), lw*1.1, render.Gold)
	render.Line(dst, geom.Pt(c.X-h*0.24, c.Y+h*0.05), geom.Pt(c.X+h*0.24, c.Y+h*0.05), lw*1.1, render.Gold)
	render.StrokeCircle(dst, c, size*0.46, sw(size), render.Ink)
}

// drawCondition is a god condition's element (§7.2) for Quarter q: an
// Artisan, a Noble, a Nile track, a step, an Offering.
func drawCondition(dst *ebiten.Image, q int, c geom.Point, size float64) {
	switch q {
	case pharaon.ART, pharaon.NOB:
		drawCardIcon(dst, q, c, size)
	case pharaon.NIL:
		drawNileTrack(dst, c, size)
	case pharaon.BUR:
		drawStepIcon(dst, c, size)
	case pharaon.OFF:
		drawOfferingAny(dst, c, size, false)
	}
}
