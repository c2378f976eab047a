package kheopsview

import (
	"reflect"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/scenes/gameview"
	scenelayout "nilegames/scenes/layout"
)

// Test helpers of the log start with "logTest" (the view's tests have
// their own).

func logTestEnv(t testing.TB, lang string, names ...string) *gameview.Env {
	t.Helper()
	loc, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	env := &gameview.Env{Loc: loc}
	for i, n := range names {
		env.Seats = append(env.Seats, gameview.Seat{Name: n, Color: []render.PlayerColor{render.White, render.Blue}[i]})
	}
	return env
}

// logTestCases: one line per event and variant, written by hand from the
// rules (rows: slot 1 is the summit, 2-4 row 2, 5-9 row 3, 10-16 row 4,
// 17-25 row 5, 26-36 row 6, 37-49 row 7). Ana is White, Ben is Blue.
var logTestCases = []struct {
	e      engine.Event
	en, fr string
}{
	{kheops.PawnPlaced{Player: 0, Pawn: kheops.Pawn{Owner: 0, Kind: kheops.Worker}, Slot: 12},
		"Ana places a worker in row 4.", "Ana place un ouvrier en rangée 4."},
	{kheops.PawnPlaced{Player: 1, Pawn: kheops.Pawn{Owner: 1, Kind: kheops.Priest}, Slot: 1},
		"Ben places their priest at the top.", "Ben place son prêtre au sommet."},
	{kheops.PawnPlaced{Player: 1, Pawn: kheops.Pawn{Owner: 1, Kind: kheops.Mummy}, Slot: 30},
		"Ben places their mummy in row 6.", "Ben place sa momie en rangée 6."},
	{kheops.PawnPlaced{Player: 0, Pawn: kheops.Pawn{Owner: 0, Kind: kheops.Pharaoh}, Slot: 7},
		"Ana places the pharaoh in row 3.", "Ana place le pharaon en rangée 3."},
	{kheops.PawnPlaced{Player: 0, Pawn: kheops.Pawn{Owner: 0, Kind: kheops.Mummy}, Slot: 20, Ousted: true},
		"Ana ousts a worker in row 5 with their mummy.", "Ana chasse un ouvrier en rangée 5 avec sa momie."},
	{kheops.PawnPlaced{Player: 1, Pawn: kheops.Pawn{Owner: 1, Kind: kheops.Mummy}, Slot: 1, Ousted: true},
		"Ben ousts a worker at the top with their mummy.", "Ben chasse un ouvrier au sommet avec sa momie."},
	{kheops.PawnSkipped{Player: 1}, "Ben has no pawn to place.", "Ben n'a aucun pion à placer."},
	{kheops.PowerStarted{Player: 0, Power: kheops.RotateCorridor, Slot: 12},
		"Ana must rotate a corridor.", "Ana doit faire pivoter un couloir."},
	{kheops.PowerStarted{Player: 1, Power: kheops.RotateRoom, Slot: 9},
		"Ben must rotate a room.", "Ben doit faire pivoter une salle."},
	{kheops.PowerStarted{Player: 0, Power: kheops.Swap, Slot: 40},
		"Ana must swap a pawn with an opposing one.", "Ana doit permuter un pion avec un pion adverse."},
	{kheops.PowerStarted{Player: 1, Power: kheops.MovePower, Slot: 3},
		"Ben must move another of their pawns.", "Ben doit déplacer un autre de ses pions."},
	{kheops.PowerSkipped{Player: 0, Power: kheops.MovePower},
		"Ana cannot use Move: no target.", "Ana\u00A0: pas de cible pour «\u00A0Déplacer\u00A0»."},
	{kheops.PowerSkipped{Player: 1, Power: kheops.RotateCorridor},
		"Ben cannot use Rotate corridor: no target.", "Ben\u00A0: pas de cible pour «\u00A0Pivoter un couloir\u00A0»."},
	{kheops.TileRotated{Player: 1, Slot: 14, Steps: 1},
		"Ben turns the tile in row 4 clockwise.", "Ben tourne la tuile de la rangée 4 en sens horaire."},
	{kheops.TileRotated{Player: 0, Slot: 1, Steps: 2},
		"Ana turns the tile at the top anticlockwise.", "Ana tourne la tuile du sommet en sens antihoraire."},
	{kheops.PawnsSwapped{Player: 0, Own: 30, Opp: 5},
		"Ana swaps the pawns in row 6 and in row 3.", "Ana permute les pions en rangée 6 et en rangée 3."},
	{kheops.PawnMoved{Player: 1, From: 1, To: 40},
		"Ben moves a pawn from the top to row 7.", "Ben déplace un pion du sommet vers la rangée 7."},
	{kheops.PawnMoved{Player: 0, From: 25, To: 1},
		"Ana moves a pawn from row 5 to the top.", "Ana déplace un pion de la rangée 5 vers le sommet."},
	{kheops.TilePlaced{Player: 0, Tile: 36, Slot: 27, K: 2},
		"Ana places a corridor with Swap in row 6.", "Ana pose un couloir «\u00A0Permuter\u00A0» en rangée 6."},
	{kheops.TilePlaced{Player: 1, Tile: 3, Slot: 1},
		"Ben places a room with a red sarcophagus at the top.", "Ben pose une salle à sarcophage rouge au sommet."},
	{kheops.TilePlaced{Player: 0, Tile: 2, Slot: 4, K: 1},
		"Ana places a room with a gold sarcophagus in row 2.", "Ana pose une salle à sarcophage d'or en rangée 2."},
	{kheops.TilePlaced{Player: 1, Tile: 6, Slot: 11},
		"Ben places a room with a green sarcophagus in row 4.", "Ben pose une salle à sarcophage vert en rangée 4."},
	{kheops.TilePlaced{Player: 0, Tile: 45, Slot: 18, K: 1},
		"Ana places a corridor in row 5.", "Ana pose un couloir en rangée 5."},
	{kheops.TilePlaced{Player: 1, Tile: 24, Slot: 9},
		"Ben places a room in row 3.", "Ben pose une salle en rangée 3."},
	{kheops.TilePlaced{Player: 1, Tile: 8, Slot: 3},
		"Ben places a room with an ankh in row 2.", "Ben pose une salle avec un ankh en rangée 2."},
	{kheops.TilePlaced{Player: 0, Tile: 27, Slot: 31},
		"Ana places a corridor with a curse in row 6.", "Ana pose un couloir avec une malédiction en rangée 6."},
	{kheops.TilePlaced{Player: 0, Tile: 14, Slot: 33},
		"Ana places a room with Rotate corridor in row 6.", "Ana pose une salle «\u00A0Pivoter un couloir\u00A0» en rangée 6."},
	{kheops.TilePlaced{Player: 1, Tile: 33, Slot: 13},
		"Ben places a corridor with Rotate room in row 4.", "Ben pose un couloir «\u00A0Pivoter une salle\u00A0» en rangée 4."},
	{kheops.TilePlaced{Player: 0, Tile: 19, Slot: 21},
		"Ana places a room with Move in row 5.", "Ana pose une salle «\u00A0Déplacer\u00A0» en rangée 5."},
	{kheops.TilePlaced{Player: 1, Tile: 38, Slot: 23},
		"Ben places a corridor with No pawn in row 5.", "Ben pose un couloir «\u00A0Aucun pion\u00A0» en rangée 5."},
	{kheops.TilePlaced{Player: 0, Tile: 30, Slot: 16},
		"Ana places a corridor with Double in row 4.", "Ana pose un couloir «\u00A0Compte double\u00A0» en rangée 4."},
	{kheops.TileDrawn{Player: 1, Tile: 5}, "Ben draws a tile.", "Ben pioche une tuile."},
	{kheops.GameEnded{Totals: []int{34, 28}},
		"Game over: Ana wins 34 to 28.", "Fin de la partie\u00A0: Ana gagne 34 à 28."},
	{kheops.GameEnded{Totals: []int{19, 41}},
		"Game over: Ben wins 41 to 19.", "Fin de la partie\u00A0: Ben gagne 41 à 19."},
	{kheops.GameEnded{Totals: []int{30, 30}},
		"Game over: a draw, 30 points each.", "Fin de la partie\u00A0: égalité à 30 points."},
	{kheops.GameEnded{Totals: []int{1, 1}},
		"Game over: a draw, 1 point each.", "Fin de la partie\u00A0: égalité à 1 point."},
	{kheops.GameEnded{Totals: []int{0, 0}},
		"Game over: a draw, 0 points each.", "Fin de la partie\u00A0: égalité à 0 point."},
}

