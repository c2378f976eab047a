package scenes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/layout"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// AllGames are the five games of the title menu, in order; those without a
// registered view are shown as not yet playable.
var AllGames = []string{"imhotep", "kheops", "tekhenu", "pharaon", "egizia"}

// SeatKinds are the seat choices of the menu: a person or a bot level.
var SeatKinds = []string{session.Human, "easy", "normal", "hard"}

const maxNameRunes = 16

type seatSetup struct {
	name   string
	edited bool // the player typed the name: keep it across languages
	kind   string
	color  render.PlayerColor
}

// MenuScene is the title menu: the games, a new match's setup, resume,
// rules, settings and quit.
type MenuScene struct {
	a     *App
	ui    ui
	sel   string // selected game
	entry gameview.Entry
	ok    bool // the selected game is playable

	seats  []seatSetup
	values map[string]string // option choices by Option.Key
	focus  int               // seat whose name is edited, -1 none
	// saves are the autosaved matches in progress, by game (finished ones
	// are not offered).
	saves map[string]*session.Session
	err   string // an error starting a match
	drawn string // the result of the last colour draw, shown until the next click
	draws uint64 // colour draws made, mixed into the next one's seed
	// abandon: the prompt asking before a new match replaces the selected
	// game's match in progress; under are the menu's widgets, drawn inert
	// beneath it.
	abandon bool
	under   []*widget
	// pinned is the control whose tooltip a long press (or a tap on an
	// option's label) left shown; holdTouch and holdSince are the last
	// press's (menu_tips.go).
	pinned    string
	holdTouch bool
	holdSince uint64
}

// Menu geometry (1080p).
var (
	menuCards = geom.R(60, 150, 1800, 290)
	menuPanel = geom.R(60, 468, 1290, 584)
	menuSide  = geom.R(1380, 468, 480, 584)
)

// NewMenu builds the title menu, reads each game's autosave and selects
// the game last selected (else the last played), with its setup as it was
// left.
func NewMenu(a *App) *MenuScene {
	m := &MenuScene{a: a, focus: -1, saves: map[string]*session.Session{}}
	for _, e := range gameview.Entries() {
		if s := a.readAutosave(e.Name); s != nil && !s.Terminal() {
			m.saves[e.Name] = s
		}
	}
	// By default the first playable game of the menu's order (the
	// registration order follows the packages' import paths).
	first := ""
	for _, name := range AllGames {
		if _, ok := gameview.Lookup(name); ok {
			first = name
			break
		}
	}
	if first == "" {
		for _, e := range gameview.Entries() {
			first = e.Name
			break
		}
	}
	if _, ok := gameview.Lookup(a.settings.LastPlayed); ok {
		first = a.settings.LastPlayed
	}
	if mem := a.settings.Menu; mem != nil {
		if _, ok := gameview.Lookup(mem.Game); ok {
			first = mem.Game
		}
	}
	if first != "" {
		m.selectGame(first)
	}
	if m.sel == "" {
		m.sel = AllGames[0]
	}
	return m
}

// resumable is the match -resume reopens: the last game played's, else
// the first game's in progress; nil when none.
func (m *MenuScene) resumable() *session.Session {
	if s := m.saves[m.a.settings.LastPlayed]; s != nil {
		return s
	}
	for _, g := range AllGames {
		if s := m.saves[g]; s != nil {
			return s
		}
	}
	for _, e := range gameview.Entries() {
		if s := m.saves[e.Name]; s != nil {
			return s
		}
	}
	return nil
}

// saved is the selected game's match in progress, nil when none.
func (m *MenuScene) saved() *session.Session { return m.saves[m.sel] }

// selectGame picks the game of the setup panel, with its setup as it was
// left (remembered in the settings), else its default seats.
func (m *MenuScene) selectGame(name string) {
	m.sel = name
	m.entry, m.ok = gameview.Lookup(name)
	m.seats, m.values, m.focus = nil, map[string]string{}, -1
	if !m.ok {
		m.build()
		return
	}
	m.defaultSetup()
	if mem := m.a.settings.Menu; mem != nil {
		if g, ok := mem.Setups[name]; ok {
			m.applySetup(g)
		}
	}
	m.defaultNames()
	m.build()
}

// defaultSetup gives the selected game its default seats and options.
func (m *MenuScene) defaultSetup() {
	n := min(max(4, m.entry.MinPlayers), m.entry.MaxPlayers)
	for i := 0; i < m.entry.MaxPlayers; i++ {
		s := seatSetup{kind: "normal"}
		if i == 0 {
			s.kind = session.Human
		}
		if i < len(m.entry.Colors) {
			s.color = m.entry.Colors[i]
		}
		m.seats = append(m.seats, s)
	}
	m.seats = m.seats[:n]
	for _, o := range m.entry.SoloOptions(1) {
		if len(o.Choices) > 0 {
			m.values[o.Key] = o.Choices[0].Value
		}
	}
}

