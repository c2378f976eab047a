package ai

import (
	"fmt"
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/internal/toy"
)

func toyOpts(cards int) engine.Options {
	return engine.Options{"cards": fmt.Sprint(cards)}
}

// newToy replays actions on a fresh toy match.
func newToy(t testing.TB, cards int, seed uint64, actions ...engine.Action) engine.State {
	t.Helper()
	s, err := toy.Game{}.NewState(toyOpts(cards), seed)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range actions {
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d action %d (%d): %v", seed, i, a, err)
		}
	}
	return s
}

// deckOf is the prize order of a toy match, read from its events.
func deckOf(cards int, seed uint64) []int {
	s, err := toy.Game{}.NewState(toyOpts(cards), seed)
	if err != nil {
		panic(err)
	}
	var deck []int
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
		if w, ok := e.(toy.Won); ok {
			deck = append(deck, w.Prize)
		}
	}))
	var buf []engine.Action
	for !s.Terminal() {
		buf = s.Legal(buf)
		if err := s.Apply(buf[0]); err != nil {
			panic(err)
		}
	}
	return deck
}

// findSeed returns the smallest seed whose toy deck satisfies ok.
func findSeed(t testing.TB, cards int, ok func(deck []int) bool) uint64 {
	t.Helper()
	for seed := uint64(0); seed < 100000; seed++ {
		if ok(deckOf(cards, seed)) {
			return seed
		}
	}
	t.Fatal("no seed found")
	return 0
}

// canonToy plays the role of a game whose Determinize depends only on what
// the viewer has seen: it rebuilds the match from the smallest seed whose
// deck shows the same prizes so far and holds the unseen ones in ascending
// order, then lets the toy determinize that. The toy's own Determinize
// shuffles the unseen cards in the order it finds them, so two matches
// that look the same give different (equally random) samples.
type canonToy struct {
	engine.State
	cards int
}

func (c canonToy) Clone() engine.State { return canonToy{c.State.Clone(), c.cards} }

func (c canonToy) Determinize(viewer int, rng *engine.RNG) engine.State {
	h := c.State.History()
	deck := deckOf(c.cards, c.State.Seed())
	seen := len(h)/2 + 1 // prizes taken, and the face-up one
	want := slices.Clone(deck[:seen])
	want = append(want, slices.Sorted(slices.Values(deck[seen:]))...)
	seed := canonSeed(c.cards, want)
	rep, err := toy.Game{}.NewState(toyOpts(c.cards), seed)
	if err != nil {
		panic(err)
	}
	for _, a := range h {
		if err := rep.Apply(a); err != nil {
			panic(err)
		}
	}
	return rep.Determinize(viewer, rng)
}

var canonSeeds = map[string]uint64{}

func canonSeed(cards int, deck []int) uint64 {
	key := fmt.Sprint(cards, deck)
	if s, ok := canonSeeds[key]; ok {
		return s
	}
	for seed := uint64(0); ; seed++ {
		if slices.Equal(deckOf(cards, seed), deck) {
			canonSeeds[key] = seed
			return seed
		}
	}
}

// spy records which methods are called on the real state and on its
// clones; determinized copies are handed out unwrapped, free to read.
type spy struct {
	s     engine.State
	calls map[string]int
}

func (p *spy) hit(m string) { p.calls[m]++ }

func (p *spy) Game() engine.Game                       { p.hit("Game"); return p.s.Game() }
func (p *spy) Options() engine.Options                 { p.hit("Options"); return p.s.Options() }
func (p *spy) Seed() uint64                            { p.hit("Seed"); return p.s.Seed() }
func (p *spy) NumPlayers() int                         { p.hit("NumPlayers"); return p.s.NumPlayers() }
func (p *spy) CurrentPlayer() int                      { p.hit("CurrentPlayer"); return p.s.CurrentPlayer() }
func (p *spy) Terminal() bool                          { p.hit("Terminal"); return p.s.Terminal() }
func (p *spy) Legal(d []engine.Action) []engine.Action { p.hit("Legal"); return p.s.Legal(d) }
func (p *spy) Apply(a engine.Action) error             { p.hit("Apply"); return p.s.Apply(a) }
func (p *spy) Scores() []engine.Score                  { p.hit("Scores"); return p.s.Scores() }
func (p *spy) Winners() []int                          { p.hit("Winners"); return p.s.Winners() }
func (p *spy) ActionString(a engine.Action) string     { p.hit("ActionString"); return p.s.ActionString(a) }
func (p *spy) String() string                          { p.hit("String"); return p.s.String() }
func (p *spy) History() []engine.Action                { p.hit("History"); return p.s.History() }
func (p *spy) SetRecorder(r engine.Recorder)           { p.hit("SetRecorder"); p.s.SetRecorder(r) }
func (p *spy) Estimate() []float64 {
	p.hit("Estimate")
	return p.s.(engine.Evaluator).Estimate()
}
func (p *spy) Clone() engine.State {
	p.hit("Clone")
	return &spy{p.s.Clone(), p.calls}
}
func (p *spy) Determinize(viewer int, rng *engine.RNG) engine.State {
	p.hit("Determinize")
	return p.s.Determinize(viewer, rng)
}

// run finishes a search in slices of n.
func run(sr Search, n int) engine.Action {
	for !sr.Step(n) {
	}
	return sr.Best()
}

// tree is a copy of an MCTS search's whole tree, for exact comparisons.
func tree(sr Search) []node {
	if m, ok := sr.(*mcts); ok {
		return slices.Clone(m.nodes)
	}
	return nil
}

func mustBot(t testing.TB, name string) Bot {
	t.Helper()
	b, err := New(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// quick returns a level's settings with a smaller budget, for tests that
// play many games.
func quick(t testing.TB, level string, iterations int) Bot {
	t.Helper()
	c, ok := Level(level)
	if !ok {
		t.Fatalf("no level %q", level)
	}
	c.Iterations = iterations
	return NewMCTS(level, c)
}
