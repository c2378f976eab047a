package tekhenuview

import (
	"fmt"
	"image/color"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/widget"
)

// Card decks beyond the engine's three.
const (
	deckDecree  = tekhenu.Decree
	deckStart   = 3
	deckDestiny = 4
)

var deckLetters = [5]string{"B", "T", "D", "S", "A"}

// cardID is one card of the catalogue.
type cardID struct{ deck, idx int }

func (c cardID) String() string { return fmt.Sprintf("%s%02d", deckLetters[c.deck], c.idx+1) }

func parseCard(s string) (cardID, bool) {
	if len(s) != 3 {
		return cardID{}, false
	}
	for d, l := range deckLetters {
		if s[:1] == l {
			var n int
			if _, err := fmt.Sscanf(s[1:], "%d", &n); err != nil || n < 1 || n > 24 {
				return cardID{}, false
			}
			return cardID{d, n - 1}, true
		}
	}
	return cardID{}, false
}

var deckBands = [5]color.RGBA{
	{0x3F, 0x8F, 0x6B, 0xFF}, // Blessing: green
	render.Lapis,             // Technology
	{0x7B, 0x3B, 0x5C, 0xFF}, // Decree: plum
	render.Terracotta,        // Start
	render.GoldDeep,          // Destiny
}

// face is the card's face for the widget.
func (v *View) face(c cardID) widget.Card {
	return widget.Card{
		Kind:  "tekhenu",
		ID:    c.deck*100 + c.idx,
		Title: v.t("tekhenu.ui.card." + c.String()),
		Band:  deckBands[c.deck],
	}
}

// cardTip is the card's full text.
func (v *View) cardTip(c cardID) []string {
	return []string{c.String() + " · " + v.t("tekhenu.ui.deck_"+deckLetters[c.deck]), v.t("tekhenu.tip.card." + c.String())}
}
