package tekhenuview

import (
	"sort"
	"strconv"
	"strings"

	"nilegames/engine/tekhenu"
)

// Tooltips preview what a place gives this player now, not only what it
// is (issue 22): a building slot's VP and tokens, a temple cell's VP, an
// Osiris row's effects, a temple people statue's VP.

// Technology T05 (0-based 4): Hathor pays 5 VP per own Column, not 3.
const cardT05 = 4

// previewSeat is whose gains a tooltip previews: the human deciding,
// else the viewer, else the seat to act.
func (v *View) previewSeat() int { return v.traySeat() }

// tokenList names token counts ("1 Granite, 2 Faith"); "" when none.
func (v *View) tokenList(n map[int]int) string {
	var kinds []int
	for k := range n {
		kinds = append(kinds, k)
	}
	sort.Ints(kinds)
	var parts []string
	for _, k := range kinds {
		parts = append(parts, strconv.Itoa(n[k])+" "+v.t("tekhenu.ui.token."+tokenCodes[k]))
	}
	return strings.Join(parts, ", ")
}

// slotGain is what seat p gets from building on temple slot i now
// (§5.6 step 2): VP for own Columns in the line, a token per empty cell.
func (v *View) slotGain(p, i int) (vp int, tokens map[int]int) {
	tokens = map[int]int{}
	pl, _ := v.st.PlayerView(p, v.Viewer)
	per := 3
	if pl.Tech&(1<<cardT05) != 0 {
		per = 5
	}
	for k := 0; k < 5; k++ {
		c := i*5 + k
		if i >= 5 {
			c = k*5 + (i - 5)
		}
		_, _, o, ok := v.st.TempleCell(c)
		switch {
		case ok && o == p:
			vp += per
		case !ok:
			_, kind := tekhenu.TempleBonus(c)
			tokens[kind]++
		}
	}
	return vp, tokens
}

// slotTip previews temple building slot i for the previewed seat.
func (v *View) slotTip(i int) []string {
	lines := []string{v.t("tekhenu.tip.temple_slot", "n", tekhenu.TempleSlotCost(i))}
	if o := v.st.TempleBuilding(i); o >= 0 {
		return append(lines, v.t("tekhenu.tip.owner", "player", v.Name(o)))
	}
	p := v.previewSeat()
	if p < 0 || (v.solo() && p == botSeat) {
		return lines
	}
	vp, toks := v.slotGain(p, i)
	if s := v.tokenList(toks); s != "" {
		return append(lines, v.t("tekhenu.tip.slot_gain", "player", v.Name(p), "vp", vp, "tokens", s))
	}
	return append(lines, v.t("tekhenu.tip.slot_gain_vp", "player", v.Name(p), "vp", vp))
}

// cellGain is the VP a Column on temple cell c gives now for the
// buildings aligned with it (§5.5 step 2.1).
func (v *View) cellGain(c int) int {
	n := 0
	if v.st.TempleBuilding(c/5) >= 0 {
		n++
	}
	if v.st.TempleBuilding(5+c%5) >= 0 {
		n++
	}
	return n
}

// cellTip previews a Column on free temple cell c: the aligned
// buildings' VP, the Ra tile's VP when a Ra action is under way, the
// edges, the tokens.
func (v *View) cellTip(c int) string {
	n, kind := tekhenu.TempleBonus(c)
	corner := c == 0 || c == 4 || c == 20 || c == 24
	edge := 1
	if corner {
		edge = 2
	}
	args := []any{"b", v.cellGain(c), "e", edge, "n", n, "token", v.t("tekhenu.ui.token." + tokenCodes[kind])}
	if g, val, _, ok := v.st.Performing(); ok && g == tekhenu.Ra {
		return v.t("tekhenu.tip.cell_gain_ra", append(args, "vp", v.cellGain(c)+3-tekhenu.RaSlotFor(val))...)
	}
	return v.t("tekhenu.tip.cell_gain", args...)
}

// osirisRowTip says what a building in row (1..6) of district d gives
// (§5.9 step 2).
func (v *View) osirisRowTip(d, row int) string {
	partner := d ^ 1 // Papyrus↔Bread, Limestone↔Granite
	s := v.t("tekhenu.tip.osiris_row"+strconv.Itoa(row), "row", row, "res", v.res(d), "partner", v.res(partner))
	// The Happiness lost (§5.9), unless the action under way spares it
	// (a Start card, §8.7): asked of the engine on a copy (pass #8).
	if pl, _ := v.st.PlayerView(v.dec.player, v.Viewer); v.st.Phase() == tekhenu.PhOsiris && v.dec.human && pl.Happ > 0 {
		if _, val, _, _ := v.st.Performing(); val == row && happinessLoss(v.st, v.dec.player, v.Viewer) == 0 {
			return s + " " + v.t("tekhenu.tip.osiris_noloss")
		}
	}
	return s + " " + v.t("tekhenu.tip.osiris_loss")
}

// peopleTip previews a people statue slot: at the temple, 3 VP per own
// Column in its line (§5.4 b).
func (v *View) peopleTip(i int) []string {
	lines := []string{v.t("tekhenu.tip.people_statue")}
	if o := v.st.PeopleStatue(i); o >= 0 {
		return append(lines, v.t("tekhenu.tip.owner", "player", v.Name(o)))
	}
	p := v.previewSeat()
	if p < 0 || (v.solo() && p == botSeat) || (i != tekhenu.TSRow && i != tekhenu.TSCol) {
		return lines
	}
	line := 2 // the centre row's slot
	if i == tekhenu.TSCol {
		line = 7
	}
	own := 0
	for k := 0; k < 5; k++ {
		c := line*5 + k
		if line >= 5 {
			c = k*5 + (line - 5)
		}
		if _, _, o, ok := v.st.TempleCell(c); ok && o == p {
			own++
		}
	}
	return append(lines, v.t("tekhenu.tip.people_gain", "player", v.Name(p), "vp", 3*own, "n", own))
}

// godStatueKey is the statue slot's rule at this player count (§5.4.1).
func (v *View) godStatueKey() string {
	switch n := v.st.NumPlayers(); {
	case n <= 2:
		if v.solo() {
			return "tekhenu.tip.god_statue_solo"
		}
		return "tekhenu.tip.god_statue_2"
	case n == 3:
		return "tekhenu.tip.god_statue_3"
	}
	return "tekhenu.tip.god_statue"
}
