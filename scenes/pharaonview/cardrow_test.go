package pharaonview

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// A seat's cards never lie over one another nor run into the other
// figures of its panel, however many a player holds (issue 22, play pass
// #17: Nefertiti's twelve cards overlapped, their numbers half hidden,
// the row ran into the gods): those that do not fit gather in a "+n"
// chip inside the row, and the chip's n is the number left out. 3 to 5
// players, the log closed and open (the window's size scales the same
// logical layout: 1920x1080 and 1280x720 alike); the seat is drawn with
// the label audit on.
func TestSeatCardsNeverOverlap(t *testing.T) {
	for _, players := range []int{3, 4, 5} {
		var areas []PlayerArea
		for _, logOpen := range []bool{false, true} {
			for _, r := range layout.MatchLayout(players, logOpen).Panels {
				areas = append(areas, NewPlayerArea(PanelBody(r)))
			}
		}
		for ai, a := range areas {
			others := append([]geom.Rect{}, a.Res[:]...)
			others = append(others, a.BC, a.Pharaoh, a.First, a.Offers)
			others = append(others, a.Nile[:]...)
			others = append(others, a.Gods[:]...)
			for n := 1; n <= 24; n++ {
				for pat := 0; pat < 3; pat++ {
					turned := make([]bool, n)
					for j := range turned {
						turned[j] = pat > 0 && j < 6 && j%pat == 0
					}
					what := fmt.Sprintf("%d players area %d, %d cards (pattern %d)", players, ai, n, pat)
					rs, more := a.CardLayout(turned)
					shown := append([]geom.Rect{}, more)
					hidden := 0
					for _, r := range rs {
						if r.Empty() {
							hidden++
							continue
						}
						shown = append(shown, r)
					}
					if hidden > 0 != !more.Empty() {
						t.Errorf("%s: %d left out, chip %v", what, hidden, more)
					}
					if m, k := a.CardMore(turned); m != more || k != hidden {
						t.Errorf("%s: CardMore %v %d, want %v %d", what, m, k, more, hidden)
					}
					if hidden == 0 {
						shown = shown[1:]
					}
					for i, r := range shown {
						if !inside(r, a.Cards) {
							t.Errorf("%s: %v leaves the row %v", what, r, a.Cards)
						}
						for _, o := range others {
							if overlap(r, o) {
								t.Errorf("%s: %v runs into %v", what, r, o)
							}
						}
						for _, q := range shown[i+1:] {
							if overlap(r, q) {
								t.Errorf("%s: %v lies over %v", what, r, q)
							}
						}
					}
					if n <= 6 && hidden > 0 {
						t.Errorf("%s: %d cards do not all show", what, n)
					}
				}
			}
			// Drawn whole: the cards' figures and the chip.
			s := seatShow{Gods: [5]int{2, 1, 0, 2, 0}}
			for nb := 1; nb <= 12; nb++ {
				s.Nobles = append(s.Nobles, nb+10)
			}
			s.Tilted = make([]bool, len(s.Nobles))
			s.Tilted[1] = true
			for id := 0; id < 10; id++ {
				s.Artisans = append(s.Artisans, id)
			}
			dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
			viewtest.NoLabelDropped(t, fmt.Sprintf("%d players area %d", players, ai), func() { drawSeat(dst, a, s) })
			if d := os.Getenv("PHARAON_SHOTS"); d != "" && (ai == 0 || ai == len(areas)-1) {
				pic := render.NewCanvas(int(a.R.W)+20, int(a.R.H)+20)
				pic.Fill(render.Limestone)
				b := NewPlayerArea(geom.R(10, 10, a.R.W, a.R.H))
				drawSeat(pic, b, s)
				f, err := os.Create(filepath.Join(d, fmt.Sprintf("pharaon-i17-seat-%dp-%d.png", players, ai)))
				if err != nil {
					t.Fatal(err)
				}
				png.Encode(f, pic)
				f.Close()
			}
		}
	}
	_ = pharaon.NumNobles
}
