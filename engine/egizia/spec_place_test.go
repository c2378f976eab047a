package egizia

import (
	"errors"
	"reflect"
	"testing"

	"nilegames/engine"
)

// PLACE's helpers: a round-1 match with a known river, the state without
// its header, events.

// plStart is an n-player match at its first placement, the card spaces
// holding Green field 3 (R3) each (2p: C1, C2 empty), the round spaces
// their round-1 contents.
func plStart(t *testing.T, n int) *State {
	t.Helper()
	s := setupDone(t, n, 7)
	if s.phase != PhPlace || s.round != 1 {
		t.Fatalf("setupDone: phase %s round %d", s.phase, s.round)
	}
	for c := range s.card {
		s.card[c] = 3
		if n == 2 && c < 2 {
			s.card[c] = 0
		}
	}
	return s
}

func plSnap(s *State) State {
	c := *s
	c.Header = engine.Header{}
	return c
}

// plRefused applies a, wants an engine.ErrIllegal and the state unchanged.
func plRefused(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	before := plSnap(s)
	err := s.Apply(a)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%s: want an illegal-action error, got %v", s.ActionString(a), err)
	}
	if !reflect.DeepEqual(before, plSnap(s)) {
		t.Fatalf("%s: refused but the state changed", s.ActionString(a))
	}
}

func plEvents(s *State) *[]engine.Event {
	var ev []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { ev = append(ev, e) }))
	return &ev
}

// plLegal is the PhPlace actions of the actor (without the Anytime ones).
func plLegal(s *State) []engine.Action { return s.legalPlace(nil) }

func plHas(l []engine.Action, a engine.Action) bool {
	for _, x := range l {
		if x == a {
			return true
		}
	}
	return false
}

// at is the place action of river index i (1..20).
func at(i int) engine.Action { return engine.Action(aPlace + i - 1) }

// plTurnTo makes seat the one placing now (its turn in the order).
func plTurnTo(s *State, seat int) {
	for k := 0; k < int(s.n); k++ {
		if int(s.order[k]) == seat {
			s.turn = int8(k)
		}
	}
	s.actor = int8(seat)
	s.phase = PhPlace
}

// TestSpec4_2DownstreamRule: every ship goes strictly downstream of the
// player's lowest ship this round (A1, A33); the others' ships do not
// matter; an upstream or equal index is refused with the state unchanged.
func TestSpec4_2DownstreamRule(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	// First ship: anything free, from C1 (index 1) on.
	l := plLegal(s)
	if !plHas(l, at(1)) || !plHas(l, at(19)) || !plHas(l, aSlot+0) || !plHas(l, aSlot+2*3) {
		t.Fatalf("first ship: want C1, C10, Z1.1, Z3.1 legal, got %v", l)
	}
	mustApply(t, s, at(10)) // C5
	if s.pl[a].Low != 10 || s.pl[a].Ships != 1 || s.ship[9] != int8(a) {
		t.Fatalf("after C5: low %d ships %d ship %d", s.pl[a].Low, s.pl[a].Ships, s.ship[9])
	}
	b := int(s.actor)
	if b == a {
		t.Fatal("the turn did not pass on")
	}
	// b is not bound by a's ship: C1 is fine for b.
	if !plHas(plLegal(s), at(1)) {
		t.Fatal("another seat's ship must not bind b")
	}
	plTurnTo(s, a)
	l = plLegal(s)
	for i := 1; i <= 10; i++ {
		if River[i-1].Kind != SpZone && plHas(l, at(i)) {
			t.Errorf("index %d (<= 10) legal after a ship on 10", i)
		}
	}
	if plHas(l, aSlot+0) || plHas(l, aWait+0) {
		t.Error("Z1 (index 7) is upstream of 10")
	}
	if !plHas(l, at(11)) || !plHas(l, at(12)) || !plHas(l, aSlot+3) {
		t.Errorf("C6, T5, Z2.1 must stay legal, got %v", l)
	}
	plRefused(t, s, at(8))
	plRefused(t, s, at(10))
	plRefused(t, s, aSlot+0)
	mustApply(t, s, aSlot+3) // Z2 slot 1, index 13
	if s.pl[a].Low != 13 || s.slots[1][0] != int8(a) {
		t.Fatalf("Z2.1: low %d slot %d", s.pl[a].Low, s.slots[1][0])
	}
}

