package scenes

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"

	_ "nilegames/scenes/egiziaview"
	_ "nilegames/scenes/imhotepview"
	_ "nilegames/scenes/kheopsview"
	_ "nilegames/scenes/pharaonview"
	_ "nilegames/scenes/tekhenuview"
)

// The real views of the five games: their seat colours, their match
// specs, and the pixel helpers the topic files share.

// egiziaColours are the view's seat colours (red, white, brown, gray: none
// a crew's colour).
var egiziaColours = []render.PlayerColor{render.Red, render.White, render.Brown, render.Gray}

// egiziaSpec is a match of the given seats.
func egiziaSpec(seed uint64, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "egizia", Seed: seed}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: egiziaColours[i].String(), Kind: k})
	}
	return sp
}

// egiziaShot and pharaonShot save a picture under $EGIZIA_SHOTS and
// $PHARAON_SHOTS.
var egiziaShot, pharaonShot = shotTo("EGIZIA_SHOTS"), shotTo("PHARAON_SHOTS")

// shotTo saves img as name under the folder $env names, when set.
func shotTo(env string) func(t *testing.T, name string, img *image.RGBA) {
	return func(t *testing.T, name string, img *image.RGBA) {
		dir := os.Getenv(env)
		if dir == "" {
			return
		}
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Log(err)
			return
		}
		png.Encode(f, img)
		f.Close()
	}
}

func imhotepSpec(seed uint64, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "imhotep", Seed: seed, Options: engine.Options{"first": "0"}}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: render.ImhotepColors[i].String(), Kind: k})
	}
	return sp
}

func kheopsSpec(seed uint64, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "kheops", Seed: seed}
	colours := []render.PlayerColor{render.White, render.Blue}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: colours[i].String(), Kind: k})
	}
	return sp
}

func saveKheopsFail(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	if f, err := os.Create(filepath.Join(os.TempDir(), name+".png")); err == nil {
		png.Encode(f, img)
		f.Close()
		t.Logf("picture saved to %s", f.Name())
	}
}

// pharaonColours are the seats' colours of spec §2.1, the entry's.
var pharaonColours = []render.PlayerColor{render.Yellow, render.Red, render.Black, render.Blue, render.Green}

// pharaonSpec is a match of the given seats; an automaton seat makes it a
// solo game against the Traitor.
func pharaonSpec(seed uint64, opts engine.Options, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "pharaon", Seed: seed, Options: opts}
	for i, k := range kinds {
		name := "Seat" + string(rune('1'+i))
		if k == session.Automaton {
			name = "The Traitor"
		}
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: name, Color: pharaonColours[i].String(), Kind: k})
	}
	return sp
}

// countNearestSeat counts the pixels of r nearest seat p's colour among
// the seats' and close to it (the board's sand and ink are not seats).
func countNearestSeat(img *image.RGBA, r image.Rectangle, seats []color.RGBA, p int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if nearest(c, seats) == p && near(c, seats[p], 40) {
				n++
			}
		}
	}
	return n
}

// tekhenuColours are the seats' colours, the view's defaults.
var tekhenuColours = []render.PlayerColor{render.Red, render.Blue, render.Green, render.Yellow}

// tekhenuSpec is a match of the given seats; an automaton seat makes it
// a solo game against Botankhamon (opts: "solo" level, challenges).
func tekhenuSpec(seed uint64, opts engine.Options, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "tekhenu", Seed: seed, Options: opts}
	for i, k := range kinds {
		name := "Seat" + string(rune('1'+i))
		if k == session.Automaton {
			name = "Botankhamon"
		}
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: name, Color: tekhenuColours[i].String(), Kind: k})
	}
	return sp
}

// nearest is the index of the colour of cs nearest c.
func nearest(c color.RGBA, cs []color.RGBA) int {
	best, bd := -1, math.MaxFloat64
	for i, k := range cs {
		dr, dg, db := float64(c.R)-float64(k.R), float64(c.G)-float64(k.G), float64(c.B)-float64(k.B)
		if d := dr*dr + dg*dg + db*db; d < bd {
			best, bd = i, d
		}
	}
	return best
}

// countNearest counts the pixels of r whose nearest colour of cs is cs[i].
func countNearest(img *image.RGBA, r image.Rectangle, cs []color.RGBA, i int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if nearest(img.RGBAAt(x, y), cs) == i {
				n++
			}
		}
	}
	return n
}

// place is where the view shows event e: its first place.
func place(t *testing.T, m *MatchScene, e engine.Event) gameview.Place {
	t.Helper()
	ps := m.View().(gameview.Placer).Places(e)
	if len(ps) == 0 {
		t.Fatalf("the view places %#v nowhere", e)
	}
	return ps[0]
}

// saveTekhenuFail keeps a failing picture in the temporary directory.
func saveTekhenuFail(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	saveKheopsFail(t, name, img)
}
