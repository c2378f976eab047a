package imhotepview

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// cardOrder is how held cards are listed: actions first, then the cards
// that score at the end.
var cardOrder = []imhotep.Card{imhotep.Lever, imhotep.Hammer, imhotep.Sail, imhotep.Chisel, imhotep.Statue,
	imhotep.DecorPyramid, imhotep.DecorTemple, imhotep.DecorBurial, imhotep.DecorObelisk}

// DrawPanel paints seat's sled, quarry and held cards inside r.
func (v *View) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) { v.DrawPanelTo(dst, seat, r) }

// DrawPanelTo is DrawPanel as blits only (see DrawTo).
func (v *View) DrawPanelTo(dst render.Target, seat int, r geom.Rect) {
	v.Panels[seat] = r
	keep := v.chips[:0]
	for _, c := range v.chips {
		if !r.Contains(c.r.Center()) {
			keep = append(keep, c)
		}
	}
	v.chips = keep
	b := v.d
	if b == nil || seat < 0 || seat >= b.np {
		return
	}
	var held []imhotep.Card
	for _, c := range cardOrder {
		if b.cards[seat][c] > 0 {
			held = append(held, c)
		}
	}
	sp := v.Sprites()
	loc := v.Env.Bundle()
	name := func(c imhotep.Card, short bool) string {
		if short {
			return tr(loc, key("imhotep.card_short", c.String()))
		}
		return tr(loc, key("imhotep.card", c.String()))
	}
	count := func(c imhotep.Card) int { return b.cards[seat][c] }
	// Row 1, the sled and the quarry, as large as the rows of cards held
	// allow (three chips a row at the least, two rows at the most): a
	// seat with few cards keeps a full-size sled. Where that leaves no
	// room for every chip, a smaller sled row if it shows more of them.
	// The cards, as chips under it: a small card, its name and, held more
	// than once, how many; laid out so that every chip's name and count
	// fit whole at sizes read at 1280x720 (issue 22).
	rows := float64(min(2, (len(held)+2)/3))
	k := math.Min(1, math.Max(chipLeastK, (r.H-8)/(30+rows*(chipH+chipGapY))))
	plan := func(k float64) (float64, chipPlan) {
		top := r.Y + 2*k + 30*k + 4*k
		return top, planChips(held, name, count, r.W, r.Bottom()-top, k)
	}
	top, cp := plan(k)
	if cp.per < len(held) && k > chipLeastK {
		if t2, cp2 := plan(chipLeastK); cp2.per > cp.per {
			k, top, cp = chipLeastK, t2, cp2
		}
	}
	slot := 30 * k
	y := r.Y + 2*k
	face := render.Face(render.Medium, readable(chipNameSize))
	render.DrawText(dst, tr(loc, "imhotep.ui.sled"), face, r.X, y+slot/2, render.Left, render.Middle, render.InkSoft)
	x := r.X + render.TextWidth(tr(loc, "imhotep.ui.sled"), face) + 8*k
	for i := 0; i < imhotep.SledCapacity; i++ {
		c := geom.R(x+float64(i)*(slot+3*k), y, slot, slot)
		drawBox(dst, sp, c, gameview.BoxStyle{Fill: render.WithAlpha(render.Wood, 0.22), Stroke: render.WithAlpha(render.Wood, 0.8), Width: math.Max(1, k), Radius: 4 * k}, 1)
		if i < b.sled[seat] {
			pc := pcOf(seat)
			sp.DrawPiece(dst, c.Center().X, c.Center().Y, int(math.Round(slot*0.82)), pc, pc.Shape(), nil)
		}
	}
	x += float64(imhotep.SledCapacity)*(slot+3*k) + 12*k
	q := tr(loc, "imhotep.ui.quarry_n", "n", b.quarry[seat])
	render.DrawInRect(dst, q, countFace(q, render.Medium, nil), geom.R(x, y, r.Right()-x, slot), render.Left, render.Middle, render.InkSoft)
	nameFace := render.Face(render.Medium, readable(chipNameSize))
	// More kinds than chips (four seats and the log open): the cards go
	// by pages, the last chip of each saying how many cards the page
	// leaves out; a click or a tap on it shows the next page
	// (PanelClick), its tooltip names them.
	shown, hidden := held, []imhotep.Card(nil)
	if cp.per < len(held) {
		pages := (len(held) + cp.per - 1) / cp.per
		page := v.pages[seat] % pages
		v.pages[seat] = page
		shown = held[page*cp.per : min(len(held), (page+1)*cp.per)]
		hidden = append(append(hidden, held[:page*cp.per]...), held[min(len(held), (page+1)*cp.per):]...)
	} else {
		delete(v.pages, seat)
	}
	at := func(i int) geom.Rect {
		row, col := i/cp.cols, i%cp.cols
		return geom.R(r.X+float64(col)*(cp.w+chipGapX*k), top+float64(row)*(cp.h+chipGapY*k), cp.w, cp.h)
	}
	for i, c := range shown {
		cr := at(i)
		drawBox(dst, sp, cr, gameview.BoxStyle{Fill: render.WithAlpha(render.Papyrus, 0.9), Stroke: render.WithAlpha(render.Ink, 0.6), Width: math.Max(1, k), Radius: 6 * k}, 1)
		drawBox(dst, sp, geom.R(cr.X, cr.Y, 6*k, cr.H), gameview.BoxStyle{Fill: classColor(c), Radius: 3 * k}, 1)
		tx := cr.X + cp.textX(k)
		if cp.mini {
			mini := geom.R(cr.X+9*k, cr.Y+2*k, (cp.h-4*k)/cardRatio, cp.h-4*k)
			drawCardSprite(dst, sp, loc, c, mini, 1)
		}
		right := cr.Right() - chipPadR*k
		if n := count(c); n > 1 {
			s := "×" + strconv.Itoa(n)
			cf := countFace(s, render.Bold, nil)
			render.DrawText(dst, s, cf, right, cr.Center().Y, render.Right, render.Middle, render.Ink)
			right -= render.TextWidth(s, cf) + chipCountGap*k
		}
		render.DrawInRect(dst, name(c, cp.short), nameFace, geom.R(tx, cr.Y, right-tx, cr.H), render.Left, render.Middle, render.Ink)
		v.chips = append(v.chips, chip{r: cr, card: c, seat: seat})
	}
	if len(hidden) > 0 {
		cr := at(len(shown))
		drawBox(dst, sp, cr, gameview.BoxStyle{Fill: render.WithAlpha(render.Papyrus, 0.9), Stroke: render.WithAlpha(render.Lapis, 0.9), Width: math.Max(1.5, 2*k), Radius: 6 * k}, 1)
		n := 0
		for _, c := range hidden {
			n += count(c)
		}
		// In words where they fit, else the figure alone.
		s := tr(loc, "imhotep.ui.more_cards", "n", n)
		in := cr.InsetXY(chipPadR*k+2, 0)
		if render.TextWidth(s, render.Face(render.Bold, countSize)) > in.W {
			s = "+" + strconv.Itoa(n)
		}
		render.DrawInRect(dst, s, countFace(s, render.Bold, nil), in, render.Center, render.Middle, render.Lapis)
		v.chips = append(v.chips, chip{r: cr, card: imhotep.NoCard, more: hidden, seat: seat})
	}
}

