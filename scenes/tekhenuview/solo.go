package tekhenuview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview"
)

// Botankhamon (spec §7): its pyramid of 10 action tiles, its Progress
// marker and its Deben sit at the right end of the tray, which the solo
// game does not otherwise need; the hand narrows to two columns of
// shorter chips and the option buttons keep the rest (they grow over the
// hand when they need more, as for the Faith of a Judgment).

// botSeat is Botankhamon's seat in a solo match.
const botSeat = 1

// pyrW is the reference width of the pyramid's box, startW that of the
// START space left of the bottom row; botTileW x botTileH a tile's, wide
// enough for its four resources' letters at countMin, 14 px at 1280x720
// (issue 22: they were 14, 9 px there, in tiles 84 wide); soloHandW the
// hand's width in a solo game, handW otherwise.
const (
	botTileW  = 120
	botTileH  = 27
	botTileG  = 4
	startW    = 24
	pyrW      = 4*botTileW + 3*botTileG + startW + 12
	handW     = 370
	soloHandW = 300
)

var levelKeys = [3]string{"tekhenu.solo.easy", "tekhenu.solo.medium", "tekhenu.solo.hard"}

// solo reports whether the match shown is a solo game.
func (v *View) solo() bool {
	if v.st == nil {
		return false
	}
	ok, _, _, _ := v.st.Solo()
	return ok
}

// soloLayout gives the pyramid its box in a solo game (the hand and the
// bar narrow) and takes it back otherwise; idempotent.
func (l *layout) soloLayout(solo bool) {
	l.pyr = geom.Rect{}
	l.hand.W = l.sz(handW)
	if solo {
		w := l.sz(pyrW)
		l.pyr = geom.R(l.tray.Right()-w, l.tray.Y, w, l.tray.H)
		l.hand.W = l.sz(soloHandW)
	}
	l.bar.X = l.hand.Right() + l.sz(10)
	l.bar.W = l.tray.Right() - l.bar.X
	if solo {
		l.bar.W = l.pyr.X - l.sz(8) - l.bar.X
	}
}

// soloLayout lays the tray out for the match shown.
func (v *View) soloLayout() {
	if v.lay != nil {
		v.lay.soloLayout(v.solo())
	}
}

// pyrTile is the rectangle of pyramid position pos (0..9): rows of 4, 3,
// 2, 1 tiles from the bottom, each row centred.
func (l *layout) pyrTile(pos int) geom.Rect {
	r, c := tekhenu.PyramidRC(pos)
	in := l.pyr.Inset(l.sz(6))
	w, h, g := l.sz(botTileW), l.sz(botTileH), l.sz(botTileG)
	// The row centred, START's room (startW) kept on the left.
	x0 := in.Center().X + l.sz(startW)/2 - (float64(5-r)*w+float64(4-r)*g)/2
	y := in.Bottom() - float64(r)*(h+g) + g
	return geom.R(x0+float64(c-1)*(w+g), y, w, h)
}

// pyrStart is the START space, left of the bottom row.
func (l *layout) pyrStart() geom.Rect {
	t := l.pyrTile(0)
	return geom.R(t.X-l.sz(startW), t.Y+l.sz(4), l.sz(startW-8), t.H-l.sz(8))
}

// markerSpot is where the marker stands at pos: on START (-1) or on a
// tile's left edge, over its band, clear of its text and die.
func (l *layout) markerSpot(pos int) geom.Point {
	if pos < 0 || pos >= tekhenu.NumBotTiles {
		return l.pyrStart().Center()
	}
	t := l.pyrTile(pos)
	return geom.Pt(t.X+l.sz(2), t.Center().Y)
}

// debenSpot is the coin's centre and radius, right of the third row
// (its name above it, right of the top tile).
func (l *layout) debenSpot() (geom.Point, float64) {
	t := l.pyrTile(7)
	r := l.sz(17)
	return geom.Pt(l.pyr.Right()-l.sz(10)-r, t.Center().Y), r
}

