package kheopsview

import (
	"slices"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/pick"
)

// View is the Kheops board.
type View struct {
	gameview.Base
	lay *layout

	static gameview.Layer[staticKey]

	target *board // the state as of the last Sync
	d      *board // what is drawn: the state as of the animation
	dec    decision

	pk      picker
	refusal gameview.Refusal // why the last unusable click was refused
	overlay bool             // the network overlay is shown
	hover   []target

	tl   anim.Timeline
	fx   effects
	fin  *finale // the final scoring, once the game has ended
	bare bool    // the pyramid only (pictures of the rules)
}

// decision is what the seat to act is asked, read at Sync.
type decision struct {
	player int
	human  bool
	ms     moveSet
}

// NewView makes the Kheops view for a match.
func NewView(env *gameview.Env) gameview.View {
	v := &View{Base: gameview.NewBase(env, seatColors, "")}
	v.Layout(geom.R(0, 76, geom.LogicalW*0.7, geom.LogicalH-76))
	return v
}

// Layout places the board inside area.
func (v *View) Layout(area geom.Rect) {
	v.Area = area
	v.lay = newLayout(area)
}

// seatColors are the colours of the rules' roles, by seat.
var seatColors = []render.PlayerColor{kheops.White: render.White, kheops.Blue: render.Blue}

func (v *View) name(p int) string {
	if s, ok := v.Env.Seat(p); ok && s.Name != "" {
		return s.Name
	}
	if p == kheops.Blue {
		return tr(v.Env.Bundle(), "kheops.colour.blue")
	}
	return tr(v.Env.Bundle(), "kheops.colour.white")
}

// Sync shows state s, animating events (nil jumps).
func (v *View) Sync(s engine.State, events []engine.Event, viewer gameview.Viewer) {
	st, ok := s.(*kheops.State)
	if !ok {
		return
	}
	v.Viewer = viewer
	tgt := snapshot(st, viewer)
	jump := events == nil || v.target == nil || v.Env.AnimSpeed() == anim.Off
	if jump {
		v.tl.Clear()
		v.fx = effects{}
		v.fin = nil
		v.d = tgt.clone()
	} else {
		v.queue(events, tgt)
	}
	v.target = tgt
	v.dec = decision{player: tgt.cur}
	if tgt.cur >= 0 {
		v.dec.human = v.Human(tgt.cur)
		v.dec.ms = decodeAll(st.Legal(nil))
	}
	v.pk.defKind, v.pk.defTile = v.dec.ms.defaults()
	v.pk.reset()
}

// Update advances the animations.
func (v *View) Update(dt float64) bool {
	v.tl.Speed = v.Env.AnimSpeed()
	v.tl.Advance(dt)
	v.fx.advance(dt * v.rate())
	return v.busy()
}

func (v *View) busy() bool { return v.tl.Busy() || v.fx.busy() }

func (v *View) rate() float64 {
	switch v.Env.AnimSpeed() {
	case anim.Fast:
		return 2
	case anim.Off:
		return 1e9
	}
	return 1
}

// Watch lets the network overlay be toggled while the bot plays or the
// board moves: Pick with no legal action can only do that and hover.
func (v *View) Watch(in []input.Intent) bool {
	_, _, redraw := v.Pick(in, nil)
	return redraw
}

// Pick turns the pointer's intents into a legal action.
func (v *View) Pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	if !slices.Equal(legal, v.dec.ms.acts) {
		v.dec.ms = decodeAll(legal)
		v.pk.defKind, v.pk.defTile = v.dec.ms.defaults()
		v.pk.reset()
	}
	h := pick.Host[target]{Hit: v.hitsAt, Click: v.click}
	return pick.Pointer{
		Hover:   v.setPointer,
		ClickAt: h.ClickFirst,
		Refuse: func(p geom.Point) {
			if hits := v.hitsAt(p); len(hits) > 0 {
				v.refuse(hits[0])
			}
		},
		Cancel: func() bool { return pick.Drop(v.pk.partial(), v.pk.reset) },
		Done:   v.pk.reset,
		Other:  v.pickOther,
	}.Run(in)
}

func (v *View) setPointer(p geom.Point) bool {
	v.SetPointer(p)
	h := v.hitsAt(p)
	changed := !slices.Equal(h, v.hover)
	v.hover = h
	return changed
}

// traySeat is the seat whose pawns and hand the tray shows: the human
// deciding now, else the human watching; -1 when no human plays.
func (v *View) traySeat() int {
	if v.dec.human && v.dec.player >= 0 {
		return v.dec.player
	}
	if v.Viewer >= 0 && v.Viewer < 2 && v.Human(v.Viewer) {
		return v.Viewer
	}
	return -1
}

// CancelPick drops the partial selection.
func (v *View) CancelPick() { v.pk.reset() }

// hovered is the topmost target under the pointer that a click would
// take, if any.
func (v *View) hovered(next map[target]bool) (target, bool) {
	for _, t := range v.hover {
		if next[t] {
			return t, true
		}
	}
	return target{}, false
}

// Prompt is the top bar's sentence: what the seat to act is choosing.
func (v *View) Prompt() (string, []any) {
	b := v.target
	if b == nil {
		return "kheops.prompt.wait", nil
	}
	if v.fin != nil && v.busy() {
		return "kheops.prompt.scoring", nil
	}
	if b.over() || v.dec.player < 0 {
		return "kheops.prompt.over", nil
	}
	args := []any{"player", v.name(v.dec.player)}
	mt, ok := v.dec.ms.kind()
	if !ok {
		return "kheops.prompt.wait", nil
	}
	if !v.dec.human {
		switch mt {
		case kheops.PlacePawn:
			return "kheops.prompt.ai_pawn", args
		case kheops.PlaceTile:
			return "kheops.prompt.ai_tile", args
		}
		return "kheops.prompt.ai_power", append(args, "power", tr(v.Env.Bundle(), "kheops.symbol."+b.power.String()))
	}
	key := ""
	switch mt {
	case kheops.PlacePawn:
		key = "pawn"
		args = append(args, "kind", tr(v.Env.Bundle(), "kheops.pawn."+v.pk.kind.String()))
	case kheops.RotateTile:
		key = "power_" + b.power.String()
		if v.pk.first != 0 {
			key = "rotate_steps"
		}
	case kheops.SwapPawns:
		key = "swap_own"
		if v.pk.first != 0 {
			key = "swap_opp"
		}
	case kheops.MovePawn:
		key = "move_from"
		if v.pk.first != 0 {
			key = "move_to"
		}
	default:
		key = "tile_slot"
		if v.pk.slot != 0 {
			key = "tile_turn"
		}
	}
	return "kheops.prompt." + key, args
}

var tr = gameview.Tr
