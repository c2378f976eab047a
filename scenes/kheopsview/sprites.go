package kheopsview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The moving layer is made only of cached images and text: the render
// helpers draw vector shapes antialiased through an offscreen buffer, so a
// shape drawn every frame would cost a flush each. Things at rest are
// drawn through Sprites.DrawPlaced (exact to the sub-pixel, so adjacent
// tiles line up); things in motion (a tile turning or flying, a pawn
// gliding) blit one image per size through a transform.

// tileKey identifies a tile drawing: the tile, its slot orientation and
// rotation; id 0 is the back.
func tileKey(kind string, id int, down bool, k int) render.SpriteKey {
	v := id<<3 | k
	if down {
		v |= 4
	}
	return render.SpriteKey{Kind: kind, Variant: v}
}

// frameOf is tile frame t (an up or down triangle, unrotated) turned to
// rotation k.
func frameOf(t tri, k int) tri { return t.rotated(k) }

// placedTile draws tile id (0: face down) at rest in triangle t with
// rotation k.
func placedTile(dst render.Target, sp *render.Sprites, t tri, id, k int) {
	down := t.v[0].Y > t.centroid().Y
	r := t.bounds()
	m := 3
	sp.DrawPlaced(dst, tileKey("kheops.tile", id, down, k), r, m, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		tt := shiftTri(t, rr.X-r.X, rr.Y-r.Y)
		if id == 0 {
			drawTileBack(img, tt)
			return
		}
		drawTile(img, frameOf(tt, k), id, true)
	})
}

func shiftTri(t tri, dx, dy float64) tri {
	for i := range t.v {
		t.v[i] = t.v[i].Add(geom.Pt(dx, dy))
	}
	return t
}

// tileImage is tile id (0: back) drawn up or down at rotation k with side
// a, its centroid at the centre of a square image, without its symbol
// (a turning tile keeps its symbol upright: see drawMoving).
func tileImage(sp *render.Sprites, id int, down bool, k int, a float64) *ebiten.Image {
	side := int(math.Ceil(a*1.2)) + 6
	key := tileKey("kheops.tileimg", id, down, k)
	key.Size = int(math.Round(a * 4))
	return sp.GetAA(key, side, side, func(img *ebiten.Image) {
		c := geom.Pt(float64(side)/2, float64(side)/2)
		t := upTri(c, a)
		if down {
			t = downTri(c, a)
		}
		if id == 0 {
			drawTileBack(img, t)
			return
		}
		drawTile(img, frameOf(t, k), id, false)
	})
}

// blitAt draws img centred on c, scaled and turned (radians, clockwise)
// about its centre, faded by alpha.
func blitAt(dst render.Target, img *ebiten.Image, c geom.Point, scale, angle, alpha float64) {
	w, h := render.ImageSize(img)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(c.X, c.Y)
	op.Filter = ebiten.FilterLinear
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(math.Max(0, alpha)))
	}
	render.DrawImage(dst, img, &op)
}

// pawnRect is the box a pawn of height size stands in, centred on c.
func pawnRect(c geom.Point, size float64) geom.Rect { return geom.RectFromCenter(c, size*0.86, size) }

// placedPawn draws a pawn at rest.
func placedPawn(dst render.Target, sp *render.Sprites, p kheops.Pawn, pc render.PlayerColor, c geom.Point, size float64, dots bool) {
	v := int(p.Kind)
	if dots {
		v |= 8
	}
	r := pawnRect(c, size)
	m := int(math.Ceil(size*0.12)) + 2
	sp.DrawPlaced(dst, render.SpriteKey{Kind: "kheops.pawn", Color: pc, Variant: v}, r, m, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		drawPawn(img, p.Kind, pc, rr.Center(), size, dots)
	})
}

// pawnImage is a pawn of height size centred in a square image.
func pawnImage(sp *render.Sprites, k kheops.PawnKind, pc render.PlayerColor, size float64, dots bool) *ebiten.Image {
	side := int(math.Ceil(size*1.3)) + 4
	v := int(k)
	if dots {
		v |= 8
	}
	return sp.GetAA(render.SpriteKey{Kind: "kheops.pawnimg", Color: pc, Variant: v, Size: int(math.Round(size * 4))}, side, side, func(img *ebiten.Image) {
		drawPawn(img, k, pc, geom.Pt(float64(side)/2, float64(side)/2), size, dots)
	})
}

// symbolImage is a symbol medallion of diameter size.
func symbolImage(sp *render.Sprites, id int, size float64) *ebiten.Image {
	s := int(math.Ceil(size)) + 4
	return sp.GetAA(render.SpriteKey{Kind: "kheops.sym", Variant: id, Size: int(math.Round(size * 4))}, s, s, func(img *ebiten.Image) {
		drawSymbol(img, kheops.Tiles[id], geom.Pt(float64(s)/2, float64(s)/2), size)
	})
}

