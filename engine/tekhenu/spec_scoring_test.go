package tekhenu

import (
	"testing"
)

func steps(s *State) [MaxPlayers][numScoreSteps]int {
	var parts [MaxPlayers][numScoreSteps]int
	s.scoreSteps(&parts)
	return parts
}

// §6.1 step 2, rulebook examples: 3 own pieces around the temple, one
// Column aligned with 3 of them and one with 2 → 8 VP; 1 Building and
// Columns in other lines → 1 VP.
func TestSpec6_1_TempleExamples(t *testing.T) {
	s := board(t, 4)
	s.tBuild[2] = 0       // ROW-2
	s.tBuild[5+2] = 0     // COL-2
	s.people[TSRow] = 0   // statue aligned with the centre row
	s.templeOwner[12] = 0 // (2,2): ROW-2, COL-2, TS-ROW
	s.templeOwner[10] = 0 // (2,0): ROW-2, TS-ROW
	s.temple[12], s.temple[10] = 1, 2
	eq(t, "temple (8 VP example)", steps(s)[0][1], 8)

	s = board(t, 4)
	s.tBuild[0] = 1
	s.templeOwner[18], s.temple[18] = 1, 3 // (3,3)
	s.templeOwner[21], s.temple[21] = 1, 4 // (4,1)
	eq(t, "temple (1 VP example)", steps(s)[1][1], 1)
}

// §6.1 step 1: district majority 3 VP; a tie goes to the piece in the
// lowest-numbered row; an Osiris people statue counts in both its
// districts as row 0 (A6).
func TestSpec6_1_DistrictMajorities(t *testing.T) {
	s := board(t, 3)
	// Papyrus: P0 rows 3 and 5, P1 rows 1 and 6 → tie, P1 (row 1).
	s.osiris[Papyrus*6+2], s.osiris[Papyrus*6+4] = 0, 0
	s.osiris[Papyrus*6+0], s.osiris[Papyrus*6+5] = 1, 1
	// Bread: P2 alone (row 4).
	s.osiris[Bread*6+3] = 2
	// Limestone: P0 row 6 + OS-QUAR statue vs P1 rows 1 and 2 → tie, P0.
	s.osiris[Limestone*6+5] = 0
	s.osiris[Limestone*6+0], s.osiris[Limestone*6+1] = 1, 1
	s.people[OSQuar] = 0
	// Granite: the statue alone → P0.
	p := steps(s)
	eq(t, "P0 majorities", p[0][0], 6)
	eq(t, "P1 majorities", p[1][0], 3)
	eq(t, "P2 majorities", p[2][0], 3)
}

// §6.1 steps 3–6: statues 1/3/6/10/15/21, Happiness by the highest ankh,
// 2 VP per Production track at 6, the building row's revealed VP.
func TestSpec6_1_OtherSteps(t *testing.T) {
	s := board(t, 2)
	pl := &s.p[0]
	pl.Statues = 4
	pl.Happ, pl.Pop = 13, 15
	pl.Prod = [4]int8{6, 5, 6, 2}
	pl.Built = 5
	p := steps(s)
	eq(t, "statues (4)", p[0][2], 10)
	eq(t, "happiness (13)", p[0][3], 6)
	eq(t, "production tracks", p[0][4], 4)
	eq(t, "buildings (5 built: 0+1+1+1+2)", p[0][5], 5)
	for h, want := range map[int]int{8: 0, 9: 3, 12: 3, 13: 6, 16: 9, 19: 12, 21: 15} {
		eq(t, "ankh VP", 3*ankhLevel(h), want)
	}
	for n, want := range map[int]int{0: 0, 1: 1, 2: 3, 3: 6, 5: 15, 6: 21} {
		eq(t, "statue VP", int(statueScore[n]), want)
	}
}

