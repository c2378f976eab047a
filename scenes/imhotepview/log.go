package imhotepview

import (
	"strings"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/scenes/gameview"
)

// seatName is the name of seat p, or its colour when the seat has none.
func seatName(env *gameview.Env, p int) string {
	if env != nil && p >= 0 && p < len(env.Seats) && env.Seats[p].Name != "" {
		return env.Seats[p].Name
	}
	if env != nil && env.Loc != nil && p >= 0 {
		return tr(env.Loc, key("imhotep.color", pcOf(p).String()))
	}
	return "?"
}

func shipLabel(id int) string {
	if id < 0 || id >= len(imhotep.Ships) {
		return "?"
	}
	return imhotep.Ships[id].ID[1:]
}

// Log is the sentence of the game log for one event (Entry.Log). It never
// names the card rejected from the hidden pair, nor the pair's cards.
var Log = gameview.LogWith("imhotep.log.", logLine)

func logLine(e engine.Event, w gameview.LogWords) (string, bool) {
	loc, T := w.Loc, w.Line
	name := func(p int) string { return seatName(w.Env, p) }
	card := func(c imhotep.Card) string {
		if c < 0 || c >= imhotep.NumCards {
			return "?"
		}
		return tr(loc, key("imhotep.card", c.String()))
	}
	site := func(s imhotep.Site) string { return tr(loc, key("imhotep.site", siteStr(s))) }
	switch e := e.(type) {
	case imhotep.RoundStarted:
		caps := make([]int, len(e.Ships))
		for i, id := range e.Ships {
			caps[i] = imhotep.Ships[id].Capacity
		}
		return T("round_started", "round", e.Round, "player", name(e.FirstPlayer), "ships", joinInts(caps))
	case imhotep.MarketDealt:
		var names []string
		for _, c := range e.Cards {
			if c != imhotep.NoCard {
				names = append(names, card(c))
			}
		}
		if e.Pair > 0 {
			return T("market_dealt_pair", "cards", strings.Join(names, ", "), "n", e.Pair)
		}
		return T("market_dealt", "cards", strings.Join(names, ", "))
	case imhotep.DeckReshuffled:
		return T("reshuffled", "n", e.Size)
	case imhotep.StonesTaken:
		return T("stones_"+e.Source, "player", name(e.Player), "n", e.N)
	case imhotep.StonePlaced:
		if e.Source == "sailcard" || e.Source == "hammer" || e.Source == "chisel" || e.Source == "bonus" {
			return T("placed_"+e.Source, "player", name(e.Player), "ship", shipLabel(e.Ship), "slot", e.Slot+1)
		}
		return T("placed", "player", name(e.Player), "ship", shipLabel(e.Ship), "slot", e.Slot+1)
	case imhotep.ShipSailed:
		switch e.Card {
		case imhotep.Lever:
			return T("sailed_lever", "player", name(e.Player), "ship", shipLabel(e.Ship), "site", site(e.Site))
		case imhotep.Sail:
			return T("sailed_sail", "player", name(e.Player), "ship", shipLabel(e.Ship), "site", site(e.Site))
		}
		return T("sailed", "player", name(e.Player), "ship", shipLabel(e.Ship), "site", site(e.Site))
	case imhotep.LeverOrder:
		return T("lever_order", "player", name(e.Player), "n", len(e.Order))
	case imhotep.StoneBuilt:
		if e.FromQuarry {
			return "", false // the red card's line says it
		}
		switch {
		case e.Site == imhotep.Pyramid && e.Pyramid >= 0:
			return T("built_pyramid_b", "player", name(e.Owner), "pyramid", tr(loc, key("imhotep.ui", "pyramid_"+imhotep.PyramidBNames[e.Pyramid%3])))
		case e.Site == imhotep.Pyramid:
			return "", false // its points line says it
		}
		return T("built", "player", name(e.Owner), "site", site(e.Site))
	case imhotep.ObeliskFormed:
		return T("obelisk", "player", name(e.Player), "n", e.Value)
	case imhotep.PointsScored:
		src := tr(loc, key("imhotep.source", e.Source))
		if e.Points < 0 {
			return T("points_lost", "player", name(e.Player), "n", -e.Points, "source", src)
		}
		if e.Points == 0 {
			return "", false
		}
		return T("points", "player", name(e.Player), "n", e.Points, "source", src)
	case imhotep.CardTaken:
		switch e.From {
		case "market":
			return T("card_market", "player", name(e.Player), "card", card(e.Card))
		case "pair":
			return "", false // PairKept says it
		}
		return T("card_deck", "player", name(e.Player), "card", card(e.Card))
	case imhotep.PairTaken:
		return T("pair_taken", "player", name(e.Player), "n", e.Count)
	case imhotep.PairKept:
		if e.Rejected == imhotep.NoCard {
			return T("pair_kept_single", "player", name(e.Player), "card", card(e.Kept))
		}
		return T("pair_kept", "player", name(e.Player), "card", card(e.Kept))
	case imhotep.RedCardResolved:
		if !e.Placed {
			return T("red_empty", "player", name(e.Player), "card", card(e.Card))
		}
		return T("red", "player", name(e.Player), "card", card(e.Card), "site", site(imhotep.Cards[e.Card].Site))
	case imhotep.BlueCardPlayed:
		return T("blue", "player", name(e.Player), "card", card(e.Card))
	case imhotep.BonusResolved:
		if e.Taken {
			return T("bonus_take_"+e.Bonus, "player", name(e.Player))
		}
		return T("bonus_decline_"+e.Bonus, "player", name(e.Player))
	case imhotep.TempleScored:
		if e.Bonus == "choice" {
			return T("temple_"+e.Choice, "player", name(e.Player), "n", e.Column+1)
		}
		return "", false // the points or the card say it
	case imhotep.StonesReturned:
		return T("returned_"+e.From, "player", name(e.Player), "n", e.N)
	case imhotep.Passed:
		return T("passed", "player", name(e.Player))
	case imhotep.MarketCleared:
		n := len(e.Cards) + e.Pair
		if n == 0 {
			return "", false
		}
		return T("market_cleared", "n", n)
	case imhotep.RoundEnded:
		switch {
		case e.NextFirst < 0:
			return T("last_round_ended", "round", e.Round)
		case e.Deadlock:
			return T("round_ended_deadlock", "round", e.Round, "player", name(e.NextFirst))
		}
		return T("round_ended", "round", e.Round, "player", name(e.NextFirst))
	case imhotep.GameEnded:
		var names []string
		for _, w := range e.Winners {
			names = append(names, name(w))
		}
		sep := loc.T("imhotep.log.and")
		return T("game_ended", "players", strings.Join(names, sep), "n", len(names))
	}
	return "", false
}
