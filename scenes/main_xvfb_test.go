package scenes

// The tests of package scenes link ebiten, which needs a display even to
// initialise: run them under Xvfb (xvfb-run -a go test ./scenes/).
// TestMain runs every test inside the first Update of a real game loop,
// where images can be drawn and read back; the app under test is driven
// frame by frame with App.Frame onto an offscreen screen.

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type testLoop struct {
	m    *testing.M
	code int
}

func (g *testLoop) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (g *testLoop) Draw(*ebiten.Image)         {}
func (g *testLoop) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	g := &testLoop{m: m, code: 1}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
