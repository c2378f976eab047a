package wgeom

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoEbiten: views' pure geometry (imhotepview's) and tests without a
// display import this package; it must not bring ebiten in.
func TestNoEbiten(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range af.Imports {
			p := strings.Trim(im.Path.Value, `"`)
			if strings.Contains(p, "ebiten") || p == "nilegames/render" || strings.HasPrefix(p, "nilegames/render/widget") && p != "nilegames/render/widget/wgeom" {
				t.Errorf("%s imports %s", f, p)
			}
		}
	}
	if len(files) < 2 {
		t.Errorf("found %v", files)
	}
}
