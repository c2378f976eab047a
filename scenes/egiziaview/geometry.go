// Package egiziaview is the Egizia board: its geometry (this file), its
// printed art (static.go, cards.go, icons.go), the pieces and the players'
// areas (draw.go, panel.go) cached in layers (layers.go). The picker, the
// animations, the log and the app entry come later; not registered in the
// app yet.
package egiziaview

import (
	"math"

	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
	"nilegames/scenes/layout"
)

// The board is laid out on a reference sheet of refW x refH logical pixels
// (the match's board area at 1920 x 1080), scaled to fit the area and
// centred in it, as pharaonview does. Pure geometry: no ebiten.
const (
	refW = 1344
	refH = 1004

	// The score track runs round the sheet; the rest lies inside it.
	inX, inY, inW, inH = 56, 56, 1232, 892

	// The river block: round spaces on the left bank, the Nile, card
	// spaces on the right bank; zones cross the river and the right bank.
	tileX, tileS = 71, 58 // round spaces (squares)
	riverX       = 144
	riverW       = 76
	cardX, cardW = 228, 248 // to the monuments' edge: names at 21 (issue 22)
	rowH         = 61       // a card row
	cardH        = 57
	zoneH        = 78
	slotW, slotH = 56, 52
	waitX, waitW = 414, 62
	monX         = 490 // the monuments' block
	monR         = 1286

	s2, g2, rh2 = 36, 3, 58 // the 2-player pyramid's spaces

	shipRef  = 36 // a ship's length
	brickRef = 22 // a brick
)

// segment rows: the card rows of the three stretches of river above Z1,
// Z2 and Z3 (3, 3 and 4 cards), the zones' tops.
var (
	segTop  = [egizia.NumZones]float64{62, 335, 608}
	zoneTop = [egizia.NumZones]float64{251, 524, 858}
)

// Places is where every part of the board and of the players' areas lies,
// in logical pixels: what the drawing, the picker, the animations and the
// tests share.
type Places struct {
	Area    geom.Rect
	K       float64 // reference px → logical px
	O       geom.Point
	Players int

	Track wgeom.Track // the score track 0..99 (clockwise from the top left)
	Inner geom.Rect   // inside the track

	River geom.Rect // the Nile's band, source to delta
	Card  [egizia.NumCardSp]geom.Rect
	Round [egizia.NumRoundSp]geom.Rect
	// Dock is where a ship on a round space lies (in the river, beside
	// its tile); Dock2 the second ship of violet G10.
	Dock, Dock2 [egizia.NumRoundSp]geom.Rect
	Zone        [egizia.NumZones]ZonePlace

	Obelisk   ObeliskPlace
	Colonnade ColonnadePlace
	Market    [egizia.NumMarkets]MarketPlace
	Pyramid   PyramidPlace
	Statues   StatuesPlace
	Sphinx    SphinxPlace
	Flood     FloodPlace
	Decks     [egizia.NumDecks]geom.Rect // the Nile decks (1/2, 3/4, 5)
	DeckBox   geom.Rect

	Ship, Brick float64 // piece sizes

	Seats []PlayerArea // the seats' areas, their panels' bodies (Layout only)
}

// ZonePlace is one construction zone: its band across the river, its
// title, its three slots (slot 1 nearest the Nile) and its waiting area.
type ZonePlace struct {
	R, Title, Badge geom.Rect
	Slot            [egizia.SlotsPerZone]geom.Rect
	Wait            geom.Rect
}

// ObeliskPlace: 12 floors built from the bottom up.
type ObeliskPlace struct {
	R, Title geom.Rect
	Floor    [egizia.ObeliskFloors]geom.Rect
	Bonus    [2]geom.Rect // the lower and upper sections' market bonus
	CostCol  geom.Rect    // left of the floors: their costs, a figure a run
}

