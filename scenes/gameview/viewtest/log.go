package viewtest

import (
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/scenes/gameview"
)

// LogFunc is a view's Log: an event's line in the match log, if it has one.
type LogFunc func(engine.Event, *gameview.Env) (string, bool)

// EnvFunc gives the view's env in a language with the seats named names.
type EnvFunc func(t testing.TB, lang string, names ...string) *gameview.Env

// LogCase is an event and its log line in both languages.
type LogCase struct {
	E      engine.Event
	En, Fr string
}

// LogLines checks each case's line in both languages, the seats named names.
func LogLines(t testing.TB, log LogFunc, env EnvFunc, cases []LogCase, names ...string) {
	t.Helper()
	for _, lang := range []string{"en", "fr"} {
		e := env(t, lang, names...)
		for _, c := range cases {
			want := c.En
			if lang == "fr" {
				want = c.Fr
			}
			got, ok := log(c.E, e)
			if !ok || got != want {
				t.Errorf("%s %#v:\n got %q (%v)\nwant %q", lang, c.E, got, ok, want)
			}
		}
	}
}

// BadLine is what a broken line shows: a missing key, a placeholder left,
// a Go format, an unknown code, or any of extra.
func BadLine(line string, extra ...string) bool {
	for _, bad := range append([]string{"[", "]", "{", "}", "%!", "?", "  "}, extra...) {
		if strings.Contains(line, bad) {
			return true
		}
	}
	return line == "" || !strings.HasSuffix(line, ".")
}

// LogVariants checks every variant has a line in both languages (unless
// silent says it has none), not bad, that names the seat player gives,
// with the seats named names.
func LogVariants(t testing.TB, log LogFunc, env EnvFunc, variants []engine.Event, names []string, bad func(string) bool, player func(engine.Event) (int, bool), silent func(engine.Event) bool) {
	t.Helper()
	for _, lang := range []string{"en", "fr"} {
		en := env(t, lang, names...)
		for _, e := range variants {
			line, ok := log(e, en)
			if !ok {
				if silent == nil || !silent(e) {
					t.Errorf("%s: no line for %#v", lang, e)
				}
				continue
			}
			if bad(line) {
				t.Errorf("%s: bad line %q for %#v", lang, line, e)
			}
			if p, has := player(e); has && !strings.Contains(line, en.Seats[p].Name) {
				t.Errorf("%s: %q does not name seat %d", lang, line, p)
			}
		}
	}
}

// LogLinesShort checks no variant's line, with the seats named names (long
// ones), takes more than three lines of width px in the log's face.
func LogLinesShort(t testing.TB, log LogFunc, env EnvFunc, variants []engine.Event, names []string, width float64) {
	t.Helper()
	face := render.Face(render.Body, render.SizeSmall)
	for _, lang := range []string{"en", "fr"} {
		en := env(t, lang, names...)
		most := 0
		for _, e := range variants {
			line, _ := log(e, en)
			n := len(render.Wrap(line, face, width))
			if n > 3 {
				t.Errorf("%s: %q takes %d lines", lang, line, n)
			}
			most = max(most, n)
		}
		t.Logf("%s: at most %d lines in %.0f px", lang, most, width)
	}
}

// PluralCase is a counted event and what its line says at 1 and 2.
type PluralCase struct {
	E        func(n int) engine.Event
	En1, En2 string
	Fr1, Fr2 string
}

// LogPlurals checks the counted lines read right at 1 and 2 in both
// languages (French takes the singular at 1, the plural at 2).
func LogPlurals(t testing.TB, log LogFunc, env EnvFunc, cases []PluralCase) {
	t.Helper()
	for _, lang := range []string{"en", "fr"} {
		en := env(t, lang, "Ana")
		for _, c := range cases {
			for n, want := range map[int]string{1: c.En1, 2: c.En2} {
				if lang == "fr" {
					want = map[int]string{1: c.Fr1, 2: c.Fr2}[n]
				}
				if got, _ := log(c.E(n), en); !strings.Contains(got, want) {
					t.Errorf("%s n=%d: %q lacks %q", lang, n, got, want)
				}
			}
		}
	}
}

// Plural is the PluralCase of e with its lines at 1 and 2 in English and French.
func Plural(e func(n int) engine.Event, en1, en2, fr1, fr2 string) PluralCase {
	return PluralCase{E: e, En1: en1, En2: en2, Fr1: fr1, Fr2: fr2}
}

// LogSeatFallbacks checks a seat without a name is called by its colour
// and a seat the env lacks "Player n": want[lang] holds the lines of
// at(1) with two unnamed seats and of at(3) with two seats. none must get
// no line without an env or without strings.
func LogSeatFallbacks(t testing.TB, log LogFunc, env EnvFunc, at func(seat int) engine.Event, none engine.Event, want map[string][2]string) {
	t.Helper()
	for lang, w := range want {
		en := env(t, lang, "", "")
		got0, _ := log(at(1), en)
		got1, _ := log(at(3), en)
		if got0 != w[0] || got1 != w[1] {
			t.Errorf("%s: got %q, %q", lang, got0, got1)
		}
	}
	if _, ok := log(none, nil); ok {
		t.Error("a line without an env")
	}
	if _, ok := log(none, &gameview.Env{}); ok {
		t.Error("a line without strings")
	}
}
