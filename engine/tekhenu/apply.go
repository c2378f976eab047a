package tekhenu

import "nilegames/engine"

// Stages of the game's flow, which decide what comes when the current
// decision and its deferred tasks are done.
const (
	stKeep = iota
	stDraft
	stSetupDestiny
	stSetupRewards
	stTurn
	stFaith
	stD23
	stBread
	stJudgeDestiny
	stOver
)

// Apply plays a for the current player; an illegal action changes nothing.
func (s *State) Apply(a engine.Action) error {
	if s.phase == PhOver {
		return engine.Illegal("the game is over")
	}
	if !s.valid(a) {
		return engine.Illegal("%s in phase %s", s.ActionString(a), s.phase)
	}
	s.Played(a)
	s.exec(a)
	return nil
}

func (s *State) exec(a engine.Action) {
	p := int(s.actor)
	pl := &s.p[p]
	switch s.phase {
	case PhKeepDecree:
		i := int(a) - aKeep
		kept, back := pl.Dealt[i], pl.Dealt[1-i]
		pl.Decree |= 1 << kept
		pl.Dealt = [2]int8{-1, -1}
		s.decreeToBottom(int(back))
		s.rejected[p] = back
		if s.Recording() {
			s.Record(DecreeKept{Player: p, Card: cardName(cardCode(Decree, int(kept)))})
		}
		if p+1 < int(s.n) && !s.isBot(p+1) {
			s.actor++
			return
		}
		if s.solo && s.bot.chal1 {
			s.soloStartCards() // challenge 1: both drawn cards, no choice
			break
		}
		s.stage = stDraft
		s.phase = PhDraftStart
		s.actor = s.draftSeat(0)
		return
	case PhDraftStart:
		id := int(a) - aStart
		s.startTaken |= 1 << s.startIndex(id)
		if pl.Start[0] < 0 {
			pl.Start[0] = int8(id)
		} else {
			pl.Start[1] = int8(id)
		}
		if s.Recording() {
			s.Record(StartCardTaken{Player: p, Card: startName(id)})
		}
		s.draftPos++
		if int(s.draftPos) < s.draftLen() {
			s.actor = s.draftSeat(int(s.draftPos))
			return
		}
		s.initialOrder()
		s.stage = stSetupDestiny
		s.judgeIdx = 0
	case PhDestiny:
		x := int(a) - aDestiny
		card := x / 2
		s.destinyOf[card] = int8(p)
		pl.Destiny = int8(card)
		if s.Recording() {
			s.Record(DestinyTaken{Player: p, Card: destinyName(card)})
		}
		if s.stage == stSetupDestiny {
			s.a03[p] = x%2 == 1
		} else {
			s.destinyReward(p, card, x%2 == 1)
		}
		s.judgeIdx++
	case PhStart, PhEnd, PhProduce:
		if a == aPass {
			switch s.phase {
			case PhStart:
				s.tc.passedStart = true
			case PhEnd:
				s.tc.passedEnd = true
			case PhProduce:
				s.dieProduction(p)
			}
			break
		}
		x := int(a) - aBless
		s.blessing(p, x/2, x%2)
	case PhTake:
		if in(a, aNoAct, NumDice) {
			s.takeNoAction(p, int(a)-aNoAct)
		} else {
			s.take(p, a)
		}
	case PhAction:
		s.chooseAction(p, a)
	case PhHorus:
		s.horusAt(p, int(a)-aHorus)
	case PhRa:
		x := int(a) - aRa
		s.raAt(p, x/4, x%4)
	case PhHathor:
		s.hathorAt(p, int(a)-aHathor)
	case PhThothRefresh:
		switch {
		case a == aPass:
			s.finishPerform()
		case in(a, aRefresh, 4):
			s.refresh(p, int(a)-aRefresh)
			return
		default:
			s.cur.section = int8(int(a) - aSection)
			s.phase = PhThothPick
			return
		}
	case PhThothPick:
		s.takeCard(p, int(s.cur.section), int(a)-aCard)
		s.cur.tier--
		if s.cur.tier > 0 && s.sectionCards(int(s.cur.section)) > 0 {
			return
		}
		s.finishPerform()
	case PhOsiris:
		s.osirisAt(p, int(a)-aDistr)
	case PhTrack:
		s.addProd(p, int(a)-aTrack, 1)
		s.finishPerform()
	case PhResource:
		s.gainRes(p, int(a)-aRes, 1)
		t := &s.tasks[s.nTasks-1]
		if t.v--; t.v == 0 {
			s.nTasks--
		}
	case PhKeepOne:
		t := s.tasks[s.nTasks-1]
		s.nTasks--
		i := int(a) - aKeepOne
		s.giveCard(p, cardCode(int(t.arg), int(s.keepTwo[i])), true)
		if o := s.keepTwo[1-i]; o >= 0 {
			s.returnToDeck(int(t.arg), int(o))
		}
		s.keepTwo = [2]int8{-1, -1}
	case PhValue:
		s.nTasks--
		if a != aPass {
			s.startPerform(p, int(s.cur.god), int(a)-aValue, false, 0)
		}
	case PhFree:
		s.nTasks--
		x := int(a) - aFree
		k, v, useB := x%60/6, x%6+1, x >= 60
		src := s.cur.src
		switch {
		case k < NumGods:
			if useB {
				s.playBless(p, s.freeBless(p, k))
			}
			s.startPerform(p, k, v, src == freeD23 || useB, src)
		case s.stage == stTurn && s.isTurnOf(p) && s.anyBless(p, 0, 1, 2, 3, 4, 5, 6, 7, 20, 21) >= 0:
			// Blessings played on a Production (§8.2) in the player's turn.
			s.tc.producing = true
			s.tc.prodRes, s.tc.prodVal, s.tc.prodGreed = int8(k-NumGods), int8(v), src == freeH21
			s.tc.prodTwice = false
		default:
			s.produce(p, k-NumGods, v, src == freeH21)
		}
	case PhFaith:
		pl.Faith2 = int8(int(a) - aFaith - faithBias)
		s.judgeIdx++
	case PhBread:
		n := int(a) - aBread
		s.payUpkeep(p, n)
		s.judgeIdx++
	case PhD23:
		s.d23Done = true
		if a == aD23 {
			pl.D23 = true
			pl.PubDecree |= 1 << 22
			s.push(task{kind: tkFree, player: int8(p), arg: freeD23})
		}
	}
	if s.cur.active {
		return // the Divine Action waits for its parameters
	}
	s.advance()
}

