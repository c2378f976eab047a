package tekhenu

import "nilegames/engine"

// Rotation (§4.2), Judgment of Maat (§4.3), Scoring (§6.1), end (§6.2).

// rotate turns the Dial one section clockwise; with 4 dice each the
// Judgment follows, else new dice are added.
func (s *State) rotate() bool {
	s.dial = (s.dial + 1) % NumGods
	s.rotations++
	if s.Recording() {
		s.Record(DialRotated{Offset: int(s.dial), Rotation: int(s.rotations)})
	}
	for q := 0; q < int(s.n); q++ {
		if s.diceOf(q) != 4 {
			s.addDice()
			return s.beginTurn()
		}
	}
	s.judgments++
	if s.Recording() {
		s.Record(JudgmentStarted{Judgment: int(s.judgments)})
	}
	for q := 0; q < int(s.n); q++ {
		if s.hasTech(q, 14) && !s.isBot(q) {
			s.gainFaith(q, 2)
		}
	}
	s.stage = stFaith
	s.judgeIdx = 0
	return false
}

// addDice (§4.2 step 3): as many dice as players into each Penumbra
// section, the one at dial index 2 first; a short bag alternates (M18).
func (s *State) addDice() {
	var sects [2]int
	for i, di := range penumbraIndices {
		sects[i] = (di + int(s.dial)) % NumGods
	}
	short := s.bagCount() < 2*int(s.n)
	for k := 0; k < 2*int(s.n); k++ {
		sect := sects[k/int(s.n)]
		if short {
			sect = sects[k%2]
		}
		if !s.drawDieTo(sect) {
			return
		}
	}
}

func (s *State) bagCount() int {
	n := 0
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] == locBag {
			n++
		}
	}
	return n
}

// drawDieTo draws a random die from the bag, rolls it and adds it to sect.
func (s *State) drawDieTo(sect int) bool {
	n := s.bagCount()
	if n == 0 {
		return false
	}
	k := s.Rand().IntN(n)
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] != locBag {
			continue
		}
		if k == 0 {
			s.dieLoc[d] = int8(sect)
			s.dieVal[d] = int8(1 + s.Rand().IntN(6))
			if s.Recording() {
				s.Record(DieAdded{Die: d, Section: sect, Colour: colourCodes[dieColour[d]], Value: int(s.dieVal[d])})
			}
			return true
		}
		k--
	}
	return false
}

// resolveJudgment: steps 3–6 once every Faith choice is in.
func (s *State) resolveJudgment() bool {
	var abs8 [MaxPlayers]int
	for q := 0; q < int(s.n); q++ {
		pl := &s.p[q]
		b := s.balance(q)
		if s.isBot(q) { // §7.6: a fixed value, never a penalty
			b = int(botJudgmentBalance[s.judgments-1])
		}
		final := b + int(pl.Faith2)
		pl.Faith -= int16(abs(int(pl.Faith2)))
		pl.Maat = int8(final)
		pen := corruptionPenalty(final)
		if s.Recording() {
			s.Record(Weighed{Player: q, Balance: b, Faith: int(pl.Faith2), Final: final, Penalty: pen})
		}
		s.addVP(q, srcJudgment, -pen)
		abs8[q] = abs(final)
	}
	// Step 5: ascending |balance|, ties by higher Ankh, then old order.
	old := s.order
	var next [MaxPlayers]int8
	for i := 0; i < int(s.n); i++ {
		next[i] = old[i]
	}
	for i := 1; i < int(s.n); i++ {
		for j := i; j > 0; j-- {
			a, b := int(next[j-1]), int(next[j])
			if abs8[b] < abs8[a] || (abs8[b] == abs8[a] && s.ankh(b) > s.ankh(a)) {
				next[j-1], next[j] = next[j], next[j-1]
			} else {
				break
			}
		}
	}
	s.order = next
	if s.Recording() {
		o := make([]int, s.n)
		for i := range o {
			o[i] = int(next[i])
		}
		s.Record(TurnOrder{Order: o})
	}
	if s.n >= 3 {
		for q := 0; q < int(s.n); q++ {
			if !s.hasTech(q, 15) {
				continue
			}
			switch s.orderPos(q) {
			case 0:
				s.addVP(q, srcCards, 2)
			case int(s.n) - 1:
				s.gainRes(q, Gold, 1)
			}
		}
	}
	// Step 6: Scoring when the arrow points at the lowest marker left.
	if s.scorings < 2 && s.dial == s.markerPos(int(s.scorings)) {
		return s.startScoring()
	}
	s.judgmentAfter()
	return false
}

// markerPos: board position of the k-th Scoring marker (§3 step 2).
func (s *State) markerPos(k int) int8 {
	if k == 0 {
		return (s.dial0 + 4) % NumGods
	}
	return (s.dial0 + 2) % NumGods
}

