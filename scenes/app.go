// Package scenes is the app's user interface: the scene manager with its
// short transitions, and the title menu, match, end-of-game, rules and
// settings scenes. One match scene drives every game through the views of
// package gameview; the logic it needs without drawing lives in
// scenes/session, scenes/storage and scenes/layout.
package scenes

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"reflect"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/input/ebitensrc"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// TPS is the app's update rate; animations advance 1/TPS per update.
const TPS = 60

// transitionDur is the cross-fade between scenes at normal speed.
const transitionDur = 0.22

// Scene is one screen of the app.
type Scene interface {
	// Enter (re)builds the scene's layout and texts: when it becomes
	// current and whenever the language changes.
	Enter()
	// Update handles one frame; call App.Redraw when the picture changes.
	Update(f *Frame)
	// Draw paints the whole logical canvas.
	Draw(dst *ebiten.Image)
}

// Frame is what a scene receives each update.
type Frame struct {
	In    []input.Intent
	Chars []rune // text typed this frame
	Dt    float64
	Tick  uint64
}

// Start says what the app shows first.
type Start struct {
	// Scene: "menu" (default), "match", "end", "rules" or "settings".
	Scene string
	// Match starts a match at once (scenes "match" and "end"; for "rules"
	// it selects the game).
	Match *session.Spec
	// Moves are played at once by the seats' bots before the first frame
	// (human seats by the "greedy" bot); "end" plays to the end.
	Moves int
	// Resume the autosaved match.
	Resume bool
}

// Config sets up the app. Zero values give the live desktop behaviour.
type Config struct {
	Store    storage.Store    // nil: in memory
	Settings storage.Settings // as loaded (storage.LoadSettings)
	// SettingsErr is shown as a notice in the menu (damaged settings file).
	SettingsErr error
	// Lang overrides the settings' language for this run (-lang).
	Lang string
	// Source of input; nil reads ebiten's mouse, touch and keyboard.
	Source input.Source
	// Chars appends typed text; nil reads ebiten.AppendInputChars.
	Chars func([]rune) []rune
	// Now is the clock of the AI's time slices; nil is time.Now.
	Now func() time.Time
	// ThinkBudget is the AI's time per update (default 4 ms).
	ThinkBudget time.Duration
	// ThinkPerDraw gives the AI one ThinkBudget per drawn frame instead of
	// one per update (the browser): when frames come late, ebiten runs two
	// or three updates before the next draw, and their slices would add
	// up in that frame.
	ThinkPerDraw bool
	// IndicatorHz is how many times a second the thinking indicator steps
	// (default 4); each step repaints the screen.
	IndicatorHz int
	// ThinkIterations > 0 replaces the time budget by a fixed amount of
	// search per frame: reproducible runs (screenshots, tests).
	ThinkIterations int
	// NoPace lets bots play as soon as they have decided, instead of one
	// move a second at normal speed (tests that play whole games).
	NoPace bool
	// NoAutosave keeps the player's autosave untouched (demos, screenshots).
	NoAutosave bool
	// Browser hides Quit and fullscreen start-up.
	Browser bool
	// SetFullscreen switches the window; nil is ebiten.SetFullscreen.
	SetFullscreen func(bool)
	// SetTitle names the window; nil is ebiten.SetWindowTitle.
	SetTitle func(string)
	// SetIdle is told when nothing moves or thinks any more (and when that
	// ends); nil makes ebiten wait for input while idle (FPSModeVsyncOffMinimum),
	// so that a still screen costs no CPU.
	SetIdle func(idle bool)
	// Screenshot: after Frames updates, write the picture as PNG to
	// Screenshot and stop.
	Screenshot func() (io.WriteCloser, error)
	Frames     int
	// Logf receives diagnostics (FPS while animating); nil discards them.
	Logf  func(format string, args ...any)
	Start Start
	// Density > 0 fixes the device pixels per logical pixel (-density);
	// 0 follows the window's device pixels (see LayoutF), except in a
	// screenshot run, drawn at 1 (a 1920x1080 picture) unless set.
	Density float64
	// Version is the app's ("1.2.3", "dev-8fe39ca"): shown in the title
	// menu, recorded in the settings file; "" shows and records none.
	Version string
}

