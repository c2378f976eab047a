package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// runArgs runs the program in-process.
func runArgs(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestFlagValidation(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string // in stderr, or in stdout when code is 0
	}{
		{"missing seats", []string{"-game", "testrace"}, 2, "-seats is missing"},
		{"unknown game", []string{"-game", "senet", "-seats", "random,random"}, 2, `unknown game "senet"`},
		{"unknown bot", []string{"-game", "testrace", "-seats", "random,wizard"}, 2, `unknown bot "wizard"`},
		{"empty bot name", []string{"-game", "testrace", "-seats", "random,,random"}, 2, "empty name"},
		{"players differ from seats", []string{"-game", "testrace", "-players", "3", "-seats", "random,random"}, 2, "-players 3 but -seats names 2"},
		{"players zero", []string{"-game", "testrace", "-players", "0", "-seats", "random,random"}, 2, "-players 0 but -seats names 2"},
		{"too many players", []string{"-game", "testrace", "-seats", "random,random,random,random,random"}, 2, "2 to 4 players, not 5"},
		{"too few players", []string{"-game", "testrace", "-seats", "random"}, 2, "2 to 4 players, not 1"},
		{"zero games", []string{"-game", "testrace", "-seats", "random,random", "-games", "0"}, 2, "-games must be at least 1"},
		{"zero jobs", []string{"-game", "testrace", "-seats", "random,random", "-j", "0"}, 2, "-j must be at least 1"},
		{"bad number", []string{"-game", "testrace", "-seats", "random,random", "-games", "many"}, 2, "invalid value"},
		{"negative seed", []string{"-game", "testrace", "-seats", "random,random", "-seed", "-1"}, 2, "invalid value"},
		{"unknown flag", []string{"-colour", "red"}, 2, "flag provided but not defined: -colour"},
		{"positional argument", []string{"-game", "testrace", "-seats", "random,random", "extra"}, 2, `unexpected argument "extra"`},
		{"sides on a game without sides", []string{"-game", "testrace", "-seats", "random,random", "-sides", "ABABA"}, 2, "-sides is not an option of testrace"},
		{"option the game refuses", []string{"-game", "testrace", "-seats", "random,random", "-wrath"}, 2, "testrace refuses these options: unknown option wrath"},
		{"replay with other flags", []string{"-replay", "x.json", "-seats", "random,random"}, 2, "-seats cannot be combined with -replay"},
		{"replay without file", []string{"-replay", ""}, 2, "-replay needs a file name"},
		{"bench with seats", []string{"-game", "testrace", "-bench", "-seats", "random,random"}, 2, "-seats cannot be combined with -bench"},
		{"bench bad time", []string{"-game", "testrace", "-bench", "-benchtime", "0s"}, 2, "-benchtime must be positive"},
		{"benchtime alone", []string{"-game", "testrace", "-seats", "random,random", "-benchtime", "1s"}, 2, "-benchtime only goes with -bench"},
		{"bench unknown game", []string{"-game", "senet", "-bench"}, 2, `unknown game "senet"`},
		{"bench players out of range", []string{"-game", "testrace", "-bench", "-players", "9"}, 2, "2 to 4 players, not 9"},
		{"help", []string{"-help"}, 0, "-seats LIST"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runArgs(t, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, out, errs)
			}
			where := errs
			if tc.code == 0 {
				where = out
			}
			if !strings.Contains(where, tc.want) {
				t.Errorf("output lacks %q\nstdout: %s\nstderr: %s", tc.want, out, errs)
			}
			if tc.code == 2 && out != "" {
				t.Errorf("a refused command line printed on stdout: %q", out)
			}
		})
	}
}

func TestHelpDocumentsEveryFlag(t *testing.T) {
	code, out, _ := runArgs(t, "-h")
	if code != 0 {
		t.Fatalf("-h: exit %d", code)
	}
	for _, f := range []string{"-game", "-seats", "-players", "-games", "-seed", "-sides", "-wrath", "-firstgame", "-solo", "-challenge1", "-challenge2", "-j", "-save", "-replay", "-bench", "-benchtime",
		"bot=<name> games=<n> wins=<w> mean=<score>", "games=<n> finished=<n> errors=<e>", "aggregated", "rotate",
		"random_games_per_s=<x> allocs_per_apply=<y> mcts_iterations_per_s=<z> hard_move_ms=<t>"} {
		if !strings.Contains(out, f) {
			t.Errorf("help lacks %q", f)
		}
	}
}

