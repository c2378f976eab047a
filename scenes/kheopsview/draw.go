package kheopsview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Draw paints the board.
func (v *View) Draw(dst *ebiten.Image) { v.DrawTo(dst) }

// DrawTo paints the board as blits only, so that dst may be a
// render.List: the match scene then paints again only what changed.
func (v *View) DrawTo(dst render.Target) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Floor(v.Area.X), math.Floor(v.Area.Y))
	render.DrawImage(dst, v.staticLayer(), &op)
	if v.d == nil {
		return
	}
	v.drawDynamic(dst)
}

// staticLayer is the static picture of the board, drawn at the origin.
func (v *View) staticLayer() *ebiten.Image {
	w, h := int(math.Ceil(v.Area.W)), int(math.Ceil(v.Area.H))
	key := staticKey{w: w, h: h, k: v.lay.k, lang: v.Env.Lang(), density: render.Density(), bare: v.bare, tray: v.traySeat() >= 0}
	return v.static.Ensure(key, w, h, func(dst *ebiten.Image) {
		ox, oy := math.Floor(v.Area.X), math.Floor(v.Area.Y)
		l := newLayout(geom.R(v.Area.X-ox, v.Area.Y-oy, v.Area.W, v.Area.H))
		drawStatic(dst, l, v.Env.Bundle(), v.bare, key.tray)
	})
}

// drawCtx bundles what the dynamic drawing needs.
type drawCtx struct {
	v      *View
	dst    render.Target
	l      *layout
	b      *board
	sp     *render.Sprites
	next   map[target]bool
	hov    target
	hasHov bool
}

func (v *View) drawDynamic(dst render.Target) {
	next := v.next()
	hov, hasHov := v.hovered(next)
	c := &drawCtx{v: v, dst: dst, l: v.lay, b: v.d, sp: v.Sprites(), next: next, hov: hov, hasHov: hasHov}
	if !v.bare {
		c.status()
	}
	c.tiles()
	if v.fin != nil {
		c.finaleWash()
	} else if v.overlay {
		c.overlayWash()
	}
	c.targets()
	c.ghost()
	c.pawns()
	if !v.bare {
		c.tray()
		c.pile()
	}
	c.controls()
	c.flyers()
	if v.fin != nil {
		c.finaleChips()
		c.finaleSheet()
	} else if v.overlay {
		c.overlayChips()
	}
	c.pops()
}

func (c *drawCtx) text(s string, role render.Role, size, x, y float64, h render.Align, va render.Anchor, clr color.Color) {
	render.DrawText(c.dst, s, render.Face(role, fs(c.l, size)), x, y, h, va, clr)
}

func (c *drawCtx) inRect(s string, role render.Role, size float64, r geom.Rect, h render.Align, clr color.Color) {
	render.DrawInRect(c.dst, s, render.Face(role, fs(c.l, size)), r, h, render.Middle, clr)
}

func (c *drawCtx) tr(key string, args ...any) string { return tr(c.v.Env.Bundle(), key, args...) }

// ---- status band ----

func (c *drawCtx) status() {
	l, b := c.l, c.b
	st := l.status()
	turn := min(max(b.turn, 1), 30)
	c.inRect(c.tr("kheops.ui.turn", "turn", turn, "turns", 30), render.Bold, 22, geom.R(st.X+l.s(14), st.Y, l.s(200), st.H), render.Left, render.Ink)
	labels := []string{"kheops.ui.phase_pawn", "kheops.ui.phase_power", "kheops.ui.phase_tile"}
	cur := -1
	switch b.phase {
	case kheops.PhasePawn:
		cur = 0
	case kheops.PhasePower:
		cur = 1
	case kheops.PhaseTile:
		cur = 2
	}
	for i, key := range labels {
		r := l.phaseChip(i)
		fill, txt := render.WithAlpha(render.Papyrus, 0.9), render.InkSoft
		stroke := render.WithAlpha(render.InkSoft, 0.5)
		if i == cur {
			fill, txt, stroke = render.Lapis, render.Papyrus, render.Ink
		}
		box(c.dst, c.sp, r, gameview.BoxStyle{Fill: fill, Stroke: stroke, Width: math.Max(1, l.s(1.5)), Radius: l.s(19)})
		c.inRect(strconv.Itoa(i+1)+" · "+c.tr(key), render.Medium, 17, r.InsetXY(l.s(12), 0), render.Center, txt)
	}
	// The overlay toggle.
	t := l.toggle()
	on := c.v.overlay || c.v.fin != nil
	fill := render.Papyrus
	if on {
		fill = render.Lighten(render.Lapis, 0.6)
	}
	hot := c.v.pointerIn(t)
	stroke := render.Ink
	if hot {
		stroke = render.Turquoise
	}
	box(c.dst, c.sp, t, gameview.BoxStyle{Fill: fill, Stroke: stroke, Width: math.Max(1, l.s(1.5)), Radius: l.s(8), Shadow: true})
	key := "kheops.ui.networks_show"
	if on {
		key = "kheops.ui.networks_hide"
	}
	sw := l.s(12)
	for i, clr := range netColours[:3] {
		box(c.dst, c.sp, geom.R(t.X+l.s(12)+float64(i)*sw*0.8, t.Center().Y-sw/2, sw, sw), gameview.BoxStyle{Fill: clr, Stroke: render.Ink, Width: 1, Radius: 2})
	}
	c.inRect(c.tr(key), render.Medium, 17, geom.R(t.X+l.s(48), t.Y, t.W-l.s(56), t.H), render.Left, render.Ink)
}

