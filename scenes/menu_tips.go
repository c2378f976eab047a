package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The menu's options explain themselves: the row label of an option and
// each of its choices have a tooltip, from the locale keys
// menu.tip.<option label>.about and menu.tip.<option label>.<value> (a
// preset's: menu.tip.<preset label>). The mouse shows it on hover; a
// finger shows it while held on the control, and a long press (or a tap on
// the row's label, which does nothing else) leaves it pinned after the
// finger lifts, without choosing anything, until the next press.

// longPressTicks is how long a finger stays down for a long press.
const longPressTicks = TPS / 2

// optionTipKey is the locale key of what option o does.
func optionTipKey(o gameview.Option) string { return "menu.tip." + o.Label + ".about" }

// choiceTipKey is the locale key of what choice c of option o does.
func choiceTipKey(o gameview.Option, c gameview.Choice) string {
	return "menu.tip." + o.Label + "." + c.Value
}

// presetTipKey is the locale key of what preset p sets.
func presetTipKey(p gameview.Preset) string { return "menu.tip." + p.Label }

// tipText is a tooltip of a title (drawn bold) and a body; without a body,
// the title alone.
func tipText(title, body string) string {
	if body == "" {
		return title
	}
	return title + "\n" + body
}

// tipLines are a widget's tooltip lines, the body wrapped.
func tipLines(tip string) []string {
	return wrapTooltip(strings.Split(tip, "\n"), 460)
}

// optionTip is the tooltip of option o's row label, "" when the locale
// has none.
func (m *MenuScene) optionTip(o gameview.Option) string {
	k := optionTipKey(o)
	if !m.a.loc.Has(k) {
		return ""
	}
	return tipText(m.optionLabel(o), m.a.T(k))
}

// choiceTip is the tooltip of choice c of option o: the choice named in
// full, then what it does (else what the option does).
func (m *MenuScene) choiceTip(o gameview.Option, c gameview.Choice) string {
	a := m.a
	title := a.T("menu.tip.choice", "option", m.optionName(o), "choice", a.T(c.Label))
	if c.Short != "" {
		title = a.T(c.Label) // the label says the option already
	}
	body := ""
	switch k := choiceTipKey(o, c); {
	case a.loc.Has(k):
		body = a.T(k)
	case a.loc.Has(optionTipKey(o)):
		body = a.T(optionTipKey(o))
	}
	return tipText(title, body)
}

// optionName is option o's label, a seat's option naming the seat, never
// the chosen choice's label.
func (m *MenuScene) optionName(o gameview.Option) string {
	short := o
	short.Choices = nil
	return m.optionLabel(short)
}

// infoGlyph is the room of the "i" after an option's label.
const infoGlyph = 30.0

// infoRect is the part of an option row's label that shows its tooltip:
// the text and the "i" after it.
func (m *MenuScene) infoRect(row optionRow) geom.Rect {
	tw := render.TextWidth(m.optionLabel(row.opt), render.Face(render.Medium, render.SizeSmall))
	w := min(tw, row.label.W-infoGlyph) + infoGlyph
	return geom.R(row.label.X, row.label.Y, w, row.label.H)
}

// addOptionInfo adds the widget of an option row's label: hovering or
// tapping it shows what the option does; the "i" says there is more.
func (m *MenuScene) addOptionInfo(row optionRow) {
	tip := m.optionTip(row.opt)
	if tip == "" {
		return
	}
	w := &widget{id: "optinfo." + row.opt.Key, r: m.infoRect(row), kind: wCustom, tip: tip, look: "i"}
	w.custom = func(dst *ebiten.Image, w *widget, hover, pressed bool) {
		c := geom.Pt(w.r.Right()-infoGlyph/2+2, w.r.Center().Y)
		clr := render.Lapis
		if hover || pressed {
			clr = render.GoldDeep
		}
		render.FillCircle(dst, c, 10, render.Lighten(render.Papyrus, 0.3))
		render.StrokeCircle(dst, c, 10, 1.5, clr)
		render.DrawText(dst, "i", render.Face(render.Bold, render.SizeSmall-4), c.X, c.Y, render.Center, render.Middle, clr)
	}
	m.ui.add(w)
}

// touchTips keeps the tooltip of a control a finger held long (or of an
// option's label it tapped) after the finger lifts: that press chooses
// nothing. Any press unpins it. It returns the clicks left to act on and
// whether the pinned tooltip changed.
func (m *MenuScene) touchTips(f *Frame, clicked []string) ([]string, bool) {
	changed, up := false, false
	for _, in := range f.In {
		switch in.Kind {
		case input.Press:
			if m.pinned != "" {
				m.pinned, changed = "", true
			}
			m.holdTouch, m.holdSince = in.Touch, f.Tick
		case input.Release:
			up = in.Touch
		case input.Back:
			if m.pinned != "" {
				m.pinned, changed = "", true
			}
		}
	}
	if !up || !m.holdTouch || len(clicked) == 0 {
		return clicked, changed
	}
	long := f.Tick-m.holdSince >= longPressTicks
	var out []string
	for _, id := range clicked {
		if w := m.ui.get(id); w != nil && w.tip != "" && (long || strings.HasPrefix(id, "optinfo.")) {
			m.pinned, changed = id, true
			continue
		}
		out = append(out, id)
	}
	return out, changed
}

// shownTip is the widget whose tooltip shows: the one under the pointer,
// else the pinned one.
func (m *MenuScene) shownTip() *widget {
	if w := m.ui.hovered(); w != nil && w.tip != "" {
		return w
	}
	if m.pinned != "" {
		if w := m.ui.get(m.pinned); w != nil && w.tip != "" {
			return w
		}
	}
	return nil
}

// seatKindTipKey is the locale key of what seat kind k means.
func seatKindTipKey(k string) string { return "menu.tip.seat." + k }

// seatKindTip is the tooltip of a seat's kind button.
func (m *MenuScene) seatKindTip(k string) string {
	if key := seatKindTipKey(k); m.a.loc.Has(key) {
		return tipText(m.a.seatKind(k), m.a.T(key))
	}
	return ""
}
