package pharaonview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
)

// Draw paints the board: the printed board (cached), the wheel, the
// pieces, the picker's highlights and the animations.
func (v *View) Draw(dst *ebiten.Image) {
	if v.st == nil {
		return
	}
	render.BatchAA(dst, func() { v.drawBoard(dst) })
}

// drawBoard is Draw's body.
func (v *View) drawBoard(dst *ebiten.Image) {
	img := v.static.image(v.pl, v.board)
	var op ebiten.DrawImageOptions
	render.DrawImage(dst, img, &op)
	drawWheel(dst, v.pl, v.wheelRot(), v.st.Players(), v.board.Cw)
	off, _ := v.st.Wheel()
	drawAccess(dst, v.pl, off)
	v.drawPick(dst)
	v.drawEffects(dst)
}

// DrawPanel paints seat's possessions in its panel's body r.
func (v *View) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return
	}
	v.panels[seat] = r
	drawSeat(dst, NewPlayerArea(r), v.seatShow(seat))
}

// seatShow reads seat's possessions for its panel.
func (v *View) seatShow(seat int) seatShow {
	pl := v.st.PlayerOf(seat)
	var s seatShow
	for i, n := range pl.Res {
		s.Res[i] = int(n)
	}
	for i, n := range pl.Off {
		s.Off[i] = int(n)
	}
	s.Nobles, s.Tilted = v.st.NoblesOf(seat)
	s.Artisans = v.st.ArtisansOf(seat)
	s.BC = int(pl.BC)
	for i, n := range pl.Nile {
		s.Nile[i] = int(n)
	}
	s.Pharaoh = v.st.Pharaoh() == seat
	s.First = v.st.FirstPlayer() == seat
	gods := v.st.GodsOf(seat)
	prog := v.st.GodProgress(seat)
	for g := 0; g < 5; g++ {
		if gods&(1<<uint(g)) != 0 {
			s.Gods[g] = 2
		} else if prog[g][0] <= 0 || prog[g][1] <= 0 {
			s.Gods[g] = 1
		}
	}
	return s
}
