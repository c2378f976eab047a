package pharaonview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// Board is what the printed board of a match depends on besides its
// size: the player count, the random ring of Quarters and, solo, the
// Traitor's tiles. It does not change during a match.
type Board struct {
	Players int                      // 1..5 (1 = solo)
	Ring    [pharaon.NumQuarters]int // the Quarter at each position, clockwise
	Cw      bool                     // the Direction token
	Tiles   [pharaon.NumTiles]int    // solo: tile id at each position, left to right
	Dark    [pharaon.NumTiles]bool   // solo: by tile id
	Loc     *locales.Bundle          // the strings
}

// drawStatic paints what is printed: the table, the Quarter pieces, the
// gods, the Pyramid of Time, the supply and bag, the legend or the
// Traitor's tiles. The wheel turns: drawWheel paints it apart.
func drawStatic(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	render.FillRectTextured(dst, p.Area, render.SandTexture())
	// The tablet: a soft limestone ground under the ring.
	var ground geom.Polygon
	for i := 0; i < 64; i++ {
		a := float64(i) * 2 * math.Pi / 64
		ground = append(ground, geom.Pt(p.WheelC.X+(ringA+slotW*0.45)*k*math.Cos(a), p.WheelC.Y+(ringB+slotH*0.3)*k*math.Sin(a)))
	}
	render.FillPolygon(dst, ground, render.WithAlpha(render.LimestoneShade, 0.28))
	for pos := 0; pos < 5; pos++ {
		drawQuarter(dst, p, pos, b.Ring[pos], b)
	}
	for g := 0; g < 5; g++ {
		drawGod(dst, p, g, b)
	}
	drawPyramid(dst, p, b)
	drawSupply(dst, p, b)
	if p.Solo {
		drawTraitor(dst, p, b)
	} else {
		drawLegend(dst, p, b)
	}
}

// box is a framed limestone area with a title.
func box(dst *ebiten.Image, r geom.Rect, title string, k float64) geom.Rect {
	render.DrawShadowWith(dst, r, 8*k, 3*k, 6*k, 0.22)
	render.FillRoundRect(dst, r, 8*k, render.WithAlpha(render.Papyrus, 0.92))
	render.StrokeRoundRect(dst, r, 8*k, math.Max(1.2, 1.5*k), render.Ink)
	tf := render.Face(render.Title, math.Max(widget.TextMin, 24*k))
	if title != "" {
		render.DrawInRect(dst, title, tf, geom.R(r.X+8*k, r.Y+2*k, r.W-16*k, 28*k), render.Center, render.Middle, render.Ink)
	}
	return geom.R(r.X, r.Y+30*k, r.W, r.H-30*k)
}

