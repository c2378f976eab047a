package tekhenu

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/engine"
)

// §2.2: the light of each section under the Dial, and the purity table.
func TestSpec2_2_DialLightAndPurity(t *testing.T) {
	s := blank(t, 2)
	s.dial = 0 // arrow over Horus: SUN SUN PEN DARK DARK PEN
	want := []int{Sun, Sun, Penumbra, Darkness, Darkness, Penumbra}
	for g := 0; g < NumGods; g++ {
		eq(t, "light of "+godCodes[g], s.light(g), want[g])
	}
	s.dial = 1 // one rotation clockwise: the pattern moves one god on
	want = []int{Penumbra, Sun, Sun, Penumbra, Darkness, Darkness}
	for g := 0; g < NumGods; g++ {
		eq(t, "light after rotation of "+godCodes[g], s.light(g), want[g])
	}
	// Key Concept I.
	table := map[int][NumColours]int{
		Sun:      {Pure, Corrupt, Forbidden, Forbidden, Corrupt},
		Penumbra: {Corrupt, Pure, Corrupt, Pure, Corrupt},
		Darkness: {Forbidden, Forbidden, Pure, Corrupt, Corrupt},
	}
	s.dial = 0
	for light, g := range map[int]int{Sun: Horus, Penumbra: Hathor, Darkness: Bastet} {
		for c := 0; c < NumColours; c++ {
			eq(t, fmt.Sprintf("status of %s in %s", colourCodes[c], lightCodes[light]), s.status(c, g), table[light][c])
		}
	}
}

// §4.1, §4.2, §4.3, §4.4: the fixed timeline of a game: Rotation every 2
// turns, Judgment every 2 Rotations, Scoring after Judgments 2 and 4.
func TestSpec4_4_Timeline(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s := newRaw(t, engine.Options{"players": itoa(n)}, uint64(n))
		var line []string
		last := 0
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
			switch e := e.(type) {
			case TurnStarted:
				if e.Turn != last {
					last = e.Turn
					line = append(line, fmt.Sprintf("T%d", e.Turn))
				}
			case DialRotated:
				line = append(line, fmt.Sprintf("R%d", e.Rotation))
			case JudgmentStarted:
				line = append(line, fmt.Sprintf("J%d", e.Judgment))
			case ScoringStarted:
				line = append(line, fmt.Sprintf("S%d", e.Scoring))
			case GameOver:
				line = append(line, "end")
			}
		}))
		rng := engine.NewRNG(1)
		for !s.Terminal() {
			l := s.Legal(nil)
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		want := "T1 T2 R1 T3 T4 R2 J1 T5 T6 R3 T7 T8 R4 J2 S1 T9 T10 R5 T11 T12 R6 J3 T13 T14 R7 T15 T16 R8 J4 S2 end"
		if got := strings.Join(line, " "); got != want {
			t.Errorf("players %d timeline\n got %s\nwant %s", n, got, want)
		}
	}
}

// §4.2 step 3: after a Rotation, each section now in Penumbra receives as
// many new dice as there are players, the one at dial index 2 first.
func TestSpec4_2_DiceAddedToPenumbra(t *testing.T) {
	s := blank(t, 3)
	s.dial = 1 // Penumbra at dial index 2 = Bastet, index 5 = Horus
	var added []int
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
		if d, ok := e.(DieAdded); ok {
			added = append(added, d.Section)
		}
	}))
	s.addDice()
	want := []int{Bastet, Bastet, Bastet, Horus, Horus, Horus}
	if fmt.Sprint(added) != fmt.Sprint(want) {
		t.Errorf("dice added to %v, want %v", added, want)
	}
	for d := 0; d < NumDice; d++ {
		if l := s.dieLoc[d]; l >= 0 && l < NumGods && (s.dieVal[d] < 1 || s.dieVal[d] > 6) {
			t.Errorf("die %d rolled %d", d, s.dieVal[d])
		}
	}
}

// M18: a short bag (2 players, first Rotation: 2 dice left) alternates.
func TestSpec4_2_ShortBagAlternates(t *testing.T) {
	s := blank(t, 2)
	s.dial = 0 // Penumbra: Hathor (index 2), Osiris (index 5)
	left := 0
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] == locBag {
			if left < 2 {
				left++
			} else {
				s.dieLoc[d] = locBox
			}
		}
	}
	var added []int
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
		if d, ok := e.(DieAdded); ok {
			added = append(added, d.Section)
		}
	}))
	s.addDice()
	if fmt.Sprint(added) != fmt.Sprint([]int{Hathor, Osiris}) {
		t.Errorf("short bag added to %v, want [hathor osiris]", added)
	}
}

// judgmentScenario gives each seat 4 dice on its pans.
func putOnPan(tb testing.TB, s *State, q, pan, v int) {
	tb.Helper()
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] == locBag {
			s.dieLoc[d], s.dieVal[d] = int8(pan+q), int8(v)
			return
		}
	}
	tb.Fatal("the bag is empty")
}

