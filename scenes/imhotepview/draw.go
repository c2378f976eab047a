package imhotepview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/imhotep"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Draw paints the board.
func (v *View) Draw(dst *ebiten.Image) {
	if v.d == nil || v.lay == nil {
		render.FillRectTextured(dst, v.Area, render.SandTexture())
		return
	}
	v.DrawTo(dst)
}

// DrawTo paints the board as blits only, so that dst may be a
// render.List: the match scene then paints again only what changed.
func (v *View) DrawTo(dst render.Target) {
	if v.d == nil || v.lay == nil {
		w, h := max(1, int(math.Ceil(v.Area.W))), max(1, int(math.Ceil(v.Area.H)))
		img := v.Sprites().GetAA(render.SpriteKey{Kind: "imhotep.empty", Size: sizeKey(w, h)}, w, h, func(img *ebiten.Image) {
			render.FillRectTextured(img, geom.R(0, 0, v.Area.W, v.Area.H), render.SandTexture())
		})
		blit(dst, img, math.Floor(v.Area.X), math.Floor(v.Area.Y), 1)
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Floor(v.Area.X), math.Floor(v.Area.Y))
	render.DrawImage(dst, v.staticLayer(), &op)
	v.drawDynamic(dst)
}

// drawDynamic paints everything that moves over the static layer.
func (v *View) drawDynamic(dst render.Target) {
	next := v.legalNext()
	hov, hasHov := v.hovered(next)
	dd := drawCtx{dst: dst, l: v.lay, b: v.d, sp: v.Sprites(), loc: v.Env.Bundle(), next: next, hov: hov, hasHov: hasHov, pk: &v.pk, pulse: 0.75 + 0.25*math.Sin(v.clock*4), fx: &v.fx, dec: &v.dec}
	dd.track()
	dd.roundPanel()
	dd.supply(v.dec.player)
	dd.market()
	for s := imhotep.Pyramid; s < imhotep.NumSites; s++ {
		dd.site(s)
	}
	dd.siteWash()
	dd.ships(v)
	dd.waiting(v)
	dd.actionBar(v)
	if v.showPair() {
		dd.keepOverlay(v)
	}
	dd.effects()
}

// staticLayer is the static picture of the board, drawn at the origin.
func (v *View) staticLayer() *ebiten.Image {
	w, h := int(math.Ceil(v.Area.W)), int(math.Ceil(v.Area.H))
	key := staticKey{w: w, h: h, k: v.lay.k, np: v.d.np, sideB: v.d.sideB, lang: v.Env.Lang(), density: render.Density()}
	return v.static.Ensure(key, w, h, func(dst *ebiten.Image) {
		ox, oy := math.Floor(v.Area.X), math.Floor(v.Area.Y)
		l := newLayout(geom.R(v.Area.X-ox, v.Area.Y-oy, v.Area.W, v.Area.H), v.d.np)
		drawStatic(dst, l, v.d, v.Env.Bundle())
	})
}

// drawCtx bundles what the dynamic drawing needs.
type drawCtx struct {
	dst    render.Target
	l      *layout
	b      *board
	sp     *render.Sprites
	loc    *locales.Bundle
	next   map[target]bool
	hov    target
	hasHov bool
	pk     *picker
	pulse  float64
	fx     *effects
	dec    *decision
}

func (c *drawCtx) stone(p geom.Point, owner int, size float64, op *ebiten.DrawImageOptions) {
	if owner < 0 {
		return
	}
	pc := pcOf(owner)
	c.sp.DrawPiece(c.dst, p.X, p.Y, c.l.is(size), pc, pc.Shape(), op)
}

