package pharaonview

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"nilegames/engine/pharaon"
)

// handArtisan is §9.2's table, typed from the rules: Artisan id's PP and
// its printed gains (resources by count, Jars, resources of choice).
func handArtisan(id int) (pp int, res map[int]int, jars, choice int) {
	prof, pp := id/5, id%5+1
	res = map[int]int{}
	if prof == 5 { // Embalmer: Jar + SIL, Jar, Choice ×2, SIL, —
		switch pp {
		case 1:
			jars, res[pharaon.SIL] = 1, 1
		case 2:
			jars = 1
		case 3:
			choice = 2
		case 4:
			res[pharaon.SIL] = 1
		}
		return pp, res, jars, choice
	}
	r := prof // Potter AGR, Weaver JUS, Stonecutter CON, Goldsmith ROY, Perfumer COM
	switch pp {
	case 1: // Jar + R
		jars, res[r] = 1, 1
	case 2: // R, R, the next colour (A02 AGR AGR JUS … A22 COM COM AGR)
		res[r], res[(r+1)%5] = 2, 1
	case 3: // R and the colour two on (A03 AGR CON … A23 COM JUS)
		res[r], res[(r+2)%5] = 1, 1
	case 4:
		res[r] = 1
	}
	return pp, res, jars, choice
}

// findTurn plays random games of players until seat to act, a person at
// its turn's start, meets ok.
func findTurn(t *testing.T, players int, ok func(s *pharaon.State, me int) bool) *pharaon.State {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		s, found := boardPlay(t, players, seed, func(s *pharaon.State) bool {
			me := s.CurrentPlayer()
			return me >= 0 && s.Phase() == pharaon.PhTurn && !(players == 1 && me != 0) && ok(s, me)
		})
		if found {
			return s
		}
	}
	t.Fatal("no such state")
	return nil
}

// legalTake reports whether taking target t is legal in s.
func legalTake(v *View, t target) bool { _, ok := v.takeMove(t); return ok }

var takeWords = map[string]struct{ kept, tokens, artisans, nobles, nobleCount, cannot, hold, later string }{
	"en": {"Offerings kept", "Tokens kept", "Artisans", "Nobles", "Your Nobles: %d → %d.", "You cannot pay", "You hold:", "You may take it on your turn"},
	"fr": {"Offrandes gardées", "Jetons restants", "Artisans", "Nobles", "Vos Nobles : %d → %d.", "Vous ne pouvez pas payer", "Vous avez :", "À prendre à votre tour"},
}

// A lot's tooltip (§5.6) says, for the player to act, the Offerings kept
// before and after, and the score as things stand: +2 tokens, −1 for the
// access (a plain lot costs the access alone), plus a Prestige Offering's
// printed 1 or 2 (§7.1 col. 7).
func TestTakeTooltip_5_6_Lot(t *testing.T) {
	s := findTurn(t, 3, func(s *pharaon.State, me int) bool {
		v := pickView(t, "en", s)
		return legalTake(v, target{tLot, 0, 0})
	})
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, s)
		me := s.CurrentPlayer()
		pl := s.PlayerOf(me)
		kept := 0
		for _, n := range pl.Off {
			kept += int(n)
		}
		tokens := 2 - 1
		for _, k := range s.Lot(0) {
			if k == pharaon.OffPrestige1 {
				tokens++
			} else if k == pharaon.OffPrestige2 {
				tokens += 2
			}
		}
		w := takeWords[lang]
		lines := strings.Join(v.tipLines(target{tLot, 0, 0}), "\n")
		for _, want := range []string{fmt.Sprintf("%s %d → %d.", w.kept, kept, kept+2), fmt.Sprintf("%s +%d", w.tokens, tokens)} {
			if !strings.Contains(lines, want) {
				t.Errorf("%s: lot 1 tooltip\n%s\nlacks %q", lang, lines, want)
			}
		}
	}
}

