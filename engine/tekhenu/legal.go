package tekhenu

import "nilegames/engine"

// Legal appends the legal actions to dst[:0], sorted ascending.
func (s *State) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	p := int(s.actor)
	try := func(a int) {
		if s.valid(engine.Action(a)) {
			dst = append(dst, engine.Action(a))
		}
	}
	tryRange := func(lo, n int) {
		for a := lo; a < lo+n; a++ {
			try(a)
		}
	}
	switch s.phase {
	case PhOver:
		return dst
	case PhKeepDecree:
		tryRange(aKeep, 2)
	case PhDraftStart:
		tryRange(aStart, 12)
	case PhDestiny:
		tryRange(aDestiny, 8)
	case PhStart, PhEnd, PhProduce:
		try(aPass)
		tryRange(aBless, 48)
	case PhTake:
		// Candidates are pruned by the Scribes they need and the die's
		// status; takeCheck (through valid) decides.
		budget := s.scribesAvailable(p)
		hasSet := s.anyBless(p, 8, 9) >= 0
		hasRec := s.anyBless(p, 10, 11) >= 0
		t08 := s.hasTech(p, 7)
		for d := 0; d < NumDice; d++ {
			sect := int(s.dieLoc[d])
			if sect < 0 || sect >= NumGods {
				continue
			}
			dc, r := int(dieColour[d]), int(s.dieVal[d])
			for c := 0; c < NumColours; c++ {
				if c != dc && (c == Gray || !hasRec) {
					continue
				}
				st := s.status(c, sect)
				for mode := 0; mode < 3; mode++ {
					switch mode {
					case modePure:
						if st != Pure && !(st == Forbidden && t08) {
							continue
						}
					case modeCorrupt:
						if st != Corrupt && !(st == Forbidden && t08) {
							continue
						}
					default:
						if c != dc {
							continue
						}
					}
					for v := 1; v <= 6; v++ {
						need := abs(v - r)
						if c != dc && need > 0 {
							need--
						}
						if mode == modeAnubis && !s.tc.freeAnubis {
							need += anubisCost
						}
						if need <= budget {
							try(int(encTake(d, c, mode, v, false)))
						}
						if hasSet && v != r {
							try(int(encTake(d, c, mode, v, true)))
						}
					}
				}
			}
		}
		if len(dst) == 0 {
			tryRange(aNoAct, NumDice)
		}
	case PhAction:
		// Candidates pruned by the die, the cards held and the flags;
		// validAction (through valid) decides.
		try(aPass)
		if s.anyBless(p, 6, 7) >= 0 {
			tryRange(aBless+12, 4)
		}
		tc := &s.tc
		dl := 0
		if s.hasTech(p, 13) {
			dl = 2
		}
		if !tc.mainDone {
			tryRange(aProduce, 12)
			for g := 0; g < NumGods; g++ {
				if !tc.anubis && g != int(tc.sect) {
					continue
				}
				free := s.freeBless(p, g) >= 0
				t19 := s.hasTech(p, 18) && tc.corrupt
				for d := -dl; d <= dl; d++ {
					for f := 0; f < 2; f++ {
						if f == 1 && !free {
							continue
						}
						try(int(encGod(g, d, f == 1, false)))
						if t19 {
							try(int(encGod(g, d, f == 1, true)))
						}
					}
				}
			}
		}
		if tc.extraAdj || tc.extraOpp {
			for g := 0; g < NumGods; g++ {
				free := s.freeBless(p, g) >= 0
				for d := -dl; d <= dl; d++ {
					try(int(encExtra(g, d, false)))
					if free {
						try(int(encExtra(g, d, true)))
					}
				}
			}
		}
	case PhHorus:
		tryRange(aHorus, 5)
	case PhRa:
		for c := 0; c < 25; c++ {
			if s.temple[c] == 0 {
				for k := 0; k < 4; k++ {
					dst = append(dst, engine.Action(aRa+c*4+k))
				}
			}
		}
	case PhHathor:
		tryRange(aHathor, NumTempleSlots)
	case PhThothRefresh:
		try(aPass)
		tryRange(aRefresh, 4)
		tryRange(aSection, 4)
	case PhThothPick:
		tryRange(aCard, 4)
	case PhOsiris:
		tryRange(aDistr, 4)
	case PhTrack:
		tryRange(aTrack, 4)
	case PhResource:
		tryRange(aRes, 5)
	case PhKeepOne:
		tryRange(aKeepOne, 2)
	case PhValue:
		try(aPass)
		tryRange(aValue, 7)
	case PhFree:
		tryRange(aFree, 120)
	case PhFaith:
		f := int(s.p[p].Faith)
		for n := -f; n <= f; n++ {
			dst = append(dst, engine.Action(aFaith+faithBias+n))
		}
	case PhBread:
		for n := 0; n <= s.breadPayable(p); n++ {
			dst = append(dst, engine.Action(aBread+n))
		}
	case PhD23:
		try(aPass)
		try(aD23)
	}
	return dst
}

