package pharaonview

import (
	"slices"
	"strconv"
	"strings"

	"nilegames/engine/pharaon"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Tooltip explains what lies under (x, y): the topmost target that has
// something to say, with its rectangle (the match keeps the tooltip off
// it).
func (v *View) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil {
		return nil, geom.Rect{}, false
	}
	p := geom.Pt(x, y)
	if v.legendShown && soloLegendRect(v.pl).Contains(p) {
		return nil, geom.Rect{}, false // the legend lies over the board here
	}
	if lines, r, ok := v.pairTip(p); ok {
		return lines, r, true
	}
	for _, it := range v.pickItems() {
		if it.R.Contains(p) {
			return nil, geom.Rect{}, false // a panel of the picker: not what lies under it
		}
	}
	hits := v.hit(p)
	if i := slices.IndexFunc(hits, func(t target) bool { return t.kind >= tPass }); i >= 0 {
		hits = hits[:i] // a control of the picker lies over the board here
	}
	return gameview.FirstTip(hits, func(t target) []string {
		if isPanelTarget(t) {
			return nil
		}
		return v.tipLines(t)
	}, v.targetRect)
}

// PanelTooltip explains the figure of seat's panel under (x, y).
func (v *View) PanelTooltip(seat int, r geom.Rect, x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return nil, geom.Rect{}, false
	}
	v.Panels[seat] = r
	a := NewPlayerArea(r)
	return gameview.FirstTip(v.panelHit(seat, r, geom.Pt(x, y)), func(t target) []string {
		if t.kind != tSeatMore {
			return v.tipLines(t)
		}
		// The cards gathered in the chip, one line each.
		var lines []string
		for _, c := range v.seatHiddenCards(seat, a) {
			lines = append(lines, strings.Join(v.tipLines(c), " — "))
		}
		return lines
	}, func(t target) geom.Rect { return v.panelTargetRect(t, a) })
}

func isPanelTarget(t target) bool { return t.kind >= tSeatRes && t.kind <= tSeatMore }

// Words.

func (v *View) resName(r int) string {
	if r == resAny {
		return v.t("pharaon.tip.any")
	}
	if r < 0 || r >= pharaon.NumRes {
		return "?"
	}
	return v.t("pharaon.res." + resCodes[r])
}

func (v *View) quarterName(q int) string {
	if q < 0 || q >= pharaon.NumQuarters {
		return "?"
	}
	return v.t("pharaon.quarter." + quarterCodes[q])
}

// offName is an Offering kind's name, offUse what it does.
func (v *View) offName(k int) string { return v.offText(k, "", 1, "?") }
func (v *View) offUse(k int) string  { return v.offText(k, "_use", 2, "") }

// offText is Offering kind k's line under the keys ending in sfx (pp: the
// Prestige figure of the 1-PP Offering); none for no kind.
func (v *View) offText(k int, sfx string, pp int, none string) string {
	switch {
	case k >= pharaon.OffRes && k < pharaon.OffRes+pharaon.NumBase:
		return v.t("pharaon.tip.off_res"+sfx, "res", v.resName(k-pharaon.OffRes))
	case k >= pharaon.OffQuarter && k < pharaon.OffQuarter+pharaon.NumQuarters:
		return v.t("pharaon.tip.off_quarter"+sfx, "quarter", v.quarterName(k-pharaon.OffQuarter))
	case k == pharaon.OffPrestige1 || k == pharaon.OffPrestige2:
		return v.t("pharaon.tip.off_pp"+sfx, "n", pp+k-pharaon.OffPrestige1)
	}
	return none
}

// gainName is a printed gain: a resource, a Jar or a resource of choice.
func (v *View) gainName(g int) string {
	switch g {
	case pharaon.GainJar:
		return v.t("pharaon.tip.gain_jar")
	case pharaon.GainChoice:
		return v.t("pharaon.tip.any")
	}
	return v.resName(g)
}

func (v *View) list(items []string) string { return strings.Join(items, ", ") }

