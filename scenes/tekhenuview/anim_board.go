package tekhenuview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// Durations at normal speed (seconds).
const (
	durTurn   = 0.4  // a Scribe turning a die a quarter turn
	durEdges  = 0.6  // the matching edges of a placed column lit
	durRaRow  = 0.55 // the Ra row sliding, the new tile turning
	durPiece  = 0.45 // a building or statue flying to its slot
	durCard   = 0.5  // a market card sliding in from its deck
	cardDelay = 0.08 // between the cards of one refill
)

// The tracks whose markers slide.
const (
	trPop = iota
	trVP
	trMaat
)

// trackStep moves the markers of one track from → to (a Judgment's
// weighing, a Scoring step), before the move's final slide.
type trackStep struct {
	on       bool
	t        float64
	from, to [3][]int // by track; nil: that track waits
}

// begin starts a step from the held values; set changes the targets.
func (fx *effects) begin(set func(to *[3][]int)) {
	fx.step = trackStep{on: true}
	for k, held := range [3][]int{fx.prevPop, fx.prevVP, fx.prevMaat} {
		if held != nil {
			fx.step.from[k] = append([]int(nil), held...)
			fx.step.to[k] = append([]int(nil), held...)
		}
	}
	set(&fx.step.to)
}

// end holds the markers where the step left them.
func (fx *effects) end() {
	if fx.step.on {
		fx.prevPop, fx.prevVP, fx.prevMaat = fx.step.to[trPop], fx.step.to[trVP], fx.step.to[trMaat]
	}
	fx.step = trackStep{}
}

// queueRun follows what the events of one move change, from the state
// before it: the Ra row, the market slots already refilled.
type queueRun struct {
	ra      [3]raTile
	row     *raGroup // the row moving after the last column, until its reveal
	cards   int      // the timeline's steps when the last card was queued
	delay   float64  // that card's delay in its step
	hasCard bool
}

type raTile struct {
	id, rot int
	ok      bool
}

func newQueueRun(prev *tekhenu.State) *queueRun {
	q := &queueRun{}
	for i := range q.ra {
		id, rot, ok := prev.RaSlot(i)
		q.ra[i] = raTile{id, rot, ok}
	}
	return q
}

// dieTurn is a Scribe turning a die where it lies on the dial.
type dieTurn struct {
	on       bool
	die      int
	at       dieSpot
	from, to int
	t        float64
}

func (v *View) queueTurn(e tekhenu.DieTurned, oldDice map[int]dieSpot) {
	at, ok := oldDice[e.Die]
	if !ok {
		return
	}
	tw := dieTurn{on: true, die: e.Die, at: at, from: e.From, to: e.To}
	v.tl.Then(anim.Staged(durTurn, anim.CubicInOut, func() { v.fx.turn = tw },
		func(t float64) { v.fx.turn.t = t }, func() { v.fx.turn = dieTurn{} }))
}

// drawTurn rolls the die a quarter turn about its vertical axis: the old
// face narrows to one side as the new one widens from the other.
func (v *View) drawTurn(dst *ebiten.Image) {
	tw := v.fx.turn
	if !tw.on {
		return
	}
	info := v.st.DieInfo(tw.die)
	// The die lifts above its neighbours while it turns.
	lift := math.Sin(tw.t * math.Pi)
	s := tw.at.size * (1 + 0.35*lift)
	a := tw.t * math.Pi / 2
	wOld, wNew := s*math.Cos(a), s*math.Sin(a)
	x := tw.at.c.X - (wOld+wNew)/2
	y := tw.at.c.Y - s/2 - s*0.25*lift
	render.DrawShadowWith(dst, geom.R(x, y+s*0.2*lift, wOld+wNew, s), s*0.18, 3, 6, 0.35*lift)
	face := func(r geom.Rect, val int, shade float64) {
		if r.W < 1 {
			return
		}
		fill := render.Darken(dieFill[info.Colour], shade)
		rad := math.Min(r.W, r.H) * 0.18
		render.FillRoundRect(dst, r, rad, fill)
		render.StrokeRoundRect(dst, r, rad, 1.2, render.Ink)
		pip := render.Ink
		if render.Luminance(fill) < 0.25 {
			pip = render.Papyrus
		}
		if r.W > s*0.2 {
			drawPipsIn(dst, r, val, pip, s)
		}
	}
	face(geom.R(x, y, wOld, s), tw.from, 0.3*math.Sin(a))
	face(geom.R(x+wOld, y, wNew, s), tw.to, 0.3*math.Cos(a))
}

