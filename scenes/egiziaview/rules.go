package egiziaview

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The rules reference: fifteen pages whose texts are in [egizia.rules].
// Each but the last is illustrated with the view's own art: the printed
// board and the pieces of a match in progress, zoomed on what the page
// explains, or the cards and tiles as the board paints them; the last
// lists the values reconstructed for this app (the spec's M1–M18), which
// the others mark with a dagger.

// rulesPageIDs are the pages, in order.
var rulesPageIDs = []string{"overview", "river", "round", "place", "cards", "feed", "build", "obelisk", "pyramid",
	"sphinx", "markets", "bonus", "end", "two", "reconstructed"}

// RulesPages lists the pages of the Egizia rules reference.
func RulesPages() []gameview.RulesPage {
	art := map[string]gameview.Picture{
		"overview": rulesBoard(4, func(p *Places) geom.Rect { return p.Area }),
		"river": rulesBoard(4, func(p *Places) geom.Rect {
			return rulesUnion(p.Round[0], p.Card[2], p.Zone[0].R).Inset(-4 * p.K)
		}),
		"round": rulesRound,
		"place": rulesBoard(4, func(p *Places) geom.Rect {
			return rulesUnion(p.Round[3], p.Card[5], p.Zone[1].R).Inset(-4 * p.K)
		}),
		"cards":   rulesCards,
		"feed":    rulesFeed,
		"build":   rulesBuild,
		"obelisk": rulesBoard(4, func(p *Places) geom.Rect { return rulesUnion(p.Obelisk.R, p.Colonnade.R).Inset(-4 * p.K) }),
		"pyramid": rulesBoard(4, func(p *Places) geom.Rect { return rulesUnion(p.Pyramid.R, p.Statues.R).Inset(-4 * p.K) }),
		"sphinx":  rulesSphinx,
		"markets": rulesBoard(4, func(p *Places) geom.Rect {
			return rulesUnion(p.Market[0].R, p.Market[1].R, p.Flood.R).Inset(-4 * p.K)
		}),
		"bonus": rulesBonus,
		"end":   rulesEnd,
		"two": rulesBoard(2, func(p *Places) geom.Rect {
			return rulesUnion(p.Round[0], p.Card[0], p.Zone[0].R).Inset(-4 * p.K)
		}),
	}
	return gameview.RulesPageList("egizia", rulesPageIDs, art)
}

// rulesStates are the matches the pictures show, by player count: a
// seeded random game stopped in the Build step of round 3, where every
// part of the board holds pieces.
var rulesStates struct {
	sync.Mutex
	st map[int]*egizia.State
}

// rulesStateFor is the pictures' match of players seats (shared, read only).
func rulesStateFor(players int) *egizia.State {
	rulesStates.Lock()
	defer rulesStates.Unlock()
	if st := rulesStates.st[players]; st != nil {
		return st
	}
	es, err := (egizia.Game{}).NewState(engine.Options{"players": string(rune('0' + players))}, 11)
	if err != nil {
		return nil
	}
	st := es.(*egizia.State)
	rng := engine.NewRNG(11)
	var legal []engine.Action
	for !st.Terminal() && (st.Round() < 3 || st.Step() < egizia.StepBuild) {
		legal = st.Legal(legal)
		if len(legal) == 0 || st.Apply(legal[rng.IntN(len(legal))]) != nil {
			break
		}
	}
	if rulesStates.st == nil {
		rulesStates.st = map[int]*egizia.State{}
	}
	rulesStates.st[players] = st
	return st
}

// rulesState is the 4-player match of the pictures.
func rulesState() *egizia.State { return rulesStateFor(4) }

// rulesUnion is the smallest rectangle holding rs.
func rulesUnion(rs ...geom.Rect) geom.Rect {
	u := rs[0]
	for _, r := range rs[1:] {
		x0, y0 := math.Min(u.X, r.X), math.Min(u.Y, r.Y)
		u = geom.R(x0, y0, math.Max(u.Right(), r.Right())-x0, math.Max(u.Bottom(), r.Bottom())-y0)
	}
	return u
}

// rulesView is a view showing st, laid out in area.
func rulesView(env *gameview.Env, st *egizia.State, area geom.Rect) *View {
	v := NewView(env).(*View)
	v.Layout(area)
	if st != nil {
		v.Sync(st, nil, -1)
	}
	return v
}

// rulesZoom lays the board of st out so that the part focus picks (in
// the reference sheet's pixels) fills pic, centred, and draws the printed
// board and the pieces there.
func rulesZoom(dst *ebiten.Image, pic geom.Rect, st *egizia.State, env *gameview.Env, players int, focus func(p *Places) geom.Rect) {
	if pic.W < 8 || pic.H < 8 {
		return
	}
	el := focus(newPlaces(geom.R(0, 0, refW, refH), players))
	gameview.ZoomSheet(dst, pic, el, refW, refH, func(img *ebiten.Image, area geom.Rect) { rulesDraw(img, area, st, env, players) })
}

// rulesDraw draws the printed board laid out in area, and st's pieces.
func rulesDraw(img *ebiten.Image, area geom.Rect, st *egizia.State, env *gameview.Env, players int) {
	if st == nil {
		p := newPlaces(area, players)
		b := Board{Players: players, Loc: env.Bundle()}
		drawStatic(img, p, &b)
		return
	}
	v := rulesView(env, st, area)
	drawStatic(img, v.pl, &v.board)
	v.drawPieces(img)
}

