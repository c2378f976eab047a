package tekhenuview

import (
	"strconv"
	"strings"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/locales"
	"nilegames/scenes/gameview"
)

// The game log of Tekhenu. Names here start with "log" so that they stay
// clear of the rest of the view. Rule: VP appear only in the VPChanged
// line (the engine records one after every step that scores), so that no
// gain is told twice; a Decree kept at setup is never named. In solo,
// Botankhamon's turn reads as its marker's hop (after the Deben's flip),
// the die it takes beside its tile, then its Divine Action as anyone's.

// Locale sections the log reads. [tekhenu.name] (gods, resources, die
// colours, …) and [tekhenu.card] are shared with the rest of the view.
const (
	logSection    = "tekhenu.log."
	logNames      = "tekhenu.name."
	logCards      = "tekhenu.card."
	logSourceKeys = "tekhenu.source."
)

// logT formats the [tekhenu.log] message k.
func logT(loc *locales.Bundle, k string, args ...any) string {
	return loc.T(logSection+k, args...)
}

// logSeat is the name of seat p, else its colour, else "Player p+1".
func logSeat(env *gameview.Env, p int) string { return env.SeatName(p, logSection+"seat") }

// logBotSeat is Botankhamon's seat in a solo match (the engine's
// State.Automaton names seat 1).
const logBotSeat = 1

// logBot names Botankhamon in the lines of events only it makes: its
// seat's name when the match gives one, else [tekhenu.name] botankhamon.
func logBot(env *gameview.Env) string { return env.BotName(logBotSeat, logNames+"botankhamon") }

// logBotTile describes one of Botankhamon's action tiles, "BA1".."BA6"
// (a god) or "BR1".."BR4" (four resources).
func logBotTile(loc *locales.Bundle, code string) (string, bool) {
	if len(code) != 3 || code[0] != 'B' {
		return "", false
	}
	n := int(code[2] - '1')
	switch {
	case code[1] == 'A' && n >= 0 && n < len(logGods):
		return logT(loc, "bot_tile_divine", "god", loc.T(logNames+"god_"+logGods[n])), true
	case code[1] == 'R' && n >= 0 && n < 4:
		res := make([]any, 0, 8)
		for i, r := range logBotTileNames(n) {
			res = append(res, "r"+strconv.Itoa(i+1), loc.T(logNames+"res_"+r))
		}
		return logT(loc, "bot_tile_resource", res...), true
	}
	return "", false
}

// Codes the engine records, in its order; a code outside them gives no
// line rather than a broken one.
var (
	logGods      = []string{"horus", "ra", "hathor", "bastet", "thoth", "osiris"}
	logColours   = []string{"white", "yellow", "black", "brown", "gray"}
	logTokens    = []string{"papyrus", "bread", "limestone", "granite", "gold", "faith", "scribe"}
	logResources = logTokens[:5]
	logPeople    = []string{"ts_row", "ts_col", "os_work", "os_quar"}
	logSources   = []string{"start", "horus", "ra", "hathor", "bastet", "thoth", "osiris", "production", "cards",
		"judgment", "majority", "temple", "statues", "happiness", "production_tracks", "buildings", "upkeep",
		"decrees", "turn_order", "scribes"}
	logDecks = []string{"B", "T", "D"}
	logRoman = []string{"I", "II", "III", "IV"}
)

func logHas(list []string, code string) bool {
	for _, c := range list {
		if c == code {
			return true
		}
	}
	return false
}

// logCard is a card's localized name: its kind and number ("Blessing
// B07"); ok is false for a name the engine does not make.
func logCard(loc *locales.Bundle, name string) (string, bool) {
	if len(name) != 3 || !strings.Contains("BTDSA", name[:1]) {
		return "", false
	}
	n, err := strconv.Atoi(name[1:])
	max := map[byte]int{'B': 24, 'T': 24, 'D': 24, 'S': 12, 'A': 4}[name[0]]
	if err != nil || n < 1 || n > max {
		return "", false
	}
	return loc.T(logCards+"named_"+name[:1], "id", name, "name", loc.T(cardNameKey+name)), true
}

func logSectionName(sec int) (string, bool) {
	if sec < 0 || sec >= len(logRoman) {
		return "", false
	}
	return logRoman[sec], true
}

