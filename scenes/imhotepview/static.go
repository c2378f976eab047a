package imhotepview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine/imhotep"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The static layer: everything printed on the table and the boards, drawn
// once into an image and redrawn only when the layout, the sides, the
// player count or the language change.

type staticKey struct {
	w, h  int
	k     float64
	np    int
	sideB [imhotep.NumSites]bool
	lang  string
	// density: the layer is drawn at the screen's (render.Density).
	density float64
}

var tr = gameview.Tr

// key joins a locale section and a code; keys built at run time go
// through it (the locale tests check the literal ones).
func key(section, code string) string { return section + "." + code }

func fs(l *layout, size float64) float64 { return readable(math.Max(9, size*l.k)) }

// textSeen, set by tests, is told each text size the view draws with.
var textSeen func(size float64)

// readable passes a text size through, telling textSeen.
func readable(size float64) float64 {
	if textSeen != nil {
		textSeen(size)
	}
	return size
}

// countSize is the size of the counts a player reads at a glance (the
// quarries, the piles, a panel's quarry): ART.md's 14 px at a 1280x720
// window is 21 on the 1920x1080 canvas (issue 22).
const countSize = 21.0

// trackNumSize is the size of the score track's numbers: counts.
const trackNumSize = countSize

// figureSize is the base size of the figures printed on the board (the
// round card's capacities, the point coins): 21.5 base units come to 21.4
// logical px at the match's board scale (k 0.994), 14 px in a 1280x720
// window (ART.md); a smaller board (a rules picture) scales them down.
const figureSize = 21.5

// figureSeen, set by tests, is told each board figure drawn (what it is)
// and its size.
var figureSeen func(what string, size float64)

// figureFace is the face of a figure printed on the board, told to
// figureSeen.
func figureFace(what string, l *layout) text.Face {
	size := fs(l, figureSize)
	if figureSeen != nil {
		figureSeen(what, size)
	}
	return render.Face(render.Bold, size)
}

// countSeen, set by tests, is told each count drawn and its size.
var countSeen func(s string, size float64)

// countFace is the face of count s, at countSize, told to countSeen. On a
// board (l not nil) smaller than the match's, a rules picture, it shrinks
// with the board, as the figures do, so the count stays in its place.
func countFace(s string, role render.Role, l *layout) text.Face {
	size := countSize
	if l != nil {
		size = math.Min(countSize, fs(l, figureSize))
	}
	if countSeen != nil {
		countSeen(s, size)
	}
	return render.Face(role, size)
}

// fitFace is the largest face of role, from size down to least (base
// sizes), in which str wrapped to r's width fits r's height.
func fitFace(str string, role render.Role, l *layout, size, least float64, r geom.Rect) text.Face {
	for ; size > least; size-- {
		f := render.Face(role, fs(l, size))
		if float64(len(render.Wrap(str, f, r.W)))*render.LineHeight(f) <= r.H+0.5 {
			return f
		}
	}
	return render.Face(role, fs(l, least))
}

// textQ holds the static layer's text until every shape is drawn: one
// switch from shapes to glyphs instead of one per label.
type textQ []func()

func (q *textQ) text(dst *ebiten.Image, str string, face text.Face, x, y float64, h render.Align, v render.Anchor, clr color.Color) {
	*q = append(*q, func() { render.DrawText(dst, str, face, x, y, h, v, clr) })
}

func (q *textQ) inRect(dst *ebiten.Image, str string, face text.Face, r geom.Rect, h render.Align, v render.Anchor, clr color.Color) {
	*q = append(*q, func() { render.DrawInRect(dst, str, face, r, h, v, clr) })
}

// wrapped queues a wrapped paragraph and returns the height it will use.
func (q *textQ) wrapped(dst *ebiten.Image, str string, face text.Face, r geom.Rect, h render.Align, clr color.Color) float64 {
	*q = append(*q, func() { render.DrawWrapped(dst, str, face, r, h, clr) })
	n := len(render.Wrap(str, face, r.W))
	lh := render.LineHeight(face)
	return math.Min(r.H, float64(n)*lh)
}

func (q *textQ) flush() {
	for _, f := range *q {
		f()
	}
	*q = nil
}

