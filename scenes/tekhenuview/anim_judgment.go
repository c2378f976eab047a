package tekhenuview

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// Durations at normal speed (seconds).
const (
	durWeigh     = 2.2 // one seat's weighing, its result included
	durOrder     = 1.2 // the new turn order
	durScoreStep = 1.3 // a Scoring step where someone scores
	durScoreNone = 0.6 // a Scoring step where nobody does
)

// The weighing's phases, as parts of its tween: the pans tilt to the
// dice, the feather falls, the beam answers it, the result shows while
// the Maat and VP markers move.
const (
	phTilt, phFeather, phBeam, phResult = 0.25, 0.42, 0.6, 0.66
)

// weighing is one seat's balance at a Judgment: its dice against the
// feather of its Faith.
type weighing struct {
	seat           int
	balance, faith int
	final, penalty int
	left, right    []tekhenu.Die
	surplus        int
	t              float64
}

func (v *View) queueWeighing(prev *tekhenu.State, e tekhenu.Weighed, vp int) {
	w := &weighing{seat: e.Player, balance: e.Balance, faith: e.Faith, final: e.Final, penalty: e.Penalty}
	for d := 0; d < tekhenu.NumDice; d++ {
		info := prev.DieInfo(d)
		if info.Owner != e.Player {
			continue
		}
		switch info.Pan {
		case 0:
			w.left = append(w.left, info)
		case 1:
			w.right = append(w.right, info)
		}
	}
	if pl, _ := prev.PlayerView(e.Player, v.Viewer); pl.Surplus > 0 {
		w.surplus = int(pl.Surplus)
	}
	q := e.Player
	maat := min(max(e.Final, maatMin), maatMax)
	v.tl.Then(anim.Staged(durWeigh, anim.Linear, func() {
		v.fx.weigh = w
		v.fx.begin(func(to *[3][]int) {
			if q < len(to[trMaat]) {
				to[trMaat][q] = maat
			}
			if vp >= 0 && q < len(to[trVP]) {
				to[trVP][q] = vp
			}
		})
	}, func(t float64) {
		w.t = t
		v.fx.step.t = anim.CubicInOut(anim.Clamp01((t - phResult) / 0.24))
	}, func() {
		v.fx.weigh = nil
		v.fx.end()
	}))
}

// queueOrder names the new turn order; the order track keeps the old
// one until then.
func (v *View) queueOrder(prev *tekhenu.State, order []int) {
	names := make([]string, len(order))
	for i, p := range order {
		names[i] = v.Name(p)
	}
	if v.fx.prevOrder == nil {
		v.fx.prevOrder = prev.Order()
	}
	text := v.t("tekhenu.anim.order", "order", strings.Join(names, ", "))
	v.tl.Then(anim.Staged(durOrder, anim.Linear, func() { v.fx.banner, v.fx.prevOrder = text, nil },
		func(t float64) { v.fx.bannerT = t }, func() { v.fx.banner = "" }))
}

// orderShown is the turn order the track shows: the old one until the
// new one is announced.
func (fx *effects) orderShown(order []int) []int {
	if fx.prevOrder != nil && len(fx.prevOrder) == len(order) {
		return fx.prevOrder
	}
	return order
}

// tiltOf is the beam's angle for a balance (radians; the heavier left
// pan, a positive balance, goes down).
// A square root keeps a balance of 1 visible.
func tiltOf(b float64) float64 {
	return math.Copysign(math.Sqrt(math.Min(math.Abs(b), 8)/8), b) * maxTilt
}

// The balance in its box (reference pixels): the pivot under the top,
// the pans hanging below the beam's ends. The tilt is bounded so that
// the high pan, with the feather resting over it, and the low pan stay
// inside the box.
const (
	pivotY     = 40  // below the box's top
	beamArm    = 170 // pivot to a beam's end
	panHang    = 62  // a beam's end to its pan's centre
	beamRise   = 32  // the most a beam's end rises or sinks
	featherH   = 40
	featherArc = 12 // the feather's lift on its way to a pan
)

