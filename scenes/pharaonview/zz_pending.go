package pharaonview

// Stubs of what VANIM and VPICK are writing (NOTES.md): whoever lands the
// real one deletes its stub here in the same commit.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render/geom"
)

// VPICK: picker.go.

type picker struct{}

func (pk *picker) reset()      {}
func (pk *picker) key() string { return "" }
func (v *View) pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	return 0, false, false
}
func (v *View) cancelPick()                            {}
func (v *View) prompt() (string, []any)                { return "pharaon.prompt.wait", nil }
func (v *View) drawPick(dst *ebiten.Image)             {}
func (v *View) ClickFor(a engine.Action) []geom.Point  { return nil }
func (v *View) controlHit(p geom.Point) []target       { return nil }
func (v *View) controlRect(t target) (geom.Rect, bool) { return geom.Rect{}, false }
