package imhotepview

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"nilegames/engine/imhotep"
	"nilegames/locales"
)

// literalKey finds complete locale keys written in this package's code.
var literalKey = regexp.MustCompile(`"(imhotep\.[a-z_0-9]+\.[A-Za-z0-9_]*[A-Za-z0-9])"`)

// usedKeys lists the keys the view uses: the literal ones and the ones it
// builds from codes.
func usedKeys(t *testing.T) []string {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literalKey.FindAllSubmatch(src, -1) {
			set[string(m[1])] = true
		}
	}
	for c := imhotep.Card(0); c < imhotep.NumCards; c++ {
		set["imhotep.card."+c.String()] = true
		set["imhotep.card_rule."+c.String()] = true
	}
	for _, c := range cardOrder {
		set["imhotep.card_short."+c.String()] = true
	}
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		set["imhotep.site."+s.String()] = true
		set["imhotep.option.side_"+s.String()] = true
		for _, side := range []string{"a", "b"} {
			set["imhotep.rule."+s.String()+"_"+side] = true
		}
	}
	for _, side := range []string{"a", "b"} {
		set["imhotep.ui.legend_temple_"+side] = true
		set["imhotep.ui.sum_burial_"+side] = true
	}
	for _, n := range imhotep.PyramidBNames {
		set["imhotep.ui.pyramid_"+n] = true
	}
	for _, c := range []string{"black", "white", "brown", "gray"} {
		set["imhotep.color."+c] = true
	}
	for _, src := range imhotep.PartSources {
		set["imhotep.source."+src] = true
	}
	for _, b := range []string{"card", "stones", "ship"} {
		set["imhotep.tip.bonus_"+b] = true
		set["imhotep.prompt.bonus_"+b] = true
	}
	for _, k := range []string{"turn", "pass", "sail_site", "lever_ship", "lever_site", "hammer_slot", "sailcard_slot",
		"sailcard_site", "chisel_slot", "chisel2", "unload", "pick", "keep", "pyramid", "temple", "over", "wait"} {
		set["imhotep.prompt."+k] = true
	}
	for _, p := range RulesPages() {
		set[p.Title] = true
		set[p.Body] = true
	}
	for _, o := range Options() {
		set[o.Label] = true
		for _, c := range o.Choices {
			set[c.Label] = true
		}
	}
	for _, p := range Presets() {
		set[p.Label] = true
	}
	var out []string
	for k := range set {
		out = append(out, k)
	}
	return out
}

func TestEveryKeyExists(t *testing.T) {
	keys := usedKeys(t)
	if len(keys) < 100 {
		t.Fatalf("only %d keys found: the scan is broken", len(keys))
	}
	for _, lang := range []string{"en", "fr"} {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if !b.Has(k) {
				t.Errorf("%s.toml lacks %s", lang, k)
			}
		}
	}
}

// TestRulesPages: 6 to 11 pages, each with an illustration, and the
// reconstructed values marked † in both languages.
func TestRulesPages(t *testing.T) {
	pages := RulesPages()
	if len(pages) < 6 || len(pages) > 11 {
		t.Fatalf("%d pages", len(pages))
	}
	for _, lang := range []string{"en", "fr"} {
		b, _ := locales.Load(lang)
		all := ""
		for _, p := range pages {
			if p.Illustrate == nil {
				t.Errorf("%s has no picture", p.Title)
			}
			body := b.T(p.Body)
			if len(body) < 300 || !strings.Contains(body, "\n\n") {
				t.Errorf("%s %s: body too short or a single paragraph", lang, p.Body)
			}
			all += body
		}
		// Every reconstruction the spec marks must be named.
		if n := strings.Count(all, "†"); n < 8 {
			t.Errorf("%s: † marks %d values", lang, n)
		}
	}
}
