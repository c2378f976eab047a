package egizia

import "testing"

// Every count and claim of the spec's components (§2), catalogue (§9) and
// defaults (§10) checked against the data table. The expected values are
// copied by hand from the spec's tables.

// §2.1, §9.1: 56 Nile cards, ids R1..R56, 22 / 22 / 12 by deck back, R1–R22
// "1/2", R23–R44 "3/4", R45–R56 "5"; the 3+ flags 4 / 4 / 2 leave 2p decks
// of 18 / 18 / 10 for 16 / 16 / 8 card slots (8 active spaces, §3.2).
func TestSpec9_1DeckCounts(t *testing.T) {
	var size, two [NumDecks]int
	for i, c := range NileCards {
		if int(c.ID) != i+1 {
			t.Errorf("NileCards[%d].ID = %d", i, c.ID)
		}
		want := 0
		if i >= 22 {
			want = 1
		}
		if i >= 44 {
			want = 2
		}
		if int(c.Deck) != want {
			t.Errorf("R%d deck %d, want %d", c.ID, c.Deck, want)
		}
		size[c.Deck]++
		if !c.ThreePlus {
			two[c.Deck]++
		}
	}
	if size != [NumDecks]int{22, 22, 12} || DeckSize != [NumDecks]int8{22, 22, 12} {
		t.Errorf("deck sizes %v (DeckSize %v), want 22/22/12", size, DeckSize)
	}
	if two != [NumDecks]int{18, 18, 10} {
		t.Errorf("2p decks %v, want 18/18/10", two)
	}
	active2p := NumCardSp - len(TwoPBlockedCards)
	// rounds 1–2 share deck 0, 3–4 deck 1, 5 deck 2; each round fills the
	// active spaces
	for d, rounds := range [NumDecks]int{2, 2, 1} {
		if two[d] < rounds*active2p || size[d] < rounds*NumCardSp {
			t.Errorf("deck %d too small for %d rounds", d, rounds)
		}
	}
	for r, d := range map[int]int{1: 0, 2: 0, 3: 1, 4: 1, 5: 2} {
		if DeckForRound(r) != d {
			t.Errorf("round %d deals deck %d, want %d", r, DeckForRound(r), d)
		}
	}
}

