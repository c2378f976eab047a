package imhotep

import "nilegames/engine"

// startRound reveals the next round card, brings its ships and fills the
// market (§4.1).
func (s *State) startRound(first int8) {
	s.round++
	s.first, s.turn = first, first
	s.passes, s.sailed = 0, 0
	s.siteUsed, s.shipGone, s.shipIn = 0, 0, 0
	card := int(s.roundCards[s.round-1])
	ids := RoundCardShips(int(s.np), card)
	for _, id := range ids {
		s.shipIn |= 1 << id
	}
	for i := range s.slots {
		s.slots[i] = emptyShip
	}
	if s.Recording() {
		s.Record(RoundStarted{Round: int(s.round), RoundCard: card, Ships: ids, FirstPlayer: int(first)})
	}
	spaces := MarketASpaces
	if s.sideB[Market] {
		spaces = MarketBSpaces
	}
	for i := range s.face {
		s.face[i] = noCard
		if i < spaces {
			s.face[i] = s.draw()
		}
	}
	s.pair = [MarketBPair]int8{noCard, noCard}
	if s.sideB[Market] {
		s.pair[0] = s.draw()
		if s.pair[0] != noCard {
			s.pair[1] = s.draw()
		}
	}
	if s.Recording() {
		e := MarketDealt{}
		for i, c := range s.face {
			e.Cards[i] = Card(c)
		}
		for _, c := range s.pair {
			if c != noCard {
				e.Pair++
			}
		}
		s.Record(e)
	}
}

// endTurn follows a resolved turn action of p: the next player's turn, or
// the round end when the 4th ship is resolved or every player passed in a
// row (§4.2, §5.1 Pass). Either way the next first player is p's left.
func (s *State) endTurn(p int) {
	next := int8((p + 1) % int(s.np))
	deadlock := s.sailed < ShipsPerRound
	if deadlock && s.passes < s.np {
		s.turn = next
		return
	}
	if deadlock {
		var back [MaxPlayers]int8
		for id := 0; id < numShips; id++ {
			if !s.harbour(id) {
				continue
			}
			for k, o := range s.slots[id] {
				if o != noPlayer {
					back[o]++
					s.slots[id][k] = noPlayer
				}
			}
		}
		for q := 0; q < int(s.np); q++ {
			if back[q] > 0 {
				s.quarry[q] += back[q]
				if s.Recording() {
					s.Record(StonesReturned{Player: q, N: int(back[q]), From: "ship"})
				}
			}
		}
	}
	s.roundEnding = true
	f := frame{kind: fCleanup, player: next}
	if deadlock {
		f.n = 1
	}
	s.push(f)
	s.push(frame{kind: fTemple, player: int8(p)})
}

// templeStep scores the temple column by column, left to right (§5.6),
// stopping at a Choice decision or a drawn red card.
func (s *State) templeStep(f *frame) {
	w := int(s.templeW)
	visible := int(s.templeN) - TempleVisibleFrom(int(s.templeN), w)
	for int(f.idx) < w {
		col := int(f.idx)
		f.idx++
		if col >= visible {
			continue
		}
		p := int(s.templeTop[col])
		if !s.sideB[Temple] {
			if s.Recording() {
				s.Record(TempleScored{Player: p, Column: col, Bonus: "visible"})
			}
			s.score(p, partTemple, TempleAPoints)
			continue
		}
		switch TempleB[col] {
		case TempleChoice:
			if s.takeable(p, TempleChoiceStones) >= 1 {
				s.push(frame{kind: fTempleChoice, player: int8(p), idx: int8(col)})
				return
			}
			if s.Recording() {
				s.Record(TempleScored{Player: p, Column: col, Bonus: "choice", Choice: "point"})
			}
			s.score(p, partTemple, TempleChoicePoints)
		case TemplePoints:
			if s.Recording() {
				s.Record(TempleScored{Player: p, Column: col, Bonus: "points"})
			}
			s.score(p, partTemple, TemplePointsValue)
		case TempleCard:
			if s.Recording() {
				s.Record(TempleScored{Player: p, Column: col, Bonus: "card"})
			}
			if c := s.draw(); c != noCard {
				s.gainCard(p, Card(c), "deck", -1)
				return
			}
		}
	}
	s.pop()
}

