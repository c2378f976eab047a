package egiziaview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine/egizia"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview"
)

var tr = gameview.Tr

// A glyph is one step of an effect as the cards print it: an icon, maybe
// with a figure. Effects are rows of glyphs read left to right.
type glyph struct {
	kind gk
	a, n int
}

type gk uint8

const (
	gCrew       gk = iota // +n Strength to crew a (CrewChoice: any)
	gFlood                // move the flood up to n
	gMarket               // +n on market a (MktChoice: either)
	gStone                // +n Stone (n 0: Stone)
	gWheat                // +n Wheat (n 0: Wheat)
	gPoints               // n points
	gBrick                // a free brick
	gGlory                // a point per brick on monuments a (0 obelisk+colonnade, 1 pyramid+statues)
	gWaitShip             // a waiting ship builds
	gShip                 // a ship (n: count)
	gSphinx               // a Sphinx card (n: count, 0 none shown)
	gTo                   // an arrow: pay, then get
	gOr                   // a slash: one or the other
	gEnd                  // at the end of the game
	gField                // a field of colour a, n Wheat
	gQuarry               // a quarry, n Stone
	gUpgrade              // a field's colour one better
	gTemp                 // +n temporary Strength to a build
	gMonument             // monument a (4: the Sphinx), n a count (0 none)
	gMax                  // market a at level 5
	gCrewN                // crew a's Strength at least n (4: all crews)
	gMost                 // most productive (a: colour, 3 quarries)
	gCheck                // a tick: done
	gReach                // on reaching this level (a green step up)
	gPerm                 // a permanent card
	gRowMaj               // a pyramid row's majority won
	gEachStatue           // each of the 3 statues has at least n bricks
	gAllCrews             // all four crews at least n
)

// opGlyphs are the glyphs of an engine Op.
func opGlyphs(op egizia.Op) []glyph {
	switch op.Kind {
	case egizia.OpCrew:
		return []glyph{{gCrew, int(op.A), int(op.B)}}
	case egizia.OpFlood:
		return []glyph{{gFlood, 0, int(op.A)}}
	case egizia.OpMarket:
		return []glyph{{gMarket, int(op.A), int(op.B)}}
	case egizia.OpStone:
		return []glyph{{gStone, 0, int(op.B)}}
	case egizia.OpPoints:
		return []glyph{{gPoints, 0, int(op.B)}}
	case egizia.OpFreeBrick:
		return []glyph{{gBrick, 0, 0}}
	case egizia.OpGloryPyr:
		return []glyph{{gGlory, 1, 0}}
	case egizia.OpGloryObe:
		return []glyph{{gGlory, 0, 0}}
	case egizia.OpWaitingShip:
		return []glyph{{gWaitShip, 0, 0}}
	}
	return nil
}

func opsGlyphs(ops [2]egizia.Op) []glyph {
	var out []glyph
	for _, op := range ops {
		out = append(out, opGlyphs(op)...)
	}
	return out
}

// powerGlyphs are the glyphs of an Anytime or Permanent power.
func powerGlyphs(pw int) []glyph {
	switch pw {
	case egizia.PwSacrifice:
		return []glyph{{gPoints, 0, -5}, {gEnd, 0, 0}, {gPoints, 0, egizia.SacrificeEnd}}
	case egizia.PwMillstone:
		return []glyph{{gStone, 1, 1}, {gTo, 0, 0}, {gWheat, 1, 1}}
	case egizia.PwGrain:
		return []glyph{{gWheat, 0, egizia.GrainWheat}}
	case egizia.PwOracle:
		return []glyph{{gSphinx, 0, 0}, {gTo, 0, 0}, {gSphinx, 0, 1}}
	case egizia.PwForeman:
		return []glyph{{gCrew, egizia.CrewChoice, 1}}
	case egizia.PwBoost:
		return []glyph{{gTemp, 0, egizia.BoostStr}}
	case egizia.PwIrrigation:
		return []glyph{{gUpgrade, 0, 0}}
	case egizia.PwGleaner:
		return []glyph{{gField, -1, 0}, {gOr, 0, 0}, {gPoints, 0, egizia.GleanPoint}}
	case egizia.PwTrader:
		return []glyph{{gCrew, egizia.CrewChoice, -1}, {gTo, 0, 0}, {gMarket, egizia.MktWheat, 1}, {gMarket, egizia.MktStone, 1}}
	case egizia.PwRecruiter:
		return []glyph{{gStone, 0, -egizia.RecruitCost1}, {gTo, 0, 0}, {gCrew, egizia.CrewChoice, 1}}
	case egizia.PwDoubleStop:
		return []glyph{{gShip, 0, 2}}
	case egizia.PwProvisions:
		return []glyph{{gWheat, 0, egizia.ProvisionsWheat}, {gOr, 0, 0}, {gStone, 0, egizia.ProvisionsStone}}
	case egizia.PwHiddenQuarry:
		return []glyph{{gStone, 0, egizia.HiddenStone}}
	case egizia.PwSecondVision:
		return []glyph{{gSphinx, 0, 2}}
	case egizia.PwStoneSale:
		return []glyph{{gStone, 1, 1}, {gTo, 0, 0}, {gPoints, 0, 1}}
	case egizia.PwVersatility:
		return []glyph{{gStone, 0, egizia.VersatileStone}, {gOr, 0, 0}, {gTemp, 0, egizia.VersatileStr}}
	}
	return nil
}

// cardGlyphs are the glyphs of Nile card id (1..56).
func cardGlyphs(id int) []glyph {
	c := egizia.NileCards[id-1]
	var out []glyph
	switch c.Type {
	case egizia.TField:
		out = append(out, glyph{gField, int(c.Colour), int(c.Wheat)})
	case egizia.TQuarry:
		out = append(out, glyph{gQuarry, 0, int(c.Quarry)})
	case egizia.TCombo:
		out = append(out, glyph{gField, int(c.Colour), int(c.Wheat)}, glyph{gQuarry, 0, int(c.Quarry)})
	}
	if c.Power != egizia.PwNone {
		return append(out, powerGlyphs(int(c.Power))...)
	}
	return append(out, opsGlyphs(c.Ops)...)
}

