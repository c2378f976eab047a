package tekhenu

import (
	"fmt"

	"nilegames/engine"
)

// Botankhamon, the solo opponent (§7): a seat whose moves the rules make.
// It is seat botSeat of a 2-seat state; CurrentPlayer never names it: its
// turn is played inside Apply as soon as the turn order reaches it, and
// reported as events (marker hop, Deben flip, die taken, each step of its
// Divine Action). Its random draws (Deben, tie-breaks, Destiny, pyramids)
// come from the state's RNG, so Determinize's re-seeding hides them.

// soloCfg is what the solo options ask for.
type soloCfg struct {
	on           bool
	level        int8
	chal1, chal2 bool
}

// soloOptions reads solo, challenge1 and challenge2 (only with players=1).
func soloOptions(opts engine.Options, n int) (soloCfg, error) {
	var c soloCfg
	_, hasLevel := opts["solo"]
	_, has1 := opts["challenge1"]
	_, has2 := opts["challenge2"]
	if n != 1 {
		if hasLevel || has1 || has2 {
			return c, fmt.Errorf("options solo, challenge1 and challenge2 need players=1 (got players=%d)", n)
		}
		return c, nil
	}
	c.on = true
	if v := opts["solo"]; v != "" {
		c.level = -1
		for i, code := range levelCodes {
			if v == code {
				c.level = int8(i)
			}
		}
		if c.level < 0 {
			return c, fmt.Errorf("option solo=%q: Botankhamon's level is easy, medium or hard", v)
		}
	}
	var err error
	if c.chal1, err = opts.Bool("challenge1", false); err != nil {
		return c, err
	}
	if c.chal2, err = opts.Bool("challenge2", false); err != nil {
		return c, err
	}
	return c, nil
}

// botState is what the Bot adds to a seat (§10.2).
type botState struct {
	level        int8
	chal1, chal2 bool
	pyramid      [NumBotTiles]int8 // tile id at each position (pyramidRow)
	marker       int8              // position, -1 at START
	deben        int8              // last face flipped: -1 none, 0 up, 1 right
	steps        int8              // Bot turns since the pyramid was laid
	path         [4]int8           // positions reached, in order
	dice         [4]int8           // the die taken at each of them
}

func (s *State) isBot(q int) bool { return s.solo && q == botSeat }

// Automaton implements engine.Automata: in solo, seat 1 is Botankhamon.
func (s *State) Automaton(seat int) (string, bool) {
	if s.isBot(seat) {
		return "botankhamon", true
	}
	return "", false
}

var _ engine.Automata = (*State)(nil)

// soloSetup applies §7.1 to a fresh 2-seat setup.
func (s *State) soloSetup() {
	b := &s.p[botSeat]
	b.Res = [NumResources]int16{}
	b.Scribes = botStartScribes
	b.Prod = [4]int8{}
	b.Happ, b.Pop = botStartHapp, botStartPop
	g := s.horusGod(botStatueValue)
	s.godStatue[g][0] = botSeat
	b.Statues = 1
	if s.bot.level >= LevelMedium {
		s.osiris[Bread*6+mediumRow-1] = botSeat
		s.osiris[Granite*6+mediumRow-1] = botSeat
		b.Built = 2
		s.pileN--
		const centre = 2*5 + 2
		s.temple[centre] = s.pile[s.pileN] + 1
		s.templeRot[centre] = int8(s.Rand().IntN(4))
		s.templeOwner[centre] = botSeat
		b.Columns = 1
	}
	if s.bot.level == LevelHard {
		g := s.horusGod(hardStatueValue)
		if s.godStatueFree(g) < 0 {
			g = s.horusGod(hardStatueAlt)
		}
		s.godStatue[g][0] = botSeat
		b.Statues = 2
	}
	s.layPyramid()
}

// soloStartCards (challenge 1): you take the 2 cards drawn, no choice.
func (s *State) soloStartCards() {
	for i := 0; i < 2; i++ {
		id := int(s.startDrawn[i])
		s.p[humanSeat].Start[i] = int8(id)
		s.startTaken |= 1 << i
		if s.Recording() {
			s.Record(StartCardTaken{Player: humanSeat, Card: startName(id)})
		}
	}
	s.initialOrder()
	s.stage = stSetupDestiny
	s.judgeIdx = 0
}

// draftLen is the number of Start cards drafted (§3 step 12a; solo: you
// keep 2 of 3).
func (s *State) draftLen() int {
	if s.solo {
		return 2
	}
	return 2 * int(s.n)
}

