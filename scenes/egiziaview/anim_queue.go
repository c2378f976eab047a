package egiziaview

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// instantEvents are the engine events shown at once, deliberately, with
// the reason: nothing moves on the table, or what moves is another
// event's. Every other event animates (anim_test.go checks both lists
// against the engine's sources).
var instantEvents = map[string]string{
	"step_started":    "a step banner: the prompt says it, nothing moves",
	"window_opened":   "a decision window: the prompt asks, nothing moves",
	"window_closed":   "a decision window closed: nothing moves",
	"passed":          "the panel's ship count crossed out: no piece moves",
	"extra_ship":      "the extra ship sails in its own ship_placed",
	"glean_chosen":    "the card gleaned flies in its card_taken",
	"build_done":      "the bricks flew in their brick_placed",
	"extra_builder":   "the extra builder's ship is already in place",
	"free_brick_lost": "a marker of a choice lost: nothing on the table",
	"flood_kept":      "the flood marker stays where it is: nothing moves",
	"glory":           "its points move the score marker in scored",
	"game_over":       "the final ranking is the results screen's",
}

// queueRun follows what the events of one move change, from the state
// before it: where each seat's score marker and market markers stand,
// the order tiles, the waiting ships.
type queueRun struct {
	prev  *egizia.State
	score []int
	mkt   [][egizia.NumMarkets]int
	wait  [egizia.NumZones][]int
	order []int // seat → order tile

	build    [2]int // the zone and slot of the last BuildStarted
	buildSet bool

	group string
	gn    int
}

// queue turns the events of the last move into steps on the timeline.
func (v *View) queue(prev *egizia.State, events []engine.Event) {
	q := &queueRun{prev: prev}
	n := prev.NumPlayers()
	q.score = make([]int, n)
	q.mkt = make([][egizia.NumMarkets]int, n)
	q.order = make([]int, n)
	for s := 0; s < n; s++ {
		ps := prev.PlayerState(s)
		q.score[s] = int(ps.Score)
		q.mkt[s] = [egizia.NumMarkets]int{int(ps.Mkt[0]), int(ps.Mkt[1])}
		q.order[s] = int(ps.OrderTile)
	}
	for z := range q.wait {
		q.wait[z] = append([]int(nil), prev.Waiting(z)...)
	}
	for _, e := range events {
		v.queueOne(q, e)
	}
}

// put queues tweens: a new step, or with the last one when it is of the
// same group (the cards of one deal...), a little apart.
func (v *View) put(q *queueRun, group string, tws ...*anim.Tween) {
	tl := &v.anim().tl
	for _, tw := range tws {
		if group != "" && group == q.group {
			q.gn++
			tw.Delay += float64(q.gn) * stagger
			tl.With(tw)
			continue
		}
		tl.Then(tw)
		q.group, q.gn = group, 0
	}
}

// with queues tws alongside the last step.
func (v *View) with(tws ...*anim.Tween) {
	v.anim().tl.With(tws...)
}

