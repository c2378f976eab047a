package tekhenuview

import (
	"math"
	"sort"

	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// The board is laid out on a reference sheet of refW x refH logical
// pixels (the match's board area at 1920 x 1080), scaled to fit the area
// and centred in it. Pure geometry: no ebiten, tested without a display.
const (
	refW = 1344
	refH = 1004

	dieRef = 32 // a die's side on the dial

	maatMin, maatMax = -8, 8 // the Maat track's ends (balances beyond sit on them)
)

// layout is where every part of the board lies, in logical pixels.
type layout struct {
	area geom.Rect
	k    float64 // reference px → logical px
	o    geom.Point

	dialC              geom.Point
	dialR, ringR, obR  float64 // outer radius, god-name ring, obelisk
	ra                 [3]geom.Rect
	pile               geom.Rect
	cells              [25]geom.Rect
	temple             geom.Rect // the grid with its wall
	tslot              [tekhenu.NumTempleSlots]geom.Rect
	people             [tekhenu.NumPeopleSlots]geom.Rect
	osiris             [tekhenu.NumDistricts][6]geom.Rect
	district           [tekhenu.NumDistricts]geom.Rect // header (resource)
	rowLabel           [6]geom.Rect
	row2Gold           geom.Rect
	popTrack, vpTrack  wgeom.Track
	orderTrack         wgeom.Track
	maatTrack          wgeom.Track
	orderLabel, maatLb geom.Rect
	secHead            [tekhenu.NumSections]geom.Rect
	refresh            [tekhenu.NumSections]geom.Rect
	market             [tekhenu.NumSections][4]geom.Rect
	marketBand         geom.Rect
	tray               geom.Rect // the acting human's balance and hand
	balance            geom.Rect
	hand               geom.Rect
	bar                geom.Rect // option buttons
	choice             geom.Rect // setup / keep-one choices, over the market
	status             geom.Rect // the turn, top left of the dial square
	judged             geom.Rect // the Judgments held, top right of it
	pyr                geom.Rect // solo: Botankhamon's pyramid (solo.go)
}

func newLayout(area geom.Rect) *layout {
	k := math.Min(area.W/refW, area.H/refH)
	l := &layout{area: area, k: k}
	l.o = geom.Pt(area.X+(area.W-refW*k)/2, area.Y+(area.H-refH*k)/2)
	R := func(x, y, w, h float64) geom.Rect { return geom.R(l.o.X+x*k, l.o.Y+y*k, w*k, h*k) }

	l.dialC = geom.Pt(l.o.X+250*k, l.o.Y+252*k)
	l.dialR, l.ringR, l.obR = 245*k, 204*k, 58*k
	l.status = R(0, 0, 130, 26)
	l.judged = R(352, 0, 148, 24)

	// Ra row: LEFT, MIDDLE, RIGHT and the pile, above the temple.
	for i := 0; i < 3; i++ {
		l.ra[i] = R(574+float64(i)*92, 4, 76, 76)
	}
	l.pile = R(574+3*92+10, 14, 56, 56)

	// Temple: 5 x 5 cells of 62 inside a wall.
	const cell, tx, ty = 62, 574, 150
	for c := 0; c < 25; c++ {
		l.cells[c] = R(tx+float64(c%5)*cell, ty+float64(c/5)*cell, cell, cell)
	}
	l.temple = R(tx-6, ty-6, 5*cell+12, 5*cell+12)
	for i := 0; i < 5; i++ {
		l.tslot[i] = R(tx-56, ty+float64(i)*cell+8, 44, cell-16)          // ROW-i, left
		l.tslot[5+i] = R(tx+float64(i)*cell+8, ty+5*cell+12, cell-16, 44) // COL-i, below
	}
	l.people[tekhenu.TSRow] = R(tx+5*cell+12, ty+2*cell+8, 46, cell-16)
	l.people[tekhenu.TSCol] = R(tx+2*cell+8, ty-50, cell-16, 40) // clear of the Ra row's "3–4"

	// Osiris: 4 districts x 6 rows, the people statues above.
	const ox, ow, oy, oh = 992, 88, 92, 62
	for d := 0; d < tekhenu.NumDistricts; d++ {
		l.district[d] = R(ox+float64(d)*ow+2, oy-34, ow-4, 30)
		for row := 0; row < 6; row++ {
			l.osiris[d][row] = R(ox+float64(d)*ow+4, oy+float64(row)*oh+4, ow-8, oh-8)
		}
	}
	for row := 0; row < 6; row++ {
		l.rowLabel[row] = R(ox-38, oy+float64(row)*oh, 34, oh)
	}
	l.row2Gold = R(ox-36, oy+oh+oh/2-2, 30, 30)
	l.rowLabel[1] = R(ox-38, oy+oh, 34, oh/2-2)
	l.people[tekhenu.OSWork] = R(ox+ow-30, 4, 60, 46)
	l.people[tekhenu.OSQuar] = R(ox+3*ow-30, 4, 60, 46)

	// Tracks.
	l.popTrack = wgeom.Track{Shape: wgeom.Row, Rect: R(0, 520, refW, 52), N: 22, Gap: 3 * k, Label: trackLabel * k}
	l.vpTrack = wgeom.Track{Shape: wgeom.Snake, Rect: R(0, 577, refW, 88), N: 50, Cols: 25, Gap: 3 * k, Label: stripLabel * k, LabelTop: true, Wrap: true}
	l.orderLabel = R(0, 670, 120, 40)
	l.orderTrack = wgeom.Track{Shape: wgeom.Row, Rect: R(124, 670, 4*58, 40), N: 4, First: 1, Gap: 3 * k, Label: 20 * k}
	l.maatLb = R(380, 670, 90, 40)
	l.maatTrack = wgeom.Track{Shape: wgeom.Row, Rect: R(474, 670, refW-474, 40), N: maatMax - maatMin + 1, First: maatMin, Gap: 3 * k, Label: stripLabel * k, LabelTop: true}

	// Market: sections I–IV, a header with the refresh button over each.
	x := 0.0
	const cw, ch, cg, sg = 82, 114, 6, 16
	l.marketBand = R(0, 716, refW, 30+ch+4)
	for sec := 0; sec < tekhenu.NumSections; sec++ {
		n := tekhenu.SectionSize(sec)
		w := float64(n)*cw + float64(n-1)*cg
		l.secHead[sec] = R(x, 718, w, 28)
		l.refresh[sec] = R(x+w-92, 720, 92, 24)
		for i := 0; i < n; i++ {
			l.market[sec][i] = R(x+float64(i)*(cw+cg), 750, cw, ch)
		}
		x += w + sg
	}
	l.choice = R(0, 716, refW, 30+ch+4)

	// The tray: balance, hand, option buttons.
	l.tray = R(0, 872, refW, refH-872)
	l.balance = R(0, 872, 330, refH-872)
	l.hand = R(340, 872, 370, refH-872)
	l.bar = R(720, 872, refW-720, refH-872)
	return l
}

// trackLabel is the room of a Population space's number: two digits
// at countMin (issue 22: the numbers were 17, 11 px at 1280x720).
const trackLabel = 30

// stripLabel is the strip at the top of a Points or Maat space that its
// number takes, at countMin (issue 22: too narrow for two digits at 21
// beside the markers, the numbers were 17): the markers stand in a row
// under it (markerStrip), the Points rows taller by a few px taken from
// the gaps around them.
const stripLabel = 19

// sz scales a reference length.
func (l *layout) sz(v float64) float64 { return v * l.k }

// godAngle is the centre angle of god g's wedge (radians, 0 = east,
// clockwise on screen): Horus at the top, the others clockwise.
func godAngle(g int) float64 { return -math.Pi/2 + float64(g)*math.Pi/3 }

// wedge is god g's section of the dial between radii r0 and r1.
func (l *layout) wedge(g int, r0, r1 float64) geom.Polygon {
	a0, a1 := godAngle(g)-math.Pi/6, godAngle(g)+math.Pi/6
	var pg geom.Polygon
	const steps = 12
	for i := 0; i <= steps; i++ {
		a := a0 + (a1-a0)*float64(i)/steps
		pg = append(pg, geom.Pt(l.dialC.X+r1*math.Cos(a), l.dialC.Y+r1*math.Sin(a)))
	}
	for i := steps; i >= 0; i-- {
		a := a0 + (a1-a0)*float64(i)/steps
		pg = append(pg, geom.Pt(l.dialC.X+r0*math.Cos(a), l.dialC.Y+r0*math.Sin(a)))
	}
	return pg
}

// section is god g's whole section (where dice lie and a click picks the
// god).
func (l *layout) section(g int) geom.Polygon { return l.wedge(g, l.obR, l.dialR) }

// polar is the point at angle a, radius r from the dial's centre.
func (l *layout) polar(a, r float64) geom.Point {
	return geom.Pt(l.dialC.X+r*math.Cos(a), l.dialC.Y+r*math.Sin(a))
}

// ringSpots are god g's name, Horus value and statue slots along the
// outer ring: centres, in that order (name first, then value, then slots).
func (l *layout) ringSpot(g, i int) geom.Point {
	// i: 0 name, 1 Horus value, 2.. statue slots; arc lengths from the
	// wedge's axis, clockwise.
	offs := [5]float64{-40, -98, 18, 58, 98}
	r := (l.ringR + l.dialR) / 2
	return l.polar(godAngle(g)+offs[i]*l.k/r, r)
}

// ringBox is the square of a ring spot (Horus value, statue slots).
func (l *layout) ringBox(g, i int) geom.Rect {
	return geom.RectFromCenter(l.ringSpot(g, i), l.sz(28), l.sz(28))
}

// nameRect is the box god g's name is written in on the ring.
func (l *layout) nameRect(g int) geom.Rect {
	return geom.RectFromCenter(l.ringSpot(g, 0), l.sz(84), l.sz(26))
}

// diceSpots places n dice in god g's section: on a square grid (so that
// upright dice never overlap), nearest the obelisk first; dice shrink
// when there are many.
func (l *layout) diceSpots(g, n int) (spots []geom.Point, size float64) {
	if n == 0 {
		return nil, l.sz(dieRef)
	}
	axis := godAngle(g)
	for s := dieRef; s >= 16; s -= 2 {
		size = l.sz(float64(s))
		pitch := size + l.sz(6)
		half := size/2 + l.sz(3)
		anchor := l.polar(axis, (l.obR+l.ringR)/2)
		type cand struct {
			p    geom.Point
			r, a float64
		}
		var cs []cand
		m := int(l.ringR/pitch) + 2
		for i := -m; i <= m; i++ {
			for j := -m; j <= m; j++ {
				p := anchor.Add(geom.Pt(float64(i)*pitch, float64(j)*pitch))
				ok := true
				for _, q := range []geom.Point{p.Add(geom.Pt(-half, -half)), p.Add(geom.Pt(half, -half)), p.Add(geom.Pt(-half, half)), p.Add(geom.Pt(half, half))} {
					d := q.Dist(l.dialC)
					if l.hitSection(q) != g || d > l.ringR-l.sz(2) || d < l.obR+l.sz(4) {
						ok = false
						break
					}
				}
				if ok {
					a := math.Atan2(p.Y-l.dialC.Y, p.X-l.dialC.X) - axis
					a = math.Remainder(a, 2*math.Pi)
					cs = append(cs, cand{p, p.Dist(l.dialC), a})
				}
			}
		}
		if len(cs) < n {
			continue
		}
		sort.Slice(cs, func(i, j int) bool {
			ri, rj := math.Round(cs[i].r/pitch), math.Round(cs[j].r/pitch)
			if ri != rj {
				return ri < rj
			}
			return cs[i].a < cs[j].a
		})
		spots = spots[:0]
		for _, c := range cs[:n] {
			spots = append(spots, c.p)
		}
		return spots, size
	}
	return spots, size
}

// hitSection is the god whose section holds p, -1 if none.
func (l *layout) hitSection(p geom.Point) int {
	d := p.Dist(l.dialC)
	if d < l.obR || d > l.dialR {
		return -1
	}
	a := math.Atan2(p.Y-l.dialC.Y, p.X-l.dialC.X)
	x := (a + math.Pi/2 + math.Pi/6) / (math.Pi / 3)
	g := int(math.Floor(x))
	return ((g % 6) + 6) % 6
}

// panLeft/panRight/under divide the balance: the beam's two pans and the
// space under it.
func (l *layout) pans() (left, right, under geom.Rect) {
	b := l.balance.Inset(l.sz(6))
	w := (b.W - l.sz(12)) / 2
	left = geom.R(b.X, b.Y+l.sz(40), w, l.sz(56))
	right = geom.R(b.X+w+l.sz(12), b.Y+l.sz(40), w, l.sz(56))
	under = geom.R(b.X+b.W*0.2, left.Bottom()+l.sz(4), b.W*0.6, math.Max(0, b.Bottom()-left.Bottom()-l.sz(4)))
	return
}

// chip is the i-th chip of the hand (cards held, as labelled chips).
func (l *layout) chip(i int) geom.Rect {
	cols, h, g := 2, l.sz(36), l.sz(6)
	w := (l.hand.W - g) / 2
	r, c := i/cols, i%cols
	return geom.R(l.hand.X+float64(c)*(w+g), l.hand.Y+l.sz(30)+float64(r)*(h+g), w, h)
}

// chipsFit is how many chips the hand holds.
func (l *layout) chipsFit() int {
	n := 0
	for l.chip(n).Bottom() <= l.hand.Bottom()+0.5 {
		n++
	}
	return n
}

// choiceCard is the i-th of n cards of a choice (Start cards, Destinies,
// Decrees to keep) laid out over the market band.
func (l *layout) choiceCard(i, n int) geom.Rect {
	w, h, g := l.sz(96), l.sz(138), l.sz(14)
	if n > 7 {
		w, h = l.sz(84), l.sz(118)
	}
	total := float64(n)*w + float64(n-1)*g
	x := l.choice.Center().X - total/2 + float64(i)*(w+g)
	return geom.R(x, l.choice.Y+l.choice.H-h-l.sz(2), w, h)
}

// buttons lays out labelled buttons of the given widths in the bar, in
// rows; a button that does not fit is left out (empty rectangle).
func (l *layout) buttons(widths []float64) []geom.Rect {
	return l.buttonsIn(l.bar, widths)
}

// wideBar is the bar grown over the hand, for choices with many options
// (the Faith of a Judgment).
func (l *layout) wideBar() geom.Rect {
	return geom.R(l.hand.X, l.bar.Y, l.bar.Right()-l.hand.X, l.bar.H)
}

// widestBar is the bar grown over the balance too, in a solo game
// whose tray Botankhamon's pyramid narrows (the rotations of a column).
func (l *layout) widestBar() geom.Rect {
	return geom.R(l.tray.X+l.sz(6), l.bar.Y, l.bar.Right()-l.tray.X-l.sz(6), l.bar.H)
}

func (l *layout) buttonsIn(bar geom.Rect, widths []float64) []geom.Rect {
	out := l.buttonRows(bar, widths, l.sz(30), l.sz(8))
	if l.pyr.Empty() {
		return out
	}
	for _, r := range out {
		if r.Empty() {
			// A solo game's tray is narrower (Botankhamon's pyramid):
			// three rows of buttons, without the bar's title.
			return l.buttonRows(bar, widths, l.sz(4), l.sz(4))
		}
	}
	return out
}

// barTitled reports whether buttons laid out in bar leave the bar's
// title its room.
func (l *layout) barTitled(bar geom.Rect, rs []geom.Rect) bool {
	for _, r := range rs {
		if !r.Empty() && r.Y < bar.Y+l.sz(26) {
			return false
		}
	}
	return true
}

// buttonRows lays the buttons out in rows from top below bar's top, g
// apart.
func (l *layout) buttonRows(bar geom.Rect, widths []float64, top, g float64) []geom.Rect {
	out := make([]geom.Rect, len(widths))
	h := l.sz(40)
	x, y := bar.X, bar.Y+top
	for i, w := range widths {
		if w > bar.W+0.5 {
			continue // wider than the bar: left out, never cut (a solo game's bar is narrow)
		}
		if x+w > bar.Right()+0.5 {
			x, y = bar.X, y+h+g
		}
		if y+h > bar.Bottom()+0.5 {
			continue
		}
		out[i] = geom.R(x, y, w, h)
		x += w + g
	}
	return out
}
