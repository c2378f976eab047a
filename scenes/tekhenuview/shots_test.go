package tekhenuview

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
)

// shotWriter writes PNGs into the folder TEKHENU_SHOTS names; the test is
// skipped without it (these pictures are for a person to look at).
func shotWriter(t *testing.T) func(name string, img *ebiten.Image) {
	dir := os.Getenv("TEKHENU_SHOTS")
	if dir == "" {
		t.Skip("TEKHENU_SHOTS not set")
	}
	return func(name string, img *ebiten.Image) {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
}

// drawnView is v drawn on a canvas of the test area.
func drawnView(v *View) *ebiten.Image {
	dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
	v.Draw(dst)
	return dst
}

// viewShots is shotWriter for whole views: each is drawn, written, freed.
func viewShots(t *testing.T) func(name string, v *View) {
	write := shotWriter(t)
	return func(name string, v *View) {
		img := drawnView(v)
		write(name, img)
		img.Deallocate()
	}
}

// TestShots writes pictures of the board when TEKHENU_SHOTS names a
// folder: mid-game, a Judgment, the market during Thoth, a setup choice.
func TestShots(t *testing.T) {
	write := shotWriter(t)
	save := viewShots(t)
	for _, lang := range []string{"en", "fr"} {
		v := newView(t, testEnv(t, lang, 3))
		s := playTo(t, 3, 5, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhTake && s.Turn() >= 6 })
		v.Sync(s, nil, s.CurrentPlayer())
		save("take_"+lang, v)
		legal := s.Legal(nil)
		for _, a := range legal {
			if pts := v.ClickFor(a); len(pts) > 1 {
				v.Pick(tap(pts[0]), legal)
				v.Pick([]input.Intent{{Kind: input.Move, X: pts[1].X, Y: pts[1].Y}}, legal)
				save("take_options_"+lang, v)
				v.CancelPick()
				break
			}
		}
		s = playTo(t, 3, 6, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhFaith })
		v.Sync(s, nil, s.CurrentPlayer())
		save("judgment_"+lang, v)
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		for s.Phase() == tekhenu.PhFaith {
			evs = evs[:0]
			legal := s.Legal(nil)
			s.Apply(legal[len(legal)/2])
		}
		v.Sync(s, evs, s.CurrentPlayer())
		for i := 0; i < 6; i++ {
			v.Update(0.1)
		}
		save("weighing_"+lang, v)
		thumb := render.NewCanvas(400, 300)
		Thumbnail(thumb, geom.R(0, 0, 400, 300))
		write("thumb", thumb)
		thumb.Deallocate()
		s = playTo(t, 4, 8, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhThothPick && s.Turn() > 8 })
		v = newView(t, testEnv(t, lang, 4))
		v.Sync(s, nil, s.CurrentPlayer())
		save("thoth_"+lang, v)
		panels := render.NewCanvas(576, 4*190)
		for p := 0; p < 4; p++ {
			r := geom.R(0, float64(p)*190, 576, 180)
			render.FillRect(panels, r, render.Papyrus)
			v.DrawPanel(panels, p, r.Inset(8))
		}
		write("panels_"+lang, panels)
		panels.Deallocate()
		s = playTo(t, 4, 9, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhDraftStart })
		v.Sync(s, nil, s.CurrentPlayer())
		save("start_"+lang, v)
		s = playTo(t, 2, 10, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhRa })
		v = newView(t, testEnv(t, lang, 2))
		v.Sync(s, nil, s.CurrentPlayer())
		legal = s.Legal(nil)
		pts := v.ClickFor(legal[1])
		v.Pick(tap(pts[0]), legal)
		v.Pick([]input.Intent{{Kind: input.Move, X: pts[1].X, Y: pts[1].Y}}, legal)
		save("ra_"+lang, v)
	}
}
