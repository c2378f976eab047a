package egiziaview

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/engine/enginetest"
	"nilegames/locales"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	scenelayout "nilegames/scenes/layout"
)

// Test helpers of the log start with "logTest".

// logCase is an event and its log line in both languages.
type logCase struct {
	e      engine.Event
	en, fr string
}

func logTestEnv(t testing.TB, lang string, names ...string) *gameview.Env {
	t.Helper()
	return viewtest.Env(t, lang, seatColors, names...)
}

// logTestCases: one line per representative event, written by hand from
// the rules and the data tables. Ana is seat 0, Ben seat 1, Cleo seat 2.
// R2 is Quarry 3, R34 Double stop, R53 Stone sale; NT03 gives +1 to the
// yellow crew and a flood move of 1; printed T7 a crew of choice and a
// flood move of 1.
var logTestCases = []logCase{
	{egizia.SetupSphinxKept{Player: 1, Kept: 4, Returned: 9}, "Ben keeps one of their two Sphinx cards.",
		"Ben garde une de ses deux cartes Sphinx."},
	{egizia.RoundStarted{Round: 2, Order: []int{2, 0, 1}}, "Round 2 of 5. Player order: Cleo, Ana, Ben.",
		"Manche 2 sur 5. Ordre du tour\u00A0: Cleo, Ana, Ben."},
	{egizia.StepStarted{Round: 1, Step: egizia.StepFeed}, "Step: feed the crews.", "Étape\u00A0: nourrir les équipes."},
	{egizia.CardDealt{Space: 2, Card: 2}, "Quarry 3 is dealt on card space 3.", "Sur la case carte 3\u00A0: Carrière 3."},
	{egizia.TileDealt{Space: 3, Tile: 3}, "A Nile tile on round space 4: +1 Strength to the yellow crew, you may move the flood marker 1 space.",
		"Une tuile Nil sur la case ronde 4\u00A0: +1 Force pour l'équipe jaune, vous pouvez déplacer le marqueur Crue de 1 case."},
	{egizia.TileDealt{Space: 0, Tile: egizia.TileBlocked}, "Round space 1 is blocked by a face-down tile.",
		"La case ronde 1 est bloquée par une tuile face cachée."},
	{egizia.ShipPlaced{Player: 0, From: 0, To: 5, Kind: egizia.KindCard, Space: 2, Slot: -1, Ship: 1}, "Ana sails to card space 3.",
		"Ana navigue jusqu'à la case carte 3."},
	{egizia.ShipPlaced{Player: 2, From: 5, To: 20, Kind: egizia.KindSlot, Space: 2, Slot: 0, Ship: 2},
		"Cleo sails to slot 1 of the Sphinx zone.", "Cleo navigue jusqu'à la case Construction 1 de la zone Sphinx."},
	{egizia.ShipPlaced{Player: 1, From: 9, To: 7, Kind: egizia.KindWait, Space: 0, Slot: 0, Via: "g9", Ship: 3},
		"Ben sails upstream to a waiting place beside the Obelisk–Colonnade zone (violet bonus tile).",
		"Ben remonte le fleuve jusqu'à une place d'attente à côté de la zone Obélisque–Colonnade (tuile Bonus violette)."},
	{egizia.CardTaken{Player: 0, Space: 2, Card: 2, Kept: true}, "Ana takes Quarry 3.", "Ana prend Carrière 3."},
	{egizia.TileResolved{Player: 1, Space: 6, Tile: egizia.TilePrinted},
		"Ben takes the effect of round space 7: +1 Strength to a crew of your choice, you may move the flood marker 1 space.",
		"Ben prend l'effet de la case ronde 7\u00A0: +1 Force pour une équipe au choix, vous pouvez déplacer le marqueur Crue de 1 case."},
	{egizia.FloodMoved{Player: 1, From: 1, To: 2}, "Ben moves the flood marker to the bottom: only Green fields produce.",
		"Ben place le marqueur Crue en bas\u00A0: seuls les champs verts produisent."},
	// Keeping the marker is logged too (issue 22).
	{egizia.FloodKept{Player: 0, At: egizia.FloodMiddle}, "Ana keeps the flood marker in the middle: Green and Yellow fields produce.",
		"Ana laisse le marqueur Crue au milieu\u00A0: les champs verts et jaunes produisent."},
	{egizia.StrengthChanged{Player: 1, Crew: egizia.CrewYellow, Delta: 1, Strength: 2, Reason: egizia.RsnTile},
		"Ben gives +1 Strength to the yellow crew (now 2).", "Ben donne +1 Force à l'équipe jaune (maintenant 2)."},
	{egizia.MarketStepped{Player: 2, Market: egizia.MktStone, From: 2, To: 4, Reason: egizia.RsnCard},
		"Cleo moves up the Stone market from level 2 to 4.", "Cleo monte sur le marché de la Pierre du niveau 2 au niveau 4."},
	{egizia.StoneChanged{Player: 2, Delta: 2, Stone: 9, Reason: egizia.RsnMarket}, "Cleo gains 2 Stone, market reward (now 9).",
		"Cleo gagne 2 Pierres, récompense du marché (total 9)."},
	{egizia.Produced{Player: 0, Quarries: 5, Stone: 5, Total: 8}, "Ana produces 5 Stone with their quarries (now 8).",
		"Ana produit 5 Pierres avec ses carrières (total 8)."},
	// Level 1: 3 points per missing Wheat.
	{egizia.Fed{Player: 1, Level: 1, Need: 7, Fields: 6, Wheat: 6, Points: -3},
		"Ben feeds crews of Strength 7 with 6 Wheat: 1 short, 3 points lost.",
		"Ben nourrit des équipes de Force 7 avec 6 Blé\u00A0: il en manque 1, 3 points perdus."},
	{egizia.Fed{Player: 0, Level: 3, Need: 5, Fields: 11, Wheat: 11, Points: 2},
		"Ana feeds crews of Strength 5 with 11 Wheat and sells the surplus for 2 points.",
		"Ana nourrit des équipes de Force 5 avec 11 Blé et vend le surplus pour 2 points."},
	{egizia.BuildStarted{Player: 2, Zone: 0, Slot: 0, Crews: 1<<egizia.CrewGreen | 1<<egizia.CrewViolet, Strength: 3},
		"Cleo builds with the green crew and the Leader: Strength 3.", "Cleo construit avec l'équipe verte et l'équipe de tête\u00A0: Force 3."},
	{egizia.BrickPlaced{Player: 2, Monument: egizia.MonObelisk, Space: 0, Cost: 1, Points: 1},
		"Cleo builds floor 1 of the obelisk (cost 1): 1 point.", "Cleo construit l'étage 1 de l'obélisque (coût 1)\u00A0: 1 point."},
	{egizia.BrickPlaced{Player: 0, Monument: egizia.MonPyramid, Row: 1, Space: 2, Cost: 3, Points: 3},
		"Ana builds space 3 of row 2 of the pyramid (cost 3): 3 points.",
		"Ana construit la case 3 de la rangée 2 de la pyramide (coût 3)\u00A0: 3 points."},
	{egizia.BrickPlaced{Player: 1, Monument: egizia.MonStatue, Row: 2, Space: 1, Cost: 2},
		"Ben builds level 2 of statue 3 (cost 2): it scores at the end.",
		"Ben construit le niveau 2 de la statue 3 (coût 2)\u00A0: il comptera à la fin."},
	{egizia.BonusTileGained{Player: 0, Tile: egizia.G3, Column: 3},
		"Ana builds column 3 and gains a gold bonus tile (+1 point per later brick).",
		"Ana construit la colonne 3 et gagne une tuile Bonus dorée (+1 point par brique suivante)."},
	{egizia.ColonnadeCompleted{Player: 1, Rank: 2, Points: 3}, "Ben completes their colonnade, second to do so: 3 points.",
		"Ben achève sa colonnade, rang 2e\u00A0: 3 points."},
	{egizia.RowCompleted{Row: 0, Winner: 2, Bricks: 3, Points: 3},
		"Row 1 of the pyramid is complete: Cleo has the majority and scores 3 points, one per brick.",
		"La rangée 1 de la pyramide est complète\u00A0: Cleo y a la majorité et marque 3 points, un par brique."},
	{egizia.ShipDeclined{Player: 1, Zone: 2, Slot: 0}, "Ben declines to build in the Sphinx zone: the ship leaves.",
		"Ben renonce à construire dans la zone Sphinx\u00A0: son navire s'en va."},
	{egizia.WaitingPromoted{Player: 0, Zone: 2, Slot: 1}, "Ana moves a waiting ship into slot 2 of the Sphinx zone: it builds last.",
		"Ana avance un navire en attente sur la case 2 de la zone Sphinx\u00A0: il construira en dernier."},
	{egizia.SphinxDrawn{Player: 0, Paid: 3, Cards: []int{2, 33, 25}}, "Ana draws 3 cards at the Sphinx.", "Ana pioche 3 cartes Sphinx."},
	{egizia.SphinxKept{Player: 0, Cards: []int{2}}, "Ana keeps 1 of the cards drawn.", "Ana garde 1 carte Sphinx."},
	{egizia.SphinxReturned{Player: 0, Cards: []int{33, 25}, Points: 2}, "Ana puts 2 cards under the Sphinx deck: +2.",
		"Ana glisse 2 cartes sous la pioche Sphinx\u00A0: +2."},
	{egizia.CoopBonusScored{Player: 2, Zones: 2, Points: 2}, "Cleo built in 2 zones this round: cooperation bonus +2.",
		"Cleo a construit dans 2 zones cette manche\u00A0: bonus de coopération +2."},
	{egizia.OrderChanged{Order: []int{1, 0, 2}}, "New player order, lowest score first: Ben, Ana, Cleo.",
		"Nouvel ordre du tour, du plus petit score au plus grand\u00A0: Ben, Ana, Cleo."},
	{egizia.CardUsed{Player: 1, Card: 34}, "Ben plays Double stop.", "Ben joue Double escale."},
	{egizia.Sold{Player: 2, Stone: 4}, "Cleo sells 4 Stone for 4 points (Stone sale).", "Cleo vend 4 Pierres pour 4 points (Vente de pierres)."},
	{egizia.Attached{Player: 0, Card: 24, Field: 1, From: egizia.Red, To: egizia.Yellow},
		"Ana attaches Irrigation to a Red field: it counts as a Yellow field from now on.",
		"Ana fixe Irrigation sur un champ rouge\u00A0: il compte désormais comme un champ jaune."},
	{egizia.Scored{Player: 1, Points: -5, Total: -2, Reason: egizia.RsnCard}, "Ben loses 5 points, Nile card (now -2).",
		"Ben perd 5 points, carte Nil (total -2)."},
	{egizia.Scored{Player: 0, Points: 5, Total: 88, Reason: egizia.RsnEndMajority}, "Ana scores 5 points, pyramid majority (now 88).",
		"Ana marque 5 points, majorité sur la pyramide (total 88)."},
	{egizia.SphinxRevealed{Player: 2, Card: 14, Points: 6}, "Cleo reveals the Sphinx card “Bricks on the obelisk”: objective met, 6 points.",
		"Cleo révèle la carte Sphinx «\u00A0Briques sur l’obélisque\u00A0»\u00A0: objectif atteint, 6 points."},
	{egizia.StatueScored{Player: 1, Statue: 0, Card: 2, Built: 3, Level: 2, Points: 5},
		"Ben built statue 1 to level 2 and meets it: 5 points.",
		"Ben a bâti la statue 1 jusqu'au niveau 2 et remplit son objectif\u00A0: 5 points."},
	{egizia.GameOver{Totals: []int{90, 104, 77}, Winners: []int{1}}, "The game is over: Ben wins with 104 points.",
		"La partie est finie\u00A0: Ben gagne avec 104 points."},
}

