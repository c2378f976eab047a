// Package pick turns clicks into legal actions for a view whose actions
// each have a primary target (or alternatives) and then options asked one
// level at a time when several actions share the target. T is the view's
// target (its zero value is no target), M its decoded move.
package pick

import (
	"slices"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render/geom"
)

// How is how an action is clicked: Prim (or one of Alts), then one option
// per level.
type How[T comparable] struct {
	Prim  T
	Alts  []T
	Parts []int
}

// Matches reports whether a click on t starts the action.
func (h How[T]) Matches(t T) bool {
	var none T
	if h.Prim == none {
		return false
	}
	return h.Prim == t || slices.Contains(h.Alts, t)
}

// Targets are the primary target, then the alternatives.
func (h How[T]) Targets() []T { return append([]T{h.Prim}, h.Alts...) }

// Move is a legal action, decoded, with its clicks.
type Move[T comparable, M any] struct {
	A   engine.Action
	M   M
	How How[T]
}

// Decision is what the seat to act may do now.
type Decision[T comparable, M any] struct {
	st    any // the state it was built for
	legal []engine.Action
	Ms    []Move[T, M]
	Seat  int
	Human bool // a human seat whose choices this view may show
}

// Cands are the moves clicked through t whose options start with chosen.
func (d *Decision[T, M]) Cands(t T, chosen []int) []Move[T, M] {
	var out []Move[T, M]
	for _, c := range d.Ms {
		if c.How.Matches(t) && len(c.How.Parts) >= len(chosen) && slices.Equal(c.How.Parts[:len(chosen)], chosen) {
			out = append(out, c)
		}
	}
	return out
}

// Narrow adds the options every candidate of t shares; it returns the
// action once one is left, or the options of the level to ask.
func (d *Decision[T, M]) Narrow(t T, chosen []int) (chosen2 []int, a engine.Action, done bool, offer []int) {
	var cs []Clicked
	for _, c := range d.Cands(t, nil) {
		cs = append(cs, Clicked{A: c.A, Parts: c.How.Parts})
	}
	return Narrow(cs, chosen)
}

// Find is the move of a, nil when a is not legal.
func (d *Decision[T, M]) Find(a engine.Action) *Move[T, M] {
	var m *Move[T, M]
	for i := range d.Ms {
		if d.Ms[i].A == a {
			m = &d.Ms[i]
		}
	}
	return m
}

// Mine is the move of a when a human this view serves plays it, else nil.
func (d *Decision[T, M]) Mine(a engine.Action) *Move[T, M] {
	if !d.Human {
		return nil
	}
	return d.Find(a)
}

// Picker is the half-made choice: a target selected and its options
// chosen so far, and the usable target under the pointer.
type Picker[T comparable, M any] struct {
	Dec    Decision[T, M]
	Sel    T
	Chosen []int
	Hover  T
}

// Fresh starts a new decision, keeping the hover, unless the one held was
// built for st and legal; it reports whether it did.
func (pk *Picker[T, M]) Fresh(st any, legal []engine.Action) bool {
	if pk.Dec.st == st && slices.Equal(pk.Dec.legal, legal) {
		return false
	}
	*pk = Picker[T, M]{Hover: pk.Hover}
	pk.Dec.st, pk.Dec.legal = st, slices.Clone(legal)
	return true
}

// Selecting reports a target selected, its options asked.
func (pk *Picker[T, M]) Selecting() bool {
	var none T
	return pk.Sel != none
}

// Clear drops the choice half made.
func (pk *Picker[T, M]) Clear() {
	var none T
	pk.Sel, pk.Chosen = none, nil
}

// Offered are the options asked now (none without a target selected).
func (pk *Picker[T, M]) Offered() []int {
	if !pk.Selecting() {
		return nil
	}
	_, _, _, offer := pk.Dec.Narrow(pk.Sel, pk.Chosen)
	return offer
}

// Option applies a click on option o of the level asked: the action when
// one is complete, and whether the click did anything.
func (pk *Picker[T, M]) Option(o int) (engine.Action, bool, bool) {
	if !slices.Contains(pk.Offered(), o) {
		return 0, false, false
	}
	ch, a, done, _ := pk.Dec.Narrow(pk.Sel, append(slices.Clone(pk.Chosen), o))
	if done {
		return a, true, true
	}
	pk.Chosen = ch
	return 0, false, true
}

