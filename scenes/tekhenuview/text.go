package tekhenuview

import (
	"strconv"
	"strings"

	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

var phaseKeys = map[tekhenu.Phase]string{
	tekhenu.PhKeepDecree: "keep_decree", tekhenu.PhDraftStart: "draft_start", tekhenu.PhDestiny: "destiny",
	tekhenu.PhStart: "start", tekhenu.PhTake: "take", tekhenu.PhAction: "action", tekhenu.PhProduce: "produce",
	tekhenu.PhHorus: "horus", tekhenu.PhRa: "ra", tekhenu.PhHathor: "hathor", tekhenu.PhThothRefresh: "thoth_refresh",
	tekhenu.PhThothPick: "thoth_pick", tekhenu.PhOsiris: "osiris", tekhenu.PhTrack: "track", tekhenu.PhResource: "resource",
	tekhenu.PhKeepOne: "keep_one", tekhenu.PhValue: "value", tekhenu.PhFree: "free", tekhenu.PhEnd: "end",
	tekhenu.PhFaith: "faith", tekhenu.PhBread: "bread", tekhenu.PhD23: "d23",
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

func (v *View) res(r int) string { return v.t("tekhenu.ui.res." + resCodes[r]) }

// buttonLabel is the text of a bar button.
func (v *View) buttonLabel(t target) string {
	if t.k == tBtn {
		c := t.i
		switch {
		case c == bPass:
			return v.t("tekhenu.option.pass_" + phaseKeys[v.st.Phase()])
		case c == bFaith+1:
			return v.faithLabel(1, 0)
		case c >= bFaith:
			return v.t([]string{"tekhenu.option.faith_right", "tekhenu.option.faith_none", "tekhenu.option.faith_left"}[min(c-bFaith, 2)])
		case c >= bBread:
			// What is owed and what each unpaid Bread costs (§6.1 step 7).
			n, due := c-bBread, v.st.BreadDue(v.dec.player)
			if short := due - n; short > 0 {
				return v.t("tekhenu.option.bread_short", "n", n, "due", due, "vp", short*tekhenu.UpkeepPenaltyVP)
			}
			return v.t("tekhenu.option.bread", "n", n, "due", due)
		case c == bD23:
			return v.t("tekhenu.option.d23")
		case c == bScribes:
			return v.t("tekhenu.option.scribes_any")
		case c >= bValue:
			// A column's action says what it costs before the click (#12).
			if n := v.valueCost(c - bValue); n > 0 {
				return v.t("tekhenu.option.value_cost", "v", c-bValue, "n", n)
			}
			return v.t("tekhenu.option.value", "v", c-bValue)
		case c >= bRes:
			return v.res(c - bRes)
		case c >= bTrack:
			return v.t("tekhenu.option.track", "res", v.res(c-bTrack))
		case c >= bProduce:
			return v.t("tekhenu.option.produce", "res", v.res(c-bProduce))
		}
		return "?"
	}
	return v.optionLabel(t.i)
}

// optionLabel names option code c at the level asked now.
func (v *View) optionLabel(c int) string {
	if c == optConfirm {
		id := cardID{tekhenu.Blessing, v.pk.card}
		return v.t("tekhenu.option.play_blessing", "card", id.String(), "name", v.t("tekhenu.ui.card."+id.String()))
	}
	sel, lvl := v.pk.sel, len(v.pk.chosen)
	st := v.st
	if sel == (target{tBtn, bScribes}) {
		// The die first, then the die's own levels.
		if lvl == 0 {
			info := st.DieInfo(c)
			return v.t("tekhenu.option.scribes_die", "colour", v.t("tekhenu.ui.colour."+colourCode[info.Colour]), "v", info.Value,
				"god", v.t("tekhenu.ui.god."+godCodes[info.Section]))
		}
		sel, lvl = target{tDie, v.pk.chosen[0]}, lvl-1
	}
	dieVal := func() int { _, val, _, _ := st.TurnDie(); return val }
	switch sel.k {
	case tChoice, tChip:
		return []string{v.t("tekhenu.option.population"), v.t("tekhenu.option.happiness")}[c&1]
	case tDie:
		info := st.DieInfo(sel.i)
		switch lvl {
		case 0:
			mode, colour := c/10, c%10
			s := v.t([]string{"tekhenu.option.pure", "tekhenu.option.corrupt", "tekhenu.option.anubis"}[mode])
			if colour != info.Colour {
				s += " · " + v.t("tekhenu.option.as_colour", "colour", v.t("tekhenu.ui.colour."+colourCode[colour]))
			}
			return s
		case 1:
			// Each step costs a Scribe, unless a Set-the-die Blessing
			// (B09, B10) may pay: the next level then asks how.
			pl, _ := st.PlayerView(st.CurrentPlayer(), v.Viewer)
			if n := max(c-info.Value, info.Value-c); n > 0 && pl.Bless&(1<<8|1<<9) == 0 {
				return v.t("tekhenu.panel.value_scribes", "v", c, "n", n)
			}
			return v.t("tekhenu.option.value", "v", c)
		}
		return []string{v.t("tekhenu.option.with_scribes"), v.t("tekhenu.option.with_blessing")}[c&1]
	case tCell:
		return v.rotationLabel(sel.i, c)
	case tBtn:
		if st.Phase() == tekhenu.PhFaith {
			return v.faithLabel(sel.i-bFaith, c)
		}
		if st.Phase() == tekhenu.PhFree {
			return v.t("tekhenu.option.value", "v", c)
		}
		return v.t("tekhenu.option.value", "v", dieVal()+c-2)
	case tGod:
		if st.Phase() == tekhenu.PhFree {
			if lvl == 0 {
				return v.t("tekhenu.option.value", "v", c)
			}
			return []string{v.t("tekhenu.option.pay"), v.t("tekhenu.option.free")}[c&1]
		}
		switch lvl {
		case 0:
			return []string{v.t("tekhenu.option.main"), v.t("tekhenu.option.extra")}[c&1]
		case 1:
			return v.t("tekhenu.option.value", "v", dieVal()+c-2)
		case 2:
			return []string{v.t("tekhenu.option.pay"), v.t("tekhenu.option.free")}[c&1]
		}
		return []string{v.t("tekhenu.option.no_t19"), v.t("tekhenu.option.t19")}[c&1]
	}
	return strconv.Itoa(c)
}

// Prompt is the top bar's sentence.
func (v *View) Prompt() (string, []any) {
	if v.st == nil {
		return "tekhenu.prompt.wait", nil
	}
	if v.st.Terminal() {
		w := v.st.Winner()
		if w >= 0 {
			return "tekhenu.prompt.over_winner", []any{"player", v.Name(w)}
		}
		return "tekhenu.prompt.over", nil
	}
	p := v.dec.player
	args := []any{"player", v.Name(p)}
	if !v.dec.human {
		return "tekhenu.prompt.ai", args
	}
	if v.pk.asking {
		id := cardID{tekhenu.Blessing, v.pk.card}
		return "tekhenu.prompt.blessing", append(args, "card", v.t(cardNameKey+id.String()), "effect", v.t("tekhenu.tip.card."+id.String()))
	}
	if v.pk.partial() {
		return "tekhenu.prompt.option", args
	}
	key := phaseKeys[v.st.Phase()]
	switch v.st.Phase() {
	case tekhenu.PhResource:
		args = append(args, "n", v.st.ResourceChoice())
	case tekhenu.PhHorus, tekhenu.PhRa, tekhenu.PhHathor, tekhenu.PhOsiris, tekhenu.PhThothRefresh, tekhenu.PhThothPick:
		_, val, _, _ := v.st.Performing()
		args = append(args, "v", val)
	case tekhenu.PhAction:
		_, val, _, _ := v.st.TurnDie()
		args = append(args, "v", val)
	case tekhenu.PhValue:
		// The column's god, not always Horus (§8.1, A29).
		if g := v.valueGod(); g == tekhenu.Horus || g == tekhenu.Thoth || g == tekhenu.Osiris {
			key += "_" + godCodes[g]
		}
	case tekhenu.PhBread:
		args = append(args, "due", v.st.BreadDue(p), "vp", tekhenu.UpkeepPenaltyVP)
	case tekhenu.PhFaith:
		pl, _ := v.st.PlayerView(p, v.Viewer)
		args = append(args, "b", signed(v.st.Balance(p)), "n", int(pl.Faith))
	}
	return "tekhenu.prompt." + key, args
}

// Tooltip explains what lies under (x, y).
func (v *View) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil {
		return nil, geom.Rect{}, false
	}
	p := geom.Pt(x, y)
	if lines, r, ok := v.soloTip(p); ok {
		return lines, r, true
	}
	st := v.st
	l := v.lay
	for _, t := range v.hitsAt(p) {
		rs := v.targetRects(t)
		var r geom.Rect
		if len(rs) > 0 {
			r = rs[0]
		}
		// The rectangle under the pointer, when t has several: the
		// tooltip must leave it visible.
		for _, q := range rs {
			if q.Contains(p) {
				r = q
				break
			}
		}
		switch t.k {
		case tBtn:
			if st.Phase() == tekhenu.PhValue && (t.i == bPass || t.i >= bValue && t.i < bValue+7) {
				if lines := v.valueTip(t.i); len(lines) > 0 {
					return lines, r, true
				}
			}
		case tDie:
			if d, ok := v.dice[t.i]; ok {
				r = geom.RectFromCenter(d.c, d.size, d.size) // the whole die, not its click zone
			}
			info := st.DieInfo(t.i)
			s := st.Status(info.Colour, info.Section)
			return []string{v.t("tekhenu.tip.die", "colour", v.t("tekhenu.ui.colour."+colourCode[info.Colour]), "v", info.Value,
				"status", v.t([]string{"tekhenu.option.pure", "tekhenu.option.corrupt", "tekhenu.ui.forbidden"}[s])),
				v.t("tekhenu.panel.status_" + []string{"pure", "corrupt", "forbidden"}[s])}, r, true
		case tGod:
			light := st.Light(t.i)
			return []string{v.t("tekhenu.ui.god."+godCodes[t.i]) + " · " + v.t([]string{"tekhenu.ui.sun", "tekhenu.ui.penumbra", "tekhenu.ui.darkness"}[light]),
				v.t("tekhenu.tip.god." + godCodes[t.i]), v.t("tekhenu.tip.horus_value", "v", st.HorusValue(t.i))}, l.section(t.i).Bounds(), true
		case tGodStatue:
			// The slot under the pointer, not the first: the tooltip must
			// leave it visible.
			box := l.ringBox(t.i, 2)
			for i := 0; i < st.GodStatueSlots(); i++ {
				if b := l.ringBox(t.i, 2+i); b.Contains(p) {
					box = b
				}
			}
			return []string{v.t(v.godStatueKey(), "god", v.t("tekhenu.ui.god."+godCodes[t.i]))}, box, true
		case tCard:
			if c, ok := parseCard(st.MarketCard(t.i/4, t.i%4)); ok {
				return v.cardTip(c), r, true
			}
		case tChip:
			return v.cardTip(cardID{t.i / 24, t.i % 24}), r, true
		case tChoice:
			for _, c := range v.choices() {
				if c.id == t.i {
					return v.cardTip(c.card), r, true
				}
			}
		case tCell:
			n, kind := tekhenu.TempleBonus(t.i)
			lines := []string{v.t("tekhenu.tip.cell", "n", n, "token", v.t("tekhenu.ui.token."+tokenCodes[kind]))}
			if id, _, o, ok := st.TempleCell(t.i); ok {
				lines = append(lines, v.tileTip(id), v.t("tekhenu.tip.owner", "player", v.Name(o)))
			} else {
				lines = append(lines, v.cellTip(t.i))
			}
			return lines, r, true
		case tTSlot:
			return v.slotTip(t.i), r, true
		case tPeople:
			return v.peopleTip(t.i), r, true
		case tSection:
			n := []string{"I", "II", "III", "IV"}[t.i]
			if !st.SectionOpen(t.i) {
				return []string{v.t("tekhenu.tip.section_closed", "sec", n, "p", tekhenu.SectionOpensAt(t.i))}, l.secHead[t.i], true
			}
			return []string{v.t("tekhenu.tip.section", "sec", n, "h", []int{1, 5, 9, 13}[t.i])}, l.secHead[t.i], true
		case tDistrict:
			lines := []string{v.t("tekhenu.tip.district", "res", v.res(t.i))}
			for row := 0; row < 6; row++ {
				if l.osiris[t.i][row].Contains(p) {
					r = l.osiris[t.i][row]
					lines = append(lines, v.osirisRowTip(t.i, row+1))
				}
			}
			return lines, r, true
		}
	}
	if lines, r, ok := v.trackTip(p); ok {
		return lines, r, true
	}
	if l.balance.Contains(p) {
		return []string{v.balanceTitle(v.traySeat()), v.t("tekhenu.panel.balance")}, l.balance, true
	}
	for i := 0; i < 3; i++ {
		if l.ra[i].Contains(p) {
			if id, _, ok := st.RaSlot(i); ok {
				return []string{v.tileTip(id), v.t("tekhenu.tip.ra_slot", "vp", 3-i)}, l.ra[i], true
			}
		}
	}
	return nil, geom.Rect{}, false
}

var tokenCodes = [7]string{"papyrus", "bread", "limestone", "granite", "gold", "faith", "scribe"}

// tileTip describes a column tile.
func (v *View) tileTip(id int) string {
	light, ab, lime, gran := tekhenu.TileInfo(id)
	ls := v.t("tekhenu.ui.no_light")
	if light < 3 {
		ls = v.t([]string{"tekhenu.ui.sun", "tekhenu.ui.penumbra", "tekhenu.ui.darkness"}[light])
	}
	return v.t("tekhenu.tip.tile", "light", ls, "l", lime, "g", gran) + " " + v.t("tekhenu.tip.ability."+strconv.Itoa(ab))
}

// trackTip explains a track's space and names the seats standing on it.
func (v *View) trackTip(p geom.Point) ([]string, geom.Rect, bool) {
	l := v.lay
	pops, vps, maats := trackValues(v.st, v.Viewer)
	type tk struct {
		t    wgeom.Track
		key  string
		vals []int
		who  func(i int) int
	}
	order := v.st.Order()
	pos := make([]int, len(order))
	for i := range pos {
		pos[i] = i + 1
	}
	if v.st.Turn() == 0 {
		pos = nil
	}
	for _, k := range []tk{
		{l.popTrack, "pop_track", pops, func(i int) int { return i / 2 }},
		{l.vpTrack, "vp_track", vps, func(i int) int { return i }},
		{l.maatTrack, "maat_track", maats, func(i int) int { return i }},
		{l.orderTrack, "order_track", pos, func(i int) int { return order[i] }},
	} {
		sp := k.t.Hit(p)
		if sp < 0 {
			continue
		}
		lines := []string{v.t("tekhenu.tip." + k.key)}
		var names []string
		for i, val := range k.vals {
			if s, _ := k.t.Index(val); s == sp {
				n := v.Name(k.who(i))
				if k.key == "pop_track" {
					n = v.t([]string{"tekhenu.tip.pop_of", "tekhenu.tip.happ_of"}[i%2], "player", n, "v", val)
				} else {
					n += " (" + strconv.Itoa(val) + ")"
				}
				names = append(names, n)
			}
		}
		if len(names) > 0 {
			lines = append(lines, strings.Join(names, ", "))
		}
		return lines, k.t.Space(sp), true
	}
	return nil, geom.Rect{}, false
}

// faithLabel is a Faith button at a Judgment (§4.3 step 2): n tokens on
// side (0 Corrupt pan, 1 none, 2 Pure pan) with the balance it gives and
// its penalty; "no Faith" says how much Faith is lost (it never carries
// over, step 7).
func (v *View) faithLabel(side, n int) string {
	p := v.dec.player
	pl, _ := v.st.PlayerView(p, v.Viewer)
	b := v.st.Balance(p) + (side-1)*n
	if side == 1 {
		return v.t("tekhenu.option.faith_none_lost", "n", int(pl.Faith), "b", signed(b))
	}
	if vp := tekhenu.CorruptionPenalty(b); vp > 0 {
		return v.t("tekhenu.option.faith_amount_vp", "n", n, "b", signed(b), "vp", vp)
	}
	return v.t("tekhenu.option.faith_amount", "n", n, "b", signed(b))
}
