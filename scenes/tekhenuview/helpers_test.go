package tekhenuview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// testArea is where the match scene puts the board at 1920x1080.
var testArea = geom.R(0, 76, 1344, 1004)

func testEnv(t testing.TB, lang string, n int) *gameview.Env {
	t.Helper()
	loc, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	e := &gameview.Env{Loc: loc, Sprites: render.NewSprites(), Speed: anim.Normal}
	for p := 0; p < n; p++ {
		e.Seats = append(e.Seats, gameview.Seat{Name: []string{"Ana", "Ben", "Cleo", "Dan"}[p], Color: seatColors[p], Human: true})
	}
	return e
}

func newGame(t testing.TB, n int, seed uint64) *tekhenu.State {
	t.Helper()
	st, err := tekhenu.Game{}.NewState(engine.Options{"players": []string{"", "", "2", "3", "4"}[n]}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*tekhenu.State)
}

func newView(t testing.TB, env *gameview.Env) *View {
	t.Helper()
	v := NewView(env).(*View)
	v.Layout(testArea)
	return v
}

func tap(p geom.Point) []input.Intent { return input.TapAt(p.X, p.Y) }

// playTo plays random moves until f holds.
func playTo(t *testing.T, n int, seed uint64, f func(s *tekhenu.State) bool) *tekhenu.State {
	t.Helper()
	s := newGame(t, n, seed)
	rng := engine.NewRNG(seed)
	for !s.Terminal() && !f(s) {
		legal := s.Legal(nil)
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if s.Terminal() {
		t.Fatal("no such position")
	}
	return s
}
