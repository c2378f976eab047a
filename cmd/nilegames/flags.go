package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"nilegames/cmd/nilegames/internal/appversion"
	"nilegames/engine"
	"nilegames/engine/ai"
	"nilegames/input"
	"nilegames/locales"
	"nilegames/scenes"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// options are the command line.
type options struct {
	game       string
	seats      []string
	names      []string
	lang       string
	seed       uint64
	seedSet    bool
	autoplay   bool
	screenshot string
	frames     int
	moves      int
	scene      string
	opts       engine.Options
	config     string
	nosave     bool
	resume     bool
	fps        bool
	memstats   time.Duration
	// density fixes the device pixels per logical pixel; 0 follows the
	// window (a screenshot: 1).
	density float64
	// Measurement: CPU profile, time to the first frame, stop after a while.
	cpuprofile string
	firstframe bool
	quitafter  time.Duration
	// stopProfile ends -cpuprofile (also when -quitafter stops an idle app).
	stopProfile func()
	// version: print the version and exit, whatever the other flags.
	version bool
}

const usage = `Usage: nilegames [flags]

With no flag, the title menu opens. Flags:
  -game NAME        start a match of that game at once (imhotep, kheops,
                    tekhenu, pharaon, egizia)
  -seats LIST       the seats, comma-separated: human, or an AI level
                    (easy, normal, hard; also random, greedy), or
                    automaton: the solo opponent the rules play, where
                    the game has one (its seat is the one the rules
                    give it); default human,normal,normal,normal
  -solo LEVEL       a solo match against the game's automaton at LEVEL
                    (Tekhenu: easy, medium, hard; Pharaon: the Traitor's
                    0 to 5 dark tiles); seats default to human,automaton
  -names LIST       the players' names, comma-separated
  -autoplay         every seat is played by the AI (human seats become normal)
  -opt KEY=VAL,...  game options (Imhotep: sides=ABAAB, wrath=true, first=0;
                    Pharaon: discovery=01, one 0/1 per player)
  -seed N           the match's seed (default: from the clock)
  -lang en|fr       the language for this run (default: the saved setting,
                    else French if the system's locale is French)
  -resume           resume the last game played (its autosave; else any
                    game in progress)
  -scene NAME       the first scene: menu, match, end, rules, settings
  -moves K          play K actions at once before the first frame
  -screenshot FILE  render -frames frames, save the screen as PNG, exit
  -frames N         frames before the screenshot (default 60)
  -density D        draw D device pixels per logical pixel (1 to 4): the
                    screenshot is 1920D x 1080D; default: the window's
                    (a screenshot: 1)
  -config DIR       where settings.toml and the autosaves (one per game,
                    autosave-GAME.json) live (default: the user config dir,
                    nilegames/)
  -nosave           do not write settings or the autosave
  -fps              print the frame rate while something moves
  -memstats D       print RSS and Go heap figures every D (e.g. 5s)
  -cpuprofile FILE  write a CPU profile (pprof) until the app stops
  -firstframe       print the time from start to the first frame (drawn,
                    then presented)
  -quitafter D      stop after duration D (e.g. 20s), for measurements
  -version          print the version and exit
`

