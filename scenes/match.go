package scenes

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/layout"
	"nilegames/scenes/session"
)

// logLine is one sentence of the game log, the move that produced it and
// its event (hovering the line points at the places the event names).
type logLine struct {
	move int
	text string
	ev   engine.Event
}

// MatchScene plays one match of any game: it owns the session (state,
// seats, undo, autosave) and draws the top bar, the players' panels and the
// log around the game's view.
type MatchScene struct {
	a     *App
	s     *session.Session
	entry gameview.Entry
	env   *gameview.Env
	view  gameview.View
	ui    ui
	lay   layout.Match

	logOpen bool
	log     []logLine

	busy    bool    // the view animates
	busyFor float64 // seconds the current animation has played
	skipOn  bool    // the status band offers to skip it
	viewer  int
	handoff int // seat to hand the screen to before it plays; -1 none

	tip      []string
	tipBox   geom.Rect
	indState int // AI indicator state last drawn
	prompt   string
	infoR    [8]geom.Rect  // where each panel says who plays
	lastDst  *ebiten.Image // where the last picture went
	// The picture as display lists: the base (redrawn when stale), this
	// frame's and the last frame's, and where they differ.
	base, cur, prev render.List
	damage          []image.Rectangle
	viewImg         *ebiten.Image // for views that cannot draw into a list
	thought         bool          // the bot had its slice since the last draw
	heldLog         int           // 1 + the last move, whose lines wait for the final animation; 0 none
	drawnD          float64       // the density of the last picture

	errMsg   string
	errUntil uint64

	// Following the opponents (follow.go).
	marks     []mark
	scores    [][]engine.Score // the scores after each number of moves
	since     int              // the first move marked
	logHover  int              // the log line under the pointer, -1 none
	logPin    int              // the log line clicked, -1 none
	logPlaces []gameview.Place
	summary   *roundSummary
	paceUntil uint64 // no bot move before this tick
	aiMove    int    // the last bot move, told in the status band; -1 none
	warn      bool   // the status band shows a refusal
	refusal   string // why the last click was refused
	refUntil  uint64
	paused    bool
	swallow   bool // the pointer closed the summary: its click is not the board's
	// skipClick: the press held down finished an animation and goes on to
	// the board; a click of it on nothing is no refusal.
	skipClick bool
	// The tooltip: the pointer, stale after a change of what it shows,
	// held hidden after a click until the pointer moves.
	pointer geom.Point
	// The top bar's free band between its buttons (kept while paused).
	barLeft, barRight float64
	tipStale, tipHeld bool
	// The log's scrolling (logscroll.go).
	logScroll logScroll
}

// NewMatch opens the match scene on a session.
func NewMatch(a *App, s *session.Session, e gameview.Entry) *MatchScene {
	m := &MatchScene{a: a, s: s, entry: e, logOpen: true, handoff: -1, logHover: -1, logPin: -1, aiMove: -1}
	m.env = &gameview.Env{Loc: a.loc, Speed: a.Speed(), Sprites: a.sprites, Patterns: a.settings.Patterns}
	for _, sp := range s.Spec().Seats {
		m.env.Seats = append(m.env.Seats, gameview.Seat{Name: localName(a, sp.Name), Color: colorByName(sp.Color), Human: sp.Kind == session.Human})
	}
	m.view = e.NewView(m.env)
	m.relayout()
	m.viewer, m.handoff = s.Viewer(e.Hidden)
	m.view.Sync(s.State(), nil, m.viewer)
	m.rebuildLog()
	m.initScores()
	m.synced()
	return m
}

// localName is a seat's name in the app's language: a default name ("Player
// 2", "Joueur 2") follows the language, a name the player typed stays.
func localName(a *App, name string) string {
	for n := 1; n <= 8; n++ {
		for _, b := range otherBundles() {
			if name == b.T("menu.player_name", "n", n) {
				return a.T("menu.player_name", "n", n)
			}
		}
	}
	return name
}

var (
	bundlesOnce sync.Once
	bundles     []*locales.Bundle
)

// otherBundles are the strings of every language, loaded once.
func otherBundles() []*locales.Bundle {
	bundlesOnce.Do(func() {
		for _, l := range locales.Languages {
			if b, err := locales.Load(l); err == nil {
				bundles = append(bundles, b)
			}
		}
	})
	return bundles
}

// colorByName maps a saved colour name back to a PlayerColor.
func colorByName(name string) render.PlayerColor {
	for c := render.Black; c <= render.Purple; c++ {
		if c.String() == name {
			return c
		}
	}
	return render.Black
}

// Session is the match being played.
func (m *MatchScene) Session() *session.Session { return m.s }

// View is the game's view.
func (m *MatchScene) View() gameview.View { return m.view }

// Entry is the game played.
func (m *MatchScene) Entry() gameview.Entry { return m.entry }

// Busy reports whether the view animates.
func (m *MatchScene) Busy() bool { return m.busy }

// Handoff is the seat the screen must be passed to, -1 when none.
func (m *MatchScene) Handoff() int { return m.handoff }

// LogLines are the log's sentences, oldest first.
func (m *MatchScene) LogLines() []string {
	out := make([]string, len(m.log))
	for i, l := range m.log {
		out[i] = l.text
	}
	return out
}

func (m *MatchScene) rebuildLog() {
	m.log = m.log[:0]
	for i := 0; i < m.s.Moves(); i++ {
		if i != m.heldLog-1 {
			m.logMove(i)
		}
	}
}

// releaseLog shows the lines of the last move once the view has stopped
// animating it.
func (m *MatchScene) releaseLog() {
	if m.heldLog > 0 {
		m.logMove(m.heldLog - 1)
		m.heldLog = 0
	}
}

func (m *MatchScene) logMove(i int) {
	if m.entry.Log == nil {
		return
	}
	for _, e := range m.s.Events(i) {
		if line, ok := m.entry.Log(e, m.env); ok && line != "" {
			m.log = append(m.log, logLine{move: i, text: line, ev: e})
		}
	}
}

