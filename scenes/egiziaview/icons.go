package egiziaview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
)

// The icons every effect is drawn with: one stroke width and corner style
// (render.IconStroke), each readable alone and learnable from its tooltip.

// crewColours are the crews' tokens: violet Leader, green, blue, yellow.
var crewColours = [egizia.NumCrews]color.RGBA{
	{0x7B, 0x4B, 0x9C, 0xFF},
	{0x4F, 0x8F, 0x3A, 0xFF},
	{0x2F, 0x6C, 0xB3, 0xFF},
	{0xE3, 0xBC, 0x32, 0xFF},
}

// fieldColours are the fields: Green, Yellow, Red.
var fieldColours = [egizia.NumColours]color.RGBA{
	{0x5E, 0x9A, 0x45, 0xFF},
	{0xE2, 0xB9, 0x3B, 0xFF},
	{0xC0, 0x4A, 0x32, 0xFF},
}

var (
	wheatColour = color.RGBA{0xE0, 0xB4, 0x4C, 0xFF}
	stoneColour = render.Limestone
	neutralHull = color.RGBA{0x5A, 0x52, 0x4A, 0xFF}
)

func sw(size float64) float64 { return render.IconStroke(size) }

// onColour is Ink or Papyrus, whichever reads on c.
func onColour(c color.RGBA) color.RGBA {
	if render.Contrast(c, render.Ink) >= render.Contrast(c, render.Papyrus) {
		return render.Ink
	}
	return render.Papyrus
}

// numFace is the bold face for a figure of size s, never below TextMin.
func numFace(s float64) *text.GoTextFace {
	return render.Face(render.Bold, math.Max(figMin, s))
}

// drawWheat is an ear of wheat.
func drawWheat(dst *ebiten.Image, c geom.Point, s float64, clr color.RGBA) {
	lw := math.Max(1.3, s*0.09)
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	render.Line(dst, P(0, 0.95), P(0, -0.6), lw, render.Ink)
	for i := 0; i < 3; i++ {
		y := -0.55 + float64(i)*0.4
		for _, sx := range []float64{-1, 1} {
			g := geom.Polygon{P(0, y+0.3), P(sx*0.5, y-0.05), P(sx*0.38, y-0.28), P(0, y+0.05)}
			render.FillPolygon(dst, g, clr)
			render.StrokePolygon(dst, g, math.Max(1, lw*0.6), render.Ink)
		}
	}
	render.FillCircle(dst, P(0, -0.72), s*0.11, clr)
	render.StrokeCircle(dst, P(0, -0.72), s*0.11, math.Max(1, lw*0.6), render.Ink)
}

// drawStone is a limestone block.
func drawStone(dst *ebiten.Image, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s*0.9, s*0.66)
	render.FillRoundRect(dst, r, s*0.08, stoneColour)
	render.FillRect(dst, geom.R(r.X, r.Bottom()-r.H*0.3, r.W, r.H*0.3), render.LimestoneShade)
	render.StrokeRoundRect(dst, r, s*0.08, sw(s), render.Ink)
}

// drawCoin is a gold coin with n on it (points).
func drawCoin(dst *ebiten.Image, c geom.Point, s float64, n string) {
	if w := coinWidth(s, n); w > s {
		// A figure wider than the coin (21 on a small coin, "10"): a
		// gold cartouche round it (issue 22).
		r := geom.RectFromCenter(c, w, s)
		render.FillRoundRect(dst, r, s/2, render.Gold)
		render.FillRoundRect(dst, r.Inset(s*0.1), s*0.4, render.GoldLight)
		render.StrokeRoundRect(dst, r, s/2, sw(s), render.GoldDeep)
	} else {
		render.FillCircle(dst, c, s/2, render.Gold)
		render.FillCircle(dst, c, s*0.4, render.GoldLight)
		render.StrokeCircle(dst, c, s/2, sw(s), render.GoldDeep)
	}
	if n != "" {
		f := coinFace(s)
		if figSeen != nil {
			figSeen(n, f.Size, true)
		}
		render.DrawText(dst, n, f, c.X, c.Y, render.Center, render.Middle, render.Ink)
	}
}

// coinFace is the face of the figure on a coin s across.
func coinFace(s float64) *text.GoTextFace {
	return render.Face(render.Bold, math.Max(coinMin, s*0.62))
}

// coinWidth is the width of a coin s across showing n: s, or wider
// where the figure needs it.
func coinWidth(s float64, n string) float64 {
	if n == "" {
		return s
	}
	return math.Max(s, render.TextWidth(n, coinFace(s))+s*0.45)
}

