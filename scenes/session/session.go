// Package session is the logic of a match as the app plays it, without
// drawing: the state, the seats (human, bot, replay behind one interface),
// the undo stack, the per-action events, the viewer of hidden information
// and the save file. The match scene drives it from ebiten's Update; tests
// drive it directly, without a display.
package session

import (
	"errors"
	"fmt"
	"time"

	"nilegames/engine"
)

// Spec is what starts a match.
type Spec struct {
	Game    string
	Options engine.Options
	Seed    uint64
	Seats   []SeatSpec
}

// Session is one match in progress.
type Session struct {
	spec   Spec
	game   engine.Game
	state  engine.State
	ctrl   []Controller
	actors []int            // actors[i]: the seat that played action i
	events [][]engine.Event // events[i]: what action i recorded
	legal  []engine.Action

	// The decision being worked on: for which seat at which move.
	busySeat, busyMove int
	best               engine.Action
	ready              bool
	chunk              int // iterations per Step call when slicing by time

	viewer int // the human last shown private information
}

// New starts a match. The options get "players" from the number of seats
// that are not automata (a solo Tekhenu match is players=1 with two seats).
func New(spec Spec) (*Session, error) {
	g, ok := engine.Lookup(spec.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", spec.Game)
	}
	opts := spec.Options.Clone()
	if opts == nil {
		opts = engine.Options{}
	}
	players := 0
	for _, seat := range spec.Seats {
		if seat.Kind != Automaton {
			players++
		}
	}
	opts["players"] = fmt.Sprint(players)
	st, err := g.NewState(opts, spec.Seed)
	if err != nil {
		return nil, err
	}
	spec.Options = opts
	return build(spec, g, st)
}

func build(spec Spec, g engine.Game, st engine.State) (*Session, error) {
	if len(spec.Seats) != st.NumPlayers() {
		return nil, fmt.Errorf("%d seats for %d players", len(spec.Seats), st.NumPlayers())
	}
	s := &Session{spec: spec, game: g, state: st, busySeat: -1, chunk: 1, viewer: -1}
	s.spec.Seats = append([]SeatSpec(nil), spec.Seats...)
	auto, _ := st.(engine.Automata)
	for i, seat := range spec.Seats {
		isAuto := false
		if auto != nil {
			_, isAuto = auto.Automaton(i)
		}
		if isAuto != (seat.Kind == Automaton) {
			if isAuto {
				return nil, fmt.Errorf("seat %d is played by the rules: its kind must be %q, not %q", i+1, Automaton, seat.Kind)
			}
			return nil, fmt.Errorf("seat %d: only the rules' own opponent may be an %s", i+1, Automaton)
		}
	}
	for _, seat := range spec.Seats {
		c, err := NewController(seat.Kind)
		if err != nil {
			return nil, err
		}
		s.ctrl = append(s.ctrl, c)
	}
	if h := s.Humans(); len(h) == 1 {
		s.viewer = h[0]
	}
	s.legal = st.Legal(s.legal)
	return s, nil
}

// SetController replaces the controller of seat (a Replay in tests and
// demos). Any decision in progress restarts.
func (s *Session) SetController(seat int, c Controller) {
	s.ctrl[seat] = c
	s.busySeat = -1
}

// Spec is the match's setup (options include "players").
func (s *Session) Spec() Spec { return s.spec }

// State is the match's own state: read it, never Apply to it directly.
func (s *Session) State() engine.State { return s.state }

// Legal are the legal actions now (sorted; empty when the game is over).
func (s *Session) Legal() []engine.Action { return s.legal }

// Current is the seat to act (engine.Terminal when over).
func (s *Session) Current() int { return s.state.CurrentPlayer() }

// Terminal reports the end of the game.
func (s *Session) Terminal() bool { return s.state.Terminal() }

// Moves is the number of actions played.
func (s *Session) Moves() int { return len(s.actors) }

// Actor is the seat that played action i.
func (s *Session) Actor(i int) int { return s.actors[i] }

// Events are what action i recorded.
func (s *Session) Events(i int) []engine.Event { return s.events[i] }

// IsHuman reports whether seat is played at the screen.
func (s *Session) IsHuman(seat int) bool {
	return seat >= 0 && seat < len(s.ctrl) && s.ctrl[seat].Human()
}

// Humans lists the human seats.
func (s *Session) Humans() []int {
	var out []int
	for i, c := range s.ctrl {
		if c.Human() {
			out = append(out, i)
		}
	}
	return out
}

// HumanToAct reports whether the picker decides now.
func (s *Session) HumanToAct() bool { return s.IsHuman(s.Current()) }

// Apply plays a for the current seat (from the picker or a bot) and returns
// the events it recorded. An illegal action changes nothing.
func (s *Session) Apply(a engine.Action) ([]engine.Event, error) {
	cur := s.state.CurrentPlayer()
	if cur < 0 {
		return nil, engine.Illegal("the game is over")
	}
	var evs []engine.Event
	s.state.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	err := s.state.Apply(a)
	s.state.SetRecorder(nil)
	if err != nil {
		return nil, err
	}
	s.actors = append(s.actors, cur)
	s.events = append(s.events, evs)
	s.legal = s.state.Legal(s.legal)
	s.busySeat = -1
	return evs, nil
}

