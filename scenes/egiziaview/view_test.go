package egiziaview

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/layout"
)

// boardEnv is an env of n seats, the first human.
func boardEnv(t testing.TB, lang string, n int) *gameview.Env {
	t.Helper()
	b, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	e := &gameview.Env{Loc: b, Sprites: render.NewSprites(), Speed: anim.Off}
	for p := 0; p < n; p++ {
		e.Seats = append(e.Seats, gameview.Seat{Name: []string{"Ana", "Ben", "Cleo", "Dan"}[p], Color: seatColors[p], Human: p == 0})
	}
	return e
}

// boardGame starts a game of players.
func boardGame(t testing.TB, players int, seed uint64) *egizia.State {
	t.Helper()
	st, err := egizia.Game{}.NewState(engine.Options{"players": fmt.Sprint(players)}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*egizia.State)
}

// boardPlay plays the engine's rollout policy (plausible moves: ships
// placed, crews fed, bricks built) from a new game until f holds or the
// game ends (ok false).
func boardPlay(t testing.TB, players int, seed uint64, f func(s *egizia.State) bool) (*egizia.State, bool) {
	t.Helper()
	s := boardGame(t, players, seed)
	rng := engine.NewRNG(seed)
	var buf []engine.Action
	for !s.Terminal() && !f(s) {
		a := s.RolloutAction(&rng, buf[:0])
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return s, !s.Terminal() || f(s)
}

// boardView is a view laid out as the match does at 1920 x 1080, showing
// s to viewer.
func boardView(t testing.TB, env *gameview.Env, s *egizia.State, viewer int) (*View, layout.Match) {
	t.Helper()
	m := layout.MatchLayout(s.NumPlayers(), false)
	v := NewView(env).(*View)
	v.Layout(m.Board)
	v.Sync(s, nil, viewer)
	return v, m
}

// screen paints the match's screen as the match scene would: sand, the
// board, the panels with their headers and bodies.
func screen(v *View, m layout.Match) *ebiten.Image {
	img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	render.BatchAA(img, func() {
		render.FillRectTextured(img, geom.R(0, 0, geom.LogicalW, geom.LogicalH), render.SandTexture())
		render.FillRect(img, m.TopBar, render.Ink)
		v.drawBoard(img)
		for i, r := range m.Panels {
			render.DrawPanel(img, r, render.PanelStyle{Shadow: true, Plain: true})
			head := geom.R(r.X+14, r.Y+8, r.W-28, 46)
			v.Sprites().DrawMark(img, geom.Pt(head.X+18, head.Center().Y), 30, v.Colour(i))
			name := v.Env.Seats[i].Name
			render.DrawText(img, name, render.Face(render.Bold, render.SizeBody), head.X+44, head.Center().Y, render.Left, render.Middle, render.Ink)
			v.DrawPanel(img, i, PanelBody(r))
		}
	})
	return img
}

func savePNG(t *testing.T, img *ebiten.Image, dir, name string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	t.Log(filepath.Join(dir, name))
}

// scaled is img (the 1920 x 1080 logical screen) as a w x h window shows it.
func scaled(img *ebiten.Image, w, h int) *ebiten.Image {
	out := ebiten.NewImage(w, h)
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	op.GeoM.Scale(float64(w)/float64(b.Dx()), float64(h)/float64(b.Dy()))
	op.Filter = ebiten.FilterLinear
	out.DrawImage(img, &op)
	return out
}