// layPyramid shuffles the 10 tiles into a pyramid, marker at START
// (§7.1, §7.6).
func (s *State) layPyramid() {
	b := &s.bot
	for i := range b.pyramid {
		b.pyramid[i] = int8(i)
	}
	s.Rand().Shuffle(NumBotTiles, func(i, j int) { b.pyramid[i], b.pyramid[j] = b.pyramid[j], b.pyramid[i] })
	b.marker, b.deben, b.steps = -1, -1, 0
	b.path = [4]int8{-1, -1, -1, -1}
	b.dice = [4]int8{-1, -1, -1, -1}
	if s.Recording() {
		t := make([]string, NumBotTiles)
		for i, id := range b.pyramid {
			t[i] = botTileName(int(id))
		}
		s.Record(PyramidLaid{Tiles: t})
	}
}

// botTileName: BA1..BA6 (Divine), BR1..BR4 (Resource).
func botTileName(id int) string {
	if id < NumGods {
		return fmt.Sprintf("BA%d", id+1)
	}
	return fmt.Sprintf("BR%d", id-NumGods+1)
}

// pyramidRC is the row (1 bottom..4) and column (1..) of a position.
func pyramidRC(pos int) (r, c int) {
	for r = 4; r > 1 && pos < int(pyramidRow[r]); r-- {
	}
	return r, pos - int(pyramidRow[r]) + 1
}

// botDestiny (§7.1, §7.6): first in turn order, the Bot takes A01 or A02
// at random, without its reward; otherwise none.
func (s *State) botDestiny() {
	if s.judgeIdx != 0 {
		return
	}
	card := s.Rand().IntN(2)
	s.destinyOf[card] = botSeat
	s.p[botSeat].Destiny = int8(card)
	if s.Recording() {
		s.Record(DestinyTaken{Player: botSeat, Card: destinyName(card)})
	}
}

// botTurn: the tile (§7.3), the die (§7.4), the Divine Action (§7.5).
func (s *State) botTurn() {
	b := &s.bot
	pos := s.botMove()
	d := s.botDie(int(b.pyramid[pos]))
	// A32: no die on the board at all scores 3 VP; it cannot happen in
	// play (at least 12 dice lie on the board at every Bot turn).
	if d < 0 {
		if s.Recording() {
			s.Record(BotCannotAct{})
		}
		s.addVP(botSeat, srcStart, botFallbackVP)
		return
	}
	sect := int(s.dieLoc[d])
	if tile := int(b.pyramid[pos]); tile < NumGods && sect != tile && s.Recording() {
		s.Record(BotSectionEmpty{God: godCodes[tile], Section: godCodes[sect],
			Forbidden: s.status(int(dieColour[d]), sect) == Forbidden})
	}
	s.dieLoc[d] = locUnder + botSeat
	b.dice[b.steps-1] = int8(d)
	if s.Recording() {
		s.Record(DieDrafted{Player: botSeat, Die: d, Section: sect, Colour: colourCodes[dieColour[d]],
			Value: int(s.dieVal[d]), Pan: "tile"})
	}
	s.botAct(sect, int(s.dieVal[d]), int(dieColour[d]))
}

// botMove moves the Progress marker (§7.3): from START to the bottom-left
// tile, else by the Deben: up-right or right. Four moves a period keep it
// inside the pyramid (the 4th ends on the right edge).
func (s *State) botMove() int {
	b := &s.bot
	r, c := 1, 1
	if b.marker >= 0 {
		r, c = pyramidRC(int(b.marker))
		b.deben = int8(s.Rand().IntN(2)) // M16: a fair coin
		if s.Recording() {
			s.Record(DebenFlipped{Face: [2]string{"up", "right"}[b.deben]})
		}
		if b.deben == 0 {
			r++
		} else {
			c++
		}
	}
	pos := int(pyramidRow[r]) + c - 1
	b.marker = int8(pos)
	b.path[b.steps] = int8(pos)
	b.steps++
	if s.Recording() {
		s.Record(MarkerMoved{Position: pos, Row: r, Col: c, Tile: botTileName(int(b.pyramid[pos]))})
	}
	return pos
}

