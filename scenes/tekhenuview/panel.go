package tekhenuview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// tokenArt draws a token as a counter's icon.
func tokenArt(kind int, lang string) func(dst *ebiten.Image, r geom.Rect) {
	return func(dst *ebiten.Image, r geom.Rect) { drawToken(dst, kind, r.Center(), r.W*0.9, lang) }
}

// DrawPanel paints seat's supply: VP, resources, Scribes, Faith,
// production levels, pieces left, cards, and the Decrees (their faces
// only to their owner).
func (v *View) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return
	}
	if v.solo() && seat == botSeat {
		v.drawBotPanel(dst, r)
		return
	}
	pl, _ := v.st.PlayerView(seat, v.viewer)
	need := 4*30 + 3*10.0
	sc := math.Max(0.6, math.Min(1, r.H/need))
	k := widget.PanelRows(sc)
	rows := k.Layout(r, 30*sc, 30*sc, 30*sc, 30*sc)
	sp := v.sprites()
	lang := v.env.Lang()
	h := math.Max(widget.TextMin+4, 28*sc)
	if len(rows) > 0 {
		widget.RowLabel(dst, v.t("tekhenu.ui.supply"), rows[0].Label)
		var cs []widget.Counter
		for res := 0; res < tekhenu.NumResources; res++ {
			cs = append(cs, widget.Counter{Art: tokenArt(res, lang), ArtKey: "tek.tok." + lang + resCodes[res], N: int(pl.Res[res])})
		}
		cs = append(cs, widget.Counter{Art: tokenArt(6, lang), ArtKey: "tek.tok." + lang + "scribe", N: int(pl.Scribes)},
			widget.Counter{Art: tokenArt(5, lang), ArtKey: "tek.tok." + lang + "faith", N: int(pl.Faith)})
		widget.DrawCounters(dst, sp, geom.R(rows[0].Content.X, rows[0].Content.Y, rows[0].Content.W, h), cs, 2, 4)
	}
	if len(rows) > 1 {
		widget.RowLabel(dst, v.t("tekhenu.ui.production"), rows[1].Label)
		var cs []widget.Counter
		for res := 0; res < 4; res++ {
			cs = append(cs, widget.Counter{Art: tokenArt(res, lang), ArtKey: "tek.tok." + lang + resCodes[res], N: int(pl.Prod[res])})
		}
		widget.DrawCounters(dst, sp, geom.R(rows[1].Content.X, rows[1].Content.Y, rows[1].Content.W, h), cs, 2, 4)
	}
	if len(rows) > 2 {
		widget.RowLabel(dst, v.t("tekhenu.ui.pieces"), rows[2].Label)
		widget.RowText(dst, v.t("tekhenu.ui.pieces_left", "b", tekhenu.NumBuildings-int(pl.Built), "s", tekhenu.NumStatues-int(pl.Statues), "c", tekhenu.NumColumns-int(pl.Columns), "pop", pl.Pop, "happ", pl.Happ), rows[2].Content)
	}
	if len(rows) > 3 {
		widget.RowLabel(dst, v.t("tekhenu.ui.cards"), rows[3].Label)
		s := v.cardsLine(seat)
		widget.RowText(dst, s, rows[3].Content)
	}
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// cardsLine is the panel's card row: Blessings and Technologies counted,
// the Decrees named to their owner (and to all at the end) and counted
// for the others, the Destiny card.
func (v *View) cardsLine(seat int) string {
	pl, decrees := v.st.PlayerView(seat, v.viewer)
	s := v.t("tekhenu.ui.cards_count", "b", popcount(pl.Bless), "t", popcount(pl.Tech))
	// PlayerView keeps only the Decrees the viewer may see (its own, those
	// taken face up, all at the end); the others are counted.
	for i := 0; i < 24; i++ {
		if pl.Decree&(1<<i) != 0 {
			s += " " + cardID{deckDecree, i}.String()
		}
	}
	if hidden := decrees - popcount(pl.Decree); hidden > 0 {
		s += " " + v.t("tekhenu.ui.decrees_hidden", "n", hidden)
	}
	if pl.Destiny >= 0 {
		s += " " + cardID{deckDestiny, int(pl.Destiny)}.String()
	}
	return s
}
