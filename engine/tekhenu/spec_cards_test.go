package tekhenu

import "testing"

func bless(s *State, p int, ids ...int) {
	for _, b := range ids {
		s.p[p].Bless |= 1 << (b - 1)
	}
}

func tech(s *State, p int, ids ...int) {
	for _, b := range ids {
		s.p[p].Tech |= 1 << (b - 1)
	}
}

// §8.2 B07/B08: +3 Population or +3 Happiness, before the draft, between
// actions or after the last one.
func TestSpec8_2_B07PopulationOrHappiness(t *testing.T) {
	s := board(t, 2)
	bless(s, 0, 7, 8)
	s.p[0].Pop = 9
	d := s.testDie(t, White, Horus, 3)
	if s.advance(); s.phase != PhStart {
		t.Fatalf("phase %s, want the start window", s.phase)
	}
	do(t, s, "bless:B07:happiness")
	eq(t, "Happiness", int(s.p[0].Happ), 5)
	do(t, s, "pass")
	do(t, s, take(d, "white", "pure", 3))
	do(t, s, "produce:limestone:+0")
	if s.phase != PhEnd {
		t.Fatalf("phase %s, want the end window", s.phase)
	}
	do(t, s, "bless:B08:population")
	eq(t, "Population", int(s.p[0].Pop), 12)
	if s.CurrentPlayer() != 1 {
		t.Error("the turn did not pass")
	}
}

// §8.2 B09/B10: set the die to any value without Scribes; B11/B12: treat
// it as another colour (a Forbidden die may become Pure) with ±1 free.
func TestSpec8_2_DieBlessings(t *testing.T) {
	s := board(t, 2)
	bless(s, 0, 9)
	d := s.testDie(t, White, Horus, 1)
	do(t, s, "take:d"+itoa2(d)+":white:pure:6:set")
	eq(t, "die", int(s.dieVal[d]), 6)
	if s.p[0].Bless != 0 {
		t.Error("B09 not discarded")
	}
	s = board(t, 2)
	bless(s, 0, 11)
	f := s.testDie(t, Black, Horus, 3) // Forbidden in Sun
	if !legal(s, take(f, "white", "pure", 4)) || legal(s, take(f, "white", "pure", 5)) || legal(s, take(f, "white", "corrupt", 3)) {
		t.Errorf("B11: %s", legalStrings(s))
	}
	do(t, s, take(f, "white", "pure", 4))
	do(t, s, "produce:limestone:+0")
	eq(t, "Limestone (white produces)", int(s.p[0].Res[Limestone]), 2)
	eq(t, "balance (Pure 4, surplus 2)", s.balance(0), 2)
}

// §8.2 B13–B16: Ra/Horus without Limestone/Granite, Bastet/Hathor
// without Papyrus/Bread.
func TestSpec8_2_FreeActions(t *testing.T) {
	s := board(t, 2)
	bless(s, 0, 15)
	d := s.testDie(t, Gray, Bastet, 3)
	do(t, s, take(d, "gray", "corrupt", 3))
	if legal(s, "god:bastet:+0") {
		t.Error("Bastet without Papyrus")
	}
	do(t, s, "god:bastet:+0:free")
	eq(t, "Happiness", int(s.p[0].Happ), 5)
	s = board(t, 2)
	bless(s, 0, 13)
	d = s.testDie(t, Gray, Ra, 6)
	do(t, s, take(d, "gray", "corrupt", 6))
	do(t, s, "god:ra:+0:free")
	do(t, s, "column:r2c2:rot0")
	eq(t, "columns", int(s.p[0].Columns), 1)
}

