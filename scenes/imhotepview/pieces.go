package imhotepview

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/engine/imhotep"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Violet is the colour of the Statue cards' class (the palette has none).
var violet = color.RGBA{0x7B, 0x4F, 0x9D, 0xFF}

func classColor(c imhotep.Card) color.RGBA {
	switch imhotep.Cards[c].Class {
	case imhotep.Red:
		return render.Terracotta
	case imhotep.Green:
		return render.ReedGreen
	case imhotep.Violet:
		return violet
	}
	return render.Lapis
}

func classIcon(c imhotep.Card) render.Icon {
	switch imhotep.Cards[c].Class {
	case imhotep.Red:
		return render.IconAtOnce
	case imhotep.Blue:
		return render.IconOneAction
	}
	return render.IconEndGame
}

func siteIcon(s imhotep.Site) render.Icon {
	return [...]render.Icon{render.IconMarket, render.IconPyramid, render.IconTemple, render.IconBurial, render.IconObelisk}[s]
}

func pcOf(p int) render.PlayerColor { return render.ImhotepColors[p%len(render.ImhotepColors)] }

// ---- ships ----

// hullPolygon is the outline of a ship of capacity c whose hull fills r.
func hullPolygon(r geom.Rect, c int, k float64) geom.Polygon {
	bow := bowW * k
	stern := sternW * k
	return geom.Polygon{
		geom.Pt(r.X, r.Y+r.H*0.12),
		geom.Pt(r.Right()-bow, r.Y+r.H*0.12),
		geom.Pt(r.Right(), r.Y+r.H*0.02),
		geom.Pt(r.Right()-bow*0.35, r.Y+r.H*0.55),
		geom.Pt(r.Right()-bow*0.8, r.Bottom()-r.H*0.04),
		geom.Pt(r.X+stern*0.9, r.Bottom()-r.H*0.04),
		geom.Pt(r.X-stern*0.2, r.Y+r.H*0.45),
	}
}

// drawShip draws a ship of capacity c (empty slots, minimum-load marks)
// with its hull filling r. Used to fill the ship sprites.
func drawShip(dst *ebiten.Image, r geom.Rect, id int, k float64) {
	spec := imhotep.Ships[id]
	c := spec.Capacity
	hull := hullPolygon(r, c, k)
	render.FillGradientPolygon(dst, hull, geom.Pt(0, r.Y), geom.Pt(0, r.Bottom()), render.Lighten(render.Wood, 0.18), render.Darken(render.Wood, 0.25))
	// Planks.
	for i := 1; i < 3; i++ {
		y := r.Y + r.H*(0.12+0.28*float64(i))
		render.Line(dst, geom.Pt(r.X+sternW*k*0.6, y), geom.Pt(r.Right()-bowW*k*0.7, y), math.Max(1, k), render.WithAlpha(render.Ink, 0.25))
	}
	render.StrokePolygon(dst, hull, render.StrokeNormal*math.Max(k, 0.6), render.Ink)
	// Slots, bow first from the right.
	sc := r.Center()
	for s := 0; s < c; s++ {
		x := sc.X + (shipLen(c)/2-bowW-(float64(s)+0.5)*slotW)*k
		sq := geom.RectFromCenter(geom.Pt(x, sc.Y), (slotW-6)*k, (slotW-6)*k)
		render.FillRoundRect(dst, sq, 4*k, render.Darken(render.Wood, 0.42))
		render.StrokeRoundRect(dst, sq, 4*k, math.Max(1, 1.2*k), render.Darken(render.Wood, 0.65))
	}
	// Minimum load: small limestone blocks on the bow, as on the tokens.
	m := spec.Minimum
	bx := r.Right() - bowW*k*0.62
	bs := 8 * k
	for i := 0; i < m; i++ {
		y := sc.Y + (float64(i)-float64(m-1)/2)*(bs+2*k)
		b := geom.RectFromCenter(geom.Pt(bx, y), bs, bs)
		render.FillRoundRect(dst, b, 1.5*k, render.Limestone)
		render.StrokeRoundRect(dst, b, 1.5*k, math.Max(1, k), render.Ink)
	}
	// Stern post.
	render.FillCircle(dst, geom.Pt(r.X+sternW*k*0.35, r.Y+r.H*0.28), 3.5*k, render.Gold)
	render.StrokeCircle(dst, geom.Pt(r.X+sternW*k*0.35, r.Y+r.H*0.28), 3.5*k, math.Max(1, k), render.Ink)
}

