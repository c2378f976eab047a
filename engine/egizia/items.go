package egizia

import "nilegames/engine"

// The build action (§6.2) and the monuments' items (§6.3): the crews
// chosen (PhBuild), then items one by one with boosts (PhBuildItems); the
// capacity and the Stone budget are fixed when the crews are chosen (A29).

// Monuments of a BrickPlaced event.
const (
	MonObelisk = iota
	MonColonnade
	MonPyramid
	MonStatue
)

// BuildStarted: seat chose the crews of its build in Zone from Slot
// (-1: an extra builder); Crews are bits by crew, Strength the capacity.
type BuildStarted struct {
	Player, Zone, Slot int
	Crews              int
	G6                 bool
	Strength           int
}

// BoostPlayed: an Anytime card added Strength to the build in progress.
type BoostPlayed struct{ Player, Card, Strength, Capacity int }

// BrickPlaced: a brick on a monument. Obelisk: Space = floor 0..11;
// colonnade: Space = column 0..6; pyramid: Row and the logical Space (2p:
// the dark side's spaces then the light side's); statue: Row = statue,
// Space = level 0..2. Cost is the Stone paid (0 for a free brick), Points
// the brick's own points (its cost; 0 on statues and free bricks).
type BrickPlaced struct {
	Player, Monument, Row, Space int
	Cost, Points                 int
	Free                         bool
}

// BonusTileGained: seat built colonnade Column (3 or 5) and gained Tile.
type BonusTileGained struct{ Player, Tile, Column int }

// ColonnadeCompleted: seat built column 7, Rank-th to complete it.
type ColonnadeCompleted struct{ Player, Rank, Points int }

// RowCompleted: pyramid Row's last space filled; Winner (most bricks there,
// tie: the rightmost brick) scored Points = its Bricks.
type RowCompleted struct{ Row, Winner, Bricks, Points int }

// ObeliskBonus: the round's obelisk market bonus (A3): both markets when
// Upper, else one market of the seat's choice (Choice: a decision follows).
type ObeliskBonus struct {
	Player        int
	Upper, Choice bool
}

// BuildDone: the build in progress ended with Items items costing Cost.
type BuildDone struct{ Player, Zone, Items, Cost int }

func (BuildStarted) EventName() string       { return "build_started" }
func (BoostPlayed) EventName() string        { return "boost_played" }
func (BrickPlaced) EventName() string        { return "brick_placed" }
func (BonusTileGained) EventName() string    { return "bonus_tile_gained" }
func (ColonnadeCompleted) EventName() string { return "colonnade_completed" }
func (RowCompleted) EventName() string       { return "row_completed" }
func (ObeliskBonus) EventName() string       { return "obelisk_bonus" }
func (BuildDone) EventName() string          { return "build_done" }

const noItem = 99 // larger than any item cost

// ------------------------------------------------------------ pyramid

func (s *State) pyrSize(r int) int {
	if s.twoP() {
		return 2 * int(PyrSide2p[r])
	}
	return int(PyrRowSize[r])
}

func (s *State) pyrCost(r int) int {
	if s.twoP() {
		return int(PyrRowCost2p[r])
	}
	return int(PyrRowCost[r])
}

// pyrSupports are the two spaces of row r-1 under space j of row r (2p:
// on the same side, §2.4).
func (s *State) pyrSupports(r, j int) (int, int) {
	if s.twoP() {
		side := int(PyrSide2p[r])
		if j >= side {
			k := j - side
			base := int(PyrSide2p[r-1])
			return base + k, base + k + 1
		}
	}
	return j, j + 1
}

// pyrNext is the space a brick on row r goes to: the leftmost empty one,
// if both its supports hold bricks (A4: earlier items count); else -1.
func (s *State) pyrNext(r int) int {
	size := s.pyrSize(r)
	for j := 0; j < size; j++ {
		if s.pyramid[r][j] != empty {
			continue
		}
		if r > 0 {
			a, b := s.pyrSupports(r, j)
			if s.pyramid[r-1][a] == empty || s.pyramid[r-1][b] == empty {
				return -1
			}
		}
		return j
	}
	return -1
}

// ------------------------------------------------------------ items

