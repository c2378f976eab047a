package pharaonview

import (
	"strings"
	"testing"

	"nilegames/scenes/gameview/viewtest"
)

// TestRulesPages: a page per id, every page but the last illustrated
// (the pages' text and pictures: TestViews in package scenes).
func TestRulesPages(t *testing.T) {
	pages := RulesPages()
	if len(pages) != len(rulesPageIDs) || len(pages) < 12 || len(pages) > 17 {
		t.Fatalf("%d pages", len(pages))
	}
	for i, p := range pages {
		if (p.Illustrate == nil) != (i == len(pages)-1) {
			t.Errorf("page %d (%s): illustrated %v", i+1, p.Title, p.Illustrate != nil)
		}
	}
}

// TestRulesDaggers: the pages mark reconstructed values †; the last page,
// "What we reconstructed", says what the dagger means and names at least
// as many values as the pages mark, the spec's §10 table among them.
func TestRulesDaggers(t *testing.T) {
	pages := RulesPages()
	named := map[string][]string{
		"en": {"20 tokens of each resource", "Agriculture green, Justice blue, Construction red, Royalty yellow, Commerce purple",
			"players yellow, red, black, blue, green", "the 30 Jars", "the 30 Artisans", "Nobles 7 to 11 and 21 to 26",
			"one Scribe per Quarter", "the 10 Nile options", "the 8 Burial steps", "the god edges", "rows of 5, 4, 3 and 2 spaces",
			"the Traitor's tiles", "the resource the supply has most of", "marker"},
		"fr": {"20 jetons de chaque ressource", "Agriculture vert, Justice bleu, Construction rouge, Royauté jaune, Commerce violet",
			"joueurs jaune, rouge, noir, bleu, vert", "les 30 Vases", "les 30 Artisans", "Nobles 7 à 11 et 21 à 26",
			"un Scribe par Quartier", "les 10 options du Nil", "les 8 étapes funéraires", "les bords des dieux", "de 5, 4, 3 et 2 cases",
			"les tuiles du Traître", "la ressource la plus abondante", "marqueur"},
	}
	for lang, body := range viewtest.RulesDaggers(t, pages, 8) {
		for _, n := range named[lang] {
			if !strings.Contains(body, n) {
				t.Errorf("%s: the last page does not name %q", lang, n)
			}
		}
	}
}