// shipSprite returns the cached image of ship id at scale k; the hull sits
// in the middle with a margin of pad pixels around it.
func shipSprite(sp *render.Sprites, id int, k float64) (*ebiten.Image, float64) {
	c := imhotep.Ships[id].Capacity
	pad := math.Ceil(10 * k)
	w := int(math.Ceil(shipLen(c)*k + 2*pad))
	h := int(math.Ceil(hullH*k + 2*pad))
	key := render.SpriteKey{Kind: "imhotep.ship", Variant: id, Size: int(math.Round(k * 1000))}
	img := sp.GetAA(key, w, h, func(img *ebiten.Image) {
		r := geom.R(pad, pad, shipLen(c)*k, hullH*k)
		render.DrawShadowWith(img, r.InsetXY(4*k, 6*k), 8*k, 3*k, 5*k, 0.25)
		drawShip(img, r, id, k)
	})
	return img, pad
}

// blitRotated draws img centred on c, turned by angle, scaled by sc and
// faded by alpha.
func blitRotated(dst render.Target, img *ebiten.Image, c geom.Point, angle, sc, alpha float64) {
	var op ebiten.DrawImageOptions
	iw, ih := render.ImageSize(img)
	op.GeoM.Translate(-iw/2, -ih/2)
	op.GeoM.Scale(sc, sc)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(c.X, c.Y)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	render.DrawImage(dst, img, &op)
}

// ---- cards ----

const cardRatio = 1.46

// blankCard draws a face-up card without a face (the discard pile).
const blankCard imhotep.Card = -2

// cardSprite returns the cached face (or back, card < 0) of a market card
// w pixels wide, in the language of loc.
func cardSprite(sp *render.Sprites, loc *locales.Bundle, card imhotep.Card, w int) *ebiten.Image {
	h := int(math.Round(float64(w) * cardRatio))
	lang := gameview.LangIndex(loc)
	pad := 6
	key := render.SpriteKey{Kind: "imhotep.card", Variant: int(card) + 100*lang, Size: w}
	return sp.GetAA(key, w+2*pad, h+2*pad, func(img *ebiten.Image) {
		r := geom.R(float64(pad), float64(pad), float64(w), float64(h))
		render.DrawShadowWith(img, r, 6, 2, 4, 0.25)
		switch {
		case card == blankCard:
			k := r.W / 100
			render.FillRoundRectTextured(img, r, 7*k, render.PapyrusTexture())
			render.StrokeRoundRect(img, r, 7*k, math.Max(1, 1.8*k), render.Ink)
		case card < 0:
			drawCardBack(img, r)
		default:
			drawCardFace(img, r, card, loc)
		}
	})
}

// drawCardSprite blits a card so that its face fills r.
func drawCardSprite(dst render.Target, sp *render.Sprites, loc *locales.Bundle, card imhotep.Card, r geom.Rect, alpha float64) {
	w := max(8, int(math.Round(r.W)))
	img := cardSprite(sp, loc, card, w)
	c := r.Center()
	sx := r.W / float64(w)
	blitRotated(dst, img, c, 0, sx, alpha)
}