func (m *MatchScene) langChanged() {
	m.env.Loc = m.a.loc
	for i, sp := range m.s.Spec().Seats {
		m.env.Seats[i].Name = localName(m.a, sp.Name)
	}
	m.rebuildLog()
	m.resync()
}

// resync shows the state again without animation (a setting changed).
func (m *MatchScene) resync() {
	m.view.Sync(m.s.State(), nil, m.viewer)
	m.synced()
}

// relayout places the board, the panels (as tall as their views need) and
// the log.
func (m *MatchScene) relayout() {
	var body func(int) float64
	if ps, ok := m.view.(gameview.PanelSizer); ok {
		body = ps.PanelBodyH
	}
	m.lay = layout.MatchLayoutFit(len(m.env.Seats), m.logOpen, body)
	m.view.Layout(m.lay.Board)
}

// fitPanels follows a view whose panels change height with the state (the
// seat whose hand is by the board changes in hot seat); the board stays.
func (m *MatchScene) fitPanels() {
	ps, ok := m.view.(gameview.PanelSizer)
	if !ok {
		return
	}
	nl := layout.MatchLayoutFit(len(m.env.Seats), m.logOpen, ps.PanelBodyH)
	if nl.Log == m.lay.Log && slices.Equal(nl.Panels, m.lay.Panels) {
		return
	}
	m.lay = nl
	m.build()
}

func (m *MatchScene) Enter() {
	m.env.Loc, m.env.Speed, m.env.Patterns = m.a.loc, m.a.Speed(), m.a.settings.Patterns
	m.relayout()
	m.synced()
	m.build()
}

func (m *MatchScene) build() {
	a, u := m.a, &m.ui
	a.Invalidate()
	u.clear()
	if m.paused {
		m.buildPause()
		return
	}
	bar := m.lay.TopBar
	menu := u.add(&widget{id: "menu", r: geom.R(12, 12, quietWidth(a.T("match.menu"), 96), bar.H-28), label: a.T("match.menu"), kind: wQuiet, small: true})
	m.barLeft = menu.r.Right()
	x := bar.Right() - 12
	for _, b := range []struct{ id, key, tip string }{
		{"settings", "match.settings", ""},
		{"rules", "match.rules", ""},
		{"undo", "match.undo", "match.undo_tip"},
	} {
		w := quietWidth(a.T(b.key), 96)
		x -= w
		wd := &widget{id: b.id, r: geom.R(x, 12, w, bar.H-28), label: a.T(b.key), kind: wQuiet, small: true}
		if b.tip != "" {
			wd.tip = a.T(b.tip)
		}
		if b.id == "undo" {
			wd.off = !m.s.CanUndo() || m.handoff >= 0
			m.barRight = x
		}
		u.add(wd)
		x -= 8
	}
	lg := m.lay.Log
	hint := a.T("match.log_collapse")
	if !m.logOpen {
		hint = a.T("match.log_expand")
	}
	hw := render.TextWidth(hint, render.Face(render.Body, render.SizeSmall)) + 64
	head := &widget{id: "log", r: geom.R(lg.Right()-16-hw, lg.Y+2, hw, layout.LogHeaderH), kind: wCustom, look: hint}
	open := m.logOpen
	head.custom = func(dst *ebiten.Image, w *widget, hover, pressed bool) {
		// The hint and a chevron: up to collapse, down to open.
		c := geom.Pt(w.r.Right()-10, w.r.Center().Y)
		clr := render.InkSoft
		if hover {
			clr = render.GoldDeep
		}
		d := 7.0
		if open {
			render.Polyline(dst, []geom.Point{c.Add(geom.Pt(-d, d/2)), c, c.Add(geom.Pt(d, d/2))}, 2.5, clr)
			render.Polyline(dst, []geom.Point{c.Add(geom.Pt(-d, d/2)), c.Add(geom.Pt(0, -d/2)), c.Add(geom.Pt(d, d/2))}, 2.5, clr)
		} else {
			render.Polyline(dst, []geom.Point{c.Add(geom.Pt(-d, -d/2)), c.Add(geom.Pt(0, d/2)), c.Add(geom.Pt(d, -d/2))}, 2.5, clr)
		}
		render.DrawText(dst, hint, render.Face(render.Body, render.SizeSmall), c.X-22, w.r.Center().Y, render.Right, render.Middle, clr)
	}
	u.add(head)
	if m.handoff >= 0 && !m.busy {
		name := m.env.Seats[m.handoff].Name
		label := a.T("match.handoff_show", "name", name)
		bw := buttonWidth(label, false, 320)
		u.add(&widget{id: "handoff", r: geom.R(geom.LogicalW/2-bw/2, 640, bw, 64), label: label, kind: wPrimary, z: 10})
	}
}