// judgmentAfter: steps 7–8 (dice back to the bag, balances emptied,
// Faith returned; Destiny cards chosen anew in the new order).
func (s *State) judgmentAfter() {
	if s.Recording() {
		s.Record(BalancesEmptied{Judgment: int(s.judgments)})
	}
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] >= locLeft {
			s.dieLoc[d] = locBag
		}
	}
	for q := 0; q < int(s.n); q++ {
		pl := &s.p[q]
		pl.Surplus, pl.Faith, pl.Faith2 = 0, 0, 0
		pl.Destiny = -1
	}
	s.destinyOf = [4]int8{-1, -1, -1, -1}
	s.stage = stJudgeDestiny
	s.judgeIdx = 0
}

// startScoring: before Scoring 2 the D23 owner may declare it (§6.2).
func (s *State) startScoring() bool {
	if s.scorings == 1 && !s.d23Done {
		for i := 0; i < int(s.n); i++ {
			q := s.order[i]
			if s.p[q].Decree&(1<<22) != 0 && !s.isBot(int(q)) {
				s.stage = stD23
				s.actor, s.phase = q, PhD23
				return true
			}
		}
	}
	s.scoringSteps()
	return false
}

// scoringSteps: §6.1 steps 1–6 for every player, then step 7 by player.
func (s *State) scoringSteps() {
	if s.Recording() {
		s.Record(ScoringStarted{Scoring: int(s.scorings) + 1})
	}
	var parts [MaxPlayers][numScoreSteps]int
	s.scoreSteps(&parts)
	for q := 0; q < int(s.n); q++ {
		for k := 0; k < numScoreSteps; k++ {
			if s.isBot(q) && k >= 4 {
				continue // §7.7: no Production or building-row VP
			}
			if s.Recording() {
				s.Record(ScoringStep{Player: q, Step: sourceCodes[scoreStepSource[k]], VP: parts[q][k]})
			}
			s.addVP(q, scoreStepSource[k], parts[q][k])
		}
		if s.isBot(q) {
			s.botCardScoring()
		}
	}
	s.stage = stBread
	s.judgeIdx = 0
}

const numScoreSteps = 6

var scoreStepSource = [numScoreSteps]int{srcMajority, srcTemple, srcStatues, srcHappiness, srcProdTracks, srcBuildings}

// scoreSteps computes §6.1 steps 1–6 without changing the state.
func (s *State) scoreSteps(parts *[MaxPlayers][numScoreSteps]int) {
	n := int(s.n)
	// 1. District majorities.
	for d := 0; d < NumDistricts; d++ {
		if w := s.districtWinner(d); w >= 0 {
			parts[w][0] += majorityVP
		}
	}
	for q := 0; q < n; q++ {
		parts[q][1] = s.templeScore(q, true)
		parts[q][2] = int(statueScore[s.p[q].Statues])
		parts[q][3] = 3 * ankhLevel(int(s.p[q].Happ))
		for r := 0; r < 4; r++ {
			if s.p[q].Prod[r] >= MaxProd {
				parts[q][4] += prodTrackVP
			}
		}
		for i := 0; i < int(s.p[q].Built) && !s.isBot(q); i++ {
			parts[q][5] += int(buildingRowVP[i])
		}
	}
}

// districtWinner is the seat with the majority in district d (§6.1 step
// 1): most pieces, ties to the piece in the lowest row (an Osiris statue
// counts as row 0, A6); -1 when the district is empty.
func (s *State) districtWinner(d int) int {
	var cnt, best [MaxPlayers]int
	for q := range best {
		best[q] = 99
	}
	stat := OSWork
	if d >= Limestone {
		stat = OSQuar
	}
	if o := int(s.people[stat]); o >= 0 {
		cnt[o]++
		best[o] = 0
	}
	for row := 1; row <= 6; row++ {
		if o := int(s.osiris[d*6+row-1]); o >= 0 {
			cnt[o]++
			best[o] = min(best[o], row)
		}
	}
	w := -1
	for q := 0; q < int(s.n); q++ {
		if cnt[q] == 0 {
			continue
		}
		if w < 0 || cnt[q] > cnt[w] || (cnt[q] == cnt[w] && best[q] < best[w]) {
			w = q
		}
	}
	return w
}

// templeScore (§6.1 step 2): 1 VP per own piece around the temple, and
// each own Column 1 VP per own piece aligned with it. D24 counts again
// without statues.
func (s *State) templeScore(q int, statues bool) int {
	vp := 0
	for i := 0; i < NumTempleSlots; i++ {
		if int(s.tBuild[i]) == q {
			vp++
		}
	}
	if statues {
		for i := TSRow; i <= TSCol; i++ {
			if int(s.people[i]) == q {
				vp++
			}
		}
	}
	for cell := 0; cell < 25; cell++ {
		if int(s.templeOwner[cell]) != q {
			continue
		}
		r, c := cell/5, cell%5
		if int(s.tBuild[r]) == q {
			vp++
		}
		if int(s.tBuild[5+c]) == q {
			vp++
		}
		if statues && r == 2 && int(s.people[TSRow]) == q {
			vp++
		}
		if statues && c == 2 && int(s.people[TSCol]) == q {
			vp++
		}
	}
	return vp
}

