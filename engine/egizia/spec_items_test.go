package egizia

import (
	"reflect"
	"testing"

	"nilegames/engine"
)

// fillRow puts owners on row r's first spaces.
func fillRow(s *State, r int, owners ...int) {
	for j, q := range owners {
		s.pyramid[r][j] = int8(q)
	}
}

// scoredList is the Scored events as (player, points) pairs.
func scoredList(r *brec) [][2]int {
	var out [][2]int
	for _, e := range bevents[Scored](r) {
		out = append(out, [2]int{e.Player, e.Points})
	}
	return out
}

// §6.3 John's example: the rightmost space of row 1, then the leftmost of
// row 2 (its supports built); 5 Stone, yellow 5, 5 points; he completed
// row 1 with the majority (3 bricks): +3.
func TestSpec6_3JohnPyramid(t *testing.T) {
	s, r := bstate(t, 4)
	john := 2
	fillRow(s, 0, john, 0, john, 0, 1) // John 2, seat 0 2, seat 1 1
	s.slots[ZonePyramid][0] = int8(john)
	p := &s.pl[john]
	p.Stone, p.Str[CrewYellow] = 5, 5
	s.startBuildStep()
	mustApply(t, s, bcode(CrewYellow, false))
	mustApply(t, s, bitem(itemPyramid+0))
	if s.pyramid[0][5] != int8(john) || s.rowWinner[0] != int8(john) || p.RowMaj != 1 {
		t.Fatalf("row 1 %v winner %d", s.pyramid[0][:6], s.rowWinner[0])
	}
	mustApply(t, s, bitem(itemPyramid+1)) // 5 spent: the build ends
	if s.pyramid[1][0] != int8(john) {
		t.Fatalf("row 2 %v", s.pyramid[1][:5])
	}
	if p.Score != 5+3 || p.Stone != 0 {
		t.Fatalf("score %d stone %d, want 8 and 0", p.Score, p.Stone)
	}
	if rc := bevents[RowCompleted](r); len(rc) != 1 || rc[0] != (RowCompleted{Row: 0, Winner: john, Bricks: 3, Points: 3}) {
		t.Fatalf("row events %v", rc)
	}
	// A28: the brick's points, then the majority, then the next brick.
	if got := scoredList(r); !reflect.DeepEqual(got, [][2]int{{john, 2}, {john, 3}, {john, 3}}) {
		t.Fatalf("score events %v", got)
	}
}

// §6.3 Ben and Sarah's example: Ben builds the last space of rows 1 and
// 2: 5 points for his Stone; Sarah has row 1's majority (+3 at once), Ben
// row 2's (+2). A28's order: each brick's points, then its row's majority.
func TestSpec6_3BenSarahRowMajorities(t *testing.T) {
	s, r := bstate(t, 4)
	ben, sarah := 0, 1
	fillRow(s, 0, sarah, sarah, sarah, ben, 2)
	fillRow(s, 1, sarah, 2, 3, ben)
	s.slots[ZonePyramid][0] = int8(ben)
	p := &s.pl[ben]
	p.Stone, p.Str[CrewYellow] = 5, 5
	s.startBuildStep()
	mustApply(t, s, bcode(CrewYellow, false))
	bRefuse(t, s, bitem(itemPyramid+1)) // row 2's last space lacks its support
	mustApply(t, s, bitem(itemPyramid+0))
	mustApply(t, s, bitem(itemPyramid+1)) // A4: the brick just placed supports it
	if p.Score != 5+2 || s.pl[sarah].Score != 3 {
		t.Fatalf("Ben %d Sarah %d, want 7 and 3", p.Score, s.pl[sarah].Score)
	}
	if got := scoredList(r); !reflect.DeepEqual(got, [][2]int{{ben, 2}, {sarah, 3}, {ben, 3}, {ben, 2}}) {
		t.Fatalf("score events %v", got)
	}
	if s.pl[sarah].RowMaj != 1 || p.RowMaj != 2 || s.rowWinner[0] != int8(sarah) || s.rowWinner[1] != int8(ben) {
		t.Fatalf("row majorities %b %b", s.pl[sarah].RowMaj, p.RowMaj)
	}
}

