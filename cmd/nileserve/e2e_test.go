package main

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Colours of the ART.md palette (render/palette.go), as the pixel probes
// expect them on screen.
var (
	sand      = color.RGBA{0xE9, 0xD8, 0xA6, 0xFF}
	gold      = color.RGBA{0xD4, 0xA0, 0x17, 0xFF}
	goldLight = color.RGBA{0xF2, 0xCE, 0x5A, 0xFF}
	ink       = color.RGBA{0x2B, 0x21, 0x18, 0xFF}
)

// goldShare is the share of the pixels of r (device pixels) that are of
// the gold gradient of the primary buttons.
func goldShare(img image.Image, r image.Rectangle) float64 {
	r = r.Intersect(img.Bounds())
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := img.At(x, y); near(c, gold, 45) || near(c, goldLight, 45) {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, r.Dx()*r.Dy()))
}

// widgetPx is a widget's rectangle in the screenshot's device pixels,
// shrunk by inset logical pixels on every side.
func (t *tab) widgetPx(id string, dpr, inset float64) image.Rectangle {
	t.tb.Helper()
	r, ok := t.widget(id)
	if !ok {
		t.tb.Fatalf("no widget %q", id)
	}
	return image.Rectangle{Min: t.devicePx(r.X+inset, r.Y+inset, dpr), Max: t.devicePx(r.X+r.W-inset, r.Y+r.H-inset, dpr)}
}

