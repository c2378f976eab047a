package egiziaview

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/engine/enginetest"
	"nilegames/locales"
)

// namesTestCode: an internal code (zone, space, card, tile or spec id).
var namesTestCode = regexp.MustCompile(`\b(Zone [0-9]|[ACGMRTXZ][0-9]+)\b`)

// namesTestFr: the French words the board does not use (the rulebook's
// violet crew is "l'équipe de tête", not "le Chef": play pass #16).
var namesTestFr = regexp.MustCompile(`(?i)\bbateaux?\b|\bcases? de manche\b|\béquipes (verte|bleue|jaune)\b|\ble Chef\b|\béquipe Chef\b`)

func namesTestCheck(t *testing.T, lang, where, s string) {
	t.Helper()
	if c := namesTestCode.FindString(s); c != "" {
		t.Errorf("%s %s: internal code %q in %q", lang, where, c, s)
	}
	if w := namesTestFr.FindString(s); lang == "fr" && w != "" {
		t.Errorf("fr %s: %q in %q", where, w, s)
	}
	if lang == "en" && strings.Contains(s, "crews {") {
		t.Errorf("en %s: colour after the noun in %q", where, s)
	}
}

// TestNamesOnScreen: no Egizia string, rules page, Sphinx card title or
// log line shows an internal code (C1, T1, Z1, G1, M1, X33...), and
// French says Navire and case ronde only (issue 22, play pass #5: "Carte
// Sphinx X33", the rules' "C1 T1 ... Z3", "G1...G10", "† M1").
func TestNamesOnScreen(t *testing.T) {
	fill := regexp.MustCompile(`\{[a-z_]+\}`)
	for _, lang := range locales.Languages {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range b.Keys() {
			if !strings.HasPrefix(k, "egizia.") {
				continue
			}
			m, _ := b.Message(k)
			for _, s := range []string{m.One, m.Other} {
				if strings.Contains(s, "crews {") {
					namesTestCheck(t, lang, k, s)
				}
				namesTestCheck(t, lang, k, fill.ReplaceAllString(s, "1"))
			}
		}
		if lang == "fr" {
			for _, k := range b.Keys() {
				if m, _ := b.Message(k); strings.HasPrefix(k, "egizia.rules.") && namesTestFr.MatchString(m.Other) {
					t.Errorf("fr %s: %q", k, namesTestFr.FindString(m.Other))
				}
			}
		}
	}
	for _, lang := range locales.Languages {
		v := pickView(t, lang, boardGame(t, 2, 1))
		for id := 1; id <= egizia.NumSphinx; id++ {
			for _, l := range v.sphinxTip(id) {
				namesTestCheck(t, lang, "Sphinx card tooltip", l)
			}
		}
	}
	names := []string{"Ana", "Ben", "Cleo", "Dan"}
	for _, lang := range locales.Languages {
		env := logTestEnv(t, lang, names...)
		evs := logTestVariants()
		for g := 0; g < 3; g++ {
			played, _ := enginetest.PlayRecorded(t, egizia.Game{}, engine.Options{"players": strconv.Itoa(2 + g)}, uint64(700+g))
			evs = append(evs, played...)
		}
		for _, e := range evs {
			if line, ok := Log(e, env); ok {
				namesTestCheck(t, lang, e.EventName(), line)
			}
		}
	}
}