func (v *View) pointerIn(r geom.Rect) bool { return v.HasPtr && r.Contains(v.Pointer) }

// ---- tiles and pawns ----

func (c *drawCtx) tiles() {
	l, b := c.l, c.b
	fx := &c.v.fx
	for s := 1; s <= kheops.NumSlots; s++ {
		id := b.tile[s]
		if id == 0 {
			continue
		}
		if sp := fx.spin; sp != nil && sp.slot == s {
			t := l.tileTri(s)
			ang := tileAngle(!kheops.IsUp(s), sp.k) + sp.v*float64(sp.steps)*2*math.Pi/3
			drawMovingTile(c.dst, c.sp, id, false, t.centroid(), t.side(), t.side(), ang, 1)
			continue
		}
		placedTile(c.dst, c.sp, l.tileTri(s), id, b.rot[s])
	}
	for s, f := range fx.flash {
		if f > 0.05 {
			triGlow(c.dst, c.sp, l.tileTri(s), f > 0.5, render.Gold)
		}
	}
}

func (c *drawCtx) pawns() {
	l, b := c.l, c.b
	fx := &c.v.fx
	size := l.pawnSize()
	if b.phase == kheops.PhasePower && b.just != 0 && b.pawn[b.just] != 0 {
		// The pawn just placed: it may not be moved by its own power.
		p := l.pawnPos(b.just)
		box(c.dst, c.sp, geom.RectFromCenter(p.Add(geom.Pt(0, size*0.44)), size*0.9, size*0.3), gameview.BoxStyle{Fill: render.WithAlpha(render.Gold, 0.55), Radius: size * 0.15})
	}
	for s := 1; s <= kheops.NumSlots; s++ {
		if b.pawn[s] == 0 || fx.hidePawn[s] {
			continue
		}
		p := pawnOf(b.pawn[s])
		at := l.pawnPos(s)
		if sp := fx.spin; sp != nil && sp.slot == s {
			// Riding along: a little sway while the tile turns.
			at = at.Add(geom.Pt(l.s(3)*math.Sin(sp.v*math.Pi*2), -l.s(4)*math.Sin(sp.v*math.Pi)))
			blitAt(c.dst, pawnImage(c.sp, p.Kind, c.v.Colour(p.Owner), size, c.dots(p.Owner)), at, 1, 0, 1)
			continue
		}
		placedPawn(c.dst, c.sp, p, c.v.Colour(p.Owner), at, size, c.dots(p.Owner))
	}
	// The pawn about to be placed, faded, on the tile under the pointer.
	if c.hasHov && c.hov.kind == tSlot && c.isPawnPhase() {
		p := kheops.Pawn{Owner: c.v.dec.player, Kind: c.v.pk.kind}
		img := pawnImage(c.sp, p.Kind, c.v.Colour(p.Owner), size, c.dots(p.Owner))
		blitAt(c.dst, img, l.pawnPos(c.hov.n).Add(geom.Pt(size*0.18, -size*0.12)), 1, 0, 0.7)
	}
	if f := c.v.pk.first; f != 0 && c.v.dec.human {
		triLine(c.dst, c.sp, l.tileTri(f), math.Max(2, l.s(4)), render.Lapis)
	}
}

