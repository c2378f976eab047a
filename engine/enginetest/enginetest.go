// Package enginetest is the conformance suite every Nile Games rules engine
// runs: seeded random playouts that check the engine contract at every step.
//
// A game package calls it from its tests:
//
//	func TestConformance(t *testing.T) {
//		enginetest.Run(t, mygame.Game{}, enginetest.Config{
//			Options:  []engine.Options{{"players": "2"}, {"players": "4"}},
//			Playouts: 20,
//			Seed:     1,
//		})
//	}
//
//	func FuzzMyGame(f *testing.F) {
//		enginetest.Fuzz(f, mygame.Game{}, []engine.Options{{"players": "2"}})
//	}
//
// The game must be registered with engine.Register (the save round trip
// loads through the registry). Each playout picks uniformly among the legal
// actions with its own RNG, so a failure names the options and the seed that
// reproduce it: Playout(g, cfg, opts, seed) replays exactly that playout.
//
// Checked on a new match: Game().Info().Name, Seed(), NumPlayers() (against
// Info, or Config.PlayersOf), an empty history, Options() a copy, and two
// NewState with the same seed giving the same String.
//
// Checked at every step: Legal sorted ascending, unique, empty exactly when
// Terminal, appended to dst[:0]; CurrentPlayer a seat, or engine.Terminal at
// the end (engine.Chance fails: games here resolve chance inside Apply);
// ActionString non-empty and unique among the legal actions; Scores one per
// seat, Total the sum of the Parts, each part with a Source; Winners set
// exactly at the end, seats without repeats; the history no longer than
// Info().MaxActions; illegal actions (boundary values, random int32 values,
// actions legal in earlier states or in another match, neighbours of legal
// actions) refused with an error wrapping engine.ErrIllegal and without any
// change to String, History, CurrentPlayer, Terminal or Legal.
//
// Checked at sampled steps: every legal action applies on a clone; writing
// into the slice Legal returned changes nothing; clone independence both
// ways, and a clone plays exactly like its original (RNG included);
// Determinize(viewer) keeps CurrentPlayer, Terminal, History, Scores, the
// viewer's own Legal when the viewer is to play and, if the state implements
// PublicStringer, PublicString(viewer); it leaves the original untouched, and
// the copy plays random legal actions to the end within MaxActions; the
// save round trip (engine.Encode then engine.Load: same String, History,
// Scores, CurrentPlayer).
//
// Checked at the end: the save round trip; replay determinism (NewState with
// the state's Options and Seed, plus History, gives the same String and
// Scores); the recorder (the match replayed with a recorder reports named
// events, ends in the same state, and neither Clone nor Determinize carry
// the recorder).
package enginetest

import (
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"nilegames/engine"
)

// PublicStringer is implemented by games that can render what one seat may
// see. When a state implements it, the suite checks that Determinize keeps
// PublicString(viewer) unchanged: whatever it re-samples must be hidden from
// the viewer.
type PublicStringer interface {
	PublicString(viewer int) string
}

// Config sets what Run and Check test.
type Config struct {
	// Options lists the option sets to test; empty means one set, nil
	// options (the game's defaults).
	Options []engine.Options
	// Playouts is the number of random playouts per option set; 0 means 20.
	Playouts int
	// Seed is the seed of the first playout; playout i uses Seed+i, both as
	// the match seed and to seed the choices.
	Seed uint64
	// PlayersOf, when set, gives the NumPlayers a match with these options
	// must have; otherwise NumPlayers is only checked against Info's
	// MinPlayers..MaxPlayers.
	PlayersOf func(engine.Options) int
}

const (
	defaultPlayouts = 20
	// Failing playouts reported per option set before Run and Check stop.
	maxFailures = 5
)

func (cfg Config) optionSets() []engine.Options {
	if len(cfg.Options) == 0 {
		return []engine.Options{nil}
	}
	return cfg.Options
}

