package imhotepview

import (
	"math"
	"strconv"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/render/anim"
	"nilegames/render/geom"
)

// Events become steps of the timeline. A step's start takes what leaves a
// place off the drawn board (board.begin) and launches its overlays; its
// end puts what arrives on the board (board.end). Overlays (flying stones
// and cards, a sailing ship, pop-ups) live in effects.

type flyKind uint8

const (
	flyStone flyKind = iota
	flyCard
	flyBack // a face-down card
)

type flyer struct {
	kind     flyKind
	owner    int
	card     imhotep.Card
	from, to geom.Point
	w0, w1   float64 // card widths at both ends
	arc      float64 // lift at mid-flight
	v        float64 // eased progress
	size     float64 // stone size
}

func (f *flyer) pos() geom.Point {
	p := f.from.Lerp(f.to, f.v)
	return p.Add(geom.Pt(0, -f.arc*math.Sin(math.Pi*anim.Clamp01(f.v))))
}

type sailing struct {
	path *geom.CubicPath
	v    float64
}

type shipFx struct {
	dx    float64
	alpha float64
}

type glide struct {
	from, to int
	v        float64
}

type glow struct {
	r geom.Rect
	v float64
}

type effects struct {
	flyers  []*flyer
	pops    anim.Popups
	sail    map[int]*sailing // by ship id
	ships   map[int]shipFx   // arriving / leaving ships, by id
	markers map[int]*glide   // score markers, by seat
	glows   []*glow
	obPop   map[int]float64 // side-B obelisk index -> scale while it rises
	dealt   map[int]bool    // market spaces whose card is still flying in
	flip    float64         // round card flip progress (0 idle)
}

func (fx *effects) advance(dt float64) {
	fx.pops.Advance(dt)
}

func (fx *effects) busy() bool { return len(fx.pops) > 0 }

func (fx *effects) removeFlyer(f *flyer) {
	for i, g := range fx.flyers {
		if g == f {
			fx.flyers = append(fx.flyers[:i], fx.flyers[i+1:]...)
			return
		}
	}
}

func (fx *effects) removeGlow(g *glow) {
	for i, h := range fx.glows {
		if h == g {
			fx.glows = append(fx.glows[:i], fx.glows[i+1:]...)
			return
		}
	}
}

// instant is a step that only changes the board.
func (v *View) instant(e engine.Event) {
	v.tl.Then(anim.Staged(0, nil, nil, nil, func() { v.d.begin(e); v.d.end(e) }))
}