func TestParseArgsDefaults(t *testing.T) {
	c, err := parseArgs([]string{"-game", "testrace", "-seats", " random , greedy,random"})
	if err != nil {
		t.Fatal(err)
	}
	if c.mode != modeMatch || c.players != 3 || c.games != 100 || c.seed != 1 || c.jobs < 1 {
		t.Errorf("defaults: %+v", c)
	}
	if want := []string{"random", "greedy", "random"}; !reflect.DeepEqual(c.seats, want) {
		t.Errorf("seats %q, want %q", c.seats, want)
	}
	if got := c.options(5).String(); got != "players=3" {
		t.Errorf("options %q, want players=3", got)
	}
}

func TestRotateSeats(t *testing.T) {
	seats := []string{"a", "b", "c", "d"}
	want := [][]string{
		{"a", "b", "c", "d"},
		{"b", "c", "d", "a"},
		{"c", "d", "a", "b"},
		{"d", "a", "b", "c"},
		{"a", "b", "c", "d"},
	}
	for i, w := range want {
		if got := rotateSeats(seats, i); !reflect.DeepEqual(got, w) {
			t.Errorf("game %d: %q, want %q", i, got, w)
		}
	}
	// Over a multiple of n games every bot sits once at every seat.
	for k := 0; k < 4; k++ {
		seen := map[string]bool{}
		for i := 0; i < 4; i++ {
			seen[rotateSeats(seats, i)[k]] = true
		}
		if len(seen) != 4 {
			t.Errorf("seat %d saw only %v", k, seen)
		}
	}
}

func TestSeedDerivation(t *testing.T) {
	seen := map[uint64]string{}
	add := func(s uint64, what string) {
		if prev, ok := seen[s]; ok {
			t.Fatalf("seed %d for %s and %s", s, what, prev)
		}
		seen[s] = what
	}
	for base := uint64(0); base < 4; base++ {
		for i := 0; i < 500; i++ {
			g := gameSeed(base, i)
			add(g, "game")
			if i < 20 {
				for m := 0; m < 50; m++ {
					add(decisionSeed(g, m), "decision")
				}
			}
		}
	}
	if gameSeed(1, 7) != gameSeed(1, 7) || decisionSeed(3, 4) != decisionSeed(3, 4) {
		t.Error("derivation is not a function of its inputs")
	}
}

func TestFormatWins(t *testing.T) {
	for _, tc := range []struct {
		w    float64
		want string
	}{
		{0, "0"}, {2, "2"}, {12.5, "12.5"}, {1.0 / 3, "0.33"}, {2.0 / 3, "0.67"},
		{1.0/3 + 1.0/3 + 1.0/3, "1"}, {7.25, "7.25"}, {100.0 / 3, "33.33"},
	} {
		if got := formatWins(tc.w); got != tc.want {
			t.Errorf("formatWins(%v) = %q, want %q", tc.w, got, tc.want)
		}
	}
}

