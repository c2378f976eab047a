package input

import (
	"reflect"
	"testing"

	"nilegames/render/geom"
)

func TestChordAndUndo(t *testing.T) {
	cases := []struct {
		in    Intent
		chord string
		undo  bool
	}{
		{Intent{Kind: Key, Key: "Z", Ctrl: true}, "Ctrl+Z", true},
		{Intent{Kind: Key, Key: "Z", Ctrl: true, Shift: true}, "Ctrl+Shift+Z", false},
		{Intent{Kind: Key, Key: "Z"}, "Z", false},
		{Intent{Kind: Key, Key: "F11", Alt: true}, "Alt+F11", false},
		{Intent{Kind: Back, Key: "Escape"}, "Escape", false},
		{Intent{Kind: Click, X: 1, Y: 2}, "", false},
	}
	for _, c := range cases {
		if got := c.in.Chord(); got != c.chord {
			t.Errorf("%v Chord = %q, want %q", c.in, got, c.chord)
		}
		if got := c.in.IsUndo(); got != c.undo {
			t.Errorf("%v IsUndo = %v", c.in, got)
		}
	}
	if Kind(42).String() != "kind(42)" || Click.String() != "click" {
		t.Error("Kind.String")
	}
}

func TestClickDetector(t *testing.T) {
	P := func(k Kind, x, y float64, b int) Intent { return Intent{Kind: k, X: x, Y: y, Button: b} }
	cases := []struct {
		name  string
		seq   []Intent
		click bool
	}{
		{"still", []Intent{P(Press, 5, 5, 0), P(Release, 5, 5, 0)}, true},
		{"small wobble", []Intent{P(Press, 5, 5, 0), P(Move, 11, 11, 0), P(Release, 9, 9, 0)}, true},
		{"release far", []Intent{P(Press, 5, 5, 0), P(Release, 30, 5, 0)}, false},
		{"dragged away and back", []Intent{P(Press, 5, 5, 0), P(Move, 50, 5, 0), P(Release, 5, 5, 0)}, false},
		{"other button release", []Intent{P(Press, 5, 5, 0), P(Release, 5, 5, 1)}, false},
		{"release without press", []Intent{P(Release, 5, 5, 0)}, false},
		{"right click", []Intent{P(Press, 5, 5, 1), P(Release, 5, 5, 1)}, true},
		{"chord of two buttons", []Intent{P(Press, 5, 5, 0), P(Press, 5, 5, 1), P(Release, 5, 5, 0)}, false},
	}
	for _, c := range cases {
		var d ClickDetector
		clicks := 0
		for _, in := range c.seq {
			if cl, ok := d.Feed(in); ok {
				clicks++
				if cl.Kind != Click || cl.X != in.X || cl.Button != in.Button {
					t.Errorf("%s: bad click %v", c.name, cl)
				}
			}
		}
		if (clicks == 1) != c.click || clicks > 1 {
			t.Errorf("%s: %d clicks, want click=%v", c.name, clicks, c.click)
		}
	}
	// After a completed click, a fresh press works again.
	var d ClickDetector
	d.Feed(Intent{Kind: Press})
	d.Feed(Intent{Kind: Release})
	d.Feed(Intent{Kind: Press, X: 100})
	d.Reset()
	if _, ok := d.Feed(Intent{Kind: Release, X: 100}); ok {
		t.Error("click after Reset")
	}
}

func TestFakeSource(t *testing.T) {
	var f Fake
	var src Source = &f
	if got := src.Poll(nil); len(got) != 0 {
		t.Fatalf("empty fake polled %v", got)
	}
	f.Tap(100, 200)
	f.KeyPress("Ctrl+Z")
	f.KeyPress("Escape")
	f.MoveTo(5, 6)
	if f.Pending() != 4 {
		t.Fatalf("pending %d", f.Pending())
	}
	tap := src.Poll(nil)
	kinds := []Kind{}
	for _, in := range tap {
		kinds = append(kinds, in.Kind)
	}
	if !reflect.DeepEqual(kinds, []Kind{Move, Press, Release, Click}) || tap[3].X != 100 || tap[3].Y != 200 {
		t.Errorf("tap frame %v", tap)
	}
	undo := src.Poll(nil)
	if len(undo) != 1 || !undo[0].IsUndo() || undo[0].X != 100 {
		t.Errorf("undo frame %v", undo)
	}
	back := src.Poll(nil)
	if len(back) != 1 || back[0].Kind != Back || back[0].Key != "Escape" {
		t.Errorf("back frame %v", back)
	}
	// Poll appends to dst.
	got := src.Poll([]Intent{{Kind: Wheel}})
	if len(got) != 2 || got[1].Kind != Move || got[1].X != 5 {
		t.Errorf("append %v", got)
	}
	if f.Pending() != 0 || len(src.Poll(nil)) != 0 {
		t.Error("fake not drained")
	}
}