// payUpkeep: p pays n Bread (Bread first, then Gold) and loses 3 VP per
// Bread not paid (§6.1 step 7).
func (s *State) payUpkeep(p, n int) {
	due := s.breadDue(p)
	if due == 0 {
		return
	}
	pl := &s.p[p]
	b := min(n, int(pl.Res[Bread]))
	g := min(n-b, int(pl.Res[Gold]))
	pl.Res[Bread] -= int16(b)
	pl.Res[Gold] -= int16(g)
	pl.Scribes -= int16(n - b - g) // T10 only: breadPayable allows it
	if s.Recording() {
		s.Record(UpkeepPaid{Player: p, Due: due, Paid: n})
	}
	s.addVP(p, srcUpkeep, -upkeepPenaltyVP*(due-n))
}

// finishScoring removes the marker; after Scoring 2 the game ends.
func (s *State) finishScoring() bool {
	s.scorings++
	if s.Recording() {
		s.Record(ScoringEnded{Scoring: int(s.scorings)})
	}
	if s.scorings == 2 {
		s.endGame()
		return true
	}
	s.judgmentAfter()
	return false
}

// endGame (§6.2): Decrees, turn-order bonus, winner.
func (s *State) endGame() {
	for q := 0; q < int(s.n); q++ {
		vp, chosen := s.bestDecrees(q, true)
		if s.Recording() {
			s.Record(DecreesScored{Player: q, Decrees: decreeList(chosen), VP: vp})
		}
	}
	s.addVP(int(s.order[0]), srcOrder, int(orderBonus[0]))
	if s.n >= 3 {
		s.addVP(int(s.order[1]), srcOrder, int(orderBonus[1]))
	}
	if s.solo {
		s.botScribesVP()
	}
	w := int(s.order[0])
	for i := 1; i < int(s.n); i++ {
		q := int(s.order[i])
		if s.p[q].VP > s.p[w].VP || (s.p[q].VP == s.p[w].VP && s.p[q].Scribes > s.p[w].Scribes) {
			w = q
		}
	}
	s.winner = int8(w)
	s.stage = stOver
	s.phase = PhOver
	s.actor = -1
	if s.Recording() {
		s.Record(GameOver{Winner: w})
	}
}

func decreeList(mask uint32) []string {
	var out []string
	for i := 0; i < 24; i++ {
		if mask&(1<<i) != 0 {
			out = append(out, cardName(cardCode(Decree, i)))
		}
	}
	return out
}

// initialOrder (§3 step 12b): descending sum of the two Start cards'
// initiative, ties to the holder of the highest single card.
func (s *State) initialOrder() {
	if s.solo { // §7.1: the Bot is first
		s.order[0], s.order[1] = botSeat, humanSeat
		s.recordOrder()
		return
	}
	key := func(q int) int {
		a, b := int(s.p[q].Start[0])+1, int(s.p[q].Start[1])+1
		return (a+b)*100 + max(a, b)
	}
	for i := 0; i < int(s.n); i++ {
		s.order[i] = int8(i)
	}
	for i := 1; i < int(s.n); i++ {
		for j := i; j > 0 && key(int(s.order[j])) > key(int(s.order[j-1])); j-- {
			s.order[j], s.order[j-1] = s.order[j-1], s.order[j]
		}
	}
	s.recordOrder()
}

func (s *State) recordOrder() {
	if s.Recording() {
		o := make([]int, s.n)
		for i := range o {
			o[i] = int(s.order[i])
		}
		s.Record(TurnOrder{Order: o})
	}
}

// Scores are the VP held now, by source; at the end, final.
func (s *State) Scores() []engine.Score {
	out := make([]engine.Score, s.n)
	for q := range out {
		pl := &s.p[q]
		out[q].Total = int(pl.VP)
		for k := 0; k < numSources; k++ {
			if pl.Parts[k] != 0 {
				out[q].Parts = append(out[q].Parts, engine.Part{Source: sourceCodes[k], Points: int(pl.Parts[k])})
			}
		}
		if len(out[q].Parts) == 0 {
			out[q].Parts = []engine.Part{{Source: sourceCodes[srcStart], Points: 0}}
		}
	}
	return out
}

// Winners: the single winner after the tie-breaks (§6.2 step 3).
func (s *State) Winners() []int {
	if s.phase != PhOver {
		return nil
	}
	return []int{int(s.winner)}
}
