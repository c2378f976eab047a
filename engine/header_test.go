package engine

import "testing"

type note string

func (n note) EventName() string { return string(n) }

func TestHeaderKeepsCopiesApart(t *testing.T) {
	h := NewHeader(Options{"players": "3"}, 7)
	var got []string
	h.SetRecorder(RecorderFunc(func(e Event) { got = append(got, e.EventName()) }))
	h.Played(1)
	h.Played(2)
	h.Record(note("a"))
	c := h
	c.Detach()
	if c.Recording() {
		t.Error("a detached copy records")
	}
	c.Record(note("b")) // nil recorder: nothing, no panic
	c.Played(3)
	h.Played(4)
	if hh, ch := h.History(), c.History(); len(hh) != 3 || hh[2] != 4 || len(ch) != 3 || ch[2] != 3 {
		t.Errorf("histories %v and %v share their tail", hh, ch)
	}
	if len(got) != 1 || got[0] != "a" {
		t.Errorf("recorded %v", got)
	}
	o := h.Options()
	o["players"] = "4"
	if h.Options()["players"] != "3" {
		t.Error("Options gives the header's own map")
	}
	if h.Seed() != 7 || h.Moves() != 3 {
		t.Errorf("seed %d moves %d", h.Seed(), h.Moves())
	}
	a, b := NewHeader(nil, 7), NewHeader(nil, 7)
	if a.Rand().Uint64() != b.Rand().Uint64() {
		t.Error("the same seed gives another draw")
	}
}