// plain turns a rich string's [icons] into words.
func (v *View) plain(s string) string {
	var b strings.Builder
	for i, it := range richIcons.Items(s) {
		if i > 0 && !it.Glued {
			b.WriteByte(' ')
		}
		if it.Icon == "" {
			b.WriteString(it.Text)
			continue
		}
		q := -1
		for i, c := range quarterCodes {
			if c == it.Icon {
				q = i
			}
		}
		if q >= 0 {
			b.WriteString(v.quarterName(q))
		} else {
			b.WriteString(v.t("pharaon.tip.icon." + it.Icon))
		}
	}
	return b.String()
}

// condition is a Quarter's god condition of threshold k, in words.
func (v *View) condition(q, k int) string {
	if q < 0 || q >= pharaon.NumQuarters {
		return ""
	}
	return v.t("pharaon.tip.cond."+quarterCodes[q], "n", k)
}

// seatList names the seats in s.
func (v *View) seatList(s []int) string {
	var names []string
	for _, p := range s {
		names = append(names, v.Name(p))
	}
	return v.list(names)
}

// tipLines are the lines explaining t, none when it has nothing to say.
func (v *View) tipLines(t target) []string {
	st := v.st
	var out []string
	add := func(key string, args ...any) { out = append(out, v.t(key, args...)) }
	switch t.kind {
	case tArtCard:
		id := st.ArtisanDisplay()[t.i]
		if id < 0 {
			return nil
		}
		out = v.artisanTip(id)
		add("pharaon.tip.art_take")
		if me, ok := v.previewSeat(); ok {
			out = append(out, v.takeLines(me, t, v.artisanGains(me, id))...)
		}
	case tArtDeck:
		add("pharaon.tip.art_deck", "n", st.ArtisanDeck())
	case tNobCard:
		n := st.NobleDisplay()[t.i]
		if n <= 0 {
			return nil
		}
		out = v.nobleTip(n)
		add("pharaon.tip.nob_take")
		if me, ok := v.previewSeat(); ok {
			out = append(out, v.takeLines(me, t, v.nobleGains(me))...)
		}
	case tNobDeck:
		add("pharaon.tip.nob_deck", "n", st.NobleDeck())
	case tNileOpt:
		o := pharaon.NileOptions[t.i]
		a, b := v.resName(int(o.A)), v.resName(int(o.B))
		add("pharaon.tip.nile_opt", "a", a, "b", b)
		switch o.Second {
		case pharaon.NileArrowPair:
			add("pharaon.tip.nile_pair", "a", a, "b", b)
		case pharaon.NileArrowAny:
			add("pharaon.tip.nile_any")
		case pharaon.NileJar:
			add("pharaon.tip.nile_jar")
		case pharaon.NileSilver:
			add("pharaon.tip.nile_silver")
		}
		if me, ok := v.previewSeat(); ok {
			// What the climb gives this player now (issue 22).
			pl := st.PlayerOf(me)
			la, lb := int(pl.Nile[o.A]), int(pl.Nile[o.B])
			add("pharaon.tip.you_nile", "a", a, "la", la, "da", nileGain(la), "b", b, "lb", lb, "db", nileGain(lb))
		}
	case tNileTrack, tNileCell:
		add("pharaon.tip.nile_track", "res", v.resName(t.i))
		who := nileLevels(st)[t.i]
		for l := pharaon.NileTop; l >= 1; l-- {
			if t.kind == tNileCell && l != t.j {
				continue
			}
			line := v.t("pharaon.tip.nile_level", "n", l, "pp", pharaon.NilePP[l])
			if len(who[l-1]) > 0 {
				line += " — " + v.seatList(who[l-1])
			}
			out = append(out, line)
		}
	case tBurial:
		step := pharaon.BurialPath[t.i]
		var cost []string
		for _, c := range step.Cost {
			r := int(c)
			if c == pharaon.AnyBase {
				r = resAny
			}
			cost = append(cost, v.resName(r))
		}
		add("pharaon.tip.bur_step", "n", t.i+1, "pp", int(step.PP))
		add("pharaon.tip.bur_cost", "cost", v.list(cost))
		if who := burialSteps(st)[t.i]; len(who) > 0 {
			add("pharaon.tip.here", "who", v.seatList(who))
		}
		if me, ok := v.previewSeat(); ok {
			// What climbing here gives this player now (issue 22).
			if bc := int(st.PlayerOf(me).BC); t.i+1 > bc {
				add("pharaon.tip.you_bur", "from", bc, "to", t.i+1, "pp0", burialPP(bc), "pp1", int(step.PP))
			} else {
				add("pharaon.tip.you_bur_past", "from", bc)
			}
		}
		if t.i == 2 {
			add("pharaon.tip.bur_pharaoh")
		}
	case tLot:
		lot := st.Lot(t.i)
		add("pharaon.tip.lot", "n", t.i+1)
		n := 0
		for _, k := range lot {
			if k >= 0 {
				out = append(out, v.offName(k)+": "+v.offUse(k))
				n++
			}
		}
		if n == 0 {
			add("pharaon.tip.lot_taken")
		} else if me, ok := v.previewSeat(); ok {
			out = append(out, v.takeLines(me, t, v.lotGains(me, t.i))...)
		}
	case tBonus:
		k := st.Bonus(t.i)
		add("pharaon.tip.bonus", "n", t.i+1)
		if k >= 0 {
			out = append(out, v.offName(k)+": "+v.offUse(k))
		} else {
			add("pharaon.tip.empty")
		}
	case tBag:
		bag := st.Bag()
		add("pharaon.tip.bag", "n", sum(bag[:]))
		out = append(out, v.offCounts(bag)...)
	case tDiscard:
		d := st.OfferingDiscard()
		add("pharaon.tip.discard", "n", sum(d[:]))
		out = append(out, v.offCounts(d)...)
	case tJar:
		js := st.JarsShown()
		if t.i >= len(js) {
			return nil
		}
		if js[t.i] < 0 {
			add("pharaon.tip.jar_taken")
			break
		}
		out = append(out, v.jarTip(js[t.i]))
		if solo, _ := st.Solo(); solo {
			add("pharaon.tip.jar_pass_solo") // the Traitor never takes one (§8.5)
		} else {
			add("pharaon.tip.jar_pass")
		}
	case tRound:
		add("pharaon.tip.round", "n", t.i+1)
		if t.i+1 == st.Round() {
			on, _ := pyramidDiscs(st)
			add("pharaon.tip.round_now")
			if len(on) > 0 {
				add("pharaon.tip.round_playing", "who", v.seatList(on))
			}
		}
	case tPyrSpace:
		g := int(pharaon.PyramidRows[t.i][t.j])
		add("pharaon.tip.pyr_space", "row", t.i+1, "n", t.j+1)
		add("pharaon.tip.pyr_gain." + pyrGainCode(g))
		_, rows := pyramidDiscs(st)
		if who := rows[[2]int{t.i, t.j}]; len(who) > 0 {
			add("pharaon.tip.here", "who", v.seatList(who))
		}
	case tWheelSeg:
		out = v.segmentTip(t.i)
	case tWheelSlot:
		if t.j >= st.SlotsPerSegment() {
			add("pharaon.tip.slot_unused")
			break
		}
		sl := st.Slot(t.i, t.j)
		switch {
		case sl.Token == pharaon.WheelFree:
			return v.segmentTip(t.i)
		case sl.Token >= pharaon.WheelMarker:
			add("pharaon.tip.slot_marker")
		case sl.Token >= pharaon.WheelOffering:
			out = append(out, v.offName(sl.Token-pharaon.WheelOffering))
		default:
			out = append(out, v.resName(sl.Token))
		}
		if sl.By >= 0 {
			add("pharaon.tip.slot_by", "who", v.Name(sl.By))
		} else if sl.Token < pharaon.WheelMarker {
			add("pharaon.tip.slot_jar")
		}
		add("pharaon.tip.slot_back")
	case tDirection:
		_, cw := st.Wheel()
		if cw {
			add("pharaon.tip.dir_cw")
		} else {
			add("pharaon.tip.dir_ccw")
		}
	case tAccess:
		c := ((t.i-int(v.wheelRotInt()))%5 + 5) % 5
		q := st.Ring()[t.i]
		add("pharaon.tip.access", "quarter", v.quarterName(q), "res", v.resName(c))
		add("pharaon.tip.access_how")
	case tQuarter:
		add("pharaon.tip.quarter." + quarterCodes[t.i])
	case tGod, tGodEdge, tGodRow:
		out = v.godTip(t.i)
	case tSupply:
		add("pharaon.tip.supply", "res", v.resName(t.i), "n", st.Supply()[t.i])
		add("pharaon.tip.supply_empty")
	case tPharaohHome:
		add("pharaon.tip.pharaoh")
		if h := st.Pharaoh(); h >= 0 {
			add("pharaon.tip.held", "who", v.Name(h))
		}
	case tTile:
		return v.tileTip(t.i, t.j)
	case tTilePile, tTraitorJar:
		add("pharaon.tip.traitor_pile", "n", st.TraitorPile())
		if j := st.TraitorJar(); j >= 0 {
			out = append(out, v.jarTip(j))
			add("pharaon.tip.traitor_split")
		}
	case tSeatRes:
		pl := st.PlayerOf(t.i)
		add("pharaon.tip.seat_res", "res", v.resName(t.j), "n", int(pl.Res[t.j]))
	case tSeatOff:
		pl := st.PlayerOf(t.i)
		out = append(out, v.offName(t.j)+" ×"+strconv.Itoa(int(pl.Off[t.j])))
		out = append(out, v.offUse(t.j))
	case tSeatNoble:
		out = v.nobleTip(t.j)
		nobles, tilted := st.NoblesOf(t.i)
		if i := index(nobles, t.j); i >= 0 && tilted[i] {
			add("pharaon.tip.tilted")
		}
	case tSeatArtisan:
		out = v.artisanTip(t.j)
	case tSeatBC:
		bc := int(st.PlayerOf(t.i).BC)
		pp := 0
		if bc >= 1 {
			pp = int(pharaon.BurialPath[bc-1].PP)
		}
		add("pharaon.tip.seat_bc", "n", bc, "pp", pp)
	case tSeatNile:
		l := int(st.PlayerOf(t.i).Nile[t.j])
		add("pharaon.tip.seat_nile", "res", v.resName(t.j), "n", l, "pp", pharaon.NilePP[l])
	case tSeatPharaoh:
		add("pharaon.tip.pharaoh")
		if h := st.Pharaoh(); h >= 0 {
			add("pharaon.tip.held", "who", v.Name(h))
		}
	case tSeatFirst:
		add("pharaon.tip.first")
		add("pharaon.tip.held", "who", v.Name(st.FirstPlayer()))
	case tSeatGod:
		out = v.godTip(t.j)
	}
	return out
}

