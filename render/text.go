package render

import (
	"image/color"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/render/geom"
)

// Align is horizontal alignment.
type Align uint8

const (
	Left Align = iota
	Center
	Right
)

// Anchor is what the y coordinate given to DrawText designates.
type Anchor uint8

const (
	Top      Anchor = iota // top of the line box (ascent, with room for accented capitals)
	Middle                 // optical middle: half the capital height above the baseline
	Baseline               // the baseline itself
	Bottom                 // bottom of the line box (descent below the baseline)
)

// Ellipsis ends text cut by Ellipsize.
const Ellipsis = "…"

// spaces maps the narrow no-break space (French typography before ; ! ? »),
// which the Go fonts lack, and the thin space to a no-break space.
var spaces = strings.NewReplacer("\u202F", "\u00A0", "\u2009", "\u00A0")

func fixSpaces(s string) string {
	if strings.ContainsAny(s, "\u202F\u2009") {
		return spaces.Replace(s)
	}
	return s
}

// accentRise is the height of an accented capital relative to the capital
// height; EB Garamond's accents rise above the font's declared ascent, so
// the line box uses whichever is taller.
const accentRise = 1.33

// vmetrics returns the ascent and descent of a line box, with room for
// accented capitals.
func vmetrics(face text.Face) (asc, desc float64) {
	m := face.Metrics()
	return math.Max(m.HAscent, m.CapHeight*accentRise), m.HDescent
}

// LineHeight is the distance between baselines used by the multi-line helpers.
func LineHeight(face text.Face) float64 {
	m := face.Metrics()
	return math.Ceil((m.HAscent + m.HDescent) * 1.15)
}

// TextWidth is the advance of a single line.
func TextWidth(s string, face text.Face) float64 { return text.Advance(fixSpaces(s), face) }

// Measure returns the size of the line boxes of s, which may hold '\n':
// the widest line, and (lines-1) line heights plus one ascent+descent.
func Measure(s string, face text.Face) (w, h float64) {
	s = fixSpaces(s)
	n := 0
	for _, l := range strings.Split(s, "\n") {
		w = math.Max(w, text.Advance(l, face))
		n++
	}
	asc, desc := vmetrics(face)
	return w, float64(n-1)*LineHeight(face) + asc + desc
}

// firstBaseline returns the y of the first baseline of an n-line block
// anchored at y.
func firstBaseline(face text.Face, y float64, v Anchor, n int) float64 {
	m := face.Metrics()
	asc, desc := vmetrics(face)
	block := float64(n-1) * LineHeight(face)
	switch v {
	case Top:
		return y + asc
	case Middle:
		capH := m.CapHeight
		if capH <= 0 {
			capH = m.HAscent * 0.7
		}
		return y - block/2 + capH/2
	case Bottom:
		return y - block - desc
	}
	return y
}

// DrawText draws s (lines split on '\n') with its horizontal reference at x
// (h: left edge, centre or right edge of each line) and vertical reference
// at y (v, for the block as a whole).
func DrawText(dst Target, s string, face text.Face, x, y float64, h Align, v Anchor, clr color.Color) {
	if s == "" {
		return
	}
	s = fixSpaces(s)
	n := strings.Count(s, "\n") + 1
	base := firstBaseline(face, y, v, n)
	var lo text.LayoutOptions
	lo.LineSpacing = LineHeight(face)
	switch h {
	case Center:
		lo.PrimaryAlign = text.AlignCenter
	case Right:
		lo.PrimaryAlign = text.AlignEnd
	}
	var op ebiten.DrawImageOptions
	op.ColorScale.ScaleWithColor(clr)
	// Above density 1 the glyphs come from the face at the device size,
	// laid out in device pixels: as sharp as at 1080p, not scaled up.
	d := dens.d
	df, scale := deviceFace(face, d)
	lo.LineSpacing *= d / scale
	ox, oy := x*d, base*d-df.Metrics().HAscent*scale
	flushAA()
	// As text.Draw does, from a cached layout.
	for _, g := range glyphsOf(s, df, lo) {
		op.GeoM.Reset()
		op.GeoM.Translate(g.X, g.Y)
		if scale != 1 {
			op.GeoM.Scale(scale, scale)
		}
		op.GeoM.Translate(ox, oy)
		dst.DrawImage(g.Image, &op)
	}
}

