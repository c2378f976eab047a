package pharaonview

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview"
)

// The rules reference: seventeen pages whose texts are in [pharaon.rules].
// Each but the last is illustrated with the board's own printed art
// (static.go, cards.go, icons.go), zoomed on what the page explains; the
// last lists the values reconstructed for this app, which the others mark
// with a dagger.

// rulesPageIDs are the pages, in order.
var rulesPageIDs = []string{"overview", "setup", "wheel", "paying", "artisans", "nobles", "nile", "burial", "offerings",
	"pass", "round", "scoring", "pharaoh", "two", "solo", "discovery", "reconstructed"}

// RulesPages lists the pages of the Pharaon rules reference.
func RulesPages() []gameview.RulesPage {
	art := map[string]gameview.Picture{
		"overview":  rulesDrawBoard,
		"setup":     rulesDrawSetup,
		"wheel":     rulesDrawWheel(0, 4),
		"paying":    rulesDrawPaying,
		"artisans":  rulesDrawArtisans,
		"nobles":    rulesDrawNobles(21, 1, 17),
		"nile":      rulesDrawQuarter(pharaon.NIL),
		"burial":    rulesDrawQuarter(pharaon.BUR),
		"offerings": rulesDrawQuarter(pharaon.OFF),
		"pass":      rulesDrawPyramid,
		"round":     rulesDrawWheel(0.4, 4),
		"scoring":   rulesDrawGod,
		"pharaoh":   rulesDrawPharaoh,
		"two":       rulesDrawTwo,
		"solo":      rulesDrawTraitor,
		"discovery": rulesDrawNobles(1, 2, 3),
	}
	out := gameview.RulesPageList("pharaon", rulesPageIDs, art)
	out[0].Illustrate = rulesOverviewPicture // per arrangement
	return out
}

// rulesRing is the ring of the pictures: Ptah's Artisans at the top left,
// then Nobles, Offerings, Burial Chamber and Nile clockwise, as a match
// may lay them.
var rulesRing = [pharaon.NumQuarters]int{pharaon.ART, pharaon.NOB, pharaon.OFF, pharaon.BUR, pharaon.NIL}

// rulesBoard is the printed board of the pictures.
func rulesBoard(players int, env *gameview.Env) *Board {
	return &Board{Players: players, Ring: rulesRing, Cw: true, Loc: env.Bundle()}
}

// rulesZoom lays the board out so that the part focus picks (in the
// reference sheet's pixels) fills pic, centred, and draws it there.
func rulesZoom(dst *ebiten.Image, pic geom.Rect, players int, focus func(p *Places) geom.Rect, draw func(img *ebiten.Image, p *Places)) {
	if pic.W < 8 || pic.H < 8 {
		return
	}
	el := focus(newPlaces(geom.R(0, 0, refW, refH), players))
	gameview.ZoomSheet(dst, pic, el, refW, refH, func(img *ebiten.Image, area geom.Rect) { draw(img, newPlaces(area, players)) })
}

// rulesDrawBoard: the whole board of a 4-player match, wheel included.
func rulesDrawBoard(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	b := rulesOverviewBoard(env)
	rulesZoom(dst, r, b.Players, func(p *Places) geom.Rect { return p.Area }, func(img *ebiten.Image, p *Places) {
		drawStatic(img, p, b)
		drawAccess(img, p, 0)
		drawWheel(img, p, 0, b.Players, b.Cw)
	})
}

// rulesArrangement is how the last match the view showed lays its board:
// its Quarters' ring, the wheel's direction, its number of players, the
// Traitor's tiles.
type rulesArrangement struct {
	ok bool
	b  Board
}

// rulesLive is the last synced match's arrangement (View.Sync, on the
// game's goroutine as the pages are drawn): the overview picture shows the
// board as that match lays it, so that a player can map the page onto
// the screen (issue 22: the Burial Chamber, Nile... were elsewhere).
var rulesLive rulesArrangement

