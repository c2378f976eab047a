package tekhenuview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/render/widget/wgeom"
)

var (
	lightFill = [3]color.RGBA{
		{0xF6, 0xDE, 0x8A, 0xFF}, // Sun
		{0xB8, 0xA9, 0x8C, 0xFF}, // Penumbra
		{0x4A, 0x55, 0x6E, 0xFF}, // Darkness
	}
	dieFill = [5]color.RGBA{
		{0xF7, 0xF4, 0xEC, 0xFF}, {0xE9, 0xC4, 0x3F, 0xFF}, {0x2E, 0x2B, 0x29, 0xFF},
		{0x8A, 0x55, 0x2B, 0xFF}, {0x93, 0x93, 0x8E, 0xFF},
	}
	statusRing = [3]color.RGBA{render.ReedGreen, render.Terracotta, render.InkSoft}
	godCodes   = [6]string{"horus", "ra", "hathor", "bastet", "thoth", "osiris"}
	colourCode = [5]string{"white", "yellow", "black", "brown", "gray"}
)

// Draw paints the board.
func (v *View) Draw(dst *ebiten.Image) {
	if v.st == nil {
		return
	}
	l := v.lay
	key := staticKey{int(math.Ceil(v.Area.Right())), int(math.Ceil(v.Area.Bottom())), v.Area, v.Env.Lang(), v.st.NumPlayers(), render.Density()}
	img := v.static.Ensure(key, key.w, key.h, v.drawStatic)
	render.DrawImage(dst, img, nil)
	next := v.next()
	v.drawDialKept(dst, next)
	v.drawTemple(dst, next)
	v.drawOsiris(dst, next)
	v.drawTracks(dst)
	if cs := v.choices(); len(cs) > 0 {
		v.drawChoices(dst, cs, next)
	} else {
		v.drawMarket(dst, next)
	}
	v.drawTray(dst, next)
	v.drawBar(dst, next)
	v.drawEffects(dst)
	v.drawSolo(dst)
	v.drawBanner(dst)
	f := render.Face(render.Bold, math.Max(countMin, 20*l.k))
	_, j, _ := v.st.Counts()
	pk, pa := Progress(v.st) // past turn 16 (the last Judgment, the end) it stays 16/16
	render.DrawText(dst, v.t(pk, pa...), f, l.status.X+4, l.status.Y+2, render.Left, render.Top, render.Ink)
	render.DrawInRect(dst, v.t("tekhenu.ui.judgments", "j", j), render.Face(render.Medium, widget.TextMin), l.judged, render.Right, render.Middle, render.InkSoft)
}

func (v *View) glow(dst *ebiten.Image, r geom.Rect, t target, next map[target]bool) {
	if !next[t] {
		return
	}
	hot := v.hovered(t)
	sp := v.Sprites()
	if v.pk.sel == t {
		widget.Outline(dst, sp, r.Inset(-3), 6, 3, render.Lapis)
		return
	}
	s := 0.7
	if hot {
		s = 1
	}
	widget.Glow(dst, sp, r, 6, s)
	if hot {
		widget.Outline(dst, sp, r.Inset(-2), 6, 2.5, render.Turquoise)
	}
}

// hovered reports whether the pointer is on target t.
func (v *View) hovered(t target) bool {
	for _, h := range v.hover {
		if h == t {
			return true
		}
	}
	return false
}

// countMin is the size of the counts that matter on the board (the
// Horus values, the temple cells' tokens, the pile, the turn): 14 px at a
// 1280x720 window, where the 1920x1080 canvas is drawn at 2/3 (ART.md;
// issue 22).
const countMin = 21

// dieRingIn is how far inside a die's edge the "you may take it" ring
// lies: the 3 px purity frame outside the edge stays uncovered.
const dieRingIn = 2.5

// dieGlow marks a die that may be taken without covering its purity
// frame: a soft glow under every die (over=false), then a turquoise ring
// just inside the die's edge (over=true), lapis when selected.
func (v *View) dieGlow(dst *ebiten.Image, r geom.Rect, t target, next map[target]bool, over bool) {
	if !next[t] {
		return
	}
	hot := v.hovered(t)
	sp := v.Sprites()
	if !over {
		if v.pk.sel != t {
			s := 0.8
			if hot {
				s = 1
			}
			widget.Glow(dst, sp, r.Inset(-3), 8, s)
		}
		return
	}
	// Inside the die's edge: the dice lie 6 px apart, their 3 px frames
	// fill the gap, so nothing may go outside them.
	in := r.Inset(dieRingIn)
	switch {
	case v.pk.sel == t:
		render.StrokeRoundRect(dst, in, r.W*0.14, 3.5, render.Lapis)
	case hot:
		render.StrokeRoundRect(dst, in, r.W*0.14, 3.5, render.Turquoise)
	default:
		render.StrokeRoundRect(dst, in, r.W*0.14, 2.5, render.Turquoise)
	}
}