// TestSpec4_2OneShipPerSpace: a card or round space holds one ship; the
// card is gone once taken.
func TestSpec4_2OneShipPerSpace(t *testing.T) {
	s := plStart(t, 4)
	mustApply(t, s, at(5)) // C3
	if s.card[2] != 0 {
		t.Fatal("the card stays on C3")
	}
	mustApply(t, s, at(4)) // T2: printed +1 Wheat market
	plRefused(t, s, at(5))
	plRefused(t, s, at(4))
	l := plLegal(s)
	if plHas(l, at(4)) || plHas(l, at(5)) {
		t.Fatal("occupied spaces offered")
	}
}

// TestA2WaitingOnlyWhenFull (§4.2 zones): any empty open slot; the
// neutral slots are never open (3p: slot 3; 2p: slots 2, 3); a waiting
// ship only when every open slot is full (A2), in placement order.
func TestA2WaitingOnlyWhenFull(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	l := plLegal(s)
	if !plHas(l, aSlot+1) || plHas(l, aSlot+2) || plHas(l, aWait+0) {
		t.Fatalf("3p Z1: slots 1, 2 open, slot 3 neutral, no waiting; got %v", l)
	}
	mustApply(t, s, aSlot+1) // a takes Z1 slot 2 first: any empty slot
	b := int(s.actor)
	mustApply(t, s, aSlot+0)
	c := int(s.actor)
	l = plLegal(s)
	if plHas(l, aSlot+0) || plHas(l, aSlot+1) || plHas(l, aSlot+2) || !plHas(l, aWait+0) {
		t.Fatalf("Z1 full: only the waiting ship, got %v", l)
	}
	mustApply(t, s, aWait+0)
	if s.waitN[0] != 1 || s.waiting[0][0] != int8(c) || s.pl[c].Low != 7 {
		t.Fatalf("waiting queue %v n %d", s.waiting[0], s.waitN[0])
	}
	if int(s.actor) != a || b == a || b == c {
		t.Fatal("turn order")
	}

	// 2p: one open slot per zone.
	s = plStart(t, 2)
	l = plLegal(s)
	if !plHas(l, aSlot+0) || plHas(l, aSlot+1) || plHas(l, aSlot+2) {
		t.Fatalf("2p Z1: only slot 1, got %v", l)
	}
	plRefused(t, s, aSlot+1)
	plRefused(t, s, aWait+0) // slot 1 is free (A2)
}

// TestSpec4_2TwoPlayerBlocked: at 2 players C1, C2 hold no card and T1, T2
// the face-down blockers: no one may play there (§3.2).
func TestSpec4_2TwoPlayerBlocked(t *testing.T) {
	s := plStart(t, 2)
	if s.tile[0] != tileBlocked || s.tile[1] != tileBlocked {
		t.Fatalf("2p setup: T1, T2 = %d %d", s.tile[0], s.tile[1])
	}
	l := plLegal(s)
	for _, i := range []int{1, 2, 3, 4} { // C1 T1 C2 T2
		if plHas(l, at(i)) {
			t.Errorf("index %d legal at 2p", i)
		}
		plRefused(t, s, at(i))
	}
	if !plHas(l, at(5)) || !plHas(l, at(6)) {
		t.Error("C3 and T3 must be open at 2p")
	}
}

