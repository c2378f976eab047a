package pharaonview

import (
	"nilegames/engine/pharaon"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/pick"
)

// target is a spot of the board the pointer may be on: what the picker
// clicks and the tooltips explain. kind is a t* constant; i and j as its
// comment says.
type target struct{ kind, i, j int }

const (
	tNone        = iota
	tArtCard     // i: Artisans display slot 0..3
	tArtDeck     // the Artisan deck
	tNobCard     // i: Nobles display slot 0..2
	tNobDeck     // the Noble deck
	tNileOpt     // i: Nile option 0..9
	tNileTrack   // i: track (base resource) 0..4, the whole column
	tNileCell    // i: track, j: level 1..3
	tBurial      // i: step 0..7 (the next step of a seat is BC)
	tLot         // i: Offerings lot 0..5
	tBonus       // i: Bonus position 0..5
	tBag         // the Offering bag
	tDiscard     // the Offering discard
	tJar         // i: index in JarsShown
	tRound       // i: round 0..4 on the Pyramid's round track
	tPyrSpace    // i: row 0..3 (row 1 = 0), j: space 0..
	tWheelSeg    // i: colour 0..4 (the segment)
	tWheelSlot   // i: colour, j: slot 0..3
	tDirection   // the Direction token
	tAccess      // i: ring position, the Quarter's access colour
	tQuarter     // i: Quarter ART..OFF, its title band
	tGod         // i: god column 0..4 (between positions i and i+1)
	tGodEdge     // i: god, j: 0/1 its two conditions
	tGodRow      // i: god, j: seat, that seat's progress
	tSupply      // i: resource
	tPharaohHome // the Pharaoh token's home (nobody holds it)
	tTile        // i: Traitor tile position, j: space 0..12
	tTilePile    // the Traitor's Jar pile
	tTraitorJar  // the Traitor's revealed Jar (in the pile's place)
	tSeatRes     // i: seat, j: resource (panel)
	tSeatOff     // i: seat, j: Offering kind (panel)
	tSeatNoble   // i: seat, j: Noble number 1..26 (panel): its power
	tSeatArtisan // i: seat, j: Artisan id (panel)
	tSeatBC      // i: seat (panel)
	tSeatNile    // i: seat, j: track (panel)
	tSeatPharaoh // i: seat (panel)
	tSeatFirst   // i: seat (panel)
	tSeatGod     // i: seat, j: god (panel)
	tSeatMore    // i: seat, the "+n" chip of the cards that do not fit (panel)

	// Controls the picker lays out and draws itself (controlHit and
	// controlRect, picker.go): buttons, the payment, the split.
	tPass    // pass
	tEndTurn // end the turn
	tOption  // i: the picker's i-th choice (payment, split, extra, decline...)
	tPick    // first kind free for the picker's own use
)

// hit lists what lies under p, topmost first: the picker's controls,
// then the pieces, then the spaces under them.
func (v *View) hit(p geom.Point) []target {
	if v.st == nil || v.pl == nil {
		return nil
	}
	out := v.controlHit(p)
	for seat, r := range v.Panels {
		if r.Contains(p) {
			out = append(out, v.panelHit(seat, r, p)...)
		}
	}
	if !v.Area.Contains(p) {
		return out
	}
	return pick.Under(out, v.boardTargets(), v.targetRect, p)
}

// boardTargets lists every target of the board in the order hit reports
// them (pieces before the areas that hold them).
func (v *View) boardTargets() []target {
	var out []target
	add := func(k, i, j int) { out = append(out, target{k, i, j}) }
	ring := v.st.Ring()
	for pos, q := range ring {
		switch q {
		case pharaon.ART:
			for i := 0; i < 4; i++ {
				add(tArtCard, i, 0)
			}
			add(tArtDeck, 0, 0)
		case pharaon.NOB:
			for i := 0; i < 3; i++ {
				add(tNobCard, i, 0)
			}
			add(tNobDeck, 0, 0)
		case pharaon.NIL:
			for i := 0; i < pharaon.NumNile; i++ {
				add(tNileOpt, i, 0)
			}
			for t := 0; t < pharaon.NumBase; t++ {
				for l := 1; l <= pharaon.NileTop; l++ {
					add(tNileCell, t, l)
				}
			}
			for t := 0; t < pharaon.NumBase; t++ {
				add(tNileTrack, t, 0)
			}
		case pharaon.BUR:
			for i := 0; i < pharaon.BCSteps; i++ {
				add(tBurial, i, 0)
			}
		case pharaon.OFF:
			for i := 0; i < v.st.LotCount(); i++ {
				add(tLot, i, 0)
			}
			for i := 0; i < v.st.LotCount(); i++ {
				add(tBonus, i, 0)
			}
		}
		add(tAccess, pos, 0)
		add(tQuarter, q, 0)
	}
	for c := 0; c < pharaon.NumBase; c++ {
		for i := 0; i < 4; i++ {
			add(tWheelSlot, c, i)
		}
	}
	add(tDirection, 0, 0)
	for c := 0; c < pharaon.NumBase; c++ {
		add(tWheelSeg, c, 0)
	}
	for g := 0; g < 5; g++ {
		for s := 0; s < v.st.NumPlayers(); s++ {
			add(tGodRow, g, s)
		}
		add(tGodEdge, g, 0)
		add(tGodEdge, g, 1)
		add(tGod, g, 0)
	}
	for i := range v.st.JarsShown() {
		add(tJar, i, 0)
	}
	for i := 0; i < pharaon.NumRounds; i++ {
		add(tRound, i, 0)
	}
	for r := 0; r < 4; r++ {
		for s := range v.pl.Pyramid.Rows[r] {
			add(tPyrSpace, r, s)
		}
	}
	for i := 0; i < pharaon.NumRes; i++ {
		add(tSupply, i, 0)
	}
	add(tBag, 0, 0)
	add(tDiscard, 0, 0)
	add(tPharaohHome, 0, 0)
	if _, ok := v.st.TraitorTiles(); ok {
		add(tTraitorJar, 0, 0)
		add(tTilePile, 0, 0)
		for i := 0; i < pharaon.NumTiles; i++ {
			for s := 0; s < pharaon.TileSpaces; s++ {
				add(tTile, i, s)
			}
		}
	}
	return out
}