// §6.3: a tie for a row's majority goes to the tied seat owning the
// rightmost brick, even when another seat completed the row.
func TestSpec6_3RowTieRightmostBrick(t *testing.T) {
	s, r := bstate(t, 4)
	fillRow(s, 0, 0, 0, 1, 1, 2, 3)
	fillRow(s, 1, 0, 1, 0, 1)
	s.placeFree(2, itemPyramid+1) // seat 2 completes row 2: seats 0 and 1 tie with 2
	if rc := bevents[RowCompleted](r); len(rc) != 1 || rc[0] != (RowCompleted{Row: 1, Winner: 1, Bricks: 2, Points: 2}) {
		t.Fatalf("row events %v", rc)
	}
	if s.pl[1].Score != 2 || s.pl[2].Score != 0 {
		t.Fatalf("scores %d %d", s.pl[1].Score, s.pl[2].Score)
	}
}

// §2.4 / §6.3 two players: logical rows are the dark side then the light
// side; supports on the same side; costs 2/3/4; a row is complete when
// its rightmost light-side space is filled.
func TestSpec2_4TwoPlayerPyramid(t *testing.T) {
	s, r := bstate(t, 2)
	if s.pyrSize(0) != 8 || s.pyrSize(1) != 6 || s.pyrSize(2) != 4 || s.pyrRows() != 3 {
		t.Fatal("2p row sizes")
	}
	if s.itemCost(0, itemPyramid+0) != 2 || s.itemCost(0, itemPyramid+1) != noItem || s.itemCost(0, itemPyramid+3) != noItem {
		t.Fatal("2p costs or supports on an empty pyramid")
	}
	fillRow(s, 0, 0, 1, 0, 1, 0) // dark side full, light space 1
	fillRow(s, 1, 1, 0, 1)       // dark side of row 2 full
	// Row 2's next space is its light side's first: it rests on the light
	// spaces 1 and 2 of row 1, and light 2 is empty.
	if s.pyrNext(1) != -1 {
		t.Fatalf("row 2 next %d, want none", s.pyrNext(1))
	}
	if a, b := s.pyrSupports(1, 3); a != 4 || b != 5 {
		t.Fatalf("supports of row 2 light 1: %d %d", a, b)
	}
	if a, b := s.pyrSupports(2, 1); a != 1 || b != 2 {
		t.Fatalf("supports of row 3 dark 2: %d %d", a, b)
	}
	// Row 3's dark space 1 rests on row 2's dark spaces 1, 2: built.
	if s.pyrNext(2) != 0 || s.itemCost(0, itemPyramid+2) != 4 {
		t.Fatal("row 3 dark side should be open")
	}
	s.placeFree(1, itemPyramid+0) // light 2
	if s.pyrNext(1) != 3 || s.itemCost(0, itemPyramid+1) != 3 {
		t.Fatalf("row 2 light 1 should be open: next %d", s.pyrNext(1))
	}
	s.placeFree(1, itemPyramid+0)
	if len(bevents[RowCompleted](r)) != 0 {
		t.Fatal("row 1 completed before its rightmost light space")
	}
	s.placeFree(0, itemPyramid+0) // the rightmost light space: 4 each, seat 0 rightmost
	if rc := bevents[RowCompleted](r); len(rc) != 1 || rc[0] != (RowCompleted{Row: 0, Winner: 0, Bricks: 4, Points: 4}) {
		t.Fatalf("row events %v", rc)
	}
}

// §6.3 Sonia's example: a 3 on the pyramid and two statues' level 2 (2
// each) cost 7: green 7, 7 Stone, only 3 points; one level per statue per
// round.
func TestSpec6_3SoniaStatues(t *testing.T) {
	s, r := bstate(t, 3)
	sonia := 1
	s.round = 2
	fillRow(s, 0, 0, 2)
	p := &s.pl[sonia]
	p.Statue = [NumStatues]int8{1, 1, 0}
	p.StatueRound = [NumStatues]int8{1, 1, 0}
	p.Stone, p.Str[CrewGreen] = 10, 7
	s.slots[ZonePyramid][0] = int8(sonia)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemPyramid+1))
	mustApply(t, s, bitem(itemStatue+0))
	bRefuse(t, s, bitem(itemStatue+0)) // one level per statue per round
	if !has(s, bitem(itemStatue+2)) {
		t.Fatal("another statue should be buildable")
	}
	mustApply(t, s, bitem(itemStatue+1)) // 7 spent: the build ends
	if p.Score != 3 || p.Stone != 3 || p.Statue != [NumStatues]int8{2, 2, 0} {
		t.Fatalf("score %d stone %d statues %v", p.Score, p.Stone, p.Statue)
	}
	if p.StatueRound != [NumStatues]int8{2, 2, 0} {
		t.Fatalf("statue rounds %v", p.StatueRound)
	}
	b := bevents[BrickPlaced](r)
	if len(b) != 3 || b[1] != (BrickPlaced{Player: sonia, Monument: MonStatue, Row: 0, Space: 1, Cost: 2}) {
		t.Fatalf("bricks %+v", b)
	}
}

