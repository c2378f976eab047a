package pharaon

import (
	"slices"
	"strconv"
	"testing"

	"nilegames/engine"
)

// jarNow has seat 0 gain Jar j as at a pass, then runs its tasks.
func fxJarNow(s *State, j int) {
	s.cont = contMain
	s.gainJar(0, j)
	s.runTasks()
}

func TestSpec2_7JarGainedAndDiscarded(t *testing.T) {
	s := effectsState(t, 3, 41)
	s.jarDisc = 0
	s.supply[CON] = 0
	fxJarNow(s, 0) // V01: AGR, JUS | CON
	p := &s.pl[0]
	if p.Res[AGR] != 1 || p.Res[JUS] != 1 || p.Res[CON] != 0 {
		t.Fatalf("res %v: CON lost, the supply is empty (§2.2)", p.Res)
	}
	if s.jarDisc != 1 {
		t.Fatalf("jar discard %b", s.jarDisc)
	}
}

func TestSpec2_7RandomJarWithNoneLeft(t *testing.T) {
	s := effectsState(t, 3, 42)
	fxRich(s, 0)
	s.jarN, s.jarDisc = 0, 0
	s.artDisp[0] = 0 // A01: Jar + AGR
	fxAct(t, s, aArtisan)
	if s.pl[0].Res != [NumRes]int8{4, 3, 3, 3, 3, 3} {
		t.Fatalf("res %v: no Jar anywhere gives nothing, the AGR still comes", s.pl[0].Res)
	}
}

func TestSpec2_7JarPileRefilledFromDiscard(t *testing.T) {
	s := effectsState(t, 3, 43)
	fxRich(s, 0)
	s.jarN, s.jarDisc = 0, 1<<29 // only V30: COM, COM | JUS
	s.artDisp[0] = 26            // A27: Jar
	fxAct(t, s, aArtisan)
	if p := s.pl[0].Res; p[COM] != 5 || p[JUS] != 4 {
		t.Fatalf("res %v: V30 shuffled back and gained", p)
	}
}

func TestSpec9_3Noble19Tutor(t *testing.T) {
	s := effectsState(t, 3, 44)
	fxGive(s, 0, 19)
	fxJarNow(s, 0)
	if s.phase != PhTutor {
		t.Fatalf("phase %s, want tutor", s.phase)
	}
	want := []engine.Action{aTutor, aTutor + 1, aTutor + 2, aTutor + 3, aTutor + 4, aDecline}
	if l := s.legalTask(nil); !slices.Equal(l, want) {
		t.Fatalf("tutor choices %v", l)
	}
	fxDecide(t, s, aTutor+ROY)
	if s.pl[0].Res[ROY] != 1 || s.pl[0].Ready(19) {
		t.Fatalf("res %v: 1 ROY and the Tutor tilted", s.pl[0].Res)
	}
	// Tilted: the next Jar asks nothing.
	s.actor, s.phase = 0, PhTurn
	fxJarNow(s, 1)
	if s.phase == PhTutor {
		t.Fatal("a tilted Tutor is not asked")
	}
}

func TestSpec9_3Noble19TutorDeclinedStaysReady(t *testing.T) {
	s := effectsState(t, 3, 45)
	fxGive(s, 0, 19)
	fxJarNow(s, 0)
	fxIllegal(t, s, "Silver from the Tutor", func() error { return s.applyTask(aTutor + 5) })
	fxIllegal(t, s, "a Diplomat choice", func() error { return s.applyTask(aDiplomat) })
	fxDecide(t, s, aDecline)
	if !s.pl[0].Ready(19) || s.pl[0].Res != [NumRes]int8{1, 1, 1, 0, 0, 0} {
		t.Fatalf("declined: res %v ready %v", s.pl[0].Res, s.pl[0].Ready(19))
	}
}

func TestSpec9_3Noble20Diplomat(t *testing.T) {
	if fxMultisets[0] != [3]int8{0, 0, 0} || fxMultisets[1] != [3]int8{0, 0, 1} || fxMultisets[34] != [3]int8{4, 4, 4} {
		t.Fatal("multisets not in sorted order")
	}
	s := effectsState(t, 3, 46)
	fxGive(s, 0, 20)
	fxJarNow(s, 0) // V01: AGR, JUS | CON
	if s.phase != PhDiplomat {
		t.Fatalf("phase %s, want diplomat", s.phase)
	}
	if l := s.legalTask(nil); len(l) != 36 || l[35] != aDecline {
		t.Fatalf("%d diplomat choices, want 35 multisets and decline", len(l))
	}
	fxDecide(t, s, aDiplomat+34) // COM, COM, COM
	p := &s.pl[0]
	if p.Res != [NumRes]int8{0, 0, 0, 0, 3, 0} || p.Ready(20) {
		t.Fatalf("res %v: the Jar's resources replaced by 3 COM, Diplomat tilted", p.Res)
	}
	if s.supply[AGR] != Supply || s.supply[COM] != Supply-3 {
		t.Fatalf("supply %v", s.supply)
	}
}

