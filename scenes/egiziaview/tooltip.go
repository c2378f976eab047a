package egiziaview

import (
	"strconv"
	"strings"

	"nilegames/engine/egizia"
	"nilegames/locales"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Tooltip explains what is under the pointer on the board.
func (v *View) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil {
		return nil, geom.Rect{}, false
	}
	p := geom.Pt(x, y)
	if !v.Area.Contains(p) {
		return nil, geom.Rect{}, false
	}
	return gameview.FirstTip(v.hit(p), func(t target) []string {
		if control(t) || panelTarget(t) {
			return nil
		}
		return v.tipLines(t)
	}, v.targetRect)
}

// PanelTooltip explains what is under the pointer in seat's panel body r
// (gameview.PanelTipper).
func (v *View) PanelTooltip(seat int, r geom.Rect, x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return nil, geom.Rect{}, false
	}
	v.NotePanel(seat, r)
	p := geom.Pt(x, y)
	for _, t := range v.panelTargets(seat) {
		if tr := v.targetRect(t); tr.Contains(p) {
			if lines := v.tipLines(t); len(lines) > 0 {
				return lines, tr, true
			}
		}
	}
	return v.panelPartTip(seat, NewPlayerArea(r), p)
}

// panelPartTip explains the parts of seat's area a that are not pieces
// the board's events name: the score, the order tile, the Sphinx cards
// held, the starting field, the quarries, the totals and the ships left.
func (v *View) panelPartTip(seat int, a PlayerArea, p geom.Point) ([]string, geom.Rect, bool) {
	st := v.st
	s := v.paged(seat, a, v.seatShow(seat))
	w1, w2 := totalParts(a, a.Fields)
	q1, q2 := totalParts(a, a.Others)
	type part struct {
		r     geom.Rect
		lines func() []string
	}
	parts := []part{
		{a.Order, func() []string {
			return []string{v.t("egizia.tip.order", "n", s.Order), v.t("egizia.tip.order_rule")}
		}},
		{a.Sphinx, func() []string {
			return []string{v.t("egizia.tip.sphinx_held", "n", s.Sphinx), v.t("egizia.tip.sphinx_held_rule", "n", st.NumPlayers()-1)}
		}},
		{w1, func() []string { return v.wheatLines(seat, st.Flood()) }},
		{w2, func() []string { return v.needLines(seat) }},
		{q1, func() []string {
			return []string{v.t("egizia.tip.quarry_total", "n", s.Quarry), v.t("egizia.tip.stone_cap", "n", egizia.StoneCap)}
		}},
		{q2, func() []string {
			if s.Passed {
				return []string{v.t("egizia.tip.ships_passed")}
			}
			return []string{v.t("egizia.tip.ships_left", "n", s.Ships)}
		}},
	}
	for ri, row := range [][]chip{s.Fields, s.Others} {
		line := [2]geom.Rect{a.Fields, a.Others}[ri]
		rs, shown := chipLayout(a, line, row)
		if shown < len(row) {
			hidden := row[shown:]
			parts = append(parts, part{rs[shown], func() []string {
				out := []string{v.t("egizia.tip.more_cards", "n", len(hidden))}
				for _, c := range hidden {
					out = append(out, v.chipName(c))
				}
				return append(out, v.t("egizia.tip.more_cards_tip"))
			}})
		}
		for i, c := range row[:shown] {
			if c.ID > 0 {
				continue // a card: its own target
			}
			r := rs[i]
			c := c
			parts = append(parts, part{r, func() []string {
				switch c.Type {
				case egizia.TField:
					return append([]string{v.t("egizia.tip.start_field", "n", c.Value)}, v.fieldNow(seat, c)...)
				case egizia.TQuarry:
					return []string{v.t("egizia.tip.quarries", "list", quarryText(c.Quarries), "n", s.Quarry)}
				case chipWait:
					return []string{v.t("egizia.tip.op_waiting")}
				}
				return nil
			}})
		}
	}
	for _, pt := range parts {
		if pt.r.Contains(p) {
			if lines := pt.lines(); len(lines) > 0 {
				return lines, pt.r, true
			}
		}
	}
	return nil, geom.Rect{}, false
}

