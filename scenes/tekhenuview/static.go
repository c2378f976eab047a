package tekhenuview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// staticKey is what the static layer depends on.
type staticKey struct {
	w, h    int
	area    geom.Rect
	lang    string
	players int
	// density: the layer is drawn at the screen's (render.Density); a
	// window moved to another density must redraw it.
	density float64
}

var (
	edgeColours  = [3]color.RGBA{render.Lapis, render.Terracotta, render.ReedGreen}
	tokenColours = [7]color.RGBA{
		{0xE9, 0xC4, 0x3F, 0xFF}, // papyrus: yellow
		{0x8A, 0x55, 0x2B, 0xFF}, // bread: brown
		{0xF1, 0xEC, 0xDF, 0xFF}, // limestone: white
		{0x3A, 0x36, 0x33, 0xFF}, // granite: black
		render.Gold,              // gold
		{0x9C, 0xC8, 0xE8, 0xFF}, // faith: sky
		{0xD9, 0xCB, 0xB0, 0xFF}, // scribe
	}
	// tokenLetters mark the tokens beside their colour, by language:
	// papyrus, bread, limestone, granite, gold (none), Faith, Scribe.
	tokenLetters = map[string][7]string{
		"en": {"P", "B", "L", "G", "", "F", "S"},
		"fr": {"Pa", "Pn", "Ca", "Gr", "", "Fo", "Sc"},
	}
)

// tokenLetter is the letter on a token of kind in lang (English when
// the language has none).
func tokenLetter(lang string, kind int) string {
	ls, ok := tokenLetters[lang]
	if !ok {
		ls = tokenLetters["en"]
	}
	return ls[kind]
}

// drawToken draws a round token of kind (resource, Faith, Scribe) at c.
func drawToken(dst *ebiten.Image, kind int, c geom.Point, size float64, lang string) {
	fill := tokenColours[kind]
	render.FillCircle(dst, c, size/2, fill)
	render.StrokeCircle(dst, c, size/2, math.Max(1, size/16), render.Ink)
	ink := render.Ink
	if render.Luminance(fill) < 0.3 {
		ink = render.Papyrus
	}
	if kind == tekhenu.Gold {
		render.StrokeCircle(dst, c, size*0.3, math.Max(1, size/14), render.GoldDeep)
		return
	}
	// The letters shrink to fit the disc, down to tokenTextMin; they are
	// never left out (issue 22: French "Ca", "Fo", "Sc" were dropped).
	letter := tokenLetter(lang, kind)
	sz := math.Max(widget.TextMin, size*0.5)
	face := render.Face(render.Bold, sz)
	for sz > tokenTextMin && render.TextWidth(letter, face) > size*0.98 {
		sz--
		face = render.Face(render.Bold, sz)
	}
	if render.TextWidth(letter, face) > size*1.05 {
		render.NoteDrop(letter, "clipped") // wider than its disc even at the smallest size
	}
	render.DrawText(dst, letter, face, c.X, c.Y, render.Center, render.Middle, ink)
}

// tokenTextMin is the smallest size of a token's letters (ART.md:
// nothing under 14 px at the window's real size; the Bot's pyramid tiles
// hold four discs of 17 px).
const tokenTextMin = 14

