package pharaonview

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/input"
	"nilegames/render/geom"
)

// A monkey: random clicks, right clicks and Escapes all over the board in
// random positions of games at 1..5 players never panic, never give an
// action that is not legal, and every refused click on the board says
// why, in both languages.
func TestMonkeyClicks(t *testing.T) {
	en, fr := loadLocTB(t, "en"), loadLocTB(t, "fr")
	reasons := map[string]int{}
	played := 0
	for players := 1; players <= 5; players++ {
		seed := uint64(200 + players)
		s := boardGame(t, players, seed)
		v := pickView(t, []string{"en", "fr"}[players%2], s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			v.Sync(s, nil, s.CurrentPlayer())
			legal := s.Legal(nil)
			var next engine.Action = -1
			for i := 0; i < 12 && next < 0; i++ {
				var p geom.Point
				if i%2 == 0 {
					p = geom.Pt(v.Area.X+rng.Float64()*v.Area.W, v.Area.Y+rng.Float64()*v.Area.H)
				} else {
					// Somewhere that means something: a board spot or a control.
					ts := append(v.boardTargets(), v.controlHit(geom.Pt(-1, -1))...)
					for _, it := range v.pickItems() {
						if it.T.kind != tNone {
							ts = append(ts, it.T)
						}
					}
					r := v.targetRect(ts[rng.IntN(len(ts))])
					p = r.Center()
				}
				var in []input.Intent
				switch rng.IntN(10) {
				case 0:
					in = []input.Intent{{Kind: input.Click, X: p.X, Y: p.Y, Button: input.ButtonRight}}
				case 1:
					in = []input.Intent{{Kind: input.Back}}
				default:
					in = tapAt(p)
				}
				a, ok, _ := v.Pick(in, legal)
				if ok {
					if !slices.Contains(legal, a) {
						t.Fatalf("a click gave %d, not legal", a)
					}
					next = a
				}
				if key, args, ok := v.Refused(); ok {
					reasons[key]++
					for _, b := range []struct {
						lang string
						has  bool
						txt  string
					}{{"en", en.Has(key), en.T(key, args...)}, {"fr", fr.Has(key), fr.T(key, args...)}} {
						if !b.has || b.txt == "" || strings.Contains(b.txt, "{") {
							t.Fatalf("%s: refusal %s reads %q", b.lang, key, b.txt)
						}
					}
				}
			}
			if next >= 0 {
				played++
			} else {
				next = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(next); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(reasons) < 5 || played < 20 {
		t.Errorf("reasons %v, %d moves played by random clicks", reasons, played)
	}
	t.Logf("reasons %v, %d moves played by random clicks", reasons, played)
}

// Refusals name the reason: a card that cannot be paid, a full segment,
// not your turn, a Burial step that is not the next one.
func TestRefusalReasons(t *testing.T) {
	// A card of the display that cannot be taken now.
	s, ok := boardPlay(t, 3, 4, func(s *pharaon.State) bool {
		if s.Phase() != pharaon.PhTurn {
			return false
		}
		legal := s.Legal(nil)
		for i := 0; i < 4; i++ {
			if s.ArtisanDisplay()[i] >= 0 && !slices.ContainsFunc(legal, func(a engine.Action) bool {
				m := decode(s, a)
				return m.K == mArtisan && m.I == i
			}) {
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatal("no position")
	}
	v := pickView(t, "en", s)
	legal := s.Legal(nil)
	for i := 0; i < 4; i++ {
		tg := target{tArtCard, i, 0}
		if v.usable(tg) || s.ArtisanDisplay()[i] < 0 {
			continue
		}
		v.Pick(tapAt(v.targetRect(tg).Center()), legal)
		key, args, ok := v.Refused()
		if !ok || (key != "pharaon.refuse.cannot_pay" && key != "pharaon.refuse.no_slot") {
			t.Fatalf("artisan %d: refusal %q %v", i, key, args)
		}
		txt := v.t(key, args...)
		if key == "pharaon.refuse.cannot_pay" && !strings.Contains(txt, "3 identical") {
			t.Errorf("reason %q", txt)
		}
		t.Logf("%s", txt)
		break
	}
	// Burial: a step that is not the next one.
	v.Pick(tapAt(v.targetRect(target{tBurial, 7, 0}).Center()), legal)
	if key, args, _ := v.Refused(); key != "pharaon.refuse.burial_next" && key != "pharaon.refuse.cannot_pay" {
		t.Errorf("burial step 8: %q %v", key, args)
	}
	// Not your turn: the view of another seat (a bot plays).
	v.Env.Seats[s.CurrentPlayer()].Human = false
	v.Sync(s, nil, -1)
	v.Pick(tapAt(v.targetRect(target{tNileOpt, 0, 0}).Center()), legal)
	if key, _, _ := v.Refused(); key != "pharaon.refuse.not_your_turn" {
		t.Errorf("a bot's turn: %q", key)
	}
	v.watchClick(v.targetRect(target{tNileOpt, 0, 0}).Center())
	if key, _, _ := v.Refused(); key != "pharaon.refuse.not_your_turn" {
		t.Errorf("watch: %q", key)
	}
	if _, _, ok := v.Refused(); ok {
		t.Error("a refusal is told twice")
	}
}

// A passed player's gain on the Pyramid: a card says it is too late.
func TestRefusalPassed(t *testing.T) {
	s, ok := boardPlay(t, 3, 12, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhPyramid })
	if !ok {
		t.Skip("no pyramid gain in this game")
	}
	v := pickView(t, "fr", s)
	v.Pick(tapAt(v.targetRect(target{tNileOpt, 2, 0}).Center()), s.Legal(nil))
	if key, _, _ := v.Refused(); key != "pharaon.refuse.passed" {
		t.Errorf("refusal %q", key)
	}
}

// Escape, the right click and Cancel drop a half-made choice (an
// Offerings lot, with its extra or not), and nothing is played.
func TestCancelPartialChoice(t *testing.T) {
	s, ok := boardPlay(t, 2, 8, func(s *pharaon.State) bool {
		if s.Phase() != pharaon.PhTurn {
			return false
		}
		for _, a := range s.Legal(nil) {
			if m := decode(s, a); m.K == mOffer && m.Extra {
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatal("no position")
	}
	v := pickView(t, "en", s)
	legal := s.Legal(nil)
	var lot engine.Action
	for _, a := range legal {
		if m := decode(s, a); m.K == mOffer && m.Extra {
			lot = a
			break
		}
	}
	pts := v.ClickFor(lot)
	if len(pts) != 2 {
		t.Fatalf("%s: %d clicks", s.ActionString(lot), len(pts))
	}
	for _, cancel := range [][]input.Intent{
		{{Kind: input.Back}},
		{{Kind: input.Click, X: pts[0].X, Y: pts[0].Y, Button: input.ButtonRight}},
		{{Kind: input.Click, Button: input.ButtonLeft}}, // the Cancel button, once shown
	} {
		if _, done, _ := v.Pick(tapAt(pts[0]), legal); done || !v.Selecting() {
			t.Fatalf("%s: no choice half made", s.ActionString(lot))
		}
		if key, _ := v.prompt(); key != "pharaon.prompt.offer_extra" {
			t.Errorf("prompt %s", key)
		}
		if cancel[0].Kind == input.Click && cancel[0].Button == input.ButtonLeft {
			cancel = tapAt(mustRect(t, v, target{kCancel, 0, 0}).Center())
		}
		if _, done, _ := v.Pick(cancel, legal); done {
			t.Fatalf("%v played something", cancel[0])
		}
		if v.Selecting() {
			t.Fatalf("%v: still selecting", cancel[0].Kind)
		}
	}
	key, _ := v.prompt()
	if key != "pharaon.prompt.turn" && key != "pharaon.prompt.turn_last" {
		t.Errorf("prompt after cancel: %s", key)
	}
}

func mustRect(t *testing.T, v *View, c target) geom.Rect {
	t.Helper()
	r, ok := v.controlRect(c)
	if !ok {
		t.Fatalf("control %s not shown", fmt.Sprint(c))
	}
	return r
}