func (m *MatchScene) Update(f *Frame) {
	a := m.a
	covered := m.paused // a click on the pause menu goes no further
	clicked, changed := m.ui.update(f.In)
	for _, id := range clicked {
		switch id {
		case "menu", "pause.menu":
			m.view.CancelPick()
			m.paused = false
			a.ToMenu()
			return
		case "settings", "pause.settings":
			m.setPaused(false)
			a.Switch(NewSettings(a, m))
			return
		case "rules", "pause.rules":
			m.setPaused(false)
			a.Switch(NewRules(a, m.entry, m))
			return
		case "pause.resume":
			m.setPaused(false)
		case "undo":
			m.undo()
		case "log":
			m.logOpen = !m.logOpen
			m.logHover, m.logPin = -1, -1
			m.Enter()
		case "handoff":
			m.s.Reveal(m.handoff)
			m.viewer, m.handoff = m.s.Viewer(m.entry.Hidden)
			m.view.Sync(m.s.State(), nil, m.viewer)
			m.synced()
			m.build()
		}
		changed = true
	}
	in := f.In
	if len(clicked) > 0 {
		// The press that fired a button (the hand-off's "Show") goes no
		// further: the board under it must not take it as well.
		in = withoutPointerPresses(in)
	}
	for _, i := range in {
		switch {
		case i.IsUndo() && !m.paused:
			m.undo()
			changed = true
		case i.Kind == input.Back:
			m.escape()
			changed = true
		}
	}
	if m.paused || covered {
		in = nil // the pause menu covers the match
	}
	if p, ok := m.clicks(in); ok {
		changed = true
		if m.summaryOn() {
			// A click closes the summary; on the card it goes no further,
			// up to the button's release.
			if m.summaryAt(p) {
				m.swallow = true
			}
			m.summary = nil
		}
	}
	if m.summaryOn() && !m.busy && summaryKey(in) {
		// Space or Enter closes it too, and goes no further.
		m.summary, changed = nil, true
		in = withoutSkipKeys(in)
	}
	// In hot seat the hand-off waits for the animation: skipping it
	// brings the hand-off sooner.
	skipped := false
	if m.busy && !m.swallow {
		if ptr, ok := m.skipAsked(in); ok {
			m.skipAnimation()
			changed, skipped = true, true
			switch {
			case !ptr:
				// Space or Enter only skips: the view must not take it as
				// well (a confirm).
				in = withoutSkipKeys(in)
			case m.actsAfterSkip():
				// The board shows what the status band asks about: the
				// click goes on as if no animation had played, so that a
				// click on a glowing target acts at once.
				m.skipClick = true
			default:
				// A hand-off, a summary, a bot to play: the click went to
				// the animation, not to the board, up to the button's
				// release.
				m.swallow = true
			}
		}
	}
	if m.skipClick && !skipped && hasPress(in) {
		m.skipClick = false // a new click: the skip's release was lost
	}
	if m.swallow {
		for _, i := range in {
			if i.Kind == input.Release {
				m.swallow = false
			}
		}
		in = pointerOnly(in)
	}
	if m.followLog(in) {
		changed = true
	}
	if m.clickPanels(in) {
		changed = true
	}

	// board: the board (and the panels' bodies, which the view draws)
	// changed; changed: anything else. Draw finds out where.
	busy := m.view.Update(f.Dt)
	board := busy
	if busy != m.busy {
		changed = true
		if !busy {
			m.busy = false
			m.releaseLog()
			m.build() // the hand-off button appears once things stop moving
			if m.aiMove >= 0 && !a.cfg.NoPace {
				// The landing is seen a moment before the next bot moves.
				m.paceUntil = max(m.paceUntil, f.Tick+paceTicks(m.env.Speed)/2)
			}
		}
	}
	m.busy = busy
	if busy {
		m.busyFor += f.Dt
	} else {
		m.busyFor = 0
	}
	if on := busy && m.busyFor >= skipHintAfter; on != m.skipOn {
		m.skipOn, changed = on, true
		a.Invalidate() // the hint is in the top bar
	}
	// The summary waits for the animation (a Judgment, a Scoring) to
	// show the points, then stays until closed or the human acts.
	if m.showSummary(busy, f.Tick) {
		changed = true
	}

	if m.s.Terminal() {
		if !busy {
			m.releaseLog()
			a.Switch(NewEnd(a, m))
			return
		}
	} else if m.handoff < 0 && !m.paused {
		if m.s.HumanToAct() {
			if !busy {
				act, ok, redraw := m.pick(boardIntents(in, m.lay.Board))
				board = board || redraw
				if b, isB := m.view.(gameview.Backer); isB && !ok && b.Back() {
					m.undo()
					changed, board = true, true
				}
				if m.skipClick && !ok {
					// The click on nothing was for the animation: no
					// "Not now" in the status band.
					m.dropRefusal()
				} else if m.noteRefusal(f.Tick) {
					changed = true
				}
				if ok {
					m.apply(act)
					changed = true
					// The click was the move: Watch below (a bot's turn
					// now) must not take it for a click out of turn.
					in = withoutPointerPresses(in)
				}
			}
		} else if m.s.Thinking() {
			var act engine.Action
			var ok bool
			switch {
			case a.cfg.ThinkIterations > 0:
				act, ok = m.s.ThinkIterations(a.cfg.ThinkIterations)
			case (busy || a.cfg.ThinkPerDraw) && m.thought:
				// While the board moves (and always with ThinkPerDraw), one
				// slice per drawn frame: when a late frame makes the loop
				// run two updates before the next draw, a second slice
				// would make that one late too.
			default:
				act, ok = m.s.Think(a.cfg.ThinkBudget, a.cfg.Now)
				m.thought = true
			}
			// The search goes on in slices while the pace waits, and while
			// a round's summary shows: when a bot's move ended the round,
			// the next ones would keep the board busy and the card hidden.
			if ok && !busy && !m.botsWait(f.Tick) && (a.cfg.NoPace || f.Tick >= m.paceUntil) {
				m.apply(act)
				changed = true
			}
			// The progress bar moves with the dots, not at each twentieth
			// of the work as well: a thinking bot repaints IndicatorHz
			// times a second.
			if st := m.indicatorState(f.Tick); st%4 != m.indState%4 {
				m.indState = st
				changed = true
			}
		}
	}
	if w, ok := m.view.(gameview.Watcher); ok && m.handoff < 0 && !m.paused && (busy || !m.s.HumanToAct()) {
		board = w.Watch(boardIntents(in, m.lay.Board)) || board
		if m.skipClick {
			m.dropRefusal() // the click that skipped is no click out of turn
		} else if m.noteRefusal(f.Tick) { // a click on the board while a bot plays
			changed = true
		}
	}
	if m.skipClick {
		for _, i := range in {
			if i.Kind == input.Release {
				m.skipClick = false
			}
		}
	}
	if m.updateTooltip(f.In) {
		changed = true
	}
	if m.errMsg != "" && f.Tick >= m.errUntil {
		m.errMsg = ""
		changed = true
	}
	if m.refusal != "" && f.Tick >= m.refUntil {
		m.refusal = ""
	}
	if m.refreshStatus() {
		changed = true
	}
	if changed || board {
		a.Redraw()
	}
}