// deviceFaces are the faces at device sizes, by logical face.
var deviceFaces = map[text.Face]*text.GoTextFace{}

// deviceFace returns the face to draw face with at density d, and the
// scale its glyphs still need: 1, or d for a face that cannot be resized
// (its glyphs are then scaled up).
func deviceFace(face text.Face, d float64) (text.Face, float64) {
	if d == 1 {
		return face, 1
	}
	gf, ok := face.(*text.GoTextFace)
	if !ok {
		return face, d
	}
	if f, ok := deviceFaces[face]; ok {
		return f, 1
	}
	f := &text.GoTextFace{Source: gf.Source, Direction: gf.Direction, Size: gf.Size * d, Language: gf.Language}
	withFeatures(f)
	deviceFaces[face] = f
	return f, 1
}

// glyph is a laid-out glyph with an image.
type glyph struct {
	Image *ebiten.Image
	X, Y  float64
}

type glyphKey struct {
	s    string
	face *text.GoTextFace
	lo   text.LayoutOptions
}

// glyphCache keeps the layouts of the texts drawn lately: shaping a line
// costs more than drawing it. Only the drawing goroutine uses it.
var glyphCache = map[glyphKey][]glyph{}

const glyphCacheMax = 4096

func glyphsOf(s string, face text.Face, lo text.LayoutOptions) []glyph {
	gf, ok := face.(*text.GoTextFace)
	k := glyphKey{s, gf, lo}
	if ok {
		if gs, hit := glyphCache[k]; hit {
			return gs
		}
	}
	var gs []glyph
	for _, g := range text.AppendGlyphs(nil, s, face, &lo) {
		if g.Image != nil {
			gs = append(gs, glyph{g.Image, g.X, g.Y})
		}
	}
	if ok {
		if len(glyphCache) >= glyphCacheMax {
			clear(glyphCache)
		}
		glyphCache[k] = gs
	}
	return gs
}

