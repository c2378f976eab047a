package pharaonview

import (
	"fmt"
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// pickEnv is an env where every seat is a human at this screen (solo: the
// Traitor's seat is not).
func pickEnv(t testing.TB, lang string, seats int, solo bool) *gameview.Env {
	t.Helper()
	e := &gameview.Env{Loc: loadLocTB(t, lang), Sprites: render.NewSprites(), Speed: anim.Off}
	for p := 0; p < seats; p++ {
		e.Seats = append(e.Seats, gameview.Seat{Name: []string{"Ana", "Ben", "Cleo", "Dan", "Eve"}[p], Color: entryColors[p], Human: !(solo && p == 1)})
	}
	return e
}

// pickView is a view laid out as the match does, showing s to the seat
// to act.
func pickView(t testing.TB, lang string, s *pharaon.State) *View {
	t.Helper()
	solo, _ := s.Solo()
	v := NewView(pickEnv(t, lang, s.NumPlayers(), solo)).(*View)
	v.Layout(layout.MatchLayout(s.NumPlayers(), false).Board)
	v.Sync(s, nil, s.CurrentPlayer())
	return v
}

func tapAt(p geom.Point) []input.Intent { return input.TapAt(p.X, p.Y) }

// roundTrip clicks where ClickFor says for a and checks that Pick gives a
// at the last click only; it returns the number of clicks.
func roundTrip(t *testing.T, v *View, s *pharaon.State, legal []engine.Action, a engine.Action) int {
	t.Helper()
	return viewtest.RoundTrip(t, v, v.Area, s, s.Phase(), legal, a)
}

// Every legal action at every decision of random games, 1 to 5 players,
// is made by ClickFor's clicks through Pick.
func TestClickForEveryAction(t *testing.T) {
	kinds := map[mkind]int{}
	for _, players := range []int{1, 2, 3, 4, 5, 1, 2} {
		seed := uint64(100 + players + 7*len(kinds))
		s := boardGame(t, players, seed)
		v := pickView(t, []string{"en", "fr"}[players%2], s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			v.Sync(s, nil, s.CurrentPlayer())
			legal := s.Legal(nil)
			for i, a := range legal {
				// Long lists (payments, the Wise Woman): a sample.
				if len(legal) > 24 && i%7 != step%7 {
					continue
				}
				kinds[decode(s, a).K]++
				roundTrip(t, v, s, legal, a)
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for k := mKeepNoble; k <= mPay; k++ {
		if kinds[k] == 0 && k != mDiplomat && k != mTutor && k != mTreasurer && k != mWise && k != mArtPick && k != mChoice {
			t.Errorf("no action of kind %d was tried", k)
		}
	}
	t.Logf("kinds tried: %v", kinds)
}

// The rarer decisions (the Nobles' powers, the Diplomat, the Tutor,
// Artisan picks and choices): positions searched in random games.
func TestClickForRareActions(t *testing.T) {
	want := []mkind{mDiplomat, mTutor, mWise, mTreasurer, mArtPick, mChoice, mSplit, mPassNoJar, mPyrRes, mPyrBag}
	found := map[mkind]int{}
	for seed := uint64(1); seed < 400 && len(found) < len(want); seed++ {
		players := 1 + int(seed%5)
		s := boardGame(t, players, seed)
		rng := engine.NewRNG(seed)
		var v *View
		for !s.Terminal() {
			legal := s.Legal(nil)
			for _, a := range legal {
				k := decode(s, a).K
				if slices.Contains(want, k) && found[k] < 3 {
					if v == nil {
						v = pickView(t, "en", s)
					}
					v.Sync(s, nil, s.CurrentPlayer())
					roundTrip(t, v, s, legal, a)
					found[k]++
				}
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range want {
		if found[k] == 0 {
			t.Errorf("no position with an action of kind %d", k)
		}
	}
	t.Logf("found %v", found)
}

// A full game through the picker alone at each player count: each move is
// a random legal action made by its clicks (a payment: another than the
// suggestion as often as not).
func TestFullGamesThroughPicker(t *testing.T) {
	for players := 1; players <= 5; players++ {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			seed := uint64(30 + players)
			s := boardGame(t, players, seed)
			v := pickView(t, "en", s)
			rng := engine.NewRNG(seed)
			moves, pays, other := 0, 0, 0
			for !s.Terminal() {
				legal := s.Legal(nil)
				if _, ok, _ := v.Pick(nil, legal); ok {
					t.Fatalf("move %d: Pick gave an action with no click", moves)
				}
				want := legal[rng.IntN(len(legal))]
				pts := v.ClickFor(want)
				if len(pts) == 0 {
					t.Fatalf("move %d: no clicks for %s", moves, s.ActionString(want))
				}
				got, ok, _ := pickAll(v, pts, legal)
				if !ok || got != want {
					t.Fatalf("move %d: %s not picked", moves, s.ActionString(want))
				}
				if s.Phase() == pharaon.PhPay {
					pays++
					if want != s.SuggestedPayment() {
						other++
					}
				}
				apply(t, v, s, got)
				moves++
			}
			if moves < 50 || pays < 10 {
				t.Errorf("%d moves, %d payments", moves, pays)
			}
			t.Logf("%d moves, %d payments (%d not the suggestion)", moves, pays, other)
		})
	}
}

func pickAll(v *View, pts []geom.Point, legal []engine.Action) (engine.Action, bool, bool) {
	var a engine.Action
	ok, redraw := false, false
	for _, p := range pts {
		a, ok, redraw = v.Pick(tapAt(p), legal)
	}
	return a, ok, redraw
}

// click taps control t where the view shows it.
func click(t *testing.T, v *View, c target, legal []engine.Action) {
	t.Helper()
	p, ok := v.pointOf(c)
	if !ok {
		t.Fatalf("control %+v not shown", c)
	}
	if _, done, _ := v.Pick(tapAt(p), legal); done {
		t.Fatalf("control %+v played an action", c)
	}
}

func apply(t *testing.T, v *View, s *pharaon.State, a engine.Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	v.Sync(s, []engine.Event{}, s.CurrentPlayer())
}

// Prompts: every decision of random games has its sentence in both
// languages.
func TestPromptsInBothLanguages(t *testing.T) {
	en, fr := loadLocTB(t, "en"), loadLocTB(t, "fr")
	seen := map[string]bool{}
	for players := 1; players <= 5; players++ {
		s := boardGame(t, players, uint64(60+players))
		v := pickView(t, "en", s)
		rng := engine.NewRNG(uint64(players))
		for !s.Terminal() {
			v.Sync(s, nil, s.CurrentPlayer())
			key, args := v.prompt()
			seen[key] = true
			for _, b := range []*struct {
				lang string
				ok   bool
				txt  string
			}{{"en", en.Has(key), en.T(key, args...)}, {"fr", fr.Has(key), fr.T(key, args...)}} {
				if !b.ok || b.txt == key || b.txt == "" {
					t.Fatalf("%s: prompt %s missing (%q)", b.lang, key, b.txt)
				}
			}
			legal := s.Legal(nil)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{"setup_noble", "setup_jar", "turn", "pay", "end"} {
		if !seen["pharaon.prompt."+k] {
			t.Errorf("prompt %s never shown", k)
		}
	}
	t.Logf("%d prompts seen", len(seen))
}

// Hovering a spot that a click would use names what the click does.
func TestHoverSaysWhatAClickDoes(t *testing.T) {
	n := 0
	for players := 1; players <= 5; players++ {
		s := boardGame(t, players, uint64(80+players))
		v := pickView(t, "fr", s)
		rng := engine.NewRNG(uint64(players))
		for !s.Terminal() {
			v.Sync(s, nil, s.CurrentPlayer())
			legal := s.Legal(nil)
			for _, c := range v.decision(legal).Ms {
				if !boardTarget(c.How.Prim) {
					continue
				}
				p, ok := v.pointOf(c.How.Prim)
				if !ok {
					t.Fatalf("%s: its spot cannot be clicked", s.ActionString(c.A))
				}
				v.Pick([]input.Intent{{Kind: input.Move, X: p.X, Y: p.Y}}, legal)
				// A Nile option says it by its tooltip ("Pay Construction
				// and Royalty: climb..."), without a hint stacked on it.
				nileTip := c.How.Prim.kind == tNileOpt && len(v.tipLines(c.How.Prim)) > 0
				if v.pk.Hover != c.How.Prim || (v.hoverHint(v.pk.Hover) == "" && !nileTip) {
					t.Fatalf("%s: hover %+v hint %q", s.ActionString(c.A), v.pk.Hover, v.hoverHint(v.pk.Hover))
				}
				n++
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d hovers", n)
	}
}
