package egiziaview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// Draw paints the board: the printed board (cached) and the pieces.
func (v *View) Draw(dst *ebiten.Image) {
	if v.st == nil {
		return
	}
	render.BatchAA(dst, func() { v.drawBoard(dst) })
}

// drawBoard is Draw's body.
func (v *View) drawBoard(dst *ebiten.Image) {
	v.board.Loc = v.Env.Bundle()
	img := v.static.image(v.pl, v.board)
	var op ebiten.DrawImageOptions
	render.DrawImage(dst, img, &op)
	v.drawPieces(dst)
}

// drawPieces paints the live state over the printed board: every piece
// where the state says it is, its figures at boardFigMin.
func (v *View) drawPieces(dst *ebiten.Image) {
	withFigMin(boardFigMin(v.pl.K), boardFigMin(v.pl.K), func() { v.drawPiecesBody(dst) })
}

// drawPiecesBody is drawPieces' body.
func (v *View) drawPiecesBody(dst *ebiten.Image) {
	v.drawRiverPieces(dst)
	v.drawBuilder(dst)
	v.drawMonuments(dst)
	v.drawMarkets(dst)
	v.drawFlood(dst)
	v.drawSphinx(dst)
	v.drawDecks(dst)
	v.drawRound(dst)
	v.drawScores(dst)
	// The picker's highlights and controls (pick_draw.go): the picture
	// is drawn again when they change (changed()). Not while pieces move
	// (layers.go then draws the state before the move too).
	if !v.an.busy() {
		v.drawPick(dst)
	}
}

func (v *View) ship(dst *ebiten.Image, r geom.Rect, seat int) {
	if seat == egizia.Neutral {
		drawShip(dst, r.Center(), r.W, render.Gray, true)
		return
	}
	drawShip(dst, r.Center(), r.W, v.Colour(seat), false)
}

func (v *View) drawRiverPieces(dst *ebiten.Image) {
	p, st := v.pl, v.st
	for c := 0; c < egizia.NumCardSp; c++ {
		if id := st.RiverCard(c); id > 0 {
			paintNileCard(dst, p.Card[c], id, v.Env.Bundle())
		}
	}
	for t := 0; t < egizia.NumRoundSp; t++ {
		if tile := st.RiverTile(t); tile != egizia.TilePrinted && tile != egizia.TileNone {
			paintTile(dst, p.Round[t], tile, t)
		}
	}
	for i := 1; i <= egizia.NumRiver; i++ {
		if egizia.River[i-1].Kind == egizia.SpZone {
			continue
		}
		if s := st.ShipAt(i); s != egizia.Empty {
			v.ship(dst, p.shipAt(i, false), s)
		}
	}
	for t := 0; t < egizia.NumRoundSp; t++ {
		if s := st.SecondShip(t); s != egizia.Empty {
			v.ship(dst, p.Dock2[t], s)
		}
	}
	for z := 0; z < egizia.NumZones; z++ {
		for i := 0; i < egizia.SlotsPerZone; i++ {
			if s := st.Slot(z, i); s != egizia.Empty {
				v.ship(dst, p.slotShip(z, i), s)
			}
		}
		w := st.Waiting(z)
		for j, r := range p.waitShips(z, len(w)) {
			v.ship(dst, r, w[j])
		}
	}
}

// drawBuilder rings the ship whose turn it is to build (§4.5).
func (v *View) drawBuilder(dst *ebiten.Image) {
	st, p := v.st, v.pl
	if st.Step() != egizia.StepBuild {
		return
	}
	b := st.Build()
	if b.Seat < 0 || b.Zone < 0 || b.Zone >= egizia.NumZones {
		return
	}
	r := p.Zone[b.Zone].Wait
	if b.Slot >= 0 && b.Slot < egizia.SlotsPerZone {
		r = p.Zone[b.Zone].Slot[b.Slot]
	}
	render.StrokeRoundRect(dst, r.Inset(-3*p.K), 8*p.K, 3*p.K, render.Gold)
}

func (v *View) brick(dst *ebiten.Image, r geom.Rect, seat int) {
	drawBrick(dst, r.Center(), r.W, v.Colour(seat))
}

