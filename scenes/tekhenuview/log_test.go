package tekhenuview

import (
	"reflect"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/tekhenu"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	scenelayout "nilegames/scenes/layout"
)

// Test helpers of the log start with "logTest" (the view's tests have
// their own).

func logTestEnv(t testing.TB, lang string, names ...string) *gameview.Env {
	t.Helper()
	return viewtest.Env(t, lang, render.OtherColors[:], names...)
}

// logTestCases: one line per representative event, written by hand from
// the rules. Ana is seat 0, Ben seat 1, Cleo seat 2.
var logTestCases = []logCase{
	{tekhenu.DecreeKept{Player: 1, Card: "D07"},
		"Ben keeps one of the two Decrees dealt.", "Ben garde l'un des deux Décrets reçus."},
	{tekhenu.StartCardTaken{Player: 0, Card: "S04"},
		"Ana takes Start card “Any 5”.", "Ana prend la carte Départ «\u00A05 au choix\u00A0»."},
	{tekhenu.DestinyTaken{Player: 2, Card: "A03"},
		"Cleo takes Destiny card “Pop or Happ”.", "Cleo prend la carte Destinée «\u00A0Pop. ou Bonh.\u00A0»."},
	{tekhenu.TurnStarted{Player: 1, Turn: 7},
		"Turn 7: Ben to play.", "Tour 7\u00A0: à Ben de jouer."},
	{tekhenu.DieDrafted{Player: 0, Die: 12, Section: tekhenu.Ra, Colour: "black", Value: 5, Pan: "left"},
		"Ana drafts a black 5 from Ra: Pure, on the left pan.", "Ana prend un 5 noir chez Râ\u00A0: Pur, sur le plateau gauche."},
	{tekhenu.DieDrafted{Player: 1, Die: 22, Section: tekhenu.Thoth, Colour: "gray", Value: 2, Pan: "right"},
		"Ben drafts a grey 2 from Thoth: Corrupt, on the right pan.", "Ben prend un 2 gris chez Thot\u00A0: Corrompu, sur le plateau droit."},
	{tekhenu.DieDrafted{Player: 2, Die: 17, Section: tekhenu.Osiris, Colour: "brown", Value: 6, Pan: "under"},
		"Cleo drafts a brown 6 from Osiris with Anubis, under the balance.", "Cleo prend un 6 brun chez Osiris par l'action Anubis, sous la balance."},
	{tekhenu.DieTurned{Player: 0, Die: 3, From: 3, To: 5},
		"Ana turns the die from 3 to 5.", "Ana tourne le dé de 3 à 5."},
	{tekhenu.DivineAction{Player: 1, God: "bastet", Value: 4},
		"Ben holds Bastet's festival with a 4.", "Ben célèbre la fête de Bastet avec un 4."},
	{tekhenu.DivineAction{Player: 0, God: "hathor", Value: 1},
		"Ana performs Hathor's action with a 1.", "Ana fait l'action d'Hathor avec un 1."},
	// §5.3's example: a brown 5 with Bread level 3 keeps 3, 2 to the pan.
	{tekhenu.Produced{Player: 0, Resource: "bread", Value: 5, Kept: 3, Surplus: 2, OnBalance: true},
		"Ana produces Bread with a 5: 2 tokens over the level go on the right pan.",
		"Ana produit du Pain avec un 5\u00A0: 2 jetons au-delà du niveau vont sur le plateau droit."},
	{tekhenu.Produced{Player: 1, Resource: "granite", Value: 4, Kept: 3, Surplus: 1, OnBalance: true},
		"Ben produces Granite with a 4: 1 token over the level goes on the right pan.",
		"Ben produit du Granite avec un 4\u00A0: 1 jeton au-delà du niveau va sur le plateau droit."},
	{tekhenu.Produced{Player: 2, Resource: "limestone", Value: 4, Kept: 4},
		"Cleo produces Limestone with a 4.", "Cleo produit du Calcaire avec un 4."},
	{tekhenu.Produced{Player: 2, Resource: "papyrus", Value: 6, Kept: 4, Surplus: 2},
		"Cleo produces Papyrus with a 6: 2 tokens over the level go back to the supply.",
		"Cleo produit du Papyrus avec un 6\u00A0: 2 jetons au-delà du niveau retournent à la réserve."},
	{tekhenu.StatuePlaced{Player: 0, God: "thoth"},
		"Ana erects a statue to Thoth.", "Ana érige une statue en l'honneur de Thot."},
	{tekhenu.StatuePlaced{Player: 1, People: "os_quar"},
		"Ben erects a statue for the people above the quarries.", "Ben érige une statue pour le peuple au-dessus des carrières."},
	{tekhenu.StatueBonus{Player: 2, God: "hathor"},
		"Cleo receives Hathor's statue bonus.", "Cleo reçoit le bonus de statue d'Hathor."},
	{tekhenu.ColumnPlaced{Player: 0, Tile: 6, Slot: 0, Cell: 0, Rotation: 1, Matches: 2},
		"Ana raises column 2 Limestone (Sun) in the temple, row 1, column 1: 2 matching edges.",
		"Ana érige la colonne 2 Calcaire (Soleil) dans le Temple, rangée 1, colonne 1\u00A0: 2 bords assortis."},
	{tekhenu.ColumnPlaced{Player: 1, Tile: 26, Slot: 2, Cell: 13, Matches: 1},
		"Ben raises column 2 Limestone (no light) in the temple, row 3, column 4: 1 matching edge.",
		"Ben érige la colonne 2 Calcaire (sans lumière) dans le Temple, rangée 3, colonne 4\u00A0: 1 bord assorti."},
	{tekhenu.ColumnPlaced{Player: 1, Tile: 9, Slot: 1, Cell: 24},
		"Ben raises column 3 Limestone (Darkness) in the temple, row 5, column 5.", "Ben érige la colonne 3 Calcaire (Obscurité) dans le Temple, rangée 5, colonne 5."},
	{tekhenu.ColumnRevealed{Tile: 14, Rotation: 3},
		"Column tile 3 Limestone (Penumbra) comes into the Ra row.", "La tuile Colonne 3 Calcaire (Pénombre) arrive dans la rangée de Râ."},
	{tekhenu.BuildingPlaced{Player: 0, Temple: 2, District: -1},
		"Ana builds beside row 3 of the temple.", "Ana bâtit face à la rangée 3 du Temple."},
	{tekhenu.BuildingPlaced{Player: 2, Temple: 9, District: -1},
		"Cleo builds below column 5 of the temple.", "Cleo bâtit sous la colonne 5 du Temple."},
	{tekhenu.BuildingPlaced{Player: 1, Temple: -1, District: 1, Row: 4},
		"Ben builds in the Bread workshop, row 4.", "Ben bâtit dans l'atelier de Pain, rangée 4."},
	{tekhenu.BuildingPlaced{Player: 1, Temple: -1, District: 3, Row: 6},
		"Ben builds in the Granite quarry, row 6.", "Ben bâtit dans la carrière de Granite, rangée 6."},
	{tekhenu.SectionRefreshed{Player: 0, Section: 2},
		"Ana refreshes market section III.", "Ana renouvelle la section III du marché."},
	{tekhenu.DecreeDrawn{Player: 2}, "Cleo draws a Decree.", "Cleo pioche un Décret."},
	{tekhenu.VPChanged{Player: 0, Source: "ra", Delta: 4, Total: 21},
		"Ana scores 4 VP (Ra).", "Ana marque 4\u00A0PV (Râ)."},
	{tekhenu.VPChanged{Player: 1, Source: "judgment", Delta: -2, Total: 8},
		"Ben loses 2 VP (Judgment of Maat).", "Ben perd 2\u00A0PV (Jugement de Maât)."},
	{tekhenu.VPChanged{Player: 2, Source: "production_tracks", Delta: 1, Total: 30},
		"Cleo scores 1 VP (Production tracks).", "Cleo marque 1\u00A0PV (Pistes de Production)."},
	{tekhenu.TokensGained{Player: 0, Token: "granite", N: 2},
		"Ana gains 2 Granite tokens.", "Ana gagne 2 jetons Granite."},
	{tekhenu.TokensGained{Player: 1, Token: "scribe", N: 1},
		"Ben gains 1 Scribe.", "Ben gagne 1 jeton Scribe."},
	{tekhenu.TokensGained{Player: 2, Token: "faith", N: 3},
		"Cleo gains 3 Faith tokens.", "Cleo gagne 3 jetons Foi."},
	{tekhenu.TokensPaid{Player: 0, Token: "papyrus", N: 1},
		"Ana pays 1 token of Papyrus.", "Ana paie 1 jeton Papyrus."},
	{tekhenu.TokensPaid{Player: 1, Token: "scribe", N: 2},
		"Ben pays 2 Scribes.", "Ben paie 2 jetons Scribe."},
	{tekhenu.TrackMoved{Player: 2, Track: "population", Value: 9},
		"Cleo's Population is now 9.", "Cleo passe à 9 de Population."},
	{tekhenu.TrackMoved{Player: 0, Track: "happiness", Value: 16},
		"Ana's Happiness is now 16.", "Ana passe à 16 de Bonheur."},
	{tekhenu.TrackMoved{Player: 1, Track: "limestone", Value: 3},
		"Ben's Limestone production is now 3.", "Ben passe à 3 en production de Calcaire."},
	{tekhenu.SectionOpened{Section: 3}, "Market section IV opens.", "La section IV du marché ouvre."},
	{tekhenu.MarketFilled{Section: 0, Slot: 2, Card: "T12"},
		"New card in section I: Technology “Surplus VP”.", "Nouvelle carte en section I\u00A0: Technologie «\u00A0PV du surplus\u00A0»."},
	{tekhenu.CardTaken{Player: 1, Section: 1, Slot: 0, Card: "B21"},
		"Ben takes Blessing “Produce twice” from section II.", "Ben prend la carte Bénédiction «\u00A0Produire 2 fois\u00A0» en section II."},
	{tekhenu.CardTaken{Player: 0, Section: 3, Slot: 3, Card: "D13"},
		"Ana takes Decree “Columns” from section IV.", "Ana prend la carte Décret «\u00A0Colonnes\u00A0» en section IV."},
	{tekhenu.CardPlayed{Player: 2, Card: "B07"}, "Cleo plays Blessing “+3 Pop or Happ”.", "Cleo joue la carte Bénédiction «\u00A0+3 Pop. ou Bonh.\u00A0»."},
	{tekhenu.DeckReshuffled{Deck: "T"},
		"The Technology discards are shuffled into a new deck.", "La défausse des Technologies est mélangée en une nouvelle pioche."},
	{tekhenu.DialRotated{Offset: 3, Rotation: 5},
		"The Dial turns one section clockwise (rotation 5 of 8).", "Le Cadran tourne d'une section en sens horaire (rotation 5 sur 8)."},
	{tekhenu.DieAdded{Die: 8, Section: tekhenu.Horus, Colour: "yellow", Value: 1},
		"Horus gets a new die: a yellow 1.", "Horus reçoit un nouveau dé\u00A0: un 1 jaune."},
	{tekhenu.JudgmentStarted{Judgment: 2},
		"Judgment of Maat 2 of 4: the balances are weighed.", "Jugement de Maât 2 sur 4\u00A0: on pèse les balances."},
	{tekhenu.Weighed{Player: 0, Balance: 3, Final: 3},
		"Ana's balance weighs +3.", "Ana\u00A0: la balance pèse +3."},
	{tekhenu.Weighed{Player: 1, Balance: -4, Faith: 1, Final: -3, Penalty: 1},
		"Ben's balance weighs −4; with Faith +1, Maat marks −3.", "Ben\u00A0: la balance pèse −4\u00A0; avec la Foi (+1), Maât marque −3."},
	{tekhenu.Weighed{Player: 2, Balance: 2, Faith: -2, Final: 0},
		"Cleo's balance weighs +2; with Faith −2, Maat marks 0.", "Cleo\u00A0: la balance pèse +2\u00A0; avec la Foi (−2), Maât marque 0."},
	{tekhenu.TurnOrder{Order: []int{2, 0, 1}},
		"New turn order: Cleo, Ana, Ben.", "Nouvel ordre du tour\u00A0: Cleo, Ana, Ben."},
	{tekhenu.ScoringStarted{Scoring: 1}, "First Scoring.", "Premier Décompte."},
	{tekhenu.ScoringStarted{Scoring: 2}, "Second and final Scoring.", "Second et dernier Décompte."},
	{tekhenu.ScoringEnded{Scoring: 1}, "The first Scoring is over.", "Le premier Décompte est terminé."},
	{tekhenu.BalancesEmptied{Judgment: 3},
		"The balances are emptied: dice back to the bag, surplus and Faith to the supply.",
		"Les balances sont vidées\u00A0: les dés retournent dans le sac, l'excédent et la Foi à la réserve."},
	{tekhenu.UpkeepPaid{Player: 0, Due: 1, Paid: 1},
		"Ana pays the upkeep of 1 Bread token.", "Ana paie l'entretien de 1 jeton Pain."},
	{tekhenu.UpkeepPaid{Player: 1, Due: 4, Paid: 4},
		"Ben pays the upkeep of 4 Bread tokens.", "Ben paie l'entretien de 4 jetons Pain."},
	{tekhenu.UpkeepPaid{Player: 2, Due: 3, Paid: 1},
		"Cleo pays 1 of the 3 Bread tokens of upkeep.", "Cleo paie 1 sur 3 jetons Pain d'entretien."},
	{tekhenu.DecreesScored{Player: 0, Decrees: []string{"D04", "D12", "D18"}, VP: 31},
		"Ana reveals and scores 3 Decrees: Pop. ankhs, Temple builder, Statues.", "Ana révèle et décompte 3 Décrets\u00A0: Foule, Temple bâti, Statues."},
	{tekhenu.DecreesScored{Player: 1, Decrees: []string{"D21"}, VP: 6},
		"Ben reveals and scores 1 Decree: Builder.", "Ben révèle et décompte 1 Décret\u00A0: Bâtisseur."},
	{tekhenu.DecreesScored{Player: 2},
		"Cleo scores no Decree.", "Cleo ne décompte aucun Décret."},
	{tekhenu.GameOver{Winner: 2}, "Game over: Cleo wins.", "Fin de la partie\u00A0: Cleo gagne."},
}

