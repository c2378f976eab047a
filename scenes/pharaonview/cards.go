package pharaonview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview"
)

var tr = gameview.Tr

// professionColours band the six Artisan professions (§9.2).
var professionColours = [6]color.RGBA{
	{0x9A, 0x5B, 0x34, 0xFF}, // Potter: clay
	render.Lapis,             // Weaver
	{0x6E, 0x6A, 0x64, 0xFF}, // Stonecutter: granite
	render.GoldDeep,          // Goldsmith
	{0x7B, 0x4B, 0x9C, 0xFF}, // Perfumer
	{0x3F, 0x6E, 0x5A, 0xFF}, // Embalmer: natron green
}

var professionCodes = [6]string{"potter", "weaver", "stonecutter", "goldsmith", "perfumer", "embalmer"}

// artisanCard is Artisan id's face for the card widget: the profession's
// band and name, its PP as the badge, its gains (§9.2) as round icons.
func artisanCard(id int, loc *locales.Bundle) widget.Card {
	a := pharaon.Artisans[id]
	return widget.Card{
		Kind:  "pharaon.artisan",
		ID:    id + 100*gameview.LangIndex(loc),
		Title: tr(loc, "pharaon.profession."+professionCodes[a.Profession]),
		Band:  professionColours[a.Profession],
		Art: func(dst *ebiten.Image, r geom.Rect) {
			// The PP, then what the card gives at once.
			s := math.Min(r.H*0.9, 36)
			drawCoin(dst, geom.R(r.X, r.Center().Y-s/2, s, s), int(a.PP))
			drawGains(dst, geom.R(r.X+s+6, r.Y, r.W-s-6, r.H), a.Gains)
		},
	}
}

// drawGains lays a row of gain icons out in r (none: a faint vase, the
// card gives only its PP).
func drawGains(dst *ebiten.Image, r geom.Rect, gains []int8) {
	n := len(gains)
	if n == 0 {
		drawQuarterIcon(dst, pharaon.ART, r.Center(), math.Min(r.W, r.H)*0.7, render.WithAlpha(render.InkSoft, 0.35))
		return
	}
	s := math.Min(r.H*0.92, math.Min(34, (r.W-float64(n-1)*4)/float64(n)))
	x := r.Center().X - (float64(n)*s+float64(n-1)*4)/2 + s/2
	for _, g := range gains {
		drawGain(dst, int(g), geom.Pt(x, r.Center().Y), s)
		x += s + 4
	}
}

// Noble faces: the number and the power type in the band, the name, the
// power (what it does) and the scoring (what it is worth), short; the
// tooltip gives the full rule.

// nobleBand is the band colour by power type.
var nobleBand = [4]color.RGBA{
	render.InkSoft,           // no power
	render.Terracotta,        // instant
	render.Lapis,             // permanent
	{0x3F, 0x6E, 0x5A, 0xFF}, // once per round
}

