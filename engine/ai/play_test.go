package ai

import (
	"fmt"
	"testing"

	"nilegames/engine"
)

// play finishes s with bots[p] deciding for seat p, every decision with
// its own seed, and returns each seat's share of the win.
func play(t testing.TB, s engine.State, bots []Bot, seed uint64) []float64 {
	t.Helper()
	rng := engine.NewRNG(seed)
	for !s.Terminal() {
		p := s.CurrentPlayer()
		a := Choose(bots[p], s, rng.Uint64())
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s played %d: %v", bots[p].Name(), a, err)
		}
	}
	return engine.Outcome(s)
}

// score plays games of a two-seat game between a and b, swapping seats
// every game, and returns a's share of the wins.
func score(t testing.TB, newState func(i int) engine.State, a, b Bot, games int) float64 {
	t.Helper()
	won := 0.0
	for i := 0; i < games; i++ {
		seat := i % 2
		bots := []Bot{a, b}
		if seat == 1 {
			bots = []Bot{b, a}
		}
		won += play(t, newState(i), bots, uint64(i))[seat]
	}
	return won / float64(games)
}

func TestBeatsRandomOnToy(t *testing.T) {
	const games = 200
	newState := func(i int) engine.State { return newToy(t, 6, uint64(1000+i)) }
	random := mustBot(t, "random")
	// Greedy is left out: on this game its one ply ends before the trick
	// is resolved by the other seat's bid, so it plays about as well as
	// random (see the tribute test for greedy).
	for _, c := range []struct {
		bot Bot
		min float64
	}{
		{mustBot(t, "easy"), 0.60},
		{quick(t, "normal", 300), 0.70},
	} {
		got := score(t, newState, c.bot, random, games)
		t.Logf("%s vs random, %d toy games: %.3f", c.bot.Name(), games, got)
		if got < c.min {
			t.Errorf("%s scored %.3f against random, want at least %.2f", c.bot.Name(), got, c.min)
		}
	}
}

// tribute is a test game for 2 to 4 seats where decisions often belong to
// another seat than the one whose turn it is. A row of tiles is dealt face
// up; in turn a seat takes one (its value in points). Taking an odd tile
// hands a pending decision to the seat on the taker's right: pay the taker
// 1 point, or lose 2 points. Play then goes on left of the taker.
// The last tile of the deck stays face down and is unknown to everyone
// until it is dealt; Determinize redraws it.
type tribute struct {
	n       int
	row     []int // values, 0 = taken
	hidden  int   // value of the face-down last tile, 0 = none
	turn    int   // seat whose turn it is
	pending int   // seat owing a decision on a tribute, -1 = none
	score   [4]int
	hist    []engine.Action
	rng     engine.RNG
}

const (
	tributePay  engine.Action = 100
	tributeLose engine.Action = 101
)

type tributeGame struct{}

func (tributeGame) Info() engine.Info {
	return engine.Info{Name: "tribute", MinPlayers: 2, MaxPlayers: 4, MaxActions: 64}
}

func (tributeGame) NewState(o engine.Options, seed uint64) (engine.State, error) {
	n, err := o.Int("players", 3)
	if err != nil || n < 2 || n > 4 {
		return nil, fmt.Errorf("players")
	}
	s := &tribute{n: n, pending: -1, rng: engine.NewRNG(seed)}
	for i := 0; i < 3*n; i++ {
		s.row = append(s.row, 1+s.rng.IntN(9))
	}
	s.hidden = 1 + s.rng.IntN(9)
	return s, nil
}

func (s *tribute) Game() engine.Game       { return tributeGame{} }
func (s *tribute) Options() engine.Options { return engine.Options{"players": fmt.Sprint(s.n)} }
func (s *tribute) Seed() uint64            { return 0 }
func (s *tribute) NumPlayers() int         { return s.n }
func (s *tribute) Terminal() bool          { return s.CurrentPlayer() == engine.Terminal }
func (s *tribute) History() []engine.Action {
	return append([]engine.Action(nil), s.hist...)
}
func (s *tribute) SetRecorder(engine.Recorder) {}
func (s *tribute) ActionString(a engine.Action) string {
	return fmt.Sprint(int(a))
}
func (s *tribute) String() string { return fmt.Sprint(s.row, s.score) }

func (s *tribute) CurrentPlayer() int {
	if s.pending >= 0 {
		return s.pending
	}
	for _, v := range s.row {
		if v > 0 {
			return s.turn
		}
	}
	return engine.Terminal
}

func (s *tribute) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	switch {
	case s.pending >= 0:
		return append(dst, tributePay, tributeLose)
	case s.CurrentPlayer() < 0:
		return dst
	}
	for i, v := range s.row {
		if v > 0 {
			dst = append(dst, engine.Action(i))
		}
	}
	return dst
}

