package tekhenuview

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
)

// findState plays random games from several seeds until f holds; nil
// when no seed reaches it.
func findState(t *testing.T, n int, seeds uint64, f func(s *tekhenu.State) bool) *tekhenu.State {
	t.Helper()
	for seed := uint64(1); seed <= seeds; seed++ {
		s := newGame(t, n, seed)
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			if f(s) {
				return s
			}
			legal := s.Legal(nil)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return nil
}

// osirisValue holds when a column's power offers an Osiris action of
// value 3 that the player can do (§8.1, P15).
func osirisValue(s *tekhenu.State) bool {
	if s.Phase() != tekhenu.PhValue {
		return false
	}
	for _, a := range s.Legal(nil) {
		if m := tekhenu.Decode(a); m.Kind == tekhenu.MoveValue && m.Value == 3 {
			c := s.Clone().(*tekhenu.State)
			if c.Apply(a) == nil {
				if g, _, _, ok := c.Performing(); ok && g == tekhenu.Osiris {
					pl, _ := s.PlayerView(s.CurrentPlayer(), -1)
					return pl.Happ > 0
				}
			}
		}
	}
	return false
}

// §8.1 (P15: Osiris action as with a die of 3, the Happiness loss
// applies; A29): the prompt names Osiris, not Horus; the value button
// says the Happiness it costs and its tooltip says the action and the
// cost; Pass has a tooltip too (first-time player pass #12).
func TestSpec8_1_ColumnActionNamesItsGod(t *testing.T) {
	s := findState(t, 2, 200, osirisValue)
	if s == nil {
		t.Fatal("no P15 Osiris action reached: the seeded search must find one, else nothing is tested")
	}
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 2)
		v := newView(t, env)
		v.Sync(s, nil, s.CurrentPlayer())
		key, args := v.Prompt()
		prompt := env.Loc.T(key, args...)
		if !strings.Contains(prompt, "Osiris") || strings.Contains(prompt, "Horus") {
			t.Errorf("%s: prompt %q, want the Osiris action named", lang, prompt)
		}
		var val, pass bool
		for i, b := range v.barButtons() {
			r := v.barRects()[i]
			lines, _, ok := v.Tooltip(r.Center().X, r.Center().Y)
			tip := strings.Join(lines, " ")
			switch {
			case b == (target{tBtn, bValue + 3}):
				val = true
				label := v.buttonLabel(b)
				happ := map[string]string{"en": "Happiness −1", "fr": "Bonheur −1"}[lang]
				if !strings.Contains(label, happ) {
					t.Errorf("%s: value button %q does not say %q", lang, label, happ)
				}
				if !ok || !strings.Contains(tip, "Osiris") || !strings.Contains(tip, map[string]string{"en": "costs Happiness: −1", "fr": "coûte du Bonheur\u00a0: −1"}[lang]) {
					t.Errorf("%s: value button tooltip %q (ok %v), want Osiris and the Happiness cost", lang, tip, ok)
				}
			case b == (target{tBtn, bPass}):
				pass = true
				if !ok || tip == "" {
					t.Errorf("%s: Pass has no tooltip", lang)
				}
			}
		}
		if !val || !pass {
			t.Errorf("%s: buttons %v, want Pass and Value 3", lang, v.barButtons())
		}
	}
}

// §8.7 (S01–S03: an Osiris action without the Happiness loss) and §5.9
// (Osiris costs 1 Happiness): a quarter's row tooltip says what the action
// under way costs: no loss through a Start card at set-up, a loss with a
// die later (pass #8).
func TestSpec8_7_StartCardOsirisTooltipNoLoss(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup bool
	}{{"start card", true}, {"die", false}} {
		s := findState(t, 2, 200, func(s *tekhenu.State) bool {
			pl, _ := s.PlayerView(s.CurrentPlayer(), -1)
			_, _, sec, anubis := s.TurnDie()
			return s.Phase() == tekhenu.PhOsiris && pl.Happ > 0 &&
				(c.setup && s.Turn() == 0 || !c.setup && s.Turn() > 0 && sec == tekhenu.Osiris && !anubis)
		})
		if s == nil {
			t.Fatalf("%s: no Osiris action reached", c.name)
		}
		_, val, _, _ := s.Performing()
		for _, lang := range []string{"en", "fr"} {
			env := testEnv(t, lang, 2)
			v := newView(t, env)
			v.Sync(s, nil, s.CurrentPlayer())
			var tip string
			for d := 0; d < 4 && tip == ""; d++ {
				r := v.lay.osiris[d][val-1]
				lines, _, _ := v.Tooltip(r.Center().X, r.Center().Y)
				tip = strings.Join(lines, " ")
			}
			loss := map[string]string{"en": "Happiness −1", "fr": "Bonheur −1"}[lang]
			if got := strings.Contains(tip, loss); got == c.setup {
				t.Errorf("%s, %s: row %d tooltip %q: says %q %v", c.name, lang, val, tip, loss, got)
			}
		}
	}
}

