package egizia

import (
	"errors"
	"testing"

	"nilegames/engine"
)

func econUse(id, mode int) engine.Action { return engine.Action(aUse + (id-1)*2 + mode) }

// econToWindow plays this round's passes and the windows before kind, up to
// seat's window kind.
func econToWindow(t *testing.T, s *State, seat, kind int) {
	t.Helper()
	econPass(t, s)
	playUntil(t, s, func(s *State) bool {
		return s.phase == PhWindow && int(s.window) == kind && int(s.actor) == seat
	}, quiet)
}

// A25, §7.1: the Stone cards at a decision point (here a placement turn):
// +4 / +6 Stone, then to the box; the turn stays the same.
func TestA25StoneCards(t *testing.T) {
	s := econGame(t, 3)
	a := int(s.actor)
	p := &s.pl[a]
	econGive(s, a, 39, 44, 51, 56)
	p.Stone = 10
	for _, x := range []engine.Action{econUse(39, 1), econUse(44, 0), econUse(51, 0), econUse(56, 0)} {
		if !has(s, x) {
			t.Errorf("%s not legal in a placement turn", s.ActionString(x))
		}
	}
	for _, x := range []engine.Action{econUse(39, 0), econUse(56, 1)} { // Wheat, build boost
		if has(s, x) {
			t.Errorf("%s legal in a placement turn", s.ActionString(x))
		}
	}
	ev := econEvents(s)
	mustApply(t, s, econUse(51, 0))
	if p.Stone != 16 || p.Has(51) {
		t.Errorf("after R51: Stone %d (want 16), card held %v", p.Stone, p.Has(51))
	}
	if s.phase != PhPlace || int(s.actor) != a {
		t.Errorf("phase %s actor %d after an Anytime card, want the same placement turn", s.phase, s.actor)
	}
	mustApply(t, s, econUse(44, 0)) // 22
	mustApply(t, s, econUse(56, 0)) // 26 → cap 25
	if p.Stone != StoneCap {
		t.Errorf("Stone %d, want the cap 25", p.Stone)
	}
	want := []engine.Event{
		CardUsed{Player: a, Card: 51}, StoneChanged{Player: a, Delta: 6, Stone: 16, Reason: RsnPower},
		CardUsed{Player: a, Card: 44}, StoneChanged{Player: a, Delta: 6, Stone: 22, Reason: RsnPower},
		CardUsed{Player: a, Card: 56}, StoneChanged{Player: a, Delta: 3, Stone: 25, Reason: RsnPower},
	}
	if len(*ev) != len(want) {
		t.Fatalf("events %+v, want %+v", *ev, want)
	}
	for i := range want {
		if (*ev)[i] != want[i] {
			t.Errorf("event %d: %+v, want %+v", i, (*ev)[i], want[i])
		}
	}
	// At the cap R39's Stone would be lost: not offered.
	if has(s, econUse(39, 1)) {
		t.Errorf("R39 Stone offered at the cap")
	}
	econIllegal(t, s, econUse(39, 1))
}

// R53: sell 1..10 Stone (no more than held), +1 point each; then boxed.
func TestR53StoneSale(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.actor)
	p := &s.pl[a]
	econGive(s, a, 53)
	p.Stone = 12
	for n := 1; n <= 10; n++ {
		if !has(s, engine.Action(aSell+n-1)) {
			t.Errorf("sell:%d not legal with 12 Stone", n)
		}
	}
	score := p.Score
	mustApply(t, s, aSell+6) // 7
	if p.Stone != 5 || p.Score != score+7 || p.Has(53) {
		t.Errorf("after selling 7: Stone %d (5), score %d (%d), card %v", p.Stone, p.Score, score+7, p.Has(53))
	}
	econIllegal(t, s, aSell)
	s2 := econGame(t, 2)
	b := int(s2.actor)
	econGive(s2, b, 53)
	s2.pl[b].Stone = 3
	var sells []engine.Action
	for _, x := range s2.Legal(nil) {
		if in(x, aSell, StoneSaleMax) {
			sells = append(sells, x)
		}
	}
	if !econEqual(sells, []engine.Action{aSell, aSell + 1, aSell + 2}) {
		t.Errorf("with 3 Stone: sells %v, want sell:1..3", sells)
	}
	econIllegal(t, s2, aSell+3)
}