// Sizes of the chips of a panel (base units, but for the text sizes).
const (
	chipNameSize = 18.0 // a card's name: ART.md's small text
	chipH        = 30.0 // the tallest chip
	chipGapX     = 6.0
	chipGapY     = 3.0
	chipPadR     = 5.0  // right of the name or the count
	chipCountGap = 6.0  // between the name and the count
	chipLeastK   = 0.75 // the smallest scale of the sled row and the chips' spacing
)

// chipPlan is how a panel lays out its card chips.
type chipPlan struct {
	cols  int
	rows  int  // the rows used
	short bool // the short card names (the full one is in the tooltip)
	mini  bool // a small card before the name
	w, h  float64
	// per is how many cards a page shows: all of them, or, when they do
	// not fit, the chips less one, kept for the chip of the others.
	per int
}

// textX is where a chip's name starts from the chip's left edge.
func (cp chipPlan) textX(k float64) float64 {
	if cp.mini {
		return 9*k + (cp.h-4*k)/cardRatio + 6*k
	}
	return 10 * k
}

// planChips lays out the chips of held cards (named by name, full or
// short, held count times) in a space w by h, names at chipNameSize and
// counts at countSize: every chip on one page before full names, full
// names before short ones (the full one is in the tooltip), fewer columns
// before more, a small card before the name while there is room. When no
// plan shows every chip, the one with the most chips at short names: the
// cards then go by pages (per a page).
func planChips(held []imhotep.Card, name func(c imhotep.Card, short bool) string, count func(c imhotep.Card) int, w, h, k float64) chipPlan {
	nameFace := render.Face(render.Medium, chipNameSize)
	countF := render.Face(render.Bold, countSize)
	least := render.LineHeight(nameFace) // the shortest chip
	avail := max(1, int((h+chipGapY*k)/(least+chipGapY*k)))
	fits := func(cp chipPlan) bool {
		for _, c := range held {
			room := cp.w - cp.textX(k) - chipPadR*k
			if n := count(c); n > 1 {
				room -= render.TextWidth("×"+strconv.Itoa(n), countF) + chipCountGap*k
			}
			if render.TextWidth(name(c, cp.short), nameFace) > room {
				return false
			}
		}
		return true
	}
	size := func(cp chipPlan, rows int) chipPlan {
		cp.rows = max(1, rows)
		cp.w = (w - float64(cp.cols-1)*chipGapX*k) / float64(cp.cols)
		cp.h = math.Min(chipH*k, (h-float64(cp.rows-1)*chipGapY*k)/float64(cp.rows))
		return cp
	}
	plans := []chipPlan{
		{cols: 2, mini: true}, {cols: 1, mini: true}, {cols: 2}, {cols: 1},
		{cols: 2, short: true, mini: true}, {cols: 2, short: true},
		{cols: 3, short: true, mini: true}, {cols: 3, short: true},
	}
	for _, cp := range plans {
		rows := (len(held) + cp.cols - 1) / cp.cols
		if rows > avail {
			continue
		}
		if cp = size(cp, rows); fits(cp) {
			cp.per = len(held)
			return cp
		}
	}
	// By pages: the plan with the most chips whose names fit.
	var best chipPlan
	for _, cp := range plans[4:] {
		cp = size(cp, avail)
		if fits(cp) && (best.cols == 0 || cp.cols*cp.rows > best.cols*best.rows) {
			best = cp
		}
	}
	if best.cols == 0 {
		best = size(chipPlan{cols: 1, short: true}, avail)
	}
	best.per = max(1, best.cols*best.rows-1)
	return best
}

