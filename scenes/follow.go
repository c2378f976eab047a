package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/layout"
)

// Following the opponents: the marks of what changed since the person at
// the screen last acted, the points won or lost meanwhile, the log pointing
// at the board, the pace of the bots and the end-of-round summary.

// mark is what one move changed on the board.
type mark struct {
	places []gameview.Place
	actor  int
	age    int // 0: the latest move
}

// followMax bounds how many moves back the marks go.
const followMax = 12

// paceTicks is the least time between two bot moves: one second at normal
// speed, scaled like the animations (none when they are off).
func paceTicks(s anim.Speed) uint64 { return uint64(math.Round(s.Scale(TPS))) }

// follower is the person the marks are for: the human to act, else the one
// last shown the screen, else the only human; -1 when bots play alone.
func (m *MatchScene) follower() int {
	if m.s.HumanToAct() {
		return m.s.Current()
	}
	if m.viewer >= 0 {
		return m.viewer
	}
	if h := m.s.Humans(); len(h) == 1 {
		return h[0]
	}
	return -1
}

// followFrom is the first move marked: the first after the follower's last
// one (with bots alone, the last move of each seat).
func (m *MatchScene) followFrom() int {
	n := m.s.Moves()
	from := 0
	if me := m.follower(); me < 0 {
		from = n - len(m.env.Seats)
	} else {
		for i := n - 1; i >= 0; i-- {
			if m.s.Actor(i) == me {
				from = i + 1
				break
			}
		}
	}
	return max(from, n-followMax, 0)
}

// places asks the view where e shows; a view that panics shows nothing.
func (m *MatchScene) places(e engine.Event) (ps []gameview.Place) {
	pl, ok := m.view.(gameview.Placer)
	if !ok || e == nil {
		return nil
	}
	defer func() {
		if recover() != nil {
			ps = nil
		}
	}()
	return pl.Places(e)
}

// synced is called after every Sync and Layout of the view: the marks and
// the log's pointers are asked again, the tooltip is stale.
func (m *MatchScene) synced() {
	m.fitPanels()
	m.since = m.followFrom()
	m.marks = m.marks[:0]
	n := m.s.Moves()
	for i := m.since; i < n; i++ {
		var ps []gameview.Place
		for _, e := range m.s.Events(i) {
			ps = append(ps, m.places(e)...)
		}
		if len(ps) > 0 {
			m.marks = append(m.marks, mark{places: ps, actor: m.s.Actor(i), age: n - 1 - i})
		}
	}
	m.markAutomaton()
	m.pointLog()
	m.tipStale = true
	m.a.Invalidate() // the points won or lost are in the panels' headers
}

// markAutomaton marks what the automaton did in the follower's last move
// (its turns are played inside the human's moves, which are not marked).
func (m *MatchScene) markAutomaton() {
	sl := m.entry.Solo
	auto, ok := m.s.State().(engine.Automata)
	i, me := m.since-1, m.follower()
	if sl == nil || sl.Plays == nil || !ok || i < 0 || me < 0 || m.s.Actor(i) != me {
		return
	}
	for seat := range m.env.Seats {
		if _, ok := auto.Automaton(seat); !ok {
			continue
		}
		var ps []gameview.Place
		for _, e := range m.s.Events(i) {
			if sl.Plays(e) {
				ps = append(ps, m.places(e)...)
			}
		}
		if len(ps) > 0 {
			m.marks = append(m.marks, mark{places: ps, actor: seat, age: m.s.Moves() - 1 - i})
		}
		return // one automaton at most
	}
}

// Score snapshots: scores[k] are the scores after k moves.

// snapshot copies st's scores (the parts too: a state may reuse them).
func snapshot(st engine.State) []engine.Score {
	sc := st.Scores()
	out := make([]engine.Score, len(sc))
	for i, s := range sc {
		out[i] = engine.Score{Total: s.Total, Parts: append([]engine.Part(nil), s.Parts...)}
	}
	return out
}

