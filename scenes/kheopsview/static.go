package kheopsview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine/kheops"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
)

// The static layer: the table, the empty pyramid with its mortar, the
// legend and the frames of the seats and the pile, drawn once into an
// image and redrawn only when the layout or the language change.

type staticKey struct {
	w, h    int
	k       float64
	lang    string
	density float64
	bare    bool
	tray    bool
}

func fs(l *layout, size float64) float64 { return math.Max(9, size*l.k) }

// countSize is the size of the counts a player reads at a glance (pawns
// in supply, the pile, a panel's lines): ART.md's 14 px at a 1280x720
// window is 21 on the 1920x1080 canvas (issue 22).
const countSize = 21.0

// countSeen, set by tests, is told each count drawn and its size.
var countSeen func(s string, size float64)

// countFace is the face of count s, at countSize, told to countSeen.
func countFace(s string, role render.Role) text.Face { return countFaceAt(s, role, countSize) }

// countFaceAt is countFace at size.
func countFaceAt(s string, role render.Role, size float64) text.Face {
	if countSeen != nil {
		countSeen(s, size)
	}
	return render.Face(role, size)
}

// boardCount is the face of a count on the board: countSize, smaller
// only on a board drawn smaller than the match's (a rules picture).
func boardCount(l *layout, s string, role render.Role) text.Face {
	return countFaceAt(s, role, countSize*math.Min(1, l.k))
}

// textQ holds the static layer's text until every shape is drawn: one
// switch from shapes to glyphs instead of one per label.
type textQ []func()

func (q *textQ) text(dst *ebiten.Image, str string, face text.Face, x, y float64, h render.Align, v render.Anchor, clr color.Color) {
	*q = append(*q, func() { render.DrawText(dst, str, face, x, y, h, v, clr) })
}

func (q *textQ) inRect(dst *ebiten.Image, str string, face text.Face, r geom.Rect, h render.Align, v render.Anchor, clr color.Color) {
	*q = append(*q, func() { render.DrawInRect(dst, str, face, r, h, v, clr) })
}

func (q *textQ) flush() {
	for _, f := range *q {
		f()
	}
	*q = nil
}

// legendSymbols are the symbols of the legend, in rulebook order, with a
// tile carrying each (the sarcophagus row shows the gold king).
var legendSymbols = []struct {
	sym  kheops.Symbol
	tile int
}{
	{kheops.RotateCorridor, 31}, {kheops.RotateRoom, 33}, {kheops.Swap, 35}, {kheops.MovePower, 37},
	{kheops.NoPawn, 38}, {kheops.Double, 30}, {kheops.Ankh, 28}, {kheops.Sarcophagus, 1}, {kheops.Curse, 27},
}

// Sample tiles of the legend's first two rows.
const (
	sampleRoom     = 23 // a plain 2-door room
	sampleCorridor = 47 // a plain junction
)

// drawStatic paints the table for layout l (whose area starts at the
// image's origin); bare: the pyramid only; tray: the frame of the tray.
func drawStatic(dst *ebiten.Image, l *layout, loc *locales.Bundle, bare, tray bool) {
	var q textQ
	render.FillRectTextured(dst, l.area, render.SandTexture())
	if bare {
		drawPyramidBed(dst, l)
		return
	}
	// Status band.
	st := l.status()
	render.FillRoundRect(dst, st, l.s(10), render.WithAlpha(render.Papyrus, 0.55))
	render.StrokeRoundRect(dst, st, l.s(10), math.Max(1, l.s(1.5)), render.WithAlpha(render.InkSoft, 0.5))
	drawPyramidBed(dst, l)
	drawLegend(dst, l, loc, &q)
	// The tray and the pile.
	panel := render.PanelStyle{Plain: true, Shadow: true, Scale: l.k}
	if tray {
		render.DrawPanel(dst, l.tray(), panel)
	}
	render.DrawPanel(dst, l.pile(), panel)
	q.flush()
}

