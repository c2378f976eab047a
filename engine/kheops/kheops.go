package kheops

import (
	"fmt"

	"nilegames/engine"
)

// Name is the code name of the game.
const Name = "kheops"

// Players is the only player count (§1).
const Players = 2

// maxActions bounds a match: 30 turns (§4), each a pawn, at most one power
// and a tile.
const maxActions = 30 * 3

// Game is Kheops; the zero value is ready to use.
type Game struct{}

// Info describes Kheops.
func (Game) Info() engine.Info {
	return engine.Info{Name: Name, MinPlayers: Players, MaxPlayers: Players, MaxActions: maxActions}
}

func init() { engine.Register(Game{}) }

// NewState sets up a match (§3). Random draws, in order: the shuffle of the
// 50 tiles, then one rotation per base tile in BaseSlots order.
func (Game) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	if err := opts.CheckKeys("players"); err != nil {
		return nil, err
	}
	n, err := opts.Int("players", Players)
	if err != nil {
		return nil, err
	}
	if n != Players {
		return nil, fmt.Errorf("option players=%d: Kheops is for exactly %d players", n, Players)
	}
	return newState(opts.Clone(), seed), nil
}

func newState(opts engine.Options, seed uint64) *State {
	s := &State{Header: engine.NewHeader(opts, seed)}
	var bag [NumTiles]int8
	for i := range bag {
		bag[i] = int8(i + 1)
	}
	s.Rand().Shuffle(NumTiles, func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	n := 0
	for _, slot := range BaseSlots {
		s.put(slot, int(bag[n]), s.Rand().IntN(3))
		n++
	}
	for seat := 0; seat < Players; seat++ {
		for i := 0; i < HandSize; i++ {
			s.addToHand(seat, bag[n])
			n++
		}
	}
	// The rest is the pile, the first of them drawn first.
	for i := NumTiles - 1; i >= n; i-- {
		s.pile[s.pileN] = bag[i]
		s.pileN++
	}
	for seat := range s.supply {
		for k, v := range startSupply[seat] {
			s.supply[seat][k] = int8(v)
		}
	}
	s.turn = 1
	s.startTurn()
	return s
}
