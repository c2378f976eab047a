package pharaonview

import (
	"reflect"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/pharaon"
	"nilegames/locales"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	scenelayout "nilegames/scenes/layout"
)

// Test helpers of the log start with "logTest".

func logTestEnv(t testing.TB, lang string, names ...string) *gameview.Env {
	t.Helper()
	return viewtest.Env(t, lang, entryColors, names...)
}

// logCase is an event and its log line in both languages.
type logCase struct {
	e      engine.Event
	en, fr string
}

// logTestCases: one line per representative event, written by hand from
// the rules and the data tables. Ana is seat 0, Ben seat 1, Cleo seat 2.
// Jar 0 is Agriculture, Justice, Construction; Artisan 7 the Weaver of
// 3 PP; Noble 17 the Wise Woman.
var logTestCases = []logCase{
	{pharaon.NoblePairDrawn{Player: 1}, "Ben draws two Nobles and will keep one.", "Ben pioche deux Nobles et en gardera un."},
	{pharaon.NobleGiven{Player: 0, Noble: 17}, "Ana receives a Noble: Wise Woman.", "Ana reçoit un Noble\u00A0: Femme Sage."},
	{pharaon.NoblesShuffledBack{N: 3}, "The 3 Nobles set aside go back into the deck.", "Les 3 Nobles mis de côté retournent dans la pioche."},
	{pharaon.JarRevealed{Slot: 1, Jar: 0}, "A Jar is revealed under the Pyramid: Agriculture, Justice, Construction.",
		"Un Vase est révélé sous la Pyramide\u00A0: Agriculture, Justice, Construction."},
	{pharaon.JarTaken{Player: 2, Slot: 0, Jar: 0}, "Cleo takes a Jar: Agriculture, Justice, Construction.",
		"Cleo prend un Vase\u00A0: Agriculture, Justice, Construction."},
	{pharaon.WheelTokenPlaced{Colour: pharaon.ROY, Slot: 2, Token: pharaon.ROY, Player: -1},
		"One Royalty token goes on the wheel.", "Un jeton Royauté va sur la roue."},
	{pharaon.WheelRotated{From: 0, To: 1, Clockwise: true}, "The wheel turns one notch clockwise.", "La roue tourne d'un cran dans le sens horaire."},
	{pharaon.LotFilled{Lot: 2, Kinds: [2]int{pharaon.OffRes + pharaon.JUS, pharaon.OffQuarter + pharaon.NIL}},
		"New Offerings in lot 3: Justice Offering and Quarter Offering (Nile).", "Nouvelles Offrandes dans le lot 3\u00A0: Offrande Justice et Offrande de Quartier (Nil)."},
	{pharaon.BonusFilled{Pos: 0, Kind: pharaon.OffPrestige2}, "New Bonus Offering in position 1: Prestige Offering (2 PP).",
		"Nouvelle Offrande Bonus en position 1\u00A0: Offrande de Prestige (2 PP)."},
	{pharaon.Gained{Player: 0, Res: pharaon.SIL, N: 2}, "Ana gains 2 Silver tokens.", "Ana gagne 2 jetons Argent."},
	{pharaon.Gained{Player: 1, Res: pharaon.COM, N: 1}, "Ben gains 1 Commerce token.", "Ben gagne 1 jeton Commerce."},
	{pharaon.OfferingGained{Player: 2, Kind: pharaon.OffQuarter + pharaon.ART, From: "bag", Pos: -1},
		"Cleo draws an Offering from the bag: Quarter Offering (Artisans).", "Cleo tire une Offrande du sac\u00A0: Offrande de Quartier (Artisans)."},
	{pharaon.RoundStarted{Round: 2, First: 1}, "Round 2 of 5: Ben plays first.", "Manche 2 sur 5\u00A0: Ben joue en premier."},
	{pharaon.RoundEnded{Round: 4}, "Round 4 is over.", "La manche 4 est terminée."},
	{pharaon.TurnStarted{Player: 2, Round: 1}, "Cleo's turn.", "Cleo joue."},
	{pharaon.Passed{Player: 0, Row: 1}, "Ana passes: their disc goes on row 1 of the Pyramid of Time.",
		"Ana passe\u00A0: son disque va sur la rangée 1 de la Pyramide du Temps."},
	{pharaon.Passed{Player: 1, Last: true}, "Ben passes last: the round ends.", "Ben passe en dernier\u00A0: la manche s'achève."},
	{pharaon.PyramidStepped{Player: 0, Row: 1, Pos: 3}, "Ana moves to space 3 of row 1 of the Pyramid of Time.",
		"Ana avance à la case 3 de la rangée 1 de la Pyramide du Temps."},
	{pharaon.FirstPlayerMoved{From: 2, To: 0}, "Ana takes the First Player token.", "Ana prend le jeton Premier joueur."},
	{pharaon.ArtisanTaken{Player: 1, Card: 7, Slot: 2}, "Ben takes an Artisan: Weaver (3 PP).", "Ben prend un Artisan\u00A0: Tisserand (3 PP)."},
	{pharaon.ArtisanTaken{Player: 1, Card: 29, Slot: -1}, "Ben draws an Artisan from the deck: Embalmer (5 PP).",
		"Ben pioche un Artisan\u00A0: Embaumeur (5 PP)."},
	{pharaon.NobleTaken{Player: 2, Noble: 13, Slot: 0}, "Cleo takes a Noble: Physician.", "Cleo prend un Noble\u00A0: Médecin."},
	{pharaon.NobleTilted{Player: 2, Noble: 18}, "Cleo uses the power of Noble Treasurer for this round.",
		"Cleo utilise le pouvoir du Noble Chef du Trésor pour cette manche."},
	{pharaon.NileClimbed{Player: 0, Track: pharaon.JUS, Level: 2}, "Ana climbs the Justice track of the Nile to the row marked 3 (level 2 of 3).",
		"Ana monte sur la piste Justice du Nil jusqu'à la rangée marquée 3 (niveau 2 sur 3)."},
	{pharaon.ArrowLost{Player: 1}, "Ben loses a Nile arrow: those tracks are already at the top.",
		"Ben perd une flèche du Nil\u00A0: ces pistes sont déjà au sommet."},
	{pharaon.BurialStepped{Player: 2, Step: 3}, "Cleo moves to step 3 of the Burial Chamber.", "Cleo avance à l'étape 3 de la Chambre funéraire."},
	{pharaon.BurialStepped{Player: 2, Step: 4, Free: true}, "Cleo moves to step 4 of the Burial Chamber without paying.",
		"Cleo avance sans payer à l'étape 4 de la Chambre funéraire."},
	{pharaon.LotTaken{Player: 0, Lot: 0, Kinds: [2]int{pharaon.OffPrestige1, pharaon.OffRes + pharaon.AGR}},
		"Ana takes lot 1: Prestige Offering (1 PP) and Agriculture Offering.",
		"Ana prend le lot 1\u00A0: Offrande de Prestige (1 PP) et Offrande Agriculture."},
	// Jar 20 is Agriculture, Agriculture, Commerce; the supply had no
	// Commerce left (§2.2).
	{pharaon.JarGained{Player: 1, Jar: 20, Got: [3]bool{true, true, false}},
		"Ben gains Agriculture, Agriculture from the Jar; the supply has no Commerce left.",
		"Ben gagne Agriculture, Agriculture du Vase\u00A0; la réserve n'a plus de Commerce."},
	{pharaon.JarGained{Player: 1, Jar: 0, Got: [3]bool{true, true, true}},
		"Ben gains the Jar's resources: Agriculture, Justice, Construction.",
		"Ben gagne les ressources du Vase\u00A0: Agriculture, Justice, Construction."},
	{pharaon.DiplomatUsed{Player: 0, Jar: 0, Chosen: [3]int{pharaon.ROY, pharaon.ROY, pharaon.COM}},
		"Ana (Diplomat) takes Royalty, Royalty, Commerce instead of the Jar's resources (Agriculture, Justice, Construction).",
		"Ana (Diplomate) prend Royauté, Royauté, Commerce au lieu des ressources du Vase (Agriculture, Justice, Construction)."},
	// A Jar gained with the Diplomat ready: the line says it may still
	// be exchanged (issue 22: the log told the Jar and not the exchange).
	{pharaon.JarGained{Player: 0, Jar: 20, Got: [3]bool{true, true, true}, Diplomat: true},
		"Ana gains the Jar's resources for now: Agriculture, Agriculture, Commerce; their Diplomat may exchange them.",
		"Ana gagne pour l'instant les ressources du Vase\u00A0: Agriculture, Agriculture, Commerce\u00A0; son Diplomate peut les échanger."},
	{pharaon.TutorUsed{Player: 2, Res: pharaon.CON}, "Cleo gains 1 more Construction thanks to the Tutor.", "Cleo gagne 1 Construction de plus grâce au Précepteur."},
	{pharaon.WiseWomanUsed{Player: 0, From: pharaon.AGR, To: pharaon.COM}, "Ana uses the Wise Woman: 1 Agriculture becomes 1 Commerce.",
		"Ana utilise la Femme Sage\u00A0: 1 Agriculture devient 1 Commerce."},
	{pharaon.WiseWomanUsed{Player: 0, From: pharaon.NumBase + pharaon.JUS, To: pharaon.ROY},
		"Ana uses the Wise Woman: the Justice Offering becomes 1 Royalty.",
		"Ana utilise la Femme Sage\u00A0: l'Offrande Justice devient 1 Royauté."},
	{pharaon.TreasurerUsed{Player: 1, From: pharaon.CON}, "Ben uses the Treasurer: 1 Construction for 1 Silver.",
		"Ben utilise le Chef du Trésor\u00A0: 1 Construction contre 1 Argent."},
	{pharaon.PharaohTaken{Player: 2}, "Cleo takes the Pharaoh token.", "Cleo prend le jeton Pharaon."},
	// Payments: Silver counting as Justice for the Nobles, then the four
	// other colours; a full wheel entered with the Physician [13].
	{pharaon.PaymentMade{Player: 0, Quarter: pharaon.NOB, Segment: pharaon.JUS, Slot: 1,
		Pay: pharaon.Payment{Access: pharaon.SIL, Colour: pharaon.JUS, Spent: [12]int8{1, 0, 1, 1, 1}}},
		"Ana pays for the Nobles: access Silver as Justice, cost Agriculture, Construction, Royalty, Commerce.",
		"Ana paie pour les Nobles\u00A0: accès Argent pour Justice, coût Agriculture, Construction, Royauté, Commerce."},
	{pharaon.PaymentMade{Player: 1, Quarter: pharaon.ART, Segment: pharaon.CON, Slot: -1, Noble: 13,
		Pay: pharaon.Payment{Access: pharaon.CON, Colour: pharaon.CON, Spent: [12]int8{2: 1, 11: 1}}},
		"Ben pays for the Artisans (wheel full, Physician): access Construction, cost Construction, Quarter Offering.",
		"Ben paie pour les Artisans (roue pleine, Médecin)\u00A0: accès Construction, coût Construction, Offrande de Quartier."},
	// The Foreman [9]: Construction pays the access on the Commerce
	// segment for the Artisans; the line names the Noble (issue 22).
	{pharaon.PaymentMade{Player: 2, Quarter: pharaon.ART, Segment: pharaon.COM, Slot: 1,
		Pay: pharaon.Payment{Access: pharaon.CON, Colour: pharaon.CON}},
		"Cleo pays for the Artisans (Foreman: any resource gives access): access Construction, no further cost.",
		"Cleo paie pour les Artisans (Contremaître\u00A0: toute ressource donne l'accès)\u00A0: accès Construction, sans autre coût."},
	{pharaon.PaymentMade{Player: 2, Quarter: pharaon.OFF, Segment: pharaon.AGR, Slot: 0,
		Pay: pharaon.Payment{Access: 6 + pharaon.AGR, Colour: pharaon.AGR}},
		"Cleo pays for the Offerings: access Agriculture Offering as Agriculture, no further cost.",
		"Cleo paie pour les Offrandes\u00A0: accès Offrande Agriculture pour Agriculture, sans autre coût."},
	{pharaon.PaymentMade{Player: 0, Quarter: pharaon.BUR, Segment: pharaon.ROY, Slot: 2,
		Pay: pharaon.Payment{Access: pharaon.ROY, Colour: pharaon.ROY, Spent: [12]int8{1: 1, 2: 2}}},
		"Ana pays for the Burial Chamber: access Royalty, cost Justice, Construction ×2.",
		"Ana paie pour la Chambre funéraire\u00A0: accès Royauté, coût Justice, Construction ×2."},
	{pharaon.GameEnded{}, "The game is over: the final scoring begins.", "La partie est finie\u00A0: place au décompte final."},
}

