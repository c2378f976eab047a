package egizia

import (
	"fmt"

	"nilegames/engine"
)

// Name is the code name of the game.
const Name = "egizia"

// maxActions bounds a match: 5 rounds of at most 4 seats, each seat making
// at most ~300 decisions a round (8 ships with their effect choices and
// anytime cards, three windows, its feeding, up to 4 builds of a dozen
// items each with boosts and Sphinx keeps), plus the setup choices.
const maxActions = NumRounds*MaxPlayers*300 + MaxPlayers

// Game is Egizia: Shifting Sands; the zero value is ready to use.
type Game struct{}

// Info describes Egizia: 2 to 4 players.
func (Game) Info() engine.Info {
	return engine.Info{Name: Name, MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, MaxActions: maxActions}
}

func init() { engine.Register(Game{}) }

// NewState sets up a match (§3). Option: players (2..4, default 2).
func (Game) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	if err := opts.CheckKeys("players"); err != nil {
		return nil, err
	}
	n, err := opts.Int("players", 2)
	if err != nil {
		return nil, err
	}
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("option players=%d: Egizia is for %d to %d players", n, MinPlayers, MaxPlayers)
	}
	return newState(opts, seed, n), nil
}

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

// CurrentPlayer is the seat deciding now.
func (s *State) CurrentPlayer() int {
	if s.phase == PhOver {
		return engine.Terminal
	}
	return int(s.actor)
}
