package pharaon

import (
	"math/bits"
	"slices"
	"strings"

	"nilegames/engine"
)

// Paying a Quarter action (§5.1): one access token on the wheel (or, with
// [13]–[16] and a full segment, to the supply), then the action cost, with
// every substitute of the spec. A payment is one aPay+code action.
//
// Readings made here (the spec leaves the procedure open):
//   - Legal payments are the minimal ones: tokens that, with the access,
//     cover the cost, and from which no single token can be removed while
//     still covering it (§5.1 "never harmful"; no strictly wasteful payment).
//     This is what makes the access deducted whenever it can be.
//   - A Scribe substitutes once: with [1] and [2], AGR pays as JUS, JUS as
//     AGR or CON, but AGR not as CON.
//   - Resource c and its Resource Offering behave alike in every cost, and
//     Silver and the Quarter Offering of the Quarter used are both jokers:
//     the matching works on 6 such classes, payments list the actual kinds.
//   - With [7]–[10] on their Quarter the access counts as its own colour, or
//     as the wheel's by the normal rule (a Scribe partner); Silver and the
//     Quarter Offering count as a declared colour (A23). The colour recorded
//     is the first that makes the payment work: the natural one (own colour,
//     else the wheel's), then AGR..COM.
//
// Legal asks payableTargets (every target at once); PhPay lists
// legalPayments; cheapestPayment is the suggestion and the rollouts'.

// Token kinds in a payment (COMMON13): 0..4 base resources, 5 Silver,
// 6..10 Resource Offering of colour k-6, 11 the Quarter Offering of the
// Quarter being used.
const (
	tkSilver  = SIL
	tkResOff  = 6
	tkQuarter = 11
	numTk     = 12
	maxSpent  = 4 // no cost needs more than 4 tokens besides the access
	clJoker   = 5 // class of Silver and the Quarter Offering
	payRadix  = 13
	payTCodes = payRadix * payRadix * payRadix * payRadix // 28561
	payCodes  = numTk * NumBase * payTCodes               // 1,713,660
)

// Payment is one way to pay an action: the access token kind, the colour
// it counts as, and the tokens spent on the action cost by kind.
type Payment struct {
	Access, Colour int8
	Spent          [numTk]int8
}

// encodePay packs p: access and colour outermost, then the spent kinds in
// ascending order padded with 12, base 13. Codes sort by access first.
func encodePay(p Payment) int32 {
	code := int32(p.Access)*NumBase + int32(p.Colour)
	var d [maxSpent]int32
	n := 0
	for k := 0; k < numTk; k++ {
		for i := 0; i < int(p.Spent[k]) && n < maxSpent; i++ {
			d[n] = int32(k)
			n++
		}
	}
	for ; n < maxSpent; n++ {
		d[n] = numTk
	}
	t := int32(0)
	for _, x := range d {
		t = t*payRadix + x
	}
	return code*payTCodes + t
}

// decodePay is encodePay's inverse; ok is false for a code no payment has.
func decodePay(code int32) (p Payment, ok bool) {
	if code < 0 || code >= payCodes {
		return p, false
	}
	t := code % payTCodes
	ac := code / payTCodes
	p.Access, p.Colour = int8(ac/NumBase), int8(ac%NumBase)
	var d [maxSpent]int32
	for i := maxSpent - 1; i >= 0; i-- {
		d[i] = t % payRadix
		t /= payRadix
	}
	for i, x := range d {
		if i > 0 && x < d[i-1] {
			return Payment{}, false
		}
		if x < numTk {
			p.Spent[x]++
		}
	}
	return p, true
}

// PaymentOf is the payment an aPay action stands for (Access -1 when a is
// not one).
func PaymentOf(a engine.Action) Payment {
	if int(a) >= aPay {
		if p, ok := decodePay(int32(a) - aPay); ok {
			return p
		}
	}
	return Payment{Access: -1, Colour: -1}
}

var payTokenCodes = [numTk]string{"AGR", "JUS", "CON", "ROY", "COM", "SIL",
	"oAGR", "oJUS", "oCON", "oROY", "oCOM", "oQ"}

