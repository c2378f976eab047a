package kheops

// Read-only accessors for views and bots. Only Hand reveals private
// information, and only to the seat holding it (or to anyone at the end).

// TileAt is the tile at slot and its rotation; ok false when empty.
func (s *State) TileAt(slot int) (id, k int, ok bool) {
	if !validSlot(slot) || s.tile[slot] == 0 {
		return 0, 0, false
	}
	return int(s.tile[slot]), int(s.rot[slot]), true
}

// PawnAt is the pawn at slot; ok false when none.
func (s *State) PawnAt(slot int) (Pawn, bool) {
	if !validSlot(slot) || s.pawn[slot] == 0 {
		return Pawn{}, false
	}
	return decodePawn(s.pawn[slot]), true
}

// Supply is how many pawns of kind seat still has off the pyramid.
func (s *State) Supply(seat int, kind PawnKind) int {
	if seat < 0 || seat >= Players || kind >= numKinds {
		return 0
	}
	return int(s.supply[seat][kind])
}

// Hand is seat's hand (tile IDs, sorted) when viewer may see it: viewer is
// seat, or the game is over (§11.1); nil otherwise.
func (s *State) Hand(seat, viewer int) []int {
	if seat < 0 || seat >= Players || (viewer != seat && s.phase != PhaseOver) {
		return nil
	}
	out := make([]int, s.handN[seat])
	for i := range out {
		out[i] = int(s.hand[seat][i])
	}
	return out
}

// HandSize is how many tiles seat holds (public).
func (s *State) HandSize(seat int) int {
	if seat < 0 || seat >= Players {
		return 0
	}
	return int(s.handN[seat])
}

// PileSize is how many tiles are left in the draw pile.
func (s *State) PileSize() int { return int(s.pileN) }

// Turn is the turn number, 1..30 (30 after the end).
func (s *State) Turn() int { return int(s.turn) }

// Phase is the step waiting for a decision.
func (s *State) Phase() Phase { return s.phase }

// PendingPower is the power to resolve, NoSymbol outside PhasePower.
func (s *State) PendingPower() Symbol {
	if s.phase != PhasePower {
		return NoSymbol
	}
	return s.pending
}

// JustPlaced is the slot of this turn's pawn (followed through a swap), 0
// if none.
func (s *State) JustPlaced() int { return int(s.just) }
