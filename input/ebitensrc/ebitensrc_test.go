package ebitensrc

// Needs a display: run under xvfb-run. The tests run beside a real game
// loop (render/rendertest), with no user input.

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
)

func TestMain(m *testing.M) { rendertest.Main(m) }

func TestIdleSourceMapsThePointerOnceAndIsQuiet(t *testing.T) {
	// A 4:3 screen: the logical canvas is letterboxed.
	v := geom.FitLogical(1024, 768)
	var s input.Source = New(v.ToLogicalXY)
	got := s.Poll(nil)
	if len(got) != 1 || got[0].Kind != input.Move {
		t.Fatalf("first poll %v, want one move", got)
	}
	cx, cy := ebiten.CursorPosition()
	wx, wy := v.ToLogicalXY(float64(cx), float64(cy))
	if got[0].X != wx || got[0].Y != wy {
		t.Errorf("move at %v,%v, want %v,%v", got[0].X, got[0].Y, wx, wy)
	}
	if again := s.Poll(nil); len(again) != 0 {
		t.Errorf("second poll without input: %v", again)
	}
	// Identity when no mapping is given.
	id := New(nil)
	if got := id.Poll(nil); len(got) != 1 || got[0].X != float64(cx) || got[0].Y != float64(cy) {
		t.Errorf("identity: %v", got)
	}
}
