package kheops

import "nilegames/engine"

// Score parts, in breakdown order (engine.Part.Source).
const (
	partRooms = iota
	partSarcophagi
	partSummit
	partLongest
	partClosed
	partAnkhs
	numParts
)

// PartSources are the engine.Part.Source codes, in breakdown order.
// "closed" is the extra a closed network gets from doubling.
var PartSources = [numParts]string{"rooms", "sarcophagi", "summit", "longest", "closed", "ankhs"}

// maxNets bounds the networks of 49 tiles (two tiles each at least).
const maxNets = NumSlots / 2

// net is one network as the scorer sees it.
type net struct {
	size, rooms, sarco int8
	colour             Colour // of the first sarcophagus
	sameColour         bool   // every sarcophagus has that colour
	summit, open       bool
	cursed             bool
	weight             [Players]int8
}

func (n *net) sarcoBonus() int {
	switch {
	case n.sarco == 1:
		return singleSarcoBonus
	case n.sarco == 2 && n.sameColour:
		return pairSarcoBonus
	}
	return 0
}

// winner is the seat with the strictly higher weight, -1 on a tie or with
// no pawns (§7.1, A1, A16).
func (n *net) winner() int {
	switch {
	case n.weight[White] > n.weight[Blue]:
		return White
	case n.weight[Blue] > n.weight[White]:
		return Blue
	}
	return -1
}

// board is the network analysis of a position: label[slot] is 1 + the
// index of the slot's network, 0 for an empty slot or a tile in none.
type board struct {
	label   [NumSlots + 1]int8
	nets    [maxNets]net
	n       int
	longest int8
}

// analyse finds the networks (§2.6) in order of their lowest slot. An
// opening onto the exterior or onto an empty slot leaves a network open
// (§7.1 step 5, §7.4).
func (s *State) analyse(b *board) {
	var seen [NumSlots + 1]bool
	var comp [NumSlots]int8 // the component being explored; its first sp are pending
	b.label = [NumSlots + 1]int8{}
	b.n = 0
	b.longest = 0
	for start := 1; start <= NumSlots; start++ {
		if s.tile[start] == 0 || seen[start] {
			continue
		}
		nt := &b.nets[b.n]
		*nt = net{}
		seen[start] = true
		comp[0] = int8(start)
		size := 1
		for next := 0; next < size; next++ {
			x := int(comp[next])
			tl := &Tiles[s.tile[x]]
			if tl.Kind == Room {
				nt.rooms++
			}
			switch tl.Symbol {
			case Sarcophagus:
				if nt.sarco == 0 {
					nt.colour, nt.sameColour = tl.Colour, true
				} else if tl.Colour != nt.colour {
					nt.sameColour = false
				}
				nt.sarco++
			case Curse:
				nt.cursed = true
			}
			if x == summitSlot {
				nt.summit = true
			}
			if c := s.pawn[x]; c != 0 {
				p := decodePawn(c)
				nt.weight[p.Owner] += int8(p.Weight(tl.Symbol == Double))
			}
			o := s.open[x]
			for e := 0; e < 3; e++ {
				if o&(1<<e) == 0 {
					continue
				}
				y := int(neighbours[x][e])
				switch {
				case y == 0 || s.tile[y] == 0:
					nt.open = true
				case s.open[y]&(1<<e) != 0 && !seen[y]:
					seen[y] = true
					comp[size] = int8(y)
					size++
				}
			}
		}
		if size < 2 {
			continue // a lone tile is no network
		}
		nt.size = int8(size)
		b.n++
		for _, x := range comp[:size] {
			b.label[x] = int8(b.n)
		}
		if nt.size > b.longest {
			b.longest = nt.size
		}
	}
}

// value is a network's value and its parts (§7.1): base, sarcophagi,
// summit, longest, and the extra from doubling; all 0 when cursed.
func (b *board) value(i int) (parts [partClosed + 1]int, total int) {
	n := &b.nets[i]
	if n.cursed {
		return parts, 0
	}
	parts[partRooms] = int(n.rooms)
	parts[partSarcophagi] = n.sarcoBonus()
	if n.summit {
		parts[partSummit] = summitBonus
	}
	if n.size == b.longest {
		parts[partLongest] = longestBonus
	}
	sum := parts[partRooms] + parts[partSarcophagi] + parts[partSummit] + parts[partLongest]
	if !n.open {
		parts[partClosed] = sum // doubled after the bonuses (A20)
	}
	return parts, sum + parts[partClosed]
}

