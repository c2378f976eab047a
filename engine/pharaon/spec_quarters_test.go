package pharaon

import (
	"errors"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"nilegames/engine"
)

// effectsState is a match of players (3..5) after its setup, turned into a
// blank table for hand-built scenarios: seat 0 to act in PhTurn, nobody
// with tokens, Nobles, Artisans, steps or Nile levels; full supplies; the
// Offerings lots and Bonus positions empty; bag and discard empty.
func effectsState(tb testing.TB, players int, seed uint64) *State {
	tb.Helper()
	st, err := Game{}.NewState(engine.Options{"players": strconv.Itoa(players)}, seed)
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*State)
	for s.round == 0 {
		l := s.Legal(nil)
		if len(l) == 0 {
			tb.Fatal("no legal action during the setup")
		}
		if err := s.Apply(l[0]); err != nil {
			tb.Fatal(err)
		}
	}
	for q := 0; q < int(s.n); q++ {
		s.pl[q] = Player{}
	}
	for r := range s.supply {
		s.supply[r] = Supply
	}
	for i := range s.lots {
		s.lots[i] = [2]int8{-1, -1}
		s.bonus[i] = -1
	}
	s.bag, s.offDisc = [NumOffKinds]int8{}, [NumOffKinds]int8{}
	s.pharaoh = -1
	s.turn, s.actor, s.phase = 0, 0, PhTurn
	s.tasksN, s.cont, s.mainDone = 0, contMain, false
	return s
}

// rich gives seat 3 of each base resource and 3 Silver (so that every
// action's cost can be paid).
func fxRich(s *State, seat int) {
	for r := 0; r < NumRes; r++ {
		s.pl[seat].Res[r] = 3
		s.supply[r] -= 3
	}
}

// give sets seat's Noble [n] owned.
func fxGive(s *State, seat, n int) { s.pl[seat].Nobles |= 1 << uint(n-1) }

// mustIllegal checks that f refuses with ErrIllegal and changes nothing.
func fxIllegal(t *testing.T, s *State, what string, f func() error) {
	t.Helper()
	before := *s
	err := f()
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%s: got %v, want an illegal-action error", what, err)
	}
	if !reflect.DeepEqual(before, *s) {
		t.Fatalf("%s: the state changed", what)
	}
}

// act chooses target a and resolves it as if paid (the payment is
// PAYMENT's, tested there): the effect and its automatic tasks.
func fxAct(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	if err := s.chooseTarget(a); err != nil {
		t.Fatal(err)
	}
	s.resolveAction()
}

// decide applies task choice a.
func fxDecide(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	if err := s.applyTask(a); err != nil {
		t.Fatalf("%s: %v", s.phase, err)
	}
}

func fxHas(l []engine.Action, a engine.Action) bool { return slices.Contains(l, a) }

func TestSpec5_2ArtisansTakeFromDisplayAndRefill(t *testing.T) {
	s := effectsState(t, 3, 1)
	fxRich(s, 0)
	s.artDisp = [4]int8{0, 1, 2, 3}
	s.artDeck[s.artN-1] = 12 // A13 on top of the deck
	n := s.artN
	fxAct(t, s, aArtisan+1) // A02: AGR, AGR, JUS
	p := &s.pl[0]
	if p.Artisans != 1<<1 {
		t.Fatalf("artisans %b, want A02", p.Artisans)
	}
	if p.Res[AGR] != 5 || p.Res[JUS] != 4 || p.Res[CON] != 3 {
		t.Fatalf("resources %v, want AGR 5 JUS 4 CON 3", p.Res)
	}
	if s.artDisp[1] != 12 || s.artN != n-1 {
		t.Fatalf("display %v deck %d: slot 2 must be refilled at once with A13", s.artDisp, s.artN)
	}
}