func drawQuarter(dst *ebiten.Image, p *Places, pos, q int, b *Board) {
	k := p.K
	qp := p.Quarter[pos]
	rad := 10 * k
	render.DrawShadowWith(dst, qp.R, rad, 4*k, 8*k, 0.25)
	render.FillRoundRect(dst, qp.R, rad, render.Limestone)
	render.FillRoundRect(dst, qp.R.Inset(3*k), rad-2*k, render.Lighten(render.Limestone, 0.35))
	band := qp.Title
	render.FillRoundRect(dst, band, 6*k, quarterColours[q])
	// The access slot: a papyrus well the wheel's colour fills.
	render.FillRoundRect(dst, qp.Access.Inset(-1*k), 5*k, render.WithAlpha(render.Papyrus, 0.85))
	drawQuarterIcon(dst, q, geom.Pt(band.X+44*k, band.Center().Y), 22*k, render.Papyrus)
	tf := render.Face(render.Title, math.Max(widget.TextMin, 23*k))
	name := tr(b.Loc, "pharaon.quarter."+quarterCodes[q])
	render.DrawText(dst, name, tf, band.X+60*k, band.Center().Y, render.Left, render.Middle, render.Papyrus)
	nameR := band.X + 64*k + render.TextWidth(name, tf)
	// The cost reminder after the name (square icons: to pay).
	s := 18 * k
	x := math.Max(nameR+8*k, qp.Cost.X)
	cy := band.Center().Y
	small := render.Face(render.Bold, widget.TextMin)
	switch q {
	case pharaon.ART:
		// Three of one resource.
		render.DrawText(dst, "3×", small, x, cy, render.Left, render.Middle, render.Papyrus)
		x += render.TextWidth("3×", small) + 3*k
		drawRes(dst, resAny, geom.Pt(x+s/2, cy), s, true)
		same, mf := tr(b.Loc, "pharaon.ui.same_band"), render.Face(render.Medium, widget.TextMin)
		if x+s+4*k+render.TextWidth(same, mf) < qp.Deck.X-4*k {
			render.DrawText(dst, same, mf, x+s+4*k, cy, render.Left, render.Middle, render.Papyrus)
		} else {
			render.NoteDrop(same, "dropped")
		}
	case pharaon.NOB:
		for i := 0; i < pharaon.NumBase; i++ {
			drawRes(dst, i, geom.Pt(x+s/2+float64(i)*(s-3*k), cy), s, true)
		}
	case pharaon.OFF:
		drawRes(dst, resAny, geom.Pt(x+s/2, cy), s, true)
		render.DrawText(dst, "(+", small, x+s+3*k, cy, render.Left, render.Middle, render.Papyrus)
		x2 := x + s + 6*k + render.TextWidth("(+", small)
		drawRes(dst, resAny, geom.Pt(x2+s/2, cy), s, true)
		render.DrawText(dst, "→", small, x2+s+3*k, cy, render.Left, render.Middle, render.Papyrus)
		drawOfferingAny(dst, geom.Pt(x2+s+8*k+render.TextWidth("→", small)+s/2, cy), s+2*k, true)
		render.DrawText(dst, ")", small, x2+2*s+12*k+render.TextWidth("→", small), cy, render.Left, render.Middle, render.Papyrus)
	}
	if q == pharaon.ART || q == pharaon.NOB {
		d := qp.Deck
		render.FillRoundRect(dst, d, 5*k, render.Darken(quarterColours[q], 0.25))
		render.StrokeRoundRect(dst, d.Inset(2*k), 4*k, math.Max(1, k), render.Gold)
		render.StrokeRoundRect(dst, d, 5*k, math.Max(1, 1.2*k), render.Ink)
	}
	switch q {
	case pharaon.ART:
		for _, r := range p.Artisans(pos).Cards {
			cardSlot(dst, r, k)
		}
	case pharaon.NOB:
		for _, r := range p.Nobles(pos).Cards {
			cardSlot(dst, r, k)
		}
	case pharaon.NIL:
		drawNileBoard(dst, p, pos)
	case pharaon.BUR:
		drawBurialBoard(dst, p, pos)
	case pharaon.OFF:
		drawOfferingsBoard(dst, p, pos, b)
	}
	render.StrokeRoundRect(dst, qp.R, rad, math.Max(1.5, 2*k), render.Ink)
}

// cardSlot is the printed place of a face-up card.
func cardSlot(dst *ebiten.Image, r geom.Rect, k float64) {
	render.FillRoundRect(dst, r, 7*k, render.WithAlpha(render.LimestoneShade, 0.45))
	render.StrokeRoundRect(dst, r.Inset(2*k), 6*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.3))
}

