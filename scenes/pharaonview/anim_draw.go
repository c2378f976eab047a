package pharaonview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview"
)

// drawSprite paints s at eased progress t: on an arc (lift), growing from
// nothing or shrinking away, a Jar turning over, a card turning.
func (v *View) drawSprite(dst *ebiten.Image, s *sprite, t float64) {
	k := v.pl.K
	u := anim.Clamp01(t)
	r := geom.Rect{
		X: anim.Lerp(s.from.X, s.to.X, t), Y: anim.Lerp(s.from.Y, s.to.Y, t),
		W: anim.Lerp(s.from.W, s.to.W, u), H: anim.Lerp(s.from.H, s.to.H, u),
	}
	arc := 4 * u * (1 - u)
	r = r.Translate(0, -s.lift*k*arc)
	scale := 1.0
	if s.fadeIn {
		scale *= 0.25 + 0.75*math.Min(1, u*2)
	}
	if s.fadeOut {
		scale *= 1 - 0.85*u
		if u >= 1 {
			return
		}
	}
	if s.phase == spWait {
		scale = 1
		if s.fadeIn {
			return
		}
	}
	c := r.Center()
	r = geom.RectFromCenter(c, r.W*scale, r.H*scale)
	if r.W < 1 || r.H < 1 {
		return
	}
	size := math.Min(r.W, r.H)
	switch s.look {
	case lkRes:
		drawRes(dst, s.id, c, size, false)
	case lkOff:
		drawOffering(dst, s.id, c, size)
	case lkWheel:
		v.drawWheelToken(dst, pharaon.WheelSlot{Token: s.id, By: s.by}, c, size*0.93)
	case lkDisc:
		render.DrawPlayerMark(dst, c, size, v.Colour(s.id))
	case lkCube:
		pc := v.Colour(s.id)
		render.DrawPiece(dst, c.X, c.Y, size, pc, pc.Shape())
	case lkArtisan:
		if arc > 0.05 {
			render.DrawShadowWith(dst, r, 6*k, 4*k*arc, 6*k, 0.25*arc)
		}
		v.drawFlyingCard(dst, s, r, func(img *ebiten.Image, cr geom.Rect) {
			widget.PaintCardFace(img, cr, artisanCard(s.id, v.Env.Bundle()))
		})
	case lkNoble:
		if arc > 0.05 {
			render.DrawShadowWith(dst, r, 6*k, 4*k*arc, 6*k, 0.25*arc)
		}
		v.drawFlyingCard(dst, s, r, func(img *ebiten.Image, cr geom.Rect) {
			paintNoble(img, cr, s.id, v.Env.Bundle())
		})
	case lkJar:
		v.drawJarSprite(dst, s, r, u)
	case lkPharaoh:
		drawPharaohToken(dst, c, size)
	case lkFirst:
		drawFirstToken(dst, c, size)
	case lkSeatCard:
		drawTurningCard(dst, s.from, s.id, anim.Lerp(s.rot0, s.rot1, t))
	case lkGlow:
		a := math.Sin(u * math.Pi)
		g := s.to.Inset(-3 * k)
		render.FillRoundRect(dst, g, 5*k, render.WithAlpha(render.Gold, 0.45*a))
		render.StrokeRoundRect(dst, g, 5*k, math.Max(2, 3*k), render.WithAlpha(render.GoldDeep, a))
	}
}

// drawFlyingCard paints a card on the move: painted once, at the larger
// of its two ends' sizes, into an image, which is then scaled to r; so
// its text shrinks with the card and never spills over it (issue 22: "As
// another of your" floated over the board as the card flew to a panel).
func (v *View) drawFlyingCard(dst *ebiten.Image, s *sprite, r geom.Rect, paint func(img *ebiten.Image, r geom.Rect)) {
	w := math.Ceil(math.Max(s.from.W, s.to.W))
	h := math.Ceil(math.Max(s.from.H, s.to.H))
	if w < 2 || h < 2 || r.W < 1 || r.H < 1 {
		return
	}
	pad := math.Ceil(8 * v.pl.K) // the card's own shadow
	lang := gameview.LangIndex(v.Env.Bundle())
	key := render.SpriteKey{Kind: "pharaon.flycard", Variant: (s.look*100+s.id)*2 + lang, Size: int(w)*10000 + int(h)}
	img := v.Sprites().GetAA(key, int(w+2*pad), int(h+2*pad), func(img *ebiten.Image) {
		paint(img, geom.R(pad, pad, w, h))
	})
	fx, fy := r.W/w, r.H/h
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(fx, fy)
	op.GeoM.Translate(r.X-pad*fx, r.Y-pad*fy)
	op.Filter = ebiten.FilterLinear
	render.DrawImage(dst, img, &op)
}