// §9.1: every card's type, field colour and Wheat, quarry value, 3+ flag,
// immediate effects and power, as in the table.
func TestSpec9_1NileCards(t *testing.T) {
	const F, Q, FQ, I, A, P = TField, TQuarry, TCombo, TImmediate, TAnytime, TPermanent
	const G, Y, R, N = Green, Yellow, Red, NoColour
	none := Op{}
	wm1, sm1 := Op{OpMarket, MktWheat, 1}, Op{OpMarket, MktStone, 1}
	wm2, sm2 := Op{OpMarket, MktWheat, 2}, Op{OpMarket, MktStone, 2}
	anyCrew, fl1 := Op{OpCrew, CrewChoice, 1}, Op{OpFlood, 1, 0}
	stone3, violet1 := Op{OpStone, 0, 3}, Op{OpCrew, CrewViolet, 1}
	free := Op{OpFreeBrick, 0, 0}
	type row struct {
		typ, col, wheat, quarry int8
		three                   bool
		ops                     [2]Op
		power                   int8
	}
	want := [NumNileCards]row{
		{I, N, 0, 0, false, [2]Op{sm2, none}, PwNone},               // R1 Stone market +2
		{Q, N, 0, 3, false, [2]Op{}, PwNone},                        // R2 Quarry 3
		{F, G, 3, 0, false, [2]Op{}, PwNone},                        // R3 Green 3
		{P, N, 0, 0, false, [2]Op{}, PwMillstone},                   // R4
		{F, Y, 4, 0, false, [2]Op{}, PwNone},                        // R5
		{F, Y, 5, 0, false, [2]Op{}, PwNone},                        // R6
		{I, N, 0, 0, false, [2]Op{{OpPoints, 0, -5}}, PwSacrifice},  // R7 −5 now, +5 end
		{Q, N, 0, 2, false, [2]Op{}, PwNone},                        // R8
		{F, R, 6, 0, false, [2]Op{wm1}, PwNone},                     // R9
		{F, G, 2, 0, false, [2]Op{}, PwNone},                        // R10
		{F, R, 6, 0, true, [2]Op{sm1}, PwNone},                      // R11
		{A, N, 0, 0, false, [2]Op{}, PwGrain},                       // R12
		{P, N, 0, 0, false, [2]Op{}, PwOracle},                      // R13
		{P, N, 0, 0, false, [2]Op{}, PwForeman},                     // R14
		{FQ, G, 2, 1, false, [2]Op{}, PwNone},                       // R15
		{FQ, Y, 2, 1, false, [2]Op{}, PwNone},                       // R16
		{Q, N, 0, 2, true, [2]Op{}, PwNone},                         // R17
		{Q, N, 0, 3, false, [2]Op{}, PwNone},                        // R18
		{I, N, 0, 0, false, [2]Op{stone3, violet1}, PwNone},         // R19
		{I, N, 0, 0, true, [2]Op{anyCrew, fl1}, PwNone},             // R20
		{A, N, 0, 0, false, [2]Op{}, PwBoost},                       // R21
		{A, N, 0, 0, true, [2]Op{}, PwGrain},                        // R22
		{I, N, 0, 0, false, [2]Op{free}, PwNone},                    // R23
		{P, N, 0, 0, false, [2]Op{}, PwIrrigation},                  // R24
		{F, G, 4, 0, false, [2]Op{}, PwNone},                        // R25
		{I, N, 0, 0, false, [2]Op{wm2}, PwNone},                     // R26
		{P, N, 0, 0, false, [2]Op{}, PwGleaner},                     // R27
		{P, N, 0, 0, false, [2]Op{}, PwTrader},                      // R28
		{P, N, 0, 0, false, [2]Op{}, PwRecruiter},                   // R29
		{I, N, 0, 0, false, [2]Op{anyCrew, fl1}, PwNone},            // R30
		{F, Y, 6, 0, false, [2]Op{}, PwNone},                        // R31
		{F, R, 8, 0, false, [2]Op{wm1}, PwNone},                     // R32
		{Q, N, 0, 3, false, [2]Op{}, PwNone},                        // R33
		{A, N, 0, 0, false, [2]Op{}, PwDoubleStop},                  // R34
		{Q, N, 0, 4, false, [2]Op{}, PwNone},                        // R35
		{FQ, Y, 3, 2, false, [2]Op{}, PwNone},                       // R36
		{FQ, R, 5, 2, false, [2]Op{sm1}, PwNone},                    // R37
		{A, N, 0, 0, true, [2]Op{}, PwBoost},                        // R38
		{A, N, 0, 0, false, [2]Op{}, PwProvisions},                  // R39
		{F, G, 5, 0, false, [2]Op{}, PwNone},                        // R40
		{I, N, 0, 0, true, [2]Op{stone3, violet1}, PwNone},          // R41
		{P, N, 0, 0, true, [2]Op{}, PwIrrigation},                   // R42
		{F, R, 8, 0, false, [2]Op{sm1}, PwNone},                     // R43
		{A, N, 0, 0, true, [2]Op{}, PwHiddenQuarry},                 // R44
		{I, N, 0, 0, true, [2]Op{free}, PwNone},                     // R45
		{I, N, 0, 0, false, [2]Op{wm2}, PwNone},                     // R46
		{I, N, 0, 0, false, [2]Op{{OpGloryPyr, 0, 0}}, PwNone},      // R47
		{A, N, 0, 0, false, [2]Op{}, PwSecondVision},                // R48 (A11)
		{I, N, 0, 0, false, [2]Op{sm2}, PwNone},                     // R49
		{I, N, 0, 0, false, [2]Op{{OpGloryObe, 0, 0}}, PwNone},      // R50
		{A, N, 0, 0, false, [2]Op{}, PwHiddenQuarry},                // R51
		{A, N, 0, 0, true, [2]Op{}, PwBoost},                        // R52
		{A, N, 0, 0, false, [2]Op{}, PwStoneSale},                   // R53
		{FQ, G, 4, 2, false, [2]Op{}, PwNone},                       // R54
		{I, N, 0, 0, false, [2]Op{stone3, {OpFlood, 2, 0}}, PwNone}, // R55
		{A, N, 0, 0, false, [2]Op{}, PwVersatility},                 // R56
	}
	for i, w := range want {
		c := NileCards[i]
		got := row{c.Type, c.Colour, c.Wheat, c.Quarry, c.ThreePlus, c.Ops, c.Power}
		if got != w {
			t.Errorf("R%d = %+v, want %+v", i+1, got, w)
		}
	}
	// §7.1 / A10: the Permanent cards are R4, R13, R14, R24, R27, R28, R29,
	// R42 — R7 is Immediate, kept only as a reminder.
	var perm []int
	for _, c := range NileCards {
		if c.Type == TPermanent {
			perm = append(perm, int(c.ID))
		}
	}
	if want := []int{4, 13, 14, 24, 27, 28, 29, 42}; len(perm) != len(want) {
		t.Errorf("permanents %v, want %v", perm, want)
	} else {
		for i := range want {
			if perm[i] != want[i] {
				t.Errorf("permanents %v, want %v", perm, want)
				break
			}
		}
	}
	if len(CardNames) != NumNileCards || CardNames[6][0] != "Sacrifice" {
		t.Error("card names")
	}
}

