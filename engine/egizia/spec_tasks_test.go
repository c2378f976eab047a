package egizia

import (
	"reflect"
	"testing"

	"nilegames/engine"
)

// plTake puts card id on C10 and has the actor take it: the card's
// effects then resolve (or wait for the actor's choice).
func plTake(t *testing.T, s *State, id int) {
	t.Helper()
	s.card[9] = int8(id)
	mustApply(t, s, at(19))
}

// TestSpec9_1GloryR47R50: R47 scores 1 per own brick on the pyramid and
// the statues, R50 per own brick on the obelisk and the colonnade, when
// taken; the others' bricks do not count.
func TestSpec9_1GloryR47R50(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	b := (a + 1) % 3
	s.pyramid[0][0], s.pyramid[0][1], s.pyramid[0][3], s.pyramid[1][0] = int8(a), int8(b), int8(a), int8(a)
	s.pl[a].Statue = [NumStatues]int8{2, 1, 0}
	s.pl[b].Statue = [NumStatues]int8{3, 3, 3}
	s.obelisk[0], s.obelisk[1], s.obelisk[2], s.obelisk[3] = int8(a), int8(b), int8(a), int8(a)
	s.obeN = 4
	s.pl[a].Col = 2
	s.pl[b].Col = 5
	sc := s.pl[a].Score
	ev := plEvents(s)
	plTake(t, s, 47)
	if got := s.pl[a].Score - sc; got != 3+3 {
		t.Fatalf("R47: +%d, want 6 (3 pyramid + 3 statue levels)", got)
	}
	var g []Glory
	for _, e := range *ev {
		if x, ok := e.(Glory); ok {
			g = append(g, x)
		}
	}
	if !reflect.DeepEqual(g, []Glory{{Player: a, Bricks: 6, Pyramid: true}}) {
		t.Fatalf("Glory events %v", g)
	}
	if s.pl[a].Has(47) {
		t.Fatal("R47 is immediate: boxed")
	}
	plTurnTo(s, a)
	s.pl[a].Low = 0
	sc = s.pl[a].Score
	s.card[8] = 50
	mustApply(t, s, at(17))
	if got := s.pl[a].Score - sc; got != 3+2 {
		t.Fatalf("R50: +%d, want 5 (3 obelisk + 2 columns)", got)
	}
}

// TestSpec2_5MarketStepsByCards: R26 on Wheat level 4 reaches 5 (+2) and
// overflows once (+2 more, §2.5); R49 on Stone level 1 passes level 3
// (+2 Stone).
func TestSpec2_5MarketStepsByCards(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	s.pl[a].Mkt[MktWheat] = 4
	sc := s.pl[a].Score
	plTake(t, s, 26)
	if s.pl[a].Mkt[MktWheat] != 5 || s.pl[a].Score-sc != 4 {
		t.Fatalf("R26 from 4: level %d, +%d points (want 5, +4)", s.pl[a].Mkt[MktWheat], s.pl[a].Score-sc)
	}
	plTurnTo(s, a)
	s.pl[a].Low = 0
	st := s.pl[a].Stone
	s.card[0] = 49
	mustApply(t, s, at(1))
	if s.pl[a].Mkt[MktStone] != 3 || s.pl[a].Stone-st != 2 {
		t.Fatalf("R49 from 1: level %d, +%d Stone", s.pl[a].Mkt[MktStone], s.pl[a].Stone-st)
	}
}

// TestA5GreatFloodUpToTwo: R55 gives +3 Stone, then the flood moves up
// to 2 spaces: from Top, to Middle or Bottom (or no move).
func TestA5GreatFloodUpToTwo(t *testing.T) {
	s := plStart(t, 4)
	a := int(s.actor)
	s.flood = FloodTop
	st := s.pl[a].Stone
	plTake(t, s, 55)
	if s.pl[a].Stone-st != 3 || s.phase != PhFlood {
		t.Fatalf("R55: +%d Stone, phase %s", s.pl[a].Stone-st, s.phase)
	}
	if l := s.legalTask(nil); len(l) != 3 {
		t.Fatalf("two arrows from Top reach all three: %v", l)
	}
	mustApply(t, s, aFlood+FloodBottom)
	if s.flood != FloodBottom || s.phase != PhPlace || int(s.actor) == a {
		t.Fatal("R55 flood to Bottom, then the next seat")
	}
}