// App is the ebiten.Game of Nile Games.
type App struct {
	cfg      Config
	store    storage.Store
	settings storage.Settings
	loc      *locales.Bundle
	sprites  *render.Sprites

	scene Scene
	match *MatchScene // the match in progress, for settings and rules to return to

	canvas *ebiten.Image // offscreen copy of the picture, for screenshots
	// base is the current scene's static picture (background, frames,
	// labels), rebuilt only when stale; widgets are blitted from sprites.
	base      *ebiten.Image
	baseOwner Scene
	baseStale bool
	widgets   *spriteCache
	cache     *cache
	prev      *ebiten.Image // the old scene during a transition
	trans     float64       // transition progress 0..1; 1 when none

	src   input.Source
	dirty bool // the screen must be redrawn
	// paintedTrans: the last picture had the old scene faded over it.
	paintedTrans bool

	in    []input.Intent
	chars []rune
	tick  uint64

	notice message // a message for the menu
	// legacy is the old single autosave when it could not be adopted as
	// its game's (a run that must not write).
	legacy *session.Session
	idle   bool
	// lastInput and held keep the loop running around input: while waiting
	// for input ebiten may deliver a button's release late.
	lastInput uint64
	held      bool
	quit      bool
	err       error
	fpsNext   uint64
	anim      animMeter

	// begun: the first scene is set up (Switch fades from then on).
	begun bool

	// drawnD is the density of the pictures kept (base, prev, canvas).
	drawnD float64
	// The density the window asks for, waiting for the window to stop
	// changing size (pendN layouts in a row), 0 when none.
	pendD   float64
	pendN   int
	laidOut bool
	// The window's size and device scale factor at the last layout that
	// asked the monitor, and the layouts so far.
	outW, outH, scale float64
	layouts           int
}

// animMeter measures the frame rate while the board animates (-fps).
type animMeter struct {
	frames   int
	busy     time.Duration
	last     time.Time
	lastBusy bool
}

func (m *animMeter) painted(busy bool) {
	now := time.Now()
	if busy && m.lastBusy {
		m.frames++
		m.busy += now.Sub(m.last)
	}
	m.last, m.lastBusy = now, busy
}

// rate returns the frames per second while animating since the last call.
func (m *animMeter) rate() float64 {
	r := 0.0
	if m.busy > 0 {
		r = float64(m.frames) / m.busy.Seconds()
	}
	m.frames, m.busy = 0, 0
	return r
}

// New builds the app; ebiten must be able to create images (inside RunGame,
// or before it on desktop).
func New(cfg Config) (*App, error) {
	a := &App{cfg: cfg, store: cfg.Store, settings: cfg.Settings, sprites: sharedSprites, trans: 1,
		widgets: sharedWidgets, cache: sharedCache}
	if a.store == nil {
		a.store = storage.NewMemory()
	}
	if a.cfg.Now == nil {
		a.cfg.Now = time.Now
	}
	if a.cfg.ThinkBudget <= 0 {
		a.cfg.ThinkBudget = 4 * time.Millisecond
	}
	if a.cfg.IndicatorHz <= 0 || a.cfg.IndicatorHz > TPS {
		a.cfg.IndicatorHz = 4
	}
	if a.cfg.SetFullscreen == nil {
		a.cfg.SetFullscreen = ebiten.SetFullscreen
	}
	if a.cfg.SetTitle == nil {
		a.cfg.SetTitle = ebiten.SetWindowTitle
	}
	if a.cfg.SetIdle == nil {
		a.cfg.SetIdle = setIdle
	}
	if a.settings.Speed == "" {
		a.settings.Speed = "normal"
	}
	lang := a.settings.Lang
	if cfg.Lang != "" {
		lang = cfg.Lang
	}
	if err := a.loadLang(lang); err != nil {
		return nil, err
	}
	// Until the first layout, and in tests that draw without one.
	if d := a.fixedDensity(); d > 0 {
		render.SetDensity(d)
	} else {
		render.SetDensity(1)
	}
	a.drawnD = render.Density()
	a.src = cfg.Source
	if a.src == nil {
		// ebiten gives positions on the screen: the canvas at the density.
		a.src = ebitensrc.New(a.screenToLogical)
	}
	if cfg.SettingsErr != nil {
		a.notice = message{key: "error.settings_damaged"}
	}
	a.adoptLegacy()
	if err := a.begin(cfg.Start); err != nil {
		return nil, err
	}
	return a, nil
}

