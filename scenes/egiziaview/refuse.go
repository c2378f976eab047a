package egiziaview

import (
	"slices"

	"nilegames/engine/egizia"
	"nilegames/render/geom"
)

// A refused click says why in the status line (gameview.Refuser).

// Refused is the reason of the last refused click, once.
func (v *View) Refused() (string, []any, bool) { return v.pk.ref.Take() }

// refuseAt records why a click at p did nothing (nothing when p is on
// no target, or on a piece of information a click does not use: a click
// on the background or on what the tooltip explains is no mistake).
func (v *View) refuseAt(p geom.Point) {
	hits := v.hit(p)
	if len(hits) == 0 {
		return
	}
	key, args := v.refuse(hits[0])
	if key == "" {
		return
	}
	v.pk.ref.Set(key, args...)
}

// infoTarget reports a target a click never uses in phase ph: it only
// shows (its tooltip says what it is), so a click on it is not refused.
func (v *View) infoTarget(t target, ph egizia.Phase) bool {
	switch t.kind {
	case tHand, tDeck, tBonusSp, tSeatCrew, tSeatMkt, tSeatBonus, tSeatStone:
		return true
	case tFlood:
		return ph != egizia.PhFlood
	case tMarket:
		return ph != egizia.PhMarket
	case tObelisk, tColonnade, tPyrRow, tStatue:
		return ph != egizia.PhBuildItems && ph != egizia.PhFreeBrick
	case tSphDeck:
		return ph != egizia.PhBuildItems || v.st.Build().Zone != egizia.ZoneSphinx
	}
	return false
}

// refuse is why a click on t does nothing now: a locale key and its
// arguments, always a reason, never a bare "not now"; "" when the click
// deserves no answer (infoTarget).
func (v *View) refuse(t target) (string, []any) {
	st := v.st
	d := &v.pk.Dec
	if st.Terminal() {
		return "egizia.refuse.over", nil
	}
	ph := st.Phase()
	if v.infoTarget(t, ph) && !(panelTarget(t) && t.i != d.Seat && d.Human) {
		return "", nil
	}
	if !d.Human {
		return "egizia.refuse.not_turn", []any{"player", v.seatName(st.CurrentPlayer())}
	}
	if panelTarget(t) && t.i != d.Seat {
		return "egizia.refuse.not_yours", nil
	}
	if v.Selecting() {
		return "egizia.refuse.choose_first", nil
	}
	now := func(key string, args ...any) (string, []any) {
		pk, pa := v.prompt()
		return key, append(args, "what", v.t(pk, pa...))
	}
	switch t.kind {
	case tCard, tRound, tSlot, tWait:
		if key, ok := pendingRefusal[ph]; ok {
			return key, nil
		}
		switch ph {
		case egizia.PhPlace:
			return v.refusePlace(t)
		case egizia.PhGlean:
			if t.kind == tCard && st.RiverCard(t.i) == 0 {
				return "egizia.refuse.empty", nil
			}
			return "egizia.refuse.glean_cards", nil
		}
		return "egizia.refuse.ships_later", nil
	case tFlood:
		n := 1
		if op, ok := st.PendingEffect(); ok && op.Kind == egizia.OpFlood {
			n = int(op.A)
		}
		return "egizia.refuse.flood_far", []any{"n", n}
	case tObelisk, tColonnade, tPyrRow, tStatue:
		if ph == egizia.PhFreeBrick {
			return "egizia.refuse.free_no_room", nil
		}
		b := st.Build()
		if z := itemZone(t); z != b.Zone {
			return "egizia.refuse.other_zone", []any{"zone", v.zoneName(b.Zone)}
		}
		return "egizia.refuse.cannot_build", []any{"strength", b.Capacity - b.Cost, "stone", b.Budget}
	case tSphDeck:
		b := st.Build()
		return "egizia.refuse.sphinx_limit", []any{"n", b.SphLimit, "strength", b.Capacity - b.Cost, "stone", b.Budget}
	case tSeatCard:
		return "egizia.refuse.card_not_now", nil
	}
	return now("egizia.refuse.other")
}

