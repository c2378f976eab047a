package pharaon

import "nilegames/engine"

// The Quarter actions after their payment (§5.2–§5.6): which targets can be
// chosen, and what taking them does.

// Events of the Quarter effects, the tasks and the powers (§11.4), coded
// as the flow's (events.go): Nobles 1..26, Artisans and Jars 0..29,
// resources 0..5, Offering kinds 0..11. Slot is a display slot, -1 when the
// card comes blind from the deck. Resources gained are the flow's Gained,
// Bonus Offerings its OfferingGained (From "bonus" or "bag").

// ArtisanTaken, ArtisanRefilled: §5.2 (and Nobles 23/24).
type ArtisanTaken struct{ Player, Card, Slot int }
type ArtisanRefilled struct{ Slot, Card int }

// NobleTaken, NobleRefilled: §5.3.
type NobleTaken struct{ Player, Noble, Slot int }
type NobleRefilled struct{ Slot, Noble int }

// NobleTilted: a once-per-round power used; NobleStraightened: the flow
// turns it back at the new round (§4.4 step 4).
type NobleTilted struct{ Player, Noble int }
type NobleStraightened struct{ Player, Noble int }

// NileClimbed: one level up on Track (a base resource); ArrowLost: an
// arrow whose tracks are all at the top (A16).
type NileClimbed struct{ Player, Track, Level int }
type ArrowLost struct{ Player int }

// BurialStepped: the cube on Step (1..8); Free for Nobles 25/26.
type BurialStepped struct {
	Player, Step int
	Free         bool
}

// LotTaken: the two Offerings of a lot (§5.6).
type LotTaken struct {
	Player, Lot int
	Kinds       [2]int
}

// JarDrawn: a random Jar revealed from the pile (Artisan or Nile Jar
// icon); JarGained: a Jar's resources gained, Got[i] false when the supply
// lacked icon i (§2.2). The Jar is discarded. Diplomat: the seat's
// Diplomat ([20]) is ready and will be asked to exchange them (for the log).
type JarDrawn struct{ Player, Jar int }
type JarGained struct {
	Player, Jar int
	Got         [3]bool
	Diplomat    bool
}

// DiplomatUsed: the Jar's resources given back for Chosen ([20]);
// TutorUsed: 1 Res more ([19]).
type DiplomatUsed struct {
	Player, Jar int
	Chosen      [3]int
}
type TutorUsed struct{ Player, Res int }

// WiseWomanUsed ([17]), TreasurerUsed ([18]): From is 0..4 a resource,
// 5..9 the Resource Offering of colour From-5.
type WiseWomanUsed struct{ Player, From, To int }
type TreasurerUsed struct{ Player, From int }

// PharaohTaken: seat takes the Pharaoh token (§7.4).
type PharaohTaken struct{ Player int }

func (ArtisanTaken) EventName() string      { return "artisan_taken" }
func (ArtisanRefilled) EventName() string   { return "artisan_refilled" }
func (NobleTaken) EventName() string        { return "noble_taken" }
func (NobleRefilled) EventName() string     { return "noble_refilled" }
func (NobleTilted) EventName() string       { return "noble_tilted" }
func (NobleStraightened) EventName() string { return "noble_straightened" }
func (NileClimbed) EventName() string       { return "nile_climbed" }
func (ArrowLost) EventName() string         { return "arrow_lost" }
func (BurialStepped) EventName() string     { return "burial_stepped" }
func (LotTaken) EventName() string          { return "lot_taken" }
func (JarDrawn) EventName() string          { return "jar_drawn" }
func (JarGained) EventName() string         { return "jar_gained" }
func (DiplomatUsed) EventName() string      { return "diplomat_used" }
func (TutorUsed) EventName() string         { return "tutor_used" }
func (WiseWomanUsed) EventName() string     { return "wise_woman_used" }
func (TreasurerUsed) EventName() string     { return "treasurer_used" }
func (PharaohTaken) EventName() string      { return "pharaoh_taken" }

// artisanAvail reports whether Artisans target t (display slot 0..3, 4 the
// deck) holds a card.
func (s *State) artisanAvail(t int) bool {
	if t == 4 {
		return s.artN > 0
	}
	return t >= 0 && t < 4 && s.artDisp[t] >= 0
}

// nobleAvail is the same for the Nobles (slots 0..2, 3 the deck).
func (s *State) nobleAvail(t int) bool {
	if t == 3 {
		return s.nobleN > 0
	}
	return t >= 0 && t < 3 && s.nobleDisp[t] >= 0
}

// lotCount is the number of lot spaces in play (§3.1 step 9, §3.4).
func (s *State) lotCount() int { return Lots(int(s.players)) }

// bonusSource reports whether a Bonus Offering can be had: a Bonus position
// holds a token, or the bag (refilled from the discard) is not empty (A30).
func (s *State) bonusSource() bool {
	for i := 0; i < MaxLots; i++ {
		if s.bonus[i] >= 0 {
			return true
		}
	}
	return s.bagAvail()
}

