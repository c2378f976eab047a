package wgeom

import (
	"fmt"
	"math"
	"testing"

	"nilegames/render/geom"
)

const eps = 1e-6

func overlap(a, b geom.Rect) bool {
	i := a.Intersect(b)
	return i.W > eps && i.H > eps
}

func inside(in, out geom.Rect) bool {
	return in.X >= out.X-eps && in.Y >= out.Y-eps && in.Right() <= out.Right()+eps && in.Bottom() <= out.Bottom()+eps
}

func TestMarkersNeverOverlap(t *testing.T) {
	ml := MarkerLayout{Big: 24, Small: 18, Gap: 1}
	areas := []geom.Rect{
		geom.R(0, 0, 30, 40),  // Imhotep's space beside its number
		geom.R(10, 5, 60, 60), // a roomy space
		geom.R(0, 0, 26, 26),  // a tight square one
		geom.R(0, 0, 90, 22),  // a long low one
	}
	for _, a := range areas {
		for n := 1; n <= 8; n++ {
			var ms []Marker
			for i := 0; i < n; i++ {
				ms = append(ms, ml.Spot(a, i, n))
			}
			for i, m := range ms {
				if m.Size < 1 {
					t.Errorf("area %v n=%d: marker %d size %v", a, n, i, m.Size)
				}
				if n <= 5 && !inside(m.Box(), a) {
					t.Errorf("area %v n=%d: marker %d %v leaves the space", a, n, i, m.Box())
				}
				for j := i + 1; j < n; j++ {
					if overlap(m.Box(), ms[j].Box()) {
						t.Errorf("area %v n=%d: markers %d and %d overlap: %v %v", a, n, i, j, m.Box(), ms[j].Box())
					}
				}
			}
		}
	}
}

func TestMarkerArrangement(t *testing.T) {
	ml := MarkerLayout{Big: 24, Small: 18, Gap: 1}
	a := geom.R(0, 0, 60, 60)
	if m := ml.Spot(a, 0, 1); m.Size != 24 || m.C != a.Center() {
		t.Errorf("alone: %+v, want big and centred", m)
	}
	// Two in a row, three and four in a 2 x 2 block, five in a row.
	two := []Marker{ml.Spot(a, 0, 2), ml.Spot(a, 1, 2)}
	if two[0].C.Y != two[1].C.Y || two[0].C.X >= two[1].C.X {
		t.Errorf("two: %+v, want side by side, in order", two)
	}
	four := []Marker{ml.Spot(a, 0, 4), ml.Spot(a, 1, 4), ml.Spot(a, 2, 4), ml.Spot(a, 3, 4)}
	if four[0].C.Y != four[1].C.Y || four[2].C.Y != four[3].C.Y || four[0].C.X != four[2].C.X || four[2].C.Y <= four[0].C.Y {
		t.Errorf("four: %+v, want a 2 x 2 block", four)
	}
	// Five in a long low space: one row of smaller marks (86/5 = 17.2).
	low := geom.R(0, 0, 90, 22)
	for i := 0; i < 5; i++ {
		if m := ml.Spot(low, i, 5); m.C.Y != low.Center().Y || math.Abs(m.Size-17.2) > 1e-9 {
			t.Errorf("five in a low space: %d at %+v, want one row of 17.2", i, m)
		}
	}
	// Five in a narrow tall one (25 x 60): a row would make them 4.2 px;
	// two columns of three rows keep 12.
	tall := geom.R(0, 0, 25, 60)
	for i := 0; i < 5; i++ {
		if m := ml.Spot(tall, i, 5); m.Size != 12 {
			t.Errorf("five in a narrow space: %d at %+v, want size 12 in rows", i, m)
		}
	}
}

func TestSpotsShareBySpace(t *testing.T) {
	ml := MarkerLayout{Big: 24, Small: 18, Gap: 1}
	area := func(s int) geom.Rect { return geom.R(float64(s)*50, 0, 48, 48) }
	ms := ml.Spots([]int{3, 1, 3}, area)
	if ms[1].Size != 24 {
		t.Errorf("a marker alone is %v, want 24", ms[1].Size)
	}
	if ms[0].Size != 18 || ms[2].Size != 18 || ms[0].C.X >= ms[2].C.X {
		t.Errorf("two on space 3: %+v %+v, want side by side in seat order", ms[0], ms[2])
	}
}