// debenLabel is the room of the Deben's name: right of the top tile,
// above the coin.
func debenLabel(l *layout) geom.Rect {
	top, k := l.pyrTile(9), l.k
	x := top.Right() + 8*k
	return geom.R(x, top.Y, l.pyr.Inset(2*k).Right()-6*k-x, top.H)
}

// soloFx is what the solo animations draw: the coin spinning, the marker
// hopping, a die flying to its tile.
type soloFx struct {
	flip      bool
	flipT     float64
	face      int // the face the coin lands on
	hop       bool
	hopT      float64
	hopFrom   int // positions, -1 START
	hopTo     int
	fly       bool
	flyT      float64
	flyDie    int
	flyFrom   geom.Point
	flyTo     geom.Point
	hideSteps int          // path steps not yet reached by the animation
	waitDie   map[int]bool // dice taken whose flight has not ended
	coinWait  bool         // a flip is queued: the old face is gone
}

// queueSolo turns a solo event into tweens; false for the others (and for
// a die drafted by a player), which the common queue animates.
func (v *View) queueSolo(e engine.Event, oldDice map[int]dieSpot) bool {
	if !v.solo() || v.lay.pyr.Empty() {
		return false
	}
	l := v.lay
	switch e := e.(type) {
	case tekhenu.PyramidLaid:
		v.sfx.hideSteps = 0
		return true
	case tekhenu.DebenFlipped:
		face := 0
		if e.Face == "right" {
			face = 1
		}
		v.sfx.coinWait = true
		v.tl.Then(anim.Staged(0.55, anim.QuadOut, func() { v.sfx.flip, v.sfx.face, v.sfx.coinWait = true, face, false },
			func(t float64) { v.sfx.flipT = t }, func() { v.sfx.flip = false }))
		return true
	case tekhenu.MarkerMoved:
		_, _, path, _ := v.st.BotMarker()
		step := 0
		for i, p := range path {
			if p == e.Position {
				step = i
			}
		}
		from, to := -1, e.Position
		if step > 0 {
			from = path[step-1]
		}
		if v.sfx.hideSteps == 0 {
			v.sfx.hideSteps = len(path) - step
		}
		v.tl.Then(anim.Staged(0.45, anim.CubicInOut, func() {
			v.sfx.hop, v.sfx.hopFrom, v.sfx.hopTo = true, from, to
		}, func(t float64) { v.sfx.hopT = t }, func() {
			v.sfx.hop = false
			if v.sfx.hideSteps > 0 {
				v.sfx.hideSteps--
			}
		}))
		return true
	case tekhenu.DieDrafted:
		if e.Pan != "tile" {
			return false
		}
		from, ok := oldDice[e.Die]
		pos := v.tileOfDie(e.Die)
		if !ok || pos < 0 {
			return true
		}
		to := l.pyrTile(pos).Center()
		d := e.Die
		if v.sfx.waitDie == nil {
			v.sfx.waitDie = map[int]bool{}
		}
		v.sfx.waitDie[d] = true
		v.tl.Then(anim.Staged(0.6, anim.CubicInOut, func() {
			v.sfx.fly, v.sfx.flyDie, v.sfx.flyFrom, v.sfx.flyTo = true, d, from.c, to
		}, func(t float64) { v.sfx.flyT = t }, func() { v.sfx.fly = false; delete(v.sfx.waitDie, d) }))
		return true
	case tekhenu.BotCannotAct:
		v.bannerStep(v.t("tekhenu.solo.cannot", "player", v.Name(botSeat)), 0.9)
		return true
	}
	return false
}

// tileOfDie is the pyramid position die d was taken for, else the
// marker's.
func (v *View) tileOfDie(d int) int {
	pos, _, path, dice := v.st.BotMarker()
	for i, x := range dice {
		if x == d {
			return path[i]
		}
	}
	return pos
}

