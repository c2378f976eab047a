package widget

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// Counter is an icon and how many: "×N" (pieces in a supply) or "N"
// (resources, points).
type Counter struct {
	Icon render.Icon
	// Art draws the icon instead, inside r (its own image, logical px),
	// cached under ArtKey.
	Art    func(dst *ebiten.Image, r geom.Rect)
	ArtKey string
	N      int
	Times  bool // "×N"
	Locked bool // not open now: the icon faded under a padlock
	// Size is the figure's type size (never below TextMin); 0: from the
	// counter's height. A row too short for a readable figure keeps a
	// small icon and sets its figure's size here.
	Size float64
}

// Text is the counter's figure.
func (c Counter) Text() string {
	if c.Times {
		return "×" + strconv.Itoa(c.N)
	}
	return strconv.Itoa(c.N)
}

// counterFace is the figure's face for a counter h px tall: Bold, never
// below TextMin.
func counterFace(h float64) text.Face {
	return render.Face(render.Bold, math.Max(TextMin, math.Min(24, math.Round(h*0.6))))
}

func (c Counter) face(h float64) text.Face {
	if c.Size > 0 {
		return render.Face(render.Bold, math.Max(TextMin, c.Size))
	}
	return counterFace(h)
}

// CounterWidth is the width of a counter h px tall whose figure has up to
// digits digits (with "×" when times): counters of one row given the same
// width line up from row to row, whatever their numbers.
func CounterWidth(h float64, digits int, times bool) float64 {
	return CounterWidthSized(h, 0, digits, times)
}

// CounterWidthSized is CounterWidth for counters whose figure is size
// (Counter.Size; 0: from the height).
func CounterWidthSized(h, size float64, digits int, times bool) float64 {
	s := strings.Repeat("0", max(1, digits))
	if times {
		s = "×" + s
	}
	icon, fig := wgeom.Counter(geom.R(0, 0, 1000, h))
	return math.Ceil(fig.X - icon.X + render.TextWidth(s, Counter{Size: size}.face(h)) + 2)
}

// DrawCounter draws c inside r: the icon in a square at the left, the
// figure after it (lining figures: the sans face). A zero or locked
// counter is drawn soft.
func DrawCounter(dst render.Target, sp *render.Sprites, r geom.Rect, c Counter) {
	icon, fig := wgeom.Counter(r)
	s := int(math.Round(icon.H * 0.9))
	at := icon.Center()
	var op *ebiten.DrawImageOptions
	if c.Locked {
		op = &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(0.4)
	}
	if c.Art != nil {
		k := render.SpriteKey{Kind: "widget.art." + c.ArtKey, Size: s}
		img := sp.GetAA(k, s, s, func(img *ebiten.Image) { c.Art(img, geom.R(0, 0, float64(s), float64(s))) })
		var o ebiten.DrawImageOptions
		if op != nil {
			o = *op
		}
		o.GeoM.Translate(at.X-float64(s)/2, at.Y-float64(s)/2)
		render.DrawImage(dst, img, &o)
	} else {
		sp.DrawIcon(dst, c.Icon, at.X, at.Y, s, op)
	}
	clr := render.Ink
	if c.N == 0 || c.Locked {
		clr = render.InkSoft
	}
	render.DrawInRect(dst, c.Text(), c.face(r.H), fig, render.Left, render.Middle, clr)
	if c.Locked {
		sp.DrawIcon(dst, render.IconLock, at.X, at.Y+icon.H*0.08, int(math.Round(icon.H*0.62)), nil)
	}
}

// DrawCounters draws a resource row: cs from r's left, each
// CounterWidth(r.H, digits) wide, gap apart; counters past r's right
// edge are left out. It returns the rectangle of each one drawn.
func DrawCounters(dst render.Target, sp *render.Sprites, r geom.Rect, cs []Counter, digits int, gap float64) []geom.Rect {
	times, size := false, 0.0
	for _, c := range cs {
		times = times || c.Times
		size = math.Max(size, c.Size)
	}
	rs := wgeom.CounterRow(r, len(cs), CounterWidthSized(r.H, size, digits, times), gap)
	for i, cr := range rs {
		DrawCounter(dst, sp, cr, cs[i])
	}
	return rs
}
