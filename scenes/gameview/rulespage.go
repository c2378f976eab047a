package gameview

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
)

// Picture draws a rules page's picture inside r.
type Picture = func(dst *ebiten.Image, r geom.Rect, env *Env)

// RulesPageList is a rules reference whose texts are [<game>.rules.<id>]
// title and body, in the order of ids; a page with art gets its picture,
// cached per page, size and language.
func RulesPageList(game string, ids []string, art map[string]Picture) []RulesPage {
	out := make([]RulesPage, 0, len(ids))
	for i, id := range ids {
		p := RulesPage{Title: game + ".rules." + id + ".title", Body: game + ".rules." + id + ".body"}
		if draw := art[id]; draw != nil {
			p.Illustrate = CachedPicture(game+".rules", i, draw)
		}
		out = append(out, p)
	}
	return out
}

// ClipTo is dst cut to r: a zoomed board must not spill out of its frame.
func ClipTo(dst *ebiten.Image, r geom.Rect) *ebiten.Image {
	b := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
	return dst.SubImage(b.Intersect(dst.Bounds())).(*ebiten.Image)
}

// ZoomSheet draws a board sheet of w x h so that its part focus (in the
// sheet's pixels) fills pic, centred; draw lays the whole sheet out in
// area. Below the sheet's size the labels (at their readable minimum)
// would be cut: the sheet is then drawn at its own size and its picture
// scaled down, labels whole.
func ZoomSheet(dst *ebiten.Image, pic, focus geom.Rect, w, h float64, draw func(img *ebiten.Image, area geom.Rect)) {
	if focus.W <= 0 || focus.H <= 0 {
		return
	}
	k := math.Min(pic.W/focus.W, pic.H/focus.H)
	c, ec := pic.Center(), focus.Center()
	if k < 1 {
		fw, fh := int(math.Ceil(focus.W)), int(math.Ceil(focus.H))
		off := render.NewCanvas(fw, fh)
		defer off.Deallocate()
		draw(off, geom.R(-focus.X, -focus.Y, w, h))
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(k, k)
		op.GeoM.Translate((c.X-float64(fw)*k/2)*render.Density(), (c.Y-float64(fh)*k/2)*render.Density())
		op.Filter = ebiten.FilterLinear
		ClipTo(dst, pic).DrawImage(off, &op)
		return
	}
	draw(ClipTo(dst, pic), geom.R(c.X-ec.X*k, c.Y-ec.Y*k, w*k, h*k))
}
