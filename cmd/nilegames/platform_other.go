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

// platformGame runs g (the app, perhaps wrapped) as it is.
func platformGame(_ *scenes.App, g ebiten.Game) ebiten.Game { return g }
