package egizia

import (
	"math/bits"

	"nilegames/engine"
)

// The round flow (§4): set up the river, Place ships turns with passing,
// the R27 gleaners, Produce (its windows, then production), Feed seat by
// seat, Build (its windows, then the zones), End the round. The parts
// call back placementDone, gleanDone, feedDone, buildStepDone, tasksDone.

// newRound starts the next round: §4.1, then Place ships.
func (s *State) newRound() {
	s.round++
	s.setStep(StepPlace)
	if s.Recording() {
		s.Record(RoundStarted{Round: int(s.round), Order: s.orderList()})
	}
	s.dealRiver()
	s.extra = 0
	s.placeTurn(0)
}

// dealRiver is §4.1: a card from the round's deck on each active card
// space (the rest boxed after rounds 2, 4 and 5), and the round spaces'
// tiles (3–4p round 1: the printed effects).
func (s *State) dealRiver() {
	d := DeckForRound(int(s.round))
	for c := 0; c < NumCardSp; c++ {
		if s.twoP() && (c == int(TwoPBlockedCards[0]) || c == int(TwoPBlockedCards[1])) {
			continue
		}
		if s.nileN[d] == 0 {
			break
		}
		s.nileN[d]--
		s.card[c] = s.nile[d][s.nileN[d]]
		s.nile[d][s.nileN[d]] = 0
		if s.Recording() {
			s.Record(CardDealt{Space: c, Card: int(s.card[c])})
		}
	}
	if r := int(s.round); r == 2 || r == 4 || r == 5 {
		if n := int(s.nileN[d]); n > 0 {
			for i := 0; i < n; i++ {
				s.nile[d][i] = 0
			}
			s.nileN[d] = 0
			if s.Recording() {
				s.Record(CardsBoxed{Deck: d, Cards: n})
			}
		}
	}
	switch {
	case s.twoP():
		if s.round > 1 {
			s.dealTiles()
		}
	case s.round == 1:
		for t := range s.tile {
			s.tile[t] = tilePrinted
		}
	default:
		s.dealTiles()
	}
	if s.Recording() {
		for t := range s.tile {
			s.Record(TileDealt{Space: t, Tile: int(s.tile[t])})
		}
	}
}

// dealTiles shuffles the tiles of the player count onto the round spaces:
// 3–4p the 9 non-"2 joueurs" tiles on T1..T7 (two left aside); 2p the 2
// face-down blockers on T1, T2 and the 5 playable tiles on T3..T7.
func (s *State) dealTiles() {
	var pool [NumTiles]int8
	k := 0
	for _, t := range Tiles {
		if (s.twoP() && t.Category == Tile3p) || (!s.twoP() && t.Category == Tile2p) {
			continue
		}
		pool[k] = t.ID
		k++
	}
	shuffle8(s.Rand(), pool[:k])
	first := 0
	if s.twoP() {
		s.tile[TwoPBlockedRounds[0]] = tileBlocked
		s.tile[TwoPBlockedRounds[1]] = tileBlocked
		first = 2
	}
	for t := first; t < NumRoundSp; t++ {
		s.tile[t] = pool[t-first]
	}
}

// placeTurn gives the Place ships turn to the first seat from order index
// k on (cyclically) that has not passed; when all have passed, the R27
// gleaners, then Produce.
func (s *State) placeTurn(k int) {
	n := int(s.n)
	for i := 0; i < n; i++ {
		j := (k + i) % n
		q := s.order[j]
		if !s.pl[q].Passed {
			s.turn = int8(j)
			s.actor = q
			s.phase = PhPlace
			s.extra = 0
			return
		}
	}
	s.gleanFrom(0)
}

// placementDone: a placement and its effects are over. With s.extra > 0
// the same seat places again (if it can), else the next seat's turn.
func (s *State) placementDone() {
	q := s.order[s.turn]
	s.actor = q
	if s.extra > 0 && !s.pl[q].Passed {
		s.extra--
		s.phase = PhPlace
		if s.canPlace() {
			return
		}
	}
	s.extra = 0
	s.placeTurn(int(s.turn) + 1)
}

// canPlace reports whether the actor has a ship placement (not only the
// pass and the extra-ship powers).
func (s *State) canPlace() bool {
	var buf [128]engine.Action
	for _, a := range s.legalPlace(buf[:0]) {
		if a >= aPlace && a < aCrew {
			return true
		}
	}
	return false
}

// gleanFrom: the next R27 holder from order index k, in player order
// (§4.2, after everyone passed); then Produce.
func (s *State) gleanFrom(k int) {
	s.extra = 0
	for ; k < int(s.n); k++ {
		q := s.order[k]
		if s.ownsPower(int(q), PwGleaner) && s.pl[q].PermUsed&usedGleaner == 0 {
			s.turn = int8(k)
			s.actor = q
			s.phase = PhGlean
			return
		}
	}
	s.setStep(StepProduce)
	s.windowFrom(WinProduce, 0)
}

// gleanDone: the actor's R27 is resolved.
func (s *State) gleanDone() { s.gleanFrom(int(s.turn) + 1) }

// ownsPower reports whether seat holds a card with power pw.
func (s *State) ownsPower(seat, pw int) bool {
	for c := s.pl[seat].Cards; c != 0; c &= c - 1 {
		if int(NileCards[bits.TrailingZeros64(c)].Power) == pw {
			return true
		}
	}
	return false
}

