package session

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"nilegames/engine"
	_ "nilegames/engine/imhotep"
)

func seats(kinds ...string) []SeatSpec {
	out := make([]SeatSpec, len(kinds))
	for i, k := range kinds {
		out[i] = SeatSpec{Name: "P" + string(rune('1'+i)), Color: "black", Kind: k}
	}
	return out
}

func newSession(t *testing.T, seed uint64, kinds ...string) *Session {
	t.Helper()
	s, err := New(Spec{Game: "imhotep", Options: engine.Options{"first": "0"}, Seed: seed, Seats: seats(kinds...)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play runs bots until a human must act or the game ends.
func runBots(t *testing.T, s *Session) {
	t.Helper()
	for !s.Terminal() && !s.HumanToAct() {
		a, ok := s.ThinkIterations(1 << 20)
		if !ok {
			t.Fatal("a bot did not decide")
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

func TestNewSetsPlayersAndRefusesBadSeats(t *testing.T) {
	s := newSession(t, 1, Human, "random", "random")
	if s.State().NumPlayers() != 3 || s.Spec().Options["players"] != "3" {
		t.Errorf("players: %d %v", s.State().NumPlayers(), s.Spec().Options)
	}
	if _, err := New(Spec{Game: "imhotep", Seats: seats(Human, "wizard")}); err == nil {
		t.Error("unknown bot accepted")
	}
	if _, err := New(Spec{Game: "imhotep", Seats: seats(Human)}); err == nil {
		t.Error("one seat accepted for Imhotep")
	}
	if _, err := New(Spec{Game: "chess", Seats: seats(Human, Human)}); err == nil {
		t.Error("unknown game accepted")
	}
}

func TestIllegalActionChangesNothing(t *testing.T) {
	s := newSession(t, 2, Human, "random")
	before := s.State().String()
	if _, err := s.Apply(engine.Action(1 << 30)); !errors.Is(err, engine.ErrIllegal) {
		t.Errorf("illegal action: %v", err)
	}
	if s.State().String() != before || s.Moves() != 0 {
		t.Error("an illegal action changed the match")
	}
}

func TestApplyRecordsEventsAndActors(t *testing.T) {
	s := newSession(t, 3, Human, "random")
	if s.Current() != 0 || !s.HumanToAct() {
		t.Fatalf("seat 0 should start (first=0), current %d", s.Current())
	}
	evs, err := s.Apply(s.Legal()[0])
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) == 0 || !reflect.DeepEqual(s.Events(0), evs) || s.Actor(0) != 0 {
		t.Errorf("events %v actor %d", evs, s.Actor(0))
	}
}

func TestBotsAreReproducible(t *testing.T) {
	hist := func() []engine.Action {
		s := newSession(t, 42, "easy", "greedy", "random")
		for i := 0; i < 25; i++ {
			var a engine.Action
			for ok := false; !ok; {
				a, ok = s.ThinkIterations(7) // sliced thinly on purpose
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		return append([]engine.Action(nil), s.State().History()...)
	}
	a, b := hist(), hist()
	if !reflect.DeepEqual(a, b) {
		t.Errorf("same seed, different games:\n%v\n%v", a, b)
	}
}

// Think is measured against a simulated machine, never the real clock (CI
// machines are shared and busy): the clock advances by cost for every
// iteration the bot has done, and the cost changes halfway, so the slice
// size has to grow on the fast machine and shrink again on the slow one.
func TestThinkRespectsTheBudget(t *testing.T) {
	s := newSession(t, 4, "hard", Human)
	const budget = 4 * time.Millisecond
	var base time.Duration // simulated time before the last change of cost
	var baseDone int
	cost := 2 * time.Microsecond
	reads := 0 // Think reads the clock about 3 times per Step
	now := func() time.Time {
		reads++
		d, _ := s.Progress()
		return time.Unix(0, 0).Add(base + time.Duration(d-baseDone)*cost)
	}
	calls, slow := 0, 0
	for {
		t0 := now()
		reads = 0
		_, ok := s.Think(budget, now)
		steps := reads / 3
		el := now().Sub(t0)
		calls++
		if ok {
			break
		}
		if calls > 2000 {
			t.Fatal("no decision after 2000 slices")
		}
		if el < budget {
			t.Fatalf("slice %d stopped after %v of a budget of %v", calls, el, budget)
		}
		// Once adapted, no single Step takes more than a quarter of the
		// budget, so a slice ends soon after the budget. A change of cost
		// takes a few slices to adapt to.
		if (cost < 100*time.Microsecond && calls > 3) || slow > 3 {
			if el > budget+budget/4 {
				t.Fatalf("slice %d took %v for a budget of %v (cost %v per iteration)", calls, el, budget, cost)
			}
			// Steps of at least a sixteenth of the budget: the per-Step
			// overhead stays small.
			if (cost < 100*time.Microsecond && calls > 2 || slow > 3) && steps > 40 {
				t.Fatalf("slice %d made %d Steps for a budget of %v (cost %v per iteration)", calls, steps, budget, cost)
			}
		}
		if cost >= 100*time.Microsecond {
			slow++
		}
		if d, total := s.Progress(); d == 0 || total < d {
			t.Fatalf("progress %d/%d after thinking", d, total)
		}
		if d, total := s.Progress(); cost < 100*time.Microsecond && d > total/2 {
			base, baseDone = now().Sub(time.Unix(0, 0)), d
			cost = 200 * time.Microsecond // 100 times slower
		}
	}
	if slow < 10 {
		t.Errorf("only %d slices on the slow machine: the test did not exercise it", slow)
	}
}

func TestUndoOwnActionsOnly(t *testing.T) {
	s := newSession(t, 5, Human, "random", "random")
	if s.CanUndo() {
		t.Error("undo before any action")
	}
	before := s.State().String()
	if _, err := s.Apply(s.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	// A bot decides now but has not played: the human may take back.
	if !s.CanUndo() {
		t.Fatal("cannot take back the human's own action")
	}
	s.ThinkIterations(5) // a decision in progress is dropped by undo
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.State().String() != before || s.Moves() != 0 || s.Current() != 0 {
		t.Errorf("undo did not restore the position")
	}
	if err := s.Undo(); err == nil {
		t.Error("undo with nothing to take back")
	}
	s.Apply(s.Legal()[0])
	runBots(t, s) // the bots answer: their decisions close the human's run
	if s.CanUndo() {
		t.Errorf("undo across a bot's decision (last actor %d)", s.Actor(s.Moves()-1))
	}
}

func TestUndoHotSeat(t *testing.T) {
	s := newSession(t, 6, Human, Human)
	s.Apply(s.Legal()[0])
	// The next person is deciding: the first one's move stays.
	for s.Current() == 0 {
		s.Apply(s.Legal()[0])
	}
	if s.Current() != 1 {
		t.Fatalf("current %d", s.Current())
	}
	if s.CanUndo() {
		t.Error("seat 1 could take back seat 0's move")
	}
	s.Apply(s.Legal()[0])
	if s.Actor(s.Moves()-1) != 1 {
		t.Fatalf("the last move is seat %d's, not seat 1's", s.Actor(s.Moves()-1))
	}
	if s.Current() == 0 && s.CanUndo() {
		t.Error("seat 0 could take back seat 1's move")
	}
}

func TestSaveRoundTrip(t *testing.T) {
	s := newSession(t, 7, Human, "random", "greedy")
	for i := 0; i < 4; i++ {
		if s.HumanToAct() {
			s.Apply(s.Legal()[len(s.Legal())-1])
		}
		runBots(t, s)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	r, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if r.State().String() != s.State().String() {
		t.Error("resumed position differs")
	}
	if !reflect.DeepEqual(r.Spec().Seats, s.Spec().Seats) || r.Spec().Seed != s.Spec().Seed {
		t.Errorf("seats %v seed %d", r.Spec().Seats, r.Spec().Seed)
	}
	if r.Moves() != s.Moves() {
		t.Fatalf("moves %d, want %d", r.Moves(), s.Moves())
	}
	for i := 0; i < s.Moves(); i++ {
		if r.Actor(i) != s.Actor(i) || !reflect.DeepEqual(r.Events(i), s.Events(i)) {
			t.Fatalf("move %d: actor or events differ", i)
		}
	}
}

func TestDecodeRefuses(t *testing.T) {
	s := newSession(t, 8, Human, "random")
	good, _ := s.Encode()
	edit := func(fn func(m map[string]any)) []byte {
		var m map[string]any
		json.Unmarshal(good, &m)
		fn(m)
		b, _ := json.Marshal(m)
		return b
	}
	cases := []struct {
		name  string
		data  []byte
		newer bool
	}{
		{"empty", nil, false},
		{"garbage", []byte("{not json"), false},
		{"truncated", good[:len(good)/2], false},
		{"no format", edit(func(m map[string]any) { delete(m, "format") }), false},
		{"newer app format", edit(func(m map[string]any) { m["format"] = FileFormat + 1; m["extra"] = 1 }), true},
		{"newer match format", edit(func(m map[string]any) { m["match"].(map[string]any)["format"] = engine.SaveFormat + 1 }), true},
		{"seats mismatch", edit(func(m map[string]any) { m["seats"] = m["seats"].([]any)[:1] }), false},
		{"bad seat kind", edit(func(m map[string]any) { m["seats"].([]any)[1].(map[string]any)["kind"] = "wizard" }), false},
		{"bad action", edit(func(m map[string]any) {
			m["match"].(map[string]any)["actions"] = []any{"fly to the moon"}
		}), false},
	}
	for _, c := range cases {
		_, err := Decode(c.data)
		switch {
		case err == nil:
			t.Errorf("%s: accepted", c.name)
		case c.newer && !errors.Is(err, ErrNewer):
			t.Errorf("%s: %v, want ErrNewer", c.name, err)
		case !c.newer && !errors.Is(err, ErrRefused):
			t.Errorf("%s: %v, want ErrRefused", c.name, err)
		}
	}
	if _, err := Decode(good); err != nil {
		t.Errorf("the good save: %v", err)
	}
}

func TestViewer(t *testing.T) {
	s := newSession(t, 9, "random", "random")
	if v, h := s.Viewer(true); v != -1 || h != -1 {
		t.Errorf("no human: viewer %d handoff %d", v, h)
	}
	s = newSession(t, 9, "random", Human, "random")
	if v, h := s.Viewer(true); v != 1 || h != -1 {
		t.Errorf("one human: viewer %d handoff %d", v, h)
	}
	s = newSession(t, 9, Human, Human)
	v, h := s.Viewer(true)
	if v != -1 || h != 0 {
		t.Fatalf("two humans, hidden: viewer %d handoff %d", v, h)
	}
	s.Reveal(0)
	if v, h := s.Viewer(true); v != 0 || h != -1 {
		t.Errorf("after reveal: viewer %d handoff %d", v, h)
	}
	for s.Current() == 0 {
		s.Apply(s.Legal()[0])
	}
	if v, h := s.Viewer(true); v != -1 || h != 1 {
		t.Errorf("seat 1's turn, hidden: viewer %d handoff %d", v, h)
	}
	if v, h := s.Viewer(false); v != 1 || h != -1 {
		t.Errorf("seat 1's turn, nothing hidden: viewer %d handoff %d", v, h)
	}
}

func TestAutoPlayToTheEndAndReplay(t *testing.T) {
	s := newSession(t, 10, Human, "random", "random", "random")
	n, err := s.AutoPlay(1<<20, "random")
	if err != nil || !s.Terminal() {
		t.Fatalf("autoplay: %d moves, %v, terminal %v", n, err, s.Terminal())
	}
	if len(s.State().Winners()) == 0 {
		t.Error("no winner")
	}
	// A replay of those actions through the same interface gives the same game.
	r := newSession(t, 10, "random", "random", "random", "random")
	rp := &Replay{Actions: s.State().History()}
	for i := range 4 {
		r.SetController(i, rp)
	}
	for !r.Terminal() {
		a, ok := r.ThinkIterations(1)
		if !ok {
			t.Fatal("replay stalled")
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if r.State().String() != s.State().String() {
		t.Error("replay differs")
	}
}

// A bot's search is dropped once it has decided: only its choice stays
// until the seat's next turn.
func TestBotKeepsNoSearchAfterDeciding(t *testing.T) {
	s := newSession(t, 6, "normal", "normal", "normal")
	for i := 0; i < 6 && !s.Terminal(); i++ {
		seat := s.State().CurrentPlayer()
		b := s.ctrl[seat].(*botSeat)
		a, ok := s.ThinkIterations(10)
		if ok || b.search == nil {
			t.Fatalf("move %d: decided after 10 iterations (%v) or no search under way", i, ok)
		}
		a, ok = s.ThinkIterations(1 << 20)
		if !ok {
			t.Fatalf("move %d: no decision", i)
		}
		if b.search != nil {
			t.Errorf("move %d: the finished search is kept", i)
		}
		if d, total := s.Progress(); d != total || total < 2 {
			t.Errorf("move %d: progress %d/%d once decided", i, d, total)
		}
		if again, ok := b.Step(1); !ok || again != a {
			t.Errorf("move %d: the choice %d became %d", i, a, again)
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}
