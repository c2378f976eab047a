package render

import (
	"image"
	"math"
	"runtime"

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

// aaBuf is the shared buffer and aaVs scratch for vertices; the drawing
// goroutine is their only user.
var (
	aaBuf *ebiten.Image
	aaVs  []ebiten.Vertex
)

// aaTile is the largest square done at once: bigger shapes are drawn tile
// by tile, each on the 2x grid of the destination, so the result is the
// same and the buffer stays small: 512x512 pixels, 1 MB (at 512 it was
// 1024x1024, 4.2 MB kept for the whole run under software GL).
const aaTile = 256

// aaOp is an antialiased drawing waiting in a batch.
type aaOp struct {
	vs  []ebiten.Vertex // in destination coordinates
	is  []uint16
	src *ebiten.Image
	op  ebiten.DrawTrianglesOptions
	r   image.Rectangle
}

// aaBatch gathers the antialiased shapes drawn onto dst inside BatchAA.
var aaBatch struct {
	on  bool
	dst *ebiten.Image
	ops []aaOp
	r   image.Rectangle
}

// BatchAA runs draw, gathering the antialiased shapes it draws onto dst to
// paint them together: one double-size pass per tile instead of one per
// shape, as Ebitengine does for shapes drawn one after the other. Every
// other drawing by this package paints the shapes gathered so far first,
// so the order holds; draw must draw onto dst through this package only.
func BatchAA(dst *ebiten.Image, draw func()) {
	if aaBatch.on {
		draw()
		return
	}
	aaBatch.on, aaBatch.dst = true, dst
	defer func() {
		flushAA()
		aaBatch.on, aaBatch.dst = false, nil
	}()
	draw()
}

// flushAA paints the shapes gathered by BatchAA.
func flushAA() {
	if len(aaBatch.ops) == 0 {
		return
	}
	ops := aaBatch.ops
	aaBatch.ops = nil // drawing below must not batch again
	paintAA(aaBatch.dst, aaBatch.r, ops)
	clear(ops)
	aaBatch.ops, aaBatch.r = ops[:0], image.Rectangle{}
}

// drawTrianglesAA draws vs and is from src onto dst with op, antialiased;
// vs are in logical pixels. op.AntiAlias is ignored; vs is modified.
func drawTrianglesAA(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, src *ebiten.Image, op *ebiten.DrawTrianglesOptions) {
	if len(is) == 0 {
		return
	}
	toDevice(vs)
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
	o := aaOp{vs: vs, is: is, src: src, op: *op, r: r}
	if aaBatch.on && dst == aaBatch.dst {
		o.vs = append([]ebiten.Vertex(nil), vs...)
		o.is = append([]uint16(nil), is...)
		aaBatch.ops = append(aaBatch.ops, o)
		aaBatch.r = aaBatch.r.Union(r)
		return
	}
	flushAA()
	paintAA(dst, r, []aaOp{o})
}

// toDevice scales vertices from logical to device pixels.
func toDevice(vs []ebiten.Vertex) {
	if d := float32(dens.d); d != 1 {
		for i := range vs {
			vs[i].DstX *= d
			vs[i].DstY *= d
		}
	}
}

// paintAA draws ops onto dst inside r, tile by tile at twice the
// resolution, each tile halved onto dst with linear filtering.
func paintAA(dst *ebiten.Image, r image.Rectangle, ops []aaOp) {
	if aaBuf == nil {
		aaBuf = newCanvasPx(aaTile*aaScale, aaTile*aaScale)
	}
	var dop ebiten.DrawImageOptions
	dop.Filter = ebiten.FilterLinear
	dop.DisableMipmaps = true
	for ty := r.Min.Y; ty < r.Max.Y; ty += aaTile {
		for tx := r.Min.X; tx < r.Max.X; tx += aaTile {
			t := image.Rect(tx, ty, min(tx+aaTile, r.Max.X), min(ty+aaTile, r.Max.Y))
			buf := aaBuf.SubImage(image.Rect(0, 0, t.Dx()*aaScale, t.Dy()*aaScale)).(*ebiten.Image)
			buf.Clear()
			ox, oy := float32(t.Min.X), float32(t.Min.Y)
			for k := range ops {
				o := &ops[k]
				if !o.r.Overlaps(t) {
					continue
				}
				aaVs = aaVs[:0]
				for _, v := range o.vs {
					v.DstX = (v.DstX - ox) * aaScale
					v.DstY = (v.DstY - oy) * aaScale
					aaVs = append(aaVs, v)
				}
				op := o.op
				op.AntiAlias = false
				buf.DrawTriangles(aaVs, o.is, o.src, &op)
				if aaQueued += len(aaVs); aaQueued >= aaFlushVertices && flushByReadBack {
					flushCommands(buf)
					aaQueued = 0
				}
			}
			dop.GeoM.Reset()
			dop.GeoM.Scale(1.0/aaScale, 1.0/aaScale)
			dop.GeoM.Translate(float64(t.Min.X), float64(t.Min.Y))
			dst.DrawImage(buf, &dop)
		}
	}
}

// aaFlushVertices: past that many antialiased vertices drawn since the
// last time, the draw commands are sent to the driver. Ebitengine
// queues a frame's vertices in one growing buffer and keeps up to 1,024
// spent draw commands for reuse, each still pointing into the buffer as
// it was when the command was made: Imhotep's static layer (48,000
// vertices, 900 commands) drawn within one frame left 15 MB of outgrown
// buffers referenced for good, 40% of the live heap. Flushed every 8,192
// vertices, the buffer stays small (at run time that is a rare flush).
const aaFlushVertices = 8192

// flushByReadBack is off in the browser: there a read-back waits for
// WebGL to finish all the work queued (software WebGL: tens of ms each,
// over a second for a first frame), and the 15 MB are the browser's
// concern, not the process's RSS the desktop budget counts.
const flushByReadBack = runtime.GOOS != "js"

// aaQueued counts the antialiased vertices drawn since the last flush.
var aaQueued int

// flushCommands makes Ebitengine send the commands queued so far to the
// driver, by reading back one pixel of img (there is no other way to ask).
func flushCommands(img *ebiten.Image) {
	var px [4]byte
	b := img.Bounds()
	img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)).(*ebiten.Image).ReadPixels(px[:])
}