// drawCrewToken is a crew's token (CrewChoice: any crew, four quarters).
func drawCrewToken(dst *ebiten.Image, crew int, c geom.Point, s float64, used bool) {
	r := geom.RectFromCenter(c, s, s)
	rad := s * 0.22
	if crew >= egizia.NumCrews {
		for i := 0; i < egizia.NumCrews; i++ {
			q := geom.R(r.X+float64(i%2)*s/2, r.Y+float64(i/2)*s/2, s/2, s/2)
			render.FillRect(dst, q, crewColours[i])
		}
		render.StrokeRoundRect(dst, r, rad, sw(s), render.Ink)
		return
	}
	fill := crewColours[crew]
	if used {
		// Flipped: the token's back, greyed, its colour only as a rim.
		render.FillRoundRect(dst, r, rad, render.Desaturate(render.Darken(fill, 0.2), 0.75))
		render.StrokeRoundRect(dst, r.Inset(s*0.12), rad*0.6, math.Max(1.2, s*0.1), fill)
		render.StrokeRoundRect(dst, r, rad, sw(s), render.Ink)
		return
	}
	render.FillRoundRect(dst, r, rad, fill)
	render.FillRoundRect(dst, geom.R(r.X+s*0.1, r.Y+s*0.08, s*0.8, s*0.3), rad*0.5, render.WithAlpha(render.Papyrus, 0.3))
	if crew == egizia.CrewViolet {
		// The Leader: a gold crown on its top edge.
		P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
		crown := geom.Polygon{P(-0.42, -0.55), P(-0.42, -1.0), P(-0.18, -0.78), P(0, -1.1), P(0.18, -0.78), P(0.42, -1.0), P(0.42, -0.55)}
		render.FillPolygon(dst, crown, render.Gold)
		render.StrokePolygon(dst, crown, math.Max(1, sw(s)*0.6), render.Ink)
	}
	render.StrokeRoundRect(dst, r, rad, sw(s), render.Ink)
}

// drawShip is a ship seen from the side: a hull and a sail in colour fill,
// stamped with shape (none for a neutral ship, which shows a cross).
func drawShip(dst *ebiten.Image, c geom.Point, s float64, pc render.PlayerColor, neutral bool) {
	w := sw(s)
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	hull := geom.Polygon{P(-1, -0.02), P(1, -0.02), P(0.72, 0.42), P(-0.72, 0.42)}
	fill, stamp := pc.RGBA(), pc.Stamp()
	if neutral {
		fill, stamp = neutralHull, render.Papyrus
	}
	sail := geom.Polygon{P(-0.05, -0.75), P(0.55, -0.12), P(-0.05, -0.12)}
	render.Line(dst, P(-0.05, -0.8), P(-0.05, -0.02), w, render.Ink)
	render.FillPolygon(dst, sail, render.Lighten(fill, 0.25))
	render.StrokePolygon(dst, sail, w*0.8, render.Ink)
	render.FillPolygon(dst, hull, fill)
	render.StrokePolygon(dst, hull, w, render.Ink)
	mc := P(0, 0.2)
	if neutral {
		d := s * 0.1
		render.Line(dst, mc.Add(geom.Pt(-d, -d)), mc.Add(geom.Pt(d, d)), w, stamp)
		render.Line(dst, mc.Add(geom.Pt(-d, d)), mc.Add(geom.Pt(d, -d)), w, stamp)
		return
	}
	render.DrawShape(dst, pc.Shape(), mc, s*0.26, stamp, render.Ink, 0)
}

// drawBrick is a player's brick.
func drawBrick(dst *ebiten.Image, c geom.Point, s float64, pc render.PlayerColor) {
	render.DrawPiece(dst, c.X, c.Y, s, pc, pc.Shape())
}

// drawBrickIcon is a brick of nobody's colour: "a brick".
func drawBrickIcon(dst *ebiten.Image, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s*0.9, s*0.56)
	render.FillRoundRect(dst, r, s*0.06, render.Terracotta)
	render.Line(dst, geom.Pt(r.X, r.Center().Y), geom.Pt(r.Right(), r.Center().Y), math.Max(1, s*0.05), render.Papyrus)
	render.Line(dst, geom.Pt(r.Center().X, r.Y), geom.Pt(r.Center().X, r.Center().Y), math.Max(1, s*0.05), render.Papyrus)
	render.StrokeRoundRect(dst, r, s*0.06, sw(s), render.Ink)
}

