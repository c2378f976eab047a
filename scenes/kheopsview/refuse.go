package kheopsview

import (
	"nilegames/engine/kheops"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Refused clicks explain themselves: the reason is read from the board of
// the last Sync and the rules' conditions (engine/kheops/legal.go), in the
// order the rules check them, so that the first failing one is named.

// refuse records why a click on t did nothing, if there is a reason.
func (v *View) refuse(t target) {
	if r, ok := v.why(t); ok {
		v.refusal = r
	}
}

// Refused is the reason of the last refused click, once (gameview.Refuser);
// the reasons are kept as keys under kheops.refuse.
func (v *View) Refused() (string, []any, bool) {
	key, args, ok := v.refusal.Take()
	if !ok {
		return "", nil, false
	}
	return "kheops.refuse." + key, args, true
}

// Selecting reports a half-made choice (gameview.Selector).
func (v *View) Selecting() bool { return v.dec.human && v.pk.partial() }

// Asked are the controls the prompt asks for: the pawn kinds in the pawn
// step, the hand and the turn and confirm controls in the tile step and a
// rotation power (gameview.Asker).
func (v *View) Asked() []geom.Rect {
	l := v.lay
	seat := v.traySeat()
	if l == nil || v.target == nil || !v.dec.human || seat != v.dec.player {
		return nil
	}
	mt, _ := v.dec.ms.kind()
	var out []geom.Rect
	switch mt {
	case kheops.PlacePawn:
		for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
			if hasKind(seat, k) {
				out = append(out, l.kindButton(k))
			}
		}
	case kheops.PlaceTile:
		for i := range v.target.hand[seat] {
			out = append(out, l.handTri(i).bounds())
		}
	}
	if v.controlsShown() {
		for i := 0; i < 3; i++ {
			out = append(out, l.ctrl(i).Bounds())
		}
	}
	return out
}

func (v *View) pawnName(k kheops.PawnKind) string {
	return tr(v.Env.Bundle(), "kheops.pawn."+k.String())
}

// kindLock is why seat cannot play pawn kind k now, "" when it can.
func (v *View) kindLock(seat int, k kheops.PawnKind) string {
	b := v.target
	if b == nil || seat < 0 || seat > 1 || !hasKind(seat, k) {
		return ""
	}
	switch {
	case b.sup[seat][k] == 0:
		return "none_left"
	case (k == kheops.Priest || k == kheops.Pharaoh) && b.sup[seat][kheops.Mummy] > 0:
		return "needs_mummy"
	}
	if mt, ok := v.dec.ms.kind(); ok && mt == kheops.PlacePawn && v.dec.player == seat &&
		!v.dec.ms.any(func(m kheops.Move) bool { return m.Kind == k }) {
		return "kind_nowhere"
	}
	return ""
}

// why is the reason a click on t is refused now; ok false when there is
// nothing to say (the click was usable, or meant nothing).
func (v *View) why(t target) (gameview.Refusal, bool) {
	b := v.target
	mt, ok := v.dec.ms.kind()
	if b == nil || !ok || !v.dec.human {
		return gameview.Refusal{}, false
	}
	seat := v.dec.player
	switch t.kind {
	case tKind:
		if mt != kheops.PlacePawn {
			return gameview.Refusal{Key: "pawn_done"}, true
		}
		k := kheops.PawnKind(t.n)
		if key := v.kindLock(seat, k); key != "" {
			return gameview.Refusal{Key: key, Args: []any{"pawn", v.pawnName(k)}}, true
		}
	case tHand:
		if mt != kheops.PlaceTile {
			return gameview.Refusal{Key: "tile_later"}, true
		}
	case tRotCW, tRotCCW, tConfirm:
		switch mt {
		case kheops.PlaceTile:
			if v.pk.slot == 0 {
				return gameview.Refusal{Key: "choose_slot"}, true
			}
		case kheops.RotateTile:
			if v.pk.first == 0 {
				return gameview.Refusal{Key: "choose_turn_tile"}, true
			}
			if t.kind == tConfirm && v.pk.k == 0 {
				return gameview.Refusal{Key: "turn_first"}, true
			}
		}
	case tSlot:
		return v.slotWhy(mt, seat, t.n)
	}
	return gameview.Refusal{}, false
}

