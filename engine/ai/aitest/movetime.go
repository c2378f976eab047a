package aitest

import (
	"fmt"
	"os"
	"testing"
	"time"

	"nilegames/engine"
	"nilegames/engine/ai"
	"nilegames/engine/enginetest"
)

// MoveTime prints a bot's mean decision time, CPU and wall, over 16
// positions per player count taken from random games (opts gives a
// count's options; worth tells a position with a real choice), when the
// environment variable env is set: a measure for BENCHMARKS.md, never an
// assertion (the machine may be busy).
func MoveTime(t *testing.T, env string, g engine.Game, bot string, players []int, opts func(n int) engine.Options, worth func(engine.State) bool) {
	if os.Getenv(env) == "" {
		t.Skip(env + " not set")
	}
	b, err := ai.New(bot)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range players {
		var states []engine.State
		for seed := uint64(1); len(states) < 16 && seed < 2000; seed++ {
			s := enginetest.RandomAt(t, g, opts(n), seed, int(seed*37)%150)
			if !s.Terminal() && worth(s) {
				states = append(states, s)
			}
		}
		cpu0, start := cpuTime(), time.Now()
		for i, s := range states {
			ai.Choose(b, s, uint64(i))
		}
		wall, cpu := time.Since(start), cpuTime()-cpu0
		k := float64(len(states))
		if cpu < 0 {
			fmt.Printf("players=%d %s decision: wall %.0f ms (mean of %d; no CPU clock here)\n", n, bot, float64(wall.Milliseconds())/k, len(states))
			continue
		}
		fmt.Printf("players=%d %s decision: cpu %.0f ms, wall %.0f ms (mean of %d)\n", n, bot,
			float64(cpu.Milliseconds())/k, float64(wall.Milliseconds())/k, len(states))
	}
}