// drawPyramidBed draws the pyramid before any tile: a shadow, the mortar
// of each slot (dark under the foundation) and the empty beds.
func drawPyramidBed(dst *ebiten.Image, l *layout) {
	p := l.pyramid()
	sh := shiftTri(p.scaled(1.01), l.s(6), l.s(8))
	render.FillPolygon(dst, sh.poly(), render.WithAlpha(render.Ink, 0.2))
	render.FillPolygon(dst, p.scaled(1.012).poly(), mortarUpper)
	for s := 1; s <= kheops.NumSlots; s++ {
		t := l.slot(s)
		if kheops.IsBase(s) {
			render.FillPolygon(dst, t.poly(), mortarBase)
		}
		bed := t.scaled(tileInset)
		render.FillPolygon(dst, bed.poly(), emptySlot)
		render.StrokePolygon(dst, bed.scaled(0.9).poly(), math.Max(1, l.s(1.2)), render.WithAlpha(emptySlotArc, 0.7))
	}
	render.StrokePolygon(dst, p.scaled(1.012).poly(), math.Max(1.5, l.s(2)), render.Ink)
	// The ground line and the summit's sun.
	a, b := p.v[2], p.v[1]
	render.Line(dst, a.Add(geom.Pt(-l.s(30), l.s(3))), b.Add(geom.Pt(l.s(30), l.s(3))), math.Max(2, l.s(4)), render.Wood)
	top := p.v[0].Add(geom.Pt(0, -l.s(1)))
	render.FillCircle(dst, top, l.s(9), render.GoldLight)
	render.StrokeCircle(dst, top, l.s(9), math.Max(1, l.s(1.5)), render.GoldDeep)
}

// drawLegend draws the symbol legend in the upper-left corner.
func drawLegend(dst *ebiten.Image, l *layout, loc *locales.Bundle, q *textQ) {
	r := l.legend()
	render.DrawPanel(dst, r, render.PanelStyle{Shadow: true, Scale: l.k})
	q.text(dst, tr(loc, "kheops.ui.legend"), render.Face(render.Title, fs(l, 26)), r.X+l.s(22), r.Y+l.s(30), render.Left, render.Middle, render.Ink)
	name := render.Face(render.Medium, fs(l, 18))
	row := func(i int, label string, icon render.Icon, hasIcon bool) geom.Rect {
		rr := l.legendRow(i)
		tx := rr.X + l.s(56)
		w := rr.Right() - tx
		if hasIcon {
			w -= l.s(30)
			render.DrawIcon(dst, icon, rr.Right()-l.s(13), rr.Center().Y, l.s(22))
		}
		q.inRect(dst, label, name, geom.R(tx, rr.Y, w, rr.H), render.Left, render.Middle, render.Ink)
		if i > 0 {
			render.Line(dst, geom.Pt(rr.X, rr.Y), geom.Pt(rr.Right(), rr.Y), 1, render.WithAlpha(render.InkSoft, 0.25))
		}
		return rr
	}
	for i, id := range []int{sampleRoom, sampleCorridor} {
		kind := "room"
		if i == 1 {
			kind = "corridor"
		}
		rr := row(i, tr(loc, "kheops.kind."+kind), 0, false)
		t := upTri(geom.Pt(rr.X+l.s(24), rr.Center().Y+l.s(5)), l.s(44))
		drawTile(dst, t, id, false)
	}
	for i, ls := range legendSymbols {
		icon, has := render.IconEndGame, true
		switch {
		case ls.sym.Immediate():
			icon = render.IconAtOnce
		case ls.sym == kheops.NoPawn:
			has = false
		}
		rr := row(i+2, tr(loc, "kheops.symbol."+ls.sym.String()), icon, has)
		drawSymbol(dst, kheops.Tiles[ls.tile], geom.Pt(rr.X+l.s(24), rr.Center().Y), l.s(36))
	}
}
