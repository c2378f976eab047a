package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"nilegames/engine"
	"nilegames/engine/ai"
)

type mode int

const (
	modeMatch mode = iota
	modeReplay
	modeBench
)

// config is the validated command line.
type config struct {
	mode      mode
	gameName  string
	game      engine.Game
	players   int // 0 in bench mode without -players: the game's default
	seats     []string
	games     int
	seed      uint64
	sides     string // "", a string of A/B, or sidesMixed
	wrath     bool
	firstGame bool
	solo      string // level of the solo opponent, "" outside solo games
	chal1     bool
	chal2     bool
	traitor   string // Pharaon solo: the Traitor's level 0..5, traitorMixed, "" outside
	discovery bool   // Pharaon: every player starts in Discovery mode
	jobs      int
	saveDir   string
	replay    string
	benchTime time.Duration
}

// sidesMixed and soloMixed draw the option from each game's seed.
const (
	sidesMixed = "mixed"
	soloMixed  = "mixed"
)

// siteCount is the number of double-sided boards of the games that take
// -sides; a game absent from it has no "sides" option.
var siteCount = map[string]int{"imhotep": 5}

// soloDefault is the default level (option "solo") of the games with a
// solo opponent and its options solo, challenge1 and challenge2; a game
// absent from it has none of them.
var soloDefault = map[string]string{"tekhenu": "medium"}

// soloLevels are the levels -solo mixed draws from.
var soloLevels = []string{"easy", "medium", "hard"}

// traitorGames take -traitor (their solo opponent's level, option
// "traitor", 0..5, default 0) and -discovery (option "discovery", one 0/1
// per player).
var traitorGames = map[string]bool{"pharaon": true}

// traitorMixed draws each game's Traitor level from its seed.
const traitorMixed = "mixed"

// usageError is a bad command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// errHelp asks for the help text (exit status 0).
var errHelp = errors.New("help requested")

const usageText = `nilesim: headless matches, replays and benchmarks of Nile Games engines.

Usage:
  nilesim [-game imhotep] -seats BOT,BOT,... [-players N] [-games N] [-seed N]
          [-sides ABABA|mixed] [-wrath] [-firstgame]
          [-solo easy|medium|hard|mixed] [-challenge1] [-challenge2]
          [-traitor 0..5|mixed] [-discovery] [-j N] [-save DIR]
  nilesim -replay FILE
  nilesim [-game imhotep] -bench [-players N] [-sides ABABA|mixed] [-wrath] [-firstgame]
          [-solo LEVEL] [-challenge1] [-challenge2] [-traitor N] [-discovery]
          [-seed N] [-benchtime 2s]

Matches
  -game NAME     game to play (default imhotep; known: %s)
  -seats LIST    comma-separated bots, one per seat (known bots: %s)
  -players N     number of players; defaults to the number of seats and must
                 equal it when given
  -games N       number of games (default 100)
  -seed N        base seed (default 1). Game i gets a seed derived from it and
                 i; every bot decision gets a seed derived from the game seed
                 and the move number, so a run gives the same results whatever -j.
  -sides S       Imhotep site sides, one letter A or B per site in the order
                 Market, Pyramid, Temple, Burial chamber, Obelisks (default
                 AAAAA); "mixed" draws the sides of each game from its seed
  -wrath         Imhotep variant "Wrath of the Pharaoh"
  -firstgame     Tekhenu first game: the board's printed Horus values instead
                 of the Horus tiles
  -solo LEVEL    the solo game (-players 1, or a single name in -seats) of a
                 game with a solo opponent (Tekhenu: Botankhamon): its level,
                 easy, medium or hard (default medium); "mixed" draws the
                 level and each challenge (one chance in two) of each game
                 from its seed, and then takes no -challenge flag
  -challenge1    Tekhenu solo: Botankhamon's first optional challenge
  -challenge2    Tekhenu solo: Botankhamon's second optional challenge
  -traitor N     Pharaon solo (-players 1): the Traitor's level, 0 to 5 (its
                 tiles turned to their dark face; default 0); "mixed" draws
                 each game's level from its seed
  -discovery     Pharaon: every player starts in Discovery mode (a Scribe
                 dealt instead of the choice of a Noble)
  -j N           games played in parallel (default GOMAXPROCS = %d)
  -save DIR      write each game's save file to DIR/<game>-<index>.json
                 (also for games that failed), for -replay

  Seats rotate between games so that no seat position is favoured: game i
  gives seat k the bot at position (k+i) mod players of -seats.
  In a solo game the one bot of -seats faces the game's automaton, a seat
  whose moves the rules make (Tekhenu: Botankhamon): it has no bot and
  -seats does not name it.
  Output, one line per distinct bot name in order of first appearance, then
  one per automaton (named by the game, e.g. bot=botankhamon):
    bot=<name> games=<n> wins=<w> mean=<score>
  A name given on several seats is aggregated over those seats: games counts
  seat-games (a name on 3 seats counts 3 per game), wins sums the wins of its
  seats and mean is its mean final score per seat. A win shared by k players
  counts 1/k (wins are printed with up to 2 decimals when fractional). Only
  finished games count. The last line is
    games=<n> finished=<n> errors=<e>
  A game errs when a bot returns an action the engine refuses or that is not
  in the legal list, when the engine panics (the game seed and the panic are
  printed on stderr), stalls, or exceeds its bound on the number of actions.
  The exit status is 1 when any game erred.

Replay
  -replay FILE   load a save file, replay it and print the scores with their
                 breakdown per source: final scores, or the current scores of a
                 game that is not over (said so); an automaton's line names it
                 (seat=1 automaton=botankhamon ...). Exit status 1 if the file
                 is refused. Takes no other flag.

Benchmarks
  -bench         print, for the game:
                   game=<name> random_games_per_s=<x> allocs_per_apply=<y> mcts_iterations_per_s=<z> hard_move_ms=<t>
                 random_games_per_s: full games with uniformly random legal
                 actions on one goroutine; allocs_per_apply: heap allocations
                 per Apply over random games; mcts_iterations_per_s: search
                 iterations of the "hard" bot on mid-game positions;
                 hard_move_ms: mean time of one "hard" decision at random points
                 of random games (positions with at least 2 legal actions).
  -benchtime D   time spent on each timed measure (default 2s)

Exit status: 0 success, 1 a game or the replay failed, 2 bad command line.
`

