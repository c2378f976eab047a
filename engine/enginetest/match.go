package enginetest

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"nilegames/engine"
)

// MatchBot chooses the action of the seat to play in s, with seed.
type MatchBot func(s engine.State, seed uint64) engine.Action

// Match plays the strength match that the environment variable env
// describes, e.g. "players=2 games=40 seed=1 j=2 a=SPEC b=SPEC", and skips
// when env is empty. Bot a sits in one seat (rotated game by game), b in
// the others; game i uses seed seed*1000+i/seats, where seats is the
// number of players. defaults gives the keys env leaves out; the keys in
// opts, when given, are passed on to the game as options (e.g. a solo
// level). bot builds a bot from its spec. It prints progress every 5 games
// and then a's share of the wins, its mean margin over the best other
// seat and the mean points of a and of the others.
func Match(t *testing.T, g engine.Game, env string, defaults map[string]string, opts []string, bot func(spec string) MatchBot) {
	spec := os.Getenv(env)
	if spec == "" {
		t.Skip(env + " not set")
	}
	kv := map[string]string{}
	for k, v := range defaults {
		kv[k] = v
	}
	for _, f := range strings.Fields(spec) {
		k, v, _ := strings.Cut(f, "=")
		kv[k] = v
	}
	n, _ := strconv.Atoi(kv["players"])
	games, _ := strconv.Atoi(kv["games"])
	seed, _ := strconv.ParseUint(kv["seed"], 10, 64)
	jobs, _ := strconv.Atoi(kv["j"])
	a, b := bot(kv["a"]), bot(kv["b"])
	var mu sync.Mutex
	share, margin, aPts, oPts := 0.0, 0.0, 0.0, 0.0
	next, played := 0, 0
	var wg sync.WaitGroup
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= games {
					return
				}
				o := engine.Options{"players": strconv.Itoa(n)}
				for _, k := range opts {
					if v := kv[k]; v != "" {
						o[k] = v
					}
				}
				seats := max(n, 1)
				sh, mg, ap, op := MatchGame(t, g, o, seed*1000+uint64(i/seats), i%seats, a, b)
				mu.Lock()
				share += sh
				margin += mg
				aPts += ap
				oPts += op
				played++
				if played%5 == 0 {
					fmt.Printf("  %d games: a share %.3f margin %.1f\n", played, share/float64(played), margin/float64(played))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	gs := float64(games)
	fmt.Printf("match %s: a share %.3f (%.1f of %d) margin %.1f mean a %.1f others %.1f\n", spec, share/gs, share, games, margin/gs, aPts/gs, oPts/gs)
}

// MatchGame plays one game of g with a in seat and b in every other seat
// (in solo, the automaton plays the other seat), ply k chosen with seed
// seed*7919+k. It returns a's share of the win (1/number of winners, or
// 0), its margin over the best other seat, its points and the others'
// mean points.
func MatchGame(tb testing.TB, g engine.Game, opts engine.Options, seed uint64, seat int, a, b MatchBot) (share, margin, ap, op float64) {
	tb.Helper()
	s, err := g.NewState(opts, seed)
	if err != nil {
		tb.Fatal(err)
	}
	for ply := 0; !s.Terminal(); ply++ {
		bot := b
		if s.CurrentPlayer() == seat {
			bot = a
		}
		if err := s.Apply(bot(s, seed*7919+uint64(ply))); err != nil {
			tb.Fatal(err)
		}
	}
	return MatchResult(s, seat)
}

// MatchResult scores a finished game from seat's side, as MatchGame does.
func MatchResult(s engine.State, seat int) (share, margin, ap, op float64) {
	for _, q := range s.Winners() {
		if q == seat {
			share = 1 / float64(len(s.Winners()))
		}
	}
	sc := s.Scores()
	best := -1 << 30
	sum := 0
	for q := range sc {
		if q != seat {
			best = max(best, sc[q].Total)
			sum += sc[q].Total
		}
	}
	return share, float64(sc[seat].Total - best), float64(sc[seat].Total), float64(sum) / float64(s.NumPlayers()-1)
}

// TuneMCTS sets the search settings that kv names (it=N, plies=N, ws=N,
// c=X, wc=X, scale=X, each read as a number); the others keep their value.
func TuneMCTS(tb testing.TB, kv map[string]string, it, plies, ws *int, c, wc, scale *float64) {
	tb.Helper()
	num := func(k string) (float64, bool) {
		v, ok := kv[k]
		if !ok {
			return 0, false
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			tb.Fatal(err)
		}
		return x, true
	}
	for k, dst := range map[string]*int{"it": it, "plies": plies, "ws": ws} {
		if x, ok := num(k); ok {
			*dst = int(x)
		}
	}
	for k, dst := range map[string]*float64{"c": c, "wc": wc, "scale": scale} {
		if x, ok := num(k); ok {
			*dst = x
		}
	}
}
