package egiziaview

import (
	"strconv"
	"strings"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/locales"
	"nilegames/scenes/gameview"
)

// The game log of Egizia. Names here start with "log". Rules: the log is
// one list every seat at the screen reads, so it never names a Sphinx
// card before the final reveal (§11.1: the setup pair, the cards drawn,
// kept and put back are counted, never named; the drawer sees them in
// their hand); a score or Stone change that another line of the same
// move already says gives no line of its own.

const logSection = "egizia.log."

func logT(loc *locales.Bundle, k string, args ...any) string { return loc.T(logSection+k, args...) }

// logSeat is the name of seat p, else its colour, else "Player p+1".
func logSeat(env *gameview.Env, p int) string { return env.SeatName(p, logSection+"seat") }

func logSeatOK(p int) bool { return p >= 0 && p < egizia.MaxPlayers }

// logSeats joins the names of seats, or false if one is not a seat.
func logSeats(w gameview.LogWords, seats []int) (string, bool) {
	for _, p := range seats {
		if !logSeatOK(p) {
			return "", false
		}
	}
	return w.SeatList(seats, ", "), len(seats) > 0
}

// logCard is the card's title, as the card shows it: "Quarry 3".
func logCard(loc *locales.Bundle, id int) (string, bool) {
	if id < 1 || id > egizia.NumNileCards {
		return "", false
	}
	return logT(loc, "card", "name", cardName(id, loc)), true
}

func logCrew(loc *locales.Bundle, c int) (string, bool) {
	return gameview.IndexedT(loc, logSection+"crew_", c, egizia.NumCrews)
}

func logMarket(loc *locales.Bundle, m int) (string, bool) {
	return gameview.IndexedT(loc, logSection+"market_", m, egizia.NumMarkets)
}

func logZone(loc *locales.Bundle, z int) (string, bool) {
	return gameview.IndexedT(loc, logSection+"zone_", z, egizia.NumZones)
}

func logColour(loc *locales.Bundle, c int) (string, bool) {
	return gameview.IndexedT(loc, logSection+"colour_", c, egizia.NumColours)
}

// logWhy is the cause of a score, Stone, Strength or market change;
// empty for a code the log does not know.
func logWhy(loc *locales.Bundle, reason string) string {
	if k := logSection + "rsn_" + reason; reason != "" && loc.Has(k) {
		return loc.T(k)
	}
	return ""
}

// logOp words one effect of a tile or a printed space.
func logOp(loc *locales.Bundle, op egizia.Op) (string, bool) {
	n := int(op.B)
	switch op.Kind {
	case egizia.OpCrew:
		if op.A == egizia.CrewChoice {
			return logT(loc, "op_crew_choice", "n", n), true
		}
		c, ok := logCrew(loc, int(op.A))
		return logT(loc, "op_crew", "n", n, "crew", c), ok
	case egizia.OpFlood:
		return logT(loc, "op_flood", "n", int(op.A)), op.A > 0
	case egizia.OpMarket:
		if op.A == egizia.MktChoice {
			return logT(loc, "op_market_choice", "n", n), true
		}
		m, ok := logMarket(loc, int(op.A))
		return logT(loc, "op_market", "n", n, "market", m), ok
	case egizia.OpStone:
		return logT(loc, "op_stone", "n", n), true
	case egizia.OpPoints:
		return logT(loc, "op_points", "n", n), true
	case egizia.OpFreeBrick:
		return logT(loc, "op_free_brick"), true
	case egizia.OpGloryPyr:
		return logT(loc, "op_glory_pyr"), true
	case egizia.OpGloryObe:
		return logT(loc, "op_glory_obe"), true
	case egizia.OpWaitingShip:
		return logT(loc, "op_waiting"), true
	}
	return "", false
}

