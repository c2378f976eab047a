package kheopsview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
)

// The art of Kheops, all drawn with vector paths through package render:
// tiles (walls, paved chambers, corridors), the nine symbols as
// medallions, the four pawns. Every function here draws onto an image at
// any size; the sprite cache (sprites.go) keeps the results.

// Tile colours.
var (
	wallLight    = color.RGBA{0xD2, 0xC2, 0xA2, 0xFF}
	wallDark     = color.RGBA{0xA8, 0x96, 0x76, 0xFF}
	corrLight    = color.RGBA{0xBC, 0xAC, 0x8C, 0xFF}
	corrDark     = color.RGBA{0x93, 0x82, 0x64, 0xFF}
	roomFloor    = color.RGBA{0xF3, 0xDE, 0xA8, 0xFF} // warm paving
	corrFloor    = color.RGBA{0xEF, 0xE8, 0xD8, 0xFF} // pale passage
	floorEdge    = color.RGBA{0x5A, 0x48, 0x34, 0xFF}
	sarcoRed     = color.RGBA{0xB8, 0x3A, 0x2C, 0xFF}
	sarcoGreen   = color.RGBA{0x4E, 0x8F, 0x45, 0xFF}
	curseDisc    = color.RGBA{0x3B, 0x2E, 0x3F, 0xFF}
	mortarBase   = color.RGBA{0x6E, 0x4E, 0x30, 0xFF}
	mortarUpper  = color.RGBA{0xC9, 0xB7, 0x93, 0xFF}
	emptySlot    = color.RGBA{0xE2, 0xD3, 0xB0, 0xFF}
	emptySlotArc = color.RGBA{0xB3, 0x9F, 0x7A, 0xFF}
)

func sarcoColour(c kheops.Colour) color.RGBA {
	switch c {
	case kheops.Red:
		return sarcoRed
	case kheops.Green:
		return sarcoGreen
	}
	return render.Gold
}

// sarcoShape double-codes a sarcophagus colour for colour-blind players.
func sarcoShape(c kheops.Colour) render.Shape {
	switch c {
	case kheops.Red:
		return render.ShapeTriangle
	case kheops.Green:
		return render.ShapeDiamond
	}
	return render.ShapeCircle
}

// quad is the band of width w from a to b (its ends square, across a-b).
func quad(a, b geom.Point, w float64) geom.Polygon {
	d := b.Sub(a)
	n := d.Len()
	if n == 0 {
		return geom.Polygon{a, a, a}
	}
	off := geom.Pt(-d.Y/n*w/2, d.X/n*w/2)
	return geom.Polygon{a.Add(off), b.Add(off), b.Sub(off), a.Sub(off)}
}

// inradius of a triangle of side a.
func inradius(a float64) float64 { return a / (2 * math.Sqrt(3)) }