func TestSpec5_2ArtisansBlindFromDeck(t *testing.T) {
	s := effectsState(t, 3, 2)
	fxRich(s, 0)
	s.artDisp = [4]int8{0, 1, 2, 3}
	s.artDeck[s.artN-1] = 13 // A14: CON
	n := s.artN
	fxAct(t, s, aArtisan+4)
	if s.pl[0].Artisans != 1<<13 || s.pl[0].Res[CON] != 4 {
		t.Fatalf("artisans %b res %v, want A14 and one more CON", s.pl[0].Artisans, s.pl[0].Res)
	}
	if s.artDisp != [4]int8{0, 1, 2, 3} || s.artN != n-1 {
		t.Fatalf("display %v deck %d: the display must not change", s.artDisp, s.artN)
	}
}

func TestSpec5_2ArtisansEmptySlotAndNoCard(t *testing.T) {
	s := effectsState(t, 3, 3)
	fxRich(s, 0)
	s.artDisp = [4]int8{-1, 5, -1, -1}
	l := s.legalTargets(nil)
	if fxHas(l, aArtisan) || !fxHas(l, aArtisan+1) || !fxHas(l, aArtisan+4) {
		t.Fatalf("targets %v: slot 1 empty, slot 2 full, deck full", l)
	}
	fxIllegal(t, s, "empty slot", func() error { return s.chooseTarget(aArtisan) })
	s.artDisp = [4]int8{-1, -1, -1, -1}
	s.artN = 0
	for _, a := range s.legalTargets(nil) {
		if in(a, aArtisan, 5) {
			t.Fatalf("Artisans action %d legal with display and deck empty", a)
		}
	}
	fxIllegal(t, s, "empty deck", func() error { return s.chooseTarget(aArtisan + 4) })
}

func TestSpec5_2ArtisanJarIcon(t *testing.T) {
	s := effectsState(t, 3, 4)
	fxRich(s, 0)
	s.artDisp[0] = 0         // A01: Jar + AGR
	s.jarPile[s.jarN-1] = 26 // V27: ROY, ROY | CON
	s.jarDisc &^= 1 << 26
	fxAct(t, s, aArtisan)
	p := &s.pl[0]
	if p.Res[AGR] != 4 || p.Res[ROY] != 5 || p.Res[CON] != 4 {
		t.Fatalf("resources %v, want AGR 4 (card), ROY 5 and CON 4 (V27)", p.Res)
	}
	if s.jarDisc&(1<<26) == 0 {
		t.Fatal("the Jar gained must be discarded")
	}
}

func TestSpec9_2ArtisanChoiceGains(t *testing.T) {
	s := effectsState(t, 3, 5)
	fxRich(s, 0)
	s.artDisp[2] = 27 // A28: Choice, Choice
	fxAct(t, s, aArtisan+2)
	if s.phase != PhChoice {
		t.Fatalf("phase %s, want choice", s.phase)
	}
	l := s.legalTask(nil)
	want := []engine.Action{aChoice, aChoice + 1, aChoice + 2, aChoice + 3, aChoice + 4}
	if !slices.Equal(l, want) {
		t.Fatalf("choices %v, want %v (Silver is not a base resource)", l, want)
	}
	fxIllegal(t, s, "Silver as a choice", func() error { return s.applyTask(aChoice + 5) })
	fxDecide(t, s, aChoice+ROY)
	if s.phase != PhChoice {
		t.Fatalf("phase %s, want the second choice", s.phase)
	}
	s.supply[COM] = 0
	fxIllegal(t, s, "empty supply", func() error { return s.applyTask(aChoice + COM) })
	fxDecide(t, s, aChoice+ROY)
	if s.pl[0].Res[ROY] != 5 {
		t.Fatalf("ROY %d, want 5", s.pl[0].Res[ROY])
	}
}

func TestSpec2_2ChoiceWithOneResourceLeftIsAutomatic(t *testing.T) {
	s := effectsState(t, 3, 6)
	fxRich(s, 0)
	s.supply = [NumRes]int8{0, 0, 1, 0, 0, 5}
	s.artDisp[2] = 27 // A28: Choice, Choice
	fxAct(t, s, aArtisan+2)
	if s.pl[0].Res[CON] != 4 {
		t.Fatalf("CON %d: the only resource left is gained without a question", s.pl[0].Res[CON])
	}
	if s.phase == PhChoice {
		t.Fatal("the second choice has nothing to give: lost, not asked")
	}
}

