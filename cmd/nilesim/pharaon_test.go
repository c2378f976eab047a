package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// Pharaon plays and replays for 2 to 5 players, with and without
// Discovery, and the saves record the options.
func TestPharaonRandomGames(t *testing.T) {
	for _, tc := range []struct {
		seats string
		extra []string
		opts  string
	}{
		{"random,random", nil, `options="players=2"`},
		{"random,greedy,random", []string{"-discovery"}, `options="discovery=111 players=3"`},
		{"random,random,random,random", nil, `options="players=4"`},
		{"random,random,random,random,random", []string{"-discovery"}, `options="discovery=11111 players=5"`},
	} {
		t.Run(tc.seats, func(t *testing.T) {
			_, saves := savedRun(t, "pharaon", 3, "9", append([]string{"-seats", tc.seats}, tc.extra...)...)
			replaysFinished(t, saves, tc.opts, func(out string) bool { return !strings.Contains(out, "automaton") })
		})
	}
}

// The solo game: the one bot against the Traitor, which gets its own
// bot=traitor line; the saves replay with the level and name its seat.
func TestPharaonSoloGames(t *testing.T) {
	for _, tc := range []struct {
		args []string
		bot  string
		opts string
	}{
		{[]string{"-players", "1", "-seats", "random"}, "random", `options="players=1"`},
		{[]string{"-seats", "greedy", "-traitor", "0"}, "greedy", `options="players=1 traitor=0"`},
		{[]string{"-seats", "random", "-traitor", "5", "-discovery"}, "random", `options="discovery=1 players=1 traitor=5"`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, saves := savedRun(t, "pharaon", 4, "5", tc.args...)
			soloLines(t, out, tc.bot, "traitor", 4)
			replaysFinished(t, saves, tc.opts, soloSeat("traitor"))
		})
	}
}

// The Traitor at level 5 beats random every time: the automaton really
// plays and its wins land on its own line.
func TestPharaonSoloWinsCounted(t *testing.T) {
	out, bw, aw := soloRun(t, "pharaon", "traitor", 10, "3", "-traitor", "5")
	if aw < 9 || bw > 1 {
		t.Errorf("random won %v of 10 against the Traitor at level 5\n%s", bw, out)
	}
}

func TestPharaonValidation(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "pharaon", "-seats", "random,random", "-traitor", "2"}, "-traitor is for the solo game"},
		{[]string{"-game", "pharaon", "-bench", "-traitor", "2"}, "-traitor is for the solo game"},
		{[]string{"-game", "pharaon", "-seats", "random", "-traitor", "6"}, "give a level from 0 to 5"},
		{[]string{"-game", "pharaon", "-seats", "random", "-traitor", "hard"}, "give a level from 0 to 5"},
		{[]string{"-game", "imhotep", "-seats", "random,random", "-traitor", "1"}, "-traitor is not an option of imhotep"},
		{[]string{"-game", "tekhenu", "-seats", "random,random", "-discovery"}, "-discovery is not an option of tekhenu"},
		{[]string{"-game", "pharaon", "-seats", "random", "-solo", "easy"}, "-solo is not an option of pharaon"},
		{[]string{"-game", "pharaon", "-seats", "random,random,random,random,random,random"}, "1 to 5 players, not 6"},
		{[]string{"-game", "pharaon", "-players", "1", "-seats", "random,random"}, "-players 1 but -seats names 2"},
		{[]string{"-replay", "x.json", "-traitor", "2"}, "-traitor cannot be combined with -replay"},
		{[]string{"-replay", "x.json", "-discovery"}, "-discovery cannot be combined with -replay"},
	} {
		code, out, errs := runArgs(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

func TestPharaonBench(t *testing.T) {
	for _, args := range [][]string{{"-players", "5"}, {"-players", "1", "-traitor", "3", "-discovery"}} {
		code, out, errs := runArgs(t, append([]string{"-game", "pharaon", "-bench", "-benchtime", "20ms"}, args...)...)
		if code != 0 || !strings.HasPrefix(out, "game=pharaon random_games_per_s=") {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errs)
		}
	}
}

// -traitor mixed draws each game's level from its seed: over 60 games
// every level 0..5 comes up (each misses with odds (5/6)^60 < 2e-5).
func TestPharaonTraitorMixed(t *testing.T) {
	dir := t.TempDir()
	soloRun(t, "pharaon", "traitor", 60, "4", "-traitor", "mixed", "-save", dir)
	seen := map[string]int{}
	files, _ := filepath.Glob(filepath.Join(dir, "pharaon-*.json"))
	for _, f := range files {
		code, out, errs := runArgs(t, "-replay", f)
		if code != 0 {
			t.Fatalf("replay %s: exit %d\n%s", f, code, errs)
		}
		for l := 0; l <= 5; l++ {
			if o := fmt.Sprintf("traitor=%d", l); strings.Contains(out, o) {
				seen[o]++
			}
		}
	}
	total := 0
	for _, n := range seen {
		total += n
	}
	if len(files) != 60 || total != 60 || len(seen) != 6 {
		t.Fatalf("%d saves, levels seen %v", len(files), seen)
	}
}
