package pharaonview

import (
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/input"
	"nilegames/render"
)

// The payment panel has a Cancel: it plays nothing and asks the match,
// once, to take the Quarter action back (gameview.Backer); the right click
// does the same. Confirm still pays.
func TestPaymentCancelAsksBack(t *testing.T) {
	s, ok := boardPlay(t, 3, 5, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhPay })
	if !ok {
		t.Fatal("no PhPay position")
	}
	v := pickView(t, "en", s)
	legal := s.Legal(nil)
	if v.Back() {
		t.Fatal("Back before any click")
	}
	r := mustRect(t, v, target{kCancel, 0, 0})
	if c := mustRect(t, v, target{kConfirm, 0, 0}); !r.Intersect(c).Empty() {
		t.Errorf("Cancel %v over Confirm %v", r, c)
	}
	for _, in := range [][]input.Intent{
		tapAt(r.Center()),
		{{Kind: input.Click, X: v.Area.Center().X, Y: v.Area.Center().Y, Button: input.ButtonRight}},
	} {
		if _, done, _ := v.Pick(in, legal); done {
			t.Fatalf("%v played a payment", in[len(in)-1])
		}
		if !v.Back() {
			t.Errorf("%v: no Back asked", in[len(in)-1])
		}
		if v.Back() {
			t.Error("Back reported twice")
		}
	}
	a, done, _ := v.Pick(tapAt(mustRect(t, v, target{kConfirm, 0, 0}).Center()), legal)
	if !done || a != s.SuggestedPayment() || v.Back() {
		t.Errorf("Confirm: %v %v, want the suggested payment", s.ActionString(a), done)
	}
}

// Every prompt of random games fits the match's top bar (about 1280 px
// between the game's name and the buttons) in both languages, with a long
// name: the turn's used to end in "…".
func TestPromptsFitTheTopBar(t *testing.T) {
	const room = 1240
	f := render.Face(render.Medium, 24)
	for _, lang := range []string{"en", "fr"} {
		loc := loadLocTB(t, lang)
		worst := map[string]float64{}
		for players := 1; players <= 5; players++ {
			s := boardGame(t, players, uint64(70+players))
			v := pickView(t, lang, s)
			rng := engine.NewRNG(uint64(players))
			for !s.Terminal() {
				v.Sync(s, nil, s.CurrentPlayer())
				key, args := v.prompt()
				args = slices.Clone(args)
				for i := 0; i+1 < len(args); i += 2 {
					if args[i] == "player" {
						args[i+1] = "Hatshepsut"
					}
				}
				txt := loc.T(key, args...)
				if w := render.TextWidth(txt, f); w > room && w > worst[key] {
					worst[key] = w
					t.Errorf("%s %s: %.0f px > %d: %q", lang, key, w, room, txt)
				}
				legal := s.Legal(nil)
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// In solo no choice panel covers the spaces of the Traitor's tiles (the
// player reads them to foresee its moves): an Offerings lot's three buttons were too
// tall for the key under the tiles and hid their last spaces.
func TestSoloPanelsLeaveTheTilesInView(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		s := boardGame(t, 1, seed)
		v := pickView(t, "fr", s)
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			v.Sync(s, nil, s.CurrentPlayer())
			legal := s.Legal(nil)
			v.decision(legal)
			if v.pk.Dec.Human {
				// An Offerings lot with its extra opens its question.
				for _, a := range legal {
					if m := decode(s, a); m.K == mOffer && m.Extra && rng.IntN(2) == 0 {
						v.Pick(tapAt(v.ClickFor(a)[0]), legal)
						break
					}
				}
				key, _ := v.prompt()
				seen[key] = true
				for _, it := range v.pickItems() {
					for i, tile := range v.pl.Traitor.Tiles {
						// Spaces 2..13: the head (space 1, the god) may
						// hide under a tall payment panel.
						for j, sp := range tile.Spaces[1:] {
							if !it.R.Intersect(sp).Empty() {
								t.Fatalf("seed %d, %s: %v over tile %d space %d %v", seed, key, it.R, i, j+2, sp)
							}
						}
					}
				}
				v.cancelPick()
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{"offer_extra", "pay", "split", "choice", "pyramid"} {
		if !seen["pharaon.prompt."+k] {
			t.Errorf("prompt %s never checked", k)
		}
	}
}

// The new round marks the wheel once (it turned), not each slot emptied:
// those rings stayed, round the next players' tokens, until the human
// acted.
func TestNewRoundMarksTheWheelNotItsSlots(t *testing.T) {
	s, ok := boardPlay(t, 3, 4, func(s *pharaon.State) bool { return s.Round() >= 1 && s.Phase() == pharaon.PhTurn })
	if !ok {
		t.Fatal("no position")
	}
	v := pickView(t, "en", s)
	if ps := v.Places(pharaon.WheelTokenReturned{Colour: 0, Slot: 0}); len(ps) != 0 {
		t.Errorf("a returned token marks %v", ps)
	}
	if ps := v.Places(pharaon.WheelRotated{}); len(ps) != 1 {
		t.Errorf("the turned wheel marks %v", ps)
	}
}
