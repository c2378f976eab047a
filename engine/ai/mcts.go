package ai

import (
	"math"
	"sort"

	"nilegames/engine"
)

// Config tunes the information-set MCTS.
type Config struct {
	// Iterations is the budget of one decision. One iteration is one
	// determinization, one descent, at most one new node, one rollout.
	Iterations int
	// Exploration is c in UCB: mean + c*sqrt(ln(availability)/visits),
	// rewards being in [0,1].
	Exploration float64
	// RolloutPlies truncates a rollout after that many plies when the game
	// implements engine.Evaluator; the estimate then gives the reward.
	// 0 plays every rollout to the end.
	RolloutPlies int
	// EvalScale (points) turns estimates into rewards at truncation:
	// softmax(estimate/EvalScale).
	EvalScale float64
	// MarginWeight and MarginScale blend a score margin into the reward of
	// a finished game: (1-w)*outcome + w*softmax(points/MarginScale).
	MarginWeight float64
	MarginScale  float64
	// TopK and Temperature add noise to the final choice: one of the TopK
	// most visited moves, drawn with weight exp((mean-best)/Temperature),
	// mean being a move's average reward and best the highest among them.
	// Rewards are win chances, so a move 0.1 worse with Temperature 0.05 is
	// drawn e^2 times less often: slips among close moves, no blunders.
	// TopK 1 plays the most visited move.
	TopK        int
	Temperature float64
	// Progressive widening: a node visited n times has at most
	// 1 + WidenC*n^WidenExp children, so the search stays on few moves of
	// a wide node until they have been looked at. WidenC 0 expands every
	// legal move first (plain UCT).
	WidenC, WidenExp float64
	// ExpandSamples > 1: a node grows the best of that many untried moves
	// drawn at random, judged by the mover's lead one move later (the
	// game's Estimate, else its scores), instead of any untried move.
	ExpandSamples int
	// LeadScale > 0 replaces the softmax at truncation by
	// sigmoid(lead/LeadScale), lead being a seat's estimate minus the best
	// other seat's.
	LeadScale float64
	// RootKeep > 0 searches only the RootKeep root moves with the best
	// one-step lead (greedy's judgement, rootLeads); RootSlack > 0 only
	// those within RootSlack points of the best.
	RootKeep  int
	RootSlack float64
}

// gameTuning adjusts the levels for one game where matches showed it
// plays better (BENCHMARKS.md has the measures):
//   - Kheops: a turn is three decisions, the last with up to 90 tile
//     placements; plain UCT spreads the iterations over all of them, and
//     over as many random replies of the opponent. On the same 60 games
//     against greedy, hard won 72% plain, 77% with widening (C 2), 80%
//     with the best of 4 sampled moves grown first, 85% with C 1 (80%
//     with C 0.5, 82% with 8 samples); normal went from 39% to 57%.
//   - Tekhenu: a hard decision with 30-ply rollouts took 0.3-0.6 s of
//     CPU. Rollouts cut at 20 plies cost a fifth less and played as well
//     (29 of 60 games against 30 plies, 2,000 iterations each; 10 plies
//     lost, 19 of 60), while fewer iterations clearly lose (1,200 against
//     2,000: 17 of 60), so the time saved stays with the iterations.
//     Widening (C 1, best of 4) did not help: 30 of 60.
//   - Pharaon: a hard decision with 30-ply rollouts took 0.52 s at 5
//     players (payments are most of a ply's cost); 20 plies keep it under
//     0.5 s and played as well at normal level (BENCHMARKS.md). At 5
//     players 20 plies are about one turn per seat: with 30 plies normal
//     won 127 of 275 games against four greedy seats where 20 plies won
//     97 (four seeds). They cost a fifth more per iteration, paid by a
//     fifth fewer iterations (hard 16,000: 0.44-0.47 s of CPU a 5-player
//     decision); with 1,600 iterations normal still won 91 of 200 where
//     20 plies and 2,000 won 71. Hard won no more than normal there (41%):
//     the search's judgement, not its budget, was the limit. With 45-ply
//     rollouts and 1,200 iterations normal won 56 of 100 and 47 of 100 on
//     two new seeds where 30 plies and 1,600 won 39 and 36, with a higher
//     mean score (104 against 93). Hard with 45 plies won 60 of 100
//     games with 12,000 iterations and 63 with 11,000 (nilesim -seed 1),
//     where 30 plies had won 41%; 11,000 cost what 16,000 of 30 did
//     (0.36 s of CPU at load 1, 12,000 0.40 s). Searching only greedy's 3
//     best root moves (RootKeep) won as many games (94 of 200) but with
//     lower scores, and hard with it and 10,000 iterations of 45 plies won
//     10 of its first 22 games. So 45 plies and 11/20 of the iterations
//     (hard 11,000, normal 1,100); easy keeps the 30-ply tuning.
//
// players is the match's seat count (engine.State.NumPlayers), 0 when
// unknown.
var gameTuning = map[string]func(level string, players int, c *Config){
	"kheops": func(level string, players int, c *Config) {
		c.WidenC, c.WidenExp, c.ExpandSamples = 1, 0.5, 4
	},
	"tekhenu": func(level string, players int, c *Config) {
		c.RolloutPlies = 20
	},
	"pharaon": func(level string, players int, c *Config) {
		c.RolloutPlies = 20
		switch {
		case players >= 5 && level == "easy":
			c.RolloutPlies = 30
			c.Iterations = c.Iterations * 4 / 5
		case players >= 5:
			c.RolloutPlies = 45
			c.Iterations = c.Iterations * 11 / 20
		}
	},
}