// checkLogLines checks each case's line in both languages.
func checkLogLines(t *testing.T, cases []logCase, names ...string) {
	t.Helper()
	vc := make([]viewtest.LogCase, len(cases))
	for i, c := range cases {
		vc[i] = viewtest.LogCase{E: c.e, En: c.en, Fr: c.fr}
	}
	viewtest.LogLines(t, Log, logTestEnv, vc, names...)
}

func TestLogSentences(t *testing.T) { checkLogLines(t, logTestCases, "Ana", "Ben", "Cleo") }

// logTestSoloCases: the Traitor's events (§8), seat 1. Tile T3 is
// Hapi's; the light tiles hold 4 to 6 Jars.
var logTestSoloCases = []logCase{
	{pharaon.TraitorSetup{Dark: [5]bool{true, false, true, false, false}},
		"The Traitor lays out its five tiles, 2 on their dark side.", "Le Traître dispose ses cinq tuiles, dont 2 face sombre."},
	{pharaon.TraitorPileDrawn{Round: 3, Pos: 2, Tile: 4, Count: 6},
		"The Traitor draws 6 Jars face down for round 3.", "Le Traître pioche 6 Vases face cachée pour la manche 3."},
	{pharaon.TraitorJarRevealed{Jar: 3, Left: pharaon.AGR, Right: pharaon.CON, Bottom: pharaon.JUS, Pile: 2},
		"The Traitor reveals a Jar: Justice goes to its tiles; on top, Agriculture and Construction.",
		"Le Traître révèle un Vase\u00A0: Justice va sur ses tuiles\u00A0; en haut, Agriculture et Construction."},
	{pharaon.TraitorTilePlaced{Res: pharaon.JUS, Pos: 1, Tile: 2, Space: 4, Icon: "god"},
		"The Traitor drops Justice on space 4 of its Hapi tile.", "Le Traître pose Justice sur la case 4 de sa tuile Hapi."},
	{pharaon.TraitorTilePlaced{Res: pharaon.ROY, Pos: -1, Tile: -1},
		"The Traitor has every tile full: the Royalty token stays in the supply.",
		"Le Traître a toutes ses tuiles pleines\u00A0: le jeton Royauté reste dans la réserve."},
	{pharaon.TraitorGod{Pos: 1, Quarter: pharaon.NIL}, "The Traitor covers a god icon: Hapi will score for it.",
		"Le Traître couvre une icône de dieu\u00A0: Hapi marquera pour lui."},
	{pharaon.TraitorNobleLevel{Level: 10}, "The Traitor raises its Nobles to 10 PP each.", "Le Traître porte ses Nobles à 10\u00A0PP chacun."},
	{pharaon.NobleDiscarded{Noble: 21, Slot: 1}, "The Traitor discards a Noble from the display: High Official No. 21.",
		"Le Traître défausse un Noble de l'étalage\u00A0: Haut Fonctionnaire n°\u00A021."},
	{pharaon.ArtisanDiscarded{Card: 0, Slot: 3}, "The Traitor discards an Artisan from the display: Potter (1 PP).",
		"Le Traître défausse un Artisan de l'étalage\u00A0: Potier (1 PP)."},
	{pharaon.TraitorNothing{Icon: "lot", Arg: 2}, "The Traitor covers the icon “Gets lot”, without effect.", "Le Traître couvre l'icône «\u00A0Lot pris\u00A0», sans effet."},
	{pharaon.TraitorPileEmpty{}, "The Traitor has no Jar left and passes.", "Le Traître n'a plus de Vase et passe."},
	{pharaon.WheelTokenPlaced{Colour: pharaon.AGR, Slot: 0, Token: pharaon.AGR, Player: 1},
		"The Traitor puts one Agriculture token on the wheel.", "Le Traître place un jeton Agriculture sur la roue."},
}

