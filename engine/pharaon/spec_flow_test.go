package pharaon

import (
	"testing"

	"nilegames/engine"
)

// §4.2: the First Player token holder plays first, then clockwise (seat
// index order); a seat that has passed does not get PhTurn again.
func TestSpec4_2TurnsClockwise(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for seed := uint64(1); seed <= 4; seed++ {
			s := setupDone(t, n, seed)
			f := int(s.first)
			for i := 0; i < n; i++ {
				if s.phase != PhTurn || int(s.actor) != (f+i)%n {
					t.Fatalf("n=%d first=%d turn %d: actor %d in %s", n, f, i, s.actor, s.phase)
				}
				passNow(t, s)
			}
			if s.round != 2 {
				t.Fatalf("n=%d: round %d after everybody passed", n, s.round)
			}
		}
	}
}

// §6.1: the first passer goes to row 1 and takes the First Player token
// (A2), the next ones to the lowest free row; the last passer takes a Jar
// too (A1), goes on no row, and the round ends; the new First Player
// starts round 2.
func TestSpec6_1PassRowsAndFirstPlayer(t *testing.T) {
	s := setupDone(t, 4, 2)
	f := int(s.first)
	// Hand-built: seat f+1 is the first to pass (f acted before).
	p := (f + 1) % 4
	s.turn, s.actor = int8(p), int8(p)
	order := []int{p, (p + 1) % 4, (p + 2) % 4, (p + 3) % 4}
	for i, q := range order {
		if int(s.actor) != q || s.phase != PhTurn {
			if s.phase == PhPyramid { // a passed seat's gain on the way
				mustApply(t, s, s.Legal(nil)[0])
			}
		}
		if int(s.actor) != q {
			t.Fatalf("pass %d: actor %d, want %d", i, s.actor, q)
		}
		j := -1
		for k := 0; k < int(s.jarShownN); k++ {
			if s.jarShown[k] >= 0 {
				j = k
				break
			}
		}
		jar := s.jarShown[j]
		before := resCount(&s.pl[q])
		mustApply(t, s, engine.Action(aPass+j))
		if got := resCount(&s.pl[q]); got < before+3 && s.round == 1 || i == 3 && got != before+3 {
			t.Fatalf("pass %d: %d resources, had %d (Jar %v)", i, got, before, Jars[jar])
		}
		if i < 3 {
			pl := &s.pl[q]
			if !pl.Passed || int(pl.Row) != i+1 || pl.Pos != 1 {
				t.Fatalf("pass %d: passed %v row %d pos %d", i, pl.Passed, pl.Row, pl.Pos)
			}
			if int(s.first) != p {
				t.Fatalf("First Player %d, want the first passer %d", s.first, p)
			}
		}
		finishTurn(t, s)
	}
	if s.round != 2 || int(s.first) != p || int(s.actor) != p || s.phase != PhTurn {
		t.Fatalf("round %d first %d actor %d phase %s", s.round, s.first, s.actor, s.phase)
	}
	for q := 0; q < 4; q++ {
		if s.pl[q].Passed || s.pl[q].Row != 0 {
			t.Fatalf("seat %d still on the pyramid", q)
		}
	}
}

// endActionTurn ends the current seat's turn as if it had made a Quarter
// action (the Quarter effects are tested elsewhere).
func endActionTurn(t *testing.T, s *State) {
	t.Helper()
	if s.phase != PhTurn {
		t.Fatalf("phase %s", s.phase)
	}
	q := s.actor
	s.afterMain()
	if s.phase == PhEnd && s.actor == q {
		mustApply(t, s, aEndTurn)
	}
}