func (cfg Config) playouts() int {
	if cfg.Playouts <= 0 {
		return defaultPlayouts
	}
	return cfg.Playouts
}

func optName(o engine.Options) string {
	if len(o) == 0 {
		return "defaults"
	}
	return o.String()
}

// Run runs the suite as one subtest per option set and reports each failing
// playout (its first failure) with t.Error.
func Run(t *testing.T, g engine.Game, cfg Config) {
	t.Helper()
	for _, opts := range cfg.optionSets() {
		t.Run(optName(opts), func(t *testing.T) {
			failures := 0
			for i := 0; i < cfg.playouts(); i++ {
				seed := cfg.Seed + uint64(i)
				if err := Playout(g, cfg, opts, seed); err != nil {
					t.Error(err)
					if failures++; failures == maxFailures {
						t.Errorf("stopped after %d failing playouts", failures)
						return
					}
				}
			}
		})
	}
}

// Check is Run without testing.T: it returns the failures of every option
// set joined, nil when the game conforms.
func Check(g engine.Game, cfg Config) error {
	var errs []error
	for _, opts := range cfg.optionSets() {
		failures := 0
		for i := 0; i < cfg.playouts() && failures < maxFailures; i++ {
			if err := Playout(g, cfg, opts, cfg.Seed+uint64(i)); err != nil {
				errs = append(errs, err)
				failures++
			}
		}
	}
	return errors.Join(errs...)
}

// Playout plays one seeded random match of g with opts and returns its first
// failure, naming the options, the seed and the step. A panic inside the
// game is returned as an error with its stack.
func Playout(g engine.Game, cfg Config, opts engine.Options, seed uint64) (err error) {
	p := &playout{g: g, info: g.Info(), opts: opts, seed: seed, cfg: cfg, rng: engine.NewRNG(seed ^ 0x636f6e666f726d)}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
		if err != nil {
			err = fmt.Errorf("%s options {%s} seed %d step %d: %w", p.info.Name, opts, seed, p.step, err)
		}
	}()
	return p.run()
}

type playout struct {
	g    engine.Game
	info engine.Info
	opts engine.Options
	seed uint64
	cfg  Config
	rng  engine.RNG
	s    engine.State
	step int

	// Actions legal in states seen so far, to try where they are not.
	pool []engine.Action
	seen map[engine.Action]bool
	// Another match of the same options, played alongside: its legal
	// actions are tried as illegal candidates on the main one.
	other     engine.State
	otherSeed uint64
}

const poolCap = 4096

func (p *playout) remember(legal []engine.Action) {
	for _, a := range legal {
		if len(p.pool) >= poolCap {
			return
		}
		if !p.seen[a] {
			p.seen[a] = true
			p.pool = append(p.pool, a)
		}
	}
}

func (p *playout) run() error {
	s, err := p.g.NewState(p.opts, p.seed)
	if err != nil {
		return fmt.Errorf("NewState: %v", err)
	}
	p.s = s
	if err := p.checkNew(s); err != nil {
		return err
	}
	p.seen = map[engine.Action]bool{}
	p.otherSeed = p.seed + 0x9e3779b97f4a7c15
	if p.other, err = p.g.NewState(p.opts, p.otherSeed); err != nil {
		return fmt.Errorf("NewState: %v", err)
	}
	for p.step = 0; ; p.step++ {
		legal, err := checkState(s, p.info)
		if err != nil {
			return err
		}
		p.remember(legal)
		before := snap(s)
		for _, c := range p.illegalCandidates(legal) {
			if err := checkRefused(s, c, before); err != nil {
				return err
			}
		}
		if s.Terminal() {
			break
		}
		a := legal[p.rng.IntN(len(legal))]
		full := p.step&(p.step-1) == 0 // 0, 1, 2, 4, 8...
		if full {
			if err := checkSaveLoad(s); err != nil {
				return err
			}
		}
		if p.step < 4 || p.rng.IntN(3) == 0 || full {
			if err := p.checkEveryLegal(s, legal, full); err != nil {
				return err
			}
			if err := checkDeterminize(s, before, p.rng.IntN(s.NumPlayers()), &p.rng, p.info, full); err != nil {
				return err
			}
			if err := checkClone(s, before, a, legal[p.rng.IntN(len(legal))]); err != nil {
				return err
			}
		} else if err := applyLegal(s, a); err != nil {
			return err
		}
		if err := p.advanceOther(); err != nil {
			return err
		}
	}
	if err := checkSaveLoad(s); err != nil {
		return err
	}
	if err := checkReplay(p.g, s); err != nil {
		return err
	}
	return p.checkRecorder()
}

