package scenes

import (
	"errors"
	"image"
	"image/color"
	"io/fs"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"nilegames/engine"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// harness drives an App frame by frame with scripted input.
type harness struct {
	t      *testing.T
	app    *App
	in     *input.Fake
	chars  []rune
	screen *ebiten.Image
	store  *storage.Memory
	clock  time.Time
	// draw runs the app's Draw each frame like the game loop; off by
	// default: snapshot paints what a probe needs, and software rendering
	// of every frame would make the tests slow.
	draw bool
}

func newHarness(t *testing.T, store *storage.Memory, cfg Config) *harness {
	t.Helper()
	h := &harness{t: t, in: &input.Fake{}, store: store, clock: time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)}
	if h.store == nil {
		h.store = storage.NewMemory()
	}
	cfg.Store = h.store
	cfg.Source = h.in
	cfg.Chars = func(dst []rune) []rune {
		dst = append(dst, h.chars...)
		h.chars = nil
		return dst
	}
	cfg.SetFullscreen = func(bool) {}
	cfg.SetTitle = func(string) {}
	cfg.SetIdle = func(bool) {}
	cfg.NoPace = true // bots at full speed; the pacing tests turn it back on
	cfg.Now = func() time.Time { return h.clock }
	if cfg.Settings.Lang == "" {
		cfg.Settings = storage.DefaultSettings("en")
	}
	app, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h.app = app
	h.screen = render.NewCanvas(1920, 1080) // like the screen: not on an atlas
	return h
}

// run advances n frames (Update, and Draw when h.draw is set).
func (h *harness) run(n int) {
	h.t.Helper()
	for i := 0; i < n; i++ {
		var err error
		if h.draw {
			err = h.app.Frame(h.screen)
		} else {
			err = h.app.Update()
		}
		if err != nil {
			h.t.Fatalf("frame: %v", err)
		}
	}
}

// settle runs frames until the scene's transition is over.
func (h *harness) settle() {
	h.t.Helper()
	for i := 0; i < 60 && h.app.trans < 1; i++ {
		h.run(1)
	}
	h.run(1)
}

func (h *harness) tap(p geom.Point) {
	h.t.Helper()
	h.in.Tap(p.X, p.Y)
	h.run(1)
}

// click taps the centre of a widget of the current scene.
func (h *harness) click(id string) {
	h.t.Helper()
	w := sceneUI(h.app.scene).get(id)
	if w == nil {
		h.t.Fatalf("no widget %q in %T", id, h.app.scene)
	}
	if w.off {
		h.t.Fatalf("widget %q is disabled", id)
	}
	h.tap(w.r.Center())
}

func sceneUI(s Scene) *ui {
	switch s := s.(type) {
	case *MenuScene:
		return &s.ui
	case *MatchScene:
		return &s.ui
	case *EndScene:
		return &s.ui
	case *RulesScene:
		return &s.ui
	case *SettingsScene:
		return &s.ui
	}
	return nil
}

func (h *harness) match() *MatchScene {
	h.t.Helper()
	m, ok := h.app.scene.(*MatchScene)
	if !ok {
		h.t.Fatalf("scene is %T, want the match", h.app.scene)
	}
	return m
}

func (h *harness) snapshot() *image.RGBA { return h.app.Snapshot() }

func probe(t *testing.T, img *image.RGBA, x, y int, want color.RGBA, tol int, what string) {
	t.Helper()
	got := img.RGBAAt(x, y)
	if !rendertest.Near(got, want, tol) {
		t.Errorf("%s at (%d,%d): %v, want about %v", what, x, y, got, want)
	}
}

// countNear counts the pixels of r near colour c.
func countNear(img *image.RGBA, r image.Rectangle, c color.RGBA, tol int) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if rendertest.Near(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

func raceSpec(kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "testrace", Seed: 9}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: "P" + string(rune('A'+i)), Color: render.OtherColors[i].String(), Kind: k})
	}
	return sp
}

// playHuman clicks, through the view's Prober, the first legal action.
func (h *harness) playHuman() engine.Action {
	h.t.Helper()
	return h.playHumanWith(func(legal []engine.Action) engine.Action { return legal[0] })
}

// playToEnd plays the match to the end scene, one frame at a time: the
// human seats through the view's picker with legal actions drawn by rng,
// the bots by themselves. overFrame, when not nil, runs at each frame once
// the game is over (the final scoring). It returns the end scene and the
// number of human actions.
func (h *harness) playToEnd(rng *rand.Rand, overFrame func()) (*EndScene, int) {
	h.t.Helper()
	m := h.match()
	human := 0
	for i := 0; i < 200000; i++ {
		if _, ok := h.app.scene.(*EndScene); ok {
			break
		}
		if m.Session().Terminal() {
			if overFrame != nil {
				overFrame()
			}
		} else if m.Session().HumanToAct() && !m.Busy() {
			h.playHumanWith(func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] })
			human++
			continue
		}
		h.run(1)
	}
	end, ok := h.app.scene.(*EndScene)
	if !ok {
		h.t.Fatalf("scene %T after %d moves, terminal %v", h.app.scene, m.Session().Moves(), m.Session().Terminal())
	}
	return end, human
}