func TestSpec9_3Noble20DiplomatSupplyLimits(t *testing.T) {
	s := effectsState(t, 3, 47)
	fxGive(s, 0, 20)
	s.supply = [NumRes]int8{1, 1, 1, 1, 1, 5} // V01 takes AGR, JUS, CON; ROY 1 and COM 1 left
	fxJarNow(s, 0)
	l := s.legalTask(nil)
	// Available to choose: AGR, JUS, CON (given back), ROY, COM, one each.
	for _, a := range l[:len(l)-1] {
		m := fxMultisets[int(a)-aDiplomat]
		if m[0] == m[1] || m[1] == m[2] {
			t.Fatalf("multiset %v offered with one token of each colour", m)
		}
	}
	if len(l) != 10+1 {
		t.Fatalf("%d choices, want C(5,3) = 10 and decline", len(l))
	}
	fxIllegal(t, s, "two COM from one", func() error { return s.applyTask(aDiplomat + 34) })
	fxDecide(t, s, engine.Action(aDiplomat+fxMs(JUS, ROY, COM)))
	if p := s.pl[0].Res; p != [NumRes]int8{0, 1, 0, 1, 1, 0} {
		t.Fatalf("res %v: AGR and CON given back, JUS ROY COM gained", p)
	}
}

// msIndex is the Diplomat index of the sorted multiset a <= b <= c.
func fxMs(a, b, c int) int {
	return slices.Index(fxMultisets[:], [3]int8{int8(a), int8(b), int8(c)})
}

func TestA31DiplomatThenTutor(t *testing.T) {
	s := effectsState(t, 3, 48)
	fxGive(s, 0, 19)
	fxGive(s, 0, 20)
	fxJarNow(s, 26) // V27: ROY, ROY | CON
	if s.phase != PhDiplomat {
		t.Fatalf("phase %s, want the Diplomat first (A31)", s.phase)
	}
	fxDecide(t, s, engine.Action(aDiplomat+fxMs(AGR, AGR, JUS)))
	if s.phase != PhTutor {
		t.Fatalf("phase %s, want the Tutor after the Diplomat", s.phase)
	}
	fxDecide(t, s, aTutor+COM)
	if p := s.pl[0].Res; p != [NumRes]int8{2, 1, 0, 0, 1, 0} {
		t.Fatalf("res %v: 2 AGR 1 JUS (Diplomat) + 1 COM (Tutor), no ROY/CON", p)
	}
	if s.pl[0].Ready(19) || s.pl[0].Ready(20) {
		t.Fatal("both tilted")
	}
}

func TestSpec9_3Noble20DiplomatDeclined(t *testing.T) {
	s := effectsState(t, 3, 49)
	fxGive(s, 0, 20)
	fxJarNow(s, 26)
	fxDecide(t, s, aDecline)
	if p := s.pl[0].Res; p != [NumRes]int8{0, 0, 1, 2, 0, 0} || !s.pl[0].Ready(20) {
		t.Fatalf("res %v: the Jar kept, Diplomat ready", p)
	}
}

func TestSpec9_3JarPowersOnArtisanJarBeforeLaterGains(t *testing.T) {
	s := effectsState(t, 3, 50)
	fxRich(s, 0)
	fxGive(s, 0, 19)
	s.artDisp[0] = 25 // A26: Jar + SIL
	s.jarPile[s.jarN-1] = 0
	fxAct(t, s, aArtisan)
	if s.phase != PhTutor || s.pl[0].Res[SIL] != 3 {
		t.Fatalf("phase %s silver %d: the Tutor is asked on the Jar, before the card's Silver", s.phase, s.pl[0].Res[SIL])
	}
	fxDecide(t, s, aTutor+AGR)
	if p := s.pl[0].Res; p != [NumRes]int8{5, 4, 4, 3, 3, 4} {
		t.Fatalf("res %v", p)
	}
}

func TestSpec5_6IllegalTaskChoicesRefused(t *testing.T) {
	s := effectsState(t, 3, 51)
	fxRich(s, 0)
	s.lots[0] = [2]int8{OffRes, OffRes}
	s.bonus[0], s.bonus[1] = OffPrestige1, OffPrestige1
	fxAct(t, s, aOffer+1)
	if s.phase != PhBonus {
		t.Fatalf("phase %s", s.phase)
	}
	fxIllegal(t, s, "bag with bag and discard empty", func() error { return s.applyTask(aBonusBag) })
	fxIllegal(t, s, "an arrow in PhBonus", func() error { return s.applyTask(aArrow) })
	fxIllegal(t, s, "a position out of range", func() error { return s.applyTask(aBonus + 7) })
	s.phase = PhArrow
	fxIllegal(t, s, "a Bonus task in PhArrow", func() error { return s.applyTask(aArrow + AGR) })
}

