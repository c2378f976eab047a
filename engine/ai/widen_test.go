package ai

import (
	"math"
	"testing"

	"nilegames/engine"
	"nilegames/engine/kheops"
)

// rootChildren counts the children of a finished search's root.
func rootChildren(sr Search) int {
	m := sr.(*mcts)
	n := 0
	for x := m.nodes[0].first; x != none; x = m.nodes[x].next {
		n++
	}
	return n
}

// With widening, a node visited n times has at most 1 + C*n^exp children;
// without, the root tries every legal move first.
func TestWideningBoundsChildren(t *testing.T) {
	s := newToy(t, 8, 1)
	legal := len(s.Legal(nil))
	if legal < 8 {
		t.Fatalf("the toy offers %d moves", legal)
	}
	c, _ := Level("hard")
	c.Iterations = 16
	c.WidenC, c.WidenExp = 1, 0.5
	sr := NewMCTS("w", c).Start(s, 1)
	for !sr.Step(100) {
	}
	if n := rootChildren(sr); n > 1+4 || n < 2 {
		t.Errorf("widened root has %d children after 16 visits, want 2..5", n)
	}
	c.WidenC = 0
	sr = NewMCTS("u", c).Start(s, 1)
	for !sr.Step(100) {
	}
	if n := rootChildren(sr); n != legal {
		t.Errorf("plain root has %d children after 16 visits, want all %d", n, legal)
	}
}

// With ExpandSamples above the number of moves, the first child grown is
// a move that gives the mover the best lead one move later.
func TestExpandSamplesGrowsTheBestLead(t *testing.T) {
	s, best := kheopsSpread(t)
	seat := s.CurrentPlayer()
	c, _ := Level("hard")
	c.Iterations = 1
	c.ExpandSamples = 4000
	for seed := uint64(0); seed < 8; seed++ {
		sr := NewMCTS("x", c).Start(s, seed)
		sr.Step(1)
		m := sr.(*mcts)
		first := m.nodes[m.nodes[0].first].action
		if got := leadAfter(t, s, seat, first); got != best {
			t.Errorf("seed %d: first child %s leads by %v, the best lead is %v", seed, s.ActionString(first), got, best)
		}
	}
}

// leadAfter is seat's provisional points minus the other's after a.
func leadAfter(t *testing.T, s *kheops.State, seat int, a engine.Action) float64 {
	c := s.Clone().(*kheops.State)
	if err := c.Apply(a); err != nil {
		t.Fatal(err)
	}
	e := c.Estimate()
	return e[seat] - e[1-seat]
}

// kheopsSpread finds a tile placement of a random Kheops game where at
// most a quarter of the moves give the best lead, and returns it with
// that lead.
func kheopsSpread(t *testing.T) (*kheops.State, float64) {
	for g := uint64(1); g < 200; g++ {
		st, err := kheops.Game{}.NewState(nil, g)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*kheops.State)
		rng := engine.NewRNG(g)
		var buf []engine.Action
		for ply := 0; !s.Terminal(); ply++ {
			buf = s.Legal(buf)
			if ply >= 30 && s.Phase() == kheops.PhaseTile {
				best, atBest := math.Inf(-1), 0
				for _, a := range buf {
					switch v := leadAfter(t, s, s.CurrentPlayer(), a); {
					case v > best:
						best, atBest = v, 1
					case v == best:
						atBest++
					}
				}
				if atBest*4 <= len(buf) {
					return s, best
				}
			}
			if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no position where the moves' leads spread")
	return nil, 0
}

// The levels widen in Kheops only, Tekhenu and Pharaon cut rollouts shorter (Pharaon less so at 5
// players, with fewer iterations), and a level's bot searches with its game's settings.
func TestLevelForGame(t *testing.T) {
	for _, name := range []string{"easy", "normal", "hard"} {
		k, _ := LevelFor(kheops.Name, name)
		if k.WidenC != 1 || k.WidenExp != 0.5 || k.ExpandSamples != 4 {
			t.Errorf("kheops %s: %+v", name, k)
		}
		tk, _ := LevelFor("tekhenu", name)
		if l, _ := Level(name); tk.RolloutPlies != 20 || tk.Iterations != l.Iterations || tk.WidenC != 0 {
			t.Errorf("tekhenu %s: %+v", name, tk)
		}
		l, _ := Level(name)
		for _, n := range []int{0, 1, 2, 4} {
			if p, _ := LevelForPlayers("pharaon", name, n); p.RolloutPlies != 20 || p.Iterations != l.Iterations || p.EvalScale != l.EvalScale || p.RootKeep != 0 {
				t.Errorf("pharaon %s, %d players: %+v", name, n, p)
			}
		}
		p, _ := LevelForPlayers("pharaon", name, 5)
		plies, it, keep := 45, l.Iterations*11/20, 0
		if name == "easy" {
			plies, it, keep = 30, l.Iterations*4/5, 0
		}
		if p.RolloutPlies != plies || p.Iterations != it || p.RootKeep != keep || p.EvalScale != l.EvalScale {
			t.Errorf("pharaon %s, 5 players: %+v", name, p)
		}
		for _, n := range []int{0, 2, 4} {
			if c, _ := LevelForPlayers("tekhenu", name, n); c != tk {
				t.Errorf("tekhenu %s, %d players: %+v", name, n, c)
			}
		}
		i, _ := LevelFor("imhotep", name)
		if l, _ := Level(name); i != l || i.WidenC != 0 || i.ExpandSamples != 0 {
			t.Errorf("imhotep %s: %+v", name, i)
		}
	}
	s, _ := kheopsSpread(t)
	sr := mustBot(t, "hard").Start(s, 1)
	if c := sr.(*mcts).cfg; c.WidenC != 1 || c.ExpandSamples != 4 {
		t.Errorf("the hard bot searches Kheops with %+v", c)
	}
}