// §6.1 step 7: upkeep. Bread due = the revealed Bread icons (5 built:
// 0+0+1+0+1 = 2); pay with Bread then Gold; 3 VP per Bread unpaid; T17
// pays nothing.
func TestSpec6_1_Upkeep(t *testing.T) {
	s := board(t, 2)
	s.p[0].Built = 5
	eq(t, "due", s.breadDue(0), 2)
	s.p[0].Res[Bread], s.p[0].Res[Gold] = 0, 1
	eq(t, "payable", s.breadPayable(0), 1)
	s.payUpkeep(0, 1)
	eq(t, "Gold", int(s.p[0].Res[Gold]), 0)
	eq(t, "VP after 1 unpaid", int(s.p[0].VP), 7)
	s.p[0].Tech = 1 << 16
	eq(t, "T17 due", s.breadDue(0), 0)
}

// §6.1: the Scoring happens in a game after Judgment 2: Bread choices in
// turn order; a player who cannot pay loses 3 VP per Bread.
func TestSpec6_1_ScoringInFlow(t *testing.T) {
	s := board(t, 2)
	s.dial0 = 0
	s.dial = 3 // the Rotation brings the arrow onto marker 1 at (0+4)
	s.scorings = 0
	for q := 0; q < 2; q++ {
		for k := 0; k < 4; k++ {
			putOnPan(t, s, q, locLeft, 1)
		}
	}
	s.p[0].Surplus, s.p[1].Surplus = 4, 3 // balances 0 and 1
	s.p[0].Built, s.p[0].Res[Bread] = 5, 5
	s.p[1].Built = 3 // due 1, nothing to pay with
	s.rotate()
	s.advance()
	if s.phase != PhBread || s.CurrentPlayer() != 0 {
		t.Fatalf("phase %s player %d, want P0's upkeep", s.phase, s.CurrentPlayer())
	}
	if !legal(s, "pay-bread:0") || !legal(s, "pay-bread:2") || legal(s, "pay-bread:3") {
		t.Errorf("upkeep choices: %s", legalStrings(s))
	}
	do(t, s, "pay-bread:2")
	// P0: buildings 5 VP; P1: 0+1+1 = 2 VP, −3 for the unpaid Bread.
	eq(t, "P0 VP", int(s.p[0].VP), 15)
	eq(t, "P1 VP", int(s.p[1].VP), 9)
	eq(t, "scorings", int(s.scorings), 1)
	if s.phase != PhDestiny {
		t.Errorf("after Scoring 1: phase %s, want Destiny", s.phase)
	}
}

// §6.2: at most 3 Decrees, one per symbol; D03 pays 2 Gold to double
// another; D04 pays 1 resource per ankh before D08 counts.
func TestSpec6_2_Decrees(t *testing.T) {
	s := board(t, 2)
	pl := &s.p[0]
	pl.Built = 3
	s.tBuild[1], s.tBuild[2], s.tBuild[3] = 0, 0, 0 // 3 temple buildings
	pl.Columns = 4
	// D12 (TEMPLE 3/temple building = 9), D13 (TEMPLE 3/Column = 12):
	// one per symbol → 12.
	pl.Decree = 1<<11 | 1<<12
	vp, chosen := s.bestDecrees(0, false)
	eq(t, "D12+D13 same symbol", vp, 12)
	if chosen != 1<<12 {
		t.Errorf("chosen %x", chosen)
	}
	// + D03 with 2 Gold doubles the best other one: 12 + 12.
	pl.Decree |= 1 << 2
	pl.Res[Gold] = 2
	vp, _ = s.bestDecrees(0, false)
	eq(t, "D03 doubling", vp, 24)
	pl.Res[Gold] = 1
	vp, _ = s.bestDecrees(0, false)
	eq(t, "D03 without 2 Gold", vp, 12)
	// D08: 2 per Gold + 1 per other resource, max 20.
	pl.Decree = 1 << 7
	pl.Res = [NumResources]int16{3, 2, 1, 0, 4}
	vp, _ = s.bestDecrees(0, false)
	eq(t, "D08", vp, 14)
	pl.Res[Gold] = 10
	vp, _ = s.bestDecrees(0, false)
	eq(t, "D08 capped", vp, 20)
	// D04: Population 13 = 2 ankhs → 8 VP, paying 2 resources.
	pl.Decree = 1 << 3
	pl.Pop = 13
	pl.Res = [NumResources]int16{1, 0, 0, 0, 0}
	vp, _ = s.bestDecrees(0, false)
	eq(t, "D04 unpaid", vp, 0)
	pl.Res = [NumResources]int16{1, 1, 0, 0, 0}
	vp, _ = s.bestDecrees(0, true)
	eq(t, "D04 paid", vp, 8)
	eq(t, "resources paid", int(pl.Res[Papyrus]+pl.Res[Bread]), 0)
	eq(t, "VP", int(pl.VP), 18)
}