// paintNoble draws Noble n (1..26) into r; it reports whether its power
// text was drawn whole (the tooltip always has it).
func paintNoble(dst *ebiten.Image, r geom.Rect, n int, loc *locales.Bundle) (whole bool) {
	whole = true
	k := math.Min(r.W/100, r.H/150)
	rad := 7 * r.W / 100
	render.DrawShadowWith(dst, r, rad, 2, 4, 0.25)
	render.FillRoundRectTextured(dst, r, rad, render.PapyrusTexture())
	kind := int(pharaon.NoblePower[n-1])
	band := geom.R(r.X, r.Y, r.W, math.Max(24, 28*k))
	render.FillRoundRect(dst, band, rad, nobleBand[kind])
	render.FillRect(dst, geom.R(band.X, band.Y+band.H/2, band.W, band.H/2), nobleBand[kind])
	bf := render.Face(render.Bold, math.Max(widget.TextMin, 20*k))
	render.DrawText(dst, strconv.Itoa(n), bf, band.X+6*k, band.Center().Y, render.Left, render.Middle, render.Papyrus)
	if kind != pharaon.PowerNone {
		s := band.H * 0.82
		drawPower(dst, kind, geom.Pt(band.Right()-s/2-4*k, band.Center().Y), s)
	}
	in := geom.R(r.X+3*k, band.Bottom()+3*k, r.W-6*k, r.Bottom()-band.Bottom()-6*k)
	name := tr(loc, "pharaon.noble."+strconv.Itoa(n))
	nr := geom.R(in.X, in.Y, in.W, math.Min(in.H*0.3, 48*k))
	nf := widget.FitName(name, nr)
	if ck := "pharaon.noble_card." + strconv.Itoa(n); !nf.OK && loc != nil && loc.Has(ck) {
		// The card's own form of a name too long for it (broken where
		// the word may be).
		nf = widget.FitName(loc.T(ck), nr)
	}
	y := in.Y
	if nf.OK {
		lh := render.LineHeight(nf.Face)
		for _, ln := range nf.Lines {
			render.DrawText(dst, ln, nf.Face, in.Center().X, y, render.Center, render.Top, render.Ink)
			y += lh
		}
	} else {
		render.NoteDrop(name, "dropped")
	}
	y += 3 * k
	render.Line(dst, geom.Pt(in.X+6*k, y), geom.Pt(in.Right()-6*k, y), math.Max(1, k), render.WithAlpha(nobleBand[kind], 0.6))
	y += 4 * k
	power := tr(loc, "pharaon.noble_power."+strconv.Itoa(n))
	score := tr(loc, "pharaon.noble_score."+strconv.Itoa(n))
	if n >= pharaon.NScribe1 && n < pharaon.NScribe1+5 {
		power = "" // drawn as the pair of resources
	}
	// The largest text (up to 21 px) with which both fit.
	body := render.Face(render.Body, widget.TextMin)
	for size := 21.0; size > widget.TextMin; size-- {
		f := render.Face(render.Body, size)
		l := render.LineHeight(f)
		need := float64(len(richIcons.Lines(score, f, in.W-4*k)))*l + 6*k + float64(len(richIcons.Lines(power, f, in.W-2*k)))*l + 4*k
		if n >= pharaon.NScribe1 && n < pharaon.NScribe1+5 {
			need += 36 * k
		}
		if need <= in.Bottom()-y {
			body = f
			break
		}
	}
	lh := render.LineHeight(body)
	// The scoring at the bottom, on gold; the power above it.
	sl := richIcons.Lines(score, body, in.W-4*k)
	sh := float64(len(sl))*lh + 6*k
	sr := geom.R(in.X, in.Bottom()-sh, in.W, sh)
	render.FillRoundRect(dst, sr, 5*k, render.WithAlpha(render.Lighten(render.Gold, 0.5), 0.8))
	sy := sr.Y + 3*k
	for _, ln := range sl {
		richIcons.DrawLine(dst, ln, body, sr.Center().X, sy, render.Ink)
		sy += lh
	}
	if n >= pharaon.NScribe1 && n < pharaon.NScribe1+5 {
		// A Scribe: the two resources that stand for each other.
		pair := pharaon.ScribePair[n-pharaon.NScribe1]
		s := math.Min(28*k, in.W*0.3)
		cy := y + s/2 + 4*k
		drawRes(dst, int(pair[0]), geom.Pt(in.Center().X-s*0.95, cy), s, true)
		drawRes(dst, int(pair[1]), geom.Pt(in.Center().X+s*0.95, cy), s, true)
		// Two arrows, one each way.
		d := s * 0.32
		for _, dy := range []float64{-s * 0.14, s * 0.14} {
			a, b := geom.Pt(in.Center().X-d, cy+dy), geom.Pt(in.Center().X+d, cy+dy)
			if dy > 0 {
				a, b = b, a
			}
			arrowHead(dst, a, b, k*0.9)
		}
	}
	if power != "" {
		pr := geom.R(in.X, y, in.W, sr.Y-y-2*k)
		for _, ln := range richIcons.Lines(power, body, in.W-2*k) {
			if y+lh > pr.Bottom()+0.5 {
				whole = false // the tooltip has the rest
				break
			}
			richIcons.DrawLine(dst, ln, body, in.Center().X, y, render.Ink)
			y += lh
		}
	}
	render.StrokeRoundRect(dst, r, rad, math.Max(1, 1.8*k), render.Ink)
	return whole
}

// paintJar draws Jar id (§9.1) into r: a papyrus tile with an amphora,
// its two top resources and its bottom one, round (they are gains).
func paintJar(dst *ebiten.Image, r geom.Rect, id int) {
	jar := pharaon.Jars[id]
	rad := math.Min(r.W, r.H) * 0.14
	render.DrawShadowWith(dst, r, rad, 2, 4, 0.25)
	render.FillRoundRect(dst, r, rad, render.Lighten(render.Terracotta, 0.72))
	c := r.Center()
	drawJarIcon(dst, geom.Pt(c.X, c.Y+r.H*0.02), math.Min(r.W, r.H)*0.5)
	s := math.Min(r.W, r.H) * 0.4
	drawRes(dst, int(jar[0]), geom.Pt(r.X+s*0.62, r.Y+s*0.62), s, false)
	drawRes(dst, int(jar[1]), geom.Pt(r.Right()-s*0.62, r.Y+s*0.62), s, false)
	drawRes(dst, int(jar[2]), geom.Pt(c.X, r.Bottom()-s*0.6), s, false)
	render.StrokeRoundRect(dst, r, rad, math.Max(1.2, r.W/40), render.Ink)
}

