package egizia

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

func BenchmarkRandomGames2(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "2"})
}

func BenchmarkRandomGames4(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "4"})
}

func BenchmarkCloneApply(b *testing.B) {
	enginetest.BenchCloneApply(b, enginetest.RandomAt(b, Game{}, engine.Options{"players": "4"}, 3, 60))
}

func BenchmarkDeterminize(b *testing.B) {
	enginetest.BenchDeterminize(b, enginetest.RandomAt(b, Game{}, engine.Options{"players": "4"}, 3, 60))
}
