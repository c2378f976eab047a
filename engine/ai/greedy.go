package ai

import (
	"math"

	"nilegames/engine"
)

// The greedy bot looks one decision ahead. For each legal action (in
// ascending order) it takes one determinization of the position, made with
// an RNG seeded afresh from the search seed, so every action is judged in
// the same sampled world; it applies the action and, while the same seat
// still has to decide (a multi-step decision), plays the best follow-up the
// same way, up to greedyChain more actions. The resulting position is worth
// the seat's points minus the best opponent's points (Estimate if the game
// implements engine.Evaluator, else the Scores totals), plus greedyWin times
// the seat's share of the win if the game is over. Since every action starts
// from the same position, this ranks actions by the seat's relative gain.
// Ties go to the lowest action value.

const (
	greedyChain = 4
	greedyWin   = 1e6
)

type greedyBot struct{}

func (greedyBot) Name() string { return "greedy" }

func (greedyBot) Start(s engine.State, seed uint64) Search {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return fixed{NoAction}
	}
	legal := s.Legal(nil)
	if sr, ok := trivial(legal); ok {
		return sr
	}
	n := s.NumPlayers()
	return &greedy{root: s.Clone(), seat: seat, legal: legal, seed: seed, best: legal[0], pts: make([]float64, n)}
}

type greedy struct {
	root    engine.State
	seat    int
	legal   []engine.Action
	seed    uint64
	next    int
	best    engine.Action
	bestVal float64
	pts     []float64
	buf     []engine.Action
}

func (g *greedy) Progress() (int, int) { return g.next, len(g.legal) }
func (g *greedy) Best() engine.Action  { return g.best }

func (g *greedy) Step(iterations int) bool {
	for ; iterations > 0 && g.next < len(g.legal); iterations-- {
		a := g.legal[g.next]
		v := g.score(a)
		if g.next == 0 || v > g.bestVal {
			g.best, g.bestVal = a, v
		}
		g.next++
	}
	return g.next >= len(g.legal)
}

func (g *greedy) score(a engine.Action) float64 {
	rng := engine.NewRNG(g.seed)
	d := g.root.Determinize(g.seat, &rng)
	if d.Apply(a) != nil {
		return math.Inf(-1)
	}
	for k := 0; k < greedyChain && d.CurrentPlayer() == g.seat; k++ {
		d = g.follow(d)
	}
	return g.value(d)
}

// follow returns d after the seat's best next action.
func (g *greedy) follow(d engine.State) engine.State {
	g.buf = d.Legal(g.buf)
	var best engine.State
	bestVal := math.Inf(-1)
	for _, b := range g.buf {
		c := d.Clone()
		if c.Apply(b) != nil {
			continue
		}
		if v := g.value(c); best == nil || v > bestVal {
			best, bestVal = c, v
		}
	}
	if best == nil {
		return d
	}
	return best
}

func (g *greedy) value(d engine.State) float64 {
	pts := points(d, g.pts)
	other := math.Inf(-1)
	for p, x := range pts {
		if p != g.seat {
			other = math.Max(other, x)
		}
	}
	v := pts[g.seat] - other
	if d.CurrentPlayer() == engine.Terminal {
		if w := d.Winners(); len(w) > 0 {
			for _, p := range w {
				if p == g.seat {
					v += greedyWin / float64(len(w))
				}
			}
		}
	}
	return v
}
