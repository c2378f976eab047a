package egiziaview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/render/widget/wgeom"
)

// markerLayout sizes the score markers sharing a space (as scoreMarks).
func markerLayout(p *Places) wgeom.MarkerLayout {
	return wgeom.MarkerLayout{Big: 20 * p.K, Small: 15 * p.K, Gap: 1 * p.K}
}

// drawScoreMarks paints the score markers at vals, but skip's.
func (v *View) drawScoreMarks(dst *ebiten.Image, vals []int, skip int) {
	p := v.pl
	ms, laps := p.Track.Markers(vals, markerLayout(p))
	for s, m := range ms {
		if s == skip {
			continue
		}
		lap := ""
		if laps[s] != 0 {
			lap = widget.LapText(laps[s], egizia.TrackSize)
		}
		sp, _ := p.Track.Index(vals[s])
		widget.DrawMarker(dst, v.Sprites(), m, v.Colour(s), lap, p.Track.MarkerArea(sp))
	}
}

// along is the point at progress t of the polyline a → path → b.
func along(a geom.Point, path []geom.Point, b geom.Point, t float64) geom.Point {
	if len(path) == 0 {
		return geom.Pt(anim.Lerp(a.X, b.X, t), anim.Lerp(a.Y, b.Y, t))
	}
	pts := append(append([]geom.Point{a}, path...), b)
	var total float64
	for i := 1; i < len(pts); i++ {
		total += pts[i].Sub(pts[i-1]).Len()
	}
	if total <= 0 {
		return b
	}
	d := anim.Clamp01(t) * total
	for i := 1; i < len(pts); i++ {
		l := pts[i].Sub(pts[i-1]).Len()
		if d <= l && l > 0 {
			u := d / l
			return geom.Pt(anim.Lerp(pts[i-1].X, pts[i].X, u), anim.Lerp(pts[i-1].Y, pts[i].Y, u))
		}
		d -= l
	}
	return b
}

// drawSprite paints s at eased progress t.
func (v *View) drawSprite(dst *ebiten.Image, s *sprite, t float64) {
	k := v.pl.K
	u := anim.Clamp01(t)
	c := along(s.from.Center(), s.path, s.to.Center(), t)
	w, h := anim.Lerp(s.from.W, s.to.W, u), anim.Lerp(s.from.H, s.to.H, u)
	arc := 4 * u * (1 - u)
	c = c.Add(geom.Pt(0, -s.lift*k*arc))
	scale := 1.0
	alpha := 1.0
	if s.fadeIn {
		scale *= 0.3 + 0.7*math.Min(1, u*2)
		if s.phase == spWait {
			return
		}
	}
	if s.fadeOut {
		scale *= 1 - 0.7*u
		alpha = 1 - u
		if u >= 1 {
			return
		}
	}
	if s.look == lkShip && len(s.path) > 0 {
		// A sailing ship grows a little on the way: the eye follows it.
		scale *= 1 + 0.35*math.Sin(u*math.Pi)
	}
	if s.phase == spWait {
		scale = 1
	}
	w, h = w*scale, h*scale
	if s.flip {
		// Its back narrows, then its face widens.
		w *= math.Abs(math.Cos(u * math.Pi))
	}
	r := geom.RectFromCenter(c, w, h)
	if r.W < 1 || r.H < 1 {
		return
	}
	back := s.flip && u < 0.5
	if arc > 0.05 && s.lift > 0 {
		render.DrawShadowWith(dst, r, 4*k, 4*k*arc, 6*k, 0.2*arc)
	}
	size := math.Min(r.W, r.H)
	switch s.look {
	case lkShip:
		v.ship(dst, geom.RectFromCenter(c, r.W, r.W), s.by)
	case lkBrick:
		v.brick(dst, r, s.by)
	case lkCard:
		if back || s.id < 1 || s.id > egizia.NumNileCards {
			paintCardBack(dst, r, k)
			return
		}
		paintNileCard(dst, r, s.id, v.Env.Bundle())
	case lkTile:
		if back {
			paintTile(dst, r, egizia.TileBlocked, s.by)
			return
		}
		paintTile(dst, r, s.id, s.by)
	case lkRing:
		rad := size / 2
		render.DrawShadowWith(dst, r, rad, 2*k, 4*k, 0.3)
		render.StrokeCircle(dst, c, rad-3*k, 6*k, render.Lapis)
		render.StrokeCircle(dst, c, rad-3*k, 2*k, render.Turquoise)
		render.StrokeCircle(dst, c, rad, math.Max(1, 1.2*k), render.Ink)
	case lkMark:
		// Not through the sprite cache: its sizes vary frame by frame.
		render.DrawPlayerMark(dst, c, size, v.Colour(s.by))
	case lkSphinx:
		if back || s.id <= 0 {
			paintSphinxBack(dst, r)
			return
		}
		paintSphinxCard(dst, r, s.id)
	case lkBonus:
		panelBonusTile(dst, r, s.id, false)
	case lkOrder:
		paintOrderTile(dst, r, s.id)
	case lkStone:
		drawStone(dst, c, size)
	case lkWheat:
		drawWheat(dst, c, size, render.WithAlpha(wheatColour, alpha))
	case lkCrew:
		drawCrewToken(dst, s.id, c, size, (s.by == 1) != back)
	case lkGlow:
		a := math.Sin(u * math.Pi)
		g := s.to.Inset(-3 * k)
		render.FillRoundRect(dst, g, 5*k, render.WithAlpha(render.Gold, 0.35*a))
		render.StrokeRoundRect(dst, g, 5*k, math.Max(2, 3*k), render.WithAlpha(render.GoldDeep, a))
	case lkPop:
		a := 1.0
		if u > 0.6 {
			a = (1 - u) / 0.4
		}
		f := render.Face(render.Bold, math.Max(widget.TextMin, 20*math.Max(k, 0.8)))
		pc := geom.Pt(s.to.Center().X, anim.Lerp(s.from.Center().Y, s.to.Center().Y, u))
		tw := render.TextWidth(s.text, f) + 12
		pill := geom.RectFromCenter(pc, tw, f.Size*1.3)
		render.FillRoundRect(dst, pill, pill.H/2, render.WithAlpha(render.Papyrus, 0.92*a))
		render.StrokeRoundRect(dst, pill, pill.H/2, 1.5, render.WithAlpha(render.GoldDeep, a))
		render.DrawText(dst, s.text, f, pc.X, pc.Y, render.Center, render.Middle, render.WithAlpha(render.Ink, a))
	}
}

