package pharaon

import (
	"testing"

	"nilegames/engine"
)

// A1, §6.1: the last player to pass takes a Jar too (the last one left in
// 3–5 players), goes on no pyramid row, and the round ends.
func TestA1LastPasserTakesJar(t *testing.T) {
	for n := 3; n <= 5; n++ {
		s := setupDone(t, n, 11)
		for i := 0; i < n-1; i++ {
			passNow(t, s)
		}
		last := int(s.actor)
		k := -1
		for i := 0; i < int(s.jarShownN); i++ {
			if s.jarShown[i] >= 0 {
				if k >= 0 {
					t.Fatalf("n=%d: more than one Jar left for the last passer", n)
				}
				k = i
			}
		}
		l := s.Legal(nil)
		if l[0] != engine.Action(aPass+k) || has(s, aPassNoJar) {
			t.Fatalf("n=%d: last passer's legal %v, want pass:jar%d", n, l, k+1)
		}
		jar := s.jarShown[k]
		before := s.pl[last].Res
		mustApply(t, s, engine.Action(aPass+k))
		want := before
		for _, r := range Jars[jar] {
			want[r]++
		}
		if s.pl[last].Res != want {
			t.Fatalf("n=%d: res %v, want %v", n, s.pl[last].Res, want)
		}
		if s.round != 2 || s.pl[last].Row != 0 {
			t.Fatalf("n=%d: round %d row %d", n, s.round, s.pl[last].Row)
		}
	}
}

// A22, §6.3: the last passer may still use a power (PhEnd); the round ends
// after its EndTurn, not before.
func TestA22RoundEndsAfterLastEndTurn(t *testing.T) {
	s := setupDone(t, 2, 12)
	passNow(t, s)
	b := int(s.actor)
	s.pl[b].Nobles |= 1 << (NTreasurer - 1)
	s.pl[b].Res[AGR]++
	s.supply[AGR]--
	mustApply(t, s, s.Legal(nil)[0]) // pass with the first Jar
	if s.phase != PhEnd || s.round != 1 || int(s.actor) != b || !s.mainDone {
		t.Fatalf("phase %s round %d actor %d", s.phase, s.round, s.actor)
	}
	if !has(s, aEndTurn) || !has(s, aTreasurer+AGR) || has(s, aPass) {
		t.Fatalf("PhEnd legal %v", s.Legal(nil))
	}
	mustApply(t, s, aEndTurn)
	if s.round != 2 || s.phase != PhTurn {
		t.Fatalf("round %d phase %s after EndTurn", s.round, s.phase)
	}
	// Without a usable power the EndTurn is automatic.
	passNow(t, s)
	if s.phase != PhTurn || s.round != 2 {
		t.Fatalf("phase %s", s.phase)
	}
}

// A14: once-per-round powers are usable on pyramid turns, with the gain,
// and on the last space (no step, no gain, the power still there).
func TestA14PowersOnPyramidTurns(t *testing.T) {
	s := setupDone(t, 2, 13)
	a := int(s.first)
	s.pl[a].Nobles |= 1 << (NTreasurer - 1)
	s.pl[a].Nobles &^= 1 << (NGeneral - 1)
	passNow(t, s)
	if s.phase == PhEnd { // it could use the Treasurer after its pass
		mustApply(t, s, aEndTurn)
	}
	endActionTurn(t, s) // the other seat plays; a steps to space 2
	if s.phase != PhPyramid || int(s.actor) != a {
		t.Fatalf("phase %s actor %d", s.phase, s.actor)
	}
	if !has(s, aPyrRes+AGR) || !has(s, aTreasurer+JUS) && s.pl[a].Res[JUS] > 0 {
		t.Fatalf("pyramid legal %v", s.Legal(nil))
	}
	mustApply(t, s, aPyrRes+AGR)
	if s.phase != PhEnd || int(s.actor) != a {
		t.Fatalf("after the gain: phase %s", s.phase)
	}
	mustApply(t, s, aTreasurer+AGR) // the power, then the turn ends by itself
	if int(s.actor) == a || s.pl[a].Tilted == 0 {
		t.Fatalf("actor %d tilted %x", s.actor, s.pl[a].Tilted)
	}
	// On the last space with the power straightened: PhEnd, no step.
	s.pl[a].Tilted = 0
	s.pl[a].Pos = int8(len(PyramidRows[0]))
	endActionTurn(t, s)
	if s.phase != PhEnd || int(s.actor) != a || int(s.pl[a].Pos) != len(PyramidRows[0]) || !s.mainDone {
		t.Fatalf("last space: phase %s actor %d pos %d", s.phase, s.actor, s.pl[a].Pos)
	}
	mustApply(t, s, aEndTurn)
	if int(s.actor) != 1-a || s.phase != PhTurn {
		t.Fatalf("phase %s actor %d", s.phase, s.actor)
	}
}

// §6.1 step 4: a passed seat gets no Quarter action again this round; its
// turns are pyramid turns.
func TestSpec6_1NoActionAfterPass(t *testing.T) {
	s := setupDone(t, 3, 14)
	a := int(s.first)
	s.pl[a].Nobles &^= 1 << (NGeneral - 1)
	passNow(t, s)
	for k := 0; k < 12 && s.round == 1; k++ {
		if int(s.actor) == a && s.phase == PhTurn {
			t.Fatal("a passed seat got PhTurn")
		}
		switch s.phase {
		case PhTurn:
			endActionTurn(t, s)
		default:
			mustApply(t, s, s.Legal(nil)[0])
		}
	}
}

// A28, A9: a starting [17] Wise Woman is usable at setup once the Jar and
// the 2 Silver are taken (PhEnd), counts as the round-1 use (still tilted
// in round 1), and the setup goes on to the next seat after it.
func TestA28SetupPower(t *testing.T) {
	s := newGame(t, engine.Options{"players": "2"}, 21)
	q := int(s.actor)
	other := s.setupPair[q][1]
	if other == NWiseWoman-1 {
		other = s.setupPair[q][0]
	}
	s.setupPair[q] = [2]int8{NWiseWoman - 1, other}
	mustApply(t, s, aSetupNoble)
	jar := s.jarShown[0]
	mustApply(t, s, aSetupJar)
	if s.phase != PhEnd || int(s.actor) != q || s.round != 0 {
		t.Fatalf("phase %s actor %d round %d", s.phase, s.actor, s.round)
	}
	from := int(Jars[jar][0])
	to := (from + 1) % NumBase
	a := engine.Action(aWise + from*NumBase + to)
	if !has(s, a) || !has(s, aEndTurn) {
		t.Fatalf("legal %v", s.Legal(nil))
	}
	mustApply(t, s, a)
	if int(s.actor) == q || s.phase != PhSetupNoble {
		t.Fatalf("the setup did not go on: phase %s actor %d", s.phase, s.actor)
	}
	for s.round == 0 {
		mustApply(t, s, s.Legal(nil)[0])
	}
	if !s.pl[q].Has(NWiseWoman) || s.pl[q].Ready(NWiseWoman) {
		t.Fatal("the Wise Woman is not tilted in round 1")
	}
}