// §7.3 G3: +1 per later brick (statues too, never the Sphinx); column 3's
// brick itself does not count, the items after it in the same build do.
func TestSpec7_3G3LaterBricks(t *testing.T) {
	s, _ := bstate(t, 3)
	s.gold = G3
	p := &s.pl[0]
	p.Col = 2
	p.Stone, p.Str[CrewGreen], p.Str[CrewBlue], p.Str[CrewYellow] = 20, 3, 1, 2
	s.slots[ZoneObelisk][0] = 0
	s.slots[ZonePyramid][0] = 0
	s.slots[ZoneSphinx][0] = 0
	s.slots[ZoneSphinx][1] = 1 // keeps the step open (no cooperation bonus yet)
	s.pl[1].Stone = 1
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemColonnade)) // column 3: 2 points, G3 gained
	if p.Score != 2 || !p.HasBonus(G3) {
		t.Fatalf("score %d after column 3", p.Score)
	}
	mustApply(t, s, bitem(itemObelisk)) // 1 + 1
	if p.Score != 4 {
		t.Fatalf("score %d after the obelisk, want 4", p.Score)
	}
	mustApply(t, s, aMarket+MktStone)
	bwant(t, s, PhBuild, 0)
	mustApply(t, s, bcode(CrewBlue, false))
	mustApply(t, s, bitem(itemStatue+0)) // statue: 0 + 1
	if p.Score != 5 {
		t.Fatalf("score %d after the statue, want 5", p.Score)
	}
	mustApply(t, s, bcode(CrewYellow, false))
	mustApply(t, s, bdraw(1, false))
	mustApply(t, s, aKeep+0) // 1 card back: +1, no G3
	if p.Score != 6 {
		t.Fatalf("score %d after the Sphinx, want 6", p.Score)
	}
}

// §7.3 G4 / §6.2 / A29: G4 moves all four crews +1 at once, flips the
// starting field, but the build in progress keeps its capacity.
func TestA29G4DoesNotRaiseCapacity(t *testing.T) {
	s, r := bstate(t, 3)
	s.gold = G4
	p := &s.pl[0]
	p.Stone, p.Str[CrewGreen] = 9, 4
	s.slots[ZoneObelisk][0] = 0
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemColonnade))
	mustApply(t, s, bitem(itemColonnade))
	mustApply(t, s, bitem(itemColonnade)) // 1+1+2 = 4: G4, and the build is full
	if p.Str != [NumCrews]int8{3, 5, 2, 2} || !p.StartG4 {
		t.Fatalf("Strength %v after G4", p.Str)
	}
	if s.phase == PhBuildItems {
		t.Fatal("G4's Strength raised the build's capacity")
	}
	if n := len(bevents[StrengthChanged](r)); n != 4 {
		t.Fatalf("%d Strength events, want 4", n)
	}
}

