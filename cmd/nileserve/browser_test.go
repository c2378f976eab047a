package main

// The browser harness: the web build (build/web from `make web`, named by
// NILEGAMES_WEB_DIR, or built here), served by Handler on a free port of
// 127.0.0.1, and headless Chromium driven by chromedp. Nothing is loaded
// from anywhere else.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium finds the browser. Without one the test is skipped, except on
// CI (CI set), where it must run: `make web-deps` installs Debian's chromium.
func chromium(tb testing.TB) string {
	tb.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "no chromium on PATH (install it: make web-deps, or apt-get install chromium; or set CHROMIUM)"
	if ci := os.Getenv("CI"); ci != "" && ci != "false" && ci != "0" {
		tb.Fatal("the browser test must run on CI: " + msg)
	}
	tb.Skip("browser test skipped: " + msg)
	return ""
}

// webDir is the browser build to test: $NILEGAMES_WEB_DIR (make test sets
// it to build/web after `make web`), else one made now by `make web` into a
// temporary folder.
func webDir(tb testing.TB) string {
	tb.Helper()
	if d := os.Getenv("NILEGAMES_WEB_DIR"); d != "" {
		for _, f := range []string{"index.html", "wasm_exec.js", "sw.js", "manifest.webmanifest"} {
			if _, err := os.Stat(filepath.Join(d, f)); err != nil {
				tb.Fatalf("NILEGAMES_WEB_DIR=%s: %v (run make web)", d, err)
			}
		}
		wasmName(tb, d)
		return d
	}
	d := tb.TempDir()
	tb.Logf("make web into %s", d)
	cmd := exec.Command("make", "-C", filepath.Join("..", ".."), "web", "WEB="+d)
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("make web: %v\n%s", err, out)
	}
	return d
}

// wasmName is the name of the build's wasm, nilegames.<hash>.wasm.
func wasmName(tb testing.TB, dir string) string {
	tb.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "nilegames*.wasm"))
	if err != nil || len(m) != 1 {
		tb.Fatalf("%s: want one nilegames*.wasm, have %v (run make web)", dir, m)
	}
	return filepath.Base(m[0])
}

// patience multiplies every limit of the browser tests. They are limits on
// waiting for a condition, never expectations of speed: on a shared CI
// machine with busy cores, software WebGL can take seconds for one frame,
// and a test that gives up early fails for nothing.
const patience = 3

// serve starts Handler(dir) on a free port of 127.0.0.1 and returns its URL.
func serve(tb testing.TB, dir string) string {
	tb.Helper()
	url, _ := serveHandler(tb, Handler(dir), "127.0.0.1:0")
	return url
}

// serveHandler serves h on addr and returns its URL and a function that
// stops the server (the port is then free: requests to it fail).
func serveHandler(tb testing.TB, h http.Handler, addr string) (string, func()) {
	tb.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		tb.Fatal(err)
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	tb.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String(), func() { srv.Close() }
}

// browser starts headless Chromium with a fresh profile; the context ends
// after timeout.
func browser(tb testing.TB, path string, timeout time.Duration) (context.Context, context.CancelFunc) {
	tb.Helper()
	// Not tb.TempDir: the browser's helper processes may still write to
	// the profile for a moment after it is stopped.
	profile, err := os.MkdirTemp("", "nilegames-chromium-")
	if err != nil {
		tb.Fatal(err)
	}
	removeProfile := func() {
		for i := 0; i < 50 && os.RemoveAll(profile) != nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.DisableGPU, // with --enable-unsafe-swiftshader: WebGL in software
		chromedp.NoSandbox,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 720),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("metrics-recording-only", true),
		chromedp.Flag("password-store", "basic"),
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout*patience)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	bctx, bcancel := chromedp.NewContext(actx)
	// Start the browser now, so that its failure is reported here.
	if err := chromedp.Run(bctx); err != nil {
		bcancel()
		acancel()
		cancel()
		removeProfile()
		tb.Fatalf("starting %s: %v", path, err)
	}
	return bctx, func() { bcancel(); acancel(); cancel(); removeProfile() }
}

// tab is one page of the browser with the game loaded.
type tab struct {
	tb  testing.TB
	ctx context.Context
}

// newTab opens a tab with the given viewport (CSS pixels, device pixel
// ratio) and browser language, not yet navigated.
func newTab(tb testing.TB, bctx context.Context, w, h int64, dpr float64, lang string) (*tab, context.CancelFunc) {
	tb.Helper()
	ctx, cancel := chromedp.NewContext(bctx)
	t := &tab{tb: tb, ctx: ctx}
	var ua string
	t.run(chromedp.Evaluate(`navigator.userAgent`, &ua))
	t.run(emulation.SetDeviceMetricsOverride(w, h, dpr, false),
		emulation.SetUserAgentOverride(ua).WithAcceptLanguage(lang),
		emulation.SetLocaleOverride().WithLocale(lang))
	return t, cancel
}

func (t *tab) run(actions ...chromedp.Action) {
	t.tb.Helper()
	if err := chromedp.Run(t.ctx, actions...); err != nil {
		t.tb.Fatal(err)
	}
}