// §6.2, §2.6: each time a passed seat's turn comes back it moves one space
// right and takes the gain of its space or of one to its left; the First
// Player space gives nothing again; on the last space nothing happens.
func TestSpec6_2PyramidProgress(t *testing.T) {
	s := setupDone(t, 3, 4)
	for q := 0; q < 3; q++ {
		s.pl[q].Nobles &^= 1 << (NGeneral - 1)
	}
	a := int(s.first)
	b, c := (a+1)%3, (a+2)%3
	passNow(t, s) // a: row 1
	passNow(t, s) // b: row 2
	offer := []engine.Action{aPyrBonus, aPyrBonus + 1, aPyrBonus + 2, aPyrBonus + 3, aPyrBag}
	resAll := []engine.Action{aPyrRes, aPyrRes + 1, aPyrRes + 2, aPyrRes + 3, aPyrRes + 4}
	cat := func(xs ...[]engine.Action) []engine.Action {
		var out []engine.Action
		for _, x := range xs {
			out = append(out, x...)
		}
		return out
	}
	silver := []engine.Action{aPyrSilver}
	// Row 1: spaces 2..5; row 2: spaces 2..4.
	wantA := [][]engine.Action{resAll, resAll, cat(resAll, silver), cat(resAll, silver, offer), nil}
	wantB := [][]engine.Action{resAll, cat(resAll, silver), cat(resAll, silver, offer), nil, nil}
	for k := 0; k < 5; k++ {
		if int(s.actor) != c || s.phase != PhTurn {
			t.Fatalf("round of turns %d: actor %d in %s, want %d's turn", k, s.actor, s.phase, c)
		}
		endActionTurn(t, s)
		for _, w := range []struct {
			seat int
			want []engine.Action
			row  int8
		}{{a, wantA[k], 1}, {b, wantB[k], 2}} {
			pl := &s.pl[w.seat]
			wantPos := int8(k + 2)
			if last := int8(len(PyramidRows[w.row-1])); wantPos > last {
				wantPos = last
			}
			if pl.Pos != wantPos {
				t.Fatalf("k=%d seat %d: space %d, want %d", k, w.seat, pl.Pos, wantPos)
			}
			if w.want == nil {
				continue // on its last space: no gain, the turn goes on
			}
			if s.phase != PhPyramid || int(s.actor) != w.seat {
				t.Fatalf("k=%d: phase %s actor %d, want seat %d's gain", k, s.phase, s.actor, w.seat)
			}
			got := s.Legal(nil)
			if len(got) != len(w.want) {
				t.Fatalf("k=%d seat %d row %d space %d: gains %v, want %v", k, w.seat, w.row, pl.Pos, got, w.want)
			}
			for i := range got {
				if got[i] != w.want[i] {
					t.Fatalf("k=%d seat %d: gains %v, want %v", k, w.seat, got, w.want)
				}
			}
			before := pl.Res[JUS]
			mustApply(t, s, aPyrRes+JUS)
			if pl.Res[JUS] != before+1 {
				t.Fatal("the gain was not taken")
			}
			finishTurn(t, s)
		}
	}
}