// tint marks a legal spot of a packed grid (temple cells, slots, Osiris
// rows) by filling it, stronger under the pointer; the selected one gets
// a lapis outline.
func (v *View) tint(dst *ebiten.Image, r geom.Rect, t target, next map[target]bool) {
	if !next[t] {
		return
	}
	if v.pk.sel == t {
		widget.Outline(dst, v.Sprites(), r.Inset(-2), 6, 3.5, render.Lapis)
		return
	}
	a := 0.3
	for _, h := range v.hover {
		if h == t {
			a = 0.55
		}
	}
	render.FillRoundRect(dst, r, 5, render.WithAlpha(render.Turquoise, a))
	render.StrokeRoundRect(dst, r, 5, 2, render.Turquoise)
}

// dialOffset is the angle the light pattern is drawn at (animated).
func (v *View) dialShift() float64 { return v.fx.dialShift }

func (v *View) drawDial(dst *ebiten.Image, next map[target]bool) {
	l := v.lay
	k := l.k
	st := v.st
	off, _ := st.Dial()
	for g := 0; g < tekhenu.NumGods; g++ {
		light := st.Light(g)
		fill := lightFill[light]
		if sh := v.dialShift(); sh != 0 {
			// While the dial turns, each section blends towards the light
			// it had one step before.
			prevLight := dialLightAt(g, off-1)
			fill = render.Mix(fill, lightFill[prevLight], sh)
		}
		render.FillPolygon(dst, l.section(g), fill)
		render.FillPolygon(dst, l.wedge(g, l.ringR, l.dialR), render.Mix(fill, render.Limestone, 0.5))
		render.StrokePolygon(dst, l.section(g), 1.5, render.Ink)
		// The name, the Horus value, the statue slots.
		ink := render.Ink
		v.drawGodName(dst, g, ink)
		hb := l.ringBox(g, 1)
		render.FillRoundRect(dst, hb, 4*k, render.Papyrus)
		render.StrokeRoundRect(dst, hb, 4*k, 1.2, render.GoldDeep)
		render.DrawText(dst, strconv.Itoa(st.HorusValue(g)), render.Face(render.Bold, math.Max(countMin, 18*k)), hb.Center().X, hb.Center().Y, render.Center, render.Middle, render.GoldDeep)
		for i := 0; i < 3; i++ {
			sb := l.ringBox(g, 2+i)
			if i >= st.GodStatueSlots() {
				continue
			}
			render.FillRoundRect(dst, sb, 4*k, render.WithAlpha(render.Limestone, 0.9))
			render.StrokeRoundRect(dst, sb, 4*k, 1, render.Ink)
			if o := st.GodStatue(g, i); o >= 0 && !v.fx.hidesPiece(pieceGod, g, i) {
				v.drawStatue(dst, sb.Center(), sb.W*0.9, o)
			}
		}
		if next[target{tGodStatue, g}] {
			for i := 0; i < st.GodStatueSlots(); i++ {
				if st.GodStatue(g, i) < 0 {
					v.glow(dst, l.ringBox(g, 2+i), target{tGodStatue, g}, next)
				}
			}
		}
	}
	// A god to choose: its whole section lit and outlined, drawn over its
	// neighbours so that the outline shows all round.
	for g := 0; g < tekhenu.NumGods; g++ {
		t := target{tGod, g}
		if !next[t] {
			continue
		}
		if v.pk.sel == t {
			render.StrokePolygon(dst, l.section(g), 4, render.Lapis)
			continue
		}
		a := 0.18
		for _, h := range v.hover {
			if h == t {
				a = 0.35
			}
		}
		render.FillPolygon(dst, l.section(g), render.WithAlpha(render.Turquoise, a))
		render.StrokePolygon(dst, l.section(g), 4, render.Turquoise)
	}
	// The obelisk, with the dial's arrow.
	render.FillCircle(dst, l.dialC, l.obR, render.Limestone)
	render.StrokeCircle(dst, l.dialC, l.obR, 2, render.Ink)
	ob := geom.Polygon{l.dialC.Add(geom.Pt(0, -l.obR*0.8)), l.dialC.Add(geom.Pt(l.obR*0.25, -l.obR*0.45)), l.dialC.Add(geom.Pt(l.obR*0.3, l.obR*0.7)), l.dialC.Add(geom.Pt(-l.obR*0.3, l.obR*0.7)), l.dialC.Add(geom.Pt(-l.obR*0.25, -l.obR*0.45))}
	render.FillPolygon(dst, ob, render.Lighten(render.Gold, 0.3))
	render.StrokePolygon(dst, ob, 1.5, render.Ink)
	a := godAngle(off) - v.fx.dialShift*math.Pi/3
	tip := l.polar(a, l.obR+14*k)
	b1, b2 := l.polar(a-0.14, l.obR+1), l.polar(a+0.14, l.obR+1)
	render.FillPolygon(dst, geom.Polygon{tip, b1, b2}, render.Terracotta)
	// Dice: the glows of those that may be taken first, under every die,
	// so that no glow covers a neighbour's purity frame.
	for d := 0; d < tekhenu.NumDice; d++ {
		if s, ok := v.dice[d]; ok && !v.fx.hidesDie(d) {
			v.dieGlow(dst, geom.RectFromCenter(s.c, s.size, s.size), target{tDie, d}, next, false)
		}
	}
	for d := 0; d < tekhenu.NumDice; d++ {
		s, ok := v.dice[d]
		if !ok || v.fx.hidesDie(d) {
			continue
		}
		info := st.DieInfo(d)
		status := st.Status(info.Colour, info.Section)
		val, size := info.Value, s.size
		if v.fx.rolling[d] {
			// Rolling: faces flick by, the die bounces, then settles.
			t := v.fx.rollT
			if t < 0.8 {
				val = (val+d+int(t*14))%6 + 1
			}
			size *= 1 + 0.25*math.Sin(t*math.Pi)
		}
		// The "you may take it" glow lies under the die and its marks
		// round the purity frame, so Pure (green) and Corrupt (red) stay
		// visible while choosing.
		v.drawDie(dst, s.c, size, info.Colour, val, status)
	}
	for d := 0; d < tekhenu.NumDice; d++ {
		if s, ok := v.dice[d]; ok && !v.fx.hidesDie(d) {
			v.dieGlow(dst, geom.RectFromCenter(s.c, s.size, s.size), target{tDie, d}, next, true)
			if info := st.DieInfo(d); next[target{tDie, d}] {
				v.purityMark(dst, s.c, s.size, st.Status(info.Colour, info.Section))
			}
		}
	}
}

