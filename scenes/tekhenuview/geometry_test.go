package tekhenuview

import (
	"fmt"
	"math"
	"testing"

	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
)

func inside(outer, r geom.Rect) bool {
	const eps = 0.5
	return r.X >= outer.X-eps && r.Y >= outer.Y-eps && r.Right() <= outer.Right()+eps && r.Bottom() <= outer.Bottom()+eps
}

func overlap(a, b geom.Rect) bool {
	const eps = 0.5
	return a.X < b.Right()-eps && b.X < a.Right()-eps && a.Y < b.Bottom()-eps && b.Y < a.Bottom()-eps
}

// The parts of the board at 1920x1080: all inside the area, none
// overlapping another.
func TestLayoutClear(t *testing.T) {
	l := newLayout(testArea)
	named := map[string]geom.Rect{}
	dial := geom.RectFromCenter(l.dialC, 2*l.dialR, 2*l.dialR)
	named["dial"] = dial
	for i, r := range l.ra {
		named[fmt.Sprint("ra", i)] = r
	}
	named["pile"] = l.pile
	named["temple"] = l.temple
	for i, r := range l.tslot {
		named[fmt.Sprint("tslot", i)] = r
	}
	for i, r := range l.people {
		named[fmt.Sprint("people", i)] = r
	}
	for d := 0; d < 4; d++ {
		named[fmt.Sprint("district", d)] = l.district[d]
		for row := 0; row < 6; row++ {
			named[fmt.Sprint("osiris", d, row)] = l.osiris[d][row]
		}
	}
	for row := 0; row < 6; row++ {
		if row != 1 {
			named[fmt.Sprint("rowlabel", row)] = l.rowLabel[row]
		}
	}
	named["row2gold"] = l.row2Gold
	named["pop"] = l.popTrack.Rect
	named["vp"] = l.vpTrack.Rect
	named["order"] = l.orderTrack.Rect
	named["orderLabel"] = l.orderLabel
	named["maat"] = l.maatTrack.Rect
	named["maatLabel"] = l.maatLb
	named["status"] = l.status
	named["judged"] = l.judged
	for sec := 0; sec < 4; sec++ {
		named[fmt.Sprint("head", sec)] = l.secHead[sec]
		for i := 0; i < tekhenu.SectionSize(sec); i++ {
			named[fmt.Sprint("card", sec, i)] = l.market[sec][i]
		}
	}
	named["balance"] = l.balance
	named["hand"] = l.hand
	named["bar"] = l.bar
	for n, r := range named {
		if !inside(testArea, r) {
			t.Errorf("%s %v is outside the area %v", n, r, testArea)
		}
		if r.Empty() {
			t.Errorf("%s is empty", n)
		}
	}
	for a, ra := range named {
		for b, rb := range named {
			if a >= b || !overlap(ra, rb) {
				continue
			}
			if a == "dial" || b == "dial" {
				// The dial's square: only its disc counts.
				other := rb
				if b == "dial" {
					other = ra
				}
				if discHits(l, other) {
					t.Errorf("%s and %s overlap (the dial's disc)", a, b)
				}
				continue
			}
			t.Errorf("%s %v and %s %v overlap", a, ra, b, rb)
		}
	}
	// The temple's cells, slots and statues are clear of one another.
	for c := 0; c < 25; c++ {
		for _, r := range append(l.tslot[:], l.people[:]...) {
			if overlap(l.cells[c], r) {
				t.Errorf("cell %d overlaps a slot %v", c, r)
			}
		}
	}
}

// discHits reports whether r touches the dial's disc.
func discHits(l *layout, r geom.Rect) bool {
	cx := math.Max(r.X, math.Min(l.dialC.X, r.Right()))
	cy := math.Max(r.Y, math.Min(l.dialC.Y, r.Bottom()))
	return geom.Pt(cx, cy).Dist(l.dialC) < l.dialR+2
}

