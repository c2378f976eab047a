package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// wasmResponse is what the page received for a .wasm.
type wasmResponse struct {
	url, encoding string
	status        int64
	fromSW        bool
}

// wasmLog records the page's .wasm responses (Network events).
type wasmLog struct {
	mu   sync.Mutex
	list []wasmResponse
}

func watchWasm(t *tab) *wasmLog {
	l := &wasmLog{}
	chromedp.ListenTarget(t.ctx, func(ev any) {
		e, ok := ev.(*network.EventResponseReceived)
		if !ok || !strings.HasSuffix(e.Response.URL, ".wasm") {
			return
		}
		r := wasmResponse{url: e.Response.URL, status: e.Response.Status, fromSW: e.Response.FromServiceWorker}
		for k, v := range e.Response.Headers {
			if strings.EqualFold(k, "Content-Encoding") {
				r.encoding = fmt.Sprint(v)
			}
		}
		l.mu.Lock()
		l.list = append(l.list, r)
		l.mu.Unlock()
	})
	return l
}

// last is the latest .wasm response, waiting a little for its event.
func (l *wasmLog) last(tb testing.TB) wasmResponse {
	tb.Helper()
	for end := time.Now().Add(patience * 10 * time.Second); ; {
		l.mu.Lock()
		n := len(l.list)
		var r wasmResponse
		if n > 0 {
			r = l.list[n-1]
		}
		l.list = nil
		l.mu.Unlock()
		if n > 0 {
			return r
		}
		if time.Now().After(end) {
			tb.Fatal("no .wasm response seen")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// statusLog keeps every text of the loading screen's status line in
// window.nileStatusLog, from the start of each page.
const statusLog = `window.nileStatusLog = [];
new MutationObserver(() => {
	const s = document.getElementById("status");
	const t = s && s.textContent;
	if (t && nileStatusLog[nileStatusLog.length - 1] !== t) nileStatusLog.push(t);
}).observe(document, { subtree: true, childList: true, characterData: true });`

// TestBrowserEndToEndOffline: the wasm arrives compressed; after one visit
// the service worker has the build; with the server stopped and the
// network offline a reload reaches the menu and resumes the autosaved
// match; a move made offline is kept; a new deploy replaces the cached
// build and drops the old cache. The page is also installable.
func TestBrowserEndToEndOffline(t *testing.T) {
	chrome := chromium(t)
	dir := copyBuild(t, webDir(t))
	oldWasm := wasmName(t, dir)
	oldBuild := buildID(t, dir)
	var counted wasmRequests
	base, stopServer := serveHandler(t, counted.wrap(Handler(dir)), "127.0.0.1:0")
	addr := strings.TrimPrefix(base, "http://")
	bctx, stop := browser(t, chrome, 8*time.Minute)
	defer stop()
	b, cancel := newTab(t, bctx, 1280, 720, 1, "en-US")
	defer cancel()
	seen := watchWasm(b)
	b.run(network.Enable())
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(statusLog).Do(ctx)
		return err
	}))
	url := base + "/?test=1&speed=off"

	// The first visit: the wasm comes over the network, compressed.
	b.load(url)
	first := seen.last(t)
	if first.status != 200 || first.fromSW || (first.encoding != "br" && first.encoding != "gzip") {
		t.Errorf("first visit: %s: status %d, Content-Encoding %q, from the service worker %v; want 200, br or gzip, from the network",
			first.url, first.status, first.encoding, first.fromSW)
	}
	if !strings.HasSuffix(first.url, "/"+oldWasm) {
		t.Errorf("the page loaded %s, want %s", first.url, oldWasm)
	}
	var raw int64
	if st, err := os.Stat(filepath.Join(dir, oldWasm)); err == nil {
		raw = st.Size()
	}
	// The progress counted the decoded bytes against the raw size: full at the end.
	b.checkProgressEnded("Loading", raw)
	t.Logf("first visit: %s with Content-Encoding %s", first.url, first.encoding)
	// The page fetched it once: the loader's fetch took the preload's.
	var initiators []string
	b.eval(`performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).map((e) => e.initiatorType)`, &initiators)
	if len(initiators) != 1 || initiators[0] != "link" {
		t.Errorf("the page's wasm requests were started by %v, want one, by the preload link", initiators)
	}

	// The service worker takes the page with the build in its cache.
	b.waitFor("the service worker", `navigator.serviceWorker.controller !== null`, 90*time.Second)
	cached := b.caches()
	want := []string{"/", "/wasm_exec.js", "/" + oldWasm, "/manifest.webmanifest", "/icon-192.png", "/icon-512.png"}
	if files, ok := cached["nilegames-"+oldBuild]; !ok || len(cached) != 1 || !containsAll(files, want) {
		t.Fatalf("caches %v, want one, nilegames-%s, holding %v", cached, oldBuild, want)
	}
	b.checkInstallable()
	// The service worker's copy of the wasm comes from the HTTP cache
	// (a 304) when the browser kept it there: logged, not checked, as the
	// HTTP cache may refuse an entry this big on a small disk.
	full, revalidated := counted.get()
	t.Logf("first visit: the server sent the wasm whole %d times, 304 %d times", full, revalidated)

	// A match: a person against the easy bot, a few moves, autosaved.
	b.clickWidget("game.imhotep")
	b.clickWidget("players.2")
	b.clickWidget("seat.1.kind.easy")
	b.clickWidget("start")
	b.waitFor("the match", `nileTest.state().scene === "match"`, 20*time.Second)
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 10))
	b.humanMoves(rng, 3)
	online := b.state()

	// Offline: the server stopped and the page's network cut.
	stopServer()
	b.run(network.EmulateNetworkConditions(true, 0, -1, -1))
	var fetched string
	b.eval(`fetch("index.html?again").then(() => "online", () => "offline")`, &fetched)
	if fetched != "offline" {
		t.Fatalf("the network is still reachable (%s)", fetched)
	}
	b.resumeAfterReload(url, "offline reload", online)
	if r := seen.last(t); !r.fromSW || r.status != 200 {
		t.Errorf("offline reload: %s from the service worker %v, status %d", r.url, r.fromSW, r.status)
	}
	b.checkProgressEnded("Opening this device’s copy", raw)

	// A move made offline is kept.
	b.humanMoves(rng, 1)
	offline := b.state()
	if offline.Moves <= online.Moves {
		t.Fatalf("offline: %d moves, had %d", offline.Moves, online.Moves)
	}
	b.resumeAfterReload(url, "second offline reload", offline)

	// A new build is deployed: back online, a reload loads it, its service
	// worker caches it and drops the old cache.
	newWasm, newBuild := deploy(t, dir, oldWasm, oldBuild)
	_, stopServer = serveHandler(t, Handler(dir), addr)
	defer stopServer()
	b.run(network.EmulateNetworkConditions(false, 0, -1, -1))
	b.load(url)
	// Normally the new build already (its index.html from the network);
	// the old one if the server took longer than the worker waits.
	t.Logf("first load after the deploy: %s", seen.last(t).url)
	b.waitFor("the new build's cache alone", fmt.Sprintf(`caches.keys().then((k) => k.length === 1 && k[0] === "nilegames-%s")`, newBuild), 90*time.Second)
	if files := b.caches()["nilegames-"+newBuild]; !containsAll(files, []string{"/", "/" + newWasm}) || containsAll(files, []string{"/" + oldWasm}) {
		t.Errorf("the new cache holds %v (caches %v), want the new wasm %s and not the old", files, b.caches(), newWasm)
	}
	b.load(url)
	if r := seen.last(t); !strings.HasSuffix(r.url, "/"+newWasm) {
		t.Errorf("after the deploy the page loaded %s, want %s", r.url, newWasm)
	}
	b.clickWidget("resume")
	b.waitFor("the resumed match", `nileTest.state().scene === "match"`, 20*time.Second)
	if st := b.state(); st.Moves != offline.Moves {
		t.Errorf("after the deploy the resumed match has %d moves, want %d", st.Moves, offline.Moves)
	}
}

