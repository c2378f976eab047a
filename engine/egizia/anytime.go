package egizia

import (
	"math/bits"

	"nilegames/engine"
)

// The generic Anytime actions (A25), legal at the actor's decision points
// (PhPlace, PhWindow, PhFeed, PhBuild, PhExtraBuild): the Stone cards
// (R39 mode 1, R44, R51, R56 mode 0), R53's sale, attaching R24/R42 (A34);
// R28 in the start-of-Produce window (A31); R14 (A8) and R29 in the Build
// step's decision phases. The phase never changes.

// CardUsed: seat played Anytime card Card (Mode: R39/R56's option); it
// goes to the box. Its effect follows as its own events.
type CardUsed struct{ Player, Card, Mode int }

// Sold: seat sold Stone with R53 for as many points.
type Sold struct{ Player, Stone int }

// Attached: seat attached Irrigation Card (24, 42) to its field Field,
// whose colour went From → To (A34).
type Attached struct{ Player, Card, Field, From, To int }

// PowerUsed: seat used permanent Card (14, 28, 29) this round on Crews
// (-1: none) for Stone (R29's price).
type PowerUsed struct {
	Player, Card int
	Crews        [2]int
	Stone        int
}

func (CardUsed) EventName() string  { return "card_used" }
func (Sold) EventName() string      { return "sold" }
func (Attached) EventName() string  { return "attached" }
func (PowerUsed) EventName() string { return "power_used" }

// Anytime contexts: what a decision point allows besides the generic cards.
const (
	ctxNone    = iota // not a decision point
	ctxGeneric        // Stone cards, R53, Irrigation
	ctxProduce        // + R28
	ctxBuild          // + R14, R29
)

// anytimeCtx is the context of the current phase for its actor.
func (s *State) anytimeCtx() int {
	switch s.phase {
	case PhPlace, PhFeed:
		return ctxGeneric
	case PhWindow:
		return windowCtx(int(s.window))
	case PhBuild, PhExtraBuild:
		return ctxBuild
	}
	return ctxNone
}

func windowCtx(kind int) int {
	switch kind {
	case WinProduce:
		return ctxProduce
	case WinBuild:
		return ctxBuild
	}
	return ctxGeneric
}

// stoneCard is the Stone an Anytime card gives with mode, 0 if none.
func stoneCard(id, mode int) int {
	switch NileCards[id-1].Power {
	case PwProvisions:
		if mode == 1 {
			return ProvisionsStone
		}
	case PwHiddenQuarry:
		if mode == 0 {
			return HiddenStone
		}
	case PwVersatility:
		if mode == 0 {
			return VersatileStone
		}
	}
	return 0
}

// anytimeMask: the cards that can give a generic Anytime action.
var anytimeMask = cardBits(14, 24, 28, 29, 39, 42, 44, 51, 53, 56)

func cardBits(ids ...int) (m uint64) {
	for _, id := range ids {
		m |= 1 << uint(id-1)
	}
	return m
}

// stoneCards are the cards with a Stone use, by id, and that use's mode.
var stoneCards = [...][2]int{{39, 1}, {44, 0}, {51, 0}, {56, 0}}

// r29Price is the Stone R29 option o costs.
func r29Price(o int) int {
	if o < 4 {
		return RecruitCost1
	}
	return RecruitCost2
}

// r29Gains is the Strength R29 option o gives each crew.
func r29Gains(o int) (g [NumCrews]int) {
	switch {
	case o < 4:
		g[o] = 1
	case o < 8:
		g[o-4] = 2
	default:
		pr := r29Pairs[o-8]
		g[pr[0]]++
		g[pr[1]]++
	}
	return g
}

// legalAnytime appends the actor's Anytime actions in the current phase,
// sorted.
func (s *State) legalAnytime(dst []engine.Action) []engine.Action {
	return s.anytime(int(s.actor), s.anytimeCtx(), dst)
}

// windowWanted reports whether seat has anything usable in window kind
// (CORE opens PhWindow only then).
func (s *State) windowWanted(seat, kind int) bool {
	var buf [160]engine.Action
	return len(s.anytime(seat, windowCtx(kind), buf[:0])) > 0
}

