package imhotep

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai"
)

// reshuffleHidden returns a copy of s whose hidden cards (deck order, the
// untaken Market B pair, the unrevealed round cards) are dealt differently:
// a state that looks the same from every seat.
func reshuffleHidden(s *State, seed uint64) *State {
	c := s.Clone().(*State)
	rng := engine.NewRNG(seed)
	var places []*int8
	for i := 0; i < int(c.deckN); i++ {
		places = append(places, &c.deck[i])
	}
	for i := range c.pair {
		if c.pair[i] != noCard {
			places = append(places, &c.pair[i])
		}
	}
	vals := make([]int8, len(places))
	for i, p := range places {
		vals[i] = *p
	}
	rng.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
	for i, p := range places {
		*p = vals[i]
	}
	hidden := c.roundCards[c.round:]
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	return c
}

// §10.1: the AI must not peek. Two states that differ only in what the
// deciding seat cannot see give the same decision with the same seed.
func TestSpec10_1_BotHygiene(t *testing.T) {
	for _, sides := range []string{"AAAAA", "BBBBB"} {
		st, err := Game{}.NewState(engine.Options{"players": "3", "sides": sides}, 11)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := engine.NewRNG(5)
		var legal []engine.Action
		for i := 0; i < 30; i++ {
			legal = s.Legal(legal)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		other := reshuffleHidden(s, 99)
		if other.String() == s.String() {
			t.Fatalf("%s: reshuffling changed nothing hidden; the test would prove nothing", sides)
		}
		viewer := s.CurrentPlayer()
		r1, r2 := engine.NewRNG(7), engine.NewRNG(7)
		if a, b := s.Determinize(viewer, &r1).String(), other.Determinize(viewer, &r2).String(); a != b {
			t.Errorf("%s: determinized copies differ:\n%s\n---\n%s", sides, a, b)
		}
		for _, name := range []string{"greedy", "easy", "normal"} {
			bot, err := ai.New(name)
			if err != nil {
				t.Fatal(err)
			}
			if a, b := ai.Choose(bot, s, 3), ai.Choose(bot, other, 3); a != b {
				t.Errorf("%s %s: decision changed with hidden cards: %s vs %s", sides, name, s.ActionString(a), s.ActionString(b))
			}
		}
	}
}
