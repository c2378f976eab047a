package enginetest_test

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"sync/atomic"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/internal/toy"
)

var toyOptions = []engine.Options{nil, {"cards": "1"}, {"cards": "3"}, {"cards": "13", "players": "2"}}

func TestToyConforms(t *testing.T) {
	enginetest.Run(t, toy.Game{}, enginetest.Config{
		Options:   toyOptions,
		Playouts:  30,
		Seed:      1,
		PlayersOf: func(engine.Options) int { return 2 },
	})
}

func FuzzToy(f *testing.F) {
	enginetest.Fuzz(f, toy.Game{}, toyOptions)
}

// fault is one deliberate breach of the contract by the wrapper game.
type fault int

const (
	sound fault = iota
	unsortedLegal
	duplicateLegal
	legalIgnoresDst
	illegalMutates
	illegalPlainError
	acceptsIllegal
	panicsOnIllegal
	sharedClone
	cloneKeepsRecorder
	noEvents
	badScoreParts
	earlyWinners
	sameActionString
	maxActionsTooSmall
	determinizeAliases
	determinizeForgetsHistory
	leakyPublicString
	unstableNewState
	playerAtEnd
	legalRefused
	numFaults
)

// wgame wraps the toy game and breaks it as its fault says. Its String adds
// state of its own (moves per seat, refusals) so that faults in that state
// show.
type wgame struct{ f fault }

func (g wgame) Info() engine.Info {
	i := toy.Game{}.Info()
	i.Name = fmt.Sprintf("toy-fault-%d", g.f)
	if g.f == maxActionsTooSmall {
		i.MaxActions = 5
	}
	return i
}

var newStates atomic.Uint64

func (g wgame) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	inner := seed
	if g.f == unstableNewState {
		inner += newStates.Add(1)
	}
	in, err := toy.Game{}.NewState(opts, inner)
	if err != nil {
		return nil, err
	}
	return &wstate{g: g, in: in, seed: seed, moves: make([]int, 2)}, nil
}

func init() {
	for f := range numFaults {
		engine.Register(wgame{f})
	}
}

type wstate struct {
	g       wgame
	in      engine.State
	seed    uint64
	moves   []int
	refused int
	rec     engine.Recorder
}

func (s *wstate) Game() engine.Game       { return s.g }
func (s *wstate) Options() engine.Options { return s.in.Options() }
func (s *wstate) Seed() uint64            { return s.seed }
func (s *wstate) NumPlayers() int         { return 2 }
func (s *wstate) Terminal() bool          { return s.in.Terminal() }
func (s *wstate) History() []engine.Action {
	return s.in.History()
}

func (s *wstate) CurrentPlayer() int {
	if s.g.f == playerAtEnd && s.in.Terminal() {
		return 0
	}
	return s.in.CurrentPlayer()
}

func (s *wstate) Legal(dst []engine.Action) []engine.Action {
	l := s.in.Legal(nil)
	switch s.g.f {
	case unsortedLegal:
		for i, j := 0, len(l)-1; i < j; i, j = i+1, j-1 {
			l[i], l[j] = l[j], l[i]
		}
	case duplicateLegal:
		if len(l) > 0 {
			l = append(l, l[len(l)-1])
		}
	case legalIgnoresDst:
		return append(dst, l...)
	case legalRefused:
		if len(l) > 0 {
			l = append(l, 100)
		}
	}
	return append(dst[:0], l...)
}

func (s *wstate) Apply(a engine.Action) error {
	p := s.in.CurrentPlayer()
	if s.g.f == acceptsIllegal && a == math.MinInt32 {
		return nil
	}
	if err := s.in.Apply(a); err != nil {
		switch s.g.f {
		case illegalMutates:
			s.refused++
		case illegalPlainError:
			return errors.New("no")
		case panicsOnIllegal:
			panic("refused")
		}
		return err
	}
	s.moves[p]++
	return nil
}

func (s *wstate) Scores() []engine.Score {
	sc := s.in.Scores()
	if s.g.f == badScoreParts {
		sc[0].Total++
	}
	return sc
}

func (s *wstate) Winners() []int {
	if s.g.f == earlyWinners && !s.in.Terminal() {
		return []int{}
	}
	return s.in.Winners()
}

func (s *wstate) Clone() engine.State {
	c := *s
	c.in = s.in.Clone()
	if s.g.f != sharedClone {
		c.moves = append([]int(nil), s.moves...)
	}
	c.rec = nil
	if s.g.f == cloneKeepsRecorder {
		c.SetRecorder(s.rec)
	}
	return &c
}

func (s *wstate) ActionString(a engine.Action) string {
	if s.g.f == sameActionString {
		return "bid"
	}
	return s.in.ActionString(a)
}

func (s *wstate) String() string {
	return fmt.Sprintf("%smoves %v refused %d\n", s.in.String(), s.moves, s.refused)
}

func (s *wstate) Determinize(viewer int, rng *engine.RNG) engine.State {
	switch s.g.f {
	case determinizeAliases:
		return s
	case determinizeForgetsHistory:
		n, _ := s.g.NewState(s.Options(), s.seed)
		return n
	}
	c := s.Clone().(*wstate)
	c.in = s.in.Determinize(viewer, rng)
	return c
}

