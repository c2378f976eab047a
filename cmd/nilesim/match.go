package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"

	"nilegames/engine"
	"nilegames/engine/ai"
)

// Salts keep the seeds derived from one game seed apart.
const (
	saltGame     = 0x6a09e667f3bcc909
	saltDecision = 0xbb67ae8584caa73b
	saltSides    = 0x3c6ef372fe94f82b
	saltSolo     = 0xa54ff53a5f1d36f1
)

// mix is the splitmix64 finalizer: a bijection that spreads every input bit.
func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// deriveSeed combines a seed with a number (game index, move number, salt).
func deriveSeed(seed, n uint64) uint64 {
	return mix(mix(seed+0x9e3779b97f4a7c15) ^ mix(n+saltGame))
}

// gameSeed is the seed of game index i of a run started with -seed base.
func gameSeed(base uint64, i int) uint64 { return deriveSeed(base, uint64(i)) }

// decisionSeed is the seed of the bot decision at move (0-based) of a game.
func decisionSeed(game uint64, move int) uint64 {
	return deriveSeed(game^saltDecision, uint64(move))
}

// rotateSeats gives the bot of each seat in game i: seat k plays the bot at
// position (k+i) mod n of the list.
func rotateSeats(seats []string, i int) []string {
	n := len(seats)
	out := make([]string, n)
	for k := range out {
		out[k] = seats[(k+i)%n]
	}
	return out
}

// gameResult is what one game leaves for the summary.
type gameResult struct {
	index    int
	seed     uint64
	bots     []string // bot name per seat
	totals   []int
	winners  []int
	finished bool
	err      error
}

// playGame plays game index of the run; it never panics.
func playGame(c *config, index int) (res gameResult) {
	res.index = index
	res.seed = gameSeed(c.seed, index)
	res.bots = rotateSeats(c.seats, index)
	var st engine.State
	defer func() {
		if r := recover(); r != nil {
			res.err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
			res.finished = false
		}
		if c.saveDir != "" && st != nil {
			if err := saveGame(c, index, st); err != nil && res.err == nil {
				res.err = err
			}
		}
	}()
	var err error
	st, err = c.game.NewState(c.options(res.seed), res.seed)
	if err != nil {
		res.err = fmt.Errorf("new game refused: %v", err)
		return res
	}
	n := st.NumPlayers()
	res.bots = seatNames(st, rotateSeats(c.seats, index))
	if res.bots == nil {
		res.bots = rotateSeats(c.seats, index)
		res.err = fmt.Errorf("the game has %d seats played by bots, -seats names %d", n-automata(st), len(c.seats))
		return res
	}
	bots := make([]ai.Bot, n)
	for p, name := range res.bots {
		if isAutomaton(st, p) {
			continue
		}
		if bots[p], err = ai.New(name); err != nil {
			res.err = err
			return res
		}
	}
	limit := c.game.Info().MaxActions
	var legal []engine.Action
	for move := 0; !st.Terminal(); move++ {
		if limit > 0 && move >= limit {
			res.err = fmt.Errorf("the game is not over after %d actions, its declared bound", limit)
			return res
		}
		p := st.CurrentPlayer()
		if p < 0 || p >= n {
			res.err = fmt.Errorf("move %d: current player %d is not a seat of a game that is not over", move, p)
			return res
		}
		if bots[p] == nil {
			res.err = fmt.Errorf("move %d: current player %d is the automaton %s, whose moves the rules make", move, p, res.bots[p])
			return res
		}
		legal = st.Legal(legal)
		if len(legal) == 0 {
			res.err = fmt.Errorf("move %d: no legal action for seat %d in a game that is not over", move, p)
			return res
		}
		a := ai.Choose(bots[p], st, decisionSeed(res.seed, move))
		if i := sort.Search(len(legal), func(i int) bool { return legal[i] >= a }); i == len(legal) || legal[i] != a {
			res.err = fmt.Errorf("move %d: bot %s (seat %d) chose action %d %q, which is not in the legal list", move, res.bots[p], p, a, st.ActionString(a))
			return res
		}
		if err := st.Apply(a); err != nil {
			res.err = fmt.Errorf("move %d: bot %s (seat %d) chose action %d %q, refused: %v", move, res.bots[p], p, a, st.ActionString(a), err)
			return res
		}
	}
	scores := st.Scores()
	if len(scores) != n {
		res.err = fmt.Errorf("Scores has %d entries for %d players", len(scores), n)
		return res
	}
	res.totals = make([]int, n)
	for p, s := range scores {
		res.totals[p] = s.Total
	}
	res.winners = st.Winners()
	if len(res.winners) == 0 {
		res.err = fmt.Errorf("the game is over but has no winner")
		return res
	}
	for _, w := range res.winners {
		if w < 0 || w >= n {
			res.err = fmt.Errorf("winner %d is not a seat", w)
			return res
		}
	}
	res.finished = true
	return res
}

