package egiziaview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/egizia"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// Board is what the printed board of a match depends on besides its
// size: the player count (the 2-player side), the statue cards and the
// bonus tiles dealt at setup. It does not change during a match.
type Board struct {
	Players      int
	Statues      [egizia.NumStatues]int // card ids, 0 for none
	Gold, Violet int                    // the tiles on columns 3 and 5
	Loc          *locales.Bundle
}

// drawStatic paints what is printed: the table, the score track, the
// river with its spaces and zones, the monuments, the markets, the
// flood, the Sphinx and the decks' places.
func drawStatic(dst *ebiten.Image, p *Places, b *Board) {
	withFigMin(boardFigMin(p.K), boardFigMin(p.K), func() { drawStaticBody(dst, p, b) })
}

// boardFigMin is the smallest figure on a board drawn at scale k: 21 on
// the match's board (14 px at 1280x720, ART.md), less on a board drawn
// smaller (a rules picture), never under widget.TextMin.
func boardFigMin(k float64) float64 {
	return math.Max(widget.TextMin, math.Min(PanelNum, PanelNum*k))
}

// drawStaticBody is drawStatic's body, figures at boardFigMin.
func drawStaticBody(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	render.FillRectTextured(dst, p.Area, render.SandTexture())
	widget.PaintTrack(dst, p.Track, widget.TrackStyle{Every: 10, NoNumbers: true, Tray: true})
	// The numbers in the spaces' label strips, even where a strip is a
	// little shorter than the figures (PaintTrack would leave them out),
	// at the board's figure size (14 px at 1280x720, ART.md).
	nf := render.Face(render.Bold, figMin)
	for i := 0; i < p.Track.N; i++ {
		lr := p.Track.LabelRect(i)
		render.DrawText(dst, strconv.Itoa(i), nf, lr.Center().X, lr.Center().Y+1, render.Center, render.Middle, render.InkSoft)
	}
	render.FillRoundRect(dst, p.Inner, 10*k, render.WithAlpha(render.Papyrus, 0.35))
	drawRiver(dst, p, b)
	drawObeliskBoard(dst, p, b)
	drawColonnadeBoard(dst, p, b)
	for m := range p.Market {
		drawMarketBoard(dst, p, b, m)
	}
	drawPyramidBoard(dst, p, b)
	drawStatuesBoard(dst, p, b)
	drawSphinxBoard(dst, p, b)
	drawFloodBoard(dst, p, b)
	drawDecksBoard(dst, p, b)
}

// frame is a framed area with its title centred in the title band.
func frame(dst *ebiten.Image, r, title geom.Rect, text string, k float64) {
	render.DrawShadowWith(dst, r, 8*k, 3*k, 6*k, 0.18)
	render.FillRoundRect(dst, r, 8*k, render.WithAlpha(render.Papyrus, 0.92))
	render.StrokeRoundRect(dst, r, 8*k, math.Max(1.2, 1.5*k), render.Ink)
	if text != "" {
		tf := render.Face(render.Title, math.Max(widget.TextMin, 21*k))
		render.DrawInRect(dst, text, tf, title.InsetXY(8*k, 0), render.Center, render.Middle, render.Ink)
	}
}

// slotWell is the printed place of a piece or card.
func slotWell(dst *ebiten.Image, r geom.Rect, k float64) {
	render.FillRoundRect(dst, r, 6*k, render.WithAlpha(render.LimestoneShade, 0.45))
	render.StrokeRoundRect(dst, r.Inset(2*k), 5*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.3))
}

// small is the size of the board's printed labels and figures: figMin,
// 21 on the match's board (14 px at 1280x720, ART.md), less on a board
// drawn smaller (boardFigMin).
func small() float64 { return figMin }

