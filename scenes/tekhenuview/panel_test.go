package tekhenuview

import (
	"testing"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	matchlayout "nilegames/scenes/layout"
)

// At 3 and 4 players, in both languages, every figure of every panel is
// drawn whole: the rows hold all their counters (a counter past the row
// is left out), labels and texts keep their full width. Late in a game,
// with two-digit figures.
func TestPanelsShowEverything(t *testing.T) {
	for _, n := range []int{3, 4} {
		s := playTo(t, n, 11, func(s *tekhenu.State) bool { return s.Turn() >= 14 })
		lay := matchlayout.MatchLayout(n, true)
		for _, lang := range []string{"en", "fr"} {
			v := newView(t, testEnv(t, lang, n))
			v.Sync(s, nil, 0)
			for seat := 0; seat < n; seat++ {
				// The body the match gives the view (match.panelBody).
				p := lay.Panels[seat]
				head := geom.R(p.X+14, p.Y+8, p.W-28, 46)
				body := geom.R(p.X+14, head.Bottom()+12, p.W-28, p.Bottom()-head.Bottom()-20)
				rows := v.panelRows(seat, body)
				if len(rows) != 4 {
					t.Fatalf("%d players %s seat %d: %d rows", n, lang, seat, len(rows))
				}
				counters := 0
				for _, pr := range rows {
					if w := render.TextWidth(pr.label, panelFace); w > pr.labelR.W {
						t.Errorf("%d players %s: label %q is %.0f px in %.0f", n, lang, pr.label, w, pr.labelR.W)
					}
					if pr.row.Bottom() > body.Bottom()+0.5 {
						t.Errorf("%d players %s: row %q below the panel", n, lang, pr.label)
					}
					for _, it := range pr.items {
						if it.r.Right() > pr.row.Right()+0.5 {
							t.Errorf("%d players %s seat %d: %q item %q %v past the row %v", n, lang, seat, pr.label, it.text, it.r, pr.row)
						}
						if it.c != nil {
							counters++
							if len(it.tip) == 0 {
								t.Errorf("%d players %s: a counter of %q says nothing", n, lang, pr.label)
							}
						} else if w := render.TextWidth(it.text, panelFace); w > it.r.W {
							t.Errorf("%d players %s: text %q cut (%.0f px in %.0f)", n, lang, it.text, w, it.r.W)
						}
					}
				}
				// 7 supply, 4 production, 3 pieces + Pop. + Happ., 3 decks.
				if counters != 7+4+5+3 {
					t.Errorf("%d players %s seat %d: %d counters, want 19", n, lang, seat, counters)
				}
			}
		}
	}
}
