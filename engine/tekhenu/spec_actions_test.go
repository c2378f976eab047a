package tekhenu

import (
	"testing"
)

// Board used below (blank, dial 0): Horus SUN, Ra SUN, Hathor PENUMBRA,
// Bastet DARKNESS, Thoth DARKNESS, Osiris PENUMBRA; Horus spaces show the
// printed values (value v selects god v).
func board(t *testing.T, n int) *State {
	s := blank(t, n)
	s.dial = 0
	s.horus = firstGameHorus
	return s
}

// §5.3 rulebook examples: die 5 brown, Bread level 3 → keep 3, 2 on the
// Corrupt pan; die 4 white, Limestone level 4 → keep 4, no surplus.
func TestSpec5_3_ProductionGreed(t *testing.T) {
	s := board(t, 2)
	d := s.testDie(t, Brown, Hathor, 5) // brown is Pure in Penumbra
	s.p[0].Prod[Bread] = 3
	do(t, s, take(d, "brown", "pure", 5))
	do(t, s, "produce:bread:+0")
	eq(t, "Bread kept", int(s.p[0].Res[Bread]), 3)
	eq(t, "surplus", int(s.p[0].Surplus), 2)
	eq(t, "balance", s.balance(0), 5-2)

	s = board(t, 2)
	d = s.testDie(t, White, Horus, 4) // white is Pure in Sun
	s.p[0].Prod[Limestone] = 4
	do(t, s, take(d, "white", "pure", 4))
	if legal(s, "produce:bread:+0") || legal(s, "produce:limestone:+1") {
		t.Error("a white die produces only Limestone, T13 absent")
	}
	do(t, s, "produce:limestone:+0")
	eq(t, "Limestone", int(s.p[0].Res[Limestone]), 4)
	eq(t, "surplus", int(s.p[0].Surplus), 0)
}

// §5.3: no Production with a gray die (except by Anubis, A21).
func TestSpec5_3_NoGrayProduction(t *testing.T) {
	s := board(t, 2)
	d := s.testDie(t, Gray, Horus, 3)
	s.p[0].Res[Granite] = 5
	do(t, s, take(d, "gray", "corrupt", 3))
	for _, a := range s.Legal(nil) {
		if in(a, aProduce, 12) {
			t.Fatalf("gray die: %s is legal", s.ActionString(a))
		}
	}
	s = board(t, 2)
	d = s.testDie(t, Gray, Horus, 3)
	s.p[0].Scribes = 2
	do(t, s, take(d, "gray", "anubis", 3))
	do(t, s, "produce:papyrus:+0")
	eq(t, "Papyrus by Anubis", int(s.p[0].Res[Papyrus]), 2)
	eq(t, "surplus", int(s.p[0].Surplus), 1)
}

// §5.2, A1, A2: each Scribe turns the die one step, 1..6 without wrap;
// the die weighs its new face. Anubis costs exactly 2 Scribes, takes any
// die (Forbidden too) and puts it under the balance.
func TestSpec5_2_ScribesAndAnubis(t *testing.T) {
	s := board(t, 2)
	d := s.testDie(t, White, Horus, 3)
	s.p[0].Scribes = 2
	for v, want := range map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 6: false} {
		if got := legal(s, take(d, "white", "pure", v)); got != want {
			t.Errorf("white 3 → %d with 2 Scribes: legal %v, want %v", v, got, want)
		}
	}
	if !legal(s, take(d, "white", "anubis", 3)) || legal(s, take(d, "white", "anubis", 4)) {
		t.Error("Anubis costs exactly 2 Scribes")
	}
	do(t, s, take(d, "white", "pure", 5))
	eq(t, "Scribes left", int(s.p[0].Scribes), 0)
	eq(t, "die face", int(s.dieVal[d]), 5)
	eq(t, "balance", s.balance(0), 5)

	s = board(t, 2)
	d = s.testDie(t, Yellow, Horus, 1) // yellow is Corrupt in Sun
	s.p[0].Scribes = 1
	if legal(s, take(d, "yellow", "corrupt", 6)) {
		t.Error("the die wraps from 1 to 6")
	}
	f := s.testDie(t, Black, Horus, 4) // black is Forbidden in Sun
	if legal(s, take(f, "black", "pure", 4)) || legal(s, take(f, "black", "corrupt", 4)) {
		t.Error("a Forbidden die is drafted without Anubis")
	}
	s.p[0].Scribes = 2
	do(t, s, take(f, "black", "anubis", 4))
	if s.dieLoc[f] != locUnder+0 {
		t.Error("an Anubis die goes under the balance")
	}
	eq(t, "balance", s.balance(0), 0)
	// Any action: Ra's section die used for Osiris.
	s.p[0].Happ = 2
	do(t, s, "god:osiris:+0")
	do(t, s, "district:granite")
	eq(t, "Osiris built at row 4", int(s.osiris[Granite*6+3]), 0)
}