// ColonnadePlace: each player's row of 7 columns, under the column
// costs and the bonus tiles (gold on column 3, violet on 5, completion
// points on 7).
type ColonnadePlace struct {
	R, Title geom.Rect
	Cost     [egizia.ColColumns]geom.Rect
	Gold     geom.Rect // over column 3
	Violet   geom.Rect // over column 5
	Done     geom.Rect // over columns 6 and 7: 5/3/2/1
	Seat     [egizia.MaxPlayers]geom.Rect
	Column   [egizia.MaxPlayers][egizia.ColColumns]geom.Rect
}

// MarketPlace is a market's 5 levels, level 1 at the bottom: where the
// markers stand and what each level gives.
type MarketPlace struct {
	R, Title geom.Rect
	Level    [egizia.MaxLevel]geom.Rect
	Marks    [egizia.MaxLevel]geom.Rect // the markers' part
	Info     [egizia.MaxLevel]geom.Rect
}

// PyramidPlace: rows bottom first (3–4p 6..2 spaces; 2p the dark side's
// row then the light side's, 4/3/2 each), with each row's cost and its
// majority winner.
type PyramidPlace struct {
	R, Title geom.Rect
	Space    [egizia.PyrRows][]geom.Rect
	Cost     [egizia.PyrRows]geom.Rect
	Winner   [egizia.PyrRows]geom.Rect
	Sides    [2]geom.Rect // 2p: the dark and light sides
}

// StatuesPlace: the statues in play (3, 2 at 2 players): their card and
// three levels (level 1 at the bottom), a cell per player in each.
type StatuesPlace struct {
	R, Title geom.Rect
	Statue   []StatuePlace
}

// StatuePlace is one statue.
type StatuePlace struct {
	R, Card geom.Rect
	Level   [egizia.StatueLevels]geom.Rect
	Cost    [egizia.StatueLevels]geom.Rect
	Cell    [egizia.StatueLevels][egizia.MaxPlayers]geom.Rect
}

// SphinxPlace: the deck, the slots' card limits and the viewer's hand.
type SphinxPlace struct {
	R, Title geom.Rect
	Deck     geom.Rect
	Hand     geom.Rect
}

// FloodPlace: the three Irrigation spaces, Top first.
type FloodPlace struct {
	R, Title geom.Rect
	Space    [egizia.NumFlood]geom.Rect
}

// newPlaces lays the board out in area for players (2..4).
func newPlaces(area geom.Rect, players int) *Places {
	players = max(egizia.MinPlayers, min(egizia.MaxPlayers, players))
	k := math.Min(area.W/refW, area.H/refH)
	p := &Places{Area: area, K: k, Players: players}
	p.O = geom.Pt(area.X+(area.W-refW*k)/2, area.Y+(area.H-refH*k)/2)
	R := func(x, y, w, h float64) geom.Rect { return geom.R(p.O.X+x*k, p.O.Y+y*k, w*k, h*k) }
	p.Ship, p.Brick = shipRef*k, brickRef*k

	p.Track = wgeom.Track{Shape: wgeom.Loop, Rect: R(4, 4, refW-8, refH-8), N: egizia.TrackSize, Gap: 2 * k, Label: 22 * k, Wrap: true}
	p.Inner = R(inX, inY, inW, inH)
	p.layRiver(R)
	p.layZ1(R)
	p.layZ2(R)
	p.layZ3(R)
	return p
}

// rowOf is card space c's stretch and row in it.
func rowOf(c int) (seg, row int) {
	switch {
	case c < 3:
		return 0, c
	case c < 6:
		return 1, c - 3
	}
	return 2, c - 6
}

