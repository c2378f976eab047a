package geom

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func nearPt(a, b Point) bool { return near(a.X, b.X) && near(a.Y, b.Y) }

func TestRectContains(t *testing.T) {
	r := R(10, 20, 30, 40)
	cases := []struct {
		p    Point
		want bool
	}{
		{Pt(10, 20), true}, // top-left corner is inside
		{Pt(39.9, 59.9), true},
		{Pt(40, 30), false}, // right edge is outside
		{Pt(20, 60), false}, // bottom edge is outside
		{Pt(9.99, 30), false},
		{Pt(25, 19.99), false},
		{Pt(25, 40), true},
	}
	for _, c := range cases {
		if got := r.Contains(c.p); got != c.want {
			t.Errorf("%v.Contains(%v) = %v, want %v", r, c.p, got, c.want)
		}
	}
	if R(0, 0, 0, 10).Contains(Pt(0, 5)) {
		t.Error("zero-width rect contains a point")
	}
}

func TestRectInsetCenterLerp(t *testing.T) {
	cases := []struct {
		r    Rect
		d    float64
		want Rect
	}{
		{R(0, 0, 100, 50), 10, R(10, 10, 80, 30)},
		{R(0, 0, 100, 50), -5, R(-5, -5, 110, 60)},
		{R(0, 0, 100, 50), 30, R(30, 25, 40, 0)}, // height collapses at the centre
		{R(10, 10, 20, 20), 50, R(20, 20, 0, 0)}, // both collapse at the centre
	}
	for _, c := range cases {
		if got := c.r.Inset(c.d); got != c.want {
			t.Errorf("%v.Inset(%v) = %v, want %v", c.r, c.d, got, c.want)
		}
	}
	if got := R(10, 20, 30, 40).Center(); got != Pt(25, 40) {
		t.Errorf("Center = %v", got)
	}
	a, b := R(0, 0, 10, 10), R(100, 50, 30, 20)
	if got := a.Lerp(b, 0.5); got != R(50, 25, 20, 15) {
		t.Errorf("Lerp 0.5 = %v", got)
	}
	if a.Lerp(b, 0) != a || a.Lerp(b, 1) != b {
		t.Error("Lerp ends do not match")
	}
}

func TestRectSetOps(t *testing.T) {
	a, b := R(0, 0, 10, 10), R(5, 5, 10, 10)
	if got := a.Intersect(b); got != R(5, 5, 5, 5) {
		t.Errorf("Intersect = %v", got)
	}
	if got := a.Intersect(R(20, 20, 1, 1)); got != (Rect{}) {
		t.Errorf("disjoint Intersect = %v", got)
	}
	if got := a.Union(b); got != R(0, 0, 15, 15) {
		t.Errorf("Union = %v", got)
	}
	if got := (Rect{}).Union(b); got != b {
		t.Errorf("empty Union = %v", got)
	}
	l, r := R(0, 0, 100, 10).SplitX(30)
	if l != R(0, 0, 30, 10) || r != R(30, 0, 70, 10) {
		t.Errorf("SplitX = %v %v", l, r)
	}
	top, bot := R(0, 0, 10, 100).SplitY(120)
	if top != R(0, 0, 10, 100) || bot != R(0, 100, 10, 0) {
		t.Errorf("SplitY past the end = %v %v", top, bot)
	}
	rows := R(0, 0, 100, 100).Rows(3, 5)
	if len(rows) != 3 || rows[0] != R(0, 0, 100, 30) || rows[2] != R(0, 70, 100, 30) {
		t.Errorf("Rows = %v", rows)
	}
	cols := R(0, 0, 100, 10).Cols(4, 0)
	if len(cols) != 4 || cols[3] != R(75, 0, 25, 10) {
		t.Errorf("Cols = %v", cols)
	}
	if R(0, 0, 1, 1).Rows(0, 0) != nil {
		t.Error("Rows(0) not nil")
	}
}

func TestPolygonContains(t *testing.T) {
	// An L shape: concave, so a bounding-box or convex test would fail.
	l := Polygon{{0, 0}, {10, 0}, {10, 4}, {4, 4}, {4, 10}, {0, 10}}
	cases := []struct {
		p    Point
		want bool
	}{
		{Pt(2, 2), true},
		{Pt(8, 2), true},
		{Pt(2, 8), true},
		{Pt(8, 8), false}, // the notch
		{Pt(-1, 5), false},
		{Pt(11, 2), false},
	}
	for _, c := range cases {
		if got := l.Contains(c.p); got != c.want {
			t.Errorf("L.Contains(%v) = %v, want %v", c.p, got, c.want)
		}
	}
	if got := l.Bounds(); got != R(0, 0, 10, 10) {
		t.Errorf("Bounds = %v", got)
	}
	if (Polygon{}).Contains(Pt(0, 0)) || (Polygon{}).Bounds() != (Rect{}) {
		t.Error("empty polygon")
	}
	tri := RegularPolygon(Pt(0, 0), 10, 3, -math.Pi/2)
	if !nearPt(tri[0], Pt(0, -10)) || !tri.Contains(Pt(0, 0)) || tri.Contains(Pt(0, 6)) {
		t.Errorf("triangle %v", tri)
	}
	c := Circle{Pt(5, 5), 2}
	if !c.Contains(Pt(6, 6)) || c.Contains(Pt(7, 7)) || c.Bounds() != R(3, 3, 4, 4) {
		t.Error("circle")
	}
}