// §8.2 B17/B18: pay 1 Scribe for the Divine Action of an adjacent section
// too, same die value, in either order; B19/B20: Population −1 and
// Happiness −1 for the opposite section.
func TestSpec8_2_ExtraActions(t *testing.T) {
	s := board(t, 2)
	bless(s, 0, 17)
	s.p[0].Scribes = 1
	s.p[0].Res[Papyrus] = 2
	d := s.testDie(t, White, Horus, 2)
	s.advance()
	do(t, s, "bless:B17")
	eq(t, "Scribe paid", int(s.p[0].Scribes), 0)
	// No Blessing left for the start window: the draft comes next.
	do(t, s, take(d, "white", "pure", 2))
	if legal(s, "extra:bastet:+0") || legal(s, "extra:thoth:+0") || !legal(s, "extra:osiris:+0") {
		t.Errorf("adjacent to Horus: Ra and Osiris; %s", legalStrings(s))
	}
	do(t, s, "produce:limestone:+0")
	eq(t, "Limestone", int(s.p[0].Res[Limestone]), 2)
	do(t, s, "extra:osiris:+0")
	do(t, s, "district:bread")
	eq(t, "Osiris row 2", int(s.osiris[Bread*6+1]), 0)
	if s.CurrentPlayer() != 1 {
		t.Error("the turn did not end")
	}

	s = board(t, 2)
	bless(s, 0, 19)
	s.p[0].Res[Papyrus] = 2
	s.p[0].Happ = 5 // equal to Population: both lose exactly 1
	d = s.testDie(t, White, Horus, 2)
	s.advance()
	do(t, s, "bless:B19")
	eq(t, "Population", int(s.p[0].Pop), 4)
	eq(t, "Happiness", int(s.p[0].Happ), 4)
	do(t, s, take(d, "white", "pure", 2))
	do(t, s, "extra:bastet:+0") // opposite of Horus, before the main action
	eq(t, "Happiness after Bastet 2 (capped by Population 4)", int(s.p[0].Happ), 4)
	do(t, s, "produce:limestone:+0")
}

// §8.2 B21/B22: produce twice (each surplus to the balance); B01–B06:
// fixed tokens on a Production.
func TestSpec8_2_ProductionBlessings(t *testing.T) {
	s := board(t, 2)
	bless(s, 0, 21, 5)
	d := s.testDie(t, Brown, Hathor, 4)
	do(t, s, take(d, "brown", "pure", 4))
	do(t, s, "produce:bread:+0")
	do(t, s, "bless:B21")
	do(t, s, "bless:B05")
	do(t, s, "pass")
	eq(t, "Bread", int(s.p[0].Res[Bread]), 4)
	eq(t, "surplus", int(s.p[0].Surplus), 4)
	eq(t, "Gold (B05)", int(s.p[0].Res[Gold]), 3)
}

// §8.2 B23/B24: a free Anubis action this turn.
func TestSpec8_2_FreeAnubis(t *testing.T) {
	s := board(t, 2)
	bless(s, 0, 23)
	tech(s, 0, 23)
	f := s.testDie(t, Black, Horus, 5)
	s.advance()
	do(t, s, "bless:B23")
	do(t, s, take(f, "black", "anubis", 5))
	eq(t, "T23 VP", int(s.p[0].VP), 13)
	do(t, s, "produce:bread:+0")
}