// applySetup takes a remembered setup over the defaults, keeping only what
// this version knows: a seat count, kinds, colours and option values out
// of range (a hand-edited or newer file) keep their defaults.
func (m *MenuScene) applySetup(g storage.GameSetup) {
	if n := len(g.Seats); n >= m.entry.MinPlayers && n <= m.entry.MaxPlayers {
		m.setPlayers(n)
	}
	colours := map[render.PlayerColor]bool{}
	for i, ss := range g.Seats {
		if i >= len(m.seats) {
			break
		}
		s := &m.seats[i]
		if slices.Contains(SeatKinds, ss.Kind) {
			s.kind = ss.Kind
		}
		if name := strings.TrimSpace(ss.Name); name != "" {
			s.name, s.edited = truncRunes(name, maxNameRunes), true
		}
		for _, c := range m.entry.Colors {
			if c.String() == ss.Color && !m.entry.SeatColors {
				s.color = c
			}
		}
		colours[s.color] = true
	}
	if len(colours) < len(m.seats) {
		// Two seats of one colour: the defaults, in order.
		for i := range m.seats {
			if i < len(m.entry.Colors) {
				m.seats[i].color = m.entry.Colors[i]
			}
		}
	}
	for _, o := range m.entry.SoloOptions(1) {
		v, ok := g.Options[o.Key]
		if !ok {
			continue
		}
		for _, c := range o.Choices {
			if c.Value == v {
				m.values[o.Key] = v
			}
		}
	}
}

// remember keeps the selected game and its setup in the settings, so that
// the menu comes back as it was left (after a restart too).
func (m *MenuScene) remember() {
	if !m.ok {
		return
	}
	mem := &storage.MenuMemory{Game: m.sel, Setups: map[string]storage.GameSetup{}}
	if old := m.a.settings.Menu; old != nil {
		for k, v := range old.Setups {
			mem.Setups[k] = v
		}
	}
	g := storage.GameSetup{Options: map[string]string{}}
	for _, s := range m.seats {
		ss := storage.SeatSetup{Kind: s.kind, Color: s.color.String()}
		if s.edited {
			ss.Name = strings.TrimSpace(s.name)
		}
		g.Seats = append(g.Seats, ss)
	}
	for k, v := range m.values {
		g.Options[k] = v
	}
	mem.Setups[m.sel] = g
	m.a.setMenu(mem)
}

func truncRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// setPlayers changes the number of seats, keeping the first ones.
func (m *MenuScene) setPlayers(n int) {
	n = max(m.entry.MinPlayers, min(n, m.entry.MaxPlayers))
	for len(m.seats) < n {
		s := seatSetup{kind: "normal"}
		// The first colour no seat uses.
		for _, c := range m.entry.Colors {
			used := false
			for _, o := range m.seats {
				used = used || o.color == c
			}
			if !used {
				s.color = c
				break
			}
		}
		m.seats = append(m.seats, s)
	}
	m.seats = m.seats[:n]
	m.focus = -1
	m.defaultNames()
}

// defaultNames names the seats the player has not named: people by
// number, bots after queens and kings of Egypt.
func (m *MenuScene) defaultNames() {
	humans := 0
	for i := range m.seats {
		s := &m.seats[i]
		if s.kind == session.Human {
			humans++
		}
		if s.edited {
			continue
		}
		if s.kind == session.Human {
			s.name = m.a.T("menu.player_name", "n", humans)
		} else {
			s.name = m.a.T(fmt.Sprintf("names.bot%d", i+1))
		}
	}
}

// cycleColor gives seat i the next colour, swapping with the seat that had it.
// Where colours are roles (Entry.SeatColors), the player of seat i moves to
// the next seat instead, and that seat's player to seat i.
func (m *MenuScene) cycleColor(i int) {
	cs := m.entry.Colors
	if len(cs) == 0 {
		return
	}
	if m.entry.SeatColors {
		j := (i + 1) % len(m.seats)
		a, b := &m.seats[i], &m.seats[j]
		a.name, b.name = b.name, a.name
		a.kind, b.kind = b.kind, a.kind
		return
	}
	k := 0
	for j, c := range cs {
		if c == m.seats[i].color {
			k = j
		}
	}
	next := cs[(k+1)%len(cs)]
	for j := range m.seats {
		if j != i && m.seats[j].color == next {
			m.seats[j].color = m.seats[i].color
		}
	}
	m.seats[i].color = next
}