func TestLogSentences(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Ana", "Ben")
		for _, c := range logTestCases {
			want := c.en
			if lang == "fr" {
				want = c.fr
			}
			got, ok := Log(c.e, env)
			if !ok || got != want {
				t.Errorf("%s %#v:\n got %q (%v)\nwant %q", lang, c.e, got, ok, want)
			}
		}
	}
}

// TestLogSeatColours: a seat without a name is called by its colour.
func TestLogSeatColours(t *testing.T) {
	for lang, want := range map[string][2]string{
		"en": {"Blue places a worker in row 2.", "White draws a tile."},
		"fr": {"Bleu place un ouvrier en rangée 2.", "Blanc pioche une tuile."},
	} {
		env := logTestEnv(t, lang, "", "")
		got0, _ := Log(kheops.PawnPlaced{Player: 1, Pawn: kheops.Pawn{Owner: 1, Kind: kheops.Worker}, Slot: 2}, env)
		got1, _ := Log(kheops.TileDrawn{Player: 0, Tile: 9}, env)
		if got0 != want[0] || got1 != want[1] {
			t.Errorf("%s: got %q, %q", lang, got0, got1)
		}
	}
}

// TestLogNeverRevealsHand: a drawn tile is never named: the line is the
// same for every tile and holds no kind, symbol or colour word.
func TestLogNeverRevealsHand(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Ana", "Ben")
		var words []string
		for _, k := range env.Loc.Keys() {
			for _, sec := range []string{"kheops.kind.", "kheops.symbol.", "kheops.colour.", "kheops.log.with_", "kheops.log.kind_"} {
				if strings.HasPrefix(k, sec) && k != "kheops.colour.white" && k != "kheops.colour.blue" {
					words = append(words, strings.ToLower(env.Loc.T(k)))
				}
			}
		}
		if len(words) < 25 {
			t.Fatalf("%s: only %d tile words", lang, len(words))
		}
		for p := 0; p < 2; p++ {
			first, _ := Log(kheops.TileDrawn{Player: p, Tile: 1}, env)
			for id := 1; id <= kheops.NumTiles; id++ {
				line, ok := Log(kheops.TileDrawn{Player: p, Tile: id}, env)
				if !ok || line != first {
					t.Errorf("%s: tile %d drawn gives %q, tile 1 %q", lang, id, line, first)
				}
				for _, w := range words {
					if strings.Contains(strings.ToLower(line), w) {
						t.Errorf("%s: %q names %q", lang, line, w)
					}
				}
			}
		}
	}
}