// payString is the stable text of a payment action, e.g.
// "pay:acc=SIL@JUS+AGR,AGR" (o = an Offering token, oQ the Quarter's).
func (s *State) payString(a engine.Action) (string, bool) {
	p := PaymentOf(a)
	if p.Access < 0 {
		return "", false
	}
	var b strings.Builder
	b.WriteString("pay:acc=")
	b.WriteString(payTokenCodes[p.Access])
	b.WriteByte('@')
	b.WriteString(payTokenCodes[p.Colour])
	sep := byte('+')
	for k := 0; k < numTk; k++ {
		for i := 0; i < int(p.Spent[k]); i++ {
			b.WriteByte(sep)
			b.WriteString(payTokenCodes[k])
			sep = ','
		}
	}
	return b.String(), true
}

// PaymentMade reports a payment: the access token (Pay.Access, counting
// as Pay.Colour) on slot Slot of the Segment colour's wheel segment or,
// with Noble [13]–[16] tilted for it (Noble), to the supply (Slot -1);
// then Pay.Spent, the tokens spent on the action cost by kind (kind 11 is
// the Quarter Offering of Quarter).
type PaymentMade struct {
	Player, Quarter int
	Pay             Payment
	Segment, Slot   int
	Noble           int // 0 when a free slot was used
}

func (PaymentMade) EventName() string { return "payment_made" }

func tkClass(k int) int {
	switch {
	case k < NumBase:
		return k
	case k == tkSilver || k == tkQuarter:
		return clJoker
	}
	return k - tkResOff
}

// payShape is an action cost: for each choice of X (Artisans, Offerings
// with the extra) the number of slots of each colour (AnyBase: any base
// resource) and the set of colours present.
type payShape struct {
	n      int8 // choices of X (1 when the cost has none)
	m      int8 // slots to fill
	deduct bool // the access may fill one (not with the Judge, A29)
	mono   int8 // k when choice x is k slots of colour x (Artisans, extra Offerings)
	p      [NumBase]uint8
	d      [NumBase][NumBase + 1]int8
}

func (sh *payShape) add(x, col int, k int8) {
	sh.p[x] |= 1 << uint(col)
	sh.d[x][col] += k
}

// The costs of every action, built once.
var payShapes struct {
	art, nob, judge, off, offExtra payShape
	nile                           [NumNile]payShape
	burial                         [BCSteps]payShape
}

// payAnyAccNoble and payFullWheelNoble: by Quarter, Noble [7]–[10] and
// [13]–[16] (0 none).
var payAnyAccNoble, payFullWheelNoble [NumQuarters]int

func init() {
	sh := &payShapes
	sh.art.n, sh.art.m, sh.art.deduct, sh.art.mono = NumBase, 3, true, 3
	sh.offExtra.n, sh.offExtra.m, sh.offExtra.deduct, sh.offExtra.mono = NumBase, 2, true, 2
	for x := 0; x < NumBase; x++ {
		sh.art.add(x, x, 3)
		sh.offExtra.add(x, x, 2)
	}
	sh.nob.n, sh.nob.m, sh.nob.deduct = 1, NumBase, true
	for i := 0; i < NumBase; i++ {
		sh.nob.add(0, i, 1)
	}
	sh.judge.n, sh.judge.m = 1, 4 // A29: the access is not deducted
	sh.judge.add(0, AnyBase, 4)
	sh.off.n, sh.off.m, sh.off.deduct = 1, 1, true
	sh.off.add(0, AnyBase, 1)
	for o, opt := range NileOptions {
		n := &sh.nile[o]
		n.n, n.m, n.deduct = 1, 2, true
		n.add(0, int(opt.A), 1)
		n.add(0, int(opt.B), 1)
	}
	for st, step := range BurialPath {
		b := &sh.burial[st]
		b.n, b.deduct = 1, true
		for _, r := range step.Cost {
			b.m++
			b.add(0, int(r), 1)
		}
	}
	for i := range AccessQuarter {
		payAnyAccNoble[AccessQuarter[i]] = NArchitect + i
		payFullWheelNoble[WheelQuarter[i]] = NPhysician + i
	}
}