// drawColors deals the players to the seats at random (§3.1 of Kheops:
// "or let the app choose at random"), where colours are roles, and says
// who got the first colour.
func (m *MenuScene) drawColors() {
	if !m.entry.SeatColors || len(m.seats) < 2 || len(m.entry.Colors) == 0 {
		return
	}
	m.draws++
	rng := engine.NewRNG(uint64(m.a.cfg.Now().UnixNano()) ^ m.draws*0x9E3779B97F4A7C15)
	for i := len(m.seats) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		a, b := &m.seats[i], &m.seats[j]
		a.name, b.name = b.name, a.name
		a.kind, b.kind = b.kind, a.kind
		a.edited, b.edited = b.edited, a.edited
	}
	s := m.seats[0]
	colour := colourKey(s.color)
	m.drawn = m.a.T("menu.colors_drawn", "name", strings.TrimSpace(s.name), "colour", m.a.T(colour))
}

// colourKey is the locale key of a seat colour's name.
func colourKey(c render.PlayerColor) string { return "menu.colour." + c.String() }

func (m *MenuScene) colorTip() string {
	if m.entry.SeatColors {
		return "menu.color_tip_seats"
	}
	return "menu.color_tip"
}

func (m *MenuScene) setupHint() string {
	if m.entry.SeatColors {
		return "menu.setup_hint_seats"
	}
	return "menu.setup_hint"
}

// Spec is the match the setup describes.
func (m *MenuScene) Spec(seed uint64) session.Spec {
	sp := session.Spec{Game: m.sel, Options: m.activeOptions(), Seed: seed}
	for _, s := range m.seats {
		name := strings.TrimSpace(s.name)
		if name == "" {
			name = m.a.T("menu.player_name", "n", len(sp.Seats)+1)
		}
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: name, Color: s.color.String(), Kind: s.kind})
	}
	if m.soloOn() {
		sp.Seats = append(sp.Seats, m.soloSeat())
	}
	return sp
}

func (m *MenuScene) Enter() {
	m.defaultNames()
	m.build()
}

func (m *MenuScene) build() {
	a, u := m.a, &m.ui
	a.Invalidate()
	u.clear()
	// Language, top right.
	lx := 1860.0
	for i := len(languages) - 1; i >= 0; i-- {
		l := languages[i]
		w := 70.0
		lx -= w
		u.add(&widget{id: "lang." + l, r: geom.R(lx, 40, w, 44), label: a.langShort(l), kind: wToggle, on: a.loc.Lang == l, small: true})
		lx -= 6
	}
	// The games.
	for i, r := range layout.Grid(menuCards, len(AllGames), 28, 340) {
		name := AllGames[i]
		_, playable := gameview.Lookup(name)
		selected := name == m.sel
		band := ""
		if s := m.saves[name]; s != nil {
			band = a.T("menu.in_progress", "progress", a.progressText(s))
		}
		// Games not yet playable are not widgets one can hover or press
		// (off keeps them out of the hit regions): a picture, drawn inert.
		w := &widget{id: "game." + name, r: r, kind: wCustom, off: !playable, look: fmt.Sprint(name, selected, band, a.loc.Lang)}
		w.custom = m.drawGameCard(name, playable, selected, band)
		u.add(w)
	}
	m.buildSetup()
	// Right column.
	sx, sw := menuSide.X, menuSide.W
	res := &widget{id: "resume", r: geom.R(sx, menuSide.Y, sw, 96), kind: wCustom, off: m.saved() == nil, look: m.resumeSub()}
	res.custom = m.drawResume
	u.add(res)
	y := menuSide.Y + 96 + 18
	u.add(&widget{id: "rules", r: geom.R(sx, y, sw, 62), label: a.T("menu.rules"), off: !m.ok})
	y += 62 + 14
	u.add(&widget{id: "settings", r: geom.R(sx, y, sw, 62), label: a.T("menu.settings")})
	y += 62 + 14
	if !isBrowser(a.cfg) {
		u.add(&widget{id: "quit", r: geom.R(sx, y, sw, 62), label: a.T("menu.quit")})
	}
	if a.Notice() != "" {
		nr := m.noticeRect()
		u.add(&widget{id: "notice.ok", r: geom.R(nr.Right()-110, nr.Bottom()-58, 94, 44), label: a.T("common.ok"), small: true})
	}
	m.under = m.under[:0]
	if m.abandon && m.saved() != nil {
		// The menu stays in sight, inert under the prompt.
		m.under = append(m.under, u.ws...)
		u.clear()
		m.buildAbandon()
	}
}

// abandonPanel is the prompt before a new match replaces one in progress.
var abandonPanel = geom.R(460, 360, 1000, 330)

func (m *MenuScene) buildAbandon() {
	a, u := m.a, &m.ui
	r := abandonPanel
	y := r.Bottom() - 36 - 64
	resume := a.T("menu.abandon_resume")
	keep := a.T("menu.abandon_keep")
	yes := a.T("menu.abandon_yes")
	wr, wk := buttonWidth(resume, false, 200), buttonWidth(keep, false, 160)
	x := r.Right() - 40 - wr
	u.add(&widget{id: "abandon.resume", r: geom.R(x, y, wr, 64), label: resume, kind: wPrimary})
	x -= 16 + wk
	u.add(&widget{id: "abandon.keep", r: geom.R(x, y, wk, 64), label: keep})
	dw := buttonWidth(yes, false, 200)
	d := &widget{id: "abandon.yes", r: geom.R(r.X+40, y, dw, 64), label: yes, kind: wCustom, look: yes}
	d.custom = drawDestructive
	u.add(d)
}

