package main

import (
	"fmt"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Handler serves the files of dir (the browser build):
//
//   - A file X with a precompressed sibling X.br or X.gz is negotiated from
//     the request's Accept-Encoding (br, then gzip, then X itself, by the
//     client's q-values): the chosen file goes out with its Content-Encoding,
//     its own length, ranges of it, and Vary: Accept-Encoding.
//   - Names carrying a content hash (nilegames.0123456789abcdef.wasm, and
//     its .br and .gz) never change: cached for a year, immutable. Anything
//     else (index.html, sw.js, an old build's plain nilegames.wasm) must be
//     revalidated on every use, so a new build is picked up on reload.
//   - .wasm is application/wasm, .webmanifest application/manifest+json,
//     .js text/javascript.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		h := w.Header()
		if hashed(name) {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		if t := contentType(name); t != "" {
			h.Set("Content-Type", t)
		}
		if (r.Method == http.MethodGet || r.Method == http.MethodHead) && serveEncoded(w, r, dir, name) {
			return
		}
		files.ServeHTTP(w, r)
	})
}

// hashedName matches a base name with a dot-separated segment of 16 to 64
// hex digits: a content hash.
var hashedName = regexp.MustCompile(`\.[0-9a-f]{16,64}\.`)

func hashed(name string) bool { return hashedName.MatchString(path.Base(name)) }

func contentType(name string) string {
	switch {
	case strings.HasSuffix(name, ".wasm"):
		return "application/wasm"
	case strings.HasSuffix(name, ".webmanifest"):
		return "application/manifest+json"
	case strings.HasSuffix(name, ".js"):
		return "text/javascript; charset=utf-8"
	}
	return ""
}

// encodings are the precompressed siblings a file may have, in the order
// preferred when the client accepts several equally.
var encodings = []struct{ coding, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serveEncoded serves name when it has precompressed siblings; it reports
// false when it has none (the file server answers).
func serveEncoded(w http.ResponseWriter, r *http.Request, dir, name string) bool {
	local := filepath.Join(dir, filepath.FromSlash(name))
	// Only a file has siblings: for "/" local is dir itself, and dir.br
	// lies outside the folder.
	raw, ok := open(local)
	if !ok {
		return false
	}
	defer raw.f.Close()
	type variant struct {
		coding string
		opened
	}
	var have []variant
	defer func() {
		for _, v := range have {
			v.f.Close()
		}
	}()
	for _, e := range encodings {
		if v, ok := open(local + e.suffix); ok {
			have = append(have, variant{e.coding, v})
		}
	}
	if len(have) == 0 {
		return false
	}
	h := w.Header()
	h.Add("Vary", "Accept-Encoding")
	accept := parseAcceptEncoding(r.Header.Values("Accept-Encoding"))
	best, bestQ := -1, 0.0
	for i, v := range have {
		if q := accept.q(v.coding); q > bestQ {
			best, bestQ = i, q
		}
	}
	// The file itself when the client names it above every encoding, or
	// accepts none. A client that refuses identity and accepts none of the
	// encodings gets it too: RFC 9110 lets a server disregard
	// Accept-Encoding rather than fail.
	if idQ, named := accept.codings["identity"]; best < 0 || named && idQ > bestQ {
		h.Set("ETag", etag(raw.st, "identity"))
		http.ServeContent(w, r, name, raw.st.ModTime(), raw.f)
		return true
	}
	v := have[best]
	h.Set("ETag", etag(v.st, v.coding))
	if h.Get("Content-Type") == "" {
		// ServeContent would sniff the compressed bytes.
		h.Set("Content-Type", "application/octet-stream")
	}
	http.ServeContent(encodedWriter{w, v.coding}, r, name, v.st.ModTime(), v.f)
	return true
}

// encodedWriter adds Content-Encoding to the content ServeContent sends.
// Set before, it would make ServeContent leave out Content-Length (it
// then assumes a body compressed on the fly).
type encodedWriter struct {
	http.ResponseWriter
	coding string
}

// ServeContent calls WriteHeader before writing any content.
func (w encodedWriter) WriteHeader(code int) {
	if code == http.StatusOK || code == http.StatusPartialContent {
		w.Header().Set("Content-Encoding", w.coding)
	}
	w.ResponseWriter.WriteHeader(code)
}

type opened struct {
	f  *os.File
	st os.FileInfo
}

// open opens a regular file.
func open(p string) (opened, bool) {
	f, err := os.Open(p)
	if err != nil {
		return opened{}, false
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		f.Close()
		return opened{}, false
	}
	return opened{f, st}, true
}

// etag differs between the encodings of one file, so that a range of one
// is never resumed (If-Range) with bytes of another.
func etag(st os.FileInfo, coding string) string {
	return fmt.Sprintf(`"%x-%x-%s"`, st.ModTime().UnixNano(), st.Size(), coding)
}

// acceptEncoding is a parsed Accept-Encoding: the q-value of each coding
// named, and of "*" (-1 when absent).
type acceptEncoding struct {
	codings map[string]float64
	star    float64
}

func parseAcceptEncoding(values []string) acceptEncoding {
	a := acceptEncoding{codings: map[string]float64{}, star: -1}
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			params := strings.Split(part, ";")
			coding := strings.ToLower(strings.TrimSpace(params[0]))
			if coding == "" {
				continue
			}
			if coding == "x-gzip" {
				coding = "gzip"
			}
			q := 1.0
			for _, p := range params[1:] {
				k, val, _ := strings.Cut(strings.TrimSpace(p), "=")
				if strings.EqualFold(strings.TrimSpace(k), "q") {
					f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
					if err != nil || f < 0 || f > 1 {
						f = 0 // a q-value that cannot be read accepts nothing
					}
					q = f
				}
			}
			if coding == "*" {
				a.star = q
			} else {
				a.codings[coding] = q
			}
		}
	}
	return a
}

// q is how much the client accepts an encoding (0: not at all). With no
// Accept-Encoding, none is sent: the client may not decode.
func (a acceptEncoding) q(coding string) float64 {
	if q, ok := a.codings[coding]; ok {
		return q
	}
	if a.star >= 0 {
		return a.star
	}
	return 0
}