// §5.4 (a): a statue for the god whose Horus space shows the value, paid
// with the Granite under the leftmost statue slot (1, then 2).
func TestSpec5_4_HorusGodStatue(t *testing.T) {
	s := board(t, 4)
	d := s.testDie(t, Gray, Horus, 3)
	s.p[0].Res[Granite] = 1
	do(t, s, take(d, "gray", "corrupt", 3))
	do(t, s, "god:horus:+0")
	do(t, s, "statue:god")
	eq(t, "statue of Hathor", int(s.godStatue[Hathor][0]), 0)
	eq(t, "Granite paid", int(s.p[0].Res[Granite]), 0)
	eq(t, "statues", int(s.p[0].Statues), 1)
	// Next statue costs 2 Granite: with 1 Granite and 1 Gold it is payable.
	s.actIdx, s.tc, s.actor, s.phase = 0, turnCtx{die: -1}, 0, PhTake
	s.p[0].Res[Granite], s.p[0].Res[Gold] = 1, 0
	d = s.testDie(t, Gray, Horus, 3)
	if legal(s, take(d, "gray", "corrupt", 3)) {
		t.Error("second statue (2 Granite) with 1 Granite")
	}
	s.p[0].Res[Gold] = 1
	do(t, s, take(d, "gray", "corrupt", 3))
	do(t, s, "god:horus:+0")
	do(t, s, "statue:god")
	eq(t, "second statue of Hathor", int(s.godStatue[Hathor][1]), 0)
	eq(t, "Gold paid", int(s.p[0].Res[Gold]), 0)
}

// §5.4 (a) at 2 players: one usable slot per god; when taken, only the
// people slots remain.
func TestSpec5_4_GodSlotsByPlayerCount(t *testing.T) {
	s := board(t, 2)
	s.godStatue[Hathor][0] = 1
	d := s.testDie(t, Gray, Horus, 3)
	s.p[0].Res[Granite] = 1
	do(t, s, take(d, "gray", "corrupt", 3))
	do(t, s, "god:horus:+0")
	if legal(s, "statue:god") {
		t.Error("a second statue on Hathor at 2 players")
	}
	do(t, s, "statue:os_work")
	eq(t, "Gold taken from the slot", int(s.p[0].Res[Gold]), 1)
}

// §5.4 (b): a people statue on TS-ROW takes its Gold and 3 VP per own
// Column in the centre row (A7: own Columns only).
func TestSpec5_4_PeopleStatueTemple(t *testing.T) {
	s := board(t, 2)
	s.temple[10], s.templeOwner[10] = 22, 0 // (2,0)
	s.temple[13], s.templeOwner[13] = 23, 0 // (2,3)
	s.temple[14], s.templeOwner[14] = 24, 1 // (2,4) opponent's
	d := s.testDie(t, Gray, Horus, 6)
	s.p[0].Res[Granite] = 1
	do(t, s, take(d, "gray", "corrupt", 6))
	do(t, s, "god:horus:+0")
	do(t, s, "statue:ts_row")
	eq(t, "VP", int(s.p[0].VP), 10+6)
	eq(t, "Gold", int(s.p[0].Res[Gold]), 1)
	eq(t, "slot owner", int(s.people[TSRow]), 0)
}

// performBastet makes seat p perform Bastet with a gray die of value v.
func performBastet(t *testing.T, s *State, p, v int) {
	t.Helper()
	s.actIdx = int8(s.orderPos(p))
	s.tc, s.actor, s.phase = turnCtx{die: -1}, int8(p), PhTake
	s.p[p].Res[Papyrus] += 2
	d := s.testDie(t, Gray, Bastet, v)
	do(t, s, take(d, "gray", "corrupt", v))
	do(t, s, "god:bastet:+0")
}

