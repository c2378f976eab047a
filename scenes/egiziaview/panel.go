package egiziaview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// seatShow is what a seat's area shows, read from the engine by the view
// (and made up by the pictures' tests).
type seatShow struct {
	Colour  render.PlayerColor
	Str     [egizia.NumCrews]int
	Used    [egizia.NumCrews]bool
	Stone   int
	Mkt     [egizia.NumMarkets]int
	Score   int
	Order   int
	Sphinx  int
	Bonus   []int  // tiles gained, G1..G10
	Spent   []bool // by Bonus: a violet tile used (this round or game)
	Fields  []chip
	Others  []chip
	Wheat   int // what the fields give at the flood as it is
	Need    int // the crews' Strength
	Quarry  int // Stone the quarries give a round
	Ships   int // ships left to place this round
	Passed  bool
	Flooded bool
}

// chip is a card in play as the area shows it.
type chip struct {
	ID       int // Nile card id, 0 the starting card
	Colour   int // a field's current colour, NoColour for the rest
	Value    int // Wheat or Stone
	Stone    int // a combo's quarry half
	Dry      bool
	Upgrade  int // Irrigation cards attached
	Type     int
	Quarries []int // the quarry group: each quarry's Stone, the starting one first
}

// chipWait is the Waiting Ship tile held this round, among the chips.
const chipWait = 100

// seatShow reads seat's area from the state.
func (v *View) seatShow(seat int) seatShow {
	st := v.st
	ps := st.PlayerState(seat)
	s := seatShow{Colour: v.Colour(seat), Stone: int(ps.Stone), Score: int(ps.Score), Order: int(ps.OrderTile), Sphinx: st.SphinxCount(seat)}
	for c := 0; c < egizia.NumCrews; c++ {
		s.Str[c] = int(ps.Str[c])
		s.Used[c] = ps.Used&(1<<uint(c)) != 0
		s.Need += int(ps.Str[c])
	}
	s.Mkt = [2]int{int(ps.Mkt[0]), int(ps.Mkt[1])}
	for g := egizia.G1; g <= egizia.NumBonus; g++ {
		if ps.HasBonus(g) {
			s.Bonus = append(s.Bonus, g)
			s.Spent = append(s.Spent, ps.BonusUsed&(1<<uint(g)) != 0)
		}
	}
	s.Wheat, s.Quarry = st.Production(seat), st.QuarryTotal(seat)
	if fv, ok := st.FeedPreview(); ok && fv.Player == seat {
		// Feeding: the Wheat cards played and the Mill count (the prompt's
		// and the engine's total), not the fields alone.
		s.Wheat = fv.Wheat
	}
	s.Ships, s.Passed = egizia.NumShips-int(ps.Ships), ps.Passed
	f := st.Flood()
	att := st.Irrigation(seat)
	ups := func(id int) int {
		n := 0
		for _, a := range att {
			if a == id && id > 0 {
				n++
			}
		}
		return n
	}
	start := egizia.StartField
	if ps.StartG4 {
		start = egizia.StartFieldG4
	}
	s.Fields = append(s.Fields, chip{ID: 0, Colour: egizia.Green, Value: start, Type: egizia.TField})
	var perms, anys []chip
	quarries := chip{Colour: egizia.NoColour, Type: egizia.TQuarry, Quarries: []int{egizia.StartQuarry}}
	for id := 1; id <= egizia.NumNileCards; id++ {
		if !ps.Has(id) {
			continue
		}
		c := egizia.NileCards[id-1]
		switch c.Type {
		case egizia.TField, egizia.TCombo:
			col := st.FieldColour(seat, id)
			ch := chip{ID: id, Colour: col, Value: int(c.Wheat), Dry: !egizia.Irrigated(col, f), Upgrade: ups(id), Type: int(c.Type)}
			if c.Type == egizia.TCombo {
				ch.Stone = int(c.Quarry)
			}
			s.Fields = append(s.Fields, ch)
		case egizia.TQuarry:
			quarries.Quarries = append(quarries.Quarries, int(c.Quarry))
		case egizia.TPermanent:
			perms = append(perms, chip{ID: id, Colour: egizia.NoColour, Type: int(c.Type)})
		default:
			anys = append(anys, chip{ID: id, Colour: egizia.NoColour, Type: int(c.Type)})
		}
	}
	// One chip for the quarries (their total ends the row), then the
	// permanent and the anytime cards.
	s.Others = append(append([]chip{quarries}, perms...), anys...)
	if ps.WaitTile {
		// The Waiting Ship tile taken this round (2p): it acts in Build.
		s.Others = append(s.Others, chip{ID: -1, Colour: egizia.NoColour, Type: chipWait})
	}
	return s
}

