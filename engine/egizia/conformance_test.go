package egizia

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

var conformanceOptions = []engine.Options{nil, {"players": "2"}, {"players": "3"}, {"players": "4"}}

func playersOf(o engine.Options) int {
	n, _ := o.Int("players", 2)
	return n
}

func TestConformance(t *testing.T) {
	playouts := 12
	if testing.Short() {
		playouts = 3
	}
	enginetest.Run(t, Game{}, enginetest.Config{Options: conformanceOptions, Playouts: playouts, Seed: 1,
		PlayersOf: playersOf})
}

func FuzzConformance(f *testing.F) {
	enginetest.Fuzz(f, Game{}, conformanceOptions)
}