// An Artisan's tooltip (§5.2) gives each printed resource with the
// player's stock before and after, and its PP in the Artisans column.
func TestTakeTooltip_5_2_Artisan(t *testing.T) {
	checked := 0
	for _, players := range []int{3, 4} {
		s := findTurn(t, players, func(s *pharaon.State, me int) bool {
			v := pickView(t, "en", s)
			for i := 0; i < 4; i++ {
				if legalTake(v, target{tArtCard, i, 0}) {
					_, res, _, _ := handArtisan(s.ArtisanDisplay()[i])
					if len(res) > 0 {
						return true
					}
				}
			}
			return false
		})
		for _, lang := range []string{"en", "fr"} {
			v := pickView(t, lang, s)
			me := s.CurrentPlayer()
			pl := s.PlayerOf(me)
			w := takeWords[lang]
			for i, id := range s.ArtisanDisplay() {
				if id < 0 || !legalTake(v, target{tArtCard, i, 0}) {
					continue
				}
				pp, res, _, _ := handArtisan(id)
				lines := strings.Join(v.tipLines(target{tArtCard, i, 0}), "\n")
				wants := []string{fmt.Sprintf("%s +%d", w.artisans, pp)}
				for r, n := range res {
					n1 := int(pl.Res[r]) + min(n, s.Supply()[r])
					wants = append(wants, fmt.Sprintf("%s %d → %d", v.resName(r), int(pl.Res[r]), n1))
				}
				for _, want := range wants {
					if !strings.Contains(lines, want) {
						t.Errorf("%dp %s: Artisan %d tooltip\n%s\nlacks %q", players, lang, id+1, lines, want)
					}
				}
				checked++
			}
		}
	}
	if checked < 2 {
		t.Fatalf("only %d Artisans checked", checked)
	}
}

// A Noble's tooltip (§5.3) counts the player's Nobles before and after
// and what the Nobles column gains, with the scorings of §9.3 for a
// player whose other Nobles do not count Nobles, gods or tokens: the
// Judge 4 + 2 per Noble, the Grand Vizier 3 + 3 per Noble, a High
// Official (21–24) 5.
func TestTakeTooltip_5_3_Noble(t *testing.T) {
	plain := []int{9, 10, 13, 16, 21, 22, 23, 24, 25, 26} // scorings that taking a Noble leaves alone
	scored := func(n, count int) int {
		switch n {
		case pharaon.NJudge:
			return 4 + 2*count
		case pharaon.NGrandVizier:
			return 3 + 3*count
		}
		return 5
	}
	wanted := []int{pharaon.NJudge, pharaon.NGrandVizier}
	slot := -1
	s := findTurn(t, 3, func(s *pharaon.State, me int) bool {
		held, _ := s.NoblesOf(me)
		for _, n := range held {
			if !slices.Contains(plain, n) {
				return false
			}
		}
		v := pickView(t, "en", s)
		for i, n := range s.NobleDisplay() {
			if slices.Contains(wanted, n) && legalTake(v, target{tNobCard, i, 0}) {
				slot = i
				return true
			}
		}
		return false
	})
	me := s.CurrentPlayer()
	held, _ := s.NoblesOf(me)
	n := s.NobleDisplay()[slot]
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, s)
		w := takeWords[lang]
		lines := strings.Join(v.tipLines(target{tNobCard, slot, 0}), "\n")
		t.Logf("%s: Noble [%d], holding %v:\n%s", lang, n, held, lines)
		for _, want := range []string{fmt.Sprintf(w.nobleCount, len(held), len(held)+1), fmt.Sprintf("%s +%d", w.nobles, scored(n, len(held)+1))} {
			if !strings.Contains(lines, want) {
				t.Errorf("%s: Noble [%d] tooltip (holding %v)\n%s\nlacks %q", lang, n, held, lines, want)
			}
		}
	}
}

// A card the player to act cannot pay for says so in its tooltip, with
// what the player holds; another person's card waits for their turn.
func TestTakeTooltipSaysWhyNot(t *testing.T) {
	slot := -1
	s := findTurn(t, 3, func(s *pharaon.State, me int) bool {
		v := pickView(t, "en", s)
		w := s.WheelColour(pharaon.ART)
		free := false
		for i := 0; i < s.SlotsPerSegment(); i++ {
			free = free || s.Slot(w, i).Token == pharaon.WheelFree
		}
		for i, id := range s.ArtisanDisplay() {
			if id >= 0 && free && !legalTake(v, target{tArtCard, i, 0}) {
				slot = i
				return true
			}
		}
		return false
	})
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, s)
		w := takeWords[lang]
		lines := strings.Join(v.tipLines(target{tArtCard, slot, 0}), "\n")
		for _, want := range []string{w.cannot, w.hold} {
			if !strings.Contains(lines, want) {
				t.Errorf("%s: unpayable Artisan tooltip\n%s\nlacks %q", lang, lines, want)
			}
		}
		v.Viewer = (s.CurrentPlayer() + 1) % s.NumPlayers()
		if other := v.st.PlayerOf(v.Viewer); !other.Passed {
			lines = strings.Join(v.tipLines(target{tArtCard, slot, 0}), "\n")
			if !strings.Contains(lines, w.later) {
				t.Errorf("%s: Artisan tooltip for a seat waiting its turn\n%s\nlacks %q", lang, lines, w.later)
			}
		}
	}
}

