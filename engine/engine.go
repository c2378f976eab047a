// Package engine is the contract every Nile Games rules engine implements.
//
// A match is options + seed + the list of actions: all randomness comes from
// an RNG held inside the state, so replaying the actions on a fresh state
// rebuilds the match exactly. Nothing here, nor in any game package, may
// import ebiten: the engines run headless in cmd/nilesim and inside the AI.
package engine

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Action is one choice of one player, encoded by each game as a small
// integer. A decision that needs several choices is several actions.
type Action int32

// Values returned by State.CurrentPlayer besides a seat index.
const (
	// Terminal: the game is over.
	Terminal = -1
	// Chance: a chance event must be resolved. Games in this project draw
	// their randomness from the state's RNG inside Apply, so none returns
	// it today; it is kept so that a game with explicit chance nodes fits.
	Chance = -2
)

// ErrIllegal wraps every refusal of an action; test with errors.Is.
var ErrIllegal = errors.New("illegal action")

// Illegal builds the error returned by Apply for a refused action.
func Illegal(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrIllegal, fmt.Sprintf(format, args...))
}

// Options configure a new match. Keys and values are plain strings so that
// they are saved as they were given; each game documents and validates its
// own keys and rejects unknown ones.
type Options map[string]string

// Clone returns an independent copy.
func (o Options) Clone() Options {
	c := make(Options, len(o))
	for k, v := range o {
		c[k] = v
	}
	return c
}

// Int reads an integer option, def when absent.
func (o Options) Int(key string, def int) (int, error) {
	v, ok := o[key]
	if !ok || v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("option %s=%q is not a whole number", key, v)
	}
	return n, nil
}

// Bool reads a boolean option, def when absent.
func (o Options) Bool(key string, def bool) (bool, error) {
	v, ok := o[key]
	if !ok || v == "" {
		return def, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return false, fmt.Errorf("option %s=%q is not true or false", key, v)
	}
	return b, nil
}

// CheckKeys refuses keys that are not in allowed.
func (o Options) CheckKeys(allowed ...string) error {
	var bad []string
	for k := range o {
		found := false
		for _, a := range allowed {
			if k == a {
				found = true
				break
			}
		}
		if !found {
			bad = append(bad, k)
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		return fmt.Errorf("unknown option %s (known: %s)", strings.Join(bad, ", "), strings.Join(allowed, ", "))
	}
	return nil
}

// String renders the options sorted by key, e.g. "players=4 sides=AAAAA".
func (o Options) String() string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + o[k]
	}
	return strings.Join(parts, " ")
}

// Info describes a game.
type Info struct {
	Name       string // code name: "imhotep"
	MinPlayers int
	MaxPlayers int
	// MaxActions bounds the length of any match in actions; the conformance
	// suite checks that random playouts stay within it.
	MaxActions int
}

// Game creates matches of one game.
type Game interface {
	Info() Info
	// NewState starts a match. Invalid options give an error naming them.
	NewState(opts Options, seed uint64) (State, error)
}

// Part is one source of points in a score breakdown ("pyramid", "statues").
// Source is a stable code, never a sentence: the app localizes it.
type Part struct {
	Source string
	Points int
}

// Score is a player's total and where it came from. Total always equals
// the sum of the parts.
type Score struct {
	Total int
	Parts []Part
}

// State is one match in progress.
type State interface {
	Game() Game
	Options() Options
	Seed() uint64
	NumPlayers() int

	// CurrentPlayer is the seat that must act now: often the player whose
	// turn it is, but a pending decision may belong to another seat (the
	// owner of a stone unloaded at the market). Terminal when over.
	CurrentPlayer() int
	Terminal() bool
	// Legal appends the legal actions to dst[:0] and returns it: sorted
	// ascending, without duplicates, empty only when the game is over.
	Legal(dst []Action) []Action
	// Apply plays a for the current player. An illegal action returns an
	// error wrapping ErrIllegal and leaves the state exactly as it was.
	Apply(a Action) error

	// Scores are the points each seat holds now (final once Terminal).
	Scores() []Score
	// Winners are the seats sharing first place after the game's
	// tie-breaks; nil before the end.
	Winners() []int

	Clone() State
	// ActionString is stable and not localized; saves use it.
	ActionString(a Action) string
	// String is a plain-text picture of the state for golden tests.
	String() string
	History() []Action

	// Determinize returns a copy in which everything viewer cannot see is
	// re-sampled from rng, consistently with all viewer has seen, and whose
	// own RNG is re-seeded from rng so future draws are unknown too. The
	// copy depends only on what viewer knows and on rng (sort unseen items
	// before shuffling them), so a bot's choice cannot vary with the truth.
	Determinize(viewer int, rng *RNG) State

	// SetRecorder sets where Apply reports events; nil (the default, and
	// always inside search) records nothing. Clone does not copy it.
	SetRecorder(r Recorder)
}

// Evaluator is implemented by games that can estimate each seat's final
// score from a position (current points plus what would be scored if the
// game ended now). Greedy bots and rollouts use it.
type Evaluator interface {
	Estimate() []float64
}

// Event is a typed report of something that happened inside Apply. Each
// game defines its own event structs; the app animates and logs them.
type Event interface {
	EventName() string
}

// Recorder receives events.
type Recorder interface {
	Record(e Event)
}

// RecorderFunc adapts a function to Recorder.
type RecorderFunc func(Event)

// Record calls f.
func (f RecorderFunc) Record(e Event) { f(e) }

// Outcome turns a finished game into a reward per seat in [0,1]: winners
// share 1, everyone else gets 0. Games without a winner yet give nil.
func Outcome(s State) []float64 {
	w := s.Winners()
	if len(w) == 0 {
		return nil
	}
	r := make([]float64, s.NumPlayers())
	for _, p := range w {
		r[p] = 1 / float64(len(w))
	}
	return r
}
