package imhotepview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The render helpers draw vector shapes antialiased; every switch between
// such a shape and an image or a glyph flushes a full-size offscreen
// buffer. So the moving layer is made only of cached images and text: the
// boxes, glows, markers and obelisks below are drawn once per size into
// the sprite cache and then blitted.

func sizeKey(w, h int) int { return w<<13 | h }

// drawBox blits a rounded box filling r.
func drawBox(dst render.Target, sp *render.Sprites, r geom.Rect, st gameview.BoxStyle, alpha float64) {
	w, h := max(1, int(math.Round(r.W))), max(1, int(math.Round(r.H)))
	m := int(math.Ceil(st.Width)) + 1
	key := render.SpriteKey{Kind: "imhotep.box", Variant: st.Hash(), Size: sizeKey(w, h)}
	img := sp.GetAA(key, w+2*m, h+2*m, func(img *ebiten.Image) {
		st.Paint(img, geom.R(float64(m), float64(m), float64(w), float64(h)))
	})
	blit(dst, img, r.X-float64(m), r.Y-float64(m), alpha)
}

func blit(dst render.Target, img *ebiten.Image, x, y, alpha float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x, y)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	render.DrawImage(dst, img, &op)
}

// drawGlowSprite is render.DrawGlow around r, cached, faded by strength.
func drawGlowSprite(dst render.Target, sp *render.Sprites, r geom.Rect, radius, strength float64) {
	w, h := max(1, int(math.Round(r.W))), max(1, int(math.Round(r.H)))
	pad := 16
	key := render.SpriteKey{Kind: "imhotep.glow", Variant: int(math.Round(radius)), Size: sizeKey(w, h)}
	img := sp.GetAA(key, w+2*pad, h+2*pad, func(img *ebiten.Image) {
		render.DrawGlow(img, geom.R(float64(pad), float64(pad), float64(w), float64(h)), radius, 1)
	})
	blit(dst, img, r.X-float64(pad), r.Y-float64(pad), math.Max(0, math.Min(1, strength)))
}

// drawMarker blits seat p's score marker (its shape, with a shadow).
func drawMarker(dst render.Target, sp *render.Sprites, c geom.Point, size float64, p int) {
	s := int(math.Round(size))
	pad := max(4, s/4)
	key := render.SpriteKey{Kind: "imhotep.marker", Color: pcOf(p), Size: s}
	img := sp.GetAA(key, s+2*pad, s+2*pad, func(img *ebiten.Image) {
		ctr := geom.Pt(float64(pad)+float64(s)/2, float64(pad)+float64(s)/2)
		render.DrawShadowWith(img, geom.RectFromCenter(ctr, float64(s)*0.8, float64(s)*0.8), float64(s)*0.4, float64(s)*0.08, float64(s)*0.12, 0.3)
		render.DrawPlayerMark(img, ctr, float64(s), pcOf(p))
	})
	iw, ih := render.ImageSize(img)
	blit(dst, img, c.X-iw/2, c.Y-ih/2, 1)
}

// drawObeliskSprite blits a side-B obelisk of height h standing on (cx, by),
// scaled by sc from its base (for its rise).
func drawObeliskSprite(dst render.Target, sp *render.Sprites, cx, by, h float64, p int, k, sc float64) {
	hh := int(math.Round(h))
	w := int(math.Ceil(h*0.3)) + 6
	key := render.SpriteKey{Kind: "imhotep.obelisk", Color: pcOf(p), Size: hh}
	img := sp.GetAA(key, w, hh+4, func(img *ebiten.Image) {
		drawObelisk(img, float64(w)/2, float64(hh)+2, h, pcOf(p), k)
	})
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-float64(w)/2, -float64(hh)-2)
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(cx, by)
	op.Filter = ebiten.FilterLinear
	render.DrawImage(dst, img, &op)
}