// itemCost is the cost of item for seat now, noItem when it cannot be
// placed (monument full, no legal space, statue level already built this
// round). Sphinx draws are not items here.
func (s *State) itemCost(seat, item int) int {
	p := &s.pl[seat]
	switch {
	case item == itemObelisk:
		if s.obeN >= ObeliskFloors {
			return noItem
		}
		return int(ObeliskCost[s.obeN])
	case item == itemColonnade:
		if p.Col >= ColColumns {
			return noItem
		}
		return int(ColCost[p.Col])
	case item >= itemPyramid && item < itemPyramid+PyrRows:
		r := item - itemPyramid
		if r >= s.pyrRows() || s.pyrNext(r) < 0 {
			return noItem
		}
		return s.pyrCost(r)
	case item >= itemStatue && item < itemStatue+NumStatues:
		st := item - itemStatue
		if st >= s.numStatues() || s.statue[st] == 0 || p.Statue[st] >= StatueLevels || p.StatueRound[st] == s.round {
			return noItem
		}
		return int(StatueCost[p.Statue[st]])
	}
	return noItem
}

// zoneItems is the range of items of zone z (none for the Sphinx).
func zoneItems(z int) (lo, hi int) {
	switch z {
	case ZoneObelisk:
		return itemObelisk, itemColonnade + 1
	case ZonePyramid:
		return itemPyramid, itemStatue + NumStatues
	}
	return 0, 0
}

// minCost is the cheapest first item seat could build in zone z (the
// Sphinx: one card), noItem if none.
func (s *State) minCost(seat, z int, sphLimit int8) int {
	if z == ZoneSphinx {
		if s.sphN > 0 && sphLimit > 0 {
			return 1
		}
		return noItem
	}
	lo, hi := zoneItems(z)
	m := noItem
	for it := lo; it < hi; it++ {
		m = min(m, s.itemCost(seat, it))
	}
	return m
}

// boostStr is the Strength of boost card id used as aUse mode (0 if it
// is not a boost in that mode).
func boostStr(id, mode int) int {
	switch NileCards[id-1].Power {
	case PwBoost:
		if mode == 0 {
			return BoostStr
		}
	case PwVersatility:
		if mode == 1 {
			return VersatileStr
		}
	}
	return 0
}

// boostIDs are the cards that can boost a build (R21/R38/R52, R56).
var boostIDs = [4]int8{21, 38, 52, 56}

func boostMode(id int) int {
	if id == 56 {
		return 1
	}
	return 0
}

// boostTotal is the Strength all seat's boost cards could add.
func (s *State) boostTotal(seat int) int {
	t := 0
	for _, id := range boostIDs {
		if s.pl[seat].Has(int(id)) {
			t += boostStr(int(id), boostMode(int(id)))
		}
	}
	return t
}

// crewsOK checks a crews code for seat (unused crews, G6 usable) and
// returns its Strength.
func (s *State) crewsOK(seat, code int) (int, bool) {
	if code < 0 || code >= numBuildCrews {
		return 0, false
	}
	p := &s.pl[seat]
	crews, g6 := BuildCrews(code)
	if p.Used&crews != 0 {
		return 0, false
	}
	if g6 && (!p.HasBonus(G6) || p.BonusUsed&(1<<G6) != 0) {
		return 0, false
	}
	str := 0
	for c := 0; c < NumCrews; c++ {
		if crews&(1<<uint(c)) != 0 {
			str += int(p.Str[c])
		}
	}
	return str, true
}

// codeOK: the crews code is usable and, with every boost seat holds,
// allows at least one item in zone z.
func (s *State) codeOK(seat, z, code int, sphLimit int8) bool {
	m := s.minCost(seat, z, sphLimit)
	return s.codeFits(seat, code, m, s.boostTotal(seat))
}

// codeFits: code is usable and its Strength plus boost reaches the
// cheapest item m, which the Stone pays.
func (s *State) codeFits(seat, code, m, boost int) bool {
	str, ok := s.crewsOK(seat, code)
	return ok && m <= int(s.pl[seat].Stone) && m <= str+boost
}

// canBuild reports whether seat has at least one legal crews code in z.
func (s *State) canBuild(seat, z int, sphLimit int8) bool {
	m := s.minCost(seat, z, sphLimit)
	if m > int(s.pl[seat].Stone) {
		return false
	}
	boost := s.boostTotal(seat)
	for code := 0; code < numBuildCrews; code++ {
		if s.codeFits(seat, code, m, boost) {
			return true
		}
	}
	return false
}

