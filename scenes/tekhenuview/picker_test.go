package tekhenuview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/scenes/gameview/viewtest"
)

// Every legal action of random games is reachable by clicks inside the
// board, and those clicks pick back exactly that action.
func TestClickForRoundTrip(t *testing.T) {
	kinds := map[int]int{}
	multi := 0
	for g := 0; g < 3; g++ {
		n := 2 + g
		seed := uint64(40 + g)
		s := newGame(t, n, seed)
		v := newView(t, testEnv(t, []string{"en", "fr"}[g%2], n))
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			v.Sync(s, nil, s.CurrentPlayer())
			legal := s.Legal(nil)
			if step%3 == 0 || len(legal) < 40 {
				for _, a := range legal {
					kinds[tekhenu.Decode(a).Kind]++
					if checkRoundTrip(t, v, s, legal, a) > 1 {
						multi++
					}
				}
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []int{tekhenu.MoveKeepDecree, tekhenu.MoveStart, tekhenu.MovePass, tekhenu.MoveTake, tekhenu.MoveProduce,
		tekhenu.MoveGod, tekhenu.MoveStatue, tekhenu.MoveColumn, tekhenu.MoveBuilding, tekhenu.MoveSection, tekhenu.MoveCard,
		tekhenu.MoveDistrict, tekhenu.MoveFaith} {
		if kinds[k] == 0 {
			t.Errorf("no move of kind %d was tested", k)
		}
	}
	if multi == 0 {
		t.Error("no action took several clicks")
	}
	t.Logf("kinds %v, %d in several clicks", kinds, multi)
}

func checkRoundTrip(t *testing.T, v *View, s *tekhenu.State, legal []engine.Action, a engine.Action) int {
	t.Helper()
	return viewtest.RoundTrip(t, v, v.Area, s, s.Phase(), legal, a)
}

// A full 3-player game played through the picker alone: each move is a
// random legal action made by its clicks.
func TestFullGameThroughPicker(t *testing.T) {
	s := newGame(t, 3, 77)
	v := newView(t, testEnv(t, "en", 3))
	rng := engine.NewRNG(77)
	moves := 0
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	v.Sync(s, nil, s.CurrentPlayer())
	for !s.Terminal() {
		for i := 0; i < 100 && v.Update(0.1); i++ {
		}
		legal := s.Legal(nil)
		want := legal[rng.IntN(len(legal))]
		got := clickAction(t, v, s, legal, want, moves)
		evs = evs[:0]
		if err := s.Apply(got); err != nil {
			t.Fatal(err)
		}
		v.Sync(s, evs, s.CurrentPlayer())
		moves++
	}
	if moves < 100 {
		t.Errorf("only %d moves", moves)
	}
}

// clickAction clicks where the view says want is (ClickFor) and fails the
// test unless the picker then returns want.
func clickAction(t *testing.T, v *View, s engine.State, legal []engine.Action, want engine.Action, move int) engine.Action {
	t.Helper()
	var got engine.Action
	ok := false
	for _, p := range v.ClickFor(want) {
		got, ok, _ = v.Pick(tap(p), legal)
	}
	if !ok || got != want {
		t.Fatalf("move %d: %s not picked", move, s.ActionString(want))
	}
	return got
}
