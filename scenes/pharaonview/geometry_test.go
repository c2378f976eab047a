package pharaonview

import (
	"fmt"
	"math"
	"sort"
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
	"nilegames/scenes/layout"
)

func overlap(a, b geom.Rect) bool {
	i := a.Intersect(b)
	return i.W > 0.01 && i.H > 0.01
}

func inside(in, out geom.Rect) bool {
	const e = 0.01
	return in.X >= out.X-e && in.Y >= out.Y-e && in.Right() <= out.Right()+e && in.Bottom() <= out.Bottom()+e
}

var modes = []struct {
	players int
	solo    bool
}{{1, true}, {2, false}, {3, false}, {4, false}, {5, false}}

// Distinct areas of the board never overlap, and all lie in the board
// area, for every player count.
func TestLayoutAreasApartAndInside(t *testing.T) {
	for _, m := range modes {
		p := Layout(m.players, m.solo)
		parts := p.parts()
		var names []string
		for n := range parts {
			names = append(names, n)
		}
		sort.Strings(names)
		for i, a := range names {
			if !inside(parts[a], p.Area) {
				t.Errorf("%d players: %s %v leaves the board %v", m.players, a, parts[a], p.Area)
			}
			for _, b := range names[i+1:] {
				if overlap(parts[a], parts[b]) {
					t.Errorf("%d players: %s %v overlaps %s %v", m.players, a, parts[a], b, parts[b])
				}
			}
		}
		// The wheel's disc keeps off every Quarter and god (its box may
		// reach their corners).
		for n, r := range parts {
			cx := clamp(p.WheelC.X, r.X, r.Right())
			cy := clamp(p.WheelC.Y, r.Y, r.Bottom())
			if d := geom.Pt(cx, cy).Dist(p.WheelC); d < p.WheelR {
				t.Errorf("%d players: the wheel reaches %s (%.1f < %.1f)", m.players, n, d, p.WheelR)
			}
		}
	}
}

func clamp(v, lo, hi float64) float64 { return max(lo, min(hi, v)) }

// Every Quarter's contents fit whichever slot of the ring holds it, and
// their parts do not overlap one another.
func TestQuarterContentsFitEverySlot(t *testing.T) {
	for _, m := range modes {
		p := Layout(m.players, m.solo)
		for pos := 0; pos < 5; pos++ {
			q := p.Quarter[pos]
			var rs []geom.Rect
			add := func(name string, r geom.Rect) {
				if !inside(r, q.R.Inset(2*p.K)) {
					t.Errorf("%d players, slot %d: %s %v leaves the piece %v", m.players, pos, name, r, q.R)
				}
			}
			if !inside(q.Access, q.Title) || overlap(q.Access, q.Deck) || overlap(q.Access, q.Cost) {
				t.Errorf("slot %d: the access slot %v is not alone in the band", pos, q.Access)
			}
			a := p.Artisans(pos)
			rs = append(rs, a.Cards[:]...)
			rs = append(rs, a.Deck)
			checkApart(t, fmt.Sprint("artisans slot ", pos), rs)
			n := p.Nobles(pos)
			checkApart(t, fmt.Sprint("nobles slot ", pos), append(n.Cards[:], n.Deck))
			for i, r := range a.Cards {
				add(fmt.Sprint("artisan ", i), r)
			}
			for i, r := range n.Cards {
				add(fmt.Sprint("noble ", i), r)
			}
			nl := p.Nile(pos)
			var cells []geom.Rect
			for tr := 0; tr < pharaon.NumBase; tr++ {
				cells = append(cells, nl.Head[tr])
				cells = append(cells, nl.Cell[tr][:]...)
			}
			cells = append(cells, nl.PP[:]...)
			for _, o := range nl.Option {
				cells = append(cells, o.R)
				for j := 0; j < 2; j++ {
					if !inside(o.Cost[j], o.R) || !inside(o.Gain[j], o.R) || overlap(o.Cost[j], o.Gain[j]) {
						t.Errorf("slot %d: a Nile option's icons leave it or overlap", pos)
					}
				}
			}
			checkApart(t, fmt.Sprint("nile slot ", pos), cells)
			for i, r := range cells {
				add(fmt.Sprint("nile part ", i), r)
			}
			bp := p.Burial(pos)
			var steps []geom.Rect
			for i, s := range bp.Step {
				steps = append(steps, s.R)
				add(fmt.Sprint("step ", i+1), s.R)
				parts := []geom.Rect{s.Num, s.PP, s.Cubes}
				for j := range pharaon.BurialPath[i].Cost {
					parts = append(parts, s.Cost[j])
				}
				checkApart(t, fmt.Sprint("step ", i+1), parts)
				for _, r := range parts {
					if !inside(r, s.R) {
						t.Errorf("slot %d step %d: %v leaves the step %v", pos, i+1, r, s.R)
					}
				}
			}
			checkApart(t, "burial", steps)
			o := p.Offerings(pos)
			lots := append([]geom.Rect{o.BonusBox}, o.Lot[:]...)
			checkApart(t, "offerings", lots)
			for i := range o.Lot {
				add(fmt.Sprint("lot ", i+1), o.Lot[i])
				for _, tk := range o.LotTok[i] {
					if !inside(tk, o.Lot[i]) {
						t.Errorf("slot %d: lot %d's token leaves it", pos, i+1)
					}
				}
			}
			checkApart(t, "bonus", o.Bonus[:])
			for i, b := range o.Bonus {
				if !inside(b, o.BonusBox) {
					t.Errorf("slot %d: Bonus %d leaves its column", pos, i+1)
				}
			}
		}
	}
}

