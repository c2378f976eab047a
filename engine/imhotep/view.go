package imhotep

import "nilegames/engine"

// Read-only accessors for views and bots. None of them reveals hidden
// information (deck order, the hidden pair, unrevealed round cards, cards
// rejected from a pair), except PendingPair to the seat holding the pair.

// Round is the current round, 1..6.
func (s *State) Round() int { return int(s.round) }

// FirstPlayer is the first player of the current round.
func (s *State) FirstPlayer() int { return int(s.first) }

// Turn is the seat whose turn it is (CurrentPlayer may differ while another
// seat answers a pending decision).
func (s *State) Turn() int { return int(s.turn) }

// SideB reports whether site is played on its B side.
func (s *State) SideB(site Site) bool { return site >= 0 && site < NumSites && s.sideB[site] }

// Wrath reports whether the Pharaoh's Wrath variant is on.
func (s *State) Wrath() bool { return s.wrath }

// RoundCard is the index of the current round card in RoundCards[players-2].
func (s *State) RoundCard() int { return int(s.roundCards[s.round-1]) }

// RoundCardsLeft is how many round cards are still face down in the deck.
func (s *State) RoundCardsLeft() int { return NumRounds - int(s.round) }

// Sled is the number of stones on seat p's sled.
func (s *State) Sled(p int) int { return int(s.sled[p]) }

// Quarry is the number of seat p's stones in the quarry.
func (s *State) Quarry(p int) int { return int(s.quarry[p]) }

// CardsOf is how many cards of each kind seat p holds (red cards are never held).
func (s *State) CardsOf(p int) [NumCards]int {
	var out [NumCards]int
	for c, n := range s.cards[p] {
		out[c] = int(n)
	}
	return out
}

// RoundShips are the ids (indexes into Ships) of this round's ships.
func (s *State) RoundShips() []int {
	var out []int
	for id := 0; id < numShips; id++ {
		if s.inRound(id) {
			out = append(out, id)
		}
	}
	return out
}

// ShipSlots lists the owner of each slot of ship id, bow first; -1 is empty.
func (s *State) ShipSlots(id int) []int {
	if id < 0 || id >= numShips {
		return nil
	}
	out := make([]int, Ships[id].Capacity)
	for k := range out {
		out[k] = int(s.slots[id][k])
	}
	return out
}

// ShipSailed reports whether ship id has sailed this round, and where.
func (s *State) ShipSailed(id int) (bool, Site) {
	if id < 0 || id >= numShips || !s.inRound(id) || s.harbour(id) {
		return false, -1
	}
	return true, Site(s.shipDest[id])
}

// SiteTaken reports whether site has received a ship this round.
func (s *State) SiteTaken(site Site) bool { return site >= 0 && site < NumSites && !s.siteFree(site) }

// Market lists the face-up market spaces (NoCard when empty) and how many
// cards lie face down in the Market B pair.
func (s *State) Market() (face [MarketASpaces]Card, pair int) {
	for i, c := range s.face {
		face[i] = Card(c)
	}
	for _, c := range s.pair {
		if c != noCard {
			pair++
		}
	}
	return face, pair
}

// DeckSize and DiscardSize are the public sizes of the market piles.
func (s *State) DeckSize() int    { return int(s.deckN) }
func (s *State) DiscardSize() int { return int(s.discN) }

// PyramidA lists the owners of Pyramid A's 14 spaces in filling order, as
// far as filled; nil when the pyramid is played on side B (pyrN then counts
// the stones of all three pyramids).
func (s *State) PyramidA() []int {
	if s.sideB[Pyramid] {
		return nil
	}
	return ints(s.pyrA[:min8(int(s.pyrN), len(s.pyrA))])
}

// PyramidB lists the owners of pyramid k's spaces (0 L, 1 C, 2 R) in
// filling order, as far as filled.
func (s *State) PyramidB(k int) []int {
	if k < 0 || k >= 3 {
		return nil
	}
	return ints(s.pyrB[k][:s.pyrBN[k]])
}