func (p *Places) layRiver(R func(x, y, w, h float64) geom.Rect) {
	p.River = R(riverX, inY, riverW, inH)
	for c := 0; c < egizia.NumCardSp; c++ {
		seg, row := rowOf(c)
		p.Card[c] = R(cardX, segTop[seg]+float64(row)*rowH+2, cardW, cardH)
	}
	// A round space lies half a row below the card space upstream of it,
	// so that the left bank reads in river order too.
	for t := 0; t < egizia.NumRoundSp; t++ {
		idx := int(egizia.RoundIndex[t])
		up := 0 // the card space just upstream
		for c := 0; c < egizia.NumCardSp; c++ {
			if int(egizia.CardIndex[c]) < idx {
				up = c
			}
		}
		cy := p.Card[up].Center().Y + rowH*p.K/2
		p.Round[t] = geom.RectFromCenter(geom.Pt(p.O.X+(tileX+tileS/2)*p.K, cy), tileS*p.K, tileS*p.K)
		// The ships moor beside the tile, clear of a zone just below.
		for z := range zoneTop {
			top := p.O.Y + zoneTop[z]*p.K
			if cy < top {
				cy = math.Min(cy, top-p.Ship*0.4-2*p.K)
				break
			}
		}
		half := riverW * p.K / 2
		p.Dock[t] = geom.R(p.River.X+2*p.K, cy-p.Ship*0.4, half-3*p.K, p.Ship*0.8)
		p.Dock2[t] = geom.R(p.River.X+half+1*p.K, cy-p.Ship*0.4, half-3*p.K, p.Ship*0.8)
	}
	for z := 0; z < egizia.NumZones; z++ {
		zp := &p.Zone[z]
		y := zoneTop[z]
		zp.R = R(riverX-4, y, waitX+waitW-riverX+8, zoneH)
		zp.Title = R(cardX, y+2, waitX+waitW-cardX, 20)
		zp.Badge = R(riverX+4, y+6, riverW-8, zoneH-12)
		for i := 0; i < egizia.SlotsPerZone; i++ {
			zp.Slot[i] = R(cardX+float64(i)*(slotW+6), y+23, slotW, slotH)
		}
		zp.Wait = R(waitX, y+23, waitW, slotH)
	}
}

// Z1's monuments: the obelisk, the colonnade, the markets.
func (p *Places) layZ1(R func(x, y, w, h float64) geom.Rect) {
	o := &p.Obelisk
	o.R = R(monX, 62, 112, 268)
	o.Title = R(monX, 62, 112, 22)
	// Floors taper from 76 to 42 wide, from y 306 up, right of the
	// column of their costs (CostCol): a floor is too low for a figure
	// of 21 (14 px at 1280x720, ART.md), a run of floors of one cost has
	// it once, beside them (issue 22).
	for f := 0; f < egizia.ObeliskFloors; f++ {
		w := 76 - 34*float64(f)/float64(egizia.ObeliskFloors-1)
		o.Floor[f] = R(monX+69-w/2, 306-float64(f+1)*17.4, w, 16)
	}
	o.CostCol = R(monX+4, 97, 24, 209)
	o.Bonus[0] = R(monX, 308, 54, 20)
	o.Bonus[1] = R(monX+58, 308, 54, 20)

	c := &p.Colonnade
	const cx, cw, cellW, gap = monX + 122, 372, 46, 4
	c.R = R(cx, 62, cw, 268)
	c.Title = R(cx, 62, cw, 22)
	x0 := float64(cx + cw - 7*cellW - 6*gap - 4)
	col := func(i int) float64 { return x0 + float64(i)*(cellW+gap) }
	c.Gold = R(col(egizia.ColGoldCol-1)+1, 86, cellW-2, cellW-2)
	c.Violet = R(col(egizia.ColVioletCol-1)+1, 86, cellW-2, cellW-2)
	// The completion points by rank ("5·3·2·1") over columns 6 and 7:
	// one column is too narrow for them at 21 (issue 22).
	c.Done = R(col(egizia.ColColumns-2), 86, 2*cellW+gap, cellW-2)
	for i := 0; i < egizia.ColColumns; i++ {
		c.Cost[i] = R(col(i), 134, cellW, 22)
	}
	rows := p.Players
	rh := math.Min(40, (322-160-float64(rows-1)*4)/float64(rows))
	for s := 0; s < rows; s++ {
		y := 160 + float64(s)*(rh+4)
		c.Seat[s] = R(cx+4, y, x0-cx-10, rh)
		for i := 0; i < egizia.ColColumns; i++ {
			c.Column[s][i] = R(col(i), y, cellW, rh)
		}
	}

	// The markets: two columns of 5 levels, level 1 at the bottom.
	const mx = monX + 506
	mw := float64(monR-mx-8) / 2
	for m := 0; m < egizia.NumMarkets; m++ {
		mp := &p.Market[m]
		x := mx + float64(m)*(mw+8)
		mp.R = R(x, 62, mw, 268)
		mp.Title = R(x, 62, mw, 24)
		const lh = 47
		for l := 0; l < egizia.MaxLevel; l++ {
			y := 88 + float64(egizia.MaxLevel-1-l)*(lh+1)
			mp.Level[l] = R(x+2, y, mw-4, lh)
			mp.Marks[l] = R(x+4, y+2, 46, lh-4)
			mp.Info[l] = R(x+52, y+2, mw-56, lh-4)
		}
	}
}