// LevelFor returns a level's settings for one game, the player count
// unknown (the settings of a game without a per-count tuning, or of its
// 2-player matches).
func LevelFor(game, name string) (Config, bool) {
	return LevelForPlayers(game, name, 0)
}

// LevelForPlayers returns a level's settings for one game played by
// players seats (NumPlayers; 0 when unknown).
func LevelForPlayers(game, name string, players int) (Config, bool) {
	c, ok := Level(name)
	if ok {
		if tune := gameTuning[game]; tune != nil {
			tune(name, players, &c)
		}
	}
	return c, ok
}

// levels is the one table of difficulty levels, tuned on Imhotep with 2 and
// 4 players in head-to-head matches (BenchmarkImhotepMatch reports them):
//   - 30-ply rollouts closed by Estimate beat full rollouts at equal time,
//     and beat 20 or 45 plies; exploration 0.5 sits between the best
//     2-player (0.4) and 4-player (0.7) values; EvalScale and MarginWeight
//     barely mattered.
//   - more iterations keep paying (16000 beat 4000 in 76% of games); hard's
//     20000 cost under 0.2 s of CPU per Imhotep move on this machine.
//   - easy's 50 iterations still beat greedy and random; its top-3 noise
//     slips among close moves but does not throw away a clear one.
var levels = []struct {
	name string
	cfg  Config
}{
	{"easy", Config{Iterations: 50, Exploration: 1.0, RolloutPlies: 30, EvalScale: 6, MarginWeight: 0.1, MarginScale: 10, TopK: 3, Temperature: 0.1}},
	{"normal", Config{Iterations: 2000, Exploration: 0.5, RolloutPlies: 30, EvalScale: 6, MarginWeight: 0.1, MarginScale: 10, TopK: 2, Temperature: 0.02}},
	{"hard", Config{Iterations: 20000, Exploration: 0.5, RolloutPlies: 30, EvalScale: 6, MarginWeight: 0.1, MarginScale: 10, TopK: 1}},
}

// Level returns the settings of a difficulty level by name.
func Level(name string) (Config, bool) {
	for _, l := range levels {
		if l.name == name {
			return l.cfg, true
		}
	}
	return Config{}, false
}

// NewMCTS returns an information-set MCTS bot with settings c (cmd/nilesim
// uses it to try settings outside the level table).
func NewMCTS(name string, c Config) Bot {
	if c.Iterations < 1 {
		c.Iterations = 1
	}
	if c.Exploration < 0 {
		c.Exploration = 0
	}
	if c.RolloutPlies < 0 {
		c.RolloutPlies = 0
	}
	if !(c.EvalScale > 0) {
		c.EvalScale = 1
	}
	if !(c.MarginScale > 0) {
		c.MarginScale = 1
	}
	c.MarginWeight = math.Min(math.Max(c.MarginWeight, 0), 1)
	if c.TopK < 1 {
		c.TopK = 1
	}
	if !(c.Temperature > 0) {
		c.Temperature = 0.05
	}
	if !(c.WidenC > 0) {
		c.WidenC = 0
	}
	if !(c.WidenExp > 0) {
		c.WidenExp = 0.5
	}
	return &mctsBot{name: name, cfg: c}
}

