package pharaonview

import (
	"fmt"
	"slices"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The picker turns clicks into legal actions. Each action has a primary
// target (a card, a Nile option, a Jar, a button...) and, for the Wise
// Woman, the Treasurer and an Offerings lot (its extra), options asked one
// level at a time (tOption). The payment of a Quarter action, the engine's
// next decision (PhPay), has its own picker (paypick.go). The Diplomat
// fills a basket of three resources.

// The picker's own controls (controlHit, controlRect).
const (
	kPair      = tPick + iota // i: the setup Noble kept (0/1)
	kSplit                    // i: 0 the left, 1 the right top resource to the tiles
	kPower                    // i: 0 Wise Woman, 1 Treasurer
	kRes                      // i: resource of the bar (0..4, 5 Silver)
	kDecline                  // decline the Tutor or the Diplomat
	kBasket                   // i: the Diplomat's i-th resource (a click takes it back)
	kPayAccess                // i: access token kind
	kPaySpend                 // i: index of the payment in the access's list
	kPayPage                  // i: -1 / +1
	kConfirm                  // pay
	kCancel                   // drop the partial choice
)

// how is how an action is clicked: a primary target (or one of alts),
// then one option per level.
type how struct {
	prim  target
	alts  []target
	parts []int
}

// cmove is a legal action, decoded, with its clicks.
type cmove struct {
	a   engine.Action
	m   move
	how how
}

// decision is what the seat to act may do now.
type decision struct {
	st    *pharaon.State
	legal []engine.Action
	ms    []cmove
	seat  int
	human bool // a human seat whose choices this view may show
}

// picker is the half-made choice.
type picker struct {
	dec    decision
	sel    target // a power or a lot chosen, its options asked
	chosen []int
	basket []int // the Diplomat's resources
	pay    payPick
	hover  target
	ref    *refusal
	back   bool      // the payment's Cancel: the match undoes the action paid for
	dockAt geom.Rect // where the choice panel goes, while pickItems lays it out
}

// reset drops the partial choice (Sync calls it).
func (pk *picker) reset() { *pk = picker{} }

func (pk *picker) key() string {
	return fmt.Sprint(pk.sel, pk.chosen, pk.basket, pk.pay.key(), pk.hover)
}

// cancelPick drops everything half made.
func (v *View) cancelPick() { v.pk = picker{} }

// Back reports the payment's Cancel (gameview.Backer): the match undoes
// the Quarter action, which has no hidden draw, so the player is back
// before the click that chose it.
func (v *View) Back() bool {
	b := v.pk.back
	v.pk.back = false
	return b
}

// Selecting reports a choice half made (gameview.Selector). The payment
// is not one: the action is taken, Escape cannot cancel it (undo can).
func (v *View) Selecting() bool {
	return v.pk.sel.kind != tNone || len(v.pk.basket) > 0
}

// decision is the current decision, rebuilt when the state or the legal
// actions change.
func (v *View) decision(legal []engine.Action) *decision {
	d := &v.pk.dec
	if d.st == v.st && slices.Equal(d.legal, legal) {
		return d
	}
	v.pk = picker{hover: v.pk.hover}
	d = &v.pk.dec
	d.st, d.legal = v.st, slices.Clone(legal)
	if v.st == nil {
		return d
	}
	d.seat = v.st.CurrentPlayer()
	d.human = d.seat >= 0 && v.human(d.seat)
	for _, a := range legal {
		m := decode(v.st, a)
		d.ms = append(d.ms, cmove{a: a, m: m, how: v.howTo(m)})
	}
	if v.st.Phase() == pharaon.PhPay {
		v.pk.pay.openPay(v, d)
	}
	return d
}

// howTo is how move m is clicked.
func (v *View) howTo(m move) how {
	t := func(k, i int) target { return target{k, i, 0} }
	switch m.K {
	case mKeepNoble:
		return how{prim: t(kPair, m.I)}
	case mSetupJar, mPass:
		return how{prim: t(tJar, m.I)}
	case mPassNoJar:
		return how{prim: t(tPass, 0)}
	case mEndTurn:
		return how{prim: t(tEndTurn, 0)}
	case mSplit:
		return how{prim: t(kSplit, m.I)}
	case mPyrRes:
		return how{prim: t(kRes, m.I), alts: []target{t(tSupply, m.I)}}
	case mPyrSilver:
		return how{prim: t(kRes, pharaon.SIL), alts: []target{t(tSupply, pharaon.SIL)}}
	case mPyrBonus, mBonus:
		return how{prim: t(tBonus, m.I)}
	case mPyrBag, mBonusBag:
		return how{prim: t(tBag, 0)}
	case mArtisan, mArtPick:
		if m.I == 4 {
			return how{prim: t(tArtDeck, 0)}
		}
		return how{prim: t(tArtCard, m.I)}
	case mNoble:
		if m.I == 3 {
			return how{prim: t(tNobDeck, 0)}
		}
		return how{prim: t(tNobCard, m.I)}
	case mNile:
		return how{prim: t(tNileOpt, m.I)}
	case mBurial:
		bc := int(v.st.PlayerOf(v.st.CurrentPlayer()).BC)
		return how{prim: t(tBurial, bc), alts: []target{t(tQuarter, pharaon.BUR)}}
	case mOffer:
		return how{prim: t(tLot, m.I), parts: []int{b2i(m.Extra)}}
	case mArrow:
		return how{prim: t(tNileTrack, m.I)}
	case mChoice, mTutor:
		return how{prim: t(kRes, m.I), alts: []target{t(tSupply, m.I)}}
	case mDecline:
		return how{prim: t(kDecline, 0)}
	case mWise:
		seat := v.st.CurrentPlayer()
		return how{prim: t(kPower, 0), alts: []target{{tSeatNoble, seat, pharaon.NWiseWoman}}, parts: []int{m.From, m.To}}
	case mTreasurer:
		seat := v.st.CurrentPlayer()
		return how{prim: t(kPower, 1), alts: []target{{tSeatNoble, seat, pharaon.NTreasurer}}, parts: []int{m.From}}
	}
	// Payments and the Diplomat's sets are made by their own pickers.
	return how{}
}

// normal maps a spot to the target the actions use: a Nile cell is its
// track.
func normal(t target) target {
	if t.kind == tNileCell {
		return target{tNileTrack, t.i, 0}
	}
	return t
}

func (h how) matches(t target) bool {
	if h.prim.kind == tNone {
		return false
	}
	if h.prim == t {
		return true
	}
	return slices.Contains(h.alts, t)
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

// offered are the options asked now (none without a power chosen).
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
			redraw = v.setHover(geom.Pt(it.X, it.Y)) || redraw
		case input.Click:
			p := geom.Pt(it.X, it.Y)
			v.setHover(p)
			if it.Button == input.ButtonRight {
				if v.Selecting() {
					v.dropPartial()
					redraw = true
				} else if v.pk.pay.open && d.human {
					v.pk.back = true
					return 0, false, true
				}
				continue
			}
			if it.Button != input.ButtonLeft {
				continue
			}
			if !d.human {
				v.refuseAt(p)
				continue
			}
			a, done, did := v.clickAt(p)
			if done {
				v.pk.reset()
				v.changed()
				return a, true, true
			}
			if did && v.pk.back {
				return 0, false, true
			}
			if did {
				v.setHover(p)
				v.changed()
				redraw = true
			} else {
				v.refuseAt(p)
				redraw = true
			}
		case input.Back:
			if v.Selecting() {
				v.dropPartial()
				redraw = true
			}
		}
	}
	return 0, false, redraw
}