// drawSolo paints the pyramid box: the tiles, the path walked with the
// dice taken, the marker, the Deben.
func (v *View) drawSolo(dst *ebiten.Image) {
	if !v.solo() || v.lay.pyr.Empty() {
		return
	}
	l := v.lay
	k := l.k
	box := l.pyr.Inset(2 * k)
	render.FillRoundRect(dst, box, 8*k, render.Lighten(render.Sand, 0.15))
	render.StrokeRoundRect(dst, box, 8*k, 1.2, render.WithAlpha(render.Ink, 0.5))
	fb := render.Face(render.Bold, widget.TextMin)
	f := render.Face(render.Medium, widget.TextMin)
	_, level, _, _ := v.st.Solo()
	top, head := l.pyrTile(9), l.pyrTile(7)
	render.DrawInRect(dst, v.Name(botSeat), fb, geom.R(box.X+6*k, top.Y, top.X-box.X-10*k, top.H), render.Left, render.Middle, render.Ink)
	render.DrawInRect(dst, v.t(levelKeys[min(max(level, 0), 2)]), f, geom.R(box.X+6*k, head.Y, head.X-box.X-10*k, head.H), render.Left, render.Middle, render.InkSoft)

	tiles := v.st.BotPyramid()
	pos, deben, path, dice := v.st.BotMarker()
	shown := len(path) - v.sfx.hideSteps
	if v.sfx.hideSteps > 0 {
		// The marker is still on its way: show it where the last hop left it.
		if shown > 0 {
			pos = path[shown-1]
		} else {
			pos = -1
		}
	}
	walked := map[int]int{}
	for i := 0; i < shown && i < len(path); i++ {
		walked[path[i]] = dice[i]
	}
	for i, code := range tiles {
		r := l.pyrTile(i)
		_, on := walked[i]
		v.drawBotTile(dst, r, code, on)
		if i == pos {
			widget.Outline(dst, v.Sprites(), r.Inset(-2), 5, 3, render.Gold)
		}
		if d, ok := walked[i]; ok && d >= 0 && !v.sfx.waitDie[d] {
			info := v.st.DieInfo(d)
			// Small, on the tile's right edge: its name stays readable.
			v.drawDie(dst, geom.Pt(r.Right()-r.H*0.1, r.Center().Y), r.H*0.62, info.Colour, info.Value, -1)
		}
	}
	// START and the marker.
	st := l.pyrStart()
	render.StrokeRoundRect(dst, st, 4*k, 1.2, render.InkSoft)
	mc := l.markerSpot(pos)
	if v.sfx.hop {
		mc = l.markerSpot(v.sfx.hopFrom).Lerp(l.markerSpot(v.sfx.hopTo), v.sfx.hopT)
		mc.Y -= 18 * k * 4 * v.sfx.hopT * (1 - v.sfx.hopT)
	}
	v.drawBotMarker(dst, mc, 8*k)
	// The Deben: a coin, up or right.
	c, rad := l.debenSpot()
	face := deben
	sx := 1.0
	if v.sfx.flip {
		face = v.sfx.face
		sx = math.Abs(math.Cos(v.sfx.flipT * 3 * math.Pi))
		c.Y -= 14 * k * 4 * v.sfx.flipT * (1 - v.sfx.flipT)
	} else if v.sfx.coinWait {
		face = -1
	}
	drawDeben(dst, c, rad, sx, face)
	// Its name at countMin, 14 px at 1280x720 (issue 22: it was 17).
	render.DrawInRect(dst, v.t("tekhenu.solo.deben"), render.Face(render.Medium, countMin), debenLabel(l), render.Right, render.Middle, render.InkSoft)
	if v.sfx.fly {
		info := v.st.DieInfo(v.sfx.flyDie)
		p := v.sfx.flyFrom.Lerp(v.sfx.flyTo, v.sfx.flyT)
		p.Y -= 60 * k * 4 * v.sfx.flyT * (1 - v.sfx.flyT)
		v.drawDie(dst, p, l.sz(dieRef), info.Colour, info.Value, -1)
	}
}

