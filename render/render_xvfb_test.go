package render

// Tests in package render link ebiten, which needs a display even to
// initialise: run them under Xvfb (xvfb-run -a go test ./render/).
// TestMain runs the tests beside a real game loop (render/rendertest), where
// ReadPixels works.

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/render/geom"
	"nilegames/render/rendertest"
)

func TestMain(m *testing.M) { rendertest.Main(m) }

// snapshot is an image's pixels, premultiplied RGBA.
type snapshot struct {
	w, h int
	pix  []byte
}

func snap(img *ebiten.Image) snapshot {
	b := img.Bounds()
	s := snapshot{w: b.Dx(), h: b.Dy(), pix: make([]byte, 4*b.Dx()*b.Dy())}
	img.ReadPixels(s.pix)
	return s
}

func (s snapshot) at(x, y int) color.RGBA {
	i := 4 * (y*s.w + x)
	return color.RGBA{s.pix[i], s.pix[i+1], s.pix[i+2], s.pix[i+3]}
}

func near8(a, b uint8, tol int) bool {
	d := int(a) - int(b)
	return d <= tol && d >= -tol
}

func closeTo(a, b color.RGBA, tol int) bool {
	return near8(a.R, b.R, tol) && near8(a.G, b.G, tol) && near8(a.B, b.B, tol) && near8(a.A, b.A, tol)
}

// inked counts pixels with alpha above 96 inside [x0,x1) x [y0,y1).
func (s snapshot) inked(x0, y0, x1, y1 int) int {
	n := 0
	for y := max(0, y0); y < min(s.h, y1); y++ {
		for x := max(0, x0); x < min(s.w, x1); x++ {
			if s.pix[4*(y*s.w+x)+3] > 96 {
				n++
			}
		}
	}
	return n
}

func (s snapshot) total() int { return s.inked(0, 0, s.w, s.h) }

// A shape several antialiasing tiles wide, drawn tile by tile in a batch,
// comes out as Ebitengine's own antialiasing draws it in one piece: no
// seam or shift at the tiles' edges.
func TestAATilesMatchOnePiece(t *testing.T) {
	const size = 3*aaTile + 37
	c := geom.Pt(size/2+0.3, size/2+0.6)
	r := float32(size/2 - 5)
	got, want := NewCanvas(size, size), NewCanvas(size, size)
	defer got.Deallocate()
	defer want.Deallocate()
	BatchAA(got, func() { FillCircle(got, c, float64(r), Lapis) })
	vector.DrawFilledCircle(want, float32(c.X), float32(c.Y), r, Lapis, true)
	g, w := snap(got), snap(want)
	bad := 0
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			if !closeTo(g.at(x, y), w.at(x, y), 3) {
				bad++
			}
		}
	}
	if bad > 0 || g.total() < size*size/2 {
		t.Errorf("%d pixels differ (%d inked)", bad, g.total())
	}
}