// TestSpec4_2EightShipsAndForcedPass: a player with no ship left, or no
// legal space, can only pass; passing is final for the round.
func TestSpec4_2EightShipsAndForcedPass(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	s.pl[a].Ships = NumShips
	if l := plLegal(s); !reflect.DeepEqual(l, []engine.Action{aPass}) {
		t.Fatalf("8 ships placed: want only pass, got %v", l)
	}
	plRefused(t, s, at(19))
	s.pl[a].Ships = 1
	s.pl[a].Low = 20 // a ship at the Sphinx: nothing downstream
	if l := plLegal(s); !reflect.DeepEqual(l, []engine.Action{aPass}) {
		t.Fatalf("at the Sphinx: want only pass, got %v", l)
	}
	if s.hasPlacement(a) {
		t.Fatal("hasPlacement at the Sphinx")
	}
	ev := plEvents(s)
	mustApply(t, s, aPass)
	if !s.pl[a].Passed || int(s.actor) == a {
		t.Fatal("the pass did not end a's turn")
	}
	if len(*ev) == 0 || (*ev)[0] != (Passed{Player: a}) {
		t.Fatalf("want Passed{%d} first, got %v", a, *ev)
	}
	// a is skipped from now on.
	for k := 1; k <= 4; k++ {
		if int(s.actor) == a {
			t.Fatal("a passed seat plays again")
		}
		mustApply(t, s, at(k))
	}
}

// TestSpec4_2EveryonePassed: the step ends when every player has passed.
func TestSpec4_2EveryonePassed(t *testing.T) {
	s := plStart(t, 2)
	mustApply(t, s, aPass)
	mustApply(t, s, at(5))
	if s.step != StepPlace {
		t.Fatal("the step ended with one player still placing")
	}
	mustApply(t, s, aPass)
	if s.round == 1 && s.step == StepPlace {
		t.Fatal("the step did not end after everyone passed")
	}
}

// TestSpec7_1CardsByType: fields, quarries, combos, permanents and anytime
// cards stay in front of the player; immediates resolve and are boxed,
// R7 kept as the reminder; a Red field's one-time market step (§9.1).
func TestSpec7_1CardsByType(t *testing.T) {
	s := plStart(t, 4)
	a := int(s.actor)
	s.card[0] = 9  // Red field 6, +1 Wheat market
	s.card[3] = 1  // R1 Stone market +2
	s.card[5] = 7  // R7 Sacrifice
	s.card[6] = 19 // R19 +3 Stone, +1 Violet
	s.card[8] = 14 // R14 Foreman (permanent)
	s.card[9] = 12 // R12 Grain reserve (anytime)
	s.card[7] = 15 // R15 combo
	stone0, sc0 := s.pl[a].Stone, s.pl[a].Score
	ev := plEvents(s)
	take := func(i int) {
		t.Helper()
		plTurnTo(s, a)
		mustApply(t, s, at(i))
	}
	take(1) // C1: R9
	if !s.pl[a].Has(9) || s.pl[a].Mkt[MktWheat] != 2 {
		t.Fatalf("R9: has %v, Wheat market %d (want 2)", s.pl[a].Has(9), s.pl[a].Mkt[MktWheat])
	}
	take(8) // C4: R1
	if s.pl[a].Has(1) || s.pl[a].Mkt[MktStone] != 3 || s.pl[a].Stone != stone0+StoneL3Reward {
		t.Fatalf("R1: has %v, Stone market %d (want 3), Stone %d (want %d: level 3 pays 2)",
			s.pl[a].Has(1), s.pl[a].Mkt[MktStone], s.pl[a].Stone, stone0+2)
	}
	take(11) // C6: R7
	if !s.pl[a].Has(7) || s.pl[a].Score != sc0-5 {
		t.Fatalf("R7: kept %v, score %d (want %d)", s.pl[a].Has(7), s.pl[a].Score, sc0-5)
	}
	take(14) // C7: R19
	if s.pl[a].Has(19) || s.pl[a].Stone != stone0+2+3 || s.pl[a].Str[CrewViolet] != 3 {
		t.Fatalf("R19: has %v, Stone %d, Violet %d", s.pl[a].Has(19), s.pl[a].Stone, s.pl[a].Str[CrewViolet])
	}
	take(16) // C8: R15
	take(17) // C9: R14
	take(19) // C10: R12
	for _, id := range []int{15, 14, 12} {
		if !s.pl[a].Has(id) {
			t.Errorf("R%d not kept", id)
		}
	}
	var taken []CardTaken
	for _, e := range *ev {
		if c, ok := e.(CardTaken); ok {
			taken = append(taken, c)
		}
	}
	want := []CardTaken{{a, 0, 9, true, false}, {a, 3, 1, false, false}, {a, 5, 7, true, false},
		{a, 6, 19, false, false}, {a, 7, 15, true, false}, {a, 8, 14, true, false}, {a, 9, 12, true, false}}
	if !reflect.DeepEqual(taken, want) {
		t.Fatalf("CardTaken events\n got %v\nwant %v", taken, want)
	}
}