// glyphFigure is the figure a glyph prints beside its icon ("" none).
func glyphFigure(g glyph) string {
	switch g.kind {
	case gStone, gWheat:
		if g.a == 1 { // a quantity, not a gain
			return strconv.Itoa(g.n)
		}
		if g.n != 0 {
			return signed(g.n)
		}
	case gCrew, gMarket, gTemp, gSphinx:
		if g.n != 0 {
			return signed(g.n)
		}
	case gMonument, gCrewN, gEachStatue, gAllCrews:
		if g.n != 0 {
			return strconv.Itoa(g.n)
		}
	case gShip:
		if g.n > 1 {
			return "+" + strconv.Itoa(g.n-1)
		}
	case gMax:
		return "5"
	}
	return ""
}

// figMin is the smallest size of a glyph's figure (a count beside an
// icon, the points on a coin, a field's or quarry's value): the board's
// printed faces go down to widget.TextMin, the seat areas draw their
// glyphs with PanelNum (14 real px at 1280x720, ART.md) through
// withFigMin.
var figMin float64 = widget.TextMin

// coinMin is the smallest figure on a coin: the board's take figMin
// (boardFigMin), a seat area's PanelNum; a coin too narrow for its
// figure widens to a cartouche (drawCoin).
var coinMin float64 = widget.TextMin

// withFigMin measures or draws glyphs with figures at least min px, and
// coins' figures at least coin px.
func withFigMin(min, coin float64, f func()) {
	oldF, oldC := figMin, coinMin
	figMin, coinMin = min, coin
	defer func() { figMin, coinMin = oldF, oldC }()
	f()
}

// figSeen, when a test sets it, hears of every glyph figure drawn, its
// size, and whether it is on a coin.
var figSeen func(text string, size float64, coin bool)

// drawFig draws a glyph's figure t with face f.
func drawFig(dst *ebiten.Image, t string, f *text.GoTextFace, x, y float64, ax render.Align, ay render.Anchor, clr color.Color) {
	if figSeen != nil {
		figSeen(t, f.Size, false)
	}
	render.DrawText(dst, t, f, x, y, ax, ay, clr)
}

// figFace is the face of a glyph's figure at size s.
func figFace(s float64) *text.GoTextFace {
	return render.Face(render.Bold, math.Max(figMin, s*0.58))
}

// glyphWidth is a glyph's width at size s.
func glyphWidth(g glyph, s float64) float64 {
	if f := glyphFigure(g); f != "" {
		return s*0.86 + render.TextWidth(f, figFace(s)) + 1
	}
	switch g.kind {
	case gTo, gOr, gReach:
		return s * 0.5
	case gField, gQuarry:
		return s * 1.5
	case gFlood:
		return s * 0.95
	case gPoints:
		return math.Max(s, coinWidth(s*0.92, strconv.Itoa(g.n)))
	case gGlory:
		return s * 1.9
	case gMost:
		return s * 1.9
	}
	return s
}

// glyphsWidth is the width of a row of glyphs at size s with gap.
func glyphsWidth(gs []glyph, s, gap float64) float64 {
	w := 0.0
	for i, g := range gs {
		if i > 0 {
			w += gap
		}
		w += glyphWidth(g, s)
	}
	return w
}

// drawGlyphs draws gs centred in r, as large as fits (up to r.H).
func drawGlyphs(dst *ebiten.Image, gs []glyph, r geom.Rect, maxS float64) {
	if len(gs) == 0 {
		return
	}
	s := math.Min(maxS, r.H)
	gap := s * 0.12
	// The figures keep figMin as the icons shrink: shrink again until
	// the row fits (one pass left a figure of 21 over its neighbour).
	for i := 0; i < 8; i++ {
		w := glyphsWidth(gs, s, gap)
		if w <= r.W+0.5 {
			break
		}
		s *= math.Max(0.5, r.W/w)
		gap = s * 0.12
	}
	if glyphsWidth(gs, s, gap) > r.W+1 {
		render.NoteDrop(glyphsText(gs), "clipped")
	}
	x := r.Center().X - glyphsWidth(gs, s, gap)/2
	for _, g := range gs {
		w := glyphWidth(g, s)
		drawGlyph(dst, g, geom.Pt(x+w/2, r.Center().Y), s)
		x += w + gap
	}
}

// glyphsText is what a row of glyphs says in figures, for the label
// audit.
func glyphsText(gs []glyph) string {
	t := ""
	for _, g := range gs {
		if f := glyphFigure(g); f != "" {
			t += f + " "
		}
	}
	return "glyphs " + t
}

// signed is n with its sign ("+2", "-1").
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// iconAndFigure draws icon at the left of a glyph of size s centred on c
// and figure t at its right.
func iconAndFigure(dst *ebiten.Image, c geom.Point, s float64, t string, icon func(c geom.Point, s float64)) {
	w := s*0.86 + render.TextWidth(t, figFace(s)) + 1
	icon(geom.Pt(c.X-w/2+s*0.42, c.Y), s*0.84)
	drawFig(dst, t, figFace(s), c.X-w/2+s*0.86, c.Y, render.Left, render.Middle, render.Ink)
}