func (v *View) drawMonuments(dst *ebiten.Image) {
	p, st := v.pl, v.st
	k := p.K
	for f, s := range st.Obelisk() {
		if s != egizia.Empty {
			r := p.Obelisk.Floor[f]
			v.brick(dst, geom.RectFromCenter(r.Center(), r.H+2*k, r.H+2*k), s)
		}
	}
	for s := 0; s < st.NumPlayers(); s++ {
		ps := st.PlayerState(s)
		v.Sprites().DrawMark(dst, geom.Pt(p.Colonnade.Seat[s].X+12*k, p.Colonnade.Seat[s].Center().Y), 20*k, v.Colour(s))
		for c := 0; c < int(ps.Col) && c < egizia.ColColumns; c++ {
			v.brick(dst, p.brickIn(p.Colonnade.Column[s][c]), s)
		}
		if ps.ColRank > 0 {
			pts := strconv.Itoa(int(egizia.ColCompletePts[ps.ColRank-1]))
			r := p.Colonnade.Seat[s]
			drawCoin(dst, geom.Pt(r.Right()-12*k, r.Center().Y), math.Min(22*k, r.H), pts)
		}
		for i, sp := range p.Statues.Statue {
			for l := 0; l < int(ps.Statue[i]) && l < egizia.StatueLevels; l++ {
				v.brick(dst, p.brickIn(sp.Cell[l][s]), s)
			}
		}
	}
	for r := 0; r < st.PyramidRows(); r++ {
		for j := 0; j < st.PyramidRowLen(r) && j < len(p.Pyramid.Space[r]); j++ {
			if s := st.Pyramid(r, j); s != egizia.Empty {
				v.brick(dst, p.brickIn(p.Pyramid.Space[r][j]), s)
			}
		}
		if w := st.RowWinner(r); w != egizia.Empty && w >= 0 {
			c := p.Pyramid.Winner[r]
			v.Sprites().DrawMark(dst, c.Center(), c.W*0.8, v.Colour(w))
		}
	}
}

func (v *View) drawMarkets(dst *ebiten.Image) {
	for m := 0; m < egizia.NumMarkets; m++ {
		for s, r := range v.pl.marketMarks(v.st, m) {
			v.brick(dst, r, s)
		}
	}
}

func (v *View) drawFlood(dst *ebiten.Image) {
	p := v.pl
	r := p.floodRing(v.st.Flood())
	c, rad := r.Center(), r.W/2
	render.DrawShadowWith(dst, r, rad, 2*p.K, 4*p.K, 0.3)
	render.StrokeCircle(dst, c, rad-3*p.K, 6*p.K, render.Lapis)
	render.StrokeCircle(dst, c, rad-3*p.K, 2*p.K, render.Turquoise)
	render.StrokeCircle(dst, c, rad, math.Max(1, 1.2*p.K), render.Ink)
	// The rest of the space lights up: the colours that produce now.
	sp := p.Flood.Space[v.st.Flood()]
	render.StrokeRoundRect(dst, sp.Inset(-2*p.K), 7*p.K, 3*p.K, render.Lapis)
}

func (v *View) drawSphinx(dst *ebiten.Image) {
	p, st := v.pl, v.st
	k := p.K
	sp := p.Sphinx
	n := st.SphinxDeck()
	if n > 0 {
		for i := min(n, 4) - 1; i >= 0; i-- {
			paintSphinxBack(dst, sp.Deck.Translate(float64(i)*2*k, -float64(i)*2*k))
		}
	}
	countText(dst, "×"+strconv.Itoa(n), geom.Pt(sp.Deck.Center().X, sp.Deck.Bottom()+15*k), boardFigMin(k))
	lf := render.Face(render.Bold, boardFigMin(k))
	for _, g := range v.handGroups() {
		label := tr(v.Env.Bundle(), g.label)
		render.DrawInRect(dst, label, lf, g.head, render.Left, render.Top, render.InkSoft)
		if g.label == "egizia.board.hand_drawn" {
			// Whose draw: the builder's mark after the label.
			s := 18 * k
			x := g.head.X + render.TextWidth(label, lf) + 6*k + s/2
			v.Sprites().DrawMark(dst, geom.Pt(x, g.head.Y+s/2+1*k), s, v.Colour(st.Build().Seat))
		}
		for j, id := range g.ids {
			if (target{g.kind, j, 0}) == v.ly.handHover {
				continue // drawn last, risen
			}
			paintHandCard(dst, g.rects[j], id)
		}
	}
	// The card under the pointer rises: in front, a little up and larger.
	if h := v.ly.handHover; h.kind != tNone {
		for _, g := range v.handGroups() {
			if g.kind == h.kind && h.i < len(g.rects) {
				paintHandCard(dst, risen(g.rects[h.i], sp.R, k), g.ids[h.i])
			}
		}
	}
}

