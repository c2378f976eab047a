package pharaonview

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The printed board is drawn once per match, size and density into a
// layer (gameview.Layer) and blitted; the wheel, which turns, and the
// pieces are drawn over it.

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

// Drawing the board's pieces costs tens of milliseconds under software
// GL; the match paints views that draw into display lists (DrawTo) only
// where their picture changed. So the pieces are drawn over the printed
// board into a picture kept until the state shown changes (piecesKey), the
// picker's highlights and the animations over that into the board's
// picture (boardKey), and DrawTo blits it: the same blit, the same image,
// while nothing changes, so the match repaints nothing.

// piecesKey is what the pieces' picture shows. While the board moves,
// the flying pieces are drawn over it (drawEffects): the pieces' picture
// changes only when a piece hides or lands, a count moves or the wheel
// turns (fx).
type piecesKey struct {
	static staticKey
	ver    int    // bumped by Sync, Layout
	fx     string // what the animations change in the pieces (fxKey)
	seats  string
}

// boardKey is what the board's picture shows.
type boardKey struct {
	pieces piecesKey
	frame  int    // bumped by every animation step
	pick   string // the picker's selection and hover (pk.key)
	legend bool   // solo: the board's legend shows (legend.go)
}

// layers holds the board's and the panels' pictures.
type layers struct {
	ver, frame int

	pieces    *ebiten.Image // the printed board and the pieces, in the area
	piecesKey piecesKey
	piecesOK  bool
	board     *ebiten.Image // pieces, highlights and animations
	boardKey  boardKey
	boardOK   bool
	blit      *ebiten.Image // the board's picture as last blitted (a sub-image)

	panelKeys map[int]panelKey
	panelImg  map[int]*ebiten.Image
	panelPic  *ebiten.Image // the panels' canvas (they do not overlap)

	redraws int // how many times the board's picture was drawn (tests)
}

// panelKey is what a seat's panel shows.
type panelKey struct {
	pieces piecesKey
	frame  int // the flights into the panels (drawPanelEffects)
	r      geom.Rect
}

// changed marks the board as showing something new.
func (v *View) changed() { v.ly.ver++ }

func (v *View) piecesKey() piecesKey {
	k := piecesKey{ver: v.ly.ver, fx: v.fxKey()}
	if v.pl != nil {
		k.static = staticKey{area: v.pl.Area, board: v.board, density: render.Density()}
	}
	var s strings.Builder
	for p := 0; v.st != nil && p < v.st.NumPlayers(); p++ {
		fmt.Fprint(&s, v.Name(p), v.Colour(p), ";")
	}
	k.seats = s.String()
	return k
}

// fxKey sums up what the animations change in the pieces' picture: the
// pieces hidden, the counts shifted, the wheel's turn. Empty while
// nothing moves.
func (v *View) fxKey() string {
	if v.st == nil || !v.tl.Busy() {
		return ""
	}
	var b strings.Builder
	fmt.Fprint(&b, v.fx.wheelShift(), ";")
	n := v.st.NumPlayers()
	hide := func(pc piece) {
		if v.fx.hides(pc) {
			fmt.Fprint(&b, pc, " ")
		}
	}
	count := func(pc piece) {
		if d := v.fx.countShift(pc); d != 0 {
			fmt.Fprint(&b, pc, d, " ")
		}
	}
	for a := 0; a < 6; a++ {
		for c := 0; c < pharaon.TileSpaces; c++ {
			hide(piece{pcWheel, a, c})
			hide(piece{pcLot, a, c})
			hide(piece{pcTile, a, c})
		}
		hide(piece{pcArtisan, a, 0})
		hide(piece{pcNoble, a, 0})
		hide(piece{pcBonus, a, 0})
		hide(piece{pcJar, a, 0})
		count(piece{pcSupply, a, 0})
	}
	for seat := 0; seat < n; seat++ {
		for t := 0; t < pharaon.NumBase; t++ {
			hide(piece{pcNile, seat, t})
		}
		hide(piece{pcCube, seat, 0})
		hide(piece{pcRound, seat, 0})
		hide(piece{pcPyramid, seat, 0})
		for c := 1; c <= pharaon.NumNobles; c++ {
			hide(piece{pcSeatCard, seat, c})
		}
		for c := 0; c < pharaon.NumArtisans; c++ {
			hide(piece{pcSeatCard, seat, 100 + c})
		}
		for r := 0; r < pharaon.NumRes; r++ {
			count(piece{pcSeatRes, seat, r})
		}
		for k := 0; k < pharaon.NumOffKinds; k++ {
			count(piece{pcSeatOff, seat, k})
		}
	}
	hide(piece{pcPharaoh, 0, 0})
	hide(piece{pcFirst, 0, 0})
	hide(piece{pcTraitorJar, 0, 0})
	count(piece{pcBag, 0, 0})
	return b.String()
}

