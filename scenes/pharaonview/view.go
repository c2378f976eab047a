package pharaonview

import (
	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/input"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// View is the Pharaon board. This file holds its state and the
// gameview.View plumbing; draw.go paints the pieces, layers.go caches the
// pictures, tooltip.go explains, places.go answers the Placer; the
// animations (anim*.go: fx, tl) and the picker (picker*.go: pk) are
// filled in by their own files.
type View struct {
	gameview.Base
	pl *Places

	st    *pharaon.State // a copy of the last Sync's state
	board Board          // what the printed board shows

	static staticLayer
	ly     layers

	fx effects
	tl anim.Timeline
	pk picker

	// legendShown: solo, the board's legend shows over the Traitor's
	// table while the pointer is on its tab or on it (legend.go).
	legendShown bool
}

// NewView makes the Pharaon view for a match.
func NewView(env *gameview.Env) gameview.View {
	v := &View{Base: gameview.NewBase(env, entryColors, "pharaon.board.seat")}
	v.Layout(geom.R(0, 76, geom.LogicalW*0.7, geom.LogicalH-76))
	return v
}

// Layout places the board inside area.
func (v *View) Layout(area geom.Rect) {
	v.Area = area
	v.pl = newPlaces(area, v.players())
	v.changed()
}

// players is the player count the board is laid out for (1 = solo).
func (v *View) players() int {
	if v.st == nil {
		return 2
	}
	return v.st.Players()
}

func (v *View) t(key string, args ...any) string { return v.T(key, args...) }

// Sync shows state s, animating events (nil jumps).
func (v *View) Sync(s engine.State, events []engine.Event, viewer gameview.Viewer) {
	st, ok := s.(*pharaon.State)
	if !ok {
		return
	}
	prev := v.st
	v.st = st.Clone().(*pharaon.State)
	v.Viewer = viewer
	if prev == nil || prev.Players() != st.Players() {
		v.pl = newPlaces(v.Area, st.Players())
	}
	v.board = v.boardOf(v.st)
	rulesLive = rulesArrangement{ok: true, b: v.board}
	v.Legal = v.st.Legal(v.Legal[:0])
	if v.st.CurrentPlayer() < 0 {
		v.Legal = v.Legal[:0]
	}
	v.changed()
	v.tl.Clear()
	v.fx = effects{}
	if events != nil && prev != nil && v.Env.AnimSpeed() != anim.Off {
		v.queue(prev, events)
	}
	v.pk.reset()
}

// boardOf is the printed board of st.
func (v *View) boardOf(st *pharaon.State) Board {
	b := Board{Players: st.Players(), Ring: st.Ring(), Loc: v.Env.Bundle()}
	_, b.Cw = st.Wheel()
	if tiles, ok := st.TraitorTiles(); ok {
		for i, t := range tiles {
			b.Tiles[i] = t.Tile
			if t.Tile >= 0 && t.Tile < pharaon.NumTiles {
				b.Dark[t.Tile] = t.Dark
			}
		}
	}
	return b
}

// Update advances the animations.
func (v *View) Update(dt float64) bool {
	v.tl.Speed = v.Env.AnimSpeed()
	if v.tl.Busy() {
		v.ly.frame++ // the board moves
	}
	v.tl.Advance(dt)
	return v.tl.Busy()
}

// Watch follows the pointer while no human may pick; a click there is
// refused ("not your turn", refuse.go).
func (v *View) Watch(in []input.Intent) bool {
	for _, it := range in {
		if it.Kind == input.Move || it.Kind == input.Click {
			v.SetPointer(geom.Pt(it.X, it.Y))
		}
		if it.Kind == input.Click && it.Button == input.ButtonLeft {
			v.watchClick(v.Pointer)
		}
	}
	return v.followLegend()
}

// Pick turns the pointer's intents into a legal action (picker.go).
func (v *View) Pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	for _, it := range in {
		if it.Kind == input.Move || it.Kind == input.Click || it.Kind == input.Press || it.Kind == input.Release {
			v.SetPointer(geom.Pt(it.X, it.Y))
		}
	}
	a, done, redraw := v.pick(in, legal)
	return a, done, v.followLegend() || redraw
}

// CancelPick drops the partial selection.
func (v *View) CancelPick() { v.cancelPick() }

// Prompt is the top bar's sentence (picker.go).
func (v *View) Prompt() (string, []any) { return v.prompt() }
