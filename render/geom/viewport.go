package geom

import "math"

// Viewport maps the logical canvas onto a screen of another size: uniform
// scale, centred, with letterbox (or pillarbox) bars on the spare axis.
// Screen means the pixels ebiten hands to Draw (device pixels when the
// game's Layout multiplies by the device scale factor).
type Viewport struct {
	Scale            float64 // screen pixels per logical pixel
	OffX, OffY       float64 // screen position of the logical origin
	ScreenW, ScreenH float64
	LogicalW         float64
	LogicalH         float64
}

// Fit returns the viewport that shows a logicalW x logicalH canvas as large
// as possible inside screenW x screenH. A degenerate screen gives scale 1.
func Fit(screenW, screenH, logicalW, logicalH float64) Viewport {
	v := Viewport{Scale: 1, ScreenW: screenW, ScreenH: screenH, LogicalW: logicalW, LogicalH: logicalH}
	if screenW <= 0 || screenH <= 0 || logicalW <= 0 || logicalH <= 0 {
		return v
	}
	v.Scale = math.Min(screenW/logicalW, screenH/logicalH)
	v.OffX = (screenW - logicalW*v.Scale) / 2
	v.OffY = (screenH - logicalH*v.Scale) / 2
	return v
}

// FitLogical is Fit for the standard 1920x1080 canvas.
func FitLogical(screenW, screenH float64) Viewport {
	return Fit(screenW, screenH, LogicalW, LogicalH)
}

// ToScreen maps a logical point to screen pixels.
func (v Viewport) ToScreen(p Point) Point {
	return Point{v.OffX + p.X*v.Scale, v.OffY + p.Y*v.Scale}
}

// ToLogical maps a screen point (a pointer position) back to logical pixels.
// Points on the bars map outside the canvas; see InCanvas.
func (v Viewport) ToLogical(p Point) Point {
	return Point{(p.X - v.OffX) / v.Scale, (p.Y - v.OffY) / v.Scale}
}

// ToLogicalXY is ToLogical on bare numbers, the shape input sources want.
func (v Viewport) ToLogicalXY(x, y float64) (float64, float64) {
	p := v.ToLogical(Point{x, y})
	return p.X, p.Y
}

// RectToScreen maps a logical rectangle to screen pixels.
func (v Viewport) RectToScreen(r Rect) Rect {
	p := v.ToScreen(r.Min())
	return Rect{p.X, p.Y, r.W * v.Scale, r.H * v.Scale}
}

// Canvas is the screen rectangle the logical canvas covers (inside the bars).
func (v Viewport) Canvas() Rect {
	return Rect{v.OffX, v.OffY, v.LogicalW * v.Scale, v.LogicalH * v.Scale}
}

// InCanvas reports whether a logical point lies on the canvas.
func (v Viewport) InCanvas(p Point) bool {
	return Rect{0, 0, v.LogicalW, v.LogicalH}.Contains(p)
}

// ScreenSize is what a HiDPI-aware Layout returns: the window's size in
// device-independent pixels times the device scale factor, rounded up, at
// least 1x1. A non-positive scale counts as 1.
func ScreenSize(outsideW, outsideH, deviceScale float64) (int, int) {
	if deviceScale <= 0 {
		deviceScale = 1
	}
	w := int(math.Ceil(outsideW*deviceScale - 1e-9))
	h := int(math.Ceil(outsideH*deviceScale - 1e-9))
	return max(w, 1), max(h, 1)
}

// Density is the number of device pixels per logical pixel at which the
// logical canvas fills a screen of devW x devH device pixels (letterboxed),
// never below 1: a smaller screen shows the 1080p canvas scaled down, which
// stays sharp. A degenerate size gives 1.
func Density(devW, devH float64) float64 {
	d := math.Min(devW/LogicalW, devH/LogicalH)
	if !(d > 1) || math.IsInf(d, 0) {
		return 1
	}
	return d
}

// CanvasSize is the size in device pixels of the logical canvas at density
// d: the screen size a HiDPI-aware Layout returns. For d from Density the
// limiting side is the screen's own, so the canvas is shown 1:1.
func CanvasSize(d float64) (w, h int) {
	if !(d > 0) || math.IsInf(d, 0) {
		d = 1
	}
	return max(1, int(math.Round(LogicalW*d))), max(1, int(math.Round(LogicalH*d)))
}