// A34: Irrigation attaches to a Red or Yellow field of one's own, one
// colour better for good; two make a Red field Green.
func TestA34Irrigation(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.actor)
	p := &s.pl[a]
	econGive(s, a, 24, 42, 9, 5, 3) // Irrigations; Red 6, Yellow 4, Green 3
	att := func(k, id int) engine.Action { return engine.Action(aAttach + k*64 + id) }
	var got []engine.Action
	for _, x := range s.Legal(nil) {
		if in(x, aAttach, 128) {
			got = append(got, x)
		}
	}
	if want := []engine.Action{att(0, 5), att(0, 9), att(1, 5), att(1, 9)}; !econEqual(got, want) {
		t.Errorf("attach actions %v, want R24/R42 to R5 and R9 only", got)
	}
	econIllegal(t, s, att(0, 3))  // Green already
	econIllegal(t, s, att(0, 31)) // not owned
	ev := econEvents(s)
	mustApply(t, s, att(0, 9))
	if c := s.fieldColour(a, 9); c != Yellow {
		t.Errorf("R9 with R24: colour %d, want Yellow", c)
	}
	econIllegal(t, s, att(0, 5)) // R24 is attached for good
	mustApply(t, s, att(1, 9))
	if c := s.fieldColour(a, 9); c != Green {
		t.Errorf("R9 with both: colour %d, want Green", c)
	}
	want := []engine.Event{
		Attached{Player: a, Card: 24, Field: 9, From: Red, To: Yellow},
		Attached{Player: a, Card: 42, Field: 9, From: Yellow, To: Green},
	}
	if len(*ev) != 2 || (*ev)[0] != want[0] || (*ev)[1] != want[1] {
		t.Errorf("events %+v, want %+v", *ev, want)
	}
	if !p.Has(24) || !p.Has(42) || s.permanentCount(a) != 2 {
		t.Errorf("attached Irrigations must stay permanent cards (count %d)", s.permanentCount(a))
	}
	s.flood = FloodBottom
	if got := s.production(a); got != 6+3+6 {
		t.Errorf("production at Bottom %d, want 15 (R9 now Green)", got)
	}
}

// R28 (A31): in the start-of-Produce window, once a round, a crew of
// Strength ≥ 2 loses 1 for +1 on both markets, before the production.
func TestA31TraderR28(t *testing.T) {
	s := econGame(t, 3)
	a := int(s.order[1])
	p := &s.pl[a]
	econGive(s, a, 28)
	if has(s, aR28) {
		t.Errorf("R28 offered in Place ships")
	}
	p.Mkt[MktStone] = 2
	p.Stone = 0
	econToWindow(t, s, a, WinProduce)
	if got := s.Legal(nil); !econEqual(got, []engine.Action{aDone, aR28 + CrewViolet}) {
		t.Fatalf("legal %v, want done and r28:violet (the basic crews are at 1)", got)
	}
	econIllegal(t, s, aR28+CrewBlue)
	mustApply(t, s, aR28+CrewViolet)
	if p.Str[CrewViolet] != 1 || p.Mkt[MktStone] != 3 || p.Mkt[MktWheat] != 2 || p.Stone != StoneL3Reward {
		t.Errorf("after R28: Leader %d (1), Stone market %d (3), Wheat market %d (2), Stone %d (2)",
			p.Str[CrewViolet], p.Mkt[MktStone], p.Mkt[MktWheat], p.Stone)
	}
	if got := s.Legal(nil); !econEqual(got, []engine.Action{aDone}) {
		t.Errorf("legal after R28 %v, want only done", got)
	}
	p.Str[CrewGreen] = 3
	econIllegal(t, s, aR28+CrewGreen) // once a round
	mustApply(t, s, aDone)
	if p.Stone != StoneL3Reward+StartQuarry {
		t.Errorf("Stone %d after Produce, want 5", p.Stone)
	}
}

