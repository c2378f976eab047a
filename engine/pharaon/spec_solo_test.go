package pharaon

import (
	"reflect"
	"testing"

	"nilegames/engine"
)

// The Traitor's rules (§3.4, §8, §9.6, A19, A20, A25, A26), each scenario
// worked by hand from the spec's tables on soloBare's layout: positions
// 0..4 hold T1..T5, light, associated with AGR, JUS, CON, ROY, COM.

func TestSpec3_4TraitorTilesAndPile(t *testing.T) {
	leftmost := [NumTiles]bool{}
	assocFirst := [NumBase]bool{}
	for seed := uint64(1); seed <= 200; seed++ {
		s := soloBare(t)
		r := engine.NewRNG(seed)
		s.Reseed(&r)
		for p := 0; p < NumBase; p++ {
			s.supply[p] = Supply
		}
		s.bot = traitor{levelOpt: 0}
		s.soloSetup()
		b := &s.bot
		var seenT, seenR [NumTiles]bool
		for p := 0; p < NumTiles; p++ {
			seenT[b.order[p]] = true
			seenR[b.assoc[p]] = true
			if b.filled[p] != 1 {
				t.Fatalf("seed %d: position %d filled %d, want 1 (space 1)", seed, p, b.filled[p])
			}
			if b.dark[p] {
				t.Fatalf("seed %d: tile T%d dark at level 0", seed, p+1)
			}
		}
		for i := 0; i < NumTiles; i++ {
			if !seenT[i] || !seenR[i] {
				t.Fatalf("seed %d: order %v assoc %v are not permutations", seed, b.order, b.assoc)
			}
		}
		for r := 0; r < NumBase; r++ {
			if s.supply[r] != Supply-1 {
				t.Fatalf("seed %d: supply of %d is %d, want %d (one token on the tiles)", seed, r, s.supply[r], Supply-1)
			}
		}
		// The round-1 pile: the light Jar count of the leftmost tile
		// (T1 4, T2..T4 5, T5 6), from the top of the Jar pile (29, 28...).
		want := [NumTiles]int{4, 5, 5, 5, 6}[b.order[0]]
		if int(b.pileN) != want || int(s.jarN) != NumJars-want {
			t.Fatalf("seed %d: pile %d jarN %d, want %d and %d", seed, b.pileN, s.jarN, want, NumJars-want)
		}
		for i := 0; i < want; i++ {
			if b.pile[i] != int8(NumJars-1-i) {
				t.Fatalf("seed %d: pile %v, want the Jar pile's top %d", seed, b.pile[:b.pileN], want)
			}
		}
		if b.jar != -1 || b.level != 0 || b.gods != 0 {
			t.Fatalf("seed %d: jar %d level %d gods %b", seed, b.jar, b.level, b.gods)
		}
		leftmost[b.order[0]] = true
		assocFirst[b.assoc[0]] = true
	}
	for i := 0; i < NumTiles; i++ {
		if !leftmost[i] || !assocFirst[i] {
			t.Errorf("over 200 seeds T%d leftmost %v, resource %d on the leftmost %v: not random", i+1, leftmost[i], i, assocFirst[i])
		}
	}
}

func TestSpec8_8DifficultyLevels(t *testing.T) {
	// Total Jars over the 5 rounds: light 4+5+5+5+6 = 25; dark faces
	// T1 5, T2 5, T3 6, T4 6, T5 7 turn T1..Tk.
	total := [6]int{25, 26, 26, 27, 28, 29}
	for k := 0; k <= 5; k++ {
		s := soloBare(t)
		s.bot = traitor{levelOpt: int8(k)}
		s.soloSetup()
		for id := 0; id < NumTiles; id++ {
			if s.bot.dark[id] != (id < k) {
				t.Fatalf("level %d: T%d dark %v", k, id+1, s.bot.dark[id])
			}
		}
		sum := int(s.bot.pileN)
		for r := 2; r <= NumRounds; r++ {
			s.bot.pileN = 0
			s.round = int8(r)
			s.traitorNewRound()
			sum += int(s.bot.pileN)
		}
		if sum != total[k] {
			t.Errorf("level %d: %d Jars over the game, want %d", k, sum, total[k])
		}
	}
}

func TestSpec4_4NewRoundPileByPositionAndFace(t *testing.T) {
	s := soloBare(t)
	// Left to right: T3, T1, T5 (dark), T2, T4.
	s.bot.order = [NumTiles]int8{2, 0, 4, 1, 3}
	s.bot.dark[4] = true
	want := [NumRounds + 1]int{0, 5, 4, 7, 5, 5}
	for r := 1; r <= NumRounds; r++ {
		s.bot.pileN = 0
		jarN := s.jarN
		s.round = int8(r)
		evs := record(s)
		s.traitorNewRound()
		if int(s.bot.pileN) != want[r] || int(jarN-s.jarN) != want[r] {
			t.Errorf("round %d: pile %d (Jar pile %d → %d), want %d", r, s.bot.pileN, jarN, s.jarN, want[r])
		}
		tile := int(s.bot.order[r-1])
		if !hasEvent(*evs, TraitorPileDrawn{Round: r, Pos: r - 1, Tile: tile, Dark: tile == 4, Count: want[r]}) {
			t.Errorf("round %d: no TraitorPileDrawn event in %v", r, *evs)
		}
	}
}