// §6.3 colonnade: column 5 gives the violet tile; column 7 scores 5/3/2/1
// by the rank of completion (A19: the order of building).
func TestSpec6_3ColonnadeTilesAndCompletion(t *testing.T) {
	s, r := bstate(t, 4)
	s.colDone = 1
	for q := 0; q < 3; q++ {
		s.slots[ZoneObelisk][q] = int8(q)
		s.pl[q].Col = 6
		s.pl[q].Stone, s.pl[q].Str[CrewGreen] = 4, 4
	}
	s.pl[2].Col, s.pl[2].Stone = 4, 9
	s.pl[2].Str[CrewGreen] = 9
	s.startBuildStep()
	for q := 0; q < 2; q++ {
		mustApply(t, s, bcode(CrewGreen, false))
		mustApply(t, s, bitem(itemColonnade))
	}
	if s.pl[0].ColRank != 2 || s.pl[1].ColRank != 3 || s.pl[0].Score != 4+3 || s.pl[1].Score != 4+2 {
		t.Fatalf("ranks %d %d scores %d %d", s.pl[0].ColRank, s.pl[1].ColRank, s.pl[0].Score, s.pl[1].Score)
	}
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemColonnade)) // column 5: the violet tile
	if !s.pl[2].HasBonus(G7) {
		t.Fatal("column 5's violet tile not gained")
	}
	mustApply(t, s, bitem(itemColonnade))
	mustApply(t, s, aDone)
	cc := bevents[ColonnadeCompleted](r)
	if len(cc) != 2 || cc[1] != (ColonnadeCompleted{Player: 1, Rank: 3, Points: 2}) {
		t.Fatalf("completion events %v", cc)
	}
	if s.pl[2].Col != 6 || s.pl[2].Score != 3+3 {
		t.Fatalf("seat 2 col %d score %d", s.pl[2].Col, s.pl[2].Score)
	}
}

// §6.3 / A3 obelisk market bonus: an upper brick gives both markets (the
// build's bricks judged together, after its items); one bonus a round.
func TestA3ObeliskBonusOncePerRound(t *testing.T) {
	s, r := bstate(t, 3)
	s.obeN = 5
	for i := 0; i < 5; i++ {
		s.obelisk[i] = 2
	}
	s.slots[ZoneObelisk][0], s.slots[ZoneObelisk][1] = 0, 1
	s.pl[0].Stone, s.pl[0].Str[CrewGreen] = 7, 7
	s.pl[1].Stone, s.pl[1].Str[CrewGreen] = 9, 9
	s.pl[1].ObeBonus = true // a free brick took it earlier this round
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemObelisk)) // floor 6 (lower), 3
	mustApply(t, s, bitem(itemObelisk)) // floor 7 (upper), 4: the build ends
	if s.pl[0].Mkt != [NumMarkets]int8{2, 2} {
		t.Fatalf("seat 0 markets %v, want both +1 without a choice", s.pl[0].Mkt)
	}
	bwant(t, s, PhBuild, 1)
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemObelisk))
	mustApply(t, s, aDone)
	if s.pl[1].Mkt != [NumMarkets]int8{1, 1} || s.phase == PhMarket {
		t.Fatalf("seat 1 got a second bonus: %v", s.pl[1].Mkt)
	}
	if o := bevents[ObeliskBonus](r); len(o) != 1 || o[0] != (ObeliskBonus{Player: 0, Upper: true}) {
		t.Fatalf("bonus events %v", o)
	}
}

// A15 / A32: a free brick goes on a legal space of the obelisk, the
// colonnade or the pyramid (never a statue), scores nothing itself, but
// G3, the colonnade tile and the obelisk bonus apply at once.
func TestA32FreeBrickTargetsAndBonuses(t *testing.T) {
	s, r := bstate(t, 3)
	got := s.freeTargets(0, nil)
	want := []engine.Action{aFree + itemObelisk, aFree + itemColonnade, aFree + itemPyramid}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("targets %v, want %v", got, want)
	}
	p := &s.pl[0]
	giveBonus(s, 0, G3)
	p.Col = 2
	s.placeFree(0, itemColonnade) // column 3: G3's +1, the gold tile
	if p.Score != 1 || !p.HasBonus(G2) || p.Col != 3 {
		t.Fatalf("score %d col %d", p.Score, p.Col)
	}
	s.taskN = 0
	s.placeFree(0, itemObelisk) // lower: a market choice queued
	if s.taskN != 1 || s.tasks[0].op != (Op{OpMarket, MktChoice, 1}) || !p.ObeBonus {
		t.Fatalf("tasks %d %v", s.taskN, s.tasks[0])
	}
	b := bevents[BrickPlaced](r)
	if len(b) != 2 || b[1] != (BrickPlaced{Player: 0, Monument: MonObelisk, Free: true}) {
		t.Fatalf("bricks %+v", b)
	}
	// Upper floor, bonus not yet taken: both markets at once.
	s.obeN = ObeliskLower
	s.pl[1].Stone = 0
	s.placeFree(1, itemObelisk)
	if s.pl[1].Mkt != [NumMarkets]int8{2, 2} || s.pl[1].Score != 0 || s.taskN != 1 {
		t.Fatalf("seat 1 markets %v score %d", s.pl[1].Mkt, s.pl[1].Score)
	}
	// Full monuments are no target.
	s.obeN = ObeliskFloors
	p.Col = ColColumns
	if got := s.freeTargets(0, nil); !reflect.DeepEqual(got, []engine.Action{aFree + itemPyramid}) {
		t.Fatalf("targets %v", got)
	}
}

