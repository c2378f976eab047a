package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
)

// Anti-aliased vector drawing is costly (ebiten renders it through a
// double-size offscreen), so everything static is drawn once into an image
// and blitted: the background, bars, panel frames.

// The caches outlive an App: tests build many, the program one.
var (
	sharedWidgets = &spriteCache{}
	sharedCache   = &cache{}
	sharedSprites = render.NewSprites()
)

// drawBackground fills the canvas with the sand texture, tile by tile: no
// full-screen image to keep for it.
func drawBackground(dst render.Target) {
	render.TileTextured(dst, geom.R(0, 0, geom.LogicalW, geom.LogicalH), render.SandTexture())
}

// cache holds drawings keyed by what they show and their size.
type cache struct {
	m map[string]*ebiten.Image
	d float64 // the density they were drawn at
}

const cacheMargin = 20

// draw blits the picture key of size r, creating it with paint (which draws
// inside the rectangle it is given, through package render only, and may
// spill up to cacheMargin pixels around it for shadows and glows).
func (c *cache) draw(dst render.Target, key string, r geom.Rect, paint func(dst *ebiten.Image, r geom.Rect)) {
	w, h := int(math.Ceil(r.W)), int(math.Ceil(r.H))
	k := fmt.Sprintf("%s/%dx%d", key, w, h)
	if c.d != render.Density() {
		c.m, c.d = nil, render.Density()
	}
	img, ok := c.m[k]
	if !ok {
		if c.m == nil || len(c.m) > 200 {
			// Dropped, not deallocated: a display list being recorded may
			// still hold them (the GC frees them).
			c.m = map[string]*ebiten.Image{}
		}
		img = newCached(w+2*cacheMargin, h+2*cacheMargin)
		render.BatchAA(img, func() { paint(img, geom.R(cacheMargin, cacheMargin, r.W, r.H)) })
		c.m[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X)-cacheMargin, math.Round(r.Y)-cacheMargin)
	render.DrawImage(dst, img, op)
}

// atlasMaxW is the widest picture the cache puts on Ebitengine's shared
// atlas. A wider one (the 1920-wide top bar) forced the atlas pages to
// 4096 pixels across, a 4096x1024 page of sources and a 4096x512 one of
// destinations (25 MB under software GL, mostly empty); on a texture of
// its own it costs 2 MB.
const atlasMaxW = 1024

func newCached(w, h int) *ebiten.Image {
	if w > atlasMaxW {
		return render.NewCanvas(w, h)
	}
	return render.NewImage(w, h)
}

// panel draws a framed panel through the cache.
func (a *App) panel(dst render.Target, r geom.Rect, st render.PanelStyle, glow bool) {
	key := fmt.Sprintf("panel/%v/%v/%v/%v/%v/%v", st.Shadow, st.Frieze, st.Plain, st.Border, st.Accent, glow)
	a.cache.draw(dst, key, r, func(img *ebiten.Image, rr geom.Rect) {
		if glow {
			render.DrawGlow(img, rr, 10, 0.8)
		}
		render.DrawPanel(img, rr, st)
	})
}

// topBar draws the dark band at the top of a screen through the cache.
func (a *App) topBar(dst render.Target, r geom.Rect) {
	a.cache.draw(dst, "topbar", r, func(img *ebiten.Image, rr geom.Rect) { drawTopBar(img, rr) })
}

// frieze draws a band of painted blocks through the cache.
func (a *App) frieze(dst render.Target, r geom.Rect, scale float64) {
	a.cache.draw(dst, fmt.Sprint("frieze/", scale), r, func(img *ebiten.Image, rr geom.Rect) { render.DrawFrieze(img, rr, scale) })
}