// dropPartial cancels the choice half made (Escape, right click, Cancel).
func (v *View) dropPartial() {
	v.pk.sel, v.pk.chosen, v.pk.basket = target{}, nil, nil
	v.changed()
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
		t = normal(t)
		if v.usable(t) {
			return t
		}
	}
	return target{}
}

// usable reports whether a click on t does something now.
func (v *View) usable(t target) bool {
	d := &v.pk.dec
	if !d.human {
		return false
	}
	switch t.kind {
	case tOption:
		return slices.Contains(v.offered(), t.i)
	case kCancel:
		return v.Selecting() || v.pk.pay.open
	case kPayAccess, kPaySpend, kPayPage, kConfirm:
		return v.pk.pay.usable(t)
	case kBasket:
		return t.i >= 0 && t.i < len(v.pk.basket)
	case kRes:
		if v.st.Phase() == pharaon.PhDiplomat {
			return v.basketCan(t.i)
		}
	case tSupply:
		if v.st.Phase() == pharaon.PhDiplomat {
			return t.i < pharaon.NumBase && v.basketCan(t.i)
		}
	case tTile:
		return false
	}
	if v.pk.pay.open {
		return false // PhPay: only the payment picker
	}
	return len(d.cands(t, nil)) > 0
}

// click applies a click on the usable target t: the action when one is
// complete, and whether the click did anything.
func (v *View) click(t target) (engine.Action, bool, bool) {
	d := &v.pk.dec
	switch t.kind {
	case kCancel:
		if !v.Selecting() && v.pk.pay.open {
			v.pk.back = true
			return 0, false, true
		}
		v.dropPartial()
		return 0, false, true
	case kPayAccess, kPaySpend, kPayPage, kConfirm:
		return v.pk.pay.click(t)
	case kBasket:
		v.pk.basket = slices.Delete(v.pk.basket, t.i, t.i+1)
		return 0, false, true
	case tOption:
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
	if v.st.Phase() == pharaon.PhDiplomat && (t.kind == kRes || t.kind == tSupply) {
		return v.basketAdd(t.i)
	}
	cs := d.cands(t, nil)
	if len(cs) == 0 {
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

// The Diplomat's basket: resources clicked one by one; the set is played
// when it holds three.

// diplomatSets are the legal sets, as counts by resource.
func (v *View) diplomatSets() [][pharaon.NumBase]int {
	var out [][pharaon.NumBase]int
	for _, c := range v.pk.dec.ms {
		if c.m.K == mDiplomat {
			var n [pharaon.NumBase]int
			for _, r := range c.m.Set {
				if r >= 0 && r < pharaon.NumBase {
					n[r]++
				}
			}
			out = append(out, n)
		}
	}
	return out
}

// basketCan reports whether resource r can join the basket.
func (v *View) basketCan(r int) bool {
	if r < 0 || r >= pharaon.NumBase || len(v.pk.basket) >= 3 {
		return false
	}
	want := basketCount(append(slices.Clone(v.pk.basket), r))
	for _, s := range v.diplomatSets() {
		ok := true
		for i := range s {
			if want[i] > s[i] {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func basketCount(b []int) (n [pharaon.NumBase]int) {
	for _, r := range b {
		n[r]++
	}
	return n
}

func (v *View) basketAdd(r int) (engine.Action, bool, bool) {
	if !v.basketCan(r) {
		return 0, false, false
	}
	v.pk.basket = append(v.pk.basket, r)
	if len(v.pk.basket) < 3 {
		return 0, false, true
	}
	want := basketCount(v.pk.basket)
	for _, c := range v.pk.dec.ms {
		if c.m.K != mDiplomat {
			continue
		}
		var n [pharaon.NumBase]int
		for _, x := range c.m.Set {
			n[x]++
		}
		if n == want {
			v.pk.basket = nil
			return c.a, true, true
		}
	}
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
	// The clicks are found from no choice half made; they are checked
	// from the state as it is (a new target replaces a half-made choice).
	saved := v.pk
	defer func() { v.pk = saved }()
	v.pk.sel, v.pk.chosen, v.pk.basket = target{}, nil, nil
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
	switch cm.m.K {
	case mPay:
		if !v.pk.pay.clicksFor(v, a, tap) {
			return nil
		}
	case mDiplomat:
		for _, r := range cm.m.Set {
			if !tap(target{kRes, r, 0}) {
				return nil
			}
		}
	default:
		if !tap(cm.how.prim) {
			return nil
		}
		for !fin {
			lvl := len(v.pk.chosen)
			if v.pk.sel.kind == tNone || lvl >= len(cm.how.parts) || !tap(target{tOption, cm.how.parts[lvl], 0}) {
				return nil
			}
		}
	}
	if !fin {
		return nil
	}
	// The clicks from the state as it is.
	v.pk = saved
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
	if t.kind >= tPick || t.kind == tOption || t.kind == tPass || t.kind == tEndTurn {
		if cr, ok := v.controlRect(t); ok {
			r = cr
		}
	}
	if r.Empty() {
		return geom.Point{}, false
	}
	for _, f := range [][2]float64{{0.5, 0.5}, {0.3, 0.3}, {0.7, 0.3}, {0.3, 0.7}, {0.7, 0.7}, {0.5, 0.2}, {0.5, 0.8}, {0.15, 0.5}, {0.85, 0.5}} {
		q := geom.Pt(r.X+r.W*f[0], r.Y+r.H*f[1])
		if v.area.Contains(q) && v.firstUsable(v.hit(q)) == t {
			return q, true
		}
	}
	return geom.Point{}, false
}
