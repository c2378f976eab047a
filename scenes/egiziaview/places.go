package egiziaview

import (
	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var (
	_ gameview.Placer       = (*View)(nil)
	_ gameview.PanelTipper  = (*View)(nil)
	_ gameview.PanelClicker = (*View)(nil)
	_ gameview.Refuser      = (*View)(nil)
	_ gameview.Prober       = (*View)(nil)
	_ gameview.Selector     = (*View)(nil)
	_ gameview.Asker        = (*View)(nil)
)

// Places are the spots of the board event e touches, in the layout and
// state of the last Sync: where the piece is now, and the panel's part of
// the seat that gained or lost something.
func (v *View) Places(e engine.Event) []gameview.Place {
	if v.st == nil || v.pl == nil {
		return nil
	}
	p := v.pl
	var out []gameview.Place
	rect := func(r geom.Rect) {
		if !r.Empty() {
			out = append(out, gameview.Place{R: r})
		}
	}
	at := func(k, i, j int) { rect(v.targetRect(target{k, i, j})) }
	okSeat := func(s int) bool { return s >= 0 && s < v.st.NumPlayers() }
	switch e := e.(type) {
	case egizia.ShipPlaced:
		switch e.Kind {
		case egizia.KindCard:
			at(tCard, e.Space, 0)
		case egizia.KindRound:
			at(tRound, e.Space, 0)
		case egizia.KindSlot:
			at(tSlot, e.Space, e.Slot)
		case egizia.KindWait:
			at(tWait, e.Space, 0)
		}
	case egizia.CardTaken:
		if okSeat(e.Player) && e.Kept {
			at(tSeatCard, e.Player, e.Card)
		}
		if rect := v.targetRect(target{tCard, e.Space, 0}); !rect.Empty() && len(out) == 0 {
			out = append(out, gameview.Place{R: rect})
		}
	case egizia.CardDealt:
		at(tCard, e.Space, 0)
	case egizia.TileDealt:
		at(tRound, e.Space, 0)
	case egizia.TileResolved:
		at(tRound, e.Space, 0)
	case egizia.FloodMoved:
		at(tFlood, e.To, 0)
	case egizia.FloodKept:
		at(tFlood, e.At, 0)
	case egizia.MarketStepped:
		if okSeat(e.Player) {
			at(tSeatMkt, e.Player, e.Market)
		}
		at(tMarket, e.Market, 0)
	case egizia.StrengthChanged:
		if okSeat(e.Player) && e.Crew >= 0 && e.Crew < egizia.NumCrews {
			at(tSeatCrew, e.Player, e.Crew)
		}
	case egizia.StoneChanged:
		if okSeat(e.Player) {
			at(tSeatStone, e.Player, 0)
		}
	case egizia.BrickPlaced:
		switch e.Monument {
		case egizia.MonObelisk:
			if e.Space >= 0 && e.Space < egizia.ObeliskFloors {
				rect(p.Obelisk.Floor[e.Space])
			}
		case egizia.MonColonnade:
			if okSeat(e.Player) {
				rect(p.Colonnade.Seat[e.Player])
			}
		case egizia.MonPyramid:
			if e.Row >= 0 && e.Row < egizia.PyrRows && e.Space >= 0 && e.Space < len(p.Pyramid.Space[e.Row]) {
				rect(p.Pyramid.Space[e.Row][e.Space])
			}
		case egizia.MonStatue:
			at(tStatue, e.Row, 0)
		}
	case egizia.BonusTileGained:
		if okSeat(e.Player) {
			at(tSeatBonus, e.Player, e.Tile)
		}
	case egizia.ShipDeclined:
		at(tSlot, e.Zone, max(0, e.Slot))
	case egizia.WaitingPromoted:
		at(tSlot, e.Zone, e.Slot)
	case egizia.ShipShifted:
		at(tSlot, e.Zone, e.To)
	case egizia.BuildStarted:
		if e.Slot >= 0 {
			at(tSlot, e.Zone, e.Slot)
		} else {
			at(tWait, e.Zone, 0)
		}
	case egizia.SphinxDrawn, egizia.SphinxReturned:
		at(tSphDeck, 0, 0)
	case egizia.CardUsed:
		if okSeat(e.Player) {
			at(tSeatCard, e.Player, e.Card)
		}
	case egizia.Attached:
		if okSeat(e.Player) {
			at(tSeatCard, e.Player, e.Field)
		}
	case egizia.StatueScored:
		at(tStatue, e.Statue, 0)
	case egizia.RowCompleted:
		at(tPyrRow, e.Row, 0)
	}
	return out
}
