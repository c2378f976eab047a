package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

func TestFontsLoad(t *testing.T) {
	if err := FontError(); err != nil {
		t.Fatalf("font error: %v", err)
	}
	if TitleFallback() {
		t.Error("EB Garamond did not load; titles fell back to Go Bold")
	}
	if Face(Title, 64) != Face(Title, 64) || Face(Title, 64) == Face(Body, 64) || Face(Body, 22) == Face(Body, 18) {
		t.Error("face cache keys")
	}
	if Face(Title, 64).Source == Face(Bold, 64).Source {
		t.Error("title uses the Go Bold source")
	}
}

func TestTextInkInsideBounds(t *testing.T) {
	for _, role := range []Role{Title, Body, Medium, Bold} {
		face := Face(role, 34)
		img := ebiten.NewImage(600, 200)
		for _, c := range []struct {
			h Align
			v Anchor
		}{{Left, Top}, {Center, Middle}, {Right, Baseline}, {Left, Bottom}} {
			img.Clear()
			const s = "Été, œuvre"
			DrawText(img, s, face, 300, 100, c.h, c.v, Ink)
			b := TextBounds(s, face, 300, 100, c.h, c.v)
			sn := snap(img)
			in := sn.inked(int(b.X)-2, int(b.Y)-2, int(b.Right())+2, int(b.Bottom())+2)
			if in < 100 {
				t.Errorf("role %d %v/%v: %d inked pixels in bounds %v", role, c.h, c.v, in, b)
			}
			if out := sn.total() - in; out > 0 {
				t.Errorf("role %d %v/%v: %d inked pixels outside bounds %v", role, c.h, c.v, out, b)
			}
		}
		img.Deallocate()
	}
}

func TestTextAnchors(t *testing.T) {
	face := Face(Body, 40)
	m := face.Metrics()
	img := ebiten.NewImage(200, 200)
	defer img.Deallocate()
	// "H" sits on the baseline and rises by the cap height.
	rows := func() (top, bottom int) {
		s := snap(img)
		top, bottom = -1, -1
		for y := 0; y < s.h; y++ {
			if s.inked(0, y, s.w, y+1) > 0 {
				if top < 0 {
					top = y
				}
				bottom = y
			}
		}
		return
	}
	DrawText(img, "H", face, 20, 100, Left, Baseline, Ink)
	top, bottom := rows()
	if bottom < 98 || bottom > 100 || float64(100-top) < m.CapHeight-2 || float64(100-top) > m.CapHeight+2 {
		t.Errorf("baseline: ink rows %d..%d, cap height %.1f", top, bottom, m.CapHeight)
	}
	img.Clear()
	DrawText(img, "H", face, 20, 100, Left, Middle, Ink)
	top, bottom = rows()
	if mid := float64(top+bottom+1) / 2; mid < 98 || mid > 102 {
		t.Errorf("middle: capitals centred at %.1f, want 100", mid)
	}
	img.Clear()
	DrawText(img, "H", face, 20, 100, Left, Top, Ink)
	top, _ = rows()
	asc, _ := vmetrics(face)
	if want := 100 + asc - m.CapHeight; float64(top) < want-2 || float64(top) > want+2 {
		t.Errorf("top: cap top at %d, want %.1f", top, want)
	}
}

// French accents render: an accented capital has ink above the capital
// height, a cedilla below the baseline, the apostrophe high up.
func TestFrenchAccentsRender(t *testing.T) {
	for _, role := range []Role{Title, Body} {
		face := Face(role, 48)
		m := face.Metrics()
		img := ebiten.NewImage(120, 120)
		base := 90.0
		capTop := int(base - m.CapHeight)
		above := func(s string) int {
			img.Clear()
			DrawText(img, s, face, 20, base, Left, Baseline, Ink)
			return snap(img).inked(0, 0, 120, capTop-2)
		}
		below := func(s string) int {
			img.Clear()
			DrawText(img, s, face, 20, base, Left, Baseline, Ink)
			return snap(img).inked(0, int(base)+2, 120, 120)
		}
		if above("E") != 0 || above("É") < 8 || above("È") < 8 {
			t.Errorf("role %d: É/È accents missing (E %d, É %d, È %d)", role, above("E"), above("É"), above("È"))
		}
		if above("Œ") != 0 || below("Œ") != 0 {
			img.Clear()
		}
		if below("c") != 0 || below("ç") < 4 {
			t.Errorf("role %d: cedilla missing (c %d, ç %d)", role, below("c"), below("ç"))
		}
		// Lower-case accents rise above the x-height.
		xTop := int(base - m.XHeight)
		aboveX := func(s string) int {
			img.Clear()
			DrawText(img, s, face, 20, base, Left, Baseline, Ink)
			return snap(img).inked(0, 0, 120, xTop-2)
		}
		for _, r := range []string{"é", "è", "à"} {
			if aboveX(r) < 8 {
				t.Errorf("role %d: %s has no accent above x-height", role, r)
			}
		}
		if aboveX("e") != 0 || aboveX("a") != 0 {
			t.Errorf("role %d: bare e/a reach above x-height", role)
		}
		// œ and Œ are real glyphs, wider than o and O; the apostrophe is high.
		if TextWidth("œ", face) <= TextWidth("o", face)*1.2 || TextWidth("Œ", face) <= TextWidth("O", face)*1.2 {
			t.Errorf("role %d: œ/Œ not wider than o/O", role)
		}
		img.Clear()
		DrawText(img, "’", face, 20, base, Left, Baseline, Ink)
		s := snap(img)
		high, low := s.inked(0, 0, 120, int(base-m.XHeight)), s.inked(0, int(base-m.XHeight), 120, 120)
		if high < 10 || low > high/4 {
			t.Errorf("role %d: apostrophe ink high %d low %d", role, high, low)
		}
		img.Deallocate()
	}
}

