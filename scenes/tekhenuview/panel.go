package tekhenuview

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// tokenArt draws a token as a counter's icon.
func tokenArt(kind int, lang string) func(dst *ebiten.Image, r geom.Rect) {
	return func(dst *ebiten.Image, r geom.Rect) { drawToken(dst, kind, r.Center(), r.W*0.9, lang) }
}

// panelItem is one thing a panel row shows, a counter or a short text, and
// what its tooltip says.
type panelItem struct {
	r    geom.Rect
	c    *widget.Counter // nil: text
	text string
	tip  []string
}

// panelRow is a labelled row of a seat's panel.
type panelRow struct {
	label       string
	labelR, row geom.Rect
	items       []panelItem
}

// panelH is the height a panel body needs at full size: four rows.
const panelH = 4*30 + 3*10.0

// panelRows lays seat's panel body r out: every figure as an icon and a
// count, so that nothing is cut at 3–4 players; the tooltips name them.
func (v *View) panelRows(seat int, r geom.Rect) []panelRow {
	pl, decrees := v.st.PlayerView(seat, v.Viewer)
	sc := math.Max(0.6, math.Min(1, r.H/panelH))
	bot := v.solo() && seat == botSeat
	labels := [4]string{v.t("tekhenu.ui.supply"), v.t("tekhenu.ui.production"), v.t("tekhenu.ui.pieces"), v.t("tekhenu.ui.cards")}
	if bot {
		labels[0], labels[1] = v.t("tekhenu.solo.level"), v.t("tekhenu.solo.score")
	}
	pk := widget.PanelRows(sc)
	// A squeezed panel keeps its labels whole: the column is as wide as
	// the longest, up to the full size's.
	for _, l := range labels {
		pk.LabelW = math.Min(widget.PanelRows(1).LabelW, math.Max(pk.LabelW, render.TextWidth(l, panelFace)+6))
	}
	// The counters keep a readable size: a squeezed panel takes it from
	// the gaps between its rows. The icons stay at most 24 px tall, so
	// that seven counters with figures at countMin fill a row.
	h := math.Min(24, math.Max(widget.TextMin+4, 28*sc))
	rowH := math.Max(30*sc, h)
	pk.RowGap = math.Max(0, math.Min(pk.RowGap, (r.H-4*rowH)/3))
	lay := pk.Layout(r, rowH, rowH, rowH, rowH)
	lang := v.Env.Lang()
	// The figures at countMin whatever the row's height (issue 22: 17 at
	// every player count, 11 px at 1280x720): a short row keeps its
	// icons small and its figures readable.
	cw := widget.CounterWidthSized(h, countMin, 2, false)
	gap := 4.0
	// row lays counters (and texts) out from the left of rows[i].
	out := make([]panelRow, 0, 4)
	row := func(i int, label string) *panelRow {
		if i >= len(lay) {
			return nil
		}
		c := lay[i].Content
		out = append(out, panelRow{label: label, labelR: lay[i].Label, row: geom.R(c.X, c.Y+(c.H-h)/2, c.W, h)})
		return &out[len(out)-1]
	}
	x := 0.0
	add := func(pr *panelRow, c widget.Counter, tip ...string) {
		if pr == nil {
			return
		}
		c.Size = countMin
		pr.items = append(pr.items, panelItem{r: geom.R(x, pr.row.Y, cw, h), c: &c, tip: tip})
		x += cw + gap
	}
	text := func(pr *panelRow, s string, tip ...string) {
		if pr == nil {
			return
		}
		if len(pr.items) > 0 {
			x += 6 // clear of a two-digit figure before it
		}
		w := math.Min(render.TextWidth(s, panelFace)+4, math.Max(0, pr.row.Right()-x))
		pr.items = append(pr.items, panelItem{r: geom.R(x, pr.row.Y, w, h), text: s, tip: tip})
		x += w
	}
	tok := func(kind int, code string, n int) widget.Counter {
		return widget.Counter{Art: tokenArt(kind, lang), ArtKey: "tek.tok." + lang + code, N: n}
	}
	if bot {
		// Botankhamon keeps no resources, production or Faith (§7).
		lv := v.botLevel()
		if pr := row(0, labels[0]); pr != nil {
			x = pr.row.X
			text(pr, lv, lv)
		}
		if pr := row(1, labels[1]); pr != nil {
			x = pr.row.X
			add(pr, widget.Counter{Icon: render.IconPoints, N: int(pl.VP)}, v.t("tekhenu.panel.vp", "n", int(pl.VP)))
			add(pr, tok(6, "scribe", int(pl.Scribes)), v.t("tekhenu.panel.supply", "what", v.t("tekhenu.ui.token.scribe"), "n", int(pl.Scribes)))
		}
	} else {
		if pr := row(0, labels[0]); pr != nil {
			x = pr.row.X
			for res := 0; res < tekhenu.NumResources; res++ {
				add(pr, tok(res, resCodes[res], int(pl.Res[res])), v.t("tekhenu.panel.supply", "what", v.res(res), "n", int(pl.Res[res])))
			}
			add(pr, tok(6, "scribe", int(pl.Scribes)), v.t("tekhenu.panel.supply", "what", v.t("tekhenu.ui.token.scribe"), "n", int(pl.Scribes)), v.t("tekhenu.panel.scribe_use"))
			add(pr, tok(5, "faith", int(pl.Faith)), v.t("tekhenu.panel.supply", "what", v.t("tekhenu.ui.token.faith"), "n", int(pl.Faith)), v.t("tekhenu.panel.faith_use"))
		}
		if pr := row(1, labels[1]); pr != nil {
			x = pr.row.X
			for res := 0; res < 4; res++ {
				add(pr, tok(res, resCodes[res], int(pl.Prod[res])), v.t("tekhenu.panel.production", "what", v.res(res), "n", int(pl.Prod[res])))
			}
		}
	}
	if pr := row(2, labels[2]); pr != nil {
		x = pr.row.X
		pc := v.Colour(seat)
		key := "tek.piece." + pc.String() + strconv.FormatBool(v.Env.PatternsOn())
		b, s, c := tekhenu.NumBuildings-int(pl.Built), tekhenu.NumStatues-int(pl.Statues), tekhenu.NumColumns-int(pl.Columns)
		add(pr, widget.Counter{Art: func(dst *ebiten.Image, r geom.Rect) { v.drawBuilding(dst, r, seat) }, ArtKey: key + "b", N: b},
			v.t("tekhenu.panel.buildings", "n", b, "of", tekhenu.NumBuildings))
		add(pr, widget.Counter{Art: func(dst *ebiten.Image, r geom.Rect) { v.drawStatue(dst, r.Center(), r.H, seat) }, ArtKey: key + "s", N: s},
			v.t("tekhenu.panel.statues", "n", s, "of", tekhenu.NumStatues))
		add(pr, widget.Counter{Art: func(dst *ebiten.Image, r geom.Rect) { v.drawColumn(dst, r, seat) }, ArtKey: key + "c", N: c},
			v.t("tekhenu.panel.columns", "n", c, "of", tekhenu.NumColumns))
		x += 8
		popTip := v.t("tekhenu.panel.pop", "n", pl.Pop)
		happTip := v.t("tekhenu.panel.happ", "n", pl.Happ)
		text(pr, v.t("tekhenu.panel.pop_short"), popTip)
		add(pr, widget.Counter{Art: func(dst *ebiten.Image, r geom.Rect) { v.Sprites().DrawMark(dst, r.Center(), r.H*0.8, pc) }, ArtKey: key + "pop", N: int(pl.Pop)}, popTip)
		text(pr, v.t("tekhenu.panel.happ_short"), happTip)
		add(pr, widget.Counter{Art: func(dst *ebiten.Image, r geom.Rect) { drawHappMark(dst, v.Sprites(), r, pc) }, ArtKey: key + "happ", N: int(pl.Happ)}, happTip)
	}
	if pr := row(3, labels[3]); pr != nil {
		x = pr.row.X
		if !bot {
			add(pr, cardCounter(tekhenu.Blessing, popcount(pl.Bless)), v.cardsTip(tekhenu.Blessing, pl.Bless, popcount(pl.Bless))...)
			add(pr, cardCounter(tekhenu.Technology, popcount(pl.Tech)), v.cardsTip(tekhenu.Technology, pl.Tech, popcount(pl.Tech))...)
		}
		// PlayerView keeps only the Decrees the viewer may see (its own,
		// those taken face up, all at the end); the others are counted.
		add(pr, cardCounter(deckDecree, decrees), v.cardsTip(deckDecree, pl.Decree, decrees)...)
		var ids []string
		for i := 0; i < 24; i++ {
			if pl.Decree&(1<<i) != 0 {
				ids = append(ids, cardID{deckDecree, i}.String())
			}
		}
		if pl.Destiny >= 0 {
			d := cardID{deckDestiny, int(pl.Destiny)}
			ids = append(ids, d.String())
		}
		if len(ids) > 0 {
			// The cards by their names, not their codes (pass #4).
			var tip, names []string
			for _, id := range ids {
				c, _ := parseCard(id)
				tip = append(tip, strings.Join(v.cardTip(c), ": "))
				names = append(names, v.t("tekhenu.ui.card."+id))
			}
			s := strings.Join(names, ", ")
			pr.items = append(pr.items, panelItem{r: geom.R(x, pr.row.Y, math.Max(0, pr.row.Right()-x), h), text: s, tip: tip})
		}
	}
	return out
}

