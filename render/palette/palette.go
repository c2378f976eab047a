// Package palette holds the colours of ART.md and the ways to blend them.
// It has no dependency on Ebitengine, so that tools that run without a
// display (cmd/nileicon) draw with the same colours as the app; package
// render gives them the names the drawing code uses.
package palette

import (
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
