package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
)

// A game with a solo mode (gameview.Entry.Solo) played by one player: the
// menu shows the human's seat, then the automaton's, fixed (its name from
// the locale, the first colour the human does not have, no kinds), and the
// solo options. The memory keeps the one seat and the option values; the
// automaton's row follows from them.

// soloOn reports whether the setup is a solo game against an automaton.
func (m *MenuScene) soloOn() bool { return m.entry.Solo != nil && len(m.seats) == 1 }

// soloColor is the automaton seat's colour: the first the human lacks.
func (m *MenuScene) soloColor() render.PlayerColor {
	for _, c := range m.entry.Colors {
		if len(m.seats) == 0 || c != m.seats[0].color {
			return c
		}
	}
	return render.Gray
}

// activeOptions are the option values to pass the engine: the solo ones
// only in a solo game.
func (m *MenuScene) activeOptions() engine.Options {
	vals, fill := map[string]string{}, map[string]string{}
	for _, o := range m.shownOptions() {
		if v, ok := m.values[o.Key]; ok {
			vals[o.Key] = v
		}
		if len(o.Choices) > 0 {
			fill[o.Key] = o.Choices[0].Value
		}
	}
	// Values no option of the entry names (a preset's composite keys)
	// go through as before.
	all := map[string]bool{}
	for _, o := range m.entry.SoloOptions(1) {
		all[o.Key] = true
	}
	for k, v := range m.values {
		if !all[k] {
			vals[k] = v
		}
	}
	return session.Compose(vals, fill)
}

// shownOptions are the options of the setup: the solo ones in a solo
// game, a seat's own (Option.PerSeat) only for the seats in play.
func (m *MenuScene) shownOptions() []gameview.Option {
	var out []gameview.Option
	for _, o := range m.entry.SoloOptions(len(m.seats)) {
		if _, i, ok := session.IndexedKey(o.Key); o.PerSeat && (!ok || i >= len(m.seats)) {
			continue
		}
		out = append(out, o)
	}
	return out
}

// optionLabel is the text of an option's row: a seat's option names the
// seat; choices with a short button label say the chosen one in full.
func (m *MenuScene) optionLabel(o gameview.Option) string {
	for _, c := range o.Choices {
		if c.Short != "" && m.values[o.Key] == c.Value {
			return m.a.T(c.Label)
		}
	}
	if _, i, ok := session.IndexedKey(o.Key); o.PerSeat && ok && i < len(m.seats) {
		name := strings.TrimSpace(m.seats[i].name)
		if name == "" {
			name = m.a.T("menu.player_name", "n", i+1)
		}
		return m.a.T(o.Label, "name", name, "n", i+1)
	}
	return m.a.T(o.Label)
}

// choiceLabel is the locale key of a choice's button.
func choiceLabel(c gameview.Choice) string {
	if c.Short != "" {
		return c.Short
	}
	return c.Label
}

// soloSeat is the automaton's seat of the match spec.
func (m *MenuScene) soloSeat() session.SeatSpec {
	return session.SeatSpec{Name: m.a.T(m.entry.Solo.Name), Color: m.soloColor().String(), Kind: session.Automaton}
}

// addSoloRow adds the automaton's fixed row at y.
func (m *MenuScene) addSoloRow(x0, y float64) {
	a := m.a
	name, kind, clr := a.T(m.entry.Solo.Name), a.seatKind(session.Automaton), m.soloColor()
	w := &widget{id: "seat.automaton", r: geom.R(x0, y, seatRowH+12+250+16+4*106, seatRowH), kind: wCustom,
		tip: a.T("menu.automaton_tip", "name", name), look: name + "/" + kind + "/" + clr.String()}
	w.custom = func(dst *ebiten.Image, w *widget, hover, pressed bool) {
		mark := geom.R(w.r.X, w.r.Y, seatRowH, seatRowH)
		render.FillRoundRect(dst, mark, 8, render.WithAlpha(render.Papyrus, 0.5))
		render.StrokeRoundRect(dst, mark, 8, render.StrokeThin, render.InkSoft)
		render.DrawPlayerMark(dst, mark.Center(), mark.H*0.62, clr)
		field := geom.R(w.r.X+seatRowH+12, w.r.Y, 250, seatRowH)
		render.FillRoundRect(dst, field, 8, render.WithAlpha(render.Papyrus, 0.5))
		render.StrokeRoundRect(dst, field, 8, render.StrokeThin, render.InkSoft)
		render.DrawInRect(dst, name, render.Face(render.Medium, render.SizeBody), field.InsetXY(14, 0), render.Left, render.Middle, render.Ink)
		render.DrawInRect(dst, kind, render.Face(render.Medium, render.SizeSmall), geom.R(field.Right()+16, w.r.Y, w.r.Right()-field.Right()-16, seatRowH), render.Left, render.Middle, render.InkSoft)
	}
	m.ui.add(w)
}

// soloAgainst says whom a solo match (one person against the game's
// automaton) is played against, in the current language: "Solo against
// the Traitor" (menu.solo.against.<game>, where the name needs its own
// grammar), else "Solo against <name>"; ok false when sp is not a solo
// match.
func (m *MenuScene) soloAgainst(sp session.Spec) (string, bool) {
	people, bot := 0, ""
	for _, st := range sp.Seats {
		if st.Kind == session.Automaton {
			bot = st.Name
		} else {
			people++
		}
	}
	if bot == "" || people != 1 {
		return "", false
	}
	if key := "menu.solo.against." + sp.Game; m.a.loc.Has(key) {
		return m.a.T(key), true
	}
	if e, ok := gameview.Lookup(sp.Game); ok && e.Solo != nil {
		bot = m.a.T(e.Solo.Name)
	}
	return m.a.T("menu.solo.against_name", "name", bot), true
}
