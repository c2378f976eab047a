package egiziaview

import (
	"nilegames/engine"
	"nilegames/engine/egizia"
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
		Scored:     Scored,
		Thumbnail:  Thumbnail,
		// The Sphinx cards, secret until then, shown at the end.
		EndReveal: EndReveal,
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

// endSources are the end-game reasons' score parts (Scores()).
var endSources = map[string]string{
	egizia.RsnEndMajority: "pyramid_majority",
	egizia.RsnEndNile:     "nile",
	egizia.RsnEndSphinx:   "sphinx",
	egizia.RsnEndStatue:   "statues",
	egizia.RsnEndStone:    "stone",
}

// Scored reads a Scored event for the round summary: its reason is the
// source (the end-game ones named as the end screen names them).
func Scored(e engine.Event) (seat int, source string, points int, ok bool) {
	sc, ok := e.(egizia.Scored)
	if !ok {
		return 0, "", 0, false
	}
	source = sc.Reason
	if s, end := endSources[source]; end {
		source = s
	}
	return sc.Player, source, sc.Points, true
}