// drawStatic paints the table of layout l (whose area starts at the
// image's origin) for board configuration b.
func drawStatic(dst *ebiten.Image, l *layout, b *board, loc *locales.Bundle) {
	var q textQ
	render.FillRectTextured(dst, l.area, render.SandTexture())
	drawTrack(dst, l, &q)
	drawWater(dst, l)
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		drawDockPier(dst, l, s)
	}
	drawHarbourBerths(dst, l)
	st := render.DefaultPanel()
	st.Scale = l.k
	render.DrawPanel(dst, l.roundPanel(), st)
	render.DrawPanel(dst, l.supplyPanel(), st)
	render.DrawPanel(dst, l.actionBar(), st)
	drawSupplyStatic(dst, l, b, loc, &q)
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		drawSiteStatic(dst, l, b, s, loc, &q)
	}
	q.flush()
}

func drawTrack(dst *ebiten.Image, l *layout, q *textQ) {
	tr := l.trackRect().InsetXY(-l.s(2), -l.s(2))
	render.FillRoundRect(dst, tr, l.s(8), render.WithAlpha(render.LimestoneShade, 0.55))
	for i := 0; i < 40; i++ {
		c := l.trackCell(i)
		fill := render.Papyrus
		if i%5 == 0 {
			fill = render.Lighten(render.Gold, 0.55)
		}
		render.FillRoundRect(dst, c, l.s(5), fill)
		render.StrokeRoundRect(dst, c, l.s(5), math.Max(1, l.s(1.2)), render.Ink)
		n := strconv.Itoa(i)
		q.text(dst, n, countFace(n, render.Bold, l), c.X+l.s(4), c.Y+l.s(2), render.Left, render.Top, render.InkSoft)
	}
	// The loop turns at both ends.
	for _, pair := range [][2]int{{19, 20}, {39, 0}} {
		a, b := l.trackCell(pair[0]), l.trackCell(pair[1])
		x := a.Right() - l.s(6)
		if pair[0] == 39 {
			x = a.X + l.s(6)
		}
		render.Line(dst, geom.Pt(x, a.Bottom()-l.s(2)), geom.Pt(x, b.Y+l.s(2)), l.s(3), render.Gold)
	}
}

func drawWater(dst *ebiten.Image, l *layout) {
	river := l.river()
	basin := l.harbour()
	stops := []render.Stop{{At: 0, Color: render.NileDeep}, {At: 1, Color: render.NileLight}}
	render.FillGradientRect(dst, basin, false, stops...)
	render.FillGradientRect(dst, river, false, render.Stop{At: 0, Color: render.NileLight}, render.Stop{At: 1, Color: render.NileDeep})
	// Banks.
	bank := render.LimestoneShade
	w := math.Max(2, l.s(4))
	render.Line(dst, geom.Pt(river.Right(), river.Y), geom.Pt(river.Right(), river.Bottom()), w, bank)
	render.Line(dst, geom.Pt(river.X, river.Y), geom.Pt(river.X, basin.Y), w, bank)
	render.Line(dst, geom.Pt(river.X, basin.Bottom()), geom.Pt(river.X, river.Bottom()), w, bank)
	render.Line(dst, geom.Pt(basin.X, basin.Y), geom.Pt(river.X, basin.Y), w, bank)
	render.Line(dst, geom.Pt(basin.X, basin.Bottom()), geom.Pt(river.X, basin.Bottom()), w, bank)
	// Ripples, the same every time.
	seed := uint64(0x1ee7)
	rnd := func() float64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return float64(seed>>33) / float64(1<<31)
	}
	ripple := render.WithAlpha(render.Lighten(render.NileLight, 0.5), 0.35)
	for _, area := range []geom.Rect{basin, river} {
		n := int(area.W * area.H / (l.s(40) * l.s(40)) / 3)
		for i := 0; i < n; i++ {
			x := area.X + rnd()*area.W
			y := area.Y + rnd()*area.H
			d := l.s(8 + 10*rnd())
			pts := []geom.Point{geom.Pt(x-d, y), geom.Pt(x-d/2, y-l.s(2.5)), geom.Pt(x, y), geom.Pt(x+d/2, y-l.s(2.5)), geom.Pt(x+d, y)}
			render.Polyline(dst, pts, math.Max(1, l.s(1.5)), ripple)
		}
	}
}