// §5.4.1: statue bonuses by player count. 4p: only when another player
// performs the action; 2p: also the owner's own action; 3p: the builder
// also gets it when building.
func TestSpec5_4_1_StatueBonus(t *testing.T) {
	s := board(t, 4)
	s.godStatue[Bastet][0] = 1
	performBastet(t, s, 0, 5)
	eq(t, "4p: P1 Bread after P0's Bastet", int(s.p[1].Res[Bread]), 1)
	performBastet(t, s, 1, 5)
	eq(t, "4p: P1 Bread after its own Bastet", int(s.p[1].Res[Bread]), 1)

	s = board(t, 2)
	s.godStatue[Bastet][0] = 1
	performBastet(t, s, 1, 5)
	eq(t, "2p: P1 Bread after its own Bastet", int(s.p[1].Res[Bread]), 1)
	performBastet(t, s, 0, 5)
	eq(t, "2p: P1 Bread after P0's Bastet", int(s.p[1].Res[Bread]), 2)

	s = board(t, 3)
	d := s.testDie(t, Gray, Horus, 4)
	s.p[0].Res[Granite] = 1
	do(t, s, take(d, "gray", "corrupt", 4))
	do(t, s, "god:horus:+0")
	do(t, s, "statue:god")
	eq(t, "3p: builder's Bastet bonus", int(s.p[0].Res[Bread]), 1)

	// A statue the action itself builds earns nothing from that action;
	// T07 adds a Granite to each bonus received.
	s = board(t, 4)
	s.godStatue[Horus][0] = 2
	s.p[2].Tech = 1 << 6
	d = s.testDie(t, Gray, Horus, 1)
	s.p[0].Res[Granite] = 1
	do(t, s, take(d, "gray", "corrupt", 1))
	do(t, s, "god:horus:+0")
	do(t, s, "statue:god")
	eq(t, "P2 Scribe (Horus bonus)", int(s.p[2].Scribes), 1)
	eq(t, "P2 Granite (T07)", int(s.p[2].Res[Granite]), 1)
	eq(t, "P0 Scribes (own new statue)", int(s.p[0].Scribes), 0)
}

// §5.5: Ra. Die 1–2 takes the RIGHT tile; +1 VP per Building aligned, +1
// per matching edge (wall included), the cell's tokens, the slot's VP;
// then the tiles slide right and a new one is revealed on LEFT.
func TestSpec5_5_RaColumn(t *testing.T) {
	s := board(t, 2)
	s.ra = [3]int8{5, 6, 1} // LEFT P05, MIDDLE P06, RIGHT P01 (all BLUE)
	s.raRot = [3]int8{0, 1, 0}
	s.tBuild[1] = 1 // ROW-1 (opponent's: any owner counts)
	s.tBuild[5] = 0 // COL-0
	top := s.pile[s.pileN-1]
	d := s.testDie(t, Gray, Ra, 2)
	s.p[0].Res[Limestone], s.p[0].Res[Granite] = 2, 1
	do(t, s, take(d, "gray", "corrupt", 2))
	do(t, s, "god:ra:+0")
	do(t, s, "column:r1c0:rot0")
	// 2 buildings + 1 edge (west wall BLUE) + RIGHT slot 1 = 4 VP; the
	// cell (1,0) prints 1 Granite; P01 is a Sun tile and Ra is in Sun:
	// +3 Population.
	eq(t, "VP", int(s.p[0].VP), 14)
	eq(t, "Granite from the cell", int(s.p[0].Res[Granite]), 1)
	eq(t, "Limestone paid", int(s.p[0].Res[Limestone]), 0)
	eq(t, "P01 ability (+3 Population)", int(s.p[0].Pop), 8)
	eq(t, "column owner", int(s.templeOwner[5]), 0)
	eq(t, "columns", int(s.p[0].Columns), 1)
	if s.ra[2] != 6 || s.ra[1] != 5 || s.ra[0] != top+1 {
		t.Errorf("Ra row after sliding %v, want [%d 5 6]", s.ra, top+1)
	}
}

