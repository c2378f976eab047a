package pharaon

import (
	"testing"

	"nilegames/engine"
)

// Audit of the flow rules (§4, §6, A1, A5, A7, A22, [13]–[16]): scenarios
// for the rules no other test names, and a random sweep checking the
// tricky readings as invariants on every action of random games.

// §2.3, §9.8, A7: a segment has 3 usable slots at 1 (solo), 2 and 3
// players and 4 at 4–5; a Quarter whose segment is full cannot be used.
func TestA7SlotsPerSegmentInPlay(t *testing.T) {
	for n := 1; n <= 5; n++ {
		s := setupDone(t, n, 31)
		s.phase, s.actor, s.turn = PhTurn, 0, 0
		s.pl[0].Nobles &^= 1 << (NPhysician + 1) // no High Priest [15]
		fxRich(s, 0)
		w := s.WheelColour(OFF)
		for c := range s.slots {
			for i := range s.slots[c] {
				s.slots[c][i] = wheelEmpty
			}
		}
		usable := 3
		if n >= 4 {
			usable = 4
		}
		for k := 0; k <= 4; k++ {
			for i := 0; i < 4; i++ {
				s.slots[w][i] = wheelEmpty
				if i < k {
					s.slots[w][i] = int8(w)
				}
			}
			open := false
			for _, a := range s.Legal(nil) {
				if in(a, aOffer, 2*MaxLots) {
					open = true
				}
			}
			if want := k < usable; open != want {
				t.Fatalf("n=%d: %d tokens on the Offerings segment: open %v, want %v", n, k, open, want)
			}
		}
	}
}

// §5.1: the same Quarter may be used several times in a round while its
// segment has a free slot (2 players: 3 slots, then it is closed).
func TestSpec5_1SameQuarterSeveralTimes(t *testing.T) {
	s := setupDone(t, 2, 32)
	a := int(s.actor)
	if s.phase != PhTurn {
		t.Fatalf("phase %s", s.phase)
	}
	for c := range s.slots {
		for i := range s.slots[c] {
			if tok := s.slots[c][i]; tok >= 0 && tok < NumRes {
				s.supply[tok]++
			}
			s.slots[c][i] = wheelEmpty
		}
	}
	s.pl[a].Nobles &^= 1 << (NPhysician + 1)
	fxRich(s, a)
	w := s.WheelColour(OFF)
	for k := 0; k < 3; k++ {
		if int(s.actor) != a || s.phase != PhTurn {
			t.Fatalf("action %d: actor %d phase %s", k, s.actor, s.phase)
		}
		act := engine.Action(aOffer + 2*k)
		if !has(s, act) {
			t.Fatalf("action %d: Offerings lot %d not legal with %d tokens on its segment", k, k+1, s.onWheel(w))
		}
		mustApply(t, s, act)
		mustApply(t, s, s.SuggestedPayment())
		finishTurn(t, s)
		if s.onWheel(w) != k+1 {
			t.Fatalf("action %d: %d tokens on the segment", k, s.onWheel(w))
		}
		endActionTurn(t, s) // the other seat
	}
	for _, x := range s.Legal(nil) {
		if in(x, aOffer, 2*MaxLots) {
			t.Fatalf("Offerings still open with its 3 slots full: %s", s.ActionString(x))
		}
	}
}

// §6.3, §4.2: the round ends as soon as the last seat passes; the seats on
// the pyramid do not step again (no PyramidStepped between the last pass
// and the end of the round).
func TestSpec6_3NobodyAdvancesAfterLastPass(t *testing.T) {
	for n := 2; n <= 5; n++ {
		s := setupDone(t, n, 33)
		evs := record(s)
		for s.round == 1 {
			passNow(t, s)
		}
		last := -1
		for i, e := range *evs {
			switch e := e.(type) {
			case Passed:
				if e.Last {
					last = i
				}
			case PyramidStepped:
				if last >= 0 {
					t.Fatalf("n=%d: %v after the last pass", n, e)
				}
			case RoundEnded:
				if last < 0 {
					t.Fatalf("n=%d: the round ended before its last pass", n)
				}
				last = -2
			}
		}
		if last != -2 {
			t.Fatalf("n=%d: no last pass and round end recorded", n)
		}
	}
}