// drawPipsIn draws pips squeezed into r, sized for a face of side s.
func drawPipsIn(dst *ebiten.Image, r geom.Rect, n int, clr color.RGBA, s float64) {
	q := r.InsetXY(r.W*0.22, r.H*0.22)
	at := func(x, y float64) {
		render.FillCircle(dst, geom.Pt(q.X+q.W*x, q.Y+q.H*y), s*0.085*math.Min(1, 0.4+r.W/s), clr)
	}
	for _, p := range pipSpots[min(max(n, 1), 6)-1] {
		at(p[0], p[1])
	}
}

var pipSpots = [6][][2]float64{
	{{0.5, 0.5}},
	{{0, 0}, {1, 1}},
	{{0, 0}, {0.5, 0.5}, {1, 1}},
	{{0, 0}, {1, 0}, {0, 1}, {1, 1}},
	{{0, 0}, {1, 0}, {0.5, 0.5}, {0, 1}, {1, 1}},
	{{0, 0}, {1, 0}, {0, 0.5}, {1, 0.5}, {0, 1}, {1, 1}},
}

// raGroup is the Ra row moving after a column left it: tiles sliding one
// slot right, a new tile coming from the pile and turning.
type raGroup struct {
	on    bool
	t     float64
	hide  [3]bool
	tiles []raMove
}

type raMove struct {
	id, rot  int
	from, to geom.Rect
	turns    int // quarter turns the tile makes on its way
}

func (fx *effects) hidesRa(i int) bool {
	for _, g := range fx.ra {
		if g.on && g.hide[i] {
			return true
		}
	}
	return false
}

// edgeFlash lights the edges of a placed column that match their
// neighbours (tiles or the wall).
type edgeFlash struct {
	on   bool
	cell int
	t    float64
}

func (v *View) queueColumn(q *queueRun, e tekhenu.ColumnPlaced) {
	slot := min(max(e.Slot, 0), 2)
	from := v.lay.ra[slot]
	c := e.Cell
	g := &raGroup{on: true}
	// The tiles left of the emptied slot wait in place, then slide right.
	for i := slot; i > 0; i-- {
		t := q.ra[i-1]
		q.ra[i] = t
		g.hide[i] = true
		if t.ok {
			g.tiles = append(g.tiles, raMove{id: t.id, rot: t.rot, from: v.lay.ra[i-1], to: v.lay.ra[i]})
		}
	}
	q.ra[0] = raTile{}
	g.hide[slot] = true
	v.fx.ra = append(v.fx.ra, g)
	q.row = g
	v.tl.Then(anim.Staged(0.6, anim.QuadOut, func() {
		v.fx.column, v.fx.colFrom, v.fx.dropping = c, from, true
	}, func(t float64) { v.fx.colT = t }, func() { v.fx.dropping = false }))
	if e.Matches > 0 {
		v.tl.Then(anim.Staged(durEdges, anim.Linear, func() { v.fx.edges = edgeFlash{on: true, cell: c} },
			func(t float64) { v.fx.edges.t = t }, func() { v.fx.edges = edgeFlash{} }))
	}
	v.tl.Then(anim.Staged(durRaRow, anim.CubicInOut, nil,
		func(t float64) { g.t = t }, func() { g.on = false }))
}

// queueReveal brings the new tile from the pile to LEFT, turning it to
// its orientation; after a column, alongside the row's slide.
func (v *View) queueReveal(q *queueRun, e tekhenu.ColumnRevealed) {
	q.ra[0] = raTile{e.Tile, e.Rotation, true}
	m := raMove{id: e.Tile, rot: e.Rotation, from: v.lay.pile, to: v.lay.ra[0], turns: e.Rotation}
	if g := q.row; g != nil {
		q.row = nil
		g.hide[0] = true
		g.tiles = append(g.tiles, m)
		return
	}
	g := &raGroup{on: true, tiles: []raMove{m}}
	g.hide[0] = true
	v.fx.ra = append(v.fx.ra, g)
	v.tl.Then(anim.Staged(durRaRow, anim.CubicInOut, nil,
		func(t float64) { g.t = t }, func() { g.on = false }))
}

