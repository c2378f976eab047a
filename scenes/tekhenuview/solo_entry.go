package tekhenuview

import (
	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/scenes/gameview"
)

// soloEntry is the solo mode for the menu: Botankhamon's seat and the
// options of §7.1 (level, the two challenges), given only with players=1.
func soloEntry() *gameview.Solo {
	onOff := []gameview.Choice{{Value: "false", Label: "tekhenu.solo.challenge_off"}, {Value: "true", Label: "tekhenu.solo.challenge_on"}}
	return &gameview.Solo{
		Name: "tekhenu.name.botankhamon",
		Options: []gameview.Option{
			{Key: "solo", Label: "tekhenu.solo.option_level", Choices: []gameview.Choice{
				{Value: "easy", Label: "tekhenu.solo.easy"},
				{Value: "medium", Label: "tekhenu.solo.medium"},
				{Value: "hard", Label: "tekhenu.solo.hard"},
			}},
			{Key: "challenge1", Label: "tekhenu.solo.option_challenge1", Choices: onOff},
			{Key: "challenge2", Label: "tekhenu.solo.option_challenge2", Choices: onOff},
		},
		Plays: botPlays,
	}
}

// botPlays reports whether e is a step of Botankhamon's turn (§7.3): its
// die, its Divine Action and what it gains, its tiles and marker.
func botPlays(e engine.Event) bool {
	switch e := e.(type) {
	case tekhenu.DebenFlipped, tekhenu.MarkerMoved, tekhenu.BotCannotAct, tekhenu.GoldDiscarded:
		return true
	case tekhenu.TurnStarted:
		return e.Player == botSeat
	case tekhenu.DieDrafted:
		return e.Player == botSeat
	case tekhenu.DieTurned:
		return e.Player == botSeat
	case tekhenu.DivineAction:
		return e.Player == botSeat
	case tekhenu.StatuePlaced:
		return e.Player == botSeat
	case tekhenu.StatueBonus:
		return e.Player == botSeat
	case tekhenu.ColumnPlaced:
		return e.Player == botSeat
	case tekhenu.BuildingPlaced:
		return e.Player == botSeat
	case tekhenu.SectionRefreshed:
		return e.Player == botSeat
	case tekhenu.CardTaken:
		return e.Player == botSeat
	case tekhenu.DecreeDrawn:
		return e.Player == botSeat
	case tekhenu.VPChanged:
		return e.Player == botSeat
	case tekhenu.TrackMoved:
		return e.Player == botSeat
	}
	return false
}