// drawDestructive is a button whose action loses something: terracotta,
// papyrus letters.
func drawDestructive(dst *ebiten.Image, w *widget, hover, pressed bool) {
	r := w.r
	if !pressed {
		render.DrawShadowWith(dst, r, btnRadius, 3, 6, 0.25)
	} else {
		r = r.Translate(1, 2)
	}
	fill0, fill1 := render.Lighten(render.Terracotta, 0.1), render.Terracotta
	border := render.Darken(render.Terracotta, 0.35)
	width := float64(render.StrokeNormal)
	if hover {
		fill0, fill1 = render.Lighten(fill0, 0.12), render.Lighten(fill1, 0.12)
		border, width = render.Ink, 2.5
	}
	if pressed {
		fill0, fill1 = render.Darken(fill0, 0.08), render.Darken(fill1, 0.08)
	}
	render.FillGradientRoundRect(dst, r, btnRadius, fill0, fill1)
	render.StrokeRoundRect(dst, r, btnRadius, width, border)
	render.DrawInRect(dst, w.label, render.Face(render.Bold, render.SizeBody), r.InsetXY(12, 0), render.Center, render.Middle, render.Papyrus)
}

// drawAbandon paints the prompt's veil, panel and texts (its buttons are
// widgets).
func (m *MenuScene) drawAbandon(dst *ebiten.Image) {
	a := m.a
	s := m.saved()
	if s == nil {
		return
	}
	for _, w := range m.under {
		drawWidget(dst, w, false, false)
	}
	render.FillRect(dst, geom.R(0, 0, geom.LogicalW, geom.LogicalH), render.WithAlpha(render.Ink, 0.55))
	r := abandonPanel
	a.panel(dst, r, render.PanelStyle{Shadow: true, Border: render.Terracotta}, false)
	in := r.InsetXY(40, 0)
	title := a.T("menu.abandon_title", "game", a.gameName(s.Spec().Game), "progress", a.progressText(s))
	render.DrawInRect(dst, title, render.Face(render.Title, render.SizeHeading), geom.R(in.X, r.Y+36, in.W, 56), render.Left, render.Middle, render.Ink)
	sp := s.Spec()
	names := make([]string, len(sp.Seats))
	for i, st := range sp.Seats {
		names[i] = localName(m.a, st.Name)
	}
	body := a.T("menu.abandon_players", "names", strings.Join(names, ", ")) + "\n" + a.T("menu.abandon_body")
	render.DrawWrapped(dst, body, render.Face(render.Body, render.SizeBody), geom.R(in.X, r.Y+108, in.W, 100), render.Left, render.Ink)
}

// noticeRect is under the side column's buttons, above the version.
func (m *MenuScene) noticeRect() geom.Rect {
	top := menuSide.Y + 96 + 18 + 3*76 + 10
	return geom.R(menuSide.X, top, menuSide.W, versionRect.Y-10-top)
}

// The app's version is written small at the bottom right of the side
// column, where no button is (the notice ends above it), its baseline on
// the setup panel's bottom edge.
var versionRect = geom.R(menuSide.X, menuSide.Bottom()-20, menuSide.W, 20)

// versionSize is ART.md's floor for small text: the label is incidental.
const versionSize = 16

// versionText is the label, "" when the app was given no version.
func (m *MenuScene) versionText() string {
	if m.a.cfg.Version == "" {
		return ""
	}
	return m.a.T("menu.version", "version", m.a.cfg.Version)
}

// versionBounds is the box the label's line fills (tests).
func (m *MenuScene) versionBounds() geom.Rect {
	face := render.Face(render.Body, versionSize)
	s := render.Ellipsize(m.versionText(), face, versionRect.W)
	return render.TextBounds(s, face, versionRect.Right(), versionRect.Bottom(), render.Right, render.Baseline)
}

// Setup panel geometry.
func (m *MenuScene) leftX() float64  { return menuPanel.X + 32 }
func (m *MenuScene) rightX() float64 { return menuPanel.X + 818 }

const (
	seatRowY = 150.0 // from the panel's top
	seatRowH = 56.0
	seatGap  = 12.0
)

