// Command nilesim plays Nile Games matches between bots without a window,
// replays save files and measures the engines. It must never import ebiten.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	// Games register themselves in the engine registry.
	_ "nilegames/engine/egizia"
	_ "nilegames/engine/imhotep"
	_ "nilegames/engine/kheops"
	_ "nilegames/engine/pharaon"
	_ "nilegames/engine/tekhenu"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole program; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	c, err := parseArgs(args)
	if err != nil {
		if errors.Is(err, errHelp) {
			fmt.Fprint(stdout, usage())
			return 0
		}
		fmt.Fprintf(stderr, "nilesim: %v\nRun nilesim -help for the usage.\n", err)
		return 2
	}
	switch c.mode {
	case modeReplay:
		return runReplay(c.replay, stdout, stderr)
	case modeBench:
		return runBench(c, stdout, stderr)
	}
	return runMatches(c, stdout, stderr)
}
