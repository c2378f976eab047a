package pharaonview

import (
	"strconv"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/scenes/gameview"
)

// soloEntry is the solo mode for the menu: the Traitor's seat and its
// level (§8.8: 0 to 5 of its tiles on their dark face), given only with
// players=1.
func soloEntry() *gameview.Solo {
	var levels []gameview.Choice
	for l := 0; l <= pharaon.NumTiles; l++ {
		n := strconv.Itoa(l)
		levels = append(levels, gameview.Choice{Value: n, Label: "pharaon.menu.traitor_" + n, Short: "pharaon.menu.level_" + n})
	}
	return &gameview.Solo{
		Name:    "pharaon.name.traitor",
		Options: []gameview.Option{{Key: "traitor", Label: "pharaon.menu.traitor", Choices: levels}},
		Plays:   traitorPlays,
	}
}

// traitorPlays reports whether e is a step of the Traitor's turn (§8.2):
// its own events, and what it gains, recorded as seat 1's.
func traitorPlays(e engine.Event) bool {
	switch e := e.(type) {
	case pharaon.TraitorPileDrawn, pharaon.TraitorJarRevealed, pharaon.TraitorTilePlaced, pharaon.NobleDiscarded,
		pharaon.ArtisanDiscarded, pharaon.TraitorNobleLevel, pharaon.TraitorGod, pharaon.TraitorNothing, pharaon.TraitorPileEmpty:
		return true
	case pharaon.WheelTokenPlaced:
		return e.Player == logBotSeat
	case pharaon.BurialStepped:
		return e.Player == logBotSeat
	case pharaon.NobleTaken:
		return e.Player == logBotSeat
	case pharaon.ArtisanTaken:
		return e.Player == logBotSeat
	case pharaon.LotTaken:
		return e.Player == logBotSeat
	case pharaon.OfferingGained:
		return e.Player == logBotSeat
	case pharaon.NileClimbed:
		return e.Player == logBotSeat
	case pharaon.PharaohTaken:
		return e.Player == logBotSeat
	case pharaon.Gained:
		return e.Player == logBotSeat
	case pharaon.Passed:
		return e.Player == logBotSeat
	case pharaon.PyramidStepped:
		return e.Player == logBotSeat
	}
	return false
}
