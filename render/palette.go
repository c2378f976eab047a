package render

import (
	"fmt"
	"image/color"
	"math"
)

// The ART.md palette. color.RGBA is alpha-premultiplied; these are opaque.
var (
	Sand           = color.RGBA{0xE9, 0xD8, 0xA6, 0xFF} // table, menus
	Papyrus        = color.RGBA{0xF4, 0xE9, 0xC8, 0xFF} // panels, cards, dialogs
	Ink            = color.RGBA{0x2B, 0x21, 0x18, 0xFF} // text, outlines
	Limestone      = color.RGBA{0xD9, 0xCB, 0xB0, 0xFF} // stones, monuments
	LimestoneShade = color.RGBA{0xB9, 0xA8, 0x88, 0xFF}
	NileDeep       = color.RGBA{0x1F, 0x5F, 0x8B, 0xFF} // river gradient, dark end
	NileLight      = color.RGBA{0x2E, 0x86, 0xAB, 0xFF} // river gradient, light end
	Lapis          = color.RGBA{0x26, 0x61, 0x9C, 0xFF} // accents, selected
	Turquoise      = color.RGBA{0x3F, 0xB8, 0xAF, 0xFF} // legal targets (glow)
	Gold           = color.RGBA{0xD4, 0xA0, 0x17, 0xFF} // points, highlights, titles
	Terracotta     = color.RGBA{0xB5, 0x52, 0x3B, 0xFF} // warnings, costs
	ReedGreen      = color.RGBA{0x6A, 0x99, 0x4E, 0xFF} // fields, positive gains

	// Derived tones used by the drawing helpers.
	GoldLight = color.RGBA{0xF2, 0xCE, 0x5A, 0xFF} // highlight end of gold gradients
	GoldDeep  = color.RGBA{0x9E, 0x74, 0x0C, 0xFF} // shaded end of gold gradients
	Wood      = color.RGBA{0x93, 0x62, 0x36, 0xFF} // boats, stalls
	InkSoft   = color.RGBA{0x6B, 0x5A, 0x48, 0xFF} // secondary text, disabled outlines
	Shadow    = WithAlpha(Ink, 0.25)               // drop shadows: 25% ink
)

// WithAlpha returns c (taken as opaque) at opacity a in [0,1], premultiplied.
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	a = math.Max(0, math.Min(1, a))
	return color.RGBA{
		uint8(math.Round(float64(c.R) * a)),
		uint8(math.Round(float64(c.G) * a)),
		uint8(math.Round(float64(c.B) * a)),
		uint8(math.Round(255 * a)),
	}
}

// Mix blends opaque a toward opaque b by t in [0,1].
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = math.Max(0, math.Min(1, t))
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// Lighten mixes toward white, Darken toward black.
func Lighten(c color.RGBA, t float64) color.RGBA { return Mix(c, color.RGBA{255, 255, 255, 255}, t) }
func Darken(c color.RGBA, t float64) color.RGBA  { return Mix(c, color.RGBA{0, 0, 0, 255}, t) }

// Desaturate moves c toward its own grey by t: illegal targets are shown
// desaturated, never dimmed to invisibility.
func Desaturate(c color.RGBA, t float64) color.RGBA {
	l := uint8(math.Round(0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)))
	return Mix(c, color.RGBA{l, l, l, c.A}, t)
}

// Luminance is the WCAG relative luminance of an opaque colour.
func Luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast is the WCAG contrast ratio between two opaque colours (1 to 21).
func Contrast(a, b color.RGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Shape is the mark stamped on a player's pieces and panel, so that colours
// are never the only cue.
type Shape uint8

const (
	ShapeCircle Shape = iota
	ShapeSquare
	ShapeTriangle
	ShapeDiamond
	ShapeCross
)

var shapeNames = [...]string{"circle", "square", "triangle", "diamond", "cross"}

func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return fmt.Sprintf("shape(%d)", s)
}

// PlayerColor is a seat colour. Imhotep uses Black, White, Brown, Gray; the
// other games Red, Blue, Green, Yellow, Purple.
type PlayerColor uint8

const (
	Black PlayerColor = iota
	White
	Brown
	Gray
	Red
	Blue
	Green
	Yellow
	Purple
	numPlayerColors
)

// ImhotepColors are the seat colours of Imhotep, in seat order.
var ImhotepColors = [4]PlayerColor{Black, White, Brown, Gray}

// OtherColors are the seat colours of the other games, in seat order.
var OtherColors = [5]PlayerColor{Red, Blue, Green, Yellow, Purple}

type playerStyle struct {
	name  string
	rgba  color.RGBA
	shape Shape
}

var playerStyles = [numPlayerColors]playerStyle{
	Black:  {"black", color.RGBA{0x33, 0x2E, 0x2A, 0xFF}, ShapeCircle},
	White:  {"white", color.RGBA{0xF8, 0xF4, 0xEA, 0xFF}, ShapeSquare},
	Brown:  {"brown", color.RGBA{0x8A, 0x55, 0x2B, 0xFF}, ShapeTriangle},
	Gray:   {"gray", color.RGBA{0x93, 0x93, 0x8E, 0xFF}, ShapeDiamond},
	Red:    {"red", color.RGBA{0xC0, 0x39, 0x2B, 0xFF}, ShapeCircle},
	Blue:   {"blue", color.RGBA{0x2F, 0x6C, 0xB3, 0xFF}, ShapeSquare},
	Green:  {"green", color.RGBA{0x4A, 0x8B, 0x3B, 0xFF}, ShapeTriangle},
	Yellow: {"yellow", color.RGBA{0xE9, 0xC4, 0x3F, 0xFF}, ShapeDiamond},
	Purple: {"purple", color.RGBA{0x7B, 0x4B, 0x9C, 0xFF}, ShapeCross},
}

func (p PlayerColor) style() playerStyle {
	if p >= numPlayerColors {
		return playerStyle{fmt.Sprintf("color(%d)", p), Limestone, ShapeCircle}
	}
	return playerStyles[p]
}

// RGBA is the colour of the player's pieces.
func (p PlayerColor) RGBA() color.RGBA { return p.style().rgba }

// Shape is the player's own mark (black circle, white square, ...).
func (p PlayerColor) Shape() Shape { return p.style().shape }

// String is a stable, non-localized name ("black"...).
func (p PlayerColor) String() string { return p.style().name }

// Stamp is Ink or Papyrus, whichever stands out more on the player's colour.
func (p PlayerColor) Stamp() color.RGBA {
	c := p.RGBA()
	if Contrast(c, Ink) >= Contrast(c, Papyrus) {
		return Ink
	}
	return Papyrus
}
