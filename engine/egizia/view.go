package egizia

import "math/bits"

// Read-only accessors for nilesim, the bots and the scene. Only the
// Sphinx cards are private (§11.1): a seat's hand, its setup pair and the
// cards it looks at after a draw are given to that seat alone (the
// others get counts); everything else is on the table.

// River contents (RiverTile): besides a tile id 1..11.
const (
	TileNone    = tileNone    // no tile (taken away, or before round 1)
	TilePrinted = tilePrinted // 3–4p round 1: the printed effect (PrintedRound1)
	TileBlocked = tileBlocked // 2p: a face-down blocker (A36)
)

// Ship and slot contents besides a seat.
const (
	Empty   = empty   // no ship / no brick
	Neutral = neutral // a neutral blocking ship (§2.3)
)

// Phase is the decision awaited.
func (s *State) Phase() Phase { return s.phase }

// Round is 1..5 (0 during the setup Sphinx choice).
func (s *State) Round() int { return int(s.round) }

// Step is StepSetup..StepOver.
func (s *State) Step() int { return int(s.step) }

// Window is the kind of the open window (WinProduce, WinBuild, WinFinal)
// in PhWindow.
func (s *State) Window() int { return int(s.window) }

// Order is the seats by order tile (Order()[0] holds tile 1).
func (s *State) Order() []int { return s.orderList() }

// TurnSeat is the seat whose turn it is in Place ships, a window or the
// feeding (CurrentPlayer is the seat deciding now).
func (s *State) TurnSeat() int { return int(s.order[s.turn]) }

// ExtraShips is the number of ships the current seat still places this
// turn (R34, G7).
func (s *State) ExtraShips() int { return int(s.extra) }

// Flood is the flood marker's position (FloodTop..FloodBottom).
func (s *State) Flood() int { return int(s.flood) }

// RiverCard is the Nile card id on card space c (0..9), 0 when empty.
func (s *State) RiverCard(c int) int {
	if c < 0 || c >= NumCardSp {
		return 0
	}
	return int(s.card[c])
}

// RiverTile is what round space t (0..6) shows: a tile id, TileNone,
// TilePrinted or TileBlocked.
func (s *State) RiverTile(t int) int {
	if t < 0 || t >= NumRoundSp {
		return tileNone
	}
	return int(s.tile[t])
}

// ShipAt is the seat whose ship is on river index i (1..20, card and
// round spaces), Empty when none; SecondShip the G10 ship on round space
// t (Empty when none).
func (s *State) ShipAt(i int) int {
	if i < 1 || i > NumRiver {
		return empty
	}
	return int(s.ship[i-1])
}
func (s *State) SecondShip(t int) int {
	if t < 0 || t >= NumRoundSp {
		return empty
	}
	return int(s.occ[t])
}

// Slot is construction slot i (0..2) of zone z: a seat, Empty or Neutral.
func (s *State) Slot(z, i int) int {
	if z < 0 || z >= NumZones || i < 0 || i >= SlotsPerZone {
		return empty
	}
	return int(s.slots[z][i])
}

// Waiting is zone z's waiting ships (seats), in the order placed.
func (s *State) Waiting(z int) []int {
	if z < 0 || z >= NumZones {
		return nil
	}
	out := make([]int, s.waitN[z])
	for i := range out {
		out[i] = int(s.waiting[z][i])
	}
	return out
}

// Obelisk is the owner of each floor, bottom first (Empty when free).
func (s *State) Obelisk() [ObeliskFloors]int {
	var o [ObeliskFloors]int
	for i, q := range s.obelisk {
		o[i] = int(q)
	}
	return o
}

// PyramidRows is the number of (logical) rows in play: 5, or 3 at 2p.
func (s *State) PyramidRows() int { return s.pyrRows() }

// PyramidRowLen is the number of spaces of row r (2p: both sides, the
// dark side's first).
func (s *State) PyramidRowLen(r int) int {
	if r < 0 || r >= s.pyrRows() {
		return 0
	}
	if s.twoP() {
		return 2 * int(PyrSide2p[r])
	}
	return int(PyrRowSize[r])
}

// Pyramid is the owner of space j of row r (Empty when free).
func (s *State) Pyramid(r, j int) int {
	if r < 0 || r >= s.pyrRows() || j < 0 || j >= s.PyramidRowLen(r) {
		return empty
	}
	return int(s.pyramid[r][j])
}

// RowWinner is the seat that won row r's majority, Empty if not complete.
func (s *State) RowWinner(r int) int {
	if r < 0 || r >= PyrRows {
		return empty
	}
	return int(s.rowWinner[r])
}

// ColonnadeDone is the number of players who completed the colonnade.
func (s *State) ColonnadeDone() int { return int(s.colDone) }

// Statues is the statue card id (1..9) on each statue space in play.
func (s *State) Statues() []int {
	out := make([]int, s.numStatues())
	for i := range out {
		out[i] = int(s.statue[i])
	}
	return out
}