// §8.3 Technologies: VP on actions, T08, T10, T11, T12, T13, T14, T17,
// T18, T19, T22, T24.
func TestSpec8_3_Technologies(t *testing.T) {
	// T18 (Pure die +1), T11 (value 1 +2), T17 (Bread +2), T13 (+1 token).
	s := board(t, 2)
	tech(s, 0, 18, 11, 17, 13)
	d := s.testDie(t, Brown, Hathor, 1)
	do(t, s, take(d, "brown", "pure", 1))
	eq(t, "T18", int(s.p[0].VP), 11)
	do(t, s, "produce:bread:+0")
	eq(t, "T11 + T17", int(s.p[0].VP), 15)
	eq(t, "Bread (1 + T13)", int(s.p[0].Res[Bread]), 2)

	// T08: a Forbidden die as Pure or Corrupt.
	s = board(t, 2)
	tech(s, 0, 8)
	f := s.testDie(t, Black, Horus, 2)
	if !legal(s, take(f, "black", "pure", 2)) || !legal(s, take(f, "black", "corrupt", 2)) {
		t.Error("T08")
	}

	// T14: a Divine Action at value ±2, free; T12: +1 VP per surplus.
	s = board(t, 2)
	tech(s, 0, 14, 12)
	g := s.testDie(t, Gray, Osiris, 4)
	do(t, s, take(g, "gray", "corrupt", 4))
	do(t, s, "god:osiris:+2")
	do(t, s, "district:granite")
	eq(t, "built at row 6", int(s.osiris[Granite*6+5]), 0)
	do(t, s, "track:papyrus")

	// T10: Scribes paid with Gold, +1 VP once in the turn.
	s = board(t, 2)
	tech(s, 0, 10)
	s.p[0].Res[Gold] = 2
	w := s.testDie(t, White, Horus, 3)
	do(t, s, take(w, "white", "anubis", 3))
	eq(t, "Gold paid", int(s.p[0].Res[Gold]), 0)
	eq(t, "T10 VP", int(s.p[0].VP), 11)

	// T22: Granite paid with Limestone, +1 VP.
	s = board(t, 2)
	tech(s, 0, 22)
	s.p[0].Res[Limestone] = 1
	h := s.testDie(t, Gray, Horus, 3)
	do(t, s, take(h, "gray", "corrupt", 3))
	do(t, s, "god:horus:+0")
	eq(t, "Limestone paid", int(s.p[0].Res[Limestone]), 0)
	eq(t, "T22 VP", int(s.p[0].VP), 11)

	// T19: a Corrupt die for a Divine Action also produces for 1 Scribe.
	s = board(t, 2)
	tech(s, 0, 19)
	s.p[0].Scribes = 1
	y := s.testDie(t, Yellow, Horus, 4) // Corrupt in Sun
	s.p[0].Res[Granite] = 1
	do(t, s, take(y, "yellow", "corrupt", 4))
	do(t, s, "god:horus:+0:t19")
	eq(t, "Papyrus (level 2)", int(s.p[0].Res[Papyrus]), 2)
	eq(t, "surplus", int(s.p[0].Surplus), 2)

	// T24: +1 Gold per Blessing played; T06 Bastet +2 VP, +1 Pop, +1 Happ.
	s = board(t, 2)
	tech(s, 0, 24, 6)
	bless(s, 0, 15)
	b := s.testDie(t, Gray, Bastet, 5)
	do(t, s, take(b, "gray", "corrupt", 5))
	do(t, s, "god:bastet:+0:free")
	eq(t, "T24 Gold", int(s.p[0].Res[Gold]), 1)
	eq(t, "T06 VP", int(s.p[0].VP), 12)
	eq(t, "Population", int(s.p[0].Pop), 6)
	eq(t, "Happiness (2+5 capped at 5, +1 with Population 6)", int(s.p[0].Happ), 6)
}

// §8.1 tile abilities: P12 grants an optional Horus action of value 1–3;
// T09 resolves an ability whatever the Dial.
func TestSpec8_1_TileAbilities(t *testing.T) {
	s := board(t, 2)
	s.dial = 3 // Ra in Darkness; P12 is a Penumbra tile
	s.ra = [3]int8{12, 7, 8}
	tech(s, 0, 9)
	s.p[0].Res[Limestone], s.p[0].Res[Granite] = 3, 1
	d := s.testDie(t, Gray, Ra, 5)
	do(t, s, take(d, "gray", "corrupt", 5))
	do(t, s, "god:ra:+0")
	do(t, s, "column:r2c2:rot0")
	if s.phase != PhValue {
		t.Fatalf("phase %s, want P12's value choice", s.phase)
	}
	if !legal(s, "pass") || !legal(s, "value:2") || legal(s, "value:4") {
		t.Errorf("P12 choices: %s", legalStrings(s))
	}
	do(t, s, "value:2")
	do(t, s, "statue:god")
	eq(t, "statue of Ra (value 2)", int(s.godStatue[Ra][0]), 0)
}

