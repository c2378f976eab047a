package egizia

import "math/bits"

// Fields and quarries (§2.6, §4.3, §4.4, §9.3 productivity rules): the
// current colour of a field after Irrigation (A34), what the fields
// produce under the flood (with G1, A7), and the totals the objectives
// measure (flood ignored, G1 on every field).

// Card masks (bit id-1), built from the data table.
var (
	fieldMask  uint64 // fields and combos
	quarryMask uint64 // quarries and combos
	permMask   uint64 // permanent cards (Irrigation included; R7 is Immediate)
)

func init() {
	for i, c := range NileCards {
		b := uint64(1) << uint(i)
		switch c.Type {
		case TField:
			fieldMask |= b
		case TQuarry:
			quarryMask |= b
		case TCombo:
			fieldMask |= b
			quarryMask |= b
		case TPermanent:
			permMask |= b
		}
	}
}

// Irrigation cards in Player.Attach order (A34).
var irrigationCards = [2]int{24, 42}

// fieldColour is the current colour of seat's field id (StartFieldID: the
// starting Field): each Irrigation attached to it improves it one step
// (Red → Yellow → Green). NoColour when id is not a field.
func (s *State) fieldColour(seat, id int) int {
	if id == StartFieldID {
		return Green
	}
	if id < 1 || id > NumNileCards || fieldMask&(1<<uint(id-1)) == 0 {
		return NoColour
	}
	c := int(NileCards[id-1].Colour)
	p := &s.pl[seat]
	for _, f := range p.Attach {
		if int(f) == id {
			c--
		}
	}
	return max(c, Green)
}

// startFieldWheat is the starting Field's printed value (10 after G4).
func (p *Player) startFieldWheat() int {
	if p.StartG4 {
		return StartFieldG4
	}
	return StartField
}

// g1 is the extra Wheat per field (G1).
func (p *Player) g1() int {
	if p.HasBonus(G1) {
		return G1Bonus
	}
	return 0
}

// production is the Wheat seat's fields produce with the flood where it
// is now: the starting Field (Green) always, every other field when its
// current colour is irrigated; G1 adds 2 per producing field (A7).
func (s *State) production(seat int) int {
	p := &s.pl[seat]
	g := p.g1()
	w := p.startFieldWheat() + g
	f := int(s.flood)
	for m := p.Cards & fieldMask; m != 0; m &= m - 1 {
		id := bits.TrailingZeros64(m) + 1
		if Irrigated(s.fieldColour(seat, id), f) {
			w += int(NileCards[id-1].Wheat) + g
		}
	}
	return w
}

// fieldTotal is the value of seat's fields of the current colour (-2:
// Yellow and Red together, S3), the starting Field counting as Green,
// G1's +2 on each, the flood ignored (§9.3, A7).
func (s *State) fieldTotal(seat, colour int) int {
	p := &s.pl[seat]
	g := p.g1()
	match := func(c int) bool {
		if colour == -2 {
			return c == Yellow || c == Red
		}
		return c == colour
	}
	t := 0
	if match(Green) {
		t += p.startFieldWheat() + g
	}
	for m := p.Cards & fieldMask; m != 0; m &= m - 1 {
		id := bits.TrailingZeros64(m) + 1
		if match(s.fieldColour(seat, id)) {
			t += int(NileCards[id-1].Wheat) + g
		}
	}
	return t
}

// quarryTotal is the Stone seat's quarries produce: the starting Quarry,
// quarries and the quarry half of combos (dry or not, §4.3).
func (s *State) quarryTotal(seat int) int {
	t := StartQuarry
	for m := s.pl[seat].Cards & quarryMask; m != 0; m &= m - 1 {
		t += int(NileCards[bits.TrailingZeros64(m)].Quarry)
	}
	return t
}

// permanentCount is the number of permanent cards seat owns (X13, S1):
// Irrigation counts, attached or not (A34); R7 does not (A10).
func (s *State) permanentCount(seat int) int {
	return bits.OnesCount64(s.pl[seat].Cards & permMask)
}

// Read-only accessors for the scene, nilesim and the AI.

// FieldColour is the current colour of seat's field id (0: the starting
// Field), NoColour if id is not a field.
func (s *State) FieldColour(seat, id int) int { return s.fieldColour(seat, id) }

// Production is the Wheat seat's fields give with the flood as it is.
func (s *State) Production(seat int) int { return s.production(seat) }

// FieldTotal is the value of seat's fields of colour (-2: Yellow + Red).
func (s *State) FieldTotal(seat, colour int) int { return s.fieldTotal(seat, colour) }

// QuarryTotal is the Stone seat's quarries produce.
func (s *State) QuarryTotal(seat int) int { return s.quarryTotal(seat) }

// PermanentCount is the number of permanent cards seat owns.
func (s *State) PermanentCount(seat int) int { return s.permanentCount(seat) }

// Irrigation is the field each of seat's Irrigation cards (R24, R42) is
// attached to (0: not attached or not held).
func (s *State) Irrigation(seat int) [2]int {
	a := s.pl[seat].Attach
	return [2]int{int(a[0]), int(a[1])}
}