func drawNileBoard(dst *ebiten.Image, p *Places, pos int) {
	k := p.K
	n := p.Nile(pos)
	render.FillGradientRect(dst, geom.R(n.Cell[0][0].X-2*k, n.Head[0].Bottom(), n.Cell[4][0].Right()-n.Cell[0][0].X+4*k, n.Cell[0][0].Bottom()-n.Head[0].Bottom()+2*k), true, render.NileStops()...)
	f := render.Face(render.Bold, widget.TextMin)
	for t := 0; t < pharaon.NumBase; t++ {
		h := n.Head[t]
		render.FillRoundRect(dst, h, 4*k, resColours[t])
		drawRes(dst, t, geom.Pt(h.Center().X, h.Center().Y), h.H-2*k, false)
		for l := 0; l < pharaon.NileTop; l++ {
			c := n.Cell[t][l]
			render.FillRoundRect(dst, c, 5*k, render.WithAlpha(render.Lighten(resColours[t], 0.55), 0.85))
			render.StrokeRoundRect(dst, c, 5*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.45))
		}
	}
	for l := 0; l < pharaon.NileTop; l++ {
		pp := pharaon.NilePP[l+1]
		r := n.PP[l]
		if pp > 0 {
			drawCoin(dst, geom.RectFromCenter(r.Center(), r.W, math.Min(r.H, 24*k)), pp)
		} else {
			render.DrawText(dst, "0", f, r.Center().X, r.Center().Y, render.Center, render.Middle, render.InkSoft)
		}
	}
	for i, o := range n.Option {
		op := pharaon.NileOptions[i]
		render.FillRoundRect(dst, o.R, 5*k, render.Lighten(render.NileLight, 0.72))
		render.StrokeRoundRect(dst, o.R, 5*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.6))
		drawRes(dst, int(op.A), o.Cost[0].Center(), o.Cost[0].W, true)
		drawRes(dst, int(op.B), o.Cost[1].Center(), o.Cost[1].W, true)
		mid := (o.Cost[0].Bottom() + o.Gain[0].Y) / 2
		render.Line(dst, geom.Pt(o.R.X+6*k, mid), geom.Pt(o.R.Right()-6*k, mid), math.Max(1, k), render.WithAlpha(render.Ink, 0.35))
		drawArrow(dst, o.Gain[0].Center(), o.Gain[0].W, int(op.A), int(op.B))
		g := o.Gain[1]
		switch op.Second {
		case pharaon.NileArrowPair:
			drawArrow(dst, g.Center(), g.W, int(op.A), int(op.B))
		case pharaon.NileArrowAny:
			drawArrow(dst, g.Center(), g.W, resAny, resAny)
		case pharaon.NileJar:
			drawJarIcon(dst, g.Center(), g.W)
		case pharaon.NileSilver:
			drawRes(dst, pharaon.SIL, g.Center(), g.W, false)
		}
	}
}

func drawBurialBoard(dst *ebiten.Image, p *Places, pos int) {
	k := p.K
	bp := p.Burial(pos)
	f := render.Face(render.Bold, widget.TextMin)
	// The path: a band through the steps in order.
	var path []geom.Point
	for _, s := range bp.Step {
		path = append(path, s.R.Center())
	}
	render.Polyline(dst, path, 14*k, render.WithAlpha(render.LimestoneShade, 0.9))
	for i, s := range bp.Step {
		fill := render.Mix(render.Limestone, render.Sand, 0.3+0.06*float64(i))
		render.DrawShadowWith(dst, s.R, 6*k, 2*k, 3*k, 0.2)
		render.FillRoundRect(dst, s.R, 6*k, fill)
		render.StrokeRoundRect(dst, s.R, 6*k, math.Max(1, 1.2*k), render.Ink)
		render.DrawText(dst, strconv.Itoa(i+1), f, s.Num.X+2*k, s.Num.Center().Y, render.Left, render.Middle, render.InkSoft)
		drawCoin(dst, s.PP, int(pharaon.BurialPath[i].PP))
		for j, c := range pharaon.BurialPath[i].Cost {
			res := int(c)
			if c == pharaon.AnyBase {
				res = resAny
			}
			drawRes(dst, res, s.Cost[j].Center(), s.Cost[j].W, true)
		}
		render.FillRoundRect(dst, s.Cubes, 4*k, render.WithAlpha(render.LimestoneShade, 0.5))
		// An arrow to the next step.
		if i < pharaon.BCSteps-1 {
			a, b := s.R, bp.Step[i+1].R
			var from, to geom.Point
			switch {
			case i == 3:
				from, to = geom.Pt(a.Center().X, a.Bottom()), geom.Pt(b.Center().X, b.Y)
			case i < 3:
				from, to = geom.Pt(a.Right(), a.Center().Y), geom.Pt(b.X, b.Center().Y)
			default:
				from, to = geom.Pt(a.X, a.Center().Y), geom.Pt(b.Right(), b.Center().Y)
			}
			arrowHead(dst, from, to, k)
		}
	}
}