// Z2's monuments: the pyramid and the statues.
func (p *Places) layZ2(R func(x, y, w, h float64) geom.Rect) {
	py := &p.Pyramid
	py.R = R(monX, 340, 402, 292)
	py.Title = R(monX, 340, 402, 24)
	const base = 628 // the bottom row's bottom
	if p.Players == 2 {
		for side := 0; side < 2; side++ {
			x0 := monX + 36 + float64(side)*(4*(s2+g2)+10)
			py.Sides[side] = R(x0-4, base-3*rh2-8, 4*(s2+g2)+5, 3*rh2+12)
		}
		for r := 0; r < egizia.PyrRows2p; r++ {
			py.Cost[r] = R(monX+4, base-float64(r+1)*rh2+12, 30, 30)
			py.Winner[r] = R(monX+402-36, base-float64(r+1)*rh2+12, 30, 30)
		}
		p.rebuild2p(R, base)
		return
	}
	const s, g, rh = 50, 4, 52
	for r := 0; r < egizia.PyrRows; r++ {
		n := int(egizia.PyrRowSize[r])
		x0 := monX + 38 + float64(r)*(s+g)/2
		y := base - float64(r+1)*rh
		for j := 0; j < n; j++ {
			py.Space[r] = append(py.Space[r], R(x0+float64(j)*(s+g), y+2, s, rh-4))
		}
		py.Cost[r] = R(monX+4, y+11, 30, 30)
		py.Winner[r] = R(x0+float64(n)*(s+g)+2, y+11, 30, 30)
	}
}

// rebuild2p lays the 2-player rows again, dark side then light side per
// logical row.
func (p *Places) rebuild2p(R func(x, y, w, h float64) geom.Rect, base float64) {
	py := &p.Pyramid
	for r := 0; r < egizia.PyrRows2p; r++ {
		py.Space[r] = nil
		n := int(egizia.PyrSide2p[r])
		for side := 0; side < 2; side++ {
			x0 := monX + 36 + float64(side)*(4*(s2+g2)+10) + float64(r)*(s2+g2)/2
			for j := 0; j < n; j++ {
				py.Space[r] = append(py.Space[r], R(x0+float64(j)*(s2+g2), base-float64(r+1)*rh2+2, s2, rh2-4))
			}
		}
	}
}

func (p *Places) layStatues(R func(x, y, w, h float64) geom.Rect) {
	st := &p.Statues
	const sx = monX + 412
	sw := float64(monR - sx)
	st.R = R(sx, 340, sw, 292)
	st.Title = R(sx, 340, sw, 24)
	n := egizia.NumStatues
	if p.Players == 2 {
		n = egizia.Statues2p
	}
	const g = 6
	w := (sw - float64(n-1)*g) / float64(n)
	for i := 0; i < n; i++ {
		x := sx + float64(i)*(w+g)
		var sp StatuePlace
		sp.R = R(x, 366, w, 266)
		// The card lists its thresholds a row each (issue 22): it takes
		// 36 from the levels.
		sp.Card = R(x+2, 368, w-4, 124)
		const lh = 43
		for l := 0; l < egizia.StatueLevels; l++ {
			y := 497 + float64(egizia.StatueLevels-1-l)*(lh+2)
			sp.Level[l] = R(x+2, y, w-4, lh)
			sp.Cost[l] = R(x+4, y+(lh-26)/2, 26, 26)
			cw := (w - 36 - 4) / float64(p.Players)
			for s := 0; s < p.Players; s++ {
				sp.Cell[l][s] = R(x+34+float64(s)*cw, y+4, cw-2, lh-8)
			}
		}
		st.Statue = append(st.Statue, sp)
	}
}

