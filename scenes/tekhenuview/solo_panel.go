package tekhenuview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// drawBotPanel is Botankhamon's panel: its level and challenges, VP and
// Scribes, Population and Happiness with the pieces it has left, and its
// Decrees (it keeps no resources, production or Faith: §7).
func (v *View) drawBotPanel(dst *ebiten.Image, r geom.Rect) {
	pl, decrees := v.st.PlayerView(botSeat, v.viewer)
	_, level, c1, c2 := v.st.Solo()
	need := 4*30 + 3*10.0
	sc := math.Max(0.6, math.Min(1, r.H/need))
	rows := widget.PanelRows(sc).Layout(r, 30*sc, 30*sc, 30*sc, 30*sc)
	lv := v.t(levelKeys[min(max(level, 0), 2)])
	if c1 {
		lv += " · " + v.t("tekhenu.solo.challenge1_short")
	}
	if c2 {
		lv += " · " + v.t("tekhenu.solo.challenge2_short")
	}
	lines := [4][2]string{
		{v.t("tekhenu.solo.level"), lv},
		{v.t("tekhenu.solo.score"), v.t("tekhenu.solo.panel_supply", "vp", int(pl.VP), "s", int(pl.Scribes))},
		{v.t("tekhenu.ui.pieces"), v.t("tekhenu.ui.pieces_left", "b", tekhenu.NumBuildings-int(pl.Built), "s", tekhenu.NumStatues-int(pl.Statues), "c", tekhenu.NumColumns-int(pl.Columns), "pop", pl.Pop, "happ", pl.Happ)},
		{v.t("tekhenu.ui.cards"), v.t("tekhenu.solo.panel_decrees", "n", decrees)},
	}
	if pl.Destiny >= 0 {
		lines[3][1] += " " + cardID{deckDestiny, int(pl.Destiny)}.String()
	}
	for i, row := range rows {
		if i >= len(lines) {
			break
		}
		widget.RowLabel(dst, lines[i][0], row.Label)
		widget.RowText(dst, lines[i][1], row.Content)
	}
}