func drawDockPier(dst *ebiten.Image, l *layout, s imhotep.Site) {
	d := l.dock(s)
	wood := render.Wood
	for _, y := range []float64{d.Y - l.s(2), d.Bottom() - l.s(6)} {
		p := geom.R(d.Right()-l.s(70), y, l.s(84), l.s(8))
		render.FillRoundRect(dst, p, l.s(2), wood)
		render.StrokeRoundRect(dst, p, l.s(2), math.Max(1, l.s(1.2)), render.Ink)
	}
	for _, y := range []float64{d.Y + l.s(2), d.Bottom() - l.s(2)} {
		c := geom.Pt(d.Right()-l.s(66), y)
		render.FillCircle(dst, c, l.s(5), render.Darken(wood, 0.2))
		render.StrokeCircle(dst, c, l.s(5), math.Max(1, l.s(1.2)), render.Ink)
	}
}

func drawHarbourBerths(dst *ebiten.Image, l *layout) {
	for i := 0; i < imhotep.ShipsPerRound; i++ {
		b := l.berth(i)
		render.StrokeRoundRect(dst, b, l.s(10), math.Max(1, l.s(1.5)), render.WithAlpha(render.Lighten(render.NileLight, 0.6), 0.5))
		post := geom.Pt(b.X+l.s(6), b.Center().Y)
		render.FillCircle(dst, post, l.s(5), render.Darken(render.Wood, 0.2))
		render.StrokeCircle(dst, post, l.s(5), math.Max(1, l.s(1.2)), render.Ink)
	}
}

func drawSupplyStatic(dst *ebiten.Image, l *layout, b *board, loc *locales.Bundle, q *textQ) {
	p := l.supplyPanel()
	q.inRect(dst, tr(loc, "imhotep.ui.supply"), render.Face(render.Title, fs(l, 22)), geom.R(p.X+l.s(14), p.Y+l.s(6), p.W-l.s(28), l.s(24)), render.Left, render.Middle, render.Ink)
	for s := 0; s < b.np; s++ {
		r := l.supplyRow(s)
		render.FillRoundRect(dst, r, l.s(6), render.WithAlpha(render.LimestoneShade, 0.25))
		render.DrawPlayerMark(dst, geom.Pt(r.X+l.s(14), r.Center().Y), l.s(20), pcOf(s))
		q := l.quarryPile(s)
		render.FillRoundRect(dst, q.InsetXY(l.s(2), l.s(5)), l.s(5), render.WithAlpha(render.Limestone, 0.8))
		for i := 0; i < imhotep.SledCapacity; i++ {
			c := l.sledSlot(s, i)
			render.FillRoundRect(dst, c.Inset(l.s(1)), l.s(4), render.WithAlpha(render.Wood, 0.25))
			render.StrokeRoundRect(dst, c.Inset(l.s(1)), l.s(4), math.Max(1, l.s(1)), render.WithAlpha(render.Wood, 0.8))
		}
	}
}

// ---- site boards ----

func sideLetter(b *board, s imhotep.Site) string {
	if b.sideB[s] {
		return "B"
	}
	return "A"
}

