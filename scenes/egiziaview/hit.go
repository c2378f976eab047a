package egiziaview

import (
	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/pick"
	"nilegames/scenes/layout"
)

// target is a spot the pointer may be on: what the picker clicks and the
// tooltips explain. kind is a t* constant; i and j as its comment says.
type target struct{ kind, i, j int }

const (
	tNone      = iota
	tCard      // i: card space 0..9
	tRound     // i: round space 0..6
	tSlot      // i: zone, j: slot
	tWait      // i: zone, its waiting area
	tFlood     // i: flood position
	tMarket    // i: the board's market
	tObelisk   // the obelisk
	tColonnade // the colonnade
	tPyrRow    // i: pyramid row
	tStatue    // i: statue 0..2
	tSphDeck   // the Sphinx deck
	tSetup     // i: the setup pair's card 0/1
	tDrawn     // i: the card drawn at the Sphinx
	tHand      // i: the viewer's Sphinx hand card
	tDeck      // i: Nile deck
	tBonusSp   // i: 0 the gold, 1 the violet bonus tile over the colonnade
	tSeatCrew  // i: seat, j: crew (panel)
	tSeatCard  // i: seat, j: card id in play (panel)
	tSeatMkt   // i: seat, j: market (panel)
	tSeatBonus // i: seat, j: bonus tile (panel)
	tSeatStone // i: seat: its Stone (panel)

	// The picker's controls (pick_draw.go).
	tButton  // i: a k* button
	tOption  // i: the offered option's value
	tCrewBtn // i: a crew (the crew's button: the panels take no clicks)
	tCardBtn // i: a card id in play (its button)
)

// control reports one of the picker's own controls.
func control(t target) bool { return t.kind >= tButton }

// Buttons (tButton's i).
const (
	kPass = iota
	kDone
	kDecline
	kFeed
	kPoint
	kR34
	kG7
	kExtraTile
	kExtraG8
	kKeepFlood // the flood marker stays where it is
	kKeepNone
	kCancel
)

func panelTarget(t target) bool { return t.kind >= tSeatCrew && t.kind <= tSeatStone }

// hit lists what lies under p, topmost first: the picker's controls,
// the panels, then the board's pieces and spaces.
func (v *View) hit(p geom.Point) []target {
	if v.st == nil || v.pl == nil {
		return nil
	}
	out := v.controlHit(p)
	if its := v.pickItems(); len(its) > 0 && its[0].R.Contains(p) {
		return out // the dock hides what is under it
	}
	for seat := 0; seat < v.st.NumPlayers(); seat++ {
		if r, ok := v.panelBody(seat); ok && r.Inset(-4).Contains(p) {
			out = pick.Under(out, v.panelTargets(seat), v.targetRect, p)
		}
	}
	if !v.Area.Contains(p) {
		return out
	}
	return pick.Under(out, v.boardTargets(), v.targetRect, p)
}

// panelBody is seat's panel body: as drawn last, else as the match lays
// it out with the log closed.
func (v *View) panelBody(seat int) (geom.Rect, bool) {
	if r, ok := v.Panels[seat]; ok {
		return r, true
	}
	m := layout.MatchLayout(v.st.NumPlayers(), false)
	if seat < 0 || seat >= len(m.Panels) {
		return geom.Rect{}, false
	}
	return PanelBody(m.Panels[seat]), true
}

// boardTargets lists the board's targets, pieces before their areas.
func (v *View) boardTargets() []target {
	var out []target
	add := func(k, i, j int) { out = append(out, target{k, i, j}) }
	for _, g := range v.handGroups() {
		for j := range g.ids {
			add(g.kind, j, 0)
		}
	}
	for c := 0; c < egizia.NumCardSp; c++ {
		add(tCard, c, 0)
	}
	for t := 0; t < egizia.NumRoundSp; t++ {
		add(tRound, t, 0)
	}
	for z := 0; z < egizia.NumZones; z++ {
		for i := 0; i < egizia.SlotsPerZone; i++ {
			add(tSlot, z, i)
		}
		add(tWait, z, 0)
	}
	for f := 0; f < egizia.NumFlood; f++ {
		add(tFlood, f, 0)
	}
	for m := 0; m < egizia.NumMarkets; m++ {
		add(tMarket, m, 0)
	}
	add(tObelisk, 0, 0)
	add(tBonusSp, 0, 0)
	add(tBonusSp, 1, 0)
	add(tColonnade, 0, 0)
	for r := 0; r < v.st.PyramidRows(); r++ {
		add(tPyrRow, r, 0)
	}
	for k := range v.pl.Statues.Statue {
		add(tStatue, k, 0)
	}
	add(tSphDeck, 0, 0)
	for d := 0; d < egizia.NumDecks; d++ {
		add(tDeck, d, 0)
	}
	return out
}