// drawGlyph draws one glyph of size s centred on c.
func drawGlyph(dst *ebiten.Image, g glyph, c geom.Point, s float64) {
	switch g.kind {
	case gCrew:
		icon := func(c geom.Point, s float64) { drawCrewToken(dst, g.a, c, s*0.85, false) }
		if g.n == 0 {
			icon(c, s)
			return
		}
		iconAndFigure(dst, c, s, signed(g.n), icon)
	case gTemp:
		// Temporary Strength: a token drawn as a dashed outline with a bolt.
		iconAndFigure(dst, c, s, signed(g.n), func(c geom.Point, s float64) {
			r := geom.RectFromCenter(c, s*0.85, s*0.85)
			render.FillRoundRect(dst, r, s*0.2, render.Papyrus)
			render.StrokeRoundRect(dst, r, s*0.2, sw(s), render.Terracotta)
			drawBolt(dst, c, s*0.7, render.Terracotta)
		})
	case gFlood:
		drawFloodIcon(dst, c, s*0.9, max(1, g.n))
	case gMarket:
		iconAndFigure(dst, c, s, signed(g.n), func(c geom.Point, s float64) { drawMarketIcon(dst, g.a, c, s) })
	case gStone:
		if g.n == 0 {
			drawStone(dst, c, s)
			return
		}
		iconAndFigure(dst, c, s, glyphFigure(g), func(c geom.Point, s float64) { drawStone(dst, c, s) })
	case gWheat:
		if g.n == 0 {
			drawWheat(dst, c, s, wheatColour)
			return
		}
		iconAndFigure(dst, c, s, glyphFigure(g), func(c geom.Point, s float64) { drawWheat(dst, c, s, wheatColour) })
	case gPoints:
		drawCoin(dst, c, s*0.92, strconv.Itoa(g.n))
	case gBrick:
		drawBrickIcon(dst, c, s)
		if g.a == 1 { // any brick you place, not a free one
			return
		}
		drawFig(dst, "0", render.Face(render.Bold, figMin), c.X+s*0.38, c.Y+s*0.32, render.Center, render.Middle, render.Terracotta)
	case gGlory:
		// A point per brick of yours on two monuments.
		m1, m2 := egizia.MonObelisk, egizia.MonColonnade
		if g.a == 1 {
			m1, m2 = egizia.MonPyramid, egizia.MonStatue
		}
		drawMonumentIcon(dst, m1, geom.Pt(c.X-s*0.7, c.Y), s*0.6)
		drawMonumentIcon(dst, m2, geom.Pt(c.X-s*0.2, c.Y), s*0.6)
		drawArrow(dst, geom.Pt(c.X+0.05*s, c.Y), geom.Pt(c.X+0.28*s, c.Y), math.Max(1.3, s*0.07), render.Ink)
		drawCoin(dst, geom.Pt(c.X+s*0.62, c.Y), s*0.6, "1")
	case gWaitShip:
		drawShip(dst, geom.Pt(c.X, c.Y+s*0.05), s*0.9, render.Gray, false)
		drawAnchor(dst, geom.Pt(c.X+s*0.32, c.Y-s*0.28), s*0.45, render.Ink)
	case gShip:
		if g.n > 1 { // one more ship this turn
			iconAndFigure(dst, c, s, glyphFigure(g), func(c geom.Point, s float64) { drawShip(dst, c, s*1.1, render.Gray, false) })
			return
		}
		drawShip(dst, c, s*0.9, render.Gray, false)
	case gPerm:
		drawInfinityCard(dst, c, s)
	case gRowMaj:
		drawPyramidIcon(dst, geom.Pt(c.X, c.Y+s*0.12), s*0.8)
		drawCrown(dst, geom.Pt(c.X, c.Y-s*0.3), s*0.5)
	case gEachStatue:
		iconAndFigure(dst, c, s, glyphFigure(g), func(c geom.Point, s float64) {
			for i := -1; i <= 1; i++ {
				drawStatueIcon(dst, geom.Pt(c.X+float64(i)*s*0.32, c.Y), s*0.6)
			}
		})
	case gAllCrews:
		iconAndFigure(dst, c, s, glyphFigure(g), func(c geom.Point, s float64) {
			for i := 0; i < egizia.NumCrews; i++ {
				q := geom.Pt(c.X+(float64(i%2)-0.5)*s*0.46, c.Y+(float64(i/2)-0.5)*s*0.46)
				drawCrewToken(dst, i, q, s*0.42, false)
			}
		})
	case gSphinx:
		if g.n > 0 {
			iconAndFigure(dst, c, s, signed(g.n), func(c geom.Point, s float64) { drawCardIcon(dst, c, s, true) })
			return
		}
		drawCardIcon(dst, c, s, true)
	case gTo:
		drawArrow(dst, geom.Pt(c.X-s*0.2, c.Y), geom.Pt(c.X+s*0.12, c.Y), math.Max(1.5, s*0.09), render.Ink)
	case gOr:
		render.Line(dst, geom.Pt(c.X+s*0.15, c.Y-s*0.35), geom.Pt(c.X-s*0.15, c.Y+s*0.35), math.Max(1.5, s*0.08), render.Ink)
	case gEnd:
		drawHourglass(dst, c, s*0.9)
	case gField:
		if g.a < 0 {
			drawCardIcon(dst, c, s, false)
			return
		}
		drawFieldValue(dst, g.a, g.n, c, s)
	case gQuarry:
		drawStoneValue(dst, g.n, c, s)
	case gUpgrade:
		// Red → Yellow → Green: a field's colour one better.
		w := s * 0.3
		for i, col := range []int{egizia.Red, egizia.Yellow, egizia.Green} {
			r := geom.RectFromCenter(geom.Pt(c.X+(float64(i)-1)*w*1.15, c.Y), w, s*0.7)
			render.FillRoundRect(dst, r, 2, fieldColours[col])
			render.StrokeRoundRect(dst, r, 2, math.Max(1, sw(s)*0.6), render.Ink)
		}
	case gMonument:
		if g.n > 0 {
			iconAndFigure(dst, c, s, strconv.Itoa(g.n), func(c geom.Point, s float64) { drawMonumentIcon(dst, g.a, c, s) })
			return
		}
		drawMonumentIcon(dst, g.a, c, s)
	case gMax:
		iconAndFigure(dst, c, s, "5", func(c geom.Point, s float64) { drawMarketIcon(dst, g.a, c, s) })
	case gCrewN:
		iconAndFigure(dst, c, s, strconv.Itoa(g.n), func(c geom.Point, s float64) { drawCrewToken(dst, g.a, c, s*0.85, false) })
	case gMost:
		// Most productive: a crown over the fields (or quarries).
		if g.a == 3 {
			drawStone(dst, geom.Pt(c.X+s*0.25, c.Y+s*0.1), s*0.8)
		} else {
			r := geom.RectFromCenter(geom.Pt(c.X+s*0.25, c.Y+s*0.1), s*0.9, s*0.7)
			render.FillRoundRect(dst, r, s*0.12, fieldColours[max(0, g.a)])
			render.StrokeRoundRect(dst, r, s*0.12, sw(s), render.Ink)
			drawWheat(dst, r.Center(), s*0.6, render.Papyrus)
		}
		drawCrown(dst, geom.Pt(c.X-s*0.5, c.Y), s*0.7)
	case gReach:
		drawArrow(dst, geom.Pt(c.X, c.Y+s*0.35), geom.Pt(c.X, c.Y-s*0.2), math.Max(2, s*0.14), render.ReedGreen)
	case gCheck:
		w := math.Max(2, s*0.12)
		render.Polyline(dst, []geom.Point{geom.Pt(c.X-s*0.3, c.Y), geom.Pt(c.X-s*0.08, c.Y+s*0.25), geom.Pt(c.X+s*0.32, c.Y-s*0.28)}, w, render.ReedGreen)
	}
}