// drawGodName writes god g's name along the dial's ring, turned to read
// from outside the board (upright on the lower half).
func (v *View) drawGodName(dst *ebiten.Image, g int, ink color.RGBA) {
	l := v.lay
	name := v.t("tekhenu.ui.god." + godCodes[g])
	face := render.Face(render.Bold, math.Max(widget.TextMin, 18*l.k))
	w := int(math.Ceil(render.TextWidth(name, face))) + 4
	h := int(math.Ceil(render.LineHeight(face))) + 2
	lang := 0
	if v.Env.Lang() == "fr" {
		lang = 1
	}
	key := render.SpriteKey{Kind: "tekhenu.godname", Variant: g*10 + lang, Size: w*1000 + h}
	img := v.Sprites().GetAA(key, w, h, func(img *ebiten.Image) {
		render.DrawText(img, name, face, float64(w)/2, float64(h)/2, render.Center, render.Middle, ink)
	})
	a := godAngle(g)
	rot := a + math.Pi/2
	if math.Sin(a) > 0.1 {
		rot = a - math.Pi/2
	}
	c := l.ringSpot(g, 0)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-float64(w)/2, -float64(h)/2)
	op.GeoM.Rotate(rot)
	op.GeoM.Translate(c.X, c.Y)
	op.Filter = ebiten.FilterLinear
	render.DrawImage(dst, img, &op)
}

// dialLightAt is the light of god g's section at dial offset off.
func dialLightAt(g, off int) int {
	pattern := [6]int{tekhenu.Sun, tekhenu.Sun, tekhenu.Penumbra, tekhenu.Darkness, tekhenu.Darkness, tekhenu.Penumbra}
	return pattern[((g-off)%6+6)%6]
}

// drawDie draws a die of colour c showing val, ringed by its status
// (green Pure, terracotta Corrupt; a Forbidden die is faded and struck).
func (v *View) drawDie(dst *ebiten.Image, c geom.Point, size float64, colour, val, status int) {
	r := geom.RectFromCenter(c, size, size)
	fill := dieFill[colour]
	if status >= 0 && status < 3 {
		render.FillRoundRect(dst, r.Inset(-3), size*0.22, statusRing[status])
	}
	render.FillRoundRect(dst, r, size*0.18, fill)
	render.StrokeRoundRect(dst, r, size*0.18, 1.2, render.Ink)
	pip := render.Ink
	if render.Luminance(fill) < 0.25 {
		pip = render.Papyrus
	}
	drawPips(dst, r, val, pip)
	if status == tekhenu.Forbidden {
		render.FillRoundRect(dst, r, size*0.18, render.WithAlpha(render.Sand, 0.45))
		render.Line(dst, geom.Pt(r.X+2, r.Bottom()-2), geom.Pt(r.Right()-2, r.Y+2), 2, render.Ink)
	}
}