// advance runs deferred tasks and the game's flow until a decision is due.
func (s *State) advance() {
	for {
		if s.nTasks > 0 {
			if s.runTask() {
				return
			}
			continue
		}
		if s.pending != 0 && s.stage != stOver {
			for i := 0; i < int(s.n); i++ {
				q := int(s.order[i])
				if s.pending&(1<<q) != 0 {
					s.pending &^= 1 << q
					s.push(task{kind: tkFree, player: int8(q), arg: freeH21})
					break
				}
			}
			continue
		}
		if s.flowNext() {
			return
		}
	}
}

// runTask starts the task on top of the stack; true when it waits for a
// decision (the task stays on the stack until the decision pops it).
func (s *State) runTask() bool {
	t := s.tasks[s.nTasks-1]
	p := int(t.player)
	switch t.kind {
	case tkReward:
		s.nTasks--
		s.reward(p, int(t.arg))
		return false
	case tkStartOs:
		s.nTasks--
		for d := 0; d < NumDistricts; d++ {
			if s.osirisSlotOK(d, int(t.v), int(t.arg)) {
				s.startPerform(p, Osiris, int(t.v), true, 0)
				s.cur.noLoss = true
				s.cur.filter = t.arg
				return true
			}
		}
		return false
	case tkValue:
		s.cur = perf{player: t.player, god: t.arg, vmask: uint8(t.v)}
		s.actor, s.phase = t.player, PhValue
		return true
	case tkResource:
		s.actor, s.phase = t.player, PhResource
		return true
	case tkKeepOne:
		s.keepTwo = [2]int8{-1, -1}
		for i := 0; i < 2; i++ {
			if c := s.draw(int(t.arg)); c >= 0 {
				s.keepTwo[i] = int8(c)
			}
		}
		if s.keepTwo[0] < 0 {
			s.nTasks--
			return false
		}
		if s.keepTwo[1] < 0 {
			s.nTasks--
			s.giveCard(p, cardCode(int(t.arg), int(s.keepTwo[0])), true)
			s.keepTwo[0] = -1
			return false
		}
		s.actor, s.phase = t.player, PhKeepOne
		return true
	case tkFree:
		s.cur = perf{player: t.player, src: t.arg}
		s.actor, s.phase = t.player, PhFree
		return true
	}
	s.nTasks--
	return false
}

