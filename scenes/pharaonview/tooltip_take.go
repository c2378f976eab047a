package pharaonview

import (
	"strconv"

	"nilegames/engine"
	"nilegames/engine/pharaon"
)

// What taking a lot, an Artisan or a Noble would give the player at this
// screen now (issue 22): the gains and the stock after them, read from the
// printed cards; when the move is legal now, the score as things stand
// before and after it, the engine applying it (with its cheapest payment)
// on a copy whose hidden cards are re-drawn from what the player knows;
// when it is not, why.

// takeMove is the legal action that takes board target t now (the lot
// without its Bonus extra), false when there is none.
func (v *View) takeMove(t target) (engine.Action, bool) {
	for _, a := range v.Legal {
		m := decode(v.st, a)
		switch {
		case t.kind == tArtCard && m.K == mArtisan && m.I == t.i,
			t.kind == tNobCard && m.K == mNoble && m.I == t.i,
			t.kind == tLot && m.K == mOffer && m.I == t.i && !m.Extra:
			return a, true
		}
	}
	return 0, false
}

// afterTake is a copy of the state once seat me has made a (a Quarter
// action) and paid it the cheapest way; the copy re-draws what me cannot
// see, so that nothing hidden shows through.
func (v *View) afterTake(me int, a engine.Action) (*pharaon.State, pharaon.Payment, bool) {
	rng := engine.NewRNG(uint64(v.st.Round())*131 + uint64(a))
	c, ok := v.st.Determinize(me, &rng).(*pharaon.State)
	if !ok || c.Apply(a) != nil {
		return nil, pharaon.Payment{}, false
	}
	pay := c.SuggestedPayment()
	p := pharaon.PaymentOf(pay)
	if pay < 0 || p.Access < 0 || c.Apply(pay) != nil {
		return nil, pharaon.Payment{}, false
	}
	return c, p, true
}

// takeLines are the lines of board target t's tooltip saying what taking
// it gives the player at this screen now: gains is the printed part
// (already in words), then the cost, the score, or why it cannot be taken.
func (v *View) takeLines(me int, t target, gains []string) []string {
	out := append([]string(nil), gains...)
	a, ok := v.takeMove(t)
	if !ok || v.st.CurrentPlayer() != me {
		if line := v.takeWhyNot(me, t); line != "" {
			out = append(out, line)
		}
		return out
	}
	after, pay, ok := v.afterTake(me, a)
	if !ok {
		return out
	}
	out = append(out, v.t("pharaon.tip.you_pay", "pay", v.payText(pay, quarterOf(t))))
	if after.FirstPlayer() != v.st.FirstPlayer() || after.Pharaoh() != v.st.Pharaoh() && after.Pharaoh() != me {
		// The copy played on into another seat's turn (the Traitor's)
		// that moved a token: its score is not this move's alone.
		return out
	}
	s0, s1 := v.st.Scores()[me], after.Scores()[me]
	var parts []string
	for i, p := range s1.Parts {
		if i >= len(s0.Parts) {
			break
		}
		if d := p.Points - s0.Parts[i].Points; d != 0 {
			parts = append(parts, v.t("pharaon.source."+p.Source)+" "+signed(d))
		}
	}
	if len(parts) == 0 {
		out = append(out, v.t("pharaon.tip.you_score_same", "pp", s0.Total))
	} else {
		out = append(out, v.t("pharaon.tip.you_score", "pp0", s0.Total, "pp1", s1.Total, "parts", v.list(parts)))
	}
	switch after.Phase() {
	case pharaon.PhArrow, pharaon.PhBonus, pharaon.PhArtisan, pharaon.PhChoice, pharaon.PhDiplomat, pharaon.PhTutor:
		if after.CurrentPlayer() == me { // the move waits for the player's choices
			out = append(out, v.t("pharaon.tip.you_choices"))
		}
	}
	return out
}

// takeWhyNot says why the player cannot take t now, "" when nothing
// stands in the way but the turn's order (the preview then stands for a
// later turn).
func (v *View) takeWhyNot(me int, t target) string {
	st := v.st
	pl := st.PlayerOf(me)
	if pl.Passed {
		return v.t("pharaon.refuse.passed")
	}
	if st.CurrentPlayer() != me {
		return v.t("pharaon.tip.you_later")
	}
	key, args := v.refuse(t)
	line := v.t(key, args...)
	if key == "pharaon.refuse.cannot_pay" {
		line += " " + v.t("pharaon.tip.you_hold", "have", v.holding(me, quarterOf(t)))
	}
	return line
}

