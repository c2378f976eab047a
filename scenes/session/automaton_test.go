package session

import (
	"strings"
	"testing"

	"nilegames/engine"
	_ "nilegames/engine/tekhenu"
)

// A solo Tekhenu match: one human and Botankhamon, whom the rules play.
func soloSpec(kinds ...string) Spec {
	sp := Spec{Game: "tekhenu", Seed: 5, Options: engine.Options{"solo": "medium"}}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, SeatSpec{Name: "S" + string(rune('1'+i)), Color: "black", Kind: k})
	}
	return sp
}

func TestAutomatonSeat(t *testing.T) {
	s, err := New(soloSpec(Human, Automaton))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Spec().Options["players"]; got != "1" {
		t.Errorf("players=%s, want 1: the automaton is not a player of the options", got)
	}
	if s.State().NumPlayers() != 2 || len(s.Humans()) != 1 || s.Humans()[0] != 0 {
		t.Fatalf("players %d humans %v", s.State().NumPlayers(), s.Humans())
	}
	// The human plays; the automaton never has to decide; the match ends.
	for i := 0; !s.Terminal(); i++ {
		if i > 2000 {
			t.Fatal("the solo match does not end")
		}
		if s.Current() != 0 || !s.HumanToAct() || s.Thinking() {
			t.Fatalf("move %d: current %d, human to act %v", s.Moves(), s.Current(), s.HumanToAct())
		}
		if _, err := s.Apply(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if sc := s.State().Scores(); len(sc) != 2 {
		t.Errorf("scores %v", sc)
	}
	// Saved and read back, the seats are the same.
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Spec().Seats[1].Kind != Automaton || back.State().String() != s.State().String() {
		t.Error("the solo match does not survive its save")
	}
}

func TestAutomatonSeatMustMatchTheRules(t *testing.T) {
	// Botankhamon's seat played by a bot, or an automaton where the rules
	// have none: refused, with the seat named.
	sp := soloSpec(Human, "easy")
	sp.Options = nil
	if _, err := New(sp); err != nil {
		// players=2: a plain 2-player game, the bot is fine there.
		t.Fatalf("a 2-player match with a bot: %v", err)
	}
	// Botankhamon is seat 2 of a solo match, never seat 1.
	if _, err := New(soloSpec(Automaton, Human)); err == nil || !strings.Contains(err.Error(), "seat 1") {
		t.Errorf("the automaton in the human's seat: %v", err)
	}
	sp = Spec{Game: "imhotep", Seed: 1, Seats: []SeatSpec{{Name: "a", Kind: Human}, {Name: "b", Kind: Automaton}}}
	if _, err := New(sp); err == nil {
		t.Error("an automaton in Imhotep was accepted")
	}
}