// playHumanWith waits for the human's turn and plays the action choose
// picks, by clicking where the view's Prober says.
func (h *harness) playHumanWith(choose func([]engine.Action) engine.Action) engine.Action {
	h.t.Helper()
	m := h.match()
	for i := 0; i < 100000 && (m.Busy() || !m.Session().HumanToAct()); i++ {
		if m.Session().Terminal() {
			h.t.Fatal("the game ended while waiting for a human")
		}
		h.run(1)
	}
	if m.summary != nil {
		// The round's summary covers the board's centre: a click on it
		// closes it and goes no further, as for a player.
		h.tap(m.summaryRect().Center())
		if m.summary != nil {
			h.t.Fatal("a click on the round's summary did not close it")
		}
	}
	h.run(1) // the view sees the legal actions once before being probed
	a := choose(m.Session().Legal())
	pts := m.View().(gameview.Prober).ClickFor(a)
	if len(pts) == 0 {
		h.t.Fatalf("no clicks for %s", m.Session().State().ActionString(a))
	}
	n := m.Session().Moves()
	for _, p := range pts {
		h.tap(p)
	}
	if m.Session().Moves() != n+1 || m.Session().State().History()[n] != a {
		h.t.Fatalf("clicking %v did not play %s (moves %d -> %d, busy %v, current %d, handoff %d, scene %T)", pts, m.Session().State().ActionString(a), n, m.Session().Moves(), m.Busy(), m.Session().Current(), m.Handoff(), h.app.scene)
	}
	return a
}

func TestMenuPixels(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	if _, ok := h.app.scene.(*MenuScene); !ok {
		t.Fatalf("first scene %T", h.app.scene)
	}
	img := h.snapshot()
	// The sand table shows between the cards and the panels.
	probe(t, img, 30, 1060, render.Sand, 40, "sand background")
	// The title is ink on sand, centred near the top.
	if n := countNear(img, image.Rect(700, 40, 1220, 110), render.Ink, 40); n < 500 {
		t.Errorf("title: %d ink pixels", n)
	}
	// Three games of five are not playable yet: a dark caption across the
	// bottom of their pictures says so; the playable ones have none.
	cards := h.app.scene.(*MenuScene).ui
	dark := 0
	for _, name := range AllGames {
		w := cards.get("game." + name)
		c := w.r.Center()
		bottom := int(w.r.Y + 10 + w.r.H - 72)
		band := image.Rect(int(c.X)-100, bottom-36, int(c.X)+100, bottom-4)
		n := 0
		for y := band.Min.Y; y < band.Max.Y; y++ {
			for x := band.Min.X; x < band.Max.X; x++ {
				p := img.RGBAAt(x, y)
				if int(p.R)+int(p.G)+int(p.B) < 3*110 {
					n++
				}
			}
		}
		_, ok := gameview.Lookup(name)
		// Over 80% of the band (the Imhotep picture's dark hull fills 70%).
		if n > 5200 {
			dark++
			if ok {
				t.Errorf("%s: playable, yet a dark caption (%d pixels)", name, n)
			}
		}
	}
	if want := len(AllGames) - playable(); dark != want {
		t.Errorf("%d cards marked as coming soon, want %d", dark, want)
	}
	// The setup panel is papyrus; the start button gold.
	st := sceneUI(h.app.scene).get("start")
	if st == nil {
		t.Fatal("no start button")
	}
	sc := st.r.Center()
	if n := countNear(img, image.Rect(int(st.r.X)+4, int(sc.Y)-4, int(st.r.X)+30, int(sc.Y)+4), render.Gold, 60); n < 50 {
		t.Errorf("start button: %d gold pixels", n)
	}
	// Resume is disabled without a save.
	if !sceneUI(h.app.scene).get("resume").off {
		t.Error("resume offered without a saved game")
	}
}

func playable() int {
	n := 0
	for _, g := range AllGames {
		if _, ok := gameview.Lookup(g); ok {
			n++
		}
	}
	return n
}