// TestLogSoloSentences: the Traitor by its name in the locale.
func TestLogSoloSentences(t *testing.T) { checkLogLines(t, logTestSoloCases, "Ana") }

// TestLogBotName: the Traitor's own events name its seat as the match
// names it, else [pharaon.name] traitor.
func TestLogBotName(t *testing.T) {
	for lang, want := range map[string]string{"en": "The Traitor ", "fr": "Le Traître "} {
		env := logTestEnv(t, lang, "Ana") // a match that lists only the human
		for _, e := range []engine.Event{pharaon.TraitorPileEmpty{}, pharaon.TraitorGod{Quarter: 0}, pharaon.TraitorNobleLevel{Level: 8}} {
			if line, _ := Log(e, env); !strings.HasPrefix(line, want) {
				t.Errorf("%s: %q", lang, line)
			}
		}
		env = logTestEnv(t, lang, "Ana", "Seth")
		if line, _ := Log(pharaon.TraitorPileEmpty{}, env); !strings.HasPrefix(line, "Seth ") {
			t.Errorf("%s: %q", lang, line)
		}
	}
}

// TestLogSeatFallbacks: a seat without a name is called by its colour, a
// seat the env lacks "Player n".
func TestLogSeatFallbacks(t *testing.T) {
	at := func(seat int) engine.Event { return pharaon.PharaohTaken{Player: seat} }
	viewtest.LogSeatFallbacks(t, Log, logTestEnv, at, pharaon.PharaohTaken{}, map[string][2]string{
		"en": {"Red takes the Pharaoh token.", "Player 4 takes the Pharaoh token."},
		"fr": {"Rouge prend le jeton Pharaon.", "Joueur 4 prend le jeton Pharaon."},
	})
}

