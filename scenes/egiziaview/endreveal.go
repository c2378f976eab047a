package egiziaview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The end screen's reveal (gameview.Entry.EndReveal): the Sphinx cards,
// secret during play, are shown face up for every player at the end
// (§5.2 step 3), each marked met (a green tick, its points) or not (a red
// cross, 0).

// revealCard is one Sphinx card as the end screen shows it.
type revealCard struct {
	ID, Points int
	Met        bool
}

// revealed is seat's Sphinx cards at the end of st, as scored.
func revealed(st *egizia.State, seat int) []revealCard {
	var out []revealCard
	for _, c := range st.RevealedSphinx(seat) {
		out = append(out, revealCard{ID: c.Card, Points: c.Points, Met: c.Points > 0})
	}
	return out
}

// revealSum is seat's line over its cards: the points and how many met.
func revealSum(env *gameview.Env, cs []revealCard) string {
	if len(cs) == 0 {
		return tr(env.Bundle(), "egizia.end.none")
	}
	pts, met := 0, 0
	for _, c := range cs {
		pts += c.Points
		if c.Met {
			met++
		}
	}
	return tr(env.Bundle(), "egizia.end.sum", "n", pts, "met", met, "cards", len(cs))
}

// EndReveal draws every player's Sphinx cards in r, one column a player.
func EndReveal(dst *ebiten.Image, r geom.Rect, s engine.State, env *gameview.Env) {
	st, ok := s.(*egizia.State)
	if !ok || !st.Terminal() {
		return
	}
	loc := env.Bundle()
	// Body size: 14 px and more in a 1280 x 720 window (ART.md).
	small := render.Face(render.Body, render.SizeBody)
	bold := render.Face(render.Bold, render.SizeBody)
	// The title, then the legend of the marks.
	title := tr(loc, "egizia.end.reveal_title")
	tf := render.Face(render.Title, 30)
	render.DrawText(dst, title, tf, r.X+8, r.Y+18, render.Left, render.Middle, render.Ink)
	x := r.X + 8 + render.TextWidth(title, tf) + 40
	for _, met := range []bool{true, false} {
		drawMetBadge(dst, geom.Pt(x+11, r.Y+20), 11, met)
		l := tr(loc, "egizia.end.met")
		if !met {
			l = tr(loc, "egizia.end.unmet")
		}
		render.DrawText(dst, l, small, x+28, r.Y+20, render.Left, render.Middle, render.InkSoft)
		x += 28 + render.TextWidth(l, small) + 30
	}
	n := st.NumPlayers()
	body := geom.R(r.X, r.Y+44, r.W, r.H-44)
	colW := body.W / float64(n)
	for q := 0; q < n; q++ {
		col := geom.R(body.X+float64(q)*colW+8, body.Y, colW-16, body.H)
		if q > 0 {
			render.Line(dst, geom.Pt(col.X-8, col.Y), geom.Pt(col.X-8, col.Bottom()), render.StrokeThin, render.WithAlpha(render.Ink, 0.25))
		}
		cs := revealed(st, q)
		// The player: mark, name, the sum of its cards.
		head := geom.R(col.X, col.Y, col.W, 30)
		if q < len(env.Seats) {
			render.DrawPlayerMark(dst, geom.Pt(head.X+11, head.Center().Y), 22, env.Seats[q].Color)
		}
		name := env.SeatName(q, logSection+"seat")
		nw := math.Min(render.TextWidth(name, bold), head.W*0.45)
		render.DrawInRect(dst, render.Ellipsize(name, bold, nw), bold, geom.R(head.X+28, head.Y, nw, head.H), render.Left, render.Middle, render.Ink)
		sum := revealSum(env, cs)
		sr := geom.R(head.X+28+nw+12, head.Y, head.Right()-(head.X+28+nw+12), head.H)
		render.DrawInRect(dst, render.Ellipsize(sum, small, sr.W), small, sr, render.Left, render.Middle, render.InkSoft)
		// The cards, as large as the column lets them, each with its mark
		// and its points under it.
		area := geom.R(col.X, head.Bottom()+6, col.W, col.Bottom()-head.Bottom()-6)
		ptsH := 28.0
		ch := area.H - ptsH - 2
		cw := ch * 0.72
		gap := 8.0
		if k := float64(len(cs)); k > 0 && k*cw+(k-1)*gap > area.W {
			cw = (area.W - (k-1)*gap) / k
			ch = cw / 0.72
		}
		for i, c := range cs {
			cr := geom.R(area.X+float64(i)*(cw+gap), area.Y, cw, ch)
			paintSphinxCard(dst, cr, c.ID)
			drawMetBadge(dst, geom.Pt(cr.Right()-4, cr.Bottom()-4), math.Min(13, cw*0.16), c.Met)
			txt, clr := "0", render.Terracotta
			if c.Met {
				txt, clr = "+"+strconv.Itoa(c.Points), render.Ink
			}
			render.DrawInRect(dst, txt, bold, geom.R(cr.X, cr.Bottom()+2, cr.W, ptsH), render.Center, render.Middle, clr)
		}
	}
}

// drawMetBadge is a round mark at c: a tick on green (met), a cross on
// red (not met).
func drawMetBadge(dst *ebiten.Image, c geom.Point, rad float64, met bool) {
	fill := render.ReedGreen
	if !met {
		fill = render.Terracotta
	}
	render.FillCircle(dst, c, rad, fill)
	render.StrokeCircle(dst, c, rad, 1.5, render.Ink)
	w := math.Max(2, rad*0.28)
	s := rad * 0.5
	if met {
		render.Line(dst, geom.Pt(c.X-s, c.Y), geom.Pt(c.X-s*0.25, c.Y+s*0.7), w, render.Papyrus)
		render.Line(dst, geom.Pt(c.X-s*0.25, c.Y+s*0.7), geom.Pt(c.X+s, c.Y-s*0.7), w, render.Papyrus)
		return
	}
	render.Line(dst, geom.Pt(c.X-s*0.75, c.Y-s*0.75), geom.Pt(c.X+s*0.75, c.Y+s*0.75), w, render.Papyrus)
	render.Line(dst, geom.Pt(c.X-s*0.75, c.Y+s*0.75), geom.Pt(c.X+s*0.75, c.Y-s*0.75), w, render.Papyrus)
}
