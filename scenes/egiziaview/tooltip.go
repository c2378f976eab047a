package egiziaview

import (
	"strconv"

	"nilegames/engine/egizia"
	"nilegames/render/geom"
)

// Tooltip explains what is under the pointer on the board.
func (v *View) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil {
		return nil, geom.Rect{}, false
	}
	p := geom.Pt(x, y)
	if !v.area.Contains(p) {
		return nil, geom.Rect{}, false
	}
	for _, t := range v.hit(p) {
		if control(t) || panelTarget(t) {
			continue
		}
		if lines := v.tipLines(t); len(lines) > 0 {
			return lines, v.targetRect(t), true
		}
	}
	return nil, geom.Rect{}, false
}

// PanelTooltip explains what is under the pointer in seat's panel body r
// (gameview.PanelTipper).
func (v *View) PanelTooltip(seat int, r geom.Rect, x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return nil, geom.Rect{}, false
	}
	v.notePanel(seat, r)
	p := geom.Pt(x, y)
	for _, t := range v.panelTargets(seat) {
		if tr := v.targetRect(t); tr.Contains(p) {
			if lines := v.tipLines(t); len(lines) > 0 {
				return lines, tr, true
			}
		}
	}
	return nil, geom.Rect{}, false
}

// opText says effect op in words.
func (v *View) opText(op egizia.Op) string {
	a, b := int(op.A), int(op.B)
	switch op.Kind {
	case egizia.OpCrew:
		if a == egizia.CrewChoice {
			return v.t("egizia.tip.op_crew_choice", "n", b)
		}
		return v.t("egizia.tip.op_crew", "n", b, "crew", v.crewName(a))
	case egizia.OpFlood:
		return v.t("egizia.tip.op_flood", "n", a)
	case egizia.OpMarket:
		if a == egizia.MktChoice {
			return v.t("egizia.tip.op_market_choice", "n", b)
		}
		return v.t("egizia.tip.op_market", "n", b, "market", v.t("egizia.board."+[2]string{"wheat_market", "stone_market"}[a]))
	case egizia.OpStone:
		return v.t("egizia.tip.op_stone", "n", b)
	case egizia.OpPoints:
		return v.t("egizia.tip.op_points", "n", b)
	case egizia.OpFreeBrick:
		return v.t("egizia.tip.op_free")
	case egizia.OpGloryPyr:
		return v.t("egizia.tip.op_glory_pyr")
	case egizia.OpGloryObe:
		return v.t("egizia.tip.op_glory_obe")
	case egizia.OpWaitingShip:
		return v.t("egizia.tip.op_waiting")
	}
	return ""
}

