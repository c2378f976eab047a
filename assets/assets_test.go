package assets

import (
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"
)

// The titles are French first: every accented letter, the ligature and the
// typographic apostrophe must have a glyph in each embedded font.
const frenchRunes = "éèêëàâçîïôœŒÉÈÀÇÔûùü’«»…—\u00a0"

func TestFontsHaveFrenchGlyphs(t *testing.T) {
	fonts := map[string][]byte{
		"EBGaramond": EBGaramond,
		"GoRegular":  GoRegular,
		"GoMedium":   GoMedium,
		"GoBold":     GoBold,
	}
	for name, data := range fonts {
		f, err := sfnt.Parse(data)
		if err != nil {
			t.Fatalf("%s: parse: %v", name, err)
		}
		var buf sfnt.Buffer
		for _, r := range frenchRunes + "AZaz09" {
			gi, err := f.GlyphIndex(&buf, r)
			if err != nil || gi == 0 {
				t.Errorf("%s: no glyph for %q (err %v)", name, r, err)
			}
		}
	}
}

func TestLicences(t *testing.T) {
	if !strings.Contains(OFLText, "Copyright 2010-2012 Georg Duffner") ||
		!strings.Contains(OFLText, "SIL OPEN FONT LICENSE Version 1.1") {
		t.Error("OFL.txt lacks the copyright line or the licence title")
	}
	if !strings.Contains(GoLicenseText, "Bigelow & Holmes") {
		t.Error("GO-LICENSE.txt lacks the Go fonts copyright")
	}
}