// arrowHead is a small ink arrow from a to b.
func arrowHead(dst *ebiten.Image, a, b geom.Point, k float64) {
	render.Line(dst, a, b, math.Max(1.2, 1.6*k), render.Ink)
	d := b.Sub(a)
	l := d.Len()
	if l == 0 {
		return
	}
	u := d.Mul(1 / l)
	n := geom.Pt(-u.Y, u.X)
	s := 6 * k
	render.FillPolygon(dst, geom.Polygon{b, b.Sub(u.Mul(s)).Add(n.Mul(s * 0.6)), b.Sub(u.Mul(s)).Sub(n.Mul(s * 0.6))}, render.Ink)
}

func drawOfferingsBoard(dst *ebiten.Image, p *Places, pos int, b *Board) {
	k := p.K
	o := p.Offerings(pos)
	f := render.Face(render.Bold, widget.TextMin)
	lots := pharaon.Lots(b.Players) // the others stay empty all game
	for i := 0; i < pharaon.MaxLots; i++ {
		r := o.Lot[i]
		fill := render.WithAlpha(render.Lighten(render.Gold, 0.6), 0.7)
		if i >= lots {
			fill = render.WithAlpha(render.LimestoneShade, 0.35)
		}
		render.FillRoundRect(dst, r, 6*k, fill)
		render.StrokeRoundRect(dst, r, 6*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.55))
		render.DrawText(dst, strconv.Itoa(i+1), f, o.LotNum[i].X+2*k, o.LotNum[i].Center().Y, render.Left, render.Middle, render.InkSoft)
		for _, t := range o.LotTok[i] {
			render.StrokePolygon(dst, hexagon(t.Center(), t.W), math.Max(1, k), render.WithAlpha(render.Ink, 0.3))
		}
	}
	bb := o.BonusBox
	render.FillRoundRect(dst, bb, 8*k, render.WithAlpha(render.Gold, 0.35))
	render.StrokeRoundRect(dst, bb, 8*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.55))
	render.DrawInRect(dst, tr(b.Loc, "pharaon.ui.bonus"), render.Face(render.Medium, widget.TextMin), geom.R(bb.X-10*k, bb.Y, bb.W+20*k, 20*k), render.Center, render.Middle, render.Ink)
	for i, t := range o.Bonus {
		render.StrokePolygon(dst, hexagon(t.Center(), t.W), math.Max(1, k), render.WithAlpha(render.Ink, 0.3))
		_ = i
	}
}

func drawGod(dst *ebiten.Image, p *Places, g int, b *Board) {
	k := p.K
	gp := p.God[g]
	left, right := b.Ring[g], b.Ring[(g+1)%5]
	// A column: base, shaft, capital.
	r := gp.R
	render.DrawShadowWith(dst, r, 6*k, 3*k, 6*k, 0.25)
	render.FillRoundRect(dst, r, 6*k, render.Lighten(render.Limestone, 0.2))
	render.FillRect(dst, geom.R(r.X, r.Y, r.W, 6*k), render.LimestoneShade)
	render.FillRect(dst, geom.R(r.X, r.Bottom()-6*k, r.W, 6*k), render.LimestoneShade)
	render.StrokeRoundRect(dst, r, 6*k, math.Max(1.2, 1.5*k), render.Ink)
	nf := render.Face(render.Title, math.Max(widget.TextMin, 21*k))
	render.FillRoundRect(dst, gp.Name, 4*k, render.Lapis)
	render.DrawInRect(dst, tr(b.Loc, "pharaon.god."+godCodes[left]), nf, gp.Name, render.Center, render.Middle, render.Gold)
	f := render.Face(render.Bold, widget.TextMin)
	edges := [2]pharaon.Edge{pharaon.GodEdges[left][1], pharaon.GodEdges[right][0]}
	qs := [2]int{left, right}
	for i, e := range edges {
		er := gp.Edge[i]
		render.FillRoundRect(dst, er, 4*k, render.WithAlpha(quarterColours[qs[i]], 0.18))
		s := math.Min(26*k, er.H-4*k)
		drawCondition(dst, qs[i], geom.Pt(er.X+s/2+2*k, er.Center().Y), s)
		render.DrawText(dst, "≥"+strconv.Itoa(int(e.K)), f, er.X+s+5*k, er.Center().Y, render.Left, render.Middle, render.Ink)
		drawCoin(dst, geom.R(er.Right()-26*k, er.Center().Y-11*k, 24*k, 22*k), int(e.PP))
	}
	t := gp.Total
	render.DrawText(dst, "=", f, t.X+8*k, t.Center().Y, render.Left, render.Middle, render.Ink)
	drawCoin(dst, geom.R(t.Right()-34*k, t.Y+1*k, 32*k, t.H-2*k), int(edges[0].PP+edges[1].PP))
	drawGodMark(dst, geom.Pt(t.X+t.W*0.42, t.Center().Y), t.H)
	n := p.Players
	if n == 1 {
		n = 2
	}
	for i := 0; i < n; i++ {
		render.FillRoundRect(dst, gp.Progress[i], 3*k, render.WithAlpha(render.LimestoneShade, 0.35))
	}
}