// botDie chooses the Bot's die for a tile (§7.4, A32); -1 if the board
// has no die.
func (s *State) botDie(tile int) int {
	if tile < NumGods {
		for _, forb := range [2]bool{false, true} {
			for k := 0; k < NumGods; k++ {
				if d := s.botDieIn((tile+k)%NumGods, forb); d >= 0 {
					return d
				}
			}
		}
		return -1
	}
	for _, forb := range [2]bool{false, true} {
		for _, r := range botTileRes[tile-NumGods] {
			if d := s.botDieOf(int(resourceColour[r]), forb); d >= 0 {
				return d
			}
		}
		if d := s.botDieOf(Gray, forb); d >= 0 {
			return d
		}
	}
	return -1
}

// botDieIn (Divine tile): the highest draftable die in section g; tie → a
// Pure one; still tied → random. forb allows Forbidden dice (A32).
func (s *State) botDieIn(g int, forb bool) int {
	var t ties
	for d := 0; d < NumDice; d++ {
		if int(s.dieLoc[d]) != g {
			continue
		}
		st := s.status(int(dieColour[d]), g)
		if st == Forbidden && !forb {
			continue
		}
		t.offer(2*int(s.dieVal[d])+b2i(st == Pure), d) // value, then Pure
	}
	return s.pickDie(t.cand[:t.n])
}

// botDieOf (Resource tile): the highest draftable die of colour c
// anywhere; tie → those in sections holding a Bot god statue (none →
// random), among them the section whose Horus tile is highest; still
// tied → random.
func (s *State) botDieOf(c int, forb bool) int {
	var t ties
	for d := 0; d < NumDice; d++ {
		g := int(s.dieLoc[d])
		if int(dieColour[d]) != c || g < 0 || g >= NumGods || (!forb && s.status(c, g) == Forbidden) {
			continue
		}
		t.offer(int(s.dieVal[d]), d)
	}
	if t.n > 1 {
		var st ties
		for _, d := range t.cand[:t.n] {
			if g := int(s.dieLoc[d]); s.godStatue[g][0] == botSeat {
				st.offer(int(s.horus[g]), int(d))
			}
		}
		if st.n > 0 {
			t = st
		}
	}
	return s.pickDie(t.cand[:t.n])
}

// pickDie draws one of the tied candidates; -1 if none.
func (s *State) pickDie(c []int8) int {
	switch len(c) {
	case 0:
		return -1
	case 1:
		return int(c[0])
	}
	return int(c[s.Rand().IntN(len(c))])
}

// ties keeps the candidates of the highest key offered: the Bot's "the
// most…; tie → random" (§7). Keys below the floor given to reset are
// refused.
type ties struct {
	cand   [NumDice]int8
	n, top int
}

func (t *ties) reset(floor int) { t.n, t.top = 0, floor }

func (t *ties) offer(key, v int) {
	if key < t.top {
		return
	}
	if key > t.top {
		t.n, t.top = 0, key
	}
	t.cand[t.n] = int8(v)
	t.n++
}

// pick draws one of the tied candidates; ok false when none was kept.
func (s *State) pick(t *ties) (v int, ok bool) {
	if t.n == 0 {
		return 0, false
	}
	return s.pickDie(t.cand[:t.n]), true
}

// statueOwners: the seats with a statue in god g's section.
func (s *State) statueOwners(g int) uint8 {
	var m uint8
	for i := 0; i < 3; i++ {
		if o := s.godStatue[g][i]; o >= 0 {
			m |= 1 << o
		}
	}
	return m
}

// botAct performs god g's Divine Action for the Bot with die value v
// (§7.5): free, without resources, Faith or card effects; M17 when it
// cannot. Statue bonuses follow as for anyone (§5.4.1, §7.5.1).
func (s *State) botAct(g, v, colour int) {
	s.cur = perf{player: botSeat, god: int8(g), val: int8(v), before: s.statueOwners(g)}
	if s.Recording() {
		s.Record(DivineAction{Player: botSeat, God: godCodes[g], Value: v})
	}
	ok := true
	switch g {
	case Horus:
		ok = s.botHorus(v)
	case Ra:
		ok = s.botRa(v)
	case Hathor:
		ok = s.botHathor(v)
	case Bastet:
		s.botBastet(v)
	case Thoth:
		ok = s.botThoth(v)
	case Osiris:
		ok = s.botOsiris(v, colour)
	}
	if !ok {
		if s.Recording() {
			s.Record(BotCannotAct{God: godCodes[g]})
		}
		s.addVP(botSeat, srcHorus+g, botFallbackVP)
	}
	s.finishPerform()
}