// §5.5 rulebook example: a corner cell with 2 matching edges gives 4 VP.
func TestSpec5_5_CornerDoubles(t *testing.T) {
	s := board(t, 2)
	s.dial = 3 // Ra in Darkness: P19 (Sun) does nothing
	s.ra = [3]int8{19, 20, 21}
	d := s.testDie(t, Gray, Ra, 6)
	s.p[0].Res[Limestone], s.p[0].Res[Granite] = 2, 1
	do(t, s, take(d, "gray", "corrupt", 6))
	do(t, s, "god:ra:+0")
	// P19 = BLUE/BLUE/GREEN/GREEN: at (0,0) north meets the BLUE wall and
	// west the GREEN wall: 2 matches × 2 = 4 VP, + LEFT slot 3 VP.
	do(t, s, "column:r0c0:rot0")
	eq(t, "VP", int(s.p[0].VP), 10+4+3)
	eq(t, "Faith from the cell", int(s.p[0].Faith), 2)
}

// §5.5 step 2: an edge matches the touching edge of a placed tile; edges
// towards empty cells score nothing.
func TestSpec5_5_EdgeMatchWithTile(t *testing.T) {
	s := board(t, 2)
	// P02 (RED/BLUE/BLUE/RED) at (2,2) with rotation 0: its east edge is BLUE.
	s.temple[12], s.templeRot[12], s.templeOwner[12] = 2, 0, 1
	// P01 (all BLUE) at (2,3): west edge BLUE meets it; north, east, south
	// face empty cells.
	eq(t, "matches", s.edgeMatches(0, 0, 13), 1)
	// Rotation: one quarter-turn maps W→N: P02 rotated once has N = RED (old W).
	eq(t, "P02 rot1 north", int(tileEdge(1, 1, North)), Red)
	eq(t, "P02 rot1 east", int(tileEdge(1, 1, East)), Red)
	eq(t, "P02 rot1 south", int(tileEdge(1, 1, South)), Blue)
}

// §5.6: Hathor. +3 VP per own Column in the line, 1 token from each empty
// cell, nothing for other players' Columns, Population + die value.
func TestSpec5_6_Hathor(t *testing.T) {
	s := board(t, 2)
	s.temple[6], s.templeOwner[6] = 22, 0 // (1,1) own
	s.temple[8], s.templeOwner[8] = 23, 0 // (1,3) own
	s.temple[7], s.templeOwner[7] = 24, 1 // (1,2) opponent's
	d := s.testDie(t, Gray, Hathor, 4)
	s.p[0].Res[Bread] = 3
	do(t, s, take(d, "gray", "corrupt", 4))
	do(t, s, "god:hathor:+0")
	if legal(s, "building:row0") || legal(s, "building:row4") {
		t.Error("2 players: ROW-0 and ROW-4 are not available")
	}
	do(t, s, "building:row1")
	eq(t, "VP", int(s.p[0].VP), 16)
	eq(t, "Granite from (1,0)", int(s.p[0].Res[Granite]), 1)
	eq(t, "Limestone from (1,4)", int(s.p[0].Res[Limestone]), 1)
	eq(t, "Bread paid", int(s.p[0].Res[Bread]), 0)
	eq(t, "Population", int(s.p[0].Pop), 9)
	eq(t, "buildings taken", int(s.p[0].Built), 1)
	// §5.10: Population 9 opens section III (1 B, 2 T, 1 D).
	if !s.open[2] || s.sectionCards(2) != 4 {
		t.Errorf("section III open %v with %d cards", s.open[2], s.sectionCards(2))
	}
	if s.open[3] {
		t.Error("section IV opened at 9")
	}
}

// §5.7 rulebook example: a gray 6 when Population is only 4 above
// Happiness gives +4; die 1–2 +2 Scribes, 3–4 +1, 5–6 none.
func TestSpec5_7_Bastet(t *testing.T) {
	s := board(t, 2)
	s.p[0].Pop, s.p[0].Happ = 9, 5
	performBastet(t, s, 0, 6)
	eq(t, "Happiness", int(s.p[0].Happ), 9)
	eq(t, "Scribes", int(s.p[0].Scribes), 0)
	eq(t, "Papyrus paid", int(s.p[0].Res[Papyrus]), 0)
	for v, sc := range map[int]int{1: 2, 2: 2, 3: 1, 4: 1, 5: 0} {
		s = board(t, 2)
		performBastet(t, s, 0, v)
		eq(t, "Scribes for value", int(s.p[0].Scribes), sc)
	}
	s = board(t, 2)
	d := s.testDie(t, Gray, Bastet, 3)
	s.p[0].Res[Papyrus] = 1
	if legal(s, take(d, "gray", "corrupt", 3)) {
		t.Error("Bastet without 2 Papyrus")
	}
}

