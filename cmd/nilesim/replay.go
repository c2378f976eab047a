package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"nilegames/engine"
)

// runReplay loads a save file, replays it and prints the scores.
func runReplay(file string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "nilesim: %s: the engine panicked while replaying: %v\n", file, r)
			code = 1
		}
	}()
	data, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "nilesim: %v\n", err)
		return 1
	}
	st, err := engine.Load(data)
	if err != nil {
		fmt.Fprintf(stderr, "nilesim: %s: %v\n", file, err)
		return 1
	}
	printScores(stdout, st)
	return 0
}

// printScores writes the header, one line per seat with the breakdown, and
// the winners of a finished game.
func printScores(w io.Writer, st engine.State) {
	status := "finished"
	if !st.Terminal() {
		status = "unfinished next_seat=" + strconv.Itoa(st.CurrentPlayer())
	}
	fmt.Fprintf(w, "game=%s seed=%d options=%q actions=%d status=%s\n",
		st.Game().Info().Name, st.Seed(), st.Options().String(), len(st.History()), status)
	if st.Terminal() {
		fmt.Fprintln(w, "final scores:")
	} else {
		fmt.Fprintln(w, "current scores (the game is not over):")
	}
	for p, s := range st.Scores() {
		var b strings.Builder
		fmt.Fprintf(&b, "seat=%d", p)
		if name, ok := automatonName(st, p); ok {
			fmt.Fprintf(&b, " automaton=%s", name)
		}
		fmt.Fprintf(&b, " total=%d", s.Total)
		for _, part := range s.Parts {
			fmt.Fprintf(&b, " %s=%d", part.Source, part.Points)
		}
		fmt.Fprintln(w, b.String())
	}
	if win := st.Winners(); len(win) > 0 {
		ws := make([]string, len(win))
		for i, p := range win {
			ws[i] = strconv.Itoa(p)
		}
		fmt.Fprintf(w, "winners=%s\n", strings.Join(ws, ","))
	}
}