// initScores replays the match once for the scores after each move.
func (m *MatchScene) initScores() {
	cur := m.s.State()
	st, err := cur.Game().NewState(cur.Options(), cur.Seed())
	if err != nil {
		m.scores = nil
		return
	}
	m.scores = [][]engine.Score{snapshot(st)}
	for _, a := range cur.History() {
		if st.Apply(a) != nil {
			break
		}
		m.scores = append(m.scores, snapshot(st))
	}
}

// scoreAt is the totals after k moves, nil when unknown.
func (m *MatchScene) scoreAt(k int) []int {
	if k < 0 || k >= len(m.scores) {
		return nil
	}
	out := make([]int, len(m.scores[k]))
	for i, s := range m.scores[k] {
		out[i] = s.Total
	}
	return out
}

// recordScores keeps the scores after the move just applied (n moves now).
func (m *MatchScene) recordScores() {
	n := m.s.Moves()
	if len(m.scores) != n { // not in step (a failed replay): start again
		m.initScores()
		return
	}
	m.scores = append(m.scores, snapshot(m.s.State()))
}

// delta is the points seat won or lost since the follower last acted.
func (m *MatchScene) delta(seat int) int {
	a, b := m.scoreAt(m.since), m.scoreAt(max(m.since, m.shownMoves()))
	if seat >= len(a) || seat >= len(b) {
		return 0
	}
	return b[seat] - a[seat]
}

// shownMoves is how many moves the board shows: while the last one
// animates (a Judgment, a Scoring), the panels keep the points from before
// it, not to tell them before the board does.
func (m *MatchScene) shownMoves() int {
	if n := m.s.Moves(); m.busy && n > 0 {
		return n - 1
	}
	return m.s.Moves()
}

// signed writes a point difference with a real minus sign.
func signed(d int) string {
	if d < 0 {
		return fmt.Sprint("\u2212", -d)
	}
	return fmt.Sprint("+", d)
}

// The round summary.

// A roundSummary sums up who scored what in a round (or a phase). It
// shows once the move that ended the round has landed, and stays until
// it is dismissed (a click, Escape) or the human at the screen acts; the
// bots wait summaryTicks after it shows before they play on.
type roundSummary struct {
	round int
	key   string // the title's locale key and arguments
	args  []any
	pts   []int        // each seat's points in the round
	rows  []summaryRow // where they came from; their sums are pts
	shown bool         // the board came to rest since: the card shows
	wait  uint64       // the tick the bots wait for once it shows
}

// summaryRow is one source of points in a round: Source's points by seat.
// Source "" is what no source names (points the game's events leave out).
type summaryRow struct {
	source string
	pts    []int
}

// summaryTicks is how long the bots wait once a round summary shows.
const summaryTicks = 5 * TPS

// noteRound opens the summary when move n (just applied) ends a round.
func (m *MatchScene) noteRound(n int, evs []engine.Event) {
	ends := m.entry.EndsRound
	if ends == nil || !endsRound(ends, evs) {
		return
	}
	round, prev := 0, -1
	for i := 0; i <= n; i++ {
		if endsRound(ends, m.s.Events(i)) {
			round++
			if i < n {
				prev = i
			}
		}
	}
	// A round that opens mid-game counts from the move that opened it:
	// after the previous end, turns went on that are not its own.
	if starts := m.entry.StartsRound; starts != nil {
		for i := n; i > prev; i-- {
			if endsRound(starts, m.s.Events(i)) {
				prev = i - 1
				break
			}
		}
	}
	if prev+1 < 0 || n+1 >= len(m.scores) {
		return
	}
	a, b := m.scores[prev+1], m.scores[n+1]
	s := &roundSummary{round: round, key: "match.round_end", args: []any{"n", round}}
	if title := m.entry.RoundTitle; title != nil {
		for _, e := range evs {
			if ends(e) {
				s.key, s.args = title(e)
				break
			}
		}
	}
	for i := range b {
		if i < len(a) {
			s.pts = append(s.pts, b[i].Total-a[i].Total)
		}
	}
	if m.entry.Scored != nil {
		var evs [][]engine.Event
		for i := prev + 1; i <= n; i++ {
			evs = append(evs, m.s.Events(i))
		}
		s.rows = rowsByEvents(m.entry.Scored, evs, s.pts)
	} else {
		s.rows = rowsByParts(a, b)
	}
	m.summary = s
}

