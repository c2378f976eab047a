package tekhenu

// The six Divine Actions (§5.4–§5.9) and the statue bonuses (§5.4.1).

// startPerform begins god g's Divine Action by p with value v; free pays
// no resource cost (B13–B16, D23). It waits for the action's parameters
// (cur.active) or resolves at once (Bastet).
func (s *State) startPerform(p, g, v int, free bool, src int8) {
	s.cur = perf{player: int8(p), god: int8(g), val: int8(v), free: free, src: src, active: true}
	for q := 0; q < int(s.n); q++ {
		for i := 0; i < 3; i++ {
			if int(s.godStatue[g][i]) == q {
				s.cur.before |= 1 << q
			}
		}
	}
	s.actor = int8(p)
	if s.Recording() {
		s.Record(DivineAction{Player: p, God: godCodes[g], Value: v})
	}
	if v == 1 && s.hasTech(p, 10) {
		s.addVP(p, srcCards, 2)
	}
	switch g {
	case Horus:
		if s.hasTech(p, 3) {
			s.gainRes(p, Granite, 1)
			s.addVP(p, srcCards, 2)
		}
		if !free {
			s.pay(p, [4]int{0, 0, 0, int(statueCost[s.p[p].Statues])})
		}
		s.phase = PhHorus
	case Ra:
		slot := raSlotOf(v)
		s.cur.raSlot = int8(slot)
		if !free {
			t := columnTiles[s.ra[slot]-1]
			s.pay(p, [4]int{0, 0, int(t.Limestone), int(t.Granite)})
		}
		if s.hasTech(p, 1) {
			s.addVP(p, srcCards, 2)
		}
		s.phase = PhRa
	case Hathor:
		if s.hasTech(p, 20) {
			s.gainRes(p, Bread, 1)
		}
		s.phase = PhHathor
	case Bastet:
		s.bastet(p, v)
		s.finishPerform()
	case Thoth:
		if s.hasTech(p, 19) {
			s.gainRes(p, Papyrus, 1)
		}
		tier := thothTier(v)
		if !free {
			s.pay(p, [4]int{thothCost[tier], 0, 0, 0})
		}
		if s.hasTech(p, 2) {
			s.addVP(p, srcCards, 2)
		}
		s.cur.tier = int8(tier)
		s.phase = PhThothRefresh
	case Osiris:
		s.phase = PhOsiris
	}
}

// finishPerform pays the statue bonuses of the god whose action ended
// (§5.4.1): to the owners of statues that stood before it, not to the
// performer, except at 2 players.
func (s *State) finishPerform() {
	g, p := int(s.cur.god), int(s.cur.player)
	for q := 0; q < int(s.n); q++ {
		if s.cur.before&(1<<q) != 0 && (q != p || s.n == 2) {
			s.statueBonus(q, g)
		}
	}
	s.cur.active = false
}

func (s *State) statueBonus(q, g int) {
	if s.Recording() {
		s.Record(StatueBonus{Player: q, God: godCodes[g]})
	}
	if s.isBot(q) {
		s.botStatueBonus(g)
		return
	}
	s.gainToken(q, int(godBonus[g]), 1)
	if s.hasTech(q, 6) {
		s.gainRes(q, Granite, 1)
	}
}

// horusAt places p's leftmost statue (§5.4): t 0 for the god whose Horus
// space shows the value, 1..4 a people slot.
func (s *State) horusAt(p, t int) {
	pl := &s.p[p]
	pl.Statues++
	if t == 0 {
		g := s.horusGod(int(s.cur.val))
		i := s.godStatueFree(g)
		s.godStatue[g][i] = int8(p)
		if s.Recording() {
			s.Record(StatuePlaced{Player: p, God: godCodes[g]})
		}
		if s.n == 3 {
			s.statueBonus(p, g)
		}
	} else {
		slot := t - 1
		s.people[slot] = int8(p)
		if s.Recording() {
			s.Record(StatuePlaced{Player: p, People: peopleCodes[slot]})
		}
		s.gainRes(p, Gold, 1)
		switch slot {
		case TSRow:
			s.addVP(p, srcHorus, peopleColumnVP*s.ownColumnsInLine(p, 2))
		case TSCol:
			s.addVP(p, srcHorus, peopleColumnVP*s.ownColumnsInLine(p, 5+2))
		}
	}
	s.finishPerform()
}

