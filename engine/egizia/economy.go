package egizia

import "nilegames/engine"

// The Produce step (§4.3) and the Feed step (§4.4): quarries give Stone;
// each seat in turn feeds its crews with its fields' Wheat, the Wheat
// cards it plays now and R4's Stone, then confirms.

// Produced: seat's quarries (worth Quarries) gave Stone (after the cap).
type Produced struct {
	Player, Quarries, Stone, Total int
}

// Milled: seat turned Stone into as much Wheat with R4.
type Milled struct{ Player, Stone int }

// Fed: seat fed its crews: Need (their Strength), Wheat = Fields (the
// producing fields with G1) + Extra (Wheat cards and R4); Points lost
// (shortfall × penalty at Level) or won (surplus / 3 at level ≥ 3).
type Fed struct {
	Player, Level, Need, Fields, Extra, Wheat, Points int
}

func (Produced) EventName() string { return "produced" }
func (Milled) EventName() string   { return "milled" }
func (Fed) EventName() string      { return "fed" }

// produce gives each seat, in player order, the Stone of its quarries
// (§4.3; cap 25).
func (s *State) produce() {
	for k := 0; k < int(s.n); k++ {
		seat := int(s.order[k])
		q := s.quarryTotal(seat)
		d := s.addStone(seat, q, RsnProduce)
		if s.Recording() {
			s.Record(Produced{Player: seat, Quarries: q, Stone: d, Total: int(s.pl[seat].Stone)})
		}
	}
}

// feedNeed is the Wheat seat's crews eat: their permanent Strength.
func (s *State) feedNeed(seat int) int {
	t := 0
	for _, v := range s.pl[seat].Str {
		t += int(v)
	}
	return t
}

// feedWheat is the Wheat of the feeding in progress.
func (s *State) feedWheat(seat int) int { return s.production(seat) + int(s.feedExtra) }

// feedPoints is what the feeding of seat would score with Wheat w:
// shortfall × the Wheat market's penalty, or 1 per 3 surplus from level 3.
func (s *State) feedPoints(seat, w int) int {
	need := s.feedNeed(seat)
	lv := int(s.pl[seat].Mkt[MktWheat])
	switch {
	case w < need:
		return -(need - w) * int(WheatPenalty[lv])
	case lv >= SellLevel:
		return (w - need) / SurplusPer
	}
	return 0
}

// feedRoom is how much more Wheat could still matter to the feeding in
// progress: the shortfall, or any amount from level 3 (surplus sells).
// More is pointless, so Wheat cards and R4 beyond it are not offered.
func (s *State) feedRoom(seat int) int {
	if s.pl[seat].Mkt[MktWheat] >= SellLevel {
		return 1 << 10
	}
	return max(0, s.feedNeed(seat)-s.feedWheat(seat))
}

// startFeed opens seat's feeding (PhFeed). A seat with nothing to decide
// (no useful Wheat card or R4, no Anytime action) is fed at once.
func (s *State) startFeed(seat int) {
	s.phase = PhFeed
	s.actor = int8(seat)
	s.feedExtra = 0
	s.milled = false
	var buf [64]engine.Action
	if len(s.legalFeed(buf[:0])) == 1 && len(s.legalAnytime(buf[:0])) == 0 {
		s.confirmFeed()
	}
}

// isFeedCard reports whether card id gives Wheat in the Feed step with mode.
func isFeedCard(id, mode int) bool {
	switch NileCards[id-1].Power {
	case PwGrain, PwProvisions:
		return mode == 0
	}
	return false
}

// feedCardWheat is the Wheat feed card id gives.
func feedCardWheat(id int) int {
	if NileCards[id-1].Power == PwProvisions {
		return ProvisionsWheat
	}
	return GrainWheat
}