// dots: Blue's pawns carry the colour-blind pattern when it is on.
func (c *drawCtx) dots(owner int) bool { return c.v.Env.PatternsOn() && owner == kheops.Blue }

// targets glows the slots a click may take now.
func (c *drawCtx) targets() {
	for s := 1; s <= kheops.NumSlots; s++ {
		t := target{tSlot, s}
		if !c.next[t] {
			continue
		}
		hot := c.hasHov && c.hov == t
		c.v.triMark(c.dst, c.sp, s, hot)
	}
}

// triMark fills a slot a click may take with a tint and a thin outline,
// so that the triangles between two legal slots do not look legal too;
// hot (hovered) adds the glow.
func (v *View) triMark(dst render.Target, sp *render.Sprites, s int, hot bool) {
	t := v.lay.tileTri(s)
	if hot {
		triFill(dst, sp, t, render.WithAlpha(render.Turquoise, 0.42))
		triGlow(dst, sp, t, true, render.Turquoise)
		return
	}
	triFill(dst, sp, t.scaled(0.96), render.WithAlpha(render.Turquoise, 0.3))
	triLine(dst, sp, t.scaled(0.96), math.Max(1.5, v.lay.s(2.5)), render.Turquoise)
}

// ghost shows the tile being placed (or the one under the pointer before
// a slot is chosen), and how its openings meet the neighbours.
func (c *drawCtx) ghost() {
	v := c.v
	mt, ok := v.dec.ms.kind()
	if !ok || mt != kheops.PlaceTile || !v.dec.human || v.busy() || v.pk.tile == 0 {
		return
	}
	slot, k := v.pk.slot, v.pk.k
	if slot == 0 {
		if !c.hasHov || c.hov.kind != tSlot {
			return
		}
		slot, k = c.hov.n, v.bestK(v.pk.tile, c.hov.n)
	}
	t := c.l.tileTri(slot)
	placedTile(c.dst, c.sp, t, v.pk.tile, k)
	triLine(c.dst, c.sp, t, math.Max(2, c.l.s(3.5)), render.Turquoise)
	c.openingMarks(slot, v.pk.tile, k)
}

// openingMarks marks each opening of tile at slot (rotation k): turquoise
// where it meets a neighbour's opening, terracotta where a wall blocks it,
// hollow where the neighbour's slot is still empty.
func (c *drawCtx) openingMarks(slot, tile, k int) {
	l := c.l
	open := kheops.OpenEdges(tile, k)
	t := l.slot(slot)
	r := l.s(12)
	for e := 0; e < 3; e++ {
		if open&(1<<e) == 0 {
			continue
		}
		nb := kheops.Neighbour(slot, e)
		m := t.mid(e)
		switch {
		case nb == 0:
			disc(c.dst, c.sp, geom.Circle{C: m, R: r * 0.7}, render.WithAlpha(render.Papyrus, 0.9), render.InkSoft, 1.5)
		case c.v.target.tile[nb] == 0:
			disc(c.dst, c.sp, geom.Circle{C: m, R: r * 0.7}, render.WithAlpha(render.Papyrus, 0.6), render.Turquoise, 2)
		case edgeConnects(c.v.target, slot, e):
			disc(c.dst, c.sp, geom.Circle{C: m, R: r}, render.Turquoise, render.Ink, 2)
		default:
			disc(c.dst, c.sp, geom.Circle{C: m, R: r * 0.8}, render.Terracotta, render.Ink, 2)
		}
	}
}

// ---- the tray: pawn kinds and hand of the seat the human plays ----

func (c *drawCtx) tray() {
	l, b := c.l, c.b
	seat := c.v.traySeat()
	if seat < 0 {
		return
	}
	head := l.trayHead()
	pc := c.v.Colour(seat)
	c.sp.DrawMark(c.dst, geom.Pt(head.X+l.s(12), head.Center().Y), l.s(22), pc)
	acting := b.cur == seat && !b.over()
	clr := render.Ink
	if acting {
		clr = render.Lapis
	}
	c.inRect(c.v.name(seat), render.Bold, 20, geom.R(head.X+l.s(32), head.Y, head.W-l.s(32), head.H), render.Left, clr)
	if acting {
		box(c.dst, c.sp, l.tray().Inset(-l.s(2)), gameview.BoxStyle{Stroke: render.Lapis, Width: math.Max(2, l.s(3)), Radius: l.s(10)})
	}
	c.kindButtons(seat)
	c.hand(seat)
}