// logDie is "a black 5" (a die by colour and value).
func logDie(loc *locales.Bundle, colour string, v int) (string, bool) {
	if !logHas(logColours, colour) || v < 1 || v > 6 {
		return "", false
	}
	return logT(loc, "die", "colour", loc.T(logNames+"die_"+colour), "value", v), true
}

// Log is the sentence of the game log for one event (Entry.Log).
var Log = gameview.LogWith(logSection, logLine)

func logLine(e engine.Event, w gameview.LogWords) (string, bool) {
	env, loc, name, T, TIf := w.Env, w.Loc, w.Seat, w.Line, w.LineIf
	god := func(g string) string { return loc.T(logNames + "god_" + g) }
	tokens := func(tok string, n int) string { return loc.T(logNames+"tokens_"+tok, "n", n) }
	switch e := e.(type) {
	case tekhenu.DecreeKept:
		return T("decree_kept", "player", name(e.Player))
	case tekhenu.StartCardTaken:
		c, ok := logCard(loc, e.Card)
		return TIf(ok && e.Card[0] == 'S', "start_taken", "player", name(e.Player), "card", c)
	case tekhenu.DestinyTaken:
		c, ok := logCard(loc, e.Card)
		return TIf(ok && e.Card[0] == 'A', "destiny_taken", "player", name(e.Player), "card", c)
	case tekhenu.TurnStarted:
		return T("turn_started", "player", name(e.Player), "turn", e.Turn)
	case tekhenu.DieDrafted:
		die, ok := logDie(loc, e.Colour, e.Value)
		if !ok || e.Section < 0 || e.Section >= len(logGods) {
			return "", false
		}
		switch e.Pan {
		case "left", "right", "under", "tile":
			return T("drafted_"+e.Pan, "player", name(e.Player), "die", die, "god", god(logGods[e.Section]))
		}
		return "", false
	case tekhenu.DieTurned:
		return TIf(e.From >= 1 && e.From <= 6 && e.To >= 1 && e.To <= 6, "die_turned", "player", name(e.Player), "from", e.From, "to", e.To)
	case tekhenu.DivineAction:
		return TIf(logHas(logGods, e.God) && e.Value >= 1 && e.Value <= 6, "divine_"+e.God, "player", name(e.Player), "value", e.Value)
	case tekhenu.Produced:
		if !logHas(logResources[:4], e.Resource) || e.Value < 1 {
			return "", false
		}
		res := loc.T(logNames + "res_" + e.Resource)
		switch {
		case e.Surplus == 0:
			return T("produced", "player", name(e.Player), "resource", res, "value", e.Value)
		case e.OnBalance:
			return T("produced_greed", "player", name(e.Player), "resource", res, "value", e.Value, "n", e.Surplus)
		}
		return T("produced_lost", "player", name(e.Player), "resource", res, "value", e.Value, "n", e.Surplus)
	case tekhenu.StatuePlaced:
		switch {
		case e.People == "" && logHas(logGods, e.God):
			return T("statue_god_"+e.God, "player", name(e.Player))
		case e.God == "" && logHas(logPeople, e.People):
			return T("statue_"+e.People, "player", name(e.Player))
		}
		return "", false
	case tekhenu.StatueBonus:
		return TIf(logHas(logGods, e.God), "statue_bonus_"+e.God, "player", name(e.Player))
	case tekhenu.ColumnPlaced:
		if e.Tile < 0 || e.Tile >= tekhenu.NumTiles || e.Cell < 0 || e.Cell >= 25 || e.Matches < 0 {
			return "", false
		}
		args := []any{"player", name(e.Player), "tile", logTile(loc, e.Tile), "row", e.Cell/5 + 1, "col", e.Cell%5 + 1, "n", e.Matches}
		if e.Matches == 0 {
			return T("column_placed", args...)
		}
		return T("column_matched", args...)
	case tekhenu.ColumnRevealed:
		if e.Tile < 0 || e.Tile >= tekhenu.NumTiles {
			return "", false
		}
		return T("column_revealed", "tile", logTile(loc, e.Tile))
	case tekhenu.BuildingPlaced:
		switch {
		case e.Temple >= 0 && e.Temple < 5:
			return T("building_row", "player", name(e.Player), "row", e.Temple+1)
		case e.Temple >= 5 && e.Temple < tekhenu.NumTempleSlots:
			return T("building_col", "player", name(e.Player), "col", e.Temple-4)
		case e.Temple < 0 && e.District >= 0 && e.District < tekhenu.NumDistricts && e.Row >= 1 && e.Row <= 6:
			return T("building_osiris", "player", name(e.Player), "district", loc.T(logNames+"district_"+logResources[e.District]), "row", e.Row)
		}
		return "", false
	case tekhenu.SectionRefreshed:
		sec, ok := logSectionName(e.Section)
		return TIf(ok, "section_refreshed", "player", name(e.Player), "section", sec)
	case tekhenu.DecreeDrawn:
		return T("decree_drawn", "player", name(e.Player))
	case tekhenu.VPChanged:
		if !logHas(logSources, e.Source) || e.Delta == 0 {
			return "", false
		}
		src := loc.T(logSourceKeys + e.Source)
		if e.Delta < 0 {
			return T("vp_lost", "player", name(e.Player), "n", -e.Delta, "source", src)
		}
		return T("vp_gained", "player", name(e.Player), "n", e.Delta, "source", src)
	case tekhenu.TokensGained:
		return TIf(logHas(logTokens, e.Token) && e.N > 0, "tokens_gained", "player", name(e.Player), "tokens", tokens(e.Token, e.N))
	case tekhenu.TokensPaid:
		return TIf(logHas(logTokens, e.Token) && e.N > 0, "tokens_paid", "player", name(e.Player), "tokens", tokens(e.Token, e.N))
	case tekhenu.TrackMoved:
		switch {
		case e.Track == "population" || e.Track == "happiness":
			return T("track_"+e.Track, "player", name(e.Player), "value", e.Value)
		case logHas(logResources[:4], e.Track):
			return T("track_production", "player", name(e.Player), "resource", loc.T(logNames+"res_"+e.Track), "value", e.Value)
		}
		return "", false
	case tekhenu.SectionOpened:
		sec, ok := logSectionName(e.Section)
		return TIf(ok, "section_opened", "section", sec)
	case tekhenu.MarketFilled:
		sec, ok := logSectionName(e.Section)
		c, ok2 := logCard(loc, e.Card)
		return TIf(ok && ok2, "market_filled", "section", sec, "card", c)
	case tekhenu.CardTaken:
		sec, ok := logSectionName(e.Section)
		c, ok2 := logCard(loc, e.Card)
		return TIf(ok && ok2, "card_taken", "player", name(e.Player), "card", c, "section", sec)
	case tekhenu.CardPlayed:
		c, ok := logCard(loc, e.Card)
		return TIf(ok, "card_played", "player", name(e.Player), "card", c)
	case tekhenu.DeckReshuffled:
		return TIf(logHas(logDecks, e.Deck), "reshuffled_"+e.Deck)
	case tekhenu.DialRotated:
		return TIf(e.Rotation >= 1 && e.Rotation <= 8, "dial_rotated", "rotation", e.Rotation)
	case tekhenu.DieAdded:
		die, ok := logDie(loc, e.Colour, e.Value)
		if !ok || e.Section < 0 || e.Section >= len(logGods) {
			return "", false
		}
		return T("die_added", "die", die, "god", god(logGods[e.Section]))
	case tekhenu.JudgmentStarted:
		return TIf(e.Judgment >= 1 && e.Judgment <= 4, "judgment_started", "judgment", e.Judgment)
	case tekhenu.Weighed:
		args := []any{"player", name(e.Player), "balance", logSigned(e.Balance), "faith", logSigned(e.Faith), "final", logSigned(e.Final)}
		if e.Faith == 0 {
			return T("weighed", args...)
		}
		return T("weighed_faith", args...)
	case tekhenu.TurnOrder:
		if len(e.Order) == 0 {
			return "", false
		}
		return T("turn_order", "players", w.SeatList(e.Order, ", "))
	case tekhenu.ScoringStarted:
		if e.Scoring != 1 && e.Scoring != 2 {
			return "", false
		}
		return T("scoring_started_" + strconv.Itoa(e.Scoring))
	case tekhenu.ScoringStep:
		return "", false // the VPChanged that follows names the step
	case tekhenu.ScoringEnded:
		if e.Scoring != 1 {
			return "", false // after the second, the Decrees and the end say it
		}
		return T("scoring_ended")
	case tekhenu.BalancesEmptied:
		return T("balances_emptied")
	case tekhenu.UpkeepPaid:
		if e.Due <= 0 || e.Paid < 0 || e.Paid > e.Due {
			return "", false
		}
		if e.Paid == e.Due {
			return T("upkeep_paid", "player", name(e.Player), "n", e.Due)
		}
		return T("upkeep_short", "player", name(e.Player), "paid", e.Paid, "n", e.Due)
	case tekhenu.DecreesScored:
		if len(e.Decrees) == 0 {
			return T("decrees_none", "player", name(e.Player))
		}
		for _, d := range e.Decrees {
			if _, ok := logCard(loc, d); !ok || d[0] != 'D' {
				return "", false
			}
		}
		names := make([]string, len(e.Decrees))
		for i, d := range e.Decrees {
			names[i] = loc.T(cardNameKey + d)
		}
		return T("decrees_scored", "player", name(e.Player), "n", len(e.Decrees), "cards", strings.Join(names, ", "))
	case tekhenu.PyramidLaid:
		if len(e.Tiles) != tekhenu.NumBotTiles {
			return "", false
		}
		for _, c := range e.Tiles {
			if _, ok := logBotTile(loc, c); !ok {
				return "", false
			}
		}
		return T("pyramid_laid", "bot", logBot(env))
	case tekhenu.DebenFlipped:
		if e.Face != "up" && e.Face != "right" {
			return "", false
		}
		return T("deben_"+e.Face, "bot", logBot(env))
	case tekhenu.MarkerMoved:
		tile, ok := logBotTile(loc, e.Tile)
		// Row r holds 5-r tiles (§7.3).
		if !ok || e.Row < 1 || e.Row > 4 || e.Col < 1 || e.Col > 5-e.Row {
			return "", false
		}
		if e.Row == 1 && e.Col == 1 {
			return T("marker_start", "bot", logBot(env), "tile", tile) // only START leads there
		}
		return T("marker_moved", "bot", logBot(env), "row", e.Row, "col", e.Col, "tile", tile)
	case tekhenu.BotSectionEmpty:
		// Why its Divine tile's god does not act (§7.4): no die it may take.
		if !logHas(logGods, e.God) || !logHas(logGods, e.Section) {
			return "", false
		}
		k := "bot_section_empty"
		if e.Forbidden {
			k = "bot_section_empty_forbidden"
		}
		return T(k, "bot", logBot(env), "god", god(e.God), "next", god(e.Section))
	case tekhenu.BotCannotAct:
		switch {
		case e.God == "":
			return T("bot_no_die", "bot", logBot(env))
		case logHas(logGods, e.God):
			return T("bot_cannot_"+e.God, "bot", logBot(env))
		}
		return "", false
	case tekhenu.GoldDiscarded:
		switch {
		case e.Place == "osiris_row2":
			return T("gold_discarded_osiris", "player", name(e.Player))
		case logHas(logPeople, e.Place):
			return T("gold_discarded_statue", "player", name(e.Player))
		}
		return "", false
	case tekhenu.GameOver:
		return TIf(e.Winner >= 0, "game_over", "player", name(e.Winner))
	}
	return "", false
}