func (a *App) begin(st Start) error {
	menu := NewMenu(a)
	a.setScene(menu)
	var entry gameview.Entry
	if st.Match != nil {
		e, ok := gameview.Lookup(st.Match.Game)
		if !ok {
			return fmt.Errorf("no view for game %q (known: %s)", st.Match.Game, gameNames())
		}
		entry = e
		menu.selectGame(e.Name)
	}
	switch st.Scene {
	case "", "menu":
		if st.Resume {
			if s := menu.resumable(); s != nil {
				a.startSession(s, entry)
			}
		}
	case "settings":
		a.setScene(NewSettings(a, menu))
	case "rules":
		if entry.Name == "" {
			es := gameview.Entries()
			if len(es) == 0 {
				return errors.New("no game has rules to show")
			}
			entry = es[0]
		}
		a.setScene(NewRules(a, entry, menu))
	case "match", "end":
		var s *session.Session
		var err error
		switch {
		case st.Resume:
			if s = menu.resumable(); s == nil {
				return errors.New("there is no saved match to resume")
			}
		case st.Match != nil:
			if s, err = session.New(*st.Match); err != nil {
				return err
			}
		default:
			return errors.New("scene " + st.Scene + " needs a match (-game)")
		}
		if e, ok := gameview.Lookup(s.Spec().Game); ok {
			entry = e
		} else {
			return fmt.Errorf("no view for game %q", s.Spec().Game)
		}
		moves := st.Moves
		if st.Scene == "end" {
			moves = 1 << 30
		}
		if moves > 0 {
			if _, err := s.AutoPlay(moves, "greedy"); err != nil {
				return err
			}
		}
		m := a.startSession(s, entry)
		if st.Scene == "end" {
			a.setScene(NewEnd(a, m))
		}
	default:
		return fmt.Errorf("unknown scene %q (menu, match, end, rules, settings)", st.Scene)
	}
	a.trans = 1 // the first scene appears without a fade
	a.begun = true
	return nil
}

func gameNames() string {
	s := ""
	for i, e := range gameview.Entries() {
		if i > 0 {
			s += ", "
		}
		s += e.Name
	}
	return s
}

func (a *App) loadLang(lang string) error {
	b, err := locales.Load(lang)
	if err != nil {
		return err
	}
	en, err := locales.Load("en")
	if err != nil {
		return err
	}
	if lang != "en" {
		b.WithFallback(en)
	}
	a.loc = b
	return nil
}

// T translates a key of the locale files.
func (a *App) T(key string, args ...any) string { return a.loc.T(key, args...) }

// Loc is the current language's bundle.
func (a *App) Loc() *locales.Bundle { return a.loc }

// Settings are the current preferences.
func (a *App) Settings() storage.Settings { return a.settings }

// Speed is the animation speed setting.
func (a *App) Speed() anim.Speed {
	s, _ := anim.ParseSpeed(a.settings.Speed)
	return s
}

// Scene is the current scene.
func (a *App) Scene() Scene { return a.scene }

// Store is where settings and saves live.
func (a *App) Store() storage.Store { return a.store }

// message is a text to show, kept as a key so it follows the language.
type message struct {
	key  string
	args []any
}

// Notice is the message waiting in the menu, in the current language ("" when none).
func (a *App) Notice() string {
	if a.notice.key == "" {
		return ""
	}
	return a.T(a.notice.key, a.notice.args...)
}

// ClearNotice dismisses the menu's message.
func (a *App) ClearNotice() { a.notice = message{} }

// Redraw marks the canvas as needing a repaint.
func (a *App) Redraw() { a.dirty = true }

// Err is the first error that stopped the app, if any.
func (a *App) Err() error { return a.err }

// setScene switches without transition. The old scene's static picture
// goes: a full-screen texture (16.8 MB under software GL, which rounds it
// up to 2048x2048) that the new scene may not use (the match does not).
func (a *App) setScene(s Scene) {
	a.scene = s
	freeImage(&a.base)
	a.baseOwner = nil
	a.baseStale = true
	s.Enter()
	a.dirty = true
}

// layer returns owner's static picture, calling build to redraw it when it
// is stale or belongs to another scene.
func (a *App) layer(owner Scene, build func(dst *ebiten.Image)) *ebiten.Image {
	a.syncDensity()
	if a.base == nil {
		a.base = render.NewCanvas(geom.LogicalW, geom.LogicalH)
	}
	if a.baseOwner != owner || a.baseStale {
		a.base.Clear()
		build(a.base)
		a.baseOwner, a.baseStale = owner, false
	}
	return a.base
}