// Select applies a click on target t: the action when t alone makes one,
// else t selected with the options every candidate shares.
func (pk *Picker[T, M]) Select(t T) (engine.Action, bool, bool) {
	if len(pk.Dec.Cands(t, nil)) == 0 {
		return 0, false, false
	}
	pk.Clear()
	ch, a, done, _ := pk.Dec.Narrow(t, nil)
	if done {
		return a, true, true
	}
	pk.Sel, pk.Chosen = t, ch
	return 0, false, true
}

// SetHover records the target a click at p uses (none when the seat to
// act is no human of this view); it reports a change.
func (pk *Picker[T, M]) SetHover(h Host[T], p geom.Point) bool {
	var t T
	if pk.Dec.Human {
		t = h.At(p)
	}
	if t == pk.Hover {
		return false
	}
	pk.Hover = t
	return true
}

// Host is what a view tells the picker: its targets under a point (most
// specific first), whether a click on one does something now, and the
// click itself (the action when complete, whether it did anything).
type Host[T comparable] struct {
	Hit    func(geom.Point) []T
	Usable func(T) bool
	Click  func(T) (engine.Action, bool, bool)
}

// First is the target a click among hits uses, none when none.
func (h Host[T]) First(hits []T) T {
	for _, t := range hits {
		if h.Usable(t) {
			return t
		}
	}
	var none T
	return none
}

// At is the target a click at p uses.
func (h Host[T]) At(p geom.Point) T { return h.First(h.Hit(p)) }

// ClickAt uses the first usable target under p.
func (h Host[T]) ClickAt(p geom.Point) (engine.Action, bool, bool) {
	t := h.At(p)
	var none T
	if t == none {
		return 0, false, false
	}
	return h.Click(t)
}

// Fracs are the points of a rectangle tried in turn, as fractions of its
// size, for a point whose click uses the rectangle's target (a neighbour
// may cover the centre).
var Fracs = [][2]float64{{0.5, 0.5}, {0.3, 0.3}, {0.7, 0.3}, {0.3, 0.7}, {0.7, 0.7}, {0.5, 0.2}, {0.5, 0.8}, {0.15, 0.5}, {0.85, 0.5}, {0.1, 0.1}, {0.9, 0.9}}

// PointIn is the first of fracs in r whose click uses t and that keep
// accepts (nil: all).
func (h Host[T]) PointIn(t T, r geom.Rect, fracs [][2]float64, keep func(geom.Point) bool) (geom.Point, bool) {
	if r.Empty() {
		return geom.Point{}, false
	}
	for _, f := range fracs {
		q := geom.Pt(r.X+r.W*f[0], r.Y+r.H*f[1])
		if (keep == nil || keep(q)) && h.At(q) == t {
			return q, true
		}
	}
	return geom.Point{}, false
}

// Replay reports whether clicks at pts, from the state as it is, make a
// on the last one and not before.
func (h Host[T]) Replay(pts []geom.Point, a engine.Action) bool {
	for i, p := range pts {
		got, done, _ := h.ClickAt(p)
		if done != (i == len(pts)-1) || (done && got != a) {
			return false
		}
	}
	return true
}

// Probe gathers the clicks that pick A, clicking as it goes (ClickFor).
type Probe[T comparable] struct {
	Host  Host[T]
	Point func(T) (geom.Point, bool) // a point whose click uses t
	A     engine.Action
	Pts   []geom.Point
	Fin   bool // an action was made
}

// Tap clicks t; it reports whether the click did something (made A when
// it made an action).
func (pr *Probe[T]) Tap(t T) bool {
	p, ok := pr.Point(t)
	if !ok || pr.Fin {
		return false
	}
	pr.Pts = append(pr.Pts, p)
	got, done, did := pr.Host.Click(t)
	if done {
		pr.Fin = true
		return got == pr.A
	}
	return did
}

// Walk taps t, then the options parts asked while pk has a target
// selected (option makes the target of an option); it reports whether A
// was made.
func (pk *Picker[T, M]) Walk(pr *Probe[T], t T, parts []int, option func(int) T) bool {
	pr.Pts, pr.Fin = nil, false
	if !pr.Tap(t) {
		return false
	}
	for !pr.Fin {
		lvl := len(pk.Chosen)
		if !pk.Selecting() || lvl >= len(parts) || !pr.Tap(option(parts[lvl])) {
			return false
		}
	}
	return true
}