// queueOne queues event e; it reports whether it animates something.
func (v *View) queueOne(q *queueRun, e engine.Event) bool {
	an := v.anim()
	n, steps := len(an.sprites), an.tl.Steps()
	switch e := e.(type) {
	case egizia.ShipPlaced:
		v.queueShip(q, e)
	case egizia.CardTaken:
		v.queueCardTaken(q, e)
	case egizia.TileResolved:
		if e.Space >= 0 && e.Space < egizia.NumRoundSp {
			v.put(q, "", v.glow(v.pl.Round[e.Space], -1))
		}
	case egizia.CardDealt:
		v.queueDealt(q, e)
	case egizia.TileDealt:
		if e.Space >= 0 && e.Space < egizia.NumRoundSp {
			// From the box, turned face up on the way.
			r := v.pl.Round[e.Space]
			from := geom.RectFromCenter(v.pl.DeckBox.Center(), r.W, r.H)
			s := &sprite{look: lkTile, id: e.Tile, by: e.Space, from: from, to: r, flip: true, lift: 20, board: true, seat: -1,
				land: []*region{finalRegion(r.Inset(-2 * v.pl.K))}}
			v.put(q, "tile", v.add(s, durFlip, anim.CubicInOut))
		}
	case egizia.CardsBoxed:
		if e.Deck >= 0 && e.Deck < egizia.NumDecks {
			d := v.pl.Decks[e.Deck]
			s := &sprite{look: lkCard, from: d, to: v.pl.DeckBox, fadeOut: true, board: true, seat: -1, lift: 20,
				start: []*region{finalRegion(d)}}
			v.put(q, "", v.add(s, durCard, anim.CubicInOut))
		}
	case egizia.RiverCleared:
		v.queueCleared(q)
	case egizia.RoundStarted:
		if e.Round >= 1 && e.Round <= egizia.NumRounds {
			c := v.pl.RoundPip(e.Round)
			v.put(q, "", v.glow(c.Inset(-4*v.pl.K), -1))
			v.with(v.reveal(c.Inset(-6*v.pl.K), 0))
			for d := range v.pl.Decks {
				v.with(v.reveal(v.pl.Decks[d].Inset(-4*v.pl.K), 0))
			}
		}
	case egizia.OrderChanged:
		v.queueOrder(q, e)
	case egizia.CoopBonusScored:
		for z := 0; z < egizia.NumZones; z++ {
			v.put(q, "coop", v.glow(v.pl.Zone[z].Badge, -1))
		}
		v.put(q, "", v.pop(v.panelArea(e.Player).Score, e.Player, "+"+strconv.Itoa(e.Points)))
	case egizia.Scored:
		v.queueScored(q, e)
	case egizia.StoneChanged:
		v.queueStone(q, e)
	case egizia.StrengthChanged:
		v.queueStrength(q, e)
	case egizia.MarketStepped:
		v.queueMarket(q, e)
	case egizia.BrickPlaced:
		v.queueBrick(q, e)
	case egizia.BonusTileGained:
		v.queueBonus(q, e)
	case egizia.ColonnadeCompleted:
		if e.Player >= 0 && e.Player < egizia.MaxPlayers {
			v.put(q, "", v.glow(v.pl.Colonnade.Done, -1))
			v.with(v.reveal(v.pl.Colonnade.Seat[e.Player], 0))
		}
	case egizia.RowCompleted:
		v.queueRow(q, e)
	case egizia.ObeliskBonus:
		b := 0
		if e.Upper {
			b = 1
		}
		v.put(q, "", v.glow(v.pl.Obelisk.Bonus[b], -1))
	case egizia.BuildZone:
		if e.Zone >= 0 && e.Zone < egizia.NumZones {
			v.put(q, "", v.glow(v.pl.Zone[e.Zone].Title, -1))
		}
	case egizia.BuildStarted:
		q.build, q.buildSet = [2]int{e.Zone, e.Slot}, true
		if r, ok := v.slotRect(e.Zone, e.Slot); ok {
			v.put(q, "", v.glow(r, -1))
			v.with(v.reveal(r.Inset(-6*v.pl.K), 0))
		}
		for c := 0; c < egizia.NumCrews; c++ {
			if e.Crews&(1<<uint(c)) != 0 {
				v.queueCrewFlip(q, e.Player, c, true)
			}
		}
	case egizia.BoostPlayed:
		v.put(q, "", v.pop(v.panelArea(e.Player).Others, e.Player, "+"+strconv.Itoa(e.Strength)))
	case egizia.ShipDeclined:
		v.queueDeclined(q, e)
	case egizia.ShipShifted:
		v.queueShifted(q, e)
	case egizia.WaitingPromoted:
		v.queuePromoted(q, e)
	case egizia.FloodMoved:
		v.queueFlood(q, e)
	case egizia.WaitTileGained:
		v.put(q, "", v.panelGlow(e.Player, v.panelArea(e.Player).Others, func(sh *seatShow, fin seatShow) { sh.Others = fin.Others }))
	case egizia.Produced:
		a := v.panelArea(e.Player)
		s := &sprite{look: lkStone, from: a.TotalRect(a.Others), to: a.StoneN, seat: e.Player, lift: 20}
		s.from = geom.RectFromCenter(s.from.Center(), a.StoneN.H*0.8, a.StoneN.H*0.8)
		s.to = geom.RectFromCenter(geom.Pt(a.StoneN.X+a.StoneN.H/2, a.StoneN.Center().Y), a.StoneN.H*0.8, a.StoneN.H*0.8)
		v.put(q, "produced", v.add(s, durFly*2, anim.CubicInOut))
	case egizia.Milled:
		a := v.panelArea(e.Player)
		v.put(q, "", v.pop(a.StoneN, e.Player, "−"+strconv.Itoa(e.Stone)))
	case egizia.Fed:
		v.queueFed(q, e)
	case egizia.SetupSphinxKept:
		v.queueSphinxKept(q, e.Player, 1, nil)
		if e.Returned > 0 {
			v.queueUnder(q, 1)
		}
	case egizia.SphinxShuffled:
		v.put(q, "", v.glow(v.pl.Sphinx.Deck, -1))
	case egizia.SphinxDrawn:
		v.queueDrawn(q, e)
	case egizia.SphinxKept:
		v.queueSphinxKept(q, e.Player, len(e.Cards), e.Cards)
	case egizia.SphinxReturned:
		v.queueUnder(q, len(e.Cards))
	case egizia.SphinxRevealed:
		a := v.panelArea(e.Player)
		v.put(q, "", v.pop(a.Sphinx, e.Player, "+"+strconv.Itoa(e.Points)))
	case egizia.StatueScored:
		if e.Statue >= 0 && e.Statue < len(v.pl.Statues.Statue) {
			c := v.pl.Statues.Statue[e.Statue].Card
			v.put(q, "statue", v.glow(c, -1))
		}
	case egizia.CardUsed:
		v.put(q, "", v.panelGlow(e.Player, v.panelArea(e.Player).Others, func(sh *seatShow, fin seatShow) { sh.Others, sh.Wheat = fin.Others, fin.Wheat }))
	case egizia.PowerUsed:
		v.put(q, "", v.panelGlow(e.Player, v.panelArea(e.Player).Others, func(sh *seatShow, fin seatShow) { sh.Others = fin.Others }))
	case egizia.Sold:
		v.put(q, "", v.pop(v.panelArea(e.Player).StoneN, e.Player, "−"+strconv.Itoa(e.Stone)))
	case egizia.Attached:
		v.put(q, "", v.panelGlow(e.Player, v.panelArea(e.Player).Fields, func(sh *seatShow, fin seatShow) {
			sh.Fields, sh.Wheat = fin.Fields, fin.Wheat
		}))
	}
	return len(an.sprites) > n || an.tl.Steps() > steps
}

// final is seat's panel as the final state shows it.
func (v *View) final(seat int) seatShow { return v.seatShow(seat) }

// show is seat's panel as shown while busy (nil out of range).
func (v *View) show(seat int) *seatShow {
	return v.anim().show[seat]
}

