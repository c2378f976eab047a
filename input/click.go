package input

// ClickSlop is how far (logical pixels) a pointer may travel between press
// and release and still make a click; more is a drag.
const ClickSlop = 10

// ClickDetector turns press/release pairs into clicks. A source feeds it
// every intent it emits and appends the click it returns.
type ClickDetector struct {
	down   bool
	button int
	x, y   float64
	moved  bool // went beyond ClickSlop since the press
}

// Feed observes in and returns a Click intent when in completes one.
func (c *ClickDetector) Feed(in Intent) (Intent, bool) {
	switch in.Kind {
	case Press:
		if c.down { // a second button while one is held: no click from either
			c.moved = true
			return Intent{}, false
		}
		*c = ClickDetector{down: true, button: in.Button, x: in.X, y: in.Y}
	case Move:
		if c.down && beyond(c.x, c.y, in.X, in.Y) {
			c.moved = true
		}
	case Release:
		if !c.down || in.Button != c.button {
			return Intent{}, false
		}
		ok := !c.moved && !beyond(c.x, c.y, in.X, in.Y)
		c.down = false
		if ok {
			return Intent{Kind: Click, X: in.X, Y: in.Y, Button: in.Button, Touch: in.Touch}, true
		}
	}
	return Intent{}, false
}

// Reset forgets a press in progress (the window lost focus, a scene changed).
func (c *ClickDetector) Reset() { *c = ClickDetector{} }

func beyond(x0, y0, x1, y1 float64) bool {
	dx, dy := x1-x0, y1-y0
	return dx*dx+dy*dy > ClickSlop*ClickSlop
}