var maxTilt = math.Asin(float64(beamRise) / beamArm)

// balanceParts places the balance in R tilted by phi (positive: the
// left pan sinks): its pivot, beam's ends and pans.
func balanceParts(R geom.Rect, k, phi float64) (pivot geom.Point, ends [2]geom.Point, pans [2]geom.Rect) {
	pivot = geom.Pt(R.Center().X, R.Y+pivotY*k)
	arm := beamArm * k
	sin, cos := math.Sincos(phi)
	ends = [2]geom.Point{pivot.Add(geom.Pt(-arm*cos, arm*sin)), pivot.Add(geom.Pt(arm*cos, -arm*sin))}
	for i, e := range ends {
		pans[i] = geom.RectFromCenter(e.Add(geom.Pt(0, panHang*k)), 150*k, 16*k)
	}
	return pivot, ends, pans
}

// featherAt is the feather's centre at u of its way (0: over the pivot,
// 1: resting over the pan side weighs), with faith 0 staying up.
func featherAt(pivot geom.Point, pans [2]geom.Rect, k, size float64, side, faith int, u float64) geom.Point {
	top := pivot.Add(geom.Pt(0, 8*k))
	if faith == 0 {
		return top.Add(geom.Pt(0, -2*k))
	}
	rest := pans[side].Center().Add(geom.Pt(0, -size-18*k))
	return geom.Pt(anim.Lerp(top.X, rest.X, u), anim.Lerp(top.Y, rest.Y, u)-featherArc*k*math.Sin(u*math.Pi))
}