// drawStatic paints what never changes in a match: the table, the
// temple's cells and walls, the Osiris grid, the slots' printing, the
// Ra row's frames and the tray's frames.
func (v *View) drawStatic(dst *ebiten.Image) {
	l := v.lay
	k := l.k
	render.FillRectTextured(dst, v.Area, render.SandTexture())
	f17 := render.Face(render.Medium, widget.TextMin)
	fb := render.Face(render.Bold, math.Max(countMin, 18*k))
	// Dial base and rim.
	render.FillCircle(dst, l.dialC.Add(geom.Pt(3*k, 5*k)), l.dialR+4*k, render.WithAlpha(render.Ink, 0.25))
	render.FillCircle(dst, l.dialC, l.dialR+4*k, render.LimestoneShade)
	// Ra row: the dice values each tile is for, at countMin (issue 22).
	fRange := render.Face(render.Bold, math.Max(widget.TextMin, countMin*k))
	render.DrawText(dst, v.t("tekhenu.ui.ra_row"), f17, l.ra[0].X-8*k, l.ra[0].Center().Y, render.Right, render.Middle, render.InkSoft)
	for i, r := range l.ra {
		render.FillRoundRect(dst, r.Inset(-3*k), 6*k, render.WithAlpha(render.LimestoneShade, 0.7))
		lb := [3]string{"5–6", "3–4", "1–2"}[i]
		render.DrawText(dst, lb, fRange, r.Center().X, r.Bottom()+2*k, render.Center, render.Top, render.InkSoft)
	}
	// Temple walls and cells.
	t := l.temple
	render.DrawShadowWith(dst, t, 6*k, 3*k, 6*k, 0.3)
	render.FillRoundRect(dst, t, 6*k, render.Limestone)
	for c := 0; c < 25; c++ {
		r := l.cells[c].Inset(2 * k)
		render.FillRoundRect(dst, r, 4*k, render.Lighten(render.Sand, 0.3))
		render.StrokeRoundRect(dst, r, 4*k, 1, render.WithAlpha(render.Ink, 0.4))
		n, kind := tekhenu.TempleBonus(c)
		render.DrawText(dst, strconv.Itoa(n), fb, r.X+r.W*0.3, r.Center().Y, render.Center, render.Middle, render.InkSoft)
		drawToken(dst, kind, geom.Pt(r.X+r.W*0.66, r.Center().Y), 30*k, v.Env.Lang())
	}
	for i := 0; i < 5; i++ {
		wall := func(dir int, a, b geom.Point) {
			render.Line(dst, a, b, 5*k, edgeColours[tekhenu.Wall(dir, i)])
		}
		top, bot := l.cells[i], l.cells[20+i]
		left, right := l.cells[i*5], l.cells[i*5+4]
		wall(tekhenu.North, geom.Pt(top.X+6*k, top.Y-3*k), geom.Pt(top.Right()-6*k, top.Y-3*k))
		wall(tekhenu.South, geom.Pt(bot.X+6*k, bot.Bottom()+3*k), geom.Pt(bot.Right()-6*k, bot.Bottom()+3*k))
		wall(tekhenu.West, geom.Pt(left.X-3*k, left.Y+6*k), geom.Pt(left.X-3*k, left.Bottom()-6*k))
		wall(tekhenu.East, geom.Pt(right.Right()+3*k, right.Y+6*k), geom.Pt(right.Right()+3*k, right.Bottom()-6*k))
	}
	// Temple building slots: Bread cost; closed ones hatched.
	for i, r := range l.tslot {
		open := v.st == nil || v.st.TempleSlotOpen(i)
		fill := render.Lighten(render.Wood, 0.55)
		if !open {
			fill = render.WithAlpha(render.LimestoneShade, 0.5)
		}
		render.FillRoundRect(dst, r, 5*k, fill)
		render.StrokeRoundRect(dst, r, 5*k, 1.2, render.Ink)
		if open {
			render.DrawText(dst, strconv.Itoa(tekhenu.TempleSlotCost(i)), fb, r.Center().X, r.Center().Y, render.Center, render.Middle, render.Ink)
		} else {
			render.Line(dst, geom.Pt(r.X+4, r.Y+4), geom.Pt(r.Right()-4, r.Bottom()-4), 2, render.InkSoft)
		}
	}
	for _, r := range l.people {
		render.FillRoundRect(dst, r, 8*k, render.Lighten(render.Gold, 0.6))
		render.StrokeRoundRect(dst, r, 8*k, 1.2, render.Ink)
	}
	// Osiris.
	osir := geom.R(l.rowLabel[0].X-4*k, l.district[0].Y-4*k, l.osiris[3][0].Right()-l.rowLabel[0].X+12*k, l.osiris[0][5].Bottom()-l.district[0].Y+12*k)
	render.FillRoundRect(dst, osir, 8*k, render.WithAlpha(render.Limestone, 0.8))
	for d := 0; d < tekhenu.NumDistricts; d++ {
		h := l.district[d]
		render.FillRoundRect(dst, h, 5*k, render.WithAlpha(tokenColours[d], 0.55))
		render.DrawInRect(dst, v.t("tekhenu.ui.res."+resCodes[d]), f17, h, render.Center, render.Middle, render.Ink)
		for row := 0; row < 6; row++ {
			r := l.osiris[d][row]
			render.FillRoundRect(dst, r, 5*k, render.Lighten(render.Sand, 0.35))
			render.StrokeRoundRect(dst, r, 5*k, 1, render.WithAlpha(render.Ink, 0.5))
		}
	}
	for row := 0; row < 6; row++ {
		lr := l.rowLabel[row]
		render.DrawText(dst, strconv.Itoa(row+1), fb, lr.Center().X, lr.Y+lr.H/2, render.Center, render.Middle, render.InkSoft)
	}
	// Tracks; their numbers at countMin (issue 22).
	tn := countMin * k
	widget.PaintTrack(dst, l.popTrack, widget.TrackStyle{Accented: func(v int) bool {
		return v == 9 || v == 13 || v == 16 || v == 19 || v == 21
	}, Tray: true, NumberSize: tn})
	widget.PaintTrack(dst, l.vpTrack, widget.TrackStyle{Every: 5, Tray: true, NumberSize: tn})
	widget.PaintTrack(dst, l.orderTrack, widget.TrackStyle{Tray: true, NumberSize: tn})
	widget.PaintTrack(dst, l.maatTrack, widget.TrackStyle{Accented: func(v int) bool { return v >= -2 && v <= 0 }, Tray: true, NumberSize: tn})
	render.DrawInRect(dst, v.t("tekhenu.ui.order"), f17, l.orderLabel, render.Left, render.Middle, render.InkSoft)
	render.DrawInRect(dst, v.t("tekhenu.ui.maat"), f17, l.maatLb, render.Right, render.Middle, render.InkSoft)
	// Tray frames.
	render.FillRoundRect(dst, l.tray.Inset(2*k), 8*k, render.WithAlpha(render.Papyrus, 0.75))
	render.StrokeRoundRect(dst, l.tray.Inset(2*k), 8*k, 1.2, render.WithAlpha(render.Ink, 0.5))
}

var resCodes = [5]string{"papyrus", "bread", "limestone", "granite", "gold"}
