//go:build !js

package main

import (
	"os"
	"runtime/debug"
)

// gcPercent is the Go heap's growth between collections on the desktop.
// The live heap is about 25 MB during a match, and a thinking bot makes
// some 30 MB of garbage a second (a copy of the position per iteration):
// at Go's default of 100 the heap kept 60-70 MB resident, the largest
// share of the app's memory above an empty window. At 25 a collection
// comes every fraction of a second, for about 1% of a core (measured with
// GODEBUG=gctrace=1; BENCHMARKS.md, "Memory"), on another core than the
// drawing's. The browser keeps the default: its single thread would
// pay for each collection inside a frame.
const gcPercent = 25

func init() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}