// §4.3 step 2 (each Faith placed moves the final balance by one): the
// weighing's balance line shows the Faith placed and the Maat value it
// gives, as the log does, from the first frame (pass #7).
func TestSpec4_3_WeighingShowsFaithPlaced(t *testing.T) {
	for lang, want := range map[string]string{"en": "Balance +7, Faith −2 → Maat +5", "fr": "Balance +7, Foi −2 → Maât +5"} {
		v := newView(t, testEnv(t, lang, 2))
		if got := v.weighBalance(&weighing{seat: 0, balance: 7, faith: -2, final: 5}); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
		if got := v.weighBalance(&weighing{seat: 0, balance: 7, final: 7}); strings.Contains(got, "→") {
			t.Errorf("%s: no Faith placed: %q", lang, got)
		}
	}
}

// §4.3 (Judgment of Maat): the Faith prompt fits whole on one line of
// the status band at 1280x720 in French, beside "Click to skip" (about
// 1060 logical px are left there; pass #5 saw it cut). That Faith not
// placed is lost is said by the "No Faith" button and the balance's
// tooltip instead.
func TestSpec4_3_FaithPromptFitsAt720(t *testing.T) {
	s := findState(t, 2, 50, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhFaith })
	if s == nil {
		t.Fatal("no Judgment reached")
	}
	for _, lang := range []string{"fr", "en"} {
		env := testEnv(t, lang, 2)
		env.Seats[0].Name, env.Seats[1].Name = "Joueur 1", "Joueur 2"
		v := newView(t, env)
		v.Sync(s, nil, s.CurrentPlayer())
		key, args := v.Prompt()
		if key != "tekhenu.prompt.faith" {
			t.Fatalf("prompt %s", key)
		}
		for i := range args {
			if args[i] == "b" {
				args[i+1] = "−12" // the widest balance
			}
		}
		prompt := env.Loc.T(key, args...)
		if w := render.TextWidth(prompt, render.Face(render.Medium, 24)); w > 1000 {
			t.Errorf("%s: prompt %q is %.0f px wide at 24, want at most 1000", lang, prompt, w)
		}
		lost := env.Loc.T("tekhenu.panel.balance")
		if !strings.Contains(lost, map[string]string{"en": "not placed is lost", "fr": "non posée est perdue"}[lang]) {
			t.Errorf("%s: the balance's tooltip does not warn that Faith not placed is lost: %q", lang, lost)
		}
	}
}

// A refused click says what was clicked and keeps the instruction in
// view: during an Osiris action a click on a temple space is refused with
// "a temple space" and the prompt "choose a district" follows the reason
// (pass #11: "Nothing to do there now." replaced the instruction).
func TestRefusalKeepsInstruction(t *testing.T) {
	s := findState(t, 2, 50, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhOsiris && s.Turn() > 0 })
	if s == nil {
		t.Fatal("no Osiris action reached")
	}
	for lang, want := range map[string][2]string{"en": {"a temple space", "choose a district"}, "fr": {"une case du temple", "choisissez un quartier"}} {
		env := testEnv(t, lang, 2)
		v := newView(t, env)
		v.Sync(s, nil, s.CurrentPlayer())
		c := 0
		for ; c < 25; c++ {
			if _, _, _, taken := s.TempleCell(c); !taken {
				break
			}
		}
		if _, ok, _ := v.Pick(tap(v.lay.cells[c].Center()), s.Legal(nil)); ok {
			t.Fatal("a temple click was used during Osiris")
		}
		key, args, ok := v.Refused()
		if !ok {
			t.Fatalf("%s: no refusal", lang)
		}
		got := env.Loc.T(key, args...)
		if !strings.Contains(got, want[0]) || !strings.Contains(got, want[1]) {
			t.Errorf("%s: refusal %q, want %q and the instruction %q", lang, got, want[0], want[1])
		}
	}
}