// payCtx is one seat's situation for one pending action.
type payCtx struct {
	sh      *payShape
	seat    int
	q, w    int
	anyAcc  bool               // [7]–[10] on this Quarter
	scribes bool               // some Scribe owned
	partner [NumBase]uint8     // Scribe partners by colour
	fill    [NumBase + 1]uint8 // slot colours (bit 5: any) a class fills
	hold    [numTk]int8
	cls     [NumBase + 1]int8 // holdings by class
	slot    int               // free slot on the segment, -1: the Noble power
	noble   int               // [13]–[16] used when slot is -1

	// output
	mode    int8 // 0 append to dst, 1 keep the cheapest
	dst     []engine.Action
	found   bool
	best    int32
	bestKey payKey
}

// payContext gathers what a payment depends on; ok is false when the
// action cannot be paid at all (no slot and no power, nothing to pay for).
func (s *State) payContext(seat int, p pending, c *payCtx) bool {
	q := int(p.quarter)
	if q < 0 || q >= NumQuarters || seat < 0 || seat >= int(s.n) {
		return false
	}
	s.paySeat(seat, c)
	if !s.payQuarter(q, c) {
		return false
	}
	pl := &s.pl[seat]
	switch q {
	case ART:
		c.sh = &payShapes.art
	case NOB:
		c.sh = &payShapes.nob
		if pl.Has(NJudge) {
			c.sh = &payShapes.judge
		}
	case NIL:
		if p.target < 0 || int(p.target) >= NumNile {
			return false
		}
		c.sh = &payShapes.nile[p.target]
	case BUR:
		if int(pl.BC) >= BCSteps || pl.BC < 0 {
			return false
		}
		c.sh = &payShapes.burial[pl.BC]
	case OFF:
		c.sh = &payShapes.off
		if p.extra {
			c.sh = &payShapes.offExtra
		}
	}
	return true
}

// paySeat fills what depends on the seat only.
func (s *State) paySeat(seat int, c *payCtx) {
	pl := &s.pl[seat]
	c.seat = seat
	if sc := pl.Nobles & (1<<5 - 1); sc != 0 {
		c.scribes = true
		for n := 0; n < 5; n++ {
			if sc&(1<<uint(n)) != 0 {
				a, b := ScribePair[n][0], ScribePair[n][1]
				c.partner[a] |= 1 << uint(b)
				c.partner[b] |= 1 << uint(a)
			}
		}
	}
	for cl := 0; cl < NumBase; cl++ {
		c.fill[cl] = 1<<uint(cl) | c.partner[cl] | 1<<AnyBase
	}
	c.fill[clJoker] = 1<<(NumBase+1) - 1
	for k := 0; k < NumBase; k++ {
		c.hold[k], c.hold[tkResOff+k] = pl.Res[k], pl.Off[OffRes+k]
		c.cls[k] = pl.Res[k] + pl.Off[OffRes+k]
	}
	c.hold[tkSilver] = pl.Res[SIL]
}

// payQuarter fills what depends on the Quarter; false when its segment is
// full and no [13]–[16] lets the seat in.
func (s *State) payQuarter(q int, c *payCtx) bool {
	return s.payQuarterW(q, s.WheelColour(q), c)
}

// payQuarterW is payQuarter with the wheel colour w facing q known.
func (s *State) payQuarterW(q, w int, c *payCtx) bool {
	pl := &s.pl[c.seat]
	c.q, c.w = q, w
	c.slot, c.noble = s.freeSlot(c.w), 0
	if c.slot < 0 {
		n := payFullWheelNoble[q]
		if n == 0 || !pl.Ready(n) {
			return false
		}
		c.noble = n
	}
	n := payAnyAccNoble[q]
	c.anyAcc = n != 0 && pl.Has(n)
	c.hold[tkQuarter] = pl.Off[OffQuarter+q]
	c.cls[clJoker] = pl.Res[SIL] + pl.Off[OffQuarter+q]
	return true
}