// TextBounds is the rectangle DrawText fills for the same arguments (line
// boxes, not ink): x per alignment, y from the ascent of the first line to
// the descent of the last.
func TextBounds(s string, face text.Face, x, y float64, h Align, v Anchor) geom.Rect {
	w, hh := Measure(s, face)
	n := strings.Count(s, "\n") + 1
	asc, _ := vmetrics(face)
	top := firstBaseline(face, y, v, n) - asc
	switch h {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	return geom.R(x, top, w, hh)
}

// DrawInRect draws one line inside r, ellipsized to fit its width, placed by
// h and, vertically, centred (Middle), at the top (Top) or bottom (Bottom)
// of r; Baseline puts the baseline on r's bottom edge.
func DrawInRect(dst Target, s string, face text.Face, r geom.Rect, h Align, v Anchor, clr color.Color) {
	s = Ellipsize(s, face, r.W)
	x := r.X
	switch h {
	case Center:
		x = r.X + r.W/2
	case Right:
		x = r.Right()
	}
	y := r.Y
	switch v {
	case Middle:
		y = r.Y + r.H/2
	case Bottom, Baseline:
		y = r.Bottom()
	}
	DrawText(dst, s, face, x, y, h, v, clr)
}

// WrappedFits reports whether DrawWrapped would draw all of s inside r,
// dropping no line.
func WrappedFits(s string, face text.Face, r geom.Rect) bool {
	n := len(Wrap(s, face, r.W))
	return n <= wrappedMax(face, r, n)
}

// wrappedMax is the number of lines of face that fit in r's height (at
// least 1; all n when r has no height).
func wrappedMax(face text.Face, r geom.Rect, n int) int {
	if r.H <= 0 {
		return n
	}
	asc, desc := vmetrics(face)
	return max(1, 1+int(math.Floor((r.H-(asc+desc))/LineHeight(face)+1e-9)))
}

// DrawWrapped wraps s to r's width and draws the lines from r's top, aligned
// by h. Lines that would pass r's bottom are dropped and the last kept line
// is ellipsized. It returns the height used.
func DrawWrapped(dst Target, s string, face text.Face, r geom.Rect, h Align, clr color.Color) float64 {
	lines := Wrap(s, face, r.W)
	lh := LineHeight(face)
	maxLines := wrappedMax(face, r, len(lines))
	if len(lines) > maxLines {
		NoteDrop(s, "clipped")
		lines = lines[:maxLines]
		last := lines[maxLines-1]
		lines[maxLines-1] = Ellipsize(last+Ellipsis, face, r.W)
	}
	x := r.X
	switch h {
	case Center:
		x = r.X + r.W/2
	case Right:
		x = r.Right()
	}
	for i, l := range lines {
		DrawText(dst, l, face, x, r.Y+float64(i)*lh, h, Top, clr)
	}
	if len(lines) == 0 {
		return 0
	}
	asc, desc := vmetrics(face)
	return float64(len(lines)-1)*lh + asc + desc
}

// Wrap breaks s into lines no wider than width: at spaces, keeping '\n'
// breaks, and inside a word only when the word alone is too wide. French
// no-break spaces (U+00A0, U+202F before : ; ! ? » and after «) never break.
func Wrap(s string, face text.Face, width float64) []string {
	return wrapWith(fixSpaces(s), width, func(t string) float64 { return text.Advance(t, face) })
}

func wrapWith(s string, width float64, measure func(string) float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.FieldsFunc(para, func(r rune) bool { return unicode.IsSpace(r) && r != '\u00A0' && r != '\u202F' })
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := ""
		for _, w := range words {
			cand := w
			if line != "" {
				cand = line + " " + w
			}
			if measure(cand) <= width {
				line = cand
				continue
			}
			if line != "" {
				out = append(out, line)
				line = ""
			}
			// The word alone is too wide: cut it by runes.
			for measure(w) > width && utf8.RuneCountInString(w) > 1 {
				cut := fitRunes(w, width, measure)
				out = append(out, w[:cut])
				w = w[cut:]
			}
			line = w
		}
		out = append(out, line)
	}
	return out
}

// fitRunes returns the byte length of the longest prefix of s that fits
// (at least one rune, so wrapping always progresses).
func fitRunes(s string, width float64, measure func(string) float64) int {
	best := 0
	for i, r := range s {
		end := i + len(string(r))
		if measure(s[:end]) > width {
			break
		}
		best = end
	}
	if best == 0 {
		for _, r := range s {
			return len(string(r))
		}
	}
	return best
}

// Ellipsize returns s if it fits width, else its longest prefix that fits
// with "…" appended (just "…" if nothing else fits).
func Ellipsize(s string, face text.Face, width float64) string {
	out := ellipsizeWith(fixSpaces(s), width, func(t string) float64 { return text.Advance(t, face) })
	if out != fixSpaces(s) {
		NoteDrop(s, "clipped")
	}
	return out
}

func ellipsizeWith(s string, width float64, measure func(string) float64) string {
	if measure(s) <= width {
		return s
	}
	s = strings.TrimSuffix(s, Ellipsis)
	runes := []rune(s)
	lo, hi := 0, len(runes)
	for lo < hi { // largest n with runes[:n]+… fitting
		mid := (lo + hi + 1) / 2
		if measure(strings.TrimRightFunc(string(runes[:mid]), unicode.IsSpace)+Ellipsis) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRightFunc(string(runes[:lo]), unicode.IsSpace) + Ellipsis
}