// logCase is an event and its log line in both languages.
type logCase struct {
	e      engine.Event
	en, fr string
}

// checkLogLines checks each case's line in both languages, the seats named.
func checkLogLines(t *testing.T, cases []logCase, names ...string) {
	t.Helper()
	vc := make([]viewtest.LogCase, len(cases))
	for i, c := range cases {
		vc[i] = viewtest.LogCase{E: c.e, En: c.en, Fr: c.fr}
	}
	viewtest.LogLines(t, Log, logTestEnv, vc, names...)
}

func TestLogSentences(t *testing.T) { checkLogLines(t, logTestCases, "Ana", "Ben", "Cleo") }

// TestLogSilent: the events that deserve no line, deliberately.
func TestLogSilent(t *testing.T) {
	env := logTestEnv(t, "en", "Ana", "Ben")
	for _, e := range []engine.Event{
		tekhenu.ScoringStep{Player: 0, Step: "temple", VP: 5}, // its VPChanged says it
		tekhenu.ScoringEnded{Scoring: 2},                      // the Decrees and the end say it
		tekhenu.VPChanged{Player: 0, Source: "ra", Delta: 0, Total: 10},
	} {
		if line, ok := Log(e, env); ok {
			t.Errorf("%#v gives %q", e, line)
		}
	}
}