func (s *tribute) Apply(a engine.Action) error {
	p := s.CurrentPlayer()
	if p < 0 {
		return engine.Illegal("over")
	}
	if s.pending >= 0 {
		switch a {
		case tributePay:
			s.score[p]--
			s.score[s.turn]++
		case tributeLose:
			s.score[p] -= 2
		default:
			return engine.Illegal("tribute")
		}
		s.pending = -1
		s.turn = (s.turn + 1) % s.n
		s.hist = append(s.hist, a)
		return nil
	}
	if a < 0 || int(a) >= len(s.row) || s.row[a] == 0 {
		return engine.Illegal("tile")
	}
	v := s.row[a]
	s.row[a] = 0
	s.score[p] += v
	if s.hidden > 0 { // a new tile is dealt face up in the gap
		s.row[a], s.hidden = s.hidden, 0
	}
	s.hist = append(s.hist, a)
	if v%2 == 1 {
		s.pending = (p + s.n - 1) % s.n
	} else {
		s.turn = (s.turn + 1) % s.n
	}
	return nil
}

func (s *tribute) Scores() []engine.Score {
	out := make([]engine.Score, s.n)
	for p := range out {
		out[p] = engine.Score{Total: s.score[p], Parts: []engine.Part{{Source: "tiles", Points: s.score[p]}}}
	}
	return out
}

func (s *tribute) Winners() []int {
	if !s.Terminal() {
		return nil
	}
	var w []int
	for p := 0; p < s.n; p++ {
		switch {
		case len(w) == 0 || s.score[p] > s.score[w[0]]:
			w = []int{p}
		case s.score[p] == s.score[w[0]]:
			w = append(w, p)
		}
	}
	return w
}

func (s *tribute) Clone() engine.State {
	c := *s
	c.row = append([]int(nil), s.row...)
	c.hist = append([]engine.Action(nil), s.hist...)
	return &c
}

func (s *tribute) Determinize(_ int, rng *engine.RNG) engine.State {
	c := s.Clone().(*tribute)
	if c.hidden > 0 {
		c.hidden = 1 + rng.IntN(9)
	}
	c.rng = rng.Split()
	return c
}

func TestMultiplayerWithOtherSeatsDeciding(t *testing.T) {
	random := mustBot(t, "random")
	for _, n := range []int{3, 4} {
		for _, name := range []string{"greedy", "normal"} {
			bot := mustBot(t, name)
			if name == "normal" {
				bot = quick(t, name, 300)
			}
			const games = 60
			won := 0.0
			for i := 0; i < games; i++ {
				s, err := tributeGame{}.NewState(engine.Options{"players": fmt.Sprint(n)}, uint64(i))
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]Bot, n)
				for p := range bots {
					bots[p] = random
				}
				seat := i % n
				bots[seat] = bot
				won += play(t, s, bots, uint64(i))[seat]
			}
			share := won / float64(games)
			t.Logf("%d players: %s vs random, %d games: %.3f (fair share %.3f)", n, name, games, share, 1/float64(n))
			if share < 2/float64(n) {
				t.Errorf("%d players: %s won %.3f, want at least twice the fair share", n, name, share)
			}
		}
	}
}

// A decision owned by a seat whose turn it is not, scored from that seat's
// view: the last tile is gone and seat 2 owes seat 0 a tribute. Paying
// leaves 12-11-11 (seat 2 wins alone); losing 2 leaves 11-10-11 (seat 2
// shares the win with seat 1).
func TestDecisionOfAnotherSeat(t *testing.T) {
	s := &tribute{n: 3, row: make([]int, 9), pending: 2, turn: 0}
	s.score = [4]int{10, 11, 13}
	for _, name := range []string{"greedy", "easy", "normal", "hard"} {
		for seed := uint64(0); seed < 3; seed++ {
			if a := Choose(mustBot(t, name), s, seed); a != tributePay {
				t.Errorf("%s seed %d: action %d, want to pay the tribute (%d)", name, seed, a, tributePay)
			}
		}
	}
}

// Each node must be scored for the seat that moves into it, so the search
// expects every seat to play for itself. Two seats, tiles 8, 2, 9, seat 0
// to take. Taking 9 wins whatever seat 1 does (9+2 against 8, with a
// tribute of 1 or 2 on top). Taking 8 wins big only if seat 1 then takes
// the 2; seat 1 takes the 9 instead and seat 0 loses (at best 9 to 10).
func TestExpectsTheBestReply(t *testing.T) {
	s := &tribute{n: 2, row: []int{8, 2, 9}, pending: -1}
	for _, name := range []string{"easy", "normal", "hard"} {
		for seed := uint64(0); seed < 4; seed++ {
			if a := Choose(mustBot(t, name), s, seed); a != 2 {
				t.Errorf("%s seed %d: took tile %d, want tile 2 (the 9)", name, seed, a)
			}
		}
	}
}
