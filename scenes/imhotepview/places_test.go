package imhotepview

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var _ gameview.Placer = (*View)(nil)

// TestPlaces: through whole random games, every event that touches the
// board gives places inside the board, each at the spot of the piece it
// names (the slot on its ship, the site a stone was built on, the score
// space the marker stands on...).
func TestPlaces(t *testing.T) {
	seen := map[string]int{}
	for ci, cfg := range configs {
		seed := uint64(7*ci + 3)
		s := newGame(t, cfg.np, cfg.sides, seed)
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		v := NewView(testEnv(t, "en", cfg.np, false)).(*View)
		v.Layout(testArea)
		v.Sync(s, nil, -1)
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			evs = evs[:0]
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
			v.Sync(s, evs, -1)
			for _, e := range evs {
				checkPlaces(t, v, e, seen)
			}
		}
	}
	for _, k := range []string{"round_started", "round_ended", "market_dealt", "stones_taken", "stone_placed", "ship_sailed",
		"stone_unloaded", "stone_built", "points_scored", "card_taken", "blue_card_played", "temple_scored", "game_ended"} {
		if seen[k] == 0 {
			t.Errorf("no %s event was placed", k)
		}
	}
	t.Logf("placed: %v", seen)
}

func checkPlaces(t *testing.T, v *View, e engine.Event, seen map[string]int) {
	t.Helper()
	l, b := v.lay, v.target
	ps := v.Places(e)
	name := e.EventName()
	board := l.board().Inset(-1)
	for _, p := range ps {
		if p.R.W <= 0 || p.R.H <= 0 || !board.Contains(geom.Pt(p.R.X, p.R.Y)) || !board.Contains(geom.Pt(p.R.Right(), p.R.Bottom())) {
			t.Fatalf("%s %+v: place %v outside the board %v", name, e, p.R, board)
		}
	}
	in := func(r geom.Rect) bool {
		for _, p := range ps {
			if r.Contains(p.R.Center()) {
				return true
			}
		}
		return false
	}
	want := func(ok bool, what string) {
		t.Helper()
		if !ok {
			t.Fatalf("%s %+v: places %v not at %s", name, e, ps, what)
		}
	}
	switch e := e.(type) {
	case imhotep.StonePlaced:
		i := b.shipIndex(e.Ship)
		if i < 0 || b.ships[i].dest >= 0 {
			return // sailed since (Sail card)
		}
		c := imhotep.Ships[e.Ship].Capacity
		hull := l.shipRect(l.berth(i), c)
		want(in(hull), "its ship")
		// Slot 0 is at the bow (right), the last at the stern.
		x := hull.X + hull.W*(1-float64(e.Slot+1)/float64(c+1))
		want(len(ps) == 1 && ps[0].R.Center().X > x-l.s(slotW) && ps[0].R.Center().X < x+l.s(slotW), fmt.Sprintf("slot %d", e.Slot))
	case imhotep.ShipSailed:
		want(in(l.dock(e.Site)), "the site's dock")
	case imhotep.StoneBuilt:
		want(in(l.site(e.Site)), "the site")
	case imhotep.PointsScored:
		if e.Points != 0 {
			want(in(l.trackCell(b.score[e.Player])), "the marker's space")
		}
	case imhotep.CardTaken:
		if e.From == "market" {
			want(in(l.marketSpace(e.Space)), "the market space")
		}
	case imhotep.StonesTaken:
		want(in(l.supplyRow(e.Player)), "the sled")
	case imhotep.TempleScored:
		want(in(l.site(imhotep.Temple)), "the temple")
	case imhotep.RoundStarted, imhotep.RoundEnded:
		want(in(l.roundPanel()), "the round panel")
	}
	if len(ps) > 0 {
		seen[name]++
	}
}

// TestScoreMarkersSideBySide: two to four markers on one space never
// overlap and stay inside it, clear of its number.
func TestScoreMarkersSideBySide(t *testing.T) {
	for _, area := range []geom.Rect{testArea, geom.R(0, 40, 1280*0.7, 680)} {
		for np := 2; np <= 4; np++ {
			for _, score := range []int{0, 7, 19, 20, 33, 47} {
				l := newLayout(area, np)
				scores := make([]int, np)
				for p := range scores {
					scores[p] = score
				}
				pts, sizes := l.trackMarkers(scores)
				cell := l.trackCell(score)
				// The number as drawn (drawTrack): widest of two digits.
				face := render.Face(render.Bold, trackNumSize)
				num := geom.R(cell.X+l.s(4), cell.Y+l.s(2), render.TextWidth("38", face), trackNumSize*0.75)
				var rs []geom.Rect
				for p := range pts {
					r := geom.RectFromCenter(pts[p], sizes[p], sizes[p])
					if !cell.Inset(-0.5).Contains(geom.Pt(r.X, r.Y)) || !cell.Inset(-0.5).Contains(geom.Pt(r.Right(), r.Bottom())) {
						t.Errorf("%d players at %d: marker %d %v outside its space %v", np, score, p, r, cell)
					}
					if !r.Intersect(num).Empty() {
						t.Errorf("%d players at %d: marker %d %v covers the number", np, score, p, r)
					}
					for q, o := range rs {
						if !r.Intersect(o).Empty() {
							t.Errorf("%d players at %d: markers %d and %d overlap (%v, %v)", np, score, q, p, o, r)
						}
					}
					rs = append(rs, r)
				}
			}
		}
	}
	// Alone, a marker keeps its full size.
	l := newLayout(testArea, 3)
	_, sizes := l.trackMarkers([]int{1, 2, 3})
	if sizes[0] != l.s(markerBig) {
		t.Errorf("a lone marker is %v, want %v", sizes[0], l.s(markerBig))
	}
}
