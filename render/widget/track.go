package widget

import (
	"hash/fnv"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// TrackStyle is the look of a track's spaces.
type TrackStyle struct {
	Fill   color.RGBA // a space; zero: papyrus
	Accent color.RGBA // an accented space; zero: light gold
	// Every k-th value is accented (0: none), and the values Accented
	// says (Tekhenu's ankhs, a threshold).
	Every    int
	Accented func(v int) bool
	// NumberSize is the size of the numbers (never below TextMin);
	// numbers that do not fit their label room are left out, and all
	// with NoNumbers.
	NumberSize float64
	NoNumbers  bool
	Tray       bool // a limestone tray under the whole track
}

func (st TrackStyle) accented(v int) bool {
	return (st.Every > 0 && ((v%st.Every)+st.Every)%st.Every == 0) || (st.Accented != nil && st.Accented(v))
}

// PaintTrack draws t's spaces and numbers onto dst (a static layer).
func PaintTrack(dst *ebiten.Image, t wgeom.Track, st TrackStyle) {
	if st.Fill.A == 0 {
		st.Fill = render.Papyrus
	}
	if st.Accent.A == 0 {
		st.Accent = render.Lighten(render.Gold, 0.55)
	}
	size := math.Max(TextMin, st.NumberSize)
	face := render.Face(render.Bold, size)
	sp := t.Spaces()
	if len(sp) == 0 {
		return
	}
	rad := math.Min(5, math.Min(sp[0].W, sp[0].H)/6)
	if st.Tray {
		render.FillRoundRect(dst, t.Rect.Inset(-2), rad+3, render.WithAlpha(render.LimestoneShade, 0.55))
	}
	for i, s := range sp {
		fill := st.Fill
		if st.accented(t.First + i) {
			fill = st.Accent
		}
		render.FillRoundRect(dst, s, rad, fill)
		render.StrokeRoundRect(dst, s, rad, 1.2, render.Ink)
	}
	if st.NoNumbers {
		return
	}
	// The text after every shape: one switch from shapes to glyphs.
	for i := range sp {
		n := strconv.Itoa(t.First + i)
		lr := t.LabelRect(i).InsetXY(2, 1)
		w, h := render.Measure(n, face)
		if t.LabelTop && t.Label > 0 {
			// A strip over the markers: a number has no descender, so
			// it needs only its capitals' height, centred on the strip.
			h = face.Metrics().CapHeight
		}
		if w > lr.W+0.5 || h > lr.H+0.5 {
			render.NoteDrop(n, "dropped")
			continue
		}
		if t.LabelTop && t.Label > 0 {
			render.DrawText(dst, n, face, lr.Center().X, lr.Y+(lr.H+h)/2, render.Center, render.Baseline, render.InkSoft)
		} else if lr.H > lr.W || t.Label <= 0 { // a label strip on top, or the whole space
			render.DrawText(dst, n, face, lr.Center().X, lr.Y, render.Center, render.Top, render.InkSoft)
		} else {
			render.DrawText(dst, n, face, lr.X+2, lr.Y+1, render.Left, render.Top, render.InkSoft)
		}
	}
}

// DrawTrack is PaintTrack through the sprite cache: drawn once for a
// track and style (key names the style, whose function cannot be
// compared), then blitted.
func DrawTrack(dst render.Target, sp *render.Sprites, key string, t wgeom.Track, st TrackStyle) {
	f := fnv.New64a()
	f.Write([]byte(key))
	f.Write([]byte(strconv.Itoa(int(t.Shape)) + "/" + strconv.Itoa(t.N) + "/" + strconv.Itoa(t.First) + "/" + strconv.Itoa(t.Cols)))
	k := render.SpriteKey{Kind: "widget.track", Variant: int(f.Sum64() >> 1), Size: flag(t.Reverse) | flag(t.Wrap)<<1 | flag(t.LabelTop)<<2}
	sp.DrawPlaced(dst, k, t.Rect, 6, [3]float64{t.Gap, t.Label, st.NumberSize}, func(img *ebiten.Image, r geom.Rect) {
		tt := t
		tt.Rect = r
		PaintTrack(img, tt, st)
	})
}

// LapText is the badge of a marker that has made laps round a track of n
// spaces: "+40" after one lap of 40.
func LapText(laps, n int) string {
	if laps > 0 {
		return "+" + strconv.Itoa(laps*n)
	}
	return strconv.Itoa(laps * n)
}

// DrawMarker draws a seat's mark at m and, when lap is not "", a gold
// badge with it: above the mark, or below it when the mark sits low in
// its space (below is the other half of a 2 x 2 block), so that it never
// covers the marks sharing the space. area is the space's marker area.
func DrawMarker(dst render.Target, sp *render.Sprites, m wgeom.Marker, pc render.PlayerColor, lap string, area geom.Rect) {
	if lap != "" {
		drawLap(dst, sp, m, lap, area)
	}
	sp.DrawMark(dst, m.C, m.Size, pc)
}

func lapRect(m wgeom.Marker, lap string, area geom.Rect) geom.Rect {
	face := render.Face(render.Bold, TextMin)
	_, th := render.Measure(lap, face)
	bw := math.Ceil((render.TextWidth(lap, face)+8)/4) * 4
	y := m.C.Y - m.Size/2 - th + 2
	if m.C.Y > area.Center().Y+0.5 {
		y = m.C.Y + m.Size/2 - 2
	}
	x := m.C.X - m.Size*0.3
	if m.C.X > area.Center().X+0.5 {
		x = m.C.X + m.Size*0.3 - bw
	}
	return geom.R(x, y, bw, th)
}

func drawLap(dst render.Target, sp *render.Sprites, m wgeom.Marker, lap string, area geom.Rect) {
	br := lapRect(m, lap, area)
	Pill(dst, sp, br, render.Gold)
	render.DrawText(dst, lap, render.Face(render.Bold, TextMin), br.Center().X, br.Center().Y, render.Center, render.Middle, render.Ink)
}

// Pill is a filled rounded rectangle with an ink outline, cached.
func Pill(dst render.Target, sp *render.Sprites, r geom.Rect, fill color.RGBA) {
	k := render.SpriteKey{Kind: "widget.pill", Size: int(fill.R) | int(fill.G)<<8 | int(fill.B)<<16 | int(fill.A)<<24}
	sp.DrawPlaced(dst, k, r, 3, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		rad := math.Min(rr.H/2, 9)
		render.FillRoundRect(img, rr, rad, fill)
		render.StrokeRoundRect(img, rr, rad, 1.2, render.Ink)
	})
}

