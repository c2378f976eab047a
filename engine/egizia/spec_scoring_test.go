package egizia

import (
	"reflect"

	"testing"

	"nilegames/engine"
)

// Spec tests of §5 (end-game scoring, winner), §9.3 (Sphinx cards) and
// §9.4 (statues) on end states built by hand; every expectation is worked
// out from the spec.

// scState is an end state before §5.2: n seats, seat k holds order tile
// k+1, markets 1, start Strength, nothing built; statues S7 (obelisk
// 2/3/4), S2 (pyramid 3/4/6) and, at 3–4p, S5 (market sum 6/8/10).
func scState(n int) *State {
	s := &State{n: int8(n), phase: PhWindow, step: StepFinal, round: NumRounds}
	for k := 0; k < n; k++ {
		s.order[k] = int8(k)
		p := &s.pl[k]
		p.OrderTile = int8(k + 1)
		p.Mkt = [NumMarkets]int8{1, 1}
		p.Str = StartStr
		p.Arrival = int16(k + 1)
	}
	s.arrival = int16(n)
	for i := range s.obelisk {
		s.obelisk[i] = empty
	}
	for r := range s.pyramid {
		for j := range s.pyramid[r] {
			s.pyramid[r][j] = empty
		}
	}
	for r := range s.rowWinner {
		s.rowWinner[r] = empty
	}
	s.statue = [NumStatues]int8{7, 2, 5}
	if n == 2 {
		s.statue[2] = 0
	}
	return s
}

// scObelisk puts the bricks of seats on the obelisk from floor 1 up.
func scObelisk(s *State, seats ...int) {
	for _, q := range seats {
		s.obelisk[s.obeN] = int8(q)
		s.obeN++
	}
}

// scRow fills pyramid row r from its left with seats' bricks (-1: free).
func scRow(s *State, r int, seats ...int) {
	for j, q := range seats {
		s.pyramid[r][j] = int8(q)
	}
}

// scGive gives seat the Sphinx cards ids.
func scGive(s *State, seat int, ids ...int) {
	for _, id := range ids {
		s.pl[seat].Sphinx |= 1 << uint(id-1)
	}
}

func scCards(s *State, seat int, ids ...int) {
	for _, id := range ids {
		s.pl[seat].Cards |= 1 << uint(id-1)
	}
}

func wantScores(t *testing.T, s *State, want ...int) {
	t.Helper()
	for q, w := range want {
		if got := int(s.pl[q].Score); got != w {
			t.Errorf("seat %d score %d, want %d", q, got, w)
		}
	}
}

// §5.2 step 1: the most pyramid bricks gain 5; every tied leader gains it.
func TestSpec5_2PyramidMajorityTies(t *testing.T) {
	s := scState(4)
	scRow(s, 0, 0, 1, 0, 1, 2) // seat 0: 2, seat 1: 2, seat 2: 1
	scRow(s, 1, 0, 1)          // seat 0: 3, seat 1: 3
	s.finalScoring()
	wantScores(t, s, 5, 5, 0, 0)
	if s.final[0][srcMajority] != 5 || s.final[1][srcMajority] != 5 || s.final[2][srcMajority] != 0 {
		t.Errorf("majority parts %v", s.final)
	}
	if s.phase != PhOver {
		t.Errorf("phase %v after the final scoring", s.phase)
	}
}

// A14: nobody with a brick on the pyramid: nobody gains the majority.
func TestA14MajorityNeedsABrick(t *testing.T) {
	s := scState(3)
	s.finalScoring()
	wantScores(t, s, 0, 0, 0)
	for q := 0; q < 3; q++ {
		if s.pl[q].Arrival != int16(q+1) {
			t.Errorf("seat %d arrival moved with no score (A21)", q)
		}
	}
}

// §5.2 step 1, 2p: both sides count. Row 1 = dark spaces 0..3 then light
// 4..7: seat 0 has 3 dark; seat 1 1 dark + 3 light = 4 and leads (on the
// dark side alone seat 0 would).
func TestSpec5_2PyramidMajority2pBothSides(t *testing.T) {
	s := scState(2)
	scRow(s, 0, 0, 0, 0, 1, 1, 1, 1)
	s.finalScoring()
	wantScores(t, s, 0, 5)
}