// drawJarSprite is a Jar: turning face up (flip: its back narrows, then
// its face widens), else face up.
func (v *View) drawJarSprite(dst *ebiten.Image, s *sprite, r geom.Rect, u float64) {
	if !s.flip {
		paintJar(dst, r, s.id)
		return
	}
	if s.phase == spWait {
		return
	}
	w := r.W * math.Abs(math.Cos(u*math.Pi))
	if w < 2 {
		return
	}
	rr := geom.RectFromCenter(r.Center(), w, r.H)
	if u < 0.5 {
		paintJarBack(dst, rr)
		return
	}
	paintJar(dst, rr, s.id)
}

// drawTurningCard is a panel's small Noble card n, upright in r, turned
// by q quarter turns clockwise about its centre, which slides down to
// where the panel lays a tilted card (its bottom edge kept).
func drawTurningCard(dst *ebiten.Image, r geom.Rect, n int, q float64) {
	c := r.Center().Add(geom.Pt(0, (r.H-r.W)/2*q))
	a := q * math.Pi / 2
	cos, sin := math.Cos(a), math.Sin(a)
	at := func(x, y float64) geom.Point { // x, y from the card's centre, upright
		return geom.Pt(c.X+x*cos-y*sin, c.Y+x*sin+y*cos)
	}
	hw, hh := r.W/2, r.H/2
	body := geom.Polygon{at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)}
	bh := math.Min(r.H*0.3, 10)
	band := geom.Polygon{at(-hw, -hh), at(hw, -hh), at(hw, -hh+bh), at(-hw, -hh+bh)}
	render.FillPolygon(dst, body, render.Papyrus)
	if n >= 1 && n <= pharaon.NumNobles {
		render.FillPolygon(dst, band, nobleBand[pharaon.NoblePower[n-1]])
	}
	render.StrokePolygon(dst, body, 1.2, render.Ink)
	cf := render.Face(render.Bold, widget.TextMin)
	render.DrawText(dst, strconv.Itoa(n), cf, c.X, c.Y+3, render.Center, render.Middle, render.Ink)
}

// drawWheelTurn draws, while the wheel turns, three arrows round its rim
// in the direction it turns (the Direction token's), fading in and out.
func (v *View) drawWheelTurn(dst *ebiten.Image) {
	fx := &v.fx
	if fx.turn <= 0 {
		return
	}
	p := v.pl
	a := math.Sin(math.Min(1, fx.turn) * math.Pi)
	clr := render.WithAlpha(render.Terracotta, 0.85*a)
	r := p.WheelR + 12*p.K
	w := math.Max(2, 4*p.K)
	for i := 0; i < 3; i++ {
		a0 := -math.Pi/2 + float64(i)*2*math.Pi/3 + fx.turnDir*(fx.turn-0.5)*0.5
		var arc []geom.Point
		for j := 0; j <= 12; j++ {
			t := a0 + fx.turnDir*0.55*float64(j)/12
			arc = append(arc, geom.Pt(p.WheelC.X+r*math.Cos(t), p.WheelC.Y+r*math.Sin(t)))
		}
		render.Polyline(dst, arc, w, clr)
		end, prev := arc[len(arc)-1], arc[len(arc)-2]
		d := end.Sub(prev)
		d = d.Mul(1 / math.Max(1e-9, d.Len()))
		n := geom.Pt(-d.Y, d.X)
		s := 10 * p.K
		render.FillPolygon(dst, geom.Polygon{end.Add(d.Mul(s)), end.Add(n.Mul(s * 0.6)), end.Sub(n.Mul(s * 0.6))}, clr)
	}
}
