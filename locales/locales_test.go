package locales

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

func load(t *testing.T, lang string) *Bundle {
	t.Helper()
	b, err := Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSameKeysAndPlaceholders(t *testing.T) {
	en, fr := load(t, "en"), load(t, "fr")
	if !reflect.DeepEqual(en.Keys(), fr.Keys()) {
		for _, k := range en.Keys() {
			if !fr.Has(k) {
				t.Errorf("fr.toml lacks %s", k)
			}
		}
		for _, k := range fr.Keys() {
			if !en.Has(k) {
				t.Errorf("en.toml lacks %s", k)
			}
		}
	}
	for _, k := range en.Keys() {
		me, _ := en.Message(k)
		mf, ok := fr.Message(k)
		if !ok {
			continue
		}
		if (me.One == "") != (mf.One == "") {
			t.Errorf("%s: plural in one language only", k)
		}
		if pe, pf := Placeholders(me), Placeholders(mf); !reflect.DeepEqual(pe, pf) {
			t.Errorf("%s: placeholders en %v fr %v", k, pe, pf)
		}
		if strings.TrimSpace(me.Other) == "" || strings.TrimSpace(mf.Other) == "" {
			t.Errorf("%s: empty message", k)
		}
	}
}

// keyUse finds T("key" ...) calls with a literal key in the module's code.
var keyUse = regexp.MustCompile(`\.T\("([a-z0-9_.]+)"`)

func TestEveryKeyUsedExists(t *testing.T) {
	en := load(t, "en")
	root := ".."
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "build") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range keyUse.FindAllSubmatch(src, -1) {
			if !en.Has(string(m[1])) {
				t.Errorf("%s uses missing key %s", path, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestPlurals(t *testing.T) {
	en, fr := load(t, "en"), load(t, "fr")
	cases := []struct {
		b    *Bundle
		n    int
		want string
	}{
		{en, 0, "0 points"}, {en, 1, "1 point"}, {en, 2, "2 points"},
		{fr, 0, "0 point"}, {fr, 1, "1 point"}, {fr, 2, "2 points"},
	}
	for _, c := range cases {
		if got := c.b.T("score.points", "n", c.n); got != c.want {
			t.Errorf("%s n=%d: got %q want %q", c.b.Lang, c.n, got, c.want)
		}
	}
}

func TestFillAndFallback(t *testing.T) {
	b, err := Parse("en", []byte("a = \"{who} has {n}\"\n[s]\nb = \"x\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := b.T("a", "who", "Ana", "n", 3); got != "Ana has 3" {
		t.Errorf("got %q", got)
	}
	if got := b.T("s.b"); got != "x" {
		t.Errorf("got %q", got)
	}
	if got := b.T("nope"); got != "[nope]" {
		t.Errorf("missing key gives %q", got)
	}
	fr, _ := Parse("fr", []byte("c = \"y\"\n"))
	fr.WithFallback(b)
	if got := fr.T("s.b"); got != "x" {
		t.Errorf("fallback gives %q", got)
	}
	if _, err := Parse("en", []byte("a = 3\n")); err == nil {
		t.Error("a number message was accepted")
	}
	if _, err := Parse("en", []byte("a = \"unclosed\n")); err == nil {
		t.Error("broken TOML was accepted")
	}
	if _, err := Load("de"); err == nil {
		t.Error("unknown language was accepted")
	}
}
