//go:build !js

package main

import (
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/scenes"
)

// browser: this build runs on the desktop.
const browser = false

// platformArgs are the command line flags.
func platformArgs() []string { return os.Args[1:] }

// platformConfig has nothing to change on the desktop.
func platformConfig(*scenes.Config) {}

// platformGame runs g (the app, perhaps wrapped), remembering the window
// (not in a screenshot run, whose window is nobody's).
func platformGame(app *scenes.App, g ebiten.Game, screenshot bool) ebiten.Game {
	if screenshot {
		return g
	}
	return &windowKeeper{App: app, game: g}
}
