package imhotepview

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"
)

// holdings are the cards a seat holds in the chip tests: every kind, one
// or two of each; every kind, three of each; a few kinds.
func holdings() []map[imhotep.Card]int {
	all, three := map[imhotep.Card]int{}, map[imhotep.Card]int{}
	for i, c := range cardOrder {
		all[c] = 1 + i%2
		three[c] = 3
	}
	few := map[imhotep.Card]int{imhotep.Hammer: 2, imhotep.DecorBurial: 1, imhotep.DecorObelisk: 2, imhotep.Statue: 1}
	return []map[imhotep.Card]int{all, three, few}
}

// chipView is a view of an np-seat game whose seat 1 holds cards.
func chipView(t *testing.T, lang string, np int, cards map[imhotep.Card]int) *View {
	t.Helper()
	v := NewView(testEnv(t, lang, np, true)).(*View)
	v.Sync(newGame(t, np, "BBBBB", 5), nil, 0)
	for _, c := range cardOrder {
		v.d.cards[1][c] = cards[c]
		v.target.cards[1][c] = cards[c]
	}
	return v
}

// pageThrough draws seat 1's panel in body, then clicks the chip of the
// cards left out until the first page is back (at most pages times),
// calling page after each drawing; it returns the clicks made.
func pageThrough(t *testing.T, v *View, dst *ebiten.Image, body geom.Rect, page func()) int {
	t.Helper()
	clicks := 0
	for {
		v.chips = nil
		v.DrawPanel(dst, 1, body)
		page()
		var nav *chip
		for i := range v.chips {
			if len(v.chips[i].more) > 0 {
				nav = &v.chips[i]
			}
		}
		if nav == nil || clicks == len(cardOrder) {
			return clicks
		}
		if !v.PanelClick(1, body, nav.r.Center().X, nav.r.Center().Y) {
			t.Fatalf("a click on the chip %v of the cards left out changed nothing", nav.r)
		}
		clicks++
		if v.pages[1] == 0 || v.pages[1]*len(v.chips) >= 2*len(cardOrder) {
			// Wrapped around: draw the first page once more and stop.
			v.chips = nil
			v.DrawPanel(dst, 1, body)
			return clicks
		}
	}
}

// TestPanelChipsReadableAt720 (issue 22): the card chips of the seat
// panels, at 2, 3 and 4 seats, log open and closed, in both languages,
// name their cards at 18 or more (ART.md's small text) and draw how many
// at 21 (14 px at a 1280x720 window), whole (the label audit), inside the
// panel; where there is no room for every chip, a click or a tap on the
// last one shows the others: every card held is on a chip of some page.
func TestPanelChipsReadableAt720(t *testing.T) {
	least := 1e9
	textSeen = func(size float64) { least = min(least, size) }
	defer func() { textSeen = nil }()
	counts := map[string]float64{}
	countSeen = func(s string, size float64) {
		if old, ok := counts[s]; !ok || size < old {
			counts[s] = size
		}
	}
	defer func() { countSeen = nil }()
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	for _, lang := range []string{"en", "fr"} {
		for np := 2; np <= 4; np++ {
			for _, open := range []bool{false, true} {
				for hi, cards := range holdings() {
					what := fmt.Sprintf("%s %d seats log open %v holding %d", lang, np, open, hi)
					body := panelBodies(np, open)[1]
					v := chipView(t, lang, np, cards)
					least = 1e9
					clear(counts)
					onChip := map[imhotep.Card]bool{}
					viewtest.NoLabelDropped(t, what, func() {
						pageThrough(t, v, dst, body, func() {
							for _, c := range v.chips {
								if c.r.X < body.X-0.5 || c.r.Right() > body.Right()+0.5 || c.r.Y < body.Y-0.5 || c.r.Bottom() > body.Bottom()+0.5 {
									t.Errorf("%s: chip %v outside the panel %v", what, c.r, body)
								}
								if len(c.more) == 0 {
									onChip[c.card] = true
								}
							}
						})
					})
					if least < 18 { // ART.md's small text
						t.Errorf("%s: text at %.1f in the panel, under 18", what, least)
					}
					var want []string
					for c, n := range cards {
						if n > 1 {
							want = append(want, "×"+strconv.Itoa(n))
						}
						if !onChip[c] {
							t.Errorf("%s: %v on no chip of any page", what, c)
						}
					}
					viewtest.CountsAtLeast(t, what, counts, want, 21)
				}
			}
		}
	}
}

// TestMoreChipClickShowsTheRest (issue 22): four seats and the log open
// leave no room for a chip for each of nine kinds: the chip of the cards
// left out is not hover-only: a click or a tap on it shows them, another
// goes on, and the first page comes back in the end.
func TestMoreChipClickShowsTheRest(t *testing.T) {
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	v := chipView(t, "fr", 4, holdings()[0])
	body := panelBodies(4, true)[1]
	v.DrawPanel(dst, 1, body)
	var first []imhotep.Card
	var nav chip
	for _, c := range v.chips {
		if len(c.more) > 0 {
			nav = c
		} else {
			first = append(first, c.card)
		}
	}
	if len(nav.more) == 0 {
		t.Fatalf("every kind on a chip (%d) in a body %v: no page to turn", len(first), body)
	}
	if v.PanelClick(1, body, body.X-5, body.Y-5) || v.PanelClick(0, body, nav.r.Center().X, nav.r.Center().Y) {
		t.Error("a click off the chip, or for another seat, turned the page")
	}
	if !v.PanelClick(1, body, nav.r.Center().X, nav.r.Center().Y) {
		t.Fatal("the click on the chip turned no page")
	}
	v.chips = nil
	v.DrawPanel(dst, 1, body)
	shown := map[imhotep.Card]bool{}
	for _, c := range v.chips {
		if len(c.more) == 0 {
			shown[c.card] = true
		}
	}
	if len(shown) == 0 || shown[first[0]] {
		t.Errorf("after the click the chips show %v, want the next cards (the first page was %v)", shown, first)
	}
	for i := 0; i < len(cardOrder) && v.pages[1] != 0; i++ {
		for _, c := range v.chips {
			if len(c.more) > 0 {
				v.PanelClick(1, body, c.r.Center().X, c.r.Center().Y)
			}
		}
		v.chips = nil
		v.DrawPanel(dst, 1, body)
	}
	if v.pages[1] != 0 {
		t.Errorf("the pages never come back to the first")
	}
}

// TestFewCardsNeedNoPage (issue 22): four seats and the log open, three
// kinds with long French names, two of each, fit on chips at once (a
// smaller sled row makes room for a second row): no page to turn.
func TestFewCardsNeedNoPage(t *testing.T) {
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	cards := map[imhotep.Card]int{imhotep.Hammer: 2, imhotep.DecorBurial: 2, imhotep.DecorObelisk: 2}
	v := chipView(t, "fr", 4, cards)
	body := panelBodies(4, true)[1]
	v.DrawPanel(dst, 1, body)
	if len(v.chips) != len(cards) {
		t.Fatalf("%d chips for %d kinds", len(v.chips), len(cards))
	}
	for _, c := range v.chips {
		if len(c.more) > 0 {
			t.Errorf("a chip of cards left out (%v) for three kinds", c.more)
		}
	}
}
