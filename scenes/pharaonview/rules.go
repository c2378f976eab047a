package pharaonview

import "nilegames/scenes/gameview"

// RulesPages lists the pages of the Pharaon rules reference.
func RulesPages() []gameview.RulesPage { return nil }