func drawPyramid(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	py := p.Pyramid
	box(dst, py.R, tr(b.Loc, "pharaon.ui.pyramid"), k)
	f := render.Face(render.Bold, widget.TextMin)
	for i, r := range py.Round {
		render.FillRoundRect(dst, r, 5*k, render.Lighten(render.Gold, 0.55))
		render.StrokeRoundRect(dst, r, 5*k, math.Max(1, k), render.Ink)
		render.DrawText(dst, strconv.Itoa(i+1), f, r.X+4*k, r.Y+2*k, render.Left, render.Top, render.InkSoft)
	}
	// The stepped pyramid behind the rows: a band per row.
	for r := 0; r < 4; r++ {
		row := py.Rows[r]
		band := geom.R(row[0].X-8*k, row[0].Y-4*k, row[len(row)-1].Right()-row[0].X+16*k, row[0].H+8*k)
		render.FillGradientRoundRect(dst, band, 3*k, render.Lighten(render.Limestone, 0.3), render.LimestoneShade)
		render.StrokeRoundRect(dst, band, 3*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.5))
	}
	for r := 0; r < 4; r++ {
		for s, sp := range py.Rows[r] {
			render.FillRoundRect(dst, sp, 5*k, render.WithAlpha(render.Papyrus, 0.95))
			render.StrokeRoundRect(dst, sp, 5*k, math.Max(1, k), render.Ink)
			g := int(pharaon.PyramidRows[r][s])
			ic := math.Min(24*k, sp.H*0.52)
			drawPyrGain(dst, g, geom.Pt(sp.Right()-ic/2-4*k, sp.Y+ic/2+3*k), ic)
		}
		lr := py.Rows[r][0]
		render.DrawText(dst, strconv.Itoa(r+1), f, lr.X-12*k, lr.Center().Y, render.Right, render.Middle, render.InkSoft)
	}
	jb := py.JarBand
	render.FillRoundRect(dst, jb, 6*k, render.WithAlpha(render.Lighten(render.Terracotta, 0.6), 0.45))
	for _, j := range py.Jars {
		render.StrokeRoundRect(dst, j, 6*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.35))
	}
	render.DrawText(dst, tr(b.Loc, "pharaon.ui.jars"), render.Face(render.Medium, widget.TextMin), jb.X+6*k, jb.Y+1*k, render.Left, render.Top, render.InkSoft)
}