// Figures checked by hand: hard wins game 0 alone and shares game 2 three
// ways; random shares game 1 between its two seats and game 2.
func TestAggregateRepeatedNames(t *testing.T) {
	seats := []string{"hard", "random", "random"}
	results := []gameResult{
		{bots: []string{"hard", "random", "random"}, totals: []int{10, 5, 5}, winners: []int{0}, finished: true},
		{bots: []string{"random", "random", "hard"}, totals: []int{4, 4, 1}, winners: []int{0, 1}, finished: true},
		{bots: []string{"random", "hard", "random"}, totals: []int{3, 3, 3}, winners: []int{0, 1, 2}, finished: true},
		{bots: []string{"hard", "random", "random"}},
	}
	var got []string
	for _, b := range aggregate(seats, results) {
		got = append(got, b.String())
	}
	want := []string{
		"bot=hard games=3 wins=1.33 mean=4.67",
		"bot=random games=6 wins=1.67 mean=4.00",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestRunTestRace(t *testing.T) {
	code, out, errs := runArgs(t, "-game", "testrace", "-seats", "random,greedy,random", "-games", "30", "-seed", "9")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 3 lines, got\n%s", out)
	}
	// random holds 2 seats of 30 games; the win shares of a game sum to 1.
	if !strings.HasPrefix(lines[0], "bot=random games=60 wins=") || !strings.HasPrefix(lines[1], "bot=greedy games=30 wins=") {
		t.Errorf("bot lines:\n%s", out)
	}
	var wr, wg float64
	var gr, gg int
	var mr, mg float64
	if _, err := fmt.Sscanf(lines[0], "bot=random games=%d wins=%g mean=%g", &gr, &wr, &mr); err != nil {
		t.Fatal(err)
	}
	if _, err := fmt.Sscanf(lines[1], "bot=greedy games=%d wins=%g mean=%g", &gg, &wg, &mg); err != nil {
		t.Fatal(err)
	}
	if d := wr + wg - 30; d > 0.011 || d < -0.011 {
		t.Errorf("wins sum to %v, want 30", wr+wg)
	}
	// Each seat takes 2 turns worth 1 or 2 points.
	if mr < 2 || mr > 4 || mg < 2 || mg > 4 {
		t.Errorf("means %v %v outside [2,4]", mr, mg)
	}
	if lines[2] != "games=30 finished=30 errors=0" {
		t.Errorf("last line %q", lines[2])
	}
	if errs != "" {
		t.Errorf("stderr: %s", errs)
	}
}

func TestResultsIndependentOfJobs(t *testing.T) {
	dir1, dir4 := t.TempDir(), t.TempDir()
	args := []string{"-game", "testrace", "-seats", "random,random,greedy,random", "-games", "24", "-seed", "77"}
	c1, out1, e1 := runArgs(t, append(args, "-j", "1", "-save", dir1)...)
	c4, out4, e4 := runArgs(t, append(args, "-j", "4", "-save", dir4)...)
	if c1 != 0 || c4 != 0 {
		t.Fatalf("exit %d / %d: %s %s", c1, c4, e1, e4)
	}
	if out1 != out4 {
		t.Errorf("-j 1:\n%s-j 4:\n%s", out1, out4)
	}
	files, _ := filepath.Glob(filepath.Join(dir1, "*.json"))
	if len(files) != 24 {
		t.Fatalf("%d save files, want 24", len(files))
	}
	distinct := map[string]bool{}
	for _, f := range files {
		a, _ := os.ReadFile(f)
		b, err := os.ReadFile(filepath.Join(dir4, filepath.Base(f)))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs between -j 1 and -j 4", filepath.Base(f))
		}
		distinct[string(a)] = true
	}
	// 24 random games of 8 binary choices: identical files would mean the
	// games share their seeds.
	if len(distinct) < 12 {
		t.Errorf("only %d distinct games out of 24", len(distinct))
	}
	// Another base seed gives other games.
	dir2 := t.TempDir()
	if c, _, e := runArgs(t, append(args, "-seed", "78", "-save", dir2)...); c != 0 {
		t.Fatal(e)
	}
	same := 0
	for _, f := range files {
		a, _ := os.ReadFile(f)
		b, _ := os.ReadFile(filepath.Join(dir2, filepath.Base(f)))
		if bytes.Equal(bytes.Replace(a, []byte(`"seed"`), nil, 1), bytes.Replace(b, []byte(`"seed"`), nil, 1)) {
			same++
		}
	}
	if same == len(files) {
		t.Error("-seed 78 replays the games of -seed 77")
	}
}

