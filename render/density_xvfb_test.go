package render

import (
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

// withDensity runs f at density d, then goes back to 1.
func withDensity(d float64, f func()) {
	SetDensity(d)
	defer SetDensity(1)
	f()
}

// densityScene draws through every layer that applies the density: fills,
// strokes, gradients, textures, text, sprites (pieces, icons, placed
// drawings), a display list with a clip, and a blit of an image of its own.
func densityScene(dst *ebiten.Image) {
	sp := NewSprites()
	FillRectTextured(dst, geom.R(0, 0, 240, 140), SandTexture())
	FillRect(dst, geom.R(10, 10, 40, 20), Lapis)
	FillRoundRect(dst, geom.R(60, 10, 50, 30), 8, Terracotta)
	StrokeCircle(dst, geom.Pt(150, 30), 18, 2, Ink)
	FillGradientRect(dst, geom.R(10, 40, 40, 30), true, Stop{0, Gold}, Stop{1, NileDeep})
	FillGradientRoundRect(dst, geom.R(190, 10, 40, 40), 6, GoldLight, GoldDeep)
	DrawText(dst, "Nile", Face(Bold, 22), 60, 50, Left, Top, Ink)
	sp.DrawPiece(dst, 150, 85, 30, Black, ShapeCircle, nil)
	sp.DrawIcon(dst, IconPyramid, 30, 100, 32, nil)
	sp.DrawMark(dst, geom.Pt(95, 110), 20, Red)
	img := NewImage(20, 10)
	FillRect(img, geom.R(0, 0, 20, 10), Gold)
	FillRect(img, geom.R(10, 0, 10, 10), Lapis)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(195, 110)
	DrawImage(dst, img, &op)
	var l List
	l.SetClip(DeviceRect(geom.R(190, 60, 40, 20)))
	DrawImage(&l, img, &op) // clipped away: outside the clip
	op.GeoM.Reset()
	op.GeoM.Scale(2, 2)
	op.GeoM.Translate(185, 60)
	DrawImage(&l, img, &op) // 40x20 from (185, 60), clipped to x >= 190
	l.Draw(dst, dst.Bounds())
}

// The same drawing at density 2, brought back to 1080p by averaging each
// 2x2 block, matches the drawing at density 1 (edges aside): everything
// is where it was, at the same size, in the same colour.
func TestDensity2DrawsTheSamePicture(t *testing.T) {
	var one, two snapshot
	withDensity(1, func() {
		c := NewCanvas(240, 140)
		defer c.Deallocate()
		densityScene(c)
		one = snap(c)
	})
	withDensity(2, func() {
		c := NewCanvas(240, 140)
		defer c.Deallocate()
		if b := c.Bounds(); b.Dx() != 480 || b.Dy() != 280 {
			t.Fatalf("canvas at density 2: %v", b)
		}
		densityScene(c)
		two = snap(c)
	})
	// Probes inside shapes, in logical pixels: the device pixel under the
	// logical point has the colour of the 1080p one.
	probes := []struct {
		x, y int
		what string
	}{
		{20, 15, "rect"}, {85, 25, "round rect"}, {150, 12, "circle stroke"}, {20, 42, "gradient top"},
		{20, 67, "gradient bottom"}, {210, 30, "gradient round rect"}, {150, 85, "piece"},
		{95, 110, "mark"}, {200, 114, "blit, left"}, {212, 114, "blit, right"},
		{195, 70, "list blit, scaled"}, {222, 75, "list blit, right half"}, {187, 70, "list clip"},
		{120, 130, "sand"},
	}
	for _, p := range probes {
		a, b := one.at(p.x, p.y), two.at(2*p.x, 2*p.y)
		if !closeTo(a, b, 12) {
			t.Errorf("%s at (%d,%d): %v at density 1, %v at density 2", p.what, p.x, p.y, a, b)
		}
	}
	// The text's ink, in device pixels, is twice its box at density 1.
	b1 := one.inkBox(56, 46, 130, 80, 1)
	b2 := two.inkBox(56, 46, 130, 80, 2)
	if b1.Empty() || math.Abs(float64(b2.Min.X-2*b1.Min.X)) > 2 || math.Abs(float64(b2.Max.X-2*b1.Max.X)) > 2 ||
		math.Abs(float64(b2.Min.Y-2*b1.Min.Y)) > 2 || math.Abs(float64(b2.Max.Y-2*b1.Max.Y)) > 2 {
		t.Errorf("text ink: %v at density 1, %v at density 2", b1, b2)
	}
	// The whole picture, averaged: mean difference per channel.
	sum, worst := 0.0, 0.0
	for y := 0; y < one.h; y++ {
		for x := 0; x < one.w; x++ {
			var avg [4]float64
			for _, q := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				c := two.at(2*x+q[0], 2*y+q[1])
				avg[0] += float64(c.R) / 4
				avg[1] += float64(c.G) / 4
				avg[2] += float64(c.B) / 4
				avg[3] += float64(c.A) / 4
			}
			c := one.at(x, y)
			d := (math.Abs(avg[0]-float64(c.R)) + math.Abs(avg[1]-float64(c.G)) + math.Abs(avg[2]-float64(c.B))) / 3
			sum += d
			worst = math.Max(worst, d)
		}
	}
	if mean := sum / float64(one.w*one.h); mean > 2.5 {
		t.Errorf("mean difference %.2f levels (worst pixel %.0f): the pictures differ", mean, worst)
	} else {
		t.Logf("mean difference %.2f levels, worst pixel %.0f", mean, worst)
	}
}

