package tekhenuview

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The drawing costs of a match frame (run under Xvfb, where GL is Mesa's
// software llvmpipe, as in the browser's swiftshader):
//
//	xvfb-run -a go test ./scenes/tekhenuview/ -run '^$' -bench Frame -benchtime 40x

// benchScreen paints frames the way the match scene does (scenes/match.go
// record): a view drawing into display lists is repainted where its
// picture changed; any other view is redrawn onto a canvas every frame.
type benchScreen struct {
	screen, canvas, sand *ebiten.Image
	cur, prev            render.List
	painted              bool
	panels               []geom.Rect
}

func newBenchScreen(n int) *benchScreen {
	s := &benchScreen{
		screen: render.NewCanvas(geom.LogicalW, geom.LogicalH),
		canvas: render.NewCanvas(geom.LogicalW, geom.LogicalH),
		sand:   render.NewCanvas(geom.LogicalW, geom.LogicalH),
	}
	s.sand.Fill(render.Sand)
	for i := 0; i < n; i++ {
		s.panels = append(s.panels, geom.R(1360, 100+float64(i)*240, 540, 220))
	}
	return s
}

type drawsToList interface {
	DrawTo(dst render.Target)
	DrawPanelTo(dst render.Target, seat int, r geom.Rect)
}

func (s *benchScreen) frame(v gameview.View) {
	l := &s.cur
	l.Reset()
	l.DrawImage(s.sand, nil)
	if lv, ok := v.(drawsToList); ok {
		l.SetClip(render.DeviceRect(testArea))
		lv.DrawTo(l)
		for i, r := range s.panels {
			l.SetClip(render.DeviceRect(r))
			lv.DrawPanelTo(l, i, r)
		}
	} else {
		s.canvas.Clear()
		v.Draw(render.SubImage(s.canvas, testArea))
		rs := []geom.Rect{testArea}
		for i, r := range s.panels {
			v.DrawPanel(render.SubImage(s.canvas, r), i, r)
			rs = append(rs, r)
		}
		for _, r := range rs {
			ir := render.DeviceRect(r)
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(float64(ir.Min.X), float64(ir.Min.Y))
			l.DrawVolatile(s.canvas.SubImage(ir).(*ebiten.Image), &op)
		}
	}
	l.SetClip(image.Rectangle{})
	if !s.painted {
		l.Draw(s.screen, s.screen.Bounds())
		s.painted = true
	} else {
		for _, r := range render.Merge(l.Damage(&s.prev, nil), s.screen.Bounds(), 12) {
			l.Draw(s.screen, r)
		}
	}
	s.cur, s.prev = s.prev, s.cur
	// Wait for the GPU: reading a pixel back ends the frame's work.
	var px [4]byte
	s.screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
}

// benchTake is a 3-player game where a die is to be taken, and the move
// taking the first legal one with its events.
func benchTake(b testing.TB) (before, after *tekhenu.State, evs []engine.Event) {
	s := newGame(b, 3, 5)
	rng := engine.NewRNG(5)
	for n := 0; n < 40 || s.Phase() != tekhenu.PhTake; n++ {
		legal := s.Legal(nil)
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	before = s.Clone().(*tekhenu.State)
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	if err := s.Apply(s.Legal(nil)[0]); err != nil {
		b.Fatal(err)
	}
	return before, s, evs
}

// BenchmarkHoverFrame: the pointer goes from one die it may take to
// another, a frame each, at rest.
func BenchmarkHoverFrame(b *testing.B) {
	before, _, _ := benchTake(b)
	v := newView(b, testEnv(b, "en", 3))
	v.Sync(before, nil, 0)
	var ps []geom.Point
	for _, m := range v.dec.ms {
		if t := m.how.prim; t.k == tDie && len(ps) < 2 && (len(ps) == 0 || v.dice[t.i].c != ps[0]) {
			ps = append(ps, v.dice[t.i].c)
		}
	}
	if len(ps) < 2 {
		b.Fatal("no two dice to hover")
	}
	s := newBenchScreen(3)
	s.frame(v)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v.setPointer(ps[i%2])
		s.frame(v)
	}
}

// BenchmarkAnimFrame: a die taken flies from the dial to the tray, a
// frame every 1/60 s, again and again.
func BenchmarkAnimFrame(b *testing.B) {
	before, after, evs := benchTake(b)
	v := newView(b, testEnv(b, "en", 3))
	s := newBenchScreen(3)
	start := func() {
		v.Sync(before, nil, 0)
		v.Sync(after, evs, 0)
	}
	start()
	if !v.tl.Busy() {
		b.Fatal("taking a die does not animate")
	}
	s.frame(v)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !v.Update(1.0 / 60) {
			start()
		}
		s.frame(v)
	}
}

// BenchmarkClickFrame: a click chooses a temple cell for a column (its
// rotations appear in the bar), the next one, on the right button, drops
// the choice; a frame each, at rest.
func BenchmarkClickFrame(b *testing.B) {
	st := newGame(b, 2, 10)
	rng := engine.NewRNG(10)
	for st.Phase() != tekhenu.PhRa {
		legal := st.Legal(nil)
		if st.Terminal() {
			b.Fatal("no Ra action")
		}
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	v := newView(b, testEnv(b, "en", 2))
	v.Sync(st, nil, st.CurrentPlayer())
	legal := v.legalActs()
	var p geom.Point
	found := false
	for _, m := range v.dec.ms {
		if t := m.how.prim; t.k == tCell && len(cands(v.dec.ms, t, nil)) > 1 {
			p, found = v.lay.cells[t.i].Center(), true
			break
		}
	}
	if !found {
		b.Fatal("no cell with options")
	}
	s := newBenchScreen(2)
	s.frame(v)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		in := input.TapAt(p.X, p.Y)
		if i%2 == 1 {
			in = []input.Intent{{Kind: input.Click, Button: input.ButtonRight, X: p.X, Y: p.Y}}
		}
		if _, done, _ := v.Pick(in, legal); done {
			b.Fatal("a click on a cell with options made the move")
		}
		s.frame(v)
	}
}
