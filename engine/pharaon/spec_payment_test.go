package pharaon

import (
	"testing"

	"nilegames/engine"
)

// Expectations below are worked out by hand from the spec (§5.1–§5.6,
// §9.3, A8, A17, A23, A29, A30) and the rulebook's examples. The table of
// payments is order-free; "pay:acc=K@C+T,T" is the access token K counting
// as colour C, then the tokens T spent on the action cost.

const (
	oAGR = tkResOff + AGR
	oJUS = tkResOff + JUS
	oCON = tkResOff + CON
	oROY = tkResOff + ROY
	oCOM = tkResOff + COM
	oQ   = tkQuarter
)

// §5.1 step 2: the access token must count as the colour facing the
// Quarter; with none, the action cannot be paid.
func TestSpec5_1AccessMustMatchWheel(t *testing.T) {
	s := payState(3)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, JUS, CON, ROY, COM)
	n5 := pending{quarter: NIL, target: 4} // JUS + CON
	wantPays(t, s, 0, n5)
	mustRefuse(t, s, 0, n5, payAction(Payment{Access: ROY, Colour: AGR, Spent: paySpent(JUS, CON)}))
	s.payGive(0, NIL, AGR)
	wantPays(t, s, 0, n5, "pay:acc=AGR@AGR+JUS,CON")
	// a Resource Offering of the wheel colour pays the access too
	s = payState(3)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, oAGR, JUS, CON)
	wantPays(t, s, 0, n5, "pay:acc=oAGR@AGR+JUS,CON")
	// ...but not one of another colour
	s = payState(3)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, oROY, JUS, CON)
	wantPays(t, s, 0, n5)
}

// Rulebook, Henri: the access (a colour the option does not use) is paid
// on the wheel and both colours of the option besides it.
func TestSpec5_4RulebookHenriNile(t *testing.T) {
	s := payState(4)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, AGR, JUS, CON)
	wantPays(t, s, 0, pending{quarter: NIL, target: 4}, "pay:acc=AGR@AGR+JUS,CON")
	if err := s.applyPayment(0, pending{quarter: NIL, target: 4}, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(JUS, CON)})); err != nil {
		t.Fatal(err)
	}
	if s.slots[AGR][0] != AGR || s.pl[0].Res != [NumRes]int8{} || s.supply[JUS] != Supply+1 || s.supply[CON] != Supply+1 {
		t.Errorf("after Henri's payment: slots %v, hand %v, supply %v", s.slots[AGR], s.pl[0].Res, s.supply)
	}
}

// §5.1 step 3: the access colour is deducted from the cost when it
// matches; paying it twice is not offered.
func TestSpec5_1AccessDeducted(t *testing.T) {
	s := payState(3)
	s.payFace(NIL, JUS)
	s.payGive(0, NIL, JUS, JUS, CON)
	wantPays(t, s, 0, pending{quarter: NIL, target: 4}, "pay:acc=JUS@JUS+CON")
	// into an "any" slot of the Burial Chamber: step 5 is COM + AGR + any
	s = payState(3)
	s.payFace(BUR, ROY)
	s.pl[0].BC = 4
	s.payGive(0, BUR, ROY, COM, AGR)
	wantPays(t, s, 0, pending{quarter: BUR}, "pay:acc=ROY@ROY+AGR,COM")
	// Nobles: the access always is one of the five
	s = payState(3)
	s.payFace(NOB, ROY)
	s.payGive(0, NOB, AGR, JUS, CON, ROY, COM)
	wantPays(t, s, 0, pending{quarter: NOB}, "pay:acc=ROY@ROY+AGR,JUS,CON,COM")
}

// §5.1 / §2.2: Silver replaces any one resource, for the access or the
// cost.
func TestSpec5_1SilverAnyResource(t *testing.T) {
	s := payState(3)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, SIL, SIL, SIL)
	// the access counts as AGR, which N5 (JUS + CON) does not use
	wantPays(t, s, 0, pending{quarter: NIL, target: 4}, "pay:acc=SIL@AGR+SIL,SIL")
	// N1 is AGR + JUS: the Silver access is deducted as AGR
	wantPays(t, s, 0, pending{quarter: NIL, target: 0}, "pay:acc=SIL@AGR+SIL")
	s = payState(3)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, AGR, SIL, JUS)
	// with the Silver as access, nothing is left to pay CON
	wantPays(t, s, 0, pending{quarter: NIL, target: 4}, "pay:acc=AGR@AGR+JUS,SIL")
}

