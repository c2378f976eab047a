package kheops

import (
	"fmt"

	"nilegames/engine"
)

// MoveType is the kind of a decision (§11.3).
type MoveType uint8

const (
	PlacePawn MoveType = iota
	RotateTile
	SwapPawns
	MovePawn
	PlaceTile
	numMoveTypes
)

// Move is a decoded action.
//   - PlacePawn: Kind, Slot.
//   - RotateTile: Slot, Steps (1 = 120° clockwise, 2 = 240°).
//   - SwapPawns: Slot (own pawn), Slot2 (opponent pawn).
//   - MovePawn: Slot (from), Slot2 (to).
//   - PlaceTile: Tile, Slot, K (0..2).
type Move struct {
	Type              MoveType
	Kind              PawnKind
	Slot, Slot2, Tile int
	K, Steps          int
}

// An action is type<<16 | a<<8 | b, with (a, b) = (kind, slot) for a pawn,
// (slot, steps) for a rotation, (slot, slot2) for a swap or a move, and
// (tile, slot<<2 | k) for a tile. Every field sorts in the order Legal
// lists them, so Legal is ascending by construction.

// Encode turns a move into an action. Out-of-range fields give an action
// Decode refuses.
func Encode(m Move) engine.Action {
	var a, b int
	switch m.Type {
	case PlacePawn:
		a, b = int(m.Kind), m.Slot
	case RotateTile:
		a, b = m.Slot, m.Steps
	case SwapPawns, MovePawn:
		a, b = m.Slot, m.Slot2
	case PlaceTile:
		if m.K < 0 || m.K > 2 || m.Slot < 0 {
			return -1
		}
		a, b = m.Tile, m.Slot<<2|m.K
	}
	if a < 0 || a > 255 || b < 0 || b > 255 || m.Type >= numMoveTypes {
		return -1
	}
	return engine.Action(int32(m.Type)<<16 | int32(a)<<8 | int32(b))
}

func validSlot(s int) bool { return s >= 1 && s <= NumSlots }

// Decode turns an action into a move; false when no move encodes to it.
func Decode(a engine.Action) (Move, bool) {
	if a < 0 || a >= engine.Action(numMoveTypes)<<16 {
		return Move{}, false
	}
	t, x, y := MoveType(a>>16), int(a>>8)&255, int(a)&255
	var m Move
	ok := false
	switch t {
	case PlacePawn:
		m = Move{Type: t, Kind: PawnKind(x), Slot: y}
		ok = x < int(numKinds) && validSlot(y)
	case RotateTile:
		m = Move{Type: t, Slot: x, Steps: y}
		ok = validSlot(x) && (y == 1 || y == 2)
	case SwapPawns, MovePawn:
		m = Move{Type: t, Slot: x, Slot2: y}
		ok = validSlot(x) && validSlot(y) && x != y
	case PlaceTile:
		m = Move{Type: t, Tile: x, Slot: y >> 2, K: y & 3}
		ok = x >= 1 && x <= NumTiles && validSlot(y>>2) && y&3 < 3
	}
	return m, ok
}

// ActionString names an action without reference to the position:
// "pawn mummy 27", "rotate 14 +2", "swap 12 30", "move 5 9", "tile T17 28 k1".
func (s *State) ActionString(a engine.Action) string { return actionString(a) }

func actionString(a engine.Action) string {
	m, ok := Decode(a)
	if !ok {
		return fmt.Sprintf("action?%d", int32(a))
	}
	return m.String()
}

// String is the move's stable action string.
func (m Move) String() string {
	switch m.Type {
	case PlacePawn:
		return fmt.Sprintf("pawn %s %d", m.Kind, m.Slot)
	case RotateTile:
		return fmt.Sprintf("rotate %d +%d", m.Slot, m.Steps)
	case SwapPawns:
		return fmt.Sprintf("swap %d %d", m.Slot, m.Slot2)
	case MovePawn:
		return fmt.Sprintf("move %d %d", m.Slot, m.Slot2)
	case PlaceTile:
		return fmt.Sprintf("tile T%02d %d k%d", m.Tile, m.Slot, m.K)
	}
	return "move?"
}