// maxChildren bounds how many legal actions checkEveryLegal tries.
const maxChildren = 64

// checkEveryLegal applies each legal action (a random sample of maxChildren
// of them when there are more) to a clone of s; with deep it also checks
// the invariants of each state reached.
func (p *playout) checkEveryLegal(s engine.State, legal []engine.Action, deep bool) error {
	try := legal
	if len(legal) > maxChildren {
		try = slices.Clone(legal)
		p.rng.Shuffle(len(try), func(i, j int) { try[i], try[j] = try[j], try[i] })
		try = try[:maxChildren]
	}
	for _, a := range try {
		c := s.Clone()
		if err := applyLegal(c, a); err != nil {
			return err
		}
		if deep {
			if _, err := checkState(c, p.info); err != nil {
				return fmt.Errorf("after legal action %d (%s): %w", a, s.ActionString(a), err)
			}
		}
	}
	return nil
}

// checkNew checks what a fresh match reports about itself.
func (p *playout) checkNew(s engine.State) error {
	if name := s.Game().Info().Name; name != p.info.Name {
		return fmt.Errorf("Game().Info().Name = %q, want %q", name, p.info.Name)
	}
	if s.Seed() != p.seed {
		return fmt.Errorf("Seed() = %d, want %d", s.Seed(), p.seed)
	}
	n := s.NumPlayers()
	if n < p.info.MinPlayers || n > p.info.MaxPlayers {
		return fmt.Errorf("NumPlayers() = %d, outside Info's %d..%d", n, p.info.MinPlayers, p.info.MaxPlayers)
	}
	if p.cfg.PlayersOf != nil {
		if want := p.cfg.PlayersOf(p.opts); n != want {
			return fmt.Errorf("NumPlayers() = %d, want %d", n, want)
		}
	}
	if len(s.History()) != 0 {
		return fmt.Errorf("a new match has a history: %v", s.History())
	}
	o := s.Options()
	if o == nil {
		o = engine.Options{}
	}
	o["enginetest.probe"] = "x"
	if _, ok := s.Options()["enginetest.probe"]; ok {
		return errors.New("Options() returns the state's own map, not a copy")
	}
	again, err := p.g.NewState(p.opts, p.seed)
	if err != nil {
		return fmt.Errorf("NewState a second time: %v", err)
	}
	if a, b := s.String(), again.String(); a != b {
		return fmt.Errorf("two NewState with the same seed differ:\n%s\n---\n%s", a, b)
	}
	return nil
}

func (p *playout) advanceOther() error {
	if p.other.Terminal() {
		p.otherSeed++
		o, err := p.g.NewState(p.opts, p.otherSeed)
		if err != nil {
			return fmt.Errorf("NewState: %v", err)
		}
		p.other = o
	}
	legal := p.other.Legal(nil)
	if len(legal) == 0 {
		return fmt.Errorf("match seed %d: no legal action in a state that is not terminal", p.otherSeed)
	}
	p.remember(legal)
	if err := p.other.Apply(legal[p.rng.IntN(len(legal))]); err != nil {
		return fmt.Errorf("match seed %d: a legal action is refused: %v", p.otherSeed, err)
	}
	return nil
}

var boundaries = [...]engine.Action{0, -1, math.MaxInt32, math.MinInt32}

