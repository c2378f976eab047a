package widget

import (
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// PanelRows is the layout of a seat panel's labelled rows at scale k (a
// panel squeezed to fit its column, 0.6 to 1), as the Kheops and Imhotep
// panels have them: a 110 px label column, rows 10 px apart.
func PanelRows(k float64) wgeom.PanelRows {
	return wgeom.PanelRows{LabelW: 110 * k, ColGap: 2 * k, RowGap: 10 * k}
}

// RowLabel draws a row's label in the panels' label style: Medium at
// TextMin, soft ink, ellipsized to the label column.
func RowLabel(dst render.Target, s string, r geom.Rect) {
	render.DrawInRect(dst, s, render.Face(render.Medium, TextMin), r, render.Left, render.Middle, render.InkSoft)
}

// RowText draws a row's content text: Medium at TextMin, ink.
func RowText(dst render.Target, s string, r geom.Rect) {
	render.DrawInRect(dst, s, render.Face(render.Medium, TextMin), r, render.Left, render.Middle, render.Ink)
}
