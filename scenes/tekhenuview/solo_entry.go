package tekhenuview

import "nilegames/scenes/gameview"

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
	}
}