func drawSupply(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	box(dst, p.SupplyBox, tr(b.Loc, "pharaon.ui.supply"), k)
	f := render.Face(render.Medium, widget.TextMin)
	for i, r := range p.Supply {
		s := math.Min(40*k, r.H*0.66)
		drawRes(dst, i, geom.Pt(r.X+s/2+2*k, r.Y+s/2+2*k), s, false)
		render.DrawInRect(dst, tr(b.Loc, "pharaon.res."+resCodes[i]), f, geom.R(r.X-4*k, r.Bottom()-19*k, r.W+8*k, 19*k), render.Left, render.Middle, render.InkSoft)
	}
	box(dst, p.BagBox, tr(b.Loc, "pharaon.ui.bag"), k)
	drawBag(dst, p.Bag, k)
	d := p.Discard
	render.FillRoundRect(dst, d.Inset(6*k), 6*k, render.WithAlpha(render.LimestoneShade, 0.5))
	render.DrawInRect(dst, tr(b.Loc, "pharaon.ui.discard"), f, geom.R(d.X, d.Bottom()-20*k, d.W, 20*k), render.Center, render.Middle, render.InkSoft)
	ph := p.PharaohHome
	s := math.Min(44*k, ph.H-24*k)
	render.StrokeCircle(dst, geom.Pt(ph.X+s/2+6*k, ph.Center().Y), s/2+3*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.35))
	render.DrawWrapped(dst, tr(b.Loc, "pharaon.ui.pharaoh_home"), f, geom.R(ph.X+s+14*k, ph.Y+6*k, ph.W-s-14*k, ph.H-6*k), render.Left, render.InkSoft)
}

// drawBag is the Offering bag: a tied cloth bag.
func drawBag(dst *ebiten.Image, r geom.Rect, k float64) {
	c := r.Center()
	w, h := r.W*0.8, r.H*0.78
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*w/2, c.Y+y*h/2) }
	body := geom.Polygon{P(-0.3, -0.55), P(-0.75, -0.1), P(-0.95, 0.45), P(-0.75, 0.9), P(0.75, 0.9), P(0.95, 0.45), P(0.75, -0.1), P(0.3, -0.55)}
	render.FillGradientPolygon(dst, body, P(0, -0.5), P(0, 0.9), render.Lighten(render.Wood, 0.35), render.Wood)
	render.StrokePolygon(dst, body, math.Max(1.2, 1.6*k), render.Ink)
	neck := geom.Polygon{P(-0.3, -0.55), P(-0.5, -0.95), P(0.5, -0.95), P(0.3, -0.55)}
	render.FillPolygon(dst, neck, render.Lighten(render.Wood, 0.45))
	render.StrokePolygon(dst, neck, math.Max(1.2, 1.6*k), render.Ink)
	render.Line(dst, P(-0.38, -0.58), P(0.38, -0.58), math.Max(2, 3*k), render.Gold)
	drawLotus(dst, P(0, 0.3), w*0.4, render.Gold)
}

// drawAccess fills each Quarter's access slot with the colour of the
// wheel's segment facing it at notch rot (a whole notch).
func drawAccess(dst *ebiten.Image, p *Places, rot int) {
	for pos := 0; pos < 5; pos++ {
		c := ((pos-rot)%5 + 5) % 5
		a := p.Quarter[pos].Access
		drawRes(dst, c, a.Center(), a.W+2*p.K, true)
	}
}

// drawWheel paints the Wheel of Actions at notch rot (fractional while it
// turns): five segments in the resources' colours, their slots (the 4th
// greyed unless 4-5 players use it) and the Direction token.
func drawWheel(dst *ebiten.Image, p *Places, rot float64, players int, clockwise bool) {
	k := p.K
	c := p.WheelC
	render.FillCircle(dst, c.Add(geom.Pt(4*k, 5*k)), p.WheelR+3*k, render.WithAlpha(render.Ink, 0.25))
	render.FillCircle(dst, c, p.WheelR+3*k, render.Wood)
	slots := pharaon.WheelSlots(players)
	for col := 0; col < pharaon.NumBase; col++ {
		seg := p.Segment(col, rot, p.WheelIn, p.WheelR-4*k)
		render.FillPolygon(dst, seg, render.Lighten(resColours[col], 0.15))
		render.StrokePolygon(dst, seg, math.Max(1.2, 1.5*k), render.Ink)
		a := p.SegmentAngle(col, rot)
		// The emblem toward the rim, the slots inside.
		er := p.WheelR - 24*k
		drawRes(dst, col, geom.Pt(c.X+er*math.Cos(a), c.Y+er*math.Sin(a)), 26*k, false)
		for i := 0; i < 4; i++ {
			s := p.WheelSlot(col, i, rot)
			rr := p.Token/2 + 1*k
			if i < slots {
				render.FillCircle(dst, s, rr, render.WithAlpha(render.Papyrus, 0.8))
				render.StrokeCircle(dst, s, rr, math.Max(1, k), render.Ink)
			} else {
				render.FillCircle(dst, s, rr*0.8, render.WithAlpha(render.Ink, 0.25))
			}
		}
	}
	// Direction token.
	render.FillCircle(dst, c, p.DirR, render.Papyrus)
	render.StrokeCircle(dst, c, p.DirR, math.Max(1.5, 2*k), render.Ink)
	var arc []geom.Point
	r := p.DirR * 0.62
	for i := 0; i <= 20; i++ {
		a := -math.Pi*0.8 + float64(i)*math.Pi*1.35/20
		if !clockwise {
			a = -math.Pi*0.2 - float64(i)*math.Pi*1.35/20
		}
		arc = append(arc, geom.Pt(c.X+r*math.Cos(a), c.Y+r*math.Sin(a)))
	}
	render.Polyline(dst, arc, math.Max(2, 3*k), render.Terracotta)
	end, prev := arc[len(arc)-1], arc[len(arc)-2]
	d := end.Sub(prev)
	d = d.Mul(1 / math.Max(1e-9, d.Len()))
	n := geom.Pt(-d.Y, d.X)
	s := 9 * k
	render.FillPolygon(dst, geom.Polygon{end.Add(d.Mul(s)), end.Add(n.Mul(s * 0.7)), end.Sub(n.Mul(s * 0.7))}, render.Terracotta)
}

