package pharaonview

import (
	"fmt"
	"slices"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/pick"
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

type (
	how      = pick.How[target]
	cmove    = pick.Move[target, move]
	decision = pick.Decision[target, move]
)

// picker is the half-made choice: Sel is a power or a lot chosen, its
// options asked.
type picker struct {
	pick.Picker[target, move]
	basket []int // the Diplomat's resources
	pay    payPick
	ref    gameview.Refusal
	back   bool      // the payment's Cancel: the match undoes the action paid for
	dockAt geom.Rect // where the choice panel goes, while pickItems lays it out
}

// reset drops the partial choice (Sync calls it).
func (pk *picker) reset() { *pk = picker{} }

func (pk *picker) key() string {
	return fmt.Sprint(pk.Sel, pk.Chosen, pk.basket, pk.pay.key(), pk.Hover)
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
	return v.pk.Picker.Selecting() || len(v.pk.basket) > 0
}

// decision is the current decision, rebuilt when the state or the legal
// actions change.
func (v *View) decision(legal []engine.Action) *decision {
	d := &v.pk.Dec
	if !v.pk.Fresh(v.st, legal) {
		return d
	}
	v.pk = picker{Picker: v.pk.Picker}
	if v.st == nil {
		return d
	}
	d.Seat = v.st.CurrentPlayer()
	d.Human = d.Seat >= 0 && v.Human(d.Seat)
	for _, a := range legal {
		m := decode(v.st, a)
		d.Ms = append(d.Ms, cmove{A: a, M: m, How: v.howTo(m)})
	}
	if v.st.Phase() == pharaon.PhPay {
		v.pk.pay.openPay(v, legal)
	}
	return d
}

// howTo is how move m is clicked.
func (v *View) howTo(m move) how {
	t := func(k, i int) target { return target{k, i, 0} }
	switch m.K {
	case mKeepNoble:
		return how{Prim: t(kPair, m.I)}
	case mSetupJar, mPass:
		return how{Prim: t(tJar, m.I)}
	case mPassNoJar:
		return how{Prim: t(tPass, 0)}
	case mEndTurn:
		return how{Prim: t(tEndTurn, 0)}
	case mSplit:
		return how{Prim: t(kSplit, m.I)}
	case mPyrRes:
		return how{Prim: t(kRes, m.I), Alts: []target{t(tSupply, m.I)}}
	case mPyrSilver:
		return how{Prim: t(kRes, pharaon.SIL), Alts: []target{t(tSupply, pharaon.SIL)}}
	case mPyrBonus, mBonus:
		return how{Prim: t(tBonus, m.I)}
	case mPyrBag, mBonusBag:
		return how{Prim: t(tBag, 0)}
	case mArtisan, mArtPick:
		if m.I == 4 {
			return how{Prim: t(tArtDeck, 0)}
		}
		return how{Prim: t(tArtCard, m.I)}
	case mNoble:
		if m.I == 3 {
			return how{Prim: t(tNobDeck, 0)}
		}
		return how{Prim: t(tNobCard, m.I)}
	case mNile:
		return how{Prim: t(tNileOpt, m.I)}
	case mBurial:
		bc := int(v.st.PlayerOf(v.st.CurrentPlayer()).BC)
		return how{Prim: t(tBurial, bc), Alts: []target{t(tQuarter, pharaon.BUR)}}
	case mOffer:
		return how{Prim: t(tLot, m.I), Parts: []int{b2i(m.Extra)}}
	case mArrow:
		return how{Prim: t(tNileTrack, m.I)}
	case mChoice, mTutor:
		return how{Prim: t(kRes, m.I), Alts: []target{t(tSupply, m.I)}}
	case mDecline:
		return how{Prim: t(kDecline, 0)}
	case mWise:
		seat := v.st.CurrentPlayer()
		return how{Prim: t(kPower, 0), Alts: []target{{tSeatNoble, seat, pharaon.NWiseWoman}}, Parts: []int{m.From, m.To}}
	case mTreasurer:
		seat := v.st.CurrentPlayer()
		return how{Prim: t(kPower, 1), Alts: []target{{tSeatNoble, seat, pharaon.NTreasurer}}, Parts: []int{m.From}}
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

func (v *View) host() pick.Host[target] {
	return pick.Host[target]{Hit: func(p geom.Point) []target { return normals(v.hit(p)) }, Usable: v.usable, Click: v.click}
}

// acting reports that the seat to act is a human this view serves.
func (v *View) acting() bool {
	if v.st == nil {
		return false
	}
	d := v.decision(v.Legal)
	return d.Human && len(d.Ms) > 0
}

// pick handles the pointer: hover, clicks, right click to cancel.
func (v *View) pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	if v.st == nil {
		return 0, false, false
	}
	d := v.decision(legal)
	return pick.Pointer{
		Hover:   v.setHover,
		Human:   func() bool { return d.Human },
		ClickAt: v.clickAt,
		Refuse:  v.refuseAt,
		Cancel:  func() bool { return pick.Drop(v.Selecting(), v.dropPartial) },
		Done:    v.pk.reset,
		Changed: v.changed,
		Leave: func(right bool) bool {
			if right && v.pk.pay.open && d.Human {
				v.pk.back = true
			}
			return v.pk.back
		},
	}.Run(in)
}

// dropPartial cancels the choice half made (Escape, right click, Cancel).
func (v *View) dropPartial() {
	v.pk.Clear()
	v.pk.basket = nil
	v.changed()
}

// setHover records the usable target under p; it reports a change.
func (v *View) setHover(p geom.Point) bool { return v.pk.SetHover(v.host(), p) }

// clickAt uses the first usable target under p.
func (v *View) clickAt(p geom.Point) (engine.Action, bool, bool) { return v.host().ClickAt(p) }

// firstUsable is the target a click among hits uses, tNone when none.
func (v *View) firstUsable(hits []target) target { return v.host().First(normals(hits)) }

func normals(hits []target) []target {
	out := make([]target, len(hits))
	for i, t := range hits {
		out[i] = normal(t)
	}
	return out
}

// offered are the options asked now (none without a power chosen).
func (v *View) offered() []int { return v.pk.Offered() }

// usable reports whether a click on t does something now.
func (v *View) usable(t target) bool {
	d := &v.pk.Dec
	if !d.Human {
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
	return len(d.Cands(t, nil)) > 0
}

// click applies a click on the usable target t: the action when one is
// complete, and whether the click did anything.
func (v *View) click(t target) (engine.Action, bool, bool) {
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
		return v.pk.Option(t.i)
	}
	if v.st.Phase() == pharaon.PhDiplomat && (t.kind == kRes || t.kind == tSupply) {
		return v.basketAdd(t.i)
	}
	return v.pk.Select(t)
}

// The Diplomat's basket: resources clicked one by one; the set is played
// when it holds three.

// diplomatSets are the legal sets, as counts by resource.
func (v *View) diplomatSets() [][pharaon.NumBase]int {
	var out [][pharaon.NumBase]int
	for _, c := range v.pk.Dec.Ms {
		if c.M.K == mDiplomat {
			var n [pharaon.NumBase]int
			for _, r := range c.M.Set {
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
	for _, c := range v.pk.Dec.Ms {
		if c.M.K != mDiplomat {
			continue
		}
		var n [pharaon.NumBase]int
		for _, x := range c.M.Set {
			n[x]++
		}
		if n == want {
			v.pk.basket = nil
			return c.A, true, true
		}
	}
	return 0, false, true
}

// ClickFor is the clicks that pick a (gameview.Prober).
func (v *View) ClickFor(a engine.Action) []geom.Point {
	cm := v.decision(v.Legal).Mine(a) // none without a state
	if cm == nil {
		return nil
	}
	// The clicks are found from no choice half made; they are checked
	// from the state as it is (a new target replaces a half-made choice).
	saved := v.pk
	defer func() { v.pk = saved }()
	v.pk.Clear()
	v.pk.basket = nil
	pr := pick.Probe[target]{Host: v.host(), Point: v.pointOf, A: a}
	switch cm.M.K {
	case mPay:
		if !v.pk.pay.clicksFor(v, a, pr.Tap) {
			return nil
		}
	case mDiplomat:
		for _, r := range cm.M.Set {
			if !pr.Tap(target{kRes, r, 0}) {
				return nil
			}
		}
	default:
		if !v.pk.Walk(&pr, cm.How.Prim, cm.How.Parts, func(o int) target { return target{tOption, o, 0} }) {
			return nil
		}
	}
	if !pr.Fin {
		return nil
	}
	v.pk = saved
	if !pr.Host.Replay(pr.Pts, a) {
		return nil
	}
	return pr.Pts
}

// pointOf is a point of t's rectangle that a click uses for t.
func (v *View) pointOf(t target) (geom.Point, bool) {
	r := v.targetRect(t)
	if t.kind >= tPick || t.kind == tOption || t.kind == tPass || t.kind == tEndTurn {
		if cr, ok := v.controlRect(t); ok {
			r = cr
		}
	}
	return v.host().PointIn(t, r, pick.Fracs[:9], v.Area.Contains)
}
