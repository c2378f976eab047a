package imhotep

import (
	"fmt"
	"strings"
)

var cardShort = [NumCards]string{"EN", "SA", "PP", "DP", "DT", "DB", "DO", "ST", "LE", "HA", "SL", "CH"}

func shortCard(c int8) string {
	if c < 0 || int(c) >= len(cardShort) {
		return "--"
	}
	return cardShort[c]
}

var frameNames = [...]string{"", "endturn", "unload", "pick", "pairkeep", "reddone", "pyramid", "bonus", "chisel2", "temple", "templechoice", "cleanup"}

// String is a plain-text picture of the whole state, hidden parts included
// (market deck order, pair, round cards): for tests and debugging only.
func (s *State) String() string { return s.picture(-1) }

// PublicString is the picture of what viewer may see (§10.1): the deck and
// the hidden round cards as counts, the pair as a count unless viewer holds
// it, discarded cards viewer has not seen as "??".
func (s *State) PublicString(viewer int) string {
	if viewer < 0 {
		viewer = MaxPlayers // sees only what everyone sees
	}
	return s.picture(viewer)
}

// picture draws the state as seen by viewer; -1 sees everything.
func (s *State) picture(viewer int) string {
	all := viewer < 0
	sees := func(mask uint8) bool { return all || (viewer < 8 && mask&(1<<viewer) != 0) }
	var b strings.Builder
	sides := make([]byte, NumSites)
	for i, isB := range s.sideB {
		sides[i] = 'A'
		if isB {
			sides[i] = 'B'
		}
	}
	fmt.Fprintf(&b, "imhotep %dp sides=%s wrath=%t round %d/%d first %d turn %d passes %d sailed %d",
		s.np, sides, s.wrath, s.round, NumRounds, s.first, s.turn, s.passes, s.sailed)
	if s.over {
		b.WriteString(" over")
	}
	if s.roundEnding {
		b.WriteString(" round-ending")
	}
	if all {
		fmt.Fprintf(&b, "\nround cards %v removed %d\n", s.roundCards[:6], s.roundCards[6])
		b.WriteString("deck")
		for _, c := range s.deck[:s.deckN] {
			b.WriteString(" " + shortCard(c))
		}
	} else {
		fmt.Fprintf(&b, "\nround cards %v hidden %d\n", s.roundCards[:s.round], 7-int(s.round))
		fmt.Fprintf(&b, "deck %d", s.deckN)
	}
	b.WriteString("\ndiscard")
	for i, c := range s.disc[:s.discN] {
		if !sees(s.discSeen[i]) {
			b.WriteString(" ??")
			continue
		}
		b.WriteString(" " + shortCard(c))
		if s.discSeen[i] != allSeen {
			fmt.Fprintf(&b, "/%x", s.discSeen[i])
		}
	}
	b.WriteString("\nmarket")
	for _, c := range s.face {
		b.WriteString(" " + shortCard(c))
	}
	if s.sideB[Market] {
		if all {
			fmt.Fprintf(&b, " pair %s %s", shortCard(s.pair[0]), shortCard(s.pair[1]))
		} else {
			_, n := s.Market()
			fmt.Fprintf(&b, " pair %d", n)
		}
	}
	b.WriteString("\nships")
	for id := 0; id < numShips; id++ {
		if !s.inRound(id) {
			continue
		}
		fmt.Fprintf(&b, " %s[", Ships[id].ID)
		for k := 0; k < Ships[id].Capacity; k++ {
			if o := s.slots[id][k]; o == noPlayer {
				b.WriteByte('.')
			} else {
				b.WriteByte('0' + byte(o))
			}
		}
		b.WriteByte(']')
		if !s.harbour(id) {
			b.WriteString(">" + Site(s.shipDest[id]).String())
		}
	}
	b.WriteByte('\n')
	for p := 0; p < int(s.np); p++ {
		fmt.Fprintf(&b, "seat %d: %d %v sled %d quarry %d cards", p, s.total(p), s.parts[p], s.sled[p], s.quarry[p])
		for c, n := range s.cards[p] {
			if n > 0 {
				fmt.Fprintf(&b, " %s%d", cardShort[c], n)
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("pyramid ")
	if s.sideB[Pyramid] {
		for k := 0; k < 3; k++ {
			b.WriteString(PyramidBNames[k] + ":" + owners(s.pyrB[k][:s.pyrBN[k]]) + " ")
		}
	} else {
		n := int(s.pyrN)
		if n > len(s.pyrA) {
			n = len(s.pyrA)
		}
		b.WriteString(owners(s.pyrA[:n]) + " ")
	}
	fmt.Fprintf(&b, "edge %v\n", s.edge[:s.np])
	fmt.Fprintf(&b, "temple %d top %s\n", s.templeN, owners(s.templeTop[:min8(int(s.templeN), int(s.templeW))]))
	fmt.Fprintf(&b, "burial %s\n", owners(s.burial[:s.burialN]))
	if s.sideB[Obelisks] {
		fmt.Fprintf(&b, "obelisks waiting %v formed %v count %d\n", s.obWait[:s.np], s.obFormed[:s.np], s.obN)
	} else {
		h := make([]int8, s.np)
		copy(h, s.siteStones[Obelisks][:s.np])
		fmt.Fprintf(&b, "obelisks %v\n", h)
	}
	if s.sp > 0 {
		b.WriteString("pending")
		for i := 0; i < int(s.sp); i++ {
			f := &s.stack[i]
			fmt.Fprintf(&b, " %s(p%d", frameNames[f.kind], f.player)
			switch f.kind {
			case fUnload:
				fmt.Fprintf(&b, " %s>%s order %v chosen %d next %d", shipName(int(f.ship)), Site(f.site), f.order[:f.n], f.chosen, f.idx)
				if f.lever {
					b.WriteString(" lever")
				}
				if Site(f.site) == Market {
					fmt.Fprintf(&b, " ret %v", f.ret[:s.np])
				}
			case fPairKeep:
				if all || int(f.player) == viewer {
					fmt.Fprintf(&b, " %s %s", shortCard(f.card), shortCard(f.card2))
				} else if f.card2 != noCard {
					b.WriteString(" 2 cards")
				} else {
					b.WriteString(" 1 card")
				}
			case fRedDone:
				fmt.Fprintf(&b, " %s placed %d", shortCard(f.card), f.n)
			case fBonus:
				fmt.Fprintf(&b, " %s", bonusCodes[f.card])
			case fTemple, fTempleChoice:
				fmt.Fprintf(&b, " col %d", f.idx)
			case fCleanup:
				fmt.Fprintf(&b, " deadlock %d", f.n)
			}
			b.WriteByte(')')
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func owners(o []int8) string {
	if len(o) == 0 {
		return "-"
	}
	buf := make([]byte, len(o))
	for i, v := range o {
		buf[i] = '0' + byte(v)
	}
	return string(buf)
}