// fieldNow says what field c of seat gives at the flood as it is.
func (v *View) fieldNow(seat int, c chip) []string {
	g := 0
	if ps := v.st.PlayerState(seat); ps.HasBonus(egizia.G1) {
		g = egizia.G1Bonus
	}
	col := v.t("egizia.tip.colour" + strconv.Itoa(max(0, c.Colour)))
	if c.Dry {
		return []string{v.t("egizia.tip.field_dry", "colour", col)}
	}
	return []string{v.t("egizia.tip.field_now", "colour", col, "n", c.Value+g)}
}

// wheatAt is the Wheat seat's fields give with the flood on f.
func (v *View) wheatAt(seat, f int) int {
	ps := v.st.PlayerState(seat)
	g := 0
	if ps.HasBonus(egizia.G1) {
		g = egizia.G1Bonus
	}
	w := egizia.StartField + g
	if ps.StartG4 {
		w = egizia.StartFieldG4 + g
	}
	for id := 1; id <= egizia.NumNileCards; id++ {
		if c := egizia.NileCards[id-1]; ps.Has(id) && (c.Type == egizia.TField || c.Type == egizia.TCombo) {
			if egizia.Irrigated(v.st.FieldColour(seat, id), f) {
				w += int(c.Wheat) + g
			}
		}
	}
	return w
}

// need is the Wheat seat's crews eat: their Strength in all.
func (v *View) need(seat int) int {
	n := 0
	for _, x := range v.st.PlayerState(seat).Str {
		n += int(x)
	}
	return n
}

// feedText is what feeding with wheat gives seat now: the points lost
// for the Wheat missing, or won for the surplus, or nothing.
func (v *View) feedText(seat, wheat int) string {
	need, lvl := v.need(seat), int(v.st.PlayerState(seat).Mkt[egizia.MktWheat])
	lvl = max(1, min(egizia.MaxLevel, lvl))
	switch {
	case wheat < need:
		return v.t("egizia.tip.feed_short", "w", need-wheat, "n", (need-wheat)*int(egizia.WheatPenalty[lvl]))
	case wheat > need && lvl >= egizia.SellLevel:
		return v.t("egizia.tip.feed_sell", "w", wheat-need, "n", (wheat-need)/egizia.SurplusPer)
	case wheat > need:
		return v.t("egizia.tip.feed_lost", "w", wheat-need, "level", egizia.SellLevel)
	}
	return v.t("egizia.tip.feed_even")
}

// wheatLines explain seat's Wheat with the flood on f; while seat feeds,
// the Wheat its cards (and the Mill) added is said and counted.
func (v *View) wheatLines(seat, f int) []string {
	w := v.wheatAt(seat, f)
	out := []string{v.t("egizia.tip.wheat_total", "n", w)}
	if fv, ok := v.st.FeedPreview(); ok && fv.Player == seat && f == v.st.Flood() && fv.Extra > 0 {
		w = fv.Wheat
		out = append(out, v.t("egizia.tip.wheat_extra", "n", fv.Extra, "total", w))
	}
	return append(out, v.feedText(seat, w))
}

// feedWheat is the Wheat seat feeds with now: the fields' at the flood,
// and while seat feeds, what its Wheat cards and the Mill added (the
// engine's feeding in progress).
func (v *View) feedWheat(seat int) int {
	if fv, ok := v.st.FeedPreview(); ok && fv.Player == seat {
		return fv.Wheat
	}
	return v.wheatAt(seat, v.st.Flood())
}

