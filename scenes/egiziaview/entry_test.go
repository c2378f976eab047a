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

// TestThumbnail: the title menu's picture is a scene, not a crop of the
// board: a sky above, the Nile's water with the green and yellow fields on
// its banks on the left, the monuments built of limestone and the seats'
// coloured bricks on the right, and nothing outside the card's round
// corners.
func TestThumbnail(t *testing.T) {
	const w, h = 340, 220
	img := render.NewCanvas(w, h)
	defer img.Deallocate()
	Thumbnail(img, geom.R(0, 0, w, h))
	if dir := os.Getenv("EGIZIA_SHOTS"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, "egizia-thumb.png")); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	at := rendertest.Reader(img)
	for _, p := range []geom.Point{geom.Pt(0, 0), geom.Pt(w-1, 0), geom.Pt(0, h-1), geom.Pt(w-1, h-1)} {
		if c := at(p); c.A != 0 {
			t.Errorf("corner %v painted %v", p, c)
		}
	}
	var sky, water, green, yellow, stone, red, brown int
	for y := 2; y < h-2; y += 2 {
		for x := 2; x < w-2; x += 2 {
			c := at(geom.Pt(float64(x), float64(y)))
			left := x < w/2
			switch {
			case y < h/5:
				if int(c.B)-int(c.R) > 10 {
					sky++
				}
			case left && int(c.B)-int(c.R) > 60:
				water++
			case left && rendertest.Near(c, fieldColours[egizia.Green], 30):
				green++
			case left && rendertest.Near(c, fieldColours[egizia.Yellow], 30):
				yellow++
			case !left && rendertest.Near(c, render.Limestone, 8):
				stone++
			case !left && rendertest.Near(c, render.Red.RGBA(), 24):
				red++
			case !left && rendertest.Near(c, render.Brown.RGBA(), 24):
				brown++
			}
		}
	}
	// About half of what the picture shows at this size.
	if sky < 800 || water < 600 || green < 200 || yellow < 150 || stone < 400 || red < 60 || brown < 50 {
		t.Errorf("sky %d, water %d, green %d, yellow %d, limestone %d, red %d, brown %d samples", sky, water, green, yellow, stone, red, brown)
	}
}