func TestFailingGamesAreCounted(t *testing.T) {
	tests := []struct {
		game, want string
	}{
		{"testboom", "panic: boom at move 3"},
		{"testcheat", `chose action 3 "+3", refused`},
		{"testlong", "not over after 3 actions"},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			dir := t.TempDir()
			code, out, errs := runArgs(t, "-game", tc.game, "-seats", "random,random", "-games", "3", "-save", dir)
			if code != 1 {
				t.Errorf("exit %d, want 1", code)
			}
			if !strings.HasSuffix(out, "games=3 finished=0 errors=3\n") {
				t.Errorf("stdout:\n%s", out)
			}
			if !strings.Contains(out, "bot=random games=0 wins=0 mean=0.00\n") {
				t.Errorf("stdout:\n%s", out)
			}
			if strings.Count(errs, tc.want) != 3 {
				t.Errorf("stderr lacks 3 times %q:\n%s", tc.want, errs)
			}
			if !strings.Contains(errs, "(seed ") {
				t.Errorf("stderr lacks the game seed:\n%s", errs)
			}
			// The game stopped where it failed: its save replays unfinished.
			code, out, errs = runArgs(t, "-replay", filepath.Join(dir, tc.game+"-00001.json"))
			if code != 0 || !strings.Contains(out, "status=unfinished") {
				t.Errorf("replay of the failed game: exit %d\n%s%s", code, out, errs)
			}
		})
	}
}

func TestReplayFinishedByHand(t *testing.T) {
	f := writeFile(t, `{"format":1,"game":"testrace","options":{"players":"2","rounds":"2"},"seed":7,"actions":["+2","+1","+2","+1"]}`)
	code, out, errs := runArgs(t, "-replay", f)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := `game=testrace seed=7 options="players=2 rounds=2" actions=4 status=finished
final scores:
seat=0 total=4 ones=0 twos=4
seat=1 total=2 ones=2 twos=0
winners=0
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

func TestReplayUnfinishedByHand(t *testing.T) {
	f := writeFile(t, `{"format":1,"game":"testrace","options":{"players":"2"},"seed":3,"actions":["+2","+1","+1"]}`)
	code, out, errs := runArgs(t, "-replay", f)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := `game=testrace seed=3 options="players=2" actions=3 status=unfinished next_seat=1
current scores (the game is not over):
seat=0 total=3 ones=1 twos=2
seat=1 total=1 ones=1 twos=0
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

func TestReplayRefused(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"illegal action", `{"format":1,"game":"testrace","options":{},"seed":3,"actions":["+2","+5"]}`, `action 2 "+5" is not legal`},
		{"truncated", `{"format":1,"game":"testrace",`, "truncated"},
		{"unknown game", `{"format":1,"game":"senet","options":{},"seed":3,"actions":[]}`, `unknown game "senet"`},
		{"newer format", `{"format":99,"game":"testrace","options":{},"seed":3,"actions":[]}`, "newer version"},
		{"after the end", `{"format":1,"game":"testrace","options":{"rounds":"1"},"seed":3,"actions":["+1","+1","+1"]}`, "after the end"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runArgs(t, "-replay", writeFile(t, tc.content))
			if code != 1 || out != "" || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d stdout %q stderr %q, want exit 1 and %q", code, out, errs, tc.want)
			}
		})
	}
	code, _, errs := runArgs(t, "-replay", filepath.Join(t.TempDir(), "missing.json"))
	if code != 1 || !strings.Contains(errs, "no such file") {
		t.Errorf("missing file: exit %d, %s", code, errs)
	}
}

func TestSavedGamesReplay(t *testing.T) {
	dir := t.TempDir()
	if code, out, errs := runArgs(t, "-game", "testrace", "-seats", "random,random", "-games", "4", "-save", dir); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	for i := 0; i < 4; i++ {
		f := filepath.Join(dir, "testrace-0000"+string(rune('0'+i))+".json")
		code, out, errs := runArgs(t, "-replay", f)
		if code != 0 || !strings.Contains(out, "actions=4 status=finished") || !strings.Contains(out, "winners=") {
			t.Errorf("%s: exit %d\n%s%s", f, code, out, errs)
		}
	}
}

