package main

import "nilegames/scenes/storage"

// The window's geometry, as a pure function of the monitor and what was
// saved (window_desktop.go applies it).

// The monitor's work area is not known to ebiten: it is estimated as the
// monitor less a panel or taskbar (panelH) and the window's title bar
// (titleH) and a margin each side (sideM). Sizes are device-independent
// pixels, as ebiten's window functions take them.
const (
	panelH = 48
	titleH = 32
	sideM  = 16
	// minW x minH is the smallest window (ebiten.SetWindowSizeLimits).
	minW, minH = 640, 360
)

// windowPlan is how the window opens: its size, its place when Place
// (else the system's choice), maximised or not.
type windowPlan struct {
	X, Y, W, H int
	Place      bool
	Maximize   bool
}

// defaultWindow is the largest 16:9 window that fits the monitor's work
// area (exactly 16:9: a multiple of 16x9), centred in it.
func defaultWindow(screenW, screenH int) windowPlan {
	if screenW <= 0 || screenH <= 0 {
		return windowPlan{W: 1280, H: 720}
	}
	k := min((screenW-2*sideM)/16, (screenH-panelH-titleH)/9)
	k = max(k, minW/16)
	w, h := 16*k, 9*k
	return windowPlan{
		W: w, H: h, Place: true,
		X: max(0, (screenW-w)/2),
		Y: max(titleH, titleH+(screenH-panelH-titleH-h)/2),
	}
}

// planWindow restores the saved window when it still fits the monitor:
// a size larger than the monitor (another, smaller screen now) falls back
// to the default; a place that would leave the window out of reach (its
// title bar off the screen, less than a grip of it visible) falls back to
// the default place.
func planWindow(screenW, screenH int, saved storage.Window) windowPlan {
	def := defaultWindow(screenW, screenH)
	if saved.W == 0 && saved.H == 0 {
		return def
	}
	if screenW <= 0 || screenH <= 0 || saved.W < minW || saved.H < minH || saved.W > screenW || saved.H > screenH {
		def.Maximize = saved.Maximized
		return def
	}
	p := windowPlan{W: saved.W, H: saved.H, Maximize: saved.Maximized, X: saved.X, Y: saved.Y, Place: true}
	const grip = 120 // of the window that must show, across
	if saved.Y < titleH || saved.Y > screenH-panelH-grip/2 || saved.X+saved.W < grip || saved.X > screenW-grip {
		// Centred, at the saved size.
		p.X = max(0, (screenW-p.W)/2)
		p.Y = max(titleH, titleH+(screenH-panelH-titleH-p.H)/2)
	}
	return p
}