// paintHandCard draws a Sphinx card of the hand area: its face, or its
// back (id 0).
func paintHandCard(dst *ebiten.Image, r geom.Rect, id int) {
	if id == 0 {
		paintSphinxBack(dst, r)
		return
	}
	paintSphinxCard(dst, r, id)
}

// risen is a hand card r under the pointer: larger (up to the full
// card's size, 118 x 164 at 1080p), lifted, kept inside frame.
func risen(r, frame geom.Rect, k float64) geom.Rect {
	s := math.Max(1.12, math.Min(2.4, 118*k/r.W))
	c := r.Center()
	out := geom.RectFromCenter(geom.Pt(c.X, c.Y-8*k), r.W*s, r.H*s)
	out.X = math.Max(frame.X+2*k, math.Min(out.X, frame.Right()-2*k-out.W))
	out.Y = math.Max(frame.Y+2*k, math.Min(out.Y, frame.Bottom()-2*k-out.H))
	return out
}

// handHoverAt is the Sphinx card of the hand area under p (tNone: none).
func (v *View) handHoverAt(p geom.Point) target {
	if v.st == nil || v.pl == nil || !v.pl.Sphinx.Hand.Contains(p) {
		return target{}
	}
	for _, g := range v.handGroups() {
		for j, r := range g.rects {
			if r.Contains(p) {
				return target{g.kind, j, 0}
			}
		}
	}
	return target{}
}

// followHand makes the hand card under the pointer rise; it reports a
// change (the board is drawn again).
func (v *View) followHand() bool {
	t := target{}
	if v.HasPtr {
		t = v.handHoverAt(v.Pointer)
	}
	if t == v.ly.handHover {
		return false
	}
	v.ly.handHover = t
	v.changed()
	return true
}

// Watch follows the pointer while no human seat picks (gameview.Watcher):
// the hand card under it rises.
func (v *View) Watch(in []input.Intent) bool {
	for _, it := range in {
		if it.Kind == input.Move {
			v.SetPointer(geom.Pt(it.X, it.Y))
		}
	}
	return v.followHand()
}

// handGroup is a group of Sphinx cards the hand area shows: the setup
// pair, the cards drawn (backs for another's draw), the viewer's hand.
type handGroup struct {
	kind  int // tSetup, tDrawn, tHand
	label string
	ids   []int // 0: a back
	head  geom.Rect
	rects []geom.Rect
}

// handGroups lays the hand area's groups out.
func (v *View) handGroups() []handGroup {
	st := v.st
	var gs []handGroup
	if v.Viewer >= 0 && v.Viewer < st.NumPlayers() {
		if pair := st.SetupPair(v.Viewer); pair[0] > 0 {
			gs = append(gs, handGroup{kind: tSetup, label: "egizia.board.hand_setup", ids: pair[:]})
		}
		if d := st.Drawn(v.Viewer); len(d) > 0 {
			gs = append(gs, handGroup{kind: tDrawn, label: "egizia.board.hand_drawn", ids: d})
		}
	}
	if n := st.DrawnCount(); n > 0 && len(st.Drawn(v.Viewer)) == 0 {
		// Another seat looks at the cards it drew: their backs.
		gs = append(gs, handGroup{kind: tDrawn, label: "egizia.board.hand_drawn", ids: make([]int, n)})
	}
	if v.Viewer >= 0 && v.Viewer < st.NumPlayers() {
		if h := st.SphinxHand(v.Viewer, v.Viewer); len(h) > 0 {
			gs = append(gs, handGroup{kind: tHand, label: "egizia.board.hand", ids: h})
		}
	}
	if len(gs) == 0 {
		return nil
	}
	counts := make([]int, len(gs))
	headW := make([]float64, len(gs))
	lf := render.Face(render.Bold, boardFigMin(v.pl.K))
	for i, g := range gs {
		counts[i] = len(g.ids)
		headW[i] = render.TextWidth(tr(v.Env.Bundle(), g.label), lf) + 4*v.pl.K
		if g.label == "egizia.board.hand_drawn" {
			headW[i] += 24 * v.pl.K // the builder's mark
		}
	}
	heads, cards := v.pl.HandCards(counts, headW...)
	for i := range gs {
		gs[i].head, gs[i].rects = heads[i], cards[i]
	}
	return gs
}

