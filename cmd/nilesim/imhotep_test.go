package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

func TestImhotepRandomGames(t *testing.T) {
	for _, tc := range []struct {
		seats string
		extra []string
	}{
		{"random,random", []string{"-sides", "mixed"}},
		{"random,greedy,random", []string{"-sides", "babab", "-wrath"}},
		{"random,random,random,random", []string{"-sides", "mixed", "-wrath"}},
	} {
		t.Run(tc.seats, func(t *testing.T) {
			dir := t.TempDir()
			args := append([]string{"-game", "imhotep", "-seats", tc.seats, "-games", "4", "-seed", "5", "-save", dir}, tc.extra...)
			code, out, errs := runArgs(t, args...)
			if code != 0 || !strings.HasSuffix(out, "games=4 finished=4 errors=0\n") {
				t.Fatalf("exit %d\n%s%s", code, out, errs)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "imhotep-*.json"))
			if len(files) != 4 {
				t.Fatalf("%d save files", len(files))
			}
			for _, f := range files {
				code, out, errs := runArgs(t, "-replay", f)
				if code != 0 || !strings.Contains(out, "status=finished") || !strings.Contains(out, "winners=") {
					t.Fatalf("replay %s: exit %d\n%s%s", f, code, out, errs)
				}
				checkBreakdown(t, out)
			}
		})
	}
}

// checkBreakdown checks that every seat line lists the sources of the
// Imhotep spec in order and that they add up to the total.
func checkBreakdown(t *testing.T, out string) {
	t.Helper()
	sources := []string{"pyramid", "temple", "burial", "obelisks", "decorations", "statues", "blue_cards", "wrath"}
	seats := 0
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "seat=") {
			continue
		}
		seats++
		f := strings.Fields(line)
		var total, sum int
		if _, err := fmt.Sscanf(f[1], "total=%d", &total); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if len(f) != 2+len(sources) {
			t.Fatalf("%q: want the %d sources %v", line, len(sources), sources)
		}
		for i, src := range sources {
			var v int
			if _, err := fmt.Sscanf(f[2+i], src+"=%d", &v); err != nil {
				t.Fatalf("%q: field %d: %v", line, 2+i, err)
			}
			sum += v
		}
		if sum != total {
			t.Errorf("%q: parts sum to %d", line, sum)
		}
	}
	if seats < 2 {
		t.Errorf("no seat lines in\n%s", out)
	}
}

func TestImhotepSidesValidation(t *testing.T) {
	for _, tc := range []struct {
		sides string
		code  int
	}{
		{"ABABA", 0}, {"bbbbb", 0}, {"MIXED", 0},
		{"ABAB", 2}, {"ABABAB", 2}, {"ABCBA", 2}, {"", 2},
	} {
		code, out, errs := runArgs(t, "-game", "imhotep", "-seats", "random,random", "-games", "1", "-sides", tc.sides)
		if code != tc.code {
			t.Errorf("-sides %q: exit %d, want %d\n%s%s", tc.sides, code, tc.code, out, errs)
		}
		if tc.code == 2 && !strings.Contains(errs, "give 5 letters A or B") {
			t.Errorf("-sides %q: %s", tc.sides, errs)
		}
	}
}
