package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

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
	rulesPage = geom.R(470, 104, 1410, 936)
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
	u.add(&widget{id: "back", r: geom.R(12, 12, buttonWidth(back, true, 110), rulesBar.H-28), label: back, kind: wQuiet, small: true})
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

// rulesColumns are the text column of a rules page and, when the page is
// illustrated, the picture's frame.
func rulesColumns(illustrated bool) (text, pic geom.Rect) {
	in := render.PanelContent(rulesPage, render.PanelStyle{}).InsetXY(20, 8)
	content := geom.R(in.X, in.Y+88, in.W, in.H-88-90)
	if !illustrated {
		return content, geom.Rect{}
	}
	text, pic = content.SplitX(content.W * 0.52)
	text.W -= 30
	pic = pic.InsetXY(6, 0)
	pic.H = min(pic.H, pic.W*0.85)
	return text, pic
}

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
	render.DrawWrapped(dst, a.T(p.Body), render.Face(render.Body, render.SizeBody), text, render.Left, render.Ink)
	pageNo := a.T("rules.page", "page", r.page+1, "pages", len(pages))
	render.DrawText(dst, pageNo, render.Face(render.Medium, render.SizeSmall), rulesPage.Center().X, rulesPage.Bottom()-32-28, render.Center, render.Middle, render.InkSoft)
}