// botHorus (§7.5 Horus): a god statue if the die's god slot is free, else
// a people statue where it wins the most districts, else in the temple
// beside the most Bot Columns.
func (s *State) botHorus(v int) bool {
	pl := &s.p[botSeat]
	if pl.Statues >= NumStatues {
		return false
	}
	if g := s.horusGod(v); s.godStatueFree(g) >= 0 {
		s.godStatue[g][s.godStatueFree(g)] = botSeat
		pl.Statues++
		if s.Recording() {
			s.Record(StatuePlaced{Player: botSeat, God: godCodes[g]})
		}
		return true
	}
	var t ties
	t.reset(1) // a slot must win at least one district
	for _, slot := range [2]int{OSWork, OSQuar} {
		if s.people[slot] < 0 {
			t.offer(s.districtsWon(slot), slot)
		}
	}
	if t.n == 0 {
		t.reset(-1)
		for _, slot := range [2]int{TSRow, TSCol} {
			if s.people[slot] < 0 {
				t.offer(s.ownColumnsInLine(botSeat, peopleLine(slot)), slot)
			}
		}
	}
	slot, ok := s.pick(&t)
	if !ok {
		return false
	}
	s.people[slot] = botSeat
	pl.Statues++
	if s.Recording() {
		s.Record(StatuePlaced{Player: botSeat, People: peopleCodes[slot]})
		s.Record(GoldDiscarded{Player: botSeat, Place: peopleCodes[slot]})
	}
	if slot == TSRow || slot == TSCol {
		s.addVP(botSeat, srcHorus, peopleColumnVP*t.top)
	}
	return true
}

// peopleLine: the temple line (building slot index) of a temple people
// statue slot.
func peopleLine(slot int) int {
	if slot == TSRow {
		return 2
	}
	return 5 + 2
}

// districtsWon counts the districts covered by Osiris people slot slot
// that a Bot statue there would make it win (A15).
func (s *State) districtsWon(slot int) int {
	d0 := Papyrus
	if slot == OSQuar {
		d0 = Limestone
	}
	var before [2]bool
	for k := 0; k < 2; k++ {
		before[k] = s.districtWinner(d0+k) == botSeat
	}
	s.people[slot] = botSeat
	n := 0
	for k := 0; k < 2; k++ {
		if !before[k] && s.districtWinner(d0+k) == botSeat {
			n++
		}
	}
	s.people[slot] = -1
	return n
}

// botRa (§7.5 Ra, A33): the slot's tile as it lies, on the free cell
// scoring most (Buildings aligned + sides touching a tile or the wall);
// ties → a line with a Bot Building, then not a corner, then random.
func (s *State) botRa(v int) bool {
	pl := &s.p[botSeat]
	slot := raSlotOf(v)
	if pl.Columns >= NumColumns || s.ra[slot] == 0 {
		return false
	}
	var t ties
	t.reset(-1)
	for cell := 0; cell < 25; cell++ {
		if s.temple[cell] != 0 {
			continue
		}
		r, c := cell/5, cell%5
		pts := b2i(s.tBuild[r] >= 0) + b2i(s.tBuild[5+c] >= 0) + s.sidesTouching(cell)
		own := s.tBuild[r] == botSeat || s.tBuild[5+c] == botSeat
		t.offer(pts*4+b2i(own)*2+b2i(!isCorner(cell)), cell)
	}
	cell, ok := s.pick(&t)
	if !ok {
		return false
	}
	top := t.top
	id, rot := int(s.ra[slot]-1), int(s.raRot[slot])
	// Its points count the sides touched (§7.5); the event reports the
	// edges that match in colour, as for a player, for the log and view.
	matches := s.edgeMatches(id, rot, cell)
	s.addVP(botSeat, srcRa, top/4)
	s.addVP(botSeat, srcRa, int(raSlotVP[slot]))
	s.temple[cell] = int8(id + 1)
	s.templeRot[cell] = int8(rot)
	s.templeOwner[cell] = botSeat
	pl.Columns++
	if s.Recording() {
		s.Record(ColumnPlaced{Player: botSeat, Tile: id, Slot: slot, Cell: cell, Rotation: rot, Matches: matches})
	}
	s.slideRa(slot)
	return true
}

// sidesTouching counts the sides of cell against a placed tile or the
// temple wall, colours ignored (§7.5 Ra).
func (s *State) sidesTouching(cell int) int {
	r, c := cell/5, cell%5
	n := 0
	for _, rc := range [4][2]int{{r - 1, c}, {r, c + 1}, {r + 1, c}, {r, c - 1}} {
		if rc[0] < 0 || rc[0] > 4 || rc[1] < 0 || rc[1] > 4 || s.temple[rc[0]*5+rc[1]] != 0 {
			n++
		}
	}
	return n
}

