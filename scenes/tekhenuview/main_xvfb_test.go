package tekhenuview

// The package links ebiten, which needs a display even to initialise: run
// the tests under Xvfb (xvfb-run -a go test ./scenes/tekhenuview/).
// TestMain runs them beside a real game loop (render/rendertest), where
// drawing and ReadPixels work.

import (
	"testing"

	"nilegames/render/rendertest"
)

func TestMain(m *testing.M) { rendertest.Main(m) }
