package egiziaview

import (
	"fmt"
	"slices"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The picker turns clicks into legal actions. Each action has a primary
// target (a space of the board, a card or a crew token of the panel, a
// button) and options asked one level at a time when several actions
// share the target (G9 or G10 on a space, the Sphinx draw's count, R29's
// options, an amount, the crews of a build...): a small choice panel.

// how is how an action is clicked: a target (or one of alts), then one
// option per level.
type how struct {
	prim  target
	alts  []target
	parts []int
}

// cmove is a legal action, decoded, with its clicks.
type cmove struct {
	a   engine.Action
	m   egizia.Act
	how how
}

// decision is what the seat to act may do now.
type decision struct {
	st    *egizia.State
	legal []engine.Action
	ms    []cmove
	seat  int
	human bool
}

// picker is the half-made choice.
type picker struct {
	dec    decision
	sel    target
	chosen []int
	hover  target
	ref    *refusal
}

func (pk *picker) reset() { *pk = picker{hover: pk.hover, ref: pk.ref} }

func (pk *picker) key() string { return fmt.Sprint(pk.sel, pk.chosen, pk.hover) }

func (v *View) cancelPick() { v.pk.sel, v.pk.chosen = target{}, nil }

// Selecting reports a choice half made (gameview.Selector).
func (v *View) Selecting() bool { return v.pk.sel.kind != tNone }

// human reports whether seat is a human playing at this screen.
func (v *View) human(seat int) bool {
	s, ok := v.env.Seat(seat)
	return ok && s.Human
}

// decision is the current decision, rebuilt when the state or the legal
// actions change.
func (v *View) decision(legal []engine.Action) *decision {
	d := &v.pk.dec
	if d.st == v.st && slices.Equal(d.legal, legal) {
		return d
	}
	v.pk = picker{hover: v.pk.hover, ref: v.pk.ref}
	d = &v.pk.dec
	d.st, d.legal = v.st, slices.Clone(legal)
	if v.st == nil {
		return d
	}
	d.seat = v.st.CurrentPlayer()
	d.human = d.seat >= 0 && v.human(d.seat)
	for _, a := range legal {
		m := egizia.DecodeAction(a)
		d.ms = append(d.ms, cmove{a: a, m: m, how: v.howTo(d.seat, m)})
	}
	return d
}

func (h how) matches(t target) bool {
	if h.prim.kind == tNone {
		return false
	}
	return h.prim == t || slices.Contains(h.alts, t)
}

// cands are the moves clicked through t whose options start with chosen.
func (d *decision) cands(t target, chosen []int) []cmove {
	var out []cmove
	for _, c := range d.ms {
		if !c.how.matches(t) || len(c.how.parts) < len(chosen) {
			continue
		}
		if slices.Equal(c.how.parts[:len(chosen)], chosen) {
			out = append(out, c)
		}
	}
	return out
}

// narrow adds the options every candidate shares; it returns the action
// once one is left, or the options of the level to ask.
func (d *decision) narrow(t target, chosen []int) (chosen2 []int, a engine.Action, done bool, offer []int) {
	var cs []gameview.Clicked
	for _, c := range d.cands(t, nil) {
		cs = append(cs, gameview.Clicked{A: c.a, Parts: c.how.parts})
	}
	return gameview.Narrow(cs, chosen)
}

// offered are the options asked now.
func (v *View) offered() []int {
	if v.pk.sel.kind == tNone {
		return nil
	}
	_, _, _, offer := v.pk.dec.narrow(v.pk.sel, v.pk.chosen)
	return offer
}

// acting reports that the seat to act is a human this view serves.
func (v *View) acting() bool {
	if v.st == nil {
		return false
	}
	d := v.decision(v.legal)
	return d.human && len(d.ms) > 0
}

// pick handles the pointer: hover, clicks, right click to cancel.
func (v *View) pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	if v.st == nil {
		return 0, false, false
	}
	d := v.decision(legal)
	redraw := false
	for _, it := range in {
		switch it.Kind {
		case input.Move, input.Press, input.Release:
			if v.setHover(geom.Pt(it.X, it.Y)) {
				v.changed()
				redraw = true
			}
		case input.Click:
			p := geom.Pt(it.X, it.Y)
			v.setHover(p)
			if it.Button == input.ButtonRight {
				if v.Selecting() {
					v.cancelPick()
					v.changed()
					redraw = true
				}
				continue
			}
			if it.Button != input.ButtonLeft {
				continue
			}
			v.pk.ref = nil
			if !d.human {
				v.refuseAt(p)
				redraw = true
				continue
			}
			a, done, did := v.clickAt(p)
			if done {
				v.pk.sel, v.pk.chosen = target{}, nil
				v.changed()
				return a, true, true
			}
			if did {
				v.setHover(p)
			} else {
				v.refuseAt(p)
			}
			v.changed()
			redraw = true
		case input.Back:
			if v.Selecting() {
				v.cancelPick()
				v.changed()
				redraw = true
			}
		}
	}
	return 0, false, redraw
}

