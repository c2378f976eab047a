package pharaon

// Small shared steps used by the flow, the Quarter effects, the payments
// and the Traitor alike.

// WheelColour is the colour of the segment facing Quarter q this round.
func (s *State) WheelColour(q int) int {
	p := s.quarterPos(q)
	return ((p-int(s.wheel))%NumQuarters + NumQuarters) % NumQuarters
}

// quarterPos is q's position in the ring.
func (s *State) quarterPos(q int) int {
	for p, x := range s.ring {
		if int(x) == q {
			return p
		}
	}
	return 0
}

// slotsPerSegment is 3, or 4 at 4-5 players (§2.3, A7).
func (s *State) slotsPerSegment() int { return WheelSlots(int(s.players)) }

// freeSlot is the first free slot of colour c's segment, -1 when full.
func (s *State) freeSlot(c int) int {
	for i := 0; i < s.slotsPerSegment(); i++ {
		if s.slots[c][i] == wheelEmpty {
			return i
		}
	}
	return -1
}

// gain gives seat n resources of type r from the supply; what the supply
// lacks is lost (§2.2). It returns how many were gained.
func (s *State) gain(seat, r, n int) int {
	if m := int(s.supply[r]); n > m {
		n = m
	}
	if n > 0 {
		s.supply[r] -= int8(n)
		s.pl[seat].Res[r] += int8(n)
	}
	return n
}

// drawJar takes a random Jar from the pile, shuffling the discard into a
// new pile when it is empty (§2.7); -1 when there is none at all.
func (s *State) drawJar() int {
	if s.jarN == 0 {
		for j := 0; j < NumJars; j++ {
			if s.jarDisc&(1<<uint(j)) != 0 {
				s.jarPile[s.jarN] = int8(j)
				s.jarN++
			}
		}
		s.jarDisc = 0
		rng := s.Rand()
		n := int(s.jarN)
		rng.Shuffle(n, func(i, j int) { s.jarPile[i], s.jarPile[j] = s.jarPile[j], s.jarPile[i] })
	}
	if s.jarN == 0 {
		return -1
	}
	s.jarN--
	return int(s.jarPile[s.jarN])
}

// drawBag draws a random Offering token from the bag, refilled from the
// Offering discard when empty (§4.4 step 2, §5.6); -1 when both are empty.
func (s *State) drawBag() int {
	total := 0
	for _, c := range s.bag {
		total += int(c)
	}
	if total == 0 {
		s.bag, s.offDisc = s.offDisc, [NumOffKinds]int8{}
		for _, c := range s.bag {
			total += int(c)
		}
		if total == 0 {
			return -1
		}
	}
	k := s.Rand().IntN(total)
	for kind, c := range s.bag {
		if k < int(c) {
			s.bag[kind]--
			return kind
		}
		k -= int(c)
	}
	return -1
}

// refillNoble fills an empty Nobles display slot from the deck (§5.3).
func (s *State) refillNoble(slot int) {
	if s.nobleDisp[slot] < 0 && s.nobleN > 0 {
		s.nobleN--
		s.nobleDisp[slot] = s.nobleDeck[s.nobleN]
	}
}

// refillArtisan fills an empty Artisans display slot from the deck (§5.2).
func (s *State) refillArtisan(slot int) {
	if s.artDisp[slot] < 0 && s.artN > 0 {
		s.artN--
		s.artDisp[slot] = s.artDeck[s.artN]
	}
}

// nobleCount is how many Nobles seat owns.
func (s *State) nobleCount(seat int) int { return popcount(s.pl[seat].Nobles) }

// checkPharaoh gives the Pharaoh token to seat if nobody holds it and seat
// has 2 Nobles and Burial Chamber step 3 (§7.4). Call it after every change
// of Nobles owned or of steps; it reports whether the token moved.
func (s *State) checkPharaoh(seat int) bool {
	if s.pharaoh >= 0 || s.nobleCount(seat) < 2 || s.pl[seat].BC < 3 {
		return false
	}
	s.pharaoh = int8(seat)
	return true
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