// logTestVariants is every event variant the log words differently.
func logTestVariants() []engine.Event {
	var evs []engine.Event
	for p := 0; p < 2; p++ {
		for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
			for _, slot := range []int{1, 2, 49} {
				evs = append(evs, kheops.PawnPlaced{Player: p, Pawn: kheops.Pawn{Owner: p, Kind: k}, Slot: slot})
			}
		}
		evs = append(evs, kheops.PawnPlaced{Player: p, Pawn: kheops.Pawn{Owner: p, Kind: kheops.Mummy}, Slot: 1, Ousted: true},
			kheops.PawnSkipped{Player: p})
		for sym := kheops.RotateCorridor; sym <= kheops.MovePower; sym++ {
			evs = append(evs, kheops.PowerStarted{Player: p, Power: sym, Slot: 8}, kheops.PowerSkipped{Player: p, Power: sym})
		}
		for _, s := range []int{1, 36} {
			evs = append(evs, kheops.TileRotated{Player: p, Slot: s, Steps: 1}, kheops.TileRotated{Player: p, Slot: s, Steps: 2},
				kheops.PawnsSwapped{Player: p, Own: s, Opp: 37 - s}, kheops.PawnMoved{Player: p, From: s, To: 37 - s})
		}
		for id := 1; id <= kheops.NumTiles; id++ {
			evs = append(evs, kheops.TilePlaced{Player: p, Tile: id, Slot: 1, K: id % 3},
				kheops.TilePlaced{Player: p, Tile: id, Slot: 30}, kheops.TileDrawn{Player: p, Tile: id})
		}
	}
	return append(evs, kheops.GameEnded{Totals: []int{5, 3}}, kheops.GameEnded{Totals: []int{3, 5}}, kheops.GameEnded{Totals: []int{4, 4}})
}

// TestLogAllVariants: every variant has a whole line in both languages.
func TestLogAllVariants(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Ana", "Ben")
		for _, e := range logTestVariants() {
			line, ok := Log(e, env)
			if !ok {
				t.Errorf("%s: no line for %#v", lang, e)
				continue
			}
			if strings.Contains(line, "[") || strings.Contains(line, "{") || strings.Contains(line, "?") {
				t.Errorf("%s: bad line %q for %#v", lang, line, e)
			}
			if p, has := logTestPlayer(e); has && !strings.Contains(line, env.Seats[p].Name) {
				t.Errorf("%s: %q does not name seat %d", lang, line, p)
			}
		}
	}
}