// panelArea is seat's area: as last drawn, else where the match lays it
// out with the log closed.
func (v *View) panelArea(seat int) PlayerArea {
	if r, ok := v.anim().panels[seat]; ok {
		return NewPlayerArea(r)
	}
	m := layout.MatchLayout(v.st.NumPlayers(), false)
	if seat >= 0 && seat < len(m.Panels) {
		return NewPlayerArea(PanelBody(m.Panels[seat]))
	}
	return NewPlayerArea(geom.R(geom.LogicalW-420, 100, 400, 160))
}

// glow lights r (on the board when seat < 0, else in seat's panel).
func (v *View) glow(r geom.Rect, seat int) *anim.Tween {
	s := &sprite{look: lkGlow, from: r, to: r, board: seat < 0, seat: seat}
	return v.add(s, durGlow, anim.Linear)
}

// reveal is an instant tween showing r from the final picture.
func (v *View) reveal(r geom.Rect, d float64) *anim.Tween {
	reg := finalRegion(r)
	v.anim().regions = append(v.anim().regions, reg)
	return anim.Staged(d, anim.Linear, func() { reg.on = true }, nil, nil)
}

// pop raises text over r of seat's panel (the board when seat < 0).
func (v *View) pop(r geom.Rect, seat int, text string) *anim.Tween {
	s := &sprite{look: lkPop, text: text, from: r, to: r.Translate(0, -18), board: seat < 0, seat: seat}
	return v.add(s, durPop, anim.QuadOut)
}

// panelGlow lights r in seat's panel, which then shows what set changes.
func (v *View) panelGlow(seat int, r geom.Rect, set func(sh *seatShow, fin seatShow)) *anim.Tween {
	s := &sprite{look: lkGlow, from: r, to: r, seat: seat}
	s.onLand = func() {
		if sh := v.show(seat); sh != nil {
			set(sh, v.final(seat))
		}
	}
	return v.add(s, durGlow, anim.Linear)
}

// riverPoint is the point of the Nile's band level with river index i
// (1..20): the ships sail down the band.
func (v *View) riverPoint(i int) geom.Point {
	i = min(max(i, 1), egizia.NumRiver)
	sp := egizia.River[i-1]
	y := 0.0
	switch sp.Kind {
	case egizia.SpZone:
		y = v.pl.Zone[int(sp.N)].R.Center().Y
	default:
		y = v.pl.shipAt(i, false).Center().Y
	}
	return geom.Pt(v.pl.River.Center().X, y)
}

// shipTo is where the ship of e lands.
func (v *View) shipTo(e egizia.ShipPlaced) (geom.Rect, bool) {
	p := v.pl
	switch e.Kind {
	case egizia.KindCard, egizia.KindRound:
		if e.To < 1 || e.To > egizia.NumRiver {
			return geom.Rect{}, false
		}
		return p.shipAt(e.To, e.Via == "g10"), true
	case egizia.KindSlot:
		return v.slotRect(e.Space, e.Slot)
	case egizia.KindWait:
		if e.Space < 0 || e.Space >= egizia.NumZones || e.Slot < 0 {
			return geom.Rect{}, false
		}
		n := max(len(v.st.Waiting(e.Space)), e.Slot+1)
		return p.waitShips(e.Space, n)[e.Slot], true
	}
	return geom.Rect{}, false
}

// slotRect is the ship in zone z's slot i.
func (v *View) slotRect(z, i int) (geom.Rect, bool) {
	if z < 0 || z >= egizia.NumZones || i < 0 || i >= egizia.SlotsPerZone {
		return geom.Rect{}, false
	}
	return v.pl.slotShip(z, i), true
}

// queueShip sails a ship down the river from the owner's last ship (or
// the source) past every space to its own.
func (v *View) queueShip(q *queueRun, e egizia.ShipPlaced) {
	to, ok := v.shipTo(e)
	if !ok {
		return
	}
	k := v.pl.K
	var path []geom.Point
	step := 1
	if e.To < e.From {
		step = -1
	}
	first := e.From
	if first < 1 {
		first = 1
	}
	for i := first; i != e.To && i >= 1 && i <= egizia.NumRiver; i += step {
		path = append(path, v.riverPoint(i))
	}
	// Down the band to level with its space, then across to it.
	path = append(path, v.riverPoint(e.To))
	from := geom.RectFromCenter(v.riverPoint(first), to.W, to.H)
	if e.From < 1 {
		// From the source: the river's upstream end.
		c := v.riverPoint(1)
		from = geom.RectFromCenter(geom.Pt(c.X, c.Y-40*k), to.W, to.H)
	}
	s := &sprite{look: lkShip, by: e.Player, from: from, to: to, path: path, fadeIn: e.From < 1,
		board: true, seat: -1, land: []*region{finalRegion(to.Inset(-4 * k))}}
	if e.Kind == egizia.KindWait {
		s.land = []*region{finalRegion(v.pl.Zone[e.Space].Wait)}
		q.wait[e.Space] = append(q.wait[e.Space], e.Player)
	}
	if e.Kind == egizia.KindCard && e.Space >= 0 && e.Space < egizia.NumCardSp {
		s.land = append(s.land, finalRegion(v.pl.Card[e.Space].Inset(-2*k)))
	}
	ps := v.show(e.Player)
	s.onLand = func() {
		if ps != nil {
			ps.Ships = max(0, ps.Ships-1)
		}
	}
	v.put(q, "", v.add(s, durSail, anim.CubicInOut))
}

