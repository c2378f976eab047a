package engine

// Automata is implemented by states that may hold seats played by the
// rules themselves (Tekhenu's solo opponent Botankhamon), not by a person
// or a bot. Such a seat counts in NumPlayers, is scored by Scores and may
// be named by Winners, but CurrentPlayer never returns it: its turns are
// played inside Apply, right after the action that leads to them, and
// reported as events. Games without automata need not implement it.
type Automata interface {
	// Automaton reports whether seat is an automaton and, if so, its
	// name as a stable code ("botankhamon") that the app localizes.
	Automaton(seat int) (name string, ok bool)
}