func (v *View) drawRa(dst *ebiten.Image) {
	for _, g := range v.fx.ra {
		if !g.on {
			continue
		}
		for _, m := range g.tiles {
			r := m.from.Lerp(m.to, g.t)
			v.drawTileTurned(dst, r, m.id, m.rot, -1, -float64(m.turns)*math.Pi/2*(1-g.t))
		}
	}
	if e := v.fx.edges; e.on {
		a := math.Sin(e.t * math.Pi)
		r := v.lay.cells[e.cell].Inset(3)
		ends := [4][2]geom.Point{
			{geom.Pt(r.X, r.Y), geom.Pt(r.Right(), r.Y)},
			{geom.Pt(r.Right(), r.Y), geom.Pt(r.Right(), r.Bottom())},
			{geom.Pt(r.Right(), r.Bottom()), geom.Pt(r.X, r.Bottom())},
			{geom.Pt(r.X, r.Bottom()), geom.Pt(r.X, r.Y)},
		}
		for dir, ok := range matchedEdges(v.st, e.cell) {
			if ok {
				render.Line(dst, ends[dir][0], ends[dir][1], 14*v.lay.k, render.WithAlpha(render.Gold, 0.6*a))
				render.Line(dst, ends[dir][0], ends[dir][1], 6*v.lay.k, render.WithAlpha(render.Lighten(render.Gold, 0.7), a))
			}
		}
	}
}

// matchedEdges are the sides (N, E, S, W) of the column in cell whose
// colour matches the neighbour's facing edge or the wall's.
func matchedEdges(st *tekhenu.State, cell int) [4]bool {
	var out [4]bool
	id, rot, _, ok := st.TempleCell(cell)
	if !ok {
		return out
	}
	r, c := cell/5, cell%5
	for dir := 0; dir < 4; dir++ {
		nr, nc := r, c
		switch dir {
		case tekhenu.North:
			nr--
		case tekhenu.East:
			nc++
		case tekhenu.South:
			nr++
		case tekhenu.West:
			nc--
		}
		other := -1
		switch {
		case nr < 0 || nr > 4:
			other = tekhenu.Wall(dir, c)
		case nc < 0 || nc > 4:
			other = tekhenu.Wall(dir, r)
		default:
			if nid, nrot, _, ok := st.TempleCell(nr*5 + nc); ok {
				other = tekhenu.TileEdge(nid, nrot, (dir+2)%4)
			}
		}
		out[dir] = other >= 0 && other == tekhenu.TileEdge(id, rot, dir)
	}
	return out
}

// The slots a piece flies to.
const (
	pieceTemple = iota // a temple slot: a building
	pieceOsiris        // an Osiris district row: a building
	piecePeople        // a people slot: a statue
	pieceGod           // a god's statue slot
)

// flyPiece is a building or statue leaving its owner's board (the side
// panels, right of the board) for its slot; hidden there until it lands.
type flyPiece struct {
	kind, a, b, owner int
	from, to          geom.Rect
	on, landed        bool
	t                 float64
}

func (fx *effects) hidesPiece(kind, a, b int) bool {
	for _, p := range fx.pieces {
		if !p.landed && p.kind == kind && p.a == a && p.b == b {
			return true
		}
	}
	return false
}

// panelSpot is where seat's board lies: the panels stand right of the
// board, one under the other.
func (v *View) panelSpot(seat int, size geom.Point) geom.Rect {
	n := max(1, v.st.NumPlayers())
	y := v.Area.Y + v.Area.H*(float64(seat)+0.5)/float64(n)
	return geom.RectFromCenter(geom.Pt(v.Area.Right()-size.X, y), size.X, size.Y)
}

func (v *View) queuePiece(prev *tekhenu.State, e any) {
	l := v.lay
	p := &flyPiece{}
	switch e := e.(type) {
	case tekhenu.BuildingPlaced:
		p.owner = e.Player
		if e.Temple >= 0 && e.Temple < len(l.tslot) {
			p.kind, p.a, p.to = pieceTemple, e.Temple, l.tslot[e.Temple]
		} else if e.District >= 0 && e.District < tekhenu.NumDistricts && e.Row >= 1 && e.Row <= 6 {
			p.kind, p.a, p.b, p.to = pieceOsiris, e.District, e.Row-1, l.osiris[e.District][e.Row-1]
		} else {
			return
		}
	case tekhenu.StatuePlaced:
		p.owner = e.Player
		found := false
		if e.God != "" {
			for g, code := range godCodes {
				if code != e.God {
					continue
				}
				for i := 0; i < v.st.GodStatueSlots() && !found; i++ {
					if prev.GodStatue(g, i) < 0 && v.st.GodStatue(g, i) == e.Player && !v.fx.hidesPiece(pieceGod, g, i) {
						p.kind, p.a, p.b, p.to, found = pieceGod, g, i, l.ringBox(g, 2+i), true
					}
				}
			}
		} else {
			for i := range l.people {
				if !found && prev.PeopleStatue(i) < 0 && v.st.PeopleStatue(i) == e.Player && !v.fx.hidesPiece(piecePeople, i, 0) {
					p.kind, p.a, p.to, found = piecePeople, i, l.people[i], true
				}
			}
		}
		if !found {
			return
		}
	default:
		return
	}
	p.from = v.panelSpot(p.owner, geom.Pt(p.to.W, p.to.H))
	v.fx.pieces = append(v.fx.pieces, p)
	v.tl.Then(anim.Staged(durPiece, anim.CubicInOut, func() { p.on = true },
		func(t float64) { p.t = t }, func() { p.on, p.landed = false, true }))
}