// TestBrowserEndToEnd plays a whole Imhotep match in headless Chromium by
// clicking, as a person would: the menu, one human seat against three easy
// bots, legal moves on the board, the end scene; then a whole Kheops match,
// a solo Tekhenu game up to its first Judgment of Maat, a solo Pharaon
// game against the Traitor up to the human's first pass, and round 1 of
// an Egizia match against the easy bot. It runs in
// `make test` (and on CI, where a missing chromium fails it).
func TestBrowserEndToEnd(t *testing.T) {
	chrome := chromium(t)
	base := serve(t, webDir(t))
	bctx, stop := browser(t, chrome, 10*time.Minute)
	defer stop()
	started := time.Now()

	// A French browser on a HiDPI screen: the game speaks French, the
	// canvas covers the window in device pixels, the loading screen is
	// gone, and there is no Quit in a web page.
	t.Run("french-hidpi", func(t *testing.T) {
		fr, cancel := newTab(t, bctx, 800, 450, 2, "fr-FR")
		defer cancel()
		// A slow network first: the loading screen shows the download's progress.
		fr.run(network.Enable(), network.EmulateNetworkConditions(false, 0, 1e6, 1e6))
		fr.run(chromedp.Navigate(base + "/?test=1"))
		fr.waitFor("the progress bar", `(() => { const w = parseFloat(document.getElementById("fill")?.style.width);
			return w > 0 && w < 100 && document.getElementById("status").textContent.startsWith("Chargement"); })()`, 30*time.Second)
		fr.run(network.EmulateNetworkConditions(false, 0, -1, -1))
		fr.load("")
		var nav string
		fr.eval(`navigator.language`, &nav)
		if st := fr.state(); st.Scene != "menu" || st.Lang != "fr" {
			t.Errorf("navigator.language %q: scene %q lang %q, want the menu in fr", nav, st.Scene, st.Lang)
		}
		var canvas struct{ W, H, CW, CH float64 }
		fr.eval(`(() => { const c = document.querySelector("canvas"); return {W: c.width, H: c.height, CW: c.clientWidth, CH: c.clientHeight}; })()`, &canvas)
		if canvas.W != 1600 || canvas.H != 900 || canvas.CW != 800 || canvas.CH != 450 {
			t.Errorf("canvas %+v, want 1600x900 device pixels on 800x450 CSS pixels", canvas)
		}
		var loader bool
		fr.eval(`!!document.getElementById("loader")`, &loader)
		if loader {
			t.Error("the loading screen is still there")
		}
		if _, ok := fr.widget("quit"); ok {
			t.Error("the browser menu offers Quit")
		}
		if _, ok := fr.widget("settings"); !ok {
			t.Error("the menu has no settings button")
		}
		img := fr.screenshot("menu-fr-dpr2")
		if b := img.Bounds(); b.Dx() != 1600 || b.Dy() != 900 {
			t.Errorf("screenshot %v, want 1600x900", b)
		}
		if p := fr.devicePx(20, 1060, 2); !near(img.At(p.X, p.Y), sand, 40) {
			t.Errorf("menu background at %v: %v, want sand", p, img.At(p.X, p.Y))
		}
		if s := goldShare(img, fr.widgetPx("start", 2, 8)); s < 0.3 {
			t.Errorf("start button: %.0f%% gold pixels", 100*s)
		}
		// The window changes size: the canvas follows.
		fr.run(emulation.SetDeviceMetricsOverride(640, 480, 2, false))
		fr.waitFor("the canvas to follow the window", `document.querySelector("canvas").width === 1280 && document.querySelector("canvas").height === 960`, 10*time.Second)
	})
	if t.Failed() {
		return
	}

	// The device pixel ratio changes after load (browser zoom, the window
	// moved to another screen): the canvas follows it, the picture and the
	// clicks stay right, and it follows the next change too.
	t.Run("pixel-ratio-change", func(t *testing.T) {
		z, cancel := newTab(t, bctx, 800, 450, 1, "en-US")
		defer cancel()
		z.load(base + "/?test=1&speed=off")
		canvasIs := func(w, h int) string {
			return fmt.Sprintf(`document.querySelector("canvas").width === %d && document.querySelector("canvas").height === %d`, w, h)
		}
		z.waitFor("an 800x450 canvas", canvasIs(800, 450), 10*time.Second)
		// The page asks for a canvas without multisampling (index.html).
		var aa bool
		z.eval(`document.querySelector("canvas").getContext("webgl2").getContextAttributes().antialias`, &aa)
		if aa {
			t.Error("the canvas is multisampled")
		}
		z.run(emulation.SetDeviceMetricsOverride(800, 450, 2, false))
		z.waitFor("the canvas to follow the ratio 2", canvasIs(1600, 900), 10*time.Second)
		z.waitUpdates(20)
		img := z.screenshot("menu-dpr1to2")
		if b := img.Bounds(); b.Dx() != 1600 || b.Dy() != 900 {
			t.Fatalf("screenshot %v, want 1600x900", b)
		}
		if p := z.devicePx(20, 1060, 2); !near(img.At(p.X, p.Y), sand, 40) {
			t.Errorf("menu background at %v: %v, want sand", p, img.At(p.X, p.Y))
		}
		if s := goldShare(img, z.widgetPx("start", 2, 8)); s < 0.3 {
			t.Errorf("start button: %.0f%% gold pixels", 100*s)
		}
		z.clickWidget("settings")
		z.waitFor("the settings", `nileTest.state().scene === "settings"`, 10*time.Second)
		z.run(emulation.SetDeviceMetricsOverride(800, 450, 1.5, false))
		z.waitFor("the canvas to follow the ratio 1.5", canvasIs(1200, 675), 10*time.Second)
	})
	if t.Failed() {
		return
	}

	// A window taller than 16:9: the picture is letterboxed, and clicks
	// must land through the same scaling.
	b, cancel := newTab(t, bctx, 1200, 760, 1, "en-US")
	defer cancel()
	// speed=off: no animation (software rendering is slow), the rules stay the same.
	b.load(base + "/?test=1&speed=off")
	var loadMs float64
	b.eval(`nileFirstFrameMs`, &loadMs)
	st := b.state()
	if st.Scene != "menu" || st.Lang != "en" {
		t.Fatalf("scene %q lang %q, want the menu in en", st.Scene, st.Lang)
	}
	img := b.screenshot("menu")
	if p := b.devicePx(20, 1060, 1); !near(img.At(p.X, p.Y), sand, 40) {
		t.Errorf("menu background at %v: %v, want sand", p, img.At(p.X, p.Y))
	}
	// 1200x760 holds a 1200x675 picture: bands of ink above and below.
	for _, p := range []image.Point{{600, 10}, {20, 750}} {
		if !near(img.At(p.X, p.Y), ink, 12) {
			t.Errorf("letterbox at %v: %v, want ink", p, img.At(p.X, p.Y))
		}
	}
	if p := b.devicePx(0, 0, 1); p.Y < 40 || p.Y > 45 {
		t.Errorf("the picture's top left corner is at %v, want y 42.5", p)
	}
	// The title is written in ink above the game cards.
	title := image.Rectangle{Min: b.devicePx(660, 40, 1), Max: b.devicePx(1260, 105, 1)}
	if n := countNear(img, title, ink, 50); n < 200 {
		t.Errorf("title: %d ink pixels", n)
	}

	// Imhotep, four players: a person and three easy bots.
	b.clickWidget("game.imhotep")
	b.clickWidget("players.4")
	for _, seat := range []string{"1", "2", "3"} {
		b.clickWidget("seat." + seat + ".kind.easy")
	}
	b.clickWidget("start")
	b.waitFor("the match", `nileTest.state().scene === "match"`, 20*time.Second)
	st = b.state()
	if strings.Join(st.Seats, ",") != "human,easy,easy,easy" {
		t.Fatalf("seats %v, want human,easy,easy,easy", st.Seats)
	}

	// Offline from now on: the page must need nothing more from the server.
	b.run(network.Enable(), network.EmulateNetworkConditions(true, 0, -1, -1))
	var fetched string
	b.eval(`fetch("index.html?again").then(() => "online", () => "offline")`, &fetched)
	if fetched != "offline" {
		t.Fatalf("the network is still reachable (%s)", fetched)
	}

	// Each run plays other moves; the seed, printed with a failure, and
	// NILEGAMES_E2E_SEED replay a run's choices.
	seed := uint64(started.UnixNano())
	if v := os.Getenv("NILEGAMES_E2E_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("NILEGAMES_E2E_SEED=%q is not a whole number", v)
		}
		seed = n
	}
	t.Logf("the human's moves are drawn with seed %d (NILEGAMES_E2E_SEED)", seed)
	rng := rand.New(rand.NewPCG(seed, 4))
	human, clicking := b.playToEnd(rng, 4*time.Minute, 12, "match")
	if human < 15 {
		t.Errorf("the human played only %d times", human)
	}

	b.checkSavedAndEnded("imhotep", "end")
	// Back to the menu by a click.
	b.clickWidget("menu")
	b.waitFor("the menu", `nileTest.state().scene === "menu"`, 10*time.Second)

	// Kheops from the same page: a person against the easy bot, the
	// colours drawn at random, hands and tiles placed by clicking.
	b.clickWidget("game.kheops")
	b.clickWidget("seat.0.kind.human")
	b.clickWidget("seat.1.kind.easy")
	b.clickWidget("seats.draw")
	b.clickWidget("start")
	b.waitFor("the Kheops match", `nileTest.state().scene === "match"`, 20*time.Second)
	if seats := strings.Join(b.state().Seats, ","); seats != "human,easy" && seats != "easy,human" {
		t.Fatalf("Kheops seats %v, want a human and the easy bot", seats)
	}
	kh, _ := b.playToEnd(rng, 4*time.Minute, 30, "kheops-match")
	if kh < 30 {
		t.Errorf("the human made only %d Kheops decisions (15 turns of 2 or 3)", kh)
	}
	b.checkSavedAndEnded("kheops", "kheops-end")
	b.clickWidget("menu")
	b.waitFor("the menu", `nileTest.state().scene === "menu"`, 10*time.Second)

	// Tekhenu alone against Botankhamon, the automaton whose turns the
	// rules play inside the human's moves.
	te, teClicking := b.playTekhenuSolo(rng)
	b.clickWidget("menu")
	b.waitFor("the menu", `nileTest.state().scene === "menu"`, 10*time.Second)

	// Pharaon alone against the Traitor, up to the human's first pass.
	phStart := time.Now()
	ph := b.playPharaonSolo(rng)
	phTime := time.Since(phStart)
	b.clickWidget("menu")
	b.waitFor("the menu", `nileTest.state().scene === "menu"`, 10*time.Second)

	// Egizia against the easy bot, through round 1.
	egStart := time.Now()
	eg := b.playEgizia(rng)
	egTime := time.Since(egStart)

	var frames map[string]float64
	b.eval(`nileTest.frames()`, &frames)
	t.Logf("first frame %.0f ms after navigation; %d human Imhotep moves (clicking %v), %d Kheops, %d Tekhenu (clicking %v), %d Pharaon (%v), %d Egizia (%v); whole test %v; frames %v",
		loadMs, human, clicking.Round(time.Second), kh, te, teClicking.Round(time.Second), ph, phTime.Round(time.Second),
		eg, egTime.Round(time.Second), time.Since(started).Round(time.Second), frames)
}