// Z3's part: the Sphinx, the Nile decks and the flood.
func (p *Places) layZ3(R func(x, y, w, h float64) geom.Rect) {
	p.layStatues(R)
	sp := &p.Sphinx
	sp.R = R(monX, 642, 560, 300)
	sp.Title = R(monX, 642, 560, 24)
	sp.Deck = R(monX+8, 672, 110, 154)
	sp.Hand = R(monX+130, 672, 422, 262)

	const fx = monX + 570
	f := &p.Flood
	f.R = R(fx, 642, monR-fx, 186)
	f.Title = R(fx, 642, monR-fx, 24)
	for i := 0; i < egizia.NumFlood; i++ {
		f.Space[i] = R(fx+6, 668+float64(i)*52, monR-fx-12, 48)
	}
	p.DeckBox = R(fx, 836, monR-fx, 106)
	dw := (float64(monR-fx) - 16 - 2*6) / 3
	for d := 0; d < egizia.NumDecks; d++ {
		p.Decks[d] = R(fx+8+float64(d)*(dw+6), 862, dw, 74)
	}
}

// RoundLabel is where the round label goes: the Sphinx's title row left
// of its centred title, which takes the middle 200 (at most "Sphinx").
func (p *Places) RoundLabel() geom.Rect {
	t := p.Sphinx.Title
	return geom.R(t.X+10*p.K, t.Y, t.W/2-110*p.K, t.H)
}

// RoundPip is round rd's mark (1..5) under the deck that deals it: the
// board's round track.
func (p *Places) RoundPip(rd int) geom.Rect {
	d := egizia.DeckForRound(rd)
	r := p.Decks[d]
	n := len(deckRounds[d])
	i := rd - deckRounds[d][0]
	s := 28 * p.K // a figure of 21 inside (issue 22)
	cx := r.Center().X + (float64(i)-float64(n-1)/2)*(s+4*p.K)
	return geom.RectFromCenter(geom.Pt(cx, r.Bottom()-s/2-2*p.K), s, s)
}

// HandCards lays the viewer's Sphinx cards out in the hand area: groups
// of counts[i] cards (the setup pair, the cards drawn, the hand), each
// under its label (heads), no card over another: as large as fits (at
// most 118 x 164 at 1080p), in as many rows as that takes. headW[i], when
// given, is the width group i's label needs: the next group starts after
// it.
func (p *Places) HandCards(counts []int, headW ...float64) (heads []geom.Rect, cards [][]geom.Rect) {
	k := p.K
	hand := p.Sphinx.Hand.Inset(6 * k)
	// Above the picker's dock under the cards (pick_draw.go's docks).
	hand.H = (24 + 164 + 2) * k
	for cw := 118 * k; ; cw -= 2 * k {
		heads, cards, ok := p.handFlow(hand, counts, headW, cw)
		if ok || cw <= 24*k {
			return heads, cards
		}
	}
}