// rulesOverviewBoard is the overview's board: the last match's, else the
// pictures' ring with 4 players.
func rulesOverviewBoard(env *gameview.Env) *Board {
	a := rulesLive
	if !a.ok || a.b.Players < 1 || a.b.Players > pharaon.MaxPlayers {
		return rulesBoard(4, env)
	}
	b := a.b
	b.Loc = env.Bundle()
	return &b
}

// rulesOverviewPicture caches the overview picture per arrangement.
func rulesOverviewPicture(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	b := rulesOverviewBoard(env)
	kind := fmt.Sprintf("pharaon.rules.overview.%v.%v.%d.%v.%v", b.Ring, b.Cw, b.Players, b.Tiles, b.Dark)
	gameview.CachedPicture(kind, 0, rulesDrawBoard)(dst, r, env)
}

// rulesDrawWheel: the wheel at notch rot (0.4: turning) with the access
// chips of the Quarters around it and a few tokens on its slots.
func rulesDrawWheel(rot float64, players int) func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	return func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
		b := rulesBoard(players, env)
		render.FillRectTextured(dst, r, render.SandTexture())
		rulesZoom(dst, r, players, func(p *Places) geom.Rect {
			return geom.R(p.WheelC.X-p.WheelR*1.5, p.WheelC.Y-p.WheelR*1.5, p.WheelR*3, p.WheelR*3)
		}, func(img *ebiten.Image, p *Places) {
			for pos := 0; pos < 5; pos++ {
				drawQuarter(img, p, pos, b.Ring[pos], b)
			}
			if rot == 0 {
				drawAccess(img, p, 0)
			}
			drawWheel(img, p, rot, players, true)
			for _, t := range [][2]int{{0, 0}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {2, 2}, {4, 0}} {
				drawRes(img, t[0], p.WheelSlot(t[0], t[1], rot), p.Token, false)
			}
		})
	}
}

// rulesDrawQuarter: one Quarter piece as printed.
func rulesDrawQuarter(q int) func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	return func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
		b := rulesBoard(4, env)
		rulesZoom(dst, r, 4, func(p *Places) geom.Rect { return p.Quarter[0].R.Inset(-6) }, func(img *ebiten.Image, p *Places) {
			render.FillRectTextured(img, r, render.SandTexture())
			drawQuarter(img, p, 0, q, b)
			drawAccess(img, p, 0)
		})
	}
}

// rulesDrawPyramid: the Pyramid of Time and its Jars.
func rulesDrawPyramid(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	b := rulesBoard(4, env)
	rulesZoom(dst, r, 4, func(p *Places) geom.Rect { return p.Pyramid.R.Inset(-6) }, func(img *ebiten.Image, p *Places) {
		render.FillRectTextured(img, r, render.SandTexture())
		drawPyramid(img, p, b)
		for i, jr := range p.Pyramid.Jars {
			paintJar(img, jr, []int{0, 9, 16, 24}[i%4])
		}
	})
}

// rulesDrawGod: a god between two Quarters, with the edges it asks for.
func rulesDrawGod(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	b := rulesBoard(4, env)
	rulesZoom(dst, r, 4, func(p *Places) geom.Rect {
		g := p.God[0].R
		return geom.R(g.X-g.W*1.2, g.Y-8, g.W*3.4, g.H+16)
	}, func(img *ebiten.Image, p *Places) {
		render.FillRectTextured(img, r, render.SandTexture())
		drawQuarter(img, p, 0, b.Ring[0], b)
		drawQuarter(img, p, 1, b.Ring[1], b)
		drawGod(img, p, 0, b)
		drawAccess(img, p, 0)
	})
}

