package layout

import (
	"math"
	"testing"

	"nilegames/render/geom"
)

func TestMatchLayoutFits(t *testing.T) {
	canvas := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	for n := 1; n <= 5; n++ {
		for _, open := range []bool{false, true} {
			m := MatchLayout(n, open)
			if got := m.Board.W / geom.LogicalW; got < 0.65 || got > 0.75 {
				t.Errorf("n=%d: board takes %.2f of the width", n, got)
			}
			if m.Board.Intersect(m.Side).W > 0 || m.Board.Intersect(m.TopBar).H > 0 {
				t.Errorf("n=%d: board overlaps the side or the top bar", n)
			}
			if len(m.Panels) != n {
				t.Fatalf("n=%d: %d panels", n, len(m.Panels))
			}
			for i, p := range m.Panels {
				if p.Intersect(canvas) != p {
					t.Errorf("n=%d open=%v: panel %d %v leaves the canvas", n, open, i, p)
				}
				if p.Bottom() > m.Log.Y {
					t.Errorf("n=%d open=%v: panel %d covers the log", n, open, i)
				}
				if i > 0 && p.Y < m.Panels[i-1].Bottom() {
					t.Errorf("n=%d: panels %d and %d overlap", n, i-1, i)
				}
				if p.H < sideMinPane {
					t.Errorf("n=%d: panel height %v", n, p.H)
				}
			}
			if m.Log.Bottom() > geom.LogicalH || m.LogLines < 1 {
				t.Errorf("n=%d: log %v lines %d", n, m.Log, m.LogLines)
			}
		}
	}
	if a, b := MatchLayout(4, false), MatchLayout(4, true); a.Panels[0].H < b.Panels[0].H || a.LogLines >= b.LogLines {
		t.Error("collapsing the log should give the panels room and show fewer lines")
	}
}

// The right column has no gap: an open log starts one gap below the last
// panel, and panels are no taller than their bodies need.
func TestMatchLayoutFitLeavesNoGap(t *testing.T) {
	for n := 1; n <= 5; n++ {
		for _, body := range []func(int) float64{nil, func(int) float64 { return 60 }, func(i int) float64 { return float64(40 * (i + 1)) }} {
			m := MatchLayoutFit(n, true, body)
			last := m.Panels[n-1]
			if m.Log.Y != last.Bottom()+PanelGap || m.Log.Bottom() != m.Side.Bottom() {
				t.Errorf("n=%d: log %v after a panel ending at %v", n, m.Log, last.Bottom())
			}
			for i, p := range m.Panels {
				if body != nil && p.H > math.Max(sideMinPane, body(i)+PanelChrome) {
					t.Errorf("n=%d: panel %d is %v tall for a body of %v", n, i, p.H, body(i))
				}
			}
			if m.LogLines != int((m.Log.H-LogHeaderH-8)/LogLineH) {
				t.Errorf("n=%d: %d log lines in %v", n, m.LogLines, m.Log.H)
			}
		}
	}
	if a, b := MatchLayoutFit(2, true, func(int) float64 { return 60 }), MatchLayout(2, true); a.Log.H <= b.Log.H {
		t.Error("shorter panels should give the log their room")
	}
}

func TestStackedBars(t *testing.T) {
	zero, bars := StackedBars([][]int{{10, 0, 5}, {3, -3, 0}}, 180)
	// Span: 15 positive + 3 negative = 18 points over 180 px: 10 px a point.
	if zero != 30 {
		t.Errorf("zero at %v, want 30", zero)
	}
	want := [][]Segment{
		{{Part: 0, X0: 30, X1: 130}, {Part: 2, X0: 130, X1: 180}},
		{{Part: 0, X0: 30, X1: 60}, {Part: 1, X0: 0, X1: 30}},
	}
	for i := range want {
		if len(bars[i]) != len(want[i]) {
			t.Fatalf("bar %d: %v", i, bars[i])
		}
		for j := range want[i] {
			g, w := bars[i][j], want[i][j]
			if g.Part != w.Part || math.Abs(g.X0-w.X0) > 1e-9 || math.Abs(g.X1-w.X1) > 1e-9 {
				t.Errorf("bar %d segment %d: %+v, want %+v", i, j, g, w)
			}
		}
	}
	if _, bars := StackedBars([][]int{{0}, {0}}, 100); len(bars[0])+len(bars[1]) != 0 {
		t.Error("all zero: segments drawn")
	}
}

