package tekhenu

import (
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

// estVariant replaces Estimate by a variant under test.
type estVariant struct {
	*State
	v int
}

func (w estVariant) Clone() engine.State { return estVariant{w.State.clone(), w.v} }
func (w estVariant) Determinize(v int, rng *engine.RNG) engine.State {
	return estVariant{w.State.Determinize(v, rng).(*State), w.v}
}

// Estimate variant 2: a Scoring's parts counted once per Scoring to come.
func (w estVariant) Estimate() []float64 {
	s := w.State
	out := make([]float64, s.n)
	if s.phase == PhOver {
		for q := range out {
			out[q] = float64(s.p[q].VP)
		}
		return out
	}
	var parts [MaxPlayers][numScoreSteps]int
	s.scoreSteps(&parts)
	k := 2 - int(s.scorings)
	for q := range out {
		v := int(s.p[q].VP)
		for _, x := range parts[q] {
			v += k * x
		}
		d, _ := s.bestDecrees(q, false)
		out[q] = float64(v + d)
	}
	return out
}

// strengthBot parses "random", "greedy", a level name, or
// "mcts:it=N,c=X,plies=N,wc=X,ws=N,scale=X,base=LEVEL": the level's
// settings tuned for Tekhenu (hard by default), changed by the keys given.
// "nopolicy" in the list plays uniform rollouts, "est=2" searches with
// the Estimate variant above. It returns the bot and its wrapper (-1 no
// policy, 2 Estimate variant, 0 none).
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
	nop := 0
	kv := map[string]string{}
	for _, f := range strings.Split(args, ",") {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "nopolicy":
			nop = -1
		case "est":
			nop, _ = strconv.Atoi(v)
		case "base":
			base = v
		default:
			kv[k] = v
		}
	}
	c, _ := ai.LevelFor(Name, base)
	enginetest.TuneMCTS(t, kv, &c.Iterations, &c.RolloutPlies, &c.ExpandSamples, &c.Exploration, &c.WidenC, &c.EvalScale)
	return ai.NewMCTS(name, c), nop
}

// TestStrength plays matches when TEKHENU_MATCH is set, e.g.
// TEKHENU_MATCH="players=2 games=40 seed=1 a=mcts:it=2000 b=greedy":
// bot a in one seat (rotated), b in the others; "players=1 solo=medium"
// plays a against Botankhamon (b unused). It reports a's share of
// the wins and its mean margin over the best other seat.
func TestStrength(t *testing.T) {
	enginetest.Match(t, Game{}, "TEKHENU_MATCH", map[string]string{"players": "2", "games": "40", "seed": "1", "j": "2", "b": "greedy"}, []string{"solo"},
		func(spec string) enginetest.MatchBot {
			bot, nop := strengthBot(t, spec)
			return func(st engine.State, seed uint64) engine.Action {
				s := st.(*State)
				var x engine.State = s
				switch {
				case nop < 0:
					x = noPolicy{State: s}
				case nop > 0:
					x = estVariant{s, nop}
				}
				return ai.Choose(bot, x, seed)
			}
		})
}
