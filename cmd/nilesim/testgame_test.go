package main

import (
	"fmt"
	"strings"

	"nilegames/engine"
)

// race is a tiny perfect-information game registered for these tests under
// several names, each with a defect that nilesim must catch:
//
//	testrace   players take turns in seat order, each turn adding 1 or 2 to
//	           their own score ("+1", "+2"); the game ends after "rounds"
//	           turns each (default 2); the highest score wins, ties share.
//	testboom   Apply panics at move 3.
//	testcheat  at move 2 Legal offers only "+3", which Apply refuses.
//	testlong   declares MaxActions 3 although the game lasts longer.
//	testsolo   for 1 or 2 players; with players=1 seat 1 is the automaton
//	           "pacer", which adds 1 to its score inside Apply after each
//	           of seat 0's turns.
type race struct{ name string }

func init() {
	for _, n := range []string{"testrace", "testboom", "testcheat", "testlong", "testsolo"} {
		engine.Register(race{n})
	}
}

func (g race) Info() engine.Info {
	max := 2 * 4 * 9
	if g.name == "testlong" {
		max = 3
	}
	if g.name == "testsolo" {
		return engine.Info{Name: g.name, MinPlayers: 1, MaxPlayers: 2, MaxActions: max}
	}
	return engine.Info{Name: g.name, MinPlayers: 2, MaxPlayers: 4, MaxActions: max}
}

func (g race) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	if err := opts.CheckKeys("players", "rounds"); err != nil {
		return nil, err
	}
	n, err := opts.Int("players", 2)
	if err != nil {
		return nil, err
	}
	info := g.Info()
	if n < info.MinPlayers || n > info.MaxPlayers {
		return nil, fmt.Errorf("option players=%d: must be %d to %d", n, info.MinPlayers, info.MaxPlayers)
	}
	auto := n == 1
	if auto {
		n = 2
	}
	r, err := opts.Int("rounds", 2)
	if err != nil {
		return nil, err
	}
	if r < 1 || r > 9 {
		return nil, fmt.Errorf("option rounds=%d: must be 1 to 9", r)
	}
	return &raceState{g: g, opts: opts.Clone(), seed: seed, n: n, rounds: r, auto: auto,
		ones: make([]int, n), twos: make([]int, n)}, nil
}

type raceState struct {
	g          race
	opts       engine.Options
	seed       uint64
	n, rounds  int
	auto       bool // seat 1 is the automaton "pacer"
	ones, twos []int
	hist       []engine.Action
}

func (s *raceState) Game() engine.Game       { return s.g }
func (s *raceState) Options() engine.Options { return s.opts.Clone() }
func (s *raceState) Seed() uint64            { return s.seed }
func (s *raceState) NumPlayers() int         { return s.n }
func (s *raceState) Terminal() bool {
	if s.auto {
		return len(s.hist) >= s.rounds
	}
	return len(s.hist) >= s.n*s.rounds
}
func (s *raceState) CurrentPlayer() int {
	if s.Terminal() {
		return engine.Terminal
	}
	if s.auto {
		return 0
	}
	return len(s.hist) % s.n
}

func (s *raceState) Automaton(seat int) (string, bool) {
	if s.auto && seat == 1 {
		return "pacer", true
	}
	return "", false
}

func (s *raceState) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	switch {
	case s.Terminal():
	case s.g.name == "testcheat" && len(s.hist) == 2:
		dst = append(dst, 3)
	default:
		dst = append(dst, 1, 2)
	}
	return dst
}

func (s *raceState) Apply(a engine.Action) error {
	if s.Terminal() {
		return engine.Illegal("the game is over")
	}
	if s.g.name == "testboom" && len(s.hist) == 3 {
		panic("boom at move 3")
	}
	p := s.CurrentPlayer()
	switch a {
	case 1:
		s.ones[p]++
	case 2:
		s.twos[p] += 2
	default:
		return engine.Illegal("no action %d", a)
	}
	s.hist = append(s.hist, a)
	if s.auto {
		s.ones[1]++
	}
	return nil
}

func (s *raceState) Scores() []engine.Score {
	out := make([]engine.Score, s.n)
	for p := range out {
		out[p] = engine.Score{Total: s.ones[p] + s.twos[p], Parts: []engine.Part{
			{Source: "ones", Points: s.ones[p]}, {Source: "twos", Points: s.twos[p]}}}
	}
	return out
}

func (s *raceState) Winners() []int {
	if !s.Terminal() {
		return nil
	}
	best := -1
	var w []int
	for p := 0; p < s.n; p++ {
		switch t := s.ones[p] + s.twos[p]; {
		case t > best:
			best, w = t, []int{p}
		case t == best:
			w = append(w, p)
		}
	}
	return w
}

func (s *raceState) Estimate() []float64 {
	e := make([]float64, s.n)
	for p := range e {
		e[p] = float64(s.ones[p] + s.twos[p])
	}
	return e
}

func (s *raceState) Clone() engine.State {
	c := *s
	c.ones = append([]int(nil), s.ones...)
	c.twos = append([]int(nil), s.twos...)
	c.hist = append([]engine.Action(nil), s.hist...)
	return &c
}

func (s *raceState) ActionString(a engine.Action) string { return fmt.Sprintf("+%d", int(a)) }

func (s *raceState) String() string {
	var b strings.Builder
	for p := 0; p < s.n; p++ {
		fmt.Fprintf(&b, "p%d %d+%d\n", p, s.ones[p], s.twos[p])
	}
	return b.String()
}

func (s *raceState) History() []engine.Action {
	return append([]engine.Action(nil), s.hist...)
}

func (s *raceState) Determinize(viewer int, rng *engine.RNG) engine.State { return s.Clone() }
func (s *raceState) SetRecorder(engine.Recorder)                          {}
