package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/render/geom"
)

// ShapePath returns shape centred on c, fitted to a size x size box with
// the shapes balanced to look equally heavy.
func ShapePath(shape Shape, c geom.Point, size float64) *vector.Path {
	s := size
	switch shape {
	case ShapeSquare:
		return RoundRectPath(geom.RectFromCenter(c, 0.84*s, 0.84*s), 0.05*s)
	case ShapeTriangle:
		return PolygonPath(geom.Polygon{
			c.Add(geom.Pt(0, -0.52*s)),
			c.Add(geom.Pt(0.52*s, 0.4*s)),
			c.Add(geom.Pt(-0.52*s, 0.4*s)),
		})
	case ShapeDiamond:
		return PolygonPath(geom.Polygon{
			c.Add(geom.Pt(0, -0.56*s)),
			c.Add(geom.Pt(0.46*s, 0)),
			c.Add(geom.Pt(0, 0.56*s)),
			c.Add(geom.Pt(-0.46*s, 0)),
		})
	case ShapeCross:
		a, t := 0.5*s, 0.18*s // arm half-length, half-thickness
		return PolygonPath(geom.Polygon{
			c.Add(geom.Pt(-t, -a)), c.Add(geom.Pt(t, -a)), c.Add(geom.Pt(t, -t)),
			c.Add(geom.Pt(a, -t)), c.Add(geom.Pt(a, t)), c.Add(geom.Pt(t, t)),
			c.Add(geom.Pt(t, a)), c.Add(geom.Pt(-t, a)), c.Add(geom.Pt(-t, t)),
			c.Add(geom.Pt(-a, t)), c.Add(geom.Pt(-a, -t)), c.Add(geom.Pt(-t, -t)),
		})
	}
	return CirclePath(c, 0.45*s)
}

// DrawShape draws shape centred on c in a size box: filled with fill, then
// outlined with outline if width > 0.
func DrawShape(dst *ebiten.Image, shape Shape, c geom.Point, size float64, fill, outline color.Color, width float64) {
	p := ShapePath(shape, c, size)
	FillPath(dst, p, fill)
	if width > 0 {
		StrokePath(dst, p, width, outline)
	}
}

// DrawPlayerMark draws the player's shape in the player's colour with an
// ink outline: the marker for panels, legends and score rows.
func DrawPlayerMark(dst *ebiten.Image, c geom.Point, size float64, pc PlayerColor) {
	DrawShape(dst, pc.Shape(), c, size, pc.RGBA(), Ink, math.Max(StrokeThin, size*0.08))
}

// pieceTones returns the top-face, top-face-light and side colours of a
// player's stone: the player's colour with a little limestone in it.
func pieceTones(pc PlayerColor) (top, light, side color.RGBA) {
	base := Mix(pc.RGBA(), Limestone, 0.12)
	return base, Lighten(base, 0.16), Darken(base, 0.32)
}

// DrawPiece draws a player's stone: a block seen slightly from above, in the
// player's colour, with an ink outline and shape stamped on its top face
// in Ink or Papyrus (whichever contrasts more). It fills the size x size
// box centred on (cx, cy); no shadow (the sprite cache adds one).
func DrawPiece(dst *ebiten.Image, cx, cy, size float64, pc PlayerColor, shape Shape) {
	s := size
	box := geom.RectFromCenter(geom.Pt(cx, cy), s, s)
	w := math.Max(1.2, s*0.045) // outline width
	top, light, side := pieceTones(pc)

	body := box.Inset(w / 2)
	FillRoundRect(dst, body, 0.16*s, side)

	face := geom.R(box.X+0.08*s, box.Y+0.06*s, 0.84*s, 0.68*s)
	FillGradientRoundRect(dst, face, 0.12*s, light, top)

	// Chisel marks: a few faint specks, the same on every stone of a colour.
	speck := WithAlpha(Darken(top, 0.5), 0.16)
	seed := splitmix(uint64(pc) + 77)
	for i := 0; i < 7; i++ {
		seed = splitmix(seed)
		fx := 0.12 + 0.76*float64(seed&0xffff)/0xffff
		fy := 0.12 + 0.76*float64((seed>>16)&0xffff)/0xffff
		r := s * (0.012 + 0.018*float64((seed>>32)&0xff)/0xff)
		FillCircle(dst, geom.Pt(face.X+fx*face.W, face.Y+fy*face.H), r, speck)
	}
	// Highlight along the top edge and a crease where top meets side.
	Line(dst, geom.Pt(face.X+0.12*s, face.Y+w), geom.Pt(face.Right()-0.12*s, face.Y+w), math.Max(1, w*0.7), WithAlpha(Lighten(top, 0.6), 0.55))
	StrokeRoundRect(dst, face, 0.12*s, math.Max(1, w*0.6), WithAlpha(Darken(side, 0.4), 0.55))

	stampC := face.Center()
	stamp := pc.Stamp()
	DrawShape(dst, shape, stampC, 0.46*s, stamp, WithAlpha(stamp, 0), 0)

	StrokeRoundRect(dst, body, 0.16*s, w, Ink)
}

// PieceMargin is the transparent border a piece sprite of this size keeps
// around the block for its shadow.
func PieceMargin(size int) int {
	off, blur := pieceShadow(float64(size))
	return int(math.Ceil(off + blur/2 + 1))
}

func pieceShadow(s float64) (offset, blur float64) {
	return math.Max(2, s*0.07), math.Max(3, s*0.14)
}

// drawPieceSprite draws a piece with its shadow into a sprite image whose
// block is at (m, m)-(m+size, m+size).
func drawPieceSprite(img *ebiten.Image, size int, pc PlayerColor, shape Shape) {
	m := float64(PieceMargin(size))
	s := float64(size)
	off, blur := pieceShadow(s)
	DrawShadowWith(img, geom.R(m, m, s, s), 0.16*s, off, blur, 0.25)
	DrawPiece(img, m+s/2, m+s/2, s, pc, shape)
}
