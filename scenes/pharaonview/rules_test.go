package pharaonview

import (
	"strings"
	"testing"

	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
)

// TestRulesPagesText: every page has its title and body in every
// language, several paragraphs, whole in its column, each rune in the
// font that draws it, and never the spec's marker; every page but the
// last list is illustrated.
func TestRulesPagesText(t *testing.T) {
	pages := RulesPages()
	if len(pages) != len(rulesPageIDs) || len(pages) < 12 || len(pages) > 17 {
		t.Fatalf("%d pages", len(pages))
	}
	for lang, b := range viewtest.Bundles(t) {
		for i, p := range pages {
			if (p.Illustrate == nil) != (i == len(pages)-1) {
				t.Errorf("page %d (%s): illustrated %v", i+1, p.Title, p.Illustrate != nil)
			}
			viewtest.RulesPageText(t, lang, b, i, p, 300)
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

// TestRulesPictures: each picture draws inside its frame and covers a
// good part of it, with and without strings; PHARAON_SHOTS=dir saves them.
func TestRulesPictures(t *testing.T) {
	env := func(lang string) *gameview.Env { return logTestEnv(t, lang) }
	if drawn := viewtest.RulesPictures(t, RulesPages(), rulesPageIDs, "pharaon", "PHARAON_SHOTS", 4, env); drawn < len(rulesPageIDs)-1 {
		t.Errorf("%d pictures", drawn)
	}
}
