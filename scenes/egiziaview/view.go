package egiziaview

import (
	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// View is the Egizia board. This file holds its state and the
// gameview.View plumbing; draw.go paints the pieces, panel.go the seats'
// areas, layers.go caches the pictures, anim*.go moves the pieces,
// picker.go and pick_*.go turn clicks into actions, tooltip.go explains.
type View struct {
	env  *gameview.Env
	area geom.Rect
	pl   *Places

	st     *egizia.State // a copy of the last Sync's state
	viewer int
	board  Board // what the printed board shows

	static staticLayer
	ly     layers

	pointer geom.Point
	hasPtr  bool
	own     *render.Sprites

	an     animator
	pk     picker
	legal  []engine.Action
	panels map[int]geom.Rect // the seats' panel bodies as last drawn
	pages  map[int][2]int    // per seat, the first card shown of each panel row (its "+N" chip clicked)
}

var _ gameview.View = (*View)(nil)

// NewView makes the Egizia view for a match.
func NewView(env *gameview.Env) gameview.View {
	v := &View{env: env, viewer: -1}
	v.Layout(geom.R(0, 76, geom.LogicalW*0.7, geom.LogicalH-76))
	return v
}

// Layout places the board inside area.
func (v *View) Layout(area geom.Rect) {
	v.area = area
	v.pl = newPlaces(area, v.players())
	v.changed()
}

func (v *View) players() int {
	if v.st == nil {
		return egizia.MinPlayers
	}
	return v.st.NumPlayers()
}

// seatColors are the default seat colours: red, white, brown, gray, so
// that no seat shares a colour with the violet, green, blue and yellow
// crews [DESIGN DEFAULT]; the shapes are all different.
var seatColors = []render.PlayerColor{render.Red, render.White, render.Brown, render.Gray}

func (v *View) colour(p int) render.PlayerColor {
	if s, ok := v.env.Seat(p); ok {
		return s.Color
	}
	if p >= 0 && p < len(seatColors) {
		return seatColors[p]
	}
	return render.Gray
}

func (v *View) sprites() *render.Sprites { return v.env.SpritesOr(&v.own) }

// Sync shows state s (events are not animated yet: every Sync jumps).
func (v *View) Sync(s engine.State, events []engine.Event, viewer gameview.Viewer) {
	st, ok := s.(*egizia.State)
	if !ok {
		return
	}
	prev := v.st
	v.st = st.Clone().(*egizia.State)
	v.viewer = viewer
	if prev == nil || prev.NumPlayers() != st.NumPlayers() {
		v.pl = newPlaces(v.area, st.NumPlayers())
	}
	v.board = boardOf(v.st)
	v.board.Loc = v.env.Bundle()
	// The legal actions, for ClickFor before the first Pick.
	v.legal = v.legal[:0]
	if !v.st.Terminal() {
		v.legal = v.st.Legal(v.legal)
	}
	v.pk.reset()
	v.animSync(prev, events)
	v.changed()
}

// boardOf is the printed board of st.
func boardOf(st *egizia.State) Board {
	b := Board{Players: st.NumPlayers()}
	for i, id := range st.Statues() {
		b.Statues[i] = id
	}
	b.Gold, b.Violet = st.BonusTiles()
	return b
}

// Update advances the animations.
func (v *View) Update(dt float64) bool { return v.animUpdate(dt) }

// Pick turns the pointer's clicks into a legal action (picker.go).
func (v *View) Pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	for _, it := range in {
		if it.Kind == input.Move || it.Kind == input.Click {
			v.pointer, v.hasPtr = geom.Pt(it.X, it.Y), true
		}
	}
	a, ok, redraw := v.pick(in, legal)
	return a, ok, v.followHand() || redraw
}

// CancelPick drops the partial selection.
func (v *View) CancelPick() { v.cancelPick() }

// Prompt is the top bar's sentence.
func (v *View) Prompt() (string, []any) { return v.prompt() }

// notePanel records where seat's panel body is (DrawPanel calls it), for
// the clicks and tooltips on the panels.
func (v *View) notePanel(seat int, r geom.Rect) {
	if v.panels == nil {
		v.panels = map[int]geom.Rect{}
	}
	v.panels[seat] = r
}
