package pharaon

import (
	"fmt"

	"nilegames/engine"
)

// Name is the code name of the game.
const Name = "pharaon"

// maxActions bounds a match: 5 rounds of at most ~180 turns (every seat's
// turn comes back while any seat still acts: ≤ 24 Quarter actions a round
// — 20 wheel slots and the 4 Nobles [13]–[16] —, the passes and up to 7
// Traitor turns, times 5 seats), each of at most ~20 decisions (action,
// payment, arrows, Bonus, Jar powers, once-per-round powers, EndTurn),
// plus the setup choices.
const maxActions = NumRounds*180*20 + 5*8

// Game is Pharaon; the zero value is ready to use.
type Game struct{}

// Info describes Pharaon: 1 player (against the Traitor, who then takes
// the second seat) to 5.
func (Game) Info() engine.Info {
	return engine.Info{Name: Name, MinPlayers: 1, MaxPlayers: MaxPlayers, MaxActions: maxActions}
}

func init() { engine.Register(Game{}) }

// NewState sets up a match (§3). Options: players (1..5, default 2; 1 is
// solo against the Traitor, seat 1), traitor (0..5 dark tiles, only with
// players=1, default 0) and discovery (one 0/1 character per player: that
// player starts with a Scribe, §3.5; default all 0).
func (Game) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	if err := opts.CheckKeys("players", "traitor", "discovery"); err != nil {
		return nil, err
	}
	n, err := opts.Int("players", 2)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > MaxPlayers {
		return nil, fmt.Errorf("option players=%d: Pharaon is for 1 to %d players", n, MaxPlayers)
	}
	level := 0
	if _, ok := opts["traitor"]; ok {
		if n != 1 {
			return nil, fmt.Errorf("option traitor needs players=1 (got players=%d)", n)
		}
		if level, err = opts.Int("traitor", 0); err != nil {
			return nil, err
		}
		if level < 0 || level > NumTiles {
			return nil, fmt.Errorf("option traitor=%d: the Traitor's level is 0 to %d dark tiles", level, NumTiles)
		}
	}
	var disc [MaxPlayers]bool
	if v, ok := opts["discovery"]; ok && v != "" {
		if len(v) != n {
			return nil, fmt.Errorf("option discovery=%q: one 0 or 1 per player, %d characters", v, n)
		}
		for i := 0; i < n; i++ {
			switch v[i] {
			case '0':
			case '1':
				disc[i] = true
			default:
				return nil, fmt.Errorf("option discovery=%q: only 0 and 1 (one per player)", v)
			}
		}
	}
	return newState(opts, seed, n, level, disc), nil
}

// Automaton implements engine.Automata: in solo, seat 1 is the Traitor.
func (s *State) Automaton(seat int) (string, bool) {
	if s.isTraitor(seat) {
		return "traitor", true
	}
	return "", false
}

// isTraitor reports whether seat is the Traitor (solo, seat 1).
func (s *State) isTraitor(seat int) bool { return s.solo && seat == traitorSeat }

const traitorSeat = 1

func (s *State) Game() engine.Game { return Game{} }
func (s *State) NumPlayers() int   { return int(s.n) }
func (s *State) Terminal() bool    { return s.phase == PhOver }

// Clone is a struct copy; the header is detached.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Detach()
	return &c
}

// CurrentPlayer is the seat deciding now (never the Traitor).
func (s *State) CurrentPlayer() int {
	if s.phase == PhOver {
		return engine.Terminal
	}
	return int(s.actor)
}
