package egizia

import (
	"testing"

	"nilegames/engine"
)

// Estimate: the final score at the end, the end-game scoring's result in
// the final window, the guess's directions, no allocation but its result.

func TestEstimateOverIsScore(t *testing.T) {
	s := scState(3)
	s.phase = PhOver
	s.pl[0].Score, s.pl[1].Score, s.pl[2].Score = 80, -3, 101
	scCards(s, 0, 7) // already scored: not again
	e := s.Estimate()
	if len(e) != 3 || e[0] != 80 || e[1] != -3 || e[2] != 101 {
		t.Errorf("Estimate at the end %v", e)
	}
}

// In the final window (no Build, Produce or Feed step left) the estimate
// is exactly what §5.2 will give.
func TestEstimateFinalWindowIsFinalScore(t *testing.T) {
	s := scState(4)
	s.statue = [NumStatues]int8{6, 2, 5}
	scRow(s, 0, 0, 1, 1, 2)
	scCards(s, 3, 7)
	scGive(s, 1, 2, 9, 21)
	s.pl[1].Statue = [NumStatues]int8{3, 1, 0}
	s.pl[1].Mkt = [NumMarkets]int8{2, 5}
	s.pl[1].Stone = 11
	s.pl[0].Score, s.pl[1].Score = 30, 41
	e := s.Estimate()
	// seat 0: 30; seat 1: 41 + 5 (majority) + 0 (X2 X9 X21 unmet) + S2
	// level 0 (2 bricks < 3) + S6 3 cards: 0 + 11/2 = 5 → 51; seat 3: 5.
	want := []float64{30, 51, 0, 5}
	for q := range want {
		if e[q] != want[q] {
			t.Errorf("seat %d estimate %v, want %v", q, e[q], want[q])
		}
	}
	s.finalScoring()
	for q := range want {
		if float64(s.pl[q].Score) != e[q] {
			t.Errorf("seat %d final %d, estimate %v", q, s.pl[q].Score, e[q])
		}
	}
}

// The same on real games: at every final window, the estimate is the
// final scoring's result.
func TestEstimateFinalWindowRandomGames(t *testing.T) {
	checked := 0
	var buf []engine.Action
	for g := 0; g < 60 && checked < 10; g++ {
		s := newGame(t, 2+g%3, uint64(7000+g))
		r := engine.NewRNG(uint64(g))
		for !s.Terminal() {
			if s.step == StepFinal {
				e := s.Estimate()
				c := s.clone()
				c.finalScoring()
				for q := range e {
					if e[q] != float64(c.pl[q].Score) {
						t.Fatalf("game %d seat %d: estimate %v, final %d", g, q, e[q], c.pl[q].Score)
					}
				}
				checked++
			}
			buf = s.Legal(buf)
			mustApply(t, s, buf[r.IntN(len(buf))])
		}
		e := s.Estimate()
		for q := range e {
			if e[q] != float64(s.pl[q].Score) {
				t.Fatalf("game %d over: estimate %v, score %d", g, e, s.pl[q].Score)
			}
		}
	}
	if checked == 0 {
		t.Error("no final window reached")
	}
}

// The guess: Stone, a fed crew, a Sphinx card near its goal all raise the
// estimate while there are Build steps to come.
func TestEstimateGuessDirections(t *testing.T) {
	base := scState(3)
	base.round, base.step, base.phase = 3, StepPlace, PhPlace
	base.flood = FloodMiddle
	e0 := base.Estimate()

	s := base.clone()
	s.pl[0].Stone = 8
	if e := s.Estimate(); !(e[0] > e0[0]) || e[1] != e0[1] {
		t.Errorf("8 Stone: %v vs %v", e, e0)
	}
	s = base.clone()
	s.pl[0].Str = [NumCrews]int8{9, 9, 9, 9} // need 36 against 6 Wheat
	if e := s.Estimate(); !(e[0] < e0[0]) {
		t.Errorf("starving crews: %v vs %v", e, e0)
	}
	// Anytime cards: R51's 6 Stone, R53's sale of the Stone left.
	s = base.clone()
	scCards(s, 0, 51)
	e51 := s.Estimate()[0]
	if !(e51 > e0[0]) {
		t.Errorf("R51 held: %v vs %v", e51, e0[0])
	}
	s.pl[0].Stone = 25
	eFull := s.Estimate()[0]
	scCards(s, 0, 53)
	if e := s.Estimate()[0]; !(e > eFull) {
		t.Errorf("R53 with Stone to spare: %v vs %v", e, eFull)
	}
	// X10 (5: >= 4 obelisk bricks): 3 bricks beats 1 beats none held;
	// met, it is worth its 5 points.
	s = base.clone()
	scGive(s, 0, 10)
	scObelisk(s, 0)
	e1 := s.Estimate()[0]
	scObelisk(s, 0, 0)
	e3 := s.Estimate()[0]
	scObelisk(s, 0)
	e4 := s.Estimate()[0]
	// Each brick also changes nothing else for seat 0 here (statues
	// unbuilt, no majority change on the obelisk).
	if !(e0[0] < e1 && e1 < e3 && e3 < e4) || e4-e0[0] != 5 {
		t.Errorf("X10 progress: %v %v %v %v", e0[0], e1, e3, e4)
	}
}

// Estimate allocates only its result (it runs at every rollout's end).
func TestEstimateAllocs(t *testing.T) {
	s := newGame(t, 4, 11)
	r := engine.NewRNG(3)
	var buf []engine.Action
	for k := 0; k < 400 && !s.Terminal(); k++ {
		buf = s.Legal(buf)
		mustApply(t, s, buf[r.IntN(len(buf))])
	}
	if n := testing.AllocsPerRun(100, func() { s.Estimate() }); n > 1 {
		t.Errorf("Estimate: %v allocations, want 1", n)
	}
}

// A one-ply bot maximizing its estimate margin beats random players.
func TestEstimateGreedyBeatsRandom(t *testing.T) {
	games, wins := 12, 0
	if testing.Short() {
		games = 4
	}
	var buf []engine.Action
	for g := 0; g < games; g++ {
		s := newGame(t, 2, uint64(500+g))
		r := engine.NewRNG(uint64(g))
		me := g % 2
		for !s.Terminal() {
			buf = s.Legal(buf)
			if s.CurrentPlayer() != me {
				mustApply(t, s, buf[r.IntN(len(buf))])
				continue
			}
			best, bv := buf[0], -1e9
			for _, a := range buf {
				c := s.clone()
				if c.Apply(a) != nil {
					t.Fatal("legal action refused")
				}
				e := c.Estimate()
				if v := e[me] - e[1-me]; v > bv {
					best, bv = a, v
				}
			}
			mustApply(t, s, best)
		}
		if w := s.Winners(); len(w) == 1 && w[0] == me {
			wins++
		}
	}
	if wins*4 < games*3 {
		t.Errorf("greedy won %d of %d against random", wins, games)
	}
}

func BenchmarkEstimate(b *testing.B) {
	s := newGame(b, 4, 11)
	r := engine.NewRNG(3)
	var buf []engine.Action
	for k := 0; k < 400 && !s.Terminal(); k++ {
		buf = s.Legal(buf)
		mustApply(b, s, buf[r.IntN(len(buf))])
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Estimate()
	}
}