// §9.1 power amounts and §2.5, §2.7, §3.1, §4.6, §5, §9.6 numbers.
func TestSpec2Numbers(t *testing.T) {
	eq := func(what string, got, want int) {
		t.Helper()
		if got != want {
			t.Errorf("%s = %d, want %d", what, got, want)
		}
	}
	// §2.1 / §2.2 / §2.7 / §2.8
	eq("players min", MinPlayers, 2)
	eq("players max", MaxPlayers, 4)
	eq("rounds", NumRounds, 5)
	eq("ships", NumShips, 8)
	eq("Stone cap", StoneCap, 25)
	eq("market levels", MaxLevel, 5)
	eq("Strength min", MinStr, 1)
	eq("Strength max (M10)", MaxStr, 9)
	eq("lap (M11)", LapPoints, 100)
	if StartStr != [NumCrews]int8{2, 1, 1, 1} {
		t.Errorf("start Strength %v, want Leader 2, basic 1", StartStr)
	}
	// §2.5 markets
	if WheatPenalty != [MaxLevel + 1]int8{0, 3, 2, 2, 1, 1} {
		t.Errorf("Wheat penalties %v, want 3/2/2/1/1", WheatPenalty)
	}
	eq("sell from level", SellLevel, 3)
	eq("Wheat per point", SurplusPer, 3)
	eq("end Stone from level", StoneEndLevel, 4)
	eq("Stone per point", StonePer, 2)
	eq("Stone level 3 reward", StoneL3Reward, 2)
	eq("Stone level 5 reward", StoneL5Reward, 3)
	eq("Stone level 5 reward G2", StoneL5RewardG2, 6)
	eq("Wheat level 5 points", WheatL5Points, 2)
	eq("Wheat level 5 points G5", WheatL5PointsG5, 4)
	// §2.6 flood: Green always, Yellow at Top/Middle, Red at Top.
	for _, c := range []struct {
		col, f int
		want   bool
	}{{Green, FloodTop, true}, {Green, FloodMiddle, true}, {Green, FloodBottom, true},
		{Yellow, FloodTop, true}, {Yellow, FloodMiddle, true}, {Yellow, FloodBottom, false},
		{Red, FloodTop, true}, {Red, FloodMiddle, false}, {Red, FloodBottom, false}, {NoColour, FloodTop, false}} {
		if Irrigated(c.col, c.f) != c.want {
			t.Errorf("Irrigated(%d, %d) = %v", c.col, c.f, !c.want)
		}
	}
	// §3.1 step 13, §4.6, §6.3, §5.2, §9.6
	if StartStone != [MaxPlayers]int8{2, 3, 4, 5} {
		t.Errorf("start Stone %v", StartStone)
	}
	if CoopBonus != [NumZones + 1]int8{0, 0, 2, 5} {
		t.Errorf("cooperation %v", CoopBonus)
	}
	if ColCompletePts != [MaxPlayers]int8{5, 3, 2, 1} {
		t.Errorf("colonnade completion %v", ColCompletePts)
	}
	eq("pyramid majority", PyrMajorityEnd, 5)
	eq("R7 end", SacrificeEnd, 5)
	eq("start quarry", StartQuarry, 3)
	eq("start field", StartField, 6)
	eq("start field G4", StartFieldG4, 10)
	eq("setup Sphinx deal", SetupSphinxDeal, 2)
	// §9.1 powers
	eq("R12/R22 Wheat", GrainWheat, 4)
	eq("boost", BoostStr, 3)
	eq("R39 Wheat", ProvisionsWheat, 4)
	eq("R39 Stone", ProvisionsStone, 4)
	eq("R44/R51", HiddenStone, 6)
	eq("R56 Stone", VersatileStone, 4)
	eq("R56 Strength", VersatileStr, 4)
	eq("R53 max", StoneSaleMax, 10)
	eq("R29 +1", RecruitCost1, 2)
	eq("R29 +2", RecruitCost2, 4)
	eq("R27 point", GleanPoint, 1)
	eq("G1", G1Bonus, 2)
	// §7.3/§7.4, §9.5: 5 gold, 5 violet; G7, G8 once a game.
	eq("bonus tiles", NumBonus, 10)
	eq("gold", NumGold, 5)
	for g := G1; g <= G10; g++ {
		if VioletOncePerGame(g) != (g == G7 || g == G8) {
			t.Errorf("G%d once per game = %v", g, VioletOncePerGame(g))
		}
	}
	if G6 != NumGold+1 {
		t.Error("G6 is the first violet tile")
	}
}