func drawRiver(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	// The banks: green reeds along the water.
	rv := p.River
	render.FillRect(dst, geom.R(rv.X-8*k, rv.Y, rv.W+16*k, rv.H), render.WithAlpha(render.ReedGreen, 0.35))
	// The water winds a little: a polygon with a gentle wave.
	var left, right []geom.Point
	const steps = 48
	for i := 0; i <= steps; i++ {
		t := float64(i) / steps
		y := rv.Y + t*rv.H
		dx := math.Sin(t*math.Pi*5) * 4 * k
		left = append(left, geom.Pt(rv.X+dx, y))
		right = append(right, geom.Pt(rv.Right()+dx, y))
	}
	var poly geom.Polygon
	poly = append(poly, left...)
	for i := len(right) - 1; i >= 0; i-- {
		poly = append(poly, right[i])
	}
	render.FillGradientPolygon(dst, poly, geom.Pt(rv.X, rv.Y), geom.Pt(rv.Right(), rv.Y), render.NileDeep, render.NileLight)
	// Flow marks: small chevrons pointing downstream.
	for y := rv.Y + 30*k; y < rv.Bottom()-20*k; y += 90 * k {
		c := geom.Pt(rv.Center().X, y)
		render.Polyline(dst, []geom.Point{c.Add(geom.Pt(-8*k, -5*k)), c.Add(geom.Pt(0, 3*k)), c.Add(geom.Pt(8*k, -5*k))}, math.Max(1.2, 2*k), render.WithAlpha(render.Papyrus, 0.45))
	}
	f := render.Face(render.Bold, small())
	two := b.Players == 2
	for c, r := range p.Card {
		// A jetty from the river to the space.
		render.Line(dst, geom.Pt(rv.Right(), r.Center().Y), geom.Pt(r.X, r.Center().Y), 3*k, render.Wood)
		slotWell(dst, r, k)
		render.DrawText(dst, strconv.Itoa(c+1), f, // "card space n", as tooltips and the log say
			r.Right()-6*k, r.Center().Y, render.Right, render.Middle, render.WithAlpha(render.Ink, 0.4))
		if two && (c == int(egizia.TwoPBlockedCards[0]) || c == int(egizia.TwoPBlockedCards[1])) {
			blocked(dst, r, k)
		}
	}
	for t, r := range p.Round {
		render.Line(dst, geom.Pt(r.Right(), r.Center().Y), geom.Pt(rv.X, r.Center().Y), 3*k, render.Wood)
		slotWell(dst, r.Inset(-2*k), k)
		if !two {
			// The printed round-1 effect, under the tiles of later rounds.
			paintTile(dst, r, egizia.TilePrinted, t)
		}
	}
	for z := range p.Zone {
		drawZoneBoard(dst, p, b, z)
	}
}

// blocked crosses out a space not used in a 2-player game.
func blocked(dst *ebiten.Image, r geom.Rect, k float64) {
	render.FillRoundRect(dst, r, 6*k, render.WithAlpha(render.Ink, 0.25))
	c := r.Center()
	d := math.Min(r.W, r.H) * 0.3
	render.Line(dst, c.Add(geom.Pt(-d, -d)), c.Add(geom.Pt(d, d)), 3*k, render.WithAlpha(render.Ink, 0.55))
	render.Line(dst, c.Add(geom.Pt(-d, d)), c.Add(geom.Pt(d, -d)), 3*k, render.WithAlpha(render.Ink, 0.55))
}

// zoneMonuments are the monuments each zone builds (4: the Sphinx).
var zoneMonuments = [egizia.NumZones][]int{
	{egizia.MonObelisk, egizia.MonColonnade},
	{egizia.MonPyramid, egizia.MonStatue},
	{4},
}

var zoneCodes = [egizia.NumZones]string{"z1", "z2", "z3"}