// paintJarBack is a face-down Jar.
func paintJarBack(dst *ebiten.Image, r geom.Rect) {
	rad := math.Min(r.W, r.H) * 0.14
	render.DrawShadowWith(dst, r, rad, 2, 4, 0.25)
	render.FillRoundRect(dst, r, rad, render.Terracotta)
	drawJarIcon(dst, r.Center(), math.Min(r.W, r.H)*0.6)
	render.StrokeRoundRect(dst, r, rad, math.Max(1.2, r.W/40), render.Ink)
}

// Traitor tiles (§8.6, §9.6).

// paintTile draws tile t's face (dark or light) into tp, with its god's
// name in the header.
func paintTile(dst *ebiten.Image, tp TilePlace, t int, dark bool, loc *locales.Bundle, k float64) {
	face := 0
	fill, ink := render.Lighten(render.Limestone, 0.25), render.Ink
	if dark {
		face = 1
		fill, ink = render.Mix(render.Ink, render.Limestone, 0.25), render.Papyrus
	}
	tile := pharaon.TraitorFaces[face][t]
	rad := 6 * k
	render.DrawShadowWith(dst, tp.R, rad, 2, 4, 0.25)
	render.FillRoundRect(dst, tp.R, rad, fill)
	f := render.Face(render.Medium, widget.TextMin)
	f = render.Face(render.Title, widget.TextMin+1)
	render.DrawInRect(dst, tr(loc, "pharaon.god."+godCodes[t]), f, geom.R(tp.Head.X, tp.Head.Y+1*k, tp.Head.W, 20*k), render.Center, render.Middle, ink)
	render.StrokeCircle(dst, tp.Assoc.Center(), tp.Assoc.W/2, math.Max(1, 1.2*k), render.WithAlpha(ink, 0.6))
	for s := 1; s < pharaon.TileSpaces; s++ {
		sp := tp.Spaces[s]
		bg := render.WithAlpha(render.Papyrus, 0.85)
		if dark {
			bg = render.WithAlpha(render.Lighten(render.Ink, 0.12), 0.9)
		}
		render.FillRoundRect(dst, sp, 4*k, bg)
		render.StrokeRoundRect(dst, sp, 4*k, math.Max(1, k), render.WithAlpha(ink, 0.5))
		ic := tile.Space[s]
		if ic.Kind != pharaon.IcNone {
			drawTraitorIcon(dst, ic, tileIconRect(sp, k), dark)
		}
	}
	// The Jar count at the foot.
	jc := tp.Jars.Center()
	drawJarIcon(dst, geom.Pt(jc.X-10*k, jc.Y), 22*k)
	bf := render.Face(render.Bold, tileCountSize(k))
	render.DrawText(dst, strconv.Itoa(int(tile.Jars)), bf, jc.X+10*k, jc.Y, render.Center, render.Middle, ink)
	render.StrokeRoundRect(dst, tp.R, rad, math.Max(1.2, 1.5*k), render.Ink)
}

// tileFigure is the size of a figure on a Traitor icon drawn in r: 21
// logical px (ART.md's 14 px at 1280 x 720) where the space is high
// enough, as on the tiles; less in the smaller keys.
func tileFigure(r geom.Rect) float64 {
	return math.Max(widget.TextMin, math.Min(21, r.H*0.81))
}

// tileIconSize is the pictogram's size of a Traitor icon drawn in r.
func tileIconSize(r geom.Rect) float64 { return math.Min(r.H, r.W*0.55) }

// tileIconRect is where a tile space's icon is drawn.
func tileIconRect(sp geom.Rect, k float64) geom.Rect {
	return geom.R(sp.X+2*k, sp.Y+1*k, sp.W-4*k, sp.H-2*k)
}

// tileCountSize is the size of the Jar count under a tile.
func tileCountSize(k float64) float64 { return math.Max(widget.TextMin, 21*k) }

