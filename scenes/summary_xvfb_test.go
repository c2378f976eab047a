package scenes

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/scenes/egiziaview"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
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
			h.playHumanWith(func(l []engine.Action) engine.Action { return clickable(m, l)[rng.IntN(len(clickable(m, l)))] })
			continue
		}
		h.run(1)
	}
}

// clickable are the actions of l the view's Prober can click (all of
// them, when it can click none: playHumanWith then says which failed).
// The summaries are what these tests check, not the picker.
func clickable(m *MatchScene, l []engine.Action) []engine.Action {
	var out []engine.Action
	for _, a := range l {
		if len(m.View().(gameview.Prober).ClickFor(a)) > 0 {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return l
	}
	return out
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
	// The Tekhenu Scoring summary's figures equal the score track's: a
	// row per source with the VP the track moved for it, and no other.
	bySource := map[string][]int{}
	for i := from; i <= to; i++ {
		for _, e := range m.Session().Events(i) {
			if v, ok := e.(tekhenu.VPChanged); ok {
				if bySource[v.Source] == nil {
					bySource[v.Source] = make([]int, 2)
				}
				bySource[v.Source][v.Player] += v.Delta
			}
		}
	}
	for src, pts := range bySource {
		if pts[0] == 0 && pts[1] == 0 {
			delete(bySource, src)
		}
	}
	if len(got.rows) != len(bySource) {
		t.Errorf("%d rows %+v, the track moved for %d sources %v", len(got.rows), got.rows, len(bySource), bySource)
	}
	for _, r := range got.rows {
		if w := bySource[r.source]; w == nil || r.pts[0] != w[0] || r.pts[1] != w[1] {
			t.Errorf("row %q: %v, the track moved %v", r.source, r.pts, w)
		}
		if !h.app.loc.Has(m.entry.Source + "." + r.source) {
			t.Errorf("row %q has no name", r.source)
		}
	}
	checkRowSums(t, got)
	for i := 0; i < 100*TPS && m.summary == got && !m.summaryOn(); i++ {
		h.run(1)
	}
	if !m.summaryOn() {
		t.Fatal("the Scoring's summary never showed")
	}
	saveShot(t, h, m, "tekhenu-scoring.png")
}

// checkRowSums fails unless each seat's rows add up to its points, and
// every row has points.
func checkRowSums(t *testing.T, s *roundSummary) {
	t.Helper()
	sum := make([]int, len(s.pts))
	for _, r := range s.rows {
		zero := true
		for i, v := range r.pts {
			sum[i] += v
			zero = zero && v == 0
		}
		if zero {
			t.Errorf("row %q is all zero", r.source)
		}
	}
	for i := range sum {
		if sum[i] != s.pts[i] {
			t.Errorf("seat %d: rows %+v sum to %d, points %d", i, s.rows, sum[i], s.pts[i])
		}
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

// The breakdown: rows by the parts' sources, or by the game's score
// events, each seat's rows adding up to its points, rows all zero left
// out, and what the events leave out in a row of its own.
func TestSummaryBreakdownSums(t *testing.T) {
	sc := func(parts ...engine.Part) engine.Score {
		s := engine.Score{Parts: parts}
		for _, p := range parts {
			s.Total += p.Points
		}
		return s
	}
	p := func(src string, v int) engine.Part { return engine.Part{Source: src, Points: v} }
	a := []engine.Score{sc(p("steps", 3), p("toll", -1)), sc(p("steps", 5), p("toll", -1))}
	b := []engine.Score{sc(p("steps", 7), p("toll", -1), p("finish", 3)), sc(p("steps", 5), p("toll", -2))}
	rows := rowsByParts(a, b)
	want := []summaryRow{{"steps", []int{4, 0}}, {"toll", []int{0, -1}}, {"finish", []int{3, 0}}}
	if fmt.Sprint(rows) != fmt.Sprint(want) {
		t.Errorf("by parts: %v, want %v", rows, want)
	}
	checkRowSums(t, &roundSummary{pts: []int{b[0].Total - a[0].Total, b[1].Total - a[1].Total}, rows: rows})

	read := func(e engine.Event) (int, string, int, bool) {
		s, ok := e.(scored)
		return s.seat, s.src, s.v, ok
	}
	moves := [][]engine.Event{{scored{0, "brick", 2}, scored{1, "feed", -3}}, {scored{0, "brick", 1}, scored{1, "coop", 3}, scored{0, "feed", 0}}}
	s := &roundSummary{pts: []int{5, 0}}
	s.rows = rowsByEvents(read, moves, s.pts)
	want = []summaryRow{{"brick", []int{3, 0}}, {"feed", []int{0, -3}}, {"coop", []int{0, 3}}, {"", []int{2, 0}}}
	if fmt.Sprint(s.rows) != fmt.Sprint(want) {
		t.Errorf("by events: %v, want %v", s.rows, want)
	}
	checkRowSums(t, s)
}

// The summary stays after summaryTicks while the human has not acted,
// and goes when the human plays (a click on the board, not on the card).
func TestSummaryStaysUntilTheHumanActs(t *testing.T) {
	raceRounds = true
	t.Cleanup(func() { raceRounds = false })
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	m := h.match()
	h.playHuman()
	h.waitHuman()
	s := m.summary
	if s == nil || !m.summaryOn() {
		t.Fatal("no summary at the end of the round")
	}
	h.run(3 * summaryTicks)
	if m.summary != s || !m.summaryOn() {
		t.Fatal("the summary went by itself")
	}
	// Enter closes it, and plays nothing.
	n := m.Session().Moves()
	h.in.KeyPress("Enter")
	h.run(1)
	if m.summary != nil || m.Session().Moves() != n {
		t.Fatalf("after Enter: summary %v, moves %d -> %d", m.summary != nil, n, m.Session().Moves())
	}
	// The next one goes when the human plays on the board.
	h.playHuman()
	h.waitHuman()
	if s = m.summary; s == nil || !m.summaryOn() {
		t.Fatal("no summary at the end of round 2")
	}
	h.run(3 * summaryTicks)
	if m.summary != s {
		t.Fatal("the second summary went by itself")
	}
	a := m.Session().Legal()[0]
	pts := m.View().(gameview.Prober).ClickFor(a)
	n = m.Session().Moves()
	for _, p := range pts {
		if m.summaryRect().Contains(p) {
			t.Fatalf("the move's click %v is on the card %v", p, m.summaryRect())
		}
		h.tap(p)
	}
	if m.Session().Moves() != n+1 {
		t.Fatalf("the click on the board did not play: %d moves, want %d", m.Session().Moves(), n+1)
	}
	if m.summary != nil {
		t.Error("the summary stays after the human played")
	}
}

// When a human's move ends the round and a bot plays next, the bot waits
// until the card has shown summaryTicks; the card stays after its move.
func TestSummaryHoldsTheBots(t *testing.T) {
	raceRounds = true
	t.Cleanup(func() { raceRounds = false })
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec("random", session.Human)}})
	h.settle()
	m := h.match()
	h.playHuman() // the bot's first move, then the human's ends lap 1
	if m.summary == nil {
		t.Fatal("no summary after the human's move that ends the lap")
	}
	n, shown := m.Session().Moves(), 0
	s := m.summary
	for i := 0; i < 10*summaryTicks && m.Session().Moves() == n; i++ {
		h.run(1)
		if m.summaryOn() {
			shown++
		}
	}
	if m.Session().Moves() != n+1 {
		t.Fatalf("the bot did not play: %d moves, want %d", m.Session().Moves(), n+1)
	}
	if shown < summaryTicks-1 {
		t.Errorf("the bot played after the card showed %d frames, want %d", shown, summaryTicks)
	}
	for i := 0; i < 2*TPS && m.Busy(); i++ {
		h.run(1)
	}
	if m.summary != s || !m.summaryOn() {
		t.Error("the bot's move closed the summary")
	}
}