// Bits of payableTargets.
const (
	payART      = 0
	payNOB      = 1
	payBUR      = 2
	payOFF      = 3
	payOFFExtra = 4
	payNIL      = 5 // + Nile option
)

// payableTargets answers canPay for every action of the Tablet at once,
// one bit each (payART.., payNIL+option): for Legal.
func (s *State) payableTargets(seat int) uint32 {
	if seat < 0 || seat >= int(s.n) {
		return 0
	}
	var c payCtx
	s.paySeat(seat, &c)
	pl := &s.pl[seat]
	mask := uint32(0)
	try := func(bit int, sh *payShape) {
		c.sh = sh
		if c.payable() {
			mask |= 1 << uint(bit)
		}
	}
	for pos, q8 := range s.ring {
		q := int(q8)
		if q == BUR && (pl.BC < 0 || int(pl.BC) >= BCSteps) {
			continue
		}
		w := ((pos-int(s.wheel))%NumQuarters + NumQuarters) % NumQuarters
		if !s.payQuarterW(q, w, &c) {
			continue
		}
		switch q {
		case ART:
			try(payART, &payShapes.art)
		case NOB:
			if pl.Has(NJudge) {
				try(payNOB, &payShapes.judge)
			} else {
				try(payNOB, &payShapes.nob)
			}
		case BUR:
			try(payBUR, &payShapes.burial[pl.BC])
		case OFF:
			try(payOFF, &payShapes.off)
			try(payOFFExtra, &payShapes.offExtra)
		case NIL:
			if c.scribes {
				for o := range payShapes.nile {
					try(payNIL+o, &payShapes.nile[o])
				}
				break
			}
			// without Scribes an option is paid when each of its two
			// colours has a token or a joker (the access as in payable)
			w := c.cls
			if !c.anyAcc && w[c.w] == 0 {
				w[clJoker]--
				w[c.w]++
			}
			if w[clJoker] < 0 {
				break
			}
			j := min(int(w[clJoker]), 2)
			for o, no := range NileOptions {
				if b2i(w[no.A] > 0)+b2i(w[no.B] > 0)+j >= 2 {
					mask |= 1 << uint(payNIL+o)
				}
			}
		}
	}
	return mask
}

// accessCols is the set of colours an access token of class cl may count
// as (bit per colour), 0 when it cannot pay the access.
func (c *payCtx) accessCols(cl int) uint8 {
	normal := cl == clJoker || cl == c.w || c.partner[c.w]&(1<<uint(cl)) != 0
	if !c.anyAcc {
		if normal {
			return 1 << uint(c.w)
		}
		return 0
	}
	if cl == clJoker {
		return 1<<NumBase - 1
	}
	m := uint8(1) << uint(cl)
	if normal {
		m |= 1 << uint(c.w)
	}
	return m
}

// vmask is the slot colours an access counting as one of cols fills.
func (c *payCtx) vmask(cols uint8) uint8 {
	m := uint8(0)
	for col := 0; col < NumBase; col++ {
		if cols&(1<<uint(col)) != 0 {
			m |= c.fill[col]
		}
	}
	return m
}

// cover reports whether v (tokens by class) plus an access counting as one
// of cols fill every slot of the cost for some X.
func (c *payCtx) cover(v *[NumBase + 1]int8, cols uint8) bool {
	for x := 0; x < int(c.sh.n); x++ {
		if c.coverX(v, cols, x) {
			return true
		}
	}
	return false
}