// drawTraitorIcon draws a tile icon (§8.6) in r: the pictogram at the left
// and its argument or direction at the right.
func drawTraitorIcon(dst *ebiten.Image, ic pharaon.Icon, r geom.Rect, dark bool) {
	s := tileIconSize(r)
	c := geom.Pt(r.X+r.W*0.34, r.Center().Y)
	right := geom.Pt(r.X+r.W*0.78, r.Center().Y)
	ink := render.Ink
	if dark {
		ink = render.Papyrus
	}
	f := render.Face(render.Bold, tileFigure(r))
	label := func(s string, clr color.RGBA) {
		render.DrawText(dst, s, f, right.X, right.Y, render.Center, render.Middle, clr)
	}
	mark := func(plus bool) {
		// A green "+" (takes) or a red "×" (discards) over the card.
		m := geom.Pt(c.X+s*0.32, c.Y-s*0.28)
		clr := render.ReedGreen
		if !plus {
			clr = render.Terracotta
		}
		render.FillCircle(dst, m, s*0.22, clr)
		lw := math.Max(1.2, s*0.07)
		d := s * 0.11
		if plus {
			render.Line(dst, m.Add(geom.Pt(-d, 0)), m.Add(geom.Pt(d, 0)), lw, render.Papyrus)
			render.Line(dst, m.Add(geom.Pt(0, -d)), m.Add(geom.Pt(0, d)), lw, render.Papyrus)
		} else {
			render.Line(dst, m.Add(geom.Pt(-d, -d)), m.Add(geom.Pt(d, d)), lw, render.Papyrus)
			render.Line(dst, m.Add(geom.Pt(d, -d)), m.Add(geom.Pt(-d, d)), lw, render.Papyrus)
		}
	}
	highLow := func(high bool) {
		// A PP coin with an arrow: the highest / the lowest.
		render.FillCircle(dst, right, s*0.3, render.Gold)
		render.StrokeCircle(dst, right, s*0.3, math.Max(1, s*0.05), render.Ink)
		d := s * 0.16
		pg := geom.Polygon{right.Add(geom.Pt(0, -d)), right.Add(geom.Pt(d, d*0.6)), right.Add(geom.Pt(-d, d*0.6))}
		if !high {
			pg = geom.Polygon{right.Add(geom.Pt(0, d)), right.Add(geom.Pt(d, -d*0.6)), right.Add(geom.Pt(-d, -d*0.6))}
		}
		render.FillPolygon(dst, pg, render.Ink)
	}
	switch ic.Kind {
	case pharaon.IcBC:
		drawStepIcon(dst, geom.Pt(r.Center().X, r.Center().Y), s)
	case pharaon.IcNTake, pharaon.IcNDisc:
		drawCardIcon(dst, pharaon.NOB, c, s)
		mark(ic.Kind == pharaon.IcNTake)
		label(strconv.Itoa(int(ic.Arg)), ink)
	case pharaon.IcNLevel:
		// The card at the far left, then a gold coin wide enough for the
		// level at the tile's figure size.
		cl := geom.Pt(r.X+s*0.36, c.Y)
		drawCardIcon(dst, pharaon.NOB, cl, s)
		n := strconv.Itoa(int(ic.Arg))
		x0 := cl.X + s*0.36
		w := math.Max(r.H*0.9, render.TextWidth(n, f)+4)
		coin := geom.RectFromCenter(geom.Pt((x0+r.Right())/2, c.Y), math.Min(w, r.Right()-x0), r.H*0.9)
		render.FillRoundRect(dst, coin, coin.H/2, render.Gold)
		render.StrokeRoundRect(dst, coin, coin.H/2, math.Max(1, coin.H/18), render.Ink)
		render.DrawText(dst, n, f, coin.Center().X, coin.Center().Y, render.Center, render.Middle, render.Ink)
	case pharaon.IcGod:
		drawGodMark(dst, r.Center(), s)
	case pharaon.IcATakeH, pharaon.IcATakeL, pharaon.IcADiscH, pharaon.IcADiscL:
		drawCardIcon(dst, pharaon.ART, c, s)
		mark(ic.Kind == pharaon.IcATakeH || ic.Kind == pharaon.IcATakeL)
		highLow(ic.Kind == pharaon.IcATakeH || ic.Kind == pharaon.IcADiscH)
	case pharaon.IcLot:
		drawOfferingAny(dst, c, s, false)
		label(strconv.Itoa(int(ic.Arg)), ink)
	case pharaon.IcBonus:
		drawOfferingAny(dst, c, s, true)
		label(strconv.Itoa(int(ic.Arg)), ink)
	case pharaon.IcNileMax, pharaon.IcNileMin:
		drawNileTrack(dst, c, s)
		// Most filled (a full bar) or least filled (a short one).
		h := s * 0.7
		bar := geom.R(right.X-s*0.14, right.Y-h/2, s*0.28, h)
		render.StrokeRoundRect(dst, bar, 2, math.Max(1, s*0.05), ink)
		fillH := h * 0.85
		if ic.Kind == pharaon.IcNileMin {
			fillH = h * 0.25
		}
		render.FillRoundRect(dst, geom.R(bar.X+1, bar.Bottom()-fillH, bar.W-2, fillH), 2, render.Gold)
	}
}
