package imhotepview

import (
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/input"
	"nilegames/scenes/gameview"
)

var (
	_ gameview.Refuser  = (*View)(nil)
	_ gameview.Selector = (*View)(nil)
	_ gameview.Asker    = (*View)(nil)
	_ gameview.Watcher  = (*View)(nil)
)

// harbourFacts reads from the engine what the reasons claim.
func harbourFacts(s *imhotep.State) (free int, full []int, canSail bool) {
	for _, id := range s.RoundShips() {
		if ok, _ := s.ShipSailed(id); ok {
			continue
		}
		n := 0
		for _, o := range s.ShipSlots(id) {
			if o >= 0 {
				n++
			}
		}
		free += imhotep.Ships[id].Capacity - n
		if n == imhotep.Ships[id].Capacity {
			full = append(full, id)
		}
		if n >= imhotep.Ships[id].Minimum {
			canSail = true
		}
	}
	return
}

// TestRefusedFullShip: in a decision that wants a free slot (the Chisel's
// second stone, the Pyramid B ship bonus), a click on a full ship gives
// no action and says the ship is full.
func TestRefusedFullShip(t *testing.T) {
	found := 0
	for seed := uint64(1); seed < 400 && found < 3; seed++ {
		cfg := configs[seed%uint64(len(configs))]
		s := newGame(t, cfg.np, cfg.sides, seed)
		rng := engine.NewRNG(seed)
		for !s.Terminal() && found < 3 {
			d := s.PendingDecision()
			_, full, _ := harbourFacts(s)
			if (d.Kind == "chisel2" || (d.Kind == "bonus" && d.Bonus == "ship")) && len(full) > 0 {
				found++
				v := NewView(testEnv(t, "en", cfg.np, true)).(*View)
				v.Layout(testArea)
				v.Sync(s, nil, s.CurrentPlayer())
				i := v.target.shipIndex(full[0])
				hull := v.lay.shipRect(v.lay.berth(i), imhotep.Ships[full[0]].Capacity)
				legal := s.Legal(nil)
				if a, ok, _ := v.Pick(tap(hull.Center()), legal); ok {
					t.Fatalf("a click on full ship %d gave %s", full[0], s.ActionString(a))
				}
				key, args, ok := v.Refused()
				if !ok || key != "imhotep.refuse.ship_full" {
					t.Fatalf("full ship: refused %q %v %v", key, args, ok)
				}
				if _, _, again := v.Refused(); again {
					t.Error("the reason is given twice")
				}
				if msg := tr(v.Env.Bundle(), key, args...); !strings.Contains(msg, imhotep.Ships[full[0]].ID[1:]) {
					t.Errorf("%q does not name ship %s", msg, imhotep.Ships[full[0]].ID)
				}
			}
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no position with a full ship and a slot to choose")
	}
}

// TestRefusedGreyCard: every greyed blue card, clicked, gives no action and
// a reason that the engine's state bears out; its tooltip gives the same
// reason.
func TestRefusedGreyCard(t *testing.T) {
	reasons := map[string]int{}
	for seed := uint64(1); seed < 60; seed++ {
		cfg := configs[seed%uint64(len(configs))]
		s := newGame(t, cfg.np, cfg.sides, seed)
		v := NewView(testEnv(t, "fr", cfg.np, true)).(*View)
		v.Layout(testArea)
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			if s.PendingDecision().Kind == "turn" {
				v.Sync(s, nil, s.CurrentPlayer())
				legal := s.Legal(nil)
				for i, bt := range v.dec.buttons {
					if bt.enabled || bt.code >= int(imhotep.NumCards) {
						continue
					}
					r := v.lay.button(i, len(v.dec.buttons))
					if a, ok, _ := v.Pick(tap(r.Center()), legal); ok {
						t.Fatalf("greyed %v gave %s", imhotep.Card(bt.code), s.ActionString(a))
					}
					key, args, ok := v.Refused()
					if !ok {
						t.Fatalf("greyed %v: no reason", imhotep.Card(bt.code))
					}
					checkCardReason(t, s, imhotep.Card(bt.code), key, args)
					reasons[key]++
					lines, _, tok := v.Tooltip(r.Center().X, r.Center().Y)
					if !tok || lines[0] != tr(v.Env.Bundle(), key, args...) {
						t.Errorf("tooltip of greyed %v: %q", imhotep.Card(bt.code), lines)
					}
					v.CancelPick()
				}
			}
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(reasons) < 2 {
		t.Errorf("too few kinds of greyed cards met: %v", reasons)
	}
	t.Logf("reasons: %v", reasons)
}

func checkCardReason(t *testing.T, s *imhotep.State, c imhotep.Card, key string, args []any) {
	t.Helper()
	p := s.CurrentPlayer()
	free, _, canSail := harbourFacts(s)
	sled := s.Sled(p)
	bad := false
	switch key {
	case "imhotep.refuse.lever":
		bad = c != imhotep.Lever || canSail
	case "imhotep.refuse.no_free_slot":
		bad = free != 0
	case "imhotep.refuse.hammer_stones":
		bad = c != imhotep.Hammer || sled > 0 || s.Quarry(p) > 0
	case "imhotep.refuse.card_sled":
		bad = len(args) < 2 || sled >= args[1].(int)
	case "imhotep.refuse.chisel_slots":
		bad = c != imhotep.Chisel || free >= 2
	case "imhotep.refuse.sail":
		bad = c != imhotep.Sail
		for _, id := range s.RoundShips() {
			if ok, _ := s.ShipSailed(id); ok {
				continue
			}
			n, cap := 0, imhotep.Ships[id].Capacity
			for _, o := range s.ShipSlots(id) {
				if o >= 0 {
					n++
				}
			}
			if n < cap && n+1 >= imhotep.Ships[id].Minimum {
				bad = true
			}
		}
	default:
		bad = true
	}
	if bad {
		t.Fatalf("%v refused with %s %v, which the state belies (sled %d, free slots %d, a ship may sail %v)", c, key, args, sled, free, canSail)
	}
}

// TestRefusedShipAndSite: an empty ship cannot sail, a served site cannot
// be chosen, another seat's turn is no time to click; and the selection
// and the asked controls follow.
func TestRefusedShipAndSite(t *testing.T) {
	s := newGame(t, 3, "AAAAA", 5)
	v := NewView(testEnv(t, "en", 3, true)).(*View)
	v.Layout(testArea)
	v.Sync(s, nil, s.CurrentPlayer())
	legal := s.Legal(nil)
	// Round start: every ship is empty; click a hull off its slots (the bow).
	id := s.RoundShips()[0]
	hull := v.lay.shipRect(v.lay.berth(0), imhotep.Ships[id].Capacity)
	bow := v.lay.bowPoint(hull.Center(), imhotep.Ships[id].Capacity)
	if _, ok, _ := v.Pick(tap(bow), legal); ok || v.Selecting() {
		t.Fatal("an empty ship was taken")
	}
	key, args, ok := v.Refused()
	wantKey := "imhotep.refuse.ship_min"
	if s.Sled(s.CurrentPlayer()) == 0 {
		wantKey = "imhotep.refuse.sled_empty"
	}
	if !ok || key != wantKey {
		t.Fatalf("empty ship: %q %v", key, args)
	}
	// A site clicked with no ship chosen.
	if _, ok, _ := v.Pick(tap(v.lay.site(imhotep.Temple).Center()), legal); ok {
		t.Fatal("a site alone did something")
	}
	if key, _, _ := v.Refused(); key != "imhotep.refuse.ship_first" {
		t.Errorf("site first: %q", key)
	}
	if len(v.Asked()) == 0 || v.Asked()[0] != v.lay.actionBar() {
		t.Errorf("asked %v, want the action panel", v.Asked())
	}
	// Play until a ship has sailed and another can sail; choose it, then
	// the served site.
	rng := engine.NewRNG(5)
	for !s.Terminal() {
		served := -1
		for site := imhotep.Site(0); site < imhotep.NumSites; site++ {
			if s.SiteTaken(site) {
				served = int(site)
			}
		}
		if served >= 0 && s.PendingDecision().Kind == "turn" && hasKind(s.Legal(nil), imhotep.KindSail) {
			legal = s.Legal(nil)
			v.Sync(s, nil, s.CurrentPlayer())
			var sail engine.Action
			for _, a := range legal {
				if k, _, _, _ := imhotep.SplitAction(a); k == imhotep.KindSail {
					sail = a
					break
				}
			}
			pts := v.ClickFor(sail)
			v.Pick(tap(pts[0]), legal)
			if !v.Selecting() {
				t.Fatal("the ship is not selected")
			}
			if _, ok, _ := v.Pick(tap(v.lay.dock(imhotep.Site(served)).Center()), legal); ok {
				t.Fatal("a served site was chosen")
			}
			if key, _, _ := v.Refused(); key != "imhotep.refuse.site_taken" {
				t.Errorf("served site: %q", key)
			}
			if !v.Selecting() {
				t.Error("the refused click dropped the ship")
			}
			v.CancelPick()
			if v.Selecting() {
				t.Error("still selecting after cancel")
			}
			break
		}
		if err := s.Apply(randomAction(s, &rng)); err != nil {
			t.Fatal(err)
		}
	}
	// Another seat's turn: Watch says whose.
	env := testEnv(t, "en", 3, false)
	w := NewView(env).(*View)
	w.Layout(testArea)
	w.Sync(s, nil, -1)
	w.Watch([]input.Intent{{Kind: input.Click, X: w.lay.site(imhotep.Market).Center().X, Y: w.lay.site(imhotep.Market).Center().Y, Button: input.ButtonLeft}})
	if key, args, ok := w.Refused(); !s.Terminal() && (!ok || key != "imhotep.refuse.not_turn" || args[1] != w.name(s.CurrentPlayer())) {
		t.Errorf("bot's turn: %q %v %v", key, args, ok)
	}
	if w.Asked() != nil {
		t.Error("controls asked of nobody")
	}
}
