package input

// Fake is a scripted Source for tests: each Frame call queues the intents of
// one frame, and each Poll returns the next queued frame (nothing when empty).
type Fake struct {
	frames [][]Intent
	x, y   float64
}

// Frame queues one frame's intents.
func (f *Fake) Frame(in ...Intent) {
	f.frames = append(f.frames, append([]Intent(nil), in...))
	for _, i := range in {
		if i.Kind != Key && i.Kind != Back {
			f.x, f.y = i.X, i.Y
		}
	}
}

// Tap queues a frame with the intents of TapAt(x, y).
func (f *Fake) Tap(x, y float64) { f.Frame(TapAt(x, y)...) }

// TapAt is a move to (x, y), a left press, release and click: what the
// ebiten source emits in one frame for a quick click or a tap.
func TapAt(x, y float64) []Intent {
	return []Intent{
		{Kind: Move, X: x, Y: y},
		{Kind: Press, X: x, Y: y, Button: ButtonLeft},
		{Kind: Release, X: x, Y: y, Button: ButtonLeft},
		{Kind: Click, X: x, Y: y, Button: ButtonLeft},
	}
}

// MoveTo queues a frame with a pointer move.
func (f *Fake) MoveTo(x, y float64) { f.Frame(Intent{Kind: Move, X: x, Y: y}) }

// KeyPress queues a frame with one key; chord is "Z", "Ctrl+Z", "Shift+Tab"...
// "Escape" queues a Back intent, as the ebiten source does.
func (f *Fake) KeyPress(chord string) {
	in := Intent{Kind: Key, X: f.x, Y: f.y}
	for {
		switch {
		case hasPrefix(chord, "Ctrl+"):
			in.Ctrl, chord = true, chord[5:]
			continue
		case hasPrefix(chord, "Shift+"):
			in.Shift, chord = true, chord[6:]
			continue
		case hasPrefix(chord, "Alt+"):
			in.Alt, chord = true, chord[4:]
			continue
		}
		break
	}
	in.Key = chord
	if chord == "Escape" {
		in.Kind = Back
	}
	f.Frame(in)
}

func hasPrefix(s, p string) bool { return len(s) > len(p) && s[:len(p)] == p }

// Pending is the number of frames not yet polled.
func (f *Fake) Pending() int { return len(f.frames) }

// Poll returns the next queued frame.
func (f *Fake) Poll(dst []Intent) []Intent {
	if len(f.frames) == 0 {
		return dst
	}
	dst = append(dst, f.frames[0]...)
	f.frames = f.frames[1:]
	return dst
}