// playTekhenuSolo sets up, from the menu, a solo Tekhenu game against
// Botankhamon at the easy level and plays it by clicking until the first
// Judgment of Maat is behind (a whole game, 50 to 70 moves, takes minutes
// of software WebGL), and returns the human's number of moves and the time
// spent clicking.
func (b *tab) playTekhenuSolo(rng *rand.Rand) (int, time.Duration) {
	t := b.tb
	t.Helper()
	b.clickWidget("game.tekhenu")
	b.clickWidget("players.1")
	b.clickWidget("seat.0.kind.human")
	for _, opt := range []string{"solo=easy", "challenge1=false", "challenge2=false", "firstgame=false"} {
		b.clickWidget("opt." + opt)
	}
	b.waitUpdates(3)
	b.screenshot("tekhenu-menu")
	b.clickWidget("start")
	b.waitFor("the Tekhenu match", `nileTest.state().scene === "match"`, 20*time.Second)
	if st := b.state(); strings.Join(st.Seats, ",") != "human,automaton" || st.Moves != 0 || st.Judgments != 0 {
		t.Fatalf("Tekhenu: seats %v, %d moves, %d Judgments; want a new game of a human against the automaton", st.Seats, st.Moves, st.Judgments)
	}
	// The Judgment comes after the 2nd Rotation, when both sides hold 4
	// dice (§4.2, §4.3): Botankhamon has drafted its own by then.
	judged := func(st gameState) bool { return st.Judgments >= 1 }
	n, clicking, st := b.playUntil(rng, 3*time.Minute, judged, 0, "")
	if st.Scene != "match" || st.Judgments != 1 || st.Rotations != 2 || st.Scorings != 0 {
		t.Fatalf("Tekhenu after %d moves: scene %q, %d Rotations, %d Judgments, %d Scorings; want the match after the 1st Judgment (2 Rotations, no Scoring)",
			n, st.Scene, st.Rotations, st.Judgments, st.Scorings)
	}
	if n < 4 {
		t.Errorf("Tekhenu: the first Judgment after %d human moves, want a die drafted in each of its 4 turns (§4.1)", n)
	}
	b.waitUpdates(3)
	b.screenshot("tekhenu-match")
	// Botankhamon's turns are no moves of the match: the save holds
	// exactly the human's, each of them accepted.
	save := b.autosave("tekhenu")
	if save.Match.Game != "tekhenu" || len(save.Seats) != 2 || save.Seats[0].Kind != "human" || save.Seats[1].Kind != "automaton" ||
		save.Match.Options["players"] != "1" || save.Match.Options["solo"] != "easy" {
		t.Errorf("Tekhenu autosave: game %q, seats %+v, options %v; want the human against the easy automaton", save.Match.Game, save.Seats, save.Match.Options)
	}
	if len(save.Match.Actions) != n || st.Moves != n {
		t.Errorf("Tekhenu: the autosave holds %d moves, the match %d, the human made %d", len(save.Match.Actions), st.Moves, n)
	}
	return n, clicking
}