// DrawPanel paints seat's area inside r.
func (v *View) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return
	}
	a := NewPlayerArea(r)
	drawSeat(dst, a, v.paged(seat, a, v.seatShow(seat)))
}

// paged is s with each row of cards that does not fit in a starting
// where a click on its "+N" chip left it (PanelClick): the cards from
// there on, then those before, so that the hidden ones can be shown.
func (v *View) paged(seat int, a PlayerArea, s seatShow) seatShow {
	pg := v.pages[seat]
	s.Fields = pageRow(a, a.Fields, s.Fields, pg[0])
	s.Others = pageRow(a, a.Others, s.Others, pg[1])
	return s
}

// pageRow is row turned to start at its card start (modulo its length)
// when its cards do not all fit in line; row as it is when they do.
func pageRow(a PlayerArea, line geom.Rect, row []chip, start int) []chip {
	if len(row) == 0 {
		return row
	}
	if _, shown := chipLayout(a, line, row); shown == len(row) {
		return row
	}
	k := start % len(row)
	return append(append([]chip{}, row[k:]...), row[:k]...)
}

// PanelClick takes a click or a tap at (x, y) in seat's panel body r: on
// a row's "+N" chip it shows the cards hidden there, the next ones first
// (the pages cycle), so that none is reachable by hover only (issue 22).
// It reports whether the panel changed (gameview.PanelClicker).
func (v *View) PanelClick(seat int, r geom.Rect, x, y float64) bool {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return false
	}
	a := NewPlayerArea(r)
	base := v.seatShow(seat)
	s := v.paged(seat, a, base)
	pg := v.pages[seat]
	for ri, row := range [][]chip{s.Fields, s.Others} {
		line := [2]geom.Rect{a.Fields, a.Others}[ri]
		rs, shown := chipLayout(a, line, row)
		if shown >= len(row) || shown == 0 || !rs[shown].Contains(geom.Pt(x, y)) {
			continue
		}
		pg[ri] = (pg[ri] + shown) % len(row)
		if v.pages == nil {
			v.pages = map[int][2]int{}
		}
		v.pages[seat] = pg
		v.changed()
		return true
	}
	return false
}

// drawSeat paints a seat's area a.
func drawSeat(dst *ebiten.Image, a PlayerArea, s seatShow) {
	f := render.Face(render.Bold, PanelNum)
	faint := render.WithAlpha(render.Ink, 0.45)
	// The score is the panel header's.
	if a.Compact {
		drawCompactTop(dst, a, s)
	} else {
		drawBoards(dst, a, s)
	}
	paintOrderTile(dst, a.Order, s.Order)
	sx := a.Sphinx
	drawCardIcon(dst, geom.Pt(sx.X+sx.H*0.35, sx.Center().Y), sx.H, true)
	clr := render.Ink
	if s.Sphinx == 0 {
		clr = faint
	}
	render.DrawText(dst, "×"+strconv.Itoa(s.Sphinx), f, sx.X+sx.H*0.72, sx.Center().Y, render.Left, render.Middle, clr)
	st := a.StoneN
	drawStone(dst, geom.Pt(st.X+st.H/2, st.Center().Y), st.H*0.9)
	render.DrawText(dst, strconv.Itoa(s.Stone), render.Face(render.Bold, 22), st.X+st.H+2, st.Center().Y, render.Left, render.Middle, render.Ink)
	for i, g := range s.Bonus {
		if i < len(a.Bonus) {
			panelBonusTile(dst, a.Bonus[i], g, s.Spent[i])
		} else {
			render.NoteDrop("bonus tile", "dropped")
		}
	}
	drawChips(dst, a, a.Fields, s.Fields, glyph{gWheat, 0, s.Wheat}, s.Need)
	drawChips(dst, a, a.Others, s.Others, glyph{gStone, 0, s.Quarry}, -1)
	// Beside or under the quarries' total: the ships left this round
	// (crossed out once the seat has passed).
	bot := shipsRect(a)
	ic := math.Min(bot.H*0.9, 22)
	c := geom.Pt(bot.X+ic/2+3, bot.Center().Y)
	drawShip(dst, c, ic, s.Colour, false)
	clr = render.Ink
	if s.Passed {
		clr = faint
		render.Line(dst, c.Add(geom.Pt(-ic/2, ic/2)), c.Add(geom.Pt(ic/2, -ic/2)), 2, render.Terracotta)
	}
	render.DrawText(dst, "×"+strconv.Itoa(s.Ships), f, bot.X+ic+6, bot.Center().Y, render.Left, render.Middle, clr)
}