// cleanup ends the round (§4.3): ships back, market discarded, then the
// next round or the final scoring.
func (s *State) cleanup(next int8, deadlock bool) {
	s.shipIn, s.shipGone, s.siteUsed = 0, 0, 0
	for i := range s.slots {
		s.slots[i] = emptyShip
	}
	var left []Card
	for i, c := range s.face {
		if c != noCard {
			s.discard(c, allSeen)
			if s.Recording() {
				left = append(left, Card(c))
			}
			s.face[i] = noCard
		}
	}
	pair := 0
	for i, c := range s.pair {
		if c != noCard {
			s.discard(c, 0)
			pair++
			s.pair[i] = noCard
		}
	}
	if s.Recording() {
		s.Record(MarketCleared{Cards: left, Pair: pair})
	}
	s.roundEnding = false
	if int(s.round) >= NumRounds {
		if s.Recording() {
			s.Record(RoundEnded{Round: int(s.round), NextFirst: -1, Deadlock: deadlock})
		}
		s.finalScoring()
		return
	}
	if s.Recording() {
		s.Record(RoundEnded{Round: int(s.round), NextFirst: int(next), Deadlock: deadlock})
	}
	s.startRound(next)
}

// finalScores computes the end-game parts (§6.1) without applying them.
func (s *State) finalScores() (out [MaxPlayers][numParts]int) {
	np := int(s.np)
	var burial []int
	if s.sideB[Burial] {
		burial = BurialBScore(s.burial[:s.burialN], np)
	} else {
		burial = BurialAScore(s.burial[:s.burialN], np)
	}
	var ob []int
	if !s.sideB[Obelisks] {
		h := make([]int, np)
		for p := range h {
			h[p] = int(s.siteStones[Obelisks][p])
		}
		ob = ObeliskAScore(h)
	}
	var onSite [NumSites]int
	for site := range onSite {
		for p := 0; p < np; p++ {
			onSite[site] += int(s.siteStones[site][p])
		}
	}
	for p := 0; p < np; p++ {
		out[p][partBurial] = burial[p]
		if s.sideB[Obelisks] {
			out[p][partObelisks] = int(s.obWait[p]) * ObeliskBWaitingPoints
		} else {
			out[p][partObelisks] = ob[p]
		}
		c := &s.cards[p]
		for _, d := range [...]Card{DecorPyramid, DecorTemple, DecorBurial, DecorObelisk} {
			out[p][partDecorations] += int(c[d]) * DecorationPoints(onSite[Cards[d].Site])
		}
		out[p][partStatues] = StatuePoints(int(c[Statue]))
		out[p][partBlue] = UnusedBluePoints * int(c[Lever]+c[Hammer]+c[Sail]+c[Chisel])
		if s.wrath {
			for _, site := range [...]Site{Pyramid, Temple, Burial, Obelisks} {
				if s.siteStones[site][p] == 0 {
					out[p][partWrath] = -WrathPenalty
					break
				}
			}
		}
	}
	return out
}

// finalScoring applies the end-game parts in the rulebook order (§6.2) and
// ends the game.
func (s *State) finalScoring() {
	f := s.finalScores()
	for _, part := range [...]int{partBurial, partObelisks, partDecorations, partStatues, partBlue, partWrath} {
		for p := 0; p < int(s.np); p++ {
			s.score(p, part, f[p][part])
		}
	}
	s.over = true
	s.sp = 0
	if s.Recording() {
		t := make([]int, s.np)
		for p := range t {
			t[p] = s.total(p)
		}
		s.Record(GameEnded{Totals: t, Winners: s.Winners()})
	}
}

// Scores are the points held now; before the end the final parts are 0.
func (s *State) Scores() []engine.Score {
	out := make([]engine.Score, s.np)
	for p := range out {
		parts := make([]engine.Part, numParts)
		for i := range parts {
			parts[i] = engine.Part{Source: PartSources[i], Points: int(s.parts[p][i])}
		}
		out[p] = engine.Score{Total: s.total(p), Parts: parts}
	}
	return out
}

// Winners: the highest total; ties broken by the most stones on the sled;
// still tied, a shared victory (§6.3).
func (s *State) Winners() []int {
	if !s.over {
		return nil
	}
	best, bestSled := 0, 0
	var w []int
	for p := 0; p < int(s.np); p++ {
		t, sl := s.total(p), int(s.sled[p])
		switch {
		case w == nil || t > best || (t == best && sl > bestSled):
			best, bestSled = t, sl
			w = append(w[:0], p)
		case t == best && sl == bestSled:
			w = append(w, p)
		}
	}
	return w
}

// Estimate is each seat's points now plus what the final scoring would add
// if the game ended now.
func (s *State) Estimate() []float64 {
	out := make([]float64, s.np)
	var f [MaxPlayers][numParts]int
	if !s.over {
		f = s.finalScores()
	}
	for p := range out {
		t := s.total(p)
		for _, v := range f[p] {
			t += v
		}
		out[p] = float64(t)
	}
	return out
}