func TestSpec5_3NoblesTakeAndRefill(t *testing.T) {
	s := effectsState(t, 3, 7)
	fxRich(s, 0)
	s.nobleDisp = [3]int8{11, 12, 13} // [12] [13] [14]
	s.nobleDeck[s.nobleN-1] = 0       // [1] on top
	n := s.nobleN
	fxAct(t, s, aNoble+0)
	if !s.pl[0].Has(12) || s.nobleDisp[0] != 0 || s.nobleN != n-1 {
		t.Fatalf("nobles %b display %v deck %d: [12] taken, slot refilled with [1]", s.pl[0].Nobles, s.nobleDisp, s.nobleN)
	}
	s2 := effectsState(t, 3, 7)
	fxRich(s2, 0)
	s2.nobleDisp = [3]int8{11, 12, 13}
	s2.nobleDeck[s2.nobleN-1] = 5
	fxAct(t, s2, aNoble+3)
	if !s2.pl[0].Has(6) || s2.nobleDisp != [3]int8{11, 12, 13} {
		t.Fatalf("blind take: nobles %b display %v", s2.pl[0].Nobles, s2.nobleDisp)
	}
}

func TestSpec5_3NoblesNoneAvailable(t *testing.T) {
	s := effectsState(t, 3, 8)
	fxRich(s, 0)
	s.nobleDisp = [3]int8{-1, -1, -1}
	s.nobleN = 0
	for _, a := range s.legalTargets(nil) {
		if in(a, aNoble, 4) {
			t.Fatalf("Nobles action %d legal with no Noble", a)
		}
	}
	fxIllegal(t, s, "no Noble", func() error { return s.chooseTarget(aNoble + 3) })
	fxIllegal(t, s, "no Noble in slot", func() error { return s.chooseTarget(aNoble + 1) })
}

func TestSpec7_4PharaohOnNobleTaken(t *testing.T) {
	s := effectsState(t, 3, 9)
	fxRich(s, 0)
	fxGive(s, 0, 12)
	s.pl[0].BC = 3
	s.nobleDisp[1] = 0
	fxAct(t, s, aNoble+1)
	if s.pharaoh != 0 {
		t.Fatalf("pharaoh %d: 2 Nobles and step 3 take the token", s.pharaoh)
	}
	// Never taken away (§7.4).
	s2 := effectsState(t, 3, 9)
	fxRich(s2, 0)
	s2.pharaoh = 1
	fxGive(s2, 0, 12)
	s2.pl[0].BC = 3
	s2.nobleDisp[1] = 0
	fxAct(t, s2, aNoble+1)
	if s2.pharaoh != 1 {
		t.Fatalf("pharaoh %d, want 1 (kept)", s2.pharaoh)
	}
}

func TestSpec5_4NileAllOptionsLegal(t *testing.T) {
	s := effectsState(t, 3, 10)
	fxRich(s, 0)
	s.pl[0].Nile = [NumBase]int8{3, 3, 3, 3, 3}
	l := s.legalTargets(nil)
	for o := 0; o < NumNile; o++ {
		if !fxHas(l, engine.Action(aNile+o)) {
			t.Fatalf("option N%d must stay legal with every track at the top (arrows lost, A16)", o+1)
		}
	}
}

func TestSpec5_4NileDoubleArrowChoice(t *testing.T) {
	s := effectsState(t, 3, 11)
	fxRich(s, 0)
	fxAct(t, s, aNile+4) // N5: JUS/CON twice
	if s.phase != PhArrow {
		t.Fatalf("phase %s, want arrow", s.phase)
	}
	if l := s.legalTask(nil); !slices.Equal(l, []engine.Action{aArrow + JUS, aArrow + CON}) {
		t.Fatalf("arrows %v, want JUS or CON", l)
	}
	fxIllegal(t, s, "arrow off its colours", func() error { return s.applyTask(aArrow + AGR) })
	fxDecide(t, s, aArrow+JUS)
	fxDecide(t, s, aArrow+JUS)
	if s.pl[0].Nile != [NumBase]int8{0, 2, 0, 0, 0} {
		t.Fatalf("nile %v, want JUS 2 (several arrows on one track)", s.pl[0].Nile)
	}
}

