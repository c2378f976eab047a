package main

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Handler serves the files of dir. Every response asks the browser to
// revalidate (a rebuilt game is picked up on reload); .wasm files are typed
// application/wasm; for X.wasm a sibling X.wasm.gz is sent instead, with
// Content-Encoding gzip, to clients that accept gzip.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		name := path.Clean("/" + r.URL.Path)
		if !strings.HasSuffix(name, ".wasm") {
			files.ServeHTTP(w, r)
			return
		}
		h.Set("Content-Type", "application/wasm")
		h.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) {
			gz := filepath.Join(dir, filepath.FromSlash(name)) + ".gz"
			if f, err := os.Open(gz); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
					h.Set("Content-Encoding", "gzip")
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}