func (v *View) opsLines(ops [2]egizia.Op) []string {
	var out []string
	for _, op := range ops {
		if s := v.opText(op); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// cardTip is Nile card id's name and effect in words.
func (v *View) cardTip(id int) []string {
	if id < 1 || id > egizia.NumNileCards {
		return nil
	}
	c := egizia.NileCards[id-1]
	out := []string{v.cardName(id) + " (R" + strconv.Itoa(id) + ")"}
	switch c.Type {
	case egizia.TField:
		out = append(out, v.t("egizia.tip.field", "n", int(c.Wheat)))
	case egizia.TQuarry:
		out = append(out, v.t("egizia.tip.quarry", "n", int(c.Quarry)))
	case egizia.TCombo:
		out = append(out, v.t("egizia.tip.field", "n", int(c.Wheat)), v.t("egizia.tip.quarry", "n", int(c.Quarry)))
	}
	out = append(out, v.opsLines(c.Ops)...)
	if c.Power != egizia.PwNone {
		out = append(out, v.t("egizia.tip.pw"+strconv.Itoa(int(c.Power))))
	}
	return out
}

// tipLines are the tooltip's lines for t.
func (v *View) tipLines(t target) []string {
	st := v.st
	switch t.kind {
	case tCard:
		if id := st.RiverCard(t.i); id > 0 {
			return v.cardTip(id)
		}
		return []string{v.t("egizia.tip.card_space", "n", t.i+1)}
	case tRound:
		out := []string{v.t("egizia.tip.round_space", "n", t.i+1)}
		switch id := st.RiverTile(t.i); {
		case id == egizia.TilePrinted:
			out = append(out, v.opsLines(egizia.PrintedRound1[t.i])...)
		case id == egizia.TileBlocked:
			out = append(out, v.t("egizia.tip.blocked"))
		case id >= 1 && id <= egizia.NumTiles:
			out = append(out, v.opsLines(egizia.Tiles[id-1].Ops)...)
		}
		return out
	case tSlot:
		out := []string{v.t("egizia.tip.slot", "zone", v.zoneName(t.i), "slot", t.j+1), v.t("egizia.tip.slot_order")}
		if t.j >= egizia.OpenSlots(st.NumPlayers()) {
			out = append(out, v.t("egizia.tip.blocked"))
		}
		// The card limit is the Sphinx's alone; the other zones have none.
		if t.i == egizia.ZoneSphinx {
			out = append(out, v.t("egizia.tip.slot_limit", "n", int(egizia.SphinxLimit[t.j])))
		}
		return out
	case tWait:
		return []string{v.t("egizia.tip.wait", "zone", v.zoneName(t.i))}
	case tFlood:
		return []string{v.t("egizia.tip.flood", "n", t.i+1), v.t("egizia.tip.flood" + strconv.Itoa(t.i))}
	case tBonusSp:
		gold, violet := st.BonusTiles()
		g := [2]int{gold, violet}[t.i]
		out := []string{v.t("egizia.tip.bonus_sp" + strconv.Itoa(t.i))}
		if g >= egizia.G1 && g <= egizia.NumBonus {
			out = append(out, v.t("egizia.tip.bonus"), v.t("egizia.tip.g"+strconv.Itoa(g)))
		}
		return out
	case tMarket:
		name := v.t("egizia.board." + [2]string{"wheat_market", "stone_market"}[t.i])
		if t.i == egizia.MktWheat {
			wp := egizia.WheatPenalty
			return []string{name,
				v.t("egizia.tip.wheat_pen", "a", int(wp[1]), "b", int(wp[2]), "c", int(wp[3]), "d", int(wp[4]), "e", int(wp[5])),
				v.t("egizia.tip.wheat_sell", "level", egizia.SellLevel, "n", egizia.SurplusPer),
				v.t("egizia.tip.wheat_l5", "n", egizia.WheatL5Points, "g", egizia.WheatL5PointsG5)}
		}
		return []string{name,
			v.t("egizia.tip.stone_l3", "n", egizia.StoneL3Reward),
			v.t("egizia.tip.stone_end", "level", egizia.StoneEndLevel, "n", egizia.StonePer),
			v.t("egizia.tip.stone_l5", "n", egizia.StoneL5Reward, "g", egizia.StoneL5RewardG2)}
	case tObelisk:
		out := []string{v.t("egizia.board.obelisk"), v.t("egizia.tip.obelisk")}
		n := 0
		for _, q := range st.Obelisk() {
			if q != egizia.Empty {
				n++
			}
		}
		if n < egizia.ObeliskFloors {
			out = append(out, v.t("egizia.tip.next_cost", "n", int(egizia.ObeliskCost[n])))
		}
		return out
	case tColonnade:
		out := []string{v.t("egizia.board.colonnade"), v.t("egizia.tip.colonnade")}
		if seat := v.tipSeat(); seat >= 0 {
			if c := int(st.PlayerState(seat).Col); c < egizia.ColColumns {
				out = append(out, v.t("egizia.tip.next_cost", "n", int(egizia.ColCost[c])))
			}
		}
		return out
	case tPyrRow:
		cost := egizia.PyrRowCost[t.i]
		if st.NumPlayers() == 2 && t.i < len(egizia.PyrRowCost2p) {
			cost = egizia.PyrRowCost2p[t.i]
		}
		return []string{v.t("egizia.pick.pyramid_row", "n", t.i+1), v.t("egizia.tip.pyramid"), v.t("egizia.tip.cost", "n", int(cost))}
	case tStatue:
		out := []string{v.t("egizia.pick.statue_n", "n", t.i+1), v.t("egizia.tip.statue")}
		if ids := st.Statues(); t.i < len(ids) && ids[t.i] >= 1 && ids[t.i] <= egizia.NumStatueCards {
			c := egizia.StatueCards[ids[t.i]-1]
			th := c.Thresholds
			out = append(out, v.t("egizia.tip.statue_goal", "what", v.measure(c.Cond), "a", int(th[0]), "b", int(th[1]), "c", int(th[2])))
		}
		out = append(out, v.t("egizia.tip.statue_costs"))
		return out
	case tSphDeck:
		return []string{v.t("egizia.board.sphinx"), v.t("egizia.tip.sphinx_deck", "n", st.SphinxDeck())}
	case tSetup, tDrawn, tHand:
		for _, g := range v.handGroups() {
			if g.kind == t.kind && t.i < len(g.ids) {
				id := g.ids[t.i]
				if id <= 0 || id > egizia.NumSphinx {
					return []string{v.t("egizia.tip.sphinx_back")}
				}
				return v.sphinxTip(id)
			}
		}
	case tDeck:
		return []string{v.t("egizia.board.decks"), v.t("egizia.tip.deck", "n", st.NileDeck(t.i))}
	case tSeatCrew:
		ps := st.PlayerState(t.i)
		return []string{v.crewName(t.j), v.t("egizia.tip.strength", "n", int(ps.Str[t.j]))}
	case tSeatCard:
		return v.cardTip(t.j)
	case tSeatMkt:
		ps := st.PlayerState(t.i)
		name := v.t("egizia.board." + [2]string{"wheat_market", "stone_market"}[t.j])
		return []string{name, v.t("egizia.tip.level", "n", int(ps.Mkt[t.j]))}
	case tSeatBonus:
		return []string{v.t("egizia.tip.bonus"), v.t("egizia.tip.g" + strconv.Itoa(t.j))}
	case tSeatStone:
		return []string{v.t("egizia.tip.stone", "n", int(st.PlayerState(t.i).Stone))}
	}
	return nil
}

// measure names what condition c counts ("bricks on the pyramid").
func (v *View) measure(c egizia.Cond) string {
	switch int(c.Kind) {
	case egizia.CCrew:
		return v.t("egizia.tip.c_crew", "crew", v.crewName(int(c.A)))
	case egizia.CFieldValue:
		col := "egizia.tip.colour_yr"
		if c.A >= 0 && c.A < egizia.NumColours {
			col = "egizia.tip.colour" + strconv.Itoa(int(c.A))
		}
		return v.t("egizia.tip.c_field", "colour", v.t(col))
	}
	return v.t("egizia.tip.c" + strconv.Itoa(int(c.Kind)))
}

// condText is condition c met: "bricks on the pyramid: 7 or more".
func (v *View) condText(c egizia.Cond) string {
	switch int(c.Kind) {
	case egizia.CWheatMax, egizia.CStoneMax, egizia.CColDone:
		return v.measure(c)
	}
	if c.N <= 0 {
		return v.measure(c)
	}
	return v.t("egizia.tip.at_least", "what", v.measure(c), "n", int(c.N))
}

// sphinxTip is Sphinx card id's objective in words.
func (v *View) sphinxTip(id int) []string {
	c := egizia.SphinxCards[id-1]
	var conds []string
	for _, x := range c.Conds {
		if x.Kind != egizia.CNone {
			conds = append(conds, v.condText(x))
		}
	}
	for _, x := range egizia.SphinxExtra[int8(id)] {
		conds = append(conds, v.condText(x))
	}
	out := []string{v.t("egizia.tip.sphinx_x", "n", id)}
	pts := int(c.Points)
	switch int(c.Category) {
	case egizia.SxEach:
		out = append(out, v.t("egizia.tip.sx_each", "n", pts))
		for _, x := range c.Conds {
			if x.Kind != egizia.CNone {
				out = append(out, "· "+v.measure(x))
			}
		}
		if c.Max > 0 {
			out = append(out, v.t("egizia.tip.sx_max", "n", int(c.Max)))
		}
		return out
	case egizia.SxMost:
		out = append(out, v.t("egizia.tip.sx_most", "n", pts))
	default:
		out = append(out, v.t("egizia.tip.sx_you", "n", pts))
	}
	for _, x := range conds {
		out = append(out, "· "+x)
	}
	return out
}

// tipSeat is the seat whose own things a tooltip tells: the viewer, else
// the seat to act.
func (v *View) tipSeat() int {
	if v.viewer >= 0 && v.viewer < v.st.NumPlayers() {
		return v.viewer
	}
	if p := v.st.CurrentPlayer(); p >= 0 && p < v.st.NumPlayers() {
		return p
	}
	return -1
}