// TestLogSentences: the hand-written lines, word for word.
func TestLogSentences(t *testing.T) {
	var cases []viewtest.LogCase
	for _, c := range logTestCases {
		cases = append(cases, viewtest.LogCase{E: c.e, En: c.en, Fr: c.fr})
	}
	viewtest.LogLines(t, Log, logTestEnv, cases, "Ana", "Ben", "Cleo")
}

// TestLogSeatFallbacks: a seat without a name is called by its colour, a
// seat the env lacks "Player n".
func TestLogSeatFallbacks(t *testing.T) {
	at := func(seat int) engine.Event { return egizia.Passed{Player: seat} }
	viewtest.LogSeatFallbacks(t, Log, logTestEnv, at, egizia.Passed{}, map[string][2]string{
		"en": {"White passes for the rest of the step.", "Player 4 passes for the rest of the step."},
		"fr": {"Blanc passe jusqu'à la fin de l'étape.", "Joueur 4 passe jusqu'à la fin de l'étape."},
	})
}

// TestLogSilent: the events another line of the same move already says.
func TestLogSilent(t *testing.T) {
	env := logTestEnv(t, "en", "Ana", "Ben")
	for _, e := range logTestSilentCases() {
		if line, ok := Log(e, env); ok {
			t.Errorf("%#v gives %q", e, line)
		}
	}
}