// flowNext moves the game on when no task is left; true when a decision
// is due.
func (s *State) flowNext() bool {
	switch s.stage {
	case stSetupDestiny, stJudgeDestiny:
		if int(s.judgeIdx) < int(s.n) {
			if q := s.order[s.judgeIdx]; s.isBot(int(q)) {
				s.botDestiny()
				s.judgeIdx++
				return false
			}
			s.actor, s.phase = s.order[s.judgeIdx], PhDestiny
			return true
		}
		if s.stage == stJudgeDestiny {
			if s.solo {
				s.layPyramid() // §7.6: after the Destiny cards
			}
			s.refillMarket() // cards taken outside a turn (A28)
			s.addDice()
			s.actIdx = 0
			return s.beginTurn()
		}
		s.stage = stSetupRewards
		for i := int(s.n) - 1; i >= 0; i-- {
			q := s.order[i]
			pl := &s.p[q]
			if s.isBot(int(q)) {
				continue // no Start cards, its Destiny without reward (§7.1)
			}
			for j := 1; j >= 0; j-- {
				s.push(task{kind: tkReward, player: q, arg: pl.Start[j]})
			}
			s.push(task{kind: tkReward, player: q, arg: 12 + pl.Destiny})
		}
		return false
	case stSetupRewards:
		s.turn, s.actIdx = 1, 0
		return s.beginTurn()
	case stTurn:
		p := s.order[s.actIdx]
		if s.isBot(int(p)) {
			s.botTurn()
			return s.endTurn()
		}
		s.actor = p
		tc := &s.tc
		if tc.producing {
			s.phase = PhProduce
			return true
		}
		if tc.die < 0 {
			if !tc.passedStart && s.startWindow(int(p)) {
				s.phase = PhStart
			} else {
				s.phase = PhTake
			}
			return true
		}
		if !tc.mainDone || tc.extraAdj || tc.extraOpp {
			s.phase = PhAction
			return true
		}
		if !tc.passedEnd && s.anyBless(int(p), 6, 7) >= 0 {
			s.phase = PhEnd
			return true
		}
		return s.endTurn()
	case stFaith:
		for int(s.judgeIdx) < int(s.n) {
			q := s.order[s.judgeIdx]
			if s.p[q].Faith > 0 {
				s.actor, s.phase = q, PhFaith
				return true
			}
			s.p[q].Faith2 = 0
			s.judgeIdx++
		}
		return s.resolveJudgment()
	case stD23:
		s.scoringSteps()
		return false
	case stBread:
		for int(s.judgeIdx) < int(s.n) {
			q := int(s.order[s.judgeIdx])
			due := s.breadDue(q)
			if due > 0 && s.breadPayable(q) > 0 {
				s.actor, s.phase = int8(q), PhBread
				return true
			}
			s.payUpkeep(q, 0)
			s.judgeIdx++
		}
		return s.finishScoring()
	}
	return true
}

// startWindow: p holds a Blessing playable before the draft.
func (s *State) startWindow(p int) bool {
	if s.anyBless(p, 6, 7) >= 0 || (!s.tc.freeAnubis && s.anyBless(p, 22, 23) >= 0) {
		return true
	}
	if !s.tc.extraAdj && s.anyBless(p, 16, 17) >= 0 && s.scribesAvailable(p) >= 1 {
		return true
	}
	return !s.tc.extraOpp && s.anyBless(p, 18, 19) >= 0 && s.p[p].Pop > 0 && s.p[p].Happ > 0
}

func (s *State) beginTurn() bool {
	s.stage = stTurn
	s.tc = turnCtx{die: -1}
	if s.Recording() {
		s.Record(TurnStarted{Player: int(s.order[s.actIdx]), Turn: int(s.turn)})
	}
	return false
}

// endTurn (§4.1 step 5): refill the market, pass to the next player;
// after the last one, Rotation every 2nd turn (§4.2).
func (s *State) endTurn() bool {
	s.refillMarket()
	s.actIdx++
	if int(s.actIdx) < int(s.n) {
		return s.beginTurn()
	}
	s.actIdx = 0
	s.turn++
	for q := 0; q < int(s.n); q++ {
		if d := s.diceOf(q); d != 2 && d != 4 {
			return s.beginTurn()
		}
	}
	return s.rotate()
}