// Invalidate marks the current scene's static picture as stale.
func (a *App) Invalidate() {
	a.baseStale = true
	a.dirty = true
}

// Switch changes scene with a short cross-fade.
func (a *App) Switch(s Scene) {
	a.syncDensity()
	// Scenes passed through while starting are never shown: no fade.
	if a.scene != nil && a.Speed() != anim.Off && a.begun {
		if a.prev == nil {
			a.prev = render.NewCanvas(geom.LogicalW, geom.LogicalH)
		}
		a.prev.Clear()
		a.scene.Draw(a.prev)
		a.trans = 0
	}
	a.setScene(s)
}

// ToMenu shows the title menu.
func (a *App) ToMenu() { a.Switch(NewMenu(a)) }

// startSession opens the match scene on s.
func (a *App) startSession(s *session.Session, e gameview.Entry) *MatchScene {
	m := NewMatch(a, s, e)
	a.match = m
	a.setLastPlayed(s.Spec().Game)
	a.Switch(m)
	m.autosave()
	return m
}

// StartMatch begins a new match.
func (a *App) StartMatch(spec session.Spec) error {
	e, ok := gameview.Lookup(spec.Game)
	if !ok {
		return fmt.Errorf("no view for game %q", spec.Game)
	}
	s, err := session.New(spec)
	if err != nil {
		return err
	}
	a.startSession(s, e)
	return nil
}

// ResumeMatch reopens a decoded match.
func (a *App) ResumeMatch(s *session.Session) error {
	e, ok := gameview.Lookup(s.Spec().Game)
	if !ok {
		return fmt.Errorf("no view for game %q", s.Spec().Game)
	}
	a.startSession(s, e)
	return nil
}

// SetLang switches the language at once and remembers it.
func (a *App) SetLang(lang string) {
	if lang == a.loc.Lang {
		return
	}
	if err := a.loadLang(lang); err != nil {
		return
	}
	a.settings.Lang = lang
	a.saveSettings()
	a.cfg.SetTitle(a.T("app.title"))
	if a.match != nil {
		a.match.langChanged()
	}
	a.widgets.clear()
	a.scene.Enter()
	a.Invalidate()
}

// SetSpeed sets the animation speed ("off", "normal", "fast").
func (a *App) SetSpeed(speed string) {
	a.settings.Speed = speed
	a.saveSettings()
	if a.match != nil {
		a.match.env.Speed = a.Speed()
	}
	a.Invalidate()
}

// SetPatterns turns the colour-blind patterns on pieces on or off.
func (a *App) SetPatterns(on bool) {
	a.settings.Patterns = on
	a.saveSettings()
	if a.match != nil {
		a.match.env.Patterns = on
		a.match.resync()
	}
	a.Invalidate()
}

// SetFullscreen switches fullscreen and remembers it.
func (a *App) SetFullscreen(on bool) {
	a.settings.Fullscreen = on
	a.cfg.SetFullscreen(on)
	a.saveSettings()
	a.Invalidate()
}

func (a *App) saveSettings() {
	if a.cfg.NoAutosave {
		return
	}
	// The file says which version wrote it, for a later one to know.
	a.settings.Version = a.cfg.Version
	if err := storage.SaveSettings(a.store, a.settings); err != nil {
		a.notice = message{key: "error.settings_not_saved", args: []any{"error", err.Error()}}
	}
}