// PyramidEdge is the number of seat p's stones on the pyramid edge.
func (s *State) PyramidEdge(p int) int { return int(s.edge[p]) }

// Temple gives the number of stones in the temple and the owner of the top
// stone of each column (-1 for an empty column).
func (s *State) Temple() (n int, top []int) {
	top = make([]int, s.templeW)
	for c := range top {
		top[c] = -1
		if c < int(s.templeN) {
			top[c] = int(s.templeTop[c])
		}
	}
	return int(s.templeN), top
}

// Burial lists the owners of the Burial Chamber stones in placement order
// (column i/3, row i%3).
func (s *State) Burial() []int { return ints(s.burial[:s.burialN]) }

// StonesOnSite is the number of seat p's stones on a building site.
func (s *State) StonesOnSite(site Site, p int) int {
	if site < 0 || site >= NumSites {
		return 0
	}
	return int(s.siteStones[site][p])
}

// ObelisksB gives seat p's waiting stones and formed obelisks (side B), and
// how many obelisks stand on the board.
func (s *State) ObelisksB(p int) (waiting, formed, total int) {
	return int(s.obWait[p]), int(s.obFormed[p]), int(s.obN)
}

// Pending describes the decision awaited now.
type Pending struct {
	// Kind: "turn", "unload" (Lever order), "pick", "keep", "pyramid",
	// "bonus", "chisel2", "temple"; "" when the game is over.
	Kind   string
	Player int
	Ship   int    // unload: the ship; -1 otherwise
	Site   Site   // unload: its destination; -1 otherwise
	Bonus  string // bonus: "card", "stones", "ship"
	Column int    // temple: the column; -1 otherwise
}

// PendingDecision describes what CurrentPlayer must decide.
func (s *State) PendingDecision() Pending {
	d := Pending{Player: s.CurrentPlayer(), Ship: -1, Site: -1, Column: -1}
	switch {
	case s.over:
		return d
	case s.sp == 0:
		d.Kind = "turn"
		return d
	}
	f := s.top()
	switch f.kind {
	case fUnload:
		d.Kind, d.Ship, d.Site = "unload", int(f.ship), Site(f.site)
	case fMarketPick:
		d.Kind = "pick"
	case fPairKeep:
		d.Kind = "keep"
	case fPyrChoice:
		d.Kind = "pyramid"
	case fBonus:
		d.Kind, d.Bonus = "bonus", bonusCodes[f.card]
	case fChisel2:
		d.Kind = "chisel2"
	case fTempleChoice:
		d.Kind, d.Column = "temple", int(f.idx)
	}
	return d
}

// PendingPair returns the cards of the hidden pair to the seat choosing
// which to keep, and nothing to anyone else.
func (s *State) PendingPair(viewer int) []Card {
	if s.over || s.sp == 0 {
		return nil
	}
	f := s.top()
	if f.kind != fPairKeep || int(f.player) != viewer {
		return nil
	}
	out := []Card{Card(f.card)}
	if f.card2 != noCard {
		out = append(out, Card(f.card2))
	}
	return out
}

func ints(v []int8) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

// UnloadFor maps a stone picked on the ship being ordered with a Lever to
// the legal "unload" action of its colour: stones of one colour are
// interchangeable, so Legal offers only the lowest slot of each colour.
func (s *State) UnloadFor(slot int) (engine.Action, bool) {
	if s.over || s.sp == 0 || slot < 0 || slot >= maxSlots {
		return 0, false
	}
	f := s.top()
	if f.kind != fUnload || !f.lever || f.isChosen(slot) {
		return 0, false
	}
	o := s.slots[f.ship][slot]
	if o == noPlayer {
		return 0, false
	}
	for k := 0; k < Ships[f.ship].Capacity; k++ {
		if s.slots[f.ship][k] == o && !f.isChosen(k) {
			return Act(KindUnload, 0, k, 0), true
		}
	}
	return 0, false
}