func drawTraitor(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	t := p.Traitor
	render.FillRoundRect(dst, t.R, 8*k, render.WithAlpha(render.Ink, 0.12))
	tf := render.Face(render.Title, math.Max(widget.TextMin, 24*k))
	title := t.Title
	if tab := legendTab(p); !tab.Empty() {
		title.W = tab.X - 4*k - title.X // the title never runs under the Legend tab
	}
	render.DrawInRect(dst, tr(b.Loc, "pharaon.ui.traitor"), tf, title, render.Left, render.Middle, render.Ink)
	render.StrokeRoundRect(dst, t.Pile, 5*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.4))
	for i, tp := range t.Tiles {
		id := b.Tiles[i]
		paintTile(dst, tp, id, b.Dark[id], b.Loc, k)
	}
	drawTraitorKey(dst, p, b)
	drawLegendTab(dst, p, b)
}

// traitorKey are the tile icons the key explains, with their locale keys.
var traitorKey = []struct {
	ic  pharaon.Icon
	key string
}{
	{pharaon.Icon{Kind: pharaon.IcBC}, "bc"}, {pharaon.Icon{Kind: pharaon.IcGod}, "god"},
	{pharaon.Icon{Kind: pharaon.IcNTake, Arg: 2}, "ntake"}, {pharaon.Icon{Kind: pharaon.IcNDisc, Arg: 2}, "ndisc"},
	{pharaon.Icon{Kind: pharaon.IcNLevel, Arg: 8}, "nlevel"}, {pharaon.Icon{Kind: pharaon.IcATakeH}, "atake"},
	{pharaon.Icon{Kind: pharaon.IcADiscL}, "adisc"}, {pharaon.Icon{Kind: pharaon.IcLot, Arg: 1}, "lot"},
	{pharaon.Icon{Kind: pharaon.IcBonus, Arg: 1}, "bonus"}, {pharaon.Icon{Kind: pharaon.IcNileMax}, "nile"},
}

// drawTraitorKey explains the tile icons; it returns the keys of the
// lines too long for it (the tests want none).
func drawTraitorKey(dst *ebiten.Image, p *Places, b *Board) (cut []string) {
	k := p.K
	key := p.Traitor.Key
	render.FillRoundRect(dst, key, 6*k, render.WithAlpha(render.Papyrus, 0.85))
	f := render.Face(render.Body, widget.TextMin)
	cols := key.InsetXY(2*k, 3*k).Cols(2, 4*k)
	rows := (len(traitorKey) + 1) / 2
	for i, e := range traitorKey {
		r := cols[i/rows].Rows(rows, 1*k)[i%rows]
		iw := 40 * k
		drawTraitorIcon(dst, e.ic, geom.R(r.X, r.Y, iw, r.H), false)
		lr := geom.R(r.X+iw+2*k, r.Y, r.W-iw-2*k, r.H)
		line := tr(b.Loc, "pharaon.traitor_key."+e.key)
		if render.TextWidth(line, f) > lr.W {
			cut = append(cut, e.key)
		}
		render.DrawInRect(dst, line, f, lr, render.Left, render.Middle, render.Ink)
	}
	return cut
}