// DrawMarkers draws one mark per value (seat order, colours[i] for
// values[i]) on t: marks sharing a space side by side, a lap badge on a
// Wrap track once a value has come round. It returns where each sits,
// for tooltips and for animating a move between two such layouts.
func DrawMarkers(dst render.Target, sp *render.Sprites, t wgeom.Track, values []int, colours []render.PlayerColor, ml wgeom.MarkerLayout) []wgeom.Marker {
	n := min(len(values), len(colours))
	return DrawMarkersWith(dst, sp, t, values[:n], ml, func(i int, m wgeom.Marker) {
		sp.DrawMark(dst, m.C, m.Size, colours[i])
	})
}

// DrawMarkersWith is DrawMarkers with the caller drawing each marker
// (mark(i, where) for values[i]): two markers of one seat on a track
// (Tekhenu's Population and Happiness), or a piece instead of a mark.
func DrawMarkersWith(dst render.Target, sp *render.Sprites, t wgeom.Track, values []int, ml wgeom.MarkerLayout, mark func(i int, m wgeom.Marker)) []wgeom.Marker {
	ms, laps := t.Markers(values, ml)
	// The badges first: a mark is never covered.
	for i, m := range ms {
		if laps[i] != 0 {
			s, _ := t.Index(values[i])
			drawLap(dst, sp, m, LapText(laps[i], t.N), t.MarkerArea(s))
		}
	}
	for i, m := range ms {
		mark(i, m)
	}
	return ms
}
