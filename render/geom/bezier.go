package geom

// QuadBezier returns the point at t in [0,1] on the quadratic curve p0-c-p1.
func QuadBezier(p0, c, p1 Point, t float64) Point {
	u := 1 - t
	return Point{
		u*u*p0.X + 2*u*t*c.X + t*t*p1.X,
		u*u*p0.Y + 2*u*t*c.Y + t*t*p1.Y,
	}
}

// QuadBezierTangent is the derivative of QuadBezier at t (the heading of a boat).
func QuadBezierTangent(p0, c, p1 Point, t float64) Point {
	return Point{
		2*(1-t)*(c.X-p0.X) + 2*t*(p1.X-c.X),
		2*(1-t)*(c.Y-p0.Y) + 2*t*(p1.Y-c.Y),
	}
}

// CubicBezier returns the point at t in [0,1] on the cubic curve p0-c0-c1-p1.
func CubicBezier(p0, c0, c1, p1 Point, t float64) Point {
	u := 1 - t
	a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
	return Point{
		a*p0.X + b*c0.X + c*c1.X + d*p1.X,
		a*p0.Y + b*c0.Y + c*c1.Y + d*p1.Y,
	}
}

// CubicBezierTangent is the derivative of CubicBezier at t.
func CubicBezierTangent(p0, c0, c1, p1 Point, t float64) Point {
	u := 1 - t
	a, b, c := 3*u*u, 6*u*t, 3*t*t
	return Point{
		a*(c0.X-p0.X) + b*(c1.X-c0.X) + c*(p1.X-c1.X),
		a*(c0.Y-p0.Y) + b*(c1.Y-c0.Y) + c*(p1.Y-c1.Y),
	}
}

// CubicPath samples a cubic curve by arc length, so that an eased parameter
// moves a boat at the eased speed rather than bunching where the control
// points pull the curve.
type CubicPath struct {
	P0, C0, C1, P1 Point
	lut            []float64 // cumulative length at t = i/(len-1)
}

// NewCubicPath builds the arc-length table with n segments (at least 8).
func NewCubicPath(p0, c0, c1, p1 Point, n int) *CubicPath {
	n = max(n, 8)
	cp := &CubicPath{P0: p0, C0: c0, C1: c1, P1: p1, lut: make([]float64, n+1)}
	prev := p0
	for i := 1; i <= n; i++ {
		q := CubicBezier(p0, c0, c1, p1, float64(i)/float64(n))
		cp.lut[i] = cp.lut[i-1] + q.Dist(prev)
		prev = q
	}
	return cp
}

// Length is the approximate arc length.
func (cp *CubicPath) Length() float64 { return cp.lut[len(cp.lut)-1] }

// At returns the point at fraction s of the arc length (s clamped to [0,1]).
func (cp *CubicPath) At(s float64) Point { return CubicBezier(cp.P0, cp.C0, cp.C1, cp.P1, cp.param(s)) }

// Tangent returns the curve's direction at fraction s of the arc length.
func (cp *CubicPath) Tangent(s float64) Point {
	return CubicBezierTangent(cp.P0, cp.C0, cp.C1, cp.P1, cp.param(s))
}

func (cp *CubicPath) param(s float64) float64 {
	s = min(max(s, 0), 1)
	total := cp.Length()
	if total == 0 {
		return s
	}
	target := s * total
	n := len(cp.lut) - 1
	lo, hi := 0, n
	for lo < hi {
		mid := (lo + hi) / 2
		if cp.lut[mid] < target {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return 0
	}
	seg := cp.lut[lo] - cp.lut[lo-1]
	f := 0.0
	if seg > 0 {
		f = (target - cp.lut[lo-1]) / seg
	}
	return (float64(lo-1) + f) / float64(n)
}