func drawPips(dst *ebiten.Image, r geom.Rect, n int, clr color.RGBA) {
	q := r.Inset(r.W * 0.22)
	at := func(x, y float64) {
		render.FillCircle(dst, geom.Pt(q.X+q.W*x, q.Y+q.H*y), r.W*0.085, clr)
	}
	switch n {
	case 1:
		at(0.5, 0.5)
	case 2:
		at(0, 0)
		at(1, 1)
	case 3:
		at(0, 0)
		at(0.5, 0.5)
		at(1, 1)
	case 4:
		at(0, 0)
		at(1, 0)
		at(0, 1)
		at(1, 1)
	case 5:
		at(0, 0)
		at(1, 0)
		at(0.5, 0.5)
		at(0, 1)
		at(1, 1)
	case 6:
		for _, y := range []float64{0, 0.5, 1} {
			at(0, y)
			at(1, y)
		}
	}
}

// drawStatue is a seat's statue: a small obelisk-like figure on a base.
func (v *View) drawStatue(dst *ebiten.Image, c geom.Point, size float64, p int) {
	pc := v.Colour(p)
	fill := pc.RGBA()
	body := geom.Polygon{c.Add(geom.Pt(-size*0.18, -size*0.42)), c.Add(geom.Pt(size*0.18, -size*0.42)), c.Add(geom.Pt(size*0.26, size*0.3)), c.Add(geom.Pt(-size*0.26, size*0.3))}
	render.FillPolygon(dst, body, fill)
	render.StrokePolygon(dst, body, 1.2, render.Ink)
	base := geom.RectFromCenter(c.Add(geom.Pt(0, size*0.38)), size*0.7, size*0.16)
	render.FillRect(dst, base, render.Darken(fill, 0.25))
	v.Sprites().DrawMark(dst, c.Add(geom.Pt(0, -size*0.05)), size*0.3, pc)
}

// drawBuilding is a seat's building: a block with a flat roof.
func (v *View) drawBuilding(dst *ebiten.Image, r geom.Rect, p int) {
	pc := v.Colour(p)
	b := geom.RectFromCenter(r.Center(), math.Min(r.W, r.H)*0.8, math.Min(r.W, r.H)*0.7)
	render.FillRoundRect(dst, b, 3, pc.RGBA())
	render.FillRect(dst, geom.R(b.X, b.Y, b.W, b.H*0.22), render.Darken(pc.RGBA(), 0.25))
	render.StrokeRoundRect(dst, b, 3, 1.2, render.Ink)
	v.Sprites().DrawMark(dst, b.Center().Add(geom.Pt(0, b.H*0.1)), b.H*0.5, pc)
}

// drawTile is a column tile (its four edge colours, its light, its cost).
func (v *View) drawTile(dst *ebiten.Image, r geom.Rect, id, rot, owner int) {
	v.drawTileTurned(dst, r, id, rot, owner, 0)
}

// drawTileTurned draws a tile turned by angle (radians, clockwise) about
// its centre: a revealed tile turning to its orientation.
func (v *View) drawTileTurned(dst *ebiten.Image, r geom.Rect, id, rot, owner int, angle float64) {
	c := r.Center()
	h := r.W / 2
	corners := [4]geom.Point{c.Add(geom.Pt(-h, -h)), c.Add(geom.Pt(h, -h)), c.Add(geom.Pt(h, h)), c.Add(geom.Pt(-h, h))}
	if angle != 0 {
		sin, cos := math.Sincos(angle)
		for i, p := range corners {
			d := p.Sub(c)
			corners[i] = c.Add(geom.Pt(d.X*cos-d.Y*sin, d.X*sin+d.Y*cos))
		}
	}
	for dir := 0; dir < 4; dir++ {
		tri := geom.Polygon{c, corners[dir], corners[(dir+1)%4]}
		render.FillPolygon(dst, tri, render.Lighten(edgeColours[tekhenu.TileEdge(id, rot, dir)], 0.15))
	}
	in := r.Inset(r.W * 0.2)
	light, _, lime, gran := tekhenu.TileInfo(id)
	fill := render.Limestone
	if light < 3 {
		fill = lightFill[light]
	}
	render.FillCircle(dst, c, in.W/2, fill)
	render.StrokeCircle(dst, c, in.W/2, 1.2, render.Ink)
	if angle != 0 {
		render.StrokePolygon(dst, geom.Polygon(corners[:]), 1.5, render.Ink)
	} else {
		render.StrokeRoundRect(dst, r, 3, 1.5, render.Ink)
	}
	if owner >= 0 {
		v.Sprites().DrawMark(dst, c, in.W*0.6, v.Colour(owner))
	} else {
		s := strconv.Itoa(lime) + "+" + strconv.Itoa(gran)
		ink := render.Ink
		if light == tekhenu.Darkness {
			ink = render.Papyrus
		}
		// The cost at countMin, readable at 1280x720 (issue 22: it was 17,
		// 11 px there); smaller only on a tile too small for it.
		fs := float64(countMin)
		for fs > widget.TextMin && render.TextWidth(s, render.Face(render.Bold, fs)) >= in.W {
			fs--
		}
		if render.TextWidth(s, render.Face(render.Bold, fs)) < in.W {
			render.DrawText(dst, s, render.Face(render.Bold, fs), c.X, c.Y, render.Center, render.Middle, ink)
		} else {
			render.NoteDrop(s, "dropped")
		}
	}
}