func drawSiteStatic(dst *ebiten.Image, l *layout, b *board, s imhotep.Site, loc *locales.Bundle, q *textQ) {
	r := l.site(s)
	st := render.DefaultPanel()
	st.Scale = l.k
	render.DrawPanel(dst, r, st)
	strip := geom.R(r.X+l.s(6), r.Y+l.s(6), l.s(stripW-6), r.H-l.s(12))
	render.FillRoundRect(dst, strip, l.s(7), render.WithAlpha(render.LimestoneShade, 0.35))
	render.Line(dst, geom.Pt(strip.Right(), strip.Y+l.s(6)), geom.Pt(strip.Right(), strip.Bottom()-l.s(6)), math.Max(1, l.s(1.5)), render.Gold)
	render.DrawIcon(dst, siteIcon(s), strip.X+l.s(26), strip.Y+l.s(24), l.s(38))
	// Side badge.
	bc := geom.Pt(strip.Right()-l.s(24), strip.Y+l.s(24))
	fill := render.Gold
	if b.sideB[s] {
		fill = render.Lapis
	}
	render.FillCircle(dst, bc, l.s(15), fill)
	render.StrokeCircle(dst, bc, l.s(15), math.Max(1, l.s(1.5)), render.Ink)
	txt := render.Papyrus
	if !b.sideB[s] {
		txt = render.Ink
	}
	q.text(dst, sideLetter(b, s), render.Face(render.Bold, fs(l, 20)), bc.X, bc.Y, render.Center, render.Middle, txt)
	name := tr(loc, key("imhotep.site", s.String()))
	nf := render.Face(render.Title, fs(l, 22))
	used := q.wrapped(dst, name, nf, geom.R(strip.X+l.s(8), strip.Y+l.s(48), strip.W-l.s(12), l.s(56)), render.Left, render.Ink)
	sum := ""
	switch {
	case s == imhotep.Burial:
		sum = tr(loc, "imhotep.ui.sum_burial_"+sideLetterLower(b, s))
	case s == imhotep.Obelisks && b.sideB[s]:
		sum = tr(loc, "imhotep.strip.obelisks_b")
	}
	if s == imhotep.Burial {
		// The chamber's note goes on one line under its grid: the strip
		// is too narrow for it at a readable size.
		r := l.in(s, burialX0(b.sideB[s]), 152, baseW-sitesX-burialX0(b.sideB[s])-12, 24)
		q.inRect(dst, sum, fitFace(sum, render.Body, l, 17, 15, r), r, render.Left, render.Middle, render.InkSoft)
		sum = ""
	}
	if sum != "" {
		top := strip.Y + l.s(52) + used
		r := geom.R(strip.X+l.s(8), top, strip.W-l.s(10), strip.Bottom()-top-l.s(2))
		q.wrapped(dst, sum, fitFace(sum, render.Body, l, 17, 15, r), r, render.Left, render.InkSoft)
	}
	switch s {
	case imhotep.Market:
		drawMarketStatic(dst, l, b, loc, q)
	case imhotep.Pyramid:
		if b.sideB[s] {
			drawPyramidBStatic(dst, l, loc, q)
		} else {
			drawPyramidAStatic(dst, l, q)
		}
		drawEdgeStatic(dst, l, b.sideB[s], loc, q)
	case imhotep.Temple:
		drawTempleStatic(dst, l, b, loc, q)
	case imhotep.Burial:
		drawBurialStatic(dst, l, b, loc, q)
	case imhotep.Obelisks:
		if b.sideB[s] {
			drawObelisksBStatic(dst, l, b, q)
		} else {
			drawObelisksAStatic(dst, l, b, loc, q)
		}
	}
}

func sideLetterLower(b *board, s imhotep.Site) string {
	if b.sideB[s] {
		return "b"
	}
	return "a"
}

func emptySpace(dst *ebiten.Image, r geom.Rect, l *layout) {
	render.FillRoundRect(dst, r, l.s(7), render.WithAlpha(render.LimestoneShade, 0.3))
	render.StrokeRoundRect(dst, r, l.s(7), math.Max(1, l.s(1.5)), render.WithAlpha(render.InkSoft, 0.7))
}

func drawMarketStatic(dst *ebiten.Image, l *layout, b *board, loc *locales.Bundle, q *textQ) {
	n := imhotep.MarketASpaces
	if b.sideB[imhotep.Market] {
		n = imhotep.MarketBSpaces
	}
	for i := 0; i < n; i++ {
		emptySpace(dst, l.marketSpace(i), l)
	}
	if b.sideB[imhotep.Market] {
		r := l.marketSpace(3)
		emptySpace(dst, r, l)
		inner := r.Inset(l.s(10))
		render.StrokeRoundRect(dst, inner.Translate(l.s(-4), l.s(-4)), l.s(6), math.Max(1, l.s(1.2)), render.WithAlpha(render.Lapis, 0.6))
		render.StrokeRoundRect(dst, inner.Translate(l.s(4), l.s(4)), l.s(6), math.Max(1, l.s(1.2)), render.WithAlpha(render.Lapis, 0.6))
		q.wrapped(dst, tr(loc, "imhotep.ui.pair"), render.Face(render.Medium, fs(l, 17)), geom.R(r.X+l.s(6), r.Center().Y-l.s(18), r.W-l.s(12), l.s(44)), render.Center, render.Lapis)
	}
	lf := render.Face(render.Medium, fs(l, 17))
	for _, pr := range []struct {
		r   geom.Rect
		key string
	}{{l.deckPile(), "imhotep.ui.deck"}, {l.discardPile(), "imhotep.ui.discard"}} {
		emptySpace(dst, pr.r, l)
		q.inRect(dst, tr(loc, pr.key), lf, geom.R(pr.r.X-l.s(10), pr.r.Bottom()+l.s(2), pr.r.W+l.s(20), l.s(22)), render.Center, render.Top, render.InkSoft)
	}
}