// TestSpec2_3PrintedRound1: at 3–4p round 1 the round spaces resolve the
// printed effects (M2): T1 +1 Green, T2 +1 Wheat market, T4 +1 Violet,
// T6 +1 Stone market, T7 a crew of choice then an optional flood move.
func TestSpec2_3PrintedRound1(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	if s.tile[0] != tilePrinted {
		t.Fatalf("round 1 tile %d", s.tile[0])
	}
	mustApply(t, s, at(2)) // T1
	if s.pl[a].Str[CrewGreen] != 2 {
		t.Fatalf("T1: Green %d, want 2", s.pl[a].Str[CrewGreen])
	}
	plTurnTo(s, a)
	mustApply(t, s, at(4)) // T2
	if s.pl[a].Mkt[MktWheat] != 2 {
		t.Fatalf("T2: Wheat market %d", s.pl[a].Mkt[MktWheat])
	}
	plTurnTo(s, a)
	mustApply(t, s, at(9)) // T4
	if s.pl[a].Str[CrewViolet] != 3 {
		t.Fatalf("T4: Violet %d", s.pl[a].Str[CrewViolet])
	}
	plTurnTo(s, a)
	mustApply(t, s, at(15)) // T6
	if s.pl[a].Mkt[MktStone] != 2 {
		t.Fatalf("T6: Stone market %d", s.pl[a].Mkt[MktStone])
	}
	plTurnTo(s, a)
	mustApply(t, s, at(18)) // T7: crew of choice, flood 1
	if s.phase != PhCrew || int(s.actor) != a {
		t.Fatalf("T7: want the crew choice of %d, phase %s actor %d", a, s.phase, s.actor)
	}
	mustApply(t, s, aCrew+CrewYellow)
	if s.pl[a].Str[CrewYellow] != 2 || s.phase != PhFlood {
		t.Fatalf("T7 crew: Yellow %d, phase %s", s.pl[a].Str[CrewYellow], s.phase)
	}
	mustApply(t, s, aFlood+FloodTop)
	if s.flood != FloodTop || s.phase != PhPlace || int(s.actor) == a {
		t.Fatalf("T7 flood %d phase %s actor %d", s.flood, s.phase, s.actor)
	}
}