// The ring's spots (name, Horus value, statue slots) lie on the ring of
// their own wedge and do not overlap; dice of a section, as many as a
// game may put there, stay inside its wedge without overlapping.
func TestDialSpots(t *testing.T) {
	l := newLayout(testArea)
	for g := 0; g < 6; g++ {
		var boxes []geom.Rect
		for i := 1; i < 5; i++ {
			b := l.ringBox(g, i)
			boxes = append(boxes, b)
			for _, p := range []geom.Point{b.Min(), b.Max(), geom.Pt(b.X, b.Bottom()), geom.Pt(b.Right(), b.Y)} {
				if d := p.Dist(l.dialC); d > l.dialR+1 || d < l.ringR-8 {
					t.Errorf("god %d spot %d corner %v off the ring (r=%.0f)", g, i, p, d)
				}
			}
			if l.hitSection(b.Center()) != g {
				t.Errorf("god %d spot %d lies in section %d", g, i, l.hitSection(b.Center()))
			}
		}
		if c := l.ringSpot(g, 0); l.hitSection(c) != g {
			t.Errorf("god %d name in section %d", g, l.hitSection(c))
		}
		for i := range boxes {
			for j := range i {
				if overlap(boxes[i], boxes[j]) {
					t.Errorf("god %d ring spots %d and %d overlap", g, i+1, j+1)
				}
			}
		}
		for n := 1; n <= 14; n++ {
			spots, size := l.diceSpots(g, n)
			if len(spots) != n {
				t.Errorf("god %d: %d dice get %d spots", g, n, len(spots))
				continue
			}
			if size < l.sz(18) {
				t.Errorf("god %d: %d dice are %.0f px", g, n, size)
			}
			for i, p := range spots {
				b := geom.RectFromCenter(p, size, size)
				for _, q := range []geom.Point{b.Min(), b.Max(), geom.Pt(b.X, b.Bottom()), geom.Pt(b.Right(), b.Y)} {
					if l.hitSection(q) != g || q.Dist(l.dialC) > l.ringR+1 {
						t.Errorf("god %d, %d dice: die %d corner %v leaves the section", g, n, i, q)
					}
				}
				for j := range i {
					if overlap(b, geom.RectFromCenter(spots[j], size, size)) {
						t.Errorf("god %d, %d dice: %d and %d overlap", g, n, i, j)
					}
				}
			}
		}
	}
}

// hitSection finds each god's wedge (Horus at the top, clockwise).
func TestHitSection(t *testing.T) {
	l := newLayout(testArea)
	r := (l.obR + l.ringR) / 2
	for g := 0; g < 6; g++ {
		if got := l.hitSection(l.polar(godAngle(g), r)); got != g {
			t.Errorf("axis of %d hits %d", g, got)
		}
	}
	if l.hitSection(l.polar(-math.Pi/2, r)) != tekhenu.Horus {
		t.Error("the top is not Horus")
	}
	if l.hitSection(l.dialC) != -1 || l.hitSection(l.polar(0, l.dialR+5)) != -1 {
		t.Error("the obelisk or outside the rim hits a section")
	}
}

// Buttons wrap in the bar and never leave it.
func TestButtonsInBar(t *testing.T) {
	l := newLayout(testArea)
	ws := make([]float64, 30)
	for i := range ws {
		ws[i] = 60
	}
	n := 0
	for _, r := range l.buttons(ws) {
		if r.Empty() {
			continue
		}
		n++
		if !inside(l.bar, r) {
			t.Errorf("button %v leaves the bar %v", r, l.bar)
		}
	}
	if n < 18 {
		t.Errorf("only %d buttons of 60 px fit", n)
	}
	ws = make([]float64, 40)
	for i := range ws {
		ws[i] = 56
	}
	n = 0
	for _, r := range l.buttonsIn(l.wideBar(), ws) {
		if !r.Empty() {
			n++
			if !inside(l.tray, r) {
				t.Errorf("button %v leaves the tray", r)
			}
		}
	}
	if n < 30 { // a Faith side, then an amount up to 30
		t.Errorf("only %d amounts fit the wide bar", n)
	}
}