// illegalCandidates draws actions that are not legal in the current state.
// legal must be sorted (checkState has checked it).
func (p *playout) illegalCandidates(legal []engine.Action) []engine.Action {
	var c []engine.Action
	if p.step == 0 || len(legal) == 0 {
		c = append(c, boundaries[:]...)
	} else {
		c = append(c, boundaries[p.step%len(boundaries)])
	}
	c = append(c, engine.Action(int32(p.rng.Uint64())))
	if len(p.pool) > 0 {
		for range 4 {
			a := p.pool[p.rng.IntN(len(p.pool))]
			if !isLegal(legal, a) {
				c = append(c, a)
				break
			}
		}
	}
	if ol := p.other.Legal(nil); len(ol) > 0 {
		for range 4 {
			a := ol[p.rng.IntN(len(ol))]
			if !isLegal(legal, a) {
				c = append(c, a)
				break
			}
		}
	}
	if len(legal) > 0 {
		a := legal[p.rng.IntN(len(legal))]
		if a != math.MaxInt32 {
			c = append(c, a+1)
		}
		if a != math.MinInt32 {
			c = append(c, a-1)
		}
	}
	out := c[:0]
	for _, a := range c {
		if !isLegal(legal, a) && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

func isLegal(legal []engine.Action, a engine.Action) bool {
	_, ok := slices.BinarySearch(legal, a)
	return ok
}

// snapshot is what an illegal action or a foreign Apply must not change.
type snapshot struct {
	str   string
	hist  []engine.Action
	cp    int
	term  bool
	legal []engine.Action
}

func snap(s engine.State) snapshot {
	return snapshot{str: s.String(), hist: s.History(), cp: s.CurrentPlayer(), term: s.Terminal(), legal: s.Legal(nil)}
}

// diff describes the first difference, "" when equal.
func (a snapshot) diff(b snapshot) string {
	switch {
	case a.cp != b.cp:
		return fmt.Sprintf("CurrentPlayer %d became %d", a.cp, b.cp)
	case a.term != b.term:
		return fmt.Sprintf("Terminal %v became %v", a.term, b.term)
	case !slices.Equal(a.hist, b.hist):
		return fmt.Sprintf("History %v became %v", a.hist, b.hist)
	case !slices.Equal(a.legal, b.legal):
		return fmt.Sprintf("Legal %v became %v", a.legal, b.legal)
	case a.str != b.str:
		return fmt.Sprintf("String changed from\n%s\nto\n%s", a.str, b.str)
	}
	return ""
}

// checkState checks the invariants that are cheap to check at every step and
// returns the legal actions.
func checkState(s engine.State, info engine.Info) ([]engine.Action, error) {
	n := s.NumPlayers()
	term := s.Terminal()
	cp := s.CurrentPlayer()
	if term && cp != engine.Terminal {
		return nil, fmt.Errorf("Terminal but CurrentPlayer() = %d, want engine.Terminal", cp)
	}
	if !term && (cp < 0 || cp >= n) {
		return nil, fmt.Errorf("CurrentPlayer() = %d, not a seat of %d", cp, n)
	}
	legal := s.Legal(nil)
	if term && len(legal) > 0 {
		return nil, fmt.Errorf("Terminal but Legal = %v", legal)
	}
	if !term && len(legal) == 0 {
		return nil, errors.New("Legal is empty in a state that is not terminal")
	}
	for i := 1; i < len(legal); i++ {
		if legal[i] <= legal[i-1] {
			return nil, fmt.Errorf("Legal not sorted ascending without duplicates: %v", legal)
		}
	}
	junk := []engine.Action{math.MinInt32, 7, math.MaxInt32}
	if again := s.Legal(junk); !slices.Equal(again, legal) {
		return nil, fmt.Errorf("Legal(dst) with a non-empty dst gives %v, Legal(nil) gives %v: it must append to dst[:0]", again, legal)
	}
	names := make(map[string]engine.Action, len(legal))
	for _, a := range legal {
		name := s.ActionString(a)
		if name == "" {
			return nil, fmt.Errorf("ActionString(%d) is empty", a)
		}
		if b, dup := names[name]; dup {
			return nil, fmt.Errorf("legal actions %d and %d share ActionString %q", b, a, name)
		}
		names[name] = a
	}
	if err := checkScores(s.Scores(), n); err != nil {
		return nil, err
	}
	w := s.Winners()
	if !term && w != nil {
		return nil, fmt.Errorf("Winners() = %v before the end", w)
	}
	if term && len(w) == 0 {
		return nil, errors.New("Winners() is empty at the end")
	}
	for i, p := range w {
		if p < 0 || p >= n {
			return nil, fmt.Errorf("Winners() = %v: %d is not a seat of %d", w, p, n)
		}
		if slices.Contains(w[:i], p) {
			return nil, fmt.Errorf("Winners() = %v repeats seat %d", w, p)
		}
	}
	if h := len(s.History()); h > info.MaxActions {
		return nil, fmt.Errorf("the match is %d actions long, beyond Info().MaxActions = %d", h, info.MaxActions)
	}
	return legal, nil
}

func checkScores(sc []engine.Score, n int) error {
	if len(sc) != n {
		return fmt.Errorf("Scores() has %d entries for %d players", len(sc), n)
	}
	for p, x := range sc {
		sum := 0
		for _, part := range x.Parts {
			if part.Source == "" {
				return fmt.Errorf("seat %d: a score part has no source: %v", p, x.Parts)
			}
			sum += part.Points
		}
		if sum != x.Total {
			return fmt.Errorf("seat %d: Total %d is not the sum %d of the parts %v", p, x.Total, sum, x.Parts)
		}
	}
	return nil
}

func scoresDiff(a, b []engine.Score) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%d scores became %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Total != b[i].Total || !slices.Equal(a[i].Parts, b[i].Parts) {
			return fmt.Sprintf("seat %d: score %v became %v", i, a[i], b[i])
		}
	}
	return ""
}

