package scenes

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
	"nilegames/scenes/session"
)

// EndScene shows the winner and the score breakdown per source, as a table
// and a bar chart, with "play again" (same seats) and "menu".
type EndScene struct {
	a       *App
	m       *MatchScene
	ui      ui
	sources []string // score sources in the order of the breakdown
	points  [][]int  // points[seat][source]
	totals  []int
	winners []int
}

// sourceColors tell the sources apart in the bar chart; each also gets a
// hatching so that the chart reads without colour.
var sourceColors = []color.RGBA{
	render.Lapis, render.Gold, render.Terracotta, render.ReedGreen,
	render.NileLight, render.Wood, render.Turquoise, render.LimestoneShade, render.InkSoft,
}

// NewEnd builds the end-of-game scene of a finished match.
func NewEnd(a *App, m *MatchScene) *EndScene {
	e := &EndScene{a: a, m: m}
	st := m.s.State()
	scores := st.Scores()
	idx := map[string]int{}
	for _, sc := range scores {
		for _, p := range sc.Parts {
			if _, ok := idx[p.Source]; !ok {
				idx[p.Source] = len(e.sources)
				e.sources = append(e.sources, p.Source)
			}
		}
	}
	for _, sc := range scores {
		row := make([]int, len(e.sources))
		for _, p := range sc.Parts {
			row[idx[p.Source]] += p.Points
		}
		e.points = append(e.points, row)
		e.totals = append(e.totals, sc.Total)
	}
	e.winners = st.Winners()
	return e
}

// Winners are the seats sharing first place.
func (e *EndScene) Winners() []int { return e.winners }

// Sources are the score sources shown.
func (e *EndScene) Sources() []string { return e.sources }

func (e *EndScene) Enter() {
	a, u := e.a, &e.ui
	a.Invalidate()
	u.clear()
	again := a.T("end.play_again")
	menu := a.T("end.menu")
	w1, w2 := buttonWidth(again, false, 300), buttonWidth(menu, false, 220)
	x := geom.LogicalW/2 - (w1+w2+24)/2
	y := 870.0
	if _, _, reveal := e.boxes(); !reveal.Empty() {
		y = reveal.Bottom() + 20
	}
	u.add(&widget{id: "again", r: geom.R(x, y, w1, 64), label: again, kind: wPrimary})
	u.add(&widget{id: "menu", r: geom.R(x+w1+24, y, w2, 64), label: menu})
}

func (e *EndScene) Update(f *Frame) {
	clicked, changed := e.ui.update(f.In)
	for _, id := range clicked {
		switch id {
		case "again":
			e.playAgain()
			return
		case "menu":
			e.a.ToMenu()
			return
		}
	}
	for _, in := range f.In {
		if in.Kind == input.Back {
			e.a.ToMenu()
			return
		}
	}
	if changed {
		e.a.Redraw()
	}
}

// playAgain starts a new match with the same game, options and seats.
func (e *EndScene) playAgain() {
	sp := e.m.s.Spec()
	sp.Seed = session.DecisionSeed(sp.Seed^uint64(e.a.cfg.Now().UnixNano()), e.m.s.Moves())
	opts := sp.Options.Clone()
	delete(opts, "players")
	sp.Options = opts
	if err := e.a.StartMatch(sp); err != nil {
		e.a.notice = message{key: "error.start", args: []any{"error", err.Error()}}
		e.a.ToMenu()
	}
}

func (e *EndScene) sourceLabel(src string) string {
	if e.m.entry.Source == "" {
		return src
	}
	return e.a.T(e.m.entry.Source + "." + src)
}

func (e *EndScene) Draw(dst *ebiten.Image) {
	render.DrawImage(dst, e.a.layer(e, e.drawBase), nil)
	e.ui.draw(dst, e.a.widgets)
}

