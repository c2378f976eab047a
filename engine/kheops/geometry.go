package kheops

// Pyramid geometry (§2.3–2.5). Slot s = (r-1)² + c; row r has 2r-1 slots;
// odd c is an up triangle. Slot edges are numbered clockwise from the
// horizontal edge, so a shared edge has the same index on both sides.

var (
	slotRow, slotCol [NumSlots + 1]int8
	neighbours       [NumSlots + 1][3]int8
	baseSlot         [NumSlots + 1]bool
	nbMask           [NumSlots + 1]uint64 // bit = slot: the slots sharing an edge
)

func init() {
	for r := 1; r <= Rows; r++ {
		for c := 1; c <= 2*r-1; c++ {
			s := SlotOf(r, c)
			slotRow[s], slotCol[s] = int8(r), int8(c)
		}
	}
	for s := 1; s <= NumSlots; s++ {
		r, c := SlotRC(s)
		n := &neighbours[s]
		if c%2 == 1 {
			if r < Rows {
				n[0] = int8(SlotOf(r+1, c+1))
			}
			if c > 1 {
				n[1] = int8(SlotOf(r, c-1))
			}
			if c < 2*r-1 {
				n[2] = int8(SlotOf(r, c+1))
			}
		} else {
			n[0] = int8(SlotOf(r-1, c-1))
			n[1] = int8(SlotOf(r, c+1))
			n[2] = int8(SlotOf(r, c-1))
		}
	}
	for s := 1; s <= NumSlots; s++ {
		for _, n := range neighbours[s] {
			if n != 0 {
				nbMask[s] |= 1 << n
			}
		}
	}
	for _, s := range BaseSlots {
		baseSlot[s] = true
	}
}

// SlotRC gives the row (1..7) and column (1..2r-1) of slot s (1..49);
// 0, 0 outside.
func SlotRC(s int) (r, c int) {
	if s < 1 || s > NumSlots {
		return 0, 0
	}
	if slotRow[s] != 0 {
		return int(slotRow[s]), int(slotCol[s])
	}
	r = 1
	for r*r < s {
		r++
	}
	return r, s - (r-1)*(r-1)
}

// SlotOf is the slot at row r, column c; 0 when outside the pyramid.
func SlotOf(r, c int) int {
	if r < 1 || r > Rows || c < 1 || c > 2*r-1 {
		return 0
	}
	return (r-1)*(r-1) + c
}

// IsUp reports an up triangle (odd column).
func IsUp(s int) bool {
	_, c := SlotRC(s)
	return c%2 == 1
}

// Neighbour is the slot across edge 0..2 of slot s; 0 for the exterior
// (or a bad argument).
func Neighbour(s, edge int) int {
	if s < 1 || s > NumSlots || edge < 0 || edge > 2 {
		return 0
	}
	return int(neighbours[s][edge])
}

// OpenEdges is the slot-edge mask of tile tileID at rotation k: local edge
// i lands on slot edge (i+k) mod 3.
func OpenEdges(tileID, k int) uint8 {
	if tileID < 1 || tileID > NumTiles {
		return 0
	}
	return rotateMask(Tiles[tileID].Openings, k)
}

func rotateMask(m uint8, k int) uint8 {
	k = ((k % 3) + 3) % 3
	return ((m << uint(k)) | (m >> uint(3-k))) & 0b111
}

// IsBase reports one of the 19 foundation slots.
func IsBase(s int) bool { return s >= 1 && s <= NumSlots && baseSlot[s] }
