package tekhenuview

import (
	"testing"

	"nilegames/render/widget"
)

// Every card's name fits on its face in the market, in both languages.
func TestCardNamesFit(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		v := newView(t, testEnv(t, lang, 4))
		r := v.lay.market[0][0]
		for d, n := range []int{24, 24, 24, 12, 4} {
			for i := 0; i < n; i++ {
				c := v.face(cardID{d, i})
				art, name, nf := widget.CardText(c, r)
				_ = art
				if !nf.OK {
					t.Errorf("%s %s: %q does not fit %v", lang, cardID{d, i}, c.Title, name)
				}
			}
		}
	}
}
