package pharaon

import (
	"errors"
	"slices"
	"testing"

	"nilegames/engine"
)

// payState is a bare table for payment tests: the Quarters in ring order
// ART, NOB, NIL, BUR, OFF, an empty wheel, a full supply, empty hands.
func payState(players int) *State {
	s := &State{}
	s.players, s.n = int8(players), int8(players)
	for i := range s.ring {
		s.ring[i] = int8(i)
	}
	for c := range s.slots {
		for j := range s.slots[c] {
			s.slots[c][j], s.slotBy[c][j] = wheelEmpty, -1
		}
	}
	for r := range s.supply {
		s.supply[r] = Supply
	}
	return s
}

// face turns the wheel so that Quarter q faces colour c.
func (s *State) payFace(q, c int) {
	s.wheel = int8(((q-c)%NumQuarters + NumQuarters) % NumQuarters)
}

// give hands seat payment token kinds (11: the Quarter Offering of q).
func (s *State) payGive(seat, q int, kinds ...int) {
	for _, k := range kinds {
		switch {
		case k < NumRes:
			s.pl[seat].Res[k]++
		case k == tkQuarter:
			s.pl[seat].Off[OffQuarter+q]++
		default:
			s.pl[seat].Off[OffRes+k-tkResOff]++
		}
	}
}

func (s *State) payOwn(seat int, nobles ...int) {
	for _, n := range nobles {
		s.pl[seat].Nobles |= 1 << uint(n-1)
	}
}

// payStrings lists the legal payments as their strings, in code order.
func payStrings(t *testing.T, s *State, seat int, p pending) []string {
	t.Helper()
	var out []string
	for _, a := range s.legalPayments(seat, p, nil) {
		str, ok := s.payString(a)
		if !ok {
			t.Fatalf("payString(%d) not ok", a)
		}
		out = append(out, str)
	}
	return out
}

// wantPays checks the exact set of legal payments (order-free) and that
// canPay agrees.
func wantPays(t *testing.T, s *State, seat int, p pending, want ...string) {
	t.Helper()
	got := payStrings(t, s, seat, p)
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if !slices.Equal(g, w) {
		t.Errorf("payments of %+v:\n got %q\nwant %q", p, got, want)
	}
	if cp := s.canPay(seat, p); cp != (len(want) > 0) {
		t.Errorf("canPay(%+v) = %v, want %v", p, cp, len(want) > 0)
	}
}

func payAction(p Payment) engine.Action { return engine.Action(aPay + encodePay(p)) }

func paySpent(kinds ...int) [numTk]int8 {
	var sp [numTk]int8
	for _, k := range kinds {
		sp[k]++
	}
	return sp
}

// mustRefuse applies a and expects an ErrIllegal and no change at all.
func mustRefuse(t *testing.T, s *State, seat int, p pending, a engine.Action) {
	t.Helper()
	before := paySnap(s)
	err := s.applyPayment(seat, p, a)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("applyPayment(%d) = %v, want ErrIllegal", a, err)
	}
	if paySnap(s) != before {
		t.Fatalf("refused payment changed the state")
	}
}

type paySnapshot struct {
	pl            [MaxPlayers]Player
	supply        [NumRes]int8
	offDisc       [NumOffKinds]int8
	slots, slotBy [NumBase][4]int8
}

func paySnap(s *State) paySnapshot {
	return paySnapshot{s.pl, s.supply, s.offDisc, s.slots, s.slotBy}
}

