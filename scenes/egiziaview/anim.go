package egiziaview

import (
	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/anim"
)

// animator holds the animations of the last Sync (anim_queue.go queues
// them, anim_draw.go paints them, layers.go composes the picture).
type animator struct {
	tl   anim.Timeline
	prev *egizia.State // the state before the move animated, nil when still
}

// animSync queues the animation of events, from prev to v.st (view.go's
// Sync calls it once v.st is the new state).
func (v *View) animSync(prev *egizia.State, events []engine.Event) {
	v.anim().tl.Clear()
	v.anim().prev = nil
}

// animUpdate advances the animations; it reports whether they move.
func (v *View) animUpdate(dt float64) bool {
	v.anim().tl.Speed = v.env.AnimSpeed()
	v.anim().tl.Advance(dt)
	return v.anim().tl.Busy()
}

// animOf holds each view's animator until View has its field (see
// NOTES.md); then anim returns &v.an.
var animOf = map[*View]*animator{}

func (v *View) anim() *animator {
	a := animOf[v]
	if a == nil {
		a = &animator{}
		animOf[v] = a
	}
	return a
}