// Nile cards.

// cardName is Nile card id's title in the bundle's language.
func cardName(id int, loc *locales.Bundle) string {
	return egizia.CardNames[id-1][gameview.LangIndex(loc)]
}

// paintNileCard draws Nile card id face up in r (a landscape card on the
// river): the type band and mark, the R-id and name, the effect glyphs.
func paintNileCard(dst *ebiten.Image, r geom.Rect, id int, loc *locales.Bundle) {
	c := egizia.NileCards[id-1]
	rad := math.Min(8, r.H*0.12)
	render.DrawShadowWith(dst, r, rad, 2, 4, 0.22)
	render.FillRoundRect(dst, r, rad, render.Papyrus)
	band := typeColours[c.Type]
	if c.Type == egizia.TField || c.Type == egizia.TCombo {
		band = fieldColours[max(0, int(c.Colour))]
	}
	bw := math.Min(r.H*0.5, 30)
	render.FillRoundRect(dst, geom.R(r.X, r.Y, bw, r.H), rad, band)
	render.FillRect(dst, geom.R(r.X+bw-rad, r.Y, rad, r.H), band)
	drawTypeIcon(dst, int(c.Type), geom.Pt(r.X+bw/2, r.Y+r.H*0.36), bw*0.72)
	f := render.Face(render.Bold, figMin) // 21 on the match's board (issue 22)
	render.DrawText(dst, strconv.Itoa(int(c.ID)), f, r.X+bw/2, r.Bottom()-r.H*0.2, render.Center, render.Middle, onColour(band))
	body := geom.R(r.X+bw+4, r.Y+2, r.W-bw-8, r.H-4)
	name := cardName(id, loc)
	nf := render.Face(render.Medium, figMin) // 21 on the match's board (issue 22)
	lineH := figMin + 3.0
	if key := "egizia.board.card_short_r" + strconv.Itoa(id); render.TextWidth(name, nf) > body.W && loc != nil && loc.Has(key) {
		name = loc.T(key) // the glyphs show the "+2"; the tooltip the whole name
	}
	if body.H >= 2*lineH {
		render.DrawInRect(dst, name, nf, geom.R(body.X, body.Y, body.W, lineH), render.Left, render.Middle, render.InkSoft)
		body = geom.R(body.X, body.Y+lineH, body.W, body.H-lineH)
	} else {
		render.NoteDrop(name, "dropped") // a card too small for its name
	}
	drawGlyphs(dst, cardGlyphs(id), body, 34)
	if c.ThreePlus {
		render.DrawText(dst, "3+", render.Face(render.Bold, figMin), r.Right()-4, r.Y+2, render.Right, render.Top, render.WithAlpha(render.Ink, 0.45))
	}
	render.StrokeRoundRect(dst, r, rad, math.Max(1.2, r.H*0.025), render.Ink)
}

// Nile tiles.

// paintTile draws round space content: a Nile tile (id 1..11), the
// printed round-1 effect of space t (printed), or a blocked face-down tile.
func paintTile(dst *ebiten.Image, r geom.Rect, tile, t int) {
	rad := r.W * 0.14
	switch tile {
	case egizia.TileBlocked:
		render.DrawShadowWith(dst, r, rad, 2, 4, 0.22)
		render.FillRoundRect(dst, r, rad, render.Darken(render.Wood, 0.2))
		render.StrokeRoundRect(dst, r.Inset(r.W*0.12), rad*0.6, math.Max(1, r.W*0.03), render.WithAlpha(render.Papyrus, 0.5))
		d := r.W * 0.2
		c := r.Center()
		render.Line(dst, c.Add(geom.Pt(-d, -d)), c.Add(geom.Pt(d, d)), math.Max(2, r.W*0.06), render.Papyrus)
		render.Line(dst, c.Add(geom.Pt(-d, d)), c.Add(geom.Pt(d, -d)), math.Max(2, r.W*0.06), render.Papyrus)
		render.StrokeRoundRect(dst, r, rad, 1.5, render.Ink)
		return
	case egizia.TileNone:
		return
	}
	var ops [2]egizia.Op
	if tile == egizia.TilePrinted {
		ops = egizia.PrintedRound1[t]
	} else {
		render.DrawShadowWith(dst, r, rad, 2, 4, 0.22)
		ops = egizia.Tiles[tile-1].Ops
	}
	fill := render.Lighten(render.NileLight, 0.72)
	if tile == egizia.TilePrinted {
		fill = render.WithAlpha(render.Papyrus, 0.7)
	}
	render.FillRoundRect(dst, r, rad, fill)
	gs := opsGlyphs(ops)
	in := r.Inset(r.W * 0.06)
	if len(gs) == 1 {
		drawGlyphs(dst, gs, in, in.H*0.62)
	} else {
		rows := in.Rows(len(gs), 1)
		for i, g := range gs {
			drawGlyphs(dst, []glyph{g}, rows[i], rows[i].H)
		}
	}
	render.StrokeRoundRect(dst, r, rad, math.Max(1.2, r.W*0.025), render.Ink)
}

