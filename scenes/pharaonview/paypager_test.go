package pharaonview

import (
	"fmt"
	"os"
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/layout"
)

// The payment pager's buttons show their arrows (issue 22: the fonts had
// no ◀ ▶, the buttons were empty): on every page, inside each page
// button, ink pixels weighted towards the side the arrow's base is on,
// which an empty button or a missing-glyph box (symmetric) does not have.
func TestPaymentPagerArrowsDrawn(t *testing.T) {
	var v *View
	var s *pharaon.State
	for seed := uint64(1); seed < 200 && v == nil; seed++ {
		players := 1 + int(seed%5)
		st, ok := boardPlay(t, players, seed, func(s *pharaon.State) bool {
			return s.Phase() == pharaon.PhPay && len(s.Legal(nil)) > paySpendPage
		})
		if !ok {
			continue
		}
		w := pickView(t, "en", st)
		w.pickItems() // lays the panel out: sets the page size
		if w.pk.pay.pages() > 1 {
			v, s = w, st
		}
	}
	if v == nil {
		t.Fatal("no payment with several pages")
	}
	m := layout.MatchLayout(s.NumPlayers(), false)
	pp := &v.pk.pay
	np := pp.pages()
	probed := map[int]bool{}
	for page := 0; page < np; page++ {
		if pp.page != page {
			t.Fatalf("on page %d, want %d", pp.page, page)
		}
		img := screen(v, m)
		if dir := os.Getenv("PHARAON_SHOTS"); dir != "" {
			savePNG(t, img, dir, fmt.Sprintf("pay_pager_%d.png", page))
		}
		at := rendertest.Reader(img)
		for _, d := range []int{-1, 1} {
			r, ok := v.controlRect(target{kPayPage, d, 0})
			if !ok {
				continue
			}
			probed[d] = true
			// The middle half of the button: clear of its outline.
			in := geom.R(r.X+r.W/4, r.Y+r.H/4, r.W/2, r.H/2)
			left, right := 0, 0
			for y := in.Y; y < in.Bottom(); y++ {
				for x := in.X; x < in.Right(); x++ {
					if !rendertest.Near(at(geom.Pt(x, y)), render.Ink, 60) {
						continue
					}
					if x < in.Center().X {
						left++
					} else {
						right++
					}
				}
			}
			base, tip := left, right // ▶: the base is on the left
			if d < 0 {
				base, tip = right, left
			}
			if base+tip < 15 || base < tip*3/2 {
				t.Errorf("page %d/%d, button %+d at %v: %d ink pixels on the base side, %d on the tip side: no arrow",
					page+1, np, d, r, base, tip)
			}
		}
		img.Deallocate()
		if page+1 < np {
			click(t, v, target{kPayPage, 1, 0}, s.Legal(nil))
		}
	}
	if !probed[-1] || !probed[1] {
		t.Errorf("buttons probed: %v, want both", probed)
	}
}
