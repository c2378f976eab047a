package anim

import (
	"fmt"
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestEasings(t *testing.T) {
	eases := map[string]Ease{"Linear": Linear, "QuadOut": QuadOut, "CubicInOut": CubicInOut, "BackOut": BackOut}
	for name, e := range eases {
		if !near(e(0), 0) || !near(e(1), 1) {
			t.Errorf("%s: e(0)=%v e(1)=%v, want 0 and 1", name, e(0), e(1))
		}
	}
	cases := []struct {
		name string
		e    Ease
		t    float64
		want float64
	}{
		{"Linear", Linear, 0.3, 0.3},
		{"QuadOut", QuadOut, 0.5, 0.75},
		{"CubicInOut quarter", CubicInOut, 0.25, 0.0625}, // 4t³
		{"CubicInOut half", CubicInOut, 0.5, 0.5},
		{"CubicInOut three quarters", CubicInOut, 0.75, 0.9375}, // symmetric
	}
	for _, c := range cases {
		if got := c.e(c.t); !near(got, c.want) {
			t.Errorf("%s(%v) = %v, want %v", c.name, c.t, got, c.want)
		}
	}
	// BackOut overshoots 1 (by about 10%) before settling.
	peak := 0.0
	for i := 0; i <= 100; i++ {
		peak = math.Max(peak, BackOut(float64(i)/100))
	}
	if peak < 1.08 || peak > 1.12 {
		t.Errorf("BackOut peak = %v, want ~1.10", peak)
	}
	// CubicInOut is monotonic.
	prev := 0.0
	for i := 1; i <= 100; i++ {
		v := CubicInOut(float64(i) / 100)
		if v < prev {
			t.Fatalf("CubicInOut not monotonic at %d", i)
		}
		prev = v
	}
}

func TestSpeed(t *testing.T) {
	cases := []struct {
		s    Speed
		d    float64
		name string
	}{
		{Normal, DurBoatSail, "normal"},
		{Fast, DurBoatSail / 2, "fast"},
		{Off, 0, "off"},
	}
	for _, c := range cases {
		if got := c.s.Scale(DurBoatSail); !near(got, c.d) {
			t.Errorf("%v.Scale = %v, want %v", c.s, got, c.d)
		}
		if c.s.String() != c.name {
			t.Errorf("String = %q", c.s.String())
		}
		if p, ok := ParseSpeed(c.name); !ok || p != c.s {
			t.Errorf("ParseSpeed(%q) = %v %v", c.name, p, ok)
		}
	}
	if _, ok := ParseSpeed("warp"); ok {
		t.Error("ParseSpeed accepted junk")
	}
	var zero Speed
	if zero != Normal {
		t.Error("zero Speed is not Normal")
	}
}

func TestMotionConstants(t *testing.T) {
	// ART.md, Motion.
	want := map[string][2]float64{
		"boat": {DurBoatSail, 0.9}, "fly": {DurFly, 0.25}, "tile": {DurTileRotate, 0.35},
		"wheel": {DurWheel, 0.6}, "pop": {DurScorePop, 0.8},
	}
	for k, v := range want {
		if v[0] != v[1] {
			t.Errorf("%s = %v, want %v", k, v[0], v[1])
		}
	}
}

func TestTween(t *testing.T) {
	var got []float64
	done := 0
	tw := &Tween{Delay: 0.1, Duration: 0.4, Update: func(v float64) { got = append(got, v) }, Done: func() { done++ }}
	tw.Advance(0.05) // still in the delay: no update
	if len(got) != 0 || tw.Progress() != 0 {
		t.Fatalf("update during delay: %v, progress %v", got, tw.Progress())
	}
	tw.Advance(0.15) // 0.1 into the motion
	if !near(tw.Progress(), 0.25) || !near(got[0], 0.25) {
		t.Errorf("progress %v, update %v, want 0.25", tw.Progress(), got)
	}
	left := tw.Advance(0.5)
	if !tw.Finished() || !near(left, 0.2) || done != 1 || !near(got[len(got)-1], 1) {
		t.Errorf("finished=%v left=%v done=%d last=%v", tw.Finished(), left, done, got[len(got)-1])
	}
	if l := tw.Advance(1); l != 1 || done != 1 {
		t.Errorf("advance after finish: left %v done %d", l, done)
	}
	// Eased value, and a back-out tween ends exactly at 1.
	e := &Tween{Duration: 1, Ease: QuadOut}
	e.Advance(0.5)
	if !near(e.Value(), 0.75) {
		t.Errorf("eased value %v", e.Value())
	}
	b := &Tween{Duration: 1, Ease: BackOut}
	b.Advance(0.6)
	if b.Value() <= 1 {
		t.Errorf("back-out at 0.6 = %v, want overshoot", b.Value())
	}
	b.Finish()
	if b.Value() != 1 {
		t.Errorf("finished back-out = %v", b.Value())
	}
	z := &Tween{}
	z.Advance(0)
	if !z.Finished() || z.Progress() != 1 {
		t.Error("zero tween did not finish on Advance(0)")
	}
}

// rec records the order of completions.
type rec struct{ log []string }

func (r *rec) tw(name string, d float64) *Tween {
	return &Tween{Duration: d, Done: func() { r.log = append(r.log, name) }}
}

func TestTimelineSequenceAndParallel(t *testing.T) {
	var r rec
	var tl Timeline
	a, b, c := r.tw("a", 0.5), r.tw("b", 0.3), r.tw("c", 0.2)
	tl.Then(a)
	tl.With(b) // parallel with a
	tl.Then(c) // after both
	if !tl.Busy() || tl.Steps() != 2 || len(tl.Current()) != 2 {
		t.Fatalf("busy %v steps %d current %d", tl.Busy(), tl.Steps(), len(tl.Current()))
	}
	tl.Advance(0.3)
	if len(r.log) != 1 || r.log[0] != "b" || a.Finished() {
		t.Fatalf("after 0.3: %v", r.log)
	}
	tl.Advance(0.3) // a ends at 0.5; 0.1 flows into c
	if len(r.log) != 2 || !near(c.Progress(), 0.5) {
		t.Fatalf("after 0.6: %v, c progress %v", r.log, c.Progress())
	}
	tl.Advance(0.1)
	if tl.Busy() || len(r.log) != 3 || r.log[2] != "c" {
		t.Fatalf("after 0.7: busy %v log %v", tl.Busy(), r.log)
	}
	tl.Advance(1) // idle: nothing happens
	tl.Then()     // empty step ignored
	if tl.Busy() {
		t.Error("empty Then made the timeline busy")
	}
}

func TestTimelineLongFrameRunsSeveralSteps(t *testing.T) {
	var r rec
	var tl Timeline
	tl.Then(r.tw("a", 0.1))
	tl.Then(r.tw("b", 0.1))
	tl.Then(r.tw("c", 0.1))
	tl.Advance(0.25)
	if len(r.log) != 2 || !near(tl.Current()[0].Progress(), 0.5) {
		t.Errorf("log %v", r.log)
	}
}

func TestTimelineSpeeds(t *testing.T) {
	cases := []struct {
		s      Speed
		frames int // frames of 1/60 s until idle
	}{
		{Normal, 54}, // 0.9 s
		{Fast, 27},   // half
		{Off, 1},     // at once
	}
	for _, c := range cases {
		tl := Timeline{Speed: c.s}
		tl.Then(&Tween{Duration: DurBoatSail, Ease: CubicInOut})
		n := 0
		for tl.Busy() && n < 1000 {
			tl.Advance(1.0 / 60)
			n++
		}
		if n < c.frames-1 || n > c.frames+1 {
			t.Errorf("%v: idle after %d frames, want %d", c.s, n, c.frames)
		}
	}
	// Off completes even with dt = 0 and runs the callbacks in order.
	var r rec
	tl := Timeline{Speed: Off}
	tl.Then(r.tw("a", 1))
	tl.Then(r.tw("b", 1))
	tl.Advance(0)
	if tl.Busy() || len(r.log) != 2 || r.log[0] != "a" {
		t.Errorf("off: busy %v log %v", tl.Busy(), r.log)
	}
}

func TestTimelineDelayStagger(t *testing.T) {
	// Three stones leaving one after another within one step.
	var tl Timeline
	stones := []*Tween{{Duration: 0.25}, {Delay: 0.1, Duration: 0.25}, {Delay: 0.2, Duration: 0.25}}
	tl.Then(stones...)
	tl.Advance(0.15)
	if !near(stones[0].Progress(), 0.6) || !near(stones[1].Progress(), 0.2) || stones[2].Progress() != 0 {
		t.Errorf("progress %v %v %v", stones[0].Progress(), stones[1].Progress(), stones[2].Progress())
	}
	tl.Advance(0.3) // ends at 0.45
	if tl.Busy() {
		t.Error("still busy after the last stone landed")
	}
}

func TestTimelineFinishAndClear(t *testing.T) {
	var r rec
	var tl Timeline
	tl.Then(r.tw("a", 1))
	tl.Then(r.tw("b", 1))
	tl.Finish()
	if tl.Busy() || len(r.log) != 2 {
		t.Errorf("Finish: %v", r.log)
	}
	tl.Then(r.tw("c", 1))
	tl.Clear()
	if tl.Busy() || len(r.log) != 2 {
		t.Errorf("Clear ran callbacks or left work: %v", r.log)
	}
	// A Done that queues a follow-up step (a chain of events).
	tl.Then(&Tween{Duration: 0.1, Done: func() { tl.Then(r.tw("next", 0.1)) }})
	tl.Advance(0.15)
	if !tl.Busy() || len(tl.Current()) != 1 {
		t.Fatal("follow-up step not queued")
	}
	tl.Advance(0.1)
	if tl.Busy() || r.log[len(r.log)-1] != "next" {
		t.Errorf("follow-up: %v", r.log)
	}
}

// Staged runs start once, at the first update, never when built.
func TestStagedStartsAtFirstUpdate(t *testing.T) {
	var log []string
	tw := Staged(1, nil, func() { log = append(log, "start") }, func(v float64) { log = append(log, fmt.Sprint(v)) }, func() { log = append(log, "done") })
	if len(log) != 0 {
		t.Fatalf("built: %v", log)
	}
	tw.Advance(0.5)
	tw.Advance(0.5)
	if got := fmt.Sprint(log); got != "[start 0.5 1 done]" {
		t.Errorf("got %s", got)
	}
	// Finished at once (animations off): start still runs, before done.
	log = nil
	Staged(1, nil, func() { log = append(log, "start") }, nil, func() { log = append(log, "done") }).Finish()
	if got := fmt.Sprint(log); got != "[start done]" {
		t.Errorf("finished at once: %s", got)
	}
}