// drawTile draws tile id in frame t (t.v[i] is the tile's local vertex i,
// rotation already applied), with its symbol upright if sym.
func drawTile(dst *ebiten.Image, t tri, id int, sym bool) {
	if id < 1 || id > kheops.NumTiles {
		return
	}
	tile := kheops.Tiles[id]
	a := t.side()
	ri := inradius(a)
	ow := math.Max(1.2, a*0.016) // outline width
	c := t.centroid()
	// Body: stone, lit from the top left.
	from, to := geom.Pt(c.X-a/2, c.Y-a/2), geom.Pt(c.X+a/2, c.Y+a/2)
	light, dark := wallLight, wallDark
	if tile.Kind == kheops.Corridor {
		light, dark = corrLight, corrDark
	}
	render.FillGradientPolygon(dst, t.poly(), from, to, light, dark)
	// A few courses of stone on the walls.
	course := render.WithAlpha(render.Ink, 0.1)
	for _, f := range []float64{0.35, 0.7} {
		e := t.scaled(1 - f*0.35)
		render.StrokePolygon(dst, e.poly(), math.Max(1, a*0.006), course)
	}
	open := tile.Openings
	if tile.Kind == kheops.Room {
		fr := 0.64
		ch := t.scaled(fr)
		grow := (ow * 1.4) / ri
		pw := 0.25 * a
		dk := t.scaled(fr + grow)
		render.FillPolygon(dst, dk.poly(), floorEdge)
		for i := 0; i < 3; i++ {
			if open&(1<<i) != 0 {
				render.FillPolygon(dst, quad(ch.mid(i).Lerp(c, 0.3), t.mid(i), pw+2*ow*1.4), floorEdge)
			}
		}
		render.FillGradientPolygon(dst, ch.poly(), from, to, render.Lighten(roomFloor, 0.25), roomFloor)
		for i := 0; i < 3; i++ {
			if open&(1<<i) != 0 {
				render.FillPolygon(dst, quad(ch.mid(i).Lerp(c, 0.3), t.mid(i), pw), roomFloor)
			}
		}
		// Paving: the chamber cut in four flagstones.
		pave := render.WithAlpha(render.Wood, 0.35)
		pwid := math.Max(1, a*0.008)
		render.StrokePolygon(dst, tri{[3]geom.Point{ch.mid(0), ch.mid(1), ch.mid(2)}}.poly(), pwid, pave)
	} else {
		pw := 0.19 * a
		jr := pw * 0.62
		g := ow * 1.4
		render.FillCircle(dst, c, jr+g, floorEdge)
		for i := 0; i < 3; i++ {
			if open&(1<<i) != 0 {
				render.FillPolygon(dst, quad(c, t.mid(i), pw+2*g), floorEdge)
			}
		}
		render.FillCircle(dst, c, jr, corrFloor)
		for i := 0; i < 3; i++ {
			if open&(1<<i) != 0 {
				render.FillPolygon(dst, quad(c, t.mid(i), pw), corrFloor)
				// Flagstones across the passage.
				m := t.mid(i)
				d := m.Sub(c)
				n := d.Len()
				if n > 0 {
					perp := geom.Pt(-d.Y/n*pw/2, d.X/n*pw/2)
					for _, f := range []float64{0.45, 0.75} {
						p := c.Lerp(m, f)
						render.Line(dst, p.Add(perp), p.Sub(perp), math.Max(1, a*0.007), render.WithAlpha(render.Wood, 0.3))
					}
				}
			}
		}
	}
	// Edge: a thin ink line and a light bevel on the upper edges.
	render.StrokePolygon(dst, t.poly(), ow, render.WithAlpha(render.Ink, 0.75))
	if sym && tile.Symbol != kheops.NoSymbol {
		drawSymbol(dst, tile, t.at(0, symbolFrac), symbolSize(a))
	}
}

// drawTileBack draws a face-down tile: plain stone with the pyramid mark.
func drawTileBack(dst *ebiten.Image, t tri) {
	a := t.side()
	c := t.centroid()
	render.FillGradientPolygon(dst, t.poly(), geom.Pt(c.X-a/2, c.Y-a/2), geom.Pt(c.X+a/2, c.Y+a/2), render.Lighten(render.Limestone, 0.15), render.LimestoneShade)
	in := t.scaled(0.62)
	render.StrokePolygon(dst, in.poly(), math.Max(1.2, a*0.02), render.WithAlpha(render.GoldDeep, 0.8))
	render.FillPolygon(dst, t.scaled(0.28).poly(), render.WithAlpha(render.Gold, 0.85))
	render.StrokePolygon(dst, t.poly(), math.Max(1.2, a*0.016), render.WithAlpha(render.Ink, 0.75))
}

// ---- symbols ----

// pen draws in unit coordinates: the symbol's box is [-1,1]².
type pen struct {
	dst *ebiten.Image
	c   geom.Point
	h   float64 // half the box, pixels
	sw  float64 // outline width
}

func (q pen) pt(x, y float64) geom.Point { return geom.Pt(q.c.X+x*q.h, q.c.Y+y*q.h) }

func (q pen) poly(xy ...float64) geom.Polygon {
	out := make(geom.Polygon, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, q.pt(xy[i], xy[i+1]))
	}
	return out
}

func (q pen) fillPoly(fill color.Color, xy ...float64) {
	p := q.poly(xy...)
	render.FillPolygon(q.dst, p, fill)
	render.StrokePolygon(q.dst, p, q.sw, render.Ink)
}

func (q pen) line(w float64, clr color.Color, xy ...float64) {
	render.Polyline(q.dst, q.poly(xy...), w, clr)
}

func (q pen) disc(x, y, r float64, fill color.Color) {
	render.FillCircle(q.dst, q.pt(x, y), r*q.h, fill)
	render.StrokeCircle(q.dst, q.pt(x, y), r*q.h, q.sw, render.Ink)
}