// queueCardTaken lifts the card off its space to the taker's panel.
func (v *View) queueCardTaken(q *queueRun, e egizia.CardTaken) {
	if e.Space < 0 || e.Space >= egizia.NumCardSp {
		return
	}
	r := v.pl.Card[e.Space]
	a := v.panelArea(e.Player)
	typ := int8(egizia.TField)
	if e.Card >= 1 && e.Card <= egizia.NumNileCards {
		typ = egizia.NileCards[e.Card-1].Type
	}
	row := a.Others
	if typ == egizia.TField || typ == egizia.TCombo {
		row = a.Fields
	}
	to := geom.RectFromCenter(row.Center(), a.chipW, row.H)
	s := &sprite{look: lkCard, id: e.Card, from: r, to: to, board: true, seat: e.Player, lift: 30}
	if !e.Kept {
		s.to, s.fadeOut, s.seat = r.Translate(0, -30*v.pl.K), true, -1
	}
	s.onLand = func() {
		if sh := v.show(e.Player); sh != nil {
			fin := v.final(e.Player)
			sh.Fields, sh.Others, sh.Wheat, sh.Quarry = fin.Fields, fin.Others, fin.Wheat, fin.Quarry
		}
	}
	// It leaves once the ship has landed on it.
	s.start = []*region{finalRegion(r.Inset(-2 * v.pl.K))}
	v.put(q, "", v.add(s, durCard*1.5, anim.CubicInOut))
}

// queueDealt deals a card from the round's deck onto its space, turned
// face up on the way.
func (v *View) queueDealt(q *queueRun, e egizia.CardDealt) {
	if e.Space < 0 || e.Space >= egizia.NumCardSp {
		return
	}
	d := egizia.DeckForRound(max(v.st.Round(), 1))
	from := v.pl.Decks[min(max(d, 0), egizia.NumDecks-1)]
	to := v.pl.Card[e.Space]
	from = geom.RectFromCenter(from.Center(), to.W, to.H)
	s := &sprite{look: lkCard, id: e.Card, from: from, to: to, flip: true, lift: 20, board: true, seat: -1,
		land: []*region{finalRegion(to.Inset(-2 * v.pl.K))}}
	v.put(q, "deal", v.add(s, durCard, anim.CubicInOut))
}

// queueCleared takes every ship and tile off the river and the zones at
// the round's end; the cards left go to the box.
func (v *View) queueCleared(q *queueRun) {
	p, st, k := v.pl, q.prev, v.pl.K
	up := func(look, id, by int, r geom.Rect) {
		s := &sprite{look: look, id: id, by: by, from: r, to: r.Translate(0, -24*k), fadeOut: true, wait: true,
			board: true, seat: -1, start: []*region{finalRegion(r.Inset(-4 * k))}}
		v.put(q, "clear", v.add(s, durFade, anim.QuadOut))
	}
	for i := 1; i <= egizia.NumRiver; i++ {
		if egizia.River[i-1].Kind != egizia.SpZone {
			if s := st.ShipAt(i); s != egizia.Empty {
				up(lkShip, 0, s, p.shipAt(i, false))
			}
		}
	}
	for t := 0; t < egizia.NumRoundSp; t++ {
		if s := st.SecondShip(t); s != egizia.Empty {
			up(lkShip, 0, s, p.Dock2[t])
		}
		if tile := st.RiverTile(t); tile != egizia.TilePrinted && tile != egizia.TileNone {
			up(lkTile, tile, t, p.Round[t])
		}
	}
	for z := 0; z < egizia.NumZones; z++ {
		for i := 0; i < egizia.SlotsPerZone; i++ {
			if s := st.Slot(z, i); s != egizia.Empty {
				up(lkShip, 0, s, p.slotShip(z, i))
			}
		}
		w := st.Waiting(z)
		for j, r := range p.waitShips(z, len(w)) {
			up(lkShip, 0, w[j], r)
		}
	}
	for c := 0; c < egizia.NumCardSp; c++ {
		if id := st.RiverCard(c); id > 0 {
			r := p.Card[c]
			s := &sprite{look: lkCard, id: id, from: r, to: geom.RectFromCenter(p.DeckBox.Center(), r.W*0.5, r.H*0.5),
				wait: true, lift: 30, fadeOut: true, board: true, seat: -1, start: []*region{finalRegion(r.Inset(-2 * k))}}
			v.put(q, "box", v.add(s, durCard, anim.CubicInOut))
		}
	}
	// The crews turned back, the ships given back.
	for seat := 0; seat < st.NumPlayers(); seat++ {
		if sh := v.show(seat); sh != nil {
			for c := 0; c < egizia.NumCrews; c++ {
				if sh.Used[c] {
					v.queueCrewFlip(q, seat, c, false)
				}
			}
		}
	}
	for seat := 0; seat < st.NumPlayers(); seat++ {
		seat := seat
		v.put(q, "unflip", v.panelGlow(seat, v.panelArea(seat).Lane[0].Union(v.panelArea(seat).Lane[egizia.NumCrews-1]),
			func(sh *seatShow, fin seatShow) {
				sh.Used, sh.Ships, sh.Passed, sh.Others = fin.Used, fin.Ships, fin.Passed, fin.Others
			}))
	}
}

