package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var languages = locales.Languages

// thumbnail returns the game's picture for the menu, drawn once: the view's
// own when the game is playable, else a small scene drawn here.
func thumbnail(a *App, name string, w, h int) *ebiten.Image {
	key := render.SpriteKey{Kind: "thumb." + name, Variant: w, Size: h}
	return a.sprites.Get(key, w, h, func(img *ebiten.Image) {
		r := geom.R(0, 0, float64(w), float64(h))
		if e, ok := gameview.Lookup(name); ok && e.Thumbnail != nil {
			e.Thumbnail(img, r)
			return
		}
		drawPlaceholderThumb(img, name, r)
	})
}

// sky and dunes shared by the placeholder pictures.
func drawSkyAndSand(dst *ebiten.Image, r geom.Rect, horizon float64) {
	sky, ground := r.SplitY(r.H * horizon)
	render.FillGradientRect(dst, sky, true,
		render.Stop{At: 0, Color: render.Lighten(render.NileLight, 0.55)},
		render.Stop{At: 1, Color: render.Lighten(render.GoldLight, 0.45)})
	render.FillRectTextured(dst, ground, render.SandTexture())
	render.FillCircle(dst, geom.Pt(r.X+r.W*0.82, r.Y+r.H*0.2), r.H*0.09, render.GoldLight)
}

// drawPlaceholderThumb draws a simple original picture for a game whose view
// is not written yet.
func drawPlaceholderThumb(dst *ebiten.Image, name string, r geom.Rect) {
	cx := r.Center().X
	switch name {
	case "kheops":
		// A stepped pyramid of limestone courses.
		drawSkyAndSand(dst, r, 0.72)
		base := r.Y + r.H*0.82
		rows := 6
		bw, bh := r.W*0.7, r.H*0.1
		for i := 0; i < rows; i++ {
			w := bw * float64(rows-i) / float64(rows)
			rr := geom.R(cx-w/2, base-float64(i+1)*bh, w, bh)
			render.FillRect(dst, rr, render.Mix(render.Limestone, render.LimestoneShade, float64(i%2)*0.5))
			render.StrokePolygon(dst, geom.Polygon{rr.Min(), geom.Pt(rr.Right(), rr.Y), rr.Max(), geom.Pt(rr.X, rr.Bottom())}, render.StrokeThin, render.Ink)
		}
	case "tekhenu":
		// An obelisk and its shadow turning like a sundial.
		drawSkyAndSand(dst, r, 0.7)
		base := r.Y + r.H*0.86
		w := r.W * 0.08
		top := r.Y + r.H*0.12
		shadow := geom.Polygon{geom.Pt(cx-w/2, base), geom.Pt(cx+w/2, base), geom.Pt(cx+r.W*0.36, base-r.H*0.06), geom.Pt(cx+r.W*0.3, base-r.H*0.1)}
		render.FillPolygon(dst, shadow, render.WithAlpha(render.Ink, 0.3))
		ob := geom.Polygon{geom.Pt(cx-w/2, base), geom.Pt(cx-w*0.35, top+w*0.6), geom.Pt(cx, top), geom.Pt(cx+w*0.35, top+w*0.6), geom.Pt(cx+w/2, base)}
		render.FillPolygon(dst, ob, render.Limestone)
		render.StrokePolygon(dst, ob, render.StrokeNormal, render.Ink)
		render.FillPolygon(dst, geom.Polygon{geom.Pt(cx-w*0.35, top+w*0.6), geom.Pt(cx, top), geom.Pt(cx+w*0.35, top+w*0.6)}, render.Gold)
		for i := 0; i < 4; i++ {
			y := top + r.H*0.18 + float64(i)*r.H*0.13
			render.Line(dst, geom.Pt(cx-w*0.18, y), geom.Pt(cx+w*0.18, y), render.StrokeThin, render.InkSoft)
		}
	case "pharaon":
		// A royal headdress: striped lapis and gold, seen from the front.
		render.FillGradientRect(dst, r, true,
			render.Stop{At: 0, Color: render.Lighten(render.Terracotta, 0.35)},
			render.Stop{At: 1, Color: render.Terracotta})
		h := r.H * 0.8
		top := r.Y + r.H*0.1
		head := geom.Polygon{
			geom.Pt(cx-h*0.18, top), geom.Pt(cx+h*0.18, top),
			geom.Pt(cx+h*0.46, top+h*0.98), geom.Pt(cx-h*0.46, top+h*0.98),
		}
		render.FillPolygon(dst, head, render.Gold)
		for i := 1; i < 9; i += 2 {
			t0, t1 := float64(i)/9, float64(i+1)/9
			y0, y1 := top+h*0.98*t0, top+h*0.98*t1
			hw0, hw1 := h*(0.18+0.28*t0), h*(0.18+0.28*t1)
			render.FillPolygon(dst, geom.Polygon{geom.Pt(cx-hw0, y0), geom.Pt(cx+hw0, y0), geom.Pt(cx+hw1, y1), geom.Pt(cx-hw1, y1)}, render.Lapis)
		}
		face := geom.RectFromCenter(geom.Pt(cx, top+h*0.5), h*0.36, h*0.5)
		render.FillRoundRect(dst, face, h*0.14, render.Mix(render.Wood, render.Gold, 0.5))
		render.StrokeRoundRect(dst, face, h*0.14, render.StrokeNormal, render.Ink)
		render.StrokePolygon(dst, head, render.StrokeNormal, render.Ink)
		render.FillCircle(dst, geom.Pt(cx-h*0.07, top+h*0.45), h*0.025, render.Ink)
		render.FillCircle(dst, geom.Pt(cx+h*0.07, top+h*0.45), h*0.025, render.Ink)
	default: // egizia and anything else: fields along the Nile with a boat.
		render.FillRect(dst, r, render.ReedGreen)
		for i := 0; i < 6; i++ {
			x := r.X + float64(i)*r.W/6
			render.FillRect(dst, geom.R(x+4, r.Y, r.W/6-8, r.H), render.Mix(render.ReedGreen, render.GoldLight, 0.15*float64(i%3)))
		}
		var river geom.Polygon
		var back geom.Polygon
		for i := 0; i <= 20; i++ {
			t := float64(i) / 20
			x := r.X + t*r.W
			y := r.Y + r.H*0.5 + math.Sin(t*math.Pi*2)*r.H*0.12
			river = append(river, geom.Pt(x, y-r.H*0.13))
			back = append(geom.Polygon{geom.Pt(x, y+r.H*0.13)}, back...)
		}
		render.FillGradientPolygon(dst, append(river, back...), geom.Pt(cx, r.Y+r.H*0.3), geom.Pt(cx, r.Y+r.H*0.7), render.NileDeep, render.NileLight)
		hull := geom.Polygon{geom.Pt(cx-r.W*0.14, r.Y+r.H*0.47), geom.Pt(cx+r.W*0.14, r.Y+r.H*0.47), geom.Pt(cx+r.W*0.1, r.Y+r.H*0.56), geom.Pt(cx-r.W*0.1, r.Y+r.H*0.56)}
		render.FillPolygon(dst, hull, render.Wood)
		render.StrokePolygon(dst, hull, render.StrokeThin, render.Ink)
		sail := geom.Polygon{geom.Pt(cx, r.Y+r.H*0.18), geom.Pt(cx+r.W*0.1, r.Y+r.H*0.44), geom.Pt(cx, r.Y+r.H*0.44)}
		render.FillPolygon(dst, sail, render.Papyrus)
		render.StrokePolygon(dst, sail, render.StrokeThin, render.Ink)
	}
}
