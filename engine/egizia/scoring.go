package egizia

import (
	"math/bits"

	"nilegames/engine"
)

// Scoring (§5): the score breakdown, the end-game scoring (§5.2), the
// winners (§5.3), and the measures the Sphinx cards (§9.3) and the statue
// objectives (§9.4) read.

// Reason codes of the end-game Scored events (stable, like contract.go's).
const (
	RsnEndMajority = "end_majority" // §5.2 step 1: pyramid majority
	RsnEndNile     = "end_nile"     // step 2: R7's +5
	RsnEndSphinx   = "end_sphinx"   // step 3: a Sphinx card met
	RsnEndStatue   = "end_statue"   // step 4: a statue objective
	RsnEndStone    = "end_stone"    // step 5: leftover Stone
)

// SphinxRevealed: at the end, a Sphinx card held by Player is shown with
// the points it scores (0 when unmet), in §5.2 step 3's order.
type SphinxRevealed struct {
	Player, Card, Points int
}

// StatueScored: at the end, Player's statue Statue (0..2, card Card) scores
// Points for Level (0: none), the highest level both built and met.
type StatueScored struct {
	Player, Statue, Card, Built, Level, Points int
}

// GameOver: the final scoring is done; Totals by seat, Winners (§5.3).
type GameOver struct {
	Totals  []int
	Winners []int
}

func (SphinxRevealed) EventName() string { return "sphinx_revealed" }
func (StatueScored) EventName() string   { return "statue_scored" }
func (GameOver) EventName() string       { return "game_over" }

// ------------------------------------------------------------- measures

// pyrRowLen is the number of spaces of pyramid row r (2p: both sides).
func (s *State) pyrRowLen(r int) int {
	if s.twoP() {
		return 2 * int(PyrSide2p[r])
	}
	return int(PyrRowSize[r])
}

// obeliskBricks counts seat's bricks on the obelisk.
func (s *State) obeliskBricks(seat int) int {
	n := 0
	for _, o := range s.obelisk[:s.obeN] {
		if int(o) == seat {
			n++
		}
	}
	return n
}

// pyramidBricks counts seat's bricks on the pyramid (2p: both sides).
func (s *State) pyramidBricks(seat int) int {
	n := 0
	for r := 0; r < s.pyrRows(); r++ {
		for _, o := range s.pyramid[r][:s.pyrRowLen(r)] {
			if int(o) == seat {
				n++
			}
		}
	}
	return n
}

// statueBricks counts seat's bricks on all statues together (one a level).
func (s *State) statueBricks(seat int) int {
	n := 0
	for _, l := range s.pl[seat].Statue[:s.numStatues()] {
		n += int(l)
	}
	return n
}

// statuesFull counts seat's statues with all 3 levels built.
func (s *State) statuesFull(seat int) int {
	n := 0
	for _, l := range s.pl[seat].Statue[:s.numStatues()] {
		if l >= StatueLevels {
			n++
		}
	}
	return n
}

// measure is seat's value of a condition kind (with argument a) at the
// end (§9.3, §9.4). Yes/no kinds give 1 or 0.
func (s *State) measure(seat int, kind, a int8) int {
	p := &s.pl[seat]
	switch kind {
	case CWheatMax:
		return oneIf(p.Mkt[MktWheat] >= MaxLevel)
	case CStoneMax:
		return oneIf(p.Mkt[MktStone] >= MaxLevel)
	case CPyramid:
		return s.pyramidBricks(seat)
	case CObelisk:
		return s.obeliskBricks(seat)
	case CColonnade:
		return int(p.Col)
	case CColDone:
		return oneIf(p.Col >= ColColumns)
	case CStatuesFull:
		return s.statuesFull(seat)
	case CStatueBricks:
		return s.statueBricks(seat)
	case CEachStatue:
		m := StatueLevels
		for _, l := range p.Statue[:s.numStatues()] {
			m = min(m, int(l))
		}
		return m
	case CCrew:
		return int(p.Str[a])
	case CAllCrews:
		m := MaxStr
		for _, v := range p.Str {
			m = min(m, int(v))
		}
		return m
	case CRowMajority:
		return bits.OnesCount8(p.RowMaj)
	case CPermanents:
		return s.permanentCount(seat)
	case CFieldValue:
		return s.fieldTotal(seat, int(a))
	case CQuarryValue:
		return s.quarryTotal(seat)
	case CMarketSum:
		return int(p.Mkt[MktWheat]) + int(p.Mkt[MktStone])
	case CSphinxCards:
		return bits.OnesCount64(p.Sphinx)
	case CCrewTotal:
		t := 0
		for _, v := range p.Str {
			t += int(v)
		}
		return t
	}
	return 0
}