// queueOrder flies each order tile from its old holder to its new one.
func (v *View) queueOrder(q *queueRun, e egizia.OrderChanged) {
	holder := map[int]int{}
	for s, t := range q.order {
		holder[t] = s
	}
	for k, seat := range e.Order {
		tile := k + 1
		old, ok := holder[tile]
		if !ok || seat < 0 || seat >= len(q.order) {
			continue
		}
		from, to := v.panelArea(old).Order, v.panelArea(seat).Order
		s := &sprite{look: lkOrder, id: tile, from: from, to: to, lift: 40, seat: seat, board: true}
		seat := seat
		s.onLand = func() {
			if sh := v.show(seat); sh != nil {
				sh.Order = tile
			}
		}
		v.put(q, "order", v.add(s, durCard*1.5, anim.CubicInOut))
		q.order[seat] = tile
	}
	// The others' panels see the flight too (each draws its own).
	for _, s := range v.anim().sprites {
		if s.look == lkOrder {
			s.seat = -2 // every panel
		}
	}
}

// trackMarker is seat's marker square at score value val, the others at
// theirs (q.score).
func (v *View) trackMarker(q *queueRun, seat, val int) geom.Rect {
	vals := append([]int(nil), q.score...)
	vals[seat] = val
	ms, _ := v.pl.Track.Markers(vals, markerLayout(v.pl))
	if seat < len(ms) {
		return ms[seat].Box()
	}
	return geom.Rect{}
}

// queueScored moves seat's marker round the track, space by space, a
// points pop-up over it.
func (v *View) queueScored(q *queueRun, e egizia.Scored) {
	if e.Player < 0 || e.Player >= len(q.score) || e.Points == 0 {
		return
	}
	old, nw := q.score[e.Player], e.Total
	from := v.trackMarker(q, e.Player, old)
	to := v.trackMarker(q, e.Player, nw)
	var path []geom.Point
	d := 1
	if nw < old {
		d = -1
	}
	steps := 0
	for x := old + d; x != nw && steps < 120; x += d {
		sp, _ := v.pl.Track.Index(x)
		path = append(path, v.pl.Track.MarkerArea(sp).Center())
		steps++
	}
	// The track shown bare under the markers, repainted at their running
	// values: the mover's left out while it moves.
	others := append([]int(nil), q.score...)
	bare := bareRegion(v.paintScores(others, e.Player), v.pl.Track.Spaces()...)
	q.score[e.Player] = nw
	after := append([]int(nil), q.score...)
	landed := bareRegion(v.paintScores(after, -1), v.pl.Track.Spaces()...)
	bare.key, landed.key = "score", "score"
	s := &sprite{look: lkMark, by: e.Player, id: nw, from: from, to: to, path: path, board: true, seat: -1, lift: 10,
		start: []*region{bare}, land: []*region{landed}}
	ps := v.show(e.Player)
	s.onLand = func() {
		if ps != nil {
			ps.Score = nw
		}
	}
	d8 := min(durSail, durStep*float64(len(path)+2))
	v.put(q, "", v.add(s, max(d8, 0.3), anim.CubicInOut))
	pp := v.pop(to, -1, signed(e.Points))
	pp.Delay = d8 * 0.6
	v.with(pp)
}

// paintScores repaints the markers of the track at vals, leaving out
// seat skip (-1: none).
func (v *View) paintScores(vals []int, skip int) func(v *View, dst *ebiten.Image) {
	return func(v *View, dst *ebiten.Image) { v.drawScoreMarks(dst, vals, skip) }
}

// queueStone ticks seat's Stone counter a notch at a time.
func (v *View) queueStone(q *queueRun, e egizia.StoneChanged) {
	sh := v.show(e.Player)
	if sh == nil || e.Delta == 0 {
		return
	}
	a := v.panelArea(e.Player)
	old := e.Stone - e.Delta
	n := min(iabs(e.Delta), egizia.StoneCap+1)
	tick := anim.Staged(durStep*float64(n), anim.Linear, nil, func(t float64) {
		sh.Stone = old + int(float64(e.Delta)*t)
	}, func() { sh.Stone = e.Stone })
	v.put(q, "", tick)
	v.with(v.pop(a.StoneN, e.Player, signed(e.Delta)))
}

// queueStrength slides a crew token along its lane, a notch at a time.
func (v *View) queueStrength(q *queueRun, e egizia.StrengthChanged) {
	sh := v.show(e.Player)
	if sh == nil || e.Crew < 0 || e.Crew >= egizia.NumCrews {
		return
	}
	old := e.Strength - e.Delta
	if e.Delta == 0 {
		// Used (flipped) or unchanged: it turns over.
		a := v.panelArea(e.Player)
		r := a.Crew(e.Crew, e.Strength)
		fin := v.final(e.Player)
		s := &sprite{look: lkCrew, id: e.Crew, from: r, to: r, flip: true, seat: e.Player}
		if fin.Used[e.Crew] {
			s.by = 1
		}
		s.onLand = func() { sh.Used[e.Crew] = fin.Used[e.Crew] }
		v.put(q, "", v.add(s, durFlip, anim.CubicInOut))
		return
	}
	n := iabs(e.Delta)
	tick := anim.Staged(durStep*2*float64(n), anim.CubicInOut, nil, func(t float64) {
		sh.Str[e.Crew] = old + int(float64(e.Delta)*t)
	}, func() {
		sh.Str[e.Crew] = e.Strength
		sh.Need += e.Delta
	})
	v.put(q, "", tick)
}