func drawCardBack(dst *ebiten.Image, r geom.Rect) {
	k := r.W / 100
	render.FillRoundRect(dst, r, 7*k, render.Lapis)
	in := r.Inset(6 * k)
	render.StrokeRoundRect(dst, in, 5*k, 1.5*k, render.Gold)
	// A lotus-like rosette.
	c := in.Center()
	for i := 0; i < 8; i++ {
		a := float64(i) * math.Pi / 4
		p := geom.Pt(c.X+math.Cos(a)*16*k, c.Y+math.Sin(a)*16*k)
		render.FillCircle(dst, p, 6*k, render.WithAlpha(render.Gold, 0.8))
	}
	render.FillCircle(dst, c, 9*k, render.GoldLight)
	render.StrokeCircle(dst, c, 9*k, 1.5*k, render.Ink)
	render.StrokeRoundRect(dst, r, 7*k, math.Max(1, 1.8*k), render.Ink)
}

func drawCardFace(dst *ebiten.Image, r geom.Rect, card imhotep.Card, loc *locales.Bundle) {
	k := r.W / 100
	render.FillRoundRectTextured(dst, r, 7*k, render.PapyrusTexture())
	band := geom.R(r.X, r.Y, r.W, 24*k)
	cc := classColor(card)
	// Class band with square bottom corners.
	render.FillRoundRect(dst, band, 7*k, cc)
	render.FillRect(dst, geom.R(band.X, band.Y+band.H/2, band.W, band.H/2), cc)
	render.DrawIcon(dst, classIcon(card), band.X+13*k, band.Center().Y, 18*k)
	// Picture.
	pic := geom.R(r.X+10*k, band.Bottom()+4*k, r.W-20*k, 58*k)
	drawCardPicture(dst, card, pic)
	// Name, on a card large enough to read it; a small card (a chip, a
	// button's) has its name written beside it.
	if r.W < 60 {
		render.StrokeRoundRect(dst, r, 7*k, math.Max(1, 1.8*k), render.Ink)
		return
	}
	name := card.String()
	if loc != nil {
		name = tr(loc, key("imhotep.card", card.String()))
	}
	size := math.Max(9, 16*k)
	role := render.Bold
	face := render.Face(role, size)
	nr := geom.R(r.X+3*k, pic.Bottom()+4*k, r.W-6*k, r.Bottom()-pic.Bottom()-8*k)
	lines := render.Wrap(name, face, nr.W)
	// Shrink until no word is cut and three lines hold the name; the
	// narrower Medium face first, before going below 15 (a long word such
	// as "Sarcophagus").
	for size > 8 && (len(lines) > 3 || wordTooWide(name, face, nr.W)) {
		if role == render.Bold && size <= 15*k {
			role, size = render.Medium, math.Max(9, 16*k)
		} else {
			size--
		}
		face = render.Face(role, size)
		lines = render.Wrap(name, face, nr.W)
	}
	readable(size)
	lh := render.LineHeight(face)
	y := nr.Y + (nr.H-lh*float64(len(lines)))/2
	for _, ln := range lines {
		render.DrawText(dst, ln, face, nr.Center().X, y, render.Center, render.Top, render.Ink)
		y += lh
	}
	render.StrokeRoundRect(dst, r, 7*k, math.Max(1, 1.8*k), render.Ink)
}

func wordTooWide(s string, face text.Face, w float64) bool {
	for _, word := range strings.Fields(s) {
		if render.TextWidth(word, face) > w {
			return true
		}
	}
	return false
}