// R14 (A8): once a round, in the Build step's decision points (not in
// Produce nor in the feeding): +1 Strength for good.
func TestA8ForemanR14(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.order[0])
	p := &s.pl[a]
	econGive(s, a, 14, 4)
	p.Str = [NumCrews]int8{2, 2, 2, 2} // a shortfall: the feeding waits for R4
	if s.windowWanted(a, WinProduce) || !s.windowWanted(a, WinBuild) {
		t.Errorf("R14 holder: produce window %v (false), build window %v (true)",
			s.windowWanted(a, WinProduce), s.windowWanted(a, WinBuild))
	}
	econPassAll(t, s)
	if s.phase != PhFeed || int(s.actor) != a {
		t.Fatalf("phase %s actor %d, want seat %d feeding", s.phase, s.actor, a)
	}
	if has(s, aR14) {
		t.Errorf("R14 offered while feeding")
	}
	econToWindow(t, s, a, WinBuild)
	for c := 0; c < NumCrews; c++ {
		if !has(s, engine.Action(aR14+c)) {
			t.Errorf("r14:%d not legal in the Build window", c)
		}
	}
	mustApply(t, s, aR14+CrewYellow)
	if p.Str[CrewYellow] != 3 || p.PermUsed&usedForeman == 0 {
		t.Errorf("after R14: yellow %d (3)", p.Str[CrewYellow])
	}
	econIllegal(t, s, aR14+CrewGreen)
	if s.windowWanted(a, WinBuild) {
		t.Errorf("build window still wanted after R14")
	}
	playUntil(t, s, func(s *State) bool { return s.round == 2 }, quiet)
	if p.PermUsed != 0 {
		t.Errorf("PermUsed %b in round 2, want reset", p.PermUsed)
	}
}

// R29: once in the Build step, 2 Stone → +1 to a crew, or 4 Stone → +2
// to a crew or +1 to two; never past Strength 9.
func TestSpec9_1RecruiterR29(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.order[1])
	p := &s.pl[a]
	econGive(s, a, 29)
	p.Stone = 0 // 3 after Produce: only the 2-Stone options
	econToWindow(t, s, a, WinBuild)
	var got []engine.Action
	for _, x := range s.Legal(nil) {
		if in(x, aR29, numR29) {
			got = append(got, x)
		}
	}
	if !econEqual(got, []engine.Action{aR29, aR29 + 1, aR29 + 2, aR29 + 3}) {
		t.Errorf("R29 with 3 Stone: %v, want the four +1 options", got)
	}
	econIllegal(t, s, aR29+4)
	ev := econEvents(s)
	mustApply(t, s, aR29+CrewGreen)
	if p.Stone != 1 || p.Str[CrewGreen] != 2 {
		t.Errorf("after R29 green+1: Stone %d (1), green %d (2)", p.Stone, p.Str[CrewGreen])
	}
	if pu, ok := (*ev)[0].(PowerUsed); !ok || pu != (PowerUsed{Player: a, Card: 29, Crews: [2]int{CrewGreen, -1}, Stone: 2}) {
		t.Errorf("first event %+v, want R29's PowerUsed", (*ev)[0])
	}
	econIllegal(t, s, aR29+CrewBlue) // once a round

	// 4-Stone options: +2 to one crew, +1 to two; nothing wasted at 9.
	s2 := econState(2)
	s2.phase = PhBuild
	q := &s2.pl[0]
	econGive(s2, 0, 29)
	q.Stone = 4
	q.Str = [NumCrews]int8{8, 1, 9, 1}
	var opts []int
	for _, x := range s2.Legal(nil) {
		if in(x, aR29, numR29) {
			opts = append(opts, int(x)-aR29)
		}
	}
	// +1: violet, green, yellow (blue at 9: 2); +2: green, yellow (the
	// Leader would pass 9); pairs without blue (pair p is option 8+p):
	// {violet,green} 8, {violet,yellow} 10, {green,yellow} 12.
	want := []int{0, 1, 3, 5, 7, 8, 10, 12}
	if len(opts) != len(want) {
		t.Fatalf("options %v, want %v", opts, want)
	}
	for i := range want {
		if opts[i] != want[i] {
			t.Fatalf("options %v, want %v", opts, want)
		}
	}
	h, err := s2.applyAnytime(aR29 + 10) // violet + yellow
	if !h || err != nil || q.Stone != 0 || q.Str != [NumCrews]int8{9, 1, 9, 2} {
		t.Errorf("violet+yellow: %v %v Stone %d Str %v", h, err, q.Stone, q.Str)
	}
}