func TestFullGameToEndScene(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random", "greedy", "easy")}})
	h.settle()
	m := h.match()
	for i := 0; i < 2000; i++ {
		if _, ok := h.app.scene.(*EndScene); ok {
			break
		}
		if m.Session().HumanToAct() && !m.Busy() {
			h.playHuman()
			continue
		}
		h.run(1)
	}
	end, ok := h.app.scene.(*EndScene)
	if !ok {
		t.Fatalf("scene %T after the game, terminal %v", h.app.scene, m.Session().Terminal())
	}
	if len(end.Winners()) != 1 || strings.Join(end.Sources(), ",") != "steps,finish,toll" {
		t.Errorf("winners %v sources %v", end.Winners(), end.Sources())
	}
	h.settle()
	img := h.snapshot()
	// The winner's total is highlighted in gold in the table.
	if n := countNear(img, image.Rect(60, 200, 960, 950), render.Gold, 60); n < 300 {
		t.Errorf("table: %d gold pixels", n)
	}
	// Bars: the lapis "steps" segments are drawn for each player.
	if n := countNear(img, image.Rect(990, 200, 1860, 950), render.Lapis, 30); n < 2000 {
		t.Errorf("chart: %d lapis pixels", n)
	}
	// Play again: same seats, a new match.
	h.click("again")
	h.settle()
	m2 := h.match()
	if m2 == m || m2.Session().Moves() != 0 {
		t.Fatal("play again did not start a new match")
	}
	got, want := m2.Session().Spec().Seats, m.Session().Spec().Seats
	if len(got) != len(want) || got[0] != want[0] || got[3] != want[3] {
		t.Errorf("seats %v, want %v", got, want)
	}
}

func TestAutosaveAndResume(t *testing.T) {
	store := storage.NewMemory()
	h := newHarness(t, store, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random", "random")}})
	h.settle()
	h.playHuman()
	m := h.match()
	for i := 0; i < 600 && !(m.Session().HumanToAct() && !m.Busy()); i++ {
		h.run(1)
	}
	want := m.Session().State().String()
	moves := m.Session().Moves()
	if _, err := store.Read(raceSave); err != nil {
		t.Fatal("no autosave:", err)
	}
	// A new run: the menu offers to resume, and resuming gives the same match.
	h2 := newHarness(t, store, Config{})
	h2.settle()
	// The test game has no card: selected as a card click would.
	h2.app.scene.(*MenuScene).selectGame("testrace")
	if sceneUI(h2.app.scene).get("resume").off {
		t.Fatal("resume not offered")
	}
	h2.click("resume")
	h2.settle()
	m2 := h2.match()
	if m2.Session().State().String() != want || m2.Session().Moves() != moves {
		t.Errorf("resumed %s (%d moves), want %s (%d)", m2.Session().State(), m2.Session().Moves(), want, moves)
	}
	if len(m2.LogLines()) != len(m.LogLines()) {
		t.Errorf("resumed log %d lines, want %d", len(m2.LogLines()), len(m.LogLines()))
	}
}

func TestBadSavesAreKeptAside(t *testing.T) {
	good := func() []byte {
		s, err := session.New(*raceSpec(session.Human, "random"))
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(2)
		d, _ := s.Encode()
		return d
	}()
	cases := []struct {
		name string
		data []byte
		key  string
	}{
		{"corrupt", []byte(`{"format":1,"seats":[`), "error.save_refused"},
		{"newer", []byte(strings.Replace(string(good), `"format": 1`, `"format": 99`, 1)), "error.save_newer"},
		{"illegal move", []byte(strings.Replace(string(good), `"step2"`, `"step9"`, 1)), "error.save_refused"},
	}
	for _, c := range cases {
		store := storage.NewMemory()
		store.Write(raceSave, c.data)
		h := newHarness(t, store, Config{})
		h.settle()
		if h.app.notice.key != c.key {
			t.Errorf("%s: notice %q, want %s", c.name, h.app.notice.key, c.key)
		}
		if _, err := store.Read(raceSave); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: the bad save is still the autosave", c.name)
		}
		kept := ""
		for _, n := range store.Names() {
			if strings.HasPrefix(n, "autosave-testrace.bad-") {
				kept = n
			}
		}
		if d, _ := store.Read(kept); kept == "" || string(d) != string(c.data) {
			t.Errorf("%s: not kept aside (%v)", c.name, store.Names())
		}
		if !sceneUI(h.app.scene).get("resume").off {
			t.Errorf("%s: resume offered", c.name)
		}
		if !strings.Contains(h.app.Notice(), kept) {
			t.Errorf("%s: the message %q does not name %s", c.name, h.app.Notice(), kept)
		}
		// The message is drawn in a terracotta frame, and OK dismisses it.
		img := h.snapshot()
		nr := h.app.scene.(*MenuScene).noticeRect()
		if n := countNear(img, image.Rect(int(nr.X), int(nr.Y), int(nr.Right()), int(nr.Y)+6), render.Terracotta, 40); n < 100 {
			t.Errorf("%s: notice frame %d pixels", c.name, n)
		}
		h.click("notice.ok")
		if h.app.Notice() != "" {
			t.Errorf("%s: notice not dismissed", c.name)
		}
	}
}