// checkRefused tries an illegal action: it must be refused with ErrIllegal
// and change nothing.
func checkRefused(s engine.State, a engine.Action, before snapshot) error {
	err := s.Apply(a)
	if err == nil {
		return fmt.Errorf("illegal action %d (not in Legal %v) was accepted", a, before.legal)
	}
	if !errors.Is(err, engine.ErrIllegal) {
		return fmt.Errorf("illegal action %d refused with %q, which does not wrap engine.ErrIllegal", a, err)
	}
	if d := before.diff(snap(s)); d != "" {
		return fmt.Errorf("refusing illegal action %d changed the state: %s", a, d)
	}
	return nil
}

// applyLegal applies a legal action and checks that the history grew by it.
func applyLegal(s engine.State, a engine.Action) error {
	n := len(s.History())
	if err := s.Apply(a); err != nil {
		return fmt.Errorf("legal action %d (%s) refused: %v", a, s.ActionString(a), err)
	}
	h := s.History()
	if len(h) != n+1 || h[n] != a {
		return fmt.Errorf("after applying %d the history ends %v, want %d appended to %d actions", a, h[max(0, len(h)-3):], a, n)
	}
	return nil
}

// checkClone plays b on a clone and a on the original (b may equal a), and
// checks that neither affects the other and that a second clone plays a
// exactly like the original. s is left with a applied.
func checkClone(s engine.State, before snapshot, a, b engine.Action) error {
	c, d := s.Clone(), s.Clone()
	if diff := before.diff(snap(c)); diff != "" {
		return fmt.Errorf("a clone differs from its original: %s", diff)
	}
	if diff := scoresDiff(s.Scores(), c.Scores()); diff != "" {
		return fmt.Errorf("a clone differs from its original: %s", diff)
	}
	l := s.Legal(nil)
	for i := range l {
		l[i] = math.MinInt32 + 17
	}
	if diff := before.diff(snap(s)); diff != "" {
		return fmt.Errorf("writing into the slice returned by Legal changed the state: %s", diff)
	}
	if err := applyLegal(c, b); err != nil {
		return fmt.Errorf("on a clone: %w", err)
	}
	if diff := before.diff(snap(s)); diff != "" {
		return fmt.Errorf("applying %d to a clone changed the original: %s", b, diff)
	}
	cAfter := snap(c)
	if err := applyLegal(s, a); err != nil {
		return err
	}
	if diff := cAfter.diff(snap(c)); diff != "" {
		return fmt.Errorf("applying %d to the original changed a clone: %s", a, diff)
	}
	if diff := before.diff(snap(d)); diff != "" {
		return fmt.Errorf("applying %d to the original changed a clone: %s", a, diff)
	}
	if err := applyLegal(d, a); err != nil {
		return fmt.Errorf("on a clone: %w", err)
	}
	if diff := snap(s).diff(snap(d)); diff != "" {
		return fmt.Errorf("a clone plays %d differently from its original (is the RNG copied?): %s", a, diff)
	}
	return nil
}