// bagAvail reports whether drawBag would give a token.
func (s *State) bagAvail() bool {
	for k := 0; k < NumOffKinds; k++ {
		if s.bag[k] > 0 || s.offDisc[k] > 0 {
			return true
		}
	}
	return false
}

// targetOK reports whether the current seat may start Quarter action a and
// pay for it; p is the pending action it makes.
func (s *State) targetOK(seat int, a engine.Action) (pending, bool) {
	x := int(a)
	switch {
	case in(a, aArtisan, 5):
		p := pending{quarter: ART, target: int8(x - aArtisan)}
		return p, s.artisanAvail(x-aArtisan) && s.canPay(seat, p)
	case in(a, aNoble, 4):
		p := pending{quarter: NOB, target: int8(x - aNoble)}
		return p, s.nobleAvail(x-aNoble) && s.canPay(seat, p)
	case in(a, aNile, NumNile):
		p := pending{quarter: NIL, target: int8(x - aNile)}
		return p, s.canPay(seat, p)
	case a == aBurial:
		p := pending{quarter: BUR}
		return p, s.pl[seat].BC < BCSteps && s.canPay(seat, p)
	case in(a, aOffer, 2*MaxLots):
		lot, extra := (x-aOffer)/2, (x-aOffer)%2 == 1
		p := pending{quarter: OFF, target: int8(lot), extra: extra}
		if lot >= s.lotCount() || s.lots[lot][0] < 0 || extra && !s.bonusSource() {
			return p, false
		}
		return p, s.canPay(seat, p)
	}
	return pending{}, false
}

// legalTargets appends the Quarter actions the current seat can start and
// pay (§5.1–§5.6), sorted; PAYMENT's payableTargets answers canPay for all
// of them at once.
func (s *State) legalTargets(dst []engine.Action) []engine.Action {
	seat := int(s.actor)
	pay := s.payableTargets(seat)
	if pay&(1<<payART) != 0 {
		for t := 0; t < 5; t++ {
			if s.artisanAvail(t) {
				dst = append(dst, engine.Action(aArtisan+t))
			}
		}
	}
	if pay&(1<<payNOB) != 0 {
		for t := 0; t < 4; t++ {
			if s.nobleAvail(t) {
				dst = append(dst, engine.Action(aNoble+t))
			}
		}
	}
	for o := 0; o < NumNile; o++ {
		if pay&(1<<uint(payNIL+o)) != 0 {
			dst = append(dst, engine.Action(aNile+o))
		}
	}
	if s.pl[seat].BC < BCSteps && pay&(1<<payBUR) != 0 {
		dst = append(dst, aBurial)
	}
	plain := pay&(1<<payOFF) != 0
	extra := pay&(1<<payOFFExtra) != 0 && s.bonusSource()
	if plain || extra {
		for lot := 0; lot < s.lotCount(); lot++ {
			if s.lots[lot][0] < 0 {
				continue
			}
			if plain {
				dst = append(dst, engine.Action(aOffer+2*lot))
			}
			if extra {
				dst = append(dst, engine.Action(aOffer+2*lot+1))
			}
		}
	}
	return dst
}

// chooseTarget starts Quarter action a: it waits for the payment (PhPay).
func (s *State) chooseTarget(a engine.Action) error {
	if s.phase != PhTurn {
		return engine.Illegal("quarter action in phase %s", s.phase)
	}
	p, ok := s.targetOK(int(s.actor), a)
	if !ok {
		return engine.Illegal("quarter action %d not available", int(a))
	}
	s.pend = p
	s.phase = PhPay
	return nil
}

// resolveAction is the effect of the paid action s.pend for the current
// seat (§5.1 step 5), then its tasks.
func (s *State) resolveAction() {
	seat := int(s.actor)
	p := s.pend
	switch int(p.quarter) {
	case ART:
		s.takeArtisan(seat, int(p.target))
	case NOB:
		s.takeNoble(seat, int(p.target))
	case NIL:
		o := NileOptions[p.target]
		s.pushBack(task{kind: tkArrow, arg: o.A, arg2: o.B})
		switch o.Second {
		case NileArrowPair:
			s.pushBack(task{kind: tkArrow, arg: o.A, arg2: o.B})
		case NileArrowAny:
			s.pushBack(task{kind: tkArrow, arg: -1, arg2: -1})
		case NileJar:
			s.pushBack(task{kind: tkJar})
		case NileSilver:
			s.pushBack(task{kind: tkRes, arg: SIL, arg2: 1})
		}
	case BUR:
		s.burialStep(seat, false)
	case OFF:
		s.takeLot(seat, int(p.target))
		if p.extra {
			s.pushBack(task{kind: tkBonus})
		}
	}
	s.runTasks()
}

