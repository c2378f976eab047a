package pharaonview

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/scenes/layout"
)

// The payment picker offers exactly the legal payments and pre-selects
// the engine's suggestion (the cheapest).
func TestPaymentPickerOffersLegalPayments(t *testing.T) {
	checked, multi := 0, 0
	for players := 1; players <= 5; players++ {
		for seed := uint64(1); seed <= 4; seed++ {
			s := boardGame(t, players, seed*11+uint64(players))
			v := pickView(t, "en", s)
			rng := engine.NewRNG(seed)
			for !s.Terminal() {
				v.Sync(s, nil, s.CurrentPlayer())
				legal := s.Legal(nil)
				if s.Phase() == pharaon.PhPay {
					v.decision(legal)
					pp := &v.pk.pay
					if !pp.open {
						t.Fatal("PhPay: no payment picker")
					}
					if _, ok := v.controlRect(target{kConfirm, 0, 0}); !ok {
						t.Fatal("PhPay: no Confirm")
					}
					checkPays(t, s, pp, legal)
					if len(pp.pays) > 1 {
						multi++
					}
					checked++
				}
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked < 50 || multi < 10 {
		t.Errorf("only %d PhPay positions (%d with a choice)", checked, multi)
	}
	t.Logf("%d PhPay positions, %d with several payments", checked, multi)
}

// checkPays: the picker's payments are legal's, each once, the one
// chosen is the cheapest by the engine's order.
func checkPays(t *testing.T, s *pharaon.State, pp *payPick, legal []engine.Action) {
	t.Helper()
	var got []engine.Action
	for _, o := range pp.pays {
		got = append(got, o.a)
	}
	slices.Sort(got)
	want := slices.Clone(legal)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("picker offers %d payments, legal %d", len(got), len(want))
	}
	o, ok := pp.current()
	if !ok || pp.cur != 0 {
		t.Fatalf("the suggestion is not the first (cur %d)", pp.cur)
	}
	if c := s.SuggestedPayment(); o.a != c {
		t.Fatalf("suggested %s, cheapest %s", s.ActionString(o.a), s.ActionString(c))
	}
	// Every payment can be reached in the panel: its access token is
	// offered, and its way to pay with it.
	kinds := pp.accessKinds()
	for _, x := range pp.pays {
		if !slices.Contains(kinds, int(x.p.Access)) {
			t.Fatalf("access %d not offered", x.p.Access)
		}
	}
}

// A payment made through the panel's clicks: each legal one, in PhPay.
func TestPaymentPickerClicksEachPayment(t *testing.T) {
	n := 0
	for seed := uint64(1); seed <= 30 && n < 200; seed++ {
		players := 2 + int(seed%4)
		s, ok := boardPlay(t, players, seed, func(s *pharaon.State) bool {
			return s.Phase() == pharaon.PhPay && len(s.Legal(nil)) >= 3
		})
		if !ok {
			continue
		}
		v := pickView(t, "fr", s)
		legal := s.Legal(nil)
		for _, a := range legal {
			k := roundTrip(t, v, s, legal, a)
			if k < 1 {
				t.Fatal("no clicks")
			}
			n++
		}
	}
	if n < 50 {
		t.Errorf("only %d payments clicked", n)
	}
}

// Pictures of the payment picker (a preview, then a choice changed) and
// of the solo split, for a person to look at ($PHARAON_SHOTS or
// /tmp/vpick).
func TestPickPictures(t *testing.T) {
	dir := os.Getenv("PHARAON_SHOTS")
	if dir == "" {
		dir = "/tmp/vpick"
	}
	// A payment with several ways.
	s, ok := boardPlay(t, 3, 5, func(s *pharaon.State) bool {
		return s.Phase() == pharaon.PhPay && s.Round() >= 2 && len(s.Legal(nil)) >= 4
	})
	if !ok {
		t.Fatal("no position")
	}
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, s)
		m := layout.MatchLayout(s.NumPlayers(), false)
		img := screen(v, m)
		savePNG(t, img, dir, fmt.Sprintf("pay_%s.png", lang))
		img.Deallocate()
		// Another way to pay chosen.
		pp := &v.pk.pay
		if ks := pp.accessKinds(); len(ks) > 1 {
			click(t, v, target{kPayAccess, ks[1], 0}, s.Legal(nil))
		} else {
			click(t, v, target{kPaySpend, pp.spends()[1], 0}, s.Legal(nil))
		}
		img = screen(v, m)
		savePNG(t, img, dir, fmt.Sprintf("pay_changed_%s.png", lang))
		img.Deallocate()
	}
	// An Offerings lot: with the extra or not.
	so, ok := boardPlay(t, 4, 9, func(s *pharaon.State) bool {
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
	if ok {
		v := pickView(t, "en", so)
		for _, a := range so.Legal(nil) {
			if m := decode(so, a); m.K == mOffer && m.Extra {
				pts := v.ClickFor(a)
				for _, p := range pts[:len(pts)-1] {
					v.Pick(tapAt(p), so.Legal(nil))
				}
				break
			}
		}
		img := screen(v, layout.MatchLayout(so.NumPlayers(), false))
		savePNG(t, img, dir, "pick_offerings_extra_en.png")
		img.Deallocate()
	}
	// The solo split.
	ss, ok := boardPlay(t, 1, 3, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhSplit })
	if !ok {
		t.Fatal("no split")
	}
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, ss)
		img := screen(v, layout.MatchLayout(ss.NumPlayers(), false))
		savePNG(t, img, dir, fmt.Sprintf("split_%s.png", lang))
		img.Deallocate()
	}
}