// holding lists what seat holds that can pay a cost of Quarter q: its
// resources, Silver, Resource Offerings and q's Quarter Offerings.
func (v *View) holding(seat, q int) string {
	pl := v.st.PlayerOf(seat)
	var have []string
	for r := 0; r < pharaon.NumRes; r++ {
		if n := int(pl.Res[r]); n > 0 {
			have = append(have, v.resName(r)+" ×"+strconv.Itoa(n))
		}
	}
	for r := 0; r < pharaon.NumBase; r++ {
		if n := int(pl.Off[pharaon.OffRes+r]); n > 0 {
			have = append(have, v.offName(pharaon.OffRes+r)+" ×"+strconv.Itoa(n))
		}
	}
	if q >= 0 && q < pharaon.NumQuarters {
		if n := int(pl.Off[pharaon.OffQuarter+q]); n > 0 {
			have = append(have, v.offName(pharaon.OffQuarter+q)+" ×"+strconv.Itoa(n))
		}
	}
	if len(have) == 0 {
		return v.t("pharaon.tip.you_hold_nothing")
	}
	return v.list(have)
}

// payText names a payment's tokens: the access first.
func (v *View) payText(p pharaon.Payment, q int) string {
	items := []string{v.t("pharaon.tip.you_pay_access", "token", v.tokenName(int(p.Access), q))}
	for k, n := range p.Spent {
		switch {
		case n == 1:
			items = append(items, v.tokenName(k, q))
		case n > 1:
			items = append(items, v.tokenName(k, q)+" ×"+strconv.Itoa(int(n)))
		}
	}
	return v.list(items)
}

// tokenName is a payment token kind's name (engine payment.go: 0..4
// resources, 5 Silver, 6..10 Resource Offerings, 11 the Quarter Offering
// of Quarter q).
func (v *View) tokenName(k, q int) string {
	switch {
	case k >= 0 && k < pharaon.NumRes:
		return v.resName(k)
	case k >= tkResOff && k < tkResOff+pharaon.NumBase:
		return v.offName(pharaon.OffRes + k - tkResOff)
	case k == tkQuarter:
		return v.offName(pharaon.OffQuarter + q)
	}
	return "?"
}

func signed(d int) string {
	if d < 0 {
		return "−" + strconv.Itoa(-d)
	}
	return "+" + strconv.Itoa(d)
}

// lotGains is what lot i gives seat: its tokens, and the Offerings kept
// before and after.
func (v *View) lotGains(seat, i int) []string {
	lot := v.st.Lot(i)
	var names []string
	n := 0
	for _, k := range lot {
		if k >= 0 {
			names = append(names, v.offName(k))
			n++
		}
	}
	if n == 0 {
		return nil
	}
	pl := v.st.PlayerOf(seat)
	kept := sum(widenOff(pl.Off))
	return []string{v.t("pharaon.tip.you_lot", "gains", v.list(names), "n0", kept, "n1", kept+n)}
}

func widenOff(a [pharaon.NumOffKinds]int8) []int {
	out := make([]int, len(a))
	for i, x := range a {
		out[i] = int(x)
	}
	return out
}

// artisanGains is what Artisan id gives seat at once: each printed
// resource with seat's stock before and after (a gain the supply lacks is
// lost, §2.2), a Jar, resources of choice; and the Artisans held.
func (v *View) artisanGains(seat, id int) []string {
	a := pharaon.Artisans[id]
	pl := v.st.PlayerOf(seat)
	supply := v.st.Supply()
	var count [pharaon.NumRes]int
	jars, choice := 0, 0
	var order []int
	for _, g := range a.Gains {
		switch int(g) {
		case pharaon.GainJar:
			jars++
		case pharaon.GainChoice:
			choice++
		default:
			if count[g] == 0 {
				order = append(order, int(g))
			}
			count[g]++
		}
	}
	var items []string
	for _, r := range order {
		got := min(count[r], supply[r])
		items = append(items, v.t("pharaon.tip.you_res", "res", v.resName(r), "n0", int(pl.Res[r]), "n1", int(pl.Res[r])+got))
	}
	if jars > 0 {
		items = append(items, v.t("pharaon.tip.gain_jar"))
	}
	if choice > 0 {
		items = append(items, v.t("pharaon.tip.you_choice", "n", choice))
	}
	held := v.st.ArtisansOf(seat)
	var out []string
	if len(items) > 0 {
		out = append(out, v.t("pharaon.tip.you_gains", "gains", v.list(items)))
	}
	out = append(out, v.t("pharaon.tip.you_artisans", "n0", len(held), "n1", len(held)+1))
	if pl.Has(pharaon.NPhysician) {
		// The Physician counts the different PP values among the
		// Artisans (§9.3 [13]): the set this card would add to.
		vals := map[int8]bool{}
		for _, h := range held {
			vals[pharaon.Artisans[h].PP] = true
		}
		d0 := len(vals)
		vals[a.PP] = true
		out = append(out, v.t("pharaon.tip.you_physician", "n0", d0, "n1", len(vals)))
	}
	return out
}

// nobleGains is the Nobles seat would hold with Noble n.
func (v *View) nobleGains(seat int) []string {
	nobles, _ := v.st.NoblesOf(seat)
	return []string{v.t("pharaon.tip.you_nobles", "n0", len(nobles), "n1", len(nobles)+1)}
}