// §5.2 step 2, A10: R7 (lost 5 when taken) gives 5 back at the end.
func TestSpec5_2SacrificeR7(t *testing.T) {
	s := scState(2)
	scCards(s, 1, 7)
	s.pl[1].Score = -5
	s.finalScoring()
	wantScores(t, s, 0, 0)
	sc := s.Scores()
	if sc[1].Total != 0 || sc[1].Parts[srcTrack].Points != -5 || sc[1].Parts[srcNile].Points != 5 {
		t.Errorf("seat 1 score %+v, want track -5 nile +5", sc[1])
	}
}

// §5.2 step 5: Stone market 4 or 5: floor(Stone / 2); below 4 nothing.
// A21: a 0 keeps the marker's arrival.
func TestSpec5_2LeftoverStone(t *testing.T) {
	s := scState(4)
	set := func(q, mkt, stone int) { s.pl[q].Mkt[MktStone], s.pl[q].Stone = int8(mkt), int8(stone) }
	set(0, 4, 7)  // 3
	set(1, 5, 25) // 12
	set(2, 3, 9)  // level 3: 0
	set(3, 4, 1)  // 0
	s.finalScoring()
	wantScores(t, s, 3, 12, 0, 0)
	if s.pl[3].Arrival != 4 || s.pl[2].Arrival != 3 {
		t.Errorf("arrivals %d %d moved without points (A21)", s.pl[2].Arrival, s.pl[3].Arrival)
	}
	if s.pl[0].Stone != 7 {
		t.Errorf("the Stone is counted, not spent: %d", s.pl[0].Stone)
	}
}

// §5.2: the five steps in order, each in player order (order tiles 1..N),
// then the game is over with its winner.
func TestSpec5_2FinalScoringOrder(t *testing.T) {
	s := scState(3)
	s.order = [MaxPlayers]int8{2, 0, 1} // seat 2 tile 1, seat 0 tile 2, seat 1 tile 3
	s.pl[2].OrderTile, s.pl[0].OrderTile, s.pl[1].OrderTile = 1, 2, 3
	scRow(s, 0, 0, 1, 2) // everyone 1 brick: all lead
	scCards(s, 0, 7)
	scCards(s, 2, 7)
	scGive(s, 1, 1) // X1: Wheat market 5
	s.pl[1].Mkt[MktWheat] = 5
	s.pl[0].Statue[0] = 1 // S7 level 1: 2 obelisk bricks
	scObelisk(s, 0, 0)
	s.pl[1].Mkt[MktStone], s.pl[1].Stone = 4, 5
	s.pl[2].Mkt[MktStone], s.pl[2].Stone = 5, 4
	type ev struct {
		seat, pts int
		why       string
	}
	var got []ev
	var over *GameOver
	var revealed []SphinxRevealed
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
		switch e := e.(type) {
		case Scored:
			got = append(got, ev{e.Player, e.Points, e.Reason})
		case GameOver:
			over = &e
		case SphinxRevealed:
			revealed = append(revealed, e)
		}
	}))
	s.finalScoring()
	want := []ev{
		{2, 5, RsnEndMajority}, {0, 5, RsnEndMajority}, {1, 5, RsnEndMajority},
		{2, 5, RsnEndNile}, {0, 5, RsnEndNile},
		{1, 3, RsnEndSphinx},
		{0, 2, RsnEndStatue},
		{2, 2, RsnEndStone}, {1, 2, RsnEndStone},
	}
	if len(got) != len(want) {
		t.Fatalf("scored %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("score event %d: %v, want %v", i, got[i], want[i])
		}
	}
	if len(revealed) != 1 || revealed[0] != (SphinxRevealed{Player: 1, Card: 1, Points: 3}) {
		t.Errorf("revealed %v", revealed)
	}
	// seat 0: 5+5+2 = 12, seat 1: 5+3+2 = 10, seat 2: 5+5+2 = 12; the
	// tie goes to seat 0 (tile 2 beats tile 1).
	wantScores(t, s, 12, 10, 12)
	if over == nil || len(over.Winners) != 1 || over.Winners[0] != 0 || over.Totals[1] != 10 {
		t.Errorf("game over event %+v", over)
	}
	if s.phase != PhOver || !(s.step == StepOver) {
		t.Errorf("phase %v step %d", s.phase, s.step)
	}
}