// Egizia at 2 and 4 players: rounds 1 and 2 each end with their summary,
// shown before any move of the next round, off the pyramid, its rows
// adding up to the points, as many as the score track moved.
func TestEgiziaRoundSummaryEachRound(t *testing.T) {
	for _, kinds := range [][]string{{session.Human, "random"}, {session.Human, "random", "random", "random"}} {
		h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: egiziaSpec(11, kinds...)}})
		h.settle()
		m := h.match()
		np := len(kinds)
		pyramid := egiziaview.Layout(np).Pyramid.R
		rng := rand.New(rand.NewPCG(3, uint64(np)))
		checked, pending, seen := 0, -1, map[int]bool{}
		for i := 0; i < 400000 && len(seen) < 2; i++ {
			for ; checked < m.Session().Moves(); checked++ {
				for _, e := range m.Session().Events(checked) {
					if rc, ok := e.(egizia.RiverCleared); ok {
						if pending >= 0 {
							t.Fatalf("%dp: round ended at move %d, no summary for the one at move %d", np, checked, pending)
						}
						pending = checked
						if rc.Round != len(seen)+1 {
							t.Fatalf("%dp: round %d ended, want %d", np, rc.Round, len(seen)+1)
						}
					}
				}
			}
			if pending >= 0 && m.Session().Moves() > pending+1 {
				t.Fatalf("%dp: move %d played before the summary of the round ended at move %d", np, m.Session().Moves()-1, pending)
			}
			if pending >= 0 && m.summaryOn() {
				s := m.summary
				if s.round != len(seen)+1 {
					t.Errorf("%dp: summary of round %d, want %d", np, s.round, len(seen)+1)
				}
				checkRowSums(t, s)
				from := 0
				if len(seen) > 0 {
					from = moveOf(m.Session(), func(e engine.Event) bool { rc, ok := e.(egizia.RiverCleared); return ok && rc.Round == 1 }) + 1
				}
				track := make([]int, np)
				for k := from; k <= pending; k++ {
					for _, e := range m.Session().Events(k) {
						if sc, ok := e.(egizia.Scored); ok {
							track[sc.Player] += sc.Points
						}
					}
				}
				if fmt.Sprint(track) != fmt.Sprint(s.pts) {
					t.Errorf("%dp round %d: summary %v, the track moved %v", np, s.round, s.pts, track)
				}
				for _, r := range s.rows {
					if r.source == "" || !h.app.loc.Has(m.entry.Source+"."+r.source) {
						t.Errorf("%dp: row %q has no name", np, r.source)
					}
				}
				if r := m.summaryRect(); !r.Intersect(pyramid).Empty() {
					t.Errorf("%dp: the summary %v covers the pyramid %v", np, r, pyramid)
				}
				seen[s.round] = true
				pending = -1
				saveShot(t, h, m, fmt.Sprintf("egizia-%dp-round%d.png", np, s.round))
			}
			if m.Session().Terminal() {
				t.Fatalf("%dp: the game ended", np)
			}
			if m.Session().HumanToAct() && !m.Busy() && m.Handoff() < 0 && pending < 0 {
				h.playHumanWith(func(l []engine.Action) engine.Action { return l[rng.IntN(len(l))] })
				continue
			}
			h.run(1)
		}
		if len(seen) < 2 {
			t.Errorf("%dp: summaries seen %v", np, seen)
		}
		t.Logf("%dp: %d moves, seen %v", np, m.Session().Moves(), seen)
	}
}

