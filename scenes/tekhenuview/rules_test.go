package tekhenuview

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"nilegames/scenes/gameview/viewtest"
)

// TestRulesPagesText: a page per id; the scene draws a seat's own mark
// for some glyphs, and these pages name no seat (the pages' text and
// pictures: TestViews in package scenes).
func TestRulesPagesText(t *testing.T) {
	pages := RulesPages()
	if len(pages) != len(rulesPageIDs) || len(pages) < 12 {
		t.Fatalf("%d pages", len(pages))
	}
	for lang, b := range viewtest.Bundles(t) {
		for _, p := range pages {
			if strings.ContainsAny(b.T(p.Body), "●□■▲♦✚") {
				t.Errorf("%s %s names a seat mark", lang, p.Body)
			}
		}
	}
}

// TestRulesDaggers: the pages mark reconstructed values †; the last page,
// "What we reconstructed", says what the dagger means and names at least
// as many values as the pages mark.
func TestRulesDaggers(t *testing.T) {
	viewtest.RulesDaggers(t, RulesPages(), 20)
}

// rulesTestNamed: how the last page names each reconstructed value of
// engine/tekhenu/data.go, by its spec id (M: missing data, A: a reading
// data.go keeps as a value), in each language.
var rulesTestNamed = map[string][]struct{ en, fr string }{
	"M1":  {{"Sun, Sun, Penumbra, Darkness, Darkness, Penumbra", "Soleil, Soleil, Pénombre, Obscurité, Obscurité, Pénombre"}},
	"M2":  {{"2 Limestone, 3 Limestone, or 2 Limestone and 1 Granite", "2 Calcaire, 3 Calcaire, ou 2 Calcaire et 1 Granite"}},
	"M3":  {{"edges and the temple wall use 3 colours", "bords et l'enceinte du Temple ont 3 couleurs"}},
	"M4":  {{"3, 2, 1 VP", "3, 2, 1\u00A0PV"}},
	"M5":  {{"Scribe, Papyrus, Gold (the rulebook's), Bread, Limestone, Granite", "Scribe, Papyrus, Or (celui de la règle), Pain, Calcaire, Granite"}},
	"M6":  {{"1 to 3 tokens, Faith on the corners and diagonals", "1 à 3 jetons, la Foi aux angles et sur les diagonales"}},
	"M7":  {{"2, 3, 4, 3, 2 Bread", "2, 3, 4, 3, 2 Pain"}, {"10, 8 or 6", "10, 8 ou 6"}},
	"M8":  {{"0, 1, 1, 1, 2, 2, 2, 3, 3, 3 VP", "0, 1, 1, 1, 2, 2, 2, 3, 3, 3\u00A0PV"}, {"0, 0, 1, 0, 1, 0, 1, 1, 1, 1 Bread", "0, 0, 1, 0, 1, 0, 1, 1, 1, 1 Pain"}},
	"M9":  {{"1, 2, 2, 3, 3, 4 Granite", "1, 2, 2, 3, 3, 4 Granite"}},
	"M10": {{"rows 3–4 raise the partner track", "rangées 3–4 d'Osiris montent la piste partenaire"}},
	"M11": {{"Tracks stop at 21", "pistes s'arrêtent à 21"}},
	"M12": {{"Wealth (Tech VP / Double / Scribes / Riches)", "Richesse (Techno / Double / Scribes / Trésor)"}, {"Royal (Symbols / First in order / Last action)", "Royauté (Signes / Premier / Dernière action)"}, {"People (Pop. ankhs / Joy ankhs / Happiest / Pure dice)", "Peuple (Foule / Bonheur / Plus heureux / Dés purs)"}, {"Works (Quarries / Shops / Osiris builder / Builder)", "Ouvrages (Carrières / Ateliers / Bâtisseur d'Osiris / Bâtisseur)"}, {"Temple (Temple builder / Columns / Temple, columns / Temple again)", "Temple (Temple bâti / Colonnes / Colonnes et temple / Temple encore)"}, {"Statue (Statues, temple / God statues / Statues, columns / Statues / People statues)", "Statue (Statues et temple / Dieux / Statues, colonnes / Statues / Peuple)"}},
	"M18": {{"a short bag alternates", "un sac trop court alterne"}},
	"M19": {{"you take a die without action", "vous prenez un dé sans action"}},
	"M20": {{"Tokens are unlimited", "jetons sont illimités"}},
	"M21": {{"Faith stays hidden until all have chosen", "Foi reste cachée jusqu'à ce que tous aient choisi"}, {"Destiny first, then Start cards in drafting order", "Destinée d'abord, puis les cartes Départ dans l'ordre du choix"}},
	"A1":  {{"a Scribe turns a die by 1", "un Scribe tourne un dé de 1"}},
	"A7":  {{"counts your own Columns only", "ne compte que vos propres Colonnes"}},
	"A35": {{"the gods in clockwise order", "les dieux dans le sens horaire"}},
	// Botankhamon (§7).
	"M13": {{"6 Divine and 4 Resource tiles with their orders of resources", "6 tuiles Divines et 4 tuiles Ressource avec leurs ordres de ressources"}},
	"M14": {{"its first statue on the god whose Horus tile shows 1", "sa première statue chez le dieu dont la tuile Horus montre 1"},
		{"its medium Buildings in row 5", "ses Bâtiments du niveau moyen en rangée 5"}},
	"M15": {{"its statue bonus is 1–2 a Scribe, 3–4 1 VP, 5–6 both", "son bonus de statue\u00A0: 1–2 un Scribe, 3–4 1\u00A0PV, 5–6 les deux"}},
	"M16": {{"the Deben is a fair coin", "le Deben est une pièce équilibrée"}},
	"M17": {{"an action it cannot carry out scores 3 VP", "une action qu'il ne peut pas faire lui rapporte 3\u00A0PV"}},
	"A20": {{"it starts with 10 VP, 1 Scribe and no Gold", "il commence avec 10\u00A0PV, 1 Scribe et sans Or"}},
	"A25": {{"its hard statue on the god whose tile shows 4, else 5", "sa statue du niveau difficile chez le dieu dont la tuile montre 4, sinon 5"}},
	"A32": {{"with no die it may draft, it takes a Forbidden one", "sans dé permis, il prend un dé Interdit"}},
	// The behaviour defaults and engine choices data.go lists without an id.
	"§3.3":   {{"a tile is turned at random when revealed", "une tuile révélée est tournée au hasard"}},
	"§4.2.3": {{"New dice go first to the Penumbra that follows the two Suns", "nouveaux dés vont d'abord à la Pénombre qui suit les deux Soleils"}},
	"§5.4.1": {{"paid right after the action", "payés juste après l'action"}},
	"pay":    {{"costs are paid automatically (the resource, then the Limestone–Granite swap of “Stone = Stone”, Gold, then Scribes with “Gold = Scribes”)", "coûts sont payés automatiquement (la ressource, puis l'échange Calcaire–Granite de «\u00A0Pierre = pierre\u00A0», l'Or, puis les Scribes avec «\u00A0Or = Scribes\u00A0»)"}},
	"decree": {{"the final Decrees chosen are the best", "les Décrets finaux choisis sont les meilleurs"}},
	"B11":    {{"“Recolour” never turns a die grey", "«\u00A0Autre couleur\u00A0» ne rend jamais un dé gris"}},
	"extra":  {{"extra action comes first only if the main one can still be a Production", "action en plus d'une carte ne vient d'abord que si l'action principale peut encore être une Production"}},
}