// Rulebook: « lors de la mise en place de la 3e manche, regardez le
// nombre de Vases sur la 3e tuile Traître en partant de la gauche ».
func TestSpec8_9RulebookRound3JarCount(t *testing.T) {
	s := soloBare(t)
	s.bot.order = [NumTiles]int8{4, 3, 0, 2, 1} // T1 third from the left
	s.round = 3
	s.traitorNewRound()
	if s.bot.pileN != 4 {
		t.Errorf("round 3 with T1 (light, 4 Jars) third: pile %d", s.bot.pileN)
	}
	s.bot.pileN = 0
	s.bot.dark[0] = true
	s.traitorNewRound()
	if s.bot.pileN != 5 {
		t.Errorf("round 3 with T1 dark (5 Jars) third: pile %d", s.bot.pileN)
	}
}

func TestSpec8_3PlacementLowestFreeSpace(t *testing.T) {
	s := soloBare(t)
	evs := record(s)
	s.traitorToTiles(CON)
	if s.bot.filled != [NumTiles]int8{1, 1, 2, 1, 1} || s.supply[CON] != Supply-2 {
		t.Fatalf("filled %v supply %d, want CON's tile (position 2) at 2 and supply %d", s.bot.filled, s.supply[CON], Supply-2)
	}
	want := TraitorTilePlaced{Res: CON, Pos: 2, Tile: 2, Space: 2}
	if got := tilePlacements(*evs); len(got) != 1 || got[0] != want {
		t.Errorf("events %v, want %v", got, want)
	}
	s.traitorToTiles(CON)
	if s.bot.filled[2] != 3 {
		t.Errorf("second CON: filled %d, want 3", s.bot.filled[2])
	}
}

func TestSpec8_3TileOverflowWraps(t *testing.T) {
	s := soloBare(t)
	s.bot.filled = [NumTiles]int8{1, 1, 13, 13, 1}
	s.traitorToTiles(CON) // full → ROY's full → COM's
	if s.bot.filled != [NumTiles]int8{1, 1, 13, 13, 2} {
		t.Errorf("CON on a full tile: filled %v, want COM's tile at 2", s.bot.filled)
	}
	s.bot.filled = [NumTiles]int8{1, 1, 1, 13, 13}
	evs := record(s)
	s.traitorToTiles(ROY) // full → COM's full → wrap to AGR's
	if s.bot.filled != [NumTiles]int8{2, 1, 1, 13, 13} {
		t.Errorf("ROY: filled %v, want the leftmost tile at 2", s.bot.filled)
	}
	if got := tilePlacements(*evs); len(got) != 1 || got[0].Pos != 0 || got[0].Res != ROY || got[0].Space != 2 {
		t.Errorf("events %v, want ROY on position 0 space 2", got)
	}
}

func TestSpec8_3AllTilesFull(t *testing.T) {
	s := soloBare(t)
	for p := range s.bot.filled {
		s.bot.filled[p] = TileSpaces
	}
	before := *s.clone()
	evs := record(s)
	s.traitorToTiles(AGR)
	s.SetRecorder(nil)
	if after := *s.clone(); after.bot != before.bot || after.supply != before.supply {
		t.Errorf("all full: bot %+v supply %v, want unchanged", after.bot, after.supply)
	}
	if got := tilePlacements(*evs); len(got) != 1 || got[0].Pos != -1 {
		t.Errorf("events %v, want one with Pos -1", got)
	}
}

func TestA20VirtualMarkerOnTiles(t *testing.T) {
	s := soloBare(t)
	s.supply[JUS] = 0
	evs := record(s)
	s.traitorToTiles(JUS)
	if s.bot.filled[1] != 2 || s.supply[JUS] != 0 {
		t.Errorf("empty supply: filled %d supply %d, want 2 and 0", s.bot.filled[1], s.supply[JUS])
	}
	if got := tilePlacements(*evs); len(got) != 1 || !got[0].Marker {
		t.Errorf("events %v, want a marker", got)
	}
}

func TestA25VirtualMarkerOnWheel(t *testing.T) {
	s := soloBare(t)
	s.supply[AGR] = 0
	traitorJar(s, 0) // V01 AGR, JUS | CON
	fillWheel(s, JUS, 3)
	s.traitorTurn() // only AGR fits on the wheel
	if s.slots[AGR][0] != wheelMarker || s.slotBy[AGR][0] != traitorSeat || s.supply[AGR] != 0 {
		t.Errorf("AGR slot %d by %d supply %d, want a marker by the Traitor", s.slots[AGR][0], s.slotBy[AGR][0], s.supply[AGR])
	}
}

