// Package appicon draws the app's icon (a pyramid before a gold sun above
// the Nile, in the colours of ART.md) at any size: the browser build's icons
// (cmd/nileicon) and the release archives' (cmd/nilepack: the Linux hicolor
// theme, the Windows .ico, the macOS .icns). It has no dependency on
// Ebitengine.
package appicon

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"nilegames/render/palette"
)

// The palette of ART.md.
var (
	sand      = palette.Sand
	ink       = palette.Ink
	limestone = palette.Limestone
	shade     = palette.LimestoneShade
	nileDeep  = palette.NileDeep
	nileLight = palette.NileLight
	gold      = palette.Gold
	lapis     = palette.Lapis
)

// pen draws shapes given in a unit square mapped onto the image: the
// point (x, y) lands at (x0 + x*scale, y0 + y*scale) pixels.
type pen struct {
	dst            *image.RGBA
	x0, y0, scale  float64
	width, heightP int
}

func (p *pen) pt(x, y float64) (float32, float32) {
	return float32(p.x0 + x*p.scale), float32(p.y0 + y*p.scale)
}

// fill fills the closed polygon pts ([x, y] pairs) with src.
func (p *pen) fill(src image.Image, pts ...[2]float64) {
	z := vector.NewRasterizer(p.width, p.heightP)
	z.DrawOp = draw.Over
	for i, q := range pts {
		x, y := p.pt(q[0], q[1])
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
	z.Draw(p.dst, p.dst.Bounds(), src, image.Point{})
}

func circle(cx, cy, r float64) [][2]float64 {
	const n = 96
	pts := make([][2]float64, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return pts
}

// roundRect is the outline of a rectangle with round corners of radius r.
func roundRect(x0, y0, x1, y1, r float64) [][2]float64 {
	var pts [][2]float64
	corner := func(cx, cy, from float64) {
		for i := 0; i <= 16; i++ {
			a := from + math.Pi/2*float64(i)/16
			pts = append(pts, [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)})
		}
	}
	corner(x1-r, y0+r, -math.Pi/2)
	corner(x1-r, y1-r, 0)
	corner(x0+r, y1-r, math.Pi/2)
	corner(x0+r, y0+r, math.Pi)
	return pts
}

// vgrad is a vertical gradient from top to bottom between the pixel rows
// y0 and y1.
type vgrad struct {
	top, bottom color.RGBA
	y0, y1      float64
}

func (g vgrad) ColorModel() color.Model { return color.RGBAModel }
func (g vgrad) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}
func (g vgrad) At(_, y int) color.Color {
	t := (float64(y) + 0.5 - g.y0) / (g.y1 - g.y0)
	return palette.Mix(g.top, g.bottom, t)
}

func uni(c color.RGBA) image.Image { return image.NewUniform(c) }

