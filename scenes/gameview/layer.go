package gameview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
)

// Layer is a picture drawn once and redrawn only when its key changes: a
// view's static layer (the table, the empty board, the legend), keyed by
// what it depends on (size, layout scale, language, density...).
type Layer[K comparable] struct {
	img *ebiten.Image
	key K
}

// Ensure returns the layer for key, w×h logical pixels. When the key
// changed it is drawn anew by draw, through render.BatchAA so that its
// shapes are antialiased together.
func (l *Layer[K]) Ensure(key K, w, h int, draw func(dst *ebiten.Image)) *ebiten.Image {
	if l.img != nil && key == l.key {
		return l.img
	}
	if l.img != nil {
		l.img.Deallocate()
	}
	l.img = render.NewCanvas(max(w, 1), max(h, 1))
	img := l.img
	render.BatchAA(img, func() { draw(img) })
	l.key = key
	return img
}

// Canvas returns img when it has the device size of w×h logical pixels,
// else a new canvas (img freed).
func Canvas(img *ebiten.Image, w, h int) *ebiten.Image {
	if img != nil {
		if img.Bounds().Size() == render.DeviceRect(geom.R(0, 0, float64(w), float64(h))).Size() {
			return img
		}
		img.Deallocate()
	}
	return render.NewCanvas(w, h)
}

// Blit draws img, a sub-image, at its own place.
func Blit(dst render.Target, img *ebiten.Image) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(img.Bounds().Min.X), float64(img.Bounds().Min.Y))
	dst.DrawImage(img, &op)
}
