package pharaonview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// seatShow is what a seat's area shows, read from the engine's Player by
// the view (and made up by the pictures' tests).
type seatShow struct {
	Res      [pharaon.NumRes]int
	Off      [pharaon.NumOffKinds]int
	Nobles   []int  // numbers 1..26
	Tilted   []bool // by Nobles index
	Artisans []int  // ids
	Hide     []bool // by card (Nobles then Artisans): in flight, not drawn
	BC       int
	Nile     [pharaon.NumBase]int
	Pharaoh  bool
	First    bool
	Gods     [5]int // by god position: 2 both edges met, 1 one, 0 none
}

// drawSeat paints a seat's area a: the resources by colour with their
// counts, the Burial Chamber step, the Nile levels, the Pharaoh and
// First Player tokens; the Offering tokens by kind; the Nobles (turned
// when used this round) and the Artisans as small cards; the five gods.
func drawSeat(dst *ebiten.Image, a PlayerArea, s seatShow) {
	rh := a.RowH
	f := render.Face(render.Bold, seatFigure(rh))
	icon := rh * 0.86
	count := func(r geom.Rect, n int, draw func(c geom.Point, s float64)) {
		draw(geom.Pt(r.X+icon/2, r.Center().Y), icon)
		clr := render.Ink
		if n == 0 {
			clr = render.WithAlpha(render.InkSoft, 0.6)
		}
		render.DrawText(dst, strconv.Itoa(n), f, r.X+icon+3, r.Center().Y, render.Left, render.Middle, clr)
	}
	for i, r := range a.Res {
		i := i
		count(r, s.Res[i], func(c geom.Point, sz float64) { drawRes(dst, i, c, sz, false) })
	}
	count(a.BC, s.BC, func(c geom.Point, sz float64) { drawStepIcon(dst, c, sz) })
	for t, r := range a.Nile {
		render.FillRoundRect(dst, r, 2, render.WithAlpha(render.LimestoneShade, 0.6))
		h := r.H * float64(s.Nile[t]) / pharaon.NileTop
		if h > 0 {
			render.FillRoundRect(dst, geom.R(r.X, r.Bottom()-h, r.W, h), 2, resColours[t])
		}
		render.StrokeRoundRect(dst, r, 2, 1, render.WithAlpha(render.Ink, 0.6))
	}
	ghost := func(r geom.Rect, on bool, draw func(c geom.Point, s float64)) {
		if on {
			draw(r.Center(), r.H)
		} else {
			render.StrokeCircle(dst, r.Center(), r.H*0.42, 1, render.WithAlpha(render.Ink, 0.25))
		}
	}
	ghost(a.Pharaoh, s.Pharaoh, func(c geom.Point, sz float64) { drawPharaohToken(dst, c, sz) })
	ghost(a.First, s.First, func(c geom.Point, sz float64) { drawFirstToken(dst, c, sz) })
	// Offerings by kind, only those held.
	i := 0
	for kind := 0; kind < pharaon.NumOffKinds && i < a.OffersFit(); kind++ {
		if s.Off[kind] == 0 {
			continue
		}
		kind := kind
		count(a.OfferSlot(i), s.Off[kind], func(c geom.Point, sz float64) { drawOffering(dst, kind, c, sz) })
		i++
	}
	// Cards: Nobles (number), then Artisans (PP).
	n := len(s.Nobles) + len(s.Artisans)
	cf := render.Face(render.Bold, widget.TextMin)
	turned := make([]bool, n)
	for j := range s.Nobles {
		turned[j] = j < len(s.Tilted) && s.Tilted[j]
	}
	rects, more := a.CardLayout(turned)
	hidden := 0
	for j := 0; j < n; j++ {
		r := rects[j]
		if r.Empty() {
			hidden++
			continue
		}
		var band = professionColours[0]
		label := ""
		tilted := turned[j]
		if j < len(s.Nobles) {
			nb := s.Nobles[j]
			band = nobleBand[pharaon.NoblePower[nb-1]]
			label = strconv.Itoa(nb)
		} else {
			id := s.Artisans[j-len(s.Nobles)]
			band = professionColours[pharaon.Artisans[id].Profession]
			label = strconv.Itoa(int(pharaon.Artisans[id].PP))
		}
		if j < len(s.Hide) && s.Hide[j] {
			continue
		}
		render.FillRoundRect(dst, r, 3, render.Papyrus)
		if tilted {
			// Turned a quarter: the band runs down its left side.
			render.FillRoundRect(dst, geom.R(r.X, r.Y, math.Min(r.W*0.3, 10), r.H), 3, band)
		} else {
			render.FillRoundRect(dst, geom.R(r.X, r.Y, r.W, math.Min(r.H*0.3, 10)), 3, band)
		}
		if j >= len(s.Nobles) {
			// An Artisan's figure is its PP: on a coin, as printed.
			c := geom.Pt(r.Center().X, r.Center().Y+3)
			render.FillCircle(dst, c, math.Min(r.W, r.H)*0.42, render.Lighten(render.Gold, 0.25))
		}
		lc := geom.Pt(r.Center().X, r.Center().Y+3)
		if tilted {
			lc = geom.Pt(r.Center().X+3, r.Center().Y)
		}
		render.DrawText(dst, label, cf, lc.X, lc.Y, render.Center, render.Middle, render.Ink)
		render.StrokeRoundRect(dst, r, 3, 1.2, render.Ink)
	}
	if hidden > 0 {
		// The cards that do not fit: "+n", their names in its tooltip.
		render.FillRoundRect(dst, more, 3, render.Papyrus)
		render.DrawInRect(dst, "+"+strconv.Itoa(hidden), cf, more.Inset(2), render.Center, render.Middle, render.Ink)
		render.StrokeRoundRect(dst, more, 3, 1.2, render.Ink)
	}
	for g, r := range a.Gods {
		c := r.Center()
		switch s.Gods[g] {
		case 2:
			drawGodMark(dst, c, r.H)
		case 1:
			render.FillCircle(dst, c, r.H*0.46, render.WithAlpha(render.Lapis, 0.35))
			render.StrokeCircle(dst, c, r.H*0.46, 1.2, render.Lapis)
		default:
			render.StrokeCircle(dst, c, r.H*0.46, 1, render.WithAlpha(render.Ink, 0.3))
		}
	}
}