// §5.8: Thoth. Happiness gives access (1–4: I; 5–8: I–II; …), the die
// sets how many cards and their Papyrus; all from one section; refill at
// the end of the turn.
func TestSpec5_8_Thoth(t *testing.T) {
	s := board(t, 2)
	s.p[0].Happ = 3
	s.p[0].Res[Papyrus] = 2
	d := s.testDie(t, Gray, Thoth, 4)
	do(t, s, take(d, "gray", "corrupt", 4))
	do(t, s, "god:thoth:+0")
	eq(t, "Papyrus paid", int(s.p[0].Res[Papyrus]), 0)
	if legal(s, "section:2") || !legal(s, "section:1") {
		t.Error("Happiness 3 reaches section I only")
	}
	if legal(s, "refresh:1") {
		t.Error("refresh without Papyrus")
	}
	c0, c1 := s.market[0][0], s.market[0][2]
	do(t, s, "section:1")
	do(t, s, "card:0")
	do(t, s, "card:2")
	if s.p[0].Bless&(1<<cardIdx(c0)) == 0 || s.p[0].Tech&(1<<cardIdx(c1)) == 0 {
		t.Error("cards not taken")
	}
	if s.sectionCards(0) != 3 {
		t.Errorf("section I refilled to %d cards at the end of the turn", s.sectionCards(0))
	}
	// Happiness 0: no Thoth.
	s = board(t, 2)
	s.p[0].Happ = 0
	d = s.testDie(t, Gray, Thoth, 1)
	if legal(s, take(d, "gray", "corrupt", 1)) {
		t.Error("Thoth with Happiness 0")
	}
}

// §5.8 step 1: refresh an accessible section for 1 Papyrus.
func TestSpec5_8_Refresh(t *testing.T) {
	s := board(t, 2)
	s.p[0].Happ = 6
	s.p[0].Res[Papyrus] = 1
	d := s.testDie(t, Gray, Thoth, 2)
	do(t, s, take(d, "gray", "corrupt", 2))
	do(t, s, "god:thoth:+0")
	old := s.market[1]
	do(t, s, "refresh:2")
	eq(t, "Papyrus", int(s.p[0].Res[Papyrus]), 0)
	eq(t, "discarded", int(s.discardN[Blessing]+s.discardN[Technology]), 4)
	if s.market[1] == old {
		t.Error("section II not refilled")
	}
	if legal(s, "refresh:2") {
		t.Error("a section refreshed twice in one action")
	}
	do(t, s, "section:2")
	do(t, s, "card:1")
	if s.Phase() == PhThothPick {
		t.Error("die 2 takes 1 card")
	}
}

// §5.9: Osiris rows. Row 4: district and partner tracks +1, 1 resource
// and 1 Gold; Happiness −1. Row 2: the first builder takes the Gold.
// Row 6: +2 and one more track.
func TestSpec5_9_Osiris(t *testing.T) {
	s := board(t, 2)
	d := s.testDie(t, Gray, Osiris, 4)
	do(t, s, take(d, "gray", "corrupt", 4))
	do(t, s, "god:osiris:+0")
	do(t, s, "district:papyrus")
	p := s.p[0]
	eq(t, "Papyrus track", int(p.Prod[Papyrus]), 3)
	eq(t, "Bread track (partner)", int(p.Prod[Bread]), 3)
	eq(t, "Papyrus", int(p.Res[Papyrus]), 1)
	eq(t, "Gold", int(p.Res[Gold]), 1)
	eq(t, "Happiness", int(p.Happ), 1)

	s = board(t, 2)
	d = s.testDie(t, Gray, Osiris, 2)
	do(t, s, take(d, "gray", "corrupt", 2))
	do(t, s, "god:osiris:+0")
	do(t, s, "district:granite")
	eq(t, "row-2 Gold", int(s.p[0].Res[Gold]), 1)
	if s.row2Gold {
		t.Error("row-2 Gold still there")
	}

	s = board(t, 2)
	s.p[0].Prod[Limestone] = 5
	d = s.testDie(t, Gray, Osiris, 6)
	do(t, s, take(d, "gray", "corrupt", 6))
	do(t, s, "god:osiris:+0")
	do(t, s, "district:limestone")
	do(t, s, "track:limestone")
	eq(t, "Limestone track capped", int(s.p[0].Prod[Limestone]), 6)
	eq(t, "Limestone", int(s.p[0].Res[Limestone]), 2)

	// No Osiris with Happiness 0, nor on a taken slot.
	s = board(t, 2)
	s.p[0].Happ = 0
	d = s.testDie(t, Gray, Osiris, 3)
	if legal(s, take(d, "gray", "corrupt", 3)) {
		t.Error("Osiris with Happiness 0")
	}
}