func drawZoneBoard(dst *ebiten.Image, p *Places, b *Board, z int) {
	k := p.K
	zp := p.Zone[z]
	render.DrawShadowWith(dst, zp.R, 8*k, 3*k, 6*k, 0.2)
	render.FillRoundRect(dst, zp.R, 8*k, render.Lighten(render.Limestone, 0.2))
	render.StrokeRoundRect(dst, zp.R, 8*k, math.Max(1.2, 1.5*k), render.Ink)
	// The badge over the river: the zone's monuments.
	render.FillRoundRect(dst, zp.Badge, 6*k, render.WithAlpha(render.NileDeep, 0.85))
	ms := zoneMonuments[z]
	for i, m := range ms {
		cx := zp.Badge.Center().X + (float64(i)-float64(len(ms)-1)/2)*30*k
		drawMonumentIcon(dst, m, geom.Pt(cx, zp.Badge.Center().Y), 28*k)
	}
	tf := render.Face(render.Bold, small())
	render.DrawInRect(dst, tr(b.Loc, "egizia.board."+zoneCodes[z]), tf, zp.Title, render.Left, render.Middle, render.Ink)
	open := egizia.OpenSlots(b.Players)
	nf := render.Face(render.Bold, small())
	for i, r := range zp.Slot {
		slotWell(dst, r, k)
		label := strconv.Itoa(i + 1)
		if z == egizia.ZoneSphinx {
			// The slot's Sphinx card limit.
			drawCardIcon(dst, geom.Pt(r.X+11*k, r.Bottom()-13*k), 16*k, true)
			label = strconv.Itoa(int(egizia.SphinxLimit[i]))
		}
		render.DrawText(dst, label, nf, r.Right()-4*k, r.Bottom()-2*k, render.Right, render.Bottom, render.WithAlpha(render.Ink, 0.55))
		if i >= open {
			render.FillRoundRect(dst, r, 6*k, render.WithAlpha(render.Ink, 0.15))
		}
	}
	// The waiting area: a dashed mooring.
	w := zp.Wait
	render.StrokeRoundRect(dst, w, 6*k, math.Max(1, 1.5*k), render.WithAlpha(render.Ink, 0.45))
	drawAnchor(dst, geom.Pt(w.Right()-10*k, w.Y+11*k), 16*k, render.WithAlpha(render.Ink, 0.6))
}

func drawObeliskBoard(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	o := p.Obelisk
	frame(dst, o.R, o.Title, tr(b.Loc, "egizia.board.obelisk"), k)
	f := render.Face(render.Bold, small())
	tip := obeliskTip(o, k)
	render.FillPolygon(dst, tip, render.GoldLight)
	render.StrokePolygon(dst, tip, math.Max(1, 1.2*k), render.Ink)
	for i, r := range o.Floor {
		fill := render.Limestone
		if i >= egizia.ObeliskLower {
			fill = render.Lighten(render.Limestone, 0.35)
		}
		render.FillRect(dst, r, fill)
		render.StrokeRoundRect(dst, r, 1, math.Max(1, k), render.WithAlpha(render.Ink, 0.6))
	}
	// The costs: a figure a run of floors of one cost, in the column left
	// of them, with a bracket along the run.
	for i := 0; i < egizia.ObeliskFloors; {
		j := i
		for j+1 < egizia.ObeliskFloors && egizia.ObeliskCost[j+1] == egizia.ObeliskCost[i] {
			j++
		}
		lo, hi := o.Floor[i], o.Floor[j]
		cy := (lo.Bottom() + hi.Y) / 2
		bx := o.CostCol.Right() - 1*k
		render.Line(dst, geom.Pt(bx, hi.Y+1*k), geom.Pt(bx, lo.Bottom()-1*k), math.Max(1, 1.5*k), render.WithAlpha(render.Ink, 0.45))
		render.DrawText(dst, strconv.Itoa(int(egizia.ObeliskCost[i])), f, o.CostCol.Center().X-2*k, cy, render.Center, render.Middle, render.InkSoft)
		i = j + 1
	}
	// The split between the sections, and what each section's bonus gives.
	y := o.Floor[egizia.ObeliskLower-1].Y - 0.75*k
	render.Line(dst, geom.Pt(o.R.X+4*k, y), geom.Pt(o.R.Right()-4*k, y), 2*k, render.Terracotta)
	s := 18 * k
	drawMarketIcon(dst, egizia.MktChoice, geom.Pt(o.Bonus[0].Center().X, o.Bonus[0].Center().Y), s)
	drawMarketIcon(dst, egizia.MktWheat, geom.Pt(o.Bonus[1].Center().X-s*0.55, o.Bonus[1].Center().Y), s)
	drawMarketIcon(dst, egizia.MktStone, geom.Pt(o.Bonus[1].Center().X+s*0.55, o.Bonus[1].Center().Y), s)
	// Small section marks: a dot for the lower, two for the upper.
	render.FillCircle(dst, geom.Pt(o.Bonus[0].X+4*k, o.Bonus[0].Y-4*k), 2.5*k, render.Limestone)
	render.FillCircle(dst, geom.Pt(o.Bonus[1].Right()-4*k, o.Bonus[1].Y-4*k), 2.5*k, render.Lighten(render.Limestone, 0.35))
}

