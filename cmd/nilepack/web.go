package main

import (
	_ "embed"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// hosting is the web archive's HOSTING.txt; its nginx and Caddy blocks are
// README.md's (a test holds them equal).
//
//go:embed HOSTING.txt
var hosting []byte

func init() {
	commands["web"] = command{
		summary: "nilegames-V-web.zip: build/web (make web) and HOSTING.txt",
		run:     runWeb,
	}
}

func runWeb(args []string, stdout io.Writer) error {
	var version, out, dir string
	fs := newFlags("web", &version, &out, "the folder the archive is written to")
	fs.StringVar(&dir, "dir", "build/web", "the browser build (make web)")
	if err := parse(fs, args, &version); err != nil {
		return err
	}
	entries, err := webEntries(dir)
	if err != nil {
		return err
	}
	root := "nilegames-" + version + "-web/"
	for i := range entries {
		entries[i].name = root + entries[i].name
	}
	entries = append(entries, entry{name: root + "HOSTING.txt", mode: 0o644, data: hosting})
	file := filepath.Join(out, "nilegames-"+version+"-web.zip")
	if err := writeZip(file, entries); err != nil {
		return err
	}
	fmt.Fprintln(stdout, file)
	return nil
}

// webEntries reads the browser build's files (a flat folder), refusing one
// that is not a whole build: exactly one hashed wasm with its .br and .gz,
// the loader and the service worker.
func webEntries(dir string) ([]entry, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("%v (make web builds it)", err)
	}
	var entries []entry
	wasm := 0
	have := map[string]bool{}
	for _, de := range des {
		name := de.Name()
		if de.IsDir() || strings.HasPrefix(name, ".") {
			continue
		}
		e, err := readEntry(filepath.Join(dir, name), name, 0o644)
		if err != nil {
			return nil, err
		}
		entries = append(entries, e)
		have[name] = true
		if strings.HasPrefix(name, "nilegames.") && strings.HasSuffix(name, ".wasm") {
			wasm++
		}
	}
	if wasm != 1 {
		return nil, fmt.Errorf("%s: %d nilegames.<hash>.wasm, want 1 (make web builds it)", dir, wasm)
	}
	for _, need := range []string{"index.html", "wasm_exec.js", "sw.js", "manifest.webmanifest"} {
		if !have[need] {
			return nil, fmt.Errorf("%s: no %s: not a whole browser build (make web builds it)", dir, need)
		}
	}
	for _, e := range entries {
		if strings.HasSuffix(e.name, ".wasm") && (!have[e.name+".br"] || !have[e.name+".gz"]) {
			return nil, fmt.Errorf("%s: %s lacks its .br or .gz copy (make web builds them)", dir, e.name)
		}
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].name < entries[j].name })
	return entries, nil
}
