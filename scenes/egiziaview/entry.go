package egiziaview

import (
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// entrySource is the locale prefix of the score parts' names.
const entrySource = "egizia.entry.source"

// NewEntry describes Egizia to the app: 2 to 4 seats, no automaton (the
// rulebook has no solo mode: solo is one human against AI seats, §8).
func NewEntry() gameview.Entry {
	return gameview.Entry{
		Name:       egizia.Name,
		Game:       egizia.Game{},
		MinPlayers: egizia.MinPlayers,
		MaxPlayers: egizia.MaxPlayers,
		Colors:     seatColors,
		NewView:    NewView,
		Log:        Log,
		Rules:      RulesPages(),
		Source:     entrySource,
		Progress:   Progress,
		EndsRound:  EndsRound,
		Thumbnail:  Thumbnail,
		// The Sphinx cards are private: a hand-off between humans.
		Hidden: true,
	}
}

func init() { gameview.Register(NewEntry()) }

// Progress is the round, as the round pips under the Nile decks count it.
func Progress(s engine.State) (string, []any) {
	round := 1
	if st, ok := s.(*egizia.State); ok {
		round = min(max(st.Round(), 1), egizia.NumRounds)
	}
	return "egizia.entry.round", []any{"round", round, "rounds", egizia.NumRounds}
}

// EndsRound: the clean-up of rounds 1 to 4 (§4.6 step 3) and, after round
// 5's cooperation bonus, the final window's step.
func EndsRound(e engine.Event) bool {
	switch e := e.(type) {
	case egizia.RiverCleared:
		return true
	case egizia.StepStarted:
		return e.Step == egizia.StepFinal
	}
	return false
}

// Thumbnail draws the title menu's picture: the top of the Nile with its
// cards, round tiles and ships, beside the obelisk (no words: the picture
// serves every language).
func Thumbnail(dst *ebiten.Image, r geom.Rect) {
	if r.W < 8 || r.H < 8 {
		return
	}
	render.FillRectTextured(dst, r, render.SandTexture())
	st := rulesState()
	env := &gameview.Env{Loc: thumbWordless()}
	left, right := r.SplitX(r.W * 0.62)
	rulesZoom(dst, left.Inset(r.H*0.03), st, env, 4, func(p *Places) geom.Rect {
		return geom.R(p.Round[0].X-4*p.K, p.Card[0].Y-4*p.K, p.Card[0].Right()-p.Round[0].X+8*p.K, p.Zone[0].R.Bottom()-p.Card[0].Y+8*p.K)
	})
	rulesZoom(dst, right.Inset(r.H*0.03), st, env, 4, func(p *Places) geom.Rect { return p.Obelisk.R.Inset(-4 * p.K) })
	render.StrokeRoundRect(dst, r, 10*r.H/200, math.Max(1, 2*r.H/200), render.Ink)
}

var thumbLoc struct {
	sync.Once
	b *locales.Bundle
}

// thumbWordless is a bundle in which the board's printed words are empty:
// the thumbnail shows the board without them.
func thumbWordless() *locales.Bundle {
	thumbLoc.Do(func() {
		en, err := locales.Load("en")
		if err != nil {
			return
		}
		var toml strings.Builder
		toml.WriteString("[egizia.board]\n")
		for _, k := range en.Keys() {
			if name, ok := strings.CutPrefix(k, "egizia.board."); ok && !strings.Contains(name, ".") {
				toml.WriteString(name + " = \"\"\n")
			}
		}
		thumbLoc.b, _ = locales.Parse("en", []byte(toml.String()))
	})
	return thumbLoc.b
}
