package tekhenuview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/render/widget/wgeom"
)

// effects are what the animations draw over the target state: the dial
// turning, a die flying to its pan, a column dropping into the temple.
type effects struct {
	dialShift float64 // 1 → 0 while the dial turns
	flyDie    int     // -1 none
	flyFrom   geom.Point
	flyTo     geom.Point
	flyT      float64
	flying    bool
	column    int // temple cell a column is dropping into, -1 none
	colFrom   geom.Rect
	colT      float64
	dropping  bool

	// Markers sliding on the tracks: the values before the move.
	tracking        bool
	trackT          float64
	prevPop, prevVP []int
	prevMaat        []int
	rolling         map[int]bool // dice added, rolling
	rollT           float64

	banner  string // a Judgment's or Scoring's step, over the board
	bannerT float64

	// held: the markers wait at prev* until a step or the last slide
	// moves them; step moves some of them on its own (a weighing, a
	// Scoring step).
	held      bool
	step      trackStep
	pending   map[int]bool // drafted dice not flown yet
	turn      dieTurn
	ra        []*raGroup
	edges     edgeFlash
	pieces    []*flyPiece
	cards     []*cardIn
	weigh     *weighing
	score     *scoreStep
	prevOrder []int // the turn order before a Judgment, until announced
}

func (fx *effects) hidesDie(d int) bool {
	return fx.flying && fx.flyDie == d || fx.turn.on && fx.turn.die == d
}
func (fx *effects) hidesPan(d int) bool  { return fx.flying && fx.flyDie == d || fx.pending[d] }
func (fx *effects) hidesCell(c int) bool { return fx.dropping && fx.column == c }

// queue turns the events of the last move into tweens. The markers of
// the tracks wait at their old values and move when their step comes.
func (v *View) queue(prev *tekhenu.State, oldDice map[int]dieSpot, events []engine.Event) {
	moved := false
	for _, e := range events {
		switch e.(type) {
		case tekhenu.VPChanged, tekhenu.TrackMoved, tekhenu.Weighed:
			moved = true
		}
	}
	if moved {
		v.fx.prevPop, v.fx.prevVP, v.fx.prevMaat = trackValues(prev, v.Viewer)
		v.fx.held = true
	}
	q := newQueueRun(prev)
	for i := 0; i < len(events); i++ {
		if v.queueSolo(events[i], oldDice) {
			continue
		}
		switch e := events[i].(type) {
		case tekhenu.JudgmentStarted:
			v.bannerStep(v.t("tekhenu.ui.banner_judgment", "n", e.Judgment), 1.0)
		case tekhenu.ScoringStarted:
			v.bannerStep(v.t("tekhenu.ui.banner_scoring", "n", e.Scoring), 1.0)
			i = v.queueScoring(e.Scoring, events, i+1) - 1
		case tekhenu.Weighed:
			if i+1 < len(events) {
				if c, ok := events[i+1].(tekhenu.VPChanged); ok && c.Player == e.Player {
					v.queueWeighing(prev, e, c.Total)
					i++
					continue
				}
			}
			v.queueWeighing(prev, e, -1)
		case tekhenu.TurnOrder:
			v.queueOrder(prev, e.Order)
		case tekhenu.DieTurned:
			v.queueTurn(e, oldDice)
		case tekhenu.DieAdded:
			d := e.Die
			v.tl.Then(anim.Staged(0.45, anim.QuadOut, func() {
				if v.fx.rolling == nil {
					v.fx.rolling = map[int]bool{}
				}
				v.fx.rolling[d] = true
			}, func(t float64) { v.fx.rollT = t }, func() { delete(v.fx.rolling, d) }))
		case tekhenu.DialRotated:
			v.tl.Then(anim.Staged(0.7, anim.CubicInOut, func() { v.fx.dialShift = 1 },
				func(t float64) { v.fx.dialShift = 1 - t }, func() { v.fx.dialShift = 0 }))
		case tekhenu.DieDrafted:
			from, ok := oldDice[e.Die]
			if !ok {
				continue
			}
			left, right, under := v.lay.pans()
			to := left.Center()
			switch e.Pan {
			case "right":
				to = right.Center()
			case "under":
				to = under.Center()
			}
			d := e.Die
			if v.fx.pending == nil {
				v.fx.pending = map[int]bool{}
			}
			v.fx.pending[d] = true
			v.tl.Then(anim.Staged(0.6, anim.CubicInOut, func() {
				v.fx.flyDie, v.fx.flyFrom, v.fx.flyTo, v.fx.flying = d, from.c, to, true
				delete(v.fx.pending, d)
			}, func(t float64) { v.fx.flyT = t }, func() { v.fx.flying = false }))
		case tekhenu.ColumnPlaced:
			v.queueColumn(q, e)
		case tekhenu.ColumnRevealed:
			v.queueReveal(q, e)
		case tekhenu.BuildingPlaced, tekhenu.StatuePlaced:
			v.queuePiece(prev, e)
		case tekhenu.MarketFilled:
			v.queueCard(q, e)
		}
	}
	if moved {
		v.tl.Then(anim.Staged(0.5, anim.CubicInOut, func() { v.fx.tracking = true },
			func(t float64) { v.fx.trackT = t }, func() { v.fx.tracking, v.fx.held = false, false }))
	}
}