// Quit stops the app (not offered in the browser).
func (a *App) Quit() { a.quit = true }

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.err != nil {
		return a.err
	}
	if a.quit {
		return ebiten.Termination
	}
	a.syncDensity()
	// Updates, not draws, are counted: ebiten may run several updates per
	// draw, and the picture must not depend on it.
	if a.cfg.Screenshot != nil && a.tick >= uint64(a.cfg.Frames) {
		return a.screenshot()
	}
	a.tick++
	a.in = a.src.Poll(a.in[:0])
	a.chars = a.chars[:0]
	if a.cfg.Chars != nil {
		a.chars = a.cfg.Chars(a.chars)
	} else if a.cfg.Source == nil {
		a.chars = ebiten.AppendInputChars(a.chars)
	}
	for _, in := range a.in {
		a.lastInput = a.tick
		switch {
		case in.Kind == input.Key && in.Key == "F11" && !in.Repeat:
			a.SetFullscreen(!a.settings.Fullscreen)
		case in.Kind == input.Press:
			a.held = true
		case in.Kind == input.Release:
			a.held = false
		}
	}
	if len(a.chars) > 0 {
		a.lastInput = a.tick
	}
	dt := 1.0 / TPS
	if a.trans < 1 {
		a.trans += dt / a.Speed().Scale(transitionDur)
		if a.Speed() == anim.Off || a.trans > 1 {
			a.trans = 1
			// The fade is over: the old scene's picture is not drawn
			// again (the draws already queued keep it until they ran).
			freeImage(&a.prev)
		}
		a.dirty = true
	}
	a.scene.Update(&Frame{In: a.in, Chars: a.chars, Dt: dt, Tick: a.tick})
	if a.cfg.Logf != nil && a.dirty && a.tick >= a.fpsNext {
		a.fpsNext = a.tick + 5*TPS
		a.cfg.Logf("fps=%.1f tps=%.1f anim_fps=%.1f density=%.4g", ebiten.ActualFPS(), ebiten.ActualTPS(), a.anim.rate(), render.Density())
	}
	// A screenshot run counts frames: it never waits for input.
	if idle := a.isIdle() && a.cfg.Screenshot == nil; idle != a.idle {
		a.idle = idle
		a.cfg.SetIdle(idle)
	}
	return nil
}

// idleGrace is how long (updates) the loop keeps running after input.
const idleGrace = TPS

// Active is implemented by scenes that move or work without input (an
// animation, a bot thinking, a message that will go away).
type Active interface {
	Active() bool
}

// isIdle reports that nothing will change until the next input.
func (a *App) isIdle() bool {
	if a.dirty || a.trans < 1 || a.quit || a.held || a.tick < a.lastInput+idleGrace || a.pendD != 0 {
		return false
	}
	if s, ok := a.scene.(Active); ok && s.Active() {
		return false
	}
	return true
}

// Idle reports whether the app waits for input.
func (a *App) Idle() bool { return a.idle }

// setIdle lets ebiten sleep until input while idle. FPSModeVsyncOffMinimum
// is deprecated in favour of SetScreenClearedEveryFrame(false), which the
// app also uses, but only it stops the loop itself; on the next input
// Update runs and switches back.
func setIdle(idle bool) {
	if idle {
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	} else {
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	}
}

// Draw implements ebiten.Game. The screen is the logical canvas at the
// density (see LayoutF) and is not cleared between frames: nothing is drawn
// when nothing changed.
func (a *App) Draw(screen *ebiten.Image) {
	a.syncDensity()
	if a.match != nil {
		a.match.thought = false // a new frame: the bot may have its slice
	}
	if !a.dirty {
		return
	}
	a.dirty = false
	a.paint(screen)
	if a.cfg.Logf != nil {
		a.anim.painted(a.trans < 1 || (a.match != nil && a.scene == Scene(a.match) && a.match.busy))
	}
}

// paint draws the scene, and the old one fading out during a transition.
func (a *App) paint(dst *ebiten.Image) {
	a.scene.Draw(dst)
	a.paintedTrans = false
	if a.trans < 1 && a.prev != nil {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(float32(1 - anim.CubicInOut(a.trans)))
		render.DrawImage(dst, a.prev, op)
		a.paintedTrans = true // the next picture must cover the fade
	}
}

// Layout implements ebiten.Game; ebiten calls LayoutF instead.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// densitySettle is how many layouts in a row must ask for a new density
// before it is taken: a window being resized would otherwise redraw every
// sprite at every step (ebiten scales the old picture meanwhile).
const densitySettle = 12

// LayoutF implements ebiten.LayoutFer. The screen is the 1920x1080 logical
// canvas at the density (render.Density): as many device pixels as the
// window has on its limiting side, so that ebiten shows it 1:1
// (letterboxed) and HiDPI screens and windows above 1080p get a picture
// drawn at their resolution. Below 1080p the density is 1 and ebiten
// scales the canvas down in one filtered pass.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	d := a.fixedDensity()
	if d == 0 {
		// Asking the monitor costs a call on the main thread and, on X11,
		// a round trip to the server: only when the window's size changed,
		// and twice a second (a window moved to another monitor).
		a.layouts++
		if outsideW != a.outW || outsideH != a.outH || a.layouts%(TPS/2) == 1 || a.scale == 0 {
			a.outW, a.outH, a.scale = outsideW, outsideH, 1
			if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
				a.scale = m.DeviceScaleFactor()
			}
		}
		d = a.follow(geom.Density(outsideW*a.scale, outsideH*a.scale))
	}
	if d != render.Density() {
		render.SetDensity(d)
		a.dirty = true
	}
	w, h := geom.CanvasSize(d)
	return float64(w), float64(h)
}

