package scenes

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"

	_ "nilegames/scenes/imhotepview"
	_ "nilegames/scenes/kheopsview"
	_ "nilegames/scenes/tekhenuview"
)

func TestRulesScene(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "rules", Match: raceSpec(session.Human, "random")}})
	h.settle()
	r, ok := h.app.scene.(*RulesScene)
	if !ok {
		t.Fatalf("scene %T", h.app.scene)
	}
	img := h.snapshot()
	if n := countNear(img, image.Rect(int(rulesPage.Center().X), int(rulesPage.Y), int(rulesPage.Right()), int(rulesPage.Bottom())), render.Terracotta, 20); n < 5000 {
		t.Errorf("illustration: %d pixels", n)
	}
	h.click("next")
	if r.Page() != 1 {
		t.Errorf("page %d after next", r.Page())
	}
	h.in.KeyPress("Left")
	h.run(1)
	if r.Page() != 0 {
		t.Errorf("page %d after Left", r.Page())
	}
	h.click("page.1")
	if r.Page() != 1 || !sceneUI(r).get("next").off {
		t.Errorf("page %d, next enabled on the last page", r.Page())
	}
	h.in.KeyPress("Escape")
	h.settle()
	if _, ok := h.app.scene.(*MenuScene); !ok {
		t.Errorf("escape leads to %T", h.app.scene)
	}
}

// TestGameRulesScene: the menu's Rules button opens Egizia's fifteen
// pages and Pharaon's seventeen; each page named can be chosen and draws
// its picture (the frame right of the text is not plain sand).
func TestGameRulesScene(t *testing.T) {
	for _, c := range []struct {
		game  string
		pages int
		ids   []int
		shot  func(*testing.T, string, *image.RGBA)
	}{
		{"egizia", 15, []int{1, 5, 9}, egiziaShot},
		{"pharaon", 17, []int{1, 2, 6, 14}, pharaonShot},
	} {
		t.Run(c.game, func(t *testing.T) { checkRulesPages(t, c.game, c.pages, c.ids, c.shot) })
	}
}

// checkRulesPages opens game's rules from the menu in both languages: it
// has pages pages, and each of ids can be chosen and draws its picture
// (the frame right of the text is not plain sand); shot keeps the screens.
func checkRulesPages(t *testing.T, game string, pages int, ids []int, shot func(*testing.T, string, *image.RGBA)) {
	t.Helper()
	for _, lang := range []string{"en", "fr"} {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: lang, Speed: "off"}})
		h.draw = true
		h.settle()
		h.click("game." + game)
		h.click("rules")
		h.settle()
		rs, ok := h.app.scene.(*RulesScene)
		if !ok {
			t.Fatalf("scene %T", h.app.scene)
		}
		_, pic := gameview.RulesColumns(true)
		if len(rs.entry.Rules) != pages {
			t.Fatalf("%d pages", len(rs.entry.Rules))
		}
		for _, id := range ids {
			h.click("page." + strconv.Itoa(id))
			h.run(2)
			if rs.Page() != id {
				t.Fatalf("%s: page %d, want %d", lang, rs.Page(), id)
			}
			img := h.snapshot()
			r := rectOf(pic)
			plain := 0
			for y := r.Min.Y; y < r.Max.Y; y += 4 {
				for x := r.Min.X; x < r.Max.X; x += 4 {
					if near(img.RGBAAt(x, y), img.RGBAAt(r.Min.X+2, r.Min.Y+2), 6) {
						plain++
					}
				}
			}
			if total := (r.Dx() / 4) * (r.Dy() / 4); plain > total*3/4 {
				t.Errorf("%s page %d: %d of %d samples plain", lang, id+1, plain, total)
			}
			shot(t, "rules_"+lang+"_"+strconv.Itoa(id+1), img)
		}
	}
}

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

