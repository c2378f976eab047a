// Package widget draws the pieces that recur across the games' views —
// card faces, score and resource tracks, counters, a seat panel's rows —
// so that each view draws them the same way instead of writing its own.
// Drawing only: the caller gives the (localized) text, colours and
// state; geometry lives in render/widget/wgeom for hit tests and Places.
package widget

import (
	"hash/fnv"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// TextMin is the smallest text a widget draws (logical px): a name that
// does not fit at this size is left out, for the caller's tooltip.
const TextMin = 17

// CardState is how a card stands in the current choice.
type CardState uint8

const (
	CardNormal   CardState = iota
	CardLegal              // a legal target: a turquoise glow
	CardHot                // a legal target under the pointer
	CardSelected           // the half-made choice: a lapis outline
	CardLocked             // not open now: dimmed, with a padlock (the reason is the caller's tooltip)
)

// Card is what a card face shows. Kind and ID name the face for the
// sprite cache (with the texts, so a language change draws it again).
type Card struct {
	Kind    string
	ID      int
	Title   string     // the name, localized
	Body    string     // an optional line under the name
	Band    color.RGBA // the category colour (title band, and the back)
	Icon    render.Icon
	HasIcon bool
	Badge   string     // an optional cost or value
	BadgeBg color.RGBA // the badge's colour; zero: gold
	// Art draws the picture inside r (the face's image, logical px),
	// through package render only.
	Art  func(dst *ebiten.Image, r geom.Rect)
	Down bool // face down: the back in the band colour
}

// cardPad is the room a card sprite keeps around the face for its shadow.
const cardPad = 6

// cardRadius is a card's corner radius.
func cardRadius(w float64) float64 { return 7 * w / 100 }

func (c Card) hash(w, h int, wash bool) int {
	f := fnv.New64a()
	for _, s := range []string{c.Title, "\x00", c.Body, "\x00", c.Badge, "\x00"} {
		f.Write([]byte(s))
	}
	var b []byte
	for _, x := range []int{c.ID, w, h, int(c.Icon), flag(c.HasIcon), flag(c.Down), flag(wash), flag(c.Art != nil)} {
		b = append(b, byte(x), byte(x>>8), byte(x>>16), byte(x>>24))
	}
	b = append(b, c.Band.R, c.Band.G, c.Band.B, c.Band.A, c.BadgeBg.R, c.BadgeBg.G, c.BadgeBg.B, c.BadgeBg.A)
	f.Write(b)
	return int(f.Sum64() >> 1)
}

func flag(b bool) int {
	if b {
		return 1
	}
	return 0
}

// CardSprite is the cached face (or back) of c, w x h logical px, with
// cardPad px of margin round it; locked faces are dimmed.
func CardSprite(sp *render.Sprites, c Card, w, h int, locked bool) *ebiten.Image {
	kind := "widget.card"
	if c.Kind != "" {
		kind += "." + c.Kind
	}
	key := render.SpriteKey{Kind: kind, Variant: c.hash(w, h, locked), Size: w}
	return sp.GetAA(key, w+2*cardPad, h+2*cardPad, func(img *ebiten.Image) {
		r := geom.R(cardPad, cardPad, float64(w), float64(h))
		render.DrawShadowWith(img, r, cardRadius(r.W), 2, 4, 0.25)
		if c.Down {
			PaintCardBack(img, r, c)
		} else {
			PaintCardFace(img, r, c)
		}
		if locked {
			render.FillRoundRect(img, r, cardRadius(r.W), render.WithAlpha(render.Mix(render.Papyrus, render.LimestoneShade, 0.5), 0.55))
		}
	})
}

// DrawCard blits card c so that it fills r, in state st. The face is
// drawn once into the sprite cache: a redraw is a blit.
func DrawCard(dst render.Target, sp *render.Sprites, r geom.Rect, c Card, st CardState) {
	DrawCardFX(dst, sp, r, c, st, CardFX{})
}

// CardFX moves a card drawn at its rest rectangle: scaled and turned
// about its centre, offset, faded (a card flying, popping, turned 90°
// when used). The zero value leaves it at rest.
type CardFX struct {
	Scale  float64 // 0: 1
	Angle  float64 // radians, clockwise
	Dx, Dy float64
	Alpha  float64 // 0: 1
}

func (fx CardFX) still() bool {
	return (fx.Scale == 0 || fx.Scale == 1) && fx.Angle == 0 && fx.Dx == 0 && fx.Dy == 0
}

// DrawCardFX is DrawCard with the card moved by fx: the sprite is the
// one of r's size, so that an animation draws no new face per frame. A
// moving card shows no state.
func DrawCardFX(dst render.Target, sp *render.Sprites, r geom.Rect, c Card, st CardState, fx CardFX) {
	w, h := max(8, int(math.Round(r.W))), max(8, int(math.Round(r.H)))
	img := CardSprite(sp, c, w, h, st == CardLocked)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-cardPad-float64(w)/2, -cardPad-float64(h)/2)
	op.GeoM.Scale(r.W/float64(w), r.H/float64(h))
	if fx.Scale != 0 {
		op.GeoM.Scale(fx.Scale, fx.Scale)
	}
	op.GeoM.Rotate(fx.Angle)
	ctr := r.Center()
	if fx.still() && float64(w) == r.W && float64(h) == r.H {
		// At rest and at its size: on whole device pixels, so the text
		// stays sharp.
		d := render.Density()
		ctr = geom.Pt(math.Round((r.X-cardPad)*d)/d+cardPad+float64(w)/2, math.Round((r.Y-cardPad)*d)/d+cardPad+float64(h)/2)
	}
	op.GeoM.Translate(ctr.X+fx.Dx, ctr.Y+fx.Dy)
	op.Filter = ebiten.FilterLinear
	if fx.Alpha != 0 {
		op.ColorScale.ScaleAlpha(float32(fx.Alpha))
	}
	render.DrawImage(dst, img, &op)
	if !fx.still() {
		return
	}
	rad := cardRadius(r.W)
	switch st {
	case CardLegal:
		Glow(dst, sp, r, rad, 0.7)
	case CardHot:
		Glow(dst, sp, r, rad, 1)
		Outline(dst, sp, r.Inset(-2), rad+2, 2.5, render.Turquoise)
	case CardSelected:
		Glow(dst, sp, r, rad, 0.8)
		Outline(dst, sp, r.Inset(-4), rad+4, 4, render.Lapis)
	case CardLocked:
		s := math.Round(math.Min(r.W, r.H) * 0.32)
		at := r.Center()
		if !c.Down {
			a := wgeom.Card(r, c.Body != "").Art
			at = a.Center()
			s = math.Round(math.Min(s, a.H*0.9))
		}
		sp.DrawIcon(dst, render.IconLock, at.X, at.Y, int(math.Max(12, s)), nil)
	}
}

