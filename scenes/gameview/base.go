package gameview

import (
	"nilegames/engine"
	"nilegames/render"
	"nilegames/render/geom"
)

// Base is the plumbing every view embeds: the env, the board's area, the
// seats as the env has them, the pointer, the panels as drawn.
type Base struct {
	Env    *Env
	Area   geom.Rect
	Viewer Viewer

	Pointer geom.Point
	HasPtr  bool
	// Panels are the bodies DrawPanel got, by seat.
	Panels map[int]geom.Rect
	Legal  []engine.Action

	// Colors are the default seat colours (no env, or a seat it lacks);
	// past them a seat is gray.
	Colors []render.PlayerColor
	// SeatKey names a seat without a name: its line with {n} = p+1.
	SeatKey string

	own *render.Sprites
}

// NewBase is the base of a view for env, drawing nothing private.
func NewBase(env *Env, colors []render.PlayerColor, seatKey string) Base {
	return Base{Env: env, Viewer: -1, Panels: map[int]geom.Rect{}, Colors: colors, SeatKey: seatKey}
}

// Sprites is the env's sprite cache, else the view's own.
func (b *Base) Sprites() *render.Sprites { return b.Env.SpritesOr(&b.own) }

// Colour is seat p's colour.
func (b *Base) Colour(p int) render.PlayerColor {
	if s, ok := b.Env.Seat(p); ok {
		return s.Color
	}
	if p >= 0 && p < len(b.Colors) {
		return b.Colors[p]
	}
	return render.Gray
}

// Name is seat p's name, else SeatKey's line.
func (b *Base) Name(p int) string {
	if s, ok := b.Env.Seat(p); ok && s.Name != "" {
		return s.Name
	}
	return b.T(b.SeatKey, "n", p+1)
}

// Human reports whether a person plays seat p.
func (b *Base) Human(p int) bool {
	s, ok := b.Env.Seat(p)
	return ok && s.Human
}

// T is key's line in the env's language (the key itself without an env).
func (b *Base) T(key string, args ...any) string { return Tr(b.Env.Bundle(), key, args...) }

// SetPointer records where the pointer is.
func (b *Base) SetPointer(p geom.Point) { b.Pointer, b.HasPtr = p, true }

// NotePanel records where seat's panel body is (DrawPanel calls it), for
// the clicks and tooltips on the panels.
func (b *Base) NotePanel(seat int, r geom.Rect) {
	if b.Panels == nil {
		b.Panels = map[int]geom.Rect{}
	}
	b.Panels[seat] = r
}