// lineCells are the 5 cells aligned with temple building slot i (ROW-r
// for i < 5, COL-c for i ≥ 5).
func lineCell(i, k int) int {
	if i < 5 {
		return i*5 + k
	}
	return k*5 + (i - 5)
}

func (s *State) ownColumnsInLine(p, i int) int {
	n := 0
	for k := 0; k < 5; k++ {
		if int(s.templeOwner[lineCell(i, k)]) == p {
			n++
		}
	}
	return n
}

// edgeMatches counts the edges of tile id (rotation k) at cell matching a
// placed neighbour or the wall (§5.5 step 2).
func (s *State) edgeMatches(id, k, cell int) int {
	r, c := cell/5, cell%5
	m := 0
	for dir := 0; dir < 4; dir++ {
		e := tileEdge(id, k, dir)
		var other int8 = -1
		nr, nc := r, c
		switch dir {
		case North:
			nr--
		case East:
			nc++
		case South:
			nr++
		case West:
			nc--
		}
		switch {
		case nr < 0:
			other = wallTop[c]
		case nr > 4:
			other = wallBottom[c]
		case nc < 0:
			other = wallLeft[r]
		case nc > 4:
			other = wallRight[r]
		default:
			n := nr*5 + nc
			if s.temple[n] != 0 {
				other = tileEdge(int(s.temple[n]-1), int(s.templeRot[n]), (dir+2)%4)
			}
		}
		if other >= 0 && other == e {
			m++
		}
	}
	return m
}

func isCorner(cell int) bool { return cell == 0 || cell == 4 || cell == 20 || cell == 24 }

// raAt places the Ra slot's tile at cell with rotation k (§5.5 steps 2–7).
func (s *State) raAt(p, cell, k int) {
	slot := int(s.cur.raSlot)
	id := int(s.ra[slot] - 1)
	r, c := cell/5, cell%5
	buildings := 0
	if s.tBuild[r] >= 0 {
		buildings++
	}
	if s.tBuild[5+c] >= 0 {
		buildings++
	}
	m := s.edgeMatches(id, k, cell)
	edgeVP := m
	if isCorner(cell) {
		edgeVP *= 2
	}
	s.addVP(p, srcRa, buildings+edgeVP)
	cb := templeCells[cell]
	s.gainToken(p, int(cb.Kind), int(cb.N))
	s.addVP(p, srcRa, int(raSlotVP[slot]))
	tile := columnTiles[id]
	if tile.Ability != abNone && (int(tile.Light) == s.light(Ra) || s.hasTech(p, 8)) {
		s.tileAbility(p, int(tile.Ability), m, buildings, cb)
	}
	s.temple[cell] = int8(id + 1)
	s.templeRot[cell] = int8(k)
	s.templeOwner[cell] = int8(p)
	s.p[p].Columns++
	if s.Recording() {
		s.Record(ColumnPlaced{Player: p, Tile: id, Slot: slot, Cell: cell, Rotation: k, Matches: m})
	}
	s.slideRa(slot)
	s.finishPerform()
}

// slideRa slides the tiles left of the emptied slot right and reveals a
// new one on LEFT (§5.5 step 7).
func (s *State) slideRa(slot int) {
	for i := slot; i > 0; i-- {
		s.ra[i], s.raRot[i] = s.ra[i-1], s.raRot[i-1]
	}
	s.ra[0], s.raRot[0] = 0, 0
	s.revealLeft()
}

func (s *State) revealLeft() {
	if s.pileN == 0 {
		return
	}
	s.pileN--
	s.ra[0] = s.pile[s.pileN] + 1
	s.raRot[0] = int8(s.Rand().IntN(4))
	if s.Recording() {
		s.Record(ColumnRevealed{Tile: int(s.ra[0] - 1), Rotation: int(s.raRot[0])})
	}
}

