package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// gids shapes s with face and returns the glyph ids.
func gids(s string, face text.Face) []uint32 {
	var out []uint32
	for _, g := range text.AppendGlyphs(nil, s, face, nil) {
		out = append(out, g.GID)
	}
	return out
}

// EB Garamond's default figures are old-style, where 1 reads as ı; the
// title faces ask for the lining ones (lnum), at every size and density.
func TestTitleFacesUseLiningFigures(t *testing.T) {
	if TitleFallback() {
		t.Fatal("EB Garamond failed to load: titles fell back to Go Bold, which has no lnum")
	}
	face := Face(Title, SizeHeading)
	plain := &text.GoTextFace{Source: face.Source, Size: face.Size}
	const digits = "0123456789"
	got, old := gids(digits, face), gids(digits, plain)
	if len(got) != len(digits) || len(old) != len(digits) {
		t.Fatalf("shaped %d and %d glyphs for %d digits", len(got), len(old), len(digits))
	}
	for i := range digits {
		if got[i] == 0 {
			t.Errorf("%c: no glyph", digits[i])
		}
	}
	if got[1] == old[1] {
		t.Errorf("1 shapes to the old-style glyph %d: lnum is off or missing from the subset", old[1])
	}
	// The lining figures are the font's default glyphs for the digits
	// after the lnum substitution, not some other alternate: the same ids
	// at another size and through a device face.
	dev, _ := deviceFace(Face(Title, 64), 2)
	for _, f := range []text.Face{Face(Title, 64), dev} {
		if g := gids(digits, f); len(g) != len(got) || g[1] != got[1] {
			t.Errorf("%v: digits %v, want %v", f, g, got)
		}
	}
	// The body faces are unchanged: Go fonts have one figure style.
	body := Face(Body, SizeBody)
	if g, p := gids(digits, body), gids(digits, &text.GoTextFace{Source: body.Source, Size: body.Size}); g[1] != p[1] {
		t.Errorf("Go Regular 1: %d, want %d", g[1], p[1])
	}
}

// Missing names the runes a face would draw as empty boxes: ◆ is in no
// embedded font, ● only in the Go ones; the narrow no-break space is drawn
// as a no-break space, which every font has.
func TestMissingGlyphs(t *testing.T) {
	for _, c := range []struct {
		role Role
		s    string
		want string
	}{
		{Body, "Gris ◆, noir ●\u202F!\n", "◆"},
		{Title, "Gris ◆, noir ●\u202F!\n", "◆●"},
		{Medium, "Manche 1/6 †", ""},
		{Title, "Manche 1/6 †", ""},
	} {
		if got := string(Missing(c.role, c.s)); got != c.want {
			t.Errorf("Missing(%d, %q) = %q, want %q", c.role, c.s, got, c.want)
		}
	}
}