func (v *View) drawWeighing(dst *ebiten.Image) {
	w := v.fx.weigh
	if w == nil {
		return
	}
	l := v.lay
	k := l.k
	t := w.t
	R := v.fxRect()
	a := math.Min(1, math.Min(t, 1-t)*12)
	render.DrawShadowWith(dst, R, 10, 3, 8, 0.3*a)
	render.FillRoundRect(dst, R, 10, render.WithAlpha(render.Papyrus, a))
	render.StrokeRoundRect(dst, R, 10, 2, render.WithAlpha(render.GoldDeep, a))

	// The beam: level, then tilted by the dice, then by dice and Faith.
	ease := anim.CubicInOut
	phi := tiltOf(float64(w.balance)) * ease(anim.Clamp01(t/phTilt))
	if t > phBeam-0.18 {
		u := ease(anim.Clamp01((t - (phBeam - 0.18)) / 0.18))
		phi = anim.Lerp(tiltOf(float64(w.balance)), tiltOf(float64(w.final)), u)
	}
	cx := R.Center().X
	pivot, ends, pans := balanceParts(R, k, phi)
	base := R.Bottom() - 8*k
	ink := render.WithAlpha(render.Ink, a)
	gold := render.WithAlpha(render.GoldDeep, a)
	render.Line(dst, pivot, geom.Pt(cx, base), 5*k, gold)
	render.FillRect(dst, geom.RectFromCenter(geom.Pt(cx, base-3*k), 70*k, 7*k), gold)
	render.Line(dst, ends[0], ends[1], 5*k, gold)
	render.FillCircle(dst, pivot, 7*k, gold)
	for i, e := range ends {
		p := pans[i]
		render.Line(dst, e, geom.Pt(p.X+8*k, p.Y), 1.5, ink)
		render.Line(dst, e, geom.Pt(p.Right()-8*k, p.Y), 1.5, ink)
		render.FillRoundRect(dst, p, 8*k, render.WithAlpha(render.Gold, a))
		render.StrokeRoundRect(dst, p, 8*k, 1.2, gold)
	}
	// The dice on their pans, the surplus with the right-hand ones.
	size := 24 * k
	for i, ds := range [2][]tekhenu.Die{w.left, w.right} {
		n := len(ds)
		if i == 1 && w.surplus > 0 {
			n++
		}
		x := pans[i].Center().X - float64(n-1)*(size+3*k)/2
		y := pans[i].Y - size/2 - 1
		for _, d := range ds {
			if a > 0.5 {
				v.drawDie(dst, geom.Pt(x, y), size, d.Colour, d.Value, -1)
			}
			x += size + 3*k
		}
		if i == 1 && w.surplus > 0 && a > 0.5 {
			render.FillCircle(dst, geom.Pt(x, y), size*0.42, render.Limestone)
			render.StrokeCircle(dst, geom.Pt(x, y), size*0.42, 1.2, render.Ink)
			render.DrawText(dst, "×"+strconv.Itoa(w.surplus), render.Face(render.Bold, widget.TextMin), x+size*0.5, y, render.Left, render.Middle, render.Ink)
		}
	}
	// The feather: above the beam, then down onto the side its Faith
	// weighs (a positive Faith weighs with the left pan).
	side := 0
	if w.faith < 0 {
		side = 1
	}
	u := ease(anim.Clamp01((t - phTilt) / (phFeather - phTilt)))
	fc := featherAt(pivot, pans, k, size, side, w.faith, u)
	drawFeather(dst, fc, featherH*k, 0.5-0.3*float64(side), a)

	// The words: the seat and its balance on the left, Faith and the
	// result on the right.
	fb := render.Face(render.Bold, math.Max(widget.TextMin, 22*k))
	fm := render.Face(render.Medium, math.Max(widget.TextMin, 18*k))
	lw := pans[0].X - R.X - 20*k
	lr := geom.R(R.X+16*k, R.Y+12*k, lw, R.H-24*k)
	v.Sprites().DrawMark(dst, geom.Pt(lr.X+14*k, lr.Y+16*k), 26*k, v.Colour(w.seat))
	render.DrawInRect(dst, v.Name(w.seat), fb, geom.R(lr.X+34*k, lr.Y, lr.W-34*k, 32*k), render.Left, render.Middle, ink)
	render.DrawInRect(dst, v.weighBalance(w), fm, geom.R(lr.X, lr.Y+40*k, lr.W, 28*k), render.Left, render.Middle, ink)
	rr := geom.R(pans[1].Right()+20*k, R.Y+12*k, R.Right()-pans[1].Right()-36*k, R.H-24*k)
	if t > phTilt {
		fa := a * anim.Clamp01((t-phTilt)/0.08)
		render.DrawInRect(dst, v.t("tekhenu.anim.weigh_faith", "f", signed(w.faith)), fm, geom.R(rr.X, rr.Y, rr.W, 28*k), render.Left, render.Middle, render.WithAlpha(render.Ink, fa))
	}
	if t > phResult {
		fa := a * anim.Clamp01((t-phResult)/0.08)
		res := v.t("tekhenu.anim.weigh_clean", "final", signed(w.final))
		clr := render.ReedGreen
		if w.penalty > 0 {
			res = v.t("tekhenu.anim.weigh_penalty", "final", signed(w.final), "pen", w.penalty)
			clr = render.Terracotta
		}
		render.DrawInRect(dst, res, fb, geom.R(rr.X, rr.Y+36*k, rr.W, 34*k), render.Left, render.Middle, render.WithAlpha(clr, fa))
	}
}

// weighBalance is the weighing's balance line: with the Faith placed
// and the Maat value it gives from the start, not the dice alone (pass
// #7: "Balance +7" beside a log saying Faith −2 made it +5).
func (v *View) weighBalance(w *weighing) string {
	if w.faith == 0 {
		return v.t("tekhenu.anim.weigh_balance", "b", signed(w.balance))
	}
	return v.t("tekhenu.anim.weigh_balance_faith", "b", signed(w.balance), "f", signed(w.faith), "final", signed(w.final))
}

