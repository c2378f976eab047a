package pharaon

import (
	"slices"
	"testing"

	"nilegames/engine"
)

// takeNobleNow puts Noble [n] in display slot 0 and has seat 0 take it.
func fxTakeNoble(t *testing.T, s *State, n int) {
	t.Helper()
	s.nobleDisp[0] = int8(n - 1)
	fxAct(t, s, aNoble)
}

func TestSpec9_3Noble21ThreeLevelsTwoSilver(t *testing.T) {
	s := effectsState(t, 3, 21)
	fxRich(s, 0)
	fxTakeNoble(t, s, 21)
	for _, tr := range []int{AGR, AGR, COM} {
		if s.phase != PhArrow {
			t.Fatalf("phase %s, want arrow", s.phase)
		}
		if l := s.legalTask(nil); len(l) != NumBase-b2i(s.pl[0].Nile[AGR] == NileTop) {
			t.Fatalf("any-track arrow choices %v", l)
		}
		fxDecide(t, s, engine.Action(aArrow+tr))
	}
	p := &s.pl[0]
	if p.Nile != [NumBase]int8{2, 0, 0, 0, 1} || p.Res[SIL] != 5 || !p.Has(21) {
		t.Fatalf("nile %v silver %d", p.Nile, p.Res[SIL])
	}
}

func TestA24Noble21ImpossibleLevelsLost(t *testing.T) {
	s := effectsState(t, 3, 22)
	fxRich(s, 0)
	s.pl[0].Nile = [NumBase]int8{3, 3, 3, 2, 3}
	fxTakeNoble(t, s, 21)
	p := &s.pl[0]
	if p.Nile != [NumBase]int8{3, 3, 3, 3, 3} || p.Res[SIL] != 5 || !p.Has(21) {
		t.Fatalf("nile %v silver %d: one level to ROY, two lost, 2 Silver all the same", p.Nile, p.Res[SIL])
	}
}

func TestSpec9_3Noble22TwoBonusTwoLevels(t *testing.T) {
	s := effectsState(t, 3, 23)
	fxRich(s, 0)
	s.bonus[1] = OffPrestige2
	s.bag[OffQuarter+BUR] = 1
	fxTakeNoble(t, s, 22)
	if s.phase != PhBonus {
		t.Fatalf("phase %s, want bonus", s.phase)
	}
	fxDecide(t, s, aBonus+1)
	// Only the bag is left: drawn without a question.
	if s.phase != PhArrow {
		t.Fatalf("phase %s, want arrow after the second Bonus", s.phase)
	}
	fxDecide(t, s, aArrow+CON)
	fxDecide(t, s, aArrow+CON)
	p := &s.pl[0]
	if p.Off[OffPrestige2] != 1 || p.Off[OffQuarter+BUR] != 1 || p.Nile[CON] != 2 {
		t.Fatalf("off %v nile %v", p.Off, p.Nile)
	}
}

func TestSpec9_3Noble23ArtisanAndSilver(t *testing.T) {
	s := effectsState(t, 3, 24)
	fxRich(s, 0)
	s.nobleDeck[s.nobleN-1] = 22 // [23] refills the Noble display first (A15)
	s.artDisp = [4]int8{1, 6, 11, 16}
	s.artDeck[s.artN-1] = 29
	fxTakeNoble(t, s, 23)
	if s.phase != PhArtisan {
		t.Fatalf("phase %s, want artisan", s.phase)
	}
	if s.nobleDisp[0] != 22 {
		t.Fatalf("noble display %v: refilled before the instant power (A15)", s.nobleDisp)
	}
	want := []engine.Action{aArtPick, aArtPick + 1, aArtPick + 2, aArtPick + 3, aArtPick + 4}
	if l := s.legalTask(nil); !slices.Equal(l, want) {
		t.Fatalf("artisan choices %v", l)
	}
	fxDecide(t, s, aArtPick+1) // A07: JUS, JUS, CON
	p := &s.pl[0]
	if p.Artisans != 1<<6 || p.Res[JUS] != 5 || p.Res[CON] != 4 || p.Res[SIL] != 4 || s.artDisp[1] != 29 {
		t.Fatalf("artisans %b res %v display %v", p.Artisans, p.Res, s.artDisp)
	}
}

