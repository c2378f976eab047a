package egiziaview

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// Issue 22: the "+N" chip of a panel row's cards that do not fit named
// them in its tooltip only, and a tooltip is hover-only ("nothing a
// player needs is hover-only"). A click or a tap on the chip
// (gameview.PanelClicker) shows the hidden cards, the pages cycling, each
// card then with its own tooltip; the chip's tooltip says to click it.
// At 2 and 4 players, log closed and open, EN and FR, with the label
// audit clean on each page.
func TestMoreChipClickShowsHiddenCards(t *testing.T) {
	found := 0
	for _, players := range []int{2, 4} {
		for seed := uint64(1); seed <= 12 && found < 2*players; seed++ {
			s, ok := boardPlay(t, players, seed, func(s *egizia.State) bool {
				for p := 0; p < s.NumPlayers(); p++ {
					if bits.OnesCount64(s.PlayerState(p).Cards) >= 6 {
						return true
					}
				}
				return false
			})
			if !ok {
				continue
			}
			for _, open := range []bool{false, true} {
				for _, lang := range []string{"en", "fr"} {
					v := pickView(t, lang, s)
					for seat, pr := range layout.MatchLayout(players, open).Panels {
						if checkMoreChip(t, v, seat, PanelBody(pr), fmt.Sprintf("%s %dp seed %d log open %v seat %d", lang, players, seed, open, seat)) {
							found++
						}
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no panel row with hidden cards found")
	}
	t.Logf("%d rows with a '+N' chip checked", found)
}

// checkMoreChip clicks through the "+N" chip of seat's rows in body, if
// any: every card of the row is drawn on some page, then the first page
// comes back. It reports whether a row had hidden cards.
func checkMoreChip(t *testing.T, v *View, seat int, body geom.Rect, what string) bool {
	t.Helper()
	a := NewPlayerArea(body)
	any := false
	for ri := 0; ri < 2; ri++ {
		line := [2]geom.Rect{a.Fields, a.Others}[ri]
		rowOf := func() []chip {
			s := v.paged(seat, a, v.seatShow(seat))
			return [2][]chip{s.Fields, s.Others}[ri]
		}
		row := rowOf()
		rs, shown := chipLayout(a, line, row)
		if shown == len(row) {
			continue
		}
		any = true
		t.Logf("%s row %d: %d of %d cards shown", what, ri, shown, len(row))
		first := row[0].ID
		seen := map[int]bool{}
		for page := 0; page <= len(row); page++ {
			row = rowOf()
			rs, shown = chipLayout(a, line, row)
			w := fmt.Sprintf("%s row %d page %d", what, ri, page)
			if shown == 0 || shown == len(row) {
				t.Fatalf("%s: %d of %d cards shown", w, shown, len(row))
			}
			// The cards shown are drawn whole, each with its tooltip.
			img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
			stop := render.AuditLabels()
			render.BatchAA(img, func() { v.DrawPanel(img, seat, body) })
			if drops := stop(); len(drops) > 0 {
				t.Errorf("%s: labels not whole: %v", w, drops)
			}
			img.Deallocate()
			for i, c := range row[:shown] {
				seen[c.ID] = true
				if c.ID <= 0 {
					continue
				}
				if r := v.chipRect(seat, c.ID); r != rs[i] {
					t.Errorf("%s: card %d drawn at %v, its target at %v", w, c.ID, rs[i], r)
				}
				p := rs[i].Center()
				lines, _, ok := v.PanelTooltip(seat, body, p.X, p.Y)
				if !ok || len(lines) == 0 || !strings.Contains(lines[0], v.chipName(c)) {
					t.Errorf("%s: card %d (%s): tooltip %q", w, c.ID, v.chipName(c), lines)
				}
			}
			// The chip says what a click does, and a click turns the page.
			chipR := rs[shown]
			lines, _, ok := v.PanelTooltip(seat, body, chipR.Center().X, chipR.Center().Y)
			if !ok || lines[len(lines)-1] != v.t("egizia.tip.more_cards_tip") || strings.Contains(lines[len(lines)-1], "egizia.") {
				t.Errorf("%s: chip tooltip %q does not say to click", w, lines)
			}
			if page == 0 && rowOf()[0].ID != first {
				t.Fatalf("%s: page 0 does not start with the row's first card", w)
			}
			if seen[first] && page > 0 && row[0].ID == first {
				break // back to the first page
			}
			hidden := row[shown].ID
			if !v.PanelClick(seat, body, chipR.Center().X, chipR.Center().Y) {
				t.Fatalf("%s: a click on the '+N' chip %v changed nothing", w, chipR)
			}
			next := rowOf()
			if _, sh := chipLayout(a, line, next); sh == 0 || next[0].ID != hidden {
				t.Fatalf("%s: after the click the row starts with card %d, want the first hidden one %d", w, next[0].ID, hidden)
			}
		}
		if len(seen) != len(row) {
			t.Errorf("%s row %d: %d of %d cards ever shown", what, ri, len(seen), len(row))
		}
		// A click elsewhere in the panel turns no page.
		if v.PanelClick(seat, body, a.Order.Center().X, a.Order.Center().Y) {
			t.Errorf("%s: a click on the order tile turned a page", what)
		}
	}
	return any
}
