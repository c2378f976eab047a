package egiziaview

import (
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview/viewtest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The card window's button and prompts name what they end, the cards,
// not a "window" a player takes for the app's (issue 22).
func TestCardWindowNotAppWindow(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		loc := boardEnv(t, lang, 2).Loc
		for _, key := range []string{"egizia.pick.btn_done_window", "egizia.prompt.window0", "egizia.prompt.window1", "egizia.prompt.window2"} {
			s := strings.ToLower(tr(loc, key))
			if strings.Contains(s, "window") || strings.Contains(s, "fenêtre") {
				t.Errorf("%s %s = %q speaks of a window", lang, key, s)
			}
		}
	}
}

// The board names the round, and the new one once a round ends; the
// label fits its place left of the Sphinx's title (issue 22).
func TestBoardShowsRound(t *testing.T) {
	for _, c := range []struct {
		lang    string
		players int
	}{{"en", 2}, {"fr", 2}, {"en", 4}, {"fr", 4}} {
		lang := c.lang
		s, ok := boardPlay(t, c.players, 5, func(s *egizia.State) bool { return s.Round() == 1 && s.Step() == egizia.StepPlace })
		if !ok {
			t.Fatal("no round 1")
		}
		env := boardEnv(t, lang, c.players)
		v, _ := boardView(t, env, s, 0)
		want := map[string][2]string{"en": {"Round 1 of 5", "Round 2 of 5"}, "fr": {"Manche 1 sur 5", "Manche 2 sur 5"}}[lang]
		if got := v.roundText(); got != want[0] {
			t.Fatalf("%s round 1: label %q, want %q", lang, got, want[0])
		}
		r := v.pl.RoundLabel()
		f := render.Face(render.Bold, max(widget.TextMin, 19*v.pl.K))
		sf := render.Face(render.Title, max(widget.TextMin, 21*v.pl.K))
		title := v.pl.Sphinx.Title
		if w := render.TextWidth(want[0], f); w > r.W || r.Right() > title.Center().X-render.TextWidth(tr(env.Loc, "egizia.board.sphinx"), sf)/2 {
			t.Errorf("%s %dp: %q (%.0f px) does not fit %v beside the Sphinx title", lang, c.players, want[0], w, r)
		}
		before := render.NewCanvas(geom.LogicalW, geom.LogicalH)
		v.Draw(render.SubImage(before, v.Area))
		rng := engine.NewRNG(7)
		for !s.Terminal() && s.Round() < 2 {
			if err := s.Apply(s.RolloutAction(&rng, nil)); err != nil {
				t.Fatal(err)
			}
		}
		v.Sync(s, nil, 0)
		if got := v.roundText(); got != want[1] {
			t.Fatalf("%s round 2: label %q, want %q", lang, got, want[1])
		}
		after := render.NewCanvas(geom.LogicalW, geom.LogicalH)
		v.Draw(render.SubImage(after, v.Area))
		a := render.DeviceRect(r)
		if n, _ := viewtest.ImageDiff(before.SubImage(a).(*ebiten.Image), after.SubImage(a).(*ebiten.Image)); n == 0 {
			t.Errorf("%s: the round label's pixels did not change with the round", lang)
		}
	}
}
