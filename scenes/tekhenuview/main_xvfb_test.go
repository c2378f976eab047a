package tekhenuview

// Run under Xvfb: xvfb-run -a go test ./scenes/tekhenuview/

import (
	"testing"

	"nilegames/render/rendertest"
)

func TestMain(m *testing.M) { rendertest.Main(m) }
