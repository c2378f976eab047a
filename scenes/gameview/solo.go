package gameview

import "nilegames/engine"

// Solo describes a game's solo mode with an automaton opponent (Tekhenu's
// Botankhamon): with one player chosen, the menu adds the automaton's
// seat after the human's, fixed and not editable, in the first colour the
// human does not have, and the solo options.
type Solo struct {
	// Name is the automaton's locale key (its name shown on its seat).
	Name string
	// Options are shown, and passed to the engine, only with one player
	// chosen (the level, challenges...).
	Options []Option
	// Plays reports whether event e is the automaton's own play: its
	// turns come inside the human's moves, and the match marks what they
	// did until the human acts again. Nil: nothing is marked.
	Plays func(e engine.Event) bool
}

// SoloOptions are the options of e for n players: the solo ones join the
// others when n is 1 and the game has a solo mode.
func (e Entry) SoloOptions(n int) []Option {
	if n == 1 && e.Solo != nil {
		return append(append([]Option(nil), e.Options...), e.Solo.Options...)
	}
	return e.Options
}
