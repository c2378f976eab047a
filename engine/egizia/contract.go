package egizia

import "sort"

// Small shared steps used by every part of the engine: points with the
// score track's arrival order (§5.4), Stone with its cap, Strength with
// its bounds, market steps with their rewards (§2.5). Each records its
// event, with a stable reason code the log turns into a sentence.

// Reason codes of the shared events (stable: the scene's log keys use them).
const (
	RsnCard    = "card"      // a Nile card's effect
	RsnTile    = "tile"      // a Nile tile / printed round-1 effect
	RsnBrick   = "brick"     // a paid brick's cost
	RsnG3      = "g3"        // gold G3's +1
	RsnColDone = "colonnade" // colonnade completion points
	RsnRow     = "row"       // pyramid row majority
	RsnSphinx  = "sphinx"    // Sphinx cards put back
	RsnMarket  = "market"    // a market reward
	RsnObelisk = "obelisk"   // the obelisk market bonus
	RsnFeed    = "feed"      // feeding shortfall or surplus
	RsnCoop    = "coop"      // cooperation bonus
	RsnProduce = "produce"   // Produce stone
	RsnBuild   = "build"     // Stone spent on a build
	RsnPower   = "power"     // a permanent or Anytime card's power
	RsnBonus   = "bonus"     // a bonus tile (G4)
	RsnGlean   = "glean"     // R27's point
	RsnSell    = "sell"      // R53
	RsnStartUp = "setup"     // starting Stone
)

// Scored: a seat's score changed by Points (never 0).
type Scored struct {
	Player, Points, Total int
	Reason                string
}

// StoneChanged: a seat's Stone changed by Delta (after the cap).
type StoneChanged struct {
	Player, Delta, Stone int
	Reason               string
}

// StrengthChanged: a crew's Strength changed by Delta (after the bounds).
type StrengthChanged struct {
	Player, Crew, Delta, Strength int
	Reason                        string
}

// MarketStepped: a market marker moved From → To (To = 5 on overflow;
// Overflow counts the extra levels paid at level 5).
type MarketStepped struct {
	Player, Market, From, To, Overflow int
	Reason                             string
}

func (Scored) EventName() string          { return "scored" }
func (StoneChanged) EventName() string    { return "stone_changed" }
func (StrengthChanged) EventName() string { return "strength_changed" }
func (MarketStepped) EventName() string   { return "market_stepped" }

// addScore moves seat's score by n; a move puts the marker behind the
// others on its new space (§5.4); 0 changes nothing (A21).
func (s *State) addScore(seat, n int, reason string) {
	if n == 0 {
		return
	}
	p := &s.pl[seat]
	p.Score += int16(n)
	s.arrival++
	p.Arrival = s.arrival
	if s.Recording() {
		s.Record(Scored{Player: seat, Points: n, Total: int(p.Score), Reason: reason})
	}
}

// addStone gives seat n Stone (n < 0 spends), within 0..25; it returns
// the change made.
func (s *State) addStone(seat, n int, reason string) int {
	p := &s.pl[seat]
	v := int(p.Stone) + n
	v = max(0, min(v, StoneCap))
	d := v - int(p.Stone)
	if d != 0 {
		p.Stone = int8(v)
		if s.Recording() {
			s.Record(StoneChanged{Player: seat, Delta: d, Stone: v, Reason: reason})
		}
	}
	return d
}

// addStrength moves crew's Strength by n within 1..9 (§2.7); it returns
// the change made.
func (s *State) addStrength(seat, crew, n int, reason string) int {
	p := &s.pl[seat]
	v := max(MinStr, min(int(p.Str[crew])+n, MaxStr))
	d := v - int(p.Str[crew])
	if d != 0 {
		p.Str[crew] = int8(v)
		if s.Recording() {
			s.Record(StrengthChanged{Player: seat, Crew: crew, Delta: d, Strength: v, Reason: reason})
		}
	}
	return d
}

// marketStep moves seat n levels up market m (§2.5): each level reached
// pays its reward in turn, and each level beyond 5 pays level 5's again.
func (s *State) marketStep(seat, m, n int, reason string) {
	if n <= 0 {
		return
	}
	p := &s.pl[seat]
	from := int(p.Mkt[m])
	to := min(from+n, MaxLevel)
	over := from + n - to
	p.Mkt[m] = int8(to)
	if s.Recording() {
		s.Record(MarketStepped{Player: seat, Market: m, From: from, To: to, Overflow: over, Reason: reason})
	}
	for l := from + 1; l <= to+over; l++ {
		lv := min(l, MaxLevel)
		switch {
		case m == MktStone && lv == 3 && l == 3:
			s.addStone(seat, StoneL3Reward, RsnMarket)
		case m == MktStone && lv == MaxLevel:
			r := StoneL5Reward
			if p.HasBonus(G2) {
				r = StoneL5RewardG2
			}
			s.addStone(seat, r, RsnMarket)
		case m == MktWheat && lv == MaxLevel:
			r := WheatL5Points
			if p.HasBonus(G5) {
				r = WheatL5PointsG5
			}
			s.addScore(seat, r, RsnMarket)
		}
	}
}

// lowestFirst returns the seats from the lowest score to the highest:
// equal scores, the later arrival counts lower (§5.4).
func (s *State) lowestFirst() []int {
	seats := make([]int, s.n)
	for i := range seats {
		seats[i] = i
	}
	sort.SliceStable(seats, func(i, j int) bool {
		a, b := &s.pl[seats[i]], &s.pl[seats[j]]
		if a.Score != b.Score {
			return a.Score < b.Score
		}
		return a.Arrival > b.Arrival
	})
	return seats
}

// highestFirst is lowestFirst reversed (the cooperation bonus order).
func (s *State) highestFirst() []int {
	seats := s.lowestFirst()
	for i, j := 0, len(seats)-1; i < j; i, j = i+1, j-1 {
		seats[i], seats[j] = seats[j], seats[i]
	}
	return seats
}

// twoP reports the 2-player game (its board side and rules, §3.2).
func (s *State) twoP() bool { return s.n == 2 }

// pyrRows is the number of pyramid rows (logical rows in 2p).
func (s *State) pyrRows() int {
	if s.twoP() {
		return PyrRows2p
	}
	return PyrRows
}

// numStatues is the number of statues in play.
func (s *State) numStatues() int {
	if s.twoP() {
		return Statues2p
	}
	return NumStatues
}