func (c *drawCtx) kindButtons(seat int) {
	l, b := c.l, c.b
	v := c.v
	picking := v.dec.human && v.dec.player == seat && c.isPawnPhase()
	for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
		if !hasKind(seat, k) {
			continue
		}
		r := l.kindButton(k)
		t := target{tKind, int(k)}
		n := b.sup[seat][k]
		locked := v.kindLock(seat, k) != ""
		fill := render.WithAlpha(render.Papyrus, 0.85)
		stroke := render.WithAlpha(render.InkSoft, 0.6)
		selected := picking && v.pk.kind == k
		if selected {
			fill, stroke = render.Lighten(render.Lapis, 0.7), render.Lapis
		}
		if locked {
			fill = render.WithAlpha(render.Mix(render.Papyrus, render.InkSoft, 0.25), 0.85)
		}
		w := math.Max(1, l.s(1.5))
		if selected {
			w = math.Max(2, l.s(3))
		}
		box(c.dst, c.sp, r, gameview.BoxStyle{Fill: fill, Stroke: stroke, Width: w, Radius: l.s(8)})
		if c.next[t] && picking && !selected {
			hot := c.hasHov && c.hov == t
			w := 2.0
			if hot {
				w = 3
			}
			box(c.dst, c.sp, r.Inset(-l.s(2)), gameview.BoxStyle{Stroke: render.Turquoise, Width: w, Radius: l.s(9)})
		}
		size := l.s(40)
		at := geom.Pt(r.X+l.s(22), r.Y+l.s(32))
		switch {
		case n > 0 && locked:
			blitAt(c.dst, pawnImage(c.sp, k, v.Colour(seat), size, c.dots(seat)), at, 1, 0, 0.4)
		case n > 0:
			placedPawn(c.dst, c.sp, kheops.Pawn{Owner: seat, Kind: k}, v.Colour(seat), at, size, c.dots(seat))
		default:
			box(c.dst, c.sp, pawnRect(at, size).Inset(l.s(6)), gameview.BoxStyle{Stroke: render.WithAlpha(render.InkSoft, 0.4), Width: 1.5, Radius: l.s(6)})
		}
		txt := render.Ink
		if n == 0 || locked {
			txt = render.InkSoft
		}
		cnt := "×" + strconv.Itoa(n)
		render.DrawInRect(c.dst, cnt, boardCount(l, cnt, render.Bold), geom.R(r.X+l.s(44), r.Y+l.s(8), r.W-l.s(45), l.s(44)), render.Left, render.Middle, txt)
		c.inRect(c.tr("kheops.pawn."+k.String()), render.Body, 17, geom.R(r.X+l.s(2), r.Bottom()-l.s(26), r.W-l.s(4), l.s(24)), render.Center, txt)
		if locked {
			c.sp.DrawIcon(c.dst, render.IconLock, at.X, at.Y+l.s(4), int(math.Round(l.s(24))), nil)
		}
	}
}

func (c *drawCtx) isPawnPhase() bool {
	mt, ok := c.v.dec.ms.kind()
	return ok && mt == kheops.PlacePawn
}

func (c *drawCtx) hand(seat int) {
	l, b := c.l, c.b
	v := c.v
	picking := v.dec.human && v.dec.player == seat
	mt, _ := v.dec.ms.kind()
	for i, id := range b.hand[seat] {
		t := l.handTri(i)
		sel := picking && mt == kheops.PlaceTile && id != 0 && id == v.pk.tile
		if sel {
			t = shiftTri(t, 0, -l.s(8))
		}
		placedTile(c.dst, c.sp, t, id, 0)
		tg := target{tHand, id}
		switch {
		case sel:
			triLine(c.dst, c.sp, t, math.Max(2, l.s(4)), render.Lapis)
		case picking && c.next[tg]:
			triGlow(c.dst, c.sp, t, c.hasHov && c.hov == tg, render.Turquoise)
		}
	}
	if len(b.hand[seat]) == 0 {
		t := l.handTri(0)
		c.inRect(c.tr("kheops.ui.hand_empty"), render.Body, 17, geom.R(t.bounds().X, t.centroid().Y-l.s(14), l.s(300), l.s(28)), render.Left, render.InkSoft)
	}
}