func (v *View) wheelRotInt() int {
	off, _ := v.st.Wheel()
	return off
}

func sum(a []int) int {
	n := 0
	for _, x := range a {
		n += x
	}
	return n
}

// offCounts lists the Offering kinds of a multiset with their counts.
func (v *View) offCounts(m [pharaon.NumOffKinds]int) []string {
	var parts []string
	for k, n := range m {
		if n > 0 {
			parts = append(parts, v.offName(k)+" ×"+strconv.Itoa(n))
		}
	}
	// Two to a line.
	var out []string
	for i := 0; i < len(parts); i += 2 {
		out = append(out, strings.Join(parts[i:min(i+2, len(parts))], ", "))
	}
	return out
}

func pyrGainCode(g int) string {
	switch g {
	case pharaon.PyrFirst:
		return "first"
	case pharaon.PyrRes:
		return "res"
	case pharaon.PyrSilver:
		return "silver"
	case pharaon.PyrOffer:
		return "offer"
	}
	return "none"
}

func (v *View) artisanTip(id int) []string {
	a := pharaon.Artisans[id]
	out := []string{v.t("pharaon.tip.artisan", "name", v.t("pharaon.profession."+professionCodes[a.Profession]), "pp", int(a.PP))}
	if len(a.Gains) > 0 {
		var gs []string
		for _, g := range a.Gains {
			gs = append(gs, v.gainName(int(g)))
		}
		out = append(out, v.t("pharaon.tip.artisan_gains", "gains", v.list(gs)))
	}
	return out
}

