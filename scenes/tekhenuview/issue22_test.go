package tekhenuview

import (
	"testing"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
)

// §4.1 step 3 (Pure → left pan, Corrupt → right pan): while choosing, a
// die the player may take still shows its purity frame (green Pure, red
// Corrupt) under the "you may take it" marking (issue 22).
func TestDraftableDiceShowPurity(t *testing.T) {
	s := playTo(t, 2, 21, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhTake && s.Turn() >= 3 })
	v := newView(t, testEnv(t, "en", 2))
	v.Sync(s, nil, s.CurrentPlayer())
	dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
	defer dst.Deallocate()
	v.Draw(dst)
	at := rendertest.Reader(dst)
	seen := map[int]int{}
	for d, spot := range v.dice {
		if !v.next()[target{tDie, d}] {
			continue
		}
		info := s.DieInfo(d)
		st := s.Status(info.Colour, info.Section)
		// In the middle of the 3 px frame, on the left edge.
		p := spot.c.Add(geom.Pt(-spot.size/2-1.5, 0))
		if !rendertest.Near(at(p), statusRing[st], 40) {
			t.Errorf("die %d (status %d): frame %v, want %v", d, st, at(p), statusRing[st])
			continue
		}
		seen[st]++
	}
	if seen[tekhenu.Pure]+seen[tekhenu.Corrupt] == 0 {
		t.Fatal("no draftable die checked")
	}
	t.Logf("frames seen: %v", seen)
}
