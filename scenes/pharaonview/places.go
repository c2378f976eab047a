package pharaonview

import (
	"nilegames/engine"
	"nilegames/scenes/gameview"
)

var (
	_ gameview.View        = (*View)(nil)
	_ gameview.Placer      = (*View)(nil)
	_ gameview.PanelTipper = (*View)(nil)
	_ gameview.Watcher     = (*View)(nil)
)

// Places are the spots of the board event e touches.
func (v *View) Places(e engine.Event) []gameview.Place {
	return nil
}