// §2.3, M1: the 20 river indices, the card / round / zone spaces and the
// 2p blocked spaces.
func TestSpec2_3RiverLayout(t *testing.T) {
	// index → "C1".."C10", "T1".."T7", "Z1".."Z3", from the §2.3 table.
	table := [NumRiver]string{"C1", "T1", "C2", "T2", "C3", "T3", "Z1", "C4", "T4", "C5",
		"C6", "T5", "Z2", "C7", "T6", "C8", "C9", "T7", "C10", "Z3"}
	kinds := map[byte]int8{'C': SpCard, 'T': SpRound, 'Z': SpZone}
	var nc, nt, nz int
	for i, name := range table {
		sp := River[i]
		n := int8(0)
		for _, d := range name[1:] {
			n = n*10 + int8(d-'0')
		}
		if sp.Kind != kinds[name[0]] || sp.N != n-1 {
			t.Errorf("index %d: %+v, want %s", i+1, sp, name)
		}
		switch sp.Kind {
		case SpCard:
			nc++
			if CardIndex[sp.N] != int8(i+1) {
				t.Errorf("CardIndex[%d] = %d, want %d", sp.N, CardIndex[sp.N], i+1)
			}
		case SpRound:
			nt++
			if RoundIndex[sp.N] != int8(i+1) {
				t.Errorf("RoundIndex[%d] = %d, want %d", sp.N, RoundIndex[sp.N], i+1)
			}
		case SpZone:
			nz++
			if ZoneIndex[sp.N] != int8(i+1) {
				t.Errorf("ZoneIndex[%d] = %d, want %d", sp.N, ZoneIndex[sp.N], i+1)
			}
		}
	}
	if nc != 10 || nt != 7 || nz != 3 || NumCardSp != 10 || NumRoundSp != 7 || NumZones != 3 {
		t.Errorf("%d card, %d round, %d zone spaces; want 10/7/3", nc, nt, nz)
	}
	if ZoneIndex != [NumZones]int8{7, 13, 20} || ZoneObelisk != 0 || ZonePyramid != 1 || ZoneSphinx != 2 {
		t.Errorf("zones Z1 Obelisk/Colonnade 7, Z2 Pyramid/Statues 13, Z3 Sphinx 20: %v", ZoneIndex)
	}
	// §3.2: 2p blocks C1, C2 (indices 1, 3) and T1, T2 (indices 2, 4).
	if TwoPBlockedCards != [2]int8{0, 1} || TwoPBlockedRounds != [2]int8{0, 1} {
		t.Errorf("2p blocked %v %v", TwoPBlockedCards, TwoPBlockedRounds)
	}
	// §2.3: one open slot fewer than the players (M12: the furthest blocked).
	for n, want := range map[int]int{2: 1, 3: 2, 4: 3} {
		if OpenSlots(n) != want {
			t.Errorf("%dp: %d open slots, want %d", n, OpenSlots(n), want)
		}
	}
	// §2.4/§6.3 Sphinx limits 5/3/2; M14 extra builder 3 at 2p, 2 at 3–4p.
	if SphinxLimit != [SlotsPerZone]int8{5, 3, 2} || SphinxLimit0 != 5 {
		t.Errorf("Sphinx limits %v", SphinxLimit)
	}
	for n, want := range map[int]int8{2: 3, 3: 2, 4: 2} {
		if ExtraSphinxLimit(n) != want {
			t.Errorf("%dp extra builder limit %d, want %d", n, ExtraSphinxLimit(n), want)
		}
	}
}

