package main

import (
	"io"
	"strings"
	"testing"

	// Test-only: the app does not offer Tekhenu yet, its engine is here
	// for the automaton seat.
	_ "nilegames/engine/tekhenu"
	"nilegames/scenes/session"
)

// -solo and automaton seats: a solo match of a game that has an automaton,
// named as the game names it; misplaced or foreign automata refused with
// the seat named.
func TestSoloFlags(t *testing.T) {
	o, err := parseFlags([]string{"-game", "tekhenu", "-solo", "Hard", "-seed", "3"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.seats, ",") != "human,automaton" || o.opts["solo"] != "hard" {
		t.Fatalf("seats %v opts %v", o.seats, o.opts)
	}
	sp, err := o.spec("fr")
	if err != nil {
		t.Fatal(err)
	}
	if len(sp.Seats) != 2 || sp.Seats[1].Kind != session.Automaton || sp.Seats[1].Name != "Botankhamon" || sp.Seats[0].Name != "Joueur 1" {
		t.Errorf("seats %+v", sp.Seats)
	}
	s, err := session.New(*sp)
	if err != nil || s.Spec().Options["players"] != "1" {
		t.Fatalf("session: %v", err)
	}
	// -seats alone, with -names naming the automaton too.
	o, err = parseFlags([]string{"-game", "tekhenu", "-seats", "easy,automaton", "-names", "Ana,Bot", "-opt", "solo=medium"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if sp, err = o.spec("en"); err != nil || sp.Seats[1].Name != "Bot" || sp.Seats[0].Kind != "easy" {
		t.Errorf("-seats easy,automaton: %+v %v", sp, err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "tekhenu", "-seats", "automaton,human"}, "seat 1"},
		{[]string{"-game", "imhotep", "-seats", "human,automaton"}, "no solo opponent"},
		{[]string{"-game", "tekhenu", "-solo", "extreme"}, "extreme"},
		{[]string{"-game", "tekhenu", "-solo", "easy", "-seats", "human,easy"}, "no automaton"},
		{[]string{"-game", "tekhenu", "-solo", "easy", "-opt", "solo=hard"}, "disagree"},
	} {
		o, err := parseFlags(c.args, io.Discard)
		if err == nil {
			_, err = o.spec("en")
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error naming %q", c.args, err, c.want)
		}
	}
}

// -game pharaon: -solo sets the Traitor's level (option traitor), -seats
// up to five; the Traitor is named as the locale names it.
func TestPharaonFlags(t *testing.T) {
	o, err := parseFlags([]string{"-game", "pharaon", "-solo", "3", "-seed", "2"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.seats, ",") != "human,automaton" || o.opts["traitor"] != "3" || o.opts["solo"] != "" {
		t.Fatalf("seats %v opts %v", o.seats, o.opts)
	}
	sp, err := o.spec("fr")
	if err != nil {
		t.Fatal(err)
	}
	if len(sp.Seats) != 2 || sp.Seats[1].Name != "Le Traître" {
		t.Errorf("seats %+v", sp.Seats)
	}
	s, err := session.New(*sp)
	if err != nil || s.Spec().Options["players"] != "1" || s.Spec().Options["traitor"] != "3" {
		t.Fatalf("session: %v %v", err, s)
	}
	o, err = parseFlags([]string{"-game", "pharaon", "-seats", "human,hard,hard,easy,random", "-opt", "discovery=10010"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if sp, err = o.spec("en"); err != nil || len(sp.Seats) != 5 {
		t.Fatalf("5 seats: %+v %v", sp, err)
	}
	if s, err := session.New(*sp); err != nil || s.Spec().Options["players"] != "5" {
		t.Fatalf("session: %v", err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "pharaon", "-solo", "7"}, "7"},
		{[]string{"-game", "pharaon", "-solo", "2", "-opt", "traitor=4"}, "disagree"},
	} {
		o, err := parseFlags(c.args, io.Discard)
		if err == nil {
			_, err = o.spec("en")
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error naming %q", c.args, err, c.want)
		}
	}
}