// valueText draws a small gold coin with a number.
func valueCoin(dst *ebiten.Image, c geom.Point, rad float64, v string, l *layout, q *textQ) {
	render.FillCircle(dst, c, rad, render.Gold)
	render.StrokeCircle(dst, c, rad, math.Max(1, l.s(1.2)), render.Ink)
	q.text(dst, v, figureFace("coin", l), c.X, c.Y, render.Center, render.Middle, render.Ink)
}

func platform(dst *ebiten.Image, r geom.Rect, level int, l *layout) {
	off := l.s(3 + 2*float64(level))
	render.DrawShadowWith(dst, r, l.s(6), off, l.s(6), 0.3)
	render.FillGradientRoundRect(dst, r, l.s(6), render.Lighten(render.Limestone, 0.15+0.08*float64(level)), render.LimestoneShade)
	render.StrokeRoundRect(dst, r, l.s(6), math.Max(1, l.s(1.5)), render.Ink)
}

func pyramidCell(dst *ebiten.Image, r geom.Rect, l *layout) {
	render.FillRoundRect(dst, r, l.s(4), render.WithAlpha(render.Papyrus, 0.7))
	render.StrokeRoundRect(dst, r, l.s(4), math.Max(1, l.s(1)), render.WithAlpha(render.InkSoft, 0.8))
}

func drawPyramidAStatic(dst *ebiten.Image, l *layout, q *textQ) {
	for lv := 0; lv < 3; lv++ {
		platform(dst, l.pyrALevelRect(lv), lv, l)
	}
	for i, v := range imhotep.PyramidAValues {
		c := l.pyrACell(i)
		pyramidCell(dst, c, l)
		valueCoin(dst, c.Center(), l.s(13), strconv.Itoa(v), l, q)
	}
	// Steps between the levels.
	for lv := 0; lv < 2; lv++ {
		a, b := l.pyrALevelRect(lv), l.pyrALevelRect(lv+1)
		y := (a.Center().Y + b.Center().Y) / 2
		drawArrow(dst, geom.Pt(a.Right()+l.s(3), y), geom.Pt(b.X-l.s(3), y), l)
	}
}

func drawArrow(dst *ebiten.Image, a, b geom.Point, l *layout) {
	w := math.Max(1.2, l.s(2))
	render.Line(dst, a, b, w, render.InkSoft)
	d := b.Sub(a)
	n := d.Len()
	if n == 0 {
		return
	}
	u := d.Mul(1 / n)
	h := l.s(6)
	left := b.Sub(u.Mul(h)).Add(geom.Pt(-u.Y, u.X).Mul(h * 0.6))
	right := b.Sub(u.Mul(h)).Add(geom.Pt(u.Y, -u.X).Mul(h * 0.6))
	render.Line(dst, b, left, w, render.InkSoft)
	render.Line(dst, b, right, w, render.InkSoft)
}

func bonusIcon(b imhotep.Bonus) render.Icon {
	switch b {
	case imhotep.BonusCard:
		return render.IconCard
	case imhotep.BonusStones:
		return render.IconStone
	}
	return render.IconShip
}