// panelTargets lists seat's panel targets.
func (v *View) panelTargets(seat int) []target {
	var out []target
	for c := 0; c < egizia.NumCrews; c++ {
		out = append(out, target{tSeatCrew, seat, c})
	}
	s := v.seatShow(seat)
	for _, row := range [][]chip{s.Fields, s.Others} {
		for _, c := range row {
			if c.ID > 0 {
				out = append(out, target{tSeatCard, seat, c.ID})
			}
		}
	}
	for m := 0; m < egizia.NumMarkets; m++ {
		out = append(out, target{tSeatMkt, seat, m})
	}
	for _, g := range s.Bonus {
		out = append(out, target{tSeatBonus, seat, g})
	}
	out = append(out, target{tSeatStone, seat, 0})
	return out
}

// chipRect is the rectangle of card id in seat's panel (a quarry: the
// quarries' chip).
func (v *View) chipRect(seat, id int) geom.Rect {
	r, ok := v.panelBody(seat)
	if !ok {
		return geom.Rect{}
	}
	a := NewPlayerArea(r)
	s := v.paged(seat, a, v.seatShow(seat))
	for ri, row := range [][]chip{s.Fields, s.Others} {
		line := a.Fields
		if ri == 1 {
			line = a.Others
		}
		rs, shown := chipLayout(a, line, row)
		for i, c := range row {
			if c.ID == id {
				if i >= shown {
					return geom.Rect{} // in the "+N" chip, which names it
				}
				return rs[i]
			}
		}
	}
	return geom.Rect{}
}

// targetRect is where t is (empty when it is nowhere now).
func (v *View) targetRect(t target) geom.Rect {
	p := v.pl
	if !v.validTarget(t) {
		return geom.Rect{}
	}
	switch t.kind {
	case tCard:
		return p.Card[t.i]
	case tRound:
		return p.Round[t.i]
	case tSlot:
		return p.Zone[t.i].Slot[t.j]
	case tWait:
		return p.Zone[t.i].Wait
	case tFlood:
		return p.Flood.Space[t.i]
	case tMarket:
		return p.Market[t.i].R
	case tObelisk:
		return p.Obelisk.R
	case tColonnade:
		return p.Colonnade.R
	case tPyrRow:
		var r geom.Rect
		for i, s := range p.Pyramid.Space[t.i] {
			if i == 0 {
				r = s
			} else {
				r = r.Union(s)
			}
		}
		return r
	case tStatue:
		if t.i < len(p.Statues.Statue) {
			return p.Statues.Statue[t.i].R
		}
	case tSphDeck:
		return p.Sphinx.Deck
	case tSetup, tDrawn, tHand:
		for _, g := range v.handGroups() {
			if g.kind == t.kind && t.i < len(g.rects) {
				r := g.rects[t.i]
				if t.i+1 < len(g.rects) && g.rects[t.i+1].X < r.Right() {
					r.W = g.rects[t.i+1].X - r.X
				}
				return r
			}
		}
	case tDeck:
		return p.Decks[t.i]
	case tBonusSp:
		return [2]geom.Rect{p.Colonnade.Gold, p.Colonnade.Violet}[t.i]
	case tSeatCrew, tSeatMkt, tSeatBonus, tSeatStone:
		r, ok := v.panelBody(t.i)
		if !ok {
			return geom.Rect{}
		}
		a := NewPlayerArea(r)
		ps := v.st.PlayerState(t.i)
		switch t.kind {
		case tSeatCrew:
			return a.Crew(t.j, int(ps.Str[t.j]))
		case tSeatMkt:
			return a.Market[t.j]
		case tSeatStone:
			return a.StoneN
		case tSeatBonus:
			for i, g := range v.seatShow(t.i).Bonus {
				if g == t.j && i < len(a.Bonus) {
					return a.Bonus[i]
				}
			}
		}
	case tSeatCard:
		return v.chipRect(t.i, t.j)
	case tButton, tOption, tCrewBtn, tCardBtn:
		r, _ := v.controlRect(t)
		return r
	}
	return geom.Rect{}
}

// validTarget reports whether t's indices are in range (events and
// stale hovers may carry others).
func (v *View) validTarget(t target) bool {
	in := func(x, n int) bool { return x >= 0 && x < n }
	switch t.kind {
	case tCard:
		return in(t.i, egizia.NumCardSp)
	case tRound:
		return in(t.i, egizia.NumRoundSp)
	case tSlot:
		return in(t.i, egizia.NumZones) && in(t.j, egizia.SlotsPerZone)
	case tWait:
		return in(t.i, egizia.NumZones)
	case tFlood:
		return in(t.i, egizia.NumFlood)
	case tMarket:
		return in(t.i, egizia.NumMarkets)
	case tPyrRow:
		return in(t.i, v.st.PyramidRows()) && in(t.i, len(v.pl.Pyramid.Space))
	case tDeck:
		return in(t.i, egizia.NumDecks)
	case tBonusSp:
		return in(t.i, 2)
	case tSeatCrew:
		return in(t.i, v.st.NumPlayers()) && in(t.j, egizia.NumCrews)
	case tSeatMkt:
		return in(t.i, v.st.NumPlayers()) && in(t.j, egizia.NumMarkets)
	case tSeatCard, tSeatBonus, tSeatStone:
		return in(t.i, v.st.NumPlayers())
	}
	return true
}
