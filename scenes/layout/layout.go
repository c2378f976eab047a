// Package layout is the pure geometry of the app's scenes: where the match
// scene puts the board, the panels and the log, the grid of the title menu,
// and the bars of the end-of-game chart. No ebiten: tested without a display.
package layout

import (
	"math"

	"nilegames/render/geom"
)

// Match metrics at 1080p (ART.md: the board takes the left ~70%).
const (
	TopBarH     = 76
	Margin      = 16
	BoardFrac   = 0.70
	PanelGap    = 12
	PanelMaxH   = 236
	LogOpenH    = 262
	LogClosedH  = 58
	LogLineH    = 26
	LogHeaderH  = 36
	canvasW     = geom.LogicalW
	canvasH     = geom.LogicalH
	sideMinPane = 120
)

// Match is the layout of the match scene.
type Match struct {
	TopBar geom.Rect
	Board  geom.Rect
	Side   geom.Rect // the right column: panels and log
	Panels []geom.Rect
	Log    geom.Rect
	// LogLines is how many lines of the log fit.
	LogLines int
}

// MatchLayout places a match for n players, with the log open or collapsed.
func MatchLayout(n int, logOpen bool) Match { return MatchLayoutFit(n, logOpen, nil) }

// PanelChrome is the height of a seat panel around the body a view draws
// (header, rule, margins): see the match scene's panelBody.
const PanelChrome = 86

// MatchLayoutFit is MatchLayout with panels no taller than their bodies
// need: body(i) > 0 is the body height seat i's view draws. An open log
// takes the whole column below the panels, so no gap is left above it.
func MatchLayoutFit(n int, logOpen bool, body func(seat int) float64) Match {
	var m Match
	m.TopBar = geom.R(0, 0, canvasW, TopBarH)
	boardW := math.Round(canvasW * BoardFrac)
	m.Board = geom.R(0, TopBarH, boardW, canvasH-TopBarH)
	m.Side = geom.R(boardW+Margin, TopBarH+Margin, canvasW-boardW-2*Margin, canvasH-TopBarH-2*Margin)
	logH := float64(LogClosedH)
	if logOpen {
		logH = LogOpenH
	}
	m.Log = geom.R(m.Side.X, m.Side.Bottom()-logH, m.Side.W, logH)
	if n >= 1 {
		avail := m.Log.Y - PanelGap - m.Side.Y
		h := (avail - PanelGap*float64(n-1)) / float64(n)
		h = math.Floor(math.Max(sideMinPane, math.Min(PanelMaxH, h)))
		y := m.Side.Y
		for i := 0; i < n; i++ {
			hi := h
			if body != nil {
				if b := body(i); b > 0 {
					hi = math.Min(h, math.Max(sideMinPane, math.Ceil(b+PanelChrome)))
				}
			}
			m.Panels = append(m.Panels, geom.R(m.Side.X, y, m.Side.W, hi))
			y += hi + PanelGap
		}
		if logOpen {
			m.Log = geom.R(m.Side.X, y, m.Side.W, m.Side.Bottom()-y)
		}
	}
	m.LogLines = max(1, int((m.Log.H-LogHeaderH-8)/LogLineH))
	if !logOpen {
		m.LogLines = 1
	}
	return m
}

// Segment is one part of one player's bar.
type Segment struct {
	Part   int // index into the parts
	X0, X1 float64
}

// StackedBars lays out one horizontal bar per player of parts[player][part]
// points in a band of the given width: positive parts stack rightwards from
// the zero line, negative ones leftwards, with one scale for everyone.
// zero is the x of the zero line from the band's left edge. Parts of 0 points
// get no segment.
func StackedBars(parts [][]int, width float64) (zero float64, bars [][]Segment) {
	maxPos, maxNeg := 0, 0
	for _, p := range parts {
		pos, neg := 0, 0
		for _, v := range p {
			if v > 0 {
				pos += v
			} else {
				neg -= v
			}
		}
		maxPos, maxNeg = max(maxPos, pos), max(maxNeg, neg)
	}
	span := maxPos + maxNeg
	if span == 0 {
		span = 1
	}
	k := width / float64(span)
	zero = float64(maxNeg) * k
	bars = make([][]Segment, len(parts))
	for i, p := range parts {
		right, left := zero, zero
		for j, v := range p {
			switch {
			case v > 0:
				bars[i] = append(bars[i], Segment{Part: j, X0: right, X1: right + float64(v)*k})
				right += float64(v) * k
			case v < 0:
				bars[i] = append(bars[i], Segment{Part: j, X0: left + float64(v)*k, X1: left})
				left += float64(v) * k
			}
		}
	}
	return zero, bars
}