func (v *View) drawTemple(dst *ebiten.Image, next map[target]bool) {
	l := v.lay
	st := v.st
	raFor := -1
	if g, val, _, ok := st.Performing(); ok && g == tekhenu.Ra {
		raFor = tekhenu.RaSlotFor(val)
	}
	for i := 0; i < 3; i++ {
		if id, rot, ok := st.RaSlot(i); ok && !v.fx.hidesRa(i) {
			v.drawTile(dst, l.ra[i], id, rot, -1)
		}
		if i == raFor {
			widget.Outline(dst, v.Sprites(), l.ra[i].Inset(-4), 6, 3.5, render.Lapis)
		}
	}
	render.FillRoundRect(dst, l.pile, 5, render.Darken(render.Limestone, 0.2))
	render.StrokeRoundRect(dst, l.pile, 5, 1.2, render.Ink)
	render.DrawText(dst, strconv.Itoa(st.Pile()), render.Face(render.Bold, countMin), l.pile.Center().X, l.pile.Center().Y, render.Center, render.Middle, render.Ink)
	for c := 0; c < 25; c++ {
		if id, rot, o, ok := st.TempleCell(c); ok && !v.fx.hidesCell(c) {
			v.drawTile(dst, l.cells[c].Inset(3), id, rot, o)
		}
		v.tint(dst, l.cells[c].Inset(3), target{tCell, c}, next)
	}
	v.drawGhost(dst)
	for i, r := range l.tslot {
		if o := st.TempleBuilding(i); o >= 0 && !v.fx.hidesPiece(pieceTemple, i, 0) {
			v.drawBuilding(dst, r, o)
		}
		v.tint(dst, r, target{tTSlot, i}, next)
	}
	for i, r := range l.people {
		if o := st.PeopleStatue(i); o >= 0 && !v.fx.hidesPiece(piecePeople, i, 0) {
			v.drawStatue(dst, r.Center(), r.H*0.95, o)
		} else {
			drawToken(dst, tekhenu.Gold, r.Center(), math.Min(r.W, r.H)*0.6, "")
		}
		v.tint(dst, r, target{tPeople, i}, next)
	}
}

func (v *View) drawOsiris(dst *ebiten.Image, next map[target]bool) {
	l := v.lay
	st := v.st
	for d := 0; d < tekhenu.NumDistricts; d++ {
		for row := 0; row < 6; row++ {
			if o := st.OsirisBuilding(d, row+1); o >= 0 && !v.fx.hidesPiece(pieceOsiris, d, row) {
				v.drawBuilding(dst, l.osiris[d][row], o)
			}
		}
		if next[target{tDistrict, d}] {
			_, val, _, _ := st.Performing()
			row := min(max(val, 1), 6) - 1
			v.tint(dst, l.osiris[d][row], target{tDistrict, d}, next)
		}
	}
	if st.Row2Gold() {
		drawToken(dst, tekhenu.Gold, l.row2Gold.Center(), l.row2Gold.W, "")
	}
}

func (v *View) drawTracks(dst *ebiten.Image) {
	l := v.lay
	st := v.st
	sp := v.Sprites()
	ml := wgeom.MarkerLayout{Big: 30 * l.k, Small: 20 * l.k, Gap: 2}
	pops, vps, maats := trackValues(st, v.Viewer)
	for i, m := range v.fx.slide(trPop, l.popTrack, v.fx.prevPop, pops, ml) {
		pc := v.Colour(i / 2)
		if i%2 == 0 { // Population: the mark; Happiness: the mark in a ring.
			sp.DrawMark(dst, m.C, m.Size, pc)
		} else {
			render.FillCircle(dst, m.C, m.Size*0.5, render.Papyrus)
			render.StrokeCircle(dst, m.C, m.Size*0.5, 2, pc.RGBA())
			sp.DrawMark(dst, m.C, m.Size*0.55, pc)
		}
	}
	// Under the Points and Maat numbers: up to four side by side.
	strip := markerStrip(ml)
	vms := v.fx.slide(trVP, l.vpTrack, v.fx.prevVP, vps, strip)
	if !v.fx.moving() {
		// The lap badges first, over the space's own number (its
		// neighbours tell it): never over a marker or another space.
		for i, m := range vms {
			if s, laps := l.vpTrack.Index(vps[i]); laps != 0 {
				drawLapBadge(dst, sp, m, widget.LapText(laps, l.vpTrack.N), l.vpTrack.Space(s), l.vpTrack.LabelRect(s))
			}
		}
	}
	for i, m := range vms {
		sp.DrawMark(dst, m.C, m.Size, v.Colour(i))
	}
	for i, m := range v.fx.slide(trMaat, l.maatTrack, v.fx.prevMaat, maats, strip) {
		sp.DrawMark(dst, m.C, m.Size, v.Colour(i))
	}
	if st.Turn() == 0 {
		return // no turn order before the first turn
	}
	order := v.fx.orderShown(st.Order())
	pos := make([]int, len(order))
	oc := make([]render.PlayerColor, len(order))
	for i, p := range order {
		pos[i] = i + 1
		oc[i] = v.Colour(p)
	}
	widget.DrawMarkers(dst, sp, l.orderTrack, pos, oc, ml)
}