// mark glows a target that can be clicked now, stronger under the pointer,
// and outlines a selected one.
func (c *drawCtx) mark(t target, r geom.Rect) {
	if c.pk != nil && c.pk.selected(t) {
		drawGlowSprite(c.dst, c.sp, r, c.l.s(8), 0.8)
		c.box(r.Inset(-c.l.s(4)), gameview.BoxStyle{Stroke: render.Lapis, Width: 4, Radius: 8}, 1)
	}
	if c.next == nil {
		return
	}
	nt := t
	if c.pk != nil {
		nt = c.pk.normalize(t)
	}
	if !c.next[nt] {
		return
	}
	if c.hasHov && c.hov == t {
		drawGlowSprite(c.dst, c.sp, r, c.l.s(8), 1)
		c.box(r.Inset(-c.l.s(2)), gameview.BoxStyle{Stroke: render.Turquoise, Width: 2.5, Radius: 7}, 1)
		return
	}
	drawGlowSprite(c.dst, c.sp, r, c.l.s(8), 0.55*c.pulse)
}

// box blits a cached box; the style's width and radius are in base units.
func (c *drawCtx) box(r geom.Rect, st gameview.BoxStyle, alpha float64) {
	st.Width = math.Max(1, c.l.s(st.Width))
	st.Radius = c.l.s(st.Radius)
	drawBox(c.dst, c.sp, r, st, alpha)
}

// badge is a round label with a number.
func (c *drawCtx) badge(center geom.Point, rad float64, txt string, st gameview.BoxStyle, size float64) {
	st.Radius = rad / c.l.k
	c.box(geom.RectFromCenter(center, 2*rad, 2*rad), st, 1)
	c.text(txt, render.Bold, size, center.X, center.Y, render.Center, render.Middle, render.Ink)
}

func (c *drawCtx) text(s string, role render.Role, size float64, x, y float64, h render.Align, va render.Anchor, clr color.Color) {
	render.DrawText(c.dst, s, render.Face(role, fs(c.l, size)), x, y, h, va, clr)
}

// ---- score track, round, supply ----