// pendingRefusal is why a river click does nothing while a decision
// other than placing a ship is pending: that decision is named (a flood
// move, a crew, a market, a free brick, a Sphinx card), whichever step
// of the round it comes in (report: during the flood choice of an
// effect, placement itself, a river card was refused as "ships stop only
// at placement").
var pendingRefusal = map[egizia.Phase]string{
	egizia.PhSetupSphinx: "egizia.refuse.pending_sphinx",
	egizia.PhSphinxKeep:  "egizia.refuse.pending_sphinx",
	egizia.PhCrew:        "egizia.refuse.pending_crew",
	egizia.PhFlood:       "egizia.refuse.pending_flood",
	egizia.PhMarket:      "egizia.refuse.pending_market",
	egizia.PhFreeBrick:   "egizia.refuse.pending_free",
}

// itemZone is the zone of a monument target.
func itemZone(t target) int {
	switch t.kind {
	case tObelisk, tColonnade:
		return egizia.ZoneObelisk
	case tPyrRow, tStatue:
		return egizia.ZonePyramid
	}
	return egizia.ZoneSphinx
}

// refusePlace is why a ship cannot stop at river target t now (§4.2, in
// the engine's order: the space itself, then the stop's rules).
func (v *View) refusePlace(t target) (string, []any) {
	st := v.st
	seat := v.pk.Dec.Seat
	if st.PlayerState(seat).Ships >= egizia.NumShips {
		return "egizia.refuse.no_ships", nil
	}
	idx := v.riverIndex(t)
	switch t.kind {
	case tCard:
		if st.NumPlayers() == 2 && slices.Contains(egizia.TwoPBlockedCards[:], int8(t.i)) {
			return "egizia.refuse.blocked_card", nil
		}
		if st.ShipAt(idx) != egizia.Empty {
			return "egizia.refuse.taken", nil
		}
		if st.RiverCard(t.i) == 0 {
			return "egizia.refuse.empty", nil
		}
	case tRound:
		switch st.RiverTile(t.i) {
		case egizia.TileBlocked:
			return "egizia.refuse.blocked_round", nil
		case egizia.TileNone:
			if st.ShipAt(idx) == egizia.Empty {
				return "egizia.refuse.no_tile", nil
			}
		}
		if st.ShipAt(idx) != egizia.Empty {
			return "egizia.refuse.taken", nil
		}
	case tSlot:
		switch st.Slot(t.i, t.j) {
		case egizia.Empty:
		case egizia.Neutral:
			return "egizia.refuse.closed_slot", []any{"n", st.NumPlayers()}
		default:
			return "egizia.refuse.taken", nil
		}
		if v.inZone(seat, t.i) {
			return "egizia.refuse.one_per_zone", nil
		}
	case tWait:
		if v.inZone(seat, t.i) {
			return "egizia.refuse.one_per_zone", nil
		}
		for i := 0; i < egizia.SlotsPerZone; i++ {
			if st.Slot(t.i, i) == egizia.Empty {
				return "egizia.refuse.wait_slot_free", nil
			}
		}
		if len(st.Waiting(t.i)) >= egizia.MaxPlayers {
			return "egizia.refuse.wait_full", nil
		}
	}
	if idx > 0 && idx <= v.lowestShip(seat) {
		return "egizia.refuse.upstream", nil
	}
	pk, pa := v.prompt()
	return "egizia.refuse.other", []any{"what", v.t(pk, pa...)}
}

// inZone reports whether seat has a ship in zone z (a slot or waiting).
func (v *View) inZone(seat, z int) bool {
	if slices.Contains(v.st.Waiting(z), seat) {
		return true
	}
	for i := 0; i < egizia.SlotsPerZone; i++ {
		if v.st.Slot(z, i) == seat {
			return true
		}
	}
	return false
}

// riverIndex is the river index (1..20) of a river target, 0 for others.
func (v *View) riverIndex(t target) int {
	switch t.kind {
	case tCard:
		return int(egizia.CardIndex[t.i])
	case tRound:
		return int(egizia.RoundIndex[t.i])
	case tSlot, tWait:
		return int(egizia.ZoneIndex[t.i])
	}
	return 0
}

// lowestShip is the river index of seat's furthest ship downstream this
// round (0: none).
func (v *View) lowestShip(seat int) int {
	low := 0
	for i := 1; i <= egizia.NumRiver; i++ {
		if v.st.ShipAt(i) == seat {
			low = i
		}
	}
	for z := 0; z < egizia.NumZones; z++ {
		mine := slices.Contains(v.st.Waiting(z), seat)
		for i := 0; i < egizia.SlotsPerZone; i++ {
			mine = mine || v.st.Slot(z, i) == seat
		}
		if mine {
			low = max(low, int(egizia.ZoneIndex[z]))
		}
	}
	return low
}
