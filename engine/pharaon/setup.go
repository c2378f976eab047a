package pharaon

import "nilegames/engine"

// newState follows §3.1 (with §3.3–§3.5), then waits for the §3.2 choices.
// Random draws, in order: the Quarter ring, the wheel orientation, the
// Direction token, the Jar shuffle, the first player, the Scribes dealt in
// Discovery (and the Traitor's), the Noble shuffle, the Artisan shuffle,
// the Offering lots and Bonus tokens, then the Traitor's table (solo).
func newState(opts engine.Options, seed uint64, players, level int, disc [MaxPlayers]bool) *State {
	s := &State{Header: engine.NewHeader(opts, seed), players: int8(players)}
	n := players
	if players == 1 {
		n = 2
		s.solo = true
		s.bot.levelOpt = int8(level)
	}
	s.n = int8(n)
	s.pharaoh = -1
	s.lastJar = -1
	s.passJar = -1
	s.bot.jar = -1
	for q := 0; q < MaxPlayers; q++ {
		s.setupPair[q] = [2]int8{-1, -1}
		s.setAsideBy[q] = -1
		s.jarShown[q] = -1
		s.pl[q].Disc = disc[q] && q < players
	}
	for c := range s.slots {
		for i := range s.slots[c] {
			s.slots[c][i] = wheelEmpty
			s.slotBy[c][i] = -1
		}
	}
	for i := range s.lots {
		s.lots[i] = [2]int8{-1, -1}
		s.bonus[i] = -1
	}
	rng := s.Rand()
	// 1. The Quarters in a random ring, the wheel at a random orientation.
	for q := range s.ring {
		s.ring[q] = int8(q)
	}
	rng.Shuffle(NumQuarters, func(i, j int) { s.ring[i], s.ring[j] = s.ring[j], s.ring[i] })
	s.wheel = int8(rng.IntN(NumQuarters))
	// 2. The Direction token.
	s.clockwise = rng.IntN(2) == 0
	// 4. Jars: shuffle, reveal N (3 at 2 players, 2 solo).
	for j := 0; j < NumJars; j++ {
		s.jarPile[j] = int8(j)
	}
	s.jarN = NumJars
	rng.Shuffle(NumJars, func(i, j int) { s.jarPile[i], s.jarPile[j] = s.jarPile[j], s.jarPile[i] })
	s.revealJars()
	// 5. The first player (solo: the human or the Traitor) takes the token.
	s.first = int8(rng.IntN(n))
	// 6. Supplies.
	for r := range s.supply {
		s.supply[r] = Supply
	}
	// 7. Nobles, the Discovery Scribes dealt first (§3.5).
	var dealt uint32
	anyDisc := false
	for q := 0; q < players; q++ {
		anyDisc = anyDisc || s.pl[q].Disc
	}
	if anyDisc {
		var scribes [5]int8
		for i := range scribes {
			scribes[i] = int8(NScribe1 - 1 + i)
		}
		rng.Shuffle(5, func(i, j int) { scribes[i], scribes[j] = scribes[j], scribes[i] })
		k := 0
		for q := 0; q < players; q++ {
			if s.pl[q].Disc {
				s.giveNoble(q, int(scribes[k]))
				dealt |= 1 << uint(scribes[k])
				k++
			}
		}
		if s.solo { // the Traitor's Scribe: one of the 4 left, at random
			i := k + rng.IntN(5-k)
			s.giveNoble(traitorSeat, int(scribes[i]))
			dealt |= 1 << uint(scribes[i])
		}
	}
	for id := 0; id < NumNobles; id++ {
		if dealt&(1<<uint(id)) == 0 {
			s.nobleDeck[s.nobleN] = int8(id)
			s.nobleN++
		}
	}
	rng.Shuffle(int(s.nobleN), func(i, j int) { s.nobleDeck[i], s.nobleDeck[j] = s.nobleDeck[j], s.nobleDeck[i] })
	for i := range s.nobleDisp {
		s.nobleDisp[i] = -1
		s.refillNoble(i)
	}
	// 8. Artisans.
	for id := 0; id < NumArtisans; id++ {
		s.artDeck[id] = int8(id)
	}
	s.artN = NumArtisans
	rng.Shuffle(NumArtisans, func(i, j int) { s.artDeck[i], s.artDeck[j] = s.artDeck[j], s.artDeck[i] })
	for i := range s.artDisp {
		s.artDisp[i] = -1
		s.refillArtisan(i)
	}
	// 9. Offerings: N+1 lots (solo 3), as many Bonus tokens.
	s.bag = offCount
	s.refillOfferings()
	// 10. Solo: the Traitor's table (§3.4).
	if s.solo {
		s.soloSetup()
	}
	// §3.2: from the right of the first player counter-clockwise, the first
	// player last (solo: the human alone).
	for i := 0; i < n; i++ {
		q := ((int(s.first)-1-i)%n + n) % n
		if s.isTraitor(q) {
			continue
		}
		s.setupOrder[s.setupN] = int8(q)
		s.setupN++
	}
	s.setupIdx = -1
	s.setupNext()
	return s
}