// §2.5 / A17: a Quarter Offering replaces any one resource of its own
// Quarter's costs, the access included, and nothing elsewhere.
func TestSpec5_1QuarterOfferingOnlyItsQuarter(t *testing.T) {
	s := payState(3)
	s.payFace(NIL, JUS)
	s.payGive(0, NIL, oQ, JUS) // a Nile Offering
	n5 := pending{quarter: NIL, target: 4}
	// as CON; as access it would count as JUS and the JUS left cannot be CON
	wantPays(t, s, 0, n5, "pay:acc=JUS@JUS+oQ")
	s = payState(3)
	s.payFace(NIL, JUS)
	s.payGive(0, NIL, oQ, CON)
	wantPays(t, s, 0, n5, "pay:acc=oQ@JUS+CON")
	// applied: the Offering goes onto the wheel as an Offering token
	if err := s.applyPayment(0, n5, payAction(Payment{Access: oQ, Colour: JUS, Spent: paySpent(CON)})); err != nil {
		t.Fatal(err)
	}
	if s.slots[JUS][0] != wheelOff+OffQuarter+NIL || s.pl[0].Off[OffQuarter+NIL] != 0 {
		t.Errorf("Nile Offering not on the wheel: %v", s.slots[JUS])
	}
	// a Burial Chamber Offering does nothing for the Nile
	s = payState(3)
	s.payFace(NIL, JUS)
	s.pl[0].Off[OffQuarter+BUR] = 1
	s.payGive(0, NIL, JUS)
	wantPays(t, s, 0, n5)
	// ...but pays for the Burial Chamber: step 1 is AGR + CON
	s.payFace(BUR, AGR)
	s.payGive(0, BUR, CON)
	wantPays(t, s, 0, pending{quarter: BUR}, "pay:acc=oQ@AGR+CON")
}

// §2.5: a Resource Offering is spent as one resource of its type.
func TestSpec5_1ResourceOffering(t *testing.T) {
	s := payState(3)
	s.payFace(NIL, JUS)
	s.payGive(0, NIL, JUS, oCON, oROY)
	wantPays(t, s, 0, pending{quarter: NIL, target: 4}, "pay:acc=JUS@JUS+oCON")
	p := pending{quarter: NIL, target: 4}
	if err := s.applyPayment(0, p, payAction(Payment{Access: JUS, Colour: JUS, Spent: paySpent(oCON)})); err != nil {
		t.Fatal(err)
	}
	if s.offDisc[OffRes+CON] != 1 || s.pl[0].Off[OffRes+CON] != 0 || s.pl[0].Off[OffRes+ROY] != 1 {
		t.Errorf("Offering not discarded: disc %v hand %v", s.offDisc, s.pl[0].Off)
	}
}

// §9.3 Scribes: either resource of the pair pays as the other, a Resource
// Offering of it too; the access still counts as the wheel colour, which
// the Scribe can then turn into its partner (A23).
func TestScribeSubstitution(t *testing.T) {
	n5 := pending{quarter: NIL, target: 4} // JUS + CON
	s := payState(3)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, JUS, CON)
	wantPays(t, s, 0, n5)
	s.payOwn(0, 1) // [1] AGR <-> JUS
	// JUS pays the AGR access, and the access (AGR) pays JUS through [1]
	wantPays(t, s, 0, n5, "pay:acc=JUS@AGR+CON")
	s = payState(3)
	s.payFace(NIL, AGR)
	s.payOwn(0, 1)
	s.payGive(0, NIL, oJUS, AGR, CON)
	wantPays(t, s, 0, n5, "pay:acc=oJUS@AGR+CON", "pay:acc=AGR@AGR+CON")
	// the cost side: AGR pays JUS
	s = payState(3)
	s.payFace(NIL, CON)
	s.payOwn(0, 1)
	s.payGive(0, NIL, CON, AGR)
	wantPays(t, s, 0, n5, "pay:acc=CON@CON+AGR")
	// a Scribe substitutes once: with [1] and [2] (JUS <-> CON), AGR is not CON
	s = payState(3)
	s.payFace(NIL, ROY)
	s.payOwn(0, 1, 2)
	s.payGive(0, NIL, ROY, AGR, AGR)
	wantPays(t, s, 0, n5)
	// rulebook: Artisans, 3 identical, with [1] mixing AGR and JUS
	s = payState(3)
	s.payFace(ART, AGR)
	s.payOwn(0, 1)
	s.payGive(0, ART, AGR, JUS, JUS)
	wantPays(t, s, 0, pending{quarter: ART}, "pay:acc=AGR@AGR+JUS,JUS", "pay:acc=JUS@AGR+AGR,JUS")
}