// §2.6, §6.2: the Offering gain comes from a Bonus position or blind from
// the bag; Silver from the supply.
func TestSpec6_2PyramidOfferingAndSilver(t *testing.T) {
	s := setupDone(t, 2, 5)
	a := int(s.first)
	passNow(t, s)
	s.pl[a].Pos = 4 // next step: space 5 (Offering)
	endActionTurn(t, s)
	if s.phase != PhPyramid || s.pl[a].Pos != 5 {
		t.Fatalf("phase %s pos %d", s.phase, s.pl[a].Pos)
	}
	k := s.bonus[1]
	mustApply(t, s, aPyrBonus+1)
	if s.bonus[1] != -1 || s.pl[a].Off[k] != 1 {
		t.Fatalf("bonus %v off %v", s.bonus, s.pl[a].Off)
	}
	// Next time: on its last space, nothing (the other seat plays on).
	b := 1 - a
	if int(s.actor) != b || s.phase != PhTurn {
		t.Fatalf("actor %d phase %s", s.actor, s.phase)
	}
	res := resCount(&s.pl[a])
	endActionTurn(t, s)
	if int(s.actor) != b || s.phase != PhTurn || s.pl[a].Pos != 5 || resCount(&s.pl[a]) != res {
		t.Fatalf("last space: actor %d phase %s pos %d", s.actor, s.phase, s.pl[a].Pos)
	}
	// A gain is skipped when nothing can be gained.
	s2 := setupDone(t, 2, 5)
	a = int(s2.first)
	passNow(t, s2)
	s2.pl[a].Pos = 3 // next: space 4 (res, silver)
	for r := 0; r < NumRes; r++ {
		s2.supply[r] = 0
	}
	endActionTurn(t, s2)
	if s2.phase != PhTurn || int(s2.actor) != 1-a || s2.pl[a].Pos != 4 {
		t.Fatalf("no gain possible: phase %s actor %d pos %d", s2.phase, s2.actor, s2.pl[a].Pos)
	}
	s2.supply[SIL] = 1
	s2.bag, s2.offDisc = [NumOffKinds]int8{}, [NumOffKinds]int8{}
	for i := range s2.bonus {
		s2.bonus[i] = -1
	}
	endActionTurn(t, s2)
	if s2.phase != PhPyramid || len(s2.Legal(nil)) != 1 || s2.Legal(nil)[0] != aPyrSilver {
		t.Fatalf("only Silver left: %s %v", s2.phase, s2.Legal(nil))
	}
}

// §9.3 [6] General, A10: after placing the disc (and taking the First
// Player token), one more space at once with its gain, before the Jar;
// not for the last passer.
func TestSpec6_1GeneralExtraStep(t *testing.T) {
	s := setupDone(t, 2, 6)
	a := int(s.first)
	s.pl[a].Nobles |= 1 << (NGeneral - 1)
	j := s.jarShown[0]
	mustApply(t, s, aPass)
	if s.phase != PhPyramid || int(s.actor) != a || s.pl[a].Row != 1 || s.pl[a].Pos != 2 || s.first != int8(a) {
		t.Fatalf("phase %s actor %d row %d pos %d first %d", s.phase, s.actor, s.pl[a].Row, s.pl[a].Pos, s.first)
	}
	if s.jarShown[0] != j {
		t.Fatal("the Jar was taken before the General's gain")
	}
	before := s.pl[a].Res
	mustApply(t, s, aPyrRes+COM)
	want := before
	want[COM]++
	for _, r := range Jars[j] {
		want[r]++
	}
	if s.pl[a].Res != want || s.jarShown[0] != -1 {
		t.Fatalf("res %v, want %v", s.pl[a].Res, want)
	}
	finishTurn(t, s)
	// The last passer with the General: no step.
	b := 1 - a
	s.pl[b].Nobles |= 1 << (NGeneral - 1)
	if int(s.actor) != b {
		t.Fatalf("actor %d", s.actor)
	}
	passNow(t, s)
	if s.round != 2 {
		t.Fatalf("round %d", s.round)
	}
}