// drawArrow is an arrow from a to b.
func drawArrow(dst *ebiten.Image, a, b geom.Point, w float64, clr color.RGBA) {
	render.Line(dst, a, b, w, clr)
	d := b.Sub(a)
	l := math.Hypot(d.X, d.Y)
	if l == 0 {
		return
	}
	ux, uy := d.X/l, d.Y/l
	h := w * 2.6
	render.FillPolygon(dst, geom.Polygon{b.Add(geom.Pt(ux*h*0.6, uy*h*0.6)), b.Add(geom.Pt(-ux*h+uy*h*0.8, -uy*h-ux*h*0.8)), b.Add(geom.Pt(-ux*h-uy*h*0.8, -uy*h+ux*h*0.8))}, clr)
}

// drawFloodIcon is the flood move: n double arrows (up and down) on water.
func drawFloodIcon(dst *ebiten.Image, c geom.Point, s float64, n int) {
	r := geom.RectFromCenter(c, s, s)
	render.FillRoundRect(dst, r, s*0.2, render.NileLight)
	render.StrokeRoundRect(dst, r, s*0.2, sw(s), render.Ink)
	w := math.Max(1.3, s*0.08)
	for i := 0; i < n; i++ {
		x := c.X + (float64(i)-float64(n-1)/2)*s*0.3
		drawArrow(dst, geom.Pt(x, c.Y), geom.Pt(x, c.Y-s*0.28), w, render.Papyrus)
		drawArrow(dst, geom.Pt(x, c.Y), geom.Pt(x, c.Y+s*0.28), w, render.Papyrus)
	}
}

// drawMarketIcon is a market (Wheat, Stone, or either) with an up step.
func drawMarketIcon(dst *ebiten.Image, m int, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s, s)
	render.FillRoundRect(dst, r, s*0.14, render.Papyrus)
	// Three steps rising to the right.
	for i := 0; i < 3; i++ {
		h := s * (0.18 + 0.14*float64(i))
		render.FillRect(dst, geom.R(r.X+s*0.08+float64(i)*s*0.28, r.Bottom()-s*0.08-h, s*0.26, h), render.WithAlpha(render.LimestoneShade, 0.8))
	}
	ic := geom.Pt(c.X-s*0.12, c.Y-s*0.14)
	switch m {
	case egizia.MktWheat:
		drawWheat(dst, ic, s*0.58, wheatColour)
	case egizia.MktStone:
		drawStone(dst, ic, s*0.5)
	default:
		drawWheat(dst, geom.Pt(ic.X-s*0.12, ic.Y), s*0.5, wheatColour)
		drawStone(dst, geom.Pt(ic.X+s*0.16, ic.Y+s*0.06), s*0.36)
	}
	drawArrow(dst, geom.Pt(r.Right()-s*0.2, r.Y+s*0.55), geom.Pt(r.Right()-s*0.2, r.Y+s*0.2), math.Max(1.3, s*0.08), render.ReedGreen)
	render.StrokeRoundRect(dst, r, s*0.14, sw(s), render.Ink)
}

// drawObeliskIcon, drawColonnadeIcon, drawPyramidIcon, drawStatueIcon,
// drawSphinxIcon: the five monuments.
func drawObeliskIcon(dst *ebiten.Image, c geom.Point, s float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	g := geom.Polygon{P(-0.22, 0.9), P(-0.14, -0.6), P(0, -0.9), P(0.14, -0.6), P(0.22, 0.9)}
	render.FillPolygon(dst, g, render.Limestone)
	render.StrokePolygon(dst, g, sw(s), render.Ink)
}

func drawColonnadeIcon(dst *ebiten.Image, c geom.Point, s float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	render.FillRect(dst, geom.R(P(-0.9, -0.75).X, P(0, -0.75).Y, s*0.9, s*0.14), render.Limestone)
	for i := 0; i < 3; i++ {
		x := -0.62 + float64(i)*0.62
		r := geom.R(P(x-0.13, 0).X, P(0, -0.6).Y, s*0.13, s*0.62)
		render.FillRect(dst, r, render.Limestone)
		render.StrokeRoundRect(dst, r, 1, math.Max(1, sw(s)*0.7), render.Ink)
	}
	base := geom.R(P(-0.9, 0).X, P(0, 0.66).Y, s*0.9, s*0.14)
	render.FillRect(dst, base, render.Limestone)
	render.StrokeRoundRect(dst, base, 1, math.Max(1, sw(s)*0.7), render.Ink)
	render.StrokeRoundRect(dst, geom.R(P(-0.9, -0.75).X, P(0, -0.75).Y, s*0.9, s*0.14), 1, math.Max(1, sw(s)*0.7), render.Ink)
}