// takeArtisan gives seat the Artisan of target t (slot, or 4 the deck),
// refills the display at once (A15) and queues its cartouche's gains first
// in the queue, in printed order (§5.2). Nothing happens without a card.
func (s *State) takeArtisan(seat, t int) {
	var id int
	if t == 4 {
		if s.artN == 0 {
			return
		}
		s.artN--
		id = int(s.artDeck[s.artN])
	} else {
		if t < 0 || t >= 4 || s.artDisp[t] < 0 {
			return
		}
		id = int(s.artDisp[t])
		s.artDisp[t] = -1
	}
	s.pl[seat].Artisans |= 1 << uint(id)
	if s.Recording() {
		slot := t
		if t == 4 {
			slot = -1
		}
		s.Record(ArtisanTaken{Player: seat, Card: id, Slot: slot})
	}
	if t < 4 {
		s.refillArtisan(t)
		if s.Recording() && s.artDisp[t] >= 0 {
			s.Record(ArtisanRefilled{Slot: t, Card: int(s.artDisp[t])})
		}
	}
	g := Artisans[id].Gains
	for i := len(g) - 1; i >= 0; i-- {
		switch g[i] {
		case GainJar:
			s.pushFront(task{kind: tkJar})
		case GainChoice:
			s.pushFront(task{kind: tkChoice})
		default:
			s.pushFront(task{kind: tkRes, arg: g[i], arg2: 1})
		}
	}
}

// takeNoble gives seat the Noble of target t (slot, or 3 the deck), refills
// the display, checks the Pharaoh, then queues an instant power's parts
// (A15, A24: each part on its own, impossible parts lost).
func (s *State) takeNoble(seat, t int) {
	var id int
	if t == 3 {
		if s.nobleN == 0 {
			return
		}
		s.nobleN--
		id = int(s.nobleDeck[s.nobleN])
	} else {
		if t < 0 || t >= 3 || s.nobleDisp[t] < 0 {
			return
		}
		id = int(s.nobleDisp[t])
		s.nobleDisp[t] = -1
	}
	s.pl[seat].Nobles |= 1 << uint(id)
	if s.Recording() {
		slot := t
		if t == 3 {
			slot = -1
		}
		s.Record(NobleTaken{Player: seat, Noble: id + 1, Slot: slot})
	}
	if t < 3 {
		s.refillNoble(t)
		if s.Recording() && s.nobleDisp[t] >= 0 {
			s.Record(NobleRefilled{Slot: t, Noble: int(s.nobleDisp[t]) + 1})
		}
	}
	s.pharaohCheck(seat)
	anyArrow := task{kind: tkArrow, arg: -1, arg2: -1}
	switch id + 1 {
	case 21:
		s.pushBack(anyArrow)
		s.pushBack(anyArrow)
		s.pushBack(anyArrow)
		s.pushBack(task{kind: tkRes, arg: SIL, arg2: 2})
	case 22:
		s.pushBack(task{kind: tkBonus})
		s.pushBack(task{kind: tkBonus})
		s.pushBack(anyArrow)
		s.pushBack(anyArrow)
	case 23:
		s.pushBack(task{kind: tkArtisan})
		s.pushBack(task{kind: tkRes, arg: SIL, arg2: 1})
	case 24:
		s.pushBack(task{kind: tkArtisan})
		s.pushBack(task{kind: tkBonus})
	case 25:
		s.burialStep(seat, true)
		s.pushBack(task{kind: tkRes, arg: SIL, arg2: 1})
	case 26:
		s.burialStep(seat, true)
		s.pushBack(task{kind: tkBonus})
	}
}

// burialStep moves seat's cube one step (§5.5; free for Nobles 25/26,
// lost on the last step) and checks the Pharaoh.
func (s *State) burialStep(seat int, free bool) {
	pl := &s.pl[seat]
	if pl.BC >= BCSteps {
		return
	}
	pl.BC++
	if s.Recording() {
		s.Record(BurialStepped{Player: seat, Step: int(pl.BC), Free: free})
	}
	s.pharaohCheck(seat)
}

// pharaohCheck is checkPharaoh with its event (§7.4).
func (s *State) pharaohCheck(seat int) {
	if s.checkPharaoh(seat) && s.Recording() {
		s.Record(PharaohTaken{Player: seat})
	}
}

// takeLot gives seat the two Offerings of a lot (§5.6); the lot stays
// empty until the round ends.
func (s *State) takeLot(seat, lot int) {
	if lot < 0 || lot >= MaxLots {
		return
	}
	l := s.lots[lot]
	for _, k := range l {
		if k >= 0 {
			s.pl[seat].Off[k]++
		}
	}
	s.lots[lot] = [2]int8{-1, -1}
	if s.Recording() {
		s.Record(LotTaken{Player: seat, Lot: lot, Kinds: [2]int{int(l[0]), int(l[1])}})
	}
}

// climb moves seat's disc one level up on track t (§5.4); it reports
// false when the track is at the top.
func (s *State) climb(seat, t int) bool {
	pl := &s.pl[seat]
	if pl.Nile[t] >= NileTop {
		return false
	}
	pl.Nile[t]++
	if s.Recording() {
		s.Record(NileClimbed{Player: seat, Track: t, Level: int(pl.Nile[t])})
	}
	return true
}

// gainRes gives seat n resources r within the supply (§2.2), with its event.
func (s *State) gainRes(seat, r, n int) {
	if got := s.gain(seat, r, n); got > 0 && s.Recording() {
		s.Record(Gained{Player: seat, Res: r, N: got})
	}
}