func TestPayEncodeRoundTrip(t *testing.T) {
	var codes []int32
	var rec func(k, left int, sp [numTk]int8)
	n := 0
	rec = func(k, left int, sp [numTk]int8) {
		if k == numTk {
			for acc := int8(0); acc < numTk; acc++ {
				for col := int8(0); col < NumBase; col++ {
					p := Payment{Access: acc, Colour: col, Spent: sp}
					c := encodePay(p)
					if c < 0 || c >= 2_000_000 {
						t.Fatalf("code %d out of range", c)
					}
					q, ok := decodePay(c)
					if !ok || q != p {
						t.Fatalf("round trip %+v -> %d -> %+v %v", p, c, q, ok)
					}
					if PaymentOf(engine.Action(aPay+c)) != p {
						t.Fatalf("PaymentOf")
					}
					codes = append(codes, c)
					n++
				}
			}
			return
		}
		for i := 0; i <= left; i++ {
			sp[k] = int8(i)
			rec(k+1, left-i, sp)
		}
	}
	rec(0, maxSpent, [numTk]int8{})
	// 12 access kinds × 5 colours × multisets of ≤ 4 of 12 kinds (C(16,4))
	if n != 12*5*1820 {
		t.Fatalf("%d payments, want %d", n, 12*5*1820)
	}
	slices.Sort(codes)
	if len(slices.Compact(codes)) != n {
		t.Fatalf("two payments share a code")
	}
	bad := 0
	for c := int32(0); c < payCodes; c += 7 {
		if _, ok := decodePay(c); !ok {
			bad++
		}
	}
	if bad == 0 {
		t.Fatalf("no code refused: decodePay accepts unsorted digit lists")
	}
	for _, c := range []int32{-1, payCodes, 1 << 30} {
		if _, ok := decodePay(c); ok {
			t.Errorf("decodePay(%d) ok", c)
		}
	}
	if p := PaymentOf(aPay - 1); p.Access != -1 {
		t.Errorf("PaymentOf(not a payment) = %+v", p)
	}
}

func TestPayString(t *testing.T) {
	s := payState(3)
	a := payAction(Payment{Access: SIL, Colour: JUS, Spent: paySpent(AGR, AGR)})
	if str, ok := s.payString(a); !ok || str != "pay:acc=SIL@JUS+AGR,AGR" {
		t.Errorf("payString = %q %v", str, ok)
	}
	a = payAction(Payment{Access: tkQuarter, Colour: COM, Spent: paySpent(tkResOff+CON, tkSilver)})
	if str, _ := s.payString(a); str != "pay:acc=oQ@COM+SIL,oCON" {
		t.Errorf("payString = %q", str)
	}
	a = payAction(Payment{Access: ROY, Colour: ROY})
	if str, _ := s.payString(a); str != "pay:acc=ROY@ROY" {
		t.Errorf("payString = %q", str)
	}
	if _, ok := s.payString(aPay - 1); ok {
		t.Errorf("payString of a non-payment is ok")
	}
}

// Paying moves every token where §5.1 and §4.4 say: the access onto the
// first free slot of the segment facing the Quarter (an Offering token as
// an Offering on the wheel), the action cost to the supply and the
// Offering discard.
func TestApplyPaymentMovesTokens(t *testing.T) {
	s := payState(4)
	s.payFace(BUR, CON)
	s.slots[CON][0], s.slotBy[CON][0] = ROY, 2 // one slot taken already
	s.pl[0].BC = 2                             // next: step 3, CON + COM + AGR
	s.payGive(0, BUR, tkResOff+CON, COM, tkQuarter, SIL, AGR)
	var got []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { got = append(got, e) }))
	p := pending{quarter: BUR}
	pay := Payment{Access: tkResOff + CON, Colour: CON, Spent: paySpent(COM, tkQuarter)}
	if err := s.applyPayment(0, p, payAction(pay)); err != nil {
		t.Fatal(err)
	}
	if s.slots[CON][1] != wheelOff+OffRes+CON || s.slotBy[CON][1] != 0 {
		t.Errorf("wheel slot 1 = %d by %d", s.slots[CON][1], s.slotBy[CON][1])
	}
	if s.pl[0].Off[OffRes+CON] != 0 || s.pl[0].Res[COM] != 0 || s.pl[0].Off[OffQuarter+BUR] != 0 {
		t.Errorf("tokens not taken: %+v", s.pl[0])
	}
	if s.pl[0].Res[SIL] != 1 || s.pl[0].Res[AGR] != 1 {
		t.Errorf("unspent tokens lost: %+v", s.pl[0].Res)
	}
	if s.supply[COM] != Supply+1 || s.offDisc[OffQuarter+BUR] != 1 || s.offDisc[OffRes+CON] != 0 {
		t.Errorf("supply %v, discard %v", s.supply, s.offDisc)
	}
	want := PaymentMade{Player: 0, Quarter: BUR, Pay: pay, Segment: CON, Slot: 1}
	if len(got) != 1 || got[0] != want {
		t.Errorf("events %+v, want %+v", got, want)
	}
}

