package egiziaview

// The package links ebiten, which needs a display even to initialise: run
// the tests under Xvfb (xvfb-run -a go test ./scenes/egiziaview/).

import (
	"testing"

	"nilegames/render/rendertest"
)

func TestMain(m *testing.M) { rendertest.Main(m) }
