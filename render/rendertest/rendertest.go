// Package rendertest runs a package's tests inside a real Ebitengine game
// loop, where images can be drawn and read back with ReadPixels. Ebitengine
// needs a display even to initialise: run such tests under Xvfb
// (xvfb-run -a go test ...).
package rendertest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type loop struct {
	m    *testing.M
	code int
}

func (g *loop) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (g *loop) Draw(*ebiten.Image)         {}
func (g *loop) Layout(int, int) (int, int) { return 64, 64 }

// Main is the body of a TestMain: it runs every test inside the first
// Update of a game loop, then exits with their status.
func Main(m *testing.M) {
	g := &loop{m: m, code: 1}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
