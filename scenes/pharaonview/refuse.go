package pharaonview

import (
	"nilegames/engine/pharaon"
	"nilegames/render/geom"
)

// Refused returns the reason for the last refused click, once
// (gameview.Refuser).
func (v *View) Refused() (string, []any, bool) { return v.pk.ref.Take() }

// watchClick explains a click on the board while the seat to act is not
// this view's (a bot's turn).
func (v *View) watchClick(p geom.Point) {
	if v.st == nil || v.st.Terminal() || !v.Area.Contains(p) {
		return
	}
	for _, t := range v.hit(p) {
		if actionable(t) {
			v.pk.ref.Set("pharaon.refuse.not_your_turn")
			return
		}
	}
}

// refuseAt explains why a click at p was of no use.
func (v *View) refuseAt(p geom.Point) {
	if v.st == nil {
		return
	}
	var t target
	for _, h := range v.hit(p) {
		if actionable(h) {
			t = normal(h)
			break
		}
	}
	if t.kind == tNone {
		return
	}
	if !v.pk.Dec.Human {
		v.pk.ref.Set("pharaon.refuse.not_your_turn")
		return
	}
	key, args := v.refuse(t)
	v.pk.ref.Set(key, args...)
}

// actionable reports a spot some decision is made on: a click there
// that does nothing deserves a reason (the others have their tooltip).
func actionable(t target) bool {
	switch t.kind {
	case tArtCard, tArtDeck, tNobCard, tNobDeck, tNileOpt, tNileTrack, tNileCell, tBurial, tLot,
		tBonus, tBag, tJar, tSupply:
		return true
	}
	return false
}

// quarterOf is the Quarter whose action target t is, -1 for others.
func quarterOf(t target) int {
	switch t.kind {
	case tArtCard, tArtDeck:
		return pharaon.ART
	case tNobCard, tNobDeck:
		return pharaon.NOB
	case tNileOpt:
		return pharaon.NIL
	case tBurial:
		return pharaon.BUR
	case tLot:
		return pharaon.OFF
	case tQuarter:
		return t.i
	}
	return -1
}

// refuse is the reason a click on board target t cannot be used now.
func (v *View) refuse(t target) (string, []any) {
	st := v.st
	seat := st.CurrentPlayer()
	pl := st.PlayerOf(seat)
	res := func(r int) string {
		if r < 0 || r >= pharaon.NumRes {
			return ""
		}
		return v.t("pharaon.res." + resCodes[r])
	}
	switch {
	case v.pk.pay.open:
		return "pharaon.refuse.pay_first", nil
	case v.pk.Sel.kind != tNone || len(v.pk.basket) > 0:
		return "pharaon.refuse.finish_first", nil
	}
	ph := st.Phase()
	if q := quarterOf(t); q >= 0 {
		if pl.Passed {
			return "pharaon.refuse.passed", nil
		}
		if ph != pharaon.PhTurn {
			return v.notNow()
		}
		switch t.kind {
		case tArtCard:
			if st.ArtisanDisplay()[t.i] < 0 {
				return "pharaon.refuse.empty", nil
			}
		case tArtDeck:
			if st.ArtisanDeck() == 0 {
				return "pharaon.refuse.deck_empty", nil
			}
		case tNobCard:
			if st.NobleDisplay()[t.i] <= 0 {
				return "pharaon.refuse.empty", nil
			}
		case tNobDeck:
			if st.NobleDeck() == 0 {
				return "pharaon.refuse.deck_empty", nil
			}
		case tBurial, tQuarter:
			if q == pharaon.BUR {
				if int(pl.BC) >= pharaon.BCSteps {
					return "pharaon.refuse.burial_done", nil
				}
				if t.kind == tBurial && t.i != int(pl.BC) {
					return "pharaon.refuse.burial_next", []any{"n", int(pl.BC) + 1}
				}
			}
		case tLot:
			if l := st.Lot(t.i); l[0] < 0 {
				return "pharaon.refuse.lot_taken", nil
			}
		}
		if t.kind == tQuarter && q != pharaon.BUR {
			return v.notNow()
		}
		w := st.WheelColour(q)
		free := false
		for i := 0; i < st.SlotsPerSegment(); i++ {
			if st.Slot(w, i).Token == pharaon.WheelFree {
				free = true
			}
		}
		if !free {
			return "pharaon.refuse.no_slot", []any{"seg", res(w), "quarter", v.t("pharaon.quarter." + quarterCodes[q])}
		}
		return "pharaon.refuse.cannot_pay", []any{"cost", v.costText(q, t), "res", res(w)}
	}
	switch t.kind {
	case tJar:
		if ph == pharaon.PhTurn || ph == pharaon.PhSetupJar {
			if j := st.JarsShown(); t.i < len(j) && j[t.i] < 0 {
				return "pharaon.refuse.jar_taken", nil
			}
		}
	case tNileTrack:
		if ph == pharaon.PhArrow {
			if w, ok := st.Waiting(); ok {
				if w.Tracks&(1<<uint(t.i)) == 0 {
					return "pharaon.refuse.track_other", nil
				}
				return "pharaon.refuse.track_top", nil
			}
		}
	case tSupply:
		if st.Supply()[t.i] == 0 {
			return "pharaon.refuse.supply_empty", []any{"res", res(t.i)}
		}
	case tBonus:
		if st.Bonus(t.i) < 0 {
			return "pharaon.refuse.bonus_empty", nil
		}
	}
	return v.notNow()
}

// notNow says what to do instead.
func (v *View) notNow() (string, []any) {
	key, args := v.prompt()
	return "pharaon.refuse.not_now", []any{"what", v.t(key, args...)}
}

// costText says what Quarter q's action costs (t: the Offerings lot).
func (v *View) costText(q int, t target) string {
	st := v.st
	pl := st.PlayerOf(st.CurrentPlayer())
	switch q {
	case pharaon.ART:
		return v.t("pharaon.pick.cost_art")
	case pharaon.NOB:
		if pl.Has(pharaon.NJudge) {
			return v.t("pharaon.pick.cost_judge")
		}
		return v.t("pharaon.pick.cost_nob")
	case pharaon.NIL:
		if t.kind == tNileOpt && t.i >= 0 && t.i < pharaon.NumNile {
			o := pharaon.NileOptions[t.i]
			return v.t("pharaon.pick.cost_nile", "r1", v.t("pharaon.res."+resCodes[o.A]), "r2", v.t("pharaon.res."+resCodes[o.B]))
		}
	case pharaon.BUR:
		if bc := int(pl.BC); bc < pharaon.BCSteps {
			return v.t("pharaon.pick.cost_bur", "n", len(pharaon.BurialPath[bc].Cost), "step", bc+1)
		}
	case pharaon.OFF:
		return v.t("pharaon.pick.cost_off")
	}
	return ""
}