// botHathor (§7.5 Hathor): the open slot worth most (3 VP per Bot Column
// in its line), tie random; Population += v. No tokens.
func (s *State) botHathor(v int) bool {
	pl := &s.p[botSeat]
	if pl.Built >= NumBuildings {
		return false
	}
	var t ties
	t.reset(-1)
	for i := 0; i < NumTempleSlots; i++ {
		if templeSlotOpen[s.n][i%5] && s.tBuild[i] < 0 {
			t.offer(s.ownColumnsInLine(botSeat, i), i)
		}
	}
	i, ok := s.pick(&t)
	if !ok {
		return false
	}
	top := t.top
	pl.Built++
	s.tBuild[i] = botSeat
	if s.Recording() {
		s.Record(BuildingPlaced{Player: botSeat, Temple: i, District: -1})
	}
	s.addVP(botSeat, srcHathor, hathorColumnVP*top)
	s.addPop(botSeat, v)
	return true
}

// botBastet (§7.5 Bastet): v steps, each Happiness +1 or, when it has
// reached the Population, Population +1; Scribes as usual, no track bonus.
func (s *State) botBastet(v int) {
	pl := &s.p[botSeat]
	for k := 0; k < v; k++ {
		if pl.Happ < pl.Pop {
			pl.Happ++
			if s.Recording() {
				s.Record(TrackMoved{Player: botSeat, Track: "happiness", Value: int(pl.Happ)})
			}
		} else {
			s.addPop(botSeat, 1)
		}
	}
	switch {
	case v <= 2:
		s.gainScribes(botSeat, 2)
	case v <= 4:
		s.gainScribes(botSeat, 1)
	}
}

// botThoth (§7.5 Thoth, A12, A34): 1/2/3 cards, free, from the highest
// section its Happiness opens, then lower ones; Decree > Technology >
// Blessing, leftmost first. With Happiness 0 it does nothing.
func (s *State) botThoth(v int) bool {
	h := int(s.p[botSeat].Happ)
	if h < 1 {
		return true
	}
	want, got := thothTier(v), 0
	for sec := NumSections - 1; sec >= 0 && got < want; sec-- {
		if !s.accessible(h, sec) {
			continue
		}
		for got < want {
			slot := s.botCardIn(sec)
			if slot < 0 {
				break
			}
			s.takeCard(botSeat, sec, slot)
			got++
		}
	}
	return got > 0
}

// botCardIn: the slot of section sec the Bot takes first, -1 if empty.
func (s *State) botCardIn(sec int) int {
	for _, typ := range [3]int8{Decree, Technology, Blessing} {
		for i, t := range sectionSlots[sec] {
			if t == typ && s.market[sec][i] != 0 {
				return i
			}
		}
	}
	return -1
}

// botOsiris (§7.5 Osiris): row = value, district by colour (gray: the
// fewest Buildings, tie leftmost); taken → next district to the right,
// a full row → the row above (6 after 1). No Happiness loss, tracks or
// resources; the row-2 Gold is discarded.
func (s *State) botOsiris(v, colour int) bool {
	pl := &s.p[botSeat]
	if pl.Built >= NumBuildings {
		return false
	}
	d := int(colourResource[colour])
	if colour == Gray {
		fewest := 99
		for k := 0; k < NumDistricts; k++ {
			n := 0
			for row := 0; row < 6; row++ {
				if s.osiris[k*6+row] >= 0 {
					n++
				}
			}
			if n < fewest {
				d, fewest = k, n
			}
		}
	}
	row := v
	for k := 0; k < 6; k++ {
		for j := 0; j < NumDistricts; j++ {
			dd := (d + j) % NumDistricts
			if s.osiris[dd*6+row-1] >= 0 {
				continue
			}
			s.osiris[dd*6+row-1] = botSeat
			pl.Built++
			if s.Recording() {
				s.Record(BuildingPlaced{Player: botSeat, Temple: -1, District: dd, Row: row})
			}
			if row == 2 && s.row2Gold {
				s.row2Gold = false
				if s.Recording() {
					s.Record(GoldDiscarded{Player: botSeat, Place: "osiris_row2"})
				}
			}
			return true
		}
		if row--; row == 0 {
			row = 6
		}
	}
	return false
}

// botStatueBonus (§7.5.1): by the value of god g's Horus tile, 1–2 a
// Scribe, 3–4 1 VP, 5–6 both.
func (s *State) botStatueBonus(g int) {
	bon := botBonus[s.horus[g]]
	s.gainScribes(botSeat, int(bon[0]))
	s.addVP(botSeat, srcHorus, int(bon[1]))
}