// queueCrewFlip turns seat's crew token over: used (face down) or back.
func (v *View) queueCrewFlip(q *queueRun, seat, crew int, used bool) {
	sh := v.show(seat)
	if sh == nil {
		return
	}
	r := v.panelArea(seat).Crew(crew, sh.Str[crew])
	s := &sprite{look: lkCrew, id: crew, from: r, to: r, flip: true, seat: seat}
	if used {
		s.by = 1
	}
	// Half-way, the token shows its other side.
	s.onStart = func() { sh.Used[crew] = used }
	v.put(q, "crew", v.add(s, durFlip, anim.CubicInOut))
}

// queueMarket steps seat's marker up market m a level at a time, the
// level reached lit (its reward).
func (v *View) queueMarket(q *queueRun, e egizia.MarketStepped) {
	if e.Player < 0 || e.Player >= len(q.mkt) || e.Market < 0 || e.Market >= egizia.NumMarkets {
		return
	}
	m := e.Market
	mp := v.pl.Market[m]
	levels := func() []int {
		out := make([]int, len(q.mkt))
		for s := range q.mkt {
			out[s] = q.mkt[s][m]
		}
		return out
	}
	before := levels()
	bare := bareRegion(v.paintMarket(m, before, e.Player), mp.Marks[:]...)
	q.mkt[e.Player][m] = e.To
	after := levels()
	landed := bareRegion(v.paintMarket(m, after, -1), mp.Marks[:]...)
	bare.key, landed.key = "mkt"+strconv.Itoa(m), "mkt"+strconv.Itoa(m)
	from := v.marketMark(m, before, e.Player)
	to := v.marketMark(m, after, e.Player)
	var path []geom.Point
	for l := e.From + 1; l < e.To; l++ {
		path = append(path, mp.Marks[l-1].Center())
	}
	if from.W <= 0 {
		from = geom.RectFromCenter(mp.Marks[0].Center().Add(geom.Pt(0, mp.Marks[0].H)), to.W, to.H)
	}
	s := &sprite{look: lkBrick, by: e.Player, from: from, to: to, path: path, board: true, seat: -1, lift: 6,
		start: []*region{bare}, land: []*region{landed}}
	sh := v.show(e.Player)
	s.onLand = func() {
		if sh != nil {
			sh.Mkt[m] = e.To
		}
	}
	steps := max(1, e.To-e.From)
	v.put(q, "", v.add(s, durStep*2*float64(steps)+0.1, anim.CubicInOut))
	if e.To >= 1 && e.To <= egizia.MaxLevel {
		g := v.glow(mp.Info[e.To-1], -1)
		g.Delay = durStep * 2 * float64(steps)
		v.with(g)
	}
	if e.Overflow > 0 {
		v.with(v.pop(to, -1, "+"+strconv.Itoa(e.Overflow)))
	}
}

// marketMark is seat's marker on market m with the levels lv.
func (v *View) marketMark(m int, lv []int, seat int) geom.Rect {
	var by [egizia.MaxLevel][]int
	for s, l := range lv {
		if l >= 1 && l <= egizia.MaxLevel {
			by[l-1] = append(by[l-1], s)
		}
	}
	for l, seats := range by {
		for j, mk := range v.pl.Markers(v.pl.Market[m].Marks[l], len(seats), v.pl.Brick) {
			if seats[j] == seat {
				return mk.Box()
			}
		}
	}
	return geom.Rect{}
}

func (v *View) paintMarket(m int, lv []int, skip int) func(v *View, dst *ebiten.Image) {
	return func(v *View, dst *ebiten.Image) {
		for s := range lv {
			if s != skip {
				if r := v.marketMark(m, lv, s); r.W > 0 {
					v.brick(dst, r, s)
				}
			}
		}
	}
}

// brickSpot is where e's brick lies.
func (v *View) brickSpot(e egizia.BrickPlaced) (geom.Rect, bool) {
	p, k := v.pl, v.pl.K
	switch e.Monument {
	case egizia.MonObelisk:
		if e.Space >= 0 && e.Space < egizia.ObeliskFloors {
			r := p.Obelisk.Floor[e.Space]
			return geom.RectFromCenter(r.Center(), r.H+2*k, r.H+2*k), true
		}
	case egizia.MonColonnade:
		if e.Space >= 0 && e.Space < egizia.ColColumns && e.Player >= 0 && e.Player < egizia.MaxPlayers {
			return p.brickIn(p.Colonnade.Column[e.Player][e.Space]), true
		}
	case egizia.MonPyramid:
		if e.Row >= 0 && e.Row < egizia.PyrRows && e.Space >= 0 && e.Space < len(p.Pyramid.Space[e.Row]) {
			return p.brickIn(p.Pyramid.Space[e.Row][e.Space]), true
		}
	case egizia.MonStatue:
		if e.Row >= 0 && e.Row < len(p.Statues.Statue) && e.Space >= 0 && e.Space < egizia.StatueLevels &&
			e.Player >= 0 && e.Player < egizia.MaxPlayers {
			return p.brickIn(p.Statues.Statue[e.Row].Cell[e.Space][e.Player]), true
		}
	}
	return geom.Rect{}, false
}

// queueBrick flies a brick from the builder's ship to its monument space.
func (v *View) queueBrick(q *queueRun, e egizia.BrickPlaced) {
	to, ok := v.brickSpot(e)
	if !ok {
		return
	}
	// From the builder's ship: as the move began, or as BuildStarted put it.
	from := v.panelArea(e.Player).StoneN
	b := q.prev.Build()
	if q.buildSet {
		b.Zone, b.Slot = q.build[0], q.build[1]
	}
	if r, ok := v.slotRect(b.Zone, b.Slot); ok {
		from = r
	} else if b.Zone >= 0 && b.Zone < egizia.NumZones {
		from = v.pl.Zone[b.Zone].Wait
	}
	from = geom.RectFromCenter(from.Center(), to.W, to.H)
	s := &sprite{look: lkBrick, by: e.Player, from: from, to: to, lift: 50, board: true, seat: -1,
		land: []*region{finalRegion(to.Inset(-2 * v.pl.K))}}
	v.put(q, "brick", v.add(s, durFly*2, anim.BackOut))
}