// valid reports whether a is legal now. Legal lists exactly the candidates
// it accepts; Apply refuses every other action.
func (s *State) valid(a engine.Action) bool {
	p := int(s.actor)
	pl := &s.p[p]
	switch s.phase {
	case PhKeepDecree:
		return in(a, aKeep, 2)
	case PhDraftStart:
		return in(a, aStart, 12) && s.startIndex(int(a)-aStart) >= 0
	case PhDestiny:
		if !in(a, aDestiny, 8) {
			return false
		}
		x := int(a) - aDestiny
		return s.destinyOf[x/2] < 0 && (x%2 == 0 || x/2 == 2)
	case PhStart, PhEnd, PhProduce:
		if a == aPass {
			return true
		}
		if !in(a, aBless, 48) {
			return false
		}
		x := int(a) - aBless
		b, opt := x/2, x%2
		if !s.hasBless(p, b) || (opt == 1 && b != 6 && b != 7) {
			return false
		}
		switch s.phase {
		case PhStart:
			switch b {
			case 6, 7:
				return true
			case 22, 23:
				return !s.tc.freeAnubis
			case 16, 17:
				return !s.tc.extraAdj && s.scribesAvailable(p) >= 1
			case 18, 19:
				return !s.tc.extraOpp && pl.Pop > 0 && pl.Happ > 0
			}
			return false
		case PhEnd:
			return b == 6 || b == 7
		}
		// PhProduce: B01..B06, B21/B22 once, and B07/B08 (any time)
		return b <= 7 || ((b == 20 || b == 21) && !s.tc.prodTwice)
	case PhTake:
		if in(a, aNoAct, NumDice) {
			d := int(a) - aNoAct
			return s.dieLoc[d] >= 0 && s.dieLoc[d] < NumGods && !s.anyTake() && s.noActFallbackOK(d)
		}
		if !in(a, aTake, takeSpan) {
			return false
		}
		_, ok := s.takeCheck(a)
		return ok
	case PhAction:
		return s.validAction(a)
	case PhHorus:
		return in(a, aHorus, 5) && s.horusTarget(int(a)-aHorus)
	case PhRa:
		return in(a, aRa, 100) && s.templeOwner[(int(a)-aRa)/4] < 0 && s.temple[(int(a)-aRa)/4] == 0
	case PhHathor:
		if !in(a, aHathor, NumTempleSlots) {
			return false
		}
		return s.hathorSlotOK(p, int(a)-aHathor, s.cur.free)
	case PhThothRefresh:
		if a == aPass {
			return !s.anySectionChoice() // nothing left to take (decks exhausted)
		}
		if in(a, aRefresh, 4) {
			sec := int(a) - aRefresh
			return s.accessible(int(pl.Happ), sec) && s.cur.refresh&(1<<sec) == 0 && s.canPay(p, [4]int{1, 0, 0, 0})
		}
		if in(a, aSection, 4) {
			sec := int(a) - aSection
			return s.accessible(int(pl.Happ), sec) && s.sectionCards(sec) > 0
		}
		return false
	case PhThothPick:
		return in(a, aCard, 4) && int(a)-aCard < len(sectionSlots[s.cur.section]) && s.market[s.cur.section][int(a)-aCard] != 0
	case PhOsiris:
		return in(a, aDistr, 4) && s.osirisSlotOK(int(a)-aDistr, int(s.cur.val), int(s.cur.filter))
	case PhTrack:
		return in(a, aTrack, 4)
	case PhResource:
		return in(a, aRes, 5) && s.tasks[s.nTasks-1].arg&(1<<(int(a)-aRes)) != 0
	case PhKeepOne:
		return in(a, aKeepOne, 2) && s.keepTwo[int(a)-aKeepOne] >= 0
	case PhValue:
		if a == aPass {
			return true
		}
		v := int(a) - aValue
		if !in(a, aValue, 7) || s.cur.vmask&(1<<v) == 0 {
			return false
		}
		c := *pl
		return s.canGod(p, &c, int(s.cur.god), v, false)
	case PhFree:
		if !in(a, aFree, 120) {
			return false
		}
		x := int(a) - aFree
		k, v, useB := x%60/6, x%6+1, x >= 60
		if useB {
			// B13–B16 in the player's own turn (§5.11), not with D23 (free already).
			if k >= NumGods || s.cur.src != freeH21 || !s.isTurnOf(p) || s.freeBless(p, k) < 0 {
				return false
			}
		}
		if k >= NumGods {
			return true
		}
		c := *pl
		if useB {
			c.Bless &^= 1 << s.freeBless(p, k)
		}
		return s.canGod(p, &c, k, v, s.cur.src == freeD23 || useB)
	case PhFaith:
		n := int(a) - aFaith - faithBias
		return in(a, aFaith, 2*faithBias+1) && n >= -int(pl.Faith) && n <= int(pl.Faith)
	case PhBread:
		return in(a, aBread, 100) && int(a)-aBread <= s.breadPayable(p)
	case PhD23:
		return a == aPass || a == aD23
	}
	return false
}

