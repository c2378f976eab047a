package pharaon

import "nilegames/engine"

// What follows when the task queue is empty (s.cont, read by tasksDone).
const (
	contMain  = iota // the main move is done: afterMain
	contSetup        // §3.2 step 2 done: step 3 (2 Silver)
	contPass         // the General's gain done (§9.3 [6]): gain the pass Jar
)

// tasksDone is called by runTasks when no task is left.
func (s *State) tasksDone() {
	switch s.cont {
	case contSetup:
		s.setupSilver()
	default:
		s.cont = contMain
		s.afterMain()
	}
}

// afterMain: the main move of the turn and all its tasks are done (A22).
// With a power usable the seat gets PhEnd, else the turn ends.
func (s *State) afterMain() {
	s.mainDone = true
	s.actor = s.turn
	if s.powersUsable() {
		s.phase = PhEnd
		return
	}
	s.endTurn()
}

// powersUsable reports whether the acting seat has a power to use now.
func (s *State) powersUsable() bool {
	var buf [64]engine.Action
	return len(s.legalPowers(buf[:0])) > 0
}

// endTurn: the current turn is over. During the setup the next seat makes
// its §3.2 choices; else the next seat clockwise plays (§4.2).
func (s *State) endTurn() {
	s.mainDone = false
	if s.round == 0 {
		s.setupNext()
		return
	}
	if s.Recording() {
		s.Record(TurnEnded{Player: int(s.turn)})
	}
	s.turn = (s.turn + 1) % s.n
	s.playTurns()
}

// playTurns plays the turns from seat s.turn on until one needs a human
// decision: passed seats step on the pyramid (§6.2), the Traitor plays
// (§8.2, §8.5); when every seat has passed, the round ends (§6.3).
func (s *State) playTurns() {
	for {
		if s.passN >= s.n {
			s.endRound()
			return
		}
		t := int(s.turn)
		pl := &s.pl[t]
		switch {
		case !pl.Passed && s.isTraitor(t):
			s.phase = PhTurn // traitorTurn sets PhSplit when the human must split
			s.traitorTurn()
			if s.phase == PhSplit || s.phase == PhOver {
				return
			}
		case !pl.Passed:
			s.phase, s.actor = PhTurn, int8(t)
			if s.Recording() {
				s.Record(TurnStarted{Player: t, Round: int(s.round)})
			}
			return
		case s.stepPyramid(t):
			if s.isTraitor(t) {
				s.traitorPyramid()
			} else {
				s.actor = int8(t)
				if s.gainPyramid(t) {
					return
				}
				if s.powersUsable() {
					s.mainDone = true
					s.phase = PhEnd
					return
				}
			}
		case !s.isTraitor(t):
			// On the last space: no step, no gain; powers stay usable (A14).
			s.actor = int8(t)
			if s.powersUsable() {
				s.mainDone = true
				s.phase = PhEnd
				return
			}
		}
		s.turn = (s.turn + 1) % s.n
	}
}

// stepPyramid moves a passed seat one space right on its row, false when
// it is on the last space (§6.2).
func (s *State) stepPyramid(seat int) bool {
	pl := &s.pl[seat]
	if pl.Row == 0 || int(pl.Pos) >= len(PyramidRows[pl.Row-1]) {
		return false
	}
	pl.Pos++
	if s.Recording() {
		s.Record(PyramidStepped{Player: seat, Row: int(pl.Row), Pos: int(pl.Pos)})
	}
	return true
}

// gainPyramid offers a human seat the gain of its space or of one to its
// left (§6.2): it sets PhPyramid and reports true, or false when no gain
// is possible (nothing left in the supplies, the Bonus space and the bag).
func (s *State) gainPyramid(seat int) bool {
	var buf [16]engine.Action
	if len(s.legalPyramid(seat, buf[:0])) == 0 {
		return false
	}
	s.actor = int8(seat)
	s.phase = PhPyramid
	return true
}

