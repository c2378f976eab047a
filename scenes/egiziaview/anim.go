package egiziaview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/anim"
	"nilegames/render/geom"
)

// The animations of a move play over two pictures of the pieces: the
// state before the move and the state after (layers.go). The board shows
// the one before, with regions switched, as each piece leaves or lands,
// to the one after or to the bare printed board (then repainted by the
// region itself); the panels show a seatShow that each landing brings
// closer to the final one. So every count changes as its piece lands, and
// once the timeline is empty the final picture is the only one shown.

// Durations at normal speed (ART.md, Motion); the timeline applies the
// speed setting.
const (
	durSail  = anim.DurBoatSail // a ship sailing to its space
	durFly   = anim.DurFly      // a brick or a card flying
	durCard  = 0.4              // a card slid over the board
	durFlip  = 0.35             // a tile or card turned over
	durSlide = 0.5              // the flood ring between spaces
	durStep  = 0.12             // one notch of a counter or track
	durGlow  = 0.45             // something lit
	durPop   = 0.8              // a points pop-up
	durFade  = 0.3              // a piece leaving the table
	stagger  = 0.06             // between the pieces of one group
)

// animator holds the animations of the last Sync.
type animator struct {
	tl      anim.Timeline
	prev    *egizia.State // the state before the move, nil when still
	sprites []*sprite
	regions []*region
	show    map[int]*seatShow // the panels as they are shown while busy
	frame   int               // bumped by every frame that moves
	ver     int               // bumped by every animated Sync
	panels  map[int]geom.Rect // the panel bodies as last drawn
}

// region is a part of the board (seat -1) or of a panel shown, from when
// it is switched on, from the final picture, or from the printed board
// repainted by paint (bare).
type region struct {
	rs    []geom.Rect
	bare  bool
	paint func(v *View, dst *ebiten.Image)
	on    bool
	// key names regions that repaint the same part whole (the score
	// track, a market): only the last one on is drawn.
	key string
}

// A sprite's phases.
const (
	spWait = iota // queued: drawn at from when wait
	spMove        // moving from → to
	spDone        // landed
)

// Sprite looks.
const (
	lkShip   = iota // by: seat (Neutral)
	lkBrick         // by: seat
	lkCard          // id: Nile card, 0: its back
	lkTile          // id: tile, by: round space
	lkRing          // the flood marker
	lkMark          // by: seat (a score marker)
	lkSphinx        // id: Sphinx card, 0: its back
	lkBonus         // id: bonus tile
	lkOrder         // id: order tile
	lkStone         // a Stone
	lkWheat         // Wheat
	lkGlow          // a lit ring round to
	lkPop           // text rising and fading at to
	lkCrew          // id: crew, by: 1 when used
)

// sprite is a piece drawn by the animations.
type sprite struct {
	look, id, by int
	text         string
	from, to     geom.Rect
	path         []geom.Point // the centres passed between from and to
	t            float64
	phase        int
	wait, rest   bool // drawn at from while queued; at to once landed
	lift         float64
	fadeIn       bool
	fadeOut      bool
	flip         bool // turned over on the way (its back first)
	board        bool // drawn over the board
	seat         int  // and over that seat's panel (-1: none)
	start, land  []*region
	onStart      func() // what changes in the panels as it leaves
	onLand       func() // and as it lands
}

// busy reports whether something is queued or moving.
func (an *animator) busy() bool { return an.prev != nil && an.tl.Busy() }

// animSync queues the animation of events, from prev to v.st (view.go's
// Sync calls it once v.st is the new state; nil events jump).
func (v *View) animSync(prev *egizia.State, events []engine.Event) {
	an := v.anim()
	an.tl.Clear()
	an.prev, an.sprites, an.regions, an.show = nil, nil, nil, nil
	if events == nil || prev == nil || prev.NumPlayers() != v.st.NumPlayers() || v.Env.AnimSpeed() == anim.Off {
		return
	}
	v.startAnim(prev, events)
}

// startAnim queues events from prev, the panels shown as prev has them.
func (v *View) startAnim(prev *egizia.State, events []engine.Event) {
	an := v.anim()
	an.prev = prev
	an.ver++
	an.show = map[int]*seatShow{}
	cur := v.st
	v.st = prev
	for s := 0; s < prev.NumPlayers(); s++ {
		sh := v.seatShow(s)
		an.show[s] = &sh
	}
	v.st = cur
	v.queue(prev, events)
	if !an.tl.Busy() {
		an.prev, an.sprites, an.regions, an.show = nil, nil, nil, nil
	}
}

// animUpdate advances the animations; it reports whether they move.
func (v *View) animUpdate(dt float64) bool {
	an := v.anim()
	if !an.busy() {
		return false
	}
	an.tl.Speed = v.Env.AnimSpeed()
	an.frame++
	an.tl.Advance(dt)
	if !an.tl.Busy() {
		an.prev, an.sprites, an.regions, an.show = nil, nil, nil, nil
		v.changed()
	}
	return an.busy()
}

// skipAnim ends the animations at once (the final state shown).
func (v *View) skipAnim() {
	an := v.anim()
	an.tl.Finish()
	an.prev, an.sprites, an.regions, an.show = nil, nil, nil, nil
	v.changed()
}

// add registers s and returns its tween of d seconds.
func (v *View) add(s *sprite, d float64, e anim.Ease) *anim.Tween {
	an := v.anim()
	an.sprites = append(an.sprites, s)
	for _, r := range s.start {
		an.regions = append(an.regions, r)
	}
	for _, r := range s.land {
		an.regions = append(an.regions, r)
	}
	return anim.Staged(d, e, func() {
		s.phase = spMove
		for _, r := range s.start {
			r.on = true
		}
		if s.onStart != nil {
			s.onStart()
		}
	}, func(t float64) { s.t = t }, func() {
		s.t, s.phase = 1, spDone
		for _, r := range s.land {
			r.on = true
		}
		if s.onLand != nil {
			s.onLand()
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
	}
	return 1, s.rest
}

// finalRegion is a region shown from the final picture.
func finalRegion(rs ...geom.Rect) *region { return &region{rs: rs} }

// bareRegion is a region shown bare, then repainted by paint (nil: left bare).
func bareRegion(paint func(v *View, dst *ebiten.Image), rs ...geom.Rect) *region {
	return &region{rs: rs, bare: true, paint: paint}
}

func (v *View) anim() *animator { return &v.an }
