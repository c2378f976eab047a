package main

import (
	"testing"

	"nilegames/scenes/storage"
)

// The default window is the largest 16:9 that fits the monitor's work
// area, centred; it is exactly 16:9.
func TestDefaultWindowFits(t *testing.T) {
	for _, s := range []struct{ w, h, wantW int }{
		{1366, 768, 1216}, {1920, 1080, 1776}, {2560, 1440, 2416}, {3840, 2160, 3696},
	} {
		p := defaultWindow(s.w, s.h)
		if p.W*9 != p.H*16 {
			t.Errorf("%dx%d: %dx%d is not 16:9", s.w, s.h, p.W, p.H)
		}
		if p.W != s.wantW {
			t.Errorf("%dx%d: width %d, want %d", s.w, s.h, p.W, s.wantW)
		}
		// Inside the screen with its title bar, above the panel.
		if !p.Place || p.X < 0 || p.X+p.W > s.w || p.Y < titleH || p.Y+p.H > s.h-panelH {
			t.Errorf("%dx%d: %+v does not fit", s.w, s.h, p)
		}
		// Centred across; as large as the height allows.
		if d := (s.w - p.W) - 2*p.X; d < -1 || d > 1 {
			t.Errorf("%dx%d: not centred: %+v", s.w, s.h, p)
		}
		if s.h-panelH-titleH-p.H >= 9 && s.w-2*sideM-p.W >= 16 {
			t.Errorf("%dx%d: %dx%d could be larger", s.w, s.h, p.W, p.H)
		}
	}
	// A tiny or unknown screen: the smallest window, never zero.
	if p := defaultWindow(800, 400); p.W != minW || p.H != minH {
		t.Errorf("small screen: %+v", p)
	}
	if p := defaultWindow(0, 0); p.W <= 0 || p.H <= 0 {
		t.Errorf("no monitor: %+v", p)
	}
}

func TestSavedWindowRestoredSanely(t *testing.T) {
	const sw, sh = 1920, 1080
	def := defaultWindow(sw, sh)
	ok := storage.Window{X: 100, Y: 80, W: 1280, H: 720}
	if p := planWindow(sw, sh, ok); p != (windowPlan{X: 100, Y: 80, W: 1280, H: 720, Place: true}) {
		t.Errorf("saved window: %+v", p)
	}
	if p := planWindow(sw, sh, storage.Window{}); p != def {
		t.Errorf("nothing saved: %+v, want %+v", p, def)
	}
	// Larger than this monitor (saved on a larger one): the default.
	if p := planWindow(1366, 768, storage.Window{X: 10, Y: 40, W: 2400, H: 1350}); p != defaultWindow(1366, 768) {
		t.Errorf("too large: %+v", p)
	}
	// Off the screen: the saved size, centred.
	for _, w := range []storage.Window{
		{X: 3000, Y: 100, W: 1280, H: 720},  // right of the screen (a monitor gone)
		{X: -1250, Y: 100, W: 1280, H: 720}, // left, a sliver showing
		{X: 100, Y: -400, W: 1280, H: 720},  // title bar above the top
		{X: 100, Y: 1070, W: 1280, H: 720},  // below the bottom
	} {
		p := planWindow(sw, sh, w)
		if p.W != 1280 || p.H != 720 || p.X != (sw-1280)/2 || p.Y < titleH || p.Y+p.H > sh {
			t.Errorf("%+v: placed %+v", w, p)
		}
	}
	// Maximised is kept, over a sane size.
	if p := planWindow(sw, sh, storage.Window{X: 100, Y: 80, W: 1280, H: 720, Maximized: true}); !p.Maximize || p.W != 1280 {
		t.Errorf("maximised: %+v", p)
	}
	if p := planWindow(sw, sh, storage.Window{W: 99999, H: 5, Maximized: true}); !p.Maximize || p.W != def.W {
		t.Errorf("maximised, bad size: %+v", p)
	}
}
