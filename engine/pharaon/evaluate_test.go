package pharaon

import (
	"math"
	"testing"
)

func scClose(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 1e-9 {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

// Over, the estimate is the score.
func TestEstimateOverIsScore(t *testing.T) {
	s := scNobleSeat(12, 17)
	sc := s.Scores()
	e := s.Estimate()
	for q := range sc {
		scClose(t, "estimate at the end", e[q], float64(sc[q].Total))
	}
}

// The guess by hand: round 5, not passed (half a round of play left):
// 4 AGR → 0.6 × min(4, 7 × 0.5) × 0.5 = 1.05; the first step (2 PP) →
// 0.25 × 2 × 0.5 = 0.25; no god within two elements, no Pharaoh near.
// Score 4 (tokens). Passed: nothing more. Every seat, passed or not, also
// gets 19 PP per round still ahead (half of this one: 9.5; in round 3,
// 2.5 rounds: 47.5).
func TestEstimateByHand(t *testing.T) {
	s := scBlank(2)
	s.phase, s.round = PhTurn, NumRounds
	s.pl[0].Res[AGR] = 4
	scClose(t, "round 5", s.Estimate()[0], 4+1.05+0.25+9.5)
	s.pl[0].Passed = true
	scClose(t, "round 5, passed", s.Estimate()[0], 4+9.5)
	// Round 3, passed: 2 rounds left, play 1: 0.6 × 4 + 0.25 × 2 = 2.9.
	s.round = 3
	scClose(t, "round 3, passed", s.Estimate()[0], 4+2.9+47.5)
	// 2 steps and 2 tracks: Anubis (6), score 4 + 4 + 6 = 14. Next step
	// 7 - 4 → 0.75; tracks at level 1 → 2 × 0.5. Osiris: OFF short 3, BUR
	// 2 + 2 (Anubis's) vs 2 short 2 → 5; Hapi: NIL 3 + 2 vs 2 short 3, ART
	// short 2 → 5; Pharaoh: 2 Nobles and 1 step missing → 3: nothing.
	p := &s.pl[0]
	p.BC = 2
	scNile(p, 2)
	scClose(t, "round 3, steps and tracks", s.Estimate()[0], 14+2.4+0.75+1+47.5)
	// Three tracks and 2 Artisans (1 + 2 PP): Hapi (8) now beats Anubis
	// (6) for the tracks: score 4 + 4 + 3 + 8 = 19. Anubis: NIL 2 + 3
	// (Hapi's) vs 3 → short 2 → 0.15 × 6; Ptah: ART 3 + 2 (Hapi's) vs 2 and
	// NOB 2 → short 5. Tracks 3 × 0.5.
	p.Nile[2] = 1
	p.Artisans = 1 | 2
	scClose(t, "round 3, Hapi", s.Estimate()[0], 19+2.4+0.75+1.5+0.15*6+47.5)
	if g := s.GodsOf(0); g != 1<<NIL {
		t.Errorf("gods %05b, want Hapi", g)
	}
	// One Noble and 3 steps: the Pharaoh token one Noble away (+2.5);
	// step 3 (7 PP) → next 10: 0.75; Hapi still the best god, Anubis short
	// 2 again (0.9); Ptah short 3 + 1, Horus 2 + 2, Osiris 3: nothing.
	p.BC = 3
	p.Nobles = scNobles(21)
	sc := float64(s.Scores()[0].Total)
	scClose(t, "Pharaoh near", s.Estimate()[0]-sc, 2.4+0.75+1.5+0.9+2.5+47.5)
}

// Tokens are worth more with time left to spend them; equal seats are
// estimated equal.
func TestEstimateOrder(t *testing.T) {
	s := scBlank(3)
	s.phase = PhTurn
	s.pl[0].Res = [NumRes]int8{2, 2, 2, 0, 0, 1}
	s.pl[1].Res = [NumRes]int8{2, 2, 2, 0, 0, 1}
	s.pl[2].BC = 3 // 7 PP
	s.round = 4
	early := s.Estimate()
	s.round = 5
	late := s.Estimate()
	if !(early[0] > late[0] && late[0] > float64(s.Scores()[0].Total)) {
		t.Errorf("tokens: round 4 %v, round 5 %v, score %d", early[0], late[0], s.Scores()[0].Total)
	}
	if early[0] != early[1] {
		t.Errorf("equal seats estimated %v and %v", early[0], early[1])
	}
}

// The Traitor's remaining Jars are worth the icons ahead of its markers,
// times 0.8 at level 0 (measured: the icons overestimate its gains); with
// none left, nothing.
func TestEstimateTraitor(t *testing.T) {
	s := scSolo()
	s.phase, s.round = PhTurn, NumRounds
	s.bot.jar = -1
	for p := range s.bot.filled {
		s.bot.filled[p] = 1
	}
	scClose(t, "no Jar left", s.Estimate()[1], 0)
	// One Jar: 2.3 spaces over 60 free, spread evenly: space 2 (no icon)
	// on every tile gets 0.46; nothing above.
	s.bot.pileN = 1
	scClose(t, "one Jar, blank spaces", s.Estimate()[1], 0)
	// T4 (light) almost full: spaces 12 (A+H) and 13 (-) free, the others
	// full: all 2.3 spaces go there, A+H counts fully (4).
	s.bot.order = [NumTiles]int8{3, 0, 1, 2, 4}
	s.bot.filled = [NumTiles]int8{11, 13, 13, 13, 13}
	scClose(t, "A+H ahead", s.Estimate()[1], 4*0.8)
	// Round 4: the next round's tile at position 4 (T5, light, 6 Jars) too,
	// but only 2 free spaces: 4 again.
	s.round = 4
	scClose(t, "round 4, 2 free spaces", s.Estimate()[1], 4*0.8)
	// GOD ahead on T2 (space 12, light): Horus, NOB|OFF = 8 in this ring.
	s.bot.order = [NumTiles]int8{1, 0, 3, 2, 4}
	scClose(t, "GOD ahead", s.Estimate()[1], 8*0.8)
}

// Estimate allocates only its result.
func TestEstimateAllocs(t *testing.T) {
	s := scNobleSeat(3, 17, 20)
	s.phase = PhTurn
	if n := testing.AllocsPerRun(100, func() { s.Estimate() }); n > 1 {
		t.Errorf("%v allocations", n)
	}
	s = scSolo()
	s.phase, s.bot.jar, s.bot.pileN = PhTurn, -1, 3
	if n := testing.AllocsPerRun(100, func() { s.Estimate() }); n > 1 {
		t.Errorf("solo: %v allocations", n)
	}
}

func BenchmarkEstimate5(b *testing.B) {
	s := scNobleSeat(3, 17, 20)
	s.n, s.players, s.phase = 5, 5, PhTurn
	for q := 1; q < 5; q++ {
		s.pl[q] = s.pl[0]
	}
	for b.Loop() {
		s.Estimate()
	}
}
