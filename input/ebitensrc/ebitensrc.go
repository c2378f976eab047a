// Package ebitensrc is the live input.Source: it reads ebiten's mouse,
// touch and keyboard state once per Update and emits intents in logical
// coordinates. It is a separate package so that package input stays free
// of ebiten (which needs a display even to initialise) and tests without one.
package ebitensrc

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"nilegames/input"
)

// Key auto-repeat, in ticks at ebiten's default 60 TPS.
const (
	repeatDelay    = 24
	repeatInterval = 4
)

type keyName struct {
	k      ebiten.Key
	name   string
	repeat bool
}

var keys = func() []keyName {
	ks := []keyName{
		{ebiten.KeyF11, "F11", false},
		{ebiten.KeyEnter, "Enter", false},
		{ebiten.KeyNumpadEnter, "Enter", false},
		{ebiten.KeySpace, "Space", false},
		{ebiten.KeyTab, "Tab", true},
		{ebiten.KeyBackspace, "Backspace", true},
		{ebiten.KeyDelete, "Delete", false},
		{ebiten.KeyArrowLeft, "Left", true},
		{ebiten.KeyArrowRight, "Right", true},
		{ebiten.KeyArrowUp, "Up", true},
		{ebiten.KeyArrowDown, "Down", true},
		{ebiten.KeyPageUp, "PageUp", true},
		{ebiten.KeyPageDown, "PageDown", true},
		{ebiten.KeyHome, "Home", false},
		{ebiten.KeyEnd, "End", false},
		{ebiten.KeyF1, "F1", false},
	}
	for i := 0; i < 26; i++ {
		ks = append(ks, keyName{ebiten.KeyA + ebiten.Key(i), string(rune('A' + i)), false})
	}
	for i := 0; i < 10; i++ {
		ks = append(ks, keyName{ebiten.KeyDigit0 + ebiten.Key(i), string(rune('0' + i)), false})
	}
	return ks
}()

// Source reads ebiten's input. Use one per app and call Poll from Update.
type Source struct {
	// ToLogical maps a position on ebiten's screen (the size Layout
	// returned) to logical coordinates; nil means identity.
	// geom.Viewport.ToLogicalXY fits.
	ToLogical func(x, y float64) (float64, float64)

	click input.ClickDetector
	x, y  float64 // last pointer position, logical

	mouseSeen  bool
	rawX, rawY int     // last cursor position read from ebiten
	mouseX     float64 // its logical position
	mouseY     float64
	touchSeen  bool // a finger has been used: the cursor is stale
	touch      ebiten.TouchID
	touched    bool // a primary finger is down
	tx, ty     float64
	ids        []ebiten.TouchID
}

// New returns a source using toLogical (nil for identity).
func New(toLogical func(x, y float64) (float64, float64)) *Source {
	return &Source{ToLogical: toLogical}
}

func (s *Source) logical(x, y int) (float64, float64) {
	if s.ToLogical == nil {
		return float64(x), float64(y)
	}
	return s.ToLogical(float64(x), float64(y))
}

func (s *Source) emit(dst []input.Intent, in input.Intent) []input.Intent {
	dst = append(dst, in)
	if c, ok := s.click.Feed(in); ok {
		dst = append(dst, c)
	}
	return dst
}

var mouseButtons = [...]struct {
	b  ebiten.MouseButton
	id int
}{
	{ebiten.MouseButtonLeft, input.ButtonLeft},
	{ebiten.MouseButtonRight, input.ButtonRight},
	{ebiten.MouseButtonMiddle, input.ButtonMiddle},
}

// Poll appends this frame's intents to dst. Order: pointer moves, presses,
// releases (each followed by its click), wheel, keys.
func (s *Source) Poll(dst []input.Intent) []input.Intent {
	dst = s.pollTouch(dst)
	if !s.touched {
		dst = s.pollMouse(dst)
	}
	return s.pollKeys(dst)
}