// setHover records the usable target under p; it reports a change.
func (v *View) setHover(p geom.Point) bool {
	t := target{}
	if v.pk.dec.human {
		t = v.firstUsable(v.hit(p))
	}
	if t == v.pk.hover {
		return false
	}
	v.pk.hover = t
	return true
}

// clickAt uses the first usable target under p.
func (v *View) clickAt(p geom.Point) (engine.Action, bool, bool) {
	t := v.firstUsable(v.hit(p))
	if t.kind == tNone {
		return 0, false, false
	}
	return v.click(t)
}

// firstUsable is the target a click among hits uses, tNone when none.
func (v *View) firstUsable(hits []target) target {
	for _, t := range hits {
		if v.usable(t) {
			return t
		}
	}
	return target{}
}

// usable reports whether a click on t does something now.
func (v *View) usable(t target) bool {
	d := &v.pk.dec
	if !d.human || panelTarget(t) {
		return false // the match gives the panels no clicks: the dock's buttons act
	}
	switch t.kind {
	case tOption:
		return slices.Contains(v.offered(), t.i)
	case tButton:
		if t.i == kCancel {
			return v.Selecting()
		}
	}
	return len(d.cands(t, nil)) > 0
}

// click applies a click on the usable target t: the action when one is
// complete, and whether the click did anything.
func (v *View) click(t target) (engine.Action, bool, bool) {
	d := &v.pk.dec
	switch {
	case t.kind == tButton && t.i == kCancel:
		v.cancelPick()
		return 0, false, true
	case t.kind == tOption:
		_, _, _, offer := d.narrow(v.pk.sel, v.pk.chosen)
		if !slices.Contains(offer, t.i) {
			return 0, false, false
		}
		ch, a, done, _ := d.narrow(v.pk.sel, append(slices.Clone(v.pk.chosen), t.i))
		if done {
			return a, true, true
		}
		v.pk.chosen = ch
		return 0, false, true
	}
	if len(d.cands(t, nil)) == 0 {
		return 0, false, false
	}
	v.pk.sel, v.pk.chosen = target{}, nil
	ch, a, done, _ := d.narrow(t, nil)
	if done {
		return a, true, true
	}
	v.pk.sel, v.pk.chosen = t, ch
	return 0, false, true
}

// ClickFor is the clicks that pick a (gameview.Prober).
func (v *View) ClickFor(a engine.Action) []geom.Point {
	if v.st == nil {
		return nil
	}
	d := v.decision(v.legal)
	var cm *cmove
	for i := range d.ms {
		if d.ms[i].a == a {
			cm = &d.ms[i]
		}
	}
	if cm == nil || !d.human {
		return nil
	}
	saved := v.pk
	defer func() { v.pk = saved }()
	v.pk.sel, v.pk.chosen = target{}, nil
	var pts []geom.Point
	fin := false
	tap := func(t target) bool {
		p, ok := v.pointOf(t)
		if !ok || fin {
			return false
		}
		pts = append(pts, p)
		got, done, did := v.click(t)
		if done {
			fin = true
			return got == a
		}
		return did
	}
	ok := false
	for _, t := range append([]target{cm.how.prim}, cm.how.alts...) {
		v.pk.sel, v.pk.chosen, pts, fin = target{}, nil, nil, false
		if !tap(t) {
			continue
		}
		for !fin {
			lvl := len(v.pk.chosen)
			if v.pk.sel.kind == tNone || lvl >= len(cm.how.parts) || !tap(target{tOption, cm.how.parts[lvl], 0}) {
				break
			}
		}
		if fin {
			ok = true
			break
		}
	}
	if !ok {
		return nil
	}
	// The clicks again, from the state as it is.
	v.pk = saved
	v.pk.sel, v.pk.chosen = target{}, nil
	for i, p := range pts {
		got, done, _ := v.clickAt(p)
		if done != (i == len(pts)-1) || (done && got != a) {
			return nil
		}
	}
	return pts
}

// pointOf is a point of t's rectangle that a click uses for t.
func (v *View) pointOf(t target) (geom.Point, bool) {
	r := v.targetRect(t)
	if r.Empty() {
		return geom.Point{}, false
	}
	for _, f := range [][2]float64{{0.5, 0.5}, {0.3, 0.3}, {0.7, 0.3}, {0.3, 0.7}, {0.7, 0.7}, {0.5, 0.2}, {0.5, 0.8}, {0.15, 0.5}, {0.85, 0.5}, {0.1, 0.1}, {0.9, 0.9}} {
		q := geom.Pt(r.X+r.W*f[0], r.Y+r.H*f[1])
		if v.firstUsable(v.hit(q)) == t {
			return q, true
		}
	}
	return geom.Point{}, false
}
