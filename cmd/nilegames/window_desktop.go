//go:build !js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/scenes"
	"nilegames/scenes/storage"
)

// openWindow sizes and places the window before it opens: as it was left
// when that still fits the monitor, else the largest 16:9 that fits,
// centred (planWindow). The window must be resizable already.
func openWindow(saved storage.Window) {
	sw, sh := 0, 0
	if m := ebiten.Monitor(); m != nil {
		sw, sh = m.Size()
	}
	p := planWindow(sw, sh, saved)
	ebiten.SetWindowSize(p.W, p.H)
	if p.Place {
		ebiten.SetWindowPosition(p.X, p.Y)
	}
	if p.Maximize {
		ebiten.MaximizeWindow()
	}
	// Closing the window goes through Update (windowKeeper), which saves
	// where it was first.
	ebiten.SetWindowClosingHandled(true)
}

// windowKeeper runs the game and remembers the window's place and size in
// the settings: now and then, when the app quits and when the window is
// closed.
type windowKeeper struct {
	*scenes.App
	game ebiten.Game
	n    int
}

// keepEvery is how often (updates) the window is looked at: an idle app
// gets updates only on input, so a move is seen at the next input, or at
// the close.
const keepEvery = 30

func (g *windowKeeper) Update() error {
	g.n++
	if ebiten.IsWindowBeingClosed() {
		g.keep()
		return ebiten.Termination
	}
	if g.n%keepEvery == 1 {
		g.keep()
	}
	err := g.game.Update()
	if err != nil {
		g.keep()
	}
	return err
}

func (g *windowKeeper) Draw(screen *ebiten.Image) { g.game.Draw(screen) }

// keep records the window unless fullscreen or minimised (those say
// nothing of the window to reopen); maximised keeps the size under it.
func (g *windowKeeper) keep() {
	if ebiten.IsFullscreen() || ebiten.IsWindowMinimized() {
		return
	}
	w := g.App.Settings().Window
	if ebiten.IsWindowMaximized() {
		w.Maximized = true
	} else {
		x, y := ebiten.WindowPosition()
		ww, wh := ebiten.WindowSize()
		w = storage.Window{X: x, Y: y, W: ww, H: wh}
	}
	g.App.SetWindow(w)
}
