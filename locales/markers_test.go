package locales

import (
	"strings"
	"testing"
)

// The spec's "[DESIGN DEFAULT]" is for developers: no string a player
// reads carries it (the rules mark a reconstructed value with †).
func TestNoSpecMarkers(t *testing.T) {
	for _, lang := range Languages {
		b, err := Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range b.Keys() {
			m, _ := b.Message(k)
			up := strings.ToUpper(m.One + m.Other)
			if strings.Contains(up, "DESIGN DEFAULT") || strings.Contains(up, "DÉFAUT DE CONCEPTION") {
				t.Errorf("%s %s shows the spec's marker", lang, k)
			}
		}
	}
}
