package tekhenuview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/render/widget/wgeom"
	"nilegames/scenes/gameview"
)

// The rules reference: seventeen pages whose texts are in [tekhenu.rules].
// Four carry a picture drawn from the rules' own data (the purity table
// read from the engine, the Population track, the five card kinds,
// Botankhamon's pyramid as the engine lays one); the others read better
// at full width. The last two give the spec's
// readings of unclear rules and the values reconstructed for this app,
// which the others mark †.

// rulesPageIDs are the pages, in order.
var rulesPageIDs = []string{"overview", "dial", "turn", "production", "horus", "ra", "hathor", "bastet_thoth",
	"osiris", "population", "cards", "judgment", "scoring", "solo", "solo_turn", "readings", "reconstructed"}

// RulesPages lists the pages of the Tekhenu rules reference.
func RulesPages() []gameview.RulesPage {
	art := map[string]gameview.Picture{
		"dial":       rulesDrawPurity,
		"population": rulesDrawTrack,
		"cards":      rulesDrawCards,
		"solo":       rulesDrawPyramid,
	}
	return gameview.RulesPageList("tekhenu", rulesPageIDs, art)
}

// rulesT is a string of the picture, or "" without strings (the picture
// is then drawn without its words).
func rulesT(env *gameview.Env, k string) string {
	loc := env.Bundle()
	if loc == nil {
		return ""
	}
	return loc.T(k)
}

// rulesDieColours are the dice's colours in the engine's order (white,
// yellow, black, brown, grey), drawn as the seat colours of those names.
var rulesDieColours = [tekhenu.NumColours]render.PlayerColor{render.White, render.Yellow, render.Black, render.Brown, render.Gray}

// rulesStatusFill colours a status cell: Pure light, Corrupt shaded,
// Forbidden dark and crossed.
var rulesStatusFill = [3]color.RGBA{
	tekhenu.Pure:      render.Lighten(render.ReedGreen, 0.55),
	tekhenu.Corrupt:   render.Lighten(render.Terracotta, 0.45),
	tekhenu.Forbidden: render.Darken(render.InkSoft, 0.2),
}

// rulesPurity reads the purity table from the engine: a match's dial
// lights each light somewhere; status[light][colour].
func rulesPurity() (status [3][tekhenu.NumColours]int, ok bool) {
	st, err := tekhenu.Game{}.NewState(engine.Options{"players": "2"}, 1)
	if err != nil {
		return status, false
	}
	s := st.(*tekhenu.State)
	found := 0
	for light := tekhenu.Sun; light <= tekhenu.Darkness; light++ {
		for g := 0; g < tekhenu.NumGods; g++ {
			if s.Light(g) == light {
				for c := 0; c < tekhenu.NumColours; c++ {
					status[light][c] = s.Status(c, g)
				}
				found++
				break
			}
		}
	}
	return status, found == 3
}