// Sphinx cards.

// sphinxGlyphs are the objective of Sphinx card id (1..35).
func sphinxGlyphs(id int) []glyph {
	c := egizia.SphinxCards[id-1]
	var out []glyph
	conds := []egizia.Cond{}
	for _, cd := range c.Conds {
		if cd.Kind != egizia.CNone {
			conds = append(conds, cd)
		}
	}
	conds = append(conds, egizia.SphinxExtra[int8(id)]...)
	for _, cd := range conds {
		out = append(out, condGlyph(cd, c.Category))
	}
	return out
}

// condGlyph is one condition as a glyph.
func condGlyph(cd egizia.Cond, cat int8) glyph {
	n := int(cd.N)
	switch cd.Kind {
	case egizia.CWheatMax:
		return glyph{gMax, egizia.MktWheat, 5}
	case egizia.CStoneMax:
		return glyph{gMax, egizia.MktStone, 5}
	case egizia.CPyramid:
		return glyph{gMonument, egizia.MonPyramid, n}
	case egizia.CObelisk:
		return glyph{gMonument, egizia.MonObelisk, n}
	case egizia.CColonnade:
		return glyph{gMonument, egizia.MonColonnade, n}
	case egizia.CColDone:
		return glyph{gMonument, egizia.MonColonnade, egizia.ColColumns}
	case egizia.CStatuesFull:
		return glyph{gMonument, egizia.MonStatue, n * 10}
	case egizia.CStatueBricks:
		return glyph{gMonument, egizia.MonStatue, n}
	case egizia.CEachStatue:
		return glyph{gEachStatue, 0, n}
	case egizia.CCrew:
		return glyph{gCrewN, int(cd.A), n}
	case egizia.CAllCrews:
		return glyph{gAllCrews, 0, n}
	case egizia.CRowMajority:
		return glyph{gRowMaj, 0, 0}
	case egizia.CPermanents:
		return glyph{gPerm, 0, 0}
	case egizia.CFieldValue:
		return glyph{gMost, int(cd.A), 0}
	case egizia.CQuarryValue:
		return glyph{gMost, 3, 0}
	}
	return glyph{gCheck, 0, 0}
}

// Statues fully built are n × 10 in a condition's glyph (drawCond shows
// them as statues with a tick, "×n").

// paintSphinxCard draws Sphinx card id face up in r (portrait): its
// points, its objective as icons, "each" or "most" marks.
func paintSphinxCard(dst *ebiten.Image, r geom.Rect, id int) {
	c := egizia.SphinxCards[id-1]
	rad := math.Min(8, r.W*0.08)
	render.DrawShadowWith(dst, r, rad, 2, 4, 0.22)
	render.FillRoundRect(dst, r, rad, render.Papyrus)
	head := geom.R(r.X, r.Y, r.W, math.Min(34, r.H*0.3))
	render.FillRoundRect(dst, head, rad, render.Lapis)
	render.FillRect(dst, geom.R(head.X, head.Bottom()-rad, head.W, rad), render.Lapis)
	drawCoin(dst, geom.Pt(head.X+head.H*0.55, head.Center().Y), head.H*0.8, strconv.Itoa(int(c.Points)))
	f := render.Face(render.Bold, figMin)
	used := head.X + head.H*1.05
	if c.Category == egizia.SxEach {
		render.DrawText(dst, "×", f, used, head.Center().Y, render.Left, render.Middle, render.Papyrus)
		used += render.TextWidth("×", f)
	}
	// No card code in the corner: a player reads the objective (the
	// tooltip names it in words; issue 22, play pass #5: "X33").
	body := geom.R(r.X+4, head.Bottom()+4, r.W-8, r.Bottom()-head.Bottom()-8)
	gs := sphinxGlyphs(id)
	rows := body.Rows(max(2, len(gs)), 2)
	for i, g := range gs {
		drawCond(dst, g, rows[i])
	}
	render.StrokeRoundRect(dst, r, rad, 1.5, render.Ink)
}

// drawCond draws a condition glyph in r, its figure as "≥n" where it is a
// threshold.
func drawCond(dst *ebiten.Image, g glyph, r geom.Rect) {
	s := math.Min(r.H, 40)
	if g.kind == gMonument && g.a == egizia.MonStatue && g.n >= 10 {
		// Statues fully built: n statues with a tick.
		n := g.n / 10
		drawGlyphs(dst, []glyph{{gMonument, egizia.MonStatue, 0}, {gCheck, 0, 0}}, geom.R(r.X, r.Y, r.W*0.6, r.H), s)
		render.DrawText(dst, "×"+strconv.Itoa(n), render.Face(render.Bold, figMin), r.X+r.W*0.62, r.Center().Y, render.Left, render.Middle, render.Ink)
		return
	}
	if g.kind == gMonument && g.a == egizia.MonColonnade && g.n == egizia.ColColumns {
		drawGlyphs(dst, []glyph{{gMonument, egizia.MonColonnade, 0}, {gCheck, 0, 0}}, r, s)
		return
	}
	drawGlyphs(dst, []glyph{g}, r, s)
}

// paintSphinxBack draws a Sphinx card's back (the deck, others' hands).
func paintSphinxBack(dst *ebiten.Image, r geom.Rect) {
	rad := math.Min(8, r.W*0.08)
	render.DrawShadowWith(dst, r, rad, 2, 4, 0.22)
	render.FillRoundRect(dst, r, rad, render.Lapis)
	render.StrokeRoundRect(dst, r.Inset(math.Min(6, r.W*0.06)), rad*0.7, math.Max(1, r.W*0.02), render.Gold)
	drawSphinxIcon(dst, r.Center(), math.Min(r.W, r.H)*0.5)
	render.StrokeRoundRect(dst, r, rad, 1.5, render.Ink)
}