// §5.10: Happiness ≤ Population; first time 16 → Gold, 19 → Scribe, 21 →
// a free action of any value; Population 13 opens section IV.
func TestSpec5_10_Thresholds(t *testing.T) {
	s := board(t, 2)
	s.p[0].Pop, s.p[0].Happ = 21, 15
	performBastet(t, s, 0, 6) // 15 → 21
	eq(t, "Gold at 16", int(s.p[0].Res[Gold]), 1)
	eq(t, "Scribe at 19", int(s.p[0].Scribes), 1)
	if s.phase != PhFree || s.CurrentPlayer() != 0 {
		t.Fatalf("phase %s, want the Happiness-21 free action", s.phase)
	}
	do(t, s, "free:produce:granite:5") // level 2: 2 kept, 3 surplus
	eq(t, "Granite", int(s.p[0].Res[Granite]), 2)
	eq(t, "surplus (A30)", int(s.p[0].Surplus), 3)
	s.addHapp(0, -5)
	s.addHapp(0, 5)
	if s.pending != 0 || s.p[0].Res[Gold] != 1 {
		t.Error("the bonuses repeat")
	}
	s.addPop(1, 8) // 5 → 13
	if !s.open[2] || !s.open[3] {
		t.Error("Population 13 opens III and IV")
	}
	s.p[1].Happ = 4
	s.addHapp(1, 20)
	eq(t, "Happiness capped by Population", int(s.p[1].Happ), 13)
}

// §4.1 step 4 (M19): with no legal (die, action) pair, the player drafts
// any Pure/Corrupt die, places it by its status and performs no action.
func TestSpec4_1_NoLegalActionFallback(t *testing.T) {
	s := board(t, 2)
	d := s.testDie(t, Gray, Bastet, 4) // Bastet without Papyrus: impossible
	f := s.testDie(t, Black, Horus, 4) // Forbidden in Sun
	l := legalStrings(s)
	if l != "take-no-action:d"+itoa2(d) {
		t.Fatalf("legal: %s (forbidden die %d must not be offered)", l, f)
	}
	do(t, s, "take-no-action:d"+itoa2(d))
	if s.dieLoc[d] != locRight+0 {
		t.Error("a Corrupt die goes to the right pan")
	}
	if s.CurrentPlayer() != 1 {
		t.Error("no action follows")
	}
}

// A34: a Thoth action on a section holding fewer cards than the die
// allows takes them all and still pays the full Papyrus.
func TestSpec5_8_TooFewCards(t *testing.T) {
	s := board(t, 2)
	s.p[0].Happ = 3
	s.p[0].Res[Papyrus] = 3
	s.market[0][0], s.market[0][1] = 0, 0
	s.deckN[Blessing], s.discardN[Blessing] = 0, 0
	d := s.testDie(t, Gray, Thoth, 6)
	do(t, s, take(d, "gray", "corrupt", 6))
	do(t, s, "god:thoth:+0")
	do(t, s, "section:1")
	do(t, s, "card:2")
	eq(t, "Papyrus paid in full", int(s.p[0].Res[Papyrus]), 0)
	eq(t, "cards taken", popcount(s.p[0].Tech)+popcount(s.p[0].Bless), 1)
	if s.CurrentPlayer() != 1 {
		t.Errorf("phase %s: the Thoth action should be over", s.phase)
	}
}