// rulesStrings calls f with every string a rules page shows, in every
// language, and the face that draws it: the title in the page list
// (Medium) and over the page (Title), the body (Body).
func rulesStrings(t *testing.T, f func(lang, game, where, s string, role render.Role)) {
	t.Helper()
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
			f(lang, e.Name, "rules.title", b.T("rules.title", "game", b.T(e.Name)), render.Title)
			for _, k := range []string{"rules.previous", "rules.next", "common.back"} {
				f(lang, e.Name, k, b.T(k), render.Medium)
			}
			f(lang, e.Name, "rules.page", b.T("rules.page", "page", 10, "pages", 11), render.Medium)
			for _, p := range e.Rules {
				f(lang, e.Name, p.Title, b.T(p.Title), render.Title)
				f(lang, e.Name, p.Title, b.T(p.Title), render.Medium)
				f(lang, e.Name, p.Body, b.T(p.Body), render.Body)
			}
		}
	}
}

// Players never read the spec's "[DESIGN DEFAULT]": the pages mark a
// reconstructed value with a dagger, and each game's last page, "What we
// reconstructed", lists them.
func TestRulesShowNoDesignDefault(t *testing.T) {
	n := 0
	rulesStrings(t, func(lang, game, where, s string, _ render.Role) {
		n++
		up := strings.ToUpper(s)
		for _, bad := range []string{"DESIGN DEFAULT", "DÉFAUT DE CONCEPTION", "DEFAUT DE CONCEPTION", "[DESIGN", "DEFAULT]"} {
			if strings.Contains(up, bad) {
				t.Errorf("%s %s %s shows %q", lang, game, where, bad)
			}
		}
	})
	if n < 40 {
		t.Fatalf("only %d strings walked", n)
	}
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		for _, e := range gameview.Entries() {
			if e.Name == "testrace" || len(e.Rules) == 0 {
				continue
			}
			marked := 0
			for _, p := range e.Rules[:len(e.Rules)-1] {
				marked += strings.Count(b.T(p.Body), "†")
			}
			last := e.Rules[len(e.Rules)-1]
			title, body := b.T(last.Title), b.T(last.Body)
			want := map[string]string{"en": "What we reconstructed", "fr": "Ce que nous avons reconstitué"}[lang]
			if title != want {
				t.Errorf("%s %s: last page %q, want %q", lang, e.Name, title, want)
			}
			// The list names at least as many values as the pages mark,
			// and says what the dagger means.
			if marked < 5 || strings.Count(body, "†") < marked-2 || !strings.Contains(body, "†.") {
				t.Errorf("%s %s: %d daggers on the pages, %d on the last page", lang, e.Name, marked, strings.Count(body, "†"))
			}
		}
	}
}

// Every rune the rules pages draw has a glyph in the font that draws it:
// a missing one shows as an empty box (◆ did, in Go Regular).
func TestRulesGlyphsInTheirFont(t *testing.T) {
	names := map[render.Role]string{render.Body: "Go Regular", render.Medium: "Go Medium", render.Bold: "Go Bold", render.Title: "EB Garamond"}
	rulesStrings(t, func(lang, game, where, s string, role render.Role) {
		if m := render.Missing(role, s); len(m) > 0 {
			t.Errorf("%s %s %s: %s has no glyph for %q", lang, game, where, names[role], string(m))
		}
	})
	// Any other string may be drawn with any Go face.
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		for _, k := range b.Keys() {
			m, _ := b.Message(k)
			for _, role := range []render.Role{render.Body, render.Medium, render.Bold} {
				if miss := render.Missing(role, m.One+m.Other); len(miss) > 0 {
					t.Errorf("%s %s: %s has no glyph for %q", lang, k, names[role], string(miss))
				}
			}
		}
	}
}

// The shapes the Imhotep rules give each colour are the ones its pieces
// carry, and a white piece is an outline, not a filled (black) mark.
func TestImhotepShapeLegend(t *testing.T) {
	glyph := map[render.Shape]string{render.ShapeCircle: "●", render.ShapeSquare: "■", render.ShapeTriangle: "▲", render.ShapeDiamond: "♦"}
	for _, lang := range locales.Languages {
		b, _ := locales.Load(lang)
		body := b.T("imhotep.rules.p1_body")
		for _, c := range render.ImhotepColors {
			g := glyph[c.Shape()]
			if c == render.White {
				g = "□" // a filled mark in ink would read as a black piece
			}
			want := strings.ToLower(b.T("imhotep.color."+c.String())) + " " + g
			if !strings.Contains(body, want) {
				t.Errorf("%s: the shapes line lacks %q", lang, want)
			}
		}
	}
}