// §2.4 (M6–M9): obelisk, colonnade, pyramid and statue costs.
func TestSpec2_4Monuments(t *testing.T) {
	if ObeliskCost != [ObeliskFloors]int8{1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6} || ObeliskLower != 6 {
		t.Errorf("obelisk %v lower %d", ObeliskCost, ObeliskLower)
	}
	if ColCost != [ColColumns]int8{1, 1, 2, 2, 3, 3, 4} || ColGoldCol != 3 || ColVioletCol != 5 {
		t.Errorf("colonnade %v gold %d violet %d", ColCost, ColGoldCol, ColVioletCol)
	}
	if PyrRowSize != [PyrRows]int8{6, 5, 4, 3, 2} || PyrRowCost != [PyrRows]int8{2, 3, 4, 5, 6} {
		t.Errorf("pyramid %v %v", PyrRowSize, PyrRowCost)
	}
	for r := 0; r < PyrRows; r++ { // row r (1-based) has 7 − r spaces costing r + 1
		if int(PyrRowSize[r]) != 7-(r+1) || int(PyrRowCost[r]) != r+2 {
			t.Errorf("pyramid row %d", r+1)
		}
	}
	if PyrSide2p != [PyrRows2p]int8{4, 3, 2} || PyrRowCost2p != [PyrRows2p]int8{2, 3, 4} {
		t.Errorf("2p pyramid %v %v", PyrSide2p, PyrRowCost2p)
	}
	if PyrMaxRow != 2*int(PyrSide2p[0]) || PyrMaxRow < int(PyrRowSize[0]) {
		t.Errorf("PyrMaxRow %d cannot hold the widest row", PyrMaxRow)
	}
	if NumStatues != 3 || Statues2p != 2 || StatueCost != [StatueLevels]int8{1, 2, 3} || StatuePts != [StatueLevels]int8{2, 5, 10} {
		t.Errorf("statues %d/%d cost %v points %v", NumStatues, Statues2p, StatueCost, StatuePts)
	}
}

// §9.2 (M3), §2.3 (M2): 11 tiles: 3 common, 2 "2 joueurs", 6 "3+" (so 5
// not 3+); 3–4p draws 9 tiles for 7 spaces, 2p 5 for T3–T7; the faces; the
// printed round-1 effects.
func TestSpec9_2Tiles(t *testing.T) {
	var cat [3]int
	for i, tl := range Tiles {
		if int(tl.ID) != i+1 {
			t.Errorf("Tiles[%d].ID = %d", i, tl.ID)
		}
		cat[tl.Category]++
	}
	if NumTiles != 11 || cat != [3]int{3, 2, 6} {
		t.Errorf("%d tiles by category %v, want 11: 3 common, 2 2p, 6 3+", NumTiles, cat)
	}
	if cat[TileCommon]+cat[Tile3p] < NumRoundSp || cat[TileCommon]+cat[Tile2p] != NumRoundSp-len(TwoPBlockedRounds) {
		t.Error("tiles do not fill the round spaces")
	}
	fl1, fl2 := Op{OpFlood, 1, 0}, Op{OpFlood, 2, 0}
	anyCrew := Op{OpCrew, CrewChoice, 1}
	want := [NumTiles][2]Op{
		{{OpCrew, CrewGreen, 1}, fl1},
		{{OpCrew, CrewBlue, 1}, fl1},
		{{OpCrew, CrewYellow, 1}, fl1},
		{{OpWaitingShip, 0, 0}},
		{{OpCrew, CrewViolet, 1}, fl1},
		{{OpCrew, CrewViolet, 1}},
		{{OpMarket, MktWheat, 1}},
		{{OpMarket, MktStone, 1}},
		{anyCrew, fl2},
		{{OpStone, 0, 2}, fl1},
		{anyCrew, {OpStone, 0, 1}},
	}
	wantCat := [NumTiles]int8{0, 0, 0, Tile2p, Tile2p, Tile3p, Tile3p, Tile3p, Tile3p, Tile3p, Tile3p}
	for i := range want {
		if Tiles[i].Ops != want[i] || Tiles[i].Category != wantCat[i] {
			t.Errorf("NT%02d = %+v, want %v category %d", i+1, Tiles[i], want[i], wantCat[i])
		}
	}
	printed := [NumRoundSp][2]Op{
		{{OpCrew, CrewGreen, 1}}, {{OpMarket, MktWheat, 1}}, {{OpCrew, CrewBlue, 1}},
		{{OpCrew, CrewViolet, 1}}, {{OpCrew, CrewYellow, 1}}, {{OpMarket, MktStone, 1}}, {anyCrew, fl1},
	}
	if PrintedRound1 != printed {
		t.Errorf("printed round 1 %v", PrintedRound1)
	}
}