// §4.4 in the engine order: 1 the wheel cleared (resources to the supply,
// Offerings to the discard, markers gone), 2 the Offerings refilled, 3 the
// wheel turned by the Direction token, 4 the Nobles straightened, 6 the
// untaken Jar onto the cleared wheel (A6), 5 new Jars.
func TestSpec4_4NewRound(t *testing.T) {
	for _, cw := range []bool{true, false} {
		s := setupDone(t, 2, 7)
		s.clockwise = cw
		w := s.wheel
		for c := 0; c < NumBase; c++ {
			for i := 0; i < 4; i++ {
				s.slots[c][i] = wheelEmpty
			}
		}
		// On the wheel: AGR on its segment, a Nile Offering on JUS, a
		// marker on COM; every JUS... slot of CON full of CON.
		s.supply = [NumRes]int8{10, 10, 10, 10, 10, 10}
		s.slots[AGR][0], s.slotBy[AGR][0] = AGR, 0
		s.slots[JUS][0], s.slotBy[JUS][0] = wheelOff+OffQuarter+NIL, 1
		s.slots[COM][0] = wheelMarker
		for i := 0; i < 3; i++ {
			s.slots[CON][i] = CON
		}
		disc := s.offDisc[OffQuarter+NIL]
		s.lots[1] = [2]int8{-1, -1}
		s.bonus[2] = -1
		s.pl[0].Nobles |= 1 << (NWiseWoman - 1)
		s.pl[0].Tilted |= 1 << (NWiseWoman - 1)
		// One Jar left under the pyramid: CON, CON | AGR (V26).
		s.jarShown = [MaxPlayers]int8{-1, 25, -1, -1, -1}
		s.round = 2
		s.newRound()
		// 1 then 6: CON came back (3) and the Jar put 2 CON and 1 AGR back
		// on the cleared wheel; AGR came back (1) then went out (1).
		if s.supply[CON] != 10+3-2 || s.supply[AGR] != 10 || s.supply[COM] != 10 {
			t.Fatalf("cw=%v: supply %v", cw, s.supply)
		}
		if s.onWheel(CON) != 2 || s.onWheel(AGR) != 1 || s.onWheel(JUS) != 0 || s.onWheel(COM) != 0 {
			t.Fatalf("wheel %v", s.slots)
		}
		if s.slots[AGR][0] != AGR || s.slotBy[AGR][0] != -1 || s.jarDisc&(1<<25) == 0 {
			t.Fatalf("AGR slot %d by %d", s.slots[AGR][0], s.slotBy[AGR][0])
		}
		if s.offDisc[OffQuarter+NIL] != disc+1 {
			t.Fatalf("the Quarter Offering did not go to the discard: %v", s.offDisc)
		}
		want := (w + 1) % 5
		if !cw {
			want = (w + 4) % 5
		}
		if s.wheel != want {
			t.Fatalf("cw=%v: wheel %d → %d, want %d", cw, w, s.wheel, want)
		}
		if s.pl[0].Tilted != 0 {
			t.Fatal("the Wise Woman is still tilted")
		}
		if s.lots[1][0] < 0 || s.lots[1][1] < 0 || s.bonus[2] < 0 {
			t.Fatalf("lots %v bonus %v", s.lots, s.bonus)
		}
		if s.jarShownN != 3 || s.jarShown[0] < 0 || s.jarShown[1] < 0 || s.jarShown[2] < 0 {
			t.Fatalf("Jars %v", s.jarShown)
		}
	}
}

// §4.4 step 5, §4.3: round 5 has no Jars (its pass takes none), round 4's
// untaken Jar still goes onto the wheel (2 players), and the game ends
// after round 5.
func TestSpec4_4Round5AndGameEnd(t *testing.T) {
	s := setupDone(t, 2, 8)
	for s.round < 5 {
		passNow(t, s)
	}
	if s.jarShownN != 0 {
		t.Fatalf("round 5 shows %d Jars", s.jarShownN)
	}
	total := 0
	for c := 0; c < NumBase; c++ {
		total += s.onWheel(c)
	}
	if total != 3 {
		t.Fatalf("round 5 wheel holds %d tokens, want round 4's untaken Jar's 3", total)
	}
	l := s.Legal(nil)
	if len(l) == 0 || l[0] != aPassNoJar || has(s, aPass) {
		t.Fatalf("round 5 legal %v", l)
	}
	passNow(t, s)
	if s.Winners() != nil || s.Terminal() {
		t.Fatal("over after one pass")
	}
	passNow(t, s)
	if !s.Terminal() || s.CurrentPlayer() != engine.Terminal || len(s.Legal(nil)) != 0 || len(s.Winners()) == 0 {
		t.Fatalf("after round 5: phase %s", s.phase)
	}
	if err := s.Apply(aPassNoJar); err == nil {
		t.Fatal("an action after the end was accepted")
	}
}

