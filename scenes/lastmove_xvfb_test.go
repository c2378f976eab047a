package scenes

import (
	"image"
	"testing"

	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
)

// The last-move marks and the log's pointing with the real views: what a
// bot just did is marked on the board until the human acts.

// diffIn counts the pixels of r that differ between a and b.
func diffIn(a, b *image.RGBA, r image.Rectangle) int {
	r = r.Intersect(a.Bounds())
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if absDiff(p.R, q.R)+absDiff(p.G, q.G)+absDiff(p.B, q.B) > 24 {
				n++
			}
		}
	}
	return n
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// withoutMarks is the picture the match would show with no marks.
func (h *harness) withoutMarks() *image.RGBA {
	m := h.match()
	saved := m.marks
	m.marks = nil
	h.app.Invalidate()
	img := h.snapshot()
	m.marks = saved
	h.app.Invalidate()
	return img
}

// botPlaces are the places of the moves made since the human last acted.
func botPlaces(t *testing.T, m *MatchScene, human int) []gameview.Place {
	t.Helper()
	s := m.Session()
	pl := m.View().(gameview.Placer)
	var out []gameview.Place
	for i := s.Moves() - 1; i >= 0 && s.Actor(i) != human; i-- {
		for _, e := range s.Events(i) {
			out = append(out, pl.Places(e)...)
		}
	}
	return out
}

func lastMoveMarks(t *testing.T, spec *session.Spec) {
	h := newHarness(t, nil, Config{ThinkIterations: 16, Start: Start{Scene: "match", Match: spec}})
	h.settle()
	m := h.match()
	s := m.Session()
	// Play until a bot has moved since the human's last action.
	for i := 0; ; i++ {
		h.waitHuman()
		if n := s.Moves(); n > 0 && s.Actor(n-1) != 0 && len(botPlaces(t, m, 0)) > 0 {
			break
		}
		if i > 40 {
			t.Fatal("no bot move touched the board")
		}
		h.playHuman()
	}
	h.run(2)
	places := botPlaces(t, m, 0)
	if len(m.marks) == 0 {
		t.Fatalf("no marks after the bot moved (places %v)", places)
	}
	marked, bare := h.snapshot(), h.withoutMarks()
	hit := 0
	for _, p := range places {
		r := rectOf(p.R.Inset(-markPad - 6))
		if !rectOf(m.lay.Board).Overlaps(r) {
			t.Errorf("place %v is off the board %v", p.R, m.lay.Board)
			continue
		}
		if diffIn(marked, bare, r) > 40 {
			hit++
		}
	}
	if hit == 0 {
		t.Errorf("none of the bot's %d places is marked on the picture", len(places))
	}
	// The human acts: the marks go.
	h.playHuman()
	after := h.snapshot()
	if len(m.marks) != 0 && s.Actor(s.Moves()-1) == 0 {
		t.Fatalf("marks stay after the human acted: %+v", m.marks)
	}
	if d := diffIn(after, h.withoutMarks(), rectOf(m.lay.Board)); d != 0 {
		t.Errorf("marks still drawn after the human acted: %d pixels", d)
	}
}

func logHoverPoints(t *testing.T, spec *session.Spec) {
	h := newHarness(t, nil, Config{ThinkIterations: 16, Start: Start{Scene: "match", Match: spec}})
	h.settle()
	m := h.match()
	for i := 0; len(botPlaces(t, m, 0)) == 0; i++ {
		if i > 40 {
			t.Fatal("no bot move touched the board")
		}
		h.playHuman()
		h.waitHuman()
	}
	m.marks = nil // only the hover draws
	var row logRow
	var want []gameview.Place
	for _, r := range m.logRows() {
		l := m.log[r.line]
		if m.Session().Actor(l.move) == 1 && l.ev != nil {
			if ps := m.View().(gameview.Placer).Places(l.ev); len(ps) > 0 {
				row, want = r, ps
			}
		}
	}
	if row.r.W == 0 {
		t.Fatal("no log line of the bot that touches the board")
	}
	h.in.MoveTo(1500, 120)
	h.run(1)
	before := h.snapshot()
	p := row.r.Center()
	h.in.MoveTo(p.X, p.Y)
	h.run(1)
	if m.logHover != row.line {
		t.Fatalf("hovered line %d, want %d", m.logHover, row.line)
	}
	hover := h.snapshot()
	for _, pl := range want {
		if d := diffIn(before, hover, rectOf(pl.R.Inset(-markPad-6))); d < 40 {
			t.Errorf("hovering %q does not point at %v: %d pixels changed", m.log[row.line].text, pl.R, d)
		}
	}
}

// soloLastMoveMarks: the automaton's plays (the entry's Solo.Plays) in
// the human's last move are marked on the picture.
func soloLastMoveMarks(t *testing.T, spec *session.Spec) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: spec}})
	h.settle()
	m := h.match()
	s := m.Session()
	pl := m.View().(gameview.Placer)
	plays := m.entry.Solo.Plays
	// The places of the automaton's plays in the last move.
	botPlaces := func() []gameview.Place {
		var out []gameview.Place
		if n := s.Moves(); n > 0 {
			for _, e := range s.Events(n - 1) {
				if plays(e) {
					out = append(out, pl.Places(e)...)
				}
			}
		}
		return out
	}
	for i := 0; len(botPlaces()) == 0; i++ {
		if i > 60 {
			t.Fatal("the automaton never touched the board")
		}
		h.playHuman()
		h.waitHuman()
	}
	h.run(2)
	if len(m.marks) == 0 {
		t.Fatalf("no marks after the automaton moved (places %v)", botPlaces())
	}
	marked, bare := h.snapshot(), h.withoutMarks()
	hit := 0
	for _, p := range botPlaces() {
		if diffIn(marked, bare, rectOf(p.R.Inset(-markPad-6))) > 40 {
			hit++
		}
	}
	if hit == 0 {
		t.Errorf("none of the automaton's %d places is marked", len(botPlaces()))
	}
}