// §8.7 Start cards: S04 five resources of the player's choice; S01 an
// Osiris action as with die 5 without Happiness loss.
func TestSpec8_7_StartRewards(t *testing.T) {
	s := board(t, 2)
	s.stage = stSetupRewards
	s.push(task{kind: tkReward, player: 0, arg: 3})
	s.push(task{kind: tkReward, player: 0, arg: 0})
	s.advance()
	if s.phase != PhOsiris {
		t.Fatalf("phase %s, want S01's Osiris", s.phase)
	}
	do(t, s, "district:limestone")
	eq(t, "row 5", int(s.osiris[Limestone*6+4]), 0)
	eq(t, "Happiness kept", int(s.p[0].Happ), 2)
	eq(t, "Limestone track", int(s.p[0].Prod[Limestone]), 4)
	for i := 0; i < 5; i++ {
		if legal(s, "resource:gold") {
			t.Fatal("S04 gives no Gold")
		}
		do(t, s, "resource:papyrus")
	}
	eq(t, "Papyrus", int(s.p[0].Res[Papyrus]), 5)
}

// §6.2 D23: declared before Scoring 2, an action of any value without
// paying resources; it counts as one of the scored Decrees.
func TestSpec6_2_D23(t *testing.T) {
	s := board(t, 2)
	s.dial0, s.dial, s.scorings = 0, 1, 1 // the Rotation brings the arrow on marker 2
	for q := 0; q < 2; q++ {
		for k := 0; k < 4; k++ {
			putOnPan(t, s, q, locLeft, 1)
		}
	}
	s.p[1].Decree = 1 << 22
	s.rotate()
	s.advance()
	if s.phase != PhD23 || s.CurrentPlayer() != 1 {
		t.Fatalf("phase %s player %d", s.phase, s.CurrentPlayer())
	}
	do(t, s, "declare:D23")
	do(t, s, "free:bastet:6")
	eq(t, "Happiness (capped by Population 5)", int(s.p[1].Happ), 5)
	if !s.Terminal() {
		t.Fatalf("phase %s, want the end", s.phase)
	}
}

// A27, §5.11: Blessings work on the Happiness-21 action too: B13 makes
// its Ra free, B05 adds to its Production.
func TestSpec8_2_BlessingsOnFreeAction(t *testing.T) {
	s := board(t, 2)
	s.p[0].Pop, s.p[0].Happ = 21, 17
	bless(s, 0, 13)
	performBastet(t, s, 0, 4)
	if s.phase != PhFree {
		t.Fatalf("phase %s", s.phase)
	}
	do(t, s, "free:ra:6:free")
	do(t, s, "column:r2c2:rot0")
	eq(t, "columns", int(s.p[0].Columns), 1)
	if s.p[0].Bless != 0 {
		t.Error("B13 not played")
	}

	s = board(t, 2)
	s.p[0].Pop, s.p[0].Happ = 21, 17
	bless(s, 0, 5)
	s.p[0].HappBon = 1 // the Gold at 16 was taken before
	performBastet(t, s, 0, 4)
	do(t, s, "free:produce:papyrus:4")
	if s.phase != PhProduce {
		t.Fatalf("phase %s, want the Production window", s.phase)
	}
	do(t, s, "bless:B05")
	do(t, s, "pass")
	eq(t, "Gold (B05)", int(s.p[0].Res[Gold]), 3)
	eq(t, "Papyrus kept at level 2", int(s.p[0].Res[Papyrus]), 2)
	eq(t, "surplus on the balance (A30)", int(s.p[0].Surplus), 2)
	if s.CurrentPlayer() != 1 {
		t.Error("the turn did not end")
	}
}

