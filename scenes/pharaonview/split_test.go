package pharaonview

import (
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
)

// The Traitor's split previews each choice (issue 22): at every split of
// random solo games, each button names the tile and space its resource
// would cover, which is where the engine puts it once chosen, with the
// icon printed there; the choice box covers neither the key to the
// icons nor the tiles; the preview marks that space on the board.
func TestTraitorSplitPreview(t *testing.T) {
	splits := 0
	for seed := uint64(1); seed <= 4; seed++ {
		boardPlay(t, 1, seed, func(s *pharaon.State) bool {
			if s.Phase() != pharaon.PhSplit {
				return false
			}
			v := pickView(t, []string{"en", "fr"}[seed%2], s)
			var boxes []item
			for _, it := range v.pickItems() {
				boxes = append(boxes, it)
				if !it.R.Intersect(v.pl.Traitor.Key).Empty() {
					t.Fatalf("seed %d: the split's item %v covers the key to the icons %v", seed, it.R, v.pl.Traitor.Key)
				}
				for _, tile := range v.pl.Traitor.Tiles {
					if !it.R.Intersect(tile.R).Empty() {
						t.Fatalf("seed %d: the split's item %v covers a tile %v", seed, it.R, tile.R)
					}
				}
			}
			legal := s.Legal(nil)
			before, _ := s.TraitorTiles()
			for side := 0; side < 2; side++ {
				at, ok := v.splitTarget(side)
				var a engine.Action = -1
				for _, l := range legal {
					if s.ActionString(l) == []string{"split:left-to-tiles", "split:right-to-tiles"}[side] {
						a = l
					}
				}
				if a < 0 {
					t.Fatalf("seed %d: no split action for side %d", seed, side)
				}
				c := s.Clone().(*pharaon.State)
				if err := c.Apply(a); err != nil {
					t.Fatal(err)
				}
				after, _ := c.TraitorTiles()
				pos := -1
				for q := range after {
					if after[q].Filled == before[q].Filled+1 {
						pos = q
					}
				}
				if pos < 0 {
					if ok {
						t.Errorf("seed %d side %d: the preview says tile %d, the engine fills none", seed, side, at.pos)
					}
					continue
				}
				want := splitSpot{pos: pos, tile: before[pos].Tile, space: before[pos].Filled, icon: before[pos].Icons[before[pos].Filled]}
				if !ok || at != want {
					t.Errorf("seed %d side %d: preview %+v (%v), the engine fills %+v", seed, side, at, ok, want)
				}
				// The board marks it: the space's pixels change when the
				// preview is drawn.
				r := v.pl.Traitor.Tiles[pos].Spaces[want.space]
				a1 := render.NewCanvas(int(v.Area.Right())+1, int(v.Area.Bottom())+1)
				a2 := render.NewCanvas(int(v.Area.Right())+1, int(v.Area.Bottom())+1)
				v.drawSplitPreview(a2)
				if n, _ := boardDiff(a1.SubImage(rectOf(r)).(*ebiten.Image), a2.SubImage(rectOf(r)).(*ebiten.Image)); n < 50 {
					t.Errorf("seed %d side %d: the preview leaves space %v unmarked (%d pixels)", seed, side, r, n)
				}
				a1.Deallocate()
				a2.Deallocate()
			}
			splits++
			return splits >= 3*int(seed)
		})
	}
	if splits < 6 {
		t.Fatalf("only %d splits seen", splits)
	}
}

func rectOf(r geom.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}