func (s *State) startIndex(id int) int {
	for i := 0; i < int(s.startN); i++ {
		if int(s.startDrawn[i]) == id && s.startTaken&(1<<i) == 0 {
			return i
		}
	}
	return -1
}

// takeResult is what a legal take costs and yields.
type takeResult struct {
	d, c, mode, v int
	set           bool
	recolour      bool
	scribes       int
	sect          int
	after         Player
	used          [2]bool
}

// takeCheck validates a draft (§4.1 step 2, §5.2, B09–B12, T08) and
// returns its cost; the draft must leave at least one performable action
// for the die (§4.1 step 4: the move is validated as a whole).
func (s *State) takeCheck(a engine.Action) (takeResult, bool) {
	var r takeResult
	p := int(s.actor)
	r.d, r.c, r.mode, r.v, r.set = decTake(a)
	d := r.d
	if r.d >= NumDice || s.dieLoc[d] < 0 || s.dieLoc[d] >= NumGods {
		return r, false
	}
	r.sect = int(s.dieLoc[d])
	dc := int(dieColour[d])
	rolled := int(s.dieVal[d])
	r.recolour = r.c != dc
	if r.recolour && (r.c == Gray || r.mode == modeAnubis || s.anyBless(p, 10, 11) < 0) {
		return r, false
	}
	if r.set && (s.anyBless(p, 8, 9) < 0 || r.v == rolled) {
		return r, false
	}
	if !r.set {
		diff := abs(r.v - rolled)
		if r.recolour && diff > 0 {
			diff--
		}
		r.scribes = diff / scribeStep
		if diff%scribeStep != 0 {
			return r, false
		}
	}
	st := s.status(r.c, r.sect)
	need := r.scribes
	if r.mode == modeAnubis && !s.tc.freeAnubis {
		need += anubisCost
	}
	if need > s.scribesAvailable(p) {
		return r, false
	}
	switch r.mode {
	case modePure:
		if st != Pure && !(st == Forbidden && s.hasTech(p, 7)) {
			return r, false
		}
	case modeCorrupt:
		if st != Corrupt && !(st == Forbidden && s.hasTech(p, 7)) {
			return r, false
		}
	case modeAnubis:
		if !s.tc.freeAnubis {
			r.scribes += anubisCost
		}
	}
	if r.mode == modeAnubis || r.c != Gray {
		return r, true // a Production is always possible
	}
	r.after = s.p[p]
	if r.set {
		r.after.Bless &^= 1 << s.anyBless(p, 8, 9)
	}
	if r.recolour {
		r.after.Bless &^= 1 << s.anyBless(p, 10, 11)
	}
	if !payScribesInto(&r.after, r.scribes, s.hasTech(p, 9), &r.used) {
		return r, false
	}
	return r, s.canGodAny(p, &r.after, r.sect, r.v)
}

