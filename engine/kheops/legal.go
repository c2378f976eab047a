package kheops

import (
	"math/bits"

	"nilegames/engine"
)

func bit(slot int) uint64 { return 1 << slot }

// pawnTargets are the slots a pawn may enter: free holds the unoccupied
// enterable tiles, ousts the opponent's workers (for the mummy).
func (s *State) pawnTargets(seat int) (free, ousts uint64) {
	return s.freeM(), s.workerM[1-seat]
}

// kindPlayable: seat has a pawn of kind k in supply that it may place; the
// priest and the pharaoh only once the mummy is in the pyramid (§5.1).
func (s *State) kindPlayable(seat int, k PawnKind) bool {
	return s.supply[seat][k] > 0 && (k == Worker || k == Mummy || s.mummyInPlay(seat))
}

// pawnSlots are the slots where seat may place a pawn of kind k (§5.1):
// an unoccupied enterable tile, or for the mummy an opponent's worker.
func (s *State) pawnSlots(seat int, k PawnKind) uint64 {
	if !s.kindPlayable(seat, k) {
		return 0
	}
	free, ousts := s.pawnTargets(seat)
	if k == Mummy {
		return free | ousts
	}
	return free
}

func (s *State) canPlacePawn(seat int, kind PawnKind, slot int) bool {
	return kind < numKinds && validSlot(slot) && s.pawnSlots(seat, kind)&bit(slot) != 0
}

func (s *State) anyPawnPlacement(seat int) bool {
	for k := Worker; k < numKinds; k++ {
		if s.pawnSlots(seat, k) != 0 {
			return true
		}
	}
	return false
}

// rotatable are the tiles seat may rotate with power (§5.2): of the
// power's kind, not holding the opponent's priest or pharaoh.
func (s *State) rotatable(seat int, power Symbol) uint64 {
	m := s.filledM &^ s.protM[1-seat]
	switch power {
	case RotateCorridor:
		return m &^ s.roomM
	case RotateRoom:
		return m & s.roomM
	}
	return 0
}

// swappable are seat's pawns and the opponent's unprotected pawns.
func (s *State) swappable(seat int) (own, opp uint64) {
	return s.pawnM[seat], s.pawnM[1-seat] &^ s.protM[1-seat]
}

// movable are seat's pawns other than this turn's, and the free tiles.
func (s *State) movable(seat int) (from, to uint64) {
	return s.pawnM[seat] &^ bit(int(s.just)), s.freeM()
}

// powerPossible: the power has at least one legal target (§5.2, A6).
func (s *State) powerPossible(seat int, power Symbol) bool {
	switch power {
	case RotateCorridor, RotateRoom:
		return s.rotatable(seat, power) != 0
	case Swap:
		own, opp := s.swappable(seat)
		return own != 0 && opp != 0
	case MovePower:
		from, to := s.movable(seat)
		return from != 0 && to != 0
	}
	return false
}

// legalMove reports whether m is legal now.
func (s *State) legalMove(m Move) bool {
	seat := s.mover()
	switch s.phase {
	case PhasePawn:
		return m.Type == PlacePawn && s.canPlacePawn(seat, m.Kind, m.Slot)
	case PhasePower:
		switch s.pending {
		case RotateCorridor, RotateRoom:
			return m.Type == RotateTile && (m.Steps == 1 || m.Steps == 2) && validSlot(m.Slot) &&
				s.rotatable(seat, s.pending)&bit(m.Slot) != 0
		case Swap:
			own, opp := s.swappable(seat)
			return m.Type == SwapPawns && validSlot(m.Slot) && validSlot(m.Slot2) &&
				own&bit(m.Slot) != 0 && opp&bit(m.Slot2) != 0
		case MovePower:
			from, to := s.movable(seat)
			return m.Type == MovePawn && validSlot(m.Slot) && validSlot(m.Slot2) &&
				from&bit(m.Slot) != 0 && to&bit(m.Slot2) != 0
		}
	case PhaseTile:
		// §5.3: an empty slot sharing an edge with a tile, any hand tile,
		// any rotation.
		return m.Type == PlaceTile && validSlot(m.Slot) && s.frontM&bit(m.Slot) != 0 &&
			m.K >= 0 && m.K < 3 && s.handIndex(seat, m.Tile) >= 0
	}
	return false
}

// Legal appends the legal actions to dst[:0], ascending.
func (s *State) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	seat := s.mover()
	switch s.phase {
	case PhasePawn:
		for k := Worker; k < numKinds; k++ {
			for m := s.pawnSlots(seat, k); m != 0; m &= m - 1 {
				dst = append(dst, actPawn(k, bits.TrailingZeros64(m)))
			}
		}
	case PhasePower:
		switch s.pending {
		case RotateCorridor, RotateRoom:
			for m := s.rotatable(seat, s.pending); m != 0; m &= m - 1 {
				a := actRotate(bits.TrailingZeros64(m), 1)
				dst = append(dst, a, a+1)
			}
		case Swap:
			own, opp := s.swappable(seat)
			dst = pairs(dst, SwapPawns, own, opp)
		case MovePower:
			from, to := s.movable(seat)
			dst = pairs(dst, MovePawn, from, to)
		}
	case PhaseTile:
		for i := 0; i < int(s.handN[seat]); i++ {
			id := int(s.hand[seat][i])
			for m := s.frontM; m != 0; m &= m - 1 {
				a := actTile(id, bits.TrailingZeros64(m), 0)
				dst = append(dst, a, a+1, a+2)
			}
		}
	}
	return dst
}

func pairs(dst []engine.Action, t MoveType, as, bs uint64) []engine.Action {
	for ma := as; ma != 0; ma &= ma - 1 {
		a := bits.TrailingZeros64(ma)
		for mb := bs; mb != 0; mb &= mb - 1 {
			dst = append(dst, actPair(t, a, bits.TrailingZeros64(mb)))
		}
	}
	return dst
}

// Direct encoders of valid moves (see Encode), for the hot paths.
func actPawn(k PawnKind, slot int) engine.Action {
	return engine.Action(int32(PlacePawn)<<16 | int32(k)<<8 | int32(slot))
}

func actRotate(slot, steps int) engine.Action {
	return engine.Action(int32(RotateTile)<<16 | int32(slot)<<8 | int32(steps))
}

func actPair(t MoveType, a, b int) engine.Action {
	return engine.Action(int32(t)<<16 | int32(a)<<8 | int32(b))
}

func actTile(id, slot, k int) engine.Action {
	return engine.Action(int32(PlaceTile)<<16 | int32(id)<<8 | int32(slot)<<2 | int32(k))
}
