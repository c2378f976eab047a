package pharaon

import (
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/ai"
	"nilegames/engine/enginetest"
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

// greedyRoll plays rollouts taking the greedy target once in odds turns.
type greedyRoll struct {
	*State
	odds int
}

func (x greedyRoll) Clone() engine.State { return greedyRoll{x.State.clone(), x.odds} }
func (x greedyRoll) RolloutAction(rng *engine.RNG, buf []engine.Action) engine.Action {
	s := x.State
	if s.phase == PhTurn && x.odds > 0 && rng.IntN(x.odds) == 0 {
		if buf = s.legalTargets(buf[:0]); len(buf) > 1 {
			return greedyTarget(s, rng, buf)
		}
	}
	return s.RolloutAction(rng, buf)
}

// greedyTarget is the target of targets after which the acting seat's
// Estimate is highest: each is played on a copy, paid with
// cheapestPayment, its tasks chosen by the policy, to the end of the main
// move. Ties keep the first.
func greedyTarget(s *State, rng *engine.RNG, targets []engine.Action) engine.Action {
	q := int(s.actor)
	var tmp [64]engine.Action
	best, bestV := targets[0], math.Inf(-1)
	for _, a := range targets {
		c := s.clone()
		if c.Apply(a) != nil {
			continue
		}
		for k := 0; k < 16 && c.phase != PhOver && c.phase != PhEnd && c.phase != PhTurn && int(c.actor) == q; k++ {
			if c.Apply(c.RolloutAction(rng, tmp[:0])) != nil {
				break
			}
		}
		if v := c.Estimate()[q]; v > bestV {
			best, bestV = a, v
		}
	}
	return best
}
func (x greedyRoll) Determinize(v int, rng *engine.RNG) engine.State {
	return greedyRoll{x.State.Determinize(v, rng).(*State), x.odds}
}

// wrapped is a bot with the wrapper its positions get: wrap 1 no policy,
// 2 no candidates, 3 Estimate weights w, 4 greedy rollout odds.
type wrapped struct {
	ai.Bot
	wrap int
	w    *estWeights
	odds int
}

func (b wrapped) state(s *State) engine.State {
	switch b.wrap {
	case 1:
		return noPolicy{State: s}
	case 2:
		return noCand{State: s}
	case 3:
		return estVar{s, b.w}
	case 4:
		return greedyRoll{s, b.odds}
	}
	return s
}

// strengthBot parses "random", "greedy", a level name, or
// "mcts:it=N,c=X,plies=N,wc=X,ws=N,scale=X,base=LEVEL": the level's
// settings tuned for Pharaon and the match's player count (hard by
// default), changed by the keys given.
// "mw=X,ms=X" set MarginWeight and MarginScale, "lead=X" LeadScale,
// "keep=N,slack=X" RootKeep and RootSlack; "groll=N" takes the
// greedy target (greedyTarget) at one rollout turn in N;
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
	odds := 0
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
		case "groll":
			wrap = 4
			odds, _ = strconv.Atoi(v)
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
		return wrapped{b, wrap, &w, odds}
	}
	return wrapped{tunedBot{t, name, base, kv}, wrap, &w, odds}
}

// tunedBot searches with a level's settings for the position's player
// count (ai.LevelForPlayers), changed by the keys of its spec.
type tunedBot struct {
	t          testing.TB
	name, base string
	kv         map[string]string
}

func (b tunedBot) Name() string { return b.name }

func (b tunedBot) Start(s engine.State, seed uint64) ai.Search {
	c, _ := ai.LevelForPlayers(Name, b.base, s.NumPlayers())
	if v, ok := b.kv["keep"]; ok {
		c.RootKeep, _ = strconv.Atoi(v)
	}
	for k, dst := range map[string]*float64{"mw": &c.MarginWeight, "ms": &c.MarginScale, "lead": &c.LeadScale, "slack": &c.RootSlack} {
		if v, ok := b.kv[k]; ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				b.t.Fatal(err)
			}
			*dst = x
		}
	}
	enginetest.TuneMCTS(b.t, b.kv, &c.Iterations, &c.RolloutPlies, &c.ExpandSamples, &c.Exploration, &c.WidenC, &c.EvalScale)
	return ai.NewMCTS(b.name, c).Start(s, seed)
}

// TestStrength plays matches when PHARAON_MATCH is set, e.g.
// PHARAON_MATCH="players=2 games=40 seed=1 a=mcts:it=2000 b=greedy":
// bot a in one seat (rotated), b in the others; "players=1 traitor=2"
// plays a against the Traitor at that level (b unused). It reports a's
// share of the wins and its mean margin over the best other seat.
func TestStrength(t *testing.T) {
	enginetest.Match(t, Game{}, "PHARAON_MATCH", map[string]string{"players": "2", "games": "40", "seed": "1", "j": "1", "b": "greedy"}, []string{"traitor"},
		func(spec string) enginetest.MatchBot {
			b := strengthBot(t, spec)
			return func(s engine.State, seed uint64) engine.Action { return ai.Choose(b.Bot, b.state(s.(*State)), seed) }
		})
}