// §9.3: 35 Sphinx cards: points, category, 3+ flag and conditions (X8's
// and X25's extra ones, A24, A35); X6's caps 10 / 6.
func TestSpec9_3SphinxCards(t *testing.T) {
	type row struct {
		pts, cat int8
		three    bool
		conds    []Cond
	}
	c := func(k, a, n int8) Cond { return Cond{k, a, n} }
	you := func(pts int8, cs ...Cond) row { return row{pts, SxYou, false, cs} }
	want := [NumSphinx]row{
		you(3, c(CWheatMax, 0, 0)),                        // X1
		you(8, c(CPyramid, 0, 7)),                         // X2
		you(8, c(CColDone, 0, 0), c(CPyramid, 0, 4)),      // X3
		you(3, c(CStoneMax, 0, 0)),                        // X4
		you(5, c(CStatuesFull, 0, 2)),                     // X5
		{2, SxEach, false, []Cond{c(CRowMajority, 0, 0)}}, // X6
		you(5, c(CStatuesFull, 0, 1), c(CStoneMax, 0, 0)), // X7
		you(4, c(CObelisk, 0, 2), c(CColonnade, 0, 2), c(CPyramid, 0, 2), c(CStatueBricks, 0, 2)), // X8, A24
		you(6, c(CPyramid, 0, 4), c(CStoneMax, 0, 0)),                                             // X9
		you(5, c(CObelisk, 0, 4)),                                         // X10
		you(3, c(CCrew, CrewBlue, 5)),                                     // X11
		you(6, c(CObelisk, 0, 3), c(CStoneMax, 0, 0)),                     // X12
		{2, SxEach, false, []Cond{c(CPermanents, 0, 0)}},                  // X13
		you(6, c(CObelisk, 0, 5)),                                         // X14
		you(3, c(CCrew, CrewViolet, 5)),                                   // X15
		you(8, c(CColDone, 0, 0), c(CObelisk, 0, 3)),                      // X16
		you(3, c(CCrew, CrewGreen, 5)),                                    // X17
		{4, SxMost, false, []Cond{c(CFieldValue, Green, 0)}},              // X18
		you(6, c(CObelisk, 0, 3), c(CWheatMax, 0, 0)),                     // X19
		you(5, c(CColDone, 0, 0)),                                         // X20
		you(7, c(CObelisk, 0, 3), c(CPyramid, 0, 5)),                      // X21
		you(6, c(CPyramid, 0, 4), c(CWheatMax, 0, 0)),                     // X22
		you(4, c(CAllCrews, 0, 3)),                                        // X23
		you(5, c(CStatuesFull, 0, 1), c(CWheatMax, 0, 0)),                 // X24
		you(6, c(CObelisk, 0, 3), c(CColonnade, 0, 3), c(CPyramid, 0, 3)), // X25, A35
		{4, SxMost, false, []Cond{c(CFieldValue, Yellow, 0)}},             // X26
		you(4, c(CColonnade, 0, 4), c(CStatuesFull, 0, 1)),                // X27
		{4, SxMost, false, []Cond{c(CFieldValue, Red, 0)}},                // X28
		{4, SxMost, false, []Cond{c(CQuarryValue, 0, 0)}},                 // X29
		you(6, c(CPyramid, 0, 6)),                                         // X30
		you(9, c(CColonnade, 0, 5), c(CPyramid, 0, 5)),                    // X31
		you(7, c(CStatuesFull, 0, 2), c(CPyramid, 0, 4)),                  // X32
		you(3, c(CCrew, CrewYellow, 5)),                                   // X33
		{6, SxYou, true, []Cond{c(CStatuesFull, 0, 3)}},                   // X34
		{4, SxYou, true, []Cond{c(CEachStatue, 0, 2)}},                    // X35
	}
	var three int
	for i, w := range want {
		x := SphinxCards[i]
		var got []Cond
		for _, cd := range x.Conds {
			if cd.Kind != CNone {
				got = append(got, cd)
			}
		}
		got = append(got, SphinxExtra[x.ID]...)
		same := int(x.ID) == i+1 && x.Points == w.pts && x.Category == w.cat && x.ThreePlus == w.three && len(got) == len(w.conds)
		for k := 0; same && k < len(got); k++ {
			same = got[k] == w.conds[k]
		}
		if !same {
			t.Errorf("X%d = %+v (+%v), want %+v", i+1, x, SphinxExtra[x.ID], w)
		}
		if x.ThreePlus {
			three++
		}
		if (x.Max != 0 || x.Max2 != 0) != (i+1 == 6) {
			t.Errorf("X%d caps %d/%d", i+1, x.Max, x.Max2)
		}
	}
	if three != 2 {
		t.Errorf("%d 3+ Sphinx cards, want 2 (X34, X35)", three)
	}
	if x := SphinxCards[5]; x.Max != 10 || x.Max2 != 6 {
		t.Errorf("X6 caps %d/%d, want 10 (2 × 5 rows) and 6 (2 × 3 rows)", x.Max, x.Max2)
	}
	if int(SphinxCards[5].Max) != 2*PyrRows || int(SphinxCards[5].Max2) != 2*PyrRows2p {
		t.Error("X6 caps are 2 per row")
	}
	for id := range SphinxExtra {
		if id != 8 && id != 25 {
			t.Errorf("extra conditions on X%d", id)
		}
	}
}