func logTestSilentCases() []engine.Event {
	var evs []engine.Event
	for r := range logSilentScore {
		evs = append(evs, egizia.Scored{Player: 0, Points: 2, Total: 2, Reason: r})
	}
	for r := range logSilentStone {
		evs = append(evs, egizia.StoneChanged{Player: 0, Delta: -2, Stone: 2, Reason: r})
	}
	return append(evs, egizia.Scored{Player: 0, Points: 0, Reason: egizia.RsnCard})
}

// logTestSilent reports the events deliberately without a line.
func logTestSilent(e engine.Event) bool {
	switch e := e.(type) {
	case egizia.Scored:
		return e.Points == 0 || logSilentScore[e.Reason]
	case egizia.StoneChanged:
		return logSilentStone[e.Reason]
	}
	return false
}

// TestLogRefusesNonsense: codes the engine never records give no line
// rather than a broken one.
func TestLogRefusesNonsense(t *testing.T) {
	env := logTestEnv(t, "en", "Ana", "Ben")
	for _, e := range []engine.Event{
		egizia.SetupSphinxKept{Player: 4},
		egizia.RoundStarted{Round: 6, Order: []int{0, 1}},
		egizia.RoundStarted{Round: 1, Order: []int{0, 7}},
		egizia.StepStarted{Step: egizia.StepSetup},
		egizia.StepStarted{Step: egizia.StepOver},
		egizia.CardDealt{Space: 10, Card: 3},
		egizia.CardDealt{Space: 0, Card: 57},
		egizia.CardsBoxed{Deck: 3, Cards: 2},
		egizia.TileDealt{Space: 7, Tile: 1},
		egizia.TileDealt{Space: 1, Tile: 12},
		egizia.TileDealt{Space: 1, Tile: egizia.TileNone},
		egizia.WindowOpened{Player: 0, Kind: 3},
		egizia.ShipPlaced{Player: 0, Kind: "air", Space: 0},
		egizia.ShipPlaced{Player: 0, Kind: egizia.KindSlot, Space: 0, Slot: 3},
		egizia.ShipPlaced{Player: 0, Kind: egizia.KindCard, Space: 1, Via: "g11"},
		egizia.ExtraShip{Player: 0, Via: "r35"},
		egizia.CardTaken{Player: 0, Card: 0},
		egizia.FloodMoved{Player: 0, To: 3},
		egizia.FloodKept{Player: 0, At: -1},
		egizia.StrengthChanged{Player: 0, Crew: 4, Delta: 1},
		egizia.MarketStepped{Player: 0, Market: 2, From: 1, To: 2},
		egizia.MarketStepped{Player: 0, Market: 0, From: 5, To: 5},
		egizia.BuildStarted{Player: 0, Crews: 0},
		egizia.BrickPlaced{Player: 0, Monument: 4},
		egizia.BrickPlaced{Player: 0, Monument: egizia.MonObelisk, Space: 12},
		egizia.BonusTileGained{Player: 0, Tile: 11, Column: 3},
		egizia.ColonnadeCompleted{Player: 0, Rank: 5},
		egizia.SphinxDrawn{Player: 0},
		egizia.SphinxRevealed{Player: 0, Card: 36},
		egizia.StatueScored{Player: 0, Statue: 3},
		egizia.GameOver{Totals: []int{1}, Winners: nil},
		egizia.PowerUsed{Player: 0, Card: 99},
		egizia.Attached{Player: 0, Card: 24, From: 3, To: 1},
	} {
		if line, ok := Log(e, env); ok {
			t.Errorf("%#v gives %q", e, line)
		}
	}
}