// DecisionSeed is the seed of the bot deciding move n: reproducible from the
// match seed alone (splitmix64 of the two).
func DecisionSeed(matchSeed uint64, move int) uint64 {
	z := matchSeed + uint64(move+1)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// start makes sure the current seat's controller works on this position.
// It reports false when a person (or nobody) decides now.
func (s *Session) start() bool {
	cur := s.state.CurrentPlayer()
	if cur < 0 || s.ctrl[cur].Human() {
		return false
	}
	if s.busySeat != cur || s.busyMove != len(s.actors) {
		s.busySeat, s.busyMove, s.ready = cur, len(s.actors), false
		s.ctrl[cur].Start(s.state, DecisionSeed(s.spec.Seed, len(s.actors)))
	}
	return true
}

// Thinking reports whether a bot (or replay) decides now.
func (s *Session) Thinking() bool {
	cur := s.state.CurrentPlayer()
	return cur >= 0 && !s.ctrl[cur].Human()
}

// Think lets the deciding bot work for about budget (measured with now;
// a slice never blocks longer than one Step of the adapted size). It returns
// the chosen action once the decision is complete.
func (s *Session) Think(budget time.Duration, now func() time.Time) (engine.Action, bool) {
	if !s.start() {
		return 0, false
	}
	if s.ready {
		return s.best, true
	}
	t0 := now()
	for {
		t := now()
		a, ok := s.ctrl[s.busySeat].Step(s.chunk)
		el := now().Sub(t)
		if ok {
			s.best, s.ready = a, true
			return a, true
		}
		// Aim at slices of about an eighth of the budget.
		switch {
		case el < budget/16 && s.chunk < 1<<16:
			s.chunk *= 2
		case el > budget/4 && s.chunk > 1:
			s.chunk /= 2
		}
		if now().Sub(t0) >= budget {
			return 0, false
		}
	}
}

// ThinkIterations is Think with a fixed amount of work instead of a time
// budget: deterministic, for screenshots and tests.
func (s *Session) ThinkIterations(n int) (engine.Action, bool) {
	if !s.start() {
		return 0, false
	}
	if !s.ready {
		s.best, s.ready = s.ctrl[s.busySeat].Step(n)
	}
	return s.best, s.ready
}

// Progress is the deciding bot's work done and total (0, 1 when none).
func (s *Session) Progress() (done, total int) {
	cur := s.state.CurrentPlayer()
	if cur < 0 || s.busySeat != cur || s.busyMove != len(s.actors) {
		return 0, 1
	}
	if s.ready {
		_, t := s.ctrl[cur].Progress()
		return t, t
	}
	return s.ctrl[cur].Progress()
}

// AutoPlay plays up to n actions at once, each bot seat deciding in full;
// human seats are played by the bot named fallback. It stops at the end of
// the game and returns the number of actions played.
func (s *Session) AutoPlay(n int, fallback string) (int, error) {
	var fb Controller
	played := 0
	for ; played < n && !s.state.Terminal(); played++ {
		cur := s.state.CurrentPlayer()
		c := s.ctrl[cur]
		if c.Human() {
			if fb == nil {
				var err error
				if fb, err = NewController(fallback); err != nil {
					return played, err
				}
			}
			c = fb
		}
		c.Start(s.state, DecisionSeed(s.spec.Seed, len(s.actors)))
		var a engine.Action
		for ok := false; !ok; {
			a, ok = c.Step(1 << 12)
			if d, t := c.Progress(); !ok && d >= t {
				return played, errors.New("a bot finished without a move")
			}
		}
		if _, err := s.Apply(a); err != nil {
			return played, err
		}
	}
	s.busySeat = -1
	return played, nil
}

// CanUndo reports whether the last action may be taken back: it was played
// by a person, and no one else has decided since (another person deciding
// now keeps it too: it is no longer that player's to take back).
func (s *Session) CanUndo() bool {
	n := len(s.actors)
	if n == 0 {
		return false
	}
	last := s.actors[n-1]
	if !s.IsHuman(last) {
		return false
	}
	cur := s.state.CurrentPlayer()
	return !(s.IsHuman(cur) && cur != last)
}

// Undo takes back the last action (see CanUndo) by replaying the others
// on a fresh state. The bot deciding now, if any, starts again afterwards.
func (s *Session) Undo() error {
	if !s.CanUndo() {
		return errors.New("nothing to undo")
	}
	n := len(s.actors) - 1
	st, err := s.game.NewState(s.spec.Options, s.spec.Seed)
	if err != nil {
		return err
	}
	for i, a := range s.state.History()[:n] {
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("undo: action %d does not replay: %w", i+1, err)
		}
	}
	s.state = st
	s.actors = s.actors[:n]
	s.events = s.events[:n]
	s.legal = st.Legal(s.legal)
	s.busySeat = -1
	return nil
}

// Viewer returns the seat whose private information may be shown now, and
// the seat that must first be handed the screen (-1 when none). With one
// human that human always sees; with several, the one deciding now; while a
// bot decides, the last one shown. In a game with hidden information
// (hidden) a change of person goes through a hand-off: until Reveal, the
// viewer is -1 and handoff names the next person.
func (s *Session) Viewer(hidden bool) (viewer, handoff int) {
	h := s.Humans()
	switch len(h) {
	case 0:
		return -1, -1
	case 1:
		return h[0], -1
	}
	cur := s.state.CurrentPlayer()
	if s.IsHuman(cur) && cur != s.viewer {
		if hidden {
			return -1, cur
		}
		s.viewer = cur
	}
	return s.viewer, -1
}

// Reveal records that seat has taken the screen after a hand-off.
func (s *Session) Reveal(seat int) { s.viewer = seat }
