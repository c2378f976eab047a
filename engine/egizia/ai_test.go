package egizia

import (
	"strconv"
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai/aitest"
)

// TestHardMoveCPU measures the hard decision (EGIZIA_MOVETIME=1): the
// issue's budget is 0.5 s native. A measure, never asserted.
func TestHardMoveCPU(t *testing.T) {
	aitest.MoveTime(t, "EGIZIA_MOVETIME", Game{}, "hard", []int{2, 3, 4},
		func(n int) engine.Options { return engine.Options{"players": strconv.Itoa(n)} },
		func(s engine.State) bool { return len(s.Legal(nil)) > 1 })
}
