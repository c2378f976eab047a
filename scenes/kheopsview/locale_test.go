package kheopsview

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"nilegames/engine/kheops"
	"nilegames/locales"
)

// viewKey finds complete locale keys of the view's own sections written in
// this package's code.
var viewKey = regexp.MustCompile(`"(kheops\.(?:ui|prompt|tip|network|source|colour)\.[a-z_0-9]*[a-z0-9])"`)

// TestEveryKeyExists: the keys the view uses, literal or built from codes,
// exist in both languages.
func TestEveryKeyExists(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "log.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range viewKey.FindAllSubmatch(src, -1) {
			set[string(m[1])] = true
		}
	}
	if len(set) < 40 {
		t.Fatalf("only %d keys found: the scan is broken", len(set))
	}
	for sym := kheops.RotateCorridor; sym <= kheops.Curse; sym++ {
		set["kheops.symbol."+sym.String()] = true
		set["kheops.symbol_rule."+sym.String()] = true
	}
	for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
		set["kheops.pawn."+k.String()] = true
		set["kheops.tip.pawn_"+k.String()] = true
	}
	for _, k := range []string{"room", "corridor"} {
		set["kheops.kind."+k] = true
		set["kheops.tip.kind_"+k] = true
	}
	for _, c := range []kheops.Colour{kheops.Gold, kheops.Red, kheops.Green} {
		set["kheops.colour."+colourCode(c)] = true
	}
	for _, r := range []string{"king", "queen"} {
		set["kheops.tip.role_"+r] = true
	}
	for _, k := range []string{"wait", "over", "scoring", "pawn", "power_rotate_corridor", "power_rotate_room", "rotate_steps",
		"swap_own", "swap_opp", "move_from", "move_to", "tile_slot", "tile_turn", "ai_pawn", "ai_power", "ai_tile"} {
		set["kheops.prompt."+k] = true
	}
	for _, p := range RulesPages() {
		set[p.Title] = true
		set[p.Body] = true
	}
	for _, lang := range []string{"en", "fr"} {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for k := range set {
			if !b.Has(k) {
				t.Errorf("%s.toml lacks %s", lang, k)
			}
		}
	}
}
