package scenes

import (
	"testing"

	"nilegames/locales"
	"nilegames/render"
	"nilegames/scenes/gameview"
	_ "nilegames/scenes/imhotepview"
	_ "nilegames/scenes/kheopsview"
	_ "nilegames/scenes/tekhenuview"
)

// Every rules page of every game, in every language, fits its text column
// whole: the scene would otherwise cut the last paragraph with an ellipsis.
func TestRulesPagesFitTheirColumn(t *testing.T) {
	face := render.Face(render.Body, render.SizeBody)
	entries := gameview.Entries()
	if len(entries) < 3 {
		t.Fatalf("%d games registered, want Imhotep, Kheops and Tekhenu", len(entries))
	}
	for _, lang := range locales.Languages {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			for i, p := range e.Rules {
				col, _ := rulesColumns(p.Illustrate != nil)
				body := b.T(p.Body)
				if spaced, _, ok := markedBody(body, e.Colors); ok {
					body = spaced // as drawn, with the seats' marks
				}
				if !render.WrappedFits(body, face, col) {
					t.Errorf("%s %s page %d (%s): %d lines, more than the column holds", e.Name, lang, i+1, p.Title, len(render.Wrap(body, face, col.W)))
				}
			}
		}
	}
}
