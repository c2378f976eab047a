// Package wgeom is the geometry of the shared widgets (render/widget):
// where the spaces of a track lie, where markers sharing a space sit, how
// a card, a row of counters and a seat panel's rows divide their
// rectangles. Pure functions, no ebiten: views use them for hit tests,
// tooltips, highlights and the match's Places, and tests need no display.
package wgeom

import (
	"math"

	"nilegames/render/geom"
)

// Marker is where one marker sits: its centre and its size (the side of
// the box its mark is drawn in).
type Marker struct {
	C    geom.Point
	Size float64
}

// Box is the square a marker is drawn in.
func (m Marker) Box() geom.Rect { return geom.RectFromCenter(m.C, m.Size, m.Size) }

// MarkerLayout sizes the markers sharing one space: Big alone, Small two
// side by side or three and four in a 2 x 2 block, Gap between them; five
// or more stand in one row, smaller if the row would not fit (in rows
// where one row would make them far smaller).
type MarkerLayout struct {
	Big, Small, Gap float64
	// Fit lays two to four markers out in whichever of one row, one
	// column and the 2 x 2 block keeps them largest (a short, wide
	// marker area under a track's numbers: four side by side).
	Fit bool
}

// Spot is where the idx-th of n markers sharing area sits. Markers never
// overlap, and stay inside area when it is large enough for them: a block
// or row too big for area shrinks to fit it.
func (ml MarkerLayout) Spot(area geom.Rect, idx, n int) Marker {
	c := area.Center()
	if n <= 1 {
		return Marker{c, math.Min(ml.Big, math.Min(area.W, area.H))}
	}
	gap := ml.Gap
	if n <= 4 {
		cols, rows := 2, 1
		if n > 2 {
			rows = 2
		}
		size := func(cols, rows int) float64 {
			return math.Min(ml.Small, math.Min((area.W-float64(cols-1)*gap)/float64(cols), (area.H-float64(rows-1)*gap)/float64(rows)))
		}
		s := size(cols, rows)
		if ml.Fit {
			for _, cr := range [2][2]int{{n, 1}, {1, n}} {
				if t := size(cr[0], cr[1]); t > s+0.01 {
					s, cols, rows = t, cr[0], cr[1]
				}
			}
		}
		s = math.Max(s, 1)
		step := s + gap
		col, row := idx%cols, idx/cols
		return Marker{geom.Pt(c.X+(float64(col)-float64(cols-1)/2)*step, c.Y+(float64(row)-float64(rows-1)/2)*step), s}
	}
	// Five or more: one row of smaller marks, or, where a row would make
	// them much smaller (a narrow space), the block of rows that keeps them
	// largest.
	best, bestCols := 0.0, n
	for cols := n; cols >= 2; cols-- {
		rows := (n + cols - 1) / cols
		s := math.Min(ml.Small, math.Min((area.W-float64(cols-1)*gap)/float64(cols), (area.H-float64(rows-1)*gap)/float64(rows)))
		if s > best*1.25 || cols == n {
			best, bestCols = s, cols
		}
	}
	s := math.Max(best, 1)
	cols := bestCols
	rows := (n + cols - 1) / cols
	step := s + gap
	row, col := idx/cols, idx%cols
	inRow := min(cols, n-row*cols) // the last row may be shorter: centred
	x := c.X + (float64(col)-float64(inRow-1)/2)*step
	y := c.Y + (float64(row)-float64(rows-1)/2)*step
	return Marker{geom.Pt(x, y), s}
}

// Spots places markers by the space each stands on (space[i] for marker
// i; area gives a space's marker area): markers on the same space share
// it in their order.
func (ml MarkerLayout) Spots(space []int, area func(s int) geom.Rect) []Marker {
	out := make([]Marker, len(space))
	for i, s := range space {
		idx, n := 0, 0
		for j, t := range space {
			if t == s {
				if j < i {
					idx++
				}
				n++
			}
		}
		out[i] = ml.Spot(area(s), idx, n)
	}
	return out
}

// Shape is how a track's spaces run.
type Shape uint8

const (
	Row    Shape = iota // left to right
	Column              // top to bottom
	Snake               // rows of Cols spaces, the next row coming back
	Loop                // clockwise round the rectangle from its top-left corner
)

// Track is a run of N numbered spaces inside Rect: space i shows the
// number First+i. Gap separates spaces; Label is the room a space keeps
// for its number (at its left, or at its top when it is taller than wide)
// so markers do not cover it; LabelTop keeps it at the top of every
// space, a strip over the markers, even of spaces wider than tall. Reverse runs the spaces the other way (a
// Column from the bottom up, a level track). Wrap makes the track a
// circuit: a value past the end comes round again and counts a lap (score
// tracks); otherwise values are held to the first and last spaces.
type Track struct {
	Shape    Shape
	Rect     geom.Rect
	N        int
	First    int
	Cols     int // Snake: spaces per row
	Gap      float64
	Label    float64
	LabelTop bool
	Reverse  bool
	Wrap     bool
}

