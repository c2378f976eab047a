package engine_test

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/internal/toy"
)

// playToy plays the bids given on a toy match.
func playToy(t *testing.T, opts engine.Options, seed uint64, bids ...int) engine.State {
	t.Helper()
	s, err := toy.Game{}.NewState(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bids {
		if err := s.Apply(engine.Action(b)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestSaveRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		opts engine.Options
		seed uint64
		bids []int
	}{
		{nil, 1, nil},
		{engine.Options{"cards": "5"}, 42, []int{3, 5, 1}},
		{engine.Options{"cards": "3"}, math.MaxUint64, []int{1, 2, 2, 3, 3, 1}}, // to the end
	} {
		s := playToy(t, tc.opts, tc.seed, tc.bids...)
		data, err := engine.Encode(s)
		if err != nil {
			t.Fatal(err)
		}
		l, err := engine.Load(data)
		if err != nil {
			t.Fatalf("Load: %v\n%s", err, data)
		}
		if l.String() != s.String() || !slices.Equal(l.History(), s.History()) || l.Seed() != tc.seed ||
			l.Options().String() != s.Options().String() || l.Terminal() != s.Terminal() {
			t.Errorf("round trip of %s changed the state:\n%s\n---\n%s", data, s, l)
		}
		for p, sc := range s.Scores() {
			if l.Scores()[p].Total != sc.Total {
				t.Errorf("round trip changed seat %d's score", p)
			}
		}
	}
}

// The save is readable JSON that names each action by its ActionString.
func TestSaveFormat(t *testing.T) {
	s := playToy(t, engine.Options{"cards": "4"}, 9, 4, 1)
	sv := engine.MakeSave(s)
	want := engine.Save{Format: engine.SaveFormat, Game: "toy", Options: engine.Options{"cards": "4"}, Seed: 9, Actions: []string{"bid 4", "bid 1"}}
	if sv.Format != want.Format || sv.Game != want.Game || sv.Seed != want.Seed ||
		sv.Options.String() != want.Options.String() || !slices.Equal(sv.Actions, want.Actions) {
		t.Errorf("MakeSave = %+v, want %+v", sv, want)
	}
	data, err := engine.Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"format", "game", "options", "seed", "actions"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("the save has no %q field:\n%s", k, data)
		}
	}
	// A save written by hand loads.
	l, err := engine.Load([]byte(`{"format":1,"game":"toy","options":{"cards":"4"},"seed":9,"actions":["bid 4","bid 1"]}`))
	if err != nil || l.String() != s.String() {
		t.Errorf("hand-written save: %v", err)
	}
}

func TestLoadRefusals(t *testing.T) {
	good, err := engine.Encode(playToy(t, engine.Options{"cards": "2"}, 5, 2, 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, data, want string
	}{
		{"truncated", string(good[:len(good)/2]), "truncated"},
		{"truncated after the first brace", "{", "truncated"},
		{"corrupt JSON", `{"format":1,,"game":"toy"}`, "not a valid save"},
		{"not JSON at all", "hello", "not a valid save"},
		{"a JSON array", `[1,2]`, "not a valid save"},
		{"empty", "", "empty"},
		{"only blanks", " \n\t", "empty"},
		{"unknown game", `{"format":1,"game":"chess","seed":1,"actions":[]}`, `unknown game "chess"`},
		{"no game", `{"format":1,"seed":1,"actions":[]}`, "names no game"},
		{"newer format", `{"format":2,"game":"toy","seed":1,"actions":[]}`, "newer version (format 2"},
		{"missing format", `{"game":"toy","seed":1,"actions":[]}`, "no format version"},
		{"negative format", `{"format":-1,"game":"toy","seed":1,"actions":[]}`, "format version -1"},
		{"illegal action", `{"format":1,"game":"toy","seed":1,"actions":["bid 1","bid 9"]}`, `action 2 "bid 9" is not legal`},
		{"unknown action", `{"format":1,"game":"toy","seed":1,"actions":["fold"]}`, `action 1 "fold" is not legal`},
		{"action after the end", `{"format":1,"game":"toy","options":{"cards":"1"},"seed":1,"actions":["bid 1","bid 1","bid 1"]}`, `action 3 "bid 1" comes after the end`},
		{"unknown field", `{"format":1,"game":"toy","seed":1,"actions":[],"cheat":true}`, `unknown field "cheat"`},
		{"wrong type", `{"format":1,"game":"toy","seed":"one","actions":[]}`, `field "seed"`},
		{"negative seed", `{"format":1,"game":"toy","seed":-1,"actions":[]}`, `field "seed"`},
		{"refused options", `{"format":1,"game":"toy","options":{"cards":"99"},"seed":1,"actions":[]}`, "options are refused: option cards=99"},
		{"data after the save", string(good) + `{"format":1}`, "data after the save"},
		{"a stray closing brace", string(good) + "}", "data after the save"},
		{"a stray closing bracket", string(good) + "\n]", "data after the save"},
		{"a bare number", "42", "not a valid save"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := engine.Load([]byte(tc.data))
			if err == nil {
				t.Fatalf("accepted: %s", s)
			}
			if !errors.Is(err, engine.ErrSave) {
				t.Errorf("error %q does not wrap engine.ErrSave", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not say %q", err, tc.want)
			}
		})
	}
}

func TestRegistry(t *testing.T) {
	g, ok := engine.Lookup("toy")
	if !ok || g.Info().Name != "toy" {
		t.Fatal("the toy game is not registered")
	}
	if _, ok := engine.Lookup("nope"); ok {
		t.Error("Lookup finds an unknown game")
	}
	if names := engine.Games(); !slices.Contains(names, "toy") || !slices.IsSorted(names) {
		t.Errorf("Games() = %v", names)
	}
}

func TestOutcome(t *testing.T) {
	if o := engine.Outcome(playToy(t, nil, 1)); o != nil {
		t.Errorf("Outcome before the end = %v", o)
	}
	// cards=1: both bid 1, a tie, the winners share.
	if o := engine.Outcome(playToy(t, engine.Options{"cards": "1"}, 1, 1, 1)); !slices.Equal(o, []float64{0.5, 0.5}) {
		t.Errorf("Outcome of a tie = %v", o)
	}
	// cards=2: seat 0 bids 2 then 1, seat 1 bids 1 then 2: each takes one
	// prize; the prizes are 1 and 2, so the winner depends on the deal.
	s := playToy(t, engine.Options{"cards": "2"}, 1, 2, 1, 1, 2)
	w := s.Winners()
	o := engine.Outcome(s)
	if len(w) != 1 || o[w[0]] != 1 || o[1-w[0]] != 0 {
		t.Errorf("Outcome = %v with winners %v", o, w)
	}
}

// FuzzLoad: any bytes either load into a state that saves back to itself,
// or are refused with ErrSave; never a panic.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(`{"format":1,"game":"toy","options":{"cards":"3"},"seed":7,"actions":["bid 1","bid 3","bid 2"]}`))
	f.Add([]byte(`{"format":1,"game":"toy","seed":1,"actions":[]}`))
	f.Add([]byte(`{"format":2}`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := engine.Load(data)
		if err != nil {
			if !errors.Is(err, engine.ErrSave) {
				t.Fatalf("error %q does not wrap ErrSave", err)
			}
			return
		}
		again, err := engine.Encode(s)
		if err != nil {
			t.Fatal(err)
		}
		l, err := engine.Load(again)
		if err != nil || l.String() != s.String() || !slices.Equal(l.History(), s.History()) {
			t.Fatalf("a loaded save does not round trip: %v\n%s", err, again)
		}
	})
}