// drawFeather is Maat's feather centred on c, h tall, leaning by lean
// (radians), faded by a.
func drawFeather(dst *ebiten.Image, c geom.Point, h, lean, a float64) {
	sin, cos := math.Sincos(lean)
	at := func(x, y float64) geom.Point { // x across, y along (up)
		return c.Add(geom.Pt(x*cos+y*sin, x*sin-y*cos))
	}
	var vane geom.Polygon
	const n = 10
	for i := 0; i <= n; i++ { // one edge up, the other down
		y := -0.35 + 0.85*float64(i)/n
		vane = append(vane, at(-h*0.17*math.Sin(math.Pi*(y+0.35)/0.85+0.15), y*h))
	}
	for i := n; i >= 0; i-- {
		y := -0.35 + 0.85*float64(i)/n
		vane = append(vane, at(h*0.2*math.Sin(math.Pi*(y+0.35)/0.85+0.15), y*h))
	}
	render.FillPolygon(dst, vane, render.WithAlpha(render.Lighten(render.Papyrus, 0.5), a))
	render.StrokePolygon(dst, vane, 1.2, render.WithAlpha(render.Ink, a))
	render.Line(dst, at(0, -0.5*h), at(0, 0.5*h), 1.5, render.WithAlpha(render.InkSoft, a))
}

// scoreStep is one step of a Scoring (§6.1): where it scores, who gains.
type scoreStep struct {
	scoring int
	code    string // a tekhenu.source code
	vp      []int  // by seat
	t       float64
}

// queueScoring shows the steps of Scoring n from events[i:], all seats
// at once step by step, and returns the index of the first event after
// them. The engine records them seat by seat: ScoringStep, then its
// VPChanged when it scores.
func (v *View) queueScoring(n int, events []engine.Event, i int) int {
	np := v.st.NumPlayers()
	var codes []string
	vp := map[string][]int{}
scan:
	for ; i < len(events); i++ {
		var e tekhenu.ScoringStep
		switch ev := events[i].(type) {
		case tekhenu.ScoringStep:
			e = ev
		case tekhenu.VPChanged:
			continue // the step before it says as much
		default:
			break scan
		}
		if vp[e.Step] == nil {
			vp[e.Step] = make([]int, np)
			codes = append(codes, e.Step)
		}
		if e.Player >= 0 && e.Player < np {
			vp[e.Step][e.Player] += e.VP
		}
	}
	for _, code := range codes {
		s := &scoreStep{scoring: n, code: code, vp: vp[code]}
		d := durScoreNone
		for _, x := range s.vp {
			if x != 0 {
				d = durScoreStep
			}
		}
		v.tl.Then(anim.Staged(d, anim.Linear, func() {
			v.fx.score = s
			v.fx.begin(func(to *[3][]int) {
				for p, x := range s.vp {
					if p < len(to[trVP]) {
						to[trVP][p] = max(0, to[trVP][p]+x)
					}
				}
			})
		}, func(t float64) {
			s.t = t
			v.fx.step.t = anim.CubicInOut(anim.Clamp01((t - 0.2) / 0.5))
		}, func() {
			v.fx.score = nil
			v.fx.end()
		}))
	}
	return i
}

// scoreRects are the places Scoring step code counts.
func (v *View) scoreRects(code string) []geom.Rect {
	l := v.lay
	st := v.st
	var out []geom.Rect
	switch code {
	case "majority":
		for d := 0; d < tekhenu.NumDistricts; d++ {
			top, bot := l.district[d], l.osiris[d][5]
			out = append(out, geom.R(top.X, top.Y, top.W, bot.Bottom()-top.Y))
		}
	case "temple":
		out = append(out, l.temple)
	case "statues":
		for g := 0; g < tekhenu.NumGods; g++ {
			for i := 0; i < st.GodStatueSlots(); i++ {
				if st.GodStatue(g, i) >= 0 {
					out = append(out, l.ringBox(g, 2+i).Inset(-2))
				}
			}
		}
		for i, r := range l.people {
			if st.PeopleStatue(i) >= 0 {
				out = append(out, r)
			}
		}
	case "happiness":
		out = append(out, l.popTrack.Rect)
	case "buildings":
		for d := 0; d < tekhenu.NumDistricts; d++ {
			for row := 0; row < 6; row++ {
				if st.OsirisBuilding(d, row+1) >= 0 {
					out = append(out, l.osiris[d][row])
				}
			}
		}
	}
	return out
}

