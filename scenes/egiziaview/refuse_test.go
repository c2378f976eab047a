package egiziaview

import (
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
)

// badText reports a string that is a missing key or left a placeholder.
func badText(s string) bool {
	return s == "" || strings.Contains(s, "[egizia.") || strings.ContainsAny(s, "{}")
}

// At positions of random games, in both languages: every click on a
// target that does nothing says why in words, every usable target's
// hover hint and every option and button label reads as words.
func TestRefusalsAndHintsHaveWords(t *testing.T) {
	refused, hinted, labels := map[string]int{}, 0, 0
	for i, players := range []int{2, 3, 4, 3} {
		lang := []string{"en", "fr"}[i%2]
		seed := uint64(40 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, lang, s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			legal := s.Legal(nil)
			if step%3 == 0 {
				syncTo(v, s, legal)
				v.Pick(nil, legal)
				for _, tg := range append(v.boardTargets(), v.panelTargets(s.CurrentPlayer())...) {
					r := v.targetRect(tg)
					if r.Empty() {
						continue
					}
					if v.usable(tg) {
						if h := v.hoverHint(tg); badText(h) {
							t.Fatalf("%s: hover hint of %v reads %q", lang, tg, h)
						}
						hinted++
						continue
					}
					key, args := v.refuse(tg)
					if key == "" {
						if !v.infoTarget(tg, s.Phase()) {
							t.Fatalf("%s: no refusal for %v, not an information item", lang, tg)
						}
						refused["(info)"]++
						continue
					}
					if txt := v.t(key, args...); badText(txt) {
						t.Fatalf("%s: refusal of %v reads %q", lang, tg, txt)
					}
					refused[key]++
				}
				checkControls(t, v)
				for _, k := range v.buttons() {
					if l := v.buttonLabel(k); badText(l) {
						t.Fatalf("%s: button %d reads %q", lang, k, l)
					}
					labels++
				}
				// The options of every target with a choice.
				for _, a := range legal {
					pts := v.ClickFor(a)
					if len(pts) < 2 {
						continue
					}
					v.Pick(input.TapAt(pts[0].X, pts[0].Y), legal)
					checkControls(t, v)
					for _, o := range v.offered() {
						if l := v.optionLabel(o); badText(l) {
							t.Fatalf("%s: option %d of %s reads %q", lang, o, s.ActionString(a), l)
						}
						labels++
					}
					v.CancelPick()
				}
				if key, args := v.prompt(); key == "" || badText(v.t(key, args...)) {
					t.Fatalf("%s: prompt at %v reads %q", lang, s.Phase(), v.t(key, args...))
				}
			}
			a := s.RolloutAction(&rng, nil)
			if step%2 == 1 {
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(refused) < 4 || hinted == 0 || labels == 0 {
		t.Errorf("too few cases: refusals %v, hints %d, labels %d", refused, hinted, labels)
	}
	t.Logf("refusals %v, hints %d, labels %d", refused, hinted, labels)
}

// A click on a taken slot is refused with its reason, once; a click when
// another seat decides names that seat.
func TestRefusedClick(t *testing.T) {
	s, ok := boardPlay(t, 3, 9, func(s *egizia.State) bool {
		if s.Phase() != egizia.PhPlace {
			return false
		}
		for z := 0; z < egizia.NumZones; z++ {
			if s.Slot(z, 0) != egizia.Empty {
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatal("no position with a taken slot")
	}
	v := pickView(t, "en", s)
	legal := s.Legal(nil)
	syncTo(v, s, legal)
	for z := 0; z < egizia.NumZones; z++ {
		if s.Slot(z, 0) == egizia.Empty {
			continue
		}
		c := v.targetRect(target{tSlot, z, 0}).Center()
		if _, ok, _ := v.Pick(input.TapAt(c.X, c.Y), legal); ok {
			t.Fatal("a taken slot gave an action")
		}
		key, _, ok := v.Refused()
		if !ok || key != "egizia.refuse.taken" {
			t.Fatalf("refused %q %v, want egizia.refuse.taken", key, ok)
		}
		if _, _, ok := v.Refused(); ok {
			t.Fatal("the refusal was given twice")
		}
		break
	}
	// Another seat's turn: the view's seats are not human.
	for i := range v.Env.Seats {
		v.Env.Seats[i].Human = false
	}
	syncTo(v, s, legal)
	c := v.targetRect(target{tCard, 0, 0}).Center()
	v.Pick(input.TapAt(c.X, c.Y), legal)
	key, args, ok := v.Refused()
	if !ok || key != "egizia.refuse.not_turn" || len(args) != 2 || args[1] != v.Env.Seats[s.CurrentPlayer()].Name {
		t.Fatalf("refused %q %v %v, want not_turn naming the seat", key, args, ok)
	}
	// A click on the background is no mistake.
	v.Pick(input.TapAt(v.Area.X+1, v.Area.Y+1), legal)
	if k, _, ok := v.Refused(); ok {
		t.Fatalf("background refused: %q", k)
	}
}

// checkControls fails when a control of the picker leaves the board or
// its dock, or overlaps another.
func checkControls(t *testing.T, v *View) {
	t.Helper()
	d := v.dock()
	var rs []target
	for _, it := range v.pickItems() {
		if it.T.kind == tNone {
			continue
		}
		r := it.R
		if r.X < d.X-0.5 || r.Y < d.Y-0.5 || r.Right() > d.Right()+0.5 || r.Bottom() > d.Bottom()+0.5 {
			t.Fatalf("control %v at %v leaves the dock %v", it.T, r, d)
		}
		for _, o := range rs {
			if in := v.targetRect(o).Intersect(r); in.W > 0 && in.H > 0 {
				t.Fatalf("controls %v and %v overlap", o, it.T)
			}
		}
		rs = append(rs, it.T)
	}
}