// checkDeterminize checks one determinization of s for viewer. With full,
// it also plays the copy to the end.
func checkDeterminize(s engine.State, before snapshot, viewer int, rng *engine.RNG, info engine.Info, full bool) error {
	var public string
	ps, hasPublic := s.(PublicStringer)
	if hasPublic {
		public = ps.PublicString(viewer)
	}
	d := s.Determinize(viewer, rng)
	if d == nil {
		return fmt.Errorf("Determinize(%d) returned nil", viewer)
	}
	if diff := before.diff(snap(s)); diff != "" {
		return fmt.Errorf("Determinize(%d) changed the original: %s", viewer, diff)
	}
	fail := func(format string, args ...any) error {
		return fmt.Errorf("Determinize(%d): %s", viewer, fmt.Sprintf(format, args...))
	}
	if d.NumPlayers() != s.NumPlayers() {
		return fail("NumPlayers %d became %d", s.NumPlayers(), d.NumPlayers())
	}
	if d.CurrentPlayer() != before.cp || d.Terminal() != before.term {
		return fail("CurrentPlayer/Terminal %d/%v became %d/%v", before.cp, before.term, d.CurrentPlayer(), d.Terminal())
	}
	if h := d.History(); !slices.Equal(h, before.hist) {
		return fail("History %v became %v", before.hist, h)
	}
	if viewer == before.cp {
		if l := d.Legal(nil); !slices.Equal(l, before.legal) {
			return fail("the viewer is to play and its Legal %v became %v", before.legal, l)
		}
	}
	if diff := scoresDiff(s.Scores(), d.Scores()); diff != "" {
		return fail("%s", diff)
	}
	if hasPublic {
		dp, ok := d.(PublicStringer)
		if !ok {
			return fail("the copy does not implement PublicStringer")
		}
		if got := dp.PublicString(viewer); got != public {
			return fail("PublicString(%d) changed, so the viewer could see the re-sampling:\n%s\n---\n%s", viewer, public, got)
		}
	}
	if _, err := checkState(d, info); err != nil {
		return fail("%v", err)
	}
	if d.Terminal() {
		return nil
	}
	for steps := 0; !d.Terminal(); steps++ {
		legal, err := checkState(d, info)
		if err != nil {
			return fail("playing on the copy: %v", err)
		}
		if err := applyLegal(d, legal[rng.IntN(len(legal))]); err != nil {
			return fail("playing on the copy: %v", err)
		}
		if steps == 0 {
			if diff := before.diff(snap(s)); diff != "" {
				return fail("playing on the copy changed the original: %s", diff)
			}
		}
		if !full {
			break
		}
	}
	if full {
		if _, err := checkState(d, info); err != nil {
			return fail("at the end of the copy's playout: %v", err)
		}
	}
	return nil
}

