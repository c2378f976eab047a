package pharaonview

import "nilegames/render/geom"

// Tooltip explains what lies under (x, y).
func (v *View) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	return nil, geom.Rect{}, false
}

// PanelTooltip explains the figure of seat's panel under (x, y).
func (v *View) PanelTooltip(seat int, r geom.Rect, x, y float64) ([]string, geom.Rect, bool) {
	return nil, geom.Rect{}, false
}
