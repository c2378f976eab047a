// Package rendertest runs a package's tests alongside a real Ebitengine
// game loop, where images can be drawn and read back with ReadPixels.
// Ebitengine needs a display even to initialise: run such tests under Xvfb
// (xvfb-run -a go test ...).
package rendertest

import (
	"image/color"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

// The tests run on their own goroutine while the loop keeps turning.
// Ebitengine's images may be used from any goroutine: outside a frame, a
// drawing waits for the next frame and ReadPixels for the end of it. The
// loop must turn: Ebitengine keeps every image drawn to or from during a
// frame until the next one begins, so tests run inside a single Update
// never free an image and grew to gigabytes.
type loop struct {
	m       *testing.M
	code    int
	done    chan int
	started bool
}

func (g *loop) Update() error {
	if !g.started {
		g.started = true
		go func() { g.done <- g.m.Run() }()
	}
	select {
	case g.code = <-g.done:
		return ebiten.Termination
	default:
		return nil
	}
}

func (g *loop) Draw(*ebiten.Image)         {}
func (g *loop) Layout(int, int) (int, int) { return 64, 64 }

// Main is the body of a TestMain: it runs every test beside a game loop,
// then exits with their status.
func Main(m *testing.M) {
	g := &loop{m: m, code: 1, done: make(chan int, 1)}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}

// Near reports whether c is within tol of want on each of R, G and B.
func Near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) bool { v := int(x>>8) - int(y); return v <= tol && v >= -tol }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

// Reader reads img's pixels once (the game loop must be running) and
// returns the colour at a point, in img's pixels.
func Reader(img *ebiten.Image) func(p geom.Point) color.RGBA {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	return func(p geom.Point) color.RGBA {
		i := 4 * (int(p.Y)*b.Dx() + int(p.X))
		return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
	}
}