func TestViewportFit(t *testing.T) {
	cases := []struct {
		name          string
		sw, sh        float64
		scale, ox, oy float64
	}{
		{"exact", 1920, 1080, 1, 0, 0},
		{"720p", 1280, 720, 2.0 / 3, 0, 0},
		{"4K", 3840, 2160, 2, 0, 0},
		{"4:3 letterbox", 1024, 768, 1024.0 / 1920, 0, (768 - 1080*1024.0/1920) / 2},
		{"ultrawide pillarbox", 2560, 1080, 1, 320, 0},
		{"degenerate", 0, 0, 1, 0, 0},
	}
	for _, c := range cases {
		v := FitLogical(c.sw, c.sh)
		if !near(v.Scale, c.scale) || !near(v.OffX, c.ox) || !near(v.OffY, c.oy) {
			t.Errorf("%s: got scale %v off %v,%v; want %v %v,%v", c.name, v.Scale, v.OffX, v.OffY, c.scale, c.ox, c.oy)
		}
	}
}

func TestViewportRoundTrip(t *testing.T) {
	v := FitLogical(1024, 768)
	for _, p := range []Point{{0, 0}, {1920, 1080}, {960, 540}, {13.5, 1000}} {
		s := v.ToScreen(p)
		if back := v.ToLogical(s); !nearPt(back, p) {
			t.Errorf("round trip %v -> %v -> %v", p, s, back)
		}
	}
	// The top bar of a 4:3 window is outside the canvas.
	top := v.ToLogical(Pt(512, 10))
	if v.InCanvas(top) {
		t.Errorf("letterbox bar point %v reported in canvas", top)
	}
	if !v.InCanvas(v.ToLogical(Pt(512, 384))) {
		t.Error("screen centre not in canvas")
	}
	// Centre of screen is centre of canvas.
	if c := v.ToLogical(Pt(512, 384)); !nearPt(c, Pt(960, 540)) {
		t.Errorf("centre maps to %v", c)
	}
	x, y := v.ToLogicalXY(v.OffX, v.OffY)
	if !near(x, 0) || !near(y, 0) {
		t.Errorf("ToLogicalXY origin = %v,%v", x, y)
	}
	cv := v.Canvas()
	if !near(cv.W, 1024) || !near(cv.Y, v.OffY) {
		t.Errorf("Canvas = %v", cv)
	}
	if r := v.RectToScreen(R(0, 0, 1920, 1080)); r != cv {
		t.Errorf("RectToScreen = %v, Canvas = %v", r, cv)
	}
}

func TestScreenSize(t *testing.T) {
	cases := []struct {
		w, h, s      float64
		wantW, wantH int
	}{
		{1280, 720, 1, 1280, 720},
		{1280, 720, 2, 2560, 1440},
		{1280, 720, 1.25, 1600, 900},
		{1001, 701, 1.5, 1502, 1052}, // rounds up
		{800, 600, 0, 800, 600},      // bad scale counts as 1
		{0, 0, 2, 1, 1},
	}
	for _, c := range cases {
		w, h := ScreenSize(c.w, c.h, c.s)
		if w != c.wantW || h != c.wantH {
			t.Errorf("ScreenSize(%v,%v,%v) = %d,%d want %d,%d", c.w, c.h, c.s, w, h, c.wantW, c.wantH)
		}
	}
}