// §9.3 [7]–[10]: on their Quarter any token pays the access and counts as
// its own colour; elsewhere they do nothing.
func TestNoble7to10AccessAnyColour(t *testing.T) {
	bur := pending{quarter: BUR} // step 1: AGR + CON
	s := payState(3)
	s.payFace(BUR, ROY)
	s.payGive(0, BUR, AGR, CON)
	wantPays(t, s, 0, bur)
	s.payOwn(0, NArchitect) // [7] on the Burial Chamber
	wantPays(t, s, 0, bur, "pay:acc=AGR@AGR+CON", "pay:acc=CON@CON+AGR")
	// the wheel colour still works, as its own colour (not deducted here)
	s.payGive(0, BUR, ROY)
	wantPays(t, s, 0, bur, "pay:acc=AGR@AGR+CON", "pay:acc=CON@CON+AGR", "pay:acc=ROY@ROY+AGR,CON")
	// applied: the AGR token sits on the ROY segment
	if err := s.applyPayment(0, bur, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(CON)})); err != nil {
		t.Fatal(err)
	}
	if s.slots[ROY][0] != AGR || s.pl[0].Res[ROY] != 1 {
		t.Errorf("wheel %v hand %v", s.slots[ROY], s.pl[0].Res)
	}
	// [9] is the Artisans' one: no help on the Nile
	s = payState(3)
	s.payFace(NIL, ROY)
	s.payOwn(0, 9)
	s.payGive(0, NIL, JUS, CON)
	wantPays(t, s, 0, pending{quarter: NIL, target: 4})
	s.payOwn(0, 10) // [10] is the Nile's
	wantPays(t, s, 0, pending{quarter: NIL, target: 4}, "pay:acc=JUS@JUS+CON", "pay:acc=CON@CON+JUS")
	// [8] on Offerings: the access alone pays the action without the extra
	s = payState(3)
	s.payFace(OFF, ROY)
	s.payOwn(0, 8)
	s.payGive(0, OFF, COM)
	wantPays(t, s, 0, pending{quarter: OFF}, "pay:acc=COM@COM")
}

// A23: with [7]–[10], Silver or a Quarter Offering as access counts as a
// colour the player declares; the payment records the one that works.
func TestA23DeclaredColour(t *testing.T) {
	bur := pending{quarter: BUR} // step 1: AGR + CON
	s := payState(3)
	s.payFace(BUR, ROY)
	s.payOwn(0, NArchitect)
	s.payGive(0, BUR, SIL, AGR, CON)
	wantPays(t, s, 0, bur,
		"pay:acc=AGR@AGR+CON", "pay:acc=AGR@AGR+SIL",
		"pay:acc=CON@CON+AGR", "pay:acc=CON@CON+SIL",
		"pay:acc=SIL@AGR+CON", "pay:acc=SIL@CON+AGR")
	// the declared colour must be the one the rest needs
	mustRefuse(t, s, 0, bur, payAction(Payment{Access: SIL, Colour: AGR, Spent: paySpent(AGR)}))
	s = payState(3)
	s.payFace(BUR, ROY)
	s.payOwn(0, NArchitect)
	s.payGive(0, BUR, oQ, CON)
	wantPays(t, s, 0, bur, "pay:acc=oQ@AGR+CON", "pay:acc=CON@CON+oQ")
	// with a Scribe, a partner of the wheel colour may count as either
	s = payState(3)
	s.payFace(BUR, JUS)
	s.payOwn(0, NArchitect, 1) // [1] AGR <-> JUS
	s.payGive(0, BUR, AGR, CON)
	wantPays(t, s, 0, bur, "pay:acc=AGR@AGR+CON", "pay:acc=CON@CON+AGR")
}