func (m *MenuScene) buildSetup() {
	if !m.ok {
		return
	}
	a, u := m.a, &m.ui
	x0, top := m.leftX(), menuPanel.Y
	// Number of players.
	lw := render.TextWidth(a.T("menu.players"), render.Face(render.Medium, render.SizeBody))
	px := x0 + lw + 24
	for n := m.entry.MinPlayers; n <= m.entry.MaxPlayers; n++ {
		u.add(&widget{id: fmt.Sprintf("players.%d", n), r: geom.R(px, top+82, 60, 48), label: fmt.Sprint(n), kind: wToggle, on: len(m.seats) == n})
		px += 66
	}
	// Seats.
	for i, s := range m.seats {
		y := top + seatRowY + float64(i)*(seatRowH+seatGap)
		cw := &widget{id: fmt.Sprintf("seat.%d.color", i), r: geom.R(x0, y, seatRowH, seatRowH), kind: wCustom, tip: a.T(m.colorTip()), look: s.color.String()}
		clr := s.color
		cw.custom = func(dst *ebiten.Image, w *widget, hover, pressed bool) {
			border := render.Ink
			if hover {
				border = render.GoldDeep
			}
			render.FillRoundRect(dst, w.r, 8, render.Lighten(render.Papyrus, 0.3))
			render.StrokeRoundRect(dst, w.r, 8, render.StrokeNormal, border)
			render.DrawPlayerMark(dst, w.r.Center(), w.r.H*0.62, clr)
		}
		u.add(cw)
		u.add(&widget{id: fmt.Sprintf("seat.%d.name", i), r: geom.R(x0+seatRowH+12, y, 250, seatRowH), kind: wField,
			caption: s.name, label: a.T("menu.name"), on: m.focus == i})
		kx := x0 + seatRowH + 12 + 250 + 16
		for _, k := range SeatKinds {
			u.add(&widget{id: fmt.Sprintf("seat.%d.kind.%s", i, k), r: geom.R(kx, y+4, 100, seatRowH-8),
				label: a.seatKind(k), kind: wToggle, on: s.kind == k, small: true, tip: m.seatKindTip(k)})
			kx += 106
		}
	}
	if m.soloOn() {
		m.addSoloRow(x0, top+seatRowY+float64(len(m.seats))*(seatRowH+seatGap))
	}
	if m.entry.SeatColors && len(m.seats) > 1 {
		y := top + seatRowY + float64(len(m.seats))*(seatRowH+seatGap)
		label := a.T("menu.draw_colors")
		u.add(&widget{id: "seats.draw", r: geom.R(x0+seatRowH+12, y, buttonWidth(label, true, 200), 44), label: label, small: true})
	}
	// Options, with the presets on the heading's row.
	right := menuPanel.Right() - 32
	px = right
	for i := len(m.entry.Presets) - 1; i >= 0; i-- {
		p := m.entry.Presets[i]
		label := a.T(p.Label)
		w := buttonWidth(label, true, 90)
		px -= w
		pw := &widget{id: fmt.Sprintf("preset.%d", i), r: geom.R(px, top+82, w, 44), label: label, small: true}
		if k := presetTipKey(p); a.loc.Has(k) {
			pw.tip = tipText(label, a.T(k))
		}
		u.add(pw)
		px -= 8
	}
	for _, row := range m.optionRows() {
		m.addOptionInfo(row)
		for j, c := range row.opt.Choices {
			w := &widget{id: "opt." + row.opt.Key + "=" + c.Value, r: row.buttons[j], label: a.T(choiceLabel(c)),
				kind: wToggle, on: m.values[row.opt.Key] == c.Value, small: true, tip: m.choiceTip(row.opt, c)}
			u.add(w)
		}
	}
	u.add(&widget{id: "start", r: geom.R(right-380, menuPanel.Bottom()-32-64, 380, 64), label: a.T("menu.start"), kind: wPrimary})
}

// optionRow is one option of the setup panel: its label and its choices.
type optionRow struct {
	opt     gameview.Option
	label   geom.Rect
	buttons []geom.Rect
}

// optionRows lay the options out in the right column: the label, then the
// choices of one width on the same row, right-aligned; choices too wide
// to leave the label room (up to 160 px, a longer one is cut) go on a row
// of their own under it.
func (m *MenuScene) optionRows() []optionRow {
	a := m.a
	x0, right := m.rightX(), menuPanel.Right()-32
	y := menuPanel.Y + 150
	var out []optionRow
	for _, o := range m.shownOptions() {
		n := len(o.Choices)
		if n == 0 {
			continue
		}
		tw := 0.0
		for _, c := range o.Choices {
			tw = max(tw, buttonWidth(a.T(choiceLabel(c)), true, 64))
		}
		row := optionRow{opt: o}
		w := float64(n)*tw + float64(n-1)*6
		if lw := render.TextWidth(m.optionLabel(o), render.Face(render.Medium, render.SizeSmall)); right-w-x0 < min(lw, 160)+10 {
			row.label = geom.R(x0, y, right-x0, 36)
			y += 40
			tw = min(tw, (right-x0-float64(n-1)*6)/float64(n))
			w = float64(n)*tw + float64(n-1)*6
		}
		cx := right - w
		for range o.Choices {
			row.buttons = append(row.buttons, geom.R(cx, y, tw, 42))
			cx += tw + 6
		}
		if row.label.Empty() {
			row.label = geom.R(x0, y, row.buttons[0].X-x0-10, 42)
		}
		out = append(out, row)
		y += 50
	}
	return out
}

