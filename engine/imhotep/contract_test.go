package imhotep

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"nilegames/engine"
)

// positions collects states along random games (mixed sides, 2-4 players).
func positions(t *testing.T, games, every int) []*State {
	t.Helper()
	var out []*State
	r := engine.NewRNG(99)
	var legal []engine.Action
	for g := 0; g < games; g++ {
		opts := engine.Options{"players": fmt.Sprint(2 + g%3), "sides": randomSides(&r)}
		st, err := Game{}.NewState(opts, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for n := 0; !s.Terminal(); n++ {
			if n%every == 0 {
				out = append(out, s.Clone().(*State))
			}
			legal = s.Legal(legal)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, s)
	}
	return out
}

// Apply accepts exactly the actions of Legal, and a refused action leaves
// the state unchanged, whatever its value.
func TestIllegalActionsRefused(t *testing.T) {
	garbage := []engine.Action{-1, 0, math.MinInt32, math.MaxInt32, engine.Action(numKinds) << 12,
		Act(KindGet, 1, 0, 0), Act(KindPass, 0, 0, 1), Act(KindPlace, 9, 0, 0), Act(KindPlace, 0, 7, 0),
		Act(KindSail, 0, 0, 7), Act(KindSail, 15, 0, 0), Act(KindPick, 0, 0, 9), Act(KindKeep, 0, 0, 15),
		Act(KindPyramid, 0, 0, 3), Act(KindUnload, 0, 9, 0), Act(KindSailCard, 0, 0, 15)}
	for i, s := range positions(t, 30, 7) {
		legal := s.Legal(nil)
		in := map[engine.Action]bool{}
		for _, a := range legal {
			in[a] = true
		}
		if !s.Terminal() && len(legal) == 0 {
			t.Fatalf("position %d: no legal action", i)
		}
		// Every encodable value: isLegal agrees with Legal.
		for a := engine.Action(-3); a < engine.Action(numKinds)<<12+3; a++ {
			if i == 0 {
				_ = s.ActionString(a) // never panics
			}
			if s.isLegal(a) != (in[a] && !s.over) {
				t.Fatalf("position %d: %s (%d) isLegal %v, in Legal %v\n%s", i, actionString(a), a, s.isLegal(a), in[a], s)
			}
		}
		before, hist := s.String(), s.History()
		for _, a := range garbage {
			if in[a] {
				continue
			}
			err := s.Apply(a)
			if !errors.Is(err, engine.ErrIllegal) {
				t.Fatalf("position %d: %d accepted (%v)", i, a, err)
			}
			if s.String() != before || !slices.Equal(s.History(), hist) {
				t.Fatalf("position %d: refused %d changed the state", i, a)
			}
		}
	}
}

// ActionString names the legal actions of a position uniquely, and a save
// replays to the same state.
func TestActionStringsAndReplay(t *testing.T) {
	for i, s := range positions(t, 12, 5) {
		seen := map[string]bool{}
		for _, a := range s.Legal(nil) {
			n := s.ActionString(a)
			if seen[n] {
				t.Fatalf("position %d: %q twice", i, n)
			}
			seen[n] = true
		}
		if i%9 != 0 {
			continue
		}
		data, err := engine.Encode(s)
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.Load(data)
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		if back.String() != s.String() {
			t.Fatalf("position %d: replay differs\n%s\nwant\n%s", i, back, s)
		}
	}
}

// A clone evolves apart from its original, histories included.
func TestCloneIndependent(t *testing.T) {
	for _, s := range positions(t, 6, 11) {
		if s.Terminal() {
			continue
		}
		before, hist := s.String(), s.History()
		c := s.Clone()
		for k := 0; k < 20 && !c.Terminal(); k++ {
			l := c.Legal(nil)
			if err := c.Apply(l[k%len(l)]); err != nil {
				t.Fatal(err)
			}
		}
		if s.String() != before || !slices.Equal(s.History(), hist) {
			t.Fatalf("playing on a clone changed the original")
		}
		// And the other way round.
		c2 := s.Clone()
		c2s := c2.String()
		l := s.Legal(nil)
		if err := s.Apply(l[0]); err != nil {
			t.Fatal(err)
		}
		if c2.String() != c2s || len(c2.History()) != len(hist) {
			t.Fatalf("playing on the original changed a clone")
		}
	}
}

// Estimate is the current total plus the final scoring of now.
func TestEstimate(t *testing.T) {
	for _, s := range positions(t, 6, 13) {
		e := s.Estimate()
		f := s.finalScores()
		for p := range e {
			want := s.total(p)
			if !s.over {
				for _, v := range f[p] {
					want += v
				}
			}
			if e[p] != float64(want) {
				t.Fatalf("estimate %v seat %d, want %d", e, p, want)
			}
		}
	}
}

// Events are reported over whole games without disturbing the play.
func TestEventsWholeGame(t *testing.T) {
	st, _ := Game{}.NewState(engine.Options{"players": "3", "sides": "BBBBB"}, 5)
	s := st.(*State)
	r := &recorder{}
	s.SetRecorder(r)
	silent := s.Clone().(*State)
	rng := engine.NewRNG(3)
	for !s.Terminal() {
		l := s.Legal(nil)
		a := l[rng.IntN(len(l))]
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if err := silent.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if s.String() != silent.String() {
		t.Errorf("recording changed the game")
	}
	count := map[string]int{}
	for _, e := range r.Events {
		count[e.EventName()]++
	}
	if count["round_started"] != 5 || count["round_ended"] != 6 || count["game_ended"] != 1 || count["ship_sailed"] < 20 {
		t.Errorf("event counts %v", count)
	}
}
