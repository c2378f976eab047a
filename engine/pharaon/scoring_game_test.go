package pharaon

import (
	"testing"

	"nilegames/engine"
)

// Random full games, scoring invariants checked along the way: the gods
// column is the sum of GodPP over GodsOf, validated edges show their
// thresholds, the estimate is at least the score during play and equals
// it at the end, and the winners hold the best total.
func TestScoringRandomGames(t *testing.T) {
	opts := []engine.Options{{"players": "1"}, {"players": "2"}, {"players": "3"}, {"players": "5"},
		{"players": "1", "traitor": "5"}}
	rng := engine.NewRNG(7)
	var buf []engine.Action
	for gi := 0; gi < 3*len(opts); gi++ {
		o := opts[gi%len(opts)]
		st, err := Game{}.NewState(o, uint64(gi+1))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for step := 0; !s.Terminal(); step++ {
			if step > maxActions {
				t.Fatalf("%v: no end after %d actions", o, step)
			}
			if step%25 == 0 {
				scCheckScores(t, s)
			}
			buf = s.Legal(buf)
			if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		scCheckScores(t, s)
		sc := s.Scores()
		best := -1 << 30
		for _, x := range sc {
			best = max(best, x.Total)
		}
		w := s.Winners()
		if len(w) == 0 {
			t.Fatalf("%v: no winner", o)
		}
		for _, q := range w {
			if sc[q].Total != best && !s.solo {
				t.Errorf("%v: winner %d has %d, best %d", o, q, sc[q].Total, best)
			}
		}
	}
}

func scCheckScores(t *testing.T, s *State) {
	t.Helper()
	sc := s.Scores()
	e := s.Estimate()
	r := s.scRing()
	for q := 0; q < int(s.n); q++ {
		g := s.GodsOf(q)
		pp := 0
		for b := 0; b < NumQuarters; b++ {
			if g&(1<<b) != 0 {
				pp += r.godPP(b)
			}
		}
		if sc[q].Parts[srcGods].Points != pp {
			t.Fatalf("seat %d: gods column %d, GodsOf %05b worth %d", q, sc[q].Parts[srcGods].Points, g, pp)
		}
		pr := s.GodProgress(q)
		for b := 0; b < NumQuarters; b++ {
			if g&(1<<b) != 0 && (pr[b][1] != int(GodEdges[b][1].K) || pr[r.cw[b]][0] != int(GodEdges[r.cw[b]][0].K)) {
				t.Fatalf("seat %d: god %d validated, progress %v", q, b, pr)
			}
		}
		if s.Terminal() && e[q] != float64(sc[q].Total) || e[q] < float64(sc[q].Total) {
			t.Fatalf("seat %d: estimate %v, score %d (phase %v)", q, e[q], sc[q].Total, s.phase)
		}
	}
}