func checkApart(t *testing.T, what string, rs []geom.Rect) {
	t.Helper()
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if overlap(rs[i], rs[j]) {
				t.Errorf("%s: part %d %v overlaps part %d %v", what, i, rs[i], j, rs[j])
			}
		}
	}
}

// Five discs fit every Nile level and five cubes every step, apart.
func TestRoomForFivePieces(t *testing.T) {
	p := Layout(5, false)
	for pos := 0; pos < 5; pos++ {
		nl := p.Nile(pos)
		for tr := 0; tr < pharaon.NumBase; tr++ {
			for l := 0; l < pharaon.NileTop; l++ {
				piecesApart(t, "disc", nl.Cell[tr][l], p.DiscSpots(nl.Cell[tr][l], 5), p.Disc*0.9)
			}
		}
		for _, s := range p.Burial(pos).Step {
			piecesApart(t, "cube", s.Cubes, p.CubeSpots(s.Cubes, 5), p.Cube*0.9)
		}
	}
	// Every large disc on one round step (the round track), one on a
	// pyramid space.
	for _, r := range p.Pyramid.Round {
		piecesApart(t, "large disc", r, p.BigSpots(r, 5), 16)
	}
	for _, row := range p.Pyramid.Rows {
		for _, r := range row {
			piecesApart(t, "passed disc", r, p.BigSpots(r, 1), p.Big)
		}
	}
	// A progress row per player on every god, inside its column.
	for g, gp := range p.God {
		rs := []geom.Rect{gp.Name, gp.Edge[0], gp.Edge[1], gp.Total}
		rs = append(rs, gp.Progress[:]...)
		checkApart(t, fmt.Sprint("god ", g), rs)
		for _, r := range rs {
			if !inside(r, gp.R) {
				t.Errorf("god %d: %v leaves its column %v", g, r, gp.R)
			}
		}
	}
}

func piecesApart(t *testing.T, what string, area geom.Rect, ms []wgeom.Marker, minSize float64) {
	t.Helper()
	var boxes []geom.Rect
	for _, m := range ms {
		if m.Size < minSize {
			t.Errorf("%s of %.1f px, less than %.1f", what, m.Size, minSize)
		}
		b := geom.RectFromCenter(m.C, m.Size, m.Size)
		if !inside(b, area) {
			t.Errorf("%s %v leaves %v", what, b, area)
		}
		boxes = append(boxes, b)
	}
	checkApart(t, what, boxes)
}