// §5.3: the most points wins; a tie goes to the highest order tile; no
// winner before the end.
func TestSpec5_3WinnerTieBreak(t *testing.T) {
	s := scState(3)
	if s.Winners() != nil {
		t.Fatal("winners before the end")
	}
	s.phase = PhOver
	s.pl[0].Score, s.pl[1].Score, s.pl[2].Score = 50, 50, 49
	s.pl[0].OrderTile, s.pl[1].OrderTile, s.pl[2].OrderTile = 3, 1, 2
	if w := s.Winners(); len(w) != 1 || w[0] != 0 {
		t.Errorf("winners %v, want [0] (tile 3)", w)
	}
	s.pl[0].OrderTile, s.pl[1].OrderTile = 1, 3
	if w := s.Winners(); len(w) != 1 || w[0] != 1 {
		t.Errorf("winners %v, want [1] (tile 3)", w)
	}
	s.pl[2].Score = 51
	if w := s.Winners(); len(w) != 1 || w[0] != 2 {
		t.Errorf("winners %v, want [2] (most points)", w)
	}
}

// §5: Scores: Total is the score; the track part is the score minus the
// end parts; every source is listed.
func TestSpec5ScoresParts(t *testing.T) {
	s := scState(2)
	s.pl[0].Score = 40
	scRow(s, 0, 0)
	scCards(s, 0, 7)
	s.pl[0].Mkt[MktStone], s.pl[0].Stone = 4, 9
	s.finalScoring()
	sc := s.Scores()
	if len(sc) != 2 || sc[0].Total != 54 || int(s.pl[0].Score) != 54 {
		t.Fatalf("scores %+v, want seat 0 40+5+5+4 = 54", sc)
	}
	want := map[string]int{"track": 40, "pyramid_majority": 5, "nile": 5, "sphinx": 0, "statues": 0, "stone": 4}
	sum := 0
	for _, p := range sc[0].Parts {
		if w, ok := want[p.Source]; !ok || w != p.Points {
			t.Errorf("part %s = %d, want %d", p.Source, p.Points, w)
		}
		sum += p.Points
	}
	if len(sc[0].Parts) != numSources || sum != sc[0].Total {
		t.Errorf("%d parts summing to %d", len(sc[0].Parts), sum)
	}
	if sc[1].Total != 0 || sc[1].Parts[srcTrack].Points != 0 {
		t.Errorf("seat 1 %+v", sc[1])
	}
}

// §9.3 "you" cards: every condition met, else 0.
func TestSpec9_3YouCards(t *testing.T) {
	s := scState(3)
	p := &s.pl[0]
	check := func(id, want int) {
		t.Helper()
		if got := s.sphinxPoints(0, id); got != want {
			t.Errorf("X%d: %d points, want %d", id, got, want)
		}
	}
	// X3: completed colonnade and >= 4 pyramid bricks, 8.
	p.Col = 7
	scRow(s, 0, 0, 0, 0, 1, 1, 1)
	check(3, 0) // 3 bricks
	scRow(s, 1, 0)
	check(3, 8)
	p.Col = 6
	check(3, 0)
	check(20, 0) // X20: completed colonnade
	p.Col = 7
	check(20, 5)
	// X1 Wheat market 5, X4 Stone market 5.
	p.Mkt = [NumMarkets]int8{4, 5}
	check(1, 0)
	check(4, 3)
	p.Mkt[MktWheat] = 5
	check(1, 3)
	// X9: >= 4 pyramid bricks and Stone 5 (6); X22 with Wheat 5 (6).
	check(9, 6)
	check(22, 6)
	// X11 Blue >= 5; X23 all four crews >= 3.
	p.Str = [NumCrews]int8{9, 9, 4, 9}
	check(11, 0)
	check(23, 4)
	p.Str[CrewBlue] = 5
	check(11, 3)
	p.Str[CrewYellow] = 2
	check(23, 0)
	// X5 >= 2 statues fully built (5); X35 >= 2 bricks on each statue (4).
	p.Statue = [NumStatues]int8{3, 2, 2}
	check(5, 0)
	check(35, 4)
	check(7, 5) // X7: a full statue and Stone 5
	p.Statue = [NumStatues]int8{3, 3, 1}
	check(5, 5)
	check(35, 0)
	check(34, 0) // X34: 3 full statues
	p.Statue[2] = 3
	check(34, 6)
	// X10 >= 4 obelisk bricks (5), X14 >= 5 (6): another seat's bricks
	// do not count.
	scObelisk(s, 0, 1, 0, 0, 0)
	check(10, 5)
	check(14, 0)
	scObelisk(s, 0)
	check(14, 6)
}

