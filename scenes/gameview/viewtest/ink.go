package viewtest

import (
	"image/color"

	"nilegames/render/geom"
)

// InkRows is the height, in 1280x720 pixels, of the rows of b (on the
// 1920x1080 canvas) holding a pixel that is keeps; 0 when none does. The
// readable-at-720 tests measure figures with it (ART.md: 14 px there).
func InkRows(at func(geom.Point) color.RGBA, b geom.Rect, is func(geom.Point, color.RGBA) bool) float64 {
	top, bottom := -1.0, -1.0
	for y := b.Y; y < b.Bottom(); y++ {
		for x := b.X; x < b.Right(); x++ {
			if p := geom.Pt(x, y); is(p, at(p)) {
				if top < 0 {
					top = y
				}
				bottom = y
				break
			}
		}
	}
	if top < 0 {
		return 0
	}
	return (bottom - top + 1) * 2 / 3
}
