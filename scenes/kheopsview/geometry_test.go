package kheopsview

import (
	"math"
	"testing"

	"nilegames/engine/kheops"
	"nilegames/render/geom"
)

func near(a, b geom.Point) bool { return a.Dist(b) < 1e-6 }

// sameEdge reports that segments ab and cd are the same, either way.
func sameEdge(a, b, c, d geom.Point) bool {
	return (near(a, c) && near(b, d)) || (near(a, d) && near(b, c))
}

// TestSpec2_4_SlotEdges: the drawn triangles follow §2.4: edge e of a slot
// is, point for point, edge e of the neighbour across it, and the 21
// exterior edges lie on the pyramid's outline.
func TestSpec2_4_SlotEdges(t *testing.T) {
	l := newLayout(testArea)
	p := l.pyramid()
	onOutline := func(a, b geom.Point) bool {
		for i := 0; i < 3; i++ {
			u, w := p.v[(i+1)%3], p.v[(i+2)%3]
			d := w.Sub(u)
			cross := func(q geom.Point) float64 { e := q.Sub(u); return (d.X*e.Y - d.Y*e.X) / d.Len() }
			if math.Abs(cross(a)) < 1e-6 && math.Abs(cross(b)) < 1e-6 {
				return true
			}
		}
		return false
	}
	exterior := 0
	for s := 1; s <= kheops.NumSlots; s++ {
		t0 := l.slot(s)
		up := kheops.IsUp(s)
		if (t0.v[0].Y < t0.centroid().Y) != up {
			t.Errorf("slot %d: up %v but vertex 0 at %v, centroid %v", s, up, t0.v[0], t0.centroid())
		}
		for e := 0; e < 3; e++ {
			a, b := t0.v[(e+1)%3], t0.v[(e+2)%3]
			nb := kheops.Neighbour(s, e)
			if nb == 0 {
				exterior++
				if !onOutline(a, b) {
					t.Errorf("slot %d edge %d: exterior but not on the outline", s, e)
				}
				continue
			}
			t1 := l.slot(nb)
			if !sameEdge(a, b, t1.v[(e+1)%3], t1.v[(e+2)%3]) {
				t.Errorf("slot %d edge %d and slot %d edge %d differ", s, e, nb, e)
			}
		}
		// Edge 0 is horizontal (§2.4: numbered from the horizontal edge).
		if a, b := t0.v[1], t0.v[2]; math.Abs(a.Y-b.Y) > 1e-6 {
			t.Errorf("slot %d: edge 0 is not horizontal", s)
		}
	}
	if exterior != 21 {
		t.Errorf("%d exterior edges, want 21", exterior)
	}
}

// TestSlotAt: every slot is found from points inside it, near each of its
// edges too, and nothing outside the pyramid.
func TestSlotAt(t *testing.T) {
	l := newLayout(testArea)
	for s := 1; s <= kheops.NumSlots; s++ {
		tr := l.slot(s)
		c := tr.centroid()
		if got := l.slotAt(c); got != s {
			t.Errorf("centroid of %d: slot %d", s, got)
		}
		for e := 0; e < 3; e++ {
			p := c.Lerp(tr.mid(e), 0.93)
			if got := l.slotAt(p); got != s {
				t.Errorf("slot %d near edge %d: slot %d", s, e, got)
			}
		}
	}
	p := l.pyramid()
	for _, q := range []geom.Point{p.v[0].Add(geom.Pt(0, -5)), p.v[1].Add(geom.Pt(5, 0)), p.v[2].Add(geom.Pt(0, 5)), l.legend().Center(), l.pile().Center()} {
		if s := l.slotAt(q); s != 0 {
			t.Errorf("%v outside the pyramid gives slot %d", q, s)
		}
	}
}