func (c *drawCtx) track() {
	l := c.l
	np := c.b.np
	// Where each marker rests now, and where a gliding one comes from and
	// goes to: markers sharing a space sit side by side.
	from := append([]int(nil), c.b.score[:np]...)
	to := append([]int(nil), c.b.score[:np]...)
	for p := 0; p < np; p++ {
		if g := c.fx.markers[p]; g != nil {
			from[p], to[p] = g.from, g.to
		}
	}
	pa, sa := l.trackMarkers(from)
	pb, sb := l.trackMarkers(to)
	for p := 0; p < np; p++ {
		score := to[p]
		pos, size := pb[p], sb[p]
		if g := c.fx.markers[p]; g != nil {
			pos = pa[p].Lerp(pb[p], g.v)
			size = sa[p] + (sb[p]-sa[p])*g.v
		}
		drawMarker(c.dst, c.sp, pos, size, p)
		if laps := floorDiv(score, 40); laps != 0 {
			face := render.Face(render.Bold, fs(l, 17))
			txt := signed(laps * 40)
			bw := math.Ceil((render.TextWidth(txt, face)+l.s(8))/4) * 4
			br := geom.R(pos.X+size*0.2, pos.Y-size*0.5-l.s(11), bw, l.s(20))
			c.box(br, gameview.BoxStyle{Fill: render.Gold, Stroke: render.Ink, Width: 1.2, Radius: 9}, 1)
			render.DrawText(c.dst, txt, face, br.Center().X, br.Center().Y, render.Center, render.Middle, render.Ink)
		}
	}
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func (c *drawCtx) roundPanel() {
	l := c.l
	p := l.roundPanel()
	title := tr(c.loc, "imhotep.ui.round", "round", c.b.round, "rounds", imhotep.NumRounds)
	c.text(title, render.Title, 24, p.X+l.s(16), p.Y+l.s(22), render.Left, render.Middle, render.Ink)
	left := tr(c.loc, "imhotep.ui.rounds_left", "n", c.b.roundsLeft)
	c.text(left, render.Body, 17, p.Center().X, p.Bottom()-l.s(14), render.Center, render.Middle, render.InkSoft)
	card := l.roundCard()
	sx := 1.0
	if c.fx.flip > 0 {
		sx = math.Abs(math.Cos(math.Pi * c.fx.flip))
	}
	if c.b.round >= 1 {
		drawRoundCardSprite(c.dst, c.sp, card, c.b.np, c.b.roundCard, l, sx)
	}
}

func (c *drawCtx) supply(cur int) {
	l := c.l
	for p := 0; p < c.b.np; p++ {
		r := l.supplyRow(p)
		if p == cur && !c.b.over {
			c.box(r, gameview.BoxStyle{Stroke: render.Gold, Width: 2.5, Radius: 6}, 1)
		}
		c.mark(target{kind: tButton, idx: btnGet}, r)
		q := l.quarryPile(p)
		// The quarry: a small heap of the seat's stones and the count.
		if c.b.quarry[p] > 0 {
			c.stone(geom.Pt(q.X+l.s(14), q.Center().Y+l.s(3)), p, 20, nil)
			c.stone(geom.Pt(q.X+l.s(22), q.Center().Y-l.s(4)), p, 20, nil)
		}
		n := strconv.Itoa(c.b.quarry[p])
		render.DrawText(c.dst, n, countFace(n, render.Bold, l), q.Right()-l.s(4), q.Center().Y, render.Right, render.Middle, render.Ink)
		for i := 0; i < c.b.sled[p] && i < imhotep.SledCapacity; i++ {
			c.stone(l.sledSlot(p, i).Center(), p, stoneS*0.72, nil)
		}
	}
}

// ---- market ----

func (c *drawCtx) market() {
	l := c.l
	n := imhotep.MarketASpaces
	if c.b.sideB[imhotep.Market] {
		n = imhotep.MarketBSpaces
	}
	for i := 0; i < n; i++ {
		card := c.b.face[i]
		if card == imhotep.NoCard {
			continue
		}
		r := l.marketSpace(i)
		drawCardSprite(c.dst, c.sp, c.loc, card, r, 1)
		c.mark(target{kind: tMarket, idx: i}, r)
	}
	if c.b.sideB[imhotep.Market] && c.b.pair > 0 {
		r := l.marketSpace(3)
		for j := 0; j < c.b.pair; j++ {
			off := l.s(6 * float64(j*2-1))
			if c.b.pair == 1 {
				off = 0
			}
			cr := geom.RectFromCenter(r.Center().Add(geom.Pt(off, off)), r.W*0.8, r.W*0.8*cardRatio)
			drawCardSprite(c.dst, c.sp, c.loc, -1, cr, 1)
		}
		c.mark(target{kind: tPair}, r)
	}
	for _, pile := range []struct {
		r    geom.Rect
		n    int
		back bool
	}{{l.deckPile(), c.b.deck, true}, {l.discardPile(), c.b.discard, false}} {
		if pile.n > 0 {
			for j := min(pile.n, 4) - 1; j >= 0; j-- {
				off := -l.s(1.5 * float64(j))
				r := pile.r.Translate(off, off)
				if pile.back {
					drawCardSprite(c.dst, c.sp, c.loc, -1, r, 1)
				} else {
					drawCardSprite(c.dst, c.sp, c.loc, blankCard, r, 1)
				}
			}
		}
		// The count, as large as a count is read (countSize).
		n, at := strconv.Itoa(pile.n), geom.Pt(pile.r.Right()-l.s(6), pile.r.Y+l.s(6))
		// 17 on the match board, smaller with a smaller board (a rules picture).
		rad := math.Max(l.s(15), math.Min(17, l.s(17.1)))
		st := styleBadge
		st.Radius = rad / l.k
		c.box(geom.RectFromCenter(at, 2*rad, 2*rad), st, 1)
		render.DrawText(c.dst, n, countFace(n, render.Bold, l), at.X, at.Y, render.Center, render.Middle, render.Ink)
	}
}

// ---- sites ----

func (c *drawCtx) site(s imhotep.Site) {
	switch s {
	case imhotep.Market:
		c.market()
	case imhotep.Pyramid:
		c.pyramid()
	case imhotep.Temple:
		c.temple()
	case imhotep.Burial:
		c.burial()
	case imhotep.Obelisks:
		c.obelisks()
	}
}

func (c *drawCtx) pyramid() {
	l := c.l
	b := c.b
	if b.sideB[imhotep.Pyramid] {
		for k := 0; k < 3; k++ {
			for i, o := range b.pyrB[k] {
				c.stone(l.pyrBCell(k, i).Center(), o, stoneS, nil)
			}
			if len(b.pyrB[k]) < 5 {
				c.nextMark(l.pyrBCell(k, len(b.pyrB[k])))
			}
			c.mark(target{kind: tPyramid, idx: k}, l.pyramidB(k))
		}
	} else {
		for i, o := range b.pyrA {
			if i < 14 {
				c.stone(l.pyrACell(i).Center(), o, stoneS, nil)
			}
		}
		if len(b.pyrA) < 14 {
			c.nextMark(l.pyrACell(len(b.pyrA)))
		}
	}
	for p := 0; p < b.np; p++ {
		if b.edge[p] > 0 {
			pt := l.pyrEdgeSpot(b.sideB[imhotep.Pyramid], p)
			c.stone(pt, p, stoneS*0.85, nil)
			c.text("×"+strconv.Itoa(b.edge[p]), render.Bold, 18, pt.X+l.s(20), pt.Y, render.Left, render.Middle, render.Ink)
		}
	}
}

// temple: covered layers first, the visible top last.
func (c *drawCtx) temple() {
	l := c.l
	b := c.b
	n := len(b.temple)
	for pos, o := range b.temple {
		p := l.templeStone(pos, n, b.templeW)
		if pos < n-min(b.templeW, n) {
			var op ebiten.DrawImageOptions
			op.ColorScale.Scale(0.78, 0.78, 0.78, 1)
			c.stone(p, o, stoneS*0.94, &op)
		} else {
			c.stone(p, o, stoneS, nil)
		}
	}
	// The column whose bonus is being chosen.
	if c.dec != nil && c.dec.pend.Kind == "temple" && n > 0 {
		w := b.templeW
		col := c.dec.pend.Column
		if col >= 0 && col < w && col < n {
			top := col + ((n-1-col)/w)*w
			p := l.templeStone(top, n, w)
			drawGlowSprite(c.dst, c.sp, geom.RectFromCenter(p, l.s(stoneS), l.s(stoneS)), l.s(6), 0.9)
			c.stone(p, b.temple[top], stoneS, nil)
		}
	}
	if n > 0 {
		layers := (n + b.templeW - 1) / b.templeW
		col := l.templeColumn(b.templeW - 1)
		c.text(tr(c.loc, "imhotep.ui.layers", "n", layers), render.Medium, 17, col.Right()+l.s(8), col.Bottom()-l.s(8), render.Left, render.Bottom, render.InkSoft)
	}
}

// burial: the grid grows to the right.
func (c *drawCtx) burial() {
	l := c.l
	b := c.b
	sideB := b.sideB[imhotep.Burial]
	nb := len(b.burial)
	cols := (nb+2)/3 + 1
	pitch := burialPitch(nb, sideB)
	maxCols := int((baseW - sitesX - 12 - burialX0(sideB)) / pitch)
	cols = max(cols, maxCols)
	for pos := 0; pos < cols*3; pos++ {
		r := l.burialCell(pos, nb, sideB)
		if r.Right() > l.site(imhotep.Burial).Right()-l.s(4) {
			break
		}
		if pos >= nb {
			c.box(r, styleCell, 1)
		}
	}
	for pos, o := range b.burial {
		r := l.burialCell(pos, nb, sideB)
		c.stone(r.Center(), o, math.Min(stoneS, r.W/l.k-4), nil)
	}
	if nb < cols*3 {
		c.nextMark(l.burialCell(nb, nb+1, sideB))
	}
}

func (c *drawCtx) obelisks() {
	l := c.l
	b := c.b
	if b.sideB[imhotep.Obelisks] {
		for p := 0; p < b.np; p++ {
			for i := 0; i < b.obWait[p] && i < imhotep.ObeliskBStones; i++ {
				c.stone(l.obWaitCell(p, i).Center(), p, stoneS*0.8, nil)
			}
		}
		extra := 0
		for j, o := range b.obs {
			if o < 0 {
				continue
			}
			if j >= len(imhotep.ObeliskBValues) {
				extra++
				continue
			}
			r := l.obSpace(j)
			scale := 1.0
			if s, ok := c.fx.obPop[j]; ok {
				scale = s
			}
			drawObeliskSprite(c.dst, c.sp, r.Center().X, r.Bottom()-l.s(26), l.s(118), o, l.k, scale)
		}
		if extra > 0 {
			r := l.obSpace(len(imhotep.ObeliskBValues) - 1)
			c.text("+"+strconv.Itoa(extra), render.Bold, 18, r.Right(), r.Y+l.s(4), render.Right, render.Top, render.Ink)
		}
	} else {
		for p := 0; p < b.np; p++ {
			h := b.obA[p]
			t := l.obeliskATower(p)
			if h == 0 {
				continue
			}
			bottom := t.Bottom() - l.s(26)
			drawTowerSprite(c.dst, c.sp, t.Center().X, bottom, h, p, l)
			top := bottom - l.s(obSlabH(h)*float64(h))
			c.text(strconv.Itoa(h), render.Bold, 18, t.Center().X+l.s(23), top-l.s(6), render.Left, render.Middle, render.Ink)
		}
	}
}

// nextMark outlines the next space a stone will take.
func (c *drawCtx) nextMark(r geom.Rect) {
	c.box(r.Inset(c.l.s(2)), styleNext, 1)
}

// siteWash glows the sites that can be chosen and desaturates the others
// while a site is being chosen.
func (c *drawCtx) siteWash() {
	if c.next == nil {
		return
	}
	choosing := false
	for t := range c.next {
		if t.kind == tSite {
			choosing = true
		}
	}
	if !choosing {
		return
	}
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		t := target{kind: tSite, idx: int(s)}
		r := c.l.site(s)
		if c.next[t] {
			c.mark(t, c.l.dock(s))
			if c.hasHov && c.hov == t {
				c.box(r, gameview.BoxStyle{Stroke: render.Turquoise, Width: 3, Radius: 10}, 1)
			}
			continue
		}
		c.box(r, styleWash, 1)
	}
}