// wasmRequests counts the wasm's responses by status.
type wasmRequests struct {
	mu                sync.Mutex
	full, notModified int
}

func (c *wasmRequests) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, code: 200}
		h.ServeHTTP(rec, r)
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			c.mu.Lock()
			switch rec.code {
			case http.StatusOK:
				c.full++
			case http.StatusNotModified:
				c.notModified++
			}
			c.mu.Unlock()
		}
	})
}

func (c *wasmRequests) get() (int, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.full, c.notModified
}

type statusRecorder struct {
	http.ResponseWriter
	code int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.code = code
	r.ResponseWriter.WriteHeader(code)
}

// copyBuild copies the build's files into a temporary folder (the test
// deploys a new build over it).
func copyBuild(tb testing.TB, src string) string {
	tb.Helper()
	dst := tb.TempDir()
	ents, err := os.ReadDir(src)
	if err != nil {
		tb.Fatal(err)
	}
	for _, e := range ents {
		if !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), data, 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return dst
}

var buildRe = regexp.MustCompile(`const BUILD = "([0-9a-f]+)"`)

// buildID is the build's id written into sw.js by make web.
func buildID(tb testing.TB, dir string) string {
	tb.Helper()
	sw, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		tb.Fatal(err)
	}
	m := buildRe.FindSubmatch(sw)
	if m == nil {
		tb.Fatalf("sw.js has no build id")
	}
	return string(m[1])
}