var panelFace = render.Face(render.Medium, widget.TextMin)

// botLevel is Botankhamon's level and challenges, in short.
func (v *View) botLevel() string {
	_, level, c1, c2 := v.st.Solo()
	lv := v.t(levelKeys[min(max(level, 0), 2)])
	if c1 {
		lv += " · " + v.t("tekhenu.solo.challenge1_short")
	}
	if c2 {
		lv += " · " + v.t("tekhenu.solo.challenge2_short")
	}
	return lv
}

// cardCounter is a count of cards of a deck: a small card with its band.
func cardCounter(deck, n int) widget.Counter {
	return widget.Counter{Art: func(dst *ebiten.Image, r geom.Rect) { drawCardIcon(dst, r, deck) }, ArtKey: "tek.card." + deckLetters[deck], N: n}
}

// drawCardIcon is a card seen small: papyrus with its deck's band.
func drawCardIcon(dst *ebiten.Image, r geom.Rect, deck int) {
	c := geom.RectFromCenter(r.Center(), r.W*0.62, r.H*0.86)
	render.FillRoundRect(dst, c, 2, render.Papyrus)
	render.FillRect(dst, geom.R(c.X, c.Y, c.W, c.H*0.3), deckBands[deck])
	render.StrokeRoundRect(dst, c, 2, 1.2, render.Ink)
}