// coverX is cover for the choice x of X.
func (c *payCtx) coverX(v *[NumBase + 1]int8, cols uint8, x int) bool {
	sh := c.sh
	if !sh.deduct {
		cols = 0
	}
	d := &sh.d[x]
	if !c.scribes {
		// each class fills its colour and "any": greedy is exact; the
		// access is one more token of its colour, or a joker
		w := *v
		switch {
		case cols == 0:
		case cols&(cols-1) == 0:
			w[bits.TrailingZeros8(cols)]++
		default:
			w[clJoker]++
		}
		// the colours asked for take their own class first, jokers the
		// rest; "any" slots take what is left over, then jokers
		need, used := 0, 0
		for b := sh.p[x] &^ (1 << AnyBase); b != 0; b &= b - 1 {
			cl := bits.TrailingZeros8(b)
			if k := int(d[cl]) - int(w[cl]); k > 0 {
				need += k
				used += int(w[cl])
			} else {
				used += int(d[cl])
			}
		}
		if da := int(d[AnyBase]); da > 0 {
			spare := int(w[0]) + int(w[1]) + int(w[2]) + int(w[3]) + int(w[4]) - used
			if k := da - spare; k > 0 {
				need += k
			}
		}
		return need <= int(w[clJoker])
	}
	// Hall's condition on the slot colours (a set of slots is worst when
	// it holds whole colours)
	vm := c.vmask(cols)
	p := sh.p[x]
	for u := p; u != 0; u = (u - 1) & p {
		dem := 0
		for b := u; b != 0; b &= b - 1 {
			dem += int(d[bits.TrailingZeros8(b)])
		}
		n := int(v[clJoker])
		if vm&u != 0 {
			n++
		}
		for cl := 0; cl < NumBase && n < dem; cl++ {
			if c.fill[cl]&u != 0 {
				n += int(v[cl])
			}
		}
		if n < dem {
			return false
		}
	}
	return true
}

// canPay reports whether seat can pay the pending action in some way.
func (s *State) canPay(seat int, p pending) bool {
	var c payCtx
	return s.payContext(seat, p, &c) && c.payable()
}

func (c *payCtx) payable() bool {
	m := c.sh.m
	total := 0
	for _, h := range c.cls {
		total += int(h)
	}
	if total < int(m) || (!c.sh.deduct && total <= int(m)) {
		return false
	}
	if !c.scribes && (c.sh.deduct || !c.anyAcc) {
		// Without Scribes the access token and what it counts as cancel
		// out, unless a joker pays it as W (or, with the Judge, it is
		// simply spent: a W before a joker).
		w := c.cls
		switch {
		case !c.sh.deduct && w[c.w] > 0:
			w[c.w]--
		case !c.sh.deduct:
			w[clJoker]--
		case !c.anyAcc && w[c.w] == 0:
			w[clJoker]--
			w[c.w]++
		}
		if w[clJoker] < 0 {
			return false
		}
		if k := c.sh.mono; k > 0 {
			top := max(w[0], w[1], w[2], w[3], w[4])
			return int(top)+int(w[clJoker]) >= int(k)
		}
		for x := 0; x < int(c.sh.n); x++ {
			if c.coverX(&w, 0, x) {
				return true
			}
		}
		return false
	}
	var v [NumBase + 1]int8
	for i, h := range c.cls {
		v[i] = min(h, m)
	}
	if !c.anyAcc && v[c.w] > 0 {
		// a wheel-colour token is the best access: giving a joker or a
		// partner instead leaves less (the access counts as W anyway)...
		v[c.w] = min(c.cls[c.w]-1, m)
		if c.cover(&v, 1<<uint(c.w)) {
			return true
		}
		v[c.w] = min(c.cls[c.w], m)
		if !c.scribes {
			return false
		}
		// ...except against a Scribe partner, which may be worth less
	}
	for ac := 0; ac <= NumBase; ac++ {
		if c.cls[ac] == 0 || (!c.anyAcc && ac == c.w) {
			continue
		}
		cols := c.accessCols(ac)
		if cols == 0 {
			continue
		}
		v[ac] = min(c.cls[ac]-1, m)
		ok := c.cover(&v, cols)
		v[ac] = min(c.cls[ac], m)
		if ok {
			return true
		}
	}
	return false
}

// legalPayments appends every legal payment of the pending action, sorted.
func (s *State) legalPayments(seat int, p pending, dst []engine.Action) []engine.Action {
	var c payCtx
	if !s.payContext(seat, p, &c) {
		return dst
	}
	n0 := len(dst)
	c.dst = dst
	c.each()
	dst = c.dst
	slices.Sort(dst[n0:])
	return dst
}

