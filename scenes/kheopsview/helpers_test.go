package kheopsview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/input"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// testArea is where the match scene puts the board at 1920x1080.
var testArea = geom.R(0, 76, 1344, 1004)

func testEnv(t testing.TB, lang string, humans ...bool) *gameview.Env {
	t.Helper()
	loc, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	e := &gameview.Env{Loc: loc, Sprites: render.NewSprites(), Speed: anim.Normal}
	for p, name := range []string{"Ana", "Ben"} {
		h := p < len(humans) && humans[p]
		e.Seats = append(e.Seats, gameview.Seat{Name: name, Color: []render.PlayerColor{render.White, render.Blue}[p], Human: h})
	}
	return e
}

func newGame(t testing.TB, seed uint64) *kheops.State {
	t.Helper()
	st, err := kheops.Game{}.NewState(nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*kheops.State)
}

func newView(t testing.TB, env *gameview.Env) *View {
	t.Helper()
	v := NewView(env).(*View)
	v.Layout(testArea)
	return v
}

func randomAction(s *kheops.State, rng *engine.RNG) engine.Action {
	legal := s.Legal(nil)
	return legal[rng.IntN(len(legal))]
}

func tap(p geom.Point) []input.Intent { return input.TapAt(p.X, p.Y) }
