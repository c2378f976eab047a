package pharaon

import (
	"testing"

	"nilegames/engine"
)

// The view's accessors read the state; the setup pair only for its owner.
func TestViewAccessors(t *testing.T) {
	s := newGame(t, engine.Options{"players": "4"}, 2)
	q := int(s.actor)
	if _, ok := s.SetupPair(q, (q+1)%4); ok {
		t.Error("another seat sees the setup pair")
	}
	p, ok := s.SetupPair(q, q)
	if !ok || p[0] != int(s.setupPair[q][0])+1 || p[1] != int(s.setupPair[q][1])+1 {
		t.Errorf("own pair %v %v", p, ok)
	}
	if s.Round() != 0 || s.Phase() != PhSetupNoble || s.Players() != 4 || s.SlotsPerSegment() != 4 || s.LotCount() != 5 {
		t.Errorf("round %d phase %s players %d slots %d lots %d", s.Round(), s.Phase(), s.Players(), s.SlotsPerSegment(), s.LotCount())
	}
	d := s.NobleDisplay()
	for i := range d {
		if d[i] != int(s.nobleDisp[i])+1 {
			t.Errorf("Noble display %v", d)
		}
	}
	if got := s.JarsShown(); len(got) != 4 || got[0] != int(s.jarShown[0]) {
		t.Errorf("Jars shown %v", got)
	}
	ring := s.Ring()
	for q := 0; q < NumQuarters; q++ {
		if ring[s.QuarterPos(q)] != q {
			t.Errorf("ring %v, position of %d = %d", ring, q, s.QuarterPos(q))
		}
	}
	s.slots[ROY][1], s.slotBy[ROY][1] = wheelOff+OffPrestige1, 2
	if sl := s.Slot(ROY, 1); sl.Token != WheelOffering+OffPrestige1 || sl.By != 2 {
		t.Errorf("slot %+v", sl)
	}
	if sl := s.Slot(9, 0); sl.Token != WheelFree {
		t.Errorf("out of range slot %+v", sl)
	}
	if ok, _ := s.Solo(); ok {
		t.Error("solo")
	}
	if s.Pharaoh() != -1 || s.FirstPlayer() != int(s.first) || s.PassedCount() != 0 {
		t.Error("tokens")
	}
}