func (v *View) drawDecks(dst *ebiten.Image) {
	p, st := v.pl, v.st
	k := p.K
	cur := -1
	if st.Round() >= 1 {
		cur = egizia.DeckForRound(st.Round())
	}
	for d, r := range p.Decks {
		n := st.NileDeck(d)
		card := geom.R(r.X+6*k, r.Y+4*k, r.W-12*k, r.H-38*k)
		if n > 0 {
			render.FillRoundRect(dst, card, 4*k, render.Darken(render.Wood, 0.1))
			render.StrokeRoundRect(dst, card.Inset(3*k), 3*k, math.Max(1, k), render.WithAlpha(render.Papyrus, 0.6))
			render.StrokeRoundRect(dst, card, 4*k, math.Max(1, k), render.Ink)
			countText(dst, "×"+strconv.Itoa(n), card.Center(), boardFigMin(k))
		}
		if d == cur {
			render.StrokeRoundRect(dst, r.Inset(-2*k), 6*k, 3*k, render.Gold)
		}
	}
	if rd := st.Round(); rd >= 1 && rd <= egizia.NumRounds {
		// The round now: its pip on gold.
		c := p.RoundPip(rd)
		f := render.Face(render.Bold, boardFigMin(k))
		render.FillCircle(dst, c.Center(), c.W/2+1*k, render.Gold)
		render.StrokeCircle(dst, c.Center(), c.W/2+1*k, math.Max(1, 1.2*k), render.Ink)
		render.DrawText(dst, strconv.Itoa(rd), f, c.Center().X, c.Center().Y, render.Center, render.Middle, render.Ink)
	}
}

// roundText is the board's round label, "" outside the rounds: the pips
// under the decks alone did not tell a new player the round (issue 22).
func (v *View) roundText() string {
	rd := v.st.Round()
	if rd < 1 || rd > egizia.NumRounds {
		return ""
	}
	return tr(v.Env.Bundle(), "egizia.board.round", "round", rd, "rounds", egizia.NumRounds)
}

// drawRound puts the round label in the free left end of the Sphinx's
// title row, next to the decks' round pips.
func (v *View) drawRound(dst *ebiten.Image) {
	s := v.roundText()
	if s == "" {
		return
	}
	r := v.pl.RoundLabel()
	f := render.Face(render.Bold, boardFigMin(v.pl.K))
	render.DrawInRect(dst, s, f, r, render.Left, render.Middle, render.Ink)
}

func (v *View) drawScores(dst *ebiten.Image) {
	p := v.pl
	ms, laps := p.scoreMarks(v.st)
	for s, m := range ms {
		lap := ""
		if laps[s] != 0 {
			lap = widget.LapText(laps[s], egizia.TrackSize)
		}
		sp, _ := p.Track.Index(int(v.st.PlayerState(s).Score))
		widget.DrawMarker(dst, v.Sprites(), m, v.Colour(s), lap, p.Track.MarkerArea(sp))
	}
}

// countText draws s in bold ink at c, on a papyrus pill so that it reads
// over any art.
func countText(dst *ebiten.Image, s string, c geom.Point, size float64) {
	f := render.Face(render.Bold, math.Max(widget.TextMin, size))
	w := render.TextWidth(s, f) + size*0.6
	r := geom.RectFromCenter(c, w, size*1.25)
	render.FillRoundRect(dst, r, r.H/2, render.WithAlpha(render.Papyrus, 0.92))
	render.StrokeRoundRect(dst, r, r.H/2, 1, render.WithAlpha(render.Ink, 0.5))
	render.DrawText(dst, s, f, c.X, c.Y, render.Center, render.Middle, render.Ink)
}