func (v *View) nobleTip(n int) []string {
	if n < 1 || n > pharaon.NumNobles {
		return nil
	}
	key := strconv.Itoa(n)
	// The printed number only where the name is shared, said as a number
	// (issue 22: "[11] Judge" read as points).
	name := v.t("pharaon.noble." + key)
	if logNobleShared(n) {
		name = v.t("pharaon.log.noble", "name", name, "n", n)
	}
	out := []string{name}
	switch pharaon.NoblePower[n-1] {
	case pharaon.PowerInstant:
		out = append(out, v.t("pharaon.tip.power_instant", "text", v.plain(v.t("pharaon.noble_power."+key))))
	case pharaon.PowerPermanent:
		out = append(out, v.t("pharaon.tip.power_permanent", "text", v.plain(v.t("pharaon.noble_power."+key))))
	case pharaon.PowerRound:
		out = append(out, v.t("pharaon.tip.power_round", "text", v.plain(v.t("pharaon.noble_power."+key))))
	}
	if n == pharaon.NDiplomat {
		// Its band, "As another of your [Noble]", in plain words (§9.3).
		out = append(out, v.t("pharaon.tip.diplomat_score"))
	} else {
		out = append(out, v.t("pharaon.tip.noble_score", "text", v.plain(v.t("pharaon.noble_score."+key))))
	}
	return out
}