func TestA16ArrowLostAndSingleTrackAutomatic(t *testing.T) {
	s := effectsState(t, 3, 12)
	fxRich(s, 0)
	s.pl[0].Nile = [NumBase]int8{3, 0, 0, 2, 0}
	fxAct(t, s, aNile+2) // N3: AGR/ROY twice; AGR is full
	if s.pl[0].Nile != [NumBase]int8{3, 0, 0, 3, 0} {
		t.Fatalf("nile %v: first arrow to ROY without a question, second lost", s.pl[0].Nile)
	}
	if s.phase == PhArrow {
		t.Fatal("no arrow decision expected")
	}
}

func TestSpec9_4NileArrowAnyJarSilver(t *testing.T) {
	s := effectsState(t, 3, 13)
	fxRich(s, 0)
	s.pl[0].Nile = [NumBase]int8{3, 3, 0, 0, 0}
	fxAct(t, s, aNile+0) // N1: AGR/JUS (both full: lost) + any
	if l := s.legalTask(nil); !slices.Equal(l, []engine.Action{aArrow + CON, aArrow + ROY, aArrow + COM}) {
		t.Fatalf("any-track arrow: %v", l)
	}
	fxDecide(t, s, aArrow+COM)
	if s.pl[0].Nile[COM] != 1 {
		t.Fatalf("nile %v", s.pl[0].Nile)
	}

	s = effectsState(t, 3, 13)
	fxRich(s, 0)
	s.pl[0].Nile = [NumBase]int8{3, 0, 0, 0, 0}
	s.jarPile[s.jarN-1] = 0 // V01: AGR, JUS | CON
	fxAct(t, s, aNile+1)    // N2: AGR/CON + Jar
	p := &s.pl[0]
	if p.Nile[CON] != 1 || p.Res[AGR] != 4 || p.Res[JUS] != 4 || p.Res[CON] != 4 {
		t.Fatalf("N2: nile %v res %v", p.Nile, p.Res)
	}

	s = effectsState(t, 3, 13)
	fxRich(s, 0)
	s.pl[0].Nile = [NumBase]int8{0, 0, 0, 0, 3}
	fxAct(t, s, aNile+3) // N4: AGR/COM + Silver
	if s.pl[0].Nile[AGR] != 1 || s.pl[0].Res[SIL] != 4 {
		t.Fatalf("N4: nile %v res %v", s.pl[0].Nile, s.pl[0].Res)
	}
}

func TestSpec5_5BurialStep(t *testing.T) {
	s := effectsState(t, 3, 14)
	fxRich(s, 0)
	s.pl[0].BC = 2
	fxGive(s, 0, 1)
	fxGive(s, 0, 2)
	fxAct(t, s, aBurial)
	if s.pl[0].BC != 3 || s.pharaoh != 0 {
		t.Fatalf("step %d pharaoh %d: step 3 with 2 Nobles takes the Pharaoh", s.pl[0].BC, s.pharaoh)
	}
	s = effectsState(t, 3, 14)
	fxRich(s, 0)
	s.pl[0].BC = BCSteps
	if fxHas(s.legalTargets(nil), aBurial) {
		t.Fatal("Burial Chamber legal on the last step")
	}
	fxIllegal(t, s, "last step", func() error { return s.chooseTarget(aBurial) })
}

