// Package rendertest runs a package's tests alongside a real Ebitengine
// game loop, where images can be drawn and read back with ReadPixels.
// Ebitengine needs a display even to initialise: run such tests under Xvfb
// (xvfb-run -a go test ...).
package rendertest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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
