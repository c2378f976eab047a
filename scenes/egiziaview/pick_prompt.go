package egiziaview

import (
	"strconv"

	"nilegames/engine/egizia"
)

// prompt is the top bar's sentence: what the seat to act does now.
func (v *View) prompt() (string, []any) {
	if v.st == nil {
		return "", nil
	}
	if v.st.Terminal() {
		return "egizia.prompt.over", nil
	}
	seat := v.st.CurrentPlayer()
	if !v.Human(seat) {
		return "egizia.prompt.wait", []any{"player", v.seatName(seat)}
	}
	if v.Selecting() {
		return "egizia.prompt.option", nil
	}
	switch v.st.Phase() {
	case egizia.PhSetupSphinx:
		return "egizia.prompt.setup", nil
	case egizia.PhPlace:
		if v.st.ExtraShips() > 0 {
			return "egizia.prompt.place_extra", nil
		}
		if v.st.PlayerState(seat).Ships >= egizia.NumShips {
			return "egizia.prompt.place_done", nil
		}
		// Offer only what is possible: no "place a ship" when only Pass
		// (and maybe a card) is left.
		switch place, cards := v.placeChoices(); {
		case place:
			return "egizia.prompt.place", nil
		case cards:
			return "egizia.prompt.place_none_cards", nil
		}
		return "egizia.prompt.place_none", nil
	case egizia.PhCrew:
		return "egizia.prompt.crew", nil
	case egizia.PhFlood:
		return "egizia.prompt.flood", nil
	case egizia.PhMarket:
		return "egizia.prompt.market", nil
	case egizia.PhFreeBrick:
		return "egizia.prompt.free", nil
	case egizia.PhGlean:
		return "egizia.prompt.glean", nil
	case egizia.PhWindow:
		return "egizia.prompt.window" + strconv.Itoa(v.st.Window()), nil
	case egizia.PhFeed:
		if fv, ok := v.st.FeedPreview(); ok {
			return "egizia.prompt.feed", []any{"wheat", fv.Wheat, "need", fv.Need}
		}
	case egizia.PhBuild:
		return "egizia.prompt.build", []any{"zone", v.zoneName(v.st.Build().Zone)}
	case egizia.PhBuildItems:
		b := v.st.Build()
		if b.Zone == egizia.ZoneSphinx {
			return "egizia.prompt.items_sphinx", []any{"n", b.SphLimit}
		}
		return "egizia.prompt.items", []any{"cost", b.Cost, "strength", b.Capacity, "stone", b.Budget}
	case egizia.PhSphinxKeep:
		return "egizia.prompt.keep", []any{"n", v.st.KeepMax()}
	case egizia.PhExtraBuild:
		return "egizia.prompt.extra", nil
	}
	return "", nil
}

// placeChoices reports, among the legal actions now, a ship to place
// (or to announce: R34, G7) and anything else than Pass (a card).
func (v *View) placeChoices() (place, cards bool) {
	for _, a := range v.Legal {
		switch egizia.DecodeAction(a).Kind {
		case egizia.ActPass:
		case egizia.ActPlace, egizia.ActSlot, egizia.ActWait, egizia.ActPlaceOcc, egizia.ActR34, egizia.ActG7:
			place = true
		default:
			cards = true
		}
	}
	return place, cards
}

func (v *View) seatName(seat int) string {
	if s, ok := v.Env.Seat(seat); ok {
		return s.Name
	}
	return strconv.Itoa(seat + 1)
}

// itemName names build item it.
func (v *View) itemName(it int) string {
	switch {
	case it == egizia.ItemObelisk:
		return v.t("egizia.board.obelisk")
	case it == egizia.ItemColonnade:
		return v.t("egizia.board.colonnade")
	case it >= egizia.ItemPyramid && it < egizia.ItemStatue:
		return v.t("egizia.pick.pyramid_row", "n", it-egizia.ItemPyramid+1)
	}
	return v.t("egizia.pick.statue_n", "n", it-egizia.ItemStatue+1)
}

// actionText says what move m does, for the hover hint.
func (v *View) actionText(m egizia.Act) string {
	switch m.Kind {
	case egizia.ActKeepSetup:
		return v.t("egizia.pick.do_keep")
	case egizia.ActPlace, egizia.ActSlot, egizia.ActWait, egizia.ActPlaceOcc:
		if m.Kind == egizia.ActWait {
			return v.t("egizia.pick.do_wait")
		}
		if m.Kind == egizia.ActSlot {
			return v.t("egizia.pick.do_slot")
		}
		return v.t("egizia.pick.do_place")
	case egizia.ActCrew, egizia.ActR14:
		return v.t("egizia.pick.do_crew", "crew", v.crewName(m.I))
	case egizia.ActFlood:
		if m.I == v.st.Flood() {
			return v.t("egizia.pick.do_flood_keep")
		}
		return v.t("egizia.pick.do_flood")
	case egizia.ActMarket:
		return v.t("egizia.pick.do_market")
	case egizia.ActFree:
		return v.t("egizia.pick.do_free", "item", v.itemName(m.I))
	case egizia.ActItem:
		return v.t("egizia.pick.do_item", "item", v.itemName(m.I))
	case egizia.ActGlean:
		return v.t("egizia.pick.do_glean")
	case egizia.ActBuild:
		return v.t("egizia.pick.do_build")
	case egizia.ActSphinx:
		return v.t("egizia.pick.do_sphinx")
	case egizia.ActKeep:
		return v.t("egizia.pick.do_keep")
	}
	return v.t("egizia.pick.do_use")
}

// zoneName is zone z as the board names it.
func (v *View) zoneName(z int) string {
	if z < 0 || z >= egizia.NumZones {
		return ""
	}
	return v.t("egizia.board." + zoneCodes[z])
}
