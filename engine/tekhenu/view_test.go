package tekhenu

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// The view accessors agree with the state, and hide other seats' Decrees.
func TestViewAccessors(t *testing.T) {
	s := board(t, 3)
	d := s.testDie(t, Black, Bastet, 5)
	if di := s.DieInfo(d); di.Section != Bastet || di.Value != 5 || di.Colour != Black || di.Owner != -1 {
		t.Errorf("DieInfo %+v", di)
	}
	eq(t, "status", s.Status(Black, Bastet), Pure)
	s.p[1].Decree, s.p[1].PubDecree = 1<<3|1<<7, 1<<7
	pl, n := s.PlayerView(1, 0)
	eq(t, "decree count", n, 2)
	if pl.Decree != 1<<7 {
		t.Errorf("seat 0 sees seat 1's Decrees %x", pl.Decree)
	}
	if pl, _ = s.PlayerView(1, 1); pl.Decree != 1<<3|1<<7 {
		t.Error("the owner sees its Decrees")
	}
	if s.MarketCard(0, 0) == "" || s.MarketCard(3, 0) != "" || s.SectionOpen(2) {
		t.Error("market accessors")
	}
	eq(t, "Horus value", s.HorusValue(Hathor), 3)
}

// Estimate: VP plus a Scoring now plus the Decrees; at the end, the VP.
func TestEstimate(t *testing.T) {
	s := board(t, 2)
	s.p[0].Statues = 2 // 3 VP at a Scoring
	e := s.Estimate()
	if e[0] != 13 || e[1] != 10 {
		t.Errorf("estimate %v", e)
	}
	end := enginetest.RandomAt(t, Game{}, engine.Options{"players": "3"}, 5, 100000).(*State)
	if !end.Terminal() {
		t.Fatal("not over")
	}
	for q, v := range end.Estimate() {
		if int(v) != int(end.p[q].VP) {
			t.Errorf("final estimate %v, VP %d", v, end.p[q].VP)
		}
	}
}