func TestSpec8_6BurialChamber(t *testing.T) {
	wantIcon(t, 0, 0, 4, IcBC, 0)
	s := soloBare(t)
	s.bot.filled[0] = 3
	evs := record(s)
	s.traitorToTiles(AGR)
	if s.pl[traitorSeat].BC != 1 || !hasEvent(*evs, BurialStepped{Player: traitorSeat, Step: 1, Free: true}) {
		t.Errorf("BC %d, want 1 (events %v)", s.pl[traitorSeat].BC, *evs)
	}
	// Ignored on the last step.
	s.pl[traitorSeat].BC = BCSteps
	s.bot.filled[0] = 3
	*evs = nil
	s.traitorToTiles(AGR)
	if s.pl[traitorSeat].BC != BCSteps || !hasEvent(*evs, TraitorNothing{Icon: "bc"}) {
		t.Errorf("BC %d after the last step, want %d (events %v)", s.pl[traitorSeat].BC, BCSteps, *evs)
	}
}

func TestSpec7_4TraitorTakesPharaoh(t *testing.T) {
	// 2 Nobles and the cube reaching step 3 through a BC icon.
	s := soloBare(t)
	s.pl[traitorSeat].Nobles = 1<<0 | 1<<5
	s.pl[traitorSeat].BC = 2
	s.bot.filled[0] = 3
	evs := record(s)
	s.traitorToTiles(AGR)
	if s.pharaoh != traitorSeat || !hasEvent(*evs, PharaohTaken{Player: traitorSeat}) {
		t.Errorf("pharaoh %d, want the Traitor (events %v)", s.pharaoh, *evs)
	}
	// Step 3 and a second Noble through N+1.
	wantIcon(t, 0, 1, 6, IcNTake, 1)
	s = soloBare(t)
	s.pl[traitorSeat].Nobles = 1 << 0
	s.pl[traitorSeat].BC = 3
	s.bot.filled[1] = 5
	s.traitorToTiles(JUS)
	if s.pharaoh != traitorSeat {
		t.Errorf("pharaoh %d after N+1, want the Traitor", s.pharaoh)
	}
	// Never taken away.
	s = soloBare(t)
	s.pharaoh = 0
	s.pl[traitorSeat].Nobles = 1<<0 | 1<<5
	s.pl[traitorSeat].BC = 2
	s.bot.filled[0] = 3
	s.traitorToTiles(AGR)
	if s.pharaoh != 0 {
		t.Errorf("pharaoh %d, want the human's kept", s.pharaoh)
	}
}

func TestSpec8_6NobleTake(t *testing.T) {
	wantIcon(t, 0, 1, 6, IcNTake, 1)
	wantIcon(t, 0, 1, 10, IcNTake, 2)
	s := soloBare(t)
	s.bot.filled[1] = 5
	evs := record(s)
	s.traitorToTiles(JUS) // N+1: id 25 taken, id 22 refills slot 0
	pl := &s.pl[traitorSeat]
	if pl.Nobles != 1<<25 || s.nobleDisp != [3]int8{22, 24, 23} || s.nobleN != 22 {
		t.Fatalf("N+1: Nobles %b display %v deck %d", pl.Nobles, s.nobleDisp, s.nobleN)
	}
	if !hasEvent(*evs, NobleTaken{Player: traitorSeat, Noble: 26, Slot: 0}) || !hasEvent(*evs, NobleRefilled{Slot: 0, Noble: 23}) {
		t.Errorf("events %v", *evs)
	}
	s.bot.filled[1] = 9
	s.traitorToTiles(JUS) // N+2: id 24 taken, id 21 refills slot 1
	if pl.Nobles != 1<<25|1<<24 || s.nobleDisp != [3]int8{22, 21, 23} {
		t.Errorf("N+2: Nobles %b display %v", pl.Nobles, s.nobleDisp)
	}
	// The slot empty (deck exhausted): nothing.
	s = soloBare(t)
	s.nobleDisp[0], s.nobleN = -1, 0
	s.bot.filled[1] = 5
	evs = record(s)
	s.traitorToTiles(JUS)
	if s.pl[traitorSeat].Nobles != 0 || !hasEvent(*evs, TraitorNothing{Icon: "noble_take", Arg: 1}) {
		t.Errorf("N+1 on an empty slot: Nobles %b events %v", s.pl[traitorSeat].Nobles, *evs)
	}
}