// TestLogSphinxHidden: before the final reveal, no line depends on which
// Sphinx cards were dealt, drawn, kept or put back (§11.1): the log is
// read by every seat at the screen.
func TestLogSphinxHidden(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Ana", "Ben")
		pairs := [][2]engine.Event{
			{egizia.SetupSphinxKept{Player: 0, Kept: 1, Returned: 2}, egizia.SetupSphinxKept{Player: 0, Kept: 35, Returned: 17}},
			{egizia.SphinxDrawn{Player: 1, Paid: 2, Cards: []int{3, 4}}, egizia.SphinxDrawn{Player: 1, Paid: 2, Cards: []int{30, 12}}},
			{egizia.SphinxDrawn{Player: 1, Paid: 2, Free: 1, Cards: []int{3, 4, 5}}, egizia.SphinxDrawn{Player: 1, Paid: 2, Free: 1, Cards: []int{9, 8, 7}}},
			{egizia.SphinxKept{Player: 0, Cards: []int{6}}, egizia.SphinxKept{Player: 0, Cards: []int{21}}},
			{egizia.SphinxKept{Player: 0, Cards: []int{6, 7}, R48: true}, egizia.SphinxKept{Player: 0, Cards: []int{33, 1}, R48: true}},
			{egizia.SphinxReturned{Player: 1, Cards: []int{5, 11}, Points: 2}, egizia.SphinxReturned{Player: 1, Cards: []int{29, 2}, Points: 2}},
		}
		for _, p := range pairs {
			a, okA := Log(p[0], env)
			b, okB := Log(p[1], env)
			if !okA || !okB || a != b {
				t.Errorf("%s: %q and %q differ with the cards", lang, a, b)
			}
			if strings.Contains(a, "X") && strings.ContainsAny(a, "0123456789") && strings.Contains(a, "X1") {
				t.Errorf("%s: %q names a card", lang, a)
			}
		}
	}
}

