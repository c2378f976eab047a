//go:build js

package main

// The browser's differences: flags come from the page's URL, the app knows
// it runs in a page (no Quit, no fullscreen at start-up), the loading screen
// is told when the first frame is drawn, bots think once per drawn frame,
// the canvas follows devicePixelRatio, and ?test=1 exposes window.nileTest
// for the end-to-end test and the measurements (cmd/nileserve).

import (
	"net/url"
	"reflect"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall/js"
	"time"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/egizia"
	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes"
	"nilegames/scenes/gameview"
	"nilegames/scenes/storage"
)

// browser: this build runs in a web page.
const browser = true

// flagParams are the URL parameters read as the command line's flags:
// index.html?game=imhotep&seats=human,hard&lang=fr&seed=7 is
// nilegames -game imhotep -seats human,hard -lang fr -seed 7.
var flagParams = []string{"game", "seats", "names", "lang", "seed", "opt", "scene", "moves", "resume", "autoplay", "nosave"}

// page holds the URL parameters that are not flags:
//
//	speed=off|normal|fast  animation speed of this visit (not saved)
//	think=N                bots search N iterations per update instead of
//	                       4 ms (reproducible runs)
//	gogc=N                 Go's GC percent (measurements)
//	test=1                 window.nileTest, the hooks of the end-to-end test
var page struct {
	speed string
	think int
	test  bool
}

func platformArgs() []string {
	search := js.Global().Get("location").Get("search").String()
	q, _ := url.ParseQuery(strings.TrimPrefix(search, "?"))
	var args []string
	for _, k := range flagParams {
		v, ok := q[k]
		if !ok || len(v) == 0 {
			continue
		}
		val := v[len(v)-1]
		if val == "" && (k == "resume" || k == "autoplay" || k == "nosave") {
			val = "true"
		}
		args = append(args, "-"+k+"="+val)
	}
	switch s := q.Get("speed"); s {
	case "off", "normal", "fast":
		page.speed = s
	}
	if n, err := strconv.Atoi(q.Get("think")); err == nil && n > 0 {
		page.think = n
	}
	if n, err := strconv.Atoi(q.Get("gogc")); err == nil {
		debug.SetGCPercent(n)
	}
	page.test = q.Get("test") == "1"
	return args
}

func platformConfig(cfg *scenes.Config) {
	cfg.Browser = true
	// Frames are often late in a page (software WebGL, a busy machine):
	// the bots' search must not pile up two or three slices in one, and
	// every picture costs, so the thinking indicator steps twice a second.
	cfg.ThinkPerDraw = true
	cfg.IndicatorHz = 2
	if page.speed != "" {
		cfg.Settings.Speed = page.speed
	}
	if page.think > 0 {
		cfg.ThinkIterations = page.think
	}
}

// openWindow has no window to place in a page: the canvas fills it.
func openWindow(storage.Window) {}

// platformGame runs game (app, perhaps wrapped for measurements) with the
// page's bookkeeping.
func platformGame(app *scenes.App, game ebiten.Game, _ bool) ebiten.Game {
	g := &webGame{App: app, game: game}
	followPixelRatio()
	if page.test {
		g.exposeHooks()
	}
	return g
}

// webGame is the app with the page's bookkeeping around Update and Draw.
type webGame struct {
	*scenes.App
	game      ebiten.Game
	drawn     bool
	last      time.Time // end of the last Draw
	lastThink bool      // a bot was thinking at the last Draw
	busyFrom  time.Time // start of the first Update since the last Draw
	st        frameStats
}