// totalParts splits a row's total in its two figures: the top and bottom
// halves, or (compact) the left and right halves.
func totalParts(a PlayerArea, row geom.Rect) (first, second geom.Rect) {
	t := a.TotalRect(row)
	if a.Compact {
		return t.SplitX(t.W / 2)
	}
	return t.SplitY(t.H / 2)
}

// shipsRect is where the ships left show: the second part of the other
// cards' total.
func shipsRect(a PlayerArea) geom.Rect {
	_, r := totalParts(a, a.Others)
	return r
}

// drawBoards paints the full area's Strength board, Stone track and
// markets.
func drawBoards(dst *ebiten.Image, a PlayerArea, s seatShow) {
	f := render.Face(render.Bold, PanelNum)
	// The Strength board: a lane per crew, the tokens showing their Strength.
	for c, ln := range a.Lane {
		render.FillRoundRect(dst, ln.InsetXY(0, 0.5), 3, render.WithAlpha(crewColours[c], 0.16))
	}
	for i, col := range a.StrCol {
		if i > 0 {
			render.Line(dst, geom.Pt(col.X, col.Y+1), geom.Pt(col.X, col.Bottom()-1), 1, render.WithAlpha(render.Ink, 0.12))
		}
	}
	for c := 0; c < egizia.NumCrews; c++ {
		t := a.Crew(c, s.Str[c])
		drawCrewToken(dst, c, t.Center(), t.W, s.Used[c])
		crewFigure(dst, c, t, s.Str[c], s.Used[c])
	}
	// The Stone track: two rows of 13, the marker a brick of the seat.
	for v, cell := range a.Stone {
		fill := render.WithAlpha(render.Limestone, 0.55)
		if v%5 == 0 {
			fill = render.Limestone
		}
		render.FillRect(dst, cell.Inset(0.5), fill)
	}
	if s.Stone >= 0 && s.Stone <= egizia.StoneCap {
		c := a.Stone[s.Stone]
		d := math.Min(c.W, c.H) + 4
		drawBrick(dst, c.Center(), d, s.Colour)
	}
	// The markets: a cell per level, the seat's level filled.
	for m := 0; m < egizia.NumMarkets; m++ {
		ic := a.MktIcon[m]
		drawMarketIcon(dst, m, ic.Center(), ic.H)
		for l, cell := range a.MktCell[m] {
			fill := render.WithAlpha(render.Limestone, 0.6)
			if l < s.Mkt[m] {
				fill = render.Mix(s.Colour.RGBA(), render.Papyrus, 0.35)
			}
			render.FillRoundRect(dst, cell, 3, fill)
			render.StrokeRoundRect(dst, cell, 3, 1, render.WithAlpha(render.Ink, 0.4))
		}
		if l := s.Mkt[m]; l >= 1 && l <= egizia.MaxLevel {
			c := a.MktCell[m][l-1]
			render.DrawText(dst, strconv.Itoa(l), f, c.Center().X, c.Center().Y, render.Center, render.Middle, s.Colour.Stamp())
		}
	}
}

// crewFigure prints crew c's Strength n on its token t at the readable
// size (a token too small for it is a fault the label audit reports).
func crewFigure(dst *ebiten.Image, c int, t geom.Rect, n int, used bool) {
	ink := onColour(crewColours[c])
	if used {
		ink = render.Papyrus
	}
	size := float64(PanelNum)
	if t.H < PanelNum {
		// Under the readable size: the tests hear of it.
		size = math.Max(widget.TextMin, t.H)
		render.NoteDrop(strconv.Itoa(n), "clipped")
	}
	render.DrawText(dst, strconv.Itoa(n), render.Face(render.Bold, size), t.Center().X, t.Center().Y+0.5, render.Center, render.Middle, ink)
}

// drawCompactTop paints a compact area's top row: the crews' tokens with
// their Strength, the market levels.
func drawCompactTop(dst *ebiten.Image, a PlayerArea, s seatShow) {
	f := render.Face(render.Bold, PanelNum)
	for c := 0; c < egizia.NumCrews; c++ {
		t := a.CrewDisc[c]
		drawCrewToken(dst, c, t.Center(), t.W, s.Used[c])
		crewFigure(dst, c, t, s.Str[c], s.Used[c])
	}
	for m := 0; m < egizia.NumMarkets; m++ {
		ic := a.MktIcon[m]
		drawMarketIcon(dst, m, ic.Center(), ic.H)
		r := a.Market[m]
		render.DrawText(dst, strconv.Itoa(s.Mkt[m]), f, ic.Right()+3, r.Center().Y, render.Left, render.Middle, render.Ink)
	}
}