// TestSpec7_2TileEffects: a tile resolves at once; Strength is mandatory,
// the flood move optional (staying = no move), up to 2 spaces with two
// arrows (A5); NT04 gives the waiting-ship build (§9.2).
func TestSpec7_2TileEffects(t *testing.T) {
	s := plStart(t, 2)
	a := int(s.actor)
	s.tile[2], s.tile[3], s.tile[4] = 9, 4, 2 // T3 NT09, T4 NT04, T5 NT02
	mustApply(t, s, at(6))                    // T3: NT09 crew of choice, flood up to 2
	mustApply(t, s, aCrew+CrewBlue)
	if s.pl[a].Str[CrewBlue] != 2 {
		t.Fatalf("NT09: Blue %d", s.pl[a].Str[CrewBlue])
	}
	l := s.legalTask(nil)
	want := []engine.Action{aFlood + FloodTop, aFlood + FloodMiddle, aFlood + FloodBottom}
	if s.phase != PhFlood || !reflect.DeepEqual(l, want) {
		t.Fatalf("NT09 flood from Middle: want all three, got %v (%s)", l, s.phase)
	}
	kept := plEvents(s)
	mustApply(t, s, aFlood+FloodMiddle) // no move
	if s.flood != FloodMiddle || s.phase != PhPlace {
		t.Fatal("staying put is a legal no move")
	}
	// Staying put is told, so the log can say the marker was kept (issue 22).
	if len(*kept) == 0 || (*kept)[0] != (FloodKept{Player: a, At: FloodMiddle}) {
		t.Fatalf("no move: want FloodKept first, got %v", *kept)
	}
	plTurnTo(s, a)
	mustApply(t, s, at(9)) // T4: NT04
	if !s.pl[a].WaitTile {
		t.Fatal("NT04 did not give the waiting-ship build")
	}
	plTurnTo(s, a)
	s.flood = FloodTop
	mustApply(t, s, at(12)) // T5: NT02 Blue +1, flood 1
	if s.pl[a].Str[CrewBlue] != 3 {
		t.Fatalf("NT02: Blue %d", s.pl[a].Str[CrewBlue])
	}
	l = s.legalTask(nil)
	if !reflect.DeepEqual(l, []engine.Action{aFlood + FloodTop, aFlood + FloodMiddle}) {
		t.Fatalf("one arrow from Top: Top or Middle, got %v", l)
	}
	plRefused(t, s, aFlood+FloodBottom)
	ev := plEvents(s)
	mustApply(t, s, aFlood+FloodMiddle)
	if len(*ev) == 0 || (*ev)[0] != (FloodMoved{Player: a, From: FloodTop, To: FloodMiddle}) {
		t.Fatalf("FloodMoved: %v", *ev)
	}
}

// TestSpec2_7StrengthCap: a crew-of-choice gain cannot go to a crew at 9
// (it is mandatory, §2.7): one crew below the cap takes it at once.
func TestSpec2_7StrengthCap(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	s.pl[a].Str = [NumCrews]int8{9, 9, 4, 9}
	s.card[9] = 30 // R30: crew of choice, flood 1
	mustApply(t, s, at(19))
	if s.pl[a].Str[CrewBlue] != 5 || s.phase != PhFlood {
		t.Fatalf("R30 with one crew below 9: Blue %d, phase %s", s.pl[a].Str[CrewBlue], s.phase)
	}
	s = plStart(t, 3)
	a = int(s.actor)
	s.pl[a].Str = [NumCrews]int8{9, 8, 9, 4}
	s.card[9] = 30
	mustApply(t, s, at(19))
	if l := s.legalTask(nil); !reflect.DeepEqual(l, []engine.Action{aCrew + CrewGreen, aCrew + CrewYellow}) {
		t.Fatalf("crews below 9: want green, yellow, got %v", l)
	}
	plRefused(t, s, aCrew+CrewViolet)
}

// TestA1G9UpstreamThenBelowAll: once a round a ship may go upstream of the
// lowest ship; the other rules hold (one ship per zone); the next ship
// must go below all the ships of the round.
func TestA1G9UpstreamThenBelowAll(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	giveBonus(s, a, G9)
	if plHas(plLegal(s), aPlaceUp+0) {
		t.Fatal("G9 needs a ship to be upstream of")
	}
	mustApply(t, s, aSlot+0) // Z1 slot 1, index 7
	plTurnTo(s, a)
	mustApply(t, s, at(10)) // C5
	plTurnTo(s, a)
	l := plLegal(s)
	if !plHas(l, aPlaceUp+7) || !plHas(l, aPlaceUp+0) || plHas(l, aPlaceUp+9) {
		t.Fatalf("G9 from 10: C4 (8) and C1 (1) upstream, not 10 itself; got %v", l)
	}
	if plHas(l, aSlotUp+1) || plHas(l, aWaitUp+0) {
		t.Fatal("G9 into Z1 where a already is: one ship per zone")
	}
	plRefused(t, s, aSlotUp+1)
	ev := plEvents(s)
	mustApply(t, s, aPlaceUp+7) // C4, index 8
	if s.pl[a].Low != 10 || s.ship[7] != int8(a) || s.pl[a].BonusUsed&(1<<G9) == 0 {
		t.Fatalf("after G9: low %d (want 10), ship %d", s.pl[a].Low, s.ship[7])
	}
	if sp, ok := (*ev)[0].(ShipPlaced); !ok || sp != (ShipPlaced{Player: a, From: 10, To: 8, Kind: KindCard, Space: 3, Slot: -1, Via: "g9", Ship: 3}) {
		t.Fatalf("ShipPlaced: %v", (*ev)[0])
	}
	plTurnTo(s, a)
	l = plLegal(s)
	if plHas(l, at(9)) || !plHas(l, at(11)) || plHas(l, aPlaceUp+0) {
		t.Fatalf("after G9: below 10 only, no second G9; got %v", l)
	}
}

