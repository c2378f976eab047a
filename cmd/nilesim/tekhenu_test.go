package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Tekhenu plays and replays for 2 to 4 players, with and without the
// first-game option, and saves record the option.
func TestTekhenuRandomGames(t *testing.T) {
	for _, tc := range []struct {
		seats string
		extra []string
		opts  string
	}{
		{"random,random", nil, `options="players=2"`},
		{"random,greedy,random", []string{"-firstgame"}, `options="firstgame=true players=3"`},
		{"random,random,random,random", nil, `options="players=4"`},
	} {
		t.Run(tc.seats, func(t *testing.T) {
			dir := t.TempDir()
			args := append([]string{"-game", "tekhenu", "-seats", tc.seats, "-games", "3", "-seed", "9", "-save", dir}, tc.extra...)
			code, out, errs := runArgs(t, args...)
			if code != 0 || !strings.HasSuffix(out, "games=3 finished=3 errors=0\n") {
				t.Fatalf("exit %d\n%s%s", code, out, errs)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "tekhenu-*.json"))
			if len(files) != 3 {
				t.Fatalf("%d save files", len(files))
			}
			for _, f := range files {
				code, out, errs := runArgs(t, "-replay", f)
				if code != 0 || !strings.Contains(out, "status=finished") || !strings.Contains(out, tc.opts) {
					t.Fatalf("replay %s: exit %d, want %s\n%s%s", f, code, tc.opts, out, errs)
				}
			}
		})
	}
}

func TestFirstGameValidation(t *testing.T) {
	code, _, errs := runArgs(t, "-game", "imhotep", "-seats", "random,random", "-firstgame")
	if code != 2 || !strings.Contains(errs, "unknown option firstgame") {
		t.Errorf("imhotep -firstgame: exit %d, %s", code, errs)
	}
	code, _, errs = runArgs(t, "-game", "tekhenu", "-seats", "random,random", "-wrath")
	if code != 2 || !strings.Contains(errs, "unknown option wrath") {
		t.Errorf("tekhenu -wrath: exit %d, %s", code, errs)
	}
}
