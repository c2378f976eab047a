package scenes

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"nilegames/engine"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

func TestIdleDrawsNothing(t *testing.T) {
	idle := false
	h := newHarness(t, nil, Config{SetIdle: func(b bool) { idle = b }, Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.app.cfg.SetIdle = func(b bool) { idle = b }
	h.draw = true
	h.settle()
	h.run(idleGrace + 5)
	if h.app.dirty || !idle {
		t.Fatalf("dirty %v idle %v", h.app.dirty, idle)
	}
	// Nothing moves and nothing is typed: nothing is drawn on the screen.
	h.screen.Fill(color.RGBA{1, 2, 3, 255})
	h.run(10)
	px := make([]byte, 4)
	h.screen.SubImage(image.Rect(5, 5, 6, 6)).(*ebiten.Image).ReadPixels(px)
	if px[0] != 1 || px[1] != 2 || px[2] != 3 {
		t.Errorf("the screen was redrawn while idle: %v", px)
	}
	// A pointer move over a button changes its look: one redraw, then idle.
	w := sceneUI(h.app.scene).get("rules")
	h.in.MoveTo(w.r.Center().X, w.r.Center().Y)
	h.run(1)
	if idle {
		t.Error("still idle after a hover change")
	}
	h.run(idleGrace + 1)
	if !idle {
		t.Error("not idle a second after the last input")
	}
}

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

// TestKheopsDamageRepaintsExactly: the match repaints only where the
// Kheops board changed (its view draws into display lists): frame after
// frame the screen holds what a full repaint gives, with tiles flying and
// turning, pawns moving, hovers, ghosts and tooltips.
func TestKheopsDamageRepaintsExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	damageRun(t, damageCase{
		name:   "kheops_damage",
		cfg:    Config{ThinkIterations: 32, Start: Start{Scene: "match", Match: kheopsSpec(5, session.Human, "easy"), Moves: 12}},
		d:      1,
		frames: 240, minMoves: 4, minChecked: 20,
		path:      []geom.Point{{X: 640, Y: 700}, {X: 1100, Y: 300}, {X: 200, Y: 400}, {X: 800, Y: 900}, {X: 1200, Y: 130}},
		moveEvery: 30, playEvery: 40,
		choose: func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] },
	})
}

// TestTekhenuDamageRepaintsExactly: the match repaints only where the
// Tekhenu board changed (its view draws into display lists, the hover's
// tiles apart): frame after frame the screen holds what a full repaint
// gives, with dice taken and rolled, pieces flying, the dial turning,
// hovers, selections and tooltips, in a 3-player game and a solo one.
func TestTekhenuDamageRepaintsExactly(t *testing.T) {
	// Over the bar's buttons, the temple, the market, a panel, then round
	// the dial from die to die: the hover goes from a spot to the next,
	// their tiles shared.
	path := []geom.Point{{X: 760, Y: 1000}, {X: 850, Y: 1000}, {X: 900, Y: 300}, {X: 300, Y: 820}, {X: 1600, Y: 300}}
	for i := 0; i < 24; i++ {
		a, r := float64(i)*math.Pi/12, 150+float64(i%2)*40
		path = append(path, geom.Pt(250+r*math.Cos(a), 328+r*math.Sin(a)))
	}
	for _, c := range []struct {
		name              string
		sp                *session.Spec
		frames, playEvery int
	}{
		{"tekhenu_damage", tekhenuSpec(5, nil, session.Human, "easy", "easy"), 200, 35},
		// Botankhamon's turns are long to watch: the human plays sooner.
		{"tekhenu_solo_damage", tekhenuSpec(6, engine.Options{"solo": "easy"}, session.Human, session.Automaton), 260, 12},
	} {
		rng := rand.New(rand.NewPCG(5, 6))
		damageRun(t, damageCase{
			name:   c.name,
			cfg:    Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: c.sp, Moves: 10}},
			d:      1,
			frames: c.frames, minMoves: 3, minChecked: 15,
			path: path,
			// The pointer moves on frames 3, 9, 15...: frames checked.
			moveEvery: 6, playEvery: c.playEvery,
			choose: func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] },
		})
	}
}

// A Tekhenu match waiting for the human, solo or not, is idle: nothing
// is drawn until something changes.
func TestTekhenuIdleDrawsNothing(t *testing.T) {
	for _, sp := range []*session.Spec{
		tekhenuSpec(3, nil, session.Human, "easy", "easy"),
		tekhenuSpec(6, engine.Options{"solo": "easy"}, session.Human, session.Automaton),
	} {
		idle := false
		h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}, Start: Start{Scene: "match", Match: sp, Moves: 12}})
		h.app.cfg.SetIdle = func(b bool) { idle = b }
		h.settle()
		h.waitHuman()
		h.draw = true
		h.run(idleGrace + 5)
		if h.app.dirty || !idle {
			t.Errorf("%d seats: dirty %v idle %v, busy %v", len(sp.Seats), h.app.dirty, idle, h.match().Busy())
		}
	}
}
