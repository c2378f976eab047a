package tekhenuview

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
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
		ID:    c.deck*100 + c.idx + 1000*b2i(v.Env.Lang() == "fr"), // the art's letters differ
		Title: v.t("tekhenu.ui.card." + c.String()),
		Band:  deckBands[c.deck],
		Art:   cardArt(c, v.Env.Lang()),
	}
}

// cardTip is the card's full text.
func (v *View) cardTip(c cardID) []string {
	// The name on the card, its kind; the code is only the card's
	// printed number, never its title (pass #2).
	return []string{v.t("tekhenu.ui.card."+c.String()) + " · " + v.t("tekhenu.ui.deck_"+deckLetters[c.deck]), v.t("tekhenu.tip.card." + c.String())}
}

// blessTokens: the token a Production Blessing (B01–B06) gives.
var blessTokens = [6]int{tekhenu.Limestone, tekhenu.Granite, tekhenu.Bread, tekhenu.Papyrus, tekhenu.Gold, tekhenu.ScribeToken}

// cardArt is the picture of a card face: its token for the Production
// Blessings, the initiative of a Start card, the Ankh of a Destiny, the
// id otherwise.
func cardArt(c cardID, lang string) func(dst *ebiten.Image, r geom.Rect) {
	return func(dst *ebiten.Image, r geom.Rect) {
		ctr := r.Center()
		big := render.Face(render.Bold, math.Max(widget.TextMin, math.Min(34, r.H*0.6)))
		switch {
		case c.deck == tekhenu.Blessing && c.idx < 6:
			drawToken(dst, blessTokens[c.idx], ctr, math.Min(r.W, r.H)*0.8, lang)
		case c.deck == deckStart:
			render.DrawText(dst, strconv.Itoa(c.idx+1), big, ctr.X, ctr.Y, render.Center, render.Middle, render.Terracotta)
		case c.deck == deckDestiny:
			h := math.Min(r.H*0.8, r.W*0.5)
			drawAnkh(dst, geom.Pt(ctr.X-h*0.35, ctr.Y), h, render.GoldDeep)
			render.DrawText(dst, strconv.Itoa(tekhenu.DestinyAnkh(c.idx)), big, ctr.X+h*0.3, ctr.Y, render.Center, render.Middle, render.GoldDeep)
		default:
			// The name is the card's title; its code is only a small
			// printed number in the corner, as on the real card (pass #2).
			render.DrawText(dst, c.String(), render.Face(render.Medium, widget.TextMin), r.Right()-2, r.Bottom()-1, render.Right, render.Bottom, render.WithAlpha(deckBands[c.deck], 0.75))
		}
	}
}

// drawAnkh draws an ankh h tall centred on c.
func drawAnkh(dst *ebiten.Image, c geom.Point, h float64, clr color.RGBA) {
	w := math.Max(1.5, h*0.09)
	loop := geom.Pt(c.X, c.Y-h*0.27)
	render.StrokeCircle(dst, loop, h*0.16, w, clr)
	render.Line(dst, geom.Pt(c.X, loop.Y+h*0.16), geom.Pt(c.X, c.Y+h*0.5), w*1.2, clr)
	render.Line(dst, geom.Pt(c.X-h*0.25, c.Y), geom.Pt(c.X+h*0.25, c.Y), w*1.2, clr)
}