// queue turns a batch of events into steps, ending with the snapshot.
func (v *View) queue(events []engine.Event, tgt *board) {
	l := func() *layout { return v.lay }
	var anchor geom.Point // where the last stone landed (for pop-ups)
	hasAnchor := false
	for i := 0; i < len(events); i++ {
		e := events[i]
		switch e := e.(type) {
		case imhotep.RoundStarted:
			v.tl.Then(anim.Staged(0.5, anim.CubicInOut, func() {
				v.d.end(e)
				v.fx.ships = map[int]shipFx{}
				v.fx.flip = 0.001
			}, func(x float64) {
				for _, id := range e.Ships {
					v.fx.ships[id] = shipFx{dx: -(1 - x) * l().s(320), alpha: x}
				}
				v.fx.flip = math.Max(0.001, x)
			}, func() { v.fx.ships = nil; v.fx.flip = 0 }))
		case imhotep.MarketDealt:
			var tws []*anim.Tween
			n := 0
			for sp, c := range e.Cards {
				if c == imhotep.NoCard {
					continue
				}
				sp, c := sp, c
				f := &flyer{kind: flyCard, card: c}
				tw := anim.Staged(anim.DurFly, anim.CubicInOut, func() {
					f.from, f.to = l().deckPile().Center(), l().marketSpace(sp).Center()
					f.w0, f.w1 = l().deckPile().W, l().marketSpace(sp).W
					v.fx.flyers = append(v.fx.flyers, f)
				}, func(x float64) { f.v = x }, func() { v.fx.removeFlyer(f) })
				tw.Delay = 0.08 * float64(n)
				n++
				tws = append(tws, tw)
			}
			for j := 0; j < e.Pair; j++ {
				f := &flyer{kind: flyBack}
				tw := anim.Staged(anim.DurFly, anim.CubicInOut, func() {
					off := l().s(6 * float64(j*2-1))
					f.from, f.to = l().deckPile().Center(), l().marketSpace(3).Center().Add(geom.Pt(off, off))
					f.w0, f.w1 = l().deckPile().W, l().marketSpace(3).W*0.8
					v.fx.flyers = append(v.fx.flyers, f)
				}, func(x float64) { f.v = x }, func() { v.fx.removeFlyer(f) })
				tw.Delay = 0.08 * float64(n)
				n++
				tws = append(tws, tw)
			}
			if len(tws) == 0 {
				v.instant(e)
				continue
			}
			tws[len(tws)-1].Done = chain(tws[len(tws)-1].Done, func() { v.d.end(e) })
			v.tl.Then(tws...)
		case imhotep.StonesTaken:
			var tws []*anim.Tween
			for j := 0; j < e.N; j++ {
				j := j
				f := &flyer{kind: flyStone, owner: e.Player}
				tw := anim.Staged(anim.DurFly, anim.BackOut, func() {
					f.from = l().quarryPile(e.Player).Center()
					f.to = l().sledSlot(e.Player, v.d.sled[e.Player]+j).Center()
					f.arc = l().s(26)
					f.size = stoneS * 0.8
					v.fx.flyers = append(v.fx.flyers, f)
				}, func(x float64) { f.v = x }, func() { v.fx.removeFlyer(f) })
				tw.Delay = 0.07 * float64(j)
				tws = append(tws, tw)
			}
			if len(tws) == 0 {
				v.instant(e)
				continue
			}
			tws[0].Update = chainF(func() { v.d.begin(e) }, tws[0].Update)
			tws[len(tws)-1].Done = chain(tws[len(tws)-1].Done, func() { v.d.end(e) })
			v.tl.Then(tws...)
		case imhotep.StonePlaced:
			f := &flyer{kind: flyStone, owner: e.Player}
			v.tl.Then(anim.Staged(anim.DurFly, anim.BackOut, func() {
				v.d.begin(e)
				f.from = l().sledSlot(e.Player, v.d.sled[e.Player]).Center()
				f.to = v.slotPos(e.Ship, e.Slot)
				f.arc = l().s(30)
				f.size = stoneS
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) { f.v = x }, func() { v.fx.removeFlyer(f); v.d.end(e) }))
		case imhotep.ShipSailed:
			v.tl.Then(anim.Staged(anim.DurBoatSail, anim.CubicInOut, func() {
				i := v.d.shipIndex(e.Ship)
				if i < 0 {
					return
				}
				c := imhotep.Ships[e.Ship].Capacity
				from := l().shipCenterAt(l().berth(i), c)
				to := l().shipCenterAt(l().dock(e.Site), c)
				if v.fx.sail == nil {
					v.fx.sail = map[int]*sailing{}
				}
				v.fx.sail[e.Ship] = &sailing{path: shipPath(from, to, l().k)}
			}, func(x float64) {
				if s := v.fx.sail[e.Ship]; s != nil {
					s.v = x
				}
			}, func() { delete(v.fx.sail, e.Ship); v.d.end(e) }))
		case imhotep.StoneUnloaded:
			var built *imhotep.StoneBuilt
			if i+1 < len(events) {
				if b, ok := events[i+1].(imhotep.StoneBuilt); ok && b.Owner == e.Owner && !b.FromQuarry && b.Site == e.Site {
					built = &b
					i++
				}
			}
			f := &flyer{kind: flyStone, owner: e.Owner, size: stoneS}
			v.tl.Then(anim.Staged(anim.DurFly, anim.BackOut, func() {
				f.from = v.slotPos(e.Ship, e.Slot)
				v.d.begin(e)
				v.d.end(e)
				if built != nil {
					v.d.begin(*built)
					f.to = v.builtPos(*built)
				} else {
					f.to = v.waitPos(e.Site, len(v.waitingAt(e.Site))-1)
				}
				f.arc = l().s(22)
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) { f.v = x }, func() {
				v.fx.removeFlyer(f)
				if built != nil {
					v.d.end(*built)
				}
			}))
			if built != nil {
				anchor, hasAnchor = v.builtPosFor(*built, tgt), true
			}
		case imhotep.StoneBuilt:
			f := &flyer{kind: flyStone, owner: e.Owner, size: stoneS}
			v.tl.Then(anim.Staged(anim.DurFly, anim.BackOut, func() {
				if idx := v.waitIndex(e.Owner, e.Site); idx >= 0 {
					f.from = v.waitPos(e.Site, idx)
				} else {
					f.from = l().quarryPile(e.Owner).Center()
				}
				v.d.begin(e)
				f.to = v.builtPos(e)
				f.arc = l().s(30)
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) { f.v = x }, func() { v.fx.removeFlyer(f); v.d.end(e) }))
			anchor, hasAnchor = v.builtPosFor(e, tgt), true
		case imhotep.ObeliskFormed:
			var fl [3]*flyer
			v.tl.Then(anim.Staged(0.3, anim.CubicInOut, func() {
				to := l().obSpace(min(e.Index, len(imhotep.ObeliskBValues)-1)).Center()
				for j := range fl {
					fl[j] = &flyer{kind: flyStone, owner: e.Player, size: stoneS * 0.8, from: l().obWaitCell(e.Player, j).Center(), to: to}
					v.fx.flyers = append(v.fx.flyers, fl[j])
				}
				v.d.begin(e)
			}, func(x float64) {
				for _, f := range fl {
					f.v = x
				}
			}, func() {
				for _, f := range fl {
					v.fx.removeFlyer(f)
				}
				v.d.end(e)
			}))
			v.tl.Then(anim.Staged(0.3, anim.BackOut, func() {
				if v.fx.obPop == nil {
					v.fx.obPop = map[int]float64{}
				}
				v.fx.obPop[e.Index] = 0
			}, func(x float64) { v.fx.obPop[e.Index] = x }, func() { delete(v.fx.obPop, e.Index) }))
			anchor, hasAnchor = l().obSpace(min(e.Index, len(imhotep.ObeliskBValues)-1)).Center(), true
		case imhotep.PointsScored:
			// Consecutive scores share one step.
			batch := []imhotep.PointsScored{e}
			for i+1 < len(events) {
				ps, ok := events[i+1].(imhotep.PointsScored)
				if !ok {
					break
				}
				batch = append(batch, ps)
				i++
			}
			at, has := anchor, hasAnchor
			v.tl.Then(anim.Staged(0.3, anim.CubicInOut, func() {
				if v.fx.markers == nil {
					v.fx.markers = map[int]*glide{}
				}
				for j, ps := range batch {
					g := v.fx.markers[ps.Player]
					if g == nil {
						g = &glide{from: v.d.score[ps.Player]}
						v.fx.markers[ps.Player] = g
					}
					g.to = v.d.score[ps.Player] + ps.Points
					v.d.end(ps)
					p := at
					if !has || len(batch) > 1 {
						// Several seats scoring at once: side by side.
						p = v.scoreAnchor(ps).Add(geom.Pt(l().s(70)*(float64(ps.Player)-float64(v.d.np-1)/2), 0))
					}
					v.fx.pops = append(v.fx.pops, &anim.Popup{At: p, Text: signed(ps.Points), Good: ps.Points >= 0, Dur: anim.DurScorePop, Delay: 0.12 * float64(j)})
				}
			}, func(x float64) {
				for _, g := range v.fx.markers {
					g.v = x
				}
			}, func() { v.fx.markers = nil }))
			hasAnchor = false
		case imhotep.TempleScored:
			g := &glow{}
			v.tl.Then(anim.Staged(0.3, anim.CubicInOut, func() {
				n := len(v.d.temple)
				w := v.d.templeW
				if n > 0 {
					visibleFrom := n - min(w, n)
					pos := e.Column
					for pos+w < n {
						pos += w
					}
					if pos >= visibleFrom {
						c := l().templeStone(pos, n, w)
						g.r = geom.RectFromCenter(c, l().s(stoneS), l().s(stoneS))
					}
				}
				v.fx.glows = append(v.fx.glows, g)
			}, func(x float64) { g.v = math.Sin(math.Pi * x) }, func() { v.fx.removeGlow(g) }))
			c := v.lay.templeColumn(e.Column)
			anchor, hasAnchor = geom.Pt(c.Center().X, c.Y+v.lay.s(20)), true
		case imhotep.CardTaken:
			kind := flyCard
			f := &flyer{kind: kind, card: e.Card}
			v.tl.Then(anim.Staged(anim.DurFly, anim.CubicInOut, func() {
				var from geom.Rect
				switch e.From {
				case "market":
					from = l().marketSpace(e.Space)
				case "pair":
					from = l().marketSpace(3)
				default:
					from = l().deckPile()
				}
				v.d.begin(e)
				row := l().supplyRow(e.Player)
				f.from, f.to = from.Center(), geom.Pt(row.Right()-l().s(20), row.Center().Y)
				f.w0, f.w1 = from.W, l().s(34)
				f.arc = l().s(20)
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) { f.v = x }, func() { v.fx.removeFlyer(f); v.d.end(e) }))
		case imhotep.PairTaken:
			var fl []*flyer
			v.tl.Then(anim.Staged(anim.DurFly, anim.CubicInOut, func() {
				row := l().supplyRow(e.Player)
				for j := 0; j < e.Count; j++ {
					f := &flyer{kind: flyBack, from: l().marketSpace(3).Center(), to: geom.Pt(row.Right()-l().s(20+8*float64(j)), row.Center().Y), w0: l().marketSpace(3).W * 0.8, w1: l().s(34), arc: l().s(20)}
					fl = append(fl, f)
					v.fx.flyers = append(v.fx.flyers, f)
				}
				v.d.begin(e)
			}, func(x float64) {
				for _, f := range fl {
					f.v = x
				}
			}, func() {
				for _, f := range fl {
					v.fx.removeFlyer(f)
				}
				v.d.end(e)
			}))
		case imhotep.RedCardResolved, imhotep.BlueCardPlayed:
			var p int
			var c imhotep.Card
			switch e := e.(type) {
			case imhotep.RedCardResolved:
				p, c = e.Player, e.Card
			case imhotep.BlueCardPlayed:
				p, c = e.Player, e.Card
			}
			f := &flyer{kind: flyCard, card: c}
			v.tl.Then(anim.Staged(anim.DurFly, anim.CubicInOut, func() {
				v.d.begin(e)
				row := l().supplyRow(p)
				f.from, f.to = geom.Pt(row.Right()-l().s(20), row.Center().Y), l().discardPile().Center()
				f.w0, f.w1 = l().s(34), l().discardPile().W
				f.arc = l().s(20)
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) { f.v = x }, func() { v.fx.removeFlyer(f); v.d.end(e) }))
		case imhotep.StonesReturned:
			var fl []*flyer
			v.tl.Then(anim.Staged(anim.DurFly, anim.CubicInOut, func() {
				to := l().quarryPile(e.Player).Center()
				var froms []geom.Point
				if e.From == "market" {
					for j, w := range v.waitingAt(imhotep.Market) {
						if w.owner == e.Player {
							froms = append(froms, v.waitPos(imhotep.Market, j))
						}
					}
				} else {
					for _, sv := range v.d.ships {
						if sv.dest >= 0 {
							continue
						}
						for k, o := range sv.slots {
							if o == e.Player {
								froms = append(froms, v.slotPos(sv.id, k))
							}
						}
					}
				}
				for _, fp := range froms {
					f := &flyer{kind: flyStone, owner: e.Player, size: stoneS * 0.8, from: fp, to: to, arc: l().s(24)}
					fl = append(fl, f)
					v.fx.flyers = append(v.fx.flyers, f)
				}
				v.d.begin(e)
			}, func(x float64) {
				for _, f := range fl {
					f.v = x
				}
			}, func() {
				for _, f := range fl {
					v.fx.removeFlyer(f)
				}
				v.d.end(e)
			}))
		case imhotep.MarketCleared:
			var fl []*flyer
			v.tl.Then(anim.Staged(anim.DurFly, anim.CubicInOut, func() {
				for sp, c := range v.d.face {
					if c == imhotep.NoCard {
						continue
					}
					r := l().marketSpace(sp)
					f := &flyer{kind: flyCard, card: c, from: r.Center(), to: l().discardPile().Center(), w0: r.W, w1: l().discardPile().W}
					fl = append(fl, f)
				}
				for j := 0; j < v.d.pair; j++ {
					r := l().marketSpace(3)
					f := &flyer{kind: flyBack, from: r.Center(), to: l().discardPile().Center(), w0: r.W * 0.8, w1: l().discardPile().W}
					fl = append(fl, f)
				}
				v.fx.flyers = append(v.fx.flyers, fl...)
				v.d.begin(e)
			}, func(x float64) {
				for _, f := range fl {
					f.v = x
				}
			}, func() {
				for _, f := range fl {
					v.fx.removeFlyer(f)
				}
				v.d.end(e)
			}))
		case imhotep.RoundEnded:
			var ids []int
			v.tl.Then(anim.Staged(0.4, anim.CubicInOut, func() {
				v.fx.ships = map[int]shipFx{}
				for _, sv := range v.d.ships {
					ids = append(ids, sv.id)
				}
			}, func(x float64) {
				for _, id := range ids {
					v.fx.ships[id] = shipFx{alpha: 1 - x}
				}
			}, func() {
				v.fx.ships = nil
				v.d.begin(e)
				v.d.end(e)
			}))
		default:
			v.instant(e)
		}
	}
	final := tgt.clone()
	v.tl.Then(anim.Staged(0, nil, nil, nil, func() { v.d = final.clone() }))
}