// §4.4 step 2: lots of 2 first, then the Bonus; the discard refills the
// bag; a single token left over goes to the Bonus space.
func TestSpec4_4OfferingsRefillShort(t *testing.T) {
	s := setupDone(t, 2, 9)
	for i := range s.lots {
		s.lots[i] = [2]int8{-1, -1}
		s.bonus[i] = -1
	}
	s.bag = [NumOffKinds]int8{}
	s.offDisc = [NumOffKinds]int8{}
	s.bag[OffPrestige1] = 1
	s.offDisc[OffPrestige2] = 2
	s.refillOfferings()
	if s.lots[0][0] < 0 || s.lots[0][1] < 0 || s.lots[1][0] >= 0 || s.lots[2][0] >= 0 {
		t.Fatalf("lots %v", s.lots)
	}
	if s.bonus[0] < 0 || s.bonus[1] >= 0 {
		t.Fatalf("bonus %v", s.bonus)
	}
	if s.offersLeft() != 0 {
		t.Fatalf("%d tokens left", s.offersLeft())
	}
}

// A27, §3.4: solo refills to 3 lots and 3 Bonus tokens, once.
func TestA27SoloRefill(t *testing.T) {
	s := setupDone(t, 1, 3)
	s.lots[0] = [2]int8{-1, -1}
	s.lots[2] = [2]int8{-1, -1}
	s.bonus[1] = -1
	bag := s.offersLeft()
	s.newRound()
	for i := 0; i < MaxLots; i++ {
		if (s.lots[i][0] >= 0) != (i < 3) || (s.bonus[i] >= 0) != (i < 3) {
			t.Fatalf("lot %d %v bonus %d", i, s.lots[i], s.bonus[i])
		}
	}
	if s.offersLeft() != bag-5 {
		t.Fatalf("drew %d tokens, want 5", bag-s.offersLeft())
	}
}

// §7.4: the first seat with 2 Nobles and Burial Chamber step 3 takes the
// Pharaoh token; it is never taken away.
func TestSpec7_4PharaohSuccession(t *testing.T) {
	s := setupDone(t, 3, 1)
	s.pl[0].BC = 3
	if s.checkPharaoh(0) {
		t.Fatal("1 Noble is enough")
	}
	s.pl[0].Nobles |= 1 << 11
	s.pl[0].BC = 2
	if s.checkPharaoh(0) {
		t.Fatal("step 2 is enough")
	}
	s.pl[0].BC = 3
	if !s.checkPharaoh(0) || s.pharaoh != 0 {
		t.Fatal("not taken with 2 Nobles and step 3")
	}
	s.pl[1].Nobles |= 3 << 12
	s.pl[1].BC = 8
	if s.checkPharaoh(1) || s.pharaoh != 0 {
		t.Fatal("taken away")
	}
}

// §8.1, engine.Automata: the Traitor is seat 1, never the current player.
func TestSoloTraitorNeverCurrent(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := newGame(t, engine.Options{"players": "1", "traitor": itoa(int(seed % 6))}, seed)
		if name, ok := s.Automaton(1); !ok || name != "traitor" {
			t.Fatal("seat 1 is not the Traitor")
		}
		if _, ok := s.Automaton(0); ok {
			t.Fatal("seat 0 is an automaton")
		}
		r := engine.NewRNG(seed)
		for !s.Terminal() {
			if s.CurrentPlayer() != 0 {
				t.Fatalf("seed %d: current player %d in %s", seed, s.CurrentPlayer(), s.phase)
			}
			l := s.Legal(nil)
			mustApply(t, s, l[r.IntN(len(l))])
		}
	}
	if _, ok := newGame(t, nil, 1).Automaton(1); ok {
		t.Error("2 players: seat 1 is an automaton")
	}
}
