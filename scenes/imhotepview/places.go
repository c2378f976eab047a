package imhotepview

import (
	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// EndsRound reports whether e closes a round (RoundEnded) or the game (the
// final scoring, which follows round 6's RoundEnded).
func EndsRound(e engine.Event) bool {
	switch e.(type) {
	case imhotep.RoundEnded, imhotep.GameEnded:
		return true
	}
	return false
}

// Places are the spots of the board event e touches, in the layout and
// state of the last Sync (gameview.Placer).
func (v *View) Places(e engine.Event) []gameview.Place {
	b, l := v.target, v.lay
	if b == nil || l == nil {
		return nil
	}
	rect := func(r geom.Rect) gameview.Place { return gameview.Place{R: r, Shape: gameview.PlaceRect} }
	circle := func(c geom.Point, d float64) gameview.Place {
		return gameview.Place{R: geom.RectFromCenter(c, l.s(d), l.s(d)), Shape: gameview.PlaceCircle}
	}
	stone := func(c geom.Point) gameview.Place { return circle(c, stoneS+10) }
	seat := func(p int) bool { return p >= 0 && p < b.np }
	switch e := e.(type) {
	case imhotep.RoundStarted:
		return []gameview.Place{rect(l.roundPanel()), rect(l.harbour())}
	case imhotep.RoundEnded:
		return []gameview.Place{rect(l.roundPanel())}
	case imhotep.MarketDealt:
		var out []gameview.Place
		for i, c := range e.Cards {
			if c != imhotep.NoCard {
				out = append(out, rect(l.marketSpace(i)))
			}
		}
		if e.Pair > 0 {
			out = append(out, rect(l.marketSpace(3)))
		}
		return out
	case imhotep.DeckReshuffled:
		return []gameview.Place{rect(l.deckPile())}
	case imhotep.StonesTaken:
		if !seat(e.Player) {
			return nil
		}
		return []gameview.Place{rect(l.sled(e.Player))}
	case imhotep.StonePlaced:
		// Only while the stone is still there (not after its round).
		if i := b.shipIndex(e.Ship); i < 0 || e.Slot >= len(b.ships[i].slots) || b.ships[i].slots[e.Slot] != e.Player {
			return nil
		}
		if r, ok := v.slotNow(e.Ship, e.Slot); ok {
			return []gameview.Place{stone(r.Center())}
		}
	case imhotep.ShipSailed:
		if i := b.shipIndex(e.Ship); i >= 0 && b.ships[i].dest == e.Site {
			r, _ := v.shipNow(e.Ship)
			return []gameview.Place{rect(r)}
		}
		if e.Site >= 0 && e.Site < imhotep.NumSites {
			return []gameview.Place{rect(l.dock(e.Site))}
		}
	case imhotep.LeverOrder:
		if i := b.shipIndex(e.Ship); i >= 0 && b.ships[i].dest >= 0 {
			r, _ := v.shipNow(e.Ship)
			return []gameview.Place{rect(r)}
		}
	case imhotep.StoneUnloaded:
		// Where it came from: the slot of the ship at the dock. Where it
		// goes is the StoneBuilt (or the card taken) that follows.
		if i := b.shipIndex(e.Ship); i >= 0 && b.ships[i].dest == e.Site {
			r, _ := v.slotNow(e.Ship, e.Slot)
			return []gameview.Place{stone(r.Center())}
		}
		if e.Site >= 0 && e.Site < imhotep.NumSites {
			return []gameview.Place{rect(l.dock(e.Site))}
		}
	case imhotep.StoneBuilt:
		if !seat(e.Owner) {
			return nil
		}
		return []gameview.Place{stone(v.builtNow(e))}
	case imhotep.ObeliskFormed:
		if e.Index >= 0 && e.Index < len(imhotep.ObeliskBValues) {
			return []gameview.Place{rect(l.obSpace(e.Index))}
		}
		return []gameview.Place{rect(l.obSpace(len(imhotep.ObeliskBValues) - 1))}
	case imhotep.PointsScored:
		if !seat(e.Player) || e.Points == 0 {
			return nil
		}
		pts, sizes := l.trackMarkers(b.score[:b.np])
		return []gameview.Place{{R: geom.RectFromCenter(pts[e.Player], sizes[e.Player]+l.s(10), sizes[e.Player]+l.s(10)), Shape: gameview.PlaceCircle}}
	case imhotep.CardTaken:
		switch e.From {
		case "market":
			if e.Space >= 0 && e.Space < imhotep.MarketASpaces {
				return []gameview.Place{rect(l.marketSpace(e.Space))}
			}
		case "pair":
			return []gameview.Place{rect(l.marketSpace(3))}
		case "deck":
			return []gameview.Place{rect(l.deckPile())}
		}
	case imhotep.PairTaken, imhotep.PairKept:
		return []gameview.Place{rect(l.marketSpace(3))}
	case imhotep.RedCardResolved, imhotep.BlueCardPlayed:
		return []gameview.Place{rect(l.discardPile())}
	case imhotep.TempleScored:
		n, w := len(b.temple), b.templeW
		if e.Column < 0 || e.Column >= w || e.Column >= n {
			return nil
		}
		top := e.Column + ((n-1-e.Column)/w)*w
		out := []gameview.Place{stone(l.templeStone(top, n, w))}
		if b.sideB[imhotep.Temple] {
			out = append(out, rect(l.templeBonus(e.Column)))
		}
		return out
	case imhotep.StonesReturned:
		if !seat(e.Player) {
			return nil
		}
		return []gameview.Place{rect(l.quarryPile(e.Player))}
	case imhotep.MarketCleared:
		var out []gameview.Place
		for i := range e.Cards {
			if i < imhotep.MarketASpaces {
				out = append(out, rect(l.marketSpace(i)))
			}
		}
		return append(out, rect(l.discardPile()))
	case imhotep.GameEnded:
		return []gameview.Place{rect(l.trackRect())}
	}
	return nil
}

// shipNow is the hull of ship id where it lies now: its berth, or the dock
// of the site it sailed to; ok is false for a ship not of this round.
func (v *View) shipNow(id int) (geom.Rect, bool) {
	b, l := v.target, v.lay
	i := b.shipIndex(id)
	if i < 0 || id < 0 || id >= len(imhotep.Ships) {
		return geom.Rect{}, false
	}
	c := imhotep.Ships[id].Capacity
	if d := b.ships[i].dest; d >= 0 {
		return l.shipRect(l.dock(d), c), true
	}
	return l.shipRect(l.berth(i), c), true
}

// slotNow is slot k of ship id where the ship lies now.
func (v *View) slotNow(id, k int) (geom.Rect, bool) {
	hull, ok := v.shipNow(id)
	if !ok || k < 0 || k >= imhotep.Ships[id].Capacity {
		return geom.Rect{}, false
	}
	return v.lay.slotRect(hull.Center(), imhotep.Ships[id].Capacity, k), true
}

// builtNow is where the stone of e lies on the board of the last Sync.
func (v *View) builtNow(e imhotep.StoneBuilt) geom.Point {
	b, l := v.target, v.lay
	switch e.Site {
	case imhotep.Temple:
		return l.templeStone(e.Pos, max(len(b.temple), e.Pos+1), b.templeW)
	case imhotep.Burial:
		return l.burialCell(e.Pos, max(len(b.burial), e.Pos+1), b.sideB[imhotep.Burial]).Center()
	case imhotep.Obelisks:
		if !b.sideB[imhotep.Obelisks] {
			return l.obeliskATop(e.Owner, max(e.Pos-1, 0))
		}
	}
	return v.builtPosFor(e, b)
}