// logTestVariants is every event variant the log words differently.
func logTestVariants() []engine.Event {
	var evs []engine.Event
	reasons := []string{egizia.RsnCard, egizia.RsnTile, egizia.RsnG3, egizia.RsnMarket, egizia.RsnObelisk, egizia.RsnPower,
		egizia.RsnBonus, egizia.RsnStartUp, egizia.RsnEndMajority, egizia.RsnEndNile, egizia.RsnEndStone, "unknown"}
	for p := 0; p < egizia.MaxPlayers; p++ {
		evs = append(evs, egizia.SetupSphinxKept{Player: p, Kept: 3, Returned: 4}, egizia.Passed{Player: p},
			egizia.ExtraShip{Player: p, Via: "r34"}, egizia.ExtraShip{Player: p, Via: "g7"},
			egizia.GleanChosen{Player: p, Space: -1}, egizia.GleanChosen{Player: p, Space: 9},
			egizia.WaitTileGained{Player: p}, egizia.FreeBrickLost{Player: p},
			egizia.Glory{Player: p, Bricks: 1, Pyramid: true}, egizia.Glory{Player: p, Bricks: 4},
			egizia.StoneChanged{Player: p, Delta: 0, Stone: 25, Reason: egizia.RsnCard},
			egizia.Produced{Player: p, Quarries: 3, Stone: 3, Total: 5}, egizia.Milled{Player: p, Stone: 2},
			egizia.Fed{Player: p, Level: 1, Need: 7, Wheat: 6, Points: -3}, egizia.Fed{Player: p, Level: 3, Need: 4, Wheat: 10, Points: 2},
			egizia.Fed{Player: p, Level: 2, Need: 4, Wheat: 4}, egizia.Fed{Player: p, Level: 2, Need: 4, Wheat: 5},
			egizia.ObeliskBonus{Player: p, Upper: true}, egizia.ObeliskBonus{Player: p, Choice: true},
			egizia.SphinxDrawn{Player: p, Paid: 1, Cards: []int{1}}, egizia.SphinxDrawn{Player: p, Paid: 4, Free: 1, Cards: []int{1, 2, 3, 4, 5}},
			egizia.SphinxKept{Player: p}, egizia.SphinxKept{Player: p, Cards: []int{3}}, egizia.SphinxKept{Player: p, Cards: []int{3, 4}, R48: true},
			egizia.SphinxReturned{Player: p, Cards: []int{3}, Points: 1}, egizia.Sold{Player: p, Stone: 1}, egizia.Sold{Player: p, Stone: 10},
			egizia.CoopBonusScored{Player: p, Zones: 0}, egizia.CoopBonusScored{Player: p, Zones: 1},
			egizia.CoopBonusScored{Player: p, Zones: 2, Points: 2}, egizia.CoopBonusScored{Player: p, Zones: 3, Points: 5},
			egizia.GameOver{Totals: []int{50, 50, 50, 50}, Winners: []int{p}}, egizia.GameOver{Totals: []int{50, 50, 50, 50}, Winners: []int{p, (p + 1) % 4}})
		for w := egizia.WinProduce; w <= egizia.WinFinal; w++ {
			evs = append(evs, egizia.WindowOpened{Player: p, Kind: w}, egizia.WindowClosed{Player: p, Kind: w})
		}
		for _, r := range reasons {
			evs = append(evs, egizia.Scored{Player: p, Points: 3, Total: 10, Reason: r}, egizia.Scored{Player: p, Points: -1, Total: -1, Reason: r},
				egizia.StoneChanged{Player: p, Delta: 1, Stone: 4, Reason: r}, egizia.StoneChanged{Player: p, Delta: -4, Stone: 0, Reason: r})
		}
		for c := 0; c < egizia.NumCrews; c++ {
			evs = append(evs, egizia.StrengthChanged{Player: p, Crew: c, Delta: 1, Strength: 4},
				egizia.StrengthChanged{Player: p, Crew: c, Delta: -1, Strength: 1}, egizia.StrengthChanged{Player: p, Crew: c, Strength: 9})
		}
		for m := 0; m < egizia.NumMarkets; m++ {
			evs = append(evs, egizia.MarketStepped{Player: p, Market: m, From: 1, To: 2},
				egizia.MarketStepped{Player: p, Market: m, From: 4, To: 5, Overflow: 1}, egizia.MarketStepped{Player: p, Market: m, From: 5, To: 5, Overflow: 2})
		}
		for f := 0; f < egizia.NumFlood; f++ {
			evs = append(evs, egizia.FloodMoved{Player: p, From: 1, To: f}, egizia.FloodKept{Player: p, At: f})
		}
		for id := 1; id <= egizia.NumNileCards; id++ {
			evs = append(evs, egizia.CardTaken{Player: p, Space: id % 10, Card: id, Kept: true},
				egizia.CardTaken{Player: p, Space: id % 10, Card: id}, egizia.CardTaken{Player: p, Space: id % 10, Card: id, Kept: true, Glean: true},
				egizia.CardUsed{Player: p, Card: id}, egizia.BoostPlayed{Player: p, Card: id, Strength: 3, Capacity: 7},
				egizia.PowerUsed{Player: p, Card: id, Crews: [2]int{1, -1}}, egizia.PowerUsed{Player: p, Card: id, Crews: [2]int{1, 2}, Stone: 4},
				egizia.Attached{Player: p, Card: id, From: egizia.Red, To: egizia.Yellow})
		}
		for sp := 0; sp < egizia.NumRoundSp; sp++ {
			evs = append(evs, egizia.TileResolved{Player: p, Space: sp, Tile: egizia.TilePrinted})
			for tile := 1; tile <= egizia.NumTiles; tile++ {
				evs = append(evs, egizia.TileResolved{Player: p, Space: sp, Tile: tile})
			}
		}
		for z := 0; z < egizia.NumZones; z++ {
			for _, via := range []string{"", "g9", "g10"} {
				evs = append(evs, egizia.ShipPlaced{Player: p, Kind: egizia.KindWait, Space: z, Slot: 1, Via: via})
				for s := 0; s < egizia.SlotsPerZone; s++ {
					evs = append(evs, egizia.ShipPlaced{Player: p, Kind: egizia.KindSlot, Space: z, Slot: s, Via: via})
				}
			}
			for s := 0; s < egizia.SlotsPerZone; s++ {
				evs = append(evs, egizia.ShipShifted{Player: p, Zone: z, From: s + 1, To: s}, egizia.WaitingPromoted{Player: p, Zone: z, Slot: s})
			}
			evs = append(evs, egizia.ShipDeclined{Player: p, Zone: z}, egizia.ShipDeclined{Player: p, Zone: z, Auto: true},
				egizia.ExtraBuilder{Player: p, Zone: z}, egizia.ExtraBuilder{Player: p, Zone: z, G8: true},
				egizia.BuildDone{Player: p, Zone: z, Items: 1, Cost: 1}, egizia.BuildDone{Player: p, Zone: z, Items: 3, Cost: 9})
		}
		for c := 0; c < egizia.NumCardSp; c++ {
			evs = append(evs, egizia.ShipPlaced{Player: p, Kind: egizia.KindCard, Space: c, Slot: -1},
				egizia.ShipPlaced{Player: p, Kind: egizia.KindCard, Space: c, Slot: -1, Via: "g9"})
		}
		for t := 0; t < egizia.NumRoundSp; t++ {
			evs = append(evs, egizia.ShipPlaced{Player: p, Kind: egizia.KindRound, Space: t, Slot: -1, Via: "g10"})
		}
		for crews := 1; crews < 1<<egizia.NumCrews; crews++ {
			evs = append(evs, egizia.BuildStarted{Player: p, Crews: crews, Strength: 5})
		}
		for f := 0; f < egizia.ObeliskFloors; f++ {
			evs = append(evs, egizia.BrickPlaced{Player: p, Monument: egizia.MonObelisk, Space: f, Cost: int(egizia.ObeliskCost[f]), Points: int(egizia.ObeliskCost[f])},
				egizia.BrickPlaced{Player: p, Monument: egizia.MonObelisk, Space: f, Free: true})
		}
		for c := 0; c < egizia.ColColumns; c++ {
			evs = append(evs, egizia.BrickPlaced{Player: p, Monument: egizia.MonColonnade, Space: c, Cost: 1, Points: 1})
		}
		for r := 0; r < egizia.PyrRows; r++ {
			evs = append(evs, egizia.BrickPlaced{Player: p, Monument: egizia.MonPyramid, Row: r, Space: 1, Cost: r + 2, Points: r + 2},
				egizia.RowCompleted{Row: r, Winner: p, Bricks: 2, Points: 2})
		}
		for s := 0; s < egizia.NumStatues; s++ {
			for l := 0; l < egizia.StatueLevels; l++ {
				evs = append(evs, egizia.BrickPlaced{Player: p, Monument: egizia.MonStatue, Row: s, Space: l, Cost: l + 1})
			}
			evs = append(evs, egizia.StatueScored{Player: p, Statue: s, Card: 1, Built: 2, Level: 0},
				egizia.StatueScored{Player: p, Statue: s, Card: 1, Built: 3, Level: 3, Points: 10})
		}
		for g := 1; g <= egizia.NumBonus; g++ {
			evs = append(evs, egizia.BonusTileGained{Player: p, Tile: g, Column: 3 + 2*(g/6)})
		}
		for r := 1; r <= egizia.MaxPlayers; r++ {
			evs = append(evs, egizia.ColonnadeCompleted{Player: p, Rank: r, Points: int(egizia.ColCompletePts[r-1])})
		}
		for x := 1; x <= egizia.NumSphinx; x++ {
			evs = append(evs, egizia.SphinxRevealed{Player: p, Card: x, Points: 0}, egizia.SphinxRevealed{Player: p, Card: x, Points: 1})
		}
	}
	for step := egizia.StepPlace; step <= egizia.StepFinal; step++ {
		evs = append(evs, egizia.StepStarted{Round: 1, Step: step})
	}
	for r := 1; r <= egizia.NumRounds; r++ {
		evs = append(evs, egizia.RoundStarted{Round: r, Order: []int{3, 1, 0, 2}}, egizia.RiverCleared{Round: r, CardsBoxed: 1},
			egizia.RiverCleared{Round: r, CardsBoxed: 7})
	}
	for d := 0; d < egizia.NumDecks; d++ {
		evs = append(evs, egizia.CardsBoxed{Deck: d, Cards: 1}, egizia.CardsBoxed{Deck: d, Cards: 4})
	}
	for c := 0; c < egizia.NumCardSp; c++ {
		for id := 1; id <= egizia.NumNileCards; id++ {
			evs = append(evs, egizia.CardDealt{Space: c, Card: id})
		}
	}
	for t := 0; t < egizia.NumRoundSp; t++ {
		evs = append(evs, egizia.TileDealt{Space: t, Tile: egizia.TilePrinted}, egizia.TileDealt{Space: t, Tile: egizia.TileBlocked})
		for tile := 1; tile <= egizia.NumTiles; tile++ {
			evs = append(evs, egizia.TileDealt{Space: t, Tile: tile})
		}
	}
	for z := 0; z < egizia.NumZones; z++ {
		evs = append(evs, egizia.BuildZone{Zone: z})
	}
	return append(evs, egizia.SphinxShuffled{Cards: 1}, egizia.SphinxShuffled{Cards: 27}, egizia.OrderChanged{Order: []int{2, 3, 0, 1}},
		egizia.RowCompleted{Row: 2, Winner: -1})
}