// targetRect is where t lies (empty when it is not shown).
func (v *View) targetRect(t target) geom.Rect {
	if v.st == nil || v.pl == nil {
		return geom.Rect{}
	}
	if r, ok := v.controlRect(t); ok {
		return r
	}
	p := v.pl
	pos := func(q int) int { return v.st.QuarterPos(q) }
	in := func(n int) bool { return t.i >= 0 && t.i < n }
	switch t.kind {
	case tArtCard:
		if in(4) {
			return p.Artisans(pos(pharaon.ART)).Cards[t.i]
		}
	case tArtDeck:
		return p.Artisans(pos(pharaon.ART)).Deck
	case tNobCard:
		if in(3) {
			return p.Nobles(pos(pharaon.NOB)).Cards[t.i]
		}
	case tNobDeck:
		return p.Nobles(pos(pharaon.NOB)).Deck
	case tNileOpt:
		if in(pharaon.NumNile) {
			return p.Nile(pos(pharaon.NIL)).Option[t.i].R
		}
	case tNileTrack:
		if in(pharaon.NumBase) {
			n := p.Nile(pos(pharaon.NIL))
			return n.Head[t.i].Union(n.Cell[t.i][0])
		}
	case tNileCell:
		if in(pharaon.NumBase) && t.j >= 1 && t.j <= pharaon.NileTop {
			return p.Nile(pos(pharaon.NIL)).Cell[t.i][t.j-1]
		}
	case tBurial:
		if in(pharaon.BCSteps) {
			return p.Burial(pos(pharaon.BUR)).Step[t.i].R
		}
	case tLot:
		if in(pharaon.MaxLots) {
			return p.Offerings(pos(pharaon.OFF)).Lot[t.i]
		}
	case tBonus:
		if in(pharaon.MaxLots) {
			return p.Offerings(pos(pharaon.OFF)).Bonus[t.i]
		}
	case tBag:
		return p.Bag
	case tDiscard:
		return p.Discard
	case tJar:
		if in(len(p.Pyramid.Jars)) {
			return p.Pyramid.Jars[t.i]
		}
	case tRound:
		if in(pharaon.NumRounds) {
			return p.Pyramid.Round[t.i]
		}
	case tPyrSpace:
		if in(4) && t.j >= 0 && t.j < len(p.Pyramid.Rows[t.i]) {
			return p.Pyramid.Rows[t.i][t.j]
		}
	case tWheelSeg:
		if in(pharaon.NumBase) {
			return v.segmentRect(t.i)
		}
	case tWheelSlot:
		if in(pharaon.NumBase) && t.j >= 0 && t.j < 4 {
			return p.WheelSlotRect(t.i, t.j, v.wheelRot())
		}
	case tDirection:
		return p.Direction()
	case tAccess:
		if in(5) {
			return p.Quarter[t.i].Access
		}
	case tQuarter:
		if in(pharaon.NumQuarters) {
			return p.Quarter[pos(t.i)].Title
		}
	case tGod:
		if in(5) {
			return p.God[t.i].R
		}
	case tGodEdge:
		if in(5) && t.j >= 0 && t.j < 2 {
			return p.God[t.i].Edge[t.j]
		}
	case tGodRow:
		if in(5) && t.j >= 0 && t.j < v.st.NumPlayers() && t.j < pharaon.MaxPlayers {
			return p.God[t.i].Progress[t.j]
		}
	case tSupply:
		if in(pharaon.NumRes) {
			return p.Supply[t.i]
		}
	case tPharaohHome:
		return p.PharaohHome
	case tTile:
		if in(pharaon.NumTiles) && t.j >= 0 && t.j < pharaon.TileSpaces {
			return p.Traitor.Tiles[t.i].Spaces[t.j]
		}
	case tTilePile:
		return p.Traitor.Pile
	case tTraitorJar:
		if v.st.TraitorJar() >= 0 {
			return traitorJarRect(p)
		}
	default:
		if r, ok := v.Panels[t.i]; ok {
			return v.panelTargetRect(t, NewPlayerArea(r))
		}
	}
	return geom.Rect{}
}