// isAutomaton reports whether seat p of st is played by the rules.
func isAutomaton(st engine.State, p int) bool {
	_, ok := automatonName(st, p)
	return ok
}

// automata counts the automaton seats of st.
func automata(st engine.State) int {
	k := 0
	for p := 0; p < st.NumPlayers(); p++ {
		if isAutomaton(st, p) {
			k++
		}
	}
	return k
}

// seatNames names the player of each seat of st: the automaton's own name
// on its seats, the bots in order on the others; nil when the bots do not
// fill exactly the other seats.
func seatNames(st engine.State, bots []string) []string {
	n := st.NumPlayers()
	if n-automata(st) != len(bots) {
		return nil
	}
	out := make([]string, 0, n)
	for p := 0; p < n; p++ {
		if name, ok := automatonName(st, p); ok {
			out = append(out, name)
			continue
		}
		out = append(out, bots[0])
		bots = bots[1:]
	}
	return out
}

func automatonName(st engine.State, p int) (string, bool) {
	if a, ok := st.(engine.Automata); ok {
		return a.Automaton(p)
	}
	return "", false
}

func saveFile(c *config, index int) string {
	return filepath.Join(c.saveDir, fmt.Sprintf("%s-%05d.json", c.gameName, index))
}

// saveGame writes the save file of a game, also one that failed: MakeSave
// replays the history, so a state broken by a panic may refuse; that is
// reported, not raised.
func saveGame(c *config, index int, st engine.State) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot encode the save: %v", r)
		}
	}()
	data, err := engine.Encode(st)
	if err != nil {
		return fmt.Errorf("cannot encode the save: %v", err)
	}
	if err := os.WriteFile(saveFile(c, index), append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("cannot write the save: %v", err)
	}
	return nil
}

// playAll plays every game on c.jobs workers; results are indexed by game,
// so what follows does not depend on the scheduling.
func playAll(c *config) []gameResult {
	results := make([]gameResult, c.games)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(c.jobs, c.games); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= c.games {
					return
				}
				results[i] = playGame(c, i)
			}
		}()
	}
	wg.Wait()
	return results
}

// botStat aggregates the seats played by one bot name.
type botStat struct {
	name  string
	games int // seat-games
	wins  float64
	total int
}

// aggregate sums finished games per distinct bot name, in order of first
// appearance in seats, then the automata in order of first appearance in
// the results.
func aggregate(seats []string, results []gameResult) []botStat {
	var stats []botStat
	at := map[string]int{}
	for _, s := range seats {
		if _, ok := at[s]; !ok {
			at[s] = len(stats)
			stats = append(stats, botStat{name: s})
		}
	}
	for _, r := range results {
		for _, name := range r.bots {
			if _, ok := at[name]; !ok { // an automaton
				at[name] = len(stats)
				stats = append(stats, botStat{name: name})
			}
		}
		if !r.finished {
			continue
		}
		for p, name := range r.bots {
			st := &stats[at[name]]
			st.games++
			st.total += r.totals[p]
		}
		for _, w := range r.winners {
			stats[at[r.bots[w]]].wins += 1 / float64(len(r.winners))
		}
	}
	return stats
}

// formatWins prints a whole number as such, else up to 2 decimals.
func formatWins(w float64) string {
	return strconv.FormatFloat(math.Round(w*100)/100, 'f', -1, 64)
}

func (b botStat) String() string {
	mean := 0.0
	if b.games > 0 {
		mean = float64(b.total) / float64(b.games)
	}
	return fmt.Sprintf("bot=%s games=%d wins=%s mean=%.2f", b.name, b.games, formatWins(b.wins), mean)
}

// runMatches plays the games, prints the summary and returns the exit status.
func runMatches(c *config, stdout, stderr io.Writer) int {
	if c.saveDir != "" {
		if err := os.MkdirAll(c.saveDir, 0o755); err != nil {
			fmt.Fprintf(stderr, "nilesim: -save: %v\n", err)
			return 1
		}
	}
	results := playAll(c)
	finished, errs := 0, 0
	for _, r := range results {
		if r.finished {
			finished++
		}
		if r.err != nil {
			errs++
			fmt.Fprintf(stderr, "nilesim: game %d (seed %d, seats %v, options %s) failed: %v\n", r.index, r.seed, r.bots, c.options(r.seed), r.err)
			if c.saveDir != "" {
				fmt.Fprintf(stderr, "nilesim: its save file: %s\n", saveFile(c, r.index))
			}
		}
	}
	for _, b := range aggregate(c.seats, results) {
		fmt.Fprintln(stdout, b)
	}
	fmt.Fprintf(stdout, "games=%d finished=%d errors=%d\n", c.games, finished, errs)
	if errs > 0 {
		return 1
	}
	return 0
}
