// Package imhotep is the rules engine of Imhotep (shared/rules/004-imhotep.md).
//
// A match is driven through engine.State: turn actions (get stones, place,
// sail, blue cards, pass) and the decisions that arise while a ship unloads
// or a round ends (market picks, pyramid choices, bonuses, temple choices,
// the Lever's unloading order). Pending work is plain data in the state, so
// Clone is a struct copy.
package imhotep

import (
	"fmt"
	"strings"

	"nilegames/engine"
)

// Name is the code name of the game.
const Name = "imhotep"

// MaxActions bounds a match (§4, §5.1). Per round, with T the non-pass turn
// actions: placements (Place, Hammer, Sail card, each Chisel stone) fill
// ship slots, and a round has at most 4+4+3+3 = 14 slots, so at most 14;
// every A1 adds >= 1 stone to a sled of capacity 5 that only empties by
// placements, so at most 5+14 = 19 A1; at most 4 sails; hence T <= 37.
// Passes: at most np-1 in a row between two other turn actions, np to end
// the round: <= 3*37+4 = 115. Decisions: the Lever order <= 14 (one per
// unloaded stone), market picks + the pair keep <= 4+1, the second Chisel
// stone <= 7, temple choices <= 5: <= 31. So <= 183 per round, 1098 for six
// rounds; plus Pyramid B choices (each fills one of 15 spaces) and bonus
// answers (3 bonus spaces): 1116. Rounded up.
const maxActions = 1200

// Game is Imhotep; the zero value is ready to use.
type Game struct{}

// Info describes Imhotep.
func (Game) Info() engine.Info {
	return engine.Info{Name: Name, MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, MaxActions: maxActions}
}

func init() { engine.Register(Game{}) }

// config is what the options decide.
type config struct {
	players int
	sideB   [NumSites]bool
	wrath   bool
	first   int // -1: drawn from the seed
}

func parseOptions(opts engine.Options) (config, error) {
	var c config
	if err := opts.CheckKeys("players", "sides", "wrath", "first"); err != nil {
		return c, err
	}
	n, err := opts.Int("players", 4)
	if err != nil {
		return c, err
	}
	if n < MinPlayers || n > MaxPlayers {
		return c, fmt.Errorf("option players=%d: Imhotep is for %d to %d players", n, MinPlayers, MaxPlayers)
	}
	c.players = n
	sides := opts["sides"]
	if sides == "" {
		sides = "AAAAA"
	}
	if len(sides) != int(NumSites) {
		return c, fmt.Errorf("option sides=%q: want 5 letters A or B (market, pyramid, temple, burial, obelisks)", sides)
	}
	for i, ch := range strings.ToUpper(sides) {
		switch ch {
		case 'A':
		case 'B':
			c.sideB[i] = true
		default:
			return c, fmt.Errorf("option sides=%q: letter %d (%s) must be A or B", sides, i+1, Site(i))
		}
	}
	if c.wrath, err = opts.Bool("wrath", false); err != nil {
		return c, err
	}
	c.first = -1
	if _, ok := opts["first"]; ok && opts["first"] != "" {
		f, err := opts.Int("first", 0)
		if err != nil {
			return c, err
		}
		if f < 0 || f >= n {
			return c, fmt.Errorf("option first=%d: must be a seat from 0 to %d", f, n-1)
		}
		c.first = f
	}
	return c, nil
}

// NewState sets up a match (§3) and starts round 1 (§4.1). Random draws, in
// order: the first player (when "first" is absent), the round card removed,
// the order of the other six, the market deck.
func (Game) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	c, err := parseOptions(opts)
	if err != nil {
		return nil, err
	}
	return newState(opts.Clone(), seed, c), nil
}

func newState(opts engine.Options, seed uint64, c config) *State {
	s := &State{Header: engine.NewHeader(opts, seed)}
	s.np = int8(c.players)
	s.sideB = c.sideB
	s.wrath = c.wrath
	s.templeW = int8(TempleWidth(c.players))
	first := c.first
	if first < 0 {
		first = s.Rand().IntN(c.players)
	}
	// Round cards: remove one of the seven unseen, shuffle the six others.
	var rc [7]int8
	for i := range rc {
		rc[i] = int8(i)
	}
	removed := s.Rand().IntN(7)
	rc[removed], rc[6] = rc[6], rc[removed]
	s.Rand().Shuffle(6, func(i, j int) { rc[i], rc[j] = rc[j], rc[i] })
	s.roundCards = rc
	// Market deck.
	n := 0
	for c := Card(0); c < NumCards; c++ {
		for i := 0; i < Cards[c].Count; i++ {
			s.deck[n] = int8(c)
			n++
		}
	}
	s.deckN = int8(n)
	s.Rand().Shuffle(n, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	for p := 0; p < c.players; p++ {
		s.quarry[p] = UsableStones
	}
	for i := range s.slots {
		s.slots[i] = emptyShip
	}
	for i := 0; i < c.players; i++ {
		p := (first + i) % c.players
		s.sled[p] = int8(StartingStones[i])
		s.quarry[p] -= int8(StartingStones[i])
	}
	s.startRound(int8(first))
	return s
}