func (v *View) drawPieces(dst *ebiten.Image) {
	for _, p := range v.fx.pieces {
		if !p.on {
			continue
		}
		r := p.from.Lerp(p.to, p.t)
		// An arc, a little larger at its top.
		lift := 4 * p.t * (1 - p.t)
		r = r.Translate(0, -50*v.lay.k*lift)
		r = geom.RectFromCenter(r.Center(), r.W*(1+0.3*lift), r.H*(1+0.3*lift))
		m := math.Min(r.W, r.H)
		render.DrawShadowWith(dst, geom.RectFromCenter(r.Center().Add(geom.Pt(0, 8*lift)), m*0.7, m*0.7), 4, 3, 6, 0.25*lift)
		switch p.kind {
		case pieceTemple, pieceOsiris:
			v.drawBuilding(dst, r, p.owner)
		case piecePeople:
			v.drawStatue(dst, r.Center(), r.H*0.95, p.owner)
		case pieceGod:
			v.drawStatue(dst, r.Center(), r.W*0.9, p.owner)
		}
	}
}

// cardIn is a card sliding from its deck, face down, into an emptied
// market slot, where it turns face up.
type cardIn struct {
	sec, slot  int
	card       cardID
	from       geom.Rect
	on, landed bool
	t          float64
}

func (fx *effects) hidesCard(sec, slot int) bool {
	for _, c := range fx.cards {
		if !c.landed && c.sec == sec && c.slot == slot {
			return true
		}
	}
	return false
}

func (v *View) queueCard(q *queueRun, e tekhenu.MarketFilled) {
	c, ok := parseCard(e.Card)
	if !ok || e.Section < 0 || e.Section >= tekhenu.NumSections || e.Slot < 0 || e.Slot >= tekhenu.SectionSize(e.Section) {
		return
	}
	r := v.lay.market[e.Section][e.Slot]
	// The decks lie beyond the market's right end.
	from := geom.R(v.lay.marketBand.Right()-r.W-6*v.lay.k, r.Y, r.W, r.H)
	ci := &cardIn{sec: e.Section, slot: e.Slot, card: c, from: from}
	v.fx.cards = append(v.fx.cards, ci)
	tw := anim.Staged(durCard, anim.CubicInOut, func() { ci.on = true },
		func(t float64) { ci.t = t }, func() { ci.on, ci.landed = false, true })
	// The cards of one refill go one after the other, in one step.
	if q.hasCard && q.cards == v.tl.Steps() {
		q.delay += cardDelay
		tw.Delay = q.delay
		v.tl.With(tw)
		return
	}
	v.tl.Then(tw)
	q.hasCard, q.cards, q.delay = true, v.tl.Steps(), 0
}

func (v *View) drawCards(dst *ebiten.Image) {
	if len(v.choices()) > 0 {
		return // the market is covered
	}
	sp := v.Sprites()
	for _, c := range v.fx.cards {
		if !c.on {
			continue
		}
		to := v.lay.market[c.sec][c.slot]
		u := anim.Clamp01(c.t / 0.8)
		r := c.from.Lerp(to, u)
		flip := anim.Clamp01((c.t - 0.8) / 0.2)
		back := widget.Card{Kind: "tekhenu", Band: deckBands[c.card.deck], Down: true}
		if flip < 1 {
			widget.DrawCardFX(dst, sp, r, back, widget.CardNormal, widget.CardFX{Alpha: math.Max(0.01, 1-flip)})
		}
		if flip > 0 {
			widget.DrawCardFX(dst, sp, r, v.face(c.card), widget.CardNormal, widget.CardFX{Alpha: flip})
		}
	}
}

// drawMoreEffects paints the step-by-step animations over the board.
func (v *View) drawMoreEffects(dst *ebiten.Image) {
	v.drawRa(dst)
	v.drawPieces(dst)
	v.drawCards(dst)
	v.drawTurn(dst)
	v.drawScoring(dst)
	v.drawWeighing(dst)
}