// TestLogSeatFallbacks: a seat without a name is called by its colour, a
// seat the env lacks "Player n".
func TestLogSeatFallbacks(t *testing.T) {
	at := func(seat int) engine.Event { return tekhenu.DecreeDrawn{Player: seat} }
	viewtest.LogSeatFallbacks(t, Log, logTestEnv, at, tekhenu.DecreeDrawn{Player: 0}, map[string][2]string{
		"en": {"Blue draws a Decree.", "Player 4 draws a Decree."},
		"fr": {"Bleu pioche un Décret.", "Joueur 4 pioche un Décret."},
	})
}

// TestLogNeverNamesKeptDecree: the Decree kept at setup is private; its
// line is the same whatever the card.
func TestLogNeverNamesKeptDecree(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Ana", "Ben")
		first, _ := Log(tekhenu.DecreeKept{Player: 0, Card: "D01"}, env)
		for _, c := range []string{"D02", "D13", "D24"} {
			if line, _ := Log(tekhenu.DecreeKept{Player: 0, Card: c}, env); line != first || strings.Contains(line, c) {
				t.Errorf("%s: %q for %s", lang, line, c)
			}
		}
	}
}

// TestLogRefusesNonsense: codes the engine never records give no line
// rather than a broken one.
func TestLogRefusesNonsense(t *testing.T) {
	env := logTestEnv(t, "en", "Ana", "Ben")
	for _, e := range []engine.Event{
		tekhenu.StartCardTaken{Player: 0, Card: "S13"},
		tekhenu.DestinyTaken{Player: 0, Card: "B01"},
		tekhenu.DieDrafted{Player: 0, Section: 6, Colour: "black", Value: 3, Pan: "left"},
		tekhenu.DieDrafted{Player: 0, Section: 1, Colour: "pink", Value: 3, Pan: "left"},
		tekhenu.DieDrafted{Player: 0, Section: 1, Colour: "black", Value: 7, Pan: "left"},
		tekhenu.DieDrafted{Player: 0, Section: 1, Colour: "black", Value: 3, Pan: "up"},
		tekhenu.DivineAction{Player: 0, God: "amun", Value: 3},
		tekhenu.Produced{Player: 0, Resource: "gold", Value: 3},
		tekhenu.StatuePlaced{Player: 0},
		tekhenu.ColumnPlaced{Player: 0, Tile: 27, Cell: 3},
		tekhenu.ColumnPlaced{Player: 0, Tile: 2, Cell: 25},
		tekhenu.BuildingPlaced{Player: 0, Temple: 10, District: -1},
		tekhenu.BuildingPlaced{Player: 0, Temple: -1, District: 4, Row: 2},
		tekhenu.BuildingPlaced{Player: 0, Temple: -1, District: 1, Row: 7},
		tekhenu.SectionRefreshed{Player: 0, Section: 4},
		tekhenu.VPChanged{Player: 0, Source: "luck", Delta: 2},
		tekhenu.TokensGained{Player: 0, Token: "salt", N: 2},
		tekhenu.TokensPaid{Player: 0, Token: "gold", N: 0},
		tekhenu.TrackMoved{Player: 0, Track: "gold", Value: 3},
		tekhenu.MarketFilled{Section: 1, Card: "X01"},
		tekhenu.MarketFilled{Section: 1, Card: "B25"},
		tekhenu.DeckReshuffled{Deck: "S"},
		tekhenu.DialRotated{Rotation: 9},
		tekhenu.JudgmentStarted{Judgment: 5},
		tekhenu.TurnOrder{},
		tekhenu.ScoringStarted{Scoring: 3},
		tekhenu.UpkeepPaid{Player: 0, Due: 2, Paid: 3},
		tekhenu.DecreesScored{Player: 0, Decrees: []string{"T01"}},
		tekhenu.GameOver{Winner: -1},
		tekhenu.DieDrafted{Player: 1, Section: 6, Colour: "black", Value: 3, Pan: "tile"},
		tekhenu.PyramidLaid{Tiles: []string{"BA1", "BA2", "BA3", "BA4", "BA5", "BA6", "BR1", "BR2", "BR3"}},
		tekhenu.PyramidLaid{Tiles: []string{"BA1", "BA2", "BA3", "BA4", "BA5", "BA6", "BR1", "BR2", "BR3", "BR5"}},
		tekhenu.DebenFlipped{Face: "down"},
		tekhenu.MarkerMoved{Position: 9, Row: 4, Col: 2, Tile: "BA1"},
		tekhenu.MarkerMoved{Position: 0, Row: 0, Col: 1, Tile: "BA1"},
		tekhenu.MarkerMoved{Position: 3, Row: 1, Col: 4, Tile: "BA7"},
		tekhenu.MarkerMoved{Position: 3, Row: 1, Col: 4, Tile: "BX1"},
		tekhenu.BotCannotAct{God: "amun"},
		tekhenu.GoldDiscarded{Player: 1, Place: "temple"},
	} {
		if line, ok := Log(e, env); ok {
			t.Errorf("%#v gives %q", e, line)
		}
	}
}

