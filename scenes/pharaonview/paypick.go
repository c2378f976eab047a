package pharaonview

import (
	"fmt"
	"slices"
	"sort"

	"nilegames/engine"
	"nilegames/engine/pharaon"
)

// The payment picker (§5.1): in PhPay, the access token on the segment
// facing the Quarter, then the action cost. It opens pre-filled with the
// engine's suggestion (the cheapest); the player may choose another access
// token, then another way to pay the rest, among the legal payments only,
// and Confirm.

// Token kinds of a payment (engine payment.go): 0..4 resources, 5 Silver,
// 6..10 Resource Offerings, 11 the Quarter Offering of the Quarter used.
const (
	tkResOff  = 6
	tkQuarter = 11
	numTk     = 12
)

// payOpt is one legal payment.
type payOpt struct {
	a engine.Action
	p pharaon.Payment
}

// payPick is the payment picker's state.
type payPick struct {
	open bool
	st   *pharaon.State // the state asking for the payment
	pays []payOpt       // the suggestion first, then cheapest first
	cur  int
	page int
	per  int // ways to pay a page shows, as many as the panel has room for (payItems)
}

func (pp *payPick) key() string {
	if !pp.open {
		return ""
	}
	return fmt.Sprint(pp.cur, pp.page, pp.per, len(pp.pays))
}

// openPay opens the picker in PhPay on the legal payments of d.
func (pp *payPick) openPay(v *View, legal []engine.Action) {
	*pp = payPick{open: true, st: v.st}
	pp.pays = payOpts(v.st, legal)
	if len(pp.pays) == 0 {
		*pp = payPick{}
	}
}

// payOpts lists the payments among legal, cheapest first.
func payOpts(st *pharaon.State, legal []engine.Action) []payOpt {
	seat := st.CurrentPlayer()
	hold := st.PlayerOf(seat)
	var out []payOpt
	for _, a := range legal {
		p := pharaon.PaymentOf(a)
		if p.Access < 0 {
			continue
		}
		out = append(out, payOpt{a: a, p: p})
	}
	sort.SliceStable(out, func(i, j int) bool {
		switch {
		case pharaon.CheaperPayment(&hold, out[i].p, out[j].p):
			return true
		case pharaon.CheaperPayment(&hold, out[j].p, out[i].p):
			return false
		}
		return out[i].a < out[j].a
	})
	// The engine's suggestion first (the same, unless its order changes).
	if i := slices.IndexFunc(out, func(o payOpt) bool { return o.a == st.SuggestedPayment() }); i > 0 {
		o := out[i]
		copy(out[1:i+1], out[:i])
		out[0] = o
	}
	return out
}

// accessKinds are the access tokens of the legal payments, best first.
func (pp *payPick) accessKinds() []int {
	var out []int
	for _, o := range pp.pays {
		if k := int(o.p.Access); !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// spends are the payments (indices in pays) with the current access
// token, best first.
func (pp *payPick) spends() []int {
	var out []int
	if pp.cur < 0 || pp.cur >= len(pp.pays) {
		return nil
	}
	acc := pp.pays[pp.cur].p.Access
	for i, o := range pp.pays {
		if o.p.Access == acc {
			out = append(out, i)
		}
	}
	return out
}

// paySpendPage is the most ways to pay one page shows.
const paySpendPage = 6

// perPage is how many ways to pay a page shows: fewer than paySpendPage
// when the panel is short, so the page row never hides under Confirm.
func (pp *payPick) perPage() int {
	if pp.per < 2 || pp.per > paySpendPage {
		return paySpendPage
	}
	return pp.per
}

// pageOf is the page showing payment i.
func (pp *payPick) pageOf(i int) int {
	return max(0, slices.Index(pp.spends(), i)) / pp.perPage()
}

// shown are the payments of the current page.
func (pp *payPick) shown() []int {
	s := pp.spends()
	lo := min(len(s), pp.page*pp.perPage())
	return s[lo:min(len(s), lo+pp.perPage())]
}

func (pp *payPick) pages() int {
	return (len(pp.spends()) + pp.perPage() - 1) / pp.perPage()
}

func (pp *payPick) usable(t target) bool {
	if !pp.open {
		return false
	}
	switch t.kind {
	case kPayAccess:
		ks := pp.accessKinds()
		return len(ks) > 1 && slices.Contains(ks, t.i)
	case kPaySpend:
		return slices.Contains(pp.shown(), t.i) && len(pp.spends()) > 1
	case kPayPage:
		n := pp.page + t.i
		return (t.i == -1 || t.i == 1) && n >= 0 && n < pp.pages()
	case kConfirm:
		return pp.cur >= 0 && pp.cur < len(pp.pays)
	}
	return false
}

func (pp *payPick) click(t target) (engine.Action, bool, bool) {
	if !pp.usable(t) {
		return 0, false, false
	}
	switch t.kind {
	case kPayAccess:
		for i, o := range pp.pays {
			if int(o.p.Access) == t.i {
				pp.cur, pp.page = i, 0
				break
			}
		}
	case kPaySpend:
		pp.cur = t.i
	case kPayPage:
		pp.page += t.i
	case kConfirm:
		return pp.pays[pp.cur].a, true, true
	}
	return 0, false, true
}

// clicksFor makes the clicks choosing payment a in PhPay, then Confirm.
func (pp *payPick) clicksFor(v *View, a engine.Action, tap func(target) bool) bool {
	if !pp.open {
		return false
	}
	g := slices.IndexFunc(pp.pays, func(o payOpt) bool { return o.a == a })
	if g < 0 {
		return false
	}
	if pp.pays[pp.cur].p.Access != pp.pays[g].p.Access {
		if !tap(target{kPayAccess, int(pp.pays[g].p.Access), 0}) {
			return false
		}
	}
	if pp.cur != g {
		for i := 0; pp.page < pp.pageOf(g) && i < 100; i++ {
			if !tap(target{kPayPage, 1, 0}) {
				return false
			}
		}
		if !tap(target{kPaySpend, g, 0}) {
			return false
		}
	}
	return tap(target{kConfirm, 0, 0})
}

// current is the payment chosen now.
func (pp *payPick) current() (payOpt, bool) {
	if !pp.open || pp.cur < 0 || pp.cur >= len(pp.pays) {
		return payOpt{}, false
	}
	return pp.pays[pp.cur], true
}

// accessSlot is where the access token goes: the segment facing the
// Quarter and its first free slot (-1: none, a Noble [13]–[16] sends the
// token to the supply).
func (pp *payPick) accessSlot() (quarter, segment, slot int) {
	if pp.st == nil {
		return -1, -1, -1
	}
	q := pp.st.Pending().Quarter
	if q < 0 || q >= pharaon.NumQuarters {
		return -1, -1, -1
	}
	w := pp.st.WheelColour(q)
	for i := 0; i < pp.st.SlotsPerSegment(); i++ {
		if pp.st.Slot(w, i).Token == pharaon.WheelFree {
			return q, w, i
		}
	}
	return q, w, -1
}
