// Package viewtest holds checks the game views' tests share: the rules
// pages (text, daggers, pictures) and the match log. Only tests import it.
package viewtest

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

// Bundles loads the bundle of every language; it fails with fewer than two.
func Bundles(t testing.TB) map[string]*locales.Bundle {
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

// RulesPageText checks page i of the rules in language lang (bundle b):
// it has its title and body, a body of at least minBody bytes in several
// paragraphs, whole in its column, each rune in the font that draws it,
// and never the spec's marker.
func RulesPageText(t testing.TB, lang string, b *locales.Bundle, i int, p gameview.RulesPage, minBody int) {
	t.Helper()
	for _, k := range []string{p.Title, p.Body} {
		if !b.Has(k) {
			t.Errorf("%s lacks %s", lang, k)
		}
	}
	title, body := b.T(p.Title), b.T(p.Body)
	if len(body) < minBody || !strings.Contains(body, "\n\n") {
		t.Errorf("%s %s: body too short or a single paragraph", lang, p.Body)
	}
	face := render.Face(render.Body, render.SizeBody)
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

// RulesDaggers checks the pages mark reconstructed values † (at least
// minMarked in all) and that the last page, "What we reconstructed", says
// what the dagger means and has at least as many. It returns the last
// page's body in each language.
func RulesDaggers(t testing.TB, pages []gameview.RulesPage, minMarked int) map[string]string {
	t.Helper()
	want := map[string]string{"en": "What we reconstructed", "fr": "Ce que nous avons reconstitué"}
	out := map[string]string{}
	for lang, b := range Bundles(t) {
		marked := 0
		for _, p := range pages[:len(pages)-1] {
			marked += strings.Count(b.T(p.Body), "†")
		}
		last := pages[len(pages)-1]
		if got := b.T(last.Title); got != want[lang] {
			t.Errorf("%s: last page %q, want %q", lang, got, want[lang])
		}
		body := b.T(last.Body)
		if marked < minMarked || strings.Count(body, "†") < marked || !strings.Contains(body, "†.") {
			t.Errorf("%s: %d daggers on the pages, %d on the last page", lang, marked, strings.Count(body, "†"))
		}
		out[lang] = body
	}
	return out
}

// RulesPictures checks each illustrated page draws inside its frame and
// inks at least 1/inkDiv of it, in English, in French and without strings
// (env(lang) gives the strings). When the environment variable shots names
// a folder, it saves each picture there as game-rules-ID-LANG.png (ids are
// the pages' ids). It returns how many pages have a picture.
func RulesPictures(t testing.TB, pages []gameview.RulesPage, ids []string, game, shots string, inkDiv int, env func(lang string) *gameview.Env) (drawn int) {
	t.Helper()
	_, pic := gameview.RulesColumns(true)
	r := geom.R(0, 0, pic.W, pic.H).Inset(8)
	for i, p := range pages {
		if p.Illustrate == nil {
			continue
		}
		drawn++
		for _, lang := range []string{"en", "fr", ""} {
			var e *gameview.Env
			if lang != "" {
				e = env(lang)
			}
			img := render.NewCanvas(int(pic.W), int(pic.H))
			img.Fill(render.Sand)
			p.Illustrate(img, r, e)
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
			if inked < total/inkDiv || outside > total/200 {
				t.Errorf("%s page %d (%s): %d of %d pixels drawn, %d outside", lang, i+1, p.Title, inked, total, outside)
			}
			if dir := os.Getenv(shots); dir != "" && lang != "" {
				if f, err := os.Create(filepath.Join(dir, game+"-rules-"+ids[i]+"-"+lang+".png")); err == nil {
					png.Encode(f, img)
					f.Close()
				}
			}
			img.Deallocate()
		}
	}
	return drawn
}

// Env is a view's env in language lang with the seats named names, seat i
// in colors[i].
func Env(t testing.TB, lang string, colors []render.PlayerColor, names ...string) *gameview.Env {
	t.Helper()
	loc, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	env := &gameview.Env{Loc: loc}
	for i, n := range names {
		env.Seats = append(env.Seats, gameview.Seat{Name: n, Color: colors[i]})
	}
	return env
}
