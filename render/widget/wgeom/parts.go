package wgeom

import (
	"math"

	"nilegames/render/geom"
)

// CardParts divides a card face: the title band along the top (its
// category colour) with the icon at its left and the cost or value badge
// over its right end, the picture, the name under it and the body line
// at the bottom (empty when the card has none).
type CardParts struct {
	Band, Icon, Badge, Art, Name, Body geom.Rect
}

// Card divides r (any size; proportions of a 100 x 146 card).
func Card(r geom.Rect, body bool) CardParts {
	var p CardParts
	h := r.H
	p.Band = geom.R(r.X, r.Y, r.W, math.Round(h*0.16*4)/4)
	bh := p.Band.H
	p.Icon = geom.RectFromCenter(geom.Pt(r.X+bh*0.6, p.Band.Center().Y), bh*0.76, bh*0.76)
	d := bh * 1.2
	p.Badge = geom.RectFromCenter(geom.Pt(r.Right()-bh*0.62, p.Band.Center().Y+bh*0.1), d, d)
	pad := r.W * 0.04
	bottom := r.Bottom() - pad
	if body {
		p.Body = geom.R(r.X+pad, bottom-h*0.14, r.W-2*pad, h*0.14)
		bottom = p.Body.Y
	}
	p.Name = geom.R(r.X+pad, bottom-h*0.27, r.W-2*pad, h*0.27)
	top := p.Band.Bottom() + h*0.03
	p.Art = geom.R(r.X+r.W*0.1, top, r.W*0.8, math.Max(0, p.Name.Y-top-h*0.01))
	return p
}

// Counter divides a counter: the icon in a square at the left, the
// figure after it.
func Counter(r geom.Rect) (icon, figure geom.Rect) {
	icon = geom.R(r.X, r.Y, math.Min(r.H, r.W), r.H)
	x := icon.Right() + r.H*0.12
	return icon, geom.R(x, r.Y, math.Max(0, r.Right()-x), r.H)
}

// CounterRow lays out n counters of width w from r's left, gap apart,
// all of the same width so that rows of counters line up. Counters that
// would pass r's right edge are left out.
func CounterRow(r geom.Rect, n int, w, gap float64) []geom.Rect {
	var out []geom.Rect
	for i := 0; i < n; i++ {
		c := geom.R(r.X+float64(i)*(w+gap), r.Y, w, r.H)
		if c.Right() > r.Right()+0.5 {
			break
		}
		out = append(out, c)
	}
	return out
}

// PanelRow is one row of a seat panel's body: the label column and the
// content beside it; Whole is both, for a row without a label.
type PanelRow struct {
	Label, Content, Whole geom.Rect
}

// PanelRows lays a seat panel's body out as labelled rows, as the Kheops
// and Imhotep panels do: a label column LabelW wide, the content after
// ColGap, rows RowGap apart.
type PanelRows struct {
	LabelW, ColGap, RowGap float64
}

// Layout returns the rows of the given heights from r's top; rows that
// would pass r's bottom are left out.
func (pr PanelRows) Layout(r geom.Rect, heights ...float64) []PanelRow {
	var out []PanelRow
	y := r.Y
	for _, h := range heights {
		if y+h > r.Bottom()+0.5 {
			break
		}
		whole := geom.R(r.X, y, r.W, h)
		lw := math.Min(pr.LabelW, r.W)
		cx := r.X + lw + pr.ColGap
		out = append(out, PanelRow{
			Label:   geom.R(r.X, y, lw, h),
			Content: geom.R(cx, y, math.Max(0, r.Right()-cx), h),
			Whole:   whole,
		})
		y += h + pr.RowGap
	}
	return out
}

// PanelScale is the scale of a seat panel's body that needs need px of
// height and gets r: 1 when it has room, squeezed down to 0.6 at most (as
// the Kheops and Imhotep panels are), below which rows are left out.
func PanelScale(r geom.Rect, need float64) float64 {
	if need <= 0 {
		return 1
	}
	return math.Min(1, math.Max(0.6, r.H/need))
}