// A24: X8 needs >= 2 bricks on each of the obelisk, the colonnade, the
// pyramid and the statues (all statues together).
func TestA24X8EachOfFour(t *testing.T) {
	s := scState(4)
	p := &s.pl[2]
	scObelisk(s, 2, 2)
	p.Col = 2
	scRow(s, 0, 2, 2)
	p.Statue = [NumStatues]int8{1, 0, 0}
	if v := s.sphinxPoints(2, 8); v != 0 {
		t.Errorf("X8 with 1 statue brick: %d", v)
	}
	p.Statue = [NumStatues]int8{0, 1, 1} // 2 bricks on two statues
	if v := s.sphinxPoints(2, 8); v != 4 {
		t.Errorf("X8 met: %d, want 4", v)
	}
	s.pyramid[0][1] = 1
	if v := s.sphinxPoints(2, 8); v != 0 {
		t.Errorf("X8 with 1 pyramid brick: %d", v)
	}
}

// A35: X25 needs >= 3 on each of obelisk, colonnade and pyramid; X31 >= 5
// colonnade and >= 5 pyramid.
func TestA35X25X31Each(t *testing.T) {
	s := scState(3)
	p := &s.pl[1]
	scObelisk(s, 1, 1, 1)
	p.Col = 5
	scRow(s, 0, 1, 1)
	if v := s.sphinxPoints(1, 25); v != 0 {
		t.Errorf("X25 with 2 pyramid bricks: %d", v)
	}
	scRow(s, 0, 1, 1, 1, 1, 1)
	if v := s.sphinxPoints(1, 25); v != 6 {
		t.Errorf("X25: %d, want 6", v)
	}
	if v := s.sphinxPoints(1, 31); v != 9 {
		t.Errorf("X31: %d, want 9", v)
	}
	p.Col = 4
	if v := s.sphinxPoints(1, 31); v != 0 {
		t.Errorf("X31 with 4 columns: %d", v)
	}
}

// §9.3 "for each": X6 2 per row majority won, max 10 (6 in 2p).
func TestSpec9_3X6RowMajorities(t *testing.T) {
	s := scState(4)
	for _, c := range []struct {
		rows uint8
		want int
	}{{0, 0}, {0b10110, 6}, {0b11111, 10}} {
		s.pl[3].RowMaj = c.rows
		if v := s.sphinxPoints(3, 6); v != c.want {
			t.Errorf("4p rows %05b: %d, want %d", c.rows, v, c.want)
		}
	}
	s = scState(2)
	s.pl[0].RowMaj = 0b111
	if v := s.sphinxPoints(0, 6); v != 6 {
		t.Errorf("2p 3 rows: %d, want 6", v)
	}
	s.pl[0].RowMaj = 0b1111 // impossible, but the cap holds
	if v := s.sphinxPoints(0, 6); v != 6 {
		t.Errorf("2p cap: %d, want 6", v)
	}
}

// §9.4, §5.2 step 4: each statue scores the highest level both built and
// met; levels do not add up.
func TestSpec9_4StatueHighestBuiltAndMet(t *testing.T) {
	s := scState(4) // statues S7 obelisk 2/3/4, S2 pyramid 3/4/6, S5 markets 6/8/10
	// seat 0: S7 built 3, 3 obelisk bricks → level 2 (5); S2 built 1, 6
	// pyramid bricks → level 1 (2); S5 built 2, markets 5+5 → level 2 (5).
	s.pl[0].Statue = [NumStatues]int8{3, 1, 2}
	scObelisk(s, 0, 1, 0, 0)
	scRow(s, 0, 0, 0, 0, 0, 0, 0)
	s.pl[0].Mkt = [NumMarkets]int8{5, 5}
	// seat 1: S7 built 2, 1 obelisk brick → 0; S2 built 3, 4 bricks →
	// level 2 (5); S5 built 3, markets 3+3 → level 1 (2).
	s.pl[1].Statue = [NumStatues]int8{2, 3, 3}
	scRow(s, 1, 1, 1, 1, 1)
	s.pl[1].Mkt = [NumMarkets]int8{3, 3}
	for _, c := range [][3]int{{0, 0, 2}, {0, 1, 1}, {0, 2, 2}, {1, 0, 0}, {1, 1, 2}, {1, 2, 1}, {2, 0, 0}} {
		if l := s.statueLevel(c[0], c[1]); l != c[2] {
			t.Errorf("seat %d statue %d: level %d, want %d", c[0], c[1], l, c[2])
		}
	}
	s.finalScoring()
	// seat 0 also leads the pyramid (6 vs 4): 5 + 12.
	wantScores(t, s, 17, 7, 0, 0)
	if s.final[0][srcStatues] != 12 || s.final[1][srcStatues] != 7 {
		t.Errorf("statue parts %d %d", s.final[0][srcStatues], s.final[1][srcStatues])
	}
}