func TestTrackSpaces(t *testing.T) {
	rect := geom.R(20, 30, 1000, 600)
	for _, tr := range []Track{
		{Shape: Row, N: 12, Gap: 3},
		{Shape: Column, N: 5, Gap: 2},
		{Shape: Snake, N: 22, Cols: 8, Gap: 3},
		{Shape: Snake, N: 40, Cols: 20, Gap: 4},
		{Shape: Loop, N: 40, Gap: 2},
		{Shape: Loop, N: 50, Gap: 2},
		{Shape: Loop, N: 51, Gap: 0},
		{Shape: Loop, N: 100, Gap: 1},
		{Shape: Loop, N: 26, Gap: 2, Reverse: true},
	} {
		for _, r := range []geom.Rect{rect, geom.R(0, 0, 300, 900), geom.R(0, 0, 1200, 120)} {
			tr.Rect = r
			name := fmt.Sprintf("shape %d n %d in %v", tr.Shape, tr.N, r)
			sp := tr.Spaces()
			if len(sp) != tr.N {
				t.Fatalf("%s: %d spaces", name, len(sp))
			}
			var step float64
			for i, s := range sp {
				if s.Empty() || !inside(s, r) {
					t.Errorf("%s: space %d %v empty or outside", name, i, s)
				}
				for j := i + 1; j < len(sp); j++ {
					if overlap(s, sp[j]) {
						t.Errorf("%s: spaces %d and %d overlap", name, i, j)
					}
				}
				step = math.Max(step, math.Max(s.W, s.H))
			}
			// The track is continuous: each space is next to the one before.
			for i := 1; i < len(sp); i++ {
				if d := sp[i].Center().Dist(sp[i-1].Center()); d > step+tr.Gap+eps {
					t.Errorf("%s: spaces %d and %d are %v apart", name, i-1, i, d)
				}
			}
			if tr.Shape == Loop {
				if d := sp[0].Center().Dist(sp[len(sp)-1].Center()); d > 2*(step+tr.Gap)+eps {
					t.Errorf("%s: the loop does not close: %v", name, d)
				}
			}
		}
	}
}

func TestTrackIndex(t *testing.T) {
	score := Track{N: 40, Wrap: true}
	for _, c := range []struct{ v, space, laps int }{{0, 0, 0}, {39, 39, 0}, {40, 0, 1}, {87, 7, 2}, {-1, 39, -1}} {
		if s, l := score.Index(c.v); s != c.space || l != c.laps {
			t.Errorf("score %d: space %d lap %d, want %d %d", c.v, s, l, c.space, c.laps)
		}
	}
	order := Track{N: 4, First: 1}
	for _, c := range []struct{ v, space int }{{1, 0}, {4, 3}, {9, 3}, {0, 0}} {
		if s, l := order.Index(c.v); s != c.space || l != 0 {
			t.Errorf("turn order %d: space %d lap %d, want %d 0", c.v, s, l, c.space)
		}
	}
}

func TestTrackMarkersAndLabel(t *testing.T) {
	tr := Track{Shape: Row, Rect: geom.R(0, 0, 500, 40), N: 10, Gap: 2, Label: 20, Wrap: true}
	ms, laps := tr.Markers([]int{3, 13, 5}, MarkerLayout{Big: 24, Small: 14, Gap: 1})
	if laps[0] != 0 || laps[1] != 1 || laps[2] != 0 {
		t.Errorf("laps %v", laps)
	}
	if ms[0].C.Y != ms[1].C.Y || overlap(ms[0].Box(), ms[1].Box()) {
		t.Errorf("3 and 13 share a space: %+v %+v", ms[0], ms[1])
	}
	for i, m := range ms {
		if overlap(m.Box(), tr.LabelRect(3)) || overlap(m.Box(), tr.LabelRect(5)) {
			t.Errorf("marker %d covers a number", i)
		}
	}
	if tr.Hit(ms[2].C) != 5 || tr.Hit(geom.Pt(-5, 5)) != -1 {
		t.Errorf("hit test")
	}
	col := Track{Shape: Column, Rect: geom.R(0, 0, 40, 300), N: 3, Reverse: true, First: 1}
	if col.Space(0).Y <= col.Space(2).Y {
		t.Errorf("a reversed column starts at the bottom")
	}
}

func TestCardParts(t *testing.T) {
	for _, body := range []bool{false, true} {
		r := geom.R(10, 10, 120, 175)
		p := Card(r, body)
		parts := []geom.Rect{p.Band, p.Art, p.Name}
		if body {
			parts = append(parts, p.Body)
		} else if !p.Body.Empty() {
			t.Errorf("a card without body has a body rect")
		}
		for i, a := range parts {
			if a.Empty() || !inside(a, r) {
				t.Errorf("part %d %v empty or outside", i, a)
			}
			for j := i + 1; j < len(parts); j++ {
				if overlap(a, parts[j]) {
					t.Errorf("parts %d and %d overlap", i, j)
				}
			}
		}
		if !inside(p.Icon, p.Band) || !inside(p.Badge, r.Inset(-p.Band.H)) {
			t.Errorf("icon %v or badge %v misplaced", p.Icon, p.Badge)
		}
	}
}