// §4.4 step 5, §3.1 step 4, A1: with 3–5 players every Jar shown is taken
// (the last passer takes the last one), so a new round starts with an
// empty wheel and N new Jars; round 5 shows none.
func TestSpec4_4NewJarsThreeToFive(t *testing.T) {
	for n := 3; n <= 5; n++ {
		s := setupDone(t, n, 34)
		for s.round < 5 {
			r := s.round
			passNow(t, s)
			if s.round == r {
				continue
			}
			for c := 0; c < NumBase; c++ {
				if s.onWheel(c) != 0 {
					t.Fatalf("n=%d round %d: segment %d holds %d tokens", n, s.round, c, s.onWheel(c))
				}
			}
			want := n
			if s.round == 5 {
				want = 0
			}
			if int(s.jarShownN) != want {
				t.Fatalf("n=%d round %d: %d Jars shown, want %d", n, s.round, s.jarShownN, want)
			}
			for i := 0; i < want; i++ {
				if s.jarShown[i] < 0 {
					t.Fatalf("n=%d round %d: Jar place %d empty", n, s.round, i)
				}
			}
		}
	}
}

// §3.4, §4.4 steps 5–6, §8.9: solo round 5 shows no Jars (the human's pass
// takes none), and round 4's untaken Jar is on the wheel all the same.
func TestSpec8_9SoloRound5(t *testing.T) {
	s := setupDone(t, 1, 35)
	for k := 0; s.round < 5; k++ {
		if k > 2000 {
			t.Fatal("round 5 not reached")
		}
		switch {
		case s.phase == PhTurn && has(s, aPass):
			mustApply(t, s, aPass)
		case s.phase == PhEnd:
			mustApply(t, s, aEndTurn)
		default:
			mustApply(t, s, s.Legal(nil)[0])
		}
	}
	if s.jarShownN != 0 {
		t.Fatalf("round 5 shows %d Jars", s.jarShownN)
	}
	byJar := 0
	for c := 0; c < NumBase; c++ {
		for i := 0; i < 3; i++ {
			if s.slots[c][i] != wheelEmpty && s.slotBy[c][i] == -1 {
				byJar++
			}
		}
	}
	if byJar != 3 {
		t.Fatalf("round 5: %d tokens of the untaken Jar on the wheel, want 3", byJar)
	}
	for s.phase != PhTurn {
		mustApply(t, s, s.Legal(nil)[0])
	}
	if has(s, aPass) || !has(s, aPassNoJar) {
		t.Fatalf("round 5 pass actions: %v", s.Legal(nil))
	}
}

// A random sweep over 1–5 players checking, on every action:
//   - A22: PhEnd only with a power usable (EndTurn is never the only move);
//   - §9.3 [13]–[16]: the card tilts on a payment exactly when the
//     segment was full; else the access takes a slot;
//   - §6.1, A1: a pass takes a Jar in rounds 1–4 (the last passer too; in
//     3–5 players it is the only one left), none in round 5;
//   - A2: the first passer of a round holds the First Player token;
//   - §9.3 [6]: a General's pass (not the last) puts it on space 2;
//   - §6.2, A5: a pyramid gain is offered only from space 2 on, and only
//     gains of the seat's space or spaces to its left;
//   - §4.4, §3.3, A6: after a round starts, 3–5 players have an empty
//     wheel, 2 players and solo exactly the untaken Jar's 3 tokens (the
//     Traitor's own ones aside);
//   - §7.4: the Pharaoh token goes at once to the first seat with 2
//     Nobles and step 3, and never moves again;
//   - §5.2, §5.3: a display slot is empty only when its deck is;
//   - §4.2, §6.1: PhTurn is never a passed seat's; §2.4, §5.5: Nile levels
//     0..3, steps 0..8; §9.3: only once-per-round Nobles owned are tilted.
func TestSpecAuditRandomInvariants(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	var buf []engine.Action
	for n := 1; n <= 5; n++ {
		for g := 0; g < games; g++ {
			seed := uint64(7000 + 100*n + g)
			opts := engine.Options{"players": itoa(n)}
			if n == 1 {
				opts["traitor"] = itoa(g % 6)
			}
			s := newGame(t, opts, seed)
			evs := record(s)
			r := engine.NewRNG(seed)
			for steps := 0; !s.Terminal(); steps++ {
				if steps > 20000 {
					t.Fatalf("n=%d seed %d: too long", n, seed)
				}
				buf = s.Legal(buf)
				a := buf[r.IntN(len(buf))]
				// Passing more often keeps the games short and the pyramid busy.
				if s.phase == PhTurn && r.IntN(4) == 0 {
					a = buf[0]
				}
				ctx := auditBefore(t, s, a, buf)
				*evs = (*evs)[:0]
				mustApply(t, s, a)
				auditAfter(t, s, ctx, *evs)
				auditState(t, s, ctx)
			}
		}
	}
}