// needLines explain what seat's crews eat.
func (v *View) needLines(seat int) []string {
	return []string{v.t("egizia.tip.need", "n", v.need(seat)), v.feedText(seat, v.feedWheat(seat))}
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
	out := []string{v.cardName(id)}
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
			return append(v.cardTip(id), v.cardGain(id)...)
		}
		return []string{v.t("egizia.tip.card_space", "n", t.i+1)}
	case tRound:
		out := []string{v.t("egizia.tip.round_space", "n", t.i+1)}
		switch id := st.RiverTile(t.i); {
		case id == egizia.TilePrinted:
			out = append(out, v.opsLines(egizia.PrintedRound1[t.i])...)
			out = append(out, v.opsGain(egizia.PrintedRound1[t.i])...)
		case id == egizia.TileBlocked:
			out = append(out, v.t("egizia.tip.blocked"))
		case id >= 1 && id <= egizia.NumTiles:
			out = append(out, v.opsLines(egizia.Tiles[id-1].Ops)...)
			out = append(out, v.opsGain(egizia.Tiles[id-1].Ops)...)
		}
		return out
	case tSlot:
		order := "egizia.tip.slot_order"
		if open := egizia.OpenSlots(st.NumPlayers()); open < egizia.SlotsPerZone {
			order += strconv.Itoa(open)
		}
		out := []string{v.t("egizia.tip.slot", "zone", v.zoneName(t.i), "slot", t.j+1), v.t(order)}
		blocked := t.j >= egizia.OpenSlots(st.NumPlayers())
		if blocked {
			out = append(out, v.t("egizia.tip.blocked"))
		}
		// The card limit is the Sphinx's alone; the other zones have none.
		if t.i == egizia.ZoneSphinx {
			out = append(out, v.t("egizia.tip.slot_limit", "n", int(egizia.SphinxLimit[t.j])))
		}
		if blocked {
			return out
		}
		return append(out, v.zoneGain(t.i)...)
	case tWait:
		return append([]string{v.t("egizia.tip.wait", "zone", v.zoneName(t.i))}, v.zoneGain(t.i)...)
	case tFlood:
		out := []string{v.t("egizia.tip.flood", "n", t.i+1), v.t("egizia.tip.flood" + strconv.Itoa(t.i))}
		if seat := v.tipSeat(); seat >= 0 {
			w := v.wheatAt(seat, t.i)
			out = append(out, v.t("egizia.tip.you_flood", "n", w), v.feedText(seat, w))
		}
		return out
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
			return append([]string{name,
				v.t("egizia.tip.wheat_pen", "a", int(wp[1]), "b", int(wp[2]), "c", int(wp[3]), "d", int(wp[4]), "e", int(wp[5])),
				v.t("egizia.tip.wheat_sell", "level", egizia.SellLevel, "n", egizia.SurplusPer),
				v.t("egizia.tip.wheat_l5", "n", egizia.WheatL5Points, "g", egizia.WheatL5PointsG5)}, v.marketGain(t.i)...)
		}
		return append([]string{name,
			v.t("egizia.tip.stone_l3", "n", egizia.StoneL3Reward),
			v.t("egizia.tip.stone_end", "level", egizia.StoneEndLevel, "n", egizia.StonePer),
			v.t("egizia.tip.stone_l5", "n", egizia.StoneL5Reward, "g", egizia.StoneL5RewardG2)}, v.marketGain(t.i)...)
	case tObelisk:
		out := []string{v.t("egizia.board.obelisk"), v.t("egizia.tip.obelisk")}
		n := obeliskBuilt(st)
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
		out := v.cardTip(t.j)
		if c := egizia.NileCards[t.j-1]; c.Type == egizia.TField || c.Type == egizia.TCombo {
			for _, ch := range v.seatShow(t.i).Fields {
				if ch.ID == t.j {
					out = append(out, v.fieldNow(t.i, ch)...)
				}
			}
		}
		return out
	case tSeatMkt:
		ps := st.PlayerState(t.i)
		name := v.t("egizia.board." + [2]string{"wheat_market", "stone_market"}[t.j])
		out := []string{name, v.t("egizia.tip.level", "n", int(ps.Mkt[t.j]))}
		if t.j == egizia.MktWheat {
			return append(out, v.feedText(t.i, v.wheatAt(t.i, st.Flood())))
		}
		return append(out, v.t("egizia.tip.stone_end", "level", egizia.StoneEndLevel, "n", egizia.StonePer))
	case tSeatBonus:
		return []string{v.t("egizia.tip.bonus"), v.t("egizia.tip.g" + strconv.Itoa(t.j))}
	case tSeatStone:
		return []string{v.t("egizia.tip.stone", "n", int(st.PlayerState(t.i).Stone)),
			v.t("egizia.tip.quarry_total", "n", st.QuarryTotal(t.i)), v.t("egizia.tip.stone_cap", "n", egizia.StoneCap)}
	}
	return nil
}