// A25: the windows open only for a seat with something usable there.
func TestA25WindowWanted(t *testing.T) {
	type want [3]bool // WinProduce, WinBuild, WinFinal
	cases := []struct {
		name  string
		setup func(s *State)
		w     want
	}{
		{"nothing", func(s *State) {}, want{}},
		{"R28", func(s *State) { econGive(s, 0, 28) }, want{true, false, false}},
		{"R28, crews at 1", func(s *State) { econGive(s, 0, 28); s.pl[0].Str[CrewViolet] = 1 }, want{}},
		{"R28 used", func(s *State) { econGive(s, 0, 28); s.pl[0].PermUsed = usedTrader }, want{}},
		{"R14", func(s *State) { econGive(s, 0, 14) }, want{false, true, false}},
		{"R29 without Stone", func(s *State) { econGive(s, 0, 29); s.pl[0].Stone = 1 }, want{}},
		{"R29", func(s *State) { econGive(s, 0, 29) }, want{false, true, false}},
		{"R53", func(s *State) { econGive(s, 0, 53) }, want{true, true, true}},
		{"R53 without Stone", func(s *State) { econGive(s, 0, 53); s.pl[0].Stone = 0 }, want{}},
		{"R51", func(s *State) { econGive(s, 0, 51) }, want{true, true, true}},
		{"R24, Green fields", func(s *State) { econGive(s, 0, 24, 3) }, want{}},
		{"R24, a Red field", func(s *State) { econGive(s, 0, 24, 43) }, want{true, true, true}},
		{"Wheat and boost cards", func(s *State) { econGive(s, 0, 12, 21, 34, 48, 4) }, want{}},
	}
	for _, c := range cases {
		s := econState(2)
		c.setup(s)
		for k := WinProduce; k <= WinFinal; k++ {
			if got := s.windowWanted(0, k); got != c.w[k] {
				t.Errorf("%s: window %d wanted %v, want %v", c.name, k, got, c.w[k])
			}
		}
	}
}

// Outside the decision points nothing is an Anytime action; a claimed
// action that is not usable is an error that changes nothing.
func TestA25AnytimeOnlyAtDecisionPoints(t *testing.T) {
	s := econState(2)
	econGive(s, 0, 51, 53, 28, 14)
	for _, ph := range []Phase{PhCrew, PhFlood, PhMarket, PhGlean, PhBuildItems, PhSphinxKeep, PhSetupSphinx} {
		s.phase = ph
		if got := s.legalAnytime(nil); len(got) != 0 {
			t.Errorf("phase %s: anytime %v", ph, got)
		}
	}
	s.phase = PhPlace
	before := econSnap(s)
	for _, x := range []engine.Action{aR28, aR14, aR29, econUse(44, 0), aAttach + 9} {
		h, err := s.applyAnytime(x)
		if !h || !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%s in a placement turn: handled %v, err %v", s.ActionString(x), h, err)
		}
	}
	econUnchanged(t, before, s, "illegal Anytime actions")
	for _, x := range []engine.Action{econUse(12, 0), econUse(21, 0), econUse(56, 1), aPass, aR34} {
		if h, err := s.applyAnytime(x); h || err != nil {
			t.Errorf("%s claimed by applyAnytime (%v, %v)", s.ActionString(x), h, err)
		}
	}
	econUnchanged(t, before, s, "unclaimed actions")
}

// econRanges are ECON's action ranges (start, size).
var econRanges = [...][2]int{{aFeed, 1}, {aR28, NumCrews}, {aMill, StoneCap}, {aUse, 2 * NumNileCards},
	{aSell, StoneSaleMax}, {aAttach, 128}, {aR14, NumCrews}, {aR29, numR29}}

func econAction(a engine.Action) bool {
	for _, r := range econRanges {
		if in(a, r[0], r[1]) {
			return true
		}
	}
	return false
}

