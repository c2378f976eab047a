package scenes

import (
	"math/rand/v2"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/scenes/session"
)

// The summaries of a real game: at Tekhenu's Scorings and at the end of
// each Pharaon round, whatever the number of players (issue 22).

// playNoting plays random human moves and lets the bots play until stop,
// handing each summary that shows to note.
func (h *harness) playNoting(rng *rand.Rand, stop func() bool, note func(*roundSummary)) {
	h.t.Helper()
	m := h.match()
	var last *roundSummary
	for i := 0; i < 400000; i++ {
		if m.summary != nil && m.summary != last {
			last = m.summary
			note(last)
		}
		if stop() {
			return
		}
		if m.Session().Terminal() {
			h.t.Fatal("the game ended first")
		}
		if m.Session().HumanToAct() && !m.Busy() && m.Handoff() < 0 {
			h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.IntN(len(l))] })
			continue
		}
		h.run(1)
	}
}

// moveOf is the first move whose events hold one that is does.
func moveOf(s *session.Session, is func(engine.Event) bool) int {
	for i := 0; i < s.Moves(); i++ {
		for _, e := range s.Events(i) {
			if is(e) {
				return i
			}
		}
	}
	return -1
}

// Tekhenu has Scorings, not rounds: the summary comes when the first
// Scoring is over, says so, and gives each player the VP the engine
// reports from the Scoring's start to its end.
func TestTekhenuScoringSummary(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: tekhenuSpec(5, nil, session.Human, session.Automaton)}})
	h.settle()
	m := h.match()
	ended := func(e engine.Event) bool { se, ok := e.(tekhenu.ScoringEnded); return ok && se.Scoring == 1 }
	var got *roundSummary
	h.playNoting(rand.New(rand.NewPCG(5, 6)), func() bool { return got != nil || moveOf(m.Session(), ended) >= 0 && m.Session().HumanToAct() }, func(s *roundSummary) {
		if moveOf(m.Session(), ended) >= 0 {
			got = s
		} else {
			t.Errorf("a summary before the Scoring's end: %q %v", m.summaryTitle(), s.pts)
		}
	})
	if got == nil {
		t.Fatal("no summary after the first Scoring")
	}
	if title, want := m.summaryTitle(), h.app.T("tekhenu.anim.scoring_summary", "n", 1); title != want {
		t.Errorf("title %q, want %q", title, want)
	}
	from := moveOf(m.Session(), func(e engine.Event) bool { _, ok := e.(tekhenu.ScoringStarted); return ok })
	to := moveOf(m.Session(), ended)
	want := make([]int, 2)
	for i := from; i <= to; i++ {
		for _, e := range m.Session().Events(i) {
			if v, ok := e.(tekhenu.VPChanged); ok {
				want[v.Player] += v.Delta
			}
		}
	}
	if len(got.pts) != 2 || got.pts[0] != want[0] || got.pts[1] != want[1] || want[0]+want[1] == 0 {
		t.Errorf("summary %v, the Scoring gave %v (moves %d to %d)", got.pts, want, from, to)
	}
}

// Pharaon at 3 players sums up round 1 as the solo game does. There the
// round ends in a bot's move, and the bots' next moves kept the board
// busy, when the card does not show: it must stay its time on screen
// before play goes on.
func TestPharaonRoundSummaryThreePlayers(t *testing.T) {
	for _, sp := range []*session.Spec{
		pharaonSpec(3, nil, session.Human, "random", "random"),
		pharaonSpec(3, engine.Options{"traitor": "2"}, session.Human, session.Automaton),
	} {
		h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: sp}})
		h.settle()
		m := h.match()
		ended := func(e engine.Event) bool { re, ok := e.(pharaon.RoundEnded); return ok && re.Round == 1 }
		var got *roundSummary
		h.playNoting(rand.New(rand.NewPCG(7, 8)), func() bool {
			return got != nil || m.Session().State().(*pharaon.State).Round() >= 3
		}, func(s *roundSummary) {
			if moveOf(m.Session(), ended) >= 0 {
				got = s
			}
		})
		if got == nil || got.round != 1 || len(got.pts) != len(sp.Seats) {
			t.Fatalf("%d seats: round 1's summary %+v", len(sp.Seats), got)
		}
		if title, want := m.summaryTitle(), h.app.T("match.round_end", "n", 1); title != want {
			t.Errorf("%d seats: title %q, want %q", len(sp.Seats), title, want)
		}
		// Shown (the board still), until it goes or the next move.
		n, shown := m.Session().Moves(), 0
		for i := 0; i < 100*summaryTicks && m.summary == got && m.Session().Moves() == n; i++ {
			h.run(1)
			if m.summary == got && !m.Busy() && m.Handoff() < 0 {
				shown++
			}
		}
		if shown < summaryTicks-1 {
			t.Errorf("%d seats: the summary showed %d frames before move %d, want %d", len(sp.Seats), shown, m.Session().Moves(), summaryTicks)
		}
	}
}