// rulesDrawTraitor: the Traitor's tiles as a level-2 solo match lays them.
func rulesDrawTraitor(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	b := rulesBoard(1, env)
	var tiles [pharaon.NumTiles]pharaon.TraitorTileView
	ok := false
	if es, err := (pharaon.Game{}).NewState(engine.Options{"players": "1", "traitor": "2"}, 7); err == nil {
		if tiles, ok = es.(*pharaon.State).TraitorTiles(); ok {
			for i, t := range tiles {
				b.Tiles[i] = t.Tile
				b.Dark[t.Tile] = t.Dark
			}
		}
	}
	rulesZoom(dst, r, 1, func(p *Places) geom.Rect {
		t := p.Traitor
		return geom.R(t.Tiles[0].R.X, t.Title.Y, t.Tiles[4].R.Right()-t.Tiles[0].R.X, t.Tiles[0].R.Bottom()-t.Title.Y).Inset(-6)
	}, func(img *ebiten.Image, p *Places) {
		render.FillRectTextured(img, r, render.SandTexture())
		drawTraitor(img, p, b)
		for i, t := range tiles {
			if ok {
				drawRes(img, t.Assoc, p.Traitor.Tiles[i].Assoc.Center(), p.Token, false)
			}
		}
	})
}

// rulesCardSize is a display card's size fitted to w x h, its shape the
// board's (k = 1).
func rulesCardSize(card geom.Rect, w, h float64) (float64, float64) {
	k := math.Min(w/card.W, h/card.H)
	return card.W * k, card.H * k
}

// rulesDrawSetup: the set-up choices (§3.2): two Nobles drawn, one kept;
// a Jar gained; 2 Silver.
func rulesDrawSetup(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	ref := newPlaces(geom.R(0, 0, refW, refH), 4).Nobles(0).Cards[0]
	g := r.W * 0.04
	w, h := rulesCardSize(ref, (r.W-5*g)/3.6, r.H-2*g)
	jw := math.Min(w*0.95, (r.W-5*g-2*w)*0.62)
	x := r.X + (r.W-2*w-jw-4*g-jw*0.5)/2
	y := r.Center().Y - h/2
	for _, n := range []int{pharaon.NDiplomat, pharaon.NJudge} {
		paintNoble(dst, geom.R(x, y, w, h), n, env.Bundle())
		x += w + g
	}
	x += g
	paintJar(dst, geom.R(x, r.Center().Y-jw/2, jw, jw), 20)
	x += jw + g
	s := jw * 0.45
	drawRes(dst, pharaon.SIL, geom.Pt(x+s/2, r.Center().Y-s*0.6), s, false)
	drawRes(dst, pharaon.SIL, geom.Pt(x+s/2, r.Center().Y+s*0.6), s, false)
}

// rulesDrawNobles: three Nobles side by side as the display shows them.
func rulesDrawNobles(a, b, c int) func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	return func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
		render.FillRectTextured(dst, r, render.SandTexture())
		ref := newPlaces(geom.R(0, 0, refW, refH), 4).Nobles(0).Cards[0]
		g := r.W * 0.04
		w, h := rulesCardSize(ref, (r.W-4*g)/3, r.H-2*g)
		y := r.Center().Y - h/2
		for i, n := range []int{a, b, c} {
			paintNoble(dst, geom.R(r.X+g+float64(i)*(w+g)+(r.W-3*w-4*g)/2, y, w, h), n, env.Bundle())
		}
	}
}

// rulesDrawArtisans: three Artisans, from the richest gain to the most PP.
func rulesDrawArtisans(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	var own *render.Sprites
	sp := env.SpritesOr(&own)
	ref := newPlaces(geom.R(0, 0, refW, refH), 4).Artisans(0).Cards[0]
	g := r.W * 0.04
	w, h := rulesCardSize(ref, (r.W-3*g)/2, (r.H-3*g)/2)
	for i, id := range []int{5, 17, 23, 14} {
		x := r.X + g + float64(i%2)*(w+g) + (r.W-2*w-3*g)/2
		y := r.Y + g + float64(i/2)*(h+g) + (r.H-2*h-3*g)/2
		widget.DrawCard(dst, sp, geom.R(x, y, w, h), artisanCard(id, env.Bundle()), widget.CardNormal)
	}
}

// rulesLegendRow is an icon and its legend line.
type rulesLegendRow struct {
	key  string
	icon func(dst *ebiten.Image, c geom.Point, s float64)
}