func TestSpec8_6NobleDiscard(t *testing.T) {
	wantIcon(t, 0, 1, 4, IcNDisc, 2)
	s := soloBare(t)
	s.bot.filled[1] = 3
	evs := record(s)
	s.traitorToTiles(JUS) // N×2: id 24 discarded, id 22 refills
	if s.pl[traitorSeat].Nobles != 0 || s.nobleDisp != [3]int8{25, 22, 23} || s.nobleN != 22 {
		t.Errorf("N×2: Nobles %b display %v deck %d", s.pl[traitorSeat].Nobles, s.nobleDisp, s.nobleN)
	}
	if !hasEvent(*evs, NobleDiscarded{Noble: 25, Slot: 1}) || !hasEvent(*evs, NobleRefilled{Slot: 1, Noble: 23}) {
		t.Errorf("events %v", *evs)
	}
	// A26: an empty slot, nothing; the deck does not fill it either.
	s = soloBare(t)
	s.nobleDisp[1] = -1
	s.nobleN = 0
	s.bot.filled[1] = 3
	s.traitorToTiles(JUS)
	if s.nobleDisp != [3]int8{25, -1, 23} {
		t.Errorf("N×2 on an empty slot: display %v", s.nobleDisp)
	}
}

func TestSpec8_6NobleLevel(t *testing.T) {
	wantIcon(t, 0, 1, 3, IcNLevel, 8)
	wantIcon(t, 0, 1, 7, IcNLevel, 10)
	s := soloBare(t)
	s.bot.filled[1] = 2
	s.traitorToTiles(JUS)
	if s.bot.level != 8 {
		t.Fatalf("NL:8: level %d", s.bot.level)
	}
	s.bot.filled[1] = 6
	s.traitorToTiles(JUS)
	if s.bot.level != 10 {
		t.Fatalf("NL:10: level %d", s.bot.level)
	}
	// The highest reached counts: NL:8 after 12 leaves 12.
	s.bot.level = 12
	s.bot.filled[1] = 2
	s.traitorToTiles(JUS)
	if s.bot.level != 12 {
		t.Errorf("NL:8 over 12: level %d", s.bot.level)
	}
}

func TestSpec8_6God(t *testing.T) {
	wantIcon(t, 0, 4, 11, IcGod, 0)
	s := soloBare(t)
	// T5 (Osiris, the Offerings Quarter's god) leftmost, associated with AGR.
	s.bot.order = [NumTiles]int8{4, 3, 2, 1, 0}
	s.bot.filled[0] = 10
	evs := record(s)
	s.traitorToTiles(AGR)
	if s.bot.gods != 1<<0 || s.TraitorGodQuarters() != 1<<OFF {
		t.Errorf("gods %b quarters %b, want position 0 and the Offerings' god", s.bot.gods, s.TraitorGodQuarters())
	}
	if !hasEvent(*evs, TraitorGod{Pos: 0, Quarter: OFF}) {
		t.Errorf("events %v", *evs)
	}
}

// artisanDisplay sets the Artisans display to ids 2, 4, 0, 9 (PP 3, 5,
// 1, 5) over a deck whose top cards are ids 3 then 8 (PP 4).
func artisanDisplay(s *State) {
	s.artDisp = [4]int8{2, 4, 0, 9}
	s.artDeck[s.artN-1], s.artDeck[s.artN-2] = 3, 8
}

func TestSpec8_6ArtisanTake(t *testing.T) {
	wantIcon(t, 0, 3, 12, IcATakeH, 0)
	wantIcon(t, 0, 0, 5, IcATakeL, 0)
	s := soloBare(t)
	artisanDisplay(s)
	s.bot.filled[3] = 11
	evs := record(s)
	s.traitorToTiles(ROY) // A+H: PP 5 in slots 1 and 3, leftmost: id 4; id 3 refills
	pl := &s.pl[traitorSeat]
	if pl.Artisans != 1<<4 || s.artDisp != [4]int8{2, 3, 0, 9} {
		t.Fatalf("A+H: Artisans %b display %v", pl.Artisans, s.artDisp)
	}
	if !hasEvent(*evs, ArtisanTaken{Player: traitorSeat, Card: 4, Slot: 1}) || !hasEvent(*evs, ArtisanRefilled{Slot: 1, Card: 3}) {
		t.Errorf("events %v", *evs)
	}
	res := pl.Res
	s.bot.filled[0] = 4
	s.traitorToTiles(AGR) // A+L: PP 1 in slot 2 (A01: a Jar and AGR, not gained, A12)
	if pl.Artisans != 1<<4|1<<0 || s.artDisp != [4]int8{2, 3, 8, 9} || pl.Res != res {
		t.Errorf("A+L: Artisans %b display %v res %v", pl.Artisans, s.artDisp, pl.Res)
	}
}

func TestSpec8_6ArtisanDiscard(t *testing.T) {
	wantIcon(t, 0, 2, 5, IcADiscH, 0)
	wantIcon(t, 0, 4, 3, IcADiscL, 0)
	s := soloBare(t)
	artisanDisplay(s)
	s.bot.filled[2] = 4
	evs := record(s)
	s.traitorToTiles(CON) // A×H: id 4 (slot 1) discarded
	if s.pl[traitorSeat].Artisans != 0 || s.artDisp != [4]int8{2, 3, 0, 9} {
		t.Fatalf("A×H: Artisans %b display %v", s.pl[traitorSeat].Artisans, s.artDisp)
	}
	if !hasEvent(*evs, ArtisanDiscarded{Card: 4, Slot: 1}) || !hasEvent(*evs, ArtisanRefilled{Slot: 1, Card: 3}) {
		t.Errorf("events %v", *evs)
	}
	s.bot.filled[4] = 2
	s.traitorToTiles(COM) // A×L: id 0 (slot 2) discarded
	if s.pl[traitorSeat].Artisans != 0 || s.artDisp != [4]int8{2, 3, 8, 9} {
		t.Errorf("A×L: display %v", s.artDisp)
	}
}