// TestLogSilent: the events that deserve no line, deliberately.
func TestLogSilent(t *testing.T) {
	env := logTestEnv(t, "en", "Ana", "Ben")
	for _, e := range []engine.Event{
		pharaon.WheelTokenReturned{Colour: 1, Slot: 0, Token: 1, To: "supply"}, // the new round's lines say it
		pharaon.TurnEnded{Player: 0}, // the next turn's line says it
	} {
		if line, ok := Log(e, env); ok {
			t.Errorf("%#v gives %q", e, line)
		}
	}
}

// TestLogRefusesNonsense: codes the engine never records give no line
// rather than a broken one.
func TestLogRefusesNonsense(t *testing.T) {
	env := logTestEnv(t, "en", "Ana", "Ben")
	for _, e := range []engine.Event{
		pharaon.NobleGiven{Player: 0, Noble: 0},
		pharaon.NobleGiven{Player: 0, Noble: 27},
		pharaon.NoblePairDrawn{Player: 5},
		pharaon.JarRevealed{Jar: 30},
		pharaon.JarTaken{Player: 0, Jar: -1},
		pharaon.WheelTokenPlaced{Colour: 5, Token: 5, Player: -1},
		pharaon.LotFilled{Lot: 6, Kinds: [2]int{0, 1}},
		pharaon.LotFilled{Lot: 0, Kinds: [2]int{-1, 12}},
		pharaon.BonusFilled{Pos: 0, Kind: 12},
		pharaon.Gained{Player: 0, Res: 6, N: 1},
		pharaon.Gained{Player: 0, Res: 1, N: 0},
		pharaon.OfferingGained{Player: 0, Kind: 1, From: "box"},
		pharaon.RoundStarted{Round: 6, First: 0},
		pharaon.RoundEnded{Round: 0},
		pharaon.Passed{Player: 0, Row: 0},
		pharaon.PyramidStepped{Player: 0, Row: 1, Pos: 0},
		pharaon.ArtisanTaken{Player: 0, Card: 30},
		pharaon.NobleTaken{Player: 0, Noble: 0},
		pharaon.NileClimbed{Player: 0, Track: 5, Level: 1},
		pharaon.NileClimbed{Player: 0, Track: 1, Level: 4},
		pharaon.BurialStepped{Player: 0, Step: 9},
		pharaon.DiplomatUsed{Player: 0, Jar: 1, Chosen: [3]int{0, 1, 9}},
		pharaon.WiseWomanUsed{Player: 0, From: 10, To: 1},
		pharaon.WiseWomanUsed{Player: 0, From: 1, To: 5},
		pharaon.TreasurerUsed{Player: 0, From: -1},
		pharaon.PaymentMade{Player: 0, Quarter: 5},
		pharaon.PaymentMade{Player: 0, Quarter: 1, Pay: pharaon.Payment{Access: 12}},
		pharaon.PaymentMade{Player: 0, Quarter: 1, Slot: -1, Noble: 0},
		pharaon.TraitorPileDrawn{Round: 0, Count: 4},
		pharaon.TraitorJarRevealed{Jar: 1, Left: 7},
		pharaon.TraitorTilePlaced{Res: 1, Pos: 0, Tile: 5, Space: 2},
		pharaon.TraitorTilePlaced{Res: 1, Pos: 0, Tile: 1, Space: 14},
		pharaon.TraitorGod{Quarter: 5},
		pharaon.TraitorNothing{Icon: "party"},
		pharaon.TraitorNobleLevel{Level: 0},
	} {
		if line, ok := Log(e, env); ok {
			t.Errorf("%#v gives %q", e, line)
		}
	}
}

