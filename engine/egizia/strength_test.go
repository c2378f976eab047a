package egizia

import (
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

// strengthBot parses "random", "greedy", a level name, or
// "mcts:it=N,c=X,plies=N,wc=X,ws=N,scale=X,base=LEVEL[,nopolicy]": the
// level's settings tuned for Egizia (hard by default), changed by the keys
// given; "nopolicy" plays uniform rollouts.
func strengthBot(t testing.TB, spec string) enginetest.MatchBot {
	name, args, ok := strings.Cut(spec, ":")
	if !ok {
		b, err := ai.New(spec)
		if err != nil {
			t.Fatal(err)
		}
		return func(s engine.State, seed uint64) engine.Action { return ai.Choose(b, s, seed) }
	}
	base, wrap := "hard", false
	kv := map[string]string{}
	for _, f := range strings.Split(args, ",") {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "nopolicy":
			wrap = true
		case "base":
			base = v
		default:
			kv[k] = v
		}
	}
	c, _ := ai.LevelFor(Name, base)
	enginetest.TuneMCTS(t, kv, &c.Iterations, &c.RolloutPlies, &c.ExpandSamples, &c.Exploration, &c.WidenC, &c.EvalScale)
	b := ai.NewMCTS(name, c)
	return func(s engine.State, seed uint64) engine.Action {
		if wrap {
			return ai.Choose(b, noPolicy{State: s.(*State)}, seed)
		}
		return ai.Choose(b, s, seed)
	}
}

// TestStrength plays matches when EGIZIA_MATCH is set, e.g.
// EGIZIA_MATCH="players=2 games=40 seed=1 j=1 a=mcts:base=normal b=greedy":
// bot a in one seat (rotated), b in the others. It reports a's share of
// the wins and its mean margin over the best other seat.
func TestStrength(t *testing.T) {
	enginetest.Match(t, Game{}, "EGIZIA_MATCH", map[string]string{"players": "2", "games": "40", "seed": "1", "j": "1", "b": "greedy"}, nil,
		func(spec string) enginetest.MatchBot { return strengthBot(t, spec) })
}