// In solo the take tooltips speak of you alone: no other player.
func TestTakeTooltipSoloWording(t *testing.T) {
	s := findTurn(t, 1, func(s *pharaon.State, me int) bool { return s.Round() >= 2 })
	bad := map[string][]string{"en": {"players", "another player", "other player"}, "fr": {"joueurs", "autre joueur"}}
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, s)
		var all []string
		for i := 0; i < s.LotCount(); i++ {
			lines := v.tipLines(target{tLot, i, 0})
			if slices.Contains(lines, v.t("pharaon.tip.you_choices")) {
				t.Errorf("%s: a lot asks for no choice, its tooltip says it does:\n%s", lang, strings.Join(lines, "\n"))
			}
			all = append(all, lines...)
		}
		for i := 0; i < 4; i++ {
			all = append(all, v.tipLines(target{tArtCard, i, 0})...)
		}
		for i := 0; i < 3; i++ {
			all = append(all, v.tipLines(target{tNobCard, i, 0})...)
		}
		text := strings.Join(all, "\n")
		if !strings.Contains(text, takeWords[lang].hold) && !strings.Contains(text, map[string]string{"en": "Your score as things stand", "fr": "Votre score en l’état"}[lang]) {
			t.Errorf("%s: solo take tooltips preview nothing:\n%s", lang, text)
		}
		for _, b := range bad[lang] {
			if strings.Contains(strings.ToLower(text), b) {
				t.Errorf("%s: solo take tooltips speak of %q:\n%s", lang, b, text)
			}
		}
	}
}

// With the Physician (§9.3 [13]: 6 + 2 per different Artisan PP value) an
// Artisan's tooltip counts the different values the player would have,
// and, when it can be taken now, the Nobles column gains 2 for a new
// value, 0 for one already held.
func TestTakeTooltip_9_3_PhysicianSets(t *testing.T) {
	// No other Noble whose scoring taking an Artisan moves.
	others := []int{1, 2, 3, 4, 5, 6, 8, 9, 15, 17, 18, 19, 20}
	s := findTurn(t, 3, func(s *pharaon.State, me int) bool {
		held, _ := s.NoblesOf(me)
		if !slices.Contains(held, pharaon.NPhysician) || len(s.ArtisansOf(me)) == 0 {
			return false
		}
		for _, n := range held {
			if slices.Contains(others, n) {
				return false
			}
		}
		v := pickView(t, "en", s)
		for i := 0; i < 4; i++ {
			if legalTake(v, target{tArtCard, i, 0}) {
				return true
			}
		}
		return false
	})
	me := s.CurrentPlayer()
	vals := map[int]bool{}
	for _, id := range s.ArtisansOf(me) {
		pp, _, _, _ := handArtisan(id)
		vals[pp] = true
	}
	checked, scored := 0, 0
	for _, lang := range []string{"en", "fr"} {
		v := pickView(t, lang, s)
		want := map[string]string{"en": "Physician: different PP values among your Artisans %d → %d.", "fr": "Médecin : valeurs de PP différentes parmi vos Artisans %d → %d."}[lang]
		for i, id := range s.ArtisanDisplay() {
			if id < 0 {
				continue
			}
			pp, _, _, _ := handArtisan(id)
			n1 := len(vals)
			if !vals[pp] {
				n1++
			}
			lines := strings.Join(v.tipLines(target{tArtCard, i, 0}), "\n")
			if w := fmt.Sprintf(want, len(vals), n1); !strings.Contains(lines, w) {
				t.Errorf("%s: Artisan %d tooltip (Artisans %v)\n%s\nlacks %q", lang, id+1, s.ArtisansOf(me), lines, w)
			}
			if legalTake(v, target{tArtCard, i, 0}) {
				scored++
				nob := map[string]string{"en": "Nobles +2", "fr": "Nobles +2"}[lang]
				if got := strings.Contains(lines, nob); got != (n1 > len(vals)) {
					t.Errorf("%s: Artisan %d tooltip: %q shown %v, a new value %v\n%s", lang, id+1, nob, got, n1 > len(vals), lines)
				}
			}
			checked++
		}
	}
	if checked == 0 || scored == 0 {
		t.Fatalf("Artisans checked: %d, with their score: %d", checked, scored)
	}
}