// The wheel's twenty slots are apart and inside the wheel at any
// rotation, and each segment faces the slot it should.
func TestWheelSlots(t *testing.T) {
	p := Layout(5, false)
	for _, rot := range []float64{0, 0.5, 1, 2.25, 4} {
		var cs []geom.Point
		for c := 0; c < pharaon.NumBase; c++ {
			for i := 0; i < 4; i++ {
				r := p.WheelSlotRect(c, i, rot)
				cs = append(cs, r.Center())
				for _, q := range []geom.Point{r.Min(), r.Max(), geom.Pt(r.X, r.Bottom()), geom.Pt(r.Right(), r.Y)} {
					if q.Dist(p.WheelC) > p.WheelR || q.Dist(p.WheelC) < p.DirR {
						t.Errorf("rot %.2f: slot %d of colour %d leaves the ring", rot, i, c)
					}
				}
			}
		}
		for i := range cs {
			for j := i + 1; j < len(cs); j++ {
				if d := cs[i].Dist(cs[j]); d < p.Token+1 {
					t.Errorf("rot %.2f: wheel slots %d and %d %.1f px apart", rot, i, j, d)
				}
			}
		}
	}
	// At notch 0 the AGR segment faces position 0 (the top-left Quarter).
	a := p.SegmentAngle(pharaon.AGR, 0)
	q := p.Quarter[0].R.Center()
	want := angleTo(p.WheelC, q)
	if d := angleDiff(a, want); d > 0.12 {
		t.Errorf("segment 0 points %.2f rad away from the Quarter it faces", d)
	}
	for pos := 0; pos < 5; pos++ {
		if d := angleDiff(p.SegmentAngle(0, float64(pos)), angleTo(p.WheelC, p.Quarter[pos].R.Center())); d > 0.12 {
			t.Errorf("after %d notches the segment misses Quarter %d by %.2f rad", pos, pos, d)
		}
	}
}

// The pyramid has rows of 5, 4, 3, 2 spaces, the round track 5 steps, the
// Jars as many as the players see, all apart and inside it.
func TestPyramidAndTraitor(t *testing.T) {
	for _, m := range modes {
		p := Layout(m.players, m.solo)
		py := p.Pyramid
		var rs []geom.Rect
		rs = append(rs, py.Round[:]...)
		for r := 0; r < 4; r++ {
			if len(py.Rows[r]) != 5-r {
				t.Errorf("row %d has %d spaces", r+1, len(py.Rows[r]))
			}
			rs = append(rs, py.Rows[r]...)
		}
		if len(py.Jars) != pharaon.JarsShown(m.players) {
			t.Errorf("%d players: %d Jars shown", m.players, len(py.Jars))
		}
		rs = append(rs, py.Jars...)
		checkApart(t, "pyramid", rs)
		for _, r := range rs {
			if !inside(r, py.R) {
				t.Errorf("%d players: %v leaves the pyramid %v", m.players, r, py.R)
			}
		}
		if !m.solo {
			continue
		}
		tp := p.Traitor
		var tiles []geom.Rect
		for i, tl := range tp.Tiles {
			tiles = append(tiles, tl.R)
			if !inside(tl.R, tp.R) {
				t.Errorf("tile %d leaves the Traitor's area", i+1)
			}
			checkApart(t, fmt.Sprint("tile ", i+1), append(append([]geom.Rect{}, tl.Spaces[:]...), tl.Jars))
			for s, r := range tl.Spaces {
				if !inside(r, tl.R) {
					t.Errorf("tile %d: space %d leaves it", i+1, s+1)
				}
				if s > 1 && r.Y >= tl.Spaces[s-1].Y {
					t.Errorf("tile %d: space %d is not above space %d", i+1, s+1, s)
				}
			}
		}
		checkApart(t, "tiles", append(tiles, tp.Pile, tp.Title, tp.Key))
		if !inside(tp.Key, tp.R) || tp.Key.H < 110 {
			t.Errorf("the Traitor's key %v: outside or too small", tp.Key)
		}
	}
}