// Statue cards.

// statueGlyph is statue card id's objective.
func statueGlyph(id int) glyph {
	c := egizia.StatueCards[id-1]
	switch c.Cond.Kind {
	case egizia.CPermanents:
		return glyph{gSphinx, 0, 0}
	case egizia.CPyramid:
		return glyph{gMonument, egizia.MonPyramid, 0}
	case egizia.CFieldValue:
		if c.Cond.A == -2 {
			return glyph{gField, egizia.Red, 0}
		}
		return glyph{gField, egizia.Green, 0}
	case egizia.CMarketSum:
		return glyph{gMarket, egizia.MktChoice, 0}
	case egizia.CSphinxCards:
		return glyph{gSphinx, 0, 0}
	case egizia.CObelisk:
		return glyph{gMonument, egizia.MonObelisk, 0}
	case egizia.CQuarryValue:
		return glyph{gQuarry, 0, 0}
	case egizia.CCrewTotal:
		return glyph{gCrew, egizia.CrewChoice, 0}
	}
	return glyph{gCheck, 0, 0}
}

// drawStatueObjective draws statue card id's objective icon in r.
func drawStatueObjective(dst *ebiten.Image, id int, r geom.Rect) {
	c := egizia.StatueCards[id-1]
	s := math.Min(r.W, r.H)
	cc := r.Center()
	switch c.Cond.Kind {
	case egizia.CPermanents:
		drawInfinityCard(dst, cc, s)
	case egizia.CFieldValue:
		if c.Cond.A == -2 {
			// Yellow and Red fields together.
			for i, col := range []int{egizia.Yellow, egizia.Red} {
				q := geom.RectFromCenter(geom.Pt(cc.X+(float64(i)-0.5)*s*0.5, cc.Y), s*0.46, s*0.7)
				render.FillRoundRect(dst, q, 3, fieldColours[col])
				render.StrokeRoundRect(dst, q, 3, sw(s), render.Ink)
				drawWheat(dst, q.Center(), s*0.36, render.Papyrus)
			}
		} else {
			q := geom.RectFromCenter(cc, s*0.7, s*0.7)
			render.FillRoundRect(dst, q, 3, fieldColours[egizia.Green])
			render.StrokeRoundRect(dst, q, 3, sw(s), render.Ink)
			drawWheat(dst, q.Center(), s*0.5, render.Papyrus)
		}
	case egizia.CQuarryValue:
		drawStone(dst, cc, s*0.8)
	case egizia.CMarketSum:
		drawMarketIcon(dst, egizia.MktWheat, geom.Pt(cc.X-s*0.24, cc.Y), s*0.46)
		drawMarketIcon(dst, egizia.MktStone, geom.Pt(cc.X+s*0.24, cc.Y), s*0.46)
	default:
		drawGlyph(dst, statueGlyph(id), cc, s*0.8)
	}
}

// drawInfinityCard is "a permanent card": a card with the loops.
func drawInfinityCard(dst *ebiten.Image, c geom.Point, s float64) {
	r := geom.RectFromCenter(c, s*0.6, s*0.84)
	render.FillRoundRect(dst, r, s*0.06, typeColours[egizia.TPermanent])
	render.StrokeRoundRect(dst, r, s*0.06, sw(s), render.Ink)
	drawInfinity(dst, c, s*0.5, render.Papyrus)
}

// paintStatueCard draws statue card id in r: the objective at the left,
// the three thresholds over their points (2/5/10) at the right.
func paintStatueCard(dst *ebiten.Image, r geom.Rect, id int) {
	c := egizia.StatueCards[id-1]
	render.FillRoundRect(dst, r, 6, render.Lighten(render.Limestone, 0.3))
	top, rows := statueCardParts(r)
	drawStatueObjective(dst, id, top)
	f := render.Face(render.Bold, figMin)
	for l, q := range rows {
		t := strconv.Itoa(int(c.Thresholds[l]))
		if l < egizia.StatueLevels-1 || c.Cond.Kind != egizia.CMarketSum {
			t += "+"
		}
		th, pt := statueRowParts(q)
		render.DrawText(dst, t, f, th.Right(), th.Center().Y, render.Right, render.Middle, render.Ink)
		drawCoin(dst, pt.Center(), pt.H, strconv.Itoa(int(egizia.StatuePts[l])))
	}
	render.StrokeRoundRect(dst, r, 6, 1.2, render.Ink)
}

// stackable reports that a glyph can be drawn as its icon over its
// figure (paintBonusTile's narrow tiles).
func stackable(g glyph) bool {
	switch g.kind {
	case gShip:
		return g.n > 1
	case gStone, gWheat, gCrew:
		return glyphFigure(g) != ""
	}
	return false
}

// statueCardParts are a statue card's parts: its objective on top, then
// a row a threshold, its points beside it. Side by side, three
// thresholds at 21 ("11+ 13+", 14 px at 1280x720) ran into one another
// (issue 22).
func statueCardParts(r geom.Rect) (top geom.Rect, rows []geom.Rect) {
	in := r.Inset(3)
	top, bot := in.SplitY(in.H * 0.3)
	return top, bot.Rows(egizia.StatueLevels, 1)
}

// statueRowParts are a statue card's row's threshold (its figure
// right-aligned) and its coin.
func statueRowParts(q geom.Rect) (threshold, coin geom.Rect) {
	x := q.X + q.W*0.56
	d := math.Min(q.H, 30)
	return geom.R(q.X, q.Y, x-q.X, q.H), geom.R(x+10, q.Center().Y-d/2, d, d)
}

// Bonus tiles.