// handFlow places the groups with cards cw wide, left to right and row
// after row; ok reports that they fit in hand.
func (p *Places) handFlow(hand geom.Rect, counts []int, headW []float64, cw float64) (heads []geom.Rect, cards [][]geom.Rect, ok bool) {
	k := p.K
	ch := cw * 164 / 118
	headH, step, gap := 22*k, cw+6*k, 12*k
	rowH := headH + 2*k + ch + 8*k
	x, y := hand.X, hand.Y
	ok = true
	for i, n := range counts {
		hw := 0.0
		if i < len(headW) {
			hw = headW[i]
		}
		// A group starts where its first card and its label fit, on a
		// new row when it would fit there whole and not here.
		w := math.Max(float64(n)*step-6*k, hw)
		if x > hand.X && (x+math.Max(cw, hw) > hand.Right() || (x+w > hand.Right() && w <= hand.W)) {
			x, y = hand.X, y+rowH
		}
		heads = append(heads, geom.R(x, y, math.Max(hw, cw), headH))
		var g []geom.Rect
		for j := 0; j < n; j++ {
			if j > 0 && x+cw > hand.Right() {
				x, y = hand.X, y+rowH
			}
			g = append(g, geom.R(x, y+headH+2*k, cw, ch))
			x += step
		}
		cards = append(cards, g)
		x = math.Max(x-step+cw+gap, heads[i].Right()+gap)
		if y+headH+2*k+ch > hand.Bottom()+0.5 {
			ok = false
		}
	}
	// A label may run on to the next group on its row, or to the hand's
	// end.
	for i := range heads {
		end := hand.Right()
		if i+1 < len(heads) && heads[i+1].Y == heads[i].Y {
			end = heads[i+1].X - 4*k
		}
		heads[i].W = end - heads[i].X
	}
	return heads, cards, ok
}

// Layout is the board and the players' areas of a match of players at
// 1920 x 1080 with the log closed, as the match scene places them.
func Layout(players int) *Places {
	m := layout.MatchLayout(players, false)
	p := newPlaces(m.Board, players)
	for _, r := range m.Panels {
		p.Seats = append(p.Seats, NewPlayerArea(PanelBody(r)))
	}
	return p
}

// PanelBody is the body the match gives a view inside seat panel r (the
// match scene's panelBody: under the 46 px header, 14 px margins).
func PanelBody(r geom.Rect) geom.Rect {
	return geom.R(r.X+14, r.Y+66, r.W-28, r.H-74)
}

// ShipSpot is where a ship on card space c lies: on the card's place
// (the card is taken).
func (p *Places) ShipSpot(c int) geom.Rect {
	r := p.Card[c]
	return geom.RectFromCenter(geom.Pt(r.X+r.W*0.22, r.Center().Y), p.Ship*1.2, p.Ship*0.9)
}

// Markers places n markers (bricks, ships) in r.
func (p *Places) Markers(r geom.Rect, n int, big float64) []wgeom.Marker {
	ml := wgeom.MarkerLayout{Big: big, Small: big * 0.8, Gap: 2 * p.K}
	out := make([]wgeom.Marker, n)
	for i := range out {
		out[i] = ml.Spot(r, i, n)
	}
	return out
}

// PlayerArea is a seat's area (its panel's body). Left: the crews on
// the Strength columns 1..9 (a lane per crew, the token showing its
// Strength), the Stone track 0..25
// (two rows), the two markets. Right: score, order tile, Sphinx cards,
// bonus tiles; then the cards in play, fields on one row and the rest
// (quarries, permanents, anytime cards) on the other.
type PlayerArea struct {
	R       geom.Rect
	StrCol  [egizia.MaxStr]geom.Rect // column s+1, all lanes
	Lane    [egizia.NumCrews]geom.Rect
	Stone   [egizia.StoneCap + 1]geom.Rect
	Market  [egizia.NumMarkets]geom.Rect
	MktIcon [egizia.NumMarkets]geom.Rect
	MktCell [egizia.NumMarkets][egizia.MaxLevel]geom.Rect
	Score   geom.Rect
	StoneN  geom.Rect // the Stone count
	Order   geom.Rect
	Sphinx  geom.Rect
	Bonus   [2]geom.Rect
	Fields  geom.Rect
	Others  geom.Rect
	chipW   float64
	// Compact: a short body (4 players, or 3 with the log open) shows no
	// Strength board nor Stone track: the crews are tokens in a row that
	// print their Strength (CrewDisc), the markets their level, and the
	// score is the panel header's (Score is empty).
	Compact  bool
	CrewDisc [egizia.NumCrews]geom.Rect
}

// compactBelow is the body height under which the area is compact: the
// full Strength board's lanes would be too thin for readable figures.
const compactBelow = 146

