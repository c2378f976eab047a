package viewtest

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// ImageDiff counts the pixels of a and b (the same size) further apart
// than 2 in a channel (more than a rounding), and their bounding box.
func ImageDiff(a, b *ebiten.Image) (int, image.Rectangle) {
	r := a.Bounds()
	pa, pb := make([]byte, 4*r.Dx()*r.Dy()), make([]byte, 4*r.Dx()*r.Dy())
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	n := 0
	var box image.Rectangle
	far := func(x, y byte) bool { return int(x) > int(y)+2 || int(y) > int(x)+2 }
	for i := 0; i+3 < len(pa); i += 4 {
		if far(pa[i], pb[i]) || far(pa[i+1], pb[i+1]) || far(pa[i+2], pb[i+2]) || far(pa[i+3], pb[i+3]) {
			n++
			x, y := r.Min.X+(i/4)%r.Dx(), r.Min.Y+(i/4)/r.Dx()
			box = box.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return n, box
}