// PanelClick takes a click or a tap at (x, y) in seat's panel body r: on
// the chip of the cards a page leaves out, it shows the next page. It
// reports whether the panel changed (gameview.PanelClicker).
func (v *View) PanelClick(seat int, r geom.Rect, x, y float64) bool {
	for _, c := range v.chips {
		if c.seat == seat && len(c.more) > 0 && c.r.Contains(geom.Pt(x, y)) {
			v.pages[seat]++
			return true
		}
	}
	return false
}

// PanelTooltip explains the chip under (x, y) in seat's panel body r
// (gameview.PanelTipper).
func (v *View) PanelTooltip(seat int, r geom.Rect, x, y float64) ([]string, geom.Rect, bool) {
	for _, c := range v.chips {
		if c.seat == seat && c.r.Contains(geom.Pt(x, y)) {
			return v.Tooltip(x, y)
		}
	}
	return nil, geom.Rect{}, false
}

// Tooltip explains what is under (x, y).
func (v *View) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	b := v.target
	l := v.lay
	if b == nil || l == nil {
		return nil, geom.Rect{}, false
	}
	p := geom.Pt(x, y)
	loc := v.Env.Bundle()
	lines := func(key string, args ...any) []string { return strings.Split(tr(loc, key, args...), "\n") }
	cardTip := func(c imhotep.Card) []string {
		return append([]string{tr(loc, "imhotep.card."+c.String())}, lines("imhotep.card_rule."+c.String())...)
	}
	for _, c := range v.chips {
		if !c.r.Contains(p) {
			continue
		}
		if len(c.more) > 0 {
			var out []string
			for _, m := range c.more {
				name := tr(loc, key("imhotep.card", m.String()))
				if n := b.cards[c.seat][m]; n > 1 {
					name = "×" + strconv.Itoa(n) + " " + name
				}
				out = append(out, name)
			}
			return append(out, tr(loc, "imhotep.ui.more_cards_tip")), c.r, true
		}
		return cardTip(c.card), c.r, true
	}
	if v.showPair() {
		for i, c := range v.dec.pair {
			r := l.keepCard(i, len(v.dec.pair)).Translate(0, l.s(28))
			if r.Contains(p) {
				return cardTip(c), r, true
			}
		}
	}
	if v.dec.human {
		for i, bt := range v.dec.buttons {
			r := l.button(i, len(v.dec.buttons))
			if !r.Contains(p) {
				continue
			}
			var tip []string
			if bt.code < int(imhotep.NumCards) {
				tip = cardTip(imhotep.Card(bt.code))
			}
			// A greyed button says why it cannot be used now.
			if !bt.enabled {
				var why *gameview.Refusal
				if bt.code < int(imhotep.NumCards) {
					why = v.whyCard(imhotep.Card(bt.code))
				} else if bt.code == btnGet {
					why = v.whyGet()
				}
				if why != nil {
					tip = append([]string{v.refusalText(why)}, tip...)
				}
			}
			if len(tip) > 0 {
				return tip, r, true
			}
		}
	}
	n := imhotep.MarketASpaces
	if b.sideB[imhotep.Market] {
		n = imhotep.MarketBSpaces
		if r := l.marketSpace(3); r.Contains(p) {
			return lines("imhotep.tip.pair", "n", b.pair), r, true
		}
	}
	for i := 0; i < n; i++ {
		if r := l.marketSpace(i); r.Contains(p) && b.face[i] != imhotep.NoCard {
			return cardTip(b.face[i]), r, true
		}
	}
	if r := l.deckPile(); r.Contains(p) {
		return lines("imhotep.tip.deck", "n", b.deck), r, true
	}
	if r := l.discardPile(); r.Contains(p) {
		return lines("imhotep.tip.discard", "n", b.discard), r, true
	}
	for i, sv := range b.ships {
		spec := imhotep.Ships[sv.id]
		var r geom.Rect
		if sv.dest >= 0 {
			r = l.shipRect(l.dock(sv.dest), spec.Capacity)
		} else {
			r = l.shipRect(l.berth(i), spec.Capacity)
		}
		if r.Contains(p) {
			load := 0
			for _, o := range sv.slots {
				if o >= 0 {
					load++
				}
			}
			key := "imhotep.tip.ship"
			if sv.dest >= 0 {
				key = "imhotep.tip.ship_docked"
			}
			return lines(key, "ship", spec.ID[1:], "cap", spec.Capacity, "min", spec.Minimum, "n", load, "site", tr(loc, "imhotep.site."+siteStr(sv.dest))), r, true
		}
	}
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		if r := l.dock(s); r.Contains(p) {
			key := "imhotep.tip.dock_free"
			if b.docked(s) >= 0 {
				key = "imhotep.tip.dock_taken"
			}
			return lines(key, "site", tr(loc, "imhotep.site."+s.String())), r, true
		}
	}
	if b.sideB[imhotep.Pyramid] {
		for k := 0; k < 3; k++ {
			for i := 0; i < 5; i++ {
				if r := l.pyrBCell(k, i); r.Contains(p) && imhotep.PyramidB[k][i].Bonus != imhotep.NoBonus {
					bn := []string{"", "card", "stones", "ship"}[imhotep.PyramidB[k][i].Bonus]
					return lines("imhotep.tip.bonus_" + bn), r, true
				}
			}
		}
	}
	if b.sideB[imhotep.Obelisks] {
		for j := range imhotep.ObeliskBValues {
			if r := l.obSpace(j); r.Contains(p) {
				return lines("imhotep.ui.sum_obelisks_b"), r, true
			}
		}
	}
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		if r := l.site(s); r.Contains(p) {
			out := []string{tr(loc, "imhotep.tip.site_title", "site", tr(loc, "imhotep.site."+s.String()), "side", sideLetter(b, s))}
			out = append(out, lines("imhotep.rule."+s.String()+"_"+sideLetterLower(b, s))...)
			return out, r, true
		}
	}
	for q := 0; q < b.np; q++ {
		if r := l.supplyRow(q); r.Contains(p) {
			return lines("imhotep.tip.supply", "player", v.name(q), "quarry", b.quarry[q], "n", b.sled[q]), r, true
		}
	}
	if r := l.roundPanel(); r.Contains(p) && b.np >= 2 {
		caps := imhotep.RoundCards[b.np-2][b.roundCard%7]
		return lines("imhotep.tip.round", "round", b.round, "ships", joinInts(caps[:]), "n", b.roundsLeft), r, true
	}
	if r := l.trackRect(); r.Contains(p) {
		var out []string
		out = append(out, tr(loc, "imhotep.tip.track"))
		for q := 0; q < b.np; q++ {
			out = append(out, tr(loc, "imhotep.tip.score", "player", v.name(q), "n", b.score[q]))
		}
		return out, r, true
	}
	return nil, geom.Rect{}, false
}

func siteStr(s imhotep.Site) string {
	if s < 0 {
		return "market"
	}
	return s.String()
}

func joinInts(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, " · ")
}
