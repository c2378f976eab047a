package pick

import (
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render/geom"
)

// A toy view: targets are cells of a row 10 px wide (cell i at x 10i..10i+10),
// options are cells 100+o; action 1 is cell 2 alone, actions 2 and 3 are
// cell 3 then option 7 or 8 (or cell 4, its alternative), action 4 is
// cell 5 then options 1, 1 (the first shared with no other: taken at once).
type toy struct {
	pk Picker[int, string]
}

func newToy() *toy {
	ty := &toy{}
	legal := []engine.Action{1, 2, 3, 4}
	ty.pk.Fresh(ty, legal)
	ty.pk.Dec.Human = true
	ty.pk.Dec.Ms = []Move[int, string]{
		{A: 1, M: "two", How: How[int]{Prim: 2}},
		{A: 2, M: "three-7", How: How[int]{Prim: 3, Alts: []int{4}, Parts: []int{7}}},
		{A: 3, M: "three-8", How: How[int]{Prim: 3, Alts: []int{4}, Parts: []int{8}}},
		{A: 4, M: "five", How: How[int]{Prim: 5, Parts: []int{1}}},
	}
	return ty
}

func (ty *toy) host() Host[int] {
	return Host[int]{
		Hit: func(p geom.Point) []int {
			if p.Y < 0 || p.Y > 10 || p.X < 0 {
				return nil
			}
			return []int{int(p.X) / 10}
		},
		Usable: func(t int) bool {
			if t >= 100 {
				return slices.Contains(ty.pk.Offered(), t-100)
			}
			return len(ty.pk.Dec.Cands(t, nil)) > 0
		},
		Click: func(t int) (engine.Action, bool, bool) {
			if t >= 100 {
				return ty.pk.Option(t - 100)
			}
			return ty.pk.Select(t)
		},
	}
}

func (ty *toy) point(t int) (geom.Point, bool) {
	return ty.host().PointIn(t, geom.Rect{X: float64(10 * t), Y: 0, W: 10, H: 10}, Fracs, nil)
}

func TestHowMatches(t *testing.T) {
	h := How[int]{Prim: 3, Alts: []int{4}}
	if !h.Matches(3) || !h.Matches(4) || h.Matches(5) {
		t.Error("prim or alt")
	}
	if (How[int]{Alts: []int{0}}).Matches(0) {
		t.Error("no primary target: never clicked")
	}
	if got := h.Targets(); !slices.Equal(got, []int{3, 4}) {
		t.Errorf("targets %v", got)
	}
}

func TestFreshKeepsHover(t *testing.T) {
	ty := newToy()
	ty.pk.Hover, ty.pk.Sel = 3, 3
	if ty.pk.Fresh(ty, []engine.Action{1, 2, 3, 4}) {
		t.Error("same state, same actions: not rebuilt")
	}
	if !ty.pk.Fresh(ty, []engine.Action{1}) || ty.pk.Hover != 3 || ty.pk.Sel != 0 || len(ty.pk.Dec.Ms) != 0 {
		t.Errorf("new actions: rebuilt, hover kept: %+v", ty.pk)
	}
}

func TestSelectAndOptions(t *testing.T) {
	ty := newToy()
	pk := &ty.pk
	if a, done, did := pk.Select(2); a != 1 || !done || !did {
		t.Errorf("cell 2: %v %v %v", a, done, did)
	}
	if _, done, did := pk.Select(6); done || did {
		t.Error("cell 6 makes nothing")
	}
	if _, done, did := pk.Select(4); done || !did || pk.Sel != 4 || !slices.Equal(pk.Offered(), []int{7, 8}) {
		t.Errorf("cell 4 asks 7 or 8: sel %v offered %v", pk.Sel, pk.Offered())
	}
	if _, _, did := pk.Option(9); did {
		t.Error("option 9 is not offered")
	}
	if a, done, _ := pk.Option(8); a != 3 || !done {
		t.Errorf("option 8: %v %v", a, done)
	}
	pk.Clear()
	if a, done, _ := pk.Select(5); a != 4 || !done {
		t.Errorf("cell 5's single option is taken: %v %v", a, done)
	}
	if pk.Dec.Find(3).M != "three-8" || pk.Dec.Find(9) != nil {
		t.Error("Find")
	}
	if pk.Dec.Mine(1) == nil {
		t.Error("Mine: a human's move")
	}
	if pk.Dec.Human = false; pk.Dec.Mine(1) != nil {
		t.Error("Mine: no move when no human of this view plays")
	}
}

func TestClickForWalkAndReplay(t *testing.T) {
	for _, a := range []engine.Action{1, 2, 3, 4} {
		ty := newToy()
		m := ty.pk.Dec.Find(a)
		pr := Probe[int]{Host: ty.host(), Point: ty.point, A: a}
		ty.pk.Clear()
		if !ty.pk.Walk(&pr, m.How.Prim, m.How.Parts, func(o int) int { return 100 + o }) {
			t.Errorf("action %d: no walk", a)
			continue
		}
		ty.pk.Clear()
		if !pr.Host.Replay(pr.Pts, a) {
			t.Errorf("action %d: clicks %v do not replay", a, pr.Pts)
		}
	}
	// A click leaving a choice half made is not the action.
	ty := newToy()
	pr := Probe[int]{Host: ty.host(), Point: ty.point, A: 2}
	ty.pk.Select(3)
	if pr.Host.Replay([]geom.Point{{X: 35, Y: 5}}, 2) {
		t.Error("a half-made choice is no action")
	}
}

