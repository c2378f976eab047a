package egiziaview

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The printed board is drawn once per match, size and density into a
// layer (gameview.Layer) and blitted; the pieces are drawn over it into
// a picture kept until the state shown changes, and DrawTo blits that:
// the same blit, the same image, while nothing changes, so the match
// repaints nothing (as pharaonview does; the picker's and the
// animations' layer will sit over the pieces' one).

// staticKey is what the printed board depends on.
type staticKey struct {
	area    geom.Rect
	board   Board
	density float64
}

// staticLayer holds the printed board.
type staticLayer struct {
	layer gameview.Layer[staticKey]
	draws int // how many times it was drawn (tests)
}

// image is the printed board of b laid out by p, on a canvas of the
// area's extent (its top left corner at the canvas's).
func (sl *staticLayer) image(p *Places, b Board) *ebiten.Image {
	key := staticKey{area: p.Area, board: b, density: render.Density()}
	w, h := int(math.Ceil(p.Area.Right())), int(math.Ceil(p.Area.Bottom()))
	return sl.layer.Ensure(key, w, h, func(dst *ebiten.Image) {
		sl.draws++
		drawStatic(dst, p, &b)
	})
}

// piecesKey is what the pieces' picture shows.
type piecesKey struct {
	static staticKey
	ver    int // bumped by Sync, Layout
	seats  string
}

// layers holds the board's and the panels' pictures.
type layers struct {
	ver int

	// pieces holds the printed board and the pieces in the area and each
	// seat's panel at its place: one canvas, as they do not overlap (a
	// full-screen canvas is a 2048x2048 texture, 16.8 MB in software GL).
	pieces    *ebiten.Image
	piecesKey piecesKey
	piecesOK  bool
	blit      *ebiten.Image // the picture as last blitted (a sub-image)

	panelKeys map[int]panelKey
	panelImg  map[int]*ebiten.Image

	// While the animations play (anim.go): the pieces of the state before
	// the move, and the board composed over them at each frame.
	prev     *ebiten.Image
	prevVer  int
	prevKey  piecesKey // the final picture's key when prev was drawn (a Layout, the language)
	comp     *ebiten.Image
	compKey  [3]int // the animator's ver, frame (-1: nothing moving) and regions on
	compOK   bool
	showAnim bool // blit is the composed picture

	redraws int // how many times the board's picture was drawn (tests)

	handHover target // the Sphinx card under the pointer, which rises
}

// panelKey is what a seat's panel shows.
type panelKey struct {
	pieces piecesKey
	anim   [2]int // the animator's ver, and frame while a flight shows there
	show   string // the seatShow shown while busy
	r      geom.Rect
	page   [2]int // the rows' first cards shown (v.pages)
}

// changed marks the board as showing something new.
func (v *View) changed() { v.ly.ver++ }

func (v *View) piecesKey() piecesKey {
	k := piecesKey{ver: v.ly.ver}
	if v.pl != nil {
		k.static = staticKey{area: v.pl.Area, board: v.board, density: render.Density()}
	}
	var s strings.Builder
	for p := 0; v.st != nil && p < v.st.NumPlayers(); p++ {
		fmt.Fprint(&s, v.Colour(p), ";")
	}
	k.seats = s.String()
	return k
}

// sheet is the pieces' and the panels' canvas, made anew (both to draw
// again) at another density.
func (ly *layers) sheet() *ebiten.Image {
	if c := gameview.Canvas(ly.pieces, geom.LogicalW, geom.LogicalH); c != ly.pieces {
		ly.pieces, ly.piecesOK = c, false
		clear(ly.panelKeys)
	}
	return ly.pieces
}