// screenToLogical maps a position on ebiten's screen (the canvas at the
// density, see LayoutF) to logical pixels.
func (a *App) screenToLogical(x, y float64) (float64, float64) {
	d := render.Density()
	return x / d, y / d
}

// fixedDensity is the density set by the configuration, 0 when it follows
// the window.
func (a *App) fixedDensity() float64 {
	switch {
	case a.cfg.Density > 0:
		return a.cfg.Density
	case a.cfg.Screenshot != nil:
		return 1
	}
	return 0
}

// follow returns the density to use when the window asks for want: want
// at the first layout, then only once it has asked for it densitySettle
// times in a row.
func (a *App) follow(want float64) float64 {
	cur := render.Density()
	if !a.laidOut {
		a.laidOut = true
		return want
	}
	if want == cur {
		a.pendD, a.pendN = 0, 0
		return cur
	}
	if want != a.pendD {
		a.pendD, a.pendN = want, 0
	}
	if a.pendN++; a.pendN < densitySettle {
		return cur
	}
	a.pendD, a.pendN = 0, 0
	return want
}

// syncDensity drops the pictures drawn at another density than the
// current one; they are drawn again when next needed.
func (a *App) syncDensity() {
	d := render.Density()
	if d == a.drawnD {
		return
	}
	a.drawnD = d
	freeImage(&a.base)
	freeImage(&a.prev)
	freeImage(&a.canvas)
	a.trans = 1 // the old scene's picture is gone
	a.baseStale = true
	a.dirty = true
}

// freeImage releases *img's texture, if any, and forgets it.
func freeImage(img **ebiten.Image) {
	if *img != nil {
		(*img).Deallocate()
		*img = nil
	}
}

// Frame advances the app by one update and one draw onto screen, as the
// game loop does; tests drive the app with it.
func (a *App) Frame(screen *ebiten.Image) error {
	if err := a.Update(); err != nil {
		return err
	}
	a.Draw(screen)
	return nil
}

// Snapshot paints the current picture into an offscreen canvas and returns
// it: what the screen shows, independent of the window, at the density
// (1920x1080 pixels at density 1).
func (a *App) Snapshot() *image.RGBA {
	a.syncDensity()
	if a.canvas == nil {
		a.canvas = render.NewCanvas(geom.LogicalW, geom.LogicalH)
	}
	a.canvas.Clear()
	a.paint(a.canvas)
	img := image.NewRGBA(a.canvas.Bounds())
	a.canvas.ReadPixels(img.Pix)
	return img
}

func (a *App) screenshot() error {
	w, err := a.cfg.Screenshot()
	if err != nil {
		return err
	}
	if err := png.Encode(w, a.Snapshot()); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return ebiten.Termination
}

// readAutosave returns game's autosaved match, nil when there is none. A
// save that cannot be used is set aside (renamed, never deleted) and a
// notice explains why. A finished match's save is returned too: the menu
// does not offer it.
func (a *App) readAutosave(game string) *session.Session {
	name := storage.AutosaveFor(game)
	data, err := a.store.Read(name)
	if errors.Is(err, fs.ErrNotExist) && a.legacy != nil && a.legacy.Spec().Game == game {
		// Not adopted (the run may not write): still offered.
		return a.legacy
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		a.notice = message{key: "error.save_unreadable", args: []any{"error", err.Error()}}
		return nil
	}
	s, err := a.decodeSave(data)
	if err == nil && s.Spec().Game != game {
		err = fmt.Errorf("%w: a %s match in %s", session.ErrRefused, s.Spec().Game, name)
	}
	if err == nil {
		return s
	}
	a.refuseSave(name, err)
	return nil
}

// decodeSave reads a save of a game that has a view.
func (a *App) decodeSave(data []byte) (*session.Session, error) {
	s, err := session.Decode(data)
	if err == nil {
		if _, ok := gameview.Lookup(s.Spec().Game); !ok {
			err = fmt.Errorf("%w: no view for game %q", session.ErrRefused, s.Spec().Game)
		}
	}
	return s, err
}

