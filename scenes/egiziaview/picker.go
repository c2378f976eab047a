package egiziaview

import (
	"fmt"
	"slices"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/pick"
)

// The picker turns clicks into legal actions. Each action has a primary
// target (a space of the board, a card or a crew token of the panel, a
// button) and options asked one level at a time when several actions
// share the target (G9 or G10 on a space, the Sphinx draw's count, R29's
// options, an amount, the crews of a build...): a small choice panel.

type (
	how      = pick.How[target]
	cmove    = pick.Move[target, egizia.Act]
	decision = pick.Decision[target, egizia.Act]
)

// picker is the half-made choice.
type picker struct {
	pick.Picker[target, egizia.Act]
	ref gameview.Refusal
}

func (pk *picker) reset() {
	*pk = picker{Picker: pick.Picker[target, egizia.Act]{Hover: pk.Hover}, ref: pk.ref}
}

func (pk *picker) key() string { return fmt.Sprint(pk.Sel, pk.Chosen, pk.Hover) }

func (v *View) cancelPick() { v.pk.Clear() }

// Selecting reports a choice half made (gameview.Selector).
func (v *View) Selecting() bool { return v.pk.Selecting() }

// human reports whether seat is a human playing at this screen.
func (v *View) human(seat int) bool {
	s, ok := v.Env.Seat(seat)
	return ok && s.Human
}

// decision is the current decision, rebuilt when the state or the legal
// actions change.
func (v *View) decision(legal []engine.Action) *decision {
	d := &v.pk.Dec
	if !v.pk.Fresh(v.st, legal) || v.st == nil {
		return d
	}
	d.Seat = v.st.CurrentPlayer()
	d.Human = d.Seat >= 0 && v.Human(d.Seat)
	for _, a := range legal {
		m := egizia.DecodeAction(a)
		d.Ms = append(d.Ms, cmove{A: a, M: m, How: v.howTo(d.Seat, m)})
	}
	return d
}

// offered are the options asked now.
func (v *View) offered() []int { return v.pk.Offered() }

// acting reports that the seat to act is a human this view serves.
func (v *View) acting() bool {
	if v.st == nil {
		return false
	}
	d := v.decision(v.Legal)
	return d.Human && len(d.Ms) > 0
}

func (v *View) host() pick.Host[target] {
	return pick.Host[target]{Hit: v.hit, Usable: v.usable, Click: v.click}
}

// pick handles the pointer: hover, clicks, right click to cancel.
func (v *View) pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	if v.st == nil {
		return 0, false, false
	}
	d := v.decision(legal)
	return pick.Pointer{
		Hover: v.setHover,
		Human: func() bool { return d.Human },
		ClickAt: func(p geom.Point) (engine.Action, bool, bool) {
			v.pk.ref.Clear()
			return v.clickAt(p)
		},
		Refuse: func(p geom.Point) {
			v.pk.ref.Clear()
			v.refuseAt(p)
		},
		Cancel:  func() bool { return pick.Drop(v.Selecting(), v.cancelPick) },
		Done:    v.cancelPick,
		Changed: v.changed,
	}.Run(in)
}

// setHover records the usable target under p; it reports a change.
func (v *View) setHover(p geom.Point) bool { return v.pk.SetHover(v.host(), p) }

// clickAt uses the first usable target under p.
func (v *View) clickAt(p geom.Point) (engine.Action, bool, bool) { return v.host().ClickAt(p) }

// firstUsable is the target a click among hits uses, tNone when none.
func (v *View) firstUsable(hits []target) target { return v.host().First(hits) }

// usable reports whether a click on t does something now.
func (v *View) usable(t target) bool {
	d := &v.pk.Dec
	if !d.Human || panelTarget(t) {
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
	return len(d.Cands(t, nil)) > 0
}

// click applies a click on the usable target t: the action when one is
// complete, and whether the click did anything.
func (v *View) click(t target) (engine.Action, bool, bool) {
	switch {
	case t.kind == tButton && t.i == kCancel:
		v.cancelPick()
		return 0, false, true
	case t.kind == tOption:
		return v.pk.Option(t.i)
	}
	return v.pk.Select(t)
}

// ClickFor is the clicks that pick a (gameview.Prober).
func (v *View) ClickFor(a engine.Action) []geom.Point {
	cm := v.decision(v.Legal).Mine(a) // none without a state
	if cm == nil {
		return nil
	}
	saved := v.pk
	defer func() { v.pk = saved }()
	pr := pick.Probe[target]{Host: v.host(), Point: v.pointOf, A: a}
	for _, t := range cm.How.Targets() {
		v.pk.Clear()
		if v.pk.Walk(&pr, t, cm.How.Parts, func(o int) target { return target{tOption, o, 0} }) {
			// The clicks again, from the state as it is.
			v.pk = saved
			v.pk.Clear()
			if pr.Host.Replay(pr.Pts, a) {
				return pr.Pts
			}
			return nil
		}
	}
	return nil
}

// pointOf is a point of t's rectangle that a click uses for t.
func (v *View) pointOf(t target) (geom.Point, bool) {
	return v.host().PointIn(t, v.targetRect(t), pick.Fracs, nil)
}
