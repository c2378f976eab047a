package egiziaview

import (
	"strings"
	"testing"

	"nilegames/scenes/gameview/viewtest"
)

// TestRulesPages: a page per id, every page but the last illustrated
// (the pages' text and pictures: TestViews in package scenes).
func TestRulesPages(t *testing.T) {
	pages := RulesPages()
	if len(pages) != len(rulesPageIDs) || len(pages) < 12 || len(pages) > 16 {
		t.Fatalf("%d pages", len(pages))
	}
	for i, p := range pages {
		if (p.Illustrate == nil) != (i == len(pages)-1) {
			t.Errorf("page %d (%s): illustrated %v", i+1, p.Title, p.Illustrate != nil)
		}
	}
}

// TestRulesCoverTheGame: the pages name every part of the game the
// reference must explain (the brief's list), in both languages.
func TestRulesCoverTheGame(t *testing.T) {
	want := map[string][]string{
		"en": {"most points", "downstream", "six steps", "Feed", "obelisk", "colonnade", "pyramid", "statue", "Sphinx",
			"Wheat market", "Stone market", "gold", "violet", "cooperation", "order tile", "Two players"},
		"fr": {"le plus de points", "l'aval", "six étapes", "nourrir", "obélisque", "colonnade", "pyramide", "statue", "Sphinx",
			"marché du Blé", "marché de la Pierre", "dorée", "violette", "coopération", "tuile Ordre", "À deux joueurs"},
	}
	for lang, b := range viewtest.Bundles(t) {
		var all strings.Builder
		for _, p := range RulesPages() {
			all.WriteString(b.T(p.Title) + "\n" + b.T(p.Body) + "\n")
		}
		for _, w := range want[lang] {
			if !strings.Contains(all.String(), w) {
				t.Errorf("%s: the rules never say %q", lang, w)
			}
		}
	}
}

// TestRulesDaggers: the pages mark reconstructed values †; the last page,
// "What we reconstructed", says what the dagger means and lists every row
// of the spec's missing-data table (M1 to M18), each in words.
func TestRulesDaggers(t *testing.T) {
	named := map[string][]string{
		"en": {"river's order", "printed effects", "Nile tile faces", "Nile card faces", "Three Sphinx card faces",
			"12 floors", "7 columns", "6, 5, 4, 3, 2", "costing 1, 2, 3", "Strength 9 at most", "0 to 99", "furthest",
			"bonus tile has which power", "next slot", "order placed", "never run out", "titles", "last window"},
		"fr": {"ordre du fleuve", "effets imprimés", "tuiles Nil", "24 cartes Nil", "Trois cartes Sphinx",
			"12 étages", "7 colonnes", "6, 5, 4, 3, 2", "coûtant 1, 2, 3", "Force de 9 au plus", "0 à 99", "plus éloignées",
			"chaque tuile Bonus", "case suivante", "ordre de placement", "ne manquent jamais", "titres", "dernière fenêtre"},
	}
	for lang, body := range viewtest.RulesDaggers(t, RulesPages(), 12) {
		for _, n := range named[lang] {
			if !strings.Contains(body, n) {
				t.Errorf("%s: the last page does not name %q", lang, n)
			}
		}
		// One dagger a row, in words: no row code (M1...) a player cannot
		// read (issue 22, play pass #5).
		if n := strings.Count(body, "† "); n < len(named[lang]) {
			t.Errorf("%s: the last page has %d daggered rows, want %d", lang, n, len(named[lang]))
		}
	}
}