// pyramidGains is the set of gain types on seat's row up to its space.
func (s *State) pyramidGains(seat int) (res, silver, offer bool) {
	pl := &s.pl[seat]
	if pl.Row == 0 {
		return
	}
	row := PyramidRows[pl.Row-1]
	for i := 0; i < int(pl.Pos) && i < len(row); i++ {
		switch row[i] {
		case PyrRes:
			res = true
		case PyrSilver:
			silver = true
		case PyrOffer:
			offer = true
		}
	}
	return
}

// legalPyramid appends the pyramid gains seat can take now, sorted.
func (s *State) legalPyramid(seat int, dst []engine.Action) []engine.Action {
	res, silver, offer := s.pyramidGains(seat)
	if res {
		for r := 0; r < NumBase; r++ {
			if s.supply[r] > 0 {
				dst = append(dst, engine.Action(aPyrRes+r))
			}
		}
	}
	if silver && s.supply[SIL] > 0 {
		dst = append(dst, aPyrSilver)
	}
	if offer {
		for i := 0; i < MaxLots; i++ {
			if s.bonus[i] >= 0 {
				dst = append(dst, engine.Action(aPyrBonus+i))
			}
		}
		if s.offersLeft() > 0 {
			dst = append(dst, aPyrBag)
		}
	}
	return dst
}

// validPyramid reports whether a is one of legalPyramid's actions.
func (s *State) validPyramid(seat int, a engine.Action) bool {
	res, silver, offer := s.pyramidGains(seat)
	switch {
	case in(a, aPyrRes, NumBase):
		return res && s.supply[int(a)-aPyrRes] > 0
	case a == aPyrSilver:
		return silver && s.supply[SIL] > 0
	case in(a, aPyrBonus, MaxLots):
		return offer && s.bonus[int(a)-aPyrBonus] >= 0
	case a == aPyrBag:
		return offer && s.offersLeft() > 0
	}
	return false
}

// applyPyramid takes the gain (validated), then goes on: the pass Jar
// after the General's gain, else the end of the turn.
func (s *State) applyPyramid(a engine.Action) {
	q := int(s.actor)
	switch {
	case in(a, aPyrRes, NumBase):
		s.gainRecorded(q, int(a)-aPyrRes, 1)
	case a == aPyrSilver:
		s.gainRecorded(q, SIL, 1)
	case in(a, aPyrBonus, MaxLots):
		i := int(a) - aPyrBonus
		k := int(s.bonus[i])
		s.bonus[i] = -1
		s.pl[q].Off[k]++
		if s.Recording() {
			s.Record(OfferingGained{Player: q, Kind: k, From: "bonus", Pos: i})
		}
	case a == aPyrBag:
		k := s.drawBag()
		s.pl[q].Off[k]++
		if s.Recording() {
			s.Record(OfferingGained{Player: q, Kind: k, From: "bag", Pos: -1})
		}
	}
	if s.cont == contPass {
		s.cont = contMain
		s.passJarGain(q)
		return
	}
	s.afterMain()
}

// gainRecorded is gain with its event.
func (s *State) gainRecorded(seat, r, n int) {
	if k := s.gain(seat, r, n); k > 0 && s.Recording() {
		s.Record(Gained{Player: seat, Res: r, N: k})
	}
}

// passSeat is §6.1 for seat (jar: index in jarShown, -1 none; the
// Traitor's pass uses -1 and never takes a Jar, §8.5). A human's pass then
// resolves the General's gain and the Jar, and ends with afterMain.
func (s *State) passSeat(seat, jar int) {
	pl := &s.pl[seat]
	pl.Passed = true
	s.passN++
	last := s.passN == s.n
	if !last {
		row := 1
		for s.rowTaken&(1<<uint(row-1)) != 0 {
			row++
		}
		s.rowTaken |= 1 << uint(row-1)
		pl.Row, pl.Pos = int8(row), 1
		if s.Recording() {
			s.Record(Passed{Player: seat, Row: row, Last: false})
		}
		if row == 1 && s.first != int8(seat) { // A2: on arrival
			if s.Recording() {
				s.Record(FirstPlayerMoved{From: int(s.first), To: seat})
			}
			s.first = int8(seat)
		}
	} else if s.Recording() {
		s.Record(Passed{Player: seat, Row: 0, Last: true})
	}
	if s.isTraitor(seat) {
		return
	}
	s.passJar = int8(jar)
	// [6] General: one more space at once, its gain as in §6.2 (A10).
	if !last && s.generalStep(seat) && s.gainPyramid(seat) {
		s.cont = contPass
		return
	}
	s.passJarGain(seat)
}

