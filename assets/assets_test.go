package assets

import (
	"encoding/binary"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/BurntSushi/toml"
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

// localeRunes is every rune of every string in locales/*.toml.
func localeRunes(t *testing.T) map[rune]string {
	files, err := filepath.Glob("../locales/*.toml")
	if err != nil || len(files) < 2 {
		t.Fatalf("locales: %v %v", files, err)
	}
	runes := map[rune]string{}
	var walk func(file, key string, v any)
	walk = func(file, key string, v any) {
		switch v := v.(type) {
		case string:
			for _, r := range v {
				if _, seen := runes[r]; !seen && r != '\n' {
					runes[r] = file + ": " + key
				}
			}
		case map[string]any:
			for k, x := range v {
				walk(file, key+"."+k, x)
			}
		case []any:
			for _, x := range v {
				walk(file, key, x)
			}
		}
	}
	for _, f := range files {
		var m map[string]any
		if _, err := toml.DecodeFile(f, &m); err != nil {
			t.Fatal(err)
		}
		walk(filepath.Base(f), "", m)
	}
	return runes
}

// The fonts are subsets (fonts/subset.sh): a subset must never drop a
// glyph the UI draws. Any locale string may be drawn with a Go face; the
// title face (EB Garamond) draws headings, so it needs every letter,
// digit, punctuation mark, space and mathematical or currency sign, but
// not the pictographic marks (■ ▲ ●) of running text.
func TestFontsCoverLocales(t *testing.T) {
	runes := localeRunes(t)
	fonts := []struct {
		name  string
		data  []byte
		needs func(rune) bool
	}{
		{"GoRegular", GoRegular, func(rune) bool { return true }},
		{"GoMedium", GoMedium, func(rune) bool { return true }},
		{"GoBold", GoBold, func(rune) bool { return true }},
		{"EBGaramond", EBGaramond, func(r rune) bool { return !unicode.Is(unicode.So, r) }},
	}
	for _, fo := range fonts {
		f, err := sfnt.Parse(fo.data)
		if err != nil {
			t.Fatalf("%s: parse: %v", fo.name, err)
		}
		var buf sfnt.Buffer
		for r, where := range runes {
			if !fo.needs(r) {
				continue
			}
			if gi, err := f.GlyphIndex(&buf, r); err != nil || gi == 0 {
				t.Errorf("%s: no glyph for %q U+%04X (%s)", fo.name, r, r, where)
			}
		}
	}
}

// Player names may use any Latin letter: the subsets keep Latin-1 and
// Latin Extended-A whole.
func TestFontsCoverLatin(t *testing.T) {
	for name, data := range map[string][]byte{"EBGaramond": EBGaramond, "GoRegular": GoRegular, "GoMedium": GoMedium, "GoBold": GoBold} {
		f, err := sfnt.Parse(data)
		if err != nil {
			t.Fatalf("%s: parse: %v", name, err)
		}
		var buf sfnt.Buffer
		for r := rune(0x20); r <= 0x17f; r++ {
			if r >= 0x7f && r < 0xa0 || r == 0xad {
				continue // controls, soft hyphen
			}
			if gi, err := f.GlyphIndex(&buf, r); err != nil || gi == 0 {
				t.Errorf("%s: no glyph for %q U+%04X", name, r, r)
			}
		}
	}
}

// featureTags lists the OpenType layout features of a font's GSUB or
// GPOS table.
func featureTags(t *testing.T, font []byte, table string) map[string]bool {
	u16 := func(b []byte, o int) int { return int(binary.BigEndian.Uint16(b[o:])) }
	u32 := func(b []byte, o int) int { return int(binary.BigEndian.Uint32(b[o:])) }
	tags := map[string]bool{}
	n := u16(font, 4)
	for i := 0; i < n; i++ {
		rec := 12 + 16*i
		if string(font[rec:rec+4]) != table {
			continue
		}
		tab := font[u32(font, rec+8):]
		list := tab[u16(tab, 6):]
		for j := 0; j < u16(list, 0); j++ {
			tags[string(list[2+6*j:6+6*j])] = true
		}
	}
	return tags
}

// The title face keeps kerning, ligatures and both figure styles.
func TestEBGaramondFeatures(t *testing.T) {
	gsub := featureTags(t, EBGaramond, "GSUB")
	gpos := featureTags(t, EBGaramond, "GPOS")
	for _, f := range []string{"liga", "lnum", "onum", "pnum", "tnum"} {
		if !gsub[f] {
			t.Errorf("GSUB lacks %s (has %v)", f, gsub)
		}
	}
	if !gpos["kern"] {
		t.Errorf("GPOS lacks kern (has %v)", gpos)
	}
}
