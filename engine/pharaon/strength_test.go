package pharaon

import (
	"fmt"
	"os"
	"reflect"
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

// estVar searches with other weights of the Estimate guess.
type estVar struct {
	*State
	w *estWeights
}

func (x estVar) Clone() engine.State { return estVar{x.State.clone(), x.w} }
func (x estVar) Estimate() []float64 { return x.State.estimate(x.w) }
func (x estVar) Determinize(v int, rng *engine.RNG) engine.State {
	return estVar{x.State.Determinize(v, rng).(*State), x.w}
}

// wrapped is a bot with the wrapper its positions get: wrap 1 no policy,
// 2 no candidates, 3 Estimate weights w.
type wrapped struct {
	ai.Bot
	wrap int
	w    *estWeights
}

func (b wrapped) state(s *State) engine.State {
	switch b.wrap {
	case 1:
		return noPolicy{State: s}
	case 2:
		return noCand{State: s}
	case 3:
		return estVar{s, b.w}
	}
	return s
}

// strengthBot parses "random", "greedy", a level name, or
// "mcts:it=N,c=X,plies=N,wc=X,ws=N,scale=X,base=LEVEL": the level's
// settings tuned for Pharaon (hard by default), changed by the keys given.
// "nopolicy" in the list plays uniform rollouts, "nocand" searches every
// legal payment, "eField=X" sets a weight of the Estimate guess (estWeights,
// e.g. eToken=0.3). A bare name may be followed by the same list:
// "greedy:eToken=0.3".
func strengthBot(t testing.TB, spec string) wrapped {
	name, args, ok := strings.Cut(spec, ":")
	if !ok {
		b, err := ai.New(spec)
		if err != nil {
			t.Fatal(err)
		}
		return wrapped{Bot: b}
	}
	base := "hard"
	wrap := 0
	w := estDefault
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
			if f := reflect.ValueOf(&w).Elem().FieldByName(strings.TrimPrefix(k, "e")); strings.HasPrefix(k, "e") && f.IsValid() {
				x, err := strconv.ParseFloat(v, 64)
				if err != nil {
					t.Fatal(err)
				}
				f.SetFloat(x)
				wrap = 3
				continue
			}
			kv[k] = v
		}
	}
	if name == "greedy" || name == "random" {
		b, _ := ai.New(name)
		return wrapped{b, wrap, &w}
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
	return wrapped{ai.NewMCTS(name, c), wrap, &w}
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
	a := strengthBot(t, kv["a"])
	b := strengthBot(t, kv["b"])
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
				sh, mg, ap, op := strengthGame(t, opts, seed*1000+uint64(i/seats), i%seats, a, b)
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
	g := float64(games)
	fmt.Printf("match %s: a share %.3f (%.1f of %d) margin %.1f mean a %.1f others %.1f\n", spec, share/g, share, games, margin/g, aPts/g, oPts/g)
}

func strengthGame(t testing.TB, opts engine.Options, seed uint64, seat int, a, b wrapped) (share, margin, ap, op float64) {
	st, err := Game{}.NewState(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	n := s.NumPlayers() // 2 in solo: a against the Traitor
	for ply := 0; !s.Terminal(); ply++ {
		p := s.CurrentPlayer()
		bot := b
		if p == seat {
			bot = a
		}
		act := ai.Choose(bot.Bot, bot.state(s), seed*7919+uint64(ply))
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
