package main

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const hashedWasm = "/nilegames.0123456789abcdef.wasm"

// A build folder: a hashed wasm with .br and .gz siblings (their bytes
// only need to differ), an old build's plain wasm with a .gz only, one
// without siblings, and the other files of the build.
func testBuild(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	wasm := []byte("\x00asm\x01\x00\x00\x00 pretend this is a game, long enough to take ranges of")
	files := map[string][]byte{
		"index.html":           []byte("<!DOCTYPE html><title>x</title>"),
		"sw.js":                []byte(`"use strict";`),
		"wasm_exec.js":         []byte(`"use strict";`),
		"manifest.webmanifest": []byte(`{"name": "Nile Games"}`),
		hashedWasm[1:]:         wasm,
		hashedWasm[1:] + ".br": []byte("brotli bytes of the game"),
		hashedWasm[1:] + ".gz": []byte("gzip bytes of the game, a little longer"),
		"nilegames.wasm":       wasm,
		"nilegames.wasm.gz":    []byte("gzip bytes of the old game"),
		"plain.wasm":           wasm,
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, files
}

func do(h http.Handler, method, path string, header ...string) *http.Response {
	req := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func readBody(r *http.Response) []byte {
	b, _ := io.ReadAll(r.Body)
	return b
}

// Which file goes out for each Accept-Encoding, with which headers.
func TestHandlerNegotiatesEncoding(t *testing.T) {
	dir, files := testBuild(t)
	h := Handler(dir)
	hashed := hashedWasm[1:]
	for _, c := range []struct {
		path   string
		accept []string // Accept-Encoding lines; nil: none
		want   string   // the encoding sent, "" for the file itself
	}{
		{hashedWasm, []string{"gzip, deflate, br, zstd"}, "br"}, // Chromium over HTTPS
		{hashedWasm, []string{"gzip, deflate"}, "gzip"},         // Chromium over plain HTTP
		{hashedWasm, []string{"br"}, "br"},
		{hashedWasm, []string{"BR, GZip"}, "br"},
		{hashedWasm, []string{"x-gzip"}, "gzip"},
		{hashedWasm, []string{"br;q=0.5, gzip"}, "gzip"},
		{hashedWasm, []string{"br;q=0.5, gzip;q=0.4"}, "br"},
		{hashedWasm, []string{"gzip;q=0.001, br;q=0.000"}, "gzip"},
		{hashedWasm, []string{"br ; q=0, gzip ;Q=0.8"}, "gzip"},
		{hashedWasm, []string{"br;q=zero, gzip;q=1.5"}, ""}, // unreadable q-values accept nothing
		{hashedWasm, []string{"br;q=0, gzip;q=0"}, ""},
		{hashedWasm, nil, ""},
		{hashedWasm, []string{""}, ""},
		{hashedWasm, []string{"identity"}, ""},
		{hashedWasm, []string{"deflate, zstd"}, ""},
		{hashedWasm, []string{"*"}, "br"},
		{hashedWasm, []string{"*;q=0.5, br;q=0"}, "gzip"},
		{hashedWasm, []string{"*;q=0, identity"}, ""},
		{hashedWasm, []string{"gzip", "br"}, "br"}, // two header lines
		{hashedWasm, []string{"identity;q=0, gzip"}, "gzip"},
		{hashedWasm, []string{"identity;q=0"}, ""}, // nothing acceptable: the file itself rather than an error
		{hashedWasm, []string{"identity;q=1, br;q=0.9"}, ""},
		{hashedWasm, []string{"identity;q=0.5, br;q=0.9"}, "br"},
		{hashedWasm, []string{"identity, br"}, "br"},               // a tie: the smaller
		{"/nilegames.wasm", []string{"gzip, deflate, br"}, "gzip"}, // an old build: .gz only
		{"/nilegames.wasm", []string{"br"}, ""},
		{"/plain.wasm", []string{"gzip, br"}, ""}, // no siblings
	} {
		name := c.path + " " + strings.Join(c.accept, " | ")
		var hdr []string
		for _, a := range c.accept {
			hdr = append(hdr, "Accept-Encoding", a)
		}
		r := do(h, "GET", c.path, hdr...)
		file := c.path[1:]
		switch c.want {
		case "br":
			file += ".br"
		case "gzip":
			file += ".gz"
		}
		body := readBody(r)
		if r.StatusCode != 200 || r.Header.Get("Content-Encoding") != c.want || !bytes.Equal(body, files[file]) {
			t.Errorf("%s: %d, Content-Encoding %q and %d bytes, want 200, %q and the %d bytes of %s",
				name, r.StatusCode, r.Header.Get("Content-Encoding"), len(body), c.want, len(files[file]), file)
			continue
		}
		if cl := r.Header.Get("Content-Length"); cl != strconv.Itoa(len(files[file])) {
			t.Errorf("%s: Content-Length %s, want %d", name, cl, len(files[file]))
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("%s: Content-Type %q", name, ct)
		}
		if v := r.Header.Values("Vary"); c.path != "/plain.wasm" && (len(v) != 1 || v[0] != "Accept-Encoding") {
			t.Errorf("%s: Vary %q, want Accept-Encoding", name, v)
		}
		wantCache := "no-cache"
		if c.path == hashedWasm {
			wantCache = "public, max-age=31536000, immutable"
		}
		if cc := r.Header.Get("Cache-Control"); cc != wantCache {
			t.Errorf("%s: Cache-Control %q, want %q", name, cc, wantCache)
		}
	}
	// HEAD: the headers of the GET, no body.
	r := do(h, "HEAD", hashedWasm, "Accept-Encoding", "gzip")
	if r.Header.Get("Content-Encoding") != "gzip" || r.Header.Get("Content-Length") != strconv.Itoa(len(files[hashed+".gz"])) || len(readBody(r)) != 0 {
		t.Errorf("HEAD: %q %q", r.Header.Get("Content-Encoding"), r.Header.Get("Content-Length"))
	}
}

// Ranges are of the representation sent: the compressed bytes.
func TestHandlerRanges(t *testing.T) {
	dir, files := testBuild(t)
	h := Handler(dir)
	br := files[hashedWasm[1:]+".br"]
	raw := files[hashedWasm[1:]]
	for _, c := range []struct {
		accept, rng string
		want        []byte
		total       int
	}{
		{"br", "bytes=0-9", br[:10], len(br)},
		{"br", "bytes=-5", br[len(br)-5:], len(br)},
		{"br", "bytes=7-", br[7:], len(br)},
		{"identity", "bytes=2-5", raw[2:6], len(raw)},
	} {
		r := do(h, "GET", hashedWasm, "Accept-Encoding", c.accept, "Range", c.rng)
		body := readBody(r)
		wantCR := "bytes " + strconv.Itoa(c.total-len(c.want)) + "-" + strconv.Itoa(c.total-1) + "/" + strconv.Itoa(c.total)
		if c.rng == "bytes=0-9" {
			wantCR = "bytes 0-9/" + strconv.Itoa(c.total)
		}
		if c.rng == "bytes=2-5" {
			wantCR = "bytes 2-5/" + strconv.Itoa(c.total)
		}
		if r.StatusCode != http.StatusPartialContent || !bytes.Equal(body, c.want) || r.Header.Get("Content-Range") != wantCR ||
			r.Header.Get("Content-Length") != strconv.Itoa(len(c.want)) {
			t.Errorf("%s %s: %d %q %q length %s, want 206 %q %q length %d", c.accept, c.rng, r.StatusCode, body,
				r.Header.Get("Content-Range"), r.Header.Get("Content-Length"), c.want, wantCR, len(c.want))
		}
		if c.accept == "br" && r.Header.Get("Content-Encoding") != "br" {
			t.Errorf("%s %s: Content-Encoding %q", c.accept, c.rng, r.Header.Get("Content-Encoding"))
		}
	}
	// Each encoding has its own ETag: resuming a gzip download with the
	// br file's ETag gets the whole gzip file, not a range of it.
	etagBr := do(h, "GET", hashedWasm, "Accept-Encoding", "br").Header.Get("ETag")
	r := do(h, "GET", hashedWasm, "Accept-Encoding", "gzip", "Range", "bytes=0-9", "If-Range", etagBr)
	if etagBr == "" || r.StatusCode != 200 || !bytes.Equal(readBody(r), files[hashedWasm[1:]+".gz"]) {
		t.Errorf("If-Range with the br ETag (%s) on gzip: %d", etagBr, r.StatusCode)
	}
	r = do(h, "GET", hashedWasm, "Accept-Encoding", "br", "Range", "bytes=0-9", "If-Range", etagBr)
	if r.StatusCode != http.StatusPartialContent {
		t.Errorf("If-Range with its own ETag: %d", r.StatusCode)
	}
	r = do(h, "GET", hashedWasm, "Accept-Encoding", "br", "If-None-Match", etagBr)
	if r.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match with its ETag: %d", r.StatusCode)
	}
	r = do(h, "GET", hashedWasm, "Accept-Encoding", "br", "Range", "bytes=5000-")
	if r.StatusCode != http.StatusRequestedRangeNotSatisfiable {
		t.Errorf("a range past the end: %d", r.StatusCode)
	}
}

// Content types and caching of the other files of the build.
func TestHandlerTypesAndCaching(t *testing.T) {
	dir, _ := testBuild(t)
	h := Handler(dir)
	for _, c := range []struct{ path, ctype, cache string }{
		{"/", "text/html; charset=utf-8", "no-cache"},
		{"/index.html?test=1", "", "no-cache"}, // FileServer redirects /index.html to ./
		{"/sw.js", "text/javascript; charset=utf-8", "no-cache"},
		{"/wasm_exec.js", "text/javascript; charset=utf-8", "no-cache"},
		{"/manifest.webmanifest", "application/manifest+json", "no-cache"},
		{"/plain.wasm", "application/wasm", "no-cache"},
		{hashedWasm + ".br", "", "public, max-age=31536000, immutable"},
	} {
		r := do(h, "GET", c.path)
		if c.ctype != "" && r.Header.Get("Content-Type") != c.ctype {
			t.Errorf("%s: Content-Type %q, want %q", c.path, r.Header.Get("Content-Type"), c.ctype)
		}
		if r.Header.Get("Cache-Control") != c.cache {
			t.Errorf("%s: Cache-Control %q, want %q", c.path, r.Header.Get("Cache-Control"), c.cache)
		}
		if r.StatusCode >= 400 {
			t.Errorf("%s: %d", c.path, r.StatusCode)
		}
	}
	if r := do(h, "GET", "/missing.wasm", "Accept-Encoding", "gzip"); r.StatusCode != 404 {
		t.Errorf("missing file: %d", r.StatusCode)
	}
	// Nothing outside the folder, encoded or not.
	outside := filepath.Join(filepath.Dir(dir), "secret.wasm")
	for _, f := range []string{outside, outside + ".gz", outside + ".br"} {
		os.WriteFile(f, []byte("secret"), 0o644)
		defer os.Remove(f)
	}
	for _, enc := range []string{"", "gzip", "br"} {
		if r := do(h, "GET", "/../secret.wasm", "Accept-Encoding", enc); r.StatusCode == 200 {
			t.Errorf("Accept-Encoding %q: served a file outside the folder", enc)
		}
	}
	// The folder's own name with .br or .gz is not the root's sibling.
	for _, f := range []string{dir + ".br", dir + ".gz", filepath.Join(dir, "sub.br")} {
		os.WriteFile(f, []byte("secret"), 0o644)
		defer os.Remove(f)
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	for _, p := range []string{"/", "/sub/", "/sub"} {
		if r := do(h, "GET", p, "Accept-Encoding", "br, gzip"); r.Header.Get("Content-Encoding") != "" || string(readBody(r)) == "secret" {
			t.Errorf("%s: served a sibling of a folder (%d, Content-Encoding %q)", p, r.StatusCode, r.Header.Get("Content-Encoding"))
		}
	}
	// A folder named like a precompressed sibling is not one.
	os.Mkdir(filepath.Join(dir, "plain.wasm.br"), 0o755)
	if r := do(h, "GET", "/plain.wasm", "Accept-Encoding", "br"); r.StatusCode != 200 || r.Header.Get("Content-Encoding") != "" {
		t.Errorf("a folder as .br: %d %q", r.StatusCode, r.Header.Get("Content-Encoding"))
	}
}

func TestRunNeedsABuild(t *testing.T) {
	if err := run("127.0.0.1:0", t.TempDir()); err == nil {
		t.Error("an empty folder was served")
	}
}