// drawCardPicture draws the card's own little picture inside r.
func drawCardPicture(dst *ebiten.Image, card imhotep.Card, r geom.Rect) {
	c := r.Center()
	s := math.Min(r.W, r.H)
	k := s / 58
	sw := math.Max(1.2, 2*k)
	switch card {
	case imhotep.Entrance:
		render.DrawIcon(dst, render.IconPyramid, c.X, c.Y, s)
		door := geom.R(c.X-5*k, c.Y+6*k, 10*k, 14*k)
		render.FillRoundRect(dst, door, 3*k, render.Ink)
	case imhotep.Sarcophagus:
		render.DrawIcon(dst, render.IconBurial, c.X, c.Y, s)
	case imhotep.PavedPath:
		render.DrawIcon(dst, render.IconObelisk, c.X+8*k, c.Y-4*k, s*0.8)
		for i := 0; i < 4; i++ {
			t := geom.R(c.X-26*k+float64(i)*9*k, c.Y+14*k-float64(i)*3*k, 8*k, 6*k)
			render.FillRoundRect(dst, t, 1.5*k, render.Limestone)
			render.StrokeRoundRect(dst, t, 1.5*k, sw*0.6, render.Ink)
		}
	case imhotep.DecorPyramid, imhotep.DecorTemple, imhotep.DecorBurial, imhotep.DecorObelisk:
		render.DrawIcon(dst, siteIcon(imhotep.Cards[card].Site), c.X-6*k, c.Y, s*0.9)
		drawRosette(dst, geom.Pt(c.X+20*k, c.Y-14*k), 9*k)
	case imhotep.Statue:
		drawStatue(dst, c, s)
	case imhotep.Lever:
		drawLever(dst, c, s)
	case imhotep.Hammer:
		drawHammer(dst, c, s)
	case imhotep.Sail:
		render.DrawIcon(dst, render.IconShip, c.X, c.Y, s)
	case imhotep.Chisel:
		drawChisel(dst, c, s)
	}
}

func drawRosette(dst *ebiten.Image, c geom.Point, rad float64) {
	for i := 0; i < 6; i++ {
		a := float64(i) * math.Pi / 3
		p := geom.Pt(c.X+math.Cos(a)*rad*0.6, c.Y+math.Sin(a)*rad*0.6)
		render.FillCircle(dst, p, rad*0.45, render.Gold)
		render.StrokeCircle(dst, p, rad*0.45, math.Max(1, rad*0.12), render.Ink)
	}
	render.FillCircle(dst, c, rad*0.4, render.Terracotta)
	render.StrokeCircle(dst, c, rad*0.4, math.Max(1, rad*0.12), render.Ink)
}

func path(pts ...geom.Point) *vector.Path {
	return render.PolygonPath(geom.Polygon(pts))
}

// drawStatue: a standing figure in a royal headdress on a plinth.
func drawStatue(dst *ebiten.Image, c geom.Point, s float64) {
	k := s / 58
	sw := math.Max(1.2, 2*k)
	p := func(x, y float64) geom.Point { return geom.Pt(c.X+x*k, c.Y+y*k) }
	plinth := geom.R(c.X-14*k, c.Y+20*k, 28*k, 7*k)
	render.FillRoundRect(dst, plinth, 1.5*k, render.LimestoneShade)
	render.StrokeRoundRect(dst, plinth, 1.5*k, sw, render.Ink)
	body := path(p(-9, -6), p(9, -6), p(7, 20), p(-7, 20))
	render.FillPath(dst, body, render.Limestone)
	render.StrokePath(dst, body, sw, render.Ink)
	kilt := path(p(-8, 6), p(8, 6), p(10, 14), p(-10, 14))
	render.FillPath(dst, kilt, render.GoldLight)
	render.StrokePath(dst, kilt, sw, render.Ink)
	head := path(p(-11, -12), p(-6, -26), p(6, -26), p(11, -12), p(7, -6), p(-7, -6))
	render.FillPath(dst, head, render.Lapis)
	render.StrokePath(dst, head, sw, render.Ink)
	render.FillCircle(dst, p(0, -15), 5*k, render.Limestone)
	render.StrokeCircle(dst, p(0, -15), 5*k, sw*0.8, render.Ink)
	for _, y := range []float64{-22, -18} {
		render.Line(dst, p(-7, y), p(-9, y+4), sw*0.6, render.Gold)
		render.Line(dst, p(7, y), p(9, y+4), sw*0.6, render.Gold)
	}
}

