package egizia

import "math/bits"

// Estimate (engine.Evaluator) is each seat's score now, plus what the
// end-game scoring (§5.2) would give now, plus a cheap guess of what the
// position is still worth by the end. At the end, the final score. It runs
// at every rollout's end: no allocation but the result.
//
// The guess (weights in estWeights, first guesses from §5 and §9, to be
// tuned with measured games):
//   - Stone: a paid brick scores its cost, so a Stone spent is about a
//     point. This round, the Stone held (plus the quarries before Produce)
//     is worth Stone each up to what the seat's ships still to build can
//     lift: each ship in a slot its strongest unused basic crew, the
//     Leader with the first, the build at hand what it has left; a waiting
//     ship by Waiting, a zone still reachable in Place ships by Reach.
//     Each later round adds the quarries and lifts Lift × the crews'
//     Strength. What is left scores 1/2 at Stone market ≥ 4 (§5.2 step 5),
//     in place of the end scoring's leftover Stone while a Build step is
//     still to come;
//   - feeding (§4.4): the shortfall of the current production against the
//     crews' need costs its penalty at each Feed step left (the current
//     round's in full, later ones by FeedLater: fields come), a surplus at
//     Wheat market ≥ 3 sells;
//   - Sphinx cards held but not met (§9.3 "you" cards): their points ×
//     Near^missing, where missing counts bricks, levels, Strength and
//     market steps still lacking, none when no Build step is left;
//   - statues (§9.4): a level built whose threshold is not met yet: a
//     share of the difference it would make;
//   - Anytime cards held, by Cards: Stone cards (R39, R56 as Stone) add
//     to the Stone, boosts to the next build's lift, Wheat cards to the
//     next feeding, R53 sells the Stone left (up to 10) at 1 point.
//
// Stone stays below 1: a brick's points must beat the Stone it spends, or
// a greedy build would stop adding items.
//
// First measure (SCORING helper, one-ply greedy bots on the estimate
// margin, 60 games per player count, seeds 900..959): against Scores plus
// the end scoring alone it wins 40/40 at 2, 3 and 4 players (mean 43–48
// vs 1–3); against the first guesses (Stone 0.9, Lift 0.7, Reach 0.5)
// these weights won 85 of 180 games (one seat of 2, 3 or 4: parity 65).
// Waiting 0.6, Reach 0.3 and Stone 0.7 were clearly worse; Near, Statue
// and FeedLater changed nothing beyond the noise. Counting this round's
// cooperation bonus in sight (the zones built and those with a ship still
// to build) lost: without it, 109 of 180 games won against 0.8 of it.
// The Anytime cards held (150 games per player count, parity 162 of
// 450): at 0.6 of their value they won 193 against the full value, and
// not counted 179.
func (s *State) Estimate() []float64 { return s.estimate(&estDefault) }

// estWeights are the guess's weights; a struct so that a harness can try
// variants side by side.
type estWeights struct {
	Stone     float64 // per Stone the crews can still spend
	Lift      float64 // share of the crews' Strength a later round builds with
	Waiting   float64 // share of a waiting ship's build this round
	Reach     float64 // share of a build in a zone still reachable this round
	FeedLater float64 // share of a later round's feeding shortfall
	Near      float64 // a Sphinx objective's credit per missing step
	Statue    float64 // share of an unmet statue level's points
	Cards     float64 // share of the Anytime cards held (Stone, Wheat, boosts, sale)
}

var estDefault = estWeights{Stone: 0.95, Lift: 0.5, Waiting: 0.4, Reach: 0.6, FeedLater: 0.4, Near: 0.55, Statue: 0.3, Cards: 0.6}

func (s *State) estimate(w *estWeights) []float64 {
	n := int(s.n)
	out := make([]float64, n)
	if s.phase == PhOver {
		for q := range out {
			out[q] = float64(s.pl[q].Score)
		}
		return out
	}
	var end [MaxPlayers][numSources]int16
	s.endParts(&end)
	builds, feeds := s.stepsLeft()
	for q := range out {
		v := float64(s.pl[q].Score)
		for k := srcMajority; k < numSources; k++ {
			if k == srcStone && builds > 0 {
				continue // valued by the guess below
			}
			v += float64(end[q][k])
		}
		if builds > 0 {
			v += s.stoneGuess(q, builds, w)
			v += s.sphinxGuess(q, w)
			v += s.statueGuess(q, w)
		}
		f := feeds
		if s.step == StepFeed && int(s.pl[q].OrderTile)-1 < int(s.turn) {
			f-- // fed this round already
		}
		v += s.feedGuess(q, f, w)
		out[q] = v
	}
	return out
}

