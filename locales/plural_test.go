package locales

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// pluralArgs fills every placeholder of m: n with the count, every other
// one with a word, so that the only figure in the result is n's.
func pluralArgs(m Message, n int) []any {
	args := []any{"n", n}
	for _, p := range Placeholders(m) {
		if p != "n" {
			args = append(args, p, "X")
		}
	}
	return args
}

// A count followed by a word in its plural form: "1 stones", "0 Pierres",
// "1 réseaux" (French puts 0 in the singular, English does not). The words
// listed are singular though they end in s or x.
var pluralAfter = regexp.MustCompile(`(^|[^\p{L}\p{N}/.,])([01]) (\p{L}+[sx])\b`)

var notPlural = map[string]bool{"pass": true, "fois": true, "sur": true, "plus": true, "après": true, "dans": true, "sous": true, "vers": true, "pas": true, "has": true, "is": true, "was": true, "as": true, "its": true, "this": true, "plays": true, "takes": true, "goes": true, "wins": true, "leads": true, "scores": true}

func badAgreement(lang, s string) string {
	for _, m := range pluralAfter.FindAllStringSubmatch(s, -1) {
		if m[2] == "0" && lang == "en" {
			continue
		}
		if !notPlural[strings.ToLower(m[3])] {
			return m[2] + " " + m[3]
		}
	}
	return ""
}

// Every plural key, rendered through T at 0, 1 and 2 in both languages,
// takes the right form: English uses "one" at 1 only, French at 0 and 1
// (locales.go); the "one" form counts with {n} (a literal 1 would be wrong
// at 0 in French) and never reads "1 stones".
func TestPluralKeysAt012(t *testing.T) {
	// The "one" forms that need no {n}: it is always 1 there.
	noCount := map[string]bool{"imhotep.log.pair_taken": true, "imhotep.log.game_ended": true,
		// counts the other players, at least one: said without the number
		"egizia.tip.sphinx_held_rule": true}
	plurals := 0
	for _, lang := range Languages {
		b, err := Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range b.Keys() {
			m, _ := b.Message(k)
			if m.One == "" {
				continue
			}
			plurals++
			if !strings.Contains(m.One, "{n}") && !noCount[k] {
				t.Errorf("%s %s: the one form %q does not count with {n}", lang, k, m.One)
			}
			for _, n := range []int{0, 1, 2} {
				got := b.T(k, pluralArgs(m, n)...)
				form := m.Other
				if (lang == "en" && n == 1) || (lang == "fr" && n <= 1) {
					form = m.One
				}
				if want := fill(form, pluralArgs(m, n)); got != want {
					t.Errorf("%s %s at %d: %q, want %q", lang, k, n, got, want)
				}
				if n == 0 && lang == "fr" && noCount[k] {
					continue // never said with 0
				}
				if bad := badAgreement(lang, got); bad != "" {
					t.Errorf("%s %s at %d: %q reads %q", lang, k, n, got, bad)
				}
				if n == 2 && strings.Contains(form, "{n}") && !strings.Contains(got, strconv.Itoa(n)) {
					t.Errorf("%s %s at 2: %q lost the count", lang, k, got)
				}
			}
		}
	}
	if plurals < 60 {
		t.Fatalf("only %d plural keys: the walk is broken", plurals)
	}
}

// A string that is not a plural table never puts a count placeholder
// before a plural noun ("at least {min} stones" reads "at least 1 stones"):
// each count is rendered at 1 and 0 and read like the plural forms above.
// The placeholders below are the ones the code fills with counts.
func TestCountsOutsidePluralsAgree(t *testing.T) {
	counts := []string{"n", "m", "min", "cap", "count", "points", "value", "quarry", "ankhs", "total", "a", "b"}
	scanned := 0
	for _, lang := range Languages {
		b, _ := Load(lang)
		for _, k := range b.Keys() {
			m, _ := b.Message(k)
			if m.One != "" {
				continue
			}
			ph := Placeholders(m)
			for _, c := range counts {
				if !strings.Contains(m.Other, "{"+c+"}") {
					continue
				}
				scanned++
				for _, n := range []int{0, 1} {
					var args []any
					for _, p := range ph {
						if p == c {
							args = append(args, p, n)
						} else {
							args = append(args, p, "X")
						}
					}
					if bad := badAgreement(lang, b.T(k, args...)); bad != "" {
						t.Errorf("%s %s with {%s} = %d reads %q: make it a plural table on {n} or drop the noun", lang, k, c, n, bad)
					}
				}
			}
		}
	}
	if scanned < 20 {
		t.Fatalf("only %d strings with a count: the scan is broken", scanned)
	}
}