// newLevel is the bot of a difficulty level: its settings are the level's,
// tuned for the game and player count of each position it is given
// (LevelForPlayers).
func newLevel(name string, c Config) Bot {
	b := NewMCTS(name, c).(*mctsBot)
	b.level = true
	return b
}

type mctsBot struct {
	name  string
	cfg   Config
	level bool
}

func (b *mctsBot) Name() string { return b.name }

func (b *mctsBot) Start(s engine.State, seed uint64) Search {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return fixed{NoAction}
	}
	legal := candidates(s, nil)
	if sr, ok := trivial(legal); ok {
		return sr
	}
	cfg := b.cfg
	if b.level {
		if c, ok := LevelForPlayers(s.Game().Info().Name, b.name, s.NumPlayers()); ok {
			cfg = NewMCTS(b.name, c).(*mctsBot).cfg
		}
	}
	n := s.NumPlayers()
	if cfg.RootKeep > 0 || cfg.RootSlack > 0 {
		legal = rootFilter(s, seat, seed, legal, cfg.RootKeep, cfg.RootSlack)
		if sr, ok := trivial(legal); ok {
			return sr
		}
	}
	m := &mcts{
		cfg:    cfg,
		root:   s.Clone(),
		seat:   seat,
		legal:  legal,
		rng:    engine.NewRNG(seed),
		nodes:  make([]node, 1, cfg.Iterations+1),
		buf:    make([]engine.Action, 0, 256),
		reward: make([]float64, n),
		pts:    make([]float64, n),
	}
	m.filtered = cfg.RootKeep > 0 || cfg.RootSlack > 0
	m.nodes[0] = node{first: none, next: none, mover: -1}
	return m
}

const none = -1

// node is reached by action, played by mover. Its statistics are from
// mover's point of view. Children form a linked list sorted by
// (action, mover): the player to move at a node can differ between
// determinizations when the game lets other seats own decisions.
type node struct {
	action      engine.Action
	mover       int32
	first, next int32
	visits      int32
	avail       int32 // iterations in which this node's action was legal here
	total       float64
}

type mcts struct {
	cfg   Config
	root  engine.State // the caller's state, cloned; only ever determinized
	seat  int
	legal []engine.Action // the seat's candidate moves at the root
	rng   engine.RNG

	nodes   []node
	iter    int
	done    bool
	final   engine.Action
	path    []int32
	compat  []int32
	untried []engine.Action
	buf     []engine.Action
	reward  []float64
	pts     []float64
	outcome []float64
	// filtered: legal is rootFilter's choice, the only root moves grown.
	filtered bool
}

// keepRoot keeps the moves of buf that are in m.legal.
func (m *mcts) keepRoot(buf []engine.Action) []engine.Action {
	out := buf[:0]
	for _, a := range buf {
		i := sort.Search(len(m.legal), func(i int) bool { return m.legal[i] >= a })
		if i < len(m.legal) && m.legal[i] == a {
			out = append(out, a)
		}
	}
	return out
}

func (m *mcts) Progress() (int, int) { return m.iter, m.cfg.Iterations }

func (m *mcts) Step(iterations int) bool {
	for ; iterations > 0 && m.iter < m.cfg.Iterations; iterations-- {
		m.iterate()
		m.iter++
	}
	if !m.done && m.iter >= m.cfg.Iterations {
		m.done = true
		m.final = m.choose()
	}
	return m.done
}

func (m *mcts) Best() engine.Action {
	if m.done {
		return m.final
	}
	if a, ok := m.mostVisited(); ok {
		return a
	}
	return m.legal[0]
}