// playToEnd plays the match to its end scene (playUntil).
func (b *tab) playToEnd(rng *rand.Rand, within time.Duration, shotAt int, shot string) (int, time.Duration) {
	b.tb.Helper()
	n, clicking, _ := b.playUntil(rng, within, nil, shotAt, shot)
	return n, clicking
}

// playUntil plays the human seats of the match on screen by clicking the
// points nileTest.clickFor gives for random legal actions and waits while
// the bots play, until the end scene or, when done is not nil, a human's
// turn whose state satisfies done. It returns the number of human moves,
// the time spent clicking and that last state. The screen is kept as shot
// once the match has reached shotAt moves.
func (b *tab) playUntil(rng *rand.Rand, within time.Duration, done func(gameState) bool, shotAt int, shot string) (int, time.Duration, gameState) {
	t := b.tb
	t.Helper()
	human := 0
	var clicking time.Duration
	deadline := time.Now().Add(within * patience)
	for {
		st := b.state()
		if st.Scene == "end" {
			return human, clicking, st
		}
		if st.Scene != "match" {
			t.Fatalf("scene %q during the match", st.Scene)
		}
		if time.Now().After(deadline) {
			t.Fatalf("no end after %d moves (%d by the human): %+v", st.Moves, human, st)
		}
		if !st.HumanToAct {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		if done != nil && done(st) {
			return human, clicking, st
		}
		if shot != "" && st.Moves >= shotAt {
			// A position in the middle of the game, kept for a person to see.
			b.screenshot(shot)
			shot = ""
		}
		clicking += b.humanMove(rng, st)
		human++
	}
}

// humanMove plays one move of the human, whose turn it is in st, by
// clicking the points nileTest.clickFor gives for a legal action drawn
// with rng, and waits until the match has taken it (or ended). It
// returns the time spent clicking.
func (b *tab) humanMove(rng *rand.Rand, st gameState) time.Duration {
	b.tb.Helper()
	var c *struct {
		Action string
		Points [][]float64
	}
	b.eval(`nileTest.clickFor(`+jsonString(rng.IntN(1000))+`)`, &c)
	if c == nil || len(c.Points) == 0 {
		b.tb.Fatalf("no clickable legal action for the human: %+v", st)
	}
	t0 := time.Now()
	for _, p := range c.Points {
		b.click(p[0], p[1])
	}
	clicking := time.Since(t0)
	b.waitFor(fmt.Sprintf("clicking %v to play %s", c.Points, c.Action),
		fmt.Sprintf(`nileTest.state().scene !== "match" || nileTest.state().moves > %d`, st.Moves), 10*time.Second)
	return clicking
}

// checkSavedAndEnded checks, after a match of game played to its end,
// that it was saved in localStorage along the way and that the end scene
// shows on sand with a gold "play again" button; the screen is kept as shot.
func (b *tab) checkSavedAndEnded(game, shot string) {
	t := b.tb
	t.Helper()
	var save string
	b.eval(`localStorage.getItem("nilegames/autosave-`+game+`.json") || ""`, &save) // one autosave per game
	if !strings.Contains(save, `"`+game+`"`) {
		t.Errorf("no %s autosave in localStorage (%d bytes)", game, len(save))
	}
	b.waitUpdates(3)
	img := b.screenshot(shot)
	if s := goldShare(img, b.widgetPx("again", 1, 6)); s < 0.3 {
		t.Errorf("%s: play again button: %.0f%% gold pixels", game, 100*s)
	}
	if p := b.devicePx(10, 1070, 1); !near(img.At(p.X, p.Y), sand, 40) {
		t.Errorf("%s: end background at %v: %v, want sand", game, p, img.At(p.X, p.Y))
	}
}
