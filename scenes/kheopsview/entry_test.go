package kheopsview

import (
	"testing"

	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
)

func TestEntryRegistered(t *testing.T) {
	e, ok := gameview.Lookup("kheops")
	if !ok {
		t.Fatal("kheops is not registered")
	}
	if e.MinPlayers != 2 || e.MaxPlayers != 2 || len(e.Colors) != 2 || e.Colors[0] != render.White || e.Colors[1] != render.Blue {
		t.Errorf("entry %+v", e)
	}
	if e.NewView == nil || e.Log == nil || e.Thumbnail == nil || e.Source != "kheops.source" || !e.Hidden || len(e.Options) != 0 {
		t.Error("entry incomplete")
	}
	if _, ok := e.Game.(kheops.Game); !ok {
		t.Errorf("game %T", e.Game)
	}
	if len(e.Rules) != len(rulesPageIDs) {
		t.Fatalf("%d rules pages", len(e.Rules))
	}
	for i, p := range e.Rules {
		if p.Title != "kheops.rules."+rulesPageIDs[i]+".title" || p.Body != "kheops.rules."+rulesPageIDs[i]+".body" || p.Illustrate == nil {
			t.Errorf("page %d: %+v", i, p)
		}
	}
}

// TestPicturesDraw: the thumbnail and every rules picture paint their
// rectangle (a sample of pixels is not the blank canvas), in both
// languages.
func TestPicturesDraw(t *testing.T) {
	img := render.NewImage(400, 260)
	defer img.Deallocate()
	painted := func(name string) {
		t.Helper()
		at := rendertest.Reader(img)
		n := 0
		for y := 10; y < 250; y += 20 {
			for x := 10; x < 390; x += 20 {
				if at(geom.Pt(float64(x), float64(y))).A > 0 {
					n++
				}
			}
		}
		if n < 40 {
			t.Errorf("%s painted %d of 228 probes", name, n)
		}
	}
	Thumbnail(img, geom.R(0, 0, 400, 260))
	painted("thumbnail")
	for _, lang := range []string{"fr"} {
		env := testEnv(t, lang)
		for i, p := range RulesPages() {
			img.Clear()
			p.Illustrate(img, geom.R(0, 0, 400, 260), env)
			painted(rulesPageIDs[i])
		}
	}
}