type auditCtx struct {
	n, seed     int
	phase       Phase
	seat        int
	round       int8
	a           engine.Action
	full        bool // PhPay: the segment of the pending Quarter was full
	seg         int
	onSeg       int
	wheelNoble  int // [13]–[16] of the pending Quarter
	tilted      uint32
	pass        bool
	firstPasser bool
	lastPasser  bool
	general     bool
	generalGain bool // PhPyramid: the General's gain of a pass, its Jar next
	pharaoh     int8
}

func auditBefore(t *testing.T, s *State, a engine.Action, legal []engine.Action) auditCtx {
	t.Helper()
	c := auditCtx{n: int(s.players), phase: s.phase, seat: int(s.actor), round: s.round, a: a, pharaoh: s.pharaoh}
	switch s.phase {
	case PhEnd:
		if len(legal) < 2 {
			t.Fatalf("n=%d: PhEnd with no power usable (A22): %v", c.n, legal)
		}
	case PhPay:
		q := int(s.pend.quarter)
		c.seg = s.WheelColour(q)
		c.full = s.freeSlot(c.seg) < 0
		c.onSeg = s.onWheelBy(c.seg, c.seat)
		for i, wq := range WheelQuarter {
			if int(wq) == q {
				c.wheelNoble = NPhysician + i
			}
		}
		c.tilted = s.pl[c.seat].Tilted
	case PhPyramid:
		c.generalGain = s.cont == contPass && !in(a, aWise, aTutor-aWise) // a gain, not a power
		pl := &s.pl[c.seat]
		if pl.Pos < 2 {
			t.Fatalf("n=%d: a pyramid gain on space %d", c.n, pl.Pos)
		}
		res, silver, offer := false, false, false
		for _, g := range PyramidRows[pl.Row-1][:pl.Pos] {
			res = res || g == PyrRes
			silver = silver || g == PyrSilver
			offer = offer || g == PyrOffer
		}
		for _, x := range legal {
			ok := true
			switch {
			case in(x, aPyrRes, NumBase):
				ok = res
			case x == aPyrSilver:
				ok = silver
			case in(x, aPyrBonus, MaxLots), x == aPyrBag:
				ok = offer
			}
			if !ok {
				t.Fatalf("n=%d: row %d space %d offers %s", c.n, pl.Row, pl.Pos, s.ActionString(x))
			}
		}
	case PhTurn:
		if in(a, aPass, MaxPlayers) || a == aPassNoJar {
			c.pass = true
			c.firstPasser = s.passN == 0
			c.lastPasser = int(s.passN) == int(s.n)-1
			c.general = s.pl[c.seat].Has(NGeneral)
			shown := 0
			for i := 0; i < int(s.jarShownN); i++ {
				if s.jarShown[i] >= 0 {
					shown++
				}
			}
			switch {
			case s.round == NumRounds && (shown != 0 || a != aPassNoJar):
				t.Fatalf("n=%d: round 5 pass %s with %d Jars", c.n, s.ActionString(a), shown)
			case s.round < NumRounds && a == aPassNoJar:
				t.Fatalf("n=%d round %d: a pass without a Jar", c.n, s.round)
			case s.round < NumRounds && c.lastPasser && c.n >= 3 && shown != 1:
				t.Fatalf("n=%d: %d Jars left for the last passer, want 1 (A1)", c.n, shown)
			}
		}
	}
	return c
}

