package pharaonview

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
)

// Card texts mix words and icons: "[sil]" in a string is the Silver
// icon, set inline at the text's height (the icons the legend explains).

// richIcons draws the inline icons by name.
var richIcons = map[string]func(dst *ebiten.Image, c geom.Point, s float64){
	"god":      drawGodMark,
	"artisan":  func(dst *ebiten.Image, c geom.Point, s float64) { drawCardIcon(dst, pharaon.ART, c, s) },
	"noble":    func(dst *ebiten.Image, c geom.Point, s float64) { drawCardIcon(dst, pharaon.NOB, c, s) },
	"step":     drawStepIcon,
	"offering": func(dst *ebiten.Image, c geom.Point, s float64) { drawOfferingAny(dst, c, s, false) },
	"bonus":    func(dst *ebiten.Image, c geom.Point, s float64) { drawOfferingAny(dst, c, s, true) },
	"nile":     drawNileTrack,
	"pharaoh":  drawPharaohToken,
	"first":    drawFirstToken,
	"sil":      func(dst *ebiten.Image, c geom.Point, s float64) { drawRes(dst, pharaon.SIL, c, s, false) },
	"res":      func(dst *ebiten.Image, c geom.Point, s float64) { drawRes(dst, resAny, c, s, false) },
	"jar":      drawJarIcon,
	"arrow":    func(dst *ebiten.Image, c geom.Point, s float64) { drawArrow(dst, c, s, resAny, resAny) },
	"wheel":    drawWheelIcon,
	"pyramid": func(dst *ebiten.Image, c geom.Point, s float64) {
		render.DrawIcon(dst, render.IconPyramid, c.X, c.Y, s)
	},
}

func init() {
	for q, code := range quarterCodes {
		q := q
		richIcons[code] = func(dst *ebiten.Image, c geom.Point, s float64) { drawQuarterChip(dst, q, c, s) }
	}
}

// drawQuarterChip is a Quarter named inline: its pictogram on its colour.
func drawQuarterChip(dst *ebiten.Image, q int, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s*0.92, s*0.92)
	render.FillRoundRect(dst, r, s*0.18, quarterColours[q])
	drawQuarterIcon(dst, q, c, s*0.66, render.Papyrus)
	render.StrokeRoundRect(dst, r, s*0.18, sw(s), render.Ink)
}

// drawWheelIcon is the Wheel of Actions: five coloured wedges.
func drawWheelIcon(dst *ebiten.Image, c geom.Point, s float64) {
	r := s * 0.46
	for i := 0; i < pharaon.NumBase; i++ {
		var pg geom.Polygon
		pg = append(pg, c)
		for j := 0; j <= 6; j++ {
			a := -math.Pi/2 + (float64(i)+float64(j)/6)*2*math.Pi/5
			pg = append(pg, geom.Pt(c.X+r*math.Cos(a), c.Y+r*math.Sin(a)))
		}
		render.FillPolygon(dst, pg, resColours[i])
	}
	render.StrokeCircle(dst, c, r, sw(s), render.Ink)
	render.FillCircle(dst, c, r*0.3, render.Papyrus)
}

// richItem is a word or an icon; glued items follow the previous one
// without a space ("[res]:").
type richItem struct {
	text, icon string
	glued      bool
}

func richItems(s string) []richItem {
	var out []richItem
	for _, word := range strings.Fields(s) {
		glued := false
		for word != "" {
			i := strings.IndexByte(word, '[')
			j := strings.IndexByte(word, ']')
			if i < 0 || j < i {
				out = append(out, richItem{text: word, glued: glued})
				break
			}
			if i > 0 {
				out = append(out, richItem{text: word[:i], glued: glued})
				glued = true
			}
			name := word[i+1 : j]
			if _, ok := richIcons[name]; ok {
				out = append(out, richItem{icon: name, glued: glued})
			} else {
				out = append(out, richItem{text: word[i : j+1], glued: glued})
			}
			glued = true
			word = word[j+1:]
		}
	}
	return out
}

// richLines wraps s into lines of items no wider than w.
func richLines(s string, face text.Face, w float64) [][]richItem {
	items := richItems(s)
	lh := render.LineHeight(face)
	space := render.TextWidth(" ", face)
	width := func(it richItem) float64 {
		if it.icon != "" {
			return lh
		}
		return render.TextWidth(it.text, face)
	}
	var lines [][]richItem
	var cur []richItem
	x := 0.0
	for i := 0; i < len(items); {
		// A glued run is wrapped as one.
		j := i + 1
		for j < len(items) && items[j].glued {
			j++
		}
		rw := 0.0
		for _, it := range items[i:j] {
			rw += width(it)
		}
		gap := space
		if len(cur) == 0 {
			gap = 0
		}
		if len(cur) > 0 && x+gap+rw > w {
			lines = append(lines, cur)
			cur, x, gap = nil, 0, 0
		}
		cur = append(cur, items[i:j]...)
		x += gap + rw
		i = j
	}
	if len(cur) > 0 {
		lines = append(lines, cur)
	}
	return lines
}

// drawRichLine draws one line of items centred on cx, top at y.
func drawRichLine(dst *ebiten.Image, line []richItem, face text.Face, cx, y float64, clr color.RGBA) {
	lh := render.LineHeight(face)
	space := render.TextWidth(" ", face)
	total := 0.0
	for i, it := range line {
		if i > 0 && !it.glued {
			total += space
		}
		if it.icon != "" {
			total += lh
		} else {
			total += render.TextWidth(it.text, face)
		}
	}
	x := cx - total/2
	for i, it := range line {
		if i > 0 && !it.glued {
			x += space
		}
		if it.icon != "" {
			richIcons[it.icon](dst, geom.Pt(x+lh/2, y+lh/2), lh*0.92)
			x += lh
			continue
		}
		render.DrawText(dst, it.text, face, x, y, render.Left, render.Top, clr)
		x += render.TextWidth(it.text, face)
	}
}