// drawBase paints everything but the buttons.
func (e *EndScene) drawBase(dst *ebiten.Image) {
	a := e.a
	drawBackground(dst)
	seats := e.m.env.Seats
	// Headline.
	var names []string
	for _, w := range e.winners {
		names = append(names, seats[w].Name)
	}
	head := a.T("end.winner", "name", strings.Join(names, ", "))
	if len(names) > 1 {
		head = a.T("end.tie", "names", strings.Join(names, a.T("end.and")))
	}
	tf := render.Face(render.Title, render.SizeTitle)
	render.DrawText(dst, head, tf, geom.LogicalW/2, 80, render.Center, render.Middle, render.Ink)
	hw := render.TextWidth(head, tf)
	a.frieze(dst, geom.R(geom.LogicalW/2-hw/2-40, 124, hw+80, 10), 0.8)
	sub := a.T("end.subtitle", "game", a.gameName(e.m.entry.Name))
	render.DrawText(dst, sub, render.Face(render.Body, render.SizeBody), geom.LogicalW/2, 160, render.Center, render.Middle, render.InkSoft)

	table, chart, reveal := e.boxes()
	e.drawTable(dst, table)
	e.drawChart(dst, chart)
	if !reveal.Empty() {
		a.panel(dst, reveal, render.PanelStyle{Shadow: true}, false)
		e.m.entry.EndReveal(dst, render.PanelContent(reveal, render.PanelStyle{}), e.m.s.State(), e.m.env)
	}
}

// boxes are the panels of the score table, the chart and what the game
// reveals at the end (Entry.EndReveal; empty when it has none): the
// reveal takes a band over the whole width, under the other two.
func (e *EndScene) boxes() (table, chart, reveal geom.Rect) {
	if e.m.entry.EndReveal == nil {
		return geom.R(60, 210, 900, 600), geom.R(990, 210, 870, 600), geom.Rect{}
	}
	return geom.R(60, 190, 900, 410), geom.R(990, 190, 870, 410), geom.R(60, 616, 1800, 368)
}

func (e *EndScene) drawTable(dst *ebiten.Image, r geom.Rect) {
	a := e.a
	a.panel(dst, r, render.PanelStyle{Shadow: true}, false)
	in := render.PanelContent(r, render.PanelStyle{})
	seats := e.m.env.Seats
	n := len(seats)
	labelW := 300.0
	colW := (in.W - labelW) / float64(n)
	rowH := min(54.0, (in.H-80)/float64(len(e.sources)+1))
	body := render.Face(render.Body, render.SizeBody)
	bold := render.Face(render.Bold, render.SizeBody)
	// Header: a mark and the name of each player.
	y := in.Y + 4
	for i, s := range seats {
		c := geom.R(in.X+labelW+float64(i)*colW, y, colW, 64)
		render.DrawPlayerMark(dst, geom.Pt(c.Center().X, c.Y+18), 26, s.Color)
		render.DrawInRect(dst, s.Name, render.Face(render.Medium, render.SizeSmall), geom.R(c.X+4, c.Y+36, c.W-8, 26), render.Center, render.Middle, render.Ink)
	}
	y += 70
	render.Line(dst, geom.Pt(in.X, y), geom.Pt(in.Right(), y), render.StrokeNormal, render.Ink)
	for j, src := range e.sources {
		row := geom.R(in.X, y, in.W, rowH)
		if j%2 == 1 {
			render.FillRect(dst, row, render.WithAlpha(render.LimestoneShade, 0.18))
		}
		sw := geom.R(row.X+4, row.Center().Y-9, 18, 18)
		drawSwatch(dst, sw, j)
		render.DrawInRect(dst, e.sourceLabel(src), body, geom.R(row.X+32, row.Y, labelW-36, rowH), render.Left, render.Middle, render.Ink)
		for i := range seats {
			v := e.points[i][j]
			txt, clr := fmt.Sprint(v), render.Ink
			if v == 0 {
				txt, clr = "–", render.InkSoft
			} else if v < 0 {
				clr = render.Terracotta
			}
			render.DrawInRect(dst, txt, body, geom.R(in.X+labelW+float64(i)*colW, row.Y, colW, rowH), render.Center, render.Middle, clr)
		}
		y += rowH
	}
	render.Line(dst, geom.Pt(in.X, y), geom.Pt(in.Right(), y), render.StrokeNormal, render.Ink)
	render.DrawInRect(dst, a.T("score.total"), bold, geom.R(in.X+32, y, labelW-36, rowH+6), render.Left, render.Middle, render.Ink)
	for i := range seats {
		c := geom.R(in.X+labelW+float64(i)*colW, y, colW, rowH+6)
		win := false
		for _, w := range e.winners {
			win = win || w == i
		}
		if win {
			render.FillRoundRect(dst, c.Inset(6), 8, render.WithAlpha(render.Gold, 0.45))
		}
		render.DrawInRect(dst, fmt.Sprint(e.totals[i]), render.Face(render.Bold, 26), c, render.Center, render.Middle, render.Ink)
	}
}