// blessing plays Blessing b (§8.2) in a window of p's turn.
func (s *State) blessing(p, b, opt int) {
	s.playBless(p, b)
	switch b {
	case 0:
		s.gainRes(p, Limestone, 4)
	case 1:
		s.gainRes(p, Granite, 4)
	case 2:
		s.gainRes(p, Bread, 4)
	case 3:
		s.gainRes(p, Papyrus, 4)
	case 4:
		s.gainRes(p, Gold, 3)
	case 5:
		s.gainScribes(p, 2)
	case 6, 7:
		if opt == 0 {
			s.addPop(p, 3)
		} else {
			s.addHapp(p, 3)
		}
	case 16, 17:
		s.payScribes(p, 1)
		s.tc.extraAdj = true
	case 18, 19:
		// Happiness first: lowering Population first would cap Happiness
		// and take a second step off it.
		s.addHapp(p, -1)
		s.addPop(p, -1)
		s.tc.extraOpp = true
	case 20, 21:
		s.tc.prodTwice = true
	case 22, 23:
		s.tc.freeAnubis = true
	}
}

// take drafts a die (§4.1 steps 2–3).
func (s *State) take(p int, a engine.Action) {
	r, _ := s.takeCheck(a)
	if r.set {
		s.playBless(p, s.anyBless(p, 8, 9))
	}
	if r.recolour {
		s.playBless(p, s.anyBless(p, 10, 11))
	}
	s.payScribes(p, r.scribes)
	d := r.d
	if old := int(s.dieVal[d]); old != r.v {
		s.dieVal[d] = int8(r.v)
		if s.Recording() {
			s.Record(DieTurned{Player: p, Die: d, From: old, To: r.v})
		}
	}
	tc := &s.tc
	tc.die, tc.val, tc.colour, tc.sect = int8(d), int8(r.v), int8(r.c), int8(r.sect)
	switch r.mode {
	case modeAnubis:
		s.dieLoc[d] = int8(locUnder + p)
		tc.anubis = true
		tc.freeAnubis = false
	case modePure:
		s.dieLoc[d] = int8(locLeft + p)
	default:
		s.dieLoc[d] = int8(locRight + p)
		tc.corrupt = true
	}
	if s.Recording() {
		s.Record(DieDrafted{Player: p, Die: d, Section: r.sect, Colour: colourCodes[r.c], Value: r.v,
			Pan: []string{"left", "right", "under"}[r.mode]})
	}
	if r.mode == modePure && s.hasTech(p, 17) {
		s.addVP(p, srcCards, 1)
	}
	if r.mode == modeAnubis && s.hasTech(p, 22) {
		s.addVP(p, srcCards, 3)
	}
}

// takeNoAction (M19): the die goes by its status, Forbidden to the right.
func (s *State) takeNoAction(p, d int) {
	sect := int(s.dieLoc[d])
	st := s.status(int(dieColour[d]), sect)
	pan := "right"
	if st == Pure {
		s.dieLoc[d] = int8(locLeft + p)
		pan = "left"
	} else {
		s.dieLoc[d] = int8(locRight + p)
	}
	s.tc = turnCtx{die: int8(d), val: s.dieVal[d], colour: dieColour[d], sect: int8(sect), mainDone: true, passedStart: true}
	if s.Recording() {
		s.Record(DieDrafted{Player: p, Die: d, Section: sect, Colour: colourCodes[dieColour[d]], Value: int(s.dieVal[d]), Pan: pan})
	}
}

// chooseAction: the die's main or extra action (§4.1 step 4, §5.11).
func (s *State) chooseAction(p int, a engine.Action) {
	tc := &s.tc
	v := int(tc.val)
	switch {
	case a == aPass:
		tc.extraAdj, tc.extraOpp = false, false
	case in(a, aBless+12, 4):
		x := int(a) - aBless
		s.blessing(p, x/2, x%2)
	case in(a, aProduce, 12):
		x := int(a) - aProduce
		tc.mainDone = true
		tc.prodRes, tc.prodVal, tc.prodGreed = int8(x/3), tc.val+int8(x%3-1), true
		if s.anyBless(p, 0, 1, 2, 3, 4, 5, 20, 21) >= 0 {
			tc.producing = true
			return
		}
		s.dieProduction(p)
	case in(a, aGod, 120):
		g, dl, free, t19 := decGod(a)
		tc.mainDone = true
		if free {
			s.playBless(p, s.freeBless(p, g))
		}
		if t19 {
			s.payScribes(p, 1)
			s.produce(p, int(colourResource[tc.colour]), v, true)
		}
		s.startPerform(p, g, v+dl, free, 0)
	case in(a, aExtra, 60):
		g, dl, free := decExtra(a)
		sect := int(tc.sect)
		if tc.extraAdj && (g == (sect+1)%6 || g == (sect+5)%6) {
			tc.extraAdj = false
		} else {
			tc.extraOpp = false
		}
		if free {
			s.playBless(p, s.freeBless(p, g))
		}
		s.startPerform(p, g, v+dl, free, 0)
	}
}