// §7.4 G6 (2p: gained at colonnade column 3): two basic crews in one build,
// once a round (A16: both flipped, the Leader may join).
func TestSpec7_4G6TwoCrewsOnceARound(t *testing.T) {
	s, _ := bstate(t, 2)
	p := &s.pl[0]
	p.Col = 2
	p.Stone = 20
	p.Str = [NumCrews]int8{2, 2, 3, 4}
	s.slots[ZoneObelisk][0], s.slots[ZonePyramid][0] = 0, 0
	s.startBuildStep()
	if has(s, aBuild+6) {
		t.Fatal("G6 before it is gained")
	}
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemColonnade)) // column 3, 2p: G6
	if !p.HasBonus(G6) {
		t.Fatal("2p column 3 gives G6")
	}
	bwant(t, s, PhBuild, 0) // Z2
	var got []string
	for _, a := range s.Legal(nil) {
		got = append(got, s.ActionString(a))
	}
	want := []string{"decline", "build:blue", "build:blue+leader", "build:yellow", "build:yellow+leader", "build:blue+yellow", "build:blue+yellow+leader"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	mustApply(t, s, aBuild+6+2*2) // blue+yellow
	if s.b.capacity != 7 || p.BonusUsed&(1<<G6) == 0 {
		t.Fatalf("capacity %d", s.b.capacity)
	}
}

// §6.3: one level per statue per round, even with Strength and Stone to
// spare; the next round the statue is open again.
func TestSpec6_3OneStatueLevelPerRound(t *testing.T) {
	s, _ := bstate(t, 3)
	p := &s.pl[0]
	p.Stone, p.Str[CrewGreen] = 9, 9
	s.slots[ZonePyramid][0] = 0
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemStatue+0)) // level 1 costs 1; 8 left
	bRefuse(t, s, bitem(itemStatue+0))   // level 2 (2) fits but not this round
	s.round++
	if !has(s, bitem(itemStatue+0)) {
		t.Fatal("the statue is not open again in the next round")
	}
}

// A28: per item, its cost points, then G3's +1, then the colonnade
// completion (or a row majority, possibly another seat's); the obelisk
// market bonus after all the build's items.
func TestA28ScoreEventOrder(t *testing.T) {
	s, r := bstate(t, 3)
	giveBonus(s, 0, G3)
	p := &s.pl[0]
	p.Col = 6
	p.Stone, p.Str[CrewGreen], p.Str[CrewBlue] = 20, 9, 9
	p.Mkt[MktWheat] = 5 // the obelisk bonus pays 2 points at the Wheat market's top
	s.slots[ZoneObelisk][0], s.slots[ZonePyramid][0] = 0, 0
	fillRow(s, 0, 1, 1, 1, 2, 2)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemColonnade)) // 4, G3 1, completion 5
	mustApply(t, s, bitem(itemObelisk))   // 1, G3 1
	mustApply(t, s, aDone)
	mustApply(t, s, aMarket+MktWheat) // overflow: +2
	mustApply(t, s, bcode(CrewBlue, false))
	mustApply(t, s, bitem(itemPyramid)) // 2, G3 1, seat 1's majority 3
	want := [][2]int{{0, 4}, {0, 1}, {0, 5}, {0, 1}, {0, 1}, {0, 2}, {0, 2}, {0, 1}, {1, 3}}
	if got := scoredList(r); !reflect.DeepEqual(got, want) {
		t.Fatalf("score events %v, want %v", got, want)
	}
}
