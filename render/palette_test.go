package render

import (
	"fmt"
	"image/color"
	"testing"
)

func hex(c color.RGBA) string { return fmt.Sprintf("#%02X%02X%02X", c.R, c.G, c.B) }

func TestPaletteMatchesArt(t *testing.T) {
	// ART.md, Palette.
	want := map[string]struct {
		c   color.RGBA
		hex string
	}{
		"sand": {Sand, "#E9D8A6"}, "papyrus": {Papyrus, "#F4E9C8"}, "ink": {Ink, "#2B2118"},
		"limestone": {Limestone, "#D9CBB0"}, "shade": {LimestoneShade, "#B9A888"},
		"nile deep": {NileDeep, "#1F5F8B"}, "nile light": {NileLight, "#2E86AB"},
		"lapis": {Lapis, "#26619C"}, "turquoise": {Turquoise, "#3FB8AF"}, "gold": {Gold, "#D4A017"},
		"terracotta": {Terracotta, "#B5523B"}, "reed": {ReedGreen, "#6A994E"},
	}
	for name, w := range want {
		if hex(w.c) != w.hex || w.c.A != 255 {
			t.Errorf("%s = %s (a %d), want %s", name, hex(w.c), w.c.A, w.hex)
		}
	}
}

func TestPlayerColoursDoubleCoded(t *testing.T) {
	// ART.md: black circle, white square, brown triangle, gray diamond; red
	// circle, blue square, green triangle, yellow diamond, purple cross.
	want := map[PlayerColor]Shape{
		Black: ShapeCircle, White: ShapeSquare, Brown: ShapeTriangle, Gray: ShapeDiamond,
		Red: ShapeCircle, Blue: ShapeSquare, Green: ShapeTriangle, Yellow: ShapeDiamond, Purple: ShapeCross,
	}
	for pc, sh := range want {
		if pc.Shape() != sh {
			t.Errorf("%v shape %v, want %v", pc, pc.Shape(), sh)
		}
		// The stamp must stand out on the piece.
		if c := Contrast(pc.RGBA(), pc.Stamp()); c < 3 {
			t.Errorf("%v: stamp contrast %.2f < 3", pc, c)
		}
	}
	for _, set := range [][]PlayerColor{ImhotepColors[:], OtherColors[:]} {
		seen := map[Shape]bool{}
		for _, pc := range set {
			if seen[pc.Shape()] {
				t.Errorf("shape %v used twice in %v", pc.Shape(), set)
			}
			seen[pc.Shape()] = true
		}
	}
	if PlayerColor(200).String() != "color(200)" || Shape(9).String() != "shape(9)" {
		t.Error("out-of-range names")
	}
}

func TestColourHelpers(t *testing.T) {
	if got := WithAlpha(Ink, 0.25); got != (color.RGBA{0x0B, 0x08, 0x06, 0x40}) {
		t.Errorf("WithAlpha = %v", got)
	}
	if Shadow != WithAlpha(Ink, 0.25) {
		t.Error("Shadow is not 25% ink")
	}
	if got := Mix(color.RGBA{0, 0, 0, 255}, color.RGBA{200, 100, 50, 255}, 0.5); got != (color.RGBA{100, 50, 25, 255}) {
		t.Errorf("Mix = %v", got)
	}
	if d := Desaturate(Terracotta, 1); d.R != d.G || d.G != d.B {
		t.Errorf("full desaturation not grey: %v", d)
	}
	if c := Contrast(Ink, Papyrus); c < 12 {
		t.Errorf("ink on papyrus contrast %.1f", c)
	}
	if Contrast(Gold, Gold) != 1 {
		t.Error("self contrast")
	}
}
