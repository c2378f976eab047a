package main

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// The committed icons are what nileicon draws now (compared pixel by
// pixel: PNG bytes may differ between Go versions).
func TestCommittedIconsAreDrawn(t *testing.T) {
	for _, ic := range icons {
		f, err := os.Open(filepath.Join("..", "nilegames", "web", ic.name))
		if err != nil {
			t.Fatalf("%v (run go run ./cmd/nileicon)", err)
		}
		got, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", ic.name, err)
		}
		want := draw1(ic)
		if got.Bounds() != want.Bounds() {
			t.Errorf("%s: %v, want %v", ic.name, got.Bounds(), want.Bounds())
			continue
		}
		if n := differing(got, want); n > 0 {
			t.Errorf("%s: %d pixels differ from what nileicon draws (run go run ./cmd/nileicon)", ic.name, n)
		}
	}
}

func differing(a, b image.Image) int {
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			// PNG keeps colours not premultiplied: edge pixels round.
			if far(r1, r2) || far(g1, g2) || far(b1, b2) || far(a1, a2) {
				n++
			}
		}
	}
	return n
}

func far(a, b uint32) bool { return a > b+3*0x101 || b > a+3*0x101 }

// The manifest's icons and the page's are opaque where they must be: a
// maskable icon fills its whole square, the tiles leave their corners clear.
func TestIconShapes(t *testing.T) {
	for _, ic := range icons {
		img := draw1(ic)
		corner := img.RGBAAt(0, 0).A
		centre := img.RGBAAt(ic.size/2, ic.size/2).A
		if centre != 0xFF {
			t.Errorf("%s: centre alpha %d", ic.name, centre)
		}
		if ic.fullBled != (corner == 0xFF) {
			t.Errorf("%s: corner alpha %d (full-bled %v)", ic.name, corner, ic.fullBled)
		}
	}
}