// measure names what condition c counts ("bricks on the pyramid").
func (v *View) measure(c egizia.Cond) string { return measureIn(v.Env.Bundle(), c) }

// measureIn is measure in bundle b (the log has no view).
func measureIn(b *locales.Bundle, c egizia.Cond) string {
	switch int(c.Kind) {
	case egizia.CCrew:
		crew := "?"
		if c.A >= 0 && int(c.A) < egizia.NumCrews {
			crew = tr(b, "egizia.pick.crew_"+egizia.CrewCode(int(c.A)))
		}
		return tr(b, "egizia.tip.c_crew", "crew", crew)
	case egizia.CFieldValue:
		col := "egizia.tip.colour_yr"
		if c.A >= 0 && c.A < egizia.NumColours {
			col = "egizia.tip.colour" + strconv.Itoa(int(c.A))
		}
		return tr(b, "egizia.tip.c_field", "colour", tr(b, col))
	}
	return tr(b, "egizia.tip.c"+strconv.Itoa(int(c.Kind)))
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
	out := []string{v.sphinxName(id)}
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
	if v.Viewer >= 0 && v.Viewer < v.st.NumPlayers() {
		return v.Viewer
	}
	if p := v.st.CurrentPlayer(); p >= 0 && p < v.st.NumPlayers() {
		return p
	}
	return -1
}

// cardGain is what taking Nile card id would change for the tooltip's
// seat now: the Wheat at this flood, the Stone a round.
func (v *View) cardGain(id int) []string {
	seat := v.tipSeat()
	if seat < 0 || id < 1 || id > egizia.NumNileCards {
		return nil
	}
	c := egizia.NileCards[id-1]
	var out []string
	if c.Type == egizia.TField || c.Type == egizia.TCombo {
		w := v.wheatAt(seat, v.st.Flood())
		gain := 0
		if egizia.Irrigated(int(c.Colour), v.st.Flood()) {
			gain = int(c.Wheat)
			if ps := v.st.PlayerState(seat); ps.HasBonus(egizia.G1) {
				gain += egizia.G1Bonus
			}
		}
		out = append(out, v.t("egizia.tip.you_wheat", "a", w, "b", w+gain), v.feedText(seat, w+gain))
	}
	if c.Type == egizia.TQuarry || c.Type == egizia.TCombo {
		q := v.st.QuarryTotal(seat)
		out = append(out, v.t("egizia.tip.you_quarry", "a", q, "b", q+int(c.Quarry)))
	}
	return append(out, v.opsGain(c.Ops)...)
}

// opsGain is what effects ops would change for the tooltip's seat now:
// a crew's Strength, a market's level, the Stone, the score.
func (v *View) opsGain(ops [2]egizia.Op) []string {
	seat := v.tipSeat()
	if seat < 0 {
		return nil
	}
	ps := v.st.PlayerState(seat)
	var out []string
	for _, op := range ops {
		a, b := int(op.A), int(op.B)
		switch op.Kind {
		case egizia.OpCrew:
			if a >= 0 && a < egizia.NumCrews {
				now := int(ps.Str[a])
				out = append(out, v.t("egizia.tip.you_crew", "crew", v.crewName(a), "a", now, "b", min(egizia.MaxStr, now+b)))
			}
		case egizia.OpMarket:
			if a >= 0 && a < egizia.NumMarkets {
				now := int(ps.Mkt[a])
				name := v.t("egizia.board." + [2]string{"wheat_market", "stone_market"}[a])
				out = append(out, v.t("egizia.tip.you_market", "market", name, "a", now, "b", min(egizia.MaxLevel, now+b)))
			}
		case egizia.OpStone:
			now := int(ps.Stone)
			out = append(out, v.t("egizia.tip.you_stone", "a", now, "b", min(egizia.StoneCap, now+b)))
		case egizia.OpPoints:
			now := int(ps.Score)
			out = append(out, v.t("egizia.tip.you_points", "a", now, "b", now+b))
		}
	}
	return out
}