// §9.4: 9 statue cards, 4 in deck A (S2, S5, S6, S7) and 5 in deck B;
// objectives and thresholds; §3.1 step 5 needs 1 A and 1 B.
func TestSpec9_4StatueCards(t *testing.T) {
	want := [NumStatueCards]StatueCard{
		{1, false, Cond{CPermanents, 0, 0}, [3]int8{2, 3, 4}},
		{2, true, Cond{CPyramid, 0, 0}, [3]int8{3, 4, 6}},
		{3, false, Cond{CFieldValue, -2, 0}, [3]int8{8, 12, 16}},
		{4, false, Cond{CFieldValue, Green, 0}, [3]int8{8, 11, 13}},
		{5, true, Cond{CMarketSum, 0, 0}, [3]int8{6, 8, 10}},
		{6, true, Cond{CSphinxCards, 0, 0}, [3]int8{4, 5, 6}},
		{7, true, Cond{CObelisk, 0, 0}, [3]int8{2, 3, 4}},
		{8, false, Cond{CQuarryValue, 0, 0}, [3]int8{7, 11, 13}},
		{9, false, Cond{CCrewTotal, 0, 0}, [3]int8{12, 15, 18}},
	}
	a := 0
	for i, w := range want {
		if StatueCards[i] != w {
			t.Errorf("S%d = %+v, want %+v", i+1, StatueCards[i], w)
		}
		if StatueCards[i].DeckA {
			a++
		}
		th := StatueCards[i].Thresholds
		if th[0] >= th[1] || th[1] >= th[2] {
			t.Errorf("S%d thresholds not increasing", i+1)
		}
	}
	if a != 4 || NumStatueCards-a != 5 {
		t.Errorf("%d A statues, want 4 A + 5 B", a)
	}
	// S5's top threshold 10 is the most the two markets can reach.
	if StatueCards[4].Thresholds[2] != 2*MaxLevel {
		t.Error("S5 level 3 needs both markets at 5")
	}
}
