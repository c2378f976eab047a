package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// The log strip scrolls through the whole game (issue 22): the wheel over
// it, a drag on its lines (a finger or the mouse) and the two arrows of its
// header move it a line or a page at a time. Scrolled up, it stays on the
// lines shown while new ones come, and a band at its foot says how many
// are newer (a click on it goes back down); at the bottom it follows the
// newest line.

// logScroll is where the log is scrolled to; its zero value follows the
// newest line.
type logScroll struct {
	scrolled bool    // scrolled up: end is the last line shown
	end      int     // the last line shown when scrolled
	wheel    float64 // wheel travel not yet a whole line
	// A drag on the lines: where it started, and the last line then.
	dragging bool
	dragY    float64
	dragEnd  int
	hover    logControl // the control under the pointer
}

// logControl is one of the log's scrolling controls.
type logControl int

const (
	logNoControl logControl = iota
	logUp                   // the header's arrow to earlier lines
	logDown                 // the header's arrow to later lines
	logNewer                // the band at the foot: back to the newest
)

// logWheelLines is how many lines one notch of the wheel scrolls.
const logWheelLines = 2

// logLast is the index of the last log line shown.
func (m *MatchScene) logLast() int {
	n := len(m.log)
	if !m.logScroll.scrolled || m.logScroll.end >= n-1 {
		return n - 1
	}
	return max(m.logScroll.end, m.logMinLast())
}

// logFollows reports whether the log shows its newest line.
func (m *MatchScene) logFollows() bool { return m.logLast() >= len(m.log)-1 }

// logNewerCount is how many lines come after those shown.
func (m *MatchScene) logNewerCount() int { return len(m.log) - 1 - m.logLast() }

// logWrap is log line i wrapped to the strip's width.
func (m *MatchScene) logWrap(i int) []string {
	r := m.lay.Log
	w := render.Wrap(m.log[i].text, render.Face(render.Body, render.SizeSmall), r.W-32-logIndent)
	if len(w) == 0 {
		w = []string{""}
	}
	return w
}

// logMinLast is the smallest last line that still fills the strip (above
// the band of newer lines, which then shows): the top of the game, the
// first line at the top.
func (m *MatchScene) logMinLast() int { return m.logFill(max(1, m.lay.LogLines-1)) }

// logFill is the first line with which the lines from the game's first
// fill capacity rows; the last line when they never do.
func (m *MatchScene) logFill(capacity int) int {
	used := 0
	for i := range m.log {
		used += len(m.logWrap(i))
		if used >= capacity {
			return i
		}
	}
	return len(m.log) - 1
}

// logCapacity is how many rows of lines the strip shows: one fewer while
// the band of newer lines takes the foot.
func (m *MatchScene) logCapacity() int {
	if m.logNewerCount() > 0 {
		return max(1, m.lay.LogLines-1)
	}
	return m.lay.LogLines
}

// logScrollable reports whether the lines do not all fit.
func (m *MatchScene) logScrollable() bool {
	if !m.logOpen || len(m.log) == 0 {
		return false
	}
	rows := 0
	for i := len(m.log) - 1; i >= 0 && rows <= m.lay.LogLines; i-- {
		rows += len(m.logWrap(i))
	}
	return rows > m.lay.LogLines
}

// setLogLast scrolls so that line last is the last shown (clamped); the
// newest line, or beyond, follows again. It reports a change.
func (m *MatchScene) setLogLast(last int) bool {
	before := m.logLast()
	n := len(m.log)
	last = max(last, m.logMinLast())
	if last >= n-1 {
		m.logScroll.scrolled = false
	} else {
		m.logScroll.scrolled, m.logScroll.end = true, last
	}
	return m.logLast() != before
}

// logHeadRow is the log's header row.
func (m *MatchScene) logHeadRow() geom.Rect {
	r := m.lay.Log
	return geom.R(r.X+16, r.Y, r.W-32, layout.LogHeaderH+4)
}

// logArrow is the rectangle of the header's arrow c (logUp, logDown): left
// of the hide/show control.
func (m *MatchScene) logArrow(c logControl) geom.Rect {
	head := m.logHeadRow()
	right := head.Right()
	if w := m.ui.get("log"); w != nil {
		right = w.r.X - 8
	}
	const w, gap = 44.0, 6.0
	x := right - 2*w - gap
	if c == logDown {
		x += w + gap
	}
	return geom.R(x, head.Y+5, w, head.H-8)
}

// logNewerRect is the band of newer lines at the log's foot.
func (m *MatchScene) logNewerRect() geom.Rect {
	r := m.lay.Log
	return geom.R(r.X+10, r.Bottom()-8-layout.LogLineH, r.W-20, layout.LogLineH)
}

// logLinesRect is where the lines are drawn, under the header.
func (m *MatchScene) logLinesRect() geom.Rect {
	r, head := m.lay.Log, m.logHeadRow()
	return geom.R(r.X, head.Bottom(), r.W, r.Bottom()-head.Bottom())
}

// logControlAt is the scrolling control at p.
func (m *MatchScene) logControlAt(p geom.Point) logControl {
	if !m.logScrollable() {
		return logNoControl
	}
	switch {
	case m.logArrow(logUp).Contains(p):
		return logUp
	case m.logArrow(logDown).Contains(p):
		return logDown
	case m.logNewerCount() > 0 && m.logNewerRect().Contains(p):
		return logNewer
	}
	return logNoControl
}

// logPage is how many lines an arrow moves: most of what fits.
func (m *MatchScene) logPage() int { return max(1, m.lay.LogLines/2) }

