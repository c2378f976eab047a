package render

import (
	"fmt"
	"image/color"

	"nilegames/render/palette"
)

// The ART.md palette and its blends live in package palette, which tools
// without a display can import; these are the names the drawing code uses.
var (
	Sand           = palette.Sand
	Papyrus        = palette.Papyrus
	Ink            = palette.Ink
	Limestone      = palette.Limestone
	LimestoneShade = palette.LimestoneShade
	NileDeep       = palette.NileDeep
	NileLight      = palette.NileLight
	Lapis          = palette.Lapis
	Turquoise      = palette.Turquoise
	Gold           = palette.Gold
	Terracotta     = palette.Terracotta
	ReedGreen      = palette.ReedGreen
	GoldLight      = palette.GoldLight
	GoldDeep       = palette.GoldDeep
	Wood           = palette.Wood
	InkSoft        = palette.InkSoft
	Shadow         = palette.Shadow
)

func WithAlpha(c color.RGBA, a float64) color.RGBA  { return palette.WithAlpha(c, a) }
func Mix(a, b color.RGBA, t float64) color.RGBA     { return palette.Mix(a, b, t) }
func Lighten(c color.RGBA, t float64) color.RGBA    { return palette.Lighten(c, t) }
func Darken(c color.RGBA, t float64) color.RGBA     { return palette.Darken(c, t) }
func Desaturate(c color.RGBA, t float64) color.RGBA { return palette.Desaturate(c, t) }
func Luminance(c color.RGBA) float64                { return palette.Luminance(c) }
func Contrast(a, b color.RGBA) float64              { return palette.Contrast(a, b) }

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
