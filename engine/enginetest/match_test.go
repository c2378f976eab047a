package enginetest_test

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

func TestTuneMCTS(t *testing.T) {
	it, plies, ws := 10, 20, 30
	c, wc, scale := 1.0, 2.0, 3.0
	enginetest.TuneMCTS(t, map[string]string{"it": "2000", "ws": "4", "c": "0.5", "other": "9"}, &it, &plies, &ws, &c, &wc, &scale)
	if it != 2000 || plies != 20 || ws != 4 || c != 0.5 || wc != 2 || scale != 3 {
		t.Errorf("it %d plies %d ws %d c %g wc %g scale %g", it, plies, ws, c, wc, scale)
	}
}

func TestMatchGame(t *testing.T) {
	first := func(s engine.State, _ uint64) engine.Action { return s.Legal(nil)[0] }
	for seed := uint64(1); seed <= 5; seed++ {
		for seat := 0; seat < 2; seat++ {
			share, margin, ap, op := enginetest.MatchGame(t, wgame{sound}, nil, seed, seat, first, first)
			// The same game again, scored by hand from seat's side.
			s, _ := wgame{sound}.NewState(nil, seed)
			for !s.Terminal() {
				if err := s.Apply(s.Legal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			sc := s.Scores()
			mine, other := float64(sc[seat].Total), float64(sc[1-seat].Total)
			want := 0.0
			for _, q := range s.Winners() {
				if q == seat {
					want = 1 / float64(len(s.Winners()))
				}
			}
			if share != want || ap != mine || op != other || margin != mine-other {
				t.Errorf("seed %d seat %d: share %g margin %g points %g/%g, want %g %g %g/%g", seed, seat, share, margin, ap, op, want, mine-other, mine, other)
			}
		}
	}
}

// PlayRecorded plays the game RandomAt would, to the end, with its events.
func TestPlayRecorded(t *testing.T) {
	evs, s := enginetest.PlayRecorded(t, wgame{sound}, nil, 4)
	if !s.Terminal() || len(evs) == 0 {
		t.Fatalf("terminal %v, %d events", s.Terminal(), len(evs))
	}
	if o := enginetest.RandomAt(t, wgame{sound}, nil, 4, 1<<20); o.String() != s.String() {
		t.Errorf("another game than RandomAt's:\n%s\n---\n%s", s, o)
	}
}