func (m *mcts) iterate() {
	d := m.root.Determinize(m.seat, &m.rng)
	m.path = append(m.path[:0], 0)
	cur := int32(0)
	for {
		p := d.CurrentPlayer()
		if p < 0 {
			break
		}
		m.buf = candidates(d, m.buf)
		if cur == 0 && m.filtered {
			m.buf = m.keepRoot(m.buf)
		}
		if len(m.buf) == 0 {
			break
		}
		child, expanded := m.descend(cur, p, d)
		m.path = append(m.path, child)
		cur = child
		if d.Apply(m.nodes[child].action) != nil {
			// A game that refuses its own legal move: score the position
			// as it stands rather than crash the app.
			break
		}
		if expanded {
			break
		}
	}
	m.rollout(d)
	for _, i := range m.path {
		nd := &m.nodes[i]
		nd.visits++
		if nd.mover >= 0 {
			nd.total += m.reward[nd.mover]
		}
	}
}

// descend picks the child of cur to follow for player p in d, whose legal
// actions are in m.buf: an untried action if there is one and widening
// allows another child (m.expansion chooses it), else the best UCB among
// the children legal in this determinization. Every child legal here
// gains one availability.
func (m *mcts) descend(cur int32, p int, d engine.State) (int32, bool) {
	m.compat = m.compat[:0]
	m.untried = m.untried[:0]
	c := m.nodes[cur].first
	for _, a := range m.buf {
		for c != none && m.nodes[c].action < a {
			c = m.nodes[c].next
		}
		found := int32(none)
		for x := c; x != none && m.nodes[x].action == a; x = m.nodes[x].next {
			if m.nodes[x].mover == int32(p) {
				found = x
				break
			}
		}
		if found != none {
			m.compat = append(m.compat, found)
		} else {
			m.untried = append(m.untried, a)
		}
	}
	var chosen int32
	expanded := len(m.untried) > 0
	if expanded && m.cfg.WidenC > 0 && len(m.compat) > 0 {
		// Children legal in other determinizations only do not count.
		limit := 1 + int(m.cfg.WidenC*math.Pow(float64(m.nodes[cur].visits+1), m.cfg.WidenExp))
		expanded = len(m.compat) < limit
	}
	if expanded {
		chosen = m.addChild(cur, m.expansion(d, p), p)
		m.compat = append(m.compat, chosen)
	} else {
		best := math.Inf(-1)
		for _, x := range m.compat {
			nd := &m.nodes[x]
			v := float64(nd.visits)
			score := nd.total/v + m.cfg.Exploration*math.Sqrt(math.Log(float64(nd.avail))/v)
			if score > best {
				best, chosen = score, x
			}
		}
	}
	for _, x := range m.compat {
		m.nodes[x].avail++
	}
	return chosen, expanded
}

// expansion picks the untried action to grow: uniformly, or the one
// giving p the best lead among ExpandSamples drawn uniformly.
func (m *mcts) expansion(d engine.State, p int) engine.Action {
	a := m.untried[m.rng.IntN(len(m.untried))]
	if m.cfg.ExpandSamples < 2 || len(m.untried) < 2 {
		return a
	}
	best := m.lead(d, a, p)
	for k := 1; k < m.cfg.ExpandSamples; k++ {
		c := m.untried[m.rng.IntN(len(m.untried))]
		if c == a {
			continue
		}
		if v := m.lead(d, c, p); v > best {
			best, a = v, c
		}
	}
	return a
}

// lead is p's points minus the best other seat's after a in d.
func (m *mcts) lead(d engine.State, a engine.Action, p int) float64 {
	x := d.Clone()
	if x.Apply(a) != nil {
		return math.Inf(-1)
	}
	pts := points(x, m.pts)
	other := math.Inf(-1)
	for q, v := range pts {
		if q != p {
			other = math.Max(other, v)
		}
	}
	if math.IsInf(other, -1) {
		other = 0 // a game of one seat: its own points
	}
	return pts[p] - other
}

// addChild inserts a node for (a, p) under parent, keeping siblings sorted.
func (m *mcts) addChild(parent int32, a engine.Action, p int) int32 {
	idx := int32(len(m.nodes))
	m.nodes = append(m.nodes, node{action: a, mover: int32(p), first: none, next: none})
	link := &m.nodes[parent].first
	for *link != none {
		x := &m.nodes[*link]
		if x.action > a || (x.action == a && x.mover > int32(p)) {
			break
		}
		link = &x.next
	}
	m.nodes[idx].next = *link
	*link = idx
	return idx
}