// §4.3 steps 1–5: balances, corruption penalty, new turn order by
// closeness to 0 (ties by Ankh), dice back to the bag.
func TestSpec4_3_Judgment(t *testing.T) {
	s := blank(t, 3)
	s.dial, s.dial0 = 0, 0 // the arrow reaches 1: no Scoring marker there
	// P0: 6+5 left, 3+1 right → +7: no penalty.
	putOnPan(t, s, 0, locLeft, 6)
	putOnPan(t, s, 0, locLeft, 5)
	putOnPan(t, s, 0, locRight, 3)
	putOnPan(t, s, 0, locRight, 1)
	// P1: 2 left, 6+5+1 right, 2 surplus tokens → 2−12−2 = −12; Faith +2 → −10: −3 VP.
	putOnPan(t, s, 1, locLeft, 2)
	putOnPan(t, s, 1, locRight, 6)
	putOnPan(t, s, 1, locRight, 5)
	putOnPan(t, s, 1, locRight, 1)
	s.p[1].Surplus = 2
	s.p[1].Faith = 2
	// P2: 4+3 left, 5 right, one under (does not weigh) → +2.
	putOnPan(t, s, 2, locLeft, 4)
	putOnPan(t, s, 2, locLeft, 3)
	putOnPan(t, s, 2, locRight, 5)
	putOnPan(t, s, 2, locUnder, 6)
	s.p[0].Destiny, s.p[1].Destiny, s.p[2].Destiny = 3, 0, 1
	if s.rotate() {
		t.Fatal("rotate: a decision was not expected before the Faith")
	}
	s.advance()
	if s.phase != PhFaith || s.CurrentPlayer() != 1 {
		t.Fatalf("phase %s player %d, want faith for seat 1", s.phase, s.CurrentPlayer())
	}
	do(t, s, "faith:+2")
	eq(t, "P0 Maat", int(s.p[0].Maat), 7)
	eq(t, "P1 Maat", int(s.p[1].Maat), -10)
	eq(t, "P2 Maat", int(s.p[2].Maat), 2)
	eq(t, "P0 VP", int(s.p[0].VP), 10)
	eq(t, "P1 VP", int(s.p[1].VP), 7)
	eq(t, "P2 VP", int(s.p[2].VP), 10)
	if got := s.order[:3]; got[0] != 2 || got[1] != 0 || got[2] != 1 {
		t.Errorf("order %v, want [2 0 1]", got)
	}
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] >= locLeft {
			t.Fatalf("die %d still on a balance", d)
		}
	}
	if s.p[1].Faith != 0 || s.p[1].Surplus != 0 {
		t.Error("Faith and surplus must go back to the supply")
	}
	if s.phase != PhDestiny || s.CurrentPlayer() != 2 {
		t.Errorf("phase %s player %d, want the Destiny choice of seat 2", s.phase, s.CurrentPlayer())
	}
}

// §4.3 step 5: equal distance to 0 (+k and −k tie): the higher Ankh first.
func TestSpec4_3_TieByAnkh(t *testing.T) {
	s := blank(t, 2)
	s.dial, s.dial0 = 0, 0
	for q, vals := range [][4]int{{4, 1, 2, 1}, {1, 1, 2, 2}} {
		putOnPan(t, s, q, locLeft, vals[0])
		putOnPan(t, s, q, locLeft, vals[1])
		putOnPan(t, s, q, locRight, vals[2])
		putOnPan(t, s, q, locRight, vals[3])
	}
	// P0: +2, P1: −2. P1 holds A04 (Ankh 3), P0 A02 (Ankh 1).
	s.p[0].Destiny, s.p[1].Destiny = 1, 3
	s.rotate()
	s.advance()
	if s.order[0] != 1 {
		t.Errorf("order %v, want seat 1 first (higher Ankh)", s.order[:2])
	}
	// T15 gives a permanent Ankh 5 (and 2 Faith).
	s2 := blank(t, 2)
	s2.dial, s2.dial0 = 0, 0
	for q, vals := range [][4]int{{4, 1, 2, 1}, {1, 1, 2, 2}} {
		putOnPan(t, s2, q, locLeft, vals[0])
		putOnPan(t, s2, q, locLeft, vals[1])
		putOnPan(t, s2, q, locRight, vals[2])
		putOnPan(t, s2, q, locRight, vals[3])
	}
	s2.p[0].Destiny, s2.p[1].Destiny = 1, 3
	s2.p[0].Tech = 1 << 14
	s2.rotate()
	s2.advance()
	if s2.phase != PhFaith || s2.p[0].Faith != 2 {
		t.Fatalf("T15: phase %s faith %d", s2.phase, s2.p[0].Faith)
	}
	do(t, s2, "faith:+0")
	if s2.order[0] != 0 {
		t.Errorf("order %v, want seat 0 first (T15 Ankh 5)", s2.order[:2])
	}
}

// §4.3 step 4: the corruption penalty table.
func TestSpec4_3_CorruptionPenalty(t *testing.T) {
	for b, want := range map[int]int{5: 0, 0: 0, -2: 0, -3: 1, -5: 1, -6: 2, -8: 2, -9: 3, -20: 3} {
		eq(t, fmt.Sprintf("penalty(%d)", b), corruptionPenalty(b), want)
	}
}

// §4.3 step 5 (T16, 3–4 players): first +2 VP, last +1 Gold.
func TestSpec4_3_T16(t *testing.T) {
	s := blank(t, 3)
	s.dial, s.dial0 = 0, 0
	for q := 0; q < 3; q++ {
		for k := 0; k < 4; k++ {
			putOnPan(t, s, q, locLeft, 1)
		}
	}
	s.p[0].Surplus = 4 // 0: first
	s.p[1].Surplus = 1 // 3
	s.p[2].Surplus = 0 // 4: last
	s.p[0].Tech = 1 << 15
	s.p[2].Tech = 1 << 15
	s.rotate()
	s.advance()
	eq(t, "T16 first VP", int(s.p[0].VP), 12)
	eq(t, "T16 last Gold", int(s.p[2].Res[Gold]), 1)
}