// picture brings the board's picture up to date and returns it, as the
// sub-image of the board's area.
func (v *View) picture() *ebiten.Image {
	ly := &v.ly
	v.board.Loc = v.Env.Bundle() // the language may change mid-match
	w, h := int(math.Ceil(v.Area.Right())), int(math.Ceil(v.Area.Bottom()))
	a := render.DeviceRect(v.Area)
	pk := v.piecesKey()
	if p := gameview.Canvas(ly.pieces, w, h); p != ly.pieces || !ly.piecesOK || pk != ly.piecesKey {
		ly.pieces = p
		sub := p.SubImage(a).(*ebiten.Image)
		sub.Clear()
		render.BatchAA(sub, func() {
			var op ebiten.DrawImageOptions
			render.DrawImage(sub, v.static.image(v.pl, v.board), &op)
			v.drawPieces(sub)
		})
		ly.piecesKey, ly.piecesOK, ly.boardOK = pk, true, false
	}
	bk := boardKey{pieces: pk, frame: v.ly.frame, pick: v.pk.key(), legend: v.legendShown}
	if b := gameview.Canvas(ly.board, w, h); b != ly.board || !ly.boardOK || bk != ly.boardKey {
		ly.board = b
		sub := b.SubImage(a).(*ebiten.Image)
		sub.Clear()
		render.BatchAA(sub, func() {
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(float64(a.Min.X), float64(a.Min.Y))
			sub.DrawImage(ly.pieces.SubImage(a).(*ebiten.Image), &op)
			v.drawPick(sub)
			v.drawEffects(sub)
			v.drawSoloLegend(sub)
		})
		// The picker may settle its state as it draws (its decision is
		// built on first use): the picture shows the key of after.
		bk.pick = v.pk.key()
		ly.boardKey, ly.boardOK = bk, true
		// A new image: the display list sees a new picture.
		ly.blit = b.SubImage(a).(*ebiten.Image)
		ly.redraws++
	}
	return ly.blit
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
	k := panelKey{pieces: v.piecesKey(), frame: v.ly.frame, r: r}
	k.pieces.static = staticKey{}
	img := ly.panelImg[seat]
	if img == nil || ly.panelKeys[seat] != k {
		pic := gameview.Canvas(ly.panelPic, geom.LogicalW, geom.LogicalH)
		if pic != ly.panelPic {
			ly.panelPic = pic
			clear(ly.panelKeys)
		}
		ir := render.DeviceRect(r).Intersect(pic.Bounds())
		sub := pic.SubImage(ir).(*ebiten.Image)
		sub.Clear()
		render.BatchAA(sub, func() { v.DrawPanel(sub, seat, r) })
		img = pic.SubImage(ir).(*ebiten.Image)
		ly.panelImg[seat], ly.panelKeys[seat] = img, k
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(img.Bounds().Min.X), float64(img.Bounds().Min.Y))
	dst.DrawImage(img, &op)
}