// skipHintAfter is how long an animation plays before the status band
// offers to skip it: the short ones of a move are over before.
const skipHintAfter = 1.0

// skipAsked reports a press on the board, Space or Enter: during an
// animation they finish it at once. ptr: it was a pointer press. Only a
// press counts: the release of the click that played the move (a view may
// act on the press) comes while its animation has begun.
func (m *MatchScene) skipAsked(in []input.Intent) (ptr, ok bool) {
	for _, i := range in {
		switch {
		case i.Kind == input.Press && m.lay.Board.Contains(geom.Pt(i.X, i.Y)):
			return true, true
		case i.Kind == input.Key && !i.Repeat && (i.Key == "Space" || i.Key == "Enter"):
			return false, true
		}
	}
	return false, false
}

// skipAnimation finishes the animation at once: the view jumps to the
// state it was showing the way to.
func (m *MatchScene) skipAnimation() {
	m.view.Sync(m.s.State(), nil, m.viewer)
	m.synced()
	m.busyFor = 0
}

// actsAfterSkip reports whether a click that finished an animation goes on
// to the board: the human is to act and nothing stands between the click
// and the board (a hand-off, a round's summary, the pause menu, the end).
func (m *MatchScene) actsAfterSkip() bool {
	return m.handoff < 0 && m.summary == nil && !m.paused && !m.s.Terminal() && m.s.HumanToAct()
}

// withoutSkipKeys drops Space and Enter from in: they skipped an animation.
func withoutSkipKeys(in []input.Intent) []input.Intent {
	var out []input.Intent
	for _, i := range in {
		if i.Kind == input.Key && (i.Key == "Space" || i.Key == "Enter") {
			continue
		}
		out = append(out, i)
	}
	return out
}

// hasPress reports a pointer press in in.
func hasPress(in []input.Intent) bool {
	for _, i := range in {
		if i.Kind == input.Press {
			return true
		}
	}
	return false
}

// dropRefusal forgets the reason the view has for a refused click.
func (m *MatchScene) dropRefusal() {
	if rf, ok := m.view.(gameview.Refuser); ok {
		rf.Refused()
	}
}

// SkipOffered reports whether the status band offers to skip the animation.
func (m *MatchScene) SkipOffered() bool { return m.skipOn }

// pointerOnly keeps the moves of in: a click used by the match itself.
func pointerOnly(in []input.Intent) []input.Intent {
	var out []input.Intent
	for _, i := range in {
		if i.Kind == input.Move {
			out = append(out, i)
		}
	}
	return out
}

// clicks reports where a press or click in in is; it clears the refusal
// shown.
func (m *MatchScene) clicks(in []input.Intent) (geom.Point, bool) {
	for _, i := range in {
		if i.Kind == input.Press || i.Kind == input.Click {
			m.refusal = ""
			return geom.Pt(i.X, i.Y), true
		}
	}
	return geom.Point{}, false
}

// noteRefusal takes the reason of a refused click from the view.
func (m *MatchScene) noteRefusal(tick uint64) bool {
	rf, ok := m.view.(gameview.Refuser)
	if !ok {
		return false
	}
	key, args, ok := rf.Refused()
	if !ok || key == "" {
		return false
	}
	m.refusal, m.refUntil = m.a.T(key, args...), tick+refusalTicks
	return true
}

// refusalTicks is how long a refused click's reason stays.
const refusalTicks = 4 * TPS

// escape closes what is open, the innermost first; with nothing to cancel
// it opens the pause menu.
func (m *MatchScene) escape() {
	switch {
	case m.paused:
		m.setPaused(false)
	case m.tip != nil:
		m.tip, m.tipHeld = nil, true
	case m.summary != nil:
		m.summary = nil
	case m.selecting():
		m.view.CancelPick()
	default:
		m.view.CancelPick() // a view that cannot tell keeps nothing half made
		m.setPaused(true)
	}
}

// selecting reports a choice half made in the view.
func (m *MatchScene) selecting() bool {
	sel, ok := m.view.(gameview.Selector)
	return ok && sel.Selecting()
}

// Paused reports whether the pause menu is open.
func (m *MatchScene) Paused() bool { return m.paused }

func (m *MatchScene) setPaused(on bool) {
	if m.paused == on {
		return
	}
	m.paused = on
	m.tip = nil
	m.build()
}

// clickPanels gives a click on a seat's panel to a view whose panels take
// clicks (gameview.PanelClicker), whoever's turn it is.
func (m *MatchScene) clickPanels(in []input.Intent) bool {
	pc, ok := m.view.(gameview.PanelClicker)
	if !ok || m.handoff >= 0 || m.paused {
		return false
	}
	changed := false
	for _, i := range in {
		if i.Kind != input.Click || i.Button != input.ButtonLeft {
			continue
		}
		for seat := range m.lay.Panels {
			if body := m.panelBody(seat); body.Contains(geom.Pt(i.X, i.Y)) && pc.PanelClick(seat, body, i.X, i.Y) {
				changed = true
			}
		}
	}
	return changed
}

// followLog follows the pointer over the log: hover points, a click pins.
func (m *MatchScene) followLog(in []input.Intent) bool {
	changed := m.scrollLog(in)
	for _, i := range in {
		switch i.Kind {
		case input.Move, input.Wheel:
			if h := m.logAt(geom.Pt(i.X, i.Y)); h != m.logHover {
				m.logHover, changed = h, true
			}
		case input.Click:
			if h := m.logAt(geom.Pt(i.X, i.Y)); h >= 0 {
				if m.logPin == h {
					m.logPin = -1
				} else {
					m.logPin = h
				}
				changed = true
			}
		}
	}
	if changed {
		m.pointLog()
		m.a.Invalidate() // the line's highlight is in the base
	}
	return changed
}

