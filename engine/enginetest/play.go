package enginetest

import (
	"testing"

	"nilegames/engine"
)

// PlayRecorded plays one uniformly random game of g to its end (actions
// drawn with an RNG seeded by seed) and returns every event it recorded
// and the finished state; it fails if the game outlasts Info().MaxActions.
func PlayRecorded(tb testing.TB, g engine.Game, opts engine.Options, seed uint64) ([]engine.Event, engine.State) {
	tb.Helper()
	st, err := g.NewState(opts, seed)
	if err != nil {
		tb.Fatal(err)
	}
	var evs []engine.Event
	rng := engine.NewRNG(seed)
	st.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	var legal []engine.Action
	for steps := 0; !st.Terminal(); steps++ {
		if steps > g.Info().MaxActions {
			tb.Fatal("the game does not end")
		}
		legal = st.Legal(legal)
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			tb.Fatal(err)
		}
	}
	return evs, st
}
