package imhotep

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

var conformanceOptions = []engine.Options{
	{"players": "2"},
	{"players": "3", "sides": "BBBBB"},
	{"players": "4"},
	{"players": "4", "sides": "BABAB", "wrath": "true"},
	{"players": "2", "sides": "ABBAB", "first": "1"},
}

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{Options: conformanceOptions, Playouts: 4, Seed: 1})
}

func FuzzConformance(f *testing.F) {
	enginetest.Fuzz(f, Game{}, conformanceOptions)
}