// canGodAny: some variant (T14 shift, free Blessing) of god g's action
// with value v is performable.
func (s *State) canGodAny(p int, pl *Player, g, v int) bool {
	lo, hi := 0, 0
	if s.hasTech(p, 13) {
		lo, hi = -2, 2
	}
	for dl := lo; dl <= hi; dl++ {
		w := v + dl
		if w < 1 || w > 6 {
			continue
		}
		c := *pl
		if s.canGod(p, &c, g, w, false) {
			return true
		}
		c = *pl
		if s.freeBless(p, g) >= 0 && s.canGod(p, &c, g, w, true) {
			return true
		}
	}
	return false
}

// freeBless: the Blessing that makes god g's action free (B13/B14 Ra and
// Horus, B15/B16 Bastet and Hathor), -1 if none held.
func (s *State) freeBless(p, g int) int {
	switch g {
	case Horus, Ra:
		return s.anyBless(p, 12, 13)
	case Bastet, Hathor:
		return s.anyBless(p, 14, 15)
	}
	return -1
}

// anyTake reports whether some regular draft is legal.
func (s *State) anyTake() bool {
	p := int(s.actor)
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] < 0 || s.dieLoc[d] >= NumGods {
			continue
		}
		dc := int(dieColour[d])
		for c := 0; c < NumColours; c++ {
			if c != dc && (c == Gray || s.anyBless(p, 10, 11) < 0) {
				continue
			}
			for mode := 0; mode < 3; mode++ {
				for v := 1; v <= 6; v++ {
					if _, ok := s.takeCheck(encTake(d, c, mode, v, false)); ok {
						return true
					}
					if _, ok := s.takeCheck(encTake(d, c, mode, v, true)); ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// noActFallbackOK (M19): any Pure/Corrupt die, or any die if none is.
func (s *State) noActFallbackOK(d int) bool {
	if s.status(int(dieColour[d]), int(s.dieLoc[d])) != Forbidden {
		return true
	}
	for e := 0; e < NumDice; e++ {
		if s.dieLoc[e] >= 0 && s.dieLoc[e] < NumGods && s.status(int(dieColour[e]), int(s.dieLoc[e])) != Forbidden {
			return false
		}
	}
	return true
}

// validAction: the choice of the die's action(s) (§4.1 step 4, B17–B20,
// T13, T14, T19, B13–B16).
func (s *State) validAction(a engine.Action) bool {
	p := int(s.actor)
	tc := &s.tc
	v := int(tc.val)
	switch {
	case a == aPass:
		return tc.mainDone
	case in(a, aBless+12, 4):
		return s.hasBless(p, 6+(int(a)-aBless-12)/2)
	case in(a, aProduce, 12):
		if tc.mainDone {
			return false
		}
		x := int(a) - aProduce
		r, dl := x/3, x%3-1
		if dl != 0 && (!s.hasTech(p, 12) || v+dl < 1 || v+dl > 6) {
			return false
		}
		if tc.anubis {
			return true
		}
		return tc.colour != Gray && int(colourResource[tc.colour]) == r
	case in(a, aGod, 120):
		if tc.mainDone {
			return false
		}
		g, dl, free, t19 := decGod(a)
		if !tc.anubis && g != int(tc.sect) {
			return false
		}
		return s.godVariantOK(p, g, v, dl, free, t19)
	case in(a, aExtra, 60):
		g, dl, free := decExtra(a)
		sect := int(tc.sect)
		adj := tc.extraAdj && (g == (sect+1)%6 || g == (sect+5)%6)
		opp := tc.extraOpp && g == (sect+3)%6
		if !adj && !opp {
			return false
		}
		// Before the main action only when the main action can still be a
		// Production (gray dice keep their main action first).
		if !tc.mainDone && !tc.anubis && tc.colour == Gray {
			return false
		}
		return s.godVariantOK(p, g, v, dl, free, false)
	}
	return false
}

func (s *State) godVariantOK(p, g, v, dl int, free, t19 bool) bool {
	if dl != 0 && !s.hasTech(p, 13) {
		return false
	}
	w := v + dl
	if w < 1 || w > 6 {
		return false
	}
	if free && s.freeBless(p, g) < 0 {
		return false
	}
	c := s.p[p]
	if free {
		c.Bless &^= 1 << s.freeBless(p, g)
	}
	if t19 {
		if !s.hasTech(p, 18) || !s.tc.corrupt || s.tc.anubis || s.tc.colour == Gray {
			return false
		}
		if !payScribesInto(&c, 1, s.hasTech(p, 9), nil) {
			return false
		}
		r := int(colourResource[s.tc.colour])
		c.Res[r] += int16(min(v, int(c.Prod[r])))
		if s.hasTech(p, 12) {
			c.Res[r]++
		}
	}
	return s.canGod(p, &c, g, w, free)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func thothTier(v int) int { return (v + 1) / 2 }

var thothCost = [4]int{0, 0, 2, 3}

// canGod reports whether p (whose supply is pl, a copy it may spend) can
// perform god g's Divine Action with value v (§5.4–§5.9).
func (s *State) canGod(p int, pl *Player, g, v int, free bool) bool {
	t22, t10 := s.hasTech(p, 21), s.hasTech(p, 9)
	switch g {
	case Horus:
		if pl.Statues >= NumStatues {
			return false
		}
		if !free {
			if s.hasTech(p, 3) {
				pl.Res[Granite]++
			}
			if !payInto(pl, [4]int{0, 0, 0, int(statueCost[pl.Statues])}, t22, t10, nil) {
				return false
			}
		}
		if s.godStatueFree(s.horusGod(v)) >= 0 {
			return true
		}
		for i := 0; i < NumPeopleSlots; i++ {
			if s.people[i] < 0 {
				return true
			}
		}
		return false
	case Ra:
		slot := raSlotOf(v)
		if pl.Columns >= NumColumns || s.ra[slot] == 0 || !s.templeHasFree() {
			return false
		}
		if free {
			return true
		}
		t := columnTiles[s.ra[slot]-1]
		return payInto(pl, [4]int{0, 0, int(t.Limestone), int(t.Granite)}, t22, t10, nil)
	case Hathor:
		if pl.Built >= NumBuildings {
			return false
		}
		if s.hasTech(p, 20) {
			pl.Res[Bread]++
		}
		for i := 0; i < NumTempleSlots; i++ {
			c := *pl
			if s.hathorSlotFor(&c, p, i, free) {
				return true
			}
		}
		return false
	case Bastet:
		return free || payInto(pl, [4]int{2, 0, 0, 0}, t22, t10, nil)
	case Thoth:
		if pl.Happ < 1 {
			return false
		}
		if s.hasTech(p, 19) {
			pl.Res[Papyrus]++
		}
		if !free && !payInto(pl, [4]int{thothCost[thothTier(v)], 0, 0, 0}, t22, t10, nil) {
			return false
		}
		for sec := 0; sec < NumSections; sec++ {
			if s.accessible(int(pl.Happ), sec) && s.sectionCards(sec) > 0 {
				return true
			}
		}
		return false
	case Osiris:
		if pl.Built >= NumBuildings || pl.Happ < 1 {
			return false
		}
		for d := 0; d < NumDistricts; d++ {
			if s.osirisSlotOK(d, v, 0) {
				return true
			}
		}
	}
	return false
}

// horusGod is the god whose Horus space shows value v.
func (s *State) horusGod(v int) int {
	for g := 0; g < NumGods; g++ {
		if int(s.horus[g]) == v {
			return g
		}
	}
	return -1
}

// godStatueFree is the first free usable statue slot of god g, -1 if none.
func (s *State) godStatueFree(g int) int {
	if g < 0 {
		return -1
	}
	for i := 0; i < int(godStatueSlots[s.n]); i++ {
		if s.godStatue[g][i] < 0 {
			return i
		}
	}
	return -1
}

func (s *State) horusTarget(t int) bool {
	if t == 0 {
		return s.godStatueFree(s.horusGod(int(s.cur.val))) >= 0
	}
	return s.people[t-1] < 0
}

func (s *State) templeHasFree() bool {
	for c := 0; c < 25; c++ {
		if s.temple[c] == 0 {
			return true
		}
	}
	return false
}

func (s *State) hathorSlotOK(p, i int, free bool) bool {
	c := s.p[p]
	return s.hathorSlotFor(&c, p, i, free)
}

// hathorSlotFor: slot i is available at this player count, free, and
// its Bread cost payable (§5.6, M7).
func (s *State) hathorSlotFor(pl *Player, p, i int, free bool) bool {
	if !templeSlotOpen[s.n][i%5] || s.tBuild[i] >= 0 {
		return false
	}
	return free || payInto(pl, [4]int{0, int(templeSlotCost[i%5]), 0, 0}, s.hasTech(p, 21), s.hasTech(p, 9), nil)
}

// osirisSlotOK: district d row v is free; filter 1 quarries, 2 workshops.
func (s *State) osirisSlotOK(d, v, filter int) bool {
	if d < 0 || d >= NumDistricts || v < 1 || v > 6 || s.osiris[d*6+v-1] >= 0 {
		return false
	}
	switch filter {
	case 1:
		return d >= Limestone
	case 2:
		return d <= Bread
	}
	return true
}

func (s *State) anySectionChoice() bool {
	h := int(s.p[s.actor].Happ)
	for sec := 0; sec < NumSections; sec++ {
		if s.accessible(h, sec) && s.sectionCards(sec) > 0 {
			return true
		}
	}
	return false
}

// breadPayable is how much of the upkeep due p can pay (§6.1 step 7).
func (s *State) breadPayable(p int) int {
	have := int(s.p[p].Res[Bread] + s.p[p].Res[Gold])
	if s.hasTech(p, 9) { // T10: Scribes as Gold
		have += int(s.p[p].Scribes)
	}
	return min(s.breadDue(p), have)
}

func (s *State) breadDue(p int) int {
	if s.hasTech(p, 16) || s.isBot(p) { // §7.7: the Bot pays no upkeep
		return 0
	}
	n := 0
	for i := 0; i < int(s.p[p].Built); i++ {
		n += int(buildingRowBread[i])
	}
	return n
}