// arc returns points on the circle (cx, cy, r) from angle a0 to a1
// (radians, y down, so increasing is clockwise on screen).
func arc(cx, cy, r, a0, a1 float64, n int) []float64 {
	out := make([]float64, 0, 2*(n+1))
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		out = append(out, cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	return out
}

// arrowHead draws a filled head at (x, y) pointing along angle dir.
func (q pen) arrowHead(x, y, dir, size float64, fill color.Color) {
	s, c := math.Sincos(dir)
	tip := geom.Pt(x+c*size, y+s*size)
	l := geom.Pt(x-s*size*0.8, y+c*size*0.8)
	r := geom.Pt(x+s*size*0.8, y-c*size*0.8)
	q.fillPoly(fill, tip.X, tip.Y, l.X, l.Y, r.X, r.Y)
}

// thick draws a line in fill with an ink outline.
func (q pen) thick(w float64, fill color.Color, xy ...float64) {
	q.line(w*q.h+2*q.sw, render.Ink, xy...)
	q.line(w*q.h, fill, xy...)
}

// drawSymbol draws the medallion of tile's symbol centred on c, size
// pixels across. Immediate powers are lapis, the no-pawn sign a warning,
// the end-game symbols gold, papyrus or dark.
func drawSymbol(dst *ebiten.Image, tile kheops.Tile, c geom.Point, size float64) {
	sw := math.Max(1.2, math.Min(3, size/20))
	q := pen{dst: dst, c: c, h: size/2 - sw/2, sw: sw}
	disc := func(fill color.Color) {
		render.FillCircle(dst, c, q.h, fill)
		render.StrokeCircle(dst, c, q.h, sw, render.Ink)
	}
	light := render.Papyrus
	switch tile.Symbol {
	case kheops.RotateCorridor, kheops.RotateRoom:
		disc(render.Lapis)
		if tile.Symbol == kheops.RotateCorridor {
			q.fillPoly(light, -0.15, 0.0, 0.15, 0.0, 0.15, 0.74, -0.15, 0.74)
		} else {
			q.fillPoly(light, -0.32, 0.08, 0.32, 0.08, 0.32, 0.7, -0.32, 0.7)
			q.line(math.Max(1, sw*0.6), render.WithAlpha(render.Ink, 0.5), 0, 0.08, 0, 0.7)
			q.line(math.Max(1, sw*0.6), render.WithAlpha(render.Ink, 0.5), -0.32, 0.39, 0.32, 0.39)
		}
		pts := arc(0, 0.12, 0.6, math.Pi*0.98, math.Pi*1.9, 16)
		q.line(0.2*q.h, light, pts...)
		q.arrowHead(pts[len(pts)-2], pts[len(pts)-1], math.Pi*1.9+math.Pi/2, 0.3, light)
	case kheops.Swap:
		disc(render.Lapis)
		q.line(0.15*q.h, light, -0.5, 0.5, 0.32, -0.32)
		q.line(0.15*q.h, light, 0.5, 0.5, -0.32, -0.32)
		q.arrowHead(0.28, -0.28, -math.Pi/4, 0.28, light)
		q.arrowHead(-0.28, -0.28, -3*math.Pi/4, 0.28, light)
	case kheops.MovePower:
		disc(render.Lapis)
		q.line(0.17*q.h, light, -0.6, 0.05, 0.22, 0.05)
		q.arrowHead(0.22, 0.05, 0, 0.36, light)
		for _, x := range []float64{-0.52, -0.3} {
			render.FillCircle(dst, q.pt(x, -0.3), 0.06*q.h, light)
		}
	case kheops.NoPawn:
		disc(render.Papyrus)
		drawPawnShape(dst, kheops.Worker, q.pt(0, 0.04), size*0.58, render.InkSoft, render.InkSoft, sw*0.8, false)
		ring := math.Max(2, 0.16*q.h)
		render.StrokeCircle(dst, c, 0.74*q.h, ring, render.Terracotta)
		q.line(ring, render.Terracotta, -0.52, -0.52, 0.52, 0.52)
	case kheops.Double:
		render.FillGradientPath(dst, render.CirclePath(c, q.h), q.pt(0, -1), q.pt(0, 1), render.GoldStops()...)
		render.StrokeCircle(dst, c, q.h, sw, render.Ink)
		// The figure at 21 or more on the match's board and in its tray
		// (medallions 34 to 36 across): 14 px at a 1280x720 window
		// (ART.md, issue 22).
		render.DrawText(dst, "×2", countFaceAt("medallion ×2", render.Bold, size*0.63), c.X, c.Y+size*0.02, render.Center, render.Middle, render.Ink)
	case kheops.Ankh:
		disc(render.Papyrus)
		w := 0.16
		loop := arc(0, -0.38, 0.24, 0, 2*math.Pi, 24)
		// Slightly taller than wide.
		for i := 1; i < len(loop); i += 2 {
			loop[i] = -0.38 + (loop[i]+0.38)*1.25
		}
		q.line(w*q.h+2*sw, render.Ink, loop...)
		q.thick(w, render.Gold, -0.44, -0.02, 0.44, -0.02)
		q.thick(w, render.Gold, 0, -0.06, 0, 0.78)
		q.line(w*q.h, render.Gold, loop...)
	case kheops.Sarcophagus:
		disc(render.Papyrus)
		col := sarcoColour(tile.Colour)
		body := geom.Polygon{q.pt(-0.2, -0.5), q.pt(0.2, -0.5), q.pt(0.34, -0.2), q.pt(0.3, 0.5), q.pt(0.2, 0.82), q.pt(-0.2, 0.82), q.pt(-0.3, 0.5), q.pt(-0.34, -0.2)}
		render.FillGradientPolygon(dst, body, q.pt(-0.4, 0), q.pt(0.4, 0), render.Lighten(col, 0.25), render.Darken(col, 0.15))
		render.StrokePolygon(dst, body, sw, render.Ink)
		render.FillCircle(dst, q.pt(0, -0.3), 0.15*q.h, render.Papyrus)
		render.StrokeCircle(dst, q.pt(0, -0.3), 0.15*q.h, sw*0.8, render.Ink)
		render.DrawShape(dst, sarcoShape(tile.Colour), q.pt(0, 0.3), 0.34*q.h, render.Papyrus, render.Ink, sw*0.7)
		if tile.King {
			// The white crown: a tall rounded cone.
			q.fillPoly(render.Lighten(render.Papyrus, 0.4), -0.16, -0.47, 0.16, -0.47, 0.1, -0.72, 0.04, -0.86, -0.04, -0.86, -0.1, -0.72)
			render.FillCircle(dst, q.pt(0, -0.88), 0.06*q.h, render.Gold)
		} else {
			// A diadem: a gold band with a sun disc.
			q.line(0.08*q.h+2*sw, render.Ink, -0.2, -0.47, 0.2, -0.47)
			q.line(0.08*q.h, render.Gold, -0.2, -0.47, 0.2, -0.47)
			q.disc(0, -0.64, 0.12, render.Gold)
		}
	case kheops.Curse:
		disc(curseDisc)
		bone := render.Lighten(render.Papyrus, 0.2)
		render.FillCircle(dst, q.pt(0, -0.12), 0.44*q.h, bone)
		q.fillPoly(bone, -0.26, 0.12, 0.26, 0.12, 0.22, 0.52, -0.22, 0.52)
		render.FillCircle(dst, q.pt(-0.17, -0.12), 0.12*q.h, curseDisc)
		render.FillCircle(dst, q.pt(0.17, -0.12), 0.12*q.h, curseDisc)
		q.fillPoly(curseDisc, 0, 0.02, 0.06, 0.14, -0.06, 0.14)
		for _, x := range []float64{-0.11, 0, 0.11} {
			q.line(math.Max(1, sw*0.6), curseDisc, x, 0.3, x, 0.5)
		}
	}
}

// ---- pawns ----

// drawPawnShape draws pawn kind k standing in a size-tall box centred on
// c: body in fill, details in detail, outlined in ink. dots adds the
// colour-blind pattern (three dots down the body).
func drawPawnShape(dst *ebiten.Image, k kheops.PawnKind, c geom.Point, size float64, fill, detail color.Color, sw float64, dots bool) {
	q := pen{dst: dst, c: c, h: size / 2, sw: sw}
	shape := func(p *vector.Path, clr color.Color) {
		render.FillPath(dst, p, clr)
		render.StrokePath(dst, p, sw, render.Ink)
	}
	base := func(w float64) {
		shape(render.RoundRectPath(geom.RectFromCenter(q.pt(0, 0.86), w*q.h*2, 0.2*q.h), 0.1*q.h), fill)
	}
	switch k {
	case kheops.Worker:
		base(0.6)
		q.fillPoly(fill, -0.22, -0.28, 0.22, -0.28, 0.5, 0.78, -0.5, 0.78)
		q.disc(0, -0.52, 0.27, fill)
		q.line(math.Max(1, sw*0.8), detail, -0.3, 0.12, 0.3, 0.12)
	case kheops.Priest:
		base(0.52)
		// The staff's core follows the size, not sw, so that a rim (a
		// wider sw) only widens its outline.
		core := math.Max(1.2, size*0.045) * 1.6
		q.line(core+2*sw, render.Ink, 0.6, -0.88, 0.6, 0.8)
		q.line(core, render.Gold, 0.6, -0.88, 0.6, 0.8)
		q.fillPoly(fill, -0.18, -0.46, 0.18, -0.46, 0.4, 0.78, -0.4, 0.78)
		q.line(math.Max(1, sw*0.9), detail, -0.22, -0.2, 0.3, 0.5)
		q.disc(0, -0.68, 0.21, fill)
		q.disc(0.6, -0.88, 0.1, render.Gold)
	case kheops.Mummy:
		base(0.5)
		shape(render.RoundRectPath(geom.R(q.pt(-0.36, -0.95).X, q.pt(0, -0.95).Y, 0.72*q.h, 1.72*q.h), 0.36*q.h), fill)
		for _, y := range []float64{-0.25, 0.05, 0.35} {
			q.line(math.Max(1, sw*0.8), detail, -0.34, y, 0.34, y+0.18)
		}
		render.FillCircle(dst, q.pt(-0.13, -0.56), 0.07*q.h, detail)
		render.FillCircle(dst, q.pt(0.13, -0.56), 0.07*q.h, detail)
	case kheops.Pharaoh:
		base(0.62)
		q.fillPoly(fill, -0.3, -0.2, 0.3, -0.2, 0.52, 0.78, -0.52, 0.78)
		// The nemes: a striped head-cloth flaring to the shoulders.
		q.fillPoly(render.Gold, -0.26, -0.96, 0.26, -0.96, 0.5, -0.12, 0.28, -0.1, 0, -0.3, -0.28, -0.1, -0.5, -0.12)
		for _, x := range []float64{-0.33, 0.33} {
			q.line(math.Max(1, sw*0.8), render.Lapis, x*0.75, -0.72, x*1.3, -0.18)
		}
		q.disc(0, -0.56, 0.2, fill)
		q.line(math.Max(1, sw*1.2), render.Lapis, -0.22, -0.84, 0.22, -0.84)
		q.fillPoly(render.Gold, -0.05, -0.36, 0.05, -0.36, 0.03, -0.18, -0.03, -0.18)
	}
	if dots {
		for _, y := range []float64{0.15, 0.38, 0.61} {
			render.FillCircle(dst, q.pt(0, y), 0.07*q.h, detail)
		}
	}
}

// pawnColours are the body and detail colours of seat pc's pawns.
func pawnColours(pc render.PlayerColor) (fill, detail color.RGBA) {
	return render.Mix(pc.RGBA(), render.Limestone, 0.08), pc.Stamp()
}

// drawPawn draws a pawn with its shadow, standing in a size-tall box
// centred on c.
func drawPawn(dst *ebiten.Image, k kheops.PawnKind, pc render.PlayerColor, c geom.Point, size float64, dots bool) {
	shadow := geom.RectFromCenter(c.Add(geom.Pt(size*0.06, size*0.44)), size*0.7, size*0.16)
	render.FillRoundRect(dst, shadow, size*0.08, render.WithAlpha(render.Ink, 0.28))
	fill, detail := pawnColours(pc)
	sw := math.Max(1.2, size*0.045)
	if render.Luminance(fill) > 0.6 {
		// A light pawn on a pale corridor: a dark rim around it first.
		drawPawnShape(dst, k, c, size, render.Ink, render.Ink, sw*2.6, false)
	}
	drawPawnShape(dst, k, c, size, fill, detail, sw, dots)
}