// A29: with the Judge, the Nobles cost is the access in the wheel colour
// and 4 resources of any kind, the access not deducted.
func TestJudgeA29(t *testing.T) {
	nob := pending{quarter: NOB}
	s := payState(3)
	s.payFace(NOB, JUS)
	s.payGive(0, NOB, JUS, AGR, AGR, AGR, AGR)
	wantPays(t, s, 0, nob)
	s.payOwn(0, NJudge)
	wantPays(t, s, 0, nob, "pay:acc=JUS@JUS+AGR,AGR,AGR,AGR")
	// 4 tokens are not enough: the access does not count for the 4
	s = payState(3)
	s.payFace(NOB, JUS)
	s.payOwn(0, NJudge)
	s.payGive(0, NOB, JUS, AGR, AGR, AGR)
	wantPays(t, s, 0, nob)
	// the access is still of the wheel colour
	s.payGive(0, NOB, COM)
	wantPays(t, s, 0, nob, "pay:acc=JUS@JUS+AGR,AGR,AGR,COM")
	s.pl[0].Res[JUS] = 0
	s.payGive(0, NOB, AGR)
	wantPays(t, s, 0, nob)
	// five different still works with the Judge (it is 4 of any kind)
	s = payState(3)
	s.payFace(NOB, JUS)
	s.payOwn(0, NJudge)
	s.payGive(0, NOB, AGR, JUS, CON, ROY, COM)
	wantPays(t, s, 0, nob, "pay:acc=JUS@JUS+AGR,CON,ROY,COM")
}

// §9.3 [13]–[16] with A8: with no free slot the action is paid anyway,
// the access token goes to the supply (still deducted) and the card
// tilts; with a free slot the power is not used.
func TestNoble13to16FullWheel(t *testing.T) {
	art := pending{quarter: ART}
	s := payState(3)
	s.payFace(ART, CON)
	for j := 0; j < 3; j++ {
		s.slots[CON][j], s.slotBy[CON][j] = AGR, 1
	}
	s.payGive(0, ART, CON, CON, CON)
	wantPays(t, s, 0, art)
	s.payOwn(0, 14) // [14] is the Burial Chamber's
	wantPays(t, s, 0, art)
	s.payOwn(0, NPhysician) // [13] the Artisans'
	wantPays(t, s, 0, art, "pay:acc=CON@CON+CON,CON")
	var ev []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { ev = append(ev, e) }))
	if err := s.applyPayment(0, art, payAction(Payment{Access: CON, Colour: CON, Spent: paySpent(CON, CON)})); err != nil {
		t.Fatal(err)
	}
	if s.supply[CON] != Supply+3 || s.pl[0].Res[CON] != 0 || s.slots[CON] != [4]int8{AGR, AGR, AGR, wheelEmpty} {
		t.Errorf("supply %v hand %v wheel %v", s.supply, s.pl[0].Res, s.slots[CON])
	}
	if s.pl[0].Ready(NPhysician) || !s.pl[0].Has(NPhysician) {
		t.Errorf("[13] not tilted")
	}
	if len(ev) != 2 || ev[0].(PaymentMade).Slot != -1 || ev[0].(PaymentMade).Noble != NPhysician ||
		ev[1] != (NobleTilted{Player: 0, Noble: NPhysician}) {
		t.Errorf("events %+v", ev)
	}
	// once tilted, no more
	s.payGive(0, ART, CON, CON, CON)
	wantPays(t, s, 0, art)
	// with a free slot the card stays straight
	s = payState(3)
	s.payFace(ART, CON)
	s.payOwn(0, NPhysician)
	s.payGive(0, ART, CON, CON, CON)
	if err := s.applyPayment(0, art, payAction(Payment{Access: CON, Colour: CON, Spent: paySpent(CON, CON)})); err != nil {
		t.Fatal(err)
	}
	if !s.pl[0].Ready(NPhysician) || s.slots[CON][0] != CON {
		t.Errorf("power used with a free slot")
	}
	// an Offering as access goes to the Offering discard (A17)
	s = payState(3)
	s.payFace(NIL, AGR)
	for j := 0; j < 3; j++ {
		s.slots[AGR][j] = JUS
	}
	s.payOwn(0, 16)
	s.payGive(0, NIL, oQ, JUS, CON)
	n5 := pending{quarter: NIL, target: 4}
	wantPays(t, s, 0, n5, "pay:acc=oQ@AGR+JUS,CON")
	if err := s.applyPayment(0, n5, payAction(Payment{Access: oQ, Colour: AGR, Spent: paySpent(JUS, CON)})); err != nil {
		t.Fatal(err)
	}
	if s.offDisc[OffQuarter+NIL] != 1 || s.pl[0].Ready(16) {
		t.Errorf("disc %v", s.offDisc)
	}
}