// logTestVariants is every event variant the log words differently.
func logTestVariants() []engine.Event {
	gods := []string{"horus", "ra", "hathor", "bastet", "thoth", "osiris"}
	var evs []engine.Event
	for p := 0; p < 3; p++ {
		evs = append(evs, tekhenu.DecreeKept{Player: p, Card: "D01"}, tekhenu.TurnStarted{Player: p, Turn: 16},
			tekhenu.DecreeDrawn{Player: p}, tekhenu.DieTurned{Player: p, From: 1, To: 6},
			tekhenu.DecreesScored{Player: p}, tekhenu.DecreesScored{Player: p, Decrees: []string{"D02", "D24"}},
			tekhenu.GameOver{Winner: p})
		for i := 1; i <= 12; i++ {
			evs = append(evs, tekhenu.StartCardTaken{Player: p, Card: "S" + logTestTwo(i)})
		}
		for i := 1; i <= 4; i++ {
			evs = append(evs, tekhenu.DestinyTaken{Player: p, Card: "A0" + logTestTwo(i)[1:]})
		}
		for g, code := range gods {
			evs = append(evs, tekhenu.DivineAction{Player: p, God: code, Value: g + 1},
				tekhenu.StatuePlaced{Player: p, God: code}, tekhenu.StatueBonus{Player: p, God: code})
			for _, c := range []string{"white", "yellow", "black", "brown", "gray"} {
				for _, pan := range []string{"left", "right", "under"} {
					evs = append(evs, tekhenu.DieDrafted{Player: p, Section: g, Colour: c, Value: 6, Pan: pan})
				}
				evs = append(evs, tekhenu.DieAdded{Section: g, Colour: c, Value: 1})
			}
		}
		for _, people := range []string{"ts_row", "ts_col", "os_work", "os_quar"} {
			evs = append(evs, tekhenu.StatuePlaced{Player: p, People: people})
		}
		for i, r := range []string{"papyrus", "bread", "limestone", "granite"} {
			evs = append(evs, tekhenu.Produced{Player: p, Resource: r, Value: 6, Kept: 6},
				tekhenu.Produced{Player: p, Resource: r, Value: 6, Kept: 5, Surplus: 1, OnBalance: true},
				tekhenu.Produced{Player: p, Resource: r, Value: 6, Kept: 2, Surplus: 4},
				tekhenu.TrackMoved{Player: p, Track: r, Value: 6})
			for row := 1; row <= 6; row++ {
				evs = append(evs, tekhenu.BuildingPlaced{Player: p, Temple: -1, District: i, Row: row})
			}
		}
		for _, tok := range []string{"papyrus", "bread", "limestone", "granite", "gold", "faith", "scribe"} {
			evs = append(evs, tekhenu.TokensGained{Player: p, Token: tok, N: 1}, tekhenu.TokensGained{Player: p, Token: tok, N: 2},
				tekhenu.TokensPaid{Player: p, Token: tok, N: 1}, tekhenu.TokensPaid{Player: p, Token: tok, N: 2})
		}
		for _, src := range logSources {
			evs = append(evs, tekhenu.VPChanged{Player: p, Source: src, Delta: 1}, tekhenu.VPChanged{Player: p, Source: src, Delta: -2})
		}
		for i := 0; i < tekhenu.NumTempleSlots; i++ {
			evs = append(evs, tekhenu.BuildingPlaced{Player: p, Temple: i, District: -1})
		}
		for m := 0; m <= 4; m++ {
			evs = append(evs, tekhenu.ColumnPlaced{Player: p, Tile: 26, Cell: 12, Matches: m})
		}
		for sec := 0; sec < 4; sec++ {
			evs = append(evs, tekhenu.SectionRefreshed{Player: p, Section: sec},
				tekhenu.CardTaken{Player: p, Section: sec, Card: "T24"}, tekhenu.CardTaken{Player: p, Section: sec, Card: "D09"})
		}
		evs = append(evs, tekhenu.TrackMoved{Player: p, Track: "population", Value: 21}, tekhenu.TrackMoved{Player: p, Track: "happiness", Value: 0},
			tekhenu.CardPlayed{Player: p, Card: "B24"}, tekhenu.Weighed{Player: p, Balance: -10, Final: -10},
			tekhenu.Weighed{Player: p, Balance: 1, Faith: -3, Final: -2},
			tekhenu.UpkeepPaid{Player: p, Due: 1, Paid: 0}, tekhenu.UpkeepPaid{Player: p, Due: 2, Paid: 1}, tekhenu.UpkeepPaid{Player: p, Due: 6, Paid: 6})
	}
	for i := 0; i < tekhenu.NumTiles; i++ {
		evs = append(evs, tekhenu.ColumnRevealed{Tile: i})
	}
	for sec := 0; sec < 4; sec++ {
		evs = append(evs, tekhenu.SectionOpened{Section: sec}, tekhenu.MarketFilled{Section: sec, Card: "B01"})
	}
	for r := 1; r <= 8; r++ {
		evs = append(evs, tekhenu.DialRotated{Rotation: r})
	}
	for j := 1; j <= 4; j++ {
		evs = append(evs, tekhenu.JudgmentStarted{Judgment: j}, tekhenu.BalancesEmptied{Judgment: j})
	}
	return append(append(evs, logTestSoloVariants()...), tekhenu.DeckReshuffled{Deck: "B"}, tekhenu.DeckReshuffled{Deck: "T"}, tekhenu.DeckReshuffled{Deck: "D"},
		tekhenu.TurnOrder{Order: []int{2, 1, 0}}, tekhenu.ScoringStarted{Scoring: 1}, tekhenu.ScoringStarted{Scoring: 2},
		tekhenu.ScoringEnded{Scoring: 1})
}