// legalBuild: PhBuild — decline, or the crews codes allowing an item.
func (s *State) legalBuild(dst []engine.Action) []engine.Action {
	dst = append(dst, aDecline)
	seat, z := int(s.b.seat), int(s.b.zone)
	m := s.minCost(seat, z, s.b.sphLimit)
	if m > int(s.pl[seat].Stone) {
		return dst
	}
	boost := s.boostTotal(seat)
	for code := 0; code < numBuildCrews; code++ {
		if s.codeFits(seat, code, m, boost) {
			dst = append(dst, engine.Action(aBuild+code))
		}
	}
	return dst
}

// applyBuild: PhBuild — flip the crews and open the items, or decline.
func (s *State) applyBuild(a engine.Action) error {
	if s.phase != PhBuild {
		return engine.Illegal("not choosing a build")
	}
	seat, z := int(s.b.seat), int(s.b.zone)
	if a == aDecline {
		s.declineShip(false)
		s.driveBuild()
		return nil
	}
	if !in(a, aBuild, numBuildCrews) {
		return engine.Illegal("not a build action")
	}
	code := int(a) - aBuild
	if !s.codeOK(seat, z, code, s.b.sphLimit) {
		return engine.Illegal("crews %d cannot build here", code)
	}
	str, _ := s.crewsOK(seat, code)
	crews, g6 := BuildCrews(code)
	p := &s.pl[seat]
	p.Used |= crews
	if g6 {
		p.BonusUsed |= 1 << G6
	}
	s.b.crews = crews
	s.b.capacity = int8(str)
	s.b.budget = p.Stone
	s.b.cost, s.b.items, s.b.obeN, s.b.obeUpper = 0, 0, 0, false
	s.phase = PhBuildItems
	if s.Recording() {
		s.Record(BuildStarted{Player: seat, Zone: z, Slot: int(s.b.slot), Crews: int(crews), G6: g6, Strength: str})
	}
	return nil
}

// left is what the build in progress may still spend: the smaller of the
// Strength and the Stone budget left.
func (s *State) left() int {
	return min(int(s.b.capacity-s.b.cost), int(s.b.budget))
}

// boostUseful: a boost could let the build place something it cannot
// afford now (a useless boost would only waste the card).
func (s *State) boostUseful() bool {
	seat := int(s.b.seat)
	boost := s.boostTotal(seat)
	if boost == 0 {
		return false
	}
	capLeft := int(s.b.capacity - s.b.cost)
	budget := int(s.b.budget)
	if s.b.zone == ZoneSphinx {
		if s.drawnN > 0 {
			return false
		}
		most := min(int(s.b.sphLimit), int(s.sphN), budget)
		return most > capLeft
	}
	lo, hi := zoneItems(int(s.b.zone))
	for it := lo; it < hi; it++ {
		c := s.itemCost(seat, it)
		if c != noItem && c <= budget && c > capLeft && c <= capLeft+boost {
			return true
		}
	}
	return false
}

// sphinxOK: n paid cards (+1 free with R13) can be drawn by this build.
func (s *State) sphinxOK(n, free int) bool {
	if s.b.zone != ZoneSphinx || s.drawnN > 0 || n < 1 || free < 0 || free > 1 {
		return false
	}
	if free == 1 && !s.pl[s.b.seat].Has(13) {
		return false
	}
	return n <= s.left() && n+free <= int(s.b.sphLimit) && n+free <= int(s.sphN)
}

// legalItems: PhBuildItems — done (after an item), boosts, items, draws.
func (s *State) legalItems(dst []engine.Action) []engine.Action {
	seat := int(s.b.seat)
	if s.b.items > 0 {
		dst = append(dst, aDone)
	}
	if s.boostUseful() {
		for _, id := range boostIDs {
			if s.pl[seat].Has(int(id)) {
				dst = append(dst, engine.Action(aUse+(int(id)-1)*2+boostMode(int(id))))
			}
		}
	}
	lo, hi := zoneItems(int(s.b.zone))
	lft := s.left()
	for it := lo; it < hi; it++ {
		if s.itemCost(seat, it) <= lft {
			dst = append(dst, engine.Action(aItem+it))
		}
	}
	if s.b.zone == ZoneSphinx {
		for n := 1; n <= SphinxLimit0; n++ {
			for free := 0; free < 2; free++ {
				if s.sphinxOK(n, free) {
					dst = append(dst, engine.Action(aSphinx+(n-1)*2+free))
				}
			}
		}
	}
	return dst
}