// deploy turns the build in dir into another one, as make web would after
// a change: the wasm and its copies renamed, index.html and sw.js naming
// them and a new build id.
func deploy(tb testing.TB, dir, oldWasm, oldBuild string) (string, string) {
	tb.Helper()
	newWasm := "nilegames." + reverse(strings.TrimSuffix(strings.TrimPrefix(oldWasm, "nilegames."), ".wasm")) + ".wasm"
	newBuild := reverse(oldBuild)
	if newWasm == oldWasm || newBuild == oldBuild {
		tb.Skip("palindromic hash: cannot make a different build name")
	}
	for _, suffix := range []string{"", ".br", ".gz"} {
		if err := os.Rename(filepath.Join(dir, oldWasm+suffix), filepath.Join(dir, newWasm+suffix)); err != nil {
			tb.Fatal(err)
		}
	}
	for _, f := range []string{"index.html", "sw.js"} {
		p := filepath.Join(dir, f)
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		s := strings.ReplaceAll(string(data), oldWasm, newWasm)
		s = strings.ReplaceAll(s, `"`+oldBuild+`"`, `"`+newBuild+`"`)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return newWasm, newBuild
}

func reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

func containsAll(have, want []string) bool {
	for _, w := range want {
		found := false
		for _, h := range have {
			found = found || h == w
		}
		if !found {
			return false
		}
	}
	return true
}

// caches is the service worker caches: name → the paths they hold.
func (t *tab) caches() map[string][]string {
	t.tb.Helper()
	var c map[string][]string
	t.eval(`(async () => {
		const out = {};
		for (const k of await caches.keys()) {
			const c = await caches.open(k);
			out[k] = (await c.keys()).map((r) => new URL(r.url).pathname);
		}
		return out;
	})()`, &c)
	return c
}

// checkProgressEnded checks that the loading screen's last progress line
// of this page, starting with what, read the raw size over the raw size.
func (t *tab) checkProgressEnded(what string, raw int64) {
	t.tb.Helper()
	var lines []string
	t.eval(`window.nileStatusLog || []`, &lines)
	mb := fmt.Sprintf("%.1f", float64(raw)/1e6)
	wantEnd := what + " " + mb + " / " + mb + " MB"
	last := ""
	for _, l := range lines {
		if strings.HasPrefix(l, what) {
			last = l
		}
	}
	if last != wantEnd {
		t.tb.Errorf("the last progress line was %q (of %q), want %q", last, lines, wantEnd)
	}
}

// checkInstallable asks Chromium whether the page can be installed as an
// app (manifest, icons, service worker).
func (t *tab) checkInstallable() {
	t.tb.Helper()
	var errs []*page.InstallabilityError
	var manifestErrs []*page.AppManifestError
	var manifest *page.WebAppManifest
	t.run(chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		if _, manifestErrs, _, manifest, err = page.GetAppManifest().Do(ctx); err != nil {
			return err
		}
		errs, err = page.GetInstallabilityErrors().Do(ctx)
		return err
	}))
	for _, e := range manifestErrs {
		t.tb.Errorf("manifest, line %d: %s", e.Line, e.Message)
	}
	if manifest == nil || manifest.Name != "Nile Games" || len(manifest.Icons) != 3 {
		t.tb.Errorf("the manifest Chromium read: %+v", manifest)
	}
	for _, e := range errs {
		args := ""
		for _, a := range e.ErrorArguments {
			args += " " + a.Name + "=" + a.Value
		}
		t.tb.Errorf("not installable: %s%s", e.ErrorID, args)
	}
}

// humanMoves plays n moves of the human seat by clicking, letting the bot
// play in between.
func (t *tab) humanMoves(rng *rand.Rand, n int) {
	t.tb.Helper()
	deadline := time.Now().Add(patience * 2 * time.Minute)
	for n > 0 {
		st := t.state()
		if st.Scene != "match" || st.Terminal {
			t.tb.Fatalf("no match to play: %+v", st)
		}
		if time.Now().After(deadline) {
			t.tb.Fatalf("the human could not play: %+v", st)
		}
		if !st.HumanToAct {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		t.humanMove(rng, st)
		n--
	}
	// The bot's answer too, so the saved match waits for the human.
	t.waitFor("the human's turn", `nileTest.state().humanToAct`, 60*time.Second)
}

// resumeAfterReload reloads url, reaches the menu and resumes the saved
// match, which must be where it was (had).
func (t *tab) resumeAfterReload(url, what string, had gameState) {
	t.tb.Helper()
	t.load(url)
	if st := t.state(); st.Scene != "menu" {
		t.tb.Fatalf("%s: scene %q, want the menu", what, st.Scene)
	}
	t.clickWidget("resume")
	t.waitFor(what+": the resumed match", `nileTest.state().scene === "match"`, 20*time.Second)
	st := t.state()
	if st.Moves != had.Moves || strings.Join(st.Seats, ",") != strings.Join(had.Seats, ",") {
		t.tb.Fatalf("%s: resumed %d moves, seats %v; want %d, %v", what, st.Moves, st.Seats, had.Moves, had.Seats)
	}
}