func drawPyramidBStatic(dst *ebiten.Image, l *layout, loc *locales.Bundle, q *textQ) {
	for k := 0; k < 3; k++ {
		area := l.pyramidB(k)
		// A pyramid silhouette behind the spaces.
		base := l.pyrBCell(k, 1)
		topc := l.pyrBCell(k, 4)
		tri := geom.Polygon{
			geom.Pt(area.X+l.s(2), base.Bottom()+l.s(6)),
			geom.Pt(topc.Right()+l.s(8), base.Bottom()+l.s(6)),
			geom.Pt((area.X+topc.Right())/2+l.s(4), area.Y+l.s(4)),
		}
		render.FillPolygon(dst, tri, render.WithAlpha(render.LimestoneShade, 0.45))
		render.StrokePolygon(dst, tri, math.Max(1, l.s(1.2)), render.WithAlpha(render.InkSoft, 0.6))
		for i := 0; i < 5; i++ {
			c := l.pyrBCell(k, i)
			if i == 4 {
				platform(dst, c.Inset(-l.s(3)), 1, l)
			}
			pyramidCell(dst, c, l)
			sp := imhotep.PyramidB[k][i]
			if sp.Bonus != imhotep.NoBonus {
				valueCoin(dst, geom.Pt(c.X+l.s(13.5), c.Y+l.s(13.5)), l.s(12), strconv.Itoa(sp.Points), l, q)
				render.DrawIcon(dst, bonusIcon(sp.Bonus), c.Right()-l.s(14), c.Bottom()-l.s(14), l.s(24))
			} else {
				valueCoin(dst, c.Center(), l.s(13), strconv.Itoa(sp.Points), l, q)
			}
		}
		label := tr(loc, "imhotep.ui.pyramid_"+imhotep.PyramidBNames[k])
		q.text(dst, label, render.Face(render.Bold, fs(l, 17)), area.X+l.s(6), area.Y+l.s(2), render.Left, render.Top, render.InkSoft)
	}
}

func drawEdgeStatic(dst *ebiten.Image, l *layout, sideB bool, loc *locales.Bundle, q *textQ) {
	r := l.pyrEdge(sideB)
	render.FillRoundRect(dst, r, l.s(8), render.WithAlpha(render.LimestoneShade, 0.22))
	render.StrokeRoundRect(dst, r, l.s(8), math.Max(1, l.s(1.2)), render.WithAlpha(render.InkSoft, 0.5))
	q.wrapped(dst, tr(loc, "imhotep.ui.edge"), render.Face(render.Medium, fs(l, 17)), geom.R(r.X+l.s(8), r.Y+l.s(6), r.W-l.s(16), l.s(44)), render.Left, render.InkSoft)
}

func templeBonusChip(dst *ebiten.Image, r geom.Rect, sideB bool, col int, l *layout, q *textQ) {
	render.FillRoundRect(dst, r, l.s(6), render.WithAlpha(render.Papyrus, 0.9))
	render.StrokeRoundRect(dst, r, l.s(6), math.Max(1, l.s(1.2)), render.Ink)
	c := r.Center()
	if !sideB {
		valueCoin(dst, c, l.s(12), "1", l, q)
		return
	}
	switch imhotep.TempleB[col] {
	case imhotep.TempleChoice:
		// Coin, slash, stone, digit: the figures at figureSize leave the
		// slash and the stone less room.
		valueCoin(dst, geom.Pt(c.X-l.s(17), c.Y), l.s(11), "1", l, q)
		q.text(dst, "/", render.Face(render.Bold, fs(l, 15)), c.X-l.s(3.5), c.Y, render.Center, render.Middle, render.Ink)
		render.DrawIcon(dst, render.IconStone, c.X+l.s(6), c.Y, l.s(14))
		q.text(dst, strconv.Itoa(imhotep.TempleChoiceStones), figureFace("temple stones", l), c.X+l.s(20), c.Y, render.Center, render.Middle, render.Ink)
	case imhotep.TemplePoints:
		valueCoin(dst, c, l.s(12), strconv.Itoa(imhotep.TemplePointsValue), l, q)
	case imhotep.TempleCard:
		render.DrawIcon(dst, render.IconCard, c.X, c.Y, l.s(22))
	}
}