func (s *wstate) SetRecorder(r engine.Recorder) {
	s.rec = r
	if s.g.f != noEvents {
		s.in.SetRecorder(r)
	}
}

// PublicString shows what both seats see; the leaky version shows the
// toy's String, which holds seat 0's sealed bid.
func (s *wstate) PublicString(viewer int) string {
	if s.g.f == leakyPublicString {
		return s.in.String()
	}
	return fmt.Sprintf("to play %d scores %v moves %v", s.CurrentPlayer(), s.Scores(), s.moves)
}

var _ enginetest.PublicStringer = (*wstate)(nil)

func TestSoundWrapperConforms(t *testing.T) {
	cfg := enginetest.Config{Options: toyOptions, Playouts: 10, Seed: 7}
	if err := enginetest.Check(wgame{sound}, cfg); err != nil {
		t.Fatal(err)
	}
	for _, in := range enginetest.Corpus(wgame{sound}, toyOptions) {
		if err := enginetest.FuzzBytes(wgame{sound}, toyOptions, in); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSuiteCatchesFaults shows each check can fail: every broken wrapper is
// reported, with a message naming its fault.
func TestSuiteCatchesFaults(t *testing.T) {
	tests := []struct {
		f    fault
		want string
		// fuzz: the fuzz body must catch it too on the seed corpus.
		fuzz bool
	}{
		{unsortedLegal, "not sorted", true},
		{duplicateLegal, "without duplicates", true},
		{legalIgnoresDst, "dst[:0]", true},
		{illegalMutates, "changed the state", true},
		{illegalPlainError, "does not wrap engine.ErrIllegal", true},
		{acceptsIllegal, "was accepted", true},
		{panicsOnIllegal, "panic: refused", true},
		{sharedClone, "changed the original", true},
		{cloneKeepsRecorder, "Clone must not copy it", false},
		{noEvents, "reported no event", false},
		{badScoreParts, "is not the sum", true},
		{earlyWinners, "before the end", true},
		{sameActionString, "share ActionString", true},
		{maxActionsTooSmall, "beyond Info().MaxActions", true},
		{determinizeAliases, "playing on the copy changed the original", true},
		{determinizeForgetsHistory, "Determinize(", true},
		{leakyPublicString, "PublicString(1) changed", true},
		{unstableNewState, "same seed differ", false},
		{playerAtEnd, "want engine.Terminal", true},
		{legalRefused, "legal action 100 (bid 100) refused", false},
	}
	if len(tests) != int(numFaults)-1 {
		t.Fatalf("%d faults tested, %d defined", len(tests), numFaults-1)
	}
	cfg := enginetest.Config{Options: toyOptions, Playouts: 4, Seed: 3}
	for _, tc := range tests {
		g := wgame{tc.f}
		t.Run(g.Info().Name, func(t *testing.T) {
			err := enginetest.Check(g, cfg)
			if err == nil {
				t.Fatal("Check found nothing")
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check error does not say %q:\n%v", tc.want, err)
			}
			if !tc.fuzz {
				return
			}
			for _, in := range enginetest.Corpus(g, toyOptions) {
				if err := enginetest.FuzzBytes(g, toyOptions, in); err != nil {
					if !strings.Contains(err.Error(), tc.want) {
						t.Fatalf("FuzzBytes error does not say %q:\n%v", tc.want, err)
					}
					return
				}
			}
			t.Fatal("FuzzBytes found nothing on the seed corpus")
		})
	}
}

// A fresh match that replays differently is caught by the replay and save
// checks too, not only by the NewState comparison: play one playout that
// skips nothing and look for either message.
func TestUnstableReplayIsReported(t *testing.T) {
	err := enginetest.FuzzBytes(wgame{unstableNewState}, toyOptions, []byte{0, 5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	if err == nil {
		t.Fatal("FuzzBytes found nothing")
	}
	if s := err.Error(); !strings.Contains(s, "save round trip") && !strings.Contains(s, "replay") {
		t.Fatalf("unexpected error: %v", err)
	}
}

func TestPlayoutIsReproducible(t *testing.T) {
	cfg := enginetest.Config{}
	a := enginetest.Playout(wgame{illegalMutates}, cfg, nil, 11)
	b := enginetest.Playout(wgame{illegalMutates}, cfg, nil, 11)
	if a == nil || b == nil || a.Error() != b.Error() {
		t.Fatalf("the same playout failed differently:\n%v\n%v", a, b)
	}
	if !strings.Contains(a.Error(), "seed 11") {
		t.Fatalf("the error does not name the seed: %v", a)
	}
}

// BenchmarkPlayout measures the suite's own speed on the toy (13 cards, 26
// actions a match): states checked per second.
func BenchmarkPlayout(b *testing.B) {
	opts := engine.Options{"cards": "13"}
	states := 0
	for i := 0; b.Loop(); i++ {
		if err := enginetest.Playout(toy.Game{}, enginetest.Config{}, opts, uint64(i)); err != nil {
			b.Fatal(err)
		}
		states += 27
	}
	b.ReportMetric(float64(states)/b.Elapsed().Seconds(), "states/s")
}
