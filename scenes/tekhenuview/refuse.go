package tekhenuview

import (
	"nilegames/engine/tekhenu"
)

// Refused returns the reason for the last refused click, once, followed
// by the instruction it stands in for: the status band shows the refusal
// for a few seconds in place of the prompt, which must stay readable
// (first-time player pass #11).
func (v *View) Refused() (string, []any, bool) {
	rk, ra, ok := v.refusal.Take()
	if !ok {
		return "", nil, false
	}
	why := v.t(rk, ra...)
	key, args := v.Prompt()
	return "tekhenu.refuse.then", []any{"why", why, "prompt", v.t(key, args...)}, true
}

// whatKeys name what a click landed on, for a refusal.
var whatKeys = map[tkind]string{
	tDie: "die", tGod: "god", tGodStatue: "god_statue", tPeople: "people", tCell: "cell", tTSlot: "tslot",
	tRefresh: "refresh", tSection: "section", tCard: "card", tDistrict: "district", tChip: "chip", tChoice: "choice",
}

// refuse explains why a click on t could not be used.
func (v *View) refuse(t target) {
	st := v.st
	key := "tekhenu.refuse.not_now"
	switch t.k {
	case tDie:
		info := st.DieInfo(t.i)
		switch {
		case st.Phase() != tekhenu.PhTake:
			key = "tekhenu.refuse.die_later"
		case st.Status(info.Colour, info.Section) == tekhenu.Forbidden:
			key = "tekhenu.refuse.forbidden"
		default:
			key = "tekhenu.refuse.die_cannot"
		}
	case tGod:
		if st.Phase() == tekhenu.PhAction {
			key = "tekhenu.refuse.god_section"
			if _, _, sec, anubis := st.TurnDie(); sec == t.i || anubis {
				// The die's own god: the action cannot be paid for.
				v.refusal.Set("tekhenu.panel.god_cost", "god", v.t("tekhenu.tip.god."+godCodes[t.i]))
				return
			}
		}
	case tCell:
		if _, _, _, ok := st.TempleCell(t.i); ok {
			key = "tekhenu.refuse.cell_taken"
		}
	case tTSlot:
		if !st.TempleSlotOpen(t.i) {
			key = "tekhenu.refuse.slot_closed"
		} else if st.TempleBuilding(t.i) >= 0 {
			key = "tekhenu.refuse.slot_taken"
		}
	case tPeople:
		if st.PeopleStatue(t.i) >= 0 {
			key = "tekhenu.refuse.slot_taken"
		}
	case tCard, tSection, tRefresh:
		if st.Phase() != tekhenu.PhThothPick && st.Phase() != tekhenu.PhThothRefresh {
			key = "tekhenu.refuse.market_thoth"
		}
	}
	if w, ok := whatKeys[t.k]; ok && key == "tekhenu.refuse.not_now" {
		// Say what was clicked, not only that nothing happens.
		v.refusal.Set("tekhenu.refuse.not_target", "what", v.t("tekhenu.refuse.what_"+w))
		return
	}
	v.refusal.Set(key)
}
