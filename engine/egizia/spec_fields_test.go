package egizia

import (
	"reflect"
	"testing"

	"nilegames/engine"
)

// econState is a hand-built n-seat state at the start of a round: seats
// in setup order hold order tiles 1..n, crews at their starting Strength,
// markets on level 1, the starting Stone, the flood on Middle.
func econState(n int) *State {
	s := &State{n: int8(n), flood: FloodMiddle, round: 1, step: StepPlace, phase: PhPlace}
	for i := 0; i < n; i++ {
		s.order[i] = int8(i)
		p := &s.pl[i]
		p.Str = StartStr
		p.Mkt = [NumMarkets]int8{1, 1}
		p.OrderTile = int8(i + 1)
		p.Stone = StartStone[i]
	}
	return s
}

// econGive hands seat the Nile cards ids.
func econGive(s *State, seat int, ids ...int) {
	for _, id := range ids {
		s.pl[seat].Cards |= 1 << uint(id-1)
	}
}

// econEvents records s's events from now on.
func econEvents(s *State) *[]engine.Event {
	var ev []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { ev = append(ev, e) }))
	return &ev
}

// econSnap is s without its header (recorder, history), for "unchanged".
func econSnap(s *State) State {
	c := *s
	c.Header = engine.Header{}
	return c
}

// econUnchanged fails when s differs from the snapshot before.
func econUnchanged(t *testing.T, before State, s *State, what string) {
	t.Helper()
	if !reflect.DeepEqual(before, econSnap(s)) {
		t.Fatalf("%s changed the state", what)
	}
}

func TestSpec2_6FloodIrrigation(t *testing.T) {
	s := econState(2)
	econGive(s, 0, 3, 5, 9) // Green 3, Yellow 4, Red 6
	want := [NumFlood]int{
		FloodTop:    6 + 3 + 4 + 6, // everything
		FloodMiddle: 6 + 3 + 4,     // Red dry
		FloodBottom: 6 + 3,         // only Green
	}
	for f, w := range want {
		s.flood = int8(f)
		if got := s.production(0); got != w {
			t.Errorf("flood %d: production %d, want %d", f, got, w)
		}
	}
	if got := s.production(1); got != StartField {
		t.Errorf("a seat with only its starting Field produces %d, want 6", got)
	}
}

func TestSpec4_3QuarryTotal(t *testing.T) {
	s := econState(2)
	econGive(s, 0, 2, 16, 37) // Quarry 3, Yellow combo quarry 1, Red combo quarry 2
	econGive(s, 0, 5, 12)     // a field and an Anytime card add nothing
	if got := s.quarryTotal(0); got != 3+3+1+2 {
		t.Errorf("quarryTotal %d, want 9 (start 3 + 3 + 1 + 2)", got)
	}
	if got := s.quarryTotal(1); got != StartQuarry {
		t.Errorf("starting quarry alone: %d, want 3", got)
	}
}

func TestSpec4_3ProduceInOrderWithCap(t *testing.T) {
	s := econState(3)
	s.order = [MaxPlayers]int8{2, 0, 1}
	econGive(s, 0, 35, 37) // 3 + 4 + 2 = 9, combo quarry produces though its Red field is dry
	s.pl[0].Stone = 20
	s.pl[1].Stone = 0
	s.pl[2].Stone = 24
	ev := econEvents(s)
	s.produce()
	want := []int8{25, 3, 25} // 20+9 capped, 0+3, 24+3 capped
	for i, w := range want {
		if s.pl[i].Stone != w {
			t.Errorf("seat %d Stone %d, want %d", i, s.pl[i].Stone, w)
		}
	}
	var got []Produced
	for _, e := range *ev {
		if p, ok := e.(Produced); ok {
			got = append(got, p)
		}
	}
	exp := []Produced{
		{Player: 2, Quarries: 3, Stone: 1, Total: 25},
		{Player: 0, Quarries: 9, Stone: 5, Total: 25},
		{Player: 1, Quarries: 3, Stone: 3, Total: 3},
	}
	if !reflect.DeepEqual(got, exp) {
		t.Errorf("Produced events %+v, want %+v (player order 3, 1, 2)", got, exp)
	}
}

func TestA7G1ProducingFieldsOnly(t *testing.T) {
	s := econState(2)
	econGive(s, 0, 3, 5, 9) // Green 3, Yellow 4, Red 6
	s.pl[0].Bonus |= 1 << G1
	s.flood = FloodBottom
	// Production: +2 only on the producing fields (start 6 and Green 3).
	if got := s.production(0); got != 8+5 {
		t.Errorf("G1 production at Bottom %d, want 13", got)
	}
	s.flood = FloodTop
	if got := s.production(0); got != 8+5+6+8 {
		t.Errorf("G1 production at Top %d, want 27", got)
	}
	// Totals: +2 on every field, flood ignored.
	s.flood = FloodBottom
	if got := s.fieldTotal(0, Green); got != 8+5 {
		t.Errorf("G1 Green total %d, want 13", got)
	}
	if got := s.fieldTotal(0, Yellow); got != 6 {
		t.Errorf("G1 Yellow total %d, want 6", got)
	}
	if got := s.fieldTotal(0, -2); got != 6+8 {
		t.Errorf("G1 Yellow+Red total %d, want 14", got)
	}
}

func TestSpec9_3ProductivityRules(t *testing.T) {
	s := econState(2)
	p := &s.pl[0]
	econGive(s, 0, 9, 32, 37, 31, 24, 42) // Red 6, Red 8, Red combo 5, Yellow 6, both Irrigations
	p.StartG4 = true
	if got := s.fieldTotal(0, Green); got != 10 {
		t.Errorf("Green total %d, want the flipped starting Field 10", got)
	}
	if got := s.fieldTotal(0, Red); got != 6+8+5 {
		t.Errorf("Red total %d, want 19 (combos included)", got)
	}
	p.Attach[0] = 9 // R9 → Yellow
	p.Attach[1] = 9 // R9 → Green
	if c := s.fieldColour(0, 9); c != Green {
		t.Errorf("R9 with two Irrigations: colour %d, want Green", c)
	}
	p.Attach[1] = 37 // R37 → Yellow; R9 Yellow
	want := map[int]int{Green: 10, Yellow: 6 + 5 + 6, Red: 8, -2: 6 + 5 + 6 + 8}
	for c, w := range want {
		if got := s.fieldTotal(0, c); got != w {
			t.Errorf("colour %d total %d, want %d", c, got, w)
		}
	}
	if c := s.fieldColour(0, StartFieldID); c != Green {
		t.Errorf("starting Field colour %d, want Green", c)
	}
	if c := s.fieldColour(0, 2); c != NoColour {
		t.Errorf("a quarry's colour %d, want NoColour", c)
	}
	// Irrigation counts for production too: at Middle, R9 and R37 (now
	// Yellow) produce, R32 (Red) does not.
	if got := s.production(0); got != 10+6+5+6 {
		t.Errorf("production %d, want 27", got)
	}
}

func TestX13PermanentCount(t *testing.T) {
	s := econState(2)
	econGive(s, 0, 4, 14, 24, 7, 12, 2, 5) // R4, R14, R24 permanent; R7 kept (A10); Anytime, quarry, field
	s.pl[0].Attach[0] = 5
	if got := s.permanentCount(0); got != 3 {
		t.Errorf("permanentCount %d, want 3 (R4, R14, attached R24; not R7)", got)
	}
}
