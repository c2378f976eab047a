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
	p      [NumBase]uint8
	all    uint8 // union of p
	d      [NumBase][NumBase + 1]int8
}

func (sh *payShape) add(x, col int, k int8) {
	sh.p[x] |= 1 << uint(col)
	sh.all |= 1 << uint(col)
	sh.d[x][col] += k
}

// payCtx is one seat's situation for one pending action.
type payCtx struct {
	sh      payShape
	seat    int
	q, w    int
	anyAcc  bool               // [7]–[10] on this Quarter
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
	pl := &s.pl[seat]
	c.seat, c.q, c.w = seat, q, s.WheelColour(q)
	c.slot, c.noble = s.freeSlot(c.w), 0
	if c.slot < 0 {
		for i, wq := range WheelQuarter {
			if int(wq) == q && pl.Ready(NPhysician+i) {
				c.noble = NPhysician + i
			}
		}
		if c.noble == 0 {
			return false
		}
	}
	sh := &c.sh
	sh.n, sh.deduct = 1, true
	switch q {
	case ART:
		sh.n, sh.m = NumBase, 3
		for x := 0; x < NumBase; x++ {
			sh.add(x, x, 3)
		}
	case NOB:
		if pl.Has(NJudge) {
			sh.m, sh.deduct = 4, false
			sh.add(0, AnyBase, 4)
		} else {
			sh.m = NumBase
			for i := 0; i < NumBase; i++ {
				sh.add(0, i, 1)
			}
		}
	case NIL:
		if p.target < 0 || int(p.target) >= NumNile {
			return false
		}
		o := NileOptions[p.target]
		sh.m = 2
		sh.add(0, int(o.A), 1)
		sh.add(0, int(o.B), 1)
	case BUR:
		if int(pl.BC) >= BCSteps || pl.BC < 0 {
			return false
		}
		for _, r := range BurialPath[pl.BC].Cost {
			sh.m++
			sh.add(0, int(r), 1)
		}
	case OFF:
		if p.extra {
			sh.n, sh.m = NumBase, 2
			for x := 0; x < NumBase; x++ {
				sh.add(x, x, 2)
			}
		} else {
			sh.m = 1
			sh.add(0, AnyBase, 1)
		}
	}
	for i, aq := range AccessQuarter {
		if int(aq) == q && pl.Has(NArchitect+i) {
			c.anyAcc = true
		}
	}
	if sc := pl.Nobles & (1<<5 - 1); sc != 0 {
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
	for k := 0; k < NumRes; k++ {
		c.hold[k] = pl.Res[k]
	}
	for k := 0; k < NumBase; k++ {
		c.hold[tkResOff+k] = pl.Off[OffRes+k]
	}
	c.hold[tkQuarter] = pl.Off[OffQuarter+q]
	for i := range c.cls {
		c.cls[i] = 0
	}
	for k, h := range c.hold {
		if h > 0 {
			c.cls[tkClass(k)] += h
		}
	}
	return true
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
	if !c.sh.deduct {
		return 0
	}
	m := uint8(0)
	for col := 0; col < NumBase; col++ {
		if cols&(1<<uint(col)) != 0 {
			m |= c.fill[col]
		}
	}
	return m
}

// cover reports whether v (tokens by class) plus an access counting as one
// of cols fill every slot of the cost for some X: Hall's condition on the
// slot types (a subset of slots is worst when it holds whole types).
func (c *payCtx) cover(v *[NumBase + 1]int8, vm uint8) bool {
	sh := &c.sh
	for x := 0; x < int(sh.n); x++ {
		p, d := sh.p[x], &sh.d[x]
		ok := true
		for u := p; u != 0 && ok; u = (u - 1) & p {
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
			ok = n >= dem
		}
		if ok {
			return true
		}
	}
	return false
}

// canPay reports whether seat can pay the pending action in some way.
func (s *State) canPay(seat int, p pending) bool {
	var c payCtx
	if !s.payContext(seat, p, &c) {
		return false
	}
	m := c.sh.m
	total := 0
	for _, h := range c.cls {
		total += int(h)
	}
	if total < int(m) || (!c.sh.deduct && total <= int(m)) {
		return false
	}
	for ac := 0; ac <= NumBase; ac++ {
		if c.cls[ac] == 0 {
			continue
		}
		cols := c.accessCols(ac)
		if cols == 0 {
			continue
		}
		var v [NumBase + 1]int8
		for i, h := range c.cls {
			if i == ac {
				h--
			}
			v[i] = min(h, m)
		}
		if c.cover(&v, c.vmask(cols)) {
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

// each enumerates the legal payments: by access class, the minimal class
// vectors, then every split of them into actual token kinds.
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
		var hv [NumBase + 1]int8
		for i, h := range c.cls {
			if i == ac {
				h--
			}
			hv[i] = min(h, int8(m))
		}
		vm := c.vmask(cols)
		var v [NumBase + 1]int8
		for size := m - 1; size <= m; size++ {
			if size >= 0 && (size == m || c.sh.deduct) {
				c.vectors(0, size, &v, &hv, ac, cols, vm)
			}
		}
	}
}

// vectors enumerates class vectors of the given size from class cl on.
func (c *payCtx) vectors(cl, left int, v, hv *[NumBase + 1]int8, ac int, cols, vm uint8) {
	if cl == NumBase+1 || left == 0 {
		if left == 0 {
			c.tryVector(v, ac, cols, vm)
		}
		return
	}
	// skip classes that fill nothing in any choice of X
	hi := 0
	if c.fill[cl]&c.sh.all != 0 {
		hi = min(int(hv[cl]), left)
	}
	for k := hi; k >= 0; k-- {
		v[cl] = int8(k)
		c.vectors(cl+1, left-k, v, hv, ac, cols, vm)
	}
	v[cl] = 0
}

func (c *payCtx) tryVector(v *[NumBase + 1]int8, ac int, cols, vm uint8) {
	if !c.cover(v, vm) {
		return
	}
	size := 0
	for _, x := range v {
		size += int(x)
	}
	if size >= int(c.sh.m) && !c.minimal(v, vm) {
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
		c.split(0, v, &sp, k, col)
	}
}

// minimal: no single token of v can be left out.
func (c *payCtx) minimal(v *[NumBase + 1]int8, vm uint8) bool {
	for cl := range v {
		if v[cl] == 0 {
			continue
		}
		v[cl]--
		ok := c.cover(v, vm)
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
	if cols&(1<<uint(nat)) != 0 && c.cover(v, c.vmask(1<<uint(nat))) {
		return int8(nat)
	}
	for col := 0; col < NumBase; col++ {
		if col != nat && cols&(1<<uint(col)) != 0 && c.cover(v, c.vmask(1<<uint(col))) {
			return int8(col)
		}
	}
	return int8(nat)
}

// split turns class counts into token kinds, every way the holdings allow
// (the access token of kind acc is already taken).
func (c *payCtx) split(cl int, v *[NumBase + 1]int8, sp *[numTk]int8, acc int, col int8) {
	if cl == NumBase+1 {
		c.emit(Payment{Access: int8(acc), Colour: col, Spent: *sp})
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
	for i := max(0, n-hb); i <= min(n, ha); i++ {
		sp[a], sp[b] = int8(i), int8(n-i)
		c.split(cl+1, v, sp, acc, col)
	}
	sp[a], sp[b] = 0, 0
}

func (c *payCtx) emit(p Payment) {
	code := encodePay(p)
	if c.mode == 0 {
		c.dst = append(c.dst, engine.Action(aPay+code))
		return
	}
	k := c.key(&p)
	if !c.found || k.less(&c.bestKey) || (k == c.bestKey && code < c.best) {
		c.found, c.best, c.bestKey = true, code, k
	}
}

// payKey orders payments for cheapestPayment.
type payKey struct {
	silver, offer, tokens int8
	rem                   [NumBase]int8 // base resources left, ascending
}

func (c *payCtx) key(p *Payment) payKey {
	var k payKey
	sp := p.Spent
	sp[p.Access]++
	k.silver = sp[tkSilver]
	for i := tkResOff; i < numTk; i++ {
		k.offer += sp[i]
	}
	for _, x := range sp {
		k.tokens += x
	}
	for i := 0; i < NumBase; i++ {
		k.rem[i] = c.hold[i] - sp[i]
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
	vm := c.vmask(cols)
	if !c.cover(&v, vm) || (size >= int(c.sh.m) && !c.minimal(&v, vm)) {
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
	s.Record(PaymentMade{Player: seat, Quarter: q, Pay: pay, Segment: w, Slot: c.slot, Noble: c.noble})
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
