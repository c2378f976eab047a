package scenes

// One autosave per game, the abandon prompt, the menu remembered across
// restarts, the old single autosave adopted, and the inert cards of games
// not yet playable.

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/render"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// raceSave is the autosave of the test game.
var raceSave = storage.AutosaveFor("testrace")

// savedMatch is a match of spec after moves actions, and its save file.
func savedMatch(t *testing.T, spec *session.Spec, moves int) (*session.Session, []byte) {
	t.Helper()
	s, err := session.New(*spec)
	if err != nil {
		t.Fatal(err)
	}
	if moves > 0 {
		if _, err := s.AutoPlay(moves, "greedy"); err != nil {
			t.Fatal(err)
		}
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return s, data
}

// restart is a new run of the app on the same store, with the settings the
// last one saved (as cmd/nilegames loads them).
func restart(t *testing.T, store *storage.Memory, cfg Config) *harness {
	t.Helper()
	set, err := storage.LoadSettings(store, storage.DefaultSettings("en"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Lang != "" {
		set.Lang = cfg.Lang
	}
	cfg.Settings = set
	h := newHarness(t, store, cfg)
	h.settle()
	return h
}

func (h *harness) menu() *MenuScene {
	h.t.Helper()
	m, ok := h.app.scene.(*MenuScene)
	if !ok {
		h.t.Fatalf("scene is %T, want the menu", h.app.scene)
	}
	return m
}

func read(t *testing.T, store storage.Store, name string) string {
	t.Helper()
	d, err := store.Read(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return string(d)
}

// Starting Imhotep with a Kheops match saved leaves the Kheops save as it
// was; both are resumable afterwards, each exactly.
func TestTwoAutosavesOnePerGame(t *testing.T) {
	store := storage.NewMemory()
	h := restart(t, store, Config{ThinkIterations: 8, Start: Start{Scene: "match", Match: kheopsSpec(3, session.Human, "easy"), Moves: 9}})
	h.playHuman()
	h.waitHuman()
	kState, kMoves := h.match().Session().State().String(), h.match().Session().Moves()
	kData := read(t, store, storage.AutosaveFor("kheops"))

	h = restart(t, store, Config{ThinkIterations: 8})
	h.click("game.imhotep")
	if h.menu().abandon {
		t.Fatal("no Imhotep match in progress, yet a prompt")
	}
	h.click("start")
	h.settle()
	if sp := h.match().Session().Spec(); sp.Game != "imhotep" {
		t.Fatalf("started %s", sp.Game)
	}
	h.playHuman()
	h.waitHuman()
	iState, iMoves := h.match().Session().State().String(), h.match().Session().Moves()
	if got := read(t, store, storage.AutosaveFor("kheops")); got != kData {
		t.Fatal("starting Imhotep changed the Kheops autosave")
	}
	if iMoves == 0 {
		t.Fatal("no Imhotep move played")
	}

	for _, c := range []struct {
		game, state string
		moves       int
	}{{"kheops", kState, kMoves}, {"imhotep", iState, iMoves}} {
		h := restart(t, store, Config{ThinkIterations: 8})
		h.click("game." + c.game)
		if sceneUI(h.app.scene).get("resume").off {
			t.Fatalf("%s: resume not offered", c.game)
		}
		h.click("resume")
		h.settle()
		s := h.match().Session()
		if s.Spec().Game != c.game || s.State().String() != c.state || s.Moves() != c.moves {
			t.Errorf("%s: resumed %s %s (%d moves), want %s (%d)", c.game, s.Spec().Game, s.State(), s.Moves(), c.state, c.moves)
		}
	}
}

// The Resume button and the game cards count progress the way the match
// does (Entry.Progress: "Turn 10/30"), never by moves.
func TestMenuProgressAsTheMatchCountsIt(t *testing.T) {
	store := storage.NewMemory()
	s, data := savedMatch(t, kheopsSpec(5, session.Human, session.Human), 9)
	store.Write(storage.AutosaveFor("kheops"), data)
	for _, lang := range []string{"en", "fr"} {
		h := restart(t, store, Config{Lang: lang})
		m := h.menu()
		h.click("game.kheops")
		turn := h.app.progressText(s)
		word := map[string]string{"en": "Turn ", "fr": "Tour "}[lang]
		if !strings.HasPrefix(turn, word) || !strings.HasSuffix(turn, "/30") {
			t.Fatalf("%s: progress %q", lang, turn)
		}
		if sub := m.resumeSub(); !strings.Contains(sub, turn) || strings.Contains(sub, "move") || strings.Contains(sub, "coup") {
			t.Errorf("%s: resume says %q, want %q", lang, sub, turn)
		}
		if look := m.ui.get("game.kheops").look; !strings.Contains(look, turn) {
			t.Errorf("%s: the Kheops card does not say %q (%q)", lang, turn, look)
		}
		if look := m.ui.get("game.imhotep").look; strings.Contains(look, "/") {
			t.Errorf("%s: the Imhotep card says a game is in progress: %q", lang, look)
		}
		// The band is drawn: lapis across the bottom of the card's picture.
		img := h.snapshot()
		card := m.ui.get("game.kheops").r
		band := image.Rect(int(card.X)+12, int(card.Bottom())-72-38, int(card.Right())-12, int(card.Bottom())-74)
		if n := countNear(img, band, render.Lapis, 40); n < 1500 {
			t.Errorf("%s: band %d lapis pixels", lang, n)
		}
	}
}

// A new match over a running one of the same game asks first: Escape and
// Keep leave the save as it was, Resume reopens it, Abandon replaces it.
func TestAbandonPrompt(t *testing.T) {
	store := storage.NewMemory()
	s, data := savedMatch(t, kheopsSpec(5, session.Human, session.Human), 9)
	name := storage.AutosaveFor("kheops")
	store.Write(name, data)
	h := restart(t, store, Config{ThinkIterations: 8})
	h.click("game.kheops")
	m := h.menu()
	before := h.snapshot()

	ask := func(what string) {
		t.Helper()
		h.click("start")
		h.settle()
		if h.app.scene != Scene(m) || !m.abandon {
			t.Fatalf("%s: no prompt (scene %T)", what, h.app.scene)
		}
		for _, id := range []string{"abandon.yes", "abandon.keep", "abandon.resume"} {
			if w := m.ui.get(id); w == nil || w.off {
				t.Fatalf("%s: no %s button", what, id)
			}
		}
		// Only the prompt answers: the menu's buttons are under it.
		if m.ui.get("start") != nil || m.ui.get("game.imhotep") != nil {
			t.Fatalf("%s: the menu stays clickable under the prompt", what)
		}
	}
	ask("escape")
	// The menu is veiled, the prompt's panel drawn with the title.
	img := h.snapshot()
	if a, b := before.RGBAAt(40, 1060), img.RGBAAt(40, 1060); int(b.R)+int(b.G)+int(b.B) > (int(a.R)+int(a.G)+int(a.B))*3/4 {
		t.Errorf("no veil over the menu: %v then %v", a, b)
	}
	title := h.app.T("menu.abandon_title", "game", "Kheops", "progress", h.app.progressText(s))
	if !strings.Contains(title, "Turn ") {
		t.Errorf("title %q", title)
	}
	h.in.KeyPress("Escape")
	h.run(1)
	if m.abandon || read(t, store, name) != string(data) {
		t.Fatal("Escape did not keep the match")
	}
	if h.app.scene != Scene(m) {
		t.Fatalf("Escape left the menu for %T", h.app.scene)
	}

	ask("keep")
	h.click("abandon.keep")
	if m.abandon || read(t, store, name) != string(data) {
		t.Fatal("Keep did not keep the match")
	}

	ask("resume")
	h.click("abandon.resume")
	h.settle()
	if got := h.match().Session(); got.State().String() != s.State().String() || got.Moves() != s.Moves() {
		t.Fatalf("resume gave %s (%d moves), want %s (%d)", got.State(), got.Moves(), s.State(), s.Moves())
	}

	h = restart(t, store, Config{ThinkIterations: 8})
	h.click("game.kheops")
	m = h.menu()
	ask("abandon")
	h.click("abandon.yes")
	h.settle()
	if got := h.match().Session(); got.Spec().Game != "kheops" || got.Moves() != 0 {
		t.Fatalf("abandon started %s at move %d", got.Spec().Game, got.Moves())
	}
	if read(t, store, name) == string(data) {
		t.Error("the abandoned match is still the autosave")
	}

	// Another game: no prompt.
	store.Write(name, data)
	h = restart(t, store, Config{ThinkIterations: 8})
	h.click("game.imhotep")
	h.click("start")
	h.settle()
	if h.match().Session().Spec().Game != "imhotep" {
		t.Fatal("starting Imhotep did not start it")
	}
	if read(t, store, name) != string(data) {
		t.Error("starting Imhotep touched the Kheops save")
	}
}

// The prompt in both languages, for a look (and a check that it draws).
func TestAbandonPromptPictures(t *testing.T) {
	store := storage.NewMemory()
	_, data := savedMatch(t, kheopsSpec(5, session.Human, "easy"), 21)
	store.Write(storage.AutosaveFor("kheops"), data)
	for _, lang := range []string{"en", "fr"} {
		h := restart(t, store, Config{Lang: lang})
		h.click("game.kheops")
		menu := h.snapshot()
		h.click("start")
		h.settle()
		img := h.snapshot()
		saveKheopsFail(t, "abandon_prompt_"+lang, img)
		saveKheopsFail(t, "menu_in_progress_"+lang, menu)
		// The destructive button is terracotta.
		yes := h.menu().ui.get("abandon.yes").r
		if n := countNear(img, image.Rect(int(yes.X), int(yes.Y), int(yes.Right()), int(yes.Bottom())), render.Terracotta, 30); n < 2000 {
			t.Errorf("%s: abandon button %d terracotta pixels", lang, n)
		}
	}
}

// The menu comes back after a restart as it was left: the game, each game's
// seats, levels, typed names, colours and options; default names follow
// the language, typed ones do not.
func TestMenuRestoredAfterRestart(t *testing.T) {
	store := storage.NewMemory()
	h := restart(t, store, Config{})
	h.click("game.imhotep")
	m := h.menu()
	h.click("players.3")
	h.click("seat.1.kind.human")
	h.click("seat.2.kind.hard")
	h.click("seat.0.name")
	for i := 0; i < 10; i++ {
		h.in.KeyPress("Backspace")
		h.run(1)
	}
	h.chars = []rune("Néfer")
	h.run(1)
	h.in.KeyPress("Enter")
	h.run(1)
	h.click("seat.2.color")
	opt := m.entry.Options[0]
	last := opt.Choices[len(opt.Choices)-1].Value
	h.click("opt." + opt.Key + "=" + last)
	want := m.Spec(1)
	// Kheops, changed too, and selected last.
	h.click("game.kheops")
	h.click("seat.1.kind.hard")
	wantK := h.menu().Spec(1)

	for _, lang := range []string{"en", "fr"} {
		h := restart(t, store, Config{Lang: lang})
		m := h.menu()
		if m.sel != "kheops" {
			t.Fatalf("%s: selected %s, want kheops", lang, m.sel)
		}
		if got := m.Spec(1); got.Seats[1].Kind != "hard" || len(got.Seats) != len(wantK.Seats) {
			t.Errorf("%s: kheops seats %+v", lang, got.Seats)
		}
		h.click("game.imhotep")
		got := m.Spec(1)
		if len(got.Seats) != 3 {
			t.Fatalf("%s: %d seats", lang, len(got.Seats))
		}
		for i := range got.Seats {
			g, w := got.Seats[i], want.Seats[i]
			if g.Kind != w.Kind || g.Color != w.Color {
				t.Errorf("%s: seat %d %+v, want %+v", lang, i, g, w)
			}
		}
		if got.Seats[0].Name != "Néfer" {
			t.Errorf("%s: typed name %q", lang, got.Seats[0].Name)
		}
		wantName := map[string]string{"en": "Player 2", "fr": "Joueur 2"}[lang]
		if got.Seats[1].Name != wantName {
			t.Errorf("%s: default name %q, want %q", lang, got.Seats[1].Name, wantName)
		}
		if m.values[opt.Key] != last {
			t.Errorf("%s: option %s=%q, want %q", lang, opt.Key, m.values[opt.Key], last)
		}
		// The language switched in the menu renames the default names.
		other := map[string]string{"en": "fr", "fr": "en"}[lang]
		h.click("lang." + other)
		if n := m.Spec(1).Seats[1].Name; n == wantName || m.Spec(1).Seats[0].Name != "Néfer" {
			t.Errorf("%s→%s: names %q %q", lang, other, m.Spec(1).Seats[0].Name, n)
		}
		h.click("game.kheops") // as left before the restart
	}
}

// A remembered setup this version cannot use (a newer or hand-edited file)
// falls back to the defaults, piece by piece, without a panic.
func TestMenuMemoryOutOfRange(t *testing.T) {
	store := storage.NewMemory()
	set := storage.DefaultSettings("en")
	set.Menu = &storage.MenuMemory{Game: "chess", Setups: map[string]storage.GameSetup{
		"imhotep": {Seats: []storage.SeatSetup{{Kind: "wizard", Color: "pink"}, {Kind: "hard", Color: "black"}, {Kind: "easy", Color: "black"}},
			Options: map[string]string{"sides": "nonsense", "zzz": "1"}},
	}}
	storage.SaveSettings(store, set)
	h := restart(t, store, Config{})
	m := h.menu()
	if !m.ok {
		t.Fatalf("selected %q", m.sel)
	}
	h.click("game.kheops")
	h.click("game.imhotep")
	sp := m.Spec(1)
	if len(sp.Seats) != 3 || sp.Seats[0].Kind != session.Human || sp.Seats[1].Kind != "hard" {
		t.Errorf("seats %+v", sp.Seats)
	}
	seen := map[string]bool{}
	for _, s := range sp.Seats {
		if seen[s.Color] {
			t.Errorf("colour %s twice: %+v", s.Color, sp.Seats)
		}
		seen[s.Color] = true
	}
}

// The single autosave.json of earlier versions becomes its game's autosave:
// resumable from the menu and by -resume, never lost.
func TestLegacyAutosaveAdopted(t *testing.T) {
	s, data := savedMatch(t, kheopsSpec(5, session.Human, session.Human), 9)
	store := storage.NewMemory()
	store.Write(storage.LegacyAutosaveName, data)
	h := restart(t, store, Config{})
	if got := read(t, store, storage.AutosaveFor("kheops")); got != string(data) {
		t.Fatal("not adopted as the Kheops autosave")
	}
	if _, err := store.Read(storage.LegacyAutosaveName); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("autosave.json still there: %v", store.Names())
	}
	if h.app.notice.key != "" {
		t.Errorf("notice %s", h.app.notice.key)
	}
	h.click("game.kheops")
	h.click("resume")
	h.settle()
	if got := h.match().Session(); got.State().String() != s.State().String() {
		t.Errorf("resumed %s", got.State())
	}

	// -resume opens it (the last game played is now Kheops).
	store = storage.NewMemory()
	store.Write(storage.LegacyAutosaveName, data)
	h = restart(t, store, Config{Start: Start{Scene: "match", Resume: true}})
	if got := h.match().Session(); got.Spec().Game != "kheops" || got.State().String() != s.State().String() {
		t.Errorf("-resume gave %s %s", got.Spec().Game, got.State())
	}

	// A Kheops autosave already there (written since): the old file is
	// moved aside, and the newer one stays.
	store = storage.NewMemory()
	_, newer := savedMatch(t, kheopsSpec(6, session.Human, "easy"), 4)
	store.Write(storage.AutosaveFor("kheops"), newer)
	store.Write(storage.LegacyAutosaveName, data)
	restart(t, store, Config{})
	if read(t, store, storage.AutosaveFor("kheops")) != string(newer) {
		t.Error("the newer Kheops autosave was replaced")
	}
	kept := ""
	for _, n := range store.Names() {
		if strings.HasPrefix(n, "autosave.old-") {
			kept = n
		}
	}
	if kept == "" || read(t, store, kept) != string(data) {
		t.Errorf("the old autosave was not kept: %v", store.Names())
	}

	// A run that must not write leaves the file, and still offers it.
	store = storage.NewMemory()
	store.Write(storage.LegacyAutosaveName, data)
	h = restart(t, store, Config{NoAutosave: true})
	if read(t, store, storage.LegacyAutosaveName) != string(data) || len(store.Names()) != 1 {
		t.Errorf("a -nosave run changed the files: %v", store.Names())
	}
	h.click("game.kheops")
	if sceneUI(h.app.scene).get("resume").off {
		t.Error("the old save is not offered in a -nosave run")
	}

	// A damaged old autosave is set aside, as before.
	store = storage.NewMemory()
	store.Write(storage.LegacyAutosaveName, []byte("not a save"))
	h = restart(t, store, Config{})
	if h.app.notice.key != "error.save_refused" {
		t.Errorf("notice %q", h.app.notice.key)
	}
	bad := false
	for _, n := range store.Names() {
		bad = bad || strings.HasPrefix(n, "autosave.bad-")
	}
	if !bad {
		t.Errorf("not kept aside: %v", store.Names())
	}
}

// -resume reopens the last game played, whichever it is.
func TestResumeOpensLastPlayed(t *testing.T) {
	store := storage.NewMemory()
	_, kd := savedMatch(t, kheopsSpec(5, session.Human, session.Human), 9)
	_, id := savedMatch(t, imhotepSpec(5, session.Human, "easy"), 5)
	store.Write(storage.AutosaveFor("kheops"), kd)
	store.Write(storage.AutosaveFor("imhotep"), id)
	for _, game := range []string{"kheops", "imhotep", "kheops"} {
		set, _ := storage.LoadSettings(store, storage.DefaultSettings("en"))
		set.LastPlayed = game
		storage.SaveSettings(store, set)
		h := restart(t, store, Config{Start: Start{Scene: "match", Resume: true}})
		if got := h.match().Session().Spec().Game; got != game {
			t.Errorf("-resume opened %s, want %s", got, game)
		}
	}
}

// Cards of games not yet playable are pictures, not buttons: the pointer
// over them changes nothing, a click selects nothing; playable cards
// answer the pointer.
func TestComingSoonCardsAreInert(t *testing.T) {
	h := restart(t, storage.NewMemory(), Config{})
	m := h.menu()
	diff := func(a, b *image.RGBA, r image.Rectangle) int {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
					n++
				}
			}
		}
		return n
	}
	away := func() {
		h.in.MoveTo(960, 1070)
		h.run(1)
	}
	// Tekhenu, Pharaon and Egizia are registered in this test binary only
	// (solo_menu_xvfb_test, pharaon_xvfb_test, egizia_xvfb_test).
	_, tek := gameview.Lookup("tekhenu")
	_, ph := gameview.Lookup("pharaon")
	_, eg := gameview.Lookup("egizia")
	for _, c := range []struct {
		game  string
		alive bool
	}{{"kheops", true}, {"tekhenu", tek}, {"pharaon", ph}, {"egizia", eg}} {
		w := m.ui.get("game." + c.game)
		r := image.Rect(int(w.r.X)-6, int(w.r.Y)-6, int(w.r.Right())+6, int(w.r.Bottom())+6)
		away()
		a := h.snapshot()
		h.in.MoveTo(w.r.Center().X, w.r.Center().Y)
		h.run(1)
		b := h.snapshot()
		changed := diff(a, b, r)
		if c.alive && changed < 200 {
			t.Errorf("%s: hover changed %d pixels", c.game, changed)
		}
		if !c.alive {
			if changed != 0 {
				t.Errorf("%s: hover changed %d pixels", c.game, changed)
			}
			if _, ok := m.ui.reg.Hit(w.r.Center().X, w.r.Center().Y); ok {
				t.Errorf("%s: the card is a hit region", c.game)
			}
			h.in.Frame(input.TapAt(w.r.Center().X, w.r.Center().Y)...)
			h.run(1)
			if m.sel == c.game {
				t.Errorf("%s: a click selected it", c.game)
			}
			// No shadow beneath: the sand just below the card is the
			// background's.
			below := b.RGBAAt(int(w.r.Center().X), int(w.r.Bottom())+5)
			if !near(below, b.RGBAAt(int(w.r.Center().X), int(w.r.Bottom())+18), 10) {
				t.Errorf("%s: a shadow under the card (%v)", c.game, below)
			}
		}
	}
}

