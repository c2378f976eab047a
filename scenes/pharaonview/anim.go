package pharaonview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/anim"
	"nilegames/render/geom"
)

// Durations at normal speed (ART.md, Motion); the timeline applies the
// speed setting. A token or card flies in ART's 0.25 s over a short way;
// the long flights across the table (a panel to the wheel, the bag to a
// lot) take up to twice that, so that the eye can follow them.
const (
	durFly   = anim.DurFly   // a token flying
	durCard  = 0.4           // a card sliding
	durWheel = anim.DurWheel // the wheel turning one notch
	durTilt  = 0.3           // a Noble a quarter turn
	durFlip  = 0.3           // a Jar turned face up
	durPop   = 0.35          // a Jar's resources popping out
	durStep  = 0.3           // a disc or cube stepping
	durDrop  = 0.3           // a Traitor resource dropping on its tile
	durGlow  = 0.45          // a Traitor icon lit
	durFade  = 0.25          // a piece leaving the table
	stagger  = 0.06          // between the tokens of one group
)

// effects are what the animations draw over the state of the last Sync:
// sprites (copies of pieces, moving or waiting where they were), the
// wheel's shift while it turns, and the counts not yet reached.
type effects struct {
	sprites []*sprite
	last    map[piece]*sprite // the latest sprite of each piece (chains)
	counts  map[piece]int     // added to a count shown (tokens in flight)
	shift   float64           // added to the wheel's offset while it turns
	turn    float64           // the turn's progress, 0 when still
	turnDir float64           // +1 clockwise on screen, -1 counter-clockwise
}

// A sprite's phases.
const (
	spWait = iota // queued: drawn at from when wait
	spMove        // moving from → to
	spDone        // landed: drawn at to while rest, until the next move of its piece
	spGone
)

// sprite is a copy of one piece drawn by the animations.
type sprite struct {
	look, id, by int // what it looks like (lk*), its id, the seat it is ringed with (-1)
	from, to     geom.Rect
	t            float64 // eased progress of the move
	phase        int
	wait, rest   bool  // drawn at from while queued; at to once landed
	key          piece // the chain of moves of one piece
	keyed        bool
	hide         bool  // the live piece is hidden until this lands
	hideAs       piece // that live piece, when not key
	hideSet      bool
	lift         float64
	flip         bool    // a Jar turned face up on the way
	fadeIn       bool    // grows from nothing
	fadeOut      bool    // fades away on the way
	rot0, rot1   float64 // quarter turns (a Noble tilting)
	glow         bool    // a ring lit (a Traitor icon triggering)
	panel        bool    // drawn in the panels (DrawPanel) as well as on the board
	src, dst     piece   // counts: src restored at start, dst at landing
	srcN, dstN   int
}

// Sprite looks.
const (
	lkRes      = iota // id: resource
	lkOff             // id: Offering kind
	lkWheel           // id: wheel token code, by: seat
	lkDisc            // id: seat
	lkCube            // id: seat
	lkArtisan         // id: Artisan
	lkNoble           // id: Noble number
	lkJar             // id: Jar
	lkPharaoh         // the Pharaoh token
	lkFirst           // the First Player token
	lkSeatCard        // id: Noble number, by: seat (a small card of a panel)
	lkGlow            // a lit ring (to)
)

// hides reports whether the live piece pc is not drawn: a copy of it is
// on its way or waiting to move.
func (fx *effects) hides(pc piece) bool {
	for _, s := range fx.sprites {
		if s.hide && s.hideAs == pc && s.phase < spDone {
			return true
		}
	}
	return false
}

// wheelShift is added to the wheel's offset while it turns.
func (fx *effects) wheelShift() float64 { return fx.shift }

// countShift is added to count pc (a seat's resource or Offering kind,
// the supply) while tokens are on their way.
func (fx *effects) countShift(pc piece) int { return fx.counts[pc] }

// busy reports whether something is queued or moving.
func (fx *effects) busy() bool { return len(fx.sprites) > 0 || fx.shift != 0 }

// add registers s and returns its tween of d seconds: s starts moving
// when the timeline reaches the tween and lands at its end. A sprite of
// the same piece queued before rests where it landed until s starts.
func (v *View) add(s *sprite, d float64, e anim.Ease) *anim.Tween {
	fx := &v.fx
	if fx.last == nil {
		fx.last = map[piece]*sprite{}
		fx.counts = map[piece]int{}
	}
	if s.hide && !s.hideSet {
		s.hideAs = s.key
	}
	var before *sprite
	if s.keyed {
		if p := fx.last[s.key]; p != nil {
			before, p.rest, s.wait = p, true, false
		}
		fx.last[s.key] = s
	}
	if s.srcN != 0 {
		fx.counts[s.src] += s.srcN
	}
	if s.dstN != 0 {
		fx.counts[s.dst] -= s.dstN
	}
	fx.sprites = append(fx.sprites, s)
	return anim.Staged(d, e, func() {
		s.phase = spMove
		if before != nil {
			before.phase = spGone
		}
		if s.srcN != 0 {
			fx.counts[s.src] -= s.srcN
		}
	}, func(t float64) { s.t = t }, func() {
		s.t = 1
		s.phase = spDone
		if !s.rest {
			s.phase = spGone
		}
		if s.dstN != 0 {
			fx.counts[s.dst] += s.dstN
		}
		if s.keyed && fx.last[s.key] == s && s.phase == spGone {
			delete(fx.last, s.key)
		}
	})
}

// shown reports whether s is drawn now, and at which progress.
func (s *sprite) shown() (t float64, ok bool) {
	switch s.phase {
	case spWait:
		return 0, s.wait
	case spMove:
		return s.t, true
	case spDone:
		return 1, s.rest
	}
	return 0, false
}

// drawEffects paints the sprites over the board.
func (v *View) drawEffects(dst *ebiten.Image) {
	v.drawWheelTurn(dst)
	for _, s := range v.fx.sprites {
		if t, ok := s.shown(); ok {
			v.drawSprite(dst, s, t)
		}
	}
}

// drawPanelEffects paints, in seat's panel, the sprites going to or from
// the panels (the panel's picture clips them).
func (v *View) drawPanelEffects(dst *ebiten.Image, seat int, r geom.Rect) {
	for _, s := range v.fx.sprites {
		if !s.panel {
			continue
		}
		if t, ok := s.shown(); ok {
			v.drawSprite(dst, s, t)
		}
	}
}