func (c *drawCtx) pile() {
	l, b := c.l, c.b
	p := l.pile()
	c.inRect(c.tr("kheops.ui.pile"), render.Medium, 17, geom.R(p.X, p.Y+l.s(4), p.W, l.s(24)), render.Center, render.Ink)
	t := l.pileTri()
	n := min(b.pile, 4)
	for j := n - 1; j >= 0; j-- {
		placedTile(c.dst, c.sp, shiftTri(t, l.s(3*float64(j)), -l.s(3*float64(j))), 0, 0)
	}
	if b.pile == 0 {
		triLine(c.dst, c.sp, t, 1.5, render.WithAlpha(render.InkSoft, 0.5))
	}
	badge := geom.RectFromCenter(geom.Pt(p.Center().X, p.Bottom()-l.s(24)), l.s(64), l.s(30))
	box(c.dst, c.sp, badge, gameview.BoxStyle{Fill: render.Papyrus, Stroke: render.Ink, Width: 1.5, Radius: l.s(15)})
	n = b.pile
	render.DrawInRect(c.dst, strconv.Itoa(n), boardCount(l, strconv.Itoa(n), render.Bold), badge, render.Center, render.Middle, render.Ink)
}

// ---- floating controls ----

const (
	iconCCW = iota
	iconCW
	iconOK
)

// controls are the fixed ↺ ↻ ✓ row of the tray while a tile is placed or
// turned by a power; the tile being turned shows its pending rotation.
func (c *drawCtx) controls() {
	v := c.v
	if v.bare || v.traySeat() < 0 {
		return
	}
	l := c.l
	if !v.controlsShown() || v.busy() {
		// Their fixed place, off until a tile is to be turned.
		for i := range 3 {
			c.ctrlButton(l.ctrl(i), i, target{}, false)
		}
		return
	}
	if mt, _ := v.dec.ms.kind(); mt == kheops.RotateTile {
		if s := v.pk.first; s != 0 && c.b.tile[s] != 0 {
			// The preview: the tile turned, with its pawn.
			t := l.tileTri(s)
			placedTile(c.dst, c.sp, t, c.b.tile[s], (c.b.rot[s]+v.pk.k)%3)
			if c.b.pawn[s] != 0 {
				p := pawnOf(c.b.pawn[s])
				placedPawn(c.dst, c.sp, p, v.Colour(p.Owner), l.pawnPos(s), l.pawnSize(), c.dots(p.Owner))
			}
			triLine(c.dst, c.sp, t, math.Max(2, l.s(4)), render.Lapis)
		}
	}
	for i, tk := range []tkind{tRotCCW, tRotCW, tConfirm} {
		t := target{tk, 0}
		c.ctrlButton(l.ctrl(i), i, t, c.next[t])
	}
	hint, r := c.tr("kheops.ui.ctrl_hint"), l.ctrlHint()
	// A board drawn small (a rules picture) shrinks the hint rather than
	// cut it: it fits at 17 on the match's board.
	size := fs(l, 17)
	f := render.Face(render.Body, size)
	for ; size > 4 && render.TextWidth(hint, f) > r.W; size -= 0.5 {
		f = render.Face(render.Body, size-0.5)
	}
	render.DrawInRect(c.dst, hint, f, r, render.Center, render.Middle, render.InkSoft)
}

func (c *drawCtx) ctrlButton(cc geom.Circle, icon int, t target, on bool) {
	hot := on && c.hasHov && c.hov == t
	v := icon
	if hot {
		v |= 8
	}
	if !on {
		v |= 16
	}
	r := cc.Bounds()
	c.sp.DrawPlaced(c.dst, render.SpriteKey{Kind: "kheops.ctrl", Variant: v}, r, 8, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		drawCtrl(img, geom.Circle{C: rr.Center(), R: cc.R}, icon, hot, !on)
	})
}

