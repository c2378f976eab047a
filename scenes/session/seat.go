package session

import (
	"fmt"

	"nilegames/engine"
	"nilegames/engine/ai"
)

// Human is the Kind of a seat played by a person at the screen; Automaton
// the Kind of a seat the rules play (engine.Automata: Tekhenu's
// Botankhamon); any other Kind is the name of a bot (ai.Names).
const (
	Human     = "human"
	Automaton = "automaton"
)

// SeatSpec describes one seat of a match as saved.
type SeatSpec struct {
	Name  string `json:"name"`
	Color string `json:"color"` // a render.PlayerColor name ("black"...)
	Kind  string `json:"kind"`  // Human or a bot name
}

// Controller decides for one seat: a person (through the view's picker), a
// bot (sliced search) or a replay. The session talks to all three the same way.
type Controller interface {
	// Human reports whether the decision comes from the picker.
	Human() bool
	// Start begins a decision for s.CurrentPlayer(); seed is the decision's
	// own (derived from the match seed and the move number). The controller
	// must not keep s: it is the match's state.
	Start(s engine.State, seed uint64)
	// Step works for up to n iterations and returns the action once decided.
	Step(n int) (a engine.Action, ok bool)
	// Progress is work done and total work of the decision in progress.
	Progress() (done, total int)
}

// NewController returns the controller of a seat kind.
func NewController(kind string) (Controller, error) {
	switch kind {
	case Human:
		return humanSeat{}, nil
	case Automaton:
		return automatonSeat{}, nil
	}
	b, err := ai.New(kind)
	if err != nil {
		return nil, fmt.Errorf("seat %q: %w", kind, err)
	}
	return &botSeat{bot: b}, nil
}

type humanSeat struct{}

// automatonSeat is never asked to decide: the engine plays its turns
// inside Apply (CurrentPlayer never returns it).
type automatonSeat struct{}

func (automatonSeat) Human() bool                    { return false }
func (automatonSeat) Start(engine.State, uint64)     {}
func (automatonSeat) Step(int) (engine.Action, bool) { return 0, false }
func (automatonSeat) Progress() (done, total int)    { return 0, 1 }

func (humanSeat) Human() bool                    { return true }
func (humanSeat) Start(engine.State, uint64)     {}
func (humanSeat) Step(int) (engine.Action, bool) { return 0, false }
func (humanSeat) Progress() (done, total int)    { return 0, 1 }

type botSeat struct {
	bot    ai.Bot
	search ai.Search
	// Once the search is done only its choice and size are kept: its tree
	// and position copies go (with four bots, three finished searches
	// were kept until their seats' next turns).
	done  bool
	best  engine.Action
	total int
}

func (b *botSeat) Human() bool { return false }

func (b *botSeat) Start(s engine.State, seed uint64) {
	b.search, b.done = b.bot.Start(s, seed), false
}

func (b *botSeat) Step(n int) (engine.Action, bool) {
	if b.done {
		return b.best, b.best != ai.NoAction
	}
	if b.search == nil || !b.search.Step(n) {
		return 0, false
	}
	b.best = b.search.Best()
	_, b.total = b.search.Progress()
	b.done, b.search = true, nil
	return b.best, b.best != ai.NoAction
}

func (b *botSeat) Progress() (done, total int) {
	if b.done {
		return b.total, b.total
	}
	if b.search == nil {
		return 0, 1
	}
	return b.search.Progress()
}

// Replay plays the actions of a recorded match: every seat it controls
// plays Actions[n] at move n.
type Replay struct {
	Actions []engine.Action
	next    engine.Action
	ok      bool
}

func (r *Replay) Human() bool { return false }

func (r *Replay) Start(s engine.State, _ uint64) {
	n := len(s.History())
	r.ok = n < len(r.Actions)
	if r.ok {
		r.next = r.Actions[n]
	}
}

func (r *Replay) Step(int) (engine.Action, bool) { return r.next, r.ok }

func (r *Replay) Progress() (done, total int) {
	if r.ok {
		return 1, 1
	}
	return 0, 1
}