// obeliskTip is the gilded tip over the top floor, below the title (it
// touched "Obélisque" at 21, issue 22).
func obeliskTip(o ObeliskPlace, k float64) geom.Polygon {
	top := o.Floor[egizia.ObeliskFloors-1]
	apex := math.Max(o.Title.Bottom()+1*k, top.Y-16*k)
	return geom.Polygon{geom.Pt(top.X, top.Y), geom.Pt(top.Center().X, apex), geom.Pt(top.Right(), top.Y)}
}

func drawColonnadeBoard(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	c := p.Colonnade
	frame(dst, c.R, c.Title, tr(b.Loc, "egizia.board.colonnade"), k)
	for i, r := range c.Cost {
		drawStoneValue(dst, int(egizia.ColCost[i]), r.Center(), math.Min(r.H, r.W/1.6))
	}
	if b.Gold > 0 {
		paintBonusTile(dst, c.Gold, b.Gold, false)
	}
	if b.Violet > 0 {
		paintBonusTile(dst, c.Violet, b.Violet, false)
	}
	// Completion points by rank.
	f := render.Face(render.Bold, small())
	d := c.Done
	drawColonnadeIcon(dst, geom.Pt(d.Center().X, d.Y+11*k), 20*k)
	pts := ""
	for i := 0; i < b.Players; i++ {
		if i > 0 {
			pts += "·"
		}
		pts += strconv.Itoa(int(egizia.ColCompletePts[i]))
	}
	render.DrawInRect(dst, pts, f, geom.R(d.X, d.Bottom()-22*k, d.W, 22*k), render.Center, render.Middle, render.GoldDeep)
	for s := 0; s < b.Players; s++ {
		for _, r := range c.Column[s] {
			// A column's base, where the brick goes.
			render.FillRoundRect(dst, r.InsetXY(6*k, 1*k), 3*k, render.WithAlpha(render.LimestoneShade, 0.5))
			render.StrokeRoundRect(dst, r.InsetXY(6*k, 1*k), 3*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.3))
		}
	}
}