func usage() string {
	return fmt.Sprintf(usageText, strings.Join(engine.Games(), ", "), strings.Join(ai.Names(), ", "), runtime.GOMAXPROCS(0))
}

// parseArgs turns the command line into a validated config. Errors are
// usageError (exit 2) or errHelp.
func parseArgs(args []string) (*config, error) {
	fs := flag.NewFlagSet("nilesim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	c := &config{}
	var seats string
	fs.StringVar(&c.gameName, "game", "imhotep", "")
	fs.StringVar(&seats, "seats", "", "")
	fs.IntVar(&c.players, "players", 0, "")
	fs.IntVar(&c.games, "games", 100, "")
	fs.Uint64Var(&c.seed, "seed", 1, "")
	fs.StringVar(&c.sides, "sides", "", "")
	fs.BoolVar(&c.wrath, "wrath", false, "")
	fs.BoolVar(&c.firstGame, "firstgame", false, "")
	fs.StringVar(&c.solo, "solo", "", "")
	fs.BoolVar(&c.chal1, "challenge1", false, "")
	fs.BoolVar(&c.chal2, "challenge2", false, "")
	fs.StringVar(&c.traitor, "traitor", "", "")
	fs.BoolVar(&c.discovery, "discovery", false, "")
	fs.IntVar(&c.jobs, "j", runtime.GOMAXPROCS(0), "")
	fs.StringVar(&c.saveDir, "save", "", "")
	fs.StringVar(&c.replay, "replay", "", "")
	bench := fs.Bool("bench", false, "")
	fs.DurationVar(&c.benchTime, "benchtime", 2*time.Second, "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, errHelp
		}
		return nil, usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return nil, usagef("unexpected argument %q (every option is a flag)", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	refuse := func(what string, names ...string) error {
		for _, n := range names {
			if set[n] {
				return usagef("-%s cannot be combined with %s", n, what)
			}
		}
		return nil
	}

	switch {
	case set["replay"]:
		c.mode = modeReplay
		if c.replay == "" {
			return nil, usagef("-replay needs a file name")
		}
		if err := refuse("-replay", "game", "seats", "players", "games", "seed", "sides", "wrath", "firstgame", "solo", "challenge1", "challenge2", "traitor", "discovery", "j", "save", "bench", "benchtime"); err != nil {
			return nil, err
		}
		return c, nil
	case *bench:
		c.mode = modeBench
		if err := refuse("-bench", "seats", "games", "j", "save"); err != nil {
			return nil, err
		}
		if c.benchTime <= 0 {
			return nil, usagef("-benchtime must be positive, not %v", c.benchTime)
		}
	default:
		c.mode = modeMatch
		if set["benchtime"] {
			return nil, usagef("-benchtime only goes with -bench")
		}
	}

	g, ok := engine.Lookup(c.gameName)
	if !ok {
		return nil, usagef("unknown game %q (known: %s)", c.gameName, strings.Join(engine.Games(), ", "))
	}
	c.game = g
	info := g.Info()

	if c.mode == modeMatch {
		if strings.TrimSpace(seats) == "" {
			return nil, usagef("-seats is missing: give one bot per seat, e.g. -seats hard,random (known bots: %s)", strings.Join(ai.Names(), ", "))
		}
		for _, s := range strings.Split(seats, ",") {
			s = strings.TrimSpace(s)
			if s == "" {
				return nil, usagef("-seats %q has an empty name", seats)
			}
			if _, err := ai.New(s); err != nil {
				return nil, usagef("unknown bot %q in -seats (known bots: %s)", s, strings.Join(ai.Names(), ", "))
			}
			c.seats = append(c.seats, s)
		}
		if c.players == 0 && !set["players"] {
			c.players = len(c.seats)
		}
		if c.players != len(c.seats) {
			return nil, usagef("-players %d but -seats names %d bots: give one bot per seat", c.players, len(c.seats))
		}
		if c.games < 1 {
			return nil, usagef("-games must be at least 1, not %d", c.games)
		}
		if c.jobs < 1 {
			return nil, usagef("-j must be at least 1, not %d", c.jobs)
		}
	}
	if set["players"] || c.mode == modeMatch {
		if c.players < info.MinPlayers || c.players > info.MaxPlayers {
			return nil, usagef("%s is for %d to %d players, not %d", info.Name, info.MinPlayers, info.MaxPlayers, c.players)
		}
	}

	if set["sides"] {
		n, ok := siteCount[c.gameName]
		if !ok {
			return nil, usagef("-sides is not an option of %s", c.gameName)
		}
		s := strings.ToUpper(strings.TrimSpace(c.sides))
		if strings.EqualFold(s, sidesMixed) {
			c.sides = sidesMixed
		} else {
			if len(s) != n || strings.Trim(s, "AB") != "" {
				return nil, usagef("-sides %q: give %d letters A or B (one per site, in the order Market, Pyramid, Temple, Burial chamber, Obelisks) or \"mixed\"", c.sides, n)
			}
			c.sides = s
		}
	}

	soloFlags := set["solo"] || set["challenge1"] || set["challenge2"]
	if def, ok := soloDefault[c.gameName]; ok && c.players == 1 {
		if !set["solo"] {
			c.solo = def
		}
		if c.solo == soloMixed && (c.chal1 || c.chal2) {
			return nil, usagef("-solo mixed draws the challenges: it takes no -challenge1 or -challenge2")
		}
	} else if soloFlags {
		for _, n := range []string{"solo", "challenge1", "challenge2"} {
			if !set[n] {
				continue
			}
			if !ok {
				return nil, usagef("-%s is not an option of %s (it has no solo opponent)", n, c.gameName)
			}
			return nil, usagef("-%s is for the solo game: give -players 1 (or a single name in -seats)", n)
		}
	}

	if set["traitor"] || set["discovery"] {
		name := "traitor"
		if !set["traitor"] {
			name = "discovery"
		}
		if !traitorGames[c.gameName] {
			return nil, usagef("-%s is not an option of %s", name, c.gameName)
		}
	}
	if set["traitor"] {
		if c.players != 1 {
			return nil, usagef("-traitor is for the solo game: give -players 1 (or a single name in -seats)")
		}
		t := strings.ToLower(strings.TrimSpace(c.traitor))
		if t != traitorMixed && (len(t) != 1 || t[0] < '0' || t[0] > '5') {
			return nil, usagef("-traitor %q: give a level from 0 to 5, or \"mixed\"", c.traitor)
		}
		c.traitor = t
	}

	// The game has the last word on its options.
	if _, err := g.NewState(c.options(0), 0); err != nil {
		return nil, usagef("%s refuses these options: %v", info.Name, err)
	}
	return c, nil
}

// options builds the game options for the game whose seed is gameSeed.
func (c *config) options(gameSeed uint64) engine.Options {
	o := engine.Options{}
	if c.players > 0 {
		o["players"] = fmt.Sprint(c.players)
	}
	switch c.sides {
	case "":
	case sidesMixed:
		rng := engine.NewRNG(deriveSeed(gameSeed, saltSides))
		b := make([]byte, siteCount[c.gameName])
		for i := range b {
			b[i] = "AB"[rng.IntN(2)]
		}
		o["sides"] = string(b)
	default:
		o["sides"] = c.sides
	}
	if c.wrath {
		o["wrath"] = "true"
	}
	if c.firstGame {
		o["firstgame"] = "true"
	}
	chal1, chal2 := c.chal1, c.chal2
	switch c.solo {
	case "":
	case soloMixed:
		rng := engine.NewRNG(deriveSeed(gameSeed, saltSolo))
		o["solo"] = soloLevels[rng.IntN(len(soloLevels))]
		chal1, chal2 = rng.IntN(2) == 1, rng.IntN(2) == 1
	default:
		o["solo"] = c.solo
	}
	if chal1 {
		o["challenge1"] = "true"
	}
	if chal2 {
		o["challenge2"] = "true"
	}
	switch c.traitor {
	case "":
	case traitorMixed:
		rng := engine.NewRNG(deriveSeed(gameSeed, saltSolo))
		o["traitor"] = fmt.Sprint(rng.IntN(6))
	default:
		o["traitor"] = c.traitor
	}
	if c.discovery && c.players > 0 {
		o["discovery"] = strings.Repeat("1", c.players)
	}
	return o
}
