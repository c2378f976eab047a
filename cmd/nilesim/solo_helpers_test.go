package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// savedRun runs nilesim on game for games games from seed, saving each
// one, with args; it checks they all finished without error and left one
// save each, and returns the summary and the saves.
func savedRun(t *testing.T, game string, games int, seed string, args ...string) (out string, saves []string) {
	t.Helper()
	dir := t.TempDir()
	n := fmt.Sprint(games)
	code, out, errs := runArgs(t, append([]string{"-game", game, "-games", n, "-seed", seed, "-save", dir}, args...)...)
	if code != 0 || !strings.HasSuffix(out, "games="+n+" finished="+n+" errors=0\n") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	saves, _ = filepath.Glob(filepath.Join(dir, game+"-*.json"))
	if len(saves) != games {
		t.Fatalf("%d save files", len(saves))
	}
	return out, saves
}

// replaysFinished replays each save and checks it finished with opts among
// its options, and that ok (when not nil) holds for the replay's output.
func replaysFinished(t *testing.T, saves []string, opts string, ok func(out string) bool) {
	t.Helper()
	for _, f := range saves {
		code, out, errs := runArgs(t, "-replay", f)
		if code != 0 || !strings.Contains(out, "status=finished") || !strings.Contains(out, opts) || (ok != nil && !ok(out)) {
			t.Fatalf("replay %s: exit %d, want %s\n%s%s", f, code, opts, out, errs)
		}
	}
}

// soloSeat accepts a solo replay where the automaton name holds seat 1 and
// the player's seat 0 is no automaton.
func soloSeat(name string) func(string) bool {
	return func(out string) bool {
		return strings.Contains(out, "\nseat=1 automaton="+name+" total=") && !strings.Contains(out, "seat=0 automaton")
	}
}

// soloLines parses the summary of a solo run: the bot's line, the line of
// the automaton (bot=automaton) and the totals line.
func soloLines(t *testing.T, out, bot, automaton string, games int) (botWins, autoWins float64) {
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
	if n, err := fmt.Sscanf(lines[1], "bot="+automaton+" games=%d wins=%g mean=%g", &g2, &autoWins, &m2); n != 3 || err != nil {
		t.Fatalf("%s line %q: %v", automaton, lines[1], err)
	}
	if g1 != games || g2 != games {
		t.Errorf("games %d and %d, want %d each", g1, g2, games)
	}
	// A tie counts 1/2 to each, printed with 2 decimals.
	if d := botWins + autoWins - float64(games); d < -0.02 || d > 0.02 {
		t.Errorf("wins %v + %v, want %d in all", botWins, autoWins, games)
	}
	if m2 <= 0 {
		t.Errorf("%s's mean score %v: it scores in every game", automaton, m2)
	}
	return botWins, autoWins
}

// soloRun plays games solo games of game from seed, random against the
// automaton, with flags; it checks the run succeeds and its summary
// (soloLines) and returns it with both sides' wins.
func soloRun(t *testing.T, game, automaton string, games int, seed string, flags ...string) (out string, botWins, autoWins float64) {
	t.Helper()
	code, out, errs := runArgs(t, append([]string{"-game", game, "-seats", "random", "-games", fmt.Sprint(games), "-seed", seed}, flags...)...)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	botWins, autoWins = soloLines(t, out, "random", automaton, games)
	return out, botWins, autoWins
}
