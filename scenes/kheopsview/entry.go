// Package kheopsview is the Kheops board of the app: the pyramid of
// triangular tiles, the two seats' pawns and hands, the draw pile and a
// symbol legend; the animations of the engine's events and the final
// scoring; the picker that turns clicks into legal actions; the rules
// reference pages' pictures. The game log sentences (log.go) and the
// rules texts are written alongside by another hand.
package kheopsview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

func init() {
	gameview.Register(gameview.Entry{
		Name:       kheops.Name,
		Game:       kheops.Game{},
		MinPlayers: kheops.Players,
		MaxPlayers: kheops.Players,
		Colors:     []render.PlayerColor{render.White, render.Blue},
		NewView:    NewView,
		Log:        Log,
		Source:     "kheops.source",
		Rules:      RulesPages(),
		Progress:   Progress,
		Thumbnail:  Thumbnail,
		SeatColors: true,
		Hidden:     true,
	})
}

// thumbTiles are the tiles of the title menu's pyramid, summit first,
// with their rotations: four rows of the real art, few symbols so that
// the picture stays calm at its size.
var thumbTiles = [16][2]int{
	{1, 0},
	{41, 1}, {24, 0}, {44, 2},
	{22, 2}, {47, 1}, {9, 0}, {42, 0}, {23, 1},
	{21, 0}, {45, 2}, {25, 1}, {48, 1}, {26, 0}, {46, 2}, {20, 2},
}

// Thumbnail draws the title menu's picture of Kheops: the pyramid of
// triangular tiles rising from the sand under a morning sky, with a
// white and a blue pawn on it.
func Thumbnail(dst *ebiten.Image, r geom.Rect) {
	k := r.H / 200
	sky, ground := r.SplitY(r.H * 0.8)
	render.FillGradientRect(dst, sky, true,
		render.Stop{At: 0, Color: render.Lighten(render.NileLight, 0.5)},
		render.Stop{At: 1, Color: render.Lighten(render.GoldLight, 0.5)})
	render.FillRectTextured(dst, ground, render.SandTexture())
	render.FillCircle(dst, geom.Pt(r.X+r.W*0.84, r.Y+r.H*0.2), r.H*0.085, render.GoldLight)
	rows := 4
	a := math.Min(r.H*0.74/(float64(rows)*math.Sqrt(3)/2), r.W*0.62/float64(rows))
	h := a * math.Sqrt(3) / 2
	top := ground.Y - float64(rows)*h
	cx := r.Center().X
	pyr := tri{[3]geom.Point{geom.Pt(cx, top), geom.Pt(cx+float64(rows)*a/2, ground.Y), geom.Pt(cx-float64(rows)*a/2, ground.Y)}}
	render.FillPolygon(dst, shiftTri(pyr, 4*k, 5*k).poly(), render.WithAlpha(render.Ink, 0.25))
	render.FillPolygon(dst, pyr.scaled(1.01).poly(), mortarUpper)
	i := 0
	var pawnAt [2]geom.Point
	for row := 1; row <= rows; row++ {
		x0 := cx - float64(row)*a/2
		y0 := top + float64(row-1)*h
		for c := 1; c <= 2*row-1; c++ {
			var t tri
			if c%2 == 1 {
				j := float64(c-1) / 2
				t = upTri(geom.Pt(x0+j*a+a/2, y0+2*h/3), a)
			} else {
				j := float64(c/2 - 1)
				t = downTri(geom.Pt(x0+(j+1)*a, y0+h/3), a)
			}
			t = t.scaled(tileInset)
			drawTile(dst, frameOf(t, thumbTiles[i][1]), thumbTiles[i][0], true)
			if row == 3 && c == 1 {
				pawnAt[0] = t.centroid()
			}
			if row == 4 && c == 5 {
				pawnAt[1] = t.centroid()
			}
			i++
		}
	}
	render.StrokePolygon(dst, pyr.scaled(1.01).poly(), math.Max(1.5, 2*k), render.Ink)
	drawPawn(dst, kheops.Pharaoh, render.White, pawnAt[0], a*0.44, false)
	drawPawn(dst, kheops.Worker, render.Blue, pawnAt[1], a*0.44, false)
	render.StrokeRoundRect(dst, r, 10*k, 2*k, render.Ink)
}

// Progress is the turn, as the status row above the pyramid says it.
func Progress(s engine.State) (string, []any) {
	turn := 1
	if st, ok := s.(*kheops.State); ok {
		turn = min(max(st.Turn(), 1), 30)
	}
	return "kheops.ui.turn", []any{"turn", turn, "turns", 30}
}