// rowsByParts breaks the points from scores a to b down by the parts'
// sources, in the order b names them; rows all zero are left out.
func rowsByParts(a, b []engine.Score) []summaryRow {
	n := min(len(a), len(b))
	rs := rowSet{n: n, idx: map[string]int{}}
	for seat := 0; seat < n; seat++ {
		for _, p := range b[seat].Parts {
			rs.add(seat, p.Source, p.Points)
		}
		for _, p := range a[seat].Parts {
			rs.add(seat, p.Source, -p.Points)
		}
	}
	return nonZero(rs.rows)
}

// rowSet gathers a summary's rows by source, in the order first met.
type rowSet struct {
	n    int // seats
	rows []summaryRow
	idx  map[string]int
}

func (rs *rowSet) add(seat int, src string, v int) {
	k, ok := rs.idx[src]
	if !ok {
		k = len(rs.rows)
		rs.idx[src] = k
		rs.rows = append(rs.rows, summaryRow{source: src, pts: make([]int, rs.n)})
	}
	rs.rows[k].pts[seat] += v
}

// rowsByEvents sums the points the game's score events give by source;
// what they leave out of the seats' points pts goes to a row of its own,
// so that each seat's rows always add up to its points.
func rowsByEvents(scored func(engine.Event) (int, string, int, bool), moves [][]engine.Event, pts []int) []summaryRow {
	n := len(pts)
	rs := rowSet{n: n, idx: map[string]int{}}
	left := append([]int(nil), pts...)
	for _, evs := range moves {
		for _, e := range evs {
			seat, src, v, ok := scored(e)
			if !ok || seat < 0 || seat >= n || src == "" {
				continue
			}
			rs.add(seat, src, v)
			left[seat] -= v
		}
	}
	for seat, v := range left {
		if v != 0 {
			rs.add(seat, "", v)
		}
	}
	return nonZero(rs.rows)
}

