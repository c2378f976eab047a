package main

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// HOSTING.txt carries README.md's nginx and Caddy blocks, line for line.
func TestHostingMatchesReadme(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```(nginx|caddy)\n(.*?)\n *```").FindAllSubmatch(readme, -1)
	if len(blocks) != 2 {
		t.Fatalf("README.md: %d nginx/caddy blocks, want 2", len(blocks))
	}
	for _, b := range blocks {
		var want []string
		for _, l := range strings.Split(string(b[2]), "\n") {
			want = append(want, strings.TrimSpace(l))
		}
		var got []string
		for _, l := range strings.Split(string(hosting), "\n") {
			got = append(got, strings.TrimSpace(l))
		}
		if !strings.Contains("\n"+strings.Join(got, "\n")+"\n", "\n"+strings.Join(want, "\n")+"\n") {
			t.Errorf("HOSTING.txt lacks README.md's %s block:\n%s", b[1], b[2])
		}
	}
}

// A fake browser build: what make web writes.
func fakeWeb(t *testing.T) string {
	dir := t.TempDir()
	for _, n := range []string{"index.html", "wasm_exec.js", "sw.js", "manifest.webmanifest", "icon-192.png", "nilegames.0123456789abcdef.wasm", "nilegames.0123456789abcdef.wasm.br", "nilegames.0123456789abcdef.wasm.gz"} {
		os.WriteFile(filepath.Join(dir, n), []byte("content of "+n), 0o644)
	}
	os.WriteFile(filepath.Join(dir, ".nilegames.wasm.new"), []byte("half-built"), 0o644)
	return dir
}

func TestWebZip(t *testing.T) {
	web, out := fakeWeb(t), t.TempDir()
	if err := dispatch([]string{"web", "-version", "1.2.3", "-dir", web, "-out", out}, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	checkWebZip(t, filepath.Join(out, "nilegames-1.2.3-web.zip"), web, "1.2.3")
}

// A build that is not whole is refused: a second wasm, a missing copy, no
// loader.
func TestWebRefusesPartialBuild(t *testing.T) {
	for name, spoil := range map[string]func(dir string){
		"two wasm":  func(d string) { os.WriteFile(filepath.Join(d, "nilegames.fedcba9876543210.wasm"), []byte("x"), 0o644) },
		"no .br":    func(d string) { os.Remove(filepath.Join(d, "nilegames.0123456789abcdef.wasm.br")) },
		"no loader": func(d string) { os.Remove(filepath.Join(d, "index.html")) },
	} {
		web, out := fakeWeb(t), t.TempDir()
		spoil(web)
		if err := dispatch([]string{"web", "-version", "1.2.3", "-dir", web, "-out", out}, io.Discard, io.Discard); err == nil {
			t.Errorf("%s: no error", name)
		}
		if des, _ := os.ReadDir(out); len(des) > 0 {
			t.Errorf("%s: wrote %v", name, des)
		}
	}
}

func TestDistWeb(t *testing.T) {
	file, v := distFile(t, "nilegames-*-web.zip")
	web := os.Getenv("NILEGAMES_WEB_DIR")
	if web == "" {
		t.Fatal("NILEGAMES_WEB_DIR unset (make test sets it)")
	}
	checkWebZip(t, file, web, v)
}

// checkWebZip: the zip holds exactly the build's files, byte for byte, and
// HOSTING.txt, under one folder.
func checkWebZip(t *testing.T, file, web, version string) {
	t.Helper()
	zr, err := zip.OpenReader(file)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	root := "nilegames-" + version + "-web/"
	got := map[string][]byte{}
	for _, f := range zr.File {
		if !strings.HasPrefix(f.Name, root) {
			t.Errorf("%s outside %s", f.Name, root)
		}
		if f.FileInfo().IsDir() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		got[strings.TrimPrefix(f.Name, root)], _ = io.ReadAll(rc)
		rc.Close()
	}
	des, _ := os.ReadDir(web)
	want := 1
	for _, de := range des {
		if de.IsDir() || strings.HasPrefix(de.Name(), ".") {
			if got[de.Name()] != nil {
				t.Errorf("%s packed", de.Name())
			}
			continue
		}
		want++
		data, _ := os.ReadFile(filepath.Join(web, de.Name()))
		if !bytes.Equal(got[de.Name()], data) {
			t.Errorf("%s differs from the build's", de.Name())
		}
	}
	if !bytes.Equal(got["HOSTING.txt"], hosting) {
		t.Error("no HOSTING.txt")
	}
	if len(got) != want {
		t.Errorf("%d files, want %d", len(got), want)
	}
}
