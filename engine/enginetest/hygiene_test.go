package enginetest_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// spyTB records a failure instead of failing the test.
type spyTB struct {
	testing.TB
	msg string
}

func (s *spyTB) Helper()                   {}
func (s *spyTB) Errorf(f string, a ...any) { s.msg = fmt.Sprintf(f, a...) }
func (s *spyTB) Fatalf(f string, a ...any) { s.Errorf(f, a...); runtime.Goexit() }
func (s *spyTB) Fatal(a ...any)            { s.msg = fmt.Sprint(a...); runtime.Goexit() }

// failure runs f with a spy and returns what it reported ("" if nothing).
func failure(t *testing.T, f func(tb testing.TB)) string {
	s := &spyTB{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(s)
	}()
	<-done
	return s.msg
}

func hiddenAt(t *testing.T, seed uint64, plies int) enginetest.HiddenState {
	return enginetest.RandomAt(t, wgame{sound}, nil, seed, plies).(enginetest.HiddenState)
}

func TestDeterminizeHygiene(t *testing.T) {
	s := hiddenAt(t, 3, 4)
	if msg := failure(t, func(tb testing.TB) {
		enginetest.DeterminizeHygiene(tb, s.Clone().(enginetest.HiddenState), s.Clone().(enginetest.HiddenState), s.CurrentPlayer(), 5, 50, "same")
	}); msg != "" {
		t.Errorf("two copies of one state: %s", msg)
	}
	// Another game shows the viewer other things: caught.
	o := hiddenAt(t, 4, 9)
	if msg := failure(t, func(tb testing.TB) {
		enginetest.DeterminizeHygiene(tb, s, o, s.CurrentPlayer(), 5, 50, "other game")
	}); msg == "" {
		t.Error("two different games passed")
	}
}

func TestSameDecisions(t *testing.T) {
	s := hiddenAt(t, 3, 4)
	o := s.Clone()
	first := func(_ string, x engine.State) engine.Action { return x.Legal(nil)[0] }
	if msg := failure(t, func(tb testing.TB) { enginetest.SameDecisions(tb, s, o, []string{"a"}, first, "same") }); msg != "" {
		t.Errorf("one choice: %s", msg)
	}
	// A bot that looks at which state it is given: caught, and named.
	peek := func(_ string, x engine.State) engine.Action {
		l := x.Legal(nil)
		if x == o {
			return l[len(l)-1]
		}
		return l[0]
	}
	if len(s.Legal(nil)) < 2 {
		t.Fatal("the position needs two actions")
	}
	if msg := failure(t, func(tb testing.TB) { enginetest.SameDecisions(tb, s, o, []string{"peeker"}, peek, "case") }); msg == "" {
		t.Error("a peeking bot passed")
	} else if !strings.HasPrefix(msg, "case peeker: decision changed") {
		t.Errorf("message %q", msg)
	}
}