// TestSpec2_5_TileFrames: a tile's art frame at rotation k puts local edge
// i on slot edge (i+k) mod 3, as OpenEdges does; the angle that turns the
// upright drawing into the slot does the same.
func TestSpec2_5_TileFrames(t *testing.T) {
	l := newLayout(testArea)
	for _, s := range []int{1, 3, 12, 27, 44} {
		slot := l.slot(s)
		for k := 0; k < 3; k++ {
			f := frameOf(slot, k)
			for i := 0; i < 3; i++ {
				if !near(f.mid(i), slot.mid((i+k)%3)) {
					t.Errorf("slot %d k%d: local edge %d not on slot edge %d", s, k, i, (i+k)%3)
				}
			}
			// The upright drawing turned by tileAngle lands on the frame.
			c := slot.centroid()
			up := upTri(c, slot.side())
			ang := tileAngle(!kheops.IsUp(s), k)
			for i := 0; i < 3; i++ {
				if got := up.v[i].Rotate(c, ang); got.Dist(f.v[i]) > 1e-6 {
					t.Errorf("slot %d k%d: vertex %d turned to %v, frame has %v", s, k, i, got, f.v[i])
				}
			}
		}
	}
	// A tile open on local edge 0 only, at rotation 2, opens on slot edge 2.
	if OpenEdgesCheck := kheops.OpenEdges(40, 2); OpenEdgesCheck != 0b100 {
		t.Errorf("T40 k2 opens %03b", OpenEdgesCheck)
	}
}

// TestLayoutClear: the legend, seats, pile, status band and the controls
// beside any slot stay on the board, and the side boxes clear of the
// pyramid.
func TestLayoutClear(t *testing.T) {
	for _, area := range []geom.Rect{testArea, geom.R(0, 51, 896, 669)} {
		l := newLayout(area)
		inside := func(r geom.Rect) bool {
			return r.X >= area.X-0.5 && r.Y >= area.Y-0.5 && r.Right() <= area.Right()+0.5 && r.Bottom() <= area.Bottom()+0.5
		}
		p := l.pyramid().scaled(1.02)
		clear := func(name string, r geom.Rect) {
			t.Helper()
			if !inside(r) {
				t.Errorf("%v: %s %v leaves the board", area, name, r)
			}
			for i := 0; i <= 10; i++ {
				f := float64(i) / 10
				for _, q := range []geom.Point{geom.Pt(r.X+f*r.W, r.Y), geom.Pt(r.X+f*r.W, r.Bottom()), geom.Pt(r.X, r.Y+f*r.H), geom.Pt(r.Right(), r.Y+f*r.H)} {
					if p.Contains(q) {
						t.Errorf("%v: %s %v overlaps the pyramid at %v", area, name, r, q)
						return
					}
				}
			}
		}
		clear("legend", l.legend())
		clear("status", l.status())
		clear("toggle", l.toggle())
		clear("pile", l.pile())
		clear("tray", l.tray())
		for i := 0; i < 3; i++ {
			if b := l.handTri(i).bounds(); !l.tray().Contains(b.Min()) || !l.tray().Contains(geom.Pt(b.Right()-1, b.Bottom()-1)) {
				t.Errorf("hand tile %d outside the tray", i)
			}
		}
		for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
			if b := l.kindButton(k); !l.tray().Contains(b.Min()) || !l.tray().Contains(geom.Pt(b.Right()-1, b.Bottom()-1)) {
				t.Errorf("kind button %v outside the tray", k)
			}
		}
		for i := 0; i < 3; i++ {
			c := l.ctrl(i)
			clear("control", c.Bounds())
			if !l.tray().Contains(c.Bounds().Min()) || !l.tray().Contains(geom.Pt(c.Bounds().Right(), c.Bounds().Bottom())) {
				t.Errorf("%v: control %d outside the tray", area, i)
			}
			for j := 0; j < i; j++ {
				if c.C.Dist(l.ctrl(j).C) < 2*c.R {
					t.Errorf("%v: controls %d and %d overlap", area, i, j)
				}
			}
			if r := l.ctrlHint(); !r.Intersect(c.Bounds()).Empty() {
				t.Errorf("%v: the controls' hint covers control %d", area, i)
			}
		}
		// Nothing of the tray over another part.
		for _, r := range []geom.Rect{l.legend(), l.status(), l.toggle(), l.pile()} {
			if !r.Intersect(l.tray()).Empty() {
				t.Errorf("%v: the tray overlaps %v", area, r)
			}
		}
	}
}