// TestLogNeverNamesThePair: the two Nobles drawn at setup are private
// (§11.1); the line names no Noble whatever the seat.
func TestLogNeverNamesThePair(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Ana", "Ben")
		line, _ := Log(pharaon.NoblePairDrawn{Player: 0}, env)
		for n := 1; n <= pharaon.NumNobles; n++ {
			if name, _ := logNoble(env.Loc, n); strings.Contains(line, name) {
				t.Errorf("%s: %q names %s", lang, line, name)
			}
		}
	}
}

// logTestVariants is every event variant the log words differently.
func logTestVariants() []engine.Event {
	var evs []engine.Event
	for p := 0; p < pharaon.MaxPlayers; p++ {
		evs = append(evs, pharaon.NoblePairDrawn{Player: p}, pharaon.TurnStarted{Player: p, Round: 1},
			pharaon.Passed{Player: p, Row: 1 + p%4}, pharaon.Passed{Player: p, Last: true},
			pharaon.PyramidStepped{Player: p, Row: 2, Pos: 3}, pharaon.FirstPlayerMoved{From: -1, To: p},
			pharaon.ArrowLost{Player: p}, pharaon.PharaohTaken{Player: p}, pharaon.RoundStarted{Round: 1 + p, First: p})
		for n := 1; n <= pharaon.NumNobles; n++ {
			evs = append(evs, pharaon.NobleGiven{Player: p, Noble: n}, pharaon.NobleTaken{Player: p, Noble: n, Slot: n % 3},
				pharaon.NobleTaken{Player: p, Noble: n, Slot: -1}, pharaon.NobleTilted{Player: p, Noble: n},
				pharaon.NobleStraightened{Player: p, Noble: n})
		}
		for id := 0; id < pharaon.NumArtisans; id++ {
			evs = append(evs, pharaon.ArtisanTaken{Player: p, Card: id, Slot: id % 4}, pharaon.ArtisanTaken{Player: p, Card: id, Slot: -1})
		}
		for j := 0; j < pharaon.NumJars; j++ {
			evs = append(evs, pharaon.JarTaken{Player: p, Jar: j}, pharaon.JarDrawn{Player: p, Jar: j},
				pharaon.JarGained{Player: p, Jar: j, Got: [3]bool{true, true, true}},
				pharaon.JarGained{Player: p, Jar: j, Got: [3]bool{false, true, false}},
				pharaon.JarGained{Player: p, Jar: j}, pharaon.DiplomatUsed{Player: p, Jar: j, Chosen: [3]int{0, 2, 4}})
		}
		for r := 0; r < pharaon.NumRes; r++ {
			evs = append(evs, pharaon.Gained{Player: p, Res: r, N: 1}, pharaon.Gained{Player: p, Res: r, N: 3},
				pharaon.TutorUsed{Player: p, Res: r})
		}
		for r := 0; r < pharaon.NumBase; r++ {
			evs = append(evs, pharaon.WheelTokenPlaced{Colour: r, Token: r, Player: p},
				pharaon.WheelTokenPlaced{Colour: r, Token: 18, Player: p})
			for l := 1; l <= pharaon.NileTop; l++ {
				evs = append(evs, pharaon.NileClimbed{Player: p, Track: r, Level: l})
			}
		}
		for f := 0; f < 2*pharaon.NumBase; f++ {
			evs = append(evs, pharaon.WiseWomanUsed{Player: p, From: f, To: (f + 1) % pharaon.NumBase},
				pharaon.TreasurerUsed{Player: p, From: f})
		}
		for s := 1; s <= pharaon.BCSteps; s++ {
			evs = append(evs, pharaon.BurialStepped{Player: p, Step: s}, pharaon.BurialStepped{Player: p, Step: s, Free: true})
		}
		for k := 0; k < pharaon.NumOffKinds; k++ {
			evs = append(evs, pharaon.OfferingGained{Player: p, Kind: k, From: "bag", Pos: -1},
				pharaon.OfferingGained{Player: p, Kind: k, From: "bonus", Pos: k % 6},
				pharaon.LotTaken{Player: p, Lot: k % 6, Kinds: [2]int{k, (k + 5) % 12}},
				pharaon.LotTaken{Player: p, Lot: k % 6, Kinds: [2]int{k, -1}})
		}
		for q := 0; q < pharaon.NumQuarters; q++ {
			for acc := 0; acc < 12; acc++ {
				pay := pharaon.Payment{Access: int8(acc), Colour: int8(acc % pharaon.NumBase)}
				evs = append(evs, pharaon.PaymentMade{Player: p, Quarter: q, Pay: pay, Slot: 0})
				pay.Spent[acc] = 2
				pay.Spent[11] = 1
				evs = append(evs, pharaon.PaymentMade{Player: p, Quarter: q, Pay: pay, Slot: 1},
					pharaon.PaymentMade{Player: p, Quarter: q, Pay: pay, Slot: -1, Noble: 13 + q%4})
			}
		}
	}
	for j := 0; j < pharaon.NumJars; j++ {
		evs = append(evs, pharaon.JarRevealed{Jar: j}, pharaon.JarDiscarded{Jar: j})
	}
	for n := 1; n <= pharaon.NumNobles; n++ {
		evs = append(evs, pharaon.NobleRefilled{Noble: n}, pharaon.NobleDiscarded{Noble: n})
	}
	for id := 0; id < pharaon.NumArtisans; id++ {
		evs = append(evs, pharaon.ArtisanRefilled{Card: id}, pharaon.ArtisanDiscarded{Card: id})
	}
	for k := 0; k < pharaon.NumOffKinds; k++ {
		evs = append(evs, pharaon.BonusFilled{Pos: k % 6, Kind: k}, pharaon.LotFilled{Lot: k % 6, Kinds: [2]int{k, 11 - k}},
			pharaon.LotFilled{Lot: k % 6, Kinds: [2]int{-1, k}})
	}
	for r := 0; r < pharaon.NumRes; r++ {
		evs = append(evs, pharaon.TraitorTilePlaced{Res: r, Pos: -1, Tile: -1})
		for tile := 0; tile < pharaon.NumTiles; tile++ {
			evs = append(evs, pharaon.TraitorTilePlaced{Res: r, Pos: tile, Tile: tile, Space: 13},
				pharaon.TraitorTilePlaced{Res: r, Pos: tile, Tile: tile, Space: 2, Marker: true})
		}
		if r < pharaon.NumBase {
			evs = append(evs, pharaon.WheelTokenPlaced{Colour: r, Token: r, Player: -1}, pharaon.WheelTokenPlaced{Colour: r, Token: 18, Player: -1})
		}
	}
	for q := 0; q < pharaon.NumQuarters; q++ {
		evs = append(evs, pharaon.TraitorGod{Pos: q, Quarter: q})
	}
	for code := range logIconKeys {
		evs = append(evs, pharaon.TraitorNothing{Icon: code, Arg: 1})
	}
	for r := 1; r <= pharaon.NumRounds; r++ {
		evs = append(evs, pharaon.RoundEnded{Round: r}, pharaon.TraitorPileDrawn{Round: r, Count: 1}, pharaon.TraitorPileDrawn{Round: r, Count: 7})
	}
	for n := 0; n <= pharaon.NumTiles; n++ {
		var d [5]bool
		for i := 0; i < n; i++ {
			d[i] = true
		}
		evs = append(evs, pharaon.TraitorSetup{Dark: d})
	}
	return append(evs, pharaon.NoblesShuffledBack{N: 1}, pharaon.NoblesShuffledBack{N: 4}, pharaon.WheelRotated{Clockwise: true},
		pharaon.WheelRotated{}, pharaon.GameEnded{}, pharaon.TraitorJarRevealed{Jar: 0, Left: 0, Right: 1, Bottom: 2},
		pharaon.TraitorNobleLevel{Level: 14}, pharaon.TraitorPileEmpty{})
}