// TestLogRefusesNonsense: events outside the rules give no line rather
// than a broken one, and a missing env is no panic.
func TestLogRefusesNonsense(t *testing.T) {
	env := logTestEnv(t, "en", "Ana", "Ben")
	for _, e := range []engine.Event{
		kheops.PowerStarted{Player: 0, Power: kheops.Ankh, Slot: 3},
		kheops.PowerSkipped{Player: 0, Power: kheops.NoSymbol},
		kheops.TileRotated{Player: 0, Slot: 3, Steps: 3},
		kheops.GameEnded{Totals: []int{3}},
		kheops.PawnPlaced{Player: 0, Pawn: kheops.Pawn{Kind: 9}, Slot: 3},
	} {
		if line, ok := Log(e, env); ok {
			t.Errorf("%#v gives %q", e, line)
		}
	}
	if _, ok := Log(kheops.TileDrawn{Player: 0, Tile: 2}, nil); ok {
		t.Error("a line without an env")
	}
}

func logTestPlayer(e engine.Event) (int, bool) {
	if f := reflect.ValueOf(e).FieldByName("Player"); f.IsValid() {
		return int(f.Int()), true
	}
	return 0, false
}

// TestLogEveryEvent: random games produce every event type but the
// defensive PawnSkipped (covered above); each gets a whole line that fits
// the match scene's log with the longest default names.
func TestLogEveryEvent(t *testing.T) {
	face := render.Face(render.Body, render.SizeSmall)
	width := scenelayout.MatchLayout(2, true).Log.W - 32
	seen := map[string]int{}
	for _, lang := range []string{"en", "fr"} {
		env := logTestEnv(t, lang, "Hatshepsut", "Nefertiti")
		longest := ""
		for g := uint64(0); g < 4; g++ {
			st, err := kheops.Game{}.NewState(nil, 700+g)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(700 + g)
			var evs []engine.Event
			st.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
			var legal []engine.Action
			for steps := 0; !st.Terminal(); steps++ {
				if steps > 200 {
					t.Fatal("the game does not end")
				}
				legal = st.Legal(legal)
				if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			for _, e := range evs {
				seen[e.EventName()]++
				line, ok := Log(e, env)
				if !ok || strings.Contains(line, "[") || strings.Contains(line, "{") {
					t.Fatalf("%s %s: bad line %q", lang, e.EventName(), line)
				}
				if len([]rune(line)) > len([]rune(longest)) {
					longest = line
				}
			}
		}
		for _, e := range logTestVariants() {
			if line, _ := Log(e, env); render.TextWidth(line, face) > width {
				t.Errorf("%s: %q is wider than the log (%.0f > %.0f)", lang, line, render.TextWidth(line, face), width)
			}
		}
		t.Logf("%s longest: %q", lang, longest)
	}
	for _, name := range []string{"pawn_placed", "power_started", "power_skipped", "tile_rotated", "pawns_swapped",
		"pawn_moved", "tile_placed", "tile_drawn", "game_ended"} {
		if seen[name] == 0 {
			t.Errorf("no %s event in the test games", name)
		}
	}
}

// TestKheopsRulesText: the nine pages and the score parts exist in both
// languages; each page has several paragraphs, and the reconstructed
// values are marked †.
func TestKheopsRulesText(t *testing.T) {
	ids := []string{"overview", "tiles", "turn", "pawns", "powers", "symbols", "networks", "ending", "reconstructed"}
	for _, lang := range []string{"en", "fr"} {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		all := ""
		for _, id := range ids {
			title, body := "kheops.rules."+id+".title", "kheops.rules."+id+".body"
			if !b.Has(title) || !b.Has(body) {
				t.Errorf("%s: page %s is missing", lang, id)
				continue
			}
			text := b.T(body)
			if len(text) < 300 || !strings.Contains(text, "\n\n") {
				t.Errorf("%s: %s is too short or a single paragraph", lang, body)
			}
			all += text
		}
		if n := strings.Count(all, "†"); n < 8 {
			t.Errorf("%s: † marks %d values", lang, n)
		}
		for _, src := range []string{"rooms", "sarcophagi", "summit", "longest", "closed", "ankhs"} {
			if !b.Has("kheops.source." + src) {
				t.Errorf("%s: no score part %s", lang, src)
			}
		}
	}
}