// fxCheckTotals checks that every resource and Offering token is somewhere:
// supply, players, wheel; bag, discard, lots, Bonus positions (§2.1).
func fxCheckTotals(t *testing.T, s *State, what string) {
	t.Helper()
	var res [NumRes]int
	var off [NumOffKinds]int
	for r := 0; r < NumRes; r++ {
		res[r] = int(s.supply[r])
	}
	for k := 0; k < NumOffKinds; k++ {
		off[k] = int(s.bag[k]) + int(s.offDisc[k])
	}
	for q := 0; q < int(s.n); q++ {
		for r := 0; r < NumRes; r++ {
			if s.pl[q].Res[r] < 0 {
				t.Fatalf("%s: seat %d holds %d of %d", what, q, s.pl[q].Res[r], r)
			}
			res[r] += int(s.pl[q].Res[r])
		}
		for k := 0; k < NumOffKinds; k++ {
			off[k] += int(s.pl[q].Off[k])
		}
	}
	for c := range s.slots {
		for _, x := range s.slots[c] {
			switch {
			case x >= 0 && x < NumRes:
				res[x]++
			case x >= wheelOff && x < wheelMarker:
				off[x-wheelOff]++
			}
		}
	}
	for i := range s.lots {
		for _, k := range s.lots[i] {
			if k >= 0 {
				off[k]++
			}
		}
		if s.bonus[i] >= 0 {
			off[s.bonus[i]]++
		}
	}
	for r := 0; r < NumRes; r++ {
		if res[r] != Supply {
			t.Fatalf("%s: %d tokens of resource %d, want %d", what, res[r], r, Supply)
		}
	}
	for k := 0; k < NumOffKinds; k++ {
		if off[k] != int(offCount[k]) {
			t.Fatalf("%s: %d Offerings of kind %d, want %d", what, off[k], k, offCount[k])
		}
	}
}

// Random 2-5 player games: after every action each token is still
// somewhere, none counted twice (effects, tasks and powers move them).
func TestSpec2_1TokensConservedInRandomGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	var buf []engine.Action
	for n := 2; n <= MaxPlayers; n++ {
		for g := 0; g < games; g++ {
			st, err := Game{}.NewState(engine.Options{"players": strconv.Itoa(n)}, uint64(7000+100*n+g))
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			r := engine.NewRNG(uint64(g))
			for steps := 0; !s.Terminal() && steps < 5000; steps++ {
				buf = s.Legal(buf)
				a := buf[r.IntN(len(buf))]
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
				fxCheckTotals(t, s, s.ActionString(a))
			}
		}
	}
}

// The hot paths of EFFECTS allocate nothing (issue: thousands of games a
// second).
func TestEffectsNoAllocations(t *testing.T) {
	s := effectsState(t, 5, 71)
	fxRich(s, 0)
	fxGive(s, 0, 17)
	fxGive(s, 0, 18)
	fxGive(s, 0, 20)
	s.lots[0] = [2]int8{OffRes, OffRes}
	s.bonus[0] = OffPrestige1
	buf := make([]engine.Action, 0, 256)
	if n := testing.AllocsPerRun(100, func() {
		buf = s.legalTargets(buf[:0])
		buf = s.legalPowers(buf[:0])
	}); n != 0 {
		t.Fatalf("legalTargets/legalPowers: %v allocations", n)
	}
	s.cont = contMain
	s.gainJar(0, 0)
	s.runTasks()
	if s.phase != PhDiplomat {
		t.Fatalf("phase %s", s.phase)
	}
	if n := testing.AllocsPerRun(100, func() { buf = s.legalTask(buf[:0]) }); n != 0 {
		t.Fatalf("legalTask: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() {
		c := *s
		if err := c.applyTask(aDecline); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Fatalf("applyTask: %v allocations", n)
	}
}

func TestSpec11_4WaitingTaskView(t *testing.T) {
	s := effectsState(t, 3, 81)
	fxRich(s, 0)
	s.pl[0].Nile[ROY] = 3
	fxAct(t, s, aNile+5) // N6: JUS/ROY twice; ROY full: both to JUS without a question
	if _, ok := s.Waiting(); ok {
		t.Fatalf("phase %s: nothing to decide with one open track", s.phase)
	}
	s = effectsState(t, 3, 81)
	fxRich(s, 0)
	fxAct(t, s, aNile+9) // N10: ROY/COM + any
	w, ok := s.Waiting()
	if !ok || w.Phase != PhArrow || w.Tracks != 1<<ROY|1<<COM || w.Open != w.Tracks || w.Queued != 1 {
		t.Fatalf("waiting %+v %v", w, ok)
	}
	fxDecide(t, s, aArrow+COM)
	w, _ = s.Waiting()
	if w.Tracks != 0x1f || w.Queued != 0 {
		t.Fatalf("any-track arrow: %+v", w)
	}
	s = effectsState(t, 3, 82)
	fxGive(s, 0, 20)
	fxJarNow(s, 7)
	if w, ok := s.Waiting(); !ok || w.Phase != PhDiplomat || w.Jar != 7 {
		t.Fatalf("diplomat: %+v %v", w, ok)
	}
}