// Pointer is the pointer loop's view side; the hooks marked optional may
// be nil.
type Pointer struct {
	Hover   func(geom.Point) bool // records what is under p; reports a change
	ClickAt func(geom.Point) (engine.Action, bool, bool)
	Refuse  func(geom.Point) // says why a click did nothing
	Cancel  func() bool      // drops a choice half made; reports there was one
	Human   func() bool      // optional: the seat to act is a human this view serves
	Done    func()           // optional: an action was made
	Changed func()           // optional: what is drawn changed
	// Leave (optional) reports that the match should go back a move: on a
	// right click with no choice half made (right), or after a click.
	Leave func(right bool) bool
	// Other (optional) handles the other intents (wheel, keys): an action
	// when done, and whether to redraw.
	Other func(input.Intent) (engine.Action, bool, bool)
}

func (pt Pointer) changed() {
	if pt.Changed != nil {
		pt.Changed()
	}
}

// Run handles the pointer: hover, clicks, right click or Back to cancel.
func (pt Pointer) Run(in []input.Intent) (engine.Action, bool, bool) {
	redraw := false
	for _, it := range in {
		p := geom.Pt(it.X, it.Y)
		switch it.Kind {
		case input.Move, input.Press, input.Release:
			if pt.Hover(p) {
				pt.changed()
				redraw = true
			}
		case input.Click:
			pt.Hover(p)
			if it.Button == input.ButtonRight {
				if pt.Cancel() {
					pt.changed()
					redraw = true
				} else if pt.Leave != nil && pt.Leave(true) {
					return 0, false, true
				}
				continue
			}
			if it.Button != input.ButtonLeft {
				continue
			}
			redraw = true
			if pt.Human != nil && !pt.Human() {
				pt.Refuse(p)
				continue
			}
			a, done, did := pt.ClickAt(p)
			if done {
				if pt.Done != nil {
					pt.Done()
				}
				pt.changed()
				return a, true, true
			}
			if did && pt.Leave != nil && pt.Leave(false) {
				return 0, false, true
			}
			if did {
				pt.Hover(p)
			} else {
				pt.Refuse(p)
			}
			pt.changed()
		case input.Back:
			if pt.Cancel() {
				pt.changed()
				redraw = true
			}
		default:
			if pt.Other != nil {
				a, done, r := pt.Other(it)
				if done {
					return a, true, true
				}
				redraw = redraw || r
			}
		}
	}
	return 0, false, redraw
}

// Drop calls drop when a choice is half made (partial), for Pointer's
// Cancel; it reports whether one was.
func Drop(partial bool, drop func()) bool {
	if partial {
		drop()
	}
	return partial
}

// ClickFirst clicks the targets under p in turn until one does something.
func (h Host[T]) ClickFirst(p geom.Point) (engine.Action, bool, bool) {
	for _, t := range h.Hit(p) {
		if a, done, did := h.Click(t); done || did {
			return a, done, did
		}
	}
	return 0, false, false
}

// Control is one thing a choice panel draws: a control when its target is
// set, else a picture only.
type Control[T comparable] interface {
	Control() (T, geom.Rect)
}

// ControlHit lists the controls among its under p, topmost (last) first.
func ControlHit[T comparable, I Control[T]](its []I, p geom.Point) []T {
	var out []T
	var none T
	for i := len(its) - 1; i >= 0; i-- {
		if t, r := its[i].Control(); t != none && r.Contains(p) {
			out = append(out, t)
		}
	}
	return out
}

// ControlRect is where control t is among its.
func ControlRect[T comparable, I Control[T]](its []I, t T) (geom.Rect, bool) {
	for _, it := range its {
		if u, r := it.Control(); u == t {
			return r, true
		}
	}
	return geom.Rect{}, false
}

// Asked are the controls' rectangles among its (tooltips leave them be).
func Asked[T comparable, I Control[T]](its []I) []geom.Rect {
	var out []geom.Rect
	var none T
	for _, it := range its {
		if t, r := it.Control(); t != none {
			out = append(out, r)
		}
	}
	return out
}

// Under appends to out the targets among ts whose rectangle holds p.
func Under[T comparable](out, ts []T, rect func(T) geom.Rect, p geom.Point) []T {
	for _, t := range ts {
		if rect(t).Contains(p) {
			out = append(out, t)
		}
	}
	return out
}

// Item is one thing a choice panel draws on a D: a control when T is set,
// else a picture only.
type Item[T comparable, D any] struct {
	T     T
	R     geom.Rect
	Paint func(dst D)
}

// Control is the item's target and rectangle.
func (it Item[T, D]) Control() (T, geom.Rect) { return it.T, it.R }