func drawPyramidIcon(dst *ebiten.Image, c geom.Point, s float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	g := geom.Polygon{P(-0.95, 0.75), P(0, -0.8), P(0.95, 0.75)}
	render.FillPolygon(dst, g, render.Limestone)
	render.FillPolygon(dst, geom.Polygon{P(0, -0.8), P(0.95, 0.75), P(0.2, 0.75)}, render.LimestoneShade)
	render.StrokePolygon(dst, g, sw(s), render.Ink)
}

func drawStatueIcon(dst *ebiten.Image, c geom.Point, s float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	body := geom.Polygon{P(-0.3, 0.7), P(-0.34, -0.2), P(-0.2, -0.45), P(0.2, -0.45), P(0.34, -0.2), P(0.3, 0.7)}
	render.FillPolygon(dst, body, render.Limestone)
	render.StrokePolygon(dst, body, sw(s), render.Ink)
	render.FillCircle(dst, P(0, -0.65), s*0.17, render.Limestone)
	render.StrokeCircle(dst, P(0, -0.65), s*0.17, sw(s), render.Ink)
	base := geom.R(P(-0.5, 0).X, P(0, 0.7).Y, s*0.5, s*0.2)
	render.FillRect(dst, base, render.LimestoneShade)
	render.StrokeRoundRect(dst, base, 1, sw(s), render.Ink)
}

func drawSphinxIcon(dst *ebiten.Image, c geom.Point, s float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	g := geom.Polygon{P(-0.95, 0.6), P(-0.95, 0.2), P(-0.3, 0.05), P(0.35, 0.05), P(0.4, -0.55), P(0.62, -0.75), P(0.85, -0.55), P(0.85, 0.2), P(0.95, 0.6)}
	render.FillPolygon(dst, g, render.Limestone)
	render.StrokePolygon(dst, g, sw(s), render.Ink)
	render.FillPolygon(dst, geom.Polygon{P(0.4, -0.55), P(0.25, -0.1), P(0.45, -0.2)}, render.Lapis)
	render.FillPolygon(dst, geom.Polygon{P(0.85, -0.55), P(1, -0.1), P(0.8, -0.2)}, render.Lapis)
}

// drawMonumentIcon is monument m (MonObelisk..MonStatue, 4 = the Sphinx).
func drawMonumentIcon(dst *ebiten.Image, m int, c geom.Point, s float64) {
	switch m {
	case egizia.MonObelisk:
		drawObeliskIcon(dst, c, s)
	case egizia.MonColonnade:
		drawColonnadeIcon(dst, c, s)
	case egizia.MonPyramid:
		drawPyramidIcon(dst, c, s)
	case egizia.MonStatue:
		drawStatueIcon(dst, c, s)
	default:
		drawSphinxIcon(dst, c, s)
	}
}

// drawCardIcon is a small card (a Nile card, or a Sphinx card when sphinx).
func drawCardIcon(dst *ebiten.Image, c geom.Point, s float64, sphinx bool) {
	r := geom.RectFromCenter(c, s*0.66, s*0.9)
	fill := render.Papyrus
	if sphinx {
		fill = render.Lapis
	}
	render.FillRoundRect(dst, r, s*0.08, fill)
	render.StrokeRoundRect(dst, r, s*0.08, sw(s), render.Ink)
	if sphinx {
		render.StrokeRoundRect(dst, r.Inset(s*0.1), s*0.05, math.Max(1, s*0.05), render.Gold)
	}
}

// drawHourglass marks what counts at the end of the game.
func drawHourglass(dst *ebiten.Image, c geom.Point, s float64) {
	render.DrawIcon(dst, render.IconEndGame, c.X, c.Y, s)
}

// drawCrown marks "the most" (and the Leader).
func drawCrown(dst *ebiten.Image, c geom.Point, s float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	crown := geom.Polygon{P(-0.8, 0.5), P(-0.8, -0.4), P(-0.3, 0.05), P(0, -0.7), P(0.3, 0.05), P(0.8, -0.4), P(0.8, 0.5)}
	render.FillPolygon(dst, crown, render.Gold)
	render.StrokePolygon(dst, crown, math.Max(1, sw(s)*0.6), render.Ink)
}