// giveNoble puts Noble id (0-based) in front of seat.
func (s *State) giveNoble(seat, id int) {
	s.pl[seat].Nobles |= 1 << uint(id)
	if s.Recording() {
		s.Record(NobleGiven{Player: seat, Noble: id + 1})
	}
}

// setupNext starts the next seat's §3.2 choices, or ends the setup.
func (s *State) setupNext() {
	s.setupIdx++
	if int(s.setupIdx) >= int(s.setupN) {
		s.endSetup()
		return
	}
	q := int(s.setupOrder[s.setupIdx])
	s.turn, s.actor = int8(q), int8(q)
	s.mainDone = false
	if s.pl[q].Disc { // §3.5: the Scribe replaces the Noble draw
		s.phase = PhSetupJar
		return
	}
	// Step 1: two Nobles from the deck (the deck holds 26 at most 5 seats
	// draw 2 from, so it cannot run out here).
	for k := 0; k < 2; k++ {
		s.nobleN--
		s.setupPair[q][k] = s.nobleDeck[s.nobleN]
	}
	if s.Recording() {
		s.Record(NoblePairDrawn{Player: q})
	}
	s.phase = PhSetupNoble
}

// keepNoble is §3.2 step 1's choice: keep pair[i], set the other aside
// (solo: it becomes the Traitor's starting Noble, §3.4).
func (s *State) keepNoble(i int) {
	q := int(s.actor)
	kept, other := s.setupPair[q][i], s.setupPair[q][1-i]
	s.setupPair[q] = [2]int8{-1, -1}
	s.giveNoble(q, int(kept))
	if s.solo {
		s.giveNoble(traitorSeat, int(other))
	} else {
		s.setAsideBy[q] = other
	}
	s.phase = PhSetupJar
}

// setupJar is §3.2 step 2: gain the chosen Jar (its Tutor/Diplomat tasks
// resolve, A9), then step 3 in setupSilver.
func (s *State) setupJar(i int) {
	q := int(s.actor)
	j := int(s.jarShown[i])
	s.jarShown[i] = -1
	if s.Recording() {
		s.Record(JarTaken{Player: q, Slot: i, Jar: j})
	}
	s.cont = contSetup
	s.gainJar(q, j)
	s.runTasks()
}

// setupSilver is §3.2 step 3 (after the Jar's tasks): 2 Silver; then the
// seat may still use powers (A28) before the next seat.
func (s *State) setupSilver() {
	q := int(s.turn)
	s.cont = contMain
	s.actor = s.turn
	if k := s.gain(q, SIL, 2); k > 0 && s.Recording() {
		s.Record(Gained{Player: q, Res: SIL, N: k})
	}
	s.afterMain()
}

