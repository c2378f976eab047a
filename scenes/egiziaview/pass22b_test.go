package egiziaview

import (
	"fmt"
	"image"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// Issue 22 play pass, report #6: while the flood choice of an effect was
// pending (placement step), a click on a river card said ships stop
// only at placement. A river click's refusal names the decision pending,
// for every kind of decision: the table is what a player must do first.
func TestRefusalNamesPendingDecision(t *testing.T) {
	want := map[egizia.Phase]string{
		egizia.PhSetupSphinx: "egizia.refuse.pending_sphinx",
		egizia.PhSphinxKeep:  "egizia.refuse.pending_sphinx",
		egizia.PhCrew:        "egizia.refuse.pending_crew",
		egizia.PhFlood:       "egizia.refuse.pending_flood",
		egizia.PhMarket:      "egizia.refuse.pending_market",
		egizia.PhFreeBrick:   "egizia.refuse.pending_free",
		egizia.PhGlean:       "egizia.refuse.glean_cards",
		egizia.PhWindow:      "egizia.refuse.ships_later",
		egizia.PhFeed:        "egizia.refuse.ships_later",
		egizia.PhBuild:       "egizia.refuse.ships_later",
		egizia.PhBuildItems:  "egizia.refuse.ships_later",
		egizia.PhExtraBuild:  "egizia.refuse.ships_later",
	}
	seen := map[egizia.Phase]bool{}
	inPlace := map[egizia.Phase]bool{} // a pending decision met in the placement step
	for i, players := range []int{2, 3, 4, 2, 3, 4, 2, 3} {
		seed := uint64(220 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, []string{"fr", "en"}[i%2], s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			legal := s.Legal(nil)
			ph := s.Phase()
			if key, ok := want[ph]; ok {
				syncTo(v, s, legal)
				v.Pick(nil, legal)
				for c := 0; c < egizia.NumCardSp; c++ {
					tg := target{tCard, c, 0}
					if v.usable(tg) || v.targetRect(tg).Empty() {
						continue
					}
					got, args := v.refuse(tg)
					if ph == egizia.PhGlean && got == "egizia.refuse.empty" {
						continue
					}
					if got != key {
						t.Fatalf("%v: a click on river card %d says %s (%q), want %s", ph, c, got, v.t(got, args...), key)
					}
					if badText(v.t(got, args...)) {
						t.Fatalf("%v: refusal reads %q", ph, v.t(got, args...))
					}
					seen[ph] = true
					if s.Step() == egizia.StepPlace {
						inPlace[ph] = true
					}
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
	for _, ph := range []egizia.Phase{egizia.PhSetupSphinx, egizia.PhFlood, egizia.PhCrew, egizia.PhFeed, egizia.PhBuild} {
		if !seen[ph] {
			t.Errorf("no river click checked in %v (seen %v)", ph, seen)
		}
	}
	if !inPlace[egizia.PhFlood] {
		t.Errorf("no flood choice met during placement (seen %v)", inPlace)
	}
}

// Issue 22 play pass, report #10: after Réserve de blé (+4 Wheat) the
// feeding prompt said Wheat 14 while the panel still showed the fields'
// 10, in red. The engine's feeding is the truth: while a seat feeds, its
// panel's Wheat is the fields' Wheat plus the cards played (and its
// tooltip says so), and the prompt says the same number.
func TestFeedingPanelCountsWheatCards(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 40 && found < 2; seed++ {
		players := 2 + int(seed%3)
		var card engine.Action
		s, ok := boardPlay(t, players, seed, func(s *egizia.State) bool {
			if s.Phase() != egizia.PhFeed {
				return false
			}
			for _, a := range s.Legal(nil) {
				if m := egizia.DecodeAction(a); m.Kind == egizia.ActUse && m.J == 0 && (m.I == 12 || m.I == 22 || m.I == 39) {
					card = a
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		seat := s.CurrentPlayer()
		fields := s.Production(seat)
		if err := s.Apply(card); err != nil {
			t.Fatal(err)
		}
		if s.Phase() != egizia.PhFeed || s.CurrentPlayer() != seat {
			continue // fed at once: nothing left to show
		}
		found++
		v := pickView(t, "fr", s)
		syncTo(v, s, s.Legal(nil))
		// R12, R22, R39 each give 4 Wheat (§ Nile cards: Grain, Provisions).
		want := fields + 4
		if got := v.seatShow(seat).Wheat; got != want {
			t.Errorf("seed %d: panel Wheat %d after a Wheat card, want fields %d + 4 = %d", seed, got, fields, want)
		}
		if pk, pa := v.prompt(); !strings.Contains(v.t(pk, pa...), fmt.Sprint(want)) {
			t.Errorf("seed %d: prompt %q does not say Wheat %d", seed, v.t(pk, pa...), want)
		}
		if dir := os.Getenv("EGIZIA_SHOTS"); dir != "" {
			for _, lang := range []string{"fr", "en"} {
				w := pickView(t, lang, s)
				syncTo(w, s, s.Legal(nil))
				w.Pick(nil, s.Legal(nil))
				savePNG(t, pickScreen(w, layout.MatchLayout(players, false)), dir, fmt.Sprintf("feed_card_%d_%s.png", seed, lang))
			}
		}
		lines := strings.Join(v.wheatLines(seat, s.Flood()), " / ")
		if !strings.Contains(lines, fmt.Sprint(want)) || !strings.Contains(lines, "+4") {
			t.Errorf("seed %d: wheat tooltip %q does not count the card (+4, %d)", seed, lines, want)
		}
	}
	if found == 0 {
		t.Fatal("no feeding with a Wheat card played found")
	}
}

// Issue 22 play pass, report #9: with 4-5 cards a panel's row was
// squeezed, each chip over the next, their text cut. At 2 and 4 players
// (the same logical layout at 1920x1080 and 1280x720), rows of 1 to 8
// cards: no chip overlaps another or the row's total, each keeps its
// own width (its figures whole), and the label audit is clean.
func TestPanelChipsNeverOverlap(t *testing.T) {
	var powers, fields []int
	for id := 1; id <= egizia.NumNileCards; id++ {
		switch egizia.NileCards[id-1].Type {
		case egizia.TAnytime, egizia.TPermanent:
			powers = append(powers, id)
		case egizia.TField, egizia.TCombo:
			fields = append(fields, id)
		}
	}
	for _, players := range []int{2, 4} {
		m := layout.MatchLayout(players, false)
		a := NewPlayerArea(PanelBody(m.Panels[0]))
		for n := 0; n <= 7; n++ {
			others := []chip{{Colour: egizia.NoColour, Type: egizia.TQuarry, Quarries: []int{3, 3, 2}}}
			row := []chip{{Colour: 0, Value: 6, Type: egizia.TField}}
			for i := 0; i < n; i++ {
				id := powers[(i*7)%len(powers)]
				others = append(others, chip{ID: id, Colour: egizia.NoColour, Type: int(egizia.NileCards[id-1].Type)})
				f := fields[(i*5)%len(fields)]
				c := egizia.NileCards[f-1]
				row = append(row, chip{ID: f, Colour: int(c.Colour), Value: int(c.Wheat), Stone: int(c.Quarry), Type: int(c.Type)})
			}
			for ri, cs := range [][]chip{row, others} {
				line := [2]geom.Rect{a.Fields, a.Others}[ri]
				rs, shown := chipLayout(a, line, cs)
				want := shown
				if shown < len(cs) {
					want++
				}
				if len(rs) != want {
					t.Fatalf("%dp row %d, %d cards: %d rects for %d shown", players, ri, len(cs), len(rs), shown)
				}
				total := a.TotalRect(line)
				for i, r := range rs {
					if r.Right() > total.X+0.01 || r.X < line.X-0.01 {
						t.Errorf("%dp row %d, %d cards: chip %d %v outside the row before the total %v", players, ri, len(cs), i, r, total)
					}
					if i+1 < len(rs) && rs[i+1].X < r.Right()-0.01 {
						t.Errorf("%dp row %d, %d cards: chip %d %v overlaps chip %d %v", players, ri, len(cs), i, r, i+1, rs[i+1])
					}
					if i < shown && r.W+0.01 < chipWidth(a, cs[i]) {
						t.Errorf("%dp row %d, %d cards: chip %d narrower (%.0f) than its content (%.0f)", players, ri, len(cs), i, r.W, chipWidth(a, cs[i]))
					}
				}
				if n == 3 && ri == 1 {
					t.Logf("%dp: quarry + 3 powers: %d shown", players, shown)
				}
				img := render.NewCanvas(1920, 1080)
				stop := render.AuditLabels()
				render.BatchAA(img, func() { drawChips(img, a, line, cs, glyph{gWheat, 0, 10}, 11) })
				if drops := stop(); len(drops) > 0 {
					t.Errorf("%dp row %d, %d cards: labels not whole: %v", players, ri, len(cs), drops)
				}
				if dir := os.Getenv("EGIZIA_SHOTS"); dir != "" && (n == 3 || n == 5) {
					b := line.Inset(-4)
					sub := img.SubImage(image.Rect(int(b.X), int(b.Y), int(b.Right()), int(b.Bottom()))).(*ebiten.Image)
					savePNG(t, sub, dir, fmt.Sprintf("chips_%dp_row%d_%d.png", players, ri, n))
				}
				img.Deallocate()
			}
		}
	}
}

// Issue 22 play pass, report #17 (brief item 5): the hover hint "Keep this
// card" covered the top of the Sphinx card it is about. ART.md: a tooltip
// never covers what it explains. At every kind of decision of random
// games, every usable board target's hint box lies off the target (and
// off its highlight's outline).
func TestHoverHintNeverCoversItsTarget(t *testing.T) {
	checked := map[egizia.Phase]int{}
	for i, players := range []int{2, 3, 4} {
		seed := uint64(300 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, []string{"fr", "en"}[i%2], s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal() && step < 400; step++ {
			legal := s.Legal(nil)
			if step%2 == 0 {
				syncTo(v, s, legal)
				v.Pick(nil, legal)
				for _, tg := range v.boardTargets() {
					if !v.usable(tg) {
						continue
					}
					txt, box := v.hintBox(tg, v.Area)
					if txt == "" {
						continue
					}
					r := v.targetRect(tg).Inset(-2 * v.pl.K)
					if !box.Intersect(r).Empty() {
						t.Fatalf("%v: the hint %q %v covers its target %v at %v", s.Phase(), txt, box, tg, r)
					}
					checked[s.Phase()]++
				}
				if dir := os.Getenv("EGIZIA_SHOTS"); dir != "" && s.Phase() == egizia.PhSetupSphinx && i == 0 {
					tg := target{tSetup, 0, 0}
					v.setHover(v.targetRect(tg).Center())
					img := pickScreen(v, layout.MatchLayout(players, false))
					render.BatchAA(img, func() { v.drawHoverHint(img) })
					savePNG(t, img, dir, "hint_setup.png")
					v.setHover(geom.Pt(-100, -100))
				}
			}
			a := s.RolloutAction(&rng, nil)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked[egizia.PhSetupSphinx] == 0 || checked[egizia.PhPlace] == 0 {
		t.Errorf("too few hints checked: %v", checked)
	}
}

// Issue 22 play pass, report #7: the round summary's "Coopération" row was
// never explained; the row's name says what it is: built in 2 or 3 zones
// (§ end of round: 2 zones +2, 3 zones +5).
func TestCoopRowSaysWhatItIs(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, boardGame(t, 2, 1))
		s := v.t(entrySource + ".coop")
		for _, w := range []string{"2", "3", "zones"} {
			if !strings.Contains(s, w) {
				t.Errorf("%s: the cooperation row %q does not say %q", lang, s, w)
			}
		}
	}
}

// Issue 22 play pass, report #14: the offered brick's hint said where it
// goes, not that it scores 0 (rules: "Free brick: 0 for the brick
// itself, but every triggered bonus applies").
func TestFreeBrickHintSaysNoPoints(t *testing.T) {
	want := map[string][]string{"en": {"0 points", "bonus"}, "fr": {"0 point", "bonus"}}
	for lang, ws := range want {
		v := pickView(t, lang, boardGame(t, 2, 1))
		s := v.actionText(egizia.Act{Kind: egizia.ActFree, I: egizia.ItemPyramid + 1})
		for _, w := range ws {
			if !strings.Contains(s, w) {
				t.Errorf("%s: the free brick's hint %q does not say %q", lang, s, w)
			}
		}
	}
}

// Pictures (EGIZIA_SHOTS=dir): the free brick's hint over a pyramid row.
func TestFreeBrickHintPicture(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		t.Skip("EGIZIA_SHOTS not set")
	}
	for seed := uint64(1); seed < 60; seed++ {
		s, ok := boardPlay(t, 2, seed, func(s *egizia.State) bool { return s.Phase() == egizia.PhFreeBrick })
		if !ok {
			continue
		}
		for _, lang := range []string{"fr", "en"} {
			v := pickView(t, lang, s)
			legal := s.Legal(nil)
			syncTo(v, s, legal)
			v.Pick(nil, legal)
			for _, tg := range v.boardTargets() {
				if v.usable(tg) && tg.kind == tPyrRow || v.usable(tg) && tg.kind == tObelisk {
					v.setHover(v.targetRect(tg).Center())
					img := pickScreen(v, layout.MatchLayout(2, false))
					render.BatchAA(img, func() { v.drawHoverHint(img) })
					savePNG(t, img, dir, "free_brick_"+lang+".png")
					break
				}
			}
		}
		return
	}
	t.Skip("no free brick found")
}

// Issue 22 play pass, report #4: in a Build step before the crews,
// Versatility (R56: +4 Stone or +4 Strength to a build) could only give
// Stone; its button said "Versatility" and one click gave +4 Stone with no
// word of it. With one mode possible the button says what it gives; with
// both, the name alone (the options then say).
func TestCardButtonSaysTheOnlyMode(t *testing.T) {
	const r56 = 56
	if egizia.NileCards[r56-1].Power != egizia.PwVersatility {
		t.Fatal("R56 is not Versatility")
	}
	btn := target{tCardBtn, r56, 0}
	use := func(mode int) cmove {
		return cmove{M: egizia.Act{Kind: egizia.ActUse, I: r56, J: mode}, How: how{Prim: btn}}
	}
	want := map[string][2]string{"en": {"+4 Stone", "+4 Strength"}, "fr": {"+4 Pierre", "+4 Force"}}
	for lang, w := range want {
		v := pickView(t, lang, boardGame(t, 2, 1))
		name := v.cardName(r56)
		for mode := 0; mode < 2; mode++ {
			v.pk.Dec.Ms = []cmove{use(mode)}
			if got := v.cardBtnLabel(r56); !strings.Contains(got, name) || !strings.Contains(got, w[mode]) {
				t.Errorf("%s: one mode (%d): button %q, want %q and %q", lang, mode, got, name, w[mode])
			}
		}
		v.pk.Dec.Ms = []cmove{use(0), use(1)}
		if got := v.cardBtnLabel(r56); got != name {
			t.Errorf("%s: two modes: button %q, want the name %q", lang, got, name)
		}
	}
}

// Issue 22 play pass, report #3: in a Build step a statue glowed, its
// tooltip said "here: cost 1", but clicks on its cells did nothing (a
// click on its card built it). A tap anywhere on a usable statue's cells
// and card plays that statue's brick (at 2 and 4 players).
func TestStatueCellsTakeTheClick(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 30 && checked < 6; seed++ {
		players := []int{2, 4}[seed%2]
		s, ok := boardPlay(t, players, seed, func(s *egizia.State) bool {
			if s.Phase() != egizia.PhBuildItems {
				return false
			}
			for _, a := range s.Legal(nil) {
				if m := egizia.DecodeAction(a); m.Kind == egizia.ActItem && m.I >= egizia.ItemStatue {
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		v := pickView(t, "fr", s)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		for _, a := range legal {
			m := egizia.DecodeAction(a)
			if m.Kind != egizia.ActItem || m.I < egizia.ItemStatue {
				continue
			}
			sp := v.pl.Statues.Statue[m.I-egizia.ItemStatue]
			var pts []geom.Point
			for l := range sp.Cell {
				for _, c := range sp.Cell[l][:players] {
					if !c.Empty() {
						pts = append(pts, c.Center())
					}
				}
			}
			pts = append(pts, sp.Card.Center())
			for _, p := range pts {
				v.Pick(nil, legal)
				got, ok, _ := v.Pick(input.TapAt(p.X, p.Y), legal)
				if !ok || got != a {
					hits := v.hit(p)
					t.Errorf("seed %d, %dp: a tap at %v on statue %d (cell/card) gave %v %v; hits %v", seed, players, p, m.I-egizia.ItemStatue+1, got, ok, hits)
				}
				v.CancelPick()
				syncTo(v, s, legal)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no usable statue found")
	}
}

// Pictures (EGIZIA_SHOTS=dir): the build's crew options in French and
// English, after the first click (the violet crew's option).
func TestBuildOptionsPicture(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		t.Skip("EGIZIA_SHOTS not set")
	}
	for seed := uint64(1); seed < 40; seed++ {
		s, ok := boardPlay(t, 2, seed, func(s *egizia.State) bool { return s.Phase() == egizia.PhBuild })
		if !ok {
			continue
		}
		legal := s.Legal(nil)
		for _, lang := range []string{"fr", "en"} {
			v := pickView(t, lang, s)
			syncTo(v, s, legal)
			for _, a := range legal {
				if pts := v.ClickFor(a); len(pts) >= 2 {
					v.Pick(input.TapAt(pts[0].X, pts[0].Y), legal)
					break
				}
			}
			savePNG(t, pickScreen(v, layout.MatchLayout(2, false)), dir, "build_opts_"+lang+".png")
		}
		return
	}
}
