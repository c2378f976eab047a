package kheopsview

import (
	"math"

	"nilegames/engine/kheops"
	"nilegames/render/geom"
)

// The board is designed on a base canvas of baseW x baseH units (the left
// 70% of 1920x1080 under the top bar) and scaled uniformly into the area
// the match scene gives. The pyramid stands in the middle; its two upper
// corners hold the legend (left) and the two seats' pawns and hands
// (right); the draw pile sits by the base on the right. Pure geometry, no
// ebiten.
const (
	baseW = 1344.0
	baseH = 1004.0

	tileA  = 150.0 // side of a pyramid tile
	pyrTop = 80.0  // y of the summit
	pyrCX  = 672.0 // x of the summit

	statusH = 64.0 // status band: turn, phases, overlay toggle

	legendX, legendY = 12.0, 76.0
	legendW, legendH = 330.0, 552.0

	handA = 110.0 // side of a hand tile
	kindW = 84.0
	kindH = 84.0

	pileX, pileY = 1210.0, 784.0
	pileW, pileH = 124.0, 200.0
)

var (
	tileH = tileA * math.Sqrt(3) / 2
	handH = handA * math.Sqrt(3) / 2
)

// layout is the board geometry for one area. Rects are logical pixels.
type layout struct {
	area geom.Rect
	k    float64 // logical pixels per base unit
	ox   float64
	oy   float64
}

func newLayout(area geom.Rect) *layout {
	k := math.Min(area.W/baseW, area.H/baseH)
	if k <= 0 || math.IsNaN(k) {
		k = 1
	}
	return &layout{area: area, k: k, ox: area.X + (area.W-baseW*k)/2, oy: area.Y + (area.H-baseH*k)/2}
}

func (l *layout) r(x, y, w, h float64) geom.Rect {
	return geom.R(l.ox+x*l.k, l.oy+y*l.k, w*l.k, h*l.k)
}

func (l *layout) pt(x, y float64) geom.Point { return geom.Pt(l.ox+x*l.k, l.oy+y*l.k) }

// s scales a base length.
func (l *layout) s(v float64) float64 { return v * l.k }

// is scales a base length to whole pixels (sprite sizes).
func (l *layout) is(v float64) int { return max(1, int(math.Round(v*l.k))) }

// ---- the pyramid ----

// tri is a triangle by its vertices: v[i] is the vertex opposite edge i,
// so edge i runs from v[(i+1)%3] to v[(i+2)%3]. For an up slot v0 is the
// apex, v1 bottom-right, v2 bottom-left (edges: 0 bottom, 1 left, 2
// right); for a down slot v0 is the bottom vertex, v1 top-left, v2
// top-right (edges: 0 top, 1 right, 2 left), as in §2.4.
type tri struct{ v [3]geom.Point }

func (t tri) centroid() geom.Point {
	return geom.Pt((t.v[0].X+t.v[1].X+t.v[2].X)/3, (t.v[0].Y+t.v[1].Y+t.v[2].Y)/3)
}

// mid is the midpoint of edge i.
func (t tri) mid(i int) geom.Point { return t.v[(i+1)%3].Lerp(t.v[(i+2)%3], 0.5) }

// at is the point a fraction f of the way from the centroid to vertex i.
func (t tri) at(i int, f float64) geom.Point { return t.centroid().Lerp(t.v[i%3], f) }

// scaled shrinks (f < 1) or grows the triangle about its centroid.
func (t tri) scaled(f float64) tri {
	c := t.centroid()
	return tri{[3]geom.Point{c.Lerp(t.v[0], f), c.Lerp(t.v[1], f), c.Lerp(t.v[2], f)}}
}

// rotated returns the triangle whose local vertex i is this one's vertex
// i+k: the frame of a tile at rotation k (§2.5).
func (t tri) rotated(k int) tri {
	k = ((k % 3) + 3) % 3
	return tri{[3]geom.Point{t.v[k], t.v[(k+1)%3], t.v[(k+2)%3]}}
}

func (t tri) poly() geom.Polygon { return geom.Polygon{t.v[0], t.v[1], t.v[2]} }