func (s *Source) pollMouse(dst []input.Intent) []input.Intent {
	cx, cy := ebiten.CursorPosition()
	x, y := s.logical(cx, cy)
	// A move is a change of the cursor, or of its mapping (a resize) while
	// no finger has been used: on touch screens the cursor does not follow
	// the finger, and a stale cursor must not steal the hover.
	moved := !s.mouseSeen || cx != s.rawX || cy != s.rawY ||
		(!s.touchSeen && (x != s.mouseX || y != s.mouseY))
	s.mouseSeen, s.rawX, s.rawY, s.mouseX, s.mouseY = true, cx, cy, x, y
	if moved {
		s.x, s.y = x, y
		dst = s.emit(dst, input.Intent{Kind: input.Move, X: x, Y: y})
	}
	for _, mb := range mouseButtons {
		if inpututil.IsMouseButtonJustPressed(mb.b) {
			dst = s.emit(dst, input.Intent{Kind: input.Press, X: x, Y: y, Button: mb.id})
		}
	}
	for _, mb := range mouseButtons {
		if inpututil.IsMouseButtonJustReleased(mb.b) {
			dst = s.emit(dst, input.Intent{Kind: input.Release, X: x, Y: y, Button: mb.id})
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButton3) {
		dst = append(dst, input.Intent{Kind: input.Back, X: x, Y: y, Key: "MouseBack"})
	}
	if dx, dy := ebiten.Wheel(); dx != 0 || dy != 0 {
		dst = append(dst, input.Intent{Kind: input.Wheel, X: x, Y: y, DX: dx, DY: dy})
	}
	return dst
}

// pollTouch follows the first finger down as the pointer; a tap is a
// left press and release, so it clicks like a mouse. Other fingers are ignored.
func (s *Source) pollTouch(dst []input.Intent) []input.Intent {
	if !s.touched {
		s.ids = inpututil.AppendJustPressedTouchIDs(s.ids[:0])
		if len(s.ids) == 0 {
			return dst
		}
		s.touch, s.touched, s.touchSeen = s.ids[0], true, true
		s.tx, s.ty = s.logical(ebiten.TouchPosition(s.touch))
		s.x, s.y = s.tx, s.ty
		dst = s.emit(dst, input.Intent{Kind: input.Move, X: s.tx, Y: s.ty, Touch: true})
		return s.emit(dst, input.Intent{Kind: input.Press, X: s.tx, Y: s.ty, Touch: true})
	}
	if inpututil.IsTouchJustReleased(s.touch) {
		x, y := s.logical(inpututil.TouchPositionInPreviousTick(s.touch))
		s.touched = false
		s.x, s.y = x, y
		return s.emit(dst, input.Intent{Kind: input.Release, X: x, Y: y, Touch: true})
	}
	x, y := s.logical(ebiten.TouchPosition(s.touch))
	if x != s.tx || y != s.ty {
		s.tx, s.ty, s.x, s.y = x, y, x, y
		dst = s.emit(dst, input.Intent{Kind: input.Move, X: x, Y: y, Touch: true})
	}
	return dst
}

func (s *Source) pollKeys(dst []input.Intent) []input.Intent {
	mods := input.Intent{
		Ctrl:  ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta),
		Shift: ebiten.IsKeyPressed(ebiten.KeyShift),
		Alt:   ebiten.IsKeyPressed(ebiten.KeyAlt),
		X:     s.x,
		Y:     s.y,
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		in := mods
		in.Kind, in.Key = input.Back, "Escape"
		dst = append(dst, in)
	}
	for _, k := range keys {
		d := inpututil.KeyPressDuration(k.k)
		first := d == 1
		rep := k.repeat && d > repeatDelay && (d-repeatDelay)%repeatInterval == 0
		if !first && !rep {
			continue
		}
		in := mods
		in.Kind, in.Key, in.Repeat = input.Key, k.name, rep
		dst = append(dst, in)
	}
	return dst
}

// Reset forgets a press in progress (call it when the window loses focus).
func (s *Source) Reset() {
	s.click.Reset()
	s.touched = false
}
