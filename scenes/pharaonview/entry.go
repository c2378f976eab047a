package pharaonview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// NewEntry describes Pharaon to the app.
func NewEntry() gameview.Entry {
	return gameview.Entry{
		Name:       pharaon.Name,
		Game:       pharaon.Game{},
		MinPlayers: 1,
		MaxPlayers: pharaon.MaxPlayers,
		Colors:     entryColors,
		Options:    discoveryOptions(),
		NewView:    NewView,
		Log:        Log,
		Rules:      RulesPages(),
		Source:     "pharaon.source",
		Progress:   Progress,
		EndsRound:  EndsRound,
		Thumbnail:  Thumbnail,
		// The setup's Noble pair is private: a hand-off between humans.
		Hidden: true,
		Solo:   soloEntry(),
	}
}

func init() { gameview.Register(NewEntry()) }

// entryColors are the seat colours of §2.1 [DESIGN DEFAULT]: yellow,
// red, black, blue, green, all among the app's player colours.
var entryColors = []render.PlayerColor{render.Yellow, render.Red, render.Black, render.Blue, render.Green}

// discoveryOptions: Discovery (§3.5) is chosen seat by seat, the engine
// option one 0/1 character per player; the menu shows the toggles of the
// seats in play and composes them.
func discoveryOptions() []gameview.Option {
	var out []gameview.Option
	for i := 0; i < pharaon.MaxPlayers; i++ {
		out = append(out, gameview.Option{
			Key:     "discovery[" + strconv.Itoa(i) + "]",
			Label:   "pharaon.menu.discovery",
			PerSeat: true,
			Choices: []gameview.Choice{
				{Value: "0", Label: "pharaon.menu.discovery_off"},
				{Value: "1", Label: "pharaon.menu.discovery_on"},
			},
		})
	}
	return out
}

// Progress is the round, as the Pyramid of Time counts it.
func Progress(s engine.State) (string, []any) {
	round := 1
	if st, ok := s.(*pharaon.State); ok {
		round = min(max(st.Round(), 1), pharaon.NumRounds)
	}
	return "pharaon.entry.round", []any{"round", round, "rounds", pharaon.NumRounds}
}

// EndsRound: the end of each of the five rounds (§4.3).
func EndsRound(e engine.Event) bool {
	_, ok := e.(pharaon.RoundEnded)
	return ok
}

// Thumbnail draws the title menu's picture: the Wheel of Actions with
// tokens on its slots, and the Nile's tracks and options beside it, as
// the board prints them (no words: the picture serves every language).
func Thumbnail(dst *ebiten.Image, r geom.Rect) {
	if r.W < 8 || r.H < 8 {
		return
	}
	render.FillRectTextured(dst, r, render.SandTexture())
	left, right := r.SplitX(r.W * 0.5)
	rulesZoom(dst, left.Inset(r.H*0.04), 4, func(p *Places) geom.Rect {
		return geom.R(p.WheelC.X-p.WheelR-6, p.WheelC.Y-p.WheelR-6, 2*p.WheelR+12, 2*p.WheelR+12)
	}, func(img *ebiten.Image, p *Places) {
		drawWheel(img, p, 0, 4, true)
		for _, t := range [][2]int{{0, 0}, {0, 1}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {3, 0}, {4, 0}, {4, 1}} {
			drawRes(img, t[0], p.WheelSlot(t[0], t[1], 0), p.Token, false)
		}
	})
	rulesZoom(dst, right.InsetXY(r.H*0.02, r.H*0.06), 4, func(p *Places) geom.Rect {
		b := p.Quarter[0].Body
		return geom.R(b.X, b.Y, b.W, b.H*0.62)
	}, func(img *ebiten.Image, p *Places) {
		k := p.K
		render.FillRoundRect(img, p.Quarter[0].Body.Inset(-6*k), 8*k, render.Lighten(render.Limestone, 0.35))
		render.StrokeRoundRect(img, p.Quarter[0].Body.Inset(-6*k), 8*k, math.Max(1, 1.5*k), render.Ink)
		drawNileBoard(img, p, 0)
	})
	render.StrokeRoundRect(dst, r, 10*r.H/200, 2*r.H/200, render.Ink)
}