// checkSaveLoad saves s and loads it back.
func checkSaveLoad(s engine.State) error {
	data, err := engine.Encode(s)
	if err != nil {
		return fmt.Errorf("engine.Encode: %v", err)
	}
	l, err := engine.Load(data)
	if err != nil {
		return fmt.Errorf("engine.Load of a fresh save: %v (is the game registered with engine.Register?)\n%s", err, data)
	}
	if h, lh := s.History(), l.History(); !slices.Equal(h, lh) {
		return fmt.Errorf("save round trip: History %v became %v", h, lh)
	}
	if a, b := s.String(), l.String(); a != b {
		return fmt.Errorf("save round trip: String changed from\n%s\nto\n%s", a, b)
	}
	if diff := scoresDiff(s.Scores(), l.Scores()); diff != "" {
		return fmt.Errorf("save round trip: %s", diff)
	}
	if s.CurrentPlayer() != l.CurrentPlayer() {
		return fmt.Errorf("save round trip: CurrentPlayer %d became %d", s.CurrentPlayer(), l.CurrentPlayer())
	}
	return nil
}

// checkReplay rebuilds s from its options, seed and history.
func checkReplay(g engine.Game, s engine.State) error {
	r, err := g.NewState(s.Options(), s.Seed())
	if err != nil {
		return fmt.Errorf("replay: NewState(Options(), Seed()) refused: %v", err)
	}
	for i, a := range s.History() {
		if err := r.Apply(a); err != nil {
			return fmt.Errorf("replay: action %d (%d) refused: %v", i, a, err)
		}
	}
	if a, b := s.String(), r.String(); a != b {
		return fmt.Errorf("replay of options, seed and history gives another state:\n%s\n---\n%s", a, b)
	}
	if diff := scoresDiff(s.Scores(), r.Scores()); diff != "" {
		return fmt.Errorf("replay: %s", diff)
	}
	return nil
}

// checkRecorder replays the match with a recorder set.
func (p *playout) checkRecorder() error {
	r, err := p.g.NewState(p.opts, p.seed)
	if err != nil {
		return fmt.Errorf("recorder: NewState: %v", err)
	}
	events := 0
	var bad []string
	r.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
		switch {
		case e == nil:
			bad = append(bad, "a nil event")
		case e.EventName() == "":
			bad = append(bad, fmt.Sprintf("event %#v has no name", e))
		}
		events++
	}))
	hist := p.s.History()
	for i, a := range hist {
		if i < 8 || i%4 == 0 {
			n := events
			c := r.Clone()
			if l := c.Legal(nil); len(l) > 0 {
				if err := c.Apply(l[p.rng.IntN(len(l))]); err != nil {
					return fmt.Errorf("recorder: on a clone: %v", err)
				}
			}
			if events != n {
				return errors.New("recorder: a clone reports events to the original's recorder (Clone must not copy it)")
			}
			d := r.Determinize(p.rng.IntN(r.NumPlayers()), &p.rng)
			if l := d.Legal(nil); len(l) > 0 {
				if err := d.Apply(l[p.rng.IntN(len(l))]); err != nil {
					return fmt.Errorf("recorder: on a determinized copy: %v", err)
				}
			}
			if events != n {
				return errors.New("recorder: a determinized copy reports events to the original's recorder")
			}
		}
		if err := r.Apply(a); err != nil {
			return fmt.Errorf("recorder: with a recorder set, action %d (%d) refused: %v", i, a, err)
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("recorder: %s", strings.Join(bad, "; "))
	}
	if len(hist) > 0 && events == 0 {
		return fmt.Errorf("recorder: %d actions reported no event", len(hist))
	}
	if a, b := p.s.String(), r.String(); a != b {
		return fmt.Errorf("recorder: the match played with a recorder ends elsewhere:\n%s\n---\n%s", a, b)
	}
	return nil
}