// TestA9G10OccupiedTile: once a round a ship may join a ship on
// a round space at or below the lowest ship (equal only on the own ship)
// and resolves the tile again.
func TestA9G10OccupiedTile(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	giveBonus(s, a, G10)
	mustApply(t, s, at(2)) // a on T1
	b := int(s.actor)
	mustApply(t, s, at(12)) // b on T5 (+1 Yellow)
	mustApply(t, s, at(6))  // c on T3
	plTurnTo(s, a)
	l := plLegal(s)
	if !plHas(l, aPlaceOcc+0) || !plHas(l, aPlaceOcc+4) || !plHas(l, aPlaceOcc+2) || plHas(l, aPlaceOcc+1) {
		t.Fatalf("G10 from 2: own T1, T3, T5 occupied; T2 empty; got %v", l)
	}
	mustApply(t, s, aPlaceOcc+4)
	if s.occ[4] != int8(a) || s.ship[11] != int8(b) || s.pl[a].Str[CrewYellow] != 2 || s.pl[a].Low != 12 {
		t.Fatalf("G10 on T5: occ %d ship %d Yellow %d low %d", s.occ[4], s.ship[11], s.pl[a].Str[CrewYellow], s.pl[a].Low)
	}
	plTurnTo(s, a)
	plRefused(t, s, aPlaceOcc+6) // once a round
	s.pl[a].BonusUsed = 0
	l = plLegal(s)
	if plHas(l, aPlaceOcc+2) || plHas(l, aPlaceOcc+4) {
		t.Fatalf("G10: T3 upstream, T5 full (two ships); got %v", l)
	}
}

// TestSpec7_4ExtraShips: R34 and G7 announce a second ship in the same
// turn (R34 boxed, G7 spent for the game), under the normal rules.
func TestSpec7_4ExtraShips(t *testing.T) {
	s := plStart(t, 4)
	a := int(s.actor)
	giveCards(s, a, 34)
	giveBonus(s, a, G7)
	l := plLegal(s)
	if len(l) < 4 || l[0] != aPass || l[1] != aR34 || l[2] != aG7 || l[3] != at(1) {
		t.Fatalf("want pass, r34, g7, then the places; got %v", l)
	}
	mustApply(t, s, aR34)
	if s.pl[a].Has(34) || s.extra != 1 || int(s.actor) != a || s.phase != PhPlace {
		t.Fatal("R34: card boxed, one extra ship, same seat")
	}
	mustApply(t, s, aG7)
	if s.pl[a].BonusUsed&(1<<G7) == 0 || s.extra != 2 {
		t.Fatal("G7 spent, two extra ships")
	}
	mustApply(t, s, at(1))
	mustApply(t, s, at(3))
	if int(s.actor) != a {
		t.Fatal("the second extra ship")
	}
	plRefused(t, s, at(3))
	mustApply(t, s, at(5))
	if int(s.actor) == a || s.pl[a].Ships != 3 {
		t.Fatalf("three ships then the next seat; ships %d", s.pl[a].Ships)
	}
	// No extra without a ship for it.
	s = plStart(t, 4)
	a = int(s.actor)
	giveCards(s, a, 34)
	s.pl[a].Ships = NumShips - 1
	if plHas(plLegal(s), aR34) {
		t.Fatal("R34 with one ship left")
	}
	plRefused(t, s, aR34)
}