// segmentRect is the square round the middle of segment c (its slots).
func (v *View) segmentRect(c int) geom.Rect {
	p := v.pl
	a := p.WheelSlot(c, 0, v.wheelRot())
	b := p.WheelSlot(c, 3, v.wheelRot())
	return geom.RectFromCenter(a.Add(b).Mul(0.5), p.Token*2.2, p.Token*2.2)
}

// wheelRot is the wheel's orientation as drawn (fractional while it
// turns).
func (v *View) wheelRot() float64 {
	off, _ := v.st.Wheel()
	return float64(off) + v.fx.wheelShift()
}

// panelHit lists the targets of seat's panel body r under p.
func (v *View) panelHit(seat int, r geom.Rect, p geom.Point) []target {
	a := NewPlayerArea(r)
	var out []target
	for _, t := range v.panelTargets(seat) {
		if v.panelTargetRect(t, a).Contains(p) {
			out = append(out, t)
		}
	}
	return out
}

// panelTargets lists the figures of seat's panel, cards first.
func (v *View) panelTargets(seat int) []target {
	var out []target
	add := func(k, j int) { out = append(out, target{k, seat, j}) }
	nobles, _ := v.st.NoblesOf(seat)
	arts := v.st.ArtisansOf(seat)
	// The later cards lie over the earlier ones.
	for i := len(arts) - 1; i >= 0; i-- {
		add(tSeatArtisan, arts[i])
	}
	for i := len(nobles) - 1; i >= 0; i-- {
		add(tSeatNoble, nobles[i])
	}
	for i := 0; i < pharaon.NumRes; i++ {
		add(tSeatRes, i)
	}
	pl := v.st.PlayerOf(seat)
	for k := 0; k < pharaon.NumOffKinds; k++ {
		if pl.Off[k] > 0 {
			add(tSeatOff, k)
		}
	}
	add(tSeatBC, 0)
	for t := 0; t < pharaon.NumBase; t++ {
		add(tSeatNile, t)
	}
	add(tSeatPharaoh, 0)
	add(tSeatFirst, 0)
	for g := 0; g < 5; g++ {
		add(tSeatGod, g)
	}
	add(tSeatMore, 0)
	return out
}

// panelTargetRect is where panel target t lies in area a.
func (v *View) panelTargetRect(t target, a PlayerArea) geom.Rect {
	return v.panelTargetRectIn(v.st, t, a)
}

// panelTargetRectIn is panelTargetRect for the panel of state st.
func (v *View) panelTargetRectIn(st *pharaon.State, t target, a PlayerArea) geom.Rect {
	seat := t.i
	switch t.kind {
	case tSeatRes:
		if t.j >= 0 && t.j < pharaon.NumRes {
			return a.Res[t.j]
		}
	case tSeatOff:
		pl := st.PlayerOf(seat)
		n := 0
		for k := 0; k < pharaon.NumOffKinds && n < a.OffersFit(); k++ {
			if pl.Off[k] == 0 {
				continue
			}
			if k == t.j {
				return a.OfferSlot(n)
			}
			n++
		}
	case tSeatNoble, tSeatArtisan:
		nobles, _ := st.NoblesOf(seat)
		arts := st.ArtisansOf(seat)
		rects := a.CardRects(seatTurned(st, seat))
		for i, nb := range nobles {
			if t.kind == tSeatNoble && nb == t.j {
				return rects[i]
			}
		}
		for i, id := range arts {
			if t.kind == tSeatArtisan && id == t.j {
				return rects[len(nobles)+i]
			}
		}
	case tSeatBC:
		return a.BC
	case tSeatNile:
		if t.j >= 0 && t.j < pharaon.NumBase {
			return a.Nile[t.j]
		}
	case tSeatPharaoh:
		return a.Pharaoh
	case tSeatFirst:
		return a.First
	case tSeatGod:
		if t.j >= 0 && t.j < 5 {
			return a.Gods[t.j]
		}
	case tSeatMore:
		r, _ := a.CardMore(seatTurned(st, seat))
		return r
	}
	return geom.Rect{}
}

// seatTurned is by card of seat's panel (Nobles then Artisans) whether it
// is turned.
func seatTurned(st *pharaon.State, seat int) []bool {
	_, tilted := st.NoblesOf(seat)
	return append(append([]bool{}, tilted...), make([]bool, len(st.ArtisansOf(seat)))...)
}

// seatHiddenCards are the targets of seat's cards gathered in the "+n"
// chip of area a, in the row's order.
func (v *View) seatHiddenCards(seat int, a PlayerArea) []target {
	nobles, _ := v.st.NoblesOf(seat)
	arts := v.st.ArtisansOf(seat)
	rects := a.CardRects(seatTurned(v.st, seat))
	var out []target
	for i, r := range rects {
		if !r.Empty() {
			continue
		}
		if i < len(nobles) {
			out = append(out, target{tSeatNoble, seat, nobles[i]})
		} else {
			out = append(out, target{tSeatArtisan, seat, arts[i-len(nobles)]})
		}
	}
	return out
}
