// Package render draws the app's pictures: palette, fonts and text, vector
// shapes, pieces, icons, panels, textures, sprite caches and display lists.
// Callers work in logical pixels (the 1920x1080 canvas); Density says how
// many device pixels stand for one.
package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

// Every image the app draws on holds Density device pixels per logical
// pixel: the screen (1920x1080 logical, Density times as many pixels),
// canvases, sprites. Callers speak logical pixels only; this package
// scales paths, strokes, text, gradients and blits by the density where it
// draws, so that a HiDPI screen gets a picture drawn at its own resolution
// instead of a 1080p one scaled up.
var dens = struct {
	d   float64
	gen uint64 // bumped at every change: caches compare it
}{d: 1}

// Density is the number of device pixels per logical pixel (1 by default).
func Density() float64 { return dens.d }

// SetDensity changes the density; a value that is not positive and finite
// counts as 1. Images drawn before keep their size: the caches of this
// package (sprites, text layouts) start again, and whoever keeps images of
// its own must redraw them (compare Density with the density they were
// drawn at).
func SetDensity(d float64) {
	if !(d > 0) || math.IsInf(d, 0) {
		d = 1
	}
	if d == dens.d {
		return
	}
	flushAA()
	dens.d = d
	dens.gen++
	clear(glyphCache)
	clear(deviceFaces)
}

// px is the size in device pixels of a logical length (at least 1).
func px(l float64) int {
	return max(1, int(math.Ceil(l*dens.d-1e-6)))
}

// NewCanvas returns an image of w x h logical pixels (w x h times the
// density in device pixels) with a texture of its own, for big render
// targets: on a shared atlas page, a big image moves to a new page (a new
// 2048² texture) whenever a sprite of its page is drawn onto it, which
// made hundreds of megabytes on the first frame.
func NewCanvas(w, h int) *ebiten.Image {
	return newCanvasPx(px(float64(w)), px(float64(h)))
}

func newCanvasPx(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// NewImage returns an image of w x h logical pixels at the density, on the
// shared atlas (small pictures: sprites, widgets).
func NewImage(w, h int) *ebiten.Image {
	return ebiten.NewImage(px(float64(w)), px(float64(h)))
}

// ImageSize is the size in logical pixels of an image made at the density.
func ImageSize(img *ebiten.Image) (w, h float64) {
	b := img.Bounds()
	return float64(b.Dx()) / dens.d, float64(b.Dy()) / dens.d
}

// DeviceRect is the rectangle of device pixels that covers the logical
// rectangle r (rounded outwards): for clips and sub-images.
func DeviceRect(r geom.Rect) image.Rectangle {
	d := dens.d
	return image.Rect(int(math.Floor(r.X*d+1e-6)), int(math.Floor(r.Y*d+1e-6)),
		int(math.Ceil(r.Right()*d-1e-6)), int(math.Ceil(r.Bottom()*d-1e-6)))
}

// SubImage is the part r (logical pixels) of an image made at the density,
// rounded outwards to device pixels. Drawing on it uses img's coordinates;
// DrawImage blits it with its top-left corner at the GeoM's origin.
func SubImage(img *ebiten.Image, r geom.Rect) *ebiten.Image {
	return img.SubImage(DeviceRect(r)).(*ebiten.Image)
}

// DrawImage blits img, an image made at the density (a sprite, a canvas),
// onto dst with op's GeoM in logical pixels, as dst.DrawImage would at
// density 1. Views never call dst.DrawImage themselves: its GeoM would be
// taken in device pixels. op may be nil.
func DrawImage(dst Target, img *ebiten.Image, op *ebiten.DrawImageOptions) {
	flushAA()
	if dens.d == 1 || op == nil {
		dst.DrawImage(img, op)
		return
	}
	o := *op
	o.GeoM = deviceGeoM(op.GeoM)
	dst.DrawImage(img, &o)
}

// deviceGeoM turns a GeoM from image to destination in logical pixels into
// one in device pixels, both images being at the density.
func deviceGeoM(g ebiten.GeoM) ebiten.GeoM {
	d := dens.d
	if d == 1 {
		return g
	}
	// (a b tx; c e ty) conjugated by the scale d: the linear part stays,
	// the translation scales.
	var m ebiten.GeoM
	m.SetElement(0, 0, g.Element(0, 0))
	m.SetElement(0, 1, g.Element(0, 1))
	m.SetElement(0, 2, g.Element(0, 2)*d)
	m.SetElement(1, 0, g.Element(1, 0))
	m.SetElement(1, 1, g.Element(1, 1))
	m.SetElement(1, 2, g.Element(1, 2)*d)
	return m
}

// DeviceGeoM is the GeoM in device pixels for a logical one (see
// DrawImage), for blits recorded by other means (List.DrawVolatile).
func DeviceGeoM(g ebiten.GeoM) ebiten.GeoM { return deviceGeoM(g) }
