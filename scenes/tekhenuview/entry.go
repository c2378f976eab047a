// Package tekhenuview is the Tekhenu board of the app: the Obelisk with
// its dial and the dice of the six god sections, the Ra row and the 5 x 5
// temple, Osiris's districts, the tracks, the card market, the acting
// player's balance and hand; the animations of the engine's events; the
// picker that turns clicks into legal actions. The game log sentences
// (log.go) and the rules pages (rules.go) are written alongside by
// another hand.
package tekhenuview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// NewEntry describes Tekhenu to the app.
func NewEntry() gameview.Entry {
	return gameview.Entry{
		Name:       tekhenu.Name,
		Game:       tekhenu.Game{},
		MinPlayers: 1,
		MaxPlayers: tekhenu.MaxPlayers,
		Colors:     seatColors,
		Options: []gameview.Option{{
			Key:   "firstgame",
			Label: "tekhenu.option.firstgame",
			Choices: []gameview.Choice{
				{Value: "false", Label: "tekhenu.option.firstgame_off"},
				{Value: "true", Label: "tekhenu.option.firstgame_on"},
			},
		}},
		NewView:     NewView,
		Log:         Log,
		Rules:       RulesPages(),
		Source:      "tekhenu.source",
		Progress:    Progress,
		EndsRound:   EndsRound,
		StartsRound: StartsRound,
		RoundTitle:  RoundTitle,
		Thumbnail:   Thumbnail,
		Hidden:      true,
		Solo:        soloEntry(),
	}
}

func init() { gameview.Register(NewEntry()) }

// Progress is the turn, as the board counts it (16 turns).
func Progress(s engine.State) (string, []any) {
	turn := 1
	if st, ok := s.(*tekhenu.State); ok {
		turn = min(max(st.Turn(), 1), 16)
	}
	return "tekhenu.ui.turn", []any{"turn", turn, "turns", 16}
}

// EndsRound: Tekhenu has no rounds; the match sums up each Scoring,
// from its start (in the move of the Judgment before it) to the
// marker's removal after the upkeep.
func EndsRound(e engine.Event) bool {
	_, ok := e.(tekhenu.ScoringEnded)
	return ok
}

// StartsRound: a Scoring opens after the turns of play.
func StartsRound(e engine.Event) bool {
	_, ok := e.(tekhenu.ScoringStarted)
	return ok
}

// RoundTitle names the summary after the Scoring, not a round.
func RoundTitle(e engine.Event) (string, []any) {
	n := 1
	if se, ok := e.(tekhenu.ScoringEnded); ok {
		n = se.Scoring
	}
	return "tekhenu.anim.scoring_summary", []any{"n", n}
}

// Thumbnail draws the title menu's picture: the dial's six sections in
// their light round the obelisk, with a few dice.
func Thumbnail(dst *ebiten.Image, r geom.Rect) {
	render.FillRectTextured(dst, r, render.SandTexture())
	l := &layout{dialC: r.Center(), dialR: r.H * 0.42, ringR: r.H * 0.42, obR: r.H * 0.12, k: r.H / 500}
	// A real setup, so that lights and statuses agree with the rules.
	es, err := tekhenu.Game{}.NewState(engine.Options{"players": "2"}, 7)
	if err != nil {
		return
	}
	st := es.(*tekhenu.State)
	for g := 0; g < 6; g++ {
		render.FillPolygon(dst, l.section(g), lightFill[st.Light(g)])
		render.StrokePolygon(dst, l.section(g), 1.5, render.Ink)
	}
	render.FillCircle(dst, l.dialC, l.obR, render.Limestone)
	ob := geom.Polygon{l.dialC.Add(geom.Pt(0, -l.obR*0.8)), l.dialC.Add(geom.Pt(l.obR*0.3, l.obR*0.7)), l.dialC.Add(geom.Pt(-l.obR*0.3, l.obR*0.7))}
	render.FillPolygon(dst, ob, render.Gold)
	v := &View{Base: gameview.NewBase(nil, seatColors, "tekhenu.ui.seat")}
	for g := 0; g < 6; g++ {
		c := l.polar(godAngle(g), (l.obR+l.dialR)/2)
		v.drawDie(dst, c, r.H*0.09, g%5, g+1, st.Status(g%5, g))
	}
	render.StrokeRoundRect(dst, r, 10*r.H/200, 2*r.H/200, render.Ink)
}