// quarryText lists the quarries' Stone: "3·2·4".
func quarryText(qs []int) string {
	s := ""
	for i, q := range qs {
		if i > 0 {
			s += "·"
		}
		s += strconv.Itoa(q)
	}
	return s
}

// chipWidth is a chip's width: a field or quarry is a narrow card, a
// power shows its effect and is twice as wide.
func chipWidth(a PlayerArea, c chip) float64 {
	if a.Others.H < 34 {
		return flatChipWidth(a, c)
	}
	switch c.Type {
	case egizia.TField:
		return a.chipW
	case egizia.TQuarry:
		return math.Max(a.chipW, render.TextWidth(quarryText(c.Quarries), render.Face(render.Bold, PanelNum))+8)
	case egizia.TCombo:
		return a.chipW * 1.3
	case chipWait:
		return a.chipW * 1.2
	}
	var w float64
	withFigMin(PanelNum, PanelNum, func() { w = powerChipWidth(cardGlyphs(c.ID), a.Others.H, a.chipW) })
	return w
}

// flatChipWidth is a chip's width on a compact area's short row: its
// figures at the readable size, a power's glyphs at the row's height.
func flatChipWidth(a PlayerArea, c chip) float64 {
	f := render.Face(render.Bold, PanelNum)
	fig := func(n int) float64 { return render.TextWidth(strconv.Itoa(n), f) + 8 }
	switch c.Type {
	case egizia.TField:
		return math.Max(a.chipW, fig(c.Value))
	case egizia.TCombo:
		return 2 * math.Max(a.chipW*0.7, math.Max(fig(c.Value), fig(c.Stone)))
	case egizia.TQuarry:
		return math.Max(a.chipW, render.TextWidth(quarryText(c.Quarries), f)+10)
	case chipWait:
		return a.chipW * 1.2
	}
	h := a.Others.H - 2
	var w float64
	withFigMin(PanelNum, PanelNum, func() { w = glyphsWidth(cardGlyphs(c.ID), h, h*0.12) })
	return math.Min(4*a.chipW, w+12)
}

// powerRows splits a power's glyphs into the rows its chip shows: one
// row, or two when one would be wider than two cards.
func powerRows(gs []glyph, s, chipW float64) [][]glyph {
	if len(gs) < 2 || glyphsWidth(gs, s, s*0.12)+8 <= 2*chipW {
		return [][]glyph{gs}
	}
	h := (len(gs) + 1) / 2
	return [][]glyph{gs[:h], gs[h:]}
}

// powerChipWidth is the width of a power's chip of height h.
func powerChipWidth(gs []glyph, h, chipW float64) float64 {
	s := (h - 14) * 0.8
	rows := powerRows(gs, s, chipW)
	if len(rows) > 1 {
		s = (h-14)/2 - 1
	}
	w := 0.0
	for _, r := range rows {
		w = math.Max(w, glyphsWidth(r, s, s*0.12)+8)
	}
	return math.Max(1.4*chipW, math.Min(2.4*chipW, w))
}

// drawChips lays out cards in row, then the row's total (Wheat against
// the crews' need, or the Stone a round).
func drawChips(dst *ebiten.Image, a PlayerArea, row geom.Rect, cs []chip, total glyph, need int) {
	f := render.Face(render.Bold, PanelNum)
	rs, shown := chipLayout(a, row, cs)
	for i, r := range rs {
		if i < shown {
			paintChip(dst, r, cs[i])
			continue
		}
		paintMoreChip(dst, r, len(cs)-shown)
	}
	// The total, in two parts: the fields' Wheat and the crews' need, or
	// the quarries' Stone a round (the ships left take the other part).
	t := a.TotalRect(row)
	render.FillRoundRect(dst, t, 5, render.WithAlpha(render.Papyrus, 0.8))
	first, second := totalParts(a, row)
	ic := math.Min(first.H*0.9, 22)
	line := func(r geom.Rect, icon func(c geom.Point), s string, clr color.RGBA) {
		icon(geom.Pt(r.X+ic/2+3, r.Center().Y))
		render.DrawText(dst, s, f, r.X+ic+6, r.Center().Y, render.Left, render.Middle, clr)
	}
	if total.kind == gWheat {
		clr := render.Ink
		if total.n < need {
			clr = render.Terracotta
		}
		line(first, func(c geom.Point) { drawWheat(dst, c, ic, wheatColour) }, strconv.Itoa(total.n), clr)
		line(second, func(c geom.Point) { drawCrewToken(dst, egizia.CrewChoice, c, ic*0.8, false) }, strconv.Itoa(need), render.Ink)
		return
	}
	line(first, func(c geom.Point) { drawStone(dst, c, ic) }, "+"+strconv.Itoa(total.n), render.Ink)
}