// A8: with [13]–[16] on a full wheel, the access still counts for the
// deduction (Christine's Offerings with the High Priest [15]).
func TestA8FullWheelAccessStillDeducted(t *testing.T) {
	s := payState(4)
	s.payFace(OFF, ROY)
	for j := 0; j < 4; j++ {
		s.slots[ROY][j] = COM
	}
	s.payOwn(0, 15)
	s.payGive(0, OFF, ROY, ROY)
	wantPays(t, s, 0, pending{quarter: OFF, extra: true}, "pay:acc=ROY@ROY+ROY")
	wantPays(t, s, 0, pending{quarter: OFF}, "pay:acc=ROY@ROY")
}

// §5.1: a full segment closes the Quarter. Rulebook, the 2-player
// example: the untaken Jar V27 (ROY, ROY | CON) blocks 1 red and 2 yellow
// slots: 2 accesses remain facing red, 1 facing yellow. (Fred's solo
// example is the same: the Traitor's token takes the last slot.)
func TestSpec5_1TwoPlayerBlockedWheelExample(t *testing.T) {
	s := payState(2)
	s.slots[CON][0], s.slots[ROY][0], s.slots[ROY][1] = CON, ROY, ROY
	s.payFace(BUR, ROY) // then NIL faces CON
	if s.WheelColour(NIL) != CON {
		t.Fatalf("wheel")
	}
	s.pl[0].BC = 1 // step 2: JUS + ROY
	s.payGive(0, BUR, ROY, JUS, ROY, JUS, ROY, JUS)
	bur := pending{quarter: BUR}
	pay := payAction(Payment{Access: ROY, Colour: ROY, Spent: paySpent(JUS)})
	if err := s.applyPayment(0, bur, pay); err != nil {
		t.Fatal(err)
	}
	s.pl[0].BC = 1
	wantPays(t, s, 0, bur)
	mustRefuse(t, s, 0, bur, pay)
	s.payGive(0, NIL, CON, CON, JUS)
	n5 := pending{quarter: NIL, target: 4}
	for i := 0; i < 2; i++ {
		if err := s.applyPayment(0, n5, payAction(Payment{Access: CON, Colour: CON, Spent: paySpent(JUS)})); err != nil {
			t.Fatalf("access %d facing red: %v", i+1, err)
		}
	}
	s.payGive(0, NIL, CON, SIL)
	wantPays(t, s, 0, n5)
}

