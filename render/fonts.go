package render

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/sfnt"

	"nilegames/assets"
)

// Role picks a typeface by purpose.
type Role uint8

const (
	Body   Role = iota // Go Regular: running text
	Medium             // Go Medium: labels, buttons
	Bold               // Go Bold: emphasis, numbers on panels
	Title              // EB Garamond: titles and headings
)

// Sizes at 1080p (ART.md). Multiply by the viewport scale when drawing
// straight to a scaled screen.
const (
	SizeSmall   = 18 // never below 16
	SizeBody    = 22
	SizeHeading = 34
	SizeTitle   = 64
)

type faceKey struct {
	role Role
	size float64
}

var fonts struct {
	once          sync.Once
	sources       [4]*text.GoTextFaceSource
	titleFallback bool
	err           error

	mu    sync.Mutex
	faces map[faceKey]*text.GoTextFace
}

func loadFonts() {
	load := func(b []byte) *text.GoTextFaceSource {
		s, err := text.NewGoTextFaceSource(bytes.NewReader(b))
		if err != nil {
			if fonts.err == nil {
				fonts.err = err
			}
			return nil
		}
		return s
	}
	fonts.sources[Body] = load(assets.GoRegular)
	fonts.sources[Medium] = load(assets.GoMedium)
	fonts.sources[Bold] = load(assets.GoBold)
	fonts.sources[Title] = load(assets.EBGaramond)
	if fonts.sources[Title] == nil {
		fonts.sources[Title] = fonts.sources[Bold]
		fonts.titleFallback = true
	}
	fonts.faces = map[faceKey]*text.GoTextFace{}
}

// FontError reports a font that failed to load (nil when all loaded). A
// failed title font falls back to Go Bold; see TitleFallback.
func FontError() error {
	fonts.once.Do(loadFonts)
	return fonts.err
}

// TitleFallback reports whether titles use Go Bold because EB Garamond failed.
func TitleFallback() bool {
	fonts.once.Do(loadFonts)
	return fonts.titleFallback
}

// Face returns the cached face for role at size pixels. The same pointer is
// returned for the same pair, which keeps ebiten's glyph cache warm.
func Face(role Role, size float64) *text.GoTextFace {
	fonts.once.Do(loadFonts)
	if int(role) >= len(fonts.sources) {
		role = Body
	}
	k := faceKey{role, size}
	fonts.mu.Lock()
	defer fonts.mu.Unlock()
	if f, ok := fonts.faces[k]; ok {
		return f
	}
	f := &text.GoTextFace{Source: fonts.sources[role], Size: size}
	withFeatures(f)
	fonts.faces[k] = f
	return f
}

// lnum asks for lining figures.
var lnum = text.MustParseTag("lnum")

// withFeatures turns on the OpenType features a face of ours needs: EB
// Garamond's default old-style figures make 1 read as ı ("Round ı/6"), so
// its faces use the lining ones. Go faces have one figure style.
func withFeatures(f *text.GoTextFace) {
	fonts.once.Do(loadFonts)
	if !fonts.titleFallback && f.Source == fonts.sources[Title] {
		f.SetFeature(lnum, 1)
	}
}

// Missing returns the runes of s that role's font has no glyph for (each
// once, in order; line breaks aside), as DrawText would draw them: a
// missing glyph shows as an empty box.
func Missing(role Role, s string) []rune {
	fonts.once.Do(loadFonts)
	data := [...][]byte{Body: assets.GoRegular, Medium: assets.GoMedium, Bold: assets.GoBold, Title: assets.EBGaramond}
	if int(role) >= len(data) {
		role = Body
	}
	if role == Title && fonts.titleFallback {
		role = Bold
	}
	f, err := sfnt.Parse(data[role])
	var buf sfnt.Buffer
	var out []rune
	seen := map[rune]bool{}
	for _, r := range fixSpaces(s) {
		if r == '\n' || seen[r] {
			continue
		}
		seen[r] = true
		if err != nil {
			out = append(out, r)
			continue
		}
		if gi, err := f.GlyphIndex(&buf, r); err != nil || gi == 0 {
			out = append(out, r)
		}
	}
	return out
}

// Ascent is the height of a line box above its baseline, as DrawText with
// the Top anchor places it.
func Ascent(face text.Face) float64 {
	a, _ := vmetrics(face)
	return a
}