func (v *View) drawScoring(dst *ebiten.Image) {
	s := v.fx.score
	if s == nil {
		return
	}
	l := v.lay
	k := l.k
	a := math.Min(1, math.Min(s.t, 1-s.t)*8)
	pulse := 0.5 + 0.5*math.Sin(s.t*math.Pi*3)
	for _, r := range v.scoreRects(s.code) {
		render.FillRoundRect(dst, r, 6, render.WithAlpha(render.Gold, 0.22*a))
		render.StrokeRoundRect(dst, r, 6, 2+2*pulse, render.WithAlpha(render.GoldDeep, a))
	}
	// The caption: the step, then each seat's gain.
	fb := render.Face(render.Bold, math.Max(widget.TextMin, 24*k))
	fm := render.Face(render.Medium, math.Max(widget.TextMin, 20*k))
	title := v.t("tekhenu.anim.scoring_step", "n", s.scoring, "step", v.t("tekhenu.source."+s.code))
	type part struct {
		seat int
		text string
	}
	var parts []part
	for p, x := range s.vp {
		if x != 0 {
			parts = append(parts, part{p, v.Name(p) + " " + signed(x)})
		}
	}
	line := v.t("tekhenu.anim.no_points")
	mark := 22 * k
	w := render.TextWidth(line, fm)
	if len(parts) > 0 {
		w = 0
		for _, p := range parts {
			w += mark + 6*k + render.TextWidth(p.text, fm) + 24*k
		}
	}
	box := math.Max(w, render.TextWidth(title, fb)) + 56*k
	r := geom.RectFromCenter(v.fxRect().Center(), math.Min(box, v.Area.W-20), 100*k)
	render.DrawShadowWith(dst, r, 12, 3, 8, 0.3*a)
	render.FillRoundRect(dst, r, 12, render.WithAlpha(render.Papyrus, a))
	render.StrokeRoundRect(dst, r, 12, 2, render.WithAlpha(render.GoldDeep, a))
	render.DrawInRect(dst, title, fb, geom.R(r.X+20*k, r.Y+8*k, r.W-40*k, 40*k), render.Center, render.Middle, render.WithAlpha(render.Ink, a))
	y := r.Y + 66*k
	if len(parts) == 0 {
		render.DrawText(dst, line, fm, r.Center().X, y, render.Center, render.Middle, render.WithAlpha(render.InkSoft, a))
		return
	}
	x := r.Center().X - w/2 + 12*k
	for _, p := range parts {
		if a > 0.5 {
			v.Sprites().DrawMark(dst, geom.Pt(x+mark/2, y), mark, v.Colour(p.seat))
		}
		x += mark + 6*k
		render.DrawText(dst, p.text, fm, x, y, render.Left, render.Middle, render.WithAlpha(render.Ink, a))
		x += render.TextWidth(p.text, fm) + 24*k
	}
}

// fxRect is where the Judgment's and Scoring's panels and the banners
// go: over the market, unless the human is asked for something there
// (the Destiny cards after a Judgment): then above the tracks, over the
// dial and temple, so the panel never hides what the band asks for
// (issue 22).
func (v *View) fxRect() geom.Rect {
	l := v.lay
	R := l.choice
	if !v.dec.human {
		return R
	}
	for t := range v.next() {
		for _, r := range v.targetRects(t) {
			if !r.Intersect(R).Empty() {
				return geom.R(R.X, l.popTrack.Rect.Y-24*l.k-R.H, R.W, R.H)
			}
		}
	}
	return R
}