// In random games, at every decision, ECON's actions that are not legal
// are refused and change nothing, and the legal ones apply.
func TestA25EconActionsInRandomGames(t *testing.T) {
	applied := 0
	for g := 0; g < 12; g++ {
		s := newGame(t, 2+g%3, uint64(500+g))
		rng := engine.NewRNG(uint64(900 + g))
		pick := engine.NewRNG(uint64(77 + g))
		var buf []engine.Action
		for k := 0; !s.Terminal(); k++ {
			if k > 20000 {
				t.Fatalf("game %d: no end", g)
			}
			buf = s.Legal(buf)
			legal := map[engine.Action]bool{}
			for _, a := range buf {
				legal[a] = true
				if econAction(a) {
					if err := s.Clone().Apply(a); err != nil {
						t.Fatalf("game %d: legal %s refused: %v", g, s.ActionString(a), err)
					}
					applied++
				}
			}
			for i := 0; i < 12; i++ {
				r := econRanges[pick.IntN(len(econRanges))]
				a := engine.Action(r[0] + pick.IntN(r[1]))
				c := s.Clone().(*State)
				if legal[a] {
					if err := c.Apply(a); err != nil {
						t.Fatalf("game %d: legal %s refused: %v", g, s.ActionString(a), err)
					}
					continue
				}
				before := econSnap(c)
				if err := c.Apply(a); !errors.Is(err, engine.ErrIllegal) {
					t.Fatalf("game %d phase %s: %s not legal but Apply said %v", g, s.phase, s.ActionString(a), err)
				}
				econUnchanged(t, before, c, s.ActionString(a))
			}
			mustApply(t, s, buf[rng.IntN(len(buf))])
		}
	}
	if applied == 0 {
		t.Errorf("no legal ECON action was tried")
	}
	t.Logf("%d legal ECON actions applied", applied)
}

// A8, A25: R14 and R29 are also usable at the own build decision (before
// choosing the crews); the decision stays open.
func TestA8ForemanAtOwnBuild(t *testing.T) {
	s := econGame(t, 3)
	a := int(s.actor)
	econGive(s, a, 14, 29)
	mustApply(t, s, aSlot) // Z1 slot 1
	econPass(t, s)
	playUntil(t, s, func(s *State) bool { return s.phase == PhBuild && int(s.actor) == a }, quiet)
	if s.round != 1 {
		t.Fatalf("no build decision in round 1 (round %d)", s.round)
	}
	if !has(s, aR14+CrewGreen) || !has(s, aR29+CrewBlue) {
		t.Fatalf("R14/R29 not offered at the own build: %v", s.Legal(nil))
	}
	p := &s.pl[a]
	mustApply(t, s, aR14+CrewGreen)
	if p.Str[CrewGreen] != 2 || s.phase != PhBuild || int(s.actor) != a {
		t.Errorf("after R14: green %d (2), phase %s actor %d", p.Str[CrewGreen], s.phase, s.actor)
	}
	if has(s, aR14+CrewBlue) {
		t.Errorf("R14 offered twice in a round")
	}
}

// M18: the final window lets Stone be sold (R53) before the end scoring.
func TestM18FinalWindowStoneSale(t *testing.T) {
	s := econGame(t, 2)
	playUntil(t, s, func(s *State) bool { return s.round == NumRounds }, quiet)
	a := int(s.order[1])
	p := &s.pl[a]
	econGive(s, a, 53)
	playUntil(t, s, func(s *State) bool { return s.phase == PhWindow && s.window == WinFinal }, func(s *State, l []engine.Action) engine.Action {
		if s.phase == PhPlace || s.phase == PhWindow {
			p.Stone = 12 // keep some Stone for the end
		}
		return quiet(s, l)
	})
	if int(s.actor) != a {
		t.Fatalf("final window for seat %d, want %d", s.actor, a)
	}
	score := p.Score
	mustApply(t, s, aSell+9)
	if p.Score != score+10 || p.Stone != 2 {
		t.Errorf("final sale: score %d (%d), Stone %d (2)", p.Score, score+10, p.Stone)
	}
	if got := s.Legal(nil); !econEqual(got, []engine.Action{aDone}) {
		t.Errorf("legal after the sale %v, want done", got)
	}
	mustApply(t, s, aDone)
	if !s.Terminal() {
		t.Errorf("phase %s after the final window, want over", s.phase)
	}
}
