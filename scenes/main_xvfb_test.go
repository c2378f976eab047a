package scenes

// The tests of package scenes link ebiten, which needs a display even to
// initialise: run them under Xvfb (xvfb-run -a go test ./scenes/).
// TestMain runs the tests beside a real game loop (render/rendertest),
// where images can be drawn and read back; the app under test is driven
// frame by frame with App.Frame onto an offscreen screen.

import (
	"testing"

	"nilegames/render/rendertest"
)

func TestMain(m *testing.M) { rendertest.Main(m) }
