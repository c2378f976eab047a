package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"
)

// BenchmarkBrowser measures the browser build (BENCHMARKS.md, "Browser
// build"):
//
//	go test -run '^$' -bench Browser -benchtime 1x ./cmd/nileserve
//
// wasm size raw and gzipped (-9); time from navigation to the first frame
// in a fresh profile (cold cache), median of three, and after a reload
// (warm cache); the largest gap between frames while hard bots think, four
// hard bots playing for NILEGAMES_BENCH_WINDOW (20s), with animations at
// normal speed and off, and a baseline with the search cut to almost
// nothing. Gaps are measured twice: between the game's frames (Draw, from
// the wasm) and between the page's requestAnimationFrame callbacks.
// NILEGAMES_BENCH_VIEW=WxH changes the viewport (1280x720).
func BenchmarkBrowser(b *testing.B) {
	chrome := chromium(b)
	dir := webDir(b)
	raw, err := os.ReadFile(filepath.Join(dir, "nilegames.wasm"))
	if err != nil {
		b.Fatal(err)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(raw)
	zw.Close()
	base := serve(b, dir)
	window := 20 * time.Second
	if s := os.Getenv("NILEGAMES_BENCH_WINDOW"); s != "" {
		if d, err := time.ParseDuration(s); err == nil {
			window = d
		}
	}

	var cold []float64
	var warm float64
	for i := 0; i < 3; i++ {
		func() {
			bctx, stop := browser(b, chrome, 3*time.Minute)
			defer stop()
			t, cancel := newTab(b, bctx, 1280, 720, 1, "en-US")
			defer cancel()
			t.load(base + "/")
			var ms float64
			t.eval(`nileFirstFrameMs`, &ms)
			cold = append(cold, ms)
			if i == 0 {
				t.load(base + "/")
				t.eval(`nileFirstFrameMs`, &warm)
			}
		}()
	}
	sort.Float64s(cold)

	type gaps struct {
		name                                string
		game, page, p99, update, draw, work float64
		frames, moves                       int
	}
	measure := func(name, params string) gaps {
		bctx, stop := browser(b, chrome, window+3*time.Minute)
		defer stop()
		vw, vh := int64(1280), int64(720)
		if v := os.Getenv("NILEGAMES_BENCH_VIEW"); v != "" {
			fmt.Sscanf(v, "%dx%d", &vw, &vh)
		}
		t, cancel := newTab(b, bctx, vw, vh, 1, "en-US")
		defer cancel()
		t.load(base + "/?test=1&nosave&game=imhotep&seats=hard,hard,hard,hard&seed=7&" + params)
		t.waitFor("a bot thinking", `nileTest.state().thinking`, 30*time.Second)
		// Let the first frames (caches of the board) pass.
		time.Sleep(2 * time.Second)
		var m0 int
		t.eval(`nileTest.state().moves`, &m0)
		t.eval(`(() => {
			nileTest.resetFrames();
			const g = window.nileGaps = [];
			let last = 0;
			const f = (ts) => { if (last) g.push(ts - last); last = ts; requestAnimationFrame(f); };
			requestAnimationFrame(f);
		})()`, nil)
		time.Sleep(window)
		var fr map[string]float64
		t.eval(`nileTest.frames()`, &fr)
		var page []float64
		t.eval(`window.nileGaps`, &page)
		st := t.state()
		if !st.Thinking && !st.Terminal {
			b.Logf("%s: the bots were not thinking at the end (%+v)", name, st)
		}
		sort.Float64s(page)
		g := gaps{name: name, game: fr["maxThinkGapMs"], update: fr["maxUpdateMs"], work: fr["maxThinkWorkMs"],
			frames: int(fr["thinkDraws"]), moves: st.Moves - m0}
		if fr["draws"] > 0 {
			g.draw = fr["drawMs"] / fr["draws"]
		}
		if n := len(page); n > 0 {
			g.page, g.p99 = page[n-1], page[n*99/100]
		}
		b.Logf("%s: frames %v; page frames %d", name, fr, len(page))
		return g
	}
	normal := measure("hard bots, animation normal", "speed=normal")
	off := measure("hard bots, animation off", "speed=off")
	// The same screen with a search of one iteration per update: what the
	// browser costs without the bots' work.
	base0 := measure("baseline (1 iteration per update), animation off", "speed=off&think=1")

	b.ReportMetric(float64(len(raw)), "wasm-bytes")
	b.ReportMetric(float64(gz.Len()), "wasm-gzip-bytes")
	b.ReportMetric(cold[1], "first-frame-ms")
	b.ReportMetric(warm, "first-frame-warm-ms")
	b.ReportMetric(normal.game, "think-max-gap-ms")
	b.ReportMetric(off.game, "think-max-gap-noanim-ms")
	b.ReportMetric(base0.game, "baseline-max-gap-ms")
	b.ReportMetric(max(normal.work, off.work), "think-max-frame-work-ms")
	fmt.Printf("wasm %d bytes, gzip -9 %d bytes\n", len(raw), gz.Len())
	fmt.Printf("first frame: cold %.0f ms (runs %.0f), warm reload %.0f ms\n", cold[1], cold, warm)
	fmt.Printf("viewport %s, %v per run\n", cmpOr(os.Getenv("NILEGAMES_BENCH_VIEW"), "1280x720"), window)
	for _, g := range []gaps{normal, off, base0} {
		fmt.Printf("%s: %d moves; max gap between frames %.1f ms (rAF %.1f ms, p99 %.1f ms) over %d frames; longest frame's own work %.1f ms; longest Update %.1f ms; mean Draw %.1f ms\n",
			g.name, g.moves, g.game, g.page, g.p99, g.frames, g.work, g.update, g.draw)
	}
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