func TestGrid(t *testing.T) {
	cells := Grid(geom.R(0, 0, 1000, 100), 4, 20, 200)
	if len(cells) != 4 || cells[0].W != 200 {
		t.Fatalf("%v", cells)
	}
	if left, right := cells[0].X, 1000-cells[3].Right(); math.Abs(left-right) > 1 {
		t.Errorf("not centred: %v %v", left, right)
	}
	cells = Grid(geom.R(0, 0, 300, 100), 3, 30, 500)
	if cells[2].Right() > 300 || cells[0].W != 80 {
		t.Errorf("narrow: %v", cells)
	}
}

func TestTooltipNeverCoversItsTarget(t *testing.T) {
	bounds := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	targets := []geom.Rect{
		geom.R(100, 100, 50, 50),    // room below
		geom.R(100, 1000, 50, 60),   // bottom edge: above
		geom.R(0, 0, 300, 1080),     // full height, left: to the right
		geom.R(1700, 0, 220, 1080),  // full height, right: to the left
		geom.R(1800, 500, 120, 120), // right edge
	}
	for _, tg := range targets {
		p := tg.Center()
		r := TooltipRect(p, tg, 320, 120, bounds)
		if r.Intersect(tg).W > 0 && r.Intersect(tg).H > 0 {
			t.Errorf("tooltip %v covers target %v", r, tg)
		}
		if r.Intersect(bounds) != r {
			t.Errorf("tooltip %v leaves the screen", r)
		}
	}
}

func TestTooltipAvoidsAskedControls(t *testing.T) {
	bounds := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	cases := []struct {
		target geom.Rect
		avoid  []geom.Rect
	}{
		// A confirm button right under the hovered tile: not below.
		{geom.R(400, 400, 80, 80), []geom.Rect{geom.R(300, 480, 300, 200)}},
		// Controls below and above: to a side.
		{geom.R(400, 400, 80, 80), []geom.Rect{geom.R(200, 490, 500, 300), geom.R(200, 100, 500, 290)}},
		// An action panel filling the bottom of the screen.
		{geom.R(900, 900, 60, 60), []geom.Rect{geom.R(0, 700, 1920, 190)}},
	}
	for _, c := range cases {
		r := TooltipRectAvoid(c.target.Center(), c.target, c.avoid, 320, 120, bounds)
		if i := r.Intersect(c.target); i.W > 0 && i.H > 0 {
			t.Errorf("tooltip %v covers target %v", r, c.target)
		}
		for _, a := range c.avoid {
			if i := r.Intersect(a); i.W > 0 && i.H > 0 {
				t.Errorf("tooltip %v covers the asked control %v", r, a)
			}
		}
		if r.Intersect(bounds) != r {
			t.Errorf("tooltip %v leaves the screen", r)
		}
	}
	// Nothing to avoid: the same place as TooltipRect.
	tg := geom.R(100, 100, 50, 50)
	if a, b := TooltipRectAvoid(tg.Center(), tg, nil, 320, 120, bounds), TooltipRect(tg.Center(), tg, 320, 120, bounds); a != b {
		t.Errorf("without controls: %v, want %v", a, b)
	}
}

func TestLogFit(t *testing.T) {
	cases := []struct {
		rows     []int
		capacity int
		want     int
	}{
		{[]int{1, 1, 1}, 8, 0},       // all fit
		{[]int{1, 1, 1, 1, 1}, 3, 2}, // the latest three
		{[]int{1, 2, 3, 2}, 6, 2},    // 3+2 fit, 2 more would not
		{[]int{1, 9}, 6, 1},          // the last, too long, still shows
		{nil, 6, 0},
	}
	for _, c := range cases {
		if got := LogFit(c.rows, c.capacity); got != c.want {
			t.Errorf("LogFit(%v, %d) = %d, want %d", c.rows, c.capacity, got, c.want)
		}
	}
}