// TestSpec4_2ShipPlacedEvents: what the scene animates, from the river to
// the space.
func TestSpec4_2ShipPlacedEvents(t *testing.T) {
	s := plStart(t, 3)
	a := int(s.actor)
	ev := plEvents(s)
	mustApply(t, s, at(5)) // C3
	want := []engine.Event{
		ShipPlaced{Player: a, From: 0, To: 5, Kind: KindCard, Space: 2, Slot: -1, Ship: 1},
		CardTaken{Player: a, Space: 2, Card: 3, Kept: true},
	}
	if len(*ev) < 2 || !reflect.DeepEqual((*ev)[:2], want) {
		t.Fatalf("events %v", *ev)
	}
	plTurnTo(s, a)
	*ev = nil
	mustApply(t, s, aSlot+3*2+1) // Z3 slot 2
	if (*ev)[0] != (ShipPlaced{Player: a, From: 5, To: 20, Kind: KindSlot, Space: 2, Slot: 1, Ship: 2}) {
		t.Fatalf("slot event %v", (*ev)[0])
	}
	plTurnTo(s, a)
	*ev = nil
	s.pl[a].Low = 9
	mustApply(t, s, at(12)) // T5
	if (*ev)[1] != (TileResolved{Player: a, Space: 4, Tile: tilePrinted}) {
		t.Fatalf("tile event %v", *ev)
	}
}

// TestPlaceLegalMatchesApply: in random games, every placement or effect
// code is accepted by Apply exactly when Legal offers it.
func TestPlaceLegalMatchesApply(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 6; seed++ {
			s := setupDone(t, n, seed)
			if seed%2 == 0 { // the violet placements, R34 and R27 for everyone
				for q := 0; q < n; q++ {
					giveBonus(s, q, G7, G9, G10)
					giveCards(s, q, 34, 27)
				}
			}
			rng := engine.NewRNG(seed)
			var buf []engine.Action
			for k := 0; !s.Terminal() && k < 5000; k++ {
				buf = s.Legal(buf)
				if s.phase == PhPlace || s.phase == PhCrew || s.phase == PhFlood || s.phase == PhMarket || s.phase == PhGlean || s.phase == PhFreeBrick {
					for c := aPass; c < aGlean+NumCardSp; c++ {
						if c == aDone || c == aDecline || c == aFeed {
							continue
						}
						x := s.clone()
						err := x.Apply(engine.Action(c))
						if (err == nil) != plHas(buf, engine.Action(c)) {
							t.Fatalf("%dp seed %d phase %s: %s legal %v, Apply %v", n, seed, s.phase, s.ActionString(engine.Action(c)), plHas(buf, engine.Action(c)), err)
						}
					}
				}
				mustApply(t, s, plPick(&rng, buf))
			}
		}
	}
}

