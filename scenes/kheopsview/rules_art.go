package kheopsview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The rules reference: nine pages whose texts are in [kheops.rules],
// each illustrated with the board's own drawings — sample positions
// rendered by this view, or the tiles, pawns and symbols themselves. The
// last lists the values reconstructed for this app, which the others mark †.

// rulesPageIDs are the pages, in order.
var rulesPageIDs = []string{"overview", "tiles", "turn", "pawns", "powers", "symbols", "networks", "ending", "reconstructed"}

// RulesPages lists the pages of the Kheops rules reference.
func RulesPages() []gameview.RulesPage {
	art := map[string]gameview.Picture{
		"overview": func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
			drawSample(dst, r, env, sampleMid, geom.R(0, 0, baseW, baseH))
		},
		"tiles": drawTilesPage,
		"turn": func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
			drawSample(dst, r, env, sampleGhost, geom.R(0, 0, baseW, baseH))
		},
		"pawns":   drawPawnsPage,
		"powers":  drawPowersPage,
		"symbols": drawSymbolsPage,
		"networks": func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
			drawSample(dst, r, env, sampleOverlay, pyramidCrop)
		},
		"ending": func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
			drawSample(dst, r, env, sampleEnd, geom.R(0, legendY-8, pyrCX+3.5*tileA+14, baseH-legendY+8))
		},
		// What we reconstructed: the tile faces, which are ours.
		"reconstructed": drawTilesPage,
	}
	return gameview.RulesPageList("kheops", rulesPageIDs, art)
}

// pyramidCrop is the pyramid on the base canvas.
var pyramidCrop = geom.R(pyrCX-3.5*tileA-14, pyrTop-20, 7*tileA+28, 7*tileH+34)

// Sample positions of the pictures.
const (
	sampleMid = iota
	sampleGhost
	sampleOverlay
	sampleEnd
)

// sampleState plays a fixed match to a sample position: random legal
// moves from a fixed seed, n actions.
func sampleState(n int) *kheops.State {
	st, err := kheops.Game{}.NewState(nil, 2008)
	if err != nil {
		return nil
	}
	s := st.(*kheops.State)
	rng := engine.NewRNG(33)
	for i := 0; (n < 0 || i < n) && !s.Terminal(); i++ {
		legal := s.Legal(nil)
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			return s
		}
	}
	return s
}

// sampleView is a view showing sample position kind, laid out on area.
func sampleView(env *gameview.Env, kind int, area geom.Rect) *View {
	e := &gameview.Env{Speed: anim.Off}
	if env != nil {
		e.Loc, e.Sprites, e.Patterns = env.Loc, env.Sprites, env.Patterns
	}
	for p := 0; p < 2; p++ {
		e.Seats = append(e.Seats, gameview.Seat{Name: tr(e.Loc, "kheops.colour."+[]string{"white", "blue"}[p]), Color: []render.PlayerColor{render.White, render.Blue}[p], Human: p == 0})
	}
	v := &View{Base: gameview.NewBase(e, seatColors, ""), bare: kind == sampleOverlay || kind == sampleEnd}
	v.Viewer = 0
	v.Layout(area)
	switch kind {
	case sampleGhost:
		s := sampleState(40)
		for !s.Terminal() && (s.Phase() != kheops.PhaseTile || s.CurrentPlayer() != 0) {
			legal := s.Legal(nil)
			s.Apply(legal[0])
		}
		v.Sync(s, nil, 0)
		// A tile chosen and shown in a slot, as a player would see it.
		for _, m := range v.dec.ms.moves {
			if m.Type == kheops.PlaceTile && m.Tile == v.pk.tile && connections(v.target, m.Tile, m.Slot, v.bestK(m.Tile, m.Slot)) >= 2 {
				v.pk.slot, v.pk.k = m.Slot, v.bestK(m.Tile, m.Slot)
				break
			}
		}
	case sampleOverlay:
		v.Sync(sampleState(70), nil, 0)
		v.overlay = true
	case sampleEnd:
		s := sampleState(-1)
		v.Sync(s, nil, 0)
		b := v.target
		f := &finale{nets: b.nets, cur: -1, done: make([]bool, len(b.nets)), ankhs: b.ankh, totals: b.score}
		for _, n := range b.nets {
			f.order = append(f.order, floodOrder(b, n))
		}
		// Half way through, the next network fully shown.
		half := len(b.nets) / 2
		for i := 0; i < half; i++ {
			f.done[i] = true
			if w := b.nets[i].Winner; w >= 0 {
				f.run[w] += b.nets[i].Value
			}
		}
		f.cur, f.flood, f.card = half, 1, 1
		v.fin = f
	default:
		v.Sync(sampleState(44), nil, 0)
	}
	return v
}

// drawSample renders sample position kind and shows the crop (base units)
// fitted into r.
func drawSample(dst *ebiten.Image, r geom.Rect, env *gameview.Env, kind int, crop geom.Rect) {
	k := math.Min(r.W/crop.W, r.H/crop.H)
	if k <= 0 {
		return
	}
	w, h := int(math.Ceil(baseW*k)), int(math.Ceil(baseH*k))
	img := render.NewCanvas(w, h)
	defer img.Deallocate()
	v := sampleView(env, kind, geom.R(0, 0, float64(w), float64(h)))
	v.DrawTo(img)
	src := geom.R(crop.X*k, crop.Y*k, crop.W*k, crop.H*k)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(r.X+(r.W-crop.W*k)/2), math.Round(r.Y+(r.H-crop.H*k)/2))
	render.DrawImage(dst, render.SubImage(img, src), &op)
}