// ankhs counts the ankh tiles holding a pawn of each seat, outside cursed
// networks (§7.2, A15).
func (s *State) ankhs(b *board) (n [Players]int) {
	for slot := 1; slot <= NumSlots; slot++ {
		c := s.pawn[slot]
		if c == 0 || Tiles[s.tile[slot]].Symbol != Ankh {
			continue
		}
		if l := b.label[slot]; l != 0 && b.nets[l-1].cursed {
			continue
		}
		n[decodePawn(c).Owner]++
	}
	return n
}

// scoreParts adds each seat's parts for the position (§7; provisional
// before the end, §7.4). b, when not nil, receives the analysis.
func (s *State) scoreParts(parts *[Players][numParts]int, b *board) {
	if b == nil {
		b = new(board)
	}
	s.analyse(b)
	for i := 0; i < b.n; i++ {
		w := b.nets[i].winner()
		if w < 0 {
			continue
		}
		pv, _ := b.value(i)
		for k, v := range pv {
			parts[w][k] += v
		}
	}
	for p, n := range s.ankhs(b) {
		parts[p][partAnkhs] += n * n
	}
}

// Scores are the final scores once the game is over; before, the
// provisional scores of the pyramid as it stands (§7.4).
func (s *State) Scores() []engine.Score {
	var parts [Players][numParts]int
	s.scoreParts(&parts, nil)
	out := make([]engine.Score, Players)
	for p := range out {
		out[p].Parts = make([]engine.Part, numParts)
		for k, v := range parts[p] {
			out[p].Parts[k] = engine.Part{Source: PartSources[k], Points: v}
			out[p].Total += v
		}
	}
	return out
}

// Winners are the seats with the highest total; both on a tie (§7.3, A2).
func (s *State) Winners() []int {
	if s.phase != PhaseOver {
		return nil
	}
	t := s.totals()
	switch {
	case t[White] > t[Blue]:
		return []int{White}
	case t[Blue] > t[White]:
		return []int{Blue}
	}
	return []int{White, Blue}
}

// Networks lists the networks of two tiles or more, by lowest slot;
// provisional before the end (§7.4).
func (s *State) Networks() []Network {
	var b board
	s.analyse(&b)
	out := make([]Network, b.n)
	for slot := 1; slot <= NumSlots; slot++ {
		if l := b.label[slot]; l != 0 {
			out[l-1].Slots = append(out[l-1].Slots, slot)
		}
	}
	for i := range out {
		n := &b.nets[i]
		_, v := b.value(i)
		o := &out[i]
		o.Rooms = int(n.rooms)
		o.Sarcophagi = int(n.sarco)
		o.SarcoBonus = n.sarcoBonus()
		if n.summit {
			o.Summit = summitBonus
		}
		if n.size == b.longest {
			o.Longest = longestBonus
		}
		o.Closed = !n.open
		o.Cursed = n.cursed
		o.Value = v
		o.Weight = [2]int{int(n.weight[White]), int(n.weight[Blue])}
		o.Winner = n.winner()
	}
	return out
}

// Network is one network as the view shows it (§7.1).
type Network struct {
	Slots      []int // sorted
	Rooms      int   // base value
	Sarcophagi int
	SarcoBonus int  // 0, 5 or 15
	Summit     int  // 0 or 5
	Longest    int  // 0 or 5
	Closed     bool // no opening to the exterior (nor to an empty slot, §7.4)
	Cursed     bool
	Value      int    // final value of the network (×2 closed, 0 cursed)
	Weight     [2]int // pawn weights per seat (§7.1)
	Winner     int    // seat scoring it, -1 for nobody (tie / no pawns)
}

// Ankhs is the number of ankh tiles counted for seat (§7.2).
func (s *State) Ankhs(seat int) int {
	if seat < 0 || seat >= Players {
		return 0
	}
	var b board
	s.analyse(&b)
	return s.ankhs(&b)[seat]
}