// Grid cuts r into n cells in one row of equal width with gap between them,
// each at most maxW wide, centred as a group.
func Grid(r geom.Rect, n int, gap, maxW float64) []geom.Rect {
	if n <= 0 {
		return nil
	}
	w := math.Min(maxW, (r.W-gap*float64(n-1))/float64(n))
	total := w*float64(n) + gap*float64(n-1)
	x := r.X + (r.W-total)/2
	out := make([]geom.Rect, n)
	for i := range out {
		out[i] = geom.R(math.Round(x+float64(i)*(w+gap)), r.Y, math.Floor(w), r.H)
	}
	return out
}

// LogFit is the first of the log lines (oldest first, each taking rows[i]
// rows) shown when the latest that fit in capacity rows are: at least the
// last one, even when it alone is too long.
func LogFit(rows []int, capacity int) int {
	first, used := len(rows), 0
	for first > 0 && used+rows[first-1] <= capacity {
		first--
		used += rows[first]
	}
	if first == len(rows) && first > 0 {
		first--
	}
	return first
}

// TooltipRectAvoid is TooltipRect that also keeps off the rectangles of
// avoid (the controls the prompt asks for): it tries the places around the
// target, then around each of those rectangles, and takes the first inside
// bounds that covers none of them; failing that, TooltipRect's.
func TooltipRectAvoid(p geom.Point, target geom.Rect, avoid []geom.Rect, w, h float64, bounds geom.Rect) geom.Rect {
	const gap = 12
	clampX := func(x float64) float64 { return math.Max(bounds.X, math.Min(x, bounds.Right()-w)) }
	clampY := func(y float64) float64 { return math.Max(bounds.Y, math.Min(y, bounds.Bottom()-h)) }
	covers := func(r, s geom.Rect) bool {
		i := r.Intersect(s)
		return i.W > 0 && i.H > 0
	}
	ok := func(r geom.Rect) bool {
		if r.X < bounds.X || r.Y < bounds.Y || r.Right() > bounds.Right() || r.Bottom() > bounds.Bottom() || covers(r, target) {
			return false
		}
		for _, a := range avoid {
			if covers(r, a) {
				return false
			}
		}
		return true
	}
	around := func(t geom.Rect) []geom.Rect {
		return []geom.Rect{
			geom.R(clampX(p.X-w/2), t.Bottom()+gap, w, h),
			geom.R(clampX(p.X-w/2), t.Y-gap-h, w, h),
			geom.R(t.Right()+gap, clampY(p.Y-h/2), w, h),
			geom.R(t.X-gap-w, clampY(p.Y-h/2), w, h),
		}
	}
	if r := TooltipRect(p, target, w, h, bounds); ok(r) {
		return r
	}
	for _, t := range append([]geom.Rect{target}, avoid...) {
		for _, r := range around(t) {
			if ok(r) {
				return r
			}
		}
	}
	// The corners of bounds, the farthest from the pointer first.
	corners := []geom.Rect{
		geom.R(bounds.X, bounds.Y, w, h), geom.R(bounds.Right()-w, bounds.Y, w, h),
		geom.R(bounds.X, bounds.Bottom()-h, w, h), geom.R(bounds.Right()-w, bounds.Bottom()-h, w, h),
	}
	best, bestD := geom.Rect{}, -1.0
	for _, r := range corners {
		if d := math.Hypot(r.Center().X-p.X, r.Center().Y-p.Y); ok(r) && d > bestD {
			best, bestD = r, d
		}
	}
	if bestD >= 0 {
		return best
	}
	return TooltipRect(p, target, w, h, bounds)
}

// TooltipRect places a w x h tooltip near the pointer p without covering
// target and inside bounds: below the target if it fits, else above, else
// to the right, else to the left; aligned with the pointer along the other
// axis.
func TooltipRect(p geom.Point, target geom.Rect, w, h float64, bounds geom.Rect) geom.Rect {
	const gap = 12
	clampX := func(x float64) float64 { return math.Max(bounds.X, math.Min(x, bounds.Right()-w)) }
	clampY := func(y float64) float64 { return math.Max(bounds.Y, math.Min(y, bounds.Bottom()-h)) }
	if y := target.Bottom() + gap; y+h <= bounds.Bottom() {
		return geom.R(clampX(p.X-w/2), y, w, h)
	}
	if y := target.Y - gap - h; y >= bounds.Y {
		return geom.R(clampX(p.X-w/2), y, w, h)
	}
	if x := target.Right() + gap; x+w <= bounds.Right() {
		return geom.R(x, clampY(p.Y-h/2), w, h)
	}
	if x := target.X - gap - w; x >= bounds.X {
		return geom.R(x, clampY(p.Y-h/2), w, h)
	}
	// The target fills the screen: keep to a corner away from the pointer.
	x, y := bounds.X, bounds.Y
	if p.X < bounds.Center().X {
		x = bounds.Right() - w
	}
	if p.Y < bounds.Center().Y {
		y = bounds.Bottom() - h
	}
	return geom.R(x, y, w, h)
}