// §6.2 steps 2–3: turn-order bonus (+3 first; +2 second at 3–4 players);
// a VP tie goes to the most Scribes, then the earlier in turn order.
func TestSpec6_2_OrderBonusAndTies(t *testing.T) {
	s := board(t, 3)
	s.order = [MaxPlayers]int8{2, 1, 0}
	s.p[0].VP, s.p[1].VP, s.p[2].VP = 20, 15, 12 // after the bonus: 20, 17, 15
	s.endGame()
	eq(t, "first +3", int(s.p[2].VP), 15)
	eq(t, "second +2", int(s.p[1].VP), 17)
	if w := s.Winners(); len(w) != 1 || w[0] != 0 {
		t.Errorf("winners %v", w)
	}
	s = board(t, 2)
	s.order = [MaxPlayers]int8{1, 0}
	s.p[0].VP, s.p[1].VP = 20, 17 // 20 and 20
	s.p[0].Scribes, s.p[1].Scribes = 2, 2
	s.endGame()
	eq(t, "2p: no second bonus", int(s.p[0].VP), 20)
	if w := s.Winners(); w[0] != 1 {
		t.Errorf("tie on VP and Scribes: winner %v, want seat 1 (first in turn order)", w)
	}
	s = board(t, 2)
	s.order = [MaxPlayers]int8{1, 0}
	s.p[0].VP, s.p[1].VP = 20, 17
	s.p[0].Scribes = 3
	s.endGame()
	if w := s.Winners(); w[0] != 0 {
		t.Errorf("tie on VP: winner %v, want seat 0 (more Scribes)", w)
	}
}

// Scores: Total equals VP and the parts are stable source codes.
func TestScoresByParts(t *testing.T) {
	s := board(t, 2)
	s.addVP(0, srcRa, 4)
	s.addVP(0, srcJudgment, -20) // floor 0: only 14 lost
	sc := s.Scores()
	eq(t, "total", sc[0].Total, 0)
	sum := 0
	for _, p := range sc[0].Parts {
		sum += p.Points
	}
	eq(t, "parts sum", sum, 0)
	if sc[0].Parts[1].Source != "ra" || sc[0].Parts[2].Source != "judgment" || sc[0].Parts[2].Points != -14 {
		t.Errorf("parts %v", sc[0].Parts)
	}
}

