package pharaonview

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/engine/pharaon"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// Every spot of the board and of the seats' panels, in 5-player and solo
// mid-games and in both languages, has a tooltip whose lines are
// translated, whose target holds the pointer, and which the match's
// placement keeps off that target.
func TestBoardTooltipsKeepOffTargets(t *testing.T) {
	screenR := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	for _, players := range []int{5, 1} {
		for _, lang := range []string{"en", "fr"} {
			s, ok := boardPlay(t, players, 5, func(s *pharaon.State) bool { return s.Round() >= 2 && s.PassedCount() >= 1 })
			if !ok {
				t.Fatal("no mid-game")
			}
			v, m := boardView(t, boardEnv(t, lang, s.NumPlayers()), s)
			img := screen(v, m) // the panels' bodies are known once drawn
			img.Deallocate()
			kinds := map[int]bool{}
			check := func(what string, p geom.Point, lines []string, target geom.Rect, ok bool) {
				t.Helper()
				if !ok || len(lines) == 0 {
					return
				}
				for _, l := range lines {
					if strings.Contains(l, "pharaon.") || strings.Contains(l, "{") || strings.TrimSpace(l) == "" {
						t.Errorf("%dp %s %s: untranslated line %q", players, lang, what, l)
					}
				}
				if !target.Contains(p) {
					t.Errorf("%dp %s %s at %v: the target %v does not hold the pointer", players, lang, what, p, target)
				}
				box := layout.TooltipRectAvoid(p, target, nil, 460, float64(len(lines))*26+20, screenR)
				if in := box.Intersect(target); in.W > 0.5 && in.H > 0.5 {
					t.Errorf("%dp %s %s: the tooltip %v covers its target %v", players, lang, what, box, target)
				}
			}
			for _, tg := range v.boardTargets() {
				r := v.targetRect(tg)
				if r.Empty() {
					continue
				}
				p := r.Center()
				lines, target, ok := v.Tooltip(p.X, p.Y)
				if ok {
					kinds[tg.kind] = true
				}
				check(fmt.Sprint(tg), p, lines, target, ok)
			}
			for seat := 0; seat < s.NumPlayers(); seat++ {
				body := PanelBody(m.Panels[seat])
				for _, tg := range v.panelTargets(seat) {
					r := v.panelTargetRect(tg, NewPlayerArea(body))
					if r.Empty() {
						continue
					}
					p := r.Center()
					lines, target, ok := v.PanelTooltip(seat, body, p.X, p.Y)
					if ok {
						kinds[tg.kind] = true
					}
					check(fmt.Sprint("panel ", tg), p, lines, target, ok)
				}
			}
			want := []int{tArtCard, tArtDeck, tNobCard, tNobDeck, tNileOpt, tNileCell, tBurial, tLot, tBonus, tBag,
				tDiscard, tJar, tRound, tPyrSpace, tWheelSlot, tWheelSeg, tDirection, tAccess, tQuarter, tGodRow, tGodEdge,
				tSupply, tSeatRes, tSeatBC, tSeatNile, tSeatPharaoh, tSeatFirst, tSeatGod}
			if players == 1 {
				want = append(want, tTile, tTilePile)
			} else {
				want = append(want, tPharaohHome)
			}
			for _, k := range want {
				if !kinds[k] {
					t.Errorf("%dp %s: no tooltip for target kind %d", players, lang, k)
				}
			}
		}
	}
}
