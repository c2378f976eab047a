package render

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/render/geom"
)

// TextureKind selects the grain of a generated texture.
type TextureKind uint8

const (
	Grain  TextureKind = iota // sand: mottling, fine grain and a few specks
	Fibres                    // papyrus: crossed horizontal and vertical strips
)

// TextureSize is the side of the generated tiles; they repeat seamlessly.
const TextureSize = 256

// Seeds of the app's textures: fixed, so every run looks the same.
const (
	SandSeed    = 0x5A4D
	PapyrusSeed = 0x9A9F
)

func splitmix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return x ^ (x >> 31)
}

// lattice returns a value in [0,1) for a wrapped lattice point.
func lattice(seed uint64, ix, iy, px, py int) float64 {
	ix = ((ix % px) + px) % px
	iy = ((iy % py) + py) % py
	h := splitmix(seed ^ uint64(ix)*0x632BE59BD9B4E019 ^ uint64(iy)*0x8CB92BA72F3D8DD7)
	return float64(h>>11) / (1 << 53)
}

// valueNoise is smooth noise with cells cw x ch pixels, periodic over size,
// in [0,1).
func valueNoise(seed uint64, x, y, cw, ch, size int) float64 {
	px, py := size/cw, size/ch
	fx, fy := float64(x)/float64(cw), float64(y)/float64(ch)
	ix, iy := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := fx-float64(ix), fy-float64(iy)
	sx, sy := tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	v00 := lattice(seed, ix, iy, px, py)
	v10 := lattice(seed, ix+1, iy, px, py)
	v01 := lattice(seed, ix, iy+1, px, py)
	v11 := lattice(seed, ix+1, iy+1, px, py)
	top := v00 + (v10-v00)*sx
	bot := v01 + (v11-v01)*sx
	return top + (bot-top)*sy
}

// TexturePixels computes an opaque RGBA tile of size x size (size a power of
// two, at least 64): the base colour with brightness varied by the kind's
// noise. The same arguments always give the same bytes.
func TexturePixels(size int, seed uint64, base color.RGBA, kind TextureKind) []byte {
	pix := make([]byte, 4*size*size)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var d float64 // brightness offset, around 0
			switch kind {
			case Fibres:
				blot := valueNoise(seed, x, y, 64, 64, size) - 0.5
				horiz := valueNoise(seed+1, x, y, 64, 2, size) - 0.5
				vert := valueNoise(seed+2, x, y, 2, 32, size) - 0.5
				grain := lattice(seed+3, x, y, size, size) - 0.5
				d = 0.05*blot + 0.07*horiz + 0.035*vert + 0.025*grain
			default:
				mottle := valueNoise(seed, x, y, 64, 64, size) - 0.5
				mid := valueNoise(seed+1, x, y, 8, 8, size) - 0.5
				grain := lattice(seed+2, x, y, size, size) - 0.5
				d = 0.07*mottle + 0.03*mid + 0.06*grain
				if lattice(seed+3, x, y, size, size) > 0.996 {
					d -= 0.12 // a dark speck
				}
			}
			f := 1 + d
			i := 4 * (y*size + x)
			pix[i+0] = clamp8(float64(base.R) * f)
			pix[i+1] = clamp8(float64(base.G) * f)
			pix[i+2] = clamp8(float64(base.B) * f)
			pix[i+3] = 0xFF
		}
	}
	return pix
}

func clamp8(v float64) uint8 { return uint8(math.Max(0, math.Min(255, math.Round(v)))) }

// NoiseTexture builds a tile image from TexturePixels.
func NoiseTexture(size int, seed uint64, base color.RGBA, kind TextureKind) *ebiten.Image {
	img := ebiten.NewImage(size, size)
	img.WritePixels(TexturePixels(size, seed, base, kind))
	return img
}

var textures struct {
	once          sync.Once
	sand, papyrus *ebiten.Image
}

func loadTextures() {
	textures.sand = NoiseTexture(TextureSize, SandSeed, Sand, Grain)
	textures.papyrus = NoiseTexture(TextureSize, PapyrusSeed, Papyrus, Fibres)
}

// SandTexture is the table background tile, generated once.
func SandTexture() *ebiten.Image {
	textures.once.Do(loadTextures)
	return textures.sand
}

