package tekhenu

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

var conformanceOptions = []engine.Options{nil, {"players": "2"}, {"players": "3"}, {"players": "4"},
	{"players": "3", "firstgame": "true"}}

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{Options: conformanceOptions, Playouts: 4, Seed: 1,
		PlayersOf: func(o engine.Options) int {
			n, _ := o.Int("players", 2)
			return n
		}})
}

func FuzzConformance(f *testing.F) {
	enginetest.Fuzz(f, Game{}, append(conformanceOptions, soloConformance...))
}