// A13: S6 counts every Sphinx card owned, met or not; S9 the permanent
// Strength of the 4 crews.
func TestA13StatueSphinxCountAndS9(t *testing.T) {
	s := scState(3)
	s.statue = [NumStatues]int8{6, 9, 7}
	scGive(s, 0, 2, 10, 14, 20, 30) // all unmet
	s.pl[0].Statue = [NumStatues]int8{3, 3, 0}
	s.pl[0].Str = [NumCrews]int8{5, 4, 4, 3} // 16
	if l := s.statueLevel(0, 0); l != 2 {
		t.Errorf("S6 with 5 cards: level %d, want 2", l)
	}
	if l := s.statueLevel(0, 1); l != 2 {
		t.Errorf("S9 with Strength 16: level %d, want 2", l)
	}
	s.finalScoring()
	wantScores(t, s, 10, 0, 0)
	if s.final[0][srcSphinx] != 0 {
		t.Errorf("unmet cards scored %d", s.final[0][srcSphinx])
	}
}

// §9.3 X13, A10, A34: 2 per permanent card: R4, R13 and the attached
// Irrigation R24 count; R7 (Immediate, kept), R12 (Anytime), fields and
// quarries do not: 3 × 2 = 6.
func TestSpec9_3X13PermanentsA10(t *testing.T) {
	s := scState(2)
	scCards(s, 0, 4, 13, 24, 7, 12, 2, 9)
	s.pl[0].Attach[0] = 9
	if v := s.sphinxPoints(0, 13); v != 6 {
		t.Errorf("X13: %d, want 6", v)
	}
	scGive(s, 0, 13)
	s.finalScoring()
	wantScores(t, s, 6+5, 0) // and R7's +5
}

// §9.3 "most productive": strictly more than every other seat, a tie
// scores nobody; current colours (Irrigation), G1 +2 a field, the starting
// Field (10 after G4) is Green, quarries with the starting one and combos.
func TestSpec9_3MostProductiveStrict(t *testing.T) {
	s := scState(3)
	// Quarries (X29): seat 0 3+R2 3 = 6, seat 1 3+R8 2+R15 1 = 6, seat 2 3.
	scCards(s, 0, 2)
	scCards(s, 1, 8, 15)
	if v := s.sphinxPoints(0, 29); v != 0 {
		t.Errorf("X29 tied at 6: %d", v)
	}
	scCards(s, 0, 17) // +2: 8
	if v := s.sphinxPoints(0, 29); v != 4 {
		t.Errorf("X29 8 vs 6: %d, want 4", v)
	}
	// Green (X18): seat 0 6+R10 2 = 8, seat 1 6+R15 2+R3 3 = 11, seat 2
	// 10 (G4) + R25 4 = 14.
	scCards(s, 0, 10)
	scCards(s, 1, 3)
	s.pl[2].StartG4 = true
	scCards(s, 2, 25)
	if v := s.sphinxPoints(1, 18); v != 0 {
		t.Errorf("X18 11 vs 14: %d", v)
	}
	if v := s.sphinxPoints(2, 18); v != 4 {
		t.Errorf("X18 14 vs 11: %d, want 4", v)
	}
	s.pl[1].Bonus |= 1 << G1 // 3 Green fields × 2: 17
	if v := s.sphinxPoints(1, 18); v != 4 {
		t.Errorf("X18 with G1 17 vs 14: %d, want 4", v)
	}
	// Red (X28): seat 2 R32 8 vs seat 0 R9 6; Irrigation on R32 makes it
	// Yellow: 0 vs 6, and it counts for Yellow (X26).
	scCards(s, 2, 32, 24)
	scCards(s, 0, 9)
	if v := s.sphinxPoints(2, 28); v != 4 {
		t.Errorf("X28 8 vs 6: %d, want 4", v)
	}
	s.pl[2].Attach[0] = 32
	if v := s.sphinxPoints(2, 28); v != 0 {
		t.Errorf("X28 with R32 irrigated: %d", v)
	}
	if v := s.sphinxPoints(2, 26); v != 4 {
		t.Errorf("X26 with R32 as Yellow 8 vs 0: %d, want 4", v)
	}
	if v := s.sphinxPoints(0, 26); v != 0 {
		t.Errorf("X26 with no Yellow field: %d", v)
	}
}