// ---- ships ----

func (c *drawCtx) ships(v *View) {
	l := c.l
	for i, sv := range c.b.ships {
		cap := imhotep.Ships[sv.id].Capacity
		center, ang, alpha := v.shipPose(i)
		img, _ := shipSprite(c.sp, sv.id, l.k)
		if sv.dest < 0 && v.fx.sail[sv.id] == nil {
			c.mark(target{kind: tShip, ship: sv.id}, l.shipRect(l.berth(i), cap))
		}
		blitRotated(c.dst, img, center, ang, 1, alpha)
		// The ship's name on a tag at the stern, over the hull's edge.
		if ang == 0 && alpha > 0.5 {
			name := imhotep.Ships[sv.id].ID[1:]
			face := render.Face(render.Bold, fs(l, 17))
			tw := math.Ceil((render.TextWidth(name, face)+l.s(10))/2) * 2
			tag := geom.R(center.X-l.s(shipLen(cap)/2)-l.s(4), center.Y+l.s(hullH/2)-l.s(16), tw, l.s(21))
			c.box(tag, gameview.BoxStyle{Fill: render.Papyrus, Stroke: render.Ink, Width: 1.2, Radius: 6}, 1)
			render.DrawText(c.dst, name, face, tag.Center().X, tag.Center().Y, render.Center, render.Middle, render.Ink)
		}
		unloading := c.dec != nil && c.dec.pend.Kind == "unload" && c.dec.pend.Ship == sv.id
		for k, o := range sv.slots {
			p := l.slotOffset(cap, k)
			pos := center.Add(p).Rotate(center, ang)
			sq := geom.RectFromCenter(pos, l.s(slotW-4), l.s(slotW-4))
			if o >= 0 {
				var op *ebiten.DrawImageOptions
				if alpha < 1 {
					op = &ebiten.DrawImageOptions{}
					op.ColorScale.ScaleAlpha(float32(alpha))
				}
				c.stone(pos, o, stoneS, op)
				if unloading {
					c.mark(target{kind: tStone, ship: sv.id, slot: k}, sq)
					for j, s := range c.dec.chosen {
						if s == k {
							c.badge(pos.Add(geom.Pt(l.s(12), -l.s(14))), l.s(12), strconv.Itoa(j+1), styleGoldPill, 17)
						}
					}
				}
			} else if sv.dest < 0 {
				t := target{kind: tSlot, ship: sv.id, slot: k}
				if m, ok := c.pk.mode(); ok && m == imhotep.Sail && c.pk.selected(t) && c.dec.player >= 0 {
					// The Sail card: the stone shows on its slot while the
					// site is chosen.
					op := &ebiten.DrawImageOptions{}
					op.ColorScale.ScaleAlpha(float32(0.85 * alpha))
					c.stone(pos, c.dec.player, stoneS, op)
				}
				c.mark(t, sq)
			}
		}
	}
}