// refreshStatus recomputes the status band's sentence; it reports a change.
func (m *MatchScene) refreshStatus() bool {
	text, warn := m.status()
	if text == m.prompt && warn == m.warn {
		return false
	}
	m.prompt, m.warn = text, warn
	m.a.Invalidate()
	return true
}

// Status is the sentence of the status band.
func (m *MatchScene) Status() string { return m.prompt }

// status says what happens: a refused click's reason; a bot's move while it
// lands; who is thinking; else the view's prompt for the person to act.
func (m *MatchScene) status() (string, bool) {
	a := m.a
	if m.refusal != "" {
		return m.refusal, true
	}
	if m.handoff < 0 && !m.s.Terminal() {
		if m.aiMove >= 0 && m.aiMove < m.s.Moves() && (m.busy || (a.tick < m.paceUntil && !m.s.HumanToAct())) {
			if line := m.moveSentence(m.aiMove); line != "" {
				return line, false
			}
			if !m.s.Thinking() {
				return a.T("match.bot_played", "name", m.seatName(m.s.Actor(m.aiMove))), false
			}
			// A move with no line of its own says nothing while the next
			// bot thinks: the band must not say "has played" beside a
			// panel saying "thinking" (issue 22, play pass).
		}
		if m.s.Thinking() {
			return a.T("match.thinking_who", "name", m.seatName(m.s.Current())), false
		}
	}
	key, args := m.view.Prompt()
	return a.T(key, args...), false
}

func (m *MatchScene) seatName(seat int) string {
	if s, ok := m.env.Seat(seat); ok {
		return s.Name
	}
	return ""
}

// moveSentence is the first log line of move i ("" if it has none).
func (m *MatchScene) moveSentence(i int) string {
	if m.entry.Log != nil {
		for _, e := range m.s.Events(i) {
			if line, ok := m.entry.Log(e, m.env); ok && line != "" {
				return line
			}
		}
	}
	return ""
}

// Active: animations, a bot at work, or an error message on a timer.
func (m *MatchScene) Active() bool {
	return m.busy || m.errMsg != "" || (m.handoff < 0 && m.s.Thinking()) || (m.s.Terminal()) ||
		m.refusal != "" || m.botsWait(m.a.tick) || m.a.tick < m.paceUntil
}

// indicatorState quantizes the AI indicator: IndicatorHz steps a second and 20
// steps of progress, so that thinking redraws a few times a second only.
func (m *MatchScene) indicatorState(tick uint64) int {
	d, t := m.s.Progress()
	q := 0
	if t > 0 {
		q = d * 20 / t
	}
	return int(tick/uint64(TPS/m.a.cfg.IndicatorHz))%4 + 4*q
}

// withoutPointerPresses drops the presses, releases and clicks of in.
func withoutPointerPresses(in []input.Intent) []input.Intent {
	var out []input.Intent
	for _, i := range in {
		switch i.Kind {
		case input.Press, input.Release, input.Click:
			continue
		}
		out = append(out, i)
	}
	return out
}

// boardIntents drops presses and clicks outside the board (they belong to
// the bar and panels); moves and keys pass.
func boardIntents(in []input.Intent, board geom.Rect) []input.Intent {
	var out []input.Intent
	for _, i := range in {
		switch i.Kind {
		case input.Press, input.Release, input.Click:
			if !board.Contains(geom.Pt(i.X, i.Y)) {
				continue
			}
		}
		out = append(out, i)
	}
	return out
}

// pick asks the view; a view that panics on some input shows an error
// instead of stopping the app.
func (m *MatchScene) pick(in []input.Intent) (a engine.Action, ok, redraw bool) {
	defer func() {
		if r := recover(); r != nil {
			m.showError(fmt.Sprint(r))
			m.view.CancelPick()
			ok, redraw = false, true
		}
	}()
	return m.view.Pick(in, m.s.Legal())
}

// apply plays a for the seat to act, then shows it, logs it and saves.
func (m *MatchScene) apply(act engine.Action) {
	m.releaseLog() // the lines of a move whose animation a click cut short
	n := m.s.Moves()
	human := m.s.HumanToAct()
	evs, err := m.s.Apply(act)
	if err != nil {
		m.showError(err.Error())
		m.view.CancelPick()
		return
	}
	m.recordScores()
	if human {
		m.aiMove, m.summary = -1, nil
	} else {
		m.aiMove = n
		if !m.a.cfg.NoPace {
			m.paceUntil = m.a.tick + paceTicks(m.env.Speed)
		}
	}
	m.noteRound(n, evs)
	m.viewer, m.handoff = m.s.Viewer(m.entry.Hidden)
	m.view.Sync(m.s.State(), evs, m.viewer)
	m.busy = m.view.Update(0)       // the events may have started an animation
	m.showSummary(m.busy, m.a.tick) // at once, when nothing moves
	m.synced()
	if m.busy {
		// The move's lines wait for the board to show it, as its points
		// in the headers do (shownMoves): the log never tells a score the
		// header does not show yet (issue 22), nor the result before the
		// view's final scoring has shown it.
		m.heldLog = n + 1
	} else {
		m.logMove(n)
	}
	m.autosave()
	m.build()
}

func (m *MatchScene) undo() {
	if !m.s.CanUndo() || m.handoff >= 0 {
		return
	}
	m.view.CancelPick()
	if err := m.s.Undo(); err != nil {
		m.showError(err.Error())
		return
	}
	n := m.s.Moves()
	m.heldLog = 0
	for len(m.log) > 0 && m.log[len(m.log)-1].move >= n {
		m.log = m.log[:len(m.log)-1]
	}
	if len(m.scores) > n+1 {
		m.scores = m.scores[:n+1]
	}
	m.aiMove, m.summary = -1, nil
	if m.logPin >= len(m.log) {
		m.logPin = -1
	}
	m.viewer, m.handoff = m.s.Viewer(m.entry.Hidden)
	m.view.Sync(m.s.State(), nil, m.viewer)
	m.synced()
	m.autosave()
	m.build()
}

