package egiziaview

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// Every target of the board and of the panels has a tooltip in words
// (both languages) whose target holds the pointer, and the box the match
// places never covers that target nor the picker's controls.
func TestTooltipsEverywhereNeverCoverTheirTarget(t *testing.T) {
	bounds := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	tips := 0
	for i, players := range []int{2, 3, 4} {
		lang := []string{"en", "fr"}[i%2]
		seed := uint64(60 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, lang, s)
		m := layout.MatchLayout(players, false)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			legal := s.Legal(nil)
			if step%9 == 0 {
				syncTo(v, s, legal)
				check := func(what string, tg target, lines []string, r geom.Rect, ok bool, p geom.Point) {
					if !ok || len(lines) == 0 {
						t.Fatalf("%s %v: no tooltip at %v", what, tg, p)
					}
					for _, l := range lines {
						if badText(l) {
							t.Fatalf("%s %v: tooltip line %q", what, tg, l)
						}
					}
					if !r.Contains(p) {
						t.Fatalf("%s %v: the target %v does not hold the pointer %v", what, tg, r, p)
					}
					box := layout.TooltipRectAvoid(p, r, v.Asked(), 300, 24*float64(len(lines)), bounds)
					if in := box.Intersect(r); in.W > 0 && in.H > 0 {
						t.Fatalf("%s %v: the tooltip %v covers its target %v", what, tg, box, r)
					}
					tips++
				}
				for _, tg := range v.boardTargets() {
					r := v.targetRect(tg)
					if r.Empty() {
						continue
					}
					p := r.Center()
					if hs := v.hit(p); len(hs) == 0 || hs[0] != tg {
						continue // under a piece or a control
					}
					lines, tr, ok := v.Tooltip(p.X, p.Y)
					check("board", tg, lines, tr, ok, p)
				}
				for seat := 0; seat < players; seat++ {
					body := PanelBody(m.Panels[seat])
					for _, tg := range v.panelTargets(seat) {
						r := v.targetRect(tg)
						if r.Empty() {
							continue
						}
						p := r.Center()
						lines, tr, ok := v.PanelTooltip(seat, body, p.X, p.Y)
						check("panel", tg, lines, tr, ok, p)
					}
				}
			}
			a := s.RolloutAction(&rng, nil)
			if step%2 == 1 {
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if tips < 500 {
		t.Errorf("only %d tooltips checked", tips)
	}
	t.Logf("%d tooltips", tips)
}

// Egizia's slot tooltips name the right limit: a Sphinx slot its card
// limit (5/3/2 by slot, §2.4), no other slot any Sphinx cards, and the
// slots a neutral ship blocks say so (§2.3) (issue 22).
func TestSlotTooltipsNameTheRightLimit(t *testing.T) {
	if egizia.SphinxLimit != [egizia.SlotsPerZone]int8{5, 3, 2} {
		t.Fatalf("Sphinx limits %v, the rules say 5, 3, 2", egizia.SphinxLimit)
	}
	for i, players := range []int{2, 3, 4} {
		for _, lang := range []string{"en", "fr"} {
			v := pickView(t, lang, boardGame(t, players, uint64(70+i)))
			for z := 0; z < egizia.NumZones; z++ {
				for j := 0; j < egizia.SlotsPerZone; j++ {
					lines := v.tipLines(target{tSlot, z, j})
					var sphinx []string
					for _, l := range lines {
						if badText(l) {
							t.Fatalf("%s %dp zone %d slot %d: line %q", lang, players, z+1, j+1, l)
						}
						if strings.Contains(l, "Sphinx") && l != lines[0] {
							sphinx = append(sphinx, l)
						}
					}
					if blocked := j >= egizia.OpenSlots(players); slices.Contains(lines, v.t("egizia.tip.blocked")) != blocked {
						t.Errorf("%s %dp zone %d slot %d: %q, blocked %v", lang, players, z+1, j+1, lines, blocked)
					}
					if z != egizia.ZoneSphinx {
						if len(sphinx) > 0 {
							t.Errorf("%s %dp zone %d slot %d: %q", lang, players, z+1, j+1, lines)
						}
						continue
					}
					ok := len(sphinx) == 1
					for _, n := range egizia.SphinxLimit {
						if ok && strings.Contains(sphinx[0], strconv.Itoa(int(n))) != (n == egizia.SphinxLimit[j]) {
							ok = false
						}
					}
					if !ok {
						t.Errorf("%s %dp Sphinx slot %d: %q, want a limit of %d cards", lang, players, j+1, lines, egizia.SphinxLimit[j])
					}
				}
			}
		}
	}
}