// nonZero drops the rows where no seat scored.
func nonZero(rows []summaryRow) []summaryRow {
	out := rows[:0]
	for _, r := range rows {
		for _, v := range r.pts {
			if v != 0 {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

func endsRound(ends func(engine.Event) bool, evs []engine.Event) bool {
	for _, e := range evs {
		if ends(e) {
			return true
		}
	}
	return false
}

// summaryOn reports whether the summary card is on screen.
func (m *MatchScene) summaryOn() bool {
	return m.summary != nil && m.summary.shown && m.handoff < 0
}

// summaryAt reports whether the summary card is on screen under p.
func (m *MatchScene) summaryAt(p geom.Point) bool {
	return m.summaryOn() && m.summaryRect().Contains(p)
}

// botsWait reports whether a round's summary holds the bots back: from
// the round's end until it has shown for summaryTicks.
func (m *MatchScene) botsWait(tick uint64) bool {
	s := m.summary
	return s != nil && (!s.shown || tick < s.wait)
}

// summaryKey reports Space or Enter pressed in in: they close the card.
func summaryKey(in []input.Intent) bool {
	for _, i := range in {
		if i.Kind == input.Key && !i.Repeat && (i.Key == "Space" || i.Key == "Enter") {
			return true
		}
	}
	return false
}

// showSummary puts the card on screen once the board is at rest, and
// starts the bots' wait; it reports a change.
func (m *MatchScene) showSummary(busy bool, tick uint64) bool {
	s := m.summary
	if s == nil || s.shown || busy || m.handoff >= 0 {
		return false
	}
	s.shown, s.wait = true, tick+summaryTicks
	return true
}

// summaryLabel names a row's source in the app's language.
func (m *MatchScene) summaryLabel(src string) string {
	if src == "" || m.entry.Source == "" {
		return m.a.T("match.summary_other")
	}
	return m.a.T(m.entry.Source + "." + src)
}

// Summary card metrics.
const (
	sumPad    = 28.0 // inside the frame, each side
	sumTitleH = 64.0
	sumHeadH  = 64.0 // the players' marks and names
	sumRowH   = 38.0
	sumRowMin = 30.0 // rows shrink to this to fit
	sumTotalH = 46.0
	sumHintH  = 44.0
	sumColMin = 84.0
	sumGap    = 20.0 // between the labels and the first column
)

// summaryFaces are the card's labels' and figures' faces.
func summaryFaces() (label, name, bold text.Face) {
	return render.Face(render.Body, render.SizeBody), render.Face(render.Medium, render.SizeSmall), render.Face(render.Bold, render.SizeBody)
}

// summaryCols are the width of the sources' column and of each player's.
func (m *MatchScene) summaryCols() (labelW, colW float64) {
	label, name, bold := summaryFaces()
	labelW = render.TextWidth(m.a.T("score.total"), bold)
	if s := m.summary; s != nil {
		for _, r := range s.rows {
			labelW = max(labelW, render.TextWidth(m.summaryLabel(r.source), label))
		}
	}
	colW = sumColMin
	for _, st := range m.env.Seats {
		colW = max(colW, render.TextWidth(st.Name, name)+16)
	}
	return math.Ceil(labelW), math.Ceil(colW)
}

// summaryRect is where the summary card shows: over the side column,
// where it hides none of the board (a card wider than the column reaches
// into the board's right edge, no further than needed), above the log's
// header when it fits there.
func (m *MatchScene) summaryRect() geom.Rect {
	r, _, _ := m.summaryLayout()
	return r
}

// summaryLayout is the card, the height of its source rows and how many
// of them show (all but when even the whole column is too short).
func (m *MatchScene) summaryLayout() (r geom.Rect, rowH float64, shown int) {
	rows, n := 0, len(m.env.Seats)
	if m.summary != nil {
		rows = len(m.summary.rows)
	}
	labelW, colW := m.summaryCols()
	st := render.PanelStyle{Shadow: true, Frieze: true}
	in := render.PanelContent(geom.R(0, 0, 1000, 1000), st)
	w := labelW + sumGap + float64(n)*colW + 2*sumPad
	title := render.TextWidth(m.summaryTitleText(), render.Face(render.Title, render.SizeHeading)) + 2*sumPad
	w = math.Ceil(max(w, title, 360) + 1000 - in.W)
	fixed := sumTitleH + sumHeadH + sumTotalH + sumHintH + 1000 - in.H
	side := m.lay.Side
	w = min(max(w, side.W), geom.LogicalW-2*layout.Margin)
	// Above the log's header (and its button) when the rows fit there,
	// else over the whole column.
	area := geom.R(side.X, side.Y, side.W, m.lay.Log.Y-layout.PanelGap-side.Y)
	if fixed+float64(rows)*sumRowMin > area.H {
		area = side
	}
	rowH, shown = sumRowH, rows
	if rows > 0 {
		rowH = math.Floor(min(sumRowH, max(sumRowMin, (area.H-fixed)/float64(rows))))
		shown = min(rows, int((area.H-fixed)/rowH))
	}
	h := fixed + float64(shown)*rowH
	return geom.R(side.Right()-w, math.Round(area.Center().Y-h/2), w, h), rowH, shown
}

// summaryTitleText is the summary's title, "" without one.
func (m *MatchScene) summaryTitleText() string {
	if m.summary == nil {
		return ""
	}
	return m.summaryTitle()
}

// summaryTitle names what the summary sums up.
func (m *MatchScene) summaryTitle() string {
	return m.a.T(m.summary.key, m.summary.args...)
}

// drawSummary paints the card: the title, a column per player (its mark
// and name, washed in its colour), a row per source of points, the
// totals, and how to close it.
func (m *MatchScene) drawSummary(dst render.Target) {
	a, s := m.a, m.summary
	r, rowH, shown := m.summaryLayout()
	for _, row := range s.rows[shown:] {
		render.NoteDrop(m.summaryLabel(row.source), "dropped")
	}
	a.panel(dst, r, render.PanelStyle{Shadow: true, Frieze: true}, false)
	in := render.PanelContent(r, render.PanelStyle{Shadow: true, Frieze: true})
	label, name, bold := summaryFaces()
	render.DrawText(dst, m.summaryTitle(), render.Face(render.Title, render.SizeHeading), r.Center().X, in.Y+sumTitleH/2-6, render.Center, render.Middle, render.Ink)
	labelW, colW := m.summaryCols()
	seats := m.env.Seats
	n := min(len(seats), len(s.pts))
	tw := labelW + sumGap + float64(n)*colW
	x0 := math.Round(in.Center().X - tw/2)
	colX := func(i int) float64 { return x0 + labelW + sumGap + float64(i)*colW }
	top := in.Y + sumTitleH
	bottom := top + sumHeadH + float64(shown)*rowH + sumTotalH
	for i := 0; i < n; i++ {
		c := geom.R(colX(i)+3, top, colW-6, bottom-top)
		render.FillRect(dst, c, render.WithAlpha(seats[i].Color.RGBA(), 0.16))
		a.sprites.DrawMark(dst, geom.Pt(c.Center().X, top+20), 26, seats[i].Color)
		m.summaryCell(dst, seats[i].Name, name, geom.R(c.X, top+36, c.W, 24), render.Center, render.Ink)
	}
	y := top + sumHeadH
	render.FillRect(dst, geom.R(x0, y-1, tw, 2), render.Ink)
	for j, row := range s.rows[:shown] {
		rr := geom.R(x0, y, tw, rowH)
		if j%2 == 1 {
			render.FillRect(dst, rr, render.WithAlpha(render.LimestoneShade, 0.18))
		}
		m.summaryCell(dst, m.summaryLabel(row.source), label, geom.R(x0, y, labelW, rowH), render.Left, render.Ink)
		for i := 0; i < n && i < len(row.pts); i++ {
			v := row.pts[i]
			txt, clr := signed(v), deltaColor(v)
			if v == 0 {
				txt = "\u2013"
			}
			render.DrawText(dst, txt, label, colX(i)+colW/2, y+rowH/2, render.Center, render.Middle, clr)
		}
		y += rowH
	}
	render.FillRect(dst, geom.R(x0, y-1, tw, 2), render.Ink)
	m.summaryCell(dst, a.T("score.total"), bold, geom.R(x0, y, labelW, sumTotalH), render.Left, render.Ink)
	for i := 0; i < n; i++ {
		render.DrawText(dst, signed(s.pts[i]), bold, colX(i)+colW/2, y+sumTotalH/2, render.Center, render.Middle, deltaColor(s.pts[i]))
	}
	render.DrawText(dst, a.T("match.summary_hint"), render.Face(render.Body, render.SizeSmall), r.Center().X, in.Bottom()-sumHintH/2+4, render.Center, render.Middle, render.InkSoft)
}

// summaryCell draws one label of the card in r (vertically centred).
func (m *MatchScene) summaryCell(dst render.Target, s string, face text.Face, r geom.Rect, h render.Align, clr color.RGBA) {
	render.DrawInRect(dst, s, face, r, h, render.Middle, clr)
}

func deltaColor(d int) color.RGBA {
	switch {
	case d > 0:
		return render.Darken(render.ReedGreen, 0.25)
	case d < 0:
		return render.Terracotta
	}
	return render.InkSoft
}

// The log pointing at the board.

// logRow is one log line as shown: its wrapped text and where it is.
type logRow struct {
	line int
	text []string
	r    geom.Rect
}

const logIndent = 14

// logRows lays out the log lines that fit up to the last one shown (the
// latest, unless the log is scrolled up: logscroll.go), each wrapped.
func (m *MatchScene) logRows() []logRow {
	if !m.logOpen || len(m.log) == 0 {
		return nil
	}
	r := m.lay.Log
	head := geom.R(r.X+16, r.Y, r.W-32, layout.LogHeaderH+4)
	capacity := m.logCapacity()
	last := m.logLast()
	first := max(0, last+1-capacity)
	wrapped := make([][]string, 0, last+1-first)
	rows := make([]int, 0, last+1-first)
	for i := first; i <= last; i++ {
		w := m.logWrap(i)
		wrapped, rows = append(wrapped, w), append(rows, len(w))
	}
	k := layout.LogFit(rows, capacity)
	y := head.Bottom() + 4
	var out []logRow
	left := capacity
	for i := k; i < len(rows); i++ {
		w := wrapped[i]
		if len(w) > left {
			w = w[:left]
		}
		left -= len(w)
		h := float64(len(w)) * layout.LogLineH
		out = append(out, logRow{line: first + i, text: w, r: geom.R(head.X-6, y, head.W+12, h)})
		y += h
	}
	return out
}

// logAt is the log line under p, -1 when none.
func (m *MatchScene) logAt(p geom.Point) int {
	if !m.lay.Log.Contains(p) {
		return -1
	}
	for _, r := range m.logRows() {
		if r.r.Contains(p) {
			return r.line
		}
	}
	return -1
}

// pointed is the log line the board points at: hovered, else pinned.
func (m *MatchScene) pointed() int {
	if m.logHover >= 0 && m.logHover < len(m.log) {
		return m.logHover
	}
	if m.logPin >= 0 && m.logPin < len(m.log) {
		return m.logPin
	}
	return -1
}

// pointLog asks the view where the pointed log line's event shows.
func (m *MatchScene) pointLog() {
	m.logPlaces = nil
	if i := m.pointed(); i >= 0 {
		m.logPlaces = m.places(m.log[i].ev)
	}
}

// drawLogRow paints one log line, highlighted when the board points at it.
func (m *MatchScene) drawLogRow(dst render.Target, row logRow, last bool) {
	face := render.Face(render.Body, render.SizeSmall)
	clr := render.InkSoft
	if last {
		clr = render.Ink
	}
	if row.line == m.pointed() {
		render.FillRect(dst, row.r, render.WithAlpha(render.GoldLight, 0.45))
		clr = render.Ink
		if row.line == m.logPin {
			render.FillRect(dst, geom.R(row.r.X, row.r.Y+2, 4, row.r.H-4), render.Lapis)
		}
	}
	for j, t := range row.text {
		x := row.r.X + 6
		if j > 0 {
			x += logIndent
		}
		render.DrawInRect(dst, t, face, geom.R(x, row.r.Y+float64(j)*layout.LogLineH, row.r.W-12-(x-row.r.X-6), layout.LogLineH), render.Left, render.Middle, clr)
	}
}

// Drawing the marks.

// markStyle is how strongly a place is marked.
type markStyle int

const (
	markOld    markStyle = iota // an earlier move
	markLatest                  // the latest move
	markLog                     // the event of the pointed log line
)

// drawMarks paints the marks over the board, the oldest first, then what
// the pointed log line names.
func (m *MatchScene) drawMarks(l render.Target) {
	if len(m.marks) == 0 && len(m.logPlaces) == 0 {
		return
	}
	for i := len(m.marks) - 1; i >= 0; i-- {
		mk := m.marks[i]
		st := markOld
		if mk.age == 0 || i == len(m.marks)-1 {
			st = markLatest
		}
		for _, p := range mk.places {
			m.drawPlace(l, p, st)
		}
		// One badge a move: who did it, without covering every piece.
		m.drawBadge(l, m.badgePlace(mk.places), mk.actor)
	}
	if i := m.pointed(); i >= 0 {
		for _, p := range m.logPlaces {
			m.drawPlace(l, p, markLog)
		}
		if mv := m.log[i].move; mv < m.s.Moves() && len(m.logPlaces) > 0 {
			m.drawBadge(l, m.badgePlace(m.logPlaces), m.s.Actor(mv))
		}
	}
}

// markPad is how far a mark's ring stands off its place.
const markPad = 3

func (m *MatchScene) drawPlace(dst render.Target, p gameview.Place, st markStyle) {
	if p.R.W <= 0 || p.R.H <= 0 {
		return
	}
	r := p.R.Inset(-markPad)
	var h uint32 = 2166136261
	for _, q := range p.Poly {
		for _, v := range []float64{q.X - p.R.X, q.Y - p.R.Y} {
			h = (h ^ uint32(int32(math.Round(v*4)))) * 16777619
		}
	}
	key := render.SpriteKey{Kind: "followmark", Shape: render.Shape(p.Shape), Variant: int(h & 0x7fffffff), Size: int(st)}
	m.a.sprites.DrawPlaced(dst, key, r, 8, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		ring, tint := render.Gold, render.GoldLight
		width, alpha, talpha := 2.5, 0.6, 0.10
		switch st {
		case markLatest:
			width, alpha, talpha = 4, 1, 0.22
		case markLog:
			ring, tint = render.Lapis, render.Lapis
			width, alpha, talpha = 4, 1, 0.18
		}
		// An ink halo under the ring keeps it visible on gold and sand.
		halo := render.WithAlpha(render.Ink, 0.35*alpha)
		in := rr.Inset(markPad)
		switch p.Shape {
		case gameview.PlaceCircle:
			c, rad := in.Center(), math.Min(in.W, in.H)/2
			render.FillCircle(img, c, rad, render.WithAlpha(tint, talpha))
			render.StrokeCircle(img, c, rad+markPad, width+2, halo)
			render.StrokeCircle(img, c, rad+markPad, width, render.WithAlpha(ring, alpha))
		case gameview.PlacePoly:
			if len(p.Poly) >= 3 {
				pts := make(geom.Polygon, len(p.Poly))
				for i, q := range p.Poly {
					pts[i] = geom.Pt(q.X-p.R.X+in.X, q.Y-p.R.Y+in.Y)
				}
				render.FillPolygon(img, pts, render.WithAlpha(tint, talpha))
				render.StrokePolygon(img, pts, width+2, halo)
				render.StrokePolygon(img, pts, width, render.WithAlpha(ring, alpha))
				break
			}
			fallthrough
		default:
			rad := math.Min(10, math.Min(in.W, in.H)/4)
			render.FillRoundRect(img, in, rad, render.WithAlpha(tint, talpha))
			render.StrokeRoundRect(img, rr, rad+markPad, width+2, halo)
			render.StrokeRoundRect(img, rr, rad+markPad, width, render.WithAlpha(ring, alpha))
		}
	})
}

// badgePlace is the place that carries a move's badge: the first one on
// the board.
func (m *MatchScene) badgePlace(ps []gameview.Place) gameview.Place {
	for _, p := range ps {
		if m.lay.Board.Contains(p.R.Center()) {
			return p
		}
	}
	return ps[0]
}

// badgeSize is the diameter of the mover's badge on a marked place.
const badgeSize = 26

// drawBadge puts the mover's player mark on a small disc at the place's
// top-right corner.
func (m *MatchScene) drawBadge(dst render.Target, p gameview.Place, actor int) {
	s, ok := m.env.Seat(actor)
	if !ok || p.R.W <= 0 {
		return
	}
	c := geom.Pt(p.R.Right(), p.R.Y)
	if p.Shape == gameview.PlacePoly && len(p.Poly) >= 3 {
		// The vertex nearest the top-right: on the shape, not beside it.
		c = p.Poly[0]
		for _, q := range p.Poly[1:] {
			if q.Y-q.X < c.Y-c.X {
				c = q
			}
		}
	}
	if p.Shape == gameview.PlaceCircle {
		// On the circle, at 45°.
		rad := math.Min(p.R.W, p.R.H) / 2
		c = p.R.Center().Add(geom.Pt(rad*0.71, -rad*0.71))
	}
	c = geom.Pt(math.Round(c.X), math.Round(c.Y))
	m.a.sprites.DrawPlaced(dst, render.SpriteKey{Kind: "followbadge"}, geom.RectFromCenter(c, badgeSize, badgeSize), 6, [3]float64{}, func(img *ebiten.Image, rr geom.Rect) {
		render.DrawShadowWith(img, rr, badgeSize/2, 1, 3, 0.3)
		render.FillCircle(img, rr.Center(), badgeSize/2, render.Lighten(render.Papyrus, 0.3))
		render.StrokeCircle(img, rr.Center(), badgeSize/2, 2, render.Gold)
	})
	m.a.sprites.DrawMark(dst, c, badgeSize-8, s.Color)
}

// boardClip is the board in device pixels, for the marks.
func (m *MatchScene) boardClip() image.Rectangle { return render.DeviceRect(m.lay.Board) }