// zoneGain is what building in zone z would give the tooltip's seat now:
// the next items' costs and points, and the Strength and Stone it has.
func (v *View) zoneGain(z int) []string {
	st := v.st
	seat := v.tipSeat()
	if seat < 0 {
		return nil
	}
	ps := st.PlayerState(seat)
	var out []string
	switch z {
	case egizia.ZoneObelisk:
		n := obeliskBuilt(st)
		if n < egizia.ObeliskFloors {
			out = append(out, v.t("egizia.tip.gain_obelisk", "n", int(egizia.ObeliskCost[n])))
		} else {
			out = append(out, v.t("egizia.tip.gain_obelisk_full"))
		}
		if c := int(ps.Col); c < egizia.ColColumns {
			out = append(out, v.t("egizia.tip.gain_column", "n", int(egizia.ColCost[c])))
		} else {
			out = append(out, v.t("egizia.tip.gain_column_done"))
		}
	case egizia.ZonePyramid:
		var costs []int
		for r := 0; r < st.PyramidRows(); r++ {
			c := egizia.PyrRowCost[r]
			if st.NumPlayers() == 2 && r < len(egizia.PyrRowCost2p) {
				c = egizia.PyrRowCost2p[r]
			}
			costs = append(costs, int(c))
		}
		out = append(out, v.t("egizia.tip.gain_pyramid", "list", quarryText(costs)), v.t("egizia.tip.gain_statue"))
	case egizia.ZoneSphinx:
		out = append(out, v.t("egizia.tip.gain_sphinx"))
	}
	best, leader := 0, 0
	for c := 0; c < egizia.NumCrews; c++ {
		if ps.Used&(1<<uint(c)) != 0 {
			continue
		}
		if c == egizia.CrewViolet {
			leader = int(ps.Str[c])
		} else {
			best = max(best, int(ps.Str[c]))
		}
	}
	if best == 0 {
		return append(out, v.t("egizia.tip.you_no_crew"))
	}
	return append(out, v.t("egizia.tip.you_means", "s", best+leader, "st", int(ps.Stone)))
}

// marketGain is the tooltip's seat's level on market m and what it
// gives now: the feeding's points, or the Stone's at the end.
func (v *View) marketGain(m int) []string {
	seat := v.tipSeat()
	if seat < 0 {
		return nil
	}
	ps := v.st.PlayerState(seat)
	out := []string{v.t("egizia.tip.you_level", "n", int(ps.Mkt[m]))}
	if m == egizia.MktWheat {
		return append(out, v.feedText(seat, v.wheatAt(seat, v.st.Flood())))
	}
	if int(ps.Mkt[m]) >= egizia.StoneEndLevel {
		out = append(out, v.t("egizia.tip.you_stone_end", "st", int(ps.Stone), "n", int(ps.Stone)/egizia.StonePer))
	}
	return out
}

// obeliskBuilt is the number of the Obelisk's floors built.
func obeliskBuilt(st *egizia.State) int {
	n := 0
	for _, q := range st.Obelisk() {
		if q != egizia.Empty {
			n++
		}
	}
	return n
}

// chipName names a chip of a panel's row, for the "+N" chip's tooltip.
func (v *View) chipName(c chip) string {
	switch {
	case c.Type == chipWait:
		return v.t("egizia.tip.op_waiting")
	case c.ID > 0:
		return v.cardName(c.ID)
	case c.Type == egizia.TQuarry:
		return v.t("egizia.tip.quarries", "list", quarryText(c.Quarries), "n", sumInts(c.Quarries))
	}
	return v.t("egizia.tip.start_field", "n", c.Value)
}

func sumInts(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// sphinxName is Sphinx card id's title: what its objective measures, in
// words ("Sphinx card: Bricks on the obelisk"), never its code (issue 22,
// play pass #5: "Carte Sphinx X33").
func (v *View) sphinxName(id int) string {
	return tr(v.Env.Bundle(), "egizia.tip.sphinx_x", "what", sphinxWhat(v.Env.Bundle(), id))
}

// sphinxWhat is what Sphinx card id's objective measures, in words.
func sphinxWhat(b *locales.Bundle, id int) string {
	if id < 1 || id > egizia.NumSphinx {
		return "?"
	}
	var what []string
	for _, x := range egizia.SphinxCards[id-1].Conds {
		if x.Kind != egizia.CNone {
			what = append(what, measureIn(b, x))
		}
	}
	return strings.Join(what, " · ")
}
