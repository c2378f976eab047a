package enginetest

import (
	"testing"

	"nilegames/engine"
)

// Recorder keeps every event a state records.
type Recorder struct{ Events []engine.Event }

func (r *Recorder) Record(e engine.Event) { r.Events = append(r.Events, e) }

// Names are the events' names, in order.
func (r *Recorder) Names() []string {
	out := make([]string, len(r.Events))
	for i, e := range r.Events {
		out[i] = e.EventName()
	}
	return out
}

// ApplyRecorded applies a to s and returns the events it recorded (an
// empty, non-nil list when there are none).
func ApplyRecorded(tb testing.TB, s engine.State, a engine.Action) []engine.Event {
	tb.Helper()
	evs := []engine.Event{}
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	defer s.SetRecorder(nil)
	if err := s.Apply(a); err != nil {
		tb.Fatalf("apply %s: %v", s.ActionString(a), err)
	}
	return evs
}

// RandomAt starts a match of g and plays up to plies uniformly random
// legal actions (drawn with an RNG seeded by seed): a position from the
// middle of a game.
func RandomAt(tb testing.TB, g engine.Game, opts engine.Options, seed uint64, plies int) engine.State {
	tb.Helper()
	s, err := g.NewState(opts, seed)
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRNG(seed)
	var buf []engine.Action
	for i := 0; i < plies && !s.Terminal(); i++ {
		buf = s.Legal(buf)
		if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// BenchRandomGames plays uniformly random games of g to the end, as a
// playout does, and reports games per second and actions per game.
func BenchRandomGames(b *testing.B, g engine.Game, opts engine.Options) {
	b.ReportAllocs()
	r := engine.NewRNG(1)
	legal := make([]engine.Action, 0, 256)
	actions := 0
	for i := 0; i < b.N; i++ {
		st, err := g.NewState(opts, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Terminal() {
			legal = st.Legal(legal)
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	if sec := b.Elapsed().Seconds(); sec > 0 {
		b.ReportMetric(float64(b.N)/sec, "games/s")
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchCloneApply measures the MCTS pattern on s: clone it, then play one
// of its legal actions on the copy.
func BenchCloneApply(b *testing.B, s engine.State) {
	legal := s.Legal(nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := s.Clone()
		_ = c.Apply(legal[i%len(legal)])
	}
}

// BenchDeterminize measures Determinize of s for the seat to play.
func BenchDeterminize(b *testing.B, s engine.State) {
	r := engine.NewRNG(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = s.Determinize(s.CurrentPlayer(), &r)
	}
}