// PanelNum is the size of the figures a seat's area prints: 14 real px
// in a 1280x720 window, where the canvas is shown at 2/3 (ART.md).
const PanelNum = 21

// NewPlayerArea lays a seat's area out in body r.
func NewPlayerArea(r geom.Rect) PlayerArea {
	if r.H < compactBelow {
		return newCompactArea(r)
	}
	a := PlayerArea{R: r}
	lw := math.Min(224, math.Floor(r.W*0.44))
	const mktH, g = 22.0, 3.0
	stoneH := 12.0
	if (r.H-2*stoneH-mktH-2*g)/4 < 14 {
		stoneH = 6 // a short body (the log open): a thin Stone track
	}
	lane := math.Floor(math.Max(10, math.Min(26, (r.H-2*stoneH-mktH-2*g)/4)))
	cw := lw / egizia.MaxStr
	for s := 0; s < egizia.MaxStr; s++ {
		a.StrCol[s] = geom.R(r.X+float64(s)*cw, r.Y, cw, 4*lane)
	}
	for c := 0; c < egizia.NumCrews; c++ {
		a.Lane[c] = geom.R(r.X, r.Y+float64(c)*lane, lw, lane)
	}
	y := r.Y + 4*lane + g
	sw := lw / 13
	for v := 0; v <= egizia.StoneCap; v++ {
		row, col := v/13, v%13
		a.Stone[v] = geom.R(r.X+float64(col)*sw, y+float64(row)*stoneH, sw, stoneH)
	}
	y += 2*stoneH + g
	mw := (lw - 8) / 2
	for m := 0; m < egizia.NumMarkets; m++ {
		x := r.X + float64(m)*(mw+8)
		a.Market[m] = geom.R(x, y, mw, mktH)
		a.MktIcon[m] = geom.R(x, y, mktH, mktH)
		cw := (mw - mktH - 2) / egizia.MaxLevel
		for l := 0; l < egizia.MaxLevel; l++ {
			a.MktCell[m][l] = geom.R(x+mktH+2+float64(l)*cw, y+1, cw-1, mktH-2)
		}
	}
	// The right column.
	rx := r.X + lw + 12
	rw := r.Right() - rx
	const top = 30.0
	// The score is the header's; its gains pop up in the gap before the
	// bonus tiles.
	// Tight, so that the bonus tiles have room for their figures at
	// PanelNum (issue 22): the Stone count's icon and "25" at 22.
	a.StoneN = geom.R(rx, r.Y, 60, top)
	a.Order = geom.R(rx+62, r.Y, top-2, top-2)
	a.Sphinx = geom.R(rx+94, r.Y, 56, top)
	bw := panelBonusW(top)
	for i := range a.Bonus {
		a.Bonus[i] = geom.R(r.Right()-float64(2-i)*(bw+2)+2, r.Y, bw, top)
	}
	a.Score = geom.R(a.Sphinx.Right()+4, r.Y, a.Bonus[0].X-a.Sphinx.Right()-8, top)
	ch := math.Floor((r.Bottom() - (r.Y + top + g) - g) / 2)
	a.Fields = geom.R(rx, r.Y+top+g, rw, ch)
	a.Others = geom.R(rx, a.Fields.Bottom()+g, rw, ch)
	a.chipW = math.Min(40, math.Max(26, ch*0.72))
	return a
}

