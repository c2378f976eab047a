package main

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"nilegames/engine"
	"nilegames/engine/ai"
)

// benchResult holds the figures printed by -bench.
type benchResult struct {
	gamesPerS      float64
	allocsPerApply float64
	itersPerS      float64
	hardMoveMs     float64
}

func (b benchResult) line(game string) string {
	return fmt.Sprintf("game=%s random_games_per_s=%.1f allocs_per_apply=%.2f mcts_iterations_per_s=%.0f hard_move_ms=%.1f",
		game, b.gamesPerS, b.allocsPerApply, b.itersPerS, b.hardMoveMs)
}

// benchBot is the bot whose search speed and move time are measured.
const benchBot = "hard"

// runBench measures the engine and the hard bot and prints one line.
func runBench(c *config, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "nilesim: -bench: panic: %v\n", r)
			code = 1
		}
	}()
	b, err := measure(c)
	if err != nil {
		fmt.Fprintf(stderr, "nilesim: -bench: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, b.line(c.gameName))
	return 0
}

func measure(c *config) (benchResult, error) {
	var b benchResult
	var err error
	if b.gamesPerS, err = benchRandomGames(c); err != nil {
		return b, err
	}
	if b.allocsPerApply, err = benchAllocs(c, 20); err != nil {
		return b, err
	}
	mid, err := positions(c, 8, func(rng *engine.RNG, length int) int { return length / 2 })
	if err != nil {
		return b, err
	}
	if b.itersPerS, err = benchSearch(c, mid); err != nil {
		return b, err
	}
	spread, err := positions(c, 16, func(rng *engine.RNG, length int) int { return rng.IntN(length) })
	if err != nil {
		return b, err
	}
	if b.hardMoveMs, err = benchHardMove(c, spread); err != nil {
		return b, err
	}
	return b, nil
}

// randomGame plays game i of the bench with uniformly random legal actions
// and returns the final state.
func randomGame(c *config, i int, legal *[]engine.Action) (engine.State, error) {
	seed := gameSeed(c.seed, i)
	st, err := c.game.NewState(c.options(seed), seed)
	if err != nil {
		return nil, err
	}
	rng := engine.NewRNG(seed ^ saltDecision)
	limit := c.game.Info().MaxActions
	for n := 0; !st.Terminal(); n++ {
		if limit > 0 && n >= limit {
			return nil, fmt.Errorf("random game %d (seed %d) is not over after %d actions", i, seed, limit)
		}
		*legal = st.Legal(*legal)
		if len(*legal) == 0 {
			return nil, fmt.Errorf("random game %d (seed %d): no legal action before the end", i, seed)
		}
		a := (*legal)[rng.IntN(len(*legal))]
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("random game %d (seed %d): legal action %q refused: %v", i, seed, st.ActionString(a), err)
		}
	}
	return st, nil
}

// benchRandomGames counts full random games per second on one goroutine.
func benchRandomGames(c *config) (float64, error) {
	var legal []engine.Action
	start := time.Now()
	games := 0
	for time.Since(start) < c.benchTime {
		if _, err := randomGame(c, games, &legal); err != nil {
			return 0, err
		}
		games++
	}
	return float64(games) / time.Since(start).Seconds(), nil
}

// benchAllocs replays the histories of n random games on fresh states and
// counts heap allocations per Apply, nothing else being measured.
func benchAllocs(c *config, n int) (float64, error) {
	var legal []engine.Action
	hists := make([][]engine.Action, n)
	states := make([]engine.State, n)
	for i := range hists {
		st, err := randomGame(c, i, &legal)
		if err != nil {
			return 0, err
		}
		hists[i] = st.History()
		seed := gameSeed(c.seed, i)
		if states[i], err = c.game.NewState(c.options(seed), seed); err != nil {
			return 0, err
		}
	}
	applies := 0
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for i, h := range hists {
		for _, a := range h {
			if err := states[i].Apply(a); err != nil {
				return 0, fmt.Errorf("replay of random game %d: %v", i, err)
			}
		}
		applies += len(h)
	}
	runtime.ReadMemStats(&m1)
	if applies == 0 {
		return 0, nil
	}
	return float64(m1.Mallocs-m0.Mallocs) / float64(applies), nil
}

// positions draws n positions from random games (game indexes after the
// ones used above), at the move chosen by at(length), moved on until the
// player to act has at least 2 legal actions.
func positions(c *config, n int, at func(rng *engine.RNG, length int) int) ([]engine.State, error) {
	var legal []engine.Action
	rng := engine.NewRNG(deriveSeed(c.seed, saltSides))
	var out []engine.State
	for i := 1000; len(out) < n && i < 1000+100*n; i++ {
		end, err := randomGame(c, i, &legal)
		if err != nil {
			return nil, err
		}
		h := end.History()
		seed := gameSeed(c.seed, i)
		st, err := c.game.NewState(c.options(seed), seed)
		if err != nil {
			return nil, err
		}
		k := at(&rng, max(len(h), 1))
		for j := 0; j < len(h); j++ {
			if j >= k && len(st.Legal(legal)) >= 2 {
				out = append(out, st)
				break
			}
			if err := st.Apply(h[j]); err != nil {
				return nil, fmt.Errorf("replay of random game %d: %v", i, err)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no position with a choice found in random games")
	}
	return out, nil
}

// benchSearch counts the search iterations of the hard bot per second,
// starting a new search on the next position when one ends.
func benchSearch(c *config, pos []engine.State) (float64, error) {
	bot, err := ai.New(benchBot)
	if err != nil {
		return 0, err
	}
	const chunk = 32
	iters := 0
	start := time.Now()
	for k := 0; time.Since(start) < c.benchTime; k++ {
		s := bot.Start(pos[k%len(pos)], deriveSeed(c.seed, uint64(k)))
		for !s.Step(chunk) && time.Since(start) < c.benchTime {
		}
		d, _ := s.Progress()
		iters += d
	}
	return float64(iters) / time.Since(start).Seconds(), nil
}

// benchHardMove is the mean time of a whole hard decision, in milliseconds.
func benchHardMove(c *config, pos []engine.State) (float64, error) {
	bot, err := ai.New(benchBot)
	if err != nil {
		return 0, err
	}
	var total time.Duration
	n := 0
	for start := time.Now(); n == 0 || time.Since(start) < c.benchTime; n++ {
		t := time.Now()
		ai.Choose(bot, pos[n%len(pos)], deriveSeed(c.seed^saltDecision, uint64(n)))
		total += time.Since(t)
	}
	return float64(total.Microseconds()) / 1000 / float64(n), nil
}
