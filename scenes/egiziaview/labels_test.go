package egiziaview

import (
	"testing"

	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
)

// The rules pages' pictures draw every label whole, in both languages
// (issue 22).
func TestRulesPicturesNoLabelDropped(t *testing.T) {
	viewtest.RulesPicturesWhole(t, RulesPages(), func(lang string) *gameview.Env { return logTestEnv(t, lang) })
}
