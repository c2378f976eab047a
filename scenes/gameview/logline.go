package gameview

import (
	"strconv"
	"strings"

	"nilegames/engine"
	"nilegames/locales"
)

// LogWords words the lines of one game's log: its locale section
// ("pharaon.log.") and the match's seats.
type LogWords struct {
	Env     *Env
	Loc     *locales.Bundle
	Section string
}

// LogWith is an Entry.Log: no line without an env or strings, else line's.
func LogWith(section string, line func(e engine.Event, w LogWords) (string, bool)) func(e engine.Event, env *Env) (string, bool) {
	return func(e engine.Event, env *Env) (string, bool) {
		if env == nil || env.Loc == nil {
			return "", false
		}
		return line(e, LogWords{Env: env, Loc: env.Loc, Section: section})
	}
}

// T is the section's message k.
func (w LogWords) T(k string, args ...any) string { return w.Loc.T(w.Section+k, args...) }

// Line is the section's message k as a log line.
func (w LogWords) Line(k string, args ...any) (string, bool) { return w.T(k, args...), true }

// LineIf is the section's message k when ok, else no line (an event
// whose codes the log does not know).
func (w LogWords) LineIf(ok bool, k string, args ...any) (string, bool) {
	if !ok {
		return "", false
	}
	return w.Line(k, args...)
}

// Seat is the name of seat p, else its colour, else the section's "seat"
// line ("Player 2").
func (w LogWords) Seat(p int) string { return w.Env.SeatName(p, w.Section+"seat") }

// SeatList joins the names of seats with sep.
func (w LogWords) SeatList(seats []int, sep string) string {
	names := make([]string, len(seats))
	for i, p := range seats {
		names[i] = w.Seat(p)
	}
	return strings.Join(names, sep)
}

// IndexedT is loc's message prefix+i for 0 <= i < n; false outside (a
// code the log does not know gives no line).
func IndexedT(loc *locales.Bundle, prefix string, i, n int) (string, bool) {
	if i < 0 || i >= n {
		return "", false
	}
	return loc.T(prefix + strconv.Itoa(i)), true
}

// BotName names an automaton in the lines of events only it makes: its
// seat's name when the match gives one, else key's message.
func (e *Env) BotName(seat int, key string) string {
	if s, ok := e.Seat(seat); ok && s.Name != "" {
		return s.Name
	}
	return e.Loc.T(key)
}

// LangIndex is 1 for French strings, else 0: a cached picture's key part
// for the language it is written in.
func LangIndex(loc *locales.Bundle) int {
	if loc != nil && loc.Lang == "fr" {
		return 1
	}
	return 0
}

// Tr is loc's message key, the key itself without strings (pictures drawn
// without an env, tests).
func Tr(loc *locales.Bundle, key string, args ...any) string {
	if loc == nil {
		return key
	}
	return loc.T(key, args...)
}