func newTestRegions() *Regions[string] {
	var r Regions[string]
	r.Add("board", geom.R(0, 0, 1000, 1000), 0)
	r.Add("card", geom.R(100, 100, 200, 300), 1)
	r.Add("tooltip", geom.R(150, 150, 50, 50), 5)
	r.Add("tri", geom.Polygon{geom.Pt(500, 500), geom.Pt(700, 500), geom.Pt(500, 700)}, 1)
	r.Add("card2", geom.R(250, 100, 200, 300), 1) // overlaps card, same z, added later
	r.Add("dot", geom.Circle{C: geom.Pt(900, 900), R: 20}, 2)
	return &r
}

func TestRegionsHit(t *testing.T) {
	r := newTestRegions()
	cases := []struct {
		x, y float64
		id   string
		ok   bool
	}{
		{50, 50, "board", true},
		{120, 120, "card", true},
		{160, 160, "tooltip", true}, // highest z
		{260, 120, "card2", true},   // equal z: later wins
		{520, 520, "tri", true},
		{690, 690, "board", true}, // inside the triangle's bounds, outside the triangle
		{905, 905, "dot", true},
		{918, 918, "board", true}, // circle bounds corner
		{1500, 10, "", false},
	}
	for _, c := range cases {
		id, ok := r.Hit(c.x, c.y)
		if id != c.id || ok != c.ok {
			t.Errorf("Hit(%v,%v) = %q,%v want %q,%v", c.x, c.y, id, ok, c.id, c.ok)
		}
	}
	r.Clear()
	if r.Len() != 0 {
		t.Error("Clear")
	}
	if _, ok := r.Hit(50, 50); ok {
		t.Error("hit after Clear")
	}
}

func kindsOf(ev []Event[string]) []string {
	var out []string
	for _, e := range ev {
		out = append(out, e.Kind.String()+":"+e.ID)
	}
	return out
}

func TestRegionsHoverAndClick(t *testing.T) {
	mv := func(x, y float64) Intent { return Intent{Kind: Move, X: x, Y: y} }
	pr := func(x, y float64) Intent { return Intent{Kind: Press, X: x, Y: y} }
	rl := func(x, y float64) Intent { return Intent{Kind: Release, X: x, Y: y} }
	steps := []struct {
		name   string
		frame  []Intent
		events []string
		hover  string
		press  string
	}{
		{"no pointer yet", nil, nil, "", ""},
		{"enter board", []Intent{mv(50, 50)}, []string{"enter:board"}, "board", ""},
		{"move within", []Intent{mv(60, 60)}, nil, "board", ""},
		{"onto card", []Intent{mv(120, 120)}, []string{"leave:board", "enter:card"}, "card", ""},
		{"press card", []Intent{pr(120, 120)}, nil, "card", "card"},
		{"release: click", []Intent{rl(122, 121)}, []string{"clicked:card"}, "card", ""},
		{"press then drag off and release elsewhere", []Intent{pr(120, 120), mv(50, 50), rl(50, 50)}, []string{"leave:card", "enter:board"}, "board", ""},
		{"press on board, release on card", []Intent{pr(90, 90), rl(110, 110)}, []string{"leave:board", "enter:card"}, "card", ""},
		{"drag out and back", []Intent{pr(120, 120), mv(200, 350), mv(120, 120), rl(120, 120)}, nil, "card", ""},
		{"leave all", []Intent{mv(1500, 10)}, []string{"leave:card"}, "", ""},
		{"click in one frame", []Intent{mv(520, 520), pr(520, 520), rl(520, 520), {Kind: Click, X: 520, Y: 520}}, []string{"enter:tri", "clicked:tri"}, "tri", ""},
	}
	r := newTestRegions()
	for _, s := range steps {
		ev := r.Update(s.frame, nil)
		if got := kindsOf(ev); !reflect.DeepEqual(got, s.events) {
			t.Errorf("%s: events %v, want %v", s.name, got, s.events)
		}
		h, _ := r.Hovered()
		p, _ := r.Pressed()
		if h != s.hover || p != s.press {
			t.Errorf("%s: hover %q press %q, want %q %q", s.name, h, p, s.hover, s.press)
		}
	}
}