// rulesDrawPurity draws the purity table: a row per light, a column per
// die colour, each cell the status of that die there.
func rulesDrawPurity(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	status, ok := rulesPurity()
	if !ok {
		return
	}
	lights := []string{"light_sun", "light_penumbra", "light_darkness"}
	statuses := []string{"status_pure", "status_corrupt", "status_forbidden"}
	label := render.Face(render.Medium, render.SizeSmall)
	small := render.Face(render.Body, 16)
	labelW := 0.0
	for _, l := range lights {
		labelW = math.Max(labelW, render.TextWidth(rulesT(env, logNames+l), label))
	}
	labelW += 14
	cell := math.Min((r.W-labelW)/float64(tekhenu.NumColours), (r.H-40)/4.2)
	if cell < 20 {
		return
	}
	w := labelW + cell*tekhenu.NumColours
	x0 := r.X + (r.W-w)/2
	y0 := r.Y + (r.H-cell*4.2-40)/2
	// Header: the five dice, showing a pip each.
	for c := 0; c < tekhenu.NumColours; c++ {
		d := geom.R(x0+labelW+float64(c)*cell, y0, cell, cell).Inset(cell * 0.16)
		pc := rulesDieColours[c]
		render.FillRoundRect(dst, d, d.W*0.18, pc.RGBA())
		render.StrokeRoundRect(dst, d, d.W*0.18, 1.5, render.Ink)
		pip := render.Ink
		if render.Luminance(pc.RGBA()) < 0.35 {
			pip = render.Papyrus
		}
		render.FillCircle(dst, d.Center(), d.W*0.1, pip)
	}
	for l := 0; l < 3; l++ {
		y := y0 + cell*1.1 + float64(l)*cell*1.03
		render.DrawText(dst, rulesT(env, logNames+lights[l]), label, x0+labelW-10, y+cell/2, render.Right, render.Middle, render.Ink)
		for c := 0; c < tekhenu.NumColours; c++ {
			box := geom.R(x0+labelW+float64(c)*cell, y, cell, cell).Inset(3)
			st := status[l][c]
			render.FillRoundRect(dst, box, 6, rulesStatusFill[st])
			render.StrokeRoundRect(dst, box, 6, 1.2, render.Ink)
			if st == tekhenu.Forbidden {
				in := box.Inset(box.W * 0.28)
				render.Line(dst, geom.Pt(in.X, in.Y), geom.Pt(in.Right(), in.Bottom()), 3, render.Papyrus)
				render.Line(dst, geom.Pt(in.Right(), in.Y), geom.Pt(in.X, in.Bottom()), 3, render.Papyrus)
				continue
			}
			if word := rulesT(env, logNames+statuses[st]); render.TextWidth(word, small) < box.W-4 {
				render.DrawText(dst, word, small, box.Center().X, box.Center().Y, render.Center, render.Middle, render.Ink)
			} else {
				render.NoteDrop(word, "dropped")
			}
		}
	}
	// Legend: the three statuses.
	ly := y0 + cell*4.2 + 14
	lx := x0
	for st := 0; st < 3; st++ {
		sw := geom.R(lx, ly, 22, 22)
		render.FillRoundRect(dst, sw, 4, rulesStatusFill[st])
		render.StrokeRoundRect(dst, sw, 4, 1, render.Ink)
		word := rulesT(env, logNames+statuses[st])
		render.DrawText(dst, word, label, lx+30, ly+11, render.Left, render.Middle, render.Ink)
		lx += 30 + render.TextWidth(word, label) + 24
	}
}

// rulesAnkh tells the track's ankh values (§2.2).
func rulesAnkh(v int) bool { return v == 9 || v == 13 || v == 16 || v == 19 || v == 21 }

// rulesTrack is the picture's track in r: one row of 22 spaces.
func rulesTrack(r geom.Rect) wgeom.Track {
	h := math.Min(r.H*0.3, r.W/22*2.4)
	return wgeom.Track{Shape: wgeom.Row, Rect: geom.R(r.X, r.Y+(r.H-h)/2, r.W, h), N: 22, First: 0, Gap: 3, Label: 26}
}

// rulesOwnSprites draws the rules pictures' marks when the env has no
// sprite cache.
var rulesOwnSprites *render.Sprites

// rulesDrawTrack draws the Population track as the board shows it: one
// row, 0 to 21, its ankhs accented; each player's colour marks his
// Population (the mark) and his Happiness (the mark in a ring), as on
// the board. Two seats are shown; the first one's markers are named.
func rulesDrawTrack(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	t := rulesTrack(r)
	widget.PaintTrack(dst, t, widget.TrackStyle{Accented: rulesAnkh, NumberSize: widget.TextMin, Tray: true})
	sp := env.SpritesOr(&rulesOwnSprites)
	face := render.Face(render.Medium, render.SizeSmall)
	type marker struct {
		v    int
		ring bool
		pc   render.PlayerColor
		key  string
	}
	for _, m := range []marker{{11, false, render.Red, "tekhenu.rules.pic_population"}, {7, true, render.Red, "tekhenu.rules.pic_happiness"},
		{14, false, render.Blue, ""}, {5, true, render.Blue, ""}} {
		sp0 := t.MarkerArea(m.v)
		size := math.Min(sp0.W, sp0.H) * 0.8
		c := sp0.Center()
		if m.ring {
			render.FillCircle(dst, c, size*0.5, render.Papyrus)
			render.StrokeCircle(dst, c, size*0.5, 2, m.pc.RGBA())
			sp.DrawMark(dst, c, size*0.55, m.pc)
		} else {
			sp.DrawMark(dst, c, size, m.pc)
		}
		if m.key == "" {
			continue
		}
		// The marker's name below the track (Population) or above it
		// (Happiness), kept inside the picture.
		y0, y := c.Y+size/2, t.Rect.Bottom()+26
		if m.ring {
			y0, y = c.Y-size/2, t.Rect.Y-26
		}
		render.Line(dst, geom.Pt(c.X, y0), geom.Pt(c.X, y+(y0-y)*0.25), 1.5, render.InkSoft)
		word := rulesT(env, m.key)
		half := render.TextWidth(word, face)/2 + 2
		x := math.Max(r.X+half, math.Min(r.Right()-half, c.X))
		render.DrawText(dst, word, face, x, y, render.Center, render.Middle, render.Ink)
	}
	// What the colours mean, under the names.
	note := rulesT(env, "tekhenu.rules.pic_track_colours")
	render.DrawWrapped(dst, note, face, geom.R(r.X, t.Rect.Bottom()+46, r.W, math.Max(0, r.Bottom()-t.Rect.Bottom()-46)), render.Center, render.InkSoft)
}