func TestPointInSkipsCoveredCentre(t *testing.T) {
	h := Host[int]{
		Hit:    func(p geom.Point) []int { return []int{1} },
		Usable: func(int) bool { return true },
	}
	keep := func(p geom.Point) bool { return p.X != 5 }
	p, ok := h.PointIn(1, geom.Rect{W: 10, H: 10}, Fracs, keep)
	if !ok || p != geom.Pt(3, 3) {
		t.Errorf("the centre is refused: %v %v", p, ok)
	}
	if _, ok := h.PointIn(1, geom.Rect{}, Fracs, nil); ok {
		t.Error("an empty rectangle has no point")
	}
}

// The pointer loop: hover, a click through to an action, right click and
// Back cancelling, refusals, and Leave.
func TestPointerRun(t *testing.T) {
	ty := newToy()
	h := ty.host()
	var refused, changed int
	human, leave := true, false
	pt := Pointer{
		Hover: func(p geom.Point) bool {
			u := h.At(p)
			if u == ty.pk.Hover {
				return false
			}
			ty.pk.Hover = u
			return true
		},
		Human:   func() bool { return human },
		ClickAt: h.ClickAt,
		Refuse:  func(geom.Point) { refused++ },
		Cancel: func() bool {
			s := ty.pk.Selecting()
			ty.pk.Clear()
			return s
		},
		Done:    ty.pk.Clear,
		Changed: func() { changed++ },
		Leave:   func(bool) bool { return leave },
	}
	at := func(k input.Kind, x float64, b int) input.Intent {
		return input.Intent{Kind: k, X: x, Y: 5, Button: b}
	}
	if _, done, redraw := pt.Run([]input.Intent{at(input.Move, 35, 0)}); done || !redraw || ty.pk.Hover != 3 {
		t.Errorf("hover cell 3: %v %v %v", done, redraw, ty.pk.Hover)
	}
	if _, _, redraw := pt.Run([]input.Intent{at(input.Move, 36, 0)}); redraw {
		t.Error("same hover: no redraw")
	}
	pt.Run([]input.Intent{at(input.Click, 35, input.ButtonLeft)})
	if ty.pk.Sel != 3 {
		t.Fatal("cell 3 selected")
	}
	pt.Run([]input.Intent{at(input.Click, 35, input.ButtonRight)})
	if ty.pk.Selecting() {
		t.Error("right click cancels")
	}
	pt.Run([]input.Intent{at(input.Click, 35, input.ButtonLeft), {Kind: input.Back}})
	if ty.pk.Selecting() {
		t.Error("Back cancels")
	}
	a, done, _ := pt.Run([]input.Intent{at(input.Click, 35, input.ButtonLeft), at(input.Click, 1075, input.ButtonLeft)})
	if !done || a != 2 {
		t.Errorf("cell 3 then option 7: %v %v", a, done)
	}
	if pt.Run([]input.Intent{at(input.Click, 65, input.ButtonLeft)}); refused != 1 {
		t.Error("a click making nothing is refused")
	}
	human = false
	if pt.Run([]input.Intent{at(input.Click, 25, input.ButtonLeft)}); refused != 2 {
		t.Error("not a human's turn: refused")
	}
	human, leave = true, true
	if _, done, redraw := pt.Run([]input.Intent{at(input.Click, 65, input.ButtonRight)}); done || !redraw {
		t.Error("a right click with nothing half made leaves")
	}
	if changed == 0 {
		t.Error("changes told")
	}
}

// The optional hooks left nil, other intents handed to Other, and
// ClickFirst trying the targets under a point in turn.
func TestPointerOptionalHooks(t *testing.T) {
	ty := newToy()
	h := ty.host()
	h.Hit = func(p geom.Point) []int { return []int{6, int(p.X) / 10} } // 6 makes nothing
	var keys []string
	pt := Pointer{
		Hover:   func(geom.Point) bool { return false },
		ClickAt: h.ClickFirst,
		Refuse:  func(geom.Point) {},
		Cancel:  func() bool { return false },
		Other: func(it input.Intent) (engine.Action, bool, bool) {
			keys = append(keys, it.Key)
			return 9, it.Key == "Enter", true
		},
	}
	if a, done, _ := pt.Run([]input.Intent{{Kind: input.Click, X: 25, Y: 5, Button: input.ButtonLeft}}); !done || a != 1 {
		t.Errorf("cell 2 under cell 6: %v %v", a, done)
	}
	a, done, _ := pt.Run([]input.Intent{{Kind: input.Key, Key: "R"}, {Kind: input.Key, Key: "Enter"}, {Kind: input.Key, Key: "N"}})
	if !done || a != 9 || !slices.Equal(keys, []string{"R", "Enter"}) {
		t.Errorf("keys: %v %v %v", a, done, keys)
	}
}

func TestDrop(t *testing.T) {
	n := 0
	if Drop(false, func() { n++ }) || n != 0 {
		t.Error("nothing half made: nothing dropped")
	}
	if !Drop(true, func() { n++ }) || n != 1 {
		t.Error("a choice half made is dropped")
	}
}
