// Package ai holds the generic bots that play any game through the engine
// contract: a uniform random bot, a one-ply greedy bot, and information-set
// Monte Carlo tree search (single observer, with determinization: Cowling,
// Powley and Whitehouse 2012) at three difficulty levels, with progressive
// widening and heuristic expansion where a game was measured to need them
// (gameTuning).
//
// A search is incremental: Step does a slice of work and returns, so the app
// can spend a few milliseconds per frame on a single thread. Budgets are in
// iterations, never in time, so the same seed and the same budget always give
// the same move, however the work was sliced.
//
// Hygiene: a bot decides for the seat that is to move when it starts
// (s.CurrentPlayer()). From the real state it reads only CurrentPlayer,
// Legal and Candidates (the seat knows its own moves), NumPlayers and Game
// (which game, with how many seats, for the levels' tuning); it keeps a
// Clone and every simulation runs on Determinize(seat, rng) copies of it,
// rng being the bot's own generator seeded by the caller. What the seat cannot see
// therefore never reaches the decision.
package ai

import (
	"fmt"
	"strings"

	"nilegames/engine"
)

// NoAction is what Best returns when the state has nothing to decide: the
// game is over, or it waits on a chance event (no game here uses those).
const NoAction engine.Action = -1

// Bot makes decisions. A Bot holds no per-decision state and may start
// several searches.
type Bot interface {
	Name() string
	// Start begins a decision for s.CurrentPlayer(). It clones s: the caller
	// may change s afterwards without affecting the search.
	Start(s engine.State, seed uint64) Search
}

// Search is one decision in progress.
type Search interface {
	// Step does up to iterations units of work and reports whether the
	// search is finished. Once finished, Step does nothing.
	Step(iterations int) (done bool)
	// Best is the chosen action once done. Before that it is the best guess
	// so far, always a legal action (for a UI that has to stop early).
	Best() engine.Action
	// Progress is work done and total work; total is at least 1.
	Progress() (done, total int)
}

// RolloutPolicy may be implemented by a game state to replace the uniform
// random choice in MCTS rollouts with a cheap heuristic. RolloutAction must
// return a legal action for the current player; buf is scratch space the
// game may use for Legal. It is only ever called on determinized copies.
type RolloutPolicy interface {
	RolloutAction(rng *engine.RNG, buf []engine.Action) engine.Action
}

// Candidates may be implemented by a game state to narrow the actions
// the MCTS tree considers at a decision where many legal actions are
// equivalent (Pharaon: thousands of payments of one action that spend the
// same tokens differently). Candidates appends to dst[:0] a non-empty
// subset of Legal, sorted ascending, computed only from what the current
// player sees (the search calls it on the real state for the root).
// Rollouts keep their own policy; other bots use Legal.
type Candidates interface {
	Candidates(dst []engine.Action) []engine.Action
}

// candidates is c's Candidates when s implements it (and gives some),
// else Legal.
func candidates(s engine.State, dst []engine.Action) []engine.Action {
	if c, ok := s.(Candidates); ok {
		if dst = c.Candidates(dst); len(dst) > 0 {
			return dst
		}
	}
	return s.Legal(dst)
}

// Choose runs a whole search and returns its choice.
func Choose(b Bot, s engine.State, seed uint64) engine.Action {
	sr := b.Start(s, seed)
	for !sr.Step(1 << 20) {
	}
	return sr.Best()
}

// Names lists the bots New knows, weakest first.
func Names() []string {
	names := []string{"random", "greedy"}
	for _, l := range levels {
		names = append(names, l.name)
	}
	return names
}

// New returns the bot of that name.
func New(name string) (Bot, error) {
	switch name {
	case "random":
		return randomBot{}, nil
	case "greedy":
		return greedyBot{}, nil
	}
	if c, ok := Level(name); ok {
		return newLevel(name, c), nil
	}
	return nil, fmt.Errorf("unknown bot %q (known: %s)", name, strings.Join(Names(), ", "))
}

// fixed is a search with nothing to search: a forced move, or no move.
type fixed struct{ a engine.Action }

func (f fixed) Step(int) bool        { return true }
func (f fixed) Best() engine.Action  { return f.a }
func (f fixed) Progress() (int, int) { return 1, 1 }

// trivial answers at once when there is at most one legal action.
func trivial(legal []engine.Action) (Search, bool) {
	switch len(legal) {
	case 0:
		return fixed{NoAction}, true
	case 1:
		return fixed{legal[0]}, true
	}
	return nil, false
}

// randomBot plays uniformly among the legal actions.
type randomBot struct{}

func (randomBot) Name() string { return "random" }

func (randomBot) Start(s engine.State, seed uint64) Search {
	if s.CurrentPlayer() < 0 {
		return fixed{NoAction}
	}
	legal := s.Legal(nil)
	if sr, ok := trivial(legal); ok {
		return sr
	}
	rng := engine.NewRNG(seed)
	return fixed{legal[rng.IntN(len(legal))]}
}