// logOps words the effects of a tile or printed space, "" if none.
func logOps(loc *locales.Bundle, ops [2]egizia.Op) (string, bool) {
	var parts []string
	for _, op := range ops {
		if op.Kind == egizia.OpNone {
			continue
		}
		s, ok := logOp(loc, op)
		if !ok {
			return "", false
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", "), len(parts) > 0
}

// logTileOps are the effects on round space t showing tile.
func logTileOps(loc *locales.Bundle, tile, t int) (string, bool) {
	switch {
	case t < 0 || t >= egizia.NumRoundSp:
		return "", false
	case tile == egizia.TilePrinted:
		return logOps(loc, egizia.PrintedRound1[t])
	case tile >= 1 && tile <= egizia.NumTiles:
		return logOps(loc, egizia.Tiles[tile-1].Ops)
	}
	return "", false
}

// logBonus names bonus tile g with its power.
func logBonus(loc *locales.Bundle, g int) (string, bool) {
	if g < 1 || g > egizia.NumBonus {
		return "", false
	}
	return logT(loc, "bonus_"+strconv.Itoa(g)), true
}

// logWhere is a brick's place on its monument.
func logWhere(loc *locales.Bundle, e egizia.BrickPlaced) (string, bool) {
	switch e.Monument {
	case egizia.MonObelisk:
		if e.Space < 0 || e.Space >= egizia.ObeliskFloors {
			return "", false
		}
		return logT(loc, "at_obelisk", "floor", e.Space+1), true
	case egizia.MonColonnade:
		if e.Space < 0 || e.Space >= egizia.ColColumns {
			return "", false
		}
		return logT(loc, "at_colonnade", "col", e.Space+1), true
	case egizia.MonPyramid:
		if e.Row < 0 || e.Row >= egizia.PyrRows || e.Space < 0 || e.Space >= egizia.PyrMaxRow {
			return "", false
		}
		return logT(loc, "at_pyramid", "row", e.Row+1, "space", e.Space+1), true
	case egizia.MonStatue:
		if e.Row < 0 || e.Row >= egizia.NumStatues || e.Space < 0 || e.Space >= egizia.StatueLevels {
			return "", false
		}
		return logT(loc, "at_statue", "statue", e.Row+1, "level", e.Space+1), true
	}
	return "", false
}

// logCrews lists the crews of a build (bits by crew), basic crews first.
func logCrews(loc *locales.Bundle, bits int) (string, bool) {
	var names []string
	for _, c := range []int{egizia.CrewGreen, egizia.CrewBlue, egizia.CrewYellow, egizia.CrewViolet} {
		if bits&(1<<c) != 0 {
			names = append(names, logT(loc, "crew_"+strconv.Itoa(c)))
		}
	}
	if len(names) == 0 || bits >= 1<<egizia.NumCrews {
		return "", false
	}
	last := len(names) - 1
	if last == 0 {
		return names[0], true
	}
	return logT(loc, "crews_and", "a", strings.Join(names[:last], ", "), "b", names[last]), true
}

// logSilentScore: score reasons another line of the same move states.
var logSilentScore = map[string]bool{
	egizia.RsnBrick: true, egizia.RsnSphinx: true, egizia.RsnCoop: true, egizia.RsnFeed: true, egizia.RsnRow: true,
	egizia.RsnColDone: true, egizia.RsnGlean: true, egizia.RsnSell: true, egizia.RsnEndSphinx: true, egizia.RsnEndStatue: true,
}

// logSilentStone: Stone reasons another line states (Produced, the build).
var logSilentStone = map[string]bool{egizia.RsnProduce: true, egizia.RsnBuild: true, egizia.RsnSell: true}

// logSources are the score parts, in the engine's order (Entry.Source).
var logSources = []string{"track", "pyramid_majority", "nile", "sphinx", "statues", "stone"}

// Log is the sentence of the game log for one event (Entry.Log).
var Log = gameview.LogWith(logSection, logLine)

func logLine(e engine.Event, w gameview.LogWords) (string, bool) {
	env, loc, name, T, TIf := w.Env, w.Loc, w.Seat, w.Line, w.LineIf
	switch e := e.(type) {
	// Setup and the flow of the round.
	case egizia.SetupSphinxKept:
		return TIf(logSeatOK(e.Player), "setup_sphinx_kept", "player", name(e.Player))
	case egizia.SphinxShuffled:
		return TIf(e.Cards >= 0, "sphinx_shuffled", "n", e.Cards)
	case egizia.RoundStarted:
		order, ok := logSeats(w, e.Order)
		return TIf(ok && e.Round >= 1 && e.Round <= egizia.NumRounds, "round_started", "round", e.Round, "rounds", egizia.NumRounds, "order", order)
	case egizia.StepStarted:
		return TIf(e.Step >= egizia.StepPlace && e.Step <= egizia.StepFinal, "step_"+strconv.Itoa(e.Step))
	case egizia.CardDealt:
		c, ok := logCard(loc, e.Card)
		return TIf(ok && e.Space >= 0 && e.Space < egizia.NumCardSp, "card_dealt", "card", c, "space", e.Space+1)
	case egizia.CardsBoxed:
		return TIf(e.Deck >= 0 && e.Deck < egizia.NumDecks && e.Cards >= 0, "cards_boxed", "n", e.Cards, "deck", logT(loc, "deck_"+strconv.Itoa(e.Deck)))
	case egizia.TileDealt:
		switch {
		case e.Space < 0 || e.Space >= egizia.NumRoundSp:
			return "", false
		case e.Tile == egizia.TileBlocked:
			return T("tile_blocked", "space", e.Space+1)
		}
		ops, ok := logTileOps(loc, e.Tile, e.Space)
		if !ok {
			return "", false
		}
		if e.Tile == egizia.TilePrinted {
			return T("tile_printed", "space", e.Space+1, "effect", ops)
		}
		return T("tile_dealt", "space", e.Space+1, "effect", ops)
	case egizia.WindowOpened:
		return TIf(logSeatOK(e.Player) && e.Kind >= egizia.WinProduce && e.Kind <= egizia.WinFinal, "window_open_"+strconv.Itoa(e.Kind), "player", name(e.Player))
	case egizia.WindowClosed:
		return TIf(logSeatOK(e.Player) && e.Kind >= egizia.WinProduce && e.Kind <= egizia.WinFinal, "window_closed", "player", name(e.Player))
	case egizia.CoopBonusScored:
		if !logSeatOK(e.Player) || e.Zones < 0 || e.Zones > egizia.NumZones {
			return "", false
		}
		if e.Points <= 0 {
			return T("coop_none", "player", name(e.Player), "n", e.Zones)
		}
		return T("coop_bonus", "player", name(e.Player), "n", e.Zones, "points", e.Points)
	case egizia.RiverCleared:
		return TIf(e.Round >= 1 && e.Round <= egizia.NumRounds && e.CardsBoxed >= 0, "river_cleared", "round", e.Round, "n", e.CardsBoxed)
	case egizia.OrderChanged:
		order, ok := logSeats(w, e.Order)
		return TIf(ok, "order_changed", "order", order)

	// Place ships.
	case egizia.ShipPlaced:
		return logShip(env, e)
	case egizia.Passed:
		return TIf(logSeatOK(e.Player), "passed", "player", name(e.Player))
	case egizia.ExtraShip:
		if !logSeatOK(e.Player) || (e.Via != "r34" && e.Via != "g7") {
			return "", false
		}
		return T("extra_ship_"+e.Via, "player", name(e.Player))
	case egizia.CardTaken:
		c, ok := logCard(loc, e.Card)
		if !ok || !logSeatOK(e.Player) {
			return "", false
		}
		switch {
		case e.Glean:
			return T("card_gleaned", "player", name(e.Player), "card", c)
		case e.Kept:
			return T("card_taken", "player", name(e.Player), "card", c)
		}
		return T("card_taken_now", "player", name(e.Player), "card", c)
	case egizia.TileResolved:
		ops, ok := logTileOps(loc, e.Tile, e.Space)
		return TIf(ok && logSeatOK(e.Player), "tile_resolved", "player", name(e.Player), "space", e.Space+1, "effect", ops)
	case egizia.GleanChosen:
		switch {
		case !logSeatOK(e.Player) || e.Space >= egizia.NumCardSp || e.Space < -1:
			return "", false
		case e.Space < 0:
			return T("glean_point", "player", name(e.Player))
		}
		return T("glean_card", "player", name(e.Player), "space", e.Space+1)

	// Effects.
	case egizia.FloodMoved:
		return TIf(logSeatOK(e.Player) && e.To >= egizia.FloodTop && e.To <= egizia.FloodBottom, "flood_"+strconv.Itoa(e.To), "player", name(e.Player))
	case egizia.FloodKept:
		return TIf(logSeatOK(e.Player) && e.At >= egizia.FloodTop && e.At <= egizia.FloodBottom, "flood_kept_"+strconv.Itoa(e.At), "player", name(e.Player))
	case egizia.WaitTileGained:
		return TIf(logSeatOK(e.Player), "wait_tile", "player", name(e.Player))
	case egizia.FreeBrickLost:
		return TIf(logSeatOK(e.Player), "free_brick_lost", "player", name(e.Player))
	case egizia.Glory:
		if !logSeatOK(e.Player) || e.Bricks < 0 {
			return "", false
		}
		if e.Pyramid {
			return T("glory_pyramid", "player", name(e.Player), "n", e.Bricks)
		}
		return T("glory_obelisk", "player", name(e.Player), "n", e.Bricks)
	case egizia.Scored:
		if !logSeatOK(e.Player) || e.Points == 0 || logSilentScore[e.Reason] {
			return "", false
		}
		k := "scored"
		if e.Points < 0 {
			k = "lost"
		}
		if why := logWhy(loc, e.Reason); why != "" {
			return T(k+"_why", "player", name(e.Player), "n", abs(e.Points), "why", why, "total", e.Total)
		}
		return T(k, "player", name(e.Player), "n", abs(e.Points), "total", e.Total)
	case egizia.StoneChanged:
		if !logSeatOK(e.Player) || logSilentStone[e.Reason] {
			return "", false
		}
		if e.Delta == 0 {
			return T("stone_full", "player", name(e.Player), "cap", egizia.StoneCap)
		}
		k := "stone_gained"
		if e.Delta < 0 {
			k = "stone_spent"
		}
		if why := logWhy(loc, e.Reason); why != "" {
			return T(k+"_why", "player", name(e.Player), "n", abs(e.Delta), "why", why, "total", e.Stone)
		}
		return T(k, "player", name(e.Player), "n", abs(e.Delta), "total", e.Stone)
	case egizia.StrengthChanged:
		c, ok := logCrew(loc, e.Crew)
		if !ok || !logSeatOK(e.Player) {
			return "", false
		}
		switch {
		case e.Delta == 0:
			return T("strength_full", "player", name(e.Player), "crew", c, "max", egizia.MaxStr)
		case e.Delta < 0:
			return T("strength_lost", "player", name(e.Player), "crew", c, "d", -e.Delta, "s", e.Strength)
		}
		return T("strength_gained", "player", name(e.Player), "crew", c, "d", e.Delta, "s", e.Strength)
	case egizia.MarketStepped:
		m, ok := logMarket(loc, e.Market)
		if !ok || !logSeatOK(e.Player) || e.From < 1 || e.To > egizia.MaxLevel || e.To < e.From || e.Overflow < 0 {
			return "", false
		}
		switch {
		case e.To > e.From && e.Overflow > 0:
			return T("market_up_over", "player", name(e.Player), "market", m, "from", e.From, "to", e.To, "n", e.Overflow)
		case e.To > e.From:
			return T("market_up", "player", name(e.Player), "market", m, "from", e.From, "to", e.To)
		case e.Overflow > 0:
			return T("market_over", "player", name(e.Player), "market", m, "n", e.Overflow)
		}
		return "", false

	// Produce and feed.
	case egizia.Produced:
		return TIf(logSeatOK(e.Player) && e.Stone >= 0, "produced", "player", name(e.Player), "n", e.Stone, "total", e.Total)
	case egizia.Milled:
		return TIf(logSeatOK(e.Player) && e.Stone > 0, "milled", "player", name(e.Player), "n", e.Stone)
	case egizia.Fed:
		if !logSeatOK(e.Player) || e.Need < 0 || e.Wheat < 0 {
			return "", false
		}
		args := []any{"player", name(e.Player), "need", e.Need, "wheat", e.Wheat}
		switch {
		case e.Points < 0:
			return T("fed_short", append(args, "missing", e.Need-e.Wheat, "n", -e.Points)...)
		case e.Points > 0:
			return T("fed_sold", append(args, "n", e.Points)...)
		case e.Wheat < e.Need:
			return T("fed_short_free", append(args, "missing", e.Need-e.Wheat)...)
		}
		return T("fed", args...)

	// Build.
	case egizia.BuildZone:
		z, ok := logZone(loc, e.Zone)
		return TIf(ok, "build_zone", "zone", z)
	case egizia.ShipDeclined:
		z, ok := logZone(loc, e.Zone)
		if !ok || !logSeatOK(e.Player) {
			return "", false
		}
		if e.Auto {
			return T("declined_auto", "player", name(e.Player), "zone", z)
		}
		return T("declined", "player", name(e.Player), "zone", z)
	case egizia.ShipShifted:
		z, ok := logZone(loc, e.Zone)
		return TIf(ok && logSeatOK(e.Player) && e.To >= 0 && e.To < egizia.SlotsPerZone, "ship_shifted", "player", name(e.Player), "zone", z, "slot", e.To+1)
	case egizia.WaitingPromoted:
		z, ok := logZone(loc, e.Zone)
		return TIf(ok && logSeatOK(e.Player) && e.Slot >= 0 && e.Slot < egizia.SlotsPerZone, "waiting_promoted", "player", name(e.Player), "zone", z, "slot", e.Slot+1)
	case egizia.ExtraBuilder:
		z, ok := logZone(loc, e.Zone)
		if !ok || !logSeatOK(e.Player) {
			return "", false
		}
		if e.G8 {
			return T("extra_builder_g8", "player", name(e.Player), "zone", z)
		}
		return T("extra_builder", "player", name(e.Player), "zone", z)
	case egizia.BuildStarted:
		crews, ok := logCrews(loc, e.Crews)
		return TIf(ok && logSeatOK(e.Player) && e.Strength >= 0, "build_started", "player", name(e.Player), "crews", crews, "s", e.Strength)
	case egizia.BoostPlayed:
		c, ok := logCard(loc, e.Card)
		return TIf(ok && logSeatOK(e.Player), "boost", "player", name(e.Player), "card", c, "d", e.Strength, "s", e.Capacity)
	case egizia.BrickPlaced:
		where, ok := logWhere(loc, e)
		if !ok || !logSeatOK(e.Player) {
			return "", false
		}
		switch {
		case e.Free:
			return T("brick_free", "player", name(e.Player), "where", where)
		case e.Monument == egizia.MonStatue:
			return T("brick_statue", "player", name(e.Player), "where", where, "cost", e.Cost)
		}
		return T("brick", "player", name(e.Player), "where", where, "cost", e.Cost, "n", e.Points)
	case egizia.BonusTileGained:
		b, ok := logBonus(loc, e.Tile)
		return TIf(ok && logSeatOK(e.Player) && e.Column >= 1 && e.Column <= egizia.ColColumns, "bonus_gained", "player", name(e.Player), "col", e.Column, "bonus", b)
	case egizia.ColonnadeCompleted:
		return TIf(logSeatOK(e.Player) && e.Rank >= 1 && e.Rank <= egizia.MaxPlayers, "colonnade_done", "player", name(e.Player), "rank", logT(loc, "rank_"+strconv.Itoa(e.Rank)), "n", e.Points)
	case egizia.RowCompleted:
		if e.Row < 0 || e.Row >= egizia.PyrRows {
			return "", false
		}
		if !logSeatOK(e.Winner) {
			return T("row_done_none", "row", e.Row+1)
		}
		return T("row_done", "row", e.Row+1, "player", name(e.Winner), "n", e.Points)
	case egizia.ObeliskBonus:
		if !logSeatOK(e.Player) {
			return "", false
		}
		if e.Upper {
			return T("obelisk_upper", "player", name(e.Player))
		}
		return T("obelisk_lower", "player", name(e.Player))
	case egizia.BuildDone:
		z, ok := logZone(loc, e.Zone)
		return TIf(ok && logSeatOK(e.Player) && e.Items >= 0, "build_done", "player", name(e.Player), "zone", z, "n", e.Items, "cost", e.Cost)

	// The Sphinx: counted, never named, until the final reveal.
	case egizia.SphinxDrawn:
		if !logSeatOK(e.Player) || e.Paid < 0 || e.Free < 0 || e.Paid+e.Free == 0 {
			return "", false
		}
		if e.Free > 0 {
			return T("sphinx_drawn_free", "player", name(e.Player), "n", e.Paid+e.Free)
		}
		return T("sphinx_drawn", "player", name(e.Player), "n", e.Paid)
	case egizia.SphinxKept:
		if !logSeatOK(e.Player) {
			return "", false
		}
		switch {
		case len(e.Cards) == 0:
			return T("sphinx_kept_none", "player", name(e.Player))
		case e.R48:
			return T("sphinx_kept_r48", "player", name(e.Player), "n", len(e.Cards))
		}
		return T("sphinx_kept", "player", name(e.Player), "n", len(e.Cards))
	case egizia.SphinxReturned:
		return TIf(logSeatOK(e.Player) && len(e.Cards) != 0, "sphinx_returned", "player", name(e.Player), "n", len(e.Cards), "points", e.Points)

	// Anytime and permanent cards.
	case egizia.CardUsed:
		c, ok := logCard(loc, e.Card)
		return TIf(ok && logSeatOK(e.Player), "card_used", "player", name(e.Player), "card", c)
	case egizia.Sold:
		return TIf(logSeatOK(e.Player) && e.Stone > 0, "sold", "player", name(e.Player), "n", e.Stone)
	case egizia.Attached:
		c, ok := logCard(loc, e.Card)
		from, ok2 := logColour(loc, e.From)
		to, ok3 := logColour(loc, e.To)
		return TIf(ok && ok2 && ok3 && logSeatOK(e.Player), "attached", "player", name(e.Player), "card", c, "from", from, "to", to)
	case egizia.PowerUsed:
		c, ok := logCard(loc, e.Card)
		if !ok || !logSeatOK(e.Player) || e.Stone < 0 {
			return "", false
		}
		if e.Stone > 0 {
			return T("power_paid", "player", name(e.Player), "card", c, "n", e.Stone)
		}
		return T("power_used", "player", name(e.Player), "card", c)

	// The end.
	case egizia.SphinxRevealed:
		if !logSeatOK(e.Player) || e.Card < 1 || e.Card > egizia.NumSphinx || e.Points < 0 {
			return "", false
		}
		if e.Points == 0 {
			return T("sphinx_unmet", "player", name(e.Player), "card", sphinxWhat(loc, e.Card))
		}
		return T("sphinx_met", "player", name(e.Player), "card", sphinxWhat(loc, e.Card), "n", e.Points)
	case egizia.StatueScored:
		if !logSeatOK(e.Player) || e.Statue < 0 || e.Statue >= egizia.NumStatues || e.Level < 0 || e.Level > egizia.StatueLevels ||
			e.Built < 0 || e.Built > egizia.StatueLevels {
			return "", false
		}
		if e.Level == 0 {
			return T("statue_unmet", "player", name(e.Player), "statue", e.Statue+1, "built", e.Built)
		}
		return T("statue_met", "player", name(e.Player), "statue", e.Statue+1, "level", e.Level, "n", e.Points)
	case egizia.GameOver:
		win, ok := logSeats(w, e.Winners)
		if !ok || e.Winners[0] >= len(e.Totals) {
			return "", false
		}
		if len(e.Winners) > 1 {
			return T("game_over_tie", "players", win, "n", e.Totals[e.Winners[0]])
		}
		return T("game_over", "player", win, "n", e.Totals[e.Winners[0]])
	}
	return "", false
}

// logShip: "Ana sails to card space 3."
func logShip(env *gameview.Env, e egizia.ShipPlaced) (string, bool) {
	loc := env.Loc
	if !logSeatOK(e.Player) {
		return "", false
	}
	var where string
	switch e.Kind {
	case egizia.KindCard:
		if e.Space < 0 || e.Space >= egizia.NumCardSp {
			return "", false
		}
		where = logT(loc, "to_card", "space", e.Space+1)
	case egizia.KindRound:
		if e.Space < 0 || e.Space >= egizia.NumRoundSp {
			return "", false
		}
		where = logT(loc, "to_round", "space", e.Space+1)
	case egizia.KindSlot, egizia.KindWait:
		z, ok := logZone(loc, e.Space)
		if !ok {
			return "", false
		}
		if e.Kind == egizia.KindWait {
			where = logT(loc, "to_wait", "zone", z)
			break
		}
		if e.Slot < 0 || e.Slot >= egizia.SlotsPerZone {
			return "", false
		}
		where = logT(loc, "to_slot", "zone", z, "slot", e.Slot+1)
	default:
		return "", false
	}
	switch e.Via {
	case "":
		return logT(loc, "ship", "player", logSeat(env, e.Player), "where", where), true
	case "g9", "g10":
		return logT(loc, "ship_"+e.Via, "player", logSeat(env, e.Player), "where", where), true
	}
	return "", false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