func (m *MatchScene) autosave() {
	if err := m.a.writeAutosave(m.s); err != nil {
		m.showError(m.a.T("error.autosave", "error", err.Error()))
	}
}

func (m *MatchScene) showError(msg string) {
	m.errMsg = msg
	m.errUntil = m.a.tick + 5*TPS
	m.a.Redraw()
}

// viewTip asks the view for a tooltip; a view that panics on it gives none
// (the app never panics on the pointer's position).
func viewTip(ask func() ([]string, geom.Rect, bool)) (lines []string, target geom.Rect, ok bool) {
	defer func() {
		if recover() != nil {
			lines, target, ok = nil, geom.Rect{}, false
		}
	}()
	return ask()
}

// updateTooltip follows the pointer, and what is under it after a change;
// a click or press hides it until the pointer moves again. It reports a
// change.
func (m *MatchScene) updateTooltip(in []input.Intent) bool {
	moved := false
	for _, i := range in {
		switch i.Kind {
		case input.Move:
			moved, m.pointer, m.tipHeld = true, geom.Pt(i.X, i.Y), false
		case input.Press, input.Click:
			m.tipHeld = true
		}
	}
	if m.tipHeld || (m.paused && m.ui.hovered() == nil) {
		m.tipStale = false
		if m.tip != nil {
			m.tip = nil
			return true
		}
		return false
	}
	if !moved && !m.tipStale {
		return false
	}
	m.tipStale = false
	p := m.pointer
	var lines []string
	var target geom.Rect
	ok := false
	if w := m.ui.hovered(); w != nil && w.tip != "" {
		lines, target, ok = []string{w.tip}, w.r, true
	} else if m.handoff < 0 && !m.paused && !m.summaryAt(p) && m.lay.Board.Contains(p) {
		lines, target, ok = viewTip(func() ([]string, geom.Rect, bool) { return m.view.Tooltip(p.X, p.Y) })
	} else if pt, is := m.view.(gameview.PanelTipper); is && m.handoff < 0 && !m.paused && !m.summaryAt(p) {
		for seat := range m.lay.Panels {
			if body := m.panelBody(seat); body.Contains(p) {
				lines, target, ok = viewTip(func() ([]string, geom.Rect, bool) { return pt.PanelTooltip(seat, body, p.X, p.Y) })
			}
		}
	}
	if !ok || len(lines) == 0 {
		if m.tip != nil {
			m.tip = nil
			return true
		}
		return false
	}
	lines = wrapTooltip(lines, 460)
	w, h := tooltipSize(lines)
	box := layout.TooltipRectAvoid(p, target, m.asked(), w, h, geom.R(0, 0, geom.LogicalW, geom.LogicalH))
	if box == m.tipBox && equalLines(lines, m.tip) {
		return false
	}
	m.tip, m.tipBox = lines, box
	return true
}

// asked are the controls the prompt asks for, which tooltips keep off.
func (m *MatchScene) asked() (rs []geom.Rect) {
	as, ok := m.view.(gameview.Asker)
	if !ok {
		return nil
	}
	defer func() {
		if recover() != nil {
			rs = nil
		}
	}()
	return as.Asked()
}

func wrapTooltip(lines []string, width float64) []string {
	var out []string
	face := render.Face(render.Body, render.SizeSmall)
	for i, l := range lines {
		if i == 0 && len(lines) > 1 {
			out = append(out, l)
			continue
		}
		out = append(out, render.Wrap(l, face, width)...)
	}
	return out
}

