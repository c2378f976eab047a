package pharaon

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

var conformanceOptions = []engine.Options{nil, {"players": "1"}, {"players": "2"}, {"players": "3"},
	{"players": "4"}, {"players": "5"}, {"players": "1", "traitor": "3", "discovery": "1"},
	{"players": "1", "traitor": "5"}, {"players": "3", "discovery": "101"}, {"players": "5", "discovery": "11111"}}

func playersOf(o engine.Options) int {
	n, _ := o.Int("players", 2)
	if n == 1 {
		return 2
	}
	return n
}

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{Options: conformanceOptions, Playouts: 4, Seed: 1,
		PlayersOf: playersOf})
}

func FuzzConformance(f *testing.F) {
	enginetest.Fuzz(f, Game{}, conformanceOptions)
}