// botCardScoring (§7.7 steps 5–6): 2 VP per Blessing, which leave its
// stack for the discard, and 2 VP per Technology, which stay.
func (s *State) botCardScoring() {
	pl := &s.p[botSeat]
	vp := botCardVP * (popcount(pl.Bless) + popcount(pl.Tech))
	if s.Recording() {
		s.Record(ScoringStep{Player: botSeat, Step: sourceCodes[srcCards], VP: vp})
	}
	s.addVP(botSeat, srcCards, vp)
	for i := 0; i < 24; i++ {
		if pl.Bless&(1<<i) != 0 {
			s.discardCard(Blessing, i)
		}
	}
	pl.Bless = 0
}

// botDecrees (§7.7): 4 VP per Decree (8 with challenge 2), no symbol rule
// nor limit. With apply, adds them.
func (s *State) botDecrees(apply bool) (int, uint32) {
	per := botDecreeVP
	if s.bot.chal2 {
		per = botDecreeVPHi
	}
	d := s.p[botSeat].Decree
	vp := per * popcount(d)
	if apply {
		s.addVP(botSeat, srcDecrees, vp)
	}
	return vp, d
}

// botScribesVP (§7.7): 1 VP per 2 Scribes at the end.
func (s *State) botScribesVP() {
	s.addVP(botSeat, srcScribes, int(s.p[botSeat].Scribes)/botScribesPerV)
}

// Solo events (the Bot's turn, §10.4).

// PyramidLaid: the 10 action tiles shuffled into a new pyramid, bottom
// row first (positions 0..3, then 4..6, 7..8, 9); the marker at START.
type PyramidLaid struct{ Tiles []string }

// DebenFlipped: the Deben's face, "up" (the marker goes up-right) or
// "right".
type DebenFlipped struct{ Face string }

// MarkerMoved: the Progress marker hops to a tile (row 1 bottom).
type MarkerMoved struct {
	Position, Row, Col int
	Tile               string
}

// BotCannotAct: the Bot could not carry out god God's action (M17, "" when
// it found no die) and scores 3 VP instead.
type BotCannotAct struct{ God string }

// BotSectionEmpty: the Divine tile's god (God) had no die the Bot may
// take, so it took one from Section, the next clockwise that had one
// (§7.4); Forbidden: no draftable die anywhere, it took a Forbidden one.
type BotSectionEmpty struct {
	God, Section string
	Forbidden    bool
}

// GoldDiscarded: board Gold the Bot would take goes back to the box
// (a people statue slot code, or "osiris_row2").
type GoldDiscarded struct {
	Player int
	Place  string
}

func (PyramidLaid) EventName() string     { return "pyramid_laid" }
func (DebenFlipped) EventName() string    { return "deben_flipped" }
func (MarkerMoved) EventName() string     { return "marker_moved" }
func (BotCannotAct) EventName() string    { return "bot_cannot_act" }
func (GoldDiscarded) EventName() string   { return "gold_discarded" }
func (BotSectionEmpty) EventName() string { return "bot_section_empty" }

// Read-only accessors for the view.

// Solo reports whether the match is solo, and Botankhamon's level
// (LevelEasy, LevelMedium, LevelHard) and challenges.
func (s *State) Solo() (ok bool, level int, challenge1, challenge2 bool) {
	return s.solo, int(s.bot.level), s.bot.chal1, s.bot.chal2
}

// BotPyramid is the tile code at each pyramid position (empty outside
// solo).
func (s *State) BotPyramid() []string {
	if !s.solo {
		return nil
	}
	out := make([]string, NumBotTiles)
	for i, id := range s.bot.pyramid {
		out[i] = botTileName(int(id))
	}
	return out
}

// BotMarker is the Progress marker's position (-1 at START), the last
// Deben face (-1 none, 0 up, 1 right), and the positions reached since
// the pyramid was laid with the die taken at each.
func (s *State) BotMarker() (pos, deben int, path, dice []int) {
	b := &s.bot
	for i := 0; i < int(b.steps); i++ {
		path = append(path, int(b.path[i]))
		dice = append(dice, int(b.dice[i]))
	}
	return int(b.marker), int(b.deben), path, dice
}

// PyramidRC is the row (1 bottom..4 top) and column (1..) of a position.
func PyramidRC(pos int) (row, col int) { return pyramidRC(pos) }
