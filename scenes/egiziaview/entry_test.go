package egiziaview

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
)

// TestEntry: the app's description of Egizia: registered, 2 to 4 seats
// in the view's colours, no automaton (the rulebook has no solo mode),
// hidden information (the Sphinx hands), every part the app asks for,
// and the strings in every language.
func TestEntry(t *testing.T) {
	e, ok := gameview.Lookup(egizia.Name)
	if !ok {
		t.Fatal("not registered")
	}
	if e.MinPlayers != 2 || e.MaxPlayers != 4 || !e.Hidden || e.Solo != nil || e.NewView == nil || e.Log == nil ||
		e.Progress == nil || e.EndsRound == nil || e.Thumbnail == nil || len(e.Rules) != len(rulesPageIDs) || len(e.Options) != 0 {
		t.Fatalf("entry %+v", e)
	}
	want := []render.PlayerColor{render.Red, render.White, render.Brown, render.Gray}
	if len(e.Colors) != len(want) {
		t.Fatalf("colours %v", e.Colors)
	}
	for i, c := range want {
		if e.Colors[i] != c {
			t.Errorf("seat %d: %v, want %v", i, e.Colors[i], c)
		}
	}
	// Each seat count the menu offers is a match the engine sets up.
	for n := e.MinPlayers; n <= e.MaxPlayers; n++ {
		if _, err := e.Game.NewState(engine.Options{"players": string(rune('0' + n))}, 3); err != nil {
			t.Errorf("%d players: %v", n, err)
		}
	}
	for _, n := range []string{"1", "5"} {
		if _, err := e.Game.NewState(engine.Options{"players": n}, 3); err == nil {
			t.Errorf("%s players accepted", n)
		}
	}
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		for _, k := range []string{"game." + egizia.Name, "egizia.entry.round"} {
			if !b.Has(k) {
				t.Errorf("%s lacks %s", lang, k)
			}
		}
		for _, src := range logSources {
			if !b.Has(e.Source + "." + src) {
				t.Errorf("%s lacks %s.%s", lang, e.Source, src)
			}
		}
	}
}

// TestProgressAndRounds: the Resume button counts rounds 1 to 5; the
// summary comes at the end of each of the five rounds, once.
func TestProgressAndRounds(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		es, _ := (egizia.Game{}).NewState(engine.Options{"players": players}, 5)
		st := es.(*egizia.State)
		k, args := Progress(st)
		if k != "egizia.entry.round" || len(args) != 4 || args[1] != 1 || args[3] != 5 {
			t.Fatalf("%s %v", k, args)
		}
		var evs []engine.Event
		st.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		rng := engine.NewRNG(5)
		var legal []engine.Action
		ends, last := 0, 0
		for !st.Terminal() {
			legal = st.Legal(legal)
			if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				if EndsRound(e) {
					ends++
					if r := st.Round(); r < last {
						t.Errorf("round %d after %d", r, last)
					}
				}
			}
			evs = evs[:0]
			_, args := Progress(st)
			if r := args[1].(int); r < 1 || r > 5 || r < min(st.Round(), 5) {
				t.Fatalf("progress %v at round %d", args, st.Round())
			}
			last = st.Round()
		}
		if ends != egizia.NumRounds {
			t.Errorf("%s players: %d round ends", players, ends)
		}
		loc, _ := locales.Load("fr")
		_, args = Progress(st)
		if got := loc.T("egizia.entry.round", args...); got != "Manche 5/5" {
			t.Errorf("at the end: %q", got)
		}
	}
	if EndsRound(egizia.StepStarted{Round: 5, Step: egizia.StepBuild}) || EndsRound(egizia.CoopBonusScored{}) {
		t.Error("a step that is not a round's end")
	}
}

// TestThumbnail: the title menu's picture covers its card with the
// board's art: the Nile's blue and the cards and tiles on its banks.
func TestThumbnail(t *testing.T) {
	img := render.NewCanvas(340, 220)
	defer img.Deallocate()
	img.Fill(render.Sand)
	Thumbnail(img, geom.R(0, 0, 340, 220))
	if dir := os.Getenv("EGIZIA_SHOTS"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, "egizia-thumb.png")); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	at := rendertest.Reader(img)
	blue, other := 0, 0
	for y := 0; y < 220; y += 2 {
		for x := 0; x < 340; x += 2 {
			c := at(geom.Pt(float64(x), float64(y)))
			switch {
			case int(c.B)-int(c.R) > 40: // the river
				blue++
			case !rendertest.Near(c, render.Sand, 12):
				other++
			}
		}
	}
	if blue < 170*110/20 || other < 170*110/4 {
		t.Errorf("%d river samples, %d others", blue, other)
	}
}