// newCompactArea lays a short body out in three rows: the crews, the
// markets, Stone, order tile, Sphinx cards and bonus tiles; the fields
// with their Wheat against the crews' need; the other cards with the
// quarries' Stone and the ships left.
func newCompactArea(r geom.Rect) PlayerArea {
	a := PlayerArea{R: r, Compact: true}
	const g = 3.0
	top := math.Floor(math.Min(30, (r.H-2*g)/3))
	x, y := r.X, r.Y
	for c := 0; c < egizia.NumCrews; c++ {
		a.CrewDisc[c] = geom.R(x, y, top, top)
		a.Lane[c] = a.CrewDisc[c] // what the animations light
		x += top + 4
	}
	x += 6
	for m := 0; m < egizia.NumMarkets; m++ {
		// The icon and its level's one figure, tight so that the bonus
		// tiles have room for their figures at PanelNum (issue 22).
		a.Market[m] = geom.R(x, y, top+16, top)
		a.MktIcon[m] = geom.R(x, y, top, top)
		x += top + 18
	}
	a.StoneN = geom.R(x, y, top+32, top)
	x += top + 34
	a.Order = geom.R(x, y+1, top-2, top-2)
	x += top + 4
	a.Sphinx = geom.R(x, y, 56, top)
	bw := panelBonusW(top)
	for i := range a.Bonus {
		a.Bonus[i] = geom.R(r.Right()-float64(2-i)*(bw+2)+2, y, bw, top)
	}
	// The score is the header's; its gains pop up in the free gap.
	a.Score = geom.R(a.Sphinx.Right()+4, y, a.Bonus[0].X-a.Sphinx.Right()-8, top)
	ch := math.Floor((r.Bottom() - (y + top + g) - g) / 2)
	a.Fields = geom.R(r.X, y+top+g, r.W, ch)
	a.Others = geom.R(r.X, a.Fields.Bottom()+g, r.W, ch)
	a.chipW = math.Min(40, math.Max(24, ch*0.9))
	return a
}

// ChipRects are the cards of a row (Fields or Others) of widths ws, left
// to right, squeezed to overlap when they do not fit before the row's
// total (TotalRect).
func (a PlayerArea) ChipRects(row geom.Rect, ws []float64) []geom.Rect {
	cards := geom.R(row.X, row.Y, a.TotalRect(row).X-4-row.X, row.H)
	sum := 0.0
	for _, w := range ws {
		sum += w + 3
	}
	squeeze := 1.0
	if n := len(ws); n > 1 && sum-3 > cards.W {
		squeeze = (cards.W - ws[n-1]) / (sum - 3 - ws[n-1])
	}
	out := make([]geom.Rect, len(ws))
	x := cards.X
	for i, w := range ws {
		out[i] = geom.R(x, row.Y, w, row.H)
		x += (w + 3) * squeeze
	}
	return out
}

// TotalRect is the end of a row: the Wheat the fields give against the
// crews' need (Fields), the Stone the quarries give (Others).
func (a PlayerArea) TotalRect(row geom.Rect) geom.Rect {
	if a.Compact {
		// One line: two figures with their icons.
		return geom.R(row.Right()-totalW, row.Y, totalW, row.H)
	}
	return geom.R(row.Right()-60, row.Y, 60, row.H)
}

// totalW is a compact row's total: two icons and two figures of two digits.
const totalW = 128

// Crew is the token of crew c at Strength s (1..9).
func (a PlayerArea) Crew(c, s int) geom.Rect {
	if a.Compact {
		return a.CrewDisc[c]
	}
	s = max(egizia.MinStr, min(egizia.MaxStr, s))
	col, ln := a.StrCol[s-1], a.Lane[c]
	d := math.Min(col.W, ln.H) - 1
	return geom.RectFromCenter(geom.Pt(col.Center().X, ln.Center().Y), d, d)
}

// parts lists the named rectangles of the board that must not overlap one
// another (the tests' inventory).
func (p *Places) parts() map[string]geom.Rect {
	m := map[string]geom.Rect{}
	for c, r := range p.Card {
		m["card"+itoa(c+1)] = r
	}
	for t, r := range p.Round {
		m["round"+itoa(t+1)] = r
	}
	for z, zp := range p.Zone {
		m["zone"+itoa(z+1)] = zp.R
	}
	m["obelisk"] = p.Obelisk.R
	m["colonnade"] = p.Colonnade.R
	for i, mp := range p.Market {
		m["market"+itoa(i)] = mp.R
	}
	m["pyramid"] = p.Pyramid.R
	m["statues"] = p.Statues.R
	m["sphinx"] = p.Sphinx.R
	m["flood"] = p.Flood.R
	m["decks"] = p.DeckBox
	return m
}

func itoa(i int) string {
	if i < 0 {
		return "-" + itoa(-i)
	}
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