// frameStats measure the frames since the last reset (milliseconds).
type frameStats struct {
	updates, draws, thinkDraws int
	maxGap, maxThinkGap        float64 // between the ends of two Draws
	maxUpdate, maxDraw         float64
	sumUpdate, sumDraw         float64
	// maxThinkWork is the longest time the game held the page's thread in
	// one frame (its Updates and its Draw) while a bot was thinking.
	maxThinkWork float64
	gc0          uint32 // garbage collections before the reset
	pause0       uint64
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func (g *webGame) Update() error {
	t := time.Now()
	if g.busyFrom.IsZero() {
		g.busyFrom = t
	}
	err := g.game.Update()
	g.st.updates++
	d := ms(time.Since(t))
	g.st.maxUpdate = max(g.st.maxUpdate, d)
	g.st.sumUpdate += d
	return err
}

func (g *webGame) Draw(screen *ebiten.Image) {
	checkPixelRatio()
	t := time.Now()
	g.game.Draw(screen)
	now := time.Now()
	g.st.draws++
	g.st.maxDraw = max(g.st.maxDraw, ms(now.Sub(t)))
	g.st.sumDraw += ms(now.Sub(t))
	thinking := g.thinking()
	if g.drawn {
		gap := ms(now.Sub(g.last))
		g.st.maxGap = max(g.st.maxGap, gap)
		if thinking && g.lastThink {
			g.st.maxThinkGap = max(g.st.maxThinkGap, gap)
			g.st.thinkDraws++
			if !g.busyFrom.IsZero() {
				g.st.maxThinkWork = max(g.st.maxThinkWork, ms(now.Sub(g.busyFrom)))
			}
		}
	} else {
		g.drawn = true
		firstFrame()
	}
	g.last, g.lastThink = now, thinking
	g.busyFrom = time.Time{}
}

// thinking: a bot of the match on screen is deciding.
func (g *webGame) thinking() bool {
	m, ok := g.Scene().(*scenes.MatchScene)
	return ok && m.Handoff() < 0 && !m.Session().Terminal() && m.Session().Thinking()
}

// pixelRatio follows devicePixelRatio after load (browser zoom, the
// window moved to another screen): ebiten reads the ratio once and keeps
// it, so the canvas would stay at the old device pixels. A change is
// noticed at the next frame, or by a media query when no frame runs (the
// app waits for input); then ebiten forgets its ratio and a resize event
// makes it read the new one and resize the canvas.
var pixelRatio struct {
	last   float64
	query  js.Value // matches while the ratio is last
	listen js.Func  // the query's change listener
	apply  js.Func
}

func followPixelRatio() {
	pr := &pixelRatio
	pr.apply = js.FuncOf(func(js.Value, []js.Value) any {
		forgetPixelRatio()
		w := js.Global()
		w.Call("dispatchEvent", w.Get("Event").New("resize"))
		return nil
	})
	pr.listen = js.FuncOf(func(js.Value, []js.Value) any {
		checkPixelRatio()
		return nil
	})
	checkPixelRatio()
}

// checkPixelRatio notices a new devicePixelRatio and applies it in a task
// of its own (not in the middle of a frame).
func checkPixelRatio() {
	pr := &pixelRatio
	w := js.Global()
	r := w.Get("devicePixelRatio").Float()
	if r == pr.last || r <= 0 {
		return
	}
	first := pr.last == 0
	pr.last = r
	if pr.query.Truthy() {
		pr.query.Call("removeEventListener", "change", pr.listen)
	}
	if w.Get("matchMedia").Truthy() {
		pr.query = w.Call("matchMedia", "(resolution: "+strconv.FormatFloat(r, 'f', -1, 64)+"dppx)")
		pr.query.Call("addEventListener", "change", pr.listen)
	}
	if !first {
		w.Call("setTimeout", pr.apply, 0)
	}
}

// forgetPixelRatio clears the device scale factor ebiten keeps, so that
// it reads devicePixelRatio again. ebiten v2.8 offers no way to do it: its
// monitor (ebiten.MonitorType) is a struct of one float64 field,
// deviceScaleFactor, 0 meaning "not read yet". The field is found by
// reflection first; if it is not there (another ebiten), nothing is done
// and the canvas keeps the ratio read at load.
func forgetPixelRatio() {
	m := ebiten.Monitor()
	if m == nil {
		return
	}
	t := reflect.TypeOf(m).Elem()
	if t.Kind() != reflect.Struct || t.NumField() != 1 {
		return
	}
	if f := t.Field(0); f.Name != "deviceScaleFactor" || f.Type.Kind() != reflect.Float64 || f.Offset != 0 {
		return
	}
	*(*float64)(unsafe.Pointer(m)) = 0
}

// firstFrame records when the game first drew (window.nileFirstFrameMs,
// milliseconds since navigation started) and hands the page over from the
// loading screen to the game.
func firstFrame() {
	w := js.Global()
	w.Set("nileFirstFrameMs", w.Get("performance").Call("now"))
	// The letterbox around the 16:9 picture: ink rather than black.
	ink := render.Ink
	w.Get("document").Get("body").Get("style").Set("backgroundColor",
		"rgb("+strconv.Itoa(int(ink.R))+","+strconv.Itoa(int(ink.G))+","+strconv.Itoa(int(ink.B))+")")
	if f := w.Get("nileFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

func sceneName(s scenes.Scene) string {
	switch s.(type) {
	case *scenes.MenuScene:
		return "menu"
	case *scenes.MatchScene:
		return "match"
	case *scenes.EndScene:
		return "end"
	case *scenes.RulesScene:
		return "rules"
	case *scenes.SettingsScene:
		return "settings"
	}
	return ""
}

// exposeHooks sets window.nileTest. Every function answers between two
// frames (JavaScript calls into Go only while the game loop waits), in
// logical 1920x1080 pixels unless said otherwise:
//
//	state()         {scene, lang, updates, idle, and in a match: moves,
//	                 legal, thinking, busy, handoff, terminal, humanToAct,
//	                 seats (their kinds: human, easy...), and for games
//	                 that count them (Tekhenu) rotations, judgments, scorings,
//	                 and in Pharaon and Egizia phase (its code: setup_noble,
//	                 turn, pay...; setup_sphinx, place, feed...) and round}
//	widget(id)      {x, y, w, h} of a widget of the current scene, or null
//	clickFor(k)     {action, points: [[x, y], ...]}: the clicks that play
//	                legal action k (modulo their number; the next one that
//	                can be clicked), or null when no human may act
//	toPage(x, y)    [x, y] in CSS pixels of the page
//	frames()        {updates, draws, thinkDraws, maxGapMs, maxThinkGapMs,
//	                 maxUpdateMs, maxDrawMs, updateMs, drawMs (totals),
//	                 maxThinkWorkMs (the longest Updates+Draw of one frame
//	                 while a bot thinks)}
//	                since the last resetFrames()
//	resetFrames()
func (g *webGame) exposeHooks() {
	fn := func(f func(args []js.Value) any) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any { return f(args) })
	}
	hooks := map[string]any{
		"state": fn(func([]js.Value) any { return g.hookState() }),
		"widget": fn(func(args []js.Value) any {
			if len(args) < 1 {
				return nil
			}
			r, ok := g.WidgetRect(args[0].String())
			if !ok {
				return nil
			}
			return map[string]any{"x": r.X, "y": r.Y, "w": r.W, "h": r.H}
		}),
		"clickFor": fn(func(args []js.Value) any {
			k := 0
			if len(args) > 0 {
				k = args[0].Int()
			}
			return g.hookClickFor(k)
		}),
		"toPage": fn(func(args []js.Value) any {
			if len(args) < 2 {
				return nil
			}
			x, y := toPage(geom.Pt(args[0].Float(), args[1].Float()))
			return []any{x, y}
		}),
		"frames": fn(func([]js.Value) any {
			s := g.st
			var mem runtime.MemStats
			runtime.ReadMemStats(&mem)
			return map[string]any{"numGC": int(mem.NumGC - s.gc0), "heapMB": float64(mem.HeapAlloc) / (1 << 20),
				"gcPauseMs": float64(mem.PauseTotalNs-s.pause0) / 1e6, "updates": s.updates, "draws": s.draws, "thinkDraws": s.thinkDraws,
				"maxGapMs": s.maxGap, "maxThinkGapMs": s.maxThinkGap, "maxUpdateMs": s.maxUpdate, "maxDrawMs": s.maxDraw,
				"updateMs": s.sumUpdate, "drawMs": s.sumDraw, "maxThinkWorkMs": s.maxThinkWork}
		}),
		"resetFrames": fn(func([]js.Value) any {
			var mem runtime.MemStats
			runtime.ReadMemStats(&mem)
			g.st = frameStats{gc0: mem.NumGC, pause0: mem.PauseTotalNs}
			return nil
		}),
	}
	js.Global().Set("nileTest", js.ValueOf(hooks))
}

// counter is a state that counts its milestones (Tekhenu's Rotations,
// Judgments of Maat and Scorings): the test checks its moves crossed them.
type counter interface {
	Counts() (rotations, judgments, scorings int)
}

func (g *webGame) hookState() map[string]any {
	s := map[string]any{"scene": sceneName(g.Scene()), "lang": g.Loc().Lang, "updates": g.st.updates, "idle": g.Idle()}
	if m, ok := g.Scene().(*scenes.MatchScene); ok {
		ss := m.Session()
		s["moves"] = ss.Moves()
		s["legal"] = len(ss.Legal())
		s["thinking"] = ss.Thinking()
		s["busy"] = m.Busy()
		s["handoff"] = m.Handoff()
		s["terminal"] = ss.Terminal()
		s["humanToAct"] = !ss.Terminal() && ss.HumanToAct() && !m.Busy() && m.Handoff() < 0
		var kinds []any
		for _, seat := range ss.Spec().Seats {
			kinds = append(kinds, seat.Kind)
		}
		s["seats"] = kinds
		if c, ok := ss.State().(counter); ok {
			s["rotations"], s["judgments"], s["scorings"] = c.Counts()
		}
		// Pharaon's and Egizia's turns are sequences of decisions (choose,
		// pay, end; place, feed, build...): the test follows them by the phase.
		switch p := ss.State().(type) {
		case *pharaon.State:
			s["phase"], s["round"] = p.Phase().String(), p.Round()
		case *egizia.State:
			s["phase"], s["round"] = p.Phase().String(), p.Round()
		}
	}
	return s
}

func (g *webGame) hookClickFor(k int) any {
	m, ok := g.Scene().(*scenes.MatchScene)
	if !ok || m.Busy() || m.Handoff() >= 0 || m.Session().Terminal() || !m.Session().HumanToAct() {
		return nil
	}
	p, ok := m.View().(gameview.Prober)
	legal := m.Session().Legal()
	if !ok || len(legal) == 0 {
		return nil
	}
	k = (k%len(legal) + len(legal)) % len(legal)
	for i := range legal {
		a := legal[(k+i)%len(legal)]
		pts := p.ClickFor(a)
		if len(pts) == 0 {
			continue
		}
		out := make([]any, len(pts))
		for j, pt := range pts {
			out[j] = []any{pt.X, pt.Y}
		}
		return map[string]any{"action": m.Session().State().ActionString(a), "points": out}
	}
	return nil
}

// toPage maps a logical point to the page: ebiten scales the 1920x1080
// picture to fit the canvas, centred.
func toPage(p geom.Point) (float64, float64) {
	c := js.Global().Get("document").Call("querySelector", "canvas")
	if !c.Truthy() {
		return p.X, p.Y
	}
	r := c.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	s := min(w/geom.LogicalW, h/geom.LogicalH)
	x0 := r.Get("left").Float() + (w-geom.LogicalW*s)/2
	y0 := r.Get("top").Float() + (h-geom.LogicalH*s)/2
	return x0 + p.X*s, y0 + p.Y*s
}
