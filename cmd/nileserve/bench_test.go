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

	"github.com/chromedp/chromedp"
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
// the wasm) and between the page's requestAnimationFrame callbacks. The
// floor is a page without the game that shows a new picture at every frame
// (floorPage): what presenting alone costs in this browser on this machine
// at the time of the run. NILEGAMES_BENCH_VIEW=WxH changes the viewport
// (1280x720).
func BenchmarkBrowser(b *testing.B) {
	chrome := chromium(b)
	dir := webDir(b)
	raw, err := os.ReadFile(filepath.Join(dir, wasmName(b, dir)))
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
	floor := measureFloor(b, chrome, window)

	b.ReportMetric(float64(len(raw)), "wasm-bytes")
	b.ReportMetric(float64(gz.Len()), "wasm-gzip-bytes")
	b.ReportMetric(cold[1], "first-frame-ms")
	b.ReportMetric(warm, "first-frame-warm-ms")
	b.ReportMetric(normal.game, "think-max-gap-ms")
	b.ReportMetric(off.game, "think-max-gap-noanim-ms")
	b.ReportMetric(base0.game, "baseline-max-gap-ms")
	b.ReportMetric(max(normal.work, off.work), "think-max-frame-work-ms")
	b.ReportMetric(floor.max, "floor-max-gap-ms")
	fmt.Printf("wasm %d bytes, gzip -9 %d bytes\n", len(raw), gz.Len())
	fmt.Printf("first frame: cold %.0f ms (runs %.0f), warm reload %.0f ms\n", cold[1], cold, warm)
	fmt.Printf("viewport %s, %v per run\n", cmpOr(os.Getenv("NILEGAMES_BENCH_VIEW"), "1280x720"), window)
	for _, g := range []gaps{normal, off, base0} {
		fmt.Printf("%s: %d moves; max gap between frames %.1f ms (rAF %.1f ms, p99 %.1f ms) over %d frames; longest frame's own work %.1f ms; longest Update %.1f ms; mean Draw %.1f ms\n",
			g.name, g.moves, g.game, g.page, g.p99, g.frames, g.work, g.update, g.draw)
	}
	fmt.Printf("floor (a WebGL page without the game, a new picture every frame): max gap %.1f ms, p99 %.1f ms, median %.1f ms over %d frames\n",
		floor.max, floor.p99, floor.p50, floor.frames)
}

// floorPage draws, at every frame, a 1920x1080 texture over the whole
// canvas with linear filtering, changing its tint: a new picture each
// frame, like the game's final pass while the board moves, with nothing
// else (no wasm, no game).
const floorPage = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>floor</title></head>
<body style="margin:0;height:100vh;overflow:hidden;background:#2B2118">
<canvas style="display:block;width:100vw;height:100vh"></canvas>
<script>
"use strict";
const c = document.querySelector("canvas");
c.width = innerWidth * devicePixelRatio;
c.height = innerHeight * devicePixelRatio;
const gl = c.getContext("webgl2", { antialias: false, premultipliedAlpha: true, stencil: true });
const sh = (type, src) => { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); return s; };
const p = gl.createProgram();
gl.attachShader(p, sh(gl.VERTEX_SHADER, "#version 300 es\nin vec2 v; out vec2 uv; void main() { uv = v * 0.5 + 0.5; gl_Position = vec4(v, 0, 1); }"));
gl.attachShader(p, sh(gl.FRAGMENT_SHADER, "#version 300 es\nprecision highp float; in vec2 uv; uniform sampler2D t; uniform float k; out vec4 o; void main() { o = texture(t, uv) * k; }"));
gl.linkProgram(p);
gl.useProgram(p);
gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
gl.enableVertexAttribArray(0);
gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
const px = new Uint8Array(1920 * 1080 * 4);
for (let i = 0; i < px.length; i++) px[i] = (i * 7) & 255;
gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 1920, 1080, 0, gl.RGBA, gl.UNSIGNED_BYTE, px);
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
const k = gl.getUniformLocation(p, "k");
window.nileGaps = [];
let last = 0, n = 0;
const frame = (ts) => {
	if (last) nileGaps.push(ts - last);
	last = ts;
	gl.clear(gl.COLOR_BUFFER_BIT);
	gl.uniform1f(k, 0.5 + 0.5 * ((n++ % 60) / 60));
	gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
	requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
</script></body></html>
`

type floorGaps struct {
	max, p99, p50 float64
	frames        int
}

// measureFloor runs floorPage for window/2 in the benchmark's viewport.
func measureFloor(b *testing.B, chrome string, window time.Duration) floorGaps {
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "floor.html"), []byte(floorPage), 0o644); err != nil {
		b.Fatal(err)
	}
	base := serve(b, dir)
	bctx, stop := browser(b, chrome, window+time.Minute)
	defer stop()
	vw, vh := int64(1280), int64(720)
	if v := os.Getenv("NILEGAMES_BENCH_VIEW"); v != "" {
		fmt.Sscanf(v, "%dx%d", &vw, &vh)
	}
	t, cancel := newTab(b, bctx, vw, vh, 1, "en-US")
	defer cancel()
	t.run(chromedp.Navigate(base + "/floor.html"))
	time.Sleep(2 * time.Second)
	t.eval(`nileGaps.length = 0`, nil)
	time.Sleep(window / 2)
	var g []float64
	t.eval(`nileGaps`, &g)
	sort.Float64s(g)
	n := len(g)
	if n == 0 {
		b.Fatal("the floor page drew no frame")
	}
	return floorGaps{max: g[n-1], p99: g[n*99/100], p50: g[n/2], frames: n}
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