// drawLever: a beam on a fulcrum lifting a block.
func drawLever(dst *ebiten.Image, c geom.Point, s float64) {
	k := s / 58
	sw := math.Max(1.2, 2*k)
	p := func(x, y float64) geom.Point { return geom.Pt(c.X+x*k, c.Y+y*k) }
	ful := path(p(-4, 18), p(4, 4), p(12, 18))
	render.FillPath(dst, ful, render.LimestoneShade)
	render.StrokePath(dst, ful, sw, render.Ink)
	beam := path(p(-26, 12), p(24, -12), p(26, -8), p(-24, 16))
	render.FillPath(dst, beam, render.Wood)
	render.StrokePath(dst, beam, sw, render.Ink)
	blk := geom.R(c.X+8*k, c.Y-26*k, 16*k, 13*k)
	render.FillRoundRect(dst, blk, 2*k, render.Limestone)
	render.StrokeRoundRect(dst, blk, 2*k, sw, render.Ink)
	render.Line(dst, p(-30, 20), p(30, 20), sw, render.Ink)
}

// drawHammer: a wooden mallet.
func drawHammer(dst *ebiten.Image, c geom.Point, s float64) {
	k := s / 58
	sw := math.Max(1.2, 2*k)
	p := func(x, y float64) geom.Point { return geom.Pt(c.X+x*k, c.Y+y*k) }
	handle := path(p(-20, 22), p(-16, 25), p(8, -2), p(4, -5))
	render.FillPath(dst, handle, render.Lighten(render.Wood, 0.2))
	render.StrokePath(dst, handle, sw, render.Ink)
	head := path(p(-4, -10), p(12, -26), p(26, -12), p(10, 4))
	render.FillPath(dst, head, render.Wood)
	render.StrokePath(dst, head, sw, render.Ink)
	render.Line(dst, p(0, -12), p(12, -22), sw*0.7, render.WithAlpha(render.Ink, 0.4))
}

// drawChisel: a copper chisel with a wooden grip.
func drawChisel(dst *ebiten.Image, c geom.Point, s float64) {
	k := s / 58
	sw := math.Max(1.2, 2*k)
	p := func(x, y float64) geom.Point { return geom.Pt(c.X+x*k, c.Y+y*k) }
	blade := path(p(-2, -4), p(4, 2), p(24, 22), p(26, 26), p(22, 24))
	render.FillPath(dst, blade, render.Mix(render.Terracotta, render.Gold, 0.4))
	render.StrokePath(dst, blade, sw, render.Ink)
	grip := path(p(-24, -26), p(-18, -28), p(4, -2), p(-2, 4))
	render.FillPath(dst, grip, render.Wood)
	render.StrokePath(dst, grip, sw, render.Ink)
}

// ---- obelisks ----

// drawObelisk draws a standing obelisk of height h on base point (cx, by)
// in a player's colour with their shape stamped on the shaft.
func drawObelisk(dst *ebiten.Image, cx, by, h float64, pc render.PlayerColor, k float64) {
	w := h * 0.26
	top := h * 0.86
	tip := h
	sw := math.Max(1, 1.6*k)
	col := render.Mix(pc.RGBA(), render.Limestone, 0.12)
	shaft := geom.Polygon{geom.Pt(cx-w/2, by), geom.Pt(cx+w/2, by), geom.Pt(cx+w*0.33, by-top), geom.Pt(cx-w*0.33, by-top)}
	render.FillGradientPolygon(dst, shaft, geom.Pt(cx-w/2, 0), geom.Pt(cx+w/2, 0), render.Lighten(col, 0.15), render.Darken(col, 0.2))
	render.StrokePolygon(dst, shaft, sw, render.Ink)
	cap := geom.Polygon{geom.Pt(cx-w*0.33, by-top), geom.Pt(cx+w*0.33, by-top), geom.Pt(cx, by-tip)}
	render.FillPolygon(dst, cap, render.Gold)
	render.StrokePolygon(dst, cap, sw, render.Ink)
	render.DrawShape(dst, pc.Shape(), geom.Pt(cx, by-top*0.45), w*0.55, pc.Stamp(), nil, 0)
}