// applyItems: PhBuildItems — one item, a boost, a draw, or done.
func (s *State) applyItems(a engine.Action) error {
	if s.phase != PhBuildItems {
		return engine.Illegal("no build in progress")
	}
	seat := int(s.b.seat)
	p := &s.pl[seat]
	switch {
	case a == aDone:
		if s.b.items == 0 {
			return engine.Illegal("a build needs at least one item")
		}
		s.endBuild()
		return nil
	case in(a, aUse, 2*NumNileCards):
		id, mode := (int(a)-aUse)/2+1, (int(a)-aUse)%2
		str := boostStr(id, mode)
		if str == 0 || !p.Has(id) {
			return engine.Illegal("R%d is not a boost held", id)
		}
		if !s.boostUseful() {
			return engine.Illegal("a boost would not help this build")
		}
		p.Cards &^= 1 << uint(id-1)
		s.b.capacity += int8(str)
		if s.Recording() {
			s.Record(BoostPlayed{Player: seat, Card: id, Strength: str, Capacity: int(s.b.capacity)})
		}
		return nil
	case in(a, aItem, numItems):
		it := int(a) - aItem
		lo, hi := zoneItems(int(s.b.zone))
		c := s.itemCost(seat, it)
		if it < lo || it >= hi || c > s.left() {
			return engine.Illegal("item %d cannot be built", it)
		}
		s.b.cost += int8(c)
		s.b.budget -= int8(c)
		s.b.items++
		p.Zones |= 1 << uint(s.b.zone)
		s.addStone(seat, -c, RsnBuild)
		if it == itemObelisk {
			s.b.obeN++
			if s.obeN >= ObeliskLower {
				s.b.obeUpper = true
			}
		}
		s.placeBrick(seat, it, c)
		s.itemsMore()
		return nil
	case in(a, aSphinx, 2*SphinxLimit0):
		n, free := (int(a)-aSphinx)/2+1, (int(a)-aSphinx)%2
		if !s.sphinxOK(n, free) {
			return engine.Illegal("cannot draw %d Sphinx cards", n)
		}
		s.drawSphinx(n, free)
		return nil
	}
	return engine.Illegal("not a build item")
}

// itemsMore ends the build at once when nothing more can be added.
func (s *State) itemsMore() {
	if s.boostUseful() {
		return
	}
	seat := int(s.b.seat)
	lo, hi := zoneItems(int(s.b.zone))
	lft := s.left()
	for it := lo; it < hi; it++ {
		if s.itemCost(seat, it) <= lft {
			return
		}
	}
	s.endBuild()
}

// endBuild closes the build in progress: the obelisk market bonus (A3,
// judged after all the items), then on with the zone.
func (s *State) endBuild() {
	seat := int(s.b.seat)
	p := &s.pl[seat]
	if s.Recording() {
		s.Record(BuildDone{Player: seat, Zone: int(s.b.zone), Items: int(s.b.items), Cost: int(s.b.cost)})
	}
	s.phase = PhBuild // not in PhBuildItems any more, whatever follows
	if s.b.obeN > 0 && !p.ObeBonus {
		if s.obeliskBonus(seat, s.b.obeUpper) {
			s.cont = contBuild
			s.runTasks()
			return
		}
	}
	s.buildResume()
}

// obeliskBonus takes the round's obelisk market bonus (A3); it reports
// whether a market choice task was queued.
func (s *State) obeliskBonus(seat int, upper bool) bool {
	s.pl[seat].ObeBonus = true
	if s.Recording() {
		s.Record(ObeliskBonus{Player: seat, Upper: upper, Choice: !upper})
	}
	if upper {
		s.marketStep(seat, MktWheat, 1, RsnObelisk)
		s.marketStep(seat, MktStone, 1, RsnObelisk)
		return false
	}
	s.pushTask(seat, Op{OpMarket, MktChoice, 1})
	return true
}

