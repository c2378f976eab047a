package gameview

import (
	"hash/fnv"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
)

// BoxStyle is a rounded box as views cache it in their sprites: fill,
// outline, maybe a shadow.
type BoxStyle struct {
	Fill   color.RGBA // zero: no fill
	Stroke color.RGBA // zero: no outline
	Width  float64
	Radius float64
	Shadow bool
}

// Hash keys the box's sprite.
func (st BoxStyle) Hash() int {
	h := fnv.New32a()
	for _, c := range []color.RGBA{st.Fill, st.Stroke} {
		h.Write([]byte{c.R, c.G, c.B, c.A})
	}
	w := uint32(math.Round(st.Width * 10))
	r := uint32(math.Round(st.Radius * 10))
	sh := byte(0)
	if st.Shadow {
		sh = 1
	}
	h.Write([]byte{byte(w), byte(w >> 8), byte(r), byte(r >> 8), sh})
	return int(h.Sum32() & 0x7fffffff)
}

// Paint draws the box over r of img.
func (st BoxStyle) Paint(img *ebiten.Image, r geom.Rect) {
	if st.Shadow {
		render.DrawShadowWith(img, r, st.Radius, 3, 6, 0.25)
	}
	if st.Fill.A > 0 {
		render.FillRoundRect(img, r, st.Radius, st.Fill)
	}
	if st.Stroke.A > 0 && st.Width > 0 {
		render.StrokeRoundRect(img, r, st.Radius, st.Width, st.Stroke)
	}
}