// rulesCardKinds are the five card kinds, their id ranges and bands.
var rulesCardKinds = []struct {
	kind, ids string
	band      color.RGBA
}{
	{"B", "B01–B24", render.ReedGreen},
	{"T", "T01–T24", render.Lapis},
	{"D", "D01–D24", render.Terracotta},
	{"S", "S01–S12", render.GoldDeep},
	{"A", "A01–A04", render.NileDeep},
}

// rulesDrawCards draws a face of each card kind: its name and numbers.
func rulesDrawCards(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	gap := 14.0
	cw := math.Min((r.W-2*gap)/3, (r.H-gap)/2/1.45)
	ch := cw * 1.45
	for i, k := range rulesCardKinds {
		row, col := i/3, i%3
		n := 3 - row // 3 on top, 2 below
		x := r.X + (r.W-(float64(n)*cw+float64(n-1)*gap))/2 + float64(col)*(cw+gap)
		y := r.Y + (r.H-(2*ch+gap))/2 + float64(row)*(ch+gap)
		c := widget.Card{Kind: "tekhenu.rules", ID: i, Title: rulesT(env, logCards+"kind_"+k.kind), Body: k.ids,
			Band: k.band, Icon: render.IconCard, HasIcon: true}
		widget.PaintCardFace(dst, geom.R(x, y, cw, ch), c)
	}
}

// rulesPyramid is a pyramid of Botankhamon's tiles as the engine lays
// one at setup, bottom row first.
func rulesPyramid() ([]string, bool) {
	st, err := tekhenu.Game{}.NewState(engine.Options{"players": "1"}, 1)
	if err != nil {
		return nil, false
	}
	p := st.(*tekhenu.State).BotPyramid()
	return p, len(p) == tekhenu.NumBotTiles
}

// rulesResColour: the die colour of each resource (§7.4), in
// rulesDieColours' order.
var rulesResColour = map[string]int{"limestone": 0, "papyrus": 1, "granite": 2, "bread": 3}

// rulesPath is one marker path of a period: START, then (1,1), and the
// Deben's up, right, up (§7.3), ending on the right edge.
var rulesPath = [][2]int{{1, 1}, {2, 1}, {2, 2}, {3, 2}}