func oneIf(b bool) int {
	if b {
		return 1
	}
	return 0
}

// condMet: a "you" condition (§9.3): seat's measure reaches N (yes/no
// kinds: holds).
func (s *State) condMet(seat int, c Cond) bool {
	if c.Kind == CNone {
		return true
	}
	return s.measure(seat, c.Kind, c.A) >= max(int(c.N), 1)
}

// sphinxPoints is what Sphinx card id (1..35) scores for seat now (§5.2
// step 3, §9.3): "you" cards all their conditions (SphinxExtra's too, A24,
// A35); "for each" cards points × count within their cap; "most" cards
// only with a total strictly above every other seat's.
func (s *State) sphinxPoints(seat, id int) int {
	c := &SphinxCards[id-1]
	switch c.Category {
	case SxEach:
		v := int(c.Points) * s.measure(seat, c.Conds[0].Kind, c.Conds[0].A)
		lim := c.Max
		if s.twoP() {
			lim = c.Max2
		}
		if lim > 0 {
			v = min(v, int(lim))
		}
		return v
	case SxMost:
		k, a := c.Conds[0].Kind, c.Conds[0].A
		mine := s.measure(seat, k, a)
		for q := 0; q < int(s.n); q++ {
			if q != seat && s.measure(q, k, a) >= mine {
				return 0
			}
		}
		return int(c.Points)
	}
	for _, cd := range c.Conds {
		if !s.condMet(seat, cd) {
			return 0
		}
	}
	for _, cd := range SphinxExtra[int8(id)] {
		if !s.condMet(seat, cd) {
			return 0
		}
	}
	return int(c.Points)
}

// statueLevel is the statue level (0..3) seat scores on statue st (§5.2
// step 4): the highest level both built and whose threshold is met.
func (s *State) statueLevel(seat, st int) int {
	id := s.statue[st]
	built := int(s.pl[seat].Statue[st])
	if id == 0 || built == 0 {
		return 0
	}
	c := &StatueCards[id-1]
	m := s.measure(seat, c.Cond.Kind, c.Cond.A)
	for l := built; l >= 1; l-- {
		if m >= int(c.Thresholds[l-1]) {
			return l
		}
	}
	return 0
}

// statuePoints is statueLevel's points.
func statuePoints(level int) int {
	if level == 0 {
		return 0
	}
	return int(StatuePts[level-1])
}

// majorityLeaders are the seats (bits) with the most pyramid bricks, at
// least 1 (§5.2 step 1, A14); ties all lead.
func (s *State) majorityLeaders() uint8 {
	best, set := 1, uint8(0)
	for q := 0; q < int(s.n); q++ {
		switch b := s.pyramidBricks(q); {
		case b > best:
			best, set = b, 1<<uint(q)
		case b == best:
			set |= 1 << uint(q)
		}
	}
	return set
}

// endParts is what the end-game scoring would give every seat now, by
// source (srcMajority..srcStone); it changes nothing.
func (s *State) endParts(out *[MaxPlayers][numSources]int16) {
	lead := s.majorityLeaders()
	for q := 0; q < int(s.n); q++ {
		p := &s.pl[q]
		o := &out[q]
		*o = [numSources]int16{}
		if lead&(1<<uint(q)) != 0 {
			o[srcMajority] = PyrMajorityEnd
		}
		if p.Has(7) {
			o[srcNile] = SacrificeEnd
		}
		for h := p.Sphinx; h != 0; h &= h - 1 {
			o[srcSphinx] += int16(s.sphinxPoints(q, bits.TrailingZeros64(h)+1))
		}
		for st := 0; st < s.numStatues(); st++ {
			o[srcStatues] += int16(statuePoints(s.statueLevel(q, st)))
		}
		if p.Mkt[MktStone] >= StoneEndLevel {
			o[srcStone] = int16(int(p.Stone) / StonePer)
		}
	}
}

