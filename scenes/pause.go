package scenes

import (
	"nilegames/render"
	"nilegames/render/geom"
)

// The pause menu: Escape with nothing to cancel opens it over the match.

// pauseBox is the pause menu's card, centred on the screen.
func pauseBox() geom.Rect {
	return geom.RectFromCenter(geom.Pt(geom.LogicalW/2, geom.LogicalH/2), 460, 470)
}

// pauseButtons are the menu's buttons: id and locale key.
var pauseButtons = []struct{ id, key string }{
	{"pause.resume", "match.resume"},
	{"pause.rules", "match.rules"},
	{"pause.settings", "match.settings"},
	{"pause.menu", "match.to_menu"},
}

func (m *MatchScene) buildPause() {
	box := pauseBox()
	for i, b := range pauseButtons {
		kind := wButton
		if i == 0 {
			kind = wPrimary
		}
		r := geom.R(box.X+60, box.Y+120+float64(i)*82, box.W-120, 62)
		m.ui.add(&widget{id: b.id, r: r, label: m.a.T(b.key), kind: kind, z: 20})
	}
}

func (m *MatchScene) drawPause(dst render.Target) {
	render.FillRect(dst, geom.R(0, 0, geom.LogicalW, geom.LogicalH), render.WithAlpha(render.Ink, 0.6))
	box := pauseBox()
	m.a.panel(dst, box, render.PanelStyle{Shadow: true, Frieze: true}, false)
	render.DrawText(dst, m.a.T("match.paused"), render.Face(render.Title, render.SizeHeading), box.Center().X, box.Y+64, render.Center, render.Middle, render.Ink)
}
