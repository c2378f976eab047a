package pharaon

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai"
)

// noPolicy hides RolloutAction (a field shadows the promoted method), so
// the search plays uniformly random rollouts: the baseline of rollout.go.
type noPolicy struct {
	*State
	RolloutAction struct{}
}

func (w noPolicy) Clone() engine.State { return noPolicy{State: w.State.clone()} }
func (w noPolicy) Determinize(v int, rng *engine.RNG) engine.State {
	return noPolicy{State: w.State.Determinize(v, rng).(*State)}
}

// noCand hides Candidates: the search considers every legal payment.
type noCand struct {
	*State
	Candidates struct{}
}

func (w noCand) Clone() engine.State { return noCand{State: w.State.clone()} }
func (w noCand) Determinize(v int, rng *engine.RNG) engine.State {
	return noCand{State: w.State.Determinize(v, rng).(*State)}
}

// strengthBot parses "random", "greedy", a level name, or
// "mcts:it=N,c=X,plies=N,wc=X,ws=N,scale=X,base=LEVEL": the level's
// settings tuned for Pharaon (hard by default), changed by the keys given.
// "nopolicy" in the list plays uniform rollouts, "nocand" searches every
// legal payment. It returns the bot and its wrapper (1 no policy, 2 no
// candidates, 0 none).
func strengthBot(t testing.TB, spec string) (ai.Bot, int) {
	name, args, ok := strings.Cut(spec, ":")
	if !ok {
		b, err := ai.New(spec)
		if err != nil {
			t.Fatal(err)
		}
		return b, 0
	}
	base := "hard"
	wrap := 0
	kv := map[string]string{}
	for _, f := range strings.Split(args, ",") {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "nopolicy":
			wrap = 1
		case "nocand":
			wrap = 2
		case "base":
			base = v
		default:
			kv[k] = v
		}
	}
	c, _ := ai.LevelFor(Name, base)
	num := func(k string, dst *float64) {
		if v, ok := kv[k]; ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatal(err)
			}
			*dst = x
		}
	}
	var it, plies, ws float64 = float64(c.Iterations), float64(c.RolloutPlies), float64(c.ExpandSamples)
	num("it", &it)
	num("plies", &plies)
	num("ws", &ws)
	num("c", &c.Exploration)
	num("wc", &c.WidenC)
	num("scale", &c.EvalScale)
	c.Iterations, c.RolloutPlies, c.ExpandSamples = int(it), int(plies), int(ws)
	return ai.NewMCTS(name, c), wrap
}

// TestStrength plays matches when PHARAON_MATCH is set, e.g.
// PHARAON_MATCH="players=2 games=40 seed=1 a=mcts:it=2000 b=greedy":
// bot a in one seat (rotated), b in the others; "players=1 traitor=2"
// plays a against the Traitor at that level (b unused). It reports a's
// share of the wins and its mean margin over the best other seat.
func TestStrength(t *testing.T) {
	spec := os.Getenv("PHARAON_MATCH")
	if spec == "" {
		t.Skip("PHARAON_MATCH not set")
	}
	kv := map[string]string{"players": "2", "games": "40", "seed": "1", "j": "1", "b": "greedy"}
	for _, f := range strings.Fields(spec) {
		k, v, _ := strings.Cut(f, "=")
		kv[k] = v
	}
	n, _ := strconv.Atoi(kv["players"])
	games, _ := strconv.Atoi(kv["games"])
	seed, _ := strconv.ParseUint(kv["seed"], 10, 64)
	jobs, _ := strconv.Atoi(kv["j"])
	a, awrap := strengthBot(t, kv["a"])
	b, bwrap := strengthBot(t, kv["b"])
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
				opts := engine.Options{"players": strconv.Itoa(n)}
				if lv := kv["traitor"]; lv != "" {
					opts["traitor"] = lv
				}
				seats := max(n, 1)
				sh, mg, ap, op := strengthGame(t, opts, seed*1000+uint64(i/seats), i%seats, a, b, awrap, bwrap)
				mu.Lock()
				share += sh
				margin += mg
				aPts += ap
				oPts += op
				played++
				if played%10 == 0 {
					fmt.Printf("  %d games: a share %.3f margin %.1f\n", played, share/float64(played), margin/float64(played))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	g := float64(games)
	fmt.Printf("match %s: a share %.3f (%.1f of %d) margin %.1f mean a %.1f others %.1f\n", spec, share/g, share, games, margin/g, aPts/g, oPts/g)
}

func strengthGame(t testing.TB, opts engine.Options, seed uint64, seat int, a, b ai.Bot, awrap, bwrap int) (share, margin, ap, op float64) {
	st, err := Game{}.NewState(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	n := s.NumPlayers() // 2 in solo: a against the Traitor
	for ply := 0; !s.Terminal(); ply++ {
		p := s.CurrentPlayer()
		bot, wrap := b, bwrap
		if p == seat {
			bot, wrap = a, awrap
		}
		var x engine.State = s
		switch wrap {
		case 1:
			x = noPolicy{State: s}
		case 2:
			x = noCand{State: s}
		}
		act := ai.Choose(bot, x, seed*7919+uint64(ply))
		if err := s.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	w := s.Winners()
	for _, q := range w {
		if q == seat {
			share = 1 / float64(len(w))
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
	return share, float64(sc[seat].Total - best), float64(sc[seat].Total), float64(sum) / float64(n-1)
}