// TestSpec9_1FreeBrickR23: R23 places a brick where the monument's rule
// allows (A32): no cost and no points, but the bonuses: an obelisk brick
// gives the market bonus at once (A3), a choice on the lower section.
func TestSpec9_1FreeBrickR23(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	sc, st := s.pl[a].Score, s.pl[a].Stone
	plTake(t, s, 23)
	want := []engine.Action{aFree + itemObelisk, aFree + itemColonnade, aFree + itemPyramid}
	if s.phase != PhFreeBrick || !reflect.DeepEqual(s.legalTask(nil), want) {
		t.Fatalf("R23 on an empty board: want obelisk, colonnade, pyramid row 1; got %v (%s)", s.legalTask(nil), s.phase)
	}
	plRefused(t, s, aFree+itemPyramid+1) // row 2 has no supports
	mustApply(t, s, aFree+itemObelisk)
	if s.obelisk[0] != int8(a) || s.obeN != 1 || s.pl[a].Score != sc || s.pl[a].Stone != st {
		t.Fatalf("free obelisk brick: floor %d n %d score %d stone %d", s.obelisk[0], s.obeN, s.pl[a].Score, s.pl[a].Stone)
	}
	if s.phase != PhMarket || int(s.actor) != a {
		t.Fatalf("the obelisk bonus (lower section): a market choice, phase %s", s.phase)
	}
	mustApply(t, s, aMarket+MktStone)
	if s.pl[a].Mkt[MktStone] != 2 || s.phase != PhPlace || int(s.actor) == a {
		t.Fatal("market bonus, then the next seat")
	}
}

// TestA32FreeBrickNowhere: with no legal space the free brick is lost.
func TestA32FreeBrickNowhere(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	b := (a + 1) % 3
	for f := range s.obelisk {
		s.obelisk[f] = int8(b)
	}
	s.obeN = ObeliskFloors
	s.pl[a].Col = ColColumns
	for r := 0; r < PyrRows; r++ {
		for j := 0; j < int(PyrRowSize[r]); j++ {
			s.pyramid[r][j] = int8(b)
		}
	}
	ev := plEvents(s)
	plTake(t, s, 23)
	found := false
	for _, e := range *ev {
		found = found || e == FreeBrickLost{Player: a}
	}
	if !found || s.phase != PhPlace || int(s.actor) == a {
		t.Fatalf("no space: FreeBrickLost and the next seat; events %v", *ev)
	}
}

// TestSpec9_2WaitingShipTile: NT04 sets the waiting-ship build, taken
// with or without a waiting ship (§9.2).
func TestSpec9_2WaitingShipTile(t *testing.T) {
	s := plStart(t, 2)
	a := int(s.actor)
	s.tile[6] = 4 // T7
	ev := plEvents(s)
	mustApply(t, s, at(18))
	if !s.pl[a].WaitTile {
		t.Fatal("NT04 not held")
	}
	found := false
	for _, e := range *ev {
		found = found || e == WaitTileGained{Player: a}
	}
	if !found {
		t.Fatalf("no WaitTileGained: %v", *ev)
	}
}

// TestSpec7_2TaskReasons: a tile's gains say "tile", a card's "card".
func TestSpec7_2TaskReasons(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	ev := plEvents(s)
	mustApply(t, s, at(2)) // T1 printed: +1 Green
	plTurnTo(s, a)
	s.card[4] = 19 // C5: R19
	mustApply(t, s, at(10))
	var got []string
	for _, e := range *ev {
		switch x := e.(type) {
		case StrengthChanged:
			got = append(got, "str:"+x.Reason)
		case StoneChanged:
			got = append(got, "stone:"+x.Reason)
		}
	}
	if want := []string{"str:tile", "stone:card", "str:card"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("reasons %v, want %v", got, want)
	}
}

// TestSpec9_1OneTimeMarketSteps: every Red field (and the Red combo R37)
// steps its market once, when gained.
func TestSpec9_1OneTimeMarketSteps(t *testing.T) {
	for _, c := range []struct{ id, mkt int }{{9, MktWheat}, {11, MktStone}, {32, MktWheat}, {37, MktStone}, {43, MktStone}} {
		s := plStart(t, 4)
		a := int(s.actor)
		plTake(t, s, c.id)
		if !s.pl[a].Has(c.id) || s.pl[a].Mkt[c.mkt] != 2 || s.pl[a].Mkt[1-c.mkt] != 1 {
			t.Fatalf("R%d: kept %v, markets %v", c.id, s.pl[a].Has(c.id), s.pl[a].Mkt)
		}
	}
	s := plStart(t, 4)
	a := int(s.actor)
	plTake(t, s, 3) // a Green field: no step
	if s.pl[a].Mkt != [NumMarkets]int8{1, 1} {
		t.Fatalf("Green field: markets %v", s.pl[a].Mkt)
	}
}

// TestSpec9_1ReinforcementR30: +1 Strength to a crew of choice (a
// decision, mandatory), then the optional flood move of 1.
func TestSpec9_1ReinforcementR30(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	plTake(t, s, 30)
	if s.phase != PhCrew || len(s.legalTask(nil)) != NumCrews {
		t.Fatalf("R30: crew choice among 4, got %v (%s)", s.legalTask(nil), s.phase)
	}
	plRefused(t, s, aFlood+FloodTop) // the crew first
	mustApply(t, s, aCrew+CrewViolet)
	if s.pl[a].Str[CrewViolet] != 3 || s.phase != PhFlood {
		t.Fatal("R30: Violet +1, then the flood")
	}
	mustApply(t, s, aFlood+FloodBottom)
	if s.flood != FloodBottom {
		t.Fatal("R30 flood")
	}
}