// tileAbility resolves a column tile's ability (§8.1). Actions it grants
// are optional tasks resolved after Ra (A29).
func (s *State) tileAbility(p, ab, matches, buildings int, cb cellBonus) {
	pp := int8(p)
	switch ab {
	case abPop3:
		s.addPop(p, 3)
	case abScribe:
		s.gainScribes(p, 1)
	case abHapp2:
		s.addHapp(p, 2)
	case abEdgeVP:
		s.addVP(p, srcRa, matches)
	case abBuildingVP:
		s.addVP(p, srcRa, buildings)
	case abVP1:
		s.addVP(p, srcRa, 1)
	case abThoth1:
		s.push(task{kind: tkValue, player: pp, arg: Thoth, v: 1 << 1})
	case abHorus123:
		s.push(task{kind: tkValue, player: pp, arg: Horus, v: 1<<1 | 1<<2 | 1<<3})
	case abDecree:
		if c := s.draw(Decree); c >= 0 {
			s.giveCard(p, cardCode(Decree, c), false)
			if s.Recording() {
				s.Record(DecreeDrawn{Player: p})
			}
		}
	case abOsiris3:
		s.push(task{kind: tkValue, player: pp, arg: Osiris, v: 1 << 3})
	case abGold2:
		s.gainRes(p, Gold, 2)
	case abCellTwice:
		s.gainToken(p, int(cb.Kind), int(cb.N))
	}
}

// hathorAt builds p's leftmost building on temple slot i (§5.6).
func (s *State) hathorAt(p, i int) {
	if !s.cur.free {
		s.pay(p, [4]int{0, int(templeSlotCost[i%5]), 0, 0})
	}
	s.p[p].Built++
	s.tBuild[i] = int8(p)
	if s.Recording() {
		s.Record(BuildingPlaced{Player: p, Temple: i, District: -1})
	}
	per := hathorColumnVP
	if s.hasTech(p, 4) {
		per = hathorT05VP
	}
	for k := 0; k < 5; k++ {
		cell := lineCell(i, k)
		switch int(s.templeOwner[cell]) {
		case p:
			s.addVP(p, srcHathor, per)
		case -1:
			if s.temple[cell] == 0 {
				s.gainToken(p, int(templeCells[cell].Kind), 1)
			}
		}
	}
	s.addPop(p, int(s.cur.val))
	s.finishPerform()
}

// bastet: the festival (§5.7).
func (s *State) bastet(p, v int) {
	if !s.cur.free {
		s.pay(p, [4]int{2, 0, 0, 0})
	}
	s.addHapp(p, v)
	switch {
	case v <= 2:
		s.gainScribes(p, 2)
	case v <= 4:
		s.gainScribes(p, 1)
	}
	if s.hasTech(p, 5) {
		s.addVP(p, srcCards, 2)
		s.addPop(p, 1)
		s.addHapp(p, 1)
	}
}

// refresh: pay 1 Papyrus, discard a section and refill it (§5.8 step 1).
func (s *State) refresh(p, sec int) {
	s.pay(p, [4]int{1, 0, 0, 0})
	s.cur.refresh |= 1 << sec
	for i := range sectionSlots[sec] {
		if c := s.market[sec][i]; c != 0 {
			s.discardCard(cardDeck(c), cardIdx(c))
			s.market[sec][i] = 0
		}
	}
	if s.Recording() {
		s.Record(SectionRefreshed{Player: p, Section: sec})
	}
	s.fillSection(sec)
}

// osirisAt builds p's leftmost building in district d, row = value (§5.9).
func (s *State) osirisAt(p, d int) {
	v := int(s.cur.val)
	if !s.cur.noLoss {
		s.addHapp(p, -1)
	}
	s.p[p].Built++
	s.osiris[d*6+v-1] = int8(p)
	if s.Recording() {
		s.Record(BuildingPlaced{Player: p, Temple: -1, District: d, Row: v})
	}
	s.addProd(p, d, int(osirisTrack[v-1]))
	if v == 3 || v == 4 {
		s.addProd(p, int(districtPartner[d]), 1)
	}
	s.gainRes(p, d, int(osirisGain[v-1]))
	if v == 4 {
		s.gainRes(p, Gold, 1)
	}
	if v == 2 && s.row2Gold {
		s.row2Gold = false
		s.gainRes(p, Gold, 1)
	}
	if s.hasTech(p, 0) {
		s.addVP(p, srcCards, 2)
	}
	if v == 6 {
		s.phase = PhTrack
		return
	}
	s.finishPerform()
}