// drawBotTile draws one action tile: a Divine tile names its god on the
// section's sand; a Resource tile shows its four resources in order.
func (v *View) drawBotTile(dst *ebiten.Image, r geom.Rect, code string, walked bool) {
	k := v.lay.k
	fill := render.Limestone
	if walked {
		fill = render.Lighten(render.Gold, 0.55)
	}
	render.FillRoundRect(dst, r, 4*k, fill)
	render.StrokeRoundRect(dst, r, 4*k, 1.2, render.Ink)
	g, res, ok := botTile(code)
	if !ok {
		return
	}
	if g >= 0 {
		render.FillRoundRect(dst, geom.R(r.X, r.Y, 5*k, r.H), 2*k, render.GoldDeep)
		render.DrawInRect(dst, v.t("tekhenu.ui.god."+godCodes[g]), render.Face(render.Bold, widget.TextMin), geom.R(r.X+13*k, r.Y, r.W-13*k, r.H), render.Left, render.Middle, render.Ink)
		return
	}
	for i, rs := range tekhenu.BotTileResources(res) {
		drawLetterChip(dst, rs, botResRect(r, k, i), v.Env.Lang())
	}
}

// botResRect is the room of the i-th resource of a Resource tile r: four
// in a row between the marker's band on the left and the die taken on the
// right.
func botResRect(r geom.Rect, k float64, i int) geom.Rect {
	x0, x1, g := r.X+10*k, r.Right()-11*k, 1*k
	w := (x1 - x0 - 3*g) / 4
	return geom.R(x0+float64(i)*(w+g), r.Y+2*k, w, r.H-4*k)
}

// drawLetterChip is a resource as a rounded chip of its token's colour
// with its letters at countMin, 14 px at 1280x720 (a disc that size
// would not fit a tile's height).
func drawLetterChip(dst *ebiten.Image, kind int, r geom.Rect, lang string) {
	fill := tokenColours[kind]
	render.FillRoundRect(dst, r, r.H*0.3, fill)
	render.StrokeRoundRect(dst, r, r.H*0.3, 1, render.Ink)
	ink := render.Ink
	if render.Luminance(fill) < 0.3 {
		ink = render.Papyrus
	}
	render.DrawInRect(dst, tokenLetter(lang, kind), render.Face(render.Bold, countMin), r.InsetXY(-2, -4), render.Center, render.Middle, ink)
}

// botTile reads a tile code: BA1..BA6 a god, BR1..BR4 a Resource tile.
func botTile(code string) (god, res int, ok bool) {
	if len(code) != 3 || code[0] != 'B' {
		return 0, 0, false
	}
	n, err := strconv.Atoi(code[2:])
	if err != nil {
		return 0, 0, false
	}
	switch {
	case code[1] == 'A' && n >= 1 && n <= tekhenu.NumGods:
		return n - 1, -1, true
	case code[1] == 'R' && n >= 1 && n <= 4:
		return -1, n - 1, true
	}
	return 0, 0, false
}

// drawBotMarker is Botankhamon's Progress marker: a small obelisk token
// in its seat colour.
func (v *View) drawBotMarker(dst *ebiten.Image, c geom.Point, r float64) {
	pc := v.Colour(botSeat)
	fill := pc.RGBA()
	render.FillCircle(dst, c.Add(geom.Pt(1, 2)), r, render.WithAlpha(render.Ink, 0.3))
	render.FillCircle(dst, c, r, fill)
	render.StrokeCircle(dst, c, r, 2, render.Ink)
	v.Sprites().DrawMark(dst, c, r*0.8, pc)
}

