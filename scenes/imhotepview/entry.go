// Package imhotepview is the Imhotep board of the app: the five sites on
// both faces, the harbour and its ships, the quarry and sleds, the market,
// the score track; the animations of the engine's events; the picker that
// turns clicks into legal actions; the game log sentences; the rules
// reference pages.
//
// # Options and how the menu builds engine options
//
// The engine takes one option "sides", five letters A/B for Market,
// Pyramid, Temple, Burial Chamber and Obelisks. The Entry exposes it as
// five Options keyed "sides[0]" … "sides[4]" (one A/B toggle per site, in
// that order) plus "wrath" (false/true). The convention is generic: a key
// "name[i]" sets the i-th character of the engine option name, any other
// key is copied as is; session.ComposeOptions implements it, so the menu
// builds the engine options from its values with no Imhotep knowledge
// (and adds "players"). The presets "All A" / "All B" set the five
// sides[i] keys.
package imhotepview

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

func sideKey(s imhotep.Site) string { return "sides[" + strconv.Itoa(int(s)) + "]" }

// Options are the menu's settings of an Imhotep match.
func Options() []gameview.Option {
	var out []gameview.Option
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		out = append(out, gameview.Option{
			Key:   sideKey(s),
			Label: "imhotep.option.side_" + s.String(),
			Choices: []gameview.Choice{
				{Value: "A", Label: "imhotep.option.side_a"},
				{Value: "B", Label: "imhotep.option.side_b"},
			},
		})
	}
	out = append(out, gameview.Option{
		Key:   "wrath",
		Label: "imhotep.option.wrath",
		Choices: []gameview.Choice{
			{Value: "false", Label: "imhotep.option.off"},
			{Value: "true", Label: "imhotep.option.on"},
		},
	})
	return out
}

// Presets are the one-click side settings.
func Presets() []gameview.Preset {
	all := func(side string) map[string]string {
		m := map[string]string{}
		for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
			m[sideKey(s)] = side
		}
		return m
	}
	return []gameview.Preset{
		{Label: "imhotep.option.all_a", Values: all("A")},
		{Label: "imhotep.option.all_b", Values: all("B")},
	}
}

func init() {
	gameview.Register(gameview.Entry{
		Name:       imhotep.Name,
		Game:       imhotep.Game{},
		MinPlayers: imhotep.MinPlayers,
		MaxPlayers: imhotep.MaxPlayers,
		Colors:     render.ImhotepColors[:],
		Options:    Options(),
		Presets:    Presets(),
		NewView:    NewView,
		Log:        Log,
		Source:     "imhotep.source",
		Rules:      RulesPages(),
		Progress:   Progress,
		EndsRound:  EndsRound,
		Thumbnail:  Thumbnail,
		Hidden:     false,
	})
}

// Thumbnail draws the title menu's picture of Imhotep: a loaded ship on
// the Nile before a stepped pyramid and an obelisk.
func Thumbnail(dst *ebiten.Image, r geom.Rect) {
	k := r.H / 200
	render.FillRoundRectTextured(dst, r, 10*k, render.SandTexture())
	water := geom.R(r.X, r.Y+r.H*0.62, r.W, r.H*0.38)
	render.FillGradientRect(dst, water, true, render.Stop{At: 0, Color: render.NileLight}, render.Stop{At: 1, Color: render.NileDeep})
	// Pyramid in steps.
	base := water.Y
	cx := r.X + r.W*0.68
	for i := 0; i < 4; i++ {
		w := (150 - 34*float64(i)) * k
		st := geom.R(cx-w/2, base-float64(i+1)*22*k, w, 22*k)
		render.FillGradientRoundRect(dst, st, 3*k, render.Lighten(render.Limestone, 0.12), render.LimestoneShade)
		render.StrokeRoundRect(dst, st, 3*k, 1.5*k, render.Ink)
	}
	drawObelisk(dst, r.X+r.W*0.9, base, 110*k, render.Gray, k)
	// The ship, bow to the right, with three stones.
	id := 2 // a ship of three
	hull := geom.R(r.X+r.W*0.1, water.Y+water.H*0.3, shipLen(3)*k*1.1, hullH*k*1.1)
	kk := k * 1.1
	drawShip(dst, hull, id, kk)
	c := hull.Center()
	for s, pc := range []render.PlayerColor{render.Black, render.White, render.Brown} {
		x := c.X + (shipLen(3)/2-bowW-(float64(s)+0.5)*slotW)*kk
		render.DrawPiece(dst, x, c.Y, stoneS*kk, pc, pc.Shape())
	}
	render.StrokeRoundRect(dst, r, 10*k, 2*k, render.Ink)
}

// Progress is the round, as the round panel says it.
func Progress(s engine.State) (string, []any) {
	round := 1
	if st, ok := s.(*imhotep.State); ok {
		round = min(max(st.Round(), 1), imhotep.NumRounds)
	}
	return "imhotep.ui.round", []any{"round", round, "rounds", imhotep.NumRounds}
}