func (m *MenuScene) Update(f *Frame) {
	a := m.a
	clicked, changed := m.ui.update(f.In)
	if m.abandon {
		for _, in := range f.In {
			if in.Kind == input.Back {
				clicked = append(clicked, "abandon.keep") // Escape keeps the match
			}
		}
		for _, id := range clicked {
			if m.abandon {
				m.click(id)
			}
		}
		switch {
		case len(clicked) > 0:
			a.Invalidate()
		case changed:
			a.Redraw()
		}
		return
	}
	clicked, pinChanged := m.touchTips(f, clicked)
	changed = changed || pinChanged
	rebuilt := false
	if m.focus >= 0 {
		s := &m.seats[m.focus]
		name, edited, enter := editText(s.name, f.Chars, f.In, maxNameRunes)
		if edited {
			s.name, s.edited = name, true
			changed = true
		}
		done := enter
		for _, in := range f.In {
			if in.Kind == input.Back || (in.Kind == input.Key && in.Key == "Tab") {
				done = true
			}
			if in.Kind == input.Press {
				if id, ok := m.ui.reg.Hit(in.X, in.Y); !ok || id != fmt.Sprintf("seat.%d.name", m.focus) {
					done = true
				}
			}
		}
		if done {
			if strings.TrimSpace(s.name) == "" {
				// Emptied: the default name comes back, in the language.
				s.edited = false
				m.defaultNames()
			}
			m.focus = -1
			changed = true
			m.remember()
		}
		if changed {
			m.build()
			rebuilt = true
		}
	}
	for _, id := range clicked {
		m.click(id)
	}
	switch {
	case len(clicked) > 0 || rebuilt:
		a.Invalidate()
	case changed:
		a.Redraw()
	}
}

func (m *MenuScene) click(id string) {
	a := m.a
	m.drawn = ""
	var i int
	var k string
	switch {
	case strings.HasPrefix(id, "lang."):
		a.SetLang(strings.TrimPrefix(id, "lang."))
		return
	case strings.HasPrefix(id, "optinfo."):
		return // its tooltip is all it has
	case strings.HasPrefix(id, "game."):
		if name := strings.TrimPrefix(id, "game."); name != m.sel {
			m.selectGame(name)
		}
	case strings.HasPrefix(id, "players."):
		var n int
		fmt.Sscanf(id, "players.%d", &n)
		m.setPlayers(n)
	case id == "seats.draw":
		m.drawColors()
	case scan(id, "seat.%d.color", &i):
		m.cycleColor(i)
	case scan(id, "seat.%d.name", &i):
		m.focus = i
	case scan2(id, "seat.%d.kind.%s", &i, &k):
		if i < len(m.seats) {
			m.seats[i].kind = k
			m.defaultNames()
		}
	case strings.HasPrefix(id, "opt."):
		kv := strings.TrimPrefix(id, "opt.")
		if j := strings.LastIndexByte(kv, '='); j > 0 {
			m.values[kv[:j]] = kv[j+1:]
		}
	case scan(id, "preset.%d", &i):
		if i < len(m.entry.Presets) {
			session.ApplyPreset(m.values, m.entry.Presets[i].Values)
		}
	case id == "start":
		if m.saved() != nil {
			// A new match would replace the one in progress: ask first.
			m.abandon = true
			break
		}
		m.start()
		return
	case id == "abandon.yes":
		m.abandon = false
		m.start()
		return
	case id == "abandon.keep":
		m.abandon = false
	case id == "resume", id == "abandon.resume":
		m.abandon = false
		if s := m.saved(); s != nil {
			m.remember()
			if err := a.ResumeMatch(s); err != nil {
				m.err = err.Error()
			}
		}
		return
	case id == "rules":
		if m.ok {
			a.Switch(NewRules(a, m.entry, m))
		}
		return
	case id == "settings":
		a.Switch(NewSettings(a, m))
		return
	case id == "quit":
		a.Quit()
		return
	case id == "notice.ok":
		a.ClearNotice()
	}
	m.remember()
	m.build()
}

// start begins a new match of the setup (its game's autosave is replaced).
func (m *MenuScene) start() {
	m.remember()
	seed := uint64(m.a.cfg.Now().UnixNano())
	if err := m.a.StartMatch(m.Spec(seed)); err != nil {
		m.err = err.Error()
		m.build()
	}
}

func scan(id, format string, i *int) bool {
	_, err := fmt.Sscanf(id, format, i)
	return err == nil && fmt.Sprintf(format, *i) == id
}