func drawMarketBoard(dst *ebiten.Image, p *Places, b *Board, m int) {
	k := p.K
	mp := p.Market[m]
	name := "egizia.board.wheat_market"
	if m == egizia.MktStone {
		name = "egizia.board.stone_market"
	}
	frame(dst, mp.R, geom.Rect{}, "", k)
	drawMarketIcon(dst, m, geom.Pt(mp.Title.X+16*k, mp.Title.Center().Y+1*k), 22*k)
	tf := render.Face(render.Title, math.Max(small(), 20*k))
	render.DrawInRect(dst, tr(b.Loc, name), tf, geom.R(mp.Title.X+30*k, mp.Title.Y, mp.Title.W-32*k, mp.Title.H), render.Left, render.Middle, render.Ink)
	f := render.Face(render.Bold, small())
	for l := 0; l < egizia.MaxLevel; l++ {
		r := mp.Level[l]
		render.FillRoundRect(dst, r, 5*k, render.Mix(render.Papyrus, render.Limestone, 0.2+0.12*float64(l)))
		render.StrokeRoundRect(dst, r, 5*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.45))
		render.DrawText(dst, strconv.Itoa(l+1), f, mp.Marks[l].X+2*k, mp.Marks[l].Y, render.Left, render.Top, render.WithAlpha(render.Ink, 0.35))
		in := mp.Info[l]
		s := math.Min(in.H*0.5, 22*k)
		top, bot := in.SplitY(in.H / 2)
		lv := l + 1
		if m == egizia.MktWheat {
			// Each missing Wheat costs points; from level 3 surplus sells.
			drawGlyphs(dst, []glyph{{gWheat, 0, -1}, {gTo, 0, 0}, {gPoints, 0, -int(egizia.WheatPenalty[lv])}}, top, s)
			var gs []glyph
			if lv >= egizia.SellLevel {
				gs = []glyph{{gWheat, 1, egizia.SurplusPer}, {gTo, 0, 0}, {gPoints, 0, 1}}
			}
			if lv == egizia.MaxLevel {
				gs = append(gs, glyph{gReach, 0, 0}, glyph{gPoints, 0, egizia.WheatL5Points})
			}
			drawGlyphs(dst, gs, bot, s)
		} else {
			switch lv {
			case egizia.SellLevel:
				drawGlyphs(dst, []glyph{{gReach, 0, 0}, {gStone, 0, egizia.StoneL3Reward}}, top, s)
			case egizia.MaxLevel:
				drawGlyphs(dst, []glyph{{gReach, 0, 0}, {gStone, 0, egizia.StoneL5Reward}}, top, s)
			}
			if lv >= egizia.StoneEndLevel {
				drawGlyphs(dst, []glyph{{gEnd, 0, 0}, {gStone, 1, egizia.StonePer}, {gTo, 0, 0}, {gPoints, 0, 1}}, bot, s)
			}
		}
	}
}

func drawPyramidBoard(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	py := p.Pyramid
	frame(dst, py.R, py.Title, tr(b.Loc, "egizia.board.pyramid"), k)
	rows := egizia.PyrRows
	cost := egizia.PyrRowCost[:]
	if b.Players == 2 {
		rows, cost = egizia.PyrRows2p, egizia.PyrRowCost2p[:]
		for side, r := range py.Sides {
			fill := render.WithAlpha(render.Darken(render.LimestoneShade, 0.25), 0.55)
			if side == 1 {
				fill = render.WithAlpha(render.Lighten(render.Limestone, 0.4), 0.8)
			}
			tri := geom.Polygon{geom.Pt(r.X, r.Bottom()), geom.Pt(r.Center().X, r.Y-20*k), geom.Pt(r.Right(), r.Bottom())}
			render.FillPolygon(dst, tri, fill)
		}
	} else {
		tri := pyramidShape(py, k)
		render.FillPolygon(dst, tri, render.WithAlpha(render.Limestone, 0.7))
	}
	f := render.Face(render.Bold, small())
	for r := 0; r < rows; r++ {
		drawStoneValue(dst, int(cost[r]), py.Cost[r].Center(), py.Cost[r].H*0.8)
		for _, s := range py.Space[r] {
			render.FillRoundRect(dst, s, 4*k, render.Lighten(render.Limestone, 0.25))
			render.StrokeRoundRect(dst, s, 4*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.55))
			render.DrawText(dst, strconv.Itoa(int(cost[r])), f, s.Center().X, s.Center().Y, render.Center, render.Middle, render.WithAlpha(render.Ink, 0.35))
		}
		render.StrokeCircle(dst, py.Winner[r].Center(), py.Winner[r].W*0.45, math.Max(1, k), render.WithAlpha(render.GoldDeep, 0.6))
	}
}