func TestBezier(t *testing.T) {
	p0, c, p1 := Pt(0, 0), Pt(50, 100), Pt(100, 0)
	if !nearPt(QuadBezier(p0, c, p1, 0), p0) || !nearPt(QuadBezier(p0, c, p1, 1), p1) {
		t.Error("quad ends")
	}
	// Midpoint of a quadratic: (p0 + 2c + p1) / 4.
	if got := QuadBezier(p0, c, p1, 0.5); !nearPt(got, Pt(50, 50)) {
		t.Errorf("quad mid = %v", got)
	}
	if got := QuadBezierTangent(p0, c, p1, 0); !nearPt(got, Pt(100, 200)) {
		t.Errorf("quad tangent at 0 = %v", got)
	}
	c0, c1 := Pt(0, 100), Pt(100, 100)
	// Midpoint of a cubic: (p0 + 3c0 + 3c1 + p1) / 8.
	if got := CubicBezier(p0, c0, c1, p1, 0.5); !nearPt(got, Pt(50, 75)) {
		t.Errorf("cubic mid = %v", got)
	}
	if !nearPt(CubicBezier(p0, c0, c1, p1, 1), p1) {
		t.Error("cubic end")
	}
	if got := CubicBezierTangent(p0, c0, c1, p1, 0); !nearPt(got, Pt(0, 300)) {
		t.Errorf("cubic tangent at 0 = %v", got)
	}
	// A straight cubic with bunched control points: arc-length sampling must
	// put s=0.25 a quarter of the way, where plain t=0.25 does not.
	a, b := Pt(0, 0), Pt(100, 0)
	cp := NewCubicPath(a, Pt(90, 0), Pt(99, 0), b, 256)
	if !near(math.Round(cp.Length()), 100) {
		t.Errorf("length = %v", cp.Length())
	}
	if got := cp.At(0.25); math.Abs(got.X-25) > 0.5 {
		t.Errorf("At(0.25) = %v, want x≈25", got)
	}
	if raw := CubicBezier(a, Pt(90, 0), Pt(99, 0), b, 0.25); math.Abs(raw.X-25) < 5 {
		t.Errorf("test premise: raw t=0.25 gives %v, expected far from 25", raw)
	}
	if !nearPt(cp.At(0), a) || !nearPt(cp.At(1), b) || !nearPt(cp.At(2), b) {
		t.Error("path ends")
	}
	if tg := cp.Tangent(0.5); tg.X <= 0 || !near(tg.Y, 0) {
		t.Errorf("tangent = %v", tg)
	}
}

func TestPointOps(t *testing.T) {
	p := Pt(3, 4)
	if p.Len() != 5 || p.Dist(Pt(0, 0)) != 5 || p.Add(Pt(1, 1)) != Pt(4, 5) || p.Sub(Pt(3, 4)) != (Point{}) || p.Mul(2) != Pt(6, 8) {
		t.Error("point arithmetic")
	}
	if got := Pt(10, 0).Rotate(Pt(0, 0), math.Pi/2); !nearPt(got, Pt(0, 10)) {
		t.Errorf("rotate = %v", got)
	}
}

// The canvas fills the device pixels of the window on its limiting side,
// exactly, so ebiten shows it 1:1; below 1080p the density stays 1.
func TestDensityAndCanvasSize(t *testing.T) {
	cases := []struct {
		w, h   float64
		wantD  float64
		cw, ch int
	}{
		{1280, 720, 1, 1920, 1080},  // small window: the 1080p canvas, scaled down
		{1920, 1080, 1, 1920, 1080}, // exactly 1080p
		{3840, 2160, 2, 3840, 2160}, // 4K
		{2560, 1440, 4.0 / 3, 2560, 1440},
		{2560, 1600, 4.0 / 3, 2560, 1440}, // 16:10, width limits: letterbox
		{3000, 1440, 4.0 / 3, 2560, 1440}, // wide, height limits: pillarbox
		{2561, 1440, 4.0 / 3, 2560, 1440},
		{2000, 1000, 1, 1920, 1080}, // height below 1080: 1
		{0, 0, 1, 1920, 1080},
		{math.Inf(1), 2160, 2, 3840, 2160},
		{math.NaN(), 2160, 1, 1920, 1080},
	}
	for _, c := range cases {
		d := Density(c.w, c.h)
		if !near(d, c.wantD) {
			t.Errorf("Density(%v, %v) = %v, want %v", c.w, c.h, d, c.wantD)
		}
		w, h := CanvasSize(d)
		if w != c.cw || h != c.ch {
			t.Errorf("CanvasSize(%v) = %dx%d, want %dx%d", d, w, h, c.cw, c.ch)
		}
		if c.w > 0 && c.h > 0 && !math.IsInf(c.w, 0) && !math.IsNaN(c.w) && d > 1 && (float64(w) > c.w || float64(h) > c.h) {
			t.Errorf("%vx%v: canvas %dx%d larger than the screen", c.w, c.h, w, h)
		}
	}
	// Odd sizes: never larger than the screen, one side exact.
	for w := 1900.0; w < 4000; w += 37 {
		for h := 1070.0; h < 2300; h += 53 {
			d := Density(w, h)
			cw, ch := CanvasSize(d)
			if d == 1 {
				continue
			}
			if float64(cw) > w || float64(ch) > h {
				t.Fatalf("%vx%v: canvas %dx%d larger", w, h, cw, ch)
			}
			if float64(cw) != w && float64(ch) != h {
				t.Fatalf("%vx%v: canvas %dx%d matches neither side", w, h, cw, ch)
			}
		}
	}
}