func (v *View) jarTip(id int) string {
	j := pharaon.Jars[id]
	return v.t("pharaon.tip.jar", "res", v.list([]string{v.resName(int(j[0])), v.resName(int(j[1])), v.resName(int(j[2]))}))
}

// segmentTip explains wheel segment c: its colour, the Quarter it faces,
// its slots.
func (v *View) segmentTip(c int) []string {
	st := v.st
	pos := ((c+v.wheelRotInt())%5 + 5) % 5
	q := st.Ring()[pos]
	used := 0
	for i := 0; i < st.SlotsPerSegment(); i++ {
		if st.Slot(c, i).Token != pharaon.WheelFree {
			used++
		}
	}
	return []string{
		v.t("pharaon.tip.segment", "res", v.resName(c), "quarter", v.quarterName(q)),
		v.t("pharaon.tip.segment_slots", "n", st.SlotsPerSegment()-used, "of", st.SlotsPerSegment()),
		v.t("pharaon.tip.segment_full"),
	}
}

// godTip explains god column g: its two conditions, its worth, and how
// far each seat is from it.
func (v *View) godTip(g int) []string {
	st := v.st
	left, right := v.godQuarters(g)
	e0, e1 := pharaon.GodEdges[left][1], pharaon.GodEdges[right][0]
	out := []string{
		v.t("pharaon.tip.god", "god", v.t("pharaon.god."+godCodes[left]), "pp", int(e0.PP+e1.PP)),
		v.t("pharaon.tip.god_needs", "a", v.condition(left, int(e0.K)), "b", v.condition(right, int(e1.K))),
	}
	for s := 0; s < st.NumPlayers(); s++ {
		prog := st.GodProgress(s)
		lack, scored := v.godLack(s, g)
		line := v.t("pharaon.tip.god_row", "who", v.Name(s),
			"a", prog[left][1], "ka", int(e0.K), "qa", v.quarterName(left),
			"b", prog[right][0], "kb", int(e1.K), "qb", v.quarterName(right))
		switch {
		case scored:
			line += " — " + v.t("pharaon.tip.god_scored")
		case lack[0] <= 0 && lack[1] <= 0:
			line += " — " + v.t("pharaon.tip.god_shared")
		}
		// A condition not met whose elements a neighbouring god already
		// counts (one element, one god, §7.2): say where they are.
		for _, u := range v.godUsedElsewhere(s, g) {
			if u.n > 0 {
				line += " — " + v.t("pharaon.tip.god_used", "q", v.quarterName(u.q), "n", u.n, "god", v.t("pharaon.god."+godCodes[u.god]))
			}
		}
		out = append(out, line)
	}
	return out
}