func TestA26ArtisanIconsOnlyOccupiedSlots(t *testing.T) {
	s := soloBare(t)
	s.artDisp = [4]int8{-1, 4, -1, 9} // PP 5 and 5
	s.artN = 0
	s.bot.filled[0] = 4
	s.traitorToTiles(AGR) // A+L: the lowest among the occupied, leftmost: id 4
	if s.pl[traitorSeat].Artisans != 1<<4 || s.artDisp != [4]int8{-1, -1, -1, 9} {
		t.Fatalf("A+L: Artisans %b display %v", s.pl[traitorSeat].Artisans, s.artDisp)
	}
	s.artDisp = [4]int8{-1, -1, -1, -1}
	s.bot.filled[0] = 4
	evs := record(s)
	s.traitorToTiles(AGR)
	if s.pl[traitorSeat].Artisans != 1<<4 || !hasEvent(*evs, TraitorNothing{Icon: "artisan_take_low"}) {
		t.Errorf("A+L on an empty display: Artisans %b events %v", s.pl[traitorSeat].Artisans, *evs)
	}
}

func TestSpec8_6OfferingLot(t *testing.T) {
	wantIcon(t, 0, 0, 7, IcLot, 3)
	s := soloBare(t)
	s.bot.filled[0] = 6
	evs := record(s)
	s.traitorToTiles(AGR) // O#3: lot 3 = Resource Offering CON + Quarter Offering NIL
	pl := &s.pl[traitorSeat]
	if pl.Off[OffRes+CON] != 1 || pl.Off[OffQuarter+NIL] != 1 || s.lots[2] != [2]int8{-1, -1} {
		t.Fatalf("O#3: Off %v lots %v", pl.Off, s.lots[:3])
	}
	if !hasEvent(*evs, LotTaken{Player: traitorSeat, Lot: 2, Kinds: [2]int{OffRes + CON, OffQuarter + NIL}}) {
		t.Errorf("events %v", *evs)
	}
	// Already taken: nothing.
	off := pl.Off
	s.bot.filled[0] = 6
	*evs = nil
	s.traitorToTiles(AGR)
	if pl.Off != off || !hasEvent(*evs, TraitorNothing{Icon: "lot", Arg: 3}) {
		t.Errorf("O#3 again: Off %v events %v", pl.Off, *evs)
	}
}

func TestA21BonusPositionsForTheTraitor(t *testing.T) {
	wantIcon(t, 0, 4, 7, IcBonus, 1)
	wantIcon(t, 0, 2, 11, IcBonus, 2)
	s := soloBare(t)
	s.bonus[1] = OffPrestige2
	s.bot.filled[2] = 10
	evs := record(s)
	s.traitorToTiles(CON) // B#2: position 2
	if !hasEvent(*evs, OfferingGained{Player: traitorSeat, Kind: OffPrestige2, From: "bonus", Pos: 1}) {
		t.Errorf("events %v", *evs)
	}
	pl := &s.pl[traitorSeat]
	if pl.Off[OffPrestige2] != 1 || s.bonus[1] != -1 || s.bonus[0] != OffPrestige1 {
		t.Fatalf("B#2: Off %v bonus %v", pl.Off, s.bonus[:3])
	}
	// Position 1 empty: nothing, even though position 3 holds a token.
	s.bonus[0] = -1
	s.bot.filled[4] = 6
	s.traitorToTiles(COM)
	if pl.Off[OffPrestige1] != 0 || s.bonus[2] != OffPrestige1 {
		t.Errorf("B#1 on an empty position: Off %v bonus %v", pl.Off, s.bonus[:3])
	}
}