func (t tri) bounds() geom.Rect { return t.poly().Bounds() }

// side is the length of an edge.
func (t tri) side() float64 { return t.v[0].Dist(t.v[1]) }

// Contains reports whether p is inside (a hit shape).
func (t tri) Contains(p geom.Point) bool { return t.poly().Contains(p) }

// Bounds is the bounding box (a hit shape).
func (t tri) Bounds() geom.Rect { return t.bounds() }

// upTri is the up triangle of side a whose centroid is c.
func upTri(c geom.Point, a float64) tri {
	h := a * math.Sqrt(3) / 2
	return tri{[3]geom.Point{
		geom.Pt(c.X, c.Y-2*h/3),
		geom.Pt(c.X+a/2, c.Y+h/3),
		geom.Pt(c.X-a/2, c.Y+h/3),
	}}
}

// downTri is the down triangle of side a whose centroid is c.
func downTri(c geom.Point, a float64) tri {
	h := a * math.Sqrt(3) / 2
	return tri{[3]geom.Point{
		geom.Pt(c.X, c.Y+2*h/3),
		geom.Pt(c.X-a/2, c.Y-h/3),
		geom.Pt(c.X+a/2, c.Y-h/3),
	}}
}

// slotBase is slot s's triangle in base units.
func slotBase(s int) tri {
	r, c := kheops.SlotRC(s)
	if r == 0 {
		return tri{}
	}
	x0 := pyrCX - float64(r)*tileA/2 // left end of row r's bottom line
	yTop := pyrTop + float64(r-1)*tileH
	yBot := yTop + tileH
	if c%2 == 1 {
		j := float64(c-1) / 2
		return tri{[3]geom.Point{
			geom.Pt(x0+j*tileA+tileA/2, yTop),
			geom.Pt(x0+(j+1)*tileA, yBot),
			geom.Pt(x0+j*tileA, yBot),
		}}
	}
	j := float64(c/2 - 1)
	return tri{[3]geom.Point{
		geom.Pt(x0+(j+1)*tileA, yBot),
		geom.Pt(x0+j*tileA+tileA/2, yTop),
		geom.Pt(x0+(j+1)*tileA+tileA/2, yTop),
	}}
}

func (l *layout) mapTri(t tri) tri {
	for i := range t.v {
		t.v[i] = l.pt(t.v[i].X, t.v[i].Y)
	}
	return t
}

// slot is slot s's triangle in logical pixels.
func (l *layout) slot(s int) tri { return l.mapTri(slotBase(s)) }

// tileTri is the drawn tile inside slot s: a little inside the slot, so
// that the mortar between tiles shows.
func (l *layout) tileTri(s int) tri { return l.slot(s).scaled(tileInset) }

// tileInset is how much of the slot a tile covers (about 2.5 base units
// of mortar on each side).
const tileInset = 0.94

// pyramid is the whole pyramid's outline.
func (l *layout) pyramid() tri {
	H := 7 * tileH
	return l.mapTri(tri{[3]geom.Point{
		geom.Pt(pyrCX, pyrTop),
		geom.Pt(pyrCX+3.5*tileA, pyrTop+H),
		geom.Pt(pyrCX-3.5*tileA, pyrTop+H),
	}})
}

// slotAt is the slot under p, 0 for none.
func (l *layout) slotAt(p geom.Point) int {
	b := geom.Pt((p.X-l.ox)/l.k, (p.Y-l.oy)/l.k)
	r := int(math.Floor((b.Y-pyrTop)/tileH)) + 1
	if r < 1 || r > kheops.Rows {
		return 0
	}
	for c := 1; c <= 2*r-1; c++ {
		s := kheops.SlotOf(r, c)
		if slotBase(s).Contains(b) {
			return s
		}
	}
	return 0
}

// pawnSize is the height of a pawn on a tile.
func (l *layout) pawnSize() float64 { return l.s(44) }

// pawnPos is where a pawn stands on slot s.
func (l *layout) pawnPos(s int) geom.Point { return l.slot(s).centroid() }