func scan2(id, format string, i *int, s *string) bool {
	// "seat.%d.kind.%s": split by hand, Sscanf's %s would stop at nothing useful.
	parts := strings.Split(id, ".")
	fp := strings.Split(format, ".")
	if len(parts) != len(fp) {
		return false
	}
	for j, p := range fp {
		switch p {
		case "%d":
			if _, err := fmt.Sscanf(parts[j], "%d", i); err != nil {
				return false
			}
		case "%s":
			*s = parts[j]
		default:
			if parts[j] != p {
				return false
			}
		}
	}
	return true
}

func (m *MenuScene) Draw(dst *ebiten.Image) {
	render.DrawImage(dst, m.a.layer(m, m.drawBase), nil)
	m.ui.draw(dst, m.a.widgets)
	if w := m.shownTip(); w != nil {
		lines := tipLines(w.tip)
		tw, th := tooltipSize(lines)
		p := pointer(&m.ui)
		drawTooltip(dst, lines, layout.TooltipRect(p, w.r, tw, th, geom.R(0, 0, geom.LogicalW, geom.LogicalH)))
	}
}

// drawBase paints what does not change with hover: background, title,
// panels and their labels.
func (m *MenuScene) drawBase(dst *ebiten.Image) {
	a := m.a
	drawBackground(dst)
	if m.abandon {
		defer m.drawAbandon(dst)
	}
	// Title.
	render.DrawText(dst, a.T("app.title"), render.Face(render.Title, render.SizeTitle), geom.LogicalW/2, 72, render.Center, render.Middle, render.Ink)
	tw := render.TextWidth(a.T("app.title"), render.Face(render.Title, render.SizeTitle))
	a.frieze(dst, geom.R(geom.LogicalW/2-tw/2-40, 112, tw+80, 10), 0.8)
	// Setup panel.
	a.panel(dst, menuPanel, render.PanelStyle{Shadow: true}, false)
	x0, top := m.leftX(), menuPanel.Y
	heading := render.Face(render.Title, render.SizeHeading)
	body := render.Face(render.Medium, render.SizeBody)
	if m.ok {
		render.DrawText(dst, a.T("menu.new_game", "game", a.gameName(m.sel)), heading, x0, top+48, render.Left, render.Middle, render.Ink)
		render.DrawText(dst, a.T("menu.players"), body, x0, top+106, render.Left, render.Middle, render.Ink)
		render.DrawText(dst, a.T("menu.options"), heading, m.rightX(), top+104, render.Left, render.Middle, render.Ink)
		small := render.Face(render.Medium, render.SizeSmall)
		rows := m.optionRows()
		for _, row := range rows {
			// The "i" of the label's tooltip (a widget) comes after it.
			r := row.label
			if m.optionTip(row.opt) != "" {
				r.W -= infoGlyph
			}
			render.DrawInRect(dst, m.optionLabel(row.opt), small, r, render.Left, render.Middle, render.Ink)
		}
		y := top + 150
		if len(rows) > 0 {
			y = rows[len(rows)-1].label.Bottom()
		}
		if y == top+150 {
			render.DrawWrapped(dst, a.T("menu.no_options"), render.Face(render.Body, render.SizeSmall), geom.R(m.rightX(), y, menuPanel.Right()-32-m.rightX(), 80), render.Left, render.InkSoft)
		}
		// A line between the two columns.
		lx := m.rightX() - 30
		render.Line(dst, geom.Pt(lx, top+80), geom.Pt(lx, menuPanel.Bottom()-30), render.StrokeThin, render.WithAlpha(render.InkSoft, 0.5))
		hint := geom.R(x0, menuPanel.Bottom()-100, m.rightX()-60-x0, 76)
		switch {
		case m.err != "":
			render.DrawWrapped(dst, m.err, render.Face(render.Body, render.SizeSmall), hint, render.Left, render.Terracotta)
		case m.drawn != "":
			render.DrawWrapped(dst, m.drawn, render.Face(render.Medium, render.SizeSmall), hint, render.Left, render.Ink)
		default:
			render.DrawWrapped(dst, a.T(m.setupHint()), render.Face(render.Body, render.SizeSmall), hint, render.Left, render.InkSoft)
		}
	} else {
		render.DrawText(dst, a.gameName(m.sel), heading, x0, top+48, render.Left, render.Middle, render.Ink)
		render.DrawWrapped(dst, a.T("menu.coming_soon_long"), render.Face(render.Body, render.SizeBody), geom.R(x0, top+100, menuPanel.W-64, 200), render.Left, render.InkSoft)
	}
	if v := m.versionText(); v != "" {
		render.DrawInRect(dst, v, render.Face(render.Body, versionSize), versionRect, render.Right, render.Baseline, render.InkSoft)
	}
	if n := a.Notice(); n != "" {
		r := m.noticeRect()
		a.panel(dst, r, render.PanelStyle{Shadow: true, Plain: true, Border: render.Terracotta}, false)
		render.DrawWrapped(dst, n, render.Face(render.Body, render.SizeSmall), r.Inset(18), render.Left, render.Ink)
	}
}