// endSetup: the set-aside Nobles back into the deck (shuffled), the
// untaken Jar onto the wheel (2 players, solo), N new Jars, round 1.
func (s *State) endSetup() {
	back := 0
	for q := range s.setAsideBy {
		if id := s.setAsideBy[q]; id >= 0 {
			s.nobleDeck[s.nobleN] = id
			s.nobleN++
			s.setAsideBy[q] = -1
			back++
		}
	}
	if back > 0 {
		rng := s.Rand()
		rng.Shuffle(int(s.nobleN), func(i, j int) { s.nobleDeck[i], s.nobleDeck[j] = s.nobleDeck[j], s.nobleDeck[i] })
		if s.Recording() {
			s.Record(NoblesShuffledBack{N: back})
		}
	}
	s.leftoverJars()
	s.revealJars()
	s.round = 1
	s.startRound()
}

// revealJars reveals the Jars under the pyramid (N; 3 at 2 players; 2 solo).
func (s *State) revealJars() {
	k := JarsShown(int(s.players))
	s.jarShownN = int8(k)
	for i := 0; i < k; i++ {
		j := s.drawJar()
		s.jarShown[i] = int8(j)
		if j >= 0 && s.Recording() {
			s.Record(JarRevealed{Slot: i, Jar: j})
		}
	}
}

// leftoverJars puts each untaken Jar's resources on the wheel, then
// discards it (§3.3, §4.4 step 6).
func (s *State) leftoverJars() {
	for i := 0; i < int(s.jarShownN); i++ {
		j := int(s.jarShown[i])
		if j < 0 {
			continue
		}
		s.jarShown[i] = -1
		for k := 0; k < 3; k++ {
			s.toWheel(int(Jars[j][k]), -1)
		}
		s.jarDisc |= 1 << uint(j)
		if s.Recording() {
			s.Record(JarDiscarded{Slot: i, Jar: j})
		}
	}
	s.jarShownN = 0
}

// toWheel places a base resource of colour c from the supply on a free
// slot of its segment, a marker when the supply is empty (A25); nothing
// when the segment is full. by is the seat (-1 none). It reports the slot,
// -1 when not placed.
func (s *State) toWheel(c, by int) int {
	i := s.freeSlot(c)
	if i < 0 {
		return -1
	}
	tok := c
	if s.supply[c] > 0 {
		s.supply[c]--
	} else {
		tok = wheelMarker
	}
	s.slots[c][i] = int8(tok)
	s.slotBy[c][i] = int8(by)
	if s.Recording() {
		s.Record(WheelTokenPlaced{Colour: c, Slot: i, Token: tok, Player: by})
	}
	return i
}

// refillOfferings fills the empty lots with 2 tokens and the empty Bonus
// positions with 1, from the top (§3.1 step 9, §4.4 step 2, A21, A27).
// When the bag and the discard together hold fewer than 2 tokens, the
// lots stay empty and the last token goes to the Bonus space.
func (s *State) refillOfferings() {
	n := Lots(int(s.players))
	for i := 0; i < n; i++ {
		if s.lots[i][0] >= 0 {
			continue
		}
		if s.offersLeft() < 2 {
			break
		}
		s.lots[i][0] = int8(s.drawBag())
		s.lots[i][1] = int8(s.drawBag())
		if s.Recording() {
			s.Record(LotFilled{Lot: i, Kinds: [2]int{int(s.lots[i][0]), int(s.lots[i][1])}})
		}
	}
	for i := 0; i < n; i++ {
		if s.bonus[i] >= 0 {
			continue
		}
		k := s.drawBag()
		if k < 0 {
			break
		}
		s.bonus[i] = int8(k)
		if s.Recording() {
			s.Record(BonusFilled{Pos: i, Kind: k})
		}
	}
}

// offersLeft counts the Offering tokens in the bag and the discard.
func (s *State) offersLeft() int {
	t := 0
	for k := range s.bag {
		t += int(s.bag[k]) + int(s.offDisc[k])
	}
	return t
}
