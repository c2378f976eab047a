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
	gameview.Base
	pl *Places

	st    *egizia.State // a copy of the last Sync's state
	board Board         // what the printed board shows

	static staticLayer
	ly     layers

	an    animator
	pk    picker
	pages map[int][2]int // per seat, the first card shown of each panel row (its "+N" chip clicked)
}

var _ gameview.View = (*View)(nil)

// NewView makes the Egizia view for a match.
func NewView(env *gameview.Env) gameview.View {
	v := &View{Base: gameview.NewBase(env, seatColors, "")}
	v.Layout(geom.R(0, 76, geom.LogicalW*0.7, geom.LogicalH-76))
	return v
}

// Layout places the board inside area.
func (v *View) Layout(area geom.Rect) {
	v.Area = area
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

// Sync shows state s (events are not animated yet: every Sync jumps).
func (v *View) Sync(s engine.State, events []engine.Event, viewer gameview.Viewer) {
	st, ok := s.(*egizia.State)
	if !ok {
		return
	}
	prev := v.st
	v.st = st.Clone().(*egizia.State)
	v.Viewer = viewer
	if prev == nil || prev.NumPlayers() != st.NumPlayers() {
		v.pl = newPlaces(v.Area, st.NumPlayers())
	}
	v.board = boardOf(v.st)
	v.board.Loc = v.Env.Bundle()
	// The legal actions, for ClickFor before the first Pick.
	v.Legal = v.Legal[:0]
	if !v.st.Terminal() {
		v.Legal = v.st.Legal(v.Legal)
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
			v.SetPointer(geom.Pt(it.X, it.Y))
		}
	}
	a, ok, redraw := v.pick(in, legal)
	return a, ok, v.followHand() || redraw
}

// CancelPick drops the partial selection.
func (v *View) CancelPick() { v.cancelPick() }

// Prompt is the top bar's sentence.
func (v *View) Prompt() (string, []any) { return v.prompt() }