// logTestBad is what a broken line shows: a missing key, a placeholder
// left, a Go format, an unknown code.
func logTestBad(line string) bool { return viewtest.BadLine(line, "pharaon.") }

// logTestPlayer is the seat an event's line must name.
func logTestPlayer(e engine.Event) (int, bool) {
	switch e := e.(type) {
	case pharaon.TraitorSetup, pharaon.TraitorPileDrawn, pharaon.TraitorJarRevealed, pharaon.TraitorTilePlaced,
		pharaon.NobleDiscarded, pharaon.ArtisanDiscarded, pharaon.TraitorNobleLevel, pharaon.TraitorGod,
		pharaon.TraitorNothing, pharaon.TraitorPileEmpty:
		return logBotSeat, true // only the Traitor makes them
	case pharaon.RoundStarted:
		return e.First, true
	case pharaon.FirstPlayerMoved:
		return e.To, true
	}
	if v := reflect.ValueOf(e).FieldByName("Player"); v.IsValid() && v.Int() >= 0 {
		return int(v.Int()), true
	}
	return 0, false
}

// TestLogAllVariants: every variant has a whole line in both languages
// that names its player.
func TestLogAllVariants(t *testing.T) {
	viewtest.LogVariants(t, Log, logTestEnv, logTestVariants(), []string{"Ana", "Ben", "Cleo", "Dan", "Eve"}, logTestBad, logTestPlayer, nil)
}