// logTestBad is what a broken line shows.
func logTestBad(line string) bool { return viewtest.BadLine(line, "egizia.") }

// logTestPlayer is the seat an event's line must name.
func logTestPlayer(e engine.Event) (int, bool) {
	switch e := e.(type) {
	case egizia.RowCompleted:
		return e.Winner, e.Winner >= 0
	case egizia.GameOver:
		return e.Winners[0], true
	case egizia.RoundStarted:
		return e.Order[0], true
	case egizia.OrderChanged:
		return e.Order[0], true
	}
	if v := reflect.ValueOf(e).FieldByName("Player"); v.IsValid() && v.Int() >= 0 {
		return int(v.Int()), true
	}
	return 0, false
}

// TestLogAllVariants: every variant has a whole line in both languages
// that names its player.
func TestLogAllVariants(t *testing.T) {
	viewtest.LogVariants(t, Log, logTestEnv, logTestVariants(), []string{"Ana", "Ben", "Cleo", "Dan"}, logTestBad, logTestPlayer, logTestSilent)
}

// TestLogLinesShort: no line takes more than three lines of the 4-player
// log with long names.
func TestLogLinesShort(t *testing.T) {
	width := scenelayout.MatchLayout(4, true).Log.W - 32
	viewtest.LogLinesShort(t, Log, logTestEnv, logTestVariants(), []string{"Hatshepsut", "Nefertiti", "Cleopatra", "Ramesses"}, width)
}

