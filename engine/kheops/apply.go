package kheops

import "nilegames/engine"

// Apply plays a for the current player. An illegal action changes nothing.
func (s *State) Apply(a engine.Action) error {
	m, ok := Decode(a)
	if !ok {
		return engine.Illegal("kheops: %d is not an action", int32(a))
	}
	if s.phase == PhaseOver {
		return engine.Illegal("kheops: the game is over")
	}
	if !s.legalMove(m) {
		return engine.Illegal("kheops: %s is not legal in phase %s", m, s.phase)
	}
	s.Played(a)
	s.play(m)
	return nil
}

// play carries out a legal move. Events are built only when a recorder
// is set: boxing one allocates, and search never records.
func (s *State) play(m Move) {
	seat := s.mover()
	switch m.Type {
	case PlacePawn:
		s.placePawn(seat, m.Kind, m.Slot)
	case RotateTile:
		s.rotate(m.Slot, m.Steps)
		if s.Recording() {
			s.Record(TileRotated{Player: seat, Slot: m.Slot, Steps: m.Steps})
		}
		s.endPower()
	case SwapPawns:
		a, b := s.pawn[m.Slot], s.pawn[m.Slot2]
		s.setPawn(m.Slot, b)
		s.setPawn(m.Slot2, a)
		// JustPlaced follows this turn's pawn (always the mover's).
		if int(s.just) == m.Slot {
			s.just = int8(m.Slot2)
		}
		if s.Recording() {
			s.Record(PawnsSwapped{Player: seat, Own: m.Slot, Opp: m.Slot2})
		}
		s.endPower()
	case MovePawn:
		s.setPawn(m.Slot2, s.pawn[m.Slot])
		s.setPawn(m.Slot, 0)
		if s.Recording() {
			s.Record(PawnMoved{Player: seat, From: m.Slot, To: m.Slot2})
		}
		s.endPower()
	case PlaceTile:
		s.placeTile(seat, m.Tile, m.Slot, m.K)
	}
}

// placePawn: §5.1, then the tile's power (§5.2), even after an ousting
// (A11).
func (s *State) placePawn(seat int, kind PawnKind, slot int) {
	ousted := false
	if c := s.pawn[slot]; c != 0 {
		p := decodePawn(c)
		s.supply[p.Owner][p.Kind]++
		ousted = true
	}
	pw := Pawn{Owner: seat, Kind: kind}
	s.setPawn(slot, pawnCode(pw))
	s.supply[seat][kind]--
	s.just = int8(slot)
	if s.Recording() {
		s.Record(PawnPlaced{Player: seat, Pawn: pw, Slot: slot, Ousted: ousted})
	}
	sym := s.symbolAt(slot)
	if !sym.Immediate() {
		s.phase = PhaseTile
		return
	}
	if !s.powerPossible(seat, sym) {
		if s.Recording() {
			s.Record(PowerSkipped{Player: seat, Power: sym})
		}
		s.phase = PhaseTile
		return
	}
	s.phase = PhasePower
	s.pending = sym
	if s.Recording() {
		s.Record(PowerStarted{Player: seat, Power: sym, Slot: slot})
	}
}

func (s *State) endPower() {
	s.pending = NoSymbol
	s.phase = PhaseTile
}

// rotate turns the tile at slot by steps × 120° clockwise (§2.5).
func (s *State) rotate(slot, steps int) {
	k := (int(s.rot[slot]) + steps) % 3
	s.rot[slot] = int8(k)
	s.open[slot] = OpenEdges(int(s.tile[slot]), k)
}

// placeTile: §5.3, the draw (§5.4) and the end after the 49th tile (§4).
func (s *State) placeTile(seat, id, slot, k int) {
	s.removeFromHand(seat, s.handIndex(seat, id))
	s.put(slot, id, k)
	if s.Recording() {
		s.Record(TilePlaced{Player: seat, Tile: id, Slot: slot, K: k})
	}
	if s.filled == NumSlots {
		s.phase = PhaseOver
		s.just = 0
		if s.Recording() {
			s.Record(GameEnded{Totals: s.totals()})
		}
		return
	}
	if s.pileN > 0 {
		s.pileN--
		t := s.pile[s.pileN]
		s.pile[s.pileN] = 0
		s.addToHand(seat, t)
		if s.Recording() {
			s.Record(TileDrawn{Player: seat, Tile: int(t)})
		}
	}
	s.turn++
	s.startTurn()
}

// startTurn opens phase 1, skipped when no pawn can be placed (§5.1).
func (s *State) startTurn() {
	s.just = 0
	s.pending = NoSymbol
	s.phase = PhasePawn
	if !s.anyPawnPlacement(s.mover()) {
		if s.Recording() {
			s.Record(PawnSkipped{Player: s.mover()})
		}
		s.phase = PhaseTile
	}
}

func (s *State) totals() []int {
	var parts [Players][numParts]int
	s.scoreParts(&parts, nil)
	out := make([]int, Players)
	for p := range parts {
		for _, v := range parts[p] {
			out[p] += v
		}
	}
	return out
}