func chain(a, b func()) func() {
	return func() {
		if a != nil {
			a()
		}
		b()
	}
}

func chainF(first func(), upd func(float64)) func(float64) {
	done := false
	return func(x float64) {
		if !done {
			done = true
			first()
		}
		if upd != nil {
			upd(x)
		}
	}
}

func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return "−" + strconv.Itoa(-n)
}

// ---- positions on the drawn board ----

// shipPose is where ship i of the drawn board is and its heading.
func (v *View) shipPose(i int) (geom.Point, float64, float64) {
	sv := v.d.ships[i]
	c := imhotep.Ships[sv.id].Capacity
	if s := v.fx.sail[sv.id]; s != nil {
		p := s.path.At(s.v)
		t := s.path.Tangent(s.v)
		return p, math.Atan2(t.Y, t.X), 1
	}
	var p geom.Point
	if sv.dest >= 0 {
		p = v.lay.shipCenterAt(v.lay.dock(sv.dest), c)
	} else {
		p = v.lay.shipCenterAt(v.lay.berth(i), c)
	}
	alpha := 1.0
	if f, ok := v.fx.ships[sv.id]; ok {
		p = p.Add(geom.Pt(f.dx, 0))
		alpha = f.alpha
	}
	return p, 0, alpha
}

// slotPos is the centre of a slot of ship id on the drawn board.
func (v *View) slotPos(id, slot int) geom.Point {
	i := v.d.shipIndex(id)
	if i < 0 {
		return v.lay.harbour().Center()
	}
	c, ang, _ := v.shipPose(i)
	o := v.lay.slotOffset(imhotep.Ships[id].Capacity, slot)
	return c.Add(o).Rotate(c, ang)
}

