package imhotepview

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/input"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var testArea = geom.R(0, 64, geom.LogicalW*0.7, geom.LogicalH-64)

func testEnv(t testing.TB, lang string, np int, human bool) *gameview.Env {
	t.Helper()
	loc, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	e := &gameview.Env{Loc: loc, Sprites: render.NewSprites(), Speed: anim.Normal}
	for p := 0; p < np; p++ {
		e.Seats = append(e.Seats, gameview.Seat{Name: fmt.Sprintf("P%d", p), Color: render.ImhotepColors[p], Human: human})
	}
	return e
}

func newGame(t testing.TB, np int, sides string, seed uint64) *imhotep.State {
	t.Helper()
	st, err := imhotep.Game{}.NewState(engine.Options{"players": fmt.Sprint(np), "sides": sides}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*imhotep.State)
}

// randomAction picks a legal action, leaning away from passing and taking
// nothing so that boards fill up.
func randomAction(s *imhotep.State, rng *engine.RNG) engine.Action {
	legal := s.Legal(nil)
	a := legal[rng.IntN(len(legal))]
	for t := 0; t < 2; t++ {
		if k, _, _, _ := imhotep.SplitAction(a); k == imhotep.KindPickNone || k == imhotep.KindBonusDecline {
			a = legal[rng.IntN(len(legal))]
		}
	}
	return a
}

func tap(p geom.Point) []input.Intent { return input.TapAt(p.X, p.Y) }

var configs = []struct {
	np    int
	sides string
}{{4, "AAAAA"}, {4, "BBBBB"}, {3, "ABABA"}, {2, "BABAB"}, {3, "BBBBB"}, {2, "AAAAA"}}