func TestSpec9_3Noble24ArtisanGainsThenBonus(t *testing.T) {
	s := effectsState(t, 3, 25)
	fxRich(s, 0)
	s.artDisp = [4]int8{-1, -1, -1, -1}
	s.artDeck[s.artN-1] = 27 // A28: Choice, Choice (blind, the only source)
	s.bonus[0], s.bonus[1] = OffPrestige1, OffPrestige2
	fxTakeNoble(t, s, 24)
	if s.phase != PhChoice || s.pl[0].Artisans != 1<<27 {
		t.Fatalf("phase %s artisans %b: the deck's A28 taken blind, its choices first", s.phase, s.pl[0].Artisans)
	}
	fxDecide(t, s, aChoice+AGR)
	fxDecide(t, s, aChoice+AGR)
	if s.phase != PhBonus {
		t.Fatalf("phase %s, want the Bonus after the Artisan's gains", s.phase)
	}
	fxDecide(t, s, aBonus)
	if s.pl[0].Res[AGR] != 5 || s.pl[0].Off[OffPrestige1] != 1 {
		t.Fatalf("res %v off %v", s.pl[0].Res, s.pl[0].Off)
	}
}

func TestA24Noble24NoArtisanLeft(t *testing.T) {
	s := effectsState(t, 3, 26)
	fxRich(s, 0)
	s.artDisp = [4]int8{-1, -1, -1, -1}
	s.artN = 0
	s.bonus[2] = OffPrestige1
	fxTakeNoble(t, s, 24)
	if !s.pl[0].Has(24) || s.pl[0].Artisans != 0 || s.pl[0].Off[OffPrestige1] != 1 {
		t.Fatalf("nobles %b artisans %b off %v: Artisan lost, Bonus taken", s.pl[0].Nobles, s.pl[0].Artisans, s.pl[0].Off)
	}
}

func TestSpec9_3Noble25FreeStepSilverPharaoh(t *testing.T) {
	s := effectsState(t, 3, 27)
	fxRich(s, 0)
	fxGive(s, 0, 12)
	s.pl[0].BC = 2
	fxTakeNoble(t, s, 25)
	p := &s.pl[0]
	if p.BC != 3 || p.Res[SIL] != 4 || p.Res[AGR] != 3 || p.Res[CON] != 3 {
		t.Fatalf("step %d res %v: a free step (no cost) and 1 Silver", p.BC, p.Res)
	}
	if s.pharaoh != 0 {
		t.Fatalf("pharaoh %d: 2 Nobles and step 3 after the free step", s.pharaoh)
	}
}

func TestSpec9_3Noble26FreeStepBonus(t *testing.T) {
	s := effectsState(t, 3, 28)
	fxRich(s, 0)
	s.pl[0].BC = BCSteps
	s.bonus[0] = OffQuarter + ART
	fxTakeNoble(t, s, 26)
	p := &s.pl[0]
	if p.BC != BCSteps || p.Off[OffQuarter+ART] != 1 {
		t.Fatalf("step %d off %v: the step is lost on the last step, the Bonus is taken (A24)", p.BC, p.Off)
	}
	s = effectsState(t, 3, 28)
	fxRich(s, 0)
	s.pl[0].BC = 4
	fxTakeNoble(t, s, 26) // no Bonus anywhere: that part is lost
	if s.pl[0].BC != 5 || s.phase == PhBonus {
		t.Fatalf("step %d phase %s", s.pl[0].BC, s.phase)
	}
}

func TestSpec9_3Noble17WiseWoman(t *testing.T) {
	s := effectsState(t, 3, 29)
	fxGive(s, 0, 17)
	s.pl[0].Res[AGR] = 1
	s.pl[0].Off[OffRes+CON] = 1
	s.pl[0].Res[SIL] = 1
	s.pl[0].Off[OffQuarter+NIL] = 1
	l := s.legalPowers(nil)
	var want []engine.Action
	for _, to := range []int{JUS, CON, ROY, COM} {
		want = append(want, engine.Action(aWise+AGR*NumBase+to))
	}
	for _, to := range []int{AGR, JUS, ROY, COM} {
		want = append(want, engine.Action(aWise+(NumBase+CON)*NumBase+to))
	}
	if !slices.Equal(l, want) {
		t.Fatalf("powers %v, want %v (Silver and Quarter Offerings are not base-resource tokens)", l, want)
	}
	fxIllegal(t, s, "same resource", func() error { return s.applyPower(aWise + AGR*NumBase + AGR) })
	s.supply[ROY] = 0
	fxIllegal(t, s, "empty supply (A25)", func() error { return s.applyPower(aWise + AGR*NumBase + ROY) })
	if err := s.applyPower(engine.Action(aWise + (NumBase+CON)*NumBase + JUS)); err != nil {
		t.Fatal(err)
	}
	p := &s.pl[0]
	if p.Off[OffRes+CON] != 0 || s.offDisc[OffRes+CON] != 1 || p.Res[JUS] != 1 || s.supply[JUS] != Supply-1 {
		t.Fatalf("off %v disc %v res %v", p.Off, s.offDisc, p.Res)
	}
	if p.Ready(17) {
		t.Fatal("the Wise Woman must be tilted")
	}
	if l := s.legalPowers(nil); len(l) != 0 {
		t.Fatalf("powers %v after use: once per round", l)
	}
	fxIllegal(t, s, "second use", func() error { return s.applyPower(aWise + AGR*NumBase + JUS) })
}