func parseFlags(args []string, stderr io.Writer) (*options, error) {
	// As appversion's init decides it, before the other flags are checked.
	if appversion.Requested(args) {
		return &options{version: true}, nil
	}
	o := &options{}
	fs := flag.NewFlagSet("nilegames", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	var seats, names, opts, solo string
	var seed uint64
	fs.StringVar(&o.game, "game", "", "")
	fs.StringVar(&seats, "seats", "", "")
	fs.StringVar(&names, "names", "", "")
	fs.StringVar(&o.lang, "lang", "", "")
	fs.Uint64Var(&seed, "seed", 0, "")
	fs.BoolVar(&o.autoplay, "autoplay", false, "")
	fs.StringVar(&o.screenshot, "screenshot", "", "")
	fs.IntVar(&o.frames, "frames", 60, "")
	fs.Float64Var(&o.density, "density", 0, "")
	fs.IntVar(&o.moves, "moves", 0, "")
	fs.StringVar(&o.scene, "scene", "", "")
	fs.StringVar(&opts, "opt", "", "")
	fs.StringVar(&solo, "solo", "", "")
	fs.StringVar(&o.config, "config", "", "")
	fs.BoolVar(&o.nosave, "nosave", false, "")
	fs.BoolVar(&o.resume, "resume", false, "")
	fs.BoolVar(&o.fps, "fps", false, "")
	fs.DurationVar(&o.memstats, "memstats", 0, "")
	fs.StringVar(&o.cpuprofile, "cpuprofile", "", "")
	fs.BoolVar(&o.firstframe, "firstframe", false, "")
	fs.DurationVar(&o.quitafter, "quitafter", 0, "")
	fs.BoolVar(&o.version, "version", false, "") // -version=false
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (see -h)", fs.Arg(0))
	}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "seed" {
			o.seedSet = true
		}
	})
	o.seed = seed
	if o.lang != "" && !contains(locales.Languages, o.lang) {
		return nil, fmt.Errorf("-lang %q: known languages are %s", o.lang, strings.Join(locales.Languages, ", "))
	}
	if o.memstats < 0 {
		return nil, errors.New("-memstats must not be negative")
	}
	if o.frames < 1 {
		return nil, errors.New("-frames must be at least 1")
	}
	if o.moves < 0 {
		return nil, errors.New("-moves must not be negative")
	}
	if o.density != 0 && !(o.density >= 1 && o.density <= 4) {
		return nil, errors.New("-density must be between 1 and 4")
	}
	switch o.scene {
	case "", "menu", "match", "end", "rules", "settings":
	default:
		return nil, fmt.Errorf("-scene %q: one of menu, match, end, rules, settings", o.scene)
	}
	if seats != "" {
		o.seats = strings.Split(seats, ",")
	}
	if names != "" {
		o.names = strings.Split(names, ",")
	}
	known := append([]string{session.Human, session.Automaton}, ai.Names()...)
	for i, s := range o.seats {
		s = strings.ToLower(strings.TrimSpace(s))
		if s == "ai" {
			s = "normal"
		}
		if !contains(known, s) {
			return nil, fmt.Errorf("-seats: %q is not one of %s", s, strings.Join(known, ", "))
		}
		if o.autoplay && s == session.Human {
			s = "normal"
		}
		o.seats[i] = s
	}
	o.opts = engine.Options{}
	if opts != "" {
		for _, kv := range strings.Split(opts, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || k == "" {
				return nil, fmt.Errorf("-opt %q: want KEY=VALUE", kv)
			}
			o.opts[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	if solo = strings.ToLower(strings.TrimSpace(solo)); solo != "" {
		key := soloKey(o.game)
		if v, ok := o.opts[key]; ok && v != solo {
			return nil, fmt.Errorf("-solo %s and -opt %s=%s disagree", solo, key, v)
		}
		o.opts[key] = solo
		if len(o.seats) == 0 {
			o.seats = []string{session.Human, session.Automaton}
			if o.autoplay {
				o.seats[0] = "normal"
			}
		}
		if !contains(o.seats, session.Automaton) {
			return nil, fmt.Errorf("-solo %s: the seats %s have no automaton", solo, strings.Join(o.seats, ","))
		}
	}
	wantsMatch := o.game != "" || len(o.seats) > 0 || solo != "" || o.autoplay || o.scene == "match" || o.scene == "end" || o.moves > 0
	if wantsMatch && !o.resume && o.game == "" {
		o.game = "imhotep"
	}
	if o.game != "" && o.scene == "" {
		o.scene = "match"
	}
	if o.resume && o.scene == "" {
		o.scene = "match"
	}
	if o.game != "" && len(o.seats) == 0 {
		o.seats = []string{session.Human, "normal", "normal", "normal"}
		if o.autoplay {
			o.seats[0] = "normal"
		}
	}
	if len(o.names) > len(o.seats) && len(o.seats) > 0 {
		return nil, fmt.Errorf("-names: %d names for %d seats", len(o.names), len(o.seats))
	}
	return o, nil
}

// soloKey is the option -solo sets: the game's first solo option (its
// automaton's level: Tekhenu's solo, Pharaon's traitor), else "solo".
func soloKey(game string) string {
	if e, ok := gameview.Lookup(game); ok && e.Solo != nil && len(e.Solo.Options) > 0 {
		return e.Solo.Options[0].Key
	}
	return "solo"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// hasAutomata reports whether game's states may hold automaton seats.
func hasAutomata(game string) bool {
	g, ok := engine.Lookup(game)
	if !ok {
		return true // session.New names the unknown game
	}
	for n := 1; n <= 4; n++ {
		if st, err := g.NewState(engine.Options{"players": fmt.Sprint(n)}, 1); err == nil {
			_, ok := st.(engine.Automata)
			return ok
		}
	}
	return false
}

// ephemeral runs leave the player's files alone.
func (o *options) ephemeral() bool { return o.screenshot != "" || o.nosave }

func (o *options) store() (storage.Store, error) {
	switch {
	case o.config != "":
		return storage.AtDir(o.config)
	case o.screenshot != "":
		return storage.NewMemory(), nil
	}
	return storage.Default()
}

// spec is the match the flags ask for (nil for none).
func (o *options) spec(lang string) (*session.Spec, error) {
	if o.game == "" {
		return nil, nil
	}
	seed := o.seed
	if !o.seedSet {
		seed = uint64(time.Now().UnixNano())
	}
	loc, err := locales.Load(lang)
	if err != nil {
		return nil, err
	}
	sp := &session.Spec{Game: o.game, Options: o.opts.Clone(), Seed: seed}
	colors := scenes.DefaultColors(o.game)
	humans := 0
	for i, k := range o.seats {
		name := ""
		if k == session.Human {
			humans++
		}
		switch {
		case i < len(o.names) && strings.TrimSpace(o.names[i]) != "":
			name = strings.TrimSpace(o.names[i])
		case k == session.Human:
			name = loc.T("menu.player_name", "n", humans)
		default:
			name = loc.T(fmt.Sprintf("names.bot%d", i+1))
		}
		c := ""
		if i < len(colors) {
			c = colors[i].String()
		}
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: name, Color: c, Kind: k})
	}
	if contains(o.seats, session.Automaton) {
		if err := o.nameAutomata(sp, loc); err != nil {
			return nil, err
		}
	}
	return sp, nil
}

// nameAutomata checks the automaton seats against the rules (the game must
// have one, in that seat) and names them as the game does, unless -names
// named them.
func (o *options) nameAutomata(sp *session.Spec, loc *locales.Bundle) error {
	if !hasAutomata(sp.Game) {
		return fmt.Errorf("-seats: %s has no solo opponent, no seat may be an %s", sp.Game, session.Automaton)
	}
	s, err := session.New(*sp)
	if err != nil {
		return fmt.Errorf("-seats: %w", err)
	}
	auto, _ := s.State().(engine.Automata)
	for i := range sp.Seats {
		if sp.Seats[i].Kind != session.Automaton || auto == nil || (i < len(o.names) && strings.TrimSpace(o.names[i]) != "") {
			continue
		}
		code, _ := auto.Automaton(i)
		if key := sp.Game + ".name." + code; loc.Has(key) {
			sp.Seats[i].Name = loc.T(key)
		}
	}
	return nil
}

func (o *options) appConfig(st storage.Store, settings storage.Settings, serr error) (scenes.Config, error) {
	lang := settings.Lang
	if o.lang != "" {
		lang = o.lang
	}
	sp, err := o.spec(lang)
	if err != nil {
		return scenes.Config{}, err
	}
	cfg := scenes.Config{
		Store:       st,
		Settings:    settings,
		SettingsErr: serr,
		Lang:        o.lang,
		NoAutosave:  o.nosave || (o.screenshot != "" && o.config == ""),
		Version:     appversion.String(),
		Start:       scenes.Start{Scene: o.scene, Match: sp, Moves: o.moves, Resume: o.resume},
		Density:     o.density,
	}
	if o.resume {
		cfg.Start.Match = nil
	}
	if o.screenshot != "" {
		cfg.Screenshot = o.screenshotWriter
		cfg.Frames = o.frames
		cfg.ThinkIterations = 64 // reproducible pictures
		cfg.Now = func() time.Time { return time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC) }
		// The pointer of the display must not leave hovers and tooltips.
		cfg.Source = &input.Fake{}
	}
	return cfg, nil
}