// bonusGlyphs are bonus tile g's power (G1..G10).
func bonusGlyphs(g int) []glyph {
	switch g {
	case egizia.G1:
		return []glyph{{gField, egizia.Green, egizia.G1Bonus}}
	case egizia.G2:
		return []glyph{{gMax, egizia.MktStone, 5}, {gStone, 0, egizia.StoneL5RewardG2}}
	case egizia.G3:
		return []glyph{{gBrick, 1, 0}, {gPoints, 0, 1}}
	case egizia.G4:
		return []glyph{{gCrew, egizia.CrewChoice, 1}, {gField, egizia.Green, egizia.StartFieldG4}}
	case egizia.G5:
		return []glyph{{gMax, egizia.MktWheat, 5}, {gPoints, 0, egizia.WheatL5PointsG5}}
	case egizia.G6:
		return []glyph{{gCrew, egizia.CrewGreen, 0}, {gCrew, egizia.CrewBlue, 0}}
	case egizia.G7:
		return []glyph{{gShip, 0, 2}}
	case egizia.G8:
		return []glyph{{gWaitShip, 0, 0}}
	case egizia.G9:
		return []glyph{{gShip, 0, 1}, {gFlood, 0, -1}}
	case egizia.G10:
		return []glyph{{gShip, 0, 2}, {gCheck, 0, 0}}
	}
	return nil
}

// bonusTileColours are bonus tile g's fill and rim: gold G1–G5, violet
// G6–G10; used greys a violet tile spent this round or game.
func bonusTileColours(g int, used bool) (fill, rim color.RGBA) {
	fill, rim = render.Lighten(render.Gold, 0.35), render.GoldDeep
	if g > egizia.NumGold {
		fill, rim = render.Lighten(crewColours[egizia.CrewViolet], 0.55), crewColours[egizia.CrewViolet]
	}
	if used {
		fill = render.Desaturate(fill, 0.8)
	}
	return fill, rim
}

// paintBonusTile draws bonus tile g (gold G1–G5, violet G6–G10) in r;
// used greys a violet tile spent this round or game.
func paintBonusTile(dst *ebiten.Image, r geom.Rect, g int, used bool) {
	fill, rim := bonusTileColours(g, used)
	rad := math.Min(6, r.W*0.15)
	render.FillRoundRect(dst, r, rad, fill)
	render.StrokeRoundRect(dst, r.Inset(1.5), rad, math.Max(1.5, r.W*0.06), rim)
	in := r.Inset(r.W * 0.1)
	switch g {
	case egizia.G9:
		// A ship going back upstream.
		drawShip(dst, geom.Pt(in.Center().X-in.W*0.12, in.Center().Y+in.H*0.1), in.W*0.6, render.Gray, false)
		drawArrow(dst, geom.Pt(in.Right()-in.W*0.12, in.Bottom()-in.H*0.15), geom.Pt(in.Right()-in.W*0.12, in.Y+in.H*0.15), math.Max(1.5, in.W*0.07), render.Ink)
	case egizia.G10:
		// Two ships on one round space.
		t := geom.RectFromCenter(in.Center(), in.W*0.8, in.H*0.8)
		render.FillRoundRect(dst, t, 3, render.Lighten(render.NileLight, 0.6))
		drawShip(dst, geom.Pt(t.Center().X-t.W*0.2, t.Center().Y-t.H*0.12), t.W*0.45, render.Gray, false)
		drawShip(dst, geom.Pt(t.Center().X+t.W*0.2, t.Center().Y+t.H*0.16), t.W*0.45, render.Gray, false)
	default:
		gs := bonusGlyphs(g)
		if in.W < 36 { // a panel's small tile: its main glyph
			gs = gs[len(gs)-1:]
			if g == egizia.G4 || g == egizia.G6 {
				gs = bonusGlyphs(g)[:1]
			}
		}
		if g == egizia.G6 && in.W < 36 {
			drawCrewToken(dst, egizia.CrewGreen, geom.Pt(in.Center().X-in.W*0.2, in.Center().Y-in.H*0.15), in.W*0.5, false)
			drawCrewToken(dst, egizia.CrewBlue, geom.Pt(in.Center().X+in.W*0.2, in.Center().Y+in.H*0.15), in.W*0.5, false)
			break
		}
		if len(gs) == 1 && stackable(gs[0]) && glyphWidth(gs[0], in.H*0.6) > in.W {
			// Too narrow for the icon beside its figure at figMin ("+1"
			// ran over the ship): the figure under the icon (issue 22).
			g := gs[0]
			icon := glyph{g.kind, g.a, 0}
			if g.kind == gShip {
				icon.n = 1
			}
			drawGlyph(dst, icon, geom.Pt(in.Center().X, in.Y+in.H*0.22), in.H*0.5)
			drawFig(dst, glyphFigure(g), figFace(in.H), in.Center().X, in.Bottom()-in.H*0.28, render.Center, render.Middle, render.Ink)
			break
		}
		if len(gs) == 1 {
			drawGlyphs(dst, gs, in, in.H)
			break
		}
		rows := in.Rows(2, 1)
		drawGlyphs(dst, gs[:1], rows[0], rows[0].H)
		drawGlyphs(dst, gs[1:], rows[1], rows[1].H)
	}
	if g > egizia.NumGold && egizia.VioletOncePerGame(g) {
		// Once a game: a "1" on a badge over the tile's corner, clear of
		// the power at figMin (issue 22: it ran into a "+1").
		f := render.Face(render.Bold, figMin)
		rad := figMin * 0.58
		c := geom.Pt(r.Right()-rad*0.35, r.Y+rad*0.35)
		render.FillCircle(dst, c, rad, render.Papyrus)
		render.StrokeCircle(dst, c, rad, math.Max(1.2, rad*0.12), rim)
		render.DrawText(dst, "1", f, c.X, c.Y, render.Center, render.Middle, rim)
	}
	if used {
		d := r.W * 0.3
		c := r.Center()
		render.Line(dst, c.Add(geom.Pt(-d, -d)), c.Add(geom.Pt(d, d)), math.Max(2, r.W*0.07), render.WithAlpha(render.Ink, 0.6))
	}
	render.StrokeRoundRect(dst, r, rad, 1.2, render.Ink)
}