// stepsLeft counts the Build and Feed steps still to come, the current
// one included when it has not been resolved yet.
func (s *State) stepsLeft() (builds, feeds int) {
	if s.step == StepSetup {
		return NumRounds, NumRounds
	}
	later := NumRounds - int(s.round)
	builds, feeds = later, later
	if s.step <= StepBuild {
		builds++
	}
	if s.step <= StepFeed {
		feeds++
	}
	return max(builds, 0), max(feeds, 0)
}

// stoneGuess values the Stone seat will spend on bricks (see Estimate):
// this round, what its ships still to build can lift (a waiting ship by
// Waiting, the zones it may still reach in Place ships by Reach); each
// later round, Lift of its crews' Strength; each round adds its quarries
// before the Build step. The Stone left scores 1/2 at Stone market >= 4.
func (s *State) stoneGuess(seat, builds int, w *estWeights) float64 {
	p := &s.pl[seat]
	q := s.quarryTotal(seat)
	stone := float64(p.Stone)
	for m := p.Cards & estAnyStone; m != 0; m &= m - 1 {
		stone += w.Cards * float64(estStone[bits.TrailingZeros64(m)])
	}
	boost := w.Cards * float64(BoostStr*bits.OnesCount64(p.Cards&estBoost))
	v := 0.0
	later := builds
	if s.step <= StepBuild && s.step != StepSetup {
		later--
		if s.step <= StepProduce {
			stone = min(stone+float64(q), StoneCap)
		}
		lift := s.liftNow(seat, w)
		if lift > 0 {
			lift += boost
			boost = 0
		}
		spend := min(stone, lift)
		v += w.Stone * spend
		stone -= spend
	}
	total := 0
	for _, x := range p.Str {
		total += int(x)
	}
	for r := 0; r < later; r++ {
		stone = min(stone+float64(q), StoneCap)
		spend := min(stone, w.Lift*float64(total)+boost)
		boost = 0
		v += w.Stone * spend
		stone -= spend
	}
	if p.Cards&estSale != 0 {
		sold := min(stone, StoneSaleMax)
		v += w.Cards * sold
		stone -= sold
	}
	if p.Mkt[MktStone] >= StoneEndLevel {
		v += float64(int(stone) / StonePer)
	}
	return v
}

// liftNow is the Strength seat's ships can still build with this round:
// its ships in slots not yet reached by the Build step take its strongest
// unused basic crews, the Leader joins one; waiting ships count by
// Waiting, zones still reachable in Place ships by Reach.
func (s *State) liftNow(seat int, w *estWeights) float64 {
	p := &s.pl[seat]
	open := OpenSlots(int(s.n))
	ships, waiting, reach := 0, 0, 0
	// in the start-of-Build window the zones have not started (bzone is
	// last round's)
	started := s.step == StepBuild && s.phase != PhWindow
	for z := 0; z < NumZones; z++ {
		if started && z < int(s.bzone) {
			continue
		}
		in := false
		for j := 0; j < open; j++ {
			if int(s.slots[z][j]) != seat {
				continue
			}
			in = true
			if started && z == int(s.bzone) && j == int(s.bslot) && s.phase != PhBuild {
				continue // the build at hand has its crews: below
			}
			if !started || z > int(s.bzone) || j >= int(s.bslot) {
				ships++
			}
		}
		for k := 0; k < int(s.waitN[z]); k++ {
			if int(s.waiting[z][k]) == seat {
				in = true
				waiting++
			}
		}
		if !in && s.step == StepPlace && !p.Passed && int(p.Ships) < NumShips && int(ZoneIndex[z]) > int(p.Low) {
			reach++
		}
	}
	// the unused basic crews, strongest first
	var str [3]int8
	n := 0
	for c := CrewGreen; c <= CrewYellow; c++ {
		if p.Used&(1<<uint(c)) == 0 {
			v := p.Str[c]
			k := n
			for ; k > 0 && str[k-1] < v; k-- {
				str[k] = str[k-1]
			}
			str[k] = v
			n++
		}
	}
	lift := 0.0
	if s.phase == PhBuildItems && int(s.b.seat) == seat {
		lift = float64(s.b.capacity - s.b.cost)
	}
	for k, wt := 0, 1.0; k < n; k++ {
		switch {
		case ships > 0:
			ships--
		case waiting > 0:
			waiting--
			wt = w.Waiting
		case reach > 0:
			reach--
			wt = w.Reach
		default:
			wt = 0
		}
		if wt == 0 {
			break
		}
		if k == 0 && p.Used&(1<<CrewViolet) == 0 {
			lift += wt * float64(p.Str[CrewViolet])
		}
		lift += wt * float64(str[k])
	}
	return lift
}