// One French word per thing, the rulebook's (seeds: "brun", "Granite",
// "carte Destinée", "Ankh"): no Tekhenu string a player reads says
// "marron", "Granit", "carte Destin" or "ânkh" (pass #10).
func TestFrenchWordsAreTheRulebooks(t *testing.T) {
	loc, err := locales.Load("fr")
	if err != nil {
		t.Fatal(err)
	}
	losing := regexp.MustCompile(`(?i)\bmarron|\bgranit(?:[^\pL]|$)|\bdestin(?:[^\pL]|$)|ânkh`)
	n := 0
	for _, k := range loc.Keys() {
		if !strings.Contains(k, "tekhenu") {
			continue
		}
		m, _ := loc.Message(k)
		for _, s := range []string{m.One, m.Other} {
			if w := losing.FindString(s); w != "" {
				t.Errorf("%s says %q: %q", k, w, s)
			}
		}
		n++
	}
	if n < 500 {
		t.Fatalf("only %d Tekhenu strings scanned", n)
	}
}

// Columns are described by what the player sees (cost and light), not by
// their printed numbers P01–P27, in the tooltips and the log (pass #4).
func TestColumnsNamedWithoutCodes(t *testing.T) {
	code := regexp.MustCompile(`\b[BTDSAP][0-9][0-9]\b`)
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 2)
		v := newView(t, env)
		v.Sync(newGame(t, 2, 1), nil, 0)
		for id := 0; id < 27; id++ {
			for _, s := range []string{v.tileTip(id), logTile(env.Loc, id)} {
				if c := code.FindString(s); c != "" {
					t.Errorf("%s tile %d: %q shows the code %s", lang, id, s, c)
				}
			}
		}
	}
}

// §2.2 (a die is Pure or Corrupt in its section): while choosing, each
// draftable die carries a purity mark over the glow, a green disc (Pure)
// or a red diamond (Corrupt), on its top-right corner (pass #13).
func TestDiceShowPurityMarkOverGlow_2_2(t *testing.T) {
	s := playTo(t, 2, 21, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhTake && s.Turn() >= 3 })
	v := newView(t, testEnv(t, "en", 2))
	v.Sync(s, nil, s.CurrentPlayer())
	dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
	defer dst.Deallocate()
	v.Draw(dst)
	at := rendertest.Reader(dst)
	seen := map[int]int{}
	for d, spot := range v.dice {
		info := s.DieInfo(d)
		st := s.Status(info.Colour, info.Section)
		if st == tekhenu.Forbidden || !v.next()[target{tDie, d}] {
			continue
		}
		rad := math.Max(spot.size*0.26, 7)
		c := spot.c.Add(geom.Pt(spot.size/2-rad*0.35, -spot.size/2+rad*0.35))
		if !rendertest.Near(at(c), statusRing[st], 30) {
			t.Errorf("die %d (status %d): mark %v, want %v", d, st, at(c), statusRing[st])
			continue
		}
		// The light ring round the mark sets it off the glow.
		edge := c.Add(geom.Pt(0, -rad-0.3))
		if st == tekhenu.Corrupt {
			edge = c.Add(geom.Pt(0, -rad*1.25-0.4))
		}
		if !rendertest.Near(at(edge), render.Papyrus, 40) {
			t.Errorf("die %d (status %d): ring %v, want papyrus", d, st, at(edge))
		}
		seen[st]++
	}
	if seen[tekhenu.Pure] == 0 || seen[tekhenu.Corrupt] == 0 {
		t.Fatalf("marks checked: %v, want both kinds", seen)
	}
}

// A card's tooltip is titled by the name on the card and its kind, not
// by its code (pass #2: "D05 · Décret").
func TestCardTipTitledByName(t *testing.T) {
	code := regexp.MustCompile(`\b[BTDSA][0-9][0-9]\b`)
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 2)
		v := newView(t, env)
		for deck, n := range []int{24, 24, 24, 12, 4} {
			for i := 0; i < n; i++ {
				c := cardID{deck, i}
				lines := v.cardTip(c)
				if !strings.HasPrefix(lines[0], env.Loc.T("tekhenu.ui.card."+c.String())) || code.MatchString(lines[0]) {
					t.Errorf("%s %s: tooltip title %q", lang, c, lines[0])
				}
			}
		}
	}
}