// drawTowerSprite blits seat p's side-A obelisk of n stones; bottom is the
// foot of the shaft.
func drawTowerSprite(dst render.Target, sp *render.Sprites, cx, bottom float64, n, p int, l *layout) {
	sh := obSlabH(n)
	shaftH := l.s(sh * float64(n))
	tip := l.s(14)
	w := int(math.Ceil(l.s(34))) + 6
	h := int(math.Ceil(shaftH+tip)) + 6
	key := render.SpriteKey{Kind: "imhotep.tower", Color: pcOf(p), Variant: n, Size: int(math.Round(l.k * 1000))}
	img := sp.GetAA(key, w, h, func(img *ebiten.Image) {
		pc := pcOf(p)
		col := render.Mix(pc.RGBA(), render.Limestone, 0.12)
		cxi := float64(w) / 2
		bot := float64(h) - 3
		top := bot - shaftH
		shaft := geom.R(cxi-l.s(17), top, l.s(34), shaftH)
		render.FillGradientRect(img, shaft, false, render.Stop{At: 0, Color: render.Lighten(col, 0.15)}, render.Stop{At: 1, Color: render.Darken(col, 0.2)})
		if sh >= 4 {
			for j := 1; j < n; j++ {
				y := bot - l.s(sh*float64(j))
				render.Line(img, geom.Pt(shaft.X, y), geom.Pt(shaft.Right(), y), math.Max(1, l.s(1)), render.WithAlpha(render.Ink, 0.35))
			}
		}
		render.StrokeRoundRect(img, shaft, l.s(2), math.Max(1, l.s(1.5)), render.Ink)
		tp := geom.Polygon{geom.Pt(shaft.X, top), geom.Pt(shaft.Right(), top), geom.Pt(cxi, top-tip+1)}
		render.FillPolygon(img, tp, render.Gold)
		render.StrokePolygon(img, tp, math.Max(1, l.s(1.5)), render.Ink)
		render.DrawShape(img, pc.Shape(), geom.Pt(cxi, math.Min(bot-l.s(10), top+l.s(16))), l.s(14), pc.Stamp(), nil, 0)
	})
	blit(dst, img, cx-float64(w)/2, bottom-float64(h)+3, 1)
}

// drawRoundCardSprite blits the round card of np players, index card, in r.
func drawRoundCardSprite(dst render.Target, sp *render.Sprites, r geom.Rect, np, card int, l *layout, sx float64) {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	key := render.SpriteKey{Kind: "imhotep.roundcard", Variant: np*10 + card, Size: sizeKey(w, h)}
	img := sp.GetAA(key, w+4, h+4, func(img *ebiten.Image) {
		cr := geom.R(2, 2, float64(w), float64(h))
		render.FillRoundRectTextured(img, cr, l.s(6), render.PapyrusTexture())
		render.StrokeRoundRect(img, cr, l.s(6), math.Max(1, l.s(1.5)), render.Ink)
		if np < 2 || np > 4 {
			return
		}
		caps := imhotep.RoundCards[np-2][card%7]
		cw := cr.W / 4
		for i, cp := range caps {
			cx := cr.X + cw*(float64(i)+0.5)
			hull := geom.R(cx-cw*0.42, cr.Y+l.s(22), cw*0.84, l.s(24))
			poly := geom.Polygon{geom.Pt(hull.X, hull.Y), geom.Pt(hull.Right(), hull.Y-l.s(3)), geom.Pt(hull.Right()-l.s(7), hull.Bottom()), geom.Pt(hull.X+l.s(5), hull.Bottom())}
			render.FillPolygon(img, poly, render.Wood)
			render.StrokePolygon(img, poly, math.Max(1, l.s(1.2)), render.Ink)
			q := l.s(8)
			x0 := cx - (float64(cp)*q+float64(cp-1)*l.s(2))/2
			for k := 0; k < cp; k++ {
				sq := geom.R(x0+float64(k)*(q+l.s(2)), hull.Y+l.s(5), q, q)
				render.FillRect(img, sq, render.Limestone)
				render.StrokeRoundRect(img, sq, 0, math.Max(1, l.s(1)), render.Ink)
			}
		}
		// Digits last, after every shape.
		for i, cp := range caps {
			cx := cr.X + cw*(float64(i)+0.5)
			render.DrawText(img, itoa(cp), figureFace("round card", l), cx, cr.Y+l.s(11), render.Center, render.Middle, render.Ink)
		}
	})
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-float64(w+4)/2, 0)
	op.GeoM.Scale(sx, 1)
	op.GeoM.Translate(r.Center().X, r.Y-2)
	op.Filter = ebiten.FilterLinear
	render.DrawImage(dst, img, &op)
}

// Common box styles.
var (
	styleCell     = gameview.BoxStyle{Fill: render.WithAlpha(render.LimestoneShade, 0.25), Stroke: render.WithAlpha(render.InkSoft, 0.45), Width: 1, Radius: 5}
	styleNext     = gameview.BoxStyle{Stroke: render.WithAlpha(render.Lapis, 0.55), Width: 2, Radius: 5}
	styleWash     = gameview.BoxStyle{Fill: render.WithAlpha(render.Sand, 0.55), Radius: 10}
	styleBadge    = gameview.BoxStyle{Fill: render.Papyrus, Stroke: render.Ink, Width: 1.5}
	styleGoldPill = gameview.BoxStyle{Fill: render.Gold, Stroke: render.Ink, Width: 1.2}
)