// BonusTiles are the bonus tiles on the gold (column 3; 2p: G6) and the
// violet (column 5) spaces.
func (s *State) BonusTiles() (gold, violet int) { return int(s.gold), int(s.violet) }

// NileDeck is the number of cards left in Nile deck d (0 "1/2", 1 "3/4",
// 2 "5"); SphinxDeck the cards in the Sphinx deck.
func (s *State) NileDeck(d int) int {
	if d < 0 || d >= NumDecks {
		return 0
	}
	return int(s.nileN[d])
}
func (s *State) SphinxDeck() int { return int(s.sphN) }

// PlayerState is seat's public possessions (§2.2): a copy with the
// Sphinx hand left out (see SphinxHand, SphinxCount).
func (s *State) PlayerState(seat int) Player {
	if seat < 0 || seat >= int(s.n) {
		return Player{}
	}
	p := s.pl[seat]
	p.Sphinx = 0
	return p
}

// SphinxCount is the number of Sphinx cards seat holds (public).
func (s *State) SphinxCount(seat int) int {
	if seat < 0 || seat >= int(s.n) {
		return 0
	}
	return bits.OnesCount64(s.pl[seat].Sphinx)
}

// SphinxHand is the Sphinx cards (ids) of seat as viewer sees them: the
// ids for the seat itself, nil for anyone else.
func (s *State) SphinxHand(seat, viewer int) []int {
	if seat != viewer || seat < 0 || seat >= int(s.n) {
		return nil
	}
	var out []int
	for h := s.pl[seat].Sphinx; h != 0; h &= h - 1 {
		out = append(out, bits.TrailingZeros64(h)+1)
	}
	return out
}

// SetupPair is viewer's two setup Sphinx cards while it has not chosen
// (zeros otherwise).
func (s *State) SetupPair(viewer int) [SetupSphinxDeal]int {
	var out [SetupSphinxDeal]int
	if viewer >= 0 && viewer < int(s.n) {
		for k, id := range s.setupPair[viewer] {
			out[k] = int(id)
		}
	}
	return out
}

// SetupChosen reports whether seat has made its setup Sphinx choice.
func (s *State) SetupChosen(seat int) bool {
	return seat >= 0 && seat < int(s.n) && s.setupPair[seat][0] == 0
}

// Drawn is the Sphinx cards drawn at the build in progress, as viewer
// sees them (PhSphinxKeep): the ids for the drawer, nil for the others;
// DrawnCount the number (public) and KeepMax how many may be kept.
func (s *State) Drawn(viewer int) []int {
	if s.phase != PhSphinxKeep || viewer != int(s.b.seat) {
		return nil
	}
	out := make([]int, s.drawnN)
	for i := range out {
		out[i] = int(s.drawn[i])
	}
	return out
}
func (s *State) DrawnCount() int {
	if s.phase != PhSphinxKeep {
		return 0
	}
	return int(s.drawnN)
}
func (s *State) KeepMax() int { return int(s.keepMax) }

// BuildView is the build in progress (§4.5, §6.2).
type BuildView struct {
	Active   bool // a build is being made (PhBuildItems, PhSphinxKeep, its tasks)
	Zone     int  // the zone being built (also between builds: the zone at hand)
	Slot     int  // slot 0..2, -1 for an extra builder (NT04, G8)
	Seat     int
	Crews    uint8 // crews flipped for it (bit crew)
	Capacity int   // Strength of the build
	Budget   int   // Stone it may still spend
	Cost     int   // spent so far
	Items    int
	SphLimit int // the Sphinx card limit of its ship
}

// Build is the build in progress, and the zone and slot at hand in the
// Build step.
func (s *State) Build() BuildView {
	b := &s.b
	v := BuildView{Zone: int(s.bzone), Slot: int(s.bslot), Seat: empty}
	if s.step != StepBuild || b.seat < 0 {
		return v
	}
	v.Active = s.phase == PhBuildItems || s.phase == PhSphinxKeep || (s.phase == PhMarket && s.cont == contBuild)
	v.Zone, v.Slot, v.Seat = int(b.zone), int(b.slot), int(b.seat)
	v.Crews, v.Capacity, v.Budget, v.Cost, v.Items, v.SphLimit =
		b.crews, int(b.capacity), int(b.budget), int(b.cost), int(b.items), int(b.sphLimit)
	return v
}

// PendingEffect is the effect being decided in PhCrew, PhFlood, PhMarket
// and PhFreeBrick (e.g. OpFlood with A the spaces the marker may move),
// and whether there is one.
func (s *State) PendingEffect() (Op, bool) {
	switch s.phase {
	case PhCrew, PhFlood, PhMarket, PhFreeBrick:
		if s.taskN > 0 {
			return s.tasks[0].op, true
		}
	}
	return Op{}, false
}