// PapyrusTexture is the panel and card tile, generated once.
func PapyrusTexture() *ebiten.Image {
	textures.once.Do(loadTextures)
	return textures.papyrus
}

// FillPathTextured fills p with tex repeated from dst's origin, so adjacent
// fills line up. A texel covers a logical pixel whatever the density, so
// the grain looks the same on every screen.
func FillPathTextured(dst *ebiten.Image, p *vector.Path, tex *ebiten.Image) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	if len(is) == 0 {
		return
	}
	b := tex.Bounds()
	for i := range vs {
		vs[i].SrcX = float32(b.Min.X) + vs[i].DstX
		vs[i].SrcY = float32(b.Min.Y) + vs[i].DstY
	}
	op := &ebiten.DrawTrianglesOptions{}
	op.Address = ebiten.AddressRepeat
	op.FillRule = ebiten.FillRuleNonZero
	drawTrianglesAA(dst, vs, is, tex, op)
}

// FillRectTextured fills r with tex repeated. A rectangle on whole device
// pixels needs no antialiasing: it is drawn at once.
func FillRectTextured(dst *ebiten.Image, r geom.Rect, tex *ebiten.Image) {
	d := dens.d
	x0, y0, x1, y1 := r.X*d, r.Y*d, r.Right()*d, r.Bottom()*d
	whole := func(v float64) bool { return math.Abs(v-math.Round(v)) < 1e-6 }
	if !whole(x0) || !whole(y0) || !whole(x1) || !whole(y1) {
		FillPathTextured(dst, RoundRectPath(r, 0), tex)
		return
	}
	if r.Empty() {
		return
	}
	b := tex.Bounds()
	sx, sy := float32(b.Min.X), float32(b.Min.Y)
	v := func(x, y float64) ebiten.Vertex {
		return ebiten.Vertex{DstX: float32(math.Round(x)), DstY: float32(math.Round(y)),
			SrcX: sx + float32(x/d), SrcY: sy + float32(y/d), ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
	}
	vs := []ebiten.Vertex{v(x0, y0), v(x1, y0), v(x0, y1), v(x1, y1)}
	op := &ebiten.DrawTrianglesOptions{}
	op.Address = ebiten.AddressRepeat
	flushAA()
	dst.DrawTriangles(vs, []uint16{0, 1, 2, 1, 3, 2}, tex, op)
}

// TileTextured covers r, on whole logical pixels, with tex repeated from
// dst's origin as FillRectTextured does, but as blits of the tile, so that
// dst may be a List and no full-size image is needed to hold the result
// (under software GL a 1920x1080 image is a 2048x2048 texture: 16.8 MB).
func TileTextured(dst Target, r geom.Rect, tex *ebiten.Image) {
	flushAA()
	d := dens.d
	b := tex.Bounds()
	tw, th := float64(b.Dx()), float64(b.Dy())
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x1, y1 := math.Round(r.Right()), math.Round(r.Bottom())
	// Whole tiles first, then the cut ones: blits of the same picture in a
	// row make one draw call, as one blit of a big canvas did.
	for _, whole := range []bool{true, false} {
		for ty := math.Floor(y0/th) * th; ty < y1; ty += th {
			for tx := math.Floor(x0/tw) * tw; tx < x1; tx += tw {
				// The part of this tile inside r, in texels (logical pixels).
				sx0, sy0 := max(x0, tx)-tx, max(y0, ty)-ty
				sx1, sy1 := min(x1, tx+tw)-tx, min(y1, ty+th)-ty
				if (sx0 == 0 && sy0 == 0 && sx1 == tw && sy1 == th) != whole {
					continue
				}
				sub := tex.SubImage(image.Rect(b.Min.X+int(sx0), b.Min.Y+int(sy0), b.Min.X+int(sx1), b.Min.Y+int(sy1))).(*ebiten.Image)
				var op ebiten.DrawImageOptions
				op.GeoM.Scale(d, d)
				op.GeoM.Translate((tx+sx0)*d, (ty+sy0)*d)
				dst.DrawImage(sub, &op)
			}
		}
	}
}

// FillRoundRectTextured fills a rounded rectangle with tex repeated.
func FillRoundRectTextured(dst *ebiten.Image, r geom.Rect, radius float64, tex *ebiten.Image) {
	FillPathTextured(dst, RoundRectPath(r, radius), tex)
}