// picture brings the board's picture up to date and returns it, as the
// sub-image of the board's area.
func (v *View) picture() *ebiten.Image {
	ly := &v.ly
	v.board.Loc = v.Env.Bundle() // the language may change mid-match
	w, h := int(math.Ceil(v.Area.Right())), int(math.Ceil(v.Area.Bottom()))
	a := render.DeviceRect(v.Area)
	pk := v.piecesKey()
	redrawn := false
	if p := ly.sheet(); !ly.piecesOK || pk != ly.piecesKey {
		v.drawPiecesInto(p.SubImage(a).(*ebiten.Image))
		ly.piecesKey, ly.piecesOK, ly.compOK = pk, true, false
		redrawn = true
	}
	an := v.anim()
	if !an.busy() {
		if redrawn || ly.showAnim || ly.blit == nil {
			// A new image: the display list sees a new picture.
			ly.blit = ly.pieces.SubImage(a).(*ebiten.Image)
			ly.showAnim = false
			ly.redraws++
		}
		return ly.blit
	}
	// The state before the move, drawn once per animated Sync.
	if p := gameview.Canvas(ly.prev, w, h); p != ly.prev || ly.prevVer != an.ver || ly.prevKey != pk {
		ly.prev, ly.prevVer, ly.prevKey, ly.compOK = p, an.ver, pk, false
		cur := v.st
		v.st = an.prev
		v.drawPiecesInto(p.SubImage(a).(*ebiten.Image))
		v.st = cur
	}
	ck := [3]int{an.ver, -1, v.regionsOn()}
	if v.boardMoving() {
		ck[1] = an.frame
	}
	if c := gameview.Canvas(ly.comp, w, h); c != ly.comp || !ly.compOK || ly.compKey != ck || !ly.showAnim {
		ly.comp = c
		sub := c.SubImage(a).(*ebiten.Image)
		sub.Clear()
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(a.Min.X), float64(a.Min.Y))
		sub.DrawImage(ly.prev.SubImage(a).(*ebiten.Image), &op)
		v.drawRegions(sub, ly.pieces, v.static.image(v.pl, v.board))
		render.BatchAA(sub, func() { v.drawEffects(sub) })
		ly.compKey, ly.compOK, ly.showAnim = ck, true, true
		ly.blit = c.SubImage(a).(*ebiten.Image)
		ly.redraws++
	}
	return ly.blit
}

// drawPiecesInto paints the printed board and the pieces of v.st into
// sub (the area's part of a canvas).
func (v *View) drawPiecesInto(sub *ebiten.Image) {
	sub.Clear()
	render.BatchAA(sub, func() {
		var op ebiten.DrawImageOptions
		render.DrawImage(sub, v.static.image(v.pl, v.board), &op)
		v.drawPieces(sub)
	})
}

// DrawTo paints the board as a blit of its picture (the match's display
// list): the same blit while nothing changes.
func (v *View) DrawTo(dst render.Target) {
	if v.st == nil {
		return
	}
	img := v.picture()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(img.Bounds().Min.X), float64(img.Bounds().Min.Y))
	dst.DrawImage(img, &op)
}

// DrawPanelTo paints seat's panel body as a blit of its picture, drawn
// again when what it shows changes.
func (v *View) DrawPanelTo(dst render.Target, seat int, r geom.Rect) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return
	}
	ly := &v.ly
	if ly.panelKeys == nil {
		ly.panelKeys, ly.panelImg = map[int]panelKey{}, map[int]*ebiten.Image{}
	}
	an := v.anim()
	if an.panels == nil {
		an.panels = map[int]geom.Rect{}
	}
	an.panels[seat] = r
	v.NotePanel(seat, r)
	k := panelKey{pieces: v.piecesKey(), r: r, page: v.pages[seat]}
	k.pieces.static = staticKey{}
	sh := an.show[seat]
	if an.busy() && sh != nil {
		// Drawn again only when its counts or a flight over it change.
		k.anim, k.show = [2]int{an.ver, -1}, fmt.Sprint(*sh)
		if v.panelMoving(seat) {
			k.anim[1] = an.frame
		}
	}
	img := ly.panelImg[seat]
	if img == nil || ly.panelKeys[seat] != k {
		pic := ly.sheet()
		ir := render.DeviceRect(r).Intersect(pic.Bounds())
		sub := pic.SubImage(ir).(*ebiten.Image)
		sub.Clear()
		render.BatchAA(sub, func() {
			if k.show != "" {
				// As the landings so far have it, under the flights.
				a := NewPlayerArea(r)
				drawSeat(sub, a, v.paged(seat, a, *sh))
				v.drawPanelEffects(sub, seat)
				return
			}
			v.DrawPanel(sub, seat, r)
			v.drawPanelPick(sub, seat)
		})
		img = pic.SubImage(ir).(*ebiten.Image)
		ly.panelImg[seat], ly.panelKeys[seat] = img, k
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(img.Bounds().Min.X), float64(img.Bounds().Min.Y))
	dst.DrawImage(img, &op)
}
