package imhotepview

// The package links ebiten, which needs a display even to initialise: run
// the tests under Xvfb (xvfb-run -a go test ./scenes/imhotepview/).
// TestMain runs them inside the first Update of a real game loop, where
// drawing and ReadPixels work.

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (g *testGame) Draw(*ebiten.Image)         {}
func (g *testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	g := &testGame{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
