package gameview

import (
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
)

// Seat describes one seat as the view needs it.
type Seat struct {
	Name  string
	Color render.PlayerColor
	Human bool
}

// Env is what the match scene shares with its view; it stays the same
// pointer for the whole match, its fields may change between frames.
type Env struct {
	Loc     *locales.Bundle
	Seats   []Seat
	Speed   anim.Speed
	Sprites *render.Sprites
	// Patterns: colour-blind patterns on pieces (a setting).
	Patterns bool
}

// A view may also draw without an env (the rules pages' pictures, tests):
// these read an env, nil included, with the default for that case.

// Bundle is the strings, nil without an env.
func (e *Env) Bundle() *locales.Bundle {
	if e == nil {
		return nil
	}
	return e.Loc
}

// AnimSpeed is the animation speed, Normal without an env.
func (e *Env) AnimSpeed() anim.Speed {
	if e == nil {
		return anim.Normal
	}
	return e.Speed
}

// PatternsOn reports whether pieces carry colour-blind patterns.
func (e *Env) PatternsOn() bool { return e != nil && e.Patterns }

// Seat is seat p; ok is false without an env or for a seat it lacks.
func (e *Env) Seat(p int) (s Seat, ok bool) {
	if e == nil || p < 0 || p >= len(e.Seats) {
		return Seat{}, false
	}
	return e.Seats[p], true
}

// colourKeys prefixes the seat colours' names (the menu's).
const colourKeys = "menu.colour."

// SeatName is how the log names seat p: its name, else its colour's
// name, else key's line with {seat} = p+1 ("Player 2").
func (e *Env) SeatName(p int, key string) string {
	if s, ok := e.Seat(p); ok {
		if s.Name != "" {
			return s.Name
		}
		return e.Loc.T(colourKeys + s.Color.String())
	}
	return e.Loc.T(key, "seat", p+1)
}

// SpritesOr is the env's sprite cache, else *own, made on first use.
func (e *Env) SpritesOr(own **render.Sprites) *render.Sprites {
	if e != nil && e.Sprites != nil {
		return e.Sprites
	}
	if *own == nil {
		*own = render.NewSprites()
	}
	return *own
}

// Lang is the language of the env's strings, "" without them.
func (e *Env) Lang() string {
	if b := e.Bundle(); b != nil {
		return b.Lang
	}
	return ""
}