func (v *View) drawMarket(dst *ebiten.Image, next map[target]bool) {
	l := v.lay
	st := v.st
	sp := v.Sprites()
	f := render.Face(render.Bold, widget.TextMin)
	for sec := 0; sec < tekhenu.NumSections; sec++ {
		h := l.secHead[sec]
		open := st.SectionOpen(sec)
		label := v.t("tekhenu.ui.section", "n", []string{"I", "II", "III", "IV"}[sec])
		render.DrawInRect(dst, label, f, geom.R(h.X, h.Y, h.W-l.refresh[sec].W, h.H), render.Left, render.Middle, render.Ink)
		if next[target{tSection, sec}] {
			v.glow(dst, h, target{tSection, sec}, next)
		}
		if next[target{tRefresh, sec}] {
			r := l.refresh[sec]
			widget.Pill(dst, sp, r, render.Lighten(render.Gold, 0.4))
			render.DrawInRect(dst, v.t("tekhenu.option.refresh"), f, r, render.Center, render.Middle, render.Ink)
			v.glow(dst, r, target{tRefresh, sec}, next)
		}
		for i := 0; i < tekhenu.SectionSize(sec); i++ {
			r := l.market[sec][i]
			name := st.MarketCard(sec, i)
			if v.fx.hidesCard(sec, i) {
				name = "" // its card is still on its way from the deck
			}
			c, ok := parseCard(name)
			if !open || !ok {
				back := widget.Card{Kind: "tekhenu", Band: deckBands[tekhenu.SlotDeck(sec, i)], Down: true}
				cs := widget.CardNormal
				if !open {
					cs = widget.CardLocked
				}
				widget.DrawCardFX(dst, sp, r, back, cs, widget.CardFX{Alpha: 0.6})
				continue
			}
			cs := widget.CardNormal
			t := target{tCard, sec*4 + i}
			// A section to choose: its cards light too, a click on one
			// chooses it.
			if next[t] || next[target{tSection, sec}] {
				cs = widget.CardLegal
				for _, hv := range v.hover {
					if hv == t {
						cs = widget.CardHot
					}
				}
			}
			widget.DrawCard(dst, sp, r, v.face(c), cs)
		}
	}
}

func (v *View) drawChoices(dst *ebiten.Image, cs []choiceItem, next map[target]bool) {
	l := v.lay
	sp := v.Sprites()
	render.FillRoundRect(dst, l.choice, 10, render.WithAlpha(render.Papyrus, 0.9))
	render.StrokeRoundRect(dst, l.choice, 10, 1.5, render.GoldDeep)
	for i, c := range cs {
		r := l.choiceCard(i, len(cs))
		t := target{tChoice, c.id}
		st := widget.CardNormal
		if next[t] {
			st = widget.CardLegal
			for _, h := range v.hover {
				if h == t {
					st = widget.CardHot
				}
			}
			if v.pk.sel == t {
				st = widget.CardSelected
			}
		}
		widget.DrawCard(dst, sp, r, v.face(c.card), st)
	}
}