// feedGuess is the feeding outcome at the current production (see
// Estimate); negative for a shortfall. Wheat cards held help the next
// feeding.
func (s *State) feedGuess(seat, feeds int, w *estWeights) float64 {
	if feeds == 0 {
		return 0
	}
	p := &s.pl[seat]
	need := 0
	for _, v := range p.Str {
		need += int(v)
	}
	d := s.production(seat) + int(s.feedExtra)*oneIf(s.phase == PhFeed && int(s.actor) == seat) - need
	grain := int(w.Cards * float64(GrainWheat*bits.OnesCount64(p.Cards&estGrain)))
	return feedOutcome(p, d+grain) + w.FeedLater*float64(feeds-1)*feedOutcome(p, d)
}

// feedOutcome is the points of a feeding d Wheat over the need (§4.4).
func feedOutcome(p *Player, d int) float64 {
	switch {
	case d < 0:
		return float64(d * int(WheatPenalty[p.Mkt[MktWheat]]))
	case p.Mkt[MktWheat] >= SellLevel:
		return float64(d / SurplusPer)
	}
	return 0
}

// Anytime cards the guess counts (bits id-1): Wheat for a feeding (R12,
// R22), Strength for one build (R21, R38, R52), the Stone sale (R53).
// Stone cards: estStone.
var estGrain, estBoost, estSale, estAnyStone uint64

// estStone is the Stone an Anytime card held gives (R39 and R56 counted
// as Stone).
var estStone [NumNileCards]int8

func init() {
	for i, c := range NileCards {
		b := uint64(1) << uint(i)
		switch c.Power {
		case PwGrain:
			estGrain |= b
		case PwBoost:
			estBoost |= b
		case PwStoneSale:
			estSale |= b
		case PwHiddenQuarry:
			estStone[i] = HiddenStone
			estAnyStone |= b
		case PwProvisions:
			estStone[i] = ProvisionsStone
			estAnyStone |= b
		case PwVersatility:
			estStone[i] = VersatileStone
			estAnyStone |= b
		}
	}
}

// sphinxGuess credits the "you" Sphinx cards held but not met yet.
func (s *State) sphinxGuess(seat int, w *estWeights) float64 {
	v := 0.0
	for h := s.pl[seat].Sphinx; h != 0; h &= h - 1 {
		id := bits.TrailingZeros64(h) + 1
		c := &SphinxCards[id-1]
		if c.Category != SxYou {
			continue
		}
		miss := 0
		for _, cd := range c.Conds {
			miss += s.missing(seat, cd)
		}
		for _, cd := range SphinxExtra[int8(id)] {
			miss += s.missing(seat, cd)
		}
		if miss == 0 {
			continue // met: already in the end parts
		}
		f := 1.0
		for ; miss > 0 && f > 0.01; miss-- {
			f *= w.Near
		}
		v += float64(c.Points) * f
	}
	return v
}

// missing is how many steps seat lacks to meet c: bricks, levels,
// Strength or market steps.
func (s *State) missing(seat int, c Cond) int {
	p := &s.pl[seat]
	switch c.Kind {
	case CNone:
		return 0
	case CWheatMax:
		return MaxLevel - int(p.Mkt[MktWheat])
	case CStoneMax:
		return MaxLevel - int(p.Mkt[MktStone])
	case CColDone:
		return ColColumns - int(p.Col)
	case CStatuesFull:
		// the levels lacking on the c.N most built statues
		var l [NumStatues]int8
		ns := s.numStatues()
		copy(l[:], p.Statue[:ns])
		m := 0
		for k := 0; k < int(c.N) && k < ns; k++ {
			best := 0
			for i := 1; i < ns; i++ {
				if l[i] > l[best] {
					best = i
				}
			}
			m += StatueLevels - int(l[best])
			l[best] = -1
		}
		if int(c.N) > ns {
			m += StatueLevels * (int(c.N) - ns)
		}
		return m
	case CEachStatue:
		m := 0
		for _, l := range p.Statue[:s.numStatues()] {
			m += max(int(c.N)-int(l), 0)
		}
		return m
	case CAllCrews:
		m := 0
		for _, v := range p.Str {
			m += max(int(c.N)-int(v), 0)
		}
		return m
	}
	return max(int(c.N)-s.measure(seat, c.Kind, c.A), 0)
}

// statueGuess credits statue levels built whose threshold is not met.
func (s *State) statueGuess(seat int, w *estWeights) float64 {
	v := 0.0
	for st := 0; st < s.numStatues(); st++ {
		built := int(s.pl[seat].Statue[st])
		if built == 0 {
			continue
		}
		if l := s.statueLevel(seat, st); l < built {
			v += w.Statue * float64(statuePoints(built)-statuePoints(l))
		}
	}
	return v
}
