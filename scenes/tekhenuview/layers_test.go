package tekhenuview

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"
)

// TestLayersMatchFullDraw: the board blitted from its pictures (DrawTo:
// the board without hover, and the tiles the hover changes drawn again)
// is the board drawn whole with that hover, for every kind of spot the
// pointer may rest on: dice, chips, market cards and sections, the
// choice strip, temple cells, the option buttons and the column shown in
// a chosen cell.
func TestLayersMatchFullDraw(t *testing.T) {
	cases := []struct {
		name  string
		n     int
		seed  uint64
		phase tekhenu.Phase
		turn  int
		click bool // pick a legal spot first (a cell of the temple)
	}{
		{"take", 3, 5, tekhenu.PhTake, 6, false},
		{"thoth", 4, 8, tekhenu.PhThothPick, 8, false},
		{"draft", 4, 9, tekhenu.PhDraftStart, 0, false},
		{"action", 3, 5, tekhenu.PhAction, 4, false},
		{"ra", 2, 10, tekhenu.PhRa, 0, true},
	}
	full := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	tiles := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	repaint := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	checked := 0
	for _, c := range cases {
		s := playTo(t, c.n, c.seed, func(s *tekhenu.State) bool { return s.Phase() == c.phase && s.Turn() >= c.turn })
		v := newView(t, testEnv(t, "en", c.n))
		v.Sync(s, nil, s.CurrentPlayer())
		if c.click {
			clickCell(t, v)
		}
		scr := newBenchScreen(c.n)
		scr.frame(v)
		for _, p := range hoverSpots(v) {
			v.setPointer(p)
			tiles.Clear()
			v.DrawTo(tiles)
			full.Clear()
			v.drawBoard(render.SubImage(full, v.Area), v.hover)
			if n, box := diffImages(render.SubImage(tiles, v.Area), render.SubImage(full, v.Area)); n > 0 {
				savePNG(t, tiles, "tekhenu_layers_tiles.png")
				savePNG(t, full, "tekhenu_layers_full.png")
				t.Fatalf("%s, pointer at %v over %v: %d pixels differ from the whole board in %v (hover tiles %v)", c.name, p, v.hover, n, box, v.ly.overR)
			}
			// Painted where the display list changed, the screen holds
			// what a full repaint gives.
			scr.frame(v)
			repaint.Clear()
			scr.prev.Draw(repaint, repaint.Bounds())
			if n, box := diffImages(scr.screen, repaint); n > 0 {
				savePNG(t, scr.screen, "tekhenu_layers_screen.png")
				savePNG(t, repaint, "tekhenu_layers_repaint.png")
				t.Fatalf("%s, pointer at %v over %v: the screen differs from a full repaint in %d pixels in %v (hover tiles %v)", c.name, p, v.hover, n, box, v.ly.overR)
			}
			checked++
		}
	}
	t.Logf("%d hovers checked", checked)
	if checked < 20 {
		t.Errorf("only %d hovers checked", checked)
	}
}

// clickCell picks the first temple cell offered.
func clickCell(t *testing.T, v *View) {
	t.Helper()
	for _, m := range v.dec.ms {
		if m.how.prim.k == tCell {
			v.Pick(tap(v.lay.cells[m.how.prim.i].Center()), v.legalActs())
			if v.pk.sel.k != tCell {
				t.Fatalf("clicking cell %d selects %v", m.how.prim.i, v.pk.sel)
			}
			return
		}
	}
	t.Fatal("no cell to pick")
}

// hoverSpots are points of the board under which the hover differs, one
// for each set of kinds of spots hovered.
func hoverSpots(v *View) []geom.Point {
	seen := map[string]bool{}
	kinds := map[string]int{}
	var out []geom.Point
	a := v.Area
	for y := a.Y + 2; y < a.Bottom(); y += 9 {
		for x := a.X + 2; x < a.Right(); x += 9 {
			p := geom.Pt(x, y)
			h := v.hitsAt(p)
			key := fmt.Sprint(h)
			if len(h) == 0 || seen[key] {
				continue
			}
			seen[key] = true
			ks := ""
			for _, t := range h {
				ks += fmt.Sprint(t.k, ",")
			}
			if kinds[ks] < 1 {
				kinds[ks]++
				out = append(out, p)
			}
		}
	}
	return out
}

// diffImages counts the pixels of a and b that differ by more than a
// rounding.
func diffImages(a, b *ebiten.Image) (int, image.Rectangle) { return viewtest.ImageDiff(a, b) }

// savePNG keeps a failing picture in the temporary directory.
func savePNG(t *testing.T, img *ebiten.Image, name string) {
	p := filepath.Join(os.TempDir(), name)
	if f, err := os.Create(p); err == nil {
		png.Encode(f, img)
		f.Close()
		t.Logf("wrote %s", p)
	}
}
