package main

import (
	"fmt"
	"net/http"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// BenchmarkBrowserDelivery measures the first visit on a throttled network
// (BENCHMARKS.md, "Browser delivery and offline use"):
//
//	make web && NILEGAMES_WEB_DIR=$PWD/build/web \
//	  go test -run '^$' -bench BrowserDelivery -benchtime 1x -timeout 15m ./cmd/nileserve
//
// For each encoding of the wasm (the server is made to choose it), three
// runs in a fresh profile with the network throttled to 25 Mbit/s down and
// up with 20 ms latency (Network.emulateNetworkConditions): the time from
// navigation to the menu's first frame, and to the wasm's last byte. Then
// a reload with the network offline, the build served by the service
// worker.
func BenchmarkBrowserDelivery(b *testing.B) {
	chrome := chromium(b)
	dir := webDir(b)
	const bytesPerSec = 25e6 / 8
	type run struct {
		firstFrame, wasmEnd, transfer float64
		wasmFetches                   int
		downloaded, compiled          float64 // the loader's marks
		encoding                      string
	}
	visit := func(base string, offline bool) (run, run) {
		bctx, stop := browser(b, chrome, 3*time.Minute)
		defer stop()
		t, cancel := newTab(b, bctx, 1280, 720, 1, "en-US")
		defer cancel()
		seen := watchWasm(t)
		t.run(network.Enable(), network.SetCacheDisabled(false),
			network.EmulateNetworkConditions(false, 20, bytesPerSec, bytesPerSec))
		measure := func() run {
			var r run
			t.eval(`nileFirstFrameMs`, &r.firstFrame)
			var e struct{ End, Transfer float64 }
			t.eval(`(() => { const e = performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm"));
				return e ? { End: e.responseEnd, Transfer: e.transferSize } : { End: 0, Transfer: 0 }; })()`, &e)
			r.wasmEnd, r.transfer = e.End, e.Transfer
			t.eval(`performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).length`, &r.wasmFetches)
			t.eval(`performance.getEntriesByName("nile:downloaded")[0]?.startTime || 0`, &r.downloaded)
			t.eval(`performance.getEntriesByName("nile:compiled")[0]?.startTime || 0`, &r.compiled)
			r.encoding = seen.last(b).encoding
			return r
		}
		t.load(base + "/")
		cold := measure()
		var off run
		if offline {
			t.waitFor("the service worker", `navigator.serviceWorker.controller !== null`, 90*time.Second)
			t.run(network.EmulateNetworkConditions(true, 0, -1, -1))
			t.load(base + "/")
			off = measure()
			off.encoding = "service worker cache"
		}
		return cold, off
	}
	var offline run
	fmt.Printf("throttled 25 Mbit/s, 20 ms latency, fresh profile; viewport 1280x720\n")
	for _, enc := range []string{"br", "gzip", "identity"} {
		h := Handler(dir)
		// The browser offers br and gzip: the server is made to pick one.
		only := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r.Header.Set("Accept-Encoding", enc)
			h.ServeHTTP(w, r)
		})
		base, stopServer := serveHandler(b, only, "127.0.0.1:0")
		var runs []run
		for i := 0; i < 3; i++ {
			cold, off := visit(base, enc == "br" && i == 0)
			if cold.encoding != map[string]string{"br": "br", "gzip": "gzip", "identity": ""}[enc] {
				b.Fatalf("%s: the wasm came with Content-Encoding %q", enc, cold.encoding)
			}
			if cold.wasmFetches != 1 {
				b.Errorf("%s: the page fetched the wasm %d times", enc, cold.wasmFetches)
			}
			runs = append(runs, cold)
			if off.firstFrame > 0 {
				offline = off
			}
		}
		// The same download alone, in a page without the game: what the
		// throttled network itself costs.
		alone := func() float64 {
			bctx, stop := browser(b, chrome, 3*time.Minute)
			defer stop()
			t, cancel := newTab(b, bctx, 1280, 720, 1, "en-US")
			defer cancel()
			t.run(chromedp.Navigate(base + "/favicon.png"))
			t.run(network.Enable(), network.EmulateNetworkConditions(false, 20, bytesPerSec, bytesPerSec))
			var ms float64
			t.eval(`(async () => { const t0 = performance.now(); await (await fetch(`+jsonString(wasmName(b, dir))+`)).arrayBuffer(); return performance.now() - t0; })()`, &ms)
			return ms
		}()
		stopServer()
		frames := make([]float64, len(runs))
		for i, r := range runs {
			frames[i] = r.firstFrame
		}
		sort.Float64s(frames)
		sort.Slice(runs, func(i, j int) bool { return runs[i].firstFrame < runs[j].firstFrame })
		med := runs[1]
		fmt.Printf("%-8s first frame median %.0f ms (runs %.0f); median run: wasm's last byte at %.0f ms (%d bytes over the wire), compiled at %.0f ms; the download alone %.0f ms\n",
			enc, med.firstFrame, frames, med.wasmEnd, int(med.transfer), med.compiled, alone)
		b.ReportMetric(med.firstFrame, "first-frame-"+enc+"-ms")
	}
	fmt.Printf("offline reload from the service worker: first frame %.0f ms, wasm's last byte at %.0f ms, compiled at %.0f ms\n",
		offline.firstFrame, offline.wasmEnd, offline.compiled)
	b.ReportMetric(offline.firstFrame, "first-frame-offline-ms")
}
