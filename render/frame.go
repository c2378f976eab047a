package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

// PanelStyle describes a framed panel. Sizes are at 1080p; Scale multiplies
// them when drawing to a scaled screen (0 means 1).
type PanelStyle struct {
	Fill    color.Color   // solid fill, used when Texture is nil
	Texture *ebiten.Image // repeated fill (PapyrusTexture by default)
	Border  color.Color   // outer line, Ink by default
	Accent  color.Color   // inner line and corner rosettes, Gold by default
	Radius  float64       // corner radius, 10 by default
	Shadow  bool          // soft drop shadow under the panel
	Frieze  bool          // band of coloured blocks inside the top edge
	Plain   bool          // outer line only: no inner line, rosettes or frieze
	Scale   float64
}

// DefaultPanel is a papyrus panel with shadow and a gold inner line.
func DefaultPanel() PanelStyle { return PanelStyle{Shadow: true} }

// Panel metrics at 1080p.
const (
	panelBorder  = StrokeNormal
	panelInset   = 7
	panelRadius  = 10
	friezeHeight = 12
)

func (st PanelStyle) norm() PanelStyle {
	if st.Scale <= 0 {
		st.Scale = 1
	}
	if st.Border == nil {
		st.Border = Ink
	}
	if st.Accent == nil {
		st.Accent = Gold
	}
	if st.Radius == 0 {
		st.Radius = panelRadius
	}
	if st.Fill == nil && st.Texture == nil {
		st.Texture = PapyrusTexture()
	}
	return st
}

// PanelContent is the area inside a panel's frame, for its contents.
func PanelContent(r geom.Rect, st PanelStyle) geom.Rect {
	st = st.norm()
	k := st.Scale
	if st.Plain {
		return r.Inset(panelBorder * k * 2)
	}
	in := r.Inset((panelInset + 6) * k)
	if st.Frieze {
		_, in = in.SplitY((friezeHeight + 4) * k)
	}
	return in
}

// DrawPanel draws shadow, fill and frame.
func DrawPanel(dst *ebiten.Image, r geom.Rect, st PanelStyle) {
	st = st.norm()
	k := st.Scale
	if st.Shadow {
		DrawShadowWith(dst, r, st.Radius*k, ShadowOffset*k, ShadowBlur*k, 0.25)
	}
	if st.Texture != nil {
		FillRoundRectTextured(dst, r, st.Radius*k, st.Texture)
	} else {
		FillRoundRect(dst, r, st.Radius*k, st.Fill)
	}
	DrawFrame(dst, r, st)
}

// DrawFrame draws only the frame of a panel: the outer line and, unless
// Plain, an inner accent line with a rosette at each corner and optionally
// the frieze.
func DrawFrame(dst *ebiten.Image, r geom.Rect, st PanelStyle) {
	st = st.norm()
	k := st.Scale
	bw := panelBorder * k
	outer := r.Inset(bw / 2)
	StrokeRoundRect(dst, outer, st.Radius*k, bw, st.Border)
	if st.Plain {
		return
	}
	// Square inner corners joined by rosettes, like a painted cartouche border.
	inner := r.Inset(panelInset * k)
	StrokeRoundRect(dst, inner, 0, StrokeNormal*k, st.Accent)
	if st.Frieze {
		band := geom.R(inner.X+5*k, inner.Y+5*k, inner.W-10*k, friezeHeight*k)
		DrawFrieze(dst, band, k)
	}
	rr := 4 * k
	for _, c := range []geom.Point{inner.Min(), geom.Pt(inner.Right(), inner.Y), inner.Max(), geom.Pt(inner.X, inner.Bottom())} {
		FillCircle(dst, c, rr, st.Accent)
		StrokeCircle(dst, c, rr, StrokeThin*k*0.8, st.Border)
		FillCircle(dst, c, rr*0.45, Lapis)
	}
}

// DrawFrieze fills band with the block pattern of painted tomb borders:
// blocks of lapis, gold, terracotta and reed green between thin ink lines.
func DrawFrieze(dst *ebiten.Image, band geom.Rect, scale float64) {
	if band.Empty() {
		return
	}
	if scale <= 0 {
		scale = 1
	}
	colours := []color.RGBA{Lapis, Gold, Terracotta, Gold, ReedGreen, Gold}
	unit := band.H * 0.9
	n := int(math.Max(1, math.Round(band.W/unit)))
	w := band.W / float64(n)
	for i := 0; i < n; i++ {
		cell := geom.R(band.X+float64(i)*w, band.Y, w, band.H)
		FillRect(dst, cell, colours[i%len(colours)])
	}
	line := math.Max(1, scale)
	for i := 1; i < n; i++ {
		x := band.X + float64(i)*w
		Line(dst, geom.Pt(x, band.Y), geom.Pt(x, band.Bottom()), line, WithAlpha(Ink, 0.8))
	}
	StrokeRoundRect(dst, band, 0, line, Ink)
}

// DrawGlow draws a soft turquoise halo around r, the mark of a legal target.
// strength in [0,1] lets a view pulse it (0.6 to 1 reads well).
func DrawGlow(dst *ebiten.Image, r geom.Rect, radius, strength float64) {
	strength = math.Max(0, math.Min(1, strength))
	const layers = 5
	for i := layers; i >= 1; i-- {
		d := 2 * float64(i)
		a := strength * 0.5 * float64(layers-i+1) / layers
		StrokeRoundRect(dst, r.Inset(-d), radius+d, 2.5, WithAlpha(Turquoise, a))
	}
	StrokeRoundRect(dst, r.Inset(-1.5), radius+1.5, 3, Turquoise)
}