// SuggestedPayment is the payment the picker offers first in PhPay
// (cheapestPayment for the seat deciding), -1 in any other phase.
func (s *State) SuggestedPayment() engine.Action {
	if s.phase != PhPay {
		return -1
	}
	return s.cheapestPayment(int(s.actor), s.pend)
}

// cheapestPayment is the suggested payment: fewest Silver, then fewest
// Offerings, then fewest tokens, then keeping most of the colours the seat
// holds fewest of; -1 when there is none.
func (s *State) cheapestPayment(seat int, p pending) engine.Action {
	var c payCtx
	if !s.payContext(seat, p, &c) {
		return -1
	}
	c.mode = 1
	c.each()
	if !c.found {
		return -1
	}
	return engine.Action(aPay + c.best)
}

// each enumerates the legal payments: by access class and choice of X,
// the class vectors that cover that X with no token it cannot use (a
// legal payment has none), the first X it covers only, minimal; then
// every split of them into actual token kinds.
func (c *payCtx) each() {
	m := int(c.sh.m)
	for ac := 0; ac <= NumBase; ac++ {
		if c.cls[ac] == 0 {
			continue
		}
		cols := c.accessCols(ac)
		if cols == 0 {
			continue
		}
		for x := 0; x < int(c.sh.n); x++ {
			// caps: what the holdings allow, and no more than the slots
			// this class can fill for this X
			var hv [NumBase + 1]int8
			for cl, h := range c.cls {
				if cl == ac {
					h--
				}
				fit := 0
				for b := c.fill[cl] & c.sh.p[x]; b != 0; b &= b - 1 {
					fit += int(c.sh.d[x][bits.TrailingZeros8(b)])
				}
				hv[cl] = int8(min(int(h), fit, m))
			}
			// When the access can fill a slot of this X it must (a
			// payment of m tokens would leave it out); when it cannot,
			// the m slots take m tokens.
			size := m
			if c.sh.deduct && c.vmask(cols)&c.sh.p[x] != 0 {
				size = m - 1
			}
			var v [NumBase + 1]int8
			c.vectors(0, size, &v, &hv, ac, cols, x)
		}
	}
}

// vectors enumerates class vectors of the given size from class cl on.
func (c *payCtx) vectors(cl, left int, v, hv *[NumBase + 1]int8, ac int, cols uint8, x int) {
	for cl < NumBase && hv[cl] == 0 {
		cl++
	}
	if cl == NumBase {
		if int(hv[clJoker]) >= left {
			v[clJoker] = int8(left)
			c.tryVector(v, ac, cols, x)
			v[clJoker] = 0
		}
		return
	}
	for k := min(int(hv[cl]), left); k >= 0; k-- {
		v[cl] = int8(k)
		c.vectors(cl+1, left-k, v, hv, ac, cols, x)
	}
	v[cl] = 0
}

func (c *payCtx) tryVector(v *[NumBase + 1]int8, ac int, cols uint8, x int) {
	if !c.coverX(v, cols, x) {
		return
	}
	for y := 0; y < x; y++ {
		if c.coverX(v, cols, y) {
			return // found with that X already
		}
	}
	size := 0
	for _, n := range v {
		size += int(n)
	}
	if size >= int(c.sh.m) && !c.minimal(v, cols) {
		return
	}
	col := c.colour(v, ac, cols)
	kinds := [2]int{ac, tkResOff + ac}
	if ac == clJoker {
		kinds = [2]int{tkSilver, tkQuarter}
	}
	for _, k := range kinds {
		if c.hold[k] == 0 {
			continue
		}
		var sp [numTk]int8
		c.split(0, v, &sp, k, col, 0, 0)
	}
}

// minimal: no single token of v can be left out.
func (c *payCtx) minimal(v *[NumBase + 1]int8, cols uint8) bool {
	for cl := range v {
		if v[cl] == 0 {
			continue
		}
		v[cl]--
		ok := c.cover(v, cols)
		v[cl]++
		if ok {
			return false
		}
	}
	return true
}