// Pictures of the other panels: the setup pair, End turn with a power,
// the Diplomat's basket, a power's options, Pass in round 5.
func TestPickPanelsPictures(t *testing.T) {
	dir := os.Getenv("PHARAON_SHOTS")
	if dir == "" {
		dir = "/tmp/vpick"
	}
	lang := "en"
	shot := func(name string, players int, f func(s *pharaon.State) bool, then func(v *View, s *pharaon.State)) {
		for seed := uint64(1); seed < 300; seed++ {
			n := players
			if n > 1 {
				n += int(seed % 3)
			}
			s, ok := boardPlay(t, n, seed, f)
			if !ok || s.Terminal() {
				continue
			}
			v := pickView(t, lang, s)
			if then != nil {
				then(v, s)
			}
			img := screen(v, layout.MatchLayout(s.NumPlayers(), false))
			savePNG(t, img, dir, name)
			img.Deallocate()
			return
		}
		t.Errorf("no position for %s", name)
	}
	has := func(k mkind) func(s *pharaon.State) bool {
		return func(s *pharaon.State) bool {
			return slices.ContainsFunc(s.Legal(nil), func(a engine.Action) bool { return decode(s, a).K == k })
		}
	}
	shot("pick_pair.png", 2, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhSetupNoble }, nil)
	shot("pick_end_power.png", 2, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhEnd && has(mWise)(s) }, nil)
	shot("pick_diplomat.png", 2, has(mDiplomat), func(v *View, s *pharaon.State) {
		for _, c := range v.decision(s.Legal(nil)).Ms {
			if c.M.K == mDiplomat {
				v.Pick(tapAt(mustRect(t, v, target{kRes, c.M.Set[0], 0}).Center()), s.Legal(nil))
				break
			}
		}
	})
	shot("pick_wise.png", 2, has(mWise), func(v *View, s *pharaon.State) {
		v.Pick(tapAt(mustRect(t, v, target{kPower, 0, 0}).Center()), s.Legal(nil))
	})
	shot("pick_pass_round5.png", 2, has(mPassNoJar), nil)
	shot("pick_arrow.png", 2, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhArrow }, nil)
	shot("pick_solo_pay.png", 1, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhPay && len(s.Legal(nil)) > 2 }, nil)
	shot("pick_solo_pyramid.png", 1, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhPyramid }, nil)
	shot("pick_solo_pair.png", 1, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhSetupNoble }, nil)
	lang = "fr"
	shot("pick_end_powers_fr.png", 2, func(s *pharaon.State) bool {
		return s.Phase() == pharaon.PhEnd && has(mWise)(s) && has(mTreasurer)(s)
	}, nil)
	shot("pick_solo_pay_fr.png", 1, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhPay && len(s.Legal(nil)) > 4 }, nil)
}