// inkBox is the box of the dark pixels inside the logical rectangle
// (x0, y0)-(x1, y1) of a picture at density d, in its own pixels.
func (s snapshot) inkBox(x0, y0, x1, y1, d int) image.Rectangle {
	var r image.Rectangle
	for y := y0 * d; y < y1*d; y++ {
		for x := x0 * d; x < x1*d; x++ {
			if c := s.at(x, y); int(c.R)+int(c.G)+int(c.B) < 3*100 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

// intermediate counts, along row y of s from x0 to x1, the pixels that are
// neither the background nor the ink: the blur of an edge.
func intermediate(s snapshot, y, x0, x1 int, bg, ink float64) int {
	n := 0
	for x := x0; x < x1; x++ {
		c := s.at(x, y)
		v := (float64(c.R) + float64(c.G) + float64(c.B)) / 3
		f := (v - bg) / (ink - bg)
		if f > 0.1 && f < 0.9 {
			n++
		}
	}
	return n
}

// upscaled is what the app showed before: the 1080p picture scaled up
// twice by ebiten with linear filtering.
func upscaled(src *ebiten.Image) snapshot {
	b := src.Bounds()
	dst := newCanvasPx(2*b.Dx(), 2*b.Dy())
	defer dst.Deallocate()
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(2, 2)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(src, &op)
	return snap(dst)
}

// At density 2, a 2-px stroke and the stems of a text have sharp edges:
// no pixel between paper and ink on a vertical edge of the stroke, and far
// fewer across the glyphs than in the 1080p picture scaled up.
func TestDensity2IsCrisp(t *testing.T) {
	draw := func(dst *ebiten.Image) {
		FillRect(dst, geom.R(0, 0, 160, 60), Papyrus)
		Line(dst, geom.Pt(20, 5), geom.Pt(20, 55), 2, Ink)
		DrawText(dst, "HIHIH", Face(Body, SizeBody), 40, 30, Left, Middle, Ink)
	}
	var up, two snapshot
	withDensity(1, func() {
		c := NewCanvas(160, 60)
		defer c.Deallocate()
		draw(c)
		up = upscaled(c)
	})
	withDensity(2, func() {
		c := NewCanvas(160, 60)
		defer c.Deallocate()
		draw(c)
		two = snap(c)
	})
	bg := (float64(Papyrus.R) + float64(Papyrus.G) + float64(Papyrus.B)) / 3
	ink := (float64(Ink.R) + float64(Ink.G) + float64(Ink.B)) / 3
	// The stroke: logical x 19..21, device 38..42.
	for _, y := range []int{40, 60, 80} {
		if n := intermediate(two, y, 30, 50, bg, ink); n != 0 {
			t.Errorf("stroke at density 2, row %d: %d blurred pixels", y, n)
		}
		if c := two.at(39, y); !closeTo(c, Ink, 8) {
			t.Errorf("stroke at density 2, row %d: %v inside", y, c)
		}
		if n := intermediate(up, y, 30, 50, bg, ink); n < 2 {
			t.Errorf("the upscaled stroke should blur its edges (row %d: %d)", y, n)
		}
	}
	// The text: across the middle of the capitals.
	blurTwo, blurUp := 0, 0
	for y := 52; y < 68; y++ {
		blurTwo += intermediate(two, y, 76, 320, bg, ink)
		blurUp += intermediate(up, y, 76, 320, bg, ink)
	}
	t.Logf("text edges: %d blurred pixels at density 2, %d upscaled", blurTwo, blurUp)
	if blurTwo == 0 || float64(blurTwo) > 0.6*float64(blurUp) {
		t.Errorf("text at density 2: %d blurred pixels, upscaled %d: not sharper", blurTwo, blurUp)
	}
}

func TestDensityHelpers(t *testing.T) {
	withDensity(1.5, func() {
		img := NewImage(10, 7)
		if b := img.Bounds(); b.Dx() != 15 || b.Dy() != 11 {
			t.Errorf("NewImage(10, 7) at 1.5: %v", b)
		}
		if w, h := ImageSize(img); w != 10 || math.Abs(h-11/1.5) > 1e-9 {
			t.Errorf("ImageSize %v %v", w, h)
		}
		if r := DeviceRect(geom.R(1, 2, 3, 4)); r.Min.X != 1 || r.Min.Y != 3 || r.Max.X != 6 || r.Max.Y != 9 {
			t.Errorf("DeviceRect %v", r)
		}
		var g ebiten.GeoM
		g.Scale(2, 3)
		g.Translate(10, 20)
		d := DeviceGeoM(g)
		// A device pixel of the source at (3, 3) is logical (2, 2), drawn
		// at logical (14, 26), device (21, 39).
		if x, y := d.Apply(3, 3); math.Abs(x-21) > 1e-9 || math.Abs(y-39) > 1e-9 {
			t.Errorf("DeviceGeoM maps (3,3) to (%v,%v)", x, y)
		}
		sp := NewSprites()
		a := sp.Piece(White, ShapeSquare, 40)
		m := PieceMargin(40)
		if w := a.Bounds().Dx(); w != int(math.Ceil(float64(40+2*m)*1.5)) {
			t.Errorf("piece sprite %d px wide at 1.5", w)
		}
		SetDensity(2)
		if sp.Piece(White, ShapeSquare, 40) == a {
			t.Error("sprite cache kept an image of another density")
		}
	})
	if Density() != 1 {
		t.Fatal("density not restored")
	}
	SetDensity(-3)
	if Density() != 1 {
		t.Errorf("SetDensity(-3) gave %v", Density())
	}
}

// TileTextured paints what FillRectTextured paints, drawn directly or
// recorded in a list, also over a rectangle that starts and ends inside
// tiles and at a density that puts tile edges between device pixels.
func TestTileTexturedMatchesFill(t *testing.T) {
	r := geom.R(100, 38, 600, 300) // from inside the first tile to inside the third; whole device pixels at 1.5
	for _, d := range []float64{1, 1.5} {
		withDensity(d, func() {
			want, got, listed := NewCanvas(720, 360), NewCanvas(720, 360), NewCanvas(720, 360)
			defer want.Deallocate()
			defer got.Deallocate()
			defer listed.Deallocate()
			FillRectTextured(want, r, SandTexture())
			TileTextured(got, r, SandTexture())
			var l List
			TileTextured(&l, r, SandTexture())
			l.Draw(listed, listed.Bounds())
			w, g, li := snap(want), snap(got), snap(listed)
			// At 1.5 some pixel centres fall on a texel's edge, where
			// either side may be taken: a pixel may show a neighbour's texel.
			near := func(s snapshot, x, y int) bool {
				if s.at(x, y) == w.at(x, y) {
					return true
				}
				if d == 1 {
					return false
				}
				for _, o := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
					if x+o[0] >= 0 && x+o[0] < w.w && y+o[1] >= 0 && y+o[1] < w.h && s.at(x, y) == w.at(x+o[0], y+o[1]) {
						return true
					}
				}
				return false
			}
			bad := 0
			for y := 0; y < w.h; y++ {
				for x := 0; x < w.w; x++ {
					if !near(g, x, y) || !near(li, x, y) {
						bad++
					}
				}
			}
			if bad > 0 || w.total() == 0 {
				t.Errorf("density %g: %d pixels differ (%d inked)", d, bad, w.total())
			}
		})
	}
}