func (c *drawCtx) waiting(v *View) {
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		for j, w := range v.waitingAt(s) {
			c.stone(v.waitPos(s, j), w.owner, stoneS*0.72, nil)
		}
	}
}

// ---- action bar ----

func (c *drawCtx) actionBar(v *View) {
	l := c.l
	bar := l.actionBar()
	p := c.dec.player
	if c.b.over || p < 0 {
		c.text(tr(c.loc, "imhotep.ui.game_over"), render.Title, 24, bar.Center().X, bar.Y+l.s(26), render.Center, render.Middle, render.Ink)
		return
	}
	head := geom.R(bar.X+l.s(44), bar.Y+l.s(6), bar.W-l.s(54), l.s(30))
	if !c.dec.human {
		drawMarker(c.dst, c.sp, geom.Pt(bar.X+l.s(26), bar.Y+l.s(21)), l.s(22), p)
		render.DrawInRect(c.dst, v.name(p), render.Face(render.Title, fs(l, 24)), head, render.Left, render.Middle, render.Ink)
		render.DrawWrapped(c.dst, tr(c.loc, "imhotep.ui.thinking"), render.Face(render.Body, fs(l, 20)), geom.R(bar.X+l.s(16), bar.Y+l.s(barHead+4), bar.W-l.s(32), l.s(80)), render.Left, render.InkSoft)
		return
	}
	// The human's turn: the panel is lit, its title says so.
	drawGlowSprite(c.dst, c.sp, bar, l.s(10), 0.55+0.35*c.pulse)
	c.box(bar.Inset(l.s(2)), gameview.BoxStyle{Stroke: render.Turquoise, Width: 3.5, Radius: 10}, 1)
	c.box(geom.R(bar.X+l.s(6), bar.Y+l.s(5), bar.W-l.s(12), l.s(barHead-9)), gameview.BoxStyle{Fill: render.WithAlpha(render.Gold, 0.35), Radius: 7}, 1)
	drawMarker(c.dst, c.sp, geom.Pt(bar.X+l.s(26), bar.Y+l.s(21)), l.s(22), p)
	render.DrawInRect(c.dst, tr(c.loc, "imhotep.ui.your_move"), render.Face(render.Title, fs(l, 24)), head, render.Left, render.Middle, render.Ink)
	for i, bt := range c.dec.buttons {
		r := l.button(i, len(c.dec.buttons))
		t := target{kind: tButton, idx: bt.code}
		fill := render.Papyrus
		txt := render.Ink
		alpha := 1.0
		if !bt.enabled {
			// Locked: dimmed, with a padlock; the tooltip says why.
			fill = render.Desaturate(render.Limestone, 0.6)
			txt = render.InkSoft
			alpha = 0.75
		} else if c.pk.selected(t) {
			fill = render.Lighten(render.Lapis, 0.65)
		}
		if bt.enabled {
			c.box(r.Translate(l.s(2), l.s(3)), gameview.BoxStyle{Fill: render.Shadow, Radius: 8}, 1)
		}
		c.box(r, gameview.BoxStyle{Fill: fill, Stroke: render.Ink, Width: 1.5, Radius: 8}, alpha)
		x := r.X + l.s(10)
		if bt.code < int(imhotep.NumCards) {
			card := imhotep.Card(bt.code)
			mini := geom.R(x, r.Y+l.s(3), (r.H-l.s(6))/cardRatio, r.H-l.s(6))
			drawCardSprite(c.dst, c.sp, c.loc, card, mini, alpha)
			x = mini.Right() + l.s(8)
		}
		right := r.Right() - l.s(6)
		if !bt.enabled {
			lk := math.Min(r.H-l.s(8), l.s(22))
			c.sp.DrawIcon(c.dst, render.IconLock, r.Right()-l.s(8)-lk/2, r.Center().Y, int(math.Round(lk)), nil)
			right -= lk + l.s(6)
		}
		label := tr(c.loc, bt.key, "n", bt.n)
		if bt.code < int(imhotep.NumCards) && bt.n > 1 {
			label += " ×" + strconv.Itoa(bt.n)
		}
		render.DrawInRect(c.dst, label, render.Face(render.Medium, fs(l, 20)), geom.R(x, r.Y, right-x, r.H), render.Left, render.Middle, txt)
		c.mark(t, r)
	}
	if n := len(c.dec.buttons); n > 0 && n <= 3 && c.dec.pend.Kind == "turn" && len(c.pk.prefix) == 0 && c.dec.buttons[0].code != btnPass {
		// Room under the buttons: the board's own moves, in words.
		top := l.button(n-1, n).Bottom() + l.s(6)
		hint, face := tr(c.loc, "imhotep.ui.hint_turn"), render.Face(render.Body, fs(l, 17))
		r := geom.R(bar.X+l.s(14), top, bar.W-l.s(28), bar.Bottom()-top-l.s(4))
		if float64(len(render.Wrap(hint, face, r.W)))*render.LineHeight(face) <= r.H {
			render.DrawWrapped(c.dst, hint, face, r, render.Left, render.InkSoft)
		} else {
			render.NoteDrop(hint, "dropped")
		}
	}
	if len(c.dec.buttons) == 0 {
		hint := ""
		switch c.dec.pend.Kind {
		case "unload":
			hint = "imhotep.ui.hint_unload"
		case "pyramid":
			hint = "imhotep.ui.hint_pyramid"
		case "keep":
			hint = "imhotep.ui.hint_keep"
		case "chisel2":
			hint = "imhotep.ui.hint_slot"
		}
		if hint != "" {
			render.DrawWrapped(c.dst, tr(c.loc, hint), render.Face(render.Body, fs(l, 20)), geom.R(bar.X+l.s(16), bar.Y+l.s(barHead+6), bar.W-l.s(32), l.s(barH-barHead-16)), render.Left, render.Ink)
		}
	}
}