// rollout plays d on (game policy or uniform) and fills m.reward.
func (m *mcts) rollout(d engine.State) {
	ev, _ := d.(engine.Evaluator)
	policy, _ := d.(RolloutPolicy)
	limit := d.Game().Info().MaxActions
	for ply := 0; ; ply++ {
		if d.CurrentPlayer() < 0 || ply >= limit {
			break
		}
		if ev != nil && m.cfg.RolloutPlies > 0 && ply >= m.cfg.RolloutPlies {
			break
		}
		var a engine.Action
		if policy != nil {
			a = policy.RolloutAction(&m.rng, m.buf[:0])
		} else {
			m.buf = d.Legal(m.buf)
			if len(m.buf) == 0 {
				break
			}
			a = m.buf[m.rng.IntN(len(m.buf))]
		}
		if d.Apply(a) != nil {
			break
		}
	}
	m.evaluate(d)
}

// evaluate turns d into m.reward: the blended outcome if the game is over,
// else softmax of the estimated (or current) points.
func (m *mcts) evaluate(d engine.State) {
	pts := points(d, m.pts)
	if d.CurrentPlayer() == engine.Terminal {
		if m.outcome == nil {
			m.outcome = make([]float64, len(m.reward))
		}
		clear(m.outcome)
		if w := d.Winners(); len(w) > 0 {
			for _, p := range w {
				m.outcome[p] = 1 / float64(len(w))
			}
			terminalInto(m.reward, m.outcome, pts, m.cfg.MarginWeight, m.cfg.MarginScale)
			return
		}
	}
	if m.cfg.LeadScale > 0 {
		leadInto(m.reward, pts, m.cfg.LeadScale)
		return
	}
	softmaxInto(m.reward, pts, m.cfg.EvalScale)
}

// rootChoices lists the root children the seat may really play.
func (m *mcts) rootChoices() []int32 {
	var out []int32
	for x := m.nodes[0].first; x != none; x = m.nodes[x].next {
		nd := &m.nodes[x]
		if nd.mover != int32(m.seat) || nd.visits == 0 {
			continue
		}
		i := sort.Search(len(m.legal), func(i int) bool { return m.legal[i] >= nd.action })
		if i < len(m.legal) && m.legal[i] == nd.action {
			out = append(out, x)
		}
	}
	return out
}

// better orders root children: more visits, then higher mean, then the
// lower action (the list is already in action order, so a stable sort
// keeps that last rule).
func (m *mcts) better(x, y int32) bool {
	a, b := &m.nodes[x], &m.nodes[y]
	if a.visits != b.visits {
		return a.visits > b.visits
	}
	return a.total/float64(a.visits) > b.total/float64(b.visits)
}

func (m *mcts) mostVisited() (engine.Action, bool) {
	ch := m.rootChoices()
	if len(ch) == 0 {
		return 0, false
	}
	best := ch[0]
	for _, x := range ch[1:] {
		if m.better(x, best) {
			best = x
		}
	}
	return m.nodes[best].action, true
}

// choose makes the final choice, with the level's noise.
func (m *mcts) choose() engine.Action {
	ch := m.rootChoices()
	if len(ch) == 0 {
		return m.legal[0]
	}
	sort.SliceStable(ch, func(i, j int) bool { return m.better(ch[i], ch[j]) })
	if m.cfg.TopK < len(ch) {
		ch = ch[:m.cfg.TopK]
	}
	if len(ch) == 1 {
		return m.nodes[ch[0]].action
	}
	mean := func(x int32) float64 { return m.nodes[x].total / float64(m.nodes[x].visits) }
	best := math.Inf(-1)
	for _, x := range ch {
		best = math.Max(best, mean(x))
	}
	w := make([]float64, len(ch))
	sum := 0.0
	for i, x := range ch {
		w[i] = math.Exp((mean(x) - best) / m.cfg.Temperature)
		sum += w[i]
	}
	r := m.rng.Float64() * sum
	for i, x := range ch {
		r -= w[i]
		if r < 0 {
			return m.nodes[x].action
		}
	}
	return m.nodes[ch[0]].action
}
