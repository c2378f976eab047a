package kheopsview

import (
	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/locales"
	"nilegames/scenes/gameview"
)

// The game log of Kheops. Names here start with "log" so that they stay
// clear of the rest of the view. Positions are given as rows counted from
// the summit (row 1) down to the bottom row (row 7): the board shows no slot
// numbers, and the rules pages explain the counting.

// logT formats the [kheops.log] message k.
func logT(loc *locales.Bundle, k string, args ...any) string {
	return loc.T(logSection+k, args...)
}

// Sections of keys built from codes.
const (
	logSection       = "kheops.log."
	logSymbolSection = "kheops.symbol."
)

// logSeat is the name of seat p, or its colour when the seat has none.
func logSeat(env *gameview.Env, p int) string {
	if p >= 0 && p < len(env.Seats) && env.Seats[p].Name != "" {
		return env.Seats[p].Name
	}
	switch p {
	case kheops.White:
		return env.Loc.T("kheops.colour.white")
	case kheops.Blue:
		return env.Loc.T("kheops.colour.blue")
	}
	return "?"
}

// logWhere is where slot is, worded for one use: "at" (where something is
// put), "of" (the tile there), "from" and "to" (a move).
func logWhere(loc *locales.Bundle, use string, slot int) string {
	r, _ := kheops.SlotRC(slot)
	if r == 1 {
		return logT(loc, "summit_"+use)
	}
	return logT(loc, "row_"+use, "row", r)
}

var logColourCodes = [...]string{kheops.Gold: "gold", kheops.Red: "red", kheops.Green: "green"}

// logTile names a tile by its kind and symbol ("a corridor with Swap"). The
// tiles of a hand are private: only placed tiles go through here.
func logTile(loc *locales.Bundle, id int) string {
	if id < 1 || id > kheops.NumTiles {
		return logT(loc, "tile_any")
	}
	t := kheops.Tiles[id]
	kind := logT(loc, "kind_room")
	if t.Kind == kheops.Corridor {
		kind = logT(loc, "kind_corridor")
	}
	if t.Symbol == kheops.NoSymbol {
		return kind
	}
	with := t.Symbol.String()
	if t.Symbol == kheops.Sarcophagus && int(t.Colour) < len(logColourCodes) && logColourCodes[t.Colour] != "" {
		with += "_" + logColourCodes[t.Colour]
	}
	return logT(loc, "tile", "kind", kind, "symbol", logT(loc, "with_"+with))
}

var logPawnKeys = [...]string{kheops.Worker: "placed_worker", kheops.Priest: "placed_priest",
	kheops.Mummy: "placed_mummy", kheops.Pharaoh: "placed_pharaoh"}

// Log is the sentence of the game log for one event (Entry.Log). It never
// names a tile of a hand: a drawn tile stays "a tile".
var Log = gameview.LogWith(logSection, logLine)

func logLine(e engine.Event, w gameview.LogWords) (string, bool) {
	loc, T := w.Loc, w.Line
	name := func(p int) string { return logSeat(w.Env, p) }
	switch e := e.(type) {
	case kheops.PawnPlaced:
		where := logWhere(loc, "at", e.Slot)
		if e.Ousted {
			return T("ousted", "player", name(e.Player), "where", where)
		}
		if int(e.Pawn.Kind) >= len(logPawnKeys) {
			return "", false
		}
		return T(logPawnKeys[e.Pawn.Kind], "player", name(e.Player), "where", where)
	case kheops.PawnSkipped:
		return T("pawn_skipped", "player", name(e.Player))
	case kheops.PowerStarted:
		if !e.Power.Immediate() {
			return "", false
		}
		return T("power_"+e.Power.String(), "player", name(e.Player))
	case kheops.PowerSkipped:
		if !e.Power.Immediate() {
			return "", false
		}
		return T("power_skipped", "player", name(e.Player), "power", loc.T(logSymbolSection+e.Power.String()))
	case kheops.TileRotated:
		where := logWhere(loc, "of", e.Slot)
		switch e.Steps {
		case 1:
			return T("rotated_cw", "player", name(e.Player), "where", where)
		case 2:
			return T("rotated_ccw", "player", name(e.Player), "where", where)
		}
		return "", false
	case kheops.PawnsSwapped:
		return T("swapped", "player", name(e.Player), "own", logWhere(loc, "at", e.Own), "opp", logWhere(loc, "at", e.Opp))
	case kheops.PawnMoved:
		return T("moved", "player", name(e.Player), "from", logWhere(loc, "from", e.From), "to", logWhere(loc, "to", e.To))
	case kheops.TilePlaced:
		return T("tile_placed", "player", name(e.Player), "tile", logTile(loc, e.Tile), "where", logWhere(loc, "at", e.Slot))
	case kheops.TileDrawn:
		return T("tile_drawn", "player", name(e.Player))
	case kheops.GameEnded:
		if len(e.Totals) != kheops.Players {
			return "", false
		}
		a, b := e.Totals[kheops.White], e.Totals[kheops.Blue]
		switch {
		case a > b:
			return T("won", "player", name(kheops.White), "a", a, "b", b)
		case b > a:
			return T("won", "player", name(kheops.Blue), "a", b, "b", a)
		}
		return T("draw", "n", a)
	}
	return "", false
}
