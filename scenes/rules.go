package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// RulesScene shows a game's rules reference: a list of pages, and the page
// with its title, text and illustration.
type RulesScene struct {
	a     *App
	entry gameview.Entry
	back  Scene
	page  int
	ui    ui
	env   *gameview.Env
}

// Rules geometry.
var (
	rulesBar  = geom.R(0, 0, geom.LogicalW, 76)
	rulesList = geom.R(40, 104, 400, 936)
	rulesPage = gameview.RulesFrame
)

// NewRules shows e's rules; back is the scene to return to.
func NewRules(a *App, e gameview.Entry, back Scene) *RulesScene {
	return &RulesScene{a: a, entry: e, back: back}
}

// Page is the page shown (0-based).
func (r *RulesScene) Page() int { return r.page }

func (r *RulesScene) Enter() {
	a, u := r.a, &r.ui
	a.Invalidate()
	r.env = &gameview.Env{Loc: a.loc, Speed: a.Speed(), Sprites: a.sprites, Patterns: a.settings.Patterns}
	for i, c := range r.entry.Colors {
		r.env.Seats = append(r.env.Seats, gameview.Seat{Name: a.T("menu.player_name", "n", i+1), Color: c})
	}
	u.clear()
	back := a.T("common.back")
	u.add(&widget{id: "back", r: geom.R(12, 12, quietWidth(back, 110), rulesBar.H-28), label: back, kind: wQuiet, small: true})
	pages := r.entry.Rules
	if len(pages) == 0 {
		return
	}
	r.page = max(0, min(r.page, len(pages)-1))
	in := rulesList.Inset(16)
	h := min(64.0, (in.H-8*float64(len(pages)-1))/float64(len(pages)))
	for i, p := range pages {
		u.add(&widget{id: fmt.Sprintf("page.%d", i), r: geom.R(in.X, in.Y+float64(i)*(h+8), in.W, h),
			label: a.T(p.Title), kind: wToggle, on: i == r.page, small: true})
	}
	prev, next := a.T("rules.previous"), a.T("rules.next")
	pr := rulesPage
	wp, wn := buttonWidth(prev, false, 180), buttonWidth(next, false, 180)
	u.add(&widget{id: "prev", r: geom.R(pr.X+32, pr.Bottom()-32-56, wp, 56), label: prev, off: r.page == 0})
	u.add(&widget{id: "next", r: geom.R(pr.Right()-32-wn, pr.Bottom()-32-56, wn, 56), label: next, off: r.page == len(pages)-1, kind: wPrimary})
}

func (r *RulesScene) Update(f *Frame) {
	clicked, changed := r.ui.update(f.In)
	n := len(r.entry.Rules)
	goTo := func(p int) {
		if p >= 0 && p < n && p != r.page {
			r.page = p
			r.Enter()
			changed = true
		}
	}
	for _, id := range clicked {
		var i int
		switch {
		case id == "back":
			r.a.Switch(r.back)
			return
		case id == "prev":
			goTo(r.page - 1)
		case id == "next":
			goTo(r.page + 1)
		case scan(id, "page.%d", &i):
			goTo(i)
		}
	}
	for _, in := range f.In {
		switch {
		case in.Kind == input.Back:
			r.a.Switch(r.back)
			return
		case in.Kind == input.Key && (in.Key == "Left" || in.Key == "PageUp"):
			goTo(r.page - 1)
		case in.Kind == input.Key && (in.Key == "Right" || in.Key == "PageDown" || in.Key == "Space"):
			goTo(r.page + 1)
		}
	}
	if changed {
		r.a.Redraw()
	}
}

func (r *RulesScene) Draw(dst *ebiten.Image) {
	render.DrawImage(dst, r.a.layer(r, r.drawBase), nil)
	r.ui.draw(dst, r.a.widgets)
}

// rulesColumns are the text column and picture frame of a rules page.
func rulesColumns(illustrated bool) (text, pic geom.Rect) { return gameview.RulesColumns(illustrated) }

