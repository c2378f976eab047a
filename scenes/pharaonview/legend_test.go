package pharaonview

import (
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview/viewtest"
)

// Solo has the board's legend too (issue 22): the pointer on the tab in
// the Traitor's title row shows it over the Traitor's table, every line
// whole in both languages; it stays while the pointer is on it, without
// tooltips of the tiles under it, and goes when the pointer leaves.
func TestSoloLegend(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		s := boardGame(t, 1, 3)
		v := pickView(t, lang, s)
		tab := legendTab(v.pl)
		if tab.Empty() || !v.pl.Traitor.R.Contains(tab.Center()) {
			t.Fatalf("%s: the tab %v is not in the Traitor's table %v", lang, tab, v.pl.Traitor.R)
		}
		if !tab.Intersect(v.pl.Traitor.Pile).Empty() {
			t.Errorf("%s: the tab %v covers the pile %v", lang, tab, v.pl.Traitor.Pile)
		}
		move := func(p geom.Point) bool { return v.Watch([]input.Intent{{Kind: input.Move, X: p.X, Y: p.Y}}) }
		w, h := int(v.Area.Right())+1, int(v.Area.Bottom())+1
		before := render.NewCanvas(w, h)
		v.Draw(before)
		if !move(tab.Center()) || !v.legendShown {
			t.Fatalf("%s: the pointer on the tab does not show the legend", lang)
		}
		after := render.NewCanvas(w, h)
		viewtest.NoLabelDropped(t, lang+" solo legend", func() { v.Draw(after) })
		lr := soloLegendRect(v.pl)
		if n, _ := boardDiff(before.SubImage(rectOf(lr)).(*ebiten.Image), after.SubImage(rectOf(lr)).(*ebiten.Image)); n < int(lr.W*lr.H/4) {
			t.Errorf("%s: the legend changed only %d pixels of %v", lang, n, lr)
		}
		if dir := os.Getenv("PHARAON_SHOTS"); dir != "" {
			f, _ := os.Create(filepath.Join(dir, "solo-legend-"+lang+".png"))
			png.Encode(f, after)
			f.Close()
		}
		in := lr.Center()
		if move(in) || !v.legendShown {
			t.Errorf("%s: the legend goes when the pointer moves onto it", lang)
		}
		if lines, _, ok := v.Tooltip(in.X, in.Y); ok {
			t.Errorf("%s: a tooltip %q shows through the legend", lang, lines)
		}
		if !move(geom.Pt(v.Area.X+20, v.Area.Y+20)) || v.legendShown {
			t.Errorf("%s: the legend stays when the pointer leaves", lang)
		}
		before.Deallocate()
		after.Deallocate()
	}
}

// The Legend tab leaves the Traitor's title whole beside it, and its own
// label too, in both languages.
func TestLegendTabBesideTheTitle(t *testing.T) {
	p := Layout(1, true)
	tab := legendTab(p)
	tf := render.Face(render.Title, math.Max(widget.TextMin, 24*p.K))
	f := render.Face(render.Medium, widget.TextMin)
	for _, lang := range []string{"en", "fr"} {
		loc := loadLocTB(t, lang)
		if end := p.Traitor.Title.X + render.TextWidth(loc.T("pharaon.ui.traitor"), tf); end > tab.X-4*p.K {
			t.Errorf("%s: the title ends at %.0f, the tab starts at %.0f", lang, end, tab.X)
		}
		if w := render.TextWidth(loc.T("pharaon.ui.legend"), f); w > legendLabelW {
			t.Errorf("%s: the tab's label needs %.0f px, it has %d", lang, w, legendLabelW)
		}
	}
}