// anytime appends seat's Anytime actions in ctx, sorted. Uses that would
// change nothing (Stone at the cap, a Strength gain wholly lost) are not
// offered.
func (s *State) anytime(seat, ctx int, dst []engine.Action) []engine.Action {
	if ctx == ctxNone {
		return dst
	}
	p := &s.pl[seat]
	if p.Cards&anytimeMask == 0 {
		return dst
	}
	if ctx == ctxProduce && p.Has(28) && p.PermUsed&usedTrader == 0 {
		for c := 0; c < NumCrews; c++ {
			if p.Str[c] > MinStr { // A31
				dst = append(dst, engine.Action(aR28+c))
			}
		}
	}
	if p.Stone < StoneCap {
		for _, sc := range stoneCards {
			if p.Has(sc[0]) {
				dst = append(dst, engine.Action(aUse+(sc[0]-1)*2+sc[1]))
			}
		}
	}
	if p.Has(53) {
		for n := 1; n <= min(StoneSaleMax, int(p.Stone)); n++ {
			dst = append(dst, engine.Action(aSell+n-1))
		}
	}
	for k, irr := range irrigationCards {
		if !p.Has(irr) || p.Attach[k] != 0 {
			continue
		}
		for m := p.Cards & fieldMask; m != 0; m &= m - 1 {
			id := bits.TrailingZeros64(m) + 1
			if c := s.fieldColour(seat, id); c == Yellow || c == Red { // A34
				dst = append(dst, engine.Action(aAttach+k*64+id))
			}
		}
	}
	if ctx != ctxBuild {
		return dst
	}
	if p.Has(14) && p.PermUsed&usedForeman == 0 {
		for c := 0; c < NumCrews; c++ {
			if p.Str[c] < MaxStr {
				dst = append(dst, engine.Action(aR14+c))
			}
		}
	}
	if p.Has(29) && p.PermUsed&usedRecruiter == 0 {
		for o := 0; o < numR29; o++ {
			if s.r29Fits(seat, o) {
				dst = append(dst, engine.Action(aR29+o))
			}
		}
	}
	return dst
}

// r29Fits: seat can pay R29 option o and keeps all of its Strength.
func (s *State) r29Fits(seat, o int) bool {
	p := &s.pl[seat]
	if int(p.Stone) < r29Price(o) {
		return false
	}
	g := r29Gains(o)
	for c := 0; c < NumCrews; c++ {
		if int(p.Str[c])+g[c] > MaxStr {
			return false
		}
	}
	return true
}

// applyAnytime plays a when it is one of the generic Anytime actions
// (handled): an illegal one returns an error and changes nothing. Other
// actions (Wheat cards, boosts, R34, R48...) are not handled.
func (s *State) applyAnytime(a engine.Action) (bool, error) {
	switch {
	case in(a, aR28, NumCrews), in(a, aSell, StoneSaleMax), in(a, aAttach, 2*64),
		in(a, aR14, NumCrews), in(a, aR29, numR29):
	case in(a, aUse, NumNileCards*2):
		if stoneCard((int(a)-aUse)/2+1, (int(a)-aUse)%2) == 0 {
			return false, nil
		}
	default:
		return false, nil
	}
	seat := int(s.actor)
	var buf [160]engine.Action
	ok := false
	for _, x := range s.anytime(seat, s.anytimeCtx(), buf[:0]) {
		if x == a {
			ok = true
			break
		}
	}
	if !ok {
		return true, engine.Illegal("%s is not usable now", s.ActionString(a))
	}
	p := &s.pl[seat]
	switch {
	case in(a, aUse, NumNileCards*2):
		id, mode := (int(a)-aUse)/2+1, (int(a)-aUse)%2
		p.Cards &^= 1 << uint(id-1)
		if s.Recording() {
			s.Record(CardUsed{Player: seat, Card: id, Mode: mode})
		}
		s.addStone(seat, stoneCard(id, mode), RsnPower)
	case in(a, aSell, StoneSaleMax):
		n := int(a) - aSell + 1
		p.Cards &^= 1 << (53 - 1)
		if s.Recording() {
			s.Record(CardUsed{Player: seat, Card: 53})
			s.Record(Sold{Player: seat, Stone: n})
		}
		s.addStone(seat, -n, RsnSell)
		s.addScore(seat, n, RsnSell)
	case in(a, aAttach, 2*64):
		k, id := (int(a)-aAttach)/64, (int(a)-aAttach)%64
		from := s.fieldColour(seat, id)
		p.Attach[k] = int8(id)
		if s.Recording() {
			s.Record(Attached{Player: seat, Card: irrigationCards[k], Field: id, From: from, To: s.fieldColour(seat, id)})
		}
	case in(a, aR28, NumCrews):
		c := int(a) - aR28
		p.PermUsed |= usedTrader
		s.recordPower(seat, 28, c, -1, 0)
		s.addStrength(seat, c, -1, RsnPower)
		s.marketStep(seat, MktStone, 1, RsnPower)
		s.marketStep(seat, MktWheat, 1, RsnPower)
	case in(a, aR14, NumCrews):
		c := int(a) - aR14
		p.PermUsed |= usedForeman
		s.recordPower(seat, 14, c, -1, 0)
		s.addStrength(seat, c, 1, RsnPower)
	default: // R29
		o := int(a) - aR29
		g := r29Gains(o)
		cr := [2]int{-1, -1}
		i := 0
		for c := 0; c < NumCrews; c++ {
			if g[c] > 0 {
				cr[i] = c
				i++
			}
		}
		p.PermUsed |= usedRecruiter
		s.recordPower(seat, 29, cr[0], cr[1], r29Price(o))
		s.addStone(seat, -r29Price(o), RsnPower)
		for c := 0; c < NumCrews; c++ {
			s.addStrength(seat, c, g[c], RsnPower)
		}
	}
	return true, nil
}

func (s *State) recordPower(seat, card, c1, c2, stone int) {
	if s.Recording() {
		s.Record(PowerUsed{Player: seat, Card: card, Crews: [2]int{c1, c2}, Stone: stone})
	}
}