// drawDeben draws the coin, squeezed horizontally by sx while it spins;
// face 0 shows an arrow up, 1 an arrow right, -1 no arrow.
func drawDeben(dst *ebiten.Image, c geom.Point, r, sx float64, face int) {
	w := math.Max(r*sx, 1)
	var pg geom.Polygon
	for i := 0; i < 32; i++ {
		a := float64(i) * math.Pi / 16
		pg = append(pg, c.Add(geom.Pt(w*math.Cos(a), r*math.Sin(a))))
	}
	render.FillPolygon(dst, pg, render.Gold)
	render.StrokePolygon(dst, pg, 1.5, render.GoldDeep)
	if sx < 0.4 || face < 0 {
		return
	}
	a := 0.6 * r * sx
	var tip, tail geom.Point
	if face == 0 {
		// Up and right, as the marker climbs.
		tip, tail = c.Add(geom.Pt(a*0.7, -a*0.7)), c.Add(geom.Pt(-a*0.7, a*0.7))
	} else {
		tip, tail = c.Add(geom.Pt(a, 0)), c.Add(geom.Pt(-a, 0))
	}
	render.Line(dst, tail, tip, 2.5, render.Ink)
	d := tip.Sub(tail)
	n := math.Hypot(d.X, d.Y)
	if n == 0 {
		return
	}
	ux, uy := d.X/n, d.Y/n
	h := r * 0.4 * sx
	render.Line(dst, tip, tip.Add(geom.Pt(-ux*h-uy*h*0.7, -uy*h+ux*h*0.7)), 2.5, render.Ink)
	render.Line(dst, tip, tip.Add(geom.Pt(-ux*h+uy*h*0.7, -uy*h-ux*h*0.7)), 2.5, render.Ink)
}

// soloTip explains the pyramid's tiles, the marker and the Deben.
func (v *View) soloTip(p geom.Point) ([]string, geom.Rect, bool) {
	if !v.solo() || v.lay.pyr.Empty() || !v.lay.pyr.Contains(p) {
		return nil, geom.Rect{}, false
	}
	l := v.lay
	tiles := v.st.BotPyramid()
	for i, code := range tiles {
		r := l.pyrTile(i)
		if !r.Contains(p) {
			continue
		}
		g, res, ok := botTile(code)
		if !ok {
			break
		}
		if g >= 0 {
			return []string{v.t("tekhenu.solo.tip_divine", "god", v.t("tekhenu.ui.god."+godCodes[g]))}, r, true
		}
		rs := tekhenu.BotTileResources(res)
		name := func(i int) string { return v.t("tekhenu.ui.res." + resCodes[rs[i]]) }
		return []string{v.t("tekhenu.solo.tip_resource", "a", name(0), "b", name(1), "c", name(2), "d", name(3))}, r, true
	}
	if c, rad := l.debenSpot(); p.Dist(c) <= rad+4 {
		return []string{v.t("tekhenu.solo.tip_deben")}, geom.RectFromCenter(c, 2*rad+8, 2*rad+8), true // as far as it answers
	}
	return []string{v.t("tekhenu.solo.tip_pyramid", "player", v.Name(botSeat))}, l.pyr, true
}

// soloPlaces are the spots of the solo events.
func (v *View) soloPlaces(e engine.Event) ([]gameview.Place, bool) {
	l := v.lay
	if !v.solo() || l.pyr.Empty() {
		return nil, false
	}
	switch e := e.(type) {
	case tekhenu.PyramidLaid:
		return []gameview.Place{{R: l.pyr}}, true
	case tekhenu.DebenFlipped:
		c, r := l.debenSpot()
		return []gameview.Place{{R: geom.RectFromCenter(c, 2*r, 2*r), Shape: gameview.PlaceCircle}}, true
	case tekhenu.MarkerMoved:
		if e.Position >= 0 && e.Position < tekhenu.NumBotTiles {
			return []gameview.Place{{R: l.pyrTile(e.Position)}}, true
		}
		return nil, true
	case tekhenu.DieDrafted:
		if e.Pan != "tile" {
			return nil, false
		}
		out := []gameview.Place{{R: l.section(e.Section).Bounds(), Shape: gameview.PlacePoly, Poly: l.section(e.Section)}}
		if pos := v.tileOfDie(e.Die); pos >= 0 {
			out = append(out, gameview.Place{R: l.pyrTile(pos)})
		}
		return out, true
	case tekhenu.BotCannotAct:
		return []gameview.Place{{R: l.pyr}}, true
	case tekhenu.GoldDiscarded:
		if e.Place == "osiris_row2" {
			return []gameview.Place{{R: l.row2Gold}}, true
		}
		for i, c := range []string{"ts_row", "ts_col", "os_work", "os_quar"} {
			if c == e.Place {
				return []gameview.Place{{R: l.people[i]}}, true
			}
		}
		return nil, true
	}
	return nil, false
}
