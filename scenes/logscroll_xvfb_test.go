package scenes

// The log strip scrolls and keeps the whole game (issue 22): the wheel,
// a drag and the header's arrows reach its first line after a long game;
// scrolled up, new lines do not move it and a band says they came.

import (
	"os"
	"path/filepath"
	"testing"

	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/session"

	_ "nilegames/scenes/imhotepview"
)

// longMatch opens an Imhotep match (two people at the screen) after moves
// moves played at once, in lang.
func longMatch(t *testing.T, lang string, moves int) (*harness, *MatchScene) {
	t.Helper()
	sp := &session.Spec{Game: "imhotep", Seed: 11, Seats: []session.SeatSpec{
		{Name: "Ada", Color: "black", Kind: session.Human}, {Name: "Bob", Color: "white", Kind: session.Human}}}
	s, _ := savedMatch(t, sp, moves)
	h := newHarness(t, nil, Config{Lang: lang})
	h.app.SetLang(lang)
	h.settle()
	if err := h.app.ResumeMatch(s); err != nil {
		t.Fatal(err)
	}
	h.settle()
	return h, h.match()
}

// shownLines are the first and last log lines the strip shows.
func shownLines(t *testing.T, m *MatchScene) (first, last int) {
	t.Helper()
	rows := m.logRows()
	if len(rows) == 0 {
		t.Fatal("the log shows no line")
	}
	return rows[0].line, rows[len(rows)-1].line
}

func (h *harness) wheel(p geom.Point, dy float64) {
	h.in.Frame(input.Intent{Kind: input.Wheel, X: p.X, Y: p.Y, DY: dy})
	h.run(1)
}

// After a long game the wheel over the log goes back to the game's first
// line, and down again to the newest, which the log then follows.
func TestLogWheelReachesTheFirstLine(t *testing.T) {
	h, m := longMatch(t, "en", 90)
	n := len(m.log)
	if n < 100 {
		t.Fatalf("only %d log lines: the game is too short for this test", n)
	}
	first, last := shownLines(t, m)
	if last != n-1 || first == 0 {
		t.Fatalf("at the start the log shows lines %d..%d of %d", first, last, n)
	}
	c := m.lay.Log.Center()
	// Up, a notch at a time: each one shows earlier lines, until the first.
	notches := 0
	for first > 0 {
		h.wheel(c, 1)
		notches++
		f2, _ := shownLines(t, m)
		if f2 >= first {
			t.Fatalf("notch %d: the first line shown went from %d to %d", notches, first, f2)
		}
		first = f2
		if notches > n {
			t.Fatal("the wheel never reaches the first line")
		}
	}
	rows := m.logRows()
	if rows[0].text[0] != m.logWrap(0)[0] {
		t.Errorf("the top row says %q, the game's first line %q", rows[0].text[0], m.log[0].text)
	}
	if m.logNewerCount() == 0 {
		t.Error("scrolled to the top, no newer lines are counted")
	}
	// Further up changes nothing.
	h.wheel(c, 3)
	if f, _ := shownLines(t, m); f != 0 {
		t.Errorf("past the top the log shows from line %d", f)
	}
	if dir := os.Getenv("MENU_SHOTS"); dir != "" {
		shot(t, h, filepath.Join(dir, "log_top_en.png"))
	}
	// The wheel outside the log does not scroll it.
	h.wheel(geom.Pt(m.lay.Board.Center().X, m.lay.Board.Center().Y), -5)
	if f, _ := shownLines(t, m); f != 0 {
		t.Errorf("the wheel over the board scrolled the log to line %d", f)
	}
	// Down to the newest: the log follows again.
	for i := 0; i < n && !m.logFollows(); i++ {
		h.wheel(c, -1)
	}
	if _, l := shownLines(t, m); l != n-1 || !m.logFollows() || m.logNewerCount() != 0 {
		t.Errorf("back down the log shows up to line %d of %d (follows %v)", l, n, m.logFollows())
	}
}

// Scrolled up, the lines shown stay while new ones come, and the band at
// the foot counts them; a click on it goes back to the newest. At the
// bottom, new lines show at once.
func TestLogStaysWhereScrolledAndTellsOfNewerLines(t *testing.T) {
	h, m := longMatch(t, "en", 60)
	c := m.lay.Log.Center()
	h.wheel(c, 3)
	first, last := shownLines(t, m)
	newer := m.logNewerCount()
	if newer == 0 || last >= len(m.log)-1 {
		t.Fatalf("the wheel did not scroll up: lines %d..%d of %d", first, last, len(m.log))
	}
	n0 := len(m.log)
	for len(m.log) == n0 {
		h.playHuman()
		h.settle()
	}
	if f, l := shownLines(t, m); f != first || l != last {
		t.Errorf("new lines moved the log from %d..%d to %d..%d", first, last, f, l)
	}
	if got := m.logNewerCount(); got != newer+len(m.log)-n0 {
		t.Errorf("%d newer lines counted, want %d", got, newer+len(m.log)-n0)
	}
	if dir := os.Getenv("MENU_SHOTS"); dir != "" {
		shot(t, h, filepath.Join(dir, "log_newer_en.png"))
	}
	h.tap(m.logNewerRect().Center())
	if !m.logFollows() {
		t.Fatal("a click on the band of newer lines did not go back down")
	}
	n1 := len(m.log)
	for len(m.log) == n1 {
		h.playHuman()
		h.settle()
	}
	if _, l := shownLines(t, m); l != len(m.log)-1 {
		t.Errorf("at the bottom the log shows up to line %d of %d", l, len(m.log))
	}
}

// A finger dragged down the lines shows earlier ones (touch has no
// wheel), and the header's arrows scroll a page either way.
func TestLogDragAndArrows(t *testing.T) {
	h, m := longMatch(t, "fr", 60)
	n := len(m.log)
	body := m.logLinesRect()
	p := geom.Pt(body.Center().X, body.Y+20)
	first0, _ := shownLines(t, m)
	h.in.Frame(input.Intent{Kind: input.Move, X: p.X, Y: p.Y, Touch: true}, input.Intent{Kind: input.Press, X: p.X, Y: p.Y, Touch: true})
	h.run(1)
	for dy := 20.0; dy <= 120; dy += 20 {
		h.in.Frame(input.Intent{Kind: input.Move, X: p.X, Y: p.Y + dy, Touch: true})
		h.run(1)
	}
	h.in.Frame(input.Intent{Kind: input.Release, X: p.X, Y: p.Y + 120, Touch: true})
	h.run(1)
	first1, _ := shownLines(t, m)
	if first1 >= first0 || m.logFollows() {
		t.Fatalf("a drag down did not show earlier lines: first %d, then %d", first0, first1)
	}
	if m.logPin >= 0 {
		t.Errorf("the drag pinned line %d", m.logPin)
	}
	h.tap(m.logArrow(logUp).Center())
	first2, _ := shownLines(t, m)
	if first2 >= first1 {
		t.Errorf("the up arrow: first line %d, then %d", first1, first2)
	}
	if dir := os.Getenv("MENU_SHOTS"); dir != "" {
		shot(t, h, filepath.Join(dir, "log_scrolled_fr.png"))
	}
	for i := 0; i < n && !m.logFollows(); i++ {
		h.tap(m.logArrow(logDown).Center())
	}
	if !m.logFollows() {
		t.Error("the down arrow never gets back to the newest line")
	}
}
