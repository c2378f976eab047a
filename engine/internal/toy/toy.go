// Package toy is a tiny hidden-information game (Goofspiel with sealed,
// sequential bids) used to test the generic engine code — conformance suite,
// save format, bots — apart from any real game.
//
// Each player holds cards 1..N. A prize is turned from a shuffled deck of
// 1..N; seat 0 bids a card face down, then seat 1 bids; the higher bid takes
// the prize, a tie discards it. Hidden: the deck order, and seat 0's bid
// while seat 1 chooses.
package toy

import (
	"fmt"
	"sort"
	"strings"

	"nilegames/engine"
)

// Game is the toy game; option "cards" sets N (default 5).
type Game struct{}

func (Game) Info() engine.Info {
	return engine.Info{Name: "toy", MinPlayers: 2, MaxPlayers: 2, MaxActions: 2 * 13}
}

func (g Game) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	if err := opts.CheckKeys("cards", "players"); err != nil {
		return nil, err
	}
	n, err := opts.Int("cards", 5)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > 13 {
		return nil, fmt.Errorf("option cards=%d: must be 1 to 13", n)
	}
	if p, err := opts.Int("players", 2); err != nil || p != 2 {
		return nil, fmt.Errorf("option players: toy is for 2 players")
	}
	s := &State{Header: engine.NewHeader(opts, seed), n: n, bid: [2]int{-1, -1}}
	for v := 1; v <= n; v++ {
		s.deck = append(s.deck, v)
		s.hand[0] |= 1 << v
		s.hand[1] |= 1 << v
	}
	s.Rand().Shuffle(len(s.deck), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	return s, nil
}

// Bid and Won are the toy's events.
type Bid struct{ Player, Card int }
type Won struct{ Player, Prize int } // Player -1: tie, prize discarded

func (Bid) EventName() string { return "bid" }
func (Won) EventName() string { return "won" }

type State struct {
	engine.Header
	n     int
	deck  []int // deck[0] is the face-up prize
	hand  [2]uint32
	bid   [2]int
	score [2]int
}

func (s *State) Game() engine.Game { return Game{} }
func (s *State) NumPlayers() int   { return 2 }
func (s *State) Terminal() bool    { return len(s.deck) == 0 }

func (s *State) CurrentPlayer() int {
	if s.Terminal() {
		return engine.Terminal
	}
	if s.bid[0] < 0 {
		return 0
	}
	return 1
}

func (s *State) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	p := s.CurrentPlayer()
	if p < 0 {
		return dst
	}
	for v := 1; v <= s.n; v++ {
		if s.hand[p]&(1<<v) != 0 {
			dst = append(dst, engine.Action(v))
		}
	}
	return dst
}

func (s *State) Apply(a engine.Action) error {
	p := s.CurrentPlayer()
	if p < 0 {
		return engine.Illegal("the game is over")
	}
	v := int(a)
	if v < 1 || v > s.n || s.hand[p]&(1<<v) == 0 {
		return engine.Illegal("player %d does not hold card %d", p, v)
	}
	s.hand[p] &^= 1 << v
	s.bid[p] = v
	s.Played(a)
	if s.Recording() {
		s.Record(Bid{p, v})
	}
	if p == 1 {
		prize := s.deck[0]
		s.deck = s.deck[1:]
		w := -1
		switch {
		case s.bid[0] > s.bid[1]:
			w = 0
		case s.bid[1] > s.bid[0]:
			w = 1
		}
		if w >= 0 {
			s.score[w] += prize
		}
		if s.Recording() {
			s.Record(Won{w, prize})
		}
		s.bid = [2]int{-1, -1}
	}
	return nil
}

func (s *State) Scores() []engine.Score {
	out := make([]engine.Score, 2)
	for p := range out {
		out[p] = engine.Score{Total: s.score[p], Parts: []engine.Part{{Source: "prizes", Points: s.score[p]}}}
	}
	return out
}

func (s *State) Winners() []int {
	if !s.Terminal() {
		return nil
	}
	switch {
	case s.score[0] > s.score[1]:
		return []int{0}
	case s.score[1] > s.score[0]:
		return []int{1}
	}
	return []int{0, 1}
}

func (s *State) Estimate() []float64 {
	return []float64{float64(s.score[0]), float64(s.score[1])}
}

func (s *State) Clone() engine.State {
	c := *s
	c.deck = append([]int(nil), s.deck...)
	c.Detach()
	return &c
}

func (s *State) ActionString(a engine.Action) string { return fmt.Sprintf("bid %d", int(a)) }

func (s *State) String() string {
	var b strings.Builder
	prize := 0
	if len(s.deck) > 0 {
		prize = s.deck[0]
	}
	fmt.Fprintf(&b, "prize %d, %d left; score %d-%d\n", prize, len(s.deck), s.score[0], s.score[1])
	for p := 0; p < 2; p++ {
		fmt.Fprintf(&b, "p%d hand %b bid %d\n", p, s.hand[p], s.bid[p])
	}
	return b.String()
}

// Determinize re-deals the unseen deck order and, for seat 1, seat 0's
// sealed bid among the cards seat 0 may still hold.
func (s *State) Determinize(viewer int, rng *engine.RNG) engine.State {
	c := s.Clone().(*State)
	c.Reseed(rng)
	if len(c.deck) > 1 {
		rest := c.deck[1:]
		sort.Ints(rest) // the copy must not depend on the true order
		rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	}
	if viewer == 1 && c.bid[0] >= 0 {
		pool := c.hand[0] | 1<<c.bid[0]
		var cards []int
		for v := 1; v <= c.n; v++ {
			if pool&(1<<v) != 0 {
				cards = append(cards, v)
			}
		}
		pick := cards[rng.IntN(len(cards))]
		c.hand[0] = pool &^ (1 << pick)
		c.bid[0] = pick
	}
	return c
}

func init() { engine.Register(Game{}) }