func logTestTwo(i int) string { return string(rune('0'+i/10)) + string(rune('0'+i%10)) }

// logTestBad is what a broken line shows: a missing key, a placeholder
// left, a Go format, an unknown code.
func logTestBad(line string) bool { return viewtest.BadLine(line) }

// TestLogAllVariants: every variant has a whole line in both languages
// that names its player, and lines of different variants differ where
// the events do.
func TestLogAllVariants(t *testing.T) {
	viewtest.LogVariants(t, Log, logTestEnv, logTestVariants(), []string{"Ana", "Ben", "Cleo"}, logTestBad, logTestPlayer, func(e engine.Event) bool { _, silent := e.(tekhenu.ScoringStep); return silent })
}

// TestLogLinesShort: the match log wraps its lines; none of these takes
// more than three lines of the 4-player log with long names.
func TestLogLinesShort(t *testing.T) {
	width := scenelayout.MatchLayout(4, true).Log.W - 32
	viewtest.LogLinesShort(t, Log, logTestEnv, logTestVariants(), []string{"Hatshepsut", "Nefertiti", "Cleopatra"}, width)
}

// TestLogPlurals: the counted lines read right at 1 and 2 in both
// languages (French takes the singular at 1, the plural at 2).
func TestLogPlurals(t *testing.T) {
	viewtest.LogPlurals(t, Log, logTestEnv, []viewtest.PluralCase{
		viewtest.Plural(func(n int) engine.Event { return tekhenu.TokensGained{Player: 0, Token: "faith", N: n} },
			"1 Faith token.", "2 Faith tokens.", "1 jeton Foi.", "2 jetons Foi."),
		viewtest.Plural(func(n int) engine.Event { return tekhenu.TokensPaid{Player: 0, Token: "scribe", N: n} },
			"1 Scribe.", "2 Scribes.", "1 jeton Scribe.", "2 jetons Scribe."),
		viewtest.Plural(func(n int) engine.Event {
			return tekhenu.Produced{Player: 0, Resource: "bread", Value: 6, Kept: 6 - n, Surplus: n, OnBalance: true}
		}, "1 token over the level goes", "2 tokens over the level go", "1 jeton au-delà du niveau va", "2 jetons au-delà du niveau vont"),
		viewtest.Plural(func(n int) engine.Event { return tekhenu.ColumnPlaced{Player: 0, Tile: 3, Cell: 0, Matches: n} },
			"1 matching edge.", "2 matching edges.", "1 bord assorti.", "2 bords assortis."),
		viewtest.Plural(func(n int) engine.Event { return tekhenu.UpkeepPaid{Player: 0, Due: n, Paid: n} },
			"1 Bread token.", "2 Bread tokens.", "1 jeton Pain.", "2 jetons Pain."),
		viewtest.Plural(func(n int) engine.Event {
			return tekhenu.DecreesScored{Player: 0, Decrees: []string{"D01", "D02"}[:n]}
		}, "1 Decree: Tech VP.", "2 Decrees: Tech VP, Symbols.", "1 Décret\u00A0: Techno.", "2 Décrets\u00A0: Techno, Signes."),
	})
}