func TestSpec8_6NileMostFilled(t *testing.T) {
	wantIcon(t, 0, 3, 10, IcNileMax, 0)
	s := soloBare(t)
	s.bot.filled = [NumTiles]int8{9, 9, 9, 9, 1}
	evs := record(s)
	// ROY's tile reaches 10 with the marker that covers NILE+: the most
	// filled (A26: that marker counts), so ROY, not the leftmost 9.
	s.traitorToTiles(ROY)
	pl := &s.pl[traitorSeat]
	if pl.Nile != [NumBase]int8{0, 0, 0, 1, 0} || !hasEvent(*evs, NileClimbed{Player: traitorSeat, Track: ROY, Level: 1}) {
		t.Fatalf("NILE+: Nile %v events %v", pl.Nile, *evs)
	}
	// Ties: the leftmost of 10, 10, 10.
	s.bot.filled = [NumTiles]int8{10, 4, 4, 9, 10}
	s.traitorToTiles(ROY)
	if pl.Nile != [NumBase]int8{1, 0, 0, 1, 0} {
		t.Fatalf("NILE+ tie: Nile %v, want AGR", pl.Nile)
	}
	// Ignored at level 3.
	pl.Nile[AGR] = NileTop
	s.bot.filled = [NumTiles]int8{10, 4, 4, 9, 10}
	*evs = nil
	s.traitorToTiles(ROY)
	if pl.Nile != [NumBase]int8{3, 0, 0, 1, 0} || !hasEvent(*evs, TraitorNothing{Icon: "nile_most"}) {
		t.Errorf("NILE+ at the top: Nile %v events %v", pl.Nile, *evs)
	}
}

func TestSpec8_6NileLeastFilled(t *testing.T) {
	wantIcon(t, 0, 0, 8, IcNileMin, 0)
	wantIcon(t, 0, 2, 3, IcNileMin, 0)
	s := soloBare(t)
	s.bot.filled = [NumTiles]int8{7, 5, 3, 3, 6}
	s.traitorToTiles(AGR) // least: 3, 3 → the leftmost, CON
	pl := &s.pl[traitorSeat]
	if pl.Nile != [NumBase]int8{0, 0, 1, 0, 0} {
		t.Fatalf("NILE-: Nile %v, want CON", pl.Nile)
	}
	// A26: CON's tile goes 2 → 3 with the marker on NILE-: every tile
	// holds 3, so the leftmost (AGR), not CON.
	s.bot.filled = [NumTiles]int8{3, 3, 2, 3, 3}
	s.traitorToTiles(CON)
	if pl.Nile != [NumBase]int8{1, 0, 1, 0, 0} {
		t.Errorf("NILE- counting its marker: Nile %v, want AGR", pl.Nile)
	}
}

func TestSpec8_2SplitBothLegalHumanChooses(t *testing.T) {
	for side := 0; side < 2; side++ {
		s := soloBare(t)
		traitorJar(s, 0) // V01: AGR, JUS | CON
		s.traitorTurn()
		// CON (bottom) is already on its tile; the human decides.
		if s.phase != PhSplit || s.actor != 0 || s.bot.jar != 0 || s.bot.filled[CON] != 2 || s.bot.pileN != 0 {
			t.Fatalf("phase %v actor %d jar %d filled %v pile %d", s.phase, s.actor, s.bot.jar, s.bot.filled, s.bot.pileN)
		}
		if got := s.legalSplit(nil); len(got) != 2 || got[0] != aSplit || got[1] != aSplit+1 {
			t.Fatalf("legalSplit %v", got)
		}
		if err := s.applySplit(engine.Action(aSplit + side)); err != nil {
			t.Fatal(err)
		}
		tiles, wheel := [2]int{AGR, JUS}[side], [2]int{JUS, AGR}[side]
		if s.bot.filled[tiles] != 2 || s.bot.filled[wheel] != 1 {
			t.Errorf("side %d: filled %v, want %d's tile at 2", side, s.bot.filled, tiles)
		}
		if s.slots[wheel][0] != int8(wheel) || s.slotBy[wheel][0] != traitorSeat || s.slots[tiles][0] != wheelEmpty {
			t.Errorf("side %d: wheel %v", side, s.slots)
		}
		if s.supply[wheel] != Supply-2 || s.supply[tiles] != Supply-2 {
			t.Errorf("side %d: supply %v", side, s.supply)
		}
		if s.jarDisc != 1<<0 || s.bot.jar != -1 || s.phase == PhSplit {
			t.Errorf("side %d: discard %b jar %d phase %v", side, s.jarDisc, s.bot.jar, s.phase)
		}
	}
}

func TestSpec8_2SplitOneForced(t *testing.T) {
	for full := 0; full < 2; full++ {
		s := soloBare(t)
		traitorJar(s, 0) // V01: AGR, JUS | CON
		fillWheel(s, [2]int{AGR, JUS}[full], 3)
		s.traitorTurn()
		other := [2]int{JUS, AGR}[full]
		if s.phase == PhSplit {
			t.Fatalf("full %d: a split offered with one colour full", full)
		}
		if s.slots[other][0] != int8(other) || s.bot.filled[[2]int{AGR, JUS}[full]] != 2 || s.bot.filled[other] != 1 {
			t.Errorf("full %d: wheel %v filled %v", full, s.slots, s.bot.filled)
		}
		if s.jarDisc != 1<<0 || s.bot.jar != -1 {
			t.Errorf("full %d: discard %b jar %d", full, s.jarDisc, s.bot.jar)
		}
	}
}

