package gameview

import (
	"testing"

	"nilegames/render/geom"
)

// FirstTip is the first target with lines, passing over the silent ones.
func TestFirstTip(t *testing.T) {
	lines := func(i int) []string {
		if i%2 == 0 {
			return nil
		}
		return []string{"odd"}
	}
	rect := func(i int) geom.Rect { return geom.Rect{X: float64(i)} }
	if l, r, ok := FirstTip([]int{2, 4, 3, 5}, lines, rect); !ok || r.X != 3 || len(l) != 1 {
		t.Fatalf("FirstTip: %v %v %v", l, r, ok)
	}
	if _, _, ok := FirstTip([]int{2, 4}, lines, rect); ok {
		t.Fatal("FirstTip found lines in silent targets")
	}
}