// fakeMeasure: every rune is 10 px wide.
func fakeMeasure(s string) float64 { return 10 * float64(utf8.RuneCountInString(s)) }

func TestWrapWith(t *testing.T) {
	cases := []struct {
		name  string
		s     string
		width float64
		want  []string
	}{
		{"fits", "abc def", 100, []string{"abc def"}},
		{"two lines", "abc def ghi", 70, []string{"abc def", "ghi"}},
		{"exact width", "abcd efg", 80, []string{"abcd efg"}},
		{"newline kept", "ab\ncd", 100, []string{"ab", "cd"}},
		{"empty paragraph", "ab\n\ncd", 100, []string{"ab", "", "cd"}},
		{"long word cut", "abcdefghij", 40, []string{"abcd", "efgh", "ij"}},
		{"long word after text", "ab abcdefgh", 50, []string{"ab", "abcde", "fgh"}},
		{"no-break space holds", "un mot\u00a0: fin", 60, []string{"un", "mot\u00a0:", "fin"}},
		{"narrow no-break space", "vrai\u202f!", 10, []string{"v", "r", "a", "i", "\u202f", "!"}},
		{"spaces collapse", "  a   b  ", 100, []string{"a b"}},
		{"accents count as one rune", "été çà", 30, []string{"été", "çà"}},
		{"tiny width still progresses", "ab", 1, []string{"a", "b"}},
		{"single wide rune stays", "W", 1, []string{"W"}},
	}
	for _, c := range cases {
		got := wrapWith(c.s, c.width, fakeMeasure)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: %q", c.name, got)
		}
	}
}

func TestEllipsizeWith(t *testing.T) {
	cases := []struct {
		s     string
		width float64
		want  string
	}{
		{"court", 100, "court"},
		{"abcdefgh", 50, "abcd…"},
		{"ab cdefgh", 40, "ab…"}, // trailing space trimmed before the ellipsis
		{"abcdefgh", 5, "…"},
		{"Égypte", 40, "Égy…"},
	}
	for _, c := range cases {
		if got := ellipsizeWith(c.s, c.width, fakeMeasure); got != c.want {
			t.Errorf("ellipsize(%q, %v) = %q, want %q", c.s, c.width, got, c.want)
		}
	}
}

func TestWrapAndEllipsizeRealFace(t *testing.T) {
	face := Face(Body, SizeBody)
	const s = "Les pierres sont placées de gauche à droite, rangée après rangée ; à la fin de la partie, chaque groupe rapporte des points\u00a0!"
	lines := Wrap(s, face, 300)
	if len(lines) < 3 {
		t.Fatalf("only %d lines", len(lines))
	}
	for _, l := range lines {
		if w := TextWidth(l, face); w > 300 {
			t.Errorf("line %q is %.1f wide", l, w)
		}
		if strings.HasPrefix(l, "!") {
			t.Errorf("line starts with a stranded '!': %q", l)
		}
	}
	if strings.Join(lines, " ") != s {
		t.Error("wrapping lost or changed words")
	}
	e := Ellipsize(s, face, 200)
	if !strings.HasSuffix(e, Ellipsis) || TextWidth(e, face) > 200 || TextWidth(Ellipsize(s, face, 201), face) < 150 {
		t.Errorf("ellipsize: %q", e)
	}
	// Narrow no-break space draws as a no-break space (Go fonts lack U+202F).
	if TextWidth("a\u202f!", face) != TextWidth("a\u00a0!", face) {
		t.Error("U+202F not mapped")
	}
}

func TestDrawWrappedClipsAndReportsHeight(t *testing.T) {
	face := Face(Body, SizeBody)
	img := ebiten.NewImage(400, 300)
	defer img.Deallocate()
	lh := LineHeight(face)
	asc, desc := vmetrics(face)
	long := strings.Repeat("mot ", 80)
	r := geom.R(10, 10, 200, 2*lh+asc+desc) // room for exactly 3 lines
	h := DrawWrapped(img, long, face, r, Left, Ink)
	if want := 2*lh + asc + desc; h != want {
		t.Errorf("height %.1f, want %.1f", h, want)
	}
	s := snap(img)
	if out := s.inked(0, int(r.Bottom())+2, 400, 300); out != 0 {
		t.Errorf("%d pixels below the box", out)
	}
	if s.inked(10, 10, 210, int(r.Bottom())) < 200 {
		t.Error("nothing drawn")
	}
	short := DrawWrapped(img, "un", face, geom.R(0, 0, 200, 0), Center, Ink)
	if short != asc+desc {
		t.Errorf("one line height %.1f", short)
	}
}

func TestDrawInRectEllipsizes(t *testing.T) {
	face := Face(Medium, SizeBody)
	img := ebiten.NewImage(300, 60)
	defer img.Deallocate()
	r := geom.R(20, 10, 150, 40)
	DrawInRect(img, "Un titre bien trop long pour tenir dans la boîte", face, r, Left, Middle, Ink)
	s := snap(img)
	if out := s.total() - s.inked(int(r.X)-1, int(r.Y), int(r.Right())+1, int(r.Bottom())); out != 0 {
		t.Errorf("%d pixels outside the rect", out)
	}
}
