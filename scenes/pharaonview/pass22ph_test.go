package pharaonview

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// TestSpec3_2_SetupPairTooltips: the two Nobles offered at setup (§3.2
// step 1) have the display's Noble tooltip (name, power, score), and the
// Diplomat's band is said in plain words (issue 22: the offered cards had
// no tooltip; "As another of your [Noble]" was cryptic).
func TestSpec3_2_SetupPairTooltips(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		s, ok := boardPlay(t, 3, 1, func(s *pharaon.State) bool { return s.Phase() == pharaon.PhSetupNoble })
		if !ok {
			t.Fatal("no setup")
		}
		v := pickView(t, lang, s)
		pair, ok := s.SetupPair(s.CurrentPlayer(), s.CurrentPlayer())
		if !ok {
			t.Fatal("no pair")
		}
		n := 0
		for _, it := range v.pickItems() {
			if it.T.kind != kPair {
				continue
			}
			n++
			lines, _, ok := v.Tooltip(it.R.Center().X, it.R.Center().Y)
			want := v.nobleTip(pair[it.T.i])
			if !ok || strings.Join(lines, "|") != strings.Join(want, "|") {
				t.Errorf("%s: card %d (Noble %d): tooltip %q, want %q", lang, it.T.i, pair[it.T.i], lines, want)
			}
		}
		if n != 2 {
			t.Fatalf("%s: %d pair cards", lang, n)
		}
	}
	v := pickView(t, "en", boardGame(t, 3, 1))
	tip := strings.Join(v.nobleTip(pharaon.NDiplomat), "\n")
	if strings.Contains(tip, "As another") || !strings.Contains(tip, "one other Noble of yours") {
		t.Errorf("Diplomat's tooltip: %q", tip)
	}
	// A name shared by several Nobles keeps its number, as a number; a
	// unique one has none (no "[11] Judge", read as points).
	if got := v.nobleTip(pharaon.NJudge)[0]; got != "Judge" {
		t.Errorf("Judge's title %q", got)
	}
	if got := v.nobleTip(26)[0]; got != "High Official No. 26" {
		t.Errorf("Noble 26's title %q", got)
	}
}

// TestRulesOverviewIsTheMatchBoard: the rules' overview picture lays the
// board out as the match the view last showed (its ring of Quarters, its
// wheel's direction, its players), so that the page maps onto the screen
// (issue 22: Burial Chamber, Nile... were elsewhere on the page).
func TestRulesOverviewIsTheMatchBoard(t *testing.T) {
	saved := rulesLive
	defer func() { rulesLive = saved }()
	for seed := uint64(1); seed <= 4; seed++ {
		s := boardGame(t, 2+int(seed%3), seed)
		v := pickView(t, "en", s)
		b := rulesOverviewBoard(v.Env)
		_, cw := s.Wheel()
		if b.Ring != s.Ring() || b.Cw != cw || b.Players != s.Players() {
			t.Errorf("seed %d: overview board ring %v cw %v players %d, match ring %v cw %v players %d",
				seed, b.Ring, b.Cw, b.Players, s.Ring(), cw, s.Players())
		}
		if dir := os.Getenv("PHARAON_SHOTS"); dir != "" && seed == 1 {
			img := ebiten.NewImage(640, 540)
			rulesDrawBoard(img, geom.R(0, 0, 640, 540), v.Env)
			savePNG(t, img, dir, "rules_overview_match.png")
			big := screen(v, layout.MatchLayout(s.NumPlayers(), false))
			savePNG(t, big, dir, "rules_overview_match_board.png")
		}
	}
}