// scrollLog follows the wheel, drags and the arrows over the log; it
// reports a change of what the log shows.
func (m *MatchScene) scrollLog(in []input.Intent) bool {
	ls := &m.logScroll
	changed := false
	for _, i := range in {
		p := geom.Pt(i.X, i.Y)
		switch i.Kind {
		case input.Wheel:
			if !m.logScrollable() || !m.lay.Log.Contains(p) {
				continue
			}
			// Up (positive DY) goes to earlier lines.
			ls.wheel += i.DY * logWheelLines
			k := math.Trunc(ls.wheel)
			ls.wheel -= k
			if k != 0 && m.setLogLast(m.logLast()-int(k)) {
				changed = true
			}
		case input.Press:
			if m.logControlAt(p) == logNoControl && m.logScrollable() && m.logLinesRect().Contains(p) {
				ls.dragging, ls.dragY, ls.dragEnd = true, i.Y, m.logLast()
			}
		case input.Move:
			if ls.dragging {
				// The lines follow the pointer: down shows earlier ones.
				k := int((i.Y - ls.dragY) / layout.LogLineH)
				if m.setLogLast(ls.dragEnd - k) {
					changed = true
				}
			}
			if c := m.logControlAt(p); c != ls.hover {
				ls.hover, changed = c, true
			}
		case input.Release:
			ls.dragging = false
			if i.Touch && ls.hover != logNoControl {
				ls.hover, changed = logNoControl, true
			}
		case input.Click:
			switch m.logControlAt(p) {
			case logUp:
				changed = m.setLogLast(m.logLast()-m.logPage()) || changed
			case logDown:
				changed = m.setLogLast(m.logLast()+m.logPage()) || changed
			case logNewer:
				changed = m.setLogLast(len(m.log)) || changed
			}
		}
	}
	return changed
}

// drawLogScroll paints the header's arrows, the scroll bar and the band
// of newer lines, when the lines do not all fit.
func (m *MatchScene) drawLogScroll(dst render.Target) {
	if !m.logScrollable() {
		return
	}
	a := m.a
	last, n := m.logLast(), len(m.log)
	rows := m.logRows()
	first := last
	if len(rows) > 0 {
		first = rows[0].line
	}
	for _, c := range []logControl{logUp, logDown} {
		on := (c == logUp && first > 0) || (c == logDown && last < n-1)
		state := 0 // 0 off, 1 on, 2 hovered
		if on {
			state = 1
			if m.logScroll.hover == c {
				state = 2
			}
		}
		key := render.SpriteKey{Kind: "logarrow", Variant: int(c)*4 + state}
		a.sprites.DrawPlaced(dst, key, m.logArrow(c), 4, [3]float64{}, func(img *ebiten.Image, r geom.Rect) {
			fill, ink := render.Lighten(render.Papyrus, 0.25), color.Color(render.Ink)
			switch state {
			case 0:
				ink = render.WithAlpha(render.InkSoft, 0.5)
			case 2:
				fill, ink = render.Lighten(render.GoldLight, 0.3), render.GoldDeep
			}
			render.FillRoundRect(img, r, 6, fill)
			render.StrokeRoundRect(img, r, 6, render.StrokeThin, ink)
			cx, cy, d := r.Center().X, r.Center().Y, 7.0
			if c == logUp {
				render.Polyline(img, []geom.Point{geom.Pt(cx-d, cy+d/2), geom.Pt(cx, cy-d/2), geom.Pt(cx+d, cy+d/2)}, 2.5, ink)
			} else {
				render.Polyline(img, []geom.Point{geom.Pt(cx-d, cy-d/2), geom.Pt(cx, cy+d/2), geom.Pt(cx+d, cy-d/2)}, 2.5, ink)
			}
		})
	}
	// The bar: where the lines shown lie in the whole game.
	body := m.logLinesRect()
	track := geom.R(m.lay.Log.Right()-9, body.Y+6, 4, body.H-14)
	if m.logNewerCount() > 0 {
		track.H = m.logNewerRect().Y - 4 - track.Y
	}
	render.FillRect(dst, track, render.WithAlpha(render.InkSoft, 0.18))
	th := math.Max(14, track.H*float64(last-first+1)/float64(n))
	ty := track.Y + (track.H-th)*float64(first)/float64(max(1, n-(last-first+1)))
	render.FillRect(dst, geom.R(track.X, ty, track.W, th), render.WithAlpha(render.Ink, 0.55))
	if k := m.logNewerCount(); k > 0 {
		r := m.logNewerRect()
		fill := render.Lapis
		if m.logScroll.hover == logNewer {
			fill = render.Lighten(render.Lapis, 0.15)
		}
		render.FillRect(dst, r, fill)
		text := a.T("match.logscroll.newer", "n", k)
		face := render.Face(render.Medium, render.SizeSmall)
		tw := render.TextWidth(text, face)
		cx, cy, d := r.Center().X+14, r.Center().Y, 6.0
		render.DrawInRect(dst, text, face, geom.R(r.X+8, r.Y, r.W-40, r.H), render.Center, render.Middle, render.Papyrus)
		x := math.Min(cx+tw/2+8, r.Right()-20)
		a.sprites.DrawPlaced(dst, render.SpriteKey{Kind: "lognewer"}, geom.R(x, cy-d/2, 2*d, d), 4, [3]float64{}, func(img *ebiten.Image, r geom.Rect) {
			render.Polyline(img, []geom.Point{r.Min(), geom.Pt(r.Center().X, r.Bottom()), geom.Pt(r.Right(), r.Y)}, 2.5, render.Papyrus)
		})
	}
}