// TestLogPlurals: the counted lines read right at 1 and 2.
func TestLogPlurals(t *testing.T) {
	viewtest.LogPlurals(t, Log, logTestEnv, []viewtest.PluralCase{
		viewtest.Plural(func(n int) engine.Event { return egizia.Scored{Player: 0, Points: n, Total: 9, Reason: egizia.RsnCard} },
			"scores 1 point,", "scores 2 points,", "marque 1 point,", "marque 2 points,"),
		viewtest.Plural(func(n int) engine.Event {
			return egizia.StoneChanged{Player: 0, Delta: n, Stone: 9, Reason: egizia.RsnCard}
		},
			"gains 1 Stone,", "gains 2 Stone,", "gagne 1 Pierre,", "gagne 2 Pierres,"),
		viewtest.Plural(func(n int) engine.Event { return egizia.SphinxDrawn{Player: 0, Paid: n, Cards: make([]int, n)} },
			"draws 1 card at", "draws 2 cards at", "pioche 1 carte Sphinx", "pioche 2 cartes Sphinx"),
		viewtest.Plural(func(n int) engine.Event {
			return egizia.CoopBonusScored{Player: 0, Zones: n, Points: []int{0, 0, 2}[n]}
		},
			"in 1 zone this", "in 2 zones this", "dans 1 zone cette", "dans 2 zones cette"),
	})
}