// rulesDrawPaying: what may pay, each token with the board legend's line.
func rulesDrawPaying(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	rows := []rulesLegendRow{
		{"pharaon.legend.pay", func(d *ebiten.Image, c geom.Point, s float64) { drawRes(d, pharaon.JUS, c, s, true) }},
		{"pharaon.legend.silver", func(d *ebiten.Image, c geom.Point, s float64) { drawRes(d, pharaon.SIL, c, s, false) }},
		{"pharaon.legend.off_res", func(d *ebiten.Image, c geom.Point, s float64) { drawOffering(d, pharaon.OffRes+pharaon.ROY, c, s) }},
		{"pharaon.legend.off_quarter", func(d *ebiten.Image, c geom.Point, s float64) {
			drawOffering(d, pharaon.OffQuarter+pharaon.NOB, c, s)
		}},
	}
	g := r.H * 0.03
	top, bottom := r.SplitY(r.H * 0.46)
	rh := (top.H - g) / float64(len(rows))
	s := math.Min(rh*0.8, 44)
	f := render.Face(render.Medium, math.Max(widget.TextMin, math.Min(20, rh*0.42)))
	for i, row := range rows {
		cy := top.Y + g + float64(i)*rh + rh/2
		row.icon(dst, geom.Pt(top.X+g+s/2, cy), s)
		if loc := env.Bundle(); loc != nil {
			render.DrawInRect(dst, loc.T(row.key), f, geom.R(top.X+2*g+s, cy-rh/2, top.W-3*g-s, rh), render.Left, render.Middle, render.Ink)
		}
	}
	// A Scribe: two resources stand for each other.
	ref := newPlaces(geom.R(0, 0, refW, refH), 4).Nobles(0).Cards[0]
	w, h := rulesCardSize(ref, bottom.W*0.45, bottom.H-2*g)
	paintNoble(dst, geom.R(bottom.Center().X-w/2, bottom.Y+g, w, h), 1, env.Bundle())
}

// rulesDrawPharaoh: the Pharaoh and First Player tokens, and the General
// who rewards both.
func rulesDrawPharaoh(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	left, right := r.SplitX(r.W * 0.5)
	s := math.Min(left.W*0.6, left.H*0.32)
	drawPharaohToken(dst, geom.Pt(left.Center().X, left.Y+left.H*0.3), s)
	drawFirstToken(dst, geom.Pt(left.Center().X, left.Y+left.H*0.72), s*0.8)
	ref := newPlaces(geom.R(0, 0, refW, refH), 4).Nobles(0).Cards[0]
	w, h := rulesCardSize(ref, right.W*0.8, right.H*0.9)
	paintNoble(dst, geom.R(right.Center().X-w/2, right.Center().Y-h/2, w, h), pharaon.NGeneral, env.Bundle())
}

// rulesDrawTwo: the three Jars of a 2-player round above the wheel the
// untaken one fills.
func rulesDrawTwo(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	top, bottom := r.SplitY(r.H * 0.3)
	jars := []int{3, 12, 18}
	g := top.W * 0.05
	jw := math.Min((top.W-4*g)/3, (top.H-g)*1.1)
	jh := jw / 1.1
	for i, id := range jars {
		paintJar(dst, geom.R(top.X+g+float64(i)*(jw+g)+(top.W-3*jw-4*g)/2, top.Y+g, jw, jh), id)
	}
	rulesZoom(dst, bottom, 2, func(p *Places) geom.Rect {
		return geom.R(p.WheelC.X-p.WheelR-8, p.WheelC.Y-p.WheelR-8, 2*p.WheelR+16, 2*p.WheelR+16)
	}, func(img *ebiten.Image, p *Places) {
		drawWheel(img, p, 0, 2, true)
		// The untaken Jar 18 (Royalty, Commerce, Construction) on the wheel.
		for _, res := range pharaon.Jars[jars[2]] {
			drawRes(img, int(res), p.WheelSlot(int(res), 0, 0), p.Token, false)
		}
	})
}