// pointer is the last known pointer position.
func pointer(u *ui) geom.Point {
	x, y, _ := u.reg.Pointer()
	return geom.Pt(x, y)
}

// resumeSub describes the saved match under the resume button.
func (m *MenuScene) resumeSub() string {
	a := m.a
	s := m.saved()
	if s == nil {
		return a.T("menu.no_saved_game")
	}
	sp := s.Spec()
	if against, ok := m.soloAgainst(sp); ok {
		return a.T("menu.solo.saved", "game", a.gameName(sp.Game), "against", against, "progress", a.progressText(s))
	}
	return a.T("menu.saved_game", "game", a.gameName(sp.Game), "n", len(sp.Seats), "progress", a.progressText(s))
}

func (m *MenuScene) drawResume(dst *ebiten.Image, w *widget, hover, pressed bool) {
	a := m.a
	b := *w
	b.kind, b.label = wPrimary, ""
	if w.off {
		b.kind = wButton
	}
	drawWidget(dst, &b, hover, pressed)
	r := w.r
	if pressed {
		r = r.Translate(1, 2)
	}
	clr := render.Ink
	if w.off {
		clr = render.InkSoft
	}
	render.DrawText(dst, a.T("menu.resume"), render.Face(render.Bold, render.SizeBody), r.Center().X, r.Y+34, render.Center, render.Middle, clr)
	sub := m.resumeSub()
	render.DrawInRect(dst, sub, render.Face(render.Body, render.SizeSmall), geom.R(r.X+12, r.Y+54, r.W-24, 30), render.Center, render.Middle, clr)
}

// drawGameCard paints a game's card as it was when the widgets were built
// (the picture is cached under that look). A playable card is raised
// (shadow, ink frame, gold on hover); one not yet playable lies flat in the
// sand, framed by a thin soft line, its picture faded like an old fresco
// and sealed "Coming soon": attractive, but nothing invites a click.
func (m *MenuScene) drawGameCard(name string, playable, selected bool, band string) func(dst *ebiten.Image, w *widget, hover, pressed bool) {
	return func(dst *ebiten.Image, w *widget, hover, pressed bool) {
		a := m.a
		r := w.r
		if selected {
			render.DrawGlow(dst, r, 12, 0.7)
		}
		if playable {
			render.DrawShadowWith(dst, r, 12, 4, 8, 0.25)
			render.FillRoundRect(dst, r, 12, render.Papyrus)
		} else {
			render.FillRoundRect(dst, r, 12, render.Mix(render.Papyrus, render.Sand, 0.55))
		}
		pic := geom.R(r.X+10, r.Y+10, r.W-20, r.H-72)
		img := thumbnail(a, name, int(pic.W), int(pic.H))
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(pic.X, pic.Y)
		if !playable {
			// Faded towards the sand, not darkened: a fresco, not a
			// disabled button.
			op.ColorScale.Scale(0.8, 0.76, 0.7, 0.72)
		}
		render.DrawImage(dst, img, op)
		titleClr := render.Ink
		if playable {
			render.StrokeRoundRect(dst, pic, 4, render.StrokeThin, render.Ink)
			border, width := render.Ink, float64(render.StrokeNormal)
			switch {
			case selected:
				border, width = render.Lapis, 4
			case hover:
				border, width = render.GoldDeep, 3
			}
			render.StrokeRoundRect(dst, r, 12, width, border)
		} else {
			render.StrokeRoundRect(dst, r, 12, render.StrokeThin, render.WithAlpha(render.InkSoft, 0.55))
			titleClr = render.InkSoft
		}
		title := render.Face(render.Title, 30)
		render.DrawInRect(dst, a.gameName(name), title, geom.R(r.X+10, r.Bottom()-62, r.W-20, 58), render.Center, render.Middle, titleClr)
		if !playable {
			// A caption across the picture, like a museum label: no
			// frame, nothing shaped like a button.
			b := geom.R(pic.X, pic.Bottom()-40, pic.W, 40)
			render.FillRect(dst, b, render.WithAlpha(render.Ink, 0.62))
			render.DrawInRect(dst, a.T("menu.coming_soon"), render.Face(render.Medium, render.SizeSmall), b.InsetXY(8, 0), render.Center, render.Middle, render.Papyrus)
		}
		if band != "" {
			b := geom.R(pic.X, pic.Bottom()-40, pic.W, 40)
			render.FillRect(dst, b, render.WithAlpha(render.Lapis, 0.9))
			render.DrawInRect(dst, band, render.Face(render.Medium, render.SizeSmall), b.InsetXY(8, 0), render.Center, render.Middle, render.Papyrus)
		}
	}
}
