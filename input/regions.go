package input

import "nilegames/render/geom"

// Shape is a hit area: geom.Rect, geom.Polygon and geom.Circle qualify.
type Shape interface {
	Contains(p geom.Point) bool
	Bounds() geom.Rect
}

// EventKind is what happened to a region.
type EventKind uint8

const (
	Enter   EventKind = iota + 1 // the pointer came over the region
	Leave                        // the pointer left it (or it vanished from under the pointer)
	Clicked                      // pressed and released on it without dragging
)

func (k EventKind) String() string {
	switch k {
	case Enter:
		return "enter"
	case Leave:
		return "leave"
	case Clicked:
		return "clicked"
	}
	return "?"
}

// Event is a region-level event.
type Event[K comparable] struct {
	Kind   EventKind
	ID     K
	X, Y   float64
	Button int
	Touch  bool
}

type region[K comparable] struct {
	id    K
	shape Shape
	z     int
}

// Regions holds the clickable areas of a scene, keyed by any comparable id
// (a string, an int, a small struct). A scene typically rebuilds the shapes
// when its layout changes (Clear then Add) and feeds each frame's intents to
// Update; hover and press state survive the rebuild.
type Regions[K comparable] struct {
	list []region[K]

	px, py     float64
	hasPointer bool

	hover    K
	hovering bool

	press       K
	pressing    bool
	pressButton int
	pressX      float64
	pressY      float64
	pressMoved  bool
}

// Add registers a region. Higher z is on top; at equal z the later one is on top.
func (r *Regions[K]) Add(id K, s Shape, z int) {
	r.list = append(r.list, region[K]{id, s, z})
}

// Clear removes every region but keeps the pointer, hover and press state.
func (r *Regions[K]) Clear() { r.list = r.list[:0] }

// Len is the number of regions.
func (r *Regions[K]) Len() int { return len(r.list) }

// Hit returns the topmost region containing (x, y).
func (r *Regions[K]) Hit(x, y float64) (K, bool) {
	p := geom.Pt(x, y)
	best := -1
	for i, rg := range r.list {
		if best >= 0 && rg.z < r.list[best].z {
			continue
		}
		if rg.shape.Contains(p) {
			best = i
		}
	}
	if best < 0 {
		var zero K
		return zero, false
	}
	return r.list[best].id, true
}

// Hovered returns the region under the pointer.
func (r *Regions[K]) Hovered() (K, bool) { return r.hover, r.hovering }

// IsHovered reports whether id is under the pointer.
func (r *Regions[K]) IsHovered(id K) bool { return r.hovering && r.hover == id }

// Pressed returns the region a button went down on, while the button is held
// and the pointer is still over it (for a pressed look).
func (r *Regions[K]) Pressed() (K, bool) {
	if r.pressing && !r.pressMoved && r.hovering && r.hover == r.press {
		return r.press, true
	}
	var zero K
	return zero, false
}

// IsPressed reports whether id shows pressed.
func (r *Regions[K]) IsPressed(id K) bool {
	p, ok := r.Pressed()
	return ok && p == id
}

// Pointer returns the last known pointer position.
func (r *Regions[K]) Pointer() (x, y float64, ok bool) { return r.px, r.py, r.hasPointer }

// Update consumes one frame's intents and appends the region events they
// cause to dst. Click intents are ignored: Regions pairs Press and Release
// itself, so a click needs both on the same region. Hover is rechecked at the
// end even without intents, because the layout may have moved under a still
// pointer.
func (r *Regions[K]) Update(intents []Intent, dst []Event[K]) []Event[K] {
	for _, in := range intents {
		switch in.Kind {
		case Move, Wheel:
			r.pointerAt(in)
			if r.pressing && beyond(r.pressX, r.pressY, in.X, in.Y) {
				r.pressMoved = true
			}
			dst = r.rehover(dst, in)
		case Press:
			r.pointerAt(in)
			dst = r.rehover(dst, in)
			if r.pressing {
				r.pressMoved = true // a second button spoils the first one's click
				continue
			}
			id, ok := r.Hit(in.X, in.Y)
			if ok {
				r.press, r.pressing = id, true
				r.pressButton, r.pressX, r.pressY, r.pressMoved = in.Button, in.X, in.Y, false
			}
		case Release:
			r.pointerAt(in)
			dst = r.rehover(dst, in)
			if r.pressing && in.Button == r.pressButton {
				id, ok := r.Hit(in.X, in.Y)
				if ok && id == r.press && !r.pressMoved && !beyond(r.pressX, r.pressY, in.X, in.Y) {
					dst = append(dst, Event[K]{Kind: Clicked, ID: id, X: in.X, Y: in.Y, Button: in.Button, Touch: in.Touch})
				}
				r.pressing = false
			}
			if in.Touch {
				// A lifted finger hovers nothing.
				r.hasPointer = false
				dst = r.rehover(dst, in)
			}
		}
	}
	return r.rehover(dst, Intent{X: r.px, Y: r.py})
}

// Reset forgets hover and press (a scene change) without events.
func (r *Regions[K]) Reset() {
	var zero K
	r.hover, r.hovering, r.press, r.pressing, r.hasPointer = zero, false, zero, false, false
}

func (r *Regions[K]) pointerAt(in Intent) {
	r.px, r.py, r.hasPointer = in.X, in.Y, true
}

func (r *Regions[K]) rehover(dst []Event[K], in Intent) []Event[K] {
	var id K
	ok := false
	if r.hasPointer {
		id, ok = r.Hit(r.px, r.py)
	}
	if ok == r.hovering && (!ok || id == r.hover) {
		return dst
	}
	if r.hovering {
		dst = append(dst, Event[K]{Kind: Leave, ID: r.hover, X: r.px, Y: r.py, Touch: in.Touch})
	}
	r.hover, r.hovering = id, ok
	if ok {
		dst = append(dst, Event[K]{Kind: Enter, ID: id, X: r.px, Y: r.py, Touch: in.Touch})
	}
	return dst
}
