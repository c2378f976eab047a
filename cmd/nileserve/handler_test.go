package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandlerTypesAndGzip(t *testing.T) {
	dir := t.TempDir()
	wasm := []byte("\x00asm\x01\x00\x00\x00 pretend this is a game")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	for name, data := range map[string][]byte{
		"index.html": []byte("<!DOCTYPE html><title>x</title>"), "game.wasm": wasm, "game.wasm.gz": gz.Bytes(),
		"plain.wasm": wasm,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := Handler(dir)
	get := func(path, enc string) *http.Response {
		req := httptest.NewRequest("GET", path, nil)
		if enc != "" {
			req.Header.Set("Accept-Encoding", enc)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Result()
	}
	body := func(r *http.Response) []byte {
		b, _ := io.ReadAll(r.Body)
		return b
	}

	r := get("/game.wasm", "gzip, deflate, br")
	if r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/wasm" || r.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip wasm: %d %q %q", r.StatusCode, r.Header.Get("Content-Type"), r.Header.Get("Content-Encoding"))
	}
	if !bytes.Equal(body(r), gz.Bytes()) {
		t.Error("the gzipped body is not the .gz file")
	}
	for _, enc := range []string{"", "br", "gzip;q=0"} {
		r = get("/game.wasm", enc)
		if r.Header.Get("Content-Encoding") != "" || r.Header.Get("Content-Type") != "application/wasm" || !bytes.Equal(body(r), wasm) {
			t.Errorf("Accept-Encoding %q: encoding %q type %q", enc, r.Header.Get("Content-Encoding"), r.Header.Get("Content-Type"))
		}
	}
	// Without a .gz beside it, the .wasm goes out as it is.
	r = get("/plain.wasm", "gzip")
	if r.Header.Get("Content-Encoding") != "" || r.Header.Get("Content-Type") != "application/wasm" || !bytes.Equal(body(r), wasm) {
		t.Errorf("plain wasm: %q %q", r.Header.Get("Content-Encoding"), r.Header.Get("Content-Type"))
	}
	r = get("/", "")
	if r.StatusCode != 200 || r.Header.Get("Content-Type") != "text/html; charset=utf-8" || r.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("index: %d %q %q", r.StatusCode, r.Header.Get("Content-Type"), r.Header.Get("Cache-Control"))
	}
	if r = get("/missing.wasm", "gzip"); r.StatusCode != 404 {
		t.Errorf("missing file: %d", r.StatusCode)
	}
	// Nothing outside the folder.
	outside := filepath.Join(filepath.Dir(dir), "secret.wasm.gz")
	os.WriteFile(outside, gz.Bytes(), 0o644)
	defer os.Remove(outside)
	if r = get("/../secret.wasm", "gzip"); r.StatusCode == 200 {
		t.Error("served a file outside the folder")
	}
}

func TestRunNeedsABuild(t *testing.T) {
	if err := run("127.0.0.1:0", t.TempDir()); err == nil {
		t.Error("an empty folder was served")
	}
}