func (v *View) drawTray(dst *ebiten.Image, next map[target]bool) {
	l := v.lay
	p := v.traySeat()
	if p < 0 {
		return
	}
	st := v.st
	k := l.k
	f := render.Face(render.Medium, widget.TextMin)
	fb := render.Face(render.Bold, widget.TextMin)
	// Balance (unless the option buttons need its room: a solo game).
	if !v.barOverBalance() || !v.dec.human {
		b := l.balance.Inset(6 * k)
		render.DrawInRect(dst, v.balanceTitle(p), fb, geom.R(b.X, b.Y, b.W, 24*k), render.Left, render.Middle, render.Ink)
		left, right, under := l.pans()
		tilt := math.Max(-1, math.Min(1, float64(st.Balance(p))/8))
		beamC := geom.Pt(b.Center().X, left.Y-6*k)
		dy := tilt * 8 * k
		render.Line(dst, geom.Pt(left.Center().X, beamC.Y+dy), geom.Pt(right.Center().X, beamC.Y-dy), 3, render.GoldDeep)
		render.FillCircle(dst, beamC, 5*k, render.GoldDeep)
		pan := func(r geom.Rect, d float64, mode int) {
			r = r.Translate(0, d)
			render.FillRoundRect(dst, r, 10*k, render.WithAlpha(render.Gold, 0.35))
			render.StrokeRoundRect(dst, r, 10*k, 1.2, render.GoldDeep)
			x := r.X + 18*k
			size := 26 * k
			for dd := 0; dd < tekhenu.NumDice; dd++ {
				info := st.DieInfo(dd)
				if info.Owner != p || info.Pan != mode || v.fx.hidesPan(dd) {
					continue
				}
				if x+size/2 > r.Right() {
					break
				}
				v.drawDie(dst, geom.Pt(x, r.Center().Y), size, info.Colour, info.Value, -1)
				x += size + 5*k
			}
			if mode == 1 {
				pl, _ := st.PlayerView(p, v.Viewer)
				if pl.Surplus > 0 && x+size <= r.Right()+size/2 {
					// Surplus: resource tokens of any kind, plain.
					render.FillCircle(dst, geom.Pt(x, r.Center().Y), size*0.42, render.Limestone)
					render.StrokeCircle(dst, geom.Pt(x, r.Center().Y), size*0.42, 1.2, render.Ink)
					render.DrawText(dst, "×"+strconv.Itoa(int(pl.Surplus)), fb, x+size*0.5, r.Center().Y, render.Left, render.Middle, render.Ink)
				}
			}
		}
		pan(left, dy, 0)
		pan(right, -dy, 1)
		if under.H > 20*k {
			n := 0
			for dd := 0; dd < tekhenu.NumDice; dd++ {
				if info := st.DieInfo(dd); info.Owner == p && info.Pan == 2 {
					n++
				}
			}
			if n > 0 {
				render.DrawInRect(dst, v.t("tekhenu.ui.under", "n", n), f, under, render.Center, render.Middle, render.InkSoft)
			}
		}
	}
	// Hand (unless the option buttons need its room).
	if v.barWide() && v.dec.human {
		return
	}
	h := l.hand
	render.DrawInRect(dst, v.t("tekhenu.ui.hand"), fb, geom.R(h.X, h.Y+4*k, h.W, 22*k), render.Left, render.Middle, render.Ink)
	cards := v.hand(p)
	for i, c := range cards {
		if i >= l.chipsFit() {
			break
		}
		r := l.chip(i)
		v.drawChip(dst, r, c)
		v.glow(dst, r, target{tChip, c.deck*24 + c.idx}, next)
	}
	if len(cards) == 0 {
		render.DrawInRect(dst, v.t("tekhenu.ui.hand_empty"), f, l.chip(0), render.Left, render.Middle, render.InkSoft)
	}
}

// barRects are the rectangles of the bar's buttons.
func (v *View) barRects() []geom.Rect {
	bt := v.barButtons()
	f := render.Face(render.Bold, widget.TextMin)
	ws := make([]float64, len(bt))
	for i, t := range bt {
		ws[i] = math.Max(56*v.lay.k, render.TextWidth(v.buttonLabel(t), f)+28)
	}
	rs := v.lay.buttons(ws)
	for _, r := range rs {
		if r.Empty() {
			rs = v.lay.buttonsIn(v.lay.wideBar(), ws)
			break
		}
	}
	for _, r := range rs {
		if r.Empty() && !v.lay.pyr.Empty() {
			return v.lay.buttonsIn(v.lay.widestBar(), ws)
		}
	}
	return rs
}

// barOverBalance reports whether the bar's buttons need the balance's
// room too (a solo game's narrower tray, layout.widestBar).
func (v *View) barOverBalance() bool {
	rs := v.barRects()
	return len(rs) > 0 && rs[0].X < v.lay.hand.X-0.5
}

// barWide reports whether the bar's buttons need the hand's room too.
func (v *View) barWide() bool {
	rs := v.barRects()
	return len(rs) > 0 && rs[0].X < v.lay.bar.X-0.5
}