// triGlow marks triangle t: a turquoise halo, strong when hot (hovered).
func triGlow(dst render.Target, sp *render.Sprites, t tri, hot bool, clr color.RGBA) {
	down := t.v[0].Y > t.centroid().Y
	r := t.bounds()
	m := int(math.Ceil(t.side()*0.08)) + 3
	v := 0
	if down {
		v = 1
	}
	if hot {
		v |= 2
	}
	sp.DrawPlaced(dst, render.SpriteKey{Kind: "kheops.glow", Variant: v, Size: colourKey(clr)}, r, m, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		tt := shiftTri(t, rr.X-r.X, rr.Y-r.Y)
		a := tt.side()
		if hot {
			render.FillPolygon(img, tt.poly(), render.WithAlpha(clr, 0.22))
		}
		for i := 4; i >= 1; i-- {
			f := 1 + float64(i)*0.012*a/inradius(a)
			al := 0.12 * float64(5-i)
			if hot {
				al *= 1.6
			}
			render.StrokePolygon(img, tt.scaled(f).poly(), 2.5, render.WithAlpha(clr, al))
		}
		w := 2.5
		if hot {
			w = 4
		}
		render.StrokePolygon(img, tt.poly(), w, clr)
	})
}

// triFill washes triangle t in a colour (network overlay, dimming).
func triFill(dst render.Target, sp *render.Sprites, t tri, clr color.RGBA) {
	down := t.v[0].Y > t.centroid().Y
	r := t.bounds()
	v := 0
	if down {
		v = 1
	}
	sp.DrawPlaced(dst, render.SpriteKey{Kind: "kheops.wash", Variant: v, Size: colourKey(clr)}, r, 2, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		render.FillPolygon(img, shiftTri(t, rr.X-r.X, rr.Y-r.Y).poly(), clr)
	})
}

// triLine outlines triangle t.
func triLine(dst render.Target, sp *render.Sprites, t tri, width float64, clr color.RGBA) {
	down := t.v[0].Y > t.centroid().Y
	r := t.bounds()
	v := 0
	if down {
		v = 1
	}
	sp.DrawPlaced(dst, render.SpriteKey{Kind: "kheops.outline", Variant: v, Size: colourKey(clr)}, r, int(math.Ceil(width))+2, [3]float64{width}, func(img *ebiten.Image, rr geom.Rect) {
		render.StrokePolygon(img, shiftTri(t, rr.X-r.X, rr.Y-r.Y).poly(), width, clr)
	})
}

func colourKey(c color.RGBA) int {
	return int(c.R) | int(c.G)<<8 | int(c.B)<<16 | int(c.A)<<24
}

// box draws a rounded box over r.
func box(dst render.Target, sp *render.Sprites, r geom.Rect, st gameview.BoxStyle) {
	m := int(math.Ceil(st.Width)) + 2
	if st.Shadow {
		m += 8
	}
	sp.DrawPlaced(dst, render.SpriteKey{Kind: "kheops.box", Variant: st.Hash()}, r, m, [3]float64{}, st.Paint)
}

// disc draws a round button face.
func disc(dst render.Target, sp *render.Sprites, c geom.Circle, fill, stroke color.RGBA, width float64) {
	r := c.Bounds()
	sp.DrawPlaced(dst, render.SpriteKey{Kind: "kheops.disc", Variant: colourKey(fill), Size: colourKey(stroke)}, r, int(math.Ceil(width))+6, [3]float64{width}, func(img *ebiten.Image, rr geom.Rect) {
		cc := rr.Center()
		render.FillCircle(img, cc.Add(geom.Pt(2, 3)), c.R, render.WithAlpha(render.Ink, 0.25))
		render.FillCircle(img, cc, c.R, fill)
		render.StrokeCircle(img, cc, c.R, width, stroke)
	})
}

// drawMovingTile draws tile id (back: face down) with side a centred on
// c, turned by angle (0: pointing up, rotation 0) and faded by alpha; the
// symbol stays upright and rides with its corner. ref is the side the
// image is drawn at (scaled to a).
func drawMovingTile(dst render.Target, sp *render.Sprites, id int, back bool, c geom.Point, a, ref, angle, alpha float64) {
	if ref <= 0 || a <= 0 {
		return
	}
	img := tileImage(sp, id, false, 0, ref)
	if back {
		img = tileImage(sp, 0, false, 0, ref)
	}
	blitAt(dst, img, c, a/ref, angle, alpha)
	if back || id < 1 || id > kheops.NumTiles || kheops.Tiles[id].Symbol == kheops.NoSymbol {
		return
	}
	off := geom.Pt(0, -a/math.Sqrt(3)*symbolFrac).Rotate(geom.Point{}, angle)
	blitAt(dst, symbolImage(sp, id, symbolSize(ref)), c.Add(off), a/ref, 0, alpha)
}

// tileAngle is the turn that takes a tile's upright drawing to rotation k
// in an up or down slot (§2.5).
func tileAngle(down bool, k int) float64 {
	a := float64(k) * 2 * math.Pi / 3
	if down {
		a += math.Pi
	}
	return a
}