// TestFlyingCardTextStaysOnTheCard: a Noble or an Artisan shrinking on its
// way to a panel draws nothing outside its card (issue 22: the Diplomat's
// "As another of your" floated, large, over the board and the panel).
func TestFlyingCardTextStaysOnTheCard(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, boardGame(t, 3, 1))
		for _, c := range []struct{ look, id int }{{lkNoble, pharaon.NDiplomat}, {lkNoble, 9}, {lkArtisan, 3}} {
			to := geom.R(300, 300, 24, 36)
			s := &sprite{look: c.look, id: c.id, by: -1, phase: spMove, from: geom.R(100, 100, 120, 180), to: to}
			img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
			render.BatchAA(img, func() { v.drawSprite(img, s, 1) })
			out := 0
			b := img.Bounds()
			box := to.Inset(-6) // the card's own soft shadow
			for y := b.Min.Y; y < b.Max.Y; y += 1 {
				for x := b.Min.X; x < b.Max.X; x += 1 {
					if _, _, _, a := img.At(x, y).RGBA(); a > 0x2000 {
						px, py := render.ImageSize(img)
						lx := float64(x) * px / float64(b.Dx())
						ly := float64(y) * py / float64(b.Dy())
						if !box.Contains(geom.Pt(lx, ly)) {
							out++
						}
					}
				}
			}
			if out > 0 {
				t.Errorf("%s: card %d/%d: %d pixels drawn outside its %v", lang, c.look, c.id, out, to)
			}
			img.Deallocate()
		}
	}
}

// TestPayWhatNamesNileOptionByColours: the payment names a Nile option by
// its two colours (§9.4: option 8 is Construction and Royalty), not by a
// number the board does not print (issue 22); and the Offering tooltip
// says "an action in the Artisans quarter", not "a Artisans cost".
func TestPayWhatNamesNileOptionByColours(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s, ok := boardPlay(t, 3, seed, func(s *pharaon.State) bool {
			return s.Phase() == pharaon.PhPay && s.Pending().Quarter == pharaon.NIL
		})
		if !ok || s.Terminal() {
			continue
		}
		o := pharaon.NileOptions[s.Pending().Target]
		for lang, want := range map[string]string{"en": "the %s and %s Nile option", "fr": "l'option %s et %s du Nil"} {
			v := pickView(t, lang, s)
			w := fmt.Sprintf(want, v.resName(int(o.A)), v.resName(int(o.B)))
			if got := v.payWhat(s); got != w {
				t.Errorf("%s: %q, want %q", lang, got, w)
			}
			if dir := os.Getenv("PHARAON_SHOTS"); dir != "" {
				img := screen(v, layout.MatchLayout(s.NumPlayers(), false))
				savePNG(t, img, dir, "pay_nile_"+lang+".png")
				img.Deallocate()
			}
		}
		v := pickView(t, "en", s)
		if got := v.offUse(pharaon.OffQuarter + pharaon.ART); got != "pays 1 resource of the cost of an action in the Artisans quarter." {
			t.Errorf("Quarter Offering's use: %q", got)
		}
		return
	}
	t.Fatal("no Nile payment")
}

// TestNileOptionOneBoxOnHover: a Nile option the player may take shows its
// tooltip (what it costs and gives) and no hover hint stacked above it,
// which hid the row of options over it (issue 22, play pass #16).
func TestNileOptionOneBoxOnHover(t *testing.T) {
	for seed := uint64(1); seed < 100; seed++ {
		s, ok := boardPlay(t, 3, seed, func(s *pharaon.State) bool {
			if s.Phase() != pharaon.PhTurn {
				return false
			}
			for _, a := range s.Legal(nil) {
				if decode(s, a).K == mNile {
					return true
				}
			}
			return false
		})
		if !ok || s.Terminal() {
			continue
		}
		v := pickView(t, "en", s)
		v.decision(s.Legal(nil))
		for _, a := range s.Legal(nil) {
			m := decode(s, a)
			if m.K != mNile {
				continue
			}
			tg := target{tNileOpt, m.I, 0}
			if len(v.tipLines(tg)) == 0 {
				t.Fatalf("Nile option %d: no tooltip", m.I)
			}
			if h := v.hoverHint(tg); h != "" {
				t.Errorf("Nile option %d: hover hint %q over its tooltip", m.I, h)
			}
			return
		}
	}
	t.Fatal("no Nile option to take")
}