func TestMatchLayoutPixels(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random", "random"), Moves: 4}})
	h.settle()
	m := h.match()
	img := h.snapshot()
	b := m.lay.Board
	probe(t, img, int(b.X+20), int(b.Bottom()-20), fakeBoard, 10, "the view's board")
	probe(t, img, 400, 20, render.Ink, 40, "top bar")
	// Panels: the current player's panel has a lapis frame.
	cur := m.Session().Current()
	p := m.lay.Panels[cur]
	if n := countNear(img, image.Rect(int(p.X), int(p.Y), int(p.Right()), int(p.Y)+5), render.Lapis, 40); n < 100 {
		t.Errorf("current panel frame: %d lapis pixels", n)
	}
	// Each panel shows its player's mark in the player's colour.
	for i, pr := range m.lay.Panels {
		c := render.OtherColors[i].RGBA()
		if n := countNear(img, image.Rect(int(pr.X)+14, int(pr.Y)+8, int(pr.X)+60, int(pr.Y)+54), c, 30); n < 100 {
			t.Errorf("panel %d: %d pixels of its colour", i, n)
		}
	}
	// The log has the moves played.
	if len(m.LogLines()) < 4 {
		t.Errorf("log %v", m.LogLines())
	}
}

func TestMenuSetupStartsMatch(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	menu := h.app.scene.(*MenuScene)
	menu.selectGame("testrace")
	menu.build()
	h.click("players.3")
	if len(menu.seats) != 3 {
		t.Fatalf("%d seats", len(menu.seats))
	}
	h.click("seat.1.kind.human")
	h.click("seat.2.kind.hard")
	// Rename seat 0 by typing.
	h.click("seat.0.name")
	for i := 0; i < 10; i++ {
		h.in.KeyPress("Backspace")
		h.run(1)
	}
	h.chars = []rune("Néfer")
	h.run(1)
	h.in.KeyPress("Enter")
	h.run(1)
	// Colours: seat 0 takes seat 1's, which takes seat 0's.
	c0, c1 := menu.seats[0].color, menu.seats[1].color
	h.click("seat.0.color")
	if menu.seats[0].color != c1 || menu.seats[1].color != c0 {
		t.Errorf("colour swap: %v %v", menu.seats[0].color, menu.seats[1].color)
	}
	h.click("start")
	h.settle()
	sp := h.match().Session().Spec()
	if len(sp.Seats) != 3 || sp.Seats[0].Name != "Néfer" || sp.Seats[1].Kind != session.Human || sp.Seats[2].Kind != "hard" {
		t.Errorf("spec %+v", sp.Seats)
	}
	if sp.Seats[1].Name != "Player 2" || sp.Seats[2].Name != "Nefertiti" {
		t.Errorf("default names %q %q", sp.Seats[1].Name, sp.Seats[2].Name)
	}
}

// Leaving a scene frees its full-screen pictures (2048x2048 textures under
// software GL): once the fade is over, the match keeps neither the menu's
// static picture nor the faded one; back in the menu, the match's are
// gone too and the menu draws its own again.
func TestSceneChangeFreesPictures(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.draw = true
	h.settle()
	if h.app.base == nil || h.app.baseOwner != Scene(h.app.scene) {
		t.Fatal("the menu keeps no static picture")
	}
	if err := h.app.StartMatch(*raceSpec(session.Human, "random")); err != nil {
		t.Fatal(err)
	}
	h.run(1)
	if h.app.prev == nil || h.app.trans >= 1 {
		t.Fatal("no fade from the menu")
	}
	h.settle()
	h.match()
	if h.app.prev != nil || h.app.base != nil {
		t.Errorf("in the match: faded picture %v, menu's picture %v", h.app.prev != nil, h.app.base != nil)
	}
	h.app.ToMenu()
	h.settle()
	if h.app.prev != nil || h.app.base == nil || h.app.baseOwner != Scene(h.app.scene) {
		t.Errorf("back in the menu: faded picture %v, static picture %v", h.app.prev != nil, h.app.base != nil)
	}
	// Started on a match (-game): the menu it passes through is never
	// drawn, so nothing of it is kept.
	h = newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.draw = true
	h.run(2)
	h.match()
	if h.app.prev != nil || h.app.base != nil {
		t.Errorf("started on a match: faded picture %v, menu's picture %v", h.app.prev != nil, h.app.base != nil)
	}
}