// pyramidShape is the 3-4 player pyramid's printed triangle, its apex
// below the title (it ran into "Pyramid", issue 22).
func pyramidShape(py PyramidPlace, k float64) geom.Polygon {
	base := py.Space[0]
	l, rr := base[0].X-6*k, base[len(base)-1].Right()+6*k
	top := math.Max(py.Title.Bottom()+2*k, py.Space[egizia.PyrRows-1][0].Y-24*k)
	return geom.Polygon{geom.Pt(l, base[0].Bottom()+2*k), geom.Pt((l+rr)/2, top), geom.Pt(rr, base[0].Bottom()+2*k)}
}

func drawStatuesBoard(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	st := p.Statues
	frame(dst, st.R, st.Title, tr(b.Loc, "egizia.board.statues"), k)
	for i, sp := range st.Statue {
		if id := b.Statues[i]; id > 0 {
			paintStatueCard(dst, sp.Card, id)
		}
		for l := 0; l < egizia.StatueLevels; l++ {
			render.FillRoundRect(dst, sp.Level[l], 4*k, render.WithAlpha(render.Limestone, 0.35+0.15*float64(l)))
			drawStoneValue(dst, int(egizia.StatueCost[l]), sp.Cost[l].Center().Add(geom.Pt(4*k, 0)), sp.Cost[l].H*0.8)
			for _, c := range sp.Cell[l][:b.Players] {
				render.StrokeRoundRect(dst, c, 3*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.25))
			}
		}
	}
}

func drawSphinxBoard(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	sp := p.Sphinx
	frame(dst, sp.R, sp.Title, tr(b.Loc, "egizia.board.sphinx"), k)
	slotWell(dst, sp.Deck, k)
	render.FillRoundRect(dst, sp.Hand, 8*k, render.WithAlpha(render.LimestoneShade, 0.2))
}

// floodCols are the field colours that produce at each flood position.
func floodCols(f int) []int {
	var out []int
	for c := egizia.Green; c < egizia.NumColours; c++ {
		if egizia.Irrigated(c, f) {
			out = append(out, c)
		}
	}
	return out
}

func drawFloodBoard(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	fp := p.Flood
	frame(dst, fp.R, fp.Title, tr(b.Loc, "egizia.board.flood"), k)
	for i, r := range fp.Space {
		render.FillRoundRect(dst, r, 6*k, render.Mix(render.NileLight, render.Papyrus, 0.25+0.25*float64(i)))
		render.StrokeRoundRect(dst, r, 6*k, math.Max(1, k), render.WithAlpha(render.Ink, 0.5))
		// The fields that produce here.
		s := r.H * 0.62
		x := r.X + r.W*0.36
		for j, c := range floodCols(i) {
			q := geom.RectFromCenter(geom.Pt(x+float64(j)*(s+4*k)+s/2, r.Center().Y), s, s)
			render.FillRoundRect(dst, q, 3*k, fieldColours[c])
			render.StrokeRoundRect(dst, q, 3*k, math.Max(1, k), render.Ink)
			drawWheat(dst, q.Center(), s*0.7, render.Papyrus)
		}
	}
}

func drawDecksBoard(dst *ebiten.Image, p *Places, b *Board) {
	k := p.K
	frame(dst, p.DeckBox, geom.R(p.DeckBox.X, p.DeckBox.Y, p.DeckBox.W, 24*k), tr(b.Loc, "egizia.board.decks"), k)
	f := render.Face(render.Bold, small())
	for d, r := range p.Decks {
		slotWell(dst, r, k)
		for _, rd := range deckRounds[d] {
			c := p.RoundPip(rd)
			render.FillCircle(dst, c.Center(), c.W/2, render.Papyrus)
			render.StrokeCircle(dst, c.Center(), c.W/2, math.Max(1, k), render.WithAlpha(render.Ink, 0.5))
			render.DrawText(dst, strconv.Itoa(rd), f, c.Center().X, c.Center().Y, render.Center, render.Middle, render.InkSoft)
		}
	}
}

// deckRounds are the rounds each Nile deck deals (§4.1).
var deckRounds = [egizia.NumDecks][]int{{1, 2}, {3, 4}, {5}}
