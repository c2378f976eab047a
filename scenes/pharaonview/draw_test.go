package pharaonview

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// boardDiff counts the pixels of a and b (the same size) further apart
// than 2 in a channel, and their bounding box.
func boardDiff(a, b *ebiten.Image) (int, image.Rectangle) {
	r := a.Bounds()
	pa, pb := make([]byte, 4*r.Dx()*r.Dy()), make([]byte, 4*r.Dx()*r.Dy())
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	n := 0
	var box image.Rectangle
	far := func(x, y byte) bool { return int(x) > int(y)+2 || int(y) > int(x)+2 }
	for i := 0; i+3 < len(pa); i += 4 {
		if far(pa[i], pb[i]) || far(pa[i+1], pb[i+1]) || far(pa[i+2], pb[i+2]) || far(pa[i+3], pb[i+3]) {
			n++
			x, y := r.Min.X+(i/4)%r.Dx(), r.Min.Y+(i/4)/r.Dx()
			box = box.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return n, box
}

// boardScreen paints frames the way the match does: a display list of
// the view's blits, compared with the last one, and only its damage
// painted again.
type boardScreen struct {
	m         layout.Match
	screen    *ebiten.Image
	sand      *ebiten.Image
	cur, prev render.List
	frames    int
	damage    []image.Rectangle
}

func newBoardScreen(m layout.Match) *boardScreen {
	s := &boardScreen{m: m, screen: render.NewCanvas(geom.LogicalW, geom.LogicalH), sand: render.NewCanvas(geom.LogicalW, geom.LogicalH)}
	s.sand.Fill(render.Sand)
	return s
}

func (s *boardScreen) frame(v *View) {
	l := &s.cur
	l.Reset()
	l.DrawImage(s.sand, nil)
	l.SetClip(render.DeviceRect(s.m.Board))
	v.DrawTo(l)
	for i, r := range s.m.Panels {
		if i < v.st.NumPlayers() {
			body := PanelBody(r)
			l.SetClip(render.DeviceRect(body))
			v.DrawPanelTo(l, i, body)
		}
	}
	l.SetClip(image.Rectangle{})
	if s.frames == 0 {
		l.Draw(s.screen, s.screen.Bounds())
		s.damage = []image.Rectangle{s.screen.Bounds()}
	} else {
		s.damage = render.Merge(l.Damage(&s.prev, s.damage[:0]), s.screen.Bounds(), 12)
		for _, r := range s.damage {
			l.Draw(s.screen, r)
		}
	}
	s.frames++
	s.cur, s.prev = s.prev, s.cur
}

// The board painted from its pictures where the display list changed is,
// move after move of random games at 2, 5 players and solo, exactly a
// full repaint, and the board drawn at once (Draw); a frame where
// nothing changed repaints nothing and draws no picture again.
func TestBoardDamageRepaintsExactly(t *testing.T) {
	full := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	direct := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	checked := 0
	for _, players := range []int{5, 1, 2} {
		s := boardGame(t, players, 11)
		env := boardEnv(t, "en", s.NumPlayers())
		v, m := boardView(t, env, s)
		scr := newBoardScreen(m)
		rng := engine.NewRNG(3)
		var legal []engine.Action
		for move := 0; move < 600 && !s.Terminal(); move++ {
			legal = s.Legal(legal[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if move%17 != 0 {
				continue
			}
			v.Sync(s, nil, 0)
			scr.frame(v)
			full.Clear()
			scr.prev.Draw(full, full.Bounds())
			if n, box := boardDiff(scr.screen, full); n > 0 {
				savePNG(t, scr.screen, t.TempDir(), "screen.png")
				savePNG(t, full, t.TempDir(), "full.png")
				t.Fatalf("%dp move %d: the repainted screen differs from a full repaint in %d pixels in %v", players, move, n, box)
			}
			direct.Clear()
			v.Draw(render.SubImage(direct, v.area))
			a := render.DeviceRect(v.area)
			if n, box := boardDiff(scr.screen.SubImage(a).(*ebiten.Image), direct.SubImage(a).(*ebiten.Image)); n > 0 {
				savePNG(t, scr.screen, t.TempDir(), "screen.png")
				savePNG(t, direct, t.TempDir(), "direct.png")
				t.Fatalf("%dp move %d: the layered board differs from Draw in %d pixels in %v", players, move, n, box)
			}
			// Nothing changed: nothing repainted, nothing drawn again.
			before := v.ly.redraws
			scr.frame(v)
			if len(scr.damage) != 0 || v.ly.redraws != before {
				t.Fatalf("%dp move %d: an unchanged frame repainted %v and drew the board %d times", players, move, scr.damage, v.ly.redraws-before)
			}
			checked++
		}
	}
	if checked < 20 {
		t.Errorf("only %d positions checked", checked)
	}
}