// §5.2 and the rulebook's Sylvain: 3 identical of a colour X; when X is
// the access colour only 2 more are paid, or 3 of another colour.
func TestSpec5_2ArtisansThreeIdentical(t *testing.T) {
	s := payState(3)
	s.payFace(ART, CON)
	s.payGive(0, ART, CON, CON, CON, JUS, JUS, JUS)
	wantPays(t, s, 0, pending{quarter: ART}, "pay:acc=CON@CON+CON,CON", "pay:acc=CON@CON+JUS,JUS,JUS")
	// with Silver: never a mix of colours, never a wasted Silver
	s = payState(3)
	s.payFace(ART, AGR)
	s.payGive(0, ART, AGR, AGR, JUS, JUS, SIL)
	wantPays(t, s, 0, pending{quarter: ART},
		"pay:acc=AGR@AGR+AGR,SIL", "pay:acc=AGR@AGR+JUS,JUS,SIL", "pay:acc=SIL@AGR+AGR,AGR")
	s = payState(3)
	s.payFace(ART, AGR)
	s.payGive(0, ART, AGR, JUS, CON, ROY, COM)
	wantPays(t, s, 0, pending{quarter: ART})
}

// §5.3: the 5 base resources, one each.
func TestSpec5_3NoblesFiveDifferent(t *testing.T) {
	s := payState(3)
	s.payFace(NOB, COM)
	s.payGive(0, NOB, COM, AGR, JUS, CON, CON)
	wantPays(t, s, 0, pending{quarter: NOB})
	s.payGive(0, NOB, oROY)
	wantPays(t, s, 0, pending{quarter: NOB}, "pay:acc=COM@COM+AGR,JUS,CON,oROY")
}

// §5.5: the next step's cost; "any" takes any base resource or
// substitute; nothing after step 8.
func TestSpec5_5BurialNextStep(t *testing.T) {
	s := payState(3)
	s.payFace(BUR, ROY)
	s.pl[0].BC = 7 // step 8: CON + JUS + any + any
	s.payGive(0, BUR, ROY, CON, JUS, COM, oAGR)
	wantPays(t, s, 0, pending{quarter: BUR},
		"pay:acc=ROY@ROY+JUS,CON,COM", "pay:acc=ROY@ROY+JUS,CON,oAGR")
	s.pl[0].BC = BCSteps
	wantPays(t, s, 0, pending{quarter: BUR})
}

// §5.6 and the rulebook's Christine: X, plus the optional extra X for a
// Bonus token; the access counts as the first X. She could have paid 2
// identical besides the access instead.
func TestSpec5_6ExtraBonus(t *testing.T) {
	s := payState(3)
	s.payFace(OFF, ROY)
	s.payGive(0, OFF, ROY, ROY, AGR, AGR)
	wantPays(t, s, 0, pending{quarter: OFF}, "pay:acc=ROY@ROY")
	wantPays(t, s, 0, pending{quarter: OFF, extra: true}, "pay:acc=ROY@ROY+ROY", "pay:acc=ROY@ROY+AGR,AGR")
	s = payState(3)
	s.payFace(OFF, ROY)
	s.payGive(0, OFF, ROY, AGR)
	if !s.canPay(0, pending{quarter: OFF}) || s.canPay(0, pending{quarter: OFF, extra: true}) {
		t.Errorf("one token pays the lot only")
	}
}

// §5.1 "never harmful", the reading of this engine: no legal payment
// spends a token that could be left out.
func TestNoWastefulPayment(t *testing.T) {
	s := payState(3)
	s.payFace(BUR, AGR) // step 1: AGR + CON
	s.payGive(0, BUR, AGR, AGR, CON, SIL)
	bur := pending{quarter: BUR}
	wantPays(t, s, 0, bur, "pay:acc=AGR@AGR+CON", "pay:acc=AGR@AGR+SIL", "pay:acc=SIL@AGR+CON")
	mustRefuse(t, s, 0, bur, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(AGR, CON)}))
	mustRefuse(t, s, 0, bur, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(CON, SIL)}))
	// Artisans: 3 Silver beside an AGR access is wasteful even as X = JUS
	s = payState(3)
	s.payFace(ART, AGR)
	s.payGive(0, ART, AGR, SIL, SIL, SIL)
	wantPays(t, s, 0, pending{quarter: ART}, "pay:acc=AGR@AGR+SIL,SIL", "pay:acc=SIL@AGR+AGR,SIL", "pay:acc=SIL@AGR+SIL,SIL")
}