func TestSpec8_2SplitNeitherLeftFirst(t *testing.T) {
	wantIcon(t, 0, 0, 3, IcNileMax, 0)
	wantIcon(t, 0, 3, 4, IcNone, 0)
	s := soloBare(t)
	traitorJar(s, 5) // V06: AGR, ROY | JUS
	fillWheel(s, AGR, 3)
	fillWheel(s, ROY, 3)
	s.bot.filled = [NumTiles]int8{2, 1, 1, 3, 1}
	evs := record(s)
	s.traitorTurn()
	// JUS → 2; AGR (left) → 3 on NILE+: AGR's and ROY's tiles hold 3,
	// the leftmost wins: AGR. ROY placed first would have made it 4.
	if s.bot.filled != [NumTiles]int8{3, 2, 1, 4, 1} {
		t.Fatalf("filled %v", s.bot.filled)
	}
	if s.pl[traitorSeat].Nile != [NumBase]int8{1, 0, 0, 0, 0} {
		t.Errorf("Nile %v, want AGR: the left resource goes first", s.pl[traitorSeat].Nile)
	}
	got := tilePlacements(*evs)
	if len(got) != 3 || got[0].Res != JUS || got[1].Res != AGR || got[2].Res != ROY {
		t.Errorf("placements %v, want JUS, AGR, ROY", got)
	}
}

func TestSpec8_2IdenticalTopResourcesNoChoice(t *testing.T) {
	s := soloBare(t)
	traitorJar(s, 20) // V21: AGR, AGR | COM
	s.traitorTurn()
	if s.phase == PhSplit || s.slots[AGR][0] != AGR || s.bot.filled[AGR] != 2 || s.bot.filled[COM] != 2 {
		t.Errorf("phase %v wheel %v filled %v", s.phase, s.slots[AGR], s.bot.filled)
	}
}

func TestSpec8_2JarRevealedEvent(t *testing.T) {
	s := soloBare(t)
	s.bot.pile[0], s.bot.pile[1], s.bot.pileN = 3, 0, 2 // top: V01
	evs := record(s)
	s.traitorTurn()
	if len(*evs) == 0 || !reflect.DeepEqual((*evs)[0], TraitorJarRevealed{Jar: 0, Left: AGR, Right: JUS, Bottom: CON, Pile: 1}) {
		t.Errorf("first event %v", *evs)
	}
	if s.bot.pileN != 1 || s.TraitorJar() != 0 {
		t.Errorf("pile %d jar %d", s.bot.pileN, s.TraitorJar())
	}
}

func TestSpec8_5EmptyPilePasses(t *testing.T) {
	s := soloBare(t)
	evs := record(s)
	s.traitorTurn()
	if !s.pl[traitorSeat].Passed || !hasEvent(*evs, TraitorPileEmpty{}) {
		t.Errorf("passed %v events %v", s.pl[traitorSeat].Passed, *evs)
	}
	if s.bot.filled != [NumTiles]int8{1, 1, 1, 1, 1} || s.jarDisc != 0 {
		t.Errorf("a pass placed something: filled %v", s.bot.filled)
	}
}

func TestSpec8_5PyramidGains(t *testing.T) {
	s := soloBare(t)
	pl := &s.pl[traitorSeat]
	s.supply = [NumRes]int8{10, 12, 12, 5, 3, 20}
	s.bag = [NumOffKinds]int8{}
	s.bag[OffPrestige2] = 1
	pl.Row, pl.Pos = 1, 2 // the flow moved it from space 1
	evs := record(s)
	s.traitorPyramid() // a resource: JUS and CON have 12, JUS first
	if pl.Res[JUS] != 1 || s.supply[JUS] != 11 || !hasEvent(*evs, Gained{Player: traitorSeat, Res: JUS, N: 1}) {
		t.Fatalf("space 2: res %v supply %v events %v", pl.Res, s.supply, *evs)
	}
	pl.Pos = 3
	s.traitorPyramid() // now CON has the most
	if pl.Res[CON] != 1 {
		t.Fatalf("space 3: res %v", pl.Res)
	}
	pl.Pos = 4
	s.traitorPyramid()
	if pl.Res[SIL] != 1 || s.supply[SIL] != 19 {
		t.Fatalf("space 4: Silver %d", pl.Res[SIL])
	}
	pl.Pos = 5
	s.traitorPyramid() // an Offering from the bag, not the Bonus space
	if pl.Off[OffPrestige2] != 1 || s.bag[OffPrestige2] != 0 || s.bonus[0] != OffPrestige1 ||
		!hasEvent(*evs, OfferingGained{Player: traitorSeat, Kind: OffPrestige2, From: "bag", Pos: -1}) {
		t.Fatalf("space 5: Off %v bag %v", pl.Off, s.bag)
	}
	// Nothing left to draw, no Silver: nothing.
	before := *pl
	pl.Row, pl.Pos = 2, 4
	s.traitorPyramid()
	s.supply[SIL] = 0
	pl.Pos = 3
	s.traitorPyramid()
	pl.Pos = 1 // row 2 space 1 is blank
	s.traitorPyramid()
	before.Row, before.Pos = pl.Row, pl.Pos
	if *pl != before {
		t.Errorf("gains from nothing: %+v, want %+v", *pl, before)
	}
}