// §9.4 S3, S4, S8: field and quarry values. Seat 0 owns R3, R5, R9, R33,
// R35, R36 and G4: Green 10+3 = 13 (S4 level 3: 10), Yellow + Red
// 4+6+3 = 13 (S3 built 2: level 2, 5), quarries 3+3+4+2 = 12 (S8 built 3:
// level 2, 5).
func TestSpec9_4StatueFieldsQuarries(t *testing.T) {
	s := scState(4)
	s.statue = [NumStatues]int8{4, 3, 8}
	scCards(s, 0, 3, 5, 9, 33, 35, 36)
	s.pl[0].StartG4 = true
	s.pl[0].Statue = [NumStatues]int8{3, 2, 3}
	for st, want := range []int{3, 2, 2} {
		if l := s.statueLevel(0, st); l != want {
			t.Errorf("statue %d (S%d): level %d, want %d", st, s.statue[st], l, want)
		}
	}
	s.finalScoring()
	wantScores(t, s, 20, 0, 0, 0)
}

// §9.4 S1, A10: permanent cards 2/3/4; R7 is not one. R4, R14 and R7: 2,
// level 1 (2) though level 2 is built.
func TestSpec9_4StatueS1Permanents(t *testing.T) {
	s := scState(3)
	s.statue = [NumStatues]int8{1, 2, 7}
	scCards(s, 1, 4, 14, 7)
	s.pl[1].Statue[0] = 2
	if l := s.statueLevel(1, 0); l != 1 {
		t.Errorf("S1 with 2 permanents: level %d, want 1", l)
	}
	scCards(s, 1, 29)
	if l := s.statueLevel(1, 0); l != 2 {
		t.Errorf("S1 with 3 permanents: level %d, want 2", l)
	}
}

// A21: a score change of 0 leaves the marker, and its arrival, alone.
func TestA21ZeroScoreKeepsArrival(t *testing.T) {
	s := scState(3)
	s.pl[1].Score = 7
	s.addScore(1, 0, RsnEndStone)
	if s.pl[1].Arrival != 2 || s.arrival != 3 || s.pl[1].Score != 7 {
		t.Errorf("arrival %d counter %d score %d after +0", s.pl[1].Arrival, s.arrival, s.pl[1].Score)
	}
	s.addScore(1, 2, RsnEndStone)
	if s.pl[1].Arrival != 4 || s.pl[1].Score != 9 {
		t.Errorf("arrival %d score %d after +2", s.pl[1].Arrival, s.pl[1].Score)
	}
}

// A23, §5.4: at the start everyone is on 0, stacked from tile 1 to tile
// N: tile N counts lowest, tile 1 highest.
func TestA23StartStack(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := newGame(t, n, uint64(40+n))
		low, high := s.lowestFirst(), s.highestFirst()
		if s.pl[low[0]].OrderTile != int8(n) || s.pl[high[0]].OrderTile != 1 {
			t.Errorf("%dp: lowest has tile %d, highest tile %d", n, s.pl[low[0]].OrderTile, s.pl[high[0]].OrderTile)
		}
		for k := 0; k < n; k++ {
			if s.pl[low[k]].OrderTile != int8(n-k) {
				t.Errorf("%dp: lowest-first %v", n, low)
				break
			}
		}
	}
}