// Glow is render.DrawGlow round r through the sprite cache.
func Glow(dst render.Target, sp *render.Sprites, r geom.Rect, radius, strength float64) {
	k := render.SpriteKey{Kind: "widget.glow", Variant: int(math.Round(strength * 100))}
	sp.DrawPlaced(dst, k, r, 14, [3]float64{radius}, func(img *ebiten.Image, rr geom.Rect) {
		render.DrawGlow(img, rr, radius, strength)
	})
}

// Outline strokes a rounded rectangle through the sprite cache.
func Outline(dst render.Target, sp *render.Sprites, r geom.Rect, radius, width float64, clr color.RGBA) {
	k := render.SpriteKey{Kind: "widget.outline", Size: int(clr.R) | int(clr.G)<<8 | int(clr.B)<<16 | int(clr.A)<<24}
	m := int(math.Ceil(width)) + 2
	sp.DrawPlaced(dst, k, r, m, [3]float64{radius, width}, func(img *ebiten.Image, rr geom.Rect) {
		render.StrokeRoundRect(img, rr, radius, width, clr)
	})
}

// PaintCardFace draws a face into r (a card's own image): papyrus, the
// title band with its icon, the badge, the picture, the name and the
// body line. A card too small for TextMin text shows no text.
func PaintCardFace(dst *ebiten.Image, r geom.Rect, c Card) {
	rad := cardRadius(r.W)
	k := r.W / 100
	p := wgeom.Card(r, c.Body != "")
	render.FillRoundRectTextured(dst, r, rad, render.PapyrusTexture())
	band := c.Band
	if band.A == 0 {
		band = render.Lapis
	}
	// The band, square at the bottom.
	render.FillRoundRect(dst, p.Band, rad, band)
	render.FillRect(dst, geom.R(p.Band.X, p.Band.Y+p.Band.H/2, p.Band.W, p.Band.H/2), band)
	render.Line(dst, geom.Pt(p.Band.X, p.Band.Bottom()), geom.Pt(p.Band.Right(), p.Band.Bottom()), math.Max(1, 1.2*k), render.WithAlpha(render.Ink, 0.7))
	if c.HasIcon {
		ic := p.Icon.Center()
		render.DrawIcon(dst, c.Icon, ic.X, ic.Y, p.Icon.W)
	}
	art, name, nf := CardText(c, r)
	if c.Art != nil && !art.Empty() {
		c.Art(dst, art)
	}
	if c.Badge != "" {
		paintBadge(dst, p.Badge, c.Badge, c.BadgeBg)
	}
	if nf.OK {
		lh := render.LineHeight(nf.Face)
		_, hh := render.Measure(strings.Join(nf.Lines, "\n"), nf.Face)
		y := name.Y + (name.H-hh)/2
		for _, ln := range nf.Lines {
			render.DrawText(dst, ln, nf.Face, name.Center().X, y, render.Center, render.Top, render.Ink)
			y += lh
		}
	}
	if c.Body != "" && fitsLine(p.Body, render.Face(render.Body, TextMin)) && p.Body.W >= 3*TextMin {
		render.DrawInRect(dst, c.Body, render.Face(render.Body, TextMin), p.Body, render.Center, render.Middle, render.InkSoft)
	} else if c.Body != "" {
		render.NoteDrop(c.Body, "dropped")
	}
	render.StrokeRoundRect(dst, r, rad, math.Max(1, 1.8*k), render.Ink)
}

