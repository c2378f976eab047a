package gameview

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/render"
	"nilegames/render/geom"
)

// RichIcons draws a view's inline icons by name: in a rich text, "[name]"
// is that icon, set at the text's height (a card's "[sil]" is Silver).
// A name it lacks stays as written.
type RichIcons map[string]func(dst *ebiten.Image, c geom.Point, s float64)

// RichItem is a word or an icon; a glued item follows the previous one
// without a space ("[res]:").
type RichItem struct {
	Text, Icon string
	Glued      bool
}

// Items splits rich text s into words and icons.
func (ic RichIcons) Items(s string) []RichItem {
	var out []RichItem
	for _, word := range strings.Fields(s) {
		glued := false
		for word != "" {
			i := strings.IndexByte(word, '[')
			j := strings.IndexByte(word, ']')
			if i < 0 || j < i {
				out = append(out, RichItem{Text: word, Glued: glued})
				break
			}
			if i > 0 {
				out = append(out, RichItem{Text: word[:i], Glued: glued})
				glued = true
			}
			name := word[i+1 : j]
			if _, ok := ic[name]; ok {
				out = append(out, RichItem{Icon: name, Glued: glued})
			} else {
				out = append(out, RichItem{Text: word[i : j+1], Glued: glued})
			}
			glued = true
			word = word[j+1:]
		}
	}
	return out
}

// Lines wraps rich text s into lines of items no wider than w.
func (ic RichIcons) Lines(s string, face text.Face, w float64) [][]RichItem {
	items := ic.Items(s)
	lh := render.LineHeight(face)
	space := render.TextWidth(" ", face)
	width := func(it RichItem) float64 {
		if it.Icon != "" {
			return lh
		}
		return render.TextWidth(it.Text, face)
	}
	var lines [][]RichItem
	var cur []RichItem
	x := 0.0
	for i := 0; i < len(items); {
		// A glued run is wrapped as one.
		j := i + 1
		for j < len(items) && items[j].Glued {
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

// DrawLine draws one line of items centred on cx, top at y.
func (ic RichIcons) DrawLine(dst *ebiten.Image, line []RichItem, face text.Face, cx, y float64, clr color.RGBA) {
	lh := render.LineHeight(face)
	space := render.TextWidth(" ", face)
	total := 0.0
	for i, it := range line {
		if i > 0 && !it.Glued {
			total += space
		}
		if it.Icon != "" {
			total += lh
		} else {
			total += render.TextWidth(it.Text, face)
		}
	}
	x := cx - total/2
	for i, it := range line {
		if i > 0 && !it.Glued {
			x += space
		}
		if it.Icon != "" {
			ic[it.Icon](dst, geom.Pt(x+lh/2, y+lh/2), lh*0.92)
			x += lh
			continue
		}
		render.DrawText(dst, it.Text, face, x, y, render.Left, render.Top, clr)
		x += render.TextWidth(it.Text, face)
	}
}