func (c *drawCtx) keepOverlay(v *View) {
	l := c.l
	panel := l.keepPanel()
	st := render.DefaultPanel()
	st.Scale = l.k
	c.sp.DrawPlaced(c.dst, render.SpriteKey{Kind: "imhotep.keeppanel"}, panel, int(math.Ceil(20*l.k)), [3]float64{l.k}, func(img *ebiten.Image, r geom.Rect) {
		render.DrawPanel(img, r, st)
	})
	render.DrawInRect(c.dst, tr(c.loc, "imhotep.ui.keep_title"), render.Face(render.Title, fs(l, 22)), geom.R(panel.X, panel.Y+l.s(8), panel.W, l.s(28)), render.Center, render.Middle, render.Ink)
	for i, card := range c.dec.pair {
		r := l.keepCard(i, len(c.dec.pair)).Translate(0, l.s(28))
		drawCardSprite(c.dst, c.sp, c.loc, card, r, 1)
		c.mark(target{kind: tKeep, idx: int(card)}, r)
	}
}

// ---- overlays ----

func (c *drawCtx) effects() {
	l := c.l
	for _, g := range c.fx.glows {
		if g.r.W > 0 {
			drawGlowSprite(c.dst, c.sp, g.r, l.s(8), g.v)
		}
	}
	for _, f := range c.fx.flyers {
		p := f.pos()
		switch f.kind {
		case flyStone:
			sz := f.size
			if sz == 0 {
				sz = stoneS
			}
			// A stone grows a little at the top of its hop.
			sc := 1 + 0.15*math.Sin(math.Pi*math.Min(1, math.Max(0, f.v)))
			var op ebiten.DrawImageOptions
			op.GeoM.Scale(sc, sc)
			c.stone(p, f.owner, sz, &op)
		case flyCard, flyBack:
			w := f.w0 + (f.w1-f.w0)*math.Min(1, math.Max(0, f.v))
			r := geom.RectFromCenter(p, w, w*cardRatio)
			card := f.card
			if f.kind == flyBack {
				card = -1
			}
			// In flight, the picture of the larger end is scaled: drawing
			// a card anew for every width it passes would cost a frame.
			ref := math.Max(f.w0, f.w1)
			if math.Round(w) == math.Round(f.w0) || math.Round(w) == math.Round(f.w1) || ref < 8 {
				drawCardSprite(c.dst, c.sp, c.loc, card, r, 1)
			} else {
				img := cardSprite(c.sp, c.loc, card, int(math.Round(ref)))
				blitRotated(c.dst, img, r.Center(), 0, w/math.Round(ref), 1)
			}
		}
	}
	for _, p := range c.fx.pops {
		t, ok := p.Progress()
		if !ok {
			continue
		}
		y := p.At.Y - l.s(22) - l.s(36)*math.Min(1, t*1.4)
		a := 1.0
		if t > 0.6 {
			a = math.Max(0, 1-(t-0.6)/0.4)
		}
		sc := 0.6 + 0.4*math.Min(1, t*4)
		clr := render.GoldDeep
		if !p.Good {
			clr = render.Terracotta
		}
		face := render.Face(render.Bold, fs(l, 30*sc))
		pos := geom.Pt(p.At.X, y)
		bg := render.TextBounds(p.Text, render.Face(render.Bold, fs(l, 30)), pos.X, pos.Y, render.Center, render.Middle).InsetXY(-l.s(8), -l.s(2))
		bg = geom.RectFromCenter(bg.Center(), math.Ceil(bg.W*sc/4)*4, math.Ceil(bg.H*sc/4)*4)
		c.box(bg, gameview.BoxStyle{Fill: render.WithAlpha(render.Papyrus, 0.85), Stroke: render.Ink, Width: 1.5, Radius: 10}, a)
		render.DrawText(c.dst, p.Text, face, pos.X, pos.Y, render.Center, render.Middle, render.WithAlpha(clr, a))
	}
}