// The panels name the cards a seat holds (Decrees, Destiny) by their
// names, in the row and its tooltips; no card code is what the player
// reads there (pass #4: "Cartes … D05 A03").
func TestPanelCardsByName(t *testing.T) {
	s := findState(t, 2, 20, func(s *tekhenu.State) bool {
		pl, _ := s.PlayerView(0, 0)
		return pl.Destiny >= 0 && pl.Decree != 0
	})
	if s == nil {
		t.Fatal("no seat with a Decree and a Destiny")
	}
	code := regexp.MustCompile(`\b[BTDSA][0-9][0-9]\b`)
	for _, lang := range []string{"en", "fr"} {
		v := newView(t, testEnv(t, lang, 2))
		v.Sync(s, nil, 0)
		texts := 0
		for _, pr := range v.panelRows(0, geom.R(0, 0, 520, 260)) {
			for _, it := range pr.items {
				for _, str := range append([]string{it.text}, it.tip...) {
					if c := code.FindString(str); c != "" {
						t.Errorf("%s: panel shows the code %s in %q", lang, c, str)
					}
				}
				if it.text != "" {
					texts++
				}
			}
		}
		if texts == 0 {
			t.Errorf("%s: no card names in the panel", lang)
		}
	}
}

// §5.5 (Ra: a column scores its matching edges): each rotation option
// says what it gives, the matching edges and the VP that placing the
// column so gives, as the engine counts them when the move is played
// (pass #6: "Tourner de 0°/90°/180°/270°" said nothing).
func TestSpec5_5_RotationOptionsSayWhatTheyGive(t *testing.T) {
	s := findState(t, 2, 60, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhRa })
	if s == nil {
		t.Fatal("no Ra action reached")
	}
	p := s.CurrentPlayer()
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 2)
		v := newView(t, env)
		v.Sync(s, nil, p)
		cell := -1
		for _, a := range s.Legal(nil) {
			if m := tekhenu.Decode(a); m.Kind == tekhenu.MoveColumn {
				cell = m.I
				break
			}
		}
		v.click(target{tCell, cell})
		checked := 0
		for _, b := range v.barButtons() {
			if b.k != tOpt {
				continue
			}
			var a engine.Action = -1
			for _, x := range s.Legal(nil) {
				if m := tekhenu.Decode(x); m.Kind == tekhenu.MoveColumn && m.I == cell && m.Rot == b.i {
					a = x
				}
			}
			c := s.Clone().(*tekhenu.State)
			matches := 0
			c.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
				if cp, ok := e.(tekhenu.ColumnPlaced); ok {
					matches = cp.Matches
				}
			}))
			before, _ := c.PlayerView(p, p)
			if err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			after, _ := c.PlayerView(p, p)
			want := env.Loc.T("tekhenu.option.rotation_gain", "deg", b.i*90, "n", matches, "vp", signed(int(after.VP-before.VP)))
			if got := v.buttonLabel(b); got != want {
				t.Errorf("%s rotation %d: %q, want %q", lang, b.i, got, want)
			}
			checked++
		}
		if checked < 2 {
			t.Errorf("%s: %d rotation options checked", lang, checked)
		}
	}
}

// The rules pages name the cards (by the names printed on them), not
// their codes: no "B01–B06" or "T16 et D20" left (pass #2).
func TestRulesNameCardsNotCodes(t *testing.T) {
	code := regexp.MustCompile(`\b[BTDSAP][0-9][0-9]\b`)
	for _, lang := range []string{"en", "fr"} {
		loc, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, k := range loc.Keys() {
			// The rules, and since the play pass also what the options,
			// prompts, log and tooltips say.
			if !slices.ContainsFunc([]string{"tekhenu.rules.", "tekhenu.option.", "tekhenu.prompt.", "tekhenu.log.", "tekhenu.tip.", "tekhenu.ui."}, func(p string) bool { return strings.HasPrefix(k, p) }) {
				continue
			}
			n++
			if c := code.FindString(loc.T(k)); c != "" {
				t.Errorf("%s %s shows the code %s", lang, k, c)
			}
		}
		if n < 10 {
			t.Fatalf("%s: only %d rules strings", lang, n)
		}
	}
}