func logTestPlayer(e engine.Event) (int, bool) {
	switch e.(type) {
	case tekhenu.PyramidLaid, tekhenu.DebenFlipped, tekhenu.MarkerMoved, tekhenu.BotCannotAct:
		return logBotSeat, true // only Botankhamon makes them
	}
	for _, f := range []string{"Player", "Winner"} {
		if v := reflect.ValueOf(e).FieldByName(f); v.IsValid() {
			return int(v.Int()), true
		}
	}
	return 0, false
}

// logTestEvents collects the whole event stream of random games.
func logTestEvents(t *testing.T, games int) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for g := 0; g < games; g++ {
		n := 2 + g%3
		evs = append(evs, logTestPlay(t, engine.Options{"players": string(rune('0' + n))}, uint64(900+g))...)
	}
	return evs
}

// logTestParts collects the score sources of the games logTestEvents
// plays (the end scene names them through Entry.Source).
var logTestParts = map[string]bool{}

// TestLogScoreSources: every score source of the engine (Scores' parts
// and VPChanged, a solo game's "scribes" included) has its name under tekhenu.source in every language.
func TestLogScoreSources(t *testing.T) {
	evs := append(logTestEvents(t, 3), logTestPlay(t, logTestSoloOptions[0], 700)...)
	for _, e := range evs {
		if v, ok := e.(tekhenu.VPChanged); ok {
			logTestParts[v.Source] = true
		}
	}
	if len(logTestParts) < 8 {
		t.Fatalf("only %d sources in the test games", len(logTestParts))
	}
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		for src := range logTestParts {
			if !b.Has(logSourceKeys+src) || !logHas(logSources, src) {
				t.Errorf("%s: source %q has no name", lang, src)
			}
		}
		for _, src := range logSources {
			if !b.Has(logSourceKeys + src) {
				t.Errorf("%s lacks %s%s", lang, logSourceKeys, src)
			}
		}
	}
}

// TestLogEveryEvent: random 2-, 3- and 4-player games log every event
// they record, in both languages, with whole lines; every event type the
// engine records but the rarest appears.
func TestLogEveryEvent(t *testing.T) {
	evs := logTestEvents(t, 6)
	seen := map[string]int{}
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Hatshepsut", "Nefertiti", "Cleopatra", "Ramesses")
		lines := 0
		for _, e := range evs {
			seen[e.EventName()]++
			line, ok := Log(e, env)
			if !ok {
				switch e := e.(type) {
				case tekhenu.ScoringStep:
				case tekhenu.ScoringEnded:
					if e.Scoring != 2 {
						t.Errorf("%s: no line for %#v", lang, e)
					}
				default:
					t.Errorf("%s: no line for %#v", lang, e)
				}
				continue
			}
			lines++
			if logTestBad(line) {
				t.Errorf("%s %s: bad line %q", lang, e.EventName(), line)
			}
		}
		if lines < 1000 {
			t.Errorf("%s: only %d lines from %d events", lang, lines, len(evs))
		}
	}
	// Decks and section refreshes depend on the dice; the rest comes in
	// any game.
	for _, name := range []string{"decree_kept", "start_card_taken", "destiny_taken", "turn_started", "die_drafted",
		"die_turned", "divine_action", "produced", "statue_placed", "statue_bonus", "column_placed", "column_revealed",
		"building_placed", "vp_changed", "tokens_gained", "tokens_paid", "track_moved", "section_opened", "market_filled",
		"card_taken", "card_played", "dial_rotated", "die_added", "judgment_started", "weighed", "turn_order",
		"scoring_started", "scoring_step", "scoring_ended", "balances_emptied", "upkeep_paid", "decrees_scored", "game_over"} {
		if seen[name] == 0 {
			t.Errorf("no %s event in the test games", name)
		}
	}
}

// TestLogCardNames: each of the 88 cards has its localized name and its
// effect ([tekhenu.card], shared with the view's faces and tooltips) in
// every language; no other name passes.
func TestLogCardNames(t *testing.T) {
	counts := map[string]int{"B": 24, "T": 24, "D": 24, "S": 12, "A": 4}
	for _, lang := range locales.Languages {
		env := logTestEnv(t, lang)
		seen := map[string]bool{}
		for kind, n := range counts {
			for i := 1; i <= n; i++ {
				id := kind + logTestTwo(i)
				name, ok := logCard(env.Loc, id)
				// Named by the name on the card, never by its code (pass #4).
				if !ok || !strings.Contains(name, env.Loc.T("tekhenu.ui.card."+id)) || strings.Contains(name, id) || logTestBad(name+".") {
					t.Errorf("%s %s: name %q", lang, id, name)
				}
				effect := env.Loc.T(logCards + id)
				if !env.Loc.Has(logCards+id) || len(effect) < 4 || seen[effect+id[:1]] && !logTestTwin(id) {
					t.Errorf("%s %s: effect %q", lang, id, effect)
				}
				seen[effect+id[:1]] = true
			}
			for _, bad := range []string{kind + "00", kind + logTestTwo(n+1)} {
				if _, ok := logCard(env.Loc, bad); ok {
					t.Errorf("%s: %s has a name", lang, bad)
				}
			}
		}
	}
}

