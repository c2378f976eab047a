package pharaonview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The printed board is drawn once per match, size and density into a
// layer (gameview.Layer) and blitted; the wheel, which turns, and the
// pieces are drawn over it.

// staticKey is what the printed board depends on.
type staticKey struct {
	area    geom.Rect
	board   Board
	density float64
}

// staticLayer holds the printed board.
type staticLayer struct {
	layer gameview.Layer[staticKey]
	draws int // how many times it was drawn (tests)
}

// image is the printed board of b laid out by p, on a canvas of the
// area's extent (its top left corner at the canvas's).
func (sl *staticLayer) image(p *Places, b Board) *ebiten.Image {
	key := staticKey{area: p.Area, board: b, density: render.Density()}
	w, h := int(math.Ceil(p.Area.Right())), int(math.Ceil(p.Area.Bottom()))
	return sl.layer.Ensure(key, w, h, func(dst *ebiten.Image) {
		sl.draws++
		drawStatic(dst, p, &b)
	})
}

// layers holds the board's and panels' pictures (DrawTo).
type layers struct {
	ver, frame int
}

// changed marks the board as showing something new.
func (v *View) changed() { v.ly.ver++ }
