package kheopsview

import (
	"math"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/render/anim"
	"nilegames/render/geom"
)

// Events become steps of the timeline. A step's start takes what leaves a
// place off the drawn board and launches its overlays; its end puts what
// arrives on the board. Overlays (flying tiles and pawns, a turning tile,
// pop-ups) live in effects.

type flyer struct {
	pawn     int // pawn code; 0 for a tile
	tile     int // tile id of a tile flyer
	back     bool
	reveal   bool // a face-down tile shows its face from half way
	from, to geom.Point
	a0, a1   float64 // tile sides at both ends
	ang0     float64
	ang1     float64
	size     float64 // pawn height
	arc      float64 // lift at mid-flight
	v        float64 // eased progress
}

func (f *flyer) pos() geom.Point {
	p := f.from.Lerp(f.to, f.v)
	return p.Add(geom.Pt(0, -f.arc*math.Sin(math.Pi*anim.Clamp01(f.v))))
}

// spinFx is a tile turning in place with its pawn.
type spinFx struct {
	slot, k, steps int
	v              float64
}

type effects struct {
	flyers   []*flyer
	spin     *spinFx
	hidePawn map[int]bool
	flash    map[int]float64 // slot -> glow strength
	pops     anim.Popups
}

func (fx *effects) advance(dt float64) {
	fx.pops.Advance(dt)
}

func (fx *effects) busy() bool { return len(fx.pops) > 0 }

func (fx *effects) remove(f *flyer) {
	for i, g := range fx.flyers {
		if g == f {
			fx.flyers = append(fx.flyers[:i], fx.flyers[i+1:]...)
			return
		}
	}
}

func (fx *effects) hide(m *map[int]bool, slot int, on bool) {
	if *m == nil {
		*m = map[int]bool{}
	}
	if on {
		(*m)[slot] = true
	} else {
		delete(*m, slot)
	}
}

// Durations at normal speed (ART.md: a piece flying 0.25 s, a tile turning
// 0.35 s per 120°).
const (
	durPawn   = 0.35
	durTile   = 0.45
	durDraw   = 0.35
	durGlide  = 0.4
	durFlash  = 0.45
	durToast  = 1.1
	pawnFlyUp = 40.0
)

// kindFrom is where seat's pawns of kind k wait: the tray's button, else
// the board's right edge towards the seat's panel.
func (v *View) kindFrom(seat int, k kheops.PawnKind) geom.Point {
	if seat == v.traySeat() {
		return v.lay.kindButton(k).Center()
	}
	return v.lay.offBoard(seat)
}

// handAt is where seat's i-th hand tile lies, as kindFrom.
func (v *View) handAt(seat, i int) geom.Point {
	if seat == v.traySeat() {
		return v.lay.handTri(i).centroid()
	}
	return v.lay.offBoard(seat)
}