// TestLogEveryEvent: random games at 2, 3 and 4 players log every event
// they record in both languages with whole lines that name the seat;
// every event type of the engine appears; every score source has its
// name.
func TestLogEveryEvent(t *testing.T) {
	seen := map[string]int{}
	sources := map[string]bool{}
	names := []string{"Hatshepsut", "Nefertiti", "Cleopatra", "Ramesses"}
	for g := 0; g < 9; g++ {
		opts := engine.Options{"players": strconv.Itoa(2 + g%3)}
		evs, st := enginetest.PlayRecorded(t, egizia.Game{}, opts, uint64(400+g))
		for _, sc := range st.Scores() {
			for _, p := range sc.Parts {
				sources[p.Source] = true
			}
		}
		for _, lang := range []string{"en", "fr"} {
			env := logTestEnv(t, lang, names...)
			for _, e := range evs {
				seen[e.EventName()]++
				line, ok := Log(e, env)
				if !ok {
					if !logTestSilent(e) {
						t.Errorf("%s %v: no line for %#v", lang, opts, e)
					}
					continue
				}
				if logTestBad(line) {
					t.Errorf("%s %s: bad line %q", lang, e.EventName(), line)
				}
				if p, has := logTestPlayer(e); has && !strings.Contains(line, names[p]) {
					t.Errorf("%s: %q does not name seat %d", lang, line, p)
				}
			}
		}
	}
	// The events random games rarely reach are in logTestVariants.
	for _, name := range []string{"setup_sphinx_kept", "sphinx_shuffled", "round_started", "step_started", "card_dealt",
		"cards_boxed", "tile_dealt", "coop_bonus", "river_cleared", "order_changed", "ship_placed", "passed", "card_taken",
		"tile_resolved", "produced", "fed", "build_zone", "build_started", "brick_placed", "build_done", "sphinx_drawn",
		"sphinx_kept", "sphinx_returned", "scored", "stone_changed", "strength_changed", "market_stepped", "flood_moved",
		"sphinx_revealed", "statue_scored", "game_over", "ship_declined"} {
		if seen[name] == 0 {
			t.Errorf("no %s event in the test games", name)
		}
	}
	if len(sources) != len(logSources) {
		t.Errorf("sources %v, want %v", sources, logSources)
	}
	for src := range sources {
		found := false
		for _, s := range logSources {
			found = found || s == src
		}
		if !found {
			t.Errorf("source %q not in logSources", src)
		}
	}
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		for _, src := range logSources {
			if !b.Has(entrySource + "." + src) {
				t.Errorf("%s: source %q has no name", lang, src)
			}
		}
	}
}

// TestLogEveryEventType: each event type the engine declares has a line
// among the variants (the engine's EventName list, kept by hand here and
// checked against the variants).
func TestLogEveryEventType(t *testing.T) {
	all := []string{"card_used", "sold", "attached", "power_used", "build_zone", "ship_declined", "ship_shifted",
		"waiting_promoted", "extra_builder", "scored", "stone_changed", "strength_changed", "market_stepped", "produced",
		"milled", "fed", "setup_sphinx_kept", "sphinx_shuffled", "round_started", "step_started", "card_dealt", "cards_boxed",
		"tile_dealt", "window_opened", "window_closed", "coop_bonus", "river_cleared", "order_changed", "glean_chosen",
		"build_started", "boost_played", "brick_placed", "bonus_tile_gained", "colonnade_completed", "row_completed",
		"obelisk_bonus", "build_done", "ship_placed", "passed", "extra_ship", "card_taken", "tile_resolved",
		"sphinx_revealed", "statue_scored", "game_over", "sphinx_drawn", "sphinx_kept", "sphinx_returned", "flood_moved",
		"wait_tile_gained", "free_brick_lost", "glory"}
	if len(all) != 52 {
		t.Fatalf("%d event names", len(all))
	}
	env := logTestEnv(t, "en", "Ana", "Ben", "Cleo", "Dan")
	lined := map[string]bool{}
	for _, e := range logTestVariants() {
		if _, ok := Log(e, env); ok {
			lined[e.EventName()] = true
		}
	}
	for _, n := range all {
		if !lined[n] {
			t.Errorf("%s has no line", n)
		}
	}
}
