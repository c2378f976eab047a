package scenes

import "nilegames/render/geom"

// WidgetRect is where the current scene shows the widget id ("start",
// "seat.1.kind.easy", "again"...), in logical pixels; ok is false when the
// scene has no such widget or it is disabled. The browser build's
// end-to-end test clicks through it like a person; the app never calls it.
func (a *App) WidgetRect(id string) (r geom.Rect, ok bool) {
	var u *ui
	switch s := a.scene.(type) {
	case *MenuScene:
		u = &s.ui
	case *MatchScene:
		u = &s.ui
	case *EndScene:
		u = &s.ui
	case *RulesScene:
		u = &s.ui
	case *SettingsScene:
		u = &s.ui
	default:
		return geom.Rect{}, false
	}
	w := u.get(id)
	if w == nil || w.off {
		return geom.Rect{}, false
	}
	return w.r, true
}