// A refused payment names the rule and leaves the table alone, whatever
// the code.
func TestApplyPaymentRefuses(t *testing.T) {
	s := payState(3)
	s.payFace(NIL, AGR)
	s.payGive(0, NIL, AGR, JUS, CON)
	p := pending{quarter: NIL, target: 4} // N5: JUS + CON
	for _, a := range []engine.Action{aPay - 1, aPay + payCodes, aPay + 13} {
		mustRefuse(t, s, 0, p, a)
	}
	// legal, but with another colour than the one it counts as
	mustRefuse(t, s, 0, p, payAction(Payment{Access: AGR, Colour: JUS, Spent: paySpent(JUS, CON)}))
	// a token the player does not hold
	mustRefuse(t, s, 0, p, payAction(Payment{Access: SIL, Colour: AGR, Spent: paySpent(JUS, CON)}))
	// a bad seat, a bad option
	mustRefuse(t, s, 3, p, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(JUS, CON)}))
	mustRefuse(t, s, 0, pending{quarter: NIL, target: 10}, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(JUS, CON)}))
	mustRefuse(t, s, 0, pending{quarter: 7}, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(JUS, CON)}))
	if err := s.applyPayment(0, p, payAction(Payment{Access: AGR, Colour: AGR, Spent: paySpent(JUS, CON)})); err != nil {
		t.Fatal(err)
	}
}

// The cheapest payment: fewest Silver, then fewest Offerings, then fewest
// tokens, then the colours held fewest of kept.
func TestCheapestPayment(t *testing.T) {
	cheap := func(s *State, p pending) string {
		a := s.cheapestPayment(0, p)
		str, _ := s.payString(a)
		return str
	}
	s := payState(3)
	s.payFace(ART, AGR)
	s.payGive(0, ART, AGR, SIL, SIL, JUS, JUS, JUS)
	if got := cheap(s, pending{quarter: ART}); got != "pay:acc=AGR@AGR+JUS,JUS,JUS" {
		t.Errorf("no Silver: %s", got)
	}
	s = payState(3)
	s.payFace(ART, AGR)
	s.payGive(0, ART, AGR, AGR, AGR, JUS, JUS, JUS, JUS, JUS)
	if got := cheap(s, pending{quarter: ART}); got != "pay:acc=AGR@AGR+AGR,AGR" {
		t.Errorf("fewest tokens: %s", got)
	}
	s = payState(3)
	s.payFace(NIL, JUS)
	s.payGive(0, NIL, JUS, tkResOff+JUS, CON, tkResOff+CON)
	if got := cheap(s, pending{quarter: NIL, target: 4}); got != "pay:acc=JUS@JUS+CON" {
		t.Errorf("no Offering: %s", got)
	}
	s = payState(3)
	s.payFace(BUR, COM)
	s.pl[0].BC = 4 // step 5: COM + AGR + any
	s.payGive(0, BUR, COM, AGR, JUS, JUS, JUS, CON)
	if got := cheap(s, pending{quarter: BUR}); got != "pay:acc=COM@COM+AGR,JUS" {
		t.Errorf("scarce colour kept: %s", got)
	}
	s = payState(3)
	s.payFace(BUR, COM)
	if a := s.cheapestPayment(0, pending{quarter: BUR}); a != -1 {
		t.Errorf("nothing to pay with: %d", a)
	}
}

