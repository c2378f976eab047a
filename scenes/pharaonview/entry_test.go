package pharaonview

import (
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
)

// TestEntry: the app's description of Pharaon: registered, 1 to 5 seats
// in the colours of §2.1, hidden information, every option and solo
// choice one the engine takes, sources and strings in every language.
func TestEntry(t *testing.T) {
	e, ok := gameview.Lookup(pharaon.Name)
	if !ok {
		t.Fatal("not registered")
	}
	if e.MinPlayers != 1 || e.MaxPlayers != 5 || !e.Hidden || e.Solo == nil || e.NewView == nil || e.Log == nil ||
		e.Progress == nil || e.EndsRound == nil || e.Thumbnail == nil || len(e.Rules) != len(rulesPageIDs) {
		t.Fatalf("entry %+v", e)
	}
	want := []render.PlayerColor{render.Yellow, render.Red, render.Black, render.Blue, render.Green}
	if len(e.Colors) != 5 {
		t.Fatalf("colours %v", e.Colors)
	}
	for i, c := range want {
		if e.Colors[i] != c {
			t.Errorf("seat %d: %v, want %v", i, e.Colors[i], c)
		}
	}
	// Discovery: one toggle per seat, "0" first.
	if len(e.Options) != 5 {
		t.Fatalf("%d options", len(e.Options))
	}
	for i, o := range e.Options {
		name, idx, ok := session.IndexedKey(o.Key)
		if !ok || name != "discovery" || idx != i || !o.PerSeat || len(o.Choices) != 2 || o.Choices[0].Value != "0" || o.Choices[1].Value != "1" {
			t.Errorf("option %d: %+v", i, o)
		}
	}
	// The Traitor's levels 0..5, each a match the engine sets up with that
	// many dark tiles.
	lv := e.Solo.Options
	if len(lv) != 1 || lv[0].Key != "traitor" || len(lv[0].Choices) != 6 {
		t.Fatalf("solo options %+v", lv)
	}
	for l, c := range lv[0].Choices {
		es, err := (pharaon.Game{}).NewState(engine.Options{"players": "1", "traitor": c.Value}, 3)
		if err != nil {
			t.Fatalf("level %s: %v", c.Value, err)
		}
		tiles, _ := es.(*pharaon.State).TraitorTiles()
		dark := 0
		for _, tl := range tiles {
			if tl.Dark {
				dark++
			}
		}
		if dark != l || c.Short == "" {
			t.Errorf("level %s: %d dark tiles, short %q", c.Value, dark, c.Short)
		}
	}
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		keys := []string{e.Solo.Name, lv[0].Label, "pharaon.entry.round"}
		for _, c := range lv[0].Choices {
			keys = append(keys, c.Label, c.Short)
		}
		for _, o := range e.Options {
			keys = append(keys, o.Label)
			for _, c := range o.Choices {
				keys = append(keys, c.Label)
			}
		}
		for _, src := range logSources {
			keys = append(keys, e.Source+"."+src)
		}
		for _, k := range keys {
			if !b.Has(k) {
				t.Errorf("%s lacks %s", lang, k)
			}
		}
		if got := b.T(lv[0].Choices[2].Label); !strings.Contains(got, "2") {
			t.Errorf("%s: level 2 reads %q", lang, got)
		}
	}
}

// TestProgressAndRounds: the Resume button counts rounds as the Pyramid
// does; only the end of a round sums it up.
func TestProgressAndRounds(t *testing.T) {
	es, _ := (pharaon.Game{}).NewState(engine.Options{"players": "3"}, 5)
	st := es.(*pharaon.State)
	k, args := Progress(st)
	if k != "pharaon.entry.round" || len(args) != 4 || args[1] != 1 || args[3] != 5 {
		t.Fatalf("%s %v", k, args)
	}
	var evs []engine.Event
	st.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	rng := engine.NewRNG(5)
	var legal []engine.Action
	ends := 0
	for !st.Terminal() {
		legal = st.Legal(legal)
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if EndsRound(e) {
				ends++
				if _, ok := e.(pharaon.RoundEnded); !ok {
					t.Errorf("%#v ends a round", e)
				}
			}
		}
		evs = evs[:0]
		if _, args := Progress(st); args[1].(int) < 1 || args[1].(int) > 5 || args[1].(int) < min(st.Round(), 5) {
			t.Fatalf("progress %v at round %d", args, st.Round())
		}
	}
	if ends != pharaon.NumRounds {
		t.Errorf("%d round ends", ends)
	}
	loc, _ := locales.Load("en")
	_, args = Progress(st)
	if got := loc.T("pharaon.entry.round", args...); got != "Round 5/5" {
		t.Errorf("at the end: %q", got)
	}
}

// TestTraitorPlays: the match marks the Traitor's own steps and what it
// gains as seat 1, never the human's.
func TestTraitorPlays(t *testing.T) {
	plays := soloEntry().Plays
	for _, e := range []engine.Event{pharaon.TraitorJarRevealed{}, pharaon.TraitorTilePlaced{Pos: 1}, pharaon.NobleDiscarded{Noble: 3},
		pharaon.TraitorGod{}, pharaon.TraitorPileEmpty{}, pharaon.BurialStepped{Player: 1, Step: 2, Free: true},
		pharaon.NobleTaken{Player: 1, Noble: 4}, pharaon.WheelTokenPlaced{Colour: 2, Player: 1}, pharaon.Passed{Player: 1, Row: 1}} {
		if !plays(e) {
			t.Errorf("%#v is not marked", e)
		}
	}
	for _, e := range []engine.Event{pharaon.BurialStepped{Player: 0, Step: 2}, pharaon.NobleTaken{Player: 0, Noble: 4},
		pharaon.WheelTokenPlaced{Colour: 2, Player: -1}, pharaon.PaymentMade{Player: 0}, pharaon.RoundEnded{Round: 1}} {
		if plays(e) {
			t.Errorf("%#v is marked", e)
		}
	}
}

// TestThumbnail: the title menu's picture covers its card with the
// board's art.
func TestThumbnail(t *testing.T) {
	img := render.NewCanvas(340, 220)
	defer img.Deallocate()
	img.Fill(render.Sand)
	Thumbnail(img, geom.R(0, 0, 340, 220))
	at := rendertest.Reader(img)
	coloured := 0
	for y := 0; y < 220; y += 2 {
		for x := 0; x < 340; x += 2 {
			c := at(geom.Pt(float64(x), float64(y)))
			if int(c.R)-int(c.B) < 40 { // the wheel's blues, greens, purples
				coloured++
			}
		}
	}
	if coloured < 170*110/10 {
		t.Errorf("only %d samples of the wheel's colours", coloured)
	}
}