// raWith places column tile id (taken from the RIGHT slot with a gray 2)
// on the centre cell (2,2): no neighbour, no building, 3 Faith printed.
func raWith(t *testing.T, id, dial int) *State {
	t.Helper()
	s := board(t, 2)
	s.dial = int8(dial)
	s.ra = [3]int8{22, 23, int8(id + 1)}
	s.p[0].Res[Limestone], s.p[0].Res[Granite] = 3, 1
	s.p[0].Happ = 2
	d := s.testDie(t, Gray, Ra, 2)
	do(t, s, take(d, "gray", "corrupt", 2))
	do(t, s, "god:ra:+0")
	do(t, s, "column:r2c2:rot0")
	return s
}

// §8.1: each kind of tile ability, resolved when the tile's light is the
// light of Ra's section (dial 0: Sun, 5: Penumbra, 4: Darkness).
func TestSpec8_1_EachTileAbility(t *testing.T) {
	s := raWith(t, 0, 0) // P01 Sun: +3 Population
	eq(t, "P01 Population", int(s.p[0].Pop), 8)
	s = raWith(t, 0, 5) // P01 in Penumbra: nothing
	eq(t, "P01 off-light", int(s.p[0].Pop), 5)
	s = raWith(t, 1, 4) // P02 Darkness: +1 Scribe
	eq(t, "P02 Scribe", int(s.p[0].Scribes), 1)
	s = raWith(t, 2, 5) // P03 Penumbra: +2 Happiness
	eq(t, "P03 Happiness", int(s.p[0].Happ), 4)
	s = raWith(t, 6, 0) // P07 Sun: +1 VP (+1 RIGHT slot)
	eq(t, "P07 VP", int(s.p[0].VP), 12)
	s = raWith(t, 15, 5) // P16 Penumbra: +2 Gold
	eq(t, "P16 Gold", int(s.p[0].Res[Gold]), 2)
	s = raWith(t, 18, 0) // P19 Sun: the cell's 3 Faith twice
	eq(t, "P19 Faith", int(s.p[0].Faith), 6)
	s = raWith(t, 12, 0) // P13 Sun: top Decree, hidden
	if popcount(s.p[0].Decree) != 1 || s.p[0].PubDecree != 0 {
		t.Errorf("P13: decrees %x public %x", s.p[0].Decree, s.p[0].PubDecree)
	}
	s = raWith(t, 9, 4) // P10 Darkness: a Thoth action as with a 1, optional
	if s.phase != PhValue || !legal(s, "pass") || !legal(s, "value:1") {
		t.Fatalf("P10: %s %s", s.phase, legalStrings(s))
	}
	do(t, s, "value:1")
	do(t, s, "section:1")
	do(t, s, "card:0")
	eq(t, "P10 card", popcount(s.p[0].Bless), 1)
	s = raWith(t, 14, 5) // P15 Penumbra: Osiris as with a 3, Happiness −1
	do(t, s, "value:3")
	do(t, s, "district:bread")
	eq(t, "P15 row 3", int(s.osiris[Bread*6+2]), 0)
	eq(t, "P15 Happiness", int(s.p[0].Happ), 1)
	// P04 Sun: +1 more per matching edge. At (1,0) with one quarter-turn
	// its west edge is BLUE (old south) against the BLUE wall: 1 + 1.
	s = board(t, 2)
	s.ra = [3]int8{22, 23, 4}
	s.p[0].Res[Limestone], s.p[0].Res[Granite] = 2, 1
	d := s.testDie(t, Gray, Ra, 1)
	do(t, s, take(d, "gray", "corrupt", 1))
	do(t, s, "god:ra:+0")
	do(t, s, "column:r1c0:rot1")
	eq(t, "P04 VP (1 edge + 1 extra + 1 slot)", int(s.p[0].VP), 13)
}

