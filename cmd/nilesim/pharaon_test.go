package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// traitorLines parses the summary of a Pharaon solo run: the bot's line,
// the Traitor's line (bot=traitor) and the totals line.
func traitorLines(t *testing.T, out, bot string, games int) (botWins, traitorWins float64) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 3 lines, got\n%s", out)
	}
	var g1, g2 int
	var m1, m2 float64
	if n, err := fmt.Sscanf(lines[0], "bot="+bot+" games=%d wins=%g mean=%g", &g1, &botWins, &m1); n != 3 || err != nil {
		t.Fatalf("bot line %q: %v", lines[0], err)
	}
	if n, err := fmt.Sscanf(lines[1], "bot=traitor games=%d wins=%g mean=%g", &g2, &traitorWins, &m2); n != 3 || err != nil {
		t.Fatalf("traitor line %q: %v", lines[1], err)
	}
	if g1 != games || g2 != games {
		t.Errorf("games %d and %d, want %d each", g1, g2, games)
	}
	if d := botWins + traitorWins - float64(games); d < -0.02 || d > 0.02 {
		t.Errorf("wins %v + %v, want %d in all", botWins, traitorWins, games)
	}
	if m2 <= 0 {
		t.Errorf("the Traitor's mean score %v: it scores in every game", m2)
	}
	return botWins, traitorWins
}

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
			dir := t.TempDir()
			args := append([]string{"-game", "pharaon", "-seats", tc.seats, "-games", "3", "-seed", "9", "-save", dir}, tc.extra...)
			code, out, errs := runArgs(t, args...)
			if code != 0 || !strings.HasSuffix(out, "games=3 finished=3 errors=0\n") {
				t.Fatalf("exit %d\n%s%s", code, out, errs)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "pharaon-*.json"))
			if len(files) != 3 {
				t.Fatalf("%d save files", len(files))
			}
			for _, f := range files {
				code, out, errs := runArgs(t, "-replay", f)
				if code != 0 || !strings.Contains(out, "status=finished") || !strings.Contains(out, tc.opts) || strings.Contains(out, "automaton") {
					t.Fatalf("replay %s: exit %d, want %s\n%s%s", f, code, tc.opts, out, errs)
				}
			}
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
			dir := t.TempDir()
			args := append([]string{"-game", "pharaon", "-games", "4", "-seed", "5", "-save", dir}, tc.args...)
			code, out, errs := runArgs(t, args...)
			if code != 0 || !strings.HasSuffix(out, "games=4 finished=4 errors=0\n") {
				t.Fatalf("exit %d\n%s%s", code, out, errs)
			}
			traitorLines(t, out, tc.bot, 4)
			files, _ := filepath.Glob(filepath.Join(dir, "pharaon-*.json"))
			if len(files) != 4 {
				t.Fatalf("%d save files", len(files))
			}
			for _, f := range files {
				code, out, errs := runArgs(t, "-replay", f)
				if code != 0 || !strings.Contains(out, "status=finished") || !strings.Contains(out, tc.opts) ||
					!strings.Contains(out, "\nseat=1 automaton=traitor total=") || strings.Contains(out, "seat=0 automaton") {
					t.Fatalf("replay %s: exit %d, want %s\n%s%s", f, code, tc.opts, out, errs)
				}
			}
		})
	}
}

// The Traitor at level 5 beats random every time: the automaton really
// plays and its wins land on its own line.
func TestPharaonSoloWinsCounted(t *testing.T) {
	code, out, errs := runArgs(t, "-game", "pharaon", "-seats", "random", "-traitor", "5", "-games", "10", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	bw, tw := traitorLines(t, out, "random", 10)
	if tw < 9 || bw > 1 {
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
	code, out, errs := runArgs(t, "-game", "pharaon", "-seats", "random", "-traitor", "mixed", "-games", "60", "-seed", "4", "-save", dir)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	traitorLines(t, out, "random", 60)
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