func equalLines(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (m *MatchScene) Draw(dst *ebiten.Image) {
	a := m.a
	m.refreshStatus()
	if a.baseStale || a.baseOwner != Scene(m) {
		m.base.Reset()
		m.drawBase(&m.base)
		a.baseOwner, a.baseStale = m, false
	}
	if d := render.Density(); d != m.drawnD {
		// Everything is drawn anew at the new density.
		m.drawnD, m.viewImg, m.lastDst = d, nil, nil
	}
	l := &m.cur
	l.Reset()
	l.Append(&m.base)
	m.record(l)
	// The picture is recorded as blits and compared with the last one:
	// only where they differ is it painted again, when dst still holds
	// the last picture. The first blit, the sand, covers the canvas
	// opaquely, so what lay under a repainted rectangle does not show.
	if dst != m.lastDst || a.trans < 1 || a.paintedTrans {
		l.Draw(dst, dst.Bounds())
	} else {
		m.damage = render.Merge(l.Damage(&m.prev, m.damage[:0]), dst.Bounds(), 12)
		for _, r := range m.damage {
			l.Draw(dst, r)
		}
	}
	m.lastDst = dst
	m.cur, m.prev = m.prev, m.cur
	m.cur.Reset()
}

// listView is a game view that can draw into a display list.
type listView interface {
	DrawTo(dst render.Target)
	DrawPanelTo(dst render.Target, seat int, r geom.Rect)
}

// record adds to l everything drawn over the static base: the board, the
// panels' bodies, the indicator, messages, widgets and the tooltip.
func (m *MatchScene) record(l *render.List) {
	a := m.a
	if lv, ok := m.view.(listView); ok {
		l.SetClip(render.DeviceRect(m.lay.Board))
		lv.DrawTo(l)
		for i := range m.lay.Panels {
			if body := m.panelBody(i); body.H > 8 {
				l.SetClip(render.DeviceRect(body))
				lv.DrawPanelTo(l, i, body)
			}
		}
	} else {
		// A view that draws on images only: its picture is redrawn every
		// frame onto a canvas of its own.
		if m.viewImg == nil {
			m.viewImg = render.NewCanvas(geom.LogicalW, geom.LogicalH)
		}
		m.viewImg.Clear()
		m.view.Draw(clip(m.viewImg, m.lay.Board))
		rs := []geom.Rect{m.lay.Board}
		for i := range m.lay.Panels {
			if body := m.panelBody(i); body.H > 8 {
				m.view.DrawPanel(clip(m.viewImg, body), i, body)
				rs = append(rs, body)
			}
		}
		for _, r := range rs {
			ir := render.DeviceRect(r) // a blit in device pixels
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(float64(ir.Min.X), float64(ir.Min.Y))
			l.DrawVolatile(m.viewImg.SubImage(ir).(*ebiten.Image), &op)
		}
	}
	l.SetClip(m.boardClip())
	m.drawMarks(l)
	l.SetClip(image.Rectangle{})
	m.drawIndicator(l)
	if m.errMsg != "" {
		face := render.Face(render.Body, render.SizeSmall)
		lines := render.Wrap(m.errMsg, face, 700)
		h := float64(len(lines))*render.LineHeight(face) + 28
		r := geom.R(m.lay.Board.X+24, m.lay.Board.Bottom()-24-h, 740, h)
		a.panel(l, r, render.PanelStyle{Shadow: true, Plain: true, Border: render.Terracotta}, false)
		render.DrawWrapped(l, m.errMsg, face, r.InsetXY(20, 14), render.Left, render.Ink)
	}
	if m.handoff >= 0 && !m.busy {
		m.drawHandoff(l)
	}
	if m.summaryOn() {
		m.drawSummary(l)
	}
	if m.paused {
		m.drawPause(l)
	}
	m.ui.draw(l, m.a.widgets)
	if m.tip != nil {
		drawTooltip(l, m.tip, m.tipBox)
	}
}

// clip is the part r of dst; drawing on it uses dst's coordinates.
func clip(dst *ebiten.Image, r geom.Rect) *ebiten.Image { return render.SubImage(dst, r) }

// drawBase paints what changes only with the state: background, top bar,
// panel frames and headers, log.
func (m *MatchScene) drawBase(dst render.Target) {
	drawBackground(dst)
	m.drawTopBar(dst)
	for i, r := range m.lay.Panels {
		m.drawPanel(dst, i, r)
	}
	m.drawLog(dst)
}

func (m *MatchScene) drawTopBar(dst render.Target) {
	a := m.a
	bar := m.lay.TopBar
	a.topBar(dst, bar)
	title := a.gameName(m.entry.Name)
	tf := render.Face(render.Title, render.SizeHeading)
	tx := m.barLeft + 24
	render.DrawText(dst, title, tf, tx, bar.Y+(bar.H-8)/2, render.Left, render.Middle, render.GoldLight)
	left := tx + render.TextWidth(title, tf) + 32
	right := m.barRight - 24
	if m.skipOn {
		hf := render.Face(render.Body, render.SizeSmall)
		hint := a.T("match.skip.hint")
		render.DrawText(dst, hint, hf, right, bar.Y+(bar.H-8)/2, render.Right, render.Middle, render.GoldLight)
		right -= render.TextWidth(hint, hf) + 24
	}
	clr := render.Papyrus
	if m.warn {
		clr = render.Lighten(render.Terracotta, 0.35)
	}
	r := geom.R(left, bar.Y, right-left, bar.H-8)
	lines, face := statusLines(m.prompt, r.W)
	lh := render.LineHeight(face)
	y := r.Y + r.H/2 - lh*float64(len(lines)-1)/2
	for i, l := range lines {
		render.DrawText(dst, l, face, r.Center().X, y+float64(i)*lh, render.Center, render.Middle, clr)
	}
}

// statusLines lays the status sentence out in w: one line at 24, else two
// at 21 (14 px at 1280x720, ART.md), and only past two lines is the
// second ellipsized (and noted to the label audit). A long instruction,
// such as the Judgment's, was cut at 1280x720 (issue 22).
func statusLines(s string, w float64) ([]string, text.Face) {
	big := render.Face(render.Medium, 24)
	if render.TextWidth(s, big) <= w {
		return []string{s}, big
	}
	face := render.Face(render.Medium, 21)
	lines := render.Wrap(s, face, w)
	if len(lines) == 2 { // balanced: the narrowest width that still takes two
		lo, hi := w/2, w
		for hi-lo > 4 {
			mid := (lo + hi) / 2
			if l := render.Wrap(s, face, mid); len(l) <= 2 {
				hi, lines = mid, l
			} else {
				lo = mid
			}
		}
	}
	if len(lines) > 2 {
		render.NoteDrop(s, "clipped")
		lines = []string{lines[0], render.Ellipsize(strings.Join(lines[1:], " ")+render.Ellipsis, face, w)}
	}
	return lines, face
}

// panel parts: the header row and the body given to the view.
func (m *MatchScene) panelHead(seat int) geom.Rect {
	r := m.lay.Panels[seat]
	return geom.R(r.X+14, r.Y+8, r.W-28, 46)
}

func (m *MatchScene) panelBody(seat int) geom.Rect {
	r, head := m.lay.Panels[seat], m.panelHead(seat)
	return geom.R(r.X+14, head.Bottom()+12, r.W-28, r.Bottom()-head.Bottom()-20)
}

func (m *MatchScene) drawPanel(dst render.Target, seat int, r geom.Rect) {
	a := m.a
	active := seat == m.s.Current()
	a.cache.draw(dst, fmt.Sprint("seatpanel/", active), r, func(img *ebiten.Image, rr geom.Rect) {
		st := render.PanelStyle{Shadow: true, Plain: true}
		if active {
			render.DrawGlow(img, rr, 10, 0.8)
			st.Border = render.Lapis
		}
		render.DrawPanel(img, rr, st)
		if active {
			render.StrokeRoundRect(img, rr.Inset(1.5), 10, 3, render.Lapis)
		}
	})
	s := m.env.Seats[seat]
	head := m.panelHead(seat)
	a.sprites.DrawMark(dst, geom.Pt(head.X+18, head.Center().Y), 30, s.Color)
	nameFace := render.Face(render.Bold, render.SizeBody)
	kind := m.s.Spec().Seats[seat].Kind
	info := a.seatKind(kind)
	if kind != session.Human && kind != session.Automaton {
		info = a.T("seat.ai_level", "level", a.seatKind(kind))
	}
	score := 0
	if sc := m.scoreAt(m.shownMoves()); seat < len(sc) {
		score = sc[seat]
	} else if sc := m.s.State().Scores(); seat < len(sc) {
		score = sc[seat].Total
	}
	scoreFace := render.Face(render.Bold, 30)
	sw := render.TextWidth(fmt.Sprint(score), scoreFace)
	render.DrawText(dst, fmt.Sprint(score), scoreFace, head.Right(), head.Center().Y, render.Right, render.Middle, render.Ink)
	a.sprites.DrawIcon(dst, render.IconPoints, head.Right()-sw-20, head.Center().Y, 28, nil)
	if d := m.delta(seat); d != 0 {
		// The points won or lost since the human last acted.
		df := render.Face(render.Bold, render.SizeSmall)
		ds := signed(d)
		dw := render.TextWidth(ds, df)
		render.DrawText(dst, ds, df, head.Right()-sw-40, head.Center().Y, render.Right, render.Middle, deltaColor(d))
		sw += dw + 10
	}
	nameR := geom.R(head.X+44, head.Y, head.W-44-sw-60, head.H)
	nw := math.Min(render.TextWidth(s.Name, nameFace), nameR.W*0.6)
	render.DrawInRect(dst, s.Name, nameFace, geom.R(nameR.X, nameR.Y, nw+2, nameR.H), render.Left, render.Middle, render.Ink)
	infoR := geom.R(nameR.X+nw+14, nameR.Y, nameR.Right()-(nameR.X+nw+14), nameR.H)
	m.infoR[seat] = infoR
	clr := render.InkSoft
	if active {
		clr = render.Lapis
		if s.Human {
			info = a.T("match.your_turn")
		} else if m.s.Thinking() {
			info = "" // drawn live by drawIndicator
		}
	}
	render.DrawInRect(dst, info, render.Face(render.Medium, render.SizeSmall), infoR, render.Left, render.Middle, clr)
	if !(active && !s.Human && m.s.Thinking()) {
		a.sprites.DrawLine(dst, geom.Pt(head.X, head.Bottom()+4), geom.Pt(head.Right(), head.Bottom()+4), 1, render.WithAlpha(render.InkSoft, 0.4))
	}
}

// drawIndicator shows the thinking bot: dots and a progress bar, redrawn a
// few times a second.
func (m *MatchScene) drawIndicator(dst render.Target) {
	seat := m.s.Current()
	if seat < 0 || !m.s.Thinking() || seat >= len(m.lay.Panels) {
		return
	}
	a := m.a
	info := a.T("match.thinking") + strings.Repeat(".", m.indState%4)
	render.DrawInRect(dst, info, render.Face(render.Medium, render.SizeSmall), m.infoR[seat], render.Left, render.Middle, render.Lapis)
	head := m.panelHead(seat)
	bar := geom.R(head.X, head.Bottom()+2, head.W, 5)
	render.FillRect(dst, bar, render.Mix(render.Papyrus, render.InkSoft, 0.25))
	bar.W *= float64(m.indState/4) / 20
	if bar.W > 1 {
		render.FillRect(dst, bar, render.Lapis)
	}
}

func (m *MatchScene) drawLog(dst render.Target) {
	a := m.a
	r := m.lay.Log
	a.panel(dst, r, render.PanelStyle{Shadow: true, Plain: true}, false)
	head := geom.R(r.X+16, r.Y, r.W-32, layout.LogHeaderH+4)
	hf := render.Face(render.Bold, render.SizeSmall)
	render.DrawText(dst, a.T("match.log"), hf, head.X, head.Center().Y, render.Left, render.Middle, render.Ink)
	hint := a.T("match.log_collapse")
	if !m.logOpen {
		hint = a.T("match.log_expand")
	}
	face := render.Face(render.Body, render.SizeSmall)
	n := m.lay.LogLines
	lines := m.log
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	y := head.Bottom()
	if !m.logOpen {
		// Collapsed: the last line beside the title.
		if len(lines) > 0 {
			tw := render.TextWidth(a.T("match.log"), hf) + 20
			hw := render.TextWidth(hint, face) + 40
			render.DrawInRect(dst, lines[len(lines)-1].text, face, geom.R(head.X+tw, head.Y, head.W-tw-hw, head.H), render.Left, render.Middle, render.Ink)
		}
		return
	}
	a.sprites.DrawLine(dst, geom.Pt(head.X, y), geom.Pt(head.Right(), y), 1, render.WithAlpha(render.InkSoft, 0.4))
	for _, row := range m.logRows() {
		m.drawLogRow(dst, row, row.line == len(m.log)-1)
	}
	m.drawLogScroll(dst)
	if len(m.log) == 0 {
		render.DrawInRect(dst, a.T("match.log_empty"), face, geom.R(head.X, y+4, head.W, layout.LogLineH), render.Left, render.Middle, render.InkSoft)
	}
}

func (m *MatchScene) drawHandoff(dst render.Target) {
	a := m.a
	// The top bar stays usable (menu, rules, settings); the rest is covered.
	top := m.lay.TopBar.H
	render.FillRect(dst, geom.R(0, top, geom.LogicalW, geom.LogicalH-top), render.WithAlpha(render.Ink, 0.9))
	box := geom.RectFromCenter(geom.Pt(geom.LogicalW/2, 540), 900, 400)
	a.panel(dst, box, render.PanelStyle{Shadow: true, Frieze: true}, false)
	s := m.env.Seats[m.handoff]
	a.sprites.DrawMark(dst, geom.Pt(box.Center().X, box.Y+100), 56, s.Color)
	render.DrawText(dst, a.T("match.handoff", "name", s.Name), render.Face(render.Title, render.SizeHeading+6), box.Center().X, box.Y+170, render.Center, render.Middle, render.Ink)
	render.DrawInRect(dst, a.T("match.handoff_body"), render.Face(render.Body, render.SizeBody), geom.R(box.X+40, box.Y+200, box.W-80, 40), render.Center, render.Middle, render.InkSoft)
}
