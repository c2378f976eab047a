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
var namesTestCode = regexp.MustCompile(`\b(Zone [0-9]|[ACGMRTZ][0-9]+)\b`)

// namesTestFr: the French words the board does not use.
var namesTestFr = regexp.MustCompile(`(?i)\bbateaux?\b|\bcases? de manche\b|\béquipes (verte|bleue|jaune)\b`)

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

// TestNamesOnScreen: no Egizia string or log line shows an internal code,
// and French says Navire and case ronde only. The rules pages cite the
// reconstructed values (†) and the river's order by design.
func TestNamesOnScreen(t *testing.T) {
	fill := regexp.MustCompile(`\{[a-z_]+\}`)
	for _, lang := range locales.Languages {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range b.Keys() {
			if !strings.HasPrefix(k, "egizia.") || strings.HasPrefix(k, "egizia.rules.") {
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