func TestBenchFormat(t *testing.T) {
	code, out, errs := runArgs(t, "-game", "testrace", "-bench", "-benchtime", "20ms", "-players", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var gps, apa, ips, ms float64
	n, err := fmt.Sscanf(out, "game=testrace random_games_per_s=%g allocs_per_apply=%g mcts_iterations_per_s=%g hard_move_ms=%g\n", &gps, &apa, &ips, &ms)
	if err != nil || n != 4 {
		t.Fatalf("%q: %v", out, err)
	}
	if gps <= 0 || ips <= 0 || ms <= 0 || apa < 0 {
		t.Errorf("figures: %q", out)
	}
	// The test game's Apply appends to a history that grows by doubling:
	// fewer than one allocation per Apply, but not none.
	if apa <= 0 || apa >= 1 {
		t.Errorf("allocs_per_apply=%v, want in (0,1)", apa)
	}
}

func writeFile(t *testing.T, content string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "save.json")
	if err := os.WriteFile(f, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// An automaton seat (testsolo's pacer) gets its line after the bots, with
// no bot and no seat in -seats; nothing in nilesim knows its name. The
// pacer scores 1 per turn of seat 0: 2 a game; seat 0 scores 2 to 4 and
// ties when it takes "+1" twice.
func TestAutomatonSeat(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runArgs(t, "-game", "testsolo", "-seats", "random", "-games", "20", "-seed", "2", "-save", dir)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || lines[2] != "games=20 finished=20 errors=0" {
		t.Fatalf("got\n%s", out)
	}
	var g1, g2 int
	var w1, w2, m1, m2 float64
	if n, _ := fmt.Sscanf(lines[0], "bot=random games=%d wins=%g mean=%g", &g1, &w1, &m1); n != 3 {
		t.Fatalf("bot line %q", lines[0])
	}
	if n, _ := fmt.Sscanf(lines[1], "bot=pacer games=%d wins=%g mean=%g", &g2, &w2, &m2); n != 3 {
		t.Fatalf("automaton line %q", lines[1])
	}
	if g1 != 20 || g2 != 20 || w1+w2 != 20 || m2 != 2 || m1 < 2 || m1 > 4 {
		t.Errorf("figures:\n%s", out)
	}
	// The pacer never wins alone: its wins are halves of ties.
	if w2 != float64(int(w2*2))/2 || w1 < 10 {
		t.Errorf("pacer wins %v, random %v", w2, w1)
	}
	code, out, errs = runArgs(t, "-replay", filepath.Join(dir, "testsolo-00000.json"))
	if code != 0 || !strings.Contains(out, "actions=2 status=finished") || !strings.Contains(out, "\nseat=1 automaton=pacer total=2 ones=2 twos=0\n") {
		t.Errorf("replay: exit %d\n%s%s", code, out, errs)
	}
	// Two players: no automaton, no line for it.
	code, out, _ = runArgs(t, "-game", "testsolo", "-seats", "random,greedy", "-games", "4")
	if code != 0 || strings.Contains(out, "pacer") {
		t.Errorf("2 players: exit %d\n%s", code, out)
	}
	// The automaton takes no bot from -seats.
	code, _, errs = runArgs(t, "-game", "testsolo", "-players", "1", "-seats", "random,random")
	if code != 2 || !strings.Contains(errs, "-players 1 but -seats names 2") {
		t.Errorf("two bots for one seat: exit %d %s", code, errs)
	}
	code, _, errs = runArgs(t, "-game", "testsolo", "-seats", "random", "-solo", "easy")
	if code != 2 || !strings.Contains(errs, "-solo is not an option of testsolo") {
		t.Errorf("-solo on a game without it: exit %d %s", code, errs)
	}
}

// Figures checked by hand: the automaton's line comes after the bots';
// game 1 is a tie, half a win each; the unfinished game counts nowhere.
func TestAggregateAutomaton(t *testing.T) {
	results := []gameResult{
		{bots: []string{"hard", "botankhamon"}, totals: []int{90, 80}, winners: []int{0}, finished: true},
		{bots: []string{"hard", "botankhamon"}, totals: []int{70, 70}, winners: []int{0, 1}, finished: true},
		{bots: []string{"hard", "botankhamon"}, totals: []int{60, 95}, winners: []int{1}, finished: true},
		{bots: []string{"hard", "botankhamon"}},
	}
	var got []string
	for _, b := range aggregate([]string{"hard"}, results) {
		got = append(got, b.String())
	}
	want := []string{
		"bot=hard games=3 wins=1.5 mean=73.33",
		"bot=botankhamon games=3 wins=1.5 mean=81.67",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
