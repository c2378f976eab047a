package tekhenuview

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
)

// TestShotsAnim (run by -run TestShots) writes frames caught mid-way
// through each animation when TEKHENU_SHOTS names a folder.
func TestShotsAnim(t *testing.T) {
	save := viewShots(t)
	weigh := findMove(t, 3, func(evs []engine.Event) bool { _, ok := has[tekhenu.Weighed](evs); return ok })
	score := findMove(t, 2, func(evs []engine.Event) bool { _, ok := has[tekhenu.ScoringStarted](evs); return ok })
	turn := findMove(t, 2, func(evs []engine.Event) bool { _, ok := has[tekhenu.DieTurned](evs); return ok })
	ra := findMove(t, 2, func(evs []engine.Event) bool {
		c, ok := has[tekhenu.ColumnPlaced](evs)
		return ok && c.Slot > 0 && c.Matches > 0
	})
	build := findMove(t, 3, func(evs []engine.Event) bool { _, ok := has[tekhenu.BuildingPlaced](evs); return ok })
	refill := findMove(t, 2, func(evs []engine.Event) bool {
		n := 0
		for _, e := range evs {
			if _, ok := e.(tekhenu.MarketFilled); ok {
				n++
			}
		}
		return n >= 2
	})
	for _, lang := range []string{"en", "fr"} {
		v := animate(t, weigh, lang)
		runUntil(v, func() bool { return v.fx.weigh != nil && v.fx.weigh.t > 0.5 })
		save("anim_weigh_beam_"+lang, v)
		runUntil(v, func() bool { return v.fx.weigh != nil && v.fx.weigh.t > 0.8 })
		save("anim_weigh_result_"+lang, v)
		runUntil(v, func() bool { return v.fx.weigh == nil && v.fx.banner != "" })
		save("anim_order_"+lang, v)

		v = animate(t, score, lang)
		runUntil(v, func() bool { return v.fx.score != nil && v.fx.score.code == "temple" && v.fx.score.t > 0.45 })
		save("anim_score_temple_"+lang, v)
		runUntil(v, func() bool { return v.fx.score != nil && v.fx.score.code == "buildings" && v.fx.score.t > 0.45 })
		save("anim_score_buildings_"+lang, v)

		v = animate(t, turn, lang)
		runUntil(v, func() bool { return v.fx.turn.t > 0.45 })
		save("anim_scribe_"+lang, v)

		v = animate(t, ra, lang)
		runUntil(v, func() bool { return v.fx.edges.on && v.fx.edges.t > 0.45 })
		save("anim_ra_edges_"+lang, v)
		runUntil(v, func() bool { return len(v.fx.ra) > 0 && v.fx.ra[0].t > 0.5 })
		save("anim_ra_slide_"+lang, v)

		v = animate(t, build, lang)
		runUntil(v, func() bool { return len(v.fx.pieces) > 0 && v.fx.pieces[0].t > 0.5 })
		save("anim_building_"+lang, v)

		v = animate(t, refill, lang)
		runUntil(v, func() bool { return len(v.fx.cards) > 1 && v.fx.cards[1].t > 0.5 })
		save("anim_refill_"+lang, v)
	}
}
