package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/session"
)

// The match repaints only where its picture changed (render.List). The
// screen must then hold, frame after frame, exactly what a full repaint
// gives: animations, moves, the pointer's hover and tooltips included.
func TestMatchDamageRepaintsExactly(t *testing.T) { damageRun(t, imhotepDamage(1, 300, 3, 60)) }

// At density 2 the display lists, their clips and the damage rectangles
// are in device pixels (shorter: four times the pixels).
func TestMatchDamageRepaintsExactlyAtDensity2(t *testing.T) {
	damageRun(t, imhotepDamage(2, 130, 2, 20))
}

func imhotepDamage(d float64, frames, minMoves, minChecked int) damageCase {
	return damageCase{
		name:   "damage",
		cfg:    Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: imhotepSpec(11, "greedy", "greedy", session.Human, "greedy"), Moves: 6}},
		d:      d,
		frames: frames, minMoves: minMoves, minChecked: minChecked,
		// The pointer wanders over the board and the panels now and then.
		path:      []geom.Point{{X: 700, Y: 500}, {X: 300, Y: 300}, {X: 1600, Y: 300}, {X: 900, Y: 700}, {X: 150, Y: 600}},
		moveEvery: 40, playEvery: 60,
		choose: func(legal []engine.Action) engine.Action { return legal[0] },
	}
}

// damageCase is one run of damageRun.
type damageCase struct {
	name                         string // prefix of the failure images
	cfg                          Config
	d                            float64 // density
	frames, minMoves, minChecked int
	path                         []geom.Point // where the pointer goes, one point every moveEvery frames
	moveEvery, playEvery         int          // the human plays (choose) at most every playEvery frames
	choose                       func([]engine.Action) engine.Action
}

// damageRun plays frames at density c.d and compares the screen with a
// full repaint every third painted frame: at least c.minMoves moves and
// c.minChecked frames.
func damageRun(t *testing.T, c damageCase) {
	h := newHarness(t, nil, c.cfg)
	if c.d != 1 {
		render.SetDensity(c.d)
		t.Cleanup(func() { render.SetDensity(1) })
		h.screen = render.NewCanvas(geom.LogicalW, geom.LogicalH)
	}
	h.settle()
	h.draw = true
	m := h.match()
	sb := h.screen.Bounds()
	screen := make([]byte, 4*sb.Dx()*sb.Dy())
	checked, moves0 := 0, m.Session().Moves()
	for f := 0; f < c.frames && !m.Session().Terminal(); f++ {
		if f%c.moveEvery == c.moveEvery/2 {
			p := c.path[(f/c.moveEvery)%len(c.path)]
			h.in.MoveTo(p.X, p.Y)
		}
		if m.Session().HumanToAct() && !m.Busy() && f%c.playEvery == c.playEvery-1 {
			h.playHumanWith(c.choose)
			continue
		}
		if err := h.app.Update(); err != nil {
			t.Fatal(err)
		}
		painted := h.app.dirty
		h.app.Draw(h.screen)
		// A frame not painted keeps the last picture (a glow's pulse
		// included), which a full repaint now would not show.
		if h.app.scene != Scene(m) || !painted || f%3 != 0 {
			continue
		}
		h.screen.ReadPixels(screen)
		full := h.app.Snapshot()
		// The canvas was painted from the same lists: the screen goes on
		// from where it was.
		m.lastDst = h.screen
		if n, box := diffPixels(screen, full.Pix, sb.Dx()); n > 0 {
			saveFail(t, fmt.Sprintf("%s_%d", c.name, f), screen, full)
			t.Fatalf("frame %d: %d pixels differ from a full repaint in %v", f, n, box)
		}
		checked++
	}
	t.Logf("%d moves, %d frames checked", m.Session().Moves()-moves0, checked)
	if played := m.Session().Moves() - moves0; played < c.minMoves || checked < c.minChecked {
		t.Errorf("only %d moves and %d frames checked", played, checked)
	}
}

// diffPixels counts the pixels that differ by more than a rounding: the
// same blit may land a level apart once its image moved to an atlas.
func diffPixels(a, b []byte, width int) (int, image.Rectangle) {
	n := 0
	var box image.Rectangle
	far := func(x, y byte) bool { return int(x) > int(y)+6 || int(y) > int(x)+6 }
	for i := 0; i+3 < len(a) && i+3 < len(b); i += 4 {
		if far(a[i], b[i]) || far(a[i+1], b[i+1]) || far(a[i+2], b[i+2]) {
			n++
			x, y := (i/4)%width, (i/4)/width
			box = box.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return n, box
}

func saveFail(t *testing.T, name string, screen []byte, full *image.RGBA) {
	img := image.NewRGBA(full.Rect)
	copy(img.Pix, screen)
	for _, x := range []struct {
		suffix string
		img    *image.RGBA
	}{{"_screen.png", img}, {"_full.png", full}} {
		p := filepath.Join(os.TempDir(), name+x.suffix)
		if f, err := os.Create(p); err == nil {
			png.Encode(f, x.img)
			f.Close()
			t.Logf("wrote %s", p)
		}
	}
}