// Draw draws the icon size pixels square. A full-bled icon fills the whole
// square (maskable icons and Apple's, whose corners the system cuts), its
// scene kept in the middle 80%; otherwise it is a tile with round corners
// and an ink rim on transparency.
func Draw(size int, fullBled bool) *image.RGBA {
	ic := struct {
		size     int
		fullBled bool
	}{size, fullBled}
	s := float64(ic.size)
	img := image.NewRGBA(image.Rect(0, 0, ic.size, ic.size))
	full := &pen{dst: img, scale: s, width: ic.size, heightP: ic.size}
	// The scene: the rounded tile's inside, or, full-bled, the safe zone
	// of a maskable icon (the middle 80%, a circle of radius 0.4).
	sc := full
	if ic.fullBled {
		sc = &pen{dst: img, x0: 0.1 * s, y0: 0.08 * s, scale: 0.8 * s, width: ic.size, heightP: ic.size}
	}

	// Sky: sand, warmer at the horizon.
	sky := vgrad{top: palette.Lighten(sand, 0.35), bottom: sand, y0: 0, y1: 0.7 * s}
	full.fill(sky, [2]float64{0, 0}, [2]float64{1, 0}, [2]float64{1, 1}, [2]float64{0, 1})

	// The sun, behind the pyramid, with a thin ink ring.
	sc.fill(uni(ink), circle(0.7, 0.3, 0.175)...)
	sc.fill(vgrad{top: palette.Lighten(gold, 0.45), bottom: gold, y0: sc.y0 + 0.15*sc.scale, y1: sc.y0 + 0.45*sc.scale}, circle(0.7, 0.3, 0.155)...)

	// The pyramid: its lit face and its shaded face, outlined in ink.
	apex, left, right, ridge := [2]float64{0.43, 0.17}, [2]float64{0.09, 0.74}, [2]float64{0.9, 0.74}, [2]float64{0.55, 0.74}
	o := 0.03 // the outline's width
	sc.fill(uni(ink), [2]float64{apex[0], apex[1] - o*1.6}, [2]float64{left[0] - o*1.3, left[1] + o/2}, [2]float64{right[0] + o*1.3, right[1] + o/2})
	sc.fill(uni(limestone), apex, left, ridge)
	sc.fill(uni(shade), apex, ridge, right)
	// Courses of stone on the lit face, a lapis capstone.
	for _, t := range []float64{0.36, 0.56, 0.76} {
		y := apex[1] + (left[1]-apex[1])*t
		xl := apex[0] + (left[0]-apex[0])*t
		xr := apex[0] + (ridge[0]-apex[0])*t
		sc.fill(uni(shade), [2]float64{xl + 0.01, y}, [2]float64{xr, y}, [2]float64{xr, y + 0.018}, [2]float64{xl + 0.002, y + 0.018})
	}
	capT := 0.2
	sc.fill(uni(gold), apex,
		[2]float64{apex[0] + (left[0]-apex[0])*capT, apex[1] + (left[1]-apex[1])*capT},
		[2]float64{apex[0] + (ridge[0]-apex[0])*capT, apex[1] + (ridge[1]-apex[1])*capT})

	// The Nile across the foot of the picture, in waves, over the whole
	// width (full-bled icons too).
	base := sc.y0/s + 0.72*sc.scale/s
	wave := func(top float64, amp float64, phase float64) [][2]float64 {
		pts := [][2]float64{{0, 1}}
		for i := 0; i <= 48; i++ {
			x := float64(i) / 48
			pts = append(pts, [2]float64{x, top + amp*math.Sin(2*math.Pi*(2*x+phase))})
		}
		return append(pts, [2]float64{1, 1})
	}
	full.fill(uni(ink), wave(base, 0.012, 0)...)
	full.fill(vgrad{top: nileLight, bottom: nileDeep, y0: (base + 0.02) * s, y1: s}, wave(base+0.02, 0.012, 0)...)
	full.fill(uni(palette.Lighten(nileLight, 0.35)), wave(base+0.1, 0.01, 0.3)...)
	full.fill(vgrad{top: nileLight, bottom: lapis, y0: (base + 0.12) * s, y1: s}, wave(base+0.12, 0.01, 0.3)...)

	if ic.fullBled {
		return img
	}
	// A tile with round corners and an ink rim on transparency.
	tile := image.NewRGBA(img.Bounds())
	rim := 0.035
	if ic.size < 64 {
		rim = 0.06 // a pixel or two at favicon size
	}
	tp := &pen{dst: tile, scale: s, width: ic.size, heightP: ic.size}
	tp.fill(uni(ink), roundRect(0, 0, 1, 1, 0.2)...)
	mask := image.NewAlpha(img.Bounds())
	mz := vector.NewRasterizer(ic.size, ic.size)
	for i, q := range roundRect(rim, rim, 1-rim, 1-rim, 0.2-rim) {
		x, y := float32(q[0]*s), float32(q[1]*s)
		if i == 0 {
			mz.MoveTo(x, y)
		} else {
			mz.LineTo(x, y)
		}
	}
	mz.ClosePath()
	mz.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	draw.DrawMask(tile, tile.Bounds(), img, image.Point{}, mask, image.Point{}, draw.Over)
	return tile
}