// refuseSave sets the save name aside and says why in the menu's notice.
func (a *App) refuseSave(name string, err error) {
	if a.cfg.NoAutosave {
		a.notice = message{key: "error.save_refused", args: []any{"file", name}}
		return
	}
	bad, rerr := storage.SetAside(a.store, name, a.cfg.Now())
	if rerr != nil {
		bad = name
	}
	where := a.store.Where(bad)
	if errors.Is(err, session.ErrNewer) {
		a.notice = message{key: "error.save_newer", args: []any{"file", where}}
	} else {
		a.notice = message{key: "error.save_refused", args: []any{"file", where}}
	}
}

// adoptLegacy makes the single autosave.json of earlier versions its game's
// autosave. When that game already has one (written since, so newer), the
// old file is moved aside, never deleted. The game becomes the last played
// if none is known. A run that must not write keeps it in memory.
func (a *App) adoptLegacy() {
	data, err := a.store.Read(storage.LegacyAutosaveName)
	if err != nil {
		return // none (or unreadable: left alone for a later run)
	}
	s, err := a.decodeSave(data)
	if err != nil {
		a.refuseSave(storage.LegacyAutosaveName, err)
		return
	}
	game := s.Spec().Game
	if a.settings.LastPlayed == "" {
		a.settings.LastPlayed = game
		a.saveSettings()
	}
	if a.cfg.NoAutosave {
		a.legacy = s
		return
	}
	target := storage.AutosaveFor(game)
	if _, err := a.store.Read(target); err == nil {
		storage.MoveAside(a.store, storage.LegacyAutosaveName, "old", a.cfg.Now())
		return
	}
	if err := a.store.Rename(storage.LegacyAutosaveName, target); err != nil {
		a.legacy = s // still offered in this run
	}
}

// writeAutosave saves the match in progress as its game's autosave.
func (a *App) writeAutosave(s *session.Session) error {
	if a.cfg.NoAutosave {
		return nil
	}
	data, err := s.Encode()
	if err != nil {
		return err
	}
	return a.store.Write(storage.AutosaveFor(s.Spec().Game), data)
}

// progressText says how far s has come the way its board counts
// ("Turn 13/30"; Entry.Progress), else by moves.
func (a *App) progressText(s *session.Session) string {
	if e, ok := gameview.Lookup(s.Spec().Game); ok && e.Progress != nil {
		key, args := e.Progress(s.State())
		return a.T(key, args...)
	}
	return a.T("menu.progress_moves", "moves", s.Moves())
}

// setLastPlayed remembers game as the one -resume reopens.
func (a *App) setLastPlayed(game string) {
	if a.settings.LastPlayed != game {
		a.settings.LastPlayed = game
		a.saveSettings()
	}
}

// SetWindow remembers the desktop window's place and size (saved when
// they change).
func (a *App) SetWindow(w storage.Window) {
	if a.settings.Window != w {
		a.settings.Window = w
		a.saveSettings()
	}
}

// setMenu remembers the title menu's setup (saved when it changes).
func (a *App) setMenu(m *storage.MenuMemory) {
	if a.settings.Menu != nil && reflect.DeepEqual(*a.settings.Menu, *m) {
		return
	}
	a.settings.Menu = m
	a.saveSettings()
}

func isBrowser(cfg Config) bool { return cfg.Browser || runtime.GOOS == "js" }

// Keys built from codes go through these helpers (the locale tests check
// the literal keys; these families are checked by TestKeyFamilies).
func (a *App) gameName(name string) string { return a.T(keyGame + name) }
func (a *App) seatKind(kind string) string { return a.T(keySeat + kind) }
func (a *App) langName(l string) string    { return a.T(keyLang + l) }
func (a *App) langShort(l string) string   { return a.T(keyLangShort + l) }

const (
	keyGame      = "game."
	keySeat      = "seat."
	keyLang      = "lang."
	keyLangShort = "lang.short_"
)

// DefaultColors are the seat colours of a game in seat order (its view's,
// else the colours of the other games).
func DefaultColors(game string) []render.PlayerColor {
	if e, ok := gameview.Lookup(game); ok && len(e.Colors) > 0 {
		return e.Colors
	}
	return render.OtherColors[:]
}
