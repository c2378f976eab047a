package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

// SpriteKey identifies a cached static drawing. Kind names what is drawn
// ("piece", "icon", or a view's own kinds); Color, Shape and Variant
// distinguish instances; Size is the logical size it was drawn at. The
// density is not part of the key: a cache starts again when it changes.
type SpriteKey struct {
	Kind    string
	Color   PlayerColor
	Shape   Shape
	Variant int
	Size    int
}

// Sprites caches static drawings as images, at the density, so that each
// is drawn once and then blitted. Not safe for concurrent use (ebiten
// draws on one goroutine).
type Sprites struct {
	m      map[SpriteKey]*ebiten.Image
	placed map[placedKey]*ebiten.Image
	gen    uint64 // the density's generation the images were drawn at
}

// placedKey is a drawing cached with its size and sub-pixel position.
type placedKey struct {
	k      SpriteKey
	rw, rh int32 // r's size, 1/64 logical px
	fx, fy int8  // r's sub-pixel position, 1/64 device px
	margin int
	extra  [3]float64
}

// NewSprites returns an empty cache.
func NewSprites() *Sprites { return &Sprites{m: map[SpriteKey]*ebiten.Image{}} }

// Get returns the cached image for k, first creating an image of w x h
// logical pixels (NewImage) and calling draw on it if k is new. Blit it
// with DrawImage.
func (s *Sprites) Get(k SpriteKey, w, h int, draw func(img *ebiten.Image)) *ebiten.Image {
	s.check()
	if img, ok := s.m[k]; ok {
		return img
	}
	if s.m == nil {
		s.m = map[SpriteKey]*ebiten.Image{}
	}
	img := NewImage(max(w, 1), max(h, 1))
	draw(img)
	s.m[k] = img
	return img
}

// GetAA is Get for a drawing made through this package only: its
// antialiased shapes are painted together (see BatchAA).
func (s *Sprites) GetAA(k SpriteKey, w, h int, draw func(img *ebiten.Image)) *ebiten.Image {
	return s.Get(k, w, h, func(img *ebiten.Image) { BatchAA(img, func() { draw(img) }) })
}

// check starts the cache again when the density changed. The images are
// dropped, not freed: a display list may still hold them.
func (s *Sprites) check() {
	if s.gen != dens.gen {
		s.m, s.placed, s.gen = nil, nil, dens.gen
	}
}

// Len is the number of cached images.
func (s *Sprites) Len() int { return len(s.m) + len(s.placed) }

// Clear drops every image (after a resize or a scale change).
func (s *Sprites) Clear() {
	for _, img := range s.m {
		img.Deallocate()
	}
	clear(s.m)
	s.placed = nil
}

// placedMax bounds the drawings cached by DrawPlaced; past it the cache
// starts again (images in use stay valid: they are dropped, not freed).
const placedMax = 2048

// DrawPlaced blits what paint draws over r, drawn once per key k, size and
// sub-pixel position of r (to 1/64 device px) and extra. paint draws
// through this package only; it receives an image and the rectangle
// standing for r on it (logical pixels), with margin logical pixels around
// it for strokes and shadows. The result matches drawing at r directly,
// for the price of a blit.
func (s *Sprites) DrawPlaced(dst Target, k SpriteKey, r geom.Rect, margin int, extra [3]float64, paint func(img *ebiten.Image, r geom.Rect)) {
	s.check()
	// Placed on the device pixels: x0, y0, the margin and the image in
	// device pixels; paint still draws in logical ones.
	d := dens.d
	rx, ry := r.X*d, r.Y*d
	x0, y0 := math.Floor(rx), math.Floor(ry)
	fx, fy := math.Round((rx-x0)*64), math.Round((ry-y0)*64)
	if fx == 64 {
		x0, fx = x0+1, 0
	}
	if fy == 64 {
		y0, fy = y0+1, 0
	}
	m := margin
	if d != 1 {
		m = int(math.Ceil(float64(margin) * d))
	}
	w := int(math.Ceil(fx/64+r.W*d)) + 2*m
	h := int(math.Ceil(fy/64+r.H*d)) + 2*m
	pk := placedKey{k: k, rw: int32(math.Round(r.W * 64)), rh: int32(math.Round(r.H * 64)), fx: int8(fx), fy: int8(fy), margin: margin, extra: extra}
	img, ok := s.placed[pk]
	if !ok {
		if s.placed == nil || len(s.placed) >= placedMax {
			s.placed = map[placedKey]*ebiten.Image{}
		}
		img = ebiten.NewImage(max(w, 1), max(h, 1))
		BatchAA(img, func() { paint(img, geom.R((float64(m)+fx/64)/d, (float64(m)+fy/64)/d, r.W, r.H)) })
		s.placed[pk] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x0-float64(m), y0-float64(m))
	flushAA()
	dst.DrawImage(img, &op)
}