// drawCtrl draws a round control button with its icon.
func drawCtrl(dst *ebiten.Image, cc geom.Circle, icon int, hot, off bool) {
	fill := render.Papyrus
	if icon == iconOK {
		fill = render.ReedGreen
	}
	ink := render.Ink
	if off {
		// Not usable yet: flat and faded.
		fill = render.Mix(fill, render.Papyrus, 0.6)
		ink = render.WithAlpha(render.InkSoft, 0.6)
	}
	if hot {
		fill = render.Lighten(fill, 0.3)
		render.FillCircle(dst, cc.C, cc.R+4, render.WithAlpha(render.Turquoise, 0.5))
	}
	if !off {
		render.FillCircle(dst, cc.C.Add(geom.Pt(2, 3)), cc.R, render.WithAlpha(render.Ink, 0.25))
	}
	render.FillCircle(dst, cc.C, cc.R, fill)
	w := 2.0
	clr := ink
	if hot {
		w, clr = 3, render.Turquoise
	}
	render.StrokeCircle(dst, cc.C, cc.R, w, clr)
	q := pen{dst: dst, c: cc.C, h: cc.R * 0.62, sw: 1.5}
	lw := math.Max(2.5, cc.R*0.14)
	switch icon {
	case iconOK:
		tick := render.Papyrus
		if off {
			tick = ink
		}
		q.line(lw*1.3, tick, -0.55, 0.0, -0.15, 0.42, 0.6, -0.45)
	case iconCW, iconCCW:
		a0, a1 := math.Pi*0.95, math.Pi*2.2
		if icon == iconCCW {
			a0, a1 = math.Pi*2.05, math.Pi*0.8
		}
		pts := arc(0, 0.08, 0.62, a0, a1, 16)
		q.line(lw, ink, pts...)
		dir := a1 + math.Pi/2
		if icon == iconCCW {
			dir = a1 - math.Pi/2
		}
		q.arrowHead(pts[len(pts)-2], pts[len(pts)-1], dir, 0.3, ink)
	}
}

// ---- flyers and pop-ups ----

func (c *drawCtx) flyers() {
	l := c.l
	for _, f := range c.v.fx.flyers {
		p := f.pos()
		if f.pawn != 0 {
			pw := pawnOf(f.pawn)
			sc := 1 + 0.12*math.Sin(math.Pi*anim01(f.v))
			blitAt(c.dst, pawnImage(c.sp, pw.Kind, c.v.Colour(pw.Owner), f.size, c.dots(pw.Owner)), p, sc, 0, 1)
			continue
		}
		a := f.a0 + (f.a1-f.a0)*anim01(f.v)
		ang := f.ang0 + (f.ang1-f.ang0)*anim01(f.v)
		back := f.back && !(f.reveal && f.v > 0.5)
		drawMovingTile(c.dst, c.sp, f.tile, back, p, a, l.s(tileA)*tileInset, ang, 1)
	}
}

func anim01(x float64) float64 { return math.Max(0, math.Min(1, x)) }

func (c *drawCtx) pops() {
	l := c.l
	for _, p := range c.v.fx.pops {
		t, ok := p.Progress()
		if !ok {
			continue
		}
		a := 1.0
		if t > 0.7 {
			a = math.Max(0, 1-(t-0.7)/0.3)
		}
		y := p.At.Y - l.s(30) - l.s(24)*math.Min(1, t*2)
		face := render.Face(render.Bold, fs(l, 22))
		bg := render.TextBounds(p.Text, face, p.At.X, y, render.Center, render.Middle).InsetXY(-l.s(12), -l.s(6))
		bg = geom.RectFromCenter(bg.Center(), math.Ceil(bg.W/8)*8, math.Ceil(bg.H/4)*4)
		// Kept inside the board.
		dx := math.Max(0, c.v.Area.X+l.s(8)-bg.X) - math.Max(0, bg.Right()-(c.v.Area.Right()-l.s(8)))
		bg = bg.Translate(dx, 0)
		bg.X, bg.Y = math.Round(bg.X), math.Round(bg.Y)
		clr := render.Terracotta
		if p.Good {
			clr = render.GoldDeep
		}
		if a < 1 {
			// Fading: fewer distinct frames, quantized.
			a = math.Round(a*8) / 8
		}
		box(c.dst, c.sp, bg, gameview.BoxStyle{Fill: render.WithAlpha(render.Papyrus, 0.95*a), Stroke: render.WithAlpha(render.Ink, a), Width: 1.5, Radius: l.s(10)})
		render.DrawText(c.dst, p.Text, face, bg.Center().X, bg.Center().Y, render.Center, render.Middle, render.WithAlpha(clr, a))
	}
}
