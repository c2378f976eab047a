package pharaonview

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// TestTakeTooltipPictures writes the match screen with the tooltip of a
// lot, an Artisan and a Noble as the match draws it (wrapped at 460, the
// papyrus box kept off its target), at 1920 x 1080 and scaled to
// 1280 x 720, in both languages: for a person to look at (PHARAON_SHOTS).
func TestTakeTooltipPictures(t *testing.T) {
	if os.Getenv("PHARAON_SHOTS") == "" {
		t.Skip("set PHARAON_SHOTS to a folder")
	}
	dir := shotDir(t)
	for _, players := range []int{3, 1} {
		takeTooltipPictures(t, dir, players)
	}
}

func takeTooltipPictures(t *testing.T, dir string, players int) {
	s := findTurn(t, players, func(s *pharaon.State, me int) bool { return s.Round() >= 2 && len(s.ArtisansOf(me)) > 0 })
	solo := players == 1
	for _, lang := range []string{"en", "fr"} {
		env := pickEnv(t, lang, s.NumPlayers(), solo)
		m := layout.MatchLayout(s.NumPlayers(), false)
		v := NewView(env).(*View)
		v.Layout(m.Board)
		v.Sync(s, nil, s.CurrentPlayer())
		lot := 0
		for lot < s.LotCount()-1 && s.Lot(lot)[0] < 0 {
			lot++
		}
		for _, tg := range []target{{tLot, lot, 0}, {tArtCard, 1, 0}, {tNobCard, 0, 0}, {tArtCard, 3, 0}} {
			r := v.targetRect(tg)
			p := r.Center()
			lines, target, ok := v.Tooltip(p.X, p.Y)
			if !ok {
				t.Fatalf("%s %v: no tooltip", lang, tg)
			}
			img := screen(v, m)
			drawTipForShot(img, p, target, lines)
			savePNG(t, img, dir, fmt.Sprintf("take_%dp_%s_%d_%d.png", players, lang, tg.kind, tg.i))
			small := ebiten.NewImage(1280, 720)
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(1280.0/geom.LogicalW, 720.0/geom.LogicalH)
			small.DrawImage(img, op)
			savePNG(t, small, dir, fmt.Sprintf("take_%dp_%s_%d_%d_720.png", players, lang, tg.kind, tg.i))
			img.Deallocate()
			small.Deallocate()
		}
	}
}

// drawTipForShot draws lines as the match's tooltip (scenes/ui.go).
func drawTipForShot(img *ebiten.Image, p geom.Point, target geom.Rect, lines []string) {
	face := render.Face(render.Body, render.SizeSmall)
	bold := render.Face(render.Bold, render.SizeSmall)
	var wrapped []string
	for i, l := range lines {
		if i == 0 && len(lines) > 1 {
			wrapped = append(wrapped, l)
			continue
		}
		wrapped = append(wrapped, render.Wrap(l, face, 460)...)
	}
	w := 0.0
	for i, l := range wrapped {
		f := face
		if i == 0 {
			f = bold
		}
		w = math.Max(w, render.TextWidth(l, f))
	}
	lh := render.LineHeight(face)
	box := layout.TooltipRectAvoid(p, target, nil, math.Ceil(w)+28, math.Ceil(lh*float64(len(wrapped)))+20, geom.R(0, 0, geom.LogicalW, geom.LogicalH))
	render.FillRoundRect(img, box, 8, render.Lighten(render.Papyrus, 0.3))
	render.StrokeRoundRect(img, box, 8, render.StrokeThin, render.Ink)
	y := box.Y + 10
	for i, l := range wrapped {
		f := face
		if i == 0 {
			f = bold
		}
		render.DrawText(img, l, f, box.X+14, y, render.Left, render.Top, render.Ink)
		y += lh
	}
}
