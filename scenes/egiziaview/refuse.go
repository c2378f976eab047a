package egiziaview

import (
	"slices"

	"nilegames/engine/egizia"
	"nilegames/render/geom"
)

// A refused click says why in the status line (gameview.Refuser).

// refusal is the last refused click's reason.
type refusal struct {
	key  string
	args []any
}

// Refused is the reason of the last refused click, once.
func (v *View) Refused() (string, []any, bool) {
	r := v.pk.ref
	v.pk.ref = nil
	if r == nil {
		return "", nil, false
	}
	return r.key, r.args, true
}

// refuseAt records why a click at p did nothing (nothing when p is on
// no target: a click on the background is no mistake).
func (v *View) refuseAt(p geom.Point) {
	hits := v.hit(p)
	if len(hits) == 0 {
		return
	}
	key, args := v.refuse(hits[0])
	v.pk.ref = &refusal{key, args}
}

// refuse is why a click on t does nothing now.
func (v *View) refuse(t target) (string, []any) {
	st := v.st
	d := &v.pk.dec
	if st.Terminal() {
		return "egizia.refuse.over", nil
	}
	if !d.human {
		return "egizia.refuse.not_turn", []any{"player", v.seatName(st.CurrentPlayer())}
	}
	if panelTarget(t) && t.i != d.seat {
		return "egizia.refuse.not_yours", nil
	}
	if v.Selecting() {
		return "egizia.refuse.choose_first", nil
	}
	ph := st.Phase()
	switch t.kind {
	case tCard, tRound, tSlot, tWait:
		if ph != egizia.PhPlace && ph != egizia.PhGlean {
			break
		}
		if t.kind == tCard && st.RiverCard(t.i) == 0 {
			return "egizia.refuse.empty", nil
		}
		if ph == egizia.PhGlean {
			break
		}
		if t.kind == tSlot && st.Slot(t.i, t.j) != egizia.Empty {
			return "egizia.refuse.taken", nil
		}
		idx := v.riverIndex(t)
		if idx > 0 && st.ShipAt(idx) != egizia.Empty && t.kind != tSlot && t.kind != tWait {
			return "egizia.refuse.taken", nil
		}
		if idx > 0 && idx <= v.lowestShip(d.seat) {
			return "egizia.refuse.upstream", nil
		}
	case tObelisk, tColonnade, tPyrRow, tStatue:
		if ph == egizia.PhBuildItems {
			b := st.Build()
			return "egizia.refuse.cannot_build", []any{"strength", b.Capacity - b.Cost, "stone", b.Budget}
		}
	case tSeatCard:
		return "egizia.refuse.card_not_now", nil
	}
	key, args := v.prompt()
	return "egizia.refuse.not_now", []any{"what", v.t(key, args...)}
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