// placeBrick puts seat's brick for item (legal) with its points and
// every bonus, in A28's order: the cost's points, G3, the colonnade tile
// or completion, a row majority. cost 0 = a free brick (no points).
func (s *State) placeBrick(seat, item, cost int) {
	p := &s.pl[seat]
	free := cost == 0
	pts := cost
	ev := BrickPlaced{Player: seat, Cost: cost, Free: free}
	col := 0
	row := -1
	switch {
	case item == itemObelisk:
		ev.Monument, ev.Space = MonObelisk, int(s.obeN)
		s.obelisk[s.obeN] = int8(seat)
		s.obeN++
	case item == itemColonnade:
		ev.Monument, ev.Space = MonColonnade, int(p.Col)
		p.Col++
		col = int(p.Col)
	case item < itemStatue:
		row = item - itemPyramid
		j := s.pyrNext(row)
		ev.Monument, ev.Row, ev.Space = MonPyramid, row, j
		s.pyramid[row][j] = int8(seat)
	default:
		st := item - itemStatue
		ev.Monument, ev.Row, ev.Space = MonStatue, st, int(p.Statue[st])
		p.Statue[st]++
		p.StatueRound[st] = s.round
		pts = 0
	}
	ev.Points = pts
	if s.Recording() {
		s.Record(ev)
	}
	s.addScore(seat, pts, RsnBrick)
	if p.HasBonus(G3) {
		s.addScore(seat, 1, RsnG3)
	}
	switch col {
	case ColGoldCol:
		s.gainTile(seat, int(s.gold), col)
	case ColVioletCol:
		s.gainTile(seat, int(s.violet), col)
	case ColColumns:
		s.colDone++
		p.ColRank = s.colDone
		pts := int(ColCompletePts[s.colDone-1])
		if s.Recording() {
			s.Record(ColonnadeCompleted{Player: seat, Rank: int(s.colDone), Points: pts})
		}
		s.addScore(seat, pts, RsnColDone)
	}
	if row >= 0 && s.pyramid[row][s.pyrSize(row)-1] != empty && s.rowFull(row) {
		s.rowMajority(row)
	}
}

func (s *State) rowFull(r int) bool {
	for j := 0; j < s.pyrSize(r); j++ {
		if s.pyramid[r][j] == empty {
			return false
		}
	}
	return true
}

// gainTile gives seat bonus tile g from colonnade column col; G4 acts at
// once (not on the capacity of the build in progress, §6.2).
func (s *State) gainTile(seat, g, col int) {
	if g < G1 || g > NumBonus {
		return
	}
	p := &s.pl[seat]
	p.Bonus |= 1 << uint(g)
	if s.Recording() {
		s.Record(BonusTileGained{Player: seat, Tile: g, Column: col})
	}
	if g == G4 {
		for c := 0; c < NumCrews; c++ {
			s.addStrength(seat, c, 1, RsnBonus)
		}
		p.StartG4 = true
	}
}

// rowMajority scores a completed row (§6.3): the most bricks there wins
// 1 point per brick; a tie goes to the tied seat with the rightmost brick.
func (s *State) rowMajority(r int) {
	var cnt [MaxPlayers]int
	size := s.pyrSize(r)
	best := 0
	for j := 0; j < size; j++ {
		q := s.pyramid[r][j]
		if q >= 0 {
			cnt[q]++
			best = max(best, cnt[q])
		}
	}
	w := -1
	for j := size - 1; j >= 0 && w < 0; j-- {
		if q := s.pyramid[r][j]; q >= 0 && cnt[q] == best {
			w = int(q)
		}
	}
	if w < 0 {
		return
	}
	s.rowWinner[r] = int8(w)
	s.pl[w].RowMaj |= 1 << uint(r)
	if s.Recording() {
		s.Record(RowCompleted{Row: r, Winner: w, Bricks: best, Points: best})
	}
	s.addScore(w, best, RsnRow)
}

// ------------------------------------------------------- free bricks

// freeTargets: aFree + item for R23/R45's legal targets (obelisk,
// colonnade, pyramid rows; A32).
func (s *State) freeTargets(seat int, dst []engine.Action) []engine.Action {
	for it := itemObelisk; it < itemPyramid+s.pyrRows(); it++ {
		if s.itemCost(seat, it) != noItem {
			dst = append(dst, engine.Action(aFree+it))
		}
	}
	return dst
}

// placeFree puts R23/R45's brick: no cost, no points for the brick, every
// bonus (G3 A15, colonnade tiles and completion, row majority, and the
// obelisk market bonus at once, A3: a choice is queued as a task).
func (s *State) placeFree(seat, item int) {
	if item < itemObelisk || item >= itemPyramid+s.pyrRows() || s.itemCost(seat, item) == noItem {
		return
	}
	upper := item == itemObelisk && s.obeN >= ObeliskLower
	s.placeBrick(seat, item, 0)
	if item == itemObelisk && !s.pl[seat].ObeBonus {
		s.obeliskBonus(seat, upper)
	}
}