func envLoc(env *gameview.Env) *locales.Bundle {
	if env == nil {
		return nil
	}
	return env.Loc
}

// caption draws a label under a picture, wrapped to width w.
func caption(dst *ebiten.Image, s string, x, y, size, w float64) {
	render.DrawWrapped(dst, s, render.Face(render.Medium, math.Max(14, size)), geom.R(x-w/2, y, w, size*3), render.Center, render.Ink)
}

// drawTilesPage shows rooms and corridors with one, two and three
// openings.
func drawTilesPage(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	loc := envLoc(env)
	rows := [][]int{{20, 22, 24}, {40, 41, 47}}
	a := math.Min(r.W/4.2, r.H/2/(math.Sqrt(3)/2)/1.5)
	h := a * math.Sqrt(3) / 2
	for i, ids := range rows {
		cy := r.Y + r.H*(0.27+0.5*float64(i))
		for j, id := range ids {
			cx := r.X + r.W*(0.2+0.3*float64(j))
			render.BatchAA(dst, func() { drawTile(dst, upTri(geom.Pt(cx, cy), a), id, true) })
		}
		kind := []string{"room", "corridor"}[i]
		caption(dst, tr(loc, "kheops.kind."+kind), r.Center().X, cy+h/3+a*0.06, a*0.16, r.W)
	}
}

// drawPawnsPage shows the four pawns in both colours with their names.
func drawPawnsPage(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	loc := envLoc(env)
	size := math.Min(r.W/6, r.H/3)
	for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
		cx := r.X + r.W*(0.14+0.24*float64(k))
		for seat, pc := range []render.PlayerColor{render.White, render.Blue} {
			if seat == kheops.Blue && k == kheops.Pharaoh {
				continue
			}
			c := geom.Pt(cx, r.Y+r.H*(0.25+0.36*float64(seat)))
			render.BatchAA(dst, func() { drawPawn(dst, k, pc, c, size, env != nil && env.Patterns && seat == kheops.Blue) })
		}
		caption(dst, tr(loc, "kheops.pawn."+k.String()), cx, r.Y+r.H*0.84, size*0.22, r.W*0.23)
	}
}

// drawPowersPage shows the four powers and a tile turned 120° by one.
func drawPowersPage(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	loc := envLoc(env)
	size := math.Min(r.W/6, r.H/3.2)
	for i, ls := range legendSymbols[:4] {
		cx := r.X + r.W*(0.14+0.24*float64(i))
		c := geom.Pt(cx, r.Y+r.H*0.2)
		render.BatchAA(dst, func() { drawSymbol(dst, kheops.Tiles[ls.tile], c, size) })
		caption(dst, tr(loc, "kheops.symbol."+ls.sym.String()), cx, c.Y+size*0.6, size*0.2, r.W*0.23)
	}
	a := math.Min(r.W/3.6, r.H/2.4)
	y := r.Y + r.H*0.68
	for i, k := range []int{0, 1} {
		c := geom.Pt(r.X+r.W*(0.28+0.44*float64(i)), y)
		render.BatchAA(dst, func() { drawTile(dst, frameOf(upTri(c, a), k), 41, true) })
	}
	render.BatchAA(dst, func() {
		q := pen{dst: dst, c: geom.Pt(r.Center().X, y), h: a * 0.25, sw: 2}
		pts := arc(0, 0.3, 0.8, math.Pi*1.15, math.Pi*1.85, 12)
		q.line(math.Max(3, a*0.04), render.Lapis, pts...)
		q.arrowHead(pts[len(pts)-2], pts[len(pts)-1], math.Pi*1.85+math.Pi/2, 0.3, render.Lapis)
	})
	caption(dst, "120°", r.Center().X, y+a*0.1, a*0.14, a)
}

// drawSymbolsPage shows the end-game symbols and the six sarcophagi.
func drawSymbolsPage(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	loc := envLoc(env)
	size := math.Min(r.W/7, r.H/4)
	top := []kheops.Symbol{kheops.NoPawn, kheops.Double, kheops.Ankh, kheops.Curse}
	for i, sym := range top {
		id := 0
		for _, ls := range legendSymbols {
			if ls.sym == sym {
				id = ls.tile
			}
		}
		cx := r.X + r.W*(0.14+0.24*float64(i))
		c := geom.Pt(cx, r.Y+r.H*0.2)
		render.BatchAA(dst, func() { drawSymbol(dst, kheops.Tiles[id], c, size) })
		caption(dst, tr(loc, "kheops.symbol."+sym.String()), cx, c.Y+size*0.6, size*0.2, r.W*0.23)
	}
	for i := 0; i < 6; i++ {
		cx := r.X + r.W*(0.1+0.16*float64(i))
		c := geom.Pt(cx, r.Y+r.H*0.64)
		id := i + 1
		render.BatchAA(dst, func() { drawSymbol(dst, kheops.Tiles[id], c, size*0.9) })
		if i%2 == 0 {
			caption(dst, tr(loc, "kheops.colour."+colourCode(kheops.Tiles[id].Colour)), cx+r.W*0.08, c.Y+size*0.55, size*0.2, r.W*0.3)
		}
	}
}
