package kheops

import "nilegames/engine"

// PawnKind is the kind of a pawn (§6).
type PawnKind uint8

const (
	Worker PawnKind = iota
	Priest
	Mummy
	Pharaoh
	numKinds
)

var kindNames = [numKinds]string{"worker", "priest", "mummy", "pharaoh"}

// String is the stable code of the kind, used in action strings.
func (k PawnKind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "pawn?"
}

// Seats (§3.1): White has the pharaoh and moves first.
const (
	White = 0
	Blue  = 1
)

// Pawn is a pawn on the pyramid.
type Pawn struct {
	Owner int
	Kind  PawnKind
}

// Weight is the pawn's weight in a majority (§6, §7.1): 1, 2 on a Double
// tile; the pharaoh 2 always, never 4.
func (p Pawn) Weight(onDouble bool) int {
	if p.Kind == Pharaoh || onDouble {
		return 2
	}
	return 1
}

// protected reports a pawn the opponent of its owner may not touch (§5.2).
func (p Pawn) protected() bool { return p.Kind == Priest || p.Kind == Pharaoh }

// Phase is the step of the turn waiting for a decision (§4).
type Phase uint8

const (
	PhasePawn Phase = iota
	PhasePower
	PhaseTile
	PhaseOver
)

var phaseNames = [...]string{"pawn", "power", "tile", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "phase?"
}

const (
	pileSize = NumTiles - len(BaseSlots) - Players*HandSize
	lastTurn = NumSlots - len(BaseSlots)
)

// State is a match of Kheops. Everything is fixed-size, so Clone is a
// struct copy plus the history header.
type State struct {
	engine.Header

	tile   [NumSlots + 1]int8  // tile ID per slot, 0 = empty
	rot    [NumSlots + 1]int8  // rotation k of that tile
	open   [NumSlots + 1]uint8 // its open slot edges, cached
	pawn   [NumSlots + 1]int8  // 0 = none, else pawnCode
	supply [Players][numKinds]int8
	hand   [Players][HandSize]int8 // sorted ascending, handN[p] used
	handN  [Players]int8
	pile   [pileSize]int8 // pile[pileN-1] is the top
	pileN  int8
	filled int8 // tiles in the pyramid

	// Slot sets (bit = slot), kept in step with the arrays above by put
	// and setPawn: they make Legal and the rollouts cheap.
	filledM uint64 // tiles
	roomM   uint64 // room tiles (the others are corridors)
	enterM  uint64 // tiles without the No-pawn symbol
	frontM  uint64 // empty slots sharing an edge with a tile
	pawnM   [Players]uint64
	workerM [Players]uint64
	protM   [Players]uint64 // priest and pharaoh

	turn    int8 // 1..30
	phase   Phase
	pending Symbol // the power to resolve in PhasePower
	just    int8   // slot of this turn's pawn, 0 if none
}

func pawnCode(p Pawn) int8 { return int8(1 + p.Owner*int(numKinds) + int(p.Kind)) }

func decodePawn(c int8) Pawn {
	c--
	return Pawn{Owner: int(c) / int(numKinds), Kind: PawnKind(int(c) % int(numKinds))}
}

func (s *State) Game() engine.Game { return Game{} }
func (s *State) NumPlayers() int   { return Players }
func (s *State) Terminal() bool    { return s.phase == PhaseOver }

// Clone copies the state: a struct copy with its header detached.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Detach()
	return &c
}

// CurrentPlayer is the seat whose turn it is: White on odd turns (§4).
func (s *State) CurrentPlayer() int {
	if s.phase == PhaseOver {
		return engine.Terminal
	}
	return s.mover()
}

func (s *State) mover() int { return int(s.turn-1) % Players }

// put lays tile id at slot with rotation k.
func (s *State) put(slot, id, k int) {
	s.tile[slot] = int8(id)
	s.rot[slot] = int8(k)
	s.open[slot] = OpenEdges(id, k)
	s.filled++
	b := uint64(1) << slot
	s.filledM |= b
	if Tiles[id].Kind == Room {
		s.roomM |= b
	}
	if Tiles[id].Symbol != NoPawn {
		s.enterM |= b
	}
	s.frontM = (s.frontM | nbMask[slot]) &^ s.filledM
}

// setPawn puts pawn code c (0 = none) at slot.
func (s *State) setPawn(slot int, c int8) {
	b := uint64(1) << slot
	if old := s.pawn[slot]; old != 0 {
		p := decodePawn(old)
		s.pawnM[p.Owner] &^= b
		s.workerM[p.Owner] &^= b
		s.protM[p.Owner] &^= b
	}
	s.pawn[slot] = c
	if c != 0 {
		p := decodePawn(c)
		s.pawnM[p.Owner] |= b
		switch {
		case p.Kind == Worker:
			s.workerM[p.Owner] |= b
		case p.protected():
			s.protM[p.Owner] |= b
		}
	}
}

func (s *State) addToHand(seat int, id int8) {
	n := s.handN[seat]
	h := &s.hand[seat]
	i := n
	for i > 0 && h[i-1] > id {
		h[i] = h[i-1]
		i--
	}
	h[i] = id
	s.handN[seat]++
}

// handIndex is the position of id in seat's hand, -1 if absent.
func (s *State) handIndex(seat, id int) int {
	for i := 0; i < int(s.handN[seat]); i++ {
		if int(s.hand[seat][i]) == id {
			return i
		}
	}
	return -1
}

func (s *State) removeFromHand(seat, i int) {
	h := &s.hand[seat]
	n := int(s.handN[seat])
	copy(h[i:n-1], h[i+1:n])
	h[n-1] = 0
	s.handN[seat]--
}

func (s *State) symbolAt(slot int) Symbol {
	return Tiles[s.tile[slot]].Symbol
}

// enterable: a tile without the No-pawn symbol (§5.1, A12).
func (s *State) enterable(slot int) bool { return s.enterM&(1<<slot) != 0 }

// freeM are the tiles a pawn may enter without ousting anyone.
func (s *State) freeM() uint64 { return s.enterM &^ (s.pawnM[White] | s.pawnM[Blue]) }

func (s *State) mummyInPlay(seat int) bool { return s.supply[seat][Mummy] == 0 }