// TestLogLinesShort: the match log wraps its lines; none takes more than
// three lines of the 5-player log with long names.
func TestLogLinesShort(t *testing.T) {
	width := scenelayout.MatchLayout(5, true).Log.W - 32
	viewtest.LogLinesShort(t, Log, logTestEnv, logTestVariants(), []string{"Hatshepsut", "Nefertiti", "Cleopatra", "Ramesses", "Akhenaten"}, width)
}

// TestLogPlurals: the counted lines read right at 1 and 2.
func TestLogPlurals(t *testing.T) {
	viewtest.LogPlurals(t, Log, logTestEnv, []viewtest.PluralCase{
		viewtest.Plural(func(n int) engine.Event { return pharaon.Gained{Player: 0, Res: pharaon.AGR, N: n} },
			"1 Agriculture token.", "2 Agriculture tokens.", "1 jeton Agriculture.", "2 jetons Agriculture."),
		viewtest.Plural(func(n int) engine.Event { return pharaon.NoblesShuffledBack{N: n} },
			"1 Noble set aside goes", "2 Nobles set aside go", "1 Noble mis de côté retourne", "2 Nobles mis de côté retournent"),
		viewtest.Plural(func(n int) engine.Event { return pharaon.TraitorPileDrawn{Round: 1, Count: n} },
			"1 Jar face", "2 Jars face", "1 Vase face", "2 Vases face"),
	})
}

