// Package input turns pointer, touch and keyboard activity into intents in
// logical 1920x1080 coordinates, and resolves them against hit regions.
//
// The package is pure: it imports render/geom (also pure) for shapes but not
// ebiten, so its tests run without a display. The ebiten-backed source lives
// in the sub-package input/ebitensrc; it receives the window-to-logical
// mapping from the caller as a function (geom.Viewport.ToLogicalXY fits).
package input

import (
	"fmt"
	"strings"
)

// Kind is the kind of an intent.
type Kind uint8

const (
	Move    Kind = iota + 1 // pointer moved (X, Y)
	Press                   // button or finger down at (X, Y)
	Release                 // button or finger up at (X, Y)
	Click                   // a Release close enough to its Press (see ClickSlop)
	Wheel                   // scroll by (DX, DY) at (X, Y)
	Key                     // a key went down (or repeated): Key, Ctrl, Shift, Alt
	Back                    // leave / cancel: Escape or the mouse's back button
)

var kindNames = [...]string{"?", "move", "press", "release", "click", "wheel", "key", "back"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// Mouse buttons in Intent.Button.
const (
	ButtonLeft   = 0
	ButtonRight  = 1
	ButtonMiddle = 2
)

// Intent is one user action in logical coordinates.
type Intent struct {
	Kind   Kind
	X, Y   float64 // logical position of the pointer (all kinds but Key/Back keep the last one)
	Button int     // Press/Release/Click: ButtonLeft, ButtonRight, ButtonMiddle
	Touch  bool    // came from a finger (no hover before, no right button)
	DX, DY float64 // Wheel: positive DY scrolls up (away from the user), as ebiten reports
	Key    string  // Key: "Escape", "F11", "Enter", "Space", "Tab", "Backspace", "Left", "Right", "Up", "Down", "A".."Z", "0".."9"
	Ctrl   bool    // Control, or Command on macOS
	Shift  bool
	Alt    bool
	Repeat bool // Key: auto-repeat of a held key
}

// Chord names a Key intent with its modifiers, e.g. "Ctrl+Shift+Z".
func (in Intent) Chord() string {
	if in.Kind != Key && in.Kind != Back {
		return ""
	}
	var b strings.Builder
	if in.Ctrl {
		b.WriteString("Ctrl+")
	}
	if in.Alt {
		b.WriteString("Alt+")
	}
	if in.Shift {
		b.WriteString("Shift+")
	}
	b.WriteString(in.Key)
	return b.String()
}

// IsUndo reports Ctrl+Z (Cmd+Z on macOS), without Shift.
func (in Intent) IsUndo() bool {
	return in.Kind == Key && in.Key == "Z" && in.Ctrl && !in.Shift && !in.Alt
}

func (in Intent) String() string {
	switch in.Kind {
	case Key, Back:
		return in.Kind.String() + " " + in.Chord()
	case Wheel:
		return fmt.Sprintf("wheel %g,%g at %g,%g", in.DX, in.DY, in.X, in.Y)
	}
	return fmt.Sprintf("%s %g,%g", in.Kind, in.X, in.Y)
}

// Source yields the intents of one frame, appended to dst.
type Source interface {
	Poll(dst []Intent) []Intent
}
