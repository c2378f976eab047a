package imhotepview

// The package links ebiten, which needs a display even to initialise: run
// the tests under Xvfb (xvfb-run -a go test ./scenes/imhotepview/).
// TestMain runs them inside the first Update of a real game loop, where
// drawing and ReadPixels work.

import (
	"testing"

	"nilegames/render/rendertest"
)

func TestMain(m *testing.M) { rendertest.Main(m) }