// queue turns a batch of events into steps, ending with the snapshot.
func (v *View) queue(events []engine.Event, tgt *board) {
	l := func() *layout { return v.lay }
	for _, e := range events {
		switch e := e.(type) {
		case kheops.PawnPlaced:
			f := &flyer{pawn: pawnCode(e.Pawn)}
			var back *flyer
			v.tl.Then(anim.Staged(durPawn, anim.CubicInOut, func() {
				f.from = v.kindFrom(e.Player, e.Pawn.Kind)
				f.to = l().pawnPos(e.Slot)
				f.size = l().pawnSize()
				f.arc = l().s(pawnFlyUp)
				if v.d.sup[e.Player][e.Pawn.Kind] > 0 {
					v.d.sup[e.Player][e.Pawn.Kind]--
				}
				if old := v.d.pawn[e.Slot]; old != 0 && e.Ousted {
					p := pawnOf(old)
					back = &flyer{pawn: old, from: l().pawnPos(e.Slot), to: v.kindFrom(p.Owner, p.Kind), size: l().pawnSize(), arc: l().s(pawnFlyUp)}
					v.fx.flyers = append(v.fx.flyers, back)
					v.d.pawn[e.Slot] = 0
				}
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) {
				f.v = x
				if back != nil {
					back.v = x
				}
			}, func() {
				v.fx.remove(f)
				if back != nil {
					v.fx.remove(back)
					p := pawnOf(back.pawn)
					v.d.sup[p.Owner][p.Kind]++
				}
				v.d.pawn[e.Slot] = pawnCode(e.Pawn)
				v.d.just = e.Slot
			}))
		case kheops.PowerStarted:
			v.tl.Then(anim.Staged(durFlash, anim.Linear, func() {
				if v.fx.flash == nil {
					v.fx.flash = map[int]float64{}
				}
			}, func(x float64) { v.fx.flash[e.Slot] = math.Sin(math.Pi * x) }, func() { delete(v.fx.flash, e.Slot) }))
		case kheops.PowerSkipped:
			v.tl.Then(anim.Staged(0, nil, func() {
				at := l().pyramid().centroid()
				if j := v.d.just; j != 0 {
					at = l().pawnPos(j)
				}
				v.fx.pops = append(v.fx.pops, &anim.Popup{At: at, Text: tr(v.Env.Bundle(), "kheops.ui.power_skipped", "power", tr(v.Env.Bundle(), "kheops.symbol."+e.Power.String())), Dur: durToast})
			}, nil, nil))
		case kheops.TileRotated:
			sp := &spinFx{slot: e.Slot, steps: e.Steps}
			v.tl.Then(anim.Staged(anim.DurTileRotate*float64(e.Steps), anim.CubicInOut, func() {
				sp.k = v.d.rot[e.Slot]
				v.fx.spin = sp
			}, func(x float64) { sp.v = x }, func() {
				v.fx.spin = nil
				v.d.rot[e.Slot] = (sp.k + e.Steps) % 3
			}))
		case kheops.PawnsSwapped:
			var a, b *flyer
			v.tl.Then(anim.Staged(durGlide+0.1, anim.CubicInOut, func() {
				pa, pb := l().pawnPos(e.Own), l().pawnPos(e.Opp)
				a = &flyer{pawn: v.d.pawn[e.Own], from: pa, to: pb, size: l().pawnSize(), arc: l().s(36)}
				b = &flyer{pawn: v.d.pawn[e.Opp], from: pb, to: pa, size: l().pawnSize(), arc: -l().s(36)}
				v.fx.flyers = append(v.fx.flyers, a, b)
				v.fx.hide(&v.fx.hidePawn, e.Own, true)
				v.fx.hide(&v.fx.hidePawn, e.Opp, true)
			}, func(x float64) { a.v, b.v = x, x }, func() {
				v.fx.remove(a)
				v.fx.remove(b)
				v.fx.hide(&v.fx.hidePawn, e.Own, false)
				v.fx.hide(&v.fx.hidePawn, e.Opp, false)
				v.d.apply(e)
			}))
		case kheops.PawnMoved:
			var f *flyer
			v.tl.Then(anim.Staged(durGlide, anim.CubicInOut, func() {
				f = &flyer{pawn: v.d.pawn[e.From], from: l().pawnPos(e.From), to: l().pawnPos(e.To), size: l().pawnSize(), arc: l().s(20)}
				v.fx.flyers = append(v.fx.flyers, f)
				v.fx.hide(&v.fx.hidePawn, e.From, true)
			}, func(x float64) { f.v = x }, func() {
				v.fx.remove(f)
				v.fx.hide(&v.fx.hidePawn, e.From, false)
				v.d.apply(e)
			}))
		case kheops.TilePlaced:
			f := &flyer{tile: e.Tile}
			v.tl.Then(anim.Staged(durTile, anim.CubicInOut, func() {
				i := v.d.handIndex(e.Player, e.Tile)
				if i >= 0 {
					f.from = v.handAt(e.Player, i)
					f.back = v.d.hand[e.Player][i] != e.Tile
					f.reveal = f.back
					v.d.hand[e.Player] = removeTile(v.d.hand[e.Player], e.Tile)
				} else {
					f.from = l().pileTri().centroid()
				}
				f.to = l().tileTri(e.Slot).centroid()
				f.a0 = l().s(handA)
				f.a1 = l().tileTri(e.Slot).side()
				f.ang1 = tileAngle(!kheops.IsUp(e.Slot), e.K)
				f.arc = l().s(30)
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) { f.v = x }, func() {
				v.fx.remove(f)
				v.d.tile[e.Slot], v.d.rot[e.Slot] = e.Tile, e.K
			}))
		case kheops.TileDrawn:
			f := &flyer{tile: e.Tile}
			v.tl.Then(anim.Staged(durDraw, anim.CubicInOut, func() {
				f.from = l().pileTri().centroid()
				n := 0
				if e.Player >= 0 && e.Player < 2 {
					n = len(v.d.hand[e.Player])
				}
				f.to = v.handAt(e.Player, n)
				f.a0, f.a1 = l().s(handA), l().s(handA)
				f.back = e.Player != v.Viewer || e.Tile == 0
				f.arc = l().s(40)
				if v.d.pile > 0 {
					v.d.pile--
				}
				v.fx.flyers = append(v.fx.flyers, f)
			}, func(x float64) { f.v = x }, func() {
				v.fx.remove(f)
				tile := e.Tile
				if e.Player != v.Viewer {
					tile = 0
				}
				if e.Player >= 0 && e.Player < 2 {
					v.d.hand[e.Player] = append(v.d.hand[e.Player], tile)
				}
			}))
		case kheops.GameEnded:
			final := tgt.clone()
			v.tl.Then(anim.Staged(0, nil, nil, nil, func() { v.d = final.clone() }))
			v.queueFinale(tgt)
		}
	}
	final := tgt.clone()
	v.tl.Then(anim.Staged(0, nil, nil, nil, func() { v.d = final.clone() }))
}
