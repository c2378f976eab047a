package scenes

import (
	"math"
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/render/geom"
	"nilegames/scenes/session"
)

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
