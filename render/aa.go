package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Antialiased triangles are drawn the way Ebitengine's own AntiAlias option
// draws them, at twice the resolution and then halved with linear
// filtering, but through one reused buffer: Ebitengine allocates a new
// double-size buffer for every shape whose area differs from the last one,
// which costs a texture allocation per shape under software GL, and, in
// tests that run inside a single frame, keeps every such buffer alive.

// aaScale is the supersampling factor (Ebitengine's bigOffscreenScale).
const aaScale = 2

// aaBuf is the shared buffer and aaPos scratch for vertex positions; the
// drawing goroutine is their only user.
var (
	aaBuf *ebiten.Image
	aaPos [][2]float32
)

// NewCanvas returns a w x h image with a texture of its own: big render
// targets kept out of Ebitengine's atlas. On a shared atlas page, a sprite
// drawn onto its neighbour forces a move to a new page (a 2048² texture
// each time), which made hundreds of megabytes on the first frame.
func NewCanvas(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// aaTile is the largest square done at once: bigger shapes are drawn tile
// by tile, each on the 2x grid of the destination, so the result is the
// same and the buffer stays small.
const aaTile = 512

// drawTrianglesAA draws vs and is from src onto dst with op, antialiased.
// op.AntiAlias is ignored; vs is modified.
func drawTrianglesAA(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, src *ebiten.Image, op *ebiten.DrawTrianglesOptions) {
	if len(is) == 0 {
		return
	}
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for i := range vs {
		minX, maxX = min(minX, vs[i].DstX), max(maxX, vs[i].DstX)
		minY, maxY = min(minY, vs[i].DstY), max(maxY, vs[i].DstY)
	}
	r := image.Rect(int(math.Floor(float64(minX)))-1, int(math.Floor(float64(minY)))-1, int(math.Ceil(float64(maxX)))+1, int(math.Ceil(float64(maxY)))+1)
	r = r.Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	if aaBuf == nil {
		aaBuf = NewCanvas(aaTile*aaScale, aaTile*aaScale)
	}
	o := *op
	o.AntiAlias = false
	var dop ebiten.DrawImageOptions
	dop.Filter = ebiten.FilterLinear
	dop.DisableMipmaps = true
	aaPos = aaPos[:0]
	for i := range vs {
		aaPos = append(aaPos, [2]float32{vs[i].DstX, vs[i].DstY})
	}
	for ty := r.Min.Y; ty < r.Max.Y; ty += aaTile {
		for tx := r.Min.X; tx < r.Max.X; tx += aaTile {
			t := image.Rect(tx, ty, min(tx+aaTile, r.Max.X), min(ty+aaTile, r.Max.Y))
			buf := aaBuf.SubImage(image.Rect(0, 0, t.Dx()*aaScale, t.Dy()*aaScale)).(*ebiten.Image)
			buf.Clear()
			ox, oy := float32(t.Min.X), float32(t.Min.Y)
			for i := range vs {
				vs[i].DstX = (aaPos[i][0] - ox) * aaScale
				vs[i].DstY = (aaPos[i][1] - oy) * aaScale
			}
			buf.DrawTriangles(vs, is, src, &o)
			dop.GeoM.Reset()
			dop.GeoM.Scale(1.0/aaScale, 1.0/aaScale)
			dop.GeoM.Translate(float64(t.Min.X), float64(t.Min.Y))
			dst.DrawImage(buf, &dop)
		}
	}
}