// §8.6: every Decree's value alone, on one hand-built position.
func TestSpec8_6_EachDecree(t *testing.T) {
	s := board(t, 3)
	pl := &s.p[0]
	pl.Tech = 1<<0 | 1<<1
	pl.Happ, pl.Pop = 13, 16
	s.p[1].Happ, s.p[2].Happ = 4, 6
	pl.Scribes = 2
	pl.Res = [NumResources]int16{1, 1, 1, 1, 2}
	s.osiris[Limestone*6+0], s.osiris[Granite*6+1], s.osiris[Papyrus*6+2] = 0, 0, 0
	s.tBuild[1], s.tBuild[5+3] = 0, 0 // ROW-1, COL-3
	pl.Built = 5
	s.templeOwner[8], s.temple[8] = 0, 1   // (1,3): ROW-1 and COL-3
	s.templeOwner[5], s.temple[5] = 0, 2   // (1,0): ROW-1
	s.templeOwner[24], s.temple[24] = 0, 3 // (4,4): none
	pl.Columns = 3
	s.godStatue[Horus][0] = 0
	s.people[OSWork] = 0
	pl.Statues = 2
	s.order = [MaxPlayers]int8{0, 1, 2}
	putOnPan(t, s, 0, locLeft, 3)
	putOnPan(t, s, 0, locLeft, 4)
	putOnPan(t, s, 0, locRight, 6)
	want := [24]int{
		6,  // D01 3 × 2 Technologies
		4,  // D02 4 × 1 symbol (itself)
		0,  // D03 nothing to double
		12, // D04 Population 16: 3 ankhs, 3 resources paid
		8,  // D05 Happiness 13: 2 ankhs
		9,  // D06 13 − 4
		6,  // D07 3 × 2 Scribes
		8,  // D08 2 × 2 Gold + 4
		6,  // D09 2 quarries
		3,  // D10 1 workshop
		6,  // D11 2 × 3 Osiris buildings
		6,  // D12 3 × 2 temple buildings
		9,  // D13 3 × 3 Columns
		8,  // D14 2 × 2 statues + 2 × 2 temple buildings
		10, // D15 2 × 3 Columns + 2 × 2 temple buildings
		4,  // D16 4 × 1 god statue
		10, // D17 2 × 2 statues + 2 × 3 Columns
		6,  // D18 3 × 2 statues
		5,  // D19 5 × 1 people statue
		10, // D20 first in turn order
		5,  // D21 5 buildings built
		4,  // D22 (3 + 4) / 2 rounded up
		0,  // D23 (its value is the action before Scoring 2)
		5,  // D24 2 buildings + Columns (2 + 1)
	}
	for i, w := range want {
		pl.Decree = 1 << i
		vp, _ := s.bestDecrees(0, false)
		eq(t, "D"+itoa2(i+1), vp, w)
	}
	// D02 counts the symbols of all Decrees held (A17): D02 ROYAL, D13
	// TEMPLE, D16 STATUE, D09 WORKS → 16; the best 3: D02 16 + D13 9 +
	// D09 6 = 31 (D16 gives only 4).
	pl.Decree = 1<<1 | 1<<12 | 1<<15 | 1<<8
	vp, chosen := s.bestDecrees(0, false)
	eq(t, "D02 + D13 + D09", vp, 31)
	if chosen != 1<<1|1<<12|1<<8 {
		t.Errorf("chosen %x", chosen)
	}
}

// T10 at a Scoring and at the end: Scribes stand in for Gold, so they pay
// Bread upkeep and D03's 2 Gold.
func TestSpec8_3_T10AtScorings(t *testing.T) {
	s := board(t, 2)
	tech(s, 0, 10)
	s.p[0].Built = 5 // 2 Bread due
	s.p[0].Scribes = 2
	eq(t, "payable with Scribes", s.breadPayable(0), 2)
	s.payUpkeep(0, 2)
	eq(t, "Scribes paid", int(s.p[0].Scribes), 0)
	eq(t, "VP", int(s.p[0].VP), 10)

	s = board(t, 2)
	tech(s, 0, 10)
	pl := &s.p[0]
	pl.Decree = 1<<2 | 1<<12 // D03 + D13
	pl.Columns = 3
	pl.Res[Gold], pl.Scribes = 1, 1
	vp, _ := s.bestDecrees(0, true)
	eq(t, "D13 doubled", vp, 18)
	eq(t, "Gold", int(pl.Res[Gold]), 0)
	eq(t, "Scribes", int(pl.Scribes), 0)
}