// TestRulesNameEveryReconstruction: every spec id data.go gives a value
// for is named on the last page in every language.
func TestRulesNameEveryReconstruction(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "engine", "tekhenu", "data.go"))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, m := range regexp.MustCompile(`\b[MA][1-9][0-9]?\b`).FindAllString(string(src), -1) {
		ids[m] = true
	}
	if len(ids) < 15 {
		t.Fatalf("only %d ids in data.go: the scan is broken", len(ids))
	}
	for id := range ids {
		if _, ok := rulesTestNamed[id]; !ok {
			t.Errorf("data.go reconstructs %s: the test does not say how the last page names it", id)
		}
	}
	pages := RulesPages()
	for lang, b := range viewtest.Bundles(t) {
		body := b.T(pages[len(pages)-1].Body)
		for id, phrases := range rulesTestNamed {
			for _, p := range phrases {
				want := p.en
				if lang == "fr" {
					want = p.fr
				}
				if !strings.Contains(body, want) {
					t.Errorf("%s: the last page does not name %s (%q)", lang, id, want)
				}
			}
		}
	}
}

// TestRulesPyramidPicture: the picture lays the 10 tiles once each, as
// the engine does, and its marker path is one §7.3 allows: (1,1) from
// START, then up or right, ending on the right edge after 4 turns.
func TestRulesPyramidPicture(t *testing.T) {
	tiles, ok := rulesPyramid()
	seen := map[string]bool{}
	for _, c := range tiles {
		seen[c] = true
	}
	if !ok || len(seen) != 10 || !seen["BA1"] || !seen["BA6"] || !seen["BR1"] || !seen["BR4"] {
		t.Fatalf("pyramid %v", tiles)
	}
	p := rulesPath
	if len(p) != 4 || p[0] != [2]int{1, 1} || p[3][0]+p[3][1] != 5 {
		t.Fatalf("path %v", p)
	}
	for i := 1; i < len(p); i++ {
		up := p[i] == [2]int{p[i-1][0] + 1, p[i-1][1]}
		right := p[i] == [2]int{p[i-1][0], p[i-1][1] + 1}
		if !up && !right {
			t.Errorf("step %d: %v to %v", i, p[i-1], p[i])
		}
	}
}