// TestPlaceShipInvariants: in random games (with the violet powers and
// R34 for everyone at even seeds), during Place ships each seat's ships
// on the river, beside a ship (G10), in slots and waiting are its Ships,
// at most one per zone, at most 8, and its Low is the furthest of them.
func TestPlaceShipInvariants(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for seed := uint64(11); seed <= 16; seed++ {
			s := setupDone(t, n, seed)
			if seed%2 == 0 {
				for q := 0; q < n; q++ {
					giveBonus(s, q, G7, G9, G10)
					giveCards(s, q, 34)
				}
			}
			rng := engine.NewRNG(seed)
			var buf []engine.Action
			for k := 0; !s.Terminal() && k < 5000; k++ {
				if s.step == StepPlace {
					for q := 0; q < n; q++ {
						cnt, low := 0, 0
						see := func(i int) {
							cnt++
							low = max(low, i)
						}
						for i, o := range s.ship {
							if int(o) == q {
								see(i + 1)
							}
						}
						for tt, o := range s.occ {
							if int(o) == q {
								see(int(RoundIndex[tt]))
							}
						}
						for z := 0; z < NumZones; z++ {
							inz := 0
							for _, o := range s.slots[z] {
								if int(o) == q {
									inz++
								}
							}
							for _, o := range s.waiting[z][:s.waitN[z]] {
								if int(o) == q {
									inz++
								}
							}
							if inz > 1 {
								t.Fatalf("%dp seed %d: seat %d has %d ships in zone %d", n, seed, q, inz, z)
							}
							for j := 0; j < inz; j++ {
								see(int(ZoneIndex[z]))
							}
						}
						if cnt != int(s.pl[q].Ships) || cnt > NumShips || low != int(s.pl[q].Low) {
							t.Fatalf("%dp seed %d: seat %d: %d ships seen (Ships %d), furthest %d (Low %d)",
								n, seed, q, cnt, s.pl[q].Ships, low, s.pl[q].Low)
						}
					}
				}
				buf = s.Legal(buf)
				mustApply(t, s, plPick(&rng, buf))
			}
		}
	}
}

// plPick is a random action, passing (or closing) only one time in eight
// when something else is legal: the river fills up.
func plPick(rng *engine.RNG, l []engine.Action) engine.Action {
	a := l[rng.IntN(len(l))]
	for k := 0; k < 3 && (a == aPass || a == aDone || a == aDecline) && len(l) > 1; k++ {
		a = l[rng.IntN(len(l))]
	}
	return a
}

// TestRulebookPlaceShipsRound follows the rulebook's "Placer des Navires"
// text at 4 players: player 1 places first, then 2, 3, 4, then player 1
// its second ship, always downstream of its previous one; one ship a
// space; a ship beside the full zone waits ("en Attente"); passing is
// final and the step ends when all have passed.
func TestRulebookPlaceShipsRound(t *testing.T) {
	s := plStart(t, 4)
	p := func(k int) int { return int(s.order[k]) }
	turn := func(k int, a engine.Action) {
		t.Helper()
		if int(s.actor) != p(k) {
			t.Fatalf("want player %d (seat %d) to place, got seat %d", k+1, p(k), s.actor)
		}
		mustApply(t, s, a)
	}
	turn(0, at(1))   // C1
	turn(1, at(2))   // T1: +1 Green
	turn(2, at(3))   // C2
	turn(3, at(4))   // T2: +1 Wheat market
	turn(0, aSlot+0) // Z1 slot 1
	turn(1, aSlot+1)
	turn(2, aSlot+2)
	if l := plLegal(s); plHas(l, aSlot+0) || !plHas(l, aWait+0) {
		t.Fatalf("Z1 full: player 4 may only wait there, got %v", l)
	}
	turn(3, aWait+0)
	if s.slots[0] != [SlotsPerZone]int8{int8(p(0)), int8(p(1)), int8(p(2))} || s.waitN[0] != 1 || s.waiting[0][0] != int8(p(3)) {
		t.Fatalf("Z1 %v, waiting %v", s.slots[0], s.waiting[0][:s.waitN[0]])
	}
	turn(0, aPass)
	turn(1, at(8)) // C4
	plRefused(t, s, at(8))
	turn(2, aPass)
	turn(3, at(10)) // C5
	turn(1, aPass)  // player 1 and 3 passed: player 2, then 4
	if s.step != StepPlace || int(s.actor) != p(3) {
		t.Fatalf("player 4 still places; actor %d", s.actor)
	}
	turn(3, aPass)
	if s.round == 1 && s.step == StepPlace {
		t.Fatal("the step did not end when everyone had passed")
	}
	if s.pl[p(1)].Str[CrewGreen] != 2 || s.pl[p(3)].Mkt[MktWheat] != 2 {
		t.Fatal("T1/T2 effects")
	}
}