// Index is the space a value stands on and, on a Wrap track, the laps it
// has made (negative below First); on other tracks laps is 0 and the
// value is held to the track.
func (t Track) Index(v int) (space, laps int) {
	if t.N <= 0 {
		return 0, 0
	}
	i := v - t.First
	if !t.Wrap {
		return max(0, min(t.N-1, i)), 0
	}
	laps = floorDiv(i, t.N)
	return i - laps*t.N, laps
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// loopGrid returns the columns and rows of a Loop: cells as square as the
// rectangle allows, with 2(cols+rows)-4 = N (N+1 for an odd N: the spare
// cell stays empty at the end).
func (t Track) loopGrid() (cols, rows int) {
	w, h := t.Rect.W, t.Rect.H
	n := max(t.N, 4)
	s := 2 * (w + h) / float64(n+4)
	half := (n + 4 + 1) / 2 // cols + rows
	cols = max(2, min(half-2, int(math.Round(w/s))))
	rows = half - cols
	for 2*(cols+rows)-4 < n {
		rows++
	}
	return cols, rows
}

// Space is the rectangle of space i (0-based; i is taken modulo N).
func (t Track) Space(i int) geom.Rect {
	if t.N <= 0 {
		return geom.Rect{}
	}
	i = ((i % t.N) + t.N) % t.N
	if t.Reverse {
		i = t.N - 1 - i
	}
	r, g := t.Rect, t.Gap
	cell := func(col, row, cols, rows int) geom.Rect {
		w := (r.W - float64(cols-1)*g) / float64(cols)
		h := (r.H - float64(rows-1)*g) / float64(rows)
		return geom.R(r.X+float64(col)*(w+g), r.Y+float64(row)*(h+g), w, h)
	}
	switch t.Shape {
	case Column:
		return cell(0, i, 1, t.N)
	case Snake:
		cols := max(1, t.Cols)
		rows := (t.N + cols - 1) / cols
		row, col := i/cols, i%cols
		if row%2 == 1 {
			col = cols - 1 - col
		}
		return cell(col, row, cols, rows)
	case Loop:
		cols, rows := t.loopGrid()
		switch {
		case i < cols: // top, left to right
			return cell(i, 0, cols, rows)
		case i < cols+rows-1: // right side, downwards
			return cell(cols-1, i-cols+1, cols, rows)
		case i < 2*cols+rows-2: // bottom, right to left
			return cell(cols-1-(i-(cols+rows-2)), rows-1, cols, rows)
		default: // left side, upwards
			return cell(0, rows-1-(i-(2*cols+rows-3)), cols, rows)
		}
	}
	return cell(i, 0, t.N, 1)
}

// Spaces are the rectangles of all N spaces, in order.
func (t Track) Spaces() []geom.Rect {
	out := make([]geom.Rect, max(t.N, 0))
	for i := range out {
		out[i] = t.Space(i)
	}
	return out
}

// LabelRect is the part of space i its number takes.
func (t Track) LabelRect(i int) geom.Rect {
	s := t.Space(i)
	if t.Label <= 0 {
		return s
	}
	if s.H > s.W || t.LabelTop {
		return geom.R(s.X, s.Y, s.W, math.Min(t.Label, s.H/2))
	}
	return geom.R(s.X, s.Y, math.Min(t.Label, s.W/2), s.H)
}

// MarkerArea is the part of space i left to markers.
func (t Track) MarkerArea(i int) geom.Rect {
	s := t.Space(i)
	if t.Label <= 0 {
		return s
	}
	if s.H > s.W || t.LabelTop {
		l := math.Min(t.Label, s.H/2)
		return geom.R(s.X, s.Y+l, s.W, s.H-l)
	}
	l := math.Min(t.Label, s.W/2)
	return geom.R(s.X+l, s.Y, s.W-l, s.H)
}

// Markers places one marker per value (a seat's score, in seat order):
// markers on the same space sit side by side, never over each other.
// laps[i] is the laps value i has made (Index).
func (t Track) Markers(values []int, ml MarkerLayout) (ms []Marker, laps []int) {
	space := make([]int, len(values))
	laps = make([]int, len(values))
	for i, v := range values {
		space[i], laps[i] = t.Index(v)
	}
	return ml.Spots(space, t.MarkerArea), laps
}

// Hit is the space under p, or -1.
func (t Track) Hit(p geom.Point) int {
	for i := 0; i < t.N; i++ {
		if t.Space(i).Contains(p) {
			return i
		}
	}
	return -1
}
