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
			_, saves := savedRun(t, "tekhenu", 3, "9", append([]string{"-seats", tc.seats}, tc.extra...)...)
			replaysFinished(t, saves, tc.opts, nil)
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

// The solo game at each level, with and without the challenges, finishes;
// Botankhamon gets its line; the saves replay with their options and name
// the automaton's seat.
func TestTekhenuSoloGames(t *testing.T) {
	for _, tc := range []struct {
		args []string
		bot  string
		opts string
	}{
		{[]string{"-players", "1", "-seats", "random"}, "random", `options="players=1 solo=medium"`},
		{[]string{"-seats", "greedy", "-solo", "easy", "-challenge1"}, "greedy", `options="challenge1=true players=1 solo=easy"`},
		{[]string{"-seats", "random", "-solo", "hard", "-challenge1", "-challenge2"}, "random", `options="challenge1=true challenge2=true players=1 solo=hard"`},
		{[]string{"-seats", "random", "-solo", "medium", "-challenge2", "-firstgame"}, "random", `options="challenge2=true firstgame=true players=1 solo=medium"`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, saves := savedRun(t, "tekhenu", 4, "5", tc.args...)
			soloLines(t, out, tc.bot, "botankhamon", 4)
			replaysFinished(t, saves, tc.opts, soloSeat("botankhamon"))
		})
	}
}

// Botankhamon Hard beats random every time: a check that the automaton
// really plays and that its wins land on its own line.
func TestTekhenuSoloWinsCounted(t *testing.T) {
	out, bw, aw := soloRun(t, "tekhenu", "botankhamon", 10, "3", "-solo", "hard")
	if aw < 9 || bw > 1 {
		t.Errorf("random won %v of 10 against Botankhamon Hard\n%s", bw, out)
	}
}

func TestTekhenuSoloValidation(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "imhotep", "-seats", "random,random", "-solo", "easy"}, "-solo is not an option of imhotep"},
		{[]string{"-game", "kheops", "-seats", "random,random", "-challenge1"}, "-challenge1 is not an option of kheops"},
		{[]string{"-game", "imhotep", "-seats", "random"}, "2 to 4 players, not 1"},
		{[]string{"-game", "tekhenu", "-seats", "random,random", "-solo", "hard"}, "-solo is for the solo game"},
		{[]string{"-game", "tekhenu", "-players", "3", "-seats", "random,random,random", "-challenge2"}, "-challenge2 is for the solo game"},
		{[]string{"-game", "tekhenu", "-seats", "random", "-solo", "insane"}, "easy, medium or hard"},
		{[]string{"-game", "tekhenu", "-players", "1", "-seats", "random,random"}, "-players 1 but -seats names 2"},
		{[]string{"-game", "tekhenu", "-bench", "-solo", "easy"}, "-solo is for the solo game"},
		{[]string{"-replay", "x.json", "-solo", "easy"}, "-solo cannot be combined with -replay"},
		{[]string{"-replay", "x.json", "-challenge1"}, "-challenge1 cannot be combined with -replay"},
	} {
		code, out, errs := runArgs(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

func TestTekhenuSoloBench(t *testing.T) {
	code, out, errs := runArgs(t, "-game", "tekhenu", "-bench", "-players", "1", "-solo", "hard", "-benchtime", "20ms")
	if code != 0 || !strings.HasPrefix(out, "game=tekhenu random_games_per_s=") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
}

// -solo mixed draws each game's level and challenges from its seed: over
// 40 games every level comes up (each misses with odds (2/3)^40), and so
// do games with and without each challenge.
func TestTekhenuSoloMixed(t *testing.T) {
	dir := t.TempDir()
	soloRun(t, "tekhenu", "botankhamon", 40, "4", "-solo", "mixed", "-save", dir)
	seen := map[string]int{}
	files, _ := filepath.Glob(filepath.Join(dir, "tekhenu-*.json"))
	for _, f := range files {
		code, out, errs := runArgs(t, "-replay", f)
		if code != 0 {
			t.Fatalf("replay %s: exit %d\n%s", f, code, errs)
		}
		for _, o := range []string{"solo=easy", "solo=medium", "solo=hard", "challenge1=true", "challenge2=true"} {
			if strings.Contains(out, o) {
				seen[o]++
			}
		}
	}
	if len(files) != 40 || seen["solo=easy"]+seen["solo=medium"]+seen["solo=hard"] != 40 {
		t.Fatalf("%d saves, options seen %v", len(files), seen)
	}
	for _, o := range []string{"solo=easy", "solo=medium", "solo=hard", "challenge1=true", "challenge2=true"} {
		if seen[o] == 0 || (strings.HasPrefix(o, "challenge") && seen[o] == 40) {
			t.Errorf("%s in %d of 40 games: %v", o, seen[o], seen)
		}
	}
	code, _, errs := runArgs(t, "-game", "tekhenu", "-seats", "random", "-solo", "mixed", "-challenge1")
	if code != 2 || !strings.Contains(errs, "-solo mixed draws the challenges") {
		t.Errorf("mixed with -challenge1: exit %d %s", code, errs)
	}
}