// Rulebook example (Fred's turn): the Jar's bottom resource covers a
// « défaussez le 3e Noble » icon; Fred puts one top resource on the wheel,
// on the last free slot of its colour; the other covers a GOD icon, so
// the Traitor will score that god. With V02 (AGR, JUS | ROY): ROY's tile
// T4 has 5 spaces covered (space 6 is N×3), JUS's segment 2 slots taken,
// AGR's tile T1 9 covered (space 10 is GOD).
func TestSpec8_2RulebookFredExample(t *testing.T) {
	wantIcon(t, 0, 3, 6, IcNDisc, 3)
	wantIcon(t, 0, 0, 10, IcGod, 0)
	s := soloBare(t)
	s.bot.filled = [NumTiles]int8{9, 1, 1, 5, 1}
	fillWheel(s, JUS, 2)
	traitorJar(s, 1)
	s.traitorTurn()
	if s.nobleDisp != [3]int8{25, 24, 22} || s.pl[traitorSeat].Nobles != 0 {
		t.Fatalf("N×3: display %v (the 3rd Noble, id 23, discarded and replaced by id 22)", s.nobleDisp)
	}
	if s.phase != PhSplit {
		t.Fatalf("phase %v: AGR and JUS both fit on the wheel, Fred chooses", s.phase)
	}
	if err := s.applySplit(aSplit + 0); err != nil { // AGR to the tiles, JUS to the wheel
		t.Fatal(err)
	}
	if s.slots[JUS][2] != JUS || s.freeSlot(JUS) != -1 {
		t.Errorf("JUS segment %v: the last free slot is blocked", s.slots[JUS])
	}
	if s.bot.gods != 1<<0 || s.TraitorGodQuarters() != 1<<ART {
		t.Errorf("gods %b quarters %b: T1's god (Ptah, the Artisans') validated", s.bot.gods, s.TraitorGodQuarters())
	}
}

// humanSkips ends the human's turn as if its main move were made.
func humanSkips(t *testing.T, s *State) {
	t.Helper()
	if s.phase != PhTurn || s.actor != 0 {
		t.Fatalf("phase %s actor %d, want the human's turn", s.phase, s.actor)
	}
	s.afterMain()
	if s.phase == PhEnd && s.actor == 0 {
		mustApply(t, s, aEndTurn)
	}
}

// §8.5 through the flow: with its pile empty the Traitor passes first
// (row 1, the First Player token); each time its turn comes back it steps
// right and takes its new space's gain; it starts the next round with the
// pile of the tile at position 2.
func TestSpec8_5TraitorPassesFirstThenPyramid(t *testing.T) {
	s := setupDone(t, 1, 3)
	for s.phase != PhTurn {
		mustApply(t, s, s.Legal(nil)[0]) // a split pending from the Traitor's first turn
	}
	s.bot.pileN = 0
	s.supply = [NumRes]int8{10, 12, 12, 5, 3, 20}
	s.bag, s.offDisc = [NumOffKinds]int8{}, [NumOffKinds]int8{}
	s.bag[OffPrestige2] = 1
	tr := &s.pl[traitorSeat]
	res, off := tr.Res, tr.Off
	humanSkips(t, s)
	if !tr.Passed || tr.Row != 1 || tr.Pos != 1 || s.first != traitorSeat || tr.Res != res {
		t.Fatalf("passed %v row %d space %d first %d", tr.Passed, tr.Row, tr.Pos, s.first)
	}
	humanSkips(t, s) // space 2: JUS (12, before CON's 12)
	res[JUS]++
	humanSkips(t, s) // space 3: CON (12 > JUS's 11)
	res[CON]++
	humanSkips(t, s) // space 4: Silver
	res[SIL]++
	if tr.Pos != 4 || tr.Res != res || s.supply != [NumRes]int8{10, 11, 11, 5, 3, 19} {
		t.Fatalf("space %d res %v supply %v, want 4 %v", tr.Pos, tr.Res, s.supply, res)
	}
	humanSkips(t, s) // space 5: the bag's only token
	off[OffPrestige2]++
	humanSkips(t, s) // the last space: nothing
	if tr.Pos != 5 || tr.Off != off || tr.Res != res {
		t.Fatalf("space %d off %v res %v", tr.Pos, tr.Off, tr.Res)
	}
	passNow(t, s) // the human passes last: round 2, the Traitor first
	if s.round != 2 || s.first != traitorSeat {
		t.Fatalf("round %d first %d", s.round, s.first)
	}
	// It has played its first Jar of the round already.
	if want := int(s.traitorTile(1).Jars) - 1; int(s.bot.pileN) != want {
		t.Errorf("round 2 pile %d after its first turn, want %d", s.bot.pileN, want)
	}
}