// §5, §5.2 on whole games: every point moves through a Scored event; the
// end-game events by reason are s.final's parts; Scores' parts add up to
// the total; one GameOver names the winner.
func TestSpec5_2RandomGamesFinalParts(t *testing.T) {
	reasonSrc := map[string]int{RsnEndMajority: srcMajority, RsnEndNile: srcNile,
		RsnEndSphinx: srcSphinx, RsnEndStatue: srcStatues, RsnEndStone: srcStone}
	var buf []engine.Action
	for g := 0; g < 30; g++ {
		n := 2 + g%3
		s := newGame(t, n, uint64(3100+g))
		var sum [MaxPlayers]int
		var end [MaxPlayers][numSources]int
		overs := 0
		var over GameOver
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
			switch e := e.(type) {
			case Scored:
				sum[e.Player] += e.Points
				if k, ok := reasonSrc[e.Reason]; ok {
					end[e.Player][k] += e.Points
				}
			case GameOver:
				overs++
				over = e
			}
		}))
		r := engine.NewRNG(uint64(g))
		for !s.Terminal() {
			buf = s.Legal(buf)
			mustApply(t, s, buf[r.IntN(len(buf))])
		}
		sc := s.Scores()
		for q := 0; q < n; q++ {
			if sum[q] != int(s.pl[q].Score) || sc[q].Total != sum[q] {
				t.Errorf("game %d seat %d: events %d, score %d, Scores %d", g, q, sum[q], s.pl[q].Score, sc[q].Total)
			}
			t2 := 0
			for k, p := range sc[q].Parts {
				t2 += p.Points
				if k > srcTrack && p.Points != end[q][k] {
					t.Errorf("game %d seat %d: part %s %d, events %d", g, q, p.Source, p.Points, end[q][k])
				}
			}
			if t2 != sc[q].Total {
				t.Errorf("game %d seat %d: parts %d, total %d", g, q, t2, sc[q].Total)
			}
		}
		w := s.Winners()
		if overs != 1 || len(w) != 1 || len(over.Winners) != 1 || over.Winners[0] != w[0] {
			t.Errorf("game %d: %d game-over events %+v, winners %v", g, overs, over, w)
		}
		for q := 0; q < n; q++ {
			if a, b := &s.pl[q], &s.pl[w[0]]; a.Score > b.Score || a.Score == b.Score && a.OrderTile > b.OrderTile {
				t.Errorf("game %d: seat %d beats winner %d", g, q, w[0])
			}
		}
	}
}

// §5.2 step 3: RevealedSphinx, read after the end, lists each seat's
// Sphinx cards as the final scoring revealed them (the SphinxRevealed
// events), points included; their sum is the Sphinx part; nothing is
// revealed before the end.
func TestSpec5_2RevealedSphinx(t *testing.T) {
	var buf []engine.Action
	cards, met := 0, 0
	for g := 0; g < 12; g++ {
		n := 2 + g%3
		s := newGame(t, n, uint64(5200+g))
		var evs [MaxPlayers][]SphinxRevealed
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
			if e, ok := e.(SphinxRevealed); ok {
				evs[e.Player] = append(evs[e.Player], e)
			}
		}))
		r := engine.NewRNG(uint64(g))
		for !s.Terminal() {
			if s.round == 3 && s.RevealedSphinx(0) != nil {
				t.Fatal("Sphinx cards revealed before the end")
			}
			buf = s.Legal(buf)
			mustApply(t, s, buf[r.IntN(len(buf))])
		}
		sc := s.Scores()
		for q := 0; q < n; q++ {
			got := s.RevealedSphinx(q)
			if !reflect.DeepEqual(got, evs[q]) && !(len(got) == 0 && len(evs[q]) == 0) {
				t.Fatalf("game %d seat %d: revealed %v, the final scoring's events %v", g, q, got, evs[q])
			}
			sum := 0
			for _, c := range got {
				sum += c.Points
				cards++
				if c.Points > 0 {
					met++
				}
			}
			if sc[q].Parts[srcSphinx].Points != sum {
				t.Errorf("game %d seat %d: cards %d points, Sphinx part %d", g, q, sum, sc[q].Parts[srcSphinx].Points)
			}
		}
	}
	if cards == 0 || met == 0 {
		t.Fatalf("%d cards revealed, %d met", cards, met)
	}
	t.Logf("%d cards revealed, %d met", cards, met)
}
