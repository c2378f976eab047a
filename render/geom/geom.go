// Package geom is the pure geometry of the app: points, rectangles,
// polygons, the logical 1920x1080 to screen transform and Bézier curves.
// It never imports ebiten, so it is tested without a display.
package geom

import "math"

// The logical canvas every scene is laid out on.
const (
	LogicalW = 1920
	LogicalH = 1080
)

// Point is a position or a vector in logical pixels.
type Point struct{ X, Y float64 }

// Pt is shorthand for Point{x, y}.
func Pt(x, y float64) Point { return Point{x, y} }

func (p Point) Add(q Point) Point    { return Point{p.X + q.X, p.Y + q.Y} }
func (p Point) Sub(q Point) Point    { return Point{p.X - q.X, p.Y - q.Y} }
func (p Point) Mul(k float64) Point  { return Point{p.X * k, p.Y * k} }
func (p Point) Dist(q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }
func (p Point) Len() float64         { return math.Hypot(p.X, p.Y) }
func (p Point) Lerp(q Point, t float64) Point {
	return Point{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}
}

// Rotate turns p by angle radians around c (y down, so positive is clockwise on screen).
func (p Point) Rotate(c Point, angle float64) Point {
	s, co := math.Sincos(angle)
	d := p.Sub(c)
	return Point{c.X + d.X*co - d.Y*s, c.Y + d.X*s + d.Y*co}
}

// Lerp interpolates between a and b.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

// Rect is an axis-aligned rectangle: origin (X, Y) top-left, size W x H.
type Rect struct{ X, Y, W, H float64 }

// R is shorthand for Rect{x, y, w, h}.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// RectFromCenter returns the w x h rectangle centred on c.
func RectFromCenter(c Point, w, h float64) Rect { return Rect{c.X - w/2, c.Y - h/2, w, h} }

func (r Rect) Min() Point      { return Point{r.X, r.Y} }
func (r Rect) Max() Point      { return Point{r.X + r.W, r.Y + r.H} }
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }
func (r Rect) Center() Point   { return Point{r.X + r.W/2, r.Y + r.H/2} }
func (r Rect) Empty() bool     { return r.W <= 0 || r.H <= 0 }

// Contains reports whether p is inside r; the right and bottom edges are
// outside, so adjacent rectangles never both contain a point.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.X < r.X+r.W && p.Y >= r.Y && p.Y < r.Y+r.H
}

// Bounds returns r itself (so a Rect can serve as a hit shape).
func (r Rect) Bounds() Rect { return r }

// Inset shrinks r by d on every side (d < 0 grows it). A rectangle shrunk
// past nothing collapses to zero size at its centre.
func (r Rect) Inset(d float64) Rect { return r.InsetXY(d, d) }

// InsetXY shrinks r by dx left and right and dy top and bottom.
func (r Rect) InsetXY(dx, dy float64) Rect {
	c := r.Center()
	w := math.Max(0, r.W-2*dx)
	h := math.Max(0, r.H-2*dy)
	return Rect{c.X - w/2, c.Y - h/2, w, h}
}

// Translate moves r by (dx, dy).
func (r Rect) Translate(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// Lerp interpolates position and size between r and s.
func (r Rect) Lerp(s Rect, t float64) Rect {
	return Rect{Lerp(r.X, s.X, t), Lerp(r.Y, s.Y, t), Lerp(r.W, s.W, t), Lerp(r.H, s.H, t)}
}

// Intersect returns the overlap of r and s (zero Rect if none).
func (r Rect) Intersect(s Rect) Rect {
	x0, y0 := math.Max(r.X, s.X), math.Max(r.Y, s.Y)
	x1, y1 := math.Min(r.Right(), s.Right()), math.Min(r.Bottom(), s.Bottom())
	if x1 <= x0 || y1 <= y0 {
		return Rect{}
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Union returns the smallest rectangle holding r and s; an empty one is ignored.
func (r Rect) Union(s Rect) Rect {
	if r.Empty() {
		return s
	}
	if s.Empty() {
		return r
	}
	x0, y0 := math.Min(r.X, s.X), math.Min(r.Y, s.Y)
	x1, y1 := math.Max(r.Right(), s.Right()), math.Max(r.Bottom(), s.Bottom())
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// SplitX cuts r vertically at x offset w from its left edge: left part, right part.
func (r Rect) SplitX(w float64) (Rect, Rect) {
	w = math.Max(0, math.Min(w, r.W))
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w, r.Y, r.W - w, r.H}
}

// SplitY cuts r horizontally at y offset h from its top: top part, bottom part.
func (r Rect) SplitY(h float64) (Rect, Rect) {
	h = math.Max(0, math.Min(h, r.H))
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// Rows cuts r into n rows of equal height separated by gap.
func (r Rect) Rows(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	h := (r.H - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out
}

// Cols cuts r into n columns of equal width separated by gap.
func (r Rect) Cols(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	w := (r.W - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Polygon is a closed polygon; the last point joins the first.
type Polygon []Point

// Contains uses the even-odd rule, so it also works for concave polygons.
func (pg Polygon) Contains(p Point) bool {
	in := false
	n := len(pg)
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		a, b := pg[i], pg[j]
		if (a.Y > p.Y) != (b.Y > p.Y) {
			x := a.X + (p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y)
			if p.X < x {
				in = !in
			}
		}
	}
	return in
}

// Bounds returns the bounding rectangle (zero Rect for no points).
func (pg Polygon) Bounds() Rect {
	if len(pg) == 0 {
		return Rect{}
	}
	x0, y0, x1, y1 := pg[0].X, pg[0].Y, pg[0].X, pg[0].Y
	for _, p := range pg[1:] {
		x0, y0 = math.Min(x0, p.X), math.Min(y0, p.Y)
		x1, y1 = math.Max(x1, p.X), math.Max(y1, p.Y)
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Translate returns a moved copy.
func (pg Polygon) Translate(dx, dy float64) Polygon {
	out := make(Polygon, len(pg))
	for i, p := range pg {
		out[i] = Point{p.X + dx, p.Y + dy}
	}
	return out
}

// RegularPolygon returns n points on the circle (c, r), the first at angle start
// (radians, 0 = right, y down).
func RegularPolygon(c Point, r float64, n int, start float64) Polygon {
	out := make(Polygon, n)
	for i := range out {
		a := start + 2*math.Pi*float64(i)/float64(n)
		s, co := math.Sincos(a)
		out[i] = Point{c.X + r*co, c.Y + r*s}
	}
	return out
}

// Circle is a disc, usable as a hit shape.
type Circle struct {
	C Point
	R float64
}

func (c Circle) Contains(p Point) bool { return p.Dist(c.C) < c.R }
func (c Circle) Bounds() Rect          { return Rect{c.C.X - c.R, c.C.Y - c.R, 2 * c.R, 2 * c.R} }