// tileTip explains space j of the Traitor's tile at position i.
func (v *View) tileTip(i, j int) []string {
	tiles, ok := v.st.TraitorTiles()
	if !ok {
		return nil
	}
	tl := tiles[i]
	out := []string{v.t("pharaon.tip.tile", "n", tl.Tile+1, "res", v.resName(tl.Assoc))}
	if j == 0 {
		out = append(out, v.t("pharaon.tip.tile_assoc", "res", v.resName(tl.Assoc)))
	} else {
		ic := tl.Icons[j]
		out = append(out, v.t("pharaon.tip.tile_space", "n", j+1)+" "+v.iconTip(ic))
	}
	out = append(out, v.t("pharaon.tip.tile_filled", "n", tl.Filled, "of", pharaon.TileSpaces))
	return out
}

// iconTip is what a Traitor icon does.
func (v *View) iconTip(ic pharaon.Icon) string {
	a := int(ic.Arg)
	switch int(ic.Kind) {
	case pharaon.IcBC:
		return v.t("pharaon.tip.ic.bc")
	case pharaon.IcNTake:
		return v.t("pharaon.tip.ic.ntake", "n", a)
	case pharaon.IcNDisc:
		return v.t("pharaon.tip.ic.ndisc", "n", a)
	case pharaon.IcNLevel:
		return v.t("pharaon.tip.ic.nlevel", "n", a)
	case pharaon.IcGod:
		return v.t("pharaon.tip.ic.god")
	case pharaon.IcATakeH:
		return v.t("pharaon.tip.ic.atake_h")
	case pharaon.IcATakeL:
		return v.t("pharaon.tip.ic.atake_l")
	case pharaon.IcADiscH:
		return v.t("pharaon.tip.ic.adisc_h")
	case pharaon.IcADiscL:
		return v.t("pharaon.tip.ic.adisc_l")
	case pharaon.IcLot:
		return v.t("pharaon.tip.ic.lot", "n", a)
	case pharaon.IcBonus:
		return v.t("pharaon.tip.ic.bonus", "n", a)
	case pharaon.IcNileMax:
		return v.t("pharaon.tip.ic.nile_max")
	case pharaon.IcNileMin:
		return v.t("pharaon.tip.ic.nile_min")
	}
	return v.t("pharaon.tip.ic.none")
}

// previewSeat is the seat whose results the tooltips preview: the seat
// the board is shown to, when a person plays it.
func (v *View) previewSeat() (int, bool) {
	me := v.Viewer
	if v.st == nil || me < 0 || me >= v.st.NumPlayers() || !v.Human(me) {
		return 0, false
	}
	return me, true
}

// nileGain is the PP one more level gives on a track at level l (0 at
// the top).
func nileGain(l int) int {
	if l >= pharaon.NileTop {
		return 0
	}
	return pharaon.NilePP[l+1] - pharaon.NilePP[l]
}

// burialPP is what Burial Chamber step bc (0: none) scores.
func burialPP(bc int) int {
	if bc < 1 {
		return 0
	}
	return int(pharaon.BurialPath[bc-1].PP)
}

// godUse is how many of seat's elements of Quarter q a validated god
// (named by its left Quarter) counts.
type godUse struct{ q, n, god int }

// godUsedElsewhere lists, for each unmet condition of god column g, what
// the neighbouring god that shares its Quarter already counts.
func (v *View) godUsedElsewhere(seat, g int) []godUse {
	left, right := v.godQuarters(g)
	prev, _ := v.godQuarters((g + 4) % 5)
	lack, scored := v.godLack(seat, g)
	if solo, _ := v.st.Solo(); scored || (solo && seat == logBotSeat) {
		return nil // the Traitor's gods ignore the board
	}
	set := v.st.GodsOf(seat)
	var out []godUse
	if lack[0] > 0 && set&(1<<uint(prev)) != 0 {
		out = append(out, godUse{left, int(pharaon.GodEdges[left][0].K), prev})
	}
	if lack[1] > 0 && set&(1<<uint(right)) != 0 {
		out = append(out, godUse{right, int(pharaon.GodEdges[right][1].K), right})
	}
	return out
}