// rulesDrawPyramid draws the 10 action tiles in their pyramid, START at
// the left of the bottom row, one path of the marker numbered by turn,
// and the Deben's two faces.
func rulesDrawPyramid(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	tiles, ok := rulesPyramid()
	if !ok {
		return
	}
	const legendH = 56.0
	area := geom.R(r.X, r.Y, r.W, r.H-legendH)
	// START takes 0.8 of a tile's width; gaps are 0.08 of it.
	tw := math.Min(area.W/(0.8+4+4*0.08), area.H/(4*0.8+3*0.08))
	th, gap := tw*0.8, tw*0.08
	w := tw*0.8 + gap + 4*tw + 3*gap
	x0 := area.X + (area.W-w)/2
	yb := area.Y + (area.H+4*th+3*gap)/2 - th // the bottom row's top
	tile := func(row, col int) geom.Rect {
		x := x0 + tw*0.8 + gap + float64(col-1)*(tw+gap) + float64(row-1)*(tw+gap)/2
		return geom.R(x, yb-float64(row-1)*(th+gap), tw, th)
	}
	label := render.Face(render.Medium, render.SizeSmall)
	start := geom.R(x0, yb+th*0.1, tw*0.8, th*0.8)
	render.FillRoundRect(dst, start, 8, render.Lighten(render.InkSoft, 0.7))
	render.StrokeRoundRect(dst, start, 8, 1.5, render.Ink)
	if s := rulesT(env, "tekhenu.rules.pic_start"); render.TextWidth(s, label) < start.W-6 {
		render.DrawText(dst, s, label, start.Center().X, start.Bottom()-th*0.22, render.Center, render.Middle, render.Ink)
	} else {
		render.NoteDrop(s, "dropped")
	}
	for pos, code := range tiles {
		row, col := tekhenu.PyramidRC(pos)
		t := tile(row, col)
		divine := code[1] == 'A'
		fill := render.Lighten(render.ReedGreen, 0.55)
		if divine {
			fill = render.Lighten(render.GoldDeep, 0.5)
		}
		render.FillRoundRect(dst, t, 8, fill)
		render.StrokeRoundRect(dst, t, 8, 1.5, render.Ink)
		n := int(code[2] - '1')
		body := geom.R(t.X, t.Y+th*0.35, t.W, th*0.6)
		if divine {
			if s := rulesT(env, logNames+"god_"+logGods[n]); render.TextWidth(s, label) < t.W-8 {
				render.DrawText(dst, s, label, body.Center().X, body.Center().Y, render.Center, render.Middle, render.Ink)
			} else {
				render.NoteDrop(s, "dropped")
			}
			continue
		}
		// The four resources, first to last, as the dice that make them.
		d := math.Min((t.W-10)/4.6, body.H*0.7)
		for i, res := range logBotTileNames(n) {
			sq := geom.R(body.Center().X-2.3*d+float64(i)*1.2*d, body.Center().Y-d/2, d, d)
			pc := rulesDieColours[rulesResColour[res]]
			render.FillRoundRect(dst, sq, d*0.18, pc.RGBA())
			render.StrokeRoundRect(dst, sq, d*0.18, 1.2, render.Ink)
		}
	}
	// One path: a badge per turn at each tile's upper left, joined by
	// arrows from START.
	rad := th * 0.15
	badge := func(t geom.Rect) geom.Point { return geom.Pt(t.X+rad+6, t.Y+rad+5) }
	prev := geom.Pt(start.Center().X, start.Y+rad+5)
	render.FillCircle(dst, prev, rad, render.Terracotta)
	render.StrokeCircle(dst, prev, rad, 1.5, render.Ink)
	num := render.Face(render.Bold, math.Max(16, rad*1.2))
	for i, rc := range rulesPath {
		c := badge(tile(rc[0], rc[1]))
		rulesArrow(dst, prev, c, rad, render.Terracotta)
		render.FillCircle(dst, c, rad, render.Papyrus)
		render.StrokeCircle(dst, c, rad, 2, render.Terracotta)
		render.DrawText(dst, string(rune('1'+i)), num, c.X, c.Y, render.Center, render.Middle, render.Ink)
		prev = c
	}
	// The Deben's faces.
	faces := []struct {
		key string
		dir geom.Point
	}{{"tekhenu.rules.pic_deben_up", geom.Pt(1, -1)}, {"tekhenu.rules.pic_deben_right", geom.Pt(1, 0)}}
	coin := 17.0
	total := 0.0
	for _, f := range faces {
		total += 2*coin + 10 + render.TextWidth(rulesT(env, f.key), label)
	}
	total += 40
	x, y := r.X+(r.W-total)/2, r.Bottom()-legendH/2
	for _, f := range faces {
		c := geom.Pt(x+coin, y)
		render.FillCircle(dst, c, coin, render.Lighten(render.GoldDeep, 0.3))
		render.StrokeCircle(dst, c, coin, 1.5, render.Ink)
		u := f.dir.Mul(1 / f.dir.Len())
		rulesArrow(dst, c.Sub(u.Mul(coin*0.6)), c.Add(u.Mul(coin*0.6)), 0, render.Ink)
		s := rulesT(env, f.key)
		render.DrawText(dst, s, label, x+2*coin+10, y, render.Left, render.Middle, render.Ink)
		x += 2*coin + 10 + render.TextWidth(s, label) + 40
	}
}

// rulesArrow draws an arrow from a to b, stopping gap short of both.
func rulesArrow(dst *ebiten.Image, a, b geom.Point, gap float64, clr color.RGBA) {
	d := b.Sub(a)
	l := d.Len()
	if l <= 2*gap+4 {
		return
	}
	u := d.Mul(1 / l)
	a, b = a.Add(u.Mul(gap)), b.Sub(u.Mul(gap+1))
	head := math.Min(12, l*0.35)
	n := geom.Pt(-u.Y, u.X)
	base := b.Sub(u.Mul(head))
	render.Line(dst, a, base, 3, clr)
	render.FillPolygon(dst, geom.Polygon{b, base.Add(n.Mul(head * 0.55)), base.Sub(n.Mul(head * 0.55))}, clr)
}