// paintCardBack is a Nile card's back (the decks' look).
func paintCardBack(dst *ebiten.Image, r geom.Rect, k float64) {
	render.FillRoundRect(dst, r, 4*k, render.Darken(render.Wood, 0.1))
	render.StrokeRoundRect(dst, r.Inset(3*k), 3*k, math.Max(1, k), render.WithAlpha(render.Papyrus, 0.6))
	render.StrokeRoundRect(dst, r, 4*k, math.Max(1, k), render.Ink)
}

// drawEffects paints the board's sprites.
func (v *View) drawEffects(dst *ebiten.Image) {
	for _, s := range v.anim().sprites {
		if !s.board {
			continue
		}
		if t, ok := s.shown(); ok {
			v.drawSprite(dst, s, t)
		}
	}
}

// drawPanelEffects paints seat's panel's sprites (the panel clips them).
func (v *View) drawPanelEffects(dst *ebiten.Image, seat int) {
	for _, s := range v.anim().sprites {
		if s.seat != seat && s.seat != -2 {
			continue
		}
		if t, ok := s.shown(); ok {
			v.drawSprite(dst, s, t)
		}
	}
}

// drawRegions shows, over the state before, the regions switched on:
// from the final picture fin, or bare (the printed board st) repainted.
func (v *View) drawRegions(dst, fin, bare *ebiten.Image) {
	regions := v.anim().regions
	last := map[string]int{}
	for i, rg := range regions {
		if rg.on && rg.key != "" {
			last[rg.key] = i
		}
	}
	for i, rg := range regions {
		if !rg.on || rg.key != "" && last[rg.key] != i {
			continue
		}
		src := fin
		if rg.bare {
			src = bare
		}
		for _, r := range rg.rs {
			dr := render.DeviceRect(r).Intersect(dst.Bounds())
			if dr.Empty() {
				continue
			}
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(float64(dr.Min.X), float64(dr.Min.Y))
			dst.DrawImage(src.SubImage(dr).(*ebiten.Image), &op)
		}
		if rg.bare && rg.paint != nil {
			rg.paint(v, dst)
		}
	}
}

// panelMoving reports whether a sprite shows over seat's panel now.
func (v *View) panelMoving(seat int) bool {
	for _, s := range v.anim().sprites {
		if s.seat != seat && s.seat != -2 {
			continue
		}
		if _, ok := s.shown(); ok {
			return true
		}
	}
	return false
}

// boardMoving reports whether a sprite shows over the board now.
func (v *View) boardMoving() bool {
	for _, s := range v.anim().sprites {
		if _, ok := s.shown(); ok && s.board {
			return true
		}
	}
	return false
}

// regionsOn counts the regions switched on.
func (v *View) regionsOn() int {
	n := 0
	for _, r := range v.anim().regions {
		if r.on {
			n++
		}
	}
	return n
}