// queueBonus lights the bonus tile gained, which flies to the panel.
func (v *View) queueBonus(q *queueRun, e egizia.BonusTileGained) {
	p := v.pl
	from := p.Colonnade.Gold
	if e.Column >= 4 {
		from = p.Colonnade.Violet
	}
	v.put(q, "", v.glow(from, -1))
	a := v.panelArea(e.Player)
	fin := v.final(e.Player)
	to := a.Bonus[0]
	for i, g := range fin.Bonus {
		if g == e.Tile && i < len(a.Bonus) {
			to = a.Bonus[i]
		}
	}
	s := &sprite{look: lkBonus, id: e.Tile, from: geom.RectFromCenter(from.Center(), to.W, to.H), to: to,
		lift: 40, board: true, seat: e.Player}
	sh := v.show(e.Player)
	s.onLand = func() {
		if sh != nil {
			sh.Bonus, sh.Spent = fin.Bonus, fin.Spent
		}
	}
	v.put(q, "", v.add(s, durCard*1.5, anim.CubicInOut))
	g := v.glow(to, e.Player)
	v.put(q, "", g)
}

// queueRow lights a completed pyramid row, then its winner's mark.
func (v *View) queueRow(q *queueRun, e egizia.RowCompleted) {
	p := v.pl
	if e.Row < 0 || e.Row >= egizia.PyrRows || len(p.Pyramid.Space[e.Row]) == 0 {
		return
	}
	row := p.Pyramid.Space[e.Row][0]
	for _, r := range p.Pyramid.Space[e.Row] {
		row = row.Union(r)
	}
	v.put(q, "", v.glow(row, -1))
	w := p.Pyramid.Winner[e.Row]
	s := &sprite{look: lkMark, by: e.Winner, from: w, to: w, fadeIn: true, board: true, seat: -1,
		land: []*region{finalRegion(w.Inset(-2 * p.K))}}
	if e.Winner < 0 {
		return
	}
	v.put(q, "", v.add(s, durFlip, anim.BackOut))
	v.with(v.pop(w, -1, "+"+strconv.Itoa(e.Points)))
}

// queueDeclined sends a ship back from its slot.
func (v *View) queueDeclined(q *queueRun, e egizia.ShipDeclined) {
	r, ok := v.slotRect(e.Zone, e.Slot)
	if !ok {
		return
	}
	s := &sprite{look: lkShip, by: e.Player, from: r, to: r.Translate(0, -30*v.pl.K), fadeOut: true, wait: true,
		board: true, seat: -1, start: []*region{bareRegion(nil, r.Inset(-2*v.pl.K))}}
	v.put(q, "", v.add(s, durFade*1.5, anim.QuadOut))
}

// queueShifted moves a ship down the zone's slots after a decline.
func (v *View) queueShifted(q *queueRun, e egizia.ShipShifted) {
	from, ok1 := v.slotRect(e.Zone, e.From)
	to, ok2 := v.slotRect(e.Zone, e.To)
	if !ok1 || !ok2 {
		return
	}
	k := v.pl.K
	s := &sprite{look: lkShip, by: e.Player, from: from, to: to, wait: true, lift: 10, board: true, seat: -1,
		start: []*region{bareRegion(nil, from.Inset(-2*k))}, land: []*region{finalRegion(to.Inset(-2 * k))}}
	v.put(q, "shift", v.add(s, durCard, anim.CubicInOut))
}

// queuePromoted moves the first waiting ship into the open slot, the
// others closing up.
func (v *View) queuePromoted(q *queueRun, e egizia.WaitingPromoted) {
	to, ok := v.slotRect(e.Zone, e.Slot)
	if !ok {
		return
	}
	w := q.wait[e.Zone]
	from := geom.RectFromCenter(v.pl.Zone[e.Zone].Wait.Center(), to.W, to.H)
	var rest []int
	if len(w) > 0 {
		from = v.pl.waitShips(e.Zone, len(w))[0]
		rest = append(rest, w[1:]...)
	}
	q.wait[e.Zone] = rest
	z := e.Zone
	area := v.pl.Zone[z].Wait
	paint := func(v *View, dst *ebiten.Image) {
		for j, r := range v.pl.waitShips(z, len(rest)) {
			v.ship(dst, r, rest[j])
		}
	}
	s := &sprite{look: lkShip, by: e.Player, from: from, to: to, wait: true, lift: 20, board: true, seat: -1,
		start: []*region{bareRegion(paint, area)}, land: []*region{finalRegion(to.Inset(-2 * v.pl.K))}}
	v.put(q, "", v.add(s, durCard*1.5, anim.CubicInOut))
}