func (v *View) drawBar(dst *ebiten.Image, next map[target]bool) {
	if !v.dec.human {
		return
	}
	l := v.lay
	bt := v.barButtons()
	if len(bt) == 0 {
		return
	}
	f := render.Face(render.Bold, widget.TextMin)
	title := v.t("tekhenu.ui.choose")
	if v.pk.partial() {
		title = v.t("tekhenu.ui.options")
	}
	bar := l.bar
	if v.barWide() {
		bar = l.wideBar()
	}
	if v.barOverBalance() {
		bar = l.widestBar()
	}
	if l.barTitled(bar, v.barRects()) {
		render.DrawInRect(dst, title, render.Face(render.Medium, widget.TextMin), geom.R(bar.X, bar.Y+4, bar.W, 22*l.k), render.Left, render.Middle, render.InkSoft)
	}
	for i, r := range v.barRects() {
		if r.Empty() {
			continue
		}
		fill := render.Lighten(render.Turquoise, 0.55)
		for _, h := range v.hover {
			if h == bt[i] {
				fill = render.Lighten(render.Turquoise, 0.25)
			}
		}
		widget.Pill(dst, v.Sprites(), r, fill)
		render.DrawInRect(dst, v.buttonLabel(bt[i]), f, r, render.Center, render.Middle, render.Ink)
	}
}

// drawGhost shows the column about to be placed in the chosen cell, at
// the rotation under the pointer (or as it lies in the Ra row).
func (v *View) drawGhost(dst *ebiten.Image) {
	if v.pk.sel.k != tCell {
		return
	}
	g, val, _, ok := v.st.Performing()
	if !ok || g != tekhenu.Ra {
		return
	}
	id, _, ok := v.st.RaSlot(tekhenu.RaSlotFor(val))
	if !ok {
		return
	}
	rot := 0
	for _, h := range v.hover {
		if h.k == tOpt {
			rot = h.i
		}
	}
	v.drawTile(dst, v.lay.cells[v.pk.sel.i].Inset(3), id, rot, v.dec.player)
	widget.Outline(dst, v.Sprites(), v.lay.cells[v.pk.sel.i].Inset(1), 6, 3.5, render.Lapis)
}

// balanceTitle names the tray's balance, with the Faith held when there
// is some (the Judgment asks for it).
func (v *View) balanceTitle(p int) string {
	pl, _ := v.st.PlayerView(p, v.Viewer)
	if pl.Faith > 0 {
		return v.t("tekhenu.ui.balance_faith", "player", v.Name(p), "n", v.st.Balance(p), "f", int(pl.Faith))
	}
	return v.t("tekhenu.ui.balance_of", "player", v.Name(p), "n", v.st.Balance(p))
}

// chipTextMin is the smallest size of a hand chip's name (ART.md: small
// text never below 16 at 1080p, 15 only for the second line of a name).
const chipTextMin = 15

// drawChip draws card c of a hand as a pill with its number and name:
// the name shrinks to fit, then takes two lines; it is never cut
// (issue 22: "T09 Colonnes touj…").
func (v *View) drawChip(dst *ebiten.Image, r geom.Rect, c cardID) {
	widget.Pill(dst, v.Sprites(), r, render.Lighten(deckBands[c.deck], 0.6))
	in := r.InsetXY(8, 0)
	s := v.t("tekhenu.ui.card." + c.String()) // the name, not the code (pass #4)
	for sz := float64(widget.TextMin); sz >= chipTextMin; sz-- {
		if f := render.Face(render.Medium, sz); render.TextWidth(s, f) <= in.W {
			render.DrawText(dst, s, f, in.X, in.Center().Y, render.Left, render.Middle, render.Ink)
			return
		}
	}
	// Two lines at the smallest size.
	f := render.Face(render.Medium, chipTextMin)
	if lines := render.Wrap(s, f, in.W); len(lines) == 2 && render.LineHeight(f)*2 <= r.H+2 {
		lh := render.LineHeight(f)
		for i, ln := range lines {
			render.DrawText(dst, ln, f, in.X, in.Center().Y+(float64(i)-0.5)*lh, render.Left, render.Middle, render.Ink)
		}
		return
	}
	render.DrawInRect(dst, s, f, in, render.Left, render.Middle, render.Ink) // ellipsized: noted
}

// markerStrip is ml for a marker area under a strip of numbers (the
// Points and Maat tracks): two to four markers in one row.
func markerStrip(ml wgeom.MarkerLayout) wgeom.MarkerLayout {
	ml.Fit, ml.Gap = true, 1.5 // four as large as the 2 x 2 block beside the number was
	return ml
}

// drawLapBadge is the gold "+50" of a Points marker that has come round:
// centred over its marker but kept inside its space, on the number strip
// lr.
func drawLapBadge(dst render.Target, sp *render.Sprites, m wgeom.Marker, lap string, space, lr geom.Rect) {
	face := render.Face(render.Bold, widget.TextMin)
	_, th := render.Measure(lap, face)
	bw := math.Min(space.W, math.Ceil((render.TextWidth(lap, face)+8)/4)*4)
	x := math.Min(math.Max(m.C.X-bw/2, space.X), space.Right()-bw)
	br := geom.R(x, lr.Center().Y-th/2, bw, th)
	widget.Pill(dst, sp, br, render.Gold)
	render.DrawText(dst, lap, face, br.Center().X, br.Center().Y, render.Center, render.Middle, render.Ink)
}