// Random hands, powers and wheels: the payments are sorted and distinct,
// each applies, canPay agrees, the cheapest is one of them, and the set is
// exactly what a brute force over every token combination finds.
func TestLegalPaymentsMatchBruteForce(t *testing.T) {
	rng := engine.NewRNG(13)
	var buf []engine.Action
	cases := 0
	for it := 0; it < 3000; it++ {
		s := payState(2 + rng.IntN(4))
		s.wheel = int8(rng.IntN(5))
		seat := rng.IntN(int(s.n))
		pl := &s.pl[seat]
		for k := 0; k < NumRes; k++ {
			pl.Res[k] = int8(rng.IntN(3))
		}
		for k := 0; k < NumOffKinds; k++ {
			if rng.IntN(4) == 0 {
				pl.Off[k] = int8(1 + rng.IntN(2))
			}
		}
		for n := 1; n <= 16; n++ {
			if rng.IntN(5) == 0 {
				pl.Nobles |= 1 << uint(n-1)
			}
		}
		pl.BC = int8(rng.IntN(BCSteps + 1))
		q := rng.IntN(NumQuarters)
		w := s.WheelColour(q)
		for j := 0; j < s.slotsPerSegment(); j++ {
			if rng.IntN(3) == 0 {
				s.slots[w][j] = AGR
			}
		}
		p := pending{quarter: int8(q), target: int8(rng.IntN(NumNile)), extra: rng.IntN(2) == 0}
		buf = s.legalPayments(seat, p, buf[:0])
		want := bruteForcePays(s, seat, p)
		if !slices.IsSorted(buf) || len(slices.Compact(slices.Clone(buf))) != len(buf) {
			t.Fatalf("payments not sorted/distinct: %v", buf)
		}
		got := map[[2]any]bool{}
		for _, a := range buf {
			pay := PaymentOf(a)
			got[[2]any{pay.Access, pay.Spent}] = true
		}
		if len(got) != len(buf) {
			t.Fatalf("same tokens twice with two colours")
		}
		if len(got) != len(want) {
			t.Fatalf("case %d %+v q=%d W=%d: %d payments, brute force %d\n%v\n%v", it, p, q, w, len(got), len(want), got, want)
		}
		for k := range want {
			if !got[k] {
				t.Fatalf("case %d: brute force payment %v missing", it, k)
			}
		}
		if s.canPay(seat, p) != (len(buf) > 0) {
			t.Fatalf("canPay disagrees")
		}
		if len(buf) > 0 {
			cases++
			if ch := s.cheapestPayment(seat, p); !slices.Contains(buf, ch) {
				t.Fatalf("cheapest %d not legal", ch)
			}
			for _, a := range buf {
				c := *s
				if err := c.applyPayment(seat, p, a); err != nil {
					t.Fatalf("legal payment refused: %v", err)
				}
			}
		}
	}
	if cases < 500 {
		t.Fatalf("only %d payable cases", cases)
	}
}