// chipLayout lays row's cards cs out, each at its width, left to right
// before the row's total. When they do not all fit, the last ones are
// gathered in a "+N" chip (its tooltip names them), so that no card lies
// over another with its text cut (issue 22, play pass #10: with 4-5
// cards the row was squeezed, each chip over the next). rs are the
// rectangles of cs[:shown], then the "+N" chip's when shown < len(cs).
func chipLayout(a PlayerArea, row geom.Rect, cs []chip) (rs []geom.Rect, shown int) {
	ws := make([]float64, len(cs))
	sum := -3.0
	for i, c := range cs {
		ws[i] = chipWidth(a, c)
		sum += ws[i] + 3
	}
	room := a.TotalRect(row).X - 4 - row.X
	if sum <= room {
		return a.ChipRects(row, ws), len(cs)
	}
	more := moreChipWidth(a)
	shown, used := 0, more
	for shown < len(cs) && used+ws[shown]+3 <= room {
		used += ws[shown] + 3
		shown++
	}
	return a.ChipRects(row, append(ws[:shown:shown], more)), shown
}

// moreChipWidth is the width of the "+N" chip: its figure whole.
func moreChipWidth(a PlayerArea) float64 {
	return math.Max(a.chipW*0.8, render.TextWidth("+9", render.Face(render.Bold, PanelNum))+12)
}

// paintMoreChip draws the "+N" chip standing for n cards not shown.
func paintMoreChip(dst *ebiten.Image, r geom.Rect, n int) {
	render.FillRoundRect(dst, r, 4, render.Papyrus)
	render.StrokeRoundRect(dst, r, 4, 1.2, render.Ink)
	render.DrawText(dst, "+"+strconv.Itoa(n), render.Face(render.Bold, PanelNum), r.Center().X, r.Center().Y, render.Center, render.Middle, render.Ink)
}