// slotWhy is why a click on slot s does nothing in a decision of type mt.
func (v *View) slotWhy(mt kheops.MoveType, seat, s int) (gameview.Refusal, bool) {
	b := v.target
	id := b.tile[s]
	var pawn kheops.Pawn
	hasPawn := b.pawn[s] != 0
	if hasPawn {
		pawn = pawnOf(b.pawn[s])
	}
	who := func() []any { return []any{"player", v.name(pawn.Owner), "pawn", v.pawnName(pawn.Kind)} }
	// enter is why a pawn cannot enter s (placed, of kind mummy or not, or
	// moved).
	enter := func(placing, mummy bool) (gameview.Refusal, bool) {
		switch {
		case id == 0:
			return gameview.Refusal{Key: "no_tile_there"}, true
		case kheops.Tiles[id].Symbol == kheops.NoPawn:
			return gameview.Refusal{Key: "no_pawn_symbol"}, true
		case !hasPawn:
			return gameview.Refusal{}, false
		case pawn.Owner == seat:
			return gameview.Refusal{Key: "occupied_own", Args: []any{"pawn", v.pawnName(pawn.Kind)}}, true
		case mummy && pawn.Kind != kheops.Worker:
			return gameview.Refusal{Key: "mummy_workers_only", Args: who()}, true
		case placing && !mummy && pawn.Kind == kheops.Worker && b.sup[seat][kheops.Mummy] > 0:
			return gameview.Refusal{Key: "occupied_mummy", Args: who()}, true
		}
		return gameview.Refusal{Key: "occupied", Args: who()}, true
	}
	switch mt {
	case kheops.PlacePawn:
		if r, ok := enter(true, v.pk.kind == kheops.Mummy); ok {
			return r, true
		}
		if key := v.kindLock(seat, v.pk.kind); key != "" {
			return gameview.Refusal{Key: key, Args: []any{"pawn", v.pawnName(v.pk.kind)}}, true
		}
	case kheops.RotateTile:
		if s == v.pk.first || v.dec.ms.any(func(m kheops.Move) bool { return m.Slot == s }) {
			return gameview.Refusal{}, false
		}
		switch {
		case id == 0:
			return gameview.Refusal{Key: "empty_turn"}, true
		case b.power == kheops.RotateCorridor && kheops.Tiles[id].Kind == kheops.Room:
			return gameview.Refusal{Key: "not_corridor"}, true
		case b.power == kheops.RotateRoom && kheops.Tiles[id].Kind == kheops.Corridor:
			return gameview.Refusal{Key: "not_room"}, true
		case hasPawn && pawn.Owner != seat && (pawn.Kind == kheops.Priest || pawn.Kind == kheops.Pharaoh):
			return gameview.Refusal{Key: "protected_turn", Args: who()}, true
		}
	case kheops.SwapPawns:
		if v.pk.first == 0 || (hasPawn && pawn.Owner == seat) {
			if !hasPawn || pawn.Owner != seat {
				return gameview.Refusal{Key: "swap_pick_own"}, true
			}
			return gameview.Refusal{}, false
		}
		switch {
		case !hasPawn:
			return gameview.Refusal{Key: "swap_pick_opp"}, true
		case pawn.Kind == kheops.Priest || pawn.Kind == kheops.Pharaoh:
			return gameview.Refusal{Key: "protected_swap", Args: who()}, true
		}
	case kheops.MovePawn:
		if v.pk.first == 0 {
			switch {
			case hasPawn && pawn.Owner == seat && s == b.just:
				return gameview.Refusal{Key: "move_just"}, true
			case !hasPawn || pawn.Owner != seat:
				return gameview.Refusal{Key: "move_pick_own"}, true
			}
			return gameview.Refusal{}, false
		}
		if hasPawn && pawn.Owner == seat {
			if s == b.just {
				return gameview.Refusal{Key: "move_just"}, true
			}
			return gameview.Refusal{}, false
		}
		return enter(false, false)
	case kheops.PlaceTile:
		if v.dec.ms.any(func(m kheops.Move) bool { return m.Tile == v.pk.tile && m.Slot == s }) {
			return gameview.Refusal{}, false
		}
		if id != 0 {
			return gameview.Refusal{Key: "slot_taken"}, true
		}
		return gameview.Refusal{Key: "slot_unconnected"}, true
	}
	return gameview.Refusal{}, false
}