// drawLegend lists every icon of the board with what it means (ART.md);
// it returns the keys of the lines too long for it (the tests want none).
func drawLegend(dst *ebiten.Image, p *Places, b *Board) (cut []string) {
	k := p.K
	in := box(dst, p.Legend, tr(b.Loc, "pharaon.ui.legend"), k)
	f := render.Face(render.Body, widget.TextMin)
	type entry struct {
		draw func(c geom.Point, s float64)
		key  string
	}
	entries := []entry{
		{func(c geom.Point, s float64) { drawRes(dst, pharaon.AGR, c, s, true) }, "pay"},
		{func(c geom.Point, s float64) { drawRes(dst, pharaon.AGR, c, s, false) }, "gain"},
		{func(c geom.Point, s float64) { drawRes(dst, resAny, c, s, false) }, "any"},
		{func(c geom.Point, s float64) { drawRes(dst, pharaon.SIL, c, s, false) }, "silver"},
		{func(c geom.Point, s float64) { drawJarIcon(dst, c, s) }, "jar"},
		{func(c geom.Point, s float64) { drawArrow(dst, c, s, pharaon.AGR, pharaon.JUS) }, "arrow"},
		{func(c geom.Point, s float64) { drawArrow(dst, c, s, resAny, resAny) }, "arrow_any"},
		{func(c geom.Point, s float64) { drawOffering(dst, pharaon.OffRes+pharaon.CON, c, s) }, "off_res"},
		{func(c geom.Point, s float64) { drawOffering(dst, pharaon.OffQuarter+pharaon.NIL, c, s) }, "off_quarter"},
		{func(c geom.Point, s float64) { drawOffering(dst, pharaon.OffPrestige2, c, s) }, "off_prestige"},
		{func(c geom.Point, s float64) { drawOfferingAny(dst, c, s, true) }, "bonus"},
		{func(c geom.Point, s float64) { drawStepIcon(dst, c, s) }, "step"},
		{func(c geom.Point, s float64) { drawNileTrack(dst, c, s) }, "nile"},
		{func(c geom.Point, s float64) { drawGodMark(dst, c, s) }, "god"},
		{func(c geom.Point, s float64) { drawFirstToken(dst, c, s) }, "first"},
		{func(c geom.Point, s float64) { drawPharaohToken(dst, c, s) }, "pharaoh"},
		{func(c geom.Point, s float64) { drawPower(dst, pharaon.PowerInstant, c, s) }, "instant"},
		{func(c geom.Point, s float64) { drawPower(dst, pharaon.PowerPermanent, c, s) }, "permanent"},
		{func(c geom.Point, s float64) { drawPower(dst, pharaon.PowerRound, c, s) }, "round"},
		{func(c geom.Point, s float64) {
			r := geom.RectFromCenter(c, s, s*0.62)
			render.FillRoundRect(dst, r, 4*k, render.Lighten(render.Gold, 0.5))
			render.StrokeRoundRect(dst, r, 4*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.5))
		}, "score"},
	}
	rows := in.InsetXY(8*k, 4*k).Rows(len(entries), 2*k)
	for i, e := range entries {
		r := rows[i]
		s := math.Min(28*k, r.H)
		e.draw(geom.Pt(r.X+s/2+2*k, r.Center().Y), s)
		lr := geom.R(r.X+s+10*k, r.Y, r.W-s-10*k, r.H)
		line := tr(b.Loc, "pharaon.legend."+e.key)
		if render.TextWidth(line, f) > lr.W {
			cut = append(cut, e.key)
		}
		render.DrawInRect(dst, line, f, lr, render.Left, render.Middle, render.Ink)
	}
	return cut
}