// paintChip draws a card in play: a field on its current colour with its
// Wheat (greyed and crossed by waves when the flood leaves it dry), a
// quarry with its Stone, a power with its effect.
func paintChip(dst *ebiten.Image, r geom.Rect, c chip) {
	rad := 4.0
	render.FillRoundRect(dst, r, rad, render.Papyrus)
	f := render.Face(render.Bold, PanelNum)
	if r.H < 34 {
		paintFlatChip(dst, r, c)
		render.StrokeRoundRect(dst, r, rad, 1.2, render.Ink)
		return
	}
	band := math.Min(12, r.H*0.24)
	var fill color.RGBA
	switch c.Type {
	case egizia.TField, egizia.TCombo:
		fill = fieldColours[max(0, c.Colour)]
		if c.Dry {
			fill = render.Desaturate(render.Lighten(fill, 0.3), 0.8)
		}
		render.FillRoundRect(dst, r, rad, fill)
		ic := math.Min(r.W*0.6, r.H*0.42)
		top := geom.Pt(r.Center().X, r.Y+ic*0.6+2)
		if c.Type == egizia.TCombo {
			top.X = r.X + r.W*0.32
		}
		wc := render.Papyrus
		if c.Dry {
			wc = render.WithAlpha(render.Papyrus, 0.6)
		}
		drawWheat(dst, top, ic, wc)
		render.DrawText(dst, strconv.Itoa(c.Value), f, top.X, r.Bottom()-3, render.Center, render.Bottom, onColour(fill))
		if c.Type == egizia.TCombo {
			sc := geom.Pt(r.X+r.W*0.74, top.Y)
			drawStone(dst, sc, ic*0.6)
			render.DrawText(dst, strconv.Itoa(c.Stone), f, sc.X, r.Bottom()-3, render.Center, render.Bottom, onColour(fill))
		}
		if c.Upgrade > 0 {
			for i := 0; i < c.Upgrade; i++ {
				drawArrow(dst, geom.Pt(r.Right()-4-float64(i)*5, r.Y+14), geom.Pt(r.Right()-4-float64(i)*5, r.Y+4), 1.5, render.Papyrus)
			}
		}
		if c.Dry {
			// Dry: a diagonal stroke, so the colour is not the only cue.
			render.Line(dst, geom.Pt(r.X+3, r.Bottom()-3), geom.Pt(r.Right()-3, r.Y+3), 2, render.WithAlpha(render.Ink, 0.55))
		}
	case egizia.TQuarry:
		render.FillRoundRect(dst, geom.R(r.X, r.Y, r.W, band), rad, typeColours[egizia.TQuarry])
		ic := math.Min(r.W*0.7, r.H*0.38)
		drawStone(dst, geom.Pt(r.Center().X, r.Y+band+ic*0.5+1), ic)
		render.DrawText(dst, quarryText(c.Quarries), f, r.Center().X, r.Bottom()-3, render.Center, render.Bottom, render.Ink)
	case chipWait:
		render.FillRoundRect(dst, r, rad, render.Lighten(render.NileLight, 0.72))
		drawGlyph(dst, glyph{gWaitShip, 0, 0}, r.Center(), math.Min(r.W, r.H)*0.8)
	default:
		fill = typeColours[c.Type]
		render.FillRoundRect(dst, geom.R(r.X, r.Y, r.W, band), rad, fill)
		drawTypeIcon(dst, c.Type, geom.Pt(r.X+band*0.6, r.Y+band/2), band*0.9)
		body := geom.R(r.X+2, r.Y+band+1, r.W-4, r.H-band-3)
		withFigMin(PanelNum, PanelNum, func() {
			rows := powerRows(cardGlyphs(c.ID), body.H*0.8, 0.5*r.W)
			for i, rr := range body.Rows(len(rows), 1) {
				drawGlyphs(dst, rows[i], rr, rr.H*0.9)
			}
		})
	}
	render.StrokeRoundRect(dst, r, rad, 1.2, render.Ink)
}

// paintFlatChip draws a card in play on a compact area's short row: a
// field its Wheat on its colour, a quarry group its Stone, a power its
// effect beside a strip of its type's colour.
func paintFlatChip(dst *ebiten.Image, r geom.Rect, c chip) {
	f := render.Face(render.Bold, PanelNum)
	switch c.Type {
	case egizia.TField, egizia.TCombo:
		fill := fieldColours[max(0, c.Colour)]
		if c.Dry {
			fill = render.Desaturate(render.Lighten(fill, 0.3), 0.8)
		}
		render.FillRoundRect(dst, r, 4, fill)
		fr := r
		if c.Type == egizia.TCombo {
			var sr geom.Rect
			fr, sr = r.SplitX(r.W * 0.5)
			render.FillRoundRect(dst, sr, 4, stoneColour)
			render.DrawText(dst, strconv.Itoa(c.Stone), f, sr.Center().X, sr.Center().Y, render.Center, render.Middle, render.Ink)
		}
		render.DrawText(dst, strconv.Itoa(c.Value), f, fr.Center().X, fr.Center().Y, render.Center, render.Middle, onColour(fill))
		for i := 0; i < c.Upgrade; i++ {
			x := r.Right() - 3 - float64(i)*4
			drawArrow(dst, geom.Pt(x, r.Y+10), geom.Pt(x, r.Y+2), 1.3, render.Papyrus)
		}
		if c.Dry {
			render.Line(dst, geom.Pt(r.X+3, r.Bottom()-3), geom.Pt(r.Right()-3, r.Y+3), 2, render.WithAlpha(render.Ink, 0.55))
		}
	case egizia.TQuarry:
		render.FillRoundRect(dst, r, 4, render.Lighten(typeColours[egizia.TQuarry], 0.55))
		render.DrawText(dst, quarryText(c.Quarries), f, r.Center().X, r.Center().Y, render.Center, render.Middle, render.Ink)
	case chipWait:
		render.FillRoundRect(dst, r, 4, render.Lighten(render.NileLight, 0.72))
		drawGlyph(dst, glyph{gWaitShip, 0, 0}, r.Center(), math.Min(r.W, r.H)*0.9)
	default:
		strip, body := r.SplitX(6)
		render.FillRoundRect(dst, strip, 3, typeColours[c.Type])
		withFigMin(PanelNum, PanelNum, func() { drawGlyphs(dst, cardGlyphs(c.ID), body.InsetXY(2, 1), body.H) })
	}
}