// DrawMark is DrawPlayerMark through the cache.
func (s *Sprites) DrawMark(dst Target, c geom.Point, size float64, pc PlayerColor) {
	r := geom.RectFromCenter(c, size, size)
	m := int(math.Ceil(size*0.1+math.Max(StrokeThin, size*0.08))) + 2
	s.DrawPlaced(dst, SpriteKey{Kind: "mark", Color: pc}, r, m, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		DrawPlayerMark(img, rr.Center(), size, pc)
	})
}

// DrawLine is Line through the cache.
func (s *Sprites) DrawLine(dst Target, a, b geom.Point, width float64, clr color.Color) {
	r := geom.R(math.Min(a.X, b.X), math.Min(a.Y, b.Y), math.Abs(b.X-a.X), math.Abs(b.Y-a.Y))
	cr, cg, cb, ca := clr.RGBA()
	m := int(math.Ceil(width)) + 2
	// The direction of the segment inside its box and the colour.
	dir := 0
	if (b.X-a.X)*(b.Y-a.Y) < 0 {
		dir = 1
	}
	key := SpriteKey{Kind: "line", Variant: dir, Size: int(cr>>8 | cg>>8<<8 | cb>>8<<16 | ca>>8<<24)}
	s.DrawPlaced(dst, key, r, m, [3]float64{width, r.W, r.H}, func(img *ebiten.Image, rr geom.Rect) {
		p, q := rr.Min(), rr.Max()
		if dir == 1 {
			p, q = geom.Pt(rr.X, rr.Bottom()), geom.Pt(rr.Right(), rr.Y)
		}
		Line(img, p, q, width, clr)
	})
}

// Piece returns the sprite of a player's stone of the given size, with its
// shadow; the block sits PieceMargin(size) pixels in from the top-left.
func (s *Sprites) Piece(pc PlayerColor, shape Shape, size int) *ebiten.Image {
	m := PieceMargin(size)
	k := SpriteKey{Kind: "piece", Color: pc, Shape: shape, Size: size}
	return s.GetAA(k, size+2*m, size+2*m, func(img *ebiten.Image) { drawPieceSprite(img, size, pc, shape) })
}

// DrawPiece blits the cached stone centred on (cx, cy). op may be nil; its
// GeoM applies about the sprite's centre (scale for a pop, rotate for a
// tumble) and its ColorScale as given (fade in, desaturate).
func (s *Sprites) DrawPiece(dst Target, cx, cy float64, size int, pc PlayerColor, shape Shape, op *ebiten.DrawImageOptions) {
	img := s.Piece(pc, shape, size)
	blitCentred(dst, img, cx, cy, op)
}

// Icon returns the sprite of an icon drawn in a size x size box.
func (s *Sprites) Icon(ic Icon, size int) *ebiten.Image {
	k := SpriteKey{Kind: "icon", Variant: int(ic), Size: size}
	return s.GetAA(k, size, size, func(img *ebiten.Image) {
		DrawIcon(img, ic, float64(size)/2, float64(size)/2, float64(size))
	})
}

// DrawIcon blits the cached icon centred on (cx, cy); op as for DrawPiece.
func (s *Sprites) DrawIcon(dst Target, ic Icon, cx, cy float64, size int, op *ebiten.DrawImageOptions) {
	blitCentred(dst, s.Icon(ic, size), cx, cy, op)
}

func blitCentred(dst Target, img *ebiten.Image, cx, cy float64, op *ebiten.DrawImageOptions) {
	var o ebiten.DrawImageOptions
	if op != nil {
		o = *op
	}
	w, h := ImageSize(img)
	var g ebiten.GeoM
	g.Translate(-w/2, -h/2)
	if op != nil {
		g.Concat(op.GeoM)
	}
	g.Translate(cx, cy)
	o.GeoM = g
	o.Filter = ebiten.FilterLinear
	DrawImage(dst, img, &o)
}