// logTile describes a column tile by what the player sees: its cost and
// its light ("2 Limestone (Darkness)"), not its printed number (pass #4).
func logTile(loc *locales.Bundle, id int) string {
	light, _, lime, gran := tekhenu.TileInfo(id)
	ls := loc.T("tekhenu.ui.no_light")
	if light < 3 {
		ls = loc.T([]string{"tekhenu.ui.sun", "tekhenu.ui.penumbra", "tekhenu.ui.darkness"}[light])
	}
	if gran > 0 {
		return loc.T("tekhenu.log.tile_lg", "l", lime, "g", gran, "light", ls)
	}
	return loc.T("tekhenu.log.tile_l", "l", lime, "light", ls)
}

// logSigned writes a balance with its sign, the minus a real one.
func logSigned(v int) string {
	switch {
	case v > 0:
		return "+" + strconv.Itoa(v)
	case v < 0:
		return "−" + strconv.Itoa(-v)
	}
	return "0"
}

// logBotTileNames: the resource codes of the Resource tile BR(n+1) in the
// order the Bot looks for their dice (§7.2).
func logBotTileNames(n int) [4]string {
	var out [4]string
	for i, r := range tekhenu.BotTileResources(n) {
		out[i] = logResources[r]
	}
	return out
}

// cardNameKey prefixes a card code to name it (tekhenu.ui.card.B22).
const cardNameKey = "tekhenu.ui.card."
