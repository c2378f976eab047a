package imhotepview

import (
	"fmt"
	"runtime"
	"testing"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/render/geom"
)

// minText is the least text size, in logical pixels of the 1920x1080
// canvas, the board and its panels may draw with: at a 1280x720 window
// (2/3 of a logical pixel per device pixel) that is 10–11 device pixels.
// Most text is 17 (11.3 device pixels); a few notes shrink to fit down to
// this.
const minText = 15.0

// TestTextReadable draws mid-game boards of every configuration, in both
// languages, with their seat panels, and checks every text size used.
func TestTextReadable(t *testing.T) {
	var small []string
	least := 1e9
	textSeen = func(size float64) {
		least = min(least, size)
		if size < minText {
			_, file, line, _ := runtime.Caller(2)
			small = append(small, fmt.Sprintf("%.1f at %s:%d", size, file, line))
		}
	}
	defer func() { textSeen = nil }()
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	for ci, cfg := range configs {
		for _, lang := range []string{"en", "fr"} {
			s := newGame(t, cfg.np, cfg.sides, uint64(ci+11))
			rng := engine.NewRNG(uint64(ci))
			for i := 0; i < 45 && !s.Terminal(); i++ {
				if err := s.Apply(randomAction(s, &rng)); err != nil {
					t.Fatal(err)
				}
			}
			v := NewView(testEnv(t, lang, cfg.np, true)).(*View)
			v.Layout(testArea)
			v.Sync(s, nil, s.CurrentPlayer())
			dst.Clear()
			v.Draw(dst)
			// The seat panels as the match gives them: the right column
			// shared by the seats.
			h := (geom.LogicalH - 400) / float64(cfg.np)
			for p := 0; p < cfg.np; p++ {
				v.DrawPanel(dst, p, geom.R(1380, 80+float64(p)*h+60, 520, h-80))
			}
			if len(small) > 0 {
				t.Fatalf("%d players %s %s: text below %v px: %v", cfg.np, cfg.sides, lang, minText, small)
			}
		}
	}
	if least < minText || least > 17 {
		t.Errorf("least text size %v", least)
	}
}