// drawBase paints everything but the buttons.
func (r *RulesScene) drawBase(dst *ebiten.Image) {
	a := r.a
	drawBackground(dst)
	a.topBar(dst, rulesBar)
	title := a.T("rules.title", "game", a.gameName(r.entry.Name))
	render.DrawText(dst, title, render.Face(render.Title, render.SizeHeading), geom.LogicalW/2, (rulesBar.H-8)/2, render.Center, render.Middle, render.GoldLight)
	a.panel(dst, rulesList, render.PanelStyle{Shadow: true, Plain: true}, false)
	a.panel(dst, rulesPage, render.PanelStyle{Shadow: true}, false)
	pages := r.entry.Rules
	in := render.PanelContent(rulesPage, render.PanelStyle{}).InsetXY(20, 8)
	if len(pages) == 0 {
		render.DrawText(dst, a.T("rules.none"), render.Face(render.Body, render.SizeBody), in.X, in.Y+20, render.Left, render.Top, render.InkSoft)
		return
	}
	p := pages[r.page]
	render.DrawText(dst, a.T(p.Title), render.Face(render.Title, 44), in.X, in.Y+30, render.Left, render.Middle, render.Ink)
	render.Line(dst, geom.Pt(in.X, in.Y+66), geom.Pt(in.Right(), in.Y+66), render.StrokeThin, render.Gold)
	text, pic := rulesColumns(p.Illustrate != nil)
	if p.Illustrate != nil {
		render.FillRoundRect(dst, pic, 8, render.Lighten(render.Sand, 0.1))
		func() {
			defer func() { recover() }()
			p.Illustrate(dst, pic.Inset(8), r.env)
		}()
		render.StrokeRoundRect(dst, pic, 8, render.StrokeThin, render.InkSoft)
	}
	drawRulesBody(dst, a.T(p.Body), render.Face(render.Body, render.SizeBody), text, r.entry.Colors)
	pageNo := a.T("rules.page", "page", r.page+1, "pages", len(pages))
	render.DrawText(dst, pageNo, render.Face(render.Medium, render.SizeSmall), rulesPage.Center().X, rulesPage.Bottom()-32-28, render.Center, render.Middle, render.InkSoft)
}

// markRunes are the glyphs a rules text names a seat colour's shape by.
var markRunes = map[rune]render.Shape{'●': render.ShapeCircle, '■': render.ShapeSquare, '□': render.ShapeSquare, '▲': render.ShapeTriangle, '♦': render.ShapeDiamond}

// seatMarks maps each mark glyph to the one colour of the game with that
// shape; a shape two colours share stays a glyph.
func seatMarks(colors []render.PlayerColor) map[rune]render.PlayerColor {
	out := map[rune]render.PlayerColor{}
	for r, sh := range markRunes {
		n := 0
		for _, c := range colors {
			if c.Shape() == sh {
				out[r] = c
				n++
			}
		}
		if n != 1 {
			delete(out, r)
		}
	}
	return out
}

// markSlot is the room a seat mark takes in a rules text.
const markSlot = "●\u00A0"

// markedBody returns s with each seat mark (black ●, white □) turned into
// a markSlot stuck to the word before it, and the marks' colours in
// order; ok is false when s names no mark or holds a ● that is no mark.
func markedBody(s string, colors []render.PlayerColor) (spaced string, queue []render.PlayerColor, ok bool) {
	marks := seatMarks(colors)
	var sb strings.Builder
	for _, c := range s {
		pc, ok := marks[c]
		if !ok {
			sb.WriteRune(c)
			continue
		}
		if t := sb.String(); strings.HasSuffix(t, " ") {
			sb.Reset()
			sb.WriteString(t[:len(t)-1] + "\u00A0")
		}
		sb.WriteString(markSlot)
		queue = append(queue, pc)
	}
	_, dot := marks['●']
	return sb.String(), queue, len(queue) > 0 && (dot || !strings.ContainsRune(s, '●'))
}

// drawRulesBody draws a page's text like DrawWrapped, but where the text
// names a seat's shape it draws the seat's own mark, as the board does:
// the text face's shape glyphs differ in size, and a glyph in ink cannot
// show a white piece. Lines wrap as they are drawn: a mark takes the room
// of markSlot.
func drawRulesBody(dst *ebiten.Image, s string, face *text.GoTextFace, r geom.Rect, colors []render.PlayerColor) {
	spaced, queue, ok := markedBody(s, colors)
	if !ok || !render.WrappedFits(spaced, face, r) {
		render.DrawWrapped(dst, s, face, r, render.Left, render.Ink)
		return
	}
	lh := render.LineHeight(face)
	m := face.Metrics()
	midY := render.Ascent(face) - m.CapHeight/2
	size := m.CapHeight * 1.05
	w := render.TextWidth(markSlot, face)
	for i, line := range render.Wrap(spaced, face, r.W) {
		y := r.Y + float64(i)*lh
		x := r.X
		for len(queue) > 0 {
			j := strings.Index(line, markSlot)
			if j < 0 {
				break
			}
			render.DrawText(dst, line[:j], face, x, y, render.Left, render.Top, render.Ink)
			x += render.TextWidth(line[:j], face)
			render.DrawPlayerMark(dst, geom.Pt(x+w/2, y+midY), size, queue[0])
			queue = queue[1:]
			x += w
			line = line[j+len(markSlot):]
		}
		render.DrawText(dst, line, face, x, y, render.Left, render.Top, render.Ink)
	}
}