// drawAnchor marks waiting: a ship moored beside a full zone.
func drawAnchor(dst *ebiten.Image, c geom.Point, s float64, clr color.RGBA) {
	w := math.Max(1.5, s*0.1)
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	render.StrokeCircle(dst, P(0, -0.72), s*0.13, w, clr)
	render.Line(dst, P(0, -0.58), P(0, 0.85), w, clr)
	render.Line(dst, P(-0.35, -0.3), P(0.35, -0.3), w, clr)
	var arc []geom.Point
	for i := 0; i <= 12; i++ {
		a := math.Pi * float64(i) / 12
		arc = append(arc, P(0.7*math.Cos(a), 0.2+0.65*math.Sin(a)))
	}
	render.Polyline(dst, arc, w, clr)
}

// drawBolt marks an immediate effect.
func drawBolt(dst *ebiten.Image, c geom.Point, s float64, clr color.RGBA) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	g := geom.Polygon{P(0.15, -0.9), P(-0.5, 0.1), P(-0.05, 0.1), P(-0.2, 0.9), P(0.5, -0.15), P(0.05, -0.15)}
	render.FillPolygon(dst, g, clr)
	render.StrokePolygon(dst, g, math.Max(1, sw(s)*0.6), render.Ink)
}

// drawInfinity marks a permanent card: two loops.
func drawInfinity(dst *ebiten.Image, c geom.Point, s float64, clr color.RGBA) {
	w := math.Max(1.5, s*0.12)
	render.StrokeCircle(dst, geom.Pt(c.X-s*0.22, c.Y), s*0.2, w, clr)
	render.StrokeCircle(dst, geom.Pt(c.X+s*0.22, c.Y), s*0.2, w, clr)
}

// drawStar marks an anytime card: a star (use it when you like).
func drawStar(dst *ebiten.Image, c geom.Point, s float64, clr color.RGBA) {
	var g geom.Polygon
	for i := 0; i < 10; i++ {
		r := s * 0.48
		if i%2 == 1 {
			r = s * 0.2
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		g = append(g, geom.Pt(c.X+r*math.Cos(a), c.Y+r*math.Sin(a)))
	}
	render.FillPolygon(dst, g, clr)
	render.StrokePolygon(dst, g, math.Max(1, sw(s)*0.6), render.Ink)
}

// drawTypeIcon is a Nile card type's mark.
func drawTypeIcon(dst *ebiten.Image, typ int, c geom.Point, s float64) {
	switch typ {
	case egizia.TImmediate:
		drawBolt(dst, c, s, render.GoldLight)
	case egizia.TAnytime:
		drawStar(dst, c, s, render.GoldLight)
	case egizia.TPermanent:
		drawInfinity(dst, c, s, render.Papyrus)
	case egizia.TQuarry:
		drawStone(dst, c, s)
	default:
		drawWheat(dst, c, s, wheatColour)
	}
}

// typeColours band the Nile card types.
var typeColours = [...]color.RGBA{
	egizia.TField:     {0x6A, 0x99, 0x4E, 0xFF},
	egizia.TQuarry:    {0x8A, 0x7E, 0x6A, 0xFF},
	egizia.TCombo:     {0x7A, 0x8C, 0x5A, 0xFF},
	egizia.TImmediate: {0x26, 0x61, 0x9C, 0xFF},
	egizia.TAnytime:   {0xA8, 0x6A, 0x1A, 0xFF},
	egizia.TPermanent: {0x6B, 0x3F, 0x8A, 0xFF},
}

// drawFieldValue is a field's value on its colour: wheat and n.
func drawFieldValue(dst *ebiten.Image, colour int, n int, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s*1.5, s)
	fill := fieldColours[max(0, colour)]
	render.FillRoundRect(dst, r, s*0.2, fill)
	render.StrokeRoundRect(dst, r, s*0.2, sw(s), render.Ink)
	drawWheat(dst, geom.Pt(r.X+s*0.38, c.Y), s*0.8, render.Papyrus)
	f := numFace(s * 0.7)
	drawFig(dst, strconv.Itoa(n), f, r.X+s*0.78, c.Y, render.Left, render.Middle, onColour(fill))
}

// drawStoneValue is a quarry's Stone: a block and n.
func drawStoneValue(dst *ebiten.Image, n int, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s*1.5, s)
	render.FillRoundRect(dst, r, s*0.2, render.Lighten(stoneColour, 0.3))
	render.StrokeRoundRect(dst, r, s*0.2, sw(s), render.Ink)
	drawStone(dst, geom.Pt(r.X+s*0.38, c.Y), s*0.62)
	drawFig(dst, strconv.Itoa(n), numFace(s*0.7), r.X+s*0.78, c.Y, render.Left, render.Middle, render.Ink)
}