func near(a, b interface{ RGBA() (r, g, b, a uint32) }, tol int) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && v >= -tol }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}

// A finished match stays in its file (as before) but is not offered: no
// Resume, no "in progress", and a new match starts without a prompt.
func TestFinishedMatchIsNotOffered(t *testing.T) {
	store := storage.NewMemory()
	s, data := savedMatch(t, raceSpec(session.Human, "random"), 1<<20)
	if !s.Terminal() {
		t.Fatal("the match did not finish")
	}
	store.Write(raceSave, data)
	h := restart(t, store, Config{})
	m := h.menu()
	m.selectGame("testrace")
	if m.saved() != nil || !m.ui.get("resume").off {
		t.Error("a finished match is offered")
	}
	if read(t, store, raceSave) != string(data) {
		t.Error("the finished match's file was changed")
	}
	h.click("start")
	if m.abandon {
		t.Error("a prompt over a finished match")
	}
	h.settle()
	if h.match().Session().Moves() != 0 {
		t.Error("no new match")
	}
}

// The menu counts a saved Tekhenu match's progress in the board's turns
// (of 16), on the Resume button and on the game's card.
func TestTekhenuMenuProgress(t *testing.T) {
	store := storage.NewMemory()
	s, data := savedMatch(t, tekhenuSpec(5, engine.Options{"solo": "easy"}, session.Human, session.Automaton), 30)
	store.Write(storage.AutosaveFor("tekhenu"), data)
	turn := s.State().(*tekhenu.State).Turn()
	if turn < 2 || turn > 16 {
		t.Fatalf("turn %d after 30 moves", turn)
	}
	for _, lang := range []string{"en", "fr"} {
		h := restart(t, store, Config{Lang: lang})
		m := h.menu()
		h.click("game.tekhenu")
		want := map[string]string{"en": "Turn ", "fr": "Tour "}[lang] + fmt.Sprint(turn) + "/16"
		if got := h.app.progressText(s); got != want {
			t.Errorf("%s: progress %q, want %q", lang, got, want)
		}
		if sub := m.resumeSub(); !strings.Contains(sub, want) {
			t.Errorf("%s: resume says %q, want %q", lang, sub, want)
		}
		if look := m.ui.get("game.tekhenu").look; !strings.Contains(look, want) {
			t.Errorf("%s: the card does not say %q (%q)", lang, want, look)
		}
	}
}