// Order tiles.

// paintOrderTile draws player-order tile n (1..4).
func paintOrderTile(dst *ebiten.Image, r geom.Rect, n int) {
	render.FillRoundRect(dst, r, r.W*0.2, render.Limestone)
	render.StrokeRoundRect(dst, r.Inset(2), r.W*0.16, 1, render.WithAlpha(render.Ink, 0.35))
	render.DrawText(dst, strconv.Itoa(n), render.Face(render.Bold, math.Max(widget.TextMin, r.H*0.75)), r.Center().X, r.Center().Y, render.Center, render.Middle, render.Ink)
	render.StrokeRoundRect(dst, r, r.W*0.2, 1.5, render.Ink)
}

// panelBonusMain is the glyph a seat area's bonus tile shows: the
// tile's main power (nil for G6, G9 and G10, drawn as pictures).
func panelBonusMain(g int) []glyph {
	switch g {
	case egizia.G6, egizia.G9, egizia.G10:
		return nil
	case egizia.G4:
		return bonusGlyphs(g)[:1]
	}
	gs := bonusGlyphs(g)
	return gs[len(gs)-1:]
}

// panelBonusW is the width of a seat area's bonus tile of height h: its
// glyph's icon beside its figure at PanelNum (14 px at 1280x720,
// ART.md), room kept on the left for the once-a-game badge. At 30 px
// wide a figure of 21 ran out of the tile (issue 22).
func panelBonusW(h float64) float64 {
	w := h
	withFigMin(PanelNum, PanelNum, func() {
		for g := egizia.G1; g <= egizia.NumBonus; g++ {
			if gs := panelBonusMain(g); gs != nil {
				in := panelBonusInner(geom.R(0, 0, 0, h), g)
				s := panelGlyphSize(in)
				w = math.Max(w, glyphsWidth(gs, s, s*0.12)+(h-in.H)+panelBadgeRoom(g))
			}
		}
	})
	return math.Ceil(w)
}

// panelBadgeRoom is the room a seat area's bonus tile g keeps on its
// left for the once-a-game badge (over its icon's corner, clear of its
// figure).
func panelBadgeRoom(g int) float64 {
	if g > egizia.NumGold && egizia.VioletOncePerGame(g) {
		return 8
	}
	return 0
}

// panelGlyphSize is the size of a seat area's bonus tile's glyph in
// in: its icon at three quarters of the height, its figure PanelNum.
func panelGlyphSize(in geom.Rect) float64 { return in.H * 0.8 }

// panelBonusInner is where a seat area's bonus tile g in r draws its
// power: inside the rim, clear of the badge.
func panelBonusInner(r geom.Rect, g int) geom.Rect {
	in := r.InsetXY(3, 3)
	in.X += panelBadgeRoom(g)
	in.W -= panelBadgeRoom(g)
	return in
}

// panelBonusTile draws bonus tile g in a seat area's tile r (wider than
// tall): its main power's icon beside its figure at PanelNum.
func panelBonusTile(dst *ebiten.Image, r geom.Rect, g int, used bool) {
	fill, rim := bonusTileColours(g, used)
	const rad = 5.0
	render.FillRoundRect(dst, r, rad, fill)
	render.StrokeRoundRect(dst, r.Inset(1.5), rad, 1.8, rim)
	in := panelBonusInner(r, g)
	sq := geom.RectFromCenter(in.Center(), in.H, in.H)
	withFigMin(PanelNum, PanelNum, func() {
		switch g {
		case egizia.G9:
			drawShip(dst, geom.Pt(sq.Center().X-sq.W*0.15, sq.Center().Y+sq.H*0.1), sq.W*0.75, render.Gray, false)
			drawArrow(dst, geom.Pt(sq.Right()+2, sq.Bottom()-sq.H*0.1), geom.Pt(sq.Right()+2, sq.Y+sq.H*0.1), 2, render.Ink)
		case egizia.G10:
			t := sq.Inset(-2)
			render.FillRoundRect(dst, t, 3, render.Lighten(render.NileLight, 0.6))
			drawShip(dst, geom.Pt(t.Center().X-t.W*0.2, t.Center().Y-t.H*0.12), t.W*0.45, render.Gray, false)
			drawShip(dst, geom.Pt(t.Center().X+t.W*0.2, t.Center().Y+t.H*0.16), t.W*0.45, render.Gray, false)
		case egizia.G6:
			drawCrewToken(dst, egizia.CrewGreen, geom.Pt(in.Center().X-in.H*0.35, in.Center().Y), in.H*0.75, false)
			drawCrewToken(dst, egizia.CrewBlue, geom.Pt(in.Center().X+in.H*0.35, in.Center().Y), in.H*0.75, false)
		default:
			drawGlyphs(dst, panelBonusMain(g), in, panelGlyphSize(in))
		}
	})
	if panelBadgeRoom(g) > 0 {
		// Once a game: a "1" on a badge at the tile's top left corner,
		// over the icon's corner, clear of the figure.
		f := render.Face(render.Bold, PanelNum)
		br := r.H * 0.34
		c := geom.Pt(r.X+br+1, r.Y+br+1)
		render.FillCircle(dst, c, br, render.Papyrus)
		render.StrokeCircle(dst, c, br, 1.2, rim)
		render.DrawText(dst, "1", f, c.X, c.Y, render.Center, render.Middle, rim)
	}
	if used {
		d := r.H * 0.3
		c := r.Center()
		render.Line(dst, c.Add(geom.Pt(-d, -d)), c.Add(geom.Pt(d, d)), 2, render.WithAlpha(render.Ink, 0.6))
	}
	render.StrokeRoundRect(dst, r, rad, 1.2, render.Ink)
}