// rulesBoard: the board of a match of players zoomed on focus.
func rulesBoard(players int, focus func(p *Places) geom.Rect) func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	return func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
		render.FillRectTextured(dst, r, render.SandTexture())
		rulesZoom(dst, r, rulesStateFor(players), env, players, focus)
	}
}

// rulesRound: the Nile decks and the round pips above a player's area
// with its order tile.
func rulesRound(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	top, bottom := r.SplitY(r.H * 0.5)
	rulesZoom(dst, top.Inset(4), rulesState(), env, 4, func(p *Places) geom.Rect { return p.DeckBox.Inset(-4 * p.K) })
	g := bottom.W * 0.04
	s := math.Min((bottom.W-5*g)/4, bottom.H-2*g)
	for i := 0; i < egizia.MaxPlayers; i++ {
		x := bottom.X + g + float64(i)*(s+g) + (bottom.W-4*s-5*g)/2
		paintOrderTile(dst, geom.R(x, bottom.Center().Y-s/2, s, s), i+1)
	}
}

// rulesPanel draws seat's area of the pictures' match in r.
func rulesPanel(dst *ebiten.Image, r geom.Rect, env *gameview.Env, seat int) {
	st := rulesState()
	if st == nil {
		return
	}
	v := rulesView(env, st, geom.R(0, 0, refW, refH))
	render.FillRoundRect(dst, r, 8, render.Lighten(render.Papyrus, 0.2))
	render.StrokeRoundRect(dst, r, 8, 1.5, render.Ink)
	v.DrawPanel(gameview.ClipTo(dst, r), seat, r.Inset(6))
}

// rulesFeed: the flood's Irrigation spaces above a player's area, its
// crews and fields.
func rulesFeed(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	top, bottom := r.SplitY(r.H * 0.42)
	rulesZoom(dst, top.Inset(4), rulesState(), env, 4, func(p *Places) geom.Rect { return p.Flood.R.Inset(-4 * p.K) })
	rulesPanel(dst, bottom.Inset(6), env, 0)
}

// rulesBuild: the first zone's slots and waiting ships above a player's
// area.
func rulesBuild(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	top, bottom := r.SplitY(r.H * 0.42)
	rulesZoom(dst, top.Inset(4), rulesState(), env, 4, func(p *Places) geom.Rect { return p.Zone[2].R.Inset(-4 * p.K) })
	rulesPanel(dst, bottom.Inset(6), env, 1)
}

// rulesGrid places n cells of aspect w:h in r, cols per row, centred.
func rulesGrid(r geom.Rect, n, cols int, w, h float64) []geom.Rect {
	rows := (n + cols - 1) / cols
	g := r.W * 0.03
	k := math.Min((r.W-float64(cols+1)*g)/(float64(cols)*w), (r.H-float64(rows+1)*g)/(float64(rows)*h))
	cw, ch := w*k, h*k
	x0 := r.X + (r.W-float64(cols)*cw-float64(cols-1)*g)/2
	y0 := r.Y + (r.H-float64(rows)*ch-float64(rows-1)*g)/2
	out := make([]geom.Rect, n)
	for i := range out {
		out[i] = geom.R(x0+float64(i%cols)*(cw+g), y0+float64(i/cols)*(ch+g), cw, ch)
	}
	return out
}

// rulesCards: one Nile card of each type: fields, quarry, combo,
// immediate, anytime, permanent.
func rulesCards(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	ids := []int{3, 5, 9, 2, 16, 19, 21, 13}
	for i, cr := range rulesGrid(r, len(ids), 2, cardW, cardH) {
		paintNileCard(dst, cr, ids[i], env.Bundle())
	}
}

// rulesSphinx: the Sphinx zone and deck above four Sphinx cards.
func rulesSphinx(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	top, bottom := r.SplitY(r.H * 0.45)
	rulesZoom(dst, top.Inset(4), rulesState(), env, 4, func(p *Places) geom.Rect { return p.Sphinx.R.Inset(-4 * p.K) })
	ids := []int{2, 6, 18, 20}
	for i, cr := range rulesGrid(bottom, len(ids), 4, 5, 7) {
		paintSphinxCard(dst, cr, ids[i])
	}
}

// rulesBonus: the five gold and five violet bonus tiles.
func rulesBonus(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	for i, cr := range rulesGrid(r, egizia.NumBonus, 5, 1, 1) {
		paintBonusTile(dst, cr, i+1, false)
	}
}

// rulesEnd: three statue cards above the score track's corner.
func rulesEnd(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	render.FillRectTextured(dst, r, render.SandTexture())
	top, bottom := r.SplitY(r.H * 0.5)
	ids := []int{2, 5, 9}
	for i, cr := range rulesGrid(top, len(ids), 3, 5, 7) {
		paintStatueCard(dst, cr, ids[i])
	}
	rulesZoom(dst, bottom.Inset(4), rulesState(), env, 4, func(p *Places) geom.Rect {
		a := p.Area
		return geom.R(a.X, a.Y, a.W*0.45, a.H*0.22)
	})
}
