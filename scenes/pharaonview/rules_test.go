package pharaonview

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
)

func rulesTestBundles(t *testing.T) map[string]*locales.Bundle {
	t.Helper()
	out := map[string]*locales.Bundle{}
	for _, lang := range locales.Languages {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		out[lang] = b
	}
	if len(out) < 2 {
		t.Fatalf("%d languages", len(out))
	}
	return out
}

// TestRulesPagesText: every page has its title and body in every
// language, several paragraphs, whole in its column, each rune in the
// font that draws it, and never the spec's marker; every page but the
// last list is illustrated.
func TestRulesPagesText(t *testing.T) {
	pages := RulesPages()
	if len(pages) != len(rulesPageIDs) || len(pages) < 12 || len(pages) > 16 {
		t.Fatalf("%d pages", len(pages))
	}
	face := render.Face(render.Body, render.SizeBody)
	for lang, b := range rulesTestBundles(t) {
		for i, p := range pages {
			if (p.Illustrate == nil) != (i == len(pages)-1) {
				t.Errorf("page %d (%s): illustrated %v", i+1, p.Title, p.Illustrate != nil)
			}
			for _, k := range []string{p.Title, p.Body} {
				if !b.Has(k) {
					t.Errorf("%s lacks %s", lang, k)
				}
			}
			title, body := b.T(p.Title), b.T(p.Body)
			if len(body) < 300 || !strings.Contains(body, "\n\n") {
				t.Errorf("%s %s: body too short or a single paragraph", lang, p.Body)
			}
			col, _ := gameview.RulesColumns(p.Illustrate != nil)
			if !render.WrappedFits(body, face, col) {
				t.Errorf("%s page %d (%s): %d lines, more than the column holds", lang, i+1, title, len(render.Wrap(body, face, col.W)))
			}
			for _, c := range []struct {
				s    string
				role render.Role
			}{{title, render.Title}, {title, render.Medium}, {body, render.Body}} {
				if m := render.Missing(c.role, c.s); len(m) > 0 {
					t.Errorf("%s %s: no glyph for %q", lang, p.Title, string(m))
				}
			}
			up := strings.ToUpper(title + body)
			for _, bad := range []string{"DESIGN DEFAULT", "DÉFAUT DE CONCEPTION", "[DESIGN", "DEFAULT]", "[READING", "[PUBLIC"} {
				if strings.Contains(up, bad) {
					t.Errorf("%s %s shows %q", lang, p.Title, bad)
				}
			}
		}
	}
}

// TestRulesDaggers: the pages mark reconstructed values †; the last page,
// "What we reconstructed", says what the dagger means and names at least
// as many values as the pages mark, the spec's §10 table among them.
func TestRulesDaggers(t *testing.T) {
	pages := RulesPages()
	want := map[string]string{"en": "What we reconstructed", "fr": "Ce que nous avons reconstitué"}
	named := map[string][]string{
		"en": {"20 tokens of each resource", "Agriculture green, Justice blue, Construction red, Royalty yellow, Commerce purple",
			"players yellow, red, black, blue, green", "the 30 Jars", "the 30 Artisans", "Nobles 7 to 11 and 21 to 26",
			"one Scribe per Quarter", "the 10 Nile options", "the 8 Burial steps", "the god edges", "rows of 5, 4, 3 and 2 spaces",
			"the Traitor's tiles", "the resource the supply has most of", "marker"},
		"fr": {"20 jetons de chaque ressource", "Agriculture vert, Justice bleu, Construction rouge, Royauté jaune, Commerce violet",
			"joueurs jaune, rouge, noir, bleu, vert", "les 30 Vases", "les 30 Artisans", "Nobles 7 à 11 et 21 à 26",
			"un Scribe par Quartier", "les 10 options du Nil", "les 8 étapes funéraires", "les bords des dieux", "de 5, 4, 3 et 2 cases",
			"les tuiles du Traître", "la ressource la plus abondante", "marqueur"},
	}
	for lang, b := range rulesTestBundles(t) {
		marked := 0
		for _, p := range pages[:len(pages)-1] {
			marked += strings.Count(b.T(p.Body), "†")
		}
		last := pages[len(pages)-1]
		if got := b.T(last.Title); got != want[lang] {
			t.Errorf("%s: last page %q, want %q", lang, got, want[lang])
		}
		body := b.T(last.Body)
		if marked < 8 || strings.Count(body, "†") < marked || !strings.Contains(body, "†.") {
			t.Errorf("%s: %d daggers on the pages, %d on the last page", lang, marked, strings.Count(body, "†"))
		}
		for _, n := range named[lang] {
			if !strings.Contains(body, n) {
				t.Errorf("%s: the last page does not name %q", lang, n)
			}
		}
	}
}

// TestRulesPictures: each picture draws inside its frame and covers a
// good part of it, with and without strings; PHARAON_SHOTS=dir saves them.
func TestRulesPictures(t *testing.T) {
	_, pic := gameview.RulesColumns(true)
	r := geom.R(0, 0, pic.W, pic.H).Inset(8)
	drawn := 0
	for i, p := range RulesPages() {
		if p.Illustrate == nil {
			continue
		}
		drawn++
		for _, lang := range []string{"en", "fr", ""} {
			var env *gameview.Env
			if lang != "" {
				env = logTestEnv(t, lang)
			}
			img := render.NewCanvas(int(pic.W), int(pic.H))
			img.Fill(render.Sand)
			p.Illustrate(img, r, env)
			at := rendertest.Reader(img)
			inked, outside := 0, 0
			for y := 0; y < int(pic.H); y++ {
				for x := 0; x < int(pic.W); x++ {
					if rendertest.Near(at(geom.Pt(float64(x), float64(y))), render.Sand, 4) {
						continue
					}
					if !r.Contains(geom.Pt(float64(x)+0.5, float64(y)+0.5)) {
						outside++
					} else {
						inked++
					}
				}
			}
			total := int(r.W * r.H)
			if inked < total/4 || outside > total/200 {
				t.Errorf("%s page %d (%s): %d of %d pixels drawn, %d outside", lang, i+1, p.Title, inked, total, outside)
			}
			if dir := os.Getenv("PHARAON_SHOTS"); dir != "" && lang != "" {
				if f, err := os.Create(filepath.Join(dir, "pharaon-rules-"+rulesPageIDs[i]+"-"+lang+".png")); err == nil {
					png.Encode(f, img)
					f.Close()
				}
			}
			img.Deallocate()
		}
	}
	if drawn < len(rulesPageIDs)-1 {
		t.Errorf("%d pictures", drawn)
	}
}