// drawSwatch is a source's colour with its hatching.
func drawSwatch(dst *ebiten.Image, r geom.Rect, j int) {
	render.FillRect(dst, r, sourceColors[j%len(sourceColors)])
	hatch(dst, r, j)
	render.StrokeRoundRect(dst, r, 2, render.StrokeThin, render.Ink)
}

// hatch draws the source's pattern (none, stripes, cross, dots...) so that
// bars differ without colour.
func hatch(dst *ebiten.Image, r geom.Rect, j int) {
	clr := render.WithAlpha(render.Papyrus, 0.65)
	step := 9.0
	switch j % 4 {
	case 1: // vertical stripes
		for x := r.X + step/2; x < r.Right(); x += step {
			render.Line(dst, geom.Pt(x, r.Y+1), geom.Pt(x, r.Bottom()-1), 1.5, clr)
		}
	case 2: // horizontal stripes
		for y := r.Y + step/2; y < r.Bottom(); y += step {
			render.Line(dst, geom.Pt(r.X+1, y), geom.Pt(r.Right()-1, y), 1.5, clr)
		}
	case 3: // dots
		for y := r.Y + step/2; y < r.Bottom(); y += step {
			for x := r.X + step/2; x < r.Right(); x += step {
				render.FillCircle(dst, geom.Pt(x, y), 1.6, clr)
			}
		}
	}
}

func (e *EndScene) drawChart(dst *ebiten.Image, r geom.Rect) {
	a := e.a
	a.panel(dst, r, render.PanelStyle{Shadow: true}, false)
	in := render.PanelContent(r, render.PanelStyle{})
	seats := e.m.env.Seats
	render.DrawText(dst, a.T("end.chart"), render.Face(render.Title, 30), in.X+8, in.Y+22, render.Left, render.Middle, render.Ink)
	nameW := 170.0
	band := geom.R(in.X+nameW, in.Y+60, in.W-nameW-70, 0)
	zero, bars := layout.StackedBars(e.points, band.W)
	legendH := float64((len(e.sources)+1)/2)*32 + 40
	barH := min(72.0, (in.H-60-legendH)/float64(len(seats))-18)
	for i, s := range seats {
		y := band.Y + float64(i)*(barH+18)
		render.DrawPlayerMark(dst, geom.Pt(in.X+20, y+barH/2), 24, s.Color)
		render.DrawInRect(dst, s.Name, render.Face(render.Medium, render.SizeSmall), geom.R(in.X+38, y, nameW-44, barH), render.Left, render.Middle, render.Ink)
		for _, sg := range bars[i] {
			seg := geom.R(band.X+sg.X0, y, sg.X1-sg.X0, barH)
			render.FillRect(dst, seg, sourceColors[sg.Part%len(sourceColors)])
			hatch(dst, seg, sg.Part)
			render.StrokeRoundRect(dst, seg, 0, 1, render.Ink)
		}
		end := band.X + zero
		for _, sg := range bars[i] {
			end = max(end, band.X+sg.X1)
		}
		render.DrawText(dst, fmt.Sprint(e.totals[i]), render.Face(render.Bold, render.SizeBody), end+10, y+barH/2, render.Left, render.Middle, render.Ink)
	}
	axisBottom := band.Y + float64(len(seats))*(barH+18) - 10
	render.Line(dst, geom.Pt(band.X+zero, band.Y-8), geom.Pt(band.X+zero, axisBottom), render.StrokeNormal, render.Ink)
	// Legend in two columns.
	ly := axisBottom + 26
	cols := 2
	cw := in.W / float64(cols)
	face := render.Face(render.Body, render.SizeSmall)
	for j, src := range e.sources {
		x := in.X + 8 + float64(j%cols)*cw
		yy := ly + float64(j/cols)*32
		drawSwatch(dst, geom.R(x, yy, 24, 20), j)
		render.DrawInRect(dst, e.sourceLabel(src), face, geom.R(x+34, yy-4, cw-44, 28), render.Left, render.Middle, render.Ink)
	}
}