// logTestPlay plays one random game and returns its whole event stream
// and its score parts.
func logTestPlay(t *testing.T, opts engine.Options, seed uint64) ([]engine.Event, []engine.Score) {
	t.Helper()
	evs, st := enginetest.PlayRecorded(t, pharaon.Game{}, opts, seed)
	return evs, st.Scores()
}

// TestLogEveryEvent: random games at 1 to 5 players (solo at two levels,
// Discovery for some seats) log every event they record, in both
// languages, with whole lines that name the seat; nearly every event
// type appears; every score source has its name.
func TestLogEveryEvent(t *testing.T) {
	games := []engine.Options{
		{"players": "1", "traitor": "0"}, {"players": "1", "traitor": "5", "discovery": "1"},
		{"players": "2"}, {"players": "3", "discovery": "010"}, {"players": "4"}, {"players": "5", "discovery": "10011"},
	}
	seen := map[string]int{}
	sources := map[string]bool{}
	for g, opts := range games {
		evs, scores := logTestPlay(t, opts, uint64(300+g))
		for _, sc := range scores {
			for _, p := range sc.Parts {
				sources[p.Source] = true
			}
		}
		names := []string{"Hatshepsut", "Nefertiti", "Cleopatra", "Ramesses", "Akhenaten"}
		if opts["players"] == "1" {
			names[1] = "The Traitor"
		}
		for _, lang := range []string{"en", "fr"} {
			env := logTestEnv(t, lang, names...)
			for _, e := range evs {
				seen[e.EventName()]++
				line, ok := Log(e, env)
				if !ok {
					switch e.(type) {
					case pharaon.WheelTokenReturned, pharaon.TurnEnded:
					default:
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
	for _, name := range []string{"noble_pair_drawn", "noble_given", "nobles_shuffled_back", "jar_revealed", "jar_taken",
		"jar_discarded", "wheel_token_placed", "wheel_token_returned", "wheel_rotated", "lot_filled", "bonus_filled",
		"gained", "offering_gained", "round_started", "round_ended", "game_ended", "turn_started", "turn_ended", "passed",
		"pyramid_stepped", "first_player_moved", "payment_made", "artisan_taken", "artisan_refilled", "noble_taken",
		"noble_refilled", "nile_climbed", "burial_stepped", "lot_taken", "jar_drawn", "jar_gained", "pharaoh_taken",
		"traitor_pile", "traitor_jar", "traitor_tile", "traitor_god", "traitor_pile_empty"} {
		if seen[name] == 0 {
			t.Errorf("no %s event in the test games", name)
		}
	}
	if len(sources) != len(logSources) {
		t.Errorf("sources %v, want %v", sources, logSources)
	}
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		for src := range sources {
			if !b.Has("pharaon.source." + src) {
				t.Errorf("%s: source %q has no name", lang, src)
			}
		}
	}
}
