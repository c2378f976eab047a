package tekhenu

// Read-only accessors for views and bots. Only Decrees are private: they
// are shown to their owner (or to anyone at the end).

// Die is one of the 26 dice.
type Die struct {
	Colour, Value int
	// Section is the god section holding it, -1 if not on the board.
	Section int
	// Owner is the seat whose balance holds it, -1 if none; Pan is 0 left
	// (Pure), 1 right (Corrupt), 2 under (Anubis; for Botankhamon, beside
	// its tiles).
	Owner, Pan int
	InBag      bool
}

// DieInfo describes die d (0..25).
func (s *State) DieInfo(d int) Die {
	if d < 0 || d >= NumDice {
		return Die{Section: -1, Owner: -1}
	}
	out := Die{Colour: int(dieColour[d]), Value: int(s.dieVal[d]), Section: -1, Owner: -1}
	l := int(s.dieLoc[d])
	switch {
	case l == locBag:
		out.InBag = true
	case l >= 0 && l < NumGods:
		out.Section = l
	case l >= locLeft:
		out.Owner, out.Pan = l%10, l/10-1
	}
	return out
}

// Status of a die of colour c in god g's section now (Pure, Corrupt,
// Forbidden).
func (s *State) Status(c, g int) int { return s.status(c, g) }

// Light of god g's section (Sun, Penumbra, Darkness).
func (s *State) Light(g int) int { return s.light(g) }

// Dial is the current offset and the initial one.
func (s *State) Dial() (offset, initial int) { return int(s.dial), int(s.dial0) }

// Turn is the turn number 1..16 (0 during setup).
func (s *State) Turn() int { return int(s.turn) }

// Order is the turn order (seats).
func (s *State) Order() []int {
	o := make([]int, s.n)
	for i := range o {
		o[i] = int(s.order[i])
	}
	return o
}

// PlayerView is a copy of seat q's board as viewer may see it: hidden
// Decrees are cleared (their count stays in DecreeCount).
func (s *State) PlayerView(q, viewer int) (Player, int) {
	if q < 0 || q >= int(s.n) {
		return Player{}, 0
	}
	pl := s.p[q]
	n := popcount(pl.Decree)
	if q != viewer && s.phase != PhOver {
		pl.Decree &= pl.PubDecree
		pl.Dealt = [2]int8{-1, -1}
	}
	return pl, n
}

// MarketCard is the card in a market slot ("" when empty).
func (s *State) MarketCard(sec, slot int) string {
	if sec < 0 || sec >= NumSections || slot < 0 || slot >= len(sectionSlots[sec]) || s.market[sec][slot] == 0 {
		return ""
	}
	return cardName(s.market[sec][slot])
}

// SectionOpen reports whether market section sec (0..3) is open.
func (s *State) SectionOpen(sec int) bool { return sec >= 0 && sec < NumSections && s.open[sec] }

// TempleCell is the column tile at cell (0..24), its rotation and owner;
// ok false when empty.
func (s *State) TempleCell(cell int) (tile, rot, owner int, ok bool) {
	if cell < 0 || cell >= 25 || s.temple[cell] == 0 {
		return 0, 0, -1, false
	}
	return int(s.temple[cell] - 1), int(s.templeRot[cell]), int(s.templeOwner[cell]), true
}

// RaSlot is the tile in a Ra slot (LEFT, MIDDLE, RIGHT) and its rotation.
func (s *State) RaSlot(i int) (tile, rot int, ok bool) {
	if i < 0 || i >= 3 || s.ra[i] == 0 {
		return 0, 0, false
	}
	return int(s.ra[i] - 1), int(s.raRot[i]), true
}

// HorusValue is the die value shown on god g's Horus space.
func (s *State) HorusValue(g int) int { return int(s.horus[g]) }

// Owners of the building and statue slots (-1 free).
func (s *State) TempleBuilding(i int) int      { return int(s.tBuild[i]) }
func (s *State) PeopleStatue(i int) int        { return int(s.people[i]) }
func (s *State) OsirisBuilding(d, row int) int { return int(s.osiris[d*6+row-1]) }
func (s *State) GodStatue(g, i int) int        { return int(s.godStatue[g][i]) }

// BotTileResources is the order in which Botankhamon looks for the
// resources of its Resource tile BR(n+1), n in 0..3 (§7.2, M13).
func BotTileResources(n int) [4]int {
	var out [4]int
	if n < 0 || n >= len(botTileRes) {
		return out
	}
	for i, r := range botTileRes[n] {
		out[i] = int(r)
	}
	return out
}
