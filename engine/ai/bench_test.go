package ai

import (
	"fmt"
	"testing"
	"time"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/imhotep"
	"nilegames/engine/kheops"
	"nilegames/engine/tekhenu"
)

// benchPositions are decision points with a real choice.
func benchPositions(tb testing.TB) map[string][]engine.State {
	out := map[string][]engine.State{}
	for i := uint64(0); i < 8; i++ {
		out["toy"] = append(out["toy"], newToy(tb, 8, i, engine.Action(1+i%8)))
	}
	for _, np := range []int{2, 4} {
		key := fmt.Sprintf("imhotep-%dp", np)
		for i := uint64(0); len(out[key]) < 8; i++ {
			s := enginetest.RandomAt(tb, imhotep.Game{}, engine.Options{"players": fmt.Sprint(np)}, i, int(5+(i*17)%90))
			if len(s.Legal(nil)) > 1 {
				out[key] = append(out[key], s)
			}
		}
	}
	for i := uint64(0); len(out["kheops"]) < 8; i++ {
		s := enginetest.RandomAt(tb, kheops.Game{}, nil, i, int(3+(i*13)%60))
		if len(s.Legal(nil)) > 1 {
			out["kheops"] = append(out["kheops"], s)
		}
	}
	for _, np := range []int{2, 4} {
		key := fmt.Sprintf("tekhenu-%dp", np)
		for i := uint64(0); len(out[key]) < 8; i++ {
			s := enginetest.RandomAt(tb, tekhenu.Game{}, engine.Options{"players": fmt.Sprint(np)}, i, 5+int(i*29)%(100*np))
			if !s.Terminal() && len(s.Legal(nil)) > 1 {
				out[key] = append(out[key], s)
			}
		}
	}
	return out
}

// BenchmarkMCTSIterations reports search iterations per second with the
// hard level's settings.
func BenchmarkMCTSIterations(b *testing.B) {
	all := benchPositions(b)
	for _, game := range []string{"toy", "imhotep-2p", "imhotep-4p", "kheops", "tekhenu-2p", "tekhenu-4p"} {
		pos := all[game]
		c, _ := LevelFor(pos[0].Game().Info().Name, "hard")
		c.Iterations = 500
		bot := NewMCTS("bench", c)
		b.Run(game, func(b *testing.B) {
			b.ReportAllocs()
			iters := 0
			start := time.Now()
			for i := 0; b.Loop(); i++ {
				sr := bot.Start(pos[i%len(pos)], uint64(i))
				for !sr.Step(64) {
				}
				iters += c.Iterations
			}
			b.ReportMetric(float64(iters)/time.Since(start).Seconds(), "iter/s")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkMoveTime is the time one decision takes at each level.
func BenchmarkMoveTime(b *testing.B) {
	all := benchPositions(b)
	for _, game := range []string{"toy", "imhotep-2p", "imhotep-4p", "kheops", "tekhenu-2p", "tekhenu-4p"} {
		for _, name := range Names() {
			pos := all[game]
			bot := mustBot(b, name)
			b.Run(game+"/"+name, func(b *testing.B) {
				for i := 0; b.Loop(); i++ {
					Choose(bot, pos[i%len(pos)], uint64(i))
				}
			})
		}
	}
}

// matchShare plays one Imhotep game with a in seat i%players and b in the
// other seats, and returns a's share of the win and its margin over the
// best other seat.
func matchShare(tb testing.TB, players, i int, a, b Bot) (float64, float64) {
	s, err := imhotep.Game{}.NewState(engine.Options{"players": fmt.Sprint(players)}, uint64(500+i/players))
	if err != nil {
		tb.Fatal(err)
	}
	seat := i % players
	bots := make([]Bot, players)
	for p := range bots {
		bots[p] = b
	}
	bots[seat] = a
	share := play(tb, s, bots, uint64(i))[seat]
	sc := s.Scores()
	other := -1 << 30
	for p := range sc {
		if p != seat {
			other = max(other, sc[p].Total)
		}
	}
	return share, float64(sc[seat].Total - other)
}

// BenchmarkImhotepMatch plays one game per loop (run with -benchtime Nx)
// and reports the first bot's share of the wins ("share", fair value
// 1/players) and its average margin over the best other seat.
func BenchmarkImhotepMatch(b *testing.B) {
	for _, m := range []struct {
		players int
		a, b    string
	}{
		{2, "greedy", "random"},
		{2, "easy", "random"},
		{2, "easy", "greedy"},
		{2, "normal", "easy"},
		{2, "hard", "normal"},
		{4, "easy", "greedy"},
		{4, "normal", "easy"},
		{4, "hard", "normal"},
	} {
		a, o := mustBot(b, m.a), mustBot(b, m.b)
		b.Run(fmt.Sprintf("%dp/%s-vs-%s", m.players, m.a, m.b), func(b *testing.B) {
			share, margin, n := 0.0, 0.0, 0
			for ; b.Loop(); n++ {
				s, d := matchShare(b, m.players, n, a, o)
				share += s
				margin += d
			}
			b.ReportMetric(share/float64(n), "share")
			b.ReportMetric(margin/float64(n), "margin")
			b.ReportMetric(0, "ns/op")
		})
	}
}