// The reconstruction page is the last of each game's rules and is drawn
// with its picture; NILE_SHOTS=dir saves the pages for a look.
func TestRulesReconstructionPageDraws(t *testing.T) {
	for _, game := range []string{"imhotep", "kheops", "tekhenu"} {
		for _, lang := range locales.Languages {
			sp := &session.Spec{Game: game, Seed: 3}
			for i, c := range []render.PlayerColor{render.White, render.Blue} {
				switch game {
				case "imhotep":
					c = render.ImhotepColors[i]
				case "tekhenu":
					c = tekhenuColours[i]
				}
				sp.Seats = append(sp.Seats, session.SeatSpec{Name: "P" + string(rune('A'+i)), Color: c.String(), Kind: session.Human})
			}
			h := newHarness(t, nil, Config{Settings: storage.DefaultSettings(lang), Start: Start{Scene: "rules", Match: sp}})
			h.settle()
			r, ok := h.app.scene.(*RulesScene)
			if !ok {
				t.Fatalf("scene %T", h.app.scene)
			}
			last := len(r.entry.Rules) - 1
			h.click("page." + strconv.Itoa(last))
			h.settle()
			if r.Page() != last {
				t.Fatalf("%s %s: page %d, want %d", game, lang, r.Page(), last)
			}
			img := h.snapshot()
			// The picture is drawn: most of its frame is not the bare sand.
			_, pic := rulesColumns(true)
			in := image.Rect(int(pic.X)+10, int(pic.Y)+10, int(pic.Right())-10, int(pic.Bottom())-10)
			bare := countNear(img, in, color.RGBAModel.Convert(render.Lighten(render.Sand, 0.1)).(color.RGBA), 6)
			if total := in.Dx() * in.Dy(); bare > total*9/10 {
				t.Errorf("%s %s: %d of %d pixels of the picture are bare", game, lang, bare, total)
			}
			if dir := os.Getenv("NILE_SHOTS"); dir != "" {
				if f, err := os.Create(filepath.Join(dir, "rules-"+game+"-"+lang+".png")); err == nil {
					png.Encode(f, img)
					f.Close()
				}
			}
		}
	}
}

// A rules text naming a seat's shape shows the seat's own mark in its
// colour: the white square is white (the glyph drew it in ink, black), the
// brown triangle brown. A shape two colours share (Kheops: both squares)
// stays a glyph.
func TestRulesBodyDrawsSeatMarks(t *testing.T) {
	face := render.Face(render.Body, render.SizeBody)
	s := "Every colour has a shape: black ●, white □, brown ▲, gray ♦."
	r := geom.R(0, 0, 900, 120)
	count := func(colors []render.PlayerColor, c render.PlayerColor) int {
		img := render.NewCanvas(900, 120)
		defer img.Deallocate()
		img.Fill(render.Sand)
		drawRulesBody(img, s, face, r, colors)
		at, n := rendertest.Reader(img), 0
		for y := 0; y < 120; y++ {
			for x := 0; x < 900; x++ {
				if rendertest.Near(at(geom.Pt(float64(x), float64(y))), c.RGBA(), 10) {
					n++
				}
			}
		}
		return n
	}
	// Black is left out: the text's ink is near it.
	for _, c := range render.ImhotepColors[1:] {
		if n := count(render.ImhotepColors[:], c); n < 40 {
			t.Errorf("%s mark: %d pixels of its colour", c, n)
		}
		if n := count(nil, c); n > 0 {
			t.Errorf("without seats, %d pixels of %s", n, c)
		}
	}
	if spaced, _, ok := markedBody("white □", []render.PlayerColor{render.White, render.Blue}); ok {
		t.Errorf("a shared shape became a mark: %q", spaced)
	}
}