// scored is a score event of TestSummaryBreakdownSums.
type scored struct {
	seat int
	src  string
	v    int
}

func (scored) EventName() string { return "scored" }

// summaryPixels counts the pixels of the summary card's place that the
// card changes: drawn with it, then without.
func summaryPixels(h *harness, m *MatchScene) int {
	h.t.Helper()
	r := rectOf(m.summaryRect())
	snap := func() *image.RGBA {
		m.lastDst = nil // all of it painted, not what changed
		return h.snapshot()
	}
	with := snap()
	s := m.summary
	m.summary = nil
	without := snap()
	m.summary = s
	snap()
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if with.RGBAAt(x, y) != without.RGBAAt(x, y) {
				n++
			}
		}
	}
	return n
}

// The Egizia summary with every source the round can name, four players
// with the longest default names, in English and in French: no label is
// dropped or cut, the card stays off the pyramid. SUMMARY_SHOTS=dir
// saves the pictures.
func TestEgiziaSummaryLabelsFit(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		h := newHarness(t, nil, Config{Settings: storage.DefaultSettings(lang), Start: Start{Scene: "match", Match: egiziaSpec(11, session.Human, "random", "random", "random")}})
		h.settle()
		m := h.match()
		for i := range m.env.Seats {
			m.env.Seats[i].Name = h.app.T("names.bot" + fmt.Sprint(i+1))
		}
		var all []summaryRow
		prefix := m.entry.Source + "."
		for _, k := range h.app.loc.Keys() {
			if src, ok := strings.CutPrefix(k, prefix); ok {
				all = append(all, summaryRow{source: src, pts: []int{len(all) + 1, -2, 0, 12}})
			}
		}
		all = append(all, summaryRow{source: "", pts: []int{0, 0, 1, 0}})
		if len(all) < 15 {
			t.Fatalf("%s: %d sources", lang, len(all))
		}
		// Ten rows a card: more than a round gives.
		for k := 0; k < len(all); k += 10 {
			s := &roundSummary{round: 1, key: "match.round_end", args: []any{"n", 1}, pts: make([]int, 4), shown: true}
			s.rows = all[k:min(k+10, len(all))]
			for _, row := range s.rows {
				for i, v := range row.pts {
					s.pts[i] += v
				}
			}
			m.summary = s
			img := render.NewCanvas(1920, 1080)
			m.a.sprites = render.NewSprites() // fresh caches: every label drawn
			viewtest.NoLabelDropped(t, lang+" summary", func() { m.drawSummary(img) })
			r, _, shown := m.summaryLayout()
			if shown != len(s.rows) {
				t.Errorf("%s: %d rows of %d shown", lang, shown, len(s.rows))
			}
			if p := egiziaview.Layout(4).Pyramid.R; !r.Intersect(p).Empty() {
				t.Errorf("%s: the summary %v covers the pyramid %v", lang, r, p)
			}
			if r.Y < m.lay.Side.Y || r.Bottom() > m.lay.Log.Y || r.Right() > m.lay.Side.Right() {
				t.Errorf("%s: the summary %v leaves the side above the log %v", lang, r, m.lay.Side)
			}
		}
		m.summary.rows = all[:7]
		m.summary.pts = []int{0, 0, 0, 0}
		for _, row := range m.summary.rows {
			for i, v := range row.pts {
				m.summary.pts[i] += v
			}
		}
		saveShot(t, h, m, "egizia-summary-"+lang+".png")

	}
}

// saveShot saves the screen as name under $SUMMARY_SHOTS, when set.
func saveShot(t *testing.T, h *harness, m *MatchScene, name string) {
	dir := os.Getenv("SUMMARY_SHOTS")
	if dir == "" {
		return
	}
	m.lastDst = nil // all of it painted
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, h.snapshot()); err != nil {
		t.Fatal(err)
	}
}