// colour is the canonical colour the access counts as (see the file
// comment).
func (c *payCtx) colour(v *[NumBase + 1]int8, ac int, cols uint8) int8 {
	nat := c.w
	if c.anyAcc && ac < NumBase {
		nat = ac
	}
	if cols&(cols-1) == 0 {
		return int8(nat)
	}
	if cols&(1<<uint(nat)) != 0 && c.cover(v, 1<<uint(nat)) {
		return int8(nat)
	}
	for col := 0; col < NumBase; col++ {
		if col != nat && cols&(1<<uint(col)) != 0 && c.cover(v, 1<<uint(col)) {
			return int8(col)
		}
	}
	return int8(nat)
}

// split turns class counts into token kinds, every way the holdings allow
// (the access token of kind acc is already taken). It builds the code's
// digits as it goes: t holds nd ascending kinds; resources and Silver come
// here, the Offerings (kinds 6..11) at the end.
func (c *payCtx) split(cl int, v *[NumBase + 1]int8, sp *[numTk]int8, acc int, col int8, t int32, nd int) {
	for cl <= NumBase && v[cl] == 0 {
		cl++
	}
	if cl == NumBase+1 {
		for k := tkResOff; k < numTk; k++ {
			for i := int8(0); i < sp[k]; i++ {
				t = t*payRadix + int32(k)
				nd++
			}
		}
		code := (int32(acc)*NumBase+int32(col))*payTCodes + t*payPow[maxSpent-nd] + payPad[maxSpent-nd]
		c.emit(code, acc, sp)
		return
	}
	a, b := cl, tkResOff+cl
	if cl == clJoker {
		a, b = tkSilver, tkQuarter
	}
	ha, hb := int(c.hold[a]), int(c.hold[b])
	if acc == a {
		ha--
	} else if acc == b {
		hb--
	}
	n := int(v[cl])
	lo := max(0, n-hb)
	for i := 0; i < lo; i++ {
		t = t*payRadix + int32(a)
	}
	for i := lo; i <= min(n, ha); i++ {
		sp[a], sp[b] = int8(i), int8(n-i)
		c.split(cl+1, v, sp, acc, col, t, nd+i)
		t = t*payRadix + int32(a)
	}
	sp[a], sp[b] = 0, 0
}

// payPow[k] is 13^k; payPad[k] the code of k padding digits (12).
var (
	payPow = [maxSpent + 1]int32{1, 13, 169, 2197, 28561}
	payPad = [maxSpent + 1]int32{0, 12, 12*13 + 12, (12*13+12)*13 + 12, ((12*13+12)*13+12)*13 + 12}
)

func (c *payCtx) emit(code int32, acc int, sp *[numTk]int8) {
	if c.mode == 0 {
		c.dst = append(c.dst, engine.Action(aPay+code))
		return
	}
	k := c.key(acc, sp)
	if !c.found || k.less(&c.bestKey) || (k == c.bestKey && code < c.best) {
		c.found, c.best, c.bestKey = true, code, k
	}
}

// payKey orders payments for cheapestPayment.
type payKey struct {
	silver, offer, tokens int8
	rem                   [NumBase]int8 // base resources left, ascending
}

func (c *payCtx) key(acc int, spent *[numTk]int8) payKey {
	return keyOf((*[NumBase]int8)(c.hold[:NumBase]), acc, spent)
}

// CheaperPayment reports whether payment a comes before b in the order of
// the suggestion (cheapestPayment) for a seat holding hold: fewest Silver,
// then fewest Offerings, then fewest tokens, then keeping most of the
// colours held fewest of. The payment picker lists payments in this order.
func CheaperPayment(hold *Player, a, b Payment) bool {
	res := (*[NumBase]int8)(hold.Res[:NumBase])
	ka, kb := keyOf(res, int(a.Access), &a.Spent), keyOf(res, int(b.Access), &b.Spent)
	return ka.less(&kb)
}