func (v *View) waitingAt(s imhotep.Site) []waitStone {
	var out []waitStone
	for _, w := range v.d.waiting {
		if w.site == s {
			out = append(out, w)
		}
	}
	return out
}

func (v *View) waitIndex(owner int, s imhotep.Site) int {
	for j, w := range v.waitingAt(s) {
		if w.owner == owner {
			return j
		}
	}
	return -1
}

func (v *View) waitPos(s imhotep.Site, j int) geom.Point { return v.lay.waitSpot(s, max(j, 0)) }

// builtPos is where a stone built by e lands, on the drawn board (before
// e's end is applied).
func (v *View) builtPos(e imhotep.StoneBuilt) geom.Point { return v.builtPosFor(e, v.d) }

func (v *View) builtPosFor(e imhotep.StoneBuilt, b *board) geom.Point {
	l := v.lay
	switch e.Site {
	case imhotep.Pyramid:
		sideB := e.Pyramid >= 0 || b.sideB[imhotep.Pyramid]
		if e.Edge {
			return l.pyrEdgeSpot(sideB, e.Owner)
		}
		if e.Pyramid >= 0 {
			return l.pyrBCell(e.Pyramid, e.Pos).Center()
		}
		return l.pyrACell(min(e.Pos, 13)).Center()
	case imhotep.Temple:
		return l.templeStone(e.Pos, e.Pos+1, b.templeW)
	case imhotep.Burial:
		return l.burialCell(e.Pos, e.Pos+1, b.sideB[imhotep.Burial]).Center()
	case imhotep.Obelisks:
		if b.sideB[imhotep.Obelisks] {
			return l.obWaitCell(e.Owner, max(e.Pos-1, 0)).Center()
		}
		return l.obeliskATop(e.Owner, max(e.Pos-1, 0))
	}
	return l.site(e.Site).Center()
}

// scoreAnchor is where a score pop-up without a landing stone appears.
func (v *View) scoreAnchor(ps imhotep.PointsScored) geom.Point {
	switch ps.Source {
	case "pyramid":
		return v.lay.site(imhotep.Pyramid).Center()
	case "temple":
		return v.lay.site(imhotep.Temple).Center()
	case "burial":
		return v.lay.site(imhotep.Burial).Center()
	case "obelisks":
		return v.lay.site(imhotep.Obelisks).Center()
	}
	return v.lay.trackMarker(v.d, ps.Player).Add(geom.Pt(0, v.lay.s(60)))
}