// queueFlood slides the flood ring; the fields light up or grey out.
func (v *View) queueFlood(q *queueRun, e egizia.FloodMoved) {
	if e.From < 0 || e.From >= egizia.NumFlood || e.To < 0 || e.To >= egizia.NumFlood {
		return
	}
	p, k := v.pl, v.pl.K
	var all geom.Rect
	for i, sp := range p.Flood.Space {
		if i == 0 {
			all = sp
		}
		all = all.Union(sp)
	}
	all = all.Inset(-5 * k)
	s := &sprite{look: lkRing, from: p.floodRing(e.From), to: p.floodRing(e.To), board: true, seat: -1,
		start: []*region{bareRegion(nil, all)}, land: []*region{finalRegion(all)}}
	v.put(q, "", v.add(s, durSlide, anim.CubicInOut))
	for seat := 0; seat < v.st.NumPlayers(); seat++ {
		seat := seat
		g := v.panelGlow(seat, v.panelArea(seat).Fields, func(sh *seatShow, fin seatShow) {
			sh.Fields, sh.Wheat, sh.Flooded = fin.Fields, fin.Wheat, fin.Flooded
		})
		v.put(q, "fields", g)
	}
}

// queueFed flies Wheat from the fields to the crews.
func (v *View) queueFed(q *queueRun, e egizia.Fed) {
	a := v.panelArea(e.Player)
	tot := a.TotalRect(a.Fields)
	sz := tot.H * 0.6
	from := geom.RectFromCenter(tot.Center(), sz, sz)
	lanes := a.Lane[0].Union(a.Lane[egizia.NumCrews-1])
	for i := 0; i < min(max(e.Wheat, 1), 4); i++ {
		to := geom.RectFromCenter(geom.Pt(lanes.X+lanes.W*(0.2+0.2*float64(i)), lanes.Center().Y), sz, sz)
		s := &sprite{look: lkWheat, from: from, to: to, fadeOut: true, lift: 20, seat: e.Player}
		v.put(q, "fed", v.add(s, durFly*2, anim.CubicInOut))
	}
	if e.Points != 0 {
		v.put(q, "", v.pop(a.Score, e.Player, signed(e.Points)))
	}
}

// handCards is where n drawn Sphinx cards lie in st's hand area: the
// first group, before the viewer's own hand (as drawSphinx lays them).
func (v *View) handCards(st *egizia.State, n int) []geom.Rect {
	counts := []int{n}
	if v.Viewer >= 0 && v.Viewer < st.NumPlayers() {
		if h := st.SphinxHand(v.Viewer, v.Viewer); len(h) > 0 {
			counts = append(counts, len(h))
		}
	}
	_, cards := v.pl.HandCards(counts)
	if len(cards) == 0 {
		return nil
	}
	return cards[0]
}

// queueDrawn deals the drawn Sphinx cards from the deck to the hand:
// their faces to the drawer, their backs to the others.
func (v *View) queueDrawn(q *queueRun, e egizia.SphinxDrawn) {
	cards := v.handCards(v.st, len(e.Cards))
	deck := v.pl.Sphinx.Deck
	hand := v.pl.Sphinx.Hand
	for i, id := range e.Cards {
		if i >= len(cards) {
			break
		}
		if e.Player != v.Viewer {
			id = 0
		}
		s := &sprite{look: lkSphinx, id: id, from: deck, to: cards[i], flip: id > 0, lift: 20, board: true, seat: -1, rest: true}
		v.put(q, "sphinx", v.add(s, durCard, anim.CubicInOut))
	}
	v.put(q, "", v.reveal(hand.Inset(-4*v.pl.K), 0))
	v.with(v.reveal(v.deckRegion().rs[0], 0))
}

// queueSphinxKept flies n kept cards from the hand to the panel.
func (v *View) queueSphinxKept(q *queueRun, seat, n int, ids []int) {
	if n == 0 {
		return
	}
	a := v.panelArea(seat)
	cards := v.handCards(q.prev, max(n, q.prev.DrawnCount()))
	sh := v.show(seat)
	for i := 0; i < n; i++ {
		from := a.Sphinx
		if i < len(cards) {
			from = cards[i]
		}
		id := 0
		if seat == v.Viewer && i < len(ids) {
			id = ids[i]
		}
		to := geom.RectFromCenter(a.Sphinx.Center(), a.Sphinx.H*0.7, a.Sphinx.H)
		s := &sprite{look: lkSphinx, id: id, from: from, to: to, lift: 30, board: true, seat: seat,
			start: []*region{finalRegion(v.pl.Sphinx.Hand.Inset(-4 * v.pl.K))}}
		s.onLand = func() {
			if sh != nil {
				sh.Sphinx++
			}
		}
		v.put(q, "kept", v.add(s, durCard*1.5, anim.CubicInOut))
	}
}

// queueUnder slides n cards under the Sphinx deck.
func (v *View) queueUnder(q *queueRun, n int) {
	deck := v.pl.Sphinx.Deck
	cards := v.handCards(q.prev, max(n, q.prev.DrawnCount()))
	for i := 0; i < n; i++ {
		from := deck.Translate(0, deck.H)
		if i < len(cards) {
			from = cards[i]
		}
		s := &sprite{look: lkSphinx, from: from, to: deck.Translate(-6*v.pl.K, 8*v.pl.K), fadeOut: true, board: true, seat: -1,
			start: []*region{finalRegion(v.pl.Sphinx.Hand.Inset(-4 * v.pl.K))}, land: []*region{v.deckRegion()}}
		v.put(q, "under", v.add(s, durCard, anim.CubicInOut))
	}
}

func iabs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// deckRegion is the Sphinx deck with its count under it.
func (v *View) deckRegion() *region {
	d, k := v.pl.Sphinx.Deck, v.pl.K
	count := geom.RectFromCenter(geom.Pt(d.Center().X, d.Bottom()+14*k), 80*k, 30*k)
	return finalRegion(d.Inset(-12 * k).Union(count))
}