// windowFrom opens the A25 window kind for the next seat from order index
// k that has something usable in it; after the last, the step goes on.
func (s *State) windowFrom(kind, k int) {
	for ; k < int(s.n); k++ {
		q := s.order[k]
		if s.windowWanted(int(q), kind) {
			s.phase = PhWindow
			s.window = int8(kind)
			s.turn = int8(k)
			s.actor = q
			if s.Recording() {
				s.Record(WindowOpened{Player: int(q), Kind: kind})
			}
			return
		}
	}
	switch kind {
	case WinProduce:
		s.produce()
		s.setStep(StepFeed)
		s.feedFrom(0)
	case WinBuild:
		s.startBuildStep()
	case WinFinal:
		s.finalScoring() // sets PhOver, records GameOver
		s.phase = PhOver
		s.step = StepOver
	}
}

// windowDone: the actor closed its window (aDone).
func (s *State) windowDone() { s.windowFrom(int(s.window), int(s.turn)+1) }

// feedFrom starts the feeding of the seat at order index k (§4.4); after
// the last, the Build step.
func (s *State) feedFrom(k int) {
	if k >= int(s.n) {
		s.setStep(StepBuild)
		s.windowFrom(WinBuild, 0)
		return
	}
	q := s.order[k]
	s.turn = int8(k)
	s.actor = q
	s.phase = PhFeed
	s.feedExtra = 0
	s.milled = false
	s.startFeed(int(q))
}

// feedDone: the actor's feeding is over.
func (s *State) feedDone() { s.feedFrom(int(s.turn) + 1) }

// buildStepDone: every zone has built: End the round.
func (s *State) buildStepDone() { s.endRound() }

// tasksDone: the task queue is empty: continue by s.cont.
func (s *State) tasksDone() {
	switch s.cont {
	case contPlace:
		s.placementDone()
	case contGlean:
		s.gleanDone()
	case contBuild:
		s.buildResume()
	}
}

// endRound is §4.6: the cooperation bonus (highest first), then the game
// end after round 5, else the clean-up and the new order.
func (s *State) endRound() {
	s.setStep(StepEnd)
	var rank [MaxPlayers]int8
	s.rankLowFirst(&rank)
	for k := int(s.n) - 1; k >= 0; k-- { // highest first
		q := int(rank[k])
		z := bits.OnesCount8(s.pl[q].Zones)
		pts := int(CoopBonus[z])
		if s.Recording() {
			s.Record(CoopBonusScored{Player: q, Zones: z, Points: pts})
		}
		s.addScore(q, pts, RsnCoop)
	}
	if s.round >= NumRounds {
		s.setStep(StepFinal)
		s.windowFrom(WinFinal, 0)
		return
	}
	s.cleanUp()
	s.newOrder()
	s.newRound()
}

// cleanUp is §4.6 step 3: ships (not the neutral blockers), the cards
// left on the river, the face-up tiles go; crews and once-per-round
// powers are reset.
func (s *State) cleanUp() {
	left := 0
	for c := range s.card {
		if s.card[c] != 0 {
			left++
			s.card[c] = 0
		}
	}
	for i := range s.ship {
		s.ship[i] = empty
	}
	for z := range s.slots {
		for i := range s.slots[z] {
			if s.slots[z][i] != neutral {
				s.slots[z][i] = empty
			}
		}
		for i := range s.waiting[z] {
			s.waiting[z][i] = empty
		}
		s.waitN[z] = 0
	}
	for t := range s.tile {
		if s.tile[t] != tileBlocked {
			s.tile[t] = tileNone
		}
		s.occ[t] = empty
	}
	const perRound = 1<<G6 | 1<<G9 | 1<<G10
	for q := 0; q < int(s.n); q++ {
		p := &s.pl[q]
		p.Used = 0
		p.PermUsed = 0
		p.BonusUsed &^= perRound
		p.Ships = 0
		p.Low = 0
		p.Passed = false
		p.Zones = 0
		p.ObeBonus = false
		p.WaitTile = false
	}
	s.taskN = 0
	s.extra = 0
	s.drawnN = 0
	s.b = build{slot: -1, seat: -1}
	if s.Recording() {
		s.Record(RiverCleared{Round: int(s.round), CardsBoxed: left})
	}
}

// newOrder is §4.6 step 4: the lowest score takes order tile 1 (equal
// scores: the later arrival counts lower).
func (s *State) newOrder() {
	s.rankLowFirst(&s.order)
	for k := 0; k < int(s.n); k++ {
		s.pl[s.order[k]].OrderTile = int8(k + 1)
	}
	if s.Recording() {
		s.Record(OrderChanged{Order: s.orderList()})
	}
}

// setStep moves the round to step (StepPlace...) and reports it.
func (s *State) setStep(step int) {
	s.step = int8(step)
	if s.Recording() {
		s.Record(StepStarted{Round: int(s.round), Step: step})
	}
}

// rankLowFirst writes the seats from the lowest score to the highest
// into r (equal scores: the later arrival is lower, §5.4), as lowestFirst
// does, without allocating.
func (s *State) rankLowFirst(r *[MaxPlayers]int8) {
	n := int(s.n)
	for i := 0; i < n; i++ {
		r[i] = int8(i)
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && s.lower(int(r[j]), int(r[j-1])); j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}

// lower reports whether seat a counts lower than seat b on the track.
func (s *State) lower(a, b int) bool {
	pa, pb := &s.pl[a], &s.pl[b]
	if pa.Score != pb.Score {
		return pa.Score < pb.Score
	}
	return pa.Arrival > pb.Arrival
}

// orderList is the seats by order tile (for events).
func (s *State) orderList() []int {
	o := make([]int, s.n)
	for k := range o {
		o[k] = int(s.order[k])
	}
	return o
}