func auditAfter(t *testing.T, s *State, c auditCtx, evs []engine.Event) {
	t.Helper()
	if c.phase == PhPay {
		used := s.pl[c.seat].Tilted&^c.tilted&(1<<uint(c.wheelNoble-1)) != 0 && c.wheelNoble > 0
		if used != c.full {
			t.Fatalf("n=%d: [13]–[16] used %v with the segment full %v", c.n, used, c.full)
		}
		if got := s.onWheelBy(c.seg, c.seat); !c.full && got != c.onSeg+1 {
			t.Fatalf("n=%d: the access did not take a slot (%d → %d)", c.n, c.onSeg, got)
		}
	}
	if c.pass && s.cont != contPass || c.generalGain {
		jars := 0
		for _, e := range evs {
			if e, ok := e.(JarTaken); ok && e.Player == c.seat {
				jars++
			}
		}
		if want := b2i(c.round < NumRounds); jars != want {
			t.Fatalf("n=%d round %d: the pass %s by %d took %d Jars, want %d", c.n, c.round, s.ActionString(c.a), c.seat, jars, want)
		}
	}
	if c.pass {
		if c.firstPasser && !c.lastPasser && s.round == c.round && int(s.first) != c.seat {
			t.Fatalf("n=%d: the first passer %d does not hold the First Player token (%d)", c.n, c.seat, s.first)
		}
		if c.n >= 2 && !c.lastPasser && s.round == c.round {
			want := int8(1 + b2i(c.general))
			if pl := &s.pl[c.seat]; pl.Pos != want {
				t.Fatalf("n=%d: after the pass on space %d, want %d (General %v)", c.n, pl.Pos, want, c.general)
			}
		}
	}
	started := false
	for _, e := range evs {
		if _, ok := e.(RoundStarted); ok {
			started = true
		}
	}
	if started && !s.Terminal() {
		byJar, others := 0, 0
		for col := 0; col < NumBase; col++ {
			for i := 0; i < 4; i++ {
				switch {
				case s.slots[col][i] == wheelEmpty:
				case s.slotBy[col][i] == -1:
					byJar++
				case s.isTraitor(int(s.slotBy[col][i])):
				default:
					others++
				}
			}
		}
		want := 0
		if c.n <= 2 {
			want = 3
		}
		if byJar != want || others != 0 {
			t.Fatalf("n=%d round %d start: %d leftover tokens (want %d), %d players' tokens", c.n, s.round, byJar, want, others)
		}
	}
}

// onWheelBy counts the tokens seat put on colour c's segment.
func (s *State) onWheelBy(c, seat int) int {
	k := 0
	for i := 0; i < 4; i++ {
		if s.slots[c][i] != wheelEmpty && int(s.slotBy[c][i]) == seat {
			k++
		}
	}
	return k
}

// auditState checks what holds after every action (see the sweep).
func auditState(t *testing.T, s *State, c auditCtx) {
	t.Helper()
	if c.pharaoh >= 0 && s.pharaoh != c.pharaoh {
		t.Fatalf("n=%d: the Pharaoh token moved from %d to %d", c.n, c.pharaoh, s.pharaoh)
	}
	for q := 0; q < int(s.n); q++ {
		pl := &s.pl[q]
		if s.pharaoh < 0 && popcount(pl.Nobles) >= 2 && pl.BC >= 3 {
			t.Fatalf("n=%d: seat %d has 2 Nobles and step %d but no Pharaoh token", c.n, q, pl.BC)
		}
		if pl.BC < 0 || pl.BC > BCSteps {
			t.Fatalf("n=%d: seat %d on step %d", c.n, q, pl.BC)
		}
		for _, l := range pl.Nile {
			if l < 0 || l > NileTop {
				t.Fatalf("n=%d: seat %d Nile level %d", c.n, q, l)
			}
		}
		for n := 1; n <= NumNobles; n++ {
			if pl.Tilted&(1<<uint(n-1)) != 0 && (!pl.Has(n) || NoblePower[n-1] != PowerRound) {
				t.Fatalf("n=%d: seat %d has Noble [%d] tilted", c.n, q, n)
			}
		}
	}
	if s.phase == PhTurn && s.pl[s.actor].Passed {
		t.Fatalf("n=%d: PhTurn for the passed seat %d", c.n, s.actor)
	}
	for i, id := range s.nobleDisp {
		if id < 0 && s.nobleN > 0 {
			t.Fatalf("n=%d: Noble slot %d empty with %d cards in the deck", c.n, i, s.nobleN)
		}
	}
	for i, id := range s.artDisp {
		if id < 0 && s.artN > 0 {
			t.Fatalf("n=%d: Artisan slot %d empty with %d cards in the deck", c.n, i, s.artN)
		}
	}
}