func TestSpec5_6OfferingsLotAndBonus(t *testing.T) {
	s := effectsState(t, 3, 15)
	fxRich(s, 0)
	s.lots[1] = [2]int8{OffRes + JUS, OffPrestige2}
	s.bonus[0], s.bonus[2] = OffQuarter+NIL, OffPrestige1
	s.bag[OffRes+AGR] = 1
	l := s.legalTargets(nil)
	if !fxHas(l, aOffer+2) || !fxHas(l, aOffer+3) || fxHas(l, aOffer) {
		t.Fatalf("targets %v: lot 2 with or without extra, lot 1 empty", l)
	}
	fxAct(t, s, aOffer+3)
	if s.lots[1] != [2]int8{-1, -1} || s.pl[0].Off[OffRes+JUS] != 1 || s.pl[0].Off[OffPrestige2] != 1 {
		t.Fatalf("lot %v off %v", s.lots[1], s.pl[0].Off)
	}
	if s.phase != PhBonus {
		t.Fatalf("phase %s, want bonus", s.phase)
	}
	if l := s.legalTask(nil); !slices.Equal(l, []engine.Action{aBonus, aBonus + 2, aBonusBag}) {
		t.Fatalf("bonus choices %v: positions 1 and 3, or the bag", l)
	}
	fxIllegal(t, s, "empty Bonus position", func() error { return s.applyTask(aBonus + 1) })
	fxDecide(t, s, aBonus+2)
	if s.bonus[2] != -1 || s.bonus[0] != OffQuarter+NIL || s.pl[0].Off[OffPrestige1] != 1 {
		t.Fatalf("bonus %v off %v: position 3 taken, position 1 stays (A21)", s.bonus, s.pl[0].Off)
	}
}

func TestA30ExtraNeedsABonusSource(t *testing.T) {
	s := effectsState(t, 3, 16)
	fxRich(s, 0)
	s.lots[0] = [2]int8{OffRes, OffRes + 1}
	l := s.legalTargets(nil)
	if !fxHas(l, aOffer) || fxHas(l, aOffer+1) {
		t.Fatalf("targets %v: no Bonus, no bag, no discard: no extra", l)
	}
	fxIllegal(t, s, "extra for nothing", func() error { return s.chooseTarget(aOffer + 1) })
	// The discard refills the bag (§5.6): the extra is legal again and the
	// token is drawn without a question (only source).
	s.offDisc[OffPrestige1] = 1
	fxAct(t, s, aOffer+1)
	if s.pl[0].Off[OffPrestige1] != 1 || s.offDisc[OffPrestige1] != 0 {
		t.Fatalf("off %v disc %v: the discarded token comes back through the bag", s.pl[0].Off, s.offDisc)
	}
}

func TestA11OfferingsWithoutLotIllegal(t *testing.T) {
	s := effectsState(t, 3, 17)
	fxRich(s, 0)
	s.bonus[0] = OffPrestige1
	for _, a := range s.legalTargets(nil) {
		if in(a, aOffer, 2*MaxLots) {
			t.Fatalf("Offerings action %d legal without a lot", a)
		}
	}
	fxIllegal(t, s, "no lot", func() error { return s.chooseTarget(aOffer + 1) })
	// A lot beyond the N+1 in play never counts.
	s.lots[4] = [2]int8{OffRes, OffRes}
	fxIllegal(t, s, "lot 5 at 3 players", func() error { return s.chooseTarget(aOffer + 8) })
}

func TestSpec5_1TargetIllegalOutsideTurn(t *testing.T) {
	s := effectsState(t, 3, 18)
	fxRich(s, 0)
	s.phase = PhEnd
	fxIllegal(t, s, "target in PhEnd", func() error { return s.chooseTarget(aNile) })
}

// fxRecord records s's events from now on.
func fxRecord(s *State) *[]engine.Event {
	evs := &[]engine.Event{}
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { *evs = append(*evs, e) }))
	return evs
}

// fxPrefix checks that evs starts with want.
func fxPrefix(t *testing.T, evs []engine.Event, want ...engine.Event) {
	t.Helper()
	if len(evs) < len(want) || !reflect.DeepEqual(evs[:len(want)], want) {
		t.Fatalf("events %#v\nwant first %#v", evs, want)
	}
}

