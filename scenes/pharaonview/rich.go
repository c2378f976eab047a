package pharaonview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// richIcons are the icons card texts set inline (those the legend explains).
var richIcons = gameview.RichIcons{
	"god":      drawGodMark,
	"artisan":  func(dst *ebiten.Image, c geom.Point, s float64) { drawCardIcon(dst, pharaon.ART, c, s) },
	"noble":    func(dst *ebiten.Image, c geom.Point, s float64) { drawCardIcon(dst, pharaon.NOB, c, s) },
	"step":     drawStepIcon,
	"offering": func(dst *ebiten.Image, c geom.Point, s float64) { drawOfferingAny(dst, c, s, false) },
	"bonus":    func(dst *ebiten.Image, c geom.Point, s float64) { drawOfferingAny(dst, c, s, true) },
	"nile":     drawNileTrack,
	"pharaoh":  drawPharaohToken,
	"first":    drawFirstToken,
	"sil":      func(dst *ebiten.Image, c geom.Point, s float64) { drawRes(dst, pharaon.SIL, c, s, false) },
	"res":      func(dst *ebiten.Image, c geom.Point, s float64) { drawRes(dst, resAny, c, s, false) },
	"jar":      drawJarIcon,
	"arrow":    func(dst *ebiten.Image, c geom.Point, s float64) { drawArrow(dst, c, s, resAny, resAny) },
	"wheel":    drawWheelIcon,
	"pyramid": func(dst *ebiten.Image, c geom.Point, s float64) {
		render.DrawIcon(dst, render.IconPyramid, c.X, c.Y, s)
	},
}

func init() {
	for q, code := range quarterCodes {
		q := q
		richIcons[code] = func(dst *ebiten.Image, c geom.Point, s float64) { drawQuarterChip(dst, q, c, s) }
	}
}

// drawQuarterChip is a Quarter named inline: its pictogram on its colour.
func drawQuarterChip(dst *ebiten.Image, q int, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s*0.92, s*0.92)
	render.FillRoundRect(dst, r, s*0.18, quarterColours[q])
	drawQuarterIcon(dst, q, c, s*0.66, render.Papyrus)
	render.StrokeRoundRect(dst, r, s*0.18, sw(s), render.Ink)
}

// drawWheelIcon is the Wheel of Actions: five coloured wedges.
func drawWheelIcon(dst *ebiten.Image, c geom.Point, s float64) {
	r := s * 0.46
	for i := 0; i < pharaon.NumBase; i++ {
		var pg geom.Polygon
		pg = append(pg, c)
		for j := 0; j <= 6; j++ {
			a := -math.Pi/2 + (float64(i)+float64(j)/6)*2*math.Pi/5
			pg = append(pg, geom.Pt(c.X+r*math.Cos(a), c.Y+r*math.Sin(a)))
		}
		render.FillPolygon(dst, pg, resColours[i])
	}
	render.StrokeCircle(dst, c, r, sw(s), render.Ink)
	render.FillCircle(dst, c, r*0.3, render.Papyrus)
}