// §5.1 in the game: choosing a Nile option asks for its payment, Legal
// lists exactly legalPayments, the action names read as payString, and
// the chosen payment moves the tokens (Henri's example on a real table).
func TestSpec5_1PaymentThroughApply(t *testing.T) {
	s := setupDone(t, 3, 7)
	seat := int(s.actor)
	pl := &s.pl[seat]
	pl.Nobles = 0
	pl.Res, pl.Off = [NumRes]int8{}, [NumOffKinds]int8{}
	w := s.WheelColour(NIL)
	opt := 0 // an option without the wheel's colour
	for NileOptions[opt].A == int8(w) || NileOptions[opt].B == int8(w) {
		opt++
	}
	o := NileOptions[opt]
	pl.Res[w], pl.Res[o.A], pl.Res[o.B], pl.Res[SIL] = 1, 1, 1, 1
	mustApply(t, s, engine.Action(aNile+opt))
	if s.phase != PhPay {
		t.Fatalf("phase %s after choosing N%d", s.phase, opt+1)
	}
	legal := s.Legal(nil)
	want := s.legalPayments(seat, s.pend, nil)
	if len(legal) != len(want) || len(want) == 0 {
		t.Fatalf("Legal %v, legalPayments %v", legal, want)
	}
	for i := range legal {
		if legal[i] != want[i] {
			t.Fatalf("Legal %v, legalPayments %v", legal, want)
		}
	}
	// by hand: access W (or Silver as W), then A and B, one of them
	// possibly by the Silver when W pays the access
	henri := payAction(Payment{Access: int8(w), Colour: int8(w), Spent: paySpent(int(o.A), int(o.B))})
	if str, _ := s.payString(henri); s.ActionString(henri) != str {
		t.Errorf("ActionString %q, payString %q", s.ActionString(henri), str)
	}
	if len(legal) != 4 { // W+A,B  W+A,SIL  W+B,SIL  SIL+A,B
		t.Errorf("%d payments, want 4: %v", len(legal), legal)
	}
	supply := s.supply
	mustApply(t, s, henri)
	if s.onWheel(w) != 1 || pl.Res != [NumRes]int8{SIL: 1} {
		t.Errorf("after paying: wheel %v, hand %v", s.slots[w], pl.Res)
	}
	if s.supply[o.A] != supply[o.A]+1 || s.supply[o.B] != supply[o.B]+1 {
		t.Errorf("supply %v -> %v", supply, s.supply)
	}
}

// A17: a Quarter Offering paying the access sits on the wheel as an
// Offering and goes to the Offering discard when the wheel is cleared.
func TestA17QuarterOfferingOnWheel(t *testing.T) {
	s := setupDone(t, 3, 11)
	seat := int(s.actor)
	pl := &s.pl[seat]
	pl.Nobles = 0
	pl.Res, pl.Off = [NumRes]int8{}, [NumOffKinds]int8{}
	pl.Off[OffQuarter+BUR] = 1
	pl.BC = 0 // step 1: AGR + CON
	pl.Res[AGR], pl.Res[CON] = 1, 1
	w := s.WheelColour(BUR)
	mustApply(t, s, aBurial)
	// the access counts as W, which may or may not be AGR or CON
	want := Payment{Access: oQ, Colour: int8(w), Spent: paySpent(AGR, CON)}
	if w == AGR {
		want.Spent = paySpent(CON)
	} else if w == CON {
		want.Spent = paySpent(AGR)
	}
	mustApply(t, s, payAction(want))
	slot := -1
	for i := range s.slots[w] {
		if s.slots[w][i] == wheelOff+OffQuarter+BUR && s.slotBy[w][i] == int8(seat) {
			slot = i
		}
	}
	if slot < 0 {
		t.Fatalf("no Burial Offering on segment %d: %v", w, s.slots[w])
	}
	disc := s.offDisc[OffQuarter+BUR]
	s.jarShownN = 0 // as if every player had passed with a Jar
	s.newRound()
	if s.offDisc[OffQuarter+BUR] != disc+1 || s.slots[w][slot] != wheelEmpty {
		t.Errorf("after the round: discard %d (was %d), slot %d", s.offDisc[OffQuarter+BUR], disc, s.slots[w][slot])
	}
}