func TestRegionsLayoutChangeUnderStillPointer(t *testing.T) {
	var r Regions[int]
	r.Add(1, geom.R(0, 0, 100, 100), 0)
	ev := r.Update([]Intent{{Kind: Move, X: 50, Y: 50}}, nil)
	if len(ev) != 1 || ev[0].Kind != Enter || ev[0].ID != 1 {
		t.Fatalf("enter: %v", ev)
	}
	// The layout moves region 1 away and puts region 2 under the pointer.
	r.Clear()
	r.Add(1, geom.R(500, 0, 100, 100), 0)
	r.Add(2, geom.R(0, 0, 100, 100), 0)
	ev = r.Update(nil, nil)
	if len(ev) != 2 || ev[0].Kind != Leave || ev[0].ID != 1 || ev[1].Kind != Enter || ev[1].ID != 2 {
		t.Errorf("rehover: %v", ev)
	}
	if !r.IsHovered(2) || r.IsHovered(1) {
		t.Error("IsHovered")
	}
	// A region that vanishes while pressed gives no click.
	r.Update([]Intent{{Kind: Press, X: 50, Y: 50}}, nil)
	if !r.IsPressed(2) {
		t.Error("IsPressed")
	}
	r.Clear()
	r.Add(3, geom.R(0, 0, 100, 100), 0)
	ev = r.Update([]Intent{{Kind: Release, X: 50, Y: 50}}, nil)
	for _, e := range ev {
		if e.Kind == Clicked {
			t.Errorf("click on a replaced region: %v", ev)
		}
	}
	r.Reset()
	if _, ok := r.Hovered(); ok {
		t.Error("hover after Reset")
	}
	if _, _, ok := r.Pointer(); ok {
		t.Error("pointer after Reset")
	}
}

func TestRegionsTouch(t *testing.T) {
	var r Regions[string]
	r.Add("a", geom.R(0, 0, 100, 100), 0)
	tap := []Intent{
		{Kind: Move, X: 10, Y: 10, Touch: true},
		{Kind: Press, X: 10, Y: 10, Touch: true},
		{Kind: Release, X: 12, Y: 10, Touch: true},
	}
	ev := r.Update(tap, nil)
	got := []string{}
	for _, e := range ev {
		got = append(got, e.Kind.String())
		if !e.Touch {
			t.Errorf("event %v lost Touch", e)
		}
	}
	if !reflect.DeepEqual(got, []string{"enter", "clicked", "leave"}) {
		t.Errorf("tap events %v", got)
	}
	if _, ok := r.Hovered(); ok {
		t.Error("a lifted finger still hovers")
	}
	// The next frame without intents does not bring the hover back.
	if ev := r.Update(nil, nil); len(ev) != 0 {
		t.Errorf("after tap: %v", ev)
	}
}

func TestRegionsRightButtonAndWheel(t *testing.T) {
	var r Regions[string]
	r.Add("a", geom.R(0, 0, 100, 100), 0)
	ev := r.Update([]Intent{
		{Kind: Press, X: 10, Y: 10, Button: ButtonRight},
		{Kind: Release, X: 10, Y: 10, Button: ButtonLeft}, // wrong button: no click, press still held
		{Kind: Release, X: 10, Y: 10, Button: ButtonRight},
	}, nil)
	if len(ev) != 2 || ev[1].Kind != Clicked || ev[1].Button != ButtonRight {
		t.Errorf("right click: %v", ev)
	}
	ev = r.Update([]Intent{{Kind: Wheel, X: 500, Y: 500, DY: 1}}, nil)
	if len(ev) != 1 || ev[0].Kind != Leave {
		t.Errorf("wheel moves the pointer: %v", ev)
	}
}
