package scenes

import (
	"errors"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"testing"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/session"
)

// compareDensity2 compares a picture at density 2 with one at density 1,
// each 2x2 block of the first averaged: the mean difference, and the share
// of probes on a grid of logical pixels that have the 1080p colour.
func compareDensity2(t *testing.T, what string, one, two *image.RGBA) {
	t.Helper()
	if b := two.Bounds(); b.Dx() != 2*geom.LogicalW || b.Dy() != 2*geom.LogicalH {
		t.Fatalf("%s: picture at density 2 is %v", what, b)
	}
	// avg is the 2x2 block of two under the logical pixel (x, y).
	avg := func(x, y int) color.RGBA {
		var r, g, b int
		for _, q := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			c := two.RGBAAt(2*x+q[0], 2*y+q[1])
			r, g, b = r+int(c.R), g+int(c.G), b+int(c.B)
		}
		return color.RGBA{uint8((r + 2) / 4), uint8((g + 2) / 4), uint8((b + 2) / 4), 255}
	}
	sum := 0.0
	for y := 0; y < geom.LogicalH; y++ {
		for x := 0; x < geom.LogicalW; x++ {
			a, c := one.RGBAAt(x, y), avg(x, y)
			sum += (math.Abs(float64(c.R)-float64(a.R)) + math.Abs(float64(c.G)-float64(a.G)) + math.Abs(float64(c.B)-float64(a.B))) / 3
		}
	}
	mean := sum / (geom.LogicalW * geom.LogicalH)
	same, n := 0, 0
	for y := 3; y < geom.LogicalH; y += 7 {
		for x := 3; x < geom.LogicalW; x += 7 {
			n++
			if rendertest.Near(one.RGBAAt(x, y), avg(x, y), 24) {
				same++
			}
		}
	}
	t.Logf("%s: mean difference %.2f levels, %d of %d probes alike", what, mean, same, n)
	if dir := os.Getenv("NILEGAMES_DENSITY_PNG"); dir != "" {
		for name, img := range map[string]*image.RGBA{"_d1.png": one, "_d2.png": two} {
			if f, err := os.Create(filepath.Join(dir, what+name)); err == nil {
				png.Encode(f, img)
				f.Close()
			}
		}
	}
	// Edges differ: a line on half pixels is two half-inked pixels at
	// 1080p, one inked logical pixel at density 2 (about 3 levels, 96%
	// alike); the static board drawn half a pixel off made 17 levels, 79%.
	if mean > 4.5 || float64(same) < 0.93*float64(n) {
		t.Errorf("%s: the picture at density 2 is not the 1080p one drawn finer (mean difference %.2f, %d of %d probes alike)", what, mean, same, n)
	}
}

// Every scene drawn at density 2 shows the 1080p picture: the same places,
// sizes and colours, at four times the pixels.
func TestScenesAtDensity2(t *testing.T) {
	t.Cleanup(func() { render.SetDensity(1) })
	for _, c := range []struct {
		name  string
		start Start
	}{
		{"menu", Start{}},
		{"rules", Start{Scene: "rules", Match: imhotepSpec(3, session.Human, "greedy")}},
		{"match", Start{Scene: "match", Match: imhotepSpec(3, session.Human, "greedy", "greedy", "greedy"), Moves: 14}},
		{"end", Start{Scene: "end", Match: imhotepSpec(3, "greedy", "greedy")}},
	} {
		h := newHarness(t, nil, Config{ThinkIterations: 1, Start: c.start})
		h.settle()
		if c.name == "menu" {
			// A hovered widget and a tooltip-free pointer.
			w := sceneUI(h.app.scene).get("start")
			h.in.MoveTo(w.r.Center().X, w.r.Center().Y)
			h.run(1)
		}
		one := h.snapshot()
		render.SetDensity(2)
		two := h.snapshot()
		compareDensity2(t, c.name, one, two)
		render.SetDensity(1)
	}
}

// The screen is the canvas at the density: a fixed density, or the
// window's, taken at once at the first layout and then only once the
// window keeps the new size; the pointer comes back in logical pixels.
func TestLayoutFollowsTheWindow(t *testing.T) {
	t.Cleanup(func() { render.SetDensity(1) })
	h := newHarness(t, nil, Config{Density: 2})
	if w, hh := h.app.LayoutF(1280, 720); w != 3840 || hh != 2160 || render.Density() != 2 {
		t.Errorf("fixed density 2: screen %vx%v, density %v", w, hh, render.Density())
	}
	h = newHarness(t, nil, Config{Screenshot: nil})
	a := h.app
	if render.Density() != 1 {
		t.Fatalf("a new app starts at density %v", render.Density())
	}
	// Under Xvfb the device scale factor is 1: device pixels are the
	// window's own.
	if w, hh := a.LayoutF(3840, 2160); w != 3840 || hh != 2160 || render.Density() != 2 {
		t.Fatalf("first layout of a 4K window: %vx%v at %v", w, hh, render.Density())
	}
	a.dirty = false
	for i := 1; i < densitySettle; i++ {
		if w, _ := a.LayoutF(2560, 1440); w != 3840 || render.Density() != 2 {
			t.Fatalf("layout %d while resizing: width %v, density %v", i, w, render.Density())
		}
		if a.isIdle() {
			t.Fatal("idle while a new density waits")
		}
	}
	if w, hh := a.LayoutF(2560, 1440); w != 2560 || hh != 1440 || math.Abs(render.Density()-4.0/3) > 1e-12 || !a.dirty {
		t.Errorf("after settling: %vx%v at %v, dirty %v", w, hh, render.Density(), a.dirty)
	}
	// Back and forth before settling changes nothing.
	for i := 0; i < 3*densitySettle; i++ {
		size := 1280.0
		if i%2 == 0 {
			size = 3840
		}
		a.LayoutF(size, size*9/16)
	}
	if math.Abs(render.Density()-4.0/3) > 1e-12 {
		t.Errorf("a window going back and forth changed the density to %v", render.Density())
	}
	if x, y := a.screenToLogical(400, 200); math.Abs(x-300) > 1e-9 || math.Abs(y-150) > 1e-9 {
		t.Errorf("pointer (400, 200) at 4/3 is logical (%v, %v)", x, y)
	}
	// A screenshot run is drawn at 1 unless told.
	h = newHarness(t, nil, Config{Screenshot: nopShot})
	if w, _ := h.app.LayoutF(3840, 2160); w != 1920 || render.Density() != 1 {
		t.Errorf("screenshot run: width %v, density %v", w, render.Density())
	}
}

func nopShot() (io.WriteCloser, error) { return nil, errors.New("no screenshot in this test") }

// The Tekhenu match drawn at density 2 is the 1080p picture drawn finer:
// the same places, sizes and colours (Botankhamon's pyramid included).
// The static board was kept at density 1: half its size at density 2.
func TestTekhenuAtDensity2(t *testing.T) {
	t.Cleanup(func() { render.SetDensity(1) })
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: tekhenuSpec(6, engine.Options{"solo": "hard"}, session.Human, session.Automaton), Moves: 20}})
	h.settle()
	h.waitHuman()
	h.run(2)
	one := h.snapshot()
	render.SetDensity(2)
	two := h.snapshot()
	compareDensity2(t, "tekhenu_solo", one, two)
}