// logTestTwin: the Blessings come in pairs (B07–B08 … B23–B24) of one
// effect; the second of a pair repeats the first.
func logTestTwin(id string) bool {
	n := int(id[1]-'0')*10 + int(id[2]-'0')
	return id[0] == 'B' && n >= 8 && n%2 == 0
}

// logTestSoloCases: Botankhamon's events and the solo game's own lines,
// written by hand from §7. Ana is seat 0, Botankhamon seat 1.
var logTestSoloCases = []logCase{
	{tekhenu.PyramidLaid{Tiles: []string{"BA5", "BR3", "BA2", "BR1", "BR4", "BA6", "BA4", "BA3", "BA1", "BR2"}},
		"Botankhamon's 10 action tiles are shuffled into a new pyramid; its Progress marker goes back to START.",
		"Botankhamon mélange ses 10 tuiles Action en une nouvelle pyramide\u00A0; son marqueur de Progression revient au départ."},
	{tekhenu.TurnStarted{Player: 1, Turn: 3}, "Turn 3: Botankhamon to play.", "Tour 3\u00A0: à Botankhamon de jouer."},
	// §7.3: from START the marker goes to (1,1); BR1 looks for Granite,
	// Limestone, Bread, then Papyrus (§7.2).
	{tekhenu.MarkerMoved{Position: 0, Row: 1, Col: 1, Tile: "BR1"},
		"Botankhamon moves its Progress marker from START to the bottom-left tile: Resource tile (Granite, Limestone, Bread, Papyrus).",
		"Botankhamon avance son marqueur de Progression du départ à la tuile en bas à gauche\u00A0: tuile Ressource (Granite, Calcaire, Pain, Papyrus)."},
	{tekhenu.DebenFlipped{Face: "up"},
		"Botankhamon flips the Deben: up, to the tile above on the right.",
		"Botankhamon lance le jeton Deben\u00A0: en haut, vers la tuile au-dessus à droite."},
	{tekhenu.MarkerMoved{Position: 4, Row: 2, Col: 1, Tile: "BA6"},
		"Botankhamon moves its Progress marker to row 2, tile 1: Divine tile of Osiris.",
		"Botankhamon avance son marqueur de Progression en rangée 2, tuile 1\u00A0: tuile Action Divine Osiris."},
	{tekhenu.DebenFlipped{Face: "right"},
		"Botankhamon flips the Deben: right, to the next tile in the row.",
		"Botankhamon lance le jeton Deben\u00A0: à droite, vers la tuile suivante de la rangée."},
	{tekhenu.MarkerMoved{Position: 8, Row: 3, Col: 2, Tile: "BR4"},
		"Botankhamon moves its Progress marker to row 3, tile 2: Resource tile (Bread, Papyrus, Granite, Limestone).",
		"Botankhamon avance son marqueur de Progression en rangée 3, tuile 2\u00A0: tuile Ressource (Pain, Papyrus, Granite, Calcaire)."},
	// §7.4: the die stays beside the tile until the Judgment.
	{tekhenu.DieDrafted{Player: 1, Die: 2, Section: tekhenu.Ra, Colour: "white", Value: 6, Pan: "tile"},
		"Botankhamon takes a white 6 from Ra and keeps it beside its tile.",
		"Botankhamon prend un 6 blanc chez Râ et le garde près de sa tuile."},
	{tekhenu.DivineAction{Player: 1, God: "ra", Value: 6},
		"Botankhamon performs Ra's action with a 6.", "Botankhamon fait l'action de Râ avec un 6."},
	// M17: an action it cannot carry out scores instead; the VP come in
	// their own line.
	// §7.4: why the Divine tile's god did not act (issue 22).
	{tekhenu.BotSectionEmpty{God: "hathor", Section: "bastet"},
		"Hathor has no die Botankhamon may take: it takes one from the next god clockwise, Bastet, and performs Bastet's action instead.",
		"Hathor n'a aucun dé que Botankhamon puisse prendre\u00A0: il en prend un chez le dieu suivant (sens horaire), Bastet, et fait son action à la place."},
	{tekhenu.BotSectionEmpty{God: "ra", Section: "hathor", Forbidden: true},
		"No god has a die Botankhamon may take, and Ra has none at all: it takes a Forbidden die from Hathor and performs Hathor's action instead.",
		"Aucun dieu n'a de dé que Botankhamon puisse prendre, et Râ n'en a aucun\u00A0: il prend un dé Interdit chez Hathor et fait son action à la place."},
	{tekhenu.BotCannotAct{God: "hathor"},
		"Botankhamon cannot carry out Hathor's action and scores points instead.",
		"Botankhamon ne peut pas faire l'action d'Hathor et marque des points à la place."},
	{tekhenu.BotCannotAct{God: "thoth"},
		"Botankhamon cannot carry out Thoth's action and scores points instead.",
		"Botankhamon ne peut pas faire l'action de Thot et marque des points à la place."},
	{tekhenu.BotCannotAct{},
		"Botankhamon finds no die to take and scores points instead.",
		"Botankhamon ne trouve aucun dé à prendre et marque des points à la place."},
	// §7.5: the Gold it would take goes back to the box.
	{tekhenu.GoldDiscarded{Player: 1, Place: "os_work"},
		"The Gold on that statue's space goes back to the box: Botankhamon never takes Gold.",
		"L'Or de cet emplacement de statue retourne dans la boîte\u00A0: Botankhamon ne prend jamais d'Or."},
	{tekhenu.GoldDiscarded{Player: 1, Place: "osiris_row2"},
		"The Gold of Osiris row 2 goes back to the box: Botankhamon never takes Gold.",
		"L'Or de la rangée 2 d'Osiris retourne dans la boîte\u00A0: Botankhamon ne prend jamais d'Or."},
	// §7.7: 1 VP per 2 Scribes at the end.
	{tekhenu.VPChanged{Player: 1, Source: "scribes", Delta: 4, Total: 80},
		"Botankhamon scores 4 VP (Scribes).", "Botankhamon marque 4\u00A0PV (Scribes)."},
	{tekhenu.DestinyTaken{Player: 1, Card: "A02"},
		"Botankhamon takes Destiny card “1 Gold”.", "Botankhamon prend la carte Destinée «\u00A01 Or\u00A0»."},
}

