package main

import (
	"strings"
	"testing"
)

// Egizia plays and replays for 2 to 4 players, and the saves record the
// player count.
func TestEgiziaRandomGames(t *testing.T) {
	for _, tc := range []struct{ seats, opts string }{
		{"random,random", `options="players=2"`},
		{"random,greedy,random", `options="players=3"`},
		{"random,random,random,random", `options="players=4"`},
	} {
		t.Run(tc.seats, func(t *testing.T) {
			_, saves := savedRun(t, "egizia", 3, "7", "-seats", tc.seats)
			replaysFinished(t, saves, tc.opts, nil)
		})
	}
}

func TestEgiziaValidation(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "egizia", "-seats", "random"}, "2 to 4 players, not 1"},
		{[]string{"-game", "egizia", "-seats", "random,random,random,random,random"}, "2 to 4 players, not 5"},
		{[]string{"-game", "egizia", "-seats", "random,random", "-traitor", "1"}, "-traitor is not an option of egizia"},
		{[]string{"-game", "egizia", "-seats", "random,random", "-solo", "easy"}, "-solo is not an option of egizia"},
	} {
		code, out, errs := runArgs(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

func TestEgiziaBench(t *testing.T) {
	code, out, errs := runArgs(t, "-game", "egizia", "-bench", "-players", "4", "-benchtime", "20ms")
	if code != 0 || !strings.HasPrefix(out, "game=egizia random_games_per_s=") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
}