// finalScoring is §5.2: each step in turn, in player order, each score
// through addScore; the parts are kept in s.final; then the game is over.
func (s *State) finalScoring() {
	n := int(s.n)
	lead := s.majorityLeaders()
	for k := 0; k < n; k++ {
		q := int(s.order[k])
		if lead&(1<<uint(q)) != 0 {
			s.finalAdd(q, srcMajority, PyrMajorityEnd, RsnEndMajority)
		}
	}
	for k := 0; k < n; k++ {
		if q := int(s.order[k]); s.pl[q].Has(7) {
			s.finalAdd(q, srcNile, SacrificeEnd, RsnEndNile)
		}
	}
	// Every card is measured before any is scored: scores are never a
	// condition, so the order only shapes the events.
	for k := 0; k < n; k++ {
		q := int(s.order[k])
		for h := s.pl[q].Sphinx; h != 0; h &= h - 1 {
			id := bits.TrailingZeros64(h) + 1
			v := s.sphinxPoints(q, id)
			if s.Recording() {
				s.Record(SphinxRevealed{Player: q, Card: id, Points: v})
			}
			s.finalAdd(q, srcSphinx, v, RsnEndSphinx)
		}
	}
	for k := 0; k < n; k++ {
		q := int(s.order[k])
		for st := 0; st < s.numStatues(); st++ {
			l := s.statueLevel(q, st)
			v := statuePoints(l)
			if s.Recording() && s.pl[q].Statue[st] > 0 {
				s.Record(StatueScored{Player: q, Statue: st, Card: int(s.statue[st]),
					Built: int(s.pl[q].Statue[st]), Level: l, Points: v})
			}
			s.finalAdd(q, srcStatues, v, RsnEndStatue)
		}
	}
	for k := 0; k < n; k++ {
		q := int(s.order[k])
		if p := &s.pl[q]; p.Mkt[MktStone] >= StoneEndLevel {
			s.finalAdd(q, srcStone, int(p.Stone)/StonePer, RsnEndStone)
		}
	}
	s.phase = PhOver
	s.step = StepOver
	if s.Recording() {
		tot := make([]int, n)
		for q := range tot {
			tot[q] = int(s.pl[q].Score)
		}
		s.Record(GameOver{Totals: tot, Winners: s.Winners()})
	}
}

// finalAdd scores an end-game part.
func (s *State) finalAdd(seat, src, v int, reason string) {
	s.final[seat][src] += int16(v)
	s.addScore(seat, v, reason)
}

// Scores (engine.State): Total is the score; the parts are the track
// (everything scored before the end) and the end-game sources.
func (s *State) Scores() []engine.Score {
	n := int(s.n)
	out := make([]engine.Score, n)
	parts := make([]engine.Part, n*numSources)
	for q := range out {
		ps := parts[q*numSources : (q+1)*numSources : (q+1)*numSources]
		t := int(s.pl[q].Score)
		track := t
		for k := srcMajority; k < numSources; k++ {
			v := int(s.final[q][k])
			ps[k] = engine.Part{Source: sourceCodes[k], Points: v}
			track -= v
		}
		ps[srcTrack] = engine.Part{Source: sourceCodes[srcTrack], Points: track}
		out[q] = engine.Score{Total: t, Parts: ps}
	}
	return out
}

// RevealedSphinx is seat's Sphinx cards as the final scoring reveals
// them (§5.2 step 3), each with the points it scored (0: not met), in
// card order; nil before the game is over (the hands are secret).
func (s *State) RevealedSphinx(seat int) []SphinxRevealed {
	if s.phase != PhOver || seat < 0 || seat >= int(s.n) {
		return nil
	}
	var out []SphinxRevealed
	for h := s.pl[seat].Sphinx; h != 0; h &= h - 1 {
		id := bits.TrailingZeros64(h) + 1
		out = append(out, SphinxRevealed{Player: seat, Card: id, Points: s.sphinxPoints(seat, id)})
	}
	return out
}

// Winners (§5.3): the most points; a tie goes to the tied seat holding the
// highest order tile. Nil before the end.
func (s *State) Winners() []int {
	if s.phase != PhOver {
		return nil
	}
	w := -1
	for q := 0; q < int(s.n); q++ {
		if w < 0 {
			w = q
			continue
		}
		a, b := &s.pl[q], &s.pl[w]
		if a.Score > b.Score || a.Score == b.Score && a.OrderTile > b.OrderTile {
			w = q
		}
	}
	return []int{w}
}