func TestCounterRowAndPanelRows(t *testing.T) {
	r := geom.R(0, 0, 300, 30)
	cs := CounterRow(r, 5, 70, 6)
	if len(cs) != 4 {
		t.Fatalf("%d counters fit 300 px at 76 each, want 4 (the 4th ends at 298, the 5th at 374)", len(cs))
	}
	for i, c := range cs {
		if c.W != 70 || (i > 0 && c.X != cs[i-1].Right()+6) {
			t.Errorf("counter %d %v", i, c)
		}
		ic, fig := Counter(c)
		if ic.W != 30 || fig.X <= ic.Right() || fig.Right() != c.Right() {
			t.Errorf("counter parts %v %v", ic, fig)
		}
	}
	rows := PanelRows{LabelW: 110, ColGap: 2, RowGap: 10}.Layout(geom.R(5, 5, 400, 100), 40, 46, 26)
	if len(rows) != 2 {
		t.Fatalf("%d rows in 100 px, want 2 (40+10+46, then 26 more does not fit)", len(rows))
	}
	if rows[1].Label.Y != 55 || rows[1].Content.X != 117 || rows[1].Content.Right() != 405 || rows[0].Whole.W != 400 {
		t.Errorf("rows %+v", rows)
	}
}

func TestPanelScale(t *testing.T) {
	for _, c := range []struct{ h, need, want float64 }{{200, 134, 1}, {100, 125, 0.8}, {40, 134, 0.6}, {50, 0, 1}} {
		if got := PanelScale(geom.R(0, 0, 300, c.h), c.need); got != c.want {
			t.Errorf("PanelScale(h %v, need %v) = %v, want %v", c.h, c.need, got, c.want)
		}
	}
}

// Fit: in a short, wide marker area (under a track's numbers), three and
// four markers stand in one row, larger than in the 2 x 2 block, never
// overlapping nor leaving the area; in a tall narrow one, a column. Without
// Fit the block stays (other games' layouts unchanged).
func TestMarkerFit(t *testing.T) {
	for _, a := range []geom.Rect{geom.R(0, 0, 51, 22), geom.R(0, 0, 20, 48)} {
		for n := 2; n <= 4; n++ {
			fit := MarkerLayout{Big: 30, Small: 20, Gap: 2, Fit: true}
			block := MarkerLayout{Big: 30, Small: 20, Gap: 2}
			var ms []Marker
			for i := 0; i < n; i++ {
				ms = append(ms, fit.Spot(a, i, n))
			}
			for i, m := range ms {
				if !inside(m.Box(), a) {
					t.Errorf("area %v n=%d: marker %d %v leaves the area", a, n, i, m.Box())
				}
				for j := i + 1; j < n; j++ {
					if overlap(m.Box(), ms[j].Box()) {
						t.Errorf("area %v n=%d: markers %d and %d overlap", a, n, i, j)
					}
				}
			}
			if wide := a.W > a.H; n > 2 || !wide {
				if b := block.Spot(a, 0, n); ms[0].Size <= b.Size {
					t.Errorf("area %v n=%d: fitted %v not larger than the block's %v", a, n, ms[0].Size, b.Size)
				}
				same := ms[0].C.Y == ms[n-1].C.Y
				if !wide {
					same = ms[0].C.X == ms[n-1].C.X
				}
				if !same {
					t.Errorf("area %v n=%d: not in one line: %+v", a, n, ms)
				}
			}
		}
	}
	// Without Fit: the 2 x 2 block, as before.
	b := MarkerLayout{Big: 30, Small: 20, Gap: 2}
	a := geom.R(0, 0, 51, 22)
	if m0, m2 := b.Spot(a, 0, 4), b.Spot(a, 2, 4); m0.C.X != m2.C.X || m0.C.Y >= m2.C.Y {
		t.Errorf("without Fit, four are not a block: %+v %+v", m0, m2)
	}
}

// LabelTop: a space wider than tall keeps its number in a strip at its
// top, full width, and its markers under it.
func TestTrackLabelTop(t *testing.T) {
	tr := Track{Shape: Row, Rect: geom.R(0, 0, 510, 40), N: 10, Gap: 2, Label: 18, LabelTop: true}
	s := tr.Space(4)
	lr, ma := tr.LabelRect(4), tr.MarkerArea(4)
	if lr != geom.R(s.X, s.Y, s.W, 18) {
		t.Errorf("label %v, want the top 18 px of %v", lr, s)
	}
	if ma != geom.R(s.X, s.Y+18, s.W, s.H-18) {
		t.Errorf("marker area %v, want the rest of %v", ma, s)
	}
	side := tr
	side.LabelTop = false
	if side.LabelRect(4).H != s.H {
		t.Errorf("without LabelTop the number is no longer at the left")
	}
}