func drawTempleStatic(dst *ebiten.Image, l *layout, b *board, loc *locales.Bundle, q *textQ) {
	w := b.templeW
	first, last := l.templeColumn(0), l.templeColumn(w-1)
	// Pillars behind the stacks, a lintel above.
	for c := 0; c < w; c++ {
		col := l.templeColumn(c)
		p := geom.R(col.Center().X-l.s(9), col.Y+l.s(6), l.s(18), col.H-l.s(6))
		render.FillRect(dst, p, render.WithAlpha(render.LimestoneShade, 0.35))
	}
	lintel := geom.R(first.X-l.s(6), first.Y-l.s(2), last.Right()-first.X+l.s(12), l.s(8))
	render.FillRoundRect(dst, lintel, l.s(3), render.WithAlpha(render.LimestoneShade, 0.7))
	plate := geom.R(first.X-l.s(6), first.Bottom()-l.s(2), last.Right()-first.X+l.s(12), l.s(14))
	platform(dst, plate, 0, l)
	for c := 0; c < w; c++ {
		templeBonusChip(dst, l.templeBonus(c), b.sideB[imhotep.Temple], c, l, q)
	}
	leg := geom.R(last.Right()+l.s(26), l.site(imhotep.Temple).Y+l.s(18), l.site(imhotep.Temple).Right()-last.Right()-l.s(40), l.s(140))
	q.wrapped(dst, tr(loc, "imhotep.ui.legend_temple_"+sideLetterLower(b, imhotep.Temple)), render.Face(render.Body, fs(l, 17)), leg, render.Left, render.InkSoft)
}

func drawBurialStatic(dst *ebiten.Image, l *layout, b *board, loc *locales.Bundle, q *textQ) {
	if !b.sideB[imhotep.Burial] {
		return
	}
	for row := 0; row < 3; row++ {
		r := l.burialRowLabel(row)
		render.FillRoundRect(dst, r.InsetXY(l.s(2), l.s(4)), l.s(5), render.WithAlpha(render.Lapis, 0.15))
		label := tr(loc, "imhotep.ui.row", "n", row+1)
		// One line as wide as the label and its margins.
		wide := geom.R(r.X-l.s(8), r.Y, r.W+l.s(12), l.s(24))
		f := fitFace(label, render.Bold, l, 17, 15, wide)
		q.text(dst, label, f, wide.Center().X, r.Center().Y, render.Center, render.Middle, render.Lapis)
	}
}

func drawObelisksAStatic(dst *ebiten.Image, l *layout, b *board, loc *locales.Bundle, q *textQ) {
	for p := 0; p < b.np; p++ {
		t := l.obeliskATower(p)
		base := geom.R(t.X, t.Bottom()-l.s(24), t.W, l.s(20))
		platform(dst, base, 0, l)
		render.DrawPlayerMark(dst, base.Center(), l.s(14), pcOf(p))
	}
	last := l.obeliskATower(max(b.np-1, 0))
	site := l.site(imhotep.Obelisks)
	ranks := imhotep.ObeliskARanks[max(b.np, 2)-2]
	s := ""
	for i, v := range ranks {
		if i > 0 {
			s += "\u00a0·\u00a0"
		}
		s += strconv.Itoa(v)
	}
	leg := geom.R(last.Right()+l.s(30), site.Y+l.s(18), site.Right()-last.Right()-l.s(44), l.s(140))
	q.wrapped(dst, tr(loc, "imhotep.ui.legend_obelisks_a", "ranks", s), render.Face(render.Body, fs(l, 17)), leg, render.Left, render.InkSoft)
}

func drawObelisksBStatic(dst *ebiten.Image, l *layout, b *board, q *textQ) {
	for p := 0; p < b.np; p++ {
		c0 := l.obWaitCell(p, 0)
		render.DrawPlayerMark(dst, geom.Pt(c0.X-l.s(16), c0.Center().Y), l.s(16), pcOf(p))
		for i := 0; i < imhotep.ObeliskBStones-1; i++ {
			c := l.obWaitCell(p, i)
			render.FillRoundRect(dst, c.Inset(l.s(2)), l.s(4), render.WithAlpha(render.Papyrus, 0.8))
			render.StrokeRoundRect(dst, c.Inset(l.s(2)), l.s(4), math.Max(1, l.s(1)), render.WithAlpha(render.InkSoft, 0.8))
		}
	}
	for j, v := range imhotep.ObeliskBValues {
		r := l.obSpace(j)
		render.FillRoundRect(dst, r, l.s(6), render.WithAlpha(render.LimestoneShade, 0.22))
		base := geom.R(r.X+l.s(4), r.Bottom()-l.s(30), r.W-l.s(8), l.s(12))
		platform(dst, base, 0, l)
		valueCoin(dst, geom.Pt(r.Center().X, r.Bottom()-l.s(11)), l.s(12), strconv.Itoa(v), l, q)
	}
}