// passJarGain is §6.1 step 3: the chosen Jar (Tutor, Diplomat may
// trigger), then the end of the main move.
func (s *State) passJarGain(seat int) {
	i := int(s.passJar)
	s.passJar = -1
	s.actor = int8(seat)
	if i < 0 || s.jarShown[i] < 0 {
		s.afterMain()
		return
	}
	j := int(s.jarShown[i])
	s.jarShown[i] = -1
	if s.Recording() {
		s.Record(JarTaken{Player: seat, Slot: i, Jar: j})
	}
	s.cont = contMain
	s.gainJar(seat, j)
	s.runTasks()
}

// endRound is §4.3; then §4.4 or the end of the game.
func (s *State) endRound() {
	if s.Recording() {
		s.Record(RoundEnded{Round: int(s.round)})
	}
	for q := 0; q < int(s.n); q++ {
		pl := &s.pl[q]
		pl.Passed, pl.Row, pl.Pos = false, 0, 0
	}
	s.passN, s.rowTaken = 0, 0
	if s.round == NumRounds {
		s.phase = PhOver
		s.actor = -1
		if s.Recording() {
			s.Record(GameEnded{})
		}
		return
	}
	s.round++
	s.newRound()
	s.startRound()
}

// newRound is §4.4 in the spec's engine order: 1, 2, 3, 4, 6, 5, 7.
func (s *State) newRound() {
	// 1. Clear the wheel: resources to the supply, Offerings to the discard.
	for c := range s.slots {
		for i := range s.slots[c] {
			tok := int(s.slots[c][i])
			if tok == wheelEmpty {
				continue
			}
			to := "none"
			switch {
			case tok < NumRes:
				s.supply[tok]++
				to = "supply"
			case tok < wheelMarker:
				s.offDisc[tok-wheelOff]++
				to = "discard"
			}
			s.slots[c][i], s.slotBy[c][i] = wheelEmpty, -1
			if s.Recording() {
				s.Record(WheelTokenReturned{Colour: c, Slot: i, Token: tok, To: to})
			}
		}
	}
	// 2. Offerings (solo: 3 lots + 3 Bonus, once, A27).
	s.refillOfferings()
	// 3. Rotate the wheel by the Direction token.
	from := s.wheel
	if s.clockwise {
		s.wheel = (s.wheel + 1) % NumQuarters
	} else {
		s.wheel = (s.wheel + NumQuarters - 1) % NumQuarters
	}
	if s.Recording() {
		s.Record(WheelRotated{From: int(from), To: int(s.wheel), Clockwise: s.clockwise})
	}
	// 4. Straighten the once-per-round Nobles.
	for q := 0; q < int(s.n); q++ {
		if t := s.pl[q].Tilted; t != 0 {
			s.pl[q].Tilted = 0
			if s.Recording() {
				for n := 1; n <= NumNobles; n++ {
					if t&(1<<uint(n-1)) != 0 {
						s.Record(NobleStraightened{Player: q, Noble: n})
					}
				}
			}
		}
	}
	// 6. The untaken Jar onto the wheel (2 players, solo; also before round 5, A6).
	s.leftoverJars()
	// 5. New Jars, none for round 5.
	if s.round < NumRounds {
		s.revealJars()
	}
	// 7. Solo: the Traitor's Jar pile for the round.
	if s.solo {
		s.traitorNewRound()
	}
}

// startRound: the First Player token holder plays first (§4.2).
func (s *State) startRound() {
	s.starter = s.first
	s.turn = s.first
	if s.Recording() {
		s.Record(RoundStarted{Round: int(s.round), First: int(s.first)})
	}
	s.playTurns()
}