// CardText is how a face of size r sets c's name: the picture's and the
// name's rectangles and the fit. A name too long for its room takes up
// to 40% of the picture's before it is left out; a view shows a name
// left out (NameFit.OK false) in the card's tooltip.
func CardText(c Card, r geom.Rect) (art, name geom.Rect, nf NameFit) {
	p := wgeom.Card(r, c.Body != "")
	art, name = p.Art, p.Name
	if nf = FitName(c.Title, name); nf.OK || c.Title == "" {
		return art, name, nf
	}
	grow := math.Floor(art.H * 0.4)
	g := geom.R(name.X, name.Y-grow, name.W, name.H+grow)
	if f := FitName(c.Title, g); f.OK {
		art.H -= grow
		return art, g, f
	}
	return art, name, nf
}

// paintBadge is a coin with a number, when the number can be read.
func paintBadge(dst *ebiten.Image, r geom.Rect, s string, bg color.RGBA) {
	size := math.Min(24, math.Floor(r.H*0.62))
	if size < TextMin {
		render.NoteDrop(s, "dropped")
		return
	}
	face := render.Face(render.Bold, size)
	w := math.Max(r.W, render.TextWidth(s, face)+r.H*0.4)
	br := geom.RectFromCenter(r.Center(), w, r.H)
	br.X = math.Min(br.X, r.Right()-w) // a wide badge grows inwards
	if bg.A == 0 {
		render.FillGradientPath(dst, render.RoundRectPath(br, r.H/2), geom.Pt(0, br.Y), geom.Pt(0, br.Bottom()), render.GoldStops()...)
	} else {
		render.FillRoundRect(dst, br, r.H/2, bg)
	}
	render.StrokeRoundRect(dst, br, r.H/2, math.Max(1.2, r.H/20), render.Ink)
	clr := render.Ink
	if bg.A != 0 && render.Contrast(bg, render.Papyrus) > render.Contrast(bg, render.Ink) {
		clr = render.Papyrus
	}
	render.DrawText(dst, s, face, br.Center().X, br.Center().Y, render.Center, render.Middle, clr)
}

// PaintCardBack draws the back of a card of c's category into r.
func PaintCardBack(dst *ebiten.Image, r geom.Rect, c Card) {
	rad := cardRadius(r.W)
	k := r.W / 100
	bg := c.Band
	if bg.A == 0 {
		bg = render.Lapis
	}
	render.FillRoundRect(dst, r, rad, bg)
	in := r.Inset(6 * k)
	render.StrokeRoundRect(dst, in, 5*k, math.Max(1, 1.5*k), render.Gold)
	ctr := in.Center()
	for i := 0; i < 8; i++ {
		a := float64(i) * math.Pi / 4
		p := geom.Pt(ctr.X+math.Cos(a)*16*k, ctr.Y+math.Sin(a)*16*k)
		render.FillCircle(dst, p, 6*k, render.WithAlpha(render.Gold, 0.8))
	}
	render.FillCircle(dst, ctr, 11*k, render.Papyrus)
	render.StrokeCircle(dst, ctr, 11*k, math.Max(1, 1.5*k), render.Ink)
	if c.HasIcon {
		render.DrawIcon(dst, c.Icon, ctr.X, ctr.Y, 16*k)
	}
	render.StrokeRoundRect(dst, r, rad, math.Max(1, 1.8*k), render.Ink)
}

// NameFit is how a card's name is set in its rectangle.
type NameFit struct {
	OK    bool // false: it does not fit at TextMin and is not drawn
	Role  render.Role
	Size  float64
	Face  text.Face
	Lines []string
}

// FitName sets name in r: Bold at the largest size r suggests, then the
// narrower Medium at the same size before a smaller one, down to TextMin;
// no word is ever cut. Below that, or in a rectangle too small for one
// line, it does not fit.
func FitName(name string, r geom.Rect) NameFit {
	if name == "" || r.W < 2*TextMin || !fitsLine(r, render.Face(render.Medium, TextMin)) {
		return NameFit{}
	}
	top := math.Max(TextMin, math.Min(24, math.Floor(r.W*0.16)))
	for size := top; size >= TextMin; size-- {
		for _, role := range []render.Role{render.Bold, render.Medium} {
			f := render.Face(role, size)
			lines := render.Wrap(name, f, r.W)
			if wordTooWide(name, f, r.W) {
				continue
			}
			if _, h := render.Measure(strings.Join(lines, "\n"), f); h <= r.H+0.5 {
				return NameFit{OK: true, Role: role, Size: size, Face: f, Lines: lines}
			}
		}
	}
	return NameFit{}
}

// fitsLine reports whether one line of face fits r's height.
func fitsLine(r geom.Rect, face text.Face) bool {
	_, h := render.Measure("Ag", face)
	return h <= r.H+0.5
}

func wordTooWide(s string, face text.Face, w float64) bool {
	for _, word := range strings.Fields(s) {
		if render.TextWidth(word, face) > w {
			return true
		}
	}
	return false
}
