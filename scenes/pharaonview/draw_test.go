package pharaonview

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// boardDiff counts the pixels of a and b (the same size) further apart
// than 2 in a channel, and their bounding box.
func boardDiff(a, b *ebiten.Image) (int, image.Rectangle) { return viewtest.ImageDiff(a, b) }

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
// move after move of random games at 2, 5 players and solo, and frame
// after frame of a few animated moves, exactly a full repaint, and the
// board drawn at once (Draw); a frame where nothing changed repaints
// nothing and draws no picture again.
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
		var events []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { events = append(events, e) }))
		compare := func(move int, what string) {
			t.Helper()
			full.Clear()
			scr.prev.Draw(full, full.Bounds())
			if n, box := boardDiff(scr.screen, full); n > 0 {
				savePNG(t, scr.screen, t.TempDir(), "screen.png")
				savePNG(t, full, t.TempDir(), "full.png")
				t.Fatalf("%dp move %d %s: the repainted screen differs from a full repaint in %d pixels in %v", players, move, what, n, box)
			}
			direct.Clear()
			v.Draw(render.SubImage(direct, v.Area))
			a := render.DeviceRect(v.Area)
			if n, box := boardDiff(scr.screen.SubImage(a).(*ebiten.Image), direct.SubImage(a).(*ebiten.Image)); n > 0 {
				savePNG(t, scr.screen, t.TempDir(), "screen.png")
				savePNG(t, direct, t.TempDir(), "direct.png")
				t.Fatalf("%dp move %d %s: the layered board differs from Draw in %d pixels in %v", players, move, what, n, box)
			}
		}
		for move := 0; move < 600 && !s.Terminal(); move++ {
			legal = s.Legal(legal[:0])
			animate := players == 5 && move%150 == 25
			if animate {
				// One move animated, frame by frame.
				env.Speed = anim.Normal
				v.Sync(s, nil, 0)
				events = events[:0]
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if animate {
				v.Sync(s, events, 0)
				for f := 0; f < 8 && v.Update(0.15); f++ {
					scr.frame(v)
					compare(move, fmt.Sprint("frame ", f))
				}
				env.Speed = anim.Off
				continue
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
			v.Draw(render.SubImage(direct, v.Area))
			a := render.DeviceRect(v.Area)
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

// Pixel probes on mid-games at 2, 4, 5 players and solo: the wheel's
// segment facing each Quarter has the colour the state gives its access;
// each Nile disc stands at its seat's level in its colour; the Pharaoh
// token is in its holder's panel and no other (or at home).
func TestBoardPixelProbes(t *testing.T) {
	for _, players := range []int{2, 4, 5, 1} {
		s, ok := boardPlay(t, players, 9, func(s *pharaon.State) bool { return s.Pharaoh() >= 0 && s.Round() >= 3 })
		if !ok {
			s, _ = boardPlay(t, players, 9, func(s *pharaon.State) bool { return s.Round() >= 3 })
		}
		v, m := boardView(t, boardEnv(t, "en", s.NumPlayers()), s)
		img := screen(v, m)
		at := rendertest.Reader(img)
		p := v.pl
		off, _ := s.Wheel()
		ring := s.Ring()
		for pos := 0; pos < 5; pos++ {
			c := s.WheelColour(ring[pos])
			if want := ((pos-off)%5 + 5) % 5; c != want {
				t.Fatalf("%dp: the engine gives colour %d to position %d, the wheel %d", players, c, pos, want)
			}
			a := posAngle(float64(pos))
			r := (p.WheelIn + p.SlotR - p.Token) / 2
			pt := geom.Pt(p.WheelC.X+r*math.Cos(a), p.WheelC.Y+r*math.Sin(a))
			if got := at(pt); !rendertest.Near(got, render.Lighten(resColours[c], 0.15), 12) {
				t.Errorf("%dp: the segment facing position %d is %v at %v, want colour %d", players, pos, got, pt, c)
			}
			if got := at(p.Quarter[pos].Access.Center().Add(geom.Pt(0, p.Quarter[pos].Access.H*0.3))); rendertest.Near(got, render.Papyrus, 20) {
				t.Errorf("%dp: no access colour at position %d", players, pos)
			}
		}
		discs := 0
		for seat := 0; seat < s.NumPlayers(); seat++ {
			for tr, l := range s.PlayerOf(seat).Nile {
				if l == 0 {
					continue
				}
				r := v.pieceRect(piece{pcNile, seat, tr})
				cell := p.Nile(s.QuarterPos(pharaon.NIL)).Cell[tr][l-1]
				if !cell.Contains(r.Center()) {
					t.Errorf("%dp: seat %d's disc on track %d at %v, not in the level %d cell %v", players, seat, tr, r, l, cell)
				}
				if got := at(r.Center()); !rendertest.Near(got, v.Colour(seat).RGBA(), 40) {
					t.Errorf("%dp: seat %d's disc on track %d level %d is %v, want %v", players, seat, tr, l, got, v.Colour(seat).RGBA())
				}
				discs++
			}
		}
		if discs == 0 {
			t.Errorf("%dp: no Nile disc to probe", players)
		}
		gold := func(c color.RGBA) bool { return c.R > 150 && c.B < 110 && c.R > c.B+80 }
		for seat := 0; seat < s.NumPlayers(); seat++ {
			a := NewPlayerArea(PanelBody(m.Panels[seat]))
			pt := a.Pharaoh.Center().Add(geom.Pt(0, a.Pharaoh.H*0.36))
			if got, holds := at(pt), s.Pharaoh() == seat; gold(got) != holds {
				t.Errorf("%dp: seat %d (holder %d): the Pharaoh spot of its panel is %v", players, seat, s.Pharaoh(), got)
			}
		}
		home := pharaohHome(p)
		if got := at(home.Center().Add(geom.Pt(0, home.H*0.36))); gold(got) != (s.Pharaoh() < 0) {
			t.Errorf("%dp: holder %d, the Pharaoh's home is %v", players, s.Pharaoh(), got)
		}
		img.Deallocate()
	}
}