// bruteForcePays is an independent reading of §5.1: every access kind and
// every multiset of ≤ 4 tokens the seat holds, kept when, token by token,
// some assignment to the cost slots (for some X, some colour of the
// access) fills them all, and no token can be left out.
func bruteForcePays(s *State, seat int, p pending) map[[2]any]bool {
	out := map[[2]any]bool{}
	q := int(p.quarter)
	pl := &s.pl[seat]
	w := s.WheelColour(q)
	if s.freeSlot(w) < 0 {
		i := [NumQuarters]int{ART: 0, BUR: 1, OFF: 2, NIL: 3, NOB: -1}[q]
		if i < 0 || !pl.Ready(NPhysician+i) {
			return out
		}
	}
	// the costs, for every X
	var costs [][]int
	deduct := true
	switch q {
	case ART:
		for x := 0; x < 5; x++ {
			costs = append(costs, []int{x, x, x})
		}
	case NOB:
		if pl.Has(NJudge) {
			costs, deduct = [][]int{{AnyBase, AnyBase, AnyBase, AnyBase}}, false
		} else {
			costs = [][]int{{0, 1, 2, 3, 4}}
		}
	case NIL:
		o := NileOptions[p.target]
		costs = [][]int{{int(o.A), int(o.B)}}
	case BUR:
		if pl.BC >= BCSteps {
			return out
		}
		var c []int
		for _, r := range BurialPath[pl.BC].Cost {
			c = append(c, int(r))
		}
		costs = [][]int{c}
	case OFF:
		for x := 0; x < 5; x++ {
			if p.extra {
				costs = append(costs, []int{x, x})
			} else {
				costs = append(costs, []int{x})
			}
		}
	}
	partner := func(a, b int) bool {
		for n := 1; n <= 5; n++ {
			pr := ScribePair[n-1]
			if pl.Has(n) && ((int(pr[0]) == a && int(pr[1]) == b) || (int(pr[0]) == b && int(pr[1]) == a)) {
				return true
			}
		}
		return false
	}
	// colour a token plays as: -1 joker
	colourOf := func(k int) int {
		switch {
		case k < 5:
			return k
		case k == SIL || k == tkQuarter:
			return -1
		}
		return k - tkResOff
	}
	fillsAs := func(col, slot int) bool { // a token of colour col (-1 joker)
		return col < 0 || slot == AnyBase || col == slot || partner(col, slot)
	}
	anyAcc := false
	for i, aq := range [4]int{BUR, OFF, ART, NIL} {
		if aq == q && pl.Has(NArchitect+i) {
			anyAcc = true
		}
	}
	// colours the access may count as
	accCols := func(k int) []int {
		c := colourOf(k)
		normal := c < 0 || c == w || partner(c, w)
		var cols []int
		if normal {
			cols = append(cols, w)
		}
		if anyAcc {
			if c < 0 {
				cols = []int{0, 1, 2, 3, 4}
			} else if c != w {
				cols = append(cols, c)
			}
		}
		return cols
	}
	var covers func(tokens []int, slots []int, used int) bool
	covers = func(tokens []int, slots []int, used int) bool {
		if len(slots) == 0 {
			return true
		}
		for i, t := range tokens {
			if used&(1<<uint(i)) == 0 && fillsAs(t, slots[0]) && covers(tokens, slots[1:], used|1<<uint(i)) {
				return true
			}
		}
		return false
	}
	ok := func(acc int, sp []int) bool {
		for _, col := range accCols(acc) {
			for _, cost := range costs {
				var toks []int
				for _, k := range sp {
					toks = append(toks, colourOf(k))
				}
				if deduct {
					toks = append(toks, col)
				}
				if covers(toks, cost, 0) {
					return true
				}
			}
		}
		return false
	}
	hold := func(k int) int {
		switch {
		case k < NumRes:
			return int(pl.Res[k])
		case k == tkQuarter:
			return int(pl.Off[OffQuarter+q])
		}
		return int(pl.Off[k-tkResOff])
	}
	var rec func(from int, sp []int)
	rec = func(from int, sp []int) {
		for acc := 0; acc < numTk; acc++ {
			if hold(acc) == 0 || len(accCols(acc)) == 0 {
				continue
			}
			var cnt [numTk]int8
			for _, k := range sp {
				cnt[k]++
			}
			if int(cnt[acc])+1 > hold(acc) || !ok(acc, sp) {
				continue
			}
			minimal := true
			for i := range sp {
				less := append(append([]int{}, sp[:i]...), sp[i+1:]...)
				if ok(acc, less) {
					minimal = false
				}
			}
			if minimal {
				out[[2]any{int8(acc), cnt}] = true
			}
		}
		if len(sp) == maxSpent {
			return
		}
		for k := from; k < numTk; k++ {
			n := 0
			for _, x := range sp {
				if x == k {
					n++
				}
			}
			if n < hold(k) {
				rec(k, append(sp, k))
			}
		}
	}
	rec(0, nil)
	return out
}

func TestPayableTargets(t *testing.T) {
	rng := engine.NewRNG(5)
	pends := []pending{payART: {quarter: ART}, payNOB: {quarter: NOB}, payBUR: {quarter: BUR},
		payOFF: {quarter: OFF}, payOFFExtra: {quarter: OFF, extra: true}}
	for o := 0; o < NumNile; o++ {
		pends = append(pends, pending{quarter: NIL, target: int8(o)})
	}
	seen := uint32(0)
	for it := 0; it < 3000; it++ {
		s := payState(3)
		s.wheel = int8(rng.IntN(5))
		pl := &s.pl[0]
		for k := 0; k < NumRes; k++ {
			pl.Res[k] = int8(rng.IntN(3))
		}
		for k := 0; k < NumOffKinds; k++ {
			pl.Off[k] = int8(rng.IntN(2))
		}
		pl.Nobles = uint32(rng.IntN(1 << 16))
		pl.Tilted = uint32(rng.IntN(1 << 16))
		pl.BC = int8(rng.IntN(BCSteps + 1))
		for c := 0; c < NumBase; c++ {
			if rng.IntN(3) == 0 {
				for j := 0; j < 3; j++ {
					s.slots[c][j] = AGR
				}
			}
		}
		mask := s.payableTargets(0)
		seen |= mask
		for b, p := range pends {
			if s.canPay(0, p) != (mask&(1<<uint(b)) != 0) {
				t.Fatalf("case %d, %+v: mask %b", it, p, mask)
			}
		}
	}
	if seen != 1<<uint(len(pends))-1 {
		t.Fatalf("some target never payable: %b", seen)
	}
	if s := payState(3); s.payableTargets(3) != 0 || s.payableTargets(-1) != 0 {
		t.Fatalf("bad seat")
	}
}
