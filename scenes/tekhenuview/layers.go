package tekhenuview

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Drawing the board costs over 100 ms under software GL (llvmpipe,
// swiftshader), too much for every frame. The match paints views that
// draw into display lists (DrawTo) only where their picture changed, so
// the board is kept as a picture, drawn again only when what it shows
// changes (boardKey; every frame while it moves), with the pointer's
// hover of that moment. Where a later hover changes it, the board is
// drawn again with that hover, apart. Both are blitted in tiles, so
// that a new hover repaints only its tiles.

// tilePx is the side of a tile, in device pixels.
const tilePx = 64

// boardKey is what the board's picture shows, the hover aside.
type boardKey struct {
	static staticKey
	ver    int    // bumped by Sync, Layout and new legal actions
	frame  int    // bumped by every animation step
	pick   string // the partial selection
	seats  string // the seats' names and colours
}

// hoverKey is what the hover picture shows.
type hoverKey struct {
	board boardKey
	hover string
	r     image.Rectangle
}

// layers holds the board's and the panels' pictures.
type layers struct {
	ver, frame int

	// pic holds the board without hover in its area and each seat's
	// panel at its place (one canvas: they do not overlap).
	pic       *ebiten.Image
	boardKey  boardKey
	boardDone bool
	baked     []target        // the hover drawn in the board's picture
	tiles     []*ebiten.Image // of the board, in grid order
	grid      []image.Rectangle

	over     *ebiten.Image // the board with hover, inside overR
	overKey  hoverKey
	overR    image.Rectangle
	overTile map[image.Rectangle]*ebiten.Image

	panelKeys map[int]panelKey
	panelImg  map[int]*ebiten.Image
}

// canvas is pic, made anew with every picture at another density.
func (ly *layers) canvas() *ebiten.Image {
	c := gameview.Canvas(ly.pic, geom.LogicalW, geom.LogicalH)
	if c != ly.pic {
		ly.pic, ly.boardDone = c, false
		clear(ly.panelKeys)
		clear(ly.panelImg)
	}
	return c
}

// panelKey is what a seat's panel shows.
type panelKey struct {
	board boardKey
	r     geom.Rect
}

// changed marks the board as showing something new.
func (v *View) changed() { v.ly.ver++ }

func (v *View) boardKey() boardKey {
	st := staticKey{}
	if v.st != nil {
		st = staticKey{int(math.Ceil(v.Area.Right())), int(math.Ceil(v.Area.Bottom())), v.Area, v.Env.Lang(), v.st.NumPlayers(), render.Density()}
	}
	var b strings.Builder
	fmt.Fprint(&b, v.pk.sel, v.pk.chosen)
	var s strings.Builder
	for p := 0; v.st != nil && p < v.st.NumPlayers(); p++ {
		fmt.Fprint(&s, v.Name(p), v.Colour(p), ";")
	}
	return boardKey{static: st, ver: v.ly.ver, frame: v.ly.frame, pick: b.String(), seats: s.String()}
}

// drawBoard paints the board onto dst with the hover given: the body of
// Draw, with the antialiased shapes painted together.
func (v *View) drawBoard(dst *ebiten.Image, hover []target) {
	keep := v.hover
	v.hover = hover
	render.BatchAA(dst, func() { v.Draw(dst) })
	v.hover = keep
}

// DrawTo paints the board as blits of its pictures (the match's
// display list).
func (v *View) DrawTo(dst render.Target) {
	if v.st == nil {
		return
	}
	ly := &v.ly
	k := v.boardKey()
	pic := ly.canvas()
	a := render.DeviceRect(v.Area).Intersect(pic.Bounds())
	if !ly.boardDone || k != ly.boardKey {
		// Drawn with the hover of now (after a click, while the board
		// moves): no hover tiles to draw besides.
		ly.baked = slices.Clone(v.hover)
		sub := pic.SubImage(a).(*ebiten.Image)
		sub.Clear()
		v.drawBoard(sub, ly.baked)
		ly.boardKey, ly.boardDone = k, true
		ly.grid = ly.grid[:0]
		ly.tiles = ly.tiles[:0]
		for y := a.Min.Y; y < a.Max.Y; y += tilePx {
			for x := a.Min.X; x < a.Max.X; x += tilePx {
				r := image.Rect(x, y, min(x+tilePx, a.Max.X), min(y+tilePx, a.Max.Y))
				ly.grid = append(ly.grid, r)
				ly.tiles = append(ly.tiles, pic.SubImage(r).(*ebiten.Image))
			}
		}
		ly.overKey = hoverKey{}
		for seat, pk := range ly.panelKeys {
			if render.DeviceRect(pk.r).Overlaps(a) {
				delete(ly.panelKeys, seat) // cleared with the board
			}
		}
	}
	// The hover tiles: where the hover now and the one drawn in the
	// board's picture show.
	hr := image.Rectangle{}
	if !slices.Equal(v.hover, ly.baked) {
		hr = v.hoverRegion(v.hover, ly.grid).Union(v.hoverRegion(ly.baked, ly.grid))
	}
	if hr.Empty() {
		ly.overR = image.Rectangle{}
	} else if hk := (hoverKey{board: k, hover: fmt.Sprint(v.hover), r: hr}); hk != ly.overKey {
		ly.over = gameview.Canvas(ly.over, k.static.w, k.static.h)
		// Drawn past the tiles: antialiased edges cut by a clip differ
		// from whole ones (the board's own edges are cut alike).
		sub := ly.over.SubImage(hr.Inset(-4).Intersect(a)).(*ebiten.Image)
		sub.Clear()
		v.drawBoard(sub, v.hover)
		ly.overKey, ly.overR = hk, hr
		clear(ly.overTile)
		if ly.overTile == nil {
			ly.overTile = map[image.Rectangle]*ebiten.Image{}
		}
	}
	for i, r := range ly.grid {
		img := ly.tiles[i]
		if r.In(ly.overR) {
			img = ly.overTile[r]
			if img == nil {
				img = ly.over.SubImage(r).(*ebiten.Image)
				ly.overTile[r] = img
			}
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		dst.DrawImage(img, &op)
	}
}

// hoverRegion is the union of the tiles whose picture the hover may
// change: around the spots hovered, and the column shown in the chosen
// cell at the rotation hovered.
func (v *View) hoverRegion(hover []target, grid []image.Rectangle) image.Rectangle {
	var rs []geom.Rect
	for _, t := range hover {
		rs = append(rs, v.targetRects(t)...)
		rs = append(rs, v.hoverRects(t)...)
	}
	if len(rs) == 0 {
		return image.Rectangle{}
	}
	if v.pk.sel.k == tCell {
		rs = append(rs, v.lay.cells[v.pk.sel.i])
	}
	var u image.Rectangle
	for _, r := range rs {
		// The glows and outlines reach past the spot.
		u = u.Union(render.DeviceRect(r.Inset(-hoverMargin)))
	}
	var out image.Rectangle
	for _, g := range grid {
		if g.Overlaps(u) {
			out = out.Union(g)
		}
	}
	return out
}

// hoverMargin is how far past a spot its hover may draw (a glow reaches
// 14 logical pixels).
const hoverMargin = 24

// hoverRects are the rectangles a hovered t is drawn in where they are
// larger than where it is clicked.
func (v *View) hoverRects(t target) []geom.Rect {
	l := v.lay
	switch t.k {
	case tSection:
		return []geom.Rect{l.secHead[t.i]}
	case tDie:
		if s, ok := v.dice[t.i]; ok {
			return []geom.Rect{geom.RectFromCenter(s.c, s.size, s.size)}
		}
	case tDistrict:
		return l.osiris[t.i][:]
	}
	return nil
}

// DrawPanelTo paints seat's panel as a blit of its picture, drawn again
// when what it shows changes.
func (v *View) DrawPanelTo(dst render.Target, seat int, r geom.Rect) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return
	}
	ly := &v.ly
	k := panelKey{board: v.boardKey(), r: r}
	// The panels do not animate nor show the selection.
	k.board.frame, k.board.pick = 0, ""
	ir := render.DeviceRect(r)
	if ly.panelKeys == nil {
		ly.panelKeys, ly.panelImg = map[int]panelKey{}, map[int]*ebiten.Image{}
	}
	img := ly.panelImg[seat]
	if img == nil || ly.panelKeys[seat] != k {
		pic := ly.canvas()
		ir = ir.Intersect(pic.Bounds())
		sub := pic.SubImage(ir).(*ebiten.Image)
		sub.Clear()
		render.BatchAA(sub, func() { v.DrawPanel(sub, seat, r) })
		// A new image: the list sees the new picture.
		img = pic.SubImage(ir).(*ebiten.Image)
		ly.panelImg[seat], ly.panelKeys[seat] = img, k
		if ir.Overlaps(render.DeviceRect(v.Area)) {
			ly.boardDone = false // drawn over the board
		}
	}
	gameview.Blit(dst, img)
}