func TestSpec11_4EffectEvents(t *testing.T) {
	s := effectsState(t, 3, 61)
	fxRich(s, 0)
	fxGive(s, 0, 19)
	s.artDisp[0] = 0 // A01: Jar + AGR
	s.artDeck[s.artN-1] = 4
	s.jarPile[s.jarN-1] = 1 // V02: AGR, JUS | ROY
	evs := fxRecord(s)
	fxAct(t, s, aArtisan)
	fxDecide(t, s, aTutor+COM)
	fxPrefix(t, *evs,
		ArtisanTaken{Player: 0, Card: 0, Slot: 0},
		ArtisanRefilled{Slot: 0, Card: 4},
		JarDrawn{Player: 0, Jar: 1},
		JarGained{Player: 0, Jar: 1, Got: [3]bool{true, true, true}},
		NobleTilted{Player: 0, Noble: 19},
		TutorUsed{Player: 0, Res: COM},
		Gained{Player: 0, Res: COM, N: 1},
		Gained{Player: 0, Res: AGR, N: 1})

	s = effectsState(t, 3, 62)
	fxRich(s, 0)
	fxGive(s, 0, 11)
	fxGive(s, 0, 12)
	s.pl[0].BC = 2
	s.pl[0].Nile[ROY] = 3
	s.lots[2] = [2]int8{OffPrestige1, OffRes + COM}
	s.bonus[1] = OffPrestige2
	evs = fxRecord(s)
	fxAct(t, s, aNile+7) // N8: CON/ROY (ROY full: CON) + Silver
	s.turn, s.actor, s.phase = 0, 0, PhTurn
	fxAct(t, s, aBurial)
	s.turn, s.actor, s.phase = 0, 0, PhTurn
	fxAct(t, s, aOffer+2*2+1) // lot 3 + the only Bonus
	var mine []engine.Event
	for _, e := range *evs {
		switch e.(type) {
		case NileClimbed, Gained, BurialStepped, PharaohTaken, LotTaken, OfferingGained:
			mine = append(mine, e)
		}
	}
	want := []engine.Event{
		NileClimbed{Player: 0, Track: CON, Level: 1},
		Gained{Player: 0, Res: SIL, N: 1},
		BurialStepped{Player: 0, Step: 3},
		PharaohTaken{Player: 0},
		LotTaken{Player: 0, Lot: 2, Kinds: [2]int{OffPrestige1, OffRes + COM}},
		OfferingGained{Player: 0, Kind: OffPrestige2, From: "bonus", Pos: 1},
	}
	if !reflect.DeepEqual(mine, want) {
		t.Fatalf("events %#v\nwant %#v", mine, want)
	}
}

// A Quarter action through Apply: the target, PAYMENT's payment, the effect.
func TestSpec5_1ActionThroughApply(t *testing.T) {
	s := effectsState(t, 3, 63)
	fxRich(s, 0)
	if err := s.Apply(aBurial); err != nil {
		t.Fatal(err)
	}
	if s.phase != PhPay {
		t.Fatalf("phase %s, want pay", s.phase)
	}
	if err := s.Apply(s.cheapestPayment(0, s.pend)); err != nil {
		t.Fatal(err)
	}
	if s.pl[0].BC != 1 {
		t.Fatalf("step %d, want 1", s.pl[0].BC)
	}
	// Step 1 costs AGR + CON (§9.7) plus the access, which counts for
	// one of them when the wheel shows AGR or CON (§5.1 step 3).
	paid := 3
	if c := s.WheelColour(BUR); c == AGR || c == CON {
		paid = 2
	}
	left := 0
	for r := 0; r < NumRes; r++ {
		left += int(s.pl[0].Res[r])
	}
	if left != 18-paid {
		t.Fatalf("%d tokens left of 18, want %d paid (wheel colour %d)", left, paid, s.WheelColour(BUR))
	}
}

// legalTargets (one payableTargets call) agrees with chooseTarget (one
// canPay per action) on random positions.
func TestSpec5_1TargetsAgreeWithChoice(t *testing.T) {
	var buf []engine.Action
	for g := 0; g < 40; g++ {
		st, err := Game{}.NewState(engine.Options{"players": strconv.Itoa(2 + g%4)}, uint64(500+g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRNG(uint64(g))
		for !s.Terminal() {
			if s.phase == PhTurn {
				l := s.legalTargets(nil)
				for a := engine.Action(aArtisan); a < aArrow; a++ {
					c := *s
					ok := c.chooseTarget(a) == nil
					if ok != slices.Contains(l, a) {
						t.Fatalf("game %d: %s chooseTarget %v, in legalTargets %v", g, s.ActionString(a), ok, !ok)
					}
				}
			}
			buf = s.Legal(buf)
			if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
