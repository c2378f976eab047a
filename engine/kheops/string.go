package kheops

import (
	"fmt"
	"strings"
)

var pawnLetters = [numKinds]byte{'w', 'p', 'm', 'f'}

// String is a plain-text picture of the whole state, hands and pile order
// included: for tests and debugging only.
func (s *State) String() string { return s.picture(-1) }

// PublicString is the picture of what viewer may see (§11.1): the other
// hand and the pile only as sizes (every hand once the game is over).
func (s *State) PublicString(viewer int) string {
	if viewer < 0 {
		viewer = Players // sees only what everyone sees
	}
	return s.picture(viewer)
}

// picture draws the state as seen by viewer; -1 sees everything. A slot is
// "T17k1" (tile, rotation) and its pawn "W.m" (White mummy; w worker, p
// priest, m mummy, f pharaoh), or ".." when empty.
func (s *State) picture(viewer int) string {
	all := viewer < 0 || s.phase == PhaseOver
	var b strings.Builder
	fmt.Fprintf(&b, "kheops turn %d/%d phase %s", s.turn, lastTurn, s.phase)
	if s.phase != PhaseOver {
		fmt.Fprintf(&b, " player %d", s.mover())
	}
	if s.phase == PhasePower {
		fmt.Fprintf(&b, " power %s", s.pending)
	}
	if s.just != 0 {
		fmt.Fprintf(&b, " just %d", s.just)
	}
	for r := 1; r <= Rows; r++ {
		fmt.Fprintf(&b, "\nr%d", r)
		for c := 1; c <= 2*r-1; c++ {
			slot := SlotOf(r, c)
			if s.tile[slot] == 0 {
				b.WriteString(" .....")
			} else {
				fmt.Fprintf(&b, " T%02dk%d", s.tile[slot], s.rot[slot])
			}
			if pc := s.pawn[slot]; pc != 0 {
				p := decodePawn(pc)
				fmt.Fprintf(&b, "%c.%c", "WB"[p.Owner], pawnLetters[p.Kind])
			}
		}
	}
	for seat := 0; seat < Players; seat++ {
		fmt.Fprintf(&b, "\n%s supply", [Players]string{"white", "blue"}[seat])
		for k := Worker; k < numKinds; k++ {
			fmt.Fprintf(&b, " %s=%d", k, s.supply[seat][k])
		}
		if all || viewer == seat {
			b.WriteString(" hand")
			for _, id := range s.hand[seat][:s.handN[seat]] {
				fmt.Fprintf(&b, " T%02d", id)
			}
		} else {
			fmt.Fprintf(&b, " hand %d", s.handN[seat])
		}
	}
	if all {
		b.WriteString("\npile")
		for i := int(s.pileN) - 1; i >= 0; i-- {
			fmt.Fprintf(&b, " T%02d", s.pile[i])
		}
	} else {
		fmt.Fprintf(&b, "\npile %d", s.pileN)
	}
	return b.String()
}