// trackValues are the markers' values: Population and Happiness of each
// seat (in pairs), VP, Maat.
func trackValues(st *tekhenu.State, viewer int) (pop, vp, maat []int) {
	for p := 0; p < st.NumPlayers(); p++ {
		pl, _ := st.PlayerView(p, viewer)
		pop = append(pop, int(pl.Pop), int(pl.Happ))
		vp = append(vp, int(pl.VP))
		maat = append(maat, min(max(int(pl.Maat), maatMin), maatMax))
	}
	return
}

// slide places the markers of track kind: held at their old values,
// moved by a step, or sliding to their new values (after).
func (fx *effects) slide(kind int, t wgeom.Track, before, after []int, ml wgeom.MarkerLayout) []wgeom.Marker {
	to, _ := t.Markers(after, ml)
	if len(before) != len(after) {
		return to
	}
	lerp := func(a, b []int, u float64) []wgeom.Marker {
		ma, _ := t.Markers(a, ml)
		mb, _ := t.Markers(b, ml)
		out := make([]wgeom.Marker, len(mb))
		for i := range mb {
			out[i] = wgeom.Marker{C: ma[i].C.Lerp(mb[i].C, u), Size: anim.Lerp(ma[i].Size, mb[i].Size, u)}
		}
		return out
	}
	switch {
	case fx.tracking:
		return lerp(before, after, fx.trackT)
	case fx.step.on && len(fx.step.from[kind]) == len(after) && len(fx.step.to[kind]) == len(after):
		return lerp(fx.step.from[kind], fx.step.to[kind], fx.step.t)
	case fx.held:
		from, _ := t.Markers(before, ml)
		return from
	}
	return to
}

// moving reports whether the markers are not at their synced values.
func (fx *effects) moving() bool { return fx.tracking || fx.held }

func (v *View) drawEffects(dst *ebiten.Image) {
	fx := &v.fx
	v.drawMoreEffects(dst)
	if fx.flying {
		info := v.st.DieInfo(fx.flyDie)
		p := fx.flyFrom.Lerp(fx.flyTo, fx.flyT)
		// An arc: the die rises while it travels.
		p.Y -= 60 * v.lay.k * 4 * fx.flyT * (1 - fx.flyT)
		v.drawDie(dst, p, v.lay.sz(dieRef)*(1+0.2*4*fx.flyT*(1-fx.flyT)), info.Colour, info.Value, -1)
	}
	if fx.dropping {
		if id, rot, o, ok := v.st.TempleCell(fx.column); ok {
			r := fx.colFrom.Lerp(v.lay.cells[fx.column].Inset(3), fx.colT)
			v.drawTile(dst, r, id, rot, o)
		}
	}
}

// bannerStep shows text over the board for d seconds.
func (v *View) bannerStep(text string, d float64) {
	v.tl.Then(anim.Staged(d, anim.Linear, func() { v.fx.banner = text },
		func(t float64) { v.fx.bannerT = t }, func() { v.fx.banner = "" }))
}

// drawBanner paints the current banner, fading in and out.
func (v *View) drawBanner(dst *ebiten.Image) {
	if v.fx.banner == "" {
		return
	}
	face := render.Face(render.Bold, math.Max(widget.TextMin, 26*v.lay.k))
	w := render.TextWidth(v.fx.banner, face) + 48
	r := geom.RectFromCenter(v.fxRect().Center(), math.Min(w, v.Area.W-20), 64*v.lay.k)
	a := math.Min(1, math.Min(v.fx.bannerT, 1-v.fx.bannerT)*6)
	render.DrawShadowWith(dst, r, 12, 3, 8, 0.3*a)
	render.FillRoundRect(dst, r, 12, render.WithAlpha(render.Papyrus, a))
	render.StrokeRoundRect(dst, r, 12, 2, render.WithAlpha(render.GoldDeep, a))
	render.DrawInRect(dst, v.fx.banner, face, r.InsetXY(20, 0), render.Center, render.Middle, render.WithAlpha(render.Ink, a))
}