// §8.3 VP Technologies on Divine Actions: T02 Ra +2, T03 Thoth +2, T05
// Hathor 5 per Column, T20 +1 Papyrus first, T21 +1 Bread first, T01
// Osiris +2, T04 Horus +2 and a Granite first.
func TestSpec8_3_ActionTechnologies(t *testing.T) {
	s := board(t, 2)
	tech(s, 0, 5, 21)
	s.temple[7], s.templeOwner[7] = 1, 0 // (1,2)
	s.p[0].Res[Bread] = 2                // ROW-1 costs 3: T21 gives the third
	d := s.testDie(t, Gray, Hathor, 1)
	do(t, s, take(d, "gray", "corrupt", 1))
	do(t, s, "god:hathor:+0")
	do(t, s, "building:row1")
	eq(t, "T05 VP", int(s.p[0].VP), 15)

	s = board(t, 2)
	tech(s, 0, 3, 20)
	s.p[0].Res[Papyrus] = 1 // die 3: 2 Papyrus, T20 gives the second
	d = s.testDie(t, Gray, Thoth, 3)
	do(t, s, take(d, "gray", "corrupt", 3))
	do(t, s, "god:thoth:+0")
	eq(t, "T03 VP", int(s.p[0].VP), 12)
	eq(t, "Papyrus", int(s.p[0].Res[Papyrus]), 0)

	s = board(t, 2)
	tech(s, 0, 4, 1)
	d = s.testDie(t, Gray, Horus, 2)
	do(t, s, take(d, "gray", "corrupt", 2))
	do(t, s, "god:horus:+0") // the first statue's Granite comes from T04
	do(t, s, "statue:god")
	eq(t, "T04 VP", int(s.p[0].VP), 12)

	s = board(t, 2)
	tech(s, 0, 1)
	d = s.testDie(t, Gray, Osiris, 1)
	do(t, s, take(d, "gray", "corrupt", 1))
	do(t, s, "god:osiris:+0")
	do(t, s, "district:papyrus")
	eq(t, "T01 VP", int(s.p[0].VP), 12)
}

// §8.7 S05: draw 2 Technologies, keep 1, the other back in the deck.
func TestSpec8_7_S05KeepOne(t *testing.T) {
	s := board(t, 2)
	s.stage = stSetupRewards
	n := s.deckN[Technology]
	a, b := s.deck[Technology][n-1], s.deck[Technology][n-2]
	s.push(task{kind: tkReward, player: 0, arg: 4})
	s.advance()
	if s.phase != PhKeepOne {
		t.Fatalf("phase %s", s.phase)
	}
	do(t, s, "keep:1")
	if s.p[0].Tech != 1<<b {
		t.Errorf("kept %x, want T%02d", s.p[0].Tech, b+1)
	}
	eq(t, "deck size", int(s.deckN[Technology]), int(n)-1)
	found := false
	for i := 0; i < int(s.deckN[Technology]); i++ {
		found = found || s.deck[Technology][i] == a
	}
	if !found {
		t.Error("the other card is not back in the deck")
	}
}

// §4.3 step 2, §10.1: Faith choices stay hidden until all are in.
func TestSpec4_3_FaithHidden(t *testing.T) {
	s := board(t, 3)
	s.dial, s.dial0 = 0, 0
	for q := 0; q < 3; q++ {
		for k := 0; k < 4; k++ {
			putOnPan(t, s, q, locLeft, 1)
		}
		s.p[q].Faith = 2
	}
	s.rotate()
	s.advance()
	base := s.PublicString(1)
	do(t, s, "faith:-2")
	c := s.clone()
	c.p[0].Faith2 = 1
	if c.PublicString(1) != s.PublicString(1) {
		t.Error("seat 1 sees seat 0's Faith")
	}
	if s.PublicString(0) == c.PublicString(0) {
		t.Error("seat 0 does not see its own Faith")
	}
	_ = base
}