// eval evaluates a JavaScript expression (awaiting a promise) into res.
func (t *tab) eval(expr string, res any) {
	t.tb.Helper()
	t.run(chromedp.Evaluate(expr, res, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
}

// waitFor polls a JavaScript condition (perhaps a promise) every 20 ms
// until it holds.
func (t *tab) waitFor(what, cond string, timeout time.Duration) {
	t.tb.Helper()
	timeout *= patience
	end := time.Now().Add(timeout)
	for {
		var ok bool
		t.eval("(async () => !!(await ("+cond+")))()", &ok)
		if ok {
			return
		}
		if time.Now().After(end) {
			t.tb.Fatalf("waiting for %s (%s): still false after %v", what, cond, timeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// load navigates to url ("" stays on the page) and waits until the game
// has drawn its first frame.
func (t *tab) load(url string) {
	t.tb.Helper()
	if url != "" {
		t.run(chromedp.Navigate(url))
	}
	t.waitFor("the first frame", `window.nileFirstFrameMs > 0 || document.getElementById("loader")?.classList.contains("failed")`, 90*time.Second)
	var failed string
	t.eval(`document.getElementById("loader")?.classList.contains("failed") ? document.getElementById("status").textContent : ""`, &failed)
	if failed != "" {
		t.tb.Fatalf("the page failed to start the game: %s", failed)
	}
}

// gameState is window.nileTest.state().
type gameState struct {
	Scene      string   `json:"scene"`
	Lang       string   `json:"lang"`
	Updates    int      `json:"updates"`
	Idle       bool     `json:"idle"`
	Moves      int      `json:"moves"`
	Legal      int      `json:"legal"`
	Thinking   bool     `json:"thinking"`
	Busy       bool     `json:"busy"`
	Handoff    int      `json:"handoff"`
	Terminal   bool     `json:"terminal"`
	HumanToAct bool     `json:"humanToAct"`
	Seats      []string `json:"seats"`
	// Tekhenu's milestones so far.
	Rotations int `json:"rotations"`
	Judgments int `json:"judgments"`
	Scorings  int `json:"scorings"`
	// Pharaon's and Egizia's decision (their engine's Phase code) and round.
	Phase string `json:"phase"`
	Round int    `json:"round"`
}

func (t *tab) state() gameState {
	t.tb.Helper()
	var s gameState
	t.eval(`nileTest.state()`, &s)
	return s
}

type rect struct{ X, Y, W, H float64 }

// widget is where a widget of the current scene is (logical pixels).
func (t *tab) widget(id string) (rect, bool) {
	t.tb.Helper()
	var r *rect
	t.eval(fmt.Sprintf(`nileTest.widget(%q)`, id), &r)
	if r == nil {
		return rect{}, false
	}
	return *r, true
}

// toPage converts a logical point to CSS pixels of the page.
func (t *tab) toPage(x, y float64) (float64, float64) {
	t.tb.Helper()
	var p []float64
	t.eval(fmt.Sprintf(`nileTest.toPage(%g, %g)`, x, y), &p)
	if len(p) != 2 {
		t.tb.Fatalf("toPage(%g, %g): %v", x, y, p)
	}
	return p[0], p[1]
}

// waitUpdates lets the game run n updates (at most a second, times
// patience: a game that waits for input runs one update per input event).
func (t *tab) waitUpdates(n int) {
	t.tb.Helper()
	start := t.state().Updates
	end := time.Now().Add(patience * time.Second)
	for t.state().Updates < start+n && time.Now().Before(end) {
		time.Sleep(5 * time.Millisecond)
	}
}

// click presses and releases the left button at a logical point like a
// person: move there, press, release, with game updates in between (the
// game reads the button's state once per update).
func (t *tab) click(x, y float64) {
	t.tb.Helper()
	px, py := t.toPage(x, y)
	t.run(input.DispatchMouseEvent(input.MouseMoved, px, py))
	t.waitUpdates(1)
	t.run(input.DispatchMouseEvent(input.MousePressed, px, py).WithButton(input.Left).WithButtons(1).WithClickCount(1))
	t.waitUpdates(1)
	t.run(input.DispatchMouseEvent(input.MouseReleased, px, py).WithButton(input.Left).WithClickCount(1))
	t.waitUpdates(1)
}

// clickWidget clicks the centre of a widget of the current scene.
func (t *tab) clickWidget(id string) {
	t.tb.Helper()
	r, ok := t.widget(id)
	if !ok {
		t.tb.Fatalf("no widget %q in scene %q", id, t.state().Scene)
	}
	t.click(r.X+r.W/2, r.Y+r.H/2)
}

// screenshot captures the viewport (device pixels) and keeps it as
// name.png in $NILEGAMES_E2E_OUT when set, for a person to look at.
func (t *tab) screenshot(name string) image.Image {
	t.tb.Helper()
	var buf []byte
	t.run(chromedp.CaptureScreenshot(&buf))
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		t.tb.Fatal(err)
	}
	if dir := os.Getenv("NILEGAMES_E2E_OUT"); dir != "" {
		os.MkdirAll(dir, 0o755)
		os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644)
	}
	return img
}

// devicePx maps a logical point to the pixel of a screenshot taken at
// device pixel ratio dpr.
func (t *tab) devicePx(x, y, dpr float64) image.Point {
	px, py := t.toPage(x, y)
	return image.Pt(int(px*dpr), int(py*dpr))
}

// near is rendertest.Near, which this package cannot import: it links
// Ebitengine, whose start-up panics without a display.
func near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) bool { v := int(x>>8) - int(y); return v <= tol && v >= -tol }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

// countNear counts the pixels of r near colour c.
func countNear(img image.Image, r image.Rectangle, c color.RGBA, tol int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.At(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
