package render

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// SpriteKey identifies a cached static drawing. Kind names what is drawn
// ("piece", "icon", or a view's own kinds); Color, Shape and Variant
// distinguish instances; Size is the pixel size it was drawn at.
type SpriteKey struct {
	Kind    string
	Color   PlayerColor
	Shape   Shape
	Variant int
	Size    int
}

// Sprites caches static drawings as images so that each is drawn once and
// then blitted. Clear it when the screen scale changes. Not safe for
// concurrent use (ebiten draws on one goroutine).
type Sprites struct {
	m map[SpriteKey]*ebiten.Image
}

// NewSprites returns an empty cache.
func NewSprites() *Sprites { return &Sprites{m: map[SpriteKey]*ebiten.Image{}} }

// Get returns the cached image for k, first creating a w x h image and
// calling draw on it if k is new.
func (s *Sprites) Get(k SpriteKey, w, h int, draw func(img *ebiten.Image)) *ebiten.Image {
	if img, ok := s.m[k]; ok {
		return img
	}
	if s.m == nil {
		s.m = map[SpriteKey]*ebiten.Image{}
	}
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	draw(img)
	s.m[k] = img
	return img
}

// Len is the number of cached images.
func (s *Sprites) Len() int { return len(s.m) }

// Clear drops every image (after a resize or a scale change).
func (s *Sprites) Clear() {
	for _, img := range s.m {
		img.Deallocate()
	}
	clear(s.m)
}

// Piece returns the sprite of a player's stone of the given size, with its
// shadow; the block sits PieceMargin(size) pixels in from the top-left.
func (s *Sprites) Piece(pc PlayerColor, shape Shape, size int) *ebiten.Image {
	m := PieceMargin(size)
	k := SpriteKey{Kind: "piece", Color: pc, Shape: shape, Size: size}
	return s.Get(k, size+2*m, size+2*m, func(img *ebiten.Image) { drawPieceSprite(img, size, pc, shape) })
}

// DrawPiece blits the cached stone centred on (cx, cy). op may be nil; its
// GeoM applies about the sprite's centre (scale for a pop, rotate for a
// tumble) and its ColorScale as given (fade in, desaturate).
func (s *Sprites) DrawPiece(dst *ebiten.Image, cx, cy float64, size int, pc PlayerColor, shape Shape, op *ebiten.DrawImageOptions) {
	img := s.Piece(pc, shape, size)
	blitCentred(dst, img, cx, cy, op)
}

// Icon returns the sprite of an icon drawn in a size x size box.
func (s *Sprites) Icon(ic Icon, size int) *ebiten.Image {
	k := SpriteKey{Kind: "icon", Variant: int(ic), Size: size}
	return s.Get(k, size, size, func(img *ebiten.Image) {
		DrawIcon(img, ic, float64(size)/2, float64(size)/2, float64(size))
	})
}

// DrawIcon blits the cached icon centred on (cx, cy); op as for DrawPiece.
func (s *Sprites) DrawIcon(dst *ebiten.Image, ic Icon, cx, cy float64, size int, op *ebiten.DrawImageOptions) {
	blitCentred(dst, s.Icon(ic, size), cx, cy, op)
}

func blitCentred(dst, img *ebiten.Image, cx, cy float64, op *ebiten.DrawImageOptions) {
	var o ebiten.DrawImageOptions
	if op != nil {
		o = *op
	}
	b := img.Bounds()
	var g ebiten.GeoM
	g.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	if op != nil {
		g.Concat(op.GeoM)
	}
	g.Translate(cx, cy)
	o.GeoM = g
	o.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &o)
}
