package imhotepview

import (
	"math"

	"nilegames/engine/imhotep"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// The board is designed on a base canvas of baseW x baseH units (the left
// 70% of 1920x1080 under the top bar) and scaled uniformly into the area
// the match scene gives. Everything here is pure geometry: no ebiten.
const (
	baseW = 1344.0
	baseH = 1010.0

	trackTop  = 0.0
	trackRowH = 40.0
	trackGap  = 4.0
	boardTop  = 96.0

	leftW   = 262.0 // round card, harbour, supply, action bar
	riverX  = 262.0
	riverW  = 232.0
	sitesX  = 504.0
	siteGap = 8.0

	roundY, roundH     = 96.0, 122.0
	harbourY, harbourH = 228.0, 372.0
	barY, barH         = 610.0, 214.0 // the action panel, right under the ships
	supplyY, supplyH   = 834.0, 176.0

	berthPitch = 90.0
	stripW     = 128.0 // title strip of a site board

	// Ships.
	slotW  = 42.0
	bowW   = 34.0
	sternW = 18.0
	hullH  = 60.0
	stoneS = 34.0 // a stone on a ship or a site
)

// shipLen is the hull length of a ship of capacity c, in base units.
func shipLen(c int) float64 { return bowW + float64(c)*slotW + sternW }

// layout is the board geometry for one area. Rects are logical pixels.
type layout struct {
	area geom.Rect
	k    float64 // logical pixels per base unit
	ox   float64
	oy   float64
	np   int
	tw   int // temple width
}

func newLayout(area geom.Rect, np int) *layout {
	k := math.Min(area.W/baseW, area.H/baseH)
	if k <= 0 {
		k = 1
	}
	l := &layout{area: area, k: k, np: np, tw: imhotep.TempleWidth(max(np, 2))}
	// Centre the board in the area.
	l.ox = area.X + (area.W-baseW*k)/2
	l.oy = area.Y + (area.H-baseH*k)/2
	return l
}

// r maps a base rectangle to logical pixels.
func (l *layout) r(x, y, w, h float64) geom.Rect {
	return geom.R(l.ox+x*l.k, l.oy+y*l.k, w*l.k, h*l.k)
}

func (l *layout) pt(x, y float64) geom.Point { return geom.Pt(l.ox+x*l.k, l.oy+y*l.k) }

// s scales a base length.
func (l *layout) s(v float64) float64 { return v * l.k }

// is scales a base length to whole pixels (sprite sizes).
func (l *layout) is(v float64) int { return max(1, int(math.Round(v*l.k))) }

func (l *layout) board() geom.Rect { return l.r(0, 0, baseW, baseH) }

// Score track: 0..19 left to right on the top row, 20..39 right to left
// below, a loop: the shared widgets' snake track.
func (l *layout) trackCell(i int) geom.Rect {
	return l.scoreTrack().Space(i)
}

// scoreTrack is the score track in layout coordinates.
func (l *layout) scoreTrack() wgeom.Track {
	return wgeom.Track{Shape: wgeom.Snake, Rect: l.r(2, trackTop, baseW-4, 2*trackRowH+trackGap), N: 40, Cols: 20, Gap: l.s(4), Wrap: true}
}

func (l *layout) trackRect() geom.Rect { return l.r(0, trackTop, baseW, 2*trackRowH+trackGap) }

// Marker sizes on the score track, in base units: alone, and two side by
// side or three and four in a 2 x 2 block.
const (
	markerBig   = 24.0
	markerSmall = 18.0
)

// trackNumW is the width of the widest score-track number ("38") in
// Bold at trackNumSize, logical pixels (TestScoreMarkersSideBySide
// measures it).
const trackNumW = 25.0

// trackSpot is where the idx-th of n markers sharing score's space sits,
// and its size (logical pixels). They sit side by side right of the space's
// number, never over each other: the shared widgets' marker layout.
func (l *layout) trackSpot(score, idx, n int) (geom.Point, float64) {
	c := l.trackCell(score)
	// The number takes the top-left corner; the markers the rest.
	left := l.s(4) + trackNumW + l.s(2)
	area := geom.R(c.X+left, c.Y, c.W-left, c.H)
	m := l.markerLayout().Spot(area, idx, n)
	return m.C, m.Size
}

// markerLayout sizes the score markers: alone, or two to four on a space.
func (l *layout) markerLayout() wgeom.MarkerLayout {
	return wgeom.MarkerLayout{Big: l.s(markerBig), Small: l.s(markerSmall), Gap: l.s(1)}
}

// trackMarkers places every seat's marker for the given scores: seats on
// the same space share it in seat order.
func (l *layout) trackMarkers(scores []int) (pts []geom.Point, sizes []float64) {
	cell := func(s int) int { return ((s % 40) + 40) % 40 }
	for p, s := range scores {
		idx, n := 0, 0
		for q, t := range scores {
			if cell(t) == cell(s) {
				if q < p {
					idx++
				}
				n++
			}
		}
		pt, sz := l.trackSpot(s, idx, n)
		pts = append(pts, pt)
		sizes = append(sizes, sz)
	}
	return pts, sizes
}

// trackMarker is where seat p's marker sits on board b.
func (l *layout) trackMarker(b *board, p int) geom.Point {
	pts, _ := l.trackMarkers(b.score[:b.np])
	return pts[p]
}

func (l *layout) roundPanel() geom.Rect  { return l.r(0, roundY, leftW, roundH) }
func (l *layout) harbour() geom.Rect     { return l.r(0, harbourY, leftW, harbourH) }
func (l *layout) supplyPanel() geom.Rect { return l.r(0, supplyY, leftW, supplyH) }
func (l *layout) actionBar() geom.Rect   { return l.r(0, barY, leftW, barH) }
func (l *layout) river() geom.Rect       { return l.r(riverX, boardTop, riverW, baseH-boardTop) }

func (l *layout) site(s imhotep.Site) geom.Rect {
	h := (baseH - boardTop - 4*siteGap) / 5
	return l.r(sitesX, boardTop+float64(s)*(h+siteGap), baseW-sitesX, h)
}

// siteBase is a site board in base units (for the inner geometry).
func siteBaseH() float64 { return (baseH - boardTop - 4*siteGap) / 5 }

// in maps a point given in base units relative to a site board's top-left.
func (l *layout) in(s imhotep.Site, x, y, w, h float64) geom.Rect {
	r := l.site(s)
	return geom.R(r.X+x*l.k, r.Y+y*l.k, w*l.k, h*l.k)
}

// Harbour berth i (0..3) and the dock of each site: the rectangle in which
// a ship lies, bow to the right.
func (l *layout) berth(i int) geom.Rect {
	return l.r(8, harbourY+12+float64(i)*berthPitch, leftW-16, 76)
}

func (l *layout) dock(s imhotep.Site) geom.Rect {
	r := l.site(s)
	cy := (r.Center().Y - l.oy) / l.k
	return l.r(riverX+6, cy-38, riverW-10, 76)
}

// shipRect is the hull of a ship of capacity c lying in berth b, bow
// against the berth's right end.
func (l *layout) shipRect(b geom.Rect, c int) geom.Rect {
	w := l.s(shipLen(c))
	h := l.s(hullH)
	return geom.R(b.Right()-l.s(4)-w, b.Center().Y-h/2, w, h)
}

// shipCenterAt is the centre of a ship of capacity c in berth b.
func (l *layout) shipCenterAt(b geom.Rect, c int) geom.Point { return l.shipRect(b, c).Center() }

// slotOffset is a slot's centre relative to the ship's centre, unrotated:
// slot 0 (the bow) is the rightmost.
func (l *layout) slotOffset(c, slot int) geom.Point {
	half := shipLen(c) / 2
	x := half - bowW - (float64(slot)+0.5)*slotW
	return geom.Pt(l.s(x), 0)
}

// slotRect is the square of a slot for a ship centred on sc.
func (l *layout) slotRect(sc geom.Point, c, slot int) geom.Rect {
	o := l.slotOffset(c, slot)
	return geom.RectFromCenter(sc.Add(o), l.s(slotW-4), l.s(slotW-4))
}

// bowPoint is the middle of the bow, where a ship is clicked to sail it.
func (l *layout) bowPoint(sc geom.Point, c int) geom.Point {
	return sc.Add(geom.Pt(l.s(shipLen(c)/2-bowW*0.55), 0))
}

// Supply rows: seat p's quarry pile and sled.
func (l *layout) supplyRow(p int) geom.Rect {
	return l.r(8, supplyY+34+float64(p)*35, leftW-16, 33)
}

func (l *layout) quarryPile(p int) geom.Rect {
	r := l.supplyRow(p)
	return geom.R(r.X+l.s(30), r.Y, l.s(62), r.H)
}

func (l *layout) sledSlot(p, i int) geom.Rect {
	r := l.supplyRow(p)
	x := r.X + l.s(98) + float64(i)*l.s(30)
	return geom.R(x, r.Y+l.s(2), l.s(29), l.s(29))
}

// sled is the row of seat p's sled slots.
func (l *layout) sled(p int) geom.Rect {
	a, z := l.sledSlot(p, 0), l.sledSlot(p, imhotep.SledCapacity-1)
	return geom.R(a.X, a.Y, z.Right()-a.X, a.H).Inset(-l.s(2))
}

// Action bar buttons, top to bottom.
func (l *layout) button(i, n int) geom.Rect {
	top := barY + barHead
	h := 38.0
	gap := 5.0
	if avail := barH - barHead - 10; n > 3 {
		gap = 4
		h = (avail - float64(n-1)*gap) / float64(n)
	}
	return l.r(10, top+float64(i)*(h+gap), leftW-20, h)
}

// barHead is the height of the action panel's title.
const barHead = 42.0

// Round card and its four ship silhouettes.
func (l *layout) roundCard() geom.Rect { return l.r(10, roundY+40, leftW-20, 52) }

// Market.
func (l *layout) marketSpace(i int) geom.Rect {
	return l.in(imhotep.Market, 140+float64(i)*108, 15, 100, 146)
}
func (l *layout) deckPile() geom.Rect    { return l.in(imhotep.Market, 590, 18, 80, 80*cardRatio) }
func (l *layout) discardPile() geom.Rect { return l.in(imhotep.Market, 700, 18, 80, 80*cardRatio) }

// waitSpot is where the i-th stone unloaded at site s waits (market stones
// until the picks are done, a pyramid stone until its pyramid is chosen).
func (l *layout) waitSpot(s imhotep.Site, i int) geom.Point {
	r := l.in(s, 10, 122, stripW-20, 40)
	per := 4
	col, row := i%per, i/per
	return geom.Pt(r.X+l.s(14+27*float64(col)), r.Y+l.s(13-14*float64(row)))
}

// Pyramid A: index 0..13 in filling order; level 1 3x3, level 2 2x2, top.
const pyrCell = 44.0
const pyrPitch = 47.0

func pyrALevel(idx int) (level, col, row int) {
	switch {
	case idx < 9:
		return 0, idx / 3, idx % 3
	case idx < 13:
		j := idx - 9
		return 1, j / 2, j % 2
	}
	return 2, 0, 0
}

func pyrALevelOrigin(level int) (x, y float64) {
	h := siteBaseH()
	switch level {
	case 0:
		return 150, (h - 3*pyrPitch) / 2
	case 1:
		return 150 + 3*pyrPitch + 26, (h - 2*pyrPitch) / 2
	}
	return 150 + 5*pyrPitch + 52, (h - pyrPitch) / 2
}

func (l *layout) pyrALevelRect(level int) geom.Rect {
	x, y := pyrALevelOrigin(level)
	n := 3 - level
	return l.in(imhotep.Pyramid, x-6, y-6, float64(n)*pyrPitch+9, float64(n)*pyrPitch+9)
}

func (l *layout) pyrACell(idx int) geom.Rect {
	level, col, row := pyrALevel(idx)
	x, y := pyrALevelOrigin(level)
	return l.in(imhotep.Pyramid, x+float64(col)*pyrPitch, y+float64(row)*pyrPitch, pyrCell, pyrCell)
}

// Pyramid B: pyramid k's space i (b1 top-left, b2 bottom-left, b3 top-right,
// b4 bottom-right, then the top).
func pyrBOrigin(k int) (x, y float64) {
	return 146 + float64(k)*172, (siteBaseH()-2*pyrPitch)/2 + 8
}

func (l *layout) pyrBCell(k, i int) geom.Rect {
	x, y := pyrBOrigin(k)
	if i >= 4 {
		return l.in(imhotep.Pyramid, x+2*pyrPitch+10, y+pyrPitch/2, pyrCell, pyrCell)
	}
	return l.in(imhotep.Pyramid, x+float64(i/2)*pyrPitch, y+float64(i%2)*pyrPitch, pyrCell, pyrCell)
}

// pyramidB is the clickable area of pyramid k.
func (l *layout) pyramidB(k int) geom.Rect {
	x, y := pyrBOrigin(k)
	return l.in(imhotep.Pyramid, x-8, y-30, 2*pyrPitch+10+pyrCell+16, 2*pyrPitch+36)
}

// pyrEdge is the overflow area of the pyramid (both sides).
func (l *layout) pyrEdge(sideB bool) geom.Rect {
	if sideB {
		return l.in(imhotep.Pyramid, 668, 14, 164, siteBaseH()-28)
	}
	return l.in(imhotep.Pyramid, 560, 14, 272, siteBaseH()-28)
}

// pyrEdgeSpot is the place of the i-th group on the edge (one per seat).
func (l *layout) pyrEdgeSpot(sideB bool, p int) geom.Point {
	r := l.pyrEdge(sideB)
	col, row := p%2, p/2
	return geom.Pt(r.X+l.s(30+float64(col)*(r.W/l.k/2)), r.Y+l.s(58+float64(row)*44))
}

// Temple: column c, layer j; layers stack upward, compressed when many.
const templeColW = 66.0
const templePlateY = 122.0

func (l *layout) templeColumn(c int) geom.Rect {
	return l.in(imhotep.Temple, 150+float64(c)*templeColW, 8, templeColW-6, templePlateY-8)
}

func templeLayerOffset(layers int) float64 {
	if layers <= 1 {
		return 0
	}
	return math.Min(15, (templePlateY-14-stoneS)/float64(layers-1))
}

func (l *layout) templeStone(pos, total, w int) geom.Point {
	layers := (total + w - 1) / w
	c, j := pos%w, pos/w
	col := l.templeColumn(c)
	y := templePlateY - stoneS/2 - 3 - float64(j)*templeLayerOffset(layers)
	return geom.Pt(col.Center().X, col.Y-l.s(8)+l.s(y))
}

func (l *layout) templeBonus(c int) geom.Rect {
	col := l.templeColumn(c)
	return geom.R(col.X, l.in(imhotep.Temple, 0, templePlateY+22, 1, 1).Y, col.W, l.s(30))
}

// Burial: position p is column p/3, row p%3; the pitch shrinks when the
// chamber outgrows the board.
func burialPitch(n int, sideB bool) float64 {
	x0 := burialX0(sideB)
	cols := (n + 2) / 3
	avail := (baseW - sitesX - 12) - x0
	p := 45.0
	if float64(cols+1)*p > avail {
		p = avail / float64(cols+1)
	}
	return p
}

func burialX0(sideB bool) float64 {
	if sideB {
		return 196
	}
	return 150
}

func (l *layout) burialCell(pos, n int, sideB bool) geom.Rect {
	p := burialPitch(n, sideB)
	col, row := pos/3, pos%3
	c := math.Min(42, p-3)
	return l.in(imhotep.Burial, burialX0(sideB)+float64(col)*p, 20+float64(row)*45, c, 42)
}

func (l *layout) burialRowLabel(row int) geom.Rect {
	return l.in(imhotep.Burial, 138, 20+float64(row)*45, 52, 42)
}

// Obelisks A: one tower per seat.
func (l *layout) obeliskATower(p int) geom.Rect {
	return l.in(imhotep.Obelisks, 156+float64(p)*92, 8, 72, 156)
}

const obSlab = 11.0

func obSlabH(n int) float64 {
	if n <= 0 {
		return obSlab
	}
	return math.Min(obSlab, 100/float64(n))
}

// obeliskATop is where the next stone of seat p lands (n stones already).
func (l *layout) obeliskATop(p, n int) geom.Point {
	t := l.obeliskATower(p)
	h := obSlabH(n + 1)
	return geom.Pt(t.Center().X, t.Bottom()-l.s(26+h*float64(n)+h/2))
}

// Obelisks B: waiting spaces per seat, then ten obelisk spaces.
func (l *layout) obWaitCell(p, i int) geom.Rect {
	return l.in(imhotep.Obelisks, 172+float64(i)*36, 12+float64(p)*38, 34, 34)
}

func (l *layout) obSpace(j int) geom.Rect {
	return l.in(imhotep.Obelisks, 262+float64(j)*57, 8, 52, 160)
}

// Pair-keep overlay: the two cards shown large to the seat choosing.
func (l *layout) keepCard(i, n int) geom.Rect {
	m := l.site(imhotep.Market)
	w, h := l.s(128), l.s(186)
	gap := l.s(24)
	x := m.X + l.s(140) + (l.s(440)-float64(n)*w-float64(n-1)*gap)/2
	return geom.R(x+float64(i)*(w+gap), m.Y+l.s(12), w, h)
}

func (l *layout) keepPanel() geom.Rect {
	m := l.site(imhotep.Market)
	return geom.R(m.X+l.s(120), m.Y+l.s(-28), l.s(480), l.s(262))
}

// shipPath is the curve a ship sails from a harbour berth to a dock: out of
// the basin to the right, along the river, into the dock bow first.
func shipPath(from, to geom.Point, k float64) *geom.CubicPath {
	d := math.Max(80*k, (to.X-from.X)*0.6)
	return geom.NewCubicPath(from, from.Add(geom.Pt(d, 0)), to.Sub(geom.Pt(d, 0)), to, 48)
}