// keyOf is the payKey of spending spent plus the access token acc (none
// when out of range) out of the base resources held.
func keyOf(hold *[NumBase]int8, acc int, spent *[numTk]int8) payKey {
	var k payKey
	sp := *spent
	if acc >= 0 && acc < numTk {
		sp[acc]++
	}
	k.silver = sp[tkSilver]
	for i := tkResOff; i < numTk; i++ {
		k.offer += sp[i]
	}
	for _, x := range sp {
		k.tokens += x
	}
	for i := 0; i < NumBase; i++ {
		k.rem[i] = hold[i] - sp[i]
	}
	slices.Sort(k.rem[:])
	return k
}

func (k *payKey) less(o *payKey) bool {
	if k.silver != o.silver {
		return k.silver < o.silver
	}
	if k.offer != o.offer {
		return k.offer < o.offer
	}
	if k.tokens != o.tokens {
		return k.tokens < o.tokens
	}
	for i := range k.rem {
		if k.rem[i] != o.rem[i] {
			return k.rem[i] > o.rem[i]
		}
	}
	return false
}

// check reports whether p is one of the legal payments.
func (c *payCtx) check(p *Payment) bool {
	if p.Access < 0 || int(p.Access) >= numTk || p.Colour < 0 || int(p.Colour) >= NumBase {
		return false
	}
	for k, n := range p.Spent {
		if k == int(p.Access) {
			n++
		}
		if n > c.hold[k] {
			return false
		}
	}
	ac := tkClass(int(p.Access))
	cols := c.accessCols(ac)
	if cols == 0 {
		return false
	}
	var v [NumBase + 1]int8
	for k, n := range p.Spent {
		v[tkClass(k)] += n
	}
	size := 0
	for _, x := range v {
		size += int(x)
	}
	if !c.cover(&v, cols) || (size >= int(c.sh.m) && !c.minimal(&v, cols)) {
		return false
	}
	return c.colour(&v, ac, cols) == p.Colour
}

// applyPayment pays the pending action with a: the access token onto the
// wheel (or to the supply, tilting the [13]–[16] Noble), the spent tokens
// to the supply and the Offering discard.
func (s *State) applyPayment(seat int, p pending, a engine.Action) error {
	if int(a) < aPay {
		return engine.Illegal("not a payment")
	}
	pay, ok := decodePay(int32(a) - aPay)
	if !ok {
		return engine.Illegal("unknown payment code %d", int(a)-aPay)
	}
	var c payCtx
	if !s.payContext(seat, p, &c) || !c.check(&pay) {
		str, _ := s.payString(a)
		return engine.Illegal("payment %s is not legal here", str)
	}
	q, w := c.q, c.w
	pl := &s.pl[seat]
	acc := int(pay.Access)
	s.payTake(seat, acc, q)
	if c.slot >= 0 {
		content := int8(acc)
		switch {
		case acc == tkQuarter:
			content = wheelOff + int8(OffQuarter+q)
		case acc >= tkResOff:
			content = wheelOff + int8(OffRes+acc-tkResOff)
		}
		s.slots[w][c.slot] = content
		s.slotBy[w][c.slot] = int8(seat)
	} else {
		s.payReturn(acc, q)
		pl.Tilted |= 1 << uint(c.noble-1)
	}
	for k, n := range pay.Spent {
		for i := int8(0); i < n; i++ {
			s.payTake(seat, k, q)
			s.payReturn(k, q)
		}
	}
	if s.Recording() {
		s.Record(PaymentMade{Player: seat, Quarter: q, Pay: pay, Segment: w, Slot: c.slot, Noble: c.noble})
		if c.noble != 0 {
			s.Record(NobleTilted{Player: seat, Noble: c.noble})
		}
	}
	return nil
}

func (s *State) payTake(seat, k, q int) {
	pl := &s.pl[seat]
	switch {
	case k < NumRes:
		pl.Res[k]--
	case k == tkQuarter:
		pl.Off[OffQuarter+q]--
	default:
		pl.Off[OffRes+k-tkResOff]--
	}
}

func (s *State) payReturn(k, q int) {
	switch {
	case k < NumRes:
		s.supply[k]++
	case k == tkQuarter:
		s.offDisc[OffQuarter+q]++
	default:
		s.offDisc[OffRes+k-tkResOff]++
	}
}