// drawColumn is a seat's column: a shaft with its capital and base.
func (v *View) drawColumn(dst *ebiten.Image, r geom.Rect, p int) {
	fill := v.Colour(p).RGBA()
	c := r.Center()
	s := math.Min(r.W, r.H)
	shaft := geom.RectFromCenter(c, s*0.3, s*0.7)
	render.FillRect(dst, shaft, fill)
	render.StrokeRoundRect(dst, shaft, 1, 1.2, render.Ink)
	for _, y := range []float64{c.Y - s*0.42, c.Y + s*0.35} {
		cap := geom.R(c.X-s*0.27, y, s*0.54, s*0.08)
		render.FillRect(dst, cap, render.Darken(fill, 0.25))
		render.StrokeRoundRect(dst, cap, 1, 1.2, render.Ink)
	}
}

// drawHappMark is the Happiness marker as the track shows it: the seat's
// mark in a ring.
func drawHappMark(dst *ebiten.Image, sp *render.Sprites, r geom.Rect, pc render.PlayerColor) {
	c := r.Center()
	rad := math.Min(r.W, r.H) * 0.45
	render.FillCircle(dst, c, rad, render.Papyrus)
	render.StrokeCircle(dst, c, rad, 2, pc.RGBA())
	sp.DrawMark(dst, c, rad*1.1, pc)
}

// cardsTip names the cards of a deck a seat holds (mask: the ones the
// viewer may see; n: how many in all).
func (v *View) cardsTip(deck int, mask uint32, n int) []string {
	tip := []string{v.t("tekhenu.panel.cards", "deck", v.t("tekhenu.ui.deck_"+deckLetters[deck]), "n", n)}
	for i := 0; i < 24; i++ {
		if mask&(1<<i) != 0 {
			c := cardID{deck, i}
			tip = append(tip, v.t("tekhenu.ui.card."+c.String()))
		}
	}
	if hidden := n - popcount(mask); hidden > 0 && deck == deckDecree {
		tip = append(tip, v.t("tekhenu.panel.hidden", "n", hidden))
	}
	return tip
}

// DrawPanel paints seat's supply: resources, Scribes, Faith, production
// levels, pieces left, Population and Happiness, cards, and the Decrees
// (their faces only to their owner).
func (v *View) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return
	}
	sp := v.Sprites()
	for _, pr := range v.panelRows(seat, r) {
		widget.RowLabel(dst, pr.label, pr.labelR)
		for _, it := range pr.items {
			if it.c != nil && it.r.Right() > pr.row.Right()+0.5 {
				break // never drawn cut: the tooltip of the row still tells
			}
			if it.c != nil {
				widget.DrawCounter(dst, sp, it.r, *it.c)
			} else {
				render.DrawInRect(dst, it.text, panelFace, it.r, render.Left, render.Middle, render.Ink)
			}
		}
	}
}

// PanelTooltip names what is under (x, y) in seat's panel body r.
func (v *View) PanelTooltip(seat int, r geom.Rect, x, y float64) ([]string, geom.Rect, bool) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return nil, geom.Rect{}, false
	}
	p := geom.Pt(x, y)
	for _, pr := range v.panelRows(seat, r) {
		for _, it := range pr.items {
			if it.r.Inset(-2).Contains(p) && len(it.tip) > 0 {
				return it.tip, it.r, true
			}
		}
	}
	return nil, geom.Rect{}, false
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