// Every player's area fits its panel body, its parts apart, and the
// bodies of five players are tall enough to read (rows of 26 px or more).
func TestPlayerAreas(t *testing.T) {
	for _, m := range modes {
		p := Layout(m.players, m.solo)
		want := m.players
		if m.solo {
			want = 2
		}
		if len(p.Seats) != want {
			t.Fatalf("%d players: %d areas", m.players, len(p.Seats))
		}
		screen := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
		// The log open: shorter bodies, two rows under compactBody.
		for _, r := range layout.MatchLayout(want, true).Panels {
			p.Seats = append(p.Seats, NewPlayerArea(PanelBody(r)))
		}
		for i, a := range p.Seats {
			compact := a.R.H < compactBody
			if a.RowH < 26 {
				t.Errorf("%d players: rows of %.0f px", m.players, a.RowH)
			}
			if overlap(a.R, p.Area) || !inside(a.R, screen) {
				t.Errorf("%d players: area %d %v meets the board or leaves the screen", m.players, i, a.R)
			}
			rs := append([]geom.Rect{}, a.Res[:]...)
			rs = append(rs, a.BC, a.Pharaoh, a.First, a.Offers, a.Cards)
			rs = append(rs, a.Nile[:]...)
			rs = append(rs, a.Gods[:]...)
			checkApart(t, fmt.Sprint("area ", i), rs)
			for _, r := range rs {
				if !inside(r, a.R) {
					t.Errorf("%d players: area %d part %v leaves it %v", m.players, i, r, a.R)
				}
			}
			for j := 0; j < a.OffersFit(); j++ {
				if !inside(a.OfferSlot(j), a.Offers) {
					t.Errorf("Offering slot %d leaves its row", j)
				}
			}
			if a.OffersFit() < 8 && !(compact && a.OffersFit() >= 4) {
				t.Errorf("%d players: room for only %d Offering kinds", m.players, a.OffersFit())
			}
			for _, n := range []int{1, 6, 14} {
				for j := 0; j < n; j++ {
					if !inside(a.CardSlot(j, n), a.Cards) {
						t.Errorf("card %d of %d leaves the row", j, n)
					}
				}
				// Some turned (Nobles used this round): wider, still inside,
				// left to right.
				turned := make([]bool, n)
				for j := range turned {
					turned[j] = j%3 == 1
				}
				rs := a.CardRects(turned)
				for j, r := range rs {
					if r.Empty() {
						continue // gathered in the "+n" chip
					}
					if !inside(r, a.Cards) || (turned[j] != (r.W > r.H)) {
						t.Errorf("%d players: card %d of %d (turned %v) at %v, row %v", m.players, j, n, turned[j], r, a.Cards)
					}
					if j > 0 && r.X <= rs[j-1].X {
						t.Errorf("card %d of %d not right of the one before", j, n)
					}
				}
				if n == 6 && !compact && rs[1].Right() > rs[2].X {
					t.Errorf("%d players: six cards overlap in %v", m.players, a.Cards)
				}
			}
		}
		for i := range p.Seats[:want] {
			for j := i + 1; j < want; j++ {
				if overlap(p.Seats[i].R, p.Seats[j].R) {
					t.Errorf("areas %d and %d overlap", i, j)
				}
			}
		}
	}
}

// Scaled to another board area (a 1280 x 720 window, a wide one) the
// layout keeps its proportions and stays inside.
func TestLayoutScales(t *testing.T) {
	for _, area := range []geom.Rect{layout.MatchLayout(5, false).Board, geom.R(0, 50, 896, 670), geom.R(10, 10, 2000, 900)} {
		p := newPlaces(area, 5)
		if w := geom.RectFromCenter(p.WheelC, 2*p.WheelR, 2*p.WheelR); !inside(w, area) {
			t.Errorf("%v: the wheel leaves it", area)
		}
		for n, r := range p.parts() {
			if !inside(r, area) {
				t.Errorf("%v: %s %v leaves it", area, n, r)
			}
		}
	}
}

func angleTo(a, b geom.Point) float64 { return math.Atan2(b.Y-a.Y, b.X-a.X) }

func angleDiff(a, b float64) float64 { return math.Abs(math.Remainder(a-b, 2*math.Pi)) }