func TestLogSoloSentences(t *testing.T) { checkLogLines(t, logTestSoloCases, "Ana", "Botankhamon") }

// TestLogBotName: Botankhamon's own events name its seat as the match
// names it, else by [tekhenu.name] botankhamon, the same in both
// languages.
func TestLogBotName(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		for names, want := range map[[2]string]string{{"Ana", "Khufu"}: "Khufu", {"Ana", ""}: "Botankhamon"} {
			env := logTestEnv(t, lang, names[0], names[1])
			for _, e := range []engine.Event{tekhenu.DebenFlipped{Face: "up"}, tekhenu.BotCannotAct{God: "ra"},
				tekhenu.MarkerMoved{Row: 2, Col: 3, Tile: "BA2"}} {
				if line, _ := Log(e, env); !strings.HasPrefix(line, want+" ") {
					t.Errorf("%s %v: %q", lang, names, line)
				}
			}
		}
		env := logTestEnv(t, lang, "Ana") // a match that lists only the human
		if line, _ := Log(tekhenu.DebenFlipped{Face: "right"}, env); !strings.HasPrefix(line, "Botankhamon ") {
			t.Errorf("%s: %q", lang, line)
		}
		if got := env.Loc.T(logNames + "botankhamon"); got != "Botankhamon" {
			t.Errorf("%s: the Bot is called %q", lang, got)
		}
	}
}

// logTestSoloVariants is every solo event variant.
func logTestSoloVariants() []engine.Event {
	tiles := []string{"BA1", "BA2", "BA3", "BA4", "BA5", "BA6", "BR1", "BR2", "BR3", "BR4"}
	evs := []engine.Event{tekhenu.PyramidLaid{Tiles: tiles}, tekhenu.DebenFlipped{Face: "up"},
		tekhenu.DebenFlipped{Face: "right"}, tekhenu.BotCannotAct{}}
	for pos := 0; pos < tekhenu.NumBotTiles; pos++ {
		r, c := tekhenu.PyramidRC(pos)
		for _, tile := range tiles {
			evs = append(evs, tekhenu.MarkerMoved{Position: pos, Row: r, Col: c, Tile: tile})
		}
	}
	for g, god := range logGods {
		evs = append(evs, tekhenu.BotCannotAct{God: god})
		for _, c := range logColours {
			evs = append(evs, tekhenu.DieDrafted{Player: 1, Section: g, Colour: c, Value: 6, Pan: "tile"})
		}
	}
	for _, place := range append([]string{"osiris_row2"}, logPeople...) {
		evs = append(evs, tekhenu.GoldDiscarded{Player: 1, Place: place})
	}
	return evs
}

// logTestSoloOptions: each level, each challenge, both together.
var logTestSoloOptions = []engine.Options{
	{"players": "1", "solo": "easy"},
	{"players": "1", "solo": "medium", "challenge1": "true"},
	{"players": "1", "solo": "hard", "challenge2": "true"},
	{"players": "1", "solo": "medium", "challenge1": "true", "challenge2": "true"},
	{"players": "1", "solo": "hard"},
}

// logTestPlay plays one random game and returns its whole event stream.
func logTestPlay(t *testing.T, opts engine.Options, seed uint64) []engine.Event {
	t.Helper()
	evs, _ := enginetest.PlayRecorded(t, tekhenu.Game{}, opts, seed)
	return evs
}

// TestLogSoloGames: random solo games at each level and with the
// challenges log every event they record in both languages. Each game
// has 16 Bot turns, each a marker hop and a die beside its tile (§7.3:
// 4 between Judgments), a Deben flip for every hop but the first from
// START, and a new pyramid after Judgments 1 to 3 (the setup's is laid
// inside NewState, before anything records).
func TestLogSoloGames(t *testing.T) {
	for i, opts := range logTestSoloOptions {
		evs := logTestPlay(t, opts, uint64(700+i))
		seen := map[string]int{}
		tileDice := 0
		for _, e := range evs {
			seen[e.EventName()]++
			if d, ok := e.(tekhenu.DieDrafted); ok && d.Pan == "tile" {
				tileDice++
				if d.Player != logBotSeat {
					t.Errorf("%v: seat %d drafts beside the tile", opts, d.Player)
				}
			}
		}
		if seen["marker_moved"] != 16 || tileDice != 16 || seen["deben_flipped"] != 12 || seen["pyramid_laid"] != 3 {
			t.Errorf("%v: %d hops, %d dice, %d flips, %d pyramids", opts, seen["marker_moved"], tileDice,
				seen["deben_flipped"], seen["pyramid_laid"])
		}
		for _, lang := range []string{"en", "fr"} {
			env := logTestEnv(t, lang, "Hatshepsut", "Botankhamon")
			for _, e := range evs {
				line, ok := Log(e, env)
				if !ok {
					if sc, end := e.(tekhenu.ScoringEnded); end && sc.Scoring == 2 {
						continue
					}
					if _, silent := e.(tekhenu.ScoringStep); !silent {
						t.Errorf("%s %v: no line for %#v", lang, opts, e)
					}
					continue
				}
				if logTestBad(line) {
					t.Errorf("%s %v: bad line %q", lang, opts, line)
				}
				if p, has := logTestPlayer(e); has && p == logBotSeat && !strings.Contains(line, "Botankhamon") {
					t.Errorf("%s: %q does not name Botankhamon", lang, line)
				}
			}
		}
	}
}