// dieProduction: the Production chosen for the die, once or twice (B21).
func (s *State) dieProduction(p int) {
	tc := &s.tc
	tc.producing = false
	v := int(tc.prodVal)
	s.produce(p, int(tc.prodRes), v, tc.prodGreed)
	if tc.prodTwice {
		s.produce(p, int(tc.prodRes), v, tc.prodGreed)
		tc.prodTwice = false
	}
}

// produce (§5.3): v tokens of r; what exceeds the Production level is
// surplus, on the RIGHT pan when greed applies (A30), else back to the
// supply. T13 +1 token, T12 +1 VP per surplus, T17 +2 VP on Bread, T11.
func (s *State) produce(p, r, v int, greed bool) {
	pl := &s.p[p]
	keep := min(v, int(pl.Prod[r]))
	sur := v - keep
	s.gainRes(p, r, keep)
	if greed && sur > 0 {
		pl.Surplus += int8(sur)
	}
	if s.Recording() {
		s.Record(Produced{Player: p, Resource: resourceCodes[r], Value: v, Kept: keep, Surplus: sur, OnBalance: greed})
	}
	if s.hasTech(p, 12) {
		s.gainRes(p, r, 1)
	}
	if s.hasTech(p, 11) && sur > 0 {
		s.addVP(p, srcCards, sur)
	}
	if r == Bread && s.hasTech(p, 16) {
		s.addVP(p, srcCards, 2)
	}
	if v == 1 && s.hasTech(p, 10) {
		s.addVP(p, srcCards, 2)
	}
}

func (s *State) decreeToBottom(c int) {
	d := &s.deck[Decree]
	n := int(s.deckN[Decree])
	copy(d[1:n+1], d[:n])
	d[0] = int8(c)
	s.deckN[Decree]++
}

// returnToDeck shuffles a card back into its deck (S05/S06).
func (s *State) returnToDeck(deck, c int) {
	n := int(s.deckN[deck])
	s.deck[deck][n] = int8(c)
	s.deckN[deck]++
	d := &s.deck[deck]
	s.Rand().Shuffle(n+1, func(i, j int) { d[i], d[j] = d[j], d[i] })
}

func (s *State) draftSeat(i int) int8 {
	if s.solo {
		return humanSeat
	}
	n := int(s.n)
	if i >= n {
		i = 2*n - 1 - i
	}
	return int8((int(s.firstSeat) + i) % n)
}

// reward resolves a Start (0..11) or Destiny (12+) card's reward (§8.7, §8.8).
func (s *State) reward(p, code int) {
	if code >= 12 {
		s.destinyReward(p, code-12, s.a03[p])
		return
	}
	pp := int8(p)
	switch code {
	case 0:
		s.push(task{kind: tkStartOs, player: pp, v: 5})
	case 1:
		s.push(task{kind: tkStartOs, player: pp, v: 3, arg: 1})
	case 2:
		s.push(task{kind: tkStartOs, player: pp, v: 3, arg: 2})
	case 3:
		s.push(task{kind: tkResource, player: pp, v: 5, arg: 0b1111})
	case 4:
		s.push(task{kind: tkKeepOne, player: pp, arg: Technology})
	case 5:
		s.push(task{kind: tkKeepOne, player: pp, arg: Blessing})
	case 6:
		s.gainScribes(p, 2)
		s.gainRes(p, Gold, 1)
	case 7:
		for r := 0; r < 4; r++ {
			s.gainRes(p, r, 1)
		}
	case 8:
		s.push(task{kind: tkResource, player: pp, v: 3, arg: 1<<Limestone | 1<<Granite})
	case 9:
		s.push(task{kind: tkResource, player: pp, v: 3, arg: 1<<Papyrus | 1<<Bread})
	case 10:
		s.addPop(p, 3)
		s.addHapp(p, 2)
	case 11:
		s.gainRes(p, Gold, 2)
	}
}

func (s *State) destinyReward(p, card int, happ bool) {
	switch card {
	case 0:
		s.gainScribes(p, 1)
	case 1:
		s.gainRes(p, Gold, 1)
	case 2:
		if happ {
			s.addHapp(p, 1)
		} else {
			s.addPop(p, 1)
		}
	case 3:
		s.gainFaith(p, 1)
	}
}
