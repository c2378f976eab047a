package scenes

// A click or a tap on a seat's panel reaches a view whose panels take
// clicks (gameview.PanelClicker): Imhotep's chip of the cards a panel has
// no room for shows them on a click, not on hover only (issue 22).

import (
	"testing"

	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
)

// panelClickView is a view whose panels count the clicks they get.
type panelClickView struct {
	gameview.View
	clicks []int // the seats clicked
	at     []geom.Point
}

func (v *panelClickView) PanelClick(seat int, r geom.Rect, x, y float64) bool {
	if !r.Contains(geom.Pt(x, y)) {
		return false
	}
	v.clicks = append(v.clicks, seat)
	v.at = append(v.at, geom.Pt(x, y))
	return true
}

func TestPanelClickReachesTheView(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random", "random")}})
	h.settle()
	m := h.match()
	pv := &panelClickView{View: m.view}
	m.view = pv
	body := m.panelBody(2)
	h.tap(body.Center())
	h.settle()
	if len(pv.clicks) != 1 || pv.clicks[0] != 2 || pv.at[0] != body.Center() {
		t.Fatalf("a tap on seat 3's panel body %v: the view got %v at %v, want seat 2 once", body, pv.clicks, pv.at)
	}
	// A tap on the board is the board's, not a panel's.
	h.tap(m.lay.Board.Center())
	h.settle()
	if len(pv.clicks) != 1 {
		t.Errorf("a tap on the board reached the panels: %v", pv.clicks)
	}
}