// symbolFrac is where a tile's symbol sits: this fraction of the way from
// the centroid to the corner opposite local edge 0, clear of the pawn and
// of the tile's edges (geometry_test checks both).
const symbolFrac = 0.52

// symbolSize is the symbol's diameter for a tile of side a.
func symbolSize(a float64) float64 { return 0.24 * a }

// ---- status band ----

func (l *layout) status() geom.Rect { return l.r(12, 8, baseW-24, statusH-16) }

// phaseChip is the i-th of the turn's phase chips (pawn, power, tile).
func (l *layout) phaseChip(i int) geom.Rect { return l.r(230+float64(i)*172, 16, 162, 38) }

// toggle is the network overlay button.
func (l *layout) toggle() geom.Rect { return l.r(1092, 14, 240, 42) }

// ---- legend ----

func (l *layout) legend() geom.Rect { return l.r(legendX, legendY, legendW, legendH) }

// legendRow is row i of the legend (0 = room, 1 = corridor, then symbols).
func (l *layout) legendRow(i int) geom.Rect {
	return l.r(legendX+12, legendY+52+float64(i)*44, legendW-24, 42)
}

// ---- the tray: what the human acts with ----

// The tray, right of the summit, holds the pawn kinds and the hand of the
// seat the human plays (the right-column panels show every seat's counts),
// and below them the fixed turn and confirm controls.
const (
	trayX, trayY = 960.0, 76.0
	trayW, trayH = 372.0, 440.0
	ctrlRowY     = 362.0 // centre of the controls' row
)

func (l *layout) tray() geom.Rect { return l.r(trayX, trayY, trayW, trayH) }

func (l *layout) trayHead() geom.Rect { return l.r(trayX+10, trayY+4, trayW-20, 36) }

// kindButton is the button of pawn kind k in the tray.
func (l *layout) kindButton(k kheops.PawnKind) geom.Rect {
	return l.r(trayX+10+float64(k)*(kindW+6), trayY+44, kindW, kindH)
}

// handTri is the i-th hand tile of the tray, pointing up.
func (l *layout) handTri(i int) tri {
	c := l.pt(trayX+10+handA/2+float64(i)*(handA+12), trayY+44+kindH+16+handH*2/3)
	return upTri(c, l.s(handA))
}

// offBoard is where a seat's pieces come from when its pawns and hand are
// not in the tray: the board's right edge, level with the seat's panel in
// the match's right column.
func (l *layout) offBoard(seat int) geom.Point {
	return l.pt(baseW-20, 150+float64(seat)*248)
}

// ctrlHint is the line under the controls.
func (l *layout) ctrlHint() geom.Rect {
	return l.r(trayX+10, trayY+ctrlRowY+ctrlSize/2+4, trayW-20, 30)
}

// pile is the draw pile's place.
func (l *layout) pile() geom.Rect { return l.r(pileX, pileY, pileW, pileH) }

// pileTri is the top tile of the pile.
func (l *layout) pileTri() tri {
	p := l.pile()
	return upTri(geom.Pt(p.Center().X-l.s(4), p.Y+l.s(44)+l.s(handH)*2/3), l.s(handA))
}

// ---- controls ----

// ctrlSize is the diameter of a round control button.
const ctrlSize = 58.0

// ctrlPos is the centre of control i (0 ↺, 1 ↻, 2 ✓): a fixed row in the
// tray, off the pyramid, the same for a new tile and a rotation power.
func (l *layout) ctrlPos(i int) geom.Point {
	x := trayX + trayW/2 + float64(i-1)*(ctrlSize+30)
	if i == 2 {
		x += 16 // ✓ stands a little apart from the arrows
	}
	return l.pt(x, trayY+ctrlRowY)
}

func (l *layout) ctrl(i int) geom.Circle {
	return geom.Circle{C: l.ctrlPos(i), R: l.s(ctrlSize / 2)}
}

// scoreSheet is the panel of the final scoring (over the legend).
func (l *layout) scoreSheet() geom.Rect { return l.r(legendX, legendY, legendW+30, legendH+40) }
