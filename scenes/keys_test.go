package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"nilegames/engine/ai"
	"nilegames/locales"
)

// The locale tests check literal keys passed to T; these are the keys the
// scenes build from codes, or keep in messages to translate later.
func TestKeyFamilies(t *testing.T) {
	var keys []string
	for _, g := range AllGames {
		keys = append(keys, keyGame+g)
	}
	for _, k := range append([]string{"human", "automaton"}, ai.Names()...) {
		keys = append(keys, keySeat+k)
	}
	for _, l := range locales.Languages {
		keys = append(keys, keyLang+l, keyLangShort+l)
	}
	for i := 1; i <= 5; i++ {
		keys = append(keys, fmt.Sprintf("names.bot%d", i))
	}
	// Keys kept in message values: key: "..."
	re := regexp.MustCompile(`key: "([a-z0-9_.]+)"`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(src, -1) {
			keys = append(keys, string(m[1]))
		}
	}
	if len(keys) < 25 {
		t.Fatalf("only %d keys found", len(keys))
	}
	for _, l := range locales.Languages {
		b, err := locales.Load(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if !b.Has(k) {
				t.Errorf("%s.toml lacks %s", l, k)
			}
		}
	}
}
