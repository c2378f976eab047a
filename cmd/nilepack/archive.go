package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"time"
)

// An entry is one file of an archive: its slash-separated path inside
// it, its mode (0755 for programs, 0644 otherwise) and its bytes.
type entry struct {
	name string
	mode fs.FileMode
	data []byte
}

// epoch is the time every entry carries: SOURCE_DATE_EPOCH where it is
// set (the reproducible-builds convention; make dist sets the last
// commit's time), else a fixed date.
func epoch() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC()
		}
	}
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
}

// dirsOf lists the folders the entries stand in, parents first, so that
// an archive unpacks with the right folder modes.
func dirsOf(entries []entry) []string {
	seen := map[string]bool{}
	var dirs []string
	for _, e := range entries {
		for d := path.Dir(e.name); d != "." && d != "/" && !seen[d]; d = path.Dir(d) {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	sort.Strings(dirs)
	return dirs
}

// writeZip writes the entries (in the order given) to file, deflated.
func writeZip(file string, entries []entry) error {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	t := epoch()
	for _, d := range dirsOf(entries) {
		h := &zip.FileHeader{Name: d + "/", Modified: t}
		h.SetMode(fs.ModeDir | 0o755)
		if _, err := zw.CreateHeader(h); err != nil {
			return err
		}
	}
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: t}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := w.Write(e.data); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return writeFile(file, buf.Bytes())
}

// writeTarGz writes the entries to file as a gzip-compressed tar, owned
// by root.
func writeTarGz(file string, entries []entry) error {
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	t := epoch()
	hdr := func(name string, typ byte, mode fs.FileMode, size int) *tar.Header {
		return &tar.Header{Name: name, Typeflag: typ, Mode: int64(mode.Perm()), Size: int64(size),
			ModTime: t, Uname: "root", Gname: "root", Format: tar.FormatPAX}
	}
	for _, d := range dirsOf(entries) {
		if err := tw.WriteHeader(hdr(d+"/", tar.TypeDir, 0o755, 0)); err != nil {
			return err
		}
	}
	for _, e := range entries {
		if err := tw.WriteHeader(hdr(e.name, tar.TypeReg, e.mode, len(e.data))); err != nil {
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := gz.Close(); err != nil {
		return err
	}
	return writeFile(file, buf.Bytes())
}

// writeFile writes data through a temporary file and a rename: a stopped
// make dist leaves no half archive under the final name.
func writeFile(file string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	tmp := file + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, file)
}

// readEntry reads a file of the build into an entry named name.
func readEntry(file, name string, mode fs.FileMode) (entry, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return entry{}, err
	}
	if len(data) == 0 {
		return entry{}, fmt.Errorf("%s is empty", file)
	}
	return entry{name: name, mode: mode, data: data}, nil
}