// legalFeed: confirm; R4 once (n Stone → n Wheat, while the Wheat still
// matters); the Wheat cards held (R12, R22, R39 mode 0).
func (s *State) legalFeed(dst []engine.Action) []engine.Action {
	seat := int(s.actor)
	p := &s.pl[seat]
	dst = append(dst, aFeed)
	room := s.feedRoom(seat)
	if room == 0 {
		return dst
	}
	if p.Has(4) && !s.milled {
		for n := 1; n <= min(int(p.Stone), room); n++ {
			dst = append(dst, engine.Action(aMill+n-1))
		}
	}
	for _, id := range feedCards {
		if p.Has(id) {
			dst = append(dst, engine.Action(aUse+(id-1)*2))
		}
	}
	return dst
}

// feedCards are the cards that give Wheat in the Feed step (mode 0).
var feedCards = [...]int{12, 22, 39}

// applyFeed plays a feeding action of the actor.
func (s *State) applyFeed(a engine.Action) error {
	if s.phase != PhFeed {
		return engine.Illegal("not feeding")
	}
	seat := int(s.actor)
	p := &s.pl[seat]
	switch {
	case a == aFeed:
		s.confirmFeed()
		return nil
	case in(a, aMill, StoneCap):
		n := int(a) - aMill + 1
		switch {
		case !p.Has(4):
			return engine.Illegal("no Millstone (R4)")
		case s.milled:
			return engine.Illegal("the Millstone was used this feeding")
		case n > int(p.Stone):
			return engine.Illegal("%d Stone to mill, %d held", n, p.Stone)
		case n > s.feedRoom(seat):
			return engine.Illegal("milling %d Stone gains nothing more", n)
		}
		s.milled = true
		s.feedExtra += int8(n)
		if s.Recording() {
			s.Record(Milled{Player: seat, Stone: n})
		}
		s.addStone(seat, -n, RsnPower)
		return nil
	case in(a, aUse, NumNileCards*2):
		id, mode := (int(a)-aUse)/2+1, (int(a)-aUse)%2
		switch {
		case !isFeedCard(id, mode):
			return engine.Illegal("R%d mode %d is no Wheat card", id, mode)
		case !p.Has(id):
			return engine.Illegal("R%d not held", id)
		case s.feedRoom(seat) == 0:
			return engine.Illegal("more Wheat gains nothing")
		}
		p.Cards &^= 1 << uint(id-1)
		s.feedExtra += int8(feedCardWheat(id))
		if s.Recording() {
			s.Record(CardUsed{Player: seat, Card: id, Mode: mode})
		}
		return nil
	}
	return engine.Illegal("not a feeding action")
}

// confirmFeed scores the actor's feeding (§4.4) and hands on.
func (s *State) confirmFeed() {
	seat := int(s.actor)
	fields := s.production(seat)
	w := fields + int(s.feedExtra)
	pts := s.feedPoints(seat, w)
	if s.Recording() {
		s.Record(Fed{Player: seat, Level: int(s.pl[seat].Mkt[MktWheat]), Need: s.feedNeed(seat),
			Fields: fields, Extra: int(s.feedExtra), Wheat: w, Points: pts})
	}
	s.addScore(seat, pts, RsnFeed)
	s.feedExtra = 0
	s.milled = false
	s.feedDone()
}

// FeedView is a feeding as the scene shows it before the confirm: the
// crews' Strength against the Wheat, and the points it would score.
type FeedView struct {
	Player, Level, Need, Fields, Extra, Wheat, Points int
	Milled                                            bool // R4 used
}

// FeedPreview is the feeding in progress (ok false outside PhFeed).
func (s *State) FeedPreview() (v FeedView, ok bool) {
	if s.phase != PhFeed {
		return v, false
	}
	seat := int(s.actor)
	f := s.production(seat)
	w := f + int(s.feedExtra)
	return FeedView{Player: seat, Level: int(s.pl[seat].Mkt[MktWheat]), Need: s.feedNeed(seat),
		Fields: f, Extra: int(s.feedExtra), Wheat: w, Points: s.feedPoints(seat, w), Milled: s.milled}, true
}