func TestSpec9_3Noble18Treasurer(t *testing.T) {
	s := effectsState(t, 3, 30)
	fxGive(s, 0, 18)
	s.pl[0].Res[COM] = 2
	s.pl[0].Off[OffRes+AGR] = 1
	s.pl[0].Res[SIL] = 1
	l := s.legalPowers(nil)
	want := []engine.Action{aTreasurer + COM, aTreasurer + NumBase + AGR}
	if !slices.Equal(l, want) {
		t.Fatalf("powers %v, want %v", l, want)
	}
	fxIllegal(t, s, "Silver given up", func() error { return s.applyPower(aTreasurer + AGR) })
	if err := s.applyPower(aTreasurer + COM); err != nil {
		t.Fatal(err)
	}
	p := &s.pl[0]
	if p.Res[COM] != 1 || p.Res[SIL] != 2 || s.supply[COM] != Supply+1 || s.supply[SIL] != Supply-1 || p.Ready(18) {
		t.Fatalf("res %v supply %v", p.Res, s.supply)
	}
	s = effectsState(t, 3, 30)
	fxGive(s, 0, 18)
	s.pl[0].Res[COM] = 2
	s.supply[SIL] = 0
	if l := s.legalPowers(nil); len(l) != 0 {
		t.Fatalf("powers %v with no Silver in the supply (A25)", l)
	}
	fxIllegal(t, s, "no Silver", func() error { return s.applyPower(aTreasurer + COM) })
}

func TestA14PowersOnAnyOwnTurn(t *testing.T) {
	for _, ph := range []Phase{PhTurn, PhEnd, PhPyramid, PhSetupJar} {
		s := effectsState(t, 3, 31)
		fxGive(s, 0, 18)
		s.pl[0].Res[AGR] = 1
		s.phase = ph
		if err := s.applyPower(aTreasurer + AGR); err != nil {
			t.Fatalf("%s: %v", ph, err)
		}
	}
	s := effectsState(t, 3, 31)
	fxGive(s, 0, 18)
	s.pl[0].Res[AGR] = 1
	s.phase = PhPay
	fxIllegal(t, s, "power while paying", func() error { return s.applyPower(aTreasurer + AGR) })
}

// A9, A28: a starting Noble's once-per-round powers work during the §3.2
// choices and count as the round-1 use.
func TestA9A28PowersAtSetup(t *testing.T) {
	st, err := Game{}.NewState(engine.Options{"players": "3"}, 91)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for s.phase != PhSetupJar {
		if err := s.Apply(s.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	q := int(s.actor)
	s.pl[q].Nobles = 1<<(NTreasurer-1) | 1<<(NTutor-1)
	jar := s.jarShown[0]
	if err := s.Apply(aSetupJar); err != nil {
		t.Fatal(err)
	}
	if s.phase != PhTutor || int(s.actor) != q {
		t.Fatalf("phase %s actor %d: the Tutor on the starting Jar (A9)", s.phase, s.actor)
	}
	fxDecide(t, s, aTutor+AGR)
	if s.phase != PhEnd || int(s.actor) != q {
		t.Fatalf("phase %s actor %d: the Treasurer may still be used (A28)", s.phase, s.actor)
	}
	first := Jars[jar][0]
	if err := s.Apply(engine.Action(aTreasurer + int(first))); err != nil {
		t.Fatal(err)
	}
	p := &s.pl[q]
	if p.Res[SIL] != 3 || p.Ready(NTreasurer) || p.Ready(NTutor) {
		t.Fatalf("res %v: 2 Silver + 1 from the Treasurer, both Nobles tilted", p.Res)
	}
	if int(s.actor) == q {
		t.Fatal("no power left: the next seat's choices")
	}
	for s.round == 0 {
		if err := s.Apply(s.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.pl[q].Ready(NTreasurer) || s.pl[q].Ready(NTutor) {
		t.Fatal("the setup uses are round 1's: still tilted in round 1")
	}
}
